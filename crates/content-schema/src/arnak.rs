//! Lost Ruins of Arnak's content types, read from `content/data/arnak/*.toml` and baked into the
//! tables of `content::arnak`.
//!
//! Each type says how it is written in the TOML through its `#[serde(...)]` attributes; the
//! content compiler's `games/arnak.rs` adds only what a type cannot say (ids, cross-checks,
//! counts, sorting). Effects are bare strings for effects without parameters (`"exile_self"`) or
//! one-key tables (`{ gain = { coin = 2 } }`), a few with a second key
//! (`{ pay = { coin = 1 }, then = [...] }`, `{ choose = [[...], [...]], count = 2 }`); the
//! README in `content/data/arnak/` documents every form for designers.

use std::fmt;

use serde::de::{self, DeserializeSeed, MapAccess, Visitor};
use serde::{Deserialize, Deserializer};

use crate::read;
use crate::schema;

schema! {
/// Where an entry's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// Printed in the rulebook.
    Rulebook,
    /// Public data in `shared/reference/arnak/`.
    Reference,
    /// From knowledge of the published components.
    Recalled,
}
}

schema! {
/// The five resources.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
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
}

impl Resource {
    /// All resources in board order.
    pub const ALL: [Resource; 5] =
        [Resource::Coin, Resource::Compass, Resource::Tablet, Resource::Arrowhead, Resource::Jewel];
}

schema! {
/// An amount of each resource. Also used for costs. Written `{ coin = 2, jewel = 1 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize, serde::Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Res {
    /// Coins.
    #[serde(deserialize_with = "read::In::<0, 20>::u8")]
    pub coin: u8,
    /// Compasses.
    #[serde(deserialize_with = "read::In::<0, 20>::u8")]
    pub compass: u8,
    /// Tablets.
    #[serde(deserialize_with = "read::In::<0, 20>::u8")]
    pub tablet: u8,
    /// Arrowheads.
    #[serde(deserialize_with = "read::In::<0, 20>::u8")]
    pub arrowhead: u8,
    /// Jewels.
    #[serde(deserialize_with = "read::In::<0, 20>::u8")]
    pub jewel: u8,
}
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

schema! {
/// A travel icon: boot < car = ship < plane (a higher icon pays for a lower one; car and ship do
/// not pay for each other).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
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
}

schema! {
/// Counts of travel icons (a requirement, a card's travel value, or travel gained). Written as
/// the list of icons: `["car", "ship"]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(from = "Vec<Travel>")]
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
}

impl Travels {
    /// No travel.
    pub const NONE: Travels = Travels { boot: 0, car: 0, ship: 0, plane: 0 };

    /// Total number of icons.
    pub const fn total(&self) -> u8 {
        self.boot + self.car + self.ship + self.plane
    }
}

impl From<Vec<Travel>> for Travels {
    fn from(icons: Vec<Travel>) -> Travels {
        let mut travels = Travels::NONE;
        for icon in icons {
            let count = match icon {
                Travel::Boot => &mut travels.boot,
                Travel::Car => &mut travels.car,
                Travel::Ship => &mut travels.ship,
                Travel::Plane => &mut travels.plane,
            };
            *count = count.saturating_add(1);
        }
        travels
    }
}

schema! {
/// Kinds of card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
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
}

impl CardKind {
    /// The kind as written in the TOML and in ids (`arnak/item/...`).
    pub const fn name(self) -> &'static str {
        match self {
            CardKind::Basic => "basic",
            CardKind::Fear => "fear",
            CardKind::Item => "item",
            CardKind::Artifact => "artifact",
        }
    }
}

schema! {
/// Which sites an effect may target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
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
}

schema! {
/// What a "per" gain counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Counter {
    /// Idols the player owns (slotted or not).
    Idols,
    /// Guardians the player has overcome.
    Guardians,
    /// Item and artifact cards in the player's play area.
    CardsInPlay,
}
}

schema! {
/// Which research marker an effect may move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MarkerChoice {
    /// Either marker.
    Any,
    /// The magnifying glass only.
    Magnifier,
    /// The notebook only.
    Notebook,
}
}

