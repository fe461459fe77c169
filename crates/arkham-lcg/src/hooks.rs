//! The hooks: rules the effect vocabulary cannot say, one arm per [`Hook`] variant (a new hook
//! that is not handled here does not compile), and the rules checks the constant ones feed.

use content::arkham_lcg::{Effect, Hook, Keyword, Slot, Timing};
use smallvec::SmallVec;

use crate::Event;
use crate::action::Target;
use crate::card::CardRef;
use crate::state::{
    Ctx, Enemy, Frame, Inv, Lasting, LastingKind, LocId, PickFor, SkillTest, Source, State, Task, TestKind,
    Until,
};

const RITUAL_SITE: &str = "01156";
const MAIN_PATH: &str = "01149";
const UMORDHOTH: &str = "01157";
const PARLOR: &str = "01115";
const HALLWAY: &str = "01112";
const MASKED_HUNTER: &str = "01121b";
const GHOUL_PRIEST: &str = "01116";
const GHOUL_PRIEST_ALIVE: &str = "ghoul-priest-alive";

fn has_hook(card: CardRef, hook: Hook) -> bool {
    card.abilities().iter().any(|a| a.timing == Timing::Constant && a.effects.contains(&Effect::Custom(hook)))
}

/// Screeching Byakhee: +1 fight and evade while engaged with an investigator at 4 or less sanity.
pub(crate) fn enemy_modifier(state: &State, enemy: &Enemy) -> i8 {
    if enemy.blank || !has_hook(enemy.card, Hook::ScreechingByakhee) {
        return 0;
    }
    let low = enemy.engaged.is_some_and(|seat| {
        let def = state.investigator_def(seat);
        let inv = &state.investigators[usize::from(seat)];
        def.sanity.saturating_sub(inv.horror) <= 4
    });
    i8::from(low)
}

/// Whether running `hook` now could change anything (an optional use of it is offered only
/// then).
pub(crate) fn would_change(state: &State, hook: Hook, ctx: Ctx) -> bool {
    let seat = ctx.inv;
    let inv = &state.investigators[usize::from(seat)];
    match hook {
        Hook::CoverUp => {
            let on_it = match ctx.source {
                Source::Threat(owner, card) => state.investigators[usize::from(owner)]
                    .threat
                    .iter()
                    .any(|t| t.card == card && t.tokens > 0),
                _ => false,
            };
            on_it && state.discovering(seat).is_some_and(|n| n > 0)
        }
        Hook::HospitalDebts => inv.resources > 0,
        Hook::MindWipe => !mind_wipe_targets(state, inv.at).is_empty(),
        Hook::Necronomicon => match ctx.source {
            Source::Threat(owner, card) => {
                state.investigators[usize::from(owner)].threat.iter().any(|t| t.card == card && t.tokens > 0)
            }
            _ => true,
        },
        _ => true,
    }
}

/// Non-Elite enemies at a location (Mind Wipe's targets).
fn mind_wipe_targets(state: &State, at: LocId) -> SmallVec<[Target; 8]> {
    state
        .enemies_at(at)
        .into_iter()
        .filter(|&id| state.targetable(id) && state.enemy(id).is_some_and(|e| !e.card.has_trait("Elite")))
        .map(Target::Enemy)
        .collect()
}

/// The Barrier: the act advances only when the round ends (no clue spending during turns).
pub(crate) fn advances_at_round_end(state: &State) -> bool {
    state.act_def().is_some_and(|act| {
        act.abilities.iter().any(|a| a.effects.contains(&Effect::Custom(Hook::TheBarrier)))
    })
}

/// Wendy's Amulet: the topmost event of the discard pile, playable as if it were in hand.
pub(crate) fn wendys_top_event(state: &State, seat: Inv) -> Option<CardRef> {
    let inv = &state.investigators[usize::from(seat)];
    if !inv.assets.iter().any(|a| has_hook(a.card, Hook::WendysAmulet)) {
        return None;
    }
    let top = *inv.discard.top()?;
    top.player().is_some_and(|c| c.kind == content::arkham_lcg::PlayerKind::Event).then_some(top)
}

