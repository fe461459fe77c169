//! Who acts and what they may do: the legal-action lists, what a seat holds and needs, and the
//! ways to pay a cost.

pub(crate) mod placement;

use content::evil_priest::{self as data, Effect, Requirement, Res, SkulkKind, Stage};
use std::cell::Cell;
use std::ops::ControlFlow;

use smallvec::SmallVec;
use tabletop_core::SeatSet;
use tabletop_core::legal::Sink;

use crate::action::{AcolyteFrom, Action, Cultist, Pay, Space, Spot};
use crate::apply::prompts::{prompt_options, ritual_cost};
use crate::legal::placement::{pick_placement, placements};
use crate::state::{Deck, Phase, Player, RaidStage, State, add, covers};
use crate::tables::{
    ACOLYTE, BOARDS, BOTH, Board, NEEDS_ACOLYTE, NEEDS_ASYLUM, NEEDS_CHAMBER, NEEDS_PRIEST_CARD,
    NEEDS_SHOGGOTH, Needs, PRIEST, PRIEST_SPACES, REACHED, TOWN, TOWN_ROOMY, TOWN_ROOMY_5P,
};

#[inline]
pub(crate) fn acting(state: &State) -> SeatSet {
    if state.over.is_some() {
        return SeatSet::EMPTY;
    }
    if let Some(raid) = &state.raid {
        return raid
            .players
            .iter()
            .enumerate()
            .filter(|(_, raid)| raid.stage != RaidStage::Done)
            .map(|(seat, _)| tabletop_core::Seat(seat as u8))
            .collect();
    }
    if let Some(prompt) = &state.prompt {
        return SeatSet::single(tabletop_core::Seat(prompt.seat()));
    }
    if state.phase == Phase::Action && !state.placed_this_turn {
        return SeatSet::single(tabletop_core::Seat(state.turn));
    }
    SeatSet::EMPTY
}

/// Whether `seat` is one of the seats [`acting`] names.
pub(crate) fn may_act(state: &State, seat: u8) -> bool {
    if state.over.is_some() || seat >= 16 {
        return false;
    }
    if let Some(raid) = &state.raid {
        return raid.players.get(usize::from(seat)).is_some_and(|raid| raid.stage != RaidStage::Done);
    }
    if let Some(prompt) = &state.prompt {
        return prompt.seat() == seat;
    }
    state.phase == Phase::Action && !state.placed_this_turn && state.turn == seat
}

/// Where listed actions go: the kernel's sink over the caller's `Vec`, or a small list on the
/// stack when the engine lists actions for itself (checking an action, answering a prompt with
/// one option), which it then reads back.
pub(crate) trait Listing: Sink<Action> + std::ops::Deref<Target = [Action]> {
    /// Takes every action of `actions`, in order (one reservation instead of one per action).
    fn push_all(&mut self, actions: impl ExactSizeIterator<Item = Action>);
}

impl Listing for Vec<Action> {
    #[inline(always)]
    fn push_all(&mut self, actions: impl ExactSizeIterator<Item = Action>) {
        self.extend(actions);
    }
}

/// The engine's own action lists.
pub(crate) type Listed = SmallVec<[Action; 48]>;

impl Listing for Listed {
    fn push_all(&mut self, actions: impl ExactSizeIterator<Item = Action>) {
        self.extend(actions);
    }
}

pub(crate) fn legal(state: &State, seat: u8, out: &mut impl Listing) {
    if state.over.is_some() || usize::from(seat) >= state.players.len() {
        return;
    }
    if let Some(raid) = &state.raid {
        if raid.players[usize::from(seat)].stage != RaidStage::Done {
            raid_options(state, seat, out);
        }
        return;
    }
    if let Some(prompt) = state.prompt {
        if prompt.seat() == seat {
            prompt_options(state, prompt, out);
        }
        return;
    }
    if state.phase == Phase::Action && !state.placed_this_turn && state.turn == seat {
        placements(state, seat, out);
        let player = &state.players[usize::from(seat)];
        if !state.discarded_this_turn && !out.is_empty() {
            for (lair, monster) in player.lairs.iter().enumerate() {
                if monster.is_some() {
                    out.push(Action::DiscardMonster { lair: lair as u8 });
                }
            }
        }
    }
}

