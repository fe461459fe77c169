//! Part B of the acceptance scenarios (24–43): edge cases derived from explicit rules.

use arkham_lcg::{Action, ArkhamLcg, Attached, Ending, Event, Out, Phase, Source, Target};
use tabletop_core::Game;
use tabletop_core::chaos::ChaosToken;
use tabletop_core::game::Options;
use tabletop_core::zone::Pile;

use super::{
    FILLER, act, bag, card, find, legal, map, play_until, put_asset, put_enemy, refused, result, sorted,
    start,
};

/// Drawn to the Flame: "draw the top card of the encounter deck, then discover 2 clues".
const DRAWN_TO_THE_FLAME: &str = "01064";

/// 24: A tie is a success: willpower 3 against Rotting Remains' willpower (3) with a 0 token.
#[test]
fn derived_24_tie_is_success() {
    let mut state = start(1, "the-gathering", "roland-banks");
    state.investigators[0].hand_mut().push(card(DRAWN_TO_THE_FLAME));
    state.encounter_mut().put_top(card("01163"));
    bag(&mut state, ChaosToken::Number(0));
    let events = act(&mut state, Action::Play(card(DRAWN_TO_THE_FLAME)));
    assert_eq!(result(&events), (3, 3, true));
    assert_eq!(state.investigators[0].horror, 0, "no failure effect");
}

/// 25: The auto-fail token makes the value 0 whatever the modifiers: intellect 5 with Perception
/// (+2) investigating a shroud 2 location fails; no clue; the card is discarded and the token
/// goes back to the bag.
#[test]
fn derived_25_auto_fail() {
    let mut state = start(1, "the-gathering", "daisy-walker");
    let at = state.investigators[0].at;
    state.locations[usize::from(at.0)].clues = 3;
    state.investigators[0].hand_mut().push(card("01090"));
    let size = state.chaos.len();
    state.rig_chaos(&[ChaosToken::AutoFail]).expect("in the bag");
    act(&mut state, Action::Investigate);
    let events = act(&mut state, Action::Commit(card("01090")));
    assert!(events.contains(&Event::Token { inv: 0, token: ChaosToken::AutoFail }));
    assert_eq!(result(&events), (0, 2, false));
    assert_eq!((state.locations[usize::from(at.0)].clues, state.investigators[0].clues), (3, 0));
    assert_eq!(state.investigators[0].discard.bottom_up(), vec![card("01090")]);
    assert_eq!((state.chaos.len(), state.chaos.revealed().len()), (size, 0));
}

/// 26: Upkeep with an empty deck: the discard pile becomes the deck, the draw costs 1 horror, and
/// resources come after every draw.
#[test]
fn derived_26_upkeep_draw_from_empty_deck() {
    let mut state = start(2, "the-gathering", "roland-banks,agnes-baker");
    let p1 = &mut state.investigators[0];
    p1.deck_mut().clear();
    p1.discard = Pile::from_storage(vec![card(FILLER); 6]);
    *p1.hand_mut() = vec![card(FILLER); 3];
    p1.resources = 2;
    state.investigators[1].resources = 0;
    let events = play_until(&mut state, |s| s.round == 2 && s.phase == Phase::Investigation);
    let p1 = &state.investigators[0];
    assert_eq!((p1.hand().len(), p1.deck_len(), p1.discard.len(), p1.horror), (4, 5, 0, 1));
    assert_eq!((p1.resources, state.investigators[1].resources), (3, 1));
    assert_eq!(state.investigators[1].deck_len(), 9);
    let horror = find(&events, |e| matches!(e, Event::Harmed { inv: 0, horror: 1, .. }));
    let p2_draw = find(&events, |e| matches!(e, Event::Drew { inv: 1, .. }));
    assert!(horror < p2_draw, "P1's horror follows P1's draw");
}