fn has_hook_any(card: CardRef, hook: Hook) -> bool {
    card.abilities().iter().any(|a| a.effects.contains(&Effect::Custom(hook)))
}

/// The Necronomicon cannot leave play while it has horror on it.
pub(crate) fn cannot_leave_play(card: CardRef, horror: u8) -> bool {
    horror > 0 && has_hook(card, Hook::Necronomicon)
}

/// The Necronomicon (in play or in its threat area): each elder sign its controller reveals is
/// an auto-fail.
pub(crate) fn elder_sign_is_auto_fail(state: &State, seat: Inv) -> bool {
    let inv = &state.investigators[usize::from(seat)];
    inv.assets.iter().any(|a| has_hook(a.card, Hook::Necronomicon))
        || inv.threat.iter().any(|t| has_hook(t.card, Hook::Necronomicon))
}

/// Hunting Nightgaunt doubles a negative token modifier while evading it.
pub(crate) fn token_modifier(state: &State, seat: Inv, modifier: i16) -> i16 {
    let Some(t) = state.tests.last() else { return modifier };
    if let TestKind::Evade(id) = t.kind
        && t.inv == seat
        && modifier < 0
        && state.enemy(id).is_some_and(|e| !e.blank && has_hook(e.card, Hook::HuntingNightgaunt))
    {
        return modifier * 2;
    }
    modifier
}

/// Shotgun: damage by the margin (1 to 5) instead of the standard damage.
pub(crate) fn attack_damage(state: &State, test: &SkillTest, standard: u8, margin: i16) -> u8 {
    let shotgun = match test.ctx.source {
        Source::Asset(id) => state.find_asset(id).is_some_and(|(_, a)| has_hook_any(a.card, Hook::Shotgun)),
        _ => false,
    };
    if shotgun { margin.unsigned_abs().clamp(1, 5) as u8 } else { standard }
}

/// Yithian Observer and Aquinnah change an attack's damage and horror.
pub(crate) fn attack_values(
    state: &mut State,
    enemy: &Enemy,
    seat: Inv,
    damage: u8,
    horror: u8,
    events: &mut Vec<Event>,
) -> (u8, u8) {
    let (mut damage, mut horror) = (damage, horror);
    if std::mem::take(&mut state.yithian) {
        let hand = &state.investigators[usize::from(seat)].hand;
        if hand.is_empty() {
            damage += 1;
            horror += 1;
        } else {
            let i = state.rng.index(hand.len());
            let card = state.investigators[usize::from(seat)].hand.remove(i);
            state.investigators[usize::from(seat)].discard.put(card);
            events.push(Event::Discarded { inv: seat, card });
        }
    }
    if std::mem::take(&mut state.redirect) {
        let at = state.investigators[usize::from(seat)].at;
        let others: SmallVec<[Target; 8]> = state
            .enemies_at(at)
            .into_iter()
            .filter(|&id| id != enemy.id && state.targetable(id))
            .map(Target::Enemy)
            .collect();
        if !others.is_empty() && damage > 0 {
            // All of it to one other enemy, chosen by the investigator.
            let ctx =
                Ctx { inv: seat, source: Source::Investigator(seat), enemy: Some(enemy.id), trait_: None };
            state.ask(seat, PickFor::Redirect(damage, ctx), others, events);
            damage = 0;
        }
    }
    (damage, horror)
}

/// Barricade: non-Elite enemies cannot move into the location.
pub(crate) fn barricaded(state: &State, l: LocId, enemy: &Enemy) -> bool {
    !enemy.card.has_trait("Elite")
        && state.locations[usize::from(l.0)].attached.iter().any(|a| has_hook_any(a.card, Hook::Barricade))
}

/// Frozen in Fear: the first move, fight or evade action each round costs 1 more.
pub(crate) fn frozen_in_fear(state: &State, seat: Inv) -> bool {
    let inv = &state.investigators[usize::from(seat)];
    !inv.first_mfe_done && inv.threat.iter().any(|t| has_hook(t.card, Hook::FrozenInFear))
}

