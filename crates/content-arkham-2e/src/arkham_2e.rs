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
