//! `tabletop simulate`: many bot games in parallel, with outcomes and throughput.

use std::io::{IsTerminal as _, Write as _};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use tabletop_core::Outcome;
use tabletop_core::game::Options;

use crate::CliResult;
use crate::registry::{DynGame, GameFailure, GameResult};

#[derive(Default)]
struct Totals {
    games: u64,
    errors: u64,
    actions: u64,
    win_share: Vec<f64>,
    score_sum: Vec<f64>,
    coop_wins: u64,
    /// Co-operative games: how many ended for each reason.
    endings: std::collections::BTreeMap<String, u64>,
    rounds_sum: u64,
    rounds_games: u64,
    first_failure: Option<(u64, GameFailure)>,
}

impl Totals {
    fn add(&mut self, seed: u64, result: Result<GameResult, GameFailure>) {
        self.games += 1;
        match result {
            Err(failure) => {
                self.errors += 1;
                if self.first_failure.as_ref().is_none_or(|(s, _)| seed < *s) {
                    self.first_failure = Some((seed, failure));
                }
            }
            Ok(result) => {
                self.actions += result.actions;
                if let Some(rounds) = result.rounds {
                    self.rounds_sum += u64::from(rounds);
                    self.rounds_games += 1;
                }
                match result.outcome {
                    Outcome::Ranked { scores, winners } => {
                        self.win_share.resize(scores.len().max(self.win_share.len()), 0.0);
                        self.score_sum.resize(scores.len().max(self.score_sum.len()), 0.0);
                        for (seat, score) in scores.iter().enumerate() {
                            self.score_sum[seat] += f64::from(*score);
                        }
                        let n = winners.len();
                        for seat in winners.iter() {
                            if let Some(share) = self.win_share.get_mut(seat.index()) {
                                *share += 1.0 / n as f64;
                            }
                        }
                    }
                    Outcome::Coop { won, reason } => {
                        self.coop_wins += u64::from(won);
                        *self.endings.entry(reason).or_default() += 1;
                    }
                }
            }
        }
    }
}

/// A progress line on standard error (a terminal), redrawn five times a second until every game
/// is done, then erased.
fn progress(done: &AtomicU64, games: u64, start: Instant) {
    let mut stderr = std::io::stderr();
    loop {
        std::thread::sleep(Duration::from_millis(200));
        let finished = done.load(Ordering::Relaxed);
        if finished >= games {
            let _ = write!(stderr, "\r\x1b[2K");
            return;
        }
        let seconds = start.elapsed().as_secs_f64();
        let rate = finished as f64 / seconds.max(1e-9);
        let eta =
            if rate > 0.0 { format!("{:.0} s", (games - finished) as f64 / rate) } else { "?".to_owned() };
        let _ =
            write!(stderr, "\r\x1b[2K{finished}/{games} games, {seconds:.0} s, {rate:.1} games/s, eta {eta}");
    }
}

