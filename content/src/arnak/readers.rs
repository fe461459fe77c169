//! Reading from TOML: field readers, the effect reader and the TOML shapes some types are read through.

use super::*;

/// The reference scope of a board's research space ids (`from`, `to`), set by the compiler.
pub const RESEARCH_SPACE: read::Scope = read::Scope { what: "research space", within: " on this board" };

pub(super) fn one() -> u8 {
    1
}

pub(super) fn five() -> u8 {
    5
}

pub(super) fn any_marker() -> MarkerChoice {
    MarkerChoice::Any
}

/// `[3, 6]`: compasses for level I and level II, 0 to 12 each.
pub(super) fn discover_cost<'de, D: Deserializer<'de>>(d: D) -> Result<[u8; 2], D::Error> {
    let costs = read::In::<0, 12>::u8s(d)?;
    <[u8; 2]>::try_from(costs)
        .map_err(|_| de::Error::custom("list the compasses for level I and level II, e.g. [3, 6]"))
}

pub(super) fn link_end<'de, D: Deserializer<'de>>(d: D, special: &str) -> Result<Option<u8>, D::Error> {
    let id = String::deserialize(d)?;
    if id == special {
        return Ok(None);
    }
    let index = read::resolve(RESEARCH_SPACE, &id).map_err(de::Error::custom)?;
    u8::try_from(index).map(Some).map_err(de::Error::custom)
}

pub(super) fn link_from<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    link_end(d, "start")
}

pub(super) fn link_to<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    link_end(d, "temple")
}

/// A Rival tile as written: the action's parameters sit beside it (`action = "dig"`,
/// `resource = "coin"`), the arrow is `"left"` or `"right"`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RivalTileToml {
    id: &'static str,
    name: &'static str,
    #[serde(default)]
    ru: Option<&'static str>,
    action: RivalKind,
    resource: Option<Resource>,
    rounds: Option<Vec<Round>>,
    #[serde(default)]
    red: bool,
    #[serde(default)]
    skip_round_5: bool,
    arrow: Arrow,
    #[serde(default)]
    arrow_source: Option<Source>,
    source: Source,
}

#[derive(Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub(super) enum RivalKind {
    Dig,
    Discover,
    Research,
    Overcome,
    BuyItem,
    BuyArtifact,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
pub(super) enum Arrow {
    Left,
    Right,
}

impl TryFrom<RivalTileToml> for RivalTileDef {
    type Error = String;

    fn try_from(t: RivalTileToml) -> Result<RivalTileDef, String> {
        if t.resource.is_some() != (t.action == RivalKind::Dig) {
            return Err("`resource` goes with action = \"dig\", and only there".to_owned());
        }
        if t.rounds.is_some() != (t.action == RivalKind::Discover) {
            return Err("`rounds` goes with action = \"discover\", and only there".to_owned());
        }
        let action = match (t.action, t.resource, t.rounds) {
            (RivalKind::Dig, Some(resource), _) if !t.red => RivalAction::Dig(resource),
            (RivalKind::Dig, ..) => {
                return Err("archaeologist (dig) tiles are neither green nor red: remove `red`".to_owned());
            }
            (RivalKind::Discover, _, Some(rounds)) if rounds.len() == 5 => {
                RivalAction::Discover(rounds.into_iter().map(|round| round.0).collect::<Vec<_>>().leak())
            }
            (RivalKind::Discover, _, rounds) => {
                let found = rounds.map_or(0, |rounds| rounds.len());
                return Err(format!("rounds: list one entry per round I..V, found {found}"));
            }
            (RivalKind::Research, ..) => RivalAction::Research,
            (RivalKind::Overcome, ..) => RivalAction::Overcome,
            (RivalKind::BuyItem, ..) => RivalAction::BuyItem,
            (RivalKind::BuyArtifact, ..) => RivalAction::BuyArtifact,
        };
        Ok(RivalTileDef {
            id: t.id,
            name: t.name,
            ru: t.ru,
            action,
            red: t.red,
            skip_round_5: t.skip_round_5,
            arrow_right: matches!(t.arrow, Arrow::Right),
            source: t.source,
            arrow_source: t.arrow_source,
        })
    }
}

