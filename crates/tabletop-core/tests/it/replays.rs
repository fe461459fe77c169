//! Replays of the toy game: round trips, undo, and every kind of bad replay.

use tabletop_core::bot::Bot;
use tabletop_core::playout::{Playout, play};
use tabletop_core::replay::{REPLAY_FORMAT, Replay, ReplayError, Step, check_format, run_replay, state_hash};
use tabletop_core::{ActionError, Game, Seat, SetupError};

use crate::options;
use crate::toy::{Action, Dash, Event, State};

fn recorded_game(seed: u64) -> Playout<Dash> {
    let mut seats: Vec<Box<dyn Bot<Dash>>> = (0..3u64)
        .map(|i| tabletop_core::bot::make_bot::<Dash>("random", seed * 10 + i).expect("a known bot"))
        .collect();
    play::<Dash>(&options(3, &[]), seed, &mut seats, 10_000, true).expect("a whole game")
}

fn replay_of(playout: &Playout<Dash>) -> Replay<Action> {
    playout.replay.clone().expect("recorded")
}

fn run(replay: &Replay<Action>) -> Result<State, ReplayError> {
    run_replay::<Dash>(replay, |_, _, _, _| {})
}

#[test]
fn a_recorded_game_replays_to_the_same_state() {
    for seed in 0..5 {
        let playout = recorded_game(seed);
        let replay = replay_of(&playout);
        assert_eq!((replay.format, replay.game.as_str(), replay.seed), (REPLAY_FORMAT, "dash", seed));
        let mut seen = Vec::new();
        let mut events: Vec<Event> = Vec::new();
        let state = run_replay::<Dash>(&replay, |index, _, step, step_events| {
            seen.push((index, step.seat));
            events.extend_from_slice(step_events);
        })
        .expect("a recorded game replays");
        assert_eq!(state, playout.state);
        assert_eq!(state_hash::<Dash>(&state), state_hash::<Dash>(&playout.state));
        assert_eq!(seen.len(), replay.steps.len());
        assert!(
            seen.iter().enumerate().all(|(i, (index, seat))| i == *index && *seat == replay.steps[i].seat)
        );
        assert!(matches!(events.last(), Some(Event::Won { .. } | Event::TimeUp)), "{:?}", events.last());
        assert_eq!(Dash::status(&state), tabletop_core::Status::Over);
    }
}

#[test]
fn undo_is_replaying_all_but_the_last_step() {
    let playout = recorded_game(1);
    let full = replay_of(&playout);
    let last = full.steps.len() - 1;
    let mut before_last = None;
    run_replay::<Dash>(&full, |index, state, _, _| {
        if index + 1 == last {
            before_last = Some(state.clone());
        }
    })
    .expect("replays");
    let mut undone = full.clone();
    undone.steps.pop();
    let state = run(&undone).expect("a prefix replays");
    assert_eq!(Some(state.clone()), before_last);
    // Redoing the last step reaches the end again.
    let mut state = state;
    let step = &full.steps[last];
    Dash::apply(&mut state, step.seat, &step.action, &mut Vec::new()).expect("the same step applies");
    assert_eq!(state, playout.state);
}

#[test]
fn a_replay_of_another_game_is_refused() {
    let mut replay = replay_of(&recorded_game(2));
    replay.game = "chess".to_owned();
    let error = run(&replay).expect_err("another game");
    assert_eq!(error, ReplayError::WrongGame { expected: "dash".to_owned(), found: "chess".to_owned() });
    assert_eq!(error.to_string(), "this replay is a `chess` game, not `dash`");
}

#[test]
fn a_replay_from_a_newer_format_is_refused() {
    let mut replay = replay_of(&recorded_game(2));
    replay.format = REPLAY_FORMAT + 1;
    let error = run(&replay).expect_err("a newer format");
    assert_eq!(
        error.to_string(),
        format!("replay format {} is newer than the supported format {REPLAY_FORMAT}", REPLAY_FORMAT + 1)
    );
    // Older or equal formats are fine.
    replay.format = REPLAY_FORMAT;
    assert!(run(&replay).is_ok());
}

#[test]
fn format_zero_does_not_exist() {
    let mut replay = replay_of(&recorded_game(2));
    replay.format = 0;
    assert_eq!(run(&replay).expect_err("format 0"), ReplayError::NoSuchFormat { found: 0 });
    assert_eq!(
        check_format(0).map_err(|e| e.to_string()),
        Err("replay format 0 does not exist; formats start at 1".into())
    );
    assert_eq!(check_format(u64::from(REPLAY_FORMAT)), Ok(()));
    assert_eq!(
        check_format(u64::MAX),
        Err(ReplayError::NewerFormat { found: u64::MAX, supported: REPLAY_FORMAT })
    );
}

