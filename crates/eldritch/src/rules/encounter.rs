//! The Encounter phase: encounter choices, drawing encounter cards, Reckonings of monsters,
//! and encounters with defeated investigators.

use content::eldritch::{self as data, Effect, EncounterDeck, MysteryGoal, Region, SectionAt};
use smallvec::SmallVec;
use tabletop_core::resolve::Program;

use super::{deck_slot, gate_location};
use crate::action::{EncounterChoice, Event};
use crate::state::{EncounterStep, Frame, Pending, Phase, Purpose, State, Trigger};

impl State {
    pub(super) fn step_encounter(&mut self, turn: u8, step: EncounterStep, events: &mut Vec<Event>) {
        if turn >= self.players() {
            self.remote_research = None;
            self.research_extra_die = None;
            self.phase = Phase::Mythos;
            events.push(Event::PhaseBegan("mythos".into()));
            return;
        }
        let seat = self.seat_at(turn);
        let next = Phase::Encounter { turn: turn + 1, step: EncounterStep::Start };
        if !self.active(seat) {
            self.phase = next;
            return;
        }
        let here = self.inv(seat).location;
        self.encounter_deck = None;
        match step {
            EncounterStep::Start if self.encounter_instead(seat) => {
                // A card's "Instead of resolving an encounter" (Detained).
                self.phase = next;
            }
            EncounterStep::Start if self.remote_research.is_some_and(|(s, _)| s == seat) => {
                // Clairvoyance: the Research encounter at the chosen space, Monsters ignored.
                let (_, space) = self.remote_research.take().unwrap_or_default();
                self.phase = Phase::Encounter { turn, step: EncounterStep::Done };
                self.draw_encounter(seat, EncounterDeck::Research, space, events);
            }
            EncounterStep::Start
                if !self.board_clues.is_empty()
                    && let Some(code) = self.castable_at(seat, data::Ability::CastAtEncounterStart) =>
            {
                // "During the Encounter phase, you may perform a Lore test" (Clairvoyance): offered
                // once, then this step starts again.
                self.inv_mut(seat).used_cards.push(code);
                self.push_card_effects(seat, code, crate::hooks::MAY_CAST);
            }
            EncounterStep::Start => {
                self.research_extra_die = None;
                // The Pallid Mask: "choose an encounter as if there were no Monsters here"; Mists
                // of Releh, when its Lore test was passed.
                let ignore = self.ignore_monsters_for.take() == Some(seat)
                    || self.abilities(seat).any(|(_, a)| matches!(a, data::Ability::IgnoreMonsters));
                let monsters = self.monsters_at(here).next().is_some();
                if monsters
                    && !ignore
                    && let Some(code) = self.castable_at(seat, data::Ability::CastBesideMonsters)
                {
                    // "During the Encounter phase, you may perform a Lore test": offered once,
                    // then this step starts again.
                    self.inv_mut(seat).used_cards.push(code);
                    self.push_card_effects(seat, code, crate::hooks::MAY_CAST);
                    return;
                }
                if monsters && !ignore {
                    for monster in self.monsters.iter_mut() {
                        monster.fought = false;
                    }
                    self.phase = Phase::Encounter { turn, step: EncounterStep::Combat { fought: false } };
                } else {
                    self.pending = Some(Pending::Encounter { seat, optional: false });
                    self.phase = Phase::Encounter { turn, step: EncounterStep::Done };
                }
            }
            EncounterStep::Combat { .. } => {
                if self.monsters_at(here).any(|i| !self.monsters[i].fought) {
                    self.pending = Some(Pending::Fight(seat));
                    self.phase = Phase::Encounter { turn, step: EncounterStep::Combat { fought: true } };
                } else if self.monsters_at(here).next().is_some() || self.no_extra_encounter {
                    // A monster survived (or a Gug was defeated): the encounter step ends.
                    self.no_extra_encounter = false;
                    self.phase = next;
                } else {
                    self.pending = Some(Pending::Encounter { seat, optional: true });
                    self.phase = Phase::Encounter { turn, step: EncounterStep::Done };
                }
            }
            EncounterStep::Done => {
                self.research_extra_die = None;
                self.phase = next;
            }
        }
    }

