//! Tokens: Doom, the Omen, gates, monsters on the board and in the cup, and clues.

use content::eldritch as data;

use super::{DOOM_MAX, clue_location, gate_location, loc};
use crate::action::Event;
use crate::state::{BoardMonster, EndReason, State};

impl State {
    pub(crate) fn change_doom(&mut self, amount: i8, events: &mut Vec<Event>) {
        if amount < 0 {
            if !self.awakened {
                self.doom = (self.doom + amount.unsigned_abs()).min(DOOM_MAX);
                events.push(Event::Doom(self.doom));
            }
            return;
        }
        for _ in 0..amount {
            if self.outcome.is_some() {
                break;
            }
            if self.awakened {
                // The rest of the increase is resolved by the awakened sheet.
                self.doom_after_awakening(events);
                continue;
            }
            self.doom = self.doom.saturating_sub(1);
            events.push(Event::Doom(self.doom));
            if self.doom == 0 {
                self.awaken(events);
            }
        }
    }

    pub(crate) fn end(&mut self, won: bool, reason: EndReason, events: &mut Vec<Event>) {
        match self.outcome {
            // Win and loss together are a win.
            Some((false, _)) if won => self.outcome = Some((true, reason)),
            Some(_) => return,
            None => self.outcome = Some((won, reason)),
        }
        self.pending = None;
        events.push(Event::GameOver { won });
    }

    pub(crate) fn advance_omen(&mut self, events: &mut Vec<Event>) {
        let spaces = data::OMEN_TRACK.spaces;
        self.omen = ((usize::from(self.omen) + 1) % spaces.len()) as u8;
        events.push(Event::Omen(self.omen));
        let omen = spaces[usize::from(self.omen)];
        let matching: Vec<u8> =
            self.gates.iter().copied().filter(|&g| data::GATES[usize::from(g)].omen == omen).collect();
        if self.awakened {
            self.omen_doom_after_awakening(matching, events);
        } else {
            self.change_doom(matching.len() as i8, events);
        }
        // Azathoth: "When the Omen advances to the green space of the Omen track, advance Doom
        // by 1 for each Eldritch token on that space."
        if omen == data::Omen::Green && self.omen_eldritch > 0 && self.outcome.is_none() {
            let tokens = self.omen_eldritch as i8;
            self.change_doom(tokens, events);
        }
    }

    pub(crate) fn spawn_gate(&mut self, events: &mut Vec<Event>) {
        if self.gate_stack.is_empty() {
            std::mem::swap(&mut self.gate_stack, &mut self.gate_discard);
            self.rng.shuffle(&mut self.gate_stack);
        }
        let Some(gate) = self.gate_stack.pop() else {
            self.change_doom(1, events);
            return;
        };
        self.gates.push(gate);
        let at = gate_location(gate);
        events.push(Event::GateSpawned(at));
        self.spawn_monster(at, events);
    }

    pub(crate) fn spawn_monster(&mut self, at: u8, events: &mut Vec<Event>) {
        if self.cup.is_empty() {
            return;
        }
        let index = self.rng.index(self.cup.len());
        let kind = self.cup.swap_remove(index);
        // "Spawns on <space>": it goes there instead.
        let at = self.monster_rules(kind).spawns_on.map_or(at, loc);
        self.monsters.insert(BoardMonster { kind, location: at, damage: 0, stats: None, fought: false });
        events.push(Event::MonsterSpawned { kind, at });
        self.monster_spawned(kind, events);
    }

    /// A Monster's "when this Monster spawns" rule (the Wraith: the Lead Investigator gains a
    /// Cursed Condition).
    pub(crate) fn monster_spawned(&mut self, kind: u8, events: &mut Vec<Event>) {
        if data::MONSTERS[usize::from(kind)].id == "wraith" && self.outcome.is_none() {
            events.push(Event::Note(crate::Note::WraithCurses));
            self.gain_condition(self.lead, "cursed", events);
        }
    }

    pub(crate) fn draw_clue(&mut self) -> Option<u8> {
        if self.clue_pool.is_empty() {
            std::mem::swap(&mut self.clue_pool, &mut self.clue_discard);
        }
        if self.clue_pool.is_empty() {
            return None;
        }
        let index = self.rng.index(self.clue_pool.len());
        Some(self.clue_pool.swap_remove(index))
    }

    pub(crate) fn spawn_clue(&mut self, events: &mut Vec<Event>) {
        if let Some(clue) = self.draw_clue() {
            self.board_clues.push((clue, clue_location(clue)));
            events.push(Event::ClueSpawned(clue_location(clue)));
        }
    }

    pub(crate) fn gain_clues(&mut self, seat: u8, n: u8, events: &mut Vec<Event>) {
        for _ in 0..n {
            if let Some(clue) = self.draw_clue() {
                self.encounter_clues = self.encounter_clues.saturating_add(1);
                self.inv_mut(seat).clues.push(clue);
                events.push(Event::Gained { seat, what: "Clue".into() });
            }
        }
    }

    pub(crate) fn spend_clue(&mut self, seat: u8) -> bool {
        match self.inv_mut(seat).clues.pop() {
            Some(clue) => {
                self.clue_discard.push(clue);
                true
            }
            None => false,
        }
    }

    pub(crate) fn monster_to_cup(&mut self, kind: u8) {
        if data::MONSTERS[usize::from(kind)].epic {
            self.boxed_monsters.push(kind);
        } else if self.ao().set_aside.contains(&data::MONSTERS[usize::from(kind)].id) {
            // A set-aside Monster is set aside again (Reference Guide "Discarding").
            self.set_aside.push(kind);
        } else {
            self.cup.push(kind);
        }
    }
}
