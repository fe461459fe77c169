//! Rules procedures on the stack: encounter draws, player draws, damage and horror with their
//! assignment, defeat and elimination, act and agenda advancement, movement and locations.

use content::arkham_lcg::{self as data, Keyword, PlayerKind, Timing, Trigger as When};
use smallvec::SmallVec;
use tabletop_core::zone::{WhenEmpty, draw_with_policy};

use crate::Event;
use crate::card::CardRef;
use crate::state::{Asset, AssetId, Ctx, Frame, Inv, LocId, Out, Pending, Source, State, Task};

impl State {
    /// Runs one rules procedure.
    pub(crate) fn task(&mut self, task: Task, events: &mut Vec<Event>) {
        match task {
            Task::DrawEncounter(seat) => self.draw_encounter(seat, events),
            Task::Resolve(seat, card, owner) => self.resolve_drawn(seat, card, owner, events),
            Task::TreacheryDone(seat, card, owner) => {
                if !std::mem::take(&mut self.kept) {
                    let victory = card.treachery_def().is_some_and(|_| false);
                    if victory {
                        self.victory.push(card)
                    } else {
                        self.put_in_discard(card, owner.or(Some(seat)))
                    }
                }
            }
            Task::Spawn(seat, card, owner) => self.spawn(card, seat, owner, None, events),
            Task::Attack(id, seat, exhaust) => self.attack(id, seat, exhaust, events),
            Task::AttackHits(id, seat, exhaust) => self.attack_hits(id, seat, exhaust, events),
            Task::Opportunity(seat) => self.opportunity(seat),
            Task::AdvanceAgenda => self.advance_agenda(events),
            Task::FlipAgenda => self.flip_agenda(),
            Task::AdvanceAct => self.advance_act(events),
            Task::Harm { inv, damage, horror, direct, source } => {
                self.deal(inv, damage, horror, direct, source, events)
            }
            Task::DamageEnemy(id, n, by) => self.damage_enemy(id, n, by, events),
            Task::EnemyLeaves(id) => self.enemy_leaves(id, events),
            Task::Draw(seat, n) => self.draw(seat, n, events),
            Task::Hunt(id) => self.hunt(id, events),
            Task::CheckDefeat(seat) => self.check_defeat(seat, events),
            Task::EventDone(seat, card) => {
                let back = std::mem::take(&mut self.return_to_hand);
                let inv = &mut self.investigators[usize::from(seat)];
                if inv.out.is_some() {
                    // Its player's cards left the game with them.
                } else if back {
                    inv.hand.push(card)
                } else if !crate::hooks::wendys_amulet_bottom(self, seat, card) {
                    self.investigators[usize::from(seat)].discard.put(card);
                }
                let ctx = Ctx { inv: seat, source: Source::Card(card), enemy: None, trait_: None };
                self.open_window(When::AfterEventPlayedOrDiscarded, ctx, events);
            }
            Task::Retaliate(id, seat) => {
                if self.enemy(id).is_some() && self.investigators[usize::from(seat)].out.is_none() {
                    self.attack(id, seat, false, events);
                }
            }
            Task::CheckEnd => {
                if self.in_order().next().is_none() {
                    self.no_resolution(events);
                }
            }
            Task::Hook(hook, ctx, stage) => self.hook_stage(hook, ctx, stage, events),
            Task::DiscardAsset(id) => self.discard_asset(id, events),
            Task::Move(seat, to) => self.finish_move(seat, to, events),
            Task::Revelation(seat, card) => self.revelation(seat, card),
            Task::NextAttack(seat, exhaust, waiting) => self.next_attack(seat, exhaust, waiting, events),
            Task::UpkeepResources => {
                let order: Vec<Inv> = self.in_order().collect();
                for seat in order {
                    let inv = &mut self.investigators[usize::from(seat)];
                    inv.resources = inv.resources.saturating_add(1);
                }
            }
            Task::Discover(seat, at, n) => self.discover_now(seat, at, n, events),
            Task::PlayerWindow => self.player_window(None),
            Task::CheckAsset(id) => self.check_asset(id, events),
        }
    }

