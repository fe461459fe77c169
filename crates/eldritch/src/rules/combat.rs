//! Combat Encounters: the steps of a combat, Monster combat rules, and defeating or removing
//! a Monster.

use content::eldritch::{self as data, MonsterStats, Skill};
use tabletop_core::board::PieceId;
use tabletop_core::resolve::Program;

use crate::action::Event;
use crate::state::{BoardMonster, CombatStep, Frame, MonsterRef, Pending, Purpose, State, Trigger};

impl State {
    /// Runs the combat hook of the Monster, if it has one, at `stage`.
    fn combat_rule(
        &mut self,
        seat: u8,
        monster: MonsterRef,
        stage: crate::hooks::CombatStage,
        events: &mut Vec<Event>,
    ) -> crate::hooks::CombatFlow {
        let Some(kind) = self.monster_kind(monster) else { return crate::hooks::CombatFlow::Continue };
        match self.monster_rules(kind).combat {
            Some(hook) => crate::hooks::monster_combat(self, seat, hook, monster, stage, events),
            None => crate::hooks::CombatFlow::Continue,
        }
    }

    /// One step of a Combat Encounter.
    pub(crate) fn combat_step(
        &mut self,
        seat: u8,
        monster: MonsterRef,
        step: CombatStep,
        events: &mut Vec<Event>,
    ) {
        use crate::hooks::{CombatFlow, CombatStage};
        if !self.active(seat) || self.outcome.is_some() {
            return self.after_combat(seat, monster, events);
        }
        let stats = self.monster_stats(monster);
        let (next, stage) = match step {
            CombatStep::BeforeWill => (CombatStep::Will, Some(CombatStage::BeforeWill)),
            CombatStep::AfterWill { passed, successes } => {
                (CombatStep::BeforeStrength, Some(CombatStage::AfterWill { passed, successes }))
            }
            CombatStep::BeforeStrength => (CombatStep::Strength, Some(CombatStage::BeforeStrength)),
            CombatStep::Will => match stats.will {
                Some(modifier) => {
                    return self.begin_test(
                        seat,
                        Skill::Will,
                        modifier,
                        Purpose::CombatWill(monster),
                        events,
                    );
                }
                None => (CombatStep::BeforeStrength, None),
            },
            CombatStep::Strength => match stats.strength {
                Some(modifier) => {
                    return self.begin_test(
                        seat,
                        Skill::Strength,
                        modifier,
                        Purpose::CombatStrength(monster),
                        events,
                    );
                }
                None => return self.after_combat(seat, monster, events),
            },
        };
        let below = self.frames.len();
        self.frames.push(Frame::Combat { seat, monster, step: next });
        if let Some(stage) = stage {
            // Cards that boost the coming test for this combat ("+5 Strength during a Combat
            // Encounter") are offered just before its dice are rolled, after the Monster's rules.
            if !matches!(stage, CombatStage::AfterWill { .. }) {
                let will = stage == CombatStage::BeforeWill;
                self.frames.push(Frame::BoostOffer { seat, will });
            }
            let flow = self.combat_rule(seat, monster, stage, events);
            if !self.active(seat) {
                // The rule defeated the investigator: its frames are gone and an ambusher went
                // back to the cup with it; a Monster the rule defeats still leaves the board.
                self.frames.truncate(below);
                if flow == CombatFlow::Defeat && matches!(monster, MonsterRef::Board(_)) {
                    self.defeat_monster(seat, monster, events);
                }
                return;
            }
            match flow {
                CombatFlow::Continue | CombatFlow::LossHandled => {}
                CombatFlow::Defeat => {
                    self.drop_combat_steps(below);
                    self.win_combat(seat, monster, events);
                }
                CombatFlow::SkipStrength | CombatFlow::Stop => {
                    self.drop_combat_steps(below);
                    self.after_combat(seat, monster, events);
                }
            }
        }
    }

    /// The investigator defeats the Monster it fights (its rules' "when defeated", the cards').
    pub(super) fn win_combat(&mut self, seat: u8, monster: MonsterRef, events: &mut Vec<Event>) {
        let kind = self.monster_kind(monster);
        self.defeat_monster(seat, monster, events);
        self.monster_defeated_by(seat);
        if let Some(kind) = kind {
            let list = self.monster_rules(kind).on_defeat;
            if !list.is_empty() && self.active(seat) {
                let at = self.inv(seat).location;
                self.frames.push(Frame::Effects { seat, program: Program::new(list), at });
            }
        }
    }

