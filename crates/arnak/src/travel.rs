//! Providing travel: which requirements a player can meet, and the distinct minimal ways
//! ([`TravelPlan`]s) to meet one.

use crate::action::TravelPlan;
use crate::data::{CHARTER_COINS, CardId, Icons, assign, covers};
use crate::state::State;

/// Most sources one plan may combine.
const MAX_SOURCES: usize = 4;

/// The travel icons of a card, as a player with or without Guardian's Ocarina counts them.
pub(crate) fn card_icons(card: CardId, planes: bool) -> Icons {
    let icons: Icons = card.def().travel.into();
    if planes { icons.as_planes() } else { icons }
}

/// Everything `seat` could provide now: the pool, every hand card's icons and every plane the
/// coins left after `reserved_coins` could charter.
pub(crate) fn available(state: &State, seat: u8, reserved_coins: u8) -> Icons {
    let p = state.player(seat);
    let mut icons = state.turn.pool;
    for &card in p.hand.iter() {
        icons = icons.plus(card_icons(card, p.planes));
    }
    let charter = p.res.coin.saturating_sub(reserved_coins) / CHARTER_COINS;
    icons.plane = icons.plane.saturating_add(charter);
    icons
}

/// Whether `seat` can provide `need` (with `discount` already provided), keeping `keep` cards in
/// hand and `reserved_coins` coins for other costs.
pub(crate) fn feasible(
    state: &State,
    seat: u8,
    need: Icons,
    discount: Icons,
    keep: u8,
    reserved_coins: u8,
) -> bool {
    if covers(need, discount, Icons::NONE) {
        return true;
    }
    if !covers(need, discount, available(state, seat, reserved_coins)) {
        return false;
    }
    if keep == 0 {
        return true;
    }
    let mut found = false;
    plans(state, seat, need, discount, keep, reserved_coins, &mut |_| found = true);
    found
}

#[derive(Clone, Copy, Default)]
struct Source {
    card: Option<CardId>,
    /// Pool icon kind (0 boot, 1 car, 2 ship, 3 plane) when `card` is `None` and not a charter.
    pool: Option<u8>,
    icons: Icons,
    available: u8,
}

/// Calls `emit` with every minimal plan that provides `need` (with `discount`), leaving at least
/// `keep` cards in hand and `reserved_coins` coins. Plans are distinct: cards are told apart by
/// their definition only (two Fear cards are the same choice).
pub(crate) fn plans(
    state: &State,
    seat: u8,
    need: Icons,
    discount: Icons,
    keep: u8,
    reserved_coins: u8,
    emit: &mut dyn FnMut(TravelPlan),
) {
    if covers(need, discount, Icons::NONE) {
        emit(TravelPlan::default());
        return;
    }
    let p = state.player(seat);
    let k = need.total().min(MAX_SOURCES as u8);
    let mut sources = [Source::default(); 24];
    let mut n = 0usize;
    let pool = state.turn.pool;
    for (kind, count, icons) in [
        (0u8, pool.boot, Icons { boot: 1, ..Icons::NONE }),
        (1, pool.car, Icons { car: 1, ..Icons::NONE }),
        (2, pool.ship, Icons { ship: 1, ..Icons::NONE }),
        (3, pool.plane, Icons { plane: 1, ..Icons::NONE }),
    ] {
        if count > 0 {
            sources[n] = Source { card: None, pool: Some(kind), icons, available: count.min(k) };
            n += 1;
        }
    }
    // Distinct hand cards, sorted by id.
    let mut cards: [CardId; 24] = [CardId(0); 24];
    let mut counts = [0u8; 24];
    let mut distinct = 0usize;
    for &card in p.hand.iter() {
        if card_icons(card, p.planes).is_empty() {
            continue;
        }
        match cards[..distinct].iter().position(|&c| c == card) {
            Some(i) => counts[i] += 1,
            None if distinct < cards.len() => {
                cards[distinct] = card;
                counts[distinct] = 1;
                distinct += 1;
            }
            None => {}
        }
    }
    let mut order: [usize; 24] = std::array::from_fn(|i| i);
    order[..distinct].sort_by_key(|&i| cards[i]);
    for &i in &order[..distinct] {
        if n >= sources.len() - 1 {
            break;
        }
        sources[n] = Source {
            card: Some(cards[i]),
            pool: None,
            icons: card_icons(cards[i], p.planes),
            available: counts[i].min(k),
        };
        n += 1;
    }
    let charters = (p.res.coin.saturating_sub(reserved_coins) / CHARTER_COINS).min(k);
    if charters > 0 {
        sources[n] =
            Source { card: None, pool: None, icons: Icons { plane: 1, ..Icons::NONE }, available: charters };
        n += 1;
    }
    let max_cards = p.hand.len().saturating_sub(usize::from(keep));
    let mut chosen = [0u8; 24];
    search(&sources[..n], 0, k, &mut chosen, need, discount, max_cards, emit);
}

