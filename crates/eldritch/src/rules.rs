//! The rules: setup, the phase machine, effects, tests, combat, Mythos, Mysteries and defeat.

use std::sync::OnceLock;

use content::eldritch::{
    self as data, Effect, EncounterDeck, MonsterStats, MysteryGoal, MythosIcon, MythosTrait, PathKind,
    Region, SectionAt, Skill, TokenCount, Trait,
};
use tabletop_core::GameRng;
use tabletop_core::dice::{DiceRule, Fortune, SuccessRule};
use tabletop_core::skill::SkillTest;

use crate::action::{ActionKind, EncounterChoice, Event};
use crate::effects::card_code;
use crate::state::{
    BoardMonster, CombatStep, Config, EncounterStep, EndReason, Frame, Investigator, MonsterRef, MythosMode,
    OpenTest, Pending, Phase, Pile, Purpose, Standing, State, Trigger,
};

/// Eldritch Horror dice: d6, 5 and 6 succeed.
pub(crate) const DICE: DiceRule = DiceRule::new(6, SuccessRule::at_least(5));
/// The Doom track's highest space.
pub const DOOM_MAX: u8 = 20;

/// Neighbours of every location: `(location, path kind)`.
pub(crate) fn adjacency() -> &'static [Vec<(u8, PathKind)>] {
    static ADJ: OnceLock<Vec<Vec<(u8, PathKind)>>> = OnceLock::new();
    ADJ.get_or_init(|| {
        let mut adj = vec![Vec::new(); data::LOCATIONS.len()];
        for path in data::PATHS {
            let (Some(a), Some(b)) = (data::location_index(path.a), data::location_index(path.b)) else {
                continue;
            };
            adj[a].push((b as u8, path.kind));
            adj[b].push((a as u8, path.kind));
        }
        adj
    })
}

/// A location's index by id (the data is validated at build time).
pub(crate) fn loc(id: &str) -> u8 {
    data::location_index(id).map_or(0, |index| index as u8)
}

/// Location of a gate token.
pub(crate) fn gate_location(gate: u8) -> u8 {
    loc(data::GATES[usize::from(gate)].location)
}

/// Location of a clue token.
pub(crate) fn clue_location(clue: u8) -> u8 {
    loc(data::CLUES[usize::from(clue)].location)
}

/// Distances (in paths) from `from` to every location (computed once per location).
pub(crate) fn distances(from: u8) -> &'static [u8] {
    static ALL: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    let all = ALL.get_or_init(|| (0..adjacency().len() as u8).map(breadth_first).collect());
    &all[usize::from(from)]
}

fn breadth_first(from: u8) -> Vec<u8> {
    let adj = adjacency();
    let mut dist = vec![u8::MAX; adj.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    dist[usize::from(from)] = 0;
    while let Some(here) = queue.pop_front() {
        for &(next, _) in &adj[usize::from(here)] {
            if dist[usize::from(next)] == u8::MAX {
                dist[usize::from(next)] = dist[usize::from(here)] + 1;
                queue.push_back(next);
            }
        }
    }
    dist
}

/// The reference card for the player count.
pub(crate) fn reference(players: u8) -> &'static data::ReferenceCardDef {
    data::REFERENCE_CARDS
        .iter()
        .find(|card| (card.min_players..=card.max_players).contains(&players))
        .unwrap_or(&data::REFERENCE_CARDS[0])
}

fn deck_slot(deck: EncounterDeck) -> usize {
    deck as usize
}

