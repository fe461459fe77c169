//! Test helpers every game's tests use: list a seat's actions, apply one that must be legal, and
//! check that one is refused without changing anything; with the `serde` feature too, write a
//! value as JSON and read it back, and check that a saved state loads equal and plays on the same.
//! Behind the `testing` feature; they panic (with the action, the refusal and what was listed)
//! because that is how a test fails.

use crate::game::{ActionError, Game};
use crate::seat::Seat;

/// The legal actions of `seat` now.
pub fn legal<G: Game>(state: &G::State, seat: Seat) -> Vec<G::Action> {
    let mut out = Vec::new();
    G::legal_actions(state, seat, &mut out);
    out
}

/// Applies an action that must be listed and accepted; returns its events. If the game's
/// invariants held before (a test's rigged state may not keep them), they must hold after.
///
/// # Panics
///
/// When the action is not listed, is refused, or breaks an invariant.
pub fn act<G: Game>(state: &mut G::State, seat: Seat, action: G::Action) -> Vec<G::Event> {
    let listed = legal::<G>(state, seat);
    assert!(listed.contains(&action), "{action:?} by {seat} is not listed; listed: {listed:?}");
    let sound = G::check_invariants(state).is_ok();
    let mut events = Vec::new();
    if let Err(error) = G::apply(state, seat, &action, &mut events) {
        panic!("{action:?} by {seat} was refused: {error}");
    }
    if let Err(broken) = G::check_invariants(state)
        && sound
    {
        panic!("after {action:?} by {seat}: {broken}");
    }
    events
}

/// Checks that an action is refused, leaving the state exactly as it was and producing no
/// events; returns the refusal's text.
///
/// # Panics
///
/// When the action is accepted, or the refusal changed the state or produced events.
pub fn refuse<G: Game>(state: &mut G::State, seat: Seat, action: G::Action) -> String {
    refuse_error::<G>(state, seat, action).to_string()
}

/// [`refuse`], returning the error itself: its stable [`ActionError::code`] and its text.
///
/// # Panics
///
/// As [`refuse`].
pub fn refuse_error<G: Game>(state: &mut G::State, seat: Seat, action: G::Action) -> ActionError {
    let before = state.clone();
    let mut events = Vec::new();
    let Err(error) = G::apply(state, seat, &action, &mut events) else {
        panic!("{action:?} by {seat} was accepted; it should be refused");
    };
    assert!(*state == before, "refusing {action:?} changed the state");
    assert!(events.is_empty(), "refusing {action:?} produced events: {events:?}");
    error
}

/// Writes `value` as JSON and reads it back, which must give an equal value; returns the JSON.
///
/// # Panics
///
/// When writing or reading fails, or the value read back differs.
#[cfg(feature = "serde")]
pub fn round_trip<T>(value: &T) -> String
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_string(value).unwrap_or_else(|e| panic!("not written: {e}\n{value:?}"));
    let back: T = serde_json::from_str(&json).unwrap_or_else(|e| panic!("not read: {e}\n{json}"));
    assert_eq!(&back, value, "read back differently: {json}");
    json
}

