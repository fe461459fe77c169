//! The playout driver: bots play a game from setup to its end.

use crate::bot::Bot;
use crate::game::{ActionError, Game, Options, Outcome, SetupError, Status};
use crate::replay::{Replay, Step};
use crate::seat::Seat;

/// What a finished playout reports.
#[derive(Debug, Clone)]
pub struct Playout<G: Game> {
    /// The final state.
    pub state: G::State,
    /// The outcome.
    pub outcome: Outcome,
    /// Number of actions applied.
    pub actions: u64,
    /// The whole game as a replay, if recording was asked for.
    pub replay: Option<Replay<G::Action>>,
}

/// Why a playout failed: an engine bug, with the replay that shows it.
#[derive(Debug, Clone, thiserror::Error)]
pub enum PlayoutError<A> {
    /// The options did not set up a game.
    #[error("setup: {0}")]
    Setup(#[from] SetupError),
    /// A seat had to act but had no legal action.
    #[error("step {step}: {seat} must act but has no legal action")]
    NoLegalAction {
        /// Step number.
        step: u64,
        /// The stuck seat.
        seat: Seat,
        /// The game so far.
        replay: Box<Replay<A>>,
    },
    /// An action the engine listed was refused.
    #[error("step {step}: a listed action was refused: {error}")]
    ListedActionRefused {
        /// Step number.
        step: u64,
        /// The refusal.
        error: ActionError,
        /// The game so far, including the refused step.
        replay: Box<Replay<A>>,
    },
    /// The game did not end within the step limit.
    #[error("the game did not end within {limit} actions")]
    TooLong {
        /// The limit.
        limit: u64,
        /// The game so far.
        replay: Box<Replay<A>>,
    },
    /// No bot was given to play the seats.
    #[error("a playout needs at least one bot")]
    NoBots,
    /// `status` said the game was over but `outcome` gave none.
    #[error("the game is over but has no outcome")]
    NoOutcome {
        /// The whole game.
        replay: Box<Replay<A>>,
    },
}

impl<A> PlayoutError<A> {
    /// The replay that reproduces the failure, where there is one.
    pub fn replay(&self) -> Option<&Replay<A>> {
        match self {
            PlayoutError::Setup(_) | PlayoutError::NoBots => None,
            PlayoutError::NoLegalAction { replay, .. }
            | PlayoutError::ListedActionRefused { replay, .. }
            | PlayoutError::TooLong { replay, .. }
            | PlayoutError::NoOutcome { replay } => Some(replay),
        }
    }
}

/// Plays one game with one bot per seat (`bots[seat]`).
///
/// When several seats may act at once, the lowest acts first. The replay is always kept while
/// playing (it is cheap next to the engine) so a failure can be reproduced; `record` decides
/// whether it is returned on success.
///
/// With fewer bots than seats, seat `s` uses `bots[s % bots.len()]`.
///
/// # Errors
///
/// A [`PlayoutError`] with the replay that shows the problem; [`PlayoutError::NoBots`] when
/// `bots` is empty.
pub fn play<G: Game>(
    options: &Options,
    seed: u64,
    bots: &mut [Box<dyn Bot<G>>],
    max_actions: u64,
    record: bool,
) -> Result<Playout<G>, PlayoutError<G::Action>> {
    if bots.is_empty() {
        return Err(PlayoutError::NoBots);
    }
    let config = G::config(options)?;
    let mut state = G::setup(&config, seed)?;
    let mut replay = Replay::new::<G>(options.clone(), seed);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut actions = 0u64;
    loop {
        let seat = match G::status(&state) {
            Status::Over => break,
            Status::Acting(seats) => match seats.first() {
                Some(seat) => seat,
                None => {
                    return Err(PlayoutError::NoLegalAction {
                        step: actions,
                        seat: Seat(0),
                        replay: Box::new(replay),
                    });
                }
            },
        };
        if actions >= max_actions {
            return Err(PlayoutError::TooLong { limit: max_actions, replay: Box::new(replay) });
        }
        let action = if G::PICKS_BY_COUNT && bots[seat.index() % bots.len()].count_only() {
            let bot = &mut bots[seat.index() % bots.len()];
            match pick::<G>(&state, seat, &mut legal, bot.as_mut()) {
                Some(action) => action,
                None => {
                    return Err(PlayoutError::NoLegalAction {
                        step: actions,
                        seat,
                        replay: Box::new(replay),
                    });
                }
            }
        } else {
            legal.clear();
            G::legal_actions(&state, seat, &mut legal);
            if legal.is_empty() {
                return Err(PlayoutError::NoLegalAction { step: actions, seat, replay: Box::new(replay) });
            }
            let bot = &mut bots[seat.index() % bots.len()];
            let index = bot.choose(&state, seat, &legal).min(legal.len() - 1);
            legal.swap_remove(index)
        };
        events.clear();
        // The action was listed for this seat in this state just now: the game need not
        // check it again.
        let result = G::apply_listed(&mut state, seat, &action, &mut events);
        replay.steps.push(Step { seat, action });
        if let Err(error) = result {
            return Err(PlayoutError::ListedActionRefused { step: actions, error, replay: Box::new(replay) });
        }
        actions += 1;
    }
    let Some(outcome) = G::outcome(&state) else {
        return Err(PlayoutError::NoOutcome { replay: Box::new(replay) });
    };
    Ok(Playout { state, outcome, actions, replay: record.then_some(replay) })
}

/// The action a [`Bot::count_only`] bot picks: the game may count its actions and build only the
/// chosen one ([`Game::pick_legal`]). Only for a game that says picking is cheaper
/// ([`Game::PICKS_BY_COUNT`]); kept out of the driver's loop.
#[inline(never)]
fn pick<G: Game>(
    state: &G::State,
    seat: Seat,
    scratch: &mut Vec<G::Action>,
    bot: &mut dyn Bot<G>,
) -> Option<G::Action> {
    G::pick_legal(state, seat, scratch, |count| bot.choose_from_count(count))
}
