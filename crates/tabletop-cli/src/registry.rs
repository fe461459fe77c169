//! The games this build knows, erased behind one object-safe trait.

use std::io::Write;
use std::marker::PhantomData;
use std::ops::RangeInclusive;

use serde::Serialize;
use serde::de::DeserializeOwned;
use tabletop_core::bot::{Bot, make_bot};
use tabletop_core::game::{OptionInfo, Options, describe_action_error};
use tabletop_core::hash::stable_hash;
use tabletop_core::playout::{self, PlayoutError};
use tabletop_core::replay::{Replay, ReplayError, check_format, run_replay};
use tabletop_core::{Game, Lang, Outcome, Seat, SetupError, Status};

use crate::CliError;

/// The result of one simulated game.
#[derive(Debug, Clone)]
pub(crate) struct GameResult {
    pub(crate) actions: u64,
    pub(crate) outcome: Outcome,
    /// Rounds played, for games that number them.
    pub(crate) rounds: Option<u32>,
}

/// A failed game: what went wrong and the replay (JSON) that reproduces it.
#[derive(Debug, Clone)]
pub(crate) struct GameFailure {
    pub(crate) message: String,
    pub(crate) replay_json: Option<String>,
}

/// One benchmark measurement.
#[derive(Debug, Clone)]
pub(crate) struct BenchReport {
    pub(crate) playouts: u64,
    pub(crate) actions: u64,
    pub(crate) seconds: f64,
    pub(crate) state_bytes: usize,
    pub(crate) clone_nanos: f64,
}

/// Who plays a terminal game, and how.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PlaySetup<'a> {
    pub(crate) options: &'a Options,
    pub(crate) seed: u64,
    /// The seats people play; bots play the rest.
    pub(crate) humans: &'a [u8],
    pub(crate) lang: Lang,
    /// One bot name for every seat, or one per seat.
    pub(crate) bots: &'a [String],
    /// Rows of the terminal a screen must fit in.
    pub(crate) rows: u16,
}

/// What the commands need from a game.
pub(crate) trait DynGame: Sync {
    fn id(&self) -> &'static str;
    fn name(&self) -> &'static str;
    fn cooperative(&self) -> bool;
    fn player_counts(&self) -> RangeInclusive<u8>;
    fn languages(&self) -> &'static [Lang];
    fn content_note(&self) -> Option<String>;
    fn options(&self) -> &'static [OptionInfo];
    fn validate(&self, options: &Options) -> Result<(), SetupError>;
    fn simulate_one(&self, options: &Options, seed: u64, bots: &[String]) -> Result<GameResult, GameFailure>;
    fn record(&self, options: &Options, seed: u64, bots: &[String]) -> Result<String, GameFailure>;
    fn replay(&self, text: &str, json: bool, lang: Lang, out: &mut dyn Write) -> Result<(), CliError>;
    fn bench(&self, options: &Options, seconds: f64) -> Result<BenchReport, GameFailure>;
    fn play(
        &self,
        setup: &PlaySetup<'_>,
        input: &mut dyn std::io::BufRead,
        out: &mut dyn Write,
    ) -> Result<(), CliError>;
}

/// A game type registered with the CLI.
pub(crate) struct Registered<G>(PhantomData<fn() -> G>);

impl<G> Registered<G> {
    const fn new() -> Self {
        Registered(PhantomData)
    }
}

#[cfg(feature = "arnak")]
static ARNAK: Registered<arnak::Arnak> = Registered::new();
#[cfg(feature = "evil-priest")]
static EVIL_PRIEST: Registered<evil_priest::EvilPriest> = Registered::new();
#[cfg(feature = "eldritch")]
static ELDRITCH: Registered<eldritch::Eldritch> = Registered::new();
#[cfg(feature = "arkham-2e")]
static ARKHAM_2E: Registered<arkham_2e::ArkhamHorror> = Registered::new();
#[cfg(feature = "arkham-lcg")]
static ARKHAM_LCG: Registered<arkham_lcg::ArkhamLcg> = Registered::new();

