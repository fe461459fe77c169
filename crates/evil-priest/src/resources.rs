//! Resources: storing gains in the Chambers, paying costs, rearranging stores and moving acolytes.

use content::evil_priest::{self as data, Res, Resource};
use std::ops::ControlFlow;

use smallvec::SmallVec;

use crate::action::{AcolyteFrom, Cultist, Event, Pay, Plan, Spot};
use crate::state::RULES;
use crate::state::{ChamberSlot, Player, State, add};
use crate::tables::{CHAMBER_ACCEPTS, CHAMBER_STORAGE, resource_index, storage};

/// Whether a Chamber can hold `held`.
pub fn fits(def: &data::ChamberDef, held: Res) -> bool {
    let (only, any) = storage(def);
    overflow(&only, held) <= any
}

/// How much of `held` must sit in "any resource" room.
fn overflow(only: &[u32; 5], held: Res) -> u32 {
    u32::from(held.treasure).saturating_sub(only[0])
        + u32::from(held.blood).saturating_sub(only[1])
        + u32::from(held.magic).saturating_sub(only[2])
        + u32::from(held.spellbook).saturating_sub(only[3])
        + u32::from(held.elder_sign).saturating_sub(only[4])
}

/// How many more units of `r` Chamber card `card` holding `held` can take.
fn room(card: u8, held: Res, r: Resource) -> u8 {
    let (only, any) = CHAMBER_STORAGE[usize::from(card)];
    let over = overflow(&only, held);
    if over > any {
        return 0;
    }
    let free_only = only[resource_index(r)].saturating_sub(u32::from(held.get(r)));
    (free_only + (any - over)).min(u32::from(u8::MAX)) as u8
}

/// Stores `n` units of `r`, each in the deepest Chamber with room, the rest exposed. (A unit
/// never frees room deeper down, so filling the deepest Chamber first is the same as storing
/// the units one by one.) Inlined where it is called, with the resource known there.
#[inline(always)]
fn store(exposed: &mut Res, chambers: &mut [Option<ChamberSlot>], r: Resource, mut n: u8) {
    if n == 0 {
        return;
    }
    let bit = 1 << resource_index(r);
    for slot in chambers.iter_mut().rev().flatten() {
        if n == 0 {
            return;
        }
        if CHAMBER_ACCEPTS[usize::from(slot.card)] & bit == 0 {
            continue; // no room for `r` at all
        }
        let take = room(slot.card, slot.held, r).min(n);
        let held = slot.held.get_mut(r);
        *held = held.saturating_add(take);
        n -= take;
    }
    let exposed = exposed.get_mut(r);
    *exposed = exposed.saturating_add(n);
}

pub(crate) fn gain(state: &mut State, seat: u8, res: Res, events: &mut Vec<Event>) {
    if res.is_empty() {
        return;
    }
    let player = &mut state.players[usize::from(seat)];
    let (exposed, chambers) = (&mut player.exposed, &mut player.chambers[..]);
    // One resource at a time, each known here (most gains are of one resource).
    if res.treasure > 0 {
        store(exposed, chambers, Resource::Treasure, res.treasure);
    }
    if res.blood > 0 {
        store(exposed, chambers, Resource::Blood, res.blood);
    }
    if res.magic > 0 {
        store(exposed, chambers, Resource::Magic, res.magic);
    }
    if res.spellbook > 0 {
        store(exposed, chambers, Resource::Spellbook, res.spellbook);
    }
    if res.elder_sign > 0 {
        store(exposed, chambers, Resource::ElderSign, res.elder_sign);
    }
    events.push(Event::Gained { seat, res });
}

/// Pays fixed resources: exposed first, then Chambers 1 to 7.
pub(crate) fn pay_res(player: &mut Player, res: Res) {
    for r in Resource::ALL {
        let mut left = res.get(r);
        if left == 0 {
            continue;
        }
        let take = left.min(player.exposed.get(r));
        *player.exposed.get_mut(r) -= take;
        left -= take;
        for slot in player.chambers.iter_mut().flatten() {
            if left == 0 {
                break;
            }
            let take = left.min(slot.held.get(r));
            *slot.held.get_mut(r) -= take;
            left -= take;
        }
        debug_assert_eq!(left, 0, "payment was checked before");
    }
}

