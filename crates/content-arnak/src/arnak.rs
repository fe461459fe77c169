//! Lost Ruins of Arnak's tables, generated from `content/data/arnak/*.toml` by
//! `content-compiler`, and their types (declared once in `content_schema::arnak`).
//!
//! Architecture invariant: these are plain `'static` data with no behaviour beyond small
//! accessors; the `arnak` crate interprets them. Card text the [`Effect`] vocabulary cannot
//! express is an [`Effect::Custom`] [`Hook`], which the `arnak` crate matches exhaustively (a hook
//! without an implementation does not compile); [`HOOKS`] gives each used hook's rule in words.
//!
//! Tables: [`CARDS`], [`GUARDIANS`], [`ASSISTANTS`], [`SITE_TILES`], [`IDOLS`], [`BONUS_TILES`],
//! [`BOARDS`], [`RIVAL_TILES`] (sorted by id), [`PLAYER_BOARD`], [`TEMPLE_TILES`] (by value) and
//! [`HOOKS`].

pub use content_schema::arnak::*;

#[allow(missing_docs, reason = "generated tables carry their own docs where they can")]
mod generated {
    use super::*;
    include!(concat!(env!("OUT_DIR"), "/arnak.rs"));
}

pub use generated::*;
