//! Card identity: a card of the core set by its kind and table position ([`CardRef`]), written
//! on the wire as its arkhamdb code, and the static facts the rules read from it.

use content::arkham_lcg::{
    self as data, AbilityDef, EnemyDef, Keyword, LocationDef, PlayerCardDef, PlayerKind, Prey, Spawn,
    TreacheryDef, Weakness,
};

/// A card of the core set: its table and position in it. `Copy`, four bytes, stable within one
/// build; the wire form is the arkhamdb code (see `wire.rs`), so saves survive content edits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CardRef {
    /// A player card (assets, events, skills, weaknesses, story assets).
    Player(u16),
    /// An encounter enemy.
    Enemy(u16),
    /// An encounter treachery.
    Treachery(u16),
    /// A location.
    Location(u16),
}

/// An enemy's printed facts, whether an encounter enemy or a weakness enemy.
#[derive(Debug, Clone, Copy)]
pub struct EnemyFacts {
    /// Fight value.
    pub fight: u8,
    /// Health (fixed + per investigator).
    pub health: data::Amount,
    /// Evade value.
    pub evade: u8,
    /// Attack damage.
    pub damage: u8,
    /// Attack horror.
    pub horror: u8,
    /// Keywords.
    pub keywords: &'static [Keyword],
    /// Whom it is drawn to.
    pub prey: Prey,
    /// Where it spawns.
    pub spawn: Spawn,
    /// Victory points.
    pub victory: Option<u8>,
}

impl CardRef {
    /// The card with this arkhamdb code.
    pub fn from_code(code: &str) -> Option<CardRef> {
        fn find<T>(list: &'static [T], id: impl Fn(&T) -> &str, code: &str) -> Option<u16> {
            list.binary_search_by(|e| id(e).cmp(code)).ok().and_then(|i| u16::try_from(i).ok())
        }
        find(data::PLAYER_CARDS, |e| e.id, code)
            .map(CardRef::Player)
            .or_else(|| find(data::ENEMIES, |e| e.id, code).map(CardRef::Enemy))
            .or_else(|| find(data::TREACHERIES, |e| e.id, code).map(CardRef::Treachery))
            .or_else(|| find(data::LOCATIONS, |e| e.id, code).map(CardRef::Location))
    }

    /// Whether the position names a card of this build.
    pub fn exists(self) -> bool {
        match self {
            CardRef::Player(i) => usize::from(i) < data::PLAYER_CARDS.len(),
            CardRef::Enemy(i) => usize::from(i) < data::ENEMIES.len(),
            CardRef::Treachery(i) => usize::from(i) < data::TREACHERIES.len(),
            CardRef::Location(i) => usize::from(i) < data::LOCATIONS.len(),
        }
    }

