//! The awakened Ancient Ones: Awakening effects, "each time Doom would advance" replacements, the
//! back's Reckoning, its defeat conditions and the Final Mysteries.
//!
//! The backs are keyed by the Ancient One's id. What the public reference prints of each back
//! (`ancient_ones_detailed.json`, truncated at the start of each text) is followed; the parts it
//! cuts off are recalled and listed in the crate docs.

use content::eldritch::{self as data, Skill};
use tabletop_core::resolve::Program;

use crate::action::Event;
use crate::rules::{gate_location, loc};
use crate::state::{BoardMonster, EndReason, Frame, Purpose, Standing, State};

/// How an investigator confronts an awakened Ancient One for its Final Mystery (an encounter).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Confront {
    /// `None`: any space containing a Gate; else that location id.
    pub(crate) site: Option<&'static str>,
    /// The test.
    pub(crate) skill: Skill,
    /// Its modifier.
    pub(crate) modifier: i8,
    /// Health lost on a fail.
    pub(crate) health: u8,
    /// Sanity lost on a fail.
    pub(crate) sanity: u8,
}

/// The Epic monster whose defeat is Shub-Niggurath's Final Mystery.
const SHUB: &str = "shub-niggurath";

impl State {
    /// The confrontation of the awakened Ancient One, if its Final Mystery is one.
    pub(crate) fn confront_rule(&self) -> Option<Confront> {
        match self.ao().id {
            "cthulhu" => Some(Confront {
                site: Some("space-3"),
                skill: Skill::Strength,
                modifier: -1,
                health: 2,
                sanity: 0,
            }),
            "yog-sothoth" => {
                Some(Confront { site: None, skill: Skill::Lore, modifier: -1, health: 0, sanity: 2 })
            }
            _ => None,
        }
    }

    /// Whether the required Mysteries are solved.
    pub(crate) fn mysteries_done(&self) -> bool {
        self.solved.len() >= usize::from(self.ao().mysteries_to_win)
    }

    /// Whether `seat` may confront the awakened Ancient One as its encounter now.
    pub(crate) fn may_confront(&self, seat: u8) -> bool {
        if !self.awakened || !self.mysteries_done() {
            return false;
        }
        let Some(rule) = self.confront_rule() else { return false };
        let here = self.inv(seat).location;
        match rule.site {
            Some(id) => loc(id) == here,
            None => self.gates.iter().any(|&g| gate_location(g) == here),
        }
    }

    /// Starts the confrontation test.
    pub(crate) fn confront(&mut self, seat: u8, events: &mut Vec<Event>) {
        // Yog-Sothoth's Final Mystery: on a Gate space, draw and resolve a "The Key and the
        // Gate" Special Encounter (its pass places an Eldritch token on this sheet).
        if self.ao().id == "yog-sothoth" {
            self.encounter(seat, crate::action::EncounterChoice::Special, events);
            return;
        }
        let Some(rule) = self.confront_rule() else { return };
        self.begin_test(seat, rule.skill, rule.modifier, Purpose::Confront, events);
    }

    /// The confrontation's result: an Eldritch token on the sheet, or the printed loss.
    pub(crate) fn finish_confront(&mut self, seat: u8, passed: bool, events: &mut Vec<Event>) {
        let Some(rule) = self.confront_rule() else { return };
        if passed {
            self.final_tokens += 1;
            events.push(Event::Note(crate::Note::EldritchOnAncientOne));
            self.check_final(events);
        } else {
            self.lose_preventable(seat, rule.health, rule.sanity, events);
        }
    }

    /// Eldritch tokens the Final Mystery needs (half the investigators, rounded up).
    pub(crate) fn final_needed(&self) -> u8 {
        match self.ao().id {
            SHUB => 1,
            _ => self.players().div_ceil(2),
        }
    }

    /// Ends the game with a win once the Mysteries and the Final Mystery are both solved.
    pub(crate) fn check_final(&mut self, events: &mut Vec<Event>) {
        if self.awakened && self.mysteries_done() && self.final_tokens >= self.final_needed() {
            events.push(Event::Note(crate::Note::FinalMysterySolved));
            self.end(true, EndReason::FinalMystery, events);
        }
    }