/// 26, resources after the draws: drawing Paranoia ("lose all your resources") in Upkeep still
/// leaves the resource gained afterwards.
#[test]
fn derived_26_upkeep_resources_follow_the_draws() {
    let mut state = start(1, "the-gathering", "roland-banks");
    state.investigators[0].deck_mut().put_top(card("01097"));
    play_until(&mut state, |s| s.round == 2 && s.phase == Phase::Investigation);
    assert_eq!(state.investigators[0].resources, 1);
}

/// 27: An empty encounter deck is rebuilt from its discard pile with no penalty.
#[test]
fn derived_27_empty_encounter_deck() {
    let mut state = start(1, "the-gathering", "agnes-baker");
    state.encounter_mut().clear();
    state.encounter_discard = Pile::from_storage(vec![card("01166"); 5]);
    state.investigators[0].hand_mut().push(card(DRAWN_TO_THE_FLAME));
    act(&mut state, Action::Play(card(DRAWN_TO_THE_FLAME)));
    assert_eq!(state.encounter_len(), 4);
    assert_eq!(state.encounter_discard.bottom_up(), vec![card("01166")], "only the card drawn");
    assert_eq!(state.investigators[0].horror, 0);
}

/// 28: Hand size is checked only at 4.5: 12 cards then discard 4; 8 cards discard nothing.
#[test]
fn derived_28_hand_size_at_upkeep() {
    let mut state = start(2, "the-gathering", "roland-banks,agnes-baker");
    *state.investigators[0].hand_mut() = vec![card(FILLER); 11];
    *state.investigators[1].hand_mut() = vec![card(FILLER); 7];
    play_until(&mut state, |s| legal(s).iter().any(|a| matches!(a, Action::Discard(_))));
    assert_eq!((state.phase, state.deciding()), (Phase::Upkeep, Some(0)));
    assert_eq!((state.investigators[0].hand().len(), state.investigators[0].discard.len()), (12, 0));
    for _ in 0..4 {
        act(&mut state, Action::Discard(card(FILLER)));
    }
    assert_eq!((state.investigators[0].hand().len(), state.investigators[0].discard.len()), (8, 4));
    assert_eq!((state.investigators[1].hand().len(), state.investigators[1].discard.len()), (8, 0));
    assert_ne!(state.phase, Phase::Upkeep, "nothing more to discard");
}

/// 29: Attacks of opportunity: ready engaged enemies attack before a non-exempt action resolves,
/// in the order the investigator chooses, once per action whatever it costs; Fight, fast cards
/// and exhausted enemies cause none.
#[test]
fn derived_29_attacks_of_opportunity() {
    let mut state = start(1, "the-gathering", "roland-banks");
    let at = state.investigators[0].at;
    let a = put_enemy(&mut state, "01160", at, Some(0));
    let b = put_enemy(&mut state, "01137", at, Some(0));
    let c = put_enemy(&mut state, "01119", at, Some(0));
    state.enemies[2].exhausted = true;
    state.investigators[0].resources = 0;
    state.investigators[0].threat.push(Attached { card: card("01098"), owner: Some(0), tokens: 0 });
    state.investigators[0].hand_mut().push(card("01043"));
    let mut two_actions = state.clone();
    // (a) The Resource action: P1 orders the attacks (B first).
    let mut events = act(&mut state, Action::Resource);
    assert_eq!(state.deciding(), Some(0));
    assert_eq!(legal(&state), vec![Action::Pick(Target::Enemy(a)), Action::Pick(Target::Enemy(b))]);
    events.extend(act(&mut state, Action::Pick(Target::Enemy(b))));
    let attackers: Vec<_> = events
        .iter()
        .filter_map(|e| if let Event::Attack { enemy, .. } = e { Some(*enemy) } else { None })
        .collect();
    assert_eq!(attackers, vec![b, a], "B then A, not the exhausted C");
    let last_attack = events.iter().rposition(|e| matches!(e, Event::Harmed { .. })).expect("harmed");
    assert!(last_attack < find(&events, |e| matches!(e, Event::Resources { gained: 1, .. })));
    let p1 = &state.investigators[0];
    assert_eq!((p1.damage, p1.horror, p1.resources), (3, 1, 1));
    assert!(state.enemies.iter().filter(|e| e.id != c).all(|e| !e.exhausted), "they stay ready");
    // (b) Fight: no attack of opportunity.
    bag(&mut state, ChaosToken::Number(0));
    let events = act(&mut state, Action::Fight(a));
    assert!(!events.iter().any(|e| matches!(e, Event::Attack { .. })));
    // A fast card: none either.
    let events = act(&mut state, Action::Play(card("01043")));
    assert!(!events.iter().any(|e| matches!(e, Event::Attack { .. })));
    // (c) A two-action ability (Haunted): one attack each.
    let mut events = act(&mut two_actions, Action::Activate(Source::Threat(0, card("01098")), 2));
    events.extend(act(&mut two_actions, Action::Pick(Target::Enemy(a))));
    assert_eq!(events.iter().filter(|e| matches!(e, Event::Attack { .. })).count(), 2);
    assert_eq!(two_actions.investigators[0].actions, 1);
}