/// Locked Door: the location cannot be investigated.
pub(crate) fn locked(state: &State, l: LocId) -> bool {
    state.locations[usize::from(l.0)].attached.iter().any(|a| has_hook_any(a.card, Hook::LockedDoor))
}

/// Additional slots from constant abilities.
pub(crate) fn extra_slots(state: &State, seat: Inv, slot: Slot) -> u8 {
    let def = state.investigator_def(seat);
    let assets = state.investigators[usize::from(seat)].assets.iter().map(|a| a.card.abilities());
    std::iter::once(def.abilities)
        .chain(assets)
        .flatten()
        .filter(|a| a.timing == Timing::Constant)
        .flat_map(|a| a.effects)
        .filter(|e| matches!(e, Effect::ExtraSlot(s) if *s == slot))
        .count() as u8
}

/// Wendy's Amulet: events played go to the bottom of the deck instead of the discard.
pub(crate) fn wendys_amulet_bottom(state: &mut State, seat: Inv, card: CardRef) -> bool {
    let inv = &mut state.investigators[usize::from(seat)];
    if inv.assets.iter().any(|a| has_hook(a.card, Hook::WendysAmulet)) {
        inv.deck.put_bottom(card);
        return true;
    }
    false
}

/// The game ends for an investigator: Cover Up's trauma, Hospital Debts' experience.
pub(crate) fn game_ends_for(state: &mut State, seat: Inv, events: &mut Vec<Event>) {
    let inv = &mut state.investigators[usize::from(seat)];
    let cards: SmallVec<[(CardRef, u8); 4]> = inv
        .threat
        .iter()
        .map(|t| (t.card, t.tokens))
        .chain(inv.assets.iter().map(|a| (a.card, a.tokens)))
        .collect();
    for (card, tokens) in cards {
        if has_hook_any(card, Hook::CoverUp) && tokens > 0 {
            inv.trauma.1 += u8::from(state.campaign);
            events.push(Event::HookUsed(Hook::CoverUp.name().into()));
        }
        if has_hook_any(card, Hook::HospitalDebts) && tokens < 6 {
            inv.xp_penalty = inv.xp_penalty.saturating_add(2);
            events.push(Event::HookUsed(Hook::HospitalDebts.name().into()));
        }
    }
}

