//! The effect vocabulary, interpreted: one effect at a time on the resolution stack.

use content::arkham_lcg::{AbilityDef, Condition, Cost, Effect, PlayerKind, Skill};
use smallvec::SmallVec;
use tabletop_core::resolve::Program;

use crate::Event;
use crate::action::Target;
use crate::card::CardRef;
use crate::query::part;
use crate::state::{
    Attached, Ctx, Frame, Inv, Lasting, LastingKind, LocId, Pending, PickFor, Source, State, Task, Until,
};

impl State {
    /// Pushes an effect list to resolve next.
    pub(crate) fn push_effects(&mut self, list: &'static [Effect], ctx: Ctx) {
        if !list.is_empty() {
            self.frames.push(Frame::Effects(Program::new(list), ctx));
        }
    }

    pub(crate) fn ask(
        &mut self,
        inv: Inv,
        what: PickFor,
        options: SmallVec<[Target; 8]>,
        events: &mut Vec<Event>,
    ) {
        match options.len() {
            0 => {}
            1 => self.picked(inv, what, options[0], events),
            _ => self.pending = Some(Pending::Pick { inv, what, options }),
        }
    }

    /// Whether resolving `effects` could change the game state (costs may not be paid for
    /// nothing). Errs on the side of "yes".
    pub(crate) fn would_change(&self, effects: &[Effect], ctx: Ctx) -> bool {
        let inv = &self.investigators[usize::from(ctx.inv)];
        let test = self.tests.last();
        effects.iter().any(|e| match e {
            Effect::Discover(_) => {
                self.locations.get(usize::from(inv.at.0)).is_some_and(|l| l.clues > 0)
                    && !self.clues_blocked(ctx.inv)
            }
            Effect::DamageEnemy(_) => ctx.enemy.is_some() || !self.enemies_at(inv.at).is_empty(),
            // A clue to spend, and nothing forbidding it (The Masked Hunter engaged).
            Effect::SpendClues(n) => inv.clues >= *n && !self.clues_blocked(ctx.inv),
            Effect::HealDamage(_) => inv.damage > 0,
            Effect::HealHorror(_) => inv.horror > 0,
            Effect::HealDamageOrHorror(_) => self.investigators_at(inv.at).iter().any(|&i| {
                let o = &self.investigators[usize::from(i)];
                o.damage > 0 || o.horror > 0
            }),
            Effect::ChosenHere(list) | Effect::EachHere(list) => self.would_change(list, ctx),
            Effect::Skill(s) => test.is_some_and(|t| part(*s, t.skill) != 0),
            Effect::Value(_) | Effect::ValuePer(_) | Effect::AutoSucceed | Effect::Instead(_) => {
                test.is_some()
            }
            Effect::ExtraDamage(_) => {
                test.is_some_and(|t| matches!(t.kind, crate::state::TestKind::Fight(_)))
            }
            Effect::Cancel => true,
            // An enemy named: evading it exhausts it or frees you from it.
            Effect::AutoEvade if ctx.enemy.is_some() => ctx
                .enemy
                .and_then(|id| self.enemy(id))
                .is_some_and(|e| !e.exhausted || e.engaged == Some(ctx.inv)),
            Effect::AutoEvade | Effect::DisengageAll => !self.engaged(ctx.inv).is_empty(),
            Effect::AddUses(_) => inv.assets.iter().any(|a| {
                a.card.player().is_some_and(|c| c.uses.is_some())
                    && ctx.trait_.is_none_or(|t| a.card.has_trait(t))
            }),
            Effect::Custom(hook) => crate::hooks::would_change(self, *hook, ctx),
            // An asset back to hand (Magnifying Glass): its hand slot freed, its icon to commit.
            Effect::ReturnToHand => match ctx.source {
                Source::Asset(id) => self.find_asset(id).is_some(),
                _ => true,
            },
            _ => true,
        })
    }

