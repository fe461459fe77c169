//! Deck list text: reading a list of player cards by arkhamdb code (or by name) and checking it
//! against an investigator's deck-building rules, every problem located by line and column.
//!
//! # The format
//!
//! One card per line: a count, then the card's arkhamdb code, then (optionally) its name for
//! people to read. The count may carry an `x`. `#` starts a comment, to the end of the line;
//! blank lines are skipped. One `investigator:` line (a code, a short name or a name) may say
//! whose deck it is.
//!
//! ```text
//! # Roland's starter deck
//! investigator: roland-banks
//! 2 01016 .45 Automatic
//! 2x 01017        # Physical Training
//! 1 01006 Roland's .38 Special   (the required cards may be listed, once each, or left out)
//! ```
//!
//! A card may also be named instead of coded (`2x Knife`), which is what arkhamdb's plain-text
//! export writes: `2x Knife (Core Set)`. A parenthesis after a name is skipped, or read as the
//! level where one name has several levels (`1x Beat Cop (2)`; with no level, level 0). So that such an export reads as
//! it is, its first line (the deck's title) is skipped, a line that is exactly an investigator's
//! name names the investigator, and its `Packs:` line and section headings (`Assets (12)`,
//! `Hand`, `Basic Weakness`, ...) are skipped. A name after a code must be that card's name
//! (English or Russian), so a wrong code is caught.
//!
//! Random basic weaknesses are not listed: setup adds them (a standalone deck with level 1+
//! cards gets one more per 10 experience). Reading ([`DeckList::parse`]) never fails: problems
//! are kept and reported with the deck-building ones by [`DeckList::check`], all of them, in
//! text order.

use std::collections::BTreeMap;
use std::fmt;

use content::arkham_lcg::{self as data, Class, PlayerKind, Weakness};
use tabletop_core::suggest::did_you_mean;

use crate::config::{short_name, standalone_weaknesses};

/// Where something is in a deck list: a line and a column, both counted from 1 (columns in
/// characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Place {
    /// Line, from 1.
    pub line: u32,
    /// Column in characters, from 1.
    pub column: u32,
}

/// One problem with a deck list, and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckProblem {
    /// Where.
    pub at: Place,
    /// What.
    pub error: DeckError,
}

impl fmt::Display for DeckProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.at.line, self.at.column, self.error)
    }
}

impl std::error::Error for DeckProblem {}

/// Every problem with a deck list, in text order; shown one per line, each as
/// `line L, column C: message`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckErrors(pub Vec<DeckProblem>);

impl fmt::Display for DeckErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, problem) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{problem}")?;
        }
        Ok(())
    }
}

impl std::error::Error for DeckErrors {}

