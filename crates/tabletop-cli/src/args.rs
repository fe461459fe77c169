//! The command line: each command's flags declared once in a table, read from `std::env::args`,
//! and the help printed from the same table.
//!
//! A usage mistake (an unknown flag, a missing value, a number that is not one) is reported as
//! `error: …` with the command's usage line and exit status 2; `--help` prints the help and exits
//! with 0.

use std::fmt::Write as _;
use std::path::PathBuf;

use tabletop_core::suggest::did_you_mean;

use crate::registry::shorten;

/// A flag of a command.
struct Flag {
    /// Without the leading `--`.
    long: &'static str,
    /// The value's name in the help (`None`: a switch that takes no value).
    value: Option<&'static str>,
    help: &'static str,
    default: Option<&'static str>,
    /// Given more than once, every value is kept (otherwise the last one wins).
    repeats: bool,
    required: bool,
}

const fn value(long: &'static str, name: &'static str, help: &'static str) -> Flag {
    Flag { long, value: Some(name), help, default: None, repeats: false, required: false }
}

const fn with_default(
    long: &'static str,
    name: &'static str,
    help: &'static str,
    default: &'static str,
) -> Flag {
    Flag { long, value: Some(name), help, default: Some(default), repeats: false, required: false }
}

const fn required(long: &'static str, name: &'static str, help: &'static str) -> Flag {
    Flag { long, value: Some(name), help, default: None, repeats: false, required: true }
}

const fn switch(long: &'static str, help: &'static str) -> Flag {
    Flag { long, value: None, help, default: None, repeats: false, required: false }
}

const fn repeated(long: &'static str, name: &'static str, help: &'static str) -> Flag {
    Flag { long, value: Some(name), help, default: None, repeats: true, required: false }
}

/// A command: its name, what it does, its one positional argument and its flags.
struct Spec {
    name: &'static str,
    about: &'static str,
    positional: Option<(&'static str, &'static str)>,
    flags: &'static [Flag],
}

const GAME: Option<(&str, &str)> = Some(("GAME", "The game (see `tabletop games`)."));
const PLAYERS: Flag = value("players", "PLAYERS", "Number of players.");
const OPT: Flag = repeated(
    "opt",
    "KEY=VALUE",
    "Game option KEY=VALUE (repeatable), e.g. --opt side=snake; KEY=@FILE takes the value from a \
     file (its text is kept in replays), KEY=@@... is a value starting with @.",
);

const SPECS: &[Spec] = &[
    Spec { name: "games", about: "List the games and their options.", positional: None, flags: &[] },
    Spec {
        name: "play",
        about: "Play in the terminal: people choose from numbered legal actions, other seats are bots.",
        positional: GAME,
        flags: &[
            PLAYERS,
            value("seed", "SEED", "Setup seed (random if omitted)."),
            with_default(
                "humans",
                "SEATS",
                "Seats played by people, comma-separated, counted from 0: seat 0 is Player 1.",
                "0",
            ),
            with_default(
                "lang",
                "LANG",
                "Language of names and texts (see `tabletop games` for each game's languages).",
                "en",
            ),
            with_default(
                "bot",
                "BOT",
                "Bot for the other seats (random, first, greedy), or a comma list with one per seat \
                 (the entries of people's seats are not used).",
                "greedy",
            ),
            with_default(
                "rows",
                "ROWS",
                "Rows of the terminal: each screen of the game fits in them, long menus are paged.",
                "40",
            ),
            OPT,
        ],
    },
    Spec {
        name: "simulate",
        about: "Play many bot games and report outcomes and throughput.",
        positional: GAME,
        flags: &[
            required("games", "GAMES", "Number of games."),
            PLAYERS,
            with_default("seed", "SEED", "Seed of the first game; game i uses seed + i.", "1"),
            with_default(
                "bot",
                "BOT",
                "One bot for every seat, or a comma list with one per seat (greedy,random).",
                "random",
            ),
            with_default("threads", "THREADS", "Worker threads.", "1"),
            switch("json", "Print one JSON object instead of a summary."),
            OPT,
            with_default(
                "failure-replay",
                "FILE",
                "Where to write the replay of a failing game.",
                "failed-replay.json",
            ),
        ],
    },
    Spec {
        name: "record",
        about: "Record a bot game as a replay file.",
        positional: GAME,
        flags: &[
            required("seed", "SEED", "Setup seed."),
            PLAYERS,
            with_default("bot", "BOT", "Bots, as for simulate.", "random"),
            OPT,
            required("out", "FILE", "Output file."),
        ],
    },
    Spec {
        name: "replay",
        about: "Re-apply a replay, print its transcript and the final state hash.",
        positional: Some(("FILE", "The replay file.")),
        flags: &[
            switch("json", "Print the transcript as JSON lines."),
            with_default("lang", "LANG", "Language of the transcript.", "en"),
        ],
    },
    Spec {
        name: "bench",
        about: "Measure playouts per second, actions per second, state size and clone time.",
        positional: GAME,
        flags: &[
            PLAYERS,
            with_default("seconds", "SECONDS", "Seconds to measure (at most a day).", "3"),
            OPT,
        ],
    },
];

