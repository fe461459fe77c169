//! The rules: setup, legal actions, applying actions and running the game to the next decision.

use content::evil_priest::{
    self as data, AvatarPower, CultRule, Effect, MonsterDeck, MonsterTrigger, NodeKind, Requirement, Res,
    Resource, SkulkKind, Stage,
};
use std::cell::Cell;
use std::ops::ControlFlow;

use smallvec::SmallVec;
use tabletop_core::{ActionError, GameRng, SeatSet, SetupError};

use crate::action::{AcolyteFrom, Action, Cultist, Event, Evolving, Pay, Plan, Space, Spot, StandIn};
use crate::state::{
    ChamberSlot, Config, Deck, End, Lair, Phase, Placed, Player, PlayerRaid, Prompt, Raid, RaidStage, State,
    Task, add, covers,
};
use crate::tables::{
    ACOLYTE, BOARDS, BOTH, C_BASE, CHAMBER_ACCEPTS, CHAMBER_STORAGE, FIXED_BITS, H_BASE, NEEDS_ACOLYTE,
    NEEDS_ASYLUM, NEEDS_CHAMBER, NEEDS_PRIEST_CARD, NEEDS_SHOGGOTH, Needs, P_BASE, PLACES, PRIEST,
    PRIEST_SPACES, R_BASE, RITUAL_BITS, RITUAL_COSTS, T_BASE, TOWN, TOWN_ROOMY, TOWN_ROOMY_5P,
    TOWN_SKULK_TARGETS, resource_index, storage,
};

const RULES: &data::RulesDef = &data::RULES;

// ---------------------------------------------------------------------------------------------
// Setup

pub(crate) fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
    let mut rng = GameRng::seed_from(seed);
    let board = match config.cult {
        Some(board) => board,
        None => {
            let allowed: Vec<u8> = data::CULT_BOARDS
                .iter()
                .enumerate()
                .filter(|(_, board)| config.expansion || !board.expansion)
                .map(|(index, _)| index as u8)
                .collect();
            if allowed.is_empty() {
                return Err(SetupError::Option {
                    key: "cult".into(),
                    message: "no cult board in the content".into(),
                });
            }
            allowed[rng.index(allowed.len())]
        }
    };
    let cult = &data::CULT_BOARDS[usize::from(board)];
    if cult.nodes.len() > 16 {
        return Err(SetupError::Option {
            key: "cult".into(),
            message: "a cult board has too many spaces".into(),
        });
    }
    let display = usize::from(RULES.display);
    let mut chamber_deck = Deck { display: SmallVec::from_elem(None, display), ..Deck::default() };
    for (index, chamber) in data::CHAMBERS.iter().enumerate() {
        chamber_deck.draw.extend(std::iter::repeat_n(index as u8, usize::from(chamber.copies)));
    }
    rng.shuffle(&mut chamber_deck.draw);
    chamber_deck.refill(&mut rng);
    let wanted = if config.expansion { MonsterDeck::Unique } else { MonsterDeck::Generic };
    let mut monster_deck = Deck {
        display: if config.expansion { SmallVec::from_elem(None, display) } else { SmallVec::new() },
        ..Deck::default()
    };
    for (index, monster) in data::MONSTERS.iter().enumerate().filter(|(_, monster)| monster.deck == wanted) {
        let copies = if wanted == MonsterDeck::Generic { RULES.generic_monsters } else { monster.copies };
        monster_deck.draw.extend(std::iter::repeat_n(index as u8, usize::from(copies)));
    }
    rng.shuffle(&mut monster_deck.draw);
    monster_deck.refill(&mut rng);
    let mut investigator_deck = Deck::default();
    let mut priests: Vec<u8> = Vec::new();
    if config.expansion {
        investigator_deck.display = SmallVec::from_elem(None, display);
        investigator_deck.draw = (0..data::INVESTIGATORS.len() as u8).collect();
        rng.shuffle(&mut investigator_deck.draw);
        investigator_deck.refill(&mut rng);
        priests = (0..data::PRIESTS.len() as u8).collect();
        rng.shuffle(&mut priests);
    }
    let players = (0..config.players)
        .map(|seat| Player {
            pool: RULES.start_pool,
            priest_in_pool: true,
            asylum: RULES.acolytes - RULES.start_pool,
            escape: 0,
            evolution: [0; 3],
            exposed: Res::of(Resource::Treasure, seat + 1),
            chambers: SmallVec::from_elem(None, usize::from(RULES.chamber_slots)),
            lairs: SmallVec::from_elem(None, usize::from(RULES.lairs)),
            priest_card: priests.get(usize::from(seat)).copied(),
            priest_used: false,
            raid_marker: 0,
        })
        .collect();
    let nodes = cult.nodes.len() as u32;
    Ok(State {
        config: *config,
        rng,
        board,
        players,
        round: 1,
        first: 0,
        marker: 0,
        phase: Phase::Action,
        turn: 0,
        placed_this_turn: false,
        discarded_this_turn: false,
        placed: SmallVec::new(),
        sealed: ((1u32 << nodes) - 1) as u16,
        elder_signs_removed: 0,
        first_raid_done: false,
        deep_one: 0,
        shoggoth: None,
        growth: 0,
        pending_growth: SmallVec::new(),
        azathoth: SmallVec::from_elem(0, usize::from(config.players)),
        avatars: SmallVec::from_elem(None, data::AVATARS.len()),
        blocked: None,
        scott: 0,
        chamber_deck,
        monster_deck,
        investigator_deck,
        prompt: None,
        raid: None,
        tasks: SmallVec::new(),
        over: None,
    })
}

// ---------------------------------------------------------------------------------------------
// Who acts

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
fn may_act(state: &State, seat: u8) -> bool {
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

// ---------------------------------------------------------------------------------------------
// Legal actions

/// Where listed actions go: the caller's `Vec`, or a small list on the stack when the engine
/// lists actions for itself (checking an action, answering a prompt with one option).
pub(crate) trait Listing: std::ops::Deref<Target = [Action]> {
    /// Lists one more action.
    fn add(&mut self, action: Action);
}

impl Listing for Vec<Action> {
    fn add(&mut self, action: Action) {
        self.push(action);
    }
}

/// The engine's own action lists.
type Listed = SmallVec<[Action; 48]>;

impl Listing for Listed {
    fn add(&mut self, action: Action) {
        self.push(action);
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
                    out.add(Action::DiscardMonster { lair: lair as u8 });
                }
            }
        }
    }
}

