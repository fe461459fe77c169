//! The round structure: phases, turns and the decisions they pose, run by the kernel's
//! resolution loop.

use content::arkham_2e::{self as data, Check, Keyword};
use tabletop_core::resolve::{self, Ask, Machine};
use tabletop_core::{ActionError, Status};

use crate::action::{Action, Event};
use crate::board::{Map, Place};
use crate::state::{After, Choice, Ending, Foe, Frame, Pending, Phase, State};

/// Rounds after which a game is called off as lost (a safety net: real games end far earlier).
pub const ROUND_LIMIT: u16 = 200;

impl Machine for State {
    type Frame = Frame;
    type Event = Event;
    type Answer = Action;

    fn halted(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The kernel's asking rule: a decision with no legal answer is dropped, one with a single
    /// answer is taken without asking (declining is always listed as an answer of its own).
    fn pending(&self) -> Option<Ask<Action>> {
        let (seat, _) = self.pending.as_ref()?;
        let mut answers = Vec::new();
        self.legal(*seat, &mut answers);
        Some(resolve::ask(answers, false))
    }

    fn skip(&mut self) {
        self.pending = None;
    }

    fn answer_only(&mut self, answer: Action, events: &mut Vec<Event>) {
        if let Some((seat, pending)) = self.pending.take() {
            self.answer(seat, pending, answer, events);
        }
    }

    fn pop(&mut self) -> Option<Frame> {
        self.frames.pop()
    }

    fn step(&mut self, frame: Frame, events: &mut Vec<Event>) {
        match frame {
            Frame::Effects { seat, program, card } => {
                let Some((effect, rest)) = program.step() else { return };
                if let Some((stamina, sanity, rest)) = paired_loss(effect, rest) {
                    if let Some(rest) = rest {
                        self.frames.push(Frame::Effects { seat, program: rest, card });
                    }
                    self.lose_both(seat, stamina, sanity, events);
                    return;
                }
                if let Some(rest) = rest {
                    self.frames.push(Frame::Effects { seat, program: rest, card });
                }
                self.effect(seat, effect, card, events);
            }
            Frame::Repeat { seat, each, times } => {
                if times > 1 {
                    self.frames.push(Frame::Repeat { seat, each, times: times - 1 });
                }
                self.push_effects(seat, each, None);
            }
            Frame::Ask { seat, choice } => self.ask(seat, Pending::Choose(choice)),
            Frame::ResumeCombat(seat) => {
                if self.combat.is_some_and(|c| c.seat == seat) {
                    self.ask_combat(seat);
                }
            }
            Frame::ResumeMove(seat) => {
                if self.phase == Phase::Movement && self.players[usize::from(seat)].place.in_arkham() {
                    self.ask(seat, Pending::Move);
                }
            }
        }
    }

    fn advance(&mut self, events: &mut Vec<Event>) -> bool {
        if self.held {
            return false;
        }
        match self.phase {
            Phase::Setup => {
                self.start_round(events);
            }
            Phase::Upkeep => self.upkeep_turn(events),
            Phase::Movement => self.movement_turn(events),
            Phase::ArkhamEncounters => self.arkham_turn(events),
            Phase::OtherWorldEncounters => self.other_world_turn(events),
            Phase::Mythos => self.mythos_phase(events),
            Phase::Battle => self.battle_turn(events),
            Phase::Over => return false,
        }
        true
    }
}

/// A Stamina loss written next to a Sanity loss (in either order) is one loss of both: the
/// amounts (Stamina, Sanity) and the program after the pair.
fn paired_loss(
    effect: &'static data::Effect,
    rest: Option<resolve::Program<data::Effect>>,
) -> Option<(i8, i8, Option<resolve::Program<data::Effect>>)> {
    let rest = rest?;
    let pair = match (effect, rest.peek()?) {
        (data::Effect::Stamina(a), data::Effect::Sanity(b)) => (*a, *b),
        (data::Effect::Sanity(b), data::Effect::Stamina(a)) => (*a, *b),
        _ => return None,
    };
    if pair.0 >= 0 || pair.1 >= 0 {
        return None;
    }
    Some((pair.0, pair.1, rest.step()?.1))
}

impl State {
    /// Runs the game to the next decision.
    pub(crate) fn run(&mut self, events: &mut Vec<Event>) {
        if resolve::run(self, events).is_err() {
            // A rules loop: end the game rather than hang (the property harness reports it).
            self.finish(Ending::TimeOut, events);
        }
    }

