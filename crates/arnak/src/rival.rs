//! The solo Rival: a ten-tile decision stack that digs, discovers, researches, takes guardians
//! and takes cards to block the player, choosing by the arrows on its tiles' backs.

use content::arnak::{
    CardKind, Effect, GUARDIANS, IDOLS, MarkerChoice, RIVAL_TILES, Resource, RivalAction, RowKind,
};

use crate::action::{Event, RIVAL_EXILED};
use crate::data::{CardId, RIVAL_ARCHAEOLOGISTS};
use crate::legal;
use crate::state::{Occupant, Pos, Rival, State};
use crate::turns::refill_row;

/// Whether the Rival has tiles left this round.
pub(crate) fn has_tiles(state: &State) -> bool {
    state.rival.as_ref().is_some_and(|r| !r.stack.is_empty())
}

/// Builds the Rival for a difficulty: the five dig tiles, `difficulty` random red tiles and the
/// green tiles of the other actions.
pub(crate) fn new_rival(state: &mut State, difficulty: u8) -> Rival {
    let mut rival = Rival { archaeologists: RIVAL_ARCHAEOLOGISTS, ..Rival::default() };
    let mut reds: Vec<u8> = Vec::new();
    for (i, t) in RIVAL_TILES.iter().enumerate() {
        if matches!(t.action, RivalAction::Dig(_)) {
            rival.tiles.push(i as u8);
        } else if t.red {
            reds.push(i as u8);
        }
    }
    state.rng.shuffle(&mut reds);
    reds.truncate(usize::from(difficulty));
    for &r in &reds {
        rival.tiles.push(r);
    }
    for (i, t) in RIVAL_TILES.iter().enumerate() {
        if matches!(t.action, RivalAction::Dig(_)) || t.red {
            continue;
        }
        let kind = std::mem::discriminant(&t.action);
        let has_red =
            reds.iter().any(|&r| std::mem::discriminant(&RIVAL_TILES[usize::from(r)].action) == kind);
        if !has_red {
            rival.tiles.push(i as u8);
        }
    }
    rival
}

/// Shuffles all the Rival's tiles into a new face-down stack. Each keeps its printed arrow.
pub(crate) fn reshuffle(state: &mut State) {
    let Some(mut rival) = state.rival else { return };
    let mut ids = rival.tiles;
    state.rng.shuffle(ids.as_mut_slice());
    rival.stack = ids;
    rival.revealed.clear();
    rival.first_arrow = None;
    state.rival = Some(rival);
}

/// The decision arrow now: the back of the top face-down tile, or of the first tile revealed
/// this round once the stack is empty.
pub(crate) fn arrow_right(state: &State) -> bool {
    let Some(r) = &state.rival else { return false };
    match r.stack.last() {
        Some(&tile) => printed_arrow(tile),
        None => r.first_arrow.unwrap_or(false),
    }
}

/// The arrow printed on a tile's back points right (an unknown tile reads as left).
pub(crate) fn printed_arrow(tile: u8) -> bool {
    RIVAL_TILES.get(usize::from(tile)).is_some_and(|t| t.arrow_right)
}

fn pick<T: Copy>(items: &[T], right: bool) -> Option<T> {
    if right { items.last().copied() } else { items.first().copied() }
}

/// Whether an effect list can produce a resource.
pub(crate) fn produces(list: &[Effect], r: Resource) -> bool {
    list.iter().any(|e| match e {
        Effect::Gain(res) | Effect::PassToGain(res) => res.get(r) > 0,
        Effect::GainPer { resource, .. } => *resource == r,
        Effect::Upgrade(options) => options.iter().any(|&(_, to)| to == r),
        Effect::PayThen { then, .. }
        | Effect::PayTravelThen { then, .. }
        | Effect::DiscardThen(then)
        | Effect::ReturnArchaeologist(then)
        | Effect::RefreshAssistant(then) => produces(then, r),
        Effect::Choose(options) | Effect::ChooseDistinct { options, .. } => {
            options.iter().any(|o| produces(o, r))
        }
        _ => false,
    })
}

