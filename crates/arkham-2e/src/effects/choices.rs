//! The choices effects pose: what each offers and what each answer does.

use super::*;
use crate::action::Action;

impl State {
    pub(crate) fn choice_actions(
        &self,
        seat: u8,
        choice: &Choice,
        out: &mut (impl tabletop_core::legal::Sink<Action> + ?Sized),
    ) {
        let investigator = &self.players[usize::from(seat)];
        match choice {
            Choice::May(_) | Choice::Buy { .. } => {
                out.push(Action::Choose(0));
                out.push(Action::Choose(1));
            }
            Choice::Options(options) => {
                for (i, option) in options.iter().enumerate() {
                    if self.affordable(seat, option) {
                        out.push(Action::Choose(i as u8));
                    }
                }
            }
            Choice::Keep { drawn, .. } => {
                for i in 0..drawn.len() {
                    out.push(Action::Choose(i as u8));
                }
            }
            Choice::Search(deck) => {
                // By kind, in table order: the deck's order stays hidden.
                if let Some(slot) = deck_slot(*deck) {
                    let deck = &self.decks[slot];
                    for kind in 0..data::CARDS.len().min(256) as u8 {
                        if deck.contains(&kind) {
                            out.push(Action::Take(crate::wire::CardId(kind)));
                        }
                    }
                }
            }
            Choice::LoseItem { .. } => {
                for (i, held) in investigator.cards.iter().enumerate() {
                    if held.is_item() {
                        out.push(Action::Choose(i as u8));
                    }
                }
            }
            Choice::LowerMax => {
                out.push(Action::Choose(0));
                out.push(Action::Choose(1));
            }
            Choice::Purchase { cards, change, half, .. } => {
                for (i, &card) in cards.iter().enumerate() {
                    if purchase_price(card, *change, *half) <= investigator.money {
                        out.push(Action::Choose(i as u8));
                    }
                }
                out.push(Action::Choose(NO_MORE));
            }
            Choice::CloseGate
            | Choice::ClaimMonster
            | Choice::Sell
            | Choice::SpendTrophies { .. }
            | Choice::Swap
            | Choice::Sale { .. }
            | Choice::Foresee => {
                self.content_choice_actions(seat, choice, out);
            }
            Choice::Evade { .. } | Choice::Redraw { .. } | Choice::Ward { .. } => {
                self.item_choice_actions(seat, choice, out);
            }
            Choice::SearchBuy(deck) => self.search_buy_actions(seat, *deck, out),
            Choice::LoseKind { kind, .. } => {
                for (i, held) in investigator.cards.iter().enumerate() {
                    if is_kind(held.card, *kind) {
                        out.push(Action::Choose(i as u8));
                    }
                }
            }
            Choice::Return => {
                for place in self.arkham_places() {
                    out.push(Action::PlaceAt(place));
                }
            }
            Choice::Cast(_) => {
                out.push(Action::Choose(0));
                out.push(Action::Choose(1));
            }
            Choice::Heal { stamina, .. } => {
                for (i, p) in self.players.iter().enumerate() {
                    let hurt = if *stamina { p.stamina < p.max_stamina } else { p.sanity < p.max_sanity };
                    if !p.out && p.place == investigator.place && hurt {
                        out.push(Action::Choose(i as u8));
                    }
                }
            }
            Choice::Encounter { cards, .. } => {
                for i in 0..cards.len() as u8 {
                    out.push(Action::Choose(i));
                }
            }
            Choice::LoseWeapon => {
                for (i, held) in investigator.cards.iter().enumerate() {
                    if held.is_weapon_or_spell() {
                        out.push(Action::Choose(i as u8));
                    }
                }
            }
            Choice::Split(points) => {
                for i in 0..=*points {
                    out.push(Action::Choose(i));
                }
            }
            Choice::Anywhere { encounter } => {
                if *encounter {
                    for place in self.arkham_places() {
                        out.push(Action::PlaceAt(place));
                    }
                } else if let Place::World { world, .. } = investigator.place {
                    let any = investigator.cards.iter().any(|h| h.def().rule == Some(Hook::GateBox));
                    for (l, _) in self.open_gates().filter(|&(_, w)| w == world || any) {
                        out.push(Action::PlaceAt(Place::Location(l)));
                    }
                }
            }
        }
    }

