//! `tabletop play` as a person sees it: screens that fit the terminal, hidden choices, commands.

use std::io::Write as _;
use std::process::{Command, Stdio};

/// Plays with `args`, typing each of `lines` and then `1` up to `ones` times; returns stdout.
fn session(args: &[&str], lines: &[&[u8]], ones: usize) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut stdin = child.stdin.take().expect("stdin");
    let script: Vec<Vec<u8>> = lines.iter().map(|l| l.to_vec()).collect();
    let writer = std::thread::spawn(move || {
        for line in script {
            if stdin.write_all(&line).and_then(|()| stdin.write_all(b"\n")).is_err() {
                return;
            }
        }
        for _ in 0..ones {
            if stdin.write_all(b"1\n").is_err() {
                return;
            }
        }
    });
    let output = child.wait_with_output().expect("wait");
    writer.join().expect("writer");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

/// The screens of a transcript: the text between two prompts (`Player N> `).
fn screens(text: &str) -> Vec<&str> {
    let mut screens = Vec::new();
    let mut start = 0;
    for (at, _) in text.match_indices("> ") {
        let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
        if line_start >= start && is_prompt(&text[line_start..at]) {
            screens.push(&text[start..at + 2]);
            start = at + 2;
        }
    }
    screens.push(&text[start..]);
    screens
}

fn is_prompt(start_of_line: &str) -> bool {
    start_of_line.strip_prefix("Player ").is_some_and(|n| n.parse::<u8>().is_ok())
        || start_of_line == "save as"
}

#[test]
fn bots_private_choices_stay_hidden() {
    // The review's case: `play arnak --seed 36 --humans 0` printed `seat 1 (bot): Pick Guiding
    // Stone`, a card a bot kept from a Crystal look at its own deck. Arnak's games have moved
    // since; four random bots look at their decks often enough.
    let mut announced = 0;
    for seed in 1..=3 {
        let seed = seed.to_string();
        let text = session(
            &["arnak", "--seed", &seed, "--players", "4", "--humans", "0", "--bot", "random"],
            &[],
            3000,
        );
        assert!(text.contains("Game over"), "{}", &text[text.len().saturating_sub(1500)..]);
        assert!(!text.contains("seat "), "people are not shown seat numbers");
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            // `Player 2: Take 2` (how many cards to look at), `· Player 2 draws 2`, then the pick.
            let Some((who, _)) = line.split_once(": Take ") else { continue };
            if lines.get(i + 1).is_some_and(|l| l.contains(" draws ")) {
                let next = lines.get(i + 2).copied().unwrap_or_default();
                assert!(!next.starts_with(&format!("{who}: Pick")), "seed {seed}: shown: {next}");
                announced += usize::from(next == format!("{who} makes a choice you cannot see"));
            }
        }
    }
    assert!(announced > 0, "some bot kept a card from its deck in these games");
}

#[test]
fn people_sharing_the_terminal_do_not_see_each_others_private_picks() {
    let answers: Vec<Vec<u8>> = (1..1500).map(|i| ((i * 7) % 5 + 1).to_string().into_bytes()).collect();
    let answers: Vec<&[u8]> = answers.iter().map(Vec::as_slice).collect();
    let mut announced = 0;
    for seed in 1..=3 {
        let seed = seed.to_string();
        let text = session(&["arnak", "--seed", &seed, "--humans", "0,1"], &answers, 0);
        assert!(text.contains("Game over"), "{}", &text[text.len().saturating_sub(1500)..]);
        for line in text.lines() {
            // The picker chose from a menu on their own screen; the log the next person reads
            // does not repeat the card. (These games have no public pick, the Ornate Hammer's.)
            let line = line.rsplit("> ").next().unwrap_or_default();
            assert!(!(line.starts_with("Player ") && line.contains(": Pick ")), "seed {seed}: shown: {line}");
            announced += usize::from(line.ends_with("makes a choice the other players cannot see"));
        }
    }
    assert!(announced > 0, "somebody kept a card from their deck in these games");
}

#[test]
fn every_screen_fits_forty_rows() {
    for args in [
        &["arnak", "--seed", "36", "--players", "4"][..],
        &["evil-priest", "--seed", "9", "--players", "5"],
        &["eldritch", "--seed", "9", "--players", "2"],
        &["eldritch", "--seed", "9", "--players", "8"],
    ] {
        let text = session(args, &[b"n", b"p", b"m", b"k", b"d 1", b"l", b"t 2"], 400);
        let screens = screens(&text);
        assert!(screens.len() > 30, "{args:?}: only {} screens", screens.len());
        // The last screen, after the last decision, shows all that happened up to the end.
        let (_, screens) = screens.split_last().expect("screens");
        for (i, screen) in screens.iter().enumerate() {
            // The first screen also carries the four lines of introduction.
            let limit = if i == 0 { 44 } else { 40 };
            assert!(
                screen.lines().count() <= limit,
                "{args:?}: screen {i} has {} rows:\n{screen}",
                screen.lines().count()
            );
        }
    }
}

#[test]
fn a_board_too_tall_for_the_screen_is_announced_once_until_others_move() {
    // Three players' Arnak board leaves too little room at 24 rows; the first screen says so.
    let text = session(&["arnak", "--seed", "36", "--players", "3", "--rows", "24"], &[b"1", b"4", b"1"], 0);
    let screens = screens(&text);
    assert!(screens[0].contains("(the board has changed: v shows it)"), "{}", screens[0]);
    for screen in &screens[1..] {
        assert!(!screen.contains("the board has changed"), "{screen}");
    }
}

