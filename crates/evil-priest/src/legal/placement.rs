//! Placements: every space a seat's priest or acolyte may take now, and how it can pay.

use content::evil_priest::{self as data};
use std::ops::ControlFlow;

use smallvec::SmallVec;

use crate::action::{AcolyteFrom, Action, Cultist, Pay, Space};
use crate::apply::prompts::{ritual_cost, scott_active};
use crate::legal::{Facts, Listing, acolyte_spot_count, bit, each_payment, nth_acolyte_spot, req_ok};
use crate::state::{State, covers};
use crate::tables::{
    ACOLYTE, BOARDS, BOTH, C_BASE, FIXED_BITS, H_BASE, NEEDS_SETS, P_BASE, PLACES, PRIEST, Places, R_BASE,
    RITUAL_BITS, T_BASE, basic_mixes, mix_count, mix_count_free, mix_limits,
};

/// Where [`each_placement`] sends placements: a list, or a question that stops at the first.
trait Placements {
    /// Takes one placement; breaks when no more are wanted.
    fn place(&mut self, action: Action) -> ControlFlow<()>;

    /// Takes the priest's and then an acolyte's placement on `space`, for free.
    fn place_both(&mut self, space: Space) -> ControlFlow<()> {
        self.place(Action::Place { cultist: Cultist::Priest, space, pay: Pay::default() })?;
        self.place(Action::Place { cultist: Cultist::Acolyte, space, pay: Pay::default() })
    }

    /// Takes the placements of `cultist` on `space` paying each of `mixes` (which vary only in
    /// the basic part of the cost), in order.
    fn place_mixes(&mut self, cultist: Cultist, space: Space, mixes: &[Pay]) -> ControlFlow<()> {
        for &pay in mixes {
            self.place(Action::Place { cultist, space, pay })?;
        }
        ControlFlow::Continue(())
    }

