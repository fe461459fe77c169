//! Evil High Priest's content types, read from `content/data/evil-priest/*.toml` and baked into
//! the tables of `content::evil_priest`.
//!
//! Each type says how it is written in the TOML through its `#[serde(...)]` attributes; the
//! content compiler's `games/evil_priest.rs` adds only what a type cannot say (cross-references,
//! counts, ranges, sorting). Effects are bare strings (`"chamber"`) or one-key tables
//! (`{ gain = { magic = 2 } }`), serde's external tagging.

use crate::Deserialize;

use crate::read;
use crate::schema;

schema! {
/// Where an entry's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// Printed in the rulebook.
    Rulebook,
    /// Public data in `shared/reference/evil-priest/`.
    Reference,
    /// From knowledge of the published components.
    Recalled,
    /// Not known: a stand-in designed to play like the published component.
    Designed,
}
}

schema! {
/// The five resources. The first three are the basic resources (a white circle off Chamber cards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    /// Treasure.
    Treasure,
    /// Blood.
    Blood,
    /// Magic.
    Magic,
    /// Spellbook.
    Spellbook,
    /// Elder Sign.
    ElderSign,
}
}

impl Resource {
    /// Every resource, basic ones first.
    pub const ALL: [Resource; 5] =
        [Resource::Treasure, Resource::Blood, Resource::Magic, Resource::Spellbook, Resource::ElderSign];
    /// The basic resources.
    pub const BASIC: [Resource; 3] = [Resource::Treasure, Resource::Blood, Resource::Magic];
}

schema! {
/// An amount of each resource (gains, costs, holdings).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Deserialize, serde::Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Res {
    /// Treasure.
    pub treasure: u8,
    /// Blood.
    pub blood: u8,
    /// Magic.
    pub magic: u8,
    /// Spellbooks.
    pub spellbook: u8,
    /// Elder Signs.
    pub elder_sign: u8,
}
}

impl Res {
    /// Nothing.
    pub const ZERO: Res = Res { treasure: 0, blood: 0, magic: 0, spellbook: 0, elder_sign: 0 };

    /// The amount of one resource.
    pub const fn get(&self, resource: Resource) -> u8 {
        match resource {
            Resource::Treasure => self.treasure,
            Resource::Blood => self.blood,
            Resource::Magic => self.magic,
            Resource::Spellbook => self.spellbook,
            Resource::ElderSign => self.elder_sign,
        }
    }

    /// A mutable reference to the amount of one resource.
    pub fn get_mut(&mut self, resource: Resource) -> &mut u8 {
        match resource {
            Resource::Treasure => &mut self.treasure,
            Resource::Blood => &mut self.blood,
            Resource::Magic => &mut self.magic,
            Resource::Spellbook => &mut self.spellbook,
            Resource::ElderSign => &mut self.elder_sign,
        }
    }

    /// `n` of one resource.
    pub fn of(resource: Resource, n: u8) -> Res {
        let mut res = Res::ZERO;
        *res.get_mut(resource) = n;
        res
    }

    /// The total number of units.
    pub const fn total(&self) -> u32 {
        self.treasure as u32
            + self.blood as u32
            + self.magic as u32
            + self.spellbook as u32
            + self.elder_sign as u32
    }

    /// Whether there is nothing.
    pub const fn is_empty(&self) -> bool {
        self.total() == 0
    }
}

schema! {
/// What a space or effect costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(from = "CostToml")]
pub struct Cost {
    /// Fixed resources (treasure, blood, magic, spellbooks, Elder Signs).
    pub res: Res,
    /// Basic resources in any mix (a white circle).
    pub basic: u8,
    /// Acolytes to sacrifice (sent to the asylum), never the placed cultist.
    pub sacrifice: u8,
}
}

impl Cost {
    /// A free space.
    pub const FREE: Cost = Cost { res: Res::ZERO, basic: 0, sacrifice: 0 };

