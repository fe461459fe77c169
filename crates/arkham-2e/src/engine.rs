//! The round structure: phases, turns and the decisions they pose, run by the kernel's
//! resolution loop.

use content::arkham_2e::{self as data, Keyword};

use crate::action::Event;
use crate::board::{Map, Place};
use crate::state::{Choice, Ending, Frame, Pending, Phase, State};

/// Rounds after which a game is called off as lost (a safety net: real games end far earlier).
pub const ROUND_LIMIT: u16 = 200;

impl State {
    /// The seat whose turn it is in a phase.
    pub(crate) fn turn_seat(&self) -> u8 {
        ((u16::from(self.first) + u16::from(self.turn)) % u16::from(self.player_count().max(1))) as u8
    }

    /// Moves to the next investigator of the phase; `false` when every one has had its turn.
    fn next_turn(&mut self) -> bool {
        self.stage = 0;
        self.turn += 1;
        self.turn < self.player_count()
    }

    fn set_phase(&mut self, phase: Phase) {
        self.phase = phase;
        self.turn = 0;
        self.stage = 0;
    }

    pub(crate) fn start_round(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        if self.round > ROUND_LIMIT {
            self.finish(Ending::TimeOut, events);
            return;
        }
        events.push(Event::Round(self.round));
        for investigator in &mut self.players {
            investigator.knocked_out = false;
        }
        self.research_used = false;
        self.set_phase(Phase::Upkeep);
    }

    // ----- Phase I: Upkeep -----

