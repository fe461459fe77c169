//! Possessions and an investigator's lot: gaining cards and Conditions, the Reserve, skill
//! improvements, Health and Sanity, and defeat.

use content::eldritch::{self as data, Skill, Trait};

use super::{CardPile, FLIP_THIS, distances, pending_seat, placeholder};
use crate::action::Event;
use crate::effects::card_code;
use crate::state::{EndReason, Frame, MonsterRef, Pile, Standing, State};

impl State {
    pub(crate) fn gain_card(
        &mut self,
        seat: u8,
        pile: CardPile,
        filter: Option<Trait>,
        events: &mut Vec<Event>,
    ) {
        let defs = pile.defs();
        let held: Vec<u8> = match pile {
            CardPile::Spells => self.investigators[usize::from(seat)].spells.clone(),
            _ => Vec::new(),
        };
        let mut deck = std::mem::take(self.pile_mut(pile));
        if deck.deck.is_empty() {
            deck.discard.shuffle_into(&mut deck.deck, &mut self.rng);
        }
        let wanted = |card: u16| {
            let def = &defs[usize::from(card)];
            filter.is_none_or(|t| def.traits.contains(&t))
                && !held.iter().any(|&h| defs[usize::from(h)].id == def.id)
        };
        // Spells draw from the bottom; others from the top; a trait searches bottom-up.
        let position = match (pile, filter) {
            (CardPile::Spells, _) | (_, Some(_)) => deck.deck.bottom_up().iter().position(|&c| wanted(c)),
            _ => deck.deck.bottom_up().iter().rposition(|&c| wanted(c)),
        };
        let card = position.and_then(|position| deck.deck.remove_bottom_up(position));
        if filter.is_some() {
            deck.deck.shuffle(&mut self.rng);
        }
        *self.pile_mut(pile) = deck;
        let Some(card) = card else { return };
        let inv = &mut self.investigators[usize::from(seat)];
        match pile {
            CardPile::Assets => inv.assets.push(card as u8),
            CardPile::Artifacts => inv.artifacts.push(card as u8),
            CardPile::Spells => inv.spells.push(card as u8),
        }
        events.push(Event::Gained { seat, what: defs[usize::from(card)].name.into() });
        self.card_gained(seat, card_code(pile.deck(), card as u8), true);
    }

    pub(crate) fn pile_mut(&mut self, pile: CardPile) -> &mut Pile {
        match pile {
            CardPile::Assets => &mut self.assets,
            CardPile::Artifacts => &mut self.artifacts,
            CardPile::Spells => &mut self.spells,
        }
    }

    /// Gains a named Condition (nothing if held or none available).
    pub(crate) fn gain_condition(&mut self, seat: u8, id: &str, events: &mut Vec<Event>) {
        // Blessed and Cursed: "If you would gain another Blessed (Cursed) Condition, instead flip
        // this card. If you would gain the Cursed (Blessed) Condition, instead discard this card."
        if self.active(seat) && matches!(id, "blessed" | "cursed") {
            let other = if id == "blessed" { "cursed" } else { "blessed" };
            let find = |state: &Self, wanted: &str| {
                state
                    .inv(seat)
                    .conditions
                    .iter()
                    .copied()
                    .find(|&c| data::CONDITIONS[usize::from(c)].id == wanted)
            };
            if let Some(card) = find(self, id) {
                let code = card_code(data::CardDeck::Condition, card);
                self.push_card_effects(seat, code, &FLIP_THIS);
                return;
            }
            if let Some(card) = find(self, other) {
                self.discard_card(seat, card_code(data::CardDeck::Condition, card), events);
                return;
            }
        }
        if !self.active(seat)
            || self.holds_condition(seat, id)
            || (id == "detained" && self.immune_to_restraint(seat))
        {
            return;
        }
        let find = |cards: &[u16]| cards.iter().position(|&c| data::CONDITIONS[usize::from(c)].id == id);
        let card = if let Some(at) = find(self.conditions.deck.bottom_up()) {
            self.conditions.deck.remove_bottom_up(at)
        } else {
            find(self.conditions.discard.bottom_up())
                .and_then(|at| self.conditions.discard.remove_bottom_up(at))
        };
        if let Some(card) = card {
            self.conditions.deck.shuffle(&mut self.rng);
            self.inv_mut(seat).conditions.push(card as u8);
            events.push(Event::Gained { seat, what: data::CONDITIONS[usize::from(card)].name.into() });
            self.card_gained(seat, card_code(data::CardDeck::Condition, card as u8), true);
            self.condition_gained(seat, card as u8, events);
        }
    }

    /// Gains a random Condition of a trait that is not held yet (nothing if none is left).
    pub(crate) fn gain_trait_condition(&mut self, seat: u8, wanted: Trait, events: &mut Vec<Event>) {
        let held: Vec<&str> =
            self.inv(seat).conditions.iter().map(|&c| data::CONDITIONS[usize::from(c)].id).collect();
        let choice =
            self.conditions.deck.bottom_up().iter().chain(self.conditions.discard.bottom_up()).copied().find(
                |&c| {
                    let def = &data::CONDITIONS[usize::from(c)];
                    def.traits.contains(&wanted) && !held.contains(&def.id)
                },
            );
        if let Some(card) = choice {
            self.gain_condition(seat, data::CONDITIONS[usize::from(card)].id, events);
        }
    }

    /// The investigator becomes Delayed (Mark Harrigan only when he chooses to: never here).
    pub(crate) fn delay(&mut self, seat: u8) {
        if !self.immune_to_restraint(seat) && !self.never_delayed(seat) {
            self.inv_mut(seat).delayed = true;
        }
    }

