//! Scenario setup for tests and tools: rigging a state (monsters, possessions, Doom, decks) and
//! running one of the rules' procedures now.
//!
//! Compiled with the `testing` feature (the crate's own tests turn it on).

use content::eldritch::{self as data, Effect, MonsterStats, SectionAt, Skill};
use tabletop_core::resolve::Program;
use tabletop_core::skill::SkillTest;

use crate::action::Event;
use crate::rules::{CardPile, DOOM_MAX, clue_location, deck_slot, gate_location};
use crate::state::{BoardMonster, EncounterStep, Frame, Investigator, Phase, State};

impl State {
    /// Scenario setup for tests and tools: puts a monster of kind `id` on `location` (from the
    /// cup when it is there, else a new token is not created and `None` is returned), with
    /// synthetic combat values when `stats` is given. Returns its board index.
    pub fn place_monster(&mut self, id: &str, location: &str, stats: Option<MonsterStats>) -> Option<usize> {
        let kind = data::monster_index(id)? as u8;
        let at = data::location_index(location)? as u8;
        if !data::MONSTERS[usize::from(kind)].epic {
            let pos = self.cup.iter().position(|&k| k == kind)?;
            self.cup.swap_remove(pos);
        }
        self.monsters.insert(BoardMonster { kind, location: at, damage: 0, stats, fought: false });
        Some(self.monsters.len() - 1)
    }

    /// Scenario setup: the Reserve holds the Assets `ids` (taken from the deck; the old Reserve
    /// goes to the bottom of the deck); `false` when one is unknown or not in the deck (the
    /// Reserve may then be part-filled).
    pub fn set_reserve(&mut self, ids: [&str; 4]) -> bool {
        let mut cards = [0u16; 4];
        for (slot, id) in ids.into_iter().enumerate() {
            let Some(card) = data::ASSETS.iter().position(|def| def.id == id) else { return false };
            cards[slot] = card as u16;
        }
        // The old Reserve goes back into the deck; the named cards come out of it.
        for card in self.reserve.iter_mut().filter_map(Option::take) {
            self.assets.deck.put_bottom(card);
        }
        for (slot, card) in cards.into_iter().enumerate() {
            let pile = &mut self.assets;
            if let Some(pos) = pile.deck.bottom_up().iter().position(|&c| c == card) {
                pile.deck.remove_bottom_up(pos);
            } else if let Some(pos) = pile.discard.bottom_up().iter().position(|&c| c == card) {
                pile.discard.remove_bottom_up(pos);
            } else {
                return false;
            }
            self.reserve[slot] = Some(card);
        }
        true
    }

    /// Scenario setup: returns every monster on `location` to the cup.
    pub fn clear_monsters(&mut self, location: &str) {
        let Some(at) = data::location_index(location) else { return };
        let here: Vec<u8> =
            self.monsters.iter().filter(|m| usize::from(m.location) == at).map(|m| m.kind).collect();
        self.monsters.retain(|m| usize::from(m.location) != at);
        for kind in here {
            self.monster_to_cup(kind);
        }
    }

    /// Scenario setup: replaces `seat`'s investigator by the one with `id` (its sheet values,
    /// starting possessions and location); the old one's possessions are discarded.
    pub fn set_investigator(&mut self, seat: u8, id: &str) -> bool {
        let Some(def) = data::INVESTIGATORS.iter().position(|d| d.id == id) else { return false };
        self.discard_possessions(seat);
        let mut events = Vec::new();
        self.seat_investigator(seat, def as u8, &mut events);
        true
    }

    /// Scenario setup: discards every possession and Condition of `seat`.
    pub fn discard_possessions(&mut self, seat: u8) {
        let inv = self.inv_mut(seat);
        let (clues, assets, artifacts, spells, conditions) = (
            std::mem::take(&mut inv.clues),
            std::mem::take(&mut inv.assets),
            std::mem::take(&mut inv.artifacts),
            std::mem::take(&mut inv.spells),
            std::mem::take(&mut inv.conditions),
        );
        inv.train = 0;
        inv.ship = 0;
        self.clue_discard.extend(clues);
        self.assets.discard.put_many(assets.into_iter().map(u16::from));
        self.artifacts.discard.put_many(artifacts.into_iter().map(u16::from));
        self.spells.deck.put_top_each(spells.into_iter().map(u16::from));
        self.conditions.deck.put_top_each(conditions.into_iter().map(u16::from));
    }

    /// Scenario setup: gives `seat` the named Asset (from the Reserve or the deck).
    pub fn give_asset(&mut self, seat: u8, id: &str) {
        let mut events = Vec::new();
        self.take_named(seat, CardPile::Assets, id, &mut events);
    }

    /// Scenario setup: mutable access to an investigator.
    pub fn investigator_mut(&mut self, seat: u8) -> &mut Investigator {
        self.inv_mut(seat)
    }

