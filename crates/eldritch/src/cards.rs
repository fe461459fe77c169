//! What Assets, Artifacts, Spells and Conditions do: their [`Ability`] data applied to tests
//! (bonuses, extra dice, rerolls, die changes, sixes, success faces), to Rest, the Reckoning,
//! "Action:" abilities, being gained, defeating a Monster, closing a Gate, Monster damage,
//! Delay and movement, and the encounter step.
//!
//! A card's own effects run as [`Frame::CardEffects`], so "flip this card" and "discard this
//! card" know which card they mean.

use content::eldritch::{self as data, Ability, CardDeck, During, Effect, PreventBy, Skill};
use tabletop_core::resolve::{Offer, Program};

use crate::action::Event;
use crate::effects::card_code;
use crate::state::{Frame, Investigator, Purpose, State};

pub(crate) fn deck_defs(deck: CardDeck) -> &'static [data::CardDef] {
    match deck {
        CardDeck::Asset => data::ASSETS,
        CardDeck::Artifact => data::ARTIFACTS,
        CardDeck::Spell => data::SPELLS,
        CardDeck::Condition => data::CONDITIONS,
    }
}

/// The definition of a card code, if it names a card (codes in actions may be anything).
pub(crate) fn get_def(code: u16) -> Option<&'static data::CardDef> {
    let deck = match code >> 8 {
        0 => CardDeck::Asset,
        1 => CardDeck::Artifact,
        2 => CardDeck::Spell,
        3 => CardDeck::Condition,
        _ => return None,
    };
    deck_defs(deck).get(usize::from(code & 0xff))
}

/// The definition of a card code (one the engine made).
pub(crate) fn def_of(code: u16) -> &'static data::CardDef {
    let deck = match code >> 8 {
        0 => CardDeck::Asset,
        1 => CardDeck::Artifact,
        2 => CardDeck::Spell,
        _ => CardDeck::Condition,
    };
    &deck_defs(deck)[usize::from(code & 0xff)]
}

/// Whether an ability's situation covers a test's.
fn covers(ability: During, test: During) -> bool {
    ability == During::Any || ability == test
}

fn skill_matches(wanted: Option<Skill>, skill: Skill) -> bool {
    wanted.is_none_or(|w| w == skill)
}

/// A holder's card lists, deck by deck (Assets, Artifacts, Spells, Conditions).
fn deck_lists(inv: &Investigator) -> [&[u8]; 4] {
    [&inv.assets, &inv.artifacts, &inv.spells, &inv.conditions]
}

/// The decks in the order of [`deck_lists`].
const DECKS: [CardDeck; 4] = [CardDeck::Asset, CardDeck::Artifact, CardDeck::Spell, CardDeck::Condition];

/// The abilities of a holder's cards with their codes: [`State::abilities`] (a plain loop over
/// the card lists, as it runs several times for each action).
pub(crate) struct Abilities<'a> {
    decks: [&'a [u8]; 4],
    /// The deck being read (index into `decks`) and the next card in it.
    deck: usize,
    card: usize,
    /// The code of the card whose abilities are `left`.
    code: u16,
    left: &'static [Ability],
}

impl Iterator for Abilities<'_> {
    type Item = (u16, Ability);

    fn next(&mut self) -> Option<(u16, Ability)> {
        loop {
            if let Some((first, rest)) = self.left.split_first() {
                self.left = rest;
                return Some((self.code, *first));
            }
            let cards = self.decks.get(self.deck)?;
            match cards.get(self.card) {
                Some(&card) => {
                    let deck = DECKS[self.deck];
                    self.code = card_code(deck, card);
                    self.left = deck_defs(deck)[usize::from(card)].abilities;
                    self.card += 1;
                }
                None => {
                    self.deck += 1;
                    self.card = 0;
                }
            }
        }
    }
}

