//! The effect resolver: runs queued work (effects, site reveals, guardians) on the kernel's
//! resolution loop until the next question, and the resource moves effects make.

use content::arnak::{CardKind, Counter, Effect, Res, RowKind, SITE_TILES};
use tabletop_core::resolve::{self, Ask, Machine, Program};

use crate::action::{Action, Event};
use crate::data::{CardId, Icons, ResExt, one};
use crate::hooks;
use crate::legal::{self, Count};
use crate::state::{Marker, Phase, Pos, Prompt, State, Task, TravelFor, Trophy, Zone};

/// Tent: compasses to pay when it activates a level II site (the hook's card text).
pub(crate) const TENT_LEVEL2_COMPASSES: u8 = 2;

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

pub(crate) fn exile_from(state: &mut State, seat: u8, zone: Zone, card: CardId, ev: &mut Vec<Event>) {
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
        state.tasks.push(Task::Effects(Program::new(list)));
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

pub(crate) fn begin_main(state: &mut State) {
    state.turn.main_used = true;
    state.turn.main_open = true;
    state.tasks.push(Task::EndMain);
}

/// The turn's resolution, driven by the kernel's [`resolve::run`].
struct Turn<'a>(&'a mut State);

impl Machine for Turn<'_> {
    type Frame = Task;
    type Event = Event;
    type Answer = Action;

    fn halted(&self) -> bool {
        self.0.phase != Phase::Turn
    }

    fn pending(&self) -> Option<Ask<Action>> {
        // `ask` applied the asking rule when the question was posed.
        self.0.prompt.map(|_| Ask::Ask)
    }

    fn pop(&mut self) -> Option<Task> {
        self.0.tasks.pop()
    }

    fn step(&mut self, task: Task, ev: &mut Vec<Event>) {
        step(self.0, task, ev);
    }

    fn advance(&mut self, _: &mut Vec<Event>) -> bool {
        // Between tasks nothing moves on by itself: the player's next action does.
        false
    }
}

/// Resolves queued work until a question is asked or nothing is left.
pub(crate) fn run(state: &mut State, ev: &mut Vec<Event>) {
    let stuck = resolve::run(&mut Turn(state), ev);
    debug_assert!(stuck.is_ok(), "Arnak's resolution did not reach a decision");
}

/// Resolves one task.
fn step(state: &mut State, task: Task, ev: &mut Vec<Event>) {
    let seat = state.current;
    match task {
        Task::Nop => {}
        Task::Effects(program) => {
            if let Some((effect, rest)) = program.step() {
                if let Some(rest) = rest {
                    state.tasks.push(Task::Effects(rest));
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
            if state.bonus[usize::from(space)].is_empty() || !ask(state, Prompt::Reward { space, marker }) {
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

pub(crate) fn activate(state: &mut State, seat: u8, site: u8, ev: &mut Vec<Event>) {
    ev.push(Event::Activated { seat, site });
    let effect = state.site_effect(site);
    push_effects(state, effect);
}

pub(crate) fn take_guardian(state: &mut State, seat: u8, site: u8, ev: &mut Vec<Event>) {
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
        Effect::Custom(hook) => hooks::run_hook(state, seat, hook, ev),
    }
}

/// Puts a card revealed by a buy back on top of its deck.
pub(crate) fn return_revealed(state: &mut State) {
    if let Some(card) = state.revealed.take() {
        match card.kind() {
            CardKind::Artifact => state.artifact_deck.push(card),
            _ => state.item_deck.push(card),
        };
    }
}
