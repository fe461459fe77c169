//! Actions: every decision a seat can send.

use smallvec::SmallVec;

use crate::card::CardRef;
use crate::state::{AssetId, EnemyId, LocId, Source};

/// What a [`Action::Pick`] names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Target {
    /// An investigator (by seat).
    Investigator(u8),
    /// An enemy in play.
    Enemy(EnemyId),
    /// A location.
    Location(LocId),
    /// An asset in play.
    Asset(AssetId),
    /// A card (in a hand, a deck being searched, a discard pile).
    Card(CardRef),
    /// One of several listed options (effect lists, forced abilities, tokens), by position.
    Option(u8),
    /// A skill (0 willpower, 1 intellect, 2 combat, 3 agility).
    Skill(u8),
    /// Damage (`false`) or horror (`true`), for "heal damage or horror".
    Horror(bool),
}

/// One decision.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Action {
    /// Setup: set aside the hand cards of this bit mask and draw as many (0: keep the hand).
    Mulligan(u8),
    /// Investigate your location.
    Investigate,
    /// Move to a connecting location.
    Move(LocId),
    /// Draw a card.
    Draw,
    /// Gain a resource.
    Resource,
    /// Play a card from hand (an asset, or an event).
    Play(CardRef),
    /// Use an \[action\] or \[fast\] ability.
    Activate(Source, u8),
    /// Engage an enemy at your location.
    Engage(EnemyId),
    /// Fight an enemy.
    Fight(EnemyId),
    /// Evade an enemy engaged with you.
    Evade(EnemyId),
    /// Spend the clues the current act asks for, as a group, to advance it.
    AdvanceAct,
    /// End your turn.
    EndTurn,
    /// Commit a card from hand to the skill test.
    Commit(CardRef),
    /// Stop committing; the test goes on.
    Done,
    /// Assign damage and horror: (asset, damage, horror) for each asset taking some; the rest
    /// goes on the investigator.
    Assign(SmallVec<[(AssetId, u8, u8); 2]>),
    /// Answer a question.
    Pick(Target),
    /// Use the offered response (its position among the seat's responses).
    Use(u8),
    /// Use none of the offered responses.
    Pass,
    /// Discard a card from hand (hand size).
    Discard(CardRef),
    /// Campaign: buy a card with experience (it replaces a card of the same name or the card
    /// chosen by the rules: the lowest-level non-required card).
    Buy(CardRef),
}
