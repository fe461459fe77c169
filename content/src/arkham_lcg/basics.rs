//! Classes, skills, icons, slots, uses, tokens, symbols and per-investigator amounts.

use super::*;

schema! {
/// Where an entry's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// The Rules Reference (`shared/seeds/arkham-lcg-reference.ru.txt`).
    Rulebook,
    /// Public card data in `shared/reference/arkham-lcg/` (arkhamdb, campaign fact sheets).
    Reference,
    /// Not published: designed here (the default decks other than Roland's).
    Designed,
}

/// The five classes, neutral, and the encounter cards' mythos.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// Guardian.
    Guardian,
    /// Seeker.
    Seeker,
    /// Rogue.
    Rogue,
    /// Mystic.
    Mystic,
    /// Survivor.
    Survivor,
    /// Neutral.
    Neutral,
}

/// The four skills.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Skill {
    /// Willpower.
    Willpower,
    /// Intellect.
    Intellect,
    /// Combat.
    Combat,
    /// Agility.
    Agility,
}

/// A value per skill (an investigator's skills, a modifier): `{ combat = 1 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Deserialize, serde::Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Skills {
    /// Willpower.
    pub willpower: i8,
    /// Intellect.
    pub intellect: i8,
    /// Combat.
    pub combat: i8,
    /// Agility.
    pub agility: i8,
}

/// Skill icons of a player card: `{ combat = 1, wild = 1 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(default, deny_unknown_fields)]
pub struct Icons {
    /// Willpower icons.
    pub willpower: u8,
    /// Intellect icons.
    pub intellect: u8,
    /// Combat icons.
    pub combat: u8,
    /// Agility icons.
    pub agility: u8,
    /// Wild icons.
    pub wild: u8,
}

/// An asset's slot icons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// One hand.
    Hand,
    /// Both hands.
    TwoHands,
    /// One arcane slot.
    Arcane,
    /// Both arcane slots.
    TwoArcane,
    /// Accessory.
    Accessory,
    /// Body.
    Body,
    /// Ally.
    Ally,
}

/// What an asset's uses are called.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum UsesKind {
    /// Ammo.
    Ammo,
    /// Supplies.
    Supplies,
    /// Charges.
    Charges,
    /// Secrets.
    Secrets,
}

/// Uses (N kind): `{ count = 4, kind = "ammo" }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct Uses {
    /// Tokens placed when the asset enters play.
    pub count: u8,
    /// Their name.
    pub kind: UsesKind,
    /// Discarded when the last is spent.
    #[serde(default)]
    pub discard_when_empty: bool,
}

/// A number with a part per investigator: `3`, or `{ fixed = 4, per_investigator = 2 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Amount {
    /// The fixed part.
    pub fixed: u8,
    /// Times the number of investigators who started the scenario.
    pub per_investigator: u8,
}

/// Keywords.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Keyword {
    /// Fast: played without an action.
    Fast,
    /// Hunter: moves toward its prey in the enemy phase.
    Hunter,
    /// Retaliate: attacks an investigator who fails to fight it.
    Retaliate,
    /// Aloof: does not engage by itself.
    Aloof,
    /// Massive: engaged with every investigator at its location.
    Massive,
    /// Peril: resolved alone.
    Peril,
    /// Surge: draw another encounter card.
    Surge,
}

/// A chaos token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
pub enum Token {
    /// +1.
    #[serde(rename = "+1")]
    PlusOne,
    /// 0.
    #[serde(rename = "0")]
    Zero,
    /// -1.
    #[serde(rename = "-1")]
    MinusOne,
    /// -2.
    #[serde(rename = "-2")]
    MinusTwo,
    /// -3.
    #[serde(rename = "-3")]
    MinusThree,
    /// -4.
    #[serde(rename = "-4")]
    MinusFour,
    /// -5.
    #[serde(rename = "-5")]
    MinusFive,
    /// -6.
    #[serde(rename = "-6")]
    MinusSix,
    /// -7.
    #[serde(rename = "-7")]
    MinusSeven,
    /// -8.
    #[serde(rename = "-8")]
    MinusEight,
    /// Skull.
    #[serde(rename = "skull")]
    Skull,
    /// Cultist.
    #[serde(rename = "cultist")]
    Cultist,
    /// Tablet.
    #[serde(rename = "tablet")]
    Tablet,
    /// Elder Thing.
    #[serde(rename = "elder_thing")]
    ElderThing,
    /// Auto-fail (tentacles).
    #[serde(rename = "auto_fail")]
    AutoFail,
    /// Elder Sign.
    #[serde(rename = "elder_sign")]
    ElderSign,
}

/// Where a location's symbol or connections point (the printed shapes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Symbol {
    /// Circle.
    Circle,
    /// Square.
    Square,
    /// Triangle.
    Triangle,
    /// Plus.
    Plus,
    /// Diamond.
    Diamond,
    /// Squiggle (tilde).
    Squiggle,
    /// Moon (crescent).
    Moon,
    /// Hourglass.
    Hourglass,
    /// T.
    T,
    /// Equals.
    Equals,
}
}

impl Token {
    /// The token's printed modifier, `None` for a symbol token.
    pub const fn modifier(self) -> Option<i8> {
        match self {
            Token::PlusOne => Some(1),
            Token::Zero => Some(0),
            Token::MinusOne => Some(-1),
            Token::MinusTwo => Some(-2),
            Token::MinusThree => Some(-3),
            Token::MinusFour => Some(-4),
            Token::MinusFive => Some(-5),
            Token::MinusSix => Some(-6),
            Token::MinusSeven => Some(-7),
            Token::MinusEight => Some(-8),
            _ => None,
        }
    }
}

impl Amount {
    /// The value with `investigators` investigators.
    pub const fn with(self, investigators: u8) -> u16 {
        self.fixed as u16 + self.per_investigator as u16 * investigators as u16
    }
}

#[cfg(feature = "read")]
impl<'de> Deserialize<'de> for Amount {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Amount, D::Error> {
        struct Visit;
        #[derive(Deserialize)]
        #[serde(default, deny_unknown_fields)]
        #[derive(Default)]
        struct Written {
            fixed: u8,
            per_investigator: u8,
        }
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Amount;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a number or { fixed = N, per_investigator = M }")
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Amount, E> {
                let fixed =
                    u8::try_from(n).map_err(|_| E::custom(format!("{n} is out of range (0..=255)")))?;
                Ok(Amount { fixed, per_investigator: 0 })
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Amount, E> {
                let fixed =
                    u8::try_from(n).map_err(|_| E::custom(format!("{n} is out of range (0..=255)")))?;
                Ok(Amount { fixed, per_investigator: 0 })
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Amount, A::Error> {
                let w = Written::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
                Ok(Amount { fixed: w.fixed, per_investigator: w.per_investigator })
            }
        }
        d.deserialize_any(Visit)
    }
}
