//! Applying actions: turn actions, answers to questions, and the effect resolver that runs
//! queued work until the next question.

use content::arnak::{
    ASSISTANTS, BONUS_TILES, CardKind, Counter, Effect, GUARDIANS, IDOLS, PLAYER_BOARD, Res, RowKind,
    SITE_TILES,
};
use tabletop_core::ActionError;

use crate::action::{Action, Event, TravelPlan};
use crate::data::{ARTIFACT_ACTIVATION, CardId, Icons, ResExt, one};
use crate::hooks;
use crate::legal::{self, Count, Find, Sink};
use crate::state::{
    Assistant, Marker, Occupant, Phase, Pos, Prompt, State, Task, TravelFor, Trophy, TurnState, Zone,
};
use crate::travel;
use crate::turns;

/// Tent: compasses to pay when it activates a level II site (the hook's card text).
pub(crate) const TENT_LEVEL2_COMPASSES: u8 = 2;

/// Validates and applies an action.
pub(crate) fn apply(
    state: &mut State,
    seat: u8,
    action: &Action,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if state.phase == Phase::Over {
        return Err(ActionError::GameOver);
    }
    if seat != state.current || usize::from(seat) >= state.n() {
        return Err(ActionError::NotYourTurn { seat: tabletop_core::Seat(seat) });
    }
    let mut find = Find { target: action, found: false };
    validate(state, seat, action, &mut find);
    if !find.found {
        return Err(ActionError::Illegal(crate::explain::explain(state, seat, action)));
    }
    execute(state, seat, *action, ev);
    Ok(())
}

/// Runs only the generator that could list `action`.
fn validate(state: &State, seat: u8, action: &Action, out: &mut dyn Sink) {
    if state.phase != Phase::Turn || state.prompt.is_some() {
        return legal::legal(state, seat, out);
    }
    match action {
        Action::Play { .. }
        | Action::UseAssistant { .. }
        | Action::UseBoon { .. }
        | Action::SlotIdol { .. } => {
            legal::free_actions(state, seat, out);
            if !state.turn.main_used {
                // Non-free cards are main actions.
                legal::main_actions(state, seat, out);
            }
        }
        Action::EndTurn => {
            if state.turn.main_used {
                out.push(Action::EndTurn);
            }
        }
        _ => {
            if !state.turn.main_used {
                legal::main_actions(state, seat, out);
            }
        }
    }
}

