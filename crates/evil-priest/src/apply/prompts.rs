//! Prompt answers: the choices a pending prompt offers, with the Skulk targets and ritual costs
//! they need.

use content::evil_priest::{self as data, Effect, Res, Resource, SkulkKind};
use std::ops::ControlFlow;

use smallvec::SmallVec;
use tabletop_core::resolve::{self, Ask};

use crate::action::{Action, Cultist, Event, Evolving, Plan, Space, Spot, StandIn};
use crate::legal::{
    Facts, Listing, acolyte_spots, available_mask, bit, count_at, cult_action_ok, display_has, each_payment,
    needs_allow, pay_allowed, sanctum_full,
};
use crate::resolve::effects::FEDERAL_AGENT;
use crate::resources::{Stash, amounts, arrangement_allowed, each_arrangement, gain, next_to_arrange};
use crate::state::{Player, Prompt, State};
use crate::tables::{BOARDS, RITUAL_COSTS, TOWN, TOWN_SKULK_TARGETS};

pub(crate) fn prompt_options(state: &State, prompt: Prompt, out: &mut impl Listing) {
    let _ = each_prompt_option(state, prompt, &mut |action| {
        out.push(action);
        ControlFlow::Continue(())
    });
}

/// The asking rule on `prompt` (its declining, where it may be declined, is one of its listed
/// answers): reads at most two answers.
#[inline(never)]
pub(crate) fn prompt_answers(state: &State, prompt: Prompt) -> Ask<Action> {
    if let Prompt::Redistribute { seat } = prompt
        && arrange_listed(&state.players[usize::from(seat)])
    {
        // Keeping is always listed, arranging too: two answers, without working out the others.
        return Ask::Ask;
    }
    // The first two answers, in a plain array (this runs for every prompt).
    let mut answers: [Option<Action>; 2] = [None, None];
    let _ = each_prompt_option(state, prompt, &mut |action| match answers {
        [None, _] => {
            answers[0] = Some(action);
            ControlFlow::Continue(())
        }
        _ => {
            answers[1] = Some(action);
            ControlFlow::Break(())
        }
    });
    resolve::ask(answers.into_iter().flatten(), false)
}