/// One of the actions [`legal`] lists for `seat`, by its index in that list (see
/// [`tabletop_core::Game::pick_legal`]): a placement is built without listing the others; any
/// other decision lists into `scratch`.
#[inline(never)]
pub(crate) fn pick(
    state: &State,
    seat: u8,
    scratch: &mut Vec<Action>,
    choose: impl FnOnce(usize) -> usize,
) -> Option<Action> {
    let placing = state.over.is_none()
        && state.raid.is_none()
        && state.prompt.is_none()
        && state.phase == Phase::Action
        && !state.placed_this_turn
        && state.turn == seat
        && usize::from(seat) < state.players.len();
    if placing {
        // Placements first, then a discard for each monster (see `legal`).
        let lairs = &state.players[usize::from(seat)].lairs;
        let monsters = if state.discarded_this_turn { 0 } else { lairs.iter().flatten().count() };
        return match pick_placement(state, seat, monsters, choose)? {
            Ok(action) => Some(action),
            Err(nth) => {
                let lair = lairs.iter().enumerate().filter(|(_, monster)| monster.is_some()).nth(nth)?.0;
                Some(Action::DiscardMonster { lair: lair as u8 })
            }
        };
    }
    scratch.clear();
    legal(state, seat, scratch);
    if scratch.is_empty() {
        return None;
    }
    let index = choose(scratch.len()).min(scratch.len() - 1);
    Some(scratch.swap_remove(index))
}

pub(crate) fn raid_options(state: &State, seat: u8, out: &mut impl Listing) {
    for from in acolyte_sources(state, seat) {
        out.push(Action::Strike(from));
    }
    for (lair, monster) in state.players[usize::from(seat)].lairs.iter().enumerate() {
        if monster.is_some() {
            out.push(Action::SacrificeMonster { lair: lair as u8 });
        }
    }
    if state.shoggoth == Some(seat) {
        out.push(Action::SacrificeShoggoth);
    }
    out.push(Action::Continue);
}

/// Distinct places one of `seat`'s acolytes can be taken from for a sacrifice or strike.
fn acolyte_sources(state: &State, seat: u8) -> SmallVec<[AcolyteFrom; 8]> {
    let mut sources = SmallVec::new();
    if state.players[usize::from(seat)].pool > 0 {
        sources.push(AcolyteFrom::Pool);
    }
    for placed in &state.placed {
        if placed.seat == seat && placed.cultist == Cultist::Acolyte {
            let from = AcolyteFrom::Spot(placed.spot);
            if !sources.contains(&from) {
                sources.push(from);
            }
        }
    }
    sources
}

/// Spots of a seat's acolytes.
type Spots = SmallVec<[Spot; 8]>;

/// The distinct spots `seat`'s acolytes stand on, in the order they were placed, leaving out one
/// acolyte on `exclude` (the one being moved or used).
#[inline]
pub(crate) fn acolyte_spots(state: &State, seat: u8, exclude: Option<Spot>) -> Spots {
    let mut spots = Spots::new();
    let mut excluded = exclude;
    for placed in &state.placed {
        if placed.seat != seat || placed.cultist != Cultist::Acolyte {
            continue;
        }
        if excluded == Some(placed.spot) {
            excluded = None;
            continue;
        }
        if !spots.contains(&placed.spot) {
            spots.push(placed.spot);
        }
    }
    spots
}

/// How many spots [`acolyte_spots`] lists for `seat` (nothing excluded), counted without
/// building the list: the spots seen so far sit in a small array (the rare seat with more
/// spots than it holds is counted from the list). Kept out of line: the loops that count
/// placements stay tight.
#[inline(never)]
pub(crate) fn acolyte_spot_count(state: &State, seat: u8) -> usize {
    let mut seen = [Spot::Priest(0); 8];
    let mut count = 0;
    for placed in &state.placed {
        if placed.seat != seat || placed.cultist != Cultist::Acolyte || seen[..count].contains(&placed.spot) {
            continue;
        }
        match seen.get_mut(count) {
            Some(slot) => *slot = placed.spot,
            None => return acolyte_spots(state, seat, None).len(),
        }
        count += 1;
    }
    count
}

