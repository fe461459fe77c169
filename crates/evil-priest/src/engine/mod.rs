//! The rules: setup, legal actions, applying actions and running the game to the next decision.
//!
//! One module per part of a round:
//!
//! - `setup`: the starting state from a config and a seed.
//! - `legal`: who acts, the legal-action lists, what a seat holds and needs, ways to pay.
//! - `placement`: the spaces a cultist may take now; `prompts`: the answers to a pending prompt.
//! - `apply`: checking and applying an action; `resources`: gaining, storing and paying.
//! - `raid`: Investigator raids; `effects`: queued tasks, card effects and custom hooks.
//! - `run`: running the game to the next decision (Skulks, the preparation phase).
//! - `score`: final scores; `invariants`: the conservation checks.

mod apply;
mod effects;
mod invariants;
mod legal;
mod placement;
mod prompts;
mod raid;
mod resources;
mod run;
mod score;
mod setup;

use content::evil_priest as data;

pub(crate) use apply::{apply, apply_listed, refusal};
pub(crate) use invariants::check;
pub use legal::shatterable;
pub(crate) use legal::{acting, legal, pick};
pub use resources::fits;
pub use score::scores;
pub(crate) use setup::setup;

const RULES: &data::RulesDef = &data::RULES;
