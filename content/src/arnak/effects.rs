//! The effect vocabulary.

use super::*;

schema! {
/// One step of an effect. A list of effects resolves in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Gain resources.
    Gain(Res),
    /// Gain travel icons usable this turn.
    GainTravel(Travels),
    /// Draw cards from the top of your deck.
    Draw(u8),
    /// Draw cards from the bottom of your deck.
    DrawBottom(u8),
    /// Take fear cards into your play area (fear tokens when the fear deck is empty).
    GainFear(u8),
    /// This card goes to exile instead of the play area.
    ExileSelf,
    /// You may exile one card from your hand or play area (or a fear token).
    ExileCard,
    /// Discard one other card from hand to the play area; if you cannot, nothing after this.
    DiscardThen(&'static [Effect]),
    /// You may pay the resources to resolve `then`.
    PayThen {
        /// The price.
        cost: Res,
        /// What it buys.
        then: &'static [Effect],
    },
    /// You may provide the travel to resolve `then`.
    PayTravelThen {
        /// The travel to provide.
        cost: Travels,
        /// What it buys.
        then: &'static [Effect],
    },
    /// Choose one of the options.
    Choose(&'static [&'static [Effect]]),
    /// Choose `count` different options.
    ChooseDistinct {
        /// How many.
        count: u8,
        /// The options.
        options: &'static [&'static [Effect]],
    },
    /// Exchange one resource for a rarer one: one of the listed `(from, to)` exchanges.
    Upgrade(&'static [(Resource, Resource)]),
    /// Gain one `resource` per counted thing, at most `max`.
    GainPer {
        /// The resource gained.
        resource: Resource,
        /// What is counted.
        per: Counter,
        /// The cap.
        max: u8,
    },
    /// Pass this turn to gain the resources ("Pass to gain …").
    PassToGain(Res),
    /// Send an archaeologist from your board to dig at (or, if allowed, discover) a site.
    Dig {
        /// Which sites.
        filter: SiteFilter,
        /// Whether discovering a new site is allowed.
        discover: bool,
        /// Travel already provided.
        travel_discount: Travels,
        /// Compasses less to pay when discovering.
        compass_discount: u8,
    },
    /// Activate a site's effect without an archaeologist.
    ActivateSite {
        /// Which sites.
        filter: SiteFilter,
        /// Whether the site must be unoccupied.
        unoccupied: bool,
    },
    /// Activate the top tile of the level I or II site-tile stack on the supply board.
    ActivateTopSiteTile {
        /// The level (1 or 2).
        level: u8,
    },
    /// Move one of your archaeologists to another unoccupied space, then activate that site.
    MoveArchaeologist {
        /// Allowed destinations.
        to: SiteFilter,
    },
    /// Move a guardian from a site where you are to an unoccupied site, then activate that site.
    MoveGuardian,
    /// Return one of your archaeologists from the map to your board, then resolve `then`.
    ReturnArchaeologist(&'static [Effect]),
    /// Overcome a guardian without paying its cost.
    OvercomeGuardian {
        /// Also at any unoccupied site (the Trap), not only where you are.
        unoccupied_too: bool,
    },
    /// Research.
    Research {
        /// Which marker.
        marker: MarkerChoice,
        /// Resources less to pay (also for temple tiles).
        discount: Res,
        /// The move costs nothing.
        free: bool,
    },
    /// Buy a card from the row.
    Buy {
        /// Items or artifacts.
        kind: RowKind,
        /// Coins or compasses less to pay.
        discount: u8,
        /// Free of cost.
        free: bool,
        /// The top card of the matching deck is also offered.
        include_top: bool,
        /// The card goes to your hand rather than under your deck.
        to_hand: bool,
    },
    /// Refresh one of your exhausted assistants, then resolve `then`.
    RefreshAssistant(&'static [Effect]),
    /// Gain an assistant (top of a supply stack, silver side up).
    GainAssistant,
    /// Upgrade one of your assistants to gold (and refresh it).
    UpgradeAssistant,
    /// Card text resolved by a named hook in the `arnak` crate (`{ custom = "tent-activate-own-site" }`).
    Custom(Hook),
}
}

impl Effect {
    /// Every `custom` hook named in `effects`, nested effects included, in order.
    pub fn hooks(effects: &[Effect]) -> Vec<Hook> {
        let mut found = Vec::new();
        for effect in effects {
            match *effect {
                Effect::Custom(hook) => found.push(hook),
                Effect::DiscardThen(then)
                | Effect::PayThen { then, .. }
                | Effect::PayTravelThen { then, .. }
                | Effect::ReturnArchaeologist(then)
                | Effect::RefreshAssistant(then) => found.extend(Effect::hooks(then)),
                Effect::Choose(options) | Effect::ChooseDistinct { options, .. } => {
                    found.extend(options.iter().flat_map(|option| Effect::hooks(option)));
                }
                _ => {}
            }
        }
        found
    }
}
