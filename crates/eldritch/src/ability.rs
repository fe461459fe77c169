//! The investigators' sheet Actions (by `InvestigatorAction` from the content) and passives (by
//! investigator id): what they allow and what they do.

use content::eldritch::{self as data, Ability, InvestigatorAction, LocationKind, PathKind, Skill, Trait};

use tabletop_core::legal::{Sink, SinkExt};

use crate::action::{Action, Event};
use crate::rules::{adjacent, gate_location};
use crate::state::{Pending, State};

/// An investigator's sheet id.
fn sheet(state: &State, seat: u8) -> &'static str {
    state.inv(seat).def().id
}

impl State {
    /// Whether `seat` is this investigator (by id) and still playing.
    pub(crate) fn is(&self, seat: u8, id: &str) -> bool {
        self.active(seat) && sheet(self, seat) == id
    }

    /// Active investigators on `location` who are `id`.
    fn present(&self, id: &str, location: u8) -> bool {
        (0..self.players()).any(|s| self.is(s, id) && self.inv(s).location == location)
    }

    /// Mark Harrigan: "You cannot become Delayed or gain a Detained Condition unless you choose
    /// to." No effect offers him the choice here, so he never is.
    pub(crate) fn immune_to_restraint(&self, seat: u8) -> bool {
        self.is(seat, "mark-harrigan")
    }

    /// Extra dice of a test by `seat` from other investigators' passives.
    pub(crate) fn passive_dice(&mut self, seat: u8, combat: bool) -> i16 {
        let here = self.inv(seat).location;
        let kind = data::LOCATIONS[usize::from(here)].kind;
        let mut extra = 0;
        // Jim Culver: investigators on his space roll 1 additional die in Combat Encounters.
        if combat && self.present("jim-culver", here) {
            extra += 1;
        }
        // Leo Anderson on a Wilderness space, Silas Marsh on a Sea space: +1 die on every test.
        if kind == LocationKind::Wilderness && self.present("leo-anderson", here) {
            extra += 1;
        }
        if kind == LocationKind::Sea && self.present("silas-marsh", here) {
            extra += 1;
        }
        // Lola Hayes: once per round, an investigator on her space may roll 1 additional die
        // (used on the first test there each round).
        if let Some(lola) =
            (0..self.players()).find(|&s| self.is(s, "lola-hayes") && self.inv(s).location == here)
        {
            let bit = 1u32 << self.inv(lola).def;
            if self.passive_used & bit == 0 {
                self.passive_used |= bit;
                extra += 1;
            }
        }
        extra
    }

    /// Trish Scarborough: a Clue reroll by an investigator on her space rerolls up to 2 dice.
    pub(crate) fn dice_per_clue(&self, seat: u8) -> usize {
        if self.present("trish-scarborough", self.inv(seat).location) { 2 } else { 1 }
    }

    /// Norman Withers may spend 1 Sanity in place of 1 Clue (once per round, not his last).
    pub(crate) fn sanity_for_clue(&self, seat: u8) -> bool {
        self.is(seat, "norman-withers")
            && self.passive_used & (1 << self.inv(seat).def) == 0
            && self.inv(seat).sanity > 1
    }

    /// Whether `seat` can pay `clues` Clues (Norman Withers: one of them may be 1 Sanity).
    pub(crate) fn can_pay_clues(&self, seat: u8, clues: u8) -> bool {
        let held = self.inv(seat).clues.len();
        held >= usize::from(clues) || (held + 1 >= usize::from(clues) && self.sanity_for_clue(seat))
    }

    /// Pays `clues` Clues, Norman Withers's Sanity standing in for a missing one.
    pub(crate) fn pay_clues(&mut self, seat: u8, clues: u8, events: &mut Vec<Event>) {
        for _ in 0..clues {
            if !self.spend_clue(seat) && self.sanity_for_clue(seat) {
                self.use_sanity_for_clue(seat, events);
            }
        }
    }