/// 30: Evade only an enemy engaged with you; Engage takes it from another investigator; Engage
/// of an enemy already engaged with you is refused.
#[test]
fn derived_30_evade_and_engage_targets() {
    let mut state = start(2, "the-gathering", "roland-banks,agnes-baker");
    let at = state.investigators[0].at;
    let e = put_enemy(&mut state, "01160", at, Some(1));
    refused(&mut state, Action::Evade(e));
    act(&mut state, Action::Engage(e));
    assert_eq!(state.enemy(e).and_then(|x| x.engaged), Some(0));
    assert_eq!(state.investigators[0].actions, 2);
    refused(&mut state, Action::Engage(e));
    assert_eq!(state.investigators[0].actions, 2);
}

/// 31: A failed attack on an enemy engaged with someone else hurts them, except a Massive one.
#[test]
fn derived_31_failed_fight_hurts_the_engaged_investigator() {
    let mut state = start(2, "the-gathering", "daisy-walker,skids-otoole");
    let at = state.investigators[0].at;
    let e = put_enemy(&mut state, "01118", at, Some(1));
    bag(&mut state, ChaosToken::Number(0));
    let mut massive = state.clone();
    let events = act(&mut state, Action::Fight(e));
    assert_eq!(result(&events), (2, 4, false));
    assert_eq!(state.enemy(e).map(|x| x.damage), Some(0));
    assert_eq!(state.investigators[1].damage, 1);
    // Variant: Umôrdhoth (Massive), engaged with both.
    massive.enemies.clear();
    let u = put_enemy(&mut massive, "01157", at, None);
    let events = act(&mut massive, Action::Fight(u));
    assert!(!result(&events).2);
    assert_eq!(massive.enemy(u).map(|x| x.damage), Some(0));
    assert_eq!((massive.investigators[0].damage, massive.investigators[1].damage), (0, 0));
}

/// 32: The agenda advances on the doom in play, every doom token is removed, and only then are
/// encounter cards drawn.
#[test]
fn derived_32_agenda_advances_on_doom_in_play() {
    let mut state = start(1, "the-gathering", "roland-banks");
    let at = state.investigators[0].at;
    put_enemy(&mut state, "01169", at, Some(0));
    state.enemies[0].exhausted = true;
    state.agenda_doom = 1;
    let mut contrast = state.clone();
    state.enemies[0].doom = 1;
    let mut events = play_until(&mut state, |s| s.round == 2);
    assert!(events.contains(&Event::Doom { total: 3 }));
    assert_eq!((state.agenda, state.agenda_doom, state.enemies[0].doom), (1, 0, 0));
    events.extend(play_until(&mut state, |s| s.phase == Phase::Investigation));
    let advanced = find(&events, |e| *e == Event::AgendaAdvanced(0));
    assert!(advanced < find(&events, |e| matches!(e, Event::EncounterDrawn { .. })));
    // Contrast: no doom on the Acolyte.
    let events = play_until(&mut contrast, |s| s.round == 2 && s.phase == Phase::Investigation);
    assert!(events.contains(&Event::Doom { total: 2 }));
    assert_eq!((contrast.agenda, contrast.agenda_doom), (0, 2));
}

