//! How the game ends: won or lost, and why (Eldritch Horror keeps no score).

use tabletop_core::Outcome;

use crate::state::{EndReason, State};

/// The outcome once the game is over: won or lost, with the reason in words.
pub(crate) fn outcome(state: &State) -> Option<Outcome> {
    let (won, reason) = state.outcome?;
    let reason = match reason {
        EndReason::Mysteries => "the investigators solved the Mysteries",
        EndReason::Awakened => "the Ancient One awoke",
        EndReason::MythosOut => "the Mythos deck ran out",
        EndReason::AllEliminated => "every investigator was eliminated",
        EndReason::FinalMystery => "the investigators solved the Final Mystery",
        EndReason::AncientOneBack => "the awakened Ancient One's defeat condition was met",
        EndReason::Rumor => "an unstopped Rumor ended the game",
    };
    Some(Outcome::Coop { won, reason: reason.to_owned() })
}
