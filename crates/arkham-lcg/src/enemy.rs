//! Enemies: spawning, engagement and Prey, Hunter moves, attacks (enemy phase, attacks of
//! opportunity, Retaliate), damage and defeat, evasion.

use content::arkham_lcg::{Effect, Keyword, Prey, Skill, Spawn, Timing, Trigger as When};
use smallvec::SmallVec;

use crate::Event;
use crate::action::Target;
use crate::card::CardRef;
use crate::state::{Ctx, Enemy, EnemyId, Frame, Inv, LastingKind, LocId, PickFor, Source, State, Task};

impl State {
    /// An enemy card enters play: its Spawn instruction (or `at`, which overrides it).
    pub(crate) fn spawn(
        &mut self,
        card: CardRef,
        drawer: Inv,
        owner: Option<Inv>,
        at: Option<LocId>,
        events: &mut Vec<Event>,
    ) {
        let Some(facts) = card.enemy() else { return };
        let here_override = self.locations.iter().enumerate().find_map(|(i, l)| {
            (l.in_play
                && l.card.abilities().iter().any(|a| {
                    a.trigger == When::WhenNamedSpawns
                        && a.card == Some(card.code())
                        && a.effects.contains(&Effect::SpawnHere)
                }))
            .then_some(LocId(i as u8))
        });
        let drawer_at = self.investigators[usize::from(drawer)].at;
        let (loc, engage): (Option<LocId>, Option<Inv>) = match (at.or(here_override), facts.spawn) {
            (Some(l), _) => (Some(l), None),
            (None, Spawn::Drawer) => {
                let aloof = card.has_keyword(Keyword::Aloof);
                let bearer_only = facts.prey == Prey::BearerOnly;
                let target = if bearer_only { owner.unwrap_or(drawer) } else { drawer };
                let where_ = self.investigators[usize::from(target)].at;
                (Some(where_), (!aloof && !card.has_keyword(Keyword::Massive)).then_some(target))
            }
            (None, Spawn::At(_) | Spawn::AnyEmpty) => {
                let options: SmallVec<[Target; 8]> = match facts.spawn {
                    Spawn::At(codes) => codes
                        .iter()
                        .filter_map(|c| self.loc_of(c))
                        .filter(|l| self.locations[usize::from(l.0)].in_play)
                        .map(Target::Location)
                        .collect(),
                    _ => (0..self.locations.len() as u8)
                        .map(LocId)
                        .filter(|&l| self.locations[usize::from(l.0)].in_play)
                        .filter(|&l| self.enemies_at(l).is_empty() && self.investigators_at(l).is_empty())
                        .map(Target::Location)
                        .collect(),
                };
                if options.len() > 1 {
                    self.ask(drawer, PickFor::SpawnAt(card, drawer, owner), options, events);
                    return;
                }
                (
                    options.first().and_then(|t| if let Target::Location(l) = t { Some(*l) } else { None }),
                    None,
                )
            }
            (None, Spawn::EngagedWithPrey) => {
                let all: SmallVec<[Inv; 4]> = self.in_order().collect();
                let probe = Enemy {
                    id: EnemyId(u16::MAX),
                    card,
                    owner,
                    at: drawer_at,
                    engaged: None,
                    exhausted: false,
                    damage: 0,
                    doom: 0,
                    blank: false,
                    immune: false,
                };
                match self.best_prey(&probe, &all).first() {
                    Some(&prey) => (Some(self.investigators[usize::from(prey)].at), Some(prey)),
                    None => (Some(drawer_at), None),
                }
            }
        };
        let Some(loc) = loc else {
            events.push(Event::NoSpawn(card));
            self.put_in_discard(card, owner);
            return;
        };
        self.place_enemy(card, owner, loc, engage, events);
    }

