//! The card text the effect vocabulary cannot express: every [`Hook`] of `Effect::Custom`,
//! implemented in Rust. The match is exhaustive, so a hook without an implementation does not
//! compile.

use content::arnak::{Hook, RowKind, SiteFilter};

use crate::action::Event;
use crate::legal;
use crate::resolve::{ask, gain};
use crate::state::{Prompt, State};

/// Resolves a hook for the current player.
pub(crate) fn run_hook(state: &mut State, seat: u8, hook: Hook, ev: &mut Vec<Event>) {
    match hook {
        Hook::AllTravelIsPlanesThisRound => state.player_mut(seat).planes = true,
        Hook::CompassPerArchaeologistOnMap => {
            let mut n = 0u8;
            legal::own_spaces(state, seat, &mut |_, _| n += 1);
            gain(state, seat, content::arnak::Res { compass: n, ..content::arnak::Res::ZERO }, ev);
        }
        Hook::CrystalEarring => {
            ask(state, Prompt::CrystalCount);
        }
        Hook::DecoratedHorn => {
            ask(state, Prompt::Horn);
        }
        Hook::GainItemToDeckTop => {
            ask(
                state,
                Prompt::Buy { kind: RowKind::Item, discount: 0, free: true, to_hand: false, to_top: true },
            );
        }
        Hook::IgnoreGuardianFearThisRound => state.player_mut(seat).no_guardian_fear = true,
        Hook::MoveToCampActivateTwice => {
            ask(state, Prompt::Move { to: SiteFilter::Camp, twice: true });
        }
        Hook::ObsidianEarring => {
            ask(state, Prompt::ObsidianCount);
        }
        Hook::OrnateHammer => {
            // The rightmost item of the row goes to the item exile.
            let round = usize::from(state.round);
            if let Some(slot) = (round..state.row.len()).rev().find(|&i| state.row[i].is_some())
                && let Some(card) = state.row[slot].take()
            {
                state.item_exile.push(card);
                ev.push(Event::RowExiled { card });
            }
            ask(state, Prompt::Hammer);
        }
        Hook::RescueAssistant => {
            ask(state, Prompt::Rescue);
        }
        Hook::ReturnSlottedIdol => {
            ask(state, Prompt::StoneKey);
        }
        Hook::TentActivateOwnSite => {
            ask(state, Prompt::Tent);
        }
        Hook::UseSupplyAssistantGold => {
            ask(state, Prompt::SupplyAssistant { gold: true });
        }
        Hook::UseSupplyAssistantSilver => {
            ask(state, Prompt::SupplyAssistant { gold: false });
        }
    }
}