/// Calls `f` with every answer to `prompt`, in the listed order, until `f` breaks.
pub(crate) fn each_prompt_option(
    state: &State,
    prompt: Prompt,
    f: &mut impl FnMut(Action) -> ControlFlow<()>,
) -> ControlFlow<()> {
    match prompt {
        Prompt::UseAction { seat, node, cultist } => {
            let def = &state.cult().nodes[usize::from(node)];
            let facts = Facts::new(state, seat);
            if cult_action_ok(state, &facts, cultist, node) {
                let exclude = (cultist == Cultist::Acolyte).then_some(Spot::Hex(node));
                each_payment(state, &facts, &def.action_cost, 0, exclude, &mut |pay| {
                    f(Action::UseAction { pay })
                })?;
            }
            f(Action::DeclineAction)?;
        }
        Prompt::Chamber { seat, chant_full } => {
            let player = &state.players[usize::from(seat)];
            let full = sanctum_full(player);
            let mut any = false;
            for (display, card) in state.chamber_deck.display.iter().enumerate() {
                if card.is_none() {
                    continue;
                }
                for (slot, chamber) in player.chambers.iter().enumerate() {
                    if chamber.is_none() || full {
                        f(Action::TakeChamber { display: display as u8, slot: slot as u8 })?;
                        any = true;
                    }
                }
            }
            if (full || chant_full) && any {
                f(Action::DeclineChamber)?;
            }
        }
        Prompt::Redistribute { seat } => {
            let player = &state.players[usize::from(seat)];
            f(Action::Redistribute(Plan::Keep))?;
            // Each plan is listed when it leaves the resources differently from the plans before.
            let keep = Stash::of(player);
            let mut store_exposed = keep.clone();
            store_exposed.redistribute(Plan::StoreExposed);
            if store_exposed != keep {
                f(Action::Redistribute(Plan::StoreExposed))?;
            }
            let mut repack = keep.clone();
            repack.redistribute(Plan::Repack);
            if repack != keep && repack != store_exposed {
                f(Action::Redistribute(Plan::Repack))?;
            }
            if arrange_listed(player) {
                f(Action::Redistribute(Plan::Arrange))?;
            }
        }
        Prompt::Arrange { seat, slot } => {
            let player = &state.players[usize::from(seat)];
            if let Some(chamber) = player.chambers.get(usize::from(slot)).copied().flatten() {
                each_arrangement(&data::CHAMBERS[usize::from(chamber.card)], player.exposed, &mut |held| {
                    f(Action::Store(amounts(held)))
                })?;
            }
        }
        Prompt::Monster { seat, free } => {
            let player = &state.players[usize::from(seat)];
            let empty = player.lairs.iter().position(Option::is_none);
            if free && empty.is_none() {
                return ControlFlow::Continue(());
            }
            let lairs: SmallVec<[u8; 4]> = match empty {
                Some(lair) => SmallVec::from_elem(lair as u8, 1),
                None => (0..player.lairs.len() as u8).collect(),
            };
            let mut any = false;
            if state.config.expansion {
                for (display, card) in state.monster_deck.display.iter().enumerate() {
                    if card.is_some() {
                        for &lair in &lairs {
                            f(Action::TakeMonster { display: display as u8, lair })?;
                            any = true;
                        }
                    }
                }
            } else if !state.monster_deck.pile.is_empty() {
                for &lair in &lairs {
                    f(Action::TakeMonster { display: 0, lair })?;
                    any = true;
                }
            }
            if empty.is_none() && any {
                f(Action::DeclineMonster)?;
            }
        }
        Prompt::Target { seat, effect, .. } => {
            for (other, player) in state.players.iter().enumerate() {
                let other = other as u8;
                if other == seat {
                    continue;
                }
                match effect {
                    Effect::StealSpellbook => {
                        if player.holdings().spellbook > 0 {
                            f(Action::ChoosePlayer(other))?;
                        }
                        // Opener of the Way: Abominations and Spawn stand in for spellbooks.
                        if player.evolution[1] > 0 {
                            f(Action::DestroyStandIn { seat: other, stand_in: StandIn::Abomination })?;
                        }
                        if player.evolution[2] > 0 {
                            f(Action::DestroyStandIn { seat: other, stand_in: StandIn::Spawn })?;
                        }
                    }
                    Effect::TrapCultist | Effect::StrikePool | FEDERAL_AGENT if player.pool > 0 => {
                        f(Action::ChoosePlayer(other))?
                    }
                    Effect::StrikeBoard => {
                        for spot in acolyte_spots(state, other, None) {
                            f(Action::ChooseAcolyte { seat: other, spot })?;
                        }
                    }
                    _ => {}
                }
            }
        }
        Prompt::ShoggothTarget { .. } => {
            let mut nodes = available_mask(state);
            while nodes != 0 {
                f(Action::ChooseNode(nodes.trailing_zeros() as u8))?;
                nodes &= nodes - 1;
            }
        }
        Prompt::GrowthTie { tied, .. } => {
            for other in 0..state.player_count() {
                if tied & (1 << other) != 0 {
                    f(Action::ChoosePlayer(other))?;
                }
            }
        }
        Prompt::Evolve { seat } => {
            let player = &state.players[usize::from(seat)];
            if player.evolution[0] > 0 {
                f(Action::Evolve(Evolving::Mutant))?;
            }
            if player.evolution[1] > 0 {
                f(Action::Evolve(Evolving::Abomination))?;
            }
        }
        Prompt::Skulk { seat, cultist, from, kind } => {
            let facts = Facts::new(state, seat);
            for space in skulk_targets(state, kind) {
                if state.blocked == Some(space) {
                    continue;
                }
                let Some(cost) = skulk_cost(state, &facts, seat, cultist, space) else { continue };
                let exclude = (cultist == Cultist::Acolyte).then_some(from);
                each_payment(state, &facts, &cost, 0, exclude, &mut |pay| f(Action::SkulkTo { space, pay }))?;
            }
            f(Action::StaySkulk)?;
        }
        Prompt::Howler { .. } => {
            for (other, &count) in state.azathoth.iter().enumerate() {
                if count > 0 {
                    f(Action::ChoosePlayer(other as u8))?;
                }
            }
        }
        Prompt::BloatedWoman { .. } => {
            let mut any = false;
            for r in 0..data::RITUALS.len() as u8 {
                if count_at(state, Spot::Ritual { track: r, step: 0 }) == 0 {
                    f(Action::ChooseRitual(r))?;
                    any = true;
                }
            }
            if any {
                f(Action::Decline)?;
            }
        }
        Prompt::Pharaoh { seat } => {
            for (other, player) in state.players.iter().enumerate() {
                if other as u8 != seat && player.pool > 0 {
                    f(Action::ChoosePlayer(other as u8))?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Whether [`Plan::Arrange`] is listed: the player holds something and has a Chamber that
/// stores anything.
fn arrange_listed(player: &Player) -> bool {
    !player.holdings().is_empty() && next_to_arrange(player, 0).is_some()
}

/// Whether `action` is one of the answers [`each_prompt_option`] lists for `prompt`, worked out
/// without listing them where the answers are many (payments, Chambers, arrangements).
pub(crate) fn prompt_allows(state: &State, prompt: Prompt, action: &Action) -> bool {
    match (prompt, *action) {
        (Prompt::UseAction { .. }, Action::DeclineAction) => true,
        (Prompt::UseAction { seat, node, cultist }, Action::UseAction { pay }) => {
            let def = &state.cult().nodes[usize::from(node)];
            let facts = Facts::new(state, seat);
            let exclude = (cultist == Cultist::Acolyte).then_some(Spot::Hex(node));
            cult_action_ok(state, &facts, cultist, node)
                && pay_allowed(state, &facts, &def.action_cost, 0, exclude, &pay)
        }
        (Prompt::Chamber { seat, .. }, Action::TakeChamber { display, slot }) => {
            let player = &state.players[usize::from(seat)];
            let full = sanctum_full(player);
            state.chamber_deck.display.get(usize::from(display)).is_some_and(Option::is_some)
                && player.chambers.get(usize::from(slot)).is_some_and(|chamber| chamber.is_none() || full)
        }
        (Prompt::Chamber { seat, chant_full }, Action::DeclineChamber) => {
            // Listed after at least one Chamber could be taken: one is face up and a slot takes
            // it (an empty one, or any of a full sanctum).
            let player = &state.players[usize::from(seat)];
            (sanctum_full(player) || chant_full)
                && display_has(&state.chamber_deck)
                && !player.chambers.is_empty()
        }
        (Prompt::Arrange { seat, slot }, Action::Store(stored)) => {
            let player = &state.players[usize::from(seat)];
            let Some(chamber) = player.chambers.get(usize::from(slot)).copied().flatten() else {
                return false;
            };
            let held = Res {
                treasure: stored[0],
                blood: stored[1],
                magic: stored[2],
                spellbook: stored[3],
                elder_sign: stored[4],
            };
            arrangement_allowed(&data::CHAMBERS[usize::from(chamber.card)], player.exposed, held)
        }
        (Prompt::Redistribute { seat }, Action::Redistribute(plan)) => {
            let player = &state.players[usize::from(seat)];
            match plan {
                Plan::Keep => true,
                Plan::Arrange => arrange_listed(player),
                Plan::StoreExposed | Plan::Repack => {
                    let keep = Stash::of(player);
                    let mut store_exposed = keep.clone();
                    store_exposed.redistribute(Plan::StoreExposed);
                    if plan == Plan::StoreExposed {
                        return store_exposed != keep;
                    }
                    let mut repack = keep.clone();
                    repack.redistribute(Plan::Repack);
                    repack != keep && repack != store_exposed
                }
            }
        }
        (Prompt::Skulk { .. }, Action::StaySkulk) => true,
        (Prompt::Skulk { seat, cultist, from, kind }, Action::SkulkTo { space, pay }) => {
            if state.blocked == Some(space) || !skulk_targets(state, kind).contains(&space) {
                return false;
            }
            // Only the space's needs and the seat's holdings matter here.
            let facts = Facts::for_space(state, seat, space);
            let Some(cost) = skulk_cost(state, &facts, seat, cultist, space) else { return false };
            let exclude = (cultist == Cultist::Acolyte).then_some(from);
            pay_allowed(state, &facts, &cost, 0, exclude, &pay)
        }
        (
            Prompt::UseAction { .. }
            | Prompt::Chamber { .. }
            | Prompt::Redistribute { .. }
            | Prompt::Arrange { .. }
            | Prompt::Skulk { .. },
            _,
        ) => false,
        _ => each_prompt_option(state, prompt, &mut |option| {
            if option == *action { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
        })
        .is_break(),
    }
}

/// What a Skulk onto `space` costs `seat`'s `cultist`, if the space's rules let it go there.
#[inline]
fn skulk_cost(state: &State, facts: &Facts, seat: u8, cultist: Cultist, space: Space) -> Option<data::Cost> {
    match space {
        Space::Town(t) => {
            let town = &TOWN[usize::from(t)];
            (needs_allow(facts, town.needs) & bit(cultist) != 0).then_some(town.cost)
        }
        Space::Ritual(r) => ritual_cost(state, seat, r),
        Space::CultAction(n) => cult_action_ok(state, facts, cultist, n)
            .then(|| BOARDS[usize::from(state.board)].nodes[usize::from(n)].action_cost),
        _ => None,
    }
}

fn skulk_targets(state: &State, kind: SkulkKind) -> SmallVec<[Space; 16]> {
    let mut spaces = SmallVec::new();
    let town = matches!(kind, SkulkKind::Town | SkulkKind::Flex | SkulkKind::Block);
    let ritual = matches!(kind, SkulkKind::Ritual | SkulkKind::Flex | SkulkKind::Block);
    if town {
        let mut targets = TOWN_SKULK_TARGETS;
        while targets != 0 {
            spaces.push(Space::Town(targets.trailing_zeros() as u8));
            targets &= targets - 1;
        }
    }
    if ritual && state.first_raid_done {
        for r in 0..RITUAL_COSTS.len() as u8 {
            spaces.push(Space::Ritual(r));
        }
    }
    if kind == SkulkKind::Cult {
        // Unlocked action spaces that do not skulk themselves.
        let board = &BOARDS[usize::from(state.board)];
        let mut targets = board.reusable & !state.sealed & !board.action_skulks;
        while targets != 0 {
            spaces.push(Space::CultAction(targets.trailing_zeros() as u8));
            targets &= targets - 1;
        }
    }
    spaces
}

/// What placing on ritual `r` costs `seat` now: nothing while John Scott works for the seat.
pub(crate) fn ritual_cost(state: &State, seat: u8, r: u8) -> Option<data::Cost> {
    let cost = *RITUAL_COSTS.get(usize::from(r))?;
    Some(if scott_active(state, seat) { data::Cost::default() } else { cost })
}

pub(crate) fn scott_active(state: &State, seat: u8) -> bool {
    seat < 8 && state.scott & (1 << seat) != 0
}

/// John Scott: a cultist placed on ritual `r` earns the treasure the ritual would cost.
pub(crate) fn scott_reward(state: &mut State, seat: u8, r: u8, events: &mut Vec<Event>) {
    if scott_active(state, seat) {
        let earned = data::RITUALS.get(usize::from(r)).map_or(0, |def| def.cost.res.treasure);
        if earned > 0 {
            gain(state, seat, Res::of(Resource::Treasure, earned), events);
        }
    }
}
