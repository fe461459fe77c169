//! The game state: plain `Copy` data (fixed-capacity zones, ids into the content tables) plus the
//! game's [`GameRng`].
//!
//! What the table shows is public: fields an app may read directly (hands, the play areas, the
//! row, the map, the research track, resources, the current question). What no seat may see is
//! private (`pub(crate)`), so an app cannot peek at it by accident; read accessors give what the
//! table shows of it (how many cards, the visible top):
//!
//! | private field | what it hides | public accessor |
//! |---|---|---|
//! | [`Player`] `deck` | the order and contents of a player's deck | [`Player::deck_len`] |
//! | [`Player`] `idols`, `slots` | which idols lie face down in the crates and slots | [`Player::idol_count`], [`Player::slot_filled`] |
//! | [`SiteState`] `idol_down` | the face-down idol on a level II spot | [`SiteState::has_idol_down`] |
//! | [`State`] `item_deck`, `artifact_deck` | the supply decks | [`State::item_deck_len`], [`State::artifact_deck_len`] |
//! | [`State`] `site_stacks`, `guardian_stack` | the face-down site tiles and guardians | [`State::site_stack_len`], [`State::guardian_stack_len`] |
//! | [`State`] `assistant_stacks`, `rescue_stack` | the assistants below the face-up tops | [`State::assistant_stack_top`], [`State::assistant_stack_len`], [`State::rescue_stack_top`], [`State::rescue_stack_len`] |
//! | [`State`] `temple_bonus`, `bonus_box` | the Lost-Temple bonus stack and the unused bonus tiles | [`State::temple_bonus_len`] |
//! | [`State`] `idol_exile` | which idols were removed face down | [`State::idol_exile_len`] |
//! | [`Rival`] `stack`, `pile` | the Rival's face-down decision stack and "−1" idols | [`Rival::stack_len`], [`Rival::pile_len`] |
//! | [`State`] `rng` | the generator (every future shuffle and draw) | none |
//!
//! A seat's whole picture is [`crate::View`]. Tests that rig a hidden part use the `testing`
//! module (feature `testing`): its accessors (`deck()`, `deck_mut()`, `item_deck_mut()`, ...)
//! and its helpers (`set_deck`, `set_deck_top`, ...), which keep the
//! conservation invariants that [`tabletop_core::Game::check_invariants`] checks. Saves (feature
//! `serde`) still hold everything, private fields included, under the same names.
//!
//! From outside the crate a hidden field does not compile:
//!
//! ```compile_fail
//! use tabletop_core::{Game, game::Options};
//! let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
//! let _top = state.players[0].deck.last();
//! ```
//!
//! ```compile_fail
//! use tabletop_core::{Game, game::Options};
//! let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
//! let _next = state.item_deck.last();
//! ```
//!
//! ```compile_fail
//! use tabletop_core::{Game, game::Options};
//! let mut state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
//! let _roll = state.rng.below(6);
//! ```
//!
//! ```compile_fail
//! use tabletop_core::{Game, game::Options};
//! let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(1)).unwrap(), 7).unwrap();
//! let _next = state.rival.map(|r| r.stack);
//! ```
//!
//! The same reads through the accessors compile:
//!
//! ```
//! use tabletop_core::{Game, game::Options};
//! let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(1)).unwrap(), 7)?;
//! assert!(state.players[0].deck_len() <= 6);
//! assert!(state.item_deck_len() > 0);
//! assert!(state.rival.is_some_and(|r| r.stack_len() > 0));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use content::arnak::{Effect, MarkerChoice, Res, Resource, RowKind, SiteFilter};
use tabletop_core::GameRng;

use crate::data::{CardId, Icons};
use tabletop_core::resolve::Program;
use tabletop_core::zone::Inline;