    /// Whether nothing is paid.
    pub const fn is_free(&self) -> bool {
        self.res.is_empty() && self.basic == 0 && self.sacrifice == 0
    }
}

schema! {
/// What a Chamber storage slot accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StorageKind {
    /// One resource only.
    Only(Resource),
    /// Any resource (a white circle on a Chamber card).
    Any,
}
}

schema! {
/// Storage on a Chamber card: a kind and how many units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(from = "StorageToml")]
pub struct Storage {
    /// What it accepts.
    pub kind: StorageKind,
    /// How many units.
    pub amount: u8,
}
}

schema! {
/// The three Evolution stages of the Opener of the Way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Mutant (passive raid defense 2).
    Mutant,
    /// Abomination (defense 3; may stand in for a spellbook).
    Abomination,
    /// Spawn of Yog-Sothoth (defense 4; may stand in for a spellbook).
    Spawn,
}
}

impl Stage {
    /// The stages in track order.
    pub const ALL: [Stage; 3] = [Stage::Mutant, Stage::Abomination, Stage::Spawn];
}

schema! {
/// Where a Skulk may move its cultist at the end of the Action phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SkulkKind {
    /// Any town location that allows it (not Providence), ignoring occupancy.
    Town,
    /// The Start space of any ritual, paying its cost.
    Ritual,
    /// Either a town Skulk or a ritual Skulk.
    Flex,
    /// A Flex Skulk that resolves first and claims its target against every other Skulk.
    Block,
    /// Any unlocked reusable action space of the cult board, ignoring occupancy.
    Cult,
}
}

schema! {
/// A condition on using a space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Requirement {
    /// No condition.
    #[default]
    None,
    /// The player has a cultist on a Skulk space (town or cult board).
    Skulking,
    /// The player owns at least this many Elder Signs.
    ElderSigns(u8),
    /// The player has an acolyte on this Evolution stage.
    Evolved(Stage),
    /// The first Investigator raid of the game has happened (the ritual board is open).
    AfterFirstRaid,
}
}

schema! {
/// One effect, as printed on a space or card. Effects that need a decision stop the engine with
/// a prompt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// Gain resources.
    Gain(Res),
    /// Gain one of the face-up Chambers.
    Chamber,
    /// Chant: gain a Chamber; with a full sanctum, redistribute and optionally replace one.
    Chant,
    /// Gain a Monster (generic pile or the face-up unique ones).
    Monster,
    /// Black Goat: after the raid of this space, gain a monster into an empty lair only.
    FreeMonster,
    /// Move up to this many acolytes from the asylum to Escape.
    Rescue(u8),
    /// Move up to this many acolytes from the asylum straight to the cultist pool.
    Recover(u8),
    /// Take the First Player marker (first player next round).
    FirstPlayer,
    /// An Investigator raid with this many dice.
    Raid(u8),
    /// Cthulhu: take control of the Shoggoth.
    TakeShoggoth,
    /// Cthulhu: sacrifice the Shoggoth to remove a chosen available Elder Sign without paying.
    ShoggothRemove,
    /// Cthulhu: gain as many of a resource as the Deep One track shows.
    DeepOne(Resource),
    /// Tcho-Tcho: move the Growth track forward.
    Growth(u8),
    /// Crawling Chaos: the placed acolyte goes to worship Azathoth.
    Worship,
    /// Opener of the Way: the placed acolyte becomes a Mutant.
    Mutate,
    /// Opener of the Way: move one of your Evolution acolytes one stage on.
    Evolve,
    /// The placed cultist skulks: it moves at the end of the Action phase.
    Skulk(SkulkKind),
    /// Use the ability of your Priest card.
    PriestAbility,
    /// Byakhee: steal a spellbook from another player.
    StealSpellbook,
    /// Dimensional Shambler: trap an acolyte from another player's pool on this card.
    TrapCultist,
    /// Ghoul: send an acolyte from another player's pool to that player's asylum.
    StrikePool,
    /// Fungi from Yuggoth: send another player's acolyte on an action space to that player's asylum.
    StrikeBoard,
    /// A rule the vocabulary cannot express, implemented in the `evil-priest` crate.
    Custom(Hook),
}
}