    /// Who must decide now.
    pub(crate) fn status(&self) -> Status {
        match (&self.pending, self.phase) {
            (_, Phase::Over) => Status::Over,
            (Some((seat, _)), _) => {
                Status::Acting(tabletop_core::SeatSet::single(tabletop_core::Seat(*seat)))
            }
            (None, _) => Status::Over,
        }
    }

    /// The seat whose turn it is in a phase.
    pub(crate) fn turn_seat(&self) -> u8 {
        ((u16::from(self.first) + u16::from(self.turn)) % u16::from(self.player_count().max(1))) as u8
    }

    /// Moves to the next investigator of the phase; `false` when every one has had its turn.
    fn next_turn(&mut self) -> bool {
        self.stage = 0;
        self.turn += 1;
        self.turn < self.player_count()
    }

    fn set_phase(&mut self, phase: Phase) {
        self.phase = phase;
        self.turn = 0;
        self.stage = 0;
    }

    pub(crate) fn ask(&mut self, seat: u8, pending: Pending) {
        self.pending = Some((seat, pending));
    }

    pub(crate) fn finish(&mut self, ending: Ending, events: &mut Vec<Event>) {
        if self.phase != Phase::Over {
            self.ending = Some(ending);
            self.phase = Phase::Over;
            self.pending = None;
            self.frames.clear();
            self.combat = None;
            events.push(Event::Ended(ending));
        }
    }

    fn start_round(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        if self.round > ROUND_LIMIT {
            self.finish(Ending::TimeOut, events);
            return;
        }
        events.push(Event::Round(self.round));
        for investigator in &mut self.players {
            investigator.knocked_out = false;
        }
        self.research_used = false;
        self.set_phase(Phase::Upkeep);
    }

    // ----- Phase I: Upkeep -----

    pub(crate) fn upkeep_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn_seat();
        let index = usize::from(seat);
        match self.stage {
            0 => {
                self.stage = 1;
                let investigator = &mut self.players[index];
                if investigator.out {
                    return;
                }
                investigator.returned = false;
                // A Lost investigator whose turn was skipped comes back now.
                if investigator.place == Place::Lost && !investigator.lost_skip {
                    self.ask(seat, Pending::Return);
                }
            }
            1 => {
                self.stage = 2;
                if self.players[index].out {
                    return;
                }
                self.refresh_and_upkeep(seat, events);
            }
            2 => {
                self.stage = 3;
                if !self.players[index].out && self.players[index].place != Place::Lost {
                    self.ask(seat, Pending::Sliders);
                }
            }
            _ => {
                if !self.next_turn() {
                    self.set_phase(Phase::Movement);
                }
            }
        }
    }

    // ----- Phase II: Movement -----

