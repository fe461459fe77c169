//! Eldritch Horror content: the board, tokens, investigators, Ancient Ones, Mysteries, encounter
//! and Mythos cards, possessions, Conditions and monsters, compiled from
//! `content/data/eldritch/*.toml`.
//!
//! Every table is sorted by id; cross-references are ids (`"arkham"`), found with the `*_index`
//! functions (binary search). Each entry says where its values come from ([`Source`]) and which
//! fields were recalled rather than read from the public reference data (`recalled`).

/// Where an entry's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Source {
    /// Printed in the rulebook or Reference Guide.
    Rulebook,
    /// From the public reference data (`shared/reference/eldritch`).
    Reference,
    /// Publicly known but recalled, not checked against a source.
    Recalled,
}

/// The five skills, in sheet order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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

/// A location's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LocationKind {
    /// City (місто).
    City,
    /// Wilderness (дика місцевість).
    Wilderness,
    /// Sea (море).
    Sea,
}

/// The regional encounter deck of a city.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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

/// A path's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PathKind {
    /// Railroad: Train tickets.
    Train,
    /// Water: Ship tickets.
    Ship,
    /// Trail: no ticket moves along it.
    Uncharted,
}

/// Omen and gate symbols.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Omen {
    /// The green comet.
    Green,
    /// Blue.
    Blue,
    /// Red.
    Red,
}

/// Ticket kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ticket {
    /// Train ticket.
    Train,
    /// Ship ticket.
    Ship,
}

/// Card traits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[expect(missing_docs, reason = "the trait names are the printed ones")]
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

/// A location on the world map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocationDef {
    /// Stable id (`arkham`, `space-5`).
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name, where the rulebook gives one.
    pub uk: Option<&'static str>,
    /// City, Wilderness or Sea.
    pub kind: LocationKind,
    /// The regional encounter deck (cities only).
    pub region: Region,
    /// One of the six expedition sites.
    pub expedition: bool,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}

/// A path between two adjacent locations (the map's wrap-around is an ordinary path).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// A gate token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GateDef {
    /// The location printed on it.
    pub location: &'static str,
    /// Its Omen symbol.
    pub omen: Omen,
    /// Provenance.
    pub source: Source,
}

/// A clue token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClueDef {
    /// The location printed on it.
    pub location: &'static str,
    /// Provenance.
    pub source: Source,
}

/// The Omen track.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OmenTrackDef {
    /// Symbols clockwise, starting with the green comet.
    pub spaces: &'static [Omen],
    /// Provenance.
    pub source: Source,
}

/// A player-count reference card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// A starting possession on the back of an investigator sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartingItem {
    /// An Asset, by id.
    Asset(&'static str),
    /// A Spell, by id.
    Spell(&'static str),
}

/// What an investigator's "Action:" ability does (the engine implements each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[expect(missing_docs, reason = "each variant is one investigator's printed Action")]
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

/// An investigator sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}

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

/// A kind of monster token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}

/// How many Eldritch tokens a Mystery needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenCount {
    /// Half the number of investigators, rounded up.
    HalfPlayers,
    /// A fixed number.
    Fixed(u8),
}

/// How a Mystery is solved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MysteryGoal {
    /// After a Research encounter, spend `clues` to place 1 Eldritch token.
    Research {
        /// Clues per token.
        clues: u8,
        /// Tokens needed.
        tokens: TokenCount,
    },
    /// On closing a gate, spend `clues` to place 1 Eldritch token.
    CloseGate {
        /// Clues per token.
        clues: u8,
        /// Tokens needed.
        tokens: TokenCount,
    },
    /// When a non-Epic monster is defeated, spend `clues` to place 1 Eldritch token.
    DefeatMonster {
        /// Clues per token.
        clues: u8,
        /// Tokens needed.
        tokens: TokenCount,
    },
    /// The Mystery token sits on a random location; as an encounter there, spend `clues` to place
    /// 1 Eldritch token, then the Mystery token moves.
    TokenSite {
        /// Clues per token.
        clues: u8,
        /// Tokens needed.
        tokens: TokenCount,
    },
    /// Special encounters (at the Mystery token) place Eldritch tokens.
    Special {
        /// Tokens needed.
        tokens: TokenCount,
    },
    /// Investigators spend `per_player` Clues each (in total) to solve it.
    SpendClues {
        /// Clues per investigator.
        per_player: u8,
    },
    /// Spawns an Epic monster; solved at the end of a Mythos phase once it is defeated.
    Epic {
        /// The Epic monster's id.
        monster: &'static str,
        /// Where it spawns.
        location: &'static str,
    },
}

/// An Ancient One sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    /// The awakened side's text.
    pub awakened: &'static str,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}

/// A Mystery card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MysteryDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    pub uk: Option<&'static str>,
    /// Its Ancient One's id.
    pub ancient_one: &'static str,
    /// How it is solved.
    pub goal: MysteryGoal,
    /// The card text.
    pub text: &'static str,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}

/// The encounter decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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

/// One section of an encounter card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SectionDef {
    /// Where it applies.
    pub at: SectionAt,
    /// The printed text.
    pub text: &'static str,
    /// The text as effects.
    pub effects: &'static [Effect],
}

