//! The game state: players, boards, decks, the pending prompt and the task stack.
//!
//! Lists are `SmallVec`s sized for a whole game, so cloning a state (a bot's look-ahead) copies
//! it without touching the heap; they hash and compare like the `Vec`s they replace. The players,
//! a sanctum's Chambers and the lairs, whose number setup fixes, are the kernel's fixed-capacity
//! [`Inline`] lists: reading one is a single bounds check and a player copies in one go. Saves
//! write every list as the list of its items.

use content::evil_priest::{self as data, Effect, Res, Resource};
use smallvec::SmallVec;
use tabletop_core::GameRng;
use tabletop_core::zone::{self, DrawPile, Inline};

use crate::action::{Cultist, Space, Spot};
use crate::occupancy::Placements;

/// Most players.
pub const MAX_PLAYERS: usize = 5;

/// Most Chamber slots in a sanctum (the rules card's `chamber_slots`).
pub const MAX_CHAMBER_SLOTS: usize = 7;

/// Most monster lairs (the rules card's `lairs`).
pub const MAX_LAIRS: usize = 3;

/// A validated configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Config {
    /// Number of players (2–5).
    pub players: u8,
    /// Whether *The Blood Ceremony* cards (unique monsters, Investigators, Priest cards) are used.
    pub expansion: bool,
    /// Index into [`data::CULT_BOARDS`]; `None` draws one at setup among the allowed boards.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::opt_cult_board"))]
    pub cult: Option<u8>,
    /// Rounds after which the game ends and is scored (the box has none; a safety net).
    pub max_rounds: u16,
}

/// A draw pile, its discard pile and (for displayed decks) the face-up slots. Cards are indices
/// into their content table; copies repeat. With the `serde` feature, a [`State`] writes each of
/// its decks with its cards by content id (a deck alone does not know its table).
#[derive(Debug, PartialEq, Eq, Hash, Default)]
pub struct Deck {
    /// The face-down deck and its discard pile; an empty deck reshuffles the discard pile.
    /// Private: the deck's order is hidden (see [`Deck::deck_len`], [`Deck::discard`]).
    pub(crate) pile: DrawPile<SmallVec<[u8; 40]>>,
    /// Face-up slots (empty for a pile without display).
    pub display: SmallVec<[Option<u8>; 3]>,
}

impl Deck {
    /// Cards left in the face-down draw pile (their order is hidden).
    #[inline]
    pub fn deck_len(&self) -> usize {
        self.pile.deck.len()
    }

    /// The face-up discard pile.
    #[inline]
    pub fn discard(&self) -> &zone::Pile<SmallVec<[u8; 40]>> {
        &self.pile.discard
    }

    /// Draws the top card, reshuffling the discard pile into a new draw pile when empty.
    pub(crate) fn draw(&mut self, rng: &mut GameRng) -> Option<u8> {
        self.pile.draw(rng)
    }

    /// Refills every empty display slot.
    pub(crate) fn refill(&mut self, rng: &mut GameRng) {
        for slot in 0..self.display.len() {
            if self.display[slot].is_none() {
                self.display[slot] = self.draw(rng);
            }
        }
    }

    /// Cards in this deck's piles and display.
    pub fn count(&self) -> usize {
        self.pile.len() + self.display.iter().flatten().count()
    }
}

/// A Chamber card in a sanctum slot with the resources stored on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ChamberSlot {
    /// Index into [`data::CHAMBERS`].
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::chamber_id"))]
    pub card: u8,
    /// Stored resources.
    pub held: Res,
}

/// A monster in a lair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Lair {
    /// Index into [`data::MONSTERS`].
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::monster_id"))]
    pub card: u8,
    /// The seat whose acolyte is trapped on this card (Dimensional Shambler).
    pub trapped: Option<u8>,
}

