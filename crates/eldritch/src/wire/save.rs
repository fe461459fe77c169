//! How a whole [`crate::State`] is saved with the `serde` feature: every piece of content by its
//! content id, never by table position. Held cards are written as `asset/axe` (with `#2` for a
//! second card of an id), encounter and Mythos cards, Monsters, Mysteries, investigators and
//! locations by id, gate and clue tokens by the location printed on them (each location has at
//! most one of each), and the running effect programs as their place in the content (as
//! [`super::effects`] writes lists) and the number of effects taken.
//!
//! Each table gets a field module ([`monster`], [`mythos`], ...) with sub-modules for the shapes
//! the state holds: `one`, `opt`, `list` (a `Vec`), `pairs` (`(index, n)` pairs) and `bits` (a
//! set of indices as bits). Reading also accepts the bare table position, as every content id
//! field does.

use content::eldritch::{self as data, CardDeck, Effect};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A table's field modules (the kernel's [`tabletop_core::content_id_table!`]): `$name` writes one
/// `$int` index through `$id` (index to id) and reads it through `$find` (id to index) and
/// `$valid` (whether a bare position names an entry); besides the kernel's shapes, `pairs`,
/// `opt_pair`, `bits` and `pile`.
macro_rules! table {
    ($(#[$meta:meta])* mod $name:ident: $int:ty, $kind:literal, $id:expr, $find:expr, $valid:expr) => {
        tabletop_core::content_id_table!(
            $(#[$meta])*
            pub(crate) mod $name: $int, $kind, id = $id, find = $find, valid = $valid;

            /// `(index, number)` pairs, as `[id, number]`.
            pub(crate) mod pairs {
                use super::*;

                pub(crate) fn serialize<S: Serializer>(
                    pairs: &[($int, u8)],
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    serializer.collect_seq(pairs.iter().map(|&(index, n)| (Id(index), n)))
                }

                pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
                    deserializer: D,
                ) -> Result<Vec<($int, u8)>, D::Error> {
                    Ok(Vec::<(Id, u8)>::deserialize(deserializer)?.into_iter().map(|(id, n)| (id.0, n)).collect())
                }
            }

            /// An optional `(index, number)` pair.
            pub(crate) mod opt_pair {
                use super::*;

                pub(crate) fn serialize<S: Serializer>(
                    pair: &Option<($int, u8)>,
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    pair.map(|(index, n)| (Id(index), n)).serialize(serializer)
                }

                pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
                    deserializer: D,
                ) -> Result<Option<($int, u8)>, D::Error> {
                    Ok(Option::<(Id, u8)>::deserialize(deserializer)?.map(|(id, n)| (id.0, n)))
                }
            }

            /// A set of indices kept as bits (bit `i`: index `i`), as a list of ids.
            pub(crate) mod bits {
                use super::*;

                pub(crate) fn serialize<S: Serializer>(bits: &u32, serializer: S) -> Result<S::Ok, S::Error> {
                    let set: Vec<Id> =
                        (0..32u8).filter(|i| bits & (1 << i) != 0).map(|i| Id(<$int>::from(i))).collect();
                    set.serialize(serializer)
                }

                pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
                    let mut bits = 0u32;
                    for id in Vec::<Id>::deserialize(deserializer)? {
                        let Some(bit) = u32::try_from(id.0).ok().filter(|&i| i < 32) else {
                            return Err(serde::de::Error::custom("an entry past the 32 a bit set holds"));
                        };
                        bits |= 1 << bit;
                    }
                    Ok(bits)
                }
            }

            /// A deck and its discard pile, each bottom first.
            pub(crate) mod pile {
                use super::*;
                use tabletop_core::zone::{Deck, DrawPile, Pile};

                #[derive(Serialize, Deserialize)]
                struct Saved {
                    deck: Vec<Id>,
                    discard: Vec<Id>,
                }

                pub(crate) fn serialize<S: Serializer>(
                    pile: &DrawPile<Vec<$int>>,
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    Saved {
                        deck: pile.deck.bottom_up().iter().map(|&index| Id(index)).collect(),
                        discard: pile.discard.bottom_up().iter().map(|&index| Id(index)).collect(),
                    }
                    .serialize(serializer)
                }

                pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
                    deserializer: D,
                ) -> Result<DrawPile<Vec<$int>>, D::Error> {
                    let saved = Saved::deserialize(deserializer)?;
                    Ok(DrawPile {
                        deck: Deck::from_storage(saved.deck.into_iter().map(|id| id.0).collect()),
                        discard: Pile::from_storage(saved.discard.into_iter().map(|id| id.0).collect()),
                    })
                }
            }
        );
    };
}

