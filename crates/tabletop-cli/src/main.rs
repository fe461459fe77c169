//! The `tabletop` command: play, simulate, record, replay and benchmark every game.
//!
//! Architecture invariant: the CLI knows no rules. It drives games only through
//! `tabletop_core::Game`, erased behind [`registry::DynGame`] so one set of commands serves all.

#![forbid(unsafe_code)]
#![cfg_attr(not(feature = "arnak"), allow(dead_code, reason = "a build without games uses no game code"))]

mod args;
mod bench;
mod option_file;
mod play;
mod registry;
mod simulate;

use std::io::Write as _;
use std::process::ExitCode;

use args::Command;
use tabletop_core::Lang;
use tabletop_core::game::Options;

/// A user-facing failure: printed as `error: …` with exit status 1, except a closed output pipe
/// (`tabletop replay f | head`), which ends the command quietly.
#[derive(Debug)]
struct CliError {
    message: String,
    broken_pipe: bool,
}

impl CliError {
    fn new(message: impl Into<String>) -> CliError {
        CliError { message: message.into(), broken_pipe: false }
    }

    /// The same error with `context: ` before its message.
    fn context(self, context: impl std::fmt::Display) -> CliError {
        CliError { message: format!("{context}: {}", self.message), broken_pipe: self.broken_pipe }
    }
}

impl<E: std::fmt::Display + 'static> From<E> for CliError {
    fn from(error: E) -> Self {
        let any: &dyn std::any::Any = &error;
        let broken_pipe =
            any.downcast_ref::<std::io::Error>().is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe);
        CliError { message: error.to_string(), broken_pipe }
    }
}

type CliResult<T = ()> = Result<T, CliError>;

