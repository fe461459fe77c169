//! Skill tests: the dice of a test, rolling it, rerolls and resolving its result.

use content::eldritch::{self as data, Effect, EncounterDeck, Skill};
use tabletop_core::dice::{DiceRule, Fortune, SuccessRule};
use tabletop_core::resolve::Program;
use tabletop_core::skill::SkillTest;

use super::DICE;
use crate::action::Event;
use crate::state::{CombatStep, Frame, MonsterRef, OpenTest, Pending, Purpose, State, Trigger};

impl State {
    /// The dice of a test by `seat` in a situation (combat, a Spell, ...): printed skill,
    /// improvement, modifier, the single highest card bonus that applies, penalties, and the
    /// additional dice of cards.
    pub(crate) fn test_dice_during(
        &self,
        seat: u8,
        skill: Skill,
        modifier: i8,
        during: data::During,
    ) -> SkillTest {
        let inv = self.inv(seat);
        let s = skill as usize;
        let mut test = SkillTest::new(i16::from(inv.def().skills[s]))
            .modifier(i16::from(inv.improve[s]))
            .modifier(i16::from(modifier));
        let mut ability_bonus = self.card_bonus(seat, skill, during);
        if during == data::During::Combat {
            let boost = match skill {
                Skill::Strength => self.combat_boost.0,
                Skill::Will => self.combat_boost.1,
                _ => 0,
            };
            ability_bonus = ability_bonus.max(boost);
        }
        if ability_bonus > 0 {
            test = test.bonus_option(i16::from(ability_bonus));
        }
        let mut extra = self.card_extra_dice(seat, during);
        if self.research_extra_die == Some(seat) && self.encounter_deck == Some(EncounterDeck::Research) {
            extra += 1;
        }
        if extra > 0 {
            test = test.extra_dice(i16::from(extra));
        }
        for (cards, pile) in [(&inv.assets, data::ASSETS), (&inv.artifacts, data::ARTIFACTS)] {
            for &card in cards {
                if let Some(bonus) = pile[usize::from(card)].bonus
                    && bonus.skill == skill
                {
                    test = test.bonus_option(i16::from(bonus.amount));
                }
            }
        }
        for &card in &inv.conditions {
            for effect in data::CONDITIONS[usize::from(card)].effects {
                match effect {
                    Effect::SkillPenalty(penalized, amount) if *penalized == skill => {
                        test = test.modifier(-i16::from(*amount));
                    }
                    _ => {}
                }
            }
        }
        test
    }

    /// The dice of `seat`'s tests: 5 and 6 succeed; Blessed adds 4s, Cursed leaves only 6s
    /// (both held: they offset).
    pub(crate) fn dice_rule(&self, seat: u8) -> DiceRule {
        match self.success_face(seat) {
            Some(face) => DiceRule::new(6, SuccessRule::at_least(face)),
            None => DICE,
        }
    }

    pub(crate) fn cannot_move(&self, seat: u8) -> bool {
        let inv = self.inv(seat);
        self.card_forbids_moving(seat)
            || inv
                .conditions
                .iter()
                .any(|&c| data::CONDITIONS[usize::from(c)].effects.contains(&Effect::CannotMove))
    }

    pub(super) fn holds_condition(&self, seat: u8, id: &str) -> bool {
        self.inv(seat).conditions.iter().any(|&c| data::CONDITIONS[usize::from(c)].id == id)
    }

    /// Rolls a test and opens it for rerolls (or finishes it when none is possible).
    pub(crate) fn begin_test(
        &mut self,
        seat: u8,
        skill: Skill,
        modifier: i8,
        purpose: Purpose,
        events: &mut Vec<Event>,
    ) {
        self.begin_test_with(seat, skill, modifier, 0, purpose, events);
    }

    /// [`State::begin_test`] with `extra` dice (negative: fewer; at least 1 die is rolled).
    pub(crate) fn begin_test_with(
        &mut self,
        seat: u8,
        skill: Skill,
        modifier: i8,
        extra: i16,
        purpose: Purpose,
        events: &mut Vec<Event>,
    ) {
        let during = self.test_situation(&purpose);
        let mut test = self.test_dice_during(seat, skill, modifier, during).extra_dice(extra);
        if let Purpose::Effect { pass_at, .. } = purpose {
            test = test.difficulty(u16::from(pass_at));
        }
        let combat = matches!(purpose, Purpose::CombatWill(_) | Purpose::CombatStrength(_));
        let passive = self.passive_dice(seat, combat);
        test = test.extra_dice(passive);
        let mut roll = test.roll(self.dice_rule(seat), Fortune::Normal, &mut self.rng);
        if let Some(face) = self.forced_face {
            for die in 0..roll.faces().len() {
                let _ = roll.set_face(die, face);
            }
        }
        events.push(Event::Rolled { seat, skill, faces: roll.faces().iter().copied().collect() });
        self.pending = Some(Pending::Test(OpenTest { seat, skill, roll, purpose, during, used: Vec::new() }));
        self.maybe_close_test(events);
    }

