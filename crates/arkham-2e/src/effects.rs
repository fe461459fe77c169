//! The effect vocabulary of encounters, cards and Mythos, and what changes an investigator:
//! money, Clues, Stamina, Sanity, cards, and being knocked out, lost or devoured.

use content::arkham_2e::{self as data, Deck as DeckKind, Effect, Hook, Stat};
use smallvec::SmallVec;
use tabletop_core::dice::Fortune;
use tabletop_core::resolve::Program;

use crate::action::{Event, StatKind};
use crate::board::{Map, Place, index_of};
use crate::setup::deck_slot;
use crate::state::{After, Choice, Frame, Held, Pending, Phase, State};

/// The Healing Stone's Upkeep choice.
pub(crate) const HEALING_STONE: &[Effect] = &[Effect::Choose(&[&[Effect::Stamina(1)], &[Effect::Sanity(1)]])];

impl State {
    /// Pushes a list of effects for a seat.
    pub(crate) fn push_effects(&mut self, seat: u8, effects: &'static [Effect], card: Option<u8>) {
        if !effects.is_empty() {
            self.frames.push(Frame::Effects { seat, program: Program::new(effects), card });
        }
    }

    /// Resolves one effect.
    pub(crate) fn effect(
        &mut self,
        seat: u8,
        effect: &'static Effect,
        card: Option<u8>,
        events: &mut Vec<Event>,
    ) {
        let index = usize::from(seat);
        if self.players[index].out {
            return;
        }
        match *effect {
            Effect::Money(n) => self.change(seat, StatKind::Money, n, events),
            Effect::Clues(n) => self.change(seat, StatKind::Clues, n, events),
            Effect::Stamina(n) => self.change(seat, StatKind::Stamina, n, events),
            Effect::Sanity(n) => self.change(seat, StatKind::Sanity, n, events),
            Effect::StaminaFull => {
                let max = self.players[index].max_stamina;
                self.set_stat(seat, StatKind::Stamina, max, events);
            }
            Effect::SanityFull => {
                let max = self.players[index].max_sanity;
                self.set_stat(seat, StatKind::Sanity, max, events);
            }
            Effect::Common(n) => self.draw_n(seat, DeckKind::CommonItem, n, events),
            Effect::Unique(n) => self.draw_n(seat, DeckKind::UniqueItem, n, events),
            Effect::Spell(n) => self.draw_n(seat, DeckKind::Spell, n, events),
            Effect::Skill(n) => self.draw_n(seat, DeckKind::Skill, n, events),
            Effect::Ally { card: id, otherwise } => {
                let taken =
                    index_of(data::CARDS, id, |c| c.id).is_some_and(|c| self.take_card(seat, c, events));
                if !taken {
                    self.push_effects(seat, otherwise, None);
                }
            }
            Effect::Take(id) => {
                if let Some(c) = index_of(data::CARDS, id, |c| c.id) {
                    self.take_card(seat, c, events);
                }
            }
            Effect::Blessed => self.bless(seat, true),
            Effect::Cursed => self.bless(seat, false),
            Effect::Retainer => {
                let specials = &mut self.players[index].specials;
                if !specials.retainer {
                    specials.retainer = true;
                    specials.fresh |= 2;
                }
            }
            Effect::Membership => self.players[index].specials.membership = true,
            Effect::Deputy => {
                if !self.deputy_taken {
                    self.deputy_taken = true;
                    for suffix in ["/deputy-of-arkham", "/deputys-revolver", "/patrol-wagon"] {
                        if let Some(c) = data::CARDS.iter().position(|c| c.id.ends_with(suffix)) {
                            self.give(seat, c as u8);
                            events.push(Event::Gained { seat, card: c as u8 });
                        }
                    }
                }
            }
            Effect::BankLoan => {
                let specials = &mut self.players[index].specials;
                if !specials.loan && !specials.loan_barred {
                    specials.loan = true;
                    specials.fresh |= 4;
                    self.change(seat, StatKind::Money, 10, events);
                }
            }
            Effect::Check { skill, modifier, need, pass, fail, each, chart } => {
                self.start_check(
                    seat,
                    skill,
                    modifier,
                    need,
                    After::Effects { pass, fail, each, chart, card },
                    events,
                );
            }
            Effect::Roll { dice, each, none } => {
                let fortune = self.players[index].specials.fortune;
                let mut successes = 0;
                for _ in 0..dice {
                    if crate::checks::DICE.success_for(fortune).is_success(self.rng.roll(6)) {
                        successes += 1;
                    }
                }
                if successes == 0 {
                    self.push_effects(seat, none, None);
                } else if !each.is_empty() {
                    self.frames.push(Frame::Repeat { seat, each, times: successes });
                }
            }
            Effect::May(effects) => {
                if self.affordable(seat, effects) {
                    self.ask(seat, Pending::Choose(Choice::May(effects)));
                }
            }
            Effect::Choose(options) => {
                let usable = options.iter().filter(|o| self.affordable(seat, o)).count();
                match usable {
                    0 => {}
                    1 => {
                        if let Some(only) = options.iter().find(|o| self.affordable(seat, o)) {
                            self.push_effects(seat, only, None);
                        }
                    }
                    _ => self.ask(seat, Pending::Choose(Choice::Options(options))),
                }
            }
            Effect::MoveTo(id) => {
                if let Some(l) = index_of(data::LOCATIONS, id, |l| l.id) {
                    self.move_to(seat, Place::Location(l), events);
                }
            }
            Effect::MoveToStreet => {
                if let Some(street) = Map::get().street_of(self.players[index].place) {
                    self.move_to(seat, Place::Street(street), events);
                }
            }
            Effect::MoveAnywhere => self.ask(seat, Pending::Choose(Choice::Anywhere { encounter: true })),
            Effect::Visit(id) => {
                if let Some(world) = index_of(data::OTHER_WORLDS, id, |w| w.id) {
                    self.world_encounter(seat, world, events);
                }
            }
            Effect::GainRolled(stat) | Effect::LoseRolled(stat) => {
                let amount = self.rng.roll(6) as i8;
                let amount = if matches!(effect, Effect::LoseRolled(_)) { -amount } else { amount };
                let what = match stat {
                    Stat::Money => StatKind::Money,
                    Stat::Clues => StatKind::Clues,
                    Stat::Stamina => StatKind::Stamina,
                    Stat::Sanity => StatKind::Sanity,
                };
                self.change(seat, what, amount, events);
            }
            Effect::Split(points) => self.ask(seat, Pending::Choose(Choice::Split(points))),
            Effect::LoseAllMoney => self.set_stat(seat, StatKind::Money, 0, events),
            Effect::LoseAllClues => self.set_stat(seat, StatKind::Clues, 0, events),
            // Lodge Membership is held as a status.
            Effect::LoseCard(id) if id == MEMBERSHIP => self.players[index].specials.membership = false,
            Effect::LoseCard(id) => {
                if let Some(c) = index_of(data::CARDS, id, |c| c.id)
                    && let Some(i) = self.players[index].cards.iter().position(|h| h.card == c)
                {
                    self.discard_held(seat, i, events);
                }
            }
            Effect::FirstTome => self.take_first(seat, DeckKind::UniqueItem, |c| c.tome, events),
            Effect::FirstWeapon => {
                self.take_first(seat, DeckKind::CommonItem, |c| c.weapon.is_some(), events)
            }
            Effect::DrawKeep { deck, draw, keep } => {
                let Some(slot) = deck_slot(deck) else { return };
                let mut drawn = SmallVec::new();
                for _ in 0..draw {
                    if let Some(c) = self.decks[slot].draw() {
                        drawn.push(c);
                    }
                }
                if !drawn.is_empty() {
                    self.ask(seat, Pending::Choose(Choice::Keep { drawn, keep: keep.max(1) }));
                }
            }
            Effect::Search(deck) => {
                if deck_slot(deck).is_some_and(|slot| !self.decks[slot].is_empty()) {
                    self.ask(seat, Pending::Choose(Choice::Search(deck)));
                }
            }
            Effect::EncounterTwo => {
                if let Place::Location(l) = self.players[index].place {
                    self.location_encounter_of(seat, l, true, events);
                }
            }
            Effect::LoseItems(n) => self.ask_lose_items(seat, n),
            Effect::Encounter => match self.players[index].place {
                Place::Location(l) => self.location_encounter(seat, l, events),
                Place::World { world, .. } => self.world_encounter(seat, world, events),
                _ => {}
            },
            Effect::ReturnToArkham => {
                if let Place::World { world, .. } = self.players[index].place {
                    let gate = self.open_gates().find(|&(_, w)| w == world).map(|(l, _)| l);
                    match gate {
                        Some(l) => self.arrive_from_world(seat, l, events),
                        None => self.lose_in_time(seat, events),
                    }
                }
            }
            Effect::Lost => self.lose_in_time(seat, events),
            Effect::Arrested => self.arrest(seat, events),
            Effect::Delayed => self.players[index].delayed = true,
            Effect::Devoured => self.devour(seat, events),
            Effect::MonsterAppears => match self.draw_from_cup() {
                Some(kind) => {
                    events.push(Event::MonsterAppeared { kind, place: self.players[index].place });
                    self.ask(seat, Pending::FaceEncounter(kind));
                }
                // A monster is needed and the cup is empty: the Ancient One awakens.
                None => self.awaken(events),
            },
            Effect::GateOpens => {
                if let Place::Location(l) = self.players[index].place {
                    self.open_gate(l, events);
                }
            }
            Effect::DrawnThroughGate => {
                if let Some(world) = self.nearest_gate_world(seat) {
                    self.draw_through(seat, world, true, events);
                }
            }
            Effect::Discard => {
                if let Some(i) = card {
                    self.discard_held(seat, usize::from(i), events);
                }
            }
            Effect::ReturnMonsters { neighbourhood, area, kinds, terror } => {
                self.return_monsters(neighbourhood, area, kinds, terror, events);
            }
            Effect::MonstersAppear { count, street } => {
                if let Some(n) = index_of(data::NEIGHBOURHOODS, street, |n| n.id) {
                    for _ in 0..count {
                        self.spawn_monster(Place::Street(n), events);
                    }
                }
            }
            Effect::Terror(n) => self.raise_terror(n, events),
            Effect::Doom(n) => {
                if n >= 0 {
                    for _ in 0..n {
                        self.add_doom(events);
                    }
                } else {
                    self.doom = self.doom.saturating_sub(n.unsigned_abs());
                    events.push(Event::Doom(self.doom));
                }
            }
            Effect::LoseKind { kind, count } => self.lose_kind(seat, kind, count, events),
            Effect::LoseHalfItems(round) => {
                let items = self.players[index].items() as u8;
                self.ask_lose_items(seat, half(items, round));
            }
            Effect::LoseHalfMoney(round) => {
                let money = self.players[index].money;
                self.change(seat, StatKind::Money, -(half(money, round).min(127) as i8), events);
            }
            Effect::Buy { from, cards, change, half, one } => {
                self.offer_purchase(seat, from, cards, (change, half, one))
            }
            Effect::SearchBuy(deck) => {
                if deck_slot(deck).is_some_and(|slot| !self.decks[slot].is_empty()) {
                    self.ask(seat, Pending::Choose(Choice::SearchBuy(deck)));
                }
            }
            Effect::MovementPoints(n) => {
                if self.phase == Phase::Movement {
                    self.movement = self.movement.saturating_add(n);
                }
            }
            Effect::CupTrophy => {
                if let Some(kind) = self.cup.draw(&mut self.rng) {
                    self.players[index].monster_trophies.push(kind);
                }
            }
            Effect::SpendGateTrophies(n) => {
                for _ in 0..n {
                    if let Some(world) = self.players[index].gate_trophies.pop() {
                        self.gate_stack.put_bottom(world);
                    }
                }
            }
            Effect::Risk(stat) => {
                let what = match stat {
                    Stat::Sanity => StatKind::Sanity,
                    Stat::Stamina => StatKind::Stamina,
                    Stat::Money => StatKind::Money,
                    Stat::Clues => StatKind::Clues,
                };
                self.push_your_limit(seat, what, events);
            }
            // A held card's own roll (the special cards held as statuses roll in
            // `status_upkeep`).
            Effect::DiscardOn(n) => {
                if let Some(i) = card
                    && self.rng.roll(6) <= n
                {
                    self.discard_held(seat, usize::from(i), events);
                }
            }
            Effect::Hook(hook) => self.hook(seat, hook, card, events),
        }
    }

