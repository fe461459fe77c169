//! Eldritch Horror's content types, read from `content/data/eldritch/*.toml` and baked into the
//! tables of `content::eldritch`.
//!
//! Each type says how it is written in the TOML through its `#[serde(...)]` attributes; the
//! content compiler's `games/eldritch` adds only what a type cannot say (cross-references,
//! counts, ranges, sorting). Effects are bare strings (`"delay"`) or one-key tables
//! (`{ lose_sanity = 2 }`), serde's external tagging.

use crate::Deserialize;
#[cfg(feature = "read")]
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

#[cfg(feature = "read")]
use crate::read::{self, Scope};
use crate::schema;

mod ancient;
mod board;
mod cards;
mod effects;
mod encounters;
mod entries;
mod hooks;
mod investigators;
mod monsters;
#[cfg(feature = "read")]
mod readers;

pub use ancient::*;
pub use board::*;
pub use cards::*;
pub use effects::*;
pub use encounters::*;
pub use entries::*;
pub use hooks::*;
pub use investigators::*;
pub use monsters::*;
#[cfg(feature = "read")]
pub use readers::*;
