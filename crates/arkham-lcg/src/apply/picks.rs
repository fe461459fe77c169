//! Answers to questions ([`PickFor`]): what each chosen target does.

use content::arkham_lcg::{ActionKind, Effect, Skill};

use crate::Event;
use crate::action::Target;
use crate::state::{Ctx, Frame, Inv, Lasting, LastingKind, PickFor, State, Task, Until};

impl State {
    /// `inv` chose `target` for `what`.
    pub(crate) fn picked(&mut self, inv: Inv, what: PickFor, target: Target, events: &mut Vec<Event>) {
        match (what, target) {
            (PickFor::NextTurn, Target::Investigator(seat)) => self.begin_turn(seat, events),
            (PickFor::Choose(lists, ctx), Target::Option(i)) => {
                if let Some(list) = lists.get(usize::from(i)) {
                    self.push_effects(list, ctx);
                }
            }
            (PickFor::EnemyDamage(n, ctx), Target::Enemy(id)) => {
                self.frames.push(Frame::Task(Task::DamageEnemy(id, n, ctx.inv)));
            }
            (PickFor::ChosenHere(list, ctx), Target::Investigator(seat)) => {
                self.push_effects(list, Ctx { inv: seat, ..ctx });
            }
            (PickFor::HealChoice(n, ctx), Target::Horror(horror)) => {
                let e: &'static [Effect] = if horror { &HEAL_HORROR } else { &HEAL_DAMAGE };
                for _ in 0..n {
                    self.push_effects(e, ctx);
                }
            }
            (PickFor::SpawnAt(card, drawer, owner), Target::Location(l)) => {
                self.place_enemy(card, owner, l, None, events);
                let _ = drawer;
            }
            (PickFor::HuntTo(id), Target::Location(l)) => self.move_enemy(id, l, events),
            (PickFor::EngageWho(id), Target::Investigator(seat)) => self.engage(id, seat, events),
            (PickFor::DiscardHand(n, ctx), Target::Card(card)) => {
                let hand = &mut self.investigators[usize::from(ctx.inv)].hand;
                if let Some(pos) = hand.iter().position(|c| *c == card) {
                    hand.remove(pos);
                    self.investigators[usize::from(ctx.inv)].discard.put(card);
                    events.push(Event::Discarded { inv: ctx.inv, card });
                }
                if n > 1 {
                    let options = crate::effects::distinct(
                        self.investigators[usize::from(ctx.inv)].hand.iter().filter(|c| !c.is_weakness()),
                    );
                    self.ask(ctx.inv, PickFor::DiscardHand(n - 1, ctx), options, events);
                }
            }
            (PickFor::DiscardAsset(_), Target::Asset(id)) => self.discard_asset(id, events),
            (PickFor::Search(ctx), Target::Card(card)) => {
                let inv = &mut self.investigators[usize::from(ctx.inv)];
                if inv.deck.remove_first(|c| *c == card).is_some() {
                    inv.hand.push(card);
                }
                inv.deck.shuffle(&mut self.rng);
                events.push(Event::Found { inv: ctx.inv, card });
            }
            (PickFor::Recover(ctx), Target::Card(card)) => {
                let inv = &mut self.investigators[usize::from(ctx.inv)];
                if inv.discard.remove_first(|c| *c == card).is_some() {
                    inv.hand.push(card);
                }
            }
            (PickFor::MoveTo(ctx), Target::Location(l)) => self.move_investigator(ctx.inv, l, events),
            (PickFor::Forced, Target::Option(i)) => self.answer_forced(i, events),
            (PickFor::SkillBonus(seat, _), Target::Skill(skill)) => {
                let skill = crate::query::skill_at(skill);
                let mut skills = content::arkham_lcg::Skills::default();
                match skill {
                    Skill::Willpower => skills.willpower = 2,
                    Skill::Intellect => skills.intellect = 2,
                    Skill::Combat => skills.combat = 2,
                    Skill::Agility => skills.agility = 2,
                }
                self.lasting.push(Lasting {
                    inv: seat,
                    until: Until::Phase,
                    what: LastingKind::Skills(skills),
                });
            }
            (PickFor::Fight(def, source), Target::Enemy(id)) => {
                let ctx = Ctx { inv, source, enemy: Some(id), trait_: def.trait_ };
                self.fight(inv, id, def.effects, ctx);
            }
            (PickFor::EvadeWith(def, source), Target::Enemy(id)) => {
                let ctx = Ctx { inv, source, enemy: Some(id), trait_: def.trait_ };
                let evade = self.enemy_evade(id);
                debug_assert!(def.kind == Some(ActionKind::Evade));
                self.begin_test(
                    inv,
                    Skill::Agility,
                    crate::state::TestKind::Evade(id),
                    evade,
                    &[],
                    &[],
                    def.effects,
                    ctx,
                );
            }
            (PickFor::TestSkill(effect, ctx), Target::Skill(skill)) => {
                let skill = crate::query::skill_at(skill);
                if let Effect::Test(def) = effect {
                    self.card_test(ctx.inv, skill, def.difficulty, def.pass, def.fail, ctx);
                }
            }
            (PickFor::Blast(n, ctx), Target::Location(l)) => {
                // An enemy immune to player card effects is not affected.
                let mut hit = self.enemies_at(l);
                hit.retain(|id| self.targetable(*id));
                for id in hit.into_iter().rev() {
                    self.frames.push(Frame::Task(Task::DamageEnemy(id, n, ctx.inv)));
                }
                for seat in self.investigators_at(l).into_iter().rev() {
                    self.harm(seat, n, 0, false, None);
                }
            }
            (PickFor::AddUses(n), Target::Asset(id)) => {
                if let Some(a) = self.asset_mut(id) {
                    a.uses = a.uses.saturating_add(n);
                }
            }
            (PickFor::Redirect(damage, ctx), Target::Enemy(id)) => {
                self.frames.push(Frame::Task(Task::DamageEnemy(id, damage, ctx.inv)));
            }
            (PickFor::Hook(hook, ctx), target) => self.hook_picked(hook, ctx, target, events),
            (PickFor::Scry { deck, placed, ctx }, Target::Card(card)) => {
                self.scry_picked(deck, placed, ctx, card, events)
            }
            (PickFor::SlotDiscard(seat, new), Target::Asset(id)) => {
                self.discard_asset(id, events);
                self.check_slots(seat, new, events);
            }
            (PickFor::AttackFirst(seat, exhaust, waiting), Target::Enemy(id)) => {
                self.attack_chosen(seat, exhaust, waiting, id)
            }
            (PickFor::AbilityOn(effects, ctx), Target::Enemy(id)) => {
                self.push_effects(effects, Ctx { enemy: Some(id), ..ctx });
            }
            (PickFor::EventOn(def, card), Target::Enemy(id)) => {
                let ctx = Ctx {
                    inv,
                    source: crate::state::Source::Card(card),
                    enemy: Some(id),
                    trait_: def.trait_,
                };
                self.play_event(inv, card, def, ctx, events);
                if !card.has_keyword(content::arkham_lcg::Keyword::Fast) {
                    self.frames.push(Frame::Task(Task::Opportunity(inv)));
                }
            }
            (PickFor::Replace(card), Target::Card(old)) => self.bought(inv, card, old, events),
            (PickFor::Trauma(_), _) => {}
            _ => {}
        }
    }
}

static HEAL_DAMAGE: [Effect; 1] = [Effect::HealDamage(1)];
static HEAL_HORROR: [Effect; 1] = [Effect::HealHorror(1)];
