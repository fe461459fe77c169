//! Which actions are legal: one generator per kind of decision, writing into the kernel's
//! [`tabletop_core::legal::Sink`] so the same code lists actions, validates one (without
//! allocating) and counts a prompt's options.

use content::arnak::{
    ASSISTANTS, CardKind, Effect, GUARDIANS, MarkerChoice, PLAYER_BOARD, Res, RowKind, SiteFilter,
    TEMPLE_TILES,
};

use crate::action::{Action, TravelPlan};
use crate::data::{ARTIFACT_ACTIVATION, CardId, Icons, ResExt};
use crate::state::{Marker, Occupant, Phase, Pos, Prompt, State, TravelFor, Zone};
use crate::travel;

pub(crate) use tabletop_core::legal::{Count, Find, Sink};

/// Every legal action of `seat`.
pub(crate) fn legal(state: &State, seat: u8, out: &mut dyn Sink<Action>) {
    if state.current != seat {
        return;
    }
    match state.phase {
        Phase::Over => {}
        Phase::HandDiscard => {
            distinct_cards(state.player(seat).hand.as_slice(), &mut |card| {
                out.push(Action::Discard { card })
            });
            out.push(Action::KeepHand);
        }
        Phase::Turn => match state.prompt {
            Some(prompt) => prompt_options(state, seat, &prompt, true, out),
            None => turn_actions(state, seat, out),
        },
    }
}

/// Calls `f` once per distinct card.
pub(crate) fn distinct_cards(cards: &[CardId], f: &mut dyn FnMut(CardId)) {
    for (i, &card) in cards.iter().enumerate() {
        if !cards[..i].contains(&card) {
            f(card);
        }
    }
}

/// Actions of a turn with no question pending.
pub(crate) fn turn_actions(state: &State, seat: u8, out: &mut dyn Sink<Action>) {
    free_actions(state, seat, out);
    if state.turn.main_used {
        out.push(Action::EndTurn);
    } else {
        main_actions(state, seat, out);
    }
}

/// Free actions: ⚡ cards, assistants, boons, idol slots.
pub(crate) fn free_actions(state: &State, seat: u8, out: &mut dyn Sink<Action>) {
    let p = state.player(seat);
    distinct_cards(p.hand.as_slice(), &mut |card| {
        let def = card.def();
        if def.free && !def.effect.is_empty() {
            out.push(Action::Play { card });
        }
    });
    for (slot, a) in p.assistants.iter().enumerate() {
        if a.exhausted {
            continue;
        }
        let Some(def) = ASSISTANTS.get(usize::from(a.id)) else { continue };
        let side = if a.gold { def.gold } else { def.silver };
        if side.free || !state.turn.main_used {
            out.push(Action::UseAssistant { slot: slot as u8 });
        }
    }
    for t in p.guardians.iter() {
        if !t.used && GUARDIANS.get(usize::from(t.id)).is_some_and(|g| !g.boon.is_empty()) {
            out.push(Action::UseBoon { guardian: t.id });
        }
    }
    if !p.idols.is_empty() && first_empty_slot(state, seat).is_some() {
        for effect in 0..PLAYER_BOARD.idol_slot_effects.len() {
            out.push(Action::SlotIdol { effect: effect as u8 });
        }
    }
}

/// The leftmost empty idol slot.
pub(crate) fn first_empty_slot(state: &State, seat: u8) -> Option<usize> {
    let slots = PLAYER_BOARD.idol_slot_vp.len().min(state.player(seat).slots.len());
    state.player(seat).slots[..slots].iter().position(Option::is_none)
}

/// Main actions.
pub(crate) fn main_actions(state: &State, seat: u8, out: &mut dyn Sink<Action>) {
    let p = state.player(seat);
    out.push(Action::Pass);
    dig_targets(state, seat, SiteFilter::Any, true, Icons::NONE, 0, out);
    // Overcome a guardian.
    for site in 0..state.site_count {
        if can_overcome_paying(state, seat, site) {
            out.push(Action::Overcome { site });
        }
    }
    // Buy.
    buy_options(state, seat, RowKind::Item, 0, false, out);
    buy_options(state, seat, RowKind::Artifact, 0, false, out);
    // Play a card for its main-action effect.
    distinct_cards(p.hand.as_slice(), &mut |card| {
        let def = card.def();
        if !def.free
            && !def.effect.is_empty()
            && (def.kind != CardKind::Artifact || p.res.covers(ARTIFACT_ACTIVATION))
        {
            out.push(Action::Play { card });
        }
    });
    research_options(state, seat, MarkerChoice::Any, Res::ZERO, false, out);
}

