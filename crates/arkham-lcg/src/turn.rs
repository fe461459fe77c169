//! An investigator's turn: the actions of §7, what each costs, and attacks of opportunity.

use content::arkham_lcg::{
    AbilityDef, ActionKind, Condition, Effect, Keyword, PlayerKind, Skill, Timing, Trigger as When,
};
use smallvec::SmallVec;

use tabletop_core::legal::Sink;

use crate::Event;
use crate::action::{Action, Target};
use crate::card::CardRef;
use crate::state::{Ctx, EnemyId, Frame, Inv, PickFor, Source, State, Step, Task, TestKind};

impl State {
    /// Sources whose [action] abilities `seat` may activate.
    fn activatable(&self, seat: Inv) -> Vec<Source> {
        let inv = &self.investigators[usize::from(seat)];
        let mut out = vec![Source::Investigator(seat)];
        out.extend(inv.assets.iter().map(|a| Source::Asset(a.id)));
        out.extend(inv.threat.iter().map(|t| Source::Threat(seat, t.card)));
        out.push(Source::Location(inv.at));
        for a in &self.locations[usize::from(inv.at.0)].attached {
            out.push(Source::Attachment(inv.at, a.card));
        }
        for e in &self.enemies {
            if e.at == inv.at {
                out.push(Source::Enemy(e.id));
            }
        }
        for other in self.in_order() {
            if other != seat && self.investigators[usize::from(other)].at == inv.at {
                out.extend(
                    self.investigators[usize::from(other)]
                        .threat
                        .iter()
                        .map(|t| Source::Threat(other, t.card)),
                );
            }
        }
        out.push(Source::Act);
        out.push(Source::Agenda);
        out
    }

    /// Actions an ability costs (Frozen in Fear adds one to the first move, fight or evade).
    fn action_cost(&self, seat: Inv, base: u8, kind: Option<ActionKind>, moving: bool) -> u8 {
        let mfe = moving || matches!(kind, Some(ActionKind::Fight | ActionKind::Evade));
        base + u8::from(mfe && crate::hooks::frozen_in_fear(self, seat))
    }

    /// The turn menu of `seat`.
    pub(crate) fn turn_actions(&self, seat: Inv, out: &mut (impl Sink<Action> + ?Sized)) {
        let inv = &self.investigators[usize::from(seat)];
        let actions = inv.actions;
        let at = inv.at;
        let can = |n: u8| actions >= n;
        if can(1) && !crate::hooks::locked(self, at) {
            out.push(Action::Investigate);
        }
        if can(self.action_cost(seat, 1, None, true)) {
            for l in self.connections(at) {
                if self.may_enter(l) {
                    out.push(Action::Move(l));
                }
            }
        }
        if can(1) {
            out.push(Action::Draw);
            out.push(Action::Resource);
        }
        let mut seen: Vec<CardRef> = Vec::new();
        for &card in &inv.hand {
            if seen.contains(&card) {
                continue;
            }
            seen.push(card);
            if self.playable(seat, card) {
                out.push(Action::Play(card));
            }
        }
        if let Some(card) = crate::hooks::wendys_top_event(self, seat)
            && !seen.contains(&card)
            && self.playable(seat, card)
        {
            out.push(Action::Play(card));
        }
        for source in self.activatable(seat) {
            for (index, def) in self.abilities_of(source).iter().enumerate() {
                if self.may_activate(seat, source, index as u8, def) {
                    out.push(Action::Activate(source, index as u8));
                }
            }
        }
        for e in &self.enemies {
            if e.at != at {
                continue;
            }
            let mine = self.engaged_with(e, seat);
            if can(1) && !mine && !e.card.has_keyword(Keyword::Massive) {
                out.push(Action::Engage(e.id));
            }
            let aloof_alone = e.card.has_keyword(Keyword::Aloof) && e.engaged.is_none();
            if can(self.action_cost(seat, 1, Some(ActionKind::Fight), false)) && !aloof_alone {
                out.push(Action::Fight(e.id));
            }
            if can(self.action_cost(seat, 1, Some(ActionKind::Evade), false)) && mine {
                out.push(Action::Evade(e.id));
            }
        }
        if self.act_threshold().is_some_and(|need| self.spendable_group_clues() >= need)
            && !crate::hooks::advances_at_round_end(self)
            && !self.in_order().any(|i| self.clues_blocked(i) && self.investigators[usize::from(i)].clues > 0)
        {
            out.push(Action::AdvanceAct);
        }
        out.push(Action::EndTurn);
    }