/// 33: Round 1 skips the Mythos phase; round 2 places the first doom and draws for each.
#[test]
fn derived_33_first_round_skips_mythos() {
    let config = ArkhamLcg::config(&Options::players(2).with("scenario", "the-gathering")).expect("options");
    let mut state = ArkhamLcg::setup(&config, 5).expect("setup");
    let deck = state.encounter_len();
    let mut events = Vec::new();
    while state.phase == Phase::Setup {
        events.extend(act(&mut state, Action::Mulligan(0)));
    }
    assert!(events.contains(&Event::Phase(Phase::Investigation)));
    assert!(!events.contains(&Event::Phase(Phase::Mythos)));
    assert_eq!((state.round, state.doom_in_play(), state.encounter_len()), (1, 0, deck));
    let mut state = start(2, "the-gathering", "roland-banks,agnes-baker");
    let events = play_until(&mut state, |s| s.round == 2 && s.phase == Phase::Investigation);
    assert!(events.contains(&Event::Doom { total: 1 }));
    assert_eq!(events.iter().filter(|e| matches!(e, Event::EncounterDrawn { .. })).count(), 2);
    assert_eq!((state.agenda_doom, state.encounter_len()), (1, 8));
}

/// 34: Damage on an asset is at most what defeats it; a defeated ally is discarded. Wolf-Man
/// Drew's 2 damage stands for the example's 3 (Beat Cop, health 2, already has 1).
#[test]
fn derived_34_damage_assignment_limit() {
    let mut state = start(1, "the-gathering", "wendy-adams");
    let at = state.investigators[0].at;
    let cop = put_asset(&mut state, 0, "01018");
    let knife = put_asset(&mut state, 0, "01086");
    state.investigators[0].assets[0].damage = 1;
    put_enemy(&mut state, "01137", at, Some(0));
    act(&mut state, Action::Resource);
    let options = legal(&state);
    assert!(options.iter().all(|a| matches!(a, Action::Assign(_))), "{options:?}");
    assert!(!options.iter().any(|a| matches!(a, Action::Assign(s) if s.iter().any(|x| x.0 == knife))));
    refused(&mut state, Action::Assign([(cop, 2, 0)].into_iter().collect()));
    act(&mut state, Action::Assign([(cop, 1, 0)].into_iter().collect()));
    let p1 = &state.investigators[0];
    assert!(p1.discard.contains(&card("01018")), "the defeated ally is discarded");
    assert_eq!((p1.damage, p1.out), (1, None));
}

