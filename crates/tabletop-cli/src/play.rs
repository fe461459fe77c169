//! `tabletop play`: people against bots in the terminal.

use std::io::{BufRead, Write};

use serde::Serialize;
use tabletop_core::bot::make_bot;
use tabletop_core::game::Options;
use tabletop_core::replay::{Replay, Step, run_replay};
use tabletop_core::{Game, Lang, Seat};

use crate::registry::{DynGame, PlaySetup, acting_seat, describe_outcome};
use crate::{CliError, CliResult};

pub(crate) fn run(
    game: &dyn DynGame,
    options: &Options,
    seed: u64,
    humans: &[u8],
    lang: Lang,
    bot: &str,
) -> CliResult {
    for &seat in humans {
        if seat >= options.players {
            return Err(CliError(format!(
                "--humans {seat}: there are only {} seats (0..{})",
                options.players,
                options.players - 1
            )));
        }
    }
    if !tabletop_core::bot::BOT_NAMES.contains(&bot) {
        return Err(CliError(format!("--bot {bot}: unknown bot")));
    }
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let setup = PlaySetup { options, seed, humans, lang, bot };
    game.play(&setup, &mut input, &mut out)
}

const HELP: &str = "Type the number of an action. Other commands: `v` shows your view again, \
`u` undoes your last decision, `s FILE` saves the game as a replay, `q` quits.";

pub(crate) fn play_generic<G: Game>(
    setup: &PlaySetup<'_>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError>
where
    G::Action: Serialize,
{
    let PlaySetup { options, seed, humans, lang, bot } = *setup;
    let config = G::config(options)?;
    let mut state = G::setup(&config, seed)?;
    let mut replay = Replay::new::<G>(options.clone(), seed);
    let mut bots: Vec<_> = (0..options.players)
        .map(|s| make_bot::<G>(bot, seed ^ (u64::from(s) + 1) << 32).expect("validated bot name"))
        .collect();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    writeln!(out, "{} — seed {seed}, {} players; you play seat(s) {:?}.", G::NAME, options.players, humans)?;
    writeln!(out, "{HELP}")?;
    let mut show_view = true;
    while let Some(seat) = acting_seat::<G>(&state, humans) {
        legal.clear();
        G::legal_actions(&state, seat, &mut legal);
        if legal.is_empty() {
            return Err(CliError(format!("engine error: {seat} must act but has no legal action")));
        }
        let action = if humans.contains(&seat.0) {
            if show_view {
                writeln!(out, "\n{}", G::render_view(&G::view(&state, seat), lang))?;
                show_view = false;
            }
            writeln!(out, "\nSeat {} — choose:", seat.0)?;
            for (i, action) in legal.iter().enumerate() {
                writeln!(out, "  {:>3}. {}", i + 1, G::describe_action(&state, action, lang))?;
            }
            loop {
                write!(out, "seat {}> ", seat.0)?;
                out.flush()?;
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 {
                    writeln!(out, "\n(end of input: the game stops here)")?;
                    return Ok(());
                }
                let line = line.trim();
                match line {
                    "" => continue,
                    "q" | "quit" => return Ok(()),
                    "h" | "help" | "?" => writeln!(out, "{HELP}")?,
                    "v" => writeln!(out, "{}", G::render_view(&G::view(&state, seat), lang))?,
                    "u" => {
                        // Undo: replay everything before this person's previous decision.
                        match replay.steps.iter().rposition(|s| humans.contains(&s.seat.0)) {
                            None => writeln!(out, "nothing to undo")?,
                            Some(last) => {
                                replay.steps.truncate(last);
                                state = run_replay::<G>(&replay, |_, _, _, _| {})?;
                                writeln!(out, "undone; back to step {last}")?;
                                show_view = true;
                                break None;
                            }
                        }
                    }
                    _ if line.starts_with("s ") => {
                        let path = line[2..].trim();
                        let text = serde_json::to_string_pretty(&replay)?;
                        match std::fs::write(path, text) {
                            Ok(()) => writeln!(out, "saved to {path}; `tabletop replay {path}` replays it")?,
                            Err(e) => writeln!(out, "could not save to {path}: {e}")?,
                        }
                    }
                    _ => match line.parse::<usize>() {
                        Ok(n) if (1..=legal.len()).contains(&n) => break Some(legal[n - 1].clone()),
                        _ => writeln!(
                            out,
                            "`{line}` is not a choice: type a number from 1 to {}, or h for help",
                            legal.len()
                        )?,
                    },
                }
            }
        } else {
            let index = bots[seat.index()].choose(&state, seat, &legal).min(legal.len() - 1);
            Some(legal[index].clone())
        };
        let Some(action) = action else { continue };
        let text = G::describe_action(&state, &action, lang);
        events.clear();
        if let Err(error) = G::apply(&mut state, seat, &action, &mut events) {
            return Err(CliError(format!("engine error: a listed action was refused: {error}")));
        }
        let viewer = if humans.contains(&seat.0) { seat } else { Seat(humans.first().copied().unwrap_or(0)) };
        if !humans.contains(&seat.0) {
            writeln!(out, "seat {} (bot): {text}", seat.0)?;
        }
        for event in &events {
            if G::event_visible_to(&state, event, viewer) {
                writeln!(out, "  · {}", G::describe_event(&state, event, lang))?;
            }
        }
        if humans.contains(&seat.0) || acting_seat::<G>(&state, humans).is_some_and(|s| humans.contains(&s.0))
        {
            show_view = true;
        }
        replay.steps.push(Step { seat, action });
    }
    if let Some(outcome) = G::outcome(&state) {
        writeln!(out, "\nGame over: {}", describe_outcome(&outcome))?;
    }
    Ok(())
}
