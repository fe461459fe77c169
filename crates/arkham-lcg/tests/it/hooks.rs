//! One test per hook of `content/data/arkham-lcg/campaign.toml` (issue 13): each drives the
//! real card through the public API (played, drawn, activated, or reached by the round) and
//! checks the rule the hook stands for, so that a hook that did nothing fails its test.
//!
//! Situations are built on the public state: hands and decks replaced by known cards, the
//! encounter deck stacked, the chaos bag holding only the tokens a test needs.

use arkham_lcg::{Action, ArkhamLcg, CardRef, Ending, EnemyId, Event, LocId, Phase, State, Target};
use content::arkham_lcg::Skill;
use tabletop_core::chaos::{ChaosBag, ChaosToken};
use tabletop_core::game::Options;
use tabletop_core::zone::{Deck, Pile};

use crate::examples::{act, decider, legal};
use tabletop_core::{Game, Seat};

/// A plain skill card (Guts: two willpower icons) that fills every deck.
const FILLER: &str = "01089";
/// A harmless encounter card for Mythos draws (Obscuring Fog).
const FOG: &str = "01168";
const GHOUL_MINION: &str = "01160";

fn card(code: &str) -> CardRef {
    CardRef::from_code(code).unwrap_or_else(|| panic!("no card {code}"))
}

/// A game after the mulligans, in round 1's Investigation phase: every hand empty, every deck
/// thirty copies of [`FILLER`].
fn start(scenario: &str, investigators: &str) -> State {
    let players = investigators.split(',').count() as u8;
    let options = Options::players(players).with("scenario", scenario).with("investigators", investigators);
    let config = ArkhamLcg::config(&options).expect("valid options");
    let mut state = ArkhamLcg::setup(&config, 7).expect("setup");
    while state.phase == Phase::Setup {
        act(&mut state, Action::Mulligan(0));
    }
    for inv in &mut state.investigators {
        inv.hand_mut().clear();
        inv.discard.clear();
        *inv.deck_mut() = Deck::from_storage(vec![card(FILLER); 30]);
    }
    state
}

/// Uses the legal [`Action::Activate`] whose description contains `needle` (`"Agenda"`,
/// `"Asset("`, `"Threat("`).
fn activate(state: &mut State, needle: &str) -> Vec<Event> {
    let action = legal(state)
        .into_iter()
        .find(|a| matches!(a, Action::Activate(..)) && format!("{a:?}").contains(needle))
        .unwrap_or_else(|| panic!("no ability of {needle} to activate; legal: {:?}", legal(state)));
    act(state, action)
}

/// What a player who declines everything does: pass, stop committing, end the turn, else the
/// first legal answer.
fn default_action(state: &State) -> Action {
    let legal = legal(state);
    [Action::Pass, Action::Done, Action::EndTurn, Action::Mulligan(0)]
        .into_iter()
        .find(|a| legal.contains(a))
        .unwrap_or_else(|| legal[0].clone())
}

/// Plays [`default_action`]s until `done` holds.
fn until(state: &mut State, what: &str, done: impl Fn(&State) -> bool) -> Vec<Event> {
    let mut events = Vec::new();
    for _ in 0..5_000 {
        if done(state) {
            return events;
        }
        assert!(state.ending.is_none(), "the game ended before {what}: {:?}", state.ending);
        let action = default_action(state);
        events.extend(act(state, action));
    }
    panic!("never reached: {what}");
}

/// Plays on to the next round's Investigation phase (its Mythos draws included).
fn next_round(state: &mut State) -> Vec<Event> {
    let round = state.round;
    until(state, "the next round", |s| s.round == round + 1 && s.phase == Phase::Investigation)
}

/// Plays on until it is `seat`'s turn (the lead choosing `seat` when asked).
fn take_turn(state: &mut State, seat: u8) {
    for _ in 0..100 {
        let legal = legal(state);
        if state.active == Some(seat) && decider(state) == Seat(seat) && legal.contains(&Action::EndTurn) {
            return;
        }
        let pick = Action::Pick(Target::Investigator(seat));
        let action = if legal.contains(&pick) { pick } else { default_action(state) };
        act(state, action);
    }
    panic!("never {seat}'s turn");
}

/// Stacks the encounter deck: `codes[0]` is drawn first.
fn encounter_top(state: &mut State, codes: &[&str]) {
    for code in codes.iter().rev() {
        state.encounter_mut().put_top(card(code));
    }
}