    /// The Silver Key (once per round, "spend 1 fewer Clue to pay the cost of an effect"): the
    /// card's code, when `seat` holds it unused this round.
    pub(crate) fn clue_discount(&self, seat: u8) -> Option<u16> {
        self.abilities(seat)
            .find(|&(code, a)| {
                matches!(a, Ability::ClueDiscount) && !self.inv(seat).used_cards.contains(&code)
            })
            .map(|(code, _)| code)
    }

    /// Whether `seat` can pay a cost of `clues` Clues (after The Silver Key's discount).
    pub(crate) fn can_pay_clue_cost(&self, seat: u8, clues: u8) -> bool {
        let discount = u8::from(clues > 0 && self.clue_discount(seat).is_some());
        self.can_pay_clues(seat, clues - discount)
    }

    /// Pays a cost of `clues` Clues; The Silver Key takes 1 off when it can (its holder always
    /// uses it on the first such cost of the round).
    pub(crate) fn pay_clue_cost(&mut self, seat: u8, clues: u8, events: &mut Vec<Event>) {
        let mut clues = clues;
        if clues > 0
            && let Some(code) = self.clue_discount(seat)
        {
            self.inv_mut(seat).used_cards.push(code);
            clues -= 1;
            events.push(Event::Note(crate::Note::SilverKey));
        }
        self.pay_clues(seat, clues, events);
    }

    /// Uses Norman's passive: 1 Sanity in place of a Clue.
    pub(crate) fn use_sanity_for_clue(&mut self, seat: u8, events: &mut Vec<Event>) {
        self.passive_used |= 1 << self.inv(seat).def;
        self.lose(seat, 0, 1, events);
    }

    /// Jacqueline Fine: once per round, when another investigator gains a non-Common Condition,
    /// she gains 1 Clue.
    pub(crate) fn condition_gained(&mut self, seat: u8, card: u8, events: &mut Vec<Event>) {
        if data::CONDITIONS[usize::from(card)].traits.contains(&Trait::Common) {
            return;
        }
        if let Some(jacqueline) = (0..self.players()).find(|&s| s != seat && self.is(s, "jacqueline-fine")) {
            let bit = 1u32 << self.inv(jacqueline).def;
            if self.passive_used & bit == 0 {
                self.passive_used |= bit;
                self.gain_clues(jacqueline, 1, events);
            }
        }
    }

    /// Akachi Onyele closed a Gate: she may move to a space with a Clue or a Gate.
    pub(crate) fn gate_closed_by(&mut self, seat: u8) {
        if self.is(seat, "akachi-onyele")
            && !self.cannot_move(seat)
            && self.teleport_targets(seat).next().is_some()
        {
            self.pending = Some(Pending::AkachiMove(seat));
        }
    }

    /// Where Akachi Onyele's passive may take her.
    pub(crate) fn teleport_targets(&self, seat: u8) -> impl Iterator<Item = u8> + '_ {
        let here = self.inv(seat).location;
        let mut targets: Vec<u8> = self
            .board_clues
            .iter()
            .map(|&(_, at)| at)
            .chain(self.gates.iter().map(|&g| gate_location(g)))
            .filter(|&l| l != here)
            .collect();
        targets.sort_unstable();
        targets.dedup();
        targets.into_iter()
    }

    /// Allies Leo Anderson may take: in the Reserve or the Asset discard pile.
    pub(crate) fn ally_choices(&self) -> impl Iterator<Item = u16> + '_ {
        let ally = |c: &u16| data::ASSETS[usize::from(*c)].traits.contains(&Trait::Ally);
        let mut cards: Vec<u16> = self
            .reserve
            .iter()
            .flatten()
            .copied()
            .chain(self.assets.discard.bottom_up().iter().copied())
            .filter(ally)
            .collect();
        cards.sort_unstable();
        cards.dedup();
        cards.into_iter()
    }

    /// Leo takes an Ally.
    pub(crate) fn take_ally(&mut self, seat: u8, card: u16, events: &mut Vec<Event>) {
        if let Some(slot) = self.reserve.iter().position(|&c| c == Some(card)) {
            self.reserve[slot] = None;
            self.refill_reserve();
        } else if let Some(pos) = self.assets.discard.bottom_up().iter().position(|&c| c == card) {
            self.assets.discard.remove_bottom_up(pos);
        } else {
            return;
        }
        self.inv_mut(seat).assets.push(card as u8);
        events.push(Event::Gained { seat, what: data::ASSETS[usize::from(card)].name.into() });
        self.card_gained(seat, crate::effects::card_code(data::CardDeck::Asset, card as u8), false);
    }
}

