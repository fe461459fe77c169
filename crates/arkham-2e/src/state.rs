//! The game state: investigators, the board, the decks and what waits to be resolved.

use content::arkham_2e::{self as data, Check, Deck as DeckKind, Effect};
use smallvec::SmallVec;
use tabletop_core::GameRng;
use tabletop_core::board::{PieceId, Pieces};
use tabletop_core::dice::Fortune;
use tabletop_core::resolve::Program;
use tabletop_core::skill::SkillRoll;
use tabletop_core::zone::{Cup, Deck};

use crate::board::Place;
use crate::config::Config;

/// The phases of a round, and the final battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// Setup's first Mythos card.
    Setup,
    /// I: refresh, upkeep actions, skill sliders.
    Upkeep,
    /// II: movement.
    Movement,
    /// III: Arkham encounters.
    ArkhamEncounters,
    /// IV: Other World encounters.
    OtherWorldEncounters,
    /// V: Mythos.
    Mythos,
    /// The final battle against the Ancient One.
    Battle,
    /// The game is over.
    Over,
}

/// A card an investigator holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Held {
    /// Index into [`data::CARDS`].
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::card"))]
    pub card: u8,
    /// Turned face down after use, until the next Upkeep.
    pub exhausted: bool,
    /// Stamina tokens from the bank put on it (the Silver Key, Enchanted Jewelry, the Book of
    /// Dzyan: each is discarded when its last token goes on).
    #[cfg_attr(feature = "serde", serde(default))]
    pub tokens: u8,
}

impl Held {
    /// The card's definition.
    pub fn def(&self) -> &'static data::CardDef {
        &data::CARDS[usize::from(self.card)]
    }

    /// Whether it is a Weapon or a Spell.
    pub fn is_weapon_or_spell(&self) -> bool {
        self.def().weapon.is_some() || self.def().deck == DeckKind::Spell
    }

    /// Whether it counts as an item (for the half-discard and trading): Common and Unique Items,
    /// Spells, the Deputy's Revolver and the Patrol Wagon.
    pub fn is_item(&self) -> bool {
        let def = self.def();
        matches!(def.deck, DeckKind::CommonItem | DeckKind::UniqueItem | DeckKind::Spell)
            || def.id.ends_with("/deputys-revolver")
            || def.id.ends_with("/patrol-wagon")
    }
}

/// Special cards held as statuses (at most one of each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Specials {
    /// Blessed or Cursed.
    pub fortune: Fortune,
    /// Holds a Retainer.
    pub retainer: bool,
    /// Holds a Bank Loan.
    pub loan: bool,
    /// Lost a Bank Loan by default: may never take another.
    pub loan_barred: bool,
    /// Silver Twilight Lodge Membership.
    pub membership: bool,
    /// Gained since the last Upkeep (no roll this Upkeep): bit 0 fortune, 1 retainer, 2 loan.
    pub fresh: u8,
}

/// One investigator at the table.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Investigator {
    /// Index into [`data::INVESTIGATORS`].
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::sheet"))]
    pub sheet: u8,
    /// Where the investigator is.
    pub place: Place,
    /// Current Sanity.
    pub sanity: u8,
    /// Current Stamina.
    pub stamina: u8,
    /// Maximum Sanity.
    pub max_sanity: u8,
    /// Maximum Stamina.
    pub max_stamina: u8,
    /// Dollars.
    pub money: u8,
    /// Clue tokens.
    pub clues: u8,
    /// Slider positions (0..4) on Speed/Sneak, Fight/Will, Lore/Luck.
    pub sliders: [u8; 3],
    /// Cards held.
    pub cards: SmallVec<[Held; 10]>,
    /// Special cards held as statuses.
    pub specials: Specials,
    /// Delayed (marker on its side).
    pub delayed: bool,
    /// Holds an Explored marker at the gate of its location.
    pub explored: bool,
    /// Came back from an Other World this round: monsters at the return location do not block.
    pub returned: bool,
    /// Arrested this round (moved to the Police Station next Movement).
    pub arrested: bool,
    /// Knocked out (insane or unconscious) this round: no more encounters.
    pub knocked_out: bool,
    /// Lost in Time and Space, skipping its turn (`true` until its marker stands up).
    pub lost_skip: bool,
    /// Monster trophies (indices into [`data::MONSTERS`]).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::monsters"))]
    pub monster_trophies: SmallVec<[u8; 6]>,
    /// Gate trophies (indices into [`data::OTHER_WORLDS`]).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::worlds"))]
    pub gate_trophies: SmallVec<[u8; 4]>,
    /// Devoured in the final battle: out of the game.
    pub out: bool,
    /// Voice of Ra cast this Upkeep: +1 to every skill check until the next Upkeep.
    #[cfg_attr(feature = "serde", serde(default))]
    pub voice_of_ra: bool,
}

