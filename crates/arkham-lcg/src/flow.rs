//! The round structure (Appendix II) on the kernel's resolution loop: when the stack is empty,
//! `Machine::advance` (in `resolve`) takes the next framework step from here.

use content::arkham_lcg::{Keyword, Trigger as When};

use crate::Event;
use crate::state::{Ctx, Frame, Inv, Pending, Phase, Source, State, Step, Task, Until};

impl State {
    /// The seats still in the scenario, in player order from the lead.
    pub(crate) fn in_order(&self) -> impl Iterator<Item = Inv> + '_ {
        let n = self.investigators.len() as u8;
        (0..n)
            .map(move |i| (self.lead + i) % n)
            .filter(move |&i| self.investigators[usize::from(i)].out.is_none())
    }

    /// The next seat after `seat` in player order still in the scenario (not wrapping past the
    /// lead), `None` after the last.
    fn next_in_order(&self, after: Option<Inv>) -> Option<Inv> {
        let order: Vec<Inv> = self.in_order().collect();
        match after {
            None => order.first().copied(),
            Some(seat) => {
                let n = self.investigators.len() as u8;
                let rank = |s: Inv| (s + n - self.lead) % n;
                order.into_iter().find(|&s| rank(s) > rank(seat))
            }
        }
    }

    fn rules_ctx(&self) -> Ctx {
        Ctx { inv: self.lead, source: Source::Rules, enemy: None, trait_: None }
    }

    pub(crate) fn next_step(&mut self, events: &mut Vec<Event>) {
        if self.in_order().next().is_none() && !matches!(self.step, Step::Ended | Step::Buy(_)) {
            self.no_resolution(events);
            return;
        }
        match self.step {
            Step::Mulligan(seat) => {
                self.step = match self.next_in_order(Some(seat)) {
                    Some(next) => Step::Mulligan(next),
                    None => {
                        self.setup_after_mulligans(events);
                        self.round = 1;
                        events.push(Event::Round(1));
                        Step::InvestigationBegin
                    }
                };
                if let Step::Mulligan(next) = self.step {
                    self.pending = Some(Pending::Mulligan(next));
                }
            }
            Step::MythosBegin => {
                self.phase = Phase::Mythos;
                events.push(Event::Phase(Phase::Mythos));
                self.step = Step::Doom;
                self.open_window(When::AfterPhaseBegins, self.rules_ctx(), events);
            }
            Step::Doom => {
                self.agenda_doom += 1;
                events.push(Event::Doom { total: self.doom_in_play() });
                self.step = match self.next_in_order(None) {
                    Some(first) => Step::Draw(first),
                    None => Step::MythosEnd,
                };
                self.check_agenda(events);
            }
            Step::Draw(seat) => {
                self.step = match self.next_in_order(Some(seat)) {
                    Some(next) => Step::Draw(next),
                    None => Step::MythosEnd,
                };
                if self.investigators[usize::from(seat)].out.is_none() {
                    self.frames.push(Frame::Task(Task::DrawEncounter(seat)));
                }
            }
            Step::MythosEnd => {
                // The Mythos window (after 1.4), then 1.5's "end of the Mythos phase".
                self.step = Step::InvestigationBegin;
                self.open_window(When::EndOfMythosPhase, self.rules_ctx(), events);
                self.frames.push(Frame::Task(Task::PlayerWindow));
            }
            Step::InvestigationBegin => {
                self.end_lasting(Until::Phase);
                self.phase = Phase::Investigation;
                events.push(Event::Phase(Phase::Investigation));
                for inv in &mut self.investigators {
                    inv.turn_taken = false;
                }
                self.step = Step::NextTurn;
                // The Investigation window (after 2.1), once "after the phase begins" resolved.
                self.frames.push(Frame::Task(Task::PlayerWindow));
                self.open_window(When::AfterPhaseBegins, self.rules_ctx(), events);
            }
            Step::NextTurn => {
                let waiting: Vec<Inv> =
                    self.in_order().filter(|&i| !self.investigators[usize::from(i)].turn_taken).collect();
                match waiting.as_slice() {
                    [] => {
                        self.step = Step::Hunters;
                        self.end_lasting(Until::Phase);
                        self.phase = Phase::Enemy;
                        events.push(Event::Phase(Phase::Enemy));
                        self.open_window(When::AfterPhaseBegins, self.rules_ctx(), events);
                    }
                    [only] => self.begin_turn(*only, events),
                    _ => {
                        let options =
                            waiting.iter().map(|&i| crate::action::Target::Investigator(i)).collect();
                        self.pending = Some(Pending::Pick {
                            inv: self.lead,
                            what: crate::state::PickFor::NextTurn,
                            options,
                        });
                    }
                }
            }
            Step::TurnWindow(seat) => {
                // The turn window (after 2.2, and again after each action): the others first,
                // then the active investigator's turn menu (which holds their own fast options).
                if self.investigators[usize::from(seat)].out.is_some() {
                    self.step = Step::TurnEnd(seat);
                } else {
                    self.step = Step::Turn(seat);
                    self.player_window(Some(seat));
                }
            }
            Step::Turn(seat) => {
                if self.investigators[usize::from(seat)].out.is_some() {
                    self.step = Step::TurnEnd(seat);
                } else {
                    self.pending = Some(Pending::Turn(seat));
                }
            }
            Step::TurnEnd(seat) => {
                self.active = None;
                self.end_lasting(Until::Turn);
                self.step = Step::NextTurn;
                let ctx = Ctx { inv: seat, source: Source::Investigator(seat), enemy: None, trait_: None };
                self.open_window(When::EndOfEachTurn, ctx, events);
                if self.investigators[usize::from(seat)].out.is_none() {
                    self.open_window(When::EndOfYourTurn, ctx, events);
                }
                events.push(Event::TurnEnds(seat));
            }
            Step::Hunters => {
                self.step = match self.next_in_order(None) {
                    Some(first) => Step::Attacks(first),
                    None => Step::EnemyEnd,
                };
                // The Hunters window (after 3.2), once every Hunter moved.
                self.frames.push(Frame::Task(Task::PlayerWindow));
                let hunters: Vec<_> = self
                    .enemies
                    .iter()
                    .filter(|e| {
                        !e.exhausted && e.engaged.is_none() && !e.blank && e.card.has_keyword(Keyword::Hunter)
                    })
                    .map(|e| e.id)
                    .collect();
                for id in hunters.into_iter().rev() {
                    self.frames.push(Frame::Task(Task::Hunt(id)));
                }
            }
            Step::Attacks(seat) => {
                self.step = match self.next_in_order(Some(seat)) {
                    Some(next) => Step::Attacks(next),
                    None => Step::EnemyEnd,
                };
                // The attack window after this investigator's attacks (3.3's "return to the
                // previous player window", and after the last one the window before 3.4). An
                // investigator no enemy attacks changes nothing since the window before: no new
                // window is opened for them.
                if self.enemies.iter().any(|e| !e.exhausted && self.engaged_with(e, seat)) {
                    self.frames.push(Frame::Task(Task::PlayerWindow));
                }
                self.enemy_phase_attacks(seat, events);
            }
            Step::EnemyEnd => {
                self.step = Step::UpkeepBegin;
                self.open_window(When::EndOfEnemyPhase, self.rules_ctx(), events);
            }
            Step::UpkeepBegin => {
                self.end_lasting(Until::Phase);
                self.phase = Phase::Upkeep;
                events.push(Event::Phase(Phase::Upkeep));
                self.step = Step::Refresh;
                // The Upkeep window (after 4.1), once "after the phase begins" resolved.
                self.frames.push(Frame::Task(Task::PlayerWindow));
                self.open_window(When::AfterPhaseBegins, self.rules_ctx(), events);
            }
            Step::Refresh => {
                self.upkeep(events);
                self.step = match self.next_in_order(None) {
                    Some(first) => Step::HandSize(first),
                    None => Step::RoundEnd,
                };
            }
            Step::HandSize(seat) => {
                self.step = match self.next_in_order(Some(seat)) {
                    Some(next) => Step::HandSize(next),
                    None => Step::RoundEnd,
                };
                if self.discardable_over_hand_size(seat) > 0 {
                    self.pending = Some(Pending::HandSize(seat));
                }
            }
            Step::RoundEnd => {
                self.end_lasting(Until::Phase);
                self.step = Step::MythosBegin;
                self.round += 1;
                self.used.end_round();
                for inv in &mut self.investigators {
                    inv.first_mfe_done = false;
                }
                self.end_lasting(Until::Round);
                events.push(Event::Round(self.round));
                self.open_window(When::EndOfRound, self.rules_ctx(), events);
                self.open_window(When::WhenRoundEnds, self.rules_ctx(), events);
                if self.round > crate::ROUND_LIMIT {
                    self.no_resolution(events);
                }
            }
            Step::Buy(seat) => {
                self.pending = Some(Pending::Buy(seat));
            }
            Step::Ended => {}
        }
    }

    /// 2.2: `seat`'s turn begins.
    pub(crate) fn begin_turn(&mut self, seat: Inv, events: &mut Vec<Event>) {
        self.active = Some(seat);
        let extra = self.additional_actions(seat);
        let inv = &mut self.investigators[usize::from(seat)];
        inv.turn_taken = true;
        inv.actions = 3;
        inv.trait_actions = extra;
        self.step = Step::TurnWindow(seat);
        events.push(Event::TurnBegins(seat));
        let ctx = Ctx { inv: seat, source: Source::Investigator(seat), enemy: None, trait_: None };
        self.open_window(When::AfterYourTurnBegins, ctx, events);
    }

    /// 4.2–4.4.
    fn upkeep(&mut self, events: &mut Vec<Event>) {
        for inv in &mut self.investigators {
            for asset in &mut inv.assets {
                asset.exhausted = false;
            }
        }
        for enemy in &mut self.enemies {
            enemy.exhausted = false;
            enemy.blank = false;
        }
        // 4.4: each investigator draws 1 card, then (after every draw) gains 1 resource.
        self.frames.push(Frame::Task(Task::UpkeepResources));
        let order: Vec<Inv> = self.in_order().collect();
        for &seat in order.iter().rev() {
            self.frames.push(Frame::Task(Task::Draw(seat, 1)));
        }
        events.push(Event::Upkeep);
        // Enemies that readied at an investigator's location engage.
        let ids: Vec<_> = self.enemies.iter().map(|e| e.id).collect();
        for id in ids {
            self.auto_engage(id, events);
        }
    }

    /// Cards above the hand size that may be discarded.
    pub(crate) fn discardable_over_hand_size(&self, seat: Inv) -> usize {
        let hand = &self.investigators[usize::from(seat)].hand;
        let over = hand.len().saturating_sub(crate::HAND_SIZE);
        let discardable = hand.iter().filter(|c| !c.is_weakness()).count();
        over.min(discardable)
    }

    /// Ends lasting effects that last until `until` (and the shorter ones).
    pub(crate) fn end_lasting(&mut self, until: Until) {
        let rank = |u: Until| match u {
            Until::Test => 0,
            Until::Turn => 1,
            Until::Phase => 2,
            Until::Round => 3,
        };
        self.lasting.retain(|l| rank(l.until) > rank(until));
        match until {
            Until::Test => self.used.end_test(),
            Until::Turn => self.used.end_turn(),
            Until::Phase => self.used.end_phase(),
            Until::Round => self.used.end_round(),
        }
        if matches!(until, Until::Phase | Until::Round) {
            for enemy in &mut self.enemies {
                enemy.blank = false;
            }
        }
    }

    /// The scenario ended with no resolution reached (every investigator gone, or the round
    /// limit).
    pub(crate) fn no_resolution(&mut self, events: &mut Vec<Event>) {
        self.resolve_scenario(0, false, events);
    }
}
