//! Eldritch Horror's content types, read from `content/data/eldritch/*.toml` and baked into the
//! tables of `content::eldritch`.
//!
//! Each type says how it is written in the TOML through its `#[serde(...)]` attributes; the
//! content compiler's `games/eldritch` adds only what a type cannot say (cross-references,
//! counts, ranges, sorting). Effects are bare strings (`"delay"`) or one-key tables
//! (`{ lose_sanity = 2 }`), serde's external tagging.

use serde::Deserialize;
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

use crate::read::{self, Scope};
use crate::schema;

schema! {
/// Where an entry's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// Printed in the rulebook or Reference Guide.
    Rulebook,
    /// From the public reference data (`shared/reference/eldritch`).
    Reference,
    /// Publicly known but recalled, not checked against a source.
    Recalled,
    /// Read from public material outside `shared/reference` (a fan wiki's card pages, public
    /// transcriptions of the cards), named in a comment beside the entry.
    Public,
}
}

schema! {
/// The five skills, in sheet order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Skill {
    /// Lore (знання).
    Lore,
    /// Influence (вплив).
    Influence,
    /// Observation (спостережливість).
    Observation,
    /// Strength (сила).
    Strength,
    /// Will (воля).
    Will,
}
}

impl Skill {
    /// Every skill, in sheet order (the index of [`InvestigatorDef::skills`]).
    pub const ALL: [Skill; 5] =
        [Skill::Lore, Skill::Influence, Skill::Observation, Skill::Strength, Skill::Will];

    /// The English name.
    pub fn name(self) -> &'static str {
        ["Lore", "Influence", "Observation", "Strength", "Will"][self as usize]
    }

    /// The Ukrainian name (from the Reference Guide).
    pub fn uk(self) -> &'static str {
        ["знання", "вплив", "спостережливість", "сила", "воля"][self as usize]
    }
}

schema! {
/// A location's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum LocationKind {
    /// City (місто).
    City,
    /// Wilderness (дика місцевість).
    Wilderness,
    /// Sea (море).
    Sea,
}
}

schema! {
/// The regional encounter deck of a city.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Region {
    /// America.
    America,
    /// Europe.
    Europe,
    /// Asia / Australia.
    Asia,
    /// No regional deck.
    None,
}
}

schema! {
/// A path's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum PathKind {
    /// Railroad: Train tickets.
    Train,
    /// Water: Ship tickets.
    Ship,
    /// Trail: no ticket moves along it.
    Uncharted,
}
}

schema! {
/// Omen and gate symbols.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Omen {
    /// The green comet.
    Green,
    /// Blue.
    Blue,
    /// Red.
    Red,
}
}

schema! {
/// Ticket kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Ticket {
    /// Train ticket.
    Train,
    /// Ship ticket.
    Ship,
}
}

schema! {
/// Card traits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[expect(missing_docs, reason = "the trait names are the printed ones")]
#[serde(rename_all = "lowercase")]
pub enum Trait {
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
}

schema! {
/// A location on the world map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationDef {
    /// Stable id (`arkham`, `space-5`).
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Ukrainian name, where the rulebook gives one.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub uk: Option<&'static str>,
    /// City, Wilderness or Sea.
    pub kind: LocationKind,
    /// The regional encounter deck (cities only).
    #[serde(default = "no_region")]
    pub region: Region,
    /// One of the six expedition sites.
    #[serde(default)]
    pub expedition: bool,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    #[serde(default, deserialize_with = "read::strs")]
    pub recalled: &'static [&'static str],
}
}

schema! {
/// A path between two adjacent locations (the map's wrap-around is an ordinary path).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "PathToml")]
pub struct PathDef {
    /// One end (the smaller id).
    pub a: &'static str,
    /// The other end.
    pub b: &'static str,
    /// Train, ship or uncharted.
    pub kind: PathKind,
    /// Provenance.
    pub source: Source,
}
}

schema! {
/// A gate token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GateDef {
    /// The location printed on it.
    #[serde(deserialize_with = "location")]
    pub location: &'static str,
    /// Its Omen symbol.
    pub omen: Omen,
    /// Provenance.
    pub source: Source,
}
}

schema! {
/// A clue token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClueDef {
    /// The location printed on it.
    #[serde(deserialize_with = "location")]
    pub location: &'static str,
    /// Provenance.
    pub source: Source,
}
}

schema! {
/// The Omen track.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct OmenTrackDef {
    /// Symbols clockwise, starting with the green comet.
    #[serde(deserialize_with = "omen_spaces")]
    pub spaces: &'static [Omen],
    /// Provenance.
    pub source: Source,
}
}

schema! {
/// A player-count reference card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(from = "ReferenceCardToml")]
pub struct ReferenceCardDef {
    /// Fewest players it is for.
    pub min_players: u8,
    /// Most players it is for.
    pub max_players: u8,
    /// Gates spawned by setup and Spawn Gates.
    pub gates: u8,
    /// Monsters per matching gate on Monster Surge.
    pub surge: u8,
    /// Clues spawned by setup and Spawn Clues.
    pub clues: u8,
    /// Provenance.
    pub source: Source,
}
}

schema! {
/// A starting possession on the back of an investigator sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StartingItem {
    /// An Asset, by id.
    Asset(#[serde(deserialize_with = "asset")] &'static str),
    /// A Spell, by id.
    Spell(#[serde(deserialize_with = "spell")] &'static str),
}
}

schema! {
/// What an investigator's "Action:" ability does (the engine implements each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[expect(missing_docs, reason = "each variant is one investigator's printed Action")]
#[serde(rename_all = "kebab-case")]
pub enum InvestigatorAction {
    LookAtGates,
    ExtraAction,
    CultistAction,
    ShareClues,
    RecoverSanityHere,
    RecruitAlly,
    ConvertHealthSanity,
    RespendImprovements,
    WoundMonster,
    DiscardMonsterAtGate,
    Sail,
    GainClueIfNone,
}
}

schema! {
/// An investigator sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(from = "InvestigatorToml")]
pub struct InvestigatorDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    pub uk: Option<&'static str>,
    /// Profession.
    pub profession: &'static str,
    /// Maximum Health.
    pub health: u8,
    /// Maximum Sanity.
    pub sanity: u8,
    /// Printed skills in [`Skill::ALL`] order.
    pub skills: [u8; 5],
    /// Starting location id.
    pub start: &'static str,
    /// Starting Assets and Spells.
    pub starting: &'static [StartingItem],
    /// Starting Clues.
    pub clues: u8,
    /// The printed "Action:" text.
    pub action: &'static str,
    /// Which Action it is.
    pub action_kind: InvestigatorAction,
    /// The printed passive ability.
    pub passive: &'static str,
    /// The skill tested by the defeated-investigator encounter when it lost all Health.
    pub crippled: Skill,
    /// The skill tested when it lost all Sanity.
    pub insane: Skill,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}
}

schema! {
/// Combat values of a monster (or of the Ancient One's Cultists).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MonsterStats {
    /// Will test modifier; `None` when the token has no Will test.
    pub will: Option<i8>,
    /// Horror.
    pub horror: u8,
    /// Strength test modifier; `None` when the token has no Strength test.
    pub strength: Option<i8>,
    /// Damage.
    pub damage: u8,
    /// Toughness.
    pub toughness: u8,
}
}

schema! {
/// A kind of monster token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "MonsterToml")]
pub struct MonsterDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    pub uk: Option<&'static str>,
    /// Tokens of this kind in the box.
    pub copies: u8,
    /// An Epic monster (never in the cup).
    pub epic: bool,
    /// A Cultist: its stats come from the Ancient One.
    pub cultist: bool,
    /// Combat values (ignored for Cultists).
    pub stats: MonsterStats,
    /// Its printed text and the rules the engine applies (ignored for Cultists).
    pub rules: MonsterRules,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}
}

schema! {
/// The printed text on a Monster token (or a Cultist entry) and what the engine does with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonsterRules {
    /// The text, in our words.
    pub text: &'static str,
    /// "Spawns on" this space instead of where it was drawn for.
    pub spawns_on: Option<&'static str>,
    /// Its Reckoning, resolved by the Lead Investigator with "its space" as the effects' space.
    pub reckoning: &'static [Effect],
    /// When an investigator defeats it in combat, that investigator resolves these.
    pub on_defeat: &'static [Effect],
    /// A named hook that changes its Combat Encounter (declared like any hook).
    pub combat: Option<Hook>,
    /// Its toughness is the printed value plus the number of investigators (Epic Monsters).
    pub toughness_plus_investigators: bool,
}
}

impl MonsterRules {
    /// No text and no rules.
    pub const NONE: MonsterRules = MonsterRules {
        text: "",
        spawns_on: None,
        reckoning: &[],
        on_defeat: &[],
        combat: None,
        toughness_plus_investigators: false,
    };
}

schema! {
/// How many Eldritch tokens (or how much toughness) a Mystery needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenCount {
    /// Half the number of investigators, rounded up.
    HalfPlayers,
    /// The number of investigators.
    Players,
    /// Twice the number of investigators.
    TwicePlayers,
    /// A fixed number.
    Fixed(u8),
}
}

schema! {
/// Where a Mystery's tokens lie on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sites {
    /// One Mystery token on a random space, moving to another after each Eldritch token.
    Moving,
    /// Mystery tokens on these spaces; each is taken onto the card when paid for there.
    Fixed(&'static [&'static str]),
    /// This many Mystery tokens on random spaces; each is taken onto the card when paid for.
    Random(TokenCount),
    /// Each investigator places a token on the nearest Sea space without one.
    NearestSea,
}
}

schema! {
/// How a Mystery is solved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum MysteryGoal {
    /// After a Research encounter, spend `clues` to place 1 Eldritch token.
    Research {
        /// Clues per token.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        clues: u8,
        /// Tokens needed.
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
        /// Only Clues gained during that encounter may be spent.
        #[serde(default)]
        gained: bool,
    },
    /// On closing a gate, pay to place 1 Eldritch token (or that Gate) on the card.
    CloseGate {
        /// Clues per token.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        clues: u8,
        /// Tokens needed.
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
        /// Only a Gate matching the current Omen counts.
        #[serde(default)]
        omen: bool,
        /// Spells discarded instead of Clues.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        spells: u8,
    },
    /// When a non-Epic monster is defeated, spend `clues` to place 1 Eldritch token.
    DefeatMonster {
        /// Clues per token.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        clues: u8,
        /// Tokens needed (with `toughness`: total toughness needed).
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
        /// The Monster itself goes onto the card, and its toughness counts.
        #[serde(default)]
        toughness: bool,
    },
    /// Mystery tokens on the board; as an encounter on one, resolve `challenge` (which ends with
    /// `mystery_offer`), then spend `clues` to place 1 Eldritch token.
    TokenSite {
        /// Clues per token.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        clues: u8,
        /// Tokens needed.
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
        /// Where the tokens lie.
        #[serde(default = "moving", deserialize_with = "sites")]
        sites: Sites,
        /// What the encounter there asks before the offer (empty: the offer at once).
        #[serde(default, deserialize_with = "read::slice")]
        challenge: &'static [Effect],
    },
    /// Special encounters (at the Mystery token) place Eldritch tokens.
    Special {
        /// Tokens needed.
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
        /// Where the Mystery token lies.
        #[serde(default = "moving", deserialize_with = "sites")]
        sites: Sites,
    },
    /// Investigators spend `per_player` Clues each (in total) to solve it.
    SpendClues {
        /// Clues per investigator.
        #[serde(default = "one", deserialize_with = "read::u8_in::<1, 4, _>")]
        per_player: u8,
    },
    /// Spawns an Epic monster; solved at the end of a Mythos phase once it is defeated.
    Epic {
        /// The Epic monster's id.
        #[serde(deserialize_with = "monster")]
        monster: &'static str,
        /// Where it spawns.
        #[serde(deserialize_with = "location")]
        location: &'static str,
    },
    /// When an investigator passes a Lore test of a Spell's effect, he may spend `clues` and
    /// discard that Spell to place 1 Eldritch token.
    SpellLore {
        /// Clues per token.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        clues: u8,
        /// Tokens needed.
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
    },
}
}

