//! Rumors: the Ongoing Mythos cards with the Rumor trait, their encounters, Reckonings, expiry
//! and solving. Each core Rumor's printed text (reference `mythos_cards.json`) is one row of
//! [`rule`]; the card's Eldritch tokens live in `State::ongoing`.

use content::eldritch::{
    self as data, Cost, Count, Effect, EncounterDeck, Hook, MythosTrait, OfferDef, Skill, Trait,
};
use tabletop_core::resolve::Program;

use crate::action::Event;
use crate::rules::loc;
use crate::state::{BoardMonster, EndReason, Frame, Pending, Purpose, State};

/// Return of the Ancient Ones: "he may spend 1 Clue to place that Monster on this card" (the
/// Monster's kind rides in the frame's `at`).
static RETURN_OFFER: [Effect; 1] = [Effect::May(&OfferDef {
    cost: &[Cost::Clues(1)],
    then: &[Effect::Custom(RETURN_PLACE)],
    otherwise: &[],
})];
/// Web Between Worlds' Reckoning: "Discard 1 Eldritch token from this card unless investigators,
/// as a group, spend Clues equal to half the number of investigators."
static WEB_OFFER: [Effect; 1] = [Effect::May(&OfferDef {
    cost: &[Cost::GroupClues(Count::HalfInvestigators)],
    then: &[],
    otherwise: &[Effect::Custom(WEB_TOKEN)],
})];
/// Internal hook names (never named by content).
pub(crate) const RETURN_PLACE: Hook = Hook::RumorReturnOfTheAncientOnesPlace;
pub(crate) const WEB_TOKEN: Hook = Hook::RumorWebBetweenWorldsToken;

/// The location of a Rumor's Rumor token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Site {
    /// No encounter.
    None,
    /// This location id.
    At(&'static str),
    /// The Active Expedition's location.
    Expedition,
}

/// How a Rumor's encounter is resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Encounter {
    /// Test Observation; on a pass the investigator may spend Clues equal to half the
    /// investigators to solve it.
    ObservationThenClues,
    /// Resolve an Other World encounter; "close this Gate" solves the Rumor instead.
    Portal,
    /// Spend Clues equal to the investigators, 1 fewer per Health token on the card.
    Cure,
}

/// One Rumor's printed rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rule {
    /// Its Rumor token.
    pub(crate) site: Site,
    /// Its encounter.
    pub(crate) encounter: Encounter,
    /// The Epic monster it spawns when it enters play (solved when defeated), and where.
    pub(crate) epic: Option<(&'static str, &'static str)>,
}

/// The printed rules of a Rumor card (by Mythos id), `None` for other cards.
pub(crate) fn rule(id: &str) -> Option<Rule> {
    use Encounter::*;
    let plain = |site| Some(Rule { site: Site::At(site), encounter: ObservationThenClues, epic: None });
    let epic = |monster, at| {
        Some(Rule { site: Site::None, encounter: ObservationThenClues, epic: Some((monster, at)) })
    };
    match id {
        "dimensions-collide" => plain("space-11"),
        "faded-from-society" => plain("space-16"),
        "fractured-reality" => Some(Rule { site: Site::At("space-2"), encounter: Portal, epic: None }),
        "growing-madness" => plain("space-8"),
        "lost-knowledge" => epic("tick-tock-men", "space-21"),
        "mysterious-lights" => plain("space-13"),
        "return-of-the-ancient-ones" => {
            Some(Rule { site: Site::None, encounter: ObservationThenClues, epic: None })
        }
        "secrets-of-the-past" => {
            Some(Rule { site: Site::Expedition, encounter: ObservationThenClues, epic: None })
        }
        "spreading-sickness" => Some(Rule { site: Site::At("space-17"), encounter: Cure, epic: None }),
        "stars-aligned" => plain("space-7"),
        "the-wind-walker" => epic("wind-walker", "space-4"),
        "web-between-worlds" => epic("spinner-of-webs", "space-9"),
        _ => None,
    }
}

fn id(card: u8) -> &'static str {
    data::MYTHOS[usize::from(card)].id
}