/// The sheet Actions `seat` may take now (the caller checked the component and action limits).
pub(crate) fn sheet_actions(state: &State, seat: u8, out: &mut (impl Sink<Action> + ?Sized)) {
    let inv = state.inv(seat);
    let here = inv.location;
    match inv.def().action_kind {
        InvestigatorAction::GainClueIfNone => {
            if inv.clues.is_empty() {
                out.push(Action::SheetAction);
            }
        }
        InvestigatorAction::RecoverSanityHere => out.push(Action::SheetAction),
        InvestigatorAction::LookAtGates => {
            if state.gate_stack.len() + state.gate_discard.len() >= 2 {
                out.extend_from([Action::GateOrder(0), Action::GateOrder(1)]);
            }
        }
        InvestigatorAction::ExtraAction => {
            for other in 0..state.players() {
                let o = state.inv(other);
                if other != seat && state.active(other) && !o.delayed && o.actions == 0 {
                    out.push(Action::GrantAction(other));
                }
            }
        }
        InvestigatorAction::CultistAction => {
            let cultist_here =
                state.monsters_at(here).any(|i| data::MONSTERS[usize::from(state.monsters[i].kind)].cultist);
            if cultist_here {
                out.push(Action::Cultists(None));
                out.extend_from(
                    (0..data::LOCATIONS.len() as u8)
                        .filter(|&l| l != here)
                        .map(|l| Action::Cultists(Some(l))),
                );
            }
        }
        InvestigatorAction::ShareClues => {
            for other in (0..state.players()).filter(|&o| o != seat && state.active(o)) {
                let theirs = state.inv(other).clues.len().min(8) as i8;
                let mine = inv.clues.len().min(8) as i8;
                out.extend_from((1..=theirs).map(|take| Action::ShareClues { with: other, take }));
                out.extend_from((1..=mine).map(|give| Action::ShareClues { with: other, take: -give }));
            }
        }
        InvestigatorAction::RecruitAlly => out.push(Action::RecruitAlly),
        InvestigatorAction::ConvertHealthSanity => {
            for amount in 1..inv.health {
                out.push(Action::Convert { spend_health: true, amount });
            }
            for amount in 1..inv.sanity {
                out.push(Action::Convert { spend_health: false, amount });
            }
        }
        InvestigatorAction::RespendImprovements => {
            let improved: u8 = (0..5).filter(|&s| inv.improve[s] > 0).fold(0, |mask, s| mask | (1 << s));
            for from in 1u8..32 {
                if from & !improved != 0 {
                    continue;
                }
                for to in Skill::ALL {
                    if from & (1 << to as u8) == 0 && inv.improve[to as usize] < 2 {
                        out.push(Action::Respend { from, to });
                    }
                }
            }
        }
        InvestigatorAction::WoundMonster => {
            out.extend_from(state.monsters_at(here).map(|i| Action::Wound(i as u8)));
        }
        InvestigatorAction::DiscardMonsterAtGate => {
            let payable = state.can_pay_clue_cost(seat, 2);
            if payable {
                for (index, monster) in state.monsters.iter().enumerate() {
                    let at_gate = state.gates.iter().any(|&g| gate_location(g) == monster.location);
                    if at_gate && !data::MONSTERS[usize::from(monster.kind)].epic {
                        out.push(Action::Banish(index as u8));
                    }
                }
            }
        }
        InvestigatorAction::Sail => {
            if !state.cannot_move(seat) {
                for &(to, kind) in adjacent(here) {
                    if kind == PathKind::Ship {
                        out.push(Action::Sail(to));
                    }
                }
            }
        }
    }
}

