//! Static content tables of every game, compiled from `content/data/<game>/*.toml` at build time.
//!
//! Designers edit only `content/data/**`; `build.rs` runs `content-compiler`, which validates the
//! files and writes Rust statics into `OUT_DIR`. Nothing parses TOML at run time: cards, tiles and
//! boards are `&'static` data.
//!
//! Architecture invariant: this crate holds data and its types, never rules.
//!
//! # Feature flags
//!
//! - `arkham-2e`: the Arkham Horror (2nd edition) tables in `arkham_2e`.
//! - `arkham-lcg`: the Arkham Horror: The Card Game tables in `arkham_lcg`.
//! - `arnak` (default): the Lost Ruins of Arnak tables in [`arnak`].
//! - `eldritch`: the Eldritch Horror tables in `eldritch`.
//! - `evil-priest`: the Evil High Priest tables in `evil_priest`.

#![forbid(unsafe_code)]

#[cfg(feature = "arkham-2e")]
pub mod arkham_2e;
#[cfg(feature = "arkham-lcg")]
pub mod arkham_lcg;
#[cfg(feature = "arnak")]
pub mod arnak;
#[cfg(feature = "eldritch")]
pub mod eldritch;
#[cfg(feature = "evil-priest")]
pub mod evil_priest;
