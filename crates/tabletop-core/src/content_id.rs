//! Content ids in saved forms: a compact table index in memory, the entry's stable id on the wire.
//!
//! Engines address cards by their position in a static content table (a `u8` is cheap to copy
//! and compare), but a position moves when a designer inserts a card above it. So every id type
//! that reaches a save, a replay or a JSON action serializes as the entry's content id
//! (`arnak/item/journal`) and is found again by that id: a save keeps working after cards are
//! added or reordered, and names the card when it is gone.
//!
//! A game implements [`ContentIndex`] for its id type and, with the `serde` feature, forwards its
//! `Serialize`/`Deserialize` to [`serialize`] and [`deserialize`]. Reading also accepts a bare
//! table position, which is what replays of format 1 stored (valid only on unchanged content).

/// An id that is a position in a static content table with stable string ids.
pub trait ContentIndex: Sized + Copy {
    /// What the table holds, for error messages (`card`).
    const KIND: &'static str;

    /// The entry's stable content id, or `None` when the position is outside the table.
    fn content_id(self) -> Option<&'static str>;

    /// The entry with this content id.
    fn from_content_id(id: &str) -> Option<Self>;

    /// The entry at a table position, if there is one.
    fn from_position(position: u64) -> Option<Self>;
}

/// Writes the entry's content id; an id outside its table is an error, not a panic.
///
/// # Errors
///
/// When the position names no entry, or the serializer fails.
#[cfg(feature = "serde")]
pub fn serialize<T: ContentIndex, S: serde::Serializer>(value: &T, serializer: S) -> Result<S::Ok, S::Error> {
    match value.content_id() {
        Some(id) => serializer.serialize_str(id),
        None => Err(serde::ser::Error::custom(format!("no {} at this table position", T::KIND))),
    }
}

/// Reads a content id (or, from old saves, a table position).
///
/// # Errors
///
/// When the id names no entry of this build's content (`unknown card "arnak/item/whip"`).
#[cfg(feature = "serde")]
pub fn deserialize<'de, T: ContentIndex, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<T, D::Error> {
    deserializer.deserialize_any(Visitor(std::marker::PhantomData))
}

#[cfg(feature = "serde")]
struct Visitor<T>(std::marker::PhantomData<T>);

#[cfg(feature = "serde")]
impl<T: ContentIndex> serde::de::Visitor<'_> for Visitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a {} content id", T::KIND)
    }

    fn visit_str<E: serde::de::Error>(self, id: &str) -> Result<T, E> {
        T::from_content_id(id).ok_or_else(|| {
            let shown: String = id.chars().take(80).collect();
            E::custom(format!("unknown {} \"{shown}\": this build's content has no such entry", T::KIND))
        })
    }

    fn visit_u64<E: serde::de::Error>(self, position: u64) -> Result<T, E> {
        T::from_position(position)
            .ok_or_else(|| E::custom(format!("no {} at table position {position}", T::KIND)))
    }

    fn visit_i64<E: serde::de::Error>(self, position: i64) -> Result<T, E> {
        match u64::try_from(position) {
            Ok(position) => self.visit_u64(position),
            Err(_) => Err(E::custom(format!("no {} at table position {position}", T::KIND))),
        }
    }
}

#[cfg(all(test, feature = "serde"))]
mod tests {
    use super::ContentIndex;

    const TABLE: [&str; 3] = ["toy/card/a", "toy/card/b", "toy/card/c"];

    #[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Id(#[serde(with = "super")] Card);

    #[derive(Debug, Clone, Copy, PartialEq)]
    struct Card(u8);

    impl ContentIndex for Card {
        const KIND: &'static str = "card";
        fn content_id(self) -> Option<&'static str> {
            TABLE.get(usize::from(self.0)).copied()
        }
        fn from_content_id(id: &str) -> Option<Card> {
            TABLE.iter().position(|entry| *entry == id).and_then(|i| u8::try_from(i).ok()).map(Card)
        }
        fn from_position(position: u64) -> Option<Card> {
            u8::try_from(position).ok().filter(|&i| usize::from(i) < TABLE.len()).map(Card)
        }
    }

    #[test]
    fn an_id_is_written_as_its_content_id_and_read_back() {
        let json = serde_json::to_string(&Id(Card(1))).unwrap_or_default();
        assert_eq!(json, "\"toy/card/b\"");
        assert_eq!(serde_json::from_str::<Id>(&json).ok(), Some(Id(Card(1))));
        // Old saves stored positions.
        assert_eq!(serde_json::from_str::<Id>("2").ok(), Some(Id(Card(2))));
    }

    #[test]
    fn unknown_ids_and_positions_are_named_errors() {
        let error =
            serde_json::from_str::<Id>("\"toy/card/z\"").err().map(|e| e.to_string()).unwrap_or_default();
        assert!(
            error.starts_with("unknown card \"toy/card/z\": this build's content has no such entry"),
            "{error}"
        );
        let error = serde_json::from_str::<Id>("7").err().map(|e| e.to_string()).unwrap_or_default();
        assert!(error.starts_with("no card at table position 7"), "{error}");
        let error = serde_json::to_string(&Id(Card(9))).err().map(|e| e.to_string());
        assert_eq!(error.as_deref(), Some("no card at this table position"));
    }
}