pub(crate) fn redistribute(player: &mut Player, plan: Plan) {
    redistribute_in(&mut player.exposed, &mut player.chambers, plan);
}

/// [`redistribute`] on exposed resources and the Chambers holding the rest.
fn redistribute_in(exposed: &mut Res, chambers: &mut [Option<ChamberSlot>], plan: Plan) {
    let take_up = |exposed: &mut Res, chambers: &mut [Option<ChamberSlot>]| {
        let mut total = *exposed;
        for slot in chambers.iter_mut().flatten() {
            add(&mut total, std::mem::take(&mut slot.held));
        }
        *exposed = Res::ZERO;
        total
    };
    match plan {
        Plan::Keep => {}
        Plan::Arrange => {
            // Everything is taken up; the Arrange prompts put it back Chamber by Chamber.
            *exposed = take_up(exposed, chambers);
        }
        Plan::StoreExposed => {
            let lying = std::mem::take(exposed);
            store_by_value(exposed, chambers, lying);
        }
        Plan::Repack => {
            let total = take_up(exposed, chambers);
            store_by_value(exposed, chambers, total);
        }
    }
}

/// Stores `res` as [`store`] does, from the most to the least valuable resource (the
/// redistribution order): Elder Signs, spellbooks, magic, blood, treasure.
fn store_by_value(exposed: &mut Res, chambers: &mut [Option<ChamberSlot>], res: Res) {
    if res.elder_sign > 0 {
        store(exposed, chambers, Resource::ElderSign, res.elder_sign);
    }
    if res.spellbook > 0 {
        store(exposed, chambers, Resource::Spellbook, res.spellbook);
    }
    if res.magic > 0 {
        store(exposed, chambers, Resource::Magic, res.magic);
    }
    if res.blood > 0 {
        store(exposed, chambers, Resource::Blood, res.blood);
    }
    if res.treasure > 0 {
        store(exposed, chambers, Resource::Treasure, res.treasure);
    }
}

/// Where a player's resources lie: exposed, and on each Chamber of the sanctum.
#[derive(PartialEq)]
pub(crate) struct Stash {
    exposed: Res,
    chambers: SmallVec<[Option<ChamberSlot>; 8]>,
}

// Copies the inline list in one go (`SmallVec`'s own `Clone` copies item by item).
impl Clone for Stash {
    fn clone(&self) -> Stash {
        Stash { exposed: self.exposed, chambers: SmallVec::from_slice(&self.chambers) }
    }
}

impl Stash {
    pub(crate) fn of(player: &Player) -> Stash {
        Stash { exposed: player.exposed, chambers: SmallVec::from_slice(&player.chambers) }
    }

    pub(crate) fn redistribute(&mut self, plan: Plan) {
        redistribute_in(&mut self.exposed, &mut self.chambers, plan);
    }
}

/// The first sanctum slot from `from` on whose Chamber can store anything.
pub(crate) fn next_to_arrange(player: &Player, from: u8) -> Option<u8> {
    (usize::from(from)..player.chambers.len())
        .find(|&slot| {
            player.chambers[slot].is_some_and(|chamber| {
                let (only, any) = CHAMBER_STORAGE[usize::from(chamber.card)];
                any + only.iter().sum::<u32>() > 0
            })
        })
        .map(|slot| slot as u8)
}

