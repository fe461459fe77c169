//! The game state: board, decks, investigators, the pending decision and the effect stack.

use content::eldritch::{self as data, Effect, Skill};
use tabletop_core::GameRng;
use tabletop_core::board::{PieceId, Pieces};
use tabletop_core::resolve::{Offer, Program};
use tabletop_core::skill::SkillRoll;

/// Mythos deck difficulty (Reference Guide "Changing the difficulty").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MythosMode {
    /// Every Mythos card.
    Normal,
    /// Hard cards go to the box.
    Easy,
    /// Easy cards go to the box.
    Hard,
}

/// A validated configuration.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Config {
    /// Players (and investigators), 1–8.
    pub players: u8,
    /// Index into `ANCIENT_ONES`.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::ancient_one"))]
    pub ancient_one: usize,
    /// Mythos difficulty.
    pub mythos: MythosMode,
    /// The Starting Rumor variant.
    pub starting_rumor: bool,
    /// Investigators chosen by the players, in seat order from the Lead Investigator (indices
    /// into `INVESTIGATORS`); seats beyond the list are dealt at random from the rest.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::investigator::list"))]
    pub investigators: Vec<u8>,
}

/// How an investigator stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Standing {
    /// Playing.
    Active,
    /// Defeated or devoured this round: picks a replacement after the Mythos phase.
    Replacing,
    /// Out of the game.
    Eliminated,
}

/// One player's investigator.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Investigator {
    /// Index into `INVESTIGATORS`.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::investigator"))]
    pub def: u8,
    /// Location index.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place"))]
    pub location: u8,
    /// Health.
    pub health: u8,
    /// Sanity.
    pub sanity: u8,
    /// Improvement per skill (0..=2).
    pub improve: [u8; 5],
    /// Clue tokens held (token indices).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::clue::list"))]
    pub clues: Vec<u8>,
    /// Train tickets.
    pub train: u8,
    /// Ship tickets.
    pub ship: u8,
    /// Assets (card indices).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::held_asset::list"))]
    pub assets: Vec<u8>,
    /// Artifacts.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::held_artifact::list"))]
    pub artifacts: Vec<u8>,
    /// Spells.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::held_spell::list"))]
    pub spells: Vec<u8>,
    /// Conditions.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::held_condition::list"))]
    pub conditions: Vec<u8>,
    /// Delayed.
    pub delayed: bool,
    /// Actions taken this round (bit per [`crate::ActionKind`]) and their number.
    pub taken: u16,
    /// Number of actions this round.
    pub actions: u8,
    /// Extra actions granted this round.
    pub extra_actions: u8,
    /// Cards (codes) whose once-per-round ability or "Action:" was used this round.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::code::list"))]
    pub used_cards: Vec<u16>,
    /// Standing.
    pub standing: Standing,
}

impl Investigator {
    /// The sheet.
    pub fn def(&self) -> &'static data::InvestigatorDef {
        &data::INVESTIGATORS[usize::from(self.def)]
    }
}

/// A defeated investigator's figure, lying on the board with its possessions on its sheet
/// (unavailable until another investigator resolves its encounter).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Fallen {
    /// Index into `INVESTIGATORS`.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::investigator"))]
    pub def: u8,
    /// The City space the figure lies on.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place"))]
    pub location: u8,
    /// A Sanity token lies on it (it lost all Sanity): its "insane" encounter; else "crippled".
    pub insane: bool,
    /// Clue tokens on the sheet.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::clue::list"))]
    pub clues: Vec<u8>,
    /// Train tickets on the sheet.
    pub train: u8,
    /// Ship tickets on the sheet.
    pub ship: u8,
    /// Assets on the sheet.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::held_asset::list"))]
    pub assets: Vec<u8>,
    /// Artifacts on the sheet.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::held_artifact::list"))]
    pub artifacts: Vec<u8>,
    /// Spells on the sheet.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::held_spell::list"))]
    pub spells: Vec<u8>,
}