/// Whether `seat` may overcome the guardian at `site` by paying its cost.
pub(crate) fn can_overcome_paying(state: &State, seat: u8, site: u8) -> bool {
    let Some(g) = state.sites[usize::from(site)].guardian else { return false };
    if !state.is_at(seat, site) {
        return false;
    }
    let Some(def) = GUARDIANS.get(usize::from(g)) else { return false };
    let p = state.player(seat);
    if !p.res.covers(def.cost) || p.hand.len() < usize::from(def.discard) {
        return false;
    }
    travel::feasible(state, seat, def.travel_cost.into(), Icons::NONE, def.discard, def.cost.coin)
}

/// Whether a site passes a filter (for existing sites).
pub(crate) fn site_matches(state: &State, seat: u8, site: u8, filter: SiteFilter) -> bool {
    let level = state.site_level(site);
    match filter {
        SiteFilter::Any => true,
        SiteFilter::Camp => level == 0,
        SiteFilter::CampOrLevel1 => level <= 1,
        SiteFilter::Level1 => level == 1,
        SiteFilter::Level2 => level == 2,
        SiteFilter::Own => state.is_at(seat, site),
    }
}

/// Whether an undiscovered spot passes a filter.
fn spot_matches(state: &State, site: u8, filter: SiteFilter) -> bool {
    let level = state.site_level(site);
    match filter {
        SiteFilter::Any => true,
        SiteFilter::Camp | SiteFilter::Own => false,
        SiteFilter::CampOrLevel1 | SiteFilter::Level1 => level == 1,
        SiteFilter::Level2 => level == 2,
    }
}

/// Compasses to discover a spot, before discounts.
pub(crate) fn discover_cost(state: &State, site: u8) -> u8 {
    let level = state.site_level(site);
    state.board().discover_cost.get(usize::from(level.saturating_sub(1))).copied().unwrap_or(0)
}

/// Whether the spot can be discovered at all (undiscovered, with a site tile left for it).
pub(crate) fn discoverable(state: &State, site: u8) -> bool {
    if state.is_camp(site) || usize::from(site) >= usize::from(state.site_count) {
        return false;
    }
    let s = &state.sites[usize::from(site)];
    let level = state.site_level(site);
    s.tile.is_none()
        && s.spaces[0] == Occupant::Free
        && (1..=2).contains(&level)
        && !state.site_stacks[usize::from(level - 1)].is_empty()
}

/// Dig (and discover) targets for an archaeologist from the board.
pub(crate) fn dig_targets(
    state: &State,
    seat: u8,
    filter: SiteFilter,
    discover: bool,
    discount: Icons,
    compass_discount: u8,
    out: &mut dyn Sink<Action>,
) {
    let p = state.player(seat);
    if p.archaeologists == 0 {
        return;
    }
    for site in 0..state.site_count {
        if state.is_site(site) {
            if !site_matches(state, seat, site, filter) {
                continue;
            }
            for space in 0..2u8 {
                if state.sites[usize::from(site)].spaces[usize::from(space)] == Occupant::Free
                    && travel::feasible(state, seat, state.space_travel(site, space), discount, 0, 0)
                {
                    out.push(Action::Dig { site, space });
                }
            }
        } else if discover && discoverable(state, site) && spot_matches(state, site, filter) {
            let cost = discover_cost(state, site).saturating_sub(compass_discount);
            if p.res.compass >= cost
                && travel::feasible(state, seat, state.space_travel(site, 0), discount, 0, 0)
            {
                out.push(Action::Discover { site });
            }
        }
    }
}

/// The cost of a row card (or the revealed card) for a buy with `discount`.
pub(crate) fn buy_cost(card: CardId, discount: u8, free: bool) -> Res {
    let def = card.def();
    if free {
        return Res::ZERO;
    }
    let amount = def.cost.saturating_sub(discount);
    match def.kind {
        CardKind::Artifact => Res { compass: amount, ..Res::ZERO },
        _ => Res { coin: amount, ..Res::ZERO },
    }
}

/// Which side of the Moon Staff a row position is on.
pub(crate) fn row_kind(state: &State, slot: usize) -> RowKind {
    if slot < usize::from(state.round) { RowKind::Artifact } else { RowKind::Item }
}