schema! {
/// A card-row card type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RowKind {
    /// Items (right of the Moon Staff).
    Item,
    /// Artifacts (left of the Moon Staff).
    Artifact,
}
}

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

schema! {
/// A card definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// Stable id, `arnak/<kind>/<slug>`.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub ru: Option<&'static str>,
    /// Kind.
    pub kind: CardKind,
    /// Copies in the game (fear: 19; basic: per colour).
    #[serde(default = "one", deserialize_with = "read::In::<1, 30>::u8")]
    pub copies: u8,
    /// Buy cost: coins for items, compasses for artifacts, 0 otherwise.
    #[serde(default, deserialize_with = "read::In::<0, 12>::u8")]
    pub cost: u8,
    /// Victory points printed on the card (fear: -1).
    #[serde(default, deserialize_with = "read::In::<{ -1 }, 10>::i8")]
    pub vp: i8,
    /// Travel value when played for travel.
    pub travel: Travels,
    /// Whether the effect is a free action (⚡).
    #[serde(default)]
    pub free: bool,
    /// The effect.
    #[serde(default, deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
    /// The card's id in the reference data (`0101`), when it has one.
    #[serde(rename = "ref", default, deserialize_with = "read::opt_str")]
    pub reference: Option<&'static str>,
}
}

schema! {
/// A guardian tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GuardianDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub ru: Option<&'static str>,
    /// Resources to overcome it.
    #[serde(default)]
    pub cost: Res,
    /// Travel to provide when overcoming it.
    #[serde(default)]
    pub travel_cost: Travels,
    /// Cards to discard from hand when overcoming it (to your play area, ignoring their effect).
    #[serde(default, deserialize_with = "read::In::<0, 2>::u8")]
    pub discard: u8,
    /// The once-per-game boon.
    #[serde(deserialize_with = "read::slice")]
    pub boon: &'static [Effect],
    /// Victory points (5).
    #[serde(default = "five", deserialize_with = "read::In::<0, 10>::u8")]
    pub vp: u8,
    /// Where the values come from.
    pub source: Source,
    /// The tile's id in the reference data, when it has one.
    #[serde(rename = "ref", default, deserialize_with = "read::opt_str")]
    pub reference: Option<&'static str>,
}
}

schema! {
/// One side of an assistant tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AssistantSide {
    /// The effect.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Whether using it is a free action (the discount-buy assistant needs the main action).
    #[serde(default = "read::yes")]
    pub free: bool,
}
}

schema! {
/// An assistant tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AssistantDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub ru: Option<&'static str>,
    /// Silver side.
    pub silver: AssistantSide,
    /// Gold side.
    pub gold: AssistantSide,
    /// Where the values come from.
    pub source: Source,
    /// The tile's id in the reference data, when it has one.
    #[serde(rename = "ref", default, deserialize_with = "read::opt_str")]
    pub reference: Option<&'static str>,
}
}

schema! {
/// A level I or level II site tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SiteTileDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub ru: Option<&'static str>,
    /// 1 or 2.
    #[serde(deserialize_with = "read::In::<1, 2>::u8")]
    pub level: u8,
    /// The site's effect.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
    /// The tile's id in the reference data, when it has one.
    #[serde(rename = "ref", default, deserialize_with = "read::opt_str")]
    pub reference: Option<&'static str>,
}
}

schema! {
/// An idol tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IdolDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// Symbol, used by the solo Rival's idol slots (the reward kind).
    #[serde(deserialize_with = "read::slug")]
    pub symbol: &'static str,
    /// Effect when taken face up on discovery.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
    /// The tile's id in the reference data, when it has one.
    #[serde(rename = "ref", default, deserialize_with = "read::opt_str")]
    pub reference: Option<&'static str>,
}
}

schema! {
/// A research bonus tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BonusTileDef {
    /// Stable id.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub ru: Option<&'static str>,
    /// The reward.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}
}

