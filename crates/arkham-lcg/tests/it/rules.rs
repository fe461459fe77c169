//! Rules checks through the public API: setup, the round structure, the act's clues, deck
//! building, hidden information.

use arkham_lcg::{Action, ArkhamLcg, Phase, State};
use tabletop_core::game::Options;
use tabletop_core::{Game, Seat, Status, testing};

use crate::examples::{act, legal};

fn start(players: u8, scenario: &str, seed: u64) -> State {
    let config =
        ArkhamLcg::config(&Options::players(players).with("scenario", scenario)).expect("valid options");
    ArkhamLcg::setup(&config, seed).expect("setup")
}

fn keep_hands(state: &mut State) {
    while matches!(state.phase, Phase::Setup) {
        act(state, Action::Mulligan(0));
    }
}

#[test]
fn setup_gives_five_resources_five_cards_and_reveals_the_study() {
    let state = start(2, "the-gathering", 1);
    for inv in &state.investigators {
        assert_eq!(inv.resources, 5);
        assert_eq!(inv.hand().len(), 5);
        assert!(inv.hand().iter().all(|c| !c.is_weakness()), "weaknesses are set aside from opening hands");
    }
    let study = &state.locations[0];
    assert!(study.revealed);
    assert_eq!(study.clues, 4, "2 clues per investigator");
    assert_eq!(state.phase, Phase::Setup);
}

/// The Masked Hunter is the back of The Midnight Masks' first agenda: it waits set aside until
/// that agenda advances, and is never shuffled into the encounter deck with the rest of its set.
#[test]
fn the_masked_hunter_waits_beside_the_agenda_not_in_the_encounter_deck() {
    let hunter = arkham_lcg::CardRef::from_code("01121b").expect("The Masked Hunter");
    for seed in 1..6 {
        let state = start(2, "the-midnight-masks", seed);
        assert!(!state.encounter().iter().any(|&c| c == hunter), "seed {seed}: not in the encounter deck");
        assert!(state.set_aside.contains(&hunter), "seed {seed}: set aside");
    }
}

#[test]
fn round_one_skips_the_mythos_phase_and_round_two_places_doom() {
    let mut state = start(1, "the-gathering", 2);
    keep_hands(&mut state);
    assert_eq!((state.round, state.phase), (1, Phase::Investigation));
    assert_eq!(state.agenda_doom, 0);
    // End the turn at once: enemy phase, upkeep, then round 2's Mythos places 1 doom.
    act(&mut state, Action::EndTurn);
    while state.round < 2 || state.phase != Phase::Investigation {
        let legal = legal(&state);
        let pick = legal
            .iter()
            .position(|a| matches!(a, Action::EndTurn | Action::Pass | Action::Done))
            .unwrap_or(0);
        act(&mut state, legal[pick].clone());
    }
    assert!(state.doom_in_play() >= 1, "one doom placed in round 2's Mythos phase");
    assert!(state.investigators[0].resources >= 6, "upkeep gave a resource");
}

#[test]
fn spending_the_acts_clues_opens_the_house() {
    let mut state = start(1, "the-gathering", 3);
    keep_hands(&mut state);
    state.investigators[0].clues = 2;
    assert!(legal(&state).contains(&Action::AdvanceAct), "2 clues per investigator advance Trapped");
    act(&mut state, Action::AdvanceAct);
    assert_eq!(state.act, 1);
    let hallway = state.locations.iter().position(|l| l.card.code() == "01112").expect("hallway");
    assert_eq!(usize::from(state.investigators[0].at.0), hallway, "everyone moves to the Hallway");
    assert!(!state.locations[0].in_play, "the Study is removed from the game");
}

#[test]
fn an_illegal_action_is_refused_and_changes_nothing() {
    let mut state = start(2, "the-gathering", 4);
    let err = testing::refuse_error::<ArkhamLcg>(&mut state, Seat(0), Action::AdvanceAct);
    assert_eq!(err.code(), "arkham-lcg.not-allowed");
    let err = testing::refuse_error::<ArkhamLcg>(&mut state, Seat(1), Action::Mulligan(0));
    assert_eq!(err.code(), "not-your-turn", "not seat 1's decision");
}

#[test]
fn a_deck_list_is_checked_against_deck_building_rules() {
    let options = Options::players(1).with("investigators", "roland-banks").with("decks", "01016:3");
    let err = ArkhamLcg::config(&options).expect_err("three copies");
    assert!(err.to_string().contains("at most 2"), "{err}");
    let options = Options::players(1).with("investigators", "roland-banks").with("decks", "01060:1");
    let err = ArkhamLcg::config(&options).expect_err("a Mystic card for Roland");
    assert!(err.to_string().contains("outside the deck-building options"), "{err}");
    let options = Options::players(1).with("investigators", "nobody");
    assert!(ArkhamLcg::config(&options).is_err());
}

