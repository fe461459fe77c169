//! Small copyable ids into the `content::arnak` tables, resource and travel arithmetic, and the
//! few numbers that are rules rather than component data.

use content::arnak::{
    ASSISTANTS, BOARDS, BONUS_TILES, BoardDef, CARDS, CardDef, CardKind, GUARDIANS, IDOLS, Res, Resource,
    SITE_TILES, Travels,
};

/// Rules printed in the rulebook's text (not on components): the artifact activation cost.
pub const ARTIFACT_ACTIVATION: Res = Res { coin: 0, compass: 0, tablet: 1, arrowhead: 0, jewel: 0 };
/// Coins to charter one plane ("you can always pay 2 coins to get 1 plane").
pub const CHARTER_COINS: u8 = 2;
/// Points per idol owned.
pub const IDOL_VP: i32 = 3;
/// Points per Fear token (negative).
pub const FEAR_TOKEN_VP: i32 = -2;
/// Points of a face-up idol in a Rival idol slot.
pub const RIVAL_SLOT_IDOL_VP: i32 = 3;
/// Points of an idol in the Rival's "−1" pile.
pub const RIVAL_PILE_IDOL_VP: i32 = 2;
/// Cards drawn up to at the start of a round.
pub const HAND_SIZE: usize = 5;
/// Number of rounds.
pub const ROUNDS: u8 = 5;
/// Archaeologists per player.
pub const ARCHAEOLOGISTS: u8 = 2;
/// Archaeologists of the solo Rival (the three unused colours).
pub const RIVAL_ARCHAEOLOGISTS: u8 = 6;
/// Positions of the card row.
pub const ROW: usize = 6;
/// Tiles in the Rival's decision stack.
pub const RIVAL_STACK: usize = 10;

/// A card definition: an index into [`content::arnak::CARDS`].
///
/// Saved and sent as the card's content id (`"arnak/item/journal"`), so a save survives cards
/// being added to or reordered in the TOML.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct CardId(pub u8);

impl tabletop_core::content_id::ContentIndex for CardId {
    const KIND: &'static str = "card";

    fn content_id(self) -> Option<&'static str> {
        self.get().map(|card| card.id)
    }

    fn from_content_id(id: &str) -> Option<CardId> {
        CARDS.iter().position(|card| card.id == id).and_then(|i| u8::try_from(i).ok()).map(CardId)
    }

    fn from_position(position: u64) -> Option<CardId> {
        u8::try_from(position).ok().map(CardId).filter(|card| card.get().is_some())
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for CardId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        tabletop_core::content_id::serialize(self, serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for CardId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<CardId, D::Error> {
        tabletop_core::content_id::deserialize(deserializer)
    }
}

impl CardId {
    /// The card's definition, if the id is valid.
    pub fn get(self) -> Option<&'static CardDef> {
        CARDS.get(usize::from(self.0))
    }

    /// The card's definition (ids in a state are always valid; a bad id reads as the first card).
    pub fn def(self) -> &'static CardDef {
        self.get().unwrap_or(&CARDS[0])
    }

    /// The card's kind.
    pub fn kind(self) -> CardKind {
        self.def().kind
    }

    /// Finds a card by its content id (`arnak/item/parrot`) or English name (`Parrot`).
    pub fn find(name: &str) -> Option<CardId> {
        CARDS
            .iter()
            .position(|c| c.id == name || c.name.eq_ignore_ascii_case(name))
            .and_then(|i| u8::try_from(i).ok())
            .map(CardId)
    }
}

/// Travel icon counts, as used in actions and the per-turn pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Icons {
    /// Boots.
    pub boot: u8,
    /// Cars.
    pub car: u8,
    /// Ships.
    pub ship: u8,
    /// Planes.
    pub plane: u8,
}

impl Icons {
    /// No icons.
    pub const NONE: Icons = Icons { boot: 0, car: 0, ship: 0, plane: 0 };

    /// Total icons.
    pub fn total(self) -> u8 {
        self.boot.saturating_add(self.car).saturating_add(self.ship).saturating_add(self.plane)
    }

    /// Whether there are none.
    pub fn is_empty(self) -> bool {
        self.total() == 0
    }

    /// Adds icons.
    pub fn plus(self, other: Icons) -> Icons {
        Icons {
            boot: self.boot.saturating_add(other.boot),
            car: self.car.saturating_add(other.car),
            ship: self.ship.saturating_add(other.ship),
            plane: self.plane.saturating_add(other.plane),
        }
    }

    /// Removes icons (never below zero).
    pub fn minus(self, other: Icons) -> Icons {
        Icons {
            boot: self.boot.saturating_sub(other.boot),
            car: self.car.saturating_sub(other.car),
            ship: self.ship.saturating_sub(other.ship),
            plane: self.plane.saturating_sub(other.plane),
        }
    }

    /// Whether every count is at least `other`'s.
    pub fn contains(self, other: Icons) -> bool {
        self.boot >= other.boot
            && self.car >= other.car
            && self.ship >= other.ship
            && self.plane >= other.plane
    }

    /// All icons turned into planes (Guardian's Ocarina).
    pub fn as_planes(self) -> Icons {
        Icons { plane: self.total(), ..Icons::NONE }
    }
}

impl From<Travels> for Icons {
    fn from(t: Travels) -> Icons {
        Icons { boot: t.boot, car: t.car, ship: t.ship, plane: t.plane }
    }
}

