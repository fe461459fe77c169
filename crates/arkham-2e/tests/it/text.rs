//! Text for people in English and Russian: the views, every legal action and every event of a
//! few seeded random games, every kind of event, the choices effects offer, and plural forms.

use arkham_2e::{
    Action, ArkhamHorror, Choice, Ending, Event, Pending, Phase, Place, StatKind, State, testing,
};
use content::arkham_2e::{self as data, Effect};
use tabletop_core::game::Options;
use tabletop_core::{Game, GameRng, Lang, Seat, Status};

/// English words of the engine's own text (`text/`) that must not show in Russian.
const ENGLISH: &[&str] = &[
    "Round",
    "round",
    "move",
    "streets",
    "Sanity",
    "Stamina",
    "San",
    "Sta",
    "doom",
    "terror",
    "cup",
    "attack",
    "gate",
    "Gates",
    "Clue",
    "clues",
    "Clues",
    "monster",
    "Monsters",
    "dice",
    "passed",
    "failed",
    "encounter",
    "evade",
    "fight",
    "flee",
    "cast",
    "sliders",
    "Speed",
    "Sneak",
    "Fight",
    "Will",
    "Lore",
    "Luck",
    "cards",
    "Elder",
    "area",
    "Sky",
    "Outskirts",
    "Jail",
    "Mythos",
    "Upkeep",
    "Movement",
    "awakens",
    "option",
    "keep",
    "take",
    "lose",
    "discard",
    "choose",
    "yes",
    "no",
    "buy",
    "restore",
    "game",
    "over",
    "the",
    "at",
    "to",
];

const ANCIENT_ONES: [&str; 8] =
    ["azathoth", "cthulhu", "hastur", "ithaqua", "nyarlathotep", "shub-niggurath", "yig", "yog-sothoth"];

/// Every English text of the content (names, encounter, Mythos and hook texts), longest first:
/// Russian shows these as they are where the content has no Russian.
fn content_texts() -> Vec<&'static str> {
    let mut texts: Vec<&'static str> = Vec::new();
    texts.extend(data::LOCATIONS.iter().map(|d| d.name));
    texts.extend(data::NEIGHBOURHOODS.iter().map(|d| d.name));
    texts.extend(data::OTHER_WORLDS.iter().map(|d| d.name));
    texts.extend(data::INVESTIGATORS.iter().map(|d| d.name));
    texts.extend(data::ANCIENT_ONES.iter().map(|d| d.name));
    texts.extend(data::MONSTERS.iter().map(|d| d.name));
    texts.extend(data::CARDS.iter().map(|d| d.name));
    texts.extend(data::MYTHOS.iter().flat_map(|d| [d.name, d.text]));
    texts.extend(data::LOCATION_CARDS.iter().flat_map(|c| c.encounters.iter().map(|e| e.text)));
    texts.extend(data::GATE_CARDS.iter().flat_map(|c| c.encounters.iter().map(|e| e.text)));
    texts.extend(data::HOOKS.iter().map(|h| h.rule));
    texts.retain(|t| !t.is_empty());
    texts.sort_by_key(|t| std::cmp::Reverse(t.len()));
    texts
}

/// The Latin words of a Russian text once the content's English texts are taken out: the
/// English the engine itself wrote.
fn english_left(text: &str, content: &[&str]) -> Vec<String> {
    let mut own = text.to_owned();
    for english in content {
        own = own.replace(english, " ");
    }
    own.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| !w.is_empty()).map(str::to_owned).collect()
}

/// Asserts that a Russian text has no English of its own.
fn check_russian(text: &str, content: &[&str]) {
    let words = english_left(text, content);
    let listed: Vec<&String> = words.iter().filter(|w| ENGLISH.contains(&w.as_str())).collect();
    assert!(listed.is_empty(), "English UI words {listed:?} in Russian text {text:?}");
    assert!(words.is_empty(), "English {words:?} in Russian text {text:?}");
}

#[test]
fn the_check_tells_the_engine_s_english_from_the_content_s() {
    let content = content_texts();
    assert_eq!(english_left("перейти: Woods · Ma's Boarding House", &content), Vec::<String>::new());
    assert_eq!(english_left("move to улица (Ривертаун)", &content), ["move", "to"]);
    assert_eq!(english_left("Round 3 · Arkham Asylum", &content), ["Round"]);
}

