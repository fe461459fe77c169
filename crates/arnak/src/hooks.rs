//! The card text the effect vocabulary cannot express: every `Effect::Custom` hook named in
//! `content::arnak::HOOKS`, implemented in Rust.

use content::arnak::{RowKind, SiteFilter};

use crate::action::Event;
use crate::engine::{ask, gain};
use crate::legal;
use crate::state::{Prompt, State};

/// A hook this crate implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Hook {
    AllTravelIsPlanes,
    CompassPerArchaeologist,
    CrystalEarring,
    DecoratedHorn,
    GainItemToDeckTop,
    IgnoreGuardianFear,
    MoveToCampActivateTwice,
    ObsidianEarring,
    OrnateHammer,
    RescueAssistant,
    ReturnSlottedIdol,
    TentActivateOwnSite,
    UseSupplyAssistantGold,
    UseSupplyAssistantSilver,
}

/// Every implemented hook by name.
const HOOKS: [(&str, Hook); 14] = [
    ("all-travel-is-planes-this-round", Hook::AllTravelIsPlanes),
    ("compass-per-archaeologist-on-map", Hook::CompassPerArchaeologist),
    ("crystal-earring", Hook::CrystalEarring),
    ("decorated-horn", Hook::DecoratedHorn),
    ("gain-item-to-deck-top", Hook::GainItemToDeckTop),
    ("ignore-guardian-fear-this-round", Hook::IgnoreGuardianFear),
    ("move-to-camp-activate-twice", Hook::MoveToCampActivateTwice),
    ("obsidian-earring", Hook::ObsidianEarring),
    ("ornate-hammer", Hook::OrnateHammer),
    ("rescue-assistant", Hook::RescueAssistant),
    ("return-slotted-idol", Hook::ReturnSlottedIdol),
    ("tent-activate-own-site", Hook::TentActivateOwnSite),
    ("use-supply-assistant-gold", Hook::UseSupplyAssistantGold),
    ("use-supply-assistant-silver", Hook::UseSupplyAssistantSilver),
];

impl Hook {
    /// The hook with this name.
    pub(crate) fn from_name(name: &str) -> Option<Hook> {
        HOOKS.iter().find(|(n, _)| *n == name).map(|&(_, h)| h)
    }
}

/// Whether this crate implements the content hook `name` (every name in
/// `content::arnak::HOOKS` must be).
pub fn hook_is_implemented(name: &str) -> bool {
    Hook::from_name(name).is_some()
}

/// Names of every hook this crate implements.
pub fn implemented_hooks() -> impl Iterator<Item = &'static str> {
    HOOKS.iter().map(|(n, _)| *n)
}

/// Resolves a hook for the current player.
pub(crate) fn run_hook(state: &mut State, seat: u8, hook: Hook, ev: &mut Vec<Event>) {
    match hook {
        Hook::AllTravelIsPlanes => state.player_mut(seat).planes = true,
        Hook::CompassPerArchaeologist => {
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
        Hook::IgnoreGuardianFear => state.player_mut(seat).no_guardian_fear = true,
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
