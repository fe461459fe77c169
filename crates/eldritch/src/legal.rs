//! Listing the legal actions: every kind, or only the kind of an action being applied.

use content::eldritch::{self as data, LocationKind, MysteryGoal, PathKind, Skill, Ticket};
use smallvec::SmallVec;

use tabletop_core::legal::{Sink, SinkExt};

use crate::action::{Action, ActionKind, Item};
use crate::rules::{adjacent, pending_seat};
use crate::state::{MonsterRef, Pending, State};

/// Monsters drawn for an ambush that is still being fought.
pub(crate) fn ambushing(state: &State) -> usize {
    let non_epic = |kind: u8| usize::from(!data::MONSTERS[usize::from(kind)].epic);
    let testing = match &state.pending {
        Some(Pending::Test(test)) => match test.purpose {
            crate::state::Purpose::CombatWill(MonsterRef::Ambush(kind))
            | crate::state::Purpose::CombatStrength(MonsterRef::Ambush(kind)) => non_epic(kind),
            _ => 0,
        },
        _ => 0,
    };
    // Between the steps of a combat the ambusher is held by the step waiting on the stack.
    let stepping: usize = state
        .frames
        .iter()
        .map(|frame| match *frame {
            crate::state::Frame::Combat { monster: MonsterRef::Ambush(kind), .. } => non_epic(kind),
            _ => 0,
        })
        .sum();
    testing + stepping
}

pub(crate) fn city(location: u8) -> bool {
    data::LOCATIONS[usize::from(location)].kind == LocationKind::City
}

/// Whether the listing for `only` needs the actions `kind` accepts. Applying an action looks for
/// it among the legal actions of its own kind (`only`): those are listed as always, in the same
/// order, and the costly lists of other kinds are skipped.
pub(crate) fn lists(only: Option<&Action>, kind: impl Fn(&Action) -> bool) -> bool {
    only.is_none_or(kind)
}