    /// Whether a seat can pay every loss in `effects` (the price of a `may`).
    pub(crate) fn affordable(&self, seat: u8, effects: &[Effect]) -> bool {
        let investigator = &self.players[usize::from(seat)];
        effects.iter().all(|effect| match *effect {
            Effect::Money(n) if n < 0 => investigator.money >= n.unsigned_abs(),
            Effect::Clues(n) if n < 0 => investigator.clues >= n.unsigned_abs(),
            Effect::Stamina(n) if n < 0 => investigator.stamina >= n.unsigned_abs(),
            Effect::Sanity(n) if n < 0 => investigator.sanity >= n.unsigned_abs(),
            Effect::LoseCard(id) if id == MEMBERSHIP => investigator.specials.membership,
            Effect::LoseCard(id) => index_of(data::CARDS, id, |c| c.id)
                .is_some_and(|c| investigator.cards.iter().any(|h| h.card == c)),
            Effect::LoseKind { kind, count: Some(n) } => {
                investigator.cards.iter().filter(|h| is_kind(h.card, kind)).count() >= usize::from(n)
            }
            Effect::SpendGateTrophies(n) => investigator.gate_trophies.len() >= usize::from(n),
            _ => true,
        })
    }

    /// Adds `delta` to a counter (money and Clues never below 0; Stamina and Sanity capped at
    /// their maximum, and 0 knocks the investigator out).
    pub(crate) fn change(&mut self, seat: u8, what: StatKind, delta: i8, events: &mut Vec<Event>) {
        let mut delta = delta;
        // Harvey Walters' Strong Mind and Michael McGlen's Strong Body.
        if delta < 0
            && (what == StatKind::Sanity && self.has_ability(seat, Hook::StrongMind)
                || what == StatKind::Stamina && self.has_ability(seat, Hook::StrongBody))
        {
            delta += 1;
        }
        // [DECISION] Food and Whiskey ("discard to reduce a Stamina / Sanity loss by 1") and the
        // Obsidian Statue ("discard to cancel a loss") are used without asking, and only when the
        // loss would knock the investigator out: the one time they matter.
        if delta < 0 && matches!(what, StatKind::Stamina | StatKind::Sanity) {
            let index = usize::from(seat);
            let now = |state: &State| {
                let p = &state.players[index];
                i16::from(if what == StatKind::Stamina { p.stamina } else { p.sanity })
            };
            let saver = if what == StatKind::Stamina { Hook::Food } else { Hook::Whiskey };
            let needed = 1 - (now(self) + i16::from(delta));
            let savers =
                self.players[index].cards.iter().filter(|h| h.def().rule == Some(saver)).count() as i16;
            // Enchanted Jewelry takes the Stamina that Food cannot, a token a point.
            let jewelry = if what == StatKind::Stamina { self.jewelry_left(seat) } else { 0 };
            if needed > 0 && needed <= savers + jewelry {
                for _ in 0..needed.min(savers) {
                    if let Some(i) =
                        self.players[index].cards.iter().position(|h| h.def().rule == Some(saver))
                    {
                        self.discard_held(seat, i, events);
                        delta += 1;
                    }
                }
                if needed > savers {
                    self.use_jewelry(seat, needed - savers, events);
                    delta += (needed - savers) as i8;
                }
            } else if needed > 0 && what == StatKind::Stamina && self.flesh_ward(seat, events) {
                // Flesh Ward: the whole loss is ignored.
                delta = 0;
            } else if needed > 0
                && let Some(i) =
                    self.players[index].cards.iter().position(|h| h.def().rule == Some(Hook::ObsidianStatue))
            {
                self.discard_held(seat, i, events);
                delta = 0;
            } else if needed > 0 {
                // Duke and Sir William Brinton: discarded to restore Sanity / Stamina to its
                // maximum, when that saves the investigator from the loss.
                let ally = if what == StatKind::Stamina { Hook::SirWilliamBrinton } else { Hook::Duke };
                let p = &self.players[index];
                let max_after =
                    if what == StatKind::Stamina { p.max_stamina } else { p.max_sanity }.saturating_sub(1);
                if i16::from(max_after) + i16::from(delta) > 0
                    && let Some(i) = p.cards.iter().position(|h| h.def().rule == Some(ally))
                {
                    self.discard_held(seat, i, events);
                    let p = &mut self.players[index];
                    if what == StatKind::Stamina {
                        p.stamina = p.max_stamina;
                    } else {
                        p.sanity = p.max_sanity;
                    }
                }
            }
        }
        // A Strange Plague and Dreams of a Sunken City: no gains but medical or psychiatric care.
        if delta > 0
            && (what == StatKind::Stamina && self.in_play(Hook::AStrangePlague)
                || what == StatKind::Sanity && self.in_play(Hook::DreamsOfASunkenCity))
            && !self.in_care(seat, what)
        {
            return;
        }
        let investigator = &self.players[usize::from(seat)];
        let (now, max) = match what {
            StatKind::Money => (investigator.money, u8::MAX),
            StatKind::Clues => (investigator.clues, u8::MAX),
            StatKind::Stamina => (investigator.stamina, investigator.max_stamina),
            StatKind::Sanity => (investigator.sanity, investigator.max_sanity),
        };
        let value = (i16::from(now) + i16::from(delta)).clamp(0, i16::from(max)) as u8;
        self.set_stat(seat, what, value, events);
    }

