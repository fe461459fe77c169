//! Setup (Appendix III) and the campaign: decks, opening hands and mulligans, the scenario's
//! set-up, resolutions, experience, trauma and upgrades between scenarios.

use content::arkham_lcg::{self as data, PlayerKind, Weakness};
use smallvec::SmallVec;
use tabletop_core::chaos::ChaosBag;
use tabletop_core::rng::GameRng;
use tabletop_core::zone::{Deck, Pile};

use crate::Event;
use crate::action::Target;
use crate::card::CardRef;
use crate::config::{Config, Difficulty, Play};
use crate::state::{Inv, Investigator, LocId, Location, Pending, Phase, PickFor, State, Step};

/// A new game.
pub(crate) fn new_game(config: &Config, seed: u64) -> State {
    let mut rng = GameRng::seed_from(seed);
    let mut investigators = SmallVec::new();
    for (seat, &def) in config.investigators.iter().enumerate() {
        let idef = &data::INVESTIGATORS[usize::from(def)];
        let mut list: Vec<CardRef> =
            config.decks.get(seat).map_or_else(Vec::new, |d| d.iter().map(|&i| CardRef::Player(i)).collect());
        for code in idef.required {
            if let Some(card) = CardRef::from_code(code)
                && !list.contains(&card)
            {
                list.push(card);
            }
        }
        let basics: Vec<CardRef> = data::PLAYER_CARDS
            .iter()
            .enumerate()
            .filter(|(_, c)| c.weakness == Weakness::Basic)
            .map(|(i, _)| CardRef::Player(i as u16))
            .collect();
        // Standalone mode: a random basic weakness more per 10 experience of level 1+ cards.
        let extra = match config.play {
            Play::Scenario(_) => config.decks.get(seat).map_or(0, |d| {
                crate::config::standalone_weaknesses(crate::config::deck_experience(d)).unwrap_or(0)
            }),
            Play::Campaign => 0,
        };
        for _ in 0..idef.random_basic_weaknesses + extra {
            if !basics.is_empty() {
                list.push(basics[rng.index(basics.len())]);
            }
        }
        investigators.push(Investigator {
            def,
            deck: Deck::new(),
            hand: Vec::new(),
            discard: Pile::new(),
            assets: SmallVec::new(),
            threat: SmallVec::new(),
            at: LocId(0),
            damage: 0,
            horror: 0,
            clues: 0,
            resources: 0,
            actions: 0,
            trait_actions: 0,
            turn_taken: false,
            out: None,
            first_mfe_done: false,
            xp: 0,
            xp_penalty: 0,
            trauma: (0, 0),
            deck_list: list,
        });
    }
    let difficulty = config.difficulty;
    let mut state = State {
        config: config.clone(),
        scenario: config.first_scenario(),
        difficulty,
        starting: investigators.len() as u8,
        investigators,
        lead: 0,
        round: 0,
        phase: Phase::Setup,
        step: Step::Mulligan(0),
        active: None,
        locations: Vec::new(),
        enemies: SmallVec::new(),
        next_enemy: 0,
        next_asset: 0,
        encounter: Deck::new(),
        encounter_discard: Pile::new(),
        extra_deck: Deck::new(),
        set_aside: Vec::new(),
        victory: Vec::new(),
        agenda: 0,
        agenda_doom: 0,
        act: 0,
        act_clues: 0,
        chaos: ChaosBag::default(),
        tests: SmallVec::new(),
        lasting: SmallVec::new(),
        used: tabletop_core::limit::UseLimits::new(),
        frames: Vec::new(),
        pending: None,
        serial: 0,
        resolution: None,
        log: Vec::new(),
        escaped: Vec::new(),
        campaign: config.play == Play::Campaign,
        ending: None,
        played: SmallVec::new(),
        kept: false,
        return_to_hand: false,
        reveal_another: false,
        spawn_here: None,
        cancelled: false,
        redirect: false,
        yithian: false,
        statue: false,
        rng,
        map: tabletop_core::board::CachedGraph::new(),
    };
    let bag = chaos_bag(&state, difficulty);
    state.chaos = ChaosBag::new(&bag);
    let mut events = Vec::new();
    state.begin_scenario(&mut events);
    state
}

