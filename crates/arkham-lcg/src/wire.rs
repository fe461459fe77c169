//! The JSON form of cards: their arkhamdb code, so saves survive content edits.

use crate::card::CardRef;

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
