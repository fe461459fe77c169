//! Arkham Horror (2nd edition) content types, read from `content/data/arkham-2e/*.toml` and
//! baked into the tables of `content::arkham_2e`.
//!
//! Each type says how it is written in the TOML through its `#[serde(...)]` attributes; the
//! content compiler's `games/arkham_2e.rs` adds only what a type cannot say (street links both
//! ways, cards per neighbourhood deck, counts, hooks declared and used). Effects are bare
//! strings (`"lost"`) or one-key tables (`{ money = 2 }`, `{ check = { skill = "luck", ... } }`),
//! serde's external tagging; ids other entries name are resolved in scope, so a wrong one is
//! reported where it is written, with a did-you-mean.

mod hook;

pub use hook::Hook;
use serde::{Deserialize, Deserializer};

use crate::read::{self, Scope};
use crate::schema;

/// The reference scope of location ids (`arkham-2e/location/...`).
pub const LOCATION: Scope = Scope { what: "location", within: "" };
/// The reference scope of neighbourhood ids.
pub const NEIGHBOURHOOD: Scope = Scope { what: "neighbourhood", within: "" };
/// The reference scope of Other World ids.
pub const WORLD: Scope = Scope { what: "Other World", within: "" };
/// The reference scope of investigator-card ids (items, spells, skills, allies, special cards).
pub const CARD: Scope = Scope { what: "card", within: "" };
/// The reference scope of monster ids.
pub const MONSTER: Scope = Scope { what: "monster", within: "" };

schema! {
/// Where an entry's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// Printed in the rulebook.
    Rulebook,
    /// Public data in `shared/reference/arkham-2e/`.
    Reference,
    /// From knowledge of the published components.
    Recalled,
    /// Not known: a stand-in designed to play like the published component.
    Designed,
}
}

schema! {
/// The nine dimensional symbols of monsters, gates and Mythos movement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dimension {
    /// Slash (черта).
    Slash,
    /// Triangle.
    Triangle,
    /// Star.
    Star,
    /// Hexagon.
    Hexagon,
    /// Square.
    Square,
    /// Diamond (ромб).
    Diamond,
    /// Circle.
    Circle,
    /// Crescent (moon).
    Crescent,
    /// Plus.
    Plus,
}
}

schema! {
/// The encounter colours of gate cards and Other Worlds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Yellow.
    Yellow,
}
}

schema! {
/// How a monster moves (the colour of its token's border).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Movement {
    /// Black border: one step along its arrow.
    Normal,
    /// Yellow border: never moves.
    Stationary,
    /// Red border: two steps.
    Fast,
    /// Blue border: to the Sky and onto streets with investigators.
    Flying,
    /// Green border: its own rule (the monster's `rule` hook).
    Special,
}
}

schema! {
/// A monster's combat abilities, as printed keywords.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    /// Ambush: once combat starts, the investigator cannot flee.
    Ambush,
    /// Endless: never taken as a trophy; back to the cup.
    Endless,
    /// Undead.
    Undead,
    /// Mask: in the cup only with Nyarlathotep.
    Mask,
    /// Physical Resistance: physical bonuses count half.
    PhysicalResistance,
    /// Physical Immunity: physical bonuses count nothing.
    PhysicalImmunity,
    /// Magical Resistance.
    MagicalResistance,
    /// Magical Immunity.
    MagicalImmunity,
    /// Nightmarish N: lose N Sanity even on a passed Horror check.
    Nightmarish(u8),
    /// Overwhelming N: lose N Stamina even on a passed Combat check.
    Overwhelming(u8),
}
}

schema! {
/// What a skill check tests. The six skills, and the checks built on them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Check {
    /// Speed.
    Speed,
    /// Sneak.
    Sneak,
    /// Fight.
    Fight,
    /// Will.
    Will,
    /// Lore.
    Lore,
    /// Luck.
    Luck,
    /// Evade (Sneak).
    Evade,
    /// Horror (Will).
    Horror,
    /// Combat (Fight).
    Combat,
    /// Spell (Lore).
    Spell,
}
}

