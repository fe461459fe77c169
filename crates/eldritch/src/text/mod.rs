//! Human-readable text for actions, events and views, in English and Ukrainian names; events
//! and refusals are worded in Russian too (names stay English there: the content has no Russian).
//!
//! `names` words the things a sentence names (locations, cards, investigators, monsters);
//! `actions`, `events`, `view` and `effects` build the sentences.

mod actions;
mod effects;
mod events;
mod names;
mod view;

pub(crate) use actions::{describe_action, describe_action_detail};
#[cfg(feature = "serde")]
pub(crate) use effects::{cost_text, effects_text};
pub(crate) use events::describe_event;
pub(crate) use view::{render_player, render_view};