fn bag(state: &mut State, tokens: &[ChaosToken]) {
    state.chaos = ChaosBag::new(tokens);
}

fn loc(state: &State, code: &str) -> LocId {
    let i = state.locations.iter().position(|l| l.card.code() == code).expect("location in the scenario");
    LocId(i as u8)
}

fn enemy(state: &State, code: &str) -> EnemyId {
    state.enemies.iter().find(|e| e.card == card(code)).unwrap_or_else(|| panic!("{code} in play")).id
}

fn enemy_at(state: &State, id: EnemyId) -> LocId {
    state.enemy(id).expect("enemy in play").at
}

/// Moves an enemy (unengaged) to a location.
fn place(state: &mut State, id: EnemyId, at: LocId) {
    let e = state.enemies.iter_mut().find(|e| e.id == id).expect("enemy in play");
    e.at = at;
    e.engaged = None;
}

fn results(events: &[Event]) -> Vec<(i16, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::TestResult { value, success, .. } => Some((*value, *success)),
            _ => None,
        })
        .collect()
}

fn tokens(events: &[Event]) -> Vec<ChaosToken> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Token { token, .. } => Some(*token),
            _ => None,
        })
        .collect()
}

#[test]
fn aquinnah_deals_the_attackers_damage_to_another_enemy() {
    let mut state = start("the-gathering", "skids-otoole,roland-banks");
    let aquinnah = card("01082");
    state.investigators[0].hand_mut().push(aquinnah);
    state.investigators[0].resources = 10;
    take_turn(&mut state, 0);
    act(&mut state, Action::Play(aquinnah));
    // Skids draws a Relentless Dark Young (2 damage, 1 horror), Roland a Ghoul Minion (health 2).
    encounter_top(&mut state, &["01179", GHOUL_MINION, FOG, FOG]);
    next_round(&mut state);
    let minion = enemy(&state, GHOUL_MINION);
    until(&mut state, "Aquinnah is offered", |s| {
        s.phase == Phase::Enemy && decider(s) == Seat(0) && legal(s).contains(&Action::Use(0))
    });
    act(&mut state, Action::Use(0));
    next_round(&mut state);
    let skids = &state.investigators[0];
    assert_eq!((skids.damage, skids.horror), (0, 1), "the damage went elsewhere, the horror did not");
    let aquinnah = skids.assets.iter().find(|a| a.card == aquinnah).expect("Aquinnah in play");
    assert_eq!(aquinnah.horror, 1, "1 horror on Aquinnah is her cost");
    assert!(state.enemy(minion).is_none(), "both damage dealt to the Ghoul Minion defeat it");
}

#[test]
fn barricade_keeps_a_hunter_out_of_the_location() {
    let mut state = start("the-midnight-masks", "daisy-walker");
    encounter_top(&mut state, &["01159", FOG]);
    next_round(&mut state);
    let rats = enemy(&state, "01159");
    let (house, rivertown) = (state.investigators[0].at, loc(&state, "01125"));
    place(&mut state, rats, rivertown);
    let barricade = card("01038");
    state.investigators[0].hand_mut().push(barricade);
    take_turn(&mut state, 0);
    let mut without = state.clone();
    act(&mut state, Action::Play(barricade));
    assert!(state.locations[usize::from(house.0)].attached.iter().any(|a| a.card == barricade));
    next_round(&mut state);
    assert_eq!(enemy_at(&state, rats), rivertown, "the Hunter cannot move into the barricaded location");
    next_round(&mut without);
    assert_eq!(enemy_at(&without, rats), house, "without Barricade the Hunter moves in");
}

#[test]
fn cover_up_may_take_the_clues_you_would_discover() {
    let mut state = start("the-gathering", "roland-banks");
    let cover_up = card("01007");
    state.investigators[0].deck_mut().put_top(cover_up);
    take_turn(&mut state, 0);
    act(&mut state, Action::Draw);
    let on_it = |s: &State| s.investigators[0].threat.iter().find(|t| t.card == cover_up).map(|t| t.tokens);
    assert_eq!(on_it(&state), Some(3), "Cover Up enters the threat area with 3 clues");
    bag(&mut state, &[ChaosToken::Number(1)]);
    let clues = state.locations[0].clues;
    act(&mut state, Action::Investigate);
    assert!(legal(&state).contains(&Action::Pass), "Cover Up is a reaction: the player may decline it");
    act(&mut state, Action::Use(0));
    assert_eq!(on_it(&state), Some(2), "the clue comes off Cover Up");
    assert_eq!((state.investigators[0].clues, state.locations[0].clues), (0, clues), "and is not discovered");
    act(&mut state, Action::Investigate);
    act(&mut state, Action::Pass);
    assert_eq!(on_it(&state), Some(2));
    assert_eq!(
        (state.investigators[0].clues, state.locations[0].clues),
        (1, clues - 1),
        "declined: discovered"
    );
}

