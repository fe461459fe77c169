//! The game state: investigators, the map, enemies, the encounter and act/agenda decks, the
//! chaos bag, the resolution stack and the decision waiting.
//!
//! What the table shows is public. What no seat may see (or only its owner) is private
//! (`pub(crate)`), with accessors for what the table shows of it:
//!
//! | private field | what it hides | public accessor |
//! |---|---|---|
//! | [`Investigator`] `deck` | the order and contents of a deck | [`Investigator::deck_len`] |
//! | [`Investigator`] `hand` | a hand, from the other seats | [`Investigator::hand`] (a seat's view shows only its own) |
//! | [`State`] `encounter`, `extra_deck` | the encounter deck and The Midnight Masks' Cultist deck | [`State::encounter_len`], [`State::extra_deck_len`] |
//! | [`State`] `rng` | the generator (every future shuffle and chaos draw) | none |
//!
//! Tests rig them through the `testing` feature (`deck_mut`, `hand_mut`, `encounter_mut`,
//! `rig_chaos`). From outside the crate a hidden field does not compile:
//!
//! ```compile_fail
//! use tabletop_core::{Game, game::Options};
//! use arkham_lcg::ArkhamLcg;
//! let state = ArkhamLcg::setup(&ArkhamLcg::config(&Options::players(2)).unwrap(), 7).unwrap();
//! let _hand = state.investigators[1].hand.len();
//! ```
//!
//! ```compile_fail
//! use tabletop_core::{Game, game::Options};
//! use arkham_lcg::ArkhamLcg;
//! let state = ArkhamLcg::setup(&ArkhamLcg::config(&Options::players(2)).unwrap(), 7).unwrap();
//! let _next = state.encounter.len();
//! ```
//!
//! The same reads through the accessors compile:
//!
//! ```
//! use tabletop_core::{Game, game::Options};
//! use arkham_lcg::ArkhamLcg;
//! let state = ArkhamLcg::setup(&ArkhamLcg::config(&Options::players(2))?, 7)?;
//! assert_eq!(state.investigators[1].hand().len(), 5);
//! assert!(state.encounter_len() > 0 && state.investigators[1].deck_len() > 0);
//! # Ok::<(), tabletop_core::SetupError>(())
//! ```

use content::arkham_lcg::{Effect, Skill, Skills, Token};

use smallvec::SmallVec;
use tabletop_core::board::CachedGraph;
use tabletop_core::chaos::ChaosBag;
use tabletop_core::resolve::Program;
use tabletop_core::rng::GameRng;
use tabletop_core::zone::{Deck, Pile};

use crate::card::CardRef;
use crate::config::{Config, Difficulty};

/// A word of the content (a trait, a campaign-log entry), spelled as an alias so that serde does
/// not borrow it from a save.
type Text = &'static str;

/// An investigator's seat (investigators are seated in player order; seat 0 starts as lead).
pub type Inv = u8;

/// An enemy in play, by a number that never changes while it is in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct EnemyId(pub u16);

/// An asset in play, by a number that never changes while it is in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AssetId(pub u16);

/// A location of the scenario, by its position in [`State::locations`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LocId(pub u8);

/// The four phases of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// Before the first round: mulligans.
    Setup,
    /// I. Mythos (skipped in round 1).
    Mythos,
    /// II. Investigation.
    Investigation,
    /// III. Enemy.
    Enemy,
    /// IV. Upkeep.
    Upkeep,
    /// Between two scenarios of a campaign: experience spent.
    Interlude,
    /// The game (scenario or campaign) is over.
    Over,
}

