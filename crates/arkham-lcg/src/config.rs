//! Options: scenario, difficulty, investigators and their decks, checked against the
//! investigators' deck-building rules.

use content::arkham_lcg::{self as data, Class, PlayerKind, Weakness};
use tabletop_core::game::{Accepts, OptionInfo, Options};
use tabletop_core::{Game, SetupError};

use crate::ArkhamLcg;
use crate::card::CardRef;

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
    /// One scenario alone (its position in `SCENARIOS`).
    Scenario(u8),
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
    /// Investigators by seat (positions in `INVESTIGATORS`).
    pub investigators: Vec<u8>,
    /// Each seat's deck (the deck size in cards; required cards and a random basic weakness are
    /// added at setup), as positions
    /// of `PLAYER_CARDS`.
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
];

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
    let default = OPTIONS[2].default;
    let list = options.get("investigators").unwrap_or(default);
    let names: Vec<&str> = list.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
    let mut investigators = Vec::new();
    for (seat, name) in names.iter().enumerate().take(usize::from(options.players)) {
        let found = data::INVESTIGATORS.iter().position(|i| short_name(i) == *name || i.id == *name);
        let Some(index) = found else {
            let known: Vec<String> = data::INVESTIGATORS.iter().map(short_name).collect();
            let hint = tabletop_core::suggest::did_you_mean(name, known.iter().map(String::as_str))
                .map(|near| format!(" (did you mean `{near}`?)"))
                .unwrap_or_default();
            return Err(option_error(
                "investigators",
                format!("seat {}: `{name}` is not an investigator{hint}", seat + 1),
            ));
        };
        if investigators.contains(&(index as u8)) {
            return Err(option_error("investigators", format!("`{name}` is picked twice")));
        }
        investigators.push(index as u8);
    }
    // Fill missing seats with the first unused investigators.
    for index in 0..data::INVESTIGATORS.len() as u8 {
        if investigators.len() >= usize::from(options.players) {
            break;
        }
        if !investigators.contains(&index) {
            investigators.push(index);
        }
    }
    let lists: Vec<&str> = options.get("decks").unwrap_or("-").split(';').collect();
    let mut decks = Vec::new();
    for (seat, &investigator) in investigators.iter().enumerate() {
        let def = &data::INVESTIGATORS[usize::from(investigator)];
        let text = lists.get(seat).map_or("-", |s| s.trim());
        let deck = if text == "-" || text.is_empty() {
            default_deck(def)
        } else {
            parse_deck(text).map_err(|m| option_error("decks", format!("seat {}: {m}", seat + 1)))?
        };
        check_deck(def, &deck, matches!(play, Play::Scenario(_)))
            .map_err(|m| option_error("decks", format!("seat {} ({}): {m}", seat + 1, def.name)))?;
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

/// Reads `code:n,code:n` (or `code` for one copy).
fn parse_deck(text: &str) -> Result<Vec<u16>, String> {
    let mut deck = Vec::new();
    for (n, entry) in text.split(',').map(str::trim).filter(|s| !s.is_empty()).enumerate() {
        let (code, count) = entry.split_once(':').unwrap_or((entry, "1"));
        let count: u8 =
            count.trim().parse().map_err(|_| format!("entry {}: `{count}` is not a count", n + 1))?;
        let index = player_index(code.trim())
            .ok_or_else(|| format!("entry {}: `{}` is not a player card code", n + 1, code.trim()))?;
        deck.extend(std::iter::repeat_n(index, usize::from(count)));
    }
    Ok(deck)
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

/// Checks a deck list against the investigator's deck-building rules (without the random basic
/// weaknesses, which setup adds). A standalone deck may hold level 1+ cards, under 50
/// experience; a campaign starts with level 0 cards.
pub(crate) fn check_deck(def: &data::InvestigatorDef, deck: &[u16], standalone: bool) -> Result<(), String> {
    let mut size = 0u16;
    for &index in deck {
        let card = &data::PLAYER_CARDS[usize::from(index)];
        let required = def.required.contains(&card.id);
        if card.signature_of.is_some_and(|owner| owner != def.id) {
            return Err(format!("{} {} belongs to another investigator", card.id, card.name));
        }
        if card.weakness == Weakness::Basic {
            return Err(format!("{} {} is a basic weakness (added at random at setup)", card.id, card.name));
        }
        if card.set.is_some() {
            return Err(format!("{} {} is a story asset", card.id, card.name));
        }
        if required || card.weakness != Weakness::No {
            continue;
        }
        let level = card.level.unwrap_or(0);
        let allowed = def.deck_options.iter().any(|o| {
            (o.classes.contains(&card.class) || card.class == Class::Neutral) && level <= o.max_level
        });
        if !allowed {
            return Err(format!(
                "{} {} (level {level}, {:?}) is outside the deck-building options",
                card.id, card.name, card.class
            ));
        }
        if level > 0 && !standalone {
            return Err(format!(
                "{} {} is level {level}; a campaign starts with level 0 cards",
                card.id, card.name
            ));
        }
        if matches!(card.kind, PlayerKind::Treachery | PlayerKind::Enemy) {
            return Err(format!("{} {} cannot be put in a deck", card.id, card.name));
        }
        let copies = deck.iter().filter(|&&i| data::PLAYER_CARDS[usize::from(i)].name == card.name).count();
        if copies > usize::from(card.deck_limit) {
            return Err(format!("{} {}: {copies} copies, at most {}", card.id, card.name, card.deck_limit));
        }
        size += 1;
    }
    let experience = deck_experience(deck);
    if standalone && standalone_weaknesses(experience).is_none() {
        return Err(format!(
            "level 1+ cards worth {experience} experience; a standalone deck allows at most 49"
        ));
    }
    if size != u16::from(def.deck_size) {
        return Err(format!("{size} cards besides the required ones; the deck size is {}", def.deck_size));
    }
    Ok(())
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