    /// 1.4 / "draw an encounter card".
    pub(crate) fn draw_encounter(&mut self, seat: Inv, events: &mut Vec<Event>) {
        let drawn = draw_with_policy(
            &mut self.encounter,
            &mut self.encounter_discard,
            WhenEmpty::ReshuffleDiscard,
            &mut self.rng,
        );
        let Some(card) = drawn.card() else { return };
        events.push(Event::EncounterDrawn { inv: seat, card });
        self.frames.push(Frame::Task(Task::Resolve(seat, card, None)));
    }

    /// A drawn encounter card (or encounter-type weakness) resolves.
    fn resolve_drawn(&mut self, seat: Inv, card: CardRef, owner: Option<Inv>, events: &mut [Event]) {
        if self.investigators[usize::from(seat)].out.is_some() {
            self.put_in_discard(card, owner);
            return;
        }
        let ctx = Ctx { inv: seat, source: Source::Card(card), enemy: None, trait_: None };
        if card.has_keyword(Keyword::Surge) {
            self.frames.push(Frame::Task(Task::DrawEncounter(seat)));
        }
        if card.is_enemy() {
            self.frames.push(Frame::Task(Task::Spawn(seat, card, owner)));
        } else {
            self.kept = false;
            self.frames.push(Frame::Task(Task::TreacheryDone(seat, card, owner)));
            self.cancelled = false;
            self.frames.push(Frame::Task(Task::Revelation(seat, card)));
            if !card.is_weakness() {
                self.open_window(When::WhenDrawTreachery, ctx, events);
            }
            return;
        }
        for ability in card.abilities().iter().filter(|a| a.timing == Timing::Revelation) {
            self.push_effects(ability.effects, Ctx { trait_: ability.trait_, ..ctx });
        }
    }

    /// A treachery's Revelation (unless a *when drawn* response cancelled it).
    pub(crate) fn revelation(&mut self, seat: Inv, card: CardRef) {
        if std::mem::take(&mut self.cancelled) {
            return;
        }
        let ctx = Ctx { inv: seat, source: Source::Card(card), enemy: None, trait_: None };
        for ability in card.abilities().iter().filter(|a| a.timing == Timing::Revelation).rev() {
            self.push_effects(ability.effects, Ctx { trait_: ability.trait_, ..ctx });
        }
    }

    /// Draws player cards; an empty deck is reshuffled from the discard and costs 1 horror.
    pub(crate) fn draw(&mut self, seat: Inv, n: u8, events: &mut Vec<Event>) {
        let mut horror = 0;
        for _ in 0..n {
            let inv = &mut self.investigators[usize::from(seat)];
            let drawn =
                draw_with_policy(&mut inv.deck, &mut inv.discard, WhenEmpty::ReshuffleDiscard, &mut self.rng);
            if drawn.ran_out() {
                horror = 1;
            }
            let Some(card) = drawn.card() else { break };
            events.push(Event::Drew { inv: seat, card });
            let weakness_encounter =
                card.player().is_some_and(|c| matches!(c.kind, PlayerKind::Treachery | PlayerKind::Enemy));
            if weakness_encounter {
                self.frames.push(Frame::Task(Task::Resolve(seat, card, Some(seat))));
            } else {
                self.investigators[usize::from(seat)].hand.push(card);
                let ctx = Ctx { inv: seat, source: Source::Card(card), enemy: None, trait_: None };
                for ability in card.abilities().iter().filter(|a| a.timing == Timing::Revelation) {
                    self.push_effects(ability.effects, ctx);
                }
            }
        }
        if horror > 0 {
            self.harm(seat, 0, horror, false, None);
        }
    }