/// A monster on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoardMonster {
    /// Index into `MONSTERS`.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster"))]
    pub kind: u8,
    /// Location index.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place"))]
    pub location: u8,
    /// Health tokens on it.
    pub damage: u8,
    /// Synthetic values for scenario tests (the rulebook's unnamed example monsters); `None` in play.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::opt_monster_stats"))]
    pub stats: Option<data::MonsterStats>,
    /// Already fought by the investigator now encountering.
    pub fought: bool,
}

/// A deck and its discard pile of card indices; an empty deck reshuffles the discard pile.
pub type Pile = tabletop_core::zone::DrawPile<Vec<u16>>;

/// What a test is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Purpose {
    /// A card's test: these effects on a pass or a fail.
    Effect {
        /// On a pass.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))]
        pass: &'static [Effect],
        /// On a fail.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))]
        fail: &'static [Effect],
        /// The location the card was resolved at ("this clue", "this gate").
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place"))]
        at: u8,
        /// Successes needed to pass.
        pass_at: u8,
    },
    /// A Spell cast on a chosen investigator: its effects go to `target`.
    Targeted {
        /// On a pass.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))]
        pass: &'static [Effect],
        /// On a fail.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))]
        fail: &'static [Effect],
        /// The investigator chosen before the test.
        target: u8,
    },
    /// Combat, Will test.
    CombatWill(MonsterRef),
    /// Combat, Strength test.
    CombatStrength(MonsterRef),
    /// Acquire Assets' Influence test.
    Acquire,
    /// Leo Anderson's Action (Influence): an Ally on a pass.
    RecruitAlly,
    /// Confronting the awakened Ancient One (Final Mystery).
    Confront,
    /// A Rumor's encounter test (the Mythos card index).
    Rumor(#[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mythos"))] u8),
    /// The encounter with the defeated investigator lying on this space.
    Fallen(#[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place"))] u8),
    /// A Spell's test to prevent a loss (Flesh Ward): the card, Health (else Sanity), how much.
    Prevent {
        /// The card (its code).
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::code"))]
        card: u16,
        /// Health (else Sanity).
        health: bool,
        /// The most prevented.
        up_to: u8,
    },
}

/// The monster of a combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MonsterRef {
    /// A monster on the board (its id among `monsters`: it stays the same when others leave).
    Board(PieceId),
    /// An ambushing monster drawn from the cup (its kind), returned after combat.
    Ambush(#[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster"))] u8),
    /// A named Monster that ambushes (its kind): its values are used, no token moves.
    Named(#[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster"))] u8),
}

/// An open skill test.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OpenTest {
    /// Who tests.
    pub seat: u8,
    /// The skill.
    #[cfg_attr(feature = "serde", serde(with = "crate::action::skill_serde"))]
    pub skill: Skill,
    /// The roll so far.
    pub roll: SkillRoll,
    /// What it is for.
    pub purpose: Purpose,
    /// The situation (for cards that apply "during Combat Encounters" and the like).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::DuringWire"))]
    pub during: data::During,
    /// Cards (codes) whose once-per-test reroll or die change was used on this test.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::code::list"))]
    pub used: Vec<u16>,
}

/// The decision the game waits for.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pending {
    /// An investigator's Action-phase turn.
    Actions(u8),
    /// A rolled test: reroll or keep.
    Test(OpenTest),
    /// Acquire Assets: choose cards with total cost up to the successes.
    Acquire {
        /// Who buys.
        seat: u8,
        /// Successes to spend.
        successes: u8,
    },
    /// Fight a monster (encounter phase).
    Fight(u8),
    /// Choose an encounter; `optional` after clearing monsters.
    Encounter {
        /// Who encounters.
        seat: u8,
        /// May skip.
        optional: bool,
    },
    /// Improve a skill of the investigator's choice.
    ChooseSkill(u8),
    /// A Mystery offers Eldritch tokens for Clues.
    MysterySpend {
        /// Who may spend.
        seat: u8,
        /// Clues per token.
        clues: u8,
        /// Spells discarded instead of (or besides) the Clues.
        spells: u8,
        /// What offered it.
        trigger: Trigger,
    },
    /// Choose a replacement investigator.
    Replacement(u8),
    /// A Rumor's encounter offers to solve it for Clues.
    RumorSpend {
        /// Who may spend.
        seat: u8,
        /// The Rumor (Mythos card index).
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mythos"))]
        card: u8,
        /// Clues asked.
        clues: u8,
    },
    /// Leo Anderson passed his Action's test: choose an Ally from the Reserve or the discard.
    ChooseAlly(u8),
    /// Akachi Onyele closed a gate in an Other World encounter: she may move to a space with a
    /// Clue or a Gate.
    AkachiMove(u8),
    /// A card effect asks for a choice.
    Pick {
        /// Who chooses.
        seat: u8,
        /// What is chosen.
        pick: crate::effects::Pick,
        /// The space of "this Clue" / "this Gate" of the effect (`u8::MAX`: none).
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place"))]
        at: u8,
    },

    /// The Lead Investigator may pass the token.
    PassLead,
}

