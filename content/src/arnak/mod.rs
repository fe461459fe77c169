//! Lost Ruins of Arnak's content types, read from `content/data/arnak/*.toml` and baked into the
//! tables of `content::arnak`.
//!
//! Each type says how it is written in the TOML through its `#[serde(...)]` attributes; the
//! content compiler's `games/arnak.rs` adds only what a type cannot say (ids, cross-checks,
//! counts, sorting). Effects are bare strings for effects without parameters (`"exile_self"`) or
//! one-key tables (`{ gain = { coin = 2 } }`), a few with a second key
//! (`{ pay = { coin = 1 }, then = [...] }`, `{ choose = [[...], [...]], count = 2 }`); the
//! README in `content/data/arnak/` documents every form for designers.

#[cfg(feature = "read")]
use std::fmt;

#[cfg(feature = "read")]
use serde::Deserializer;
#[cfg(feature = "read")]
use serde::de::{self, DeserializeSeed, MapAccess, Visitor};

use crate::Deserialize;

use crate::read;
use crate::schema;

mod basics;
mod boards;
mod cards;
mod effects;
mod hooks;
#[cfg(feature = "read")]
mod readers;

pub use basics::*;
pub use boards::*;
pub use cards::*;
pub use effects::*;
pub use hooks::*;
#[cfg(feature = "read")]
pub use readers::*;
