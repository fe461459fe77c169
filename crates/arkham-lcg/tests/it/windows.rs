//! Player windows (Rules Reference, Appendix II) for every investigator, and the [fast] and
//! reaction cards used in them.

use arkham_lcg::{Action, Event, Phase, Source};

use crate::examples::{act, card, legal, put_asset, put_enemy, start};

/// Forbidden Knowledge: [fast] exhaust, 1 horror, 1 secret: gain 1 resource.
const FORBIDDEN_KNOWLEDGE: &str = "01058";
/// Police Badge: [fast] discard: the active investigator gains 2 actions (during a turn at
/// your location).
const POLICE_BADGE: &str = "01027";
/// Magnifying Glass (level 1): [fast] if there are no clues at your location, return it to hand.
const MAGNIFYING_GLASS_1: &str = "01040";
/// Disc of Itzamna: [reaction] when a non-Elite enemy spawns at your location, discard it:
/// discard that enemy.
const DISC_OF_ITZAMNA: &str = "01041";
/// Guard Dog: [reaction] when an enemy attack deals damage to it, 1 damage to the attacker.
const GUARD_DOG: &str = "01021";
const SWARM_OF_RATS: &str = "01159";
/// Stray Cat: [fast] discard: automatically evade a non-Elite enemy at your location.
const STRAY_CAT: &str = "01076";
/// Ghoul Priest: an Elite enemy.
const GHOUL_PRIEST: &str = "01116";

/// The turn window: after the active investigator's action, before the next one, another
/// investigator is offered their [fast] ability; once it is exhausted nobody is asked.
#[test]
fn the_turn_window_offers_the_other_investigators_fast_abilities() {
    let mut state = start(2, "the-gathering", "roland-banks,agnes-baker");
    put_asset(&mut state, 1, FORBIDDEN_KNOWLEDGE);
    assert_eq!(state.deciding(), Some(0), "Roland's turn menu");
    act(&mut state, Action::Resource);
    assert_eq!(state.deciding(), Some(1), "Agnes may use Forbidden Knowledge during Roland's turn");
    assert_eq!(legal(&state), [Action::Use(0), Action::Pass]);
    act(&mut state, Action::Use(0));
    assert_eq!(state.investigators[1].resources, 6);
    assert_eq!(state.investigators[1].horror, 1);
    assert_eq!(state.deciding(), Some(0), "back to Roland's turn");
    act(&mut state, Action::Resource);
    assert_eq!(state.deciding(), Some(0), "Forbidden Knowledge is exhausted: no window is a decision");
}

/// The attack window: after one investigator's enemies attacked in the Enemy phase, the others
/// may use their [fast] abilities before the next investigator's attacks (3.3's "return to the
/// previous player window").
#[test]
fn the_attack_window_opens_after_an_investigators_attacks() {
    let mut state = start(2, "the-gathering", "roland-banks,agnes-baker");
    let at = state.investigators[0].at;
    put_enemy(&mut state, SWARM_OF_RATS, at, Some(0));
    put_asset(&mut state, 1, FORBIDDEN_KNOWLEDGE);
    let mut attacked = false;
    let mut offered_after_attack = false;
    for _ in 0..200 {
        if state.phase == Phase::Upkeep {
            break;
        }
        let options = legal(&state);
        if state.phase == Phase::Enemy && attacked && options.contains(&Action::Use(0)) {
            offered_after_attack = state.deciding() == Some(1);
        }
        let choice = [Action::Pass, Action::EndTurn, Action::Done]
            .into_iter()
            .find(|a| options.contains(a))
            .unwrap_or_else(|| options[0].clone());
        let events = act(&mut state, choice);
        attacked |= events.iter().any(|e| matches!(e, Event::Attack { inv: 0, .. }));
    }
    assert!(attacked, "the rats attacked Roland in the Enemy phase");
    assert!(offered_after_attack, "Agnes was offered Forbidden Knowledge after Roland's attacks");
}

/// Police Badge, held by another investigator at the active investigator's location, gives the
/// active investigator two actions in the turn window.
#[test]
fn police_badge_gives_the_active_investigator_two_actions() {
    let mut state = start(2, "the-gathering", "agnes-baker,roland-banks");
    put_asset(&mut state, 1, POLICE_BADGE);
    act(&mut state, Action::Resource);
    assert_eq!(state.deciding(), Some(1), "Roland is offered the badge during Agnes's turn");
    act(&mut state, Action::Use(0));
    assert_eq!(state.investigators[0].actions, 4, "3 - 1 + 2");
    assert!(state.investigators[1].assets.is_empty(), "the badge is discarded");
    assert_eq!(state.deciding(), Some(0));
}

/// Magnifying Glass (level 1) goes back to hand where no clues are left, and only there.
#[test]
fn magnifying_glass_returns_to_hand_where_no_clues_are_left() {
    let mut state = start(1, "the-gathering", "daisy-walker");
    let at = usize::from(state.investigators[0].at.0);
    let glass = put_asset(&mut state, 0, MAGNIFYING_GLASS_1);
    state.locations[at].clues = 2;
    let back = Action::Activate(Source::Asset(glass), 1);
    assert!(!legal(&state).contains(&back), "clues here: the glass stays");
    state.locations[at].clues = 0;
    assert!(legal(&state).contains(&back), "no clues here: {:?}", legal(&state));
    act(&mut state, back);
    assert!(state.investigators[0].assets.is_empty());
    assert_eq!(state.investigators[0].hand(), [card(MAGNIFYING_GLASS_1)]);
}