/// The spot at index `n` of [`acolyte_spots`] for `seat` (nothing excluded).
pub(crate) fn nth_acolyte_spot(state: &State, seat: u8, n: usize) -> Option<Spot> {
    acolyte_spots(state, seat, None).get(n).copied()
}

pub(crate) fn count_at(state: &State, spot: Spot) -> usize {
    state.placed.iter().filter(|placed| placed.spot == spot).count()
}

/// What the placement rules ask about the board again and again, gathered once per question
/// (legal placements look at every space for both cultists).
pub(crate) struct Facts {
    /// The seat asking.
    pub(crate) seat: u8,
    /// Everything the seat owns.
    pub(crate) have: Res,
    /// Whether the seat has Abominations or Spawn to stand in for spellbooks.
    pub(crate) stand_ins: bool,
    /// Bit `n`: node `n` may be shattered now (see [`available`]); worked out when first asked.
    available: Cell<Option<u16>>,
    /// Bit `k`: the seat's own priest space `k` is taken.
    pub(crate) own_priest: u32,
    /// Bit `r`: ritual `r`'s Start is taken.
    pub(crate) ritual_start: u32,
    /// Bit `n`: a cultist stands on hexagon `n`.
    pub(crate) hex: u16,
    /// Bit `n`: a cultist stands on node `n`'s action space.
    pub(crate) cult_action: u16,
    /// Whether five or more play (town capacities).
    five: bool,
    /// Bit `t`: town space `t` is full (as many cultists on it as it takes).
    pub(crate) town_full: u32,
    /// The [`Needs`] bits the seat does not meet now.
    pub(crate) unmet: Needs,
}

impl Facts {
    #[inline]
    pub(crate) fn new(state: &State, seat: u8) -> Facts {
        Facts::gather(state, seat)
    }

    /// [`Facts::new`], inlined where placements are counted (once per placement decision).
    #[inline(always)]
    pub(super) fn gather(state: &State, seat: u8) -> Facts {
        let (mut facts, sanctum_full) = Facts::holdings(state, seat);
        // Who occupies what is kept with the placed cultists (no walk over them here).
        let occupancy = state.placed.occupancy();
        facts.own_priest = occupancy.own_priest.get(usize::from(seat)).copied().unwrap_or(0);
        facts.town_full = occupancy.town;
        facts.ritual_start = occupancy.ritual_start;
        facts.hex = occupancy.hex;
        facts.cult_action = occupancy.cult_action;
        // `town_full` has every town space with a cultist; those that take more than one keep
        // the bit only when full.
        let mut roomy = facts.town_full & if facts.five { TOWN_ROOMY_5P } else { TOWN_ROOMY };
        while roomy != 0 {
            let t = roomy.trailing_zeros() as u8;
            roomy &= roomy - 1;
            let def = &TOWN[usize::from(t)];
            let capacity = if facts.five { def.capacity_5p } else { def.capacity };
            if occupancy.town_count[usize::from(t)] < capacity {
                facts.town_full &= !(1 << t);
            }
        }
        facts.unmet = facts.unmet_needs(state, sanctum_full);
        facts
    }

