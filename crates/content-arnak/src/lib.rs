//! Lost Ruins of Arnak's content: the tables compiled from `content/data/arnak/*.toml` at build time, in
//! [`arnak`].
//!
//! Designers edit only `content/data/arnak/`; the build script runs `content-compiler`, which
//! checks the files and writes Rust statics into `OUT_DIR`. Nothing parses TOML at run time.
//! Each game's tables are a crate of their own, so an edit to one game's data rebuilds that game
//! alone. The engine names this crate `content` (`content::arnak::…`).
//!
//! Architecture invariant: this crate holds data and its types, never rules.

#![forbid(unsafe_code)]

pub mod arnak {
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
}
