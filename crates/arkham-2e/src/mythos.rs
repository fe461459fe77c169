//! The Mythos phase: gates and monsters, Clues, monster movement, Mythos abilities; terror,
//! doom, the Ancient One's awakening and the final battle.

use content::arkham_2e::{self as data, Area, Hook, Movement, MythosKind};
use tabletop_core::board::PieceId;

use crate::action::Event;
use crate::board::{Map, Place, index_of};
use crate::state::{After, Combat, Ending, Foe, Monster, Pending, Phase, State};

impl State {
    /// Phase V: the first player draws and resolves a Mythos card.
    pub(crate) fn mythos_phase(&mut self, events: &mut Vec<Event>) {
        match self.stage {
            0 => {
                self.stage = 1;
                if self.great_ritual {
                    // The Great Ritual failed: the first card opens its gate and nothing else.
                    self.draw_mythos_gate_only(events);
                }
            }
            1 => {
                self.stage = 2;
                if self.phase == Phase::Mythos {
                    self.draw_mythos(events);
                }
            }
            2 => {
                self.stage = 3;
                self.end_of_mythos(events);
            }
            _ => self.end_round(events),
        }
    }

    /// Draws the top Mythos card and resolves it (at setup, Rumors are put back and redrawn).
    pub(crate) fn draw_mythos(&mut self, events: &mut Vec<Event>) {
        let setup = self.phase == Phase::Setup;
        let mut card = None;
        for _ in 0..self.mythos.len() {
            let Some(drawn) = self.mythos.draw() else { break };
            if setup && data::MYTHOS[usize::from(drawn)].kind == MythosKind::Rumor {
                self.mythos.put_bottom(drawn);
                continue;
            }
            card = Some(drawn);
            break;
        }
        let Some(card) = card else { return };
        let def = &data::MYTHOS[usize::from(card)];
        events.push(Event::Mythos(card));
        // 1. Gate and monster, or a monster surge.
        if let Some(location) = def.gate.and_then(|id| index_of(data::LOCATIONS, id, |l| l.id)) {
            if !self.may_appear_at(location) {
                // An Elder Sign (or Kate Winthrop's flux stabilizer): nothing appears.
            } else if self.gates[usize::from(location)].is_some() {
                self.surge(location, events);
            } else {
                self.open_gate(location, events);
            }
        }
        if self.phase == Phase::Battle || self.phase == Phase::Over {
            self.mythos.put_bottom(card);
            return;
        }
        // 2. A Clue.
        if let Some(location) = def.clue.and_then(|id| index_of(data::LOCATIONS, id, |l| l.id))
            && self.gates[usize::from(location)].is_none()
        {
            // [DECISION] When investigators are there, the first of them in turn order takes it.
            let here = (0..self.player_count())
                .map(|i| (self.first + i) % self.player_count())
                .find(|&s| self.players[usize::from(s)].place == Place::Location(location));
            match here {
                Some(seat) => self.change(seat, crate::action::StatKind::Clues, 1, events),
                None => self.clues[usize::from(location)] += 1,
            }
        }
        // 3. Monster movement.
        self.move_monsters(def.white, def.black, events);
        // 4. The card's ability.
        let first = self.first;
        match def.kind {
            MythosKind::Headline | MythosKind::Special => {
                self.mythos.put_bottom(card);
            }
            MythosKind::Weather if self.ancient_one().power == Hook::IthaquaPower => {
                // Ithaqua's Icy Winds: Weather is discarded without effect.
                self.mythos.put_bottom(card);
                return;
            }
            MythosKind::Weather | MythosKind::Urban | MythosKind::Mystic => {
                if let Some(old) = self.environment.replace(card) {
                    self.mythos.put_bottom(old);
                }
                self.return_kept_out();
            }
            MythosKind::Rumor => {
                if self.rumor.is_none() {
                    self.rumor = Some(card);
                    self.rumor_enters();
                } else {
                    self.mythos.put_bottom(card);
                    return;
                }
            }
        }
        self.push_effects(first, def.effects, None);
        if let Some(hook) =
            def.rule.filter(|_| matches!(def.kind, MythosKind::Headline | MythosKind::Special))
        {
            self.hook(first, hook, None, events);
        }
    }

