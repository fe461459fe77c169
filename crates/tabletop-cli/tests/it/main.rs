//! End-to-end tests of the `tabletop` binary, as a user or a script runs it.

mod deck_files;
mod play;

use std::io::{Read as _, Write as _};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn tabletop(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabletop")).args(args).output().expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn temp_path(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabletop-cli-it-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

#[test]
fn games_lists_arnak_with_its_options() {
    let output = tabletop(&["games"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("arnak"), "{text}");
    assert!(text.contains("side="), "{text}");
}

#[test]
fn unknown_game_is_a_clear_error() {
    let output = tabletop(&["simulate", "chess", "--games", "1"]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("unknown game `chess`"), "{}", stderr(&output));
}

#[test]
fn bad_player_count_names_the_field() {
    let output = tabletop(&["simulate", "arnak", "--games", "1", "--players", "9"]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("players"), "{}", stderr(&output));
}

#[test]
fn record_then_replay_twice_gives_the_same_state_hash() {
    let path = temp_path("record.json");
    let path_text = path.to_str().expect("utf-8 temp path");
    let output = tabletop(&["record", "arnak", "--seed", "7", "--players", "2", "--out", path_text]);
    assert!(output.status.success(), "{}", stderr(&output));

    let first = tabletop(&["replay", path_text]);
    let second = tabletop(&["replay", path_text]);
    assert!(first.status.success(), "{}", stderr(&first));
    let hash = |text: &str| text.lines().rev().find(|l| l.starts_with("state-hash: ")).map(str::to_owned);
    let (a, b) = (hash(&stdout(&first)), hash(&stdout(&second)));
    assert!(a.is_some(), "no state-hash line in:\n{}", stdout(&first));
    assert_eq!(a, b);
    assert!(stdout(&first).contains("outcome:"), "{}", stdout(&first));

    // Recording the same seed again gives the same replay, byte for byte.
    let again = temp_path("record-again.json");
    let again_text = again.to_str().expect("utf-8 temp path");
    let output = tabletop(&["record", "arnak", "--seed", "7", "--players", "2", "--out", again_text]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(std::fs::read(&path).expect("first"), std::fs::read(&again).expect("second"));
}

#[test]
fn corrupt_and_foreign_replays_are_refused_with_reasons() {
    let path = temp_path("good.json");
    let path_text = path.to_str().expect("utf-8 temp path");
    let output = tabletop(&["record", "arnak", "--seed", "3", "--out", path_text]);
    assert!(output.status.success(), "{}", stderr(&output));
    let good = std::fs::read_to_string(&path).expect("replay written");

    let truncated = temp_path("truncated.json");
    std::fs::write(&truncated, &good[..good.len() / 2]).expect("write");
    let output = tabletop(&["replay", truncated.to_str().expect("utf-8")]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("line"), "{}", stderr(&output));

    let foreign = temp_path("foreign.json");
    std::fs::write(&foreign, good.replacen("\"arnak\"", "\"chess\"", 1)).expect("write");
    let output = tabletop(&["replay", foreign.to_str().expect("utf-8")]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("unknown game `chess`"), "{}", stderr(&output));

    let newer = temp_path("newer.json");
    std::fs::write(&newer, good.replacen("\"format\": 1", "\"format\": 99", 1)).expect("write");
    let output = tabletop(&["replay", newer.to_str().expect("utf-8")]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("format 99 is newer"), "{}", stderr(&output));

    // Swapping two steps makes one of them illegal: the error names the step.
    let mut value: serde_json::Value = serde_json::from_str(&good).expect("json");
    let steps = value["steps"].as_array_mut().expect("steps");
    let moved = steps.remove(1);
    steps.insert(5, moved);
    let shuffled = temp_path("shuffled.json");
    std::fs::write(&shuffled, value.to_string()).expect("write");
    let output = tabletop(&["replay", shuffled.to_str().expect("utf-8")]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("step "), "{}", stderr(&output));
}

#[test]
fn simulate_json_reports_the_promised_fields() {
    let output = tabletop(&["simulate", "arnak", "--games", "20", "--bot", "greedy,random", "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!(value["game"], "arnak");
    assert_eq!(value["games"], 20);
    assert_eq!(value["errors"], 0);
    assert!(value["playouts_per_second"].as_f64().expect("number") > 0.0);
    assert!(value["mean_actions_per_game"].as_f64().expect("number") > 10.0);
    let rates = value["seat_win_rate"].as_array().expect("list");
    assert_eq!(rates.len(), 2);
    let total: f64 = rates.iter().map(|r| r.as_f64().expect("number")).sum();
    assert!((total - 1.0).abs() < 1e-9, "win shares add up to one game each: {total}");
    assert_eq!(value["mean_score_by_seat"].as_array().expect("list").len(), 2);
}

#[test]
fn simulate_every_player_count_and_side() {
    for players in ["1", "2", "3", "4"] {
        for side in ["side=bird", "side=snake"] {
            let output =
                tabletop(&["simulate", "arnak", "--games", "5", "--players", players, "--opt", side]);
            assert!(output.status.success(), "{players} players, {side}: {}", stderr(&output));
        }
    }
}

#[test]
fn a_person_can_play_a_whole_game_in_the_terminal() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(["play", "arnak", "--seed", "5", "--players", "2", "--humans", "0", "--bot", "random"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        // Always the first listed action; a few unknown inputs on the way must not end the game.
        let _ = stdin.write_all(b"x\n0\nv\n");
        for _ in 0..5000 {
            if stdin.write_all(b"1\n").is_err() {
                break;
            }
        }
    }
    let output = child.wait_with_output().expect("wait");
    let text = stdout(&output);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(text.contains("is not a choice"), "bad input gets an explanation");
    assert!(
        text.contains("Game over"),
        "the game reaches its end: {}",
        &text[text.len().saturating_sub(2000)..]
    );
}

#[test]
fn russian_play_uses_russian_names() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(["play", "arnak", "--seed", "5", "--lang", "ru"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn");
    drop(child.stdin.take());
    let output = child.wait_with_output().expect("wait");
    let text = stdout(&output);
    assert!(output.status.success());
    assert!(text.chars().any(|c| ('а'..='я').contains(&c)), "some Russian text in: {text}");
}

/// Every registered game, with the seat counts its rules allow.
const GAMES: &[(&str, &[&str])] = &[
    ("arnak", &["1", "2", "3", "4"]),
    ("evil-priest", &["2", "3", "4", "5"]),
    ("eldritch", &["1", "2", "3", "4", "5", "6", "7", "8"]),
];

#[test]
fn every_game_is_listed() {
    let text = stdout(&tabletop(&["games"]));
    for (game, _) in GAMES {
        assert!(text.lines().any(|l| l.starts_with(game)), "{game} missing from:\n{text}");
    }
}

#[test]
fn every_game_replays_to_the_same_state_hash() {
    for (game, counts) in GAMES {
        let players = counts[counts.len() / 2];
        let path = temp_path(&format!("{game}.json"));
        let path_text = path.to_str().expect("utf-8 temp path");
        let output = tabletop(&["record", game, "--seed", "11", "--players", players, "--out", path_text]);
        assert!(output.status.success(), "{game}: {}", stderr(&output));
        let hash = |output: &Output| {
            assert!(output.status.success(), "{game}: {}", stderr(output));
            stdout(output).lines().rev().find(|l| l.starts_with("state-hash: ")).map(str::to_owned)
        };
        let first = hash(&tabletop(&["replay", path_text]));
        assert!(first.is_some(), "{game}: no state-hash line");
        assert_eq!(first, hash(&tabletop(&["replay", path_text])), "{game}");
        let json = tabletop(&["replay", path_text, "--json"]);
        assert!(json.status.success(), "{game}: {}", stderr(&json));
        let last = stdout(&json).lines().last().map(serde_json::from_str::<serde_json::Value>);
        let json_hash = last.and_then(Result::ok).and_then(|v| v["state_hash"].as_str().map(str::to_owned));
        assert_eq!(first, json_hash.map(|h| format!("state-hash: {h}")), "{game}: --json");
    }
}

#[test]
fn every_game_simulates_every_player_count_without_errors() {
    for (game, counts) in GAMES {
        for players in *counts {
            let output = tabletop(&["simulate", game, "--games", "3", "--players", players, "--json"]);
            assert!(output.status.success(), "{game}, {players} players: {}", stderr(&output));
            let value: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("JSON");
            assert_eq!(value["errors"], 0, "{game}, {players} players");
        }
    }
}

#[test]
fn cooperative_games_report_a_win_rate() {
    let output = tabletop(&["simulate", "eldritch", "--games", "4", "--players", "2", "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("JSON");
    let rate = value["win_rate"].as_f64().expect("win_rate for a co-operative game");
    assert!((0.0..=1.0).contains(&rate));
    assert!(value.get("seat_win_rate").is_none(), "no seat ranking in a co-operative game");
}

/// Plays `game` as people in every seat, always answering `1`, and returns the transcript.
fn play_as_people(game: &str, players: &str, extra: &[&str]) -> String {
    let humans: Vec<String> = (0..players.parse::<u8>().expect("count")).map(|s| s.to_string()).collect();
    let humans = humans.join(",");
    let mut args = vec!["play", game, "--seed", "9", "--players", players, "--humans", &humans];
    args.extend_from_slice(extra);
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        for _ in 0..200_000 {
            if stdin.write_all(b"1\n").is_err() {
                break;
            }
        }
    });
    let output = child.wait_with_output().expect("wait");
    writer.join().expect("writer");
    assert!(output.status.success(), "{game}: {}", stderr(&output));
    stdout(&output)
}

#[test]
fn people_play_evil_priest_to_the_end_in_russian() {
    let text = play_as_people("evil-priest", "3", &["--lang", "ru", "--opt", "max-rounds=6"]);
    assert!(text.contains("Game over"), "{}", &text[text.len().saturating_sub(2000)..]);
    assert!(text.chars().any(|c| ('а'..='я').contains(&c)), "Russian text expected");
}

#[test]
fn people_play_eldritch_to_the_end_in_ukrainian() {
    let text = play_as_people("eldritch", "2", &["--lang", "uk"]);
    assert!(text.contains("Game over"), "{}", &text[text.len().saturating_sub(2000)..]);
    assert!(text.chars().any(|c| "іїєґ".contains(c)), "Ukrainian letters expected");
}

/// Issue 10: a refused step is explained in the language asked for, under the same stable code.
#[test]
fn a_refused_step_is_explained_in_ukrainian() {
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/eldritch/p1-azathoth.json");
    let good = std::fs::read_to_string(corpus).expect("a corpus replay");
    let mut value: serde_json::Value = serde_json::from_str(&good).expect("json");
    // The first decision is in the Action phase, where an encounter is not allowed yet.
    value["steps"][0]["action"] = serde_json::json!({ "encounter": "general" });
    let bad = temp_path("refused-eldritch.json");
    std::fs::write(&bad, value.to_string()).expect("write");
    let bad = bad.to_str().expect("utf-8 temp path");

    let output = tabletop(&["replay", bad, "--lang", "uk"]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("step 0 (seat 0): зараз так не можна: Загальна зустріч"),
        "{}",
        stderr(&output)
    );
    let output = tabletop(&["replay", bad]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("step 0 (seat 0): General encounter is not allowed now"),
        "{}",
        stderr(&output)
    );
}

/// Runs the binary with `args`, killing it after `seconds`; `None` if it had to be killed.
fn tabletop_within(args: &[&str], seconds: u64) -> Option<Output> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    for _ in 0..seconds * 10 {
        if child.try_wait().expect("wait").is_some() {
            return Some(child.wait_with_output().expect("output"));
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

#[test]
fn bench_refuses_endless_or_meaningless_durations() {
    for seconds in ["nan", "-1", "inf", "1e308", "86401"] {
        let output = tabletop_within(&["bench", "arnak", &format!("--seconds={seconds}")], 60)
            .unwrap_or_else(|| panic!("--seconds {seconds} ran for a minute"));
        assert!(!output.status.success(), "--seconds {seconds} was accepted");
        assert!(stderr(&output).contains(&format!("--seconds {seconds}:")), "{}", stderr(&output));
        assert!(stderr(&output).contains("expected a number of seconds"), "{}", stderr(&output));
    }
}

#[test]
fn play_takes_one_bot_per_seat_like_simulate() {
    let output =
        tabletop(&["play", "arnak", "--seed", "5", "--players", "3", "--bot", "greedy,random,first"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("Player 2 (random bot), Player 3 (first bot)"), "{text}");
    let output = tabletop(&["play", "arnak", "--players", "3", "--bot", "greedy,random"]);
    assert!(stderr(&output).contains("one per seat (3 seats)"), "{}", stderr(&output));
}

#[test]
fn games_names_exactly_the_evil_priest_cults_that_need_the_expansion() {
    let listing = stdout(&tabletop(&["games"]));
    let values_line = listing.lines().find(|l| l.contains("--opt cult=")).expect("the cult option");
    let help = listing.lines().skip_while(|l| *l != values_line).nth(1).expect("its help line");
    let values = values_line.split_once("cult=").expect("values").1.trim();
    for cult in values.split('|').filter(|c| *c != "random") {
        let output = tabletop(&["simulate", "evil-priest", "--games", "1", "--opt", &format!("cult={cult}")]);
        let needs_expansion = stderr(&output).contains("needs expansion=");
        let named = help.split(|c: char| !(c.is_alphanumeric() || c == '-')).any(|word| word == cult);
        assert_eq!(
            named,
            needs_expansion,
            "{cult}: help says `{help}`; without the expansion: {}",
            stderr(&output)
        );
    }
}

#[test]
fn games_says_how_much_of_evil_high_priest_is_designed() {
    let listing = stdout(&tabletop(&["games"]));
    let note = <evil_priest::EvilPriest as tabletop_core::Game>::content_note().expect("a note");
    assert!(note.contains(" of ") && note.contains("designed stand-ins"), "{note}");
    let evil_priest = listing.split("evil-priest ").nth(1).expect("Evil High Priest is listed");
    assert_eq!(evil_priest.lines().nth(1), Some(format!("    {note}").as_str()), "{listing}");
}

#[test]
fn a_line_that_is_not_utf8_is_asked_again() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(["play", "arnak", "--seed", "5", "--bot", "random"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(b"\xff\xfe 1\n");
        for _ in 0..5000 {
            if stdin.write_all(b"1\n").is_err() {
                break;
            }
        }
    });
    let output = child.wait_with_output().expect("wait");
    writer.join().expect("writer");
    let text = stdout(&output);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(text.contains("not UTF-8 text"), "{}", &text[..text.len().min(3000)]);
    assert!(text.contains("Game over"), "the game goes on to its end");
}

#[test]
fn duplicate_people_and_zero_threads_are_refused() {
    let output = tabletop(&["play", "arnak", "--humans", "0,0"]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("seat 0 is given twice"), "{}", stderr(&output));
    let output = tabletop(&["simulate", "arnak", "--games", "1", "--threads", "0"]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("--threads 0"), "{}", stderr(&output));
}

#[test]
fn languages_are_listed_and_others_refused() {
    let listing = stdout(&tabletop(&["games"]));
    assert!(listing.contains("--lang en|ru"), "{listing}");
    assert!(listing.contains("--lang en|uk"), "{listing}");
    let output = tabletop(&["play", "arnak", "--lang", "uk"]);
    assert!(!output.status.success(), "Arnak has no Ukrainian texts: {}", stdout(&output));
    assert!(stderr(&output).contains("Lost Ruins of Arnak is played in en, ru"), "{}", stderr(&output));
}

/// A recorded game of the `players` given (the game's smallest count if empty), with seed 4.
fn recorded(name: &str, game: &str, players: &str) -> PathBuf {
    let path = temp_path(name);
    let mut args = vec!["record", game, "--seed", "4", "--out", path.to_str().expect("utf-8")];
    if !players.is_empty() {
        args.extend(["--players", players]);
    }
    let output = tabletop(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    path
}

#[test]
fn replay_into_a_closed_pipe_ends_quietly() {
    let path = recorded("pipe.json", "evil-priest", "5");
    let full = tabletop(&["replay", path.to_str().expect("utf-8"), "--json"]);
    // Linux pipes buffer 64 KiB: a longer transcript meets the closed pipe.
    assert!(full.stdout.len() > 70_000, "the transcript must outgrow a pipe buffer: {}", full.stdout.len());
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(["replay", path.to_str().expect("utf-8"), "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut head = [0u8; 100];
    child.stdout.take().expect("stdout").read_exact(&mut head).expect("some output");
    // The reader goes away, as `head` does.
    let output = child.wait_with_output().expect("wait");
    assert_eq!(stderr(&output), "");
    assert!(output.status.success());
}

#[test]
fn replay_files_are_checked_before_their_steps() {
    let path = recorded("checked.json", "arnak", "");
    let good = std::fs::read_to_string(&path).expect("replay");
    let check = |name: &str, text: &str| {
        let file = temp_path(name);
        std::fs::write(&file, text).expect("write");
        let output = tabletop(&["replay", file.to_str().expect("utf-8")]);
        (output.status.success(), stderr(&output), file)
    };
    // A byte-order mark is accepted.
    let (ok, err, _) = check("bom.json", &format!("\u{feff}{good}"));
    assert!(ok, "{err}");
    // Format 0 and unknown fields are refused.
    let (ok, err, _) = check("format0.json", &good.replacen("\"format\": 1", "\"format\": 0", 1));
    assert!(!ok && err.contains("format 0 does not exist"), "{err}");
    let (ok, err, _) = check("extra.json", &good.replacen("{", "{\n  \"comment\": \"hi\",", 1));
    assert!(!ok && err.contains("unknown field `comment`"), "{err}");
    // A newer format is reported as newer even when its steps are unreadable here.
    let mut value: serde_json::Value = serde_json::from_str(&good).expect("json");
    value["format"] = serde_json::json!(2);
    value["steps"] = serde_json::json!([{ "seat": 0, "action": { "teleport": 3 } }]);
    let (ok, err, _) = check("newer.json", &value.to_string());
    assert!(!ok && err.contains("format 2 is newer"), "{err}");
    // An unknown game's name is quoted short, with the file's path.
    let long = "x".repeat(100_000);
    let (ok, err, file) = check("long-name.json", &good.replacen("\"arnak\"", &format!("\"{long}\""), 1));
    assert!(!ok);
    assert!(err.len() < 300, "{} bytes of error", err.len());
    assert!(err.contains(file.to_str().expect("utf-8")) && err.contains("unknown game"), "{err}");
}

#[test]
fn replay_json_is_json_on_every_line_with_structured_actions() {
    let path = recorded("json.json", "arnak", "");
    let output = tabletop(&["replay", path.to_str().expect("utf-8"), "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let lines: Vec<serde_json::Value> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let steps = &lines[..lines.len() - 2];
    assert!(steps.iter().all(|s| s["action"].is_object() || s["action"].is_string()));
    assert!(steps.iter().all(|s| s["text"].is_string()), "each step keeps its English text");
    assert!(steps.iter().any(|s| s["action"].is_object()), "actions are data, not only text");
    let events: Vec<&serde_json::Value> =
        steps.iter().flat_map(|s| s["events"].as_array().into_iter().flatten()).collect();
    assert!(!events.is_empty());
    assert!(events.iter().all(|e| e["text"].is_string()), "each event keeps its text");
    assert!(events.iter().any(|e| e["event"].is_object()), "events are data too: {:?}", events.first());
    assert!(lines[lines.len() - 2]["outcome"]["ranked"]["scores"].is_array(), "{}", lines[lines.len() - 2]);
    assert!(lines[lines.len() - 1]["state_hash"].is_string());
}
