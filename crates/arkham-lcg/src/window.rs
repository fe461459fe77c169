//! Timing windows on the kernel's [`tabletop_core::resolve::window`]: which abilities answer an
//! occurrence, forced ones first (ordered by the lead when several differ), then an offer round
//! of the optional ones from the lead, each once per occurrence; a window nobody can answer asks
//! no one.

use content::arkham_lcg::{AbilityDef, Condition, Cost, Effect, Period, PlayerKind, Timing, Trigger as When};
use smallvec::SmallVec;
use tabletop_core::resolve::{Occurrence, Timing as WindowTiming, Trigger, Window, WindowStep};

use crate::Event;
use crate::card::CardRef;
use crate::state::{Ctx, EnemyId, Frame, Inv, LocId, Pending, PickFor, Source, State};
use tabletop_core::limit::{Limit, Scope};

/// An ability: where it is and which of the card's abilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Ability {
    /// The card holding it.
    pub source: Source,
    /// Its index among the card's abilities.
    pub index: u8,
}

/// An open window and the occurrence's context.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Open {
    /// The kernel's window.
    pub window: Window<When, Ability>,
    /// The occurrence's context (who, which enemy).
    pub ctx: Ctx,
}

/// Whether a trigger names a *when* window (before the occurrence resolves).
fn is_when(when: When) -> bool {
    use When::*;
    matches!(
        when,
        WhenRevealToken
            | WhenWouldRevealToken
            | WhenWouldDiscoverClues
            | WhenWouldFailTest
            | WhenAttackDamagesThis
            | WhenEnemyAttacksAtYourLocation
            | WhenEnemyAttacksYou
            | WhenDrawTreachery
            | WhenEnemySpawnsAtLocation
            | WhenYouLeave
            | WhenInvestigatorLeavesAttached
            | WhenThisAttacks
            | WhenThisDefeated
            | WhenAgendaAdvances
            | WhenAttackTraitAtLocation
            | WhenRoundEnds
            | WhenNamedSpawns
            | WhenNamedDefeated
            | WhenEntersNamed
    )
}

/// Whether a trigger is about "you" (the investigator of the occurrence).
fn about_you(when: When) -> bool {
    use When::*;
    matches!(
        when,
        AfterYouDefeatEnemy
            | AfterHorrorOnYou
            | AfterDamageOnYou
            | WhenRevealToken
            | WhenWouldRevealToken
            | AfterRevealNegativeToken
            | WhenWouldDiscoverClues
            | EndOfYourTurn
            | AfterYourTurnBegins
            | DuringYourTurn
            | AfterYouPlayTrait
            | AfterEventPlayedOrDiscarded
            | WhenEnemyAttacksYou
            | AfterSuccessfulInvestigate
            | AfterInvestigateByTwo
            | AfterFailTest
            | AfterFailInvestigateByTwoOrLess
            | WhenWouldFailTest
            | AfterYouEvade
            | WhenDrawTreachery
            | AfterYouTakeHorror
            | AfterYouTakeDamage
    )
}

impl State {
    /// The seat that controls a source.
    pub(crate) fn controller(&self, source: Source) -> Option<Inv> {
        match source {
            Source::Investigator(i) | Source::Threat(i, _) => Some(i),
            Source::Asset(id) => self.find_asset(id).map(|(i, _)| i),
            Source::Enemy(id) => self.enemy(id).and_then(|e| e.engaged),
            _ => None,
        }
    }