/// One round of a Rival Discover tile: `"skip"` or `{ level = 1, guardian = true }`.
pub(super) struct Round(Option<(u8, bool)>);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RoundToml {
    #[serde(deserialize_with = "read::In::<1, 2>::u8")]
    level: u8,
    #[serde(default)]
    guardian: bool,
}

impl<'de> Deserialize<'de> for Round {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Round, D::Error> {
        struct RoundVisitor;
        impl<'de> Visitor<'de> for RoundVisitor {
            type Value = Round;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("\"skip\" or { level = 1, guardian = true }")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Round, E> {
                if text == "skip" {
                    Ok(Round(None))
                } else {
                    Err(E::custom(format!(
                        "expected \"skip\" or {{ level = 1, guardian = true }}, found \"{text}\""
                    )))
                }
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Round, A::Error> {
                let round = RoundToml::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(Round(Some((round.level, round.guardian))))
            }
        }
        d.deserialize_any(RoundVisitor)
    }
}

/// Every effect name, as written.
pub(super) const EFFECTS: &[&str] = &[
    "gain",
    "travel",
    "draw",
    "draw_bottom",
    "fear",
    "exile_self",
    "exile",
    "discard",
    "pay",
    "pay_travel",
    "choose",
    "upgrade",
    "gain_per",
    "pass_to_gain",
    "dig",
    "activate_site",
    "activate_top_site_tile",
    "move_archaeologist",
    "move_guardian",
    "return_archaeologist",
    "overcome_guardian",
    "research",
    "buy",
    "refresh_assistant",
    "gain_assistant",
    "upgrade_assistant",
    "custom",
];

pub(super) fn unknown_effect(name: &str) -> String {
    let hint = read::did_you_mean(name, EFFECTS.iter().copied())
        .map(|found| format!(" (did you mean \"{found}\"?)"))
        .unwrap_or_default();
    format!("unknown effect \"{name}\"{hint}")
}

/// The string form of an effect without parameters (all parameters at their defaults).
pub(super) fn bare(name: &str) -> Option<Effect> {
    Some(match name {
        "exile_self" => Effect::ExileSelf,
        "exile" => Effect::ExileCard,
        "move_guardian" => Effect::MoveGuardian,
        "gain_assistant" => Effect::GainAssistant,
        "upgrade_assistant" => Effect::UpgradeAssistant,
        "overcome_guardian" => Effect::OvercomeGuardian { unoccupied_too: false },
        "research" => Effect::Research { marker: MarkerChoice::Any, discount: Res::ZERO, free: false },
        "refresh_assistant" => Effect::RefreshAssistant(&[]),
        "dig" => Effect::Dig {
            filter: SiteFilter::Any,
            discover: false,
            travel_discount: Travels::NONE,
            compass_discount: 0,
        },
        _ => return None,
    })
}

impl<'de> Deserialize<'de> for Effect {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Effect, D::Error> {
        d.deserialize_any(EffectVisitor)
    }
}

pub(super) struct EffectVisitor;

impl<'de> Visitor<'de> for EffectVisitor {
    type Value = Effect;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an effect: \"exile_self\" or a table such as { gain = { coin = 1 } }")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<Effect, E> {
        bare(name).ok_or_else(|| {
            E::custom(if EFFECTS.contains(&name) {
                format!("effect \"{name}\" needs a value: write {{ {name} = ... }}")
            } else {
                unknown_effect(name)
            })
        })
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Effect, A::Error> {
        let mut effect: Option<Effect> = None;
        let mut head: Option<&'static str> = None;
        let mut then: Option<&'static [Effect]> = None;
        let mut count: Option<u8> = None;
        while let Some(key) = map.next_key_seed(EffectKey { head })? {
            match key {
                "then" => then = Some(map.next_value::<List>()?.0),
                "count" => count = Some(map.next_value::<N<1, 10>>()?.0),
                name => {
                    head = Some(name);
                    effect = Some(effect_value(name, &mut map)?);
                }
            }
        }
        let Some(mut effect) = effect else {
            return Err(de::Error::custom("empty effect: write one of gain, draw, pay, ..."));
        };
        match (&mut effect, then, count) {
            (
                Effect::PayThen { then: slot, .. } | Effect::PayTravelThen { then: slot, .. },
                Some(list),
                None,
            ) => {
                *slot = list;
            }
            (Effect::PayThen { .. } | Effect::PayTravelThen { .. }, None, _) => {
                return Err(de::Error::custom("missing key \"then\" (what the payment buys)"));
            }
            (Effect::Choose(options), None, Some(count)) => {
                if usize::from(count) > options.len() {
                    return Err(de::Error::custom(format!(
                        "count: {count} is more than the {} options",
                        options.len()
                    )));
                }
                effect = Effect::ChooseDistinct { count, options };
            }
            (_, Some(_), _) => return Err(de::Error::custom("\"then\" goes with pay or pay_travel")),
            (_, _, Some(_)) => return Err(de::Error::custom("\"count\" goes with choose")),
            _ => {}
        }
        Ok(effect)
    }
}

/// Reads the value of effect `name` from `map`.
pub(super) fn effect_value<'de, A: MapAccess<'de>>(
    name: &'static str,
    map: &mut A,
) -> Result<Effect, A::Error> {
    Ok(match name {
        "gain" => Effect::Gain(map.next_value()?),
        "travel" => Effect::GainTravel(map.next_value()?),
        "draw" => Effect::Draw(map.next_value::<N<1, 5>>()?.0),
        "draw_bottom" => Effect::DrawBottom(map.next_value::<N<1, 5>>()?.0),
        "fear" => Effect::GainFear(map.next_value::<N<1, 3>>()?.0),
        "discard" => Effect::DiscardThen(map.next_value::<List>()?.0),
        "pay" => Effect::PayThen { cost: map.next_value()?, then: &[] },
        "pay_travel" => Effect::PayTravelThen { cost: map.next_value()?, then: &[] },
        "choose" => Effect::Choose(map.next_value::<Options>()?.0),
        "upgrade" => Effect::Upgrade(map.next_value::<Exchanges>()?.0),
        "gain_per" => {
            let GainPer { resource, per, max } = map.next_value()?;
            Effect::GainPer { resource, per, max }
        }
        "pass_to_gain" => Effect::PassToGain(map.next_value()?),
        "dig" => {
            let Dig { sites, discover, travel_discount, compass_discount } = map.next_value()?;
            Effect::Dig { filter: sites, discover, travel_discount, compass_discount }
        }
        "activate_site" => {
            let ActivateSite { sites, unoccupied } = map.next_value()?;
            Effect::ActivateSite { filter: sites, unoccupied }
        }
        "activate_top_site_tile" => Effect::ActivateTopSiteTile { level: map.next_value::<N<1, 2>>()?.0 },
        "move_archaeologist" => Effect::MoveArchaeologist { to: map.next_value()? },
        "return_archaeologist" => Effect::ReturnArchaeologist(map.next_value::<List>()?.0),
        "overcome_guardian" => {
            let Overcome { unoccupied_too } = map.next_value()?;
            Effect::OvercomeGuardian { unoccupied_too }
        }
        "research" => {
            let Research { marker, discount, free } = map.next_value()?;
            Effect::Research { marker, discount, free }
        }
        "buy" => {
            let Buy { kind, discount, free, include_top, to_hand } = map.next_value()?;
            Effect::Buy { kind, discount, free, include_top, to_hand }
        }
        "refresh_assistant" => Effect::RefreshAssistant(map.next_value::<List>()?.0),
        "custom" => Effect::Custom(map.next_value()?),
        bare => {
            map.next_value_seed(NoValue(bare))?;
            Effect::ExileSelf
        }
    })
}

/// An effect table's key: an effect name (one per table), `then` or `count`.
pub(super) struct EffectKey {
    head: Option<&'static str>,
}

impl<'de> DeserializeSeed<'de> for EffectKey {
    type Value = &'static str;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<&'static str, D::Error> {
        let key = String::deserialize(d)?;
        if key == "then" || key == "count" {
            return Ok(if key == "then" { "then" } else { "count" });
        }
        let Some(name) = EFFECTS.iter().copied().find(|name| *name == key) else {
            return Err(de::Error::custom(unknown_effect(&key)));
        };
        match self.head {
            Some(first) => Err(de::Error::custom(format!(
                "one effect per table: found \"{first}\" and \"{name}\" (write them as two items of the list)"
            ))),
            None => Ok(name),
        }
    }
}

/// The value of an effect that takes none: always an error.
pub(super) struct NoValue(&'static str);

impl<'de> DeserializeSeed<'de> for NoValue {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, _d: D) -> Result<(), D::Error> {
        let name = self.0;
        Err(de::Error::custom(format!("effect \"{name}\" takes no value: write \"{name}\"")))
    }
}

/// A number in `LO..=HI`.
pub(super) struct N<const LO: i64, const HI: i64>(u8);

impl<'de, const LO: i64, const HI: i64> Deserialize<'de> for N<LO, HI> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        read::In::<LO, HI>::u8(d).map(N)
    }
}