    /// Whether a seat's Stamina (Sanity) gain is medical (psychiatric) care by where it is:
    /// [DECISION] any gain at St. Mary's Hospital (Arkham Asylum), its ability or its encounters.
    fn in_care(&self, seat: u8, what: StatKind) -> bool {
        let at = if what == StatKind::Stamina { "/st-marys-hospital" } else { "/arkham-asylum" };
        matches!(self.players[usize::from(seat)].place, Place::Location(l)
            if data::LOCATIONS.get(usize::from(l)).is_some_and(|d| d.id.ends_with(at)))
    }

    /// Stamina (Sanity) `healer` gives `target`: from Vincent Lee (Carolyn Fern) it is medical
    /// (psychiatric) care, which A Strange Plague and Dreams of a Sunken City do not stop.
    pub(crate) fn heal_by(&mut self, healer: u8, target: u8, what: StatKind, n: u8, events: &mut Vec<Event>) {
        let carer = if what == StatKind::Stamina { Hook::Physician } else { Hook::Psychology };
        if !self.has_ability(healer, carer) {
            self.change(target, what, n.min(127) as i8, events);
            return;
        }
        let investigator = &self.players[usize::from(target)];
        let (now, max) = match what {
            StatKind::Stamina => (investigator.stamina, investigator.max_stamina),
            _ => (investigator.sanity, investigator.max_sanity),
        };
        self.set_stat(target, what, now.saturating_add(n).min(max), events);
    }