/// What is wrong with a line of a deck list, or with the deck as a whole. A card is shown as
/// `` `Name` (code) ``.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeckError {
    /// The line is not a card, a comment, a header or a heading.
    Unreadable {
        /// The line.
        found: String,
    },
    /// A count that is not a whole number from 1 to 255.
    BadCount {
        /// The count as written.
        found: String,
    },
    /// A card code with no count before it.
    MissingCount {
        /// The code.
        code: String,
    },
    /// A count with no card after it.
    MissingCard,
    /// No card has this code.
    UnknownCode {
        /// The code as written.
        code: String,
        /// The nearest card (code and name), if one is near.
        hint: Option<String>,
    },
    /// No player card has this name.
    UnknownName {
        /// The name as written.
        name: String,
        /// The nearest player card name, if one is near.
        hint: Option<String>,
    },
    /// The name is several cards' (levels); the code says which.
    AmbiguousName {
        /// The name.
        name: String,
        /// The cards, as `code (level n)`.
        cards: String,
    },
    /// The code is a card of the game, but not a player card.
    NotPlayerCard {
        /// The code.
        code: String,
        /// What it is (`the investigator Roland Banks`).
        what: String,
    },
    /// The name after a code is not that card's.
    NameMismatch {
        /// The card the code names.
        card: String,
        /// The name written.
        found: String,
    },
    /// An unknown `key:` header.
    UnknownHeader {
        /// The key.
        key: String,
    },
    /// No investigator has this name or code.
    UnknownInvestigator {
        /// The name as written.
        name: String,
        /// The nearest investigator, if one is near.
        hint: Option<String>,
    },
    /// A second line naming an investigator.
    SecondInvestigator,
    /// The list names another investigator than the seat's.
    OtherInvestigator {
        /// The one the list names.
        list: &'static str,
        /// The seat's.
        seat: &'static str,
    },
    /// Another investigator's signature card.
    Signature {
        /// The card.
        card: String,
        /// Its investigator.
        owner: &'static str,
    },
    /// A basic weakness (setup adds them at random).
    BasicWeakness {
        /// The card.
        card: String,
    },
    /// A story asset (only a scenario puts one in a deck).
    StoryAsset {
        /// The card.
        card: String,
    },
    /// A card no deck may hold (a weakness treachery or enemy that is not required).
    NotForDecks {
        /// The card.
        card: String,
    },
    /// A card outside the investigator's deck-building options.
    OutsideOptions {
        /// The card.
        card: String,
        /// Its level.
        level: u8,
        /// Its class.
        class: Class,
        /// The investigator.
        investigator: &'static str,
    },
    /// A level 1+ card in a campaign deck.
    LevelInCampaign {
        /// The card.
        card: String,
        /// Its level.
        level: u8,
    },
    /// More copies of one title than its deck limit.
    TooManyCopies {
        /// The card.
        card: String,
        /// Copies in the list.
        copies: u16,
        /// The limit.
        limit: u8,
    },
    /// A standalone deck's level 1+ cards would cost 50 experience or more.
    Experience {
        /// What they would cost.
        experience: u16,
    },
    /// The deck is not the investigator's deck size.
    DeckSize {
        /// Cards listed besides the required ones.
        size: u16,
        /// The deck size.
        wanted: u8,
        /// The investigator.
        investigator: &'static str,
    },
}

fn hint(near: &Option<String>) -> String {
    near.as_ref().map(|near| format!(" (did you mean {near}?)")).unwrap_or_default()
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::Unreadable { found } => write!(
                f,
                "expected a card (`<count> <code>`, as `2 01016`), a `# comment` or \
                 `investigator: <name>`; found `{found}`"
            ),
            DeckError::BadCount { found } => {
                write!(f, "`{found}` is not a count (a whole number from 1 to 255, as `2` or `2x`)")
            }
            DeckError::MissingCount { code } => {
                write!(f, "a card line starts with its count, as `1 {code}`")
            }
            DeckError::MissingCard => write!(f, "a count with no card after it"),
            DeckError::UnknownCode { code, hint: near } => {
                write!(f, "`{code}` is not a card code{}", hint(near))
            }
            DeckError::UnknownName { name, hint: near } => {
                write!(f, "no player card is named `{name}`{}", hint(near))
            }
            DeckError::AmbiguousName { name, cards } => {
                write!(f, "`{name}` names several cards ({cards}); give the code")
            }
            DeckError::NotPlayerCard { code, what } => write!(f, "`{code}` is {what}, not a player card"),
            DeckError::NameMismatch { card, found } => {
                write!(f, "the code is for {card}, not `{found}`")
            }
            DeckError::UnknownHeader { key } => {
                write!(f, "unknown header `{key}:` (the only header is `investigator:`)")
            }
            DeckError::UnknownInvestigator { name, hint: near } => {
                write!(f, "`{name}` is not an investigator{}", hint(near))
            }
            DeckError::SecondInvestigator => {
                write!(f, "a second investigator line (a deck list is for one investigator)")
            }
            DeckError::OtherInvestigator { list, seat } => {
                write!(f, "this deck list is for {list}, but the seat plays {seat}")
            }
            DeckError::Signature { card, owner } => write!(f, "{card} belongs in {owner}'s deck only"),
            DeckError::BasicWeakness { card } => {
                write!(f, "{card} is a basic weakness: setup adds one at random, so leave it out of the list")
            }
            DeckError::StoryAsset { card } => {
                write!(f, "{card} is a story asset: only a scenario puts it in a deck")
            }
            DeckError::NotForDecks { card } => write!(f, "{card} cannot be put in a deck"),
            DeckError::OutsideOptions { card, level, class, investigator } => write!(
                f,
                "{card} (level {level}, {class:?}) is outside the deck-building options of {investigator}"
            ),
            DeckError::LevelInCampaign { card, level } => {
                write!(f, "{card} is level {level}; a campaign starts with level 0 cards")
            }
            DeckError::TooManyCopies { card, copies, limit } => {
                write!(f, "{card}: {copies} copies of this title, at most {limit}")
            }
            DeckError::Experience { experience } => write!(
                f,
                "level 1+ cards worth {experience} experience so far; a standalone deck allows at most 49"
            ),
            DeckError::DeckSize { size, wanted, investigator } => {
                write!(f, "{size} cards besides the required ones; {investigator}'s deck size is {wanted}")
            }
        }
    }
}