    /// Whether `seat` may play `card` now during their turn.
    pub(crate) fn playable(&self, seat: Inv, card: CardRef) -> bool {
        let inv = &self.investigators[usize::from(seat)];
        let Some(c) = card.player() else { return false };
        if !self.kind_playable(seat, card) {
            return false;
        }
        let fast = c.keywords.contains(&Keyword::Fast);
        if !fast && inv.actions == 0 {
            return false;
        }
        if c.unique && self.unique_in_play(card) {
            return false;
        }
        let cost = c.cost.unwrap_or(0).saturating_sub(self.cost_reduction(seat, card));
        if inv.resources < cost {
            return false;
        }
        match c.kind {
            PlayerKind::Asset => true,
            PlayerKind::Event => {
                let Some(play) = c.abilities.iter().find(|a| a.timing == Timing::Play) else { return false };
                if play.trigger != When::None && play.trigger != When::DuringYourTurn {
                    return false;
                }
                let ctx = Ctx { inv: seat, source: Source::Card(card), enemy: None, trait_: play.trait_ };
                self.can_pay(play, Source::Card(card), seat)
                    && inv.resources
                        >= cost
                            + play
                                .cost
                                .iter()
                                .map(|x| if let content::arkham_lcg::Cost::Resources(n) = x { *n } else { 0 })
                                .sum::<u8>()
                    && (if targets_enemy(play.when) {
                        !self.event_enemies(seat, play).is_empty()
                    } else {
                        self.condition_holds(play.when, play.card, ctx)
                    })
                    && self.would_change(play.effects, ctx)
                    && self.event_target_exists(seat, play)
            }
            _ => false,
        }
    }

    /// Whether a unique card with this title is in play (at most one copy may be).
    fn unique_in_play(&self, card: CardRef) -> bool {
        self.investigators
            .iter()
            .filter(|i| i.out.is_none())
            .any(|i| i.assets.iter().any(|a| a.card.is_unique() && a.card.name() == card.name()))
    }

    /// The enemies at `seat`'s location an event's enemy condition allows as its target.
    pub(crate) fn event_enemies(&self, seat: Inv, def: &AbilityDef) -> SmallVec<[EnemyId; 4]> {
        let at = self.investigators[usize::from(seat)].at;
        self.enemies_at(at)
            .into_iter()
            .filter(|&id| {
                if !self.targetable(id) {
                    return false;
                }
                let ctx =
                    Ctx { inv: seat, source: Source::Investigator(seat), enemy: Some(id), trait_: None };
                self.condition_holds(def.when, def.card, ctx)
            })
            .collect()
    }

    /// The enemies at `seat`'s location an ability whose condition names an enemy may target
    /// (Stray Cat: "a non-Elite enemy at your location", engaged with anyone or with no one);
    /// only the ones that meet the condition.
    pub(crate) fn ability_enemies(&self, seat: Inv, def: &AbilityDef) -> SmallVec<[EnemyId; 4]> {
        self.enemies_at(self.investigators[usize::from(seat)].at)
            .into_iter()
            .filter(|&id| {
                let ctx =
                    Ctx { inv: seat, source: Source::Investigator(seat), enemy: Some(id), trait_: None };
                self.condition_holds(def.when, def.card, ctx) && self.would_change(def.effects, ctx)
            })
            .collect()
    }

    /// Resources saved on playing `card` (constant cost reductions).
    fn cost_reduction(&self, seat: Inv, card: CardRef) -> u8 {
        let inv = &self.investigators[usize::from(seat)];
        let mut n = 0;
        for a in &inv.assets {
            for ability in a.card.abilities().iter().filter(|x| x.timing == Timing::Constant) {
                for e in ability.effects {
                    if let Effect::CostReduction(k) = e
                        && ability.trait_.is_some_and(|t| card.has_trait(t))
                    {
                        n += k;
                    }
                }
            }
        }
        n
    }

    /// Events that name an action (fight, evade, investigate) need their target.
    fn event_target_exists(&self, seat: Inv, def: &AbilityDef) -> bool {
        let at = self.investigators[usize::from(seat)].at;
        match def.kind {
            Some(ActionKind::Fight) => self.enemies.iter().any(|e| e.at == at),
            Some(ActionKind::Evade) => !self.engaged(seat).is_empty(),
            _ => true,
        }
    }

