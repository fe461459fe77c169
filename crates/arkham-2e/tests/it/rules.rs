//! The lasting rules of monsters, Ancient Ones and cards the engine reads where they apply:
//! one test each for the special movers, the Lodge Membership, and the Ancient Ones' battle rules.

use arkham_2e::testing::data::{self, Check, Dimension};
use arkham_2e::testing::{card, location, monster, street, world};
use arkham_2e::{Action, ArkhamHorror, Event, Pending, Phase, Place};
use tabletop_core::testing::act;

use crate::fixtures::{S0, checks, dice, game, held, skill, solo};

fn dimension(kind: &str) -> Dimension {
    data::MONSTERS[usize::from(monster(kind))].dimension
}

#[test]
fn hook_chthonian_does_not_move_and_on_4_to_6_hurts_everyone_in_arkham() {
    for (face, stamina) in [(4, 4), (3, 5)] {
        let mut state = solo("amanda-sharpe", street("uptown"));
        state.clear_monsters();
        state.investigator_mut(0).stamina = 5;
        state.investigator_mut(0).max_stamina = 5;
        let id = state.put_monster(monster("chthonian"), street("rivertown"));
        state.rig_dice([face]);
        state.move_monsters_now(&[dimension("chthonian")], &[]);
        assert_eq!(state.monsters().find(|(m, _)| *m == id).map(|(_, m)| m.place), Some(street("rivertown")));
        assert_eq!(state.investigators()[0].stamina, stamina, "die {face}");
    }
}

#[test]
fn hook_hound_of_tindalos_goes_straight_to_the_nearest_investigator_in_a_location() {
    let mut state = game(2, "cthulhu", &["amanda-sharpe", "bob-jenkins"]);
    state.clear_monsters();
    state.investigator_mut(0).place = location("woods");
    // The Hospital does not count.
    state.investigator_mut(1).place = location("st-marys-hospital");
    let id = state.put_monster(monster("hound-of-tindalos"), street("northside"));
    state.move_monsters_now(&[dimension("hound-of-tindalos")], &[]);
    assert_eq!(state.monsters().find(|(m, _)| *m == id).map(|(_, m)| m.place), Some(location("woods")));
}

#[test]
fn a_lodge_member_has_the_inner_sanctum_s_encounters_at_the_lodge() {
    let sanctum = data::LOCATIONS.iter().position(|l| l.id.ends_with("/inner-sanctum")).unwrap_or(0);
    let lodge = data::LOCATIONS.iter().position(|l| l.id.ends_with("/silver-twilight-lodge")).unwrap_or(0);
    for member in [false, true] {
        let mut state = solo("amanda-sharpe", location("silver-twilight-lodge"));
        state.investigator_mut(0).specials.membership = member;
        let events = state.turn_now(Phase::ArkhamEncounters, 0);
        let had = events.iter().find_map(|e| match e {
            Event::LocationEncounter { card, entry, .. } => {
                Some(data::LOCATION_CARDS[usize::from(*card)].encounters[usize::from(*entry)].location)
            }
            _ => None,
        });
        let want = if member { data::LOCATIONS[sanctum].id } else { data::LOCATIONS[lodge].id };
        assert_eq!(had, Some(want), "member: {member}");
    }
}

#[test]
fn nobody_walks_into_the_inner_sanctum() {
    let sanctum = Place::Location(
        data::LOCATIONS.iter().position(|l| l.id.ends_with("/inner-sanctum")).unwrap_or(0) as u8,
    );
    let map = arkham_2e::Map::get();
    assert_eq!(map.adjacent(sanctum).count(), 0);
    assert!(map.adjacent(street("french-hill")).all(|p| p != sanctum));
}

/// Amanda holding `cards`, in combat with a `kind` on the Uptown streets after its Horror check
/// (rigged to pass where she has dice).
fn in_combat(cards: &[&str], kind: &str) -> arkham_2e::State {
    let mut state = solo("amanda-sharpe", street("uptown"));
    let investigator = state.investigator_mut(0);
    investigator.cards.clear();
    investigator.sanity = 9;
    investigator.max_sanity = 9;
    investigator.stamina = 9;
    investigator.max_stamina = 9;
    for name in cards {
        state.give_card(0, card(name));
    }
    let id = state.put_monster(monster(kind), street("uptown"));
    let rating = data::MONSTERS[usize::from(monster(kind))].horror_rating.unwrap_or(0);
    state.rig_dice(vec![6; dice(&state, 0, Check::Horror, rating)]);
    state.fight_now(0, id);
    state
}

