//! The replay corpus: recorded games of every game crate, replayed to their stored transcripts.
//!
//! Each fixture is a replay (`tests/corpus/<game>/<name>.json`, the format `tabletop record`
//! writes) beside its transcript (`<name>.txt`: every step's action and events in English, then
//! the outcome). A refactor must replay every fixture to the same transcript; a deliberate rules
//! or content change regenerates the fixtures of its game and says so in its commit.
//!
//! - `CORPUS_UPDATE=1 cargo test -p tabletop-cli --test corpus` rewrites the transcripts from the
//!   stored replays (after a deliberate behaviour change), and the replays in today's wire format
//!   (the test fails while a fixture is stored in an older one).
//! - `CORPUS_RECORD=1 cargo test -p tabletop-cli --test corpus` records the replays anew with
//!   bots, then writes their transcripts.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;
use tabletop_core::bot::{Bot, make_bot};
use tabletop_core::game::Options;
use tabletop_core::playout;
use tabletop_core::replay::{Replay, run_replay};
use tabletop_core::{Game, Lang};

/// One recorded configuration: a file name, the options, the seed and the bot of each seat.
struct Fixture {
    name: String,
    options: Options,
    seed: u64,
    bots: Vec<&'static str>,
}

fn fixture(name: &str, players: u8, values: &[(&str, &str)], seed: u64, bots: &[&'static str]) -> Fixture {
    let mut options = Options::players(players);
    for (key, value) in values {
        options = options.with(key, value);
    }
    let bots = (0..usize::from(players)).map(|seat| bots[seat % bots.len()]).collect();
    Fixture { name: name.to_owned(), options, seed, bots }
}

fn corpus_dir(game: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus").join(game)
}

/// The transcript of a replay: each step's action (described in the state before it) and events.
fn transcript<G: Game>(replay: &Replay<G::Action>) -> Result<String, String> {
    let config = G::config(&replay.options).map_err(|e| format!("setup: {e}"))?;
    let mut before = G::setup(&config, replay.seed).map_err(|e| format!("setup: {e}"))?;
    let mut text = String::new();
    let last = run_replay::<G>(replay, |index, state, step, events| {
        let _ =
            writeln!(text, "{index} {}: {}", step.seat, G::describe_action(&before, &step.action, Lang::En));
        for event in events {
            let _ = writeln!(text, "  {}", G::describe_event(state, event, Lang::En));
        }
        before = state.clone();
    })
    .map_err(|e| e.to_string())?;
    let _ = writeln!(text, "outcome: {:?}", G::outcome(&last));
    Ok(text)
}

/// The replay with each step's action as the game lists it now. An action read from an older
/// form that a state must interpret (an Eldritch answer stored as a bare number) becomes the
/// listed action that plays the same: same state after it, same description.
fn listed_form<G: Game>(replay: &Replay<G::Action>) -> Result<Replay<G::Action>, String> {
    let config = G::config(&replay.options).map_err(|e| format!("setup: {e}"))?;
    let mut before = G::setup(&config, replay.seed).map_err(|e| format!("setup: {e}"))?;
    let mut steps = Vec::with_capacity(replay.steps.len());
    let mut legal = Vec::new();
    run_replay::<G>(replay, |index, state, step, _| {
        legal.clear();
        G::legal_actions(&before, step.seat, &mut legal);
        let mut listed = step.clone();
        if !legal.contains(&step.action) {
            let said = G::describe_action(&before, &step.action, Lang::En);
            let plays_same = |action: &G::Action| {
                let mut after = before.clone();
                G::apply(&mut after, step.seat, action, &mut Vec::new()).is_ok()
                    && after == *state
                    && G::describe_action(&before, action, Lang::En) == said
            };
            match legal.iter().find(|action| plays_same(action)) {
                Some(action) => listed.action = action.clone(),
                None => panic!("step {index}: no listed action plays as {:?}", step.action),
            }
        }
        steps.push(listed);
        before = state.clone();
    })
    .map_err(|e| e.to_string())?;
    Ok(Replay { steps, ..replay.clone() })
}

fn record<G: Game>(fixture: &Fixture) -> Replay<G::Action> {
    let mut bots: Vec<Box<dyn Bot<G>>> = fixture
        .bots
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let seed = fixture.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(seat as u64 + 1);
            make_bot::<G>(name, seed).expect("a known bot")
        })
        .collect();
    let playout = playout::play::<G>(&fixture.options, fixture.seed, &mut bots, 1_000_000, true)
        .unwrap_or_else(|e| panic!("{}: {e}", fixture.name));
    playout.replay.expect("recording was asked for")
}

