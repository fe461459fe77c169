//! The rules of encounter cards (location and gate cards) and investigator cards that the
//! effect vocabulary cannot express.
//!
//! Where part of a printed text fits the vocabulary (a check, a "may"), the content writes that
//! part and names the hook only for the rest; the hook's `rule` in `hooks.toml` says which part.

use content::arkham_2e::{self as data, Deck as DeckKind, Effect, Hook, Keyword};
use smallvec::SmallVec;
use tabletop_core::legal::SinkExt as _;

use crate::action::{Action, Event, StatKind};
use crate::board::{Place, index_of};
use crate::state::{Choice, Pending, State};

/// Science Building 3: the glowing item.
const GLOWING_ITEM: &[Effect] = &[Effect::Unique(1), Effect::MoveToStreet];
/// Hibbs' Roadhouse 2: a lost card game that cannot be paid for.
const ROUGHED_UP: &[Effect] = &[Effect::Stamina(-1), Effect::MoveToStreet];
/// Gate card 14, The Dreamlands: the zebra from the second area.
const ZEBRA_HOME: &[Effect] = &[Effect::ReturnToArkham];

/// Graveyard 6: what Pickman gives for the trophies.
const PICKMAN: &[Effect] =
    &[Effect::Ally { card: "arkham-2e/ally/richard-upton-pickman", otherwise: &[Effect::Spell(1)] }];
/// Graveyard 6: the toughness of the trophies Pickman asks for.
const PICKMAN_TOUGHNESS: u8 = 5;

/// The answer to [`Choice::Sell`] that sells nothing.
pub(crate) const SELL_NOTHING: u8 = u8::MAX;