    /// Flips the sheet and resolves the Awakening.
    pub(crate) fn awaken(&mut self, events: &mut Vec<Event>) {
        self.awakened = true;
        events.push(Event::Awakened);
        events.push(Event::AwakeningText);
        // From now on a defeated or devoured investigator's player is eliminated; players
        // waiting for a replacement are eliminated too.
        for inv in &mut self.investigators {
            if inv.standing == Standing::Replacing {
                inv.standing = Standing::Eliminated;
            }
        }
        match self.ao().id {
            "cthulhu" | "yog-sothoth" => {}
            SHUB => {
                // "Spawn the Shub-Niggurath Epic Monster on The Heart of Africa. Then move all
                // Ghoul, Goat Spawn, and Dark Young Monsters on the map to that space."
                let at = loc("the-heart-of-africa");
                if let Some(kind) = data::monster_index(SHUB) {
                    self.monsters.insert(BoardMonster {
                        kind: kind as u8,
                        location: at,
                        damage: 0,
                        stats: None,
                        fought: false,
                    });
                    events.push(Event::MonsterSpawned { kind: kind as u8, at });
                }
                for monster in self.monsters.iter_mut() {
                    if matches!(
                        data::MONSTERS[usize::from(monster.kind)].id,
                        "ghoul" | "goat-spawn" | "dark-young"
                    ) {
                        monster.location = at;
                    }
                }
            }
            // Azathoth: "The World is Devoured! The investigators lose the game."
            _ => {
                self.end(false, EndReason::Awakened, events);
                return;
            }
        }
        if self.investigators.iter().all(|inv| inv.standing == Standing::Eliminated) {
            self.end(false, EndReason::AllEliminated, events);
        }
        self.check_final(events);
    }

    /// Where the Shub-Niggurath Epic monster is.
    fn shub_location(&self) -> Option<u8> {
        let kind = data::monster_index(SHUB)?;
        self.monsters.iter().find(|m| usize::from(m.kind) == kind).map(|m| m.location)
    }

    /// Whether this board monster is the awakened Shub-Niggurath.
    pub(crate) fn is_shub(&self, kind: u8) -> bool {
        data::MONSTERS[usize::from(kind)].id == SHUB
    }

    /// "Each time Doom would advance" on the awakened sheet (one step).
    pub(crate) fn doom_after_awakening(&mut self, events: &mut Vec<Event>) {
        match self.ao().id {
            "cthulhu" => {
                self.sheet_sanity += 1;
                events.push(Event::Note(crate::Note::SanityOnCthulhu));
            }
            SHUB => {
                let Some(at) = self.shub_location() else { return };
                self.spawn_monster(at, events);
                if self.monsters_at(at).count() >= 6 {
                    self.end(false, EndReason::AncientOneBack, events);
                }
            }
            "yog-sothoth" => {
                if self.gate_stack.is_empty() {
                    std::mem::swap(&mut self.gate_stack, &mut self.gate_discard);
                    self.rng.shuffle(&mut self.gate_stack);
                }
                if let Some(gate) = self.gate_stack.pop() {
                    self.gate_to_sheet(gate, events);
                }
            }
            _ => {}
        }
    }

    /// Yog-Sothoth: a gate is placed on the sheet; 3 or more there lose the game.
    fn gate_to_sheet(&mut self, gate: u8, events: &mut Vec<Event>) {
        self.sheet_gates.push(gate);
        events.push(Event::Note(crate::Note::GateOnYogSothoth));
        if self.sheet_gates.len() >= 3 {
            self.end(false, EndReason::AncientOneBack, events);
        }
    }

    /// An Omen advance after Awakening: each matching gate would advance Doom.
    pub(crate) fn omen_doom_after_awakening(&mut self, matching: Vec<u8>, events: &mut Vec<Event>) {
        for gate in matching {
            if self.outcome.is_some() {
                return;
            }
            if self.ao().id == "yog-sothoth" {
                // "Each time a Gate would cause Doom to advance, place that Gate on this sheet."
                if let Some(pos) = self.gates.iter().position(|&g| g == gate) {
                    self.gates.remove(pos);
                    events.push(Event::GateClosed(gate_location(gate)));
                    self.gate_to_sheet(gate, events);
                }
            } else {
                self.doom_after_awakening(events);
            }
        }
    }

    /// An investigator moved onto `location`. Cthulhu: "When an investigator moves onto a space
    /// containing an Eldritch token, he becomes Delayed and loses 1 Sanity" (awakened: and places
    /// 1 Sanity token on the sheet). Becoming Delayed during one's own action ends that action and
    /// the investigator's actions this round instead (Reference Guide "Delayed"). Returns whether
    /// the investigator was stopped.
    pub(crate) fn entered(
        &mut self,
        seat: u8,
        location: u8,
        in_action: bool,
        events: &mut Vec<Event>,
    ) -> bool {
        if self.ao().id != "cthulhu" || !self.board_eldritch.contains(&location) || !self.active(seat) {
            return false;
        }
        events.push(Event::Note(crate::Note::EldritchDelays));
        let stopped = !self.immune_to_restraint(seat);
        if stopped {
            if in_action {
                let inv = self.inv_mut(seat);
                inv.actions = inv.actions.max(2 + inv.extra_actions);
            } else {
                self.inv_mut(seat).delayed = true;
            }
        }
        if self.awakened {
            self.sheet_sanity += 1;
        }
        self.lose_preventable(seat, 0, 1, events);
        stopped
    }

