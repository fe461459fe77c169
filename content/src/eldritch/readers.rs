//! Reading from TOML: id scopes, field readers and the TOML shapes some types are read through.

use super::*;

/// Locations, by id.
pub const LOCATION: Scope = Scope { what: "location", within: "" };
/// Monster kinds, by id.
pub const MONSTER: Scope = Scope { what: "monster", within: "" };
/// Conditions, by id.
pub const CONDITION: Scope = Scope { what: "condition", within: "" };
/// Assets, by id.
pub const ASSET: Scope = Scope { what: "asset", within: "" };
/// Artifacts, by id.
pub const ARTIFACT: Scope = Scope { what: "artifact", within: "" };
/// Spells, by id.
pub const SPELL: Scope = Scope { what: "spell", within: "" };
/// Ancient Ones, by id.
pub const ANCIENT_ONE: Scope = Scope { what: "ancient one", within: "" };

pub(super) fn one() -> u8 {
    1
}

pub(super) fn no_region() -> Region {
    Region::None
}

pub(super) fn half_players() -> TokenCount {
    TokenCount::HalfPlayers
}

pub(super) fn moving() -> Sites {
    Sites::Moving
}

pub(super) fn location<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(LOCATION, d)
}

pub(super) fn monster<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(MONSTER, d)
}

pub(super) fn condition<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(CONDITION, d)
}

pub(super) fn asset<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(ASSET, d)
}

pub(super) fn spell<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(SPELL, d)
}

pub(super) fn ancient_one<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(ANCIENT_ONE, d)
}

pub(super) fn opt_location<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<&'static str>, D::Error> {
    location(d).map(Some)
}

pub(super) fn opt_ancient_one<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<&'static str>, D::Error> {
    ancient_one(d).map(Some)
}

pub(super) fn opt_condition<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<&'static str>, D::Error> {
    condition(d).map(Some)
}

pub(super) fn opt_monster<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<&'static str>, D::Error> {
    monster(d).map(Some)
}

pub(super) fn opt_cost<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    read::u8_in::<0, 9, D>(d).map(Some)
}

pub(super) fn stat<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<i8>, D::Error> {
    read::i8_in::<-4, 2, D>(d).map(Some)
}

pub(super) fn opt_u8<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    read::u8_in::<0, 12, D>(d).map(Some)
}