/// One player's boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Player {
    /// Acolytes in the cultist pool.
    pub pool: u8,
    /// Whether the priest is in the pool.
    pub priest_in_pool: bool,
    /// Acolytes in the asylum (at most 4).
    pub asylum: u8,
    /// Acolytes on Escape.
    pub escape: u8,
    /// Acolytes on the Evolution track: Mutant, Abomination, Spawn.
    pub evolution: [u8; 3],
    /// Exposed resources.
    pub exposed: Res,
    /// The chamber spaces, 1 to 7.
    pub chambers: Inline<Option<ChamberSlot>, MAX_CHAMBER_SLOTS>,
    /// The monster lairs.
    pub lairs: Inline<Option<Lair>, MAX_LAIRS>,
    /// Index into [`data::PRIESTS`].
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::opt_priest_id"))]
    pub priest_card: Option<u8>,
    /// Whether the Priest card's ability has been used.
    pub priest_used: bool,
    /// The raid marker on the Investigator strength track.
    pub raid_marker: u8,
}

impl Player {
    /// Everything the player owns: exposed plus stored.
    pub fn holdings(&self) -> Res {
        let mut total = self.exposed;
        for slot in self.chambers.iter().flatten() {
            add(&mut total, slot.held);
        }
        total
    }

    /// Number of monsters in lairs.
    #[inline]
    pub fn monsters(&self) -> usize {
        self.lairs.iter().flatten().count()
    }
}

/// A cultist on a space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Placed {
    /// Owner.
    pub seat: u8,
    /// Priest or acolyte.
    pub cultist: Cultist,
    /// Where.
    pub spot: Spot,
}

/// Where the round is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// Players place cultists in turn.
    Action,
    /// Skulks resolve.
    Skulks,
    /// Rituals advance, cultists return, monsters and avatars act.
    Preparation,
}

/// What a seat is asked now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Prompt {
    /// After shattering a reusable space: use its action now or not.
    UseAction {
        /// Who decides.
        seat: u8,
        /// The node.
        node: u8,
        /// The cultist on the hexagon.
        cultist: Cultist,
    },
    /// Gain a Chamber.
    Chamber {
        /// Who decides.
        seat: u8,
        /// Chant with a full sanctum (replace is optional, redistribution follows anyway).
        chant_full: bool,
    },
    /// Redistribute resources after gaining a Chamber.
    Redistribute {
        /// Who decides.
        seat: u8,
    },
    /// Arranging resources after [`crate::Plan::Arrange`]: what Chamber `slot` holds, taken from
    /// the exposed resources (where everything was put).
    Arrange {
        /// Who decides.
        seat: u8,
        /// The sanctum slot being filled (0-based).
        slot: u8,
    },
    /// Gain a monster.
    Monster {
        /// Who decides.
        seat: u8,
        /// Black Goat free monster: empty lairs only.
        free: bool,
    },
    /// Choose another player for a targeted effect.
    Target {
        /// Who decides.
        seat: u8,
        /// The effect.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::EffectWire"))]
        effect: Effect,
        /// The lair of the monster that causes it (Shambler traps on its card).
        lair: u8,
    },
    /// Shoggoth: choose the Elder Sign to remove.
    ShoggothTarget {
        /// Who decides.
        seat: u8,
    },
    /// Tcho-Tcho: choose who gets a Growth Elder Sign among tied players.
    GrowthTie {
        /// Who decides (the player who set the Growth off).
        seat: u8,
        /// The growth node.
        node: u8,
        /// Tied players (bit mask).
        tied: u8,
    },
    /// Opener: which Evolution acolyte moves on.
    Evolve {
        /// Who decides.
        seat: u8,
    },
    /// Resolve a Skulk.
    Skulk {
        /// Who decides.
        seat: u8,
        /// The skulking cultist.
        cultist: Cultist,
        /// The Skulk space it is on.
        from: Spot,
        /// How it may move.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::SkulkKindWire"))]
        kind: data::SkulkKind,
    },
    /// Crawling Chaos, Howler: whose acolyte to take out of the Azathoth pool.
    Howler {
        /// Who decides.
        seat: u8,
    },
    /// Crawling Chaos, Bloated Woman: which ritual Start to put an Azathoth acolyte on.
    BloatedWoman {
        /// Who decides.
        seat: u8,
    },
    /// Crawling Chaos, Dark Pharaoh: whose pool acolyte to send to Azathoth.
    Pharaoh {
        /// Who decides.
        seat: u8,
    },
}