schema! {
/// The investigator decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    /// Common Items.
    CommonItem,
    /// Unique Items.
    UniqueItem,
    /// Spells.
    Spell,
    /// Skills.
    Skill,
    /// Allies.
    Ally,
    /// Special cards (Retainer, Lodge Membership, Bank Loan, Blessing/Curse, Deputy).
    Special,
}
}

impl Deck {
    /// The deck's name for people (`common item`).
    pub const fn label(self) -> &'static str {
        match self {
            Deck::CommonItem => "common item",
            Deck::UniqueItem => "unique item",
            Deck::Spell => "spell",
            Deck::Skill => "skill",
            Deck::Ally => "ally",
            Deck::Special => "special",
        }
    }
}

schema! {
/// What a rolled amount changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stat {
    /// Money.
    Money,
    /// Clue tokens.
    Clues,
    /// Stamina.
    Stamina,
    /// Sanity.
    Sanity,
}
}

schema! {
/// Which areas of Arkham an effect on monsters covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Area {
    /// Streets and locations (and, with no neighbourhood named, the Sky and the Outskirts).
    #[default]
    Any,
    /// Streets only.
    Streets,
    /// Locations only.
    Locations,
    /// The Sky and the Outskirts.
    SkyAndOutskirts,
}
}