    pub(crate) fn answer_choice(
        &mut self,
        seat: u8,
        choice: Choice,
        action: Action,
        events: &mut Vec<Event>,
    ) {
        match (choice, action) {
            (Choice::May(effects), Action::Choose(1)) => self.push_effects(seat, effects, None),
            (Choice::Options(options), Action::Choose(i)) => {
                if let Some(option) = options.get(usize::from(i)) {
                    self.push_effects(seat, option, None);
                }
            }
            (Choice::Keep { mut drawn, keep }, Action::Choose(i)) => {
                if usize::from(i) < drawn.len() {
                    let card = drawn.remove(usize::from(i));
                    self.give(seat, card);
                    events.push(Event::Gained { seat, card });
                }
                if keep > 1 && !drawn.is_empty() {
                    self.ask(seat, Pending::Choose(Choice::Keep { drawn, keep: keep - 1 }));
                } else {
                    for card in drawn {
                        if let Some(slot) = deck_slot(data::CARDS[usize::from(card)].deck) {
                            self.decks[slot].put_bottom(card);
                        }
                    }
                }
            }
            (Choice::Search(deck), Action::Take(crate::wire::CardId(kind))) => {
                if let Some(slot) = deck_slot(deck)
                    && let Some(card) = self.decks[slot].remove_first(|&c| c == kind)
                {
                    self.give(seat, card);
                    events.push(Event::Gained { seat, card });
                    self.decks[slot].shuffle(&mut self.rng);
                }
            }
            (Choice::LoseItem { left }, Action::Choose(i)) => {
                self.discard_held(seat, usize::from(i), events);
                if left > 0 {
                    self.ask_lose_items(seat, left);
                }
            }
            (Choice::LoseWeapon, Action::Choose(i)) => self.discard_held(seat, usize::from(i), events),
            (Choice::Purchase { cards, change, half, one }, Action::Choose(i)) => {
                self.answer_purchase(seat, cards, (change, half, one), i, events);
            }
            (Choice::SearchBuy(deck), Action::Choose(kind)) => {
                self.answer_search_buy(seat, deck, kind, events)
            }
            (
                choice @ (Choice::CloseGate
                | Choice::ClaimMonster
                | Choice::Sell
                | Choice::SpendTrophies { .. }
                | Choice::Swap
                | Choice::Sale { .. }
                | Choice::Foresee),
                action,
            ) => {
                self.answer_content_choice(seat, choice, action, events);
            }
            (choice @ (Choice::Evade { .. } | Choice::Redraw { .. } | Choice::Ward { .. }), action) => {
                self.answer_item_choice(seat, choice, action, events);
            }
            (Choice::LoseKind { kind, left }, Action::Choose(i)) => {
                self.discard_held(seat, usize::from(i), events);
                if left > 0 {
                    self.lose_kind(seat, kind, Some(left), events);
                }
            }
            (Choice::LowerMax, Action::Choose(which)) => self.lower_max(seat, which == 1, events),
            (Choice::Return, Action::PlaceAt(place)) => {
                let investigator = &mut self.players[usize::from(seat)];
                investigator.delayed = false;
                investigator.lost_skip = false;
                self.move_to(seat, place, events);
            }
            (Choice::Heal { stamina, amount }, Action::Choose(target)) => {
                let what = if stamina { StatKind::Stamina } else { StatKind::Sanity };
                self.heal_by(seat, target, what, amount, events);
            }
            (Choice::Cast(card), Action::Choose(1)) => self.cast_outside_combat(seat, card, events),
            (Choice::Encounter { cards, world }, Action::Choose(i)) => {
                if let Some(&card) = cards.get(usize::from(i)) {
                    self.resolve_encounter_card(seat, card, world, events);
                }
            }
            (Choice::Split(points), Action::Choose(stamina)) => {
                self.change(seat, StatKind::Stamina, stamina as i8, events);
                self.change(seat, StatKind::Sanity, points.saturating_sub(stamina) as i8, events);
            }
            (Choice::Anywhere { encounter }, Action::PlaceAt(place)) => {
                if encounter {
                    self.move_to(seat, place, events);
                    if let Place::Location(l) = place {
                        self.location_encounter(seat, l, events);
                    }
                } else if let Place::Location(l) = place {
                    self.arrive_from_world(seat, l, events);
                }
            }
            (Choice::Buy { card, price }, Action::Choose(1)) => {
                self.change(seat, StatKind::Money, -(price as i8), events);
                self.give(seat, card);
                events.push(Event::Gained { seat, card });
            }
            (Choice::Buy { card, .. }, Action::Choose(_)) => {
                if let Some(slot) = deck_slot(data::CARDS[usize::from(card)].deck) {
                    self.decks[slot].put_bottom(card);
                }
            }
            _ => {}
        }
    }
}
