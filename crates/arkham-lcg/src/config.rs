//! Options: scenario, difficulty, investigators and their decks, checked against the
//! investigators' deck-building rules.

use content::arkham_lcg as data;
use tabletop_core::game::{Accepts, OptionInfo, Options};
use tabletop_core::{Game, SetupError};

use crate::ArkhamLcg;
use crate::card::CardRef;
use crate::deck_list::DeckList;

/// Difficulty: which chaos bag and which side of the scenario reference card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Difficulty {
    /// Easy.
    Easy,
    /// Standard.
    #[default]
    Standard,
    /// Hard.
    Hard,
    /// Expert.
    Expert,
}

/// Which scenarios are played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Play {
    /// One scenario alone (its position in `SCENARIOS`, saved as its id).
    Scenario(#[cfg_attr(feature = "serde", serde(with = "crate::wire::scenario"))] u8),
    /// The whole campaign, scenario after scenario.
    Campaign,
}

/// A validated configuration.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Config {
    /// Players (1 to 4), one investigator each.
    pub players: u8,
    /// What is played.
    pub play: Play,
    /// Difficulty.
    pub difficulty: Difficulty,
    /// Investigators by seat (positions in `INVESTIGATORS`, saved as their ids).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::investigator::list"))]
    pub investigators: Vec<u8>,
    /// Each seat's deck (the deck size in cards; required cards and a random basic weakness are
    /// added at setup), as positions
    /// of `PLAYER_CARDS` (saved as their codes).
    #[cfg_attr(feature = "serde", serde(with = "crate::wire::decks"))]
    pub decks: Vec<Vec<u16>>,
}

/// Scenario short names, as the `scenario` option takes them.
pub(crate) const SCENARIO_NAMES: &[&str] =
    &["the-gathering", "the-midnight-masks", "the-devourer-below", "campaign"];

const DIFFICULTIES: &[&str] = &["easy", "standard", "hard", "expert"];

pub(crate) const OPTIONS: &[OptionInfo] = &[
    OptionInfo {
        key: "scenario",
        accepts: Accepts::OneOf(SCENARIO_NAMES),
        default: "the-gathering",
        help: "one scenario of Night of the Zealot, or the whole campaign",
        players: OptionInfo::ANY_PLAYERS,
    },
    OptionInfo {
        key: "difficulty",
        accepts: Accepts::OneOf(DIFFICULTIES),
        default: "standard",
        help: "the chaos bag and the scenario card's side",
        players: OptionInfo::ANY_PLAYERS,
    },
    OptionInfo {
        key: "investigators",
        accepts: Accepts::Text { shape: "name,name,... (one per player, e.g. roland-banks)" },
        default: "roland-banks,daisy-walker,agnes-baker,skids-otoole",
        help: "the investigators by seat, each with a default deck",
        players: OptionInfo::ANY_PLAYERS,
    },
    OptionInfo {
        key: "decks",
        accepts: Accepts::Text { shape: "code:n,code:n,...;... (one list per seat, '-' for the default)" },
        default: "-",
        help: "deck lists by arkhamdb code, checked against deck-building rules",
        players: OptionInfo::ANY_PLAYERS,
    },
    deck_option("deck1", "seat 1's deck list, usually @FILE: a `<count> <code>` line per card", 1),
    deck_option("deck2", "seat 2's deck list (as deck1)", 2),
    deck_option("deck3", "seat 3's deck list (as deck1)", 3),
    deck_option("deck4", "seat 4's deck list (as deck1)", 4),
];

/// The option of one seat's deck list (the deck list text format of `DeckList::parse`).
const fn deck_option(key: &'static str, help: &'static str, seat: u8) -> OptionInfo {
    OptionInfo {
        key,
        accepts: Accepts::Text { shape: "deck list text (@FILE reads it from a file)" },
        default: "-",
        help,
        players: (seat, 4),
    }
}

/// The keys of the seats' deck list options, by seat.
const DECK_KEYS: [&str; 4] = ["deck1", "deck2", "deck3", "deck4"];

/// An investigator's short name (`roland-banks`).
pub(crate) fn short_name(investigator: &data::InvestigatorDef) -> String {
    investigator
        .name
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            'a'..='z' | '0'..='9' => Some(c),
            ' ' | '-' => Some('-'),
            _ => None,
        })
        .collect()
}

fn option_error(key: &str, message: String) -> SetupError {
    SetupError::Option { key: key.into(), message }
}