schema! {
/// One effect of an encounter, a card or a Mythos card. Amounts are signed: `{ money = -2 }`
/// loses $2. Inside `may`, a loss is a price that must be payable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// Gain (or lose) money.
    Money(i8),
    /// Gain (or lose) Clue tokens.
    Clues(i8),
    /// Gain (or lose) Stamina.
    Stamina(i8),
    /// Gain (or lose) Sanity.
    Sanity(i8),
    /// Restore Stamina to its maximum.
    StaminaFull,
    /// Restore Sanity to its maximum.
    SanityFull,
    /// Draw this many Common Items.
    Common(u8),
    /// Draw this many Unique Items.
    Unique(u8),
    /// Draw this many Spells.
    Spell(u8),
    /// Draw this many Skills.
    Skill(u8),
    /// Take the named Ally if it is still available; otherwise do `otherwise`.
    Ally {
        /// The Ally card.
        #[serde(deserialize_with = "card")]
        card: &'static str,
        /// What happens when it is not available.
        #[serde(default, deserialize_with = "read::slice")]
        otherwise: &'static [Effect],
    },
    /// Take this card (an Ally or a Special card) if it is available.
    Take(#[serde(deserialize_with = "card")] &'static str),
    /// Become Blessed.
    Blessed,
    /// Become Cursed.
    Cursed,
    /// Take a Retainer.
    Retainer,
    /// Take a Silver Twilight Lodge Membership.
    Membership,
    /// Become Deputy of Arkham (with the Revolver and the Patrol Wagon).
    Deputy,
    /// Take a Bank Loan.
    BankLoan,
    /// Make a skill check; `need` successes pass it.
    Check {
        /// What it tests.
        skill: Check,
        /// The printed modifier.
        #[serde(default, rename = "mod", deserialize_with = "read::In::<-9, 9>::i8")]
        modifier: i8,
        /// Successes needed (the `[2]` of a card; 1 unless printed).
        #[serde(default = "one", deserialize_with = "read::In::<1, 9>::u8")]
        need: u8,
        /// What passing it does.
        #[serde(default, deserialize_with = "read::slice")]
        pass: &'static [Effect],
        /// What failing it does.
        #[serde(default, deserialize_with = "read::slice")]
        fail: &'static [Effect],
        /// On a pass, what each success does.
        #[serde(default, deserialize_with = "read::slice")]
        each: &'static [Effect],
        /// Instead of pass and fail: what 0, 1, 2, ... successes do (the last entry also for
        /// more).
        #[serde(default, deserialize_with = "read::slices")]
        chart: &'static [&'static [Effect]],
    },
    /// Roll this many dice: each success does `each`.
    Roll {
        /// Dice rolled.
        #[serde(deserialize_with = "read::In::<1, 9>::u8")]
        dice: u8,
        /// Per success.
        #[serde(default, deserialize_with = "read::slice")]
        each: &'static [Effect],
        /// When no die is a success.
        #[serde(default, deserialize_with = "read::slice")]
        none: &'static [Effect],
    },
    /// The investigator may do these (all or nothing; losses are the price).
    May(#[serde(deserialize_with = "read::slice")] &'static [Effect]),
    /// The investigator chooses one of these.
    Choose(#[serde(deserialize_with = "read::slices")] &'static [&'static [Effect]]),
    /// Move to this location.
    MoveTo(#[serde(deserialize_with = "location")] &'static str),
    /// Move to the street of the neighbourhood the investigator is in.
    MoveToStreet,
    /// Move to any location or street in Arkham (and have an encounter at a location).
    MoveAnywhere,
    /// Have one encounter in this Other World, then come back here.
    Visit(#[serde(deserialize_with = "world")] &'static str),
    /// Roll a die and gain that much.
    GainRolled(Stat),
    /// Roll a die and lose that much.
    LoseRolled(Stat),
    /// Gain this many points of Stamina and Sanity, split as the investigator chooses.
    Split(u8),
    /// Lose all money.
    LoseAllMoney,
    /// Lose all Clue tokens.
    LoseAllClues,
    /// Lose (discard) this card if the investigator has it.
    LoseCard(#[serde(deserialize_with = "card")] &'static str),
    /// Take the first Tome of the Unique Item deck.
    FirstTome,
    /// Take the first Weapon of the Common Item deck.
    FirstWeapon,
    /// Draw `draw` cards of a deck, keep `keep` of them and discard the rest.
    DrawKeep {
        /// The deck.
        deck: Deck,
        /// Cards drawn.
        draw: u8,
        /// Cards kept.
        keep: u8,
    },
    /// Search a deck and take any one card of it.
    Search(Deck),
    /// Draw two location cards here and have the encounter of one of them.
    EncounterTwo,
    /// Lose this many items of the investigator's choice.
    LoseItems(u8),
    /// Have an encounter where the investigator now is.
    Encounter,
    /// Return to Arkham (from an Other World).
    ReturnToArkham,
    /// Lost in Time and Space.
    Lost,
    /// Arrested: to the Police Station's cell; lose half the money.
    Arrested,
    /// Delayed ("stay here next turn").
    Delayed,
    /// Devoured.
    Devoured,
    /// A monster appears: fight or evade it.
    MonsterAppears,
    /// A gate and a monster appear here.
    GateOpens,
    /// Draw through the nearest open gate (or the named world's).
    DrawnThroughGate,
    /// Discard the card this effect is on.
    Discard,
    /// Monsters on the board go back to the cup.
    ReturnMonsters {
        /// Only in this neighbourhood (none: anywhere in Arkham).
        #[serde(default, deserialize_with = "opt_neighbourhood")]
        neighbourhood: Option<&'static str>,
        /// Only in these areas.
        #[serde(default)]
        area: Area,
        /// Only these kinds (none listed: every kind).
        #[serde(default, deserialize_with = "monsters")]
        kinds: &'static [&'static str],
        /// The terror level rises by 1 if at least one monster went back.
        #[serde(default)]
        terror: bool,
    },
    /// Monsters drawn from the cup appear in a neighbourhood's street.
    MonstersAppear {
        /// How many.
        #[serde(deserialize_with = "read::In::<1, 9>::u8")]
        count: u8,
        /// The street.
        #[serde(deserialize_with = "neighbourhood")]
        street: &'static str,
    },
    /// The terror level rises by this much.
    Terror(u8),
    /// Doom tokens on the Ancient One's track.
    Doom(i8),
    /// A rule the vocabulary cannot express, implemented in the engine by name.
    Hook(Hook),
}
}

impl Effect {
    /// The effects nested in this one.
    pub fn nested(&self) -> Vec<&'static [Effect]> {
        match *self {
            Effect::Check { pass, fail, each, chart, .. } => {
                [pass, fail, each].into_iter().chain(chart.iter().copied()).collect()
            }
            Effect::Ally { otherwise, .. } => vec![otherwise],
            Effect::Roll { each, none, .. } => vec![each, none],
            Effect::May(effects) => vec![effects],
            Effect::Choose(options) => options.to_vec(),
            _ => Vec::new(),
        }
    }

    /// Every hook named in `lists`, nested effects included.
    pub fn hooks(lists: &[&'static [Effect]]) -> Vec<Hook> {
        let mut found = Vec::new();
        for effect in lists.iter().copied().flatten() {
            if let Effect::Hook(hook) = effect {
                found.push(*hook);
            }
            found.extend(Effect::hooks(&effect.nested()));
        }
        found
    }
}

schema! {
/// A neighbourhood of Arkham: its street area, the monster-movement arrows leaving it, and the
/// streets it is linked to without an arrow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NeighbourhoodDef {
    /// Stable id (`arkham-2e/neighbourhood/downtown`).
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub name_ru: Option<&'static str>,
    /// The street its white arrow leads to.
    #[serde(deserialize_with = "neighbourhood")]
    pub white: &'static str,
    /// The street its black arrow leads to.
    #[serde(deserialize_with = "neighbourhood")]
    pub black: &'static str,
    /// Streets linked without an arrow from here (the link is listed on one side only).
    #[serde(default, deserialize_with = "neighbourhoods")]
    pub links: &'static [&'static str],
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A location of Arkham (monsters leave it along both arrows to its own street).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationDef {
    /// Stable id (`arkham-2e/location/black-cave`).
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub name_ru: Option<&'static str>,
    /// Its neighbourhood.
    #[serde(deserialize_with = "neighbourhood")]
    pub neighbourhood: &'static str,
    /// Green diamond: gates and monsters never appear here.
    pub stable: bool,
    /// Not on the map: an encounter slot of the neighbourhood's cards (the Inner Sanctum).
    #[serde(default)]
    pub hidden: bool,
    /// Closes for good when the terror level reaches this (General Store 3, ...).
    #[serde(default)]
    pub closes_at_terror: Option<u8>,
    /// What it offers instead of an encounter.
    #[serde(default)]
    pub special: Option<Hook>,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// An Other World: two areas, its encounter colours and its gate markers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OtherWorldDef {
    /// Stable id (`arkham-2e/world/yuggoth`).
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub name_ru: Option<&'static str>,
    /// The gate-card colours of its encounters.
    #[serde(deserialize_with = "read::slice")]
    pub colours: &'static [Colour],
    /// The dimensional symbol of its gates.
    pub dimension: Dimension,
    /// Gate markers leading here.
    pub gates: u8,
    /// The modifier printed on those markers (to close the gate).
    #[serde(deserialize_with = "read::In::<-5, 5>::i8")]
    pub close_modifier: i8,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// The two skills of a slider track, at its four positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Track {
    /// The left skill (Speed, Fight, Lore) at each position.
    pub left: [u8; 4],
    /// The right skill (Sneak, Will, Luck) at each position.
    pub right: [u8; 4],
}
}

schema! {
/// Random possessions: cards drawn at setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Draws {
    /// Common Items.
    pub common: u8,
    /// Unique Items.
    pub unique: u8,
    /// Spells.
    pub spell: u8,
    /// Skills.
    pub skill: u8,
    /// Allies.
    pub ally: u8,
}
}

schema! {
/// An investigator sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InvestigatorDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub name_ru: Option<&'static str>,
    /// Occupation ("the Student").
    #[serde(deserialize_with = "read::str")]
    pub title: &'static str,
    /// Maximum Sanity.
    #[serde(deserialize_with = "read::In::<1, 9>::u8")]
    pub sanity: u8,
    /// Maximum Stamina.
    #[serde(deserialize_with = "read::In::<1, 9>::u8")]
    pub stamina: u8,
    /// Focus.
    #[serde(deserialize_with = "read::In::<1, 5>::u8")]
    pub focus: u8,
    /// Where the investigator starts.
    #[serde(deserialize_with = "location")]
    pub home: &'static str,
    /// Speed and Sneak.
    pub speed_sneak: Track,
    /// Fight and Will.
    pub fight_will: Track,
    /// Lore and Luck.
    pub lore_luck: Track,
    /// Starting money.
    pub money: u8,
    /// Starting Clue tokens.
    #[serde(default)]
    pub clues: u8,
    /// Fixed possessions: named cards.
    #[serde(default, deserialize_with = "cards")]
    pub cards: &'static [&'static str],
    /// Fixed possessions: cards drawn from a deck (unnamed on the sheet).
    #[serde(default)]
    pub fixed: Draws,
    /// Random possessions.
    pub random: Draws,
    /// The unique ability.
    pub ability: Hook,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// An Ancient One's attack in the final battle: each investigator makes the check, whose
/// modifier falls by `step` every turn after the first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
pub struct AttackDef {
    /// The check.
    pub check: Check,
    /// Its first-turn modifier.
    #[serde(rename = "mod", deserialize_with = "read::In::<-9, 9>::i8")]
    pub modifier: i8,
    /// How much the modifier falls each turn.
    #[serde(default)]
    pub step: u8,
    /// What failing it does.
    #[serde(deserialize_with = "read::slice")]
    pub fail: &'static [Effect],
}
}

