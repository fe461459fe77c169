//! Applying an action: checked against the legal list, then performed (moves, rests, trades,
//! acquisitions, answers to questions) and run to the next decision.

use content::eldritch::{self as data, PathKind, Skill, Ticket};
use tabletop_core::legal::FindBy;
use tabletop_core::{ActionError, Game, Lang, Seat, Status};

use crate::Eldritch;
use crate::action::{Action, ActionKind, Answer, Event, Item};
use crate::legal::{bumpable, legal};
use crate::rules::adjacent;
use crate::state::{Pending, Phase, State};
use crate::{Refusal, text};

fn took(state: &mut State, seat: u8, kind: ActionKind) {
    let bonus = state.bonus_turn == Some(seat);
    if bonus {
        // Charlie Kane's gift: this action is on top of the investigator's own.
        state.bonus_turn = None;
    }
    let inv = state.inv_mut(seat);
    inv.taken |= 1 << kind as u16;
    inv.actions += 1;
    if bonus {
        inv.extra_actions += 1;
    }
}

/// Applies a legal action (checked by the caller).
fn perform(state: &mut State, seat: u8, action: &Action, events: &mut Vec<Event>) {
    match action {
        Action::UseCard(code)
            if crate::cards::def_of(*code).abilities.contains(&data::Ability::ExtraAction) =>
        {
            state.pending = None;
            state.use_card_action(seat, *code, events);
            return;
        }
        Action::UseCard(code) => {
            state.inv_mut(seat).actions += 1;
            if state.bonus_turn == Some(seat) {
                state.bonus_turn = None;
                state.inv_mut(seat).extra_actions += 1;
            }
            state.pending = None;
            state.use_card_action(seat, *code, events);
            return;
        }
        Action::CardReroll(code) => {
            let granted = (state.combat_reroll == Some(*code)).then_some((false, false, 0));
            if let Some((once_per_round, any_number, sanity)) = State::reroll_of(*code).or(granted) {
                if once_per_round {
                    state.inv_mut(seat).used_cards.push(*code);
                }
                if sanity > 0 {
                    state.lose(seat, 0, sanity, events);
                }
                if let Some(Pending::Test(test)) = &mut state.pending {
                    test.used.push(*code);
                    if any_number {
                        test.roll.reroll_failures(&mut state.rng);
                    } else if let Some(die) = test.roll.failed_dice().min_by_key(|&i| test.roll.faces()[i]) {
                        let _ = test.roll.reroll(die, &mut state.rng);
                    }
                    let (seat, skill) = (test.seat, test.skill);
                    let faces = test.roll.faces().iter().copied().collect();
                    events.push(Event::Rolled { seat, skill, faces });
                }
                state.maybe_close_test(events);
            }
            return;
        }
        Action::BumpDie(code) => {
            if State::bump_once_per_round(*code) {
                state.inv_mut(seat).used_cards.push(*code);
            }
            let die = match &state.pending {
                Some(Pending::Test(test)) => bumpable(state, test),
                _ => None,
            };
            if let (Some(die), Some(Pending::Test(test))) = (die, &mut state.pending) {
                test.used.push(*code);
                let face = test.roll.faces()[die];
                let _ = test.roll.set_face(die, face + 1);
                let (seat, skill) = (test.seat, test.skill);
                let faces = test.roll.faces().iter().copied().collect();
                events.push(Event::Rolled { seat, skill, faces });
            }
            state.maybe_close_test(events);
            return;
        }
        // A pick may ask the next question at once: what it leaves pending stays.
        Action::Pick(answer) => {
            if let Some(Pending::Pick { pick, at, .. }) = state.pending
                && let Some(raw) = pick.raw(*answer)
            {
                state.pending = None;
                state.resolve_pick(seat, pick, at, Some(raw), events);
            }
            return;
        }
        Action::Decline => {
            if let Some(Pending::Pick { pick, at, .. }) = state.pending.take() {
                state.resolve_pick(seat, pick, at, None, events);
            }
            return;
        }
        Action::Travel { route } => {
            took(state, seat, ActionKind::Travel);
            let mut here = state.inv(seat).location;
            for (step, &next) in route.iter().enumerate() {
                if step > 0 {
                    let kind = adjacent(here)
                        .iter()
                        .find(|&&(to, k)| to == next && k != PathKind::Uncharted)
                        .map(|&(_, k)| k);
                    let inv = state.inv_mut(seat);
                    match kind {
                        Some(PathKind::Train) if inv.train > 0 => inv.train -= 1,
                        _ => inv.ship = inv.ship.saturating_sub(1),
                    }
                }
                here = next;
                state.inv_mut(seat).location = next;
                events.push(Event::Moved { seat, to: next });
                if state.entered(seat, next, true, events) {
                    // Delayed during the action: it stops here, with no more actions this round.
                    break;
                }
            }
        }
        Action::Rest => {
            took(state, seat, ActionKind::Rest);
            let inv = state.inv(seat);
            let hook = |hook: data::Hook| {
                inv.assets
                    .iter()
                    .any(|&a| data::ASSETS[usize::from(a)].effects.contains(&data::Effect::Custom(hook)))
            };
            let health = 1 + u8::from(hook(data::Hook::OnRestRecoverHealth));
            let sanity = 1 + u8::from(hook(data::Hook::OnRestRecoverSanity));
            state.recover(seat, health, sanity, events);
            state.rest_abilities(seat);
        }
        Action::Prepare { gain, discard } => {
            took(state, seat, ActionKind::Prepare);
            let inv = state.inv_mut(seat);
            match discard {
                Some(Ticket::Train) => inv.train -= 1,
                Some(Ticket::Ship) => inv.ship -= 1,
                None => {}
            }
            match gain {
                Ticket::Train => inv.train += 1,
                Ticket::Ship => inv.ship += 1,
            }
            events.push(Event::Gained { seat, what: "ticket".into() });
        }
        Action::AcquireAssets => {
            took(state, seat, ActionKind::Acquire);
            state.begin_test(seat, Skill::Influence, 0, crate::state::Purpose::Acquire, events);
            return;
        }
        Action::Trade { with, item } => {
            took(state, seat, ActionKind::Trade);
            match item {
                Item::Clue => {
                    if let Some(clue) = state.inv_mut(seat).clues.pop() {
                        state.inv_mut(*with).clues.push(clue);
                    }
                }
                Item::Ticket(Ticket::Train) => {
                    state.inv_mut(seat).train -= 1;
                    state.inv_mut(*with).train += 1;
                }
                Item::Ticket(Ticket::Ship) => {
                    state.inv_mut(seat).ship -= 1;
                    state.inv_mut(*with).ship += 1;
                }
                Item::Asset(card) | Item::Artifact(card) | Item::Spell(card) => {
                    let card = *card as u8;
                    let giver = state.inv_mut(seat);
                    let list = match item {
                        Item::Asset(_) => &mut giver.assets,
                        Item::Artifact(_) => &mut giver.artifacts,
                        _ => &mut giver.spells,
                    };
                    if let Some(pos) = list.iter().position(|&c| c == card) {
                        list.remove(pos);
                        let deck = match item {
                            Item::Asset(_) => data::CardDeck::Asset,
                            Item::Artifact(_) => data::CardDeck::Artifact,
                            _ => data::CardDeck::Spell,
                        };
                        let code = crate::effects::card_code(deck, card);
                        // A component's Action used this round stays used in its new hands.
                        let used = state.inv(seat).used_cards.contains(&code);
                        let receiver = state.inv_mut(*with);
                        match item {
                            Item::Asset(_) => receiver.assets.push(card),
                            Item::Artifact(_) => receiver.artifacts.push(card),
                            _ => receiver.spells.push(card),
                        }
                        if used {
                            receiver.used_cards.push(code);
                        }
                    }
                }
            }
        }
        Action::SheetAction
        | Action::GateOrder(_)
        | Action::GrantAction(_)
        | Action::Cultists(_)
        | Action::ShareClues { .. }
        | Action::RecruitAlly
        | Action::Convert { .. }
        | Action::Respend { .. }
        | Action::Wound(_)
        | Action::Banish(_)
        | Action::Sail(_) => {
            took(state, seat, ActionKind::Sheet);
            let def = state.inv(seat).def;
            state.component_used |= 1 << def;
            state.pending = None;
            crate::ability::perform_sheet(state, seat, action, events);
            return;
        }
        Action::TakeAlly(card) => {
            state.pending = None;
            state.take_ally(seat, *card, events);
            return;
        }
        Action::Teleport(to) => {
            state.pending = None;
            state.inv_mut(seat).location = *to;
            events.push(Event::Moved { seat, to: *to });
            state.entered(seat, *to, false, events);
            return;
        }
        Action::Stay | Action::DeclineRumor => {}
        Action::SolveRumor => {
            if let Some(Pending::RumorSpend { card, clues, .. }) = state.pending {
                state.pending = None;
                state.pay_rumor(seat, card, clues, events);
            }
            return;
        }
        Action::RerollWithSanity => {
            state.use_sanity_for_clue(seat, events);
            reroll(state, seat, 1, events);
            state.maybe_close_test(events);
            return;
        }
        Action::BuyFor { mask, to } => {
            buy(state, *mask, *to, events);
        }
        Action::WorkOnMystery => {
            took(state, seat, ActionKind::Mystery);
            state.pay_clues(seat, 1, events);
            if state.active(seat) {
                state.mystery_tokens += 1;
                state.check_mystery(events);
            }
        }
        Action::EndTurn => {
            state.pending = None;
            if state.bonus_turn == Some(seat) {
                // The offered additional action is declined.
                state.bonus_turn = None;
                return;
            }
            if let Phase::Action { turn } = state.phase {
                state.phase = Phase::Action { turn: turn + 1 };
            }
            return;
        }
        Action::Reroll => {
            state.spend_clue(seat);
            let dice = state.dice_per_clue(seat);
            reroll(state, seat, dice, events);
            state.maybe_close_test(events);
            return;
        }
        Action::BankLoan => {
            state.gain_condition(seat, "debt", events);
            if let Some(Pending::Test(test)) = &mut state.pending {
                test.roll.add_successes(2);
            }
            state.maybe_close_test(events);
            return;
        }
        Action::Keep => {
            state.finish_test(events);
            return;
        }
        Action::Buy(mask) => buy(state, *mask, seat, events),
        Action::DiscardReserve(slot) => {
            if let Some(card) = state.reserve[usize::from(*slot)].take() {
                state.assets.discard.put(card);
            }
            state.refill_reserve();
        }
        Action::BuyNothing => {}
        Action::Fight(index) => {
            state.pending = None;
            state.monsters[usize::from(*index)].fought = true;
            state.combat(seat, state.board_monster(usize::from(*index)), events);
            return;
        }
        Action::Encounter(choice) => {
            state.pending = None;
            state.encounter(seat, *choice, events);
            return;
        }
        Action::SkipEncounter => {}
        Action::ChooseSkill(skill) => {
            state.pending = None;
            state.improve(seat, *skill, events);
            return;
        }
        Action::MysterySpend => {
            if let Some(Pending::MysterySpend { clues, spells, trigger, .. }) = state.pending {
                state.pending = None;
                state.pay_mystery(seat, clues, spells, trigger, events);
            }
            return;
        }
        Action::MysteryDecline => {}
        Action::ChooseInvestigator(def) => {
            state.pending = None;
            state.seat_investigator(seat, *def, events);
            return;
        }
        Action::PassLead(to) => {
            state.lead = *to;
            state.pending = None;
            state.new_round(events);
            return;
        }
        Action::KeepLead => {
            state.pending = None;
            state.new_round(events);
            return;
        }
    }
    // Back to the phase machine (the same investigator's turn continues until two actions).
    state.pending = None;
}