/// Replays every fixture of `G` and compares (or, when asked, rewrites) its transcript.
fn check_corpus<G: Game>(fixtures: &[Fixture])
where
    G::Action: Serialize + DeserializeOwned,
{
    let dir = corpus_dir(G::ID);
    let record_all = std::env::var_os("CORPUS_RECORD").is_some();
    let update = record_all || std::env::var_os("CORPUS_UPDATE").is_some();
    if record_all {
        std::fs::create_dir_all(&dir).expect("the corpus folder can be made");
        for fixture in fixtures {
            let replay = record::<G>(fixture);
            let json = serde_json::to_string(&replay).expect("a replay serializes");
            std::fs::write(dir.join(format!("{}.json", fixture.name)), json + "\n").expect("write");
        }
    }
    let mut failures = Vec::new();
    let mut count = 0;
    for fixture in fixtures {
        let json_path = dir.join(format!("{}.json", fixture.name));
        let text_path = dir.join(format!("{}.txt", fixture.name));
        let json = std::fs::read_to_string(&json_path)
            .unwrap_or_else(|e| panic!("{}: {e} (record with CORPUS_RECORD=1)", json_path.display()));
        let replay: Replay<G::Action> =
            serde_json::from_str(&json).unwrap_or_else(|e| panic!("{}: {e}", json_path.display()));
        let got = match transcript::<G>(&replay) {
            Ok(got) => got,
            Err(e) => {
                failures.push(format!("{}: does not replay: {e}", json_path.display()));
                continue;
            }
        };
        count += 1;
        // The fixture must be stored in today's wire format (content ids, not table positions),
        // each action as the game lists it.
        let listed = listed_form::<G>(&replay).unwrap_or_else(|e| panic!("{}: {e}", json_path.display()));
        let now_json = serde_json::to_string(&listed).expect("a replay serializes") + "\n";
        if update {
            std::fs::write(&json_path, &now_json).expect("write");
            std::fs::write(&text_path, &got).expect("write");
            continue;
        }
        if now_json != json {
            failures.push(format!(
                "{}: stored in an older wire format; rewrite it with CORPUS_UPDATE=1",
                json_path.display()
            ));
        }
        let want = std::fs::read_to_string(&text_path).unwrap_or_default();
        if got != want {
            let line = got.lines().zip(want.lines()).position(|(a, b)| a != b);
            let detail = match line {
                Some(n) => format!(
                    "first difference at line {}:\n  now:    {}\n  stored: {}",
                    n + 1,
                    got.lines().nth(n).unwrap_or(""),
                    want.lines().nth(n).unwrap_or("")
                ),
                None => format!(
                    "lengths differ: {} lines now, {} stored",
                    got.lines().count(),
                    want.lines().count()
                ),
            };
            failures.push(format!("{}: transcript changed; {detail}", text_path.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} {} fixtures failed:\n{}",
        failures.len(),
        fixtures.len(),
        G::ID,
        failures.join("\n")
    );
    assert_eq!(count, fixtures.len());
}

#[test]
fn arnak_corpus_replays_to_its_transcripts() {
    let mut fixtures = Vec::new();
    for players in 1..=4u8 {
        for side in ["bird", "snake"] {
            for (n, seed) in [11u64, 12, 13].into_iter().enumerate() {
                let bots: &[&str] = if n == 0 { &["random"] } else { &["greedy", "random"] };
                let seed = seed + u64::from(players) * 100;
                fixtures.push(fixture(
                    &format!("p{players}-{side}-{n}"),
                    players,
                    &[("side", side)],
                    seed,
                    bots,
                ));
            }
        }
    }
    for difficulty in 1..=5u8 {
        let d = difficulty.to_string();
        fixtures.push(fixture(
            &format!("solo-d{d}"),
            1,
            &[("difficulty", &d)],
            500 + u64::from(difficulty),
            &["greedy"],
        ));
    }
    fixtures.push(fixture("solo-snake-d3", 1, &[("side", "snake"), ("difficulty", "3")], 511, &["random"]));
    check_corpus::<arnak::Arnak>(&fixtures);
}

#[test]
fn evil_priest_corpus_replays_to_its_transcripts() {
    let cults = ["cthulhu", "black-goat", "crawling-chaos", "opener", "sleeper", "tcho-tcho"];
    let mut fixtures = Vec::new();
    for players in 2..=5u8 {
        for expansion in ["none", "blood-ceremony"] {
            for n in 0..3u64 {
                let seed = 1000 + u64::from(players) * 10 + n;
                let bots: &[&str] = if n == 0 { &["random"] } else { &["greedy", "random", "random"] };
                fixtures.push(fixture(
                    &format!("p{players}-{expansion}-{n}"),
                    players,
                    &[("expansion", expansion)],
                    seed,
                    bots,
                ));
            }
        }
    }
    for (i, cult) in cults.iter().enumerate() {
        let players = 2 + (i % 4) as u8;
        fixtures.push(fixture(
            &format!("cult-{cult}"),
            players,
            &[("expansion", "blood-ceremony"), ("cult", cult)],
            2000 + i as u64,
            &["greedy", "random"],
        ));
    }
    fixtures.push(fixture("p3-max-rounds-5", 3, &[("max-rounds", "5")], 3001, &["random"]));
    check_corpus::<evil_priest::EvilPriest>(&fixtures);
}

#[test]
fn eldritch_corpus_replays_to_its_transcripts() {
    let ancients = ["azathoth", "cthulhu", "shub-niggurath", "yog-sothoth"];
    let mut fixtures = Vec::new();
    for players in 1..=8u8 {
        for (i, ancient) in ancients.iter().enumerate() {
            let seed = 4000 + u64::from(players) * 10 + i as u64;
            let bots: &[&str] = if i % 2 == 0 { &["random"] } else { &["greedy", "random"] };
            fixtures.push(fixture(
                &format!("p{players}-{ancient}"),
                players,
                &[("ancient-one", ancient)],
                seed,
                bots,
            ));
        }
    }
    fixtures.push(fixture("p2-easy", 2, &[("mythos", "easy")], 4901, &["random"]));
    fixtures.push(fixture(
        "p3-hard-rumor",
        3,
        &[("mythos", "hard"), ("starting-rumor", "yes")],
        4902,
        &["random"],
    ));
    fixtures.push(fixture("p4-rumor-greedy", 4, &[("starting-rumor", "yes")], 4903, &["greedy"]));
    fixtures.push(fixture(
        "p2-picked",
        2,
        &[("investigators", "lily-chen,akachi-onyele")],
        4904,
        &["random"],
    ));
    check_corpus::<eldritch::Eldritch>(&fixtures);
}

/// A save in an older wire form (`legacy`, containing `old_marker`) loads and replays to the same
/// game as the corpus fixture `today` (containing `new_marker`), recorded from the same seed.
fn legacy_replays_like_today<G: Game>(legacy: &str, today: &str, old_marker: &str, new_marker: &str)
where
    G::Action: DeserializeOwned,
{
    let legacy_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/legacy").join(legacy);
    let legacy = std::fs::read_to_string(&legacy_path).expect("the legacy fixture is readable");
    assert!(legacy.contains(old_marker), "the fixture is in the old form");
    let legacy: Replay<G::Action> = serde_json::from_str(&legacy).expect("an old save still loads");
    let today_path = corpus_dir(G::ID).join(today);
    let today = std::fs::read_to_string(&today_path).expect("the corpus fixture is readable");
    assert!(today.contains(new_marker), "the corpus is stored in today's form");
    assert!(!today.contains(old_marker), "the corpus is not in the old form");
    let today: Replay<G::Action> = serde_json::from_str(&today).expect("today's form loads");
    assert_eq!(legacy.steps.len(), today.steps.len());
    assert_eq!(transcript::<G>(&legacy), transcript::<G>(&today), "the same game");
}

/// Evil High Priest saves written before its JSON names became snake_case (`{"Place":…}`,
/// `"Acolyte"`) still load, and replay to the same game as today's form of the same replay.
#[test]
fn evil_priest_saves_with_pascal_case_actions_still_replay() {
    legacy_replays_like_today::<evil_priest::EvilPriest>(
        "evil-priest-pascal-case.json",
        "cult-black-goat.json",
        "{\"Place\":",
        "{\"place\":",
    );
}

/// Eldritch Horror saves written when actions named cards, investigators, Mythos cards and
/// locations by table position (`{"UseCard":515}`, `{"Sail":31}`) and answered a card's question
/// with a bare number (`{"Pick":0}`) still load, and replay to the same game as today's form,
/// which names them by content id (`{"use_card":"spell/…"}`) and says what an answer is
/// (`{"pick":{"card":"spell/…"}}`, `{"pick":"pay"}`).
#[test]
fn eldritch_saves_with_table_positions_still_replay() {
    legacy_replays_like_today::<eldritch::Eldritch>(
        "eldritch-table-positions.json",
        "p8-azathoth.json",
        "{\"UseCard\":",
        "{\"use_card\":\"",
    );
    legacy_replays_like_today::<eldritch::Eldritch>(
        "eldritch-table-positions.json",
        "p8-azathoth.json",
        "{\"Pick\":0}",
        "{\"pick\":{\"card\":\"",
    );
}

#[test]
fn arkham_2e_corpus_replays_to_its_transcripts() {
    let ancient_ones =
        ["azathoth", "cthulhu", "hastur", "ithaqua", "nyarlathotep", "shub-niggurath", "yig", "yog-sothoth"];
    let mut fixtures = Vec::new();
    for players in 1..=8u8 {
        let ancient_one = ancient_ones[usize::from(players - 1)];
        for (n, bots) in [&["random"][..], &["greedy", "random"][..]].into_iter().enumerate() {
            let seed = 700 + u64::from(players) * 10 + n as u64;
            fixtures.push(fixture(
                &format!("p{players}-{ancient_one}-{n}"),
                players,
                &[("ancient-one", ancient_one)],
                seed,
                bots,
            ));
        }
    }
    check_corpus::<arkham_2e::ArkhamHorror>(&fixtures);
}

#[test]
fn arkham_lcg_corpus_replays_to_its_transcripts() {
    let scenarios = ["the-gathering", "the-midnight-masks", "the-devourer-below", "campaign"];
    let mut fixtures = Vec::new();
    for players in 1..=4u8 {
        for (n, scenario) in scenarios.into_iter().enumerate() {
            let bots: &[&str] = if n % 2 == 0 { &["random"] } else { &["greedy", "random"] };
            let seed = 900 + u64::from(players) * 10 + n as u64;
            fixtures.push(fixture(
                &format!("p{players}-{scenario}"),
                players,
                &[("scenario", scenario)],
                seed,
                bots,
            ));
        }
    }
    check_corpus::<arkham_lcg::ArkhamLcg>(&fixtures);
}