schema! {
/// An Ancient One sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AncientOneDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub name_ru: Option<&'static str>,
    /// Spaces of the doom track.
    #[serde(deserialize_with = "read::In::<5, 20>::u8")]
    pub doom: u8,
    /// Combat rating (none: it cannot be fought, or its rating is set by its battle rule).
    #[serde(default)]
    pub combat: Option<i8>,
    /// Defences.
    #[serde(default, deserialize_with = "read::slice")]
    pub defences: &'static [Keyword],
    /// What it does to its worshippers (a monster's statistics).
    pub worshippers: Hook,
    /// Its power while it slumbers.
    pub power: Hook,
    /// What happens once before the final battle.
    #[serde(default)]
    pub start_of_battle: Option<Hook>,
    /// Its attack (none: the game ends when it awakens).
    #[serde(default)]
    pub attack: Option<AttackDef>,
    /// Its attack's rule beyond the check.
    #[serde(default)]
    pub attack_rule: Option<Hook>,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A monster kind: one entry per kind, `copies` tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MonsterDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub name_ru: Option<&'static str>,
    /// Tokens in the box.
    #[serde(deserialize_with = "read::In::<1, 9>::u8")]
    pub copies: u8,
    /// Dimensional symbol.
    pub dimension: Dimension,
    /// Movement type.
    pub movement: Movement,
    /// Awareness (the Evade check's modifier).
    #[serde(deserialize_with = "read::In::<-5, 5>::i8")]
    pub awareness: i8,
    /// Horror rating (none: no Horror check).
    #[serde(default)]
    pub horror_rating: Option<i8>,
    /// Horror damage in Sanity.
    #[serde(default)]
    pub horror_damage: u8,
    /// Toughness.
    #[serde(deserialize_with = "read::In::<1, 9>::u8")]
    pub toughness: u8,
    /// Combat rating (none: its rule says how it is fought).
    #[serde(default)]
    pub combat_rating: Option<i8>,
    /// Combat damage in Stamina.
    #[serde(default)]
    pub combat_damage: u8,
    /// Printed abilities.
    #[serde(default, deserialize_with = "read::slice")]
    pub abilities: &'static [Keyword],
    /// Its printed special rule.
    #[serde(default)]
    pub rule: Option<Hook>,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A weapon's bonus to Combat checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeaponDef {
    /// The bonus.
    #[serde(deserialize_with = "read::In::<0, 12>::u8")]
    pub bonus: u8,
    /// Magical (else physical).
    #[serde(default)]
    pub magical: bool,
    /// Discarded after one combat.
    #[serde(default)]
    pub once: bool,
}
}