    pub(crate) fn upkeep_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn_seat();
        let index = usize::from(seat);
        match self.stage {
            0 => {
                self.stage = 1;
                let investigator = &mut self.players[index];
                if investigator.out {
                    return;
                }
                investigator.returned = false;
                // A Lost investigator whose turn was skipped comes back now.
                if investigator.place == Place::Lost && !investigator.lost_skip {
                    self.ask(seat, Pending::Return);
                }
            }
            1 => {
                self.stage = 2;
                if self.players[index].out {
                    return;
                }
                self.refresh_and_upkeep(seat, events);
            }
            2 => {
                self.stage = 3;
                if !self.players[index].out && self.players[index].place != Place::Lost {
                    self.ask(seat, Pending::Sliders);
                }
            }
            _ => {
                if !self.next_turn() {
                    self.set_phase(Phase::Movement);
                }
            }
        }
    }

    // ----- Phase II: Movement -----

    pub(crate) fn movement_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn_seat();
        let index = usize::from(seat);
        if self.stage == 2 {
            // After Find Gate's offer: an investigator still in the Other World moves on there.
            self.stage = 1;
            if matches!(self.players[index].place, Place::World { .. }) {
                self.world_movement(seat, events);
            }
        } else if self.stage == 3 {
            // After trading in the Other World area: Find Gate's offer, or moving on.
            self.stage = 1;
            if self.offer_find_gate(seat) {
                self.stage = 2;
            } else {
                self.world_movement(seat, events);
            }
        } else if self.stage == 0 {
            self.stage = 1;
            let map = Map::get();
            let investigator = &mut self.players[index];
            if investigator.out {
                return;
            }
            match investigator.place {
                Place::Lost => investigator.lost_skip = false,
                Place::Jail => {
                    investigator.delayed = false;
                    investigator.place = Place::Location(map.named.police);
                    investigator.arrested = true;
                    events.push(Event::Moved { seat, to: investigator.place });
                }
                _ if investigator.delayed => investigator.delayed = false,
                Place::World { .. } => {
                    // Investigators in the same area may trade before moving on.
                    if self.can_trade(seat) {
                        self.stage = 3;
                        self.ask(seat, Pending::Trade);
                    } else if self.offer_find_gate(seat) {
                        self.stage = 2;
                    } else {
                        self.world_movement(seat, events);
                    }
                }
                Place::Location(_) | Place::Street(_) => {
                    self.movement = self.movement_points(seat);
                    self.evaded.clear();
                    self.stopped = false;
                    self.ask(seat, Pending::Move);
                }
                _ => {}
            }
        } else if !self.next_turn() {
            for investigator in &mut self.players {
                investigator.arrested = false;
            }
            self.set_phase(Phase::ArkhamEncounters);
            // Arrested investigators skip this round's encounter: `arrested` is read there, so
            // keep it until after the phase.
        }
    }

    /// Movement in an Other World: from the first area to the second, from the second back to
    /// Arkham.
    fn world_movement(&mut self, seat: u8, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        match investigator.place {
            Place::World { world, second: false } => {
                investigator.place = Place::World { world, second: true };
                events.push(Event::Moved { seat, to: investigator.place });
            }
            Place::World { world, second: true } => self.return_from(seat, world, events),
            _ => {}
        }
    }

    /// An investigator in an Other World returns to a gate to it, or is Lost.
    pub(crate) fn return_from(&mut self, seat: u8, world: u8, events: &mut Vec<Event>) {
        // The Gate Box: back through any open gate.
        let any = self.players[usize::from(seat)]
            .cards
            .iter()
            .any(|h| h.def().rule == Some(content::arkham_2e::Hook::GateBox));
        let gates: Vec<u8> = self.open_gates().filter(|&(_, w)| w == world || any).map(|(l, _)| l).collect();
        match gates.as_slice() {
            [] => self.lose_in_time(seat, events),
            [only] => self.arrive_from_world(seat, *only, events),
            _ => self.ask(seat, Pending::Choose(Choice::Anywhere { encounter: false })),
        }
    }

    pub(crate) fn arrive_from_world(&mut self, seat: u8, location: u8, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        investigator.place = Place::Location(location);
        investigator.explored = true;
        investigator.returned = true;
        events.push(Event::Moved { seat, to: investigator.place });
        self.patrol_wagon_roll(seat, events);
    }

    /// Monsters an investigator must still face before moving on or stopping.
    pub(crate) fn unfaced(&self, seat: u8) -> impl Iterator<Item = tabletop_core::board::PieceId> + '_ {
        let investigator = &self.players[usize::from(seat)];
        let place = investigator.place;
        let exempt = investigator.returned;
        self.monsters
            .with_ids()
            .filter(move |(id, m)| m.place == place && !exempt && !self.evaded.contains(id))
            .map(|(id, _)| id)
    }

    /// Ends an investigator's movement: picks up the Clues where it stands.
    pub(crate) fn stop_moving(&mut self, seat: u8, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        if let Place::Location(l) = investigator.place {
            let here = &mut self.clues[usize::from(l)];
            if *here > 0 {
                investigator.clues = investigator.clues.saturating_add(*here);
                *here = 0;
                events.push(Event::Stat {
                    seat,
                    what: crate::action::StatKind::Clues,
                    value: investigator.clues,
                });
            }
        }
        self.movement = 0;
        self.end_of_movement(seat);
    }

    // ----- Phase III: Arkham encounters -----

    pub(crate) fn arkham_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn_seat();
        let index = usize::from(seat);
        if self.stage == 0 {
            self.stage = 1;
            let investigator = &self.players[index];
            if investigator.out || investigator.knocked_out || investigator.arrested {
                return;
            }
            let Place::Location(location) = investigator.place else {
                if matches!(investigator.place, Place::Street(_)) && self.rumor_work_usable(seat) {
                    self.ask(seat, Pending::Special);
                }
                return;
            };
            match self.gates[usize::from(location)] {
                Some(_) if investigator.explored => self.ask(seat, Pending::Gate),
                Some(world) => self.draw_through(seat, world, false, events),
                None if self.special_usable(seat, location) || self.rumor_work_usable(seat) => {
                    self.ask(seat, Pending::Special);
                }
                None => self.location_encounter(seat, location, events),
            }
        } else if !self.next_turn() {
            self.set_phase(Phase::OtherWorldEncounters);
        }
    }

    /// Draws a card of the location's neighbourhood deck (shuffled before every draw) and
    /// resolves its entry for the location. Darrell Simmons (and an "encounter two" effect)
    /// draws two and chooses.
    pub(crate) fn location_encounter(&mut self, seat: u8, location: u8, events: &mut Vec<Event>) {
        let two = self.has_ability(seat, content::arkham_2e::Hook::HometownAdvantage);
        self.location_encounter_of(seat, location, two, events);
    }

    pub(crate) fn location_encounter_of(
        &mut self,
        seat: u8,
        location: u8,
        two: bool,
        events: &mut Vec<Event>,
    ) {
        let Some(def) = data::LOCATIONS.get(usize::from(location)) else { return };
        let mut cards: smallvec::SmallVec<[u8; 8]> = data::LOCATION_CARDS
            .iter()
            .enumerate()
            .filter(|(_, c)| c.neighbourhood == def.neighbourhood)
            .map(|(i, _)| i as u8)
            .collect();
        if cards.is_empty() {
            return;
        }
        // Ye Olde Magick Shoppe 5: a card turned face up is the next one drawn here.
        let neighbourhood =
            data::NEIGHBOURHOODS.iter().position(|n| n.id == def.neighbourhood).unwrap_or(0) as u8;
        let first = match self.foreseen.iter().position(|&(n, _)| n == neighbourhood) {
            Some(at) => {
                let (_, card) = self.foreseen.remove(at);
                cards.retain(|c| *c != card);
                card
            }
            None => cards.swap_remove(self.rng.index(cards.len())),
        };
        if two && !cards.is_empty() {
            let second = cards[self.rng.index(cards.len())];
            let drawn = smallvec::smallvec![first, second];
            self.ask(seat, Pending::Choose(Choice::Encounter { cards: drawn, world: None }));
        } else {
            self.resolve_encounter_card(seat, first, None, events);
        }
    }

    /// An encounter card drawn for a seat: Dragon's Eye may replace it, else its entry is
    /// resolved.
    pub(crate) fn resolve_encounter_card(
        &mut self,
        seat: u8,
        card: u8,
        world: Option<u8>,
        events: &mut Vec<Event>,
    ) {
        if !self.offer_redraw(seat, card, world) {
            self.resolve_encounter_entry(seat, card, world, events);
        }
    }

    /// Resolves the entry of an encounter card for where the seat is: a location card's entry
    /// for its location, or a gate card's entry for `world` (or its "Other" entry).
    pub(crate) fn resolve_encounter_entry(
        &mut self,
        seat: u8,
        card: u8,
        world: Option<u8>,
        events: &mut Vec<Event>,
    ) {
        match world {
            None => {
                let Place::Location(location) = self.players[usize::from(seat)].place else { return };
                let Some(def) = data::LOCATIONS.get(usize::from(location)) else { return };
                let def = self.encounter_location(seat, def);
                let Some(card_def) = data::LOCATION_CARDS.get(usize::from(card)) else { return };
                if let Some((entry, encounter)) =
                    card_def.encounters.iter().enumerate().find(|(_, e)| e.location == def.id)
                {
                    events.push(Event::LocationEncounter { seat, card, entry: entry as u8 });
                    self.push_effects(seat, encounter.effects, None);
                }
            }
            Some(world) => {
                let Some(def) = data::OTHER_WORLDS.get(usize::from(world)) else { return };
                let Some(gate_card) = data::GATE_CARDS.get(usize::from(card)) else { return };
                let entry = gate_card
                    .encounters
                    .iter()
                    .position(|e| e.world == Some(def.id))
                    .or_else(|| gate_card.encounters.iter().position(|e| e.world.is_none()));
                if let Some(entry) = entry {
                    events.push(Event::GateEncounter { seat, card, entry: entry as u8 });
                    self.push_effects(seat, gate_card.encounters[entry].effects, None);
                }
            }
        }
    }

    /// Moves an investigator into the first area of an Other World (delayed when drawn in by a
    /// gate opening).
    pub(crate) fn draw_through(&mut self, seat: u8, world: u8, delayed: bool, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        investigator.place = Place::World { world, second: false };
        investigator.explored = false;
        investigator.delayed |= delayed;
        events.push(Event::DrawnThrough { seat, world });
        self.drop_frames_of(seat);
    }

    // ----- Phase IV: Other World encounters -----

    pub(crate) fn other_world_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn_seat();
        let index = usize::from(seat);
        if self.stage == 0 {
            self.stage = 1;
            let investigator = &self.players[index];
            let Place::World { world, .. } = investigator.place else { return };
            if investigator.out || investigator.knocked_out {
                return;
            }
            self.world_encounter(seat, world, events);
        } else if !self.next_turn() {
            self.set_phase(Phase::Mythos);
        }
    }

    /// Reveals gate cards until one's colour is one of the world's, and resolves its entry for
    /// the world (or its "Other" entry). Gloria Goldberg reveals two matching cards and chooses.
    pub(crate) fn world_encounter(&mut self, seat: u8, world: u8, events: &mut Vec<Event>) {
        let Some(def) = data::OTHER_WORLDS.get(usize::from(world)) else { return };
        let want = if self.has_ability(seat, content::arkham_2e::Hook::PsychicSensitivity) { 2 } else { 1 };
        let mut found: smallvec::SmallVec<[u8; 2]> = smallvec::SmallVec::new();
        for _ in 0..self.gate_deck.len() {
            let Some(card) = self.gate_deck.draw() else { break };
            self.gate_deck.put_bottom(card);
            if def.colours.contains(&data::GATE_CARDS[usize::from(card)].colour) {
                found.push(card);
                if found.len() == want {
                    break;
                }
            }
        }
        match found.as_slice() {
            [] => {}
            [only] => self.resolve_encounter_card(seat, *only, Some(world), events),
            _ => self.ask(seat, Pending::Choose(Choice::Encounter { cards: found, world: Some(world) })),
        }
    }

    // ----- Round end -----

    pub(crate) fn end_round(&mut self, events: &mut Vec<Event>) {
        if self.lingering.is_some_and(|(_, until)| until <= self.round) {
            self.lingering = None;
        }
        self.first = (self.first + 1) % self.player_count().max(1);
        self.start_round(events);
    }

    /// Drops the work left for a seat (it was knocked out, drawn through a gate, devoured).
    pub(crate) fn drop_frames_of(&mut self, seat: u8) {
        self.frames.retain(|frame| match frame {
            Frame::Effects { seat: s, .. }
            | Frame::Repeat { seat: s, .. }
            | Frame::ResumeMove(s)
            | Frame::ResumeCombat(s)
            | Frame::Ask { seat: s, .. } => *s != seat,
        });
    }

    // ----- Legal actions and applying them -----

    /// The Other World of the gate where a seat stands.
    pub(crate) fn gate_here(&self, seat: u8) -> Option<u8> {
        match self.players[usize::from(seat)].place {
            Place::Location(l) => self.gates[usize::from(l)],
            _ => None,
        }
    }

    /// Whether a monster kind has a printed ability.
    pub(crate) fn monster_has(&self, kind: u8, keyword: Keyword) -> bool {
        data::MONSTERS.get(usize::from(kind)).is_some_and(|m| m.abilities.contains(&keyword))
    }
}
