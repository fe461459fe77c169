//! Actions (every decision a seat makes) and events (what happened).

use content::evil_priest::Res;
use smallvec::SmallVec;

/// Priest or acolyte.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Cultist {
    /// The player's priest.
    #[cfg_attr(feature = "serde", serde(alias = "Priest"))]
    Priest,
    /// One of the player's acolytes.
    #[cfg_attr(feature = "serde", serde(alias = "Acolyte"))]
    Acolyte,
}

/// An action space a cultist can be placed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Space {
    /// A space of the acting player's own priest board (index into `PRIEST_SPACES`).
    #[cfg_attr(feature = "serde", serde(alias = "Priest"))]
    Priest(u8),
    /// A town space (index into `TOWN`).
    #[cfg_attr(feature = "serde", serde(alias = "Town"))]
    Town(u8),
    /// The Start space of a ritual (index into `RITUALS`).
    #[cfg_attr(feature = "serde", serde(alias = "Ritual"))]
    Ritual(u8),
    /// A cult-board Elder Sign hexagon: shatter it.
    #[cfg_attr(feature = "serde", serde(alias = "Hex"))]
    Hex(u8),
    /// The action space a reusable Elder Sign unlocked.
    #[cfg_attr(feature = "serde", serde(alias = "CultAction"))]
    CultAction(u8),
}

/// Where a placed cultist stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Spot {
    /// On its owner's priest board.
    #[cfg_attr(feature = "serde", serde(alias = "Priest"))]
    Priest(u8),
    /// On a town space.
    #[cfg_attr(feature = "serde", serde(alias = "Town"))]
    Town(u8),
    /// On a ritual track (step 0 is Start).
    #[cfg_attr(feature = "serde", serde(alias = "Ritual"))]
    Ritual {
        /// The ritual.
        track: u8,
        /// The space on it.
        step: u8,
    },
    /// On a cult-board hexagon.
    #[cfg_attr(feature = "serde", serde(alias = "Hex"))]
    Hex(u8),
    /// On a cult-board action space.
    #[cfg_attr(feature = "serde", serde(alias = "CultAction"))]
    CultAction(u8),
}

/// Where an acolyte used for a sacrifice or a Cultist Strike comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AcolyteFrom {
    /// The cultist pool.
    #[cfg_attr(feature = "serde", serde(alias = "Pool"))]
    Pool,
    /// An action space.
    #[cfg_attr(feature = "serde", serde(alias = "Spot"))]
    Spot(Spot),
}

/// How a cost is paid where there is a choice: the mix of basic resources, Abominations and
/// Spawn standing in for spellbooks, and the sacrificed acolyte. Fixed resources are paid from
/// exposed resources first, then from Chambers 1 to 7.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pay {
    /// Treasure, blood and magic paid for the "any basic resource" part.
    pub basic: [u8; 3],
    /// Abominations and Spawn discarded instead of spellbooks.
    pub books: [u8; 2],
    /// The acolyte sacrificed, if the cost has a sacrifice.
    pub sacrifice: Option<AcolyteFrom>,
}

/// How resources are redistributed after gaining a Chamber.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Plan {
    /// Leave everything where it is.
    #[cfg_attr(feature = "serde", serde(alias = "Keep"))]
    Keep,
    /// Move exposed resources into free storage, most valuable first, deepest Chamber first.
    #[cfg_attr(feature = "serde", serde(alias = "StoreExposed"))]
    StoreExposed,
    /// Take everything up and store it again, most valuable first, deepest Chamber first.
    #[cfg_attr(feature = "serde", serde(alias = "Repack"))]
    Repack,
    /// Take everything up and choose what each Chamber holds, Chamber 1 first
    /// ([`Action::Store`] answers); whatever is left stays exposed.
    #[cfg_attr(feature = "serde", serde(alias = "Arrange"))]
    Arrange,
}

/// An Abomination or Spawn of Yog-Sothoth on the Evolution track (Opener of the Way), which
/// stands in for a spellbook.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StandIn {
    /// An Abomination.
    #[cfg_attr(feature = "serde", serde(alias = "Abomination"))]
    Abomination,
    /// A Spawn of Yog-Sothoth.
    #[cfg_attr(feature = "serde", serde(alias = "Spawn"))]
    Spawn,
}

/// The Evolution stage an acolyte moves on from (Opener of the Way).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Evolving {
    /// A Mutant becomes an Abomination.
    #[cfg_attr(feature = "serde", serde(alias = "Mutant"))]
    Mutant,
    /// An Abomination becomes a Spawn of Yog-Sothoth.
    #[cfg_attr(feature = "serde", serde(alias = "Abomination"))]
    Abomination,
}

