//! Mysteries: their goals and prices, solving them, and drawing the next one.

use content::eldritch::{self as data, MysteryGoal, TokenCount};
use tabletop_core::resolve::Program;

use super::{DISCARD_SPELL, clue_location, distances, loc};
use crate::action::Event;
use crate::state::{BoardMonster, EndReason, Frame, Pending, State, Trigger};

impl State {
    /// The value of a Mystery's token count now.
    pub(crate) fn token_count(&self, tokens: TokenCount) -> u8 {
        match tokens {
            TokenCount::HalfPlayers => self.players().div_ceil(2),
            TokenCount::Players => self.players(),
            TokenCount::TwicePlayers => self.players().saturating_mul(2),
            TokenCount::Fixed(n) => n,
        }
    }

    pub(crate) fn tokens_needed(&self) -> u8 {
        let half = self.players().div_ceil(2);
        let Some(mystery) = self.mystery else { return u8::MAX };
        match data::MYSTERIES[usize::from(mystery)].goal {
            MysteryGoal::Research { tokens, .. }
            | MysteryGoal::CloseGate { tokens, .. }
            | MysteryGoal::DefeatMonster { tokens, .. }
            | MysteryGoal::TokenSite { tokens, .. }
            | MysteryGoal::SpellLore { tokens, .. }
            | MysteryGoal::Special { tokens, .. } => self.token_count(tokens),
            MysteryGoal::SpendClues { per_player } => per_player * half,
            MysteryGoal::Epic { .. } => u8::MAX,
        }
    }

    /// What the current Mystery asks to be paid after `trigger`: `(clues, spells)`, or `None`
    /// when it does not answer that trigger now.
    fn mystery_price(&self, seat: u8, trigger: Trigger) -> Option<(u8, u8)> {
        let mystery = self.mystery?;
        match (data::MYSTERIES[usize::from(mystery)].goal, trigger) {
            (MysteryGoal::Research { clues, gained, .. }, Trigger::Research) => {
                // "He may spend 1 Clue he gained during that encounter."
                (!gained || self.encounter_clues >= clues).then_some((clues, 0))
            }
            (MysteryGoal::CloseGate { clues, omen, spells, .. }, Trigger::CloseGate) => {
                let current = data::OMEN_TRACK.spaces[usize::from(self.omen)];
                (!omen || self.closed_omen == Some(current)).then_some((clues, spells))
            }
            (MysteryGoal::DefeatMonster { clues, .. }, Trigger::DefeatMonster) => Some((clues, 0)),
            (MysteryGoal::TokenSite { clues, .. }, Trigger::TokenSite) => {
                self.mystery_sites.contains(&self.inv(seat).location).then_some((clues, 0))
            }
            (MysteryGoal::SpellLore { clues, .. }, Trigger::SpellLore) => Some((clues, 0)),
            _ => None,
        }
    }

    pub(crate) fn mystery_offer(&mut self, seat: u8, trigger: Trigger) {
        let Some((clues, spells)) = self.mystery_price(seat, trigger) else { return };
        if self.active(seat)
            && self.can_pay_clues(seat, clues)
            && self.inv(seat).spells.len() >= usize::from(spells)
        {
            self.pending = Some(Pending::MysterySpend { seat, clues, spells, trigger });
        }
    }

    /// `seat` pays the Mystery's price after `trigger`: an Eldritch token (or the Monster, the
    /// Mystery token, the Spell) goes onto the card.
    pub(crate) fn pay_mystery(
        &mut self,
        seat: u8,
        clues: u8,
        spells: u8,
        trigger: Trigger,
        events: &mut Vec<Event>,
    ) {
        self.pay_clues(seat, clues, events);
        let Some(mystery) = self.mystery else { return };
        let goal = data::MYSTERIES[usize::from(mystery)].goal;
        match (goal, trigger) {
            (MysteryGoal::DefeatMonster { toughness: true, .. }, Trigger::DefeatMonster) => {
                // The defeated Monster goes onto the card; its toughness counts.
                if let Some(kind) = self.defeated_kind
                    && let Some(pos) = self.cup.iter().rposition(|&k| k == kind)
                {
                    self.cup.remove(pos);
                    self.mystery_monsters.push(kind);
                    let total: u8 = self.mystery_monsters.iter().map(|&k| self.stats(k).toughness).sum();
                    self.mystery_tokens = total;
                }
            }
            (MysteryGoal::TokenSite { sites, .. }, Trigger::TokenSite) => {
                let here = self.inv(seat).location;
                if let Some(pos) = self.mystery_sites.iter().position(|&s| s == here) {
                    self.mystery_sites.remove(pos);
                }
                if sites == data::Sites::Moving {
                    let next = self.random_space();
                    self.mystery_sites.push(next);
                }
                self.mystery_tokens += 1;
            }
            (MysteryGoal::SpellLore { .. }, Trigger::SpellLore) => {
                // "...and discard that Spell."
                if let Some((holder, code)) = self.this_card
                    && holder == seat
                {
                    self.discard_card(seat, code, events);
                }
                self.mystery_tokens += 1;
            }
            _ => self.mystery_tokens += 1,
        }
        if spells > 0 {
            // Spells of the investigator's choice: asked one by one, then the token is checked.
            for _ in 0..spells {
                self.frames.push(Frame::Effects { seat, program: Program::new(&DISCARD_SPELL), at: 0 });
            }
        }
        events.push(Event::Note(crate::Note::EldritchOnMystery));
        self.check_mystery(events);
    }