    /// The facts [`space_rules`] reads about one `space` (the occupancy of the others is left
    /// out, and the needs only when the space has some): checking one placement looks at one
    /// space, not the whole board.
    pub(crate) fn for_space(state: &State, seat: u8, space: Space) -> Facts {
        let (mut facts, sanctum_full) = Facts::holdings(state, seat);
        let needs = match space {
            Space::Priest(k) => {
                if k < 32
                    && state.placed.iter().any(|placed| placed.seat == seat && placed.spot == Spot::Priest(k))
                {
                    facts.own_priest |= 1 << k;
                }
                PRIEST_SPACES.get(usize::from(k)).map_or(0, |def| def.needs)
            }
            Space::Town(t) => {
                if t < 32 && state.placed.iter().any(|placed| placed.spot == Spot::Town(t)) {
                    facts.town_full |= 1 << t;
                    if (if facts.five { TOWN_ROOMY_5P } else { TOWN_ROOMY }) & (1 << t) != 0 {
                        facts.keep_town_bit_if_full(state, t);
                    }
                }
                TOWN.get(usize::from(t)).map_or(0, |def| def.needs)
            }
            Space::Ritual(r) => {
                let start = Spot::Ritual { track: r, step: 0 };
                if r < 32 && state.placed.iter().any(|placed| placed.spot == start) {
                    facts.ritual_start |= 1 << r;
                }
                0
            }
            Space::Hex(n) | Space::CultAction(n) => {
                if n < 16 {
                    for placed in &state.placed {
                        match placed.spot {
                            Spot::Hex(m) if m == n => facts.hex |= 1 << n,
                            Spot::CultAction(m) if m == n => facts.cult_action |= 1 << n,
                            _ => {}
                        }
                    }
                }
                match space {
                    Space::CultAction(_) => BOARDS[usize::from(state.board)]
                        .nodes
                        .get(usize::from(n))
                        .map_or(0, |node| node.action_needs),
                    _ => 0,
                }
            }
        };
        if needs != 0 {
            facts.unmet = facts.unmet_needs(state, sanctum_full);
        }
        facts
    }

    /// The seat's holdings, with no occupancy and no unmet needs yet; and whether its sanctum is
    /// full.
    #[inline(always)]
    fn holdings(state: &State, seat: u8) -> (Facts, bool) {
        let player = &state.players[usize::from(seat)];
        // Holdings and whether the sanctum is full, in one pass over the Chambers.
        let mut have = player.exposed;
        let mut sanctum_full = true;
        for slot in &player.chambers {
            match slot {
                Some(chamber) => add(&mut have, chamber.held),
                None => sanctum_full = false,
            }
        }
        let facts = Facts {
            seat,
            have,
            stand_ins: player.evolution[1..] != [0, 0],
            available: Cell::new(None),
            own_priest: 0,
            ritual_start: 0,
            hex: 0,
            cult_action: 0,
            five: state.player_count() >= 5,
            town_full: 0,
            unmet: 0,
        };
        (facts, sanctum_full)
    }

    /// Clears town `t`'s bit of `town_full` when fewer cultists stand there than it takes.
    fn keep_town_bit_if_full(&mut self, state: &State, t: u8) {
        let def = &TOWN[usize::from(t)];
        let capacity = if self.five { def.capacity_5p } else { def.capacity };
        if count_at(state, Spot::Town(t)) < usize::from(capacity) {
            self.town_full &= !(1 << t);
        }
    }

    /// The [`Needs`] bits the seat does not meet now.
    #[inline(always)]
    fn unmet_needs(&self, state: &State, sanctum_full: bool) -> Needs {
        let player = &state.players[usize::from(self.seat)];
        let priest_card = match player.priest_card {
            Some(card) if !player.priest_used => {
                req_ok(state, self, data::PRIESTS[usize::from(card)].requires)
            }
            _ => false,
        };
        let shoggoth = state.shoggoth == Some(self.seat) && self.available(state) != 0;
        let chamber = sanctum_full || display_has(&state.chamber_deck);
        let unmet = |met: bool, need: Needs| if met { 0 } else { need };
        unmet(shoggoth, NEEDS_SHOGGOTH)
            | unmet(priest_card, NEEDS_PRIEST_CARD)
            | unmet(player.asylum > 0, NEEDS_ASYLUM)
            | unmet(chamber, NEEDS_CHAMBER)
    }

    /// Bit `n`: node `n` may be shattered now.
    #[inline]
    pub(crate) fn available(&self, state: &State) -> u16 {
        match self.available.get() {
            Some(mask) => mask,
            None => {
                let mask = available_mask(state);
                self.available.set(Some(mask));
                mask
            }
        }
    }

    fn is_available(&self, state: &State, n: u8) -> bool {
        self.available(state) & (1 << n) != 0
    }
}

#[inline]
pub(crate) fn req_ok(state: &State, facts: &Facts, requirement: Requirement) -> bool {
    match requirement {
        Requirement::None => true,
        _ => req_ok_slow(state, facts, requirement),
    }
}

