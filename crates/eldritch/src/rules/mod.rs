//! The rules: the phase machine, effects, tests, combat, Mythos, Mysteries and defeat.
//!
//! `impl State` is split by topic across the submodules: `phases` (the phase machine),
//! `encounter`, `combat`, `skill` (skill tests), `tokens`, `possessions` and `mystery` (setup is
//! the crate's `setup` module; running frames, `resolve`).

mod combat;
mod encounter;
mod mystery;
mod phases;
mod possessions;
mod skill;
mod tokens;

use std::sync::OnceLock;

use content::eldritch::{self as data, Effect, EncounterDeck, MonsterStats, PathKind};
use tabletop_core::board::Graph;
use tabletop_core::dice::{DiceRule, SuccessRule};

use crate::action::ActionKind;
use crate::state::{Investigator, MonsterRef, Pending, Standing, State};

/// Eldritch Horror dice: d6, 5 and 6 succeed.
pub(crate) const DICE: DiceRule = DiceRule::new(6, SuccessRule::at_least(5));
/// The Doom track's highest space.
pub const DOOM_MAX: u8 = 20;

/// The board: every location and its paths `(location, path kind)`, with distances computed once.
pub(crate) fn map() -> &'static Graph<PathKind> {
    static MAP: OnceLock<Graph<PathKind>> = OnceLock::new();
    MAP.get_or_init(|| {
        let paths = data::PATHS.iter().filter_map(|path| {
            let a = data::location_index(path.a)?;
            let b = data::location_index(path.b)?;
            Some((a as u8, b as u8, path.kind))
        });
        Graph::new(data::LOCATIONS.len(), paths, [])
    })
}

/// Neighbours of a location: `(location, path kind)`.
pub(crate) fn adjacent(location: u8) -> &'static [(u8, PathKind)] {
    map().links(location)
}

/// A location's index by id (the data is validated at build time).
pub(crate) fn loc(id: &str) -> u8 {
    data::location_index(id).map_or(0, |index| index as u8)
}

/// Location of a gate token.
pub(crate) fn gate_location(gate: u8) -> u8 {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| data::GATES.iter().map(|gate| loc(gate.location)).collect())[usize::from(gate)]
}

/// Location of a clue token.
pub(crate) fn clue_location(clue: u8) -> u8 {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| data::CLUES.iter().map(|clue| loc(clue.location)).collect())[usize::from(clue)]
}

/// The location an Encounter card names (Expedition Encounters), if any.
pub(crate) fn encounter_location(card: u16) -> Option<u8> {
    static TABLE: OnceLock<Vec<Option<u8>>> = OnceLock::new();
    TABLE.get_or_init(|| data::ENCOUNTERS.iter().map(|card| card.location.map(loc)).collect())
        [usize::from(card)]
}

/// Distances (in paths) from `from` to every location.
pub(crate) fn distances(from: u8) -> &'static [u8] {
    map().distances_from(from)
}

/// The reference card for the player count.
pub(crate) fn reference(players: u8) -> &'static data::ReferenceCardDef {
    data::REFERENCE_CARDS
        .iter()
        .find(|card| (card.min_players..=card.max_players).contains(&players))
        .unwrap_or(&data::REFERENCE_CARDS[0])
}

pub(crate) fn deck_slot(deck: EncounterDeck) -> usize {
    deck as usize
}