    /// Takes `n` placements in order, the `i`th built by `build(i)` (`None`: there is none), so
    /// one that only counts or stops at one builds no others.
    fn place_many(&mut self, n: usize, build: impl Fn(usize) -> Option<Action>) -> ControlFlow<()> {
        for i in 0..n {
            if let Some(action) = build(i) {
                self.place(action)?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// Lists every placement.
struct ListAll<'a, L>(&'a mut L);

impl<L: Listing> Placements for ListAll<'_, L> {
    #[inline(always)]
    fn place(&mut self, action: Action) -> ControlFlow<()> {
        self.0.push(action);
        ControlFlow::Continue(())
    }

    #[inline(always)]
    fn place_both(&mut self, space: Space) -> ControlFlow<()> {
        self.0.push_all([Cultist::Priest, Cultist::Acolyte].into_iter().map(|cultist| Action::Place {
            cultist,
            space,
            pay: Pay::default(),
        }));
        ControlFlow::Continue(())
    }

    #[inline(always)]
    fn place_mixes(&mut self, cultist: Cultist, space: Space, mixes: &[Pay]) -> ControlFlow<()> {
        self.0.push_all(mixes.iter().map(|&pay| Action::Place { cultist, space, pay }));
        ControlFlow::Continue(())
    }
}

/// Stops at the first placement.
struct AnyPlacement;

impl Placements for AnyPlacement {
    fn place(&mut self, _: Action) -> ControlFlow<()> {
        ControlFlow::Break(())
    }

    fn place_mixes(&mut self, _: Cultist, _: Space, mixes: &[Pay]) -> ControlFlow<()> {
        if mixes.is_empty() { ControlFlow::Continue(()) } else { ControlFlow::Break(()) }
    }

    fn place_many(&mut self, n: usize, _: impl Fn(usize) -> Option<Action>) -> ControlFlow<()> {
        if n == 0 { ControlFlow::Continue(()) } else { ControlFlow::Break(()) }
    }
}

/// The spaces open to a seat's placements now, worked out once for the whole board.
struct Open {
    /// The board's facts for the seat.
    facts: Facts,
    /// Bit per space (see [`PLACES`]) that some cultist of the seat may take and can pay.
    spaces: u64,
    /// The spaces the seat's priest may take (if it is in the pool).
    priests: u64,
    /// The spaces one of the seat's acolytes may take (if one is in the pool).
    acolytes: u64,
    /// The spaces whose cost may be paid in more than one way.
    slow: u64,
}

/// Every space is a bit (see [`PLACES`]): the spaces open to the seat are worked out for all of
/// them at once from the board, the seat's holdings and its unmet needs; `None` when the seat
/// has no cultist in its pool.
#[inline(always)]
fn open_spaces(state: &State, seat: u8) -> Option<Open> {
    let (priest, acolyte) = in_pool(state, seat)?;
    Some(open_to(state, seat, priest, acolyte))
}

/// Whether `seat`'s priest and whether one of its acolytes is in its pool; `None` for neither.
#[inline(always)]
fn in_pool(state: &State, seat: u8) -> Option<(bool, bool)> {
    let player = &state.players[usize::from(seat)];
    let (priest, acolyte) = (player.priest_in_pool, player.pool > 0);
    (priest || acolyte).then_some((priest, acolyte))
}

/// [`open_spaces`] for a seat whose pool holds its priest (`priest`) or an acolyte (`acolyte`).
#[inline(always)]
fn open_to(state: &State, seat: u8, priest: bool, acolyte: bool) -> Open {
    let facts = Facts::gather(state, seat);
    let places = &PLACES[usize::from(state.board)];
    let board = &BOARDS[usize::from(state.board)];
    // Where a cultist may stand now, cost aside.
    let mut open = FIXED_BITS
        | u64::from(facts.available(state)) << H_BASE
        | u64::from(!state.sealed & board.reusable) << C_BASE;
    if state.first_raid_done {
        open |= RITUAL_BITS;
    } else {
        open &= !places.after_first_raid;
    }
    open &= !(u64::from(facts.own_priest) << P_BASE & places.limited
        | u64::from(facts.town_full) << T_BASE
        | u64::from(facts.ritual_start) << R_BASE
        | u64::from(facts.hex) << H_BASE
        | u64::from(facts.hex | facts.cult_action) << C_BASE);
    open &= !places.closed[usize::from(facts.unmet) % NEEDS_SETS];
    let mut requires = open & places.requires;
    while requires != 0 {
        let bit = requires.trailing_zeros();
        requires &= requires - 1;
        let node = &board.nodes[(bit - if bit >= C_BASE { C_BASE } else { H_BASE }) as usize];
        let requirement = if bit >= C_BASE { node.action_requires } else { node.requires };
        if !req_ok(state, &facts, requirement) {
            open &= !(1 << bit);
        }
    }
    // Which cultist may take each space, and whether it can pay. Every way to pay a cost covers
    // its fixed resources, except that Abominations and Spawn may stand in for spellbooks.
    let priests = if priest { places.priest_ok } else { 0 };
    let acolytes = if acolyte { places.acolyte_ok } else { 0 };
    let stand_ins = if facts.stand_ins { places.books } else { 0 };
    let slow = places.slow | stand_ins;
    let mut affordable = places.affordable(facts.have) | stand_ins;
    if scott_active(state, seat) {
        affordable |= RITUAL_BITS;
    }
    let spaces = open & (priests | acolytes) & affordable;
    Open { facts, spaces, priests, acolytes, slow }
}

/// Sends `f` every placement `seat` may make now, in the listed order, until it breaks: the open
/// spaces (see [`open_spaces`]) one by one.
fn each_placement(state: &State, seat: u8, f: &mut impl Placements) -> ControlFlow<()> {
    let Some(open) = open_spaces(state, seat) else { return ControlFlow::Continue(()) };
    let mut spaces = open.spaces;
    while spaces != 0 {
        let mask = spaces & spaces.wrapping_neg();
        spaces ^= mask;
        space_placements(state, &open, mask, f)?;
    }
    ControlFlow::Continue(())
}

/// Sends `f` the placements on the open space `mask` (one bit), in the listed order.
#[inline(always)]
fn space_placements(state: &State, open: &Open, mask: u64, f: &mut impl Placements) -> ControlFlow<()> {
    let Open { ref facts, priests, acolytes, slow, .. } = *open;
    let bit = mask.trailing_zeros();
    let places = &PLACES[usize::from(state.board)];
    let space = places.space[bit as usize];
    if slow & mask != 0 {
        let usable = (u8::from(priests & mask != 0) * PRIEST) | (u8::from(acolytes & mask != 0) * ACOLYTE);
        let cost = match space {
            Space::Ritual(r) => ritual_cost(state, facts.seat, r).unwrap_or_default(),
            _ => places.cost[bit as usize],
        };
        if cost.basic > 0 && cost.sacrifice == 0 && (cost.res.spellbook == 0 || !facts.stand_ins) {
            // Only the mix of basic resources varies: the commonest slow case, listed here
            // from the table (as `paid_placements` would).
            let (have, fixed) = (facts.have, cost.res);
            if !covers(have, fixed) {
                return ControlFlow::Continue(());
            }
            let left = [have.treasure - fixed.treasure, have.blood - fixed.blood, have.magic - fixed.magic];
            if let Some(mixes) = basic_mixes(cost.basic, left) {
                if priests & mask != 0 {
                    f.place_mixes(Cultist::Priest, space, mixes)?;
                }
                if acolytes & mask != 0 {
                    f.place_mixes(Cultist::Acolyte, space, mixes)?;
                }
                return ControlFlow::Continue(());
            }
        }
        if cost.basic == 0 && (cost.res.spellbook == 0 || !facts.stand_ins) {
            return sacrifice_placements((state, facts), (space, cost), usable, f);
        }
        return paid_placements(state, facts, space, cost, usable, f);
    }
    if priests & acolytes & mask != 0 {
        return f.place_both(space);
    }
    if priests & mask != 0 {
        f.place(Action::Place { cultist: Cultist::Priest, space, pay: Pay::default() })?;
    }
    if acolytes & mask != 0 {
        f.place(Action::Place { cultist: Cultist::Acolyte, space, pay: Pay::default() })?;
    }
    ControlFlow::Continue(())
}

/// The placements on `space` of the cultists in `usable` whose `cost` is fixed resources and a
/// sacrifice (Summon Monster): only the sacrificed acolyte varies, from the pool first, then from
/// each spot (the ways `each_payment` lists, in its order).
#[inline(always)]
fn sacrifice_placements(
    (state, facts): (&State, &Facts),
    (space, cost): (Space, data::Cost),
    usable: u8,
    f: &mut impl Placements,
) -> ControlFlow<()> {
    if !covers(facts.have, cost.res) {
        return ControlFlow::Continue(());
    }
    // Counted without listing the spots: only a placement that is built looks one up.
    let seat = facts.seat;
    let pool = state.players[usize::from(seat)].pool;
    let spots = acolyte_spot_count(state, seat);
    for cultist in [Cultist::Priest, Cultist::Acolyte] {
        if usable & bit(cultist) == 0 {
            continue;
        }
        let from_pool = usize::from(pool > u8::from(cultist == Cultist::Acolyte));
        f.place_many(from_pool + spots, |i| {
            let sacrifice = if i < from_pool {
                AcolyteFrom::Pool
            } else {
                AcolyteFrom::Spot(nth_acolyte_spot(state, seat, i - from_pool)?)
            };
            Some(Action::Place { cultist, space, pay: Pay { sacrifice: Some(sacrifice), ..Pay::default() } })
        })?;
    }
    ControlFlow::Continue(())
}

/// Calls `f` with every placement on `space` of the cultists in `usable` whose `cost` can be paid
/// in more than one way (a mix of basic resources, stand-ins for spellbooks, a sacrifice), priest
/// first, until `f` breaks. Kept out of line: few spaces cost so, and the loop over the others
/// stays tight.
#[inline(never)]
fn paid_placements(
    state: &State,
    facts: &Facts,
    space: Space,
    cost: data::Cost,
    usable: u8,
    f: &mut impl Placements,
) -> ControlFlow<()> {
    if usable == 0 {
        return ControlFlow::Continue(());
    }
    if cost.sacrifice == 0 && (cost.res.spellbook == 0 || !facts.stand_ins) {
        // Only the mix of basic resources varies (the ways `each_payment` lists, in its order).
        let have = facts.have;
        if !covers(have, cost.res) {
            return ControlFlow::Continue(());
        }
        let fixed = cost.res;
        let left = [have.treasure - fixed.treasure, have.blood - fixed.blood, have.magic - fixed.magic];
        let n = cost.basic;
        if u32::from(left[0]) + u32::from(left[1]) + u32::from(left[2]) < u32::from(n) {
            return ControlFlow::Continue(());
        }
        let mixes = basic_mixes(n, left);
        for cultist in [Cultist::Priest, Cultist::Acolyte] {
            if usable & bit(cultist) == 0 {
                continue;
            }
            if let Some(mixes) = mixes {
                f.place_mixes(cultist, space, mixes)?;
                continue;
            }
            // More than any space asks (edited content): work the mixes out.
            for t in 0..=n.min(left[0]) {
                let rest = n - t;
                for b in 0..=rest.min(left[1]) {
                    let m = rest - b;
                    if m <= left[2] {
                        f.place(Action::Place {
                            cultist,
                            space,
                            pay: Pay { basic: [t, b, m], ..Pay::default() },
                        })?;
                    }
                }
            }
        }
        return ControlFlow::Continue(());
    }
    if usable == BOTH && cost.sacrifice == 0 {
        // Both cultists pay alike (the placed one is never sacrificed): list the ways once.
        let mut pays: SmallVec<[Pay; 24]> = SmallVec::new();
        let _ = each_payment(state, facts, &cost, 0, None, &mut |pay| {
            pays.push(pay);
            ControlFlow::Continue(())
        });
        for cultist in [Cultist::Priest, Cultist::Acolyte] {
            for &pay in &pays {
                f.place(Action::Place { cultist, space, pay })?;
            }
        }
        return ControlFlow::Continue(());
    }
    for cultist in [Cultist::Priest, Cultist::Acolyte] {
        if usable & bit(cultist) == 0 {
            continue;
        }
        // The placed acolyte leaves the pool (it matters only to a sacrifice from the pool).
        let pool_used = u8::from(cultist == Cultist::Acolyte);
        each_payment(state, facts, &cost, pool_used, None, &mut |pay| {
            f.place(Action::Place { cultist, space, pay })
        })?;
    }
    ControlFlow::Continue(())
}

/// How many placements the open space `mask` (one bit) takes when its cost is fixed resources
/// and some "any basic resource" (the commonest slow case): the number of mixes, read from a
/// table, for each cultist that may stand there (what [`space_placements`] sends [`Count`]).
/// `None` for the other spaces.
#[inline(always)]
fn mix_placements(places: &Places, open: &Open, mask: u64) -> Option<usize> {
    let bit = (mask.trailing_zeros() & 63) as usize;
    let n = places.mix[bit];
    if n == 0 || (open.facts.stand_ins && places.books & mask != 0) {
        return None;
    }
    let (have, fixed) = (open.facts.have, places.cost[bit].res);
    if !covers(have, fixed) {
        return Some(0);
    }
    let left = [have.treasure - fixed.treasure, have.blood - fixed.blood, have.magic - fixed.magic];
    let cultists = usize::from(open.priests & mask != 0) + usize::from(open.acolytes & mask != 0);
    Some(mix_count(n, left)? * cultists)
}

/// Counts placements.
struct Count(usize);

impl Placements for Count {
    #[inline(always)]
    fn place(&mut self, _: Action) -> ControlFlow<()> {
        self.0 += 1;
        ControlFlow::Continue(())
    }

    #[inline(always)]
    fn place_both(&mut self, _: Space) -> ControlFlow<()> {
        self.0 += 2;
        ControlFlow::Continue(())
    }

    #[inline(always)]
    fn place_mixes(&mut self, _: Cultist, _: Space, mixes: &[Pay]) -> ControlFlow<()> {
        self.0 += mixes.len();
        ControlFlow::Continue(())
    }

    #[inline(always)]
    fn place_many(&mut self, n: usize, _: impl Fn(usize) -> Option<Action>) -> ControlFlow<()> {
        self.0 += n;
        ControlFlow::Continue(())
    }
}

/// Stops at the placement with index `.0` (counting down), which it keeps.
struct Nth(usize, Option<Action>);

impl Placements for Nth {
    #[inline(always)]
    fn place(&mut self, action: Action) -> ControlFlow<()> {
        if self.0 == 0 {
            self.1 = Some(action);
            return ControlFlow::Break(());
        }
        self.0 -= 1;
        ControlFlow::Continue(())
    }

    #[inline(always)]
    fn place_mixes(&mut self, cultist: Cultist, space: Space, mixes: &[Pay]) -> ControlFlow<()> {
        match mixes.get(self.0) {
            Some(&pay) => {
                self.1 = Some(Action::Place { cultist, space, pay });
                ControlFlow::Break(())
            }
            None => {
                self.0 -= mixes.len();
                ControlFlow::Continue(())
            }
        }
    }

    #[inline(always)]
    fn place_many(&mut self, n: usize, build: impl Fn(usize) -> Option<Action>) -> ControlFlow<()> {
        if self.0 < n {
            self.1 = build(self.0);
            return ControlFlow::Break(());
        }
        self.0 -= n;
        ControlFlow::Continue(())
    }
}

/// The number of bits set in each byte.
static ONES: [u8; 256] = {
    let mut out = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        out[byte] = (byte as u8).count_ones() as u8;
        byte += 1;
    }
    out
};

/// The bits set in `a` and in `b` together, counted in one pass (without a population count
/// instruction in the baseline target, two counts cost twice as much).
#[inline(always)]
fn ones_in_both(a: u64, b: u64) -> usize {
    const HALF: u64 = 0x5555_5555_5555_5555;
    const PAIRS: u64 = 0x3333_3333_3333_3333;
    const NIBBLES: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    // Each nibble counts its own bits (at most 4).
    let nibbles = |x: u64| {
        let x = x - ((x >> 1) & HALF);
        (x & PAIRS) + ((x >> 2) & PAIRS)
    };
    // At most 8 per nibble, 16 per byte, 128 in all: nothing carries over.
    let sum = nibbles(a) + nibbles(b);
    let bytes = (sum & NIBBLES) + ((sum >> 4) & NIBBLES);
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
}

/// Most spaces of one board whose placements are counted one by one (see [`Open::slow`]): those
/// paid in more than one way, and those asking spellbooks (stand-ins).
const MAX_SLOW: usize = {
    let mut most = 0;
    let mut b = 0;
    while b < PLACES.len() {
        let slow = (PLACES[b].slow | PLACES[b].books).count_ones() as usize;
        if slow > most {
            most = slow;
        }
        b += 1;
    }
    most
};

/// One of the placements [`placements`] lists for `seat` now, picked without listing them:
/// `choose` gets their number plus `extra` (the actions listed after them) and returns an index
/// below it; only the placement at that index is built. `None` when there is no placement
/// (`choose` is not called); `Some(Err(i))` when the index falls on the `i`th extra action.
pub(crate) fn pick_placement(
    state: &State,
    seat: u8,
    extra: usize,
    choose: impl FnOnce(usize) -> usize,
) -> Option<Result<Action, usize>> {
    // The open spaces are worked out here, not returned in an `Option`: one copy fewer.
    let (priest, acolyte) = in_pool(state, seat)?;
    let open = open_to(state, seat, priest, acolyte);
    let (spaces, slow) = (open.spaces, open.slow);
    // Free spaces take one placement per cultist that may stand there (`both`: two); the slow
    // ones are counted by going through their ways to pay, and their counts kept, in order, with
    // the sum for each byte of spaces.
    let fast = spaces & !slow;
    let both = fast & open.priests & open.acolytes;
    let mut count = ones_in_both(fast, both);
    let mut slow_counts = [0usize; MAX_SLOW];
    let mut byte_counts = [0usize; 8];
    let places = &PLACES[usize::from(state.board)];
    // Spaces costing only some "any basic resource" are counted from one table key made once.
    let have = open.facts.have;
    let limits = mix_limits([have.treasure, have.blood, have.magic]);
    let mut spots = None;
    let mut paid = spaces & slow;
    let mut i = 0;
    while paid != 0 {
        let mask = paid & paid.wrapping_neg();
        paid ^= mask;
        let here = if places.mix_free & mask != 0 {
            let bit = (mask.trailing_zeros() & 63) as usize;
            let cultists = usize::from(open.priests & mask != 0) + usize::from(open.acolytes & mask != 0);
            mix_count_free(places.mix[bit], limits) * cultists
        } else if places.sacrifice_only & mask != 0 {
            // As `sacrifice_placements` counts: from the pool (beyond a placed acolyte), or from
            // each spot the seat's acolytes stand on (counted once for the whole board).
            let bit = (mask.trailing_zeros() & 63) as usize;
            if covers(have, places.cost[bit].res) {
                let spots = *spots.get_or_insert_with(|| acolyte_spot_count(state, seat));
                let pool = state.players[usize::from(seat)].pool;
                let priest = if open.priests & mask != 0 { usize::from(pool > 0) + spots } else { 0 };
                let acolyte = if open.acolytes & mask != 0 { usize::from(pool > 1) + spots } else { 0 };
                priest + acolyte
            } else {
                0
            }
        } else {
            match mix_placements(places, &open, mask) {
                Some(here) => here,
                None => {
                    let mut counted = Count(0);
                    let _ = space_placements(state, &open, mask, &mut counted);
                    counted.0
                }
            }
        };
        if let Some(kept) = slow_counts.get_mut(i) {
            *kept = here;
        }
        byte_counts[(mask.trailing_zeros() / 8) as usize & 7] += here;
        i += 1;
        count += here;
    }
    if count == 0 {
        return None;
    }
    let mut index = choose(count + extra).min(count + extra - 1);
    if index >= count {
        return Some(Err(index - count));
    }
    // Whole bytes of spaces whose placements all come before the index are skipped at once.
    let paid = spaces & slow;
    let (mut from, mut i) = (0, 0);
    while from < 56 {
        let byte = |bits: u64| usize::from((bits >> from) as u8);
        let here =
            usize::from(ONES[byte(fast)]) + usize::from(ONES[byte(both)]) + byte_counts[(from / 8) as usize];
        if index < here {
            break;
        }
        index -= here;
        i += usize::from(ONES[byte(paid)]);
        from += 8;
    }
    let mut rest = spaces >> from;
    while rest != 0 {
        let bit = rest.trailing_zeros() + from;
        rest &= rest - 1;
        let mask = 1u64 << bit;
        if slow & mask != 0 {
            let here = slow_counts.get(i).copied().unwrap_or(0);
            i += 1;
            if index < here {
                let mut nth = Nth(index, None);
                let _ = space_placements(state, &open, mask, &mut nth);
                return nth.1.map(Ok);
            }
            index -= here;
            continue;
        }
        let two = both & mask != 0;
        if index < 1 + usize::from(two) {
            let cultist = if (two && index == 0) || (!two && open.priests & mask != 0) {
                Cultist::Priest
            } else {
                Cultist::Acolyte
            };
            let space = places.space[bit as usize];
            return Some(Ok(Action::Place { cultist, space, pay: Pay::default() }));
        }
        index -= 1 + usize::from(two);
    }
    None
}

pub(crate) fn placements(state: &State, seat: u8, out: &mut impl Listing) {
    let _ = each_placement(state, seat, &mut ListAll(out));
}

/// Whether `seat` has a placement to make now: an open free space takes one of its cultists
/// (the commonest answer, read from the masks); a space paid in more than one way is asked.
pub(crate) fn any_placement(state: &State, seat: u8) -> bool {
    let Some(open) = open_spaces(state, seat) else { return false };
    if open.spaces & !open.slow != 0 {
        return true;
    }
    let mut paid = open.spaces & open.slow;
    while paid != 0 {
        let mask = paid & paid.wrapping_neg();
        paid ^= mask;
        if space_placements(state, &open, mask, &mut AnyPlacement).is_break() {
            return true;
        }
    }
    false
}

pub(crate) fn can_place(state: &State, seat: u8) -> bool {
    let player = &state.players[usize::from(seat)];
    if player.pool > 0 {
        return true; // Escape takes any acolyte.
    }
    if !player.priest_in_pool {
        return false;
    }
    any_placement(state, seat)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_masks_are_counted_like_their_population_counts() {
        let masks = [0, 1, u64::MAX, 0x8000_0000_0000_0001, 0x0123_4567_89ab_cdef, 0xf0f0_0000_ffff_0f0f];
        for a in masks {
            for b in masks {
                assert_eq!(ones_in_both(a, b), (a.count_ones() + b.count_ones()) as usize, "{a:#x} {b:#x}");
            }
        }
    }
}
