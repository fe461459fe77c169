//! Turn actions: digging, discovering, playing and buying cards, researching, and paying for travel.

use content::arnak::{ASSISTANTS, BONUS_TILES, CardKind, Effect, GUARDIANS, IDOLS, PLAYER_BOARD, Res};

use crate::action::{Action, Event, TravelPlan};
use crate::data::{ARTIFACT_ACTIVATION, CardId, Icons, ResExt};
use crate::legal;
use crate::resolve::{activate, ask, begin_main, pay, push_effects, to_exile};
use crate::state::{Assistant, Marker, Occupant, Pos, Prompt, State, Task, TravelFor, TurnState};
use crate::travel;
use crate::turns;

pub(super) fn turn_action(state: &mut State, seat: u8, action: Action, ev: &mut Vec<Event>) {
    match action {
        Action::Dig { site, space } => {
            begin_main(state);
            start_dig(state, site, space, Icons::NONE, ev);
        }
        Action::Discover { site } => {
            begin_main(state);
            start_discover(state, seat, site, Icons::NONE, 0, ev);
        }
        Action::Overcome { site } => {
            begin_main(state);
            let Some(def) =
                state.sites[usize::from(site)].guardian.and_then(|g| GUARDIANS.get(usize::from(g)))
            else {
                return;
            };
            pay(state, seat, def.cost, ev);
            let need: Icons = def.travel_cost.into();
            let purpose = TravelFor::Guardian { site, discard: def.discard };
            if need.is_empty() {
                complete_travel(state, seat, purpose, ev);
            } else {
                ask(state, Prompt::Travel { need, discount: Icons::NONE, purpose, optional: false });
            }
        }
        Action::Buy { slot } => {
            begin_main(state);
            buy_row(state, seat, slot, 0, false, false, false, ev);
        }
        Action::Play { card } => play_card(state, seat, card, ev),
        Action::Research { marker, to } => {
            begin_main(state);
            research_move(state, seat, marker, to, Res::ZERO, false, ev);
        }
        Action::TempleTile { stack } => {
            begin_main(state);
            temple_tile(state, seat, stack, Res::ZERO, false, ev);
        }
        Action::UseAssistant { slot } => {
            let Some(a) = state.player(seat).assistants.get(usize::from(slot)).copied() else { return };
            let Some(def) = ASSISTANTS.get(usize::from(a.id)) else { return };
            let side = if a.gold { def.gold } else { def.silver };
            if !side.free {
                begin_main(state);
            }
            if let Some(x) = state.player_mut(seat).assistants.as_mut_slice().get_mut(usize::from(slot)) {
                x.exhausted = true;
            }
            ev.push(Event::UsedAssistant { seat, assistant: a.id });
            push_effects(state, side.effect);
        }
        Action::UseBoon { guardian } => {
            let p = state.player_mut(seat);
            if let Some(t) = p.guardians.as_mut_slice().iter_mut().find(|t| t.id == guardian && !t.used) {
                t.used = true;
            }
            ev.push(Event::UsedBoon { seat, guardian });
            if let Some(def) = GUARDIANS.get(usize::from(guardian)) {
                push_effects(state, def.boon);
            }
        }
        Action::SlotIdol { effect } => {
            let Some(slot) = legal::first_empty_slot(state, seat) else { return };
            let p = state.player_mut(seat);
            let Some(idol) = p.idols.pop() else { return };
            p.slots[slot] = Some(idol);
            ev.push(Event::SlottedIdol { seat, slot: slot as u8 });
            if let Some(list) = PLAYER_BOARD.idol_slot_effects.get(usize::from(effect)) {
                push_effects(state, list);
            }
        }
        Action::Pass => {
            begin_main(state);
            state.turn.passing = true;
        }
        Action::EndTurn => turns::end_turn(state, ev),
        _ => {}
    }
}