impl State {
    pub(crate) fn ao(&self) -> &'static data::AncientOneDef {
        &data::ANCIENT_ONES[self.config.ancient_one]
    }

    pub(crate) fn players(&self) -> u8 {
        self.config.players
    }

    pub(crate) fn inv(&self, seat: u8) -> &Investigator {
        &self.investigators[usize::from(seat)]
    }

    pub(crate) fn inv_mut(&mut self, seat: u8) -> &mut Investigator {
        &mut self.investigators[usize::from(seat)]
    }

    /// Seats in turn order from the Lead Investigator.
    pub(crate) fn seat_at(&self, turn: u8) -> u8 {
        (self.lead + turn) % self.players()
    }

    pub(crate) fn active(&self, seat: u8) -> bool {
        self.inv(seat).standing == Standing::Active
    }

    pub(crate) fn monsters_at(&self, location: u8) -> impl Iterator<Item = usize> + '_ {
        self.monsters.iter().enumerate().filter(move |(_, m)| m.location == location).map(|(i, _)| i)
    }

    pub(crate) fn stats(&self, kind: u8) -> MonsterStats {
        let def = &data::MONSTERS[usize::from(kind)];
        if def.cultist {
            return match self.ao().awakened_cultist {
                Some(stats) if self.awakened => stats,
                _ => self.ao().cultist,
            };
        }
        let mut stats = def.stats;
        if def.rules.toughness_plus_investigators {
            stats.toughness = stats.toughness.saturating_add(self.players());
        }
        stats
    }

    /// The printed rules of a Monster kind (a Cultist's come from the Ancient One sheet).
    pub(crate) fn monster_rules(&self, kind: u8) -> data::MonsterRules {
        let def = &data::MONSTERS[usize::from(kind)];
        if def.cultist {
            return match self.ao().awakened_cultist_rules {
                Some(rules) if self.awakened => rules,
                _ => self.ao().cultist_rules,
            };
        }
        def.rules
    }

    /// The kind of the Monster a combat is with.
    pub(crate) fn monster_kind(&self, monster: MonsterRef) -> Option<u8> {
        match monster {
            MonsterRef::Board(index) => self.monsters.get(usize::from(index)).map(|m| m.kind),
            MonsterRef::Ambush(kind) | MonsterRef::Named(kind) => Some(kind),
        }
    }

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
    fn win_combat(&mut self, seat: u8, monster: MonsterRef, events: &mut Vec<Event>) {
        let kind = self.monster_kind(monster);
        self.defeat_monster(seat, monster, events);
        self.monster_defeated_by(seat);
        if let Some(kind) = kind {
            let list = self.monster_rules(kind).on_defeat;
            if !list.is_empty() && self.active(seat) {
                let at = self.inv(seat).location;
                self.frames.push(Frame::Effects { seat, list, pc: 0, at });
            }
        }
    }

    pub(crate) fn expedition_location(&self) -> Option<u8> {
        let pile = &self.encounters[deck_slot(EncounterDeck::Expedition)];
        let top = pile.draw.last().copied().or_else(|| pile.discard.first().copied())?;
        data::ENCOUNTERS[usize::from(top)].location.map(loc)
    }

    /// The dice of a test by `seat` (in no particular situation).
    pub(crate) fn test_dice(&self, seat: u8, skill: Skill, modifier: i8) -> SkillTest {
        self.test_dice_during(seat, skill, modifier, data::During::Any)
    }

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

    fn holds_condition(&self, seat: u8, id: &str) -> bool {
        self.inv(seat).conditions.iter().any(|&c| data::CONDITIONS[usize::from(c)].id == id)
    }

    // ------------------------------------------------------------------ tokens

    pub(crate) fn change_doom(&mut self, amount: i8, events: &mut Vec<Event>) {
        if amount < 0 {
            if !self.awakened {
                self.doom = (self.doom + amount.unsigned_abs()).min(DOOM_MAX);
                events.push(Event::Doom(self.doom));
            }
            return;
        }
        for _ in 0..amount {
            if self.outcome.is_some() {
                break;
            }
            if self.awakened {
                // The rest of the increase is resolved by the awakened sheet.
                self.doom_after_awakening(events);
                continue;
            }
            self.doom = self.doom.saturating_sub(1);
            events.push(Event::Doom(self.doom));
            if self.doom == 0 {
                self.awaken(events);
            }
        }
    }

    pub(crate) fn end(&mut self, won: bool, reason: EndReason, events: &mut Vec<Event>) {
        match self.outcome {
            // Win and loss together are a win.
            Some((false, _)) if won => self.outcome = Some((true, reason)),
            Some(_) => return,
            None => self.outcome = Some((won, reason)),
        }
        self.pending = None;
        events.push(Event::GameOver { won });
    }

    pub(crate) fn advance_omen(&mut self, events: &mut Vec<Event>) {
        let spaces = data::OMEN_TRACK.spaces;
        self.omen = ((usize::from(self.omen) + 1) % spaces.len()) as u8;
        events.push(Event::Omen(self.omen));
        let omen = spaces[usize::from(self.omen)];
        let matching: Vec<u8> =
            self.gates.iter().copied().filter(|&g| data::GATES[usize::from(g)].omen == omen).collect();
        if self.awakened {
            self.omen_doom_after_awakening(matching, events);
        } else {
            self.change_doom(matching.len() as i8, events);
        }
        // Azathoth: "When the Omen advances to the green space of the Omen track, advance Doom
        // by 1 for each Eldritch token on that space."
        if omen == data::Omen::Green && self.omen_eldritch > 0 && self.outcome.is_none() {
            let tokens = self.omen_eldritch as i8;
            self.change_doom(tokens, events);
        }
    }

    pub(crate) fn spawn_gate(&mut self, events: &mut Vec<Event>) {
        if self.gate_stack.is_empty() {
            std::mem::swap(&mut self.gate_stack, &mut self.gate_discard);
            self.rng.shuffle(&mut self.gate_stack);
        }
        let Some(gate) = self.gate_stack.pop() else {
            self.change_doom(1, events);
            return;
        };
        self.gates.push(gate);
        let at = gate_location(gate);
        events.push(Event::GateSpawned(at));
        self.spawn_monster(at, events);
    }

    pub(crate) fn spawn_monster(&mut self, at: u8, events: &mut Vec<Event>) {
        if self.cup.is_empty() {
            return;
        }
        let index = self.rng.index(self.cup.len());
        let kind = self.cup.swap_remove(index);
        // "Spawns on <space>": it goes there instead.
        let at = self.monster_rules(kind).spawns_on.map_or(at, loc);
        self.monsters.push(BoardMonster { kind, location: at, damage: 0, stats: None, fought: false });
        events.push(Event::MonsterSpawned { kind, at });
        self.monster_spawned(kind, events);
    }

    /// A Monster's "when this Monster spawns" rule (the Wraith: the Lead Investigator gains a
    /// Cursed Condition).
    pub(crate) fn monster_spawned(&mut self, kind: u8, events: &mut Vec<Event>) {
        if data::MONSTERS[usize::from(kind)].id == "wraith" && self.outcome.is_none() {
            events.push(Event::Text("The Wraith spawns: the Lead Investigator gains a Cursed Condition."));
            self.gain_condition(self.lead, "cursed", events);
        }
    }

    pub(crate) fn draw_clue(&mut self) -> Option<u8> {
        if self.clue_pool.is_empty() {
            std::mem::swap(&mut self.clue_pool, &mut self.clue_discard);
        }
        if self.clue_pool.is_empty() {
            return None;
        }
        let index = self.rng.index(self.clue_pool.len());
        Some(self.clue_pool.swap_remove(index))
    }

    pub(crate) fn spawn_clue(&mut self, events: &mut Vec<Event>) {
        if let Some(clue) = self.draw_clue() {
            self.board_clues.push((clue, clue_location(clue)));
            events.push(Event::ClueSpawned(clue_location(clue)));
        }
    }

    pub(crate) fn gain_clues(&mut self, seat: u8, n: u8, events: &mut Vec<Event>) {
        for _ in 0..n {
            if let Some(clue) = self.draw_clue() {
                self.encounter_clues = self.encounter_clues.saturating_add(1);
                self.inv_mut(seat).clues.push(clue);
                events.push(Event::Gained { seat, what: "Clue" });
            }
        }
    }

    pub(crate) fn spend_clue(&mut self, seat: u8) -> bool {
        match self.inv_mut(seat).clues.pop() {
            Some(clue) => {
                self.clue_discard.push(clue);
                true
            }
            None => false,
        }
    }

    pub(crate) fn monster_to_cup(&mut self, kind: u8) {
        if data::MONSTERS[usize::from(kind)].epic {
            self.boxed_monsters.push(kind);
        } else if self.ao().set_aside.contains(&data::MONSTERS[usize::from(kind)].id) {
            // A set-aside Monster is set aside again (Reference Guide "Discarding").
            self.set_aside.push(kind);
        } else {
            self.cup.push(kind);
        }
    }

    // ------------------------------------------------------------------ cards

    pub(crate) fn gain_card(
        &mut self,
        seat: u8,
        pile: CardPile,
        filter: Option<Trait>,
        events: &mut Vec<Event>,
    ) {
        let defs = pile.defs();
        let held: Vec<u8> = match pile {
            CardPile::Spells => self.investigators[usize::from(seat)].spells.clone(),
            _ => Vec::new(),
        };
        let mut deck = std::mem::take(self.pile_mut(pile));
        if deck.draw.is_empty() {
            std::mem::swap(&mut deck.draw, &mut deck.discard);
            self.rng.shuffle(&mut deck.draw);
        }
        let wanted = |card: u16| {
            let def = &defs[usize::from(card)];
            filter.is_none_or(|t| def.traits.contains(&t))
                && !held.iter().any(|&h| defs[usize::from(h)].id == def.id)
        };
        // Spells draw from the bottom; others from the top; a trait searches bottom-up.
        let position = match (pile, filter) {
            (CardPile::Spells, _) | (_, Some(_)) => deck.draw.iter().position(|&c| wanted(c)),
            _ => deck.draw.iter().rposition(|&c| wanted(c)),
        };
        let card = position.map(|position| deck.draw.remove(position));
        if filter.is_some() {
            self.rng.shuffle(&mut deck.draw);
        }
        *self.pile_mut(pile) = deck;
        let Some(card) = card else { return };
        let inv = &mut self.investigators[usize::from(seat)];
        match pile {
            CardPile::Assets => inv.assets.push(card as u8),
            CardPile::Artifacts => inv.artifacts.push(card as u8),
            CardPile::Spells => inv.spells.push(card as u8),
        }
        events.push(Event::Gained { seat, what: defs[usize::from(card)].name });
        self.card_gained(seat, card_code(pile.deck(), card as u8), true);
    }

    fn pile_mut(&mut self, pile: CardPile) -> &mut Pile {
        match pile {
            CardPile::Assets => &mut self.assets,
            CardPile::Artifacts => &mut self.artifacts,
            CardPile::Spells => &mut self.spells,
        }
    }

    /// Gains a named Condition (nothing if held or none available).
    pub(crate) fn gain_condition(&mut self, seat: u8, id: &str, events: &mut Vec<Event>) {
        // Blessed and Cursed: "If you would gain another Blessed (Cursed) Condition, instead flip
        // this card. If you would gain the Cursed (Blessed) Condition, instead discard this card."
        if self.active(seat) && matches!(id, "blessed" | "cursed") {
            let other = if id == "blessed" { "cursed" } else { "blessed" };
            let find = |state: &Self, wanted: &str| {
                state
                    .inv(seat)
                    .conditions
                    .iter()
                    .copied()
                    .find(|&c| data::CONDITIONS[usize::from(c)].id == wanted)
            };
            if let Some(card) = find(self, id) {
                let code = card_code(data::CardDeck::Condition, card);
                self.push_card_effects(seat, code, &FLIP_THIS);
                return;
            }
            if let Some(card) = find(self, other) {
                self.discard_card(seat, card_code(data::CardDeck::Condition, card), events);
                return;
            }
        }
        if !self.active(seat)
            || self.holds_condition(seat, id)
            || (id == "detained" && self.immune_to_restraint(seat))
        {
            return;
        }
        let find = |cards: &Vec<u16>| cards.iter().position(|&c| data::CONDITIONS[usize::from(c)].id == id);
        let card = if let Some(at) = find(&self.conditions.draw) {
            Some(self.conditions.draw.remove(at))
        } else {
            find(&self.conditions.discard).map(|at| self.conditions.discard.remove(at))
        };
        if let Some(card) = card {
            self.rng.shuffle(&mut self.conditions.draw);
            self.inv_mut(seat).conditions.push(card as u8);
            events.push(Event::Gained { seat, what: data::CONDITIONS[usize::from(card)].name });
            self.card_gained(seat, card_code(data::CardDeck::Condition, card as u8), true);
            self.condition_gained(seat, card as u8, events);
        }
    }

    /// Gains a random Condition of a trait that is not held yet (nothing if none is left).
    pub(crate) fn gain_trait_condition(&mut self, seat: u8, wanted: Trait, events: &mut Vec<Event>) {
        let held: Vec<&str> =
            self.inv(seat).conditions.iter().map(|&c| data::CONDITIONS[usize::from(c)].id).collect();
        let choice = self.conditions.draw.iter().chain(&self.conditions.discard).copied().find(|&c| {
            let def = &data::CONDITIONS[usize::from(c)];
            def.traits.contains(&wanted) && !held.contains(&def.id)
        });
        if let Some(card) = choice {
            self.gain_condition(seat, data::CONDITIONS[usize::from(card)].id, events);
        }
    }

    /// The investigator becomes Delayed (Mark Harrigan only when he chooses to: never here).
    pub(crate) fn delay(&mut self, seat: u8) {
        if !self.immune_to_restraint(seat) && !self.never_delayed(seat) {
            self.inv_mut(seat).delayed = true;
        }
    }

    pub(crate) fn refill_reserve(&mut self) {
        // Driven to Bankruptcy: "Cards cannot be placed in the reserve."
        if self.ongoing_in_play("driven-to-bankruptcy") {
            return;
        }
        for slot in 0..4 {
            if self.reserve[slot].is_none() {
                self.reserve[slot] = self.assets.draw(&mut self.rng);
            }
        }
    }

    pub(crate) fn improve(&mut self, seat: u8, skill: Skill, events: &mut Vec<Event>) {
        // Lily Chen: "When you improve a skill, you may immediately improve that skill again."
        let times = if self.is(seat, "lily-chen") { 2 } else { 1 };
        for _ in 0..times {
            let level = &mut self.inv_mut(seat).improve[skill as usize];
            if *level < 2 {
                *level += 1;
                events.push(Event::Gained { seat, what: skill.name() });
            }
        }
    }

    pub(crate) fn recover(&mut self, seat: u8, health: u8, sanity: u8, events: &mut Vec<Event>) {
        let inv = self.inv_mut(seat);
        inv.health = (inv.health + health).min(inv.def().health);
        inv.sanity = (inv.sanity + sanity).min(inv.def().sanity);
        events.push(Event::Vitals { seat, health: inv.health, sanity: inv.sanity });
    }

    pub(crate) fn lose(&mut self, seat: u8, health: u8, sanity: u8, events: &mut Vec<Event>) {
        if !self.active(seat) {
            return;
        }
        let inv = self.inv_mut(seat);
        inv.health = inv.health.saturating_sub(health);
        inv.sanity = inv.sanity.saturating_sub(sanity);
        events.push(Event::Vitals { seat, health: inv.health, sanity: inv.sanity });
        if inv.health == 0 || inv.sanity == 0 {
            self.defeat(seat, false, events);
        }
    }

    /// Defeat (or devour): Doom, move or remove the figure, discard everything, pass the token.
    pub(crate) fn defeat(&mut self, seat: u8, devoured: bool, events: &mut Vec<Event>) {
        events.push(if devoured { Event::Devoured(seat) } else { Event::Defeated(seat) });
        self.change_doom(1, events);
        let inv = std::mem::replace(&mut self.investigators[usize::from(seat)], placeholder(seat));
        self.investigators[usize::from(seat)].def = inv.def;
        self.investigators[usize::from(seat)].location = inv.location;
        self.conditions.draw.extend(inv.conditions.iter().map(|&c| u16::from(c)));
        self.rng.shuffle(&mut self.conditions.draw);
        if devoured {
            // Devoured: every possession is discarded and the sheet goes to the box.
            self.clue_discard.extend(inv.clues.iter().copied());
            self.assets.discard.extend(inv.assets.iter().map(|&c| u16::from(c)));
            self.artifacts.discard.extend(inv.artifacts.iter().map(|&c| u16::from(c)));
            self.spells.draw.extend(inv.spells.iter().map(|&c| u16::from(c)));
            self.rng.shuffle(&mut self.spells.draw);
        } else {
            // Defeated: the figure lies on the nearest City space (the first by index on a tie)
            // with a Health token, or a Sanity token if it lost all Sanity and kept its Health;
            // its possessions stay on its sheet.
            let dist = distances(inv.location);
            let city = (0..data::LOCATIONS.len() as u8)
                .filter(|&l| data::LOCATIONS[usize::from(l)].kind == data::LocationKind::City)
                .min_by_key(|&l| dist[usize::from(l)])
                .unwrap_or(inv.location);
            events.push(Event::FallenAt { def: inv.def, at: city });
            self.fallen.push(crate::state::Fallen {
                def: inv.def,
                location: city,
                insane: inv.sanity == 0 && inv.health > 0,
                clues: inv.clues,
                train: inv.train,
                ship: inv.ship,
                assets: inv.assets,
                artifacts: inv.artifacts,
                spells: inv.spells,
            });
        }
        self.investigators[usize::from(seat)].standing =
            if self.awakened { Standing::Eliminated } else { Standing::Replacing };
        // Everything this investigator was resolving stops; an ambusher it was fighting returns to
        // the cup.
        let ambushers: Vec<u8> = self
            .frames
            .iter()
            .filter_map(|frame| match *frame {
                Frame::Combat { seat: s, monster: MonsterRef::Ambush(kind), .. } if s == seat => Some(kind),
                _ => None,
            })
            .collect();
        for kind in ambushers {
            self.monster_to_cup(kind);
        }
        self.frames.retain(|frame| match frame {
            Frame::Effects { seat: s, .. }
            | Frame::MysteryOffer { seat: s, .. }
            | Frame::AfterFight { seat: s, .. }
            | Frame::CardEffects { seat: s, .. }
            | Frame::Combat { seat: s, .. }
            | Frame::BoostOffer { seat: s, .. }
            | Frame::MonsterEffects { seat: s, .. }
            | Frame::Confront { seat: s } => *s != seat,
            Frame::Casting { .. } | Frame::ForceDice { .. } => true,
            Frame::Loss { seat: s, .. } => *s != seat,
        });
        if let Some(pending) = &self.pending
            && pending_seat(pending) == Some(seat)
        {
            self.pending = None;
        }
        if self.lead == seat
            && let Some(next) =
                (1..self.players()).map(|i| (seat + i) % self.players()).find(|&s| self.active(s))
        {
            self.lead = next;
        }
        if self.investigators.iter().all(|inv| inv.standing == Standing::Eliminated) {
            self.end(false, EndReason::AllEliminated, events);
        }
    }

    // ------------------------------------------------------------------ tests

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
        let cards = failed
            && (!self.card_rerolls(seat, test.skill, test.during, &test.used).is_empty()
                || !self.card_die_bumps(seat, test.skill, test.during, &test.used).is_empty());
        let decision = (failed && !self.inv(seat).clues.is_empty()) || loan || cards;
        if !decision {
            self.finish_test(events);
        }
    }

    pub(crate) fn bank_loan_allowed(&self, seat: u8) -> bool {
        !self.holds_condition(seat, "debt")
            && (self.conditions.draw.iter().chain(&self.conditions.discard))
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
                self.frames.push(Frame::Effects { seat, list, pc: 0, at });
            }
            Purpose::Targeted { pass, fail, target } => {
                let list = if test.roll.passed() { pass } else { fail };
                let at = self.inv(target).location;
                self.frames.push(Frame::Effects { seat: target, list, pc: 0, at });
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
                    MonsterRef::Board(index) => {
                        self.is_shub(self.monsters[usize::from(index)].kind) && !self.mysteries_done()
                    }
                    MonsterRef::Ambush(_) | MonsterRef::Named(_) => false,
                };
                let killed = match monster {
                    _ if immune => false,
                    MonsterRef::Board(index) => {
                        let m = &mut self.monsters[usize::from(index)];
                        m.damage = m.damage.saturating_add(s);
                        m.damage >= stats.toughness
                    }
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

    /// Removes board Monster `index`, keeping every reference to the board valid: later indices
    /// shift down; a combat waiting on the removed Monster ends (its steps leave the stack, and
    /// an open test against it resolves as nothing).
    pub(crate) fn take_monster(&mut self, index: usize) -> BoardMonster {
        /// Renumbers `monster`; `true` when it is the one removed.
        fn renumber(monster: &mut MonsterRef, removed: u8) -> bool {
            match monster {
                MonsterRef::Board(j) if *j == removed => true,
                MonsterRef::Board(j) if *j > removed => {
                    *j -= 1;
                    false
                }
                _ => false,
            }
        }
        let taken = self.monsters.remove(index);
        let removed = index as u8;
        self.frames.retain_mut(|frame| match frame {
            Frame::Combat { monster, .. } => !renumber(monster, removed),
            _ => true,
        });
        if let Some(Pending::Test(test)) = &mut self.pending
            && let Purpose::CombatWill(monster) | Purpose::CombatStrength(monster) = &mut test.purpose
            && renumber(monster, removed)
        {
            test.purpose = Purpose::Effect { pass: &[], fail: &[], at: taken.location, pass_at: 1 };
        }
        taken
    }

    pub(crate) fn monster_stats(&self, monster: MonsterRef) -> MonsterStats {
        match monster {
            MonsterRef::Board(index) => {
                let m = &self.monsters[usize::from(index)];
                m.stats.unwrap_or_else(|| self.stats(m.kind))
            }
            MonsterRef::Ambush(kind) | MonsterRef::Named(kind) => self.stats(kind),
        }
    }

    fn after_combat(&mut self, _seat: u8, monster: MonsterRef, _events: &mut Vec<Event>) {
        if let MonsterRef::Ambush(kind) = monster {
            self.monster_to_cup(kind);
        }
    }

    /// Scenario setup for tests and tools: puts a monster of kind `id` on `location` (from the
    /// cup when it is there, else a new token is not created and `None` is returned), with
    /// synthetic combat values when `stats` is given. Returns its board index.
    pub fn place_monster(&mut self, id: &str, location: &str, stats: Option<MonsterStats>) -> Option<usize> {
        let kind = data::monster_index(id)? as u8;
        let at = data::location_index(location)? as u8;
        if !data::MONSTERS[usize::from(kind)].epic {
            let pos = self.cup.iter().position(|&k| k == kind)?;
            self.cup.swap_remove(pos);
        }
        self.monsters.push(BoardMonster { kind, location: at, damage: 0, stats, fought: false });
        Some(self.monsters.len() - 1)
    }

    /// Scenario setup: the Reserve holds the Assets `ids` (taken from the deck; the old Reserve
    /// goes to the bottom of the deck); `false` when one is unknown or not in the deck (the
    /// Reserve may then be part-filled).
    pub fn set_reserve(&mut self, ids: [&str; 4]) -> bool {
        let mut cards = [0u16; 4];
        for (slot, id) in ids.into_iter().enumerate() {
            let Some(card) = data::ASSETS.iter().position(|def| def.id == id) else { return false };
            cards[slot] = card as u16;
        }
        // The old Reserve goes back into the deck; the named cards come out of it.
        for card in self.reserve.iter_mut().filter_map(Option::take) {
            self.assets.draw.insert(0, card);
        }
        for (slot, card) in cards.into_iter().enumerate() {
            let pile = &mut self.assets;
            if let Some(pos) = pile.draw.iter().position(|&c| c == card) {
                pile.draw.remove(pos);
            } else if let Some(pos) = pile.discard.iter().position(|&c| c == card) {
                pile.discard.remove(pos);
            } else {
                return false;
            }
            self.reserve[slot] = Some(card);
        }
        true
    }

    /// Scenario setup: returns every monster on `location` to the cup.
    pub fn clear_monsters(&mut self, location: &str) {
        let Some(at) = data::location_index(location) else { return };
        let mut kept = Vec::new();
        for monster in std::mem::take(&mut self.monsters) {
            if usize::from(monster.location) == at {
                self.monster_to_cup(monster.kind);
            } else {
                kept.push(monster);
            }
        }
        self.monsters = kept;
    }

    /// Scenario setup: replaces `seat`'s investigator by the one with `id` (its sheet values,
    /// starting possessions and location); the old one's possessions are discarded.
    pub fn set_investigator(&mut self, seat: u8, id: &str) -> bool {
        let Some(def) = data::INVESTIGATORS.iter().position(|d| d.id == id) else { return false };
        self.discard_possessions(seat);
        let mut events = Vec::new();
        self.seat_investigator(seat, def as u8, &mut events);
        true
    }

    /// Scenario setup: discards every possession and Condition of `seat`.
    pub fn discard_possessions(&mut self, seat: u8) {
        let inv = self.inv_mut(seat);
        let (clues, assets, artifacts, spells, conditions) = (
            std::mem::take(&mut inv.clues),
            std::mem::take(&mut inv.assets),
            std::mem::take(&mut inv.artifacts),
            std::mem::take(&mut inv.spells),
            std::mem::take(&mut inv.conditions),
        );
        inv.train = 0;
        inv.ship = 0;
        self.clue_discard.extend(clues);
        self.assets.discard.extend(assets.into_iter().map(u16::from));
        self.artifacts.discard.extend(artifacts.into_iter().map(u16::from));
        self.spells.draw.extend(spells.into_iter().map(u16::from));
        self.conditions.draw.extend(conditions.into_iter().map(u16::from));
    }

    /// Scenario setup: gives `seat` the named Asset (from the Reserve or the deck).
    pub fn give_asset(&mut self, seat: u8, id: &str) {
        let mut events = Vec::new();
        self.take_named(seat, CardPile::Assets, id, &mut events);
    }

    /// Scenario setup: mutable access to an investigator.
    pub fn investigator_mut(&mut self, seat: u8) -> &mut Investigator {
        self.inv_mut(seat)
    }

    /// Scenario setup: moves an investigator.
    pub fn move_to(&mut self, seat: u8, location: &str) {
        if let Some(at) = data::location_index(location) {
            self.inv_mut(seat).location = at as u8;
        }
    }

    /// The number of dice `seat` would roll on a test of `skill` with `modifier`.
    pub fn test_dice_for(&self, seat: u8, skill: Skill, modifier: i8) -> u16 {
        self.test_dice(seat, skill, modifier).dice()
    }

    /// The number of dice `seat` would roll on a test of `skill` with `modifier` during a Combat
    /// Encounter (where weapons' bonuses count).
    pub fn combat_dice_for(&self, seat: u8, skill: Skill, modifier: i8) -> u16 {
        self.test_dice_during(seat, skill, modifier, data::During::Combat).dice()
    }

    /// Scenario setup: sets Doom.
    pub fn set_doom(&mut self, doom: u8) {
        self.doom = doom.min(DOOM_MAX);
    }

    /// Scenario setup: ends the Action phase and starts the Encounter phase now.
    pub fn start_encounter_phase(&mut self, events: &mut Vec<Event>) {
        self.pending = None;
        self.frames.clear();
        self.phase = Phase::Encounter { turn: 0, step: EncounterStep::Start };
        self.run(events);
    }

    /// Scenario setup: ends the Encounter phase and starts the Mythos phase now.
    pub fn start_mythos_phase(&mut self, events: &mut Vec<Event>) {
        self.pending = None;
        self.frames.clear();
        self.phase = Phase::Mythos;
        self.run(events);
    }

    /// Scenario setup: puts the rest of the Mythos deck in the box.
    pub fn empty_mythos_deck(&mut self) {
        let rest = std::mem::take(&mut self.mythos);
        self.mythos_box.extend(rest);
    }

    /// Spawns a gate now (the rules' procedure, for scenarios).
    pub fn spawn_gate_now(&mut self, events: &mut Vec<Event>) {
        self.spawn_gate(events);
    }

    /// Resolves a Monster Surge now (the rules' procedure, for scenarios).
    pub fn monster_surge_now(&mut self, events: &mut Vec<Event>) {
        self.monster_surge(events);
    }

    /// Scenario setup: advances Doom by `amount` now (Awakening and the back included).
    pub fn advance_doom_now(&mut self, amount: i8, events: &mut Vec<Event>) {
        self.change_doom(amount, events);
        self.run(events);
    }

    /// Scenario setup: resolves one effect for `seat` at its location, then everything after it.
    pub fn resolve_effect_now(&mut self, seat: u8, effect: Effect, events: &mut Vec<Event>) {
        let at = self.inv(seat).location;
        self.run_effect(seat, effect, at, events);
        self.run(events);
    }

    /// Scenario setup: `seat` resolves this list of effects now (at its own space), up to the
    /// next decision.
    ///
    /// The effects run once no decision is waiting: on top of an open decision they wait for it.
    pub fn resolve_effects_now(&mut self, seat: u8, list: &'static [Effect], events: &mut Vec<Event>) {
        let at = self.inv(seat).location;
        self.frames.push(Frame::Effects { seat, list, pc: 0, at });
        self.run(events);
    }

    /// Scenario setup: `seat` resolves this list of effects at once, dropping the decision waiting
    /// now; once the effects (and the decisions they ask) are resolved, the phase machine goes on
    /// from where it stands.
    pub fn interrupt_with_effects(&mut self, seat: u8, list: &'static [Effect], events: &mut Vec<Event>) {
        self.pending = None;
        self.resolve_effects_now(seat, list, events);
    }

    /// Scenario setup: `seat` resolves the section of encounter card `id` that applies where it
    /// stands (the first section for complex cards), as if it had drawn the card; `false` when
    /// there is no such card or section.
    pub fn resolve_encounter_now(&mut self, seat: u8, id: &str, events: &mut Vec<Event>) -> bool {
        let Some(card) = data::ENCOUNTERS.iter().find(|e| e.id == id) else { return false };
        let here = self.inv(seat).location;
        let def = &data::LOCATIONS[usize::from(here)];
        let section = card.sections.iter().find(|s| match s.at {
            SectionAt::Any => true,
            SectionAt::Kind(kind) => kind == def.kind,
            SectionAt::Location(id) => id == def.id,
        });
        let Some(section) = section else { return false };
        events.push(Event::Text(section.text));
        self.frames.push(Frame::Effects { seat, list: section.effects, pc: 0, at: here });
        self.run(events);
        true
    }

    /// Scenario setup: the Lead Investigator resolves the text of Mythos card `id` now (its
    /// `effects`, not its icons); `false` when there is no such card.
    pub fn resolve_mythos_now(&mut self, id: &str, events: &mut Vec<Event>) -> bool {
        let Some(card) = data::MYTHOS.iter().find(|m| m.id == id) else { return false };
        self.resolve_effects_now(self.lead, card.effects, events);
        true
    }

    /// Scenario setup: the Reckoning of the awakened sheet and the Rumors in play, now.
    ///
    /// The decision waiting now is dropped; the phase machine goes on once the Reckoning's own
    /// decisions (if any) are answered.
    pub fn reckoning_now(&mut self, events: &mut Vec<Event>) {
        self.pending = None;
        let monsters = self.monster_reckoning_list();
        self.ancient_reckoning(events);
        self.monster_reckonings(monsters, events);
        self.rumor_reckonings(events);
        let below = self.frames.len();
        self.condition_reckonings(below);
        self.run(events);
    }

    /// Scenario setup: solves the current Mystery now.
    pub fn solve_mystery_now(&mut self, events: &mut Vec<Event>) {
        self.solve_mystery(events);
        self.run(events);
    }

    /// Scenario setup: `seat` gains `n` Clues from the pool.
    pub fn give_clues(&mut self, seat: u8, n: u8) {
        let mut events = Vec::new();
        self.gain_clues(seat, n, &mut events);
    }

    /// Scenario setup: `seat` gains the named Condition.
    pub fn give_condition(&mut self, seat: u8, id: &str, events: &mut Vec<Event>) {
        self.gain_condition(seat, id, events);
    }

    /// Scenario setup: puts damage on a board monster.
    pub fn damage_monster(&mut self, index: usize, damage: u8) {
        if let Some(monster) = self.monsters.get_mut(index) {
            monster.damage = damage;
        }
    }

    /// Scenario setup: closes the gate on `location` (it goes to the gate discard pile).
    pub fn close_gate_now(&mut self, location: &str) {
        let Some(at) = data::location_index(location) else { return };
        if let Some(pos) = self.gates.iter().position(|&g| usize::from(gate_location(g)) == at) {
            let gate = self.gates.remove(pos);
            self.gate_discard.push(gate);
        }
    }

    /// Scenario setup: moves the named Asset from the deck to the Asset discard pile.
    pub fn asset_to_discard(&mut self, id: &str) -> bool {
        match self.assets.draw.iter().position(|&c| data::ASSETS[usize::from(c)].id == id) {
            Some(pos) => {
                let card = self.assets.draw.remove(pos);
                self.assets.discard.push(card);
                true
            }
            None => false,
        }
    }

    /// Scenario setup: puts the encounter card with this id on top of its deck.
    pub fn stack_encounter(&mut self, id: &str) -> bool {
        let Some(card) = data::ENCOUNTERS.iter().position(|e| e.id == id).map(|c| c as u16) else {
            return false;
        };
        let pile = &mut self.encounters[deck_slot(data::ENCOUNTERS[usize::from(card)].deck)];
        if let Some(pos) = pile.draw.iter().position(|&c| c == card) {
            pile.draw.remove(pos);
        } else if let Some(pos) = pile.discard.iter().position(|&c| c == card) {
            pile.discard.remove(pos);
        } else {
            return false;
        }
        pile.draw.push(card);
        true
    }

    /// Scenario setup: the clue token of `location` goes from the pool onto the board.
    pub fn place_clue(&mut self, location: &str) -> bool {
        let Some(at) = data::location_index(location) else { return false };
        for pool in [&mut self.clue_pool, &mut self.clue_discard] {
            if let Some(pos) = pool.iter().position(|&c| usize::from(clue_location(c)) == at) {
                let clue = pool.remove(pos);
                self.board_clues.push((clue, at as u8));
                return true;
            }
        }
        false
    }

    /// Scenario setup: the Rumor with this Mythos id enters play (from the deck or the box).
    pub fn put_rumor_in_play(&mut self, id: &str, events: &mut Vec<Event>) -> bool {
        let Some(card) = data::MYTHOS.iter().position(|m| m.id == id).map(|c| c as u8) else { return false };
        let mut found = false;
        for pile in [&mut self.mythos, &mut self.mythos_box, &mut self.mythos_discard] {
            if let Some(pos) = pile.iter().position(|&c| c == card) {
                pile.remove(pos);
                found = true;
                break;
            }
        }
        if found {
            self.ongoing.push((card, data::MYTHOS[usize::from(card)].eldritch));
            self.enter_rumor(card, events);
        }
        found
    }

    /// Advances the Omen now (the rules' procedure, for scenarios).
    pub fn advance_omen_now(&mut self, events: &mut Vec<Event>) {
        self.advance_omen(events);
    }

    pub(crate) fn defeat_monster(&mut self, seat: u8, monster: MonsterRef, events: &mut Vec<Event>) {
        let (kind, at) = match monster {
            MonsterRef::Board(index) => {
                let removed = self.take_monster(usize::from(index));
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

    // ------------------------------------------------------------------ effects

    /// Runs one step of the top frame.
    fn step_frame(&mut self, events: &mut Vec<Event>) {
        let Some(frame) = self.frames.pop() else { return };
        match frame {
            Frame::Effects { seat, list, pc, at } => {
                let Some(&effect) = list.get(usize::from(pc)) else { return };
                if usize::from(pc) + 1 < list.len() {
                    self.frames.push(Frame::Effects { seat, list, pc: pc + 1, at });
                }
                if self.active(seat) {
                    self.run_effect(seat, effect, at, events);
                }
            }
            Frame::MysteryOffer { seat, trigger } => self.mystery_offer(seat, trigger),
            Frame::AfterFight { seat, fight, at } => self.after_fight(seat, fight, at),
            Frame::Casting { on } => self.casting = on,
            Frame::ForceDice { face } => self.forced_face = face,
            Frame::Loss { seat, health, sanity, asked } => {
                self.step_loss(seat, health, sanity, asked, events)
            }
            Frame::Combat { seat, monster, step } => self.combat_step(seat, monster, step, events),
            Frame::BoostOffer { seat, will } => {
                if self.active(seat) && !self.combat_boosts(seat, will).is_empty() {
                    self.pending =
                        Some(Pending::Pick { seat, pick: crate::effects::Pick::CombatBoost(will), at: 0 });
                }
            }
            Frame::MonsterEffects { seat, list, pc, kind, at } => {
                let Some(&effect) = list.get(usize::from(pc)) else { return };
                if usize::from(pc) + 1 < list.len() {
                    self.frames.push(Frame::MonsterEffects { seat, list, pc: pc + 1, kind, at });
                }
                if self.active(seat) {
                    self.this_monster = Some((kind, at));
                    self.run_effect(seat, effect, at, events);
                }
            }
            Frame::CardEffects { seat, list, pc, card } => {
                let Some(&effect) = list.get(usize::from(pc)) else { return };
                if usize::from(pc) + 1 < list.len() {
                    self.frames.push(Frame::CardEffects { seat, list, pc: pc + 1, card });
                }
                if self.active(seat) {
                    self.this_card = Some((seat, card));
                    let at = self.inv(seat).location;
                    self.run_effect(seat, effect, at, events);
                }
            }
            Frame::Confront { seat } => {
                if self.active(seat) {
                    self.confront_shub(seat, events);
                }
            }
        }
    }

    // ------------------------------------------------------------------ mysteries

    /// The value of a Mystery's token count now.
    pub(crate) fn token_count(&self, tokens: TokenCount) -> u8 {
        match tokens {
            TokenCount::HalfPlayers => self.players().div_ceil(2),
            TokenCount::Players => self.players(),
            TokenCount::TwicePlayers => self.players().saturating_mul(2),
            TokenCount::Fixed(n) => n,
        }
    }

    pub(crate) fn tokens_needed(&self) -> u8 {
        let half = self.players().div_ceil(2);
        let Some(mystery) = self.mystery else { return u8::MAX };
        match data::MYSTERIES[usize::from(mystery)].goal {
            MysteryGoal::Research { tokens, .. }
            | MysteryGoal::CloseGate { tokens, .. }
            | MysteryGoal::DefeatMonster { tokens, .. }
            | MysteryGoal::TokenSite { tokens, .. }
            | MysteryGoal::SpellLore { tokens, .. }
            | MysteryGoal::Special { tokens, .. } => self.token_count(tokens),
            MysteryGoal::SpendClues { per_player } => per_player * half,
            MysteryGoal::Epic { .. } => u8::MAX,
        }
    }

    /// What the current Mystery asks to be paid after `trigger`: `(clues, spells)`, or `None`
    /// when it does not answer that trigger now.
    fn mystery_price(&self, seat: u8, trigger: Trigger) -> Option<(u8, u8)> {
        let mystery = self.mystery?;
        match (data::MYSTERIES[usize::from(mystery)].goal, trigger) {
            (MysteryGoal::Research { clues, gained, .. }, Trigger::Research) => {
                // "He may spend 1 Clue he gained during that encounter."
                (!gained || self.encounter_clues >= clues).then_some((clues, 0))
            }
            (MysteryGoal::CloseGate { clues, omen, spells, .. }, Trigger::CloseGate) => {
                let current = data::OMEN_TRACK.spaces[usize::from(self.omen)];
                (!omen || self.closed_omen == Some(current)).then_some((clues, spells))
            }
            (MysteryGoal::DefeatMonster { clues, .. }, Trigger::DefeatMonster) => Some((clues, 0)),
            (MysteryGoal::TokenSite { clues, .. }, Trigger::TokenSite) => {
                self.mystery_sites.contains(&self.inv(seat).location).then_some((clues, 0))
            }
            (MysteryGoal::SpellLore { clues, .. }, Trigger::SpellLore) => Some((clues, 0)),
            _ => None,
        }
    }

    fn mystery_offer(&mut self, seat: u8, trigger: Trigger) {
        let Some((clues, spells)) = self.mystery_price(seat, trigger) else { return };
        if self.active(seat)
            && self.can_pay_clues(seat, clues)
            && self.inv(seat).spells.len() >= usize::from(spells)
        {
            self.pending = Some(Pending::MysterySpend { seat, clues, spells, trigger });
        }
    }

    /// `seat` pays the Mystery's price after `trigger`: an Eldritch token (or the Monster, the
    /// Mystery token, the Spell) goes onto the card.
    pub(crate) fn pay_mystery(
        &mut self,
        seat: u8,
        clues: u8,
        spells: u8,
        trigger: Trigger,
        events: &mut Vec<Event>,
    ) {
        self.pay_clues(seat, clues, events);
        let Some(mystery) = self.mystery else { return };
        let goal = data::MYSTERIES[usize::from(mystery)].goal;
        match (goal, trigger) {
            (MysteryGoal::DefeatMonster { toughness: true, .. }, Trigger::DefeatMonster) => {
                // The defeated Monster goes onto the card; its toughness counts.
                if let Some(kind) = self.defeated_kind
                    && let Some(pos) = self.cup.iter().rposition(|&k| k == kind)
                {
                    self.cup.remove(pos);
                    self.mystery_monsters.push(kind);
                    let total: u8 = self.mystery_monsters.iter().map(|&k| self.stats(k).toughness).sum();
                    self.mystery_tokens = total;
                }
            }
            (MysteryGoal::TokenSite { sites, .. }, Trigger::TokenSite) => {
                let here = self.inv(seat).location;
                if let Some(pos) = self.mystery_sites.iter().position(|&s| s == here) {
                    self.mystery_sites.remove(pos);
                }
                if sites == data::Sites::Moving {
                    let next = self.random_space();
                    self.mystery_sites.push(next);
                }
                self.mystery_tokens += 1;
            }
            (MysteryGoal::SpellLore { .. }, Trigger::SpellLore) => {
                // "...and discard that Spell."
                if let Some((holder, code)) = self.this_card
                    && holder == seat
                {
                    self.discard_card(seat, code, events);
                }
                self.mystery_tokens += 1;
            }
            _ => self.mystery_tokens += 1,
        }
        if spells > 0 {
            // Spells of the investigator's choice: asked one by one, then the token is checked.
            for _ in 0..spells {
                self.frames.push(Frame::Effects { seat, list: &DISCARD_SPELL, pc: 0, at: 0 });
            }
        }
        events.push(Event::Text("An Eldritch token is placed on the Mystery."));
        self.check_mystery(events);
    }

    pub(crate) fn check_mystery(&mut self, events: &mut Vec<Event>) {
        if self.mystery.is_some() && self.mystery_tokens >= self.tokens_needed() {
            self.solve_mystery(events);
        }
    }

    fn solve_mystery(&mut self, events: &mut Vec<Event>) {
        let Some(mystery) = self.mystery.take() else { return };
        events.push(Event::MysterySolved(mystery));
        self.solved.push(mystery);
        self.mystery_tokens = 0;
        self.mystery_sites.clear();
        for kind in std::mem::take(&mut self.mystery_monsters) {
            self.monster_to_cup(kind);
        }
        if self.mysteries_done() {
            // Before Awakening this wins; after it, the Final Mystery must be solved as well.
            if self.awakened {
                self.check_final(events);
            } else {
                self.end(true, EndReason::Mysteries, events);
            }
            return;
        }
        self.draw_mystery(events);
    }

    /// Places a Mystery's tokens on the board.
    fn place_sites(&mut self, sites: data::Sites) {
        self.mystery_sites.clear();
        match sites {
            data::Sites::Moving => {
                let space = self.random_space();
                self.mystery_sites.push(space);
            }
            data::Sites::Fixed(ids) => self.mystery_sites.extend(ids.iter().map(|&id| loc(id))),
            data::Sites::Random(count) => {
                for _ in 0..self.token_count(count) {
                    let space = self.random_space();
                    self.mystery_sites.push(space);
                }
            }
            data::Sites::NearestSea => {
                // Each investigator, from the Lead Investigator, on the nearest Sea space that has
                // no token yet (the first by index on a tie).
                for turn in 0..self.players() {
                    let seat = self.seat_at(turn);
                    if !self.active(seat) {
                        continue;
                    }
                    let dist = distances(self.inv(seat).location);
                    let best = (0..data::LOCATIONS.len() as u8)
                        .filter(|&l| data::LOCATIONS[usize::from(l)].kind == data::LocationKind::Sea)
                        .filter(|l| !self.mystery_sites.contains(l))
                        .min_by_key(|&l| dist[usize::from(l)]);
                    if let Some(space) = best {
                        self.mystery_sites.push(space);
                    }
                }
            }
        }
    }

    pub(crate) fn draw_mystery(&mut self, events: &mut Vec<Event>) {
        let Some(mystery) = self.mysteries.pop() else { return };
        self.mystery = Some(mystery);
        events.push(Event::MysteryDrawn(mystery));
        let def = &data::MYSTERIES[usize::from(mystery)];
        match def.goal {
            MysteryGoal::Epic { monster, location } => {
                if let (Some(kind), Some(at)) = (data::monster_index(monster), data::location_index(location))
                {
                    self.monsters.push(BoardMonster {
                        kind: kind as u8,
                        location: at as u8,
                        damage: 0,
                        stats: None,
                        fought: false,
                    });
                    events.push(Event::MonsterSpawned { kind: kind as u8, at: at as u8 });
                }
            }
            MysteryGoal::TokenSite { sites, .. } | MysteryGoal::Special { sites, .. } => {
                self.place_sites(sites)
            }
            _ => {}
        }
        // "When this card enters play" (by the Lead Investigator).
        if !def.enters.is_empty() && self.active(self.lead) {
            let at = self.inv(self.lead).location;
            self.frames.push(Frame::Effects { seat: self.lead, list: def.enters, pc: 0, at });
        }
    }

    /// A random space: the location of a Clue drawn from the pool, then discarded.
    pub(crate) fn random_space(&mut self) -> u8 {
        match self.draw_clue() {
            Some(clue) => {
                self.clue_discard.push(clue);
                clue_location(clue)
            }
            None => self.inv(self.lead).location,
        }
    }

    /// End of Mythos phase: an Epic-monster Mystery is solved once its monster is gone.
    fn check_epic_mystery(&mut self, events: &mut Vec<Event>) {
        let Some(mystery) = self.mystery else { return };
        if let MysteryGoal::Epic { monster, .. } = data::MYSTERIES[usize::from(mystery)].goal
            && let Some(kind) = data::monster_index(monster)
            && !self.monsters.iter().any(|m| usize::from(m.kind) == kind)
        {
            self.solve_mystery(events);
        }
    }

    // ------------------------------------------------------------------ the phase machine

    /// Resolves everything up to the next decision.
    pub(crate) fn run(&mut self, events: &mut Vec<Event>) {
        for _ in 0..100_000 {
            if self.outcome.is_some() || self.pending.is_some() {
                return;
            }
            if !self.frames.is_empty() {
                self.step_frame(events);
                continue;
            }
            self.step_phase(events);
        }
        debug_assert!(false, "the phase machine did not reach a decision");
    }

    fn step_phase(&mut self, events: &mut Vec<Event>) {
        match self.phase {
            Phase::Action { turn } => {
                if turn >= self.players() {
                    self.phase = Phase::Encounter { turn: 0, step: EncounterStep::Start };
                    events.push(Event::PhaseBegan("encounter"));
                    return;
                }
                let seat = self.seat_at(turn);
                if let Some(bonus) = self.bonus_turn {
                    if self.active(bonus) {
                        self.pending = Some(Pending::Actions(bonus));
                    } else {
                        self.bonus_turn = None;
                    }
                    return;
                }
                let inv = self.inv(seat);
                if inv.standing != Standing::Active || inv.actions >= 2 + inv.extra_actions {
                    self.phase = Phase::Action { turn: turn + 1 };
                } else if inv.delayed {
                    self.inv_mut(seat).delayed = false;
                    self.phase = Phase::Action { turn: turn + 1 };
                } else {
                    self.pending = Some(Pending::Actions(seat));
                }
            }
            Phase::Encounter { turn, step } => self.step_encounter(turn, step, events),
            Phase::Mythos => self.mythos(events),
            Phase::Replacements => {
                if let Some(seat) = (0..self.players()).find(|&s| self.inv(s).standing == Standing::Replacing)
                {
                    if self.available_investigators().next().is_some() {
                        self.pending = Some(Pending::Replacement(seat));
                    } else {
                        self.inv_mut(seat).standing = Standing::Eliminated;
                        if self.investigators.iter().all(|inv| inv.standing == Standing::Eliminated) {
                            self.end(false, EndReason::AllEliminated, events);
                        }
                    }
                } else {
                    self.phase = Phase::Lead;
                }
            }
            Phase::Lead => {
                if (0..self.players()).filter(|&s| self.active(s)).count() > 1 {
                    self.pending = Some(Pending::PassLead);
                } else {
                    self.new_round(events);
                }
            }
        }
    }

    pub(crate) fn new_round(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        for inv in &mut self.investigators {
            inv.used_cards.clear();
        }
        self.component_used = 0;
        self.passive_used = 0;
        self.bonus_turn = None;
        for inv in &mut self.investigators {
            inv.taken = 0;
            inv.actions = 0;
            inv.extra_actions = 0;
        }
        if !self.active(self.lead)
            && let Some(seat) = (0..self.players()).find(|&s| self.active(s))
        {
            self.lead = seat;
        }
        events.push(Event::Round(self.round));
        self.phase = Phase::Action { turn: 0 };
    }

    pub(crate) fn available_investigators(&self) -> impl Iterator<Item = u8> + '_ {
        (0..data::INVESTIGATORS.len() as u8).filter(|i| !self.used.contains(i))
    }

    fn step_encounter(&mut self, turn: u8, step: EncounterStep, events: &mut Vec<Event>) {
        if turn >= self.players() {
            self.remote_research = None;
            self.research_extra_die = None;
            self.phase = Phase::Mythos;
            events.push(Event::PhaseBegan("mythos"));
            return;
        }
        let seat = self.seat_at(turn);
        let next = Phase::Encounter { turn: turn + 1, step: EncounterStep::Start };
        if !self.active(seat) {
            self.phase = next;
            return;
        }
        let here = self.inv(seat).location;
        self.encounter_deck = None;
        match step {
            EncounterStep::Start if self.encounter_instead(seat) => {
                // A card's "Instead of resolving an encounter" (Detained).
                self.phase = next;
            }
            EncounterStep::Start if self.remote_research.is_some_and(|(s, _)| s == seat) => {
                // Clairvoyance: the Research encounter at the chosen space, Monsters ignored.
                let (_, space) = self.remote_research.take().unwrap_or_default();
                self.phase = Phase::Encounter { turn, step: EncounterStep::Done };
                self.draw_encounter(seat, EncounterDeck::Research, space, events);
            }
            EncounterStep::Start
                if !self.board_clues.is_empty()
                    && let Some(code) = self.castable_at(seat, data::Ability::CastAtEncounterStart) =>
            {
                // "During the Encounter phase, you may perform a Lore test" (Clairvoyance): offered
                // once, then this step starts again.
                self.inv_mut(seat).used_cards.push(code);
                self.push_card_effects(seat, code, crate::hooks::MAY_CAST);
            }
            EncounterStep::Start => {
                self.research_extra_die = None;
                // The Pallid Mask: "choose an encounter as if there were no Monsters here"; Mists
                // of Releh, when its Lore test was passed.
                let ignore = self.ignore_monsters_for.take() == Some(seat)
                    || self.abilities(seat).into_iter().any(|(_, a)| a == data::Ability::IgnoreMonsters);
                let monsters = self.monsters_at(here).next().is_some();
                if monsters
                    && !ignore
                    && let Some(code) = self.castable_at(seat, data::Ability::CastBesideMonsters)
                {
                    // "During the Encounter phase, you may perform a Lore test": offered once,
                    // then this step starts again.
                    self.inv_mut(seat).used_cards.push(code);
                    self.push_card_effects(seat, code, crate::hooks::MAY_CAST);
                    return;
                }
                if monsters && !ignore {
                    for monster in &mut self.monsters {
                        monster.fought = false;
                    }
                    self.phase = Phase::Encounter { turn, step: EncounterStep::Combat { fought: false } };
                } else {
                    self.pending = Some(Pending::Encounter { seat, optional: false });
                    self.phase = Phase::Encounter { turn, step: EncounterStep::Done };
                }
            }
            EncounterStep::Combat { .. } => {
                if self.monsters_at(here).any(|i| !self.monsters[i].fought) {
                    self.pending = Some(Pending::Fight(seat));
                    self.phase = Phase::Encounter { turn, step: EncounterStep::Combat { fought: true } };
                } else if self.monsters_at(here).next().is_some() || self.no_extra_encounter {
                    // A monster survived (or a Gug was defeated): the encounter step ends.
                    self.no_extra_encounter = false;
                    self.phase = next;
                } else {
                    self.pending = Some(Pending::Encounter { seat, optional: true });
                    self.phase = Phase::Encounter { turn, step: EncounterStep::Done };
                }
            }
            EncounterStep::Done => {
                self.research_extra_die = None;
                self.phase = next;
            }
        }
    }

    /// The encounters `seat` may choose now.
    pub(crate) fn encounter_choices(&self, seat: u8, out: &mut Vec<EncounterChoice>) {
        let here = self.inv(seat).location;
        out.push(EncounterChoice::General);
        if data::LOCATIONS[usize::from(here)].region != Region::None {
            out.push(EncounterChoice::Regional);
        }
        if self.board_clues.iter().any(|&(_, at)| at == here) {
            out.push(EncounterChoice::Research);
        }
        if self.gates.iter().any(|&g| gate_location(g) == here) {
            out.push(EncounterChoice::OtherWorld);
        }
        if self.expedition_location() == Some(here) && self.expeditions_allowed() {
            out.push(EncounterChoice::Expedition);
        }
        out.extend(self.rumor_choices(seat).map(EncounterChoice::Rumor));
        if self.mystery_sites.contains(&here)
            && let Some(mystery) = self.mystery
        {
            match data::MYSTERIES[usize::from(mystery)].goal {
                MysteryGoal::Special { .. }
                    if !self.encounters[deck_slot(EncounterDeck::Special)].is_empty() =>
                {
                    out.push(EncounterChoice::Special);
                }
                MysteryGoal::TokenSite { .. } => out.push(EncounterChoice::MysterySite),
                _ => {}
            }
        }
        if self.may_confront(seat) {
            out.push(EncounterChoice::AncientOne);
        }
        if self.fallen.iter().any(|f| f.location == here) {
            out.push(EncounterChoice::Fallen);
        }
    }

    /// Resolves the chosen encounter: draws the card and pushes its section.
    pub(crate) fn encounter(&mut self, seat: u8, choice: EncounterChoice, events: &mut Vec<Event>) {
        let here = self.inv(seat).location;
        self.encounter_clues = 0;
        let location = &data::LOCATIONS[usize::from(here)];
        let deck = match choice {
            EncounterChoice::General => EncounterDeck::General,
            EncounterChoice::Regional => match location.region {
                Region::America => EncounterDeck::America,
                Region::Europe => EncounterDeck::Europe,
                _ => EncounterDeck::Asia,
            },
            EncounterChoice::Research => EncounterDeck::Research,
            EncounterChoice::OtherWorld => EncounterDeck::OtherWorld,
            EncounterChoice::Expedition => EncounterDeck::Expedition,
            EncounterChoice::Special => EncounterDeck::Special,
            EncounterChoice::MysterySite => {
                // The Mystery's challenge there (a test, an ambush), which ends with its offer.
                let challenge = match self.mystery.map(|m| data::MYSTERIES[usize::from(m)].goal) {
                    Some(MysteryGoal::TokenSite { challenge, .. }) => challenge,
                    _ => &[],
                };
                if challenge.is_empty() {
                    self.frames.push(Frame::MysteryOffer { seat, trigger: Trigger::TokenSite });
                } else {
                    self.frames.push(Frame::Effects { seat, list: challenge, pc: 0, at: here });
                }
                return;
            }
            EncounterChoice::AncientOne => {
                self.confront(seat, events);
                return;
            }
            EncounterChoice::Rumor(card) => {
                self.rumor_encounter(seat, card, events);
                return;
            }
            EncounterChoice::Fallen => {
                if let Some(index) = self.fallen.iter().position(|f| f.location == here) {
                    let fallen = &self.fallen[index];
                    let sheet = &data::INVESTIGATORS[usize::from(fallen.def)];
                    let skill = if fallen.insane { sheet.insane } else { sheet.crippled };
                    events.push(Event::Text(FALLEN_ENCOUNTER));
                    self.begin_test(seat, skill, 0, Purpose::Fallen(index as u8), events);
                }
                return;
            }
        };
        self.draw_encounter(seat, deck, here, events);
    }

    /// Draws an encounter card of `deck` for `seat` and pushes its section for space `here`.
    pub(crate) fn draw_encounter(
        &mut self,
        seat: u8,
        deck: EncounterDeck,
        here: u8,
        events: &mut Vec<Event>,
    ) {
        let location = &data::LOCATIONS[usize::from(here)];
        if deck == EncounterDeck::Research {
            self.frames.push(Frame::MysteryOffer { seat, trigger: Trigger::Research });
        }
        let Some(card) = self.encounters[deck_slot(deck)].draw(&mut self.rng) else { return };
        self.encounter_deck = Some(deck);
        self.encounters[deck_slot(deck)].discard.push(card);
        events.push(Event::Encounter { seat, card });
        let def = &data::ENCOUNTERS[usize::from(card)];
        let section = def
            .sections
            .iter()
            .find(|section| match section.at {
                SectionAt::Any => true,
                SectionAt::Kind(kind) => kind == location.kind,
                SectionAt::Location(id) => id == location.id,
            })
            .or_else(|| def.sections.first());
        if let Some(section) = section {
            events.push(Event::Text(section.text));
            self.frames.push(Frame::Effects { seat, list: section.effects, pc: 0, at: here });
        }
    }

    /// The Monsters on the board with a Reckoning, in board order: kind, space and effects.
    pub(crate) fn monster_reckoning_list(&self) -> Vec<(u8, u8, &'static [Effect])> {
        self.monsters
            .iter()
            .map(|m| (m.kind, m.location, self.monster_rules(m.kind).reckoning))
            .filter(|(_, _, list)| !list.is_empty())
            .collect()
    }

    /// Those Monsters' Reckonings, resolved by the Lead Investigator in board order (a Monster
    /// that left the board since the list was read does not resolve it).
    pub(crate) fn monster_reckonings(
        &mut self,
        found: Vec<(u8, u8, &'static [Effect])>,
        events: &mut Vec<Event>,
    ) {
        let lead = self.lead;
        if !self.active(lead) {
            return;
        }
        let found: Vec<_> = found
            .into_iter()
            .filter(|&(kind, at, _)| self.monsters.iter().any(|m| m.kind == kind && m.location == at))
            .collect();
        for (kind, _, _) in &found {
            events.push(Event::Text(self.monster_rules(*kind).text));
        }
        for (kind, at, list) in found.into_iter().rev() {
            self.frames.push(Frame::MonsterEffects { seat: lead, list, pc: 0, kind, at });
        }
    }

    /// The defeated investigator's encounter resolved: `seat` takes every possession on the sheet
    /// (tickets beyond 2 and Spells it already holds are discarded), Doom retreats by 1 on a pass,
    /// and the figure and sheet leave the game.
    fn claim_fallen(&mut self, seat: u8, index: usize, passed: bool, events: &mut Vec<Event>) {
        if index >= self.fallen.len() {
            return;
        }
        let fallen = self.fallen.remove(index);
        if !self.active(seat) {
            self.discard_fallen(fallen);
            return;
        }
        let inv = &mut self.investigators[usize::from(seat)];
        inv.clues.extend(fallen.clues);
        inv.assets.extend(fallen.assets);
        inv.artifacts.extend(fallen.artifacts);
        let room = 2u8.saturating_sub(inv.train + inv.ship);
        let train = fallen.train.min(room);
        let ship = fallen.ship.min(room - train);
        inv.train += train;
        inv.ship += ship;
        for spell in fallen.spells {
            let id = data::SPELLS[usize::from(spell)].id;
            let inv = &mut self.investigators[usize::from(seat)];
            if inv.spells.iter().any(|&held| data::SPELLS[usize::from(held)].id == id) {
                self.spells.draw.push(u16::from(spell));
                self.rng.shuffle(&mut self.spells.draw);
            } else {
                inv.spells.push(spell);
            }
        }
        events.push(Event::Text("The defeated investigator's possessions are taken."));
        if passed {
            self.change_doom(-1, events);
        }
    }

    /// Discards everything on a defeated investigator's sheet (No Peace for the Fallen, or when
    /// nobody can take it).
    pub(crate) fn discard_fallen(&mut self, fallen: crate::state::Fallen) {
        self.clue_discard.extend(fallen.clues);
        self.assets.discard.extend(fallen.assets.iter().map(|&c| u16::from(c)));
        self.artifacts.discard.extend(fallen.artifacts.iter().map(|&c| u16::from(c)));
        self.spells.draw.extend(fallen.spells.iter().map(|&c| u16::from(c)));
        self.rng.shuffle(&mut self.spells.draw);
    }

    fn mythos(&mut self, events: &mut Vec<Event>) {
        let Some(card) = self.mythos.pop() else {
            self.end(false, EndReason::MythosOut, events);
            return;
        };
        events.push(Event::Mythos(card));
        // Steps the icons leave on the stack (Reckoning combats) come before the card's text.
        let base = self.frames.len();
        let def = &data::MYTHOS[usize::from(card)];
        if def.traits.contains(&MythosTrait::Ongoing) {
            self.ongoing.push((card, def.eldritch));
            self.enter_rumor(card, events);
        } else {
            self.mythos_discard.push(card);
        }
        let reference = reference(self.players());
        let lead = self.lead;
        for icon in def.icons {
            if self.outcome.is_some() {
                return;
            }
            match icon {
                MythosIcon::AdvanceOmen => self.advance_omen(events),
                MythosIcon::Reckoning => {
                    let before = self.frames.len();
                    // (a) Each Monster's Reckoning: the board is read first (a Monster the sheet
                    // spawns now does not resolve it), and its frames are pushed last, so they
                    // resolve first of the Reckoning's steps that wait on the stack.
                    let monsters = self.monster_reckoning_list();
                    self.ancient_reckoning(events);
                    self.monster_reckonings(monsters, events);
                    // Ongoing cards that are not Rumors: their Reckoning text, as effects of the
                    // Lead Investigator (a card that entered play just now does not resolve it).
                    let ongoing: Vec<u8> =
                        self.ongoing.iter().map(|&(c, _)| c).filter(|&c| c != card).collect();
                    for ongoing in ongoing {
                        let def = &data::MYTHOS[usize::from(ongoing)];
                        if !def.traits.contains(&MythosTrait::Rumor)
                            && let Some(text) = def.reckoning
                            && self.active(lead)
                        {
                            events.push(Event::Text(text));
                            let at = self.inv(lead).location;
                            let below = before.min(self.frames.len());
                            self.frames.insert(
                                below,
                                Frame::Effects { seat: lead, list: def.reckoning_effects, pc: 0, at },
                            );
                        }
                    }
                    self.rumor_reckonings(events);
                    self.condition_reckonings(before);
                }
                MythosIcon::SpawnGates => {
                    for _ in 0..reference.gates {
                        self.spawn_gate(events);
                    }
                }
                MythosIcon::MonsterSurge => self.monster_surge(events),
                MythosIcon::SpawnClues => {
                    for _ in 0..reference.clues {
                        self.spawn_clue(events);
                    }
                }
                MythosIcon::PlaceRumor | MythosIcon::PlaceEldritch => {}
            }
        }
        if self.outcome.is_some() {
            return;
        }
        events.push(Event::Text(def.text));
        if self.active(lead) {
            let at = self.inv(lead).location;
            let below = base.min(self.frames.len());
            self.frames.insert(below, Frame::Effects { seat: lead, list: def.effects, pc: 0, at });
        }
        self.phase = Phase::Replacements;
        self.check_epic_mystery(events);
    }

    /// Monster Surge: monsters on each gate of the current Omen, or a gate when none matches.
    pub(crate) fn monster_surge(&mut self, events: &mut Vec<Event>) {
        let omen = data::OMEN_TRACK.spaces[usize::from(self.omen)];
        let matching: Vec<u8> = self
            .gates
            .iter()
            .filter(|&&g| data::GATES[usize::from(g)].omen == omen)
            .map(|&g| gate_location(g))
            .collect();
        if matching.is_empty() {
            self.spawn_gate(events);
        }
        let surge = reference(self.players()).surge;
        for at in matching {
            for _ in 0..surge {
                self.spawn_monster(at, events);
            }
        }
    }

    /// Gives an investigator its sheet, possessions, Health and Sanity.
    pub(crate) fn seat_investigator(&mut self, seat: u8, def: u8, events: &mut Vec<Event>) {
        self.used.push(def);
        let sheet = &data::INVESTIGATORS[usize::from(def)];
        let mut inv = placeholder(seat);
        inv.def = def;
        inv.location = loc(sheet.start);
        inv.health = sheet.health;
        inv.sanity = sheet.sanity;
        self.investigators[usize::from(seat)] = inv;
        for item in sheet.starting {
            match *item {
                data::StartingItem::Asset(id) => self.take_named(seat, CardPile::Assets, id, events),
                data::StartingItem::Spell(id) => self.take_named(seat, CardPile::Spells, id, events),
            }
        }
        self.gain_clues(seat, sheet.clues, events);
    }

    pub(crate) fn take_named(&mut self, seat: u8, pile: CardPile, id: &str, events: &mut Vec<Event>) {
        let defs = pile.defs();
        if pile == CardPile::Assets
            && let Some(slot) =
                self.reserve.iter().position(|c| c.is_some_and(|c| defs[usize::from(c)].id == id))
        {
            let card = self.reserve[slot].take().unwrap_or_default();
            self.inv_mut(seat).assets.push(card as u8);
            self.refill_reserve();
            events.push(Event::Gained { seat, what: defs[usize::from(card)].name });
            self.card_gained(seat, card_code(data::CardDeck::Asset, card as u8), false);
            return;
        }
        let deck = self.pile_mut(pile);
        let card = if let Some(at) = deck.draw.iter().position(|&c| defs[usize::from(c)].id == id) {
            Some(deck.draw.remove(at))
        } else {
            deck.discard.iter().position(|&c| defs[usize::from(c)].id == id).map(|at| deck.discard.remove(at))
        };
        let Some(card) = card else { return };
        let mut draw = std::mem::take(&mut self.pile_mut(pile).draw);
        self.rng.shuffle(&mut draw);
        self.pile_mut(pile).draw = draw;
        let inv = self.inv_mut(seat);
        match pile {
            CardPile::Assets => inv.assets.push(card as u8),
            CardPile::Spells => inv.spells.push(card as u8),
            CardPile::Artifacts => inv.artifacts.push(card as u8),
        }
        events.push(Event::Gained { seat, what: defs[usize::from(card)].name });
        self.card_gained(seat, card_code(pile.deck(), card as u8), true);
    }

    /// Whether `kind` of action is still available to `seat` this round.
    /// Whether the Ongoing Mythos card `id` is in play.
    pub(crate) fn ongoing_in_play(&self, id: &str) -> bool {
        self.ongoing.iter().any(|&(card, _)| data::MYTHOS[usize::from(card)].id == id)
    }

    pub(crate) fn may_take(&self, seat: u8, kind: ActionKind) -> bool {
        let inv = self.inv(seat);
        inv.taken & (1 << kind as u16) == 0 && inv.actions < 2 + inv.extra_actions
    }
}

/// "Instead flip this card."
static FLIP_THIS: [Effect; 1] = [Effect::FlipThisCard];

/// Discard 1 Spell of the investigator's choice (a Mystery's price).
static DISCARD_SPELL: [Effect; 1] =
    [Effect::Discard(data::Possession { deck: Some(data::CardDeck::Spell), with: None })];

/// The defeated-investigator encounter on the back of each sheet (the skill is the sheet's).
pub(crate) const FALLEN_ENCOUNTER: &str = "You find the defeated investigator and test the skill their sheet names. Whatever the result, take every possession on their sheet; if you pass, retreat Doom by 1. Then the figure and sheet leave the game.";

/// The four possession and Condition decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CardPile {
    Assets,
    Artifacts,
    Spells,
}

impl CardPile {
    /// The deck's kind.
    pub(crate) fn deck(self) -> data::CardDeck {
        match self {
            CardPile::Assets => data::CardDeck::Asset,
            CardPile::Artifacts => data::CardDeck::Artifact,
            CardPile::Spells => data::CardDeck::Spell,
        }
    }

    fn defs(self) -> &'static [data::CardDef] {
        match self {
            CardPile::Assets => data::ASSETS,
            CardPile::Artifacts => data::ARTIFACTS,
            CardPile::Spells => data::SPELLS,
        }
    }
}

/// An empty investigator slot.
pub(crate) fn placeholder(_seat: u8) -> Investigator {
    Investigator {
        def: 0,
        location: 0,
        health: 0,
        sanity: 0,
        improve: [0; 5],
        clues: Vec::new(),
        train: 0,
        ship: 0,
        assets: Vec::new(),
        artifacts: Vec::new(),
        spells: Vec::new(),
        conditions: Vec::new(),
        delayed: false,
        taken: 0,
        actions: 0,
        extra_actions: 0,
        used_cards: Vec::new(),
        standing: Standing::Active,
    }
}

/// The seat a pending decision belongs to (`None` for group decisions).
pub(crate) fn pending_seat(pending: &Pending) -> Option<u8> {
    match pending {
        Pending::Actions(seat)
        | Pending::Fight(seat)
        | Pending::ChooseSkill(seat)
        | Pending::Replacement(seat)
        | Pending::Encounter { seat, .. }
        | Pending::Acquire { seat, .. }
        | Pending::MysterySpend { seat, .. }
        | Pending::RumorSpend { seat, .. }
        | Pending::ChooseAlly(seat)
        | Pending::AkachiMove(seat)
        | Pending::Pick { seat, .. } => Some(*seat),
        Pending::Test(test) => Some(test.seat),
        Pending::PassLead => None,
    }
}

/// Builds the initial state (Rulebook setup order).
pub(crate) fn setup(config: &Config, seed: u64) -> State {
    let mut rng = GameRng::seed_from(seed);
    let mut events = Vec::new();
    let ao = &data::ANCIENT_ONES[config.ancient_one];
    // 2. Tokens: gates and clues.
    let mut gate_stack: Vec<u8> = (0..data::GATES.len() as u8).collect();
    rng.shuffle(&mut gate_stack);
    let clue_pool: Vec<u8> = (0..data::CLUES.len() as u8).collect();
    // Decks are built now so starting possessions can be searched out of them (step 4).
    let card_pile = |defs: &[data::CardDef], rng: &mut GameRng| {
        let mut draw: Vec<u16> = defs
            .iter()
            .enumerate()
            .flat_map(|(i, d)| std::iter::repeat_n(i as u16, usize::from(d.copies)))
            .collect();
        rng.shuffle(&mut draw);
        Pile { draw, discard: Vec::new() }
    };
    let mut assets = card_pile(data::ASSETS, &mut rng);
    let mut artifacts = card_pile(data::ARTIFACTS, &mut rng);
    // Solo play: every component with the Team trait goes to the box before anything is dealt.
    let mut asset_box = Vec::new();
    let mut artifact_box = Vec::new();
    if config.players == 1 {
        let team =
            |defs: &[data::CardDef], card: u16| defs[usize::from(card)].traits.contains(&Trait::Teamwork);
        asset_box.extend(assets.draw.iter().copied().filter(|&c| team(data::ASSETS, c)));
        assets.draw.retain(|&c| !team(data::ASSETS, c));
        artifact_box.extend(artifacts.draw.iter().copied().filter(|&c| team(data::ARTIFACTS, c)));
        artifacts.draw.retain(|&c| !team(data::ARTIFACTS, c));
    }
    let spells = card_pile(data::SPELLS, &mut rng);
    let conditions = card_pile(data::CONDITIONS, &mut rng);
    let mut state = State {
        rng,
        config: config.clone(),
        round: 1,
        phase: Phase::Action { turn: 0 },
        lead: 0,
        doom: ao.doom,
        omen: 0,
        gate_stack,
        gate_discard: Vec::new(),
        gates: Vec::new(),
        clue_pool,
        clue_discard: Vec::new(),
        board_clues: Vec::new(),
        cup: Vec::new(),
        set_aside: Vec::new(),
        boxed_monsters: Vec::new(),
        monsters: Vec::new(),
        encounters: Default::default(),
        assets,
        reserve: [None; 4],
        artifacts,
        spells,
        conditions,
        mythos: Vec::new(),
        mythos_discard: Vec::new(),
        mythos_box: Vec::new(),
        ongoing: Vec::new(),
        mysteries: Vec::new(),
        mystery: None,
        mystery_tokens: 0,
        mystery_sites: Vec::new(),
        solved: Vec::new(),
        investigators: (0..config.players).map(placeholder).collect(),
        used: Vec::new(),
        component_used: 0,
        pending: None,
        frames: Vec::new(),
        outcome: None,
        awakened: false,
        final_tokens: 0,
        sheet_sanity: 0,
        sheet_gates: Vec::new(),
        bonus_turn: None,
        passive_used: 0,
        asset_box,
        artifact_box,
        encounter_box: Vec::new(),
        omen_eldritch: u8::from(ao.id == "azathoth"),
        board_eldritch: Vec::new(),
        fight_won: false,
        fallen: Vec::new(),
        this_card: None,
        casting: false,
        encounter_deck: None,
        card_monsters: Vec::new(),
        this_monster: None,
        no_extra_encounter: false,
        ignore_monsters_for: None,
        remote_research: None,
        research_extra_die: None,
        combat_boost: (0, 0),
        combat_reroll: None,
        encounter_clues: 0,
        closed_omen: None,
        defeated_kind: None,
        mystery_monsters: Vec::new(),
        forced_face: None,
    };
    // 3–4. Investigators (seat order from seat 0 as Lead), possessions, Health and Sanity.
    // Chosen investigators first; the other seats are dealt at random from the rest.
    let mut pool: Vec<u8> =
        (0..data::INVESTIGATORS.len() as u8).filter(|i| !config.investigators.contains(i)).collect();
    state.rng.shuffle(&mut pool);
    let mut pool: Vec<u8> = config.investigators.iter().copied().chain(pool).collect();
    pool.truncate(usize::from(config.players));
    for seat in 0..config.players {
        state.seat_investigator(seat, pool[usize::from(seat)], &mut events);
    }
    // 5. Ancient One setup: set-aside monsters. 6. The Monster cup.
    let mut cup: Vec<u8> = Vec::new();
    for (kind, def) in data::MONSTERS.iter().enumerate() {
        if !def.epic {
            cup.extend(std::iter::repeat_n(kind as u8, usize::from(def.copies)));
        }
    }
    for id in ao.set_aside {
        if let Some(kind) = data::monster_index(id)
            && let Some(pos) = cup.iter().position(|&k| usize::from(k) == kind)
        {
            state.set_aside.push(cup.remove(pos));
        }
    }
    state.cup = cup;
    // 7. Encounter decks (Research, Special and Mysteries of this Ancient One only).
    for (index, card) in data::ENCOUNTERS.iter().enumerate() {
        if card.ancient_one.is_some_and(|id| id != ao.id) {
            continue;
        }
        state.encounters[deck_slot(card.deck)].draw.push(index as u16);
    }
    for pile in &mut state.encounters {
        state.rng.shuffle(&mut pile.draw);
    }
    state.mysteries = (0..data::MYSTERIES.len() as u8)
        .filter(|&m| data::MYSTERIES[usize::from(m)].ancient_one == ao.id)
        .collect();
    state.rng.shuffle(&mut state.mysteries);
    // 8. The Mythos deck.
    build_mythos(&mut state);
    // 9. Starting effects: Doom and Omen are set; Reserve; gates; expedition (derived); clues; Mystery.
    state.refill_reserve();
    let reference = reference(config.players);
    for _ in 0..reference.gates {
        state.spawn_gate(&mut events);
    }
    for _ in 0..reference.clues {
        state.spawn_clue(&mut events);
    }
    state.draw_mystery(&mut events);
    if config.starting_rumor {
        let rumors: Vec<usize> = state
            .mythos_box
            .iter()
            .enumerate()
            .filter(|(_, c)| data::MYTHOS[usize::from(**c)].traits.contains(&MythosTrait::Rumor))
            .map(|(i, _)| i)
            .collect();
        if !rumors.is_empty() {
            let pick = rumors[state.rng.index(rumors.len())];
            let card = state.mythos_box.remove(pick);
            state.ongoing.push((card, data::MYTHOS[usize::from(card)].eldritch));
            state.enter_rumor(card, &mut events);
        }
    }
    state.run(&mut events);
    state
}

fn build_mythos(state: &mut State) {
    use content::eldritch::{Difficulty, MythosColor};
    let ao = state.ao();
    let mut piles: [Vec<u8>; 3] = Default::default();
    for (index, card) in data::MYTHOS.iter().enumerate() {
        let excluded = match state.config.mythos {
            MythosMode::Normal => false,
            MythosMode::Easy => card.difficulty == Difficulty::Hard,
            MythosMode::Hard => card.difficulty == Difficulty::Easy,
        };
        if excluded {
            state.mythos_box.push(index as u8);
            continue;
        }
        let colour = match card.color {
            MythosColor::Green => 0,
            MythosColor::Yellow => 1,
            MythosColor::Blue => 2,
        };
        piles[colour].push(index as u8);
    }
    for pile in &mut piles {
        state.rng.shuffle(pile);
    }
    // Stage I on top: build bottom-up (stage III first) since the top is the end of the vector.
    let mut stages: [Vec<u8>; 3] = Default::default();
    for (stage, recipe) in ao.mythos.iter().enumerate() {
        for (colour, &count) in recipe.iter().enumerate() {
            for _ in 0..count {
                if let Some(card) = piles[colour].pop() {
                    stages[stage].push(card);
                }
            }
        }
        state.rng.shuffle(&mut stages[stage]);
    }
    for stage in stages.iter().rev() {
        state.mythos.extend(stage.iter().copied());
    }
    for pile in piles {
        state.mythos_box.extend(pile);
    }
}