/// Takes the Reserve slots in `mask` for `to`, then refills the Reserve.
fn buy(state: &mut State, mask: u8, to: u8, events: &mut Vec<Event>) {
    for slot in 0..4 {
        if mask & (1 << slot) != 0
            && let Some(card) = state.reserve[slot].take()
        {
            state.inv_mut(to).assets.push(card as u8);
            events.push(Event::Gained { seat: to, what: data::ASSETS[usize::from(card)].name.into() });
            state.card_gained(to, crate::effects::card_code(data::CardDeck::Asset, card as u8), false);
        }
    }
    state.refill_reserve();
}

/// Rerolls up to `dice` of the lowest failed dice of the open test.
fn reroll(state: &mut State, seat: u8, dice: usize, events: &mut Vec<Event>) {
    let rng = &mut state.rng;
    if let Some(Pending::Test(test)) = &mut state.pending {
        let mut failed: Vec<usize> = test.roll.failed_dice().collect();
        failed.sort_by_key(|&i| (test.roll.faces()[i], i));
        for &index in failed.iter().take(dice) {
            let _ = test.roll.reroll(index, rng);
        }
        events.push(Event::Rolled {
            seat,
            skill: test.skill,
            faces: test.roll.faces().iter().copied().collect(),
        });
    }
}