fn play_card(state: &mut State, seat: u8, card: CardId, ev: &mut Vec<Event>) {
    let def = card.def();
    if !def.free {
        begin_main(state);
        if def.kind == CardKind::Artifact {
            pay(state, seat, ARTIFACT_ACTIVATION, ev);
        }
    }
    if !state.player_mut(seat).hand.remove_item(&card) {
        return;
    }
    if def.effect.contains(&Effect::ExileSelf) {
        to_exile(state, card);
    } else {
        state.player_mut(seat).play.push(card);
    }
    ev.push(Event::Played { seat, card });
    push_effects(state, def.effect);
}

pub(super) fn start_dig(state: &mut State, site: u8, space: u8, discount: Icons, ev: &mut Vec<Event>) {
    let need = state.space_travel(site, space);
    let purpose = TravelFor::Dig { site, space };
    if crate::data::covers(need, discount, Icons::NONE) {
        complete_travel(state, state.current, purpose, ev);
    } else {
        ask(state, Prompt::Travel { need, discount, purpose, optional: false });
    }
}

pub(super) fn start_discover(
    state: &mut State,
    seat: u8,
    site: u8,
    discount: Icons,
    compass_discount: u8,
    ev: &mut Vec<Event>,
) {
    let need = state.space_travel(site, 0);
    let compass = legal::discover_cost(state, site).saturating_sub(compass_discount);
    let purpose = TravelFor::Discover { site, compass };
    if crate::data::covers(need, discount, Icons::NONE) {
        complete_travel(state, seat, purpose, ev);
    } else {
        ask(state, Prompt::Travel { need, discount, purpose, optional: false });
    }
}

fn place_archaeologist(state: &mut State, seat: u8, site: u8, space: u8) {
    let p = state.player_mut(seat);
    p.archaeologists = p.archaeologists.saturating_sub(1);
    state.sites[usize::from(site)].spaces[usize::from(space)] = Occupant::Player(seat);
}

pub(super) fn complete_travel(state: &mut State, seat: u8, purpose: TravelFor, ev: &mut Vec<Event>) {
    match purpose {
        TravelFor::Dig { site, space } => {
            place_archaeologist(state, seat, site, space);
            ev.push(Event::Dug { seat, site });
            activate(state, seat, site, ev);
        }
        TravelFor::Discover { site, compass } => {
            pay(state, seat, Res { compass, ..Res::ZERO }, ev);
            place_archaeologist(state, seat, site, 0);
            let s = &mut state.sites[usize::from(site)];
            let up = s.idol_up.take();
            let down = s.idol_down.take();
            let p = state.player_mut(seat);
            let mut idols = 0;
            for idol in [up, down].into_iter().flatten() {
                p.idols.push(idol);
                idols += 1;
            }
            ev.push(Event::Discovered { seat, site, idols });
            state.tasks.push(Task::RevealSite { site });
            if let Some(def) = up.and_then(|i| IDOLS.get(usize::from(i))) {
                push_effects(state, def.effect);
            }
        }
        TravelFor::Guardian { site, discard } => {
            state.tasks.push(Task::TakeGuardian { site });
            for _ in 0..discard {
                state.tasks.push(Task::Discard);
            }
        }
        TravelFor::Then { then } => push_effects(state, then),
    }
}

pub(super) fn pay_travel(
    state: &mut State,
    seat: u8,
    plan: &TravelPlan,
    need: Icons,
    discount: Icons,
    ev: &mut Vec<Event>,
) {
    let rest = travel::leftover(state, seat, plan, need, discount);
    for card in plan.card_list() {
        let p = state.player_mut(seat);
        if p.hand.remove_item(&card) {
            p.play.push(card);
            ev.push(Event::PlayedForTravel { seat, card });
        }
    }
    if plan.charter > 0 {
        let coins = plan.charter.saturating_mul(crate::data::CHARTER_COINS);
        let p = state.player_mut(seat);
        p.res.coin = p.res.coin.saturating_sub(coins);
        ev.push(Event::Chartered { seat, planes: plan.charter });
    }
    state.turn.pool = state.turn.pool.minus(plan.pool).plus(rest);
    if !rest.is_empty() {
        ev.push(Event::GainedTravel { seat, icons: rest });
    }
}

