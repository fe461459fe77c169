//! The board: places, the movement graph built from the content tables, and monster arrows.

use std::sync::OnceLock;

use content::arkham_2e::{self as data, Dimension};
use tabletop_core::board::Graph;

/// Where an investigator or a monster is.
///
/// With the `serde` feature it is written with content ids (`{"location": "arkham-2e/location/woods"}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// A location of Arkham (index into [`data::LOCATIONS`]).
    Location(u8),
    /// The street area of a neighbourhood (index into [`data::NEIGHBOURHOODS`]).
    Street(u8),
    /// An Other World (index into [`data::OTHER_WORLDS`]); `second` is its right-hand area.
    World {
        /// The world.
        world: u8,
        /// In its second area.
        second: bool,
    },
    /// The Sky (flying monsters).
    Sky,
    /// The Outskirts (monsters over the limit).
    Outskirts,
    /// Lost in Time and Space.
    Lost,
    /// The Police Station's Jail Cell.
    Jail,
}

impl Place {
    /// Whether this is a place in Arkham an investigator moves through (a street or location).
    pub fn in_arkham(self) -> bool {
        matches!(self, Place::Location(_) | Place::Street(_))
    }

    /// Whether monsters here count toward the monster limit.
    pub fn counts_for_limit(self) -> bool {
        matches!(self, Place::Location(_) | Place::Street(_) | Place::Sky)
    }

    /// The node of the movement graph, for streets and locations.
    pub fn node(self) -> Option<u8> {
        match self {
            Place::Location(l) => Some(l),
            Place::Street(n) => Some(Map::get().streets + n),
            _ => None,
        }
    }

    /// The place of a movement-graph node.
    pub fn of_node(node: u8) -> Place {
        let streets = Map::get().streets;
        if node >= streets { Place::Street(node - streets) } else { Place::Location(node) }
    }
}

/// The map of Arkham, computed once from the content tables.
#[derive(Debug)]
pub struct Map {
    /// Locations and streets; locations are nodes `0..streets`, streets follow.
    pub graph: Graph<()>,
    /// Index of the first street node (the number of locations).
    pub streets: u8,
    /// The neighbourhood of each location.
    pub neighbourhood_of: Vec<u8>,
    /// White and black arrows out of each street: the street they lead to.
    pub arrows: Vec<[u8; 2]>,
    /// Location indices by name, for the rules that name them.
    pub named: Named,
}

/// Locations the rules name.
#[derive(Debug, Default)]
pub struct Named {
    /// Arkham Asylum (the insane wake up here).
    pub asylum: u8,
    /// St. Mary's Hospital (the unconscious wake up here).
    pub hospital: u8,
    /// The Police Station (the Jail Cell's location).
    pub police: u8,
}

impl Map {
    /// The map.
    pub fn get() -> &'static Map {
        static MAP: OnceLock<Map> = OnceLock::new();
        MAP.get_or_init(Map::build)
    }

    fn build() -> Map {
        let streets = data::LOCATIONS.len() as u8;
        let nb = |id: &str| data::NEIGHBOURHOODS.iter().position(|n| n.id == id).unwrap_or(0) as u8;
        let neighbourhood_of: Vec<u8> = data::LOCATIONS.iter().map(|l| nb(l.neighbourhood)).collect();
        let mut links = Vec::new();
        for (i, location) in data::LOCATIONS.iter().enumerate() {
            if !location.hidden {
                links.push((i as u8, streets + neighbourhood_of[i], ()));
            }
        }
        for (i, n) in data::NEIGHBOURHOODS.iter().enumerate() {
            let i = i as u8;
            for to in [n.white, n.black].into_iter().chain(n.links.iter().copied()) {
                let to = nb(to);
                if to != i && !links.iter().any(|&(a, b, ())| (a, b) == (streets + to, streets + i)) {
                    links.push((streets + i, streets + to, ()));
                }
            }
        }
        links.sort_unstable();
        links.dedup();
        let arrows = data::NEIGHBOURHOODS.iter().map(|n| [nb(n.white), nb(n.black)]).collect();
        let location = |id: &str| data::LOCATIONS.iter().position(|l| l.id.ends_with(id)).unwrap_or(0) as u8;
        let named = Named {
            asylum: location("/arkham-asylum"),
            hospital: location("/st-marys-hospital"),
            police: location("/police-station"),
        };
        let graph = Graph::new(usize::from(streets) + data::NEIGHBOURHOODS.len(), links, []);
        Map { graph, streets, neighbourhood_of, arrows, named }
    }

    /// The places an investigator may step to from `place` (streets and locations).
    pub fn adjacent(&self, place: Place) -> impl Iterator<Item = Place> + '_ {
        let links = place.node().map(|node| self.graph.links(node)).unwrap_or(&[]);
        links.iter().map(|&(to, ())| Place::of_node(to))
    }

    /// The street of `place`'s neighbourhood (a street is its own).
    pub fn street_of(&self, place: Place) -> Option<u8> {
        match place {
            Place::Location(l) => self.neighbourhood_of.get(usize::from(l)).copied(),
            Place::Street(n) => Some(n),
            _ => None,
        }
    }

    /// Where a monster moving along the `black` (else white) arrow from `place` goes.
    pub fn arrow(&self, place: Place, black: bool) -> Option<Place> {
        match place {
            Place::Location(_) => self.street_of(place).map(Place::Street),
            Place::Street(n) => self.arrows.get(usize::from(n)).map(|a| Place::Street(a[usize::from(black)])),
            _ => None,
        }
    }
}

/// The index of `id` in a table of entries sorted by id.
pub(crate) fn index_of<T>(table: &[T], id: &str, key: impl Fn(&T) -> &'static str) -> Option<u8> {
    table.iter().position(|entry| key(entry) == id).map(|i| i as u8)
}

/// The dimension of the Other World a gate marker leads to.
pub(crate) fn world_dimension(world: u8) -> Option<Dimension> {
    data::OTHER_WORLDS.get(usize::from(world)).map(|w| w.dimension)
}
