//! The property-check harness every game crate runs in its own tests.
//!
//! [`check_properties`] plays random games and checks, at every step:
//!
//! - some seat can act until the game is over, and each acting seat has a legal action;
//! - every listed action applies without error (on a clone) and keeps [`Game::check_invariants`];
//! - actions that are not listed (earlier actions, other seats' actions) are refused and leave
//!   the state exactly as it was;
//! - seats that may not act are refused;
//! - a seat's view does not change when [`Game::determinize`] resamples what it cannot see, nor
//!   do the actions it may take when it is acting (an action that names a hidden card leaks it);
//! - with [`check_properties_with`], the same holds for a game's own change of something hidden
//!   ([`Perturb`]), so a view that shows what `determinize` forgets to resample is caught too;
//! - the game ends within the step limit;
//!
//! and, after each game, that replaying the same seed and actions gives the same events and state.

use std::fmt::Write as _;

use crate::game::{Game, Options, Status};
use crate::hash::stable_hash;
use crate::replay::{Replay, Step};
use crate::rng::GameRng;
use crate::seat::Seat;

/// How much to check.
#[derive(Debug, Clone)]
pub struct CheckConfig {
    /// Number of random games.
    pub games: u32,
    /// Seed of the first game; game `i` uses `seed + i`.
    pub seed: u64,
    /// Actions after which a game counts as looping.
    pub max_actions: u64,
    /// At most this many listed actions are applied on clones at each step (all when smaller).
    pub listed_per_step: usize,
    /// Check views against [`Game::determinize`] every this many steps (0: never).
    pub view_every: u64,
}

impl Default for CheckConfig {
    fn default() -> Self {
        CheckConfig { games: 100, seed: 1, max_actions: 100_000, listed_per_step: 16, view_every: 7 }
    }
}

/// The number of games a property test plays: `default`, unless the environment variable
/// `PROPERTY_GAMES` holds a count (how `cargo xtask props <game> <count>` asks for long runs).
///
/// # Panics
///
/// When `PROPERTY_GAMES` is set but is not a number, so a typo never passes as a short run.
#[must_use]
pub fn property_games(default: u32) -> u32 {
    match std::env::var("PROPERTY_GAMES") {
        Ok(text) => {
            text.trim().parse().unwrap_or_else(|_| panic!("PROPERTY_GAMES={text:?} is not a game count"))
        }
        Err(_) => default,
    }
}

/// What the checks saw.
#[derive(Debug, Clone, Default)]
pub struct CheckReport {
    /// Games played.
    pub games: u32,
    /// Actions applied in the main lines.
    pub actions: u64,
    /// Listed actions applied on clones.
    pub listed_checked: u64,
    /// Unlisted actions refused.
    pub unlisted_refused: u64,
    /// View comparisons made.
    pub views_checked: u64,
    /// Views compared after a game's own change of hidden information ([`Perturb`]).
    pub perturbations_checked: u64,
}

/// A game's own change of something `observer` cannot see (for [`check_properties_with`]), such
/// as exchanging a held face-down card with an identical-looking one: it returns `false` when the
/// state holds nothing of the kind.
///
/// [`Game::determinize`] is checked only for what it resamples; a view that shows what it
/// forgets (the back of a held card, say) passes unless something else varies it. A perturbation
/// is that something else.
pub type Perturb<G> = fn(&mut <G as Game>::State, Seat, &mut GameRng) -> bool;

/// A broken property, with the replay that reaches it.
#[derive(Debug, Clone)]
pub struct CheckFailure<A> {
    /// What broke.
    pub message: String,
    /// The game up to the failing step (boxed: a failure is rare, a `Result` is not).
    pub replay: Box<Replay<A>>,
}

impl<A: std::fmt::Debug> std::fmt::Display for CheckFailure<A> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} (game seed {}, after {} steps; last steps: {:?})",
            self.message,
            self.replay.seed,
            self.replay.steps.len(),
            &self.replay.steps[self.replay.steps.len().saturating_sub(3)..]
        )
    }
}

/// Plays `config.games` random games of `G` with `options` and checks the engine contract.
///
/// # Errors
///
/// The first broken property, with a replay that reaches it.
pub fn check_properties<G: Game>(
    options: &Options,
    config: &CheckConfig,
) -> Result<CheckReport, CheckFailure<G::Action>> {
    check_properties_with::<G>(options, config, &[])
}

