//! `describe_action` and `describe_event` are total: any value, legal or not, out of range or
//! from another game, is described without a panic.

use content::eldritch::{Skill, Ticket};
use eldritch::{Action, Answer, Eldritch, EncounterChoice, Event, Item, Note, State};
use smallvec::smallvec;
use tabletop_core::game::{Options, Status};
use tabletop_core::{Game, GameRng, Lang, Seat};

/// Numbers for every field: in range, at the edge and far beyond.
const BYTES: [u8; 6] = [0, 1, 9, 40, 200, u8::MAX];
const WORDS: [u16; 9] = [0, 7, 255, 256, 0x02ff, 0x0300, 0x03ff, 0x0400, u16::MAX];

/// Every variant of [`Action`] with each of the numbers above.
fn garbage_actions() -> Vec<Action> {
    let mut out = Vec::new();
    for &b in &BYTES {
        out.extend([
            Action::Travel { route: smallvec![b] },
            Action::Travel { route: smallvec![0, b, u8::MAX] },
            Action::Trade { with: b, item: Item::Clue },
            Action::Trade { with: b, item: Item::Ticket(Ticket::Ship) },
            Action::GateOrder(b),
            Action::GrantAction(b),
            Action::Cultists(Some(b)),
            Action::ShareClues { with: b, take: b as i8 },
            Action::ShareClues { with: b, take: i8::MIN },
            Action::Convert { spend_health: b % 2 == 0, amount: b },
            Action::Respend { from: b, to: Skill::Lore },
            Action::Wound(b),
            Action::Banish(b),
            Action::Sail(b),
            Action::Teleport(b),
            Action::BuyFor { mask: b, to: b },
            Action::Buy(b),
            Action::DiscardReserve(b),
            Action::Fight(b),
            Action::Encounter(EncounterChoice::Rumor(b)),
            Action::ChooseInvestigator(b),
            Action::PassLead(b),
        ]);
    }
    for &w in &WORDS {
        out.extend([
            Action::Trade { with: 0, item: Item::Asset(w) },
            Action::Trade { with: 1, item: Item::Artifact(w) },
            Action::Trade { with: 1, item: Item::Spell(w) },
            Action::TakeAlly(w),
            Action::UseCard(w),
            Action::CardReroll(w),
            Action::BumpDie(w),
            Action::Pick(Answer::Card(w)),
        ]);
    }
    out.extend([
        Action::Travel { route: smallvec![] },
        Action::Rest,
        Action::Prepare { gain: Ticket::Train, discard: Some(Ticket::Ship) },
        Action::AcquireAssets,
        Action::SheetAction,
        Action::Cultists(None),
        Action::RecruitAlly,
        Action::Stay,
        Action::RerollWithSanity,
        Action::SolveRumor,
        Action::DeclineRumor,
        Action::WorkOnMystery,
        Action::EndTurn,
        Action::Reroll,
        Action::BankLoan,
        Action::Keep,
        Action::BuyNothing,
        Action::SkipEncounter,
        Action::ChooseSkill(Skill::Will),
        Action::MysterySpend,
        Action::MysteryDecline,
        Action::Decline,
        Action::KeepLead,
    ]);
    for choice in [
        EncounterChoice::General,
        EncounterChoice::Regional,
        EncounterChoice::Research,
        EncounterChoice::OtherWorld,
        EncounterChoice::Expedition,
        EncounterChoice::Special,
        EncounterChoice::MysterySite,
        EncounterChoice::AncientOne,
        EncounterChoice::Fallen,
    ] {
        out.push(Action::Encounter(choice));
    }
    out
}

