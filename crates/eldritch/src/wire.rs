//! How the content a view points at is written with the `serde` feature (writing only).
//!
//! A view's pending decision holds `&'static` content: the effect lists a test resolves on a
//! pass or a fail, the options of a choice, an offer's cost and effects. They have no ids, so
//! they are written as their English text (`"gain 1 Clue, lose 1 Sanity"`), which a UI can
//! show; a skill roll is written as its faces and result. Content enums are written in snake
//! case, hooks by their name (`"a_dark_power"`).
//!
//! None of these is read back: see the crate's `# Feature flags` for why views are written only.

use content::eldritch::{
    CardDeck, Destination, During, Effect, Hook, LocationKind, MonsterStats, OfferDef, Possession, Trait,
};
use serde::ser::SerializeStruct as _;
use serde::{Serialize, Serializer};
use tabletop_core::Lang;
use tabletop_core::skill::SkillRoll;

use crate::text::{cost_text, effects_text};

/// An effect list, as its English text.
pub(crate) fn effects<S: Serializer>(list: &&'static [Effect], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&effects_text(list, Lang::En))
}

/// The options of a choice, each as its English text.
pub(crate) fn options<S: Serializer>(
    list: &&'static [&'static [Effect]],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(list.iter().map(|option| effects_text(option, Lang::En)))
}

/// An offer: its costs and both outcomes, as English text.
pub(crate) fn offer<S: Serializer>(offer: &&'static OfferDef, serializer: S) -> Result<S::Ok, S::Error> {
    let cost: Vec<String> = offer.cost.iter().map(|&cost| cost_text(cost, Lang::En)).collect();
    let mut out = serializer.serialize_struct("Offer", 3)?;
    out.serialize_field("cost", &cost)?;
    out.serialize_field("then", &effects_text(offer.then, Lang::En))?;
    out.serialize_field("otherwise", &effects_text(offer.otherwise, Lang::En))?;
    out.end()
}

/// A hook, by its name in snake case.
pub(crate) fn hook<S: Serializer>(hook: &Hook, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&hook.name().replace('-', "_"))
}

/// A rolled skill test: the faces, the successes counted, the successes needed.
pub(crate) fn skill_roll<S: Serializer>(roll: &SkillRoll, serializer: S) -> Result<S::Ok, S::Error> {
    let mut out = serializer.serialize_struct("SkillRoll", 4)?;
    out.serialize_field("faces", roll.faces())?;
    out.serialize_field("successes", &roll.successes())?;
    out.serialize_field("difficulty", &roll.difficulty())?;
    out.serialize_field("passed", &roll.passed())?;
    out.end()
}

/// An optional [`Trait`] in snake case.
pub(crate) fn opt_trait<S: Serializer>(value: &Option<Trait>, serializer: S) -> Result<S::Ok, S::Error> {
    #[derive(Serialize)]
    struct Wrap(#[serde(with = "TraitWire")] Trait);
    value.map(Wrap).serialize(serializer)
}

fn opt_card_deck<S: Serializer>(value: &Option<CardDeck>, serializer: S) -> Result<S::Ok, S::Error> {
    #[derive(Serialize)]
    struct Wrap(#[serde(with = "CardDeckWire")] CardDeck);
    value.map(Wrap).serialize(serializer)
}

/// [`Trait`] in snake case.
#[derive(Serialize)]
#[serde(remote = "Trait", rename_all = "snake_case")]
pub(crate) enum TraitWire {
    Ally,
    Bane,
    Boon,
    Common,
    Deal,
    Incantation,
    Injury,
    Item,
    Madness,
    Magical,
    Restriction,
    Ritual,
    Service,
    Teamwork,
    Tome,
    Trinket,
    Weapon,
}

/// [`CardDeck`] in snake case.
#[derive(Serialize)]
#[serde(remote = "CardDeck", rename_all = "snake_case")]
enum CardDeckWire {
    Asset,
    Artifact,
    Spell,
    Condition,
}

/// [`Possession`]: a deck and a trait, either optional.
#[derive(Serialize)]
#[serde(remote = "Possession")]
pub(crate) struct PossessionWire {
    #[serde(serialize_with = "opt_card_deck")]
    deck: Option<CardDeck>,
    #[serde(serialize_with = "opt_trait")]
    with: Option<Trait>,
}

/// [`LocationKind`] in snake case.
#[derive(Serialize)]
#[serde(remote = "LocationKind", rename_all = "snake_case")]
pub(crate) enum LocationKindWire {
    City,
    Wilderness,
    Sea,
}

/// [`Destination`] in snake case.
#[derive(Serialize)]
#[serde(remote = "Destination", rename_all = "snake_case")]
pub(crate) enum DestinationWire {
    Location(&'static str),
    Nearest(#[serde(with = "LocationKindWire")] LocationKind),
    Adjacent,
    TowardGate,
    Any,
}

/// [`During`] in snake case.
#[derive(Serialize)]
#[serde(remote = "During", rename_all = "snake_case")]
pub(crate) enum DuringWire {
    Any,
    Combat,
    Spell,
    OtherWorld,
    Acquire,
}

/// [`MonsterStats`]: a Monster's printed values.
#[derive(Serialize)]
#[serde(remote = "MonsterStats")]
pub(crate) struct MonsterStatsWire {
    will: Option<i8>,
    horror: u8,
    strength: Option<i8>,
    damage: u8,
    toughness: u8,
}

/// Optional [`MonsterStats`].
pub(crate) fn opt_monster_stats<S: Serializer>(
    value: &Option<MonsterStats>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    #[derive(Serialize)]
    struct Wrap(#[serde(with = "MonsterStatsWire")] MonsterStats);
    value.map(Wrap).serialize(serializer)
}