    /// Places damage and horror: asks for the assignment when assets could take some.
    fn deal(
        &mut self,
        seat: Inv,
        damage: u8,
        horror: u8,
        direct: bool,
        source: Option<crate::state::EnemyId>,
        events: &mut Vec<Event>,
    ) {
        if self.investigators[usize::from(seat)].out.is_some() {
            return;
        }
        if !direct
            && !self.assignments(seat, damage, horror).is_empty()
            && self.assignments(seat, damage, horror).len() > 1
        {
            self.pending = Some(Pending::Assign { inv: seat, damage, horror, source });
            return;
        }
        self.place(seat, damage, horror, &[], source, events);
    }

    /// Every way to assign `damage` and `horror` among `seat` and their assets: (asset, damage,
    /// horror) for the assets that take some.
    pub(crate) fn assignments(
        &self,
        seat: Inv,
        damage: u8,
        horror: u8,
    ) -> Vec<SmallVec<[(AssetId, u8, u8); 2]>> {
        let room: SmallVec<[(AssetId, u8, u8); 4]> = self.investigators[usize::from(seat)]
            .assets
            .iter()
            .filter_map(|a| {
                let c = a.card.player()?;
                let d = c.health.map_or(0, |h| h.saturating_sub(a.damage)).min(damage);
                let h = c.sanity.map_or(0, |s| s.saturating_sub(a.horror)).min(horror);
                (d > 0 || h > 0).then_some((a.id, d, h))
            })
            .collect();
        let mut out = vec![SmallVec::new()];
        for (id, dmax, hmax) in room {
            let mut next = Vec::new();
            for partial in &out {
                let used_d: u8 = partial.iter().map(|p: &(AssetId, u8, u8)| p.1).sum();
                let used_h: u8 = partial.iter().map(|p| p.2).sum();
                for d in 0..=dmax.min(damage - used_d) {
                    for h in 0..=hmax.min(horror - used_h) {
                        let mut p = partial.clone();
                        if d > 0 || h > 0 {
                            p.push((id, d, h));
                        }
                        next.push(p);
                    }
                }
                if next.len() > 200 {
                    break;
                }
            }
            out = next;
        }
        out
    }

    /// Places assigned damage and horror; checks defeats; after-windows.
    pub(crate) fn place(
        &mut self,
        seat: Inv,
        damage: u8,
        horror: u8,
        on_assets: &[(AssetId, u8, u8)],
        attacker: Option<crate::state::EnemyId>,
        events: &mut Vec<Event>,
    ) {
        let (mut d, mut h) = (damage, horror);
        // Assets with a reaction to an attack damaging them (Guard Dog) react before they can
        // be defeated by that damage.
        let mut reacting: SmallVec<[AssetId; 2]> = SmallVec::new();
        for &(id, ad, ah) in on_assets {
            let (ad, ah) = (ad.min(d), ah.min(h));
            d -= ad;
            h -= ah;
            let mut reacts = false;
            if let Some(a) = self.asset_mut(id) {
                a.damage += ad;
                a.horror += ah;
                reacts = attacker.is_some()
                    && ad > 0
                    && a.card.abilities().iter().any(|x| x.trigger == When::WhenAttackDamagesThis);
            }
            if reacts {
                reacting.push(id);
            } else {
                self.check_asset(id, events);
            }
        }
        let inv = &mut self.investigators[usize::from(seat)];
        inv.damage = inv.damage.saturating_add(d);
        inv.horror = inv.horror.saturating_add(h);
        events.push(Event::Harmed { inv: seat, damage: d, horror: h });
        let ctx = Ctx { inv: seat, source: Source::Investigator(seat), enemy: None, trait_: None };
        self.frames.push(Frame::Task(Task::CheckDefeat(seat)));
        if damage > 0 {
            self.open_window(When::AfterYouTakeDamage, ctx, events);
        }
        if horror > 0 {
            self.open_window(When::AfterYouTakeHorror, ctx, events);
        }
        if d > 0 {
            self.open_window(When::AfterDamageOnYou, ctx, events);
        }
        if h > 0 {
            self.open_window(When::AfterHorrorOnYou, ctx, events);
        }
        for id in reacting {
            self.frames.push(Frame::Task(Task::CheckAsset(id)));
            let ctx = Ctx { inv: seat, source: Source::Asset(id), enemy: attacker, trait_: None };
            self.open_window(When::WhenAttackDamagesThis, ctx, events);
        }
    }