    /// Loses Stamina and Sanity at once. [DECISION] "Lose N Stamina and M Sanity" is one
    /// simultaneous loss: when both reach 0 the investigator is devoured, not knocked out by the
    /// first and then the second.
    pub(crate) fn lose_both(&mut self, seat: u8, stamina: i8, sanity: i8, events: &mut Vec<Event>) {
        let soften = |state: &State, delta: i8, hook: Hook| {
            if state.has_ability(seat, hook) { (delta + 1).min(0) } else { delta }
        };
        let stamina = soften(self, stamina, Hook::StrongBody);
        let sanity = soften(self, sanity, Hook::StrongMind);
        let investigator = &self.players[usize::from(seat)];
        let both = i16::from(investigator.stamina) + i16::from(stamina) <= 0
            && i16::from(investigator.sanity) + i16::from(sanity) <= 0;
        if !both {
            self.change(seat, StatKind::Stamina, stamina, events);
            self.change(seat, StatKind::Sanity, sanity, events);
            return;
        }
        let investigator = &mut self.players[usize::from(seat)];
        investigator.stamina = 0;
        investigator.sanity = 0;
        events.push(Event::Stat { seat, what: StatKind::Stamina, value: 0 });
        events.push(Event::Stat { seat, what: StatKind::Sanity, value: 0 });
        self.knock_out(seat, false, events);
    }