/// Every legal action of `seat` now, as the engine names it (with `only`: at least every one of
/// that action's kind, in the same order).
pub(crate) fn legal(state: &State, seat: u8, only: Option<&Action>, out: &mut (impl Sink<Action> + ?Sized)) {
    let Some(pending) = &state.pending else { return };
    if pending_seat(pending).is_some_and(|s| s != seat)
        || (matches!(pending, Pending::PassLead) && seat != state.lead)
    {
        return;
    }
    match pending {
        Pending::Actions(_) => action_phase(state, seat, only, out),
        Pending::Test(test) => {
            let failed = test.roll.failed_dice().next().is_some();
            // The Tick-Tock Men: "Clues cannot be spent to reroll dice during this Combat
            // Encounter".
            let no_clue_rerolls = match test.purpose {
                crate::state::Purpose::CombatWill(m) | crate::state::Purpose::CombatStrength(m) => state
                    .monster_kind(m)
                    .is_some_and(|k| data::MONSTERS[usize::from(k)].id == "tick-tock-men"),
                _ => false,
            };
            if failed && !no_clue_rerolls && !state.inv(seat).clues.is_empty() {
                out.push(Action::Reroll);
            }
            if failed && !no_clue_rerolls && state.sanity_for_clue(seat) {
                out.push(Action::RerollWithSanity);
            }
            if failed && lists(only, |a| matches!(a, Action::CardReroll(_))) {
                out.extend_from(
                    state
                        .card_rerolls(seat, test.skill, test.during, &test.used)
                        .into_iter()
                        .map(Action::CardReroll),
                );
            }
            if failed && lists(only, |a| matches!(a, Action::BumpDie(_))) && bumpable(state, test).is_some() {
                out.extend_from(
                    state
                        .card_die_bumps(seat, test.skill, test.during, &test.used)
                        .into_iter()
                        .map(Action::BumpDie),
                );
            }
            if matches!(test.purpose, crate::state::Purpose::Acquire) && state.bank_loan_allowed(seat) {
                out.push(Action::BankLoan);
            }
            out.push(Action::Keep);
        }
        Pending::Acquire { successes, .. } => {
            let filled: Vec<usize> = (0..4).filter(|&slot| state.reserve[slot].is_some()).collect();
            for mask in 1u8..16 {
                if (0..4).any(|slot| mask & (1 << slot) != 0 && !filled.contains(&slot)) {
                    continue;
                }
                let cost: u32 = (0..4)
                    .filter(|slot| mask & (1 << slot) != 0)
                    .filter_map(|slot| state.reserve[slot])
                    .map(|card| u32::from(data::ASSETS[usize::from(card)].cost))
                    .sum();
                if cost <= u32::from(*successes) {
                    out.push(Action::Buy(mask));
                    // Charlie Kane may let other investigators gain the cards he purchases.
                    if state.is(seat, "charlie-kane") {
                        out.extend_from(
                            (0..state.players())
                                .filter(|&to| to != seat && state.active(to))
                                .map(|to| Action::BuyFor { mask, to }),
                        );
                    }
                }
            }
            for slot in filled {
                out.push(Action::DiscardReserve(slot as u8));
            }
            out.push(Action::BuyNothing);
        }
        Pending::Fight(_) => {
            let here = state.inv(seat).location;
            out.extend_from(
                state
                    .monsters_at(here)
                    .filter(|&i| !state.monsters[i].fought)
                    .map(|index| Action::Fight(index as u8)),
            );
        }
        Pending::Encounter { optional, .. } => {
            if lists(only, |a| matches!(a, Action::Encounter(_))) {
                let mut choices = SmallVec::new();
                state.encounter_choices(seat, &mut choices);
                out.extend_from(choices.into_iter().map(Action::Encounter));
            }
            if *optional {
                out.push(Action::SkipEncounter);
            }
        }
        Pending::ChooseSkill(_) => {
            let inv = state.inv(seat);
            let open: Vec<Skill> = Skill::ALL.into_iter().filter(|&s| inv.improve[s as usize] < 2).collect();
            if open.is_empty() {
                out.push(Action::ChooseSkill(Skill::Lore));
            }
            out.extend_from(open.into_iter().map(Action::ChooseSkill));
        }
        Pending::MysterySpend { .. } => {
            out.push(Action::MysterySpend);
            out.push(Action::MysteryDecline);
        }
        Pending::RumorSpend { .. } => {
            out.push(Action::SolveRumor);
            out.push(Action::DeclineRumor);
        }
        Pending::ChooseAlly(_) => out.extend_from(state.ally_choices().map(Action::TakeAlly)),
        Pending::Pick { pick, at, .. } => {
            out.extend_from(
                state.pick_answers(seat, *pick, *at).into_iter().map(|raw| Action::Pick(pick.answer(raw))),
            );
            if pick.declinable() {
                out.push(Action::Decline);
            }
        }
        Pending::AkachiMove(_) => {
            out.extend_from(state.teleport_targets(seat).map(Action::Teleport));
            out.push(Action::Stay);
        }
        Pending::Replacement(_) => {
            out.extend_from(state.available_investigators().map(Action::ChooseInvestigator))
        }
        Pending::PassLead => {
            out.push(Action::KeepLead);
            out.extend_from(
                (0..state.players()).filter(|&s| s != state.lead && state.active(s)).map(Action::PassLead),
            );
        }
    }
}

/// The failed die a "+1 to one die" would turn into a success (the highest such face), if any.
pub(crate) fn bumpable(_state: &State, test: &crate::state::OpenTest) -> Option<usize> {
    let rule = test.roll.success_rule();
    test.roll
        .failed_dice()
        .filter(|&i| rule.is_success(test.roll.faces()[i] + 1))
        .max_by_key(|&i| test.roll.faces()[i])
}

/// A route of up to 3 steps (a Travel action's), without allocating.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Route {
    stops: [u8; 3],
    len: u8,
}

impl Route {
    fn stops(&self) -> &[u8] {
        &self.stops[..usize::from(self.len)]
    }
}

/// Lists `route` (unless listed already), then every longer route on from it with the tickets
/// left, the later paths of a location first.
pub(crate) fn travel_routes(route: Route, train: u8, ship: u8, routes: &mut SmallVec<[Route; 64]>) {
    if !routes.contains(&route) {
        routes.push(route);
    }
    if route.len >= 3 {
        return;
    }
    let last = route.stops[usize::from(route.len) - 1];
    for &(next, kind) in adjacent(last).iter().rev() {
        let (t, s) = match kind {
            PathKind::Train if train > 0 => (train - 1, ship),
            PathKind::Ship if ship > 0 => (train, ship - 1),
            _ => continue,
        };
        let mut longer = route;
        longer.stops[usize::from(route.len)] = next;
        longer.len += 1;
        travel_routes(longer, t, s, routes);
    }
}