/// A `[[bonus_tile]]` as written: one face and its number of copies (the compiler makes one
/// [`BonusTileDef`] per copy, ids ending `-1`, `-2`, ...).
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BonusTileFace {
    /// Copies of this face.
    #[serde(default = "one", deserialize_with = "read::In::<1, 10>::u8")]
    pub copies: u8,
    /// Stable id (of the face).
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub ru: Option<&'static str>,
    /// The reward.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}

impl BonusTileFace {
    /// One tile per copy, ids ending `-1`, `-2`, ... when there are several.
    pub fn tiles(&self) -> Vec<BonusTileDef> {
        let tile =
            |id| BonusTileDef { id, name: self.name, ru: self.ru, effect: self.effect, source: self.source };
        if self.copies == 1 {
            return vec![tile(self.id)];
        }
        (1..=self.copies).map(|copy| tile(format!("{}-{copy}", self.id).leak())).collect()
    }
}

schema! {
/// Which player counts use a thing (blocked spaces, bonus spaces).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
pub struct MinPlayers(#[serde(deserialize_with = "read::In::<1, 4>::u8")] pub u8);
}

schema! {
/// A space for one archaeologist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpaceDef {
    /// Travel to reach it.
    pub travel: Travels,
    /// Covered by a blocking tile with fewer than 4 players (the 2–3-player symbol).
    #[serde(default)]
    pub blockable: bool,
}
}

schema! {
/// A base-camp site.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampDef {
    /// Stable id, `arnak/<board>/camp/<slug>` (written as the slug, unique on its board).
    #[serde(deserialize_with = "read::slug")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub ru: Option<&'static str>,
    /// The resource its blocking tile shows.
    pub resource: Resource,
    /// The site's effect.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Its spaces (two).
    #[serde(deserialize_with = "read::slice")]
    pub spaces: &'static [SpaceDef],
    /// Where the camp's values come from, when they differ from the board's.
    #[serde(default)]
    pub source: Option<Source>,
    /// Where its discard cost comes from, when that differs.
    #[serde(default)]
    pub discard_source: Option<Source>,
}
}

schema! {
/// A site spot (level I or II) that becomes a site when discovered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpotDef {
    /// Stable id, `arnak/<board>/spot/<slug>` (written as the slug, unique on its board).
    #[serde(deserialize_with = "read::slug")]
    pub id: &'static str,
    /// 1 or 2.
    #[serde(deserialize_with = "read::In::<1, 2>::u8")]
    pub level: u8,
    /// Row on the map, 1 = nearest the coast.
    #[serde(deserialize_with = "read::In::<1, 3>::u8")]
    pub row: u8,
    /// Travel to reach its space.
    pub travel: Travels,
}
}

schema! {
/// A link between two research spaces, with its price.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkDef {
    /// Index of the lower space in [`ResearchTrackDef::spaces`] (`None`: the start). Written as
    /// the space's id, or `"start"`.
    #[serde(deserialize_with = "link_from")]
    pub from: Option<u8>,
    /// Index of the upper space (`None`: the Lost Temple). Written as the space's id, or
    /// `"temple"`.
    #[serde(deserialize_with = "link_to")]
    pub to: Option<u8>,
    /// Resources to pay.
    #[serde(default)]
    pub cost: Res,
    /// Idols (not in slots) to exile (Snake side).
    #[serde(default, deserialize_with = "read::In::<0, 2>::u8")]
    pub idols: u8,
    /// Cards to discard from hand.
    #[serde(default, deserialize_with = "read::In::<0, 2>::u8")]
    pub discard: u8,
    /// Only this marker may use the link (`Any` otherwise).
    #[serde(default = "any_marker")]
    pub marker: MarkerChoice,
}
}

schema! {
/// A space on a research level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResearchSpaceDef {
    /// Level, 1 = the first above the start.
    #[serde(deserialize_with = "read::In::<1, 12>::u8")]
    pub level: u8,
    /// Bonus tiles dealt here at setup: the minimum player count of each slot.
    #[serde(rename = "bonus", default, deserialize_with = "read::slice")]
    pub bonus_slots: &'static [MinPlayers],
    /// Whether the Snake side's rescue stack of assistants sits here.
    #[serde(default)]
    pub assistant_stack: bool,
    /// Id, unique on its board (links name spaces by it).
    #[serde(deserialize_with = "read::slug")]
    pub id: &'static str,
}
}

