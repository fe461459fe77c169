//! The position estimate behind the greedy bot ([`tabletop_core::Game::heuristic`]).
//!
//! It looks only at what every player sees (all resources, boards and cultists are public in
//! this game), never at deck order or the random generator.

use content::evil_priest::{self as data, CultRule, Effect, Res};

use crate::action::{Cultist, Spot};
use crate::score::scores;
use crate::state::{End, State};

/// Points a working acolyte (pool, on a space, on Escape) is worth early in the game: it earns
/// resources every round that remains.
const WORKER_EARLY: f64 = 6.0;
/// Points a working acolyte is still worth when the last Elder Sign is about to go.
const WORKER_LATE: f64 = 1.0;
/// Points an acolyte in the asylum is worth: it weakens raids and can be rescued.
const ASYLUM: f64 = 1.0;
/// Share of their points that exposed resources are expected to lose to raids.
const EXPOSED_RISK: f64 = 0.3;
/// Share of their points that a ritual's future rewards count for now.
const RITUAL_SHARE: f64 = 0.9;
/// Points a Chamber or monster gained later is taken to be worth.
const CARD: f64 = 4.0;

/// How good `state` looks for `seat`: its score lead now, plus what its workers, rituals,
/// defences and exposed resources promise for the rest of the game.
pub(crate) fn heuristic(state: &State, seat: u8) -> f64 {
    let s = usize::from(seat);
    if state.over == Some(End::Azathoth) {
        // Everybody lost.
        return -1000.0;
    }
    let scores = scores(state);
    let mine = f64::from(scores.get(s).copied().unwrap_or(0));
    let best_other =
        scores.iter().enumerate().filter(|&(other, _)| other != s).map(|(_, &v)| v).max().unwrap_or(0);
    let lead = mine - f64::from(best_other);
    if state.over.is_some() {
        return 1000.0 * lead.signum() + lead;
    }
    let player = &state.players[s];
    let protection: f64 = player
        .chambers
        .iter()
        .flatten()
        .map(|slot| f64::from(data::CHAMBERS[usize::from(slot.card)].defense))
        .sum::<f64>()
        + player
            .lairs
            .iter()
            .flatten()
            .map(|lair| f64::from(data::MONSTERS[usize::from(lair.card)].defense))
            .sum::<f64>();
    // How much of the game is left, by the Elder Signs still on the cult board.
    let nodes = state.cult().nodes.len().max(1) as f64;
    let left = f64::from(state.elder_signs_on_board()) / nodes;
    let mut workers = f64::from(player.pool) + f64::from(player.escape);
    let mut rituals = 0.0;
    for placed in state.placed.iter().filter(|placed| placed.seat == seat) {
        if placed.cultist == Cultist::Acolyte {
            workers += 1.0;
        }
        if let Spot::Ritual { track, step } = placed.spot
            && let Some(def) = data::RITUALS.get(usize::from(track))
        {
            rituals +=
                def.steps.iter().skip(usize::from(step)).map(|effects| effects_value(effects)).sum::<f64>();
        }
    }
    let worker = WORKER_LATE + (WORKER_EARLY - WORKER_LATE) * left;
    let evolved: f64 = (0..3)
        .map(|i| f64::from(player.evolution[i]) * f64::from(data::RULES.evolution_defense[i]))
        .sum::<f64>()
        * 0.5
        + f64::from(player.evolution[1]) * 2.0
        + f64::from(player.evolution[2]) * 3.0;
    let mut value = lead
        + 0.3 * f64::from(player.holdings().treasure)
        + 0.3 * protection
        + worker * workers
        + ASYLUM * f64::from(player.asylum)
        + evolved
        + RITUAL_SHARE * rituals
        - EXPOSED_RISK * points(player.exposed);
    if state.cult().rule == CultRule::CrawlingChaos {
        // Acolytes worshipping Azathoth strengthen every raid and bring the common loss closer.
        let total: u32 = state.azathoth.iter().map(|&n| u32::from(n)).sum();
        let limit = u32::from(data::RULES.azathoth_loss_per_player) * u32::from(state.player_count());
        let danger = f64::from(total) / f64::from(limit.max(1));
        value -= 40.0 * danger * danger;
    }
    value
}

/// Final-score points of some resources (treasure counts a little: it buys everything else).
fn points(res: Res) -> f64 {
    let [es, sb, m, b] = data::RULES.points.map(f64::from);
    es * f64::from(res.elder_sign)
        + sb * f64::from(res.spellbook)
        + m * f64::from(res.magic)
        + b * f64::from(res.blood)
        + 0.3 * f64::from(res.treasure)
}

/// What an effect list promises, in points.
fn effects_value(effects: &[Effect]) -> f64 {
    effects
        .iter()
        .map(|effect| match effect {
            Effect::Gain(res) => points(*res),
            Effect::Chamber | Effect::Chant | Effect::Monster | Effect::FreeMonster => CARD,
            _ => 0.0,
        })
        .sum()
}