/// One card line: which card (its position in `PLAYER_CARDS`), how many, where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Entry {
    at: Place,
    card: u16,
    count: u8,
}

/// A deck list as read from text, not yet checked against any investigator's rules.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DeckList {
    /// The investigator the list names (a position in `INVESTIGATORS`) and where.
    investigator: Option<(u8, Place)>,
    entries: Vec<Entry>,
    /// Cards counted on lines whose card could not be read (they still count for the size).
    unread_cards: u16,
    /// Reading problems.
    problems: Vec<DeckProblem>,
    /// Whether a line with content was read (the first may be a title).
    started: bool,
}

/// Section headings of arkhamdb's export (compared in lower case, without a count).
const HEADINGS: &[&str] = &[
    "assets",
    "asset",
    "events",
    "event",
    "skills",
    "skill",
    "treachery",
    "treacheries",
    "enemy",
    "enemies",
    "weakness",
    "weaknesses",
    "basic weakness",
    "basic weaknesses",
    "signature",
    "signatures",
    "required",
    "required cards",
    "hand",
    "hand x2",
    "arcane",
    "arcane x2",
    "accessory",
    "body",
    "ally",
    "tarot",
    "other",
    "permanent",
    "deck",
    "investigator",
    "side deck",
    "sideboard",
];

impl DeckList {
    /// Reads a deck list (see the module docs for the format). Never fails: what cannot be read
    /// is kept and reported by [`DeckList::check`] with the rest.
    pub fn parse(text: &str) -> DeckList {
        let mut list = DeckList::default();
        for (n, line) in text.lines().enumerate() {
            let number = u32::try_from(n + 1).unwrap_or(u32::MAX);
            list.read_line(number, line);
        }
        list
    }

    /// The investigator the list names (a position in the crate's investigator table), if any.
    pub fn investigator(&self) -> Option<u8> {
        self.investigator.map(|(i, _)| i)
    }

    /// Where the list names its investigator.
    pub(crate) fn investigator_place(&self) -> Option<Place> {
        self.investigator.map(|(_, at)| at)
    }

    /// The `decks` option's inline form, `code:n,code:n` (or `code` for one copy), read as one
    /// line (columns count from the start of the seat's list).
    pub(crate) fn parse_inline(text: &str) -> DeckList {
        let mut list = DeckList { started: true, ..DeckList::default() };
        let mut offset = 0;
        for entry in text.split(',') {
            let start = offset + (entry.len() - entry.trim_start().len());
            offset += entry.len() + 1;
            let entry = entry.trim();
            if entry.is_empty() {
                continue;
            }
            let at = place(1, text, start);
            let (code, count) = entry.split_once(':').unwrap_or((entry, "1"));
            let Some(count) = parse_count(count.trim()) else {
                list.problem(at, DeckError::BadCount { found: count.trim().to_owned() });
                continue;
            };
            list.read_code(at, code.trim(), "", at, count);
        }
        list
    }