/// The dice a Combat check rolls beyond Fight plus the monster's rating: the weapons' bonus.
fn combat_bonus(cards: &[&str], kind: &str) -> i64 {
    let mut state = in_combat(cards, kind);
    let rating = data::MONSTERS[usize::from(monster(kind))].combat_rating.unwrap_or(0);
    let base = i64::from(skill(&state, 0, Check::Fight)) + i64::from(rating);
    state.rig_dice(vec![1; 30]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    i64::from(checks(&events)[0].0) - base
}

#[test]
fn hook_axe_gives_three_with_the_other_hand_empty_and_two_beside_another_weapon() {
    assert_eq!(combat_bonus(&["axe"], "cultist"), 3);
    assert_eq!(combat_bonus(&["axe", "38-revolver"], "cultist"), 3 + 2);
}

#[test]
fn hook_cross_helps_only_against_the_undead() {
    assert_eq!(combat_bonus(&["cross"], "cultist"), 0);
    assert_eq!(combat_bonus(&["cross"], "zombie"), 3);
}

#[test]
fn hook_powder_of_ibn_ghazi_gives_nine_and_is_gone_after_use_for_a_sanity() {
    assert_eq!(combat_bonus(&["powder-of-ibn-ghazi"], "cultist"), 9);
    let mut state = in_combat(&["powder-of-ibn-ghazi"], "cultist");
    state.rig_dice(vec![5; 30]);
    act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(held(&state, 0, "powder-of-ibn-ghazi"), None);
    assert_eq!(state.investigators()[0].sanity, 8);
}

#[test]
fn pickman_and_armitage_ignore_resistances() {
    // Dark Young: physical resistance; the .38 Revolver's +3 halves to +2.
    assert_eq!(combat_bonus(&["38-revolver"], "dark-young"), 2);
    assert_eq!(combat_bonus(&["38-revolver", "richard-upton-pickman"], "dark-young"), 3);
    // Witch: magical resistance; the Cross's +0 says nothing, so use Dhole's both resistances.
    assert_eq!(combat_bonus(&["enchanted-knife"], "witch"), 2);
    assert_eq!(combat_bonus(&["enchanted-knife", "professor-armitage"], "witch"), 3);
}

#[test]
fn hook_shotgun_counts_each_six_twice() {
    let mut state = in_combat(&["shotgun"], "gug");
    let n = dice(&state, 0, Check::Combat, -2) + 4;
    let mut faces = vec![1; n];
    faces[0] = 6;
    faces[1] = 6;
    state.rig_dice(faces);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    // Two sixes: four successes against the Gug's toughness 3.
    assert_eq!(checks(&events)[0].1, 4);
    assert!(checks(&events)[0].3);
}

#[test]
fn eric_colt_takes_nothing_from_nightmarish() {
    // The Dark Young: Horror rating 0, Nightmarish 1 on a passed Horror check.
    assert_eq!(in_combat(&[], "dark-young").investigators()[0].sanity, 8);
    assert_eq!(in_combat(&["eric-colt"], "dark-young").investigators()[0].sanity, 9);
}

#[test]
fn tom_murphy_takes_nothing_from_overwhelming() {
    for (ally, stamina) in [(None, 8), (Some("tom-mountain-murphy"), 9)] {
        let mut cards = vec!["tommy-gun"];
        cards.extend(ally);
        let mut state = in_combat(&cards, "gug");
        state.rig_dice(vec![6; 30]);
        act::<ArkhamHorror>(&mut state, S0, Action::Attack);
        // The Gug (toughness 3) is killed: Overwhelming 1.
        assert_eq!(state.investigators()[0].monster_trophies.len(), 1);
        assert_eq!(state.investigators()[0].stamina, stamina, "{ally:?}");
    }
}

#[test]
fn legrasse_claims_endless_monsters_as_trophies() {
    for (legrasse, trophies) in [(false, 0), (true, 1)] {
        let mut state = game(1, "nyarlathotep", &["amanda-sharpe"]);
        state.investigator_mut(0).place = street("uptown");
        state.investigator_mut(0).sanity = 9;
        state.investigator_mut(0).max_sanity = 9;
        if legrasse {
            state.give_card(0, card("john-legrasse"));
        }
        // Nyarlathotep's Cultists are Endless.
        let id = state.put_monster(monster("cultist"), street("uptown"));
        state.rig_dice(vec![6; 12]);
        state.fight_now(0, id);
        state.rig_dice(vec![6; 30]);
        act::<ArkhamHorror>(&mut state, S0, Action::Attack);
        assert_eq!(state.investigators()[0].monster_trophies.len(), trophies);
    }
}

#[test]
fn hook_ruby_of_rlyeh_gives_three_movement_points() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.begin_movement(0);
    let base = state.movement_left();
    for (cards, extra) in [(&["ruby-of-rlyeh"][..], 3)] {
        let mut state = solo("amanda-sharpe", street("uptown"));
        state.investigator_mut(0).cards.clear();
        for name in cards {
            state.give_card(0, card(name));
        }
        state.turn_now(Phase::Movement, 0);
        assert_eq!(state.movement_left(), base + extra, "{cards:?}");
    }
}