    /// The encounters `seat` may choose now.
    pub(crate) fn encounter_choices(&self, seat: u8, out: &mut SmallVec<[EncounterChoice; 8]>) {
        let here = self.inv(seat).location;
        out.push(EncounterChoice::General);
        if data::LOCATIONS[usize::from(here)].region != Region::None {
            out.push(EncounterChoice::Regional);
        }
        if self.board_clues.iter().any(|&(_, at)| at == here) {
            out.push(EncounterChoice::Research);
        }
        if self.gates.iter().any(|&g| gate_location(g) == here) {
            out.push(EncounterChoice::OtherWorld);
        }
        if self.expedition_location() == Some(here) && self.expeditions_allowed() {
            out.push(EncounterChoice::Expedition);
        }
        for card in self.rumor_choices(seat) {
            out.push(EncounterChoice::Rumor(card));
        }
        if self.mystery_sites.contains(&here)
            && let Some(mystery) = self.mystery
        {
            match data::MYSTERIES[usize::from(mystery)].goal {
                MysteryGoal::Special { .. }
                    if !self.encounters[deck_slot(EncounterDeck::Special)].is_empty() =>
                {
                    out.push(EncounterChoice::Special);
                }
                MysteryGoal::TokenSite { .. } => out.push(EncounterChoice::MysterySite),
                _ => {}
            }
        }
        if self.may_confront(seat) {
            out.push(EncounterChoice::AncientOne);
        }
        if self.fallen.iter().any(|f| f.location == here) {
            out.push(EncounterChoice::Fallen);
        }
    }

    /// Resolves the chosen encounter: draws the card and pushes its section.
    pub(crate) fn encounter(&mut self, seat: u8, choice: EncounterChoice, events: &mut Vec<Event>) {
        let here = self.inv(seat).location;
        self.encounter_clues = 0;
        let location = &data::LOCATIONS[usize::from(here)];
        let deck = match choice {
            EncounterChoice::General => EncounterDeck::General,
            EncounterChoice::Regional => match location.region {
                Region::America => EncounterDeck::America,
                Region::Europe => EncounterDeck::Europe,
                _ => EncounterDeck::Asia,
            },
            EncounterChoice::Research => EncounterDeck::Research,
            EncounterChoice::OtherWorld => EncounterDeck::OtherWorld,
            EncounterChoice::Expedition => EncounterDeck::Expedition,
            EncounterChoice::Special => EncounterDeck::Special,
            EncounterChoice::MysterySite => {
                // The Mystery's challenge there (a test, an ambush), which ends with its offer.
                let challenge = match self.mystery.map(|m| data::MYSTERIES[usize::from(m)].goal) {
                    Some(MysteryGoal::TokenSite { challenge, .. }) => challenge,
                    _ => &[],
                };
                if challenge.is_empty() {
                    self.frames.push(Frame::MysteryOffer { seat, trigger: Trigger::TokenSite });
                } else {
                    self.frames.push(Frame::Effects { seat, program: Program::new(challenge), at: here });
                }
                return;
            }
            EncounterChoice::AncientOne => {
                self.confront(seat, events);
                return;
            }
            EncounterChoice::Rumor(card) => {
                self.rumor_encounter(seat, card, events);
                return;
            }
            EncounterChoice::Fallen => {
                if let Some(index) = self.fallen.iter().position(|f| f.location == here) {
                    let fallen = &self.fallen[index];
                    let sheet = &data::INVESTIGATORS[usize::from(fallen.def)];
                    let skill = if fallen.insane { sheet.insane } else { sheet.crippled };
                    events.push(Event::Note(crate::Note::FallenEncounter));
                    self.begin_test(seat, skill, 0, Purpose::Fallen(index as u8), events);
                }
                return;
            }
        };
        self.draw_encounter(seat, deck, here, events);
    }

