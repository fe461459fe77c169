//! The locations' special abilities, used instead of an encounter where no gate is open: written
//! in the effect vocabulary (`ability` and its `trophies` price in the board data).

use content::arkham_2e::{self as data, Effect};
use smallvec::SmallVec;

use crate::board::Place;
use crate::effects::purchase_price;
use crate::setup::deck_slot;
use crate::state::State;
use tabletop_core::dice::Fortune;

/// Toughness a gate trophy is worth when trophies are spent.
const GATE_WORTH: u32 = 5;

impl State {
    /// The toughness of a seat's monster trophies.
    fn trophy_toughness(&self, seat: u8) -> u32 {
        self.players[usize::from(seat)]
            .monster_trophies
            .iter()
            .map(|&k| u32::from(data::MONSTERS[usize::from(k)].toughness))
            .sum()
    }

    /// Whether a seat can pay `cost` toughness of trophies: in fives, each five of monster
    /// toughness or one gate trophy.
    fn trophies_payable(&self, seat: u8, cost: u8) -> bool {
        let fives = u32::from(cost).div_ceil(GATE_WORTH);
        let gates = self.players[usize::from(seat)].gate_trophies.len() as u32;
        self.trophy_toughness(seat) / GATE_WORTH + gates >= fives
    }

    /// Spends `cost` toughness of trophies: monster trophies (the weakest first) for as many
    /// fives as they cover, gate trophies for the rest; `false` when the seat has not enough.
    /// Monster trophies go back to the cup, gate trophies to the bottom of the gate markers.
    pub(super) fn spend_trophies(&mut self, seat: u8, cost: u8) -> bool {
        if !self.trophies_payable(seat, cost) {
            return false;
        }
        let index = usize::from(seat);
        let fives = u32::from(cost).div_ceil(GATE_WORTH);
        let monster_fives = (self.trophy_toughness(seat) / GATE_WORTH).min(fives);
        let mut trophies: SmallVec<[u8; 8]> = self.players[index].monster_trophies.iter().copied().collect();
        trophies.sort_by_key(|&k| data::MONSTERS[usize::from(k)].toughness);
        let mut paid = 0;
        for kind in trophies {
            if paid >= monster_fives * GATE_WORTH {
                break;
            }
            paid += u32::from(data::MONSTERS[usize::from(kind)].toughness);
            let held = &mut self.players[index].monster_trophies;
            if let Some(at) = held.iter().position(|&k| k == kind) {
                held.remove(at);
            }
            self.cup.put(kind);
        }
        for _ in monster_fives..fives {
            if let Some(world) = self.players[index].gate_trophies.pop() {
                self.gate_stack.put_bottom(world);
            }
        }
        true
    }

    /// Whether the seat's location offers its special ability now (instead of the encounter):
    /// not closed, the price payable, and the ability would do something.
    pub(crate) fn special_usable(&self, seat: u8, location: u8) -> bool {
        let Some(def) = data::LOCATIONS.get(usize::from(location)) else { return false };
        if self.closed_now(location) {
            return false;
        }
        !def.ability.is_empty()
            && self.trophies_payable(seat, def.trophies)
            && self.affordable(seat, def.ability)
            && self.useful(seat, def.ability)
    }

    /// Whether any of `effects` would change something for the seat now (a gain not already
    /// held, a card left to draw or buy).
    fn useful(&self, seat: u8, effects: &[Effect]) -> bool {
        let investigator = &self.players[usize::from(seat)];
        let drawable = |deck: data::Deck| deck_slot(deck).is_some_and(|slot| !self.decks[slot].is_empty());
        effects.iter().any(|effect| match *effect {
            Effect::Money(n) | Effect::Clues(n) => n > 0,
            Effect::Stamina(n) => n > 0 && investigator.stamina < investigator.max_stamina,
            Effect::Sanity(n) => n > 0 && investigator.sanity < investigator.max_sanity,
            Effect::StaminaFull => investigator.stamina < investigator.max_stamina,
            Effect::SanityFull => investigator.sanity < investigator.max_sanity,
            Effect::Choose(options) => {
                options.iter().any(|o| self.affordable(seat, o) && self.useful(seat, o))
            }
            Effect::BankLoan => !investigator.specials.loan && !investigator.specials.loan_barred,
            Effect::Deputy => !self.deputy_taken,
            Effect::Blessed => investigator.specials.fortune != Fortune::Blessed,
            Effect::Search(deck) | Effect::DrawKeep { deck, .. } => drawable(deck),
            Effect::Buy { from, change, half, .. } => from.iter().any(|&deck| {
                drawable(deck)
                    && data::CARDS.iter().enumerate().any(|(i, c)| {
                        c.deck == deck && purchase_price(i as u8, change, half) <= investigator.money
                    })
            }),
            _ => true,
        })
    }

    /// Uses the special ability of the seat's location.
    pub(crate) fn use_special(&mut self, seat: u8) {
        let Place::Location(l) = self.players[usize::from(seat)].place else { return };
        let Some(def) = data::LOCATIONS.get(usize::from(l)) else { return };
        if !def.ability.is_empty() && (def.trophies == 0 || self.spend_trophies(seat, def.trophies)) {
            self.push_effects(seat, def.ability, None);
        }
    }
}
