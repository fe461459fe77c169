//! The vocabulary's purchases of drawn cards and its losses of cards of a kind or of half of
//! something.

use content::arkham_2e::{self as data, Deck as DeckKind};
use smallvec::SmallVec;

use crate::action::{Event, StatKind};
use crate::setup::deck_slot;
use crate::state::{Choice, Pending, State};

/// The answer to a [`Choice::Purchase`] that buys no more.
pub(crate) const NO_MORE: u8 = u8::MAX;

/// Half of `n`, rounded as given.
pub(super) fn half(n: u8, round: data::Round) -> u8 {
    match round {
        data::Round::Up => n.div_ceil(2),
        data::Round::Down => n / 2,
    }
}

/// Whether a card is of a kind that `lose_kind` takes.
pub(crate) fn is_kind(card: u8, kind: data::Kind) -> bool {
    let def = &data::CARDS[usize::from(card)];
    match kind {
        data::Kind::Spell => def.deck == DeckKind::Spell,
        data::Kind::Skill => def.deck == DeckKind::Skill,
        data::Kind::Weapon => {
            def.weapon.is_some() && matches!(def.deck, DeckKind::CommonItem | DeckKind::UniqueItem)
        }
    }
}

/// A drawn card's price in a purchase: its list price, halved (rounded up) when `half`, plus
/// `change`, never below $0.
pub(crate) fn purchase_price(card: u8, change: i8, half: bool) -> u8 {
    let list = data::CARDS[usize::from(card)].price.unwrap_or(0);
    let base = if half { list.div_ceil(2) } else { list };
    (i16::from(base) + i16::from(change)).clamp(0, 255) as u8
}

impl State {
    /// Loses `count` cards of a kind, chosen one at a time (fewer when fewer are held), or all of
    /// them when `count` is none.
    pub(super) fn lose_kind(
        &mut self,
        seat: u8,
        kind: data::Kind,
        count: Option<u8>,
        events: &mut Vec<Event>,
    ) {
        let index = usize::from(seat);
        let held = self.players[index].cards.iter().filter(|h| is_kind(h.card, kind)).count() as u8;
        match count {
            None => {
                let mut i = self.players[index].cards.len();
                while i > 0 {
                    i -= 1;
                    if is_kind(self.players[index].cards[i].card, kind) {
                        self.discard_held(seat, i, events);
                    }
                }
            }
            Some(n) => {
                let n = n.min(held);
                if n > 0 {
                    self.ask(seat, Pending::Choose(Choice::LoseKind { kind, left: n - 1 }));
                }
            }
        }
    }

    /// Draws `cards` cards of each deck and offers them for sale.
    pub(super) fn offer_purchase(&mut self, seat: u8, from: &[DeckKind], cards: u8, terms: (i8, bool, bool)) {
        let (change, half, one) = terms;
        let mut drawn = SmallVec::new();
        for &deck in from {
            let Some(slot) = deck_slot(deck) else { continue };
            for _ in 0..cards {
                if let Some(card) = self.decks[slot].draw() {
                    drawn.push(card);
                }
            }
        }
        if !drawn.is_empty() {
            self.ask(seat, Pending::Choose(Choice::Purchase { cards: drawn, change, half, one }));
        }
    }

    /// The cards of a deck a seat can afford (by kind, in table order: the deck's order stays
    /// hidden), and buying none.
    pub(super) fn search_buy_actions(
        &self,
        seat: u8,
        deck: DeckKind,
        out: &mut (impl tabletop_core::legal::Sink<crate::action::Action> + ?Sized),
    ) {
        if let Some(slot) = deck_slot(deck) {
            let money = self.players[usize::from(seat)].money;
            for kind in 0..data::CARDS.len().min(usize::from(NO_MORE)) as u8 {
                if self.decks[slot].contains(&kind) && purchase_price(kind, 0, false) <= money {
                    out.push(crate::action::Action::Choose(kind));
                }
            }
        }
        out.push(crate::action::Action::Choose(NO_MORE));
    }

    /// Buys a card of this kind out of a deck (or none), then shuffles the deck.
    pub(super) fn answer_search_buy(&mut self, seat: u8, deck: DeckKind, kind: u8, events: &mut Vec<Event>) {
        let Some(slot) = deck_slot(deck) else { return };
        let price =
            if usize::from(kind) < data::CARDS.len() { purchase_price(kind, 0, false) } else { u8::MAX };
        if kind != NO_MORE
            && price <= self.players[usize::from(seat)].money
            && let Some(card) = self.decks[slot].remove_first(|&c| c == kind)
        {
            self.change(seat, StatKind::Money, -(price.min(127) as i8), events);
            self.give(seat, card);
            events.push(Event::Gained { seat, card });
        }
        self.decks[slot].shuffle(&mut self.rng);
    }

    /// Buys the `i`th drawn card and offers the rest, or (with [`NO_MORE`]) discards them.
    pub(super) fn answer_purchase(
        &mut self,
        seat: u8,
        mut cards: SmallVec<[u8; 4]>,
        terms: (i8, bool, bool),
        i: u8,
        events: &mut Vec<Event>,
    ) {
        let (change, half, one) = terms;
        if let Some(&card) = cards.get(usize::from(i)) {
            let price = purchase_price(card, change, half);
            if price <= self.players[usize::from(seat)].money {
                cards.remove(usize::from(i));
                self.change(seat, StatKind::Money, -(price.min(127) as i8), events);
                self.give(seat, card);
                events.push(Event::Gained { seat, card });
                if one {
                    self.discard_unbought(cards);
                } else if !cards.is_empty() {
                    self.ask(seat, Pending::Choose(Choice::Purchase { cards, change, half, one }));
                }
                return;
            }
        }
        self.discard_unbought(cards);
    }

    /// Puts drawn cards that were not bought at the bottom of their decks.
    fn discard_unbought(&mut self, cards: SmallVec<[u8; 4]>) {
        for card in cards {
            if let Some(slot) = deck_slot(data::CARDS[usize::from(card)].deck) {
                self.decks[slot].put_bottom(card);
            }
        }
    }
}