fn by_id<T: Copy>(table: &'static [T], id: fn(&T) -> &'static str, wanted: &str) -> Option<usize> {
    table.iter().position(|entry| id(entry) == wanted)
}

table!(
    /// A Monster kind by index into `MONSTERS`.
    mod monster: u8, "Monster",
    |i: u8| data::MONSTERS.get(usize::from(i)).map(|m| m.id.to_owned()),
    |id: &str| by_id(data::MONSTERS, |m| m.id, id).and_then(|i| u8::try_from(i).ok()),
    |i: u8| usize::from(i) < data::MONSTERS.len()
);
table!(
    /// A Mythos card by index into `MYTHOS`.
    mod mythos: u8, "Mythos card",
    |i: u8| data::MYTHOS.get(usize::from(i)).map(|m| m.id.to_owned()),
    |id: &str| by_id(data::MYTHOS, |m| m.id, id).and_then(|i| u8::try_from(i).ok()),
    |i: u8| usize::from(i) < data::MYTHOS.len()
);
table!(
    /// A Mystery by index into `MYSTERIES`.
    mod mystery: u8, "Mystery",
    |i: u8| data::MYSTERIES.get(usize::from(i)).map(|m| m.id.to_owned()),
    |id: &str| by_id(data::MYSTERIES, |m| m.id, id).and_then(|i| u8::try_from(i).ok()),
    |i: u8| usize::from(i) < data::MYSTERIES.len()
);
table!(
    /// An investigator by index into `INVESTIGATORS`.
    mod investigator: u8, "investigator",
    |i: u8| data::INVESTIGATORS.get(usize::from(i)).map(|m| m.id.to_owned()),
    |id: &str| by_id(data::INVESTIGATORS, |m| m.id, id).and_then(|i| u8::try_from(i).ok()),
    |i: u8| usize::from(i) < data::INVESTIGATORS.len()
);
table!(
    /// An encounter card by index into `ENCOUNTERS`.
    mod encounter: u16, "encounter card",
    |i: u16| data::ENCOUNTERS.get(usize::from(i)).map(|m| m.id.to_owned()),
    |id: &str| by_id(data::ENCOUNTERS, |m| m.id, id).and_then(|i| u16::try_from(i).ok()),
    |i: u16| usize::from(i) < data::ENCOUNTERS.len()
);
table!(
    /// A gate token by index into `GATES`, written as the location printed on it.
    mod gate: u8, "gate",
    |i: u8| data::GATES.get(usize::from(i)).map(|g| g.location.to_owned()),
    |id: &str| data::GATES.iter().position(|g| g.location == id).and_then(|i| u8::try_from(i).ok()),
    |i: u8| usize::from(i) < data::GATES.len()
);
table!(
    /// A clue token by index into `CLUES`, written as the location printed on it.
    mod clue: u8, "clue",
    |i: u8| data::CLUES.get(usize::from(i)).map(|c| c.location.to_owned()),
    |id: &str| data::CLUES.iter().position(|c| c.location == id).and_then(|i| u8::try_from(i).ok()),
    |i: u8| usize::from(i) < data::CLUES.len()
);
table!(
    /// A held card by its code (deck in the high byte, index in the low byte).
    mod code: u16, "card",
    |code: u16| held_id(code),
    |id: &str| crate::wire::ids::parse_card(id).map(|(deck, index)| crate::effects::card_code(deck, index)),
    |code: u16| crate::cards::get_def(code).is_some()
);

/// The content id of a held card's code.
fn held_id(code: u16) -> Option<String> {
    let deck = [CardDeck::Asset, CardDeck::Artifact, CardDeck::Spell, CardDeck::Condition]
        .get(usize::from(code >> 8))?;
    crate::wire::ids::card_id(*deck, usize::from(code & 0xff))
}