schema! {
/// The effects and points of one research level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResearchLevelDef {
    /// Level number.
    #[serde(deserialize_with = "read::In::<1, 12>::u8")]
    pub level: u8,
    /// Effect for a magnifying glass arriving here.
    #[serde(default, deserialize_with = "read::slice")]
    pub magnifier: &'static [Effect],
    /// Effect for a notebook arriving here.
    #[serde(default, deserialize_with = "read::slice")]
    pub notebook: &'static [Effect],
    /// Points for a magnifying glass here at game end.
    #[serde(deserialize_with = "read::In::<0, 50>::u8")]
    pub magnifier_vp: u8,
    /// Points for a notebook here at game end.
    #[serde(deserialize_with = "read::In::<0, 50>::u8")]
    pub notebook_vp: u8,
}
}

schema! {
/// A research track of one board side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResearchTrackDef {
    /// Spaces, by level.
    #[serde(rename = "space", deserialize_with = "read::slice")]
    pub spaces: &'static [ResearchSpaceDef],
    /// Links between spaces.
    #[serde(rename = "link", deserialize_with = "read::slice")]
    pub links: &'static [LinkDef],
    /// Per-level effects and points.
    #[serde(rename = "level", deserialize_with = "read::slice")]
    pub levels: &'static [ResearchLevelDef],
    /// Points of each Lost Temple slot, left to right.
    #[serde(deserialize_with = "read::In::<0, 50>::u8s")]
    pub temple_slots_vp: &'static [u8],
    /// Costs of the three foundations A, B, C under the temple-tile pyramid.
    pub foundations: [Res; 3],
    /// Where the temple slots' points come from, when that differs from the board's.
    #[serde(default)]
    pub temple_slots_vp_source: Option<Source>,
    /// Where the levels' points come from, when that differs from the board's.
    #[serde(default)]
    pub level_vp_source: Option<Source>,
}
}

schema! {
/// One side of the main board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardDef {
    /// `bird` or `snake`.
    #[serde(deserialize_with = "read::slug")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub ru: Option<&'static str>,
    /// Base-camp sites.
    #[serde(rename = "camp", deserialize_with = "read::slice")]
    pub camps: &'static [CampDef],
    /// Level I and II site spots.
    #[serde(rename = "spot", deserialize_with = "read::slice")]
    pub spots: &'static [SpotDef],
    /// Compasses to discover a level I and a level II site.
    #[serde(deserialize_with = "discover_cost")]
    pub discover_cost: [u8; 2],
    /// The research track.
    pub research: ResearchTrackDef,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// The player board: idol slots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerBoardDef {
    /// Points of each empty idol slot, left to right.
    #[serde(deserialize_with = "read::In::<0, 10>::u8s")]
    pub idol_slot_vp: &'static [u8],
    /// The effects to choose from when an idol is put in a slot.
    #[serde(deserialize_with = "read::slices")]
    pub idol_slot_effects: &'static [&'static [Effect]],
    /// Assistant slots.
    #[serde(deserialize_with = "read::In::<1, 4>::u8")]
    pub assistant_slots: u8,
    /// Starting coins and compasses by seat.
    #[serde(deserialize_with = "read::slice")]
    pub starting: &'static [Res],
    /// Where the values come from.
    pub source: Source,
    /// Where the idol slots' points come from, when that differs.
    #[serde(default)]
    pub idol_slot_vp_source: Option<Source>,
}
}

schema! {
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
}

schema! {
/// A Rival decision tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(try_from = "RivalTileToml")]
pub struct RivalTileDef {
    /// Stable id.
    pub id: &'static str,
    /// English name (the tiles print none: a short label of the action, ours).
    pub name: &'static str,
    /// Russian name.
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
    /// Where the arrow comes from, when that differs.
    pub arrow_source: Option<Source>,
}
}

