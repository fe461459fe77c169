//! Option values from files (`--opt KEY=@FILE`), with Arkham Horror LCG deck lists: a game
//! recorded from a deck file replays without it, and the file's problems are shown located.

use super::{stderr, stdout, tabletop, temp_path};

/// Daisy Walker's starter deck as a deck list file: 30 cards, comments, her investigator line.
const DAISY: &str = "# Daisy Walker, the starter deck\n\
investigator: daisy-walker\n\
\n\
1 01030 Magnifying Glass\n1 01031 Old Book of Lore\n1 01032 Research Librarian\n\
1 01033 Dr. Milan Christopher\n1 01034 Hyperawareness\n1 01035 Medical Texts\n\
1 01036 Mind over Matter\n1 01037 Working a Hunch\n1 01038 Barricade\n1 01039 Deduction\n\
1x 01058 # Forbidden Knowledge\n1x 01059\n1x 01060\n1x 01061\n1x 01062\n1x 01063\n1x 01064\n\
1x 01065\n1x 01066\n1x 01067\n\
2 01086 Knife\n2 01087 Flashlight\n2 01088 Emergency Cache\n2 01089 Guts\n2 01090 Perception\n";

#[test]
fn a_game_recorded_from_a_deck_file_replays_without_the_file() {
    let deck = temp_path("daisy.txt");
    std::fs::write(&deck, DAISY).expect("write the deck");
    let replay = temp_path("daisy-replay.json");
    let opt = format!("deck1=@{}", deck.display());
    let output = tabletop(&[
        "record",
        "arkham-lcg",
        "--seed",
        "11",
        "--players",
        "2",
        "--opt",
        &opt,
        "--out",
        replay.to_str().expect("utf-8 temp path"),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = std::fs::read_to_string(&replay).expect("replay written");
    assert!(text.contains("investigator: daisy-walker"), "the replay holds the deck's text");
    assert!(!text.contains("daisy.txt"), "and not its path");

    std::fs::remove_file(&deck).expect("remove the deck");
    let first = tabletop(&["replay", replay.to_str().expect("utf-8")]);
    let second = tabletop(&["replay", replay.to_str().expect("utf-8")]);
    assert!(first.status.success(), "{}", stderr(&first));
    assert!(stdout(&first).contains("Daisy Walker"), "seat 1 plays the list's investigator");
    assert_eq!(stdout(&first), stdout(&second));
}

#[test]
fn problems_in_a_deck_file_are_shown_at_their_lines_all_at_once() {
    let deck = temp_path("bad-daisy.txt");
    let bad = DAISY
        .replace("1 01031 Old Book of Lore", "1 01031 Old Book of Lore\n1 09999")
        .replace("2 01090", "3 01090");
    std::fs::write(&deck, bad).expect("write the deck");
    let path = deck.display().to_string();
    let output = tabletop(&["simulate", "arkham-lcg", "--games", "1", "--opt", &format!("deck1=@{path}")]);
    assert!(!output.status.success());
    let err = stderr(&output);
    assert!(err.contains("option `deck1`"), "{err}");
    assert!(err.contains(&format!("{path}:2:15: 32 cards besides the required ones")), "{err}");
    assert!(err.contains(&format!("{path}:6:3: `09999` is not a card code")), "{err}");
    assert!(err.contains(&format!("{path}:29:3: `Perception` (01090): 3 copies")), "{err}");
}

#[test]
fn a_missing_or_binary_option_file_is_a_clear_error() {
    let missing = temp_path("no-such-deck.txt");
    let output = tabletop(&[
        "simulate",
        "arkham-lcg",
        "--games",
        "1",
        "--opt",
        &format!("deck1=@{}", missing.display()),
    ]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("cannot read"), "{}", stderr(&output));
    assert!(!stderr(&output).contains("panicked"), "{}", stderr(&output));

    let binary = temp_path("binary-deck.txt");
    std::fs::write(&binary, b"2 01016\n2 \xff\xfe01017\n").expect("write");
    let output = tabletop(&[
        "simulate",
        "arkham-lcg",
        "--games",
        "1",
        "--opt",
        &format!("deck1=@{}", binary.display()),
    ]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains(":2:3: not UTF-8 text"), "{}", stderr(&output));

    let dir = temp_path("");
    let output =
        tabletop(&["simulate", "arkham-lcg", "--games", "1", "--opt", &format!("deck1=@{}", dir.display())]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("cannot read"), "{}", stderr(&output));

    let output = tabletop(&["simulate", "arkham-lcg", "--games", "1", "--opt", "deck1=@"]);
    assert!(stderr(&output).contains("expected a file name after `@`"), "{}", stderr(&output));
}