impl Prompt {
    /// The seat that answers.
    pub fn seat(&self) -> u8 {
        match *self {
            Prompt::UseAction { seat, .. }
            | Prompt::Chamber { seat, .. }
            | Prompt::Redistribute { seat }
            | Prompt::Arrange { seat, .. }
            | Prompt::Monster { seat, .. }
            | Prompt::Target { seat, .. }
            | Prompt::ShoggothTarget { seat }
            | Prompt::GrowthTie { seat, .. }
            | Prompt::Evolve { seat }
            | Prompt::Skulk { seat, .. }
            | Prompt::Howler { seat }
            | Prompt::BloatedWoman { seat }
            | Prompt::Pharaoh { seat } => seat,
        }
    }
}

/// Work the engine still has to do, on a stack (last pushed runs first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Task {
    /// Resolve one effect for a seat. `spot` is the placed cultist's spot (Worship, Mutate);
    /// `lair` the monster causing it; `node` the cult node.
    Effect {
        /// The player.
        seat: u8,
        /// The effect.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::EffectWire"))]
        effect: Effect,
        /// The placed cultist's spot, if any.
        spot: Option<Spot>,
        /// The monster's lair, if a monster causes it.
        lair: u8,
    },
    /// Resolve one Skulk.
    Skulk {
        /// Owner.
        seat: u8,
        /// Priest or acolyte.
        cultist: Cultist,
        /// The Skulk space.
        from: Spot,
        /// Its kind.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::SkulkKindWire"))]
        kind: data::SkulkKind,
    },
    /// Preparation step 1 for one ritual cultist.
    AdvanceRitual {
        /// Owner.
        seat: u8,
        /// Priest or acolyte.
        cultist: Cultist,
        /// Track.
        track: u8,
        /// Current step.
        step: u8,
    },
    /// Preparation step 2.
    Recall,
    /// Preparation step 3 for one seat.
    Upkeep {
        /// The player.
        seat: u8,
    },
    /// A Tcho-Tcho Growth space fires.
    GrowthFire {
        /// The node.
        node: u8,
        /// Who set it off.
        by: u8,
    },
    /// Start the next round.
    EndRound,
}

/// One player's part of a raid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayerRaid {
    /// Personal raid strength.
    pub strength: u8,
    /// Where the raid stands for this player.
    pub stage: RaidStage,
}

/// Where one player's raid stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RaidStage {
    /// Before the exposed resources are destroyed (the player may strike).
    Exposed,
    /// The chamber in this slot has applied its Defense; its resources are next.
    Chamber(u8),
    /// This player's raid is over.
    Done,
}

/// A raid in progress.
#[derive(Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Raid {
    /// Who set it off.
    pub trigger: u8,
    /// Raid strength before personal reductions.
    pub strength: u8,
    /// Index into [`data::INVESTIGATORS`].
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::opt_investigator_id"))]
    pub investigator: Option<u8>,
    /// Each player's part.
    pub players: SmallVec<[PlayerRaid; MAX_PLAYERS]>,
    /// Monsters sacrificed with a raid-sacrifice ability: (seat, card).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::sacrificed"))]
    pub sacrificed: SmallVec<[(u8, u8); 4]>,
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum End {
    /// The last Elder Sign left the cult board.
    LastElderSign,
    /// Crawling Chaos: the Azathoth pool grew too large; everybody lost.
    Azathoth,
    /// The round limit of the configuration was reached.
    RoundLimit,
}

