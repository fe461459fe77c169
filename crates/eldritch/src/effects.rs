//! Card effects: the typed vocabulary of `content::eldritch::Effect` resolved on the state, and
//! the choices it asks of players ([`Pick`]).
//!
//! An effect list runs as a [`Frame::Effects`] on the frame stack, one effect per step; an
//! effect that needs a decision stops with [`Pending::Pick`], and the answer
//! ([`crate::Action::Pick`] or [`crate::Action::Decline`]) pushes what follows. A choice with a
//! single possible answer resolves by itself; a choice with none is skipped.

use content::eldritch::{
    self as data, CardDeck, Check, Cost, Count, Destination, Effect, Hook, LocationKind, MonsterTarget,
    OfferDef, Possession, SpawnAt, Ticket, Trait,
};
use tabletop_core::resolve::Program;

use crate::action::Event;
use crate::rules::{CardPile, adjacent, distances, gate_location};
use crate::state::{BoardMonster, Frame, MonsterRef, Pending, Purpose, State, Trigger};

mod answer;

/// A decision an effect asks for: what the answer ([`crate::Action::Pick`]) chooses. Each
/// question takes one kind of [`crate::Answer`], named below.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pick {
    /// One of several effect lists ([`crate::Answer::Option`]: its index).
    Option(#[cfg_attr(feature = "serde", serde(with = "crate::wire::options"))] &'static [&'static [Effect]]),
    /// Pay the cost or decline: [`crate::Answer::Card`], the possession discarded, when the cost
    /// discards one, else [`crate::Answer::Pay`].
    Offer(#[cfg_attr(feature = "serde", serde(with = "crate::wire::offer"))] &'static OfferDef),
    /// An investigator ([`crate::Answer::Seat`]), who resolves the effects.
    Investigator(#[cfg_attr(feature = "serde", serde(with = "crate::wire::effects"))] &'static [Effect]),
    /// A possession to discard ([`crate::Answer::Card`]).
    Discard(#[cfg_attr(feature = "serde", serde(with = "crate::wire::PossessionWire"))] Possession),
    /// A Condition with this trait to discard ([`crate::Answer::Card`]).
    DiscardCondition(#[cfg_attr(feature = "serde", serde(with = "crate::wire::TraitWire"))] Trait),
    /// A Reserve slot whose card is gained ([`crate::Answer::Slot`]).
    Reserve(#[cfg_attr(feature = "serde", serde(with = "crate::wire::opt_trait"))] Option<Trait>),
    /// A space to move to ([`crate::Answer::Location`], as for every question of a space).
    Move(#[cfg_attr(feature = "serde", serde(with = "crate::wire::DestinationWire"))] Destination),
    /// A space where a Clue spawns.
    ClueSpace,
    /// The space the Clue of the encounter moves to (the nearest of a kind).
    MoveClue(#[cfg_attr(feature = "serde", serde(with = "crate::wire::LocationKindWire"))] LocationKind),
    /// A space of the Omen track ([`crate::Answer::Omen`]).
    Omen,
    /// A Monster ([`crate::Answer::Monster`], as for every question of a Monster) that loses this
    /// much Health.
    DamageMonster(u8),
    /// A space whose Monsters each lose this much Health.
    DamageSpace(u8),
    /// A Monster (board index) to discard.
    DiscardMonster,
    /// A Gate (its space) to discard.
    DiscardGate,
    /// A non-Epic Monster (board index) for a hook, which receives the answer.
    HookMonster(#[cfg_attr(feature = "serde", serde(with = "crate::wire::HookWire"))] Hook),
    /// A space for a hook, which receives the answer.
    HookSpace(#[cfg_attr(feature = "serde", serde(with = "crate::wire::HookWire"))] Hook),
    /// A card to boost the coming combat test (the Will test if `true`): [`crate::Answer::Card`];
    /// declinable.
    CombatBoost(bool),
    /// A space with a Clue where the investigator will resolve a Research encounter
    /// (Clairvoyance).
    RemoteClue,
    /// A card to prevent the waiting loss of `loser` ([`crate::Answer::Card`]); declinable.
    Prevent {
        /// Who would lose.
        loser: u8,
    },
}

impl Pick {
    /// Whether the investigator may answer "no" ([`crate::Action::Decline`]).
    pub fn declinable(self) -> bool {
        matches!(self, Pick::Offer(_) | Pick::CombatBoost(_) | Pick::Prevent { .. })
    }
}

/// The answer code of a held card: deck in the high byte, card index in the low byte.
pub(crate) fn card_code(deck: CardDeck, card: u8) -> u16 {
    (deck as u16) << 8 | u16::from(card)
}

fn decode(code: u16) -> (CardDeck, u8) {
    let deck = match code >> 8 {
        0 => CardDeck::Asset,
        1 => CardDeck::Artifact,
        2 => CardDeck::Spell,
        _ => CardDeck::Condition,
    };
    (deck, (code & 0xff) as u8)
}

fn defs(deck: CardDeck) -> &'static [data::CardDef] {
    match deck {
        CardDeck::Asset => data::ASSETS,
        CardDeck::Artifact => data::ARTIFACTS,
        CardDeck::Spell => data::SPELLS,
        CardDeck::Condition => data::CONDITIONS,
    }
}

fn kind_of(location: u8) -> LocationKind {
    data::LOCATIONS[usize::from(location)].kind
}

impl State {
    // ------------------------------------------------------------------ counts and checks

    /// The value of a count for `seat`.
    pub(crate) fn count(&self, seat: u8, count: Count) -> u8 {
        let inv = self.inv(seat);
        let n = match count {
            Count::Clues => inv.clues.len(),
            Count::Spells => inv.spells.len(),
            Count::Cultists => {
                self.monsters.iter().filter(|m| data::MONSTERS[usize::from(m.kind)].cultist).count()
            }
            Count::Gates => self.gates.len(),
            Count::OmenGates => {
                let omen = data::OMEN_TRACK.spaces[usize::from(self.omen)];
                self.gates.iter().filter(|&&g| data::GATES[usize::from(g)].omen == omen).count()
            }
            Count::Investigators => usize::from(self.players()),
            Count::HalfInvestigators => usize::from(self.players().div_ceil(2)),
            Count::ConditionsWith(wanted) => inv
                .conditions
                .iter()
                .filter(|&&c| data::CONDITIONS[usize::from(c)].traits.contains(&wanted))
                .count(),
            Count::PossessionsWith(wanted) => {
                self.held(seat, Possession { deck: None, with: Some(wanted) }).len()
            }
            Count::Rumors => self
                .ongoing
                .iter()
                .filter(|&&(card, _)| {
                    data::MYTHOS[usize::from(card)].traits.contains(&data::MythosTrait::Rumor)
                })
                .count(),
        };
        n.min(255) as u8
    }

    pub(crate) fn check(&self, seat: u8, check: Check) -> bool {
        match check {
            Check::HasCondition(id) => {
                self.inv(seat).conditions.iter().any(|&c| data::CONDITIONS[usize::from(c)].id == id)
            }
            Check::Holds(possession) => !self.held(seat, possession).is_empty(),
            Check::MonsterOnBoard(id) => {
                self.monsters.iter().any(|m| data::MONSTERS[usize::from(m.kind)].id == id)
            }
            Check::OnKind(kind) => kind_of(self.inv(seat).location) == kind,
            Check::SolvedMystery => !self.solved.is_empty(),
            Check::OmenGate => self.count(seat, Count::OmenGates) > 0,
            Check::RumorInPlay => self.count(seat, Count::Rumors) > 0,
        }
    }

    /// The cards `seat` holds that match `possession`, as [`card_code`]s.
    pub(crate) fn held(&self, seat: u8, possession: Possession) -> Vec<u16> {
        let inv = self.inv(seat);
        let mut out = Vec::new();
        let decks: &[(CardDeck, &Vec<u8>)] = &[
            (CardDeck::Asset, &inv.assets),
            (CardDeck::Artifact, &inv.artifacts),
            (CardDeck::Spell, &inv.spells),
            (CardDeck::Condition, &inv.conditions),
        ];
        for &(deck, cards) in decks {
            let wanted = match possession.deck {
                Some(d) => d == deck,
                // "Possession" means Assets and Artifacts (and Spells when a trait names them).
                None => deck != CardDeck::Condition && (deck != CardDeck::Spell || possession.with.is_some()),
            };
            if !wanted {
                continue;
            }
            for &card in cards {
                if possession.with.is_none_or(|t| defs(deck)[usize::from(card)].traits.contains(&t)) {
                    out.push(card_code(deck, card));
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Discards a held card (its deck's discard pile; Spells and Conditions shuffle back in).
    pub(crate) fn discard_card(&mut self, seat: u8, code: u16, events: &mut Vec<Event>) {
        let (deck, card) = decode(code);
        let inv = self.inv_mut(seat);
        let list = match deck {
            CardDeck::Asset => &mut inv.assets,
            CardDeck::Artifact => &mut inv.artifacts,
            CardDeck::Spell => &mut inv.spells,
            CardDeck::Condition => &mut inv.conditions,
        };
        let Some(pos) = list.iter().position(|&c| c == card) else { return };
        list.remove(pos);
        match deck {
            CardDeck::Asset => {
                self.assets.discard.put(u16::from(card));
            }
            CardDeck::Artifact => {
                self.artifacts.discard.put(u16::from(card));
            }
            CardDeck::Spell => {
                self.spells.deck.put_top(u16::from(card));
                self.spells.deck.shuffle(&mut self.rng);
            }
            CardDeck::Condition => {
                self.conditions.deck.put_top(u16::from(card));
                self.conditions.deck.shuffle(&mut self.rng);
            }
        }
        events.push(Event::Discarded { seat, what: defs(deck)[usize::from(card)].name.into() });
    }

    fn condition_available(&self, id: &str) -> bool {
        self.conditions
            .deck
            .iter()
            .chain(self.conditions.discard.bottom_up())
            .any(|&c| data::CONDITIONS[usize::from(c)].id == id)
    }

    // ------------------------------------------------------------------ costs

    fn can_pay(&self, seat: u8, cost: Cost) -> bool {
        let inv = self.inv(seat);
        match cost {
            Cost::Clues(n) => self.can_pay_clue_cost(seat, n),
            Cost::GroupClues(count) => {
                let total: usize =
                    (0..self.players()).filter(|&s| self.active(s)).map(|s| self.inv(s).clues.len()).sum();
                total >= usize::from(self.count(seat, count))
            }
            Cost::Health(n) => inv.health > n,
            Cost::Sanity(n) => inv.sanity > n,
            Cost::Delay => !inv.delayed,
            Cost::GainCondition(id) => {
                !self.check(seat, Check::HasCondition(id)) && self.condition_available(id)
            }
            Cost::DiscardCondition(id) => self.check(seat, Check::HasCondition(id)),
            Cost::Discard(possession) => !self.held(seat, possession).is_empty(),
        }
    }

    /// The ways `seat` can pay an offer: one answer per possession it may discard, or `[0]`.
    pub(crate) fn payments(&self, seat: u8, offer: &OfferDef) -> Vec<u16> {
        if !offer.cost.iter().all(|&cost| self.can_pay(seat, cost)) {
            return Vec::new();
        }
        match offer.cost.iter().find_map(|cost| match cost {
            Cost::Discard(possession) => Some(*possession),
            _ => None,
        }) {
            Some(possession) => self.held(seat, possession),
            None => vec![0],
        }
    }

    fn pay(&mut self, seat: u8, offer: &OfferDef, answer: u16, events: &mut Vec<Event>) {
        for &cost in offer.cost {
            match cost {
                Cost::Clues(n) => self.pay_clue_cost(seat, n, events),
                Cost::GroupClues(count) => {
                    // The group pays from whoever holds most (the Lead Investigator's call; this
                    // keeps the most Clues spread for rerolls).
                    for _ in 0..self.count(seat, count) {
                        let payer = (0..self.players())
                            .filter(|&s| self.active(s))
                            .max_by_key(|&s| (self.inv(s).clues.len(), std::cmp::Reverse(s)));
                        if let Some(payer) = payer {
                            self.spend_clue(payer);
                        }
                    }
                    events.push(Event::Note(crate::Note::GroupClues));
                }
                Cost::Health(n) => self.lose(seat, n, 0, events),
                Cost::Sanity(n) => self.lose(seat, 0, n, events),
                Cost::Delay => self.inv_mut(seat).delayed = true,
                Cost::GainCondition(id) => self.gain_condition(seat, id, events),
                Cost::DiscardCondition(id) => {
                    if let Some(&card) =
                        self.inv(seat).conditions.iter().find(|&&c| data::CONDITIONS[usize::from(c)].id == id)
                    {
                        self.discard_card(seat, card_code(CardDeck::Condition, card), events);
                    }
                }
                Cost::Discard(_) => self.discard_card(seat, answer, events),
            }
        }
    }

    // ------------------------------------------------------------------ resolution

    fn push_list(&mut self, seat: u8, list: &'static [Effect], at: u8) {
        if !list.is_empty() {
            self.frames.push(Frame::Effects { seat, program: Program::new(list), at });
        }
    }

    /// Asks `seat` to pick, or resolves the pick at once when only one answer exists.
    pub(crate) fn ask(&mut self, seat: u8, pick: Pick, at: u8, events: &mut Vec<Event>) {
        let answers = self.pick_answers(seat, pick, at);
        let declinable = pick.declinable();
        match (answers.as_slice(), declinable) {
            ([], _) => self.resolve_pick(seat, pick, at, None, events),
            ([only], false) => self.resolve_pick(seat, pick, at, Some(*only), events),
            _ => self.pending = Some(Pending::Pick { seat, pick, at }),
        }
    }

    /// Every answer `seat` may give to `pick` now.
    pub(crate) fn pick_answers(&self, seat: u8, pick: Pick, at: u8) -> Vec<u16> {
        let here = self.inv(seat).location;
        match pick {
            Pick::Option(options) => (0..options.len() as u16)
                .filter(|&i| self.option_possible(seat, options[usize::from(i)]))
                .collect(),
            Pick::Offer(offer) => self.payments(seat, offer),
            Pick::Investigator(_) => (0..self.players()).filter(|&s| self.active(s)).map(u16::from).collect(),
            Pick::Discard(possession) => self.held(seat, possession),
            Pick::DiscardCondition(wanted) => self
                .inv(seat)
                .conditions
                .iter()
                .filter(|&&c| data::CONDITIONS[usize::from(c)].traits.contains(&wanted))
                .map(|&c| u16::from(c))
                .collect(),
            Pick::Reserve(wanted) => (0..4u16)
                .filter(|&slot| {
                    self.reserve[usize::from(slot)].is_some_and(|c| {
                        wanted.is_none_or(|t| data::ASSETS[usize::from(c)].traits.contains(&t))
                    })
                })
                .collect(),
            Pick::Move(dest) => self.destinations(seat, dest).into_iter().map(u16::from).collect(),
            Pick::ClueSpace => (0..data::LOCATIONS.len() as u16).collect(),
            Pick::RemoteClue => {
                let mut spaces: Vec<u16> = self.board_clues.iter().map(|&(_, at)| u16::from(at)).collect();
                spaces.sort_unstable();
                spaces.dedup();
                spaces
            }
            Pick::MoveClue(kind) => nearest(at, kind).into_iter().map(u16::from).collect(),
            Pick::Omen => (0..data::OMEN_TRACK.spaces.len() as u16).collect(),
            Pick::DamageMonster(_) | Pick::DiscardMonster => {
                let only_here = at != u8::MAX;
                let discard = matches!(pick, Pick::DiscardMonster);
                self.monsters
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| !only_here || m.location == here)
                    .filter(|(_, m)| !discard || !data::MONSTERS[usize::from(m.kind)].epic)
                    .map(|(i, _)| i as u16)
                    .collect()
            }
            Pick::DamageSpace(_) => {
                let mut spaces: Vec<u16> = self.monsters.iter().map(|m| u16::from(m.location)).collect();
                spaces.sort_unstable();
                spaces.dedup();
                spaces
            }
            Pick::DiscardGate => {
                let mut spaces: Vec<u16> = self.gates.iter().map(|&g| u16::from(gate_location(g))).collect();
                spaces.sort_unstable();
                spaces
            }
            Pick::HookMonster(_) => self
                .monsters
                .iter()
                .enumerate()
                .filter(|(_, m)| !data::MONSTERS[usize::from(m.kind)].epic)
                .map(|(i, _)| i as u16)
                .collect(),
            Pick::HookSpace(_) => (0..data::LOCATIONS.len() as u16).collect(),
            Pick::CombatBoost(will) => self.combat_boosts(seat, will),
            Pick::Prevent { loser } => match self.frames.last() {
                Some(&Frame::Loss { health, sanity, .. }) => self.preventions(seat, loser, health, sanity),
                _ => Vec::new(),
            },
        }
    }

    /// Whether a choice's option can do anything: "gain an Asset from the Reserve" is offered only
    /// while the Reserve holds one of that kind.
    fn option_possible(&self, _seat: u8, list: &[Effect]) -> bool {
        match list {
            [Effect::GainReserve(wanted)] => self
                .reserve
                .iter()
                .flatten()
                .any(|&c| wanted.is_none_or(|t| data::ASSETS[usize::from(c)].traits.contains(&t))),
            _ => true,
        }
    }

    /// A hook asks `seat` to choose (a Monster or a space); the answer goes back to the hook.
    pub(crate) fn ask_for_hook(&mut self, seat: u8, pick: Pick, at: u8, events: &mut Vec<Event>) {
        self.ask(seat, pick, at, events);
    }

    /// Resolves a pick with `answer` (`None`: declined, or nothing could be chosen).
    pub(crate) fn resolve_pick(
        &mut self,
        seat: u8,
        pick: Pick,
        at: u8,
        answer: Option<u16>,
        events: &mut Vec<Event>,
    ) {
        match (pick, answer) {
            (Pick::Option(options), Some(i)) => self.push_list(seat, options[usize::from(i)], at),
            (Pick::Offer(offer), Some(answer)) => {
                self.pay(seat, offer, answer, events);
                if self.active(seat) {
                    self.push_list(seat, offer.then, at);
                }
            }
            (Pick::Offer(offer), None) => self.push_list(seat, offer.otherwise, at),
            (Pick::Investigator(list), Some(target)) => {
                let target = target as u8;
                let at = self.inv(target).location;
                self.push_list(target, list, at);
            }
            (Pick::Discard(_), Some(code)) => self.discard_card(seat, code, events),
            (Pick::DiscardCondition(_), Some(card)) => {
                self.discard_card(seat, card_code(CardDeck::Condition, card as u8), events);
            }
            (Pick::Reserve(_), Some(slot)) => {
                if let Some(card) = self.reserve[usize::from(slot)].take() {
                    self.inv_mut(seat).assets.push(card as u8);
                    events.push(Event::Gained { seat, what: data::ASSETS[usize::from(card)].name.into() });
                    self.refill_reserve();
                    self.card_gained(seat, card_code(CardDeck::Asset, card as u8), false);
                }
            }
            (Pick::Move(_), Some(to)) => self.move_investigator(seat, to as u8, events),
            (Pick::RemoteClue, Some(space)) => {
                self.remote_research = Some((seat, space as u8));
                events.push(Event::Note(crate::Note::RemoteResearch));
            }
            (Pick::ClueSpace, Some(space)) => {
                if let Some(clue) = self.draw_clue() {
                    self.board_clues.push((clue, space as u8));
                    events.push(Event::ClueSpawned(space as u8));
                }
            }
            (Pick::MoveClue(_), Some(space)) => {
                if let Some(clue) = self.board_clues.iter_mut().find(|(_, on)| *on == at) {
                    clue.1 = space as u8;
                    events.push(Event::ClueSpawned(space as u8));
                }
            }
            (Pick::Omen, Some(space)) => {
                self.omen = space as u8;
                events.push(Event::Omen(self.omen));
            }
            (Pick::DamageMonster(n), Some(index)) => self.hurt_monster(seat, usize::from(index), n, events),
            (Pick::DamageSpace(n), Some(space)) => {
                // Each Monster there, from the last so indices stay valid as they are removed.
                let indices: Vec<usize> = self.monsters_at(space as u8).collect();
                for index in indices.into_iter().rev() {
                    self.hurt_monster(seat, index, n, events);
                }
            }
            (Pick::DiscardMonster, Some(index)) => self.discard_monster(usize::from(index), events),
            (Pick::CombatBoost(_), Some(code)) => self.use_combat_boost(seat, code, events),
            (Pick::Prevent { .. }, Some(code)) => self.use_prevention(seat, code, events),
            (Pick::HookMonster(hook) | Pick::HookSpace(hook), Some(answer)) => {
                crate::hooks::answer(self, seat, hook, at, answer, events);
            }
            (Pick::DiscardGate, Some(space)) => {
                if let Some(pos) = self.gates.iter().position(|&g| u16::from(gate_location(g)) == space) {
                    let gate = self.gates.remove(pos);
                    self.gate_discard.push(gate);
                    events.push(Event::GateClosed(space as u8));
                }
            }
            (_, None) => {}
        }
    }

    /// The spaces `seat` may move to.
    pub(crate) fn destinations(&self, seat: u8, dest: Destination) -> Vec<u8> {
        let here = self.inv(seat).location;
        match dest {
            Destination::Location(id) => vec![crate::rules::loc(id)],
            Destination::Nearest(kind) => nearest(here, kind),
            Destination::Adjacent => {
                let mut out: Vec<u8> = adjacent(here).iter().map(|&(to, _)| to).collect();
                out.sort_unstable();
                out.dedup();
                out
            }
            Destination::TowardGate => {
                let gates: Vec<u8> = self.gates.iter().map(|&g| gate_location(g)).collect();
                let to_gate = |from: u8| gates.iter().map(|&g| distances(from)[usize::from(g)]).min();
                let Some(now) = to_gate(here) else { return Vec::new() };
                if now == 0 {
                    return Vec::new();
                }
                let mut out: Vec<u8> = adjacent(here)
                    .iter()
                    .map(|&(to, _)| to)
                    .filter(|&to| to_gate(to).is_some_and(|d| d < now))
                    .collect();
                out.sort_unstable();
                out.dedup();
                out
            }
            Destination::Any => (0..data::LOCATIONS.len() as u8).filter(|&l| l != here).collect(),
        }
    }

    /// Moves `seat` to `to` by an effect ("cannot move" forbids it).
    pub(crate) fn move_investigator(&mut self, seat: u8, to: u8, events: &mut Vec<Event>) {
        if self.cannot_move(seat) || self.inv(seat).location == to {
            return;
        }
        self.inv_mut(seat).location = to;
        events.push(Event::Moved { seat, to });
        self.entered(seat, to, false, events);
    }

    /// A board Monster loses Health; it is defeated when its lost Health reaches its toughness.
    pub(crate) fn hurt_monster(&mut self, seat: u8, index: usize, n: u8, events: &mut Vec<Event>) {
        let Some(monster) = self.monsters.at(index) else { return };
        let stats = monster.stats.unwrap_or_else(|| self.stats(monster.kind));
        if self.is_shub(monster.kind) && !self.mysteries_done() {
            return;
        }
        let monster = &mut self.monsters[index];
        monster.damage = monster.damage.saturating_add(n);
        events.push(Event::MonsterDamaged { kind: monster.kind, damage: monster.damage });
        if monster.damage >= stats.toughness {
            self.defeat_monster(seat, self.board_monster(index), events);
        }
    }

    /// Discards a non-Epic board Monster (back to the cup).
    pub(crate) fn discard_monster(&mut self, index: usize, events: &mut Vec<Event>) {
        let Some(monster) = self.monsters.at(index) else { return };
        if data::MONSTERS[usize::from(monster.kind)].epic {
            return;
        }
        let Some(removed) = self.take_monster(index) else { return };
        events.push(Event::MonsterDiscarded(removed.kind));
        self.monster_to_cup(removed.kind);
    }

    /// Spawns a monster of `kind` (from the set-aside tokens or the cup) on `at`, or a random one
    /// when `kind` is `None` or has no token left; returns its board index.
    fn spawn_kind(&mut self, kind: Option<u8>, at: u8, events: &mut Vec<Event>) -> Option<usize> {
        match kind {
            None => {
                let before = self.monsters.len();
                self.spawn_monster(at, events);
                (self.monsters.len() > before).then_some(before)
            }
            Some(kind) => {
                let pos = self
                    .set_aside
                    .iter()
                    .position(|&k| k == kind)
                    .map(|p| (true, p))
                    .or_else(|| self.cup.iter().position(|&k| k == kind).map(|p| (false, p)));
                // A kind with no token left (all on the board or in the box): a random Monster.
                let Some((aside, pos)) = pos else { return self.spawn_kind(None, at, events) };
                if aside {
                    self.set_aside.remove(pos);
                } else {
                    self.cup.swap_remove(pos);
                }
                self.monsters.insert(BoardMonster {
                    kind,
                    location: at,
                    damage: 0,
                    stats: None,
                    fought: false,
                });
                events.push(Event::MonsterSpawned { kind, at });
                let index = self.monsters.len() - 1;
                self.monster_spawned(kind, events);
                Some(index)
            }
        }
    }

    /// Runs one effect for `seat`; `at` is the space of "this Clue" and "this Gate".
    pub(crate) fn run_effect(&mut self, seat: u8, effect: Effect, at: u8, events: &mut Vec<Event>) {
        match effect {
            Effect::GainClue(n) => self.gain_clues(seat, n, events),
            Effect::GainThisClue => {
                if let Some(pos) = self.board_clues.iter().position(|&(_, on)| on == at) {
                    let (clue, _) = self.board_clues.remove(pos);
                    self.encounter_clues = self.encounter_clues.saturating_add(1);
                    self.inv_mut(seat).clues.push(clue);
                    events.push(Event::Gained { seat, what: "Clue".into() });
                }
            }
            Effect::DiscardThisClue => {
                if let Some(pos) = self.board_clues.iter().position(|&(_, on)| on == at) {
                    let (clue, _) = self.board_clues.remove(pos);
                    self.clue_discard.push(clue);
                    events.push(Event::Note(crate::Note::ClueHereDiscarded));
                }
            }
            Effect::MoveThisClue(kind) => {
                if self.board_clues.iter().any(|&(_, on)| on == at) {
                    self.ask(seat, Pick::MoveClue(kind), at, events);
                }
            }
            Effect::DiscardClues(n) => {
                for _ in 0..n {
                    self.spend_clue(seat);
                }
            }
            Effect::DiscardCluesPer(count) => {
                for _ in 0..self.count(seat, count) {
                    self.spend_clue(seat);
                }
            }
            Effect::LoseHealth(n) => self.lose_preventable(seat, n, 0, events),
            Effect::LoseSanity(n) => self.lose_preventable(seat, 0, n, events),
            Effect::LoseHealthPer(count) => {
                let n = self.count(seat, count);
                if n > 0 {
                    self.lose_preventable(seat, n, 0, events);
                }
            }
            Effect::LoseSanityPer(count) => {
                let n = self.count(seat, count);
                if n > 0 {
                    self.lose_preventable(seat, 0, n, events);
                }
            }
            Effect::RecoverHealth(n) => self.recover(seat, n, 0, events),
            Effect::RecoverSanity(n) => self.recover(seat, 0, n, events),
            Effect::Improve(skill) => self.improve(seat, skill, events),
            Effect::ImproveChoice => self.pending = Some(Pending::ChooseSkill(seat)),
            Effect::GainCondition(id) => self.gain_condition(seat, id, events),
            Effect::GainConditionWith(wanted) => self.gain_trait_condition(seat, wanted, events),
            Effect::DiscardCondition(id) => {
                if let Some(&card) =
                    self.inv(seat).conditions.iter().find(|&&c| data::CONDITIONS[usize::from(c)].id == id)
                {
                    self.discard_card(seat, card_code(CardDeck::Condition, card), events);
                }
            }
            Effect::DiscardConditionWith(wanted) => {
                self.ask(seat, Pick::DiscardCondition(wanted), at, events)
            }
            Effect::GainSpell(filter) => self.gain_card(seat, CardPile::Spells, filter, events),
            Effect::GainAsset(filter) => self.gain_card(seat, CardPile::Assets, filter, events),
            Effect::GainArtifact(filter) => self.gain_card(seat, CardPile::Artifacts, filter, events),
            Effect::GainReserve(filter) => self.ask(seat, Pick::Reserve(filter), at, events),
            Effect::GainNamed(deck, id) => {
                let pile = match deck {
                    CardDeck::Asset => CardPile::Assets,
                    CardDeck::Artifact => CardPile::Artifacts,
                    CardDeck::Spell => CardPile::Spells,
                    CardDeck::Condition => return self.gain_condition(seat, id, events),
                };
                if pile == CardPile::Spells
                    && self.inv(seat).spells.iter().any(|&c| data::SPELLS[usize::from(c)].id == id)
                {
                    return;
                }
                self.take_named(seat, pile, id, events);
            }
            Effect::Discard(possession) => self.ask(seat, Pick::Discard(possession), at, events),
            Effect::GainTicket(ticket) => {
                let inv = self.inv_mut(seat);
                if inv.train + inv.ship < 2 {
                    match ticket {
                        Ticket::Train => inv.train += 1,
                        Ticket::Ship => inv.ship += 1,
                    }
                    events.push(Event::Gained { seat, what: "ticket".into() });
                }
            }
            Effect::Delay => self.delay(seat),
            Effect::Doom(n) => self.change_doom(n, events),
            Effect::DoomPer(count) => {
                let n = self.count(seat, count);
                if n > 0 {
                    self.change_doom(n.min(20) as i8, events);
                }
            }
            Effect::CloseGate if at == crate::rumor::PORTAL => self.portal_closed(events),
            Effect::CloseGate if !self.gates_closable() => {
                events.push(Event::Note(crate::Note::GatesSealed));
            }
            Effect::CloseGate => {
                if let Some(pos) = self.gates.iter().position(|&g| gate_location(g) == at) {
                    let gate = self.gates.remove(pos);
                    self.gate_discard.push(gate);
                    self.closed_omen = Some(data::GATES[usize::from(gate)].omen);
                    events.push(Event::GateClosed(at));
                    self.frames.push(Frame::MysteryOffer { seat, trigger: Trigger::CloseGate });
                    self.gate_closed_by(seat);
                    if self.encounter_deck == Some(data::EncounterDeck::OtherWorld) {
                        self.gate_closed_in_other_world(seat);
                    }
                }
            }
            Effect::DiscardGate => self.ask(seat, Pick::DiscardGate, at, events),
            Effect::Devoured => self.defeat(seat, true, events),
            Effect::EldritchOnMystery(n) => {
                if self.mystery.is_some() {
                    self.mystery_tokens += n;
                    self.check_mystery(events);
                }
            }
            Effect::EldritchOnSheet(n) => {
                self.final_tokens = self.final_tokens.saturating_add(n);
                events.push(Event::Note(crate::Note::EldritchOnAncientOne));
                self.check_final(events);
            }
            Effect::OmenEldritch(n) => {
                self.omen_eldritch = self.omen_eldritch.saturating_add_signed(n);
            }
            Effect::UnsolveMystery => {
                if !self.solved.is_empty() {
                    let index = self.rng.index(self.solved.len());
                    let mystery = self.solved.remove(index);
                    self.mysteries.push(mystery);
                    self.rng.shuffle(&mut self.mysteries);
                    events.push(Event::Note(crate::Note::MysteryReshuffled));
                }
            }
            Effect::Test(test) => {
                let extra =
                    test.dice.map_or(0, |(per, count)| i16::from(per) * i16::from(self.count(seat, count)));
                self.begin_test_with(
                    seat,
                    test.skill,
                    test.modifier,
                    extra,
                    Purpose::Effect { pass: test.pass, fail: test.fail, at, pass_at: test.pass_at },
                    events,
                );
            }
            Effect::May(offer) => self.ask(seat, Pick::Offer(offer), at, events),
            Effect::Choose(options) => self.ask(seat, Pick::Option(options), at, events),
            Effect::If(def) => {
                let list = if self.check(seat, def.check) { def.then } else { def.otherwise };
                self.push_list(seat, list, at);
            }
            Effect::Each(scope) => {
                let expedition = self.expedition_location();
                let order: Vec<u8> = (0..self.players()).map(|turn| self.seat_at(turn)).collect();
                for &target in order.iter().rev() {
                    if !self.active(target) {
                        continue;
                    }
                    let here = self.inv(target).location;
                    let near = |space: u8| {
                        expedition
                            .is_some_and(|e| e == space || adjacent(e).iter().any(|&(to, _)| to == space))
                    };
                    if scope.on.is_some_and(|kind| kind_of(here) != kind)
                        || (scope.near_expedition && !near(here))
                        || scope.holding.is_some_and(|p| self.held(target, p).is_empty())
                    {
                        continue;
                    }
                    self.push_list(target, scope.effects, here);
                }
            }
            Effect::ChooseInvestigator(list) => self.ask(seat, Pick::Investigator(list), at, events),
            Effect::Roll(def) => {
                let faces: Vec<u8> =
                    (0..def.dice).map(|_| self.forced_face.unwrap_or_else(|| self.rng.roll(6))).collect();
                events.push(Event::PlainRoll { seat, faces: faces.iter().copied().collect() });
                for &face in faces.iter().rev() {
                    if let Some(&(_, _, list)) =
                        def.faces.iter().find(|&&(lo, hi, _)| (lo..=hi).contains(&face))
                    {
                        self.push_list(seat, list, at);
                    }
                }
            }
            Effect::Fight(fight) => {
                let here = self.inv(seat).location;
                let kind = fight.monster.and_then(data::monster_index).map(|k| k as u8);
                self.fight_won = false;
                self.frames.push(Frame::AfterFight { seat, fight, at });
                if fight.spawn {
                    if let Some(index) = self.spawn_kind(kind, here, events) {
                        self.combat(seat, self.board_monster(index), events);
                    }
                } else {
                    match kind {
                        Some(kind) => self.combat(seat, MonsterRef::Named(kind), events),
                        None if !self.cup.is_empty() => {
                            let index = self.rng.index(self.cup.len());
                            let kind = self.cup.swap_remove(index);
                            self.combat(seat, MonsterRef::Ambush(kind), events);
                        }
                        None => {}
                    }
                }
            }
            Effect::Move(dest) => {
                if !self.cannot_move(seat) {
                    self.ask(seat, Pick::Move(dest), at, events);
                }
            }
            Effect::SpawnMonsters(place, n) => {
                let spaces: Vec<u8> = match place {
                    SpawnAt::Here => vec![self.inv(seat).location],
                    SpawnAt::Location(id) => vec![crate::rules::loc(id)],
                    SpawnAt::Expedition => self.expedition_location().into_iter().collect(),
                    SpawnAt::EachCultist => {
                        let mut spaces: Vec<u8> = self
                            .monsters
                            .iter()
                            .filter(|m| data::MONSTERS[usize::from(m.kind)].cultist)
                            .map(|m| m.location)
                            .collect();
                        spaces.sort_unstable();
                        spaces.dedup();
                        spaces
                    }
                };
                for space in spaces {
                    for _ in 0..n {
                        self.spawn_monster(space, events);
                    }
                }
            }
            Effect::SpawnEpic(id, space) => {
                if let Some(kind) = data::monster_index(id).map(|k| k as u8)
                    && !self.monsters.iter().any(|m| m.kind == kind)
                    && !self.boxed_monsters.contains(&kind)
                {
                    let space = crate::rules::loc(space);
                    self.monsters.insert(BoardMonster {
                        kind,
                        location: space,
                        damage: 0,
                        stats: None,
                        fought: false,
                    });
                    events.push(Event::MonsterSpawned { kind, at: space });
                }
            }
            Effect::DamageMonsters(target, n) => match target {
                MonsterTarget::AnyOne => self.ask(seat, Pick::DamageMonster(n), u8::MAX, events),
                MonsterTarget::OneHere => self.ask(seat, Pick::DamageMonster(n), at, events),
                MonsterTarget::AllOnChosenSpace => self.ask(seat, Pick::DamageSpace(n), at, events),
                MonsterTarget::AllHere => {
                    let here = self.inv(seat).location;
                    self.resolve_pick(seat, Pick::DamageSpace(n), at, Some(u16::from(here)), events);
                }
            },
            Effect::DiscardMonsters(target) => match target {
                MonsterTarget::AnyOne => self.ask(seat, Pick::DiscardMonster, u8::MAX, events),
                MonsterTarget::OneHere => self.ask(seat, Pick::DiscardMonster, at, events),
                MonsterTarget::AllOnChosenSpace | MonsterTarget::AllHere => {
                    let here = self.inv(seat).location;
                    let indices: Vec<usize> = self.monsters_at(here).collect();
                    for index in indices.into_iter().rev() {
                        self.discard_monster(index, events);
                    }
                }
            },
            Effect::SpawnClue(n) => {
                for _ in 0..n {
                    self.spawn_clue(events);
                }
            }
            Effect::SpawnClueChoice => self.ask(seat, Pick::ClueSpace, at, events),
            Effect::SpawnGate => self.spawn_gate(events),
            Effect::AdvanceOmen => self.advance_omen(events),
            Effect::RetreatOmen => {
                let spaces = data::OMEN_TRACK.spaces.len() as u8;
                self.omen = (self.omen + spaces - 1) % spaces;
                events.push(Event::Omen(self.omen));
            }
            Effect::ChooseOmen => self.ask(seat, Pick::Omen, at, events),
            Effect::SkillPenalty(..) | Effect::CannotMove => {}
            Effect::MysteryOffer => {
                self.frames.push(Frame::MysteryOffer { seat, trigger: Trigger::TokenSite });
            }
            Effect::MoveCluesTo(kind) => {
                // Each Clue to the nearest space of the kind (the first by index on a tie).
                for i in 0..self.board_clues.len() {
                    let from = self.board_clues[i].1;
                    let dist = distances(from);
                    if let Some(to) = (0..data::LOCATIONS.len() as u8)
                        .filter(|&l| kind_of(l) == kind)
                        .min_by_key(|&l| dist[usize::from(l)])
                    {
                        self.board_clues[i].1 = to;
                    }
                }
                events.push(Event::Note(crate::Note::CluesMove));
            }
            Effect::RecoverAll => {
                let (health, sanity) = (self.inv(seat).def().health, self.inv(seat).def().sanity);
                self.recover(seat, health, sanity, events);
            }
            Effect::DiscardThisCard => {
                if let Some((holder, code)) = self.this_card {
                    self.discard_card(holder, code, events);
                }
            }
            Effect::FlipThisCard => {
                if let Some((holder, code)) = self.this_card {
                    let (deck, card) = decode(code);
                    match defs(deck)[usize::from(card)].back {
                        Some(back) => {
                            events.push(Event::CardBack(code));
                            let at = self.inv(holder).location;
                            self.push_list(holder, back.effects, at);
                        }
                        // The back is not in the data: the card is discarded unresolved.
                        None => {
                            events.push(Event::Note(crate::Note::BackMissing));
                            self.discard_card(holder, code, events);
                        }
                    }
                }
            }
            Effect::Custom(hook) => crate::hooks::run(self, seat, hook, at, events),
        }
    }

    /// After a combat started by an effect: its "if you defeat it" branches.
    pub(crate) fn after_fight(&mut self, seat: u8, fight: &'static data::FightDef, at: u8) {
        let list = if self.fight_won { fight.defeated } else { fight.undefeated };
        if self.active(seat) {
            self.push_list(seat, list, at);
        }
    }
}

/// The spaces of `kind` nearest to `from` (several on a tie; `from` itself if it is one).
fn nearest(from: u8, kind: LocationKind) -> Vec<u8> {
    let dist = distances(from);
    let best = (0..data::LOCATIONS.len()).filter(|&l| kind_of(l as u8) == kind).map(|l| dist[l]).min();
    let Some(best) = best else { return Vec::new() };
    (0..data::LOCATIONS.len() as u8).filter(|&l| kind_of(l) == kind && dist[usize::from(l)] == best).collect()
}