impl State {
    pub(crate) fn ao(&self) -> &'static data::AncientOneDef {
        &data::ANCIENT_ONES[self.config.ancient_one]
    }

    pub(crate) fn players(&self) -> u8 {
        self.config.players
    }

    pub(crate) fn inv(&self, seat: u8) -> &Investigator {
        &self.investigators[usize::from(seat)]
    }

    pub(crate) fn inv_mut(&mut self, seat: u8) -> &mut Investigator {
        &mut self.investigators[usize::from(seat)]
    }

    /// Seats in turn order from the Lead Investigator.
    pub(crate) fn seat_at(&self, turn: u8) -> u8 {
        (self.lead + turn) % self.players()
    }

    pub(crate) fn active(&self, seat: u8) -> bool {
        self.inv(seat).standing == Standing::Active
    }

    pub(crate) fn monsters_at(&self, location: u8) -> impl Iterator<Item = usize> + '_ {
        self.monsters.iter().enumerate().filter(move |(_, m)| m.location == location).map(|(i, _)| i)
    }

    pub(crate) fn stats(&self, kind: u8) -> MonsterStats {
        let def = &data::MONSTERS[usize::from(kind)];
        if def.cultist {
            return match self.ao().awakened_cultist {
                Some(stats) if self.awakened => stats,
                _ => self.ao().cultist,
            };
        }
        let mut stats = def.stats;
        if def.rules.toughness_plus_investigators {
            stats.toughness = stats.toughness.saturating_add(self.players());
        }
        stats
    }

    /// The printed rules of a Monster kind (a Cultist's come from the Ancient One sheet).
    pub(crate) fn monster_rules(&self, kind: u8) -> data::MonsterRules {
        let def = &data::MONSTERS[usize::from(kind)];
        if def.cultist {
            return match self.ao().awakened_cultist_rules {
                Some(rules) if self.awakened => rules,
                _ => self.ao().cultist_rules,
            };
        }
        def.rules
    }

    /// The kind of the Monster a combat is with.
    pub(crate) fn monster_kind(&self, monster: MonsterRef) -> Option<u8> {
        match monster {
            MonsterRef::Board(id) => self.monsters.get(id).map(|m| m.kind),
            MonsterRef::Ambush(kind) | MonsterRef::Named(kind) => Some(kind),
        }
    }

    pub(crate) fn expedition_location(&self) -> Option<u8> {
        let pile = &self.encounters[deck_slot(EncounterDeck::Expedition)];
        let top = pile.deck.peek().copied().or_else(|| pile.discard.bottom_up().first().copied())?;
        encounter_location(top)
    }

    pub(crate) fn available_investigators(&self) -> impl Iterator<Item = u8> + '_ {
        (0..data::INVESTIGATORS.len() as u8).filter(|i| !self.used.contains(i))
    }

    /// Whether `kind` of action is still available to `seat` this round.
    /// Whether the Ongoing Mythos card `id` is in play.
    pub(crate) fn ongoing_in_play(&self, id: &str) -> bool {
        self.ongoing.iter().any(|&(card, _)| data::MYTHOS[usize::from(card)].id == id)
    }

    pub(crate) fn may_take(&self, seat: u8, kind: ActionKind) -> bool {
        let inv = self.inv(seat);
        inv.taken & (1 << kind as u16) == 0 && inv.actions < 2 + inv.extra_actions
    }
}

/// "Instead flip this card."
static FLIP_THIS: [Effect; 1] = [Effect::FlipThisCard];

/// Discard 1 Spell of the investigator's choice (a Mystery's price).
static DISCARD_SPELL: [Effect; 1] =
    [Effect::Discard(data::Possession { deck: Some(data::CardDeck::Spell), with: None })];

/// The four possession and Condition decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CardPile {
    Assets,
    Artifacts,
    Spells,
}

impl CardPile {
    /// The deck's kind.
    pub(crate) fn deck(self) -> data::CardDeck {
        match self {
            CardPile::Assets => data::CardDeck::Asset,
            CardPile::Artifacts => data::CardDeck::Artifact,
            CardPile::Spells => data::CardDeck::Spell,
        }
    }

    pub(crate) fn defs(self) -> &'static [data::CardDef] {
        match self {
            CardPile::Assets => data::ASSETS,
            CardPile::Artifacts => data::ARTIFACTS,
            CardPile::Spells => data::SPELLS,
        }
    }
}

/// An empty investigator slot.
pub(crate) fn placeholder(_seat: u8) -> Investigator {
    Investigator {
        def: 0,
        location: 0,
        health: 0,
        sanity: 0,
        improve: [0; 5],
        clues: Vec::new(),
        train: 0,
        ship: 0,
        assets: Vec::new(),
        artifacts: Vec::new(),
        spells: Vec::new(),
        conditions: Vec::new(),
        delayed: false,
        taken: 0,
        actions: 0,
        extra_actions: 0,
        used_cards: Vec::new(),
        standing: Standing::Active,
    }
}

/// The seat a pending decision belongs to (`None` for group decisions).
pub(crate) fn pending_seat(pending: &Pending) -> Option<u8> {
    match pending {
        Pending::Actions(seat)
        | Pending::Fight(seat)
        | Pending::ChooseSkill(seat)
        | Pending::Replacement(seat)
        | Pending::Encounter { seat, .. }
        | Pending::Acquire { seat, .. }
        | Pending::MysterySpend { seat, .. }
        | Pending::RumorSpend { seat, .. }
        | Pending::ChooseAlly(seat)
        | Pending::AkachiMove(seat)
        | Pending::Pick { seat, .. } => Some(*seat),
        Pending::Test(test) => Some(test.seat),
        Pending::PassLead => None,
    }
}

/// This module's own effect lists, offers and options, which a pending decision may hold: the
/// `serde` feature writes them by name (see `wire.rs`).
#[cfg(feature = "serde")]
pub(crate) fn wire_lists(out: &mut Vec<(&'static str, Vec<crate::wire::List>)>) {
    use crate::wire::List;
    out.push(("engine/rules/flip_this", vec![List::Effects(&FLIP_THIS)]));
    out.push(("engine/rules/discard_spell", vec![List::Effects(&DISCARD_SPELL)]));
}