#[test]
fn cultists_who_got_away_lists_the_cultists_left_and_the_masked_hunter() {
    let mut state = start("the-midnight-masks", "roland-banks");
    let peter = card("01139");
    state.extra_deck_mut().retain(|c| *c != peter);
    state.victory.extend([peter, card("01116")]);
    state.log.push(("ghoul-priest-alive", false));
    take_turn(&mut state, 0);
    activate(&mut state, "Agenda");
    assert!(matches!(state.ending, Some(Ending::Scenario { resolution: 0, .. })), "{:?}", state.ending);
    let mut expected: Vec<CardRef> =
        ["01121b", "01137", "01138", "01140", "01141"].into_iter().map(card).collect();
    expected.sort();
    assert_eq!(state.escaped, expected, "the Cultist deck's four, and The Masked Hunter at agenda 1");
    assert!(state.log.contains(&("ghoul-priest-alive", true)), "the Ghoul Priest's entry is crossed out");
}

#[test]
fn encyclopedia_gives_the_chosen_investigator_the_chosen_skill() {
    let mut state = start("the-gathering", "daisy-walker,roland-banks");
    let encyclopedia = card("01042");
    state.investigators[0].hand_mut().push(encyclopedia);
    take_turn(&mut state, 0);
    act(&mut state, Action::Play(encyclopedia));
    let combat = state.skill_value(1, Skill::Combat);
    activate(&mut state, "Asset(");
    act(&mut state, Action::Pick(Target::Investigator(1)));
    act(&mut state, Action::Pick(Target::Skill(2)));
    assert_eq!(state.skill_value(1, Skill::Combat), combat + 2, "Roland gets +2 combat");
    assert_eq!(state.skill_value(0, Skill::Combat), 2, "Daisy does not");
}

#[test]
fn escaped_cultists_put_doom_on_the_devourer_belows_first_agenda() {
    let mut state = start("campaign", "roland-banks");
    // End The Midnight Masks at once: its agenda's Resign.
    state.scenario = 1;
    take_turn(&mut state, 0);
    activate(&mut state, "Agenda");
    assert_eq!(state.phase, Phase::Interlude);
    state.escaped = ["01121b", "01137", "01138", "01140", "01141"].into_iter().map(card).collect();
    act(&mut state, Action::Done);
    assert_eq!(state.scenario, 2, "The Devourer Below is set up");
    assert_eq!(state.agenda_doom, 3, "5 names: 3 doom (1 per 2, rounded up)");
}

#[test]
fn frozen_in_fear_makes_the_first_move_cost_an_extra_action() {
    let mut state = start("the-midnight-masks", "roland-banks");
    encounter_top(&mut state, &["01164"]);
    next_round(&mut state);
    assert!(state.investigators[0].threat.iter().any(|t| t.card == card("01164")));
    take_turn(&mut state, 0);
    let rivertown = loc(&state, "01125");
    let house = state.investigators[0].at;
    act(&mut state, Action::Move(rivertown));
    assert_eq!(state.investigators[0].actions, 1, "the first move costs 2 actions");
    act(&mut state, Action::Move(house));
    assert_eq!(state.investigators[0].actions, 0, "the second costs 1");
}

#[test]
fn grotesque_statue_reveals_two_tokens_and_the_player_chooses_one() {
    let mut state = start("the-gathering", "agnes-baker");
    let statue = card("01071");
    state.investigators[0].hand_mut().push(statue);
    take_turn(&mut state, 0);
    act(&mut state, Action::Play(statue));
    bag(&mut state, &[ChaosToken::Number(-4), ChaosToken::Number(1)]);
    act(&mut state, Action::Investigate);
    let events = act(&mut state, Action::Use(0));
    let revealed = tokens(&events);
    assert_eq!(revealed.len(), 2, "two tokens revealed: {events:?}");
    let plus = revealed.iter().position(|t| *t == ChaosToken::Number(1)).expect("+1 revealed") as u8;
    let mut worse = state.clone();
    let events = act(&mut state, Action::Pick(Target::Option(plus)));
    assert_eq!(results(&events), vec![(3, true)], "Agnes' 2 intellect +1 against shroud 2");
    let events = act(&mut worse, Action::Pick(Target::Option(1 - plus)));
    assert_eq!(results(&events), vec![(0, false)], "the -4 chosen instead fails");
    let uses = state.investigators[0].assets.iter().find(|a| a.card == statue).map(|a| a.uses);
    assert_eq!(uses, Some(3), "a charge spent");
}

