//! Applying an action: the answer to the decision waiting (a turn action, a pick, a window, a
//! test's commit), then the game run to the next decision.

mod picks;

use crate::Event;
use crate::action::Action;
use crate::state::{Pending, State};

impl State {
    /// Applies a legal action.
    pub(crate) fn act(&mut self, action: &Action, events: &mut Vec<Event>) {
        let Some(pending) = self.pending.take() else { return };
        match (pending, action) {
            (Pending::Turn(seat), a) => self.turn_action(seat, a, events),
            (Pending::Mulligan(seat), Action::Mulligan(mask)) => {
                if *mask != 0 {
                    self.mulligan(seat, *mask, events);
                }
            }
            (Pending::Commit(seat), Action::Commit(card)) => self.commit(seat, *card, events),
            (Pending::Commit(seat), Action::Activate(source, index)) => {
                let ability = crate::window::Ability { source: *source, index: *index };
                let ctx = crate::state::Ctx { inv: seat, source: *source, enemy: None, trait_: None };
                self.use_ability(ability, seat, ctx, events);
            }
            (Pending::Commit(seat), Action::Done) => self.commit_done(seat),
            (Pending::Assign { inv, damage, horror, source }, Action::Assign(split)) => {
                self.place(inv, damage, horror, split, source, events);
            }
            (Pending::Pick { inv, what, .. }, Action::Pick(target)) => {
                self.picked(inv, what, *target, events)
            }
            (Pending::Offer(seat), Action::Use(i)) => self.answer_offer(seat, Some(*i), events),
            (Pending::Offer(seat), Action::Pass) => self.answer_offer(seat, None, events),
            (Pending::HandSize(seat), Action::Discard(card)) => {
                let inv = &mut self.investigators[usize::from(seat)];
                if let Some(pos) = inv.hand.iter().position(|c| c == card) {
                    inv.hand.remove(pos);
                    inv.discard.put(*card);
                    events.push(Event::Discarded { inv: seat, card: *card });
                }
                if self.discardable_over_hand_size(seat) > 0 {
                    self.pending = Some(Pending::HandSize(seat));
                }
            }
            (Pending::Buy(seat), Action::Buy(card)) => self.buy(seat, *card, events),
            (Pending::Buy(seat), Action::Done) => self.done_buying(seat, events),
            (pending, _) => self.pending = Some(pending),
        }
    }
}