    /// Puts an enemy at a location (engaged with `engage`, or engaging by the rules).
    pub(crate) fn place_enemy(
        &mut self,
        card: CardRef,
        owner: Option<Inv>,
        loc: LocId,
        engage: Option<Inv>,
        events: &mut Vec<Event>,
    ) -> EnemyId {
        let id = EnemyId(self.next_enemy);
        self.next_enemy = self.next_enemy.wrapping_add(1);
        self.enemies.push(Enemy {
            id,
            card,
            owner,
            at: loc,
            engaged: None,
            exhausted: false,
            damage: 0,
            doom: 0,
            blank: false,
            immune: false,
        });
        events.push(Event::Spawned { card, at: loc, engaged: engage });
        let ctx = Ctx {
            inv: engage.or(owner).unwrap_or(self.lead),
            source: Source::Enemy(id),
            enemy: Some(id),
            trait_: None,
        };
        self.open_window(When::AfterEntersPlay, ctx, events);
        self.open_window(When::WhenNamedSpawns, ctx, events);
        match engage {
            Some(seat) => self.engage(id, seat, events),
            None => self.auto_engage(id, events),
        }
        // "When a non-Elite enemy spawns at your location" (Disc of Itzamna), resolved first.
        let here = self.in_order().find(|&i| self.investigators[usize::from(i)].at == loc);
        if !card.has_trait("Elite")
            && let Some(seat) = here
        {
            let ctx = Ctx { inv: seat, source: Source::Enemy(id), enemy: Some(id), trait_: None };
            self.open_window(When::WhenEnemySpawnsAtLocation, ctx, events);
        }
        id
    }

    /// How well each investigator matches an enemy's Prey (higher is better).
    fn prey_score(&self, prey: Prey, seat: Inv) -> i16 {
        let inv = &self.investigators[usize::from(seat)];
        let def = self.investigator_def(seat);
        match prey {
            Prey::Any | Prey::BearerOnly => 0,
            Prey::Highest(skill) => self.skill_value(seat, skill),
            Prey::Lowest(skill) => -self.skill_value(seat, skill),
            Prey::LowestHealth => -(i16::from(def.health) - i16::from(inv.damage)),
            Prey::LowestSanity => -(i16::from(def.sanity) - i16::from(inv.horror)),
            Prey::MostClues => i16::from(inv.clues),
            Prey::FewestCards => -(inv.hand.len() as i16),
        }
    }

    /// The candidates an enemy prefers among `seats`.
    fn best_prey(&self, enemy: &Enemy, seats: &[Inv]) -> SmallVec<[Inv; 4]> {
        let Some(facts) = enemy.card.enemy() else { return SmallVec::new() };
        let seats: SmallVec<[Inv; 4]> = if facts.prey == Prey::BearerOnly {
            seats.iter().copied().filter(|&s| Some(s) == enemy.owner).collect()
        } else {
            seats.iter().copied().collect()
        };
        let best = seats.iter().map(|&s| self.prey_score(facts.prey, s)).max();
        seats.into_iter().filter(|&s| Some(self.prey_score(facts.prey, s)) == best).collect()
    }

    /// A ready, unengaged enemy at an investigator's location engages (Prey, then the lead).
    pub(crate) fn auto_engage(&mut self, id: EnemyId, events: &mut Vec<Event>) {
        let Some(enemy) = self.enemy(id).copied() else { return };
        if enemy.exhausted
            || enemy.engaged.is_some()
            || enemy.card.has_keyword(Keyword::Aloof)
            || enemy.card.has_keyword(Keyword::Massive)
        {
            return;
        }
        let here = self.investigators_at(enemy.at);
        let best = self.best_prey(&enemy, &here);
        match best.as_slice() {
            [] => {}
            [one] => self.engage(id, *one, events),
            _ => {
                let options = best.iter().map(|&s| Target::Investigator(s)).collect();
                let lead = self.lead;
                self.ask(lead, PickFor::EngageWho(id), options, events);
            }
        }
    }