/// An id checked against a scope, in a list.
#[derive(Deserialize)]
pub(super) struct MonsterRef(#[serde(deserialize_with = "monster")] &'static str);

/// A location id, in a list.
#[derive(Deserialize)]
pub(super) struct LocationRef(#[serde(deserialize_with = "location")] &'static str);

pub(super) fn nonzero<E: de::Error>(amount: i8, what: &str) -> Result<i8, E> {
    if amount == 0 { Err(E::custom(format!("0 {what} does nothing"))) } else { Ok(amount) }
}

pub(super) fn doom<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<i8, D::Error> {
    nonzero(read::i8_in::<-20, 20, D>(d)?, "Doom")
}

pub(super) fn omen_eldritch<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<i8, D::Error> {
    nonzero(read::i8_in::<-5, 5, D>(d)?, "tokens")
}

pub(super) fn trait_or_any<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<Trait>, D::Error> {
    let word = String::deserialize(d)?;
    if word == "any" {
        return Ok(None);
    }
    Trait::deserialize(de::value::StringDeserializer::<D::Error>::new(word)).map(Some)
}

pub(super) fn options<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<&'static [&'static [Effect]], D::Error> {
    let options = read::slices(d)?;
    if options.len() < 2 {
        return Err(de::Error::custom("a choice has at least two options"));
    }
    Ok(options)
}

pub(super) fn dice<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<(i8, Count)>, D::Error> {
    #[derive(Deserialize)]
    #[serde(bound(deserialize = "'de: 'static"))]
    #[serde(deny_unknown_fields)]
    struct Dice {
        #[serde(deserialize_with = "read::i8_in::<-3, 3, _>")]
        per: i8,
        count: Count,
    }
    Dice::deserialize(d).map(|dice| Some((dice.per, dice.count)))
}

pub(super) type Face = (u8, u8, &'static [Effect]);

pub(super) fn faces<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static [Face], D::Error> {
    #[derive(Deserialize)]
    #[serde(bound(deserialize = "'de: 'static"))]
    #[serde(deny_unknown_fields)]
    struct FaceToml {
        #[serde(deserialize_with = "read::u8_in::<1, 6, _>")]
        from: u8,
        #[serde(deserialize_with = "read::u8_in::<1, 6, _>")]
        to: u8,
        #[serde(default, deserialize_with = "read::slice")]
        effects: &'static [Effect],
    }
    let faces = Vec::<FaceToml>::deserialize(d)?;
    if let Some(face) = faces.iter().find(|face| face.from > face.to) {
        return Err(de::Error::custom(format!("faces {} to {} is empty", face.from, face.to)));
    }
    Ok(faces.into_iter().map(|face| (face.from, face.to, face.effects)).collect::<Vec<_>>().leak())
}

pub(super) fn fight_monster<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<&'static str>, D::Error> {
    let id = String::deserialize(d)?;
    if id == "random" {
        return Ok(None);
    }
    read::resolve(MONSTER, &id).map_err(de::Error::custom)?;
    Ok(Some(id.leak()))
}

pub(super) fn destination<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Destination, D::Error> {
    let name = String::deserialize(d)?;
    Ok(match name.as_str() {
        "adjacent" => Destination::Adjacent,
        "toward_gate" => Destination::TowardGate,
        "any" => Destination::Any,
        "nearest_city" => Destination::Nearest(LocationKind::City),
        "nearest_wilderness" => Destination::Nearest(LocationKind::Wilderness),
        "nearest_sea" => Destination::Nearest(LocationKind::Sea),
        _ => {
            read::resolve(LOCATION, &name).map_err(de::Error::custom)?;
            Destination::Location(name.leak())
        }
    })
}

pub(super) fn section_at<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<SectionAt, D::Error> {
    let name = String::deserialize(d)?;
    Ok(match name.as_str() {
        "any" => SectionAt::Any,
        "city" => SectionAt::Kind(LocationKind::City),
        "wilderness" => SectionAt::Kind(LocationKind::Wilderness),
        "sea" => SectionAt::Kind(LocationKind::Sea),
        // Checked against the card's deck by the compiler.
        _ => SectionAt::Location(name.leak()),
    })
}

pub(super) fn gain_named<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<(CardDeck, &'static str), D::Error> {
    #[derive(Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum Named {
        Asset(#[serde(deserialize_with = "asset")] &'static str),
        Artifact(#[serde(deserialize_with = "artifact")] &'static str),
        Spell(#[serde(deserialize_with = "spell")] &'static str),
    }
    fn artifact<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
        read::id(ARTIFACT, d)
    }
    Ok(match Named::deserialize(d)? {
        Named::Asset(id) => (CardDeck::Asset, id),
        Named::Artifact(id) => (CardDeck::Artifact, id),
        Named::Spell(id) => (CardDeck::Spell, id),
    })
}

pub(super) fn spawn_monsters<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<(SpawnAt, u8), D::Error> {
    #[derive(Deserialize)]
    #[serde(bound(deserialize = "'de: 'static"))]
    #[serde(deny_unknown_fields)]
    struct Spawn {
        #[serde(default = "one", deserialize_with = "read::u8_in::<1, 9, _>")]
        count: u8,
        at: String,
    }
    let spawn = Spawn::deserialize(d)?;
    let at = match spawn.at.as_str() {
        "here" => SpawnAt::Here,
        "expedition" => SpawnAt::Expedition,
        "each_cultist" => SpawnAt::EachCultist,
        _ => {
            read::resolve(LOCATION, &spawn.at).map_err(de::Error::custom)?;
            SpawnAt::Location(spawn.at.leak())
        }
    };
    Ok((at, spawn.count))
}

pub(super) fn spawn_epic<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<(&'static str, &'static str), D::Error> {
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Epic {
        #[serde(deserialize_with = "monster")]
        monster: &'static str,
        #[serde(deserialize_with = "location")]
        at: &'static str,
    }
    Epic::deserialize(d).map(|epic| (epic.monster, epic.at))
}

pub(super) fn damage_monsters<'de: 'static, D: Deserializer<'de>>(
    d: D,
) -> Result<(MonsterTarget, u8), D::Error> {
    #[derive(Deserialize)]
    #[serde(bound(deserialize = "'de: 'static"))]
    #[serde(deny_unknown_fields)]
    struct Damage {
        target: MonsterTarget,
        #[serde(deserialize_with = "read::u8_in::<1, 9, _>")]
        amount: u8,
    }
    Damage::deserialize(d).map(|damage| (damage.target, damage.amount))
}

pub(super) fn skill_penalty<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<(Skill, u8), D::Error> {
    #[derive(Deserialize)]
    #[serde(bound(deserialize = "'de: 'static"))]
    #[serde(deny_unknown_fields)]
    struct Penalty {
        skill: Skill,
        #[serde(deserialize_with = "read::u8_in::<1, 3, _>")]
        amount: u8,
    }
    Penalty::deserialize(d).map(|penalty| (penalty.skill, penalty.amount))
}

impl<'de: 'static> Deserialize<'de> for Effect {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Effect, D::Error> {
        struct Shape;
        impl<'de: 'static> Visitor<'de> for Shape {
            type Value = Effect;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an effect: a name or a table with one key")
            }
            fn visit_str<E: de::Error>(self, name: &str) -> Result<Effect, E> {
                Ok(match name {
                    "gain_artifact" => Effect::GainArtifact(None),
                    "spawn_clue" => Effect::SpawnClue(1),
                    "ambush" => Effect::Fight(&FightDef {
                        monster: None,
                        spawn: false,
                        defeated: &[],
                        undefeated: &[],
                    }),
                    // A name that needs a value says so (`{ lose_sanity = ... }`).
                    _ => Effect::deserialize(de::value::StrDeserializer::<de::value::Error>::new(name))
                        .map_err(|error| match error.to_string() {
                            text if text.contains("expected newtype variant") => {
                                E::custom(format!("\"{name}\" needs a value: {{ {name} = ... }}"))
                            }
                            text => E::custom(text),
                        })?,
                })
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Effect, A::Error> {
                let effect = Effect::deserialize(de::value::MapAccessDeserializer::new(&mut map))?;
                if map.next_key::<IgnoredAny>()?.is_some() {
                    return Err(de::Error::custom("an effect is a string or a table with one key"));
                }
                Ok(effect)
            }
        }
        d.deserialize_any(Shape)
    }
}