    fn problem(&mut self, at: Place, error: DeckError) {
        self.problems.push(DeckProblem { at, error });
    }

    fn read_line(&mut self, number: u32, line: &str) {
        let content = line.split('#').next().unwrap_or("").trim_end();
        let Some(start) = content.find(|c: char| !c.is_whitespace()) else { return };
        let text = &content[start..];
        let first = !self.started;
        self.started = true;
        let at = place(number, line, start);
        let token_end = text.find(char::is_whitespace).unwrap_or(text.len());
        let token = &text[..token_end];
        let rest_start = start + token_end + (text[token_end..].len() - text[token_end..].trim_start().len());
        let rest = text[token_end..].trim();
        if token.starts_with(|c: char| c.is_ascii_digit()) {
            let digits = token.trim_end_matches(['x', 'X', '×']);
            if rest.is_empty() && digits.len() == token.len() && token.len() >= 4 {
                return self.problem(at, DeckError::MissingCount { code: token.to_owned() });
            }
            if !digits.chars().all(|c| c.is_ascii_digit()) {
                return self.problem(at, DeckError::BadCount { found: token.to_owned() });
            }
            let Some(count) = parse_count(digits) else {
                return self.problem(at, DeckError::BadCount { found: token.to_owned() });
            };
            if rest.is_empty() {
                return self.problem(place(number, line, start + token_end), DeckError::MissingCard);
            }
            return self.read_card(place(number, line, rest_start), rest, line, rest_start, count);
        }
        if let Some((key, value)) = text.split_once(':')
            && !key.is_empty()
            && key.chars().all(|c| c.is_ascii_alphabetic() || c == '-' || c == ' ')
        {
            let value_start = start + key.len() + 1 + (value.len() - value.trim_start().len());
            let value_at = place(number, line, value_start);
            match key.trim().to_lowercase().as_str() {
                "investigator" => return self.read_investigator(value_at, value.trim(), true),
                "packs" | "pack" => return,
                _ if first => return,
                _ => return self.problem(at, DeckError::UnknownHeader { key: key.trim().to_owned() }),
            }
        }
        if self.investigator.is_none() && investigator_by_name(text, false).is_some() {
            return self.read_investigator(at, text, false);
        }
        let heading = strip_parenthesis(text).0.trim_end_matches(':').trim().to_lowercase();
        if HEADINGS.contains(&heading.as_str()) || first {
            return;
        }
        self.problem(at, DeckError::Unreadable { found: text.to_owned() });
    }

    fn read_investigator(&mut self, at: Place, name: &str, loose: bool) {
        if self.investigator.is_some() {
            return self.problem(at, DeckError::SecondInvestigator);
        }
        match investigator_by_name(name, loose) {
            Some(index) => self.investigator = Some((index, at)),
            None => {
                let known: Vec<String> = data::INVESTIGATORS.iter().map(short_name).collect();
                let near = did_you_mean(&name.to_lowercase(), known.iter().map(String::as_str))
                    .map(|near| format!("`{near}`"));
                self.problem(at, DeckError::UnknownInvestigator { name: name.to_owned(), hint: near });
            }
        }
    }