/// The whole game state.
///
/// Everything on the table is public. Two fields hold what no seat may see and are private
/// (`pub(crate)`), so an app cannot peek at them by accident:
///
/// - [`Deck`] `pile`: the order of a face-down draw pile (and with it the next card drawn). Read
///   what the table shows with [`Deck::deck_len`] (cards left face down), [`Deck::discard`] (the
///   face-up discard pile), [`Deck::display`] and [`Deck::count`].
/// - [`State`] `rng`: the generator (every future reshuffle and die roll).
///
/// A seat's view ([`crate::View`]) is the state with both normalised. Tests that rig a deck or
/// the dice use `Deck::pile_mut` and `State::rng_mut` (feature `testing`). Saves (feature
/// `serde`) still hold both, under the same names.
///
/// From outside the crate they do not compile:
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let config = evil_priest::EvilPriest::config(&Options::players(3)).unwrap();
/// let state = evil_priest::EvilPriest::setup(&config, 7).unwrap();
/// let _next = state.chamber_deck.pile.deck.peek();
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let config = evil_priest::EvilPriest::config(&Options::players(3)).unwrap();
/// let mut state = evil_priest::EvilPriest::setup(&config, 7).unwrap();
/// let _roll = state.rng.below(6);
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let config = evil_priest::EvilPriest::config(&Options::players(3)).unwrap();
/// let mut state = evil_priest::EvilPriest::setup(&config, 7).unwrap();
/// let mut rng = tabletop_core::GameRng::seed_from(1);
/// let _next = state.monster_deck.draw(&mut rng);
/// ```
///
/// What the table shows compiles:
///
/// ```
/// use tabletop_core::{Game, game::Options};
/// let config = evil_priest::EvilPriest::config(&Options::players(3))?;
/// let state = evil_priest::EvilPriest::setup(&config, 7)?;
/// assert!(state.chamber_deck.deck_len() > 0);
/// assert!(state.monster_deck.discard().is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct State {
    /// The configuration.
    pub config: Config,
    /// The random generator (private: it decides every future reshuffle and die roll).
    pub(crate) rng: GameRng,
    /// Index into [`data::CULT_BOARDS`].
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::cult_board"))]
    pub board: u8,
    /// Players by seat.
    pub players: Inline<Player, MAX_PLAYERS>,
    /// Round number, from 1.
    pub round: u16,
    /// First player of this round.
    pub first: u8,
    /// Holder of the First Player marker (first next round).
    pub marker: u8,
    /// The phase.
    pub phase: Phase,
    /// Whose turn it is in the Action phase.
    pub turn: u8,
    /// Whether the turn's placement has been made.
    pub placed_this_turn: bool,
    /// Whether a monster was discarded this turn.
    pub discarded_this_turn: bool,
    /// Cultists on spaces, in the order they were placed (with who occupies what).
    pub placed: Placements,
    /// Bit `i`: node `i` still has its Elder Sign.
    pub sealed: u16,
    /// Elder Signs removed from the game (paid at Arkham, destroyed by raids).
    pub elder_signs_removed: u8,
    /// Whether an Investigator raid has happened (ritual board face up, Summon Monster open).
    pub first_raid_done: bool,
    /// Cthulhu: the Deep One track.
    pub deep_one: u8,
    /// Cthulhu: who controls the Shoggoth (`None`: on the board).
    pub shoggoth: Option<u8>,
    /// Tcho-Tcho: the Growth track.
    pub growth: u8,
    /// Tcho-Tcho: growth nodes waiting to fire after the current space: (node, by).
    pub pending_growth: SmallVec<[(u8, u8); 4]>,
    /// Crawling Chaos: acolytes worshipping Azathoth, by owner.
    pub azathoth: SmallVec<[u8; MAX_PLAYERS]>,
    /// Crawling Chaos: owner of each Avatar (index into [`data::AVATARS`]).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::avatars"))]
    pub avatars: SmallVec<[Option<u8>; 4]>,
    /// Sleeper: the space the Block Skulk claimed this round.
    pub blocked: Option<Space>,
    /// John Scott (Priest card): bit `seat`: that seat's cultists placed on a ritual this round
    /// earn its treasure instead of paying it.
    pub scott: u8,
    /// The Chamber deck.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::chamber_deck"))]
    pub chamber_deck: Deck,
    /// The Monster deck (generic pile, or unique with a display).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::monster_deck"))]
    pub monster_deck: Deck,
    /// The Investigator deck (expansion).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::investigator_deck"))]
    pub investigator_deck: Deck,
    /// The pending prompt.
    pub prompt: Option<Prompt>,
    /// The raid in progress.
    pub raid: Option<Raid>,
    /// Work still to do.
    pub tasks: SmallVec<[Task; 16]>,
    /// How the game ended.
    pub over: Option<End>,
}