    pub(crate) fn check_mystery(&mut self, events: &mut Vec<Event>) {
        if self.mystery.is_some() && self.mystery_tokens >= self.tokens_needed() {
            self.solve_mystery(events);
        }
    }

    pub(crate) fn solve_mystery(&mut self, events: &mut Vec<Event>) {
        let Some(mystery) = self.mystery.take() else { return };
        events.push(Event::MysterySolved(mystery));
        self.solved.push(mystery);
        self.mystery_tokens = 0;
        self.mystery_sites.clear();
        for kind in std::mem::take(&mut self.mystery_monsters) {
            self.monster_to_cup(kind);
        }
        if self.mysteries_done() {
            // Before Awakening this wins; after it, the Final Mystery must be solved as well.
            if self.awakened {
                self.check_final(events);
            } else {
                self.end(true, EndReason::Mysteries, events);
            }
            return;
        }
        self.draw_mystery(events);
    }

    /// Places a Mystery's tokens on the board.
    fn place_sites(&mut self, sites: data::Sites) {
        self.mystery_sites.clear();
        match sites {
            data::Sites::Moving => {
                let space = self.random_space();
                self.mystery_sites.push(space);
            }
            data::Sites::Fixed(ids) => self.mystery_sites.extend(ids.iter().map(|&id| loc(id))),
            data::Sites::Random(count) => {
                for _ in 0..self.token_count(count) {
                    let space = self.random_space();
                    self.mystery_sites.push(space);
                }
            }
            data::Sites::NearestSea => {
                // Each investigator, from the Lead Investigator, on the nearest Sea space that has
                // no token yet (the first by index on a tie).
                for turn in 0..self.players() {
                    let seat = self.seat_at(turn);
                    if !self.active(seat) {
                        continue;
                    }
                    let dist = distances(self.inv(seat).location);
                    let best = (0..data::LOCATIONS.len() as u8)
                        .filter(|&l| data::LOCATIONS[usize::from(l)].kind == data::LocationKind::Sea)
                        .filter(|l| !self.mystery_sites.contains(l))
                        .min_by_key(|&l| dist[usize::from(l)]);
                    if let Some(space) = best {
                        self.mystery_sites.push(space);
                    }
                }
            }
        }
    }

    pub(crate) fn draw_mystery(&mut self, events: &mut Vec<Event>) {
        let Some(mystery) = self.mysteries.pop() else { return };
        self.mystery = Some(mystery);
        events.push(Event::MysteryDrawn(mystery));
        let def = &data::MYSTERIES[usize::from(mystery)];
        match def.goal {
            MysteryGoal::Epic { monster, location } => {
                if let (Some(kind), Some(at)) = (data::monster_index(monster), data::location_index(location))
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
            MysteryGoal::TokenSite { sites, .. } | MysteryGoal::Special { sites, .. } => {
                self.place_sites(sites)
            }
            _ => {}
        }
        // "When this card enters play" (by the Lead Investigator).
        if !def.enters.is_empty() && self.active(self.lead) {
            let at = self.inv(self.lead).location;
            self.frames.push(Frame::Effects { seat: self.lead, program: Program::new(def.enters), at });
        }
    }

    /// A random space: the location of a Clue drawn from the pool, then discarded.
    pub(crate) fn random_space(&mut self) -> u8 {
        match self.draw_clue() {
            Some(clue) => {
                self.clue_discard.push(clue);
                clue_location(clue)
            }
            None => self.inv(self.lead).location,
        }
    }

    /// End of Mythos phase: an Epic-monster Mystery is solved once its monster is gone.
    pub(super) fn check_epic_mystery(&mut self, events: &mut Vec<Event>) {
        let Some(mystery) = self.mystery else { return };
        if let MysteryGoal::Epic { monster, .. } = data::MYSTERIES[usize::from(mystery)].goal
            && let Some(kind) = data::monster_index(monster)
            && !self.monsters.iter().any(|m| usize::from(m.kind) == kind)
        {
            self.solve_mystery(events);
        }
    }
}