/// Every variant of [`Event`] with out-of-range numbers.
fn garbage_events() -> Vec<Event> {
    let mut out = Vec::new();
    for &b in &BYTES {
        out.extend([
            Event::Moved { seat: b, to: b },
            Event::Rolled { seat: b, skill: Skill::Strength, faces: smallvec![b] },
            Event::PlainRoll { seat: b, faces: smallvec![b, 0] },
            Event::TestResult { seat: b, successes: u16::from(b) },
            Event::Vitals { seat: b, health: b, sanity: b },
            Event::Gained { seat: b, what: "no such card".into() },
            Event::Doom(b),
            Event::Omen(b),
            Event::GateSpawned(b),
            Event::GateClosed(b),
            Event::MonsterSpawned { kind: b, at: b },
            Event::MonsterDefeated(b),
            Event::MonsterDamaged { kind: b, damage: b },
            Event::MonsterDiscarded(b),
            Event::Discarded { seat: b, what: "Clue".into() },
            Event::ClueSpawned(b),
            Event::Mythos(b),
            Event::Defeated(b),
            Event::Devoured(b),
            Event::FallenAt { def: b, at: b },
            Event::MysterySolved(b),
            Event::MysteryDrawn(b),
            Event::EncounterText { card: u16::from(b), section: b },
            Event::MythosText(b),
            Event::ReckoningText(b),
            Event::MonsterText { kind: b, awakened: b % 2 == 0 },
        ]);
    }
    for &w in &WORDS {
        out.extend([
            Event::Round(w),
            Event::Encounter { seat: 0, card: w },
            Event::EncounterText { card: w, section: 0 },
            Event::CardText(w),
            Event::CardBack(w),
            Event::Offered(w),
        ]);
    }
    out.extend(Note::ALL.iter().map(|&note| Event::Note(note)));
    out.extend([
        Event::PhaseBegan("no such phase".into()),
        Event::AwakeningText,
        Event::Awakened,
        Event::GameOver { won: true },
    ]);
    out
}

/// The name of an event's variant. The match has no catch-all, so a new variant does not compile
/// until it is named here, and [`one_of_each_event`] must then give an example of it.
fn variant(event: &Event) -> &'static str {
    match event {
        Event::Round(_) => "round",
        Event::PhaseBegan(_) => "phase_began",
        Event::Moved { .. } => "moved",
        Event::Rolled { .. } => "rolled",
        Event::PlainRoll { .. } => "plain_roll",
        Event::TestResult { .. } => "test_result",
        Event::Vitals { .. } => "vitals",
        Event::Gained { .. } => "gained",
        Event::Doom(_) => "doom",
        Event::Omen(_) => "omen",
        Event::GateSpawned(_) => "gate_spawned",
        Event::GateClosed(_) => "gate_closed",
        Event::MonsterSpawned { .. } => "monster_spawned",
        Event::MonsterDefeated(_) => "monster_defeated",
        Event::MonsterDamaged { .. } => "monster_damaged",
        Event::MonsterDiscarded(_) => "monster_discarded",
        Event::Discarded { .. } => "discarded",
        Event::ClueSpawned(_) => "clue_spawned",
        Event::Mythos(_) => "mythos",
        Event::Encounter { .. } => "encounter",
        Event::Note(_) => "note",
        Event::EncounterText { .. } => "encounter_text",
        Event::MythosText(_) => "mythos_text",
        Event::ReckoningText(_) => "reckoning_text",
        Event::AwakeningText => "awakening_text",
        Event::MonsterText { .. } => "monster_text",
        Event::CardText(_) => "card_text",
        Event::CardBack(_) => "card_back",
        Event::Offered(_) => "offered",
        Event::Defeated(_) => "defeated",
        Event::Devoured(_) => "devoured",
        Event::FallenAt { .. } => "fallen_at",
        Event::MysterySolved(_) => "mystery_solved",
        Event::MysteryDrawn(_) => "mystery_drawn",
        Event::Awakened => "awakened",
        Event::GameOver { .. } => "game_over",
    }
}