    fn check_asset(&mut self, id: AssetId, events: &mut Vec<Event>) {
        let Some((_, a)) = self.find_asset(id) else { return };
        let Some(c) = a.card.player() else { return };
        let dead = c.health.is_some_and(|h| a.damage >= h) || c.sanity.is_some_and(|s| a.horror >= s);
        if dead {
            self.discard_asset(id, events);
        }
    }

    fn check_defeat(&mut self, seat: Inv, events: &mut Vec<Event>) {
        let def = self.investigator_def(seat);
        let inv = &self.investigators[usize::from(seat)];
        if inv.out.is_some() {
            return;
        }
        let by_damage = inv.damage >= def.health;
        let by_horror = inv.horror >= def.sanity;
        match (by_damage, by_horror) {
            (false, false) => {}
            (true, _) => self.eliminate(seat, Out::Damage, events),
            (false, true) => self.eliminate(seat, Out::Horror, events),
        }
    }

    /// An investigator leaves the scenario (defeated or resigned), in the rules' order.
    pub(crate) fn eliminate(&mut self, seat: Inv, why: Out, events: &mut Vec<Event>) {
        if self.investigators[usize::from(seat)].out.is_some() {
            return;
        }
        if self.campaign && matches!(why, Out::Damage | Out::Horror) {
            let inv = &mut self.investigators[usize::from(seat)];
            if why == Out::Damage { inv.trauma.0 += 1 } else { inv.trauma.1 += 1 }
        }
        crate::hooks::game_ends_for(self, seat, events);
        let inv = &mut self.investigators[usize::from(seat)];
        inv.out = Some(why);
        let at = inv.at;
        let clues = std::mem::take(&mut inv.clues);
        inv.resources = 0;
        inv.hand.clear();
        inv.deck.clear();
        inv.discard.clear();
        inv.assets.clear();
        let threat = std::mem::take(&mut inv.threat);
        self.locations[usize::from(at.0)].clues += clues;
        for t in threat {
            if t.owner.is_none() {
                self.encounter_discard.put(t.card);
            }
        }
        for e in self.enemies.iter_mut() {
            if e.engaged == Some(seat) {
                e.engaged = None;
                e.at = at;
            }
        }
        self.enemies.retain(|e| e.owner != Some(seat));
        events.push(Event::Eliminated { inv: seat, why });
        if self.lead == seat {
            let next = self.in_order().next();
            if let Some(next) = next {
                self.lead = next;
            }
        }
        self.frames.push(Frame::Task(Task::CheckEnd));
    }

    /// 1.3: the agenda advances if the doom in play reaches its threshold.
    pub(crate) fn check_agenda(&mut self, _events: &mut [Event]) {
        let Some(agenda) = self.agenda_def() else { return };
        if self.doom_in_play() >= agenda.doom.with(self.starting) {
            self.frames.push(Frame::Task(Task::AdvanceAgenda));
        }
    }

    /// The agenda advances: its doom goes, then its "when this agenda advances" abilities answer
    /// while it is still the current agenda, then it turns over ([`Task::FlipAgenda`]).
    fn advance_agenda(&mut self, events: &mut Vec<Event>) {
        if self.agenda_def().is_none() {
            return;
        }
        events.push(Event::AgendaAdvanced(self.agenda));
        self.agenda_doom = 0;
        for e in self.enemies.iter_mut() {
            e.doom = 0;
        }
        for l in self.locations.iter_mut() {
            l.doom = 0;
        }
        self.frames.push(Frame::Task(Task::FlipAgenda));
        let ctx = Ctx { inv: self.lead, source: Source::Agenda, enemy: None, trait_: None };
        self.open_window(When::WhenAgendaAdvances, ctx, events);
    }