/// `"half_players"`, `"players"`, `"twice_players"` or a number.
pub(super) fn token_count<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<TokenCount, D::Error> {
    struct Shape;
    impl Visitor<'_> for Shape {
        type Value = TokenCount;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("\"half_players\", \"players\", \"twice_players\" or a number")
        }
        fn visit_str<E: de::Error>(self, name: &str) -> Result<TokenCount, E> {
            match name {
                "half_players" => Ok(TokenCount::HalfPlayers),
                "players" => Ok(TokenCount::Players),
                "twice_players" => Ok(TokenCount::TwicePlayers),
                _ => Err(E::unknown_variant(name, &["half_players", "players", "twice_players"])),
            }
        }
        fn visit_i64<E: de::Error>(self, n: i64) -> Result<TokenCount, E> {
            match u8::try_from(n) {
                Ok(n @ 1..=9) => Ok(TokenCount::Fixed(n)),
                _ => Err(E::custom(format!("{n} is out of range (1..=9)"))),
            }
        }
    }
    d.deserialize_any(Shape)
}

/// `"moving"`, `"nearest_sea"`, a list of spaces or `{ random = <count> }`.
pub(super) fn sites<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Sites, D::Error> {
    struct Shape;
    impl<'de: 'static> Visitor<'de> for Shape {
        type Value = Sites;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("\"moving\", \"nearest_sea\", a list of spaces or { random = <count> }")
        }
        fn visit_str<E: de::Error>(self, name: &str) -> Result<Sites, E> {
            match name {
                "moving" => Ok(Sites::Moving),
                "nearest_sea" => Ok(Sites::NearestSea),
                _ => Err(E::unknown_variant(name, &["moving", "nearest_sea"])),
            }
        }
        fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Sites, A::Error> {
            let ids = Vec::<LocationRef>::deserialize(de::value::SeqAccessDeserializer::new(seq))?;
            Ok(Sites::Fixed(ids.into_iter().map(|id| id.0).collect::<Vec<_>>().leak()))
        }
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Sites, A::Error> {
            #[derive(Deserialize)]
            #[serde(bound(deserialize = "'de: 'static"))]
            #[serde(deny_unknown_fields)]
            struct Random {
                #[serde(deserialize_with = "token_count")]
                random: TokenCount,
            }
            Random::deserialize(de::value::MapAccessDeserializer::new(map)).map(|r| Sites::Random(r.random))
        }
    }
    d.deserialize_any(Shape)
}