/// Capacity of a player's deck, hand and play area (every item, artifact and Fear card fits).
pub const CARD_CAP: usize = 100;
/// Capacity of the shared decks and exile piles.
pub const PILE_CAP: usize = 128;
/// Most sites (base camps plus spots) a board may have.
pub const MAX_SITES: usize = 24;
/// Most research spaces a board may have.
pub const MAX_SPACES: usize = 24;
/// Most bonus tiles on one research space.
pub const MAX_BONUS_PER_SPACE: usize = 3;
/// Most idol slots on a player board.
pub const MAX_IDOL_SLOTS: usize = 4;
/// Most assistant slots on a player board.
pub const MAX_ASSISTANTS: usize = 4;
/// Most players.
pub const MAX_PLAYERS: usize = 4;

/// Which board side is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Side {
    /// The Bird Temple (first games).
    #[default]
    Bird,
    /// The Snake Temple (advanced).
    Snake,
}

impl Side {
    /// The board id in `content::arnak::BOARDS`.
    pub fn id(self) -> &'static str {
        match self {
            Side::Bird => "bird",
            Side::Snake => "snake",
        }
    }
}

/// A validated configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Config {
    /// 1 (solo against the Rival) to 4.
    pub players: u8,
    /// The board side.
    pub side: Side,
    /// Solo difficulty: the number of red Rival tiles (0 to 5).
    pub difficulty: u8,
}

/// A research marker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Marker {
    /// The magnifying glass.
    #[default]
    Magnifier,
    /// The notebook.
    Notebook,
}

/// Where a research marker stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pos {
    /// Below the track.
    #[default]
    Start,
    /// A research space (index into the board's `research.spaces`).
    Space(u8),
    /// A Lost Temple slot (0 = leftmost).
    Temple(u8),
}

/// A card zone a player may pick a card from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Zone {
    /// The hand.
    #[default]
    Hand,
    /// The play area.
    Play,
}

/// What stands on an archaeologist space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Occupant {
    /// The space does not exist (a one-space site's second space).
    #[default]
    None,
    /// Free.
    Free,
    /// Covered by a blocking tile: ignored for the whole game.
    Blocked,
    /// A player's archaeologist (seat number).
    Player(u8),
    /// One of the solo Rival's archaeologists.
    Rival,
}

/// A base-camp site or a site spot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub struct SiteState {
    /// The archaeologist spaces.
    pub spaces: [Occupant; 2],
    /// The site tile on a discovered spot (index into `SITE_TILES`); `None` on base camps and
    /// undiscovered spots.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::site_tile::opt"))]
    pub tile: Option<u8>,
    /// The guardian on the site (index into `GUARDIANS`).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::guardian::opt"))]
    pub guardian: Option<u8>,
    /// The face-up idol on an undiscovered spot.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::idol::opt"))]
    pub idol_up: Option<u8>,
    /// The face-down idol on an undiscovered level II spot.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::idol::opt"))]
    pub(crate) idol_down: Option<u8>,
}

impl SiteState {
    /// Whether a face-down idol lies here (which one is hidden).
    #[inline]
    pub fn has_idol_down(&self) -> bool {
        self.idol_down.is_some()
    }
}

/// An assistant on a player board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub struct Assistant {
    /// Index into `ASSISTANTS`.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::assistant"))]
    pub id: u8,
    /// Gold side up.
    pub gold: bool,
    /// Turned (used this round).
    pub exhausted: bool,
}

/// An overcome guardian beside a player board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub struct Trophy {
    /// Index into `GUARDIANS`.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::guardian"))]
    pub id: u8,
    /// Its boon has been used (tile face down).
    pub used: bool,
}

/// One player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub struct Player {
    /// Resources.
    pub res: Res,
    /// Deck, bottom first (the last card is the top).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub(crate) deck: Inline<CardId, CARD_CAP>,
    /// Hand.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub hand: Inline<CardId, CARD_CAP>,
    /// Play area.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub play: Inline<CardId, CARD_CAP>,
    /// Archaeologists on the player board (the rest are on the map).
    pub archaeologists: u8,
    /// The magnifying glass.
    pub magnifier: Pos,
    /// The notebook.
    pub notebook: Pos,
    /// Idols in the supply crates (face down, not in a slot).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::idol::inline"))]
    pub(crate) idols: Inline<u8, 32>,
    /// Idol slots, left to right.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::idol::opt_array"))]
    pub(crate) slots: [Option<u8>; MAX_IDOL_SLOTS],
    /// Fear tokens.
    pub fear_tokens: u8,
    /// Assistants.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub assistants: Inline<Assistant, MAX_ASSISTANTS>,
    /// Overcome guardians.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub guardians: Inline<Trophy, 32>,
    /// Temple tiles taken, by value index (2, 6, 11).
    pub temple_tiles: [u8; 3],
    /// Passed this round.
    pub passed: bool,
    /// Guardian's Ocarina: every card travel icon counts as a plane until round end.
    pub planes: bool,
    /// War Mask: no Fear for guardian sites at the end of this round.
    pub no_guardian_fear: bool,
}