#[test]
fn a_view_shows_only_the_viewers_hand() {
    let state = start(2, "the-gathering", 5);
    let view = ArkhamLcg::view(&state, Seat(1));
    assert_eq!(view.hand, state.investigators[1].hand());
    assert_eq!(view.investigators[0].hand, state.investigators[0].hand().len());
}

#[test]
fn the_campaign_carries_on_to_the_next_scenario() {
    let config = ArkhamLcg::config(&Options::players(2).with("scenario", "campaign")).expect("valid");
    let mut state = ArkhamLcg::setup(&config, 11).expect("setup");
    let mut scenarios = vec![state.scenario];
    for _ in 0..20_000 {
        let Status::Acting(seats) = ArkhamLcg::status(&state) else { break };
        let who = seats.iter().next().expect("a seat");
        let legal = testing::legal::<ArkhamLcg>(&state, who);
        let pick = legal.iter().position(|a| matches!(a, Action::Done)).unwrap_or(0);
        testing::act::<ArkhamLcg>(&mut state, who, legal[pick].clone());
        if scenarios.last() != Some(&state.scenario) {
            scenarios.push(state.scenario);
        }
    }
    assert!(ArkhamLcg::outcome(&state).is_some(), "the campaign ends");
    assert!(scenarios.len() >= 2, "a second scenario was played: {scenarios:?}");
}

/// Roland Banks's reaction (after you defeat an enemy: discover a clue at your location) is
/// limited to once per round: a second enemy defeated the same round offers nothing.
#[test]
fn an_investigators_once_per_round_reaction_is_offered_once_a_round() {
    use crate::examples::{act as step, bag, legal as options, put_enemy, start as clean};
    use tabletop_core::chaos::ChaosToken;
    let mut state = clean(1, "the-gathering", "roland-banks");
    let at = state.investigators[0].at;
    let rats = [put_enemy(&mut state, "01159", at, Some(0)), put_enemy(&mut state, "01159", at, Some(0))];
    bag(&mut state, ChaosToken::Number(1));
    let clues_before = state.locations[usize::from(at.0)].clues;
    let mut offers = 0;
    for rat in rats {
        step(&mut state, Action::Fight(rat));
        while state.enemy(rat).is_some() || options(&state).contains(&Action::Pass) {
            let legal = options(&state);
            if legal.contains(&Action::Use(0)) {
                offers += 1;
                step(&mut state, Action::Use(0));
            } else if legal.contains(&Action::Done) {
                step(&mut state, Action::Done);
            } else {
                step(&mut state, legal[0].clone());
            }
        }
    }
    assert_eq!(offers, 1, "offered after the first defeat only");
    assert_eq!(state.locations[usize::from(at.0)].clues, clues_before - 1);
}

/// Actions no UI would send (a seat, location, asset or enemy that does not exist, as a corrupt
/// replay may hold) are refused with a message, never a panic, and change nothing.
#[test]
fn malformed_actions_are_refused_without_a_panic() {
    use arkham_lcg::{AssetId, EnemyId, LocId, Source, Target};
    let mut state = start(2, "the-gathering", 6);
    let rats = arkham_lcg::CardRef::from_code("01159").expect("Swarm of Rats");
    let bad = [
        Action::Activate(Source::Investigator(9), 0),
        Action::Activate(Source::Threat(7, rats), 3),
        Action::Activate(Source::Location(LocId(200)), 1),
        Action::Activate(Source::Asset(AssetId(999)), 0),
        Action::Activate(Source::Enemy(EnemyId(999)), 0),
        Action::Move(LocId(250)),
        Action::Fight(EnemyId(77)),
        Action::Pick(Target::Investigator(42)),
        Action::Pick(Target::Skill(200)),
        Action::Use(200),
        Action::Mulligan(255),
        Action::Assign(smallvec::smallvec![(AssetId(5), 9, 9)]),
    ];
    for action in bad {
        for seat in [Seat(0), Seat(1), Seat(3)] {
            let text = ArkhamLcg::describe_action(&state, &action, tabletop_core::Lang::En);
            assert!(!text.is_empty());
            testing::refuse::<ArkhamLcg>(&mut state, seat, action.clone());
        }
    }
}

/// A campaign at its first interlude (after The Gathering), one investigator with experience.
fn interlude(seed: u64) -> State {
    let options = Options::players(1).with("scenario", "campaign").with("investigators", "roland-banks");
    let config = ArkhamLcg::config(&options).expect("valid options");
    let mut state = ArkhamLcg::setup(&config, seed).expect("setup");
    crate::examples::play_until(&mut state, |s| s.phase == Phase::Interlude);
    state.investigators[0].xp = 10;
    state
}

