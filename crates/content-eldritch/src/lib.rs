//! Eldritch Horror's content: the tables compiled from `content/data/eldritch/*.toml` at build time, in
//! [`eldritch`].
//!
//! Designers edit only `content/data/eldritch/`; the build script runs `content-compiler`, which
//! checks the files and writes Rust statics into `OUT_DIR`. Nothing parses TOML at run time.
//! Each game's tables are a crate of their own, so an edit to one game's data rebuilds that game
//! alone. The engine names this crate `content` (`content::eldritch::…`).
//!
//! Architecture invariant: this crate holds data and its types, never rules.

#![forbid(unsafe_code)]

pub mod eldritch {
    //! Eldritch Horror content: the board, tokens, investigators, Ancient Ones, Mysteries, encounter
    //! and Mythos cards, possessions, Conditions and monsters, compiled from
    //! `content/data/eldritch/*.toml`.
    //!
    //! Every table is sorted by id; cross-references are ids (`"arkham"`), found with the `*_index`
    //! functions (binary search). Each entry says where its values come from ([`Source`]) and which
    //! fields were recalled rather than read from the public reference data (`recalled`).

    pub use content_schema::eldritch::*;

    /// Index of a location by id.
    pub fn location_index(id: &str) -> Option<usize> {
        LOCATIONS.binary_search_by(|def| def.id.cmp(id)).ok()
    }

    /// Index of a monster kind by id.
    pub fn monster_index(id: &str) -> Option<usize> {
        MONSTERS.binary_search_by(|def| def.id.cmp(id)).ok()
    }

    /// Index of an Asset by id.
    pub fn asset_index(id: &str) -> Option<usize> {
        ASSETS.binary_search_by(|def| def.id.cmp(id)).ok()
    }

    /// Index of a Spell by id.
    pub fn spell_index(id: &str) -> Option<usize> {
        SPELLS.binary_search_by(|def| def.id.cmp(id)).ok()
    }

    /// Index of a Condition by id.
    pub fn condition_index(id: &str) -> Option<usize> {
        CONDITIONS.binary_search_by(|def| def.id.cmp(id)).ok()
    }

    /// Index of an Ancient One by id.
    pub fn ancient_one_index(id: &str) -> Option<usize> {
        ANCIENT_ONES.binary_search_by(|def| def.id.cmp(id)).ok()
    }

    mod generated {
        #![allow(clippy::all, reason = "generated data literals")]
        use super::*;
        include!(concat!(env!("OUT_DIR"), "/eldritch.rs"));
    }

    pub use generated::*;
}