impl State {
    /// Runs an encounter's hook.
    pub(crate) fn content_hook(&mut self, seat: u8, hook: Hook, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        match hook {
            // "Roll a die. On a 1-3, gain that many Stamina."
            Hook::StMarysHospital2 => {
                let roll = self.rng.roll(6) as i8;
                if roll <= 3 {
                    self.change(seat, StatKind::Stamina, roll, events);
                }
            }
            // "Roll a die. Lose that much Sanity and gain that many Clue tokens."
            Hook::TheWitchHouse4 => {
                let roll = self.rng.roll(6) as i8;
                self.change(seat, StatKind::Sanity, -roll, events);
                self.change(seat, StatKind::Clues, roll, events);
            }
            Hook::Gate03Yuggoth => {
                let lose = (self.rng.roll(6) as i8 - 2).max(0);
                self.change(seat, StatKind::Stamina, -lose, events);
                self.change(seat, StatKind::Sanity, -lose, events);
            }
            Hook::Gate14TheDreamlands => match self.players[index].place {
                Place::World { world, second: false } => {
                    self.move_to(seat, Place::World { world, second: true }, events);
                }
                Place::World { second: true, .. } => self.push_effects(seat, ZEBRA_HOME, None),
                _ => {}
            },
            Hook::Gate25Other => {
                self.gate_deck.shuffle(&mut self.rng);
                if let Place::World { world, .. } = self.players[index].place {
                    self.world_encounter(seat, world, events);
                }
            }
            Hook::Gate42Other => self.close_gate_entered_through(seat, events),
            Hook::Gate46Abyss => {
                if let Some(world) = index_of(data::OTHER_WORLDS, "arkham-2e/world/the-dreamlands", |w| w.id)
                {
                    self.move_to(seat, Place::World { world, second: false }, events);
                }
            }
            Hook::CuriositieShoppe3 => {
                let Some(drawn) = self.mythos.draw() else { return };
                self.mythos.put_bottom(drawn);
                events.push(Event::Mythos(drawn));
                let gate = data::MYTHOS[usize::from(drawn)].gate;
                if let Some(l) = gate.and_then(|id| index_of(data::LOCATIONS, id, |l| l.id)) {
                    self.move_to(seat, Place::Location(l), events);
                    if !self.is_closed(l) {
                        self.location_encounter(seat, l, events);
                    }
                }
            }
            Hook::CuriositieShoppe4 => {
                if self.players[index].items() > 0 {
                    self.ask_lose_items(seat, 1);
                } else if let Place::Location(l) = self.players[index].place {
                    self.location_encounter(seat, l, events);
                }
            }
            Hook::HibbsRoadhouse2 => {
                if self.players[index].money >= 3 {
                    self.change(seat, StatKind::Money, -3, events);
                } else {
                    self.push_effects(seat, ROUGHED_UP, None);
                }
            }
            Hook::ScienceBuilding3 => {
                let spells =
                    self.players[index].cards.iter().filter(|h| h.def().deck == DeckKind::Spell).count();
                if spells <= 2 {
                    self.push_effects(seat, GLOWING_ITEM, None);
                }
            }
            Hook::ScienceBuilding7 => {
                let points = self.rng.roll(6);
                self.ask(seat, Pending::Choose(Choice::Split(points)));
            }
            Hook::ScienceBuilding2 => self.dimensional_beam(seat, events),
            Hook::InnerSanctum2 if self.open_gates().next().is_some() => {
                self.ask(seat, Pending::Choose(Choice::CloseGate));
            }
            Hook::InnerSanctum6 if self.monsters.iter().any(|m| claimable(m.kind)) => {
                self.ask(seat, Pending::Choose(Choice::ClaimMonster));
            }
            Hook::GeneralStore3
                if self.players[index].cards.iter().any(|h| h.def().deck == DeckKind::CommonItem) =>
            {
                self.ask(seat, Pending::Choose(Choice::Sell));
            }
            Hook::Graveyard6 => {
                let total: u32 = self.players[index]
                    .monster_trophies
                    .iter()
                    .map(|&k| u32::from(trophy_toughness(k)))
                    .sum();
                if total >= u32::from(PICKMAN_TOUGHNESS) {
                    self.ask(seat, Pending::Choose(Choice::SpendTrophies { left: PICKMAN_TOUGHNESS }));
                }
            }
            Hook::ScienceBuilding6 if !self.unused.is_empty() => {
                self.ask(seat, Pending::Choose(Choice::Swap));
            }
            Hook::CuriositieShoppe7 => self.sale(seat),
            // "Turn the top card of one location deck of your choice face up."
            Hook::YeOldeMagickShoppe5 => self.ask(seat, Pending::Choose(Choice::Foresee)),
            _ => {}
        }
    }

    /// Curiositie Shoppe 7: the top 3 Common Items and the top Unique Item are for sale to every
    /// investigator. [DECISION] The investigator having the encounter ("you decide") buys first,
    /// then each other investigator in turn order from it, from what is left; cards nobody buys
    /// are discarded.
    fn sale(&mut self, seat: u8) {
        let mut cards: SmallVec<[u8; 4]> = SmallVec::new();
        for (deck, n) in [(DeckKind::CommonItem, 3), (DeckKind::UniqueItem, 1)] {
            if let Some(slot) = crate::setup::deck_slot(deck) {
                for _ in 0..n {
                    cards.extend(self.decks[slot].draw());
                }
            }
        }
        let players = self.player_count();
        let next: SmallVec<[u8; 8]> = (1..players)
            .map(|i| (seat + i) % players)
            .filter(|&s| !self.players[usize::from(s)].out)
            .collect();
        if !cards.is_empty() {
            self.ask(seat, Pending::Choose(Choice::Sale { cards, next }));
        }
    }