fn owned(state: &State, name: &str) -> usize {
    state.investigators[0].deck_list.iter().filter(|c| c.name() == name).count()
}

/// Buying a new card asks which card of the deck it replaces (the deck keeps its size; no
/// weakness or required card is offered).
#[test]
fn a_card_bought_asks_which_card_it_replaces() {
    let mut state = interlude(3);
    let size = state.investigators[0].deck_list.len();
    let new = legal(&state)
        .into_iter()
        .find_map(|a| match a {
            Action::Buy(c) if owned(&state, c.name()) == 0 => Some(c),
            _ => None,
        })
        .expect("a new card to buy");
    act(&mut state, Action::Buy(new));
    let options = legal(&state);
    assert!(options.len() > 1, "several cards could make room: {options:?}");
    let mut removable = Vec::new();
    for option in &options {
        let Action::Pick(arkham_lcg::Target::Card(old)) = option else {
            panic!("only cards to take out: {options:?}")
        };
        assert!(!old.is_weakness() && old.player().is_some_and(|p| p.level.is_some()));
        removable.push(*old);
    }
    let old = removable[removable.len() - 1];
    let before = owned(&state, old.name());
    act(&mut state, Action::Pick(arkham_lcg::Target::Card(old)));
    assert_eq!(state.investigators[0].deck_list.len(), size, "the deck keeps its size");
    assert_eq!(owned(&state, old.name()), before - 1, "the chosen card left the deck");
    assert_eq!(owned(&state, new.name()), 1);
    assert!(legal(&state).contains(&Action::Done), "back to buying");
}

/// An upgrade replaces its lower level: one candidate, no question.
#[test]
fn an_upgrade_replaces_its_lower_level_without_asking() {
    let mut state = interlude(3);
    let upgrade = legal(&state)
        .into_iter()
        .find_map(|a| match a {
            Action::Buy(c) if owned(&state, c.name()) > 0 => Some(c),
            _ => None,
        })
        .expect("an upgrade to buy");
    let copies = owned(&state, upgrade.name());
    act(&mut state, Action::Buy(upgrade));
    assert!(legal(&state).contains(&Action::Done), "no question: {:?}", legal(&state));
    assert_eq!(owned(&state, upgrade.name()), copies, "one copy upgraded in place");
    assert!(state.investigators[0].deck_list.contains(&upgrade));
}

/// Hunting Shadow: "you must either spend 1 clue or take 2 damage". A must-choose takes an
/// option that can change the game state, so an investigator without a clue takes the 2 damage
/// (spending a clue they do not have used to dodge it); one with a clue may spend it.
#[test]
fn hunting_shadow_deals_its_damage_to_an_investigator_without_clues() {
    let mut state = crate::examples::start(2, "the-midnight-masks", "roland-banks,daisy-walker");
    let shadow = crate::examples::card("01135");
    state.encounter_mut().put_top(shadow);
    state.encounter_mut().put_top(shadow);
    state.investigators[1].clues = 1;
    // Ends the turns and takes the first option offered (spending the clue when it is offered).
    crate::examples::play_until(&mut state, |s| s.round == 2 && s.phase == Phase::Investigation);
    assert_eq!((state.investigators[0].damage, state.investigators[0].clues), (2, 0), "no clue to spend");
    assert_eq!((state.investigators[1].damage, state.investigators[1].clues), (0, 0), "the clue spent");
}

/// The Masked Hunter: "while you are engaged with The Masked Hunter, you cannot spend clues", so
/// the clues of the investigator it is engaged with do not pay for the act's ability (2 clues
/// per investigator, as a group); once another investigator holds the rest, the ability costs
/// only theirs.
#[test]
fn the_masked_hunters_prey_cannot_spend_clues_for_the_group() {
    let mut state = crate::examples::start(2, "the-midnight-masks", "roland-banks,daisy-walker");
    let at = state.investigators[0].at;
    let hunter = crate::examples::card("01121b");
    state.set_aside.retain(|c| *c != hunter);
    crate::examples::put_enemy(&mut state, "01121b", at, Some(0));
    state.investigators[0].clues = 4;
    let draw = Action::Activate(arkham_lcg::Source::Act, 0);
    assert!(!legal(&state).contains(&draw), "Roland's 4 clues cannot be spent");
    state.investigators[1].clues = 4;
    act(&mut state, draw);
    assert_eq!((state.investigators[0].clues, state.investigators[1].clues), (4, 0), "Daisy's clues paid");
}