fn main() -> ExitCode {
    let command = match args::from_os(std::env::args_os().skip(1)).and_then(args::parse) {
        Ok(command) => command,
        Err(args::Stop::Print(text)) => {
            let _ = write!(std::io::stdout(), "{text}");
            return ExitCode::SUCCESS;
        }
        Err(args::Stop::Usage(message)) => {
            let _ = writeln!(std::io::stderr(), "error: {message}");
            return ExitCode::from(2);
        }
    };
    match run(command) {
        Ok(code) => code,
        Err(CliError { broken_pipe: true, .. }) => ExitCode::SUCCESS,
        Err(CliError { message, .. }) => {
            let _ = writeln!(std::io::stderr(), "error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(command: Command) -> CliResult<ExitCode> {
    match command {
        Command::Games => {
            let mut out = std::io::stdout().lock();
            for game in registry::games() {
                let counts = game.player_counts();
                writeln!(
                    out,
                    "{:<12} {} ({}, {}–{} players)",
                    game.id(),
                    game.name(),
                    if game.cooperative() { "co-operative" } else { "competitive" },
                    counts.start(),
                    counts.end()
                )?;
                if let Some(note) = game.content_note() {
                    writeln!(out, "    {note}")?;
                }
                let langs: Vec<&str> = game.languages().iter().map(|l| l.code()).collect();
                writeln!(out, "    --lang {}", langs.join("|"))?;
                for option in game.options() {
                    writeln!(out, "    --opt {}={}", option.key, option.accepts)?;
                    writeln!(out, "          {} (default {})", option.help, option.default)?;
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Play { game, players, seed, humans, lang, bot, rows, opts } => {
            let game = registry::find(&game)?;
            let options = options(game, players, &opts)?;
            let lang = parse_game_lang(game, &lang)?;
            let humans = parse_humans(&humans, options.players)?;
            let bots = parse_bots(&bot, options.players)?;
            if rows < play::MIN_ROWS {
                return Err(CliError::new(format!(
                    "--rows {rows}: a screen needs at least {} rows",
                    play::MIN_ROWS
                )));
            }
            let seed = seed.unwrap_or_else(clock_seed);
            play::run(game, &options, seed, &humans, lang, &bots, rows)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Simulate { game, games, players, seed, bot, threads, json, opts, failure_replay } => {
            let game = registry::find(&game)?;
            let options = options(game, players, &opts)?;
            let bots = parse_bots(&bot, options.players)?;
            if threads == 0 {
                return Err(CliError::new("--threads 0: at least one worker thread is needed"));
            }
            let ok = simulate::run(game, &options, games, seed, &bots, threads, json, &failure_replay)?;
            Ok(if ok { ExitCode::SUCCESS } else { ExitCode::FAILURE })
        }
        Command::Record { game, seed, players, bot, opts, out } => {
            let game = registry::find(&game)?;
            let options = options(game, players, &opts)?;
            let bots = parse_bots(&bot, options.players)?;
            let text = game.record(&options, seed, &bots).map_err(|e| CliError::new(e.message))?;
            std::fs::write(&out, text).map_err(|e| CliError::from(e).context(out.display()))?;
            let _ = writeln!(std::io::stderr(), "wrote {}", out.display());
            Ok(ExitCode::SUCCESS)
        }
        Command::Replay { file, json, lang } => {
            let path = file.display();
            let text = std::fs::read_to_string(&file).map_err(|e| CliError::from(e).context(&path))?;
            // Editors on some systems start a UTF-8 file with a byte-order mark; JSON has none.
            let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
            let game_id = registry::replay_game(text).map_err(|e| CliError::new(e).context(&path))?;
            let game = registry::find(&game_id).map_err(|e| e.context(&path))?;
            let lang = parse_game_lang(game, &lang)?;
            let mut out = std::io::stdout().lock();
            game.replay(text, json, lang, &mut out).map_err(|e| e.context(&path))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Bench { game, players, seconds, opts } => {
            let game = registry::find(&game)?;
            let options = options(game, players, &opts)?;
            let seconds = seconds
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|s| (0.0..=MAX_BENCH_SECONDS).contains(s))
                .ok_or_else(|| {
                    CliError::new(format!(
                        "--seconds {}: expected a number of seconds from 0 to {MAX_BENCH_SECONDS}",
                        registry::shorten(&seconds)
                    ))
                })?;
            bench::run(game, &options, seconds)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// The longest `tabletop bench` measures: a day.
const MAX_BENCH_SECONDS: f64 = 86_400.0;

fn options(game: &dyn registry::DynGame, players: Option<u8>, opts: &[String]) -> CliResult<Options> {
    let counts = game.player_counts();
    let players = players.unwrap_or(if counts.contains(&2) { 2 } else { *counts.start() });
    let mut options = Options::players(players);
    // Which file each key's last value came from (`None`: typed on the command line).
    let mut sources: Vec<(String, Option<String>)> = Vec::new();
    for opt in opts {
        let Some((key, value)) = opt.split_once('=') else {
            return Err(CliError::new(format!("--opt {opt}: expected KEY=VALUE")));
        };
        let (key, value) = (key.trim(), value.trim());
        let (value, file) = match value.strip_prefix('@') {
            Some(literal) if literal.starts_with('@') => (literal.to_owned(), None),
            Some(path) => {
                (option_file::read(path).map_err(|e| e.context(format!("--opt {key}=@{path}")))?, Some(path))
            }
            None => (value.to_owned(), None),
        };
        sources.retain(|(k, _)| k != key);
        sources.push((key.to_owned(), file.map(str::to_owned)));
        options = options.with(key, &value);
    }
    game.validate(&options).map_err(|error| option_file::locate(error, &sources))?;
    Ok(options)
}

/// A language the game has texts in.
fn parse_game_lang(game: &dyn registry::DynGame, code: &str) -> CliResult<Lang> {
    let supported = game.languages();
    let codes: Vec<&str> = supported.iter().map(|l| l.code()).collect();
    match Lang::from_code(code) {
        Some(lang) if supported.contains(&lang) => Ok(lang),
        _ => Err(CliError::new(format!(
            "--lang {}: {} is played in {}",
            registry::shorten(code),
            game.name(),
            codes.join(", ")
        ))),
    }
}

/// The seats people play: each a seat of the game, none twice.
fn parse_humans(seats: &[u8], players: u8) -> CliResult<Vec<u8>> {
    let mut humans = Vec::with_capacity(seats.len());
    for &seat in seats {
        if seat >= players {
            return Err(CliError::new(format!(
                "--humans {seat}: there are only {players} seats, numbered 0 to {}",
                players - 1
            )));
        }
        if humans.contains(&seat) {
            return Err(CliError::new(format!("--humans: seat {seat} is given twice")));
        }
        humans.push(seat);
    }
    Ok(humans)
}

fn parse_bots(spec: &str, players: u8) -> CliResult<Vec<String>> {
    let names: Vec<String> = spec.split(',').map(|s| s.trim().to_owned()).collect();
    for name in &names {
        if !tabletop_core::bot::BOT_NAMES.contains(&name.as_str()) {
            return Err(CliError::new(format!(
                "--bot {}: unknown bot; expected one of {}",
                registry::shorten(name),
                tabletop_core::bot::BOT_NAMES.join(", ")
            )));
        }
    }
    if names.len() != 1 && names.len() != usize::from(players) {
        return Err(CliError::new(format!(
            "--bot {}: give one bot for every seat or one per seat ({players} seats)",
            registry::shorten(spec)
        )));
    }
    Ok(names)
}

fn clock_seed() -> u64 {
    // The only clock read in the project: choosing a seed when the user gave none.
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}