    /// A sale goes on: the same buyer again, the next buyer, or the unsold cards are discarded.
    fn sale_goes_on(&mut self, seat: u8, cards: SmallVec<[u8; 4]>, mut next: SmallVec<[u8; 8]>) {
        if cards.is_empty() {
            return;
        }
        if seat != u8::MAX {
            self.ask(seat, Pending::Choose(Choice::Sale { cards, next }));
        } else if !next.is_empty() {
            let buyer = next.remove(0);
            self.ask(buyer, Pending::Choose(Choice::Sale { cards, next }));
        } else {
            for card in cards {
                if let Some(slot) = crate::setup::deck_slot(data::CARDS[usize::from(card)].deck) {
                    self.decks[slot].put_bottom(card);
                }
            }
        }
    }

    /// Ye Olde Magick Shoppe 5: the next card of a neighbourhood's deck is turned face up and
    /// kept for the next encounter there.
    fn foresee(&mut self, neighbourhood: u8) {
        let Some(def) = data::NEIGHBOURHOODS.get(usize::from(neighbourhood)) else { return };
        let cards: SmallVec<[u8; 8]> = data::LOCATION_CARDS
            .iter()
            .enumerate()
            .filter(|(_, c)| c.neighbourhood == def.id)
            .map(|(i, _)| i as u8)
            .collect();
        if cards.is_empty() {
            return;
        }
        let card = cards[self.rng.index(cards.len())];
        self.foreseen.retain(|&mut (n, _)| n != neighbourhood);
        self.foreseen.push((neighbourhood, card));
    }