    /// Pays an ability's costs (checked payable before).
    pub(crate) fn pay_costs(
        &mut self,
        def: &AbilityDef,
        source: Source,
        holder: Inv,
        events: &mut Vec<Event>,
    ) {
        for cost in def.cost {
            match *cost {
                Cost::Exhaust => {
                    if let Source::Asset(id) = source
                        && let Some(a) = self.asset_mut(id)
                    {
                        a.exhausted = true;
                    }
                }
                Cost::DiscardSelf => self.discard_source(source, events),
                Cost::Uses(n) => {
                    if let Source::Asset(id) = source {
                        let empty_discard = self.find_asset(id).is_some_and(|(_, a)| {
                            a.uses <= n
                                && a.card.player().and_then(|c| c.uses).is_some_and(|u| u.discard_when_empty)
                        });
                        if let Some(a) = self.asset_mut(id) {
                            a.uses = a.uses.saturating_sub(n);
                        }
                        if empty_discard {
                            self.frames.push(Frame::Task(Task::DiscardAsset(id)));
                        }
                    }
                }
                Cost::Resources(n) => {
                    let inv = &mut self.investigators[usize::from(holder)];
                    inv.resources = inv.resources.saturating_sub(n);
                }
                Cost::Clues(n) => {
                    let inv = &mut self.investigators[usize::from(holder)];
                    inv.clues = inv.clues.saturating_sub(n);
                }
                Cost::GroupCluesPerInvestigator(n) => {
                    self.spend_group_clues(u16::from(n) * u16::from(self.starting))
                }
                Cost::DamageSelf(n) | Cost::HorrorSelf(n) => {
                    if let Source::Asset(id) = source
                        && let Some(a) = self.asset_mut(id)
                    {
                        if matches!(cost, Cost::DamageSelf(_)) { a.damage += n } else { a.horror += n }
                    }
                }
                Cost::Horror(n) => {
                    self.frames.push(Frame::Task(Task::Harm {
                        inv: holder,
                        damage: 0,
                        horror: n,
                        direct: false,
                        source: None,
                    }));
                }
                Cost::DiscardFromHand(n) => {
                    let ctx = Ctx { inv: holder, source, enemy: None, trait_: None };
                    self.discard_from_hand(holder, n, ctx, events);
                }
            }
        }
    }

    /// Spends clues as a group (from the lead on, as many as each holds).
    pub(crate) fn spend_group_clues(&mut self, mut n: u16) {
        let order: Vec<Inv> = self.in_order().filter(|&i| !self.clues_blocked(i)).collect();
        for seat in order {
            let inv = &mut self.investigators[usize::from(seat)];
            let take = u16::from(inv.clues).min(n);
            inv.clues -= take as u8;
            n -= take;
        }
    }

    fn discard_from_hand(&mut self, seat: Inv, n: u8, ctx: Ctx, events: &mut Vec<Event>) {
        if n == 0 {
            return;
        }
        let options: SmallVec<[Target; 8]> = distinct(
            self.investigators[usize::from(seat)]
                .hand
                .iter()
                .filter(|c| !c.is_weakness() && Source::Card(**c) != ctx.source),
        );
        self.ask(seat, PickFor::DiscardHand(n, ctx), options, events);
    }