/// Plays the Rival's next tile.
pub(crate) fn rival_turn(state: &mut State, ev: &mut Vec<Event>) {
    let Some(rival) = state.rival.as_mut() else { return };
    let Some(tile) = rival.stack.pop() else { return };
    if rival.first_arrow.is_none() {
        rival.first_arrow = Some(printed_arrow(tile));
    }
    rival.revealed.push(tile);
    ev.push(Event::RivalTurn { tile });
    let Some(def) = RIVAL_TILES.get(usize::from(tile)) else { return };
    let acted = if state.round >= crate::data::ROUNDS && def.skip_round_5 {
        false
    } else {
        match def.action {
            RivalAction::Dig(r) => dig(state, r, ev),
            RivalAction::Discover(rounds) => {
                match rounds.get(usize::from(state.round) - 1).copied().flatten() {
                    Some((level, guardian)) => discover(state, level, guardian, ev),
                    None => false,
                }
            }
            RivalAction::Research => research(state, true, ev),
            RivalAction::Overcome => overcome(state, ev),
            RivalAction::BuyItem => buy(state, RowKind::Item, def.red, ev),
            RivalAction::BuyArtifact => buy(state, RowKind::Artifact, def.red, ev),
        }
    };
    if !acted {
        ev.push(Event::RivalIdle);
    }
}

fn rival_mut(state: &mut State) -> &mut Rival {
    state.rival.get_or_insert_with(Rival::default)
}

/// Among `sites`, the ones in the highest row.
fn highest(state: &State, sites: &[u8], out: &mut Vec<u8>) {
    let top = sites.iter().map(|&s| state.site_row(s)).max();
    out.clear();
    out.extend(sites.iter().copied().filter(|&s| Some(state.site_row(s)) == top));
}

fn dig(state: &mut State, r: Resource, ev: &mut Vec<Event>) -> bool {
    if state.rival.as_ref().is_none_or(|x| x.archaeologists == 0) {
        return false;
    }
    let mut candidates = Vec::new();
    for site in 0..state.site_count {
        if state.is_site(site)
            && produces(state.site_effect(site), r)
            && state.sites[usize::from(site)].spaces.contains(&Occupant::Free)
        {
            candidates.push(site);
        }
    }
    let mut best = Vec::new();
    highest(state, &candidates, &mut best);
    let Some(site) = pick(&best, arrow_right(state)) else { return false };
    let s = &mut state.sites[usize::from(site)];
    if let Some(space) = s.spaces.iter_mut().find(|o| **o == Occupant::Free) {
        *space = Occupant::Rival;
    }
    let rival = rival_mut(state);
    rival.archaeologists -= 1;
    ev.push(Event::RivalDug { site });
    true
}

fn discover(state: &mut State, level: u8, guardian: bool, ev: &mut Vec<Event>) -> bool {
    if state.rival.as_ref().is_none_or(|x| x.archaeologists == 0) {
        return false;
    }
    let candidates: Vec<u8> = (0..state.site_count)
        .filter(|&s| legal::discoverable(state, s) && state.site_level(s) == level)
        .collect();
    let low = candidates.iter().map(|&s| state.site_row(s)).min();
    let row: Vec<u8> = candidates.iter().copied().filter(|&s| Some(state.site_row(s)) == low).collect();
    let Some(site) = pick(&row, arrow_right(state)) else { return false };
    let s = &mut state.sites[usize::from(site)];
    s.spaces[0] = Occupant::Rival;
    let up = s.idol_up.take();
    let down = s.idol_down.take();
    let rival = rival_mut(state);
    rival.archaeologists -= 1;
    if let Some(idol) = up {
        let symbol = IDOLS.get(usize::from(idol)).map(|i| i.symbol);
        let taken = rival.idol_slots.iter().any(|&i| IDOLS.get(usize::from(i)).map(|d| d.symbol) == symbol);
        if taken {
            rival.pile.push(idol);
        } else {
            rival.idol_slots.push(idol);
        }
    }
    if let Some(idol) = down {
        rival.pile.push(idol);
    }
    ev.push(Event::RivalDiscovered { site });
    if let Some(tile) = state.site_stacks[usize::from(level - 1)].pop() {
        state.sites[usize::from(site)].tile = Some(tile);
        ev.push(Event::SiteRevealed { site, tile });
    }
    if guardian && let Some(g) = state.guardian_stack.pop() {
        state.sites[usize::from(site)].guardian = Some(g);
        ev.push(Event::GuardianAppeared { site, guardian: g });
    }
    true
}

