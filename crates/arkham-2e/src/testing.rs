//! Scenario set-up for tests and tools (feature `testing`): put the game in the position a
//! rulebook example describes, rig the dice, and run one rules procedure.

use content::arkham_2e::{self as data, Check, Effect};
use tabletop_core::board::PieceId;

use crate::action::Event;
use crate::board::Place;
use crate::state::{After, Foe, Investigator, Monster, Pending, Phase, State};

/// The index of the entry whose id ends with `/name` in a table (`"woods"`, `"zombie"`).
fn find<T>(table: &[T], name: &str, id: impl Fn(&T) -> &'static str) -> u8 {
    let suffix = format!("/{name}");
    match table.iter().position(|entry| id(entry).ends_with(&suffix)) {
        Some(index) => index as u8,
        None => panic!("no entry named {name}"),
    }
}

/// A location by short name (`"woods"`).
pub fn location(name: &str) -> Place {
    Place::Location(find(data::LOCATIONS, name, |l| l.id))
}

/// A street by its neighbourhood's short name (`"uptown"`).
pub fn street(name: &str) -> Place {
    Place::Street(find(data::NEIGHBOURHOODS, name, |n| n.id))
}

/// A monster kind by short name (`"zombie"`).
pub fn monster(name: &str) -> u8 {
    find(data::MONSTERS, name, |m| m.id)
}

/// An investigator card by short name (`"tommy-gun"`).
pub fn card(name: &str) -> u8 {
    find(data::CARDS, name, |c| c.id)
}

/// An Other World by short name (`"yuggoth"`).
pub fn world(name: &str) -> u8 {
    find(data::OTHER_WORLDS, name, |w| w.id)
}

/// An investigator sheet by short name (`"amanda-sharpe"`).
pub fn sheet(name: &str) -> u8 {
    find(data::INVESTIGATORS, name, |i| i.id)
}

impl State {
    /// The next dice rolls (faces 1 to 6), in order.
    pub fn rig_dice(&mut self, faces: impl IntoIterator<Item = u8>) {
        self.rng.rig_dice(faces);
    }

    /// An investigator, to change.
    pub fn investigator_mut(&mut self, seat: u8) -> &mut Investigator {
        &mut self.players[usize::from(seat)]
    }

    /// Replaces a seat's investigator with a fresh one of this sheet, with no possessions.
    pub fn replace_investigator(&mut self, seat: u8, sheet: u8) {
        self.players[usize::from(seat)] = Investigator::fresh(sheet);
    }

    /// Gives a seat a card (taken out of its deck when there).
    pub fn give_card(&mut self, seat: u8, card: u8) {
        if !self.take_named(seat, card) {
            self.give(seat, card);
        }
    }

    /// Puts a monster on the board.
    pub fn put_monster(&mut self, kind: u8, place: Place) -> PieceId {
        self.cup.take(|&k| k == kind);
        self.monsters.insert(Monster { kind, place })
    }

    /// Removes every monster from the board (back to the cup).
    pub fn clear_monsters(&mut self) {
        for monster in self.monsters.drain() {
            self.cup.put(monster.kind);
        }
    }

    /// Opens a gate to `world` at a location, with no doom, monster or other consequence.
    pub fn put_gate(&mut self, location: Place, world: u8) {
        if let Place::Location(l) = location {
            self.gate_stack.remove_first(|&w| w == world);
            self.gates[usize::from(l)] = Some(world);
        }
    }

    /// Closes every open gate (no trophies).
    pub fn clear_gates(&mut self) {
        for gate in &mut self.gates {
            if let Some(world) = gate.take() {
                self.gate_stack.put_bottom(world);
            }
        }
    }

    /// Sets Clue tokens on a location.
    pub fn set_clues_at(&mut self, location: Place, clues: u8) {
        if let Place::Location(l) = location {
            self.clues[usize::from(l)] = clues;
        }
    }

    /// Takes the Environment, the Rumor and a lingering Headline out of play (no consequences).
    pub fn clear_mythos_in_play(&mut self) {
        self.environment = None;
        self.rumor = None;
        self.lingering = None;
    }

    /// Sets the terror level (no consequences).
    pub fn set_terror(&mut self, terror: u8) {
        self.terror = terror;
    }

    /// Sets the Doom tokens (no consequences).
    pub fn set_doom(&mut self, doom: u8) {
        self.doom = doom;
    }

    /// Clears what waits and puts the game in `phase`, at `seat`'s turn.
    pub fn set_turn(&mut self, phase: Phase, seat: u8) {
        self.frames.clear();
        self.pending = None;
        self.combat = None;
        self.phase = phase;
        self.first = seat;
        self.turn = 0;
        self.stage = 0;
    }

    /// Starts `seat`'s Movement now (Speed points, nothing evaded).
    pub fn begin_movement(&mut self, seat: u8) {
        self.set_turn(Phase::Movement, seat);
        self.stage = 1;
        self.movement = self.players[usize::from(seat)].skill(Check::Speed).max(0) as u8;
        self.evaded.clear();
        self.stopped = false;
        self.ask(seat, Pending::Move);
    }

    /// Resolves effects for a seat now, up to the next decision.
    pub fn resolve_effects(&mut self, seat: u8, effects: &'static [Effect]) -> Vec<Event> {
        let mut events = Vec::new();
        self.push_effects(seat, effects, None);
        self.run(&mut events);
        events
    }

    /// Makes a check for a seat now (its result decided by the rigged dice), up to the next
    /// decision.
    pub fn check_now(&mut self, seat: u8, skill: Check, modifier: i8, need: u8) -> Vec<Event> {
        let mut events = Vec::new();
        self.start_check(seat, skill, modifier, need, After::Nothing, &mut events);
        self.run(&mut events);
        events
    }

    /// Starts combat between a seat and a monster on the board, up to the next decision.
    pub fn fight_now(&mut self, seat: u8, monster: PieceId) -> Vec<Event> {
        let mut events = Vec::new();
        self.start_combat(seat, Foe::Board(monster), &mut events);
        self.run(&mut events);
        events
    }

    /// The Mythos phase now: draws `card` (by short name) as the next Mythos card and resolves it.
    pub fn mythos_now(&mut self, card: &str) -> Vec<Event> {
        let index = find(data::MYTHOS, card, |m| m.id);
        self.mythos.remove_first(|&m| m == index);
        self.mythos.put_top(index);
        self.set_turn(Phase::Mythos, self.first);
        let mut events = Vec::new();
        self.mythos_phase(&mut events);
        self.run(&mut events);
        events
    }

    /// Draws the next Mythos card on top: `card` (short name) is drawn next.
    pub fn stack_mythos(&mut self, card: &str) {
        let index = find(data::MYTHOS, card, |m| m.id);
        self.mythos.remove_first(|&m| m == index);
        self.mythos.put_top(index);
    }

    /// Runs the game on from here to the next decision.
    pub fn run_on(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        self.run(&mut events);
        events
    }

    /// Movement points left.
    pub fn movement_left(&self) -> u8 {
        self.movement
    }

    /// Monsters evaded this Movement.
    pub fn evaded(&self) -> &[PieceId] {
        &self.evaded
    }

    /// The combat in progress.
    pub fn combat(&self) -> Option<crate::state::Combat> {
        self.combat
    }

    /// Monsters in the cup.
    pub fn cup_len(&self) -> usize {
        self.cup.len()
    }

    /// The final battle's pooled successes.
    pub fn battle_successes(&self) -> u8 {
        self.battle_successes
    }
}
