//! Arkham Horror: The Card Game's content types (core set, Night of the Zealot), read from
//! `content/data/arkham-lcg/*.toml` and baked into the tables of `content::arkham_lcg`.
//!
//! Every card is keyed by its arkhamdb code (`id = "01016"`). Each type says how it is written
//! in the TOML through its `#[serde(...)]` attributes; the content compiler's
//! `games/arkham_lcg.rs` adds only what a type cannot say (codes unique, decks legal, hooks
//! declared and used, counts and coverage). A card's text is a list of [`AbilityDef`]s: a timing
//! (constant, action, fast, reaction, forced, revelation, play, commit), a trigger, costs and a
//! list of [`Effect`]s; what the vocabulary cannot express names a [`Hook`].

#[cfg(feature = "read")]
use serde::Deserializer;

use crate::Deserialize;

use crate::read;
use crate::schema;

mod abilities;
mod basics;
mod cards;
mod hooks;

pub use abilities::*;
pub use basics::*;
pub use cards::*;
pub use hooks::*;

#[cfg(feature = "read")]
fn one() -> u8 {
    1
}

#[cfg(feature = "read")]
fn two() -> u8 {
    2
}

/// The reference scope of card codes (every player and encounter card), set by the compiler.
pub const CARD: read::Scope = read::Scope { what: "card", within: "" };
/// The reference scope of encounter-set ids.
pub const SET: read::Scope = read::Scope { what: "encounter set", within: "" };
/// The reference scope of campaign-log entries.
pub const LOG: read::Scope = read::Scope { what: "campaign-log entry", within: "" };
/// The reference scope of investigator codes.
pub const INVESTIGATOR: read::Scope = read::Scope { what: "investigator", within: "" };
/// The reference scope of agenda codes.
pub const AGENDA: read::Scope = read::Scope { what: "agenda", within: "" };
/// The reference scope of act codes.
pub const ACT: read::Scope = read::Scope { what: "act", within: "" };
/// The reference scope of location codes.
pub const LOCATION: read::Scope = read::Scope { what: "location", within: "" };
/// The reference scope of encounter enemy codes.
pub const ENEMY: read::Scope = read::Scope { what: "enemy", within: "" };

#[cfg(feature = "read")]
fn card_ref<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(CARD, d)
}

#[cfg(feature = "read")]
fn opt_card_ref<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    card_ref(d).map(Some)
}

#[cfg(feature = "read")]
fn refs<'de, D: Deserializer<'de>>(scope: read::Scope, d: D) -> Result<&'static [&'static str], D::Error> {
    let ids = Vec::<String>::deserialize(d)?;
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        read::resolve(scope, &id).map_err(serde::de::Error::custom)?;
        out.push(&*id.leak());
    }
    Ok(out.leak())
}

#[cfg(feature = "read")]
fn card_refs<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    refs(CARD, d)
}

#[cfg(feature = "read")]
fn ref_lists<'de, D: Deserializer<'de>>(
    scope: read::Scope,
    d: D,
) -> Result<&'static [&'static [&'static str]], D::Error> {
    let lists = Vec::<Vec<String>>::deserialize(d)?;
    let mut out = Vec::with_capacity(lists.len());
    for list in lists {
        for id in &list {
            read::resolve(scope, id).map_err(serde::de::Error::custom)?;
        }
        out.push(&*list.into_iter().map(|id| &*id.leak()).collect::<Vec<_>>().leak());
    }
    Ok(out.leak())
}

#[cfg(feature = "read")]
fn investigator_ref<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(INVESTIGATOR, d)
}

#[cfg(feature = "read")]
fn opt_investigator_ref<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    investigator_ref(d).map(Some)
}

#[cfg(feature = "read")]
fn agenda_refs<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    refs(AGENDA, d)
}

#[cfg(feature = "read")]
fn act_refs<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    refs(ACT, d)
}

#[cfg(feature = "read")]
fn location_ref<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(LOCATION, d)
}

#[cfg(feature = "read")]
fn location_refs<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    refs(LOCATION, d)
}

#[cfg(feature = "read")]
fn location_ref_lists<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<&'static [&'static [&'static str]], D::Error> {
    ref_lists(LOCATION, d)
}

#[cfg(feature = "read")]
fn opt_enemy_ref<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    read::id(ENEMY, d).map(Some)
}

#[cfg(feature = "read")]
fn set_ref<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(SET, d)
}

#[cfg(feature = "read")]
fn opt_set_ref<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    set_ref(d).map(Some)
}

#[cfg(feature = "read")]
fn set_refs<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    refs(SET, d)
}

#[cfg(feature = "read")]
fn log_ref<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(LOG, d)
}

#[cfg(feature = "read")]
fn log_refs<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    refs(LOG, d)
}

/// A deck list as written: `{ "01016" = 1, "01086" = 2 }`, in code order.
#[cfg(feature = "read")]
fn deck_cards<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [(&'static str, u8)], D::Error> {
    let map = std::collections::BTreeMap::<String, u8>::deserialize(d)?;
    let mut out = Vec::with_capacity(map.len());
    for (code, copies) in map {
        read::resolve(CARD, &code).map_err(serde::de::Error::custom)?;
        out.push((&*code.leak(), copies));
    }
    Ok(out.leak())
}