pub(crate) fn action_phase(
    state: &State,
    seat: u8,
    only: Option<&Action>,
    out: &mut (impl Sink<Action> + ?Sized),
) {
    let inv = state.inv(seat);
    let actions_left = inv.actions < 2 + inv.extra_actions;
    let cards = lists(only, |a| matches!(a, Action::UseCard(_)));
    // Detained: "You cannot move or perform actions other than this card's action."
    if state.only_card_actions(seat) {
        if actions_left && cards {
            out.extend_from(state.restricted_card_actions(seat).into_iter().map(Action::UseCard));
        }
        out.push(Action::EndTurn);
        return;
    }
    if actions_left && cards {
        out.extend_from(state.card_actions(seat).into_iter().map(Action::UseCard));
    }
    if cards {
        out.extend_from(state.extra_action_cards(seat).into_iter().map(Action::UseCard));
    }
    let here = inv.location;
    let monster_here = state.monsters_at(here).next().is_some();

    if lists(only, |a| matches!(a, Action::Travel { .. }))
        && state.may_take(seat, ActionKind::Travel)
        && !state.cannot_move(seat)
    {
        // Each first step, then the routes on from it depth first (the later paths first), each
        // route listed once, where it is first reached.
        let mut routes: SmallVec<[Route; 64]> = SmallVec::new();
        for &(first, _) in adjacent(here) {
            travel_routes(Route { stops: [first, 0, 0], len: 1 }, inv.train, inv.ship, &mut routes);
        }
        out.extend_from(
            routes.iter().map(|route| Action::Travel { route: SmallVec::from_slice(route.stops()) }),
        );
    }
    // Strange Sightings: "Investigators cannot perform Rest actions."
    if state.may_take(seat, ActionKind::Rest) && !monster_here && !state.ongoing_in_play("strange-sightings")
    {
        out.push(Action::Rest);
    }
    if state.may_take(seat, ActionKind::Prepare) && city(here) {
        for ticket in [Ticket::Train, Ticket::Ship] {
            let kind = if ticket == Ticket::Train { PathKind::Train } else { PathKind::Ship };
            if !adjacent(here).iter().any(|&(_, k)| k == kind) {
                continue;
            }
            if inv.train + inv.ship < 2 {
                out.push(Action::Prepare { gain: ticket, discard: None });
            } else {
                if inv.train > 0 {
                    out.push(Action::Prepare { gain: ticket, discard: Some(Ticket::Train) });
                }
                if inv.ship > 0 {
                    out.push(Action::Prepare { gain: ticket, discard: Some(Ticket::Ship) });
                }
            }
        }
    }
    if state.may_take(seat, ActionKind::Acquire) && city(here) && !monster_here {
        out.push(Action::AcquireAssets);
    }
    if state.may_take(seat, ActionKind::Trade) {
        // Two copies of one card make the same offer: listed once.
        let mut trades: SmallVec<[Action; 16]> = SmallVec::new();
        for other in
            (0..state.players()).filter(|&o| o != seat && state.active(o) && state.inv(o).location == here)
        {
            if !inv.clues.is_empty() {
                trades.push(Action::Trade { with: other, item: Item::Clue });
            }
            let receiver = state.inv(other);
            if receiver.train + receiver.ship < 2 {
                if inv.train > 0 {
                    trades.push(Action::Trade { with: other, item: Item::Ticket(Ticket::Train) });
                }
                if inv.ship > 0 {
                    trades.push(Action::Trade { with: other, item: Item::Ticket(Ticket::Ship) });
                }
            }
            for &card in &inv.assets {
                trades.push(Action::Trade { with: other, item: Item::Asset(u16::from(card)) });
            }
            for &card in &inv.artifacts {
                trades.push(Action::Trade { with: other, item: Item::Artifact(u16::from(card)) });
            }
            for &card in &inv.spells {
                let id = data::SPELLS[usize::from(card)].id;
                if !receiver.spells.iter().any(|&s| data::SPELLS[usize::from(s)].id == id) {
                    trades.push(Action::Trade { with: other, item: Item::Spell(u16::from(card)) });
                }
            }
        }
        trades.dedup();
        out.extend_from(trades);
    }
    if state.may_take(seat, ActionKind::Sheet) && state.component_used & (1 << inv.def) == 0 {
        crate::ability::sheet_actions(state, seat, out);
    }
    if state.may_take(seat, ActionKind::Mystery)
        && state.can_pay_clues(seat, 1)
        && state
            .mystery
            .is_some_and(|m| matches!(data::MYSTERIES[usize::from(m)].goal, MysteryGoal::SpendClues { .. }))
    {
        out.push(Action::WorkOnMystery);
    }
    out.push(Action::EndTurn);
}
