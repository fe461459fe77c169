//! The legal actions: who decides now, and what the decision waiting lets them do.

use smallvec::SmallVec;
use tabletop_core::legal::Sink;

use crate::action::Action;
use crate::card::CardRef;
use crate::state::{Inv, Pending, State};

impl State {
    /// Who decides now.
    pub fn deciding(&self) -> Option<Inv> {
        Some(match self.pending.as_ref()? {
            Pending::Turn(s)
            | Pending::Mulligan(s)
            | Pending::Commit(s)
            | Pending::Offer(s)
            | Pending::HandSize(s)
            | Pending::Buy(s) => *s,
            Pending::Assign { inv, .. } | Pending::Pick { inv, .. } => *inv,
        })
    }

    /// The legal actions of the waiting decision.
    pub fn legal(&self, out: &mut Vec<Action>) {
        self.legal_into(out);
    }

    /// The legal actions of the waiting decision, into any of the kernel's sinks (a list, a
    /// search for one action, a count).
    pub(crate) fn legal_into(&self, out: &mut (impl Sink<Action> + ?Sized)) {
        let Some(pending) = &self.pending else { return };
        match pending {
            Pending::Turn(seat) => self.turn_actions(*seat, out),
            Pending::Mulligan(seat) => {
                let n = self.investigators[usize::from(*seat)].hand.len().min(8);
                for mask in 0..(1u16 << n) {
                    out.push(Action::Mulligan(mask as u8));
                }
            }
            Pending::Commit(seat) => {
                for card in self.committable(*seat) {
                    out.push(Action::Commit(card));
                }
                for a in self.test_boosts(*seat) {
                    out.push(Action::Activate(a.source, a.index));
                }
                out.push(Action::Done);
            }
            Pending::Assign { inv, damage, horror, .. } => {
                for split in self.assignments(*inv, *damage, *horror) {
                    out.push(Action::Assign(split));
                }
            }
            Pending::Pick { options, .. } => {
                for &t in options {
                    out.push(Action::Pick(t));
                }
            }
            Pending::Offer(seat) => {
                for i in 0..self.offered(*seat).len() as u8 {
                    out.push(Action::Use(i));
                }
                out.push(Action::Pass);
            }
            Pending::HandSize(seat) => {
                let mut seen: SmallVec<[CardRef; 8]> = SmallVec::new();
                for &c in &self.investigators[usize::from(*seat)].hand {
                    if !c.is_weakness() && !seen.contains(&c) {
                        seen.push(c);
                        out.push(Action::Discard(c));
                    }
                }
            }
            Pending::Buy(seat) => {
                for (c, _) in self.buyable(*seat) {
                    out.push(Action::Buy(c));
                }
                out.push(Action::Done);
            }
        }
    }
}