    pub(crate) fn set_stat(&mut self, seat: u8, what: StatKind, value: u8, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        let slot = match what {
            StatKind::Money => &mut investigator.money,
            StatKind::Clues => &mut investigator.clues,
            StatKind::Stamina => &mut investigator.stamina,
            StatKind::Sanity => &mut investigator.sanity,
        };
        if *slot == value {
            return;
        }
        *slot = value;
        events.push(Event::Stat { seat, what, value });
        if value == 0 && matches!(what, StatKind::Stamina | StatKind::Sanity) {
            self.knock_out(seat, what == StatKind::Sanity, events);
        }
    }

    /// Blessed (`true`) or Cursed: a Blessing and a Curse cancel out.
    pub(crate) fn bless(&mut self, seat: u8, blessed: bool) {
        let specials = &mut self.players[usize::from(seat)].specials;
        specials.fortune = if blessed { specials.fortune.bless() } else { specials.fortune.curse() };
        specials.fresh |= 1;
    }

    pub(crate) fn draw_n(&mut self, seat: u8, deck: DeckKind, n: u8, events: &mut Vec<Event>) {
        let Some(slot) = deck_slot(deck) else { return };
        // Studious, Shrewd Dealer, Magical Gift, Archaeology: one extra card, one discarded.
        let extra = match deck {
            DeckKind::Skill => Hook::Studious,
            DeckKind::CommonItem => Hook::ShrewdDealer,
            DeckKind::Spell => Hook::MagicalGift,
            DeckKind::UniqueItem => Hook::Archaeology,
            _ => Hook::Scrounge,
        };
        let scrounge = self.has_ability(seat, Hook::Scrounge)
            && matches!(deck, DeckKind::CommonItem | DeckKind::UniqueItem | DeckKind::Spell);
        if n > 0 && (self.has_ability(seat, extra) && extra != Hook::Scrounge || scrounge) {
            let mut drawn = SmallVec::new();
            for _ in 0..n {
                if let Some(card) = self.decks[slot].draw() {
                    drawn.push(card);
                }
            }
            // Pete may take the bottom card instead of one from the top.
            let more = if scrounge { self.decks[slot].draw_bottom() } else { self.decks[slot].draw() };
            drawn.extend(more);
            let keep = n.min(drawn.len() as u8);
            if keep as usize == drawn.len() {
                for card in drawn {
                    self.give(seat, card);
                    events.push(Event::Gained { seat, card });
                }
            } else if keep > 0 {
                self.ask(seat, Pending::Choose(Choice::Keep { drawn, keep }));
            }
            return;
        }
        for _ in 0..n {
            if let Some(card) = self.draw_card(seat, slot) {
                events.push(Event::Gained { seat, card });
            }
        }
    }

    /// Takes a named card for a seat if it is available; reports whether it was.
    pub(crate) fn take_card(&mut self, seat: u8, card: u8, events: &mut Vec<Event>) -> bool {
        let taken = self.take_named(seat, card);
        if taken {
            events.push(Event::Gained { seat, card });
            let def = &data::CARDS[usize::from(card)];
            self.push_effects(seat, def.on_gain, None);
        }
        taken
    }

    /// Casts a spell outside combat (Heal, Find Gate, Voice of Ra): pays its Sanity (a price, not a loss: Strong Mind
    /// does not reduce it), exhausts it and makes the Spell check.
    pub(crate) fn cast_outside_combat(&mut self, seat: u8, card: u8, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        let Some(held) = self.players[index].cards.get_mut(usize::from(card)) else { return };
        held.exhausted = true;
        let def = held.def();
        let cost = self.spell_cost(def.sanity_cost).unwrap_or(0);
        let sanity = self.players[index].sanity.saturating_sub(cost);
        self.set_stat(seat, StatKind::Sanity, sanity, events);
        if self.players[index].knocked_out || self.pending.is_some() {
            return;
        }
        let after = match def.rule {
            Some(Hook::FindGate) => After::FindGate,
            Some(Hook::VoiceOfRa) => After::VoiceOfRa,
            _ => After::Heal,
        };
        self.start_check(seat, data::Check::Spell, def.casting.unwrap_or(0), 1, after, events);
    }

    /// A passed Heal: its successes in Stamina to the caster or another investigator there.
    pub(crate) fn heal_settled(&mut self, seat: u8, successes: u8, events: &mut Vec<Event>) {
        let here = self.players[usize::from(seat)].place;
        let hurt: SmallVec<[u8; 8]> = (0..self.player_count())
            .filter(|&s| {
                let p = &self.players[usize::from(s)];
                !p.out && p.place == here && p.stamina < p.max_stamina
            })
            .collect();
        match hurt.as_slice() {
            [] => {}
            [only] => self.heal_by(seat, *only, StatKind::Stamina, successes, events),
            _ => self.ask(seat, Pending::Choose(Choice::Heal { stamina: true, amount: successes })),
        }
    }

