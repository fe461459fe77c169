//! Content types of Lost Ruins of Arnak; the tables themselves are generated from
//! `content/data/arnak/*.toml` by `content-compiler` and included below.
//!
//! Architecture invariant: these are plain `'static` data with no behaviour beyond small
//! accessors; the `arnak` crate interprets them. Card text the [`Effect`] vocabulary cannot
//! express is a [`Effect::Custom`] hook implemented in the `arnak` crate, which has a test that
//! every hook named here is implemented.

/// Where an entry's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Source {
    /// Printed in the rulebook.
    Rulebook,
    /// Public data in `shared/reference/arnak/`.
    Reference,
    /// From knowledge of the published components.
    Recalled,
}

/// The five resources.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Resource {
    /// Coin (common).
    Coin,
    /// Compass (common).
    Compass,
    /// Tablet (rare).
    Tablet,
    /// Arrowhead (rare).
    Arrowhead,
    /// Jewel (rare).
    Jewel,
}

impl Resource {
    /// All resources in board order.
    pub const ALL: [Resource; 5] =
        [Resource::Coin, Resource::Compass, Resource::Tablet, Resource::Arrowhead, Resource::Jewel];
}

/// An amount of each resource. Also used for costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Res {
    /// Coins.
    pub coin: u8,
    /// Compasses.
    pub compass: u8,
    /// Tablets.
    pub tablet: u8,
    /// Arrowheads.
    pub arrowhead: u8,
    /// Jewels.
    pub jewel: u8,
}

impl Res {
    /// Nothing.
    pub const ZERO: Res = Res { coin: 0, compass: 0, tablet: 0, arrowhead: 0, jewel: 0 };

    /// The amount of one resource.
    pub const fn get(&self, resource: Resource) -> u8 {
        match resource {
            Resource::Coin => self.coin,
            Resource::Compass => self.compass,
            Resource::Tablet => self.tablet,
            Resource::Arrowhead => self.arrowhead,
            Resource::Jewel => self.jewel,
        }
    }
}

/// A travel icon: boot < car = ship < plane (a higher icon pays for a lower one; car and ship do
/// not pay for each other).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Travel {
    /// Walking.
    Boot,
    /// Car.
    Car,
    /// Ship.
    Ship,
    /// Plane.
    Plane,
}

/// Counts of travel icons (a requirement, a card's travel value, or travel gained).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Travels {
    /// Boots.
    pub boot: u8,
    /// Cars.
    pub car: u8,
    /// Ships.
    pub ship: u8,
    /// Planes.
    pub plane: u8,
}

impl Travels {
    /// No travel.
    pub const NONE: Travels = Travels { boot: 0, car: 0, ship: 0, plane: 0 };

    /// Total number of icons.
    pub const fn total(&self) -> u8 {
        self.boot + self.car + self.ship + self.plane
    }
}

/// Kinds of card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardKind {
    /// Starting card (Funding, Exploration).
    Basic,
    /// Fear card.
    Fear,
    /// Item, bought with coins.
    Item,
    /// Artifact, bought with compasses; played from hand it also costs its activation cost.
    Artifact,
}

/// Which sites an effect may target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SiteFilter {
    /// Any existing site.
    Any,
    /// Base-camp sites only.
    Camp,
    /// Base-camp or level I sites.
    CampOrLevel1,
    /// Discovered level I sites.
    Level1,
    /// Discovered level II sites.
    Level2,
    /// Sites where the player has an archaeologist.
    Own,
}

/// What a "per" gain counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Counter {
    /// Idols the player owns (slotted or not).
    Idols,
    /// Guardians the player has overcome.
    Guardians,
    /// Item and artifact cards in the player's play area.
    CardsInPlay,
}

/// Which research marker an effect may move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MarkerChoice {
    /// Either marker.
    Any,
    /// The magnifying glass only.
    Magnifier,
    /// The notebook only.
    Notebook,
}

/// A card-row card type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RowKind {
    /// Items (right of the Moon Staff).
    Item,
    /// Artifacts (left of the Moon Staff).
    Artifact,
}

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
    /// Card text resolved by a named hook in the `arnak` crate.
    Custom(&'static str),
}

/// A card definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardDef {
    /// Stable id, `arnak/<kind>/<slug>`.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    pub ru: Option<&'static str>,
    /// Kind.
    pub kind: CardKind,
    /// Copies in the game (fear: 19; basic: per colour).
    pub copies: u8,
    /// Buy cost: coins for items, compasses for artifacts, 0 otherwise.
    pub cost: u8,
    /// Victory points printed on the card (fear: -1).
    pub vp: i8,
    /// Travel value when played for travel.
    pub travel: Travels,
    /// Whether the effect is a free action (⚡).
    pub free: bool,
    /// The effect.
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}

/// A guardian tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GuardianDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    pub ru: Option<&'static str>,
    /// Resources to overcome it.
    pub cost: Res,
    /// Travel to provide when overcoming it.
    pub travel_cost: Travels,
    /// Cards to discard from hand when overcoming it (to your play area, ignoring their effect).
    pub discard: u8,
    /// The once-per-game boon.
    pub boon: &'static [Effect],
    /// Victory points (5).
    pub vp: u8,
    /// Where the values come from.
    pub source: Source,
}

/// One side of an assistant tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AssistantSide {
    /// The effect.
    pub effect: &'static [Effect],
    /// Whether using it is a free action (the discount-buy assistant needs the main action).
    pub free: bool,
}

/// An assistant tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AssistantDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    pub ru: Option<&'static str>,
    /// Silver side.
    pub silver: AssistantSide,
    /// Gold side.
    pub gold: AssistantSide,
    /// Where the values come from.
    pub source: Source,
}