const ABOUT: &str = "Play, simulate and check tabletop games.";

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Command {
    Games,
    Play {
        game: String,
        players: Option<u8>,
        seed: Option<u64>,
        humans: Vec<u8>,
        lang: String,
        bot: String,
        rows: u16,
        opts: Vec<String>,
    },
    Simulate {
        game: String,
        games: u64,
        players: Option<u8>,
        seed: u64,
        bot: String,
        threads: usize,
        json: bool,
        opts: Vec<String>,
        failure_replay: PathBuf,
    },
    Record {
        game: String,
        seed: u64,
        players: Option<u8>,
        bot: String,
        opts: Vec<String>,
        out: PathBuf,
    },
    Replay {
        file: PathBuf,
        json: bool,
        lang: String,
    },
    Bench {
        game: String,
        players: Option<u8>,
        seconds: String,
        opts: Vec<String>,
    },
}

/// Why the command line was not run as a command.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// Help or the version was asked for: print it to standard output, exit 0.
    Print(String),
    /// A usage mistake: print it to standard error, exit 2.
    Usage(String),
}

/// The arguments as text: one that is not UTF-8 is a usage mistake (named by its position and
/// its readable part), not a panic.
pub(crate) fn from_os(args: impl IntoIterator<Item = std::ffi::OsString>) -> Result<Vec<String>, Stop> {
    args.into_iter()
        .enumerate()
        .map(|(index, arg)| {
            arg.into_string().map_err(|arg| {
                Stop::Usage(format!(
                    "argument {} ('{}') is not UTF-8 text",
                    index + 1,
                    shorten(&arg.to_string_lossy())
                ))
            })
        })
        .collect()
}

/// Reads the arguments after the program's name.
pub(crate) fn parse(args: impl IntoIterator<Item = String>) -> Result<Command, Stop> {
    let mut args = args.into_iter();
    let Some(first) = args.next() else {
        return Err(Stop::Usage(format!("a command is needed\n\n{}", top_help())));
    };
    let name = match first.as_str() {
        "-h" | "--help" => return Err(Stop::Print(top_help())),
        "-V" | "--version" => return Err(Stop::Print(format!("tabletop {}\n", env!("CARGO_PKG_VERSION")))),
        "help" => match args.next() {
            None => return Err(Stop::Print(top_help())),
            Some(command) => {
                let spec = find_spec(&command)?;
                return Err(Stop::Print(help(spec)));
            }
        },
        name => name,
    };
    let spec = find_spec(name)?;
    let read = Read::new(spec, args)?;
    read.command()
}

fn find_spec(name: &str) -> Result<&'static Spec, Stop> {
    SPECS.iter().find(|spec| spec.name == name).ok_or_else(|| {
        let names = SPECS.iter().map(|spec| spec.name).chain(["help"]);
        let hint = match did_you_mean(name, names) {
            Some(close) => format!(" (did you mean '{close}'?)"),
            None => String::new(),
        };
        Stop::Usage(format!(
            "unrecognized command '{}'{hint}\n\nUsage: tabletop <COMMAND>\n\nFor more information, try \
             'tabletop --help'.",
            shorten(name)
        ))
    })
}

/// The arguments given to one command.
struct Read {
    spec: &'static Spec,
    positional: Option<String>,
    /// Each flag's values, in the order of `spec.flags`.
    values: Vec<Vec<String>>,
}