    /// Lowers maximum Stamina (`stamina`) or Sanity by one; at 0 the investigator is devoured.
    pub(crate) fn lower_max(&mut self, seat: u8, stamina: bool, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        let (max, now) = if stamina {
            (&mut investigator.max_stamina, &mut investigator.stamina)
        } else {
            (&mut investigator.max_sanity, &mut investigator.sanity)
        };
        *max = max.saturating_sub(1);
        *now = (*now).min(*max);
        if *max == 0 {
            self.devour(seat, events);
        }
    }

    /// Whether a special card (one of a kind) is still available.
    pub(crate) fn special_available(&self, card: u8) -> bool {
        let copies = data::CARDS[usize::from(card)].copies;
        let held = self.players.iter().flat_map(|p| p.cards.iter()).filter(|h| h.card == card).count();
        held < usize::from(copies)
    }

    fn take_first(
        &mut self,
        seat: u8,
        deck: DeckKind,
        pred: impl Fn(&data::CardDef) -> bool,
        events: &mut Vec<Event>,
    ) {
        let Some(slot) = deck_slot(deck) else { return };
        if let Some(card) = self.decks[slot].remove_first(|&c| pred(&data::CARDS[usize::from(c)])) {
            self.give(seat, card);
            events.push(Event::Gained { seat, card });
        }
    }

    /// Takes a held card out of a seat's hand. Everything that names the seat's held cards by
    /// index (the combat's cast and enchanted spells, a spell being cast, a card whose effects
    /// are resolving) is renumbered, so a card discarded mid-combat (an item spent on a check)
    /// cannot make a later index name another card.
    pub(crate) fn take_held(&mut self, seat: u8, index: usize) -> Option<Held> {
        let cards = &mut self.players.get_mut(usize::from(seat))?.cards;
        if index >= cards.len() {
            return None;
        }
        let held = cards.remove(index);
        // The index after the removal; `None` when it named the removed card.
        let shift = |i: u8| match usize::from(i).cmp(&index) {
            std::cmp::Ordering::Less => Some(i),
            std::cmp::Ordering::Equal => None,
            std::cmp::Ordering::Greater => Some(i - 1),
        };
        let mask = |bits: u16| {
            if index >= 16 {
                return bits;
            }
            let below = (1u16 << index) - 1;
            (bits & below) | ((bits >> 1) & !below)
        };
        if let Some(combat) = self.combat.as_mut().filter(|c| c.seat == seat) {
            combat.cast = mask(combat.cast);
            combat.enchanted = mask(combat.enchanted);
        }
        if let Some((_, Pending::Check(check))) = self.pending.as_mut()
            && check.seat == seat
            && let After::Cast(card) = &mut check.after
        {
            *card = shift(*card).unwrap_or(u8::MAX);
        }
        for frame in &mut self.frames {
            if let Frame::Effects { seat: s, card, .. } = frame
                && *s == seat
            {
                *card = card.and_then(shift);
            }
        }
        Some(held)
    }

    /// Discards a held card to the bottom of its deck (special cards to their pile).
    pub(crate) fn discard_held(&mut self, seat: u8, index: usize, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        if index >= investigator.cards.len() {
            return;
        }
        let Some(held) = self.take_held(seat, index) else { return };
        let investigator = &mut self.players[usize::from(seat)];
        match held.def().rule {
            Some(Hook::Duke) => {
                investigator.max_sanity = investigator.max_sanity.saturating_sub(1).max(1);
                investigator.sanity = investigator.sanity.min(investigator.max_sanity);
            }
            Some(Hook::SirWilliamBrinton) => {
                investigator.max_stamina = investigator.max_stamina.saturating_sub(1).max(1);
                investigator.stamina = investigator.stamina.min(investigator.max_stamina);
            }
            _ => {}
        }
        if let Some(slot) = deck_slot(held.def().deck) {
            self.decks[slot].put_bottom(held.card);
        }
        events.push(Event::Lost { seat, card: held.card });
    }

    /// Moves an investigator within Arkham (an effect, not movement).
    pub(crate) fn move_to(&mut self, seat: u8, place: Place, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        investigator.place = place;
        investigator.explored = false;
        events.push(Event::Moved { seat, to: place });
    }

    pub(crate) fn ask_lose_items(&mut self, seat: u8, n: u8) {
        let items = self.players[usize::from(seat)].items() as u8;
        let n = n.min(items);
        if n > 0 {
            self.ask(seat, Pending::Choose(Choice::LoseItem { left: n - 1 }));
        }
    }