/// A level I or level II site tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SiteTileDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    pub ru: Option<&'static str>,
    /// 1 or 2.
    pub level: u8,
    /// The site's effect.
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}

/// An idol tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IdolDef {
    /// Stable id.
    pub id: &'static str,
    /// Symbol, used by the solo Rival's idol slots (the reward kind).
    pub symbol: &'static str,
    /// Effect when taken face up on discovery.
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}

/// A research bonus tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BonusTileDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    pub ru: Option<&'static str>,
    /// The reward.
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}

/// Which player counts use a thing (blocked spaces, bonus spaces).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MinPlayers(pub u8);

/// A space for one archaeologist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SpaceDef {
    /// Travel to reach it.
    pub travel: Travels,
    /// Covered by a blocking tile with fewer than 4 players (the 2–3-player symbol).
    pub blockable: bool,
}

/// A base-camp site.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CampDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    pub ru: Option<&'static str>,
    /// The resource its blocking tile shows.
    pub resource: Resource,
    /// The site's effect.
    pub effect: &'static [Effect],
    /// Its spaces (two).
    pub spaces: &'static [SpaceDef],
}

/// A site spot (level I or II) that becomes a site when discovered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SpotDef {
    /// Stable id.
    pub id: &'static str,
    /// 1 or 2.
    pub level: u8,
    /// Row on the map, 1 = nearest the coast.
    pub row: u8,
    /// Travel to reach its space.
    pub travel: Travels,
}

/// A link between two research spaces, with its price.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LinkDef {
    /// Index of the lower space in [`ResearchTrackDef::spaces`] (`None`: the start).
    pub from: Option<u8>,
    /// Index of the upper space (`None`: the Lost Temple).
    pub to: Option<u8>,
    /// Resources to pay.
    pub cost: Res,
    /// Idols (not in slots) to exile (Snake side).
    pub idols: u8,
    /// Cards to discard from hand.
    pub discard: u8,
    /// Only this marker may use the link (`Any` otherwise).
    pub marker: MarkerChoice,
}

/// A space on a research level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ResearchSpaceDef {
    /// Level, 1 = the first above the start.
    pub level: u8,
    /// Bonus tiles dealt here at setup: the minimum player count of each slot.
    pub bonus_slots: &'static [MinPlayers],
    /// Whether the Snake side's rescue stack of assistants sits here.
    pub assistant_stack: bool,
}

/// The effects and points of one research level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ResearchLevelDef {
    /// Level number.
    pub level: u8,
    /// Effect for a magnifying glass arriving here.
    pub magnifier: &'static [Effect],
    /// Effect for a notebook arriving here.
    pub notebook: &'static [Effect],
    /// Points for a magnifying glass here at game end.
    pub magnifier_vp: u8,
    /// Points for a notebook here at game end.
    pub notebook_vp: u8,
}

/// A research track of one board side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ResearchTrackDef {
    /// Spaces, by level.
    pub spaces: &'static [ResearchSpaceDef],
    /// Links between spaces.
    pub links: &'static [LinkDef],
    /// Per-level effects and points.
    pub levels: &'static [ResearchLevelDef],
    /// Points of each Lost Temple slot, left to right.
    pub temple_slots_vp: &'static [u8],
    /// Costs of the three foundations A, B, C under the temple-tile pyramid.
    pub foundations: [Res; 3],
}

/// One side of the main board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardDef {
    /// `bird` or `snake`.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    pub ru: Option<&'static str>,
    /// Base-camp sites.
    pub camps: &'static [CampDef],
    /// Level I and II site spots.
    pub spots: &'static [SpotDef],
    /// Compasses to discover a level I and a level II site.
    pub discover_cost: [u8; 2],
    /// The research track.
    pub research: ResearchTrackDef,
}

/// The player board: idol slots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PlayerBoardDef {
    /// Points of each empty idol slot, left to right.
    pub idol_slot_vp: &'static [u8],
    /// The effects to choose from when an idol is put in a slot.
    pub idol_slot_effects: &'static [&'static [Effect]],
    /// Assistant slots.
    pub assistant_slots: u8,
    /// Starting coins and compasses by seat.
    pub starting: &'static [Res],
}

/// Kinds of Rival decision tile (solo).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RivalAction {
    /// Place an archaeologist where the resource can be gained.
    Dig(Resource),
    /// Discover a site; per round (I..V): `(level, with_guardian)`, `None` = skip.
    Discover(&'static [Option<(u8, bool)>]),
    /// Advance the magnifying glass.
    Research,
    /// Take a guardian (fallback: research without exiling an assistant).
    Overcome,
    /// Take a row item.
    BuyItem,
    /// Take a row artifact.
    BuyArtifact,
}

/// A Rival decision tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RivalTileDef {
    /// Stable id.
    pub id: &'static str,
    /// Russian name (the tiles print no English one; English text shows the id).
    pub ru: Option<&'static str>,
    /// The action.
    pub action: RivalAction,
    /// Red (harder) tile of a pair; archaeologist tiles are neither.
    pub red: bool,
    /// The round-V symbol: skipped in round V.
    pub skip_round_5: bool,
    /// The arrow printed on the tile's back points right (else left). The tiles are turned so
    /// their dark edges align, so a tile's arrow never changes.
    pub arrow_right: bool,
    /// Where the values come from.
    pub source: Source,
}

#[allow(missing_docs, reason = "generated tables carry their own docs where they can")]
mod generated {
    use super::*;
    include!(concat!(env!("OUT_DIR"), "/arnak.rs"));
}

pub use generated::*;