schema! {
/// Which of a player's cultists may use a space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    /// Priest or acolyte.
    Any,
    /// Only the player's own priest.
    Priest,
    /// Only acolytes.
    Acolyte,
}
}

schema! {
/// One of the five action spaces on each player's priest board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PriestSpaceDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Its place on the board, 1–5 (the table is in this order).
    pub number: u8,
    /// Who may use it (only the board's owner ever may).
    pub who: Who,
    /// Cost.
    #[serde(default)]
    pub cost: Cost,
    /// Effects.
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// Usable only after the first Investigator raid of the game.
    #[serde(default)]
    pub after_first_raid: bool,
    /// Holds any number of cultists (Escape).
    #[serde(default)]
    pub unlimited: bool,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A town-board action space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TownSpaceDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Printed number (1–13); the table is in this order.
    pub number: u8,
    /// Cost.
    #[serde(default)]
    pub cost: Cost,
    /// Effects.
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// Cultists it holds with 2–4 players.
    #[serde(default = "one")]
    pub capacity: u8,
    /// Cultists it holds with 5 players.
    #[serde(default)]
    pub capacity_5p: u8,
    /// Whether a town Skulk may move here.
    #[serde(default = "read::yes")]
    pub skulk_target: bool,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A ritual track: placing on its Start pays `cost`; each Preparation moves the cultist one
/// space on and gives that space's reward.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RitualDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Printed number (1–5); the table is in this order.
    pub number: u8,
    /// Cost of the Start space.
    #[serde(default)]
    pub cost: Cost,
    /// Rewards of the spaces after Start, in order; the last is the Final space.
    #[serde(deserialize_with = "read::slices")]
    pub steps: &'static [&'static [Effect]],
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A Chamber card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChamberDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Copies in the 40-card deck.
    pub copies: u8,
    /// How much it weakens a raid.
    pub defense: u8,
    /// What it stores.
    #[serde(deserialize_with = "read::slice")]
    pub storage: &'static [Storage],
    /// Effects when it is placed in a sanctum.
    #[serde(default, deserialize_with = "read::slice")]
    pub on_gain: &'static [Effect],
    /// Effects in every Preparation phase.
    #[serde(default, deserialize_with = "read::slice")]
    pub preparation: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}
}

impl ChamberDef {
    /// Total storage in units.
    pub fn capacity(&self) -> u32 {
        self.storage.iter().map(|slot| u32::from(slot.amount)).sum()
    }
}

schema! {
/// Which Monster deck a card belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MonsterDeck {
    /// The core game's identical monsters (a pile, no display).
    Generic,
    /// The expansion's unique monsters (three face up).
    Unique,
}
}

schema! {
/// When a monster's ability works.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MonsterTrigger {
    /// No ability.
    #[default]
    None,
    /// When it is placed in a lair.
    OnGain,
    /// When its owner discards it on their turn, before placing a cultist.
    Discard,
    /// In every Preparation phase.
    Preparation,
    /// When it is sacrificed during a raid (after the raid).
    RaidSacrifice,
}
}