/// A step of resolution waiting on the stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Frame {
    /// Effects of a card, resolved by `seat` from `pc` on.
    Effects {
        /// Who resolves them.
        seat: u8,
        /// The effects and the next one.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::program"))]
        program: Program<Effect>,
        /// Location of "this clue" / "this gate".
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place"))]
        at: u8,
    },
    /// Effects of a card's ability: "this card" is `card` (a card code held by `seat`).
    CardEffects {
        /// Who resolves them.
        seat: u8,
        /// The effects and the next one.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::program"))]
        program: Program<Effect>,
        /// The card.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::code"))]
        card: u16,
    },
    /// A step of a Combat Encounter (so that a Monster's rules may ask decisions between steps).
    Combat {
        /// Who fights.
        seat: u8,
        /// The Monster.
        monster: MonsterRef,
        /// The step.
        step: CombatStep,
    },
    /// A loss of Health and Sanity that waits for the cards that may prevent it.
    Loss {
        /// Who loses.
        seat: u8,
        /// Health to lose.
        health: u8,
        /// Sanity to lose.
        sanity: u8,
        /// The offer round of the cards that prevent it, from the loser round the table.
        offer: Offer,
    },
    /// From here on, every die rolled shows `face` (`None`: dice roll normally again):
    /// "treating all die rolls as 1's".
    ForceDice {
        /// The face.
        face: Option<u8>,
    },
    /// Offer the cards that boost the coming combat test (the Will test if `will`).
    BoostOffer {
        /// Who fights.
        seat: u8,
        /// The Will test (else the Strength test).
        will: bool,
    },
    /// Effects of a Monster's Reckoning or text: "this Monster" is the one of kind `kind` on
    /// space `at`.
    MonsterEffects {
        /// Who resolves them (the Lead Investigator).
        seat: u8,
        /// The effects and the next one.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::program"))]
        program: Program<Effect>,
        /// The Monster's kind.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster"))]
        kind: u8,
        /// Its space.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place"))]
        at: u8,
    },
    /// Marks the start (`on`) or end of a Spell's effects: their tests are "when resolving Spell
    /// effects".
    Casting {
        /// Whether casting starts.
        on: bool,
    },
    /// After a combat an effect started: its "if you defeat it" branches.
    AfterFight {
        /// Who fought.
        seat: u8,
        /// The effect.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::fight"))]
        fight: &'static data::FightDef,
        /// Location of "this clue" / "this gate".
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place"))]
        at: u8,
    },
    /// An investigator encounters the awakened Shub-Niggurath (its Reckoning).
    Confront {
        /// Who fights.
        seat: u8,
    },
    /// After a Research encounter / gate close / monster defeat: the Mystery's offer.
    MysteryOffer {
        /// Who may spend.
        seat: u8,
        /// Which trigger.
        trigger: Trigger,
    },
}