impl State {
    /// Whether this monster kind is the Epic monster of a Rumor in play.
    pub(crate) fn rumor_epic(&self, kind: u8) -> bool {
        let monster = data::MONSTERS[usize::from(kind)].id;
        self.ongoing
            .iter()
            .any(|&(card, _)| rule(id(card)).and_then(|r| r.epic).is_some_and(|(m, _)| m == monster))
    }

    /// Whether a Rumor with this id is in play.
    pub(crate) fn rumor_in_play(&self, rumor: &str) -> bool {
        self.ongoing.iter().any(|&(card, _)| id(card) == rumor)
    }

    fn rumor_tokens(&self, card: u8) -> u8 {
        self.ongoing.iter().find(|&&(c, _)| c == card).map_or(0, |&(_, tokens)| tokens)
    }

    fn set_rumor_tokens(&mut self, card: u8, tokens: u8) {
        if let Some(entry) = self.ongoing.iter_mut().find(|(c, _)| *c == card) {
            entry.1 = tokens;
        }
    }

    /// Rumors in play with an encounter at `location`.
    pub(crate) fn rumors_at(&self, location: u8) -> impl Iterator<Item = u8> + '_ {
        self.ongoing.iter().map(|&(card, _)| card).filter(move |&card| {
            rule(id(card)).is_some_and(|rule| match rule.site {
                Site::None => false,
                Site::At(site) => loc(site) == location,
                Site::Expedition => self.expedition_location() == Some(location),
            })
        })
    }

    /// "When this card enters play": a Rumor's Epic monster.
    pub(crate) fn enter_rumor(&mut self, card: u8, events: &mut Vec<Event>) {
        let Some(rule) = rule(id(card)) else { return };
        if let Some((monster, at)) = rule.epic
            && let (Some(kind), Some(at)) = (data::monster_index(monster), data::location_index(at))
            && !self.monsters.iter().any(|m| usize::from(m.kind) == kind)
            && !self.boxed_monsters.contains(&(kind as u8))
        {
            self.monsters.insert(BoardMonster {
                kind: kind as u8,
                location: at as u8,
                damage: 0,
                stats: None,
                fought: false,
            });
            events.push(Event::MonsterSpawned { kind: kind as u8, at: at as u8 });
        }
    }

    /// Solves (stops) a Rumor: the card is discarded with its tokens and its Epic monster.
    pub(crate) fn solve_rumor(&mut self, card: u8, events: &mut Vec<Event>) {
        let Some(pos) = self.ongoing.iter().position(|&(c, _)| c == card) else { return };
        self.ongoing.remove(pos);
        self.mythos_discard.push(card);
        events.push(Event::Note(crate::Note::RumorSolved));
        // The Monsters on the card are discarded with it.
        if id(card) == "return-of-the-ancient-ones" {
            for kind in std::mem::take(&mut self.card_monsters) {
                self.monster_to_cup(kind);
            }
        }
        if let Some((monster, _)) = rule(id(card)).and_then(|rule| rule.epic)
            && let Some(kind) = data::monster_index(monster)
            && let Some(index) = self.monsters.iter().position(|m| usize::from(m.kind) == kind)
        {
            self.take_monster(index);
            self.boxed_monsters.push(kind as u8);
        }
    }

    /// A defeated Epic monster solves the Rumor that spawned it; a monster defeated on space 19
    /// feeds "Return of the Ancient Ones".
    pub(crate) fn rumor_monster_defeated(&mut self, seat: u8, kind: u8, at: u8, events: &mut Vec<Event>) {
        let cards: Vec<u8> = self.ongoing.iter().map(|&(card, _)| card).collect();
        for card in cards {
            let Some(rule) = rule(id(card)) else { continue };
            if rule.epic.is_some_and(|(monster, _)| data::MONSTERS[usize::from(kind)].id == monster) {
                self.solve_rumor(card, events);
            } else if id(card) == "return-of-the-ancient-ones"
                && at == loc("space-19")
                && self.active(seat)
                && self.can_pay_clues(seat, 1)
            {
                // "He may spend 1 Clue to place that Monster on this card": asked once the
                // combat is over.
                self.frames.push(Frame::Effects { seat, program: Program::new(&RETURN_OFFER), at: kind });
            }
        }
    }

    /// Starts `seat`'s encounter with the Rumor `card`.
    pub(crate) fn rumor_encounter(&mut self, seat: u8, card: u8, events: &mut Vec<Event>) {
        let Some(rule) = rule(id(card)) else { return };
        events.push(Event::MythosText(card));
        match rule.encounter {
            Encounter::ObservationThenClues => {
                self.begin_test(seat, Skill::Observation, 0, Purpose::Rumor(card), events);
            }
            Encounter::Portal => {
                let deck = EncounterDeck::OtherWorld as usize;
                let Some(drawn) = self.encounters[deck].draw(&mut self.rng) else { return };
                self.encounters[deck].discard.put(drawn);
                events.push(Event::Encounter { seat, card: drawn });
                if let Some(section) = data::ENCOUNTERS[usize::from(drawn)].sections.first() {
                    events.push(Event::EncounterText { card: drawn, section: 0 });
                    // "If the effect allows him to close this Gate, solve this Rumor instead."
                    self.frames.push(Frame::Effects {
                        seat,
                        program: Program::new(section.effects),
                        at: PORTAL,
                    });
                }
            }
            Encounter::Cure => self.offer_rumor_clues(seat, card),
        }
    }

    /// Clues a Rumor's encounter asks for.
    fn rumor_price(&self, card: u8) -> u8 {
        match rule(id(card)).map(|rule| rule.encounter) {
            Some(Encounter::Cure) => self.players().saturating_sub(self.rumor_tokens(card)),
            _ => self.players().div_ceil(2),
        }
    }

    fn offer_rumor_clues(&mut self, seat: u8, card: u8) {
        let clues = self.rumor_price(card);
        if self.active(seat) && self.can_pay_clues(seat, clues) {
            self.pending = Some(Pending::RumorSpend { seat, card, clues });
        }
    }

    /// The Rumor test's result: on a pass, the offer to spend Clues.
    pub(crate) fn finish_rumor_test(&mut self, seat: u8, card: u8, passed: bool, _events: &mut Vec<Event>) {
        if passed {
            self.offer_rumor_clues(seat, card);
        }
    }

    /// `seat` spends the Clues and solves the Rumor.
    pub(crate) fn pay_rumor(&mut self, seat: u8, card: u8, clues: u8, events: &mut Vec<Event>) {
        self.pay_clues(seat, clues, events);
        self.solve_rumor(card, events);
    }

    /// "Close this Gate" during a Fractured Reality encounter.
    pub(crate) fn portal_closed(&mut self, events: &mut Vec<Event>) {
        if let Some(&(card, _)) = self.ongoing.iter().find(|&&(card, _)| id(card) == "fractured-reality") {
            self.solve_rumor(card, events);
        }
    }

    /// Whether gates may be closed ("Mysterious Lights").
    pub(crate) fn gates_closable(&self) -> bool {
        !self.rumor_in_play("mysterious-lights")
    }

    /// Whether Expedition encounters are allowed ("Secrets of the Past").
    pub(crate) fn expeditions_allowed(&self) -> bool {
        !self.rumor_in_play("secrets-of-the-past")
    }

    /// The Reckoning of every Rumor in play, in the order they entered play.
    pub(crate) fn rumor_reckonings(&mut self, events: &mut Vec<Event>) {
        let cards: Vec<u8> = self
            .ongoing
            .iter()
            .map(|&(card, _)| card)
            .filter(|&card| data::MYTHOS[usize::from(card)].traits.contains(&MythosTrait::Rumor))
            .collect();
        for card in cards {
            if self.outcome.is_some() {
                return;
            }
            if self.ongoing.iter().any(|&(c, _)| c == card) {
                self.rumor_reckoning(card, events);
            }
        }
    }

    fn discard_tokens(&mut self, card: u8, n: u8) -> u8 {
        let left = self.rumor_tokens(card).saturating_sub(n);
        self.set_rumor_tokens(card, left);
        left
    }

    fn rumor_reckoning(&mut self, card: u8, events: &mut Vec<Event>) {
        if data::MYTHOS[usize::from(card)].reckoning.is_some() {
            events.push(Event::ReckoningText(card));
        }
        let everyone: Vec<u8> = (0..self.players()).map(|turn| self.seat_at(turn)).collect();
        match id(card) {
            "dimensions-collide" => {
                let half = (self.gates.len() as u8).div_ceil(2);
                if self.discard_tokens(card, half) == 0 {
                    self.end(false, EndReason::Rumor, events);
                }
            }
            "faded-from-society" => {
                let tokens = self.rumor_tokens(card);
                let valuable = |c: u16| data::ASSETS[usize::from(c)].cost >= tokens;
                let mut boxed: Vec<u16> = Vec::new();
                boxed.extend(self.assets.deck.bottom_up().iter().copied().filter(|&c| valuable(c)));
                self.assets.deck.retain(|&c| !valuable(c));
                boxed.extend(self.assets.discard.bottom_up().iter().copied().filter(|&c| valuable(c)));
                self.assets.discard.retain(|&c| !valuable(c));
                for slot in &mut self.reserve {
                    if slot.is_some_and(valuable) {
                        boxed.extend(slot.take());
                    }
                }
                self.asset_box.extend(boxed);
                self.refill_reserve();
                if self.discard_tokens(card, 1) == 0 {
                    self.solve_rumor(card, events);
                }
            }
            "fractured-reality" => {
                let expired = self.discard_tokens(card, 1) == 0;
                if expired {
                    let gates = self.gates.len() as i8;
                    self.change_doom(gates, events);
                    self.solve_rumor(card, events);
                }
            }
            "growing-madness" => {
                let lead = self.lead;
                self.gain_trait_condition(lead, Trait::Madness, events);
                let madness = self
                    .inv(lead)
                    .conditions
                    .iter()
                    .filter(|&&c| data::CONDITIONS[usize::from(c)].traits.contains(&Trait::Madness))
                    .count() as u8;
                if self.discard_tokens(card, madness) == 0 {
                    for &seat in &everyone {
                        self.lose_preventable(seat, 0, 3, events);
                    }
                    self.solve_rumor(card, events);
                }
            }
            "lost-knowledge" => {
                let expired = self.discard_tokens(card, 1) == 0;
                if expired {
                    for &seat in &everyone {
                        let clues = std::mem::take(&mut self.inv_mut(seat).clues);
                        self.clue_discard.extend(clues);
                    }
                    let board = std::mem::take(&mut self.board_clues);
                    self.clue_discard.extend(board.into_iter().map(|(clue, _)| clue));
                    self.solve_rumor(card, events);
                }
            }
            "return-of-the-ancient-ones" => {
                let at = loc("space-19");
                self.spawn_monster(at, events);
                if self.monsters_at(at).count() >= 4 {
                    let doom = self.doom as i8;
                    self.change_doom(doom, events);
                    self.solve_rumor(card, events);
                }
            }
            "secrets-of-the-past" => {
                let Some(here) = self.expedition_location() else { return };
                let deck = EncounterDeck::Expedition as usize;
                let at_here = |c: &u16| crate::rules::encounter_location(*c) == Some(here);
                // "Search the Expedition Encounter deck": the draw pile (the discard pile is not the
                // deck); a deck that runs out is rebuilt from its discard pile at once.
                let pile = &mut self.encounters[deck];
                let boxed: Vec<u16> = pile.deck.bottom_up().iter().copied().filter(at_here).collect();
                pile.deck.retain(|c| !at_here(c));
                self.encounter_box.extend(boxed);
                let pile = &mut self.encounters[deck];
                if pile.deck.is_empty() {
                    pile.discard.shuffle_into(&mut pile.deck, &mut self.rng);
                }
                if self.encounters[deck].deck.is_empty() {
                    self.end(false, EndReason::Rumor, events);
                }
            }
            "spreading-sickness" => {
                let tokens = self.rumor_tokens(card).saturating_add(1);
                self.set_rumor_tokens(card, tokens);
                for &seat in &everyone {
                    self.lose_preventable(seat, tokens, 0, events);
                }
            }
            "stars-aligned" => self.advance_omen(events),
            "the-wind-walker" => {
                let expired = self.discard_tokens(card, 1) == 0;
                if expired {
                    for &seat in &everyone {
                        if self.active(seat) {
                            self.delay(seat);
                            self.lose_preventable(seat, 6, 0, events);
                        }
                    }
                    self.solve_rumor(card, events);
                }
            }
            "web-between-worlds" => {
                // The Lead Investigator decides for the group whether to spend the Clues.
                if self.active(self.lead) {
                    let at = self.inv(self.lead).location;
                    self.frames.push(Frame::Effects {
                        seat: self.lead,
                        program: Program::new(&WEB_OFFER),
                        at,
                    });
                } else {
                    self.web_token(events);
                }
            }
            _ => {}
        }
    }

    /// Web Between Worlds: 1 Eldritch token off the card; none left loses the game.
    pub(crate) fn web_token(&mut self, events: &mut Vec<Event>) {
        if let Some(&(card, _)) = self.ongoing.iter().find(|&&(c, _)| id(c) == "web-between-worlds")
            && self.discard_tokens(card, 1) == 0
        {
            self.end(false, EndReason::Rumor, events);
        }
    }

    /// Return of the Ancient Ones: the Monster `kind` just defeated goes onto the card; enough
    /// toughness there solves it.
    pub(crate) fn return_place(&mut self, kind: u8, events: &mut Vec<Event>) {
        let Some(&(card, _)) = self.ongoing.iter().find(|&&(c, _)| id(c) == "return-of-the-ancient-ones")
        else {
            return;
        };
        // The defeated token went to the cup (or the box): it goes onto the card instead.
        if let Some(pos) = self.cup.iter().rposition(|&k| k == kind) {
            self.cup.remove(pos);
        } else if let Some(pos) = self.boxed_monsters.iter().rposition(|&k| k == kind) {
            self.boxed_monsters.remove(pos);
        } else {
            return;
        }
        self.card_monsters.push(kind);
        events.push(Event::Note(crate::Note::MonsterOnRumor));
        let total: u8 = self.card_monsters.iter().map(|&k| self.stats(k).toughness).sum();
        self.set_rumor_tokens(card, total);
        if total >= self.players() {
            self.solve_rumor(card, events);
        }
    }

    /// The Rumor encounters `seat` may choose here.
    pub(crate) fn rumor_choices(&self, seat: u8) -> impl Iterator<Item = u8> + '_ {
        self.rumors_at(self.inv(seat).location)
    }
}