/// An effect list.
pub(super) struct List(&'static [Effect]);

impl<'de> Deserialize<'de> for List {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<List, D::Error> {
        read::slice(d).map(List)
    }
}

/// The options of a choice: at least two effect lists.
pub(super) struct Options(&'static [&'static [Effect]]);

impl<'de> Deserialize<'de> for Options {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Options, D::Error> {
        let options = read::slices(d)?;
        if options.len() < 2 {
            return Err(de::Error::custom("a choice needs at least two options"));
        }
        Ok(Options(options))
    }
}

/// Upgrade exchanges: `[["coin", "compass"], ...]`, each for a rarer resource.
pub(super) struct Exchanges(&'static [(Resource, Resource)]);

impl<'de> Deserialize<'de> for Exchanges {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Exchanges, D::Error> {
        let pairs = Vec::<(Resource, Resource)>::deserialize(d)?;
        if pairs.is_empty() {
            return Err(de::Error::custom("list at least one exchange"));
        }
        if pairs.iter().any(|(from, to)| to <= from) {
            return Err(de::Error::custom("an upgrade exchanges for a rarer resource"));
        }
        Ok(Exchanges(pairs.leak()))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct GainPer {
    resource: Resource,
    per: Counter,
    #[serde(deserialize_with = "read::In::<1, 10>::u8")]
    max: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Dig {
    #[serde(default = "any_site")]
    sites: SiteFilter,
    #[serde(default)]
    discover: bool,
    #[serde(default)]
    travel_discount: Travels,
    #[serde(default, deserialize_with = "read::In::<0, 6>::u8")]
    compass_discount: u8,
}

pub(super) fn any_site() -> SiteFilter {
    SiteFilter::Any
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ActivateSite {
    sites: SiteFilter,
    #[serde(default)]
    unoccupied: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Overcome {
    #[serde(default)]
    unoccupied_too: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Research {
    #[serde(default = "any_marker")]
    marker: MarkerChoice,
    #[serde(default)]
    discount: Res,
    #[serde(default)]
    free: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, try_from = "BuyToml")]
pub(super) struct Buy {
    kind: RowKind,
    discount: u8,
    free: bool,
    include_top: bool,
    to_hand: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct BuyToml {
    kind: RowKind,
    #[serde(default, deserialize_with = "read::In::<0, 10>::u8")]
    discount: u8,
    #[serde(default)]
    free: bool,
    #[serde(default)]
    include_top: bool,
    #[serde(default)]
    to_hand: bool,
}

impl TryFrom<BuyToml> for Buy {
    type Error = &'static str;

    fn try_from(b: BuyToml) -> Result<Buy, &'static str> {
        if b.free && b.discount > 0 {
            return Err("a free buy has no discount");
        }
        Ok(Buy {
            kind: b.kind,
            discount: b.discount,
            free: b.free,
            include_top: b.include_top,
            to_hand: b.to_hand,
        })
    }
}