#[allow(clippy::too_many_arguments, reason = "a private recursive helper")]
fn search(
    sources: &[Source],
    index: usize,
    left: u8,
    chosen: &mut [u8; 24],
    need: Icons,
    discount: Icons,
    max_cards: usize,
    emit: &mut dyn FnMut(TravelPlan),
) {
    if index == sources.len() {
        check(sources, chosen, need, discount, max_cards, emit);
        return;
    }
    let most = sources[index].available.min(left);
    for take in 0..=most {
        chosen[index] = take;
        search(sources, index + 1, left - take, chosen, need, discount, max_cards, emit);
    }
    chosen[index] = 0;
}

fn provided(sources: &[Source], chosen: &[u8; 24]) -> Icons {
    let mut icons = Icons::NONE;
    for (source, &take) in sources.iter().zip(chosen.iter()) {
        for _ in 0..take {
            icons = icons.plus(source.icons);
        }
    }
    icons
}

fn check(
    sources: &[Source],
    chosen: &[u8; 24],
    need: Icons,
    discount: Icons,
    max_cards: usize,
    emit: &mut dyn FnMut(TravelPlan),
) {
    let used: usize = chosen[..sources.len()].iter().map(|&c| usize::from(c)).sum();
    if used == 0 {
        return;
    }
    let cards: usize = sources
        .iter()
        .zip(chosen.iter())
        .filter(|(s, _)| s.card.is_some())
        .map(|(_, &c)| usize::from(c))
        .sum();
    if cards > max_cards {
        return;
    }
    let total = provided(sources, chosen);
    if !covers(need, discount, total) {
        return;
    }
    // Minimal: dropping any one unit no longer covers.
    for (i, source) in sources.iter().enumerate() {
        if chosen[i] > 0 && covers(need, discount, total.minus(source.icons)) {
            return;
        }
    }
    let mut plan = TravelPlan::default();
    let mut slot = 0;
    for (source, &take) in sources.iter().zip(chosen.iter()) {
        for _ in 0..take {
            match (source.card, source.pool) {
                (Some(card), _) => {
                    if slot < plan.cards.len() {
                        plan.cards[slot] = Some(card);
                        slot += 1;
                    }
                }
                (None, Some(kind)) => match kind {
                    0 => plan.pool.boot += 1,
                    1 => plan.pool.car += 1,
                    2 => plan.pool.ship += 1,
                    _ => plan.pool.plane += 1,
                },
                (None, None) => plan.charter += 1,
            }
        }
    }
    emit(plan);
}

/// The icons a plan provides (cards, charters and pool icons).
pub(crate) fn plan_icons(state: &State, seat: u8, plan: &TravelPlan) -> Icons {
    let planes = state.player(seat).planes;
    let mut icons = plan.pool;
    for card in plan.card_list() {
        icons = icons.plus(card_icons(card, planes));
    }
    icons.plane = icons.plane.saturating_add(plan.charter);
    icons
}

/// The icons of a plan left over after meeting `need`; they go to the turn's pool.
pub(crate) fn leftover(state: &State, seat: u8, plan: &TravelPlan, need: Icons, discount: Icons) -> Icons {
    let icons = plan_icons(state, seat, plan);
    assign(need, discount, icons).map_or(Icons::NONE, |(rest, _)| rest)
}