/// Every game of this build, in the order `tabletop games` lists them.
static GAMES: &[&dyn DynGame] = &[
    #[cfg(feature = "arnak")]
    &ARNAK,
    #[cfg(feature = "evil-priest")]
    &EVIL_PRIEST,
    #[cfg(feature = "eldritch")]
    &ELDRITCH,
    #[cfg(feature = "arkham-2e")]
    &ARKHAM_2E,
    #[cfg(feature = "arkham-lcg")]
    &ARKHAM_LCG,
];

/// Every game of this build.
pub(crate) fn games() -> Vec<&'static dyn DynGame> {
    GAMES.to_vec()
}

/// The game with this id.
pub(crate) fn find(id: &str) -> Result<&'static dyn DynGame, CliError> {
    let all = games();
    all.iter().copied().find(|g| g.id() == id).ok_or_else(|| {
        let known: Vec<&str> = all.iter().map(|g| g.id()).collect();
        CliError::new(format!("unknown game `{}`; this build has: {}", shorten(id), known.join(", ")))
    })
}

/// At most this many characters of a user's text are quoted back in a message.
const QUOTE_CHARS: usize = 40;

/// `text` for quoting in a message: cut after [`QUOTE_CHARS`] characters, with an ellipsis and
/// the full length when cut.
pub(crate) fn shorten(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        None => text.to_owned(),
        Some((end, _)) => format!("{}… ({} bytes)", &text[..end], text.len()),
    }
}

/// The head of a replay file: read before its steps, whose shape depends on the game and format.
#[derive(serde::Deserialize)]
struct ReplayHead {
    format: Option<u64>,
    game: Option<String>,
}

/// The game id a replay file names, once its format is one this build reads.
pub(crate) fn replay_game(text: &str) -> Result<String, String> {
    let head: ReplayHead = serde_json::from_str(text).map_err(|e| format!("not a replay: {e}"))?;
    let Some(format) = head.format else {
        return Err("not a replay: no `format` field".to_owned());
    };
    check_format(format).map_err(|e| e.to_string())?;
    head.game.ok_or_else(|| "not a replay: no `game` field".to_owned())
}

fn make_bots<G: Game>(names: &[String], players: u8, seed: u64) -> Vec<Box<dyn Bot<G>>> {
    (0..players)
        .map(|seat| {
            let name = if names.len() == 1 { &names[0] } else { &names[usize::from(seat)] };
            let bot_seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(u64::from(seat) + 1);
            make_bot::<G>(name, bot_seed).expect("bot names are validated by the CLI")
        })
        .collect()
}

fn failure<G: Game>(error: PlayoutError<G::Action>) -> GameFailure
where
    G::Action: Serialize,
{
    GameFailure {
        message: error.to_string(),
        replay_json: error.replay().and_then(|r| serde_json::to_string_pretty(r).ok()),
    }
}

const MAX_ACTIONS: u64 = 1_000_000;

