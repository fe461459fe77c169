//! Arkham Horror (2nd edition)'s content: the tables compiled from `content/data/arkham-2e/*.toml` at build time, in
//! [`arkham_2e`].
//!
//! Designers edit only `content/data/arkham-2e/`; the build script runs `content-compiler`, which
//! checks the files and writes Rust statics into `OUT_DIR`. Nothing parses TOML at run time.
//! Each game's tables are a crate of their own, so an edit to one game's data rebuilds that game
//! alone. The engine names this crate `content` (`content::arkham_2e::…`).
//!
//! Architecture invariant: this crate holds data and its types, never rules.

#![forbid(unsafe_code)]

pub mod arkham_2e {
    //! Arkham Horror (2nd edition) tables, generated from `content/data/arkham-2e/*.toml` by
    //! `content-compiler`, and their types (declared once in `content_schema::arkham_2e`).
    //!
    //! Architecture invariant: these are plain `'static` data with no behaviour beyond small
    //! accessors. Text the [`Effect`] vocabulary cannot express is a [`Hook`], which an engine
    //! matches exhaustively (a hook without an implementation does not compile); [`HOOKS`] gives each
    //! hook's rule in words.
    //!
    //! Tables (sorted by id): [`NEIGHBOURHOODS`], [`LOCATIONS`], [`OTHER_WORLDS`],
    //! [`INVESTIGATORS`], [`ANCIENT_ONES`], [`MONSTERS`], [`CARDS`], [`LOCATION_CARDS`],
    //! [`GATE_CARDS`], [`MYTHOS`] and [`HOOKS`].

    pub use content_schema::arkham_2e::*;

    #[allow(missing_docs, reason = "generated tables carry their own docs where they can")]
    mod generated {
        use super::*;
        include!(concat!(env!("OUT_DIR"), "/arkham-2e.rs"));
    }

    pub use generated::*;

    /// The location with this id.
    pub fn location(id: &str) -> Option<&'static LocationDef> {
        LOCATIONS.iter().find(|location| location.id == id)
    }

    /// The investigator card kind with this id.
    pub fn card(id: &str) -> Option<&'static CardDef> {
        CARDS.iter().find(|card| card.id == id)
    }
}