/// The steps of a Combat Encounter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CombatStep {
    /// Before the Will test (a Monster's rules may act).
    BeforeWill,
    /// The Will test.
    Will,
    /// After the Will test and its Sanity loss (a Monster's rules may act).
    AfterWill {
        /// Whether the Will test passed.
        passed: bool,
        /// Its successes.
        successes: u8,
    },
    /// Before the Strength test.
    BeforeStrength,
    /// The Strength test.
    Strength,
}

/// What triggers a Mystery offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Trigger {
    /// A Research encounter was resolved.
    Research,
    /// A gate was closed.
    CloseGate,
    /// A non-Epic monster was defeated.
    DefeatMonster,
    /// An encounter at the Mystery token.
    TokenSite,
    /// A Lore test of a Spell's effect was passed.
    SpellLore,
}

/// Where the round is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// Action phase; `turn` counts investigators from the Lead Investigator.
    Action {
        /// Position in turn order.
        turn: u8,
    },
    /// Encounter phase.
    Encounter {
        /// Position in turn order.
        turn: u8,
        /// Step of that investigator's encounter.
        step: EncounterStep,
    },
    /// Mythos phase (draw and resolve).
    Mythos,
    /// End of the Mythos phase: replacements.
    Replacements,
    /// End of the Mythos phase: passing the Lead Investigator token.
    Lead,
}

/// An investigator's encounter step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EncounterStep {
    /// Not started.
    Start,
    /// Fighting; `fought` once a combat happened.
    Combat {
        /// A combat happened.
        fought: bool,
    },
    /// Encounter resolved or skipped.
    Done,
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndReason {
    /// Enough Mysteries solved.
    Mysteries,
    /// The Ancient One awoke and its back says the investigators lose (Azathoth).
    Awakened,
    /// The Final Mystery was solved after the required Mysteries.
    FinalMystery,
    /// A defeat condition on the awakened Ancient One's back was met.
    AncientOneBack,
    /// An unstopped Rumor ended the game.
    Rumor,
    /// The Mythos deck ran out.
    MythosOut,
    /// Every player was eliminated.
    AllEliminated,
}