#[test]
fn hospital_debts_takes_resources_and_costs_experience_when_short() {
    let mut state = start("the-midnight-masks", "skids-otoole");
    let debts = card("01011");
    state.investigators[0].deck_mut().put_top(debts);
    take_turn(&mut state, 0);
    act(&mut state, Action::Draw);
    let resources = state.investigators[0].resources;
    activate(&mut state, "Threat(");
    activate(&mut state, "Threat(");
    assert!(!legal(&state).iter().any(|a| format!("{a:?}").contains("Threat(")), "limit twice per round");
    assert_eq!(state.investigators[0].resources, resources - 2);
    let tokens = state.investigators[0].threat.iter().find(|t| t.card == debts).map(|t| t.tokens);
    assert_eq!(tokens, Some(2));
    state.victory.extend([card("01121b"), card("01137")]);
    activate(&mut state, "Agenda");
    assert_eq!(state.investigators[0].xp, 3 - 2, "3 victory points, 2 fewer experience");
}

#[test]
fn hunting_nightgaunt_doubles_negative_tokens_when_evading_it() {
    let mut state = start("the-midnight-masks", "skids-otoole");
    encounter_top(&mut state, &["01172"]);
    next_round(&mut state);
    let nightgaunt = enemy(&state, "01172");
    take_turn(&mut state, 0);
    bag(&mut state, &[ChaosToken::Number(-2)]);
    let events = act(&mut state, Action::Evade(nightgaunt));
    assert_eq!(results(&events), vec![(0, false)], "agility 4 - 2×2 against evade 1");
    let events = act(&mut state, Action::Fight(nightgaunt));
    assert_eq!(results(&events), vec![(1, false)], "fighting it: combat 3 - 2, not doubled");
}

#[test]
fn into_the_darkness_spawns_two_enemies_at_the_ritual_site_with_three_players() {
    let mut state = start("the-devourer-below", "roland-banks,daisy-walker,skids-otoole");
    let site = loc(&state, "01156");
    state.locations[usize::from(site.0)].in_play = true;
    state.act = 1;
    *state.encounter_mut() =
        Deck::from_bottom_up(["01160", FOG, "01161", "01163", "01169"].into_iter().map(card));
    state.encounter_discard.clear();
    take_turn(&mut state, 0);
    act(&mut state, Action::Move(site));
    assert_eq!(state.act, 2, "entering the Ritual Site advances Into the Darkness");
    let there = state.enemies.iter().filter(|e| e.at == site).count();
    assert_eq!(there, 2, "2 enemies with 3 players");
    assert_eq!(state.encounter_len() + state.encounter_discard.len(), 3, "the other cards stay");
}

#[test]
fn investigating_the_trail_spawns_the_cultists_who_got_away_at_the_main_path() {
    let mut state = start("the-devourer-below", "roland-banks");
    state.escaped = vec![card("01137"), card("01138")];
    state.investigators[0].clues = 3;
    take_turn(&mut state, 0);
    act(&mut state, Action::AdvanceAct);
    let (site, path) = (loc(&state, "01156"), loc(&state, "01149"));
    assert!(state.locations[usize::from(site.0)].in_play, "the Ritual Site enters play");
    assert_eq!(enemy_at(&state, enemy(&state, "01137")), path);
    assert_eq!(enemy_at(&state, enemy(&state, "01138")), path);
}

#[test]
fn locked_door_attaches_to_the_location_with_most_clues_which_cannot_be_investigated() {
    let mut state = start("the-midnight-masks", "roland-banks");
    let (house, rivertown) = (state.investigators[0].at, loc(&state, "01125"));
    state.locations[usize::from(rivertown.0)].clues = state.locations[usize::from(house.0)].clues;
    encounter_top(&mut state, &["01174"]);
    until(&mut state, "Locked Door's location is asked", |s| {
        legal(s).contains(&Action::Pick(Target::Location(rivertown)))
    });
    assert!(legal(&state).contains(&Action::Pick(Target::Location(house))), "a tie: the lead chooses");
    act(&mut state, Action::Pick(Target::Location(house)));
    let door = card("01174");
    assert!(state.locations[usize::from(house.0)].attached.iter().any(|a| a.card == door));
    take_turn(&mut state, 0);
    assert!(!legal(&state).contains(&Action::Investigate), "the attached location cannot be investigated");
}