    /// A card after its count: a code (and maybe its name) or a name.
    fn read_card(&mut self, at: Place, text: &str, line: &str, start: usize, count: u8) {
        let token_end = text.find(char::is_whitespace).unwrap_or(text.len());
        let token = &text[..token_end];
        if token.chars().all(|c| c.is_ascii_digit()) {
            let name = text[token_end..].trim();
            let name_start =
                start + token_end + (text[token_end..].len() - text[token_end..].trim_start().len());
            return self.read_code(at, token, name, place(at.line, line, name_start), count);
        }
        match cards_named(text) {
            Named::One(card) => self.entries.push(Entry { at, card, count }),
            Named::Several(cards) => {
                let cards = cards
                    .iter()
                    .map(|&i| {
                        let card = &data::PLAYER_CARDS[usize::from(i)];
                        format!("{} level {}", card.id, card.level.unwrap_or(0))
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                self.unread_cards += u16::from(count);
                self.problem(at, DeckError::AmbiguousName { name: text.to_owned(), cards });
            }
            Named::None => {
                let name = strip_parenthesis(text).0;
                let lower: Vec<String> = data::PLAYER_CARDS.iter().map(|c| normalize(c.name)).collect();
                let near =
                    did_you_mean(&normalize(name), lower.iter().map(String::as_str)).and_then(|near| {
                        data::PLAYER_CARDS
                            .iter()
                            .find(|c| normalize(c.name) == near)
                            .map(|c| format!("`{}`", c.name))
                    });
                self.unread_cards += u16::from(count);
                self.problem(at, DeckError::UnknownName { name: name.to_owned(), hint: near });
            }
        }
    }

    /// A card by code; `name` (at `name_at`) is what follows it, if anything.
    fn read_code(&mut self, at: Place, code: &str, name: &str, name_at: Place, count: u8) {
        let Some(index) = data::PLAYER_CARDS.binary_search_by(|c| c.id.cmp(code)).ok() else {
            self.unread_cards += u16::from(count);
            let error = match data::card(code) {
                Some(other) => DeckError::NotPlayerCard { code: code.to_owned(), what: describe(other) },
                None => {
                    let by_name = match cards_named(name) {
                        Named::One(i) => data::PLAYER_CARDS.get(usize::from(i)),
                        _ => None,
                    };
                    let hint = by_name
                        .or_else(|| {
                            did_you_mean(code, data::PLAYER_CARDS.iter().map(|c| c.id))
                                .and_then(data::player_card)
                        })
                        .map(|c| format!("`{}` ({})", c.id, c.name));
                    DeckError::UnknownCode { code: code.to_owned(), hint }
                }
            };
            return self.problem(at, error);
        };
        let card = u16::try_from(index).unwrap_or(u16::MAX);
        let def = &data::PLAYER_CARDS[index];
        let written = normalize(name.trim_start_matches(['-', '–', '—', ':', '|', ' ']));
        if !written.is_empty()
            && !written.starts_with('(')
            && !written.starts_with(&normalize(def.name))
            && !written.starts_with(&normalize(def.ru))
        {
            self.problem(name_at, DeckError::NameMismatch { card: label(card), found: name.to_owned() });
        }
        self.entries.push(Entry { at, card, count });
    }

    /// Checks the list against the deck-building rules of an investigator (a position in the
    /// crate's investigator table) and gives the deck (positions in the player card table, the
    /// required cards the list holds included; setup adds the others and the random basic
    /// weaknesses). A standalone deck may hold level 1+ cards worth under 50 experience; a
    /// campaign deck starts with level 0 cards.
    ///
    /// # Errors
    ///
    /// Every problem, the reading ones included, in text order. The size of the deck is checked
    /// at the `investigator:` line, or at line 1.
    pub fn check(&self, investigator: u8, standalone: bool) -> Result<Vec<u16>, DeckErrors> {
        let mut problems = self.problems.clone();
        let Some(def) = data::INVESTIGATORS.get(usize::from(investigator)) else {
            let at = self.investigator_place().unwrap_or(Place { line: 1, column: 1 });
            let error = DeckError::UnknownInvestigator { name: investigator.to_string(), hint: None };
            return Err(DeckErrors(vec![DeckProblem { at, error }]));
        };
        if let Some((listed, at)) = self.investigator
            && listed != investigator
        {
            let list = data::INVESTIGATORS[usize::from(listed)].name;
            problems.push(DeckProblem { at, error: DeckError::OtherInvestigator { list, seat: def.name } });
        }
        let mut totals: BTreeMap<&str, u16> = BTreeMap::new();
        for entry in &self.entries {
            *totals.entry(data::PLAYER_CARDS[usize::from(entry.card)].name).or_default() +=
                u16::from(entry.count);
        }
        let mut running: BTreeMap<&str, u16> = BTreeMap::new();
        let (mut size, mut experience, mut too_costly) = (self.unread_cards, 0u16, false);
        for entry in &self.entries {
            let card = &data::PLAYER_CARDS[usize::from(entry.card)];
            let mut problem = |error| problems.push(DeckProblem { at: entry.at, error });
            let seen = running.entry(card.name).or_default();
            let before = *seen;
            *seen += u16::from(entry.count);
            let limit = card.deck_limit;
            if before <= u16::from(limit) && *seen > u16::from(limit) {
                let copies = totals.get(card.name).copied().unwrap_or(*seen);
                problem(DeckError::TooManyCopies { card: label(entry.card), copies, limit });
            }
            if let Some(owner) = card.signature_of.filter(|&owner| owner != def.id) {
                let owner = data::INVESTIGATORS.iter().find(|i| i.id == owner).map_or(owner, |i| i.name);
                problem(DeckError::Signature { card: label(entry.card), owner });
                continue;
            }
            if card.weakness == Weakness::Basic {
                problem(DeckError::BasicWeakness { card: label(entry.card) });
                continue;
            }
            if card.set.is_some() {
                problem(DeckError::StoryAsset { card: label(entry.card) });
                continue;
            }
            if def.required.contains(&card.id) || card.weakness != Weakness::No {
                continue;
            }
            size += u16::from(entry.count);
            if matches!(card.kind, PlayerKind::Treachery | PlayerKind::Enemy) {
                problem(DeckError::NotForDecks { card: label(entry.card) });
                continue;
            }
            let level = card.level.unwrap_or(0);
            if !def.may_take(card.class, level) {
                problem(DeckError::OutsideOptions {
                    card: label(entry.card),
                    level,
                    class: card.class,
                    investigator: def.name,
                });
            } else if level > 0 && !standalone {
                problem(DeckError::LevelInCampaign { card: label(entry.card), level });
            }
            experience = experience.saturating_add(u16::from(level) * u16::from(entry.count));
            if standalone && !too_costly && standalone_weaknesses(experience).is_none() {
                too_costly = true;
                problem(DeckError::Experience { experience });
            }
        }
        if size != u16::from(def.deck_size) {
            let at = self.investigator_place().unwrap_or(Place { line: 1, column: 1 });
            let error = DeckError::DeckSize { size, wanted: def.deck_size, investigator: def.name };
            problems.push(DeckProblem { at, error });
        }
        if !problems.is_empty() {
            problems.sort_by_key(|p| p.at);
            return Err(DeckErrors(problems));
        }
        let mut deck = Vec::new();
        for entry in &self.entries {
            deck.extend(std::iter::repeat_n(entry.card, usize::from(entry.count)));
        }
        Ok(deck)
    }
}

/// The place of byte `byte` of `line`.
fn place(line: u32, text: &str, byte: usize) -> Place {
    let column = text.get(..byte).map_or(byte, |prefix| prefix.chars().count()) + 1;
    Place { line, column: u32::try_from(column).unwrap_or(u32::MAX) }
}

fn parse_count(text: &str) -> Option<u8> {
    text.parse::<u8>().ok().filter(|&n| n > 0)
}

/// A card as messages show it: `` `Name` (code) ``.
fn label(card: u16) -> String {
    let card = &data::PLAYER_CARDS[usize::from(card)];
    format!("`{}` ({})", card.name, card.id)
}

/// What a non-player card is.
fn describe(card: data::Card) -> String {
    match card {
        data::Card::Investigator(i) => format!("the investigator {}", i.name),
        data::Card::Player(c) => format!("the player card {}", c.name),
        data::Card::Scenario(s) => format!("the scenario card of {}", s.name),
        data::Card::Agenda(a) => format!("the agenda {}", a.name),
        data::Card::Act(a) => format!("the act {}", a.name),
        data::Card::Location(l) => format!("the location {}", l.name),
        data::Card::Enemy(e) => format!("the encounter enemy {}", e.name),
        data::Card::Treachery(t) => format!("the encounter treachery {}", t.name),
    }
}

/// Lower case, typographic apostrophes made plain, runs of spaces made one.
fn normalize(text: &str) -> String {
    text.replace(['’', '‘'], "'").split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// A text without its trailing parenthesis (`Knife (Core Set)` → `Knife`), and the parenthesis'
/// content.
fn strip_parenthesis(text: &str) -> (&str, Option<&str>) {
    let text = text.trim();
    if let Some(inner) = text.strip_suffix(')')
        && let Some(open) = inner.rfind('(')
    {
        return (inner[..open].trim_end(), Some(&inner[open + 1..]));
    }
    (text, None)
}

/// Which player cards a name means.
enum Named {
    None,
    One(u16),
    Several(Vec<u16>),
}

fn cards_named(text: &str) -> Named {
    let mut text = text.trim();
    let mut level = None;
    for _ in 0..3 {
        if text.is_empty() {
            break;
        }
        let wanted = normalize(text);
        let found: Vec<u16> = data::PLAYER_CARDS
            .iter()
            .enumerate()
            .filter(|(_, c)| {
                let subtitle = c.subtitle.map(|s| normalize(&format!("{}: {s}", c.name)));
                normalize(c.name) == wanted
                    || normalize(c.ru) == wanted
                    || subtitle.as_deref() == Some(&wanted)
            })
            .map(|(i, _)| u16::try_from(i).unwrap_or(u16::MAX))
            .collect();
        let at_level: Vec<u16> = found
            .iter()
            .copied()
            .filter(|&i| level.is_none_or(|l| data::PLAYER_CARDS[usize::from(i)].level == Some(l)))
            .collect();
        // With no level written, a name with several levels means its level 0 (as arkhamdb
        // writes upgraded cards only with their level).
        let level_0 =
            || found.iter().copied().filter(|&i| data::PLAYER_CARDS[usize::from(i)].level == Some(0));
        match (found.len(), at_level.as_slice()) {
            (0, _) => {}
            (1, _) => return Named::One(found[0]),
            (_, [one]) => return Named::One(*one),
            _ if level.is_none() && level_0().count() == 1 => {
                return level_0().next().map_or(Named::None, Named::One);
            }
            _ => return Named::Several(found),
        }
        let (shorter, inner) = strip_parenthesis(text);
        if shorter.len() == text.len() {
            break;
        }
        if level.is_none() {
            level = inner.and_then(|l| l.trim().parse::<u8>().ok());
        }
        text = shorter;
    }
    Named::None
}

/// The investigator with this code, short name or name (`loose`: the name may be followed by
/// more, as a subtitle).
fn investigator_by_name(text: &str, loose: bool) -> Option<u8> {
    let wanted = normalize(strip_parenthesis(text).0);
    let index = data::INVESTIGATORS.iter().position(|i| {
        let name = normalize(i.name);
        i.id == wanted
            || short_name(i) == wanted
            || name == wanted
            || normalize(i.ru) == wanted
            || (loose && wanted.starts_with(&name))
    })?;
    u8::try_from(index).ok()
}

#[cfg(test)]
#[path = "deck_list_tests.rs"]
mod tests;