    /// Draws an encounter card of `deck` for `seat` and pushes its section for space `here`.
    pub(crate) fn draw_encounter(
        &mut self,
        seat: u8,
        deck: EncounterDeck,
        here: u8,
        events: &mut Vec<Event>,
    ) {
        let location = &data::LOCATIONS[usize::from(here)];
        if deck == EncounterDeck::Research {
            self.frames.push(Frame::MysteryOffer { seat, trigger: Trigger::Research });
        }
        let Some(card) = self.encounters[deck_slot(deck)].draw(&mut self.rng) else { return };
        self.encounter_deck = Some(deck);
        self.encounters[deck_slot(deck)].discard.put(card);
        events.push(Event::Encounter { seat, card });
        let def = &data::ENCOUNTERS[usize::from(card)];
        let index = def
            .sections
            .iter()
            .position(|section| match section.at {
                SectionAt::Any => true,
                SectionAt::Kind(kind) => kind == location.kind,
                SectionAt::Location(id) => id == location.id,
            })
            .unwrap_or(0);
        if let Some(section) = def.sections.get(index) {
            events.push(Event::EncounterText { card, section: index as u8 });
            self.frames.push(Frame::Effects { seat, program: Program::new(section.effects), at: here });
        }
    }

    /// The Monsters on the board with a Reckoning, in board order: kind, space and effects.
    pub(crate) fn monster_reckoning_list(&self) -> Vec<(u8, u8, &'static [Effect])> {
        self.monsters
            .iter()
            .map(|m| (m.kind, m.location, self.monster_rules(m.kind).reckoning))
            .filter(|(_, _, list)| !list.is_empty())
            .collect()
    }

    /// Those Monsters' Reckonings, resolved by the Lead Investigator in board order (a Monster
    /// that left the board since the list was read does not resolve it).
    pub(crate) fn monster_reckonings(
        &mut self,
        found: Vec<(u8, u8, &'static [Effect])>,
        events: &mut Vec<Event>,
    ) {
        let lead = self.lead;
        if !self.active(lead) {
            return;
        }
        let found: Vec<_> = found
            .into_iter()
            .filter(|&(kind, at, _)| self.monsters.iter().any(|m| m.kind == kind && m.location == at))
            .collect();
        for (kind, _, _) in &found {
            events.push(Event::MonsterText { kind: *kind, awakened: self.awakened });
        }
        for (kind, at, list) in found.into_iter().rev() {
            self.frames.push(Frame::MonsterEffects { seat: lead, program: Program::new(list), kind, at });
        }
    }

    /// The defeated investigator's encounter resolved: `seat` takes every possession on the sheet
    /// (tickets beyond 2 and Spells it already holds are discarded), Doom retreats by 1 on a pass,
    /// and the figure and sheet leave the game.
    pub(super) fn claim_fallen(&mut self, seat: u8, index: usize, passed: bool, events: &mut Vec<Event>) {
        if index >= self.fallen.len() {
            return;
        }
        let fallen = self.fallen.remove(index);
        if !self.active(seat) {
            self.discard_fallen(fallen);
            return;
        }
        let inv = &mut self.investigators[usize::from(seat)];
        inv.clues.extend(fallen.clues);
        inv.assets.extend(fallen.assets);
        inv.artifacts.extend(fallen.artifacts);
        let room = 2u8.saturating_sub(inv.train + inv.ship);
        let train = fallen.train.min(room);
        let ship = fallen.ship.min(room - train);
        inv.train += train;
        inv.ship += ship;
        for spell in fallen.spells {
            let id = data::SPELLS[usize::from(spell)].id;
            let inv = &mut self.investigators[usize::from(seat)];
            if inv.spells.iter().any(|&held| data::SPELLS[usize::from(held)].id == id) {
                self.spells.deck.put_top(u16::from(spell));
                self.spells.deck.shuffle(&mut self.rng);
            } else {
                inv.spells.push(spell);
            }
        }
        events.push(Event::Note(crate::Note::FallenPossessionsTaken));
        if passed {
            self.change_doom(-1, events);
        }
    }

    /// Discards everything on a defeated investigator's sheet (No Peace for the Fallen, or when
    /// nobody can take it).
    pub(crate) fn discard_fallen(&mut self, fallen: crate::state::Fallen) {
        self.clue_discard.extend(fallen.clues);
        self.assets.discard.put_many(fallen.assets.iter().map(|&c| u16::from(c)));
        self.artifacts.discard.put_many(fallen.artifacts.iter().map(|&c| u16::from(c)));
        self.spells.deck.put_top_each(fallen.spells.iter().map(|&c| u16::from(c)));
        self.spells.deck.shuffle(&mut self.rng);
    }
}