impl Player {
    /// Cards in the deck (their order and contents are hidden).
    #[inline]
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// Idols face down in the supply crates (which ones is hidden).
    #[inline]
    pub fn idol_count(&self) -> usize {
        self.idols.len()
    }

    /// Whether idol slot `slot` (0 = leftmost) holds an idol (which one is hidden).
    #[inline]
    pub fn slot_filled(&self, slot: usize) -> bool {
        self.slots.get(slot).is_some_and(Option::is_some)
    }
}

/// The current turn's bookkeeping.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub struct TurnState {
    /// The main action has been taken (or begun).
    pub main_used: bool,
    /// The main action is still resolving (its effects may ask questions).
    pub main_open: bool,
    /// The player passes at the end of this turn (Pass, or a "pass to gain" effect).
    pub passing: bool,
    /// Gained when the player passes at the end of this turn.
    pub pass_gain: Res,
    /// Unused travel provided this turn; lost at the end of the turn.
    pub pool: Icons,
}

/// Which part of the game is running.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// A player's turn ([`State::current`]).
    #[default]
    Turn,
    /// End of round, step 2: [`State::current`] may discard cards from hand.
    HandDiscard,
    /// The game is over.
    Over,
}

/// What a travel payment is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TravelFor {
    /// Digging at this space.
    Dig {
        /// Site index.
        site: u8,
        /// Space index.
        space: u8,
    },
    /// Discovering this spot, paying these compasses.
    Discover {
        /// Site index.
        site: u8,
        /// Compasses to pay.
        compass: u8,
    },
    /// Overcoming this site's guardian; `discard` cards must stay in hand for its discard cost.
    Guardian {
        /// Site index.
        site: u8,
        /// Cards to discard afterwards.
        discard: u8,
    },
    /// An effect's "provide travel, then …".
    Then {
        /// What the travel buys.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))]
        then: &'static [Effect],
    },
}