/// Where the framework is inside the round (what [`crate::flow`] does next when the stack is empty).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Step {
    /// Setup step 8: investigator `n` may mulligan.
    Mulligan(Inv),
    /// 1.1 Mythos begins.
    MythosBegin,
    /// 1.2/1.3: doom and its check.
    Doom,
    /// 1.4: investigator `n` draws an encounter card.
    Draw(Inv),
    /// 1.5 Mythos ends.
    MythosEnd,
    /// 2.1 Investigation begins.
    InvestigationBegin,
    /// 2.2: the next investigator's turn is chosen.
    NextTurn,
    /// The player window before each action of the active investigator (the *turn window*):
    /// the other investigators are offered their [fast] abilities.
    TurnWindow(Inv),
    /// 2.2.1: the active investigator acts.
    Turn(Inv),
    /// 2.2.2: the turn ends.
    TurnEnd(Inv),
    /// 3.2: Hunters move.
    Hunters,
    /// 3.3: investigator `n` resolves attacks of the enemies engaged with them.
    Attacks(Inv),
    /// 3.4 Enemy phase ends.
    EnemyEnd,
    /// 4.1 Upkeep begins (a player window).
    UpkeepBegin,
    /// 4.2–4.4: reset, ready, draw and resources.
    Refresh,
    /// 4.5: investigator `n` checks hand size.
    HandSize(Inv),
    /// 4.6: the round ends.
    RoundEnd,
    /// Campaign: investigator `n` spends experience.
    Buy(Inv),
    /// The scenario is over (a resolution is applied by [`crate::campaign`]).
    Ended,
}

/// Why an investigator left the scenario.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Out {
    /// Resigned.
    Resigned,
    /// Defeated by damage.
    Damage,
    /// Defeated by horror.
    Horror,
    /// Defeated by a card ability.
    Defeated,
}

/// An asset in a play area.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Asset {
    /// Its id.
    pub id: AssetId,
    /// The card.
    pub card: CardRef,
    /// Who owns it (its discard pile).
    pub owner: Inv,
    /// Exhausted.
    pub exhausted: bool,
    /// Uses left (ammo, charges, supplies, secrets).
    pub uses: u8,
    /// Damage on it.
    pub damage: u8,
    /// Horror on it.
    pub horror: u8,
    /// Resources on it (Hospital Debts) or other tokens.
    pub tokens: u8,
}

/// A treachery in a threat area or attached to a location.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Attached {
    /// The card.
    pub card: CardRef,
    /// Its owner (a player weakness), `None` for an encounter card.
    pub owner: Option<Inv>,
    /// Tokens on it (resources on Hospital Debts, clues on Cover Up).
    pub tokens: u8,
}

/// An investigator.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Investigator {
    /// Position in `INVESTIGATORS`.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::investigator"))]
    pub def: u8,
    /// Deck, face down.
    pub(crate) deck: Deck<Vec<CardRef>>,
    /// Hand: hidden from the other seats ([`Investigator::hand`]).
    pub(crate) hand: Vec<CardRef>,
    /// Discard pile, face up.
    pub discard: Pile<Vec<CardRef>>,
    /// Assets in play.
    pub assets: SmallVec<[Asset; 6]>,
    /// Threat area: treacheries (enemies engaged are in [`State::enemies`]).
    pub threat: SmallVec<[Attached; 2]>,
    /// Where the investigator is.
    pub at: LocId,
    /// Damage and horror on the investigator card.
    pub damage: u8,
    /// Horror.
    pub horror: u8,
    /// Clues held.
    pub clues: u8,
    /// Resources held.
    pub resources: u8,
    /// Actions left this turn.
    pub actions: u8,
    /// Additional actions usable only on abilities of a trait this turn (Daisy's Tome action).
    pub trait_actions: u8,
    /// Whether the investigator took their turn this round.
    pub turn_taken: bool,
    /// Out of the scenario, and why.
    pub out: Option<Out>,
    /// Whether a move, fight or evade action was taken this round (Frozen in Fear).
    pub first_mfe_done: bool,
    /// Campaign: unspent experience.
    pub xp: u8,
    /// Campaign: physical and mental trauma.
    pub trauma: (u8, u8),
    /// The card list of the deck as built (for the next scenario of a campaign).
    pub deck_list: Vec<CardRef>,
    /// Experience lost at the end of the scenario (Hospital Debts).
    pub xp_penalty: u8,
}