#[test]
fn mind_over_matter_fights_with_intellect() {
    let mut state = start("the-gathering", "daisy-walker");
    encounter_top(&mut state, &[GHOUL_MINION]);
    next_round(&mut state);
    let minion = enemy(&state, GHOUL_MINION);
    let mind = card("01036");
    state.investigators[0].hand_mut().push(mind);
    take_turn(&mut state, 0);
    bag(&mut state, &[ChaosToken::Number(0)]);
    let mut without = state.clone();
    without.investigators[0].hand_mut().clear();
    act(&mut state, Action::Play(mind));
    let events = act(&mut state, Action::Fight(minion));
    assert_eq!(results(&events), vec![(5, true)], "Daisy's 5 intellect in place of her 2 combat");
    let events = act(&mut without, Action::Fight(minion));
    assert_eq!(results(&events), vec![(2, true)]);
}

#[test]
fn mind_wipe_blanks_the_chosen_enemy_until_the_end_of_the_phase() {
    let mut state = start("the-gathering", "agnes-baker,roland-banks");
    let wipe = card("01068");
    state.investigators[0].hand_mut().push(wipe);
    encounter_top(&mut state, &[GHOUL_MINION, "01159"]);
    until(&mut state, "Mind Wipe is offered", |s| {
        s.round == 2 && s.phase == Phase::Investigation && legal(s).contains(&Action::Use(0))
    });
    let (minion, rats) = (enemy(&state, GHOUL_MINION), enemy(&state, "01159"));
    act(&mut state, Action::Use(0));
    assert!(legal(&state).contains(&Action::Pick(Target::Enemy(minion))), "the player chooses the enemy");
    act(&mut state, Action::Pick(Target::Enemy(rats)));
    let blank = |s: &State, id| s.enemy(id).is_some_and(|e| e.blank);
    assert!(blank(&state, rats) && !blank(&state, minion));
    until(&mut state, "the enemy phase", |s| s.phase == Phase::Enemy);
    assert!(!blank(&state, rats), "until the end of the phase");
}

#[test]
fn the_necronomicon_turns_elder_signs_into_auto_fails_until_its_horror_is_moved() {
    let mut state = start("the-gathering", "daisy-walker");
    let book = card("01009");
    state.investigators[0].deck_mut().put_top(book);
    take_turn(&mut state, 0);
    act(&mut state, Action::Draw);
    let inv = &state.investigators[0];
    assert!(!inv.hand().contains(&book), "it goes to the threat area, not the hand");
    assert_eq!(inv.threat.iter().find(|t| t.card == book).map(|t| t.tokens), Some(3), "with 3 horror");
    bag(&mut state, &[ChaosToken::ElderSign]);
    let events = act(&mut state, Action::Investigate);
    assert_eq!(results(&events).first().map(|r| r.1), Some(false), "the elder sign is an auto-fail");
    state.investigators[0].actions = 3;
    for horror in 1..=3 {
        activate(&mut state, "Threat(");
        assert_eq!(state.investigators[0].horror, horror, "1 horror moved to Daisy");
    }
    let inv = &state.investigators[0];
    assert!(inv.threat.is_empty() && inv.discard.contains(&book), "discarded with no horror left");
}

#[test]
fn on_wings_of_darkness_disengages_and_moves_to_a_central_location() {
    let mut state = start("the-midnight-masks", "roland-banks,daisy-walker");
    let acolyte = enemy(&state, "01169");
    encounter_top(&mut state, &["01173", FOG]);
    take_turn(&mut state, 0);
    let house = state.investigators[0].at;
    let e = state.enemies.iter_mut().find(|e| e.id == acolyte).expect("the Acolyte of the set-up");
    // Engaged with Roland, exhausted so that it does not attack before the Mythos phase.
    (e.at, e.engaged, e.exhausted) = (house, Some(0), true);
    bag(&mut state, &[ChaosToken::Number(0)]);
    let (damage, horror) = (state.investigators[0].damage, state.investigators[0].horror);
    next_round(&mut state);
    let roland = &state.investigators[0];
    assert_eq!((roland.damage, roland.horror), (damage + 1, horror + 1), "the agility test failed");
    assert_eq!(roland.at, loc(&state, "01125"), "moved to Rivertown, the Central location");
    assert_ne!(state.enemy(acolyte).and_then(|e| e.engaged), Some(0), "disengaged from the Acolyte");
}