impl<G> DynGame for Registered<G>
where
    G: Game,
    G::Action: Serialize + DeserializeOwned + Send,
    G::Event: Serialize,
    G::State: Send,
{
    fn id(&self) -> &'static str {
        G::ID
    }

    fn name(&self) -> &'static str {
        G::NAME
    }

    fn cooperative(&self) -> bool {
        G::COOPERATIVE
    }

    fn player_counts(&self) -> RangeInclusive<u8> {
        G::player_counts()
    }

    fn content_note(&self) -> Option<String> {
        G::content_note()
    }

    fn languages(&self) -> &'static [Lang] {
        G::languages()
    }

    fn options(&self) -> &'static [OptionInfo] {
        G::options()
    }

    fn validate(&self, options: &Options) -> Result<(), SetupError> {
        G::config(options).map(|_| ())
    }

    fn simulate_one(&self, options: &Options, seed: u64, bots: &[String]) -> Result<GameResult, GameFailure> {
        let mut bots = make_bots::<G>(bots, options.players, seed);
        let playout =
            playout::play::<G>(options, seed, &mut bots, MAX_ACTIONS, false).map_err(failure::<G>)?;
        Ok(GameResult {
            actions: playout.actions,
            rounds: G::rounds(&playout.state),
            outcome: playout.outcome,
        })
    }

    fn record(&self, options: &Options, seed: u64, bots: &[String]) -> Result<String, GameFailure> {
        let mut bots = make_bots::<G>(bots, options.players, seed);
        let playout =
            playout::play::<G>(options, seed, &mut bots, MAX_ACTIONS, true).map_err(failure::<G>)?;
        let replay = playout.replay.expect("recording was asked for");
        serde_json::to_string_pretty(&replay)
            .map_err(|e| GameFailure { message: e.to_string(), replay_json: None })
    }

    fn replay(&self, text: &str, json: bool, lang: Lang, out: &mut dyn Write) -> Result<(), CliError> {
        let replay: Replay<G::Action> =
            serde_json::from_str(text).map_err(|e| CliError::new(format!("corrupt replay: {e}")))?;
        // Describe each action in the state before it, so names resolve as the player saw them.
        let config = G::config(&replay.options).map_err(|e| CliError::new(format!("setup: {e}")))?;
        let mut before = G::setup(&config, replay.seed).map_err(|e| CliError::new(format!("setup: {e}")))?;
        let mut write_error = None;
        let result = run_replay::<G>(&replay, |index, state, step, events| {
            if write_error.is_some() {
                return;
            }
            let action = G::describe_action(&before, &step.action, lang);
            let written = if json {
                // Each event as data (`event`) and as text in the chosen language (`text`).
                let events: Vec<serde_json::Value> = events
                    .iter()
                    .map(|e| serde_json::json!({ "event": e, "text": G::describe_event(state, e, lang) }))
                    .collect();
                let line = serde_json::json!({
                    "step": index,
                    "seat": step.seat.0,
                    "action": step.action,
                    "text": action,
                    "events": events,
                });
                writeln!(out, "{line}")
            } else {
                let mut text = format!("{index:>5} seat {}: {action}\n", step.seat.0);
                for event in events {
                    text.push_str("        ");
                    text.push_str(&G::describe_event(state, event, lang));
                    text.push('\n');
                }
                write!(out, "{text}")
            };
            if let Err(e) = written {
                write_error = Some(e);
            }
            before = state.clone();
        });
        if let Some(e) = write_error {
            return Err(CliError::from(e));
        }
        let state = result.map_err(|e| CliError::new(refused_step::<G>(&e, &before, &replay, lang)))?;
        let outcome = G::outcome(&state);
        let outcome_text = match &outcome {
            Some(outcome) => describe_outcome(outcome, &|s| format!("seat {}", s.0)),
            None => format!("the game is not over ({} steps)", replay.steps.len()),
        };
        let hash = format!("{:016x}", stable_hash(&state));
        if json {
            writeln!(out, "{}", serde_json::json!({ "outcome": outcome, "text": outcome_text }))?;
            writeln!(out, "{}", serde_json::json!({ "state_hash": hash }))?;
        } else {
            writeln!(out, "outcome: {outcome_text}")?;
            writeln!(out, "state-hash: {hash}")?;
        }
        Ok(())
    }

    fn bench(&self, options: &Options, seconds: f64) -> Result<BenchReport, GameFailure> {
        let bots = vec!["random".to_owned()];
        let start = std::time::Instant::now();
        let mut playouts = 0u64;
        let mut actions = 0u64;
        let mut mid_state = None;
        while start.elapsed().as_secs_f64() < seconds || playouts == 0 {
            let seed = playouts + 1;
            let mut game_bots = make_bots::<G>(&bots, options.players, seed);
            let playout = playout::play::<G>(options, seed, &mut game_bots, MAX_ACTIONS, mid_state.is_none())
                .map_err(failure::<G>)?;
            if let Some(replay) = &playout.replay {
                // Keep a state from the middle of the first game to time clones on.
                let half = replay.steps.len() / 2;
                let mut short = replay.clone();
                short.steps.truncate(half);
                mid_state = run_replay::<G>(&short, |_, _, _, _| {}).ok();
            }
            playouts += 1;
            actions += playout.actions;
        }
        let elapsed = start.elapsed().as_secs_f64();
        let state = mid_state
            .ok_or_else(|| GameFailure { message: "no state to clone".into(), replay_json: None })?;
        let clones = 20_000u32;
        let clone_start = std::time::Instant::now();
        let mut keep = 0usize;
        for _ in 0..clones {
            let copy = std::hint::black_box(&state).clone();
            keep = keep.wrapping_add(std::hint::black_box(&copy) as *const _ as usize & 1);
        }
        let clone_nanos = clone_start.elapsed().as_nanos() as f64 / f64::from(clones);
        std::hint::black_box(keep);
        Ok(BenchReport {
            playouts,
            actions,
            seconds: elapsed,
            state_bytes: size_of::<G::State>(),
            clone_nanos,
        })
    }

    fn play(
        &self,
        setup: &PlaySetup<'_>,
        input: &mut dyn std::io::BufRead,
        out: &mut dyn Write,
    ) -> Result<(), CliError> {
        crate::play::play_generic::<G>(setup, input, out)
    }
}