    pub(crate) fn refill_reserve(&mut self) {
        // Driven to Bankruptcy: "Cards cannot be placed in the reserve."
        if self.ongoing_in_play("driven-to-bankruptcy") {
            return;
        }
        for slot in 0..4 {
            if self.reserve[slot].is_none() {
                self.reserve[slot] = self.assets.draw(&mut self.rng);
            }
        }
    }

    pub(crate) fn improve(&mut self, seat: u8, skill: Skill, events: &mut Vec<Event>) {
        // Lily Chen: "When you improve a skill, you may immediately improve that skill again."
        let times = if self.is(seat, "lily-chen") { 2 } else { 1 };
        for _ in 0..times {
            let level = &mut self.inv_mut(seat).improve[skill as usize];
            if *level < 2 {
                *level += 1;
                events.push(Event::Gained { seat, what: skill.name().into() });
            }
        }
    }

    pub(crate) fn recover(&mut self, seat: u8, health: u8, sanity: u8, events: &mut Vec<Event>) {
        let inv = self.inv_mut(seat);
        inv.health = (inv.health + health).min(inv.def().health);
        inv.sanity = (inv.sanity + sanity).min(inv.def().sanity);
        events.push(Event::Vitals { seat, health: inv.health, sanity: inv.sanity });
    }

    pub(crate) fn lose(&mut self, seat: u8, health: u8, sanity: u8, events: &mut Vec<Event>) {
        if !self.active(seat) {
            return;
        }
        let inv = self.inv_mut(seat);
        inv.health = inv.health.saturating_sub(health);
        inv.sanity = inv.sanity.saturating_sub(sanity);
        events.push(Event::Vitals { seat, health: inv.health, sanity: inv.sanity });
        if inv.health == 0 || inv.sanity == 0 {
            self.defeat(seat, false, events);
        }
    }

    /// Defeat (or devour): Doom, move or remove the figure, discard everything, pass the token.
    pub(crate) fn defeat(&mut self, seat: u8, devoured: bool, events: &mut Vec<Event>) {
        events.push(if devoured { Event::Devoured(seat) } else { Event::Defeated(seat) });
        self.change_doom(1, events);
        let inv = std::mem::replace(&mut self.investigators[usize::from(seat)], placeholder(seat));
        self.investigators[usize::from(seat)].def = inv.def;
        self.investigators[usize::from(seat)].location = inv.location;
        self.conditions.deck.put_top_each(inv.conditions.iter().map(|&c| u16::from(c)));
        self.conditions.deck.shuffle(&mut self.rng);
        if devoured {
            // Devoured: every possession is discarded and the sheet goes to the box.
            self.clue_discard.extend(inv.clues.iter().copied());
            self.assets.discard.put_many(inv.assets.iter().map(|&c| u16::from(c)));
            self.artifacts.discard.put_many(inv.artifacts.iter().map(|&c| u16::from(c)));
            self.spells.deck.put_top_each(inv.spells.iter().map(|&c| u16::from(c)));
            self.spells.deck.shuffle(&mut self.rng);
        } else {
            // Defeated: the figure lies on the nearest City space (the first by index on a tie)
            // with a Health token, or a Sanity token if it lost all Sanity and kept its Health;
            // its possessions stay on its sheet.
            let dist = distances(inv.location);
            let city = (0..data::LOCATIONS.len() as u8)
                .filter(|&l| data::LOCATIONS[usize::from(l)].kind == data::LocationKind::City)
                .min_by_key(|&l| dist[usize::from(l)])
                .unwrap_or(inv.location);
            events.push(Event::FallenAt { def: inv.def, at: city });
            self.fallen.push(crate::state::Fallen {
                def: inv.def,
                location: city,
                insane: inv.sanity == 0 && inv.health > 0,
                clues: inv.clues,
                train: inv.train,
                ship: inv.ship,
                assets: inv.assets,
                artifacts: inv.artifacts,
                spells: inv.spells,
            });
        }
        self.investigators[usize::from(seat)].standing =
            if self.awakened { Standing::Eliminated } else { Standing::Replacing };
        // Everything this investigator was resolving stops; an ambusher it was fighting returns to
        // the cup.
        let ambushers: Vec<u8> = self
            .frames
            .iter()
            .filter_map(|frame| match *frame {
                Frame::Combat { seat: s, monster: MonsterRef::Ambush(kind), .. } if s == seat => Some(kind),
                _ => None,
            })
            .collect();
        for kind in ambushers {
            self.monster_to_cup(kind);
        }
        self.frames.retain(|frame| match frame {
            Frame::Effects { seat: s, .. }
            | Frame::MysteryOffer { seat: s, .. }
            | Frame::AfterFight { seat: s, .. }
            | Frame::CardEffects { seat: s, .. }
            | Frame::Combat { seat: s, .. }
            | Frame::BoostOffer { seat: s, .. }
            | Frame::MonsterEffects { seat: s, .. }
            | Frame::Confront { seat: s } => *s != seat,
            Frame::Casting { .. } | Frame::ForceDice { .. } => true,
            Frame::Loss { seat: s, .. } => *s != seat,
        });
        if let Some(pending) = &self.pending
            && pending_seat(pending) == Some(seat)
        {
            self.pending = None;
        }
        if self.lead == seat
            && let Some(next) =
                (1..self.players()).map(|i| (seat + i) % self.players()).find(|&s| self.active(s))
        {
            self.lead = next;
        }
        if self.investigators.iter().all(|inv| inv.standing == Standing::Eliminated) {
            self.end(false, EndReason::AllEliminated, events);
        }
    }
}