#[test]
fn rise_of_the_ghouls_draws_the_first_ghoul_enemy_for_the_lead() {
    let mut state = start("the-gathering", "roland-banks");
    state.agenda = 1;
    state.agenda_doom = 6;
    *state.encounter_mut() = Deck::from_bottom_up(["01159", GHOUL_MINION, FOG].into_iter().map(card));
    state.encounter_discard = Pile::from_storage(vec![card("01163")]);
    let events = next_round(&mut state);
    assert_eq!(state.agenda, 2);
    let minion = card(GHOUL_MINION);
    assert!(events.contains(&Event::EncounterDrawn { inv: 0, card: minion }), "the lead draws it");
    assert!(state.enemies.iter().any(|e| e.card == minion && e.engaged == Some(0)));
}

#[test]
fn screeching_byakhee_gets_stronger_against_low_sanity() {
    let mut state = start("the-gathering", "roland-banks");
    encounter_top(&mut state, &["01175"]);
    next_round(&mut state);
    let byakhee = enemy(&state, "01175");
    assert_eq!((state.enemy_fight(byakhee), state.enemy_evade(byakhee)), (3, 3));
    state.investigators[0].horror = 1; // Roland's sanity 5: 4 remaining
    assert_eq!((state.enemy_fight(byakhee), state.enemy_evade(byakhee)), (4, 4));
}

#[test]
fn scrying_returns_the_top_three_cards_of_the_chosen_deck_in_the_chosen_order() {
    let mut state = start("the-gathering", "agnes-baker");
    let scrying = card("01061");
    state.investigators[0].hand_mut().push(scrying);
    encounter_top(&mut state, &["01166", FOG, "01163"]);
    take_turn(&mut state, 0);
    act(&mut state, Action::Play(scrying));
    activate(&mut state, "Asset(");
    assert!(legal(&state).contains(&Action::Pick(Target::Investigator(0))), "any investigator's deck");
    act(&mut state, Action::Pick(Target::Option(0)));
    act(&mut state, Action::Pick(Target::Card(card("01163"))));
    act(&mut state, Action::Pick(Target::Card(card(FOG))));
    let top: Vec<&str> = state.encounter().iter().take(3).map(|c| c.code()).collect();
    assert_eq!(top, ["01163", FOG, "01166"]);
}

#[test]
fn shotgun_deals_damage_by_the_margin() {
    let mut state = start("the-gathering", "roland-banks");
    let shotgun = card("01029");
    state.investigators[0].hand_mut().push(shotgun);
    state.investigators[0].resources = 10;
    encounter_top(&mut state, &["01179"]);
    next_round(&mut state);
    let young = enemy(&state, "01179");
    take_turn(&mut state, 0);
    act(&mut state, Action::Play(shotgun));
    bag(&mut state, &[ChaosToken::Number(0)]);
    activate(&mut state, "Asset(");
    assert_eq!(state.enemy(young).map(|e| e.damage), Some(3), "combat 4 + 3 against fight 4: 3 damage");
}

#[test]
fn stubborn_detective_blanks_the_investigators_text_box() {
    let mut state = start("the-gathering", "daisy-walker");
    encounter_top(&mut state, &[FOG]);
    take_turn(&mut state, 0);
    let mut without = state.clone();
    state.investigators[0].deck_mut().put_top(card("01103"));
    act(&mut state, Action::Draw);
    next_round(&mut state);
    let detective = enemy(&state, "01103");
    assert_eq!(enemy_at(&state, detective), state.investigators[0].at);
    assert_eq!(state.investigators[0].trait_actions, 0, "no Tome action while the detective is here");
    next_round(&mut without);
    assert_eq!(without.investigators[0].trait_actions, 1, "Daisy's Tome action otherwise");
}

#[test]
fn sure_gamble_turns_a_negative_token_positive() {
    let mut state = start("the-gathering", "skids-otoole");
    state.investigators[0].hand_mut().push(card("01056"));
    take_turn(&mut state, 0);
    bag(&mut state, &[ChaosToken::Number(-4)]);
    act(&mut state, Action::Investigate);
    let events = act(&mut state, Action::Use(0));
    assert_eq!(results(&events), vec![(7, true)], "intellect 3 + 4");
}