#[cfg(test)]
mod tests;

/// Checks `action` against the legal list of the copy the seat holds, then performs it and runs
/// the game to the next decision ([`Game::apply`]).
pub(crate) fn apply(
    state: &mut State,
    seat: Seat,
    action: &Action,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    match Eldritch::status(state) {
        Status::Over => return Err(ActionError::GameOver),
        Status::Acting(seats) if !seats.contains(seat) => return Err(ActionError::NotYourTurn { seat }),
        Status::Acting(_) => {}
    }
    // A replay of an earlier build answers a choice with a bare number: the question reads it.
    let typed;
    let action = match (action, &state.pending) {
        (Action::Pick(Answer::Legacy(raw)), Some(Pending::Pick { pick, .. })) => {
            typed = Action::Pick(pick.answer(*raw));
            &typed
        }
        _ => action,
    };
    // Actions name Spells and Conditions by face: this is the copy the investigator holds.
    let mut find = FindBy::new(|legal: &Action| crate::hidden::shows_as(legal, action));
    legal(state, seat.0, Some(action), &mut find);
    let Some(internal) = find.found else {
        let refusal = Refusal::NotAllowed;
        let words = refusal.text(&text::describe_action(state, action, Lang::En), Lang::En);
        return Err(ActionError::illegal(refusal.code(), words));
    };
    perform(state, seat.0, &internal, events);
    state.run(events);
    Ok(())
}
