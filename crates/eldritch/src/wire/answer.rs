//! The answer to a card's choice ([`Answer`]) on the wire: a card by its content id
//! (`{"card":"asset/axe"}`), a location by its id (`{"location":"tokyo"}`), the other answers by
//! number (`{"option":1}`, `{"seat":2}`, `{"slot":0}`, `{"omen":3}`, `{"monster":0}`) or name
//! (`"pay"`). A bare number, which replays of earlier builds stored whatever the question, is read
//! as [`Answer::Legacy`] for the engine to read against the pending question.

use serde::de::value::{MapAccessDeserializer, StrDeserializer};
use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::action::Answer;

/// The typed answers, as written.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Typed {
    Option(u8),
    Pay,
    Seat(u8),
    Card(#[serde(with = "super::ids::card_code")] u16),
    Slot(u8),
    Location(#[serde(with = "super::ids::location")] u8),
    Omen(u8),
    Monster(u8),
}

impl Serialize for Answer {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let typed = match *self {
            Answer::Option(n) => Typed::Option(n),
            Answer::Pay => Typed::Pay,
            Answer::Seat(n) => Typed::Seat(n),
            Answer::Card(code) => Typed::Card(code),
            Answer::Slot(n) => Typed::Slot(n),
            Answer::Location(n) => Typed::Location(n),
            Answer::Omen(n) => Typed::Omen(n),
            Answer::Monster(n) => Typed::Monster(n),
            Answer::Legacy(n) => return serializer.serialize_u16(n),
        };
        typed.serialize(serializer)
    }
}

impl From<Typed> for Answer {
    fn from(typed: Typed) -> Answer {
        match typed {
            Typed::Option(n) => Answer::Option(n),
            Typed::Pay => Answer::Pay,
            Typed::Seat(n) => Answer::Seat(n),
            Typed::Card(code) => Answer::Card(code),
            Typed::Slot(n) => Answer::Slot(n),
            Typed::Location(n) => Answer::Location(n),
            Typed::Omen(n) => Answer::Omen(n),
            Typed::Monster(n) => Answer::Monster(n),
        }
    }
}

struct AnswerVisitor;

impl<'de> Visitor<'de> for AnswerVisitor {
    type Value = Answer;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(
            "an answer such as {\"card\":\"asset/axe\"}, {\"location\":\"tokyo\"}, {\"option\":0} or \"pay\"",
        )
    }

    fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Answer, E> {
        u16::try_from(n).map(Answer::Legacy).map_err(|_| E::custom(format!("no answer numbered {n}")))
    }

    fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Answer, E> {
        match u64::try_from(n) {
            Ok(n) => self.visit_u64(n),
            Err(_) => Err(E::custom(format!("no answer numbered {n}"))),
        }
    }

    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Answer, E> {
        Typed::deserialize(StrDeserializer::<E>::new(text)).map(Answer::from)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Answer, A::Error> {
        Typed::deserialize(MapAccessDeserializer::new(map)).map(Answer::from)
    }
}

impl<'de> Deserialize<'de> for Answer {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Answer, D::Error> {
        deserializer.deserialize_any(AnswerVisitor)
    }
}
