//! Scenario set-up for tests and tools (feature `testing`): put the game in the position a
//! rulebook example describes, rig the dice, and run one rules procedure.

pub use content::arkham_2e::{self as data, Check, Effect};
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
    /// The old sheet goes back among the unused ones and the new one leaves them.
    pub fn replace_investigator(&mut self, seat: u8, sheet: u8) {
        let old = self.players[usize::from(seat)].sheet;
        self.players[usize::from(seat)] = Investigator::fresh(sheet);
        if !self.unused.contains(&old) {
            self.unused.push(old);
        }
        let players = &self.players;
        self.unused.retain(|s| !players.iter().any(|p| p.sheet == *s));
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

    /// The Mythos phase now: draws `card` (by short name) as the next Mythos card and resolves it
    /// (and, unless the game is held, goes on to the next round).
    pub fn mythos_now(&mut self, card: &str) -> Vec<Event> {
        let index = find(data::MYTHOS, card, |m| m.id);
        self.mythos.remove_first(|&m| m == index);
        self.mythos.put_top(index);
        self.set_turn(Phase::Mythos, self.first);
        let mut events = Vec::new();
        loop {
            self.mythos_phase(&mut events);
            self.run(&mut events);
            if self.pending.is_some() || self.phase != Phase::Mythos || self.stage >= 3 {
                break;
            }
        }
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

    /// Queues raw results for the generator's next draws of any kind (a card drawn from `n`
    /// takes a value below `n`; a die face `f` is `f - 1`).
    pub fn rig(&mut self, values: impl IntoIterator<Item = u32>) {
        self.rng.rig(values);
    }

    /// Rigged results not consumed yet.
    pub fn rigged_left(&self) -> usize {
        self.rng.rigged_len()
    }

    /// Holds the game (`true`): once the work at hand is done it waits instead of moving on to
    /// the next step of the round, so a test sees exactly one procedure's consequences.
    pub fn hold(&mut self, held: bool) {
        self.held = held;
    }

    /// Discards the Environment, the Rumor and a lingering Headline in play (no consequences).
    pub fn clear_mythos_in_play(&mut self) {
        self.environment = None;
        self.rumor = None;
        self.rumor_tokens = 0;
        self.lingering = None;
    }

    /// Puts a Mythos card (short name) in play as the Environment or Rumor, by its kind.
    pub fn put_in_play(&mut self, card: &str) {
        let index = find(data::MYTHOS, card, |m| m.id);
        self.mythos.remove_first(|&m| m == index);
        if data::MYTHOS[usize::from(index)].kind == data::MythosKind::Rumor {
            self.rumor = Some(index);
        } else {
            self.environment = Some(index);
        }
    }

    /// Sets the number of Elder Sign cards played so far (the score counts them).
    pub fn set_elder_sign_cards(&mut self, cards: u8) {
        self.elder_sign_cards = cards;
    }

    /// Marks a location closed (no consequences).
    pub fn set_closed(&mut self, location: Place, closed: bool) {
        if let Place::Location(l) = location {
            if closed {
                self.closed |= 1 << l;
            } else {
                self.closed &= !(1 << l);
            }
        }
    }

    /// Puts an Elder Sign on a location (no consequences).
    pub fn put_seal(&mut self, location: Place) {
        if let Place::Location(l) = location {
            self.seals |= 1 << l;
        }
    }

    /// Empties the gate-marker stack (the markers leave the game).
    pub fn empty_gate_stack(&mut self) {
        while self.gate_stack.draw().is_some() {}
    }

    /// Gate markers left in the stack.
    pub fn gate_stack_len(&self) -> usize {
        self.gate_stack.len()
    }

    /// The gate marker on top of the stack.
    pub fn gate_stack_top(&self) -> Option<u8> {
        self.gate_stack.peek().copied()
    }

    /// The gate marker at the bottom of the stack.
    pub fn gate_stack_bottom(&self) -> Option<u8> {
        self.gate_stack.peek_bottom().copied()
    }

    /// Puts `world`'s marker on top of the gate-marker stack.
    pub fn stack_gate(&mut self, world: u8) {
        self.gate_stack.remove_first(|&w| w == world);
        self.gate_stack.put_top(world);
    }

    /// Empties the monster cup (its monsters leave the game).
    pub fn empty_cup(&mut self) {
        while self.cup.take(|_| true).is_some() {}
    }

    /// Cards left in a deck: `"common"`, `"unique"`, `"spell"`, `"skill"` or `"ally"`.
    pub fn deck_len(&self, deck: &str) -> usize {
        let slot = ["common", "unique", "spell", "skill", "ally"].iter().position(|d| *d == deck);
        slot.map_or(0, |s| self.decks[s].len())
    }

    /// Keeps only the first `n` cards of a deck (by the names of [`State::deck_len`]).
    pub fn truncate_deck(&mut self, deck: &str, n: usize) {
        if let Some(s) = ["common", "unique", "spell", "skill", "ally"].iter().position(|d| *d == deck) {
            while self.decks[s].len() > n {
                self.decks[s].draw();
            }
        }
    }

    /// The Mythos card at the bottom of the Mythos deck (index into `MYTHOS`).
    pub fn mythos_bottom(&self) -> Option<u8> {
        self.mythos.peek_bottom().copied()
    }

    /// Puts a gate card (index into `GATE_CARDS`) on top of the gate deck.
    pub fn stack_gate_card(&mut self, card: u8) {
        self.gate_deck.remove_first(|&c| c == card);
        self.gate_deck.put_top(card);
    }

    /// The gate deck, top first.
    pub fn gate_deck(&self) -> Vec<u8> {
        self.gate_deck.iter().copied().collect()
    }

    /// Rigs the next cup draw to take a monster of `kind` (which must be in the cup).
    pub fn rig_cup_draw(&mut self, kind: u8) {
        match self.cup.tokens().iter().position(|&k| k == kind) {
            Some(at) => self.rng.rig([at as u32]),
            None => panic!("no monster of kind {kind} in the cup"),
        }
    }

    /// Mythos step 3 alone: monsters whose dimension is in `white` or `black` move.
    pub fn move_monsters_now(&mut self, white: &[data::Dimension], black: &[data::Dimension]) -> Vec<Event> {
        let white: &'static [data::Dimension] = Vec::leak(white.to_vec());
        let black: &'static [data::Dimension] = Vec::leak(black.to_vec());
        let mut events = Vec::new();
        self.move_monsters(white, black, &mut events);
        events
    }

    /// Raises the terror level now, with its consequences.
    pub fn raise_terror_now(&mut self, steps: u8) -> Vec<Event> {
        let mut events = Vec::new();
        self.raise_terror(steps, &mut events);
        self.run(&mut events);
        events
    }

    /// Draws a monster from the cup and places it now (Outskirts, limits and awakening).
    pub fn spawn_monster_now(&mut self, place: Place) -> Vec<Event> {
        let mut events = Vec::new();
        self.spawn_monster(place, &mut events);
        self.run(&mut events);
        events
    }

    /// Opens a gate at a location now, as the Mythos phase does (Doom, marker, monsters).
    pub fn open_gate_now(&mut self, location: Place) -> Vec<Event> {
        let mut events = Vec::new();
        if let Place::Location(l) = location {
            self.open_gate(l, &mut events);
        }
        self.run(&mut events);
        events
    }

    /// Goes on with the current investigator's step of the phase (after a decision it posed),
    /// up to the next decision; the game stays held.
    pub fn continue_turn(&mut self) -> Vec<Event> {
        self.held = true;
        let mut events = Vec::new();
        match self.phase {
            Phase::Upkeep => self.upkeep_turn(&mut events),
            Phase::Movement => self.movement_turn(&mut events),
            Phase::ArkhamEncounters => self.arkham_turn(&mut events),
            Phase::OtherWorldEncounters => self.other_world_turn(&mut events),
            Phase::Battle => self.battle_turn(&mut events),
            _ => {}
        }
        self.run(&mut events);
        events
    }

    /// Starts an Evade check of a seat against a monster on the board, up to the next decision.
    pub fn evade_now(&mut self, seat: u8, monster: PieceId) -> Vec<Event> {
        let mut events = Vec::new();
        self.start_evade(seat, Foe::Board(monster), false, &mut events);
        self.run(&mut events);
        events
    }

    /// A seat's location encounter where it stands now, up to the next decision.
    pub fn location_encounter_now(&mut self, seat: u8) -> Vec<Event> {
        let mut events = Vec::new();
        if let Place::Location(l) = self.players[usize::from(seat)].place {
            self.location_encounter_of(seat, l, false, &mut events);
        }
        self.run(&mut events);
        events
    }

    /// The Ancient One awakens now (the final battle begins, held at its first step).
    pub fn awaken_now(&mut self) -> Vec<Event> {
        self.held = true;
        let mut events = Vec::new();
        self.awaken(&mut events);
        self.run(&mut events);
        events
    }

    /// The monsters on The Terrible Experiment (kinds).
    pub fn experiment(&self) -> &[u8] {
        &self.experiment
    }

    /// Puts these monster kinds on The Terrible Experiment (taken out of the cup).
    pub fn set_experiment(&mut self, kinds: &[u8]) {
        for &kind in kinds {
            self.cup.take(|&k| k == kind);
        }
        self.experiment = kinds.iter().copied().collect();
    }

    /// Location cards turned face up: (neighbourhood, location card).
    pub fn foreseen(&self) -> &[(u8, u8)] {
        &self.foreseen
    }

    /// Runs one investigator's step of the current phase now (Upkeep, Movement, Arkham or
    /// Other World encounters), as the round would, up to the next decision; the game is held
    /// so it does not move on to the next investigator.
    pub fn turn_now(&mut self, phase: Phase, seat: u8) -> Vec<Event> {
        self.set_turn(phase, seat);
        self.held = true;
        let mut events = Vec::new();
        loop {
            match phase {
                Phase::Upkeep => self.upkeep_turn(&mut events),
                Phase::Movement => self.movement_turn(&mut events),
                Phase::ArkhamEncounters => self.arkham_turn(&mut events),
                Phase::OtherWorldEncounters => self.other_world_turn(&mut events),
                _ => break,
            }
            self.run(&mut events);
            // Upkeep has several steps in a turn; the others one.
            if self.pending.is_some() || phase != Phase::Upkeep || self.stage >= 3 {
                break;
            }
        }
        events
    }
}