impl State {
    /// Every ability of the cards `seat` holds, with the card's code: Assets, Artifacts, Spells,
    /// then Conditions, each in the order held.
    pub(crate) fn abilities(&self, seat: u8) -> Abilities<'_> {
        Abilities { decks: deck_lists(self.inv(seat)), deck: 0, card: 0, code: 0, left: &[] }
    }

    /// The situation of a test for `purpose` now.
    pub(crate) fn test_situation(&self, purpose: &Purpose) -> During {
        match purpose {
            Purpose::CombatWill(_) | Purpose::CombatStrength(_) => During::Combat,
            Purpose::Acquire => During::Acquire,
            Purpose::Targeted { .. } | Purpose::Prevent { .. } => During::Spell,
            _ if self.casting => During::Spell,
            _ if self.encounter_deck == Some(data::EncounterDeck::OtherWorld) => During::OtherWorld,
            _ => During::Any,
        }
    }

    /// The highest card bonus to `skill` in this situation (only one counts).
    pub(crate) fn card_bonus(&self, seat: u8, skill: Skill, during: During) -> u8 {
        self.abilities(seat)
            .filter_map(|(_, ability)| match ability {
                Ability::Bonus { skill: s, amount, during: d } if s == skill && covers(d, during) => {
                    Some(amount)
                }
                _ => None,
            })
            .max()
            .unwrap_or(0)
    }

    /// Additional dice from cards: the investigator's own and its space's auras (they stack).
    pub(crate) fn card_extra_dice(&self, seat: u8, during: During) -> u8 {
        let here = self.inv(seat).location;
        let mut dice = 0u8;
        for owner in 0..self.players() {
            if !self.active(owner) || self.inv(owner).location != here {
                continue;
            }
            let on_city = data::LOCATIONS[usize::from(here)].kind == data::LocationKind::City;
            for (_, ability) in self.abilities(owner) {
                if let Ability::ExtraDice { amount, during: d, aura, on_city: city } = ability
                    && (aura || owner == seat)
                    && covers(d, during)
                    && (!city || on_city)
                {
                    dice = dice.saturating_add(amount);
                }
            }
        }
        dice
    }

    /// The face from which `seat`'s test dice succeed (Blessed 4, Cursed 6, both: the usual 5).
    pub(crate) fn success_face(&self, seat: u8) -> Option<u8> {
        let faces: Vec<u8> = self
            .abilities(seat)
            .filter_map(|(_, a)| match a {
                Ability::SuccessFrom(face) => Some(face),
                _ => None,
            })
            .collect();
        match (faces.iter().any(|&f| f < 5), faces.iter().any(|&f| f > 5)) {
            (true, false) => faces.iter().copied().min(),
            (false, true) => faces.iter().copied().max(),
            _ => None,
        }
    }

    /// Extra successes when the test is finished: each 6 counts twice where a card says so.
    pub(crate) fn double_sixes(&self, seat: u8, skill: Skill, during: During, faces: &[u8]) -> u16 {
        let applies = self.abilities(seat).any(|(_, a)| {
            matches!(a, Ability::DoubleSixes { skill: s, during: d } if skill_matches(s, skill) && covers(d, during))
        });
        if applies { faces.iter().filter(|&&f| f == 6).count() as u16 } else { 0 }
    }

    /// The card rerolls `seat` may use on this test now: the card codes.
    pub(crate) fn card_rerolls(&self, seat: u8, skill: Skill, during: During, used: &[u16]) -> Vec<u16> {
        let mut out: Vec<u16> = self.reroll_cards(seat, skill, during, used).collect();
        out.dedup();
        if let Some(code) = self.combat_reroll_left(skill, during, used) {
            out.push(code);
        }
        out
    }

    /// The held cards of [`State::card_rerolls`], repeats included.
    fn reroll_cards<'a>(
        &'a self,
        seat: u8,
        skill: Skill,
        during: During,
        used: &'a [u16],
    ) -> impl Iterator<Item = u16> + 'a {
        let inv = self.inv(seat);
        self.abilities(seat)
            .filter(move |&(code, a)| match a {
                Ability::Reroll { skill: s, during: d, once_per_round, sanity, .. } => {
                    skill_matches(s, skill)
                        && covers(d, during)
                        && !used.contains(&code)
                        && !(once_per_round && inv.used_cards.contains(&code))
                        && (sanity == 0 || inv.sanity > sanity)
                }
                _ => false,
            })
            .map(|(code, _)| code)
    }

    /// Wither's back: 1 die of this combat's Strength test, unless used on it already.
    fn combat_reroll_left(&self, skill: Skill, during: During, used: &[u16]) -> Option<u16> {
        self.combat_reroll
            .filter(|code| skill == Skill::Strength && during == During::Combat && !used.contains(code))
    }

    /// The cards that may add 1 to a die of this test now.
    pub(crate) fn card_die_bumps(&self, seat: u8, skill: Skill, during: During, used: &[u16]) -> Vec<u16> {
        let mut out: Vec<u16> = self.die_bump_cards(seat, skill, during, used).collect();
        out.dedup();
        out
    }

    /// The held cards of [`State::card_die_bumps`], repeats included.
    fn die_bump_cards<'a>(
        &'a self,
        seat: u8,
        skill: Skill,
        during: During,
        used: &'a [u16],
    ) -> impl Iterator<Item = u16> + 'a {
        let inv = self.inv(seat);
        self.abilities(seat)
            .filter(move |&(code, a)| match a {
                Ability::AddToDie { skill: s, during: d, once_per_round } => {
                    skill_matches(s, skill)
                        && covers(d, during)
                        && !used.contains(&code)
                        && !(once_per_round && inv.used_cards.contains(&code))
                }
                _ => false,
            })
            .map(|(code, _)| code)
    }

    /// Whether `seat` has a card reroll or die bump to use on this test now (either of
    /// [`State::card_rerolls`] and [`State::card_die_bumps`] is not empty).
    pub(crate) fn may_use_test_cards(&self, seat: u8, skill: Skill, during: During, used: &[u16]) -> bool {
        self.reroll_cards(seat, skill, during, used).next().is_some()
            || self.combat_reroll_left(skill, during, used).is_some()
            || self.die_bump_cards(seat, skill, during, used).next().is_some()
    }

    /// The reroll ability of a card, if it has one.
    pub(crate) fn reroll_of(code: u16) -> Option<(bool, bool, u8)> {
        def_of(code).abilities.iter().find_map(|a| match *a {
            Ability::Reroll { once_per_round, any_number, sanity, .. } => {
                Some((once_per_round, any_number, sanity))
            }
            _ => None,
        })
    }

    /// Whether a card's die bump is once per round.
    pub(crate) fn bump_once_per_round(code: u16) -> bool {
        def_of(code).abilities.iter().any(|a| matches!(a, Ability::AddToDie { once_per_round: true, .. }))
    }

    /// The cards that may boost `seat`'s coming combat test (Will if `will`, else Strength).
    pub(crate) fn combat_boosts(&self, seat: u8, will: bool) -> Vec<u16> {
        let inv = self.inv(seat);
        let mut out: Vec<u16> = self
            .abilities(seat)
            .filter(|&(code, a)| match a {
                Ability::CombatBoost { strength, will: w, discard } => {
                    (if will { w > 0 } else { strength > 0 }) && (discard || !inv.used_cards.contains(&code))
                }
                _ => false,
            })
            .map(|(code, _)| code)
            .collect();
        out.dedup();
        out
    }

    /// `seat` uses card `code`'s combat boost: once per round, or discarding the card.
    pub(crate) fn use_combat_boost(&mut self, seat: u8, code: u16, events: &mut Vec<Event>) {
        let Some((strength, will, discard)) = def_of(code).abilities.iter().find_map(|a| match *a {
            Ability::CombatBoost { strength, will, discard } => Some((strength, will, discard)),
            _ => None,
        }) else {
            return;
        };
        self.combat_boost = (self.combat_boost.0.max(strength), self.combat_boost.1.max(will));
        events.push(Event::CardText(code));
        if discard {
            self.discard_card(seat, code, events);
        } else {
            self.inv_mut(seat).used_cards.push(code);
        }
    }

    /// The cards `holder` may use to prevent `loser`'s waiting loss of `health` and `sanity`.
    pub(crate) fn preventions(&self, holder: u8, loser: u8, health: u8, sanity: u8) -> Vec<u16> {
        let mut out: Vec<u16> = self.prevention_cards(holder, loser, health, sanity).collect();
        out.dedup();
        out
    }

    /// Whether `holder` has a card to prevent `loser`'s waiting loss ([`State::preventions`]
    /// is not empty).
    pub(crate) fn may_prevent(&self, holder: u8, loser: u8, health: u8, sanity: u8) -> bool {
        self.prevention_cards(holder, loser, health, sanity).next().is_some()
    }

    /// [`State::preventions`] before removing repeats.
    fn prevention_cards(
        &self,
        holder: u8,
        loser: u8,
        health: u8,
        sanity: u8,
    ) -> impl Iterator<Item = u16> + '_ {
        let active = self.active(holder);
        let inv = self.inv(holder);
        let same_space = inv.location == self.inv(loser).location;
        self.abilities(holder)
            .filter(move |&(code, a)| {
                active
                    && match a {
                        Ability::Prevent { health: h, by, .. } => {
                            let amount = if h { health } else { sanity };
                            amount > 0
                                && match by {
                                    PreventBy::DiscardThis => same_space,
                                    PreventBy::TestThenFlip(..) => !inv.used_cards.contains(&code),
                                    PreventBy::SpendClue => {
                                        holder == loser
                                            && !inv.clues.is_empty()
                                            && !inv.used_cards.contains(&code)
                                    }
                                    PreventBy::OwnSpells => false,
                                }
                        }
                        _ => false,
                    }
            })
            .map(|(code, _)| code)
    }

    /// `seat` loses Health and Sanity, after the cards that may prevent it: the owner's Spell
    /// effects' own protection applies at once; other cards are offered, holder by holder from
    /// the loser, while the loss waits on the frame stack.
    pub(crate) fn lose_preventable(&mut self, seat: u8, health: u8, sanity: u8, events: &mut Vec<Event>) {
        if !self.active(seat) {
            return;
        }
        let mut sanity = sanity;
        if self.casting {
            let own = self.abilities(seat).find_map(|(_, a)| match a {
                Ability::Prevent { health: false, up_to, by: PreventBy::OwnSpells } => Some(up_to.max(1)),
                _ => None,
            });
            if let Some(n) = own
                && sanity > 0
            {
                sanity = sanity.saturating_sub(n);
                events.push(Event::Note(crate::Note::OwnSpellSanityPrevented));
            }
        }
        let anyone = (0..self.players()).any(|holder| self.may_prevent(holder, seat, health, sanity));
        if anyone {
            self.frames.push(Frame::Loss { seat, health, sanity, offer: Offer::from_seat(seat) });
        } else {
            self.lose(seat, health, sanity, events);
        }
    }

    /// A waiting loss: the next investigator (from the loser) with a card to prevent it is asked;
    /// when nobody is left to ask, the loss is applied.
    pub(crate) fn step_loss(
        &mut self,
        seat: u8,
        health: u8,
        sanity: u8,
        offer: Offer,
        events: &mut Vec<Event>,
    ) {
        let mut offer = offer;
        let next = offer.next(self.players(), |h| self.may_prevent(h, seat, health, sanity));
        match next {
            Some(holder) => {
                self.frames.push(Frame::Loss { seat, health, sanity, offer });
                self.pending = Some(crate::state::Pending::Pick {
                    seat: holder,
                    pick: crate::effects::Pick::Prevent { loser: seat },
                    at: 0,
                });
            }
            None => self.lose(seat, health, sanity, events),
        }
    }

    /// `holder` uses card `code` on the waiting loss (the Loss frame on top of the stack).
    pub(crate) fn use_prevention(&mut self, holder: u8, code: u16, events: &mut Vec<Event>) {
        let Some((health, up_to, by)) = def_of(code).abilities.iter().find_map(|a| match *a {
            Ability::Prevent { health, up_to, by } => Some((health, up_to, by)),
            _ => None,
        }) else {
            return;
        };
        events.push(Event::CardText(code));
        // The holder may use another card on what is left.
        if let Some(Frame::Loss { offer, .. }) = self.frames.last_mut() {
            offer.reopen(holder);
        }
        match by {
            PreventBy::DiscardThis => {
                self.reduce_loss(health, up_to);
                self.discard_card(holder, code, events);
            }
            PreventBy::SpendClue => {
                self.inv_mut(holder).used_cards.push(code);
                self.spend_clue(holder);
                self.reduce_loss(health, up_to);
            }
            PreventBy::TestThenFlip(skill, modifier) => {
                self.inv_mut(holder).used_cards.push(code);
                self.begin_test(
                    holder,
                    skill,
                    modifier,
                    Purpose::Prevent { card: code, health, up_to },
                    events,
                );
            }
            PreventBy::OwnSpells => {}
        }
    }

    /// A card of `seat` with the casting ability `moment` ("cast_at_..."), not yet offered this
    /// round unless it may be cast at every such moment (Wither, each combat).
    pub(crate) fn castable_at(&self, seat: u8, moment: Ability) -> Option<u16> {
        let once_per_round = moment != Ability::CastAtCombatStart;
        self.abilities(seat)
            .find(|&(code, a)| a == moment && !(once_per_round && self.inv(seat).used_cards.contains(&code)))
            .map(|(code, _)| code)
    }

    /// Reduces the nearest waiting loss on the stack (a Spell's back, above its Loss frame) by
    /// `n` Health (else Sanity).
    pub(crate) fn reduce_waiting_loss(&mut self, health: bool, n: u8) {
        if let Some(Frame::Loss { health: h, sanity: s, .. }) =
            self.frames.iter_mut().rev().find(|f| matches!(f, Frame::Loss { .. }))
        {
            let amount = if health { h } else { s };
            *amount = amount.saturating_sub(n);
        }
    }

    /// Reduces the waiting loss (the Loss frame on top of the stack) by `up_to` (0: all).
    pub(crate) fn reduce_loss(&mut self, health: bool, up_to: u8) {
        if let Some(Frame::Loss { health: h, sanity: s, .. }) = self.frames.last_mut() {
            let amount = if health { h } else { s };
            *amount = if up_to == 0 { 0 } else { amount.saturating_sub(up_to) };
        }
    }

    /// The damage of a Monster `seat` encounters, after cards that reduce it (at least 1).
    pub(crate) fn damage_taken(&self, seat: u8, damage: u8) -> u8 {
        let reduce: u8 = self
            .abilities(seat)
            .filter_map(|(_, a)| match a {
                Ability::ReduceDamage(n) => Some(n),
                _ => None,
            })
            .sum();
        if damage == 0 { 0 } else { damage.saturating_sub(reduce).max(1) }
    }

    /// Whether a card keeps `seat` from being Delayed unless it chooses to.
    pub(crate) fn never_delayed(&self, seat: u8) -> bool {
        self.abilities(seat).any(|(_, a)| matches!(a, Ability::NoDelay))
    }

    /// Whether a held card forbids `seat` to move.
    pub(crate) fn card_forbids_moving(&self, seat: u8) -> bool {
        self.abilities(seat).any(|(_, a)| matches!(a, Ability::CannotMove))
    }

    /// Pushes a card's effects for `seat`, as "this card".
    pub(crate) fn push_card_effects(&mut self, seat: u8, card: u16, list: &'static [Effect]) {
        if !list.is_empty() {
            self.frames.push(Frame::CardEffects { seat, program: Program::new(list), card });
        }
    }

    /// Pushes the effects of every ability `pick` selects among `seat`'s cards, so that the
    /// first card resolves first.
    fn push_triggered(&mut self, seat: u8, pick: impl Fn(Ability) -> Option<&'static [Effect]>) {
        let found: Vec<(u16, &'static [Effect])> =
            self.abilities(seat).filter_map(|(code, a)| pick(a).map(|list| (code, list))).collect();
        for (code, list) in found.into_iter().rev() {
            self.push_card_effects(seat, code, list);
        }
    }

    /// `seat` Rests: its own cards' Rest abilities, and those of cards held by investigators on
    /// its space that help others resting there.
    pub(crate) fn rest_abilities(&mut self, seat: u8) {
        let here = self.inv(seat).location;
        for owner in (0..self.players()).rev() {
            if owner == seat || !self.active(owner) || self.inv(owner).location != here {
                continue;
            }
            // An aura's effects go to the investigator resting.
            let found: Vec<(u16, &'static [Effect])> = self
                .abilities(owner)
                .filter_map(|(code, a)| match a {
                    Ability::OnRest { effects, aura: true } => Some((code, effects)),
                    _ => None,
                })
                .collect();
            for (code, list) in found.into_iter().rev() {
                self.frames.push(Frame::CardEffects { seat, program: Program::new(list), card: code });
            }
        }
        self.push_triggered(seat, |a| match a {
            Ability::OnRest { effects, .. } => Some(effects),
            _ => None,
        });
    }

    /// `seat` has just gained the card `code`: its "when you gain this card" abilities.
    pub(crate) fn card_gained(&mut self, seat: u8, code: u16, from_deck: bool) {
        let def = def_of(code);
        for ability in def.abilities.iter().rev() {
            match *ability {
                Ability::OnGain(list) => self.push_card_effects(seat, code, list),
                Ability::OnGainFromDeck(list) if from_deck => self.push_card_effects(seat, code, list),
                _ => {}
            }
        }
    }

    /// `seat` defeated a Monster in a Combat Encounter.
    pub(crate) fn monster_defeated_by(&mut self, seat: u8) {
        self.push_triggered(seat, |a| match a {
            Ability::OnDefeatMonster(effects) => Some(effects),
            _ => None,
        });
    }

    /// `seat` closed a Gate during an Other World Encounter.
    pub(crate) fn gate_closed_in_other_world(&mut self, seat: u8) {
        self.push_triggered(seat, |a| match a {
            Ability::OnCloseGate(effects) => Some(effects),
            _ => None,
        });
    }

    /// The "Action:" abilities `seat` may use now (each card once per round).
    pub(crate) fn card_actions(&self, seat: u8) -> Vec<u16> {
        let inv = self.inv(seat);
        let mut out: Vec<u16> = self
            .abilities(seat)
            .filter(|&(code, a)| matches!(a, Ability::Action { .. }) && !inv.used_cards.contains(&code))
            .map(|(code, _)| code)
            .collect();
        out.dedup();
        out
    }

    /// Cards that give an additional action for 1 Sanity, once per round (Ruby of R'lyeh).
    pub(crate) fn extra_action_cards(&self, seat: u8) -> Vec<u16> {
        let inv = self.inv(seat);
        if inv.sanity <= 1 {
            return Vec::new();
        }
        let mut out: Vec<u16> = self
            .abilities(seat)
            .filter(|&(code, a)| matches!(a, Ability::ExtraAction) && !inv.used_cards.contains(&code))
            .map(|(code, _)| code)
            .collect();
        out.dedup();
        out
    }

    /// Whether `seat` may perform only its cards' actions (Detained: "You cannot move or perform
    /// actions other than this card's action").
    pub(crate) fn only_card_actions(&self, seat: u8) -> bool {
        self.card_forbids_moving(seat)
            && self.abilities(seat).any(|(_, a)| matches!(a, Ability::Action { local: true, .. }))
    }

    /// The restricting cards' own actions (the only ones a Detained investigator may take).
    pub(crate) fn restricted_card_actions(&self, seat: u8) -> Vec<u16> {
        let restricting: Vec<u16> = self
            .abilities(seat)
            .filter(|&(_, a)| matches!(a, Ability::CannotMove))
            .map(|(code, _)| code)
            .collect();
        self.card_actions(seat).into_iter().filter(|code| restricting.contains(code)).collect()
    }

    /// Uses the "Action:" ability of card `code` (or its once-per-round additional action).
    pub(crate) fn use_card_action(&mut self, seat: u8, code: u16, events: &mut Vec<Event>) {
        let def = def_of(code);
        if def.abilities.contains(&Ability::ExtraAction) {
            // "Spend 1 Sanity to perform 1 additional action" (not an action itself).
            self.inv_mut(seat).used_cards.push(code);
            self.inv_mut(seat).extra_actions += 1;
            events.push(Event::CardText(code));
            self.lose(seat, 0, 1, events);
            return;
        }
        let Some(list) = def.abilities.iter().find_map(|a| match *a {
            Ability::Action { effects, .. } => Some(effects),
            _ => None,
        }) else {
            return;
        };
        self.inv_mut(seat).used_cards.push(code);
        events.push(Event::CardText(code));
        if def.traits.contains(&data::Trait::Incantation) || def.traits.contains(&data::Trait::Ritual) {
            // A Spell's Action is cast: its tests are "when resolving Spell effects".
            self.frames.push(Frame::Casting { on: false });
            self.push_card_effects(seat, code, list);
            self.frames.push(Frame::Casting { on: true });
        } else {
            self.push_card_effects(seat, code, list);
        }
    }

    /// The encounter-step abilities of `seat`'s cards ("Instead of resolving an encounter"),
    /// if any: they replace the encounter.
    pub(crate) fn encounter_instead(&mut self, seat: u8) -> bool {
        let found: Vec<(u16, &'static [Effect])> = self
            .abilities(seat)
            .filter_map(|(code, a)| match a {
                Ability::Encounter(effects) => Some((code, effects)),
                _ => None,
            })
            .collect();
        let Some(&(code, list)) = found.first() else { return false };
        self.push_card_effects(seat, code, list);
        true
    }
}