#[expect(clippy::too_many_arguments, reason = "one argument per command-line flag")]
pub(crate) fn run(
    game: &dyn DynGame,
    options: &Options,
    games: u64,
    seed: u64,
    bots: &[String],
    threads: usize,
    json: bool,
    failure_replay: &Path,
) -> CliResult<bool> {
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let totals = Mutex::new(Totals::default());
    let start = Instant::now();
    std::thread::scope(|scope| {
        if std::io::stderr().is_terminal() {
            scope.spawn(|| progress(&done, games, start));
        }
        for _ in 0..threads {
            scope.spawn(|| {
                let mut local = Totals::default();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let game_seed = seed.wrapping_add(i);
                    local.add(game_seed, game.simulate_one(options, game_seed, bots));
                    done.fetch_add(1, Ordering::Relaxed);
                }
                let mut totals = totals.lock().expect("no worker panics while holding the lock");
                merge(&mut totals, local);
            });
        }
    });
    let elapsed = start.elapsed().as_secs_f64();
    let totals = totals.into_inner().expect("workers finished");
    let ok_games = (totals.games - totals.errors).max(1) as f64;
    let playouts_per_second = totals.games as f64 / elapsed.max(1e-9);
    let mean_actions = totals.actions as f64 / ok_games;
    let players = usize::from(options.players);
    let mut win_rate: Vec<f64> = totals.win_share.iter().map(|w| w / ok_games).collect();
    win_rate.resize(players, 0.0);
    let mut mean_score: Vec<f64> = totals.score_sum.iter().map(|s| s / ok_games).collect();
    mean_score.resize(players, 0.0);

    if let Some((failed_seed, failure)) = &totals.first_failure {
        let _ = writeln!(
            std::io::stderr(),
            "engine error in the game with seed {failed_seed}: {}",
            failure.message
        );
        if let Some(text) = &failure.replay_json {
            match std::fs::write(failure_replay, text) {
                Ok(()) => {
                    let _ = writeln!(std::io::stderr(), "its replay is in {}", failure_replay.display());
                }
                Err(e) => {
                    let _ = writeln!(std::io::stderr(), "could not write {}: {e}", failure_replay.display());
                }
            }
        }
    }

    let mut out = std::io::stdout().lock();
    if json {
        let mut object = serde_json::json!({
            "game": game.id(),
            "games": totals.games,
            "players": options.players,
            "options": options.values,
            "bots": bots,
            "seed": seed,
            "threads": threads,
            "errors": totals.errors,
            "seconds": elapsed,
            "playouts_per_second": playouts_per_second,
            "mean_actions_per_game": mean_actions,
        });
        if totals.rounds_games > 0 {
            object["mean_rounds"] = serde_json::json!(totals.rounds_sum as f64 / totals.rounds_games as f64);
        }
        if game.cooperative() {
            object["win_rate"] = serde_json::json!(totals.coop_wins as f64 / ok_games);
            object["endings"] = serde_json::json!(totals.endings);
        } else {
            object["seat_win_rate"] = serde_json::json!(win_rate);
            object["mean_score_by_seat"] = serde_json::json!(mean_score);
        }
        writeln!(out, "{object}")?;
    } else {
        writeln!(
            out,
            "{}: {} games, {} players, bots {}",
            game.id(),
            totals.games,
            options.players,
            bots.join(",")
        )?;
        writeln!(out, "errors: {}", totals.errors)?;
        writeln!(
            out,
            "throughput: {playouts_per_second:.1} playouts/s over {elapsed:.2} s on {threads} thread(s)"
        )?;
        writeln!(out, "mean actions per game: {mean_actions:.1}")?;
        if totals.rounds_games > 0 {
            writeln!(out, "mean rounds: {:.1}", totals.rounds_sum as f64 / totals.rounds_games as f64)?;
        }
        if game.cooperative() {
            writeln!(out, "win rate: {:.1}%", 100.0 * totals.coop_wins as f64 / ok_games)?;
            for (reason, count) in &totals.endings {
                writeln!(out, "  {count} game(s): {reason}")?;
            }
        } else {
            for seat in 0..players {
                writeln!(
                    out,
                    "seat {seat}: wins {:.1}%, mean score {:.2}",
                    100.0 * win_rate[seat],
                    mean_score[seat]
                )?;
            }
        }
    }
    Ok(totals.errors == 0)
}

fn merge(totals: &mut Totals, local: Totals) {
    totals.games += local.games;
    totals.errors += local.errors;
    totals.actions += local.actions;
    totals.coop_wins += local.coop_wins;
    totals.rounds_sum += local.rounds_sum;
    totals.rounds_games += local.rounds_games;
    for (reason, count) in local.endings {
        *totals.endings.entry(reason).or_default() += count;
    }
    let n = local.win_share.len().max(totals.win_share.len());
    totals.win_share.resize(n, 0.0);
    totals.score_sum.resize(n, 0.0);
    for (i, w) in local.win_share.iter().enumerate() {
        totals.win_share[i] += w;
    }
    for (i, s) in local.score_sum.iter().enumerate() {
        totals.score_sum[i] += s;
    }
    if let Some((seed, failure)) = local.first_failure
        && totals.first_failure.as_ref().is_none_or(|(s, _)| seed < *s)
    {
        totals.first_failure = Some((seed, failure));
    }
}