schema! {
/// An Ancient One sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "AncientOneToml")]
pub struct AncientOneDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    pub uk: Option<&'static str>,
    /// Starting Doom.
    pub doom: u8,
    /// Mysteries to solve to win.
    pub mysteries_to_win: u8,
    /// Mythos deck recipe: per stage, `[green, yellow, blue]`.
    pub mythos: [[u8; 3]; 3],
    /// The printed setup section.
    pub setup: &'static str,
    /// Monsters set aside at setup (ids, one per token).
    pub set_aside: &'static [&'static str],
    /// Its Special encounter deck, if any.
    pub special: Option<&'static str>,
    /// Cultist values (front side).
    pub cultist: MonsterStats,
    /// The Cultist entry's text and rules (front side).
    pub cultist_rules: MonsterRules,
    /// Cultist values once awakened (the back's Cultist entry), if they differ.
    pub awakened_cultist: Option<MonsterStats>,
    /// The back's Cultist rules, if they differ.
    pub awakened_cultist_rules: Option<MonsterRules>,
    /// The awakened side's text.
    pub awakened: &'static str,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}
}

schema! {
/// A Mystery card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MysteryDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Ukrainian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub uk: Option<&'static str>,
    /// Its Ancient One's id.
    #[serde(deserialize_with = "ancient_one")]
    pub ancient_one: &'static str,
    /// How it is solved.
    pub goal: MysteryGoal,
    /// "When this card enters play" (resolved by the Lead Investigator).
    #[serde(default, deserialize_with = "read::slice")]
    pub enters: &'static [Effect],
    /// The card text.
    #[serde(default, deserialize_with = "read::str")]
    pub text: &'static str,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    #[serde(default, deserialize_with = "read::strs")]
    pub recalled: &'static [&'static str],
}
}

schema! {
/// The encounter decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum EncounterDeck {
    /// America city encounters.
    America,
    /// Europe city encounters.
    Europe,
    /// Asia / Australia city encounters.
    Asia,
    /// General encounters.
    General,
    /// Other World encounters.
    OtherWorld,
    /// Expedition encounters.
    Expedition,
    /// Research encounters (per Ancient One).
    Research,
    /// Special encounters (per Ancient One).
    Special,
}
}

impl EncounterDeck {
    /// Every deck.
    pub const ALL: [EncounterDeck; 8] = [
        EncounterDeck::America,
        EncounterDeck::Europe,
        EncounterDeck::Asia,
        EncounterDeck::General,
        EncounterDeck::OtherWorld,
        EncounterDeck::Expedition,
        EncounterDeck::Research,
        EncounterDeck::Special,
    ];
}

schema! {
/// Where a section of an encounter card applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SectionAt {
    /// A named city (regional decks).
    Location(&'static str),
    /// A location kind (General and Research decks).
    Kind(LocationKind),
    /// The whole card (complex encounters).
    Any,
}
}

schema! {
/// One section of an encounter card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SectionDef {
    /// Where it applies.
    #[serde(deserialize_with = "section_at")]
    pub at: SectionAt,
    /// The printed text.
    #[serde(default, deserialize_with = "read::str")]
    pub text: &'static str,
    /// The text as effects.
    #[serde(deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
}
}

schema! {
/// An encounter card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EncounterDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// A name for people (cards have none printed).
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Ukrainian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub uk: Option<&'static str>,
    /// Its deck.
    pub deck: EncounterDeck,
    /// Research and Special cards: the Ancient One.
    #[serde(default, deserialize_with = "opt_ancient_one")]
    pub ancient_one: Option<&'static str>,
    /// Expedition cards: the location on the back.
    #[serde(default, deserialize_with = "opt_location")]
    pub location: Option<&'static str>,
    /// Special cards: the Special deck name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub special: Option<&'static str>,
    /// Its sections.
    #[serde(rename = "section", deserialize_with = "read::slice")]
    pub sections: &'static [SectionDef],
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    #[serde(default, deserialize_with = "read::strs")]
    pub recalled: &'static [&'static str],
}
}

schema! {
/// Mythos card colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum MythosColor {
    /// Green.
    Green,
    /// Yellow.
    Yellow,
    /// Blue.
    Blue,
}
}

schema! {
/// Mythos difficulty marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// Blue seal.
    Easy,
    /// No mark.
    Normal,
    /// Tentacles.
    Hard,
}
}

schema! {
/// Mythos card traits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum MythosTrait {
    /// Resolved and discarded.
    Event,
    /// Stays in play.
    Ongoing,
    /// An Ongoing card that can end the game.
    Rumor,
}
}

schema! {
/// Mythos icons, in resolution order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum MythosIcon {
    /// Advance the Omen.
    AdvanceOmen,
    /// Resolve Reckoning effects.
    Reckoning,
    /// Spawn gates.
    SpawnGates,
    /// Monster Surge.
    MonsterSurge,
    /// Spawn clues.
    SpawnClues,
    /// Place a Rumor token.
    PlaceRumor,
    /// Place Eldritch tokens on the card.
    PlaceEldritch,
}
}

schema! {
/// A Mythos card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MythosDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Ukrainian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub uk: Option<&'static str>,
    /// Colour.
    pub color: MythosColor,
    /// Difficulty mark.
    pub difficulty: Difficulty,
    /// Traits.
    #[serde(deserialize_with = "read::slice")]
    pub traits: &'static [MythosTrait],
    /// Icons, in printed order.
    #[serde(deserialize_with = "read::slice")]
    pub icons: &'static [MythosIcon],
    /// Eldritch tokens placed on it.
    #[serde(default, deserialize_with = "read::u8_in::<0, 9, _>")]
    pub eldritch: u8,
    /// The effect text.
    #[serde(default, deserialize_with = "read::str")]
    pub text: &'static str,
    /// The Reckoning text, if any.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub reckoning: Option<&'static str>,
    /// The effect text as effects (resolved by the Lead Investigator); for an Ongoing card, what
    /// happens when it enters play.
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// The Reckoning text as effects (resolved by the Lead Investigator).
    #[serde(default, deserialize_with = "read::slice")]
    pub reckoning_effects: &'static [Effect],
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    #[serde(default, deserialize_with = "read::strs")]
    pub recalled: &'static [&'static str],
}
}

schema! {
/// A skill bonus printed on a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct Bonus {
    /// The skill.
    pub skill: Skill,
    /// `+amount`.
    #[serde(deserialize_with = "read::u8_in::<1, 6, _>")]
    pub amount: u8,
}
}

schema! {
/// When a test bonus or a reroll applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum During {
    /// On every test.
    Any,
    /// During Combat Encounters (the tests printed on the Monster token).
    Combat,
    /// When resolving Spell effects.
    Spell,
    /// During Other World Encounters.
    OtherWorld,
    /// During the Acquire Assets action.
    Acquire,
}
}

schema! {
/// How a card prevents a loss of Health or Sanity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PreventBy {
    /// Discard this card (for any investigator on the owner's space).
    DiscardThis,
    /// Once per round, for any investigator: test this skill with this modifier; on a pass the
    /// loss is prevented; then flip this card.
    TestThenFlip(Skill, i8),
    /// Once per round, spend 1 Clue: all the loss of one effect is prevented (the owner only).
    SpendClue,
    /// The owner's own Spell effects (the owner only).
    OwnSpells,
}
}