#[test]
fn a_skill_card_adds_a_die_to_each_clue_on_its_skill() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.give_card(0, card("lore"));
    state.investigator_mut(0).clues = 2;
    state.check_now(0, Check::Lore, -9, 1);
    state.rig_dice([1, 1]);
    act::<ArkhamHorror>(&mut state, S0, Action::SpendClue);
    match state.pending() {
        Some((_, Pending::Check(check))) => assert_eq!(check.roll.faces().len(), 2),
        other => panic!("a check waits: {other:?}"),
    }
}

#[test]
fn hook_healing_stone_offers_a_stamina_or_a_sanity_in_upkeep() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.give_card(0, card("healing-stone"));
    state.investigator_mut(0).stamina = 1;
    state.investigator_mut(0).sanity = 1;
    state.turn_now(Phase::Upkeep, 0);
    act::<ArkhamHorror>(&mut state, S0, Action::Choose(0));
    assert_eq!((state.investigators()[0].stamina, state.investigators()[0].sanity), (2, 1));
}

#[test]
fn hook_gate_box_returns_through_any_open_gate() {
    for (gate_box, back) in [(false, Place::Lost), (true, location("woods"))] {
        let mut state = solo("amanda-sharpe", Place::World { world: world("yuggoth"), second: true });
        state.investigator_mut(0).cards.clear();
        if gate_box {
            state.give_card(0, card("gate-box"));
        }
        state.put_gate(location("woods"), world("abyss"));
        state.turn_now(Phase::Movement, 0);
        assert_eq!(state.investigators()[0].place, back, "gate box: {gate_box}");
    }
}

#[test]
fn hook_bank_loan_defaulted_takes_every_item_but_the_derringer() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    let investigator = state.investigator_mut(0);
    investigator.cards.clear();
    investigator.money = 0;
    investigator.specials.loan = true;
    state.give_card(0, card("18-derringer"));
    state.give_card(0, card("38-revolver"));
    // The interest roll: 1, and no dollar to pay it.
    state.rig_dice([1]);
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(held(&state, 0, "38-revolver"), None);
    assert_eq!(held(&state, 0, "18-derringer"), Some(0));
    assert!(!state.investigators()[0].specials.loan);
    assert!(state.investigators()[0].specials.loan_barred);
}

#[test]
fn hook_food_takes_one_off_a_stamina_loss_that_would_knock_out() {
    use arkham_2e::testing::data::Effect;
    // Food takes 1 off a Stamina loss that would knock out; not off one that would not.
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.give_card(0, card("food"));
    state.investigator_mut(0).stamina = 3;
    state.resolve_effects(0, &[Effect::Stamina(-2)]);
    assert_eq!((state.investigators()[0].stamina, held(&state, 0, "food")), (1, Some(0)));
    state.resolve_effects(0, &[Effect::Stamina(-1)]);
    assert_eq!((state.investigators()[0].stamina, held(&state, 0, "food")), (1, None));
}

#[test]
fn hook_whiskey_takes_one_off_a_sanity_loss_that_would_drive_insane() {
    use arkham_2e::testing::data::Effect;
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.give_card(0, card("whiskey"));
    state.investigator_mut(0).sanity = 2;
    state.resolve_effects(0, &[Effect::Sanity(-2)]);
    assert_eq!(state.investigators()[0].sanity, 1);
    assert_eq!(held(&state, 0, "whiskey"), None);
}