    /// `id` engages `seat`.
    pub(crate) fn engage(&mut self, id: EnemyId, seat: Inv, events: &mut Vec<Event>) {
        let at = self.investigators[usize::from(seat)].at;
        if let Some(e) = self.enemy_mut(id) {
            e.engaged = Some(seat);
            e.at = at;
        }
        events.push(Event::Engaged { enemy: id, inv: seat });
        let ctx = Ctx { inv: seat, source: Source::Enemy(id), enemy: Some(id), trait_: None };
        self.open_window(When::AfterThisEngagesYou, ctx, events);
    }

    /// Enemy phase 3.2: a Hunter moves one location toward the nearest investigator.
    pub(crate) fn hunt(&mut self, id: EnemyId, events: &mut Vec<Event>) {
        let Some(enemy) = self.enemy(id).copied() else { return };
        if enemy.exhausted || enemy.engaged.is_some() {
            return;
        }
        let seats: SmallVec<[Inv; 4]> = self.in_order().collect();
        let seats: SmallVec<[Inv; 4]> = if enemy.card.enemy().is_some_and(|f| f.prey == Prey::BearerOnly) {
            seats.into_iter().filter(|&s| Some(s) == enemy.owner).collect()
        } else {
            seats
        };
        if seats.iter().any(|&s| self.investigators[usize::from(s)].at == enemy.at) {
            return;
        }
        let nearest = seats
            .iter()
            .filter_map(|&s| self.distance(enemy.at, self.investigators[usize::from(s)].at))
            .min();
        let Some(nearest) = nearest else { return };
        let near: SmallVec<[Inv; 4]> = seats
            .iter()
            .copied()
            .filter(|&s| self.distance(enemy.at, self.investigators[usize::from(s)].at) == Some(nearest))
            .collect();
        let best = self.best_prey(&enemy, &near);
        let steps: SmallVec<[Target; 8]> = self
            .connections(enemy.at)
            .into_iter()
            .filter(|&l| {
                best.iter()
                    .any(|&s| self.distance(l, self.investigators[usize::from(s)].at) == Some(nearest - 1))
            })
            .filter(|&l| !crate::hooks::barricaded(self, l, &enemy))
            .map(Target::Location)
            .collect();
        let lead = self.lead;
        self.ask(lead, PickFor::HuntTo(id), steps, events);
    }

    /// An enemy moves to a location (and engages there if it can).
    pub(crate) fn move_enemy(&mut self, id: EnemyId, to: LocId, events: &mut Vec<Event>) {
        if let Some(e) = self.enemy_mut(id) {
            e.at = to;
        }
        events.push(Event::EnemyMoved { enemy: id, to });
        self.auto_engage(id, events);
    }

    /// Enemy phase 3.3: the enemies engaged with `seat` attack, then exhaust.
    pub(crate) fn enemy_phase_attacks(&mut self, seat: Inv, _events: &mut [Event]) {
        self.attacks_against(seat, true);
    }

    /// Attacks of opportunity against `seat` (ready engaged enemies; no exhaust).
    pub(crate) fn opportunity(&mut self, seat: Inv) {
        self.attacks_against(seat, false);
    }

    /// The ready enemies engaged with `seat` attack, one at a time in the order `seat` chooses.
    fn attacks_against(&mut self, seat: Inv, exhaust: bool) {
        let mut waiting = [None; ATTACKERS];
        let ready = self.enemies.iter().filter(|e| !e.exhausted && self.engaged_with(e, seat));
        let ids: SmallVec<[EnemyId; 8]> = ready.map(|e| e.id).collect();
        // Beyond the ones a choice can hold (never seen in play), the rest attack in play order.
        for &id in ids.iter().skip(ATTACKERS).rev() {
            self.frames.push(Frame::Task(Task::Attack(id, seat, exhaust)));
        }
        for (slot, &id) in waiting.iter_mut().zip(&ids) {
            *slot = Some(id);
        }
        self.frames.push(Frame::Task(Task::NextAttack(seat, exhaust, waiting)));
    }