/// Saves `state` as JSON and loads it again: the loaded state must equal it and go on exactly
/// like it for up to `steps` random actions (chosen from `seed`): the same seats acting, the same
/// legal actions, the same events and the same states after each. Returns the actions compared.
///
/// # Panics
///
/// When the save does not load, loads differently, or the two games part.
#[cfg(feature = "serde")]
pub fn save_and_continue<G: Game>(state: &G::State, steps: usize, seed: u64) -> usize
where
    G::State: serde::Serialize + serde::de::DeserializeOwned,
{
    let json = round_trip(state);
    let mut loaded: G::State = serde_json::from_str(&json).unwrap_or_else(|e| panic!("not read: {e}"));
    let mut original = state.clone();
    let mut rng = crate::GameRng::seed_from(seed);
    let (mut actions, mut again) = (Vec::new(), Vec::new());
    for step in 0..steps {
        let status = G::status(&original);
        assert_eq!(status, G::status(&loaded), "step {step} after loading: whose turn differs");
        let crate::Status::Acting(seats) = status else { return step };
        let Some(seat) = seats.first() else { return step };
        actions.clear();
        G::legal_actions(&original, seat, &mut actions);
        again.clear();
        G::legal_actions(&loaded, seat, &mut again);
        assert_eq!(actions, again, "step {step} after loading: the legal actions differ");
        if actions.is_empty() {
            return step;
        }
        let action = actions[rng.index(actions.len())].clone();
        let (mut events, mut events_again) = (Vec::new(), Vec::new());
        let result = G::apply(&mut original, seat, &action, &mut events);
        let result_again = G::apply(&mut loaded, seat, &action, &mut events_again);
        assert_eq!(result, result_again, "step {step} after loading: {action:?} resolved differently");
        assert_eq!(
            format!("{events:?}"),
            format!("{events_again:?}"),
            "step {step} after loading: {action:?} gave other events"
        );
        assert!(original == loaded, "step {step} after loading: {action:?} left another state");
    }
    steps
}

/// What [`check_saves`] covered.
#[cfg(feature = "serde")]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SavesChecked {
    /// Games played.
    pub games: u64,
    /// Actions played in them.
    pub steps: usize,
    /// States saved and loaded ([`save_and_continue`]).
    pub saves: usize,
    /// Actions compared after the loads.
    pub continued: usize,
}