/// A `[[temple_tile]]`: a value and how many tiles have it (4 players).
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TempleTileDef {
    /// Points.
    #[serde(deserialize_with = "read::In::<1, 30>::u8")]
    pub value: u8,
    /// Tiles.
    #[serde(deserialize_with = "read::In::<1, 30>::u8")]
    pub count: u8,
}

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
    #[serde(deserialize_with = "read::str")]
    pub rule: &'static str,
}
}

/// The reference scope of a board's research space ids (`from`, `to`), set by the compiler.
pub const RESEARCH_SPACE: read::Scope = read::Scope { what: "research space", within: " on this board" };

fn one() -> u8 {
    1
}

fn five() -> u8 {
    5
}

fn any_marker() -> MarkerChoice {
    MarkerChoice::Any
}

/// `[3, 6]`: compasses for level I and level II, 0 to 12 each.
fn discover_cost<'de, D: Deserializer<'de>>(d: D) -> Result<[u8; 2], D::Error> {
    let costs = read::In::<0, 12>::u8s(d)?;
    <[u8; 2]>::try_from(costs)
        .map_err(|_| de::Error::custom("list the compasses for level I and level II, e.g. [3, 6]"))
}

fn link_end<'de, D: Deserializer<'de>>(d: D, special: &str) -> Result<Option<u8>, D::Error> {
    let id = String::deserialize(d)?;
    if id == special {
        return Ok(None);
    }
    let index = read::resolve(RESEARCH_SPACE, &id).map_err(de::Error::custom)?;
    u8::try_from(index).map(Some).map_err(de::Error::custom)
}

fn link_from<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    link_end(d, "start")
}

fn link_to<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    link_end(d, "temple")
}

/// A Rival tile as written: the action's parameters sit beside it (`action = "dig"`,
/// `resource = "coin"`), the arrow is `"left"` or `"right"`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RivalTileToml {
    #[serde(deserialize_with = "read::str")]
    id: &'static str,
    #[serde(deserialize_with = "read::str")]
    name: &'static str,
    #[serde(default, deserialize_with = "read::opt_str")]
    ru: Option<&'static str>,
    action: RivalKind,
    resource: Option<Resource>,
    rounds: Option<Vec<Round>>,
    #[serde(default)]
    red: bool,
    #[serde(default)]
    skip_round_5: bool,
    arrow: Arrow,
    #[serde(default)]
    arrow_source: Option<Source>,
    source: Source,
}

#[derive(Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
enum RivalKind {
    Dig,
    Discover,
    Research,
    Overcome,
    BuyItem,
    BuyArtifact,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Arrow {
    Left,
    Right,
}

impl TryFrom<RivalTileToml> for RivalTileDef {
    type Error = String;