/// A question the current player must answer before anything else happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Prompt {
    /// Choose one option.
    Choose {
        /// The options.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::options"))]
        options: &'static [&'static [Effect]],
    },
    /// Choose `count` different options.
    ChooseSet {
        /// How many.
        count: u8,
        /// The options.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::options"))]
        options: &'static [&'static [Effect]],
    },
    /// Pay `cost` to resolve `then`, or decline.
    Pay {
        /// The price.
        cost: Res,
        /// What it buys.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))]
        then: &'static [Effect],
    },
    /// Provide travel.
    Travel {
        /// Icons needed.
        need: Icons,
        /// Icons the effect already provides.
        discount: Icons,
        /// What the travel is for.
        purpose: TravelFor,
        /// Whether the player may decline.
        optional: bool,
    },
    /// Exchange one resource for a rarer one, or decline.
    Upgrade {
        /// The allowed exchanges.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::upgrades"))]
        options: &'static [(Resource, Resource)],
    },
    /// Exile a card (or a Fear token), or decline.
    Exile,
    /// Discard a card from hand to the play area.
    Discard {
        /// What the discard buys.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))]
        then: &'static [Effect],
        /// Whether the player may decline (and forgo `then`).
        optional: bool,
    },
    /// Choose where an effect's archaeologist digs or discovers, or decline.
    DigTarget {
        /// Allowed sites.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::SiteFilterDef"))]
        filter: SiteFilter,
        /// Discovering is allowed.
        discover: bool,
        /// Travel the effect provides.
        travel_discount: Icons,
        /// Compasses less when discovering.
        compass_discount: u8,
    },
    /// Choose a site to activate.
    Activate {
        /// Allowed sites.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::SiteFilterDef"))]
        filter: SiteFilter,
        /// Only unoccupied sites.
        unoccupied: bool,
    },
    /// Move one of your archaeologists, then activate the new site (`twice`: two times).
    Move {
        /// Allowed destinations.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::SiteFilterDef"))]
        to: SiteFilter,
        /// Activate the destination twice (Passage Shell).
        twice: bool,
    },
    /// Move a guardian from a site where you are to an unoccupied site, then activate it.
    MoveGuardian,
    /// Return one of your archaeologists to your board, or decline.
    Return,
    /// Overcome a guardian for free, or decline.
    Overcome {
        /// Also at unoccupied sites.
        unoccupied_too: bool,
    },
    /// Research (move a marker or take a temple tile), or decline.
    Research {
        /// Which marker.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::MarkerChoiceDef"))]
        marker: MarkerChoice,
        /// Resources less to pay.
        discount: Res,
        /// No cost at all.
        free: bool,
    },
    /// A marker arrived on a space with bonus tiles: take one now or resolve the level first.
    Reward {
        /// The space.
        space: u8,
        /// The marker that arrived.
        marker: Marker,
    },
    /// Take one of the bonus tiles of this space (after the level effect).
    BonusAfter {
        /// The space.
        space: u8,
    },
    /// Take one tile of the Lost-Temple bonus stack.
    TempleBonus,
    /// Buy (or take) a card, or decline.
    Buy {
        /// Items or artifacts.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::RowKindDef"))]
        kind: RowKind,
        /// Coins or compasses less.
        discount: u8,
        /// Free of cost.
        free: bool,
        /// To hand instead of under the deck.
        to_hand: bool,
        /// To the top of the deck (Monkey Medallion).
        to_top: bool,
    },
    /// Resolve the just-bought artifact's effect now (no activation cost), or not.
    UseArtifact {
        /// The artifact.
        card: CardId,
    },
    /// Refresh one of your exhausted assistants.
    Refresh,
    /// Take the top assistant of a supply stack.
    GainAssistant,
    /// Upgrade one of your silver assistants.
    UpgradeAssistant,
    /// Crystal Earring: how many cards to draw.
    CrystalCount,
    /// Crystal Earring: which drawn card to keep.
    CrystalKeep,
    /// Crystal Earring: which drawn card to put on top of the deck, or none.
    CrystalTop,
    /// Obsidian Earring: draw 1 or 2 from the bottom.
    ObsidianCount,
    /// Obsidian Earring: which of the two to keep.
    ObsidianKeep,
    /// Decorated Horn: swap an assistant with a supply top, or decline.
    Horn,
    /// Ornate Hammer: take an exiled item, or decline.
    Hammer,
    /// Snake: rescue an assistant from the research-track stack.
    Rescue,
    /// Stone Key: return a slotted idol to the crates.
    StoneKey,
    /// Tent: activate a site where you have an archaeologist.
    Tent,
    /// Ancient Wine / Coconut Flask: use a supply assistant's effect.
    SupplyAssistant {
        /// Gold side (else silver).
        gold: bool,
    },
}

/// Work still to do after the current question is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Task {
    /// Nothing.
    #[default]
    Nop,
    /// Resolve the rest of an effect list.
    Effects(#[cfg_attr(feature = "serde", serde(with = "crate::wire::save::program"))] Program<Effect>),
    /// Discovery step 3: place the site tile and resolve its effect.
    RevealSite {
        /// The spot.
        site: u8,
    },
    /// Discovery step 4: place a guardian.
    PlaceGuardian {
        /// The spot.
        site: u8,
    },
    /// Resolve a research level's effect for a marker.
    Level {
        /// The level (1-based).
        level: u8,
        /// The marker.
        marker: Marker,
    },
    /// Offer the bonus tiles of a space after its level effect.
    BonusAfter {
        /// The space.
        space: u8,
    },
    /// A mandatory discard (a guardian's or a link's cost).
    Discard,
    /// Take the guardian of a site.
    TakeGuardian {
        /// The site.
        site: u8,
    },
    /// Activate a site's effect.
    Activate {
        /// The site.
        site: u8,
    },
    /// After a research move: offer the space's bonus tiles, or resolve the level effect.
    Rewards {
        /// The space.
        space: u8,
        /// The marker that arrived.
        marker: Marker,
    },
    /// After reaching the Lost Temple: take a tile of the Lost-Temple bonus stack.
    TempleBonus,
    /// The main action has finished resolving.
    EndMain,
}

