//! The JSON form of cards and saves: cards by their arkhamdb code, effect lists and abilities by
//! their place in the content, so saves survive content edits.

use crate::card::CardRef;

mod places;

pub(crate) use places::{ability, effect, effects, log, opt_trait, options};

tabletop_core::program_field!(
    /// An effect program: its list and the number of effects taken.
    pub(crate) mod program: content::arkham_lcg::Effect, list = "crate::wire::effects"
);

tabletop_core::content_id_table!(
    /// An investigator by index into `INVESTIGATORS`.
    pub(crate) mod investigator: u8, "investigator", content::arkham_lcg::INVESTIGATORS
);
tabletop_core::content_id_table!(
    /// A scenario by index into `SCENARIOS`.
    pub(crate) mod scenario: u8, "scenario", content::arkham_lcg::SCENARIOS
);

tabletop_core::content_id_table!(
    /// A player card by index into `PLAYER_CARDS`.
    pub(crate) mod player_card: u16, "player card", content::arkham_lcg::PLAYER_CARDS
);

/// Each seat's deck list, cards by code.
pub(crate) mod decks {
    use serde::{Deserialize, Deserializer, Serializer};

    pub(crate) fn serialize<S: Serializer>(decks: &[Vec<u16>], serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(
            decks
                .iter()
                .map(|deck| deck.iter().map(|&card| super::player_card::Id(card)).collect::<Vec<_>>()),
        )
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<Vec<u16>>, D::Error> {
        let decks = Vec::<Vec<super::player_card::Id>>::deserialize(deserializer)?;
        Ok(decks.into_iter().map(|deck| deck.into_iter().map(|card| card.0).collect()).collect())
    }
}

/// The scenarios a campaign played, each with the resolution reached: `[[scenario, resolution]]`.
pub(crate) mod played {
    use serde::{Deserialize, Deserializer, Serializer};
    use smallvec::SmallVec;

    pub(crate) fn serialize<S: Serializer>(
        played: &SmallVec<[(u8, u8); 3]>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(
            played.iter().map(|&(scenario, resolution)| (super::scenario::Id(scenario), resolution)),
        )
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<SmallVec<[(u8, u8); 3]>, D::Error> {
        let played = Vec::<(super::scenario::Id, u8)>::deserialize(deserializer)?;
        Ok(played.into_iter().map(|(scenario, resolution)| (scenario.0, resolution)).collect())
    }
}

impl serde::Serialize for CardRef {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

impl<'de> serde::Deserialize<'de> for CardRef {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<CardRef, D::Error> {
        let code = String::deserialize(deserializer)?;
        CardRef::from_code(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("no card with code `{code}`")))
    }
}