/// The texts of one seeded random game, in English and in Russian (same order): the views of
/// every seat, every legal action and every event, for up to `steps` decisions.
fn play(players: u8, ancient_one: &str, seed: u64, steps: usize) -> (Vec<String>, Vec<String>) {
    let options = Options::players(players).with("ancient-one", ancient_one);
    let config = ArkhamHorror::config(&options).expect("the options are valid");
    let mut state = ArkhamHorror::setup(&config, seed).expect("the game sets up");
    let mut rng = GameRng::seed_from(seed);
    let (mut en, mut ru) = (Vec::new(), Vec::new());
    let mut both = |text: &dyn Fn(Lang) -> String| {
        en.push(text(Lang::En));
        ru.push(text(Lang::Ru));
    };
    let (mut actions, mut events) = (Vec::new(), Vec::new());
    for step in 0..steps {
        if step % 5 == 0 {
            for seat in 0..players {
                let view = ArkhamHorror::view(&state, Seat(seat));
                both(&|lang| ArkhamHorror::render_view(&view, lang));
            }
        }
        let Status::Acting(seats) = ArkhamHorror::status(&state) else { break };
        let seat = seats.iter().next().expect("someone decides");
        actions.clear();
        ArkhamHorror::legal_actions(&state, seat, &mut actions);
        for action in &actions {
            both(&|lang| ArkhamHorror::describe_action(&state, action, lang));
        }
        let action = actions[rng.index(actions.len())];
        events.clear();
        ArkhamHorror::apply(&mut state, seat, &action, &mut events).expect("a legal action applies");
        for event in &events {
            both(&|lang| ArkhamHorror::describe_event(&state, event, lang));
        }
    }
    let view = ArkhamHorror::view(&state, Seat(0));
    both(&|lang| ArkhamHorror::render_view(&view, lang));
    (en, ru)
}

#[test]
fn random_games_read_in_russian_without_english_of_the_engine() {
    let content = content_texts();
    let ancient_ones = ANCIENT_ONES.iter().cycle();
    let games = (1..=8).chain([2, 3, 4]).zip(ancient_ones).zip(20..);
    let mut lines = 0;
    for ((players, ancient_one), seed) in games {
        let (en, ru) = play(players, ancient_one, seed, 1_500);
        assert_eq!(en.len(), ru.len());
        for (en, ru) in en.iter().zip(&ru) {
            assert!(!en.is_empty() && !ru.is_empty(), "an empty text: {en:?} / {ru:?}");
            check_russian(ru, &content);
        }
        lines += ru.len();
    }
    assert!(lines > 5_000, "only {lines} texts");
}

/// One of each kind of event (the match has no wildcard: a new kind must be added here).
fn kind(event: &Event) -> usize {
    match event {
        Event::Round(_) => 0,
        Event::Check { .. } => 1,
        Event::LocationEncounter { .. } => 2,
        Event::GateEncounter { .. } => 3,
        Event::Mythos(_) => 4,
        Event::GateOpened { .. } => 5,
        Event::Surge => 6,
        Event::MonsterAppeared { .. } => 7,
        Event::MonsterMoved { .. } => 8,
        Event::MonsterKilled { .. } => 9,
        Event::GateClosed { .. } => 10,
        Event::Terror(_) => 11,
        Event::Doom(_) => 12,
        Event::Moved { .. } => 13,
        Event::DrawnThrough { .. } => 14,
        Event::KnockedOut { .. } => 15,
        Event::Devoured(_) => 16,
        Event::Gained { .. } => 17,
        Event::Lost { .. } => 18,
        Event::Stat { .. } => 19,
        Event::Awakens => 20,
        Event::Ended(_) => 21,
    }
}