fn req_ok_slow(state: &State, facts: &Facts, requirement: Requirement) -> bool {
    let player = &state.players[usize::from(facts.seat)];
    match requirement {
        Requirement::None => true,
        Requirement::Skulking => {
            state.placed.iter().any(|placed| placed.seat == facts.seat && is_skulk_spot(state, placed.spot))
        }
        Requirement::ElderSigns(n) => facts.have.elder_sign >= n,
        Requirement::Evolved(stage) => player.evolution[stage_index(stage)] > 0,
        Requirement::AfterFirstRaid => state.first_raid_done,
    }
}

fn stage_index(stage: Stage) -> usize {
    match stage {
        Stage::Mutant => 0,
        Stage::Abomination => 1,
        Stage::Spawn => 2,
    }
}

pub(crate) fn skulk_kind_of(effects: &[Effect]) -> Option<SkulkKind> {
    effects.iter().find_map(|effect| match effect {
        Effect::Skulk(kind) => Some(*kind),
        _ => None,
    })
}

fn is_skulk_spot(state: &State, spot: Spot) -> bool {
    match spot {
        Spot::Town(t) => TOWN[usize::from(t)].skulk,
        Spot::CultAction(n) => BOARDS[usize::from(state.board)].nodes[usize::from(n)].action_skulk,
        _ => false,
    }
}

/// Whether the Elder Sign of cult node `n` may be shattered now (ignoring cost and requirement):
/// it is still sealed, not a Growth space, and a start space or reached by an arrow from an
/// unlocked space.
pub fn shatterable(state: &State, n: u8) -> bool {
    available(state, n)
}

pub(crate) fn available(state: &State, n: u8) -> bool {
    n < 16 && available_mask(state) & (1 << n) != 0
}

/// Bit `n`: node `n` may be shattered now (see [`shatterable`]).
pub(crate) fn available_mask(state: &State) -> u16 {
    let b = usize::from(state.board);
    let board = &BOARDS[b];
    // Nodes past the board's end have no links: only the board's own are looked at.
    let unlocked = !state.sealed & board_nodes(board);
    let [low, high] = unlocked.to_le_bytes();
    let reached = board.start | REACHED[b][0][usize::from(low)] | REACHED[b][1][usize::from(high)];
    reached & state.sealed & !board.growth
}

/// Bit `n` for each node `n` of `board`.
fn board_nodes(board: &Board) -> u16 {
    if board.len >= 16 { u16::MAX } else { (1u16 << board.len) - 1 }
}

#[inline]
pub(crate) fn sanctum_full(player: &Player) -> bool {
    player.chambers.iter().all(Option::is_some)
}

#[inline]
pub(crate) fn display_has(deck: &Deck) -> bool {
    deck.display.iter().any(Option::is_some)
}

pub(crate) fn bit(cultist: Cultist) -> u8 {
    match cultist {
        Cultist::Priest => PRIEST,
        Cultist::Acolyte => ACOLYTE,
    }
}

/// The cultists (bits [`PRIEST`], [`ACOLYTE`]) with which the seat of `facts` may use an action
/// list that asks `needs`: its prerequisites hold.
#[inline(always)]
pub(crate) fn needs_allow(facts: &Facts, needs: Needs) -> u8 {
    if needs & facts.unmet != 0 {
        0
    } else if needs & NEEDS_ACOLYTE != 0 {
        ACOLYTE
    } else {
        BOTH
    }
}

/// Every way the seat of `facts` can pay `cost`. `pool_used` acolytes of the pool are already
/// committed (the placed one); `exclude` is the placed acolyte when it stands on a spot.
pub(crate) fn payments(
    state: &State,
    facts: &Facts,
    cost: &data::Cost,
    pool_used: u8,
    exclude: Option<Spot>,
) -> SmallVec<[Pay; 8]> {
    let mut out = SmallVec::new();
    let _ = each_payment(state, facts, cost, pool_used, exclude, &mut |pay| {
        out.push(pay);
        ControlFlow::Continue(())
    });
    out
}