    /// Draws a Mythos card and resolves only its gate opening (or surge), then discards it.
    fn draw_mythos_gate_only(&mut self, events: &mut Vec<Event>) {
        let Some(card) = self.mythos.draw() else { return };
        events.push(Event::Mythos(card));
        let def = &data::MYTHOS[usize::from(card)];
        if let Some(location) = def.gate.and_then(|id| index_of(data::LOCATIONS, id, |l| l.id)) {
            if !self.may_appear_at(location) {
            } else if self.gates[usize::from(location)].is_some() {
                self.surge(location, events);
            } else {
                self.open_gate(location, events);
            }
        }
        self.mythos.put_bottom(card);
    }

    /// A gate opens at a location: a Doom token, the gate, its monsters, investigators there
    /// drawn through and delayed. Any of the awakening conditions stops it.
    pub(crate) fn open_gate(&mut self, location: u8, events: &mut Vec<Event>) {
        if !self.may_appear_at(location) || self.gates[usize::from(location)].is_some() {
            return;
        }
        self.add_doom(events);
        if self.phase == Phase::Battle || self.phase == Phase::Over {
            return;
        }
        let Some(world) = self.gate_stack.draw() else {
            self.awaken(events);
            return;
        };
        self.gates[usize::from(location)] = Some(world);
        self.clues[usize::from(location)] = 0;
        events.push(Event::GateOpened { location, world });
        let open = self.gates.iter().filter(|g| g.is_some()).count();
        let limit = match self.player_count() {
            1 | 2 => 8,
            3 | 4 => 7,
            5 | 6 => 6,
            _ => 5,
        };
        if open >= limit {
            self.awaken(events);
            return;
        }
        let count = if self.player_count() > 4 { 2 } else { 1 };
        for _ in 0..count {
            self.spawn_monster(Place::Location(location), events);
            if self.phase == Phase::Battle || self.phase == Phase::Over {
                return;
            }
        }
        for seat in 0..self.player_count() {
            if self.players[usize::from(seat)].place == Place::Location(location) {
                self.draw_through(seat, world, true, events);
            }
        }
    }

    /// A monster surge: max(players, open gates) monsters, spread as evenly as possible over the
    /// open gates, starting at the surge's location.
    fn surge(&mut self, location: u8, events: &mut Vec<Event>) {
        events.push(Event::Surge);
        let mut gates: Vec<u8> = self.open_gates().map(|(l, _)| l).collect();
        if let Some(at) = gates.iter().position(|&l| l == location) {
            gates.rotate_left(at);
        }
        let count = usize::from(self.player_count()).max(gates.len());
        for i in 0..count {
            let Some(&at) = gates.get(i % gates.len().max(1)) else { return };
            self.spawn_monster(Place::Location(at), events);
            if self.phase == Phase::Battle || self.phase == Phase::Over {
                return;
            }
        }
    }

    /// Draws a monster from the cup and places it (in the Outskirts over the limit); an empty
    /// cup awakens the Ancient One.
    pub(crate) fn spawn_monster(&mut self, place: Place, events: &mut Vec<Event>) {
        if let Place::Location(l) = place
            && !self.may_appear_at(l)
        {
            return;
        }
        let Some(kind) = self.draw_from_cup() else {
            self.awaken(events);
            return;
        };
        self.place_monster(kind, place, events);
    }

    fn place_monster(&mut self, kind: u8, place: Place, events: &mut Vec<Event>) {
        let over = self.monster_limit().is_some_and(|limit| self.monsters_in_arkham() >= limit);
        let place = if over && place.counts_for_limit() { Place::Outskirts } else { place };
        self.monsters.insert(Monster { kind, place });
        events.push(Event::MonsterAppeared { kind, place });
        if place == Place::Outskirts {
            let capacity = 8usize.saturating_sub(usize::from(self.player_count()));
            if self.monsters_in_outskirts() > capacity {
                let mut back = Vec::new();
                self.monsters.retain(|m| {
                    let out = m.place == Place::Outskirts;
                    if out {
                        back.push(m.kind);
                    }
                    !out
                });
                for kind in back {
                    self.cup.put(kind);
                }
                self.raise_terror(1, events);
            }
        }
        self.check_monster_awakening(events);
    }

    fn check_monster_awakening(&mut self, events: &mut Vec<Event>) {
        if self.terror >= 10 && self.monsters.len() >= 2 * (usize::from(self.player_count()) + 3) {
            self.awaken(events);
        }
    }