schema! {
/// One ability printed on an Asset, Artifact, Spell or Condition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(from = "AbilityToml")]
pub enum Ability {
    /// `+amount` to a skill (only the highest bonus of a test counts).
    Bonus {
        /// The skill.
        skill: Skill,
        /// The bonus.
        amount: u8,
        /// When it applies.
        during: During,
    },
    /// Roll additional dice (they stack).
    ExtraDice {
        /// Dice.
        amount: u8,
        /// When.
        during: During,
        /// For every investigator on the owner's space (else the owner only).
        aura: bool,
        /// Only while the owner is on a City space.
        on_city: bool,
    },
    /// Reroll dice after a test's roll.
    Reroll {
        /// Only tests of this skill.
        skill: Option<Skill>,
        /// When.
        during: During,
        /// Once per round (else once per test).
        once_per_round: bool,
        /// Any number of dice (else 1).
        any_number: bool,
        /// Sanity spent to use it.
        sanity: u8,
    },
    /// Add 1 to the result of 1 die.
    AddToDie {
        /// Only tests of this skill.
        skill: Option<Skill>,
        /// When.
        during: During,
        /// Once per round (else once per test).
        once_per_round: bool,
    },
    /// Each 6 rolled counts as 2 successes.
    DoubleSixes {
        /// Only tests of this skill.
        skill: Option<Skill>,
        /// When.
        during: During,
    },
    /// `+strength` Strength and `+will` Will for one Combat Encounter: once per round, or by
    /// discarding this card.
    CombatBoost {
        /// Strength bonus.
        strength: u8,
        /// Will bonus.
        will: u8,
        /// Discard this card to use it (else once per round).
        discard: bool,
    },
    /// Prevent up to `up_to` loss of Health (else Sanity).
    Prevent {
        /// Health (else Sanity).
        health: bool,
        /// The most prevented (`0`: all).
        up_to: u8,
        /// How.
        by: PreventBy,
    },
    /// Monsters the owner encounters deal this much less damage (at least 1).
    ReduceDamage(u8),
    /// When the owner gains this card (then a Service is discarded).
    OnGain(&'static [Effect]),
    /// When the owner gains this card from its deck.
    OnGainFromDeck(&'static [Effect]),
    /// When the owner (or, with `aura`, an investigator on the owner's space) Rests.
    OnRest {
        /// The effects (optional ones are a `may`).
        effects: &'static [Effect],
        /// For investigators on the owner's space.
        aura: bool,
    },
    /// When the owner defeats a Monster in a Combat Encounter.
    OnDefeatMonster(&'static [Effect]),
    /// When the owner closes a Gate during an Other World Encounter.
    OnCloseGate(&'static [Effect]),
    /// "Action:" (or "Local Action:") performed as one of the owner's actions.
    Action {
        /// The effects.
        effects: &'static [Effect],
        /// A Local Action (a Condition's).
        local: bool,
    },
    /// Resolved at each Reckoning.
    Reckoning(&'static [Effect]),
    /// In the Encounter phase, in place of (or as) the owner's encounter.
    Encounter(&'static [Effect]),
    /// The owner cannot become Delayed unless it chooses to.
    NoDelay,
    /// Once per round in the Action phase, spend 1 Sanity to perform 1 additional action.
    ExtraAction,
    /// Once per round, pay 1 fewer Clue for an effect's cost.
    ClueDiscount,
    /// The owner chooses its encounter as if no Monster were on its space.
    IgnoreMonsters,
    /// A Spell whose `effects` (its casting) the owner may resolve as its encounter step starts,
    /// once per round, when a Clue is on the board (Clairvoyance).
    CastAtEncounterStart,
    /// The same, when Monsters are on the owner's space (Mists of Releh).
    CastBesideMonsters,
    /// A Spell whose `effects` the owner may resolve as each Combat Encounter starts (Wither).
    CastAtCombatStart,
    /// The owner's test dice succeed from this face up (Blessed 4, Cursed 6).
    SuccessFrom(u8),
    /// The owner cannot move (Detained).
    CannotMove,
}
}

schema! {
/// The back of one copy of a double-sided card (Spells, Conditions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BackDef {
    /// The back's title.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// What it says, in our words.
    #[serde(default, deserialize_with = "read::str")]
    pub text: &'static str,
    /// Resolved when the card is flipped.
    #[serde(deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
}
}

schema! {
/// An Asset, Artifact, Spell or Condition card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    pub uk: Option<&'static str>,
    /// Copies in the deck.
    pub copies: u8,
    /// Purchase value (Assets).
    pub cost: u8,
    /// Traits.
    pub traits: &'static [Trait],
    /// Skill bonus, if any.
    pub bonus: Option<Bonus>,
    /// Spells: the combat test whose dice the spell adds to, if any.
    pub combat_skill: Option<Skill>,
    /// Effects (passive or when used).
    pub effects: &'static [Effect],
    /// Its abilities.
    pub abilities: &'static [Ability],
    /// The back of this copy (Spells and Conditions whose backs are entered: one entry per copy).
    pub back: Option<&'static BackDef>,
    /// The card text.
    pub text: &'static str,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}
}

schema! {
/// A skill test with its outcomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct TestDef {
    /// The tested skill.
    pub skill: Skill,
    /// The test modifier.
    #[serde(default, deserialize_with = "read::i8_in::<-3, 3, _>")]
    pub modifier: i8,
    /// Extra dice per counted thing (`(-1, Count::Spells)`: roll 1 less die for each Spell you
    /// have); the pool never drops below 1 die.
    #[serde(default, deserialize_with = "dice")]
    pub dice: Option<(i8, Count)>,
    /// Successes needed to pass (1 unless the card says "If your test result is 3 or greater").
    #[serde(default = "one", deserialize_with = "read::u8_in::<1, 9, _>")]
    pub pass_at: u8,
    /// Effects on a pass.
    #[serde(default, deserialize_with = "read::slice")]
    pub pass: &'static [Effect],
    /// Effects on a fail.
    #[serde(default, deserialize_with = "read::slice")]
    pub fail: &'static [Effect],
}
}

schema! {
/// Something counted on the board or in an investigator's hands, for amounts that vary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Count {
    /// Clues the investigator holds.
    Clues,
    /// Spells the investigator holds.
    Spells,
    /// Cultist Monsters on the board.
    Cultists,
    /// Gates on the board.
    Gates,
    /// Gates on the board whose symbol matches the current Omen.
    OmenGates,
    /// The number of investigators (players).
    Investigators,
    /// Half the number of investigators, rounded up.
    HalfInvestigators,
    /// The investigator's Conditions with this trait.
    ConditionsWith(Trait),
    /// The investigator's possessions (Assets, Artifacts) with this trait.
    PossessionsWith(Trait),
    /// Rumor Mythos cards in play.
    Rumors,
}
}

schema! {
/// Who pays a cost or must hold a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cost {
    /// Spend N Clues.
    Clues(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Investigators as a group spend Clues (any of them may contribute).
    GroupClues(Count),
    /// Spend N Health (never the last).
    Health(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Spend N Sanity (never the last).
    Sanity(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Become Delayed.
    Delay,
    /// Gain this Condition (not one already held).
    GainCondition(#[serde(deserialize_with = "condition")] &'static str),
    /// Discard this Condition.
    DiscardCondition(#[serde(deserialize_with = "condition")] &'static str),
    /// Discard a possession.
    Discard(Possession),
}
}

schema! {
/// A kind of possession card: a deck and an optional trait ("1 Item possession": any Asset or
/// Artifact with the Item trait).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(default, deny_unknown_fields)]
pub struct Possession {
    /// The deck, or `None` for Assets and Artifacts alike.
    pub deck: Option<CardDeck>,
    /// The trait the card must have.
    pub with: Option<Trait>,
}
}

schema! {
/// The decks of cards investigators hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum CardDeck {
    /// Assets.
    Asset,
    /// Artifacts.
    Artifact,
    /// Spells.
    Spell,
    /// Conditions.
    Condition,
}
}

schema! {
/// An optional effect or a cost: "You may <cost> to <then>"; "<otherwise> unless you <cost>".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct OfferDef {
    /// What the investigator pays (everything, or nothing when the offer is declined).
    #[serde(default, deserialize_with = "read::slice")]
    pub cost: &'static [Cost],
    /// Resolved after paying.
    #[serde(default, deserialize_with = "read::slice")]
    pub then: &'static [Effect],
    /// Resolved when the investigator does not (or cannot) pay.
    #[serde(rename = "else", default, deserialize_with = "read::slice")]
    pub otherwise: &'static [Effect],
}
}

schema! {
/// A condition on the game or the resolving investigator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Check {
    /// The investigator has this Condition.
    HasCondition(&'static str),
    /// The investigator holds a card of this kind.
    Holds(Possession),
    /// A Monster of this kind is on the board.
    MonsterOnBoard(&'static str),
    /// The investigator is on a space of this kind.
    OnKind(LocationKind),
    /// At least one Mystery is solved.
    SolvedMystery,
    /// At least one Gate on the board matches the current Omen.
    OmenGate,
    /// At least one Rumor is in play.
    RumorInPlay,
}
}

schema! {
/// `if` with its branches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(try_from = "IfToml")]
pub struct IfDef {
    /// The condition.
    pub check: Check,
    /// When it holds.
    pub then: &'static [Effect],
    /// When it does not.
    pub otherwise: &'static [Effect],
}
}

schema! {
/// Which investigators an `each` effect reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct ScopeDef {
    /// Only investigators on a space of this kind.
    #[serde(default)]
    pub on: Option<LocationKind>,
    /// Only investigators on the Active Expedition space or a space next to it.
    #[serde(default)]
    pub near_expedition: bool,
    /// Only investigators holding such a card.
    #[serde(default)]
    pub holding: Option<Possession>,
    /// The effects each of them resolves, from the Lead Investigator clockwise.
    #[serde(deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
}
}

schema! {
/// A plain roll (not a test: no rerolls, no test effects) and what each face does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct RollDef {
    /// Dice rolled.
    #[serde(deserialize_with = "read::u8_in::<1, 9, _>")]
    pub dice: u8,
    /// `(lowest face, highest face, effects)`, resolved once per die showing such a face.
    #[serde(deserialize_with = "faces")]
    pub faces: &'static [(u8, u8, &'static [Effect])],
}
}

schema! {
/// A combat outside the encounter step (an ambush, or a Monster spawned to be fought).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FightDef {
    /// The Monster kind (`None`: a random one from the cup; a Cultist uses the Ancient One's
    /// values).
    #[serde(default, deserialize_with = "fight_monster")]
    pub monster: Option<&'static str>,
    /// The Monster is spawned on the investigator's space and stays if not defeated (else it
    /// ambushes and returns to the cup).
    #[serde(default)]
    pub spawn: bool,
    /// After the combat, if the investigator defeated it.
    #[serde(default, deserialize_with = "read::slice")]
    pub defeated: &'static [Effect],
    /// After the combat, if not.
    #[serde(default, deserialize_with = "read::slice")]
    pub undefeated: &'static [Effect],
}
}

schema! {
/// Where an investigator moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Destination {
    /// A named space.
    Location(&'static str),
    /// The nearest space of a kind (ties: the investigator chooses).
    Nearest(LocationKind),
    /// One space along any path, the investigator's choice.
    Adjacent,
    /// One space toward the nearest Gate.
    TowardGate,
    /// Any space, the investigator's choice.
    Any,
}
}

schema! {
/// Where Monsters spawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpawnAt {
    /// The resolving investigator's space.
    Here,
    /// A named space.
    Location(&'static str),
    /// The Active Expedition space.
    Expedition,
    /// Each space with a Cultist Monster.
    EachCultist,
}
}

schema! {
/// Which Monsters an effect reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum MonsterTarget {
    /// One Monster of the investigator's choice on any space.
    AnyOne,
    /// One Monster of the investigator's choice on their space.
    OneHere,
    /// Each Monster on a space of the investigator's choice.
    AllOnChosenSpace,
    /// Each Monster on the investigator's space.
    AllHere,
}
}