schema! {
/// A Monster card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MonsterDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Its deck.
    pub deck: MonsterDeck,
    /// Copies in its deck.
    #[serde(default = "one")]
    pub copies: u8,
    /// Raid reduction when sacrificed.
    pub defense: u8,
    /// When its ability works.
    #[serde(default)]
    pub trigger: MonsterTrigger,
    /// The ability.
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// An Investigator card (expansion): it changes the raid it leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InvestigatorDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Change to the number of dice (at least one die is rolled).
    #[serde(default)]
    pub dice: i8,
    /// Change to the raid strength (the cap of 18 still holds).
    #[serde(default)]
    pub strength: i8,
    /// The Defense of each player's first Chamber counts as 0.
    #[serde(default)]
    pub skip_first_chamber: bool,
    /// Raid strength each acolyte in the asylum or on Escape takes off (1 unless changed; 0: no
    /// asylum defense).
    #[serde(default = "one")]
    pub asylum_defense: u8,
    /// What one Cultist Strike blocks in this raid.
    #[serde(default = "two")]
    pub acolyte_strike: u8,
    /// The raid goes through each sanctum from its far end: the last Chamber first (exposed
    /// resources are still lost first).
    #[serde(default)]
    pub far_end_first: bool,
    /// Elder Signs are safe from this raid.
    #[serde(default)]
    pub spares_elder_signs: bool,
    /// Only the players with the most victory points are raided.
    #[serde(default)]
    pub leaders_only: bool,
    /// Post-Raid ability: effects for the player who launched the raid, once it ends.
    #[serde(default, deserialize_with = "read::slice")]
    pub post_raid: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A Priest card (expansion): a once-per-game ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PriestDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// What it needs.
    #[serde(default)]
    pub requires: Requirement,
    /// The ability.
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// The Preparation-phase power of an Avatar of Nyarlathotep.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AvatarPower {
    /// Take any acolyte out of the Azathoth pool, then gain the avatar's reward.
    Howler,
    /// Put one of your acolytes from the Azathoth pool on a free ritual Start space.
    BloatedWoman,
    /// Send an acolyte from another player's pool to Azathoth, then gain the reward.
    DarkPharaoh,
    /// Gain a monster if you have none.
    Haunter,
}
}

schema! {
/// An Avatar card of the Crawling Chaos.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AvatarDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Its section of the board (1–4).
    pub section: u8,
    /// Its power.
    pub power: AvatarPower,
    /// What its owner gains with the power.
    #[serde(default)]
    pub reward: Res,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// How a cult-board Elder Sign space works.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NodeKind {
    /// Shattering unlocks an action space any player may use afterwards.
    Reusable,
    /// Shattering activates it at once; nobody may use it again.
    OneShot,
    /// Tcho-Tcho: fired by the Growth track, never shattered by placement.
    Growth,
}
}

schema! {
/// One of the 13 Elder Sign spaces of a cult board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CultNodeDef {
    /// Id, unique within the board.
    pub id: &'static str,
    /// English name (the printed letter or title).
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Its kind.
    pub kind: NodeKind,
    /// Available from the start.
    #[serde(default)]
    pub start: bool,
    /// Indices of the spaces its arrows lead to.
    #[serde(default, deserialize_with = "node_links")]
    pub links: &'static [u8],
    /// Shatter cost.
    #[serde(default)]
    pub cost: Cost,
    /// What shattering needs besides availability.
    #[serde(default)]
    pub requires: Requirement,
    /// One-shot: effects on shattering. Growth: effects after the Elder Sign is given.
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// Reusable: cost of the action space.
    #[serde(default)]
    pub action_cost: Cost,
    /// Reusable: effects of the action space.
    #[serde(default, deserialize_with = "read::slice")]
    pub action: &'static [Effect],
    /// Reusable: only acolytes may use the action space.
    #[serde(default)]
    pub acolyte_only: bool,
    /// Reusable: what using the action space needs.
    #[serde(default)]
    pub action_requires: Requirement,
    /// Crawling Chaos: index into [`AVATARS`] of the Avatar its shatterer takes.
    #[serde(default, deserialize_with = "avatar_ref")]
    pub avatar: Option<u8>,
    /// Growth: the track value that fires it.
    #[serde(default)]
    pub trigger: u8,
    /// Growth: the resource whose majority holder gets the Elder Sign.
    #[serde(default)]
    pub majority: Option<Resource>,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// Special rules a cult board switches on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CultRule {
    /// Great Cthulhu: Shoggoth and the Deep One track.
    Cthulhu,
    /// Black Goat: free monsters.
    BlackGoat,
    /// Crawling Chaos: Azathoth pool and Avatars.
    CrawlingChaos,
    /// Opener of the Way: every space is a start space; the Evolution track.
    Opener,
    /// The Sleeper: Skulk spaces.
    Sleeper,
    /// Tcho-Tcho: the Growth track.
    TchoTcho,
}
}