    /// Whether `seat` may use ability `index` of `source` during their turn.
    fn may_activate(&self, seat: Inv, source: Source, index: u8, def: &AbilityDef) -> bool {
        let inv = &self.investigators[usize::from(seat)];
        let at = inv.at;
        let own = matches!(source, Source::Investigator(s) if s == seat)
            || matches!(source, Source::Asset(_)) && self.controller(source) == Some(seat)
            || matches!(source, Source::Threat(s, _) if s == seat);
        let cost = match def.timing {
            Timing::Action => self.action_cost(seat, def.actions, def.kind, false),
            Timing::Fast
                if matches!(
                    def.trigger,
                    When::None | When::DuringYourTurn | When::DuringTurnAtYourLocation
                ) =>
            {
                if !own || def.effects.iter().any(|e| matches!(e, Effect::Skill(_) | Effect::Value(_))) {
                    return false;
                }
                0
            }
            _ => return false,
        };
        if def.timing == Timing::Action && !own {
            // Scenario cards at your location, the act, the agenda, others' threat areas here.
            let reachable = match source {
                Source::Location(l) | Source::Attachment(l, _) => l == at,
                Source::Enemy(id) => self.enemy(id).is_some_and(|e| e.at == at),
                Source::Threat(other, _) => self.investigators[usize::from(other)].at == at,
                Source::Act | Source::Agenda => true,
                _ => false,
            };
            if !reachable {
                return false;
            }
        }
        if inv.actions + self.trait_actions_for(seat, source) < cost {
            return false;
        }
        let ability = crate::window::Ability { source, index };
        let ctx = Ctx { inv: seat, source, enemy: None, trait_: def.trait_ };
        if !self.can_pay(def, source, seat) || self.limit_reached(ability, def, seat) {
            return false;
        }
        let ctx = if targets_enemy(def.when) {
            // Met by the enemy chosen as it resolves.
            match self.ability_enemies(seat, def).first() {
                Some(&id) => Ctx { enemy: Some(id), ..ctx },
                None => return false,
            }
        } else if self.condition_holds(def.when, def.card, ctx) {
            ctx
        } else {
            return false;
        };
        match def.kind {
            Some(ActionKind::Fight) => self.enemies.iter().any(|e| e.at == at),
            Some(ActionKind::Evade) => !self.engaged(seat).is_empty(),
            Some(ActionKind::Investigate) => !crate::hooks::locked(self, at),
            _ => {
                self.would_change(def.effects, ctx)
                    || def.effects.iter().any(|e| matches!(e, Effect::Test(_)))
            }
        }
    }

    /// Actions usable only on abilities of a trait (Daisy Walker's Tome action).
    fn trait_actions_for(&self, seat: Inv, source: Source) -> u8 {
        let inv = &self.investigators[usize::from(seat)];
        let trait_ = self
            .investigator_def(seat)
            .abilities
            .iter()
            .find(|a| {
                a.timing == Timing::Constant
                    && a.effects.iter().any(|e| matches!(e, Effect::AdditionalActions(_)))
            })
            .and_then(|a| a.trait_);
        match (trait_, self.source_card(source)) {
            (Some(t), Some(card)) if card.has_trait(t) => inv.trait_actions,
            _ => 0,
        }
    }

    /// Spends `n` actions (trait actions first when the ability has the trait).
    fn spend_actions(&mut self, seat: Inv, n: u8, source: Option<Source>) {
        let from_trait = source.map_or(0, |s| self.trait_actions_for(seat, s)).min(n);
        let inv = &mut self.investigators[usize::from(seat)];
        inv.trait_actions -= from_trait;
        inv.actions = inv.actions.saturating_sub(n - from_trait);
    }