#[test]
fn hook_obsidian_statue_cancels_a_loss_whiskey_cannot_cover() {
    use arkham_2e::testing::data::Effect;
    // The Statue cancels a loss Whiskey cannot cover, and the Whiskey is kept.
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.give_card(0, card("whiskey"));
    state.give_card(0, card("obsidian-statue"));
    state.investigator_mut(0).sanity = 1;
    state.resolve_effects(0, &[Effect::Sanity(-3)]);
    assert_eq!(state.investigators()[0].sanity, 1);
    assert_eq!(held(&state, 0, "obsidian-statue"), None);
    assert!(held(&state, 0, "whiskey").is_some());
}

#[test]
fn hook_duke_raises_maximum_sanity_and_is_given_up_to_restore_it() {
    use arkham_2e::testing::data::Effect;
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    let max = state.investigators()[0].max_sanity;
    state.give_card(0, card("duke"));
    assert_eq!(state.investigators()[0].max_sanity, max + 1);
    // A loss that would drive her insane: Duke goes, Sanity back to its maximum first.
    state.investigator_mut(0).sanity = 1;
    state.resolve_effects(0, &[Effect::Sanity(-2)]);
    assert_eq!(held(&state, 0, "duke"), None);
    assert_eq!(state.investigators()[0].max_sanity, max);
    assert_eq!(state.investigators()[0].sanity, max - 2);
}

#[test]
fn hook_lucky_cigarette_case_rerolls_a_failing_check_and_research_materials_add_a_die() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    let investigator = state.investigator_mut(0);
    investigator.cards.clear();
    investigator.clues = 0;
    state.give_card(0, card("lucky-cigarette-case"));
    state.give_card(0, card("research-materials"));
    let n = dice(&state, 0, Check::Luck, 0);
    state.rig_dice(vec![1; n]);
    state.check_now(0, Check::Luck, 0, 1);
    assert!(tabletop_core::testing::legal::<ArkhamHorror>(&state, S0).contains(&Action::UseCard(0)));
    // The Case: every die rolled again.
    state.rig_dice(vec![6; n]);
    act::<ArkhamHorror>(&mut state, S0, Action::UseCard(0));
    assert_eq!(held(&state, 0, "lucky-cigarette-case"), None);
    // Passing now: the Case is gone and the Materials still add a die if wanted.
    state.rig_dice([1]);
    let materials = held(&state, 0, "research-materials").expect("held");
    // With nothing left to use, the check settles at once.
    let events = act::<ArkhamHorror>(&mut state, S0, Action::UseCard(materials));
    assert_eq!(held(&state, 0, "research-materials"), None);
    assert_eq!(checks(&events), vec![(n as u8 + 1, n as u8, 1, true)]);
}

#[test]
fn hook_bullwhip_rerolls_one_die_of_a_failing_combat_check() {
    let mut state = in_combat(&["bullwhip"], "gug");
    state.investigator_mut(0).clues = 0;
    let n = dice(&state, 0, Check::Combat, -2);
    state.rig_dice(vec![1; n]);
    act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    state.rig_dice([6]);
    // One die re-rolled to a 6: one success of the Gug's three, and the whip is spent, so the
    // check settles as failed.
    let events = act::<ArkhamHorror>(&mut state, S0, Action::UseCard(0));
    assert_eq!(checks(&events).first().map(|c| (c.1, c.3)), Some((1, false)));
    assert!(state.investigators()[0].cards[0].exhausted);
}

#[test]
fn a_monster_killed_by_a_weapon_whose_price_knocks_out_is_a_trophy_once() {
    use arkham_2e::testing::data::Effect;
    let mut state = solo("amanda-sharpe", street("uptown"));
    let investigator = state.investigator_mut(0);
    investigator.cards.clear();
    investigator.clues = 0;
    state.give_card(0, card("powder-of-ibn-ghazi"));
    let cup = state.cup_len();
    state.rig_cup_draw(monster("cultist"));
    state.resolve_effects(0, &[Effect::MonsterAppears]);
    // The Horror check passes, then the Sanity left is 1: the Powder's price knocks her out.
    let will = dice(&state, 0, Check::Horror, 0);
    state.rig_dice(vec![6; will]);
    act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    state.investigator_mut(0).sanity = 1;
    state.rig_dice(vec![6; 30]);
    act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert!(state.investigators()[0].knocked_out);
    assert_eq!(state.investigators()[0].monster_trophies.as_slice(), [monster("cultist")]);
    assert_eq!(state.cup_len(), cup - 1);
}