    /// The next of the waiting attackers attacks: `seat` chooses among those still ready and
    /// engaged with them.
    pub(crate) fn next_attack(
        &mut self,
        seat: Inv,
        exhaust: bool,
        waiting: [Option<EnemyId>; ATTACKERS],
        events: &mut Vec<Event>,
    ) {
        let options: SmallVec<[Target; 8]> = waiting
            .iter()
            .flatten()
            .filter(|&&id| self.enemy(id).is_some_and(|e| !e.exhausted && self.engaged_with(e, seat)))
            .map(|&id| Target::Enemy(id))
            .collect();
        if self.investigators[usize::from(seat)].out.is_some() {
            return;
        }
        self.ask(seat, PickFor::AttackFirst(seat, exhaust, waiting), options, events);
    }

    /// `seat` chose `id` to attack next; the others wait.
    pub(crate) fn attack_chosen(
        &mut self,
        seat: Inv,
        exhaust: bool,
        mut waiting: [Option<EnemyId>; ATTACKERS],
        id: EnemyId,
    ) {
        for slot in waiting.iter_mut() {
            if *slot == Some(id) {
                *slot = None;
            }
        }
        if waiting.iter().any(Option::is_some) {
            self.frames.push(Frame::Task(Task::NextAttack(seat, exhaust, waiting)));
        }
        self.frames.push(Frame::Task(Task::Attack(id, seat, exhaust)));
    }

    /// An enemy's attack begins: *when* windows, then the hit.
    pub(crate) fn attack(&mut self, id: EnemyId, seat: Inv, exhaust: bool, events: &mut Vec<Event>) {
        let Some(enemy) = self.enemy(id).copied() else { return };
        let stopped = !enemy.card.has_trait("Elite")
            && self.lasting.iter().any(|l| l.inv == seat && l.what == LastingKind::NoAttacks);
        if stopped || self.investigators[usize::from(seat)].out.is_some() {
            if exhaust && let Some(e) = self.enemy_mut(id) {
                e.exhausted = true;
            }
            return;
        }
        events.push(Event::Attack { enemy: id, inv: seat });
        self.cancelled = false;
        // Flags a *when it attacks* hook sets for this attack only.
        self.yithian = false;
        self.redirect = false;
        self.frames.push(Frame::Task(Task::AttackHits(id, seat, exhaust)));
        let ctx = Ctx { inv: seat, source: Source::Enemy(id), enemy: Some(id), trait_: None };
        self.open_window(When::WhenThisAttacks, ctx, events);
        self.open_window(When::WhenEnemyAttacksAtYourLocation, ctx, events);
        self.open_window(When::WhenEnemyAttacksYou, ctx, events);
    }

    /// The attack deals its damage and horror (unless cancelled).
    pub(crate) fn attack_hits(&mut self, id: EnemyId, seat: Inv, exhaust: bool, events: &mut Vec<Event>) {
        let cancelled = std::mem::take(&mut self.cancelled);
        let Some(enemy) = self.enemy(id).copied() else { return };
        if exhaust && let Some(e) = self.enemy_mut(id) {
            e.exhausted = true;
        }
        if cancelled {
            events.push(Event::AttackCancelled { enemy: id });
            return;
        }
        let ctx = Ctx { inv: seat, source: Source::Enemy(id), enemy: Some(id), trait_: None };
        self.open_window(When::AfterThisAttacks, ctx, events);
        let Some(facts) = enemy.card.enemy() else { return };
        let (damage, horror) =
            crate::hooks::attack_values(self, &enemy, seat, facts.damage, facts.horror, events);
        self.harm(seat, damage, horror, false, Some(id));
    }

    /// Damage dealt to an enemy by `by`; defeat at its health.
    pub(crate) fn damage_enemy(&mut self, id: EnemyId, n: u8, by: Inv, events: &mut Vec<Event>) {
        let health = self.enemy_health(id);
        let Some(e) = self.enemy_mut(id) else { return };
        e.damage = e.damage.saturating_add(n);
        let dead = u16::from(e.damage) >= health;
        events.push(Event::EnemyDamaged { enemy: id, damage: n });
        if dead {
            self.defeat_enemy(id, by, events);
        }
    }