    /// Monsters whose symbol is on the card move: along the white or black arrow (normal, fast),
    /// toward investigators (flying), or not at all (stationary). A monster never leaves an area
    /// with an investigator.
    pub(crate) fn move_monsters(
        &mut self,
        white: &[data::Dimension],
        black: &[data::Dimension],
        events: &mut Vec<Event>,
    ) {
        let map = Map::get();
        let ids: Vec<PieceId> = self.monsters.with_ids().map(|(id, _)| id).collect();
        for id in ids {
            let Some(monster) = self.monsters.get(id).copied() else { continue };
            let def = &data::MONSTERS[usize::from(monster.kind)];
            let movement = self.monster_stats(monster.kind).movement;
            let is_white = white.contains(&def.dimension);
            let is_black = black.contains(&def.dimension);
            if !(is_white || is_black) || !monster.place.counts_for_limit() {
                continue;
            }
            let occupied =
                |state: &State, place: Place| state.players.iter().any(|p| p.place == place && !p.out);
            let to = match movement {
                Movement::Stationary => None,
                Movement::Special if def.rule == Some(Hook::Chthonian) => {
                    // Instead of moving: on a 4-6 every investigator in Arkham loses 1 Stamina.
                    if self.rng.roll(6) >= 4 {
                        for s in 0..self.player_count() {
                            if self.players[usize::from(s)].place.in_arkham()
                                && !self.players[usize::from(s)].out
                            {
                                self.change(s, crate::action::StatKind::Stamina, -1, events);
                            }
                        }
                    }
                    None
                }
                Movement::Special if def.rule == Some(Hook::HoundOfTindalos) => {
                    self.hound_target(monster.place)
                }
                Movement::Normal | Movement::Special => {
                    if occupied(self, monster.place) {
                        None
                    } else {
                        map.arrow(monster.place, is_black)
                    }
                }
                Movement::Fast => {
                    if occupied(self, monster.place) {
                        None
                    } else {
                        map.arrow(monster.place, is_black).map(|first| {
                            if occupied(self, first) {
                                first
                            } else {
                                map.arrow(first, is_black).unwrap_or(first)
                            }
                        })
                    }
                }
                Movement::Flying => self.flying_target(monster.place),
            };
            if let Some(to) = to.filter(|&to| to != monster.place)
                && !matches!(to, Place::Location(l) if self.closed_now(l))
            {
                if let Some(m) = self.monsters.get_mut(id) {
                    m.place = to;
                }
                events.push(Event::MonsterMoved { kind: monster.kind, to });
            }
        }
    }

    /// Where the Hound of Tindalos goes: straight to the nearest investigator in a location of
    /// Arkham other than the Hospital or the Asylum (ties: the first in turn order); it stays when
    /// there is none or it is with an investigator already.
    fn hound_target(&self, from: Place) -> Option<Place> {
        let map = Map::get();
        if self.players.iter().any(|p| p.place == from && !p.out) {
            return None;
        }
        let origin = from.node()?;
        self.seats_from_first()
            .into_iter()
            .filter_map(|s| match self.players[usize::from(s)].place {
                Place::Location(l) if l != map.named.hospital && l != map.named.asylum => {
                    map.graph.distance(origin, l).map(|d| (d, l))
                }
                _ => None,
            })
            .min_by_key(|&(d, _)| d)
            .map(|(_, l)| Place::Location(l))
    }

    /// Where a flying monster goes: stays with an investigator; else to an adjacent street with
    /// the lowest-Sneak investigator; else to the Sky (from the Sky, to any street with one).
    fn flying_target(&self, from: Place) -> Option<Place> {
        let map = Map::get();
        let here = |place: Place| self.players.iter().filter(move |p| p.place == place && !p.out);
        if from != Place::Sky && here(from).next().is_some() {
            return None;
        }
        let candidates: Vec<Place> = if from == Place::Sky {
            (0..data::NEIGHBOURHOODS.len() as u8).map(Place::Street).collect()
        } else {
            map.adjacent(from).filter(|p| matches!(p, Place::Street(_))).collect()
        };
        let best = candidates
            .into_iter()
            .filter_map(|place| {
                here(place)
                    .map(|p| p.skill(content::arkham_2e::Check::Sneak))
                    .min()
                    .map(|sneak| (sneak, place))
            })
            .min_by_key(|&(sneak, place)| (sneak, place));
        match best {
            Some((_, place)) => Some(place),
            None if from == Place::Sky => None,
            None => Some(Place::Sky),
        }
    }