    fn try_from(t: RivalTileToml) -> Result<RivalTileDef, String> {
        if t.resource.is_some() != (t.action == RivalKind::Dig) {
            return Err("`resource` goes with action = \"dig\", and only there".to_owned());
        }
        if t.rounds.is_some() != (t.action == RivalKind::Discover) {
            return Err("`rounds` goes with action = \"discover\", and only there".to_owned());
        }
        let action = match (t.action, t.resource, t.rounds) {
            (RivalKind::Dig, Some(resource), _) if !t.red => RivalAction::Dig(resource),
            (RivalKind::Dig, ..) => {
                return Err("archaeologist (dig) tiles are neither green nor red: remove `red`".to_owned());
            }
            (RivalKind::Discover, _, Some(rounds)) if rounds.len() == 5 => {
                RivalAction::Discover(rounds.into_iter().map(|round| round.0).collect::<Vec<_>>().leak())
            }
            (RivalKind::Discover, _, rounds) => {
                let found = rounds.map_or(0, |rounds| rounds.len());
                return Err(format!("rounds: list one entry per round I..V, found {found}"));
            }
            (RivalKind::Research, ..) => RivalAction::Research,
            (RivalKind::Overcome, ..) => RivalAction::Overcome,
            (RivalKind::BuyItem, ..) => RivalAction::BuyItem,
            (RivalKind::BuyArtifact, ..) => RivalAction::BuyArtifact,
        };
        Ok(RivalTileDef {
            id: t.id,
            name: t.name,
            ru: t.ru,
            action,
            red: t.red,
            skip_round_5: t.skip_round_5,
            arrow_right: matches!(t.arrow, Arrow::Right),
            source: t.source,
            arrow_source: t.arrow_source,
        })
    }
}

/// One round of a Rival Discover tile: `"skip"` or `{ level = 1, guardian = true }`.
struct Round(Option<(u8, bool)>);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RoundToml {
    #[serde(deserialize_with = "read::In::<1, 2>::u8")]
    level: u8,
    #[serde(default)]
    guardian: bool,
}

impl<'de> Deserialize<'de> for Round {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Round, D::Error> {
        struct RoundVisitor;
        impl<'de> Visitor<'de> for RoundVisitor {
            type Value = Round;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("\"skip\" or { level = 1, guardian = true }")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Round, E> {
                if text == "skip" {
                    Ok(Round(None))
                } else {
                    Err(E::custom(format!(
                        "expected \"skip\" or {{ level = 1, guardian = true }}, found \"{text}\""
                    )))
                }
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Round, A::Error> {
                let round = RoundToml::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(Round(Some((round.level, round.guardian))))
            }
        }
        d.deserialize_any(RoundVisitor)
    }
}

/// Every effect name, as written.
const EFFECTS: &[&str] = &[
    "gain",
    "travel",
    "draw",
    "draw_bottom",
    "fear",
    "exile_self",
    "exile",
    "discard",
    "pay",
    "pay_travel",
    "choose",
    "upgrade",
    "gain_per",
    "pass_to_gain",
    "dig",
    "activate_site",
    "activate_top_site_tile",
    "move_archaeologist",
    "move_guardian",
    "return_archaeologist",
    "overcome_guardian",
    "research",
    "buy",
    "refresh_assistant",
    "gain_assistant",
    "upgrade_assistant",
    "custom",
];

fn unknown_effect(name: &str) -> String {
    let hint = read::did_you_mean(name, EFFECTS.iter().copied())
        .map(|found| format!(" (did you mean \"{found}\"?)"))
        .unwrap_or_default();
    format!("unknown effect \"{name}\"{hint}")
}

/// The string form of an effect without parameters (all parameters at their defaults).
fn bare(name: &str) -> Option<Effect> {
    Some(match name {
        "exile_self" => Effect::ExileSelf,
        "exile" => Effect::ExileCard,
        "move_guardian" => Effect::MoveGuardian,
        "gain_assistant" => Effect::GainAssistant,
        "upgrade_assistant" => Effect::UpgradeAssistant,
        "overcome_guardian" => Effect::OvercomeGuardian { unoccupied_too: false },
        "research" => Effect::Research { marker: MarkerChoice::Any, discount: Res::ZERO, free: false },
        "refresh_assistant" => Effect::RefreshAssistant(&[]),
        "dig" => Effect::Dig {
            filter: SiteFilter::Any,
            discover: false,
            travel_discount: Travels::NONE,
            compass_discount: 0,
        },
        _ => return None,
    })
}

impl<'de> Deserialize<'de> for Effect {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Effect, D::Error> {
        d.deserialize_any(EffectVisitor)
    }
}

struct EffectVisitor;

impl<'de> Visitor<'de> for EffectVisitor {
    type Value = Effect;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an effect: \"exile_self\" or a table such as { gain = { coin = 1 } }")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<Effect, E> {
        bare(name).ok_or_else(|| {
            E::custom(if EFFECTS.contains(&name) {
                format!("effect \"{name}\" needs a value: write {{ {name} = ... }}")
            } else {
                unknown_effect(name)
            })
        })
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Effect, A::Error> {
        let mut effect: Option<Effect> = None;
        let mut head: Option<&'static str> = None;
        let mut then: Option<&'static [Effect]> = None;
        let mut count: Option<u8> = None;
        while let Some(key) = map.next_key_seed(EffectKey { head })? {
            match key {
                "then" => then = Some(map.next_value::<List>()?.0),
                "count" => count = Some(map.next_value::<N<1, 10>>()?.0),
                name => {
                    head = Some(name);
                    effect = Some(effect_value(name, &mut map)?);
                }
            }
        }
        let Some(mut effect) = effect else {
            return Err(de::Error::custom("empty effect: write one of gain, draw, pay, ..."));
        };
        match (&mut effect, then, count) {
            (
                Effect::PayThen { then: slot, .. } | Effect::PayTravelThen { then: slot, .. },
                Some(list),
                None,
            ) => {
                *slot = list;
            }
            (Effect::PayThen { .. } | Effect::PayTravelThen { .. }, None, _) => {
                return Err(de::Error::custom("missing key \"then\" (what the payment buys)"));
            }
            (Effect::Choose(options), None, Some(count)) => {
                if usize::from(count) > options.len() {
                    return Err(de::Error::custom(format!(
                        "count: {count} is more than the {} options",
                        options.len()
                    )));
                }
                effect = Effect::ChooseDistinct { count, options };
            }
            (_, Some(_), _) => return Err(de::Error::custom("\"then\" goes with pay or pay_travel")),
            (_, _, Some(_)) => return Err(de::Error::custom("\"count\" goes with choose")),
            _ => {}
        }
        Ok(effect)
    }
}

/// Reads the value of effect `name` from `map`.
fn effect_value<'de, A: MapAccess<'de>>(name: &'static str, map: &mut A) -> Result<Effect, A::Error> {
    Ok(match name {
        "gain" => Effect::Gain(map.next_value()?),
        "travel" => Effect::GainTravel(map.next_value()?),
        "draw" => Effect::Draw(map.next_value::<N<1, 5>>()?.0),
        "draw_bottom" => Effect::DrawBottom(map.next_value::<N<1, 5>>()?.0),
        "fear" => Effect::GainFear(map.next_value::<N<1, 3>>()?.0),
        "discard" => Effect::DiscardThen(map.next_value::<List>()?.0),
        "pay" => Effect::PayThen { cost: map.next_value()?, then: &[] },
        "pay_travel" => Effect::PayTravelThen { cost: map.next_value()?, then: &[] },
        "choose" => Effect::Choose(map.next_value::<Options>()?.0),
        "upgrade" => Effect::Upgrade(map.next_value::<Exchanges>()?.0),
        "gain_per" => {
            let GainPer { resource, per, max } = map.next_value()?;
            Effect::GainPer { resource, per, max }
        }
        "pass_to_gain" => Effect::PassToGain(map.next_value()?),
        "dig" => {
            let Dig { sites, discover, travel_discount, compass_discount } = map.next_value()?;
            Effect::Dig { filter: sites, discover, travel_discount, compass_discount }
        }
        "activate_site" => {
            let ActivateSite { sites, unoccupied } = map.next_value()?;
            Effect::ActivateSite { filter: sites, unoccupied }
        }
        "activate_top_site_tile" => Effect::ActivateTopSiteTile { level: map.next_value::<N<1, 2>>()?.0 },
        "move_archaeologist" => Effect::MoveArchaeologist { to: map.next_value()? },
        "return_archaeologist" => Effect::ReturnArchaeologist(map.next_value::<List>()?.0),
        "overcome_guardian" => {
            let Overcome { unoccupied_too } = map.next_value()?;
            Effect::OvercomeGuardian { unoccupied_too }
        }
        "research" => {
            let Research { marker, discount, free } = map.next_value()?;
            Effect::Research { marker, discount, free }
        }
        "buy" => {
            let Buy { kind, discount, free, include_top, to_hand } = map.next_value()?;
            Effect::Buy { kind, discount, free, include_top, to_hand }
        }
        "refresh_assistant" => Effect::RefreshAssistant(map.next_value::<List>()?.0),
        "custom" => Effect::Custom(map.next_value()?),
        bare => {
            map.next_value_seed(NoValue(bare))?;
            Effect::ExileSelf
        }
    })
}

/// An effect table's key: an effect name (one per table), `then` or `count`.
struct EffectKey {
    head: Option<&'static str>,
}

impl<'de> DeserializeSeed<'de> for EffectKey {
    type Value = &'static str;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<&'static str, D::Error> {
        let key = String::deserialize(d)?;
        if key == "then" || key == "count" {
            return Ok(if key == "then" { "then" } else { "count" });
        }
        let Some(name) = EFFECTS.iter().copied().find(|name| *name == key) else {
            return Err(de::Error::custom(unknown_effect(&key)));
        };
        match self.head {
            Some(first) => Err(de::Error::custom(format!(
                "one effect per table: found \"{first}\" and \"{name}\" (write them as two items of the list)"
            ))),
            None => Ok(name),
        }
    }
}

/// The value of an effect that takes none: always an error.
struct NoValue(&'static str);

impl<'de> DeserializeSeed<'de> for NoValue {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, _d: D) -> Result<(), D::Error> {
        let name = self.0;
        Err(de::Error::custom(format!("effect \"{name}\" takes no value: write \"{name}\"")))
    }
}

/// A number in `LO..=HI`.
struct N<const LO: i64, const HI: i64>(u8);

impl<'de, const LO: i64, const HI: i64> Deserialize<'de> for N<LO, HI> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        read::In::<LO, HI>::u8(d).map(N)
    }
}