/// An enemy in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Enemy {
    /// Its id.
    pub id: EnemyId,
    /// The card.
    pub card: CardRef,
    /// Owner when a weakness.
    pub owner: Option<Inv>,
    /// Where it is.
    pub at: LocId,
    /// Who it is engaged with (Massive enemies: `None`, engaged with everyone at its location).
    pub engaged: Option<Inv>,
    /// Exhausted.
    pub exhausted: bool,
    /// Damage on it.
    pub damage: u8,
    /// Doom on it.
    pub doom: u8,
    /// Text box blank until the end of the phase (Mind Wipe).
    pub blank: bool,
    /// Immune to player card effects (glossary "Immune"): no player card's effect may choose it
    /// as a target or affect it; lasting effects it had before stay. No core-set card prints it;
    /// an effect may give it.
    #[cfg_attr(feature = "serde", serde(default))]
    pub immune: bool,
}

/// A location in play (or set aside until put into play).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Location {
    /// The card.
    pub card: CardRef,
    /// In play (set-aside locations are listed too, not in play).
    pub in_play: bool,
    /// Revealed.
    pub revealed: bool,
    /// Clues on it.
    pub clues: u8,
    /// Doom on it.
    pub doom: u8,
    /// Treacheries attached.
    pub attached: SmallVec<[Attached; 2]>,
}

/// What a resolving effect refers to: "you", "this card", "the enemy".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Ctx {
    /// The investigator resolving it ("you").
    pub inv: Inv,
    /// The card whose ability it is.
    pub source: Source,
    /// The enemy it concerns, if any (attacked, evaded, spawning, attacking).
    pub enemy: Option<EnemyId>,
    /// The trait the ability names (for "find an enemy of trait", counts, conditions).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::opt_trait"))]
    pub trait_: Option<Text>,
}

/// Where an ability comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Source {
    /// The rules themselves.
    Rules,
    /// An investigator card.
    Investigator(Inv),
    /// An asset in play.
    Asset(AssetId),
    /// A card in a hand or being played or committed (events, skills), or drawn (revelations).
    Card(CardRef),
    /// A treachery in a threat area.
    Threat(Inv, CardRef),
    /// A treachery attached to a location.
    Attachment(LocId, CardRef),
    /// An enemy in play.
    Enemy(EnemyId),
    /// A location.
    Location(LocId),
    /// The current act.
    Act,
    /// The current agenda.
    Agenda,
    /// The scenario reference card (a chaos token's effect).
    Scenario,
}

/// What a skill test is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TestKind {
    /// Investigate the location.
    Investigate(LocId),
    /// Fight an enemy.
    Fight(EnemyId),
    /// Evade an enemy.
    Evade(EnemyId),
    /// A test a card asks for.
    Card,
}