    /// Resolves one effect.
    pub(crate) fn effect(&mut self, effect: &'static Effect, ctx: Ctx, events: &mut Vec<Event>) {
        let seat = ctx.inv;
        let at = self.investigators[usize::from(seat)].at;
        match *effect {
            Effect::Damage(n) => self.harm(seat, n, 0, false, None),
            Effect::Horror(n) => self.harm(seat, 0, n, false, None),
            Effect::DirectDamage(n) => self.harm(seat, n, 0, true, None),
            Effect::DirectHorror(n) => self.harm(seat, 0, n, true, None),
            Effect::PerFail(list) => {
                let failed = self.tests.last().and_then(|t| t.margin).map_or(0, |m| (-m).clamp(0, 20) as u8);
                if failed > 0 {
                    self.frames.push(Frame::Repeat(list, ctx, failed));
                }
            }
            Effect::EachInvestigator(list) => {
                let order: Vec<Inv> = self.in_order().collect();
                for &i in order.iter().rev() {
                    self.push_effects(list, Ctx { inv: i, ..ctx });
                }
            }
            Effect::EachHere(list) => {
                for &i in self.investigators_at(at).iter().rev() {
                    self.push_effects(list, Ctx { inv: i, ..ctx });
                }
            }
            Effect::ChosenHere(list) => {
                let options = self
                    .investigators_at(at)
                    .into_iter()
                    .filter(|&i| self.would_change(list, Ctx { inv: i, ..ctx }))
                    .map(Target::Investigator)
                    .collect();
                self.ask(seat, PickFor::ChosenHere(list, ctx), options, events);
            }
            Effect::HorrorEachHere(n) => {
                let here = match ctx.source {
                    Source::Location(l) => l,
                    _ => at,
                };
                for i in self.investigators_at(here).into_iter().rev() {
                    self.harm(i, 0, n, false, None);
                }
            }
            Effect::DamageEnemy(n) => {
                if let Some(id) = ctx.enemy.filter(|id| self.enemy(*id).is_some()) {
                    self.frames.push(Frame::Task(Task::DamageEnemy(id, n, seat)));
                } else {
                    let options = self.enemies_at(at).into_iter().map(Target::Enemy).collect();
                    self.ask(seat, PickFor::EnemyDamage(n, ctx), options, events);
                }
            }
            Effect::DamageEachAtLocation(n) => {
                let mut options: SmallVec<[Target; 8]> = SmallVec::new();
                options.push(Target::Location(at));
                options.extend(self.connections(at).into_iter().map(Target::Location));
                self.ask(seat, PickFor::Blast(n, ctx), options, events);
            }
            Effect::HealDamage(n) => {
                let inv = &mut self.investigators[usize::from(seat)];
                inv.damage = inv.damage.saturating_sub(n);
                events.push(Event::Healed { inv: seat, damage: n, horror: 0 });
            }
            Effect::HealHorror(n) => {
                let inv = &mut self.investigators[usize::from(seat)];
                inv.horror = inv.horror.saturating_sub(n);
                events.push(Event::Healed { inv: seat, damage: 0, horror: n });
            }
            Effect::HealDamageOrHorror(n) => {
                let inv = &self.investigators[usize::from(seat)];
                let mut options = SmallVec::new();
                if inv.damage > 0 {
                    options.push(Target::Horror(false));
                }
                if inv.horror > 0 {
                    options.push(Target::Horror(true));
                }
                self.ask(seat, PickFor::HealChoice(n, ctx), options, events);
            }
            Effect::HealSelf(n) => {
                if let Some(e) = ctx.enemy.and_then(|id| self.enemy_mut(id)) {
                    e.damage = e.damage.saturating_sub(n);
                }
            }
            Effect::Resources(n) => {
                let inv = &mut self.investigators[usize::from(seat)];
                inv.resources = inv.resources.saturating_add(n);
                events.push(Event::Resources { inv: seat, gained: n });
            }
            Effect::LoseAllResources => self.investigators[usize::from(seat)].resources = 0,
            Effect::Draw(n) => self.frames.push(Frame::Task(Task::Draw(seat, n))),
            Effect::DrawPer(count) => {
                let n = self.count(count, ctx).min(10) as u8;
                if n > 0 {
                    self.frames.push(Frame::Task(Task::Draw(seat, n)));
                }
            }
            Effect::Discover(n) => self.discover(seat, at, n, events),
            Effect::NoClues => {
                if let Some(t) = self.tests.last_mut() {
                    t.no_clues = true;
                }
            }
            Effect::GainClues(n) => {
                let inv = &mut self.investigators[usize::from(seat)];
                inv.clues = inv.clues.saturating_add(n);
            }
            Effect::SpendClues(n) => {
                let inv = &mut self.investigators[usize::from(seat)];
                inv.clues = inv.clues.saturating_sub(n);
            }
            Effect::DropClues(n) => {
                let take = self.investigators[usize::from(seat)].clues.min(n);
                self.investigators[usize::from(seat)].clues -= take;
                self.locations[usize::from(at.0)].clues += take;
            }
            Effect::DropAllClues => {
                let take = std::mem::take(&mut self.investigators[usize::from(seat)].clues);
                self.locations[usize::from(at.0)].clues += take;
            }
            Effect::PlaceCluesOnSelf(n) => self.add_tokens(ctx.source, n),
            Effect::RefillClues(amount) => {
                let here = match ctx.source {
                    Source::Location(l) => l,
                    _ => at,
                };
                let want = amount.with(self.starting).min(255) as u8;
                let loc = &mut self.locations[usize::from(here.0)];
                loc.clues = loc.clues.max(want);
            }
            Effect::Skill(s) => {
                if let Some(t) = self.tests.last_mut() {
                    t.bonus += part(s, t.swap.unwrap_or(t.skill));
                } else {
                    self.lasting.push(Lasting {
                        inv: seat,
                        until: Until::Phase,
                        what: LastingKind::Skills(s),
                    });
                }
            }
            Effect::Sanity(_)
            | Effect::ExtraSlot(_)
            | Effect::CostReduction(_)
            | Effect::ConnectedToTrait => {}
            Effect::EnemiesGet(_) | Effect::NoAssetsOrEvents | Effect::NoCluesWhileEngaged => {}
            Effect::Value(v) => {
                if let Some(t) = self.tests.last_mut() {
                    t.bonus += v;
                }
            }
            Effect::ValuePer(count) => {
                let n = self.count(count, ctx).min(20) as i8;
                if let Some(t) = self.tests.last_mut() {
                    t.bonus += n;
                }
            }
            Effect::AutoSucceed => {
                if let Some(t) = self.tests.last_mut() {
                    t.auto_succeed = true;
                }
            }
            Effect::Instead(swap) => {
                if let Some(t) = self.tests.last_mut()
                    && swap.of.is_none_or(|of| of == t.skill)
                {
                    t.swap = Some(swap.with);
                }
            }
            Effect::ExtraDamage(n) => {
                if let Some(t) = self.tests.last_mut() {
                    t.extra_damage += n;
                }
            }
            Effect::Shroud(v) => {
                if let Some(t) = self.tests.last_mut() {
                    t.difficulty_mod += v;
                }
            }
            Effect::Test(def) => {
                if let Some(other) = def.or {
                    let options = [
                        Target::Skill(crate::query::skill_index(def.skill)),
                        Target::Skill(crate::query::skill_index(other)),
                    ]
                    .into_iter()
                    .collect();
                    self.ask(seat, PickFor::TestSkill(effect, ctx), options, events);
                } else {
                    self.card_test(seat, def.skill, def.difficulty, def.pass, def.fail, ctx);
                }
            }
            Effect::If(branch) => {
                let list =
                    if self.condition_holds(branch.when, None, ctx) { branch.then } else { branch.otherwise };
                self.push_effects(list, ctx);
            }
            Effect::Choose(lists) => {
                let options = lists
                    .iter()
                    .enumerate()
                    .filter(|(_, l)| self.would_change(l, ctx))
                    .map(|(i, _)| Target::Option(i as u8))
                    .collect();
                self.ask(seat, PickFor::Choose(lists, ctx), options, events);
            }
            Effect::DoomAgenda(n) => {
                self.agenda_doom += n;
                events.push(Event::Doom { total: self.doom_in_play() });
            }
            Effect::DoomSelf(n) => self.doom_on(ctx.source, n),
            Effect::DoomNearestCultist(n) | Effect::DoomNearestEnemy(n) => {
                let cultist = matches!(effect, Effect::DoomNearestCultist(_));
                let nearest = self
                    .enemies
                    .iter()
                    .filter(|e| !cultist || e.card.has_trait("Cultist"))
                    .min_by_key(|e| self.distance(at, e.at).unwrap_or(u8::MAX))
                    .map(|e| e.id);
                if let Some(id) = nearest {
                    self.doom_on(Source::Enemy(id), n);
                }
            }
            Effect::DoomEachCultist(n) => {
                for e in self.enemies.iter_mut().filter(|e| e.card.has_trait("Cultist")) {
                    e.doom += n;
                }
            }
            Effect::Surge => self.frames.push(Frame::Task(Task::DrawEncounter(seat))),
            Effect::ThreatArea => {
                if let Source::Card(card) = ctx.source {
                    self.kept = true;
                    let owner = card.player().map(|_| seat);
                    let hand = &mut self.investigators[usize::from(seat)].hand;
                    if let Some(pos) = hand.iter().position(|c| *c == card) {
                        hand.remove(pos);
                    }
                    self.investigators[usize::from(seat)].threat.push(Attached { card, owner, tokens: 0 });
                }
            }
            Effect::AttachToLocation => {
                if let Source::Card(card) = ctx.source {
                    let limit = card.treachery_def().and_then(|t| t.limit_per_location);
                    let loc = &mut self.locations[usize::from(at.0)];
                    let there = loc.attached.iter().filter(|a| a.card == card).count();
                    if limit.is_none_or(|l| there < usize::from(l)) {
                        self.kept = true;
                        loc.attached.push(Attached { card, owner: None, tokens: 0 });
                    }
                }
            }
            Effect::PlaceOnSelf(tokens) => {
                let source = match ctx.source {
                    Source::Card(card)
                        if self.investigators[usize::from(seat)].threat.iter().any(|t| t.card == card) =>
                    {
                        Source::Threat(seat, card)
                    }
                    other => other,
                };
                self.add_tokens(source, tokens.clues + tokens.horror);
                self.doom_on(source, tokens.doom);
            }
            Effect::DiscardSelf => self.discard_source(ctx.source, events),
            Effect::ReturnToHand => match ctx.source {
                Source::Asset(id) => {
                    if let Some((_, asset)) = self.find_asset(id) {
                        let (owner, card) = (asset.owner, asset.card);
                        self.remove_source(ctx.source);
                        self.investigators[usize::from(owner)].hand.push(card);
                    }
                }
                _ => self.return_to_hand = true,
            },
            Effect::Cancel => self.cancel_occurrence(),
            Effect::AutoEvade => {
                let target = ctx.enemy.or_else(|| self.engaged(seat).first().copied());
                if let Some(id) = target {
                    self.evade(seat, id, events);
                }
            }
            Effect::AutoEvadeAll => {
                for id in self.enemies_at(at) {
                    if self.enemy(id).is_some_and(|e| self.engaged_with(e, seat)) {
                        self.evade(seat, id, events);
                    }
                }
            }
            Effect::DiscardEnemy => {
                if let Some(id) = ctx.enemy {
                    self.discard_enemy(id, events);
                }
            }
            Effect::ShuffleEnemyIntoEncounterDeck => {
                if let Some(id) = ctx.enemy
                    && let Some(pos) = self.enemies.iter().position(|e| e.id == id)
                {
                    let enemy = self.enemies.remove(pos);
                    self.encounter.shuffle_in(enemy.card, &mut self.rng);
                }
            }
            Effect::AdditionalActions(n) => {
                // For the active investigator (Police Badge is used by another investigator).
                let inv = &mut self.investigators[usize::from(self.active.unwrap_or(seat))];
                inv.actions = inv.actions.saturating_add(n);
            }
            Effect::LoseActions(n) => {
                let inv = &mut self.investigators[usize::from(seat)];
                inv.actions = inv.actions.saturating_sub(n);
            }
            Effect::RevealAnother => self.reveal_another = true,
            Effect::AddToVictory => {
                if let Some(card) = self.source_card(ctx.source) {
                    self.remove_source(ctx.source);
                    self.victory.push(card);
                    self.kept = true;
                }
            }
            Effect::DrawEncounter => self.frames.push(Frame::Task(Task::DrawEncounter(seat))),
            Effect::DrawExtraDeck => {
                if let Some(card) = self.extra_deck.draw() {
                    events.push(Event::EncounterDrawn { inv: seat, card });
                    self.frames.push(Frame::Task(Task::Resolve(seat, card, None)));
                }
            }
            Effect::FindEnemy => self.find_enemy(seat, ctx.trait_, events),
            Effect::DiscardRandom(n) => {
                for _ in 0..n {
                    let hand = &self.investigators[usize::from(seat)].hand;
                    if hand.is_empty() {
                        break;
                    }
                    let i = self.rng.index(hand.len());
                    let card = self.investigators[usize::from(seat)].hand.remove(i);
                    self.investigators[usize::from(seat)].discard.put(card);
                    events.push(Event::Discarded { inv: seat, card });
                }
            }
            Effect::DiscardFromHand(n) => self.discard_from_hand(seat, n, ctx, events),
            Effect::DiscardHandBut(n) => {
                let hand =
                    self.investigators[usize::from(seat)].hand.iter().filter(|c| !c.is_weakness()).count();
                let over = hand.saturating_sub(usize::from(n)) as u8;
                self.discard_from_hand(seat, over, ctx, events);
            }
            Effect::DiscardAsset => {
                let options = self.investigators[usize::from(seat)]
                    .assets
                    .iter()
                    .map(|a| Target::Asset(a.id))
                    .collect();
                self.ask(seat, PickFor::DiscardAsset(ctx), options, events);
            }
            Effect::RemoveDiscardPile => self.investigators[usize::from(seat)].discard.clear(),
            Effect::Recover => {
                let options = distinct(
                    self.investigators[usize::from(seat)]
                        .discard
                        .bottom_up()
                        .iter()
                        .filter(|c| ctx.trait_.is_none_or(|t| c.has_trait(t))),
                );
                self.ask(seat, PickFor::Recover(ctx), options, events);
            }
            Effect::Resign => self.eliminate(seat, crate::state::Out::Resigned, events),
            Effect::Advance => self.frames.push(Frame::Task(Task::AdvanceAct)),
            Effect::Resolution(n) => self.resolve_scenario(n, matches!(ctx.source, Source::Act), events),
            Effect::ReadySelf => {
                if let Source::Asset(id) = ctx.source
                    && let Some(a) = self.asset_mut(id)
                {
                    a.exhausted = false;
                }
            }
            Effect::DisengageAll => {
                for e in self.enemies.iter_mut() {
                    if e.engaged == Some(seat) {
                        e.engaged = None;
                    }
                }
            }
            Effect::MoveConnecting => {
                let options = self
                    .connections(at)
                    .into_iter()
                    .filter(|&l| self.may_enter(l))
                    .map(Target::Location)
                    .collect();
                self.ask(seat, PickFor::MoveTo(ctx), options, events);
            }
            Effect::MoveToSafeLocation => {
                let options = (0..self.locations.len() as u8)
                    .map(LocId)
                    .filter(|&l| {
                        l != at
                            && self.locations[usize::from(l.0)].in_play
                            && self.locations[usize::from(l.0)].revealed
                    })
                    .filter(|&l| self.enemies_at(l).is_empty())
                    .map(Target::Location)
                    .collect();
                self.ask(seat, PickFor::MoveTo(ctx), options, events);
            }
            Effect::MoveTo(code) => {
                if let Some(l) = self.loc_of(code) {
                    self.move_investigator(seat, l, events);
                }
            }
            Effect::AddUses(n) => {
                let options = self.investigators[usize::from(seat)]
                    .assets
                    .iter()
                    .filter(|a| a.card.player().is_some_and(|c| c.uses.is_some()))
                    .filter(|a| ctx.trait_.is_none_or(|t| a.card.has_trait(t)))
                    .map(|a| Target::Asset(a.id))
                    .collect();
                self.ask(seat, PickFor::AddUses(n), options, events);
            }
            Effect::NoAttacksThisRound => {
                self.lasting.push(Lasting { inv: seat, until: Until::Round, what: LastingKind::NoAttacks });
            }
            Effect::MadnessWeakness => {
                let madness: Vec<CardRef> = content::arkham_lcg::PLAYER_CARDS
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| {
                        c.weakness == content::arkham_lcg::Weakness::Basic && c.traits.contains(&"Madness")
                    })
                    .map(|(i, _)| CardRef::Player(i as u16))
                    .collect();
                if !madness.is_empty() {
                    let card = madness[self.rng.index(madness.len())];
                    self.investigators[usize::from(seat)].hand.push(card);
                }
            }
            Effect::Search(def) => {
                let inv = &self.investigators[usize::from(seat)];
                let depth =
                    if def.depth == 0 { inv.deck.len() } else { usize::from(def.depth).min(inv.deck.len()) };
                let top = &inv.deck.bottom_up()[inv.deck.len() - depth..];
                let options = distinct(top.iter().filter(|c| {
                    (def.traits.is_empty() || def.traits.iter().any(|t| c.has_trait(t)))
                        && def.kind.is_none_or(|k| c.player().is_some_and(|p| p.kind == k))
                }));
                if options.is_empty() {
                    self.investigators[usize::from(seat)].deck.shuffle(&mut self.rng);
                }
                self.ask(seat, PickFor::Search(ctx), options, events);
            }
            Effect::PutIntoPlay(place) => self.put_into_play(place.card, place.at, events),
            Effect::Spawn(place) => {
                if let Some(card) = CardRef::from_code(place.card) {
                    self.set_aside.retain(|c| *c != card);
                    let at = place.at.and_then(|code| self.loc_of(code));
                    self.spawn(card, seat, None, at, events);
                }
            }
            Effect::SpawnHere => {
                if let Source::Location(l) = ctx.source {
                    self.spawn_here = Some(l);
                }
            }
            Effect::Reveal(code) => {
                if let Some(l) = self.loc_of(code) {
                    self.reveal(l, events);
                }
            }
            Effect::DiscardEnemiesAt(code) => {
                if let Some(l) = self.loc_of(code) {
                    for id in self.enemies_at(l) {
                        self.discard_enemy(id, events);
                    }
                }
            }
            Effect::MoveAllTo(code) => {
                if let Some(l) = self.loc_of(code) {
                    let order: Vec<Inv> = self.in_order().collect();
                    for i in order {
                        self.move_investigator(i, l, events);
                    }
                }
            }
            Effect::RemoveFromGame(code) => {
                if let Some(l) = self.loc_of(code) {
                    self.locations[usize::from(l.0)].in_play = false;
                    self.refresh_map();
                    self.enemies.retain(|e| e.at != l);
                }
            }
            Effect::TakeControl(code) => {
                if let Some(card) = CardRef::from_code(code) {
                    for loc in &mut self.locations {
                        loc.attached.retain(|a| a.card != card);
                    }
                    self.set_aside.retain(|c| *c != card);
                    self.enter_play(seat, card, seat, events);
                }
            }
            Effect::Custom(hook) => self.hook(hook, ctx, events),
        }
    }

    /// An investigator is dealt damage and horror (assigned as one decision).
    pub(crate) fn harm(
        &mut self,
        inv: Inv,
        damage: u8,
        horror: u8,
        direct: bool,
        source: Option<crate::state::EnemyId>,
    ) {
        if damage == 0 && horror == 0 {
            return;
        }
        self.frames.push(Frame::Task(Task::Harm { inv, damage, horror, direct, source }));
    }

    /// Clues would be discovered at a location: *when would discover* responses (Cover Up) may
    /// replace it (taking the [`Task::Discover`] off the stack), else the task discovers them.
    pub(crate) fn discover(&mut self, seat: Inv, at: LocId, n: u8, events: &mut [Event]) {
        if self.clues_blocked(seat)
            || self.investigators[usize::from(seat)].out.is_some()
            || self.locations[usize::from(at.0)].clues.min(n) == 0
        {
            return;
        }
        self.frames.push(Frame::Task(Task::Discover(seat, at, n)));
        let ctx = Ctx { inv: seat, source: Source::Investigator(seat), enemy: None, trait_: None };
        self.open_window(content::arkham_lcg::Trigger::WhenWouldDiscoverClues, ctx, events);
    }

    /// Clues discovered at a location.
    pub(crate) fn discover_now(&mut self, seat: Inv, at: LocId, n: u8, events: &mut Vec<Event>) {
        if self.clues_blocked(seat) {
            return;
        }
        let loc = &mut self.locations[usize::from(at.0)];
        let take = loc.clues.min(n);
        loc.clues -= take;
        self.investigators[usize::from(seat)].clues += take;
        if take > 0 {
            events.push(Event::Discovered { inv: seat, clues: take });
        }
    }

    fn add_tokens(&mut self, source: Source, n: u8) {
        if n == 0 {
            return;
        }
        match source {
            Source::Asset(id) => {
                if let Some(a) = self.asset_mut(id) {
                    a.tokens += n;
                }
            }
            Source::Threat(seat, card) => {
                if let Some(t) =
                    self.investigators[usize::from(seat)].threat.iter_mut().find(|t| t.card == card)
                {
                    t.tokens += n;
                }
            }
            Source::Act => self.act_clues += n,
            _ => {}
        }
    }

    fn doom_on(&mut self, source: Source, n: u8) {
        if n == 0 {
            return;
        }
        match source {
            Source::Enemy(id) => {
                if let Some(e) = self.enemy_mut(id) {
                    e.doom += n;
                }
            }
            Source::Location(l) => self.locations[usize::from(l.0)].doom += n,
            _ => self.agenda_doom += n,
        }
    }

    /// Takes a source's card out of where it is (without sending it anywhere).
    pub(crate) fn remove_source(&mut self, source: Source) {
        match source {
            Source::Asset(id) => {
                for inv in &mut self.investigators {
                    inv.assets.retain(|a| a.id != id);
                }
            }
            Source::Threat(seat, card) => {
                let threat = &mut self.investigators[usize::from(seat)].threat;
                if let Some(i) = threat.iter().position(|t| t.card == card) {
                    threat.remove(i);
                }
            }
            Source::Attachment(l, card) => {
                let attached = &mut self.locations[usize::from(l.0)].attached;
                if let Some(i) = attached.iter().position(|t| t.card == card) {
                    attached.remove(i);
                }
            }
            Source::Enemy(id) => self.enemies.retain(|e| e.id != id),
            _ => {}
        }
    }

    /// Discards the card an ability is on.
    pub(crate) fn discard_source(&mut self, source: Source, events: &mut Vec<Event>) {
        match source {
            Source::Asset(id) => self.discard_asset(id, events),
            Source::Threat(seat, card) => {
                let owner = self.investigators[usize::from(seat)]
                    .threat
                    .iter()
                    .find(|t| t.card == card)
                    .and_then(|t| t.owner);
                self.remove_source(source);
                self.put_in_discard(card, owner);
                events.push(Event::CardDiscarded(card));
            }
            Source::Attachment(..) => {
                self.remove_source(source);
                if let Some(card) = self.source_card(source) {
                    self.encounter_discard.put(card);
                }
                if let Source::Attachment(_, card) = source {
                    self.encounter_discard.put(card);
                    events.push(Event::CardDiscarded(card));
                }
            }
            Source::Enemy(id) => self.discard_enemy(id, events),
            Source::Card(_) => self.kept = false,
            _ => {}
        }
    }

    /// A card goes to its owner's discard pile (encounter cards: the encounter discard).
    pub(crate) fn put_in_discard(&mut self, card: CardRef, owner: Option<Inv>) {
        let pile = match owner.filter(|_| card.player().is_some()) {
            Some(seat) => &mut self.investigators[usize::from(seat)].discard,
            None => &mut self.encounter_discard,
        };
        pile.put(card);
    }

    /// Discards an asset to its owner's discard pile.
    pub(crate) fn discard_asset(&mut self, id: crate::state::AssetId, events: &mut Vec<Event>) {
        let Some((_, asset)) = self.find_asset(id) else { return };
        let asset = *asset;
        if crate::hooks::cannot_leave_play(asset.card, asset.horror) {
            return;
        }
        self.remove_source(Source::Asset(id));
        self.investigators[usize::from(asset.owner)].discard.put(asset.card);
        events.push(Event::CardDiscarded(asset.card));
    }

    /// A card test: `skill` against `difficulty`.
    pub(crate) fn card_test(
        &mut self,
        seat: Inv,
        skill: Skill,
        difficulty: u8,
        pass: &'static [Effect],
        fail: &'static [Effect],
        ctx: Ctx,
    ) {
        self.begin_test(seat, skill, crate::state::TestKind::Card, difficulty, pass, fail, &[], ctx);
    }

    /// Whether the ability's condition on its whole use holds.
    #[allow(dead_code, reason = "kept for hooks")]
    pub(crate) fn ability_condition(&self, def: &AbilityDef, ctx: Ctx) -> bool {
        def.when == Condition::Always || self.condition_holds(def.when, def.card, ctx)
    }

    /// Plays an event: pays its cost, resolves it, and discards it (unless it stays in play).
    pub(crate) fn play_event(
        &mut self,
        seat: Inv,
        card: CardRef,
        def: &AbilityDef,
        ctx: Ctx,
        events: &mut Vec<Event>,
    ) {
        let cost = card.player().and_then(|c| c.cost).unwrap_or(0);
        let from_discard = crate::hooks::wendys_top_event(self, seat) == Some(card);
        let inv = &mut self.investigators[usize::from(seat)];
        match inv.hand.iter().position(|c| *c == card) {
            Some(pos) => {
                inv.hand.remove(pos);
            }
            // Wendy's Amulet: the topmost event of the discard pile, played as if in hand.
            None if from_discard => {
                inv.discard.take_top();
            }
            None => return,
        }
        inv.resources = inv.resources.saturating_sub(cost);
        events.push(Event::Played { inv: seat, card });
        self.frames.push(Frame::Task(Task::EventDone(seat, card)));
        // "After you play" windows open once the event's effects have resolved.
        let played = Ctx { inv: seat, source: Source::Card(card), enemy: None, trait_: None };
        self.open_window(content::arkham_lcg::Trigger::AfterYouPlayTrait, played, events);
        let ctx = Ctx { inv: seat, source: Source::Card(card), enemy: ctx.enemy, trait_: def.trait_ };
        self.pay_costs(def, Source::Card(card), seat, events);
        self.push_effects(def.effects, ctx);
    }

    /// Whether an effect list's kind of card may be played now (assets and events).
    pub(crate) fn kind_playable(&self, seat: Inv, card: CardRef) -> bool {
        card.player().is_some_and(|c| matches!(c.kind, PlayerKind::Asset | PlayerKind::Event))
            && !self.no_assets_or_events(seat)
    }
}

/// Distinct cards as pick targets.
pub(crate) fn distinct<'a>(cards: impl Iterator<Item = &'a CardRef>) -> SmallVec<[Target; 8]> {
    let mut out: SmallVec<[Target; 8]> = SmallVec::new();
    for &card in cards {
        if !out.contains(&Target::Card(card)) {
            out.push(Target::Card(card));
        }
    }
    out
}