    /// Knocked out: insane (`insane`) or unconscious. In Arkham, to the Asylum or the Hospital;
    /// in an Other World, Lost in Time and Space. Half the items and Clues are lost, and every
    /// Retainer. Both at 0 at once: devoured. In the final battle: devoured.
    pub(crate) fn knock_out(&mut self, seat: u8, insane: bool, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        if self.players[index].out {
            return;
        }
        let investigator = &self.players[index];
        if self.phase == Phase::Battle || investigator.sanity == 0 && investigator.stamina == 0 {
            self.devour(seat, events);
            return;
        }
        events.push(Event::KnockedOut { seat, insane });
        self.drop_frames_of(seat);
        if self.pending.as_ref().is_some_and(|(s, _)| *s == seat) {
            self.pending = None;
        }
        if self.combat.is_some_and(|c| c.seat == seat) {
            self.end_combat(false, events);
        }
        let map = Map::get();
        let investigator = &mut self.players[index];
        let in_world = matches!(investigator.place, Place::World { .. });
        investigator.clues -= investigator.clues / 2;
        investigator.specials.retainer = false;
        if insane {
            investigator.sanity = 1;
        } else {
            investigator.stamina = 1;
        }
        investigator.knocked_out = true;
        investigator.explored = false;
        if in_world {
            investigator.place = Place::Lost;
            investigator.delayed = true;
            investigator.lost_skip = true;
        } else {
            investigator.place = Place::Location(if insane { map.named.asylum } else { map.named.hospital });
        }
        events.push(Event::Moved { seat, to: investigator.place });
        let half = (investigator.items() / 2) as u8;
        self.ask_lose_items(seat, half);
    }

    /// Lost in Time and Space: the next turn is skipped; the Upkeep after, the investigator comes
    /// back anywhere in Arkham.
    pub(crate) fn lose_in_time(&mut self, seat: u8, events: &mut Vec<Event>) {
        if self.phase == Phase::Battle
            || self.phase != Phase::Battle && self.ancient_one().power == Hook::YogSothothPower
        {
            self.devour(seat, events);
            return;
        }
        // Sister Mary's Guardian Angel: never Lost; to South Church instead.
        if self.has_ability(seat, Hook::GuardianAngel) {
            let investigator = &self.players[usize::from(seat)];
            let map = Map::get();
            let to = if investigator.sanity == 0 {
                map.named.asylum
            } else if investigator.stamina == 0 {
                map.named.hospital
            } else {
                data::LOCATIONS.iter().position(|l| l.id.ends_with("/south-church")).unwrap_or(0) as u8
            };
            self.drop_frames_of(seat);
            self.move_to(seat, Place::Location(to), events);
            return;
        }
        self.drop_frames_of(seat);
        let investigator = &mut self.players[usize::from(seat)];
        investigator.place = Place::Lost;
        investigator.delayed = true;
        investigator.lost_skip = true;
        investigator.explored = false;
        events.push(Event::Moved { seat, to: Place::Lost });
        // Yig's Anger: a Doom token (an awakening now devours the Lost, this one too).
        if self.ancient_one().power == Hook::YigPower {
            self.add_doom(events);
        }
    }

    /// Arrested: to the Jail Cell, half the money lost, the next turn lost.
    pub(crate) fn arrest(&mut self, seat: u8, events: &mut Vec<Event>) {
        if self.in_play(Hook::BlueFlu) {
            return;
        }
        self.drop_frames_of(seat);
        let investigator = &mut self.players[usize::from(seat)];
        investigator.money -= investigator.money / 2;
        investigator.place = Place::Jail;
        investigator.delayed = true;
        investigator.explored = false;
        events.push(Event::Moved { seat, to: Place::Jail });
    }

    /// Devoured: before the final battle the player takes a new investigator (keeping unspent
    /// trophies); in it, the investigator is out.
    pub(crate) fn devour(&mut self, seat: u8, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        if self.players[index].out {
            return;
        }
        events.push(Event::Devoured(seat));
        self.drop_frames_of(seat);
        if self.pending.as_ref().is_some_and(|(s, _)| *s == seat) {
            self.pending = None;
        }
        if self.combat.is_some_and(|c| c.seat == seat) {
            self.combat = None;
        }
        // Cards go back to their decks.
        while !self.players[index].cards.is_empty() {
            let last = self.players[index].cards.len() - 1;
            self.discard_held(seat, last, events);
        }
        if self.phase == Phase::Battle || self.unused.is_empty() {
            let investigator = &mut self.players[index];
            investigator.out = true;
            investigator.sanity = 0;
            investigator.stamina = 0;
            if self.players.iter().all(|p| p.out) {
                self.finish(crate::state::Ending::Devoured, events);
            }
            return;
        }
        let pick = self.rng.index(self.unused.len());
        let old = self.players[index].sheet;
        let sheet = self.unused.remove(pick);
        self.unused.push(old);
        let monster_trophies = std::mem::take(&mut self.players[index].monster_trophies);
        let gate_trophies = std::mem::take(&mut self.players[index].gate_trophies);
        let mut fresh = crate::state::Investigator::fresh(sheet);
        fresh.monster_trophies = monster_trophies;
        fresh.gate_trophies = gate_trophies;
        fresh.knocked_out = true;
        self.players[index] = fresh;
        self.equip(seat);
    }

