//! The phase machine: running frames and phases to the next decision, new rounds and the
//! Mythos phase.

use content::eldritch::{self as data, MythosIcon, MythosTrait};
use tabletop_core::resolve::Program;

use super::{gate_location, reference};
use crate::action::Event;
use crate::state::{EncounterStep, EndReason, Frame, Pending, Phase, Standing, State};

impl State {
    pub(crate) fn step_phase(&mut self, events: &mut Vec<Event>) {
        match self.phase {
            Phase::Action { turn } => {
                if turn >= self.players() {
                    self.phase = Phase::Encounter { turn: 0, step: EncounterStep::Start };
                    events.push(Event::PhaseBegan("encounter".into()));
                    return;
                }
                let seat = self.seat_at(turn);
                if let Some(bonus) = self.bonus_turn {
                    if self.active(bonus) {
                        self.pending = Some(Pending::Actions(bonus));
                    } else {
                        self.bonus_turn = None;
                    }
                    return;
                }
                let inv = self.inv(seat);
                if inv.standing != Standing::Active || inv.actions >= 2 + inv.extra_actions {
                    self.phase = Phase::Action { turn: turn + 1 };
                } else if inv.delayed {
                    self.inv_mut(seat).delayed = false;
                    self.phase = Phase::Action { turn: turn + 1 };
                } else {
                    self.pending = Some(Pending::Actions(seat));
                }
            }
            Phase::Encounter { turn, step } => self.step_encounter(turn, step, events),
            Phase::Mythos => self.mythos(events),
            Phase::Replacements => {
                if let Some(seat) = (0..self.players()).find(|&s| self.inv(s).standing == Standing::Replacing)
                {
                    if self.available_investigators().next().is_some() {
                        self.pending = Some(Pending::Replacement(seat));
                    } else {
                        self.inv_mut(seat).standing = Standing::Eliminated;
                        if self.investigators.iter().all(|inv| inv.standing == Standing::Eliminated) {
                            self.end(false, EndReason::AllEliminated, events);
                        }
                    }
                } else {
                    self.phase = Phase::Lead;
                }
            }
            Phase::Lead => {
                if (0..self.players()).filter(|&s| self.active(s)).count() > 1 {
                    self.pending = Some(Pending::PassLead);
                } else {
                    self.new_round(events);
                }
            }
        }
    }

    pub(crate) fn new_round(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        for inv in &mut self.investigators {
            inv.used_cards.clear();
        }
        self.component_used = 0;
        self.passive_used = 0;
        self.bonus_turn = None;
        for inv in &mut self.investigators {
            inv.taken = 0;
            inv.actions = 0;
            inv.extra_actions = 0;
        }
        if !self.active(self.lead)
            && let Some(seat) = (0..self.players()).find(|&s| self.active(s))
        {
            self.lead = seat;
        }
        events.push(Event::Round(self.round));
        self.phase = Phase::Action { turn: 0 };
    }

    pub(super) fn mythos(&mut self, events: &mut Vec<Event>) {
        let Some(card) = self.mythos.pop() else {
            self.end(false, EndReason::MythosOut, events);
            return;
        };
        events.push(Event::Mythos(card));
        // Steps the icons leave on the stack (Reckoning combats) come before the card's text.
        let base = self.frames.len();
        let def = &data::MYTHOS[usize::from(card)];
        if def.traits.contains(&MythosTrait::Ongoing) {
            self.ongoing.push((card, def.eldritch));
            self.enter_rumor(card, events);
        } else {
            self.mythos_discard.push(card);
        }
        let reference = reference(self.players());
        let lead = self.lead;
        for icon in def.icons {
            if self.outcome.is_some() {
                return;
            }
            match icon {
                MythosIcon::AdvanceOmen => self.advance_omen(events),
                MythosIcon::Reckoning => {
                    let before = self.frames.len();
                    // (a) Each Monster's Reckoning: the board is read first (a Monster the sheet
                    // spawns now does not resolve it), and its frames are pushed last, so they
                    // resolve first of the Reckoning's steps that wait on the stack.
                    let monsters = self.monster_reckoning_list();
                    self.ancient_reckoning(events);
                    self.monster_reckonings(monsters, events);
                    // Ongoing cards that are not Rumors: their Reckoning text, as effects of the
                    // Lead Investigator (a card that entered play just now does not resolve it).
                    let ongoing: Vec<u8> =
                        self.ongoing.iter().map(|&(c, _)| c).filter(|&c| c != card).collect();
                    for ongoing in ongoing {
                        let def = &data::MYTHOS[usize::from(ongoing)];
                        if !def.traits.contains(&MythosTrait::Rumor)
                            && def.reckoning.is_some()
                            && self.active(lead)
                        {
                            events.push(Event::ReckoningText(ongoing));
                            let at = self.inv(lead).location;
                            let below = before.min(self.frames.len());
                            self.frames.insert(
                                below,
                                Frame::Effects {
                                    seat: lead,
                                    program: Program::new(def.reckoning_effects),
                                    at,
                                },
                            );
                        }
                    }
                    self.rumor_reckonings(events);
                    self.condition_reckonings(before);
                }
                MythosIcon::SpawnGates => {
                    for _ in 0..reference.gates {
                        self.spawn_gate(events);
                    }
                }
                MythosIcon::MonsterSurge => self.monster_surge(events),
                MythosIcon::SpawnClues => {
                    for _ in 0..reference.clues {
                        self.spawn_clue(events);
                    }
                }
                MythosIcon::PlaceRumor | MythosIcon::PlaceEldritch => {}
            }
        }
        if self.outcome.is_some() {
            return;
        }
        events.push(Event::MythosText(card));
        if self.active(lead) {
            let at = self.inv(lead).location;
            let below = base.min(self.frames.len());
            self.frames.insert(below, Frame::Effects { seat: lead, program: Program::new(def.effects), at });
        }
        self.phase = Phase::Replacements;
        self.check_epic_mystery(events);
    }

    /// Monster Surge: monsters on each gate of the current Omen, or a gate when none matches.
    pub(crate) fn monster_surge(&mut self, events: &mut Vec<Event>) {
        let omen = data::OMEN_TRACK.spaces[usize::from(self.omen)];
        let matching: Vec<u8> = self
            .gates
            .iter()
            .filter(|&&g| data::GATES[usize::from(g)].omen == omen)
            .map(|&g| gate_location(g))
            .collect();
        if matching.is_empty() {
            self.spawn_gate(events);
        }
        let surge = reference(self.players()).surge;
        for at in matching {
            for _ in 0..surge {
                self.spawn_monster(at, events);
            }
        }
    }
}