/// The solo Rival.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub struct Rival {
    /// The ten tiles in play this game.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::rival_tile::inline"))]
    pub tiles: Inline<u8, 16>,
    /// The face-down decision stack (the last is the top), as indices into `RIVAL_TILES`. The
    /// arrow on a tile's back is printed (`RivalTileDef::arrow_right`).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::rival_tile::inline"))]
    pub(crate) stack: Inline<u8, 16>,
    /// Tiles revealed this round, in order.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::rival_tile::inline"))]
    pub revealed: Inline<u8, 16>,
    /// The back arrow of the first tile revealed this round (used once the stack is empty).
    pub first_arrow: Option<bool>,
    /// Archaeologists on the Rival board.
    pub archaeologists: u8,
    /// The Rival's magnifying glass.
    pub magnifier: Pos,
    /// 6-point temple tiles taken.
    pub temple_tiles: u8,
    /// Guardians taken.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::guardian::inline"))]
    pub guardians: Inline<u8, 32>,
    /// Items and artifacts taken.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub cards: Inline<CardId, 64>,
    /// Face-up idols in its slots (one per symbol).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::idol::inline"))]
    pub idol_slots: Inline<u8, 16>,
    /// Idols in the "−1" pile.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::idol::inline"))]
    pub(crate) pile: Inline<u8, 32>,
}

impl Rival {
    /// Tiles left in the face-down decision stack (their order is hidden).
    #[inline]
    pub fn stack_len(&self) -> usize {
        self.stack.len()
    }

    /// Idols in the "−1" pile (face down: which ones is hidden).
    #[inline]
    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }
}