#[test]
fn a_replay_with_bad_options_is_refused() {
    let mut replay = replay_of(&recorded_game(2));
    replay.options.players = 9;
    let error = run(&replay).expect_err("bad options");
    assert_eq!(error, ReplayError::Setup(SetupError::Players { players: 9, min: 2, max: 4 }));
    assert_eq!(error.to_string(), "setup: players: 9 is not allowed; this game takes 2 to 4");
}

#[test]
fn an_out_of_turn_step_is_refused_by_its_index() {
    let mut replay = replay_of(&recorded_game(3));
    let index = 3;
    let wrong = Seat((replay.steps[index].seat.0 + 1) % 3);
    replay.steps[index].seat = wrong;
    let mut applied = 0;
    let error = run_replay::<Dash>(&replay, |_, _, _, _| applied += 1).expect_err("out of turn");
    assert_eq!(
        error,
        ReplayError::Step { index, seat: wrong, error: ActionError::NotYourTurn { seat: wrong } }
    );
    assert_eq!(error.to_string(), format!("step 3 ({wrong}): it is not {wrong}'s decision now"));
    assert_eq!(applied, index, "nothing is applied from the bad step on");
}

#[test]
fn an_illegal_action_is_refused_by_its_index() {
    let mut replay = replay_of(&recorded_game(4));
    let seat = replay.steps[5].seat;
    replay.steps[5] = Step { seat, action: Action::Skip };
    let error = run(&replay).expect_err("an illegal action");
    assert_eq!(error.to_string(), format!("step 5 ({seat}): skipping is not allowed"));
}

#[test]
fn steps_after_the_end_are_refused() {
    let mut replay = replay_of(&recorded_game(5));
    let steps = replay.steps.len();
    let extra = replay.steps[0].clone();
    replay.steps.push(extra.clone());
    let error = run(&replay).expect_err("the game is over");
    assert_eq!(error, ReplayError::Step { index: steps, seat: extra.seat, error: ActionError::GameOver });
}

#[test]
fn seats_beyond_the_table_are_refused_not_panics() {
    let mut replay = replay_of(&recorded_game(6));
    replay.steps[0].seat = Seat(200);
    let error = run(&replay).expect_err("no such seat");
    assert_eq!(error.to_string(), "step 0 (seat 200): it is not seat 200's decision now");
}

#[cfg(feature = "serde")]
#[test]
fn a_replay_round_trips_through_json() {
    let playout = recorded_game(7);
    let replay = replay_of(&playout);
    let json = serde_json::to_string(&replay).expect("serializes");
    let back: Replay<Action> = serde_json::from_str(&json).expect("deserializes");
    assert_eq!(back, replay);
    assert_eq!(run(&back).expect("replays"), playout.state);
    let garbage = serde_json::from_str::<Replay<Action>>("{\"format\": 1}");
    assert!(garbage.is_err());
}

#[cfg(feature = "serde")]
#[test]
fn fields_a_replay_does_not_have_are_refused() {
    let replay = replay_of(&recorded_game(7));
    let mut value: serde_json::Value = serde_json::to_value(&replay).expect("serializes");
    value["comment"] = serde_json::json!("written by hand");
    let error = serde_json::from_value::<Replay<Action>>(value.clone()).expect_err("an unknown field");
    assert!(error.to_string().contains("unknown field `comment`"), "{error}");
    value.as_object_mut().expect("object").remove("comment");
    value["steps"][0]["note"] = serde_json::json!(1);
    let error = serde_json::from_value::<Replay<Action>>(value).expect_err("an unknown step field");
    assert!(error.to_string().contains("unknown field `note`"), "{error}");
}

#[test]
fn a_refused_step_of_a_replay_recorded_on_other_content_says_so() {
    let mut replay = replay_of(&recorded_game(4));
    let seat = replay.steps[5].seat;
    replay.steps[5] = Step { seat, action: Action::Skip };
    // Recorded by this build (the toy game has no content): the plain refusal.
    assert_eq!(replay.content, Dash::content_fingerprint());
    assert!(matches!(run(&replay), Err(ReplayError::Step { index: 5, .. })));
    // Recorded on other content: the same refusal, and why it may have happened.
    replay.content = "00000000feedface".to_owned();
    let error = run(&replay).expect_err("an illegal action");
    assert!(
        matches!(&error, ReplayError::StepOnOtherContent { index: 5, recorded, .. } if recorded == "00000000feedface")
    );
    assert_eq!(
        error.to_string(),
        format!(
            "step 5 ({seat}): skipping is not allowed (this replay was recorded on other content: fingerprint 00000000feedface, this build has ; a card it uses may have changed)"
        )
    );
}
