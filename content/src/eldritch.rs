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
    /// Read from public material outside `shared/reference` (a fan wiki's card pages, public
    /// transcriptions of the cards), named in a comment beside the entry.
    Public,
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
    /// The skill tested by the defeated-investigator encounter when it lost all Health.
    pub crippled: Skill,
    /// The skill tested when it lost all Sanity.
    pub insane: Skill,
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
    /// Its printed text and the rules the engine applies (ignored for Cultists).
    pub rules: MonsterRules,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}

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
    pub combat: Option<&'static str>,
    /// Its toughness is the printed value plus the number of investigators (Epic Monsters).
    pub toughness_plus_investigators: bool,
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

/// How a Mystery is solved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MysteryGoal {
    /// After a Research encounter, spend `clues` to place 1 Eldritch token.
    Research {
        /// Clues per token.
        clues: u8,
        /// Tokens needed.
        tokens: TokenCount,
        /// Only Clues gained during that encounter may be spent.
        gained: bool,
    },
    /// On closing a gate, pay to place 1 Eldritch token (or that Gate) on the card.
    CloseGate {
        /// Clues per token.
        clues: u8,
        /// Tokens needed.
        tokens: TokenCount,
        /// Only a Gate matching the current Omen counts.
        omen: bool,
        /// Spells discarded instead of Clues.
        spells: u8,
    },
    /// When a non-Epic monster is defeated, spend `clues` to place 1 Eldritch token.
    DefeatMonster {
        /// Clues per token.
        clues: u8,
        /// Tokens needed (with `toughness`: total toughness needed).
        tokens: TokenCount,
        /// The Monster itself goes onto the card, and its toughness counts.
        toughness: bool,
    },
    /// Mystery tokens on the board; as an encounter on one, resolve `challenge` (which ends with
    /// `mystery_offer`), then spend `clues` to place 1 Eldritch token.
    TokenSite {
        /// Clues per token.
        clues: u8,
        /// Tokens needed.
        tokens: TokenCount,
        /// Where the tokens lie.
        sites: Sites,
        /// What the encounter there asks before the offer (empty: the offer at once).
        challenge: &'static [Effect],
    },
    /// Special encounters (at the Mystery token) place Eldritch tokens.
    Special {
        /// Tokens needed.
        tokens: TokenCount,
        /// Where the Mystery token lies.
        sites: Sites,
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
    /// When an investigator passes a Lore test of a Spell's effect, he may spend `clues` and
    /// discard that Spell to place 1 Eldritch token.
    SpellLore {
        /// Clues per token.
        clues: u8,
        /// Tokens needed.
        tokens: TokenCount,
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
    /// "When this card enters play" (resolved by the Lead Investigator).
    pub enters: &'static [Effect],
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
    /// The effect text as effects (resolved by the Lead Investigator); for an Ongoing card, what
    /// happens when it enters play.
    pub effects: &'static [Effect],
    /// The Reckoning text as effects (resolved by the Lead Investigator).
    pub reckoning_effects: &'static [Effect],
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

/// When a test bonus or a reroll applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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

/// One ability printed on an Asset, Artifact, Spell or Condition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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

/// The back of one copy of a double-sided card (Spells, Conditions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BackDef {
    /// The back's title.
    pub name: &'static str,
    /// What it says, in our words.
    pub text: &'static str,
    /// Resolved when the card is flipped.
    pub effects: &'static [Effect],
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

/// A skill test with its outcomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TestDef {
    /// The tested skill.
    pub skill: Skill,
    /// The test modifier.
    pub modifier: i8,
    /// Extra dice per counted thing (`(-1, Count::Spells)`: roll 1 less die for each Spell you
    /// have); the pool never drops below 1 die.
    pub dice: Option<(i8, Count)>,
    /// Successes needed to pass (1 unless the card says "If your test result is 3 or greater").
    pub pass_at: u8,
    /// Effects on a pass.
    pub pass: &'static [Effect],
    /// Effects on a fail.
    pub fail: &'static [Effect],
}

/// Something counted on the board or in an investigator's hands, for amounts that vary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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

/// Who pays a cost or must hold a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cost {
    /// Spend N Clues.
    Clues(u8),
    /// Investigators as a group spend Clues (any of them may contribute).
    GroupClues(Count),
    /// Spend N Health (never the last).
    Health(u8),
    /// Spend N Sanity (never the last).
    Sanity(u8),
    /// Become Delayed.
    Delay,
    /// Gain this Condition (not one already held).
    GainCondition(&'static str),
    /// Discard this Condition.
    DiscardCondition(&'static str),
    /// Discard a possession.
    Discard(Possession),
}

/// A kind of possession card: a deck and an optional trait ("1 Item possession": any Asset or
/// Artifact with the Item trait).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Possession {
    /// The deck, or `None` for Assets and Artifacts alike.
    pub deck: Option<CardDeck>,
    /// The trait the card must have.
    pub with: Option<Trait>,
}

/// The decks of cards investigators hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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

/// An optional effect or a cost: "You may <cost> to <then>"; "<otherwise> unless you <cost>".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OfferDef {
    /// What the investigator pays (everything, or nothing when the offer is declined).
    pub cost: &'static [Cost],
    /// Resolved after paying.
    pub then: &'static [Effect],
    /// Resolved when the investigator does not (or cannot) pay.
    pub otherwise: &'static [Effect],
}

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