    /// Applies a turn action (checked legal before).
    pub(crate) fn turn_action(&mut self, seat: Inv, action: &Action, events: &mut Vec<Event>) {
        let at = self.investigators[usize::from(seat)].at;
        let ctx = Ctx { inv: seat, source: Source::Investigator(seat), enemy: None, trait_: None };
        // 2.2.1: after an action (or a fast card or ability), back to the turn window.
        self.step = Step::TurnWindow(seat);
        match *action {
            Action::Investigate => {
                self.spend_actions(seat, 1, None);
                let shroud = self.locations[usize::from(at.0)].card.location().map_or(0, |d| d.shroud);
                self.begin_test(
                    seat,
                    Skill::Intellect,
                    TestKind::Investigate(at),
                    shroud,
                    &[],
                    &[],
                    &[],
                    ctx,
                );
                self.frames.push(Frame::Task(Task::Opportunity(seat)));
            }
            Action::Move(to) => {
                let cost = self.action_cost(seat, 1, None, true);
                self.spend_actions(seat, cost, None);
                self.investigators[usize::from(seat)].first_mfe_done = true;
                self.move_investigator(seat, to, events);
                self.frames.push(Frame::Task(Task::Opportunity(seat)));
            }
            Action::Draw => {
                self.spend_actions(seat, 1, None);
                self.frames.push(Frame::Task(Task::Draw(seat, 1)));
                self.frames.push(Frame::Task(Task::Opportunity(seat)));
            }
            Action::Resource => {
                self.spend_actions(seat, 1, None);
                self.frames
                    .push(Frame::Effects(tabletop_core::resolve::Program::new(&[Effect::Resources(1)]), ctx));
                self.frames.push(Frame::Task(Task::Opportunity(seat)));
            }
            Action::Play(card) => self.play_card(seat, card, events),
            Action::Activate(source, index) => self.activate(seat, source, index, events),
            Action::Engage(id) => {
                self.spend_actions(seat, 1, None);
                self.engage(id, seat, events);
                self.frames.push(Frame::Task(Task::Opportunity(seat)));
            }
            Action::Fight(id) => {
                let cost = self.action_cost(seat, 1, Some(ActionKind::Fight), false);
                self.spend_actions(seat, cost, None);
                self.investigators[usize::from(seat)].first_mfe_done = true;
                self.fight(seat, id, &[], ctx);
            }
            Action::Evade(id) => {
                let cost = self.action_cost(seat, 1, Some(ActionKind::Evade), false);
                self.spend_actions(seat, cost, None);
                self.investigators[usize::from(seat)].first_mfe_done = true;
                let evade = self.enemy_evade(id);
                self.begin_test(
                    seat,
                    Skill::Agility,
                    TestKind::Evade(id),
                    evade,
                    &[],
                    &[],
                    &[],
                    Ctx { enemy: Some(id), ..ctx },
                );
            }
            Action::AdvanceAct => {
                let need = self.act_threshold().unwrap_or(0);
                self.spend_group_clues(need);
                self.frames.push(Frame::Task(Task::AdvanceAct));
            }
            Action::EndTurn => {
                self.step = Step::TurnEnd(seat);
            }
            _ => {}
        }
    }

    /// A fight test against `id` with an ability's effects.
    pub(crate) fn fight(&mut self, seat: Inv, id: EnemyId, also: &'static [Effect], ctx: Ctx) {
        let fight = self.enemy_fight(id);
        let ctx = Ctx { enemy: Some(id), ..ctx };
        self.begin_test(seat, Skill::Combat, TestKind::Fight(id), fight, &[], &[], also, ctx);
        let ctx_enemy = Ctx { inv: seat, source: Source::Enemy(id), enemy: Some(id), trait_: None };
        let mut scratch = Vec::new();
        self.open_window(When::WhenAttackTraitAtLocation, ctx_enemy, &mut scratch);
    }