    /// Closes the open test at once when no decision is left.
    pub(crate) fn maybe_close_test(&mut self, events: &mut Vec<Event>) {
        let Some(Pending::Test(test)) = &self.pending else { return };
        let failed = test.roll.failed_dice().next().is_some();
        let seat = test.seat;
        let loan = matches!(test.purpose, Purpose::Acquire) && self.bank_loan_allowed(seat);
        let cards = failed && self.may_use_test_cards(seat, test.skill, test.during, &test.used);
        let decision = (failed && !self.inv(seat).clues.is_empty()) || loan || cards;
        if !decision {
            self.finish_test(events);
        }
    }

    pub(crate) fn bank_loan_allowed(&self, seat: u8) -> bool {
        !self.holds_condition(seat, "debt")
            && (self.conditions.deck.bottom_up().iter().chain(self.conditions.discard.bottom_up()))
                .any(|&c| data::CONDITIONS[usize::from(c)].id == "debt")
    }

    pub(crate) fn finish_test(&mut self, events: &mut Vec<Event>) {
        let Some(Pending::Test(mut test)) = self.pending.take() else { return };
        let sixes = self.double_sixes(test.seat, test.skill, test.during, test.roll.faces());
        if sixes > 0 {
            test.roll.add_successes(sixes);
        }
        let successes = test.roll.successes();
        let seat = test.seat;
        events.push(Event::TestResult { seat, successes });
        let s = successes.min(255) as u8;
        match test.purpose {
            Purpose::Effect { pass, fail, at, .. } => {
                let list = if test.roll.passed() { pass } else { fail };
                if self.casting && test.skill == Skill::Lore && test.roll.passed() {
                    // Arcane Understanding: a Lore test of a Spell's effect was passed.
                    self.frames.push(Frame::MysteryOffer { seat, trigger: Trigger::SpellLore });
                }
                self.frames.push(Frame::Effects { seat, program: Program::new(list), at });
            }
            Purpose::Targeted { pass, fail, target } => {
                let list = if test.roll.passed() { pass } else { fail };
                let at = self.inv(target).location;
                self.frames.push(Frame::Effects { seat: target, program: Program::new(list), at });
            }
            Purpose::Acquire => {
                self.pending = Some(Pending::Acquire { seat, successes: s });
            }
            Purpose::Confront => self.finish_confront(seat, test.roll.passed(), events),
            Purpose::Fallen(index) => self.claim_fallen(seat, usize::from(index), test.roll.passed(), events),
            Purpose::Prevent { card, health, up_to } => {
                if test.roll.passed() {
                    self.reduce_loss(health, up_to);
                }
                // "Then flip this card", whatever the result: the back reads the result and
                // the protected investigator.
                self.push_card_effects(seat, card, crate::hooks::PREVENT_FLIP);
            }
            Purpose::RecruitAlly => {
                if test.roll.passed() && self.ally_choices().next().is_some() {
                    self.pending = Some(Pending::ChooseAlly(seat));
                }
            }
            Purpose::Rumor(card) => self.finish_rumor_test(seat, card, test.roll.passed(), events),
            Purpose::CombatWill(monster) => {
                let stats = self.monster_stats(monster);
                // Diana Stanley: "Reduce the horror of Monsters you encounter to 1."
                let horror = if self.is(seat, "diana-stanley") { stats.horror.min(1) } else { stats.horror };
                // The Sanity loss resolves first (it may wait for a card to prevent it), then the
                // Monster's rules after the Will test.
                let step = CombatStep::AfterWill { passed: test.roll.passed(), successes: s };
                self.frames.push(Frame::Combat { seat, monster, step });
                self.lose_preventable(seat, 0, horror.saturating_sub(s), events);
            }
            Purpose::CombatStrength(monster) => {
                let stats = self.monster_stats(monster);
                // Investigator and monster lose Health simultaneously.
                // The awakened Shub-Niggurath loses no Health before the Mysteries are solved.
                let immune = match monster {
                    MonsterRef::Board(id) => {
                        self.monsters.get(id).is_some_and(|m| self.is_shub(m.kind)) && !self.mysteries_done()
                    }
                    MonsterRef::Ambush(_) | MonsterRef::Named(_) => false,
                };
                let killed = match monster {
                    _ if immune => false,
                    MonsterRef::Board(id) => match self.monsters.get_mut(id) {
                        Some(m) => {
                            m.damage = m.damage.saturating_add(s);
                            m.damage >= stats.toughness
                        }
                        // A Monster that already left the board is not defeated again.
                        None => false,
                    },
                    MonsterRef::Ambush(_) | MonsterRef::Named(_) => s >= stats.toughness,
                };
                let kind = self.monster_kind(monster);
                let damage = self.damage_taken(seat, stats.damage);
                let mut lost = damage.saturating_sub(s);
                if let Some(kind) = kind {
                    // The Monster's rules after the Strength test (before the token leaves).
                    let stage =
                        crate::hooks::CombatStage::AfterStrength { lost_health: lost, defeated: killed };
                    if let Some(hook) = self.monster_rules(kind).combat
                        && crate::hooks::monster_combat(self, seat, hook, monster, stage, events)
                            == crate::hooks::CombatFlow::LossHandled
                    {
                        lost = 0;
                    }
                }
                if killed {
                    self.win_combat(seat, monster, events);
                } else if let MonsterRef::Ambush(kind) = monster {
                    self.monster_to_cup(kind);
                }
                self.lose_preventable(seat, lost, 0, events);
            }
        }
    }
}
