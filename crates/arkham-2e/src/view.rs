//! What a seat sees: the `View` of the state.

use tabletop_core::Seat;

use crate::state::{Ending, Investigator, Monster, Phase, State};

/// What one seat may see: everything on the table (investigators' cards are public), but not
/// the order of any deck, the cup or the gate markers.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct View {
    /// The seat this view is for.
    pub seat: u8,
    /// The round.
    pub round: u16,
    /// The phase.
    pub phase: Phase,
    /// The first player.
    pub first: u8,
    /// The Ancient One (index into `ANCIENT_ONES`).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::ancient_one"))]
    pub ancient: u8,
    /// Doom tokens.
    pub doom: u8,
    /// Terror level.
    pub terror: u8,
    /// Investigators by seat.
    pub investigators: Vec<Investigator>,
    /// Monsters on the board.
    pub monsters: Vec<Monster>,
    /// Open gates: (location, world).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::gates"))]
    pub gates: Vec<(u8, u8)>,
    /// Clues on locations: (location, count).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::clues"))]
    pub clues: Vec<(u8, u8)>,
    /// Elder Signs (bit per location).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::locations"))]
    pub seals: u32,
    /// Closed locations (bit per location).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::locations"))]
    pub closed: u32,
    /// Monsters in the cup.
    pub cup: usize,
    /// The Environment and the Rumor in play (indices into `MYTHOS`).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::opt_mythos"))]
    pub environment: Option<u8>,
    /// The Rumor in play.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::opt_mythos"))]
    pub rumor: Option<u8>,
    /// Whose decision waits.
    pub waiting: Option<u8>,
    /// Movement points left (in Movement).
    pub movement: u8,
    /// How the game ended.
    pub ending: Option<Ending>,
}

pub(crate) fn view(state: &State, seat: Seat) -> View {
    View {
        seat: seat.index().min(255) as u8,
        round: state.round,
        phase: state.phase,
        first: state.first,
        ancient: state.ancient,
        doom: state.doom,
        terror: state.terror,
        investigators: state.players.to_vec(),
        monsters: state.monsters.iter().copied().collect(),
        gates: state.open_gates().collect(),
        clues: state.clues.iter().enumerate().filter(|(_, c)| **c > 0).map(|(l, c)| (l as u8, *c)).collect(),
        seals: state.seals,
        closed: state.closed,
        cup: state.cup.len(),
        environment: state.environment,
        rumor: state.rumor,
        waiting: state.pending.as_ref().map(|(s, _)| *s),
        movement: state.movement,
        ending: state.ending,
    }
}