#[allow(clippy::too_many_arguments, reason = "the buy effect's parameters")]
pub(super) fn buy_row(
    state: &mut State,
    seat: u8,
    slot: u8,
    discount: u8,
    free: bool,
    to_hand: bool,
    to_top: bool,
    ev: &mut Vec<Event>,
) {
    let Some(card) = state.row.get_mut(usize::from(slot)).and_then(Option::take) else { return };
    let cost = legal::buy_cost(card, discount, free);
    pay(state, seat, cost, ev);
    deliver(state, seat, card, to_hand, to_top, ev);
}

pub(super) fn deliver(
    state: &mut State,
    seat: u8,
    card: CardId,
    to_hand: bool,
    to_top: bool,
    ev: &mut Vec<Event>,
) {
    ev.push(Event::Bought { seat, card });
    let p = state.player_mut(seat);
    if to_hand {
        p.hand.push(card);
        return;
    }
    match card.kind() {
        CardKind::Artifact => {
            p.play.push(card);
            ask(state, Prompt::UseArtifact { card });
        }
        _ => {
            if to_top {
                p.deck.push(card);
            } else {
                p.deck.insert(0, card);
            }
        }
    }
}

/// Moves a research marker along a link, paying unless `free`.
#[allow(clippy::too_many_arguments, reason = "the research effect's parameters")]
pub(crate) fn research_move(
    state: &mut State,
    seat: u8,
    marker: Marker,
    to: Option<u8>,
    discount: Res,
    free: bool,
    ev: &mut Vec<Event>,
) {
    let from = match legal::marker_pos(state, seat, marker) {
        Pos::Start => None,
        Pos::Space(i) => Some(i),
        Pos::Temple(_) => return,
    };
    let Some(link) = state.board().research.links.iter().find(|l| l.from == from && l.to == to).copied()
    else {
        return;
    };
    if !free {
        pay(state, seat, link.cost.minus(discount), ev);
        for _ in 0..link.idols {
            if let Some(idol) = state.player_mut(seat).idols.pop() {
                state.idol_exile.push(idol);
            }
        }
    }
    let dest = match to {
        None => Pos::Temple(state.temple_arrivals()),
        Some(space) => Pos::Space(space),
    };
    match marker {
        Marker::Magnifier => state.player_mut(seat).magnifier = dest,
        Marker::Notebook => state.player_mut(seat).notebook = dest,
    }
    ev.push(Event::Researched { seat, marker, to: dest });
    match to {
        None => state.tasks.push(Task::TempleBonus),
        Some(space) => state.tasks.push(Task::Rewards { space, marker }),
    };
    if !free {
        for _ in 0..link.discard {
            state.tasks.push(Task::Discard);
        }
    }
}

pub(super) fn temple_tile(
    state: &mut State,
    seat: u8,
    stack: u8,
    discount: Res,
    free: bool,
    ev: &mut Vec<Event>,
) {
    let (cost, value) = legal::temple_stack(state, stack);
    if !free {
        pay(state, seat, cost.minus(discount), ev);
    }
    if let Some(left) = state.temple_stacks.get_mut(usize::from(stack)) {
        *left = left.saturating_sub(1);
    }
    state.player_mut(seat).temple_tiles[value] += 1;
    ev.push(Event::TookTempleTile { seat, value: legal::temple_value(value) });
}

pub(super) fn take_bonus(state: &mut State, seat: u8, tile: u8, ev: &mut Vec<Event>) {
    state.bonus_used.push(tile);
    ev.push(Event::TookBonus { seat, tile });
    if let Some(def) = BONUS_TILES.get(usize::from(tile)) {
        push_effects(state, def.effect);
    }
}

/// Adds an assistant to a player's board.
pub(crate) fn add_assistant(state: &mut State, seat: u8, assistant: Assistant, ev: &mut Vec<Event>) {
    state.player_mut(seat).assistants.push(assistant);
    ev.push(Event::GainedAssistant { seat, assistant: assistant.id });
}

/// Resets the turn bookkeeping.
pub(crate) fn reset_turn(state: &mut State) {
    state.turn = TurnState::default();
}