/// The whole game: with the `serde` feature, a save (decks in order and the generator included),
/// every piece of content by its content id.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct State {
    pub(crate) rng: GameRng,
    pub(crate) config: Config,
    pub(crate) round: u16,
    pub(crate) phase: Phase,
    pub(crate) lead: u8,
    pub(crate) doom: u8,
    pub(crate) omen: u8,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::gate::list"))]
    pub(crate) gate_stack: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::gate::list"))]
    pub(crate) gate_discard: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::gate::list"))]
    pub(crate) gates: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::clue::list"))]
    pub(crate) clue_pool: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::clue::list"))]
    pub(crate) clue_discard: Vec<u8>,
    /// Clue tokens on the board and the space each lies on (a token's printed space unless an
    /// effect placed it elsewhere).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::board_clues"))]
    pub(crate) board_clues: Vec<(u8, u8)>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster::list"))]
    pub(crate) cup: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster::list"))]
    pub(crate) set_aside: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster::list"))]
    pub(crate) boxed_monsters: Vec<u8>,
    pub(crate) monsters: Pieces<BoardMonster>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::encounter_piles"))]
    pub(crate) encounters: [Pile; 8],
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::asset::pile"))]
    pub(crate) assets: Pile,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::reserve"))]
    pub(crate) reserve: [Option<u16>; 4],
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::artifact::pile"))]
    pub(crate) artifacts: Pile,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::spell::pile"))]
    pub(crate) spells: Pile,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::condition::pile"))]
    pub(crate) conditions: Pile,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mythos::list"))]
    pub(crate) mythos: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mythos::list"))]
    pub(crate) mythos_discard: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mythos::list"))]
    pub(crate) mythos_box: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mythos::pairs"))]
    pub(crate) ongoing: Vec<(u8, u8)>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mystery::list"))]
    pub(crate) mysteries: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mystery::opt"))]
    pub(crate) mystery: Option<u8>,
    pub(crate) mystery_tokens: u8,
    /// The spaces of the Mystery tokens on the board.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place::list"))]
    pub(crate) mystery_sites: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::mystery::list"))]
    pub(crate) solved: Vec<u8>,
    pub(crate) investigators: Vec<Investigator>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::investigator::list"))]
    pub(crate) used: Vec<u8>,
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::investigator::bits"))]
    pub(crate) component_used: u32,
    pub(crate) pending: Option<Pending>,
    pub(crate) frames: Vec<Frame>,
    pub(crate) outcome: Option<(bool, EndReason)>,
    pub(crate) awakened: bool,
    /// Eldritch tokens on the awakened sheet (the Final Mystery's progress).
    pub(crate) final_tokens: u8,
    /// Sanity tokens on Cthulhu's awakened sheet.
    pub(crate) sheet_sanity: u8,
    /// Gates on Yog-Sothoth's awakened sheet.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::gate::list"))]
    pub(crate) sheet_gates: Vec<u8>,
    /// An investigator granted one immediate additional action (Charlie Kane).
    pub(crate) bonus_turn: Option<u8>,
    /// Once-per-round uses of investigators' passives (bit per `INVESTIGATORS` index).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::investigator::bits"))]
    pub(crate) passive_used: u32,
    /// Eldritch tokens on the green space of the Omen track (Azathoth).
    pub(crate) omen_eldritch: u8,
    /// Eldritch tokens on the board (Cthulhu), by location.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place::list"))]
    pub(crate) board_eldritch: Vec<u8>,
    /// Asset cards in the box (Team cards in solo play, Faded From Society).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::asset::list"))]
    pub(crate) asset_box: Vec<u16>,
    /// Artifact cards in the box (Team cards in solo play).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::artifact::list"))]
    pub(crate) artifact_box: Vec<u16>,
    /// Encounter cards returned to the box (Secrets of the Past).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::encounter::list"))]
    pub(crate) encounter_box: Vec<u16>,
    /// Whether the last combat an effect started ended with the Monster defeated.
    pub(crate) fight_won: bool,
    /// Defeated investigators' figures on the board, with their possessions.
    pub(crate) fallen: Vec<Fallen>,
    /// The card whose ability is resolving ("this card"): its holder and [`crate::effects`]
    /// card code.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::this_card"))]
    pub(crate) this_card: Option<(u8, u16)>,
    /// A Spell's effects are resolving.
    pub(crate) casting: bool,
    /// The deck of the encounter card being resolved.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::opt_encounter_deck"))]
    pub(crate) encounter_deck: Option<data::EncounterDeck>,
    /// Monsters placed on Return of the Ancient Ones (kinds).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster::list"))]
    pub(crate) card_monsters: Vec<u8>,
    /// The Monster whose Reckoning or text is resolving ("this Monster"): kind and space.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::this_monster"))]
    pub(crate) this_monster: Option<(u8, u8)>,
    /// The investigator may not resolve another encounter after its combats this round (a Gug
    /// was defeated).
    pub(crate) no_extra_encounter: bool,
    /// A Spell (Mists of Releh) lets this investigator choose its encounter as if no Monster were
    /// on its space (until its encounter step starts again).
    pub(crate) ignore_monsters_for: Option<u8>,
    /// Clairvoyance: this investigator resolves a Research encounter at this space (one with a
    /// Clue) as if it were there: seat and space.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::place::opt_second"))]
    pub(crate) remote_research: Option<(u8, u8)>,
    /// Clairvoyance's back: this investigator rolls 1 additional die on each test of its coming
    /// Research encounter.
    pub(crate) research_extra_die: Option<u8>,
    /// Strength and Will bonuses a card gives for the Combat Encounter being resolved.
    pub(crate) combat_boost: (u8, u8),
    /// A card that lets the investigator reroll 1 die during this combat's Strength test (Wither).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::code::opt"))]
    pub(crate) combat_reroll: Option<u16>,
    /// Clues gained during the encounter being resolved.
    pub(crate) encounter_clues: u8,
    /// The symbol of the Gate closed last.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::opt_omen"))]
    pub(crate) closed_omen: Option<data::Omen>,
    /// The kind of the Monster defeated last.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster::opt"))]
    pub(crate) defeated_kind: Option<u8>,
    /// Monsters placed on the current Mystery (Hunting the Thousand).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::monster::list"))]
    pub(crate) mystery_monsters: Vec<u8>,
    /// Every die rolled shows this face ("treating all die rolls as 1's").
    pub(crate) forced_face: Option<u8>,
}

