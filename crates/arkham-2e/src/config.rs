//! Options: the Ancient One and the investigators.

use content::arkham_2e as data;
use tabletop_core::game::{Accepts, OptionInfo, Options};
use tabletop_core::{Game, SetupError};

use crate::ArkhamHorror;

/// A validated configuration.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Config {
    /// Players (1 to 8).
    pub players: u8,
    /// The Ancient One (index into [`data::ANCIENT_ONES`]); `None`: drawn at random.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::ancient_one::opt"))]
    pub ancient_one: Option<u8>,
    /// Investigators by seat (indices into [`data::INVESTIGATORS`]); empty: dealt at random.
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::save::sheet::list"))]
    pub investigators: Vec<u8>,
}

pub(crate) const OPTIONS: &[OptionInfo] = &[
    OptionInfo {
        key: "ancient-one",
        accepts: Accepts::OneOf(data::ANCIENT_ONE_OPTIONS),
        default: "random",
        help: "the Ancient One (random: drawn as the rules say)",
        players: OptionInfo::ANY_PLAYERS,
    },
    OptionInfo {
        key: "investigators",
        accepts: Accepts::Text { shape: "id,id,... (one per player, e.g. amanda-sharpe) or random" },
        default: "random",
        help: "the investigators by seat (random: dealt as the rules say)",
        players: OptionInfo::ANY_PLAYERS,
    },
];

pub(crate) fn config(options: &Options) -> Result<Config, SetupError> {
    tabletop_core::options::check_options::<ArkhamHorror>(options)?;
    let ancient_one = match options.get("ancient-one").unwrap_or("random") {
        "random" => None,
        name => {
            // A name the option accepts but this build's content lacks (an edited content
            // directory) is refused by name, never replaced by a random Ancient One.
            let Some(index) = data::ANCIENT_ONES.iter().position(|ao| ao.id.rsplit('/').next() == Some(name))
            else {
                return Err(SetupError::Option {
                    key: "ancient-one".into(),
                    message: format!("no Ancient One `{name}` in this build's content"),
                });
            };
            Some(index as u8)
        }
    };
    let mut investigators = Vec::new();
    if let Some(list) = options.get("investigators").filter(|list| *list != "random") {
        for name in list.split(',').map(str::trim) {
            let short = name.rsplit('/').next().unwrap_or(name);
            let Some(index) = data::INVESTIGATORS.iter().position(|i| i.id.rsplit('/').next() == Some(short))
            else {
                let known: Vec<&str> =
                    data::INVESTIGATORS.iter().filter_map(|i| i.id.rsplit('/').next()).collect();
                let hint = tabletop_core::suggest::did_you_mean(short, known.iter().copied())
                    .map(|near| format!(" (did you mean `{near}`?)"))
                    .unwrap_or_default();
                return Err(SetupError::Option {
                    key: "investigators".into(),
                    message: format!("`{short}` is not an investigator{hint}"),
                });
            };
            if investigators.contains(&(index as u8)) {
                return Err(SetupError::Option {
                    key: "investigators".into(),
                    message: format!("`{short}` is picked twice"),
                });
            }
            investigators.push(index as u8);
        }
        if investigators.len() != usize::from(options.players) {
            return Err(SetupError::Option {
                key: "investigators".into(),
                message: format!(
                    "names {} investigators for {} players",
                    investigators.len(),
                    options.players
                ),
            });
        }
    }
    Ok(Config { players: options.players, ancient_one, investigators })
}

/// Checks that a configuration fits the game (for [`Game::setup`]).
pub(crate) fn check(config: &Config) -> Result<(), SetupError> {
    let counts = ArkhamHorror::player_counts();
    if !counts.contains(&config.players) {
        return Err(SetupError::Players {
            players: config.players,
            min: *counts.start(),
            max: *counts.end(),
        });
    }
    Ok(())
}