    /// The advanced agenda turns over: the next agenda becomes current, the back's effects
    /// resolve and its enemy (if it has one) spawns.
    fn flip_agenda(&mut self) {
        let Some(agenda) = self.agenda_def() else { return };
        self.agenda += 1;
        let ctx = Ctx { inv: self.lead, source: Source::Agenda, enemy: None, trait_: None };
        self.push_effects(agenda.advance, ctx);
        if let Some(code) = agenda.back_enemy
            && let Some(card) = CardRef::from_code(code)
        {
            self.set_aside.retain(|c| *c != card);
            let lead = self.lead;
            self.frames.push(Frame::Task(Task::Spawn(lead, card, None)));
        }
    }

    fn advance_act(&mut self, events: &mut Vec<Event>) {
        let Some(act) = self.act_def() else { return };
        events.push(Event::ActAdvanced(self.act));
        self.act += 1;
        self.act_clues = 0;
        let ctx = Ctx { inv: self.lead, source: Source::Act, enemy: None, trait_: None };
        self.push_effects(act.advance, ctx);
    }

    /// The clues the current act asks for, if it advances by clues.
    pub fn act_threshold(&self) -> Option<u16> {
        let act = self.act_def()?;
        if collects_clues(act) {
            return None;
        }
        act.clues.map(|c| c.with(self.starting))
    }

    /// Clues an act collects on itself before it advances by itself (Disrupting the Ritual).
    pub fn act_collects(&self) -> Option<u16> {
        let act = self.act_def()?;
        if !collects_clues(act) {
            return None;
        }
        act.clues.map(|c| c.with(self.starting))
    }

    /// Whether a location may be entered (Barricade-style blocks and unrevealed blocked ones).
    pub(crate) fn may_enter(&self, l: LocId) -> bool {
        let loc = &self.locations[usize::from(l.0)];
        loc.in_play && (loc.revealed || !loc.card.location().is_some_and(|d| d.blocked_unrevealed))
    }

    /// Moves an investigator (engaged enemies come along, Massive ones do not).
    pub(crate) fn move_investigator(&mut self, seat: Inv, to: LocId, events: &mut [Event]) {
        let from = self.investigators[usize::from(seat)].at;
        if from == to {
            return;
        }
        let ctx = Ctx { inv: seat, source: Source::Investigator(seat), enemy: None, trait_: None };
        self.frames.push(Frame::Task(Task::Move(seat, to)));
        self.open_window(When::WhenInvestigatorLeavesAttached, ctx, events);
        self.open_window(When::WhenYouLeave, ctx, events);
    }

    fn finish_move(&mut self, seat: Inv, to: LocId, events: &mut Vec<Event>) {
        self.investigators[usize::from(seat)].at = to;
        for e in self.enemies.iter_mut() {
            if e.engaged == Some(seat) && !e.card.has_keyword(Keyword::Massive) {
                e.at = to;
            }
        }
        events.push(Event::Moved { inv: seat, to });
        let ctx = Ctx { inv: seat, source: Source::Investigator(seat), enemy: None, trait_: None };
        self.open_window(When::WhenEntersNamed, ctx, events);
        self.open_window(When::AfterYouEnter, ctx, events);
        if !self.locations[usize::from(to.0)].revealed {
            self.reveal(to, events);
        }
        for id in self.enemies_at(to) {
            self.auto_engage(id, events);
        }
    }

    /// Reveals a location and places its clues.
    pub(crate) fn reveal(&mut self, l: LocId, events: &mut Vec<Event>) {
        let starting = self.starting;
        let loc = &mut self.locations[usize::from(l.0)];
        if loc.revealed {
            return;
        }
        loc.revealed = true;
        loc.in_play = true;
        if let Some(def) = loc.card.location() {
            loc.clues += def.clues.with(starting).min(255) as u8;
        }
        events.push(Event::Revealed(l));
        self.refresh_map();
    }

