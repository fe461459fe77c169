//! How content types inside views and events are written with the `serde` feature: effects,
//! resources and skulk kinds in snake case, with serde's external tagging (`"chamber"`,
//! `{"gain": {"magic": 2, ...}}`); hooks by their names in the content
//! (`{"custom": "shan-queen"}`, as [`Hook::name`] says). Events name Chambers, monsters and
//! investigators by content id, never by table position.

use content::evil_priest::{Effect, Hook, Res, Resource, SkulkKind};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// [`Effect`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Effect", rename_all = "snake_case")]
pub(crate) enum EffectWire {
    Gain(Res),
    Chamber,
    Chant,
    Monster,
    FreeMonster,
    Rescue(u8),
    Recover(u8),
    FirstPlayer,
    Raid(u8),
    TakeShoggoth,
    ShoggothRemove,
    DeepOne(#[serde(with = "ResourceWire")] Resource),
    Growth(u8),
    Worship,
    Mutate,
    Evolve,
    Skulk(#[serde(with = "SkulkKindWire")] SkulkKind),
    PriestAbility,
    StealSpellbook,
    TrapCultist,
    StrikePool,
    StrikeBoard,
    Custom(#[serde(with = "HookWire")] Hook),
}

/// [`Resource`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Resource", rename_all = "snake_case")]
pub(crate) enum ResourceWire {
    Treasure,
    Blood,
    Magic,
    Spellbook,
    ElderSign,
}

/// [`SkulkKind`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "SkulkKind", rename_all = "snake_case")]
pub(crate) enum SkulkKindWire {
    Town,
    Ritual,
    Flex,
    Block,
    Cult,
}

/// [`Hook`] by its name in the content.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Hook", rename_all = "kebab-case")]
pub(crate) enum HookWire {
    FederalAgent,
    ShanQueen,
    JohnScott,
    AvatarHowler,
    AvatarBloatedWoman,
    AvatarDarkPharaoh,
    AvatarHaunter,
}

/// What happened to acolytes ([`crate::Event::AcolyteMoved`]): one of
/// [`crate::ACOLYTE_MOVES`], read back as that same text.
pub(crate) mod acolyte_moved {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(what: &&'static str, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(what)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<&'static str, D::Error> {
        let text = String::deserialize(deserializer)?;
        crate::action::ACOLYTE_MOVES.iter().copied().find(|known| *known == text).ok_or_else(|| {
            let shown: String = text.chars().take(80).collect();
            D::Error::custom(format!("\"{shown}\" is not a known acolyte move"))
        })
    }
}

#[cfg(test)]
mod tests;

tabletop_core::content_id_field!(
    /// A Chamber by index into `CHAMBERS`, written as its id.
    pub(crate) mod chamber_id: u8, "Chamber", content::evil_priest::CHAMBERS
);
tabletop_core::content_id_field!(
    /// A monster by index into `MONSTERS`, written as its id.
    pub(crate) mod monster_id: u8, "monster", content::evil_priest::MONSTERS
);
tabletop_core::content_id_field!(
    /// An investigator by index into `INVESTIGATORS`, written as its id.
    pub(crate) mod investigator_id: u8, "investigator", content::evil_priest::INVESTIGATORS
);

tabletop_core::content_id_field!(
    /// An investigator or none.
    pub(crate) mod opt_investigator_id: Option<u8> via investigator_id
);

tabletop_core::content_id_field!(
    /// A cult board by index into `CULT_BOARDS`, written as its id (`black-goat`).
    pub(crate) mod cult_board: u8, "cult board", content::evil_priest::CULT_BOARDS
);
tabletop_core::content_id_field!(
    /// A cult board or none (drawn at setup).
    pub(crate) mod opt_cult_board: Option<u8> via cult_board
);
tabletop_core::content_id_field!(
    /// A Priest card by index into `PRIESTS`, written as its id.
    pub(crate) mod priest_id: u8, "Priest card", content::evil_priest::PRIESTS
);
tabletop_core::content_id_field!(
    /// A Priest card or none.
    pub(crate) mod opt_priest_id: Option<u8> via priest_id
);
tabletop_core::content_id_field!(
    /// A Chamber or an empty slot.
    pub(crate) mod opt_chamber_id: Option<u8> via chamber_id
);
tabletop_core::content_id_field!(
    /// A monster or an empty slot.
    pub(crate) mod opt_monster_id: Option<u8> via monster_id
);
tabletop_core::content_id_field!(
    /// Chamber cards, each by id.
    pub(crate) mod chamber_list: smallvec::SmallVec<[u8; 40]>, of u8, via chamber_id
);
tabletop_core::content_id_field!(
    /// Monster cards, each by id.
    pub(crate) mod monster_list: smallvec::SmallVec<[u8; 40]>, of u8, via monster_id
);
tabletop_core::content_id_field!(
    /// Investigator cards, each by id.
    pub(crate) mod investigator_list: smallvec::SmallVec<[u8; 40]>, of u8, via investigator_id
);
tabletop_core::content_id_field!(
    /// Face-up Chamber slots, each a Chamber by id or `null`.
    pub(crate) mod chamber_display: smallvec::SmallVec<[Option<u8>; 3]>, of Option<u8>, via opt_chamber_id
);
tabletop_core::content_id_field!(
    /// Face-up monster slots, each a monster by id or `null`.
    pub(crate) mod monster_display: smallvec::SmallVec<[Option<u8>; 3]>, of Option<u8>, via opt_monster_id
);
tabletop_core::content_id_field!(
    /// Face-up Investigator slots, each an investigator by id or `null`.
    pub(crate) mod investigator_display: smallvec::SmallVec<[Option<u8>; 3]>, of Option<u8>, via opt_investigator_id
);

/// A [`crate::Deck`] of one content table in a save: `{"pile": {"deck": [ids, bottom first],
/// "discard": [ids]}, "display": [id or null]}`. `$list` and `$display` are the field modules
/// (as paths from the generated module) that write its cards.
macro_rules! deck_field {
    ($(#[$meta:meta])* mod $name:ident, $list:literal, $display:literal) => {
        $(#[$meta])*
        pub(crate) mod $name {
            use serde::{Deserialize, Deserializer, Serialize, Serializer};
            use smallvec::SmallVec;
            use tabletop_core::zone::{self, DrawPile};

            use crate::state::Deck;

            #[derive(Serialize, Deserialize)]
            struct Saved {
                pile: SavedPile,
                #[serde(with = $display)]
                display: SmallVec<[Option<u8>; 3]>,
            }

            #[derive(Serialize, Deserialize)]
            struct SavedPile {
                #[serde(with = $list)]
                deck: SmallVec<[u8; 40]>,
                #[serde(with = $list)]
                discard: SmallVec<[u8; 40]>,
            }

            pub(crate) fn serialize<S: Serializer>(deck: &Deck, serializer: S) -> Result<S::Ok, S::Error> {
                Saved {
                    pile: SavedPile {
                        deck: SmallVec::from_slice(deck.pile.deck.bottom_up()),
                        discard: SmallVec::from_slice(deck.pile.discard.bottom_up()),
                    },
                    display: deck.display.clone(),
                }
                .serialize(serializer)
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Deck, D::Error> {
                let saved = Saved::deserialize(deserializer)?;
                Ok(Deck {
                    pile: DrawPile {
                        deck: zone::Deck::from_storage(saved.pile.deck),
                        discard: zone::Pile::from_storage(saved.pile.discard),
                    },
                    display: saved.display,
                })
            }
        }
    };
}

deck_field!(
    /// The Chamber deck, cards by id.
    mod chamber_deck, "crate::wire::chamber_list", "crate::wire::chamber_display"
);
deck_field!(
    /// The monster deck, cards by id.
    mod monster_deck, "crate::wire::monster_list", "crate::wire::monster_display"
);
deck_field!(
    /// The Investigator deck, cards by id.
    mod investigator_deck, "crate::wire::investigator_list", "crate::wire::investigator_display"
);

/// Monsters sacrificed in a raid, `(seat, monster)`: written as `[seat, "monster id"]` pairs.
pub(crate) mod sacrificed {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use smallvec::SmallVec;

    #[derive(Serialize, Deserialize)]
    struct Pair(u8, #[serde(with = "super::monster_id")] u8);

    pub(crate) fn serialize<S: Serializer>(
        pairs: &SmallVec<[(u8, u8); 4]>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(pairs.iter().map(|&(seat, card)| Pair(seat, card)))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<SmallVec<[(u8, u8); 4]>, D::Error> {
        Ok(Vec::<Pair>::deserialize(deserializer)?.into_iter().map(|Pair(seat, card)| (seat, card)).collect())
    }
}

/// The owner of each Avatar of the Crawling Chaos (the list runs along `AVATARS`): written as
/// `[{"avatar": id, "owner": seat or null}]`. Old saves wrote the bare list of owners, by table
/// position; they still load.
pub(crate) mod avatars {
    use content::evil_priest::AVATARS;
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use smallvec::SmallVec;

    #[derive(Serialize, Deserialize)]
    struct Owned {
        #[serde(with = "super::avatar_id")]
        avatar: u8,
        owner: Option<u8>,
    }

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Entry {
        Owned(Owned),
        /// An old save: the owner of the Avatar at this table position.
        Position(Option<u8>),
    }

    pub(crate) fn serialize<S: Serializer>(
        owners: &SmallVec<[Option<u8>; 4]>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(
            owners.iter().enumerate().map(|(index, &owner)| Owned { avatar: index as u8, owner }),
        )
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<SmallVec<[Option<u8>; 4]>, D::Error> {
        let entries = Vec::<Entry>::deserialize(deserializer)?;
        if entries.is_empty() {
            return Ok(SmallVec::new());
        }
        let mut owners: SmallVec<[Option<u8>; 4]> = SmallVec::from_elem(None, AVATARS.len());
        for (position, entry) in entries.into_iter().enumerate() {
            let (index, owner) = match entry {
                Entry::Owned(owned) => (usize::from(owned.avatar), owned.owner),
                Entry::Position(owner) => (position, owner),
            };
            let Some(slot) = owners.get_mut(index) else {
                return Err(D::Error::custom(format!("no avatar at table position {position}")));
            };
            *slot = owner;
        }
        Ok(owners)
    }
}

tabletop_core::content_id_field!(
    /// An Avatar of the Crawling Chaos by index into `AVATARS`, written as its id.
    pub(crate) mod avatar_id: u8, "Avatar", content::evil_priest::AVATARS
);