    fn play_card(&mut self, seat: Inv, card: CardRef, events: &mut Vec<Event>) {
        let Some(c) = card.player() else { return };
        let fast = c.keywords.contains(&Keyword::Fast);
        if !fast {
            self.spend_actions(seat, 1, None);
        }
        match c.kind {
            PlayerKind::Asset => {
                let cost = c.cost.unwrap_or(0).saturating_sub(self.cost_reduction(seat, card));
                let inv = &mut self.investigators[usize::from(seat)];
                if let Some(pos) = inv.hand.iter().position(|x| *x == card) {
                    inv.hand.remove(pos);
                }
                inv.resources = inv.resources.saturating_sub(cost);
                events.push(Event::Played { inv: seat, card });
                if !fast {
                    self.frames.push(Frame::Task(Task::Opportunity(seat)));
                }
                self.enter_play(seat, card, seat, events);
            }
            PlayerKind::Event => {
                let Some(def) = c.abilities.iter().find(|a| a.timing == Timing::Play) else { return };
                let ctx = Ctx { inv: seat, source: Source::Card(card), enemy: None, trait_: def.trait_ };
                match def.kind {
                    Some(ActionKind::Fight) => {
                        self.play_event(seat, card, &EMPTY, ctx, events);
                        let options = self
                            .enemies_at(self.investigators[usize::from(seat)].at)
                            .into_iter()
                            .map(Target::Enemy)
                            .collect();
                        self.ask(seat, PickFor::Fight(def, Source::Card(card)), options, events);
                    }
                    Some(ActionKind::Evade) => {
                        self.play_event(seat, card, &EMPTY, ctx, events);
                        let options = self.engaged(seat).into_iter().map(Target::Enemy).collect();
                        self.ask(seat, PickFor::EvadeWith(def, Source::Card(card)), options, events);
                    }
                    Some(ActionKind::Investigate) => {
                        self.play_event(seat, card, &EMPTY, ctx, events);
                        self.investigate_with(seat, def, ctx);
                    }
                    _ if targets_enemy(def.when) => {
                        // The enemy the condition names is chosen first (only fitting ones).
                        let options = self.event_enemies(seat, def).into_iter().map(Target::Enemy).collect();
                        self.ask(seat, PickFor::EventOn(def, card), options, events);
                    }
                    _ => {
                        self.play_event(seat, card, def, ctx, events);
                        if !fast {
                            self.frames.push(Frame::Task(Task::Opportunity(seat)));
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// An investigation with an ability's effects.
    pub(crate) fn investigate_with(&mut self, seat: Inv, def: &'static AbilityDef, ctx: Ctx) {
        let at = self.investigators[usize::from(seat)].at;
        let shroud = self.locations[usize::from(at.0)].card.location().map_or(0, |d| d.shroud);
        let skill =
            def.effects.iter().find_map(|e| if let Effect::Instead(s) = e { Some(s.with) } else { None });
        self.begin_test(
            seat,
            Skill::Intellect,
            TestKind::Investigate(at),
            shroud,
            &[],
            &[],
            def.effects,
            ctx,
        );
        if let (Some(with), Some(t)) = (skill, self.tests.last_mut()) {
            t.swap = Some(with);
        }
    }

    fn activate(&mut self, seat: Inv, source: Source, index: u8, events: &mut Vec<Event>) {
        let Some(def) = self.abilities_of(source).get(usize::from(index)) else { return };
        let ability = crate::window::Ability { source, index };
        let ctx = Ctx { inv: seat, source, enemy: None, trait_: def.trait_ };
        if def.timing == Timing::Action {
            let cost = self.action_cost(seat, def.actions, def.kind, false);
            self.spend_actions(seat, cost, Some(source));
            if matches!(def.kind, Some(ActionKind::Fight | ActionKind::Evade)) {
                self.investigators[usize::from(seat)].first_mfe_done = true;
            }
        }
        self.record_use(ability, def, seat);
        events.push(Event::Ability { inv: seat, card: self.source_card(source), index });
        let provokes = def.timing == Timing::Action
            && !matches!(
                def.kind,
                Some(ActionKind::Fight | ActionKind::Evade | ActionKind::Parley | ActionKind::Resign)
            )
            && !def.no_attacks_of_opportunity;
        match def.kind {
            Some(ActionKind::Fight) => {
                self.pay_costs(def, source, seat, events);
                let options = self
                    .enemies_at(self.investigators[usize::from(seat)].at)
                    .into_iter()
                    .map(Target::Enemy)
                    .collect();
                self.ask(seat, PickFor::Fight(def, source), options, events);
            }
            Some(ActionKind::Evade) => {
                self.pay_costs(def, source, seat, events);
                let options = self.engaged(seat).into_iter().map(Target::Enemy).collect();
                self.ask(seat, PickFor::EvadeWith(def, source), options, events);
            }
            Some(ActionKind::Investigate) => {
                self.pay_costs(def, source, seat, events);
                self.investigate_with(seat, def, ctx);
                self.frames.push(Frame::Task(Task::Opportunity(seat)));
            }
            _ if targets_enemy(def.when) => {
                // The enemy the condition names is chosen once the costs are paid.
                let options = self.ability_enemies(seat, def).into_iter().map(Target::Enemy).collect();
                if provokes {
                    self.frames.push(Frame::Task(Task::Opportunity(seat)));
                }
                self.pay_costs(def, source, seat, events);
                self.ask(seat, PickFor::AbilityOn(def.effects, ctx), options, events);
            }
            _ => {
                self.push_effects(def.effects, ctx);
                if provokes {
                    self.frames.push(Frame::Task(Task::Opportunity(seat)));
                }
                self.pay_costs(def, source, seat, events);
            }
        }
    }
}

/// Whether an event's condition is about the enemy it targets (the target must satisfy it).
pub(crate) fn targets_enemy(condition: Condition) -> bool {
    matches!(condition, Condition::EnemyExhausted | Condition::NonEliteEnemy)
}

/// An ability with no effects (an event whose effects come with its action's test).
static EMPTY: AbilityDef = AbilityDef {
    timing: Timing::Play,
    trigger: When::None,
    trait_: None,
    card: None,
    actions: 1,
    kind: None,
    cost: &[],
    limit: None,
    when: Condition::Always,
    modifier: 0,
    no_attacks_of_opportunity: false,
    effects: &[],
};