/// 35: An investigator's defeat: clues dropped, resources returned, enemies left in place,
/// cards removed, a new lead; no trauma in a standalone game. Variant: the last one out ends the
/// scenario with no resolution.
#[test]
fn derived_35_defeat_and_elimination() {
    let mut state = start(2, "the-midnight-masks", "daisy-walker,roland-banks");
    let ids = map(&mut state, &["Rivertown", "Your House"]);
    state.investigators[1].at = ids[1];
    let p1 = &mut state.investigators[0];
    (p1.damage, p1.clues, p1.resources) = (4, 2, 3);
    p1.hand_mut().push(card(DRAWN_TO_THE_FLAME));
    let e = put_enemy(&mut state, "01119", ids[0], Some(0));
    (state.enemies[0].exhausted, state.enemies[0].damage) = (true, 2);
    state.encounter_mut().put_top(card("01162"));
    bag(&mut state, ChaosToken::Number(0));
    let mut variant = state.clone();
    act(&mut state, Action::Play(card(DRAWN_TO_THE_FLAME)));
    let p1 = &state.investigators[0];
    assert_eq!((p1.out, p1.damage, p1.resources), (Some(Out::Damage), 5, 0));
    assert!(p1.hand().is_empty() && p1.deck().is_empty() && p1.discard.is_empty() && p1.assets.is_empty());
    assert_eq!(p1.trauma, (0, 0));
    assert_eq!(state.locations[usize::from(ids[0].0)].clues, 2);
    let enemy = state.enemy(e).expect("still in play");
    assert_eq!((enemy.at, enemy.engaged, enemy.exhausted, enemy.damage), (ids[0], None, true, 2));
    assert_eq!((state.lead, state.starting), (1, 2));
    // Variant: P2 already out.
    variant.investigators[1].out = Some(Out::Resigned);
    act(&mut variant, Action::Play(card(DRAWN_TO_THE_FLAME)));
    assert_eq!(variant.ending, Some(Ending::Scenario { won: false, resolution: 0 }));
}

/// 36: Over the hand slots, assets are discarded as the new one enters, chosen by their
/// controller: Baseball Bat (two hands, cost 2; the example's is cost 3) replaces Knife and
/// Flashlight, or Knife alone; a third one-hand asset asks which one goes.
#[test]
fn derived_36_slot_overflow() {
    let mut state = start(1, "the-gathering", "wendy-adams");
    let knife = put_asset(&mut state, 0, "01086");
    let mut variant = state.clone();
    let light = put_asset(&mut state, 0, "01087");
    let mut choice = state.clone();
    state.investigators[0].hand_mut().push(card("01074"));
    act(&mut state, Action::Play(card("01074")));
    assert_eq!(legal(&state), vec![Action::Pick(Target::Asset(knife)), Action::Pick(Target::Asset(light))]);
    act(&mut state, Action::Pick(Target::Asset(light)));
    let p1 = &state.investigators[0];
    assert_eq!(p1.assets.iter().map(|a| a.card).collect::<Vec<_>>(), vec![card("01074")]);
    assert_eq!(sorted_cards(p1.discard.bottom_up()), sorted_cards(&[card("01086"), card("01087")]));
    assert_eq!(p1.resources, 3);
    variant.investigators[0].hand_mut().push(card("01074"));
    act(&mut variant, Action::Play(card("01074")));
    assert_eq!(variant.investigators[0].discard.bottom_up(), vec![card("01086")]);
    // A one-hand asset over two: the controller chooses which one goes.
    choice.investigators[0].hand_mut().push(card("01030"));
    act(&mut choice, Action::Play(card("01030")));
    act(&mut choice, Action::Pick(Target::Asset(light)));
    assert_eq!(choice.investigators[0].discard.bottom_up(), vec![card("01087")]);
    assert_eq!(choice.investigators[0].assets.len(), 2);
}

fn sorted_cards(cards: &[arkham_lcg::CardRef]) -> Vec<arkham_lcg::CardRef> {
    let mut cards = cards.to_vec();
    cards.sort();
    cards
}

/// 37: One copy of a unique card in play: P2 cannot play Leo De Luca while P1 controls one.
#[test]
fn derived_37_unique_card() {
    let mut state = start(2, "the-gathering", "skids-otoole,roland-banks");
    put_asset(&mut state, 0, "01048");
    state.investigators[1].hand_mut().push(card("01054"));
    state.investigators[1].resources = 6;
    play_until(&mut state, |s| s.active == Some(1) && s.deciding() == Some(1));
    assert!(!legal(&state).contains(&Action::Play(card("01054"))));
    refused(&mut state, Action::Play(card("01054")));
}

