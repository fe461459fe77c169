//! Effects: running queued tasks, upkeep, card effects and the custom hooks of published cards.

use content::evil_priest::{
    self as data, AvatarPower, Effect, Hook, MonsterTrigger, NodeKind, Res, Resource,
};

use smallvec::SmallVec;

use crate::action::{Cultist, Event, Spot};
use crate::apply::raid::start_raid;
use crate::apply::{award_growth, check_azathoth, end, push_effects, start_effects};
use crate::legal::{display_has, sanctum_full};
use crate::resources::{gain, pay_res, remove_placed};
use crate::state::{End, Phase, Prompt, State, Task};

#[inline(never)]
pub(crate) fn exec(state: &mut State, task: Task, events: &mut Vec<Event>) {
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
                state.placed.move_to(index, Spot::Ritual { track, step: step + 1 });
                start_effects(state, seat, def.steps[usize::from(step)], None, events);
            }
        }
        Task::Recall => {
            let (placed, players) = (&mut state.placed, &mut state.players);
            placed.retain(|placed| {
                let stays = matches!(placed.spot, Spot::Ritual { .. });
                if !stays {
                    let player = &mut players[usize::from(placed.seat)];
                    match placed.cultist {
                        Cultist::Priest => player.priest_in_pool = true,
                        Cultist::Acolyte => player.pool += 1,
                    }
                }
                stays
            });
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
    // The player's boards are read while the task stack grows: fields borrowed apart.
    let (avatars, player, tasks) = (&state.avatars, &state.players[usize::from(seat)], &mut state.tasks);
    // Pushed in reverse: monsters run first, then Chamber powers, then Avatars (each in order).
    for (index, owner) in avatars.iter().enumerate().rev() {
        if *owner != Some(seat) {
            continue;
        }
        let hook = match data::AVATARS[index].power {
            AvatarPower::Howler => Hook::AvatarHowler,
            AvatarPower::BloatedWoman => Hook::AvatarBloatedWoman,
            AvatarPower::DarkPharaoh => Hook::AvatarDarkPharaoh,
            AvatarPower::Haunter => Hook::AvatarHaunter,
        };
        tasks.push(Task::Effect { seat, effect: Effect::Custom(hook), spot: None, lair: 0 });
    }
    let mut push = |effects: &[Effect], lair: u8| {
        for &effect in effects.iter().rev() {
            tasks.push(Task::Effect { seat, effect, spot: None, lair });
        }
    };
    for chamber in player.chambers.iter().rev().flatten() {
        push(data::CHAMBERS[usize::from(chamber.card)].preparation, 0);
    }
    for (lair, monster) in player.lairs.iter().enumerate().rev() {
        if let Some(monster) = monster {
            let def = &data::MONSTERS[usize::from(monster.card)];
            if def.trigger == MonsterTrigger::Preparation {
                push(def.effects, lair as u8);
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
        Effect::Custom(hook) => custom(state, seat, hook, events),
    }
}

/// Named rules the effect vocabulary does not express. The match is exhaustive: a hook without
/// an implementation does not compile.
pub(crate) fn custom(state: &mut State, seat: u8, hook: Hook, events: &mut Vec<Event>) {
    let s = usize::from(seat);
    match hook {
        Hook::AvatarHowler => {
            if state.azathoth.iter().any(|&n| n > 0) {
                state.prompt = Some(Prompt::Howler { seat });
            }
        }
        Hook::AvatarBloatedWoman => {
            if state.azathoth[s] > 0 {
                state.prompt = Some(Prompt::BloatedWoman { seat });
            }
        }
        Hook::AvatarDarkPharaoh => state.prompt = Some(Prompt::Pharaoh { seat }),
        Hook::AvatarHaunter => {
            if state.players[s].monsters() == 0 {
                state.prompt = Some(Prompt::Monster { seat, free: false });
            }
        }
        Hook::FederalAgent => {
            state.prompt = Some(Prompt::Target { seat, effect: FEDERAL_AGENT, lair: 0 });
        }
        Hook::ShanQueen => {
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
        Hook::JohnScott => {
            if seat < 8 {
                state.scott |= 1 << seat;
            }
        }
    }
}

/// The Federal Agent's Post-Raid effect (it asks for a target like the Chamber strikes).
pub(crate) const FEDERAL_AGENT: Effect = Effect::Custom(Hook::FederalAgent);
