//! How long the rules make a game. The box says 45–90 minutes; the greedy bot's games run 30 to
//! 50 rounds because its one-step look-ahead leaves the raid spaces (Raid E, F, H, the Final
//! space) alone for dozens of rounds and hoards resources instead. A player who simply goes for
//! the Elder Signs ends the game in about 11–16 rounds (2–5 players, every board with arrows),
//! which fits the box: these tests keep it that way, so a rule that drags the game (a cost too
//! high, income too low, cultists that never come back) shows up here.

use content::evil_priest::{Cost, Res};
use evil_priest::{Action, Cultist, End, EvilPriest, Space, State};
use tabletop_core::game::Options;
use tabletop_core::{Game, Seat, Status};

/// What `have` still lacks to pay `cost` (a spellbook counts as 3 basic resources: Miskatonic
/// University sells one for 3).
fn lacking(have: Res, cost: &Cost) -> u32 {
    let short = |need: u8, got: u8| u32::from(need.saturating_sub(got));
    let r = cost.res;
    let spare = u32::from(have.treasure.saturating_sub(r.treasure))
        + u32::from(have.blood.saturating_sub(r.blood))
        + u32::from(have.magic.saturating_sub(r.magic));
    short(r.treasure, have.treasure)
        + short(r.blood, have.blood)
        + short(r.magic, have.magic)
        + 3 * short(r.spellbook, have.spellbook)
        + 10 * short(r.elder_sign, have.elder_sign)
        + u32::from(cost.basic).saturating_sub(spare)
}

/// How close `seat` is to shattering the two cheapest Elder Signs it may go for now, with its
/// Elder Signs and working acolytes.
fn progress(state: &State, seat: u8) -> i64 {
    let player = &state.players[usize::from(seat)];
    let have = player.holdings();
    let mut lacks: Vec<u32> = (0..state.cult().nodes.len() as u8)
        .filter(|&n| evil_priest::shatterable(state, n))
        .map(|n| lacking(have, &state.cult().nodes[usize::from(n)].cost))
        .collect();
    lacks.sort_unstable();
    let lack: u32 = lacks.iter().take(2).sum();
    let working = u32::from(player.pool)
        + u32::from(player.escape)
        + state.placed.iter().filter(|p| p.seat == seat && p.cultist == Cultist::Acolyte).count() as u32;
    10 * i64::from(have.elder_sign) + 3 * i64::from(working) - i64::from(lack)
}

/// A player who goes for the Elder Signs: shatter whenever possible, otherwise make the
/// placement that brings the next shatter closest; raids go on, other questions take the
/// first answer.
fn purposeful(state: &State, seat: u8, legal: &[Action]) -> Action {
    let placing = legal.iter().any(|a| matches!(a, Action::Place { .. }));
    if !placing {
        return legal.iter().copied().find(|a| *a == Action::Continue).unwrap_or(legal[0]);
    }
    if let Some(shatter) = legal.iter().find(|a| matches!(a, Action::Place { space: Space::Hex(_), .. })) {
        return *shatter;
    }
    let mut best = (i64::MIN, legal[0]);
    let mut events = Vec::new();
    for &action in legal {
        let mut next = state.clone();
        if EvilPriest::apply(&mut next, Seat(seat), &action, &mut events).is_ok() {
            let value = progress(&next, seat);
            if value > best.0 {
                best = (value, action);
            }
        }
    }
    best.1
}

/// Rounds a game of purposeful players lasts, and how it ended.
fn rounds(options: &Options, seed: u64) -> (u16, Option<End>) {
    let config = EvilPriest::config(options).expect("valid options");
    let mut state = EvilPriest::setup(&config, seed).expect("setup");
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for _ in 0..5_000 {
        let Status::Acting(seats) = EvilPriest::status(&state) else { break };
        let seat = seats.first().expect("someone acts");
        legal.clear();
        EvilPriest::legal_actions(&state, seat, &mut legal);
        let action = purposeful(&state, seat.0, &legal);
        EvilPriest::apply(&mut state, seat, &action, &mut events).expect("a listed action");
    }
    (state.round, state.over)
}

fn check_length(options: &Options, seeds: std::ops::Range<u64>, most: u16, mean_at_most: f64) {
    let mut all = Vec::new();
    for seed in seeds {
        let (round, end) = rounds(options, seed);
        assert_eq!(end, Some(End::LastElderSign), "{options:?} seed {seed}: ended {end:?} in round {round}");
        assert!(round <= most, "{options:?} seed {seed}: {round} rounds");
        all.push(f64::from(round));
    }
    let mean = all.iter().sum::<f64>() / all.len() as f64;
    assert!(mean <= mean_at_most, "{options:?}: {mean:.1} rounds on average ({all:?})");
}

#[test]
fn going_for_the_elder_signs_ends_the_core_game_in_a_box_length() {
    for players in 2..=5 {
        for cult in ["cthulhu", "black-goat"] {
            check_length(&Options::players(players).with("cult", cult), 0..6, 20, 16.5);
        }
    }
}

#[test]
fn going_for_the_elder_signs_ends_the_expansion_game_in_a_box_length() {
    for cult in ["cthulhu", "black-goat", "crawling-chaos", "sleeper", "tcho-tcho"] {
        let options = Options::players(3).with("expansion", "blood-ceremony").with("cult", cult);
        check_length(&options, 0..6, 20, 16.5);
    }
}