impl Investigator {
    /// The sheet.
    pub fn def(&self) -> &'static data::InvestigatorDef {
        &data::INVESTIGATORS[usize::from(self.sheet)]
    }

    /// A base skill's printed value at the current slider position.
    pub fn base_skill(&self, skill: Check) -> i8 {
        let def = self.def();
        let (track, right, slider) = match skill.base() {
            Check::Speed => (&def.speed_sneak, false, 0),
            Check::Sneak => (&def.speed_sneak, true, 0),
            Check::Fight => (&def.fight_will, false, 1),
            Check::Will => (&def.fight_will, true, 1),
            Check::Lore => (&def.lore_luck, false, 2),
            _ => (&def.lore_luck, true, 2),
        };
        let position = usize::from(self.sliders[slider].min(3));
        (if right { track.right[position] } else { track.left[position] }) as i8
    }

    /// The skill with the bonuses of held cards that apply (a base skill's bonus applies to the
    /// checks built on it; a special check's bonus only to it).
    pub fn skill(&self, skill: Check) -> i8 {
        let mut value = self.base_skill(skill);
        for held in &self.cards {
            for bonus in held.def().bonus {
                let base_bonus = bonus.check.base() == bonus.check && bonus.check == skill.base();
                if bonus.check == skill || base_bonus {
                    value += bonus.amount;
                }
            }
        }
        value
    }

    /// Whether the investigator holds a card with this id suffix (`/elder-sign`).
    pub fn holds(&self, suffix: &str) -> Option<usize> {
        self.cards.iter().position(|held| held.def().id.ends_with(suffix))
    }

    /// Items held (for the half-discard).
    pub fn items(&self) -> usize {
        self.cards.iter().filter(|held| held.is_item()).count()
    }
}

/// Extension of [`Check`] with the base skill of a special check.
pub(crate) trait CheckExt {
    /// The base skill: Evade → Sneak, Horror → Will, Combat → Fight, Spell → Lore.
    fn base(self) -> Check;
}

impl CheckExt for Check {
    fn base(self) -> Check {
        match self {
            Check::Evade => Check::Sneak,
            Check::Horror => Check::Will,
            Check::Combat => Check::Fight,
            Check::Spell => Check::Lore,
            other => other,
        }
    }
}

/// A monster on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Monster {
    /// Index into [`data::MONSTERS`].
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::monster"))]
    pub kind: u8,
    /// Where it is.
    pub place: Place,
}

/// Which monster a fight or an evade is against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Foe {
    /// A monster on the board.
    Board(PieceId),
    /// A monster that appeared in an encounter (never stays on the board).
    Encounter(#[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster"))] u8),
    /// The Ancient One, in the final battle.
    Ancient,
    /// A monster of The Terrible Experiment's card (goes back on it unless defeated).
    Experiment(#[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster"))] u8),
}

/// A combat in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Combat {
    /// Who fights.
    pub seat: u8,
    /// What it fights.
    pub foe: Foe,
    /// The monster's kind.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster"))]
    pub kind: u8,
    /// Spells cast this round of combat that add their bonus (held-card indices, bit per card).
    pub cast: u16,
    /// Hands taken by cast spells.
    pub hands_used: u8,
    /// Rounds of this combat so far.
    pub rounds: u8,
    /// Physical weapons made magical by Enchant Weapon for this combat (bit per held card).
    pub enchanted: u16,
    /// The Red Sign of Shudde M'ell was cast in this combat.
    pub red_sign: bool,
}