fn research(state: &mut State, exile_assistant: bool, ev: &mut Vec<Event>) -> bool {
    let Some(rival) = state.rival else { return false };
    let right = arrow_right(state);
    match rival.magnifier {
        Pos::Temple(_) => {
            let stacks: Vec<u8> =
                [3u8, 4].into_iter().filter(|&s| state.temple_stacks[usize::from(s)] > 0).collect();
            let Some(stack) = pick(&stacks, right) else { return false };
            state.temple_stacks[usize::from(stack)] -= 1;
            rival_mut(state).temple_tiles += 1;
            ev.push(Event::RivalTempleTile);
        }
        pos => {
            let from = match pos {
                Pos::Space(i) => Some(i),
                _ => None,
            };
            let research = &state.board().research;
            let mut dests: Vec<Option<u8>> = Vec::new();
            for link in research.links.iter() {
                if link.from == from && link.marker != MarkerChoice::Notebook && !dests.contains(&link.to) {
                    dests.push(link.to);
                }
            }
            // Left to right: spaces by index, the temple last.
            dests.sort_by_key(|d| d.map_or(u16::MAX, u16::from));
            let Some(to) = pick(&dests, right) else { return false };
            let dest = match to {
                None => Pos::Temple(state.temple_arrivals()),
                Some(space) => Pos::Space(space),
            };
            rival_mut(state).magnifier = dest;
            ev.push(Event::RivalResearched { to: dest });
            match to {
                None => {
                    if let Some(tile) = state.temple_bonus.pop() {
                        state.bonus_used.push(tile);
                        ev.push(Event::RivalExiled { what: RIVAL_EXILED[0] });
                    }
                }
                Some(space) => {
                    if !state.bonus[usize::from(space)].is_empty()
                        && let Some(tile) = state.bonus[usize::from(space)].remove(0)
                    {
                        state.bonus_used.push(tile);
                        ev.push(Event::RivalExiled { what: RIVAL_EXILED[1] });
                    }
                    let level = state.level_of(dest);
                    let stack_level = research.spaces.iter().find(|s| s.assistant_stack).map(|s| s.level);
                    if stack_level == Some(level)
                        && let Some(a) = state.rescue_stack.pop()
                    {
                        state.assistant_exile.push(a);
                        ev.push(Event::RivalExiled { what: RIVAL_EXILED[2] });
                    }
                }
            }
        }
    }
    if exile_assistant {
        let tallest = state.assistant_stacks.iter().map(|s| s.len()).max().unwrap_or(0);
        if tallest > 0 {
            let stacks: Vec<usize> = (0..3).filter(|&i| state.assistant_stacks[i].len() == tallest).collect();
            if let Some(i) = pick(&stacks, arrow_right(state))
                && let Some(a) = state.assistant_stacks[i].pop()
            {
                state.assistant_exile.push(a);
                ev.push(Event::RivalExiled { what: RIVAL_EXILED[3] });
            }
        }
    }
    true
}

fn overcome(state: &mut State, ev: &mut Vec<Event>) -> bool {
    let candidates: Vec<u8> = (0..state.site_count)
        .filter(|&s| {
            let site = &state.sites[usize::from(s)];
            site.guardian.is_some() && site.spaces.contains(&Occupant::Rival)
        })
        .collect();
    let mut best = Vec::new();
    highest(state, &candidates, &mut best);
    match pick(&best, arrow_right(state)) {
        Some(site) => {
            if let Some(g) = state.sites[usize::from(site)].guardian.take() {
                rival_mut(state).guardians.push(g);
                ev.push(Event::RivalOvercame { guardian: g });
            }
            true
        }
        None => research(state, false, ev),
    }
}

fn buy(state: &mut State, kind: RowKind, red: bool, ev: &mut Vec<Event>) -> bool {
    let slots: Vec<usize> = (0..state.row.len())
        .filter(|&i| state.row[i].is_some() && legal::row_kind(state, i) == kind)
        .collect();
    let vp = |i: usize| state.row[i].map_or(0, |c: CardId| c.def().vp);
    let target = if red { slots.iter().map(|&i| vp(i)).max() } else { slots.iter().map(|&i| vp(i)).min() };
    let Some(target) = target else { return false };
    let tied: Vec<usize> = slots.iter().copied().filter(|&i| vp(i) == target).collect();
    let Some(slot) = pick(&tied, arrow_right(state)) else { return false };
    let Some(card) = state.row[slot].take() else { return false };
    rival_mut(state).cards.push(card);
    ev.push(Event::RivalTookCard { card });
    refill_row(state, ev);
    true
}

/// The Rival's points.
pub(crate) fn rival_points(state: &State) -> (i32, i32) {
    let Some(r) = &state.rival else { return (0, 0) };
    let research = crate::score::marker_vp(state, r.magnifier, crate::state::Marker::Magnifier);
    let mut total = research;
    total += i32::from(r.temple_tiles) * i32::from(legal::temple_value(1));
    for &g in r.guardians.iter() {
        total += GUARDIANS.get(usize::from(g)).map_or(0, |d| i32::from(d.vp));
    }
    for &c in r.cards.iter() {
        if matches!(c.kind(), CardKind::Item | CardKind::Artifact) {
            total += i32::from(c.def().vp);
        }
    }
    total += crate::data::RIVAL_SLOT_IDOL_VP * r.idol_slots.len() as i32;
    total += crate::data::RIVAL_PILE_IDOL_VP * r.pile.len() as i32;
    (total, research)
}
