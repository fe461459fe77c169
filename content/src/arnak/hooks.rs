//! Hooks: the rules the effect vocabulary cannot say.

use super::*;

schema! {
/// Card text the effect vocabulary cannot express, run by name (`{ custom = "crystal-earring" }`).
/// The `arnak` crate matches every variant, so a hook without an implementation does not
/// compile; a new hook is a variant here, its `[[hook]]` table in the TOML (the rule in words)
/// and its code there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hook {
    /// Guardian's Ocarina: every travel icon on your cards counts as a plane until the end of the round.
    AllTravelIsPlanesThisRound,
    /// Theodolite: 1 compass per archaeologist of yours on the map.
    CompassPerArchaeologistOnMap,
    /// Crystal Earring: draw 1 to 3 cards, keep one, maybe one on top of the deck, the rest in play.
    CrystalEarring,
    /// Decorated Horn: swap one of your assistants with the top of a supply stack.
    DecoratedHorn,
    /// Monkey Medallion: a free item from the row onto your deck.
    GainItemToDeckTop,
    /// War Mask: no Fear for returning from guardian sites this round.
    IgnoreGuardianFearThisRound,
    /// Passage Shell: move an archaeologist to a free camp and activate it twice.
    MoveToCampActivateTwice,
    /// Obsidian Earring: draw 1 or 2 from the bottom of your deck, keep one.
    ObsidianEarring,
    /// Ornate Hammer: exile the rightmost item of the row, then take any exiled item under your deck.
    OrnateHammer,
    /// Snake side, magnifying glass: take an assistant of your choice from the research-track stack.
    RescueAssistant,
    /// Stone Key: take an idol back from an idol slot.
    ReturnSlottedIdol,
    /// Tent: activate a site where you have an archaeologist (a level II site costs 2 compasses).
    TentActivateOwnSite,
    /// Ancient Wine: the gold side of a supply stack's top assistant.
    UseSupplyAssistantGold,
    /// Coconut Flask: the silver side of a supply stack's top assistant.
    UseSupplyAssistantSilver,
}
}

impl Hook {
    /// The hook's name as the TOML writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Hook::AllTravelIsPlanesThisRound => "all-travel-is-planes-this-round",
            Hook::CompassPerArchaeologistOnMap => "compass-per-archaeologist-on-map",
            Hook::CrystalEarring => "crystal-earring",
            Hook::DecoratedHorn => "decorated-horn",
            Hook::GainItemToDeckTop => "gain-item-to-deck-top",
            Hook::IgnoreGuardianFearThisRound => "ignore-guardian-fear-this-round",
            Hook::MoveToCampActivateTwice => "move-to-camp-activate-twice",
            Hook::ObsidianEarring => "obsidian-earring",
            Hook::OrnateHammer => "ornate-hammer",
            Hook::RescueAssistant => "rescue-assistant",
            Hook::ReturnSlottedIdol => "return-slotted-idol",
            Hook::TentActivateOwnSite => "tent-activate-own-site",
            Hook::UseSupplyAssistantGold => "use-supply-assistant-gold",
            Hook::UseSupplyAssistantSilver => "use-supply-assistant-silver",
        }
    }
}

schema! {
/// A `[[hook]]` table: a hook that the content uses, with the rule it implements in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HookDef {
    /// The hook.
    pub name: Hook,
    /// The rule it implements.
    pub rule: &'static str,
}
}