schema! {
/// One effect of a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(remote = "Self", rename_all = "snake_case")]
pub enum Effect {
    /// Gain N Clues from the pool.
    GainClue(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Gain the Clue token in this location (Research).
    GainThisClue,
    /// Discard the Clue token in this location (Research).
    DiscardThisClue,
    /// Move the Clue token in this location to the nearest space of a kind.
    MoveThisClue(LocationKind),
    /// Discard N Clues (all when holding fewer).
    DiscardClues(#[serde(deserialize_with = "read::u8_in::<1, 99, _>")] u8),
    /// Discard one Clue per counted thing.
    DiscardCluesPer(Count),
    /// Lose N Health.
    LoseHealth(#[serde(deserialize_with = "read::u8_in::<1, 20, _>")] u8),
    /// Lose N Sanity.
    LoseSanity(#[serde(deserialize_with = "read::u8_in::<1, 20, _>")] u8),
    /// Lose 1 Health per counted thing.
    LoseHealthPer(Count),
    /// Lose 1 Sanity per counted thing.
    LoseSanityPer(Count),
    /// Recover N Health.
    RecoverHealth(#[serde(deserialize_with = "read::u8_in::<1, 20, _>")] u8),
    /// Recover N Sanity.
    RecoverSanity(#[serde(deserialize_with = "read::u8_in::<1, 20, _>")] u8),
    /// Improve a skill.
    Improve(Skill),
    /// Improve one skill of the investigator's choice.
    ImproveChoice,
    /// Gain a named Condition (by id).
    GainCondition(#[serde(deserialize_with = "condition")] &'static str),
    /// Gain a Condition with this trait (a random one the investigator does not have).
    GainConditionWith(Trait),
    /// Discard a named Condition, if held.
    DiscardCondition(#[serde(deserialize_with = "condition")] &'static str),
    /// Discard a Condition with this trait of the investigator's choice, if any.
    DiscardConditionWith(Trait),
    /// Gain a random Spell (of a trait).
    GainSpell(#[serde(deserialize_with = "trait_or_any")] Option<Trait>),
    /// Gain a random Asset from the deck (of a trait).
    GainAsset(#[serde(deserialize_with = "trait_or_any")] Option<Trait>),
    /// Gain an Asset (of a trait) from the Reserve, the investigator's choice.
    GainReserve(#[serde(deserialize_with = "trait_or_any")] Option<Trait>),
    /// Gain a random Artifact (of a trait).
    GainArtifact(#[serde(deserialize_with = "trait_or_any")] Option<Trait>),
    /// Gain a named card: from the Reserve if there, else searched out of its deck.
    #[serde(deserialize_with = "gain_named")]
    GainNamed(CardDeck, &'static str),
    /// Discard a possession of the investigator's choice (nothing when none matches).
    Discard(Possession),
    /// Gain a ticket.
    GainTicket(Ticket),
    /// Become Delayed.
    Delay,
    /// Doom: positive advances towards 0, negative retreats.
    Doom(#[serde(deserialize_with = "doom")] i8),
    /// Advance Doom by 1 per counted thing.
    DoomPer(Count),
    /// Close this gate.
    CloseGate,
    /// Discard a Gate of the investigator's choice.
    DiscardGate,
    /// The investigator is devoured.
    Devoured,
    /// Place N Eldritch tokens on the active Mystery.
    EldritchOnMystery(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Place N Eldritch tokens on the Ancient One sheet.
    EldritchOnSheet(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Azathoth: place (positive) or discard (negative) Eldritch tokens on the green Omen space.
    OmenEldritch(#[serde(deserialize_with = "omen_eldritch")] i8),
    /// Shuffle a solved Mystery (at random) back into the Mystery deck.
    UnsolveMystery,
    /// A skill test.
    Test(#[serde(deserialize_with = "read::leak")] &'static TestDef),
    /// An optional effect or cost.
    May(#[serde(deserialize_with = "read::leak")] &'static OfferDef),
    /// One of several effect lists, the investigator's choice.
    Choose(#[serde(deserialize_with = "options")] &'static [&'static [Effect]]),
    /// A condition.
    If(#[serde(deserialize_with = "read::leak")] &'static IfDef),
    /// Each investigator in scope resolves effects.
    Each(#[serde(deserialize_with = "read::leak")] &'static ScopeDef),
    /// The resolving investigator chooses an investigator, who resolves the effects.
    ChooseInvestigator(#[serde(deserialize_with = "read::slice")] &'static [Effect]),
    /// A plain roll.
    Roll(#[serde(deserialize_with = "read::leak")] &'static RollDef),
    /// A combat outside the encounter step.
    Fight(#[serde(deserialize_with = "read::leak")] &'static FightDef),
    /// Move the investigator.
    Move(#[serde(deserialize_with = "destination")] Destination),
    /// Spawn N Monsters.
    #[serde(deserialize_with = "spawn_monsters")]
    SpawnMonsters(SpawnAt, u8),
    /// Spawn an Epic Monster on a space.
    #[serde(deserialize_with = "spawn_epic")]
    SpawnEpic(&'static str, &'static str),
    /// Monsters lose N Health.
    #[serde(deserialize_with = "damage_monsters")]
    DamageMonsters(MonsterTarget, u8),
    /// Discard Monsters (never an Epic one).
    DiscardMonsters(MonsterTarget),
    /// Spawn N clues.
    SpawnClue(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Spawn a clue on a space of the investigator's choice.
    SpawnClueChoice,
    /// Spawn a gate.
    SpawnGate,
    /// Advance the Omen.
    AdvanceOmen,
    /// Move the Omen counterclockwise by 1.
    RetreatOmen,
    /// Move the Omen to a space of the investigator's choice without advancing Doom.
    ChooseOmen,
    /// A passive penalty to a skill while the card is held.
    #[serde(deserialize_with = "skill_penalty")]
    SkillPenalty(Skill, u8),
    /// The holder cannot move.
    CannotMove,
    /// Flip the card these effects belong to: resolve its back.
    FlipThisCard,
    /// Discard the card these effects belong to.
    DiscardThisCard,
    /// Recover all Health and Sanity.
    RecoverAll,
    /// The active Mystery's offer to spend for an Eldritch token (its `TokenSite` challenge's
    /// reward).
    MysteryOffer,
    /// Move every Clue on the board to the nearest space of a kind.
    MoveCluesTo(LocationKind),
    /// A named hook implemented by the engine (`{ custom = "kleptomania" }`; declared in a
    /// `[[hook]]` table, `content::eldritch::HOOKS`).
    Custom(Hook),
}
}

schema! {
/// Card text the effect vocabulary cannot express, run by name (`{ custom = "kleptomania" }`),
/// and the engine's own steps of those rules (never written in the content: a `custom` that
/// names one is refused). The `eldritch` crate matches every variant, so a hook without an
/// implementation does not compile; a new hook is a variant here, its `[[hook]]` table beside
/// the cards that use it (the rule in words) and its code there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hook {
    /// `a-dark-power`: A Dark Power: each Monster on the game board (Epic ones too) recovers all Health; then each investigator, from the Lead Investigator clockwise, encounters each Monster on his space (a combat each) in the order of his choice.
    ADarkPower,
    /// `after-will-roll-to-defeat`: Combat rule (Colour Out of Space): after the Will test, roll 1 die (not a test); on a 5 or 6 the Monster is defeated; otherwise the combat ends (it has no Strength test).
    AfterWillRollToDefeat,
    /// `ally-takes-the-blow`: Combat rule (Maniac): if the investigator fails the Strength test (the Maniac is not defeated) and would lose Health, it may discard 1 Ally Asset instead of losing that Health.
    AllyTakesTheBlow,
    /// `blessed-cursed-dice`: Passive (no card uses it now): its work is done by the tests.
    BlessedCursedDice,
    /// `blessing-of-isis-back-1`: Casting result 0: the chosen investigator gains the Cursed Condition; 1: the caster loses 1 Sanity; 2 or more: nothing. The card stays (flipped face up again).
    #[serde(rename = "blessing-of-isis-back-1")]
    BlessingOfIsisBack1,
    /// `blessing-of-isis-back-2`: Casting result 0 to 2: the caster loses 1 Health; 3 or more: each investigator on the caster's space without the Blessed Condition is asked whether to gain it. The card stays.
    #[serde(rename = "blessing-of-isis-back-2")]
    BlessingOfIsisBack2,
    /// `blood-flows`: Blood Flows: the Lead Investigator discards 1 non-Epic Monster of his choice from any space (wiki ruling after Blood Rites; nothing happens when there is none) and loses Health equal to its toughness.
    BloodFlows,
    /// `box-the-active-expedition`: The World Shakes: every Expedition Encounter card of the Active Expedition's location (in the deck and its discard pile) goes to the game box, then the Expedition Encounter deck is shuffled (its new top card names the Active Expedition).
    BoxTheActiveExpedition,
    /// `byakhee-flight`: When defeated (Byakhee): if it was defeated in the Encounter phase's Combat Encounters and no Monster is left on the space, the investigator may lose 1 Sanity to move up to 3 spaces (one adjacent space at a time, each step optional); it then resolves no other encounter, and does not fight the Monsters on the space it reaches.
    ByakheeFlight,
    /// `choose-spell-target`: Plumb the Void, before the test: the caster chooses an investigator on any space (itself included); the choice is kept for the pass effect and the back.
    ChooseSpellTarget,
    /// `choose-spell-target-here-without-blessed`: Blessing of Isis, before the test: the caster chooses an investigator on its space without the Blessed Condition (with none, the caster); the choice is kept for the pass effect and the back.
    ChooseSpellTargetHereWithoutBlessed,
    /// `clairvoyance-back-1`: Casting result 0: the card is discarded unless the caster gains a Paranoia Condition; 1 or 2: nothing; 3 or more: 1 additional die on each test of that Research encounter. The card stays.
    #[serde(rename = "clairvoyance-back-1")]
    ClairvoyanceBack1,
    /// `clairvoyance-back-2`: Casting result 0: the chosen Clue is discarded (none is chosen on a failed test); 1 or 2: the caster loses 1 Sanity; 3 or more: the caster gains 1 Clue. The card stays.
    #[serde(rename = "clairvoyance-back-2")]
    ClairvoyanceBack2,
    /// `clairvoyance-choose-clue-space`: Clairvoyance's pass: the holder chooses a space with a Clue; it resolves a Research encounter there this encounter step, as if it were there, ignoring Monsters.
    ClairvoyanceChooseClueSpace,
    /// `condition-reckonings-as-ones`: Tied to a Dark Purpose: each investigator, from the Lead Investigator clockwise, resolves the Reckoning ability of each of his Conditions (their data) with every die rolled, plain rolls and tests alike, showing 1.
    ConditionReckoningsAsOnes,
    /// `conjuration-back-1`: Casting result 0: the card is discarded if no die showed a 4 (when the roll is unknown, the card stays); 1 to 3: the caster loses 1 Sanity; 4 or more: the caster gains 1 more Item or Trinket Asset of its choice from the reserve. The card stays otherwise.
    #[serde(rename = "conjuration-back-1")]
    ConjurationBack1,
    /// `conjuration-back-2`: Casting result 0: the card is discarded unless the caster discards 1 Item; 1: the caster loses 1 Sanity; 2 or more: the caster may take more Item or Trinket Assets from the Reserve, one at a time, while their values and the front's Asset total no more than the result. The card stays otherwise.
    #[serde(rename = "conjuration-back-2")]
    ConjurationBack2,
    /// `cultist-becomes-goat-spawn-or-dark-young`: Reckoning (Shub-Niggurath's Cultist): if a set-aside Goat Spawn can spawn (else a set-aside Dark Young), this Cultist is discarded and that Monster spawns on its space.
    CultistBecomesGoatSpawnOrDarkYoung,
    /// `cultist-strikes-then-falls`: Combat rule (Azathoth's Cultist): after the Will test, the investigator loses 1 Health and the Cultist is defeated.
    CultistStrikesThenFalls,
    /// `debt-reckoning-as-ones`: Legitimate Banking, when the Lead Investigator already had a Debt: he resolves that Debt's Reckoning ability (its data) with every die rolled showing 1.
    DebtReckoningAsOnes,
    /// `deep-one-ambushes-the-nearest-investigator`: Reckoning (Cthylla): a Deep One ambushes the investigator nearest to this Monster (a combat with the Deep One's values; no token moves).
    DeepOneAmbushesTheNearestInvestigator,
    /// `defeat-all-monsters-here`: Flute of the Outer Gods: every Monster on the holder's space is defeated by it (Epic Monsters too: the text makes no exception), as if in combat but without a Combat Encounter (no 'if you defeat a Monster during a Combat Encounter' ability triggers).
    DefeatAllMonstersHere,
    /// `devour-another-investigator`: One of the Thousand: the holder chooses another investigator, who is devoured (with no other investigator, nothing).
    DevourAnotherInvestigator,
    /// `discard-any-number-of-items`: The investigator may discard any number of Item possessions, one at a time, until he declines or holds none.
    DiscardAnyNumberOfItems,
    /// `discard-any-number-of-spells`: The investigator may discard any number of Spells, one at a time, until he declines or holds none.
    DiscardAnyNumberOfSpells,
    /// `discard-items-but-one`: Fractured Spine: while the investigator holds more than 1 Item possession, it discards 1 of its choice (so it keeps the one it wants).
    DiscardItemsButOne,
    /// `discard-omen-gates`: Dimensional Instability: discard (not close) each Gate on the game board that corresponds to the current Omen, then advance Doom by 1 for each Gate discarded.
    DiscardOmenGates,
    /// `discard-the-reserve`: Driven to Bankruptcy enters play: every card in the reserve goes to the Asset discard pile (the card then keeps the reserve empty).
    DiscardTheReserve,
    /// `disperse-with-influence`: Combat rule (Riot): before the Strength test, the investigator may test Influence -1; on a pass the Monster is defeated (no Strength test).
    DisperseWithInfluence,
    /// `draw-rumor-from-the-box`: The Storm: a random Rumor Mythos card from the game box is drawn and resolved as a Mythos card: it enters play (its Eldritch tokens, Epic Monster) and its icons are resolved in order.
    DrawRumorFromTheBox,
    /// `driven-to-bankruptcy-ends`: Driven to Bankruptcy's Reckoning: the card goes from play to the Mythos discard pile, then the top 4 cards of the Asset deck fill the reserve.
    DrivenToBankruptcyEnds,
    /// `each-on-its-space-loses-1-health`: Reckoning (Gnoph-Keh): each investigator on this Monster's space loses 1 Health, from the Lead Investigator clockwise.
    #[serde(rename = "each-on-its-space-loses-1-health")]
    EachOnItsSpaceLoses1Health,
    /// `each-on-its-space-loses-1-sanity`: Reckoning (Deep One): each investigator on this Monster's space loses 1 Sanity, from the Lead Investigator clockwise.
    #[serde(rename = "each-on-its-space-loses-1-sanity")]
    EachOnItsSpaceLoses1Sanity,
    /// `each-on-or-next-to-its-space-loses-1-health-and-1-sanity`: Reckoning (Lloigor): each investigator on this Monster's space or a space adjacent to it loses 1 Health and 1 Sanity, from the Lead Investigator clockwise.
    #[serde(rename = "each-on-or-next-to-its-space-loses-1-health-and-1-sanity")]
    EachOnOrNextToItsSpaceLoses1HealthAnd1Sanity,
    /// `failed-will-costs-1-health`: Combat rule (Warlock): if the investigator fails the Will test, it also loses 1 Health (before the Strength test).
    #[serde(rename = "failed-will-costs-1-health")]
    FailedWillCosts1Health,
    /// `failed-will-ends-the-combat`: Combat rule (Spinner of Webs): if the investigator fails the Will test, the Strength test is not resolved.
    FailedWillEndsTheCombat,
    /// `failed-will-gains-cursed`: Combat rule (Witch): if the investigator fails the Will test, it gains a Cursed Condition.
    FailedWillGainsCursed,
    /// `feed-the-mind-back-1`: Casting result 0 to 2: the card is discarded unless the caster loses 2 Sanity; 3 or more: the chosen investigator may improve 1 more skill of his choice. The card stays otherwise.
    #[serde(rename = "feed-the-mind-back-1")]
    FeedTheMindBack1,
    /// `feed-the-mind-back-2`: Casting result 0: the card is discarded if no die showed a 4 (when the roll is unknown, the card stays); 1 or more: the caster loses 1 Sanity. The card stays otherwise.
    #[serde(rename = "feed-the-mind-back-2")]
    FeedTheMindBack2,
    /// `flesh-ward-back-1`: Casting result 0: the card is discarded if no die showed a 4; 1 or more: the caster loses 1 Sanity. The card stays.
    #[serde(rename = "flesh-ward-back-1")]
    FleshWardBack1,
    /// `flesh-ward-back-2`: Casting result 0: the protected investigator loses 1 Health unless it gains an Internal Injury Condition; 1 or 2: nothing; 3 or more: up to the result (not 2) of the Health loss is prevented. The card stays.
    #[serde(rename = "flesh-ward-back-2")]
    FleshWardBack2,
    /// `from-beyond`: From Beyond: if no Mythos card in play has a Reckoning effect, advance Doom by 1; otherwise the investigators may spend, as a group, Clues equal to half the number of investigators, and unless they do, the Reckoning effect of every Mythos card in play is resolved, all of them once and then all of them again.
    FromBeyond,
    /// `gain-clues-per-success`: After a test: the investigator gains 1 Clue for each success of that test ("a number of Clues equal to his test result").
    GainCluesPerSuccess,
    /// `gain-item-or-trinket-up-to-spell-result`: Conjuration, on a pass: the caster gains 1 Item or Trinket Asset of its choice from the reserve whose value is at most the casting test's result (nothing if none).
    GainItemOrTrinketUpToSpellResult,
    /// `give-clues-to-another-investigator`: Wireless Report: the holder chooses another investigator (on any space), then gives him its Clues one at a time, being asked before each whether to give one more.
    GiveCluesToAnotherInvestigator,
    /// `give-items-to-another-investigator`: Delivery Service: the holder chooses another investigator (on any space); each of its Item possessions (Assets and Artifacts with the Item trait) is named in turn and the holder may give it to him.
    GiveItemsToAnotherInvestigator,
    /// `health-loss-discards-an-ally`: Combat rule (Zombie Horde): if the investigator loses Health from the Strength test, it discards 1 Ally Asset (its choice).
    HealthLossDiscardsAnAlly,
    /// `health-loss-gains-paranoia`: Combat rule (Ghoul): if the investigator loses Health from the Strength test, it then gains a Paranoia Condition.
    HealthLossGainsParanoia,
    /// `hound-hunts-the-nearest-investigator`: Reckoning (Hound of Tindalos): this Monster moves to the space of the nearest investigator (fewest paths; ties: the first from the Lead Investigator clockwise), who immediately resolves a Combat Encounter against it.
    HoundHuntsTheNearestInvestigator,
    /// `hound-of-tindalos-comes-to-you`: research-yog-sothoth-3 (Sea): the Hound of Tindalos Monster on the game board moves to the investigator's space and the investigator encounters it (a Combat Encounter with that board Monster, which stays there unless defeated). Used only when the Hound is on the board; otherwise the card's 'lose 1 Sanity' applies.
    HoundOfTindalosComesToYou,
    /// `ignore-monsters-this-encounter`: Mists of Releh's pass: the holder chooses its encounter as if no Monster were on its space (this encounter step).
    IgnoreMonstersThisEncounter,
    /// `instill-bravery-back-1`: Casting result 0: the card is discarded if no die showed a 4; 1 or more: the caster loses 1 Health. The card stays.
    #[serde(rename = "instill-bravery-back-1")]
    InstillBraveryBack1,
    /// `instill-bravery-back-2`: Casting result 0: the protected investigator loses 1 Sanity unless it gains a Hallucinations Condition; 1 or 2: nothing; 3 or more: up to the result (not 2) of the Sanity loss is prevented. The card stays.
    #[serde(rename = "instill-bravery-back-2")]
    InstillBraveryBack2,
    /// `investigator-here-gains-blessed`: Holy Water: the holder chooses an investigator on its space (itself included); that investigator gains the Blessed Condition.
    InvestigatorHereGainsBlessed,
    /// `it-recovers-all-health`: Reckoning (Shoggoth): this Monster recovers all its Health (its Health tokens are removed).
    ItRecoversAllHealth,
    /// `it-steps-toward-shub-niggurath`: Reckoning (Shub-Niggurath's awakened Cultist): this Monster moves 1 space along a shortest path toward the Shub-Niggurath Epic Monster.
    ItStepsTowardShubNiggurath,
    /// `kleptomania`: Paranoia (Kleptomania): the holder gains 1 random Item Asset from the deck, then tests Observation; if the result is lower than that Asset's value, it discards that Asset and gains the Detained Condition.
    Kleptomania,
    /// `lose-1-sanity-before-strength`: Combat rule (Cthulhu's Cultist): before the Strength test, the investigator loses 1 Sanity.
    #[serde(rename = "lose-1-sanity-before-strength")]
    Lose1SanityBeforeStrength,
    /// `lose-2-sanity-before-strength`: Combat rule (Cthulhu's awakened Cultist): before the Strength test, the investigator loses 2 Sanity.
    #[serde(rename = "lose-2-sanity-before-strength")]
    Lose2SanityBeforeStrength,
    /// `lose-sanity-per-spell-before-strength`: Combat rule (Yog-Sothoth's awakened Cultist): before the Strength test, the investigator loses 1 Sanity for each Spell it has.
    LoseSanityPerSpellBeforeStrength,
    /// `mi-go-takes-the-nearest-clue`: Reckoning (Mi-go): the Clue token on the board nearest to this Monster is discarded and this Monster moves to that space (no Clue on the board: nothing happens).
    MiGoTakesTheNearestClue,
    /// `mists-of-releh-back-1`: Casting result 0 or 1: the caster loses 1 Health and 1 Sanity; 2 or more: nothing. The card stays.
    #[serde(rename = "mists-of-releh-back-1")]
    MistsOfRelehBack1,
    /// `mists-of-releh-back-2`: Casting result 0: the card is discarded unless the caster gains a Hallucinations Condition; 1 or more: the caster loses 1 Sanity. The card stays.
    #[serde(rename = "mists-of-releh-back-2")]
    MistsOfRelehBack2,
    /// `move-monster-to-chosen-space`: asia-8@tokyo (on a pass): the investigator chooses 1 non-Epic Monster on any space (Epic Monsters move only by their own text), then another space of the board; the Monster moves there, keeping the Health it has lost. A move is not a spawn. Nothing happens when there is no non-Epic Monster on the board.
    MoveMonsterToChosenSpace,
    /// `nearest-investigator-gains-cursed`: Reckoning (Warlock, on a 1 or 2): the investigator nearest to this Monster gains a Cursed Condition.
    NearestInvestigatorGainsCursed,
    /// `nearest-investigator-steps-toward-it`: Reckoning (Serpent People, on a 1 or 2): the investigator nearest to this Monster moves 1 space along a shortest path toward it.
    NearestInvestigatorStepsTowardIt,
    /// `nightgaunt-carries-off`: Reckoning (Nightgaunt): if an investigator is on its space (the first from the Lead Investigator clockwise), that investigator moves 1 space of its choice, this Monster moves with it, and it becomes Delayed; otherwise this Monster moves 2 spaces along a shortest path toward the nearest investigator.
    NightgauntCarriesOff,
    /// `no-additional-encounter`: When defeated (Gug): if it was defeated in the Encounter phase's Combat Encounters, the investigator does not resolve an additional encounter this round.
    NoAdditionalEncounter,
    /// `no-peace-for-the-fallen`: No Peace For the Fallen: every possession on the defeated investigators' sheets lying on the board is discarded, and their figures and sheets leave the game.
    NoPeaceForTheFallen,
    /// `on-rest-recover-health`: Passive (no card uses it now): an Asset with it adds 1 Health to a Rest.
    OnRestRecoverHealth,
    /// `on-rest-recover-sanity`: Passive (no card uses it now): an Asset with it adds 1 Sanity to a Rest.
    OnRestRecoverSanity,
    /// `others-here-lose-2-health`: Paranoia (Violent Outbursts): each other investigator on the holder's space loses 2 Health.
    #[serde(rename = "others-here-lose-2-health")]
    OthersHereLose2Health,
    /// `passed-will-wounds-it`: Combat rule (Ghost): if the investigator passes the Will test, the Monster loses Health equal to the test's successes and is defeated when its lost Health reaches its toughness; the combat then ends (no Strength test).
    PassedWillWoundsIt,
    /// `patrolling-the-border-ends`: Patrolling the Border's Reckoning, after the tests: the card goes from play to the Mythos discard pile.
    PatrollingTheBorderEnds,
    /// `plumb-the-void-back-1`: Casting result 0: the chosen investigator loses 3 Health; 1 or 2: the caster loses 1 Sanity; 3 or more: the caster may perform 1 additional action this round. The card stays.
    #[serde(rename = "plumb-the-void-back-1")]
    PlumbTheVoidBack1,
    /// `plumb-the-void-back-2`: Casting result 0 or 1: the card is discarded unless the caster gains the Amnesia Condition; 2 or more: nothing. The card stays otherwise.
    #[serde(rename = "plumb-the-void-back-2")]
    PlumbTheVoidBack2,
    /// `printed-text`: The rest of the printed text (shown in `text`) is not automated (no card uses it now).
    PrintedText,
    /// `pull-non-epic-monster-and-fight`: asia-3@tokyo: the investigator chooses 1 non-Epic Monster on any space (its own included); it moves to the investigator's space, keeping the Health it has lost, and the investigator immediately resolves a combat encounter with it (Will test, then Strength test; undefeated, it stays on that space). Nothing happens when there is no non-Epic Monster on the board.
    PullNonEpicMonsterAndFight,
    /// `reroll-once-per-round`: Passive (no card uses it now): its work is done by the tests.
    RerollOncePerRound,
    /// `rising-terror`: Rising Terror: Monster Reckoning effects are not in the content data (monsters.toml holds no Monster text), so none is resolved; Doom advances by 1 only when no Monster is on the game board (then certainly none has a Reckoning effect); otherwise the engine shows the text.
    RisingTerror,
    /// `roll-under-investigators-spawns-a-gate`: Reckoning (Dunwich Horror): roll 1 die (not a test); if the result is equal to or less than the number of investigators, spawn 1 Gate.
    RollUnderInvestigatorsSpawnsAGate,
    /// `rumor`: Rumor cards are implemented by id in crates/eldritch/src/rumor.rs: entering play, their encounter, Reckoning, expiry and solving.
    Rumor,
    /// `shriveling-back-1`: Casting result 0 or 1: the card is discarded unless the caster loses 2 Sanity; 2: nothing; 3 or more: the Monster hurt by the pass effect (if it is still there) loses as much more Health as the result exceeds 2. The card stays otherwise.
    #[serde(rename = "shriveling-back-1")]
    ShrivelingBack1,
    /// `shriveling-back-2`: Casting result 0: the caster loses 2 Health; 1: the caster loses 1 Sanity; 2 or more: each other Monster on the caster's space (not the one the pass effect hurt) loses 2 Health. The card stays.
    #[serde(rename = "shriveling-back-2")]
    ShrivelingBack2,
    /// `solve-a-rumor`: A Proposition: the Lead Investigator solves 1 Rumor Mythos card in play of his choice (asked only when several are in play).
    SolveARumor,
    /// `spawn-a-ghoul-on-its-space`: Reckoning (Nug): a Ghoul Monster (a set-aside one first, else one from the cup) spawns on this Monster's space; none left: nothing happens.
    SpawnAGhoulOnItsSpace,
    /// `spawn-gate-per-spell`: Dark Pact: spawn 1 Gate for each Spell the holder has.
    SpawnGatePerSpell,
    /// `spell-investigator-here-improves-a-skill`: Feed the Mind, on a pass: the caster chooses an investigator on its space (itself included), who improves 1 skill of his choice; the choice is kept for the back.
    SpellInvestigatorHereImprovesASkill,
    /// `spell-result`: First effect after a Spell's casting test, pass or fail: keeps the test result (successes, and whether a 4 was rolled when that roll is known) for the card's back, resolved by 'flip this card'.
    SpellResult,
    /// `spell-target-gains-blessed`: Blessing of Isis, on a pass: the chosen investigator gains the Blessed Condition.
    SpellTargetGainsBlessed,
    /// `spell-target-may-move-anywhere`: Plumb the Void, on a pass: the chosen investigator may move to any space of his choice (he is asked).
    SpellTargetMayMoveAnywhere,
    /// `spend-clues-to-add-successes`: special-2 (PASS): the test that follows the hook is rolled (with its rerolls) as printed; after the roll, when the result is below the test's `pass_at` (3), the investigator may spend Clues to add 1 success for each Clue spent: it is offered to spend exactly the Clues missing to reach 3 (fewer or more would change nothing), and paying resolves the pass list, declining (or holding too few Clues) the fail list. A result already at 3 or more passes at once.
    SpendCluesToAddSuccesses,
    /// `spend-sanity-for-extra-dice`: special-3 (PASS): before the test that follows the hook is rolled, the investigator chooses how much Sanity to spend (0 up to its Sanity minus 1: spending never takes the last Sanity); it loses that much and the test rolls 1 additional die for each Sanity spent, then passes or fails against its `pass_at` (3).
    SpendSanityForExtraDice,
    /// `strange-sightings-ends`: Strange Sightings' Reckoning: the card goes from play to the Mythos discard pile.
    StrangeSightingsEnds,
    /// `that-which-consumes`: That Which Consumes: the Lead Investigator (the group's final word) chooses 1 Gate on the game board and discards it (not closing it); if it does not correspond to the current Omen, advance Doom by 1. Nothing happens when there is no Gate.
    ThatWhichConsumes,
    /// `toll-of-a-clue-before-will`: Combat rule (Wind-Walker): before the Will test, the investigator loses 1 Health and 1 Sanity unless it spends 1 Clue.
    TollOfAClueBeforeWill,
    /// `trade-and-swap-with-another-investigator`: Mi-go Brain Case: the holder chooses another investigator (on any space); each of the holder's Assets, Artifacts and Spells is named in turn and the holder may give it to him, then each of his (those just received included) is named in turn and he may give it to the holder (a Spell goes only to someone without one of the same name); then he may move to the holder's space, and if he does, the holder moves to the space he left. Clues and tickets are not offered.
    TradeAndSwapWithAnotherInvestigator,
    /// `vampire-feeds`: Combat rule (Vampire): if the investigator fails the Will test, the Strength test is not resolved; if it loses Health from the Strength test and the Vampire is not defeated, the Vampire recovers 2 Health.
    VampireFeeds,
    /// `wither-back-1`: Casting result 0 or 1: the card is discarded unless the caster loses 2 Sanity; 2 or more: the caster loses 1 Sanity and the bonus is +5 instead of +3. The card stays.
    #[serde(rename = "wither-back-1")]
    WitherBack1,
    /// `wither-back-2`: Casting result 0: the card is discarded unless the caster gains an Internal Injury Condition; 1: the caster loses 1 Sanity; 2 or more: the caster may reroll 1 die during this combat's Strength test. The card stays.
    #[serde(rename = "wither-back-2")]
    WitherBack2,
    /// `wither-strength`: Wither's pass: +3 Strength (a bonus) for the Combat Encounter being resolved.
    WitherStrength,
    /// `zombie-becomes-the-horde`: Reckoning (Zombie): if the Zombie Horde Epic Monster is neither on the board nor in the box, this Zombie is discarded and the Zombie Horde spawns on its space.
    ZombieBecomesTheHorde,
    /// Engine step (complex): "complex/clue-test-rolled".
    #[serde(skip)]
    ComplexClueTestRolled,
    /// Engine step (complex): "the Clues spent add 1 success each: the result reaches the goal".
    #[serde(skip)]
    TheCluesSpentAdd1SuccessEachTheResultReachesTheGoal,
    /// Engine step (complex): "no Clue spent: the result stays as rolled".
    #[serde(skip)]
    NoClueSpentTheResultStaysAsRolled,
    /// Engine step (complex): "spend no Sanity: no additional die".
    #[serde(skip)]
    SpendNoSanityNoAdditionalDie,
    /// Engine step (complex): "spend 1 Sanity: roll 1 additional die".
    #[serde(skip)]
    Spend1SanityRoll1AdditionalDie,
    /// Engine step (complex): "spend 2 Sanity: roll 2 additional dice".
    #[serde(skip)]
    Spend2SanityRoll2AdditionalDice,
    /// Engine step (complex): "spend 3 Sanity: roll 3 additional dice".
    #[serde(skip)]
    Spend3SanityRoll3AdditionalDice,
    /// Engine step (complex): "spend 4 Sanity: roll 4 additional dice".
    #[serde(skip)]
    Spend4SanityRoll4AdditionalDice,
    /// Engine step (complex): "spend 5 Sanity: roll 5 additional dice".
    #[serde(skip)]
    Spend5SanityRoll5AdditionalDice,
    /// Engine step (complex): "spend 6 Sanity: roll 6 additional dice".
    #[serde(skip)]
    Spend6SanityRoll6AdditionalDice,
    /// Engine step (complex): "spend 7 Sanity: roll 7 additional dice".
    #[serde(skip)]
    Spend7SanityRoll7AdditionalDice,
    /// Engine step (complex): "spend 8 Sanity: roll 8 additional dice".
    #[serde(skip)]
    Spend8SanityRoll8AdditionalDice,
    /// Engine step (complex): "spend 9 Sanity: roll 9 additional dice".
    #[serde(skip)]
    Spend9SanityRoll9AdditionalDice,
    /// Engine step (location): "location/move-monster-to".
    #[serde(skip)]
    LocationMoveMonsterTo,
    /// Engine step (monsters): "monsters/riot-dispersed".
    #[serde(skip)]
    MonstersRiotDispersed,
    /// Engine step (monsters): "monsters/byakhee-landed".
    #[serde(skip)]
    MonstersByakheeLanded,
    /// Engine step (monsters): "monsters/nightgaunt-follows".
    #[serde(skip)]
    MonstersNightgauntFollows,
    /// Engine step (mythos): "a-dark-power: encounters begin".
    #[serde(skip)]
    ADarkPowerEncountersBegin,
    /// Engine step (mythos): "a-dark-power: next Monster".
    #[serde(skip)]
    ADarkPowerNextMonster,
    /// Engine step (mythos): "blood-flows: lose Health equal to its toughness".
    #[serde(skip)]
    BloodFlowsLoseHealthEqualToItsToughness,
    /// Engine step (mythos): "that-which-consumes: Doom unless the Gate matched the Omen".
    #[serde(skip)]
    ThatWhichConsumesDoomUnlessTheGateMatchedTheOmen,
    /// Engine step (mythos): "from-beyond: every Mythos card's Reckoning".
    #[serde(skip)]
    FromBeyondEveryMythosCardSReckoning,
    /// Engine step (mythos): "solve the 1st Rumor in play".
    #[serde(skip)]
    SolveThe1stRumorInPlay,
    /// Engine step (mythos): "solve the 2nd Rumor in play".
    #[serde(skip)]
    SolveThe2ndRumorInPlay,
    /// Engine step (mythos): "solve the 3rd Rumor in play".
    #[serde(skip)]
    SolveThe3rdRumorInPlay,
    /// Engine step (mythos): "solve the 4th Rumor in play".
    #[serde(skip)]
    SolveThe4thRumorInPlay,
    /// Engine step (mythos): "solve the 5th Rumor in play".
    #[serde(skip)]
    SolveThe5thRumorInPlay,
    /// Engine step (mythos): "solve the 6th Rumor in play".
    #[serde(skip)]
    SolveThe6thRumorInPlay,
    /// Engine step (mythos): "solve the 7th Rumor in play".
    #[serde(skip)]
    SolveThe7thRumorInPlay,
    /// Engine step (mythos): "solve the 8th Rumor in play".
    #[serde(skip)]
    SolveThe8thRumorInPlay,
    /// Engine step (mythos): "solve the 9th Rumor in play".
    #[serde(skip)]
    SolveThe9thRumorInPlay,
    /// Engine step (mythos): "solve the 10th Rumor in play".
    #[serde(skip)]
    SolveThe10thRumorInPlay,
    /// Engine step (mythos): "solve the 11th Rumor in play".
    #[serde(skip)]
    SolveThe11thRumorInPlay,
    /// Engine step (mythos): "solve the 12th Rumor in play".
    #[serde(skip)]
    SolveThe12thRumorInPlay,
    /// Engine step (possessions): "possessions: prevention target".
    #[serde(skip)]
    PossessionsPreventionTarget,
    /// Engine step (possessions): "possessions: cast this card".
    #[serde(skip)]
    PossessionsCastThisCard,
    /// Engine step (possessions): "possessions: receives Clues".
    #[serde(skip)]
    PossessionsReceivesClues,
    /// Engine step (possessions): "possessions: receives Items".
    #[serde(skip)]
    PossessionsReceivesItems,
    /// Engine step (possessions): "possessions: trades".
    #[serde(skip)]
    PossessionsTrades,
    /// Engine step (possessions): "possessions: gains Blessed".
    #[serde(skip)]
    PossessionsGainsBlessed,
    /// Engine step (possessions): "possessions: spell target without Blessed".
    #[serde(skip)]
    PossessionsSpellTargetWithoutBlessed,
    /// Engine step (possessions): "possessions: spell target".
    #[serde(skip)]
    PossessionsSpellTarget,
    /// Engine step (possessions): "possessions: improves a skill".
    #[serde(skip)]
    PossessionsImprovesASkill,
    /// Engine step (possessions): "possessions: devoured".
    #[serde(skip)]
    PossessionsDevoured,
    /// Engine step (possessions): "possessions: give 1 Clue".
    #[serde(skip)]
    PossessionsGive1Clue,
    /// Engine step (possessions): "possessions: next Item".
    #[serde(skip)]
    PossessionsNextItem,
    /// Engine step (possessions): "possessions: give this Item".
    #[serde(skip)]
    PossessionsGiveThisItem,
    /// Engine step (possessions): "possessions: keep this Item".
    #[serde(skip)]
    PossessionsKeepThisItem,
    /// Engine step (possessions): "possessions: next card".
    #[serde(skip)]
    PossessionsNextCard,
    /// Engine step (possessions): "possessions: give this card".
    #[serde(skip)]
    PossessionsGiveThisCard,
    /// Engine step (possessions): "possessions: keep this card".
    #[serde(skip)]
    PossessionsKeepThisCard,
    /// Engine step (possessions): "possessions: swap spaces".
    #[serde(skip)]
    PossessionsSwapSpaces,
    /// Engine step (possessions): "possessions: casting result".
    #[serde(skip)]
    PossessionsCastingResult,
    /// Engine step (possessions): "possessions: conjure one more".
    #[serde(skip)]
    PossessionsConjureOneMore,
    /// Engine step (possessions): "possessions: Kleptomania returns the Asset".
    #[serde(skip)]
    PossessionsKleptomaniaReturnsTheAsset,
    /// Engine step (possessions): "take the 1st card of the reserve".
    #[serde(skip)]
    TakeThe1stCardOfTheReserve,
    /// Engine step (possessions): "take the 2nd card of the reserve".
    #[serde(skip)]
    TakeThe2ndCardOfTheReserve,
    /// Engine step (possessions): "take the 3rd card of the reserve".
    #[serde(skip)]
    TakeThe3rdCardOfTheReserve,
    /// Engine step (possessions): "take the 4th card of the reserve".
    #[serde(skip)]
    TakeThe4thCardOfTheReserve,
    /// Engine step (rumor): "rumor/return-of-the-ancient-ones-place".
    #[serde(skip)]
    RumorReturnOfTheAncientOnesPlace,
    /// Engine step (rumor): "rumor/web-between-worlds-token".
    #[serde(skip)]
    RumorWebBetweenWorldsToken,
}
}

impl Hook {
    /// The hook's name as the TOML writes it (an engine step: the name its text shows).
    pub const fn name(self) -> &'static str {
        match self {
            Hook::ADarkPower => "a-dark-power",
            Hook::AfterWillRollToDefeat => "after-will-roll-to-defeat",
            Hook::AllyTakesTheBlow => "ally-takes-the-blow",
            Hook::BlessedCursedDice => "blessed-cursed-dice",
            Hook::BlessingOfIsisBack1 => "blessing-of-isis-back-1",
            Hook::BlessingOfIsisBack2 => "blessing-of-isis-back-2",
            Hook::BloodFlows => "blood-flows",
            Hook::BoxTheActiveExpedition => "box-the-active-expedition",
            Hook::ByakheeFlight => "byakhee-flight",
            Hook::ChooseSpellTarget => "choose-spell-target",
            Hook::ChooseSpellTargetHereWithoutBlessed => "choose-spell-target-here-without-blessed",
            Hook::ClairvoyanceBack1 => "clairvoyance-back-1",
            Hook::ClairvoyanceBack2 => "clairvoyance-back-2",
            Hook::ClairvoyanceChooseClueSpace => "clairvoyance-choose-clue-space",
            Hook::ConditionReckoningsAsOnes => "condition-reckonings-as-ones",
            Hook::ConjurationBack1 => "conjuration-back-1",
            Hook::ConjurationBack2 => "conjuration-back-2",
            Hook::CultistBecomesGoatSpawnOrDarkYoung => "cultist-becomes-goat-spawn-or-dark-young",
            Hook::CultistStrikesThenFalls => "cultist-strikes-then-falls",
            Hook::DebtReckoningAsOnes => "debt-reckoning-as-ones",
            Hook::DeepOneAmbushesTheNearestInvestigator => "deep-one-ambushes-the-nearest-investigator",
            Hook::DefeatAllMonstersHere => "defeat-all-monsters-here",
            Hook::DevourAnotherInvestigator => "devour-another-investigator",
            Hook::DiscardAnyNumberOfItems => "discard-any-number-of-items",
            Hook::DiscardAnyNumberOfSpells => "discard-any-number-of-spells",
            Hook::DiscardItemsButOne => "discard-items-but-one",
            Hook::DiscardOmenGates => "discard-omen-gates",
            Hook::DiscardTheReserve => "discard-the-reserve",
            Hook::DisperseWithInfluence => "disperse-with-influence",
            Hook::DrawRumorFromTheBox => "draw-rumor-from-the-box",
            Hook::DrivenToBankruptcyEnds => "driven-to-bankruptcy-ends",
            Hook::EachOnItsSpaceLoses1Health => "each-on-its-space-loses-1-health",
            Hook::EachOnItsSpaceLoses1Sanity => "each-on-its-space-loses-1-sanity",
            Hook::EachOnOrNextToItsSpaceLoses1HealthAnd1Sanity => {
                "each-on-or-next-to-its-space-loses-1-health-and-1-sanity"
            }
            Hook::FailedWillCosts1Health => "failed-will-costs-1-health",
            Hook::FailedWillEndsTheCombat => "failed-will-ends-the-combat",
            Hook::FailedWillGainsCursed => "failed-will-gains-cursed",
            Hook::FeedTheMindBack1 => "feed-the-mind-back-1",
            Hook::FeedTheMindBack2 => "feed-the-mind-back-2",
            Hook::FleshWardBack1 => "flesh-ward-back-1",
            Hook::FleshWardBack2 => "flesh-ward-back-2",
            Hook::FromBeyond => "from-beyond",
            Hook::GainCluesPerSuccess => "gain-clues-per-success",
            Hook::GainItemOrTrinketUpToSpellResult => "gain-item-or-trinket-up-to-spell-result",
            Hook::GiveCluesToAnotherInvestigator => "give-clues-to-another-investigator",
            Hook::GiveItemsToAnotherInvestigator => "give-items-to-another-investigator",
            Hook::HealthLossDiscardsAnAlly => "health-loss-discards-an-ally",
            Hook::HealthLossGainsParanoia => "health-loss-gains-paranoia",
            Hook::HoundHuntsTheNearestInvestigator => "hound-hunts-the-nearest-investigator",
            Hook::HoundOfTindalosComesToYou => "hound-of-tindalos-comes-to-you",
            Hook::IgnoreMonstersThisEncounter => "ignore-monsters-this-encounter",
            Hook::InstillBraveryBack1 => "instill-bravery-back-1",
            Hook::InstillBraveryBack2 => "instill-bravery-back-2",
            Hook::InvestigatorHereGainsBlessed => "investigator-here-gains-blessed",
            Hook::ItRecoversAllHealth => "it-recovers-all-health",
            Hook::ItStepsTowardShubNiggurath => "it-steps-toward-shub-niggurath",
            Hook::Kleptomania => "kleptomania",
            Hook::Lose1SanityBeforeStrength => "lose-1-sanity-before-strength",
            Hook::Lose2SanityBeforeStrength => "lose-2-sanity-before-strength",
            Hook::LoseSanityPerSpellBeforeStrength => "lose-sanity-per-spell-before-strength",
            Hook::MiGoTakesTheNearestClue => "mi-go-takes-the-nearest-clue",
            Hook::MistsOfRelehBack1 => "mists-of-releh-back-1",
            Hook::MistsOfRelehBack2 => "mists-of-releh-back-2",
            Hook::MoveMonsterToChosenSpace => "move-monster-to-chosen-space",
            Hook::NearestInvestigatorGainsCursed => "nearest-investigator-gains-cursed",
            Hook::NearestInvestigatorStepsTowardIt => "nearest-investigator-steps-toward-it",
            Hook::NightgauntCarriesOff => "nightgaunt-carries-off",
            Hook::NoAdditionalEncounter => "no-additional-encounter",
            Hook::NoPeaceForTheFallen => "no-peace-for-the-fallen",
            Hook::OnRestRecoverHealth => "on-rest-recover-health",
            Hook::OnRestRecoverSanity => "on-rest-recover-sanity",
            Hook::OthersHereLose2Health => "others-here-lose-2-health",
            Hook::PassedWillWoundsIt => "passed-will-wounds-it",
            Hook::PatrollingTheBorderEnds => "patrolling-the-border-ends",
            Hook::PlumbTheVoidBack1 => "plumb-the-void-back-1",
            Hook::PlumbTheVoidBack2 => "plumb-the-void-back-2",
            Hook::PrintedText => "printed-text",
            Hook::PullNonEpicMonsterAndFight => "pull-non-epic-monster-and-fight",
            Hook::RerollOncePerRound => "reroll-once-per-round",
            Hook::RisingTerror => "rising-terror",
            Hook::RollUnderInvestigatorsSpawnsAGate => "roll-under-investigators-spawns-a-gate",
            Hook::Rumor => "rumor",
            Hook::ShrivelingBack1 => "shriveling-back-1",
            Hook::ShrivelingBack2 => "shriveling-back-2",
            Hook::SolveARumor => "solve-a-rumor",
            Hook::SpawnAGhoulOnItsSpace => "spawn-a-ghoul-on-its-space",
            Hook::SpawnGatePerSpell => "spawn-gate-per-spell",
            Hook::SpellInvestigatorHereImprovesASkill => "spell-investigator-here-improves-a-skill",
            Hook::SpellResult => "spell-result",
            Hook::SpellTargetGainsBlessed => "spell-target-gains-blessed",
            Hook::SpellTargetMayMoveAnywhere => "spell-target-may-move-anywhere",
            Hook::SpendCluesToAddSuccesses => "spend-clues-to-add-successes",
            Hook::SpendSanityForExtraDice => "spend-sanity-for-extra-dice",
            Hook::StrangeSightingsEnds => "strange-sightings-ends",
            Hook::ThatWhichConsumes => "that-which-consumes",
            Hook::TollOfAClueBeforeWill => "toll-of-a-clue-before-will",
            Hook::TradeAndSwapWithAnotherInvestigator => "trade-and-swap-with-another-investigator",
            Hook::VampireFeeds => "vampire-feeds",
            Hook::WitherBack1 => "wither-back-1",
            Hook::WitherBack2 => "wither-back-2",
            Hook::WitherStrength => "wither-strength",
            Hook::ZombieBecomesTheHorde => "zombie-becomes-the-horde",
            Hook::ComplexClueTestRolled => "complex/clue-test-rolled",
            Hook::TheCluesSpentAdd1SuccessEachTheResultReachesTheGoal => {
                "the Clues spent add 1 success each: the result reaches the goal"
            }
            Hook::NoClueSpentTheResultStaysAsRolled => "no Clue spent: the result stays as rolled",
            Hook::SpendNoSanityNoAdditionalDie => "spend no Sanity: no additional die",
            Hook::Spend1SanityRoll1AdditionalDie => "spend 1 Sanity: roll 1 additional die",
            Hook::Spend2SanityRoll2AdditionalDice => "spend 2 Sanity: roll 2 additional dice",
            Hook::Spend3SanityRoll3AdditionalDice => "spend 3 Sanity: roll 3 additional dice",
            Hook::Spend4SanityRoll4AdditionalDice => "spend 4 Sanity: roll 4 additional dice",
            Hook::Spend5SanityRoll5AdditionalDice => "spend 5 Sanity: roll 5 additional dice",
            Hook::Spend6SanityRoll6AdditionalDice => "spend 6 Sanity: roll 6 additional dice",
            Hook::Spend7SanityRoll7AdditionalDice => "spend 7 Sanity: roll 7 additional dice",
            Hook::Spend8SanityRoll8AdditionalDice => "spend 8 Sanity: roll 8 additional dice",
            Hook::Spend9SanityRoll9AdditionalDice => "spend 9 Sanity: roll 9 additional dice",
            Hook::LocationMoveMonsterTo => "location/move-monster-to",
            Hook::MonstersRiotDispersed => "monsters/riot-dispersed",
            Hook::MonstersByakheeLanded => "monsters/byakhee-landed",
            Hook::MonstersNightgauntFollows => "monsters/nightgaunt-follows",
            Hook::ADarkPowerEncountersBegin => "a-dark-power: encounters begin",
            Hook::ADarkPowerNextMonster => "a-dark-power: next Monster",
            Hook::BloodFlowsLoseHealthEqualToItsToughness => {
                "blood-flows: lose Health equal to its toughness"
            }
            Hook::ThatWhichConsumesDoomUnlessTheGateMatchedTheOmen => {
                "that-which-consumes: Doom unless the Gate matched the Omen"
            }
            Hook::FromBeyondEveryMythosCardSReckoning => "from-beyond: every Mythos card's Reckoning",
            Hook::SolveThe1stRumorInPlay => "solve the 1st Rumor in play",
            Hook::SolveThe2ndRumorInPlay => "solve the 2nd Rumor in play",
            Hook::SolveThe3rdRumorInPlay => "solve the 3rd Rumor in play",
            Hook::SolveThe4thRumorInPlay => "solve the 4th Rumor in play",
            Hook::SolveThe5thRumorInPlay => "solve the 5th Rumor in play",
            Hook::SolveThe6thRumorInPlay => "solve the 6th Rumor in play",
            Hook::SolveThe7thRumorInPlay => "solve the 7th Rumor in play",
            Hook::SolveThe8thRumorInPlay => "solve the 8th Rumor in play",
            Hook::SolveThe9thRumorInPlay => "solve the 9th Rumor in play",
            Hook::SolveThe10thRumorInPlay => "solve the 10th Rumor in play",
            Hook::SolveThe11thRumorInPlay => "solve the 11th Rumor in play",
            Hook::SolveThe12thRumorInPlay => "solve the 12th Rumor in play",
            Hook::PossessionsPreventionTarget => "possessions: prevention target",
            Hook::PossessionsCastThisCard => "possessions: cast this card",
            Hook::PossessionsReceivesClues => "possessions: receives Clues",
            Hook::PossessionsReceivesItems => "possessions: receives Items",
            Hook::PossessionsTrades => "possessions: trades",
            Hook::PossessionsGainsBlessed => "possessions: gains Blessed",
            Hook::PossessionsSpellTargetWithoutBlessed => "possessions: spell target without Blessed",
            Hook::PossessionsSpellTarget => "possessions: spell target",
            Hook::PossessionsImprovesASkill => "possessions: improves a skill",
            Hook::PossessionsDevoured => "possessions: devoured",
            Hook::PossessionsGive1Clue => "possessions: give 1 Clue",
            Hook::PossessionsNextItem => "possessions: next Item",
            Hook::PossessionsGiveThisItem => "possessions: give this Item",
            Hook::PossessionsKeepThisItem => "possessions: keep this Item",
            Hook::PossessionsNextCard => "possessions: next card",
            Hook::PossessionsGiveThisCard => "possessions: give this card",
            Hook::PossessionsKeepThisCard => "possessions: keep this card",
            Hook::PossessionsSwapSpaces => "possessions: swap spaces",
            Hook::PossessionsCastingResult => "possessions: casting result",
            Hook::PossessionsConjureOneMore => "possessions: conjure one more",
            Hook::PossessionsKleptomaniaReturnsTheAsset => "possessions: Kleptomania returns the Asset",
            Hook::TakeThe1stCardOfTheReserve => "take the 1st card of the reserve",
            Hook::TakeThe2ndCardOfTheReserve => "take the 2nd card of the reserve",
            Hook::TakeThe3rdCardOfTheReserve => "take the 3rd card of the reserve",
            Hook::TakeThe4thCardOfTheReserve => "take the 4th card of the reserve",
            Hook::RumorReturnOfTheAncientOnesPlace => "rumor/return-of-the-ancient-ones-place",
            Hook::RumorWebBetweenWorldsToken => "rumor/web-between-worlds-token",
        }
    }

    /// Whether the content may name this hook (an engine step may not).
    pub const fn is_content(self) -> bool {
        !matches!(
            self,
            Hook::ComplexClueTestRolled
                | Hook::TheCluesSpentAdd1SuccessEachTheResultReachesTheGoal
                | Hook::NoClueSpentTheResultStaysAsRolled
                | Hook::SpendNoSanityNoAdditionalDie
                | Hook::Spend1SanityRoll1AdditionalDie
                | Hook::Spend2SanityRoll2AdditionalDice
                | Hook::Spend3SanityRoll3AdditionalDice
                | Hook::Spend4SanityRoll4AdditionalDice
                | Hook::Spend5SanityRoll5AdditionalDice
                | Hook::Spend6SanityRoll6AdditionalDice
                | Hook::Spend7SanityRoll7AdditionalDice
                | Hook::Spend8SanityRoll8AdditionalDice
                | Hook::Spend9SanityRoll9AdditionalDice
                | Hook::LocationMoveMonsterTo
                | Hook::MonstersRiotDispersed
                | Hook::MonstersByakheeLanded
                | Hook::MonstersNightgauntFollows
                | Hook::ADarkPowerEncountersBegin
                | Hook::ADarkPowerNextMonster
                | Hook::BloodFlowsLoseHealthEqualToItsToughness
                | Hook::ThatWhichConsumesDoomUnlessTheGateMatchedTheOmen
                | Hook::FromBeyondEveryMythosCardSReckoning
                | Hook::SolveThe1stRumorInPlay
                | Hook::SolveThe2ndRumorInPlay
                | Hook::SolveThe3rdRumorInPlay
                | Hook::SolveThe4thRumorInPlay
                | Hook::SolveThe5thRumorInPlay
                | Hook::SolveThe6thRumorInPlay
                | Hook::SolveThe7thRumorInPlay
                | Hook::SolveThe8thRumorInPlay
                | Hook::SolveThe9thRumorInPlay
                | Hook::SolveThe10thRumorInPlay
                | Hook::SolveThe11thRumorInPlay
                | Hook::SolveThe12thRumorInPlay
                | Hook::PossessionsPreventionTarget
                | Hook::PossessionsCastThisCard
                | Hook::PossessionsReceivesClues
                | Hook::PossessionsReceivesItems
                | Hook::PossessionsTrades
                | Hook::PossessionsGainsBlessed
                | Hook::PossessionsSpellTargetWithoutBlessed
                | Hook::PossessionsSpellTarget
                | Hook::PossessionsImprovesASkill
                | Hook::PossessionsDevoured
                | Hook::PossessionsGive1Clue
                | Hook::PossessionsNextItem
                | Hook::PossessionsGiveThisItem
                | Hook::PossessionsKeepThisItem
                | Hook::PossessionsNextCard
                | Hook::PossessionsGiveThisCard
                | Hook::PossessionsKeepThisCard
                | Hook::PossessionsSwapSpaces
                | Hook::PossessionsCastingResult
                | Hook::PossessionsConjureOneMore
                | Hook::PossessionsKleptomaniaReturnsTheAsset
                | Hook::TakeThe1stCardOfTheReserve
                | Hook::TakeThe2ndCardOfTheReserve
                | Hook::TakeThe3rdCardOfTheReserve
                | Hook::TakeThe4thCardOfTheReserve
                | Hook::RumorReturnOfTheAncientOnesPlace
                | Hook::RumorWebBetweenWorldsToken
        )
    }
}

schema! {
/// A `custom` hook and the rule it implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HookDef {
    /// The hook.
    pub name: Hook,
    /// The rule, for people.
    #[serde(deserialize_with = "read::str")]
    pub rule: &'static str,
}
}

impl Effect {
    /// The effect lists inside this effect (a test's outcomes, an offer's branches, a choice's
    /// options, a roll's faces...), for walking every effect of an entry.
    pub fn nested(&self) -> Vec<&'static [Effect]> {
        match *self {
            Effect::Test(test) => vec![test.pass, test.fail],
            Effect::May(offer) => vec![offer.then, offer.otherwise],
            Effect::Choose(options) => options.to_vec(),
            Effect::If(check) => vec![check.then, check.otherwise],
            Effect::Each(scope) => vec![scope.effects],
            Effect::ChooseInvestigator(effects) => vec![effects],
            Effect::Roll(roll) => roll.faces.iter().map(|face| face.2).collect(),
            Effect::Fight(fight) => vec![fight.defeated, fight.undefeated],
            _ => Vec::new(),
        }
    }
}

impl Effect {
    /// Every `custom` hook named in `lists`, nested effects included.
    pub fn hooks(lists: &[&'static [Effect]]) -> Vec<Hook> {
        let mut found = Vec::new();
        for effect in lists.iter().copied().flatten() {
            if let Effect::Custom(name) = effect {
                found.push(*name);
            }
            found.extend(Effect::hooks(&effect.nested()));
        }
        found
    }
}

impl EncounterDeck {
    /// The deck's name for people (`other world`).
    pub fn label(self) -> &'static str {
        ["america", "europe", "asia", "general", "other world", "expedition", "research", "special"]
            [self as usize]
    }
}

impl Ability {
    /// The effects this ability resolves (none for bonuses and the like).
    pub fn effects(&self) -> &'static [Effect] {
        match *self {
            Ability::OnGain(effects)
            | Ability::OnGainFromDeck(effects)
            | Ability::OnRest { effects, .. }
            | Ability::OnDefeatMonster(effects)
            | Ability::OnCloseGate(effects)
            | Ability::Action { effects, .. }
            | Ability::Reckoning(effects)
            | Ability::Encounter(effects) => effects,
            _ => &[],
        }
    }
}

/// An Asset, Artifact, Spell or Condition as written: one entry, whose `backs` (one per copy)
/// make one [`CardDef`] per copy.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardEntry {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Ukrainian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub uk: Option<&'static str>,
    /// Copies in the deck.
    #[serde(default = "one", deserialize_with = "read::u8_in::<1, 9, _>")]
    pub copies: u8,
    /// Purchase value (Assets only, where it is required).
    #[serde(default, deserialize_with = "opt_cost")]
    pub cost: Option<u8>,
    /// Traits.
    #[serde(default, deserialize_with = "read::slice")]
    pub traits: &'static [Trait],
    /// Skill bonus, if any.
    #[serde(default)]
    pub bonus: Option<Bonus>,
    /// Spells: the combat test whose dice the spell adds to, if any.
    #[serde(default)]
    pub combat_skill: Option<Skill>,
    /// Effects (passive or when used).
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// Its abilities.
    #[serde(default, deserialize_with = "read::slice")]
    pub abilities: &'static [Ability],
    /// One back per copy (Spells and Conditions).
    #[serde(default, deserialize_with = "read::slice")]
    pub backs: &'static [BackDef],
    /// The card text.
    #[serde(default, deserialize_with = "read::str")]
    pub text: &'static str,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    #[serde(default, deserialize_with = "read::strs")]
    pub recalled: &'static [&'static str],
}

impl CardEntry {
    /// Its effect lists: its own, its abilities' and its backs'.
    pub fn effect_lists(&self) -> Vec<&'static [Effect]> {
        let mut lists = vec![self.effects];
        lists.extend(self.abilities.iter().map(|ability| ability.effects()));
        lists.extend(self.backs.iter().map(|back| back.effects));
        lists
    }

    /// The cards of the table: one with `copies` when it has no backs, else one per back.
    pub fn cards(&self) -> Vec<CardDef> {
        let card = |copies, back| CardDef {
            id: self.id,
            name: self.name,
            uk: self.uk,
            copies,
            cost: self.cost.unwrap_or(0),
            traits: self.traits,
            bonus: self.bonus,
            combat_skill: self.combat_skill,
            effects: self.effects,
            abilities: self.abilities,
            back,
            text: self.text,
            source: self.source,
            recalled: self.recalled,
        };
        if self.backs.is_empty() {
            return vec![card(self.copies, None)];
        }
        let backs: &'static [BackDef] = self.backs;
        backs.iter().map(|back| card(1, Some(back))).collect()
    }
}

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

fn one() -> u8 {
    1
}

fn no_region() -> Region {
    Region::None
}

fn half_players() -> TokenCount {
    TokenCount::HalfPlayers
}

fn moving() -> Sites {
    Sites::Moving
}

fn location<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(LOCATION, d)
}

fn monster<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(MONSTER, d)
}

fn condition<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(CONDITION, d)
}

fn asset<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(ASSET, d)
}

fn spell<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(SPELL, d)
}

fn ancient_one<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(ANCIENT_ONE, d)
}

fn opt_location<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    location(d).map(Some)
}

fn opt_ancient_one<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    ancient_one(d).map(Some)
}

fn opt_condition<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    condition(d).map(Some)
}

fn opt_monster<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    monster(d).map(Some)
}

fn opt_cost<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    read::u8_in::<0, 9, D>(d).map(Some)
}

fn stat<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<i8>, D::Error> {
    read::i8_in::<-4, 2, D>(d).map(Some)
}

fn opt_u8<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    read::u8_in::<0, 12, D>(d).map(Some)
}

/// An id checked against a scope, in a list.
#[derive(Deserialize)]
struct MonsterRef(#[serde(deserialize_with = "monster")] &'static str);

/// A location id, in a list.
#[derive(Deserialize)]
struct LocationRef(#[serde(deserialize_with = "location")] &'static str);

fn nonzero<E: de::Error>(amount: i8, what: &str) -> Result<i8, E> {
    if amount == 0 { Err(E::custom(format!("0 {what} does nothing"))) } else { Ok(amount) }
}

fn doom<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<i8, D::Error> {
    nonzero(read::i8_in::<-20, 20, D>(d)?, "Doom")
}

fn omen_eldritch<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<i8, D::Error> {
    nonzero(read::i8_in::<-5, 5, D>(d)?, "tokens")
}

fn trait_or_any<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<Trait>, D::Error> {
    let word = String::deserialize(d)?;
    if word == "any" {
        return Ok(None);
    }
    Trait::deserialize(de::value::StringDeserializer::<D::Error>::new(word)).map(Some)
}

fn options<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static [Effect]], D::Error> {
    let options = read::slices(d)?;
    if options.len() < 2 {
        return Err(de::Error::custom("a choice has at least two options"));
    }
    Ok(options)
}

fn dice<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<(i8, Count)>, D::Error> {
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

type Face = (u8, u8, &'static [Effect]);

fn faces<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static [Face], D::Error> {
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

fn fight_monster<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    let id = String::deserialize(d)?;
    if id == "random" {
        return Ok(None);
    }
    read::resolve(MONSTER, &id).map_err(de::Error::custom)?;
    Ok(Some(id.leak()))
}

fn destination<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Destination, D::Error> {
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

fn section_at<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<SectionAt, D::Error> {
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

fn gain_named<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<(CardDeck, &'static str), D::Error> {
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

fn spawn_monsters<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<(SpawnAt, u8), D::Error> {
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

fn spawn_epic<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<(&'static str, &'static str), D::Error> {
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

fn damage_monsters<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<(MonsterTarget, u8), D::Error> {
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

fn skill_penalty<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<(Skill, u8), D::Error> {
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
fn token_count<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<TokenCount, D::Error> {
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
fn sites<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Sites, D::Error> {
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
struct Players(#[serde(deserialize_with = "read::u8_in::<1, 8, _>")] u8);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PathToml {
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

fn omen_spaces<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static [Omen], D::Error> {
    let spaces: &'static [Omen] = read::slice(d)?;
    if spaces.first() != Some(&Omen::Green) {
        return Err(de::Error::custom("the Omen track starts on the green comet"));
    }
    Ok(spaces)
}

#[derive(Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
struct ReferenceCardToml {
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
struct SkillsToml {
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
struct DefeatedToml {
    crippled: Skill,
    insane: Skill,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InvestigatorToml {
    #[serde(deserialize_with = "read::str")]
    id: &'static str,
    #[serde(deserialize_with = "read::str")]
    name: &'static str,
    #[serde(default, deserialize_with = "read::opt_str")]
    uk: Option<&'static str>,
    #[serde(default, deserialize_with = "read::str")]
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
    #[serde(default, deserialize_with = "read::str")]
    action: &'static str,
    action_hook: InvestigatorAction,
    #[serde(default, deserialize_with = "read::str")]
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
struct CultistToml {
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
    #[serde(default, deserialize_with = "read::str")]
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
struct MonsterToml {
    #[serde(deserialize_with = "read::str")]
    id: &'static str,
    #[serde(deserialize_with = "read::str")]
    name: &'static str,
    #[serde(default, deserialize_with = "read::opt_str")]
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
    #[serde(default, deserialize_with = "read::str")]
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
struct AncientOneToml {
    #[serde(deserialize_with = "read::str")]
    id: &'static str,
    #[serde(deserialize_with = "read::str")]
    name: &'static str,
    #[serde(default, deserialize_with = "read::opt_str")]
    uk: Option<&'static str>,
    #[serde(deserialize_with = "read::u8_in::<1, 20, _>")]
    doom: u8,
    #[serde(default = "three", deserialize_with = "read::u8_in::<1, 4, _>")]
    mysteries_to_win: u8,
    mythos: [[u8; 3]; 3],
    #[serde(default, deserialize_with = "read::str")]
    setup: &'static str,
    #[serde(default)]
    set_aside: Vec<MonsterRef>,
    #[serde(default, deserialize_with = "read::opt_str")]
    special: Option<&'static str>,
    cultist: CultistToml,
    #[serde(default)]
    awakened_cultist: Option<CultistToml>,
    #[serde(default, deserialize_with = "read::str")]
    awakened: &'static str,
    source: Source,
    #[serde(default, deserialize_with = "read::strs")]
    recalled: &'static [&'static str],
}

fn three() -> u8 {
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
struct IfToml {
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

type Effects = &'static [Effect];

#[derive(Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum AbilityToml {
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
enum Loss {
    Health,
    Sanity,
}

fn any_time() -> During {
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