/// Buy options from the row.
pub(crate) fn buy_options(
    state: &State,
    seat: u8,
    kind: RowKind,
    discount: u8,
    free: bool,
    out: &mut dyn Sink<Action>,
) {
    let res = state.player(seat).res;
    for (slot, card) in state.row.iter().enumerate() {
        let Some(card) = *card else { continue };
        if row_kind(state, slot) != kind {
            continue;
        }
        if res.covers(buy_cost(card, discount, free)) {
            out.push(Action::Buy { slot: slot as u8 });
        }
    }
}

/// The foundations a temple stack pays, and the value index of its tiles.
pub(crate) fn temple_stack(state: &State, stack: u8) -> (Res, usize) {
    let [a, b, c] = state.board().research.foundations;
    match stack {
        0 => (a, 0),
        1 => (b, 0),
        2 => (c, 0),
        3 => (a.plus(b), 1),
        4 => (b.plus(c), 1),
        _ => (a.plus(b).plus(c), 2),
    }
}

/// The point value of temple tiles with this value index.
pub(crate) fn temple_value(index: usize) -> u8 {
    TEMPLE_TILES.get(index).map_or(0, |t| t.0)
}

/// The position of a marker.
pub(crate) fn marker_pos(state: &State, seat: u8, marker: Marker) -> Pos {
    let p = state.player(seat);
    match marker {
        Marker::Magnifier => p.magnifier,
        Marker::Notebook => p.notebook,
    }
}

/// Research options: marker moves and temple tiles.
pub(crate) fn research_options(
    state: &State,
    seat: u8,
    choice: MarkerChoice,
    discount: Res,
    free: bool,
    out: &mut dyn Sink<Action>,
) {
    let p = state.player(seat);
    let research = &state.board().research;
    for marker in [Marker::Magnifier, Marker::Notebook] {
        match (choice, marker) {
            (MarkerChoice::Magnifier, Marker::Notebook) | (MarkerChoice::Notebook, Marker::Magnifier) => {
                continue;
            }
            _ => {}
        }
        let pos = marker_pos(state, seat, marker);
        let from = match pos {
            Pos::Start => None,
            Pos::Space(i) => Some(i),
            Pos::Temple(_) => {
                if marker == Marker::Magnifier {
                    for stack in 0..6u8 {
                        if state.temple_stacks[usize::from(stack)] == 0 {
                            continue;
                        }
                        let (cost, _) = temple_stack(state, stack);
                        if free || p.res.covers(cost.minus(discount)) {
                            out.push(Action::TempleTile { stack });
                        }
                    }
                }
                continue;
            }
        };
        for (i, link) in research.links.iter().enumerate() {
            if link.from != from {
                continue;
            }
            // A second link to the same space (none in the box) would be the same choice.
            if research.links[..i].iter().any(|l| l.from == from && l.to == link.to) {
                continue;
            }
            match (link.marker, marker) {
                (MarkerChoice::Magnifier, Marker::Notebook) | (MarkerChoice::Notebook, Marker::Magnifier) => {
                    continue;
                }
                _ => {}
            }
            if marker == Marker::Notebook {
                let Some(to) = link.to else { continue };
                if state.level_of(Pos::Space(to)) > state.level_of(p.magnifier) {
                    continue;
                }
            }
            if !free
                && (!p.res.covers(link.cost.minus(discount))
                    || p.idols.len() < usize::from(link.idols)
                    || p.hand.len() < usize::from(link.discard))
            {
                continue;
            }
            out.push(Action::Research { marker, to: link.to });
        }
    }
}