impl<'de: 'static> Deserialize<'de> for PreventBy {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<PreventBy, D::Error> {
        struct Shape;
        impl<'de: 'static> Visitor<'de> for Shape {
            type Value = PreventBy;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(
                    "\"discard_this\", \"spend_clue\", \"own_spells\" or { test = <skill>, modifier = <n> }",
                )
            }
            fn visit_str<E: de::Error>(self, name: &str) -> Result<PreventBy, E> {
                match name {
                    "discard_this" => Ok(PreventBy::DiscardThis),
                    "spend_clue" => Ok(PreventBy::SpendClue),
                    "own_spells" => Ok(PreventBy::OwnSpells),
                    _ => Err(E::unknown_variant(name, &["discard_this", "spend_clue", "own_spells"])),
                }
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<PreventBy, A::Error> {
                #[derive(Deserialize)]
                #[serde(bound(deserialize = "'de: 'static"))]
                #[serde(deny_unknown_fields)]
                struct Test {
                    test: Skill,
                    #[serde(default, deserialize_with = "read::i8_in::<-3, 3, _>")]
                    modifier: i8,
                }
                Test::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(|t| PreventBy::TestThenFlip(t.test, t.modifier))
            }
        }
        d.deserialize_any(Shape)
    }
}

/// A player count on a reference card.
#[derive(Deserialize)]
pub(super) struct Players(#[serde(deserialize_with = "read::u8_in::<1, 8, _>")] u8);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PathToml {
    #[serde(deserialize_with = "location")]
    a: &'static str,
    #[serde(deserialize_with = "location")]
    b: &'static str,
    kind: PathKind,
    source: Source,
}

impl TryFrom<PathToml> for PathDef {
    type Error = &'static str;
    fn try_from(path: PathToml) -> Result<PathDef, &'static str> {
        if path.a == path.b {
            return Err("a path joins two different locations");
        }
        let (a, b) = if path.a < path.b { (path.a, path.b) } else { (path.b, path.a) };
        Ok(PathDef { a, b, kind: path.kind, source: path.source })
    }
}

pub(super) fn omen_spaces<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static [Omen], D::Error> {
    let spaces: &'static [Omen] = read::slice(d)?;
    if spaces.first() != Some(&Omen::Green) {
        return Err(de::Error::custom("the Omen track starts on the green comet"));
    }
    Ok(spaces)
}

#[derive(Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub(super) struct ReferenceCardToml {
    players: Vec<Players>,
    #[serde(deserialize_with = "read::u8_in::<1, 4, _>")]
    gates: u8,
    #[serde(deserialize_with = "read::u8_in::<1, 4, _>")]
    surge: u8,
    #[serde(deserialize_with = "read::u8_in::<1, 6, _>")]
    clues: u8,
    source: Source,
}