    pub(crate) fn movement_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn_seat();
        let index = usize::from(seat);
        if self.stage == 2 {
            // After Find Gate's offer: an investigator still in the Other World moves on there.
            self.stage = 1;
            if matches!(self.players[index].place, Place::World { .. }) {
                self.world_movement(seat, events);
            }
        } else if self.stage == 3 {
            // After trading in the Other World area: Find Gate's offer, or moving on.
            self.stage = 1;
            if self.offer_find_gate(seat) {
                self.stage = 2;
            } else {
                self.world_movement(seat, events);
            }
        } else if self.stage == 0 {
            self.stage = 1;
            let map = Map::get();
            let investigator = &mut self.players[index];
            if investigator.out {
                return;
            }
            match investigator.place {
                Place::Lost => investigator.lost_skip = false,
                Place::Jail => {
                    investigator.delayed = false;
                    investigator.place = Place::Location(map.named.police);
                    investigator.arrested = true;
                    events.push(Event::Moved { seat, to: investigator.place });
                }
                _ if investigator.delayed => investigator.delayed = false,
                Place::World { .. } => {
                    // Investigators in the same area may trade before moving on.
                    if self.can_trade(seat) {
                        self.stage = 3;
                        self.ask(seat, Pending::Trade);
                    } else if self.offer_find_gate(seat) {
                        self.stage = 2;
                    } else {
                        self.world_movement(seat, events);
                    }
                }
                Place::Location(_) | Place::Street(_) => {
                    self.movement = self.movement_points(seat);
                    self.evaded.clear();
                    self.stopped = false;
                    self.ask(seat, Pending::Move);
                }
                _ => {}
            }
        } else if !self.next_turn() {
            for investigator in &mut self.players {
                investigator.arrested = false;
            }
            self.set_phase(Phase::ArkhamEncounters);
            // Arrested investigators skip this round's encounter: `arrested` is read there, so
            // keep it until after the phase.
        }
    }

    /// Movement in an Other World: from the first area to the second, from the second back to
    /// Arkham.
    fn world_movement(&mut self, seat: u8, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        match investigator.place {
            Place::World { world, second: false } => {
                investigator.place = Place::World { world, second: true };
                events.push(Event::Moved { seat, to: investigator.place });
            }
            Place::World { world, second: true } => self.return_from(seat, world, events),
            _ => {}
        }
    }

    /// An investigator in an Other World returns to a gate to it, or is Lost.
    pub(crate) fn return_from(&mut self, seat: u8, world: u8, events: &mut Vec<Event>) {
        // The Gate Box: back through any open gate.
        let any = self.players[usize::from(seat)]
            .cards
            .iter()
            .any(|h| h.def().rule == Some(content::arkham_2e::Hook::GateBox));
        let gates: Vec<u8> = self.open_gates().filter(|&(_, w)| w == world || any).map(|(l, _)| l).collect();
        match gates.as_slice() {
            [] => self.lose_in_time(seat, events),
            [only] => self.arrive_from_world(seat, *only, events),
            _ => self.ask(seat, Pending::Choose(Choice::Anywhere { encounter: false })),
        }
    }

    pub(crate) fn arrive_from_world(&mut self, seat: u8, location: u8, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        investigator.place = Place::Location(location);
        investigator.explored = true;
        investigator.returned = true;
        events.push(Event::Moved { seat, to: investigator.place });
        self.patrol_wagon_roll(seat, events);
    }

    /// Monsters an investigator must still face before moving on or stopping.
    pub(crate) fn unfaced(&self, seat: u8) -> impl Iterator<Item = tabletop_core::board::PieceId> + '_ {
        let investigator = &self.players[usize::from(seat)];
        let place = investigator.place;
        let exempt = investigator.returned;
        self.monsters
            .with_ids()
            .filter(move |(id, m)| m.place == place && !exempt && !self.evaded.contains(id))
            .map(|(id, _)| id)
    }

    /// Ends an investigator's movement: picks up the Clues where it stands.
    pub(crate) fn stop_moving(&mut self, seat: u8, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        if let Place::Location(l) = investigator.place {
            let here = &mut self.clues[usize::from(l)];
            if *here > 0 {
                investigator.clues = investigator.clues.saturating_add(*here);
                *here = 0;
                events.push(Event::Stat {
                    seat,
                    what: crate::action::StatKind::Clues,
                    value: investigator.clues,
                });
            }
        }
        self.movement = 0;
        self.end_of_movement(seat);
    }

    // ----- Phase III: Arkham encounters -----

    pub(crate) fn arkham_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn_seat();
        let index = usize::from(seat);
        if self.stage == 0 {
            self.stage = 1;
            let investigator = &self.players[index];
            if investigator.out || investigator.knocked_out || investigator.arrested {
                return;
            }
            let Place::Location(location) = investigator.place else {
                if matches!(investigator.place, Place::Street(_)) && self.rumor_work_usable(seat) {
                    self.ask(seat, Pending::Special);
                }
                return;
            };
            match self.gates[usize::from(location)] {
                Some(_) if investigator.explored => self.ask(seat, Pending::Gate),
                Some(world) => self.draw_through(seat, world, false, events),
                None if self.special_usable(seat, location) || self.rumor_work_usable(seat) => {
                    self.ask(seat, Pending::Special);
                }
                None => self.location_encounter(seat, location, events),
            }
        } else if !self.next_turn() {
            self.set_phase(Phase::OtherWorldEncounters);
        }
    }

    /// Draws a card of the location's neighbourhood deck (shuffled before every draw) and
    /// resolves its entry for the location. Darrell Simmons (and an "encounter two" effect)
    /// draws two and chooses.
    pub(crate) fn location_encounter(&mut self, seat: u8, location: u8, events: &mut Vec<Event>) {
        let two = self.has_ability(seat, content::arkham_2e::Hook::HometownAdvantage);
        self.location_encounter_of(seat, location, two, events);
    }

    pub(crate) fn location_encounter_of(
        &mut self,
        seat: u8,
        location: u8,
        two: bool,
        events: &mut Vec<Event>,
    ) {
        let Some(def) = data::LOCATIONS.get(usize::from(location)) else { return };
        let mut cards: smallvec::SmallVec<[u8; 8]> = data::LOCATION_CARDS
            .iter()
            .enumerate()
            .filter(|(_, c)| c.neighbourhood == def.neighbourhood)
            .map(|(i, _)| i as u8)
            .collect();
        if cards.is_empty() {
            return;
        }
        // Ye Olde Magick Shoppe 5: a card turned face up is the next one drawn here.
        let neighbourhood =
            data::NEIGHBOURHOODS.iter().position(|n| n.id == def.neighbourhood).unwrap_or(0) as u8;
        let first = match self.foreseen.iter().position(|&(n, _)| n == neighbourhood) {
            Some(at) => {
                let (_, card) = self.foreseen.remove(at);
                cards.retain(|c| *c != card);
                card
            }
            None => cards.swap_remove(self.rng.index(cards.len())),
        };
        if two && !cards.is_empty() {
            let second = cards[self.rng.index(cards.len())];
            let drawn = smallvec::smallvec![first, second];
            self.ask(seat, Pending::Choose(Choice::Encounter { cards: drawn, world: None }));
        } else {
            self.resolve_encounter_card(seat, first, None, events);
        }
    }

    /// An encounter card drawn for a seat: Dragon's Eye may replace it, else its entry is
    /// resolved.
    pub(crate) fn resolve_encounter_card(
        &mut self,
        seat: u8,
        card: u8,
        world: Option<u8>,
        events: &mut Vec<Event>,
    ) {
        if !self.offer_redraw(seat, card, world) {
            self.resolve_encounter_entry(seat, card, world, events);
        }
    }

    /// Resolves the entry of an encounter card for where the seat is: a location card's entry
    /// for its location, or a gate card's entry for `world` (or its "Other" entry).
    pub(crate) fn resolve_encounter_entry(
        &mut self,
        seat: u8,
        card: u8,
        world: Option<u8>,
        events: &mut Vec<Event>,
    ) {
        match world {
            None => {
                let Place::Location(location) = self.players[usize::from(seat)].place else { return };
                let Some(def) = data::LOCATIONS.get(usize::from(location)) else { return };
                let def = self.encounter_location(seat, def);
                let Some(card_def) = data::LOCATION_CARDS.get(usize::from(card)) else { return };
                if let Some((entry, encounter)) =
                    card_def.encounters.iter().enumerate().find(|(_, e)| e.location == def.id)
                {
                    events.push(Event::LocationEncounter { seat, card, entry: entry as u8 });
                    self.push_effects(seat, encounter.effects, None);
                }
            }
            Some(world) => {
                let Some(def) = data::OTHER_WORLDS.get(usize::from(world)) else { return };
                let Some(gate_card) = data::GATE_CARDS.get(usize::from(card)) else { return };
                let entry = gate_card
                    .encounters
                    .iter()
                    .position(|e| e.world == Some(def.id))
                    .or_else(|| gate_card.encounters.iter().position(|e| e.world.is_none()));
                if let Some(entry) = entry {
                    events.push(Event::GateEncounter { seat, card, entry: entry as u8 });
                    self.push_effects(seat, gate_card.encounters[entry].effects, None);
                }
            }
        }
    }

    /// Moves an investigator into the first area of an Other World (delayed when drawn in by a
    /// gate opening).
    pub(crate) fn draw_through(&mut self, seat: u8, world: u8, delayed: bool, events: &mut Vec<Event>) {
        let investigator = &mut self.players[usize::from(seat)];
        investigator.place = Place::World { world, second: false };
        investigator.explored = false;
        investigator.delayed |= delayed;
        events.push(Event::DrawnThrough { seat, world });
        self.drop_frames_of(seat);
    }

    // ----- Phase IV: Other World encounters -----

    pub(crate) fn other_world_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn_seat();
        let index = usize::from(seat);
        if self.stage == 0 {
            self.stage = 1;
            let investigator = &self.players[index];
            let Place::World { world, .. } = investigator.place else { return };
            if investigator.out || investigator.knocked_out {
                return;
            }
            self.world_encounter(seat, world, events);
        } else if !self.next_turn() {
            self.set_phase(Phase::Mythos);
        }
    }

    /// Reveals gate cards until one's colour is one of the world's, and resolves its entry for
    /// the world (or its "Other" entry). Gloria Goldberg reveals two matching cards and chooses.
    pub(crate) fn world_encounter(&mut self, seat: u8, world: u8, events: &mut Vec<Event>) {
        let Some(def) = data::OTHER_WORLDS.get(usize::from(world)) else { return };
        let want = if self.has_ability(seat, content::arkham_2e::Hook::PsychicSensitivity) { 2 } else { 1 };
        let mut found: smallvec::SmallVec<[u8; 2]> = smallvec::SmallVec::new();
        for _ in 0..self.gate_deck.len() {
            let Some(card) = self.gate_deck.draw() else { break };
            self.gate_deck.put_bottom(card);
            if def.colours.contains(&data::GATE_CARDS[usize::from(card)].colour) {
                found.push(card);
                if found.len() == want {
                    break;
                }
            }
        }
        match found.as_slice() {
            [] => {}
            [only] => self.resolve_encounter_card(seat, *only, Some(world), events),
            _ => self.ask(seat, Pending::Choose(Choice::Encounter { cards: found, world: Some(world) })),
        }
    }

    // ----- Round end -----

    pub(crate) fn end_round(&mut self, events: &mut Vec<Event>) {
        if self.lingering.is_some_and(|(_, until)| until <= self.round) {
            self.lingering = None;
        }
        self.first = (self.first + 1) % self.player_count().max(1);
        self.start_round(events);
    }

    /// Drops the work left for a seat (it was knocked out, drawn through a gate, devoured).
    pub(crate) fn drop_frames_of(&mut self, seat: u8) {
        self.frames.retain(|frame| match frame {
            Frame::Effects { seat: s, .. }
            | Frame::Repeat { seat: s, .. }
            | Frame::ResumeMove(s)
            | Frame::ResumeCombat(s)
            | Frame::Ask { seat: s, .. } => *s != seat,
        });
    }

    // ----- Legal actions and applying them -----

    pub(crate) fn legal(&self, seat: u8, out: &mut (impl tabletop_core::legal::Sink<Action> + ?Sized)) {
        let Some((waiting, pending)) = &self.pending else { return };
        if *waiting != seat {
            return;
        }
        let investigator = &self.players[usize::from(seat)];
        match pending {
            Pending::Sliders => {
                let focus = investigator.def().focus;
                let [a, b, c] = investigator.sliders;
                for x in 0..4u8 {
                    for y in 0..4u8 {
                        for z in 0..4u8 {
                            if x.abs_diff(a) + y.abs_diff(b) + z.abs_diff(c) <= focus {
                                out.push(Action::Sliders([x, y, z]));
                            }
                        }
                    }
                }
            }
            Pending::Trade => {
                out.push(Action::Stop);
                self.trades(seat, out);
            }
            Pending::Move => {
                let mut faced = false;
                for id in self.unfaced(seat) {
                    faced = true;
                    out.push(Action::Evade(id));
                    out.push(Action::Fight(id));
                }
                if !faced {
                    out.push(Action::Stop);
                    self.trades(seat, out);
                    for (i, held) in investigator.cards.iter().enumerate() {
                        let def = held.def();
                        let usable =
                            !held.exhausted && !def.on_use.is_empty() && def.movement_cost <= self.movement;
                        if i < 256 && (usable || self.patrol_wagon_usable(seat, i)) {
                            out.push(Action::UseCard(i as u8));
                        }
                    }
                    if self.movement > 0 && !self.stopped {
                        for to in Map::get().adjacent(investigator.place) {
                            if self.may_step(investigator.place, to) {
                                out.push(Action::Move(to));
                            }
                        }
                    }
                }
            }
            Pending::Check(check) => {
                out.push(Action::Accept);
                if self.players[usize::from(check.seat)].clues > 0 {
                    out.push(Action::SpendClue);
                }
                if self.research_ready(check) {
                    out.push(Action::Research);
                }
                for (i, held) in self.players[usize::from(check.seat)].cards.iter().enumerate() {
                    if i < 256 && self.check_card_usable(check, held) {
                        out.push(Action::UseCard(i as u8));
                    }
                }
            }
            Pending::FaceEncounter(_) => {
                out.push(Action::Attack);
                out.push(Action::Flee);
            }
            Pending::Combat => {
                out.push(Action::Attack);
                if let Some(combat) = &self.combat {
                    if !matches!(combat.foe, Foe::Ancient)
                        && !self.foe_has(combat, Keyword::Ambush)
                        && self.flee_can_end(seat, combat.kind)
                    {
                        out.push(Action::Flee);
                    }
                    for i in 0..investigator.cards.len().min(256) {
                        if self.castable(seat, i, combat) {
                            out.push(Action::Cast(i as u8));
                        }
                        if self.flute_ready(seat, i) {
                            out.push(Action::UseCard(i as u8));
                        }
                    }
                }
            }
            Pending::Gate => {
                out.push(Action::Close { fight: false });
                out.push(Action::Close { fight: true });
                if investigator.holds("/elder-sign").is_some() {
                    out.push(Action::Seal);
                }
                out.push(Action::Pass);
            }
            Pending::Special => {
                out.push(Action::Special);
                out.push(Action::Pass);
            }
            Pending::Choose(choice) => self.choice_actions(seat, choice, out),
            Pending::Return => {
                for place in self.arkham_places() {
                    out.push(Action::PlaceAt(place));
                }
            }
        }
    }

    /// Trades the seat may make now: its Common Items, Unique Items, Spells and money to each
    /// investigator in the same area (anyone, in the final battle). (Only the seat whose turn it
    /// is gives, so trades cannot loop.)
    fn trades(&self, seat: u8, out: &mut (impl tabletop_core::legal::Sink<Action> + ?Sized)) {
        let investigator = &self.players[usize::from(seat)];
        let anywhere = self.phase == Phase::Battle;
        for to in 0..self.player_count() {
            let other = &self.players[usize::from(to)];
            if to == seat || other.out || (other.place != investigator.place && !anywhere) {
                continue;
            }
            for (i, held) in investigator.cards.iter().enumerate() {
                let tradable = matches!(
                    held.def().deck,
                    data::Deck::CommonItem | data::Deck::UniqueItem | data::Deck::Spell
                );
                if tradable && i < 256 {
                    out.push(Action::Give { to, card: i as u8 });
                }
            }
            if investigator.money > 0 {
                out.push(Action::GiveMoney { to });
            }
        }
    }

    /// Whether the seat has a trade to make now (then it is asked; else nobody is).
    pub(crate) fn can_trade(&self, seat: u8) -> bool {
        let mut trades = Vec::new();
        self.trades(seat, &mut trades);
        !trades.is_empty()
    }

    /// Every street and location that is on the map and not closed.
    pub(crate) fn arkham_places(&self) -> impl Iterator<Item = Place> + '_ {
        let locations = data::LOCATIONS
            .iter()
            .enumerate()
            .filter(|(i, l)| !l.hidden && !self.closed_now(*i as u8))
            .map(|(i, _)| Place::Location(i as u8));
        locations.chain((0..data::NEIGHBOURHOODS.len() as u8).map(Place::Street))
    }

    pub(crate) fn apply_action(
        &mut self,
        seat: u8,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let mut find = tabletop_core::legal::Find::new(action);
        self.legal(seat, &mut find);
        if !find.found {
            let refusal = crate::Refusal::of(self, seat);
            let words = crate::text::describe(self, action, tabletop_core::Lang::En);
            return Err(ActionError::illegal(refusal.code(), refusal.text(&words, tabletop_core::Lang::En)));
        }
        self.apply_unchecked(seat, action, events);
        Ok(())
    }

    /// Applies an action already known to be legal (just listed for this seat and state).
    pub(crate) fn apply_unchecked(&mut self, seat: u8, action: &Action, events: &mut Vec<Event>) {
        let Some((_, pending)) = self.pending.take() else { return };
        self.answer(seat, pending, *action, events);
        self.run(events);
    }

    fn answer(&mut self, seat: u8, pending: Pending, action: Action, events: &mut Vec<Event>) {
        match (pending, action) {
            (Pending::Sliders, Action::Sliders(sliders)) => self.players[usize::from(seat)].sliders = sliders,
            (Pending::Move, Action::Move(to)) => {
                self.movement -= 1;
                let investigator = &mut self.players[usize::from(seat)];
                investigator.place = to;
                investigator.explored = false;
                investigator.returned = false;
                self.evaded.clear();
                events.push(Event::Moved { seat, to });
                self.ask(seat, Pending::Move);
            }
            (Pending::Move, Action::Evade(id)) => {
                self.frames.push(Frame::ResumeMove(seat));
                self.start_evade(seat, Foe::Board(id), false, events);
            }
            (Pending::Move, Action::Fight(id)) => {
                self.frames.push(Frame::ResumeMove(seat));
                self.stopped = true;
                self.movement = 0;
                self.start_combat(seat, Foe::Board(id), events);
            }
            (Pending::Move, Action::Stop) => self.stop_moving(seat, events),
            (waiting @ (Pending::Move | Pending::Trade), Action::Give { to, card }) => {
                if let Some(held) = self.take_held(seat, usize::from(card)) {
                    self.players[usize::from(to)].cards.push(held);
                    events.push(Event::Lost { seat, card: held.card });
                    events.push(Event::Gained { seat: to, card: held.card });
                }
                self.ask(seat, waiting);
            }
            (waiting @ (Pending::Move | Pending::Trade), Action::GiveMoney { to }) => {
                self.change(seat, crate::action::StatKind::Money, -1, events);
                self.change(to, crate::action::StatKind::Money, 1, events);
                self.ask(seat, waiting);
            }
            (Pending::Trade, Action::Stop) => {}
            (Pending::Move, Action::UseCard(i)) if self.patrol_wagon_usable(seat, usize::from(i)) => {
                self.drive_patrol_wagon(seat);
            }
            (Pending::Move, Action::UseCard(i)) => {
                self.frames.push(Frame::ResumeMove(seat));
                if let Some(held) = self.players[usize::from(seat)].cards.get_mut(usize::from(i)) {
                    held.exhausted = true;
                    let def = held.def();
                    self.movement = self.movement.saturating_sub(def.movement_cost);
                    self.push_effects(seat, def.on_use, Some(i));
                }
            }
            (Pending::Check(mut check), Action::SpendClue) => {
                let investigator = &mut self.players[usize::from(seat)];
                investigator.clues -= 1;
                let extra = 1 + self.clue_bonus_dice(seat, check.skill);
                check.roll.add_dice(extra, &mut self.rng);
                self.ask(seat, Pending::Check(check));
            }
            (Pending::Check(check), Action::Accept) => self.settle_check(check, events),
            (Pending::Check(check), Action::UseCard(i)) => self.use_on_check(seat, check, i, events),
            (Pending::Check(mut check), Action::Research) => {
                self.research_used = true;
                check.roll.reroll_failures(&mut self.rng);
                self.ask(seat, Pending::Check(check));
            }
            (Pending::FaceEncounter(kind), Action::Attack) => {
                self.start_combat(seat, Foe::Encounter(kind), events)
            }
            (Pending::FaceEncounter(kind), Action::Flee) => {
                self.start_evade(seat, Foe::Encounter(kind), false, events)
            }
            (Pending::Combat, Action::Attack) => self.combat_attack(seat, events),
            (Pending::Combat, Action::Flee) => {
                if let Some(combat) = self.combat {
                    self.start_evade(seat, combat.foe, true, events);
                }
            }
            (Pending::Combat, Action::Cast(card)) => self.cast(seat, card, events),
            (Pending::Combat, Action::UseCard(card)) => self.play_flute(seat, card, events),
            (Pending::Gate, Action::Close { fight }) => {
                let skill = if fight { Check::Fight } else { Check::Lore };
                let world = self.gate_here(seat).unwrap_or(0);
                let modifier = data::OTHER_WORLDS.get(usize::from(world)).map_or(0, |w| w.close_modifier);
                let need = self.close_difficulty(world);
                self.start_check(seat, skill, modifier, need, After::CloseGate, events);
            }
            (Pending::Gate, Action::Seal) => self.seal_with_sign(seat, events),
            (Pending::Gate | Pending::Special, Action::Pass) => {
                if let Place::Location(l) = self.players[usize::from(seat)].place
                    && self.gates[usize::from(l)].is_none()
                {
                    self.location_encounter(seat, l, events);
                }
            }
            (Pending::Special, Action::Special) => {
                let location = match self.players[usize::from(seat)].place {
                    Place::Location(l) => Some(l),
                    _ => None,
                };
                if location.is_some_and(|l| self.special_usable(seat, l)) {
                    self.use_special(seat);
                } else {
                    self.work_on_rumor(seat, events);
                }
            }
            (Pending::Choose(choice), action) => self.answer_choice(seat, choice, action, events),
            (Pending::Return, Action::PlaceAt(place)) => {
                let investigator = &mut self.players[usize::from(seat)];
                investigator.place = place;
                investigator.delayed = false;
                events.push(Event::Moved { seat, to: place });
            }
            _ => {}
        }
    }

    /// The Other World of the gate where a seat stands.
    pub(crate) fn gate_here(&self, seat: u8) -> Option<u8> {
        match self.players[usize::from(seat)].place {
            Place::Location(l) => self.gates[usize::from(l)],
            _ => None,
        }
    }

    /// Whether a monster kind has a printed ability.
    pub(crate) fn monster_has(&self, kind: u8, keyword: Keyword) -> bool {
        data::MONSTERS.get(usize::from(kind)).is_some_and(|m| m.abilities.contains(&keyword))
    }
}