/// A replay error for a person: a refused step's reason in `lang` (worded by the game, in
/// `before`, the state the step was refused in), anything else as it is.
fn refused_step<G: Game>(
    error: &ReplayError,
    before: &G::State,
    replay: &Replay<G::Action>,
    lang: Lang,
) -> String {
    let (ReplayError::Step { index, seat, error: refusal }
    | ReplayError::StepOnOtherContent { index, seat, error: refusal, .. }) = error
    else {
        return error.to_string();
    };
    let Some(step) = replay.steps.get(*index) else { return error.to_string() };
    let words = describe_action_error::<G>(before, *seat, &step.action, refusal, lang);
    match error {
        ReplayError::StepOnOtherContent { recorded, current, .. } => format!(
            "step {index} ({seat}): {words} (this replay was recorded on other content: fingerprint {recorded}, this build has {current}; a card it uses may have changed)"
        ),
        _ => format!("step {index} ({seat}): {words}"),
    }
}

/// One line for an outcome, naming seats with `name`.
pub(crate) fn describe_outcome(outcome: &Outcome, name: &dyn Fn(Seat) -> String) -> String {
    match outcome {
        Outcome::Ranked { scores, winners } => {
            let scores: Vec<String> =
                (0..=u8::MAX).zip(scores).map(|(s, v)| format!("{}: {v}", name(Seat(s)))).collect();
            let winners: Vec<String> = winners.iter().map(name).collect();
            match winners.len() {
                0 => format!("scores {}; nobody won", scores.join(", ")),
                1 => format!("scores {}; {} won", scores.join(", "), winners[0]),
                _ => format!("scores {}; {} share the win", scores.join(", "), winners.join(" and ")),
            }
        }
        Outcome::Coop { won, reason } => {
            format!("{} ({reason})", if *won { "the players won" } else { "the players lost" })
        }
    }
}

/// Who acts now, for the play loop.
pub(crate) fn acting_seat<G: Game>(state: &G::State, humans: &[u8]) -> Option<Seat> {
    match G::status(state) {
        Status::Over => None,
        Status::Acting(seats) => {
            // A person answers first when several seats may act at once.
            seats.iter().find(|s| humans.contains(&s.0)).or_else(|| seats.first())
        }
    }
}