#[test]
fn the_board_view_is_followed_by_the_actions() {
    let text = session(&["evil-priest", "--seed", "9", "--players", "3"], &[b"v"], 0);
    let after_v = screens(&text)[1];
    assert!(after_v.contains("Elder Signs on the board"), "{after_v}");
    assert!(after_v.contains("Player 1, choose:") && after_v.contains("    1. "), "{after_v}");
}

#[test]
fn menu_pages_turn_and_stop_at_either_end() {
    // Arnak's first decision lists 11 actions; 12 rows leave room for 7 of them and a footer.
    let text = session(&["arnak", "--seed", "36", "--rows", "12"], &[b"p", b"n", b"n", b"p"], 0);
    let screens = screens(&text);
    assert!(screens[1].contains("this is the first page"), "{}", screens[1]);
    assert!(screens[2].contains("   11. ") && !screens[2].contains("    1. "), "{}", screens[2]);
    assert!(screens[3].contains("that was the last page"), "{}", screens[3]);
    assert!(screens[4].contains("    1. "), "{}", screens[4]);
}

#[test]
fn quitting_offers_to_save() {
    let dir = std::env::temp_dir().join(format!("tabletop-cli-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("quit.json");
    let path_text = path.to_str().expect("utf-8").as_bytes();
    let text = session(&["arnak", "--seed", "5"], &[b"1", b"1", b"q", path_text], 0);
    assert!(text.contains("Save the game before quitting?"), "{text}");
    let replay = std::fs::read_to_string(&path).expect("saved on quit");
    let value: serde_json::Value = serde_json::from_str(&replay).expect("a replay");
    assert_eq!(value["steps"].as_array().map(Vec::len), Some(2));
    // An empty answer quits without saving.
    let text = session(&["arnak", "--seed", "5"], &[b"q", b""], 0);
    assert!(!text.contains("saved to"), "{text}");
}

#[test]
fn details_show_a_possible_result() {
    let text = session(&["arnak", "--seed", "36"], &[b"d 1", b"d 99"], 0);
    assert!(text.contains("1. Play Funding"), "{text}");
    // The card's own effect, then what playing it would give.
    assert!(text.contains("  Funding: cost 0, 0 VP, travel"), "{text}");
    assert!(text.contains("Player 1 gains 1 coin"), "{text}");
    assert!(text.contains("d needs the number of an action, from 1 to 11"), "{text}");
}

#[test]
fn a_players_tableau_is_shown_in_full_on_request() {
    // Arnak: the other players are one line each on the board; `t 2` shows Player 2 whole.
    let text = session(&["arnak", "--seed", "36", "--players", "4"], &[b"v", b"t 2", b"t 9", b"t"], 0);
    let screens = screens(&text);
    let board = screens[1];
    let line = board.lines().find(|line| line.starts_with("Player 2:")).expect("Player 2 on the board");
    assert!(line.ends_with("(t 2)"), "{board}");
    assert!(!board.contains("cards in hand: 5"), "the others' tableaux are summed up: {board}");
    assert!(
        screens[2].starts_with("Player 2: ") && screens[2].contains("cards in hand: 5"),
        "{}",
        screens[2]
    );
    assert!(screens[2].contains("archaeologists: 2"), "{}", screens[2]);
    assert!(screens[3].contains("t needs the number of a player, from 1 to 4"), "{}", screens[3]);
    assert!(screens[4].contains("t needs the number of a player"), "{}", screens[4]);
    // Eldritch Horror with eight investigators: a line each, skills and cards on request.
    let text = session(&["eldritch", "--seed", "9", "--players", "8"], &[b"v", b"t 3"], 0);
    let eight = self::screens(&text);
    assert!(eight[1].contains("(t 8)") && !eight[1].contains("Lore "), "{}", eight[1]);
    assert!(eight[2].starts_with("Player 3: ") && eight[2].contains("Lore "), "{}", eight[2]);
    // A game that shows every player whole says so.
    let text = session(&["evil-priest", "--seed", "9", "--players", "3"], &[b"t 2"], 0);
    assert!(text.contains("the board (v) shows Player 2 in full"), "{text}");
}

// The screens of a few seeded games. The bots are `first` (the first legal action), so that
// only a change to the screens or to a game's rules and texts changes these snapshots.

#[test]
fn arnak_screens() {
    let text = session(
        &["arnak", "--seed", "36", "--bot", "first"],
        &[b"h", b"n", b"p", b"d 5", b"k", b"2", b"4", b"u", b"4", b"1", b"v", b"l", b"q", b""],
        0,
    );
    insta::assert_snapshot!(text);
}

#[test]
fn evil_priest_screens() {
    let text = session(
        &["evil-priest", "--seed", "9", "--players", "3", "--bot", "first"],
        &[b"1", b"1", b"n", b"1", b"1", b"q", b""],
        0,
    );
    insta::assert_snapshot!(text);
}

#[test]
fn eldritch_screens() {
    let text = session(
        &["eldritch", "--seed", "9", "--players", "2", "--bot", "first"],
        &[b"1", b"2", b"1", b"1", b"q", b""],
        0,
    );
    insta::assert_snapshot!(text);
}