fn chaos_bag(state: &State, difficulty: Difficulty) -> Vec<tabletop_core::chaos::ChaosToken> {
    let bags = state.scenario_def().chaos_bag;
    let tokens = match difficulty {
        Difficulty::Easy => bags.easy,
        Difficulty::Standard => bags.standard,
        Difficulty::Hard => bags.hard,
        Difficulty::Expert => bags.expert,
    };
    tokens.iter().map(|&t| crate::skill_test::to_chaos(t)).collect()
}

impl State {
    fn logged(&self, entry: &str) -> bool {
        self.log.iter().any(|(e, crossed)| *e == entry && !crossed)
    }

    /// Sets up the current scenario (setup steps 2 and 4–13).
    pub(crate) fn begin_scenario(&mut self, events: &mut Vec<Event>) {
        let scenario = self.scenario_def();
        // Locations: in play, random picks, set aside.
        let mut in_play: Vec<&'static str> = scenario.locations.to_vec();
        for pick in scenario.random_locations {
            let mut from = pick.from.to_vec();
            self.rng.shuffle(&mut from);
            in_play.extend(from.into_iter().take(usize::from(pick.pick)));
        }
        let mut start = scenario.start_at;
        let mut removed: Vec<&'static str> = Vec::new();
        let mut shuffle_in: Vec<&'static str> = Vec::new();
        let mut discard_opening = 0;
        for entry in scenario.log_setup {
            if self.logged(entry.entry) {
                if let Some(s) = entry.start_at {
                    start = s;
                }
                removed.extend(entry.remove);
                shuffle_in.extend(entry.shuffle_in);
                discard_opening += entry.discard_opening;
            }
        }
        in_play.retain(|c| !removed.contains(c));
        self.locations = in_play
            .iter()
            .chain(
                scenario
                    .set_aside
                    .iter()
                    .filter(|c| CardRef::from_code(c).is_some_and(|r| r.location().is_some())),
            )
            .filter_map(|c| CardRef::from_code(c))
            .map(|card| Location {
                card,
                in_play: in_play.contains(&card.code()),
                revealed: false,
                clues: 0,
                doom: 0,
                attached: SmallVec::new(),
            })
            .collect();
        self.refresh_map();
        // The enemy on an agenda's back (The Masked Hunter) waits beside it until it advances.
        let backs = scenario
            .agendas
            .iter()
            .filter_map(|code| data::AGENDAS.iter().find(|a| a.id == *code))
            .filter_map(|a| a.back_enemy);
        self.set_aside = scenario
            .set_aside
            .iter()
            .copied()
            .chain(backs)
            .filter_map(CardRef::from_code)
            .filter(|c| c.location().is_none())
            .collect();
        // Encounter deck.
        let mut sets: Vec<&'static str> = scenario.encounter_sets.to_vec();
        if !scenario.one_of_sets.is_empty() {
            sets.push(scenario.one_of_sets[self.rng.index(scenario.one_of_sets.len())]);
        }
        self.encounter.clear();
        self.encounter_discard.clear();
        self.extra_deck.clear();
        self.victory.clear();
        self.enemies.clear();
        for (i, e) in data::ENEMIES.iter().enumerate() {
            let card = CardRef::Enemy(i as u16);
            if self.set_aside.contains(&card) {
                continue;
            }
            let n = usize::from(e.copies);
            if sets.contains(&e.set) {
                self.encounter.put_top_each(std::iter::repeat_n(card, n));
            } else if scenario.extra_deck == Some(e.set) {
                self.extra_deck.put_top_each(std::iter::repeat_n(card, n));
            } else if shuffle_in.contains(&e.id) {
                self.encounter.put_top(card);
            }
        }
        for (i, t) in data::TREACHERIES.iter().enumerate() {
            let card = CardRef::Treachery(i as u16);
            if sets.contains(&t.set) && !self.set_aside.contains(&card) {
                self.encounter.put_top_each(std::iter::repeat_n(card, usize::from(t.copies)));
            }
        }
        self.encounter.shuffle(&mut self.rng);
        self.extra_deck.shuffle(&mut self.rng);
        if self.scenario_def().extra_deck.is_some() {
            // Unique cultists still at large in the campaign are the Cultist deck's.
        }
        for _ in 0..discard_opening {
            if let Some(card) = self.encounter.draw() {
                self.encounter_discard.put(card);
            }
        }
        for t in scenario.add_tokens {
            self.chaos.add(crate::skill_test::to_chaos(*t));
        }
        self.agenda = 0;
        self.agenda_doom = 0;
        self.act = 0;
        self.act_clues = 0;
        self.round = 0;
        self.resolution = None;
        self.frames.clear();
        self.tests.clear();
        self.lasting.clear();
        self.used = tabletop_core::limit::UseLimits::new();
        // Investigators: trauma, resources, decks, opening hands.
        let start = self.loc_of(start).unwrap_or(LocId(0));
        for seat in 0..self.investigators.len() {
            let (physical, mental) = self.investigators[seat].trauma;
            let inv = &mut self.investigators[seat];
            if inv.out.is_some_and(|_| self.campaign) && dead(inv, &data::INVESTIGATORS[usize::from(inv.def)])
            {
                continue;
            }
            inv.out = None;
            inv.damage = physical;
            inv.horror = mental;
            inv.clues = 0;
            inv.resources = 5;
            inv.assets.clear();
            inv.threat.clear();
            inv.hand.clear();
            inv.discard.clear();
            inv.at = start;
            inv.deck = Deck::from_storage(inv.deck_list.clone());
            inv.deck.shuffle(&mut self.rng);
            self.opening_hand(seat as Inv, 5);
        }
        self.starting = self.in_order().count() as u8;
        self.reveal(start, events);
        // Set-up spawns.
        let lead = self.lead;
        if let Some(code) = scenario.setup_spawn
            && let Some(card) = CardRef::from_code(code)
        {
            for (i, list) in scenario.setup_spawn_at.iter().enumerate() {
                if i + 1 >= usize::from(self.starting) {
                    break;
                }
                let at = list
                    .iter()
                    .filter_map(|c| self.loc_of(c))
                    .find(|l| self.locations[usize::from(l.0)].in_play);
                if let Some(at) = at
                    && self.encounter.remove_last(|c| *c == card).is_some()
                {
                    self.place_enemy(card, None, at, None, events);
                }
            }
        }
        if let Some(hook) = scenario.setup_hook {
            let ctx = crate::state::Ctx {
                inv: lead,
                source: crate::state::Source::Scenario,
                enemy: None,
                trait_: None,
            };
            self.hook(hook, ctx, events);
        }
        self.phase = Phase::Setup;
        let first = self.in_order().next().unwrap_or(0);
        self.step = Step::Mulligan(first);
        self.pending = Some(Pending::Mulligan(first));
        events.push(Event::ScenarioBegins(self.scenario));
    }