    /// A location or story asset set aside enters play.
    pub(crate) fn put_into_play(
        &mut self,
        code: &'static str,
        at: Option<&'static str>,
        events: &mut Vec<Event>,
    ) {
        if let Some(l) = self.loc_of(code) {
            self.locations[usize::from(l.0)].in_play = true;
            self.refresh_map();
            events.push(Event::LocationInPlay(l));
            return;
        }
        let Some(card) = CardRef::from_code(code) else { return };
        self.set_aside.retain(|c| *c != card);
        if let Some(l) = at.and_then(|a| self.loc_of(a)) {
            self.locations[usize::from(l.0)].attached.push(crate::state::Attached {
                card,
                owner: None,
                tokens: 0,
            });
        }
    }

    /// A player card enters `seat`'s play area (owned by `owner`).
    pub(crate) fn enter_play(
        &mut self,
        seat: Inv,
        card: CardRef,
        owner: Inv,
        events: &mut Vec<Event>,
    ) -> AssetId {
        let id = AssetId(self.next_asset);
        self.next_asset = self.next_asset.wrapping_add(1);
        let uses = card.player().and_then(|c| c.uses).map_or(0, |u| u.count);
        self.investigators[usize::from(seat)].assets.push(Asset {
            id,
            card,
            owner,
            exhausted: false,
            uses,
            damage: 0,
            horror: 0,
            tokens: 0,
        });
        events.push(Event::AssetInPlay { inv: seat, card });
        let ctx = Ctx { inv: seat, source: Source::Asset(id), enemy: None, trait_: None };
        for ability in card.abilities().iter().filter(|a| a.timing == Timing::Play) {
            self.push_effects(ability.effects, ctx);
        }
        self.open_window(When::AfterEntersPlay, ctx, events);
        let played = ctx;
        self.open_window(When::AfterYouPlayTrait, played, events);
        self.check_slots(seat, id, events);
        id
    }

    /// Over a slot's limit, the controller chooses an asset of that slot to discard (one at a
    /// time, until the assets fit; the asset entering play stays).
    pub(crate) fn check_slots(&mut self, seat: Inv, new: AssetId, events: &mut Vec<Event>) {
        use data::Slot;
        let limit = |slot: Slot| match slot {
            Slot::Hand | Slot::Arcane => 2u8,
            _ => 1,
        };
        let weight = |slot: Slot, of: Slot| -> u8 {
            match (slot, of) {
                (Slot::TwoHands, Slot::Hand) | (Slot::TwoArcane, Slot::Arcane) => 2,
                (a, b) if a == b => 1,
                _ => 0,
            }
        };
        for of in [Slot::Hand, Slot::Arcane, Slot::Accessory, Slot::Body, Slot::Ally] {
            let extra = crate::hooks::extra_slots(self, seat, of);
            loop {
                let assets = &self.investigators[usize::from(seat)].assets;
                let used: u8 = assets
                    .iter()
                    .map(|a| {
                        a.card.player().map_or(0, |c| c.slots.iter().map(|&s| weight(s, of)).sum::<u8>())
                    })
                    .sum();
                if used <= limit(of) + extra {
                    break;
                }
                let victims: SmallVec<[crate::action::Target; 8]> = assets
                    .iter()
                    .filter(|a| {
                        a.id != new
                            && a.card.player().is_some_and(|c| c.slots.iter().any(|&s| weight(s, of) > 0))
                            && !crate::hooks::cannot_leave_play(a.card, a.horror)
                    })
                    .map(|a| crate::action::Target::Asset(a.id))
                    .collect();
                match victims.as_slice() {
                    [] => break,
                    [crate::action::Target::Asset(id)] => self.discard_asset(*id, events),
                    _ => {
                        self.ask(seat, crate::state::PickFor::SlotDiscard(seat, new), victims, events);
                        return;
                    }
                }
            }
        }
    }
}

/// Whether an act advances by itself once the clues placed on it reach its threshold.
fn collects_clues(act: &data::ActDef) -> bool {
    act.abilities
        .iter()
        .any(|a| a.when == data::Condition::ThresholdOnSelf && a.effects.contains(&data::Effect::Advance))
}