schema! {
/// A cult board side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CultBoardDef {
    /// Stable id (`cthulhu`, `black-goat`, ...).
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Needs *The Blood Ceremony*.
    #[serde(default)]
    pub expansion: bool,
    /// Its special rules.
    pub rule: CultRule,
    /// The 13 Elder Sign spaces.
    #[serde(rename = "node", deserialize_with = "read::slice")]
    pub nodes: &'static [CultNodeDef],
    /// Where the values come from (the board as a whole).
    pub source: Source,
}
}

schema! {
/// The game's numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesDef {
    /// Acolytes per player.
    pub acolytes: u8,
    /// Acolytes in the pool at the start (the rest start in the asylum).
    pub start_pool: u8,
    /// Asylum seats.
    pub asylum: u8,
    /// Monster lairs.
    pub lairs: u8,
    /// Chamber spaces.
    pub chamber_slots: u8,
    /// Face-up cards per display.
    pub display: u8,
    /// Most raid strength.
    pub raid_cap: u8,
    /// Raid strength one Cultist Strike blocks.
    pub acolyte_strike: u8,
    /// Raid strength the Shoggoth blocks.
    pub shoggoth_block: u8,
    /// Passive raid defense of each Evolution stage.
    pub evolution_defense: [u8; 3],
    /// Azathoth acolytes per player at which everybody loses.
    pub azathoth_loss_per_player: u8,
    /// Victory points per Elder Sign, spellbook, magic and blood.
    #[serde(deserialize_with = "points")]
    pub points: [u8; 4],
    /// Victory points for the most treasure (all tied players).
    pub treasure_majority: u8,
    /// Generic monster cards.
    pub generic_monsters: u8,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A rule the effect vocabulary cannot express, run by name (`{ custom = "shan-queen" }`). The
/// `evil-priest` crate matches every variant, so a hook without an implementation does not
/// compile; a new hook is a variant here, its `[[hook]]` table in the TOML and its code there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hook {
    /// The Federal Agent's Post-Raid: the raider picks an opponent who moves 1 acolyte from the
    /// pool to Escape.
    FederalAgent,
    /// The Shan Queen: every opponent holding magic gives 1.
    ShanQueen,
    /// John Scott: ritual placements earn 2 treasure this round.
    JohnScott,
    /// The Howler (Avatar power; the engine runs it, no card names it).
    AvatarHowler,
    /// The Bloated Woman (Avatar power).
    AvatarBloatedWoman,
    /// The Dark Pharaoh (Avatar power).
    AvatarDarkPharaoh,
    /// The Haunter (Avatar power).
    AvatarHaunter,
}
}

impl Hook {
    /// The hook's name as the TOML writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Hook::FederalAgent => "federal-agent",
            Hook::ShanQueen => "shan-queen",
            Hook::JohnScott => "john-scott",
            Hook::AvatarHowler => "avatar-howler",
            Hook::AvatarBloatedWoman => "avatar-bloated-woman",
            Hook::AvatarDarkPharaoh => "avatar-dark-pharaoh",
            Hook::AvatarHaunter => "avatar-haunter",
        }
    }
}

schema! {
/// A `[[hook]]` table: a hook that cards use, with the rule it implements in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HookDef {
    /// The hook.
    pub name: Hook,
    /// The rule it implements.
    pub rule: &'static str,
}
}