/// Guard Dog bites the enemy whose attack damages it (a *when* reaction the engine had never
/// offered), before the damage can discard it.
#[test]
fn guard_dog_bites_the_enemy_whose_attack_damages_it() {
    let mut state = start(1, "the-gathering", "roland-banks");
    let at = state.investigators[0].at;
    let rats = put_enemy(&mut state, SWARM_OF_RATS, at, Some(0));
    let dog = put_asset(&mut state, 0, GUARD_DOG);
    act(&mut state, Action::Resource);
    act(&mut state, Action::Assign(smallvec::smallvec![(dog, 1, 0)]));
    assert_eq!(legal(&state), [Action::Use(0), Action::Pass], "the dog may bite");
    let events = act(&mut state, Action::Use(0));
    assert!(events.contains(&Event::EnemyDamaged { enemy: rats, damage: 1 }), "{events:?}");
    assert!(events.iter().any(|e| matches!(e, Event::EnemyDefeated { by: 0, .. })), "{events:?}");
}

/// Disc of Itzamna discards a non-Elite enemy spawning at its holder's location (a *when*
/// reaction the engine had never offered).
#[test]
fn disc_of_itzamna_discards_an_enemy_spawning_here() {
    let mut state = start(1, "the-gathering", "daisy-walker");
    put_asset(&mut state, 0, DISC_OF_ITZAMNA);
    state.encounter_mut().put_top(card(SWARM_OF_RATS));
    let mut offered = false;
    for _ in 0..50 {
        if state.phase == Phase::Investigation && state.round == 2 {
            break;
        }
        let options = legal(&state);
        let choice = if options.contains(&Action::Use(0)) {
            offered = true;
            Action::Use(0)
        } else {
            [Action::EndTurn, Action::Pass, Action::Done]
                .into_iter()
                .find(|a| options.contains(a))
                .unwrap_or_else(|| options[0].clone())
        };
        act(&mut state, choice);
    }
    assert!(offered, "the disc was offered when the rats spawned");
    assert!(state.enemies.is_empty(), "the rats are discarded");
    assert!(state.investigators[0].assets.is_empty(), "the disc is discarded");
}

/// Stray Cat: "[fast] Discard Stray Cat: Automatically evade a non-Elite enemy at your
/// location." An Elite enemy is never its target: engaged only with the Ghoul Priest, its
/// holder is not offered the cat; engaged with the Ghoul Priest and a Swarm of Rats, the cat
/// evades the rats even though the priest engaged first.
#[test]
fn stray_cat_evades_only_a_non_elite_enemy() {
    let mut state = start(2, "the-gathering", "roland-banks,agnes-baker");
    let at = state.investigators[1].at;
    let priest = put_enemy(&mut state, GHOUL_PRIEST, at, Some(1));
    put_asset(&mut state, 1, STRAY_CAT);
    act(&mut state, Action::Resource);
    assert_eq!(state.deciding(), Some(0), "no window for Agnes: the cat cannot evade an Elite enemy");

    let rats = put_enemy(&mut state, SWARM_OF_RATS, at, Some(1));
    act(&mut state, Action::Resource);
    assert_eq!(state.deciding(), Some(1), "Agnes may use the cat on the rats");
    assert_eq!(legal(&state), [Action::Use(0), Action::Pass]);
    let events = act(&mut state, Action::Use(0));
    assert!(events.contains(&Event::Evaded { enemy: rats, inv: 1 }), "{events:?}");
    assert!(
        !events.iter().any(|e| matches!(e, Event::Evaded { enemy, .. } if *enemy == priest)),
        "{events:?}"
    );
    let priest = state.enemy(priest).expect("the priest stays in play");
    assert_eq!((priest.engaged, priest.exhausted), (Some(1), false), "the priest is still engaged and ready");
}

/// Stray Cat during its owner's own turn: offered in the turn menu (it was never offered there),
/// and the owner chooses which non-Elite enemy at their location it evades (it took the first
/// one). One Swarm of Rats is engaged with Agnes, another is at her location engaged with no one:
/// "at your location" lets the cat exhaust the unengaged one; the Elite Ghoul Priest is no option.
#[test]
fn stray_cat_on_its_owners_turn_evades_the_enemy_chosen() {
    let mut state = start(1, "the-gathering", "agnes-baker");
    let at = state.investigators[0].at;
    let engaged = put_enemy(&mut state, SWARM_OF_RATS, at, Some(0));
    let loose = put_enemy(&mut state, SWARM_OF_RATS, at, None);
    put_enemy(&mut state, GHOUL_PRIEST, at, Some(0));
    let cat = put_asset(&mut state, 0, STRAY_CAT);
    let use_cat = Action::Activate(Source::Asset(cat), 0);
    assert!(legal(&state).contains(&use_cat), "the cat is in Agnes's turn menu: {:?}", legal(&state));
    act(&mut state, use_cat);
    assert!(state.investigators[0].assets.is_empty(), "the cat is discarded as its cost");
    let mut options = legal(&state);
    options.sort_by_key(|a| format!("{a:?}"));
    let mut expected = vec![
        Action::Pick(arkham_lcg::Target::Enemy(engaged)),
        Action::Pick(arkham_lcg::Target::Enemy(loose)),
    ];
    expected.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(options, expected, "a choice of the two rats, not the priest");
    let events = act(&mut state, Action::Pick(arkham_lcg::Target::Enemy(loose)));
    assert!(events.contains(&Event::Evaded { enemy: loose, inv: 0 }), "{events:?}");
    let (loose, engaged) = (state.enemy(loose).expect("in play"), state.enemy(engaged).expect("in play"));
    assert!(loose.exhausted, "the unengaged rats are exhausted");
    assert_eq!((engaged.engaged, engaged.exhausted), (Some(0), false), "the other rats are untouched");
    assert_eq!(state.deciding(), Some(0), "back to Agnes's turn");
}