impl Read {
    fn new(spec: &'static Spec, args: impl Iterator<Item = String>) -> Result<Read, Stop> {
        let mut read = Read { spec, positional: None, values: vec![Vec::new(); spec.flags.len()] };
        let mut args = args.peekable();
        let mut only_positionals = false;
        while let Some(arg) = args.next() {
            if only_positionals || !arg.starts_with('-') || arg == "-" {
                read.take_positional(arg)?;
                continue;
            }
            if arg == "--" {
                only_positionals = true;
                continue;
            }
            if arg == "-h" || arg == "--help" {
                return Err(Stop::Print(help(spec)));
            }
            let Some(body) = arg.strip_prefix("--") else {
                return Err(read.usage(format!("unexpected argument '{}'", shorten(&arg))));
            };
            let (long, inline) = match body.split_once('=') {
                Some((long, value)) => (long, Some(value.to_owned())),
                None => (body, None),
            };
            let Some(index) = spec.flags.iter().position(|flag| flag.long == long) else {
                let longs = spec.flags.iter().map(|flag| flag.long).chain(["help"]);
                let hint = match did_you_mean(long, longs) {
                    Some(close) => format!(" (did you mean '--{close}'?)"),
                    None => String::new(),
                };
                return Err(read.usage(format!("unexpected argument '--{}'{hint}", shorten(long))));
            };
            let flag = &spec.flags[index];
            let value = match (flag.value, inline) {
                (None, None) => String::from("true"),
                (None, Some(_)) => {
                    return Err(read.usage(format!("'--{long}' takes no value")));
                }
                (Some(_), Some(value)) => value,
                (Some(name), None) => match args.next() {
                    Some(value) => value,
                    None => {
                        return Err(read.usage(format!("'--{long} <{name}>' needs a value")));
                    }
                },
            };
            if !flag.repeats && flag.value.is_some() && !read.values[index].is_empty() {
                return Err(read.usage(format!("'--{long}' is given more than once")));
            }
            read.values[index].push(value);
        }
        Ok(read)
    }

    fn take_positional(&mut self, arg: String) -> Result<(), Stop> {
        match self.spec.positional {
            Some(_) if self.positional.is_none() => {
                self.positional = Some(arg);
                Ok(())
            }
            _ => Err(self.usage(format!("unexpected argument '{}'", shorten(&arg)))),
        }
    }

    fn usage(&self, message: String) -> Stop {
        Stop::Usage(format!(
            "{message}\n\n{}\n\nFor more information, try 'tabletop {} --help'.",
            usage_line(self.spec),
            self.spec.name
        ))
    }

    fn flag(&self, long: &str) -> (&'static Flag, &[String]) {
        let index = self.spec.flags.iter().position(|flag| flag.long == long);
        match index {
            Some(index) => (&self.spec.flags[index], &self.values[index]),
            None => unreachable!("--{long} is not declared for {}", self.spec.name),
        }
    }

    /// The positional argument (every command that has one requires it).
    fn positional(&self) -> Result<String, Stop> {
        match (&self.positional, self.spec.positional) {
            (Some(value), _) => Ok(value.clone()),
            (None, Some((name, _))) => Err(self.usage(format!("the argument <{name}> is required"))),
            (None, None) => unreachable!("{} takes no positional argument", self.spec.name),
        }
    }

    /// The flag's last value, or its default.
    fn text(&self, long: &str) -> Result<Option<String>, Stop> {
        let (flag, values) = self.flag(long);
        match (values.last(), flag.default) {
            (Some(value), _) => Ok(Some(value.clone())),
            (None, Some(default)) => Ok(Some(default.to_owned())),
            (None, None) if flag.required => Err(self
                .usage(format!("the argument '--{long} <{}>' is required", flag.value.unwrap_or("VALUE")))),
            (None, None) => Ok(None),
        }
    }

    fn required_text(&self, long: &str) -> Result<String, Stop> {
        self.text(long)?.ok_or_else(|| self.usage(format!("the argument '--{long}' is required")))
    }

    /// The flag's value read as a number.
    fn number<T: std::str::FromStr>(&self, long: &str) -> Result<Option<T>, Stop>
    where
        T::Err: std::fmt::Display,
    {
        match self.text(long)? {
            None => Ok(None),
            Some(text) => text.parse::<T>().map(Some).map_err(|error| {
                let name = self.flag(long).0.value.unwrap_or("VALUE");
                self.usage(format!("invalid value '{}' for '--{long} <{name}>': {error}", shorten(&text)))
            }),
        }
    }

    fn required_number<T: std::str::FromStr>(&self, long: &str) -> Result<T, Stop>
    where
        T::Err: std::fmt::Display,
    {
        self.number(long)?.ok_or_else(|| self.usage(format!("the argument '--{long}' is required")))
    }

    fn switch(&self, long: &str) -> bool {
        !self.flag(long).1.is_empty()
    }

    fn all(&self, long: &str) -> Vec<String> {
        self.flag(long).1.to_vec()
    }