    /// The front of the sheet's Reckoning (before Awakening).
    fn front_reckoning(&mut self, events: &mut Vec<Event>) {
        let order: Vec<u8> = (0..self.players()).map(|turn| self.seat_at(turn)).collect();
        match self.ao().id {
            "cthulhu" => {
                // "Each investigator on a Sea space that does not contain an Eldritch token places
                // an Eldritch token on his space."
                for seat in order {
                    let here = self.inv(seat).location;
                    if self.active(seat)
                        && data::LOCATIONS[usize::from(here)].kind == data::LocationKind::Sea
                        && !self.board_eldritch.contains(&here)
                    {
                        self.board_eldritch.push(here);
                        events.push(Event::Note(crate::Note::EldritchOnSea));
                    }
                }
            }
            SHUB => {
                // "Spawn 1 Monster on a random space. Then, if there are 10 or more Monsters on the
                // game board, advance Doom by 2."
                let at = self.random_space();
                self.spawn_monster(at, events);
                if self.monsters.len() >= 10 {
                    self.change_doom(2, events);
                }
            }
            "yog-sothoth" => {
                // "Each investigator on a space containing a Gate advances Doom by 1 unless he
                // discards 1 Spell" (a held Spell is always discarded).
                for seat in order {
                    if self.outcome.is_some() || !self.active(seat) {
                        continue;
                    }
                    let here = self.inv(seat).location;
                    if !self.gates.iter().any(|&g| gate_location(g) == here) {
                        continue;
                    }
                    if let Some(spell) = self.inv_mut(seat).spells.pop() {
                        self.spells.deck.put_top(u16::from(spell));
                        self.spells.deck.shuffle(&mut self.rng);
                        events.push(Event::Note(crate::Note::SpellHoldsDoom));
                    } else {
                        self.change_doom(1, events);
                    }
                }
            }
            _ => {}
        }
    }

    /// The Ancient One sheet's Reckoning: its front, or its back once awakened.
    pub(crate) fn ancient_reckoning(&mut self, events: &mut Vec<Event>) {
        if self.outcome.is_some() {
            return;
        }
        if !self.awakened {
            self.front_reckoning(events);
            return;
        }
        let order: Vec<u8> = (0..self.players()).map(|turn| self.seat_at(turn)).collect();
        match self.ao().id {
            "cthulhu" => {
                // "Each investigator loses 1 Sanity for each Sanity token on this sheet. Then, if
                // all investigators have been eliminated, investigators lose the game."
                let loss = self.sheet_sanity;
                for seat in order {
                    if loss > 0 && self.active(seat) {
                        self.lose_preventable(seat, 0, loss, events);
                    }
                }
            }
            SHUB => {
                // "Each investigator on the space containing the Shub-Niggurath Epic Monster
                // immediately encounters it" (in turn order from the Lead Investigator).
                let Some(at) = self.shub_location() else { return };
                for &seat in order.iter().rev() {
                    if self.active(seat) && self.inv(seat).location == at {
                        self.frames.push(Frame::Confront { seat });
                    }
                }
            }
            "yog-sothoth" => {
                // "Each investigator on a space containing a Gate places that Gate on this sheet
                // unless he discards 1 Spell" (a held Spell is always discarded).
                for seat in order {
                    if self.outcome.is_some() || !self.active(seat) {
                        continue;
                    }
                    let here = self.inv(seat).location;
                    let Some(pos) = self.gates.iter().position(|&g| gate_location(g) == here) else {
                        continue;
                    };
                    if let Some(spell) = self.inv_mut(seat).spells.pop() {
                        self.spells.deck.put_top(u16::from(spell));
                        self.spells.deck.shuffle(&mut self.rng);
                        events.push(Event::Note(crate::Note::SpellHoldsGate));
                    } else {
                        let gate = self.gates.remove(pos);
                        events.push(Event::GateClosed(here));
                        self.gate_to_sheet(gate, events);
                    }
                }
            }
            _ => {}
        }
    }

    /// The Reckoning abilities of the investigators' cards (their Conditions' rolls and tests),
    /// from the Lead Investigator clockwise, as frames inserted at `below` on the frame stack (so
    /// they come after what the sheet and the Ongoing cards have put above it).
    pub(crate) fn condition_reckonings(&mut self, below: usize) {
        let order: Vec<u8> = (0..self.players()).map(|turn| self.seat_at(turn)).collect();
        // Inserting each at the same depth keeps them in order: the first inserted runs first.
        let at = below.min(self.frames.len());
        for &seat in &order {
            if !self.active(seat) {
                continue;
            }
            let found: Vec<(u16, &'static [data::Effect])> = self
                .abilities(seat)
                .filter_map(|(code, ability)| match ability {
                    data::Ability::Reckoning(list) => Some((code, list)),
                    _ => None,
                })
                .collect();
            for (code, list) in found {
                self.frames.insert(at, Frame::CardEffects { seat, program: Program::new(list), card: code });
            }
        }
    }

    /// Starts the Reckoning combat of `seat` with Shub-Niggurath (if both are still there).
    pub(crate) fn confront_shub(&mut self, seat: u8, events: &mut Vec<Event>) {
        let Some(kind) = data::monster_index(SHUB) else { return };
        let here = self.inv(seat).location;
        if let Some(index) =
            self.monsters.iter().position(|m| usize::from(m.kind) == kind && m.location == here)
        {
            self.combat(seat, self.board_monster(index), events);
        }
    }
}