#[test]
fn an_item_spent_on_a_spells_check_leaves_the_spell_cast() {
    // Held: [Lucky Cigarette Case, Wither, Bind Monster]. Wither's check fails, the Case (index
    // 0) re-rolls it to a pass and is discarded: Wither (now index 0) is the spell cast, not
    // whatever card moved into its old index (the Bind Monster, which would end the combat
    // with a trophy, and did, in a 7-player property game against Nyarlathotep).
    let mut state = in_combat(&["lucky-cigarette-case", "wither", "bind-monster"], "gug");
    let wither = held(&state, 0, "wither").expect("held");
    let n = dice(&state, 0, Check::Spell, 0);
    state.rig_dice(vec![1; n]);
    act::<ArkhamHorror>(&mut state, S0, Action::Cast(wither));
    state.rig_dice(vec![6; n]);
    act::<ArkhamHorror>(&mut state, S0, Action::UseCard(0));
    assert_eq!(held(&state, 0, "lucky-cigarette-case"), None);
    assert_eq!(held(&state, 0, "bind-monster"), Some(1), "the Bind Monster is still held");
    let combat = state.combat().expect("the combat goes on");
    assert_eq!(combat.cast, 1 << held(&state, 0, "wither").expect("held"), "Wither is the spell cast");
    assert!(state.investigators()[0].monster_trophies.is_empty());
}

/// Two investigators; the first holds a Tommy Gun and both stand in `place`.
fn together_in(place: Place) -> arkham_2e::State {
    let mut state = game(2, "cthulhu", &["amanda-sharpe", "joe-diamond"]);
    for seat in 0..2 {
        let investigator = state.investigator_mut(seat);
        investigator.cards.clear();
        investigator.place = place;
        investigator.money = 0;
        investigator.delayed = false;
    }
    state.give_card(0, card("tommy-gun"));
    state
}

#[test]
fn investigators_in_one_other_world_area_trade_before_moving_on() {
    let place = Place::World { world: world("abyss"), second: false };
    let mut state = together_in(place);
    state.turn_now(Phase::Movement, 0);
    state.hold(false);
    assert_eq!(state.pending().map(|(s, p)| (s, p.clone())), Some((0, Pending::Trade)));
    let gun = held(&state, 0, "tommy-gun").expect("held");
    act::<ArkhamHorror>(&mut state, S0, Action::Give { to: 1, card: gun });
    assert_eq!(held(&state, 1, "tommy-gun"), Some(0), "the second investigator has it");
    // Nothing left to give: the trading ends without a question, and she moves on.
    assert_eq!(state.investigators()[0].place, Place::World { world: world("abyss"), second: true });
}

#[test]
fn an_investigator_alone_in_an_other_world_moves_on_without_a_question() {
    let mut state = together_in(Place::World { world: world("abyss"), second: false });
    state.investigator_mut(1).place = street("uptown");
    state.turn_now(Phase::Movement, 0);
    assert_ne!(state.pending().map(|(s, _)| s), Some(0), "no trade to offer, nothing asked of her");
    assert_eq!(state.investigators()[0].place, Place::World { world: world("abyss"), second: true });
}

#[test]
fn in_the_final_battle_investigators_trade_as_if_together() {
    let mut state = together_in(street("uptown"));
    state.investigator_mut(1).place = location("woods");
    state.set_doom(state.ancient_one().doom - 1);
    state.hold(false);
    let events = state.open_gate_now(location("black-cave"));
    assert!(events.contains(&Event::Awakens));
    let mut traded = false;
    while let Some((seat, pending)) = state.pending().map(|(s, p)| (s, p.clone())) {
        match pending {
            Pending::Sliders => {
                let sliders = state.investigators()[usize::from(seat)].sliders;
                act::<ArkhamHorror>(&mut state, tabletop_core::Seat(seat), Action::Sliders(sliders));
            }
            Pending::Trade if seat == 0 => {
                let gun = held(&state, 0, "tommy-gun").expect("held");
                act::<ArkhamHorror>(&mut state, S0, Action::Give { to: 1, card: gun });
                // Nothing left to give: the trading ends without a question.
                assert_ne!(state.pending(), Some((0, &Pending::Trade)));
                traded = true;
            }
            Pending::Trade => {
                act::<ArkhamHorror>(&mut state, tabletop_core::Seat(seat), Action::Stop);
            }
            _ => break,
        }
    }
    assert!(traded, "the trade was offered in the battle's Upkeep");
    assert_eq!(held(&state, 1, "tommy-gun"), Some(0), "given across the board");
}