#[test]
fn the_arkham_woods_spawns_the_first_monster_at_the_main_path_with_doom() {
    let mut state = start("the-devourer-below", "roland-banks");
    state.agenda_doom = 3;
    *state.encounter_mut() = Deck::from_bottom_up(["01169", "01172", "01163"].into_iter().map(card));
    state.encounter_discard.clear();
    next_round(&mut state);
    assert_eq!(state.agenda, 1);
    let nightgaunt = state.enemy(enemy(&state, "01172")).copied().expect("in play");
    assert_eq!((nightgaunt.at, nightgaunt.doom), (loc(&state, "01149"), 1));
}

#[test]
fn the_barrier_asks_the_investigators_in_the_hallway_at_the_end_of_the_round() {
    let mut state = start("the-gathering", "roland-banks,daisy-walker");
    state.investigators[0].clues = 4;
    take_turn(&mut state, 0);
    act(&mut state, Action::AdvanceAct);
    assert_eq!(state.act, 1);
    state.investigators[0].clues = 3;
    state.investigators[1].clues = 3;
    assert!(!legal(&state).contains(&Action::AdvanceAct), "The Barrier advances only when the round ends");
    until(&mut state, "The Barrier's question", |s| legal(s).contains(&Action::Pick(Target::Option(1))));
    let mut declined = state.clone();
    act(&mut state, Action::Pick(Target::Option(0)));
    assert_eq!(state.act, 2, "the clues spent, the act advances");
    assert_eq!(state.investigators[0].clues + state.investigators[1].clues, 0);
    act(&mut declined, Action::Pick(Target::Option(1)));
    assert_eq!((declined.act, declined.investigators[0].clues), (1, 3), "declined: nothing spent");
}

#[test]
fn theyre_getting_out_moves_ghouls_to_the_parlor_adds_doom_and_ends_the_scenario() {
    let mut state = start("the-gathering", "roland-banks");
    state.investigators[0].clues = 2;
    take_turn(&mut state, 0);
    act(&mut state, Action::AdvanceAct);
    state.agenda = 2;
    encounter_top(&mut state, &[GHOUL_MINION, FOG, FOG, FOG]);
    next_round(&mut state);
    let minion = enemy(&state, GHOUL_MINION);
    let (hall, cellar) = (loc(&state, "01112"), loc(&state, "01114"));
    place(&mut state, minion, cellar);
    state.agenda_doom = 0;
    next_round(&mut state);
    assert_eq!(enemy_at(&state, minion), hall, "the Ghoul moved one location toward the Parlor");
    assert_eq!(state.agenda_doom, 2, "1 doom for the Ghoul in the Hallway, 1 for the Mythos phase");
    state.agenda_doom = 8;
    until(&mut state, "the agenda advances", |s| s.ending.is_some());
    assert!(
        matches!(state.ending, Some(Ending::Scenario { won: false, resolution: 3 })),
        "{:?}",
        state.ending
    );
}

#[test]
fn uncovering_the_conspiracy_advances_with_six_unique_cultists_in_the_victory_display() {
    let mut state = start("the-midnight-masks", "roland-banks");
    let five = ["01137", "01138", "01139", "01140", "01141", "01169", "01169"];
    state.victory.extend(five.into_iter().map(card));
    take_turn(&mut state, 0);
    act(&mut state, Action::Resource);
    assert!(state.ending.is_none(), "5 unique Cultists (the Acolytes are not unique)");
    state.victory.push(card("01121b"));
    act(&mut state, Action::Resource);
    assert_eq!(state.ending, Some(Ending::Scenario { won: true, resolution: 1 }));
}

#[test]
fn vengeance_awaits_spawns_umordhoth_at_the_ritual_site() {
    // Act 1: the Ritual Site enters play with Umôrdhoth.
    let mut state = start("the-devourer-below", "roland-banks");
    let site = loc(&state, "01156");
    state.agenda = 2;
    state.agenda_doom = 4;
    encounter_top(&mut state, &[FOG]);
    next_round(&mut state);
    assert!(state.locations[usize::from(site.0)].in_play);
    assert_eq!(enemy_at(&state, enemy(&state, "01157")), site);
    assert!(state.act_def().is_none(), "The Devourer Below replaces the act");
    // Act 2: the enemies at the Ritual Site are discarded first.
    let mut state = start("the-devourer-below", "roland-banks");
    state.act = 1;
    state.locations[usize::from(site.0)].in_play = true;
    encounter_top(&mut state, &[GHOUL_MINION, FOG, FOG]);
    next_round(&mut state);
    let minion = enemy(&state, GHOUL_MINION);
    place(&mut state, minion, site);
    state.agenda = 2;
    state.agenda_doom = 4;
    next_round(&mut state);
    assert!(state.enemy(minion).is_none() && state.encounter_discard.contains(&card(GHOUL_MINION)));
    assert_eq!(enemy_at(&state, enemy(&state, "01157")), site);
}