/// Any decision a seat can make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Action {
    /// Place a cultist from the pool on a space, paying its cost this way.
    #[cfg_attr(feature = "serde", serde(alias = "Place"))]
    Place {
        /// Priest or acolyte.
        cultist: Cultist,
        /// The space.
        space: Space,
        /// The payment choices.
        pay: Pay,
    },
    /// Before placing: discard a monster from a lair (its discard ability triggers).
    #[cfg_attr(feature = "serde", serde(alias = "DiscardMonster"))]
    DiscardMonster {
        /// The lair.
        lair: u8,
    },
    /// After shattering a reusable space: move onto its action space and use it.
    #[cfg_attr(feature = "serde", serde(alias = "UseAction"))]
    UseAction {
        /// The payment choices.
        pay: Pay,
    },
    /// After shattering a reusable space: stay on the hexagon.
    #[cfg_attr(feature = "serde", serde(alias = "DeclineAction"))]
    DeclineAction,
    /// Take a face-up Chamber into a sanctum slot (replacing the Chamber there, if any).
    #[cfg_attr(feature = "serde", serde(alias = "TakeChamber"))]
    TakeChamber {
        /// The display slot.
        display: u8,
        /// The sanctum slot (0-based).
        slot: u8,
    },
    /// Do not take a Chamber (only with a full sanctum).
    #[cfg_attr(feature = "serde", serde(alias = "DeclineChamber"))]
    DeclineChamber,
    /// Redistribute resources.
    #[cfg_attr(feature = "serde", serde(alias = "Redistribute"))]
    Redistribute(Plan),
    /// While arranging resources ([`Plan::Arrange`]): what the Chamber being filled holds, in
    /// the order treasure, blood, magic, spellbooks, Elder Signs.
    #[cfg_attr(feature = "serde", serde(alias = "Store"))]
    Store([u8; 5]),
    /// Take a monster into a lair (discarding the monster there, if any).
    #[cfg_attr(feature = "serde", serde(alias = "TakeMonster"))]
    TakeMonster {
        /// The display slot (0 for the generic pile).
        display: u8,
        /// The lair.
        lair: u8,
    },
    /// Do not take the monster (only with full lairs).
    #[cfg_attr(feature = "serde", serde(alias = "DeclineMonster"))]
    DeclineMonster,
    /// Choose a player (target, tie-break, Howler, Pharaoh).
    #[cfg_attr(feature = "serde", serde(alias = "ChoosePlayer"))]
    ChoosePlayer(u8),
    /// Byakhee on the Opener of the Way board: destroy another player's Abomination or Spawn
    /// instead of stealing a spellbook (the Byakhee's owner gains a spellbook).
    #[cfg_attr(feature = "serde", serde(alias = "DestroyStandIn"))]
    DestroyStandIn {
        /// Its owner.
        seat: u8,
        /// Which one.
        stand_in: StandIn,
    },
    /// Choose another player's acolyte on a space (Fungi from Yuggoth).
    #[cfg_attr(feature = "serde", serde(alias = "ChooseAcolyte"))]
    ChooseAcolyte {
        /// Its owner.
        seat: u8,
        /// Where it stands.
        spot: Spot,
    },
    /// Choose a cult node (Shoggoth removal).
    #[cfg_attr(feature = "serde", serde(alias = "ChooseNode"))]
    ChooseNode(u8),
    /// Choose a ritual Start (Bloated Woman).
    #[cfg_attr(feature = "serde", serde(alias = "ChooseRitual"))]
    ChooseRitual(u8),
    /// Decline an optional choice (Bloated Woman).
    #[cfg_attr(feature = "serde", serde(alias = "Decline"))]
    Decline,
    /// Move an Evolution acolyte of this stage one stage on.
    #[cfg_attr(feature = "serde", serde(alias = "Evolve"))]
    Evolve(Evolving),
    /// Resolve a Skulk onto a space, paying its cost this way.
    #[cfg_attr(feature = "serde", serde(alias = "SkulkTo"))]
    SkulkTo {
        /// The target.
        space: Space,
        /// The payment choices.
        pay: Pay,
    },
    /// Let a Skulk stay (it returns in Preparation).
    #[cfg_attr(feature = "serde", serde(alias = "StaySkulk"))]
    StaySkulk,
    /// Raid: send an acolyte to the asylum (Cultist Strike).
    #[cfg_attr(feature = "serde", serde(alias = "Strike"))]
    Strike(AcolyteFrom),
    /// Raid: sacrifice a monster (Monster Strike).
    #[cfg_attr(feature = "serde", serde(alias = "SacrificeMonster"))]
    SacrificeMonster {
        /// The lair.
        lair: u8,
    },
    /// Raid: sacrifice the Shoggoth (Special Strike).
    #[cfg_attr(feature = "serde", serde(alias = "SacrificeShoggoth"))]
    SacrificeShoggoth,
    /// Raid: let the raid go on.
    #[cfg_attr(feature = "serde", serde(alias = "Continue"))]
    Continue,
}