/// [`check_properties`], and at every view check also each of `perturbs`: after it changes
/// something hidden from a seat, that seat's view and (when acting) its legal actions must be
/// the same as before.
///
/// # Errors
///
/// The first broken property, with a replay that reaches it.
pub fn check_properties_with<G: Game>(
    options: &Options,
    config: &CheckConfig,
    perturbs: &[Perturb<G>],
) -> Result<CheckReport, CheckFailure<G::Action>> {
    let mut report = CheckReport::default();
    for game in 0..config.games {
        let seed = config.seed.wrapping_add(u64::from(game));
        check_one::<G>(options, seed, config, perturbs, &mut report)?;
        report.games += 1;
    }
    Ok(report)
}

/// Applies `action`, turning a panic of the engine into its message (so a property failure
/// names the game and the steps that reach it).
fn apply_caught<G: Game>(
    state: &mut G::State,
    seat: Seat,
    action: &G::Action,
    events: &mut Vec<G::Event>,
) -> Result<Result<(), crate::ActionError>, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| G::apply(state, seat, action, events))).map_err(
        |payload| {
            payload
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".to_owned())
        },
    )
}

/// Whether two lists of actions hold the same actions (in any order).
fn same_actions<A: PartialEq>(a: &[A], b: &[A]) -> bool {
    a.len() == b.len() && a.iter().all(|x| b.contains(x)) && b.iter().all(|x| a.contains(x))
}

