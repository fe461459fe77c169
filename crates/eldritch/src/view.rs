//! What a seat sees: the `View` of the state (hidden cards shown by face).

use content::eldritch as data;

use crate::state::{BoardMonster, EndReason, Pending, Phase, State};

/// What a seat sees: everything but deck orders, the cup's order, the generator and the backs
/// of Spells and Conditions (held cards are shown by face: the first index of their name).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct View {
    /// Round.
    pub round: u16,
    /// Phase.
    pub phase: Phase,
    /// Doom.
    pub doom: u8,
    /// Omen position.
    pub omen: u8,
    /// Lead Investigator seat.
    pub lead: u8,
    /// Gate locations.
    pub gates: Vec<u8>,
    /// Clue token locations on the board.
    pub clues: Vec<u8>,
    /// Monsters on the board.
    pub monsters: Vec<BoardMonster>,
    /// Investigators.
    pub investigators: Vec<crate::state::Investigator>,
    /// The Reserve.
    pub reserve: [Option<u16>; 4],
    /// Mythos cards left.
    pub mythos_left: usize,
    /// Current Mystery and its tokens.
    pub mystery: Option<(u8, u8)>,
    /// Solved Mysteries.
    pub solved: usize,
    /// Active Expedition location.
    pub expedition: Option<u8>,
    /// The pending decision.
    pub pending: Option<Pending>,
    /// Outcome.
    pub outcome: Option<(bool, EndReason)>,
    /// Defeated investigators lying on the board.
    pub fallen: Vec<crate::state::Fallen>,
    /// Ongoing Mythos cards in play and their Eldritch tokens.
    pub ongoing: Vec<(u8, u8)>,
    /// The Mystery token's space, if a Mystery placed it.
    pub mystery_sites: Vec<u8>,
    /// Eldritch tokens on the awakened sheet (Final Mystery progress).
    pub final_tokens: u8,
    /// The Ancient One (index into `content::eldritch::ANCIENT_ONES`).
    pub ancient_one: usize,
}

/// The view of `state`: the same for every seat (nothing is held face down from one player only).
pub(crate) fn view(state: &State) -> View {
    View {
        round: state.round,
        phase: state.phase,
        doom: state.doom,
        omen: state.omen,
        lead: state.lead,
        gates: state.gate_locations().collect(),
        clues: state.clue_locations().collect(),
        monsters: state.monsters.as_slice().to_vec(),
        investigators: state.investigators.iter().map(crate::hidden::public_investigator).collect(),
        reserve: state.reserve,
        mythos_left: state.mythos.len(),
        mystery: state.mystery(),
        solved: state.solved.len(),
        expedition: state.expedition_location(),
        pending: state.pending.as_ref().map(crate::hidden::public_pending),
        outcome: state.outcome,
        fallen: state
            .fallen
            .iter()
            .map(|fallen| {
                let mut shown = fallen.clone();
                for card in &mut shown.spells {
                    *card = crate::hidden::face(data::CardDeck::Spell, *card);
                }
                shown
            })
            .collect(),
        ongoing: state.ongoing.clone(),
        mystery_sites: state.mystery_sites.clone(),
        final_tokens: state.final_tokens,
        ancient_one: state.config.ancient_one,
    }
}