#[test]
fn vengeance_awaits_answers_its_own_advance_not_the_agenda_before_it() {
    // "Forced - When this agenda advances": when agenda 2 advances, Vengeance Awaits only
    // becomes current; Umôrdhoth stays set aside and the act deck stays.
    let mut state = start("the-devourer-below", "roland-banks");
    state.agenda = 1;
    state.agenda_doom = 6;
    encounter_top(&mut state, &[FOG, FOG]);
    until(&mut state, "agenda 2 advances", |s| s.agenda == 2);
    let umordhoth = card("01157");
    assert!(state.set_aside.contains(&umordhoth), "Umôrdhoth is still set aside");
    assert!(state.enemies.iter().all(|e| e.card != umordhoth));
    assert!(state.act_def().is_some(), "the act deck is still there");
}

#[test]
fn wendys_amulet_plays_the_top_event_of_the_discard_and_puts_events_under_the_deck() {
    let mut state = start("the-gathering", "wendy-adams");
    let (amulet, cache) = (card("01014"), card("01088"));
    state.investigators[0].hand_mut().extend([amulet, cache]);
    take_turn(&mut state, 0);
    act(&mut state, Action::Play(amulet));
    act(&mut state, Action::Play(cache));
    assert_eq!(state.investigators[0].deck().peek_bottom(), Some(&cache), "the event goes under the deck");
    state.investigators[0].discard.put(cache);
    let resources = state.investigators[0].resources;
    act(&mut state, Action::Play(cache));
    let wendy = &state.investigators[0];
    assert_eq!(wendy.resources, resources + 3, "played from the discard pile");
    assert!(wendy.discard.is_empty());
    // A reaction event on top of the discard pile answers its window too.
    let found = card("01079");
    state.investigators[0].discard.put(found);
    state.investigators[0].actions = 1;
    bag(&mut state, &[ChaosToken::Number(-2)]);
    let clues = state.locations[0].clues;
    let events = act(&mut state, Action::Investigate);
    assert_eq!(results(&events), vec![(1, false)], "intellect 3 - 2 against shroud 2");
    act(&mut state, Action::Use(0));
    assert_eq!(state.investigators[0].clues, 2, "\"Look what I found!\" discovers 2 clues");
    assert_eq!(state.locations[0].clues, clues - 2);
}

#[test]
fn will_to_survive_reveals_no_token_until_the_end_of_the_turn() {
    let mut state = start("the-gathering", "roland-banks");
    state.investigators[0].hand_mut().push(card("01085"));
    take_turn(&mut state, 0);
    act(&mut state, Action::Play(card("01085")));
    bag(&mut state, &[ChaosToken::AutoFail]);
    let events = act(&mut state, Action::Investigate);
    assert!(tokens(&events).is_empty(), "no token revealed");
    assert_eq!(results(&events), vec![(3, true)]);
    act(&mut state, Action::EndTurn);
    assert!(state.lasting.is_empty(), "it ends with the turn");
}

#[test]
fn yithian_observer_discards_at_random_or_hits_harder() {
    let mut state = start("the-gathering", "roland-banks");
    encounter_top(&mut state, &["01177", FOG, FOG]);
    next_round(&mut state);
    take_turn(&mut state, 0);
    *state.investigators[0].hand_mut() = vec![card(FILLER), card(FILLER)];
    let mut empty = state.clone();
    empty.investigators[0].hand_mut().clear();
    let (damage, horror) = (state.investigators[0].damage, state.investigators[0].horror);
    next_round(&mut state);
    let roland = &state.investigators[0];
    assert_eq!((roland.damage - damage, roland.horror - horror), (1, 1));
    assert_eq!(roland.discard.len(), 1, "a random card discarded");
    next_round(&mut empty);
    let roland = &empty.investigators[0];
    assert_eq!((roland.damage - damage, roland.horror - horror), (2, 2), "no card: +1 damage, +1 horror");
}
