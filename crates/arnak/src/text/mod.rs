//! Human-readable text for actions, events and questions, in English and Russian.
//!
//! `names` words the things a sentence names (cards, resources, sites); `actions`, `events` and
//! `effects` build the sentences for actions, events, effect lists and questions.

mod actions;
mod effects;
mod events;
mod names;

pub(crate) use actions::{describe_action, describe_action_detail};
#[cfg(feature = "serde")]
pub(crate) use effects::effects_text;
pub(crate) use effects::prompt_text;
pub(crate) use events::describe_event;
pub(crate) use names::{assistant_name, bonus_text, guardian_name, rival_tile_name, site_name_raw};
pub use names::{card_name, icons_text, res_text};
