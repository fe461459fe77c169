//! What a seat can decide, and what happened.

use tabletop_core::board::PieceId;

use crate::board::Place;

/// A decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Action {
    /// Upkeep: the three slider positions (Speed/Sneak, Fight/Will, Lore/Luck), moved at most
    /// Focus steps in all.
    Sliders([u8; 3]),
    /// Movement: step to an adjacent street or location.
    Move(Place),
    /// Movement: evade a monster here (by id).
    Evade(PieceId),
    /// Movement: fight a monster here (by id).
    Fight(PieceId),
    /// Movement: stop here (monsters here evaded or fought) and pick up the Clues.
    Stop,
    /// A skill check: spend a Clue for one more die.
    SpendClue,
    /// A skill check: accept the result.
    Accept,
    /// Combat (or a monster that appeared): make a Combat check.
    Attack,
    /// Combat: flee (an Evade check); against a monster that appeared, evade it.
    Flee,
    /// Combat: cast a combat spell (held-card index) before attacking.
    Cast(u8),
    /// At an explored gate: try to close it with a Lore (`false`) or Fight (`true`) check.
    Close {
        /// Use Fight instead of Lore.
        fight: bool,
    },
    /// At an explored gate: seal it with an Elder Sign card.
    Seal,
    /// Decline: leave the gate, skip the special ability, refuse an offer.
    Pass,
    /// Use the location's special ability instead of the encounter.
    Special,
    /// Choose option `n` of the waiting choice.
    Choose(u8),
    /// Come back from Lost in Time and Space, or move anywhere, to this place.
    PlaceAt(Place),
    /// Mandy Thompson's Research: re-roll the check's failed dice (once a round).
    Research,
    /// Movement: use a held card (a tome): pay its movement points, exhaust it, resolve it.
    UseCard(u8),
    /// Take this card (searching a deck).
    Take(crate::wire::CardId),
    /// Trade (Movement, not in combat): give a held Common Item, Unique Item or Spell to the
    /// investigator of seat `to` in the same area.
    Give {
        /// The receiving seat.
        to: u8,
        /// Held-card index.
        card: u8,
    },
    /// Trade: give $1 to the investigator of seat `to` in the same area.
    GiveMoney {
        /// The receiving seat.
        to: u8,
    },
}

/// Something that happened.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Event {
    /// A new round begins.
    Round(u16),
    /// An investigator's check: skill, dice rolled, successes, needed, passed.
    Check {
        /// Seat.
        seat: u8,
        /// Dice rolled in all.
        dice: u8,
        /// Successes.
        successes: u8,
        /// Needed.
        need: u8,
        /// Whether it passed.
        passed: bool,
    },
    /// A location encounter card was drawn (index into `LOCATION_CARDS`, encounter index).
    LocationEncounter {
        /// Seat.
        seat: u8,
        /// Card.
        card: u8,
        /// Encounter on it.
        entry: u8,
    },
    /// A gate card was drawn for an Other World encounter.
    GateEncounter {
        /// Seat.
        seat: u8,
        /// Card.
        card: u8,
        /// Encounter on it.
        entry: u8,
    },
    /// A Mythos card was drawn.
    Mythos(u8),
    /// A gate opened at a location to an Other World.
    GateOpened {
        /// Location.
        location: u8,
        /// World.
        world: u8,
    },
    /// A monster surge.
    Surge,
    /// A monster appeared (kind) at a place.
    MonsterAppeared {
        /// Kind.
        kind: u8,
        /// Where.
        place: Place,
    },
    /// A monster moved.
    MonsterMoved {
        /// Kind.
        kind: u8,
        /// To.
        to: Place,
    },
    /// A monster was killed (kind) by a seat.
    MonsterKilled {
        /// Seat.
        seat: u8,
        /// Kind.
        kind: u8,
    },
    /// A gate was closed (sealed when `sealed`).
    GateClosed {
        /// Seat.
        seat: u8,
        /// Location.
        location: u8,
        /// Sealed with an Elder Sign.
        sealed: bool,
    },
    /// Terror rose to this level.
    Terror(u8),
    /// Doom rose or fell to this many tokens.
    Doom(u8),
    /// An investigator moved.
    Moved {
        /// Seat.
        seat: u8,
        /// To.
        to: Place,
    },
    /// Drawn through a gate into an Other World.
    DrawnThrough {
        /// Seat.
        seat: u8,
        /// World.
        world: u8,
    },
    /// An investigator went insane (`sanity`) or unconscious.
    KnockedOut {
        /// Seat.
        seat: u8,
        /// Insane (else unconscious).
        insane: bool,
    },
    /// An investigator was devoured.
    Devoured(u8),
    /// An investigator gained a card (index into `CARDS`).
    Gained {
        /// Seat.
        seat: u8,
        /// Card.
        card: u8,
    },
    /// An investigator lost a card.
    Lost {
        /// Seat.
        seat: u8,
        /// Card.
        card: u8,
    },
    /// Money, Clues, Stamina or Sanity changed: (seat, what, new value).
    Stat {
        /// Seat.
        seat: u8,
        /// What.
        what: StatKind,
        /// New value.
        value: u8,
    },
    /// The Ancient One awakens.
    Awakens,
    /// The game ended.
    Ended(crate::state::Ending),
}

/// Which counter a [`Event::Stat`] reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StatKind {
    /// Dollars.
    Money,
    /// Clue tokens.
    Clues,
    /// Stamina.
    Stamina,
    /// Sanity.
    Sanity,
}