/// Every text of [`Event::AcolyteMoved`] (what happened to the acolytes), for people.
pub const ACOLYTE_MOVES: [&str; 16] = [
    "became a Mutant",
    "destroyed by the Byakhee (to the asylum)",
    "evolved one stage",
    "moved from the Azathoth pool to a ritual",
    "recovered from the asylum to the pool",
    "released from the Shambler to the pool",
    "rescued from the asylum to Escape",
    "sacrificed to the asylum",
    "sent from a space to the asylum",
    "sent from the pool to Escape",
    "sent from the pool to the asylum",
    "sent to worship Azathoth",
    "struck the raid (to the asylum)",
    "taken out of the Azathoth pool to the asylum",
    "trapped on the Dimensional Shambler",
    "went to worship Azathoth",
];

/// A fixed text. Spelled as an alias so serde does not borrow it from the input: it is read
/// back as one of the known texts, and an event read from JSON owns nothing of the JSON.
type Text = &'static str;

/// Something that happened.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Event {
    /// A round began.
    RoundStarted {
        /// Round number.
        round: u16,
        /// Its first player.
        first: u8,
    },
    /// A cultist was placed.
    Placed {
        /// Owner.
        seat: u8,
        /// Priest or acolyte.
        cultist: Cultist,
        /// Where.
        space: Space,
    },
    /// Resources were paid.
    Paid {
        /// Who.
        seat: u8,
        /// What.
        res: Res,
    },
    /// Resources were gained.
    Gained {
        /// Who.
        seat: u8,
        /// What.
        res: Res,
    },
    /// An Elder Sign was shattered (taken from node).
    Shattered {
        /// Who.
        seat: u8,
        /// The node.
        node: u8,
    },
    /// A Chamber went into a sanctum.
    ChamberTaken {
        /// Who.
        seat: u8,
        /// Index into `CHAMBERS`.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::chamber_id"))]
        card: u8,
        /// Sanctum slot.
        slot: u8,
    },
    /// A monster went into a lair.
    MonsterTaken {
        /// Who.
        seat: u8,
        /// Index into `MONSTERS`.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::monster_id"))]
        card: u8,
    },
    /// A monster left a lair for the discard pile.
    MonsterDiscarded {
        /// Who.
        seat: u8,
        /// Index into `MONSTERS`.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::monster_id"))]
        card: u8,
    },
    /// Acolytes moved between places (asylum, Escape, pool, Azathoth, trapped, Evolution).
    AcolyteMoved {
        /// Owner.
        seat: u8,
        /// What happened, for people: one of [`ACOLYTE_MOVES`].
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::acolyte_moved"))]
        what: Text,
    },
    /// The First Player marker moved.
    FirstPlayer {
        /// New holder.
        seat: u8,
    },
    /// A raid began.
    RaidStarted {
        /// Dice rolled.
        rolls: SmallVec<[u8; 4]>,
        /// Index into `INVESTIGATORS`.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::opt_investigator_id"))]
        investigator: Option<u8>,
        /// Raid strength.
        strength: u8,
    },
    /// A player's personal raid strength after asylum defense.
    RaidDefended {
        /// Who.
        seat: u8,
        /// Personal strength.
        strength: u8,
    },
    /// Resources were destroyed by a raid.
    Destroyed {
        /// Whose.
        seat: u8,
        /// What.
        res: Res,
    },
    /// A raid ended.
    RaidEnded,
    /// The Shoggoth changed hands (`None`: back on the board).
    Shoggoth {
        /// New controller.
        seat: Option<u8>,
    },
    /// The Growth track moved.
    Growth {
        /// New value.
        value: u8,
    },
    /// The game ended.
    GameOver {
        /// Why.
        end: crate::state::End,
    },
}