schema! {
/// A passive bonus to a check while the card is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BonusDef {
    /// The check.
    pub check: Check,
    /// The bonus.
    #[serde(deserialize_with = "read::In::<-9, 9>::i8")]
    pub amount: i8,
}
}

schema! {
/// An investigator card kind: one entry per kind, `copies` cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// Stable id (`arkham-2e/common-item/tommy-gun`).
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub name_ru: Option<&'static str>,
    /// Its deck.
    pub deck: Deck,
    /// Copies in the box.
    #[serde(deserialize_with = "read::In::<1, 9>::u8")]
    pub copies: u8,
    /// Price in dollars (items).
    #[serde(default)]
    pub price: Option<u8>,
    /// Hands it takes in combat.
    #[serde(default, deserialize_with = "read::In::<0, 2>::u8")]
    pub hands: u8,
    /// A tome (an item that is read).
    #[serde(default)]
    pub tome: bool,
    /// Its Combat-check bonus.
    #[serde(default)]
    pub weapon: Option<WeaponDef>,
    /// Passive bonuses to checks.
    #[serde(default, deserialize_with = "read::slice")]
    pub bonus: &'static [BonusDef],
    /// Spells: the casting modifier (none: set by its rule).
    #[serde(default)]
    pub casting: Option<i8>,
    /// Spells: the Sanity cost.
    #[serde(default)]
    pub sanity_cost: u8,
    /// Exhaust to re-roll a failed check of this kind.
    #[serde(default)]
    pub reroll: Option<Check>,
    /// Movement points spent to use it (tomes and the like).
    #[serde(default)]
    pub movement_cost: u8,
    /// What using it does (after exhausting it and paying `movement_cost`).
    #[serde(default, rename = "use", deserialize_with = "read::slice")]
    pub on_use: &'static [Effect],
    /// What taking it does.
    #[serde(default, deserialize_with = "read::slice")]
    pub on_gain: &'static [Effect],
    /// What it does every Upkeep.
    #[serde(default, deserialize_with = "read::slice")]
    pub upkeep: &'static [Effect],
    /// Its rule beyond the vocabulary.
    #[serde(default)]
    pub rule: Option<Hook>,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// One encounter on a location card: the location it is for, and what it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationEncounter {
    /// The location.
    #[serde(deserialize_with = "location")]
    pub location: &'static str,
    /// The printed text, for display.
    #[serde(default, deserialize_with = "read::str")]
    pub text: &'static str,
    /// What it does.
    #[serde(deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
}
}