/// 38: Modifier arithmetic: (c) 3 − 5 + 1 counts as 0; (d) "per investigator" counts those who
/// started (Umôrdhoth's 6 + 4 per investigator with 3 started, one since gone: 18). The core set
/// halves nothing, so (a) and (b) are not covered.
#[test]
fn derived_38_modifier_arithmetic() {
    let mut state = start(1, "the-gathering", "roland-banks");
    state.investigators[0].hand_mut().extend([card(DRAWN_TO_THE_FLAME), card("01017")]);
    state.encounter_mut().put_top(card("01163"));
    bag(&mut state, ChaosToken::Number(-5));
    act(&mut state, Action::Play(card(DRAWN_TO_THE_FLAME)));
    let events = act(&mut state, Action::Commit(card("01017")));
    assert_eq!(result(&events), (0, 3, false));
    let mut state = start(3, "the-devourer-below", "roland-banks,agnes-baker,daisy-walker");
    state.investigators[2].out = Some(Out::Resigned);
    let at = state.investigators[0].at;
    let u = put_enemy(&mut state, "01157", at, None);
    assert_eq!(state.enemy_health(u), 18);
}

/// 39: An enemy with no valid spawn location is discarded; with several, the drawer chooses.
#[test]
fn derived_39_no_spawn_location() {
    let mut state = start(2, "the-midnight-masks", "agnes-baker,roland-banks");
    let ids = map(&mut state, &["Rivertown", "Your House", "Graveyard", "Easttown", "Southside"]);
    state.investigators[1].at = ids[2];
    put_enemy(&mut state, "01160", ids[1], None);
    state.investigators[0].hand_mut().push(card(DRAWN_TO_THE_FLAME));
    state.encounter_mut().put_top(card("01169"));
    let mut variant = state.clone();
    state.locations[usize::from(ids[3].0)].in_play = false;
    state.locations[usize::from(ids[4].0)].in_play = false;
    let events = act(&mut state, Action::Play(card(DRAWN_TO_THE_FLAME)));
    assert!(events.contains(&Event::NoSpawn(card("01169"))));
    assert!(state.encounter_discard.contains(&card("01169")));
    assert_eq!(state.doom_in_play(), 0);
    assert!(state.engaged(0).is_empty());
    // Variant: two empty locations.
    act(&mut variant, Action::Play(card(DRAWN_TO_THE_FLAME)));
    assert_eq!(variant.deciding(), Some(0));
    assert_eq!(
        legal(&variant),
        sorted(vec![Action::Pick(Target::Location(ids[3])), Action::Pick(Target::Location(ids[4]))])
    );
}

/// 40: Per-investigator values count the investigators who started: 3 started, one gone.
#[test]
fn derived_40_per_investigator_uses_starting() {
    let mut state = start(3, "the-gathering", "roland-banks,agnes-baker,daisy-walker");
    state.investigators[2].out = Some(Out::Resigned);
    (state.investigators[0].clues, state.investigators[1].clues) = (3, 2);
    assert!(!legal(&state).contains(&Action::AdvanceAct), "5 clues of 6");
    refused(&mut state, Action::AdvanceAct);
    state.investigators[0].clues = 4;
    act(&mut state, Action::AdvanceAct);
    assert_eq!((state.act, state.investigators[0].clues, state.investigators[1].clues), (1, 0, 0));
    // (c) A location of 1 clue per investigator is revealed with 3.
    let mut state = start(3, "the-midnight-masks", "roland-banks,agnes-baker,daisy-walker");
    state.investigators[2].out = Some(Out::Resigned);
    let ids = map(&mut state, &["Your House", "Rivertown"]);
    state.locations[usize::from(ids[1].0)].revealed = false;
    act(&mut state, Action::Move(ids[1]));
    assert_eq!(state.locations[usize::from(ids[1].0)].clues, 3);
}

