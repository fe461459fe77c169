//! A game's options: what a user gives ([`Options`]), what a game declares ([`OptionInfo`]), and
//! the one check of the first against the second ([`check_options`]), so every game refuses an
//! unknown key, a value out of range or an option that does not apply to its player count in
//! the same words.

use std::fmt;

use crate::game::{Game, SetupError};
use crate::suggest::did_you_mean;

/// A game's options as given by a user: the player count and `key=value` pairs.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Options {
    /// Number of players.
    pub players: u8,
    /// Game-specific options, in the order given (`side=snake`, `difficulty=3`).
    #[cfg_attr(feature = "serde", serde(default))]
    pub values: Vec<(String, String)>,
}

impl Options {
    /// Options with a player count and nothing else.
    pub fn players(players: u8) -> Options {
        Options { players, values: Vec::new() }
    }

    /// Adds an option.
    pub fn with(mut self, key: &str, value: &str) -> Options {
        self.values.push((key.to_owned(), value.to_owned()));
        self
    }

    /// The last value given for `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.values.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}

/// The values an option takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Accepts {
    /// One of these words.
    OneOf(&'static [&'static str]),
    /// A whole number from `min` to `max`.
    Number {
        /// Smallest value.
        min: u32,
        /// Largest value.
        max: u32,
    },
    /// Free text the game checks itself (a list of ids); `shape` shows it (`id,id,...`).
    Text {
        /// How it is written.
        shape: &'static str,
    },
}

impl fmt::Display for Accepts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Accepts::OneOf(words) => f.write_str(&words.join("|")),
            Accepts::Number { min, max } => write!(f, "{min}..{max}"),
            Accepts::Text { shape } => f.write_str(shape),
        }
    }
}

/// A documented option of a game, for `tabletop games`, for error messages and for
/// [`check_options`].
#[derive(Debug, Clone, Copy)]
pub struct OptionInfo {
    /// The option's key.
    pub key: &'static str,
    /// The values it takes.
    pub accepts: Accepts,
    /// The default.
    pub default: &'static str,
    /// What it does.
    pub help: &'static str,
    /// The player counts it applies to, `(fewest, most)`; outside them it is refused.
    pub players: (u8, u8),
}

impl OptionInfo {
    /// Every player count.
    pub const ANY_PLAYERS: (u8, u8) = (0, u8::MAX);
}

/// Checks `options` against what game `G` declares: the player count, every key (with a
/// did-you-mean), every value, and that each option applies at this player count.
///
/// Games call it first thing in [`Game::config`]; after it, reading a value cannot fail except
/// for [`Accepts::Text`], which the game checks itself.
///
/// # Errors
///
/// A [`SetupError`] naming the first field at fault.
pub fn check_options<G: Game>(options: &Options) -> Result<(), SetupError> {
    let counts = G::player_counts();
    if !counts.contains(&options.players) {
        return Err(SetupError::Players {
            players: options.players,
            min: *counts.start(),
            max: *counts.end(),
        });
    }
    let infos = G::options();
    for (key, value) in &options.values {
        let error = |message: String| SetupError::Option { key: key.clone(), message };
        let Some(info) = infos.iter().find(|info| info.key == key) else {
            let keys: Vec<&str> = infos.iter().map(|info| info.key).collect();
            let message = match did_you_mean(key, keys.iter().copied()) {
                Some(near) => format!("unknown option (did you mean `{near}`?)"),
                None if keys.is_empty() => format!("unknown option; {} takes none", G::NAME),
                None => format!("unknown option; {} takes {}", G::NAME, keys.join(", ")),
            };
            return Err(error(message));
        };
        match info.accepts {
            Accepts::OneOf(words) if !words.contains(&value.as_str()) => {
                let hint = did_you_mean(value, words.iter().copied())
                    .map(|near| format!(" (did you mean `{near}`?)"))
                    .unwrap_or_default();
                return Err(error(format!("`{}` is not one of {}{hint}", shown(value), words.join(", "))));
            }
            Accepts::Number { min, max } if !value.parse::<u32>().is_ok_and(|n| (min..=max).contains(&n)) => {
                return Err(error(format!("`{}` is not a number from {min} to {max}", shown(value))));
            }
            _ => {}
        }
        let (fewest, most) = info.players;
        if !(fewest..=most).contains(&options.players) {
            let applies = match (fewest, most) {
                (1, 1) => "only to solo games".to_owned(),
                (a, b) if a == b => format!("only to games of {a} players"),
                (a, b) => format!("only to games of {a} to {b} players"),
            };
            return Err(error(format!("applies {applies}, not to {} players", options.players)));
        }
    }
    Ok(())
}

/// A user's value as shown in a message: at most 40 characters.
fn shown(value: &str) -> String {
    if value.chars().count() <= 40 {
        value.to_owned()
    } else {
        value.chars().take(40).collect::<String>() + "…"
    }
}
