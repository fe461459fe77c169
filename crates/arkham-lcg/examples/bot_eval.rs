//! Measures a bot on one scenario: win rate, the resolutions reached, mean rounds, and what a
//! campaign keeps (victory points, experience, unique Cultists in the victory display).
//!
//! `cargo run --release -p arkham-lcg --example bot_eval -- SCENARIO PLAYERS GAMES BOT [FIRST_SEED]`
//! (BOT: `greedy` or `random`). Seeds run from FIRST_SEED (default 1); each seat's bot is seeded
//! from the game's seed. `TRACE=<seed>` prints that game; with `SCORES=1` also each option's
//! heuristic score one step on. `HIST=1` prints how often each kind of action was chosen, per game.
//! `QUIET=1` empties the encounter deck of everything but Dissonant Voices (a diagnostic).

use std::collections::BTreeMap;

use arkham_lcg::{ArkhamLcg, Ending, Event};
use tabletop_core::bot::make_bot;
use tabletop_core::game::{Options, Status};
use tabletop_core::{Game, Lang};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.to_owned());
    let scenario = arg(0, "the-gathering");
    let players: u8 = arg(1, "2").parse().unwrap_or(2);
    let games: u64 = arg(2, "100").parse().unwrap_or(100);
    let bot = arg(3, "greedy");
    let first: u64 = arg(4, "1").parse().unwrap_or(1);
    // DIFFICULTY=easy|standard|hard|expert (default standard).
    let difficulty = std::env::var("DIFFICULTY").unwrap_or_else(|_| "standard".to_owned());
    let options = Options::players(players).with("scenario", &scenario).with("difficulty", &difficulty);
    let Ok(config) = ArkhamLcg::config(&options) else {
        eprintln!("bad options");
        std::process::exit(2);
    };
    // TRACE=<seed> prints that game's actions and events.
    let trace: Option<u64> = std::env::var("TRACE").ok().and_then(|t| t.parse().ok());
    // SCORES=1 with TRACE also prints every option's heuristic score one step on.
    let scores = std::env::var_os("SCORES").is_some();
    let quiet = std::env::var_os("QUIET").is_some();
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    let (mut advanced, mut reached_two, mut act_clue_sum) = (0u64, 0u64, 0u64);
    let (mut wins, mut rounds, mut vp, mut xp, mut cultists, mut acts, mut stuck) =
        (0u64, 0u64, 0u64, 0u64, 0u64, 0u64, 0u64);
    let mut endings: BTreeMap<String, u64> = BTreeMap::new();
    let mut hist: BTreeMap<String, u64> = BTreeMap::new();
    let hist_on = std::env::var_os("HIST").is_some();
    // Cards drawn from the scenario's extra deck (the Cultist deck), games that reached the last
    // agenda, and investigators out.
    // Games by the unique Cultists in the victory display at the end (0 to 6).
    let mut by_cultists = [0u64; 7];
    let (mut extra_drawn, mut last_agenda, mut outs) = (0u64, 0u64, 0u64);
    for seed in first..first + games {
        let Ok(mut state) = ArkhamLcg::setup(&config, seed) else {
            eprintln!("setup failed on seed {seed}");
            std::process::exit(1);
        };
        // QUIET=1: the encounter deck holds only Dissonant Voices (no enemy, no doom, no harm):
        // how far the bot gets with nothing in its way but the agendas' clock (a diagnostic, not
        // a game).
        if quiet && let Some(voices) = arkham_lcg::CardRef::from_code("01165") {
            *state.encounter_mut() = tabletop_core::zone::Deck::from_storage(vec![voices; 40]);
        }
        let mut bots: Vec<_> = (0..u64::from(players))
            .map(|s| {
                make_bot::<ArkhamLcg>(&bot, seed ^ ((s + 1) << 32)).unwrap_or_else(|| std::process::exit(2))
            })
            .collect();
        let extra_at_start = state.extra_deck_len();
        let mut steps = 0u32;
        let mut max_act_clues = 0u8;
        let before = advanced;
        while let Status::Acting(seats) = ArkhamLcg::status(&state) {
            let Some(seat) = seats.first() else { break };
            legal.clear();
            ArkhamLcg::legal_actions(&state, seat, &mut legal);
            let choice = bots[seat.index()].choose(&state, seat, &legal);
            if trace == Some(seed) && scores && legal.len() > 1 {
                // Each option's heuristic one step on (no determinization: for reading only).
                for action in &legal {
                    let mut probe = state.clone();
                    let mut scratch = Vec::new();
                    if ArkhamLcg::apply(&mut probe, seat, action, &mut scratch).is_ok() {
                        let score = ArkhamLcg::heuristic(&probe, seat);
                        println!(
                            "        {score:9.2}  {}",
                            ArkhamLcg::describe_action(&state, action, Lang::En)
                        );
                    }
                }
            }
            if trace == Some(seed) {
                let inv = &state.investigators[seat.index()];
                let here = &state.locations[usize::from(inv.at.0)];
                println!(
                    "{} [act {} with {} clues; at {} with {} clues; holds {}] seat {}: {}",
                    state.round,
                    state.act,
                    state.act_clues,
                    here.card.name(),
                    here.clues,
                    inv.clues,
                    seat.0,
                    ArkhamLcg::describe_action(&state, &legal[choice], Lang::En)
                );
            }
            // HIST=1 counts the actions chosen by their first word (an ability's name).
            if hist_on {
                let d = ArkhamLcg::describe_action(&state, &legal[choice], Lang::En);
                let key: String = d
                    .split([' ', ':'])
                    .take(if d.starts_with("use") { 3 } else { 1 })
                    .collect::<Vec<_>>()
                    .join(" ");
                *hist.entry(key).or_default() += 1;
            }
            events.clear();
            if ArkhamLcg::apply(&mut state, seat, &legal[choice], &mut events).is_err() {
                eprintln!("illegal action on seed {seed}");
                std::process::exit(1);
            }
            if trace == Some(seed) {
                for e in &events {
                    println!("      {}", ArkhamLcg::describe_event(&state, e, Lang::En));
                }
            }
            max_act_clues = max_act_clues.max(state.act_clues);
            advanced += events.iter().filter(|e| matches!(e, Event::ActAdvanced(_))).count() as u64;
            steps += 1;
            if steps > 20_000 {
                break;
            }
        }
        reached_two += u64::from(advanced - before >= 2);
        act_clue_sum += u64::from(max_act_clues);
        let key = match state.ending {
            Some(Ending::Scenario { won, resolution }) => {
                wins += u64::from(won);
                format!("R{resolution}{}", if won { " won" } else { "" })
            }
            Some(other) => format!("{other:?}"),
            None => {
                stuck += 1;
                "unfinished".to_owned()
            }
        };
        *endings.entry(key).or_default() += 1;
        rounds += u64::from(state.round);
        acts += u64::from(state.act);
        vp += state
            .victory
            .iter()
            .map(|c| {
                u64::from(
                    c.location()
                        .and_then(|l| l.victory)
                        .or_else(|| c.enemy().and_then(|e| e.victory))
                        .unwrap_or(0),
                )
            })
            .sum::<u64>();
        let mut found: Vec<_> =
            state.victory.iter().filter(|c| c.is_unique() && c.has_trait("Cultist")).collect();
        found.dedup();
        cultists += found.len() as u64;
        if let Some(slot) = by_cultists.get_mut(found.len()) {
            *slot += 1;
        }
        extra_drawn += (extra_at_start - state.extra_deck_len()) as u64;
        last_agenda += u64::from(usize::from(state.agenda) + 1 >= state.scenario_def().agendas.len());
        outs += state
            .investigators
            .iter()
            .filter(|i| {
                matches!(
                    i.out,
                    Some(arkham_lcg::Out::Damage | arkham_lcg::Out::Horror | arkham_lcg::Out::Defeated)
                )
            })
            .count() as u64;
        xp += state.investigators.iter().map(|i| u64::from(i.xp)).sum::<u64>();
    }
    let n = games as f64;
    if !hist.is_empty() {
        let mut h: Vec<_> = hist.iter().collect();
        h.sort_by_key(|(_, c)| std::cmp::Reverse(**c));
        for (k, c) in h.iter().take(40) {
            println!("{:8.2} {k}", **c as f64 / n);
        }
    }
    println!(
        "{scenario} players={players} bot={bot} games={games}: won {:.1}% endings {endings:?} mean_rounds {:.2} \
         mean_act_index {:.2} mean_act_advances {:.2} games_with_2_advances {} mean_max_act_clues {:.2} mean_vp {:.2} mean_xp_per_investigator {:.2} mean_unique_cultists_in_vd {:.2} \
         mean_extra_deck_drawn {:.2} games_at_last_agenda {last_agenda} mean_defeated {:.2} games_by_unique_cultists_in_vd {by_cultists:?} unfinished {stuck}",
        100.0 * wins as f64 / n,
        rounds as f64 / n,
        acts as f64 / n,
        advanced as f64 / n,
        reached_two,
        act_clue_sum as f64 / n,
        vp as f64 / n,
        xp as f64 / (n * f64::from(players)),
        cultists as f64 / n,
        extra_drawn as f64 / n,
        outs as f64 / n,
    );
}