/// The whole game: with the `serde` feature, a save (decks in order and the generator included),
/// every piece of content by its content id.
#[derive(Debug, Clone, PartialEq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub struct State {
    /// The configuration.
    pub config: Config,
    /// Index of the board side in `BOARDS`.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::board"))]
    pub board: u8,
    /// The round, 1 to 5.
    pub round: u8,
    /// The first player this round.
    pub first: u8,
    /// The seat whose turn (or decision) it is.
    pub current: u8,
    /// Which part of the game is running.
    pub phase: Phase,
    /// The current turn.
    pub turn: TurnState,
    /// The players (only the first `config.players` are used).
    pub players: [Player; MAX_PLAYERS],
    /// The card row; the Moon Staff stands before position `round` (artifacts left, items right).
    pub row: [Option<CardId>; crate::data::ROW],
    /// The item deck (last = top).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub(crate) item_deck: Inline<CardId, PILE_CAP>,
    /// The artifact deck (last = top).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub(crate) artifact_deck: Inline<CardId, PILE_CAP>,
    /// Fear cards left in the Fear deck (they are identical).
    pub fear_deck: u8,
    /// The Fear card's id.
    pub fear_card: CardId,
    /// Exiled items.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub item_exile: Inline<CardId, PILE_CAP>,
    /// Exiled artifacts.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub artifact_exile: Inline<CardId, PILE_CAP>,
    /// Exiled basic cards.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub basic_exile: Inline<CardId, PILE_CAP>,
    /// A card revealed from the top of a deck by a "may include the top card" buy.
    pub revealed: Option<CardId>,
    /// Cards drawn by Crystal/Obsidian Earring, waiting for the player's choice.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub looking: Inline<CardId, 8>,
    /// Base camps first, then spots, in board order.
    pub sites: [SiteState; MAX_SITES],
    /// Number of sites used.
    pub site_count: u8,
    /// Level I and level II site-tile stacks (last = top).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::site_tile::lists"))]
    pub(crate) site_stacks: [Inline<u8, 32>; 2],
    /// The guardian stack (last = top).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::guardian::inline"))]
    pub(crate) guardian_stack: Inline<u8, 32>,
    /// The three supply assistant stacks (last = top).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::assistant::lists"))]
    pub(crate) assistant_stacks: [Inline<u8, 16>; 3],
    /// Snake: the research-track assistant stack (last = top).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::assistant::inline"))]
    pub(crate) rescue_stack: Inline<u8, 16>,
    /// Assistants removed from the game (by the Rival).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::assistant::inline"))]
    pub assistant_exile: Inline<u8, 16>,
    /// Bonus tiles on each research space.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::bonus_tile::lists"))]
    pub bonus: [Inline<u8, MAX_BONUS_PER_SPACE>; MAX_SPACES],
    /// The Lost-Temple bonus stack (last = top).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::bonus_tile::inline"))]
    pub(crate) temple_bonus: Inline<u8, 8>,
    /// Bonus tiles returned to the box at setup.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::bonus_tile::inline"))]
    pub(crate) bonus_box: Inline<u8, 32>,
    /// Bonus tiles taken or removed during the game.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::bonus_tile::inline"))]
    pub bonus_used: Inline<u8, 32>,
    /// Temple tiles left: 2-VP left, middle, right; 6-VP left, right; 11-VP.
    pub temple_stacks: [u8; 6],
    /// Idols removed from the game (Snake link costs).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::idol::inline"))]
    pub(crate) idol_exile: Inline<u8, 32>,
    /// Work to do after the current question (last = next).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::inline"))]
    pub tasks: Inline<Task, 32>,
    /// The question the current player must answer.
    pub prompt: Option<Prompt>,
    /// The solo Rival.
    pub rival: Option<Rival>,
    /// The random generator.
    pub(crate) rng: GameRng,
}

impl State {
    /// Number of players.
    pub fn n(&self) -> usize {
        usize::from(self.config.players)
    }

    /// A player.
    pub fn player(&self, seat: u8) -> &Player {
        &self.players[usize::from(seat) % MAX_PLAYERS]
    }

    /// A player, mutably.
    pub fn player_mut(&mut self, seat: u8) -> &mut Player {
        &mut self.players[usize::from(seat) % MAX_PLAYERS]
    }