schema! {
/// A location card of a neighbourhood deck (one encounter per location of the neighbourhood).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationCardDef {
    /// Stable id (`arkham-2e/location-card/downtown-1`).
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// The neighbourhood deck.
    #[serde(deserialize_with = "neighbourhood")]
    pub neighbourhood: &'static str,
    /// Its encounters.
    #[serde(rename = "encounter", deserialize_with = "read::slice")]
    pub encounters: &'static [LocationEncounter],
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// One encounter on a gate card: for one Other World (none: the "Other" slot).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GateEncounter {
    /// The Other World, or "other".
    #[serde(deserialize_with = "world_or_other")]
    pub world: Option<&'static str>,
    /// The printed text, for display.
    #[serde(default, deserialize_with = "read::str")]
    pub text: &'static str,
    /// What it does.
    #[serde(deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
}
}

schema! {
/// A gate card (Other World encounters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GateCardDef {
    /// Stable id (`arkham-2e/gate-card/01`).
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// Its colour.
    pub colour: Colour,
    /// Its encounters.
    #[serde(rename = "encounter", deserialize_with = "read::slice")]
    pub encounters: &'static [GateEncounter],
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// The kinds of Mythos card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MythosKind {
    /// Headline: resolved at once.
    Headline,
    /// Environment (Weather): stays until replaced.
    Weather,
    /// Environment (Urban).
    Urban,
    /// Environment (Mystic).
    Mystic,
    /// Rumor: stays until passed or failed.
    Rumor,
    /// No type: a card that only acts when drawn (The Story Continues).
    Special,
}
}