/// Calls `f` with every way the seat of `facts` can pay `cost` (see [`payments`]), until `f`
/// breaks. Order: spellbook stand-ins, then the basic mix, then the sacrificed acolyte.
#[inline(always)]
pub(crate) fn each_payment(
    state: &State,
    facts: &Facts,
    cost: &data::Cost,
    pool_used: u8,
    exclude: Option<Spot>,
    f: &mut impl FnMut(Pay) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if cost.is_free() {
        return f(Pay::default());
    }
    let seat = facts.seat;
    let player = &state.players[usize::from(seat)];
    let have = facts.have;
    let mut fixed = cost.res;
    let books_needed = fixed.spellbook;
    fixed.spellbook = 0;
    if !covers(have, fixed) {
        return ControlFlow::Continue(());
    }
    if cost.basic == 0 && cost.sacrifice == 0 && (books_needed == 0 || player.evolution[1..] == [0, 0]) {
        // A fixed cost and nothing to stand in for spellbooks: one way to pay, or none.
        if books_needed > have.spellbook {
            return ControlFlow::Continue(());
        }
        return f(Pay::default());
    }
    let left = [have.treasure - fixed.treasure, have.blood - fixed.blood, have.magic - fixed.magic];
    let n = cost.basic;
    if u32::from(left[0]) + u32::from(left[1]) + u32::from(left[2]) < u32::from(n) {
        return ControlFlow::Continue(());
    }
    // Sacrifice: from the pool (first), or from one of the spots the seat's acolytes stand on.
    let sacrifice = cost.sacrifice > 0;
    let from_pool = sacrifice && player.pool > pool_used;
    let spots = if sacrifice { acolyte_spots(state, seat, exclude) } else { Spots::new() };
    if sacrifice && !from_pool && spots.is_empty() {
        return ControlFlow::Continue(());
    }
    // Spellbook part: real books, or Abominations and Spawn standing in.
    let (abom, spawn) = (player.evolution[1], player.evolution[2]);
    // Inclusive bounds as exclusive `u16` ranges: they compile to tighter loops.
    let upto = |most: u8| 0..u16::from(most) + 1;
    for a in upto(abom.min(books_needed)) {
        let a = a as u8;
        for s in upto(spawn.min(books_needed - a)) {
            let s = s as u8;
            if books_needed - a - s > have.spellbook {
                continue;
            }
            let books = [a, s];
            // Basic part.
            for t in upto(n.min(left[0])) {
                let t = t as u8;
                for b in upto((n - t).min(left[1])) {
                    let b = b as u8;
                    let m = n - t - b;
                    if m > left[2] {
                        continue;
                    }
                    let basic = [t, b, m];
                    if !sacrifice {
                        f(Pay { basic, books, sacrifice: None })?;
                        continue;
                    }
                    if from_pool {
                        f(Pay { basic, books, sacrifice: Some(AcolyteFrom::Pool) })?;
                    }
                    for &spot in &spots {
                        f(Pay { basic, books, sacrifice: Some(AcolyteFrom::Spot(spot)) })?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Whether `pay` is one of the ways [`each_payment`] lists for these arguments, worked out
/// without listing them.
pub(crate) fn pay_allowed(
    state: &State,
    facts: &Facts,
    cost: &data::Cost,
    pool_used: u8,
    exclude: Option<Spot>,
    pay: &Pay,
) -> bool {
    if cost.is_free() {
        return *pay == Pay::default();
    }
    let seat = facts.seat;
    let player = &state.players[usize::from(seat)];
    let have = facts.have;
    let mut fixed = cost.res;
    let books_needed = fixed.spellbook;
    fixed.spellbook = 0;
    if !covers(have, fixed) {
        return false;
    }
    if cost.basic == 0 && cost.sacrifice == 0 && (books_needed == 0 || player.evolution[1..] == [0, 0]) {
        return books_needed <= have.spellbook && *pay == Pay::default();
    }
    let left = [have.treasure - fixed.treasure, have.blood - fixed.blood, have.magic - fixed.magic];
    let n = cost.basic;
    if u32::from(left[0]) + u32::from(left[1]) + u32::from(left[2]) < u32::from(n) {
        return false;
    }
    // The spellbook part.
    let [a, s] = pay.books;
    if a > player.evolution[1].min(books_needed)
        || s > player.evolution[2].min(books_needed - a)
        || books_needed - a - s > have.spellbook
    {
        return false;
    }
    // The basic part: `t` and `b` within their bounds, `m` the rest.
    let [t, b, m] = pay.basic;
    if t > n.min(left[0]) || b > (n - t).min(left[1]) || m != n - t - b || m > left[2] {
        return false;
    }
    // The sacrifice.
    if cost.sacrifice == 0 {
        return pay.sacrifice.is_none();
    }
    match pay.sacrifice {
        None => false,
        Some(AcolyteFrom::Pool) => player.pool > pool_used,
        Some(AcolyteFrom::Spot(spot)) => acolyte_spots(state, seat, exclude).contains(&spot),
    }
}

/// The cost of `space` and the spot `cultist` goes to, if the space allows the placement now and
/// `pay` is one of the listed ways to pay (see [`space_rules`] and [`pay_allowed`]).
pub(crate) fn placement_allowed(
    state: &State,
    seat: u8,
    cultist: Cultist,
    space: Space,
    pay: &Pay,
) -> Option<(data::Cost, Option<Spot>)> {
    let facts = Facts::for_space(state, seat, space);
    let (cost, spot) = space_rules(state, &facts, cultist, space)?;
    let pool_used = u8::from(cultist == Cultist::Acolyte);
    pay_allowed(state, &facts, &cost, pool_used, None, pay).then_some((cost, spot))
}

/// The cost and effects of placing `cultist` on `space`, if the space allows it now (cost aside).
pub(crate) fn space_rules(
    state: &State,
    facts: &Facts,
    cultist: Cultist,
    space: Space,
) -> Option<(data::Cost, Option<Spot>)> {
    let (cost, spot, allowed) = space_open(state, facts, space)?;
    (allowed & bit(cultist) != 0).then_some((cost, spot))
}

/// The cost of `space`, the spot a cultist placed there stands on, and which cultists (bits
/// [`PRIEST`], [`ACOLYTE`]) the space allows now (cost aside); `None` when it allows neither.
#[inline(always)]
fn space_open(state: &State, facts: &Facts, space: Space) -> Option<(data::Cost, Option<Spot>, u8)> {
    let (cost, spot, allowed) = match space {
        Space::Priest(k) => {
            let def = PRIEST_SPACES.get(usize::from(k))?;
            if (def.after_first_raid && !state.first_raid_done)
                || (!def.unlimited && facts.own_priest & (1 << k) != 0)
            {
                return None;
            }
            let spot = if def.unlimited { None } else { Some(Spot::Priest(k)) };
            (def.cost, spot, def.who & needs_allow(facts, def.needs))
        }
        Space::Town(t) => {
            let def = TOWN.get(usize::from(t))?;
            if t >= 32 || facts.town_full & (1 << t) != 0 {
                return None;
            }
            (def.cost, Some(Spot::Town(t)), needs_allow(facts, def.needs))
        }
        Space::Ritual(r) => {
            let cost = ritual_cost(state, facts.seat, r)?;
            if !state.first_raid_done || facts.ritual_start & (1 << r) != 0 {
                return None;
            }
            (cost, Some(Spot::Ritual { track: r, step: 0 }), BOTH)
        }
        Space::Hex(n) => {
            let board = &BOARDS[usize::from(state.board)];
            if n >= board.len {
                return None;
            }
            let node = &board.nodes[usize::from(n)];
            if !facts.is_available(state, n)
                || !req_ok(state, facts, node.requires)
                || facts.hex & (1 << n) != 0
            {
                return None;
            }
            (node.cost, Some(Spot::Hex(n)), BOTH)
        }
        Space::CultAction(n) => {
            let board = &BOARDS[usize::from(state.board)];
            if n >= board.len {
                return None;
            }
            let node = &board.nodes[usize::from(n)];
            if !node.reusable
                || state.is_sealed(n)
                || facts.hex & (1 << n) != 0
                || facts.cult_action & (1 << n) != 0
            {
                return None;
            }
            (node.action_cost, Some(Spot::CultAction(n)), cult_action_allow(state, facts, n))
        }
    };
    (allowed != 0).then_some((cost, spot, allowed))
}

pub(crate) fn cult_action_ok(state: &State, facts: &Facts, cultist: Cultist, n: u8) -> bool {
    cult_action_allow(state, facts, n) & bit(cultist) != 0
}

/// The cultists (bits [`PRIEST`], [`ACOLYTE`]) that may use node `n`'s action space now.
#[inline]
fn cult_action_allow(state: &State, facts: &Facts, n: u8) -> u8 {
    let node = &BOARDS[usize::from(state.board)].nodes[usize::from(n)];
    if !req_ok(state, facts, node.action_requires) {
        return 0;
    }
    needs_allow(facts, node.action_needs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::apply::apply;
    use crate::setup::setup;
    use tabletop_core::Game;
    use tabletop_core::bot::{Bot, RandomBot};
    use tabletop_core::game::Options;

    /// Ways to pay near the listed ones: each field one up or down, and other sacrifices.
    fn near(pays: &[Pay], spots: &[Spot]) -> Vec<Pay> {
        let mut out = vec![Pay::default()];
        for pay in pays {
            out.push(*pay);
            for i in 0..3 {
                for delta in [1u8, 255] {
                    let mut other = *pay;
                    other.basic[i] = other.basic[i].wrapping_add(delta);
                    out.push(other);
                }
            }
            for i in 0..2 {
                let mut other = *pay;
                other.books[i] = other.books[i].wrapping_add(1);
                out.push(other);
            }
            out.push(Pay { sacrifice: None, ..*pay });
            out.push(Pay { sacrifice: Some(AcolyteFrom::Pool), ..*pay });
            for &spot in spots {
                out.push(Pay { sacrifice: Some(AcolyteFrom::Spot(spot)), ..*pay });
            }
        }
        out
    }

    #[test]
    fn a_payment_is_allowed_exactly_when_it_is_listed() {
        let mut checked = 0;
        for (seed, cult) in [(1, "opener"), (2, "cthulhu"), (3, "black-goat"), (4, "sleeper")] {
            let options = Options::players(3).with("expansion", "blood-ceremony").with("cult", cult);
            let config = crate::EvilPriest::config(&options).expect("valid options");
            let mut state = setup(&config, seed).expect("setup");
            let mut bot = RandomBot::new(seed);
            let mut listed = Vec::new();
            let mut events = Vec::new();
            for _ in 0..3000 {
                if state.over.is_some() {
                    break;
                }
                let seat = acting(&state).first().expect("someone acts");
                let facts = Facts::new(&state, seat.0);
                let spots: Vec<Spot> = state.placed.iter().map(|placed| placed.spot).collect();
                let board = &BOARDS[usize::from(state.board)];
                let mut costs: Vec<data::Cost> = TOWN.iter().map(|town| town.cost).collect();
                costs.extend(PRIEST_SPACES.iter().map(|space| space.cost));
                costs.extend(board.nodes.iter().flat_map(|node| [node.cost, node.action_cost]));
                for cost in &costs {
                    for pool_used in 0..2 {
                        for exclude in [None, spots.first().copied()] {
                            let pays = payments(&state, &facts, cost, pool_used, exclude);
                            for pay in near(&pays, &spots) {
                                assert_eq!(
                                    pay_allowed(&state, &facts, cost, pool_used, exclude, &pay),
                                    pays.contains(&pay),
                                    "{cost:?} {pay:?} pool_used {pool_used} exclude {exclude:?}"
                                );
                                checked += 1;
                            }
                        }
                    }
                }
                listed.clear();
                crate::EvilPriest::legal_actions(&state, seat, &mut listed);
                let action = listed[Bot::<crate::EvilPriest>::choose(&mut bot, &state, seat, &listed)];
                apply(&mut state, seat.0, &action, &mut events).expect("a listed action");
            }
        }
        assert!(checked > 100_000, "{checked}");
    }
}