/// Every variant of [`Event`] with numbers in range, every [`Note`] among them.
fn one_of_each_event() -> Vec<Event> {
    let mut out = vec![
        Event::Round(1),
        Event::PhaseBegan("action".into()),
        Event::PhaseBegan("encounter".into()),
        Event::PhaseBegan("mythos".into()),
        Event::Moved { seat: 0, to: 0 },
        Event::Rolled { seat: 0, skill: Skill::Lore, faces: smallvec![5, 6, 1] },
        Event::PlainRoll { seat: 0, faces: smallvec![3] },
        Event::TestResult { seat: 0, successes: 2 },
        Event::Vitals { seat: 0, health: 3, sanity: 4 },
        Event::Gained { seat: 0, what: "Clue".into() },
        Event::Gained { seat: 0, what: "Will".into() },
        Event::Doom(7),
        Event::Omen(0),
        Event::GateSpawned(0),
        Event::GateClosed(0),
        Event::MonsterSpawned { kind: 0, at: 0 },
        Event::MonsterDefeated(0),
        Event::MonsterDamaged { kind: 0, damage: 1 },
        Event::MonsterDiscarded(0),
        Event::Discarded { seat: 0, what: "Clues".into() },
        Event::ClueSpawned(0),
        Event::Mythos(0),
        Event::Encounter { seat: 0, card: 0 },
        Event::EncounterText { card: 0, section: 0 },
        Event::MythosText(0),
        Event::ReckoningText(0),
        Event::AwakeningText,
        Event::MonsterText { kind: 0, awakened: false },
        Event::CardText(0),
        Event::CardBack(0),
        Event::Offered(0),
        Event::Defeated(0),
        Event::Devoured(0),
        Event::FallenAt { def: 0, at: 0 },
        Event::MysterySolved(0),
        Event::MysteryDrawn(0),
        Event::Awakened,
        Event::GameOver { won: true },
        Event::GameOver { won: false },
    ];
    out.extend(Note::ALL.iter().map(|&note| Event::Note(note)));
    out
}

/// Issue 10: every event reads in Russian and Ukrainian, not in English words.
#[test]
fn every_event_variant_is_worded_in_russian_and_ukrainian() {
    let all = [
        "round",
        "phase_began",
        "moved",
        "rolled",
        "plain_roll",
        "test_result",
        "vitals",
        "gained",
        "doom",
        "omen",
        "gate_spawned",
        "gate_closed",
        "monster_spawned",
        "monster_defeated",
        "monster_damaged",
        "monster_discarded",
        "discarded",
        "clue_spawned",
        "mythos",
        "encounter",
        "note",
        "encounter_text",
        "mythos_text",
        "reckoning_text",
        "awakening_text",
        "monster_text",
        "card_text",
        "card_back",
        "offered",
        "defeated",
        "devoured",
        "fallen_at",
        "mystery_solved",
        "mystery_drawn",
        "awakened",
        "game_over",
    ];
    let events = one_of_each_event();
    for name in all {
        assert!(events.iter().any(|e| variant(e) == name), "no example of {name}");
    }
    let (states, _) = random_game(2, 500, 1);
    let state = &states[0];
    for event in &events {
        let en = Eldritch::describe_event(state, event, Lang::En);
        assert!(!en.is_empty(), "{event:?}");
        for lang in [Lang::Ru, Lang::Uk] {
            let text = Eldritch::describe_event(state, event, lang);
            assert!(!text.is_empty(), "{event:?} in {lang:?}");
            assert_ne!(text, en, "{event:?} reads as in English in {lang:?}");
        }
    }
    // The notes' words differ between the two languages too (a copy-paste would not).
    for note in Note::ALL {
        assert_ne!(note.text(Lang::Ru), note.text(Lang::Uk), "{note:?}");
    }
}