/// `if` with its branches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IfDef {
    /// The condition.
    pub check: Check,
    /// When it holds.
    pub then: &'static [Effect],
    /// When it does not.
    pub otherwise: &'static [Effect],
}

/// Which investigators an `each` effect reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ScopeDef {
    /// Only investigators on a space of this kind.
    pub on: Option<LocationKind>,
    /// Only investigators on the Active Expedition space or a space next to it.
    pub near_expedition: bool,
    /// Only investigators holding such a card.
    pub holding: Option<Possession>,
    /// The effects each of them resolves, from the Lead Investigator clockwise.
    pub effects: &'static [Effect],
}

/// A plain roll (not a test: no rerolls, no test effects) and what each face does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RollDef {
    /// Dice rolled.
    pub dice: u8,
    /// `(lowest face, highest face, effects)`, resolved once per die showing such a face.
    pub faces: &'static [(u8, u8, &'static [Effect])],
}

/// A combat outside the encounter step (an ambush, or a Monster spawned to be fought).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FightDef {
    /// The Monster kind (`None`: a random one from the cup; a Cultist uses the Ancient One's
    /// values).
    pub monster: Option<&'static str>,
    /// The Monster is spawned on the investigator's space and stays if not defeated (else it
    /// ambushes and returns to the cup).
    pub spawn: bool,
    /// After the combat, if the investigator defeated it.
    pub defeated: &'static [Effect],
    /// After the combat, if not.
    pub undefeated: &'static [Effect],
}

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

/// Which Monsters an effect reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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

/// One effect of a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Gain N Clues from the pool.
    GainClue(u8),
    /// Gain the Clue token in this location (Research).
    GainThisClue,
    /// Discard the Clue token in this location (Research).
    DiscardThisClue,
    /// Move the Clue token in this location to the nearest space of a kind.
    MoveThisClue(LocationKind),
    /// Discard N Clues (all when holding fewer).
    DiscardClues(u8),
    /// Discard one Clue per counted thing.
    DiscardCluesPer(Count),
    /// Lose N Health.
    LoseHealth(u8),
    /// Lose N Sanity.
    LoseSanity(u8),
    /// Lose 1 Health per counted thing.
    LoseHealthPer(Count),
    /// Lose 1 Sanity per counted thing.
    LoseSanityPer(Count),
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
    /// Gain a Condition with this trait (a random one the investigator does not have).
    GainConditionWith(Trait),
    /// Discard a named Condition, if held.
    DiscardCondition(&'static str),
    /// Discard a Condition with this trait of the investigator's choice, if any.
    DiscardConditionWith(Trait),
    /// Gain a random Spell (of a trait).
    GainSpell(Option<Trait>),
    /// Gain a random Asset from the deck (of a trait).
    GainAsset(Option<Trait>),
    /// Gain an Asset (of a trait) from the Reserve, the investigator's choice.
    GainReserve(Option<Trait>),
    /// Gain a random Artifact (of a trait).
    GainArtifact(Option<Trait>),
    /// Gain a named card: from the Reserve if there, else searched out of its deck.
    GainNamed(CardDeck, &'static str),
    /// Discard a possession of the investigator's choice (nothing when none matches).
    Discard(Possession),
    /// Gain a ticket.
    GainTicket(Ticket),
    /// Become Delayed.
    Delay,
    /// Doom: positive advances towards 0, negative retreats.
    Doom(i8),
    /// Advance Doom by 1 per counted thing.
    DoomPer(Count),
    /// Close this gate.
    CloseGate,
    /// Discard a Gate of the investigator's choice.
    DiscardGate,
    /// The investigator is devoured.
    Devoured,
    /// Place N Eldritch tokens on the active Mystery.
    EldritchOnMystery(u8),
    /// Place N Eldritch tokens on the Ancient One sheet.
    EldritchOnSheet(u8),
    /// Azathoth: place (positive) or discard (negative) Eldritch tokens on the green Omen space.
    OmenEldritch(i8),
    /// Shuffle a solved Mystery (at random) back into the Mystery deck.
    UnsolveMystery,
    /// A skill test.
    Test(&'static TestDef),
    /// An optional effect or cost.
    May(&'static OfferDef),
    /// One of several effect lists, the investigator's choice.
    Choose(&'static [&'static [Effect]]),
    /// A condition.
    If(&'static IfDef),
    /// Each investigator in scope resolves effects.
    Each(&'static ScopeDef),
    /// The resolving investigator chooses an investigator, who resolves the effects.
    ChooseInvestigator(&'static [Effect]),
    /// A plain roll.
    Roll(&'static RollDef),
    /// A combat outside the encounter step.
    Fight(&'static FightDef),
    /// Move the investigator.
    Move(Destination),
    /// Spawn N Monsters.
    SpawnMonsters(SpawnAt, u8),
    /// Spawn an Epic Monster on a space.
    SpawnEpic(&'static str, &'static str),
    /// Monsters lose N Health.
    DamageMonsters(MonsterTarget, u8),
    /// Discard Monsters (never an Epic one).
    DiscardMonsters(MonsterTarget),
    /// Spawn N clues.
    SpawnClue(u8),
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