/// A skill test in progress (steps ST.1–ST.8).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SkillTest {
    /// Tested investigator.
    pub inv: Inv,
    /// Skill tested.
    pub skill: Skill,
    /// What it is for.
    pub kind: TestKind,
    /// Difficulty before modifiers.
    pub difficulty: u8,
    /// Modifier to the difficulty (Obscuring Fog adds shroud; enemy modifiers).
    pub difficulty_mod: i8,
    /// Modifier to the skill value from abilities (a weapon's +1, Physical Training).
    pub bonus: i8,
    /// Committed cards (owner, card).
    pub committed: SmallVec<[(Inv, CardRef); 6]>,
    /// Seats that committed their one card (others at the location).
    pub others_done: u8,
    /// The revealed token(s), in order; the last resolved is the one counted.
    pub tokens: SmallVec<[Token; 2]>,
    /// The token modifier counted.
    pub token_mod: i8,
    /// Automatic failure.
    pub auto_fail: bool,
    /// Automatic success.
    pub auto_succeed: bool,
    /// Result: margin (value − difficulty) once known.
    pub margin: Option<i16>,
    /// Extra damage of the attack (weapons).
    pub extra_damage: u8,
    /// What passing and failing do (card tests; fight/investigate/evade add their own).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))]
    pub pass: &'static [Effect],
    /// On failure.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))]
    pub fail: &'static [Effect],
    /// Effects of the ability that began it, resolved at ST.7 with `when` conditions.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))]
    pub also: &'static [Effect],
    /// The context of the card that began it.
    pub ctx: Ctx,
    /// Whether no clue is discovered (Rite of Seeking-like effects, Cover Up).
    pub no_clues: bool,
    /// Extra clues discovered on success.
    pub extra_clues: u8,
    /// Whether no chaos token is revealed (Will to Survive).
    pub no_token: bool,
    /// Use this skill's value in place of the tested one.
    pub swap: Option<Skill>,
    /// Which step comes next.
    pub step: TestStep,
    /// Unused marker kept for hooks that change an attack's damage.
    pub shotgun: bool,
    /// The elder sign's effect waits for the result.
    pub also_elder: bool,
    /// The scenario token's failure effects.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))]
    pub token_fail: &'static [Effect],
}

/// The next step of a skill test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TestStep {
    /// ST.2: cards are committed (the tested investigator, then one card per other investigator
    /// at the location).
    Commit,
    /// ST.3: a token is about to be revealed (*when would reveal* responses).
    Reveal,
    /// ST.3/ST.4: the token is drawn and resolved.
    Draw,
    /// ST.5/ST.6: value and result.
    Result,
    /// ST.7: results applied.
    Apply,
    /// ST.8: the test ends.
    End,
}

/// A lasting effect: a modifier until the end of a period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Lasting {
    /// Who gets it.
    pub inv: Inv,
    /// Until when.
    pub until: Until,
    /// What.
    pub what: LastingKind,
}

/// When a lasting effect ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Until {
    /// End of the current skill test.
    Test,
    /// End of the investigator's turn.
    Turn,
    /// End of the phase.
    Phase,
    /// End of the round.
    Round,
}

/// What a lasting effect does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum LastingKind {
    /// Skill modifiers.
    Skills(Skills),
    /// Use intellect in place of combat and agility (Mind over Matter).
    IntellectForAll,
    /// Non-Elite enemies cannot attack (Dodge-like effects, "Let me handle this").
    NoAttacks,
    /// No chaos token for your tests (Will to Survive).
    NoTokens,
}

/// What a limited ability's uses are counted by: the card (`None` for an investigator card,
/// then `seat` names it), which of its abilities, and who used it (255: the group).
pub type UseKey = (Option<CardRef>, u8, u8, u8);