pub(crate) fn config(options: &Options) -> Result<Config, SetupError> {
    tabletop_core::options::check_options::<ArkhamLcg>(options)?;
    let play = match options.get("scenario").unwrap_or("the-gathering") {
        "campaign" => Play::Campaign,
        name => Play::Scenario(SCENARIO_NAMES.iter().position(|n| *n == name).unwrap_or(0) as u8),
    };
    let difficulty = match options.get("difficulty").unwrap_or("standard") {
        "easy" => Difficulty::Easy,
        "hard" => Difficulty::Hard,
        "expert" => Difficulty::Expert,
        _ => Difficulty::Standard,
    };
    let standalone = matches!(play, Play::Scenario(_));
    let players = usize::from(options.players);
    // Each seat's deck list text, if given (`deckN`), read before the investigators are known:
    // a list may name its investigator.
    let lists: Vec<Option<(&str, DeckList)>> = (0..players)
        .map(|seat| {
            let key = DECK_KEYS.get(seat)?;
            options.get(key).filter(|text| text.trim() != "-").map(|text| (*key, DeckList::parse(text)))
        })
        .collect();
    let investigators = pick_investigators(options, &lists)?;
    let inline: Vec<&str> = options.get("decks").unwrap_or("-").split(';').collect();
    let mut decks = Vec::new();
    for (seat, &investigator) in investigators.iter().enumerate() {
        let def = &data::INVESTIGATORS[usize::from(investigator)];
        let text = inline.get(seat).map_or("-", |s| s.trim());
        let given_inline = !(text == "-" || text.is_empty());
        let deck = match &lists[seat] {
            Some((key, _)) if given_inline => {
                return Err(option_error(key, format!("seat {} also has a list in `decks`", seat + 1)));
            }
            Some((key, list)) => {
                list.check(investigator, standalone).map_err(|e| option_error(key, e.to_string()))?
            }
            None if given_inline => {
                DeckList::parse_inline(text).check(investigator, standalone).map_err(|e| {
                    let problems: Vec<String> =
                        e.0.iter().map(|p| format!("column {}: {}", p.at.column, p.error)).collect();
                    option_error(
                        "decks",
                        format!("seat {} ({}): {}", seat + 1, def.name, problems.join("; ")),
                    )
                })?
            }
            None => default_deck(def),
        };
        decks.push(deck);
    }
    Ok(Config { players: options.players, play, difficulty, investigators, decks })
}

fn player_index(code: &str) -> Option<u16> {
    match CardRef::from_code(code)? {
        CardRef::Player(i) => Some(i),
        _ => None,
    }
}

fn default_deck(def: &data::InvestigatorDef) -> Vec<u16> {
    let mut deck = Vec::new();
    if let Some(list) = data::default_deck(def.id) {
        for &(code, n) in list.cards {
            if let Some(i) = player_index(code) {
                deck.extend(std::iter::repeat_n(i, usize::from(n)));
            }
        }
    }
    deck
}

/// Extra random basic weaknesses a standalone deck takes for the experience its level 1+ cards
/// would cost (Rules Reference, "Standalone Mode"): one per full 10 experience; `None` from 50
/// on (such a deck is not allowed).
pub fn standalone_weaknesses(experience: u16) -> Option<u8> {
    (experience < 50).then_some((experience / 10) as u8)
}

/// The experience the level 1+ cards of a deck list would cost.
pub(crate) fn deck_experience(deck: &[u16]) -> u16 {
    deck.iter().map(|&i| u16::from(data::PLAYER_CARDS[usize::from(i)].level.unwrap_or(0))).sum()
}

/// The investigators by seat: those the `investigators` option names, else those the seats'
/// deck lists name, then the default ones, then the first unused.
fn pick_investigators(options: &Options, lists: &[Option<(&str, DeckList)>]) -> Result<Vec<u8>, SetupError> {
    let players = usize::from(options.players);
    let explicit = options.get("investigators");
    let names: Vec<&str> =
        explicit.unwrap_or(OPTIONS[2].default).split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
    let mut investigators: Vec<Option<u8>> = vec![None; players];
    if explicit.is_some() {
        for (seat, name) in names.iter().enumerate().take(players) {
            let index = investigator_named(name)
                .map_err(|m| option_error("investigators", format!("seat {}: {m}", seat + 1)))?;
            if investigators.contains(&Some(index)) {
                return Err(option_error("investigators", format!("`{name}` is picked twice")));
            }
            investigators[seat] = Some(index);
        }
    } else {
        for (seat, list) in lists.iter().enumerate() {
            let Some((key, list)) = list else { continue };
            let Some(index) = list.investigator() else { continue };
            if let Some(other) = investigators.iter().position(|&i| i == Some(index)) {
                let at = list
                    .investigator_place()
                    .map_or(String::new(), |p| format!("line {}, column {}: ", p.line, p.column));
                return Err(option_error(
                    key,
                    format!(
                        "{at}{} already plays seat {}",
                        data::INVESTIGATORS[usize::from(index)].name,
                        other + 1
                    ),
                ));
            }
            investigators[seat] = Some(index);
        }
        // The default investigators, in order, for the seats still free.
        let mut defaults = names.iter().filter_map(|name| investigator_named(name).ok());
        for seat in 0..players {
            while investigators[seat].is_none() {
                let Some(index) = defaults.next() else { break };
                if !investigators.contains(&Some(index)) {
                    investigators[seat] = Some(index);
                }
            }
        }
    }
    // Fill missing seats with the first unused investigators.
    for seat in 0..players {
        if investigators[seat].is_none() {
            let unused = (0..data::INVESTIGATORS.len() as u8).find(|i| !investigators.contains(&Some(*i)));
            investigators[seat] = unused;
        }
    }
    Ok(investigators.into_iter().flatten().collect())
}

/// The investigator with this short name (or code).
fn investigator_named(name: &str) -> Result<u8, String> {
    let found = data::INVESTIGATORS.iter().position(|i| short_name(i) == name || i.id == name);
    match found {
        Some(index) => Ok(index as u8),
        None => {
            let known: Vec<String> = data::INVESTIGATORS.iter().map(short_name).collect();
            let hint = tabletop_core::suggest::did_you_mean(name, known.iter().map(String::as_str))
                .map(|near| format!(" (did you mean `{near}`?)"))
                .unwrap_or_default();
            Err(format!("`{name}` is not an investigator{hint}"))
        }
    }
}

impl Config {
    /// The scenario played first.
    pub fn first_scenario(&self) -> u8 {
        match self.play {
            Play::Scenario(s) => s,
            Play::Campaign => 0,
        }
    }
}

#[allow(dead_code, reason = "kept next to the option table it mirrors")]
fn _game_id() -> &'static str {
    ArkhamLcg::ID
}