impl From<ReferenceCardToml> for ReferenceCardDef {
    fn from(card: ReferenceCardToml) -> ReferenceCardDef {
        ReferenceCardDef {
            min_players: card.players.iter().map(|n| n.0).min().unwrap_or(1),
            max_players: card.players.iter().map(|n| n.0).max().unwrap_or(1),
            gates: card.gates,
            surge: card.surge,
            clues: card.clues,
            source: card.source,
        }
    }
}

#[derive(Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub(super) struct SkillsToml {
    #[serde(deserialize_with = "read::u8_in::<0, 6, _>")]
    lore: u8,
    #[serde(deserialize_with = "read::u8_in::<0, 6, _>")]
    influence: u8,
    #[serde(deserialize_with = "read::u8_in::<0, 6, _>")]
    observation: u8,
    #[serde(deserialize_with = "read::u8_in::<0, 6, _>")]
    strength: u8,
    #[serde(deserialize_with = "read::u8_in::<0, 6, _>")]
    will: u8,
}

#[derive(Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub(super) struct DefeatedToml {
    crippled: Skill,
    insane: Skill,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct InvestigatorToml {
    id: &'static str,
    name: &'static str,
    #[serde(default)]
    uk: Option<&'static str>,
    #[serde(default)]
    profession: &'static str,
    #[serde(deserialize_with = "read::u8_in::<1, 12, _>")]
    health: u8,
    #[serde(deserialize_with = "read::u8_in::<1, 12, _>")]
    sanity: u8,
    skills: SkillsToml,
    #[serde(deserialize_with = "location")]
    start: &'static str,
    #[serde(default, deserialize_with = "read::slice")]
    starting: &'static [StartingItem],
    #[serde(default, deserialize_with = "read::u8_in::<0, 3, _>")]
    clues: u8,
    #[serde(default)]
    action: &'static str,
    action_hook: InvestigatorAction,
    #[serde(default)]
    passive: &'static str,
    defeated: DefeatedToml,
    source: Source,
    #[serde(default, deserialize_with = "read::strs")]
    recalled: &'static [&'static str],
}

impl From<InvestigatorToml> for InvestigatorDef {
    fn from(t: InvestigatorToml) -> InvestigatorDef {
        let s = t.skills;
        InvestigatorDef {
            id: t.id,
            name: t.name,
            uk: t.uk,
            profession: t.profession,
            health: t.health,
            sanity: t.sanity,
            skills: [s.lore, s.influence, s.observation, s.strength, s.will],
            start: t.start,
            starting: t.starting,
            clues: t.clues,
            action: t.action,
            action_kind: t.action_hook,
            passive: t.passive,
            crippled: t.defeated.crippled,
            insane: t.defeated.insane,
            source: t.source,
            recalled: t.recalled,
        }
    }
}

/// A Monster token's or a Cultist entry's values and rules, as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct CultistToml {
    #[serde(default, deserialize_with = "stat")]
    will: Option<i8>,
    #[serde(default, deserialize_with = "opt_u8")]
    horror: Option<u8>,
    #[serde(default, deserialize_with = "stat")]
    strength: Option<i8>,
    #[serde(default, deserialize_with = "opt_u8")]
    damage: Option<u8>,
    #[serde(default, deserialize_with = "opt_u8")]
    toughness: Option<u8>,
    #[serde(default)]
    text: &'static str,
    #[serde(default, deserialize_with = "opt_location")]
    spawns_on: Option<&'static str>,
    #[serde(default, deserialize_with = "read::slice")]
    reckoning: &'static [Effect],
    #[serde(default, deserialize_with = "read::slice")]
    on_defeat: &'static [Effect],
    #[serde(default)]
    combat: Option<Hook>,
    #[serde(default)]
    toughness_plus_investigators: bool,
}

