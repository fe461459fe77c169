//! Bots: seat controllers that pick one of the legal actions.
//!
//! Bots own their randomness (seeded by the caller), so a game's own [`GameRng`] is never
//! touched by a bot's choices and a recorded game replays without the bots.

use std::collections::BTreeMap;

use smallvec::SmallVec;

use crate::game::Game;
use crate::rng::GameRng;
use crate::seat::Seat;

/// Picks an action for a seat.
pub trait Bot<G: Game> {
    /// The bot's name (`random`, `greedy`, …).
    fn name(&self) -> &'static str;

    /// Returns an index into `legal`, which is never empty.
    fn choose(&mut self, state: &G::State, seat: Seat, legal: &[G::Action]) -> usize;

    /// Whether the bot's choice depends only on how many legal actions there are, not on the
    /// state or the actions themselves. The playout driver then asks
    /// [`Bot::choose_from_count`] through [`Game::pick_legal`], so a game need not list every
    /// action to play one. `false` unless a bot says otherwise.
    fn count_only(&self) -> bool {
        false
    }

    /// For a [`count_only`](Bot::count_only) bot: the index [`Bot::choose`] would return for a
    /// list of `count` actions (never zero), making the same draws from the bot's randomness.
    fn choose_from_count(&mut self, _count: usize) -> usize {
        0
    }
}

/// Uniformly random among the legal actions.
#[derive(Debug, Clone)]
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random bot with its own seed.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot { rng: GameRng::seed_from(seed) }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }

    fn choose(&mut self, _state: &G::State, _seat: Seat, legal: &[G::Action]) -> usize {
        self.rng.index(legal.len())
    }

    fn count_only(&self) -> bool {
        true
    }

    fn choose_from_count(&mut self, count: usize) -> usize {
        self.rng.index(count)
    }
}

/// Always the first legal action: a deterministic baseline and a smoke test for action order.
#[derive(Debug, Clone, Copy, Default)]
pub struct FirstLegalBot;

impl<G: Game> Bot<G> for FirstLegalBot {
    fn name(&self) -> &'static str {
        "first"
    }

    fn choose(&mut self, _state: &G::State, _seat: Seat, _legal: &[G::Action]) -> usize {
        0
    }

    fn count_only(&self) -> bool {
        true
    }
}

/// One-step look-ahead on [`Game::heuristic`].
///
/// Each candidate is applied to a clone whose hidden information was resampled with
/// [`Game::determinize`], so the bot cannot see deck orders or the generator's future; where the
/// game asks for it ([`Game::greedy_samples`]), each is scored on several such clones and the
/// scores are summed. Ties are broken at random.
///
/// It does not go round in circles: when a position it already chose from comes back unchanged
/// (same [`Game::position_hash`], so free actions undid each other, such as playing a card that
/// returns to the hand), it leaves out the choices it made there before, so a pair of free actions that
/// undo each other is taken at most once per position and the game moves on.
#[derive(Debug, Clone)]
pub struct GreedyBot {
    rng: GameRng,
    /// The positions this bot chose from (by state hash) and the choices it made in each.
    chosen: BTreeMap<u64, SmallVec<[u32; 2]>>,
}

/// How many positions the bot remembers before it forgets them all (a cycle is short: a few
/// free actions; this only bounds memory over a long game).
const REMEMBERED_POSITIONS: usize = 1 << 12;

impl GreedyBot {
    /// A greedy bot with its own seed.
    pub fn new(seed: u64) -> GreedyBot {
        GreedyBot { rng: GameRng::seed_from(seed), chosen: BTreeMap::new() }
    }
}

impl<G: Game> Bot<G> for GreedyBot {
    fn name(&self) -> &'static str {
        "greedy"
    }

    fn choose(&mut self, state: &G::State, seat: Seat, legal: &[G::Action]) -> usize {
        if legal.len() == 1 {
            return 0;
        }
        let samples = G::greedy_samples(state, seat).max(1);
        let mut scores = vec![0.0f64; legal.len()];
        let mut events = Vec::new();
        for _ in 0..samples {
            let mut base = state.clone();
            G::determinize(&mut base, seat, &mut self.rng);
            for (score, action) in scores.iter_mut().zip(legal) {
                let mut next = base.clone();
                events.clear();
                *score += match G::apply(&mut next, seat, action, &mut events) {
                    Ok(()) => G::heuristic(&next, seat),
                    Err(_) => f64::NEG_INFINITY,
                };
            }
        }
        // Back in a position it chose from before: leave out what it chose there, unless that
        // leaves nothing.
        let position = G::position_hash(state);
        let before = self.chosen.get(&position).filter(|before| before.len() < legal.len());
        let mut best = f64::NEG_INFINITY;
        let mut best_index = 0;
        let mut ties = 0u32;
        for (index, &score) in scores.iter().enumerate() {
            if before.is_some_and(|before| before.contains(&(index as u32))) {
                continue;
            }
            if score > best {
                best = score;
                best_index = index;
                ties = 1;
            } else if score == best {
                // Reservoir sampling over equally good actions.
                ties += 1;
                if self.rng.below(ties) == 0 {
                    best_index = index;
                }
            }
        }
        if self.chosen.len() >= REMEMBERED_POSITIONS {
            self.chosen.clear();
        }
        let chosen_here = self.chosen.entry(position).or_default();
        if chosen_here.len() >= legal.len() {
            // Every choice was taken here already: start over rather than grow.
            chosen_here.clear();
        }
        chosen_here.push(best_index as u32);
        best_index
    }
}

/// The bot kinds every game offers, by name.
pub const BOT_NAMES: [&str; 3] = ["random", "first", "greedy"];

/// Makes a bot by name.
pub fn make_bot<G: Game>(name: &str, seed: u64) -> Option<Box<dyn Bot<G>>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        "first" => Some(Box::new(FirstLegalBot)),
        "greedy" => Some(Box::new(GreedyBot::new(seed))),
        _ => None,
    }
}