/// Calls `f` with everything a Chamber `def` can hold out of `available`, in increasing order
/// (treasure first, then blood, magic, spellbooks and Elder Signs).
pub(crate) fn each_arrangement(
    def: &data::ChamberDef,
    available: Res,
    f: &mut impl FnMut(Res) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let (only, any) = storage(def);
    let most = |r: Resource| -> u8 {
        let room = only[resource_index(r)] + any;
        available.get(r).min(room.min(u32::from(u8::MAX)) as u8)
    };
    // What `v` units of resource `i` put in "any resource" room. The overflow of a holding is
    // the sum over its resources, and each part only grows with its amount: once a partial sum
    // passes `any`, larger amounts of that resource are skipped (the listed order is kept).
    let over = |i: usize, v: u8| u32::from(v).saturating_sub(only[i]);
    for treasure in 0..=most(Resource::Treasure) {
        let o1 = over(0, treasure);
        if o1 > any {
            break;
        }
        for blood in 0..=most(Resource::Blood) {
            let o2 = o1 + over(1, blood);
            if o2 > any {
                break;
            }
            for magic in 0..=most(Resource::Magic) {
                let o3 = o2 + over(2, magic);
                if o3 > any {
                    break;
                }
                for spellbook in 0..=most(Resource::Spellbook) {
                    let o4 = o3 + over(3, spellbook);
                    if o4 > any {
                        break;
                    }
                    for elder_sign in 0..=most(Resource::ElderSign) {
                        if o4 + over(4, elder_sign) > any {
                            break;
                        }
                        f(Res { treasure, blood, magic, spellbook, elder_sign })?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Whether `held` is one of the holdings [`each_arrangement`] lists for `def` and `available`,
/// worked out without listing them.
pub(crate) fn arrangement_allowed(def: &data::ChamberDef, available: Res, held: Res) -> bool {
    let (only, any) = storage(def);
    Resource::ALL.into_iter().all(|r| {
        let room = only[resource_index(r)] + any;
        held.get(r) <= available.get(r).min(room.min(u32::from(u8::MAX)) as u8)
    }) && overflow(&only, held) <= any
}

/// Amounts in [`Action::Store`](crate::Action::Store) order.
pub(crate) fn amounts(res: Res) -> [u8; 5] {
    [res.treasure, res.blood, res.magic, res.spellbook, res.elder_sign]
}

pub(crate) fn to_asylum(player: &mut Player) {
    if player.asylum < RULES.asylum {
        player.asylum += 1;
    } else {
        player.escape += 1;
    }
}

/// Takes one of `seat`'s acolytes from `from` (pool or a spot).
pub(crate) fn take_acolyte(state: &mut State, seat: u8, from: AcolyteFrom) {
    match from {
        AcolyteFrom::Pool => state.players[usize::from(seat)].pool -= 1,
        AcolyteFrom::Spot(spot) => remove_placed(state, seat, Cultist::Acolyte, spot),
    }
}

pub(crate) fn remove_placed(state: &mut State, seat: u8, cultist: Cultist, spot: Spot) {
    state.placed.remove_one(seat, cultist, spot);
}

pub(crate) fn apply_pay(state: &mut State, seat: u8, cost: &data::Cost, pay: &Pay, events: &mut Vec<Event>) {
    let mut res = cost.res;
    let stand_ins = pay.books[0] + pay.books[1];
    res.spellbook -= stand_ins;
    res.treasure += pay.basic[0];
    res.blood += pay.basic[1];
    res.magic += pay.basic[2];
    if res.is_empty() && stand_ins == 0 && pay.sacrifice.is_none() {
        return; // a free space
    }
    let player = &mut state.players[usize::from(seat)];
    pay_res(player, res);
    player.evolution[1] -= pay.books[0];
    player.evolution[2] -= pay.books[1];
    // A discarded Abomination or Spawn goes back to its owner's asylum (digest A23).
    for _ in 0..stand_ins {
        to_asylum(player);
    }
    if res.elder_sign > 0 {
        state.elder_signs_removed += res.elder_sign;
    }
    if !res.is_empty() {
        events.push(Event::Paid { seat, res });
    }
    if let Some(from) = pay.sacrifice {
        take_acolyte(state, seat, from);
        to_asylum(&mut state.players[usize::from(seat)]);
        events.push(Event::AcolyteMoved { seat, what: "sacrificed to the asylum" });
    }
}