    /// Scenario setup: moves an investigator.
    pub fn move_to(&mut self, seat: u8, location: &str) {
        if let Some(at) = data::location_index(location) {
            self.inv_mut(seat).location = at as u8;
        }
    }

    /// The dice of a test by `seat` (in no particular situation).
    pub(crate) fn test_dice(&self, seat: u8, skill: Skill, modifier: i8) -> SkillTest {
        self.test_dice_during(seat, skill, modifier, data::During::Any)
    }

    /// The number of dice `seat` would roll on a test of `skill` with `modifier`.
    pub fn test_dice_for(&self, seat: u8, skill: Skill, modifier: i8) -> u16 {
        self.test_dice(seat, skill, modifier).dice()
    }

    /// The number of dice `seat` would roll on a test of `skill` with `modifier` during a Combat
    /// Encounter (where weapons' bonuses count).
    pub fn combat_dice_for(&self, seat: u8, skill: Skill, modifier: i8) -> u16 {
        self.test_dice_during(seat, skill, modifier, data::During::Combat).dice()
    }

    /// Scenario setup: sets Doom.
    pub fn set_doom(&mut self, doom: u8) {
        self.doom = doom.min(DOOM_MAX);
    }

    /// Scenario setup: ends the Action phase and starts the Encounter phase now.
    pub fn start_encounter_phase(&mut self, events: &mut Vec<Event>) {
        self.pending = None;
        self.frames.clear();
        self.phase = Phase::Encounter { turn: 0, step: EncounterStep::Start };
        self.run(events);
    }

    /// Scenario setup: ends the Encounter phase and starts the Mythos phase now.
    pub fn start_mythos_phase(&mut self, events: &mut Vec<Event>) {
        self.pending = None;
        self.frames.clear();
        self.phase = Phase::Mythos;
        self.run(events);
    }

    /// Scenario setup: puts the rest of the Mythos deck in the box.
    pub fn empty_mythos_deck(&mut self) {
        let rest = std::mem::take(&mut self.mythos);
        self.mythos_box.extend(rest);
    }

    /// Spawns a gate now (the rules' procedure, for scenarios).
    pub fn spawn_gate_now(&mut self, events: &mut Vec<Event>) {
        self.spawn_gate(events);
    }

    /// Resolves a Monster Surge now (the rules' procedure, for scenarios).
    pub fn monster_surge_now(&mut self, events: &mut Vec<Event>) {
        self.monster_surge(events);
    }

    /// Scenario setup: advances Doom by `amount` now (Awakening and the back included).
    pub fn advance_doom_now(&mut self, amount: i8, events: &mut Vec<Event>) {
        self.change_doom(amount, events);
        self.run(events);
    }

    /// Scenario setup: resolves one effect for `seat` at its location, then everything after it.
    pub fn resolve_effect_now(&mut self, seat: u8, effect: Effect, events: &mut Vec<Event>) {
        let at = self.inv(seat).location;
        self.run_effect(seat, effect, at, events);
        self.run(events);
    }

    /// Scenario setup: `seat` resolves this list of effects now (at its own space), up to the
    /// next decision.
    ///
    /// The effects run once no decision is waiting: on top of an open decision they wait for it.
    pub fn resolve_effects_now(&mut self, seat: u8, list: &'static [Effect], events: &mut Vec<Event>) {
        let at = self.inv(seat).location;
        self.frames.push(Frame::Effects { seat, program: Program::new(list), at });
        self.run(events);
    }

    /// Scenario setup: `seat` resolves this list of effects at once, dropping the decision waiting
    /// now; once the effects (and the decisions they ask) are resolved, the phase machine goes on
    /// from where it stands.
    pub fn interrupt_with_effects(&mut self, seat: u8, list: &'static [Effect], events: &mut Vec<Event>) {
        self.pending = None;
        self.resolve_effects_now(seat, list, events);
    }

    /// Scenario setup: `seat` resolves the section of encounter card `id` that applies where it
    /// stands (the first section for complex cards), as if it had drawn the card; `false` when
    /// there is no such card or section.
    pub fn resolve_encounter_now(&mut self, seat: u8, id: &str, events: &mut Vec<Event>) -> bool {
        let Some(card_index) = data::ENCOUNTERS.iter().position(|e| e.id == id) else { return false };
        let card = &data::ENCOUNTERS[card_index];
        let here = self.inv(seat).location;
        let def = &data::LOCATIONS[usize::from(here)];
        let index = card.sections.iter().position(|s| match s.at {
            SectionAt::Any => true,
            SectionAt::Kind(kind) => kind == def.kind,
            SectionAt::Location(id) => id == def.id,
        });
        let Some((index, section)) = index.and_then(|i| Some((i, card.sections.get(i)?))) else {
            return false;
        };
        events.push(Event::EncounterText { card: card_index as u16, section: index as u8 });
        self.frames.push(Frame::Effects { seat, program: Program::new(section.effects), at: here });
        self.run(events);
        true
    }