/// Every kind of event, naming every piece of content it can name.
fn every_event() -> Vec<Event> {
    let count = |n: usize| 0..u8::try_from(n).expect("a small table");
    let places = [
        Place::Location(0),
        Place::Street(0),
        Place::World { world: 0, second: false },
        Place::World { world: 1, second: true },
        Place::Sky,
        Place::Outskirts,
        Place::Lost,
        Place::Jail,
    ];
    let mut events = vec![Event::Round(3), Event::Surge, Event::Terror(4), Event::Doom(5), Event::Awakens];
    for (dice, passed) in [(1, true), (2, false), (5, true)] {
        events.push(Event::Check { seat: 0, dice, successes: 1, need: 2, passed });
    }
    for (card, def) in data::LOCATION_CARDS.iter().enumerate() {
        for entry in count(def.encounters.len()) {
            events.push(Event::LocationEncounter { seat: 0, card: card as u8, entry });
        }
    }
    events.push(Event::GateEncounter { seat: 1, card: 0, entry: 0 });
    events.extend(count(data::MYTHOS.len()).map(Event::Mythos));
    for location in count(data::LOCATIONS.len()) {
        events.push(Event::GateClosed { seat: 0, location, sealed: location % 2 == 0 });
        events.push(Event::Moved { seat: 0, to: Place::Location(location) });
    }
    for world in count(data::OTHER_WORLDS.len()) {
        events.push(Event::GateOpened { location: world, world });
        events.push(Event::DrawnThrough { seat: 0, world });
        events.push(Event::Moved { seat: 0, to: Place::World { world, second: false } });
    }
    for street in count(data::NEIGHBOURHOODS.len()) {
        events.push(Event::Moved { seat: 0, to: Place::Street(street) });
    }
    for kind in count(data::MONSTERS.len()) {
        events.push(Event::MonsterKilled { seat: 0, kind });
        for &place in &places {
            events.push(Event::MonsterAppeared { kind, place });
            events.push(Event::MonsterMoved { kind, to: place });
        }
    }
    for card in count(data::CARDS.len()) {
        events.push(Event::Gained { seat: 0, card });
        events.push(Event::Lost { seat: 1, card });
    }
    for insane in [false, true] {
        events.push(Event::KnockedOut { seat: 0, insane });
    }
    events.push(Event::Devoured(1));
    for what in [StatKind::Money, StatKind::Clues, StatKind::Stamina, StatKind::Sanity] {
        events.push(Event::Stat { seat: 0, what, value: 2 });
    }
    let endings = [
        Ending::ClosedGates,
        Ending::ElderSigns,
        Ending::Defeated,
        Ending::Devoured,
        Ending::Destroyed,
        Ending::TimeOut,
    ];
    events.extend(endings.map(Event::Ended));
    events
}

fn new_game(players: u8, ancient_one: &str) -> State {
    let options = Options::players(players).with("ancient-one", ancient_one);
    let config = ArkhamHorror::config(&options).expect("the options are valid");
    ArkhamHorror::setup(&config, 1).expect("the game sets up")
}

#[test]
fn every_kind_of_event_reads_in_russian() {
    let content = content_texts();
    for ancient_one in ANCIENT_ONES {
        let state = new_game(2, ancient_one);
        let events = every_event();
        let mut kinds = [false; 22];
        for event in &events {
            kinds[kind(event)] = true;
            let en = ArkhamHorror::describe_event(&state, event, Lang::En);
            let ru = ArkhamHorror::describe_event(&state, event, Lang::Ru);
            assert!(!en.is_empty() && !ru.is_empty());
            check_russian(&ru, &content);
        }
        assert!(kinds.iter().all(|k| *k), "a kind of event is missing: {kinds:?}");
    }
}

/// Every effect of the content, nested ones included.
fn every_effect() -> Vec<&'static Effect> {
    let mut lists: Vec<&'static [Effect]> = Vec::new();
    for card in data::CARDS {
        lists.extend([card.on_use, card.on_gain, card.upkeep]);
    }
    lists.extend(data::LOCATION_CARDS.iter().flat_map(|c| c.encounters.iter().map(|e| e.effects)));
    lists.extend(data::GATE_CARDS.iter().flat_map(|c| c.encounters.iter().map(|e| e.effects)));
    lists.extend(data::MYTHOS.iter().map(|m| m.effects));
    lists.extend(data::ANCIENT_ONES.iter().filter_map(|a| a.attack).map(|a| a.fail));
    let mut effects = Vec::new();
    while let Some(list) = lists.pop() {
        for effect in list {
            effects.push(effect);
            lists.extend(effect.nested());
        }
    }
    effects
}

#[test]
fn every_choice_of_the_content_reads_in_russian() {
    let content = content_texts();
    let mut options = 0;
    for effect in every_effect() {
        let Effect::Choose(list) = effect else { continue };
        let mut state = new_game(1, "cthulhu");
        state.set_turn(Phase::ArkhamEncounters, 0);
        state.investigator_mut(0).clues = 5;
        state.investigator_mut(0).money = 5;
        state.resolve_effects(0, std::slice::from_ref(effect));
        if !matches!(state.pending(), Some((0, Pending::Choose(Choice::Options(_))))) {
            continue;
        }
        for n in 0..list.len() {
            let action = Action::Choose(u8::try_from(n).expect("a few options"));
            let en = ArkhamHorror::describe_action(&state, &action, Lang::En);
            let ru = ArkhamHorror::describe_action(&state, &action, Lang::Ru);
            assert!(en.starts_with("option "), "{en}");
            assert!(ru.starts_with("вариант "), "{ru}");
            check_russian(&ru, &content);
            options += 1;
        }
    }
    assert!(options >= 10, "only {options} options described");
}