    /// A comma-separated list of numbers (`--humans 0,2`).
    fn numbers(&self, long: &str) -> Result<Vec<u8>, Stop> {
        let text = self.required_text(long)?;
        let name = self.flag(long).0.value.unwrap_or("VALUE");
        text.split(',')
            .map(|item| {
                item.trim().parse::<u8>().map_err(|error| {
                    self.usage(format!("invalid value '{}' for '--{long} <{name}>': {error}", shorten(item)))
                })
            })
            .collect()
    }

    fn command(&self) -> Result<Command, Stop> {
        Ok(match self.spec.name {
            "games" => Command::Games,
            "play" => Command::Play {
                game: self.positional()?,
                players: self.number("players")?,
                seed: self.number("seed")?,
                humans: self.numbers("humans")?,
                lang: self.required_text("lang")?,
                bot: self.required_text("bot")?,
                rows: self.required_number("rows")?,
                opts: self.all("opt"),
            },
            "simulate" => Command::Simulate {
                game: self.positional()?,
                games: self.required_number("games")?,
                players: self.number("players")?,
                seed: self.required_number("seed")?,
                bot: self.required_text("bot")?,
                threads: self.required_number("threads")?,
                json: self.switch("json"),
                opts: self.all("opt"),
                failure_replay: PathBuf::from(self.required_text("failure-replay")?),
            },
            "record" => Command::Record {
                game: self.positional()?,
                seed: self.required_number("seed")?,
                players: self.number("players")?,
                bot: self.required_text("bot")?,
                opts: self.all("opt"),
                out: PathBuf::from(self.required_text("out")?),
            },
            "replay" => Command::Replay {
                file: PathBuf::from(self.positional()?),
                json: self.switch("json"),
                lang: self.required_text("lang")?,
            },
            "bench" => Command::Bench {
                game: self.positional()?,
                players: self.number("players")?,
                seconds: self.required_text("seconds")?,
                opts: self.all("opt"),
            },
            name => unreachable!("the command {name} is declared but not read"),
        })
    }
}

fn usage_line(spec: &Spec) -> String {
    let mut line = format!("Usage: tabletop {}", spec.name);
    if !spec.flags.is_empty() {
        line.push_str(" [OPTIONS]");
    }
    for flag in spec.flags.iter().filter(|flag| flag.required) {
        let _ = write!(line, " --{} <{}>", flag.long, flag.value.unwrap_or("VALUE"));
    }
    if let Some((name, _)) = spec.positional {
        let _ = write!(line, " <{name}>");
    }
    line
}

fn top_help() -> String {
    let mut text = format!("{ABOUT}\n\nUsage: tabletop <COMMAND>\n\nCommands:\n");
    let width = SPECS.iter().map(|spec| spec.name.len()).max().unwrap_or(0).max("help".len());
    for spec in SPECS {
        let _ = writeln!(text, "  {:<width$}  {}", spec.name, spec.about);
    }
    let _ = writeln!(text, "  {:<width$}  Print this message or the help of the given command", "help");
    text.push_str("\nOptions:\n  -h, --help     Print help\n  -V, --version  Print version\n");
    text
}

fn help(spec: &Spec) -> String {
    let mut text = format!("{}\n\n{}\n", spec.about, usage_line(spec));
    if let Some((name, help)) = spec.positional {
        let _ = write!(text, "\nArguments:\n  <{name}>  {help}\n");
    }
    text.push_str("\nOptions:\n");
    let left = |flag: &Flag| match flag.value {
        Some(name) => format!("--{} <{name}>", flag.long),
        None => format!("--{}", flag.long),
    };
    let width = spec.flags.iter().map(|flag| left(flag).len()).max().unwrap_or(0).max("-h, --help".len() - 4);
    for flag in spec.flags {
        let mut help = flag.help.to_owned();
        if let Some(default) = flag.default {
            let _ = write!(help, " [default: {default}]");
        }
        if flag.required {
            help.push_str(" (required)");
        }
        let _ = writeln!(text, "      {:<width$}  {help}", left(flag));
    }
    let _ = writeln!(text, "  {:<width$}  Print help", "-h, --help", width = width + 4);
    text
}

#[cfg(test)]
mod tests {
    use super::{Command, SPECS, Stop, parse};

    fn run(args: &[&str]) -> Result<Command, Stop> {
        parse(args.iter().map(|arg| (*arg).to_owned()))
    }

    fn usage(args: &[&str]) -> String {
        match run(args) {
            Err(Stop::Usage(message)) => message,
            other => panic!("{args:?} should be a usage mistake, got {other:?}"),
        }
    }