    /// The combat ends early: its next step and boost offer (from `below` up) leave the stack;
    /// what the Monster's rule pushed (a loss that waits for a prevention) stays.
    fn drop_combat_steps(&mut self, below: usize) {
        let mut index = below;
        while index < self.frames.len() {
            if matches!(self.frames[index], Frame::Combat { .. } | Frame::BoostOffer { .. }) {
                self.frames.remove(index);
            } else {
                index += 1;
            }
        }
    }

    /// The board Monster at `index` (in the order the Monsters arrived), as a reference that stays
    /// valid when others leave the board.
    pub(crate) fn board_monster(&self, index: usize) -> MonsterRef {
        // An index not on the board names no Monster: every lookup of it finds nothing.
        MonsterRef::Board(self.monsters.id_at(index).unwrap_or(PieceId(u16::MAX)))
    }

    /// Removes board Monster `index`. A combat waiting on it ends (its steps leave the stack, and
    /// an open test against it resolves as nothing); every other reference stays as it was.
    pub(crate) fn take_monster(&mut self, index: usize) -> Option<BoardMonster> {
        let (removed, taken) = self.monsters.remove_at(index)?;
        let gone = |monster: &MonsterRef| *monster == MonsterRef::Board(removed);
        self.frames.retain(|frame| !matches!(frame, Frame::Combat { monster, .. } if gone(monster)));
        if let Some(Pending::Test(test)) = &mut self.pending
            && let Purpose::CombatWill(monster) | Purpose::CombatStrength(monster) = test.purpose
            && gone(&monster)
        {
            test.purpose = Purpose::Effect { pass: &[], fail: &[], at: taken.location, pass_at: 1 };
        }
        Some(taken)
    }

    pub(crate) fn monster_stats(&self, monster: MonsterRef) -> MonsterStats {
        match monster {
            MonsterRef::Board(id) => match self.monsters.get(id) {
                Some(m) => m.stats.unwrap_or_else(|| self.stats(m.kind)),
                // A Monster that left the board fights no more.
                None => MonsterStats { will: None, horror: 0, strength: None, damage: 0, toughness: 0 },
            },
            MonsterRef::Ambush(kind) | MonsterRef::Named(kind) => self.stats(kind),
        }
    }

    fn after_combat(&mut self, _seat: u8, monster: MonsterRef, _events: &mut Vec<Event>) {
        if let MonsterRef::Ambush(kind) = monster {
            self.monster_to_cup(kind);
        }
    }

    pub(crate) fn defeat_monster(&mut self, seat: u8, monster: MonsterRef, events: &mut Vec<Event>) {
        let (kind, at) = match monster {
            MonsterRef::Board(id) => {
                let Some(removed) = self.monsters.position(id).and_then(|index| self.take_monster(index))
                else {
                    return;
                };
                (removed.kind, removed.location)
            }
            MonsterRef::Ambush(kind) | MonsterRef::Named(kind) => (kind, self.inv(seat).location),
        };
        self.fight_won = true;
        self.defeated_kind = Some(kind);
        self.rumor_monster_defeated(seat, kind, at, events);
        events.push(Event::MonsterDefeated(kind));
        let epic = data::MONSTERS[usize::from(kind)].epic;
        // A named ambusher is only its values: no token moves.
        if !matches!(monster, MonsterRef::Named(_)) {
            self.monster_to_cup(kind);
        }
        if self.awakened && self.is_shub(kind) {
            self.final_tokens = 1;
            self.check_final(events);
        }
        if !epic {
            self.frames.push(Frame::MysteryOffer { seat, trigger: Trigger::DefeatMonster });
        }
    }

    /// Starts a combat with a board monster or an ambusher.
    pub(crate) fn combat(&mut self, seat: u8, monster: MonsterRef, events: &mut Vec<Event>) {
        self.combat_boost = (0, 0);
        self.combat_reroll = None;
        if let Some(code) = self.castable_at(seat, data::Ability::CastAtCombatStart) {
            // "When you resolve a Combat Encounter, you may perform a Lore test" (Wither): asked
            // before the combat's first step.
            self.frames.push(Frame::Combat { seat, monster, step: CombatStep::BeforeWill });
            self.push_card_effects(seat, code, crate::hooks::MAY_CAST);
            return;
        }
        self.combat_step(seat, monster, CombatStep::BeforeWill, events);
    }
}