    /// Upkeep steps 1 and 2: refresh, then every Upkeep action (no roll for a Blessing, Curse,
    /// Retainer or Bank Loan gained since the last Upkeep).
    pub(crate) fn refresh_and_upkeep(&mut self, seat: u8, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        let battle = self.phase == Phase::Battle;
        for held in &mut self.players[index].cards {
            held.exhausted = false;
        }
        let fresh = self.players[index].specials.fresh;
        self.players[index].specials.fresh = 0;
        let specials = self.players[index].specials;
        // The Blessing or Curse, and the Retainer (not in the final battle): their cards' Upkeep.
        if specials.fortune != Fortune::Normal {
            self.status_upkeep(seat, BLESSING_CURSE, fresh & 1 != 0, events);
        }
        if specials.retainer && !battle {
            self.status_upkeep(seat, RETAINER, fresh & 2 != 0, events);
        }
        if specials.loan && !battle && fresh & 4 == 0 && self.rng.roll(6) <= 3 {
            if self.players[index].money >= 1 {
                self.change(seat, StatKind::Money, -1, events);
            } else {
                // Cannot pay the interest: every item and the Loan are lost for good.
                let investigator = &mut self.players[index];
                investigator.specials.loan = false;
                investigator.specials.loan_barred = true;
                let mut i = investigator.cards.len();
                while i > 0 {
                    i -= 1;
                    // The .18 Derringer and the Deputy's Revolver cannot be lost unless chosen.
                    let keep = matches!(
                        self.players[index].cards[i].def().rule,
                        Some(Hook::N18Derringer | Hook::DeputysRevolver)
                    );
                    if self.players[index].cards[i].is_item() && !keep {
                        self.discard_held(seat, i, events);
                    }
                }
            }
        }
        if !battle && self.has_ability(seat, Hook::TrustFund) {
            self.change(seat, StatKind::Money, 1, events);
        }
        // Carolyn Fern's Psychology and Vincent Lee's Physician: 1 Sanity or Stamina to someone here.
        for (hook, stamina) in [(Hook::Psychology, false), (Hook::Physician, true)] {
            if self.has_ability(seat, hook) {
                let here = self.players[index].place;
                let wounded = self.players.iter().any(|p| {
                    !p.out
                        && p.place == here
                        && if stamina { p.stamina < p.max_stamina } else { p.sanity < p.max_sanity }
                });
                if wounded {
                    self.frames.push(Frame::Ask { seat, choice: Choice::Heal { stamina, amount: 1 } });
                }
            }
        }
        // The Healing Stone: "Upkeep: you may gain 1 Stamina or 1 Sanity".
        let stone = self.players[index]
            .cards
            .iter()
            .any(|h| h.def().rule == Some(Hook::HealingStone) && !h.exhausted);
        let investigator = &self.players[index];
        if stone
            && (investigator.stamina < investigator.max_stamina
                || investigator.sanity < investigator.max_sanity)
        {
            self.push_effects(seat, HEALING_STONE, None);
        }
        // Heal: "Upkeep: you may cast and exhaust" when someone here is hurt.
        let here = self.players[index].place;
        let hurt = self.players.iter().any(|p| !p.out && p.place == here && p.stamina < p.max_stamina);
        if hurt
            && let Some(card) = self.players[index].cards.iter().position(|h| {
                h.def().rule == Some(Hook::Heal)
                    && !h.exhausted
                    && self
                        .spell_cost(h.def().sanity_cost)
                        .is_some_and(|cost| self.players[index].sanity > cost)
            })
        {
            self.frames.push(Frame::Ask { seat, choice: Choice::Cast(card as u8) });
        }
        self.offer_voice_of_ra(seat);
        if !battle {
            let cards: SmallVec<[u8; 10]> = self.players[index].cards.iter().map(|h| h.card).collect();
            for card in cards.into_iter().rev() {
                self.push_effects(seat, data::CARDS[usize::from(card)].upkeep, None);
            }
        }
    }

    /// The Upkeep of a special card held as a status (`card`: its id): its effects, where a
    /// `discard_on` roll that comes up loses the status, and is not rolled when the card is
    /// `fresh` (gained since the last Upkeep).
    fn status_upkeep(&mut self, seat: u8, card: &str, fresh: bool, events: &mut Vec<Event>) {
        let Some(def) = data::CARDS.iter().find(|c| c.id == card) else { return };
        for effect in def.upkeep {
            match *effect {
                Effect::DiscardOn(n) => {
                    if !fresh && self.rng.roll(6) <= n {
                        let specials = &mut self.players[usize::from(seat)].specials;
                        if card == RETAINER {
                            specials.retainer = false;
                        } else {
                            specials.fortune = Fortune::Normal;
                        }
                    }
                }
                _ => self.effect(seat, effect, None, events),
            }
        }
    }
}

mod buy_and_lose;
mod choices;

pub(crate) use buy_and_lose::purchase_price;

/// The Blessing / Curse card, held as a status ([`crate::state::Specials`]).
const BLESSING_CURSE: &str = "arkham-2e/special/blessing-curse";
/// The Retainer, held as a status.
const RETAINER: &str = "arkham-2e/special/retainer";
/// The Silver Twilight Lodge Membership, held as a status ([`crate::state::Specials`]).
const MEMBERSHIP: &str = "arkham-2e/special/silver-twilight-lodge-membership";
use buy_and_lose::{NO_MORE, half, is_kind};