    /// Monsters go back to the cup (an effect): in a neighbourhood and area, of some kinds.
    pub(crate) fn return_monsters(
        &mut self,
        neighbourhood: Option<&'static str>,
        area: Area,
        kinds: &'static [&'static str],
        terror: bool,
        events: &mut Vec<Event>,
    ) {
        let map = Map::get();
        let nb = neighbourhood.and_then(|id| index_of(data::NEIGHBOURHOODS, id, |n| n.id));
        let mut back = Vec::new();
        self.monsters.retain(|m| {
            let in_area = match area {
                Area::Any => {
                    m.place.in_arkham() || nb.is_none() && matches!(m.place, Place::Sky | Place::Outskirts)
                }
                Area::Streets => matches!(m.place, Place::Street(_)),
                Area::Locations => matches!(m.place, Place::Location(_)),
                Area::SkyAndOutskirts => matches!(m.place, Place::Sky | Place::Outskirts),
            };
            let in_nb = nb.is_none_or(|n| map.street_of(m.place) == Some(n));
            let kind_ok = kinds.is_empty() || kinds.contains(&data::MONSTERS[usize::from(m.kind)].id);
            let goes = in_area && in_nb && kind_ok;
            if goes {
                back.push(m.kind);
            }
            !goes
        });
        let any = !back.is_empty();
        for kind in back {
            self.cup.put(kind);
        }
        if terror && any {
            self.raise_terror(1, events);
        }
    }

    /// The terror level rises: an Ally leaves the deck for each step; shops close at their
    /// levels; above 10 each step is a Doom token instead.
    pub(crate) fn raise_terror(&mut self, steps: u8, events: &mut Vec<Event>) {
        if self.in_play(Hook::HappyDaysAreHereAgain) {
            return;
        }
        for _ in 0..steps {
            if self.terror >= 10 {
                self.add_doom(events);
                continue;
            }
            self.terror += 1;
            events.push(Event::Terror(self.terror));
            let allies = &mut self.decks[4];
            if !allies.is_empty() {
                let at = self.rng.index(allies.len());
                allies.remove_at(at);
            }
            for (i, location) in data::LOCATIONS.iter().enumerate() {
                if location.closes_at_terror == Some(self.terror) {
                    self.close_location(i as u8, events);
                }
            }
        }
    }

    /// Closes a location for good: its investigators and monsters go to its street.
    pub(crate) fn close_location(&mut self, location: u8, events: &mut Vec<Event>) {
        self.closed |= 1 << location;
        let Some(street) = Map::get().street_of(Place::Location(location)) else { return };
        for seat in 0..self.player_count() {
            if self.players[usize::from(seat)].place == Place::Location(location) {
                self.move_to(seat, Place::Street(street), events);
            }
        }
        for monster in self.monsters.iter_mut() {
            if monster.place == Place::Location(location) {
                monster.place = Place::Street(street);
            }
        }
    }

    /// A Doom token on the track; a full track awakens the Ancient One.
    pub(crate) fn add_doom(&mut self, events: &mut Vec<Event>) {
        if matches!(self.phase, Phase::Battle | Phase::Over) {
            return;
        }
        self.doom = (self.doom + 1).min(self.ancient_one().doom);
        events.push(Event::Doom(self.doom));
        if self.doom >= self.ancient_one().doom {
            self.awaken(events);
        }
    }

    /// The Ancient One awakens: the doom track fills, the Lost are devoured, the Environment and
    /// Rumor are discarded, and the final battle begins (Azathoth ends the game).
    pub(crate) fn awaken(&mut self, events: &mut Vec<Event>) {
        if matches!(self.phase, Phase::Battle | Phase::Over) {
            return;
        }
        events.push(Event::Awakens);
        if self.ancient_one().power == Hook::CthulhuPower {
            for investigator in &mut self.players {
                investigator.max_sanity += 1;
                investigator.max_stamina += 1;
            }
        }
        self.frames.clear();
        self.pending = None;
        self.combat = None;
        self.doom = self.ancient_one().doom;
        self.phase = Phase::Battle;
        self.turn = 0;
        self.stage = 0;
        self.battle_round = 1;
        if let Some(card) = self.environment.take() {
            self.mythos.put_bottom(card);
        }
        if let Some(card) = self.rumor.take() {
            self.mythos.put_bottom(card);
        }
        for seat in 0..self.player_count() {
            if self.players[usize::from(seat)].place == Place::Lost {
                self.devour(seat, events);
            }
        }
        self.discard_on_awakening(events);
        // Azathoth's awakening ends the game (its sheet).
        if self.ancient_one().id.ends_with("/azathoth") {
            self.finish(Ending::Destroyed, events);
            return;
        }
        if let Some(hook) = self.ancient_one().start_of_battle {
            let first = self.first;
            self.hook(first, hook, None, events);
        }
    }

    /// The nearest open gate's Other World from a seat (fewest steps; ties by location order).
    pub(crate) fn nearest_gate_world(&self, seat: u8) -> Option<u8> {
        let map = Map::get();
        let from = self.players[usize::from(seat)].place.node()?;
        self.open_gates()
            .filter_map(|(l, w)| map.graph.distance(from, l).map(|d| (d, l, w)))
            .min()
            .map(|(_, _, w)| w)
    }

    // ----- The final battle -----

    /// The Ancient One's combat rating.
    pub(crate) fn ancient_combat(&self) -> i8 {
        match self.ancient_one().combat {
            Some(rating) => rating,
            // [DECISION] Hastur's rating is minus the terror level (its sheet's rule).
            None => -(self.terror as i8),
        }
    }

    /// One step of the final battle: Upkeep for each investigator, then each attacks, then the
    /// Ancient One attacks each. `stage` holds the part (high bits) and the step within an
    /// investigator's turn (low bits).
    pub(crate) fn battle_turn(&mut self, events: &mut Vec<Event>) {
        let players = self.player_count();
        let part = self.stage >> 4;
        let sub = self.stage & 15;
        if self.turn >= players {
            self.turn = 0;
            self.stage = match part {
                0 => {
                    // The first player marker passes left after the battle's Upkeep.
                    self.first = (self.first + 1) % players.max(1);
                    1 << 4
                }
                1 => 2 << 4,
                _ => {
                    // Cthulhu: after his attack a Doom token goes back on his track.
                    if self.ancient_one().attack_rule == Some(Hook::CthulhuAttack) {
                        self.doom = (self.doom + 1).min(self.ancient_one().doom);
                        events.push(Event::Doom(self.doom));
                    }
                    self.battle_round = self.battle_round.saturating_add(1);
                    if self.battle_round > 100 {
                        self.finish(Ending::Devoured, events);
                    }
                    0
                }
            };
            return;
        }
        let seat = self.turn_seat();
        if self.players[usize::from(seat)].out {
            self.turn += 1;
            self.stage = part << 4;
            return;
        }
        self.stage += 1;
        match (part, sub) {
            (0, 0) => self.refresh_and_upkeep(seat, events),
            (0, 1) => self.ask(seat, Pending::Sliders),
            // The battle's Upkeep ends with trading, as if everyone stood together.
            (0, 2) => {
                if self.can_trade(seat) {
                    self.ask(seat, Pending::Trade);
                }
            }
            (1, 0) => {
                self.combat = Some(Combat {
                    seat,
                    foe: Foe::Ancient,
                    kind: 0,
                    cast: 0,
                    hands_used: 0,
                    rounds: 0,
                    enchanted: 0,
                    red_sign: false,
                });
                self.ask(seat, Pending::Combat);
            }
            (1, 1) => self.combat = None,
            (2, 0) => self.ancient_attack_turn(seat, events),
            _ => {
                self.turn += 1;
                self.stage = part << 4;
            }
        }
    }

    /// The Ancient One's attack against a seat: its check, or its rule.
    pub(crate) fn ancient_attack(&mut self, seat: u8, events: &mut Vec<Event>) {
        if let Some(attack) = self.ancient_one().attack {
            let modifier = attack.modifier - (attack.step as i8) * (self.battle_round as i8 - 1);
            self.start_check(seat, attack.check, modifier, 1, After::AncientAttack, events);
        } else if let Some(hook) = self.ancient_one().attack_rule {
            self.hook(seat, hook, None, events);
        }
    }

    /// Successes against the Ancient One: every `players` of them remove a Doom token.
    pub(crate) fn battle_hits(&mut self, successes: u8, events: &mut Vec<Event>) {
        self.battle_successes = self.battle_successes.saturating_add(successes);
        let per = self.player_count().max(1);
        while self.battle_successes >= per && self.doom > 0 {
            self.battle_successes -= per;
            self.doom -= 1;
            events.push(Event::Doom(self.doom));
        }
        if self.doom == 0 {
            self.finish(Ending::Defeated, events);
        }
    }
}