    /// Draws an opening hand: weaknesses are set aside and replaced, then shuffled back.
    fn opening_hand(&mut self, seat: Inv, n: usize) {
        let inv = &mut self.investigators[usize::from(seat)];
        let mut aside = Vec::new();
        while inv.hand.len() < n {
            let Some(card) = inv.deck.draw() else { break };
            if card.is_weakness() { aside.push(card) } else { inv.hand.push(card) }
        }
        inv.deck.put_top_each(aside);
        inv.deck.shuffle(&mut self.rng);
    }

    /// A mulligan: the cards of `mask` are set aside, replaced, and shuffled back.
    pub(crate) fn mulligan(&mut self, seat: Inv, mask: u8, events: &mut Vec<Event>) {
        let inv = &mut self.investigators[usize::from(seat)];
        let mut back = Vec::new();
        for i in (0..inv.hand.len().min(8)).rev() {
            if mask & (1 << i) != 0 {
                back.push(inv.hand.remove(i));
            }
        }
        let n = back.len();
        let keep = inv.hand.len();
        self.opening_hand(seat, keep + n);
        let inv = &mut self.investigators[usize::from(seat)];
        inv.deck.put_top_each(back);
        inv.deck.shuffle(&mut self.rng);
        events.push(Event::Mulligan { inv: seat, cards: n as u8 });
    }

    /// After every mulligan (setup ends).
    pub(crate) fn setup_after_mulligans(&mut self, _events: &mut [Event]) {}