impl State {
    /// Runs a hook named by an effect.
    pub(crate) fn hook(&mut self, hook: Hook, ctx: Ctx, events: &mut Vec<Event>) {
        let seat = ctx.inv;
        let at = self.investigators[usize::from(seat)].at;
        events.push(Event::HookUsed(hook.name().into()));
        match hook {
            // Constant rules, read where they apply (see the functions above).
            Hook::Barricade
            | Hook::FrozenInFear
            | Hook::HuntingNightgaunt
            | Hook::ScreechingByakhee
            | Hook::Shotgun
            | Hook::StubbornDetective
            | Hook::WendysAmulet => {}
            Hook::CoverUp => {
                // The reaction: the clues about to be discovered come off Cover Up instead.
                let Some(n) = self.discovering(seat) else { return };
                if let Source::Threat(owner, card) = ctx.source
                    && let Some(t) =
                        self.investigators[usize::from(owner)].threat.iter_mut().find(|t| t.card == card)
                {
                    t.tokens = t.tokens.saturating_sub(n);
                    // The discovery waiting below the window does not happen.
                    let waiting = self
                        .frames
                        .iter()
                        .rposition(|f| matches!(*f, Frame::Task(Task::Discover(s, _, _)) if s == seat));
                    if let Some(i) = waiting {
                        self.frames.remove(i);
                    }
                }
            }
            Hook::Aquinnah => self.redirect = true,
            Hook::YithianObserver => self.yithian = true,
            Hook::CultistsWhoGotAway => {
                let mut away: Vec<CardRef> = self.extra_deck.bottom_up().to_vec();
                away.extend(
                    self.enemies
                        .iter()
                        .filter(|e| e.card.has_trait("Cultist") && e.card.is_unique())
                        .map(|e| e.card),
                );
                away.retain(|c| c.is_unique() && c.has_trait("Cultist"));
                // The Masked Hunter got away too while agenda 1 is current.
                if self.agenda == 0
                    && let Some(hunter) = CardRef::from_code(MASKED_HUNTER)
                {
                    away.push(hunter);
                }
                away.sort();
                away.dedup();
                self.escaped = away;
                if self.victory.iter().any(|c| c.code() == GHOUL_PRIEST) {
                    for (entry, crossed) in self.log.iter_mut() {
                        if *entry == GHOUL_PRIEST_ALIVE {
                            *crossed = true;
                        }
                    }
                }
            }
            Hook::Encyclopedia => {
                let who = self.investigators_at(at).into_iter().map(Target::Investigator).collect();
                self.ask(seat, PickFor::Hook(hook, ctx), who, events);
            }
            Hook::EscapedCultistsDoom => {
                let n = self.escaped.len() as u8;
                self.agenda_doom += n.div_ceil(2);
            }
            Hook::GrotesqueStatue => self.statue = true,
            Hook::HospitalDebts => {
                let inv = &mut self.investigators[usize::from(seat)];
                if inv.resources > 0 {
                    inv.resources -= 1;
                    if let Source::Threat(_, card) = ctx.source
                        && let Some(t) = inv.threat.iter_mut().find(|t| t.card == card)
                    {
                        t.tokens += 1;
                    }
                }
            }
            Hook::IntoTheDarkness | Hook::RiseOfTheGhouls | Hook::TheArkhamWoods => {
                self.encounter.shuffle_with(&mut self.encounter_discard, &mut self.rng);
                let (want, trait_) = match hook {
                    Hook::IntoTheDarkness => (if self.starting >= 3 { 2 } else { 1 }, None),
                    Hook::RiseOfTheGhouls => (1, Some("Ghoul")),
                    _ => (1, Some("Monster")),
                };
                let mut found = Vec::new();
                while found.len() < want {
                    let Some(card) = self.encounter.draw() else { break };
                    if card.is_enemy() && trait_.is_none_or(|t| card.has_trait(t)) {
                        found.push(card);
                    } else {
                        self.encounter_discard.put(card);
                    }
                }
                let lead = self.lead;
                for card in found {
                    match hook {
                        Hook::RiseOfTheGhouls => {
                            events.push(Event::EncounterDrawn { inv: lead, card });
                            self.frames.push(Frame::Task(Task::Resolve(lead, card, None)));
                        }
                        Hook::IntoTheDarkness => {
                            let site = self.loc_of(RITUAL_SITE);
                            self.spawn(card, lead, None, site, events);
                        }
                        _ => {
                            let path = self.loc_of(MAIN_PATH);
                            self.spawn(card, lead, None, path, events);
                            if let Some(e) = self.enemies.iter_mut().rev().find(|e| e.card == card) {
                                e.doom += 1;
                            }
                        }
                    }
                }
            }
            Hook::InvestigatingTheTrail => {
                let path = self.loc_of(MAIN_PATH);
                let escaped = self.escaped.clone();
                for card in escaped {
                    self.encounter.remove_last(|c| *c == card);
                    self.spawn(card, self.lead, None, path, events);
                }
            }
            Hook::LockedDoor => {
                // The location with the most clues without a Locked Door (the lead chooses
                // among ties, as the Rules Reference's example has it).
                let open: SmallVec<[usize; 8]> = (0..self.locations.len())
                    .filter(|&i| self.locations[i].in_play && !locked(self, LocId(i as u8)))
                    .collect();
                let most = open.iter().map(|&i| self.locations[i].clues).max();
                let options: SmallVec<[Target; 8]> = open
                    .into_iter()
                    .filter(|&i| Some(self.locations[i].clues) == most)
                    .map(|i| Target::Location(LocId(i as u8)))
                    .collect();
                if !options.is_empty() {
                    self.kept = true;
                    self.ask(self.lead, PickFor::Hook(hook, ctx), options, events);
                }
            }
            Hook::MindOverMatter => {
                self.lasting.push(Lasting {
                    inv: seat,
                    until: Until::Round,
                    what: LastingKind::IntellectForAll,
                });
            }
            Hook::MindWipe => {
                let options = mind_wipe_targets(self, at);
                self.ask(seat, PickFor::Hook(hook, ctx), options, events);
            }
            Hook::Necronomicon => {
                if let Source::Threat(owner, card) = ctx.source {
                    let threat = &mut self.investigators[usize::from(owner)].threat;
                    if let Some(pos) = threat.iter().position(|t| t.card == card && t.tokens > 0) {
                        threat[pos].tokens -= 1;
                        if threat[pos].tokens == 0 {
                            threat.remove(pos);
                            self.investigators[usize::from(owner)].discard.put(card);
                        }
                        self.harm(seat, 0, 1, true, None);
                    }
                }
                if let Source::Asset(id) = ctx.source {
                    let mut empty = false;
                    if let Some(a) = self.asset_mut(id)
                        && a.horror > 0
                    {
                        a.horror -= 1;
                        empty = a.horror == 0;
                        self.harm(seat, 0, 1, true, None);
                    }
                    if empty {
                        self.frames.push(Frame::Task(Task::DiscardAsset(id)));
                    }
                }
            }
            Hook::OnWingsOfDarkness => {
                for e in self.enemies.iter_mut() {
                    if e.engaged == Some(seat) && !e.card.has_trait("Nightgaunt") {
                        e.engaged = None;
                    }
                }
                let options = (0..self.locations.len() as u8)
                    .map(LocId)
                    .filter(|&l| {
                        self.locations[usize::from(l.0)].in_play
                            && self.locations[usize::from(l.0)].card.has_trait("Central")
                    })
                    .map(Target::Location)
                    .collect();
                self.ask(seat, PickFor::MoveTo(ctx), options, events);
            }
            Hook::Scrying => {
                // Any investigator's deck, or the encounter deck (option 0).
                let mut decks: SmallVec<[Target; 8]> = self
                    .in_order()
                    .filter(|&i| !self.investigators[usize::from(i)].deck.is_empty())
                    .map(Target::Investigator)
                    .collect();
                if !self.encounter.is_empty() {
                    decks.push(Target::Option(0));
                }
                self.ask(seat, PickFor::Hook(hook, ctx), decks, events);
            }
            Hook::SureGamble => {
                if let Some(t) = self.tests.last_mut()
                    && t.token_mod < 0
                {
                    t.token_mod = -t.token_mod;
                }
            }
            Hook::TheBarrier => {
                // The investigators in the Hallway may spend the clues as a group.
                let (there, clues, need) = self.barrier();
                if let Some(&first) = there.first()
                    && clues >= need
                {
                    let options = [Target::Option(0), Target::Option(1)].into_iter().collect();
                    self.ask(first, PickFor::Hook(hook, Ctx { inv: first, ..ctx }), options, events);
                }
            }
            Hook::TheyreGettingOut => self.theyre_getting_out(ctx, events),
            Hook::UncoveringTheConspiracy => {}
            Hook::VengeanceAwaits => {
                let Some(site) = self.loc_of(RITUAL_SITE) else { return };
                let Some(umordhoth) = CardRef::from_code(UMORDHOTH) else { return };
                if self.enemies.iter().any(|e| e.card == umordhoth) {
                    return;
                }
                if self.act == 0 {
                    // Act 1: the set-aside Ritual Site enters play.
                    self.locations[usize::from(site.0)].in_play = true;
                    self.refresh_map();
                    events.push(Event::LocationInPlay(site));
                } else {
                    for id in self.enemies_at(site) {
                        self.discard_enemy(id, events);
                    }
                }
                self.set_aside.retain(|c| *c != umordhoth);
                self.place_enemy(umordhoth, None, site, None, events);
                // The Devourer Below replaces the act as well: only Umôrdhoth's defeat (R2)
                // remains.
                self.act = self.scenario_def().acts.len() as u8;
            }
            Hook::WillToSurvive => {
                self.lasting.push(Lasting { inv: seat, until: Until::Turn, what: LastingKind::NoTokens });
            }
        }
    }