/// A card of one deck by index: the id of its code.
macro_rules! deck {
    ($(#[$meta:meta])* mod $name:ident: $int:ty, $deck:expr) => {
        table!(
            $(#[$meta])*
            mod $name: $int, "card",
            |i: $int| crate::wire::ids::card_id($deck, usize::from(i)),
            |id: &str| crate::wire::ids::parse_card(id).filter(|(deck, _)| *deck == $deck).map(|(_, i)| <$int>::from(i)),
            |i: $int| usize::from(i) < crate::cards::deck_defs($deck).len()
        );
    };
}

deck!(
    /// An Asset by index into `ASSETS`.
    mod asset: u16, CardDeck::Asset
);
deck!(
    /// An Artifact by index into `ARTIFACTS`.
    mod artifact: u16, CardDeck::Artifact
);
deck!(
    /// A Spell by index into `SPELLS`.
    mod spell: u16, CardDeck::Spell
);
deck!(
    /// A Condition by index into `CONDITIONS`.
    mod condition: u16, CardDeck::Condition
);
deck!(
    /// An Asset held (a `u8` index).
    mod held_asset: u8, CardDeck::Asset
);
deck!(
    /// An Artifact held.
    mod held_artifact: u8, CardDeck::Artifact
);
deck!(
    /// A Spell held.
    mod held_spell: u8, CardDeck::Spell
);
deck!(
    /// A Condition held.
    mod held_condition: u8, CardDeck::Condition
);

/// A location, or a number that names none (the engine's "no space", `u8::MAX`): a real location
/// is written as its id, anything else as the bare number.
pub(crate) mod place {
    use super::*;

    #[derive(Clone, Copy)]
    pub(crate) struct Place(pub(crate) u8);

    impl Serialize for Place {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            match data::LOCATIONS.get(usize::from(self.0)) {
                Some(location) => serializer.serialize_str(location.id),
                None => serializer.serialize_u8(self.0),
            }
        }
    }

    impl<'de> Deserialize<'de> for Place {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Place, D::Error> {
            #[derive(Deserialize)]
            #[serde(untagged)]
            enum Written {
                Id(String),
                Number(u8),
            }
            match Written::deserialize(deserializer)? {
                Written::Number(n) => Ok(Place(n)),
                Written::Id(id) => data::LOCATIONS
                    .iter()
                    .position(|location| location.id == id)
                    .and_then(|i| u8::try_from(i).ok())
                    .map(Place)
                    .ok_or_else(|| {
                        let shown: String = id.chars().take(80).collect();
                        D::Error::custom(format!(
                            "unknown location \"{shown}\": this build's content has no such entry"
                        ))
                    }),
            }
        }
    }

    pub(crate) fn serialize<S: Serializer>(index: &u8, serializer: S) -> Result<S::Ok, S::Error> {
        Place(*index).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u8, D::Error> {
        Ok(Place::deserialize(deserializer)?.0)
    }

    /// A list of locations.
    pub(crate) mod list {
        use super::*;

        pub(crate) fn serialize<S: Serializer>(list: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_seq(list.iter().map(|&index| Place(index)))
        }

        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<u8>, D::Error> {
            Ok(Vec::<Place>::deserialize(deserializer)?.into_iter().map(|place| place.0).collect())
        }
    }

    /// `(n, location)` pairs (a seat, a token or a kind, then a space).
    pub(crate) mod opt_second {
        use super::*;

        pub(crate) fn serialize<S: Serializer>(
            pair: &Option<(u8, u8)>,
            serializer: S,
        ) -> Result<S::Ok, S::Error> {
            pair.map(|(n, at)| (n, Place(at))).serialize(serializer)
        }

        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Option<(u8, u8)>, D::Error> {
            Ok(Option::<(u8, Place)>::deserialize(deserializer)?.map(|(n, at)| (n, at.0)))
        }
    }
}

/// Clue tokens on the board: `(token, space)` pairs, as `[token, space]` (both by location).
pub(crate) mod board_clues {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(pairs: &[(u8, u8)], serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(pairs.iter().map(|&(token, at)| (clue::Id(token), place::Place(at))))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<(u8, u8)>, D::Error> {
        let pairs = Vec::<(clue::Id, place::Place)>::deserialize(deserializer)?;
        Ok(pairs.into_iter().map(|(token, at)| (token.0, at.0)).collect())
    }
}

/// The Monster of "this Monster": `(kind, space)`.
pub(crate) mod this_monster {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        pair: &Option<(u8, u8)>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        pair.map(|(kind, at)| (monster::Id(kind), place::Place(at))).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<(u8, u8)>, D::Error> {
        Ok(Option::<(monster::Id, place::Place)>::deserialize(deserializer)?.map(|(kind, at)| (kind.0, at.0)))
    }
}

/// The card whose ability resolves: `(holder, card code)`.
pub(crate) mod this_card {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        pair: &Option<(u8, u16)>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        pair.map(|(seat, card)| (seat, code::Id(card))).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<(u8, u16)>, D::Error> {
        Ok(Option::<(u8, code::Id)>::deserialize(deserializer)?.map(|(seat, card)| (seat, card.0)))
    }
}

/// The Reserve: four slots, each an Asset or none.
pub(crate) mod reserve {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        slots: &[Option<u16>; 4],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(slots.iter().map(|slot| slot.map(asset::Id)))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<[Option<u16>; 4], D::Error> {
        let slots = <[Option<asset::Id>; 4]>::deserialize(deserializer)?;
        Ok(slots.map(|slot| slot.map(|id| id.0)))
    }
}

/// The eight encounter decks, in [`data::EncounterDeck::ALL`] order, cards by id.
pub(crate) mod encounter_piles {
    use super::*;
    use crate::state::Pile;

    #[derive(Serialize, Deserialize)]
    struct Saved(#[serde(with = "super::encounter::pile")] Pile);

    pub(crate) fn serialize<S: Serializer>(piles: &[Pile; 8], serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(piles.iter().map(|pile| Saved(pile.clone())))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<[Pile; 8], D::Error> {
        let piles = <[Saved; 8]>::deserialize(deserializer)?;
        Ok(piles.map(|saved| saved.0))
    }
}

/// The Ancient One by index into `ANCIENT_ONES` (a `usize` in the configuration).
pub(crate) mod ancient_one {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(index: &usize, serializer: S) -> Result<S::Ok, S::Error> {
        let id = data::ANCIENT_ONES.get(*index).map(|one| one.id);
        tabletop_core::content_id::serialize_id("Ancient One", id, serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<usize, D::Error> {
        let by_id = |id: &str| data::ANCIENT_ONES.iter().position(|one| one.id == id);
        let by_position = |n: u64| usize::try_from(n).ok().filter(|&i| i < data::ANCIENT_ONES.len());
        tabletop_core::content_id::deserialize_with("Ancient One", &by_id, &by_position, deserializer)
    }
}

tabletop_core::program_field!(
    /// An effect program: its list (as [`super::effects`] writes lists) and the effects taken.
    pub(crate) mod program: Effect, list = "crate::wire::effects"
);

/// A combat an effect started ([`data::FightDef`]): written as its Monster, whether it spawns
/// and its two lists; read back as the content's own fight with those values.
pub(crate) mod fight {
    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Saved {
        monster: Option<String>,
        spawn: bool,
        #[serde(with = "crate::wire::effects")]
        defeated: &'static [Effect],
        #[serde(with = "crate::wire::effects")]
        undefeated: &'static [Effect],
    }

    pub(crate) fn serialize<S: Serializer>(
        fight: &&'static data::FightDef,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        Saved {
            monster: fight.monster.map(str::to_owned),
            spawn: fight.spawn,
            defeated: fight.defeated,
            undefeated: fight.undefeated,
        }
        .serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<&'static data::FightDef, D::Error> {
        let saved = Saved::deserialize(deserializer)?;
        let same = |fight: &data::FightDef| {
            fight.monster == saved.monster.as_deref()
                && fight.spawn == saved.spawn
                && fight.defeated == saved.defeated
                && fight.undefeated == saved.undefeated
        };
        super::super::find_fight(&same)
            .ok_or_else(|| D::Error::custom("a combat that is in no content entry"))
    }
}