impl CultistToml {
    /// Its values (`required`: horror, damage and toughness must be written) and rules.
    fn split(&self, required: bool) -> Result<(MonsterStats, MonsterRules), String> {
        let stats = MonsterStats {
            will: self.will,
            horror: self.horror.unwrap_or(1),
            strength: self.strength,
            damage: self.damage.unwrap_or(1),
            toughness: self.toughness.unwrap_or(1),
        };
        if required && (self.horror.is_none() || self.damage.is_none() || self.toughness.is_none()) {
            return Err("horror, damage and toughness are required".to_owned());
        }
        if self.toughness == Some(0) {
            return Err("toughness: 0 is out of range (1..=12)".to_owned());
        }
        let rules = MonsterRules {
            text: self.text,
            spawns_on: self.spawns_on,
            reckoning: self.reckoning,
            on_defeat: self.on_defeat,
            combat: self.combat,
            toughness_plus_investigators: self.toughness_plus_investigators,
        };
        Ok((stats, rules))
    }
}

impl<'de> Deserialize<'de> for MonsterStats {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<MonsterStats, D::Error> {
        let _ = IgnoredAny::deserialize(d)?;
        Err(de::Error::custom("monster values are read with their rules"))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct MonsterToml {
    id: &'static str,
    name: &'static str,
    #[serde(default)]
    uk: Option<&'static str>,
    #[serde(default = "one", deserialize_with = "read::u8_in::<1, 9, _>")]
    copies: u8,
    #[serde(default)]
    epic: bool,
    #[serde(default)]
    cultist: bool,
    #[serde(default, deserialize_with = "stat")]
    will: Option<i8>,
    #[serde(default, deserialize_with = "opt_u8")]
    horror: Option<u8>,
    #[serde(default, deserialize_with = "stat")]
    strength: Option<i8>,
    #[serde(default, deserialize_with = "opt_u8")]
    damage: Option<u8>,
    #[serde(default, deserialize_with = "opt_u8")]
    toughness: Option<u8>,
    #[serde(default)]
    text: &'static str,
    #[serde(default, deserialize_with = "opt_location")]
    spawns_on: Option<&'static str>,
    #[serde(default, deserialize_with = "read::slice")]
    reckoning: &'static [Effect],
    #[serde(default, deserialize_with = "read::slice")]
    on_defeat: &'static [Effect],
    #[serde(default)]
    combat: Option<Hook>,
    #[serde(default)]
    toughness_plus_investigators: bool,
    source: Source,
    #[serde(default, deserialize_with = "read::strs")]
    recalled: &'static [&'static str],
}

impl TryFrom<MonsterToml> for MonsterDef {
    type Error = String;
    fn try_from(t: MonsterToml) -> Result<MonsterDef, String> {
        if t.epic && (t.cultist || t.copies != 1) {
            return Err("an Epic monster is a single token and never a Cultist".to_owned());
        }
        let (stats, rules) = CultistToml {
            will: t.will,
            horror: t.horror,
            strength: t.strength,
            damage: t.damage,
            toughness: t.toughness,
            text: t.text,
            spawns_on: t.spawns_on,
            reckoning: t.reckoning,
            on_defeat: t.on_defeat,
            combat: t.combat,
            toughness_plus_investigators: t.toughness_plus_investigators,
        }
        .split(!t.cultist)?;
        Ok(MonsterDef {
            id: t.id,
            name: t.name,
            uk: t.uk,
            copies: t.copies,
            epic: t.epic,
            cultist: t.cultist,
            stats,
            rules,
            source: t.source,
            recalled: t.recalled,
        })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct AncientOneToml {
    id: &'static str,
    name: &'static str,
    #[serde(default)]
    uk: Option<&'static str>,
    #[serde(deserialize_with = "read::u8_in::<1, 20, _>")]
    doom: u8,
    #[serde(default = "three", deserialize_with = "read::u8_in::<1, 4, _>")]
    mysteries_to_win: u8,
    mythos: [[u8; 3]; 3],
    #[serde(default)]
    setup: &'static str,
    #[serde(default)]
    set_aside: Vec<MonsterRef>,
    #[serde(default)]
    special: Option<&'static str>,
    cultist: CultistToml,
    #[serde(default)]
    awakened_cultist: Option<CultistToml>,
    #[serde(default)]
    awakened: &'static str,
    source: Source,
    #[serde(default, deserialize_with = "read::strs")]
    recalled: &'static [&'static str],
}

pub(super) fn three() -> u8 {
    3
}

impl TryFrom<AncientOneToml> for AncientOneDef {
    type Error = String;
    fn try_from(t: AncientOneToml) -> Result<AncientOneDef, String> {
        let (cultist, cultist_rules) = t.cultist.split(true)?;
        let awakened = t.awakened_cultist.as_ref().map(|c| c.split(true)).transpose()?;
        Ok(AncientOneDef {
            id: t.id,
            name: t.name,
            uk: t.uk,
            doom: t.doom,
            mysteries_to_win: t.mysteries_to_win,
            mythos: t.mythos,
            setup: t.setup,
            set_aside: t.set_aside.iter().map(|id| id.0).collect::<Vec<_>>().leak(),
            special: t.special,
            cultist,
            cultist_rules,
            awakened_cultist: awakened.map(|(stats, _)| stats),
            awakened_cultist_rules: awakened.map(|(_, rules)| rules),
            awakened: t.awakened,
            source: t.source,
            recalled: t.recalled,
        })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct IfToml {
    #[serde(default, deserialize_with = "opt_condition")]
    has_condition: Option<&'static str>,
    #[serde(default)]
    holds: Option<Possession>,
    #[serde(default, deserialize_with = "opt_monster")]
    monster_on_board: Option<&'static str>,
    #[serde(default)]
    on: Option<LocationKind>,
    #[serde(default)]
    solved_mystery: Option<bool>,
    #[serde(default)]
    omen_gate: Option<bool>,
    #[serde(default)]
    rumor_in_play: Option<bool>,
    #[serde(default, deserialize_with = "read::slice")]
    then: &'static [Effect],
    #[serde(rename = "else", default, deserialize_with = "read::slice")]
    otherwise: &'static [Effect],
}

impl TryFrom<IfToml> for IfDef {
    type Error = String;
    fn try_from(t: IfToml) -> Result<IfDef, String> {
        let checks = [
            t.has_condition.map(Check::HasCondition),
            t.holds.map(Check::Holds),
            t.monster_on_board.map(Check::MonsterOnBoard),
            t.on.map(Check::OnKind),
            t.solved_mystery.map(|_| Check::SolvedMystery),
            t.omen_gate.map(|_| Check::OmenGate),
            t.rumor_in_play.map(|_| Check::RumorInPlay),
        ];
        match checks.iter().flatten().collect::<Vec<_>>().as_slice() {
            [check] => Ok(IfDef { check: **check, then: t.then, otherwise: t.otherwise }),
            _ => Err("an `if` has exactly one check of: has_condition, holds, monster_on_board, on, solved_mystery, omen_gate, rumor_in_play".to_owned()),
        }
    }
}

pub(super) type Effects = &'static [Effect];

#[derive(Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub(super) enum AbilityToml {
    Bonus {
        skill: Skill,
        #[serde(deserialize_with = "read::u8_in::<1, 9, _>")]
        amount: u8,
        #[serde(default = "any_time")]
        during: During,
    },
    ExtraDice {
        #[serde(default = "one", deserialize_with = "read::u8_in::<1, 9, _>")]
        amount: u8,
        #[serde(default = "any_time")]
        during: During,
        #[serde(default)]
        aura: bool,
        #[serde(default)]
        on_city: bool,
    },
    Reroll {
        #[serde(default)]
        skill: Option<Skill>,
        #[serde(default = "any_time")]
        during: During,
        #[serde(default)]
        once_per_round: bool,
        #[serde(default)]
        any_number: bool,
        #[serde(default, deserialize_with = "read::u8_in::<0, 9, _>")]
        sanity: u8,
    },
    AddToDie {
        #[serde(default)]
        skill: Option<Skill>,
        #[serde(default = "any_time")]
        during: During,
        #[serde(default)]
        once_per_round: bool,
    },
    DoubleSixes {
        #[serde(default)]
        skill: Option<Skill>,
        #[serde(default = "any_time")]
        during: During,
    },
    CombatBoost {
        #[serde(default, deserialize_with = "read::u8_in::<0, 9, _>")]
        strength: u8,
        #[serde(default, deserialize_with = "read::u8_in::<0, 9, _>")]
        will: u8,
        #[serde(default)]
        discard: bool,
    },
    Prevent {
        loss: Loss,
        #[serde(default, deserialize_with = "read::u8_in::<0, 9, _>")]
        up_to: u8,
        by: PreventBy,
    },
    ReduceDamage(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    SuccessFrom(#[serde(deserialize_with = "read::u8_in::<2, 6, _>")] u8),
    OnGain(#[serde(deserialize_with = "read::slice")] Effects),
    OnGainFromDeck(#[serde(deserialize_with = "read::slice")] Effects),
    OnRest(#[serde(deserialize_with = "read::slice")] Effects),
    OnRestAura(#[serde(deserialize_with = "read::slice")] Effects),
    OnDefeatMonster(#[serde(deserialize_with = "read::slice")] Effects),
    OnCloseGate(#[serde(deserialize_with = "read::slice")] Effects),
    Action(#[serde(deserialize_with = "read::slice")] Effects),
    LocalAction(#[serde(deserialize_with = "read::slice")] Effects),
    Reckoning(#[serde(deserialize_with = "read::slice")] Effects),
    Encounter(#[serde(deserialize_with = "read::slice")] Effects),
    NoDelay,
    ExtraAction,
    ClueDiscount,
    IgnoreMonsters,
    CastAtEncounterStart,
    CastBesideMonsters,
    CastAtCombatStart,
    CannotMove,
}

#[derive(Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub(super) enum Loss {
    Health,
    Sanity,
}

pub(super) fn any_time() -> During {
    During::Any
}

impl From<AbilityToml> for Ability {
    fn from(t: AbilityToml) -> Ability {
        use AbilityToml as T;
        match t {
            T::Bonus { skill, amount, during } => Ability::Bonus { skill, amount, during },
            T::ExtraDice { amount, during, aura, on_city } => {
                Ability::ExtraDice { amount, during, aura, on_city }
            }
            T::Reroll { skill, during, once_per_round, any_number, sanity } => {
                Ability::Reroll { skill, during, once_per_round, any_number, sanity }
            }
            T::AddToDie { skill, during, once_per_round } => {
                Ability::AddToDie { skill, during, once_per_round }
            }
            T::DoubleSixes { skill, during } => Ability::DoubleSixes { skill, during },
            T::CombatBoost { strength, will, discard } => Ability::CombatBoost { strength, will, discard },
            T::Prevent { loss, up_to, by } => {
                Ability::Prevent { health: matches!(loss, Loss::Health), up_to, by }
            }
            T::ReduceDamage(n) => Ability::ReduceDamage(n),
            T::SuccessFrom(n) => Ability::SuccessFrom(n),
            T::OnGain(effects) => Ability::OnGain(effects),
            T::OnGainFromDeck(effects) => Ability::OnGainFromDeck(effects),
            T::OnRest(effects) => Ability::OnRest { effects, aura: false },
            T::OnRestAura(effects) => Ability::OnRest { effects, aura: true },
            T::OnDefeatMonster(effects) => Ability::OnDefeatMonster(effects),
            T::OnCloseGate(effects) => Ability::OnCloseGate(effects),
            T::Action(effects) => Ability::Action { effects, local: false },
            T::LocalAction(effects) => Ability::Action { effects, local: true },
            T::Reckoning(effects) => Ability::Reckoning(effects),
            T::Encounter(effects) => Ability::Encounter(effects),
            T::NoDelay => Ability::NoDelay,
            T::ExtraAction => Ability::ExtraAction,
            T::ClueDiscount => Ability::ClueDiscount,
            T::IgnoreMonsters => Ability::IgnoreMonsters,
            T::CastAtEncounterStart => Ability::CastAtEncounterStart,
            T::CastBesideMonsters => Ability::CastBesideMonsters,
            T::CastAtCombatStart => Ability::CastAtCombatStart,
            T::CannotMove => Ability::CannotMove,
        }
    }
}