    /// The clues about to be discovered by `seat` (the nearest [`Task::Discover`] waiting).
    pub(crate) fn discovering(&self, seat: Inv) -> Option<u8> {
        self.frames.iter().rev().find_map(|f| match *f {
            Frame::Task(Task::Discover(s, at, n)) if s == seat => {
                Some(self.locations[usize::from(at.0)].clues.min(n))
            }
            _ => None,
        })
    }

    /// The Barrier: the investigators in the Hallway, their clues and the clues needed.
    fn barrier(&self) -> (SmallVec<[Inv; 4]>, u16, u16) {
        let hall = self.loc_of(HALLWAY);
        let there: SmallVec<[Inv; 4]> =
            self.in_order().filter(|&i| Some(self.investigators[usize::from(i)].at) == hall).collect();
        let clues = there.iter().map(|&i| u16::from(self.investigators[usize::from(i)].clues)).sum();
        (there, clues, 3 * u16::from(self.starting))
    }

    /// A hook's question answered.
    pub(crate) fn hook_picked(&mut self, hook: Hook, ctx: Ctx, target: Target, events: &mut Vec<Event>) {
        match (hook, target) {
            (Hook::GrotesqueStatue, Target::Option(i)) => {
                let revealed = self.chaos.revealed();
                let chosen = revealed.len().checked_sub(2 - usize::from(i.min(1))).map(|at| revealed[at]);
                if let Some(token) = chosen {
                    self.resolve_token(ctx.inv, token, events);
                }
            }
            (Hook::Scrying, Target::Investigator(i)) => self.scry_next(Some(i), 0, ctx, events),
            (Hook::Scrying, Target::Option(_)) => self.scry_next(None, 0, ctx, events),
            (Hook::MindWipe, Target::Enemy(id)) => {
                if let Some(e) = self.enemy_mut(id) {
                    e.blank = true;
                }
            }
            (Hook::Encyclopedia, Target::Investigator(who)) => {
                let options = (0..4).map(Target::Skill).collect();
                self.ask(ctx.inv, PickFor::SkillBonus(who, ctx), options, events);
            }
            (Hook::LockedDoor, Target::Location(l)) => {
                if let Source::Card(card) = ctx.source {
                    self.locations[usize::from(l.0)].attached.push(crate::state::Attached {
                        card,
                        owner: None,
                        tokens: 0,
                    });
                }
            }
            (Hook::TheBarrier, Target::Option(0)) => {
                let (there, clues, need) = self.barrier();
                if clues >= need {
                    let mut left = need;
                    for i in there {
                        let inv = &mut self.investigators[usize::from(i)];
                        let take = u16::from(inv.clues).min(left);
                        inv.clues -= take as u8;
                        left -= take;
                    }
                    self.frames.push(Frame::Task(Task::AdvanceAct));
                }
            }
            _ => {}
        }
    }