fn raid_options(state: &State, seat: u8, out: &mut impl Listing) {
    for from in acolyte_sources(state, seat) {
        out.add(Action::Strike(from));
    }
    for (lair, monster) in state.players[usize::from(seat)].lairs.iter().enumerate() {
        if monster.is_some() {
            out.add(Action::SacrificeMonster { lair: lair as u8 });
        }
    }
    if state.shoggoth == Some(seat) {
        out.add(Action::SacrificeShoggoth);
    }
    out.add(Action::Continue);
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
fn acolyte_spots(state: &State, seat: u8, exclude: Option<Spot>) -> Spots {
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

fn count_at(state: &State, spot: Spot) -> usize {
    state.placed.iter().filter(|placed| placed.spot == spot).count()
}

/// What the placement rules ask about the board again and again, gathered once per question
/// (legal placements look at every space for both cultists).
struct Facts {
    /// The seat asking.
    seat: u8,
    /// Everything the seat owns.
    have: Res,
    /// Whether the seat has Abominations or Spawn to stand in for spellbooks.
    stand_ins: bool,
    /// Bit `n`: node `n` may be shattered now (see [`available`]); worked out when first asked.
    available: Cell<Option<u16>>,
    /// Bit `k`: the seat's own priest space `k` is taken.
    own_priest: u32,
    /// Bit `r`: ritual `r`'s Start is taken.
    ritual_start: u32,
    /// Bit `n`: a cultist stands on hexagon `n`.
    hex: u16,
    /// Bit `n`: a cultist stands on node `n`'s action space.
    cult_action: u16,
    /// Whether five or more play (town capacities).
    five: bool,
    /// Bit `t`: town space `t` is full (as many cultists on it as it takes).
    town_full: u32,
    /// The [`Needs`] bits the seat does not meet now.
    unmet: Needs,
}

impl Facts {
    fn new(state: &State, seat: u8) -> Facts {
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
        let mut facts = Facts {
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
        for placed in &state.placed {
            match placed.spot {
                Spot::Priest(k) if placed.seat == seat && k < 32 => facts.own_priest |= 1 << k,
                Spot::Town(t) if t < 32 => facts.town_full |= 1 << t,
                Spot::Ritual { track, step: 0 } if track < 32 => facts.ritual_start |= 1 << track,
                Spot::Hex(n) => facts.hex |= 1 << n,
                Spot::CultAction(n) => facts.cult_action |= 1 << n,
                _ => {}
            }
        }
        // `town_full` has every town space with a cultist; those that take more than one keep
        // the bit only when full.
        let mut roomy = facts.town_full & if facts.five { TOWN_ROOMY_5P } else { TOWN_ROOMY };
        while roomy != 0 {
            let t = roomy.trailing_zeros() as u8;
            roomy &= roomy - 1;
            let def = &TOWN[usize::from(t)];
            let capacity = if facts.five { def.capacity_5p } else { def.capacity };
            if count_at(state, Spot::Town(t)) < usize::from(capacity) {
                facts.town_full &= !(1 << t);
            }
        }
        let priest_card = match player.priest_card {
            Some(card) if !player.priest_used => {
                req_ok(state, &facts, data::PRIESTS[usize::from(card)].requires)
            }
            _ => false,
        };
        let shoggoth = state.shoggoth == Some(seat) && facts.available(state) != 0;
        let chamber = sanctum_full || display_has(&state.chamber_deck);
        let unmet = |met: bool, need: Needs| if met { 0 } else { need };
        facts.unmet = unmet(shoggoth, NEEDS_SHOGGOTH)
            | unmet(priest_card, NEEDS_PRIEST_CARD)
            | unmet(player.asylum > 0, NEEDS_ASYLUM)
            | unmet(chamber, NEEDS_CHAMBER);
        facts
    }

    /// Bit `n`: node `n` may be shattered now.
    fn available(&self, state: &State) -> u16 {
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
fn req_ok(state: &State, facts: &Facts, requirement: Requirement) -> bool {
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

fn skulk_kind_of(effects: &[Effect]) -> Option<SkulkKind> {
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

fn available(state: &State, n: u8) -> bool {
    n < 16 && available_mask(state) & (1 << n) != 0
}

/// Bit `n`: node `n` may be shattered now (see [`shatterable`]).
fn available_mask(state: &State) -> u16 {
    let board = &BOARDS[usize::from(state.board)];
    let mut reached = board.start;
    // Nodes past the board's end have no links.
    let mut unlocked = !state.sealed;
    while unlocked != 0 {
        reached |= board.links[unlocked.trailing_zeros() as usize];
        unlocked &= unlocked - 1;
    }
    reached & state.sealed & !board.growth
}

fn sanctum_full(player: &Player) -> bool {
    player.chambers.iter().all(Option::is_some)
}

fn display_has(deck: &Deck) -> bool {
    deck.display.iter().any(Option::is_some)
}

fn bit(cultist: Cultist) -> u8 {
    match cultist {
        Cultist::Priest => PRIEST,
        Cultist::Acolyte => ACOLYTE,
    }
}

/// The cultists (bits [`PRIEST`], [`ACOLYTE`]) with which the seat of `facts` may use an action
/// list that asks `needs`: its prerequisites hold.
#[inline(always)]
fn needs_allow(facts: &Facts, needs: Needs) -> u8 {
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
fn payments(
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
fn each_payment(
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
fn pay_allowed(
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

/// The cost and effects of placing `cultist` on `space`, if the space allows it now (cost aside).
fn space_rules(
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

fn cult_action_ok(state: &State, facts: &Facts, cultist: Cultist, n: u8) -> bool {
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

/// Calls `f` with every placement `seat` may make now, in the listed order, until `f` breaks.
///
/// Every space is a bit (see [`PLACES`]): the spaces open to the seat are worked out for all of
/// them at once from the board, the seat's holdings and its unmet needs, and only those are
/// looked at one by one.
fn each_placement(state: &State, seat: u8, f: &mut impl FnMut(Action) -> ControlFlow<()>) -> ControlFlow<()> {
    let player = &state.players[usize::from(seat)];
    let (priest, acolyte) = (player.priest_in_pool, player.pool > 0);
    if !priest && !acolyte {
        return ControlFlow::Continue(());
    }
    let facts = Facts::new(state, seat);
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
    let mut unmet = facts.unmet;
    while unmet != 0 {
        open &= !places.needs[unmet.trailing_zeros() as usize];
        unmet &= unmet - 1;
    }
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
    // Which cultist may take each space, and whether it can pay.
    let priests = if priest { places.priest_ok } else { 0 };
    let acolytes = if acolyte { places.acolyte_ok } else { 0 };
    let slow = places.slow | if facts.stand_ins { places.books } else { 0 };
    let mut affordable = places.affordable(facts.have);
    if scott_active(state, seat) {
        affordable |= RITUAL_BITS;
    }
    let mut spaces = open & (priests | acolytes) & (affordable | slow);
    while spaces != 0 {
        let bit = spaces.trailing_zeros();
        spaces &= spaces - 1;
        let space = places.space[bit as usize];
        let usable = ((priests >> bit & 1) as u8 * PRIEST) | ((acolytes >> bit & 1) as u8 * ACOLYTE);
        if slow & (1 << bit) != 0 {
            let cost = match space {
                Space::Ritual(r) => ritual_cost(state, seat, r).unwrap_or_default(),
                _ => places.cost[bit as usize],
            };
            paid_placements(state, &facts, space, cost, usable, f)?;
            continue;
        }
        if usable & PRIEST != 0 {
            f(Action::Place { cultist: Cultist::Priest, space, pay: Pay::default() })?;
        }
        if usable & ACOLYTE != 0 {
            f(Action::Place { cultist: Cultist::Acolyte, space, pay: Pay::default() })?;
        }
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
    f: &mut impl FnMut(Action) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if usable == 0 {
        return ControlFlow::Continue(());
    }
    if cost.basic == 0 && (cost.res.spellbook == 0 || !facts.stand_ins) {
        // Fixed resources and a sacrifice (Summon Monster): only the sacrificed acolyte varies,
        // from the pool first, then from each spot (the ways `each_payment` lists, in its order).
        if !covers(facts.have, cost.res) {
            return ControlFlow::Continue(());
        }
        let pool = state.players[usize::from(facts.seat)].pool;
        let spots = acolyte_spots(state, facts.seat, None);
        for cultist in [Cultist::Priest, Cultist::Acolyte] {
            if usable & bit(cultist) == 0 {
                continue;
            }
            let pool_used = u8::from(cultist == Cultist::Acolyte);
            let place =
                |sacrifice| Action::Place { cultist, space, pay: Pay { sacrifice, ..Pay::default() } };
            if pool > pool_used {
                f(place(Some(AcolyteFrom::Pool)))?;
            }
            for &spot in &spots {
                f(place(Some(AcolyteFrom::Spot(spot))))?;
            }
        }
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
        for cultist in [Cultist::Priest, Cultist::Acolyte] {
            if usable & bit(cultist) == 0 {
                continue;
            }
            // Exclusive `u16` ranges compile to tighter loops than inclusive ones.
            for t in 0..u16::from(n.min(left[0])) + 1 {
                let t = t as u8;
                let rest = n - t;
                for b in 0..u16::from(rest.min(left[1])) + 1 {
                    let b = b as u8;
                    let m = rest - b;
                    if m > left[2] {
                        continue;
                    }
                    let pay = Pay { basic: [t, b, m], books: [0, 0], sacrifice: None };
                    f(Action::Place { cultist, space, pay })?;
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
                f(Action::Place { cultist, space, pay })?;
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
            f(Action::Place { cultist, space, pay })
        })?;
    }
    ControlFlow::Continue(())
}

fn placements(state: &State, seat: u8, out: &mut impl Listing) {
    let _ = each_placement(state, seat, &mut |action| {
        out.add(action);
        ControlFlow::Continue(())
    });
}

fn can_place(state: &State, seat: u8) -> bool {
    let player = &state.players[usize::from(seat)];
    if player.pool > 0 {
        return true; // Escape takes any acolyte.
    }
    if !player.priest_in_pool {
        return false;
    }
    each_placement(state, seat, &mut |_| ControlFlow::Break(())).is_break()
}

fn prompt_options(state: &State, prompt: Prompt, out: &mut impl Listing) {
    let _ = each_prompt_option(state, prompt, &mut |action| {
        out.add(action);
        ControlFlow::Continue(())
    });
}

/// How many answers `prompt` has, counting up to two, and the first of them.
fn prompt_answers(state: &State, prompt: Prompt) -> (u8, Option<Action>) {
    let mut count = 0;
    let mut first = None;
    let _ = each_prompt_option(state, prompt, &mut |action| {
        count += 1;
        if count == 1 {
            first = Some(action);
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    });
    (count, first)
}

/// Calls `f` with every answer to `prompt`, in the listed order, until `f` breaks.
fn each_prompt_option(
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
            if !player.holdings().is_empty() && next_to_arrange(player, 0).is_some() {
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
            } else if !state.monster_deck.draw.is_empty() || !state.monster_deck.discard.is_empty() {
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
                    Effect::TrapCultist | Effect::StrikePool | Effect::Custom(FEDERAL_AGENT)
                        if player.pool > 0 =>
                    {
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
                let cost = match space {
                    Space::Town(t) => {
                        if needs_allow(&facts, TOWN[usize::from(t)].needs) & bit(cultist) == 0 {
                            continue;
                        }
                        TOWN[usize::from(t)].cost
                    }
                    Space::Ritual(r) => {
                        let Some(cost) = ritual_cost(state, seat, r) else { continue };
                        cost
                    }
                    Space::CultAction(n) => {
                        if !cult_action_ok(state, &facts, cultist, n) {
                            continue;
                        }
                        BOARDS[usize::from(state.board)].nodes[usize::from(n)].action_cost
                    }
                    _ => continue,
                };
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
fn ritual_cost(state: &State, seat: u8, r: u8) -> Option<data::Cost> {
    let cost = *RITUAL_COSTS.get(usize::from(r))?;
    Some(if scott_active(state, seat) { data::Cost::default() } else { cost })
}

fn scott_active(state: &State, seat: u8) -> bool {
    seat < 8 && state.scott & (1 << seat) != 0
}

/// John Scott: a cultist placed on ritual `r` earns the treasure the ritual would cost.
fn scott_reward(state: &mut State, seat: u8, r: u8, events: &mut Vec<Event>) {
    if scott_active(state, seat) {
        let earned = data::RITUALS.get(usize::from(r)).map_or(0, |def| def.cost.res.treasure);
        if earned > 0 {
            gain(state, seat, Res::of(Resource::Treasure, earned), events);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Resources

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

fn gain(state: &mut State, seat: u8, res: Res, events: &mut Vec<Event>) {
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
fn pay_res(player: &mut Player, res: Res) {
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

fn redistribute(player: &mut Player, plan: Plan) {
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
#[derive(Clone, PartialEq)]
struct Stash {
    exposed: Res,
    chambers: SmallVec<[Option<ChamberSlot>; 8]>,
}

impl Stash {
    fn of(player: &Player) -> Stash {
        Stash { exposed: player.exposed, chambers: SmallVec::from_slice(&player.chambers) }
    }

    fn redistribute(&mut self, plan: Plan) {
        redistribute_in(&mut self.exposed, &mut self.chambers, plan);
    }
}

/// The first sanctum slot from `from` on whose Chamber can store anything.
fn next_to_arrange(player: &Player, from: u8) -> Option<u8> {
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
fn each_arrangement(
    def: &data::ChamberDef,
    available: Res,
    f: &mut impl FnMut(Res) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let (only, any) = storage(def);
    let most = |r: Resource| -> u8 {
        let room = only[resource_index(r)] + any;
        available.get(r).min(room.min(u32::from(u8::MAX)) as u8)
    };
    for treasure in 0..=most(Resource::Treasure) {
        for blood in 0..=most(Resource::Blood) {
            for magic in 0..=most(Resource::Magic) {
                for spellbook in 0..=most(Resource::Spellbook) {
                    for elder_sign in 0..=most(Resource::ElderSign) {
                        let held = Res { treasure, blood, magic, spellbook, elder_sign };
                        if overflow(&only, held) <= any {
                            f(held)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Amounts in [`Action::Store`] order.
fn amounts(res: Res) -> [u8; 5] {
    [res.treasure, res.blood, res.magic, res.spellbook, res.elder_sign]
}

fn to_asylum(player: &mut Player) {
    if player.asylum < RULES.asylum {
        player.asylum += 1;
    } else {
        player.escape += 1;
    }
}

/// Takes one of `seat`'s acolytes from `from` (pool or a spot).
fn take_acolyte(state: &mut State, seat: u8, from: AcolyteFrom) {
    match from {
        AcolyteFrom::Pool => state.players[usize::from(seat)].pool -= 1,
        AcolyteFrom::Spot(spot) => remove_placed(state, seat, Cultist::Acolyte, spot),
    }
}

fn remove_placed(state: &mut State, seat: u8, cultist: Cultist, spot: Spot) {
    if let Some(index) = state
        .placed
        .iter()
        .position(|placed| placed.seat == seat && placed.cultist == cultist && placed.spot == spot)
    {
        state.placed.remove(index);
    }
}

fn apply_pay(state: &mut State, seat: u8, cost: &data::Cost, pay: &Pay, events: &mut Vec<Event>) {
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

// ---------------------------------------------------------------------------------------------
// Applying actions

pub(crate) fn apply(
    state: &mut State,
    seat: u8,
    action: &Action,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if state.over.is_some() {
        return Err(ActionError::GameOver);
    }
    if !may_act(state, seat) {
        return Err(ActionError::NotYourTurn { seat: tabletop_core::Seat(seat) });
    }
    match (check_action(state, seat, action), *action) {
        (Check::Refused, _) => return Err(ActionError::Illegal(refusal(state, seat, action))),
        (Check::Placement(cost, spot), Action::Place { cultist, space, pay }) => {
            place(state, seat, cultist, space, cost, spot, &pay, events);
        }
        (_, action) => {
            if state.raid.is_some() {
                raid_action(state, seat, action, events);
            } else if let Some(prompt) = state.prompt.take() {
                answer(state, prompt, action, events);
            } else {
                turn_action(state, seat, action, events);
            }
        }
    }
    run(state, events);
    Ok(())
}

/// What checking an action against the rules found.
enum Check {
    /// It is not among [`legal`]'s list.
    Refused,
    /// It is listed.
    Listed,
    /// It is a listed placement, with the space's cost and the spot the cultist goes to.
    Placement(data::Cost, Option<Spot>),
}

/// Whether `action` is among [`legal`]'s list, without building the whole list for placements.
fn check_action(state: &State, seat: u8, action: &Action) -> Check {
    if let Action::Place { cultist, space, pay } = action
        && state.raid.is_none()
        && state.prompt.is_none()
        && state.phase == Phase::Action
        && !state.placed_this_turn
        && state.turn == seat
    {
        let player = &state.players[usize::from(seat)];
        let in_pool = match cultist {
            Cultist::Priest => player.priest_in_pool,
            Cultist::Acolyte => player.pool > 0,
        };
        if !in_pool {
            return Check::Refused;
        }
        let facts = Facts::new(state, seat);
        let Some((cost, spot)) = space_rules(state, &facts, *cultist, *space) else { return Check::Refused };
        let pool_used = u8::from(*cultist == Cultist::Acolyte);
        return if pay_allowed(state, &facts, &cost, pool_used, None, pay) {
            Check::Placement(cost, spot)
        } else {
            Check::Refused
        };
    }
    if let Action::DiscardMonster { lair } = *action {
        // Listed with the placements when there is at least one (see `legal`).
        let listed = state.raid.is_none()
            && state.prompt.is_none()
            && state.phase == Phase::Action
            && !state.placed_this_turn
            && state.turn == seat
            && !state.discarded_this_turn
            && state.players[usize::from(seat)].lairs.get(usize::from(lair)).is_some_and(Option::is_some)
            && each_placement(state, seat, &mut |_| ControlFlow::Break(())).is_break();
        return if listed { Check::Listed } else { Check::Refused };
    }
    let found = if let Some(raid) = &state.raid {
        raid.players[usize::from(seat)].stage != RaidStage::Done && {
            let mut options = Listed::new();
            raid_options(state, seat, &mut options);
            options.contains(action)
        }
    } else if let Some(prompt) = state.prompt {
        prompt.seat() == seat
            && each_prompt_option(state, prompt, &mut |option| {
                if option == *action { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
            })
            .is_break()
    } else {
        let mut options = Listed::new();
        legal(state, seat, &mut options);
        options.contains(action)
    };
    if found { Check::Listed } else { Check::Refused }
}

/// Why an unlisted action is refused, in the player's words.
fn refusal(state: &State, seat: u8, action: &Action) -> String {
    match action {
        Action::Place { cultist, space, pay } => {
            let player = &state.players[usize::from(seat)];
            let in_pool = match cultist {
                Cultist::Priest => player.priest_in_pool,
                Cultist::Acolyte => player.pool > 0,
            };
            if !in_pool {
                return format!("you have no {cultist:?} in your cultist pool").to_lowercase();
            }
            let facts = Facts::new(state, seat);
            match space_rules(state, &facts, *cultist, *space) {
                None => {
                    "that space is not open to this cultist now (occupied, locked, or not allowed)".into()
                }
                Some((cost, _)) => {
                    let options =
                        payments(state, &facts, &cost, u8::from(*cultist == Cultist::Acolyte), None);
                    if options.is_empty() {
                        "you cannot pay that space's cost".into()
                    } else if !options.contains(pay) {
                        "that is not a valid way to pay the cost".into()
                    } else {
                        "that placement is not possible now".into()
                    }
                }
            }
        }
        Action::DiscardMonster { .. } if state.discarded_this_turn => {
            "you already discarded a monster this turn".into()
        }
        _ if state.raid.is_some() => "that is not a raid decision you can make now".into(),
        _ if state.prompt.is_some() => "that does not answer the current question".into(),
        _ => "that action is not possible now".into(),
    }
}

fn turn_action(state: &mut State, seat: u8, action: Action, events: &mut Vec<Event>) {
    match action {
        Action::DiscardMonster { lair } => {
            state.discarded_this_turn = true;
            let card = discard_monster(state, seat, lair, events);
            let def = &data::MONSTERS[usize::from(card)];
            if def.trigger == MonsterTrigger::Discard {
                push_effects(state, seat, def.effects, None, lair);
            }
        }
        _ => debug_assert!(false, "listed turn actions are handled (placements by `place`)"),
    }
}

fn push_effects(state: &mut State, seat: u8, effects: &'static [Effect], spot: Option<Spot>, lair: u8) {
    for &effect in effects.iter().rev() {
        state.tasks.push(Task::Effect { seat, effect, spot, lair });
    }
}

/// Places `cultist` on `space`, whose rules [`check_action`] found to be `cost` and `spot`.
#[expect(clippy::too_many_arguments, reason = "one placement's checked parts")]
fn place(
    state: &mut State,
    seat: u8,
    cultist: Cultist,
    space: Space,
    cost: data::Cost,
    spot: Option<Spot>,
    pay: &Pay,
    events: &mut Vec<Event>,
) {
    {
        let player = &mut state.players[usize::from(seat)];
        match cultist {
            Cultist::Priest => player.priest_in_pool = false,
            Cultist::Acolyte => player.pool -= 1,
        }
    }
    state.placed_this_turn = true;
    events.push(Event::Placed { seat, cultist, space });
    apply_pay(state, seat, &cost, pay, events);
    match spot {
        None => state.players[usize::from(seat)].escape += 1,
        Some(spot) => state.placed.push(Placed { seat, cultist, spot }),
    }
    match space {
        Space::Priest(k) => push_effects(state, seat, data::PRIEST_SPACES[usize::from(k)].effects, spot, 0),
        Space::Town(t) => push_effects(state, seat, data::TOWN[usize::from(t)].effects, spot, 0),
        Space::Ritual(r) => scott_reward(state, seat, r, events),
        Space::CultAction(n) => push_effects(state, seat, state.cult().nodes[usize::from(n)].action, spot, 0),
        Space::Hex(n) => {
            shatter(state, seat, n, events);
            if state.over.is_some() {
                return;
            }
            let node = &state.cult().nodes[usize::from(n)];
            match node.kind {
                NodeKind::Reusable => state.prompt = Some(Prompt::UseAction { seat, node: n, cultist }),
                _ => push_effects(state, seat, node.effects, spot, 0),
            }
        }
    }
}

/// Takes node `n`'s Elder Sign for `seat` (and its Avatar); ends the game on the last one.
fn shatter(state: &mut State, seat: u8, n: u8, events: &mut Vec<Event>) {
    state.sealed &= !(1 << n);
    events.push(Event::Shattered { seat, node: n });
    gain(state, seat, Res::of(Resource::ElderSign, 1), events);
    if let Some(avatar) = state.cult().nodes[usize::from(n)].avatar
        && let Some(owner) = state.avatars.get_mut(usize::from(avatar))
        && owner.is_none()
    {
        *owner = Some(seat);
    }
    if state.sealed == 0 {
        end(state, End::LastElderSign, events);
    }
}

fn end(state: &mut State, how: End, events: &mut Vec<Event>) {
    state.over = Some(how);
    state.tasks.clear();
    state.prompt = None;
    if let Some(raid) = state.raid.take()
        && let Some(card) = raid.investigator
    {
        state.investigator_deck.discard.push(card);
    }
    events.push(Event::GameOver { end: how });
}

fn discard_monster(state: &mut State, seat: u8, lair: u8, events: &mut Vec<Event>) -> u8 {
    let Some(monster) = state.players[usize::from(seat)].lairs[usize::from(lair)].take() else {
        debug_assert!(false, "discarding from an empty lair");
        return 0;
    };
    if let Some(victim) = monster.trapped {
        state.players[usize::from(victim)].pool += 1;
        events.push(Event::AcolyteMoved { seat: victim, what: "released from the Shambler to the pool" });
    }
    state.monster_deck.discard.push(monster.card);
    events.push(Event::MonsterDiscarded { seat, card: monster.card });
    monster.card
}

fn answer(state: &mut State, prompt: Prompt, action: Action, events: &mut Vec<Event>) {
    match (prompt, action) {
        (Prompt::UseAction { seat, node, cultist }, Action::UseAction { pay }) => {
            let def = &state.cult().nodes[usize::from(node)];
            remove_placed(state, seat, cultist, Spot::Hex(node));
            state.placed.push(Placed { seat, cultist, spot: Spot::CultAction(node) });
            events.push(Event::Placed { seat, cultist, space: Space::CultAction(node) });
            apply_pay(state, seat, &def.action_cost, &pay, events);
            push_effects(state, seat, def.action, Some(Spot::CultAction(node)), 0);
        }
        (Prompt::UseAction { .. }, Action::DeclineAction) => {}
        (Prompt::Chamber { seat, .. }, Action::TakeChamber { display, slot }) => {
            let Some(card) = state.chamber_deck.display[usize::from(display)].take() else { return };
            state.chamber_deck.refill(&mut state.rng);
            let player = &mut state.players[usize::from(seat)];
            if let Some(old) = player.chambers[usize::from(slot)].take() {
                add(&mut player.exposed, old.held);
                state.chamber_deck.discard.push(old.card);
            }
            player.chambers[usize::from(slot)] = Some(ChamberSlot { card, held: Res::ZERO });
            events.push(Event::ChamberTaken { seat, card, slot });
            push_effects(state, seat, data::CHAMBERS[usize::from(card)].on_gain, None, 0);
            state.prompt = Some(Prompt::Redistribute { seat });
        }
        (Prompt::Chamber { seat, chant_full }, Action::DeclineChamber) => {
            if chant_full {
                state.prompt = Some(Prompt::Redistribute { seat });
            }
        }
        (Prompt::Redistribute { seat }, Action::Redistribute(plan)) => {
            let player = &mut state.players[usize::from(seat)];
            redistribute(player, plan);
            if plan == Plan::Arrange
                && let Some(slot) = next_to_arrange(player, 0)
            {
                state.prompt = Some(Prompt::Arrange { seat, slot });
            }
        }
        (Prompt::Arrange { seat, slot }, Action::Store(stored)) => {
            let held = Res {
                treasure: stored[0],
                blood: stored[1],
                magic: stored[2],
                spellbook: stored[3],
                elder_sign: stored[4],
            };
            let player = &mut state.players[usize::from(seat)];
            if let Some(Some(chamber)) = player.chambers.get_mut(usize::from(slot)) {
                chamber.held = held;
                for r in Resource::ALL {
                    *player.exposed.get_mut(r) -= held.get(r);
                }
            }
            if let Some(next) = next_to_arrange(player, slot + 1) {
                state.prompt = Some(Prompt::Arrange { seat, slot: next });
            }
        }
        (Prompt::Monster { seat, .. }, Action::TakeMonster { display, lair }) => {
            let card = if state.config.expansion {
                let card = state.monster_deck.display[usize::from(display)].take();
                state.monster_deck.refill(&mut state.rng);
                card
            } else {
                state.monster_deck.draw(&mut state.rng)
            };
            let Some(card) = card else { return };
            if state.players[usize::from(seat)].lairs[usize::from(lair)].is_some() {
                discard_monster(state, seat, lair, events);
            }
            state.players[usize::from(seat)].lairs[usize::from(lair)] = Some(Lair { card, trapped: None });
            events.push(Event::MonsterTaken { seat, card });
            let def = &data::MONSTERS[usize::from(card)];
            if def.trigger == MonsterTrigger::OnGain {
                push_effects(state, seat, def.effects, None, lair);
            }
        }
        (Prompt::Monster { .. }, Action::DeclineMonster) => {}
        (Prompt::Target { seat, effect, lair }, Action::ChoosePlayer(victim)) => match effect {
            Effect::StealSpellbook => {
                pay_res(&mut state.players[usize::from(victim)], Res::of(Resource::Spellbook, 1));
                events.push(Event::Paid { seat: victim, res: Res::of(Resource::Spellbook, 1) });
                // A stolen spellbook lands on the thief's exposed resources (rulebook example).
                state.players[usize::from(seat)].exposed.spellbook += 1;
                events.push(Event::Gained { seat, res: Res::of(Resource::Spellbook, 1) });
            }
            Effect::TrapCultist => {
                state.players[usize::from(victim)].pool -= 1;
                match state.players[usize::from(seat)]
                    .lairs
                    .get_mut(usize::from(lair))
                    .and_then(Option::as_mut)
                {
                    Some(monster) if monster.trapped.is_none() => monster.trapped = Some(victim),
                    _ => state.players[usize::from(victim)].pool += 1,
                }
                events
                    .push(Event::AcolyteMoved { seat: victim, what: "trapped on the Dimensional Shambler" });
            }
            Effect::StrikePool => {
                let player = &mut state.players[usize::from(victim)];
                player.pool -= 1;
                to_asylum(player);
                events.push(Event::AcolyteMoved { seat: victim, what: "sent from the pool to the asylum" });
            }
            Effect::Custom(FEDERAL_AGENT) => {
                let player = &mut state.players[usize::from(victim)];
                player.pool -= 1;
                player.escape += 1;
                events.push(Event::AcolyteMoved { seat: victim, what: "sent from the pool to Escape" });
            }
            _ => {}
        },
        (Prompt::Target { seat, .. }, Action::DestroyStandIn { seat: victim, stand_in }) => {
            let player = &mut state.players[usize::from(victim)];
            let stage = match stand_in {
                StandIn::Abomination => 1,
                StandIn::Spawn => 2,
            };
            player.evolution[stage] -= 1;
            // A destroyed Abomination or Spawn goes back to its owner's asylum (digest A23).
            to_asylum(player);
            events
                .push(Event::AcolyteMoved { seat: victim, what: "destroyed by the Byakhee (to the asylum)" });
            gain(state, seat, Res::of(Resource::Spellbook, 1), events);
        }
        (Prompt::Target { .. }, Action::ChooseAcolyte { seat: victim, spot }) => {
            remove_placed(state, victim, Cultist::Acolyte, spot);
            to_asylum(&mut state.players[usize::from(victim)]);
            events.push(Event::AcolyteMoved { seat: victim, what: "sent from a space to the asylum" });
        }
        (Prompt::ShoggothTarget { seat }, Action::ChooseNode(n)) => {
            state.shoggoth = None;
            events.push(Event::Shoggoth { seat: None });
            shatter(state, seat, n, events);
            if state.over.is_none() {
                let node = &state.cult().nodes[usize::from(n)];
                if node.kind == NodeKind::OneShot {
                    push_effects(state, seat, node.effects, None, 0);
                }
            }
        }
        (Prompt::GrowthTie { node, seat, .. }, Action::ChoosePlayer(winner)) => {
            award_growth(state, node, winner, seat, events)
        }
        (Prompt::Evolve { seat }, Action::Evolve(stage)) => evolve(state, seat, stage, events),
        (Prompt::Skulk { seat, cultist, from, kind }, Action::SkulkTo { space, pay }) => {
            remove_placed(state, seat, cultist, from);
            let (cost, spot, effects): (data::Cost, Spot, &'static [Effect]) = match space {
                Space::Town(t) => {
                    (data::TOWN[usize::from(t)].cost, Spot::Town(t), data::TOWN[usize::from(t)].effects)
                }
                Space::Ritual(r) => {
                    (ritual_cost(state, seat, r).unwrap_or_default(), Spot::Ritual { track: r, step: 0 }, &[])
                }
                Space::CultAction(n) => {
                    let node = &state.cult().nodes[usize::from(n)];
                    (node.action_cost, Spot::CultAction(n), node.action)
                }
                _ => return,
            };
            state.placed.push(Placed { seat, cultist, spot });
            events.push(Event::Placed { seat, cultist, space });
            if kind == SkulkKind::Block {
                state.blocked = Some(space);
            }
            apply_pay(state, seat, &cost, &pay, events);
            if let Space::Ritual(r) = space {
                scott_reward(state, seat, r, events);
            }
            push_effects(state, seat, effects, Some(spot), 0);
        }
        (Prompt::Skulk { .. }, Action::StaySkulk) => {}
        (Prompt::Howler { seat }, Action::ChoosePlayer(owner)) => {
            state.azathoth[usize::from(owner)] -= 1;
            to_asylum(&mut state.players[usize::from(owner)]);
            events.push(Event::AcolyteMoved {
                seat: owner,
                what: "taken out of the Azathoth pool to the asylum",
            });
            let reward = avatar_reward(AvatarPower::Howler);
            gain(state, seat, reward, events);
        }
        (Prompt::BloatedWoman { seat }, Action::ChooseRitual(r)) => {
            state.azathoth[usize::from(seat)] -= 1;
            state.placed.push(Placed {
                seat,
                cultist: Cultist::Acolyte,
                spot: Spot::Ritual { track: r, step: 0 },
            });
            events.push(Event::AcolyteMoved { seat, what: "moved from the Azathoth pool to a ritual" });
        }
        (Prompt::BloatedWoman { .. }, Action::Decline) => {}
        (Prompt::Pharaoh { seat }, Action::ChoosePlayer(victim)) => {
            state.players[usize::from(victim)].pool -= 1;
            state.azathoth[usize::from(victim)] += 1;
            events.push(Event::AcolyteMoved { seat: victim, what: "sent to worship Azathoth" });
            gain(state, seat, avatar_reward(AvatarPower::DarkPharaoh), events);
            check_azathoth(state, events);
        }
        _ => debug_assert!(false, "listed prompt answers are handled: {prompt:?} {action:?}"),
    }
}

fn avatar_reward(power: AvatarPower) -> Res {
    data::AVATARS.iter().find(|avatar| avatar.power == power).map_or(Res::ZERO, |avatar| avatar.reward)
}

fn evolve(state: &mut State, seat: u8, stage: Evolving, events: &mut Vec<Event>) {
    let player = &mut state.players[usize::from(seat)];
    let index = match stage {
        Evolving::Mutant => 0,
        Evolving::Abomination => 1,
    };
    if index < 2 && player.evolution[index] > 0 {
        player.evolution[index] -= 1;
        player.evolution[index + 1] += 1;
        events.push(Event::AcolyteMoved { seat, what: "evolved one stage" });
    }
}

fn check_azathoth(state: &mut State, events: &mut Vec<Event>) {
    let total: u32 = state.azathoth.iter().map(|&n| u32::from(n)).sum();
    if state.cult().rule == CultRule::CrawlingChaos
        && total >= u32::from(RULES.azathoth_loss_per_player) * u32::from(state.player_count())
    {
        end(state, End::Azathoth, events);
    }
}

fn award_growth(state: &mut State, node: u8, winner: u8, by: u8, events: &mut Vec<Event>) {
    if !state.is_sealed(node) {
        return;
    }
    shatter(state, winner, node, events);
    if state.over.is_none() {
        push_effects(state, by, state.cult().nodes[usize::from(node)].effects, None, 0);
    }
}

// ---------------------------------------------------------------------------------------------
// Raids

fn start_raid(state: &mut State, trigger: u8, dice: u8, events: &mut Vec<Event>) {
    let mut investigator = None;
    if state.config.expansion {
        let roll = state.rng.roll(6);
        let mut slot = usize::from((roll - 1) / 2);
        if state.investigator_deck.display.get(slot).copied().flatten().is_none() {
            slot = state.investigator_deck.display.iter().position(Option::is_some).unwrap_or(slot);
        }
        if let Some(card) = state.investigator_deck.display.get_mut(slot).and_then(Option::take) {
            investigator = Some(card);
            state.investigator_deck.display[slot] = state.investigator_deck.draw(&mut state.rng);
        }
    }
    let def = investigator.map(|card| &data::INVESTIGATORS[usize::from(card)]);
    let count = (i16::from(dice) + i16::from(def.map_or(0, |def| def.dice))).max(1) as u8;
    let rolls: SmallVec<[u8; 4]> = (0..count).map(|_| state.rng.roll(6)).collect();
    let azathoth: i16 = state.azathoth.iter().map(|&n| i16::from(n)).sum();
    let total = rolls.iter().map(|&r| i16::from(r)).sum::<i16>()
        + i16::from(def.map_or(0, |def| def.strength))
        + azathoth;
    let strength = total.clamp(0, i16::from(RULES.raid_cap)) as u8;
    state.first_raid_done = true;
    if state.cult().rule == CultRule::Cthulhu {
        state.deep_one = state.deep_one.saturating_add(1);
    }
    events.push(Event::RaidStarted { rolls, investigator, strength });
    let asylum_defense = u32::from(def.map_or(1, |def| def.asylum_defense));
    // The Artist raids only the players with the most victory points.
    let spared: Vec<bool> = if def.is_some_and(|def| def.leaders_only) {
        let scores = scores(state);
        let best = scores.iter().copied().max().unwrap_or(0);
        scores.iter().map(|&score| score < best).collect()
    } else {
        Vec::new()
    };
    let mut players = SmallVec::new();
    for (seat, player) in state.players.iter_mut().enumerate() {
        player.raid_marker = strength;
        let mut defense: u32 =
            (0..3).map(|i| u32::from(player.evolution[i]) * u32::from(RULES.evolution_defense[i])).sum();
        defense += (u32::from(player.asylum) + u32::from(player.escape)) * asylum_defense;
        let personal = if spared.get(seat).copied().unwrap_or(false) {
            0
        } else {
            u32::from(strength).saturating_sub(defense) as u8
        };
        events.push(Event::RaidDefended { seat: seat as u8, strength: personal });
        players.push(PlayerRaid { strength: personal, stage: RaidStage::Exposed });
    }
    state.raid = Some(Raid { trigger, strength, investigator, players, sacrificed: SmallVec::new() });
    for seat in 0..state.player_count() {
        advance_raid(state, seat, events);
    }
    finish_raid_if_done(state, events);
}

fn strike_options(state: &State, seat: u8) -> bool {
    let player = &state.players[usize::from(seat)];
    player.pool > 0
        || state.placed.iter().any(|placed| placed.seat == seat && placed.cultist == Cultist::Acolyte)
        || player.monsters() > 0
        || state.shoggoth == Some(seat)
}

/// Moves one player's raid on until it needs the player (a strike window with something at
/// stake) or ends.
fn advance_raid(state: &mut State, seat: u8, events: &mut Vec<Event>) {
    loop {
        let Some(raid) = &state.raid else { return };
        let current = raid.players[usize::from(seat)];
        let player = &state.players[usize::from(seat)];
        if current.stage == RaidStage::Done {
            return;
        }
        let spares = raid_def(raid).is_some_and(|def| def.spares_elder_signs);
        if current.strength == 0 || raidable(player.holdings(), spares).is_empty() {
            set_stage(state, seat, RaidStage::Done);
            return;
        }
        let at_stake = match current.stage {
            RaidStage::Exposed => !raidable(player.exposed, spares).is_empty(),
            RaidStage::Chamber(slot) => player.chambers[usize::from(slot)]
                .is_some_and(|chamber| !raidable(chamber.held, spares).is_empty()),
            RaidStage::Done => false,
        };
        if at_stake && strike_options(state, seat) {
            return;
        }
        proceed_raid(state, seat, events);
    }
}

fn set_stage(state: &mut State, seat: u8, stage: RaidStage) {
    if let Some(raid) = &mut state.raid {
        raid.players[usize::from(seat)].stage = stage;
    }
}

/// Destroys what the raid reaches at the current stage, then moves to the next Chamber.
fn proceed_raid(state: &mut State, seat: u8, events: &mut Vec<Event>) {
    let Some(raid) = &state.raid else { return };
    let current = raid.players[usize::from(seat)];
    let def = raid_def(raid);
    let skip_first = def.is_some_and(|def| def.skip_first_chamber);
    let spares = def.is_some_and(|def| def.spares_elder_signs);
    let far_end_first = def.is_some_and(|def| def.far_end_first);
    let player = &mut state.players[usize::from(seat)];
    // The Chambers still ahead of the raid: slots `from..to`.
    let (from, to) = match current.stage {
        RaidStage::Exposed => {
            let lost = take_raidable(&mut player.exposed, spares);
            if !lost.is_empty() {
                state.elder_signs_removed += lost.elder_sign;
                events.push(Event::Destroyed { seat, res: lost });
            }
            (0, player.chambers.len())
        }
        RaidStage::Chamber(slot) => {
            if let Some(chamber) = &mut player.chambers[usize::from(slot)] {
                let lost = take_raidable(&mut chamber.held, spares);
                if !lost.is_empty() {
                    state.elder_signs_removed += lost.elder_sign;
                    events.push(Event::Destroyed { seat, res: lost });
                }
            }
            if far_end_first {
                (0, usize::from(slot))
            } else {
                (usize::from(slot) + 1, player.chambers.len())
            }
        }
        RaidStage::Done => return,
    };
    let player = &state.players[usize::from(seat)];
    let built = |slot: &usize| player.chambers[*slot].is_some();
    let (first_chamber, next) = if far_end_first {
        ((0..player.chambers.len()).rev().find(built), (from..to).rev().find(built))
    } else {
        (player.chambers.iter().position(Option::is_some), (from..to).find(built))
    };
    let Some(slot) = next else {
        set_stage(state, seat, RaidStage::Done);
        return;
    };
    let defense = if skip_first && Some(slot) == first_chamber {
        0
    } else {
        player.chambers[slot].map_or(0, |chamber| data::CHAMBERS[usize::from(chamber.card)].defense)
    };
    if let Some(raid) = &mut state.raid {
        let personal = &mut raid.players[usize::from(seat)];
        personal.strength = personal.strength.saturating_sub(defense);
        personal.stage = RaidStage::Chamber(slot as u8);
    }
}

/// The Investigator leading `raid`, if any.
fn raid_def(raid: &Raid) -> Option<&'static data::InvestigatorDef> {
    raid.investigator.and_then(|card| data::INVESTIGATORS.get(usize::from(card)))
}

/// What a raid can destroy of `res`: everything, or everything but the Elder Signs.
fn raidable(res: Res, spares_elder_signs: bool) -> Res {
    if spares_elder_signs { Res { elder_sign: 0, ..res } } else { res }
}

/// Takes what a raid destroys out of `res` and returns it.
fn take_raidable(res: &mut Res, spares_elder_signs: bool) -> Res {
    let lost = raidable(*res, spares_elder_signs);
    *res = Res { elder_sign: res.elder_sign - lost.elder_sign, ..Res::ZERO };
    lost
}

fn raid_action(state: &mut State, seat: u8, action: Action, events: &mut Vec<Event>) {
    let block =
        match action {
            Action::Continue => {
                proceed_raid(state, seat, events);
                0
            }
            Action::Strike(from) => {
                take_acolyte(state, seat, from);
                to_asylum(&mut state.players[usize::from(seat)]);
                events.push(Event::AcolyteMoved { seat, what: "struck the raid (to the asylum)" });
                state.raid.as_ref().and_then(|raid| raid.investigator).map_or(RULES.acolyte_strike, |card| {
                    data::INVESTIGATORS[usize::from(card)].acolyte_strike
                })
            }
            Action::SacrificeMonster { lair } => {
                let card = discard_monster(state, seat, lair, events);
                let def = &data::MONSTERS[usize::from(card)];
                if def.trigger == MonsterTrigger::RaidSacrifice
                    && let Some(raid) = &mut state.raid
                {
                    raid.sacrificed.push((seat, card));
                }
                def.defense
            }
            Action::SacrificeShoggoth => {
                state.shoggoth = None;
                events.push(Event::Shoggoth { seat: None });
                RULES.shoggoth_block
            }
            _ => 0,
        };
    if block > 0
        && let Some(raid) = &mut state.raid
    {
        let personal = &mut raid.players[usize::from(seat)];
        personal.strength = personal.strength.saturating_sub(block);
        if personal.strength == 0 {
            personal.stage = RaidStage::Done;
        }
    }
    advance_raid(state, seat, events);
    finish_raid_if_done(state, events);
}

fn finish_raid_if_done(state: &mut State, events: &mut Vec<Event>) {
    let Some(raid) = &state.raid else { return };
    if raid.players.iter().any(|player| player.stage != RaidStage::Done) {
        return;
    }
    let Some(raid) = state.raid.take() else { return };
    if let Some(card) = raid.investigator {
        state.investigator_deck.discard.push(card);
    }
    events.push(Event::RaidEnded);
    for &(seat, card) in raid.sacrificed.iter().rev() {
        push_effects(state, seat, data::MONSTERS[usize::from(card)].effects, None, 0);
    }
    // The Investigator's Post-Raid ability, for the player who launched the raid, comes first.
    if let Some(def) = raid_def(&raid) {
        push_effects(state, raid.trigger, def.post_raid, None, 0);
    }
}

// ---------------------------------------------------------------------------------------------
// Effects

fn exec(state: &mut State, task: Task, events: &mut Vec<Event>) {
    match task {
        Task::Effect { seat, effect, spot, lair } => effect_now(state, seat, effect, spot, lair, events),
        Task::Skulk { seat, cultist, from, kind } => {
            if state
                .placed
                .iter()
                .any(|placed| placed.seat == seat && placed.cultist == cultist && placed.spot == from)
            {
                state.prompt = Some(Prompt::Skulk { seat, cultist, from, kind });
            }
        }
        Task::AdvanceRitual { seat, cultist, track, step } => {
            let spot = Spot::Ritual { track, step };
            let Some(index) = state
                .placed
                .iter()
                .position(|placed| placed.seat == seat && placed.cultist == cultist && placed.spot == spot)
            else {
                return;
            };
            let def = &data::RITUALS[usize::from(track)];
            if usize::from(step) >= def.steps.len() {
                state.placed.remove(index);
                return_to_pool(state, seat, cultist);
            } else {
                state.placed[index].spot = Spot::Ritual { track, step: step + 1 };
                push_effects(state, seat, def.steps[usize::from(step)], None, 0);
            }
        }
        Task::Recall => {
            for placed in std::mem::take(&mut state.placed) {
                if matches!(placed.spot, Spot::Ritual { .. }) {
                    state.placed.push(placed);
                } else {
                    return_to_pool(state, placed.seat, placed.cultist);
                }
            }
            for player in &mut state.players {
                player.pool += player.escape;
                player.escape = 0;
            }
            state.blocked = None;
        }
        Task::Upkeep { seat } => upkeep(state, seat),
        Task::GrowthFire { node, by } => {
            if !state.is_sealed(node) {
                return;
            }
            let Some(resource) = state.cult().nodes[usize::from(node)].majority else { return };
            let amounts: SmallVec<[u8; 8]> =
                (0..state.player_count()).map(|seat| state.amount(seat, resource)).collect();
            let best = amounts.iter().copied().max().unwrap_or(0);
            let tied: u8 = amounts
                .iter()
                .enumerate()
                .filter(|&(_, &a)| a == best)
                .fold(0, |mask, (seat, _)| mask | (1 << seat));
            if tied.count_ones() == 1 {
                award_growth(state, node, tied.trailing_zeros() as u8, by, events);
            } else {
                state.prompt = Some(Prompt::GrowthTie { seat: by, node, tied });
            }
        }
        Task::EndRound => {
            state.round += 1;
            if state.round > state.config.max_rounds {
                end(state, End::RoundLimit, events);
                return;
            }
            state.first = state.marker;
            state.phase = Phase::Action;
            state.turn = state.first;
            state.placed_this_turn = false;
            state.discarded_this_turn = false;
            state.scott = 0;
            events.push(Event::RoundStarted { round: state.round, first: state.first });
        }
    }
}

fn upkeep(state: &mut State, seat: u8) {
    // Pushed in reverse: monsters run first, then Chamber powers, then Avatars (each in order).
    for index in (0..state.avatars.len()).rev() {
        if state.avatars[index] != Some(seat) {
            continue;
        }
        let hook = match data::AVATARS[index].power {
            AvatarPower::Howler => "avatar-howler",
            AvatarPower::BloatedWoman => "avatar-bloated-woman",
            AvatarPower::DarkPharaoh => "avatar-dark-pharaoh",
            AvatarPower::Haunter => "avatar-haunter",
        };
        state.tasks.push(Task::Effect { seat, effect: Effect::Custom(hook), spot: None, lair: 0 });
    }
    let s = usize::from(seat);
    for slot in (0..state.players[s].chambers.len()).rev() {
        if let Some(chamber) = state.players[s].chambers[slot] {
            push_effects(state, seat, data::CHAMBERS[usize::from(chamber.card)].preparation, None, 0);
        }
    }
    for lair in (0..state.players[s].lairs.len()).rev() {
        if let Some(monster) = state.players[s].lairs[lair] {
            let def = &data::MONSTERS[usize::from(monster.card)];
            if def.trigger == MonsterTrigger::Preparation {
                push_effects(state, seat, def.effects, None, lair as u8);
            }
        }
    }
}

fn return_to_pool(state: &mut State, seat: u8, cultist: Cultist) {
    let player = &mut state.players[usize::from(seat)];
    match cultist {
        Cultist::Priest => player.priest_in_pool = true,
        Cultist::Acolyte => player.pool += 1,
    }
}

fn effect_now(
    state: &mut State,
    seat: u8,
    effect: Effect,
    spot: Option<Spot>,
    lair: u8,
    events: &mut Vec<Event>,
) {
    let s = usize::from(seat);
    match effect {
        Effect::Gain(res) => gain(state, seat, res, events),
        Effect::Chamber => {
            if display_has(&state.chamber_deck) {
                state.prompt = Some(Prompt::Chamber { seat, chant_full: false });
            }
        }
        Effect::Chant => {
            let full = sanctum_full(&state.players[s]);
            if full || display_has(&state.chamber_deck) {
                state.prompt = Some(Prompt::Chamber { seat, chant_full: full });
            }
        }
        Effect::Monster => state.prompt = Some(Prompt::Monster { seat, free: false }),
        Effect::FreeMonster => state.prompt = Some(Prompt::Monster { seat, free: true }),
        Effect::Rescue(n) => {
            let player = &mut state.players[s];
            let moved = n.min(player.asylum);
            player.asylum -= moved;
            player.escape += moved;
            if moved > 0 {
                events.push(Event::AcolyteMoved { seat, what: "rescued from the asylum to Escape" });
            }
        }
        Effect::Recover(n) => {
            let player = &mut state.players[s];
            let moved = n.min(player.asylum);
            player.asylum -= moved;
            player.pool += moved;
            if moved > 0 {
                events.push(Event::AcolyteMoved { seat, what: "recovered from the asylum to the pool" });
            }
        }
        Effect::FirstPlayer => {
            state.marker = seat;
            events.push(Event::FirstPlayer { seat });
        }
        Effect::Raid(dice) => start_raid(state, seat, dice, events),
        Effect::TakeShoggoth => {
            state.shoggoth = Some(seat);
            events.push(Event::Shoggoth { seat: Some(seat) });
        }
        Effect::ShoggothRemove => {
            if state.shoggoth == Some(seat) {
                state.prompt = Some(Prompt::ShoggothTarget { seat });
            }
        }
        Effect::DeepOne(resource) => gain(state, seat, Res::of(resource, state.deep_one), events),
        Effect::Growth(n) => {
            state.growth = state.growth.saturating_add(n).min(30);
            events.push(Event::Growth { value: state.growth });
            for (index, node) in state.cult().nodes.iter().enumerate() {
                let index = index as u8;
                if node.kind == NodeKind::Growth
                    && node.trigger <= state.growth
                    && state.is_sealed(index)
                    && !state.pending_growth.iter().any(|&(pending, _)| pending == index)
                {
                    state.pending_growth.push((index, seat));
                }
            }
        }
        Effect::Worship | Effect::Mutate => {
            let Some(spot) = spot else { return };
            if !state.placed.iter().any(|placed| {
                placed.seat == seat && placed.cultist == Cultist::Acolyte && placed.spot == spot
            }) {
                return;
            }
            remove_placed(state, seat, Cultist::Acolyte, spot);
            if effect == Effect::Worship {
                state.azathoth[s] += 1;
                events.push(Event::AcolyteMoved { seat, what: "went to worship Azathoth" });
                check_azathoth(state, events);
            } else {
                state.players[s].evolution[0] += 1;
                events.push(Event::AcolyteMoved { seat, what: "became a Mutant" });
            }
        }
        Effect::Evolve => state.prompt = Some(Prompt::Evolve { seat }),
        Effect::Skulk(_) => {}
        Effect::PriestAbility => {
            let player = &mut state.players[s];
            if let Some(card) = player.priest_card
                && !player.priest_used
            {
                player.priest_used = true;
                push_effects(state, seat, data::PRIESTS[usize::from(card)].effects, None, 0);
            }
        }
        Effect::StealSpellbook | Effect::TrapCultist | Effect::StrikePool | Effect::StrikeBoard => {
            state.prompt = Some(Prompt::Target { seat, effect, lair });
        }
        Effect::Custom(name) => {
            custom(state, seat, name, events);
        }
    }
}

/// Named rules the effect vocabulary does not express. Returns whether `name` is implemented.
pub(crate) fn custom(state: &mut State, seat: u8, name: &str, events: &mut Vec<Event>) -> bool {
    let s = usize::from(seat);
    match name {
        "avatar-howler" => {
            if state.azathoth.iter().any(|&n| n > 0) {
                state.prompt = Some(Prompt::Howler { seat });
            }
        }
        "avatar-bloated-woman" => {
            if state.azathoth[s] > 0 {
                state.prompt = Some(Prompt::BloatedWoman { seat });
            }
        }
        "avatar-dark-pharaoh" => state.prompt = Some(Prompt::Pharaoh { seat }),
        "avatar-haunter" => {
            if state.players[s].monsters() == 0 {
                state.prompt = Some(Prompt::Monster { seat, free: false });
            }
        }
        FEDERAL_AGENT => {
            state.prompt = Some(Prompt::Target { seat, effect: Effect::Custom(FEDERAL_AGENT), lair: 0 });
        }
        "shan-queen" => {
            let mut taken = 0;
            for victim in 0..state.player_count() {
                let player = &mut state.players[usize::from(victim)];
                if victim != seat && player.holdings().magic > 0 {
                    pay_res(player, Res::of(Resource::Magic, 1));
                    events.push(Event::Paid { seat: victim, res: Res::of(Resource::Magic, 1) });
                    taken += 1;
                }
            }
            if taken > 0 {
                gain(state, seat, Res::of(Resource::Magic, taken), events);
            }
        }
        "john-scott" => {
            if seat < 8 {
                state.scott |= 1 << seat;
            }
        }
        _ => return false,
    }
    true
}

/// The Federal Agent's Post-Raid hook.
const FEDERAL_AGENT: &str = "federal-agent";

/// Whether the engine implements hook `name` (every hook the content names must be).
pub fn hook_implemented(name: &str) -> bool {
    matches!(
        name,
        "avatar-howler"
            | "avatar-bloated-woman"
            | "avatar-dark-pharaoh"
            | "avatar-haunter"
            | FEDERAL_AGENT
            | "shan-queen"
            | "john-scott"
    )
}

// ---------------------------------------------------------------------------------------------
// Running to the next decision

pub(crate) fn run(state: &mut State, events: &mut Vec<Event>) {
    loop {
        if state.over.is_some() || state.raid.is_some() {
            return;
        }
        if let Some(prompt) = state.prompt {
            match prompt_answers(state, prompt) {
                (0, _) => state.prompt = None,
                (1, Some(only)) => {
                    state.prompt = None;
                    answer(state, prompt, only, events);
                }
                _ => return,
            }
            continue;
        }
        if let Some(task) = state.tasks.pop() {
            exec(state, task, events);
            continue;
        }
        if !state.pending_growth.is_empty() {
            let nodes = state.cult().nodes;
            state
                .pending_growth
                .sort_by_key(|&(node, _)| std::cmp::Reverse(nodes[usize::from(node)].trigger));
            if let Some((node, by)) = state.pending_growth.pop() {
                state.tasks.push(Task::GrowthFire { node, by });
            }
            continue;
        }
        match state.phase {
            Phase::Action => {
                if !state.placed_this_turn && can_place(state, state.turn) {
                    return;
                }
                let n = state.player_count();
                let next = (1..=n).map(|i| (state.turn + i) % n).find(|&seat| can_place(state, seat));
                match next {
                    Some(seat) => {
                        state.turn = seat;
                        state.placed_this_turn = false;
                        state.discarded_this_turn = false;
                        // Nothing else is pending and `seat` can place: its decision is next.
                        return;
                    }
                    None => start_skulks(state),
                }
            }
            Phase::Skulks => start_preparation(state),
            Phase::Preparation => {
                debug_assert!(false, "the Preparation phase always ends with EndRound");
                state.tasks.push(Task::EndRound);
            }
        }
    }
}

fn start_skulks(state: &mut State) {
    state.phase = Phase::Skulks;
    let mut skulks: SmallVec<[(u8, u8, Placed, SkulkKind); 8]> = SmallVec::new();
    let order: SmallVec<[u8; 8]> = state.turn_order().collect();
    for placed in &state.placed {
        let kind = match placed.spot {
            Spot::Town(t) => skulk_kind_of(data::TOWN[usize::from(t)].effects),
            Spot::CultAction(n) => skulk_kind_of(state.cult().nodes[usize::from(n)].action),
            _ => None,
        };
        if let Some(kind) = kind {
            let position = order.iter().position(|&seat| seat == placed.seat).unwrap_or(0) as u8;
            skulks.push((u8::from(kind != SkulkKind::Block), position, *placed, kind));
        }
    }
    skulks.sort_by_key(|&(block, position, _, _)| (block, position));
    for &(_, _, placed, kind) in skulks.iter().rev() {
        state.tasks.push(Task::Skulk { seat: placed.seat, cultist: placed.cultist, from: placed.spot, kind });
    }
}

fn start_preparation(state: &mut State) {
    state.phase = Phase::Preparation;
    state.tasks.push(Task::EndRound);
    let order: SmallVec<[u8; 8]> = state.turn_order().collect();
    for &seat in order.iter().rev() {
        state.tasks.push(Task::Upkeep { seat });
    }
    state.tasks.push(Task::Recall);
    let mut rituals: SmallVec<[(usize, Placed); 8]> = state
        .placed
        .iter()
        .filter(|placed| matches!(placed.spot, Spot::Ritual { .. }))
        .map(|placed| (order.iter().position(|&seat| seat == placed.seat).unwrap_or(0), *placed))
        .collect();
    rituals.sort_by_key(|&(position, placed)| (position, placed.spot));
    for &(_, placed) in rituals.iter().rev() {
        if let Spot::Ritual { track, step } = placed.spot {
            state.tasks.push(Task::AdvanceRitual { seat: placed.seat, cultist: placed.cultist, track, step });
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Scoring

/// Final scores by seat: Elder Signs, spellbooks, magic and blood by their points, plus the
/// treasure majority bonus for every player tied for the most treasure.
pub fn scores(state: &State) -> Vec<i32> {
    let holdings: Vec<Res> = state.players.iter().map(Player::holdings).collect();
    let most = holdings.iter().map(|res| res.treasure).max().unwrap_or(0);
    holdings
        .iter()
        .map(|res| {
            let [es, sb, m, b] = RULES.points.map(i32::from);
            es * i32::from(res.elder_sign)
                + sb * i32::from(res.spellbook)
                + m * i32::from(res.magic)
                + b * i32::from(res.blood)
                + if res.treasure == most { i32::from(RULES.treasure_majority) } else { 0 }
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Invariants

pub(crate) fn check(state: &State) -> Result<(), String> {
    let held: u32 = state.players.iter().map(|player| u32::from(player.holdings().elder_sign)).sum();
    let total = u32::from(state.elder_signs_on_board()) + held + u32::from(state.elder_signs_removed);
    if total != state.cult().nodes.len() as u32 {
        return Err(format!("Elder Signs: {total} accounted for, expected {}", state.cult().nodes.len()));
    }
    for (seat, player) in state.players.iter().enumerate() {
        let seat8 = seat as u8;
        let placed =
            state.placed.iter().filter(|p| p.seat == seat8 && p.cultist == Cultist::Acolyte).count() as u32;
        let trapped: u32 = state
            .players
            .iter()
            .flat_map(|other| other.lairs.iter().flatten())
            .filter(|lair| lair.trapped == Some(seat8))
            .count() as u32;
        let acolytes = u32::from(player.pool)
            + u32::from(player.asylum)
            + u32::from(player.escape)
            + u32::from(state.azathoth[seat])
            + player.evolution.iter().map(|&n| u32::from(n)).sum::<u32>()
            + placed
            + trapped;
        if acolytes != u32::from(RULES.acolytes) {
            return Err(format!("seat {seat}: {acolytes} acolytes accounted for"));
        }
        let priests = u32::from(player.priest_in_pool)
            + state.placed.iter().filter(|p| p.seat == seat8 && p.cultist == Cultist::Priest).count() as u32;
        if priests != 1 {
            return Err(format!("seat {seat}: {priests} priests"));
        }
        if player.asylum > RULES.asylum {
            return Err(format!("seat {seat}: asylum holds {}", player.asylum));
        }
        for slot in player.chambers.iter().flatten() {
            if !fits(&data::CHAMBERS[usize::from(slot.card)], slot.held) {
                return Err(format!("seat {seat}: a Chamber holds more than it can"));
            }
        }
    }
    let chambers: usize = data::CHAMBERS.iter().map(|c| usize::from(c.copies)).sum();
    let in_sanctums: usize = state.players.iter().map(|p| p.chambers.iter().flatten().count()).sum();
    if state.chamber_deck.count() + in_sanctums != chambers {
        return Err("Chamber cards were created or lost".into());
    }
    let wanted = if state.config.expansion { MonsterDeck::Unique } else { MonsterDeck::Generic };
    let monsters: usize = data::MONSTERS
        .iter()
        .filter(|m| m.deck == wanted)
        .map(|m| usize::from(if wanted == MonsterDeck::Generic { RULES.generic_monsters } else { m.copies }))
        .sum();
    let in_lairs: usize = state.players.iter().map(Player::monsters).sum();
    if state.monster_deck.count() + in_lairs != monsters {
        return Err("Monster cards were created or lost".into());
    }
    if state.config.expansion {
        let current = usize::from(state.raid.as_ref().is_some_and(|raid| raid.investigator.is_some()));
        if state.investigator_deck.count() + current != data::INVESTIGATORS.len() {
            return Err("Investigator cards were created or lost".into());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
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
