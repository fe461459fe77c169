//! Replays: a game's options, seed and every action, which re-apply to the same game.
//!
//! A replay is the save file: loading it re-applies each step through [`Game::apply`], so undo is
//! "replay all but the last". The format carries a version; a newer version, another game or an
//! illegal step is an error that names the step. Readers check the version with [`check_format`]
//! before they decode the steps, so a newer file is reported as newer, not as undecodable; a field
//! this format does not have is refused rather than ignored.

use crate::game::{ActionError, Game, Options, SetupError};
use crate::hash::stable_hash;
use crate::seat::Seat;

/// The replay format this build writes and the newest it reads.
pub const REPLAY_FORMAT: u32 = 1;

/// One decision of a replay.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Step<A> {
    /// Who decided.
    pub seat: Seat,
    /// What they decided.
    pub action: A,
}

/// A whole game as data.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Replay<A> {
    /// Format version, [`REPLAY_FORMAT`] when written by this build.
    pub format: u32,
    /// The game's id ([`Game::ID`]).
    pub game: String,
    /// The options the game was set up with.
    pub options: Options,
    /// The setup seed.
    pub seed: u64,
    /// Every decision, in order.
    pub steps: Vec<Step<A>>,
    /// The content fingerprint of the build that recorded it ([`Game::content_fingerprint`]);
    /// empty in replays written before fingerprints.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "String::is_empty"))]
    pub content: String,
}

impl<A> Replay<A> {
    /// An empty replay of game `G`.
    pub fn new<G: Game<Action = A>>(options: Options, seed: u64) -> Replay<A> {
        let content = G::content_fingerprint().to_owned();
        Replay { format: REPLAY_FORMAT, game: G::ID.to_owned(), options, seed, steps: Vec::new(), content }
    }
}

/// Why a replay could not be re-applied.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The replay belongs to another game.
    #[error("this replay is a `{found}` game, not `{expected}`")]
    WrongGame {
        /// The game asked for.
        expected: String,
        /// The game the replay names.
        found: String,
    },
    /// The replay was written by a newer build.
    #[error("replay format {found} is newer than the supported format {supported}")]
    NewerFormat {
        /// The replay's format.
        found: u64,
        /// The newest format this build reads.
        supported: u32,
    },
    /// The replay names a format no build ever wrote (formats start at 1).
    #[error("replay format {found} does not exist; formats start at 1")]
    NoSuchFormat {
        /// The replay's format.
        found: u64,
    },
    /// The options do not set up a game.
    #[error("setup: {0}")]
    Setup(#[from] SetupError),
    /// A step was refused.
    #[error("step {index} ({seat}): {error}")]
    Step {
        /// Zero-based step number.
        index: usize,
        /// The seat of that step.
        seat: Seat,
        /// Why it was refused.
        error: ActionError,
    },
    /// A step was refused, and the replay was recorded on other content than this build's: a
    /// card it relies on may have been changed or removed since.
    #[error(
        "step {index} ({seat}): {error} (this replay was recorded on other content: fingerprint {recorded}, this build has {current}; a card it uses may have changed)"
    )]
    StepOnOtherContent {
        /// Zero-based step number.
        index: usize,
        /// The seat of that step.
        seat: Seat,
        /// Why it was refused.
        error: ActionError,
        /// The fingerprint the replay recorded.
        recorded: String,
        /// This build's fingerprint.
        current: String,
    },
}

/// Checks a replay's `format` field: this build reads formats 1 to [`REPLAY_FORMAT`].
///
/// # Errors
///
/// [`ReplayError::NewerFormat`] for a later format, [`ReplayError::NoSuchFormat`] for 0.
pub fn check_format(found: u64) -> Result<(), ReplayError> {
    if found == 0 {
        return Err(ReplayError::NoSuchFormat { found });
    }
    if found > u64::from(REPLAY_FORMAT) {
        return Err(ReplayError::NewerFormat { found, supported: REPLAY_FORMAT });
    }
    Ok(())
}

/// Re-applies a replay, calling `on_step` after each step with the step's index, the state and
/// the events it produced. Returns the final state.
///
/// # Errors
///
/// A [`ReplayError`] naming the first problem; nothing is applied after it.
pub fn run_replay<G: Game>(
    replay: &Replay<G::Action>,
    mut on_step: impl FnMut(usize, &G::State, &Step<G::Action>, &[G::Event]),
) -> Result<G::State, ReplayError> {
    if replay.game != G::ID {
        return Err(ReplayError::WrongGame { expected: G::ID.to_owned(), found: replay.game.clone() });
    }
    check_format(u64::from(replay.format))?;
    let config = G::config(&replay.options)?;
    let mut state = G::setup(&config, replay.seed)?;
    let mut events = Vec::new();
    for (index, step) in replay.steps.iter().enumerate() {
        events.clear();
        G::apply(&mut state, step.seat, &step.action, &mut events).map_err(|error| {
            let current = G::content_fingerprint();
            if replay.content.is_empty() || replay.content == current {
                ReplayError::Step { index, seat: step.seat, error }
            } else {
                let (recorded, current) = (replay.content.clone(), current.to_owned());
                ReplayError::StepOnOtherContent { index, seat: step.seat, error, recorded, current }
            }
        })?;
        on_step(index, &state, step, &events);
    }
    Ok(state)
}

/// The stable hash of a state, printed as `state-hash: <hex>` by `tabletop replay`.
pub fn state_hash<G: Game>(state: &G::State) -> u64 {
    stable_hash(state)
}