    /// Where a location encounter is read: a Lodge member's encounter at the Silver Twilight
    /// Lodge is the Inner Sanctum's (the hidden location of its neighbourhood).
    pub(crate) fn encounter_location(
        &self,
        seat: u8,
        at: &'static data::LocationDef,
    ) -> &'static data::LocationDef {
        if !self.players[usize::from(seat)].specials.membership || !at.id.ends_with("/silver-twilight-lodge")
        {
            return at;
        }
        data::LOCATIONS.iter().find(|l| l.hidden && l.neighbourhood == at.neighbourhood).unwrap_or(at)
    }

    /// Science Building 6: the investigator is discarded with everything it has (cards to their
    /// decks, monster trophies to the cup, gate markers to the pile) and the unused sheet at
    /// `at` comes into play as a new character, at its home with its starting possessions.
    fn swap_investigator(&mut self, seat: u8, at: usize, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        while let Some(last) = self.players[index].cards.len().checked_sub(1) {
            self.discard_held(seat, last, events);
        }
        for kind in std::mem::take(&mut self.players[index].monster_trophies) {
            self.cup.put(kind);
        }
        for world in std::mem::take(&mut self.players[index].gate_trophies) {
            self.gate_stack.put_bottom(world);
        }
        let sheet = self.unused.remove(at);
        let old = self.players[index].sheet;
        self.unused.push(old);
        self.players[index] = crate::state::Investigator::fresh(sheet);
        self.equip(seat);
        events.push(Event::Moved { seat, to: self.players[index].place });
    }

    /// The `risk` effect (gate cards 9 and 27, Other): a die per point of Sanity (Stamina); a
    /// point lost per failed die, then, still standing, a Clue per success.
    pub(crate) fn push_your_limit(&mut self, seat: u8, what: StatKind, events: &mut Vec<Event>) {
        let investigator = &self.players[usize::from(seat)];
        let dice = if what == StatKind::Sanity { investigator.sanity } else { investigator.stamina };
        let fortune = investigator.specials.fortune;
        let successes = (0..dice)
            .filter(|_| crate::checks::DICE.success_for(fortune).is_success(self.rng.roll(6)))
            .count() as u8;
        let before = events.len();
        self.change(seat, what, -((dice - successes) as i8), events);
        let knocked_out =
            events[before..].iter().any(|e| matches!(e, Event::KnockedOut { .. } | Event::Devoured(_)));
        if !knocked_out {
            self.change(seat, StatKind::Clues, successes as i8, events);
        }
    }

    /// Science Building 2: a die for each open gate, one at a time; a success closes it, and the
    /// marker goes back to the pile instead of being a trophy.
    fn dimensional_beam(&mut self, seat: u8, events: &mut Vec<Event>) {
        let fortune = self.players[usize::from(seat)].specials.fortune;
        let open: SmallVec<[(u8, u8); 8]> = self.open_gates().collect();
        for (location, world) in open {
            if crate::checks::DICE.success_for(fortune).is_success(self.rng.roll(6)) {
                self.gates[usize::from(location)] = None;
                self.gate_stack.put_bottom(world);
                events.push(Event::GateClosed { seat, location, sealed: false });
                self.return_monsters_of(world);
            }
        }
    }

    /// Monsters of a world's dimension go back to the cup (its gate closed).
    fn return_monsters_of(&mut self, world: u8) {
        let Some(dimension) = crate::board::world_dimension(world) else { return };
        let mut back = Vec::new();
        self.monsters.retain(|m| {
            let matches = data::MONSTERS[usize::from(m.kind)].dimension == dimension;
            if matches {
                back.push(m.kind);
            }
            !matches
        });
        for kind in back {
            self.cup.put(kind);
        }
    }

    /// Gate card 42, Other: the gate the investigator came through closes (a trophy, as any
    /// closed gate), whether the investigator is back at it or still in the Other World.
    fn close_gate_entered_through(&mut self, seat: u8, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        let gate = match self.players[index].place {
            Place::Location(l) if self.gates[usize::from(l)].is_some() => Some(l),
            Place::World { world, .. } => self.open_gates().find(|&(_, w)| w == world).map(|(l, _)| l),
            _ => None,
        };
        if let Some(location) = gate {
            self.close_gate_at(seat, location, events);
        }
    }

    /// Closes the gate at a location for a seat standing elsewhere (a trophy; sealed when the
    /// seat can, as when closing it in person).
    fn close_gate_at(&mut self, seat: u8, location: u8, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        let (place, explored) = (self.players[index].place, self.players[index].explored);
        self.players[index].place = Place::Location(location);
        self.close_gate(seat, false, events);
        self.players[index].place = place;
        self.players[index].explored = explored;
    }

    /// The answers to the choices of encounter rules.
    pub(crate) fn content_choice_actions(
        &self,
        seat: u8,
        choice: &Choice,
        out: &mut (impl tabletop_core::legal::Sink<Action> + ?Sized),
    ) {
        match choice {
            Choice::CloseGate => {
                out.extend_from(self.open_gates().map(|(l, _)| Action::Choose(l)));
            }
            Choice::ClaimMonster => {
                let mut kinds: SmallVec<[u8; 16]> =
                    self.monsters.iter().map(|m| m.kind).filter(|&k| claimable(k)).collect();
                kinds.sort_unstable();
                kinds.dedup();
                out.extend_from(kinds.into_iter().map(Action::Choose));
            }
            Choice::SpendTrophies { left } => {
                out.extend_from(
                    (0..self.players[usize::from(seat)].monster_trophies.len() as u8).map(Action::Choose),
                );
                if *left == PICKMAN_TOUGHNESS {
                    out.push(Action::Choose(SELL_NOTHING));
                }
            }
            Choice::Swap => {
                out.extend_from(self.unused.iter().copied().map(Action::Choose));
                out.push(Action::Choose(SELL_NOTHING));
            }
            Choice::Sale { cards, .. } => {
                let money = self.players[usize::from(seat)].money;
                for (i, &card) in cards.iter().enumerate() {
                    if data::CARDS[usize::from(card)].price.unwrap_or(0) <= money {
                        out.push(Action::Choose(i as u8));
                    }
                }
                out.push(Action::Choose(SELL_NOTHING));
            }
            Choice::Foresee => {
                out.extend_from((0..data::NEIGHBOURHOODS.len().min(255) as u8).map(Action::Choose));
            }
            Choice::Sell => {
                for (i, held) in self.players[usize::from(seat)].cards.iter().enumerate() {
                    if held.def().deck == DeckKind::CommonItem {
                        out.push(Action::Choose(i as u8));
                    }
                }
                out.push(Action::Choose(SELL_NOTHING));
            }
            _ => {}
        }
    }

    /// Answers a choice of an encounter rule.
    pub(crate) fn answer_content_choice(
        &mut self,
        seat: u8,
        choice: Choice,
        action: Action,
        events: &mut Vec<Event>,
    ) {
        match (choice, action) {
            (Choice::CloseGate, Action::Choose(l))
                if self.gates.get(usize::from(l)).is_some_and(Option::is_some) =>
            {
                self.close_gate_at(seat, l, events);
            }
            (Choice::ClaimMonster, Action::Choose(kind)) => {
                let found = self.monsters.with_ids().find(|(_, m)| m.kind == kind).map(|(id, _)| id);
                if let Some(id) = found {
                    self.monsters.remove(id);
                    self.players[usize::from(seat)].monster_trophies.push(kind);
                }
            }
            (Choice::SpendTrophies { left }, Action::Choose(i)) => {
                let trophies = &mut self.players[usize::from(seat)].monster_trophies;
                if usize::from(i) >= trophies.len() {
                    return;
                }
                let kind = trophies.remove(usize::from(i));
                self.cup.put(kind);
                let left = left.saturating_sub(trophy_toughness(kind));
                if left == 0 {
                    self.push_effects(seat, PICKMAN, None);
                } else if !self.players[usize::from(seat)].monster_trophies.is_empty() {
                    self.ask(seat, Pending::Choose(Choice::SpendTrophies { left }));
                }
            }
            (Choice::Swap, Action::Choose(sheet)) => {
                if let Some(at) = self.unused.iter().position(|&s| s == sheet) {
                    self.swap_investigator(seat, at, events);
                }
            }
            (Choice::Sale { mut cards, next }, Action::Choose(i)) => {
                if usize::from(i) < cards.len() {
                    let card = cards.remove(usize::from(i));
                    let price = data::CARDS[usize::from(card)].price.unwrap_or(0);
                    self.change(seat, StatKind::Money, -(price.min(127) as i8), events);
                    self.give(seat, card);
                    events.push(Event::Gained { seat, card });
                    self.sale_goes_on(seat, cards, next);
                } else {
                    self.sale_goes_on(u8::MAX, cards, next);
                }
            }
            (Choice::Foresee, Action::Choose(n)) => self.foresee(n),
            (Choice::Sell, Action::Choose(i)) if i != SELL_NOTHING => {
                let held = self.players[usize::from(seat)].cards.get(usize::from(i)).copied();
                if let Some(held) = held {
                    let price = held.def().price.unwrap_or(0);
                    self.discard_held(seat, usize::from(i), events);
                    self.change(seat, StatKind::Money, (2 * price).min(127) as i8, events);
                }
            }
            _ => {}
        }
    }
}

/// A monster trophy's printed toughness (what spending it is worth).
fn trophy_toughness(kind: u8) -> u8 {
    data::MONSTERS[usize::from(kind)].toughness
}

/// Whether a monster kind can be claimed as a trophy (an Endless one cannot).
fn claimable(kind: u8) -> bool {
    !data::MONSTERS[usize::from(kind)].abilities.contains(&Keyword::Endless)
}

/// This file's effect lists, for the save form to name them (`engine/<name>`).
#[cfg(feature = "serde")]
pub(super) fn wire_lists(out: &mut Vec<(&'static str, Vec<crate::wire::save::List>)>) {
    use crate::wire::save::List::Effects;
    let lists: [(&'static str, &'static [Effect]); 4] = [
        ("engine/glowing_item", GLOWING_ITEM),
        ("engine/roughed_up", ROUGHED_UP),
        ("engine/zebra_home", ZEBRA_HOME),
        ("engine/pickman", PICKMAN),
    ];
    out.extend(lists.into_iter().map(|(name, list)| (name, vec![Effects(list)])));
}