/// What happens when a skill check is settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum After {
    /// An effect's check: run `pass`/`fail` (`each` per success on a pass, or a chart).
    Effects {
        /// On a pass.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::effects"))]
        pass: &'static [Effect],
        /// On a fail.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::effects"))]
        fail: &'static [Effect],
        /// Per success, on a pass.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::effects"))]
        each: &'static [Effect],
        /// By successes.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::options"))]
        chart: &'static [&'static [Effect]],
        /// The held card the check comes from (a tome's "discard").
        card: Option<u8>,
    },
    /// An Evade check against a monster (`flee`: during combat).
    Evade {
        /// The monster.
        foe: Foe,
        /// Fleeing in combat.
        flee: bool,
    },
    /// The check a monster demands before the Horror check (the Black Man, the Bloated Woman).
    BeforeHorror,
    /// The Horror check of a combat.
    Horror,
    /// A Combat check in a combat.
    Combat,
    /// Casting a spell (held-card index) in combat.
    Cast(u8),
    /// Closing the gate at the investigator's location.
    CloseGate,
    /// Casting Heal: its successes in Stamina to someone here.
    Heal,
    /// Casting Find Gate: back to Arkham on a pass.
    FindGate,
    /// Casting Voice of Ra: +1 to every skill check this turn on a pass.
    VoiceOfRa,
    /// Casting Mists of Releh instead of an Evade check: its result is the Evade check's.
    Mists {
        /// The monster.
        foe: Foe,
        /// Fleeing in combat.
        flee: bool,
    },
    /// An investigator's attack in the final battle.
    BattleAttack,
    /// The Ancient One's attack against this investigator.
    AncientAttack,
    /// Nothing beyond reporting (a check a hook resolves by itself).
    Nothing,
}

/// A skill check waiting for Clue spending.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CheckState {
    /// Who makes it.
    pub seat: u8,
    /// What it tests.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::CheckWire"))]
    pub skill: Check,
    /// The roll so far.
    pub roll: SkillRoll,
    /// What follows.
    pub after: After,
}

/// What a waiting choice chooses among.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Choice {
    /// Accept (1) or decline (0) these effects.
    May(#[cfg_attr(feature = "serde", serde(with = "crate::wire::save::effects"))] &'static [Effect]),
    /// One of these lists.
    Options(
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::options"))]
        &'static [&'static [Effect]],
    ),
    /// Keep one of these cards (indices into [`data::CARDS`]); `keep` more may be kept.
    Keep {
        /// The cards drawn and not yet kept or discarded.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::card::list"))]
        drawn: SmallVec<[u8; 4]>,
        /// How many more to keep.
        keep: u8,
    },
    /// Take any one card of a deck (by position in the deck).
    Search(#[cfg_attr(feature = "serde", serde(with = "crate::wire::save::DeckWire"))] DeckKind),
    /// Lose one held item (by held-card index); `left` more after this one.
    LoseItem {
        /// How many more after this one.
        left: u8,
    },
    /// Discard one Weapon or Spell (held-card index): the Elder Thing.
    LoseWeapon,
    /// Lower maximum Sanity (0) or maximum Stamina (1) by one.
    LowerMax,
    /// Come back to any street or location of Arkham (no encounter).
    Return,
    /// Restore `amount` Stamina (`stamina`) or Sanity to an investigator here (by seat).
    Heal {
        /// Stamina, else Sanity.
        stamina: bool,
        /// How much.
        amount: u8,
    },
    /// Cast this held spell now (1) or not (0): Heal in Upkeep.
    Cast(u8),
    /// Which of these encounter cards to have (location cards, or gate cards for `world`).
    #[cfg_attr(
        feature = "serde",
        serde(
            serialize_with = "crate::wire::save::encounter_cards::serialize",
            deserialize_with = "crate::wire::save::encounter_cards::deserialize"
        )
    )]
    Encounter {
        /// The cards drawn.
        cards: SmallVec<[u8; 2]>,
        /// The Other World of gate cards (none: location cards).
        world: Option<u8>,
    },
    /// How many of `points` go to Stamina (the rest to Sanity).
    Split(u8),
    /// Move anywhere in Arkham (a street or a location that is not closed).
    Anywhere {
        /// Have an encounter there if it is a location.
        encounter: bool,
    },
    /// Buy this card at this price (1) or not (0).
    Buy {
        /// Index into [`data::CARDS`].
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::card"))]
        card: u8,
        /// The price.
        price: u8,
    },
    /// Buy one of these drawn cards (by position), one at a time, or stop buying (255): the cards
    /// not bought are discarded.
    Purchase {
        /// The cards drawn and not yet bought (indices into [`data::CARDS`]).
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::card::list"))]
        cards: SmallVec<[u8; 4]>,
        /// Dollars added to each list price.
        change: i8,
        /// Half the list price, rounded up (before `change`).
        half: bool,
        /// At most one card is bought: the rest are discarded after the first purchase.
        one: bool,
    },
    /// Buy any one card of a deck (by kind) at its list price, or none (255).
    SearchBuy(#[cfg_attr(feature = "serde", serde(with = "crate::wire::save::DeckWire"))] DeckKind),
    /// Spend monster trophies (by trophy index) until their toughness reaches `left`, or decline
    /// (255) before spending any: Graveyard 6.
    SpendTrophies {
        /// Toughness still to spend.
        left: u8,
    },
    /// Trade places with an unused investigator (by sheet), or keep playing (255): Science
    /// Building 6.
    Swap,
    /// Close one open gate of the investigator's choice (by location): Inner Sanctum 2.
    CloseGate,
    /// Claim one monster on the board as a trophy (by kind): Inner Sanctum 6.
    ClaimMonster,
    /// Sell one Common Item (held-card index) for twice its price, or nothing (255): General
    /// Store 3.
    Sell,
    /// Lose one held card of a kind (held-card index); `left` more after this one.
    LoseKind {
        /// Which cards.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::KindWire"))]
        kind: data::Kind,
        /// How many more after this one.
        left: u8,
    },
    /// Before an Evade check: make it (255), or use a held card instead (held-card index): the
    /// Silver Key passes it, Mists of Releh is cast in its place.
    Evade {
        /// The monster.
        foe: Foe,
        /// Fleeing in combat.
        flee: bool,
    },
    /// Dragon's Eye: have this encounter card (0) or exhaust the Eye and lose 1 Sanity to draw
    /// another in its place (1).
    #[cfg_attr(
        feature = "serde",
        serde(
            serialize_with = "crate::wire::save::redraw_card::serialize",
            deserialize_with = "crate::wire::save::redraw_card::deserialize"
        )
    )]
    Redraw {
        /// The card drawn (a location card, or a gate card for `world`).
        card: u8,
        /// The Other World of a gate card (none: a location card).
        world: Option<u8>,
    },
    /// The Warding Statue: take the damage (0) or discard the Statue to take none (1); against
    /// the Ancient One, to cancel its attack this turn.
    Ward {
        /// Against the Ancient One's attack.
        ancient: bool,
    },
    /// Curiositie Shoppe 7's sale: buy one of these cards (by position) at its list price, or
    /// stop (255) and let the next investigator buy from what is left.
    Sale {
        /// The cards not yet bought (indices into [`data::CARDS`]).
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::card::list"))]
        cards: SmallVec<[u8; 4]>,
        /// The seats still to buy after this one, in order.
        next: SmallVec<[u8; 8]>,
    },
    /// Ye Olde Magick Shoppe 5: the neighbourhood deck whose top card is turned face up.
    Foresee,
}