/// The options of a pending question; `decline` also lists "no" where the question allows it.
pub(crate) fn prompt_options(
    state: &State,
    seat: u8,
    prompt: &Prompt,
    decline: bool,
    out: &mut dyn Sink<Action>,
) {
    let p = state.player(seat);
    let mut optional = false;
    match *prompt {
        Prompt::Choose { options } => {
            for (i, option) in options.iter().enumerate() {
                if option_allowed(state, option) {
                    out.push(Action::Choose { option: i as u8 });
                }
            }
        }
        Prompt::ChooseSet { count, options } => {
            let n = options.len().min(8);
            let want = usize::from(count).min(n) as u32;
            for mask in 1u16..(1u16 << n) {
                if mask.count_ones() != want {
                    continue;
                }
                let ok = (0..n).filter(|&i| mask & (1 << i) != 0).all(|i| option_allowed(state, options[i]));
                if ok {
                    out.push(Action::ChooseSet { options: mask as u8 });
                }
            }
        }
        Prompt::Pay { cost, .. } => {
            optional = true;
            if p.res.covers(cost) {
                out.push(Action::Accept);
            }
        }
        Prompt::Travel { need, discount, purpose, optional: opt } => {
            optional = opt;
            let (keep, reserved) = match purpose {
                TravelFor::Guardian { discard, .. } => (discard, 0),
                _ => (0, 0),
            };
            travel::plans(state, seat, need, discount, keep, reserved, &mut |plan: TravelPlan| {
                out.push(Action::Travel(plan));
            });
        }
        Prompt::Upgrade { options } => {
            optional = true;
            for (i, &(from, _)) in options.iter().enumerate() {
                if p.res.get(from) > 0 {
                    out.push(Action::Upgrade { option: i as u8 });
                }
            }
        }
        Prompt::Exile => {
            optional = true;
            distinct_cards(p.hand.as_slice(), &mut |card| out.push(Action::Exile { from: Zone::Hand, card }));
            distinct_cards(p.play.as_slice(), &mut |card| out.push(Action::Exile { from: Zone::Play, card }));
            if p.fear_tokens > 0 {
                out.push(Action::ExileFearToken);
            }
        }
        Prompt::Discard { optional: opt, .. } => {
            optional = opt;
            distinct_cards(p.hand.as_slice(), &mut |card| out.push(Action::Discard { card }));
        }
        Prompt::DigTarget { filter, discover, travel_discount, compass_discount } => {
            optional = true;
            dig_targets(state, seat, filter, discover, travel_discount, compass_discount, out);
        }
        Prompt::Activate { filter, unoccupied } => {
            for site in 0..state.site_count {
                if state.is_site(site)
                    && site_matches(state, seat, site, filter)
                    && (!unoccupied || state.unoccupied(site))
                {
                    out.push(Action::Site { site });
                }
            }
        }
        Prompt::Move { to, .. } => {
            for from_site in 0..state.site_count {
                for from_space in 0..2u8 {
                    if state.sites[usize::from(from_site)].spaces[usize::from(from_space)]
                        != Occupant::Player(seat)
                    {
                        continue;
                    }
                    for to_site in 0..state.site_count {
                        if to_site == from_site
                            || !state.is_site(to_site)
                            || !site_matches(state, seat, to_site, to)
                        {
                            continue;
                        }
                        for to_space in 0..2u8 {
                            if state.sites[usize::from(to_site)].spaces[usize::from(to_space)]
                                == Occupant::Free
                            {
                                out.push(Action::Move { from_site, from_space, to_site, to_space });
                            }
                        }
                    }
                }
            }
        }
        Prompt::MoveGuardian => {
            for from in 0..state.site_count {
                if state.sites[usize::from(from)].guardian.is_none() || !state.is_at(seat, from) {
                    continue;
                }
                for to in 0..state.site_count {
                    if to != from
                        && state.is_site(to)
                        && state.unoccupied(to)
                        && state.sites[usize::from(to)].guardian.is_none()
                    {
                        out.push(Action::MoveGuardian { from, to });
                    }
                }
            }
        }
        Prompt::Return => {
            optional = true;
            own_spaces(state, seat, &mut |site, space| out.push(Action::Return { site, space }));
        }
        Prompt::Overcome { unoccupied_too } => {
            optional = true;
            for site in 0..state.site_count {
                if state.sites[usize::from(site)].guardian.is_some()
                    && (state.is_at(seat, site) || (unoccupied_too && state.unoccupied(site)))
                {
                    out.push(Action::Overcome { site });
                }
            }
        }
        Prompt::Research { marker, discount, free } => {
            optional = true;
            research_options(state, seat, marker, discount, free, out);
        }
        Prompt::Reward { space, .. } => {
            bonus_tiles(state.bonus[usize::from(space)].as_slice(), out);
            out.push(Action::LevelFirst);
        }
        Prompt::BonusAfter { space } => bonus_tiles(state.bonus[usize::from(space)].as_slice(), out),
        Prompt::TempleBonus => bonus_tiles(state.temple_bonus.as_slice(), out),
        Prompt::Buy { kind, discount, free, .. } => {
            optional = true;
            buy_options(state, seat, kind, discount, free, out);
            if let Some(card) = state.revealed
                && p.res.covers(buy_cost(card, discount, free))
            {
                out.push(Action::BuyTop);
            }
        }
        Prompt::UseArtifact { .. } => {
            optional = true;
            out.push(Action::Accept);
        }
        Prompt::Refresh => {
            for (slot, a) in p.assistants.iter().enumerate() {
                if a.exhausted {
                    out.push(Action::Assistant { slot: slot as u8 });
                }
            }
        }
        Prompt::GainAssistant | Prompt::SupplyAssistant { .. } => {
            let needs_slot = matches!(prompt, Prompt::GainAssistant);
            if !needs_slot || has_assistant_room(state, seat) {
                for (stack, s) in state.assistant_stacks.iter().enumerate() {
                    if !s.is_empty() {
                        out.push(Action::TakeAssistant { stack: stack as u8 });
                    }
                }
            }
        }
        Prompt::UpgradeAssistant => {
            for (slot, a) in p.assistants.iter().enumerate() {
                if !a.gold {
                    out.push(Action::Assistant { slot: slot as u8 });
                }
            }
        }
        Prompt::CrystalCount => {
            for n in 1..=p.deck.len().min(3) {
                out.push(Action::Count { n: n as u8 });
            }
        }
        Prompt::ObsidianCount => {
            for n in 1..=p.deck.len().min(2) {
                out.push(Action::Count { n: n as u8 });
            }
        }
        Prompt::CrystalKeep | Prompt::ObsidianKeep => {
            distinct_cards(state.looking.as_slice(), &mut |card| out.push(Action::Pick { card }));
        }
        Prompt::CrystalTop => {
            optional = true;
            distinct_cards(state.looking.as_slice(), &mut |card| out.push(Action::Pick { card }));
        }
        Prompt::Horn => {
            optional = true;
            for slot in 0..p.assistants.len() {
                for (stack, s) in state.assistant_stacks.iter().enumerate() {
                    if !s.is_empty() {
                        out.push(Action::SwapAssistant { slot: slot as u8, stack: stack as u8 });
                    }
                }
            }
        }
        Prompt::Hammer => {
            optional = true;
            distinct_cards(state.item_exile.as_slice(), &mut |card| out.push(Action::Pick { card }));
        }
        Prompt::Rescue => {
            if has_assistant_room(state, seat) {
                let stack = state.rescue_stack.as_slice();
                for (i, &a) in stack.iter().enumerate() {
                    if !stack[..i].contains(&a) {
                        out.push(Action::Rescue { assistant: a });
                    }
                }
            }
        }
        Prompt::StoneKey => {
            for (slot, idol) in p.slots.iter().enumerate() {
                if idol.is_some() {
                    out.push(Action::IdolSlot { slot: slot as u8 });
                }
            }
        }
        Prompt::Tent => {
            for site in 0..state.site_count {
                if state.is_site(site)
                    && state.is_at(seat, site)
                    && (state.site_level(site) < 2 || p.res.compass >= crate::resolve::TENT_LEVEL2_COMPASSES)
                {
                    out.push(Action::Site { site });
                }
            }
        }
    }
    if optional && decline {
        out.push(Action::Decline);
    }
}