fn execute(state: &mut State, seat: u8, action: Action, ev: &mut Vec<Event>) {
    match state.phase {
        Phase::Over => {}
        Phase::HandDiscard => {
            if let Action::Discard { card } = action {
                discard(state, seat, card, ev);
                if !state.player(seat).hand.is_empty() {
                    return;
                }
            }
            turns::next_hand_discard(state, ev);
        }
        Phase::Turn => {
            match state.prompt.take() {
                Some(prompt) => answer(state, seat, prompt, action, ev),
                None => turn_action(state, seat, action, ev),
            }
            run(state, ev);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Small state changes

/// Gains resources.
pub(crate) fn gain(state: &mut State, seat: u8, res: Res, ev: &mut Vec<Event>) {
    if res.is_zero() {
        return;
    }
    let p = state.player_mut(seat);
    p.res = p.res.plus(res);
    ev.push(Event::Gained { seat, res });
}

/// Pays resources (the caller checked they suffice).
pub(crate) fn pay(state: &mut State, seat: u8, res: Res, ev: &mut Vec<Event>) {
    if res.is_zero() {
        return;
    }
    let p = state.player_mut(seat);
    p.res = p.res.minus(res);
    ev.push(Event::Paid { seat, res });
}

/// Draws from the top of the deck.
pub(crate) fn draw(state: &mut State, seat: u8, n: u8, ev: &mut Vec<Event>) {
    let p = state.player_mut(seat);
    let mut drawn = 0;
    for _ in 0..n {
        let Some(card) = p.deck.pop() else { break };
        p.hand.push(card);
        drawn += 1;
    }
    if drawn > 0 {
        ev.push(Event::Drew { seat, count: drawn });
    }
}

fn draw_bottom(state: &mut State, seat: u8, n: u8, ev: &mut Vec<Event>) {
    let p = state.player_mut(seat);
    let mut drawn = 0;
    for _ in 0..n {
        let Some(card) = p.deck.remove(0) else { break };
        p.hand.push(card);
        drawn += 1;
    }
    if drawn > 0 {
        ev.push(Event::Drew { seat, count: drawn });
    }
}

/// Takes a Fear card into the play area (a Fear token when the deck is empty).
pub(crate) fn gain_fear(state: &mut State, seat: u8, ev: &mut Vec<Event>) {
    let fear = state.fear_card;
    if state.fear_deck > 0 {
        state.fear_deck -= 1;
        state.player_mut(seat).play.push(fear);
        ev.push(Event::GainedFear { seat, token: false });
    } else {
        let p = state.player_mut(seat);
        p.fear_tokens = p.fear_tokens.saturating_add(1);
        ev.push(Event::GainedFear { seat, token: true });
    }
}

/// Puts a card where exiled cards of its kind go.
pub(crate) fn to_exile(state: &mut State, card: CardId) {
    match card.kind() {
        CardKind::Item => {
            state.item_exile.push(card);
        }
        CardKind::Artifact => {
            state.artifact_exile.push(card);
        }
        CardKind::Basic => {
            state.basic_exile.push(card);
        }
        CardKind::Fear => state.fear_deck = state.fear_deck.saturating_add(1),
    }
}

fn exile_from(state: &mut State, seat: u8, zone: Zone, card: CardId, ev: &mut Vec<Event>) {
    let p = state.player_mut(seat);
    let removed = match zone {
        Zone::Hand => p.hand.remove_item(&card),
        Zone::Play => p.play.remove_item(&card),
    };
    if removed {
        to_exile(state, card);
        ev.push(Event::Exiled { seat, card });
    }
}

/// Discards a card from hand to the play area.
pub(crate) fn discard(state: &mut State, seat: u8, card: CardId, ev: &mut Vec<Event>) {
    let p = state.player_mut(seat);
    if p.hand.remove_item(&card) {
        p.play.push(card);
        ev.push(Event::Discarded { seat, card });
    }
}

/// Queues an effect list.
pub(crate) fn push_effects(state: &mut State, list: &'static [Effect]) {
    if !list.is_empty() {
        state.tasks.push(Task::Effects { list, next: 0 });
    }
}

/// Asks the current player a question, unless it has no real option (then nothing happens).
pub(crate) fn ask(state: &mut State, prompt: Prompt) -> bool {
    let mut count = Count::default();
    legal::prompt_options(state, state.current, &prompt, false, &mut count);
    if count.0 == 0 {
        return false;
    }
    state.prompt = Some(prompt);
    true
}

fn begin_main(state: &mut State) {
    state.turn.main_used = true;
    state.turn.main_open = true;
    state.tasks.push(Task::EndMain);
}

/// Resolves queued work until a question is asked or nothing is left.
pub(crate) fn run(state: &mut State, ev: &mut Vec<Event>) {
    while state.prompt.is_none() && state.phase == Phase::Turn {
        let Some(task) = state.tasks.pop() else { break };
        let seat = state.current;
        match task {
            Task::Nop => {}
            Task::Effects { list, next } => {
                let index = usize::from(next);
                if let Some(effect) = list.get(index) {
                    if index + 1 < list.len() {
                        state.tasks.push(Task::Effects { list, next: next + 1 });
                    }
                    do_effect(state, seat, effect, ev);
                }
            }
            Task::RevealSite { site } => reveal_site(state, site, ev),
            Task::PlaceGuardian { site } => {
                if let Some(g) = state.guardian_stack.pop() {
                    state.sites[usize::from(site)].guardian = Some(g);
                    ev.push(Event::GuardianAppeared { site, guardian: g });
                }
            }
            Task::Level { level, marker } => {
                if let Some(def) = state.board().research.levels.iter().find(|l| l.level == level) {
                    let list = match marker {
                        Marker::Magnifier => def.magnifier,
                        Marker::Notebook => def.notebook,
                    };
                    push_effects(state, list);
                }
            }
            Task::BonusAfter { space } => {
                ask(state, Prompt::BonusAfter { space });
            }
            Task::Rewards { space, marker } => {
                if state.bonus[usize::from(space)].is_empty() || !ask(state, Prompt::Reward { space, marker })
                {
                    let level = state.level_of(Pos::Space(space));
                    state.tasks.push(Task::Level { level, marker });
                }
            }
            Task::TempleBonus => {
                ask(state, Prompt::TempleBonus);
            }
            Task::Discard => {
                ask(state, Prompt::Discard { then: &[], optional: false });
            }
            Task::TakeGuardian { site } => take_guardian(state, seat, site, ev),
            Task::Activate { site } => activate(state, seat, site, ev),
            Task::EndMain => state.turn.main_open = false,
        }
    }
}

fn reveal_site(state: &mut State, site: u8, ev: &mut Vec<Event>) {
    let level = state.site_level(site);
    let Some(stack) = state.site_stacks.get_mut(usize::from(level.saturating_sub(1))) else { return };
    let Some(tile) = stack.pop() else { return };
    state.sites[usize::from(site)].tile = Some(tile);
    ev.push(Event::SiteRevealed { site, tile });
    state.tasks.push(Task::PlaceGuardian { site });
    if let Some(def) = SITE_TILES.get(usize::from(tile)) {
        push_effects(state, def.effect);
    }
}

fn activate(state: &mut State, seat: u8, site: u8, ev: &mut Vec<Event>) {
    ev.push(Event::Activated { seat, site });
    let effect = state.site_effect(site);
    push_effects(state, effect);
}

fn take_guardian(state: &mut State, seat: u8, site: u8, ev: &mut Vec<Event>) {
    if let Some(g) = state.sites[usize::from(site)].guardian.take() {
        state.player_mut(seat).guardians.push(Trophy { id: g, used: false });
        ev.push(Event::Overcame { seat, guardian: g });
    }
}

fn counter(state: &State, seat: u8, per: Counter) -> u8 {
    let p = state.player(seat);
    let n = match per {
        Counter::Idols => p.idols.len() + p.slots.iter().flatten().count(),
        Counter::Guardians => p.guardians.len(),
        Counter::CardsInPlay => {
            p.play.iter().filter(|c| matches!(c.kind(), CardKind::Item | CardKind::Artifact)).count()
        }
    };
    n.min(255) as u8
}

fn do_effect(state: &mut State, seat: u8, effect: &'static Effect, ev: &mut Vec<Event>) {
    match *effect {
        Effect::Gain(res) => gain(state, seat, res, ev),
        Effect::GainTravel(t) => {
            let icons: Icons = t.into();
            state.turn.pool = state.turn.pool.plus(icons);
            ev.push(Event::GainedTravel { seat, icons });
        }
        Effect::Draw(n) => draw(state, seat, n, ev),
        Effect::DrawBottom(n) => draw_bottom(state, seat, n, ev),
        Effect::GainFear(n) => {
            for _ in 0..n {
                gain_fear(state, seat, ev);
            }
        }
        Effect::ExileSelf => {}
        Effect::ExileCard => {
            ask(state, Prompt::Exile);
        }
        Effect::DiscardThen(then) => {
            // A discard cost is paid whenever a card is in hand; with none, nothing follows
            // (rulebook glossary: «вы должны сбросить другую карту из руки»).
            ask(state, Prompt::Discard { then, optional: false });
        }
        Effect::PayThen { cost, then } => {
            ask(state, Prompt::Pay { cost, then });
        }
        Effect::PayTravelThen { cost, then } => {
            ask(
                state,
                Prompt::Travel {
                    need: cost.into(),
                    discount: Icons::NONE,
                    purpose: TravelFor::Then { then },
                    optional: true,
                },
            );
        }
        Effect::Choose(options) => {
            ask(state, Prompt::Choose { options });
        }
        Effect::ChooseDistinct { count, options } => {
            ask(state, Prompt::ChooseSet { count, options });
        }
        Effect::Upgrade(options) => {
            ask(state, Prompt::Upgrade { options });
        }
        Effect::GainPer { resource, per, max } => {
            let n = counter(state, seat, per).min(max);
            let mut res = Res::ZERO;
            for _ in 0..n {
                res = res.plus(one(resource));
            }
            gain(state, seat, res, ev);
        }
        Effect::PassToGain(res) => {
            if legal::pass_to_gain_allowed(state) {
                state.turn.passing = true;
                state.turn.main_used = true;
                state.turn.pass_gain = state.turn.pass_gain.plus(res);
            }
        }
        Effect::Dig { filter, discover, travel_discount, compass_discount } => {
            ask(
                state,
                Prompt::DigTarget {
                    filter,
                    discover,
                    travel_discount: travel_discount.into(),
                    compass_discount,
                },
            );
        }
        Effect::ActivateSite { filter, unoccupied } => {
            ask(state, Prompt::Activate { filter, unoccupied });
        }
        Effect::ActivateTopSiteTile { level } => {
            let tile =
                state.site_stacks.get(usize::from(level.saturating_sub(1))).and_then(|s| s.last().copied());
            if let Some(def) = tile.and_then(|t| SITE_TILES.get(usize::from(t))) {
                push_effects(state, def.effect);
            }
        }
        Effect::MoveArchaeologist { to } => {
            ask(state, Prompt::Move { to, twice: false });
        }
        Effect::MoveGuardian => {
            ask(state, Prompt::MoveGuardian);
        }
        Effect::ReturnArchaeologist(then) => {
            push_effects(state, then);
            ask(state, Prompt::Return);
        }
        Effect::OvercomeGuardian { unoccupied_too } => {
            ask(state, Prompt::Overcome { unoccupied_too });
        }
        Effect::Research { marker, discount, free } => {
            ask(state, Prompt::Research { marker, discount, free });
        }
        Effect::Buy { kind, discount, free, include_top, to_hand } => {
            if include_top && state.revealed.is_none() {
                state.revealed = match kind {
                    RowKind::Item => state.item_deck.pop(),
                    RowKind::Artifact => state.artifact_deck.pop(),
                };
            }
            if !ask(state, Prompt::Buy { kind, discount, free, to_hand, to_top: false }) {
                return_revealed(state);
            }
        }
        Effect::RefreshAssistant(then) => {
            push_effects(state, then);
            ask(state, Prompt::Refresh);
        }
        Effect::GainAssistant => {
            ask(state, Prompt::GainAssistant);
        }
        Effect::UpgradeAssistant => {
            ask(state, Prompt::UpgradeAssistant);
        }
        Effect::Custom(name) => {
            if let Some(hook) = hooks::Hook::from_name(name) {
                hooks::run_hook(state, seat, hook, ev);
            }
        }
    }
}

/// Puts a card revealed by a buy back on top of its deck.
fn return_revealed(state: &mut State) {
    if let Some(card) = state.revealed.take() {
        match card.kind() {
            CardKind::Artifact => state.artifact_deck.push(card),
            _ => state.item_deck.push(card),
        };
    }
}

// ---------------------------------------------------------------------------------------------
// Turn actions

fn turn_action(state: &mut State, seat: u8, action: Action, ev: &mut Vec<Event>) {
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

fn start_dig(state: &mut State, site: u8, space: u8, discount: Icons, ev: &mut Vec<Event>) {
    let need = state.space_travel(site, space);
    let purpose = TravelFor::Dig { site, space };
    if crate::data::covers(need, discount, Icons::NONE) {
        complete_travel(state, state.current, purpose, ev);
    } else {
        ask(state, Prompt::Travel { need, discount, purpose, optional: false });
    }
}

fn start_discover(
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

fn complete_travel(state: &mut State, seat: u8, purpose: TravelFor, ev: &mut Vec<Event>) {
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

fn pay_travel(
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
fn buy_row(
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

fn deliver(state: &mut State, seat: u8, card: CardId, to_hand: bool, to_top: bool, ev: &mut Vec<Event>) {
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

fn temple_tile(state: &mut State, seat: u8, stack: u8, discount: Res, free: bool, ev: &mut Vec<Event>) {
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

fn take_bonus(state: &mut State, seat: u8, tile: u8, ev: &mut Vec<Event>) {
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

// ---------------------------------------------------------------------------------------------
// Answers

fn answer(state: &mut State, seat: u8, prompt: Prompt, action: Action, ev: &mut Vec<Event>) {
    match (prompt, action) {
        (Prompt::Buy { .. }, Action::Decline) => return_revealed(state),
        (Prompt::CrystalTop, Action::Decline) => looking_to_play(state, seat, ev),
        (_, Action::Decline) => {}
        (Prompt::Choose { options }, Action::Choose { option }) => {
            if let Some(list) = options.get(usize::from(option)) {
                push_effects(state, list);
            }
        }
        (Prompt::ChooseSet { options, .. }, Action::ChooseSet { options: mask }) => {
            for i in (0..options.len().min(8)).rev() {
                if mask & (1 << i) != 0 {
                    push_effects(state, options[i]);
                }
            }
        }
        (Prompt::Pay { cost, then }, Action::Accept) => {
            pay(state, seat, cost, ev);
            push_effects(state, then);
        }
        (Prompt::Travel { need, discount, purpose, .. }, Action::Travel(plan)) => {
            pay_travel(state, seat, &plan, need, discount, ev);
            complete_travel(state, seat, purpose, ev);
        }
        (Prompt::Upgrade { options }, Action::Upgrade { option }) => {
            if let Some(&(from, to)) = options.get(usize::from(option)) {
                pay(state, seat, one(from), ev);
                gain(state, seat, one(to), ev);
            }
        }
        (Prompt::Exile, Action::Exile { from, card }) => exile_from(state, seat, from, card, ev),
        (Prompt::Exile, Action::ExileFearToken) => {
            let p = state.player_mut(seat);
            p.fear_tokens = p.fear_tokens.saturating_sub(1);
            ev.push(Event::ExiledFearToken { seat });
        }
        (Prompt::Discard { then, .. }, Action::Discard { card }) => {
            discard(state, seat, card, ev);
            push_effects(state, then);
        }
        (Prompt::DigTarget { travel_discount, .. }, Action::Dig { site, space }) => {
            start_dig(state, site, space, travel_discount, ev);
        }
        (Prompt::DigTarget { travel_discount, compass_discount, .. }, Action::Discover { site }) => {
            start_discover(state, seat, site, travel_discount, compass_discount, ev);
        }
        (Prompt::Activate { .. }, Action::Site { site }) => activate(state, seat, site, ev),
        (Prompt::Move { twice, .. }, Action::Move { from_site, from_space, to_site, to_space }) => {
            state.sites[usize::from(from_site)].spaces[usize::from(from_space)] = Occupant::Free;
            state.sites[usize::from(to_site)].spaces[usize::from(to_space)] = Occupant::Player(seat);
            ev.push(Event::Moved { seat, site: to_site });
            state.tasks.push(Task::Activate { site: to_site });
            if twice {
                state.tasks.push(Task::Activate { site: to_site });
            }
        }
        (Prompt::MoveGuardian, Action::MoveGuardian { from, to }) => {
            let g = state.sites[usize::from(from)].guardian.take();
            state.sites[usize::from(to)].guardian = g;
            ev.push(Event::GuardianMoved { from, to });
            activate(state, seat, to, ev);
        }
        (Prompt::Return, Action::Return { site, space }) => {
            state.sites[usize::from(site)].spaces[usize::from(space)] = Occupant::Free;
            let p = state.player_mut(seat);
            p.archaeologists = p.archaeologists.saturating_add(1);
            ev.push(Event::Returned { seat });
        }
        (Prompt::Overcome { .. }, Action::Overcome { site }) => take_guardian(state, seat, site, ev),
        (Prompt::Research { discount, free, .. }, Action::Research { marker, to }) => {
            research_move(state, seat, marker, to, discount, free, ev);
        }
        (Prompt::Research { discount, free, .. }, Action::TempleTile { stack }) => {
            temple_tile(state, seat, stack, discount, free, ev);
        }
        (Prompt::Reward { space, marker }, Action::Bonus { tile }) => {
            let level = state.level_of(Pos::Space(space));
            state.tasks.push(Task::Level { level, marker });
            if state.bonus[usize::from(space)].remove_item(&tile) {
                take_bonus(state, seat, tile, ev);
            }
        }
        (Prompt::Reward { space, marker }, Action::LevelFirst) => {
            let level = state.level_of(Pos::Space(space));
            state.tasks.push(Task::BonusAfter { space });
            state.tasks.push(Task::Level { level, marker });
        }
        (Prompt::BonusAfter { space }, Action::Bonus { tile }) => {
            let taken = state.bonus[usize::from(space)].remove_item(&tile);
            if taken {
                take_bonus(state, seat, tile, ev);
            }
        }
        (Prompt::TempleBonus, Action::Bonus { tile }) => {
            let taken = state.temple_bonus.remove_item(&tile);
            if taken {
                take_bonus(state, seat, tile, ev);
            }
        }
        (Prompt::Buy { discount, free, to_hand, to_top, .. }, Action::Buy { slot }) => {
            return_revealed(state);
            buy_row(state, seat, slot, discount, free, to_hand, to_top, ev);
        }
        (Prompt::Buy { discount, free, to_hand, to_top, .. }, Action::BuyTop) => {
            if let Some(card) = state.revealed.take() {
                pay(state, seat, legal::buy_cost(card, discount, free), ev);
                deliver(state, seat, card, to_hand, to_top, ev);
            }
        }
        (Prompt::UseArtifact { card }, Action::Accept) => {
            let def = card.def();
            if def.effect.contains(&Effect::ExileSelf) && state.player_mut(seat).play.remove_item(&card) {
                to_exile(state, card);
            }
            push_effects(state, def.effect);
        }
        (Prompt::Refresh, Action::Assistant { slot }) => {
            if let Some(a) = state.player_mut(seat).assistants.as_mut_slice().get_mut(usize::from(slot)) {
                a.exhausted = false;
                let id = a.id;
                ev.push(Event::RefreshedAssistant { seat, assistant: id });
            }
        }
        (Prompt::GainAssistant, Action::TakeAssistant { stack }) => {
            if let Some(id) = state.assistant_stacks.get_mut(usize::from(stack)).and_then(|s| s.pop()) {
                add_assistant(state, seat, Assistant { id, gold: false, exhausted: false }, ev);
            }
        }
        (Prompt::SupplyAssistant { gold }, Action::TakeAssistant { stack }) => {
            let top = state.assistant_stacks.get(usize::from(stack)).and_then(|s| s.last().copied());
            if let Some(def) = top.and_then(|id| ASSISTANTS.get(usize::from(id))) {
                push_effects(state, if gold { def.gold.effect } else { def.silver.effect });
            }
        }
        (Prompt::UpgradeAssistant, Action::Assistant { slot }) => {
            if let Some(a) = state.player_mut(seat).assistants.as_mut_slice().get_mut(usize::from(slot)) {
                a.gold = true;
                a.exhausted = false;
                let id = a.id;
                ev.push(Event::UpgradedAssistant { seat, assistant: id });
            }
        }
        (Prompt::CrystalCount, Action::Count { n }) => {
            for _ in 0..n {
                if let Some(card) = state.player_mut(seat).deck.pop() {
                    state.looking.push(card);
                }
            }
            ev.push(Event::Drew { seat, count: state.looking.len() as u8 });
            ask(state, Prompt::CrystalKeep);
        }
        (Prompt::CrystalKeep, Action::Pick { card }) => {
            if state.looking.remove_item(&card) {
                state.player_mut(seat).hand.push(card);
            }
            ask(state, Prompt::CrystalTop);
        }
        (Prompt::CrystalTop, Action::Pick { card }) => {
            if state.looking.remove_item(&card) {
                state.player_mut(seat).deck.push(card);
            }
            looking_to_play(state, seat, ev);
        }
        (Prompt::ObsidianCount, Action::Count { n }) => {
            for _ in 0..n {
                if let Some(card) = state.player_mut(seat).deck.remove(0) {
                    state.looking.push(card);
                }
            }
            ev.push(Event::Drew { seat, count: state.looking.len() as u8 });
            if state.looking.len() == 1 {
                if let Some(card) = state.looking.pop() {
                    state.player_mut(seat).hand.push(card);
                }
            } else {
                ask(state, Prompt::ObsidianKeep);
            }
        }
        (Prompt::ObsidianKeep, Action::Pick { card }) => {
            if state.looking.remove_item(&card) {
                state.player_mut(seat).hand.push(card);
            }
            looking_to_play(state, seat, ev);
        }
        (Prompt::Horn, Action::SwapAssistant { slot, stack }) => {
            let Some(new) = state.assistant_stacks.get_mut(usize::from(stack)).and_then(|s| s.pop()) else {
                return;
            };
            let Some(a) = state.player_mut(seat).assistants.as_mut_slice().get_mut(usize::from(slot)) else {
                state.assistant_stacks[usize::from(stack)].push(new);
                return;
            };
            let old = a.id;
            a.id = new;
            state.assistant_stacks[usize::from(stack)].push(old);
            ev.push(Event::GainedAssistant { seat, assistant: new });
        }
        (Prompt::Hammer, Action::Pick { card }) => {
            let taken = state.item_exile.remove_item(&card);
            if taken {
                state.player_mut(seat).deck.insert(0, card);
                ev.push(Event::Bought { seat, card });
            }
        }
        (Prompt::Rescue, Action::Rescue { assistant }) => {
            let taken = state.rescue_stack.remove_item(&assistant);
            if taken {
                add_assistant(state, seat, Assistant { id: assistant, gold: false, exhausted: true }, ev);
            }
        }
        (Prompt::StoneKey, Action::IdolSlot { slot }) => {
            let p = state.player_mut(seat);
            if let Some(idol) = p.slots.get_mut(usize::from(slot)).and_then(Option::take) {
                p.idols.push(idol);
            }
        }
        (Prompt::Tent, Action::Site { site }) => {
            if state.site_level(site) >= 2 {
                pay(state, seat, Res { compass: TENT_LEVEL2_COMPASSES, ..Res::ZERO }, ev);
            }
            activate(state, seat, site, ev);
        }
        _ => {}
    }
}

fn looking_to_play(state: &mut State, seat: u8, ev: &mut Vec<Event>) {
    while let Some(card) = state.looking.pop() {
        state.player_mut(seat).play.push(card);
        ev.push(Event::Discarded { seat, card });
    }
}

/// Resets the turn bookkeeping.
pub(crate) fn reset_turn(state: &mut State) {
    state.turn = TurnState::default();
}