/// The decision that waits.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pending {
    /// Upkeep: set the three sliders within Focus.
    Sliders,
    /// Movement in Arkham: move, face monsters, or stop.
    Move,
    /// Trading with the investigators in the same Other World area before moving on, or in the
    /// final battle's Upkeep (as if all stood together): give items or money, or stop.
    Trade,
    /// A skill check: spend a Clue or accept the result.
    Check(CheckState),
    /// A monster appeared in an encounter: evade or fight it.
    FaceEncounter(#[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster"))] u8),
    /// In combat: fight, flee or cast.
    Combat,
    /// Explored at an open gate: close it, seal it or leave it.
    Gate,
    /// A location's special ability instead of the encounter.
    Special,
    /// A choice of effects or cards.
    Choose(Choice),
    /// Lost in Time and Space: where to come back.
    Return,
}

/// Work still to do, on the resolution stack.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Frame {
    /// Effects resolved for a seat.
    Effects {
        /// Who resolves them.
        seat: u8,
        /// The effects left.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::program"))]
        program: Program<Effect>,
        /// The card they come from, when a `discard` effect should lose it (held-card index).
        card: Option<u8>,
    },
    /// A check's effects per success: run `each` this many more times.
    Repeat {
        /// Who.
        seat: u8,
        /// The effects.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::effects"))]
        each: &'static [Effect],
        /// Times left.
        times: u8,
    },
    /// Movement goes on after a monster was evaded or fought.
    ResumeMove(u8),
    /// The combat goes on after a choice it posed.
    ResumeCombat(u8),
    /// A choice to pose when the work above it is done (an Upkeep ability).
    Ask {
        /// Whose.
        seat: u8,
        /// The choice.
        choice: Choice,
    },
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Ending {
    /// Won: the last gate closed with enough gate trophies.
    ClosedGates,
    /// Won: six Elder Signs on the board.
    ElderSigns,
    /// Won: the Ancient One was defeated.
    Defeated,
    /// Lost: the Ancient One devoured every investigator.
    Devoured,
    /// Lost: the Ancient One awoke and destroyed the world (Azathoth).
    Destroyed,
    /// Lost: the game ran past the round limit (a safety net).
    TimeOut,
}