/// The decisions left after resolving `effects` for seat 0 at the start of a game, in Russian.
fn russian_choices(effects: &'static [Effect]) -> Vec<String> {
    let mut state = new_game(1, "cthulhu");
    state.set_turn(Phase::ArkhamEncounters, 0);
    state.resolve_effects(0, effects);
    let mut actions = Vec::new();
    ArkhamHorror::legal_actions(&state, Seat(0), &mut actions);
    actions.iter().map(|a| ArkhamHorror::describe_action(&state, a, Lang::Ru)).collect()
}

#[test]
fn russian_numbers_agree_with_their_nouns() {
    let state = new_game(1, "cthulhu");
    let check = |dice| Event::Check { seat: 0, dice, successes: 0, need: 1, passed: false };
    let dice: Vec<String> =
        [1, 2, 5].into_iter().map(|n| ArkhamHorror::describe_event(&state, &check(n), Lang::Ru)).collect();
    assert!(dice[0].contains(": 1 кубик,"), "{}", dice[0]);
    assert!(dice[1].contains(": 2 кубика,"), "{}", dice[1]);
    assert!(dice[2].contains(": 5 кубиков,"), "{}", dice[2]);
    assert!(ArkhamHorror::describe_event(&state, &check(2), Lang::En).contains(": 2 dice,"));

    let mut view = ArkhamHorror::view(&state, Seat(0));
    for (clues, want) in [(1, " 1 улика "), (2, " 2 улики "), (5, " 5 улик "), (21, " 21 улика ")]
    {
        view.investigators[0].clues = clues;
        let screen = ArkhamHorror::render_view(&view, Lang::Ru);
        assert!(screen.contains(want), "{want:?} in {screen}");
        assert!(ArkhamHorror::render_view(&view, Lang::En).contains(&format!(" clues {clues} ")));
    }

    const SPLIT: &[Effect] = &[Effect::Split(5)];
    let split = russian_choices(SPLIT);
    for want in [
        "0 здоровья и 5 рассудка",
        "1 здоровье и 4 рассудка",
        "2 здоровья и 3 рассудка",
        "4 здоровья и 1 рассудок",
    ] {
        assert!(split.contains(&want.to_owned()), "{want:?} in {split:?}");
    }

    const CLUES: &[Effect] = &[Effect::Choose(&[
        &[Effect::Clues(1)],
        &[Effect::Clues(2)],
        &[Effect::Clues(5)],
        &[Effect::Sanity(-2)],
    ])];
    assert_eq!(
        russian_choices(CLUES),
        ["вариант 1: +1 улика", "вариант 2: +2 улики", "вариант 3: +5 улик", "вариант 4: -2 рассудка"]
    );
}

#[test]
fn russian_names_the_board_in_the_rulebook_s_words() {
    let state = new_game(2, "cthulhu");
    let screen = ArkhamHorror::render_view(&ArkhamHorror::view(&state, Seat(0)), Lang::Ru);
    assert!(screen.starts_with("Раунд 1 · "), "{screen}");
    assert!(screen.contains("Ктулху: безысходность "), "{screen}");
    assert!(screen.contains(" рассудок ") && screen.contains(" здоровье "), "{screen}");
    let moved = |to| ArkhamHorror::describe_event(&state, &Event::Moved { seat: 0, to }, Lang::Ru);
    assert!(moved(testing::street("rivertown")).ends_with("перемещается: улица (Ривертаун)"));
    assert!(moved(testing::location("woods")).ends_with("перемещается: леса"));
    assert!(
        moved(Place::World { world: testing::world("yuggoth"), second: true })
            .ends_with(": Юггот (вторая зона)")
    );
    assert_eq!(
        ArkhamHorror::describe_event(&state, &Event::Ended(Ending::Destroyed), Lang::Ru),
        "игра окончена: Древний пробудился и уничтожил мир"
    );
    assert_eq!(ArkhamHorror::languages(), [Lang::En, Lang::Ru]);
}
