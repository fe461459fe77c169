//! Reading from TOML: field readers for ids and references.

use super::*;

pub(super) fn one() -> u8 {
    1
}

pub(super) fn location<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(LOCATION, d)
}

pub(super) fn opt_location<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<&'static str>, D::Error> {
    location(d).map(Some)
}

pub(super) fn neighbourhood<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(NEIGHBOURHOOD, d)
}

pub(super) fn world<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(WORLD, d)
}

pub(super) fn card<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(CARD, d)
}

pub(super) fn opt_neighbourhood<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<&'static str>, D::Error> {
    neighbourhood(d).map(Some)
}

pub(super) fn monster<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(MONSTER, d)
}

/// A monster id, in a list.
#[derive(Deserialize)]
pub(super) struct MonsterRef(#[serde(deserialize_with = "monster")] &'static str);

pub(super) fn monsters<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<&'static [&'static str], D::Error> {
    let ids = Vec::<MonsterRef>::deserialize(d)?;
    Ok(ids.into_iter().map(|id| id.0).collect::<Vec<_>>().leak())
}

/// A neighbourhood id, in a list.
#[derive(Deserialize)]
pub(super) struct NeighbourhoodRef(#[serde(deserialize_with = "neighbourhood")] &'static str);

/// A card id, in a list.
#[derive(Deserialize)]
pub(super) struct CardRef(#[serde(deserialize_with = "card")] &'static str);

pub(super) fn neighbourhoods<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<&'static [&'static str], D::Error> {
    let ids = Vec::<NeighbourhoodRef>::deserialize(d)?;
    Ok(ids.into_iter().map(|id| id.0).collect::<Vec<_>>().leak())
}

pub(super) fn cards<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    let ids = Vec::<CardRef>::deserialize(d)?;
    Ok(ids.into_iter().map(|id| id.0).collect::<Vec<_>>().leak())
}

pub(super) fn world_or_other<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<&'static str>, D::Error> {
    let id = String::deserialize(d)?;
    if id == "other" {
        return Ok(None);
    }
    read::resolve(WORLD, &id).map_err(serde::de::Error::custom)?;
    Ok(Some(id.leak()))
}