/// A frame of the resolution stack.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Frame {
    /// An effect program and its context.
    Effects(#[cfg_attr(feature = "serde", serde(with = "crate::wire::program"))] Program<Effect>, Ctx),
    /// Repeat an effect list `n` more times (per point failed by).
    Repeat(#[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))] &'static [Effect], Ctx, u8),
    /// The skill test on top of [`State::tests`] goes on.
    Test,
    /// A rules procedure.
    Task(Task),
    /// A timing window.
    Window(Box<crate::window::Open>),
}

/// A rules procedure waiting on the stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Task {
    /// An investigator draws an encounter card.
    DrawEncounter(Inv),
    /// An encounter card drawn by an investigator resolves (revelation, then spawn or discard).
    Resolve(Inv, CardRef, Option<Inv>),
    /// After a revelation, a treachery goes to the discard (unless it stayed in play).
    TreacheryDone(Inv, CardRef, Option<Inv>),
    /// An enemy card enters play for an investigator (spawn instruction).
    Spawn(Inv, CardRef, Option<Inv>),
    /// An enemy attacks an investigator (`exhaust` after it, in the enemy phase).
    Attack(EnemyId, Inv, bool),
    /// Attacks of opportunity against an investigator.
    Opportunity(Inv),
    /// The current agenda advances.
    AdvanceAgenda,
    /// The advanced agenda turns over (after its "when it advances" window).
    FlipAgenda,
    /// The current act advances.
    AdvanceAct,
    /// Damage and horror are dealt to an investigator (assignment decision).
    Harm { inv: Inv, damage: u8, horror: u8, direct: bool, source: Option<EnemyId> },
    /// An enemy is dealt damage by an investigator.
    DamageEnemy(EnemyId, u8, Inv),
    /// Draw a player card (after the draw, horror if the deck was reshuffled).
    Draw(Inv, u8),
    /// A Hunter moves.
    Hunt(EnemyId),
    /// Check an investigator's defeat.
    CheckDefeat(Inv),
    /// An event played by an investigator goes to the discard.
    EventDone(Inv, CardRef),
    /// Retaliate after a failed attack.
    Retaliate(EnemyId, Inv),
    /// Check the scenario's end (no investigator left).
    CheckEnd,
    /// Continue a hook's multi-step work.
    Hook(content::arkham_lcg::Hook, Ctx, u8),
    /// An attack deals its damage and horror (unless a *when* response cancelled it).
    AttackHits(EnemyId, Inv, bool),
    /// A defeated enemy leaves play.
    EnemyLeaves(EnemyId),
    /// An asset is discarded (its last use spent).
    DiscardAsset(AssetId),
    /// A treachery's Revelation resolves (unless cancelled).
    Revelation(Inv, CardRef),
    /// An investigator arrives at a location after leaving theirs.
    Move(Inv, LocId),
    /// Upkeep 4.4, after the draws: each investigator gains 1 resource.
    UpkeepResources,
    /// The next of these enemies attacks the investigator (their choice), `exhaust`ing it in the
    /// enemy phase.
    NextAttack(Inv, bool, [Option<EnemyId>; crate::enemy::ATTACKERS]),
    /// An investigator discovers clues at a location (a *when would discover* response that
    /// replaces it takes it off the stack).
    Discover(Inv, LocId, u8),
    /// A player window of the round structure opens now (its abilities are found when it opens,
    /// not when it is scheduled).
    PlayerWindow,
    /// An asset that took damage or horror is discarded if it has no room left (after its
    /// *when* reaction to the damage).
    CheckAsset(AssetId),
}

/// What the map's links depend on: each location's card, whether it is in play, and whether it
/// is revealed (the connections printed on a location differ between its sides).
pub(crate) type MapKey = Vec<(CardRef, bool, bool)>;