    /// Cards `seat` may buy now, with their experience cost.
    pub(crate) fn buyable(&self, seat: Inv) -> Vec<(CardRef, u8)> {
        let inv = &self.investigators[usize::from(seat)];
        let def = self.investigator_def(seat);
        let mut out = Vec::new();
        for (i, c) in data::PLAYER_CARDS.iter().enumerate() {
            let Some(level) = c.level else { continue };
            if c.weakness != Weakness::No
                || c.set.is_some()
                || matches!(c.kind, PlayerKind::Treachery | PlayerKind::Enemy)
            {
                continue;
            }
            let allowed =
                def.deck_options.iter().any(|o| o.classes.contains(&c.class) && level <= o.max_level)
                    || c.class == data::Class::Neutral;
            if !allowed {
                continue;
            }
            let card = CardRef::Player(i as u16);
            let owned = inv.deck_list.iter().filter(|x| x.player().is_some_and(|p| p.name == c.name)).count();
            if owned >= usize::from(c.deck_limit)
                && !inv
                    .deck_list
                    .iter()
                    .any(|x| x.player().is_some_and(|p| p.name == c.name && p.level.unwrap_or(0) < level))
            {
                continue;
            }
            let lower = inv
                .deck_list
                .iter()
                .filter_map(|x| x.player().filter(|p| p.name == c.name).and_then(|p| p.level))
                .filter(|&l| l < level)
                .max();
            let cost = match lower {
                Some(l) => (level - l).max(1),
                None => level.max(1),
            };
            if inv.xp >= cost && level > 0 && !self.replaceable(seat, card).is_empty() {
                out.push((card, cost));
            }
        }
        out
    }

    /// The cards `seat` may take out of the deck for `card` (Rules Reference, "Сюжетная
    /// кампания", step 2: the deck keeps its size, and weaknesses and required cards stay): its
    /// highest lower level when it is an upgrade (the experience paid is the difference), else
    /// any other card that counts towards the deck size (neither a weakness, a required card
    /// nor a story card), one of each title and level.
    pub(crate) fn replaceable(&self, seat: Inv, card: CardRef) -> SmallVec<[CardRef; 8]> {
        let inv = &self.investigators[usize::from(seat)];
        let def = self.investigator_def(seat);
        let Some(new) = card.player() else { return SmallVec::new() };
        let level = new.level.unwrap_or(0);
        let lower = inv
            .deck_list
            .iter()
            .filter(|x| x.player().is_some_and(|p| p.name == new.name && p.level.is_some_and(|l| l < level)))
            .max_by_key(|x| x.player().and_then(|p| p.level));
        if let Some(&lower) = lower {
            return smallvec::smallvec![lower];
        }
        let mut out: SmallVec<[CardRef; 8]> = SmallVec::new();
        for &x in &inv.deck_list {
            let counts = x.player().is_some_and(|p| {
                p.level.is_some()
                    && p.set.is_none()
                    && p.weakness == Weakness::No
                    && !def.required.contains(&p.id)
                    && p.name != new.name
            });
            if counts && !out.contains(&x) {
                out.push(x);
            }
        }
        out
    }

    /// `seat` chose to buy `card`: the card it replaces is asked for when there is a choice
    /// (one candidate is taken without asking).
    pub(crate) fn buy(&mut self, seat: Inv, card: CardRef, events: &mut Vec<Event>) {
        let options = self.replaceable(seat, card).into_iter().map(Target::Card).collect();
        self.ask(seat, PickFor::Replace(card), options, events);
    }

    /// `seat` buys `card` in place of `old`: pays its experience and swaps the cards.
    pub(crate) fn bought(&mut self, seat: Inv, card: CardRef, old: CardRef, events: &mut Vec<Event>) {
        let Some((_, cost)) = self.buyable(seat).into_iter().find(|(c, _)| *c == card) else { return };
        if !self.replaceable(seat, card).contains(&old) {
            return;
        }
        let inv = &mut self.investigators[usize::from(seat)];
        inv.xp -= cost;
        if let Some(i) = inv.deck_list.iter().position(|x| *x == old) {
            inv.deck_list.remove(i);
        }
        inv.deck_list.push(card);
        events.push(Event::Bought { inv: seat, card });
    }

    /// `seat` is done buying: the next investigator, or the next scenario.
    pub(crate) fn done_buying(&mut self, seat: Inv, events: &mut Vec<Event>) {
        let next = (seat + 1..self.investigators.len() as Inv)
            .find(|&s| !dead(&self.investigators[usize::from(s)], self.investigator_def(s)));
        match next {
            Some(s) => self.step = Step::Buy(s),
            None => {
                self.scenario += 1;
                let bag = chaos_bag(self, self.difficulty);
                self.chaos = ChaosBag::new(&bag);
                self.begin_scenario(events);
            }
        }
    }
}

/// Whether an investigator is killed or insane (trauma at health or sanity).
pub(crate) fn dead(inv: &Investigator, def: &data::InvestigatorDef) -> bool {
    inv.trauma.0 >= def.health || inv.trauma.1 >= def.sanity
}