schema! {
/// A Mythos card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MythosDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English title.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian title, where the rulebook prints it.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub name_ru: Option<&'static str>,
    /// Its kind.
    pub kind: MythosKind,
    /// Where a gate opens.
    #[serde(default, deserialize_with = "opt_location")]
    pub gate: Option<&'static str>,
    /// Where a Clue appears.
    #[serde(default, deserialize_with = "opt_location")]
    pub clue: Option<&'static str>,
    /// Monsters moving along white arrows.
    #[serde(default, deserialize_with = "read::slice")]
    pub white: &'static [Dimension],
    /// Monsters moving along black arrows.
    #[serde(default, deserialize_with = "read::slice")]
    pub black: &'static [Dimension],
    /// The printed text, for display.
    #[serde(default, deserialize_with = "read::str")]
    pub text: &'static str,
    /// What it does when drawn.
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// Its lasting rule (environments and rumors) beyond `effects`.
    #[serde(default)]
    pub rule: Option<Hook>,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A `[[hook]]` table: a hook that entries use, with the rule it implements in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HookDef {
    /// The hook.
    pub name: Hook,
    /// The rule it implements.
    #[serde(deserialize_with = "read::str")]
    pub rule: &'static str,
}
}

fn one() -> u8 {
    1
}

fn location<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(LOCATION, d)
}

fn opt_location<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    location(d).map(Some)
}

fn neighbourhood<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(NEIGHBOURHOOD, d)
}

fn world<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(WORLD, d)
}

fn card<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(CARD, d)
}

fn opt_neighbourhood<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    neighbourhood(d).map(Some)
}

fn monster<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(MONSTER, d)
}

/// A monster id, in a list.
#[derive(Deserialize)]
struct MonsterRef(#[serde(deserialize_with = "monster")] &'static str);

fn monsters<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    let ids = Vec::<MonsterRef>::deserialize(d)?;
    Ok(ids.into_iter().map(|id| id.0).collect::<Vec<_>>().leak())
}

/// A neighbourhood id, in a list.
#[derive(Deserialize)]
struct NeighbourhoodRef(#[serde(deserialize_with = "neighbourhood")] &'static str);

/// A card id, in a list.
#[derive(Deserialize)]
struct CardRef(#[serde(deserialize_with = "card")] &'static str);

fn neighbourhoods<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    let ids = Vec::<NeighbourhoodRef>::deserialize(d)?;
    Ok(ids.into_iter().map(|id| id.0).collect::<Vec<_>>().leak())
}

fn cards<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    let ids = Vec::<CardRef>::deserialize(d)?;
    Ok(ids.into_iter().map(|id| id.0).collect::<Vec<_>>().leak())
}

fn world_or_other<'de: 'static, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    let id = String::deserialize(d)?;
    if id == "other" {
        return Ok(None);
    }
    read::resolve(WORLD, &id).map_err(serde::de::Error::custom)?;
    Ok(Some(id.leak()))
}