    /// Scenario setup: the Lead Investigator resolves the text of Mythos card `id` now (its
    /// `effects`, not its icons); `false` when there is no such card.
    pub fn resolve_mythos_now(&mut self, id: &str, events: &mut Vec<Event>) -> bool {
        let Some(card) = data::MYTHOS.iter().find(|m| m.id == id) else { return false };
        self.resolve_effects_now(self.lead, card.effects, events);
        true
    }

    /// Scenario setup: the Reckoning of the awakened sheet and the Rumors in play, now.
    ///
    /// The decision waiting now is dropped; the phase machine goes on once the Reckoning's own
    /// decisions (if any) are answered.
    pub fn reckoning_now(&mut self, events: &mut Vec<Event>) {
        self.pending = None;
        let monsters = self.monster_reckoning_list();
        self.ancient_reckoning(events);
        self.monster_reckonings(monsters, events);
        self.rumor_reckonings(events);
        let below = self.frames.len();
        self.condition_reckonings(below);
        self.run(events);
    }

    /// Scenario setup: solves the current Mystery now.
    pub fn solve_mystery_now(&mut self, events: &mut Vec<Event>) {
        self.solve_mystery(events);
        self.run(events);
    }

    /// Scenario setup: `seat` gains `n` Clues from the pool.
    pub fn give_clues(&mut self, seat: u8, n: u8) {
        let mut events = Vec::new();
        self.gain_clues(seat, n, &mut events);
    }

    /// Scenario setup: `seat` gains the named Condition.
    pub fn give_condition(&mut self, seat: u8, id: &str, events: &mut Vec<Event>) {
        self.gain_condition(seat, id, events);
    }

    /// Scenario setup: puts damage on a board monster.
    pub fn damage_monster(&mut self, index: usize, damage: u8) {
        if let Some(monster) = self.monsters.at_mut(index) {
            monster.damage = damage;
        }
    }

    /// Scenario setup: closes the gate on `location` (it goes to the gate discard pile).
    pub fn close_gate_now(&mut self, location: &str) {
        let Some(at) = data::location_index(location) else { return };
        if let Some(pos) = self.gates.iter().position(|&g| usize::from(gate_location(g)) == at) {
            let gate = self.gates.remove(pos);
            self.gate_discard.push(gate);
        }
    }

    /// Scenario setup: moves the named Asset from the deck to the Asset discard pile.
    pub fn asset_to_discard(&mut self, id: &str) -> bool {
        match self.assets.deck.bottom_up().iter().position(|&c| data::ASSETS[usize::from(c)].id == id) {
            Some(pos) => {
                let card = self.assets.deck.remove_bottom_up(pos);
                self.assets.discard.put_many(card);
                true
            }
            None => false,
        }
    }

    /// Scenario setup: puts the encounter card with this id on top of its deck.
    pub fn stack_encounter(&mut self, id: &str) -> bool {
        let Some(card) = data::ENCOUNTERS.iter().position(|e| e.id == id).map(|c| c as u16) else {
            return false;
        };
        let pile = &mut self.encounters[deck_slot(data::ENCOUNTERS[usize::from(card)].deck)];
        if let Some(pos) = pile.deck.bottom_up().iter().position(|&c| c == card) {
            pile.deck.remove_bottom_up(pos);
        } else if let Some(pos) = pile.discard.bottom_up().iter().position(|&c| c == card) {
            pile.discard.remove_bottom_up(pos);
        } else {
            return false;
        }
        pile.deck.put_top(card);
        true
    }

    /// Scenario setup: the clue token of `location` goes from the pool onto the board.
    pub fn place_clue(&mut self, location: &str) -> bool {
        let Some(at) = data::location_index(location) else { return false };
        for pool in [&mut self.clue_pool, &mut self.clue_discard] {
            if let Some(pos) = pool.iter().position(|&c| usize::from(clue_location(c)) == at) {
                let clue = pool.remove(pos);
                self.board_clues.push((clue, at as u8));
                return true;
            }
        }
        false
    }

    /// Scenario setup: the Rumor with this Mythos id enters play (from the deck or the box).
    pub fn put_rumor_in_play(&mut self, id: &str, events: &mut Vec<Event>) -> bool {
        let Some(card) = data::MYTHOS.iter().position(|m| m.id == id).map(|c| c as u8) else { return false };
        let mut found = false;
        for pile in [&mut self.mythos, &mut self.mythos_box, &mut self.mythos_discard] {
            if let Some(pos) = pile.iter().position(|&c| c == card) {
                pile.remove(pos);
                found = true;
                break;
            }
        }
        if found {
            self.ongoing.push((card, data::MYTHOS[usize::from(card)].eldritch));
            self.enter_rumor(card, events);
        }
        found
    }

    /// Advances the Omen now (the rules' procedure, for scenarios).
    pub fn advance_omen_now(&mut self, events: &mut Vec<Event>) {
        self.advance_omen(events);
    }
}