/// An effect list.
struct List(&'static [Effect]);

impl<'de> Deserialize<'de> for List {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<List, D::Error> {
        read::slice(d).map(List)
    }
}

/// The options of a choice: at least two effect lists.
struct Options(&'static [&'static [Effect]]);

impl<'de> Deserialize<'de> for Options {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Options, D::Error> {
        let options = read::slices(d)?;
        if options.len() < 2 {
            return Err(de::Error::custom("a choice needs at least two options"));
        }
        Ok(Options(options))
    }
}

/// Upgrade exchanges: `[["coin", "compass"], ...]`, each for a rarer resource.
struct Exchanges(&'static [(Resource, Resource)]);

impl<'de> Deserialize<'de> for Exchanges {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Exchanges, D::Error> {
        let pairs = Vec::<(Resource, Resource)>::deserialize(d)?;
        if pairs.is_empty() {
            return Err(de::Error::custom("list at least one exchange"));
        }
        if pairs.iter().any(|(from, to)| to <= from) {
            return Err(de::Error::custom("an upgrade exchanges for a rarer resource"));
        }
        Ok(Exchanges(pairs.leak()))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GainPer {
    resource: Resource,
    per: Counter,
    #[serde(deserialize_with = "read::In::<1, 10>::u8")]
    max: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Dig {
    #[serde(default = "any_site")]
    sites: SiteFilter,
    #[serde(default)]
    discover: bool,
    #[serde(default)]
    travel_discount: Travels,
    #[serde(default, deserialize_with = "read::In::<0, 6>::u8")]
    compass_discount: u8,
}

fn any_site() -> SiteFilter {
    SiteFilter::Any
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ActivateSite {
    sites: SiteFilter,
    #[serde(default)]
    unoccupied: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Overcome {
    #[serde(default)]
    unoccupied_too: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Research {
    #[serde(default = "any_marker")]
    marker: MarkerChoice,
    #[serde(default)]
    discount: Res,
    #[serde(default)]
    free: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, try_from = "BuyToml")]
struct Buy {
    kind: RowKind,
    discount: u8,
    free: bool,
    include_top: bool,
    to_hand: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BuyToml {
    kind: RowKind,
    #[serde(default, deserialize_with = "read::In::<0, 10>::u8")]
    discount: u8,
    #[serde(default)]
    free: bool,
    #[serde(default)]
    include_top: bool,
    #[serde(default)]
    to_hand: bool,
}

impl TryFrom<BuyToml> for Buy {
    type Error = &'static str;

    fn try_from(b: BuyToml) -> Result<Buy, &'static str> {
        if b.free && b.discount > 0 {
            return Err("a free buy has no discount");
        }
        Ok(Buy {
            kind: b.kind,
            discount: b.discount,
            free: b.free,
            include_top: b.include_top,
            to_hand: b.to_hand,
        })
    }
}