/// States along a random game of `players` (every one with a decision), and the actions that
/// were legal in them.
fn random_game(players: u8, seed: u64, steps: usize) -> (Vec<State>, Vec<Action>) {
    let config = Eldritch::config(&Options::players(players)).expect("valid options");
    let mut state = Eldritch::setup(&config, seed).expect("setup");
    let mut rng = GameRng::seed_from(seed);
    let (mut states, mut seen) = (Vec::new(), Vec::new());
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    for _ in 0..steps {
        let Status::Acting(seats) = Eldritch::status(&state) else { break };
        let seat = seats.first().expect("a seat acts");
        legal.clear();
        Eldritch::legal_actions(&state, seat, &mut legal);
        for action in &legal {
            if !seen.contains(action) {
                seen.push(action.clone());
            }
        }
        states.push(state.clone());
        let action = legal[rng.index(legal.len())].clone();
        Eldritch::apply(&mut state, seat, &action, &mut events).expect("a legal action applies");
    }
    states.push(state);
    (states, seen)
}

/// The reviewer's case: passing the Lead to seat 9 in a 2-player game used to panic.
#[test]
fn passing_the_lead_to_a_seat_that_is_not_there_is_described() {
    let (states, _) = random_game(2, 500, 1);
    for lang in [Lang::En, Lang::Uk] {
        let text = Eldritch::describe_action(&states[0], &Action::PassLead(9), lang);
        assert!(text.contains(if lang == Lang::Uk { "недоступно" } else { "not available" }), "{text}");
    }
}

#[test]
fn every_action_and_event_is_described_in_every_state_without_a_panic() {
    let mut states = Vec::new();
    let mut actions = garbage_actions();
    for (players, seed) in [(1, 3), (2, 500), (4, 17), (8, 29)] {
        let (more_states, seen) = random_game(players, seed, 400);
        // Every few states: enough to meet tests, picks, the Mythos phase and combats.
        states.extend(more_states.into_iter().step_by(3));
        actions.extend(seen);
    }
    let events = garbage_events();
    let mut described = 0usize;
    for state in &states {
        for lang in Lang::ALL {
            for action in &actions {
                assert!(!Eldritch::describe_action(state, action, lang).is_empty(), "{action:?}");
                described += 1;
            }
            for event in &events {
                assert!(!Eldritch::describe_event(state, event, lang).is_empty(), "{event:?}");
            }
        }
        for seat in (0..8).map(Seat) {
            let _ = Eldritch::render_view(&Eldritch::view(state, seat), Lang::En);
        }
    }
    assert!(described > 100_000, "only {described} descriptions");
}

/// `render_view` takes any view (its fields are public), so out-of-range numbers are rendered too.
#[test]
fn a_view_with_numbers_out_of_range_is_rendered() {
    let (states, _) = random_game(2, 500, 1);
    let mut view = Eldritch::view(&states[0], Seat(0));
    view.omen = u8::MAX;
    view.lead = u8::MAX;
    view.gates = vec![u8::MAX];
    view.clues = vec![200];
    view.mystery = Some((u8::MAX, 1));
    view.mystery_sites = vec![u8::MAX];
    view.expedition = Some(u8::MAX);
    view.ongoing = vec![(u8::MAX, 2)];
    view.reserve = [Some(u16::MAX), None, Some(300), None];
    if let Some(monster) = view.monsters.first_mut() {
        monster.kind = u8::MAX;
        monster.location = u8::MAX;
        monster.damage = 3;
    }
    let investigator = &mut view.investigators[0];
    investigator.def = u8::MAX;
    investigator.location = u8::MAX;
    investigator.assets = vec![u8::MAX];
    investigator.artifacts = vec![u8::MAX];
    investigator.spells = vec![u8::MAX];
    investigator.conditions = vec![u8::MAX];
    investigator.improve = [2; 5];
    for lang in [Lang::En, Lang::Uk] {
        let text = Eldritch::render_view(&view, lang);
        assert!(text.contains(if lang == Lang::Uk { "недоступно" } else { "not available" }), "{text}");
    }
}