    /// The arkhamdb code.
    pub fn code(self) -> &'static str {
        match self {
            CardRef::Player(_) => self.player().map_or("?", |c| c.id),
            CardRef::Enemy(_) => self.enemy_def().map_or("?", |c| c.id),
            CardRef::Treachery(_) => self.treachery_def().map_or("?", |c| c.id),
            CardRef::Location(_) => self.location().map_or("?", |c| c.id),
        }
    }

    /// The player card, if this is one.
    pub fn player(self) -> Option<&'static PlayerCardDef> {
        match self {
            CardRef::Player(i) => data::PLAYER_CARDS.get(usize::from(i)),
            _ => None,
        }
    }

    /// The encounter enemy, if this is one.
    pub fn enemy_def(self) -> Option<&'static EnemyDef> {
        match self {
            CardRef::Enemy(i) => data::ENEMIES.get(usize::from(i)),
            _ => None,
        }
    }

    /// The encounter treachery, if this is one.
    pub fn treachery_def(self) -> Option<&'static TreacheryDef> {
        match self {
            CardRef::Treachery(i) => data::TREACHERIES.get(usize::from(i)),
            _ => None,
        }
    }

    /// The location, if this is one.
    pub fn location(self) -> Option<&'static LocationDef> {
        match self {
            CardRef::Location(i) => data::LOCATIONS.get(usize::from(i)),
            _ => None,
        }
    }

    /// English name.
    pub fn name(self) -> &'static str {
        match self {
            CardRef::Player(_) => self.player().map_or("?", |c| c.name),
            CardRef::Enemy(_) => self.enemy_def().map_or("?", |c| c.name),
            CardRef::Treachery(_) => self.treachery_def().map_or("?", |c| c.name),
            CardRef::Location(_) => self.location().map_or("?", |c| c.name),
        }
    }

    /// Russian name.
    pub fn ru(self) -> &'static str {
        match self {
            CardRef::Player(_) => self.player().map_or("?", |c| c.ru),
            CardRef::Enemy(_) => self.enemy_def().map_or("?", |c| c.ru),
            CardRef::Treachery(_) => self.treachery_def().map_or("?", |c| c.ru),
            CardRef::Location(_) => self.location().map_or("?", |c| c.ru),
        }
    }

    /// Traits.
    pub fn traits(self) -> &'static [&'static str] {
        match self {
            CardRef::Player(_) => self.player().map_or(&[], |c| c.traits),
            CardRef::Enemy(_) => self.enemy_def().map_or(&[], |c| c.traits),
            CardRef::Treachery(_) => self.treachery_def().map_or(&[], |c| c.traits),
            CardRef::Location(_) => self.location().map_or(&[], |c| c.traits),
        }
    }

    /// Whether the card has this trait.
    pub fn has_trait(self, name: &str) -> bool {
        self.traits().contains(&name)
    }

    /// Abilities.
    pub fn abilities(self) -> &'static [AbilityDef] {
        match self {
            CardRef::Player(_) => self.player().map_or(&[], |c| c.abilities),
            CardRef::Enemy(_) => self.enemy_def().map_or(&[], |c| c.abilities),
            CardRef::Treachery(_) => self.treachery_def().map_or(&[], |c| c.abilities),
            CardRef::Location(_) => self.location().map_or(&[], |c| c.abilities),
        }
    }

    /// Keywords.
    pub fn keywords(self) -> &'static [Keyword] {
        match self {
            CardRef::Player(_) => self.player().map_or(&[], |c| c.keywords),
            CardRef::Enemy(_) => self.enemy_def().map_or(&[], |c| c.keywords),
            CardRef::Treachery(_) => self.treachery_def().map_or(&[], |c| c.keywords),
            CardRef::Location(_) => &[],
        }
    }

    /// Whether the card has this keyword.
    pub fn has_keyword(self, keyword: Keyword) -> bool {
        self.keywords().contains(&keyword)
    }

    /// Whether it is an enemy (encounter or weakness).
    pub fn is_enemy(self) -> bool {
        match self {
            CardRef::Enemy(_) => true,
            CardRef::Player(_) => self.player().is_some_and(|c| c.kind == PlayerKind::Enemy),
            _ => false,
        }
    }

    /// Whether it is a treachery (encounter or weakness).
    pub fn is_treachery(self) -> bool {
        match self {
            CardRef::Treachery(_) => true,
            CardRef::Player(_) => self.player().is_some_and(|c| c.kind == PlayerKind::Treachery),
            _ => false,
        }
    }

    /// Whether it is a weakness.
    pub fn is_weakness(self) -> bool {
        self.player().is_some_and(|c| c.weakness != Weakness::No)
    }

    /// Whether it is unique.
    pub fn is_unique(self) -> bool {
        match self {
            CardRef::Player(_) => self.player().is_some_and(|c| c.unique),
            CardRef::Enemy(_) => self.enemy_def().is_some_and(|c| c.unique),
            _ => false,
        }
    }

    /// An enemy's printed facts.
    pub fn enemy(self) -> Option<EnemyFacts> {
        if let Some(e) = self.enemy_def() {
            return Some(EnemyFacts {
                fight: e.fight,
                health: e.health,
                evade: e.evade,
                damage: e.damage,
                horror: e.horror,
                keywords: e.keywords,
                prey: e.prey,
                spawn: e.spawn,
                victory: e.victory,
            });
        }
        let card = self.player()?;
        let stats = card.enemy?;
        Some(EnemyFacts {
            fight: stats.fight,
            health: stats.health,
            evade: stats.evade,
            damage: stats.damage,
            horror: stats.horror,
            keywords: card.keywords,
            prey: card.prey,
            spawn: Spawn::Drawer,
            victory: None,
        })
    }
}