fn bonus_tiles(tiles: &[u8], out: &mut dyn Sink<Action>) {
    let def = |t: u8| content::arnak::BONUS_TILES.get(usize::from(t)).map(|d| (d.name, d.effect));
    for (i, &t) in tiles.iter().enumerate() {
        // Two tiles with the same reward are the same choice.
        if !tiles[..i].iter().any(|&u| def(u) == def(t)) {
            out.push(Action::Bonus { tile: t });
        }
    }
}

/// Whether `seat` has a free assistant slot.
pub(crate) fn has_assistant_room(state: &State, seat: u8) -> bool {
    let slots = usize::from(PLAYER_BOARD.assistant_slots).min(crate::state::MAX_ASSISTANTS);
    state.player(seat).assistants.len() < slots
}

/// Calls `f(site, space)` for every space holding one of `seat`'s archaeologists.
pub(crate) fn own_spaces(state: &State, seat: u8, f: &mut dyn FnMut(u8, u8)) {
    for site in 0..state.site_count {
        for space in 0..2u8 {
            if state.sites[usize::from(site)].spaces[usize::from(space)] == Occupant::Player(seat) {
                f(site, space);
            }
        }
    }
}

/// Whether an option of a choice may be chosen now ("pass to gain" needs the main action free,
/// or the main action to be the one resolving).
pub(crate) fn option_allowed(state: &State, option: &[Effect]) -> bool {
    match option.first() {
        Some(Effect::PassToGain(_)) => pass_to_gain_allowed(state),
        _ => true,
    }
}

/// Whether a "pass to gain" may be chosen now.
pub(crate) fn pass_to_gain_allowed(state: &State) -> bool {
    !state.turn.passing && (!state.turn.main_used || state.turn.main_open)
}