impl State {
    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }
    /// Current Doom (0 = awakened).
    pub fn doom(&self) -> u8 {
        self.doom
    }
    /// Omen track position.
    pub fn omen(&self) -> u8 {
        self.omen
    }
    /// The current round, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }
    /// The Lead Investigator's seat.
    pub fn lead(&self) -> u8 {
        self.lead
    }
    /// The investigators by seat.
    pub fn investigators(&self) -> &[Investigator] {
        &self.investigators
    }
    /// Monsters on the board.
    pub fn monsters(&self) -> &[BoardMonster] {
        self.monsters.as_slice()
    }
    /// Locations of the gates on the board.
    pub fn gate_locations(&self) -> impl Iterator<Item = u8> + '_ {
        self.gates.iter().map(|&gate| crate::rules::gate_location(gate))
    }
    /// Locations of the clue tokens on the board.
    pub fn clue_locations(&self) -> impl Iterator<Item = u8> + '_ {
        self.board_clues.iter().map(|&(_, at)| at)
    }
    /// The Reserve (Asset card indices).
    pub fn reserve(&self) -> [Option<u16>; 4] {
        self.reserve
    }
    /// The Mythos deck, top last.
    pub fn mythos_deck(&self) -> &[u8] {
        &self.mythos
    }
    /// Solved Mysteries.
    pub fn solved(&self) -> &[u8] {
        &self.solved
    }
    /// The current Mystery and its Eldritch tokens.
    pub fn mystery(&self) -> Option<(u8, u8)> {
        self.mystery.map(|mystery| (mystery, self.mystery_tokens))
    }
    /// The spaces of the Clues on the board (one per Clue).
    pub fn board_clue_spaces(&self) -> impl Iterator<Item = u8> + '_ {
        self.board_clues.iter().map(|&(_, at)| at)
    }
    /// The monster cup (kind per token).
    pub fn cup(&self) -> &[u8] {
        &self.cup
    }
    /// The gate stack (top last).
    pub fn gate_stack(&self) -> &[u8] {
        &self.gate_stack
    }
    /// The pending decision.
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }
    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// Whether the Ancient One has awakened.
    pub fn awakened(&self) -> bool {
        self.awakened
    }
    /// Eldritch tokens on the awakened sheet (Final Mystery progress).
    pub fn final_tokens(&self) -> u8 {
        self.final_tokens
    }
    /// Sanity tokens on Cthulhu's awakened sheet.
    pub fn sheet_sanity(&self) -> u8 {
        self.sheet_sanity
    }
    /// Gates on Yog-Sothoth's awakened sheet.
    pub fn sheet_gates(&self) -> &[u8] {
        &self.sheet_gates
    }
    /// Ongoing Mythos cards in play (Rumors included) and the tokens on each.
    pub fn ongoing(&self) -> &[(u8, u8)] {
        &self.ongoing
    }
    /// Locations holding one of Cthulhu's Eldritch tokens.
    pub fn board_eldritch(&self) -> &[u8] {
        &self.board_eldritch
    }
    /// The gate discard pile.
    pub fn gate_discard(&self) -> &[u8] {
        &self.gate_discard
    }
    /// Asset and Artifact cards in the box.
    pub fn boxed_cards(&self) -> (&[u16], &[u16]) {
        (&self.asset_box, &self.artifact_box)
    }
    /// The Asset discard pile.
    pub fn asset_discard(&self) -> &[u16] {
        self.assets.discard.bottom_up()
    }
    /// Defeated investigators lying on the board.
    pub fn fallen(&self) -> &[Fallen] {
        &self.fallen
    }
    /// The rules' random generator (tests rig it).
    pub fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }
}