    /// The abilities of a source.
    pub(crate) fn abilities_of(&self, source: Source) -> &'static [AbilityDef] {
        match source {
            Source::Investigator(i) if self.stubborn(i) => &[],
            Source::Investigator(i) => match self.investigators.get(usize::from(i)) {
                Some(inv) => {
                    content::arkham_lcg::INVESTIGATORS.get(usize::from(inv.def)).map_or(&[], |d| d.abilities)
                }
                None => &[],
            },
            Source::Asset(id) => self.find_asset(id).map_or(&[], |(_, a)| a.card.abilities()),
            Source::Card(card) | Source::Threat(_, card) | Source::Attachment(_, card) => card.abilities(),
            Source::Enemy(id) => match self.enemy(id) {
                Some(e) if !e.blank => e.card.abilities(),
                _ => &[],
            },
            Source::Location(l) => self.locations.get(usize::from(l.0)).map_or(&[], |l| l.card.abilities()),
            Source::Act => self.act_def().map_or(&[], |a| a.abilities),
            Source::Agenda => self.agenda_def().map_or(&[], |a| a.abilities),
            Source::Rules | Source::Scenario => &[],
        }
    }

    /// Every source in play (and events in hands), with who would hold its abilities.
    pub(crate) fn sources(&self) -> SmallVec<[(Source, Inv); 32]> {
        let mut out = SmallVec::new();
        for (i, inv) in self.investigators.iter().enumerate() {
            if inv.out.is_some() {
                continue;
            }
            let seat = i as Inv;
            out.push((Source::Investigator(seat), seat));
            for asset in &inv.assets {
                out.push((Source::Asset(asset.id), seat));
            }
            for t in &inv.threat {
                out.push((Source::Threat(seat, t.card), seat));
            }
            let mut seen: SmallVec<[CardRef; 8]> = SmallVec::new();
            for &card in &inv.hand {
                if card.player().is_some_and(|c| c.kind == PlayerKind::Event) && !seen.contains(&card) {
                    seen.push(card);
                    out.push((Source::Card(card), seat));
                }
            }
            // Wendy's Amulet: the topmost event of the discard pile, as if in hand.
            if let Some(card) = crate::hooks::wendys_top_event(self, seat)
                && !seen.contains(&card)
            {
                out.push((Source::Card(card), seat));
            }
        }
        for enemy in &self.enemies {
            out.push((Source::Enemy(enemy.id), enemy.engaged.unwrap_or(self.lead)));
        }
        for (l, loc) in self.locations.iter().enumerate() {
            if !loc.in_play {
                continue;
            }
            out.push((Source::Location(LocId(l as u8)), self.lead));
            for a in &loc.attached {
                out.push((Source::Attachment(LocId(l as u8), a.card), self.lead));
            }
        }
        out.push((Source::Act, self.lead));
        out.push((Source::Agenda, self.lead));
        out
    }

    /// Whether `ability` of `source` answers the occurrence `when` with context `ctx`.
    fn answers(
        &self,
        source: Source,
        holder: Inv,
        ability: &AbilityDef,
        when: When,
        ctx: Ctx,
    ) -> Option<Inv> {
        if ability.trigger != when || when == None {
            return Option::None;
        }
        let in_hand = matches!(source, Source::Card(_));
        match ability.timing {
            Timing::Reaction | Timing::Forced => {
                if in_hand {
                    return Option::None;
                }
            }
            Timing::Play | Timing::Fast => {}
            _ => return Option::None,
        }
        let here = self.investigators.get(usize::from(ctx.inv)).map(|i| i.at);
        use When::*;
        let holder = match when {
            _ if about_you(when) => {
                if holder != ctx.inv || matches!(source, Source::Enemy(_) | Source::Location(_)) {
                    return Option::None;
                }
                ctx.inv
            }
            AfterYouEnter | WhenYouLeave => match source {
                Source::Location(l) if Some(l) == here => ctx.inv,
                _ => return Option::None,
            },
            AfterThisAttacks | WhenThisAttacks | AfterThisEngagesYou | WhenThisDefeated | AfterThisEvaded => {
                match source {
                    Source::Enemy(id) if Some(id) == ctx.enemy => ctx.inv,
                    _ => return Option::None,
                }
            }
            AfterAttachedInvestigated | WhenInvestigatorLeavesAttached => match source {
                Source::Attachment(l, _) if Some(l) == here => ctx.inv,
                _ => return Option::None,
            },
            WhenEnemyAttacksAtYourLocation
            | WhenEnemySpawnsAtLocation
            | AfterEnemyAtLocationEvaded
            | WhenAttackTraitAtLocation
            | DuringTurnAtYourLocation => {
                let mine = self.investigators.get(usize::from(holder))?;
                if mine.out.is_some() || Some(mine.at) != here || matches!(source, Source::Enemy(_)) {
                    return Option::None;
                }
                if when == WhenAttackTraitAtLocation {
                    let enemy = self.enemy(ctx.enemy?)?;
                    if !ability.trait_.is_some_and(|t| enemy.card.has_trait(t)) {
                        return Option::None;
                    }
                }
                holder
            }
            WhenNamedSpawns | WhenNamedDefeated => {
                let enemy = self.enemy(ctx.enemy?)?;
                if ability.card != Some(enemy.card.code()) {
                    return Option::None;
                }
                holder
            }
            WhenEntersNamed => match source {
                Source::Location(l) if Some(l) == here => ctx.inv,
                _ if ability.card.is_some() && here.is_some_and(|h| self.loc_code(h) == ability.card) => {
                    ctx.inv
                }
                _ => return Option::None,
            },
            AfterEntersPlay => match (source, ctx.source) {
                (a, b) if a == b => holder,
                _ => return Option::None,
            },
            WhenAttackDamagesThis => match (source, ctx.source) {
                (a, b) if a == b => holder,
                _ => return Option::None,
            },
            _ => holder,
        };
        if when == AfterYouPlayTrait && !ability.trait_.is_some_and(|t| self.played_trait(ctx, t)) {
            return Option::None;
        }
        if !self.condition_holds(ability.when, ability.card, ctx_with(ctx, holder, source)) {
            return Option::None;
        }
        Some(holder)
    }

    fn played_trait(&self, ctx: Ctx, name: &str) -> bool {
        match ctx.source {
            Source::Card(card) => card.has_trait(name),
            Source::Asset(id) => self.find_asset(id).is_some_and(|(_, a)| a.card.has_trait(name)),
            _ => false,
        }
    }

    /// Opens a window for `when` around the occurrence described by `ctx`, if any ability
    /// answers it (no frame at all otherwise).
    pub(crate) fn open_window(&mut self, when: When, ctx: Ctx, _events: &mut [Event]) {
        let mut triggers: SmallVec<[Trigger<Ability>; 4]> = SmallVec::new();
        for (source, holder) in self.sources() {
            for (index, ability) in self.abilities_of(source).iter().enumerate() {
                if let Some(holder) = self.answers(source, holder, ability, when, ctx) {
                    let forced = ability.timing == Timing::Forced;
                    triggers.push(Trigger {
                        ability: Ability { source, index: index as u8 },
                        holder,
                        forced,
                    });
                }
            }
        }
        if triggers.is_empty() {
            return;
        }
        self.serial += 1;
        let occurrence = Occurrence { kind: when, serial: self.serial };
        let timing = if is_when(when) { WindowTiming::When } else { WindowTiming::After };
        let window = Window::open(occurrence, timing, triggers, self.lead);
        self.frames.push(Frame::Window(Box::new(Open { window, ctx })));
    }

    /// A player window (Appendix II's "ОКНО ИГРОКА"): every investigator still in the scenario
    /// may use [fast] abilities and play fast events with no trigger, offered from the lead in
    /// player order. During `active`'s turn (the turn window) the active investigator is left
    /// out, as their turn menu holds their own fast options, and the others may also use
    /// abilities usable "during a turn at your location" (Police Badge) when at theirs. No
    /// usable option: no window at all, so no decision and no frame.
    pub(crate) fn player_window(&mut self, active: Option<Inv>) {
        let mut triggers: SmallVec<[Trigger<Ability>; 4]> = SmallVec::new();
        for seat in 0..self.investigators.len() as Inv {
            if Some(seat) != active && self.investigators[usize::from(seat)].out.is_none() {
                self.window_options(seat, active, &mut triggers);
            }
        }
        let ctx = Ctx { inv: self.lead, source: Source::Rules, enemy: None, trait_: None };
        if !triggers.iter().any(|t| self.usable(t.ability, t.holder, ctx)) {
            return;
        }
        self.serial += 1;
        let occurrence = Occurrence { kind: When::None, serial: self.serial };
        let window = Window::open(occurrence, WindowTiming::After, triggers, self.lead);
        self.frames.push(Frame::Window(Box::new(Open { window, ctx })));
    }

    /// The options `seat` has in a player window (during `active`'s turn when `Some`): [fast]
    /// abilities of their investigator, assets and threat area whose condition holds, and the
    /// fast events in hand with no trigger.
    fn window_options(&self, seat: Inv, active: Option<Inv>, out: &mut SmallVec<[Trigger<Ability>; 4]>) {
        let inv = &self.investigators[usize::from(seat)];
        let at_active = active.is_some_and(|a| self.investigators[usize::from(a)].at == inv.at);
        let mut add = |source: Source, abilities: &'static [AbilityDef]| {
            for (index, def) in abilities.iter().enumerate() {
                let window =
                    def.trigger == When::None || (at_active && def.trigger == When::DuringTurnAtYourLocation);
                if def.timing != Timing::Fast || !window {
                    continue;
                }
                // Conditions naming an enemy are met by the target chosen as it resolves.
                let ctx = Ctx { inv: seat, source, enemy: None, trait_: def.trait_ };
                let allowed = if crate::turn::targets_enemy(def.when) {
                    !self.ability_enemies(seat, def).is_empty()
                } else {
                    self.condition_holds(def.when, def.card, ctx)
                };
                if !allowed {
                    continue;
                }
                out.push(Trigger {
                    ability: Ability { source, index: index as u8 },
                    holder: seat,
                    forced: false,
                });
            }
        };
        add(Source::Investigator(seat), self.abilities_of(Source::Investigator(seat)));
        for asset in &inv.assets {
            add(Source::Asset(asset.id), asset.card.abilities());
        }
        for t in &inv.threat {
            add(Source::Threat(seat, t.card), t.card.abilities());
        }
        let mut seen: SmallVec<[CardRef; 8]> = SmallVec::new();
        let top = crate::hooks::wendys_top_event(self, seat);
        for &card in inv.hand.iter().chain(top.iter()) {
            if seen.contains(&card) || !card.has_keyword(content::arkham_lcg::Keyword::Fast) {
                continue;
            }
            seen.push(card);
            for (index, def) in card.abilities().iter().enumerate() {
                if def.timing == Timing::Play
                    && def.trigger == When::None
                    && card.player().is_some_and(|c| c.kind == PlayerKind::Event)
                {
                    out.push(Trigger {
                        ability: Ability { source: Source::Card(card), index: index as u8 },
                        holder: seat,
                        forced: false,
                    });
                }
            }
        }
    }

    /// Whether an optional response can be used now: cost payable, limit not reached, and it
    /// would change something.
    pub(crate) fn usable(&self, ability: Ability, holder: Inv, ctx: Ctx) -> bool {
        let Some(def) = self.abilities_of(ability.source).get(usize::from(ability.index)) else {
            return false;
        };
        let mut ctx = ctx_with(ctx, holder, ability.source);
        if !self.can_pay(def, ability.source, holder) || self.limit_reached(ability, def, holder) {
            return false;
        }
        if crate::turn::targets_enemy(def.when) && !matches!(ability.source, Source::Card(_)) {
            // Usable when an enemy it may be used on is there (it is chosen as it resolves).
            match self.ability_enemies(holder, def).first() {
                Some(&id) => ctx.enemy = Some(id),
                None => return false,
            }
        }
        if let Source::Card(card) = ability.source {
            let cost = card.player().and_then(|c| c.cost).unwrap_or(0);
            if self.investigators[usize::from(holder)].resources < cost + self.resource_cost(def) {
                return false;
            }
        }
        self.would_change(def.effects, ctx)
    }

    fn resource_cost(&self, def: &AbilityDef) -> u8 {
        def.cost.iter().map(|c| if let Cost::Resources(n) = c { *n } else { 0 }).sum()
    }

    /// The counter a limited ability's uses go to, and its limit.
    fn limit_of(
        &self,
        ability: Ability,
        def: &AbilityDef,
        holder: Inv,
    ) -> Option<(crate::state::UseKey, Limit)> {
        let limit = def.limit?;
        let by = if limit.group { 255 } else { holder };
        let (card, seat) = match ability.source {
            Source::Investigator(seat) => (None, seat),
            other => (Some(self.source_card(other)?), 255),
        };
        let scope = match limit.per {
            Period::Test => Scope::Test,
            Period::Turn => Scope::Turn,
            Period::Phase => Scope::Phase,
            Period::Round => Scope::Round,
            Period::Game => Scope::Game,
        };
        Some(((card, seat, ability.index, by), Limit::new(scope, limit.times)))
    }

    /// Whether a limit stops another use.
    pub(crate) fn limit_reached(&self, ability: Ability, def: &AbilityDef, holder: Inv) -> bool {
        self.limit_of(ability, def, holder).is_some_and(|(key, limit)| !self.used.can_use(key, limit))
    }

    /// Records a use of a limited ability.
    pub(crate) fn record_use(&mut self, ability: Ability, def: &AbilityDef, holder: Inv) {
        if let Some((key, limit)) = self.limit_of(ability, def, holder) {
            // Checked usable before; a use past the limit is not counted twice.
            let _ = self.used.try_use(key, limit);
        }
    }

    /// Whether every cost of `def` can be paid by `holder`.
    pub(crate) fn can_pay(&self, def: &AbilityDef, source: Source, holder: Inv) -> bool {
        let inv = &self.investigators[usize::from(holder)];
        let asset = match source {
            Source::Asset(id) => self.find_asset(id).map(|(_, a)| *a),
            _ => None,
        };
        def.cost.iter().all(|cost| match *cost {
            Cost::Exhaust => asset.is_some_and(|a| !a.exhausted),
            Cost::DiscardSelf => true,
            Cost::Uses(n) => asset.is_some_and(|a| a.uses >= n),
            Cost::Resources(n) => inv.resources >= n,
            Cost::Clues(n) => inv.clues >= n && !self.clues_blocked(holder),
            Cost::GroupCluesPerInvestigator(n) => {
                self.spendable_group_clues() >= u16::from(n) * u16::from(self.starting)
            }
            Cost::DamageSelf(n) => asset.is_some_and(|a| {
                a.card
                    .player()
                    .and_then(|c| c.health)
                    .is_some_and(|h| h > a.damage.saturating_add(n).saturating_sub(1))
            }),
            Cost::HorrorSelf(n) => asset.is_some_and(|a| {
                a.card
                    .player()
                    .and_then(|c| c.sanity)
                    .is_some_and(|s| s > a.horror.saturating_add(n).saturating_sub(1))
            }),
            Cost::Horror(_) => true,
            Cost::DiscardFromHand(n) => {
                let own = match source {
                    Source::Card(card) => Some(card),
                    _ => None,
                };
                inv.hand.iter().filter(|c| Some(**c) != own && !c.is_weakness()).count() >= usize::from(n)
            }
        })
    }

    /// Steps an open window.
    pub(crate) fn window_step(&mut self, mut open: Box<Open>, events: &mut Vec<Event>) {
        let seats = self.investigators.len() as u8;
        let ctx = open.ctx;
        let step = {
            let state = &*self;
            open.window.next(seats, |t| {
                state.investigators[usize::from(t.holder)].out.is_none()
                    && state.usable(t.ability, t.holder, ctx)
            })
        };
        match step {
            WindowStep::Closed => {}
            WindowStep::Resolve(trigger) => {
                self.frames.push(Frame::Window(open));
                let def = self
                    .abilities_of(trigger.ability.source)
                    .get(usize::from(trigger.ability.index))
                    .copied();
                if let Some(def) = def
                    && self.can_pay(&def, trigger.ability.source, trigger.holder)
                {
                    self.use_ability(trigger.ability, trigger.holder, ctx, events);
                }
            }
            WindowStep::OrderForced { lead, waiting } => {
                let options = (0..waiting.len() as u8).map(crate::action::Target::Option).collect();
                self.frames.push(Frame::Window(open));
                self.pending = Some(Pending::Pick { inv: lead, what: PickFor::Forced, options });
            }
            WindowStep::Offer(seat) => {
                self.frames.push(Frame::Window(open));
                self.pending = Some(Pending::Offer(seat));
            }
        }
    }

    /// The responses offered to `seat` by the window on top of the stack.
    pub(crate) fn offered(&self, seat: Inv) -> SmallVec<[Ability; 4]> {
        let Some(Frame::Window(open)) = self.frames.last() else { return SmallVec::new() };
        open.window
            .responses(seat)
            .filter(|t| self.usable(t.ability, seat, open.ctx))
            .map(|t| t.ability)
            .collect()
    }

    /// `seat` answers an offer: the response at `index`, or none.
    pub(crate) fn answer_offer(&mut self, seat: Inv, index: Option<u8>, events: &mut Vec<Event>) {
        let offered = self.offered(seat);
        let Some(Frame::Window(open)) = self.frames.last_mut() else { return };
        let ctx = open.ctx;
        if let Some(ability) = index.and_then(|i| offered.get(usize::from(i)).copied()) {
            open.window.used(seat, ability);
            self.use_ability(ability, seat, ctx, events);
        }
    }

    /// The lead ordered the forced abilities: `index` resolves first.
    pub(crate) fn answer_forced(&mut self, index: u8, events: &mut Vec<Event>) {
        let Some(Frame::Window(open)) = self.frames.last_mut() else { return };
        let ctx = open.ctx;
        if let Some(trigger) = open.window.choose_forced(usize::from(index)) {
            self.use_ability(trigger.ability, trigger.holder, ctx, events);
        }
    }

    /// Cancels the occurrence of the innermost *when* window (its effects are not resolved).
    pub(crate) fn cancel_occurrence(&mut self) {
        self.cancelled = true;
        for frame in self.frames.iter_mut().rev() {
            if let Frame::Window(open) = frame {
                open.window.cancel();
                break;
            }
        }
    }

    /// Pays an ability's costs and pushes its effects (for events: played from hand).
    pub(crate) fn use_ability(&mut self, ability: Ability, holder: Inv, ctx: Ctx, events: &mut Vec<Event>) {
        let Some(def) = self.abilities_of(ability.source).get(usize::from(ability.index)).copied() else {
            return;
        };
        let ctx = ctx_with(ctx, holder, ability.source);
        // The enemy the condition names (Stray Cat's non-Elite enemy) is chosen once the costs
        // are paid (whatever enemy the window is about).
        let target = (crate::turn::targets_enemy(def.when) && !matches!(ability.source, Source::Card(_)))
            .then(|| self.ability_enemies(holder, &def));
        self.record_use(ability, &def, holder);
        events.push(Event::Ability {
            inv: holder,
            card: self.source_card(ability.source),
            index: ability.index,
        });
        if let Source::Card(card) = ability.source {
            // A fast or triggered event: played from hand.
            self.play_event(holder, card, &def, ctx, events);
            return;
        }
        self.pay_costs(&def, ability.source, holder, events);
        match target {
            Some(enemies) => {
                let options = enemies.into_iter().map(crate::action::Target::Enemy).collect();
                self.ask(holder, PickFor::AbilityOn(def.effects, ctx), options, events);
            }
            None => self.push_effects(def.effects, ctx),
        }
    }
}

/// The context an ability resolves in: "you" is its holder; an enemy's own ability keeps the
/// enemy.
pub(crate) fn ctx_with(ctx: Ctx, holder: Inv, source: Source) -> Ctx {
    let enemy = match source {
        Source::Enemy(id) => Some(id),
        _ => ctx.enemy,
    };
    Ctx { inv: holder, source, enemy, trait_: ctx.trait_ }
}

/// Whether an effect list names a condition checked later (kept for clarity of intent).
#[allow(dead_code, reason = "used by hooks that inspect abilities")]
pub(crate) fn names_condition(effects: &[Effect], condition: Condition) -> bool {
    effects.iter().any(|e| matches!(e, Effect::If(branch) if branch.when == condition))
}

#[allow(dead_code, reason = "documented helper for enemy-scoped triggers")]
pub(crate) fn enemy_ctx(inv: Inv, enemy: EnemyId) -> Ctx {
    Ctx { inv, source: Source::Enemy(enemy), enemy: Some(enemy), trait_: None }
}