    /// The deck Scrying looks at.
    fn scry_deck(&mut self, deck: Option<Inv>) -> &mut [CardRef] {
        match deck {
            Some(i) => self.investigators[usize::from(i)].deck.bottom_up_mut(),
            None => self.encounter.bottom_up_mut(),
        }
    }

    /// Scrying: asks which of the top three cards not yet placed goes next from the top.
    fn scry_next(&mut self, deck: Option<Inv>, placed: u8, ctx: Ctx, events: &mut Vec<Event>) {
        let cards = self.scry_deck(deck);
        let (len, k) = (cards.len(), usize::from(placed));
        let n = len.min(3);
        if k + 1 >= n {
            return;
        }
        let options = crate::effects::distinct(cards[len - n..len - k].iter());
        if options.len() > 1 {
            self.ask(ctx.inv, PickFor::Scry { deck, placed, ctx }, options, events);
        }
    }

    /// Scrying: `card` goes next from the top.
    pub(crate) fn scry_picked(
        &mut self,
        deck: Option<Inv>,
        placed: u8,
        ctx: Ctx,
        card: CardRef,
        events: &mut Vec<Event>,
    ) {
        let cards = self.scry_deck(deck);
        let (len, k) = (cards.len(), usize::from(placed));
        let n = len.min(3);
        if k >= n {
            return;
        }
        let slot = len - k - 1;
        if let Some(pos) = (len - n..=slot).rev().find(|&i| cards[i] == card) {
            cards[pos..=slot].rotate_left(1);
        }
        self.scry_next(deck, placed + 1, ctx, events);
    }