/// 41: A Hunter moves one location; an exhausted one does not; a blocked step stops it. The core
/// set has no Aloof enemy, so H3 is not covered.
#[test]
fn derived_41_hunter_movement() {
    let mut state = start(1, "the-midnight-masks", "roland-banks");
    let ids = map(&mut state, &["Downtown", "Your House", "Rivertown", "Easttown"]);
    let h1 = put_enemy(&mut state, "01159", ids[1], None);
    let h2 = put_enemy(&mut state, "01159", ids[1], None);
    state.enemies[1].exhausted = true;
    let mut blocked = state.clone();
    let events = play_until(&mut state, |s| s.phase == Phase::Investigation && s.round == 2);
    let moves: Vec<_> = events.iter().filter(|e| matches!(e, Event::EnemyMoved { .. })).collect();
    assert_eq!(moves, vec![&Event::EnemyMoved { enemy: h1, to: ids[2] }]);
    assert_eq!(state.enemy(h2).map(|e| e.at), Some(ids[1]));
    // Variant: Barricade on the next location.
    blocked.locations[usize::from(ids[2].0)].attached.push(Attached {
        card: card("01038"),
        owner: Some(0),
        tokens: 0,
    });
    let events = play_until(&mut blocked, |s| s.phase == Phase::Investigation && s.round == 2);
    assert!(!events.iter().any(|e| matches!(e, Event::EnemyMoved { .. })));
    assert_eq!(blocked.enemy(h1).map(|e| e.at), Some(ids[1]));
}

/// 42: Retaliate: a failed attack on a ready Retaliate enemy brings its attack, and it stays
/// ready (it attacks again in the Enemy phase); an exhausted one does not. Goat Spawn (fight 3,
/// 1 damage, no horror) stands for the example's enemy.
#[test]
fn derived_42_retaliate() {
    let mut state = start(1, "the-gathering", "skids-otoole");
    let at = state.investigators[0].at;
    let r = put_enemy(&mut state, "01180", at, Some(0));
    bag(&mut state, ChaosToken::Number(-1));
    let mut variant = state.clone();
    let events = act(&mut state, Action::Fight(r));
    assert_eq!(result(&events), (2, 3, false));
    let test_end = find(&events, |e| matches!(e, Event::TestResult { .. }));
    assert!(test_end < find(&events, |e| matches!(e, Event::Attack { .. })));
    assert_eq!(state.investigators[0].damage, 1);
    assert_eq!(state.enemy(r).map(|e| e.exhausted), Some(false));
    let events = play_until(&mut state, |s| s.round == 2 && s.phase == Phase::Investigation);
    assert_eq!(events.iter().filter(|e| matches!(e, Event::Attack { .. })).count(), 1);
    assert_eq!(state.investigators[0].damage, 2);
    // Variant: exhausted.
    variant.enemies[0].exhausted = true;
    let events = act(&mut variant, Action::Fight(r));
    assert!(!events.iter().any(|e| matches!(e, Event::Attack { .. })));
    assert_eq!(variant.investigators[0].damage, 0);
}

/// 43: The core set has no Aloof enemy. What is covered: an enemy that does not engage on
/// arrival (here, an exhausted one) is engaged by the Engage action with no attack of
/// opportunity, and can then be fought.
#[test]
fn derived_43_engage_then_fight() {
    let mut state = start(1, "the-midnight-masks", "roland-banks");
    let ids = map(&mut state, &["Rivertown", "Your House"]);
    let e = put_enemy(&mut state, "01160", ids[1], None);
    state.enemies[0].exhausted = true;
    act(&mut state, Action::Move(ids[1]));
    assert_eq!(state.enemy(e).and_then(|x| x.engaged), None);
    let events = act(&mut state, Action::Engage(e));
    assert!(!events.iter().any(|x| matches!(x, Event::Attack { .. })));
    assert_eq!(state.enemy(e).and_then(|x| x.engaged), Some(0));
    bag(&mut state, ChaosToken::Number(0));
    let events = act(&mut state, Action::Fight(e));
    assert_eq!(result(&events), (4, 2, true));
}