    /// The board side's definition.
    pub fn board(&self) -> &'static content::arnak::BoardDef {
        crate::data::board(self.board)
    }

    /// Number of base camps.
    pub fn camps(&self) -> usize {
        self.board().camps.len()
    }

    /// Whether site `site` is a base camp.
    pub fn is_camp(&self, site: u8) -> bool {
        usize::from(site) < self.camps()
    }

    /// Whether site `site` exists as a site (a camp, or a discovered spot).
    pub fn is_site(&self, site: u8) -> bool {
        usize::from(site) < usize::from(self.site_count)
            && (self.is_camp(site) || self.sites[usize::from(site)].tile.is_some())
    }

    /// The board level of a site: 0 for camps, else the spot's level.
    pub fn site_level(&self, site: u8) -> u8 {
        if self.is_camp(site) {
            0
        } else {
            self.board().spots.get(usize::from(site) - self.camps()).map_or(0, |s| s.level)
        }
    }

    /// The map row of a site: 0 for camps, else the spot's row.
    pub fn site_row(&self, site: u8) -> u8 {
        if self.is_camp(site) {
            0
        } else {
            self.board().spots.get(usize::from(site) - self.camps()).map_or(0, |s| s.row)
        }
    }

    /// The travel needed to reach a space.
    pub fn space_travel(&self, site: u8, space: u8) -> Icons {
        let camps = self.camps();
        let b = self.board();
        if usize::from(site) < camps {
            b.camps[usize::from(site)].spaces.get(usize::from(space)).map_or(Icons::NONE, |s| s.travel.into())
        } else {
            b.spots.get(usize::from(site) - camps).map_or(Icons::NONE, |s| s.travel.into())
        }
    }

    /// The effect of a site (camp effect or site-tile effect).
    pub fn site_effect(&self, site: u8) -> &'static [Effect] {
        if self.is_camp(site) {
            self.board().camps[usize::from(site)].effect
        } else {
            match self.sites.get(usize::from(site)).and_then(|s| s.tile) {
                Some(tile) => content::arnak::SITE_TILES.get(usize::from(tile)).map_or(&[], |t| t.effect),
                None => &[],
            }
        }
    }

    /// Whether nobody stands on any space of the site.
    pub fn unoccupied(&self, site: u8) -> bool {
        self.sites[usize::from(site)]
            .spaces
            .iter()
            .all(|o| !matches!(o, Occupant::Player(_) | Occupant::Rival))
    }

    /// Whether `seat` has an archaeologist at the site.
    pub fn is_at(&self, seat: u8, site: u8) -> bool {
        self.sites[usize::from(site)].spaces.contains(&Occupant::Player(seat))
    }

    /// The level of a marker position: 0 at the start, the top level + 1 in the temple.
    pub fn level_of(&self, pos: Pos) -> u8 {
        match pos {
            Pos::Start => 0,
            Pos::Space(i) => self.board().research.spaces.get(usize::from(i)).map_or(0, |s| s.level),
            Pos::Temple(_) => self.top_level() + 1,
        }
    }

    /// The highest research level below the temple.
    pub fn top_level(&self) -> u8 {
        self.board().research.spaces.iter().map(|s| s.level).max().unwrap_or(0)
    }

    /// Magnifying glasses already in the temple (players and Rival).
    pub fn temple_arrivals(&self) -> u8 {
        let mut n = (0..self.config.players)
            .filter(|&s| matches!(self.player(s).magnifier, Pos::Temple(_)))
            .count() as u8;
        if let Some(rival) = &self.rival
            && matches!(rival.magnifier, Pos::Temple(_))
        {
            n += 1;
        }
        n
    }

    /// Whether this is a solo game.
    pub fn solo(&self) -> bool {
        self.rival.is_some()
    }

    /// Cards left in the item deck (their order is hidden).
    #[inline]
    pub fn item_deck_len(&self) -> usize {
        self.item_deck.len()
    }

    /// Cards left in the artifact deck (their order is hidden).
    #[inline]
    pub fn artifact_deck_len(&self) -> usize {
        self.artifact_deck.len()
    }

    /// Site tiles left in the face-down stack of a level (0: level I, 1: level II; else 0).
    #[inline]
    pub fn site_stack_len(&self, level: usize) -> usize {
        self.site_stacks.get(level).map_or(0, |stack| stack.len())
    }

    /// Guardians left in the face-down stack.
    #[inline]
    pub fn guardian_stack_len(&self) -> usize {
        self.guardian_stack.len()
    }

    /// The face-up top of supply assistant stack `stack` (0 to 2), if any.
    #[inline]
    pub fn assistant_stack_top(&self, stack: usize) -> Option<u8> {
        self.assistant_stacks.get(stack).and_then(|s| s.last().copied())
    }

    /// Assistants in supply stack `stack` (0 to 2), the top included.
    #[inline]
    pub fn assistant_stack_len(&self, stack: usize) -> usize {
        self.assistant_stacks.get(stack).map_or(0, |s| s.len())
    }

    /// Snake: the face-up top of the research-track assistant stack, if any.
    #[inline]
    pub fn rescue_stack_top(&self) -> Option<u8> {
        self.rescue_stack.last().copied()
    }

    /// Snake: assistants in the research-track stack, the top included.
    #[inline]
    pub fn rescue_stack_len(&self) -> usize {
        self.rescue_stack.len()
    }

    /// Tiles in the face-down Lost-Temple bonus stack.
    #[inline]
    pub fn temple_bonus_len(&self) -> usize {
        self.temple_bonus.len()
    }

    /// Idols removed from the game face down (Snake link costs, rigged spots).
    #[inline]
    pub fn idol_exile_len(&self) -> usize {
        self.idol_exile.len()
    }
}
