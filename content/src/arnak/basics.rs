//! Sources, resources, travel icons and the small enums cards and effects use.

use super::*;

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Deserialize, serde::Serialize)]
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