impl State {
    /// The optional score after a win (Reference Guide "Scoring"; lower is better): gates, a
    /// third of the monsters (rounded up), Cursed and Dark Pact Conditions, 3 per Rumor in play,
    /// minus a third of the Clues held (rounded up), Blessed Conditions and Doom.
    pub fn score(&self) -> i32 {
        let held = |id: &str| {
            self.investigators
                .iter()
                .filter(|inv| inv.standing == crate::state::Standing::Active)
                .flat_map(|inv| inv.conditions.iter())
                .filter(|&&c| data::CONDITIONS[usize::from(c)].id == id)
                .count() as i32
        };
        let rumors = self
            .ongoing
            .iter()
            .filter(|&&(card, _)| data::MYTHOS[usize::from(card)].traits.contains(&MythosTrait::Rumor))
            .count() as i32;
        let clues: usize = self
            .investigators
            .iter()
            .filter(|inv| inv.standing == crate::state::Standing::Active)
            .map(|inv| inv.clues.len())
            .sum();
        self.gates.len() as i32
            + self.monsters.len().div_ceil(3) as i32
            + held("cursed")
            + held("dark-pact")
            + 3 * rumors
            - clues.div_ceil(3) as i32
            - held("blessed")
            - i32::from(self.doom)
    }
}

/// The `at` of effects resolved through Fractured Reality's portal: "close this Gate" there
/// solves the Rumor.
pub(crate) const PORTAL: u8 = u8::MAX;

/// This module's own effect lists, offers and options, which a pending decision may hold: the
/// `serde` feature writes them by name (see `wire.rs`).
#[cfg(feature = "serde")]
pub(crate) fn wire_lists(out: &mut Vec<(&'static str, Vec<crate::wire::List>)>) {
    use crate::wire::List;
    out.push(("engine/rumor/return_offer", vec![List::Effects(&RETURN_OFFER)]));
    out.push(("engine/rumor/web_offer", vec![List::Effects(&WEB_OFFER)]));
}