/// How provided icons meet a requirement: which icons were used and which are left over.
/// Planes pay for anything, cars and ships pay for themselves and boots, boots only for boots.
/// `priority` icons (an effect's discount) are used before `provided` ones of the same kind.
pub fn assign(need: Icons, priority: Icons, provided: Icons) -> Option<(Icons, Icons)> {
    // Returns (left over of `provided`, left over of `priority`).
    let mut pri = priority;
    let mut pro = provided;
    let take = |have: &mut u8, want: &mut u8| {
        let n = (*have).min(*want);
        *have -= n;
        *want -= n;
    };
    let mut plane = need.plane;
    take(&mut pri.plane, &mut plane);
    take(&mut pro.plane, &mut plane);
    if plane > 0 {
        return None;
    }
    let mut car = need.car;
    take(&mut pri.car, &mut car);
    take(&mut pro.car, &mut car);
    let mut ship = need.ship;
    take(&mut pri.ship, &mut ship);
    take(&mut pro.ship, &mut ship);
    take(&mut pri.plane, &mut car);
    take(&mut pri.plane, &mut ship);
    take(&mut pro.plane, &mut car);
    take(&mut pro.plane, &mut ship);
    if car > 0 || ship > 0 {
        return None;
    }
    let mut boot = need.boot;
    for have in [&mut pri.boot, &mut pri.car, &mut pri.ship, &mut pri.plane] {
        take(have, &mut boot);
    }
    for have in [&mut pro.boot, &mut pro.car, &mut pro.ship, &mut pro.plane] {
        take(have, &mut boot);
    }
    if boot > 0 {
        return None;
    }
    Some((pro, pri))
}

/// Whether `provided` (with the `discount` icons) meets `need`.
pub fn covers(need: Icons, discount: Icons, provided: Icons) -> bool {
    assign(need, discount, provided).is_some()
}

/// Resource arithmetic on [`Res`].
pub trait ResExt: Sized {
    /// Sum, saturating.
    fn plus(self, other: Res) -> Res;
    /// Difference, never below zero.
    fn minus(self, other: Res) -> Res;
    /// Whether every amount is at least `other`'s.
    fn covers(self, other: Res) -> bool;
    /// Whether all amounts are zero.
    fn is_zero(&self) -> bool;
    /// Sets one resource.
    fn with(self, resource: Resource, amount: u8) -> Res;
    /// Total count.
    fn total(self) -> u32;
}

impl ResExt for Res {
    fn plus(self, o: Res) -> Res {
        Res {
            coin: self.coin.saturating_add(o.coin),
            compass: self.compass.saturating_add(o.compass),
            tablet: self.tablet.saturating_add(o.tablet),
            arrowhead: self.arrowhead.saturating_add(o.arrowhead),
            jewel: self.jewel.saturating_add(o.jewel),
        }
    }
    fn minus(self, o: Res) -> Res {
        Res {
            coin: self.coin.saturating_sub(o.coin),
            compass: self.compass.saturating_sub(o.compass),
            tablet: self.tablet.saturating_sub(o.tablet),
            arrowhead: self.arrowhead.saturating_sub(o.arrowhead),
            jewel: self.jewel.saturating_sub(o.jewel),
        }
    }
    fn covers(self, o: Res) -> bool {
        self.coin >= o.coin
            && self.compass >= o.compass
            && self.tablet >= o.tablet
            && self.arrowhead >= o.arrowhead
            && self.jewel >= o.jewel
    }
    fn is_zero(&self) -> bool {
        *self == Res::ZERO
    }
    fn with(mut self, resource: Resource, amount: u8) -> Res {
        match resource {
            Resource::Coin => self.coin = amount,
            Resource::Compass => self.compass = amount,
            Resource::Tablet => self.tablet = amount,
            Resource::Arrowhead => self.arrowhead = amount,
            Resource::Jewel => self.jewel = amount,
        }
        self
    }
    fn total(self) -> u32 {
        Resource::ALL.iter().map(|&r| u32::from(self.get(r))).sum()
    }
}

/// One unit of a resource.
pub fn one(resource: Resource) -> Res {
    Res::ZERO.with(resource, 1)
}

/// The board side's definition.
pub fn board(index: u8) -> &'static BoardDef {
    BOARDS.get(usize::from(index)).unwrap_or(&BOARDS[0])
}

/// A guardian's English name.
pub fn guardian_name(id: u8) -> &'static str {
    GUARDIANS.get(usize::from(id)).map_or("?", |g| g.name)
}

/// An assistant's English name.
pub fn assistant_name(id: u8) -> &'static str {
    ASSISTANTS.get(usize::from(id)).map_or("?", |a| a.name)
}

/// A site tile's English name.
pub fn site_tile_name(id: u8) -> &'static str {
    SITE_TILES.get(usize::from(id)).map_or("?", |t| t.name)
}

/// A bonus tile's English name.
pub fn bonus_name(id: u8) -> &'static str {
    BONUS_TILES.get(usize::from(id)).map_or("?", |t| t.name)
}

/// An idol's symbol.
pub fn idol_symbol(id: u8) -> &'static str {
    IDOLS.get(usize::from(id)).map_or("?", |i| i.symbol)
}

#[cfg(test)]
mod tests;