    /// A hook's later stage (pushed as a task): no hook of the core set needs one now.
    pub(crate) fn hook_stage(&mut self, _hook: Hook, _ctx: Ctx, _stage: u8, _events: &mut [Event]) {}

    /// They're Getting Out!: Ghouls move toward the Parlor (end of the enemy phase), doom per
    /// Ghoul in the Hallway or Parlor (end of the round), and the agenda's resolution.
    fn theyre_getting_out(&mut self, _ctx: Ctx, events: &mut Vec<Event>) {
        let parlor = self.loc_of(PARLOR);
        let hall = self.loc_of(HALLWAY);
        match self.step {
            crate::state::Step::UpkeepBegin => {
                let Some(parlor) = parlor else { return };
                let ghouls: Vec<_> = self
                    .enemies
                    .iter()
                    .filter(|e| e.engaged.is_none() && e.card.has_trait("Ghoul") && e.at != parlor)
                    .map(|e| (e.id, e.at))
                    .collect();
                for (id, from) in ghouls {
                    let Some(d) = self.distance(from, parlor) else { continue };
                    let Some(enemy) = self.enemy(id).copied() else { continue };
                    let next = self
                        .connections(from)
                        .into_iter()
                        .find(|&l| self.distance(l, parlor) == Some(d - 1) && !barricaded(self, l, &enemy));
                    if let Some(next) = next {
                        self.move_enemy(id, next, events);
                    }
                }
            }
            crate::state::Step::MythosBegin => {
                let n = self
                    .enemies
                    .iter()
                    .filter(|e| e.card.has_trait("Ghoul") && (Some(e.at) == parlor || Some(e.at) == hall))
                    .count() as u8;
                self.agenda_doom += n;
            }
            _ => {
                if self.act < 2 {
                    self.resolve_scenario(3, false, events);
                } else {
                    let order: Vec<Inv> = self.in_order().collect();
                    for seat in order {
                        self.investigators[usize::from(seat)].trauma.0 += u8::from(self.campaign);
                        self.eliminate(seat, crate::state::Out::Defeated, events);
                    }
                    self.resolve_scenario(0, false, events);
                }
            }
        }
    }

    /// Objectives checked whenever the stack empties: The Midnight Masks' act.
    pub(crate) fn objectives(&mut self) {
        let Some(act) = self.act_def() else { return };
        if self.act_collects().is_some_and(|need| u16::from(self.act_clues) >= need) {
            self.frames.push(Frame::Task(Task::AdvanceAct));
            return;
        }
        let conspiracy =
            act.abilities.iter().any(|a| a.effects.contains(&Effect::Custom(Hook::UncoveringTheConspiracy)));
        if conspiracy {
            let mut found: Vec<CardRef> =
                self.victory.iter().copied().filter(|c| c.is_unique() && c.has_trait("Cultist")).collect();
            found.dedup();
            if found.len() >= 6 {
                self.frames.push(Frame::Task(Task::AdvanceAct));
            }
        }
    }

    /// Umôrdhoth defeated: resolution 2.
    pub(crate) fn defeated_umordhoth(&mut self, card: CardRef, events: &mut Vec<Event>) {
        if card.code() == UMORDHOTH {
            self.resolve_scenario(2, true, events);
        }
    }

    /// Stubborn Detective at the investigator's location blanks their text box.
    pub(crate) fn stubborn(&self, seat: Inv) -> bool {
        let Some(at) = self.investigators.get(usize::from(seat)).map(|i| i.at) else { return false };
        self.enemies.iter().any(|e| e.at == at && !e.blank && has_hook(e.card, Hook::StubbornDetective))
    }

    /// Grotesque Statue: this reveal draws two tokens and the investigator chooses one.
    pub(crate) fn statue_pick(&mut self) -> bool {
        std::mem::take(&mut self.statue)
    }
}

/// Whether a card has Surge (printed keyword).
#[allow(dead_code, reason = "read by text")]
pub(crate) fn surges(card: CardRef) -> bool {
    card.has_keyword(Keyword::Surge)
}