impl State {
    /// The cult board.
    pub fn cult(&self) -> &'static data::CultBoardDef {
        &data::CULT_BOARDS[usize::from(self.board)]
    }

    /// Whether node `i` still has its Elder Sign.
    pub fn is_sealed(&self, node: u8) -> bool {
        self.sealed & (1 << node) != 0
    }

    /// Elder Signs still on the cult board.
    pub fn elder_signs_on_board(&self) -> u8 {
        self.sealed.count_ones() as u8
    }

    /// Number of players.
    #[inline]
    pub fn player_count(&self) -> u8 {
        self.players.len() as u8
    }

    /// Seats in turn order from this round's first player.
    pub fn turn_order(&self) -> impl Iterator<Item = u8> + use<> {
        let n = self.player_count();
        let first = self.first;
        (0..n).map(move |i| (first + i) % n)
    }

    /// Where `seat` comes in [`State::turn_order`] (0 for the first player, and for a seat not at
    /// the table).
    #[inline]
    pub fn turn_position(&self, seat: u8) -> u8 {
        let n = self.player_count();
        if seat >= n { 0 } else { (seat + n - self.first % n) % n }
    }

    /// Total of one resource a player owns.
    pub fn amount(&self, seat: u8, resource: Resource) -> u8 {
        self.players[usize::from(seat)].holdings().get(resource)
    }
}

/// Adds `b` to `a`, saturating.
/// The rules card: the constants of a round, a board and a score.
pub(crate) const RULES: &data::RulesDef = &data::RULES;

pub(crate) fn add(a: &mut Res, b: Res) {
    a.treasure = a.treasure.saturating_add(b.treasure);
    a.blood = a.blood.saturating_add(b.blood);
    a.magic = a.magic.saturating_add(b.magic);
    a.spellbook = a.spellbook.saturating_add(b.spellbook);
    a.elder_sign = a.elder_sign.saturating_add(b.elder_sign);
}

/// Whether `a` holds at least `b` of everything.
#[inline]
pub(crate) fn covers(a: Res, b: Res) -> bool {
    // Every comparison is made (no early exit): five byte compares beat five branches.
    (a.treasure >= b.treasure)
        & (a.blood >= b.blood)
        & (a.magic >= b.magic)
        & (a.spellbook >= b.spellbook)
        & (a.elder_sign >= b.elder_sign)
}

// Clones copy each inline list in one go (`SmallVec`'s own `Clone` copies item by item), which
// keeps a bot's look-ahead cheap.

impl Clone for Deck {
    fn clone(&self) -> Deck {
        Deck {
            pile: DrawPile {
                deck: zone::Deck::from_storage(SmallVec::from_slice(self.pile.deck.bottom_up())),
                discard: zone::Pile::from_storage(SmallVec::from_slice(self.pile.discard.bottom_up())),
            },
            display: SmallVec::from_slice(&self.display),
        }
    }
}

impl Clone for Raid {
    fn clone(&self) -> Raid {
        Raid {
            trigger: self.trigger,
            strength: self.strength,
            investigator: self.investigator,
            players: SmallVec::from_slice(&self.players),
            sacrificed: SmallVec::from_slice(&self.sacrificed),
        }
    }
}

impl Clone for State {
    fn clone(&self) -> State {
        State {
            config: self.config,
            rng: self.rng.clone(),
            board: self.board,
            players: self.players,
            round: self.round,
            first: self.first,
            marker: self.marker,
            phase: self.phase,
            turn: self.turn,
            placed_this_turn: self.placed_this_turn,
            discarded_this_turn: self.discarded_this_turn,
            placed: self.placed.clone(),
            sealed: self.sealed,
            elder_signs_removed: self.elder_signs_removed,
            first_raid_done: self.first_raid_done,
            deep_one: self.deep_one,
            shoggoth: self.shoggoth,
            growth: self.growth,
            pending_growth: SmallVec::from_slice(&self.pending_growth),
            azathoth: SmallVec::from_slice(&self.azathoth),
            avatars: SmallVec::from_slice(&self.avatars),
            blocked: self.blocked,
            scott: self.scott,
            chamber_deck: self.chamber_deck.clone(),
            monster_deck: self.monster_deck.clone(),
            investigator_deck: self.investigator_deck.clone(),
            prompt: self.prompt,
            raid: self.raid.clone(),
            tasks: SmallVec::from_slice(&self.tasks),
            over: self.over,
        }
    }
}