/// An encounter card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EncounterDef {
    /// Stable id.
    pub id: &'static str,
    /// A name for people (cards have none printed).
    pub name: &'static str,
    /// Ukrainian name.
    pub uk: Option<&'static str>,
    /// Its deck.
    pub deck: EncounterDeck,
    /// Research and Special cards: the Ancient One.
    pub ancient_one: Option<&'static str>,
    /// Expedition cards: the location on the back.
    pub location: Option<&'static str>,
    /// Special cards: the Special deck name.
    pub special: Option<&'static str>,
    /// Its sections.
    pub sections: &'static [SectionDef],
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}

/// Mythos card colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MythosColor {
    /// Green.
    Green,
    /// Yellow.
    Yellow,
    /// Blue.
    Blue,
}

/// Mythos difficulty marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// Blue seal.
    Easy,
    /// No mark.
    Normal,
    /// Tentacles.
    Hard,
}

/// Mythos card traits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MythosTrait {
    /// Resolved and discarded.
    Event,
    /// Stays in play.
    Ongoing,
    /// An Ongoing card that can end the game.
    Rumor,
}

/// Mythos icons, in resolution order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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

/// A Mythos card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MythosDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    pub uk: Option<&'static str>,
    /// Colour.
    pub color: MythosColor,
    /// Difficulty mark.
    pub difficulty: Difficulty,
    /// Traits.
    pub traits: &'static [MythosTrait],
    /// Icons, in printed order.
    pub icons: &'static [MythosIcon],
    /// Eldritch tokens placed on it.
    pub eldritch: u8,
    /// The effect text.
    pub text: &'static str,
    /// The Reckoning text, if any.
    pub reckoning: Option<&'static str>,
    /// The effect text as effects (resolved by the Lead Investigator).
    pub effects: &'static [Effect],
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}

/// A skill bonus printed on a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bonus {
    /// The skill.
    pub skill: Skill,
    /// `+amount`.
    pub amount: u8,
}

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
    /// The card text.
    pub text: &'static str,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}

/// A skill test with its outcomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TestDef {
    /// The tested skill.
    pub skill: Skill,
    /// The test modifier.
    pub modifier: i8,
    /// Effects on a pass.
    pub pass: &'static [Effect],
    /// Effects on a fail.
    pub fail: &'static [Effect],
}

/// One effect of a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Gain N Clues from the pool.
    GainClue(u8),
    /// Gain the Clue token in this location (Research).
    GainThisClue,
    /// Lose N Health.
    LoseHealth(u8),
    /// Lose N Sanity.
    LoseSanity(u8),
    /// Recover N Health.
    RecoverHealth(u8),
    /// Recover N Sanity.
    RecoverSanity(u8),
    /// Improve a skill.
    Improve(Skill),
    /// Improve one skill of the investigator's choice.
    ImproveChoice,
    /// Gain a named Condition (by id).
    GainCondition(&'static str),
    /// Gain a random Spell (of a trait).
    GainSpell(Option<Trait>),
    /// Gain a random Asset from the deck (of a trait).
    GainAsset(Option<Trait>),
    /// Gain a random Artifact.
    GainArtifact,
    /// Gain a ticket.
    GainTicket(Ticket),
    /// Become Delayed.
    Delay,
    /// Doom: positive advances towards 0, negative retreats.
    Doom(i8),
    /// Close this gate.
    CloseGate,
    /// A random monster ambushes the investigator.
    Ambush,
    /// The investigator is devoured.
    Devoured,
    /// Place N Eldritch tokens on the active Mystery.
    EldritchOnMystery(u8),
    /// A skill test.
    Test(&'static TestDef),
    /// A passive penalty to a skill while the card is held.
    SkillPenalty(Skill, u8),
    /// The holder cannot move.
    CannotMove,
    /// Spawn a clue.
    SpawnClue,
    /// Spawn a gate.
    SpawnGate,
    /// Advance the Omen.
    AdvanceOmen,
    /// A named hook implemented by the engine (see [`HOOKS`]).
    Custom(&'static str),
}

/// A `custom` hook and the rule it implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HookDef {
    /// The hook's name.
    pub name: &'static str,
    /// The rule, for people.
    pub rule: &'static str,
}

/// Index of a location by id.
pub fn location_index(id: &str) -> Option<usize> {
    LOCATIONS.binary_search_by(|def| def.id.cmp(id)).ok()
}

/// Index of a monster kind by id.
pub fn monster_index(id: &str) -> Option<usize> {
    MONSTERS.binary_search_by(|def| def.id.cmp(id)).ok()
}

/// Index of an Asset by id.
pub fn asset_index(id: &str) -> Option<usize> {
    ASSETS.binary_search_by(|def| def.id.cmp(id)).ok()
}

/// Index of a Spell by id.
pub fn spell_index(id: &str) -> Option<usize> {
    SPELLS.binary_search_by(|def| def.id.cmp(id)).ok()
}

/// Index of a Condition by id.
pub fn condition_index(id: &str) -> Option<usize> {
    CONDITIONS.binary_search_by(|def| def.id.cmp(id)).ok()
}

/// Index of an Ancient One by id.
pub fn ancient_one_index(id: &str) -> Option<usize> {
    ANCIENT_ONES.binary_search_by(|def| def.id.cmp(id)).ok()
}

mod generated {
    #![allow(clippy::all, reason = "generated data literals")]
    use super::*;
    include!(concat!(env!("OUT_DIR"), "/eldritch.rs"));
}

pub use generated::*;