    #[test]
    fn flags_take_values_after_a_space_or_an_equals_sign_and_keep_defaults() {
        let Ok(Command::Simulate { game, games, seed, bot, threads, json, opts, failure_replay, players }) =
            run(&["simulate", "arnak", "--games=5", "--opt", "a=1", "--json", "--opt=b=2", "--players", "3"])
        else {
            panic!("simulate is read")
        };
        assert_eq!(
            (game.as_str(), games, seed, bot.as_str(), threads, json),
            ("arnak", 5, 1, "random", 1, true)
        );
        assert_eq!(opts, ["a=1", "b=2"]);
        assert_eq!(players, Some(3));
        assert_eq!(failure_replay.to_str(), Some("failed-replay.json"));
        let Ok(Command::Play { humans, rows, seed, lang, .. }) = run(&["play", "arnak", "--humans", "0,2"])
        else {
            panic!("play is read")
        };
        assert_eq!((humans, rows, seed, lang.as_str()), (vec![0, 2], 40, None, "en"));
    }

    #[test]
    fn mistakes_say_what_and_show_the_usage() {
        assert!(usage(&["simulate", "arnak"]).starts_with("the argument '--games <GAMES>' is required"));
        assert!(
            usage(&["simulate", "arnak", "--gmaes", "3"])
                .starts_with("unexpected argument '--gmaes' (did you mean '--games'?)")
        );
        assert!(
            usage(&["simulate", "arnak", "--games", "x"])
                .starts_with("invalid value 'x' for '--games <GAMES>'")
        );
        assert!(usage(&["simulate", "arnak", "--games"]).starts_with("'--games <GAMES>' needs a value"));
        assert!(usage(&["play"]).contains("the argument <GAME> is required"));
        assert!(usage(&["play", "arnak", "extra"]).starts_with("unexpected argument 'extra'"));
        assert!(
            usage(&["play", "arnak", "--seed", "1", "--seed", "2"])
                .starts_with("'--seed' is given more than once")
        );
        assert!(usage(&["replay", "f", "--json=yes"]).starts_with("'--json' takes no value"));
        assert!(
            usage(&["simualte"]).starts_with("unrecognized command 'simualte' (did you mean 'simulate'?)")
        );
        assert!(
            usage(&["play", "arnak", "--humans", "0,x"])
                .starts_with("invalid value 'x' for '--humans <SEATS>'")
        );
        assert!(usage(&["play", "arnak", "-x"]).contains("Usage: tabletop play [OPTIONS] <GAME>"));
        assert!(usage(&[]).starts_with("a command is needed"));
    }

    #[test]
    fn help_lists_every_command_and_every_flag_with_its_default() {
        let Err(Stop::Print(top)) = run(&["--help"]) else { panic!("help is printed") };
        for spec in SPECS {
            assert!(top.contains(spec.about), "{} is listed", spec.name);
            let Err(Stop::Print(help)) = run(&[spec.name, "--help"]) else { panic!("help is printed") };
            assert_eq!(run(&["help", spec.name]), Err(Stop::Print(help.clone())));
            for flag in spec.flags {
                assert!(help.contains(&format!("--{}", flag.long)), "{} --{}", spec.name, flag.long);
                if let Some(default) = flag.default {
                    assert!(help.contains(&format!("[default: {default}]")));
                }
            }
        }
        let Err(Stop::Print(version)) = run(&["--version"]) else { panic!("the version is printed") };
        assert!(version.starts_with("tabletop "));
    }

    #[cfg(unix)]
    #[test]
    fn an_argument_that_is_not_utf8_is_refused_by_position() {
        use std::os::unix::ffi::OsStringExt as _;
        let args = ["replay".into(), std::ffi::OsString::from_vec(b"f\xff".to_vec())];
        assert_eq!(
            super::from_os(args),
            Err(Stop::Usage("argument 2 ('f\u{fffd}') is not UTF-8 text".to_owned()))
        );
    }

    #[test]
    fn every_declared_command_is_read() {
        let minimal: &[&[&str]] = &[
            &["games"],
            &["play", "g"],
            &["simulate", "g", "--games", "1"],
            &["record", "g", "--seed", "1", "--out", "f"],
            &["replay", "f"],
            &["bench", "g"],
        ];
        assert_eq!(minimal.len(), SPECS.len());
        for args in minimal {
            assert!(run(args).is_ok(), "{args:?}");
        }
    }
}