/// Defaults and the shapes the TOML writes that differ from the tables' own.
#[cfg(feature = "read")]
fn one() -> u8 {
    1
}

#[cfg(feature = "read")]
fn two() -> u8 {
    2
}

/// A cost as written: `{ magic = 2, basic = 1, sacrifice = 1 }`.
#[cfg(feature = "read")]
#[derive(Deserialize)]
#[serde(default, deny_unknown_fields)]
#[derive(Default)]
struct CostToml {
    treasure: u8,
    blood: u8,
    magic: u8,
    spellbook: u8,
    elder_sign: u8,
    basic: u8,
    sacrifice: u8,
}

#[cfg(feature = "read")]
impl From<CostToml> for Cost {
    fn from(c: CostToml) -> Cost {
        let res = Res {
            treasure: c.treasure,
            blood: c.blood,
            magic: c.magic,
            spellbook: c.spellbook,
            elder_sign: c.elder_sign,
        };
        Cost { res, basic: c.basic, sacrifice: c.sacrifice }
    }
}

/// A storage slot as written: one kind and its amount, `{ blood = 2 }` or `{ any = 3 }`.
#[cfg(feature = "read")]
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum StorageToml {
    Any(u8),
    Treasure(u8),
    Blood(u8),
    Magic(u8),
    Spellbook(u8),
    ElderSign(u8),
}

#[cfg(feature = "read")]
impl From<StorageToml> for Storage {
    fn from(slot: StorageToml) -> Storage {
        let (kind, amount) = match slot {
            StorageToml::Any(n) => (StorageKind::Any, n),
            StorageToml::Treasure(n) => (StorageKind::Only(Resource::Treasure), n),
            StorageToml::Blood(n) => (StorageKind::Only(Resource::Blood), n),
            StorageToml::Magic(n) => (StorageKind::Only(Resource::Magic), n),
            StorageToml::Spellbook(n) => (StorageKind::Only(Resource::Spellbook), n),
            StorageToml::ElderSign(n) => (StorageKind::Only(Resource::ElderSign), n),
        };
        Storage { kind, amount }
    }
}

/// Victory points as written: `{ elder_sign = 10, spellbook = 5, magic = 2, blood = 1 }`.
#[cfg(feature = "read")]
fn points<'de, D: serde::Deserializer<'de>>(d: D) -> Result<[u8; 4], D::Error> {
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Points {
        elder_sign: u8,
        spellbook: u8,
        magic: u8,
        blood: u8,
    }
    let p = Points::deserialize(d)?;
    Ok([p.elder_sign, p.spellbook, p.magic, p.blood])
}

/// The node ids a cult-board space links to, as positions on its board.
#[cfg(feature = "read")]
fn node_links<'de, D: serde::Deserializer<'de>>(d: D) -> Result<&'static [u8], D::Error> {
    let ids = Vec::<String>::deserialize(d)?;
    let mut links = Vec::with_capacity(ids.len());
    for id in &ids {
        let index = read::resolve(NODE, id).map_err(serde::de::Error::custom)?;
        links.push(u8::try_from(index).map_err(serde::de::Error::custom)?);
    }
    Ok(links.leak())
}

/// An Avatar's id, as its position in the Avatar table (sorted by id).
#[cfg(feature = "read")]
fn avatar_ref<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    let Some(id) = Option::<String>::deserialize(d)? else { return Ok(None) };
    let index = read::resolve(AVATAR, &id).map_err(serde::de::Error::custom)?;
    u8::try_from(index).map(Some).map_err(serde::de::Error::custom)
}

/// The reference scope of a board's node ids (`links`), set by the compiler per board.
pub const NODE: read::Scope = read::Scope { what: "node", within: " on this board" };
/// The reference scope of the Avatar ids (`avatar`), set by the compiler.
pub const AVATAR: read::Scope = read::Scope { what: "avatar", within: "" };