/// Resolves a sheet Action (legal, the action already counted).
pub(crate) fn perform_sheet(state: &mut State, seat: u8, action: &Action, events: &mut Vec<Event>) {
    let here = state.inv(seat).location;
    match *action {
        Action::SheetAction => match state.inv(seat).def().action_kind {
            InvestigatorAction::GainClueIfNone => state.gain_clues(seat, 1, events),
            InvestigatorAction::RecoverSanityHere => {
                for other in 0..state.players() {
                    if state.active(other) && state.inv(other).location == here {
                        state.recover(other, 0, 1, events);
                    }
                }
            }
            _ => {}
        },
        Action::GateOrder(keep) => {
            if state.gate_stack.len() < 2 {
                // With fewer than 2 tokens left, the shuffled discard goes under the stack first.
                let mut under = std::mem::take(&mut state.gate_discard);
                state.rng.shuffle(&mut under);
                under.append(&mut state.gate_stack);
                state.gate_stack = under;
            }
            let (Some(top), Some(second)) = (state.gate_stack.pop(), state.gate_stack.pop()) else { return };
            let (kept, bottom) = if keep == 0 { (top, second) } else { (second, top) };
            state.gate_stack.push(kept);
            state.gate_stack.insert(0, bottom);
            events.push(Event::Note(crate::Note::AkachiLooks));
        }
        Action::GrantAction(other) => state.bonus_turn = Some(other),
        Action::Cultists(to) => {
            let here_monsters: Vec<usize> = state.monsters_at(here).collect();
            match to {
                None => {
                    for &index in here_monsters.iter().rev() {
                        let kind = state.monsters[index].kind;
                        if !data::MONSTERS[usize::from(kind)].epic {
                            state.take_monster(index);
                            state.cup.push(kind);
                            events.push(Event::Note(crate::Note::MonsterDiscarded));
                        }
                    }
                }
                Some(to) => {
                    if let Some(&index) = here_monsters
                        .iter()
                        .find(|&&i| data::MONSTERS[usize::from(state.monsters[i].kind)].cultist)
                    {
                        state.monsters[index].location = to;
                        events.push(Event::Note(crate::Note::CultistMoved));
                    }
                }
            }
        }
        Action::ShareClues { with, take } => {
            let (from, to) = if take > 0 { (with, seat) } else { (seat, with) };
            for _ in 0..take.unsigned_abs() {
                if let Some(clue) = state.inv_mut(from).clues.pop() {
                    state.inv_mut(to).clues.push(clue);
                }
            }
            events.push(Event::Gained { seat: to, what: "Clues".into() });
        }
        Action::RecruitAlly => {
            state.begin_test(seat, Skill::Influence, 0, crate::state::Purpose::RecruitAlly, events);
        }
        Action::Convert { spend_health, amount } => {
            if spend_health {
                state.lose(seat, amount, 0, events);
                state.recover(seat, 0, amount, events);
            } else {
                state.lose(seat, 0, amount, events);
                state.recover(seat, amount, 0, events);
            }
        }
        Action::Respend { from, to } => {
            let mut levels = 0;
            for skill in 0..5 {
                if from & (1 << skill) != 0 {
                    levels += std::mem::take(&mut state.inv_mut(seat).improve[skill]);
                }
            }
            for _ in 0..levels {
                state.improve(seat, to, events);
            }
        }
        Action::Wound(index) => {
            let index = usize::from(index);
            let kind = state.monsters[index].kind;
            let immune = state.is_shub(kind) && !state.mysteries_done();
            let toughness = state.monster_stats(state.board_monster(index)).toughness;
            let monster = &mut state.monsters[index];
            if !immune {
                monster.damage = monster.damage.saturating_add(1);
            }
            if monster.damage >= toughness {
                state.defeat_monster(seat, state.board_monster(index), events);
            }
            state.lose(seat, 1, 0, events);
        }
        Action::Banish(index) => {
            state.pay_clue_cost(seat, 2, events);
            if let Some(monster) = state.take_monster(usize::from(index)) {
                state.cup.push(monster.kind);
            }
            events.push(Event::Note(crate::Note::NormanDiscards));
        }
        Action::Sail(to) => {
            state.inv_mut(seat).location = to;
            state.inv_mut(seat).extra_actions += 1;
            events.push(Event::Moved { seat, to });
            state.entered(seat, to, true, events);
        }
        _ => {}
    }
}