impl Ending {
    /// Whether the investigators won.
    pub fn won(self) -> bool {
        matches!(self, Ending::ClosedGates | Ending::ElderSigns | Ending::Defeated)
    }
}

/// A game of Arkham Horror.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct State {
    /// The configuration.
    pub(crate) config: Config,
    /// The generator.
    pub(crate) rng: GameRng,
    /// The round, from 1.
    pub(crate) round: u16,
    /// The phase.
    pub(crate) phase: Phase,
    /// Progress within the phase (which investigator, which step).
    pub(crate) turn: u8,
    /// Steps done in the current investigator's turn.
    pub(crate) stage: u8,
    /// The first player.
    pub(crate) first: u8,
    /// Investigators by seat.
    pub(crate) players: SmallVec<[Investigator; 4]>,
    /// Investigator sheets not in play.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::sheet::list"))]
    pub(crate) unused: SmallVec<[u8; 16]>,
    /// The Ancient One (index into [`data::ANCIENT_ONES`]).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::ancient_one"))]
    pub(crate) ancient: u8,
    /// Doom tokens on its track.
    pub(crate) doom: u8,
    /// The terror level.
    pub(crate) terror: u8,
    /// Monsters on the board (Arkham, the Sky, the Outskirts).
    pub(crate) monsters: Pieces<Monster>,
    /// The monster cup (kinds).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::cup"))]
    pub(crate) cup: Cup<Vec<u8>>,
    /// Open gates: the Other World of each location's gate.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::gates"))]
    pub(crate) gates: [Option<u8>; 32],
    /// Gate markers not on the board (Other World indices, top first).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::world::deck"))]
    pub(crate) gate_stack: Deck<Vec<u8>>,
    /// Elder Signs on locations (bit per location).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::location_bits"))]
    pub(crate) seals: u32,
    /// Closed locations (bit per location).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::location_bits"))]
    pub(crate) closed: u32,
    /// Clue tokens on locations.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::clues"))]
    pub(crate) clues: [u8; 32],
    /// Common Item, Unique Item, Spell, Skill and Ally decks (indices into [`data::CARDS`]).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::decks"))]
    pub(crate) decks: [Deck<Vec<u8>>; 5],
    /// Special cards left: Deputy of Arkham, its Revolver and its Patrol Wagon are single.
    pub(crate) deputy_taken: bool,
    /// Gate cards.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::gate_card::deck"))]
    pub(crate) gate_deck: Deck<Vec<u8>>,
    /// Mythos cards.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mythos::deck"))]
    pub(crate) mythos: Deck<Vec<u8>>,
    /// The Environment in play.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mythos::opt"))]
    pub(crate) environment: Option<u8>,
    /// The Rumor in play.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mythos::opt"))]
    pub(crate) rumor: Option<u8>,
    /// Work to resolve.
    pub(crate) frames: Vec<Frame>,
    /// The decision that waits, and whose.
    pub(crate) pending: Option<(u8, Pending)>,
    /// Movement points left.
    pub(crate) movement: u8,
    /// Monsters evaded this Movement (ids).
    pub(crate) evaded: SmallVec<[PieceId; 4]>,
    /// Movement ended by combat: monsters must still be faced but no more steps.
    pub(crate) stopped: bool,
    /// The combat in progress.
    pub(crate) combat: Option<Combat>,
    /// Final battle: successes toward the next Doom token.
    pub(crate) battle_successes: u8,
    /// Final battle: its round, from 1.
    pub(crate) battle_round: u8,
    /// Elder Sign cards played (score).
    pub(crate) elder_sign_cards: u8,
    /// How the game ended.
    pub(crate) ending: Option<Ending>,
    /// A Headline that stays in play until the end of the round given (its card).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::lingering"))]
    pub(crate) lingering: Option<(u8, u16)>,
    /// Mandy Thompson's Research was used this round.
    pub(crate) research_used: bool,
    /// Tokens on the Rumor in play (Clues or monsters, by its rule).
    pub(crate) rumor_tokens: u8,
    /// The Rumor in play entered this round (its ongoing effect starts the round after).
    pub(crate) rumor_fresh: bool,
    /// The Great Ritual failed: two Mythos cards each Mythos phase.
    pub(crate) great_ritual: bool,
    /// Nested draws of The Story Continues.
    pub(crate) story_depth: u8,
    /// The monsters on The Terrible Experiment (kinds, first placed first).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster::list"))]
    pub(crate) experiment: SmallVec<[u8; 8]>,
    /// Location cards turned face up by Ye Olde Magick Shoppe 5: (neighbourhood, card), drawn by
    /// the next encounter in that neighbourhood.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::foreseen"))]
    pub(crate) foreseen: SmallVec<[(u8, u8); 2]>,
    /// The battle round whose Ancient One attack the Warding Statue cancelled.
    pub(crate) warded: u8,
    /// Tests: the game stops when the work at hand is done instead of moving on to the next
    /// step of the round (set only through the `testing` feature).
    pub(crate) held: bool,
}