fn check_one<G: Game>(
    options: &Options,
    seed: u64,
    config: &CheckConfig,
    perturbs: &[Perturb<G>],
    report: &mut CheckReport,
) -> Result<(), CheckFailure<G::Action>> {
    let mut replay = Replay::new::<G>(options.clone(), seed);
    let fail = |message: String, replay: &Replay<G::Action>| CheckFailure {
        message,
        replay: Box::new(replay.clone()),
    };
    let game_config = G::config(options).map_err(|e| fail(format!("config: {e}"), &replay))?;
    let mut state = G::setup(&game_config, seed).map_err(|e| fail(format!("setup: {e}"), &replay))?;
    G::check_invariants(&state).map_err(|e| fail(format!("after setup: {e}"), &replay))?;

    let mut rng = GameRng::seed_from(seed ^ 0x5eed_c4ec_0000_0001);
    let mut legal = Vec::new();
    let mut other = Vec::new();
    let mut events = Vec::new();
    let mut transcript = String::new();
    // Actions seen earlier in this game: candidates for "unlisted" actions.
    let mut seen: Vec<G::Action> = Vec::new();
    let players = options.players;
    let mut step = 0u64;

    loop {
        let acting = match G::status(&state) {
            Status::Over => break,
            Status::Acting(seats) => seats,
        };
        if acting.is_empty() {
            return Err(fail("status names no acting seat but the game is not over".into(), &replay));
        }
        if step >= config.max_actions {
            return Err(fail(format!("the game did not end within {} actions", config.max_actions), &replay));
        }
        let seat = acting.iter().nth(rng.index(acting.len())).expect("non-empty");
        legal.clear();
        G::legal_actions(&state, seat, &mut legal);
        if legal.is_empty() {
            return Err(fail(format!("{seat} must act but has no legal action"), &replay));
        }

        // Every listed action applies (a sample when there are many).
        let mut indices: Vec<usize> = (0..legal.len()).collect();
        rng.shuffle(&mut indices);
        for &index in indices.iter().take(config.listed_per_step) {
            let mut next = state.clone();
            events.clear();
            match apply_caught::<G>(&mut next, seat, &legal[index], &mut events) {
                Ok(Ok(())) => {}
                Ok(Err(error)) => {
                    return Err(fail(
                        format!("listed action {:?} was refused: {error}", legal[index]),
                        &replay,
                    ));
                }
                Err(panic) => {
                    return Err(fail(format!("listed action {:?} panicked: {panic}", legal[index]), &replay));
                }
            }
            if let Err(error) = G::check_invariants(&next) {
                return Err(fail(format!("after listed action {:?}: {error}", legal[index]), &replay));
            }
            report.listed_checked += 1;
        }

        // Unlisted actions are refused and change nothing.
        let before_hash = stable_hash(&state);
        let mut probes: Vec<(Seat, G::Action)> = Vec::new();
        for _ in 0..4 {
            if seen.is_empty() {
                break;
            }
            let candidate = &seen[rng.index(seen.len())];
            if !legal.contains(candidate) {
                probes.push((seat, candidate.clone()));
            }
        }
        for other_seat in (0..players).map(Seat) {
            if acting.contains(other_seat) {
                continue;
            }
            other.clear();
            G::legal_actions(&state, other_seat, &mut other);
            if !other.is_empty() {
                return Err(fail(format!("{other_seat} may not act now but has legal actions"), &replay));
            }
            probes.push((other_seat, legal[0].clone()));
        }
        for (probe_seat, action) in probes {
            events.clear();
            let outcome = match apply_caught::<G>(&mut state, probe_seat, &action, &mut events) {
                Ok(outcome) => outcome,
                Err(panic) => {
                    return Err(fail(
                        format!("unlisted action {action:?} by {probe_seat} panicked: {panic}"),
                        &replay,
                    ));
                }
            };
            match outcome {
                Ok(()) => {
                    return Err(fail(
                        format!("unlisted action {action:?} by {probe_seat} was accepted"),
                        &replay,
                    ));
                }
                Err(_) => {
                    if stable_hash(&state) != before_hash || !events.is_empty() {
                        return Err(fail(format!("refused action {action:?} changed the state"), &replay));
                    }
                    report.unlisted_refused += 1;
                }
            }
        }

        // Views hide what they must.
        if config.view_every > 0 && step.is_multiple_of(config.view_every) {
            for observer in (0..players).map(Seat) {
                let view = G::view(&state, observer);
                let mut resampled = state.clone();
                G::determinize(&mut resampled, observer, &mut rng);
                if G::view(&resampled, observer) != view {
                    return Err(fail(
                        format!("{observer}'s view changed when only hidden information was resampled"),
                        &replay,
                    ));
                }
                // What the acting seat may do is in front of it: it may not name hidden things.
                if observer == seat {
                    other.clear();
                    G::legal_actions(&resampled, observer, &mut other);
                    if !same_actions(&legal, &other) {
                        return Err(fail(
                            format!(
                                "{observer}'s legal actions changed when only hidden information was resampled"
                            ),
                            &replay,
                        ));
                    }
                }
                report.views_checked += 1;
                for (index, perturb) in perturbs.iter().enumerate() {
                    let mut varied = state.clone();
                    if !perturb(&mut varied, observer, &mut rng) {
                        continue;
                    }
                    if G::view(&varied, observer) != view {
                        return Err(fail(
                            format!(
                                "{observer}'s view changed when perturbation {index} varied hidden information"
                            ),
                            &replay,
                        ));
                    }
                    if observer == seat {
                        other.clear();
                        G::legal_actions(&varied, observer, &mut other);
                        if !same_actions(&legal, &other) {
                            return Err(fail(
                                format!(
                                    "{observer}'s legal actions changed when perturbation {index} varied hidden information"
                                ),
                                &replay,
                            ));
                        }
                    }
                    report.perturbations_checked += 1;
                }
            }
        }

        // Take a random listed action.
        let action = legal.swap_remove(rng.index(legal.len()));
        events.clear();
        match apply_caught::<G>(&mut state, seat, &action, &mut events) {
            Ok(Ok(())) => {}
            Ok(Err(error)) => {
                return Err(fail(format!("chosen action {action:?} was refused: {error}"), &replay));
            }
            Err(panic) => {
                // The replay ends with the action that panicked.
                replay.steps.push(Step { seat, action: action.clone() });
                return Err(fail(format!("chosen action {action:?} panicked: {panic}"), &replay));
            }
        }
        for event in &events {
            let _ = writeln!(transcript, "{event:?}");
        }
        if let Err(error) = G::check_invariants(&state) {
            return Err(fail(format!("after {action:?}: {error}"), &replay));
        }
        if !seen.contains(&action) {
            if seen.len() >= 256 {
                let slot = rng.index(seen.len());
                seen[slot] = action.clone();
            } else {
                seen.push(action.clone());
            }
        }
        replay.steps.push(Step { seat, action });
        step += 1;
        report.actions += 1;
    }
    if G::outcome(&state).is_none() {
        return Err(fail("the game is over but has no outcome".into(), &replay));
    }

    // Determinism: the same seed and actions give the same events and final state.
    let final_hash = stable_hash(&state);
    let mut again = String::new();
    let replayed = crate::replay::run_replay::<G>(&replay, |_, _, _, events| {
        for event in events {
            let _ = writeln!(again, "{event:?}");
        }
    })
    .map_err(|e| fail(format!("replaying the game failed: {e}"), &replay))?;
    if stable_hash(&replayed) != final_hash || replayed != state {
        return Err(fail("replaying the same seed and actions gave another final state".into(), &replay));
    }
    if again != transcript {
        return Err(fail("replaying the same seed and actions gave other events".into(), &replay));
    }
    Ok(())
}