/// Plays random games of `config` from each seed in `seeds` (up to `max_steps` actions each) and,
/// every `every` actions and at the end, checks with [`save_and_continue`] that the state saved
/// and loaded goes on identically for `lookahead` actions.
///
/// # Panics
///
/// As [`save_and_continue`], or when setup fails.
#[cfg(feature = "serde")]
pub fn check_saves<G: Game>(
    config: &G::Config,
    seeds: std::ops::Range<u64>,
    every: usize,
    max_steps: usize,
    lookahead: usize,
) -> SavesChecked
where
    G::State: serde::Serialize + serde::de::DeserializeOwned,
{
    let mut checked = SavesChecked::default();
    let mut actions = Vec::new();
    let mut events = Vec::new();
    for seed in seeds {
        let mut state = G::setup(config, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let mut rng = crate::GameRng::seed_from(seed ^ 0x5a7e);
        checked.games += 1;
        for step in 0..=max_steps {
            let crate::Status::Acting(seats) = G::status(&state) else { break };
            let Some(seat) = seats.first() else { break };
            if step % every.max(1) == 0 {
                checked.continued +=
                    save_and_continue::<G>(&state, lookahead, seed.wrapping_add(step as u64));
                checked.saves += 1;
            }
            if step == max_steps {
                break;
            }
            actions.clear();
            G::legal_actions(&state, seat, &mut actions);
            if actions.is_empty() {
                break;
            }
            let action = actions[rng.index(actions.len())].clone();
            events.clear();
            if let Err(error) = G::apply(&mut state, seat, &action, &mut events) {
                panic!("seed {seed}, step {step}: {action:?} by {seat} was refused: {error}");
            }
            checked.steps += 1;
        }
        checked.continued += save_and_continue::<G>(&state, lookahead, seed);
        checked.saves += 1;
    }
    checked
}

/// The names of the JSON keys under which a bare number appears in the saves of random games of
/// each config (seeds `seeds`, up to `max_steps` actions each, saved before every action): what a
/// game lists as the numbers its saves may hold (counts, seats, bits, its board's own layout),
/// never a position in a content table. Sorted.
///
/// # Panics
///
/// When setup fails, an action is refused, or a state does not serialize.
#[cfg(feature = "serde")]
pub fn numeric_keys_of_saves<G: Game>(
    configs: &[G::Config],
    seeds: std::ops::Range<u64>,
    max_steps: usize,
) -> Vec<String>
where
    G::State: serde::Serialize,
{
    fn walk(value: &serde_json::Value, key: &str, out: &mut std::collections::BTreeSet<String>) {
        match value {
            serde_json::Value::Number(_) => {
                out.insert(key.to_owned());
            }
            serde_json::Value::Array(items) => items.iter().for_each(|item| walk(item, key, out)),
            serde_json::Value::Object(map) => map.iter().for_each(|(k, v)| walk(v, k, out)),
            _ => {}
        }
    }
    let mut keys = std::collections::BTreeSet::new();
    for config in configs {
        for seed in seeds.clone() {
            random_game::<G>(config, seed, max_steps, |state| {
                let value = serde_json::to_value(state).unwrap_or_else(|e| panic!("not written: {e}"));
                walk(&value, "", &mut keys);
            });
        }
    }
    keys.into_iter().collect()
}

/// Checks that the saves of random games of each config hold bare numbers under exactly the keys
/// `expected` lists ([`numeric_keys_of_saves`]): a game's test that no save holds a content table
/// position.
///
/// # Panics
///
/// Naming each key found and not listed (check that it names no content by position, then list
/// it) and each key listed and not found.
#[cfg(feature = "serde")]
pub fn assert_save_numbers<G: Game>(
    configs: &[G::Config],
    seeds: std::ops::Range<u64>,
    max_steps: usize,
    expected: &[&str],
) where
    G::State: serde::Serialize,
{
    let found = numeric_keys_of_saves::<G>(configs, seeds, max_steps);
    let new: Vec<&str> = found.iter().map(String::as_str).filter(|key| !expected.contains(key)).collect();
    let gone: Vec<&str> = expected.iter().copied().filter(|key| !found.iter().any(|k| k == key)).collect();
    assert!(
        new.is_empty() && gone.is_empty(),
        "numbers in {} saves: under keys not listed {new:?} (check that none names content by its \
         table position, then list it), listed but not seen {gone:?}",
        G::NAME
    );
}

/// The config of each option set, for tests.
///
/// # Panics
///
/// When the game refuses an option set (with the reason).
pub fn configs<G: Game>(options: &[crate::game::Options]) -> Vec<G::Config> {
    options.iter().map(|options| G::config(options).unwrap_or_else(|e| panic!("{options:?}: {e}"))).collect()
}

/// Plays a random game of `config` from `seed` (actions chosen as the random bot of that seed
/// would, up to `max_steps`) and hands each state's save to `check` as JSON, after checking it
/// reads back equal ([`round_trip`]).
///
/// # Panics
///
/// When setup fails, an action is refused, or a save does not read back equal.
#[cfg(feature = "serde")]
pub fn each_save<G: Game>(config: &G::Config, seed: u64, max_steps: usize, mut check: impl FnMut(&str))
where
    G::State: serde::Serialize + serde::de::DeserializeOwned,
{
    random_game::<G>(config, seed, max_steps, |state| check(&round_trip(state)));
}

/// Plays a random game of `config` from `seed` (actions chosen as the random bot of that seed
/// would) and calls `at_each` with the state before each action, up to `max_steps` states.
#[cfg(feature = "serde")]
fn random_game<G: Game>(config: &G::Config, seed: u64, max_steps: usize, mut at_each: impl FnMut(&G::State)) {
    let mut state = G::setup(config, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    let mut rng = crate::GameRng::seed_from(seed);
    let (mut actions, mut events) = (Vec::new(), Vec::new());
    for _ in 0..max_steps {
        at_each(&state);
        let crate::Status::Acting(seats) = G::status(&state) else { break };
        let Some(seat) = seats.first() else { break };
        actions.clear();
        G::legal_actions(&state, seat, &mut actions);
        if actions.is_empty() {
            break;
        }
        let action = actions[rng.index(actions.len())].clone();
        events.clear();
        if let Err(error) = G::apply(&mut state, seat, &action, &mut events) {
            panic!("seed {seed}: {action:?} by {seat} was refused: {error}");
        }
    }
}