impl State {
    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The round, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The first player's seat.
    pub fn first_player(&self) -> u8 {
        self.first
    }

    /// The investigators by seat.
    pub fn investigators(&self) -> &[Investigator] {
        &self.players
    }

    /// The Ancient One.
    pub fn ancient_one(&self) -> &'static data::AncientOneDef {
        &data::ANCIENT_ONES[usize::from(self.ancient)]
    }

    /// Doom tokens on the Ancient One's track.
    pub fn doom(&self) -> u8 {
        self.doom
    }

    /// The terror level (0 to 10).
    pub fn terror(&self) -> u8 {
        self.terror
    }

    /// Monsters on the board.
    pub fn monsters(&self) -> impl Iterator<Item = (PieceId, &Monster)> + '_ {
        self.monsters.with_ids()
    }

    /// Open gates: (location index, Other World index).
    pub fn open_gates(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        self.gates.iter().enumerate().filter_map(|(l, g)| g.map(|w| (l as u8, w)))
    }

    /// Clue tokens on a location.
    pub fn clues_at(&self, location: u8) -> u8 {
        self.clues.get(usize::from(location)).copied().unwrap_or(0)
    }

    /// Whether a location holds an Elder Sign.
    pub fn sealed(&self, location: u8) -> bool {
        location < 32 && self.seals & (1 << location) != 0
    }

    /// Whether a location is closed.
    pub fn is_closed(&self, location: u8) -> bool {
        location < 32 && self.closed & (1 << location) != 0
    }

    /// Elder Signs on the board.
    pub fn elder_signs(&self) -> u32 {
        self.seals.count_ones()
    }

    /// How the game ended, once it has.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The Environment Mythos card in play.
    pub fn environment(&self) -> Option<&'static data::MythosDef> {
        self.environment.map(|m| &data::MYTHOS[usize::from(m)])
    }

    /// The Rumor in play.
    pub fn rumor(&self) -> Option<&'static data::MythosDef> {
        self.rumor.map(|m| &data::MYTHOS[usize::from(m)])
    }

    /// The decision that waits and whose it is.
    pub fn pending(&self) -> Option<(u8, &Pending)> {
        self.pending.as_ref().map(|(seat, p)| (*seat, p))
    }

    /// The number of players.
    pub fn player_count(&self) -> u8 {
        self.players.len() as u8
    }

    /// The monster limit (players + 3; none at Terror 10).
    pub fn monster_limit(&self) -> Option<usize> {
        (self.terror < 10).then_some(self.players.len() + 3)
    }

    /// Monsters counted against the limit.
    pub fn monsters_in_arkham(&self) -> usize {
        self.monsters.iter().filter(|m| m.place.counts_for_limit()).count()
    }

    /// Monsters in the Outskirts.
    pub fn monsters_in_outskirts(&self) -> usize {
        self.monsters.iter().filter(|m| m.place == Place::Outskirts).count()
    }

    /// Gate trophies held by all investigators.
    pub fn gate_trophies(&self) -> usize {
        self.players.iter().map(|p| p.gate_trophies.len()).sum()
    }
}

impl State {
    /// Reorders what no seat can see: every deck, the gate markers and the cup. Returns whether
    /// anything could change. For property checks that hidden information stays hidden.
    pub fn reorder_hidden(&mut self, rng: &mut GameRng) -> bool {
        for deck in &mut self.decks {
            deck.shuffle(rng);
        }
        self.gate_deck.shuffle(rng);
        self.mythos.shuffle(rng);
        self.gate_stack.shuffle(rng);
        self.cup.mix(rng);
        true
    }
}
