//! How a scenario ends: resolutions, experience and trauma, and the campaign's outcome.

use content::arkham_lcg::{self as data, Outcome, Who};

use crate::card::CardRef;
use crate::setup::dead;
use crate::state::{Inv, Phase, State, Step};
use crate::{Ending, Event};

impl State {
    /// The scenario ends with resolution `n` (0: none reached); `from_act` when the act reached it.
    pub(crate) fn resolve_scenario(&mut self, n: u8, from_act: bool, events: &mut Vec<Event>) {
        if self.ending.is_some() || self.resolution.is_some() {
            return;
        }
        let scenario = self.scenario_def();
        self.resolution = Some(n);
        events.push(Event::Resolution(n));
        let mut def = scenario.resolutions.iter().find(|r| r.number == n);
        if let Some(same) = def.and_then(|d| d.same_as) {
            def = scenario.resolutions.iter().find(|r| r.number == same).or(def);
        }
        let order: Vec<Inv> = (0..self.investigators.len() as Inv).collect();
        for seat in order.iter().copied() {
            if self.investigators[usize::from(seat)].out.is_none() {
                crate::hooks::game_ends_for(self, seat, events);
            }
        }
        // Revealed locations with victory and no clues join the victory display.
        for l in &self.locations {
            if l.in_play
                && l.revealed
                && l.clues == 0
                && l.card.location().is_some_and(|d| d.victory.is_some())
            {
                self.victory.push(l.card);
            }
        }
        let vp: u8 = self
            .victory
            .iter()
            .map(|c| {
                c.location()
                    .and_then(|l| l.victory)
                    .or_else(|| c.enemy().and_then(|e| e.victory))
                    .unwrap_or(0)
            })
            .sum();
        let mut won = from_act;
        if let Some(def) = def {
            if let Some(hook) = def.hook {
                let ctx = crate::state::Ctx {
                    inv: self.lead,
                    source: crate::state::Source::Scenario,
                    enemy: None,
                    trait_: None,
                };
                self.hook(hook, ctx, events);
            }
            for entry in def.record {
                self.log.push((entry, false));
            }
            for entry in def.cross_out {
                for (e, crossed) in self.log.iter_mut() {
                    if e == entry {
                        *crossed = true;
                    }
                }
            }
            let lead = self.lead;
            for seat in order.iter().copied() {
                let who = |w: Who| match w {
                    Who::Each | Who::NotResigned => true,
                    Who::Lead | Who::ChosenIfLeadKilled => seat == lead,
                };
                let inv = &mut self.investigators[usize::from(seat)];
                if who(def.trauma.who) {
                    inv.trauma.0 += def.trauma.physical;
                    inv.trauma.1 += def.trauma.mental;
                }
                if def.killed {
                    inv.trauma.0 = inv.trauma.0.max(data::INVESTIGATORS[usize::from(inv.def)].health);
                }
                let bonus = def.xp_bonus + if seat == lead { def.lead_xp_bonus } else { 0 };
                inv.xp =
                    inv.xp.saturating_add(vp + bonus).saturating_sub(std::mem::take(&mut inv.xp_penalty));
                if who(def.earn_who) {
                    for code in def.earn {
                        if let Some(card) = CardRef::from_code(code) {
                            inv.deck_list.push(card);
                        }
                    }
                }
                for code in def.remove {
                    inv.deck_list.retain(|c| c.code() != *code);
                }
            }
            won = match def.outcome {
                Outcome::Win => true,
                Outcome::Lose => false,
                Outcome::Survive => false,
                Outcome::Continue => from_act,
            };
        }
        self.played.push((self.scenario, n));
        let last = usize::from(self.scenario) + 1 >= data::SCENARIOS.len();
        let all_dead =
            self.investigators.iter().all(|inv| dead(inv, &data::INVESTIGATORS[usize::from(inv.def)]));
        if !self.campaign || last || all_dead {
            let ending = if self.campaign {
                Ending::Campaign { won: won && !all_dead, resolution: n }
            } else {
                Ending::Scenario { won, resolution: n }
            };
            self.finish(ending, events);
            return;
        }
        self.frames.clear();
        self.pending = None;
        self.phase = Phase::Interlude;
        let first = (0..self.investigators.len() as Inv)
            .find(|&s| !dead(&self.investigators[usize::from(s)], self.investigator_def(s)))
            .unwrap_or(0);
        self.step = Step::Buy(first);
    }

    /// The game ends.
    pub(crate) fn finish(&mut self, ending: Ending, events: &mut Vec<Event>) {
        self.ending = Some(ending);
        self.phase = Phase::Over;
        self.step = Step::Ended;
        self.pending = None;
        self.frames.clear();
        events.push(Event::GameOver(ending));
    }
}

/// The outcome once the game is over: won or lost, with the resolution reached.
pub(crate) fn outcome(state: &State) -> Option<tabletop_core::Outcome> {
    let ending = state.ending?;
    let (won, reason) = match ending {
        Ending::Scenario { won, resolution } => (won, format!("resolution {resolution}")),
        Ending::Campaign { won, resolution } => (won, format!("campaign, last resolution {resolution}")),
        Ending::Stuck => (false, "stuck".to_owned()),
    };
    Some(tabletop_core::Outcome::Coop { won, reason })
}