/// What a chosen answer resolves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PickFor {
    /// Which investigator takes the next turn (lead's choice).
    NextTurn,
    /// Which of these effect lists resolves.
    Choose(
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::options"))] &'static [&'static [Effect]],
        Ctx,
    ),
    /// An enemy for an effect (`damage_enemy`, Beat Cop).
    EnemyDamage(u8, Ctx),
    /// An investigator at your location resolves these.
    ChosenHere(#[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))] &'static [Effect], Ctx),
    /// Heal 1 damage or 1 horror (n times).
    HealChoice(u8, Ctx),
    /// Spawn location of an enemy (drawer's choice).
    SpawnAt(CardRef, Inv, Option<Inv>),
    /// Which location a Hunter moves to (lead's choice).
    HuntTo(EnemyId),
    /// Which investigator an enemy engages (lead's choice among the best Prey matches).
    EngageWho(EnemyId),
    /// Discard a card from hand (n more to choose, then these effects).
    DiscardHand(u8, Ctx),
    /// Discard an asset you control.
    DiscardAsset(Ctx),
    /// A card found by a search goes to hand.
    Search(Ctx),
    /// Recover a card from the discard pile.
    Recover(Ctx),
    /// Move to a location.
    MoveTo(Ctx),
    /// Which forced ability resolves first (lead).
    Forced,
    /// Which trauma an investigator defeated by both takes.
    Trauma(Inv),
    /// A skill for a lasting bonus (Encyclopedia).
    SkillBonus(Inv, Ctx),
    /// A hook's choice (Grotesque Statue's token, Scrying's deck, Mind Wipe's enemy,
    /// Encyclopedia's investigator, Locked Door's location, The Barrier's spend).
    Hook(content::arkham_lcg::Hook, Ctx),
    /// Scrying: which card of the top three of a deck (`None`: the encounter deck) goes next
    /// from the top, `placed` already placed.
    Scry { deck: Option<Inv>, placed: u8, ctx: Ctx },
    /// Which other enemy takes all of an attack's damage (Aquinnah; the attacker is the
    /// context's enemy).
    Redirect(u8, Ctx),
    /// Which location a blast hits (yours or a connecting one).
    Blast(u8, Ctx),
    /// Which skill a "this or that" test uses.
    TestSkill(#[cfg_attr(feature = "serde", serde(with = "crate::wire::effect"))] &'static Effect, Ctx),
    /// Which asset gets uses.
    AddUses(u8),
    /// Which enemy an ability or event attacks.
    Fight(
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ability"))]
        &'static content::arkham_lcg::AbilityDef,
        Source,
    ),
    /// Which enemy an ability or event evades.
    EvadeWith(
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ability"))]
        &'static content::arkham_lcg::AbilityDef,
        Source,
    ),
    /// Which asset an investigator over a slot limit discards (then the slots are checked again).
    SlotDiscard(Inv, AssetId),
    /// Which enemy attacks the investigator next (their choice), and the others waiting.
    AttackFirst(Inv, bool, [Option<EnemyId>; crate::enemy::ATTACKERS]),
    /// Which enemy an ability of a card in play targets (its condition names the enemy: Stray
    /// Cat's non-Elite enemy at your location); these effects then resolve against it.
    AbilityOn(#[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))] &'static [Effect], Ctx),
    /// Which enemy an event played from hand targets (its condition names the enemy).
    EventOn(
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ability"))]
        &'static content::arkham_lcg::AbilityDef,
        CardRef,
    ),
    /// Campaign: which card of the deck a card bought replaces.
    Replace(CardRef),
}

/// The decision waiting.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pending {
    /// An investigator's turn menu (also the player window during their turn).
    Turn(Inv),
    /// Setup: take a mulligan.
    Mulligan(Inv),
    /// ST.2: commit cards (and use [fast] boosts) to the test.
    Commit(Inv),
    /// Damage and horror are assigned among the investigator and their assets, as one decision.
    Assign { inv: Inv, damage: u8, horror: u8, source: Option<EnemyId> },
    /// Choose one of these.
    Pick { inv: Inv, what: PickFor, options: SmallVec<[crate::action::Target; 8]> },
    /// A window offers reactions to a seat.
    Offer(Inv),
    /// Upkeep 4.5: discard down to the hand size.
    HandSize(Inv),
    /// Campaign: spend experience.
    Buy(Inv),
}

/// The whole game. What no seat may see (the order and contents of the decks, the generator) is
/// private: [`State::encounter_len`] and [`Investigator::deck_len`] say what the table shows,
/// and the `testing` feature opens the decks for tests that rig them.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct State {
    /// The configuration.
    pub config: Config,
    /// Which scenario of `SCENARIOS` is played.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::scenario"))]
    pub scenario: u8,
    /// Difficulty.
    pub difficulty: Difficulty,
    /// Investigators in seat (player) order.
    pub investigators: SmallVec<[Investigator; 4]>,
    /// Investigators who started the scenario (per-investigator values).
    pub starting: u8,
    /// The lead investigator.
    pub lead: Inv,
    /// Round number (from 1).
    pub round: u16,
    /// Phase.
    pub phase: Phase,
    /// Framework position.
    pub step: Step,
    /// The investigator whose turn it is.
    pub active: Option<Inv>,
    /// Locations of the scenario (in play and set aside).
    pub locations: Vec<Location>,
    /// Enemies in play.
    pub enemies: SmallVec<[Enemy; 8]>,
    /// Next enemy id.
    pub next_enemy: u16,
    /// Next asset id.
    pub next_asset: u16,
    /// Encounter deck, face down.
    pub(crate) encounter: Deck<Vec<CardRef>>,
    /// Encounter discard pile, face up.
    pub encounter_discard: Pile<Vec<CardRef>>,
    /// The scenario's extra deck (The Midnight Masks' Cultist deck), face down.
    pub(crate) extra_deck: Deck<Vec<CardRef>>,
    /// Set-aside encounter cards.
    pub set_aside: Vec<CardRef>,
    /// Victory display.
    pub victory: Vec<CardRef>,
    /// Position of the current agenda in the scenario's list.
    pub agenda: u8,
    /// Doom on the current agenda.
    pub agenda_doom: u8,
    /// Position of the current act.
    pub act: u8,
    /// Clues on the current act (for objectives that collect them).
    pub act_clues: u8,
    /// The chaos bag.
    pub chaos: ChaosBag,
    /// Skill tests in progress (nested ones on top).
    pub tests: SmallVec<[SkillTest; 1]>,
    /// Lasting effects.
    pub lasting: SmallVec<[Lasting; 4]>,
    /// Uses of limited abilities (the kernel's per-test/turn/phase/round/game counters).
    pub used: tabletop_core::limit::UseLimits<UseKey>,
    /// The resolution stack.
    pub frames: Vec<Frame>,
    /// The decision waiting.
    pub pending: Option<Pending>,
    /// Serial of the next occurrence (once per occurrence).
    pub serial: u32,
    /// The resolution reached (0: none), once the scenario ends.
    pub resolution: Option<u8>,
    /// Campaign log entries recorded (ids of `CAMPAIGN_LOG`), and crossed out.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::log"))]
    pub log: Vec<(Text, bool)>,
    /// Cultists who got away (The Midnight Masks → The Devourer Below).
    pub escaped: Vec<CardRef>,
    /// The whole campaign is played.
    pub campaign: bool,
    /// How the game ended, once it has.
    pub ending: Option<crate::Ending>,
    /// Scenarios played so far in a campaign, with the resolution reached.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::played"))]
    pub played: SmallVec<[(u8, u8); 3]>,
    /// The treachery resolving stays in play (threat area, attached).
    pub kept: bool,
    /// The event resolving returns to hand.
    pub return_to_hand: bool,
    /// Reveal another chaos token for the current test.
    pub reveal_another: bool,
    /// A spawning enemy spawns at this location instead.
    pub spawn_here: Option<LocId>,
    /// A *when* response cancelled the occurrence resolving.
    pub cancelled: bool,
    /// Aquinnah: the attack's damage goes to another enemy.
    pub redirect: bool,
    /// Yithian Observer: the attack discards a card or hits harder.
    pub yithian: bool,
    /// Grotesque Statue: the next reveal draws two tokens and the investigator chooses one.
    pub statue: bool,
    /// The generator.
    pub(crate) rng: GameRng,
    /// The connections and distances between locations, rebuilt when the locations change
    /// (ignored by `==` and `Hash`: it follows from [`State::locations`]).
    #[cfg_attr(feature = "serde", serde(skip, default = "CachedGraph::new"))]
    pub(crate) map: CachedGraph<MapKey, ()>,
}

impl State {
    /// Cards left in the encounter deck (its order is hidden).
    pub fn encounter_len(&self) -> usize {
        self.encounter.len()
    }

    /// Cards left in the scenario's extra deck (The Midnight Masks' Cultist deck, face down).
    pub fn extra_deck_len(&self) -> usize {
        self.extra_deck.len()
    }
}

impl Investigator {
    /// The cards in hand: hidden from the other seats, whose views show only how many there are.
    pub fn hand(&self) -> &[CardRef] {
        &self.hand
    }

    /// Cards left in the investigator's deck (its order is hidden).
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
}
