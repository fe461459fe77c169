//! Applying an action: checked against the legal list, then the answer to the decision waiting.

use content::arkham_2e::{self as data, Check};
use tabletop_core::ActionError;

use crate::action::{Action, Event};
use crate::board::Place;
use crate::state::{After, Foe, Frame, Pending, State};

impl State {
    pub(crate) fn apply_action(
        &mut self,
        seat: u8,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let mut find = tabletop_core::legal::Find::new(action);
        self.legal(seat, &mut find);
        if !find.found {
            let refusal = crate::Refusal::of(self, seat);
            let words = crate::text::describe(self, action, tabletop_core::Lang::En);
            return Err(ActionError::illegal(refusal.code(), refusal.text(&words, tabletop_core::Lang::En)));
        }
        self.apply_unchecked(seat, action, events);
        Ok(())
    }

    /// Applies an action already known to be legal (just listed for this seat and state).
    pub(crate) fn apply_unchecked(&mut self, seat: u8, action: &Action, events: &mut Vec<Event>) {
        let Some((_, pending)) = self.pending.take() else { return };
        self.answer(seat, pending, *action, events);
        self.run(events);
    }

    pub(crate) fn answer(&mut self, seat: u8, pending: Pending, action: Action, events: &mut Vec<Event>) {
        match (pending, action) {
            (Pending::Sliders, Action::Sliders(sliders)) => self.players[usize::from(seat)].sliders = sliders,
            (Pending::Move, Action::Move(to)) => {
                self.movement -= 1;
                let investigator = &mut self.players[usize::from(seat)];
                investigator.place = to;
                investigator.explored = false;
                investigator.returned = false;
                self.evaded.clear();
                events.push(Event::Moved { seat, to });
                self.ask(seat, Pending::Move);
            }
            (Pending::Move, Action::Evade(id)) => {
                self.frames.push(Frame::ResumeMove(seat));
                self.start_evade(seat, Foe::Board(id), false, events);
            }
            (Pending::Move, Action::Fight(id)) => {
                self.frames.push(Frame::ResumeMove(seat));
                self.stopped = true;
                self.movement = 0;
                self.start_combat(seat, Foe::Board(id), events);
            }
            (Pending::Move, Action::Stop) => self.stop_moving(seat, events),
            (waiting @ (Pending::Move | Pending::Trade), Action::Give { to, card }) => {
                if let Some(held) = self.take_held(seat, usize::from(card)) {
                    self.players[usize::from(to)].cards.push(held);
                    events.push(Event::Lost { seat, card: held.card });
                    events.push(Event::Gained { seat: to, card: held.card });
                }
                self.ask(seat, waiting);
            }
            (waiting @ (Pending::Move | Pending::Trade), Action::GiveMoney { to }) => {
                self.change(seat, crate::action::StatKind::Money, -1, events);
                self.change(to, crate::action::StatKind::Money, 1, events);
                self.ask(seat, waiting);
            }
            (Pending::Trade, Action::Stop) => {}
            (Pending::Move, Action::UseCard(i)) if self.patrol_wagon_usable(seat, usize::from(i)) => {
                self.drive_patrol_wagon(seat);
            }
            (Pending::Move, Action::UseCard(i)) => {
                self.frames.push(Frame::ResumeMove(seat));
                if let Some(held) = self.players[usize::from(seat)].cards.get_mut(usize::from(i)) {
                    held.exhausted = true;
                    let def = held.def();
                    self.movement = self.movement.saturating_sub(def.movement_cost);
                    self.push_effects(seat, def.on_use, Some(i));
                }
            }
            (Pending::Check(mut check), Action::SpendClue) => {
                let investigator = &mut self.players[usize::from(seat)];
                investigator.clues -= 1;
                let extra = 1 + self.clue_bonus_dice(seat, check.skill);
                check.roll.add_dice(extra, &mut self.rng);
                self.ask(seat, Pending::Check(check));
            }
            (Pending::Check(check), Action::Accept) => self.settle_check(check, events),
            (Pending::Check(check), Action::UseCard(i)) => self.use_on_check(seat, check, i, events),
            (Pending::Check(mut check), Action::Research) => {
                self.research_used = true;
                check.roll.reroll_failures(&mut self.rng);
                self.ask(seat, Pending::Check(check));
            }
            (Pending::FaceEncounter(kind), Action::Attack) => {
                self.start_combat(seat, Foe::Encounter(kind), events)
            }
            (Pending::FaceEncounter(kind), Action::Flee) => {
                self.start_evade(seat, Foe::Encounter(kind), false, events)
            }
            (Pending::Combat, Action::Attack) => self.combat_attack(seat, events),
            (Pending::Combat, Action::Flee) => {
                if let Some(combat) = self.combat {
                    self.start_evade(seat, combat.foe, true, events);
                }
            }
            (Pending::Combat, Action::Cast(card)) => self.cast(seat, card, events),
            (Pending::Combat, Action::UseCard(card)) => self.play_flute(seat, card, events),
            (Pending::Gate, Action::Close { fight }) => {
                let skill = if fight { Check::Fight } else { Check::Lore };
                let world = self.gate_here(seat).unwrap_or(0);
                let modifier = data::OTHER_WORLDS.get(usize::from(world)).map_or(0, |w| w.close_modifier);
                let need = self.close_difficulty(world);
                self.start_check(seat, skill, modifier, need, After::CloseGate, events);
            }
            (Pending::Gate, Action::Seal) => self.seal_with_sign(seat, events),
            (Pending::Gate | Pending::Special, Action::Pass) => {
                if let Place::Location(l) = self.players[usize::from(seat)].place
                    && self.gates[usize::from(l)].is_none()
                {
                    self.location_encounter(seat, l, events);
                }
            }
            (Pending::Special, Action::Special) => {
                let location = match self.players[usize::from(seat)].place {
                    Place::Location(l) => Some(l),
                    _ => None,
                };
                if location.is_some_and(|l| self.special_usable(seat, l)) {
                    self.use_special(seat);
                } else {
                    self.work_on_rumor(seat, events);
                }
            }
            (Pending::Choose(choice), action) => self.answer_choice(seat, choice, action, events),
            (Pending::Return, Action::PlaceAt(place)) => {
                let investigator = &mut self.players[usize::from(seat)];
                investigator.place = place;
                investigator.delayed = false;
                events.push(Event::Moved { seat, to: place });
            }
            _ => {}
        }
    }
}