    /// An enemy is defeated by `by`.
    pub(crate) fn defeat_enemy(&mut self, id: EnemyId, by: Inv, events: &mut Vec<Event>) {
        let Some(pos) = self.enemies.iter().position(|e| e.id == id) else { return };
        let enemy = self.enemies[pos];
        let ctx = Ctx { inv: by, source: Source::Enemy(id), enemy: Some(id), trait_: None };
        // "When defeated" abilities still see the enemy; it leaves play after them.
        self.frames.push(Frame::Task(Task::EnemyLeaves(id)));
        events.push(Event::EnemyDefeated { card: enemy.card, by });
        let you = Ctx { inv: by, source: Source::Investigator(by), enemy: Some(id), trait_: None };
        self.open_window(When::AfterYouDefeatEnemy, you, events);
        self.open_window(When::WhenNamedDefeated, ctx, events);
        self.open_window(When::WhenThisDefeated, ctx, events);
    }

    /// A defeated enemy leaves play: to the victory display, or a discard pile.
    pub(crate) fn enemy_leaves(&mut self, id: EnemyId, events: &mut Vec<Event>) {
        let Some(pos) = self.enemies.iter().position(|e| e.id == id) else { return };
        let enemy = self.enemies.remove(pos);
        self.defeated_umordhoth(enemy.card, events);
        if enemy.card.enemy().and_then(|f| f.victory).is_some() {
            self.victory.push(enemy.card);
        } else {
            self.put_in_discard(enemy.card, enemy.owner);
        }
    }

    /// Discards an enemy (not a defeat).
    pub(crate) fn discard_enemy(&mut self, id: EnemyId, events: &mut Vec<Event>) {
        let Some(pos) = self.enemies.iter().position(|e| e.id == id) else { return };
        let enemy = self.enemies.remove(pos);
        self.put_in_discard(enemy.card, enemy.owner);
        events.push(Event::CardDiscarded(enemy.card));
    }

    /// `seat` evades `id`: it exhausts and disengages.
    pub(crate) fn evade(&mut self, seat: Inv, id: EnemyId, events: &mut Vec<Event>) {
        if let Some(e) = self.enemy_mut(id) {
            e.exhausted = true;
            if e.engaged == Some(seat) {
                e.engaged = None;
            }
        }
        events.push(Event::Evaded { enemy: id, inv: seat });
    }

    /// Searches the encounter deck, then its discard pile, for an enemy of `trait_` and draws it.
    pub(crate) fn find_enemy(&mut self, seat: Inv, trait_: Option<&'static str>, events: &mut Vec<Event>) {
        let fits = |c: &CardRef| c.is_enemy() && trait_.is_none_or(|t| c.has_trait(t));
        let card = self.encounter.remove_first(fits).or_else(|| self.encounter_discard.remove_first(fits));
        self.encounter.shuffle(&mut self.rng);
        if let Some(card) = card {
            events.push(Event::EncounterDrawn { inv: seat, card });
            self.frames.push(Frame::Task(Task::Resolve(seat, card, None)));
        }
    }

    /// Whether a Retaliate enemy would attack (ready, not blank).
    #[allow(dead_code, reason = "read by the bot")]
    pub(crate) fn retaliates(&self, id: EnemyId) -> bool {
        self.enemy(id).is_some_and(|e| !e.exhausted && e.card.has_keyword(Keyword::Retaliate))
    }
}

/// How many attackers an investigator orders (more attack afterwards in play order).
pub(crate) const ATTACKERS: usize = 6;

/// A skill named by an enemy's Prey, for text.
#[allow(dead_code, reason = "used by text")]
pub(crate) fn prey_skill(prey: Prey) -> Option<Skill> {
    match prey {
        Prey::Highest(s) | Prey::Lowest(s) => Some(s),
        _ => None,
    }
}

/// Whether an ability is a constant one (for blanked text boxes).
#[allow(dead_code, reason = "used by hooks")]
pub(crate) fn is_constant(timing: Timing) -> bool {
    timing == Timing::Constant
}
