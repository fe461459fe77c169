//! The engine contract every game implements.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::RangeInclusive;

use crate::rng::GameRng;
use crate::seat::{Seat, SeatSet};

/// The language of names and descriptions shown to people.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Lang {
    /// English (every entry has it).
    #[default]
    En,
    /// Russian, where the content has it; English otherwise.
    Ru,
    /// Ukrainian, where the content has it; English otherwise.
    Uk,
}

impl Lang {
    /// Every language, in display order.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ru, Lang::Uk];

    /// The language's code: `en`, `ru` or `uk`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Uk => "uk",
        }
    }

    /// Parses a language code.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.code() == code)
    }

    /// Picks the text for this language, falling back to English.
    pub fn pick<'a>(self, en: &'a str, ru: Option<&'a str>, uk: Option<&'a str>) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Ru => ru.unwrap_or(en),
            Lang::Uk => uk.unwrap_or(en),
        }
    }
}

/// Whose decision it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// These seats may act now; with several, each answers on its own (a simultaneous prompt).
    Acting(SeatSet),
    /// The game is over; see [`Game::outcome`].
    Over,
}

/// How a finished game ended.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Outcome {
    /// A competitive game: final scores by seat and the winners (several on a shared win).
    /// In a solo game against an automated opponent, `winners` is empty when the opponent won.
    #[cfg_attr(feature = "serde", serde(alias = "Ranked"))]
    Ranked {
        /// Final score of each seat.
        scores: Vec<i32>,
        /// Seats that share the win.
        winners: SeatSet,
    },
    /// A co-operative game: everybody won or everybody lost.
    #[cfg_attr(feature = "serde", serde(alias = "Coop"))]
    Coop {
        /// Whether the players won.
        won: bool,
        /// Why the game ended, for people.
        reason: String,
    },
}

/// Why a configuration could not start a game. Each variant names the field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The player count is outside what the rules allow.
    #[error("players: {players} is not allowed; this game takes {min} to {max}")]
    Players {
        /// The count asked for.
        players: u8,
        /// Fewest players the rules allow.
        min: u8,
        /// Most players the rules allow.
        max: u8,
    },
    /// An option has a value the game does not know.
    #[error("option `{key}`: {message}")]
    Option {
        /// The option's name.
        key: String,
        /// What is wrong with it.
        message: String,
    },
}

/// Why an action was refused. Refusals are normal outcomes, not bugs; the state is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The seat may not act now.
    #[error("it is not {seat}'s decision now")]
    NotYourTurn {
        /// The seat that tried to act.
        seat: Seat,
    },
    /// The action breaks a rule: which one, as a code and in the player's words.
    #[error("{0}")]
    Illegal(Refusal),
}

impl ActionError {
    /// A stable code a program can match: `game-over`, `not-your-turn`, or the game's own code
    /// for the rule an illegal action breaks (`arnak.main-action-used`).
    pub fn code(&self) -> &'static str {
        match self {
            ActionError::GameOver => "game-over",
            ActionError::NotYourTurn { .. } => "not-your-turn",
            ActionError::Illegal(refusal) => refusal.code,
        }
    }

    /// An illegal action: the rule's code and the player's words.
    pub fn illegal(code: &'static str, text: impl Into<String>) -> ActionError {
        ActionError::Illegal(Refusal { code, text: text.into() })
    }
}

/// Why an action breaks a rule.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Refusal {
    /// A stable code, `<game>.<rule>` in lowercase with dashes (`evil-priest.cannot-pay`):
    /// programs match on it; its wording never changes.
    pub code: &'static str,
    /// The player's words (English), saying what is wrong and, where it helps, what to do.
    pub text: String,
}

/// What a person is told when `seat`'s `action` is refused with `error` in `state`, in `lang`:
/// the kernel's own refusals (the game is over, not this seat's decision) worded here, a rule's
/// refusal by [`Game::describe_refusal`]. The error's [`ActionError::code`] is the same in every
/// language; only the words change.
pub fn describe_action_error<G: Game>(
    state: &G::State,
    seat: Seat,
    action: &G::Action,
    error: &ActionError,
    lang: Lang,
) -> String {
    match error {
        ActionError::GameOver => match lang {
            Lang::En => error.to_string(),
            Lang::Ru => "игра окончена".to_owned(),
            Lang::Uk => "гру закінчено".to_owned(),
        },
        ActionError::NotYourTurn { seat } => match lang {
            Lang::En => error.to_string(),
            Lang::Ru => format!("сейчас решение не за местом {}", seat.0),
            Lang::Uk => format!("зараз рішення не за місцем {}", seat.0),
        },
        ActionError::Illegal(refusal) => G::describe_refusal(state, seat, action, refusal, lang),
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

pub use crate::options::{Accepts, OptionInfo, Options};

/// A rules engine for one game.
///
/// The state is a plain value: [`Game::apply`] turns (state, action) into (state, events) and
/// stops at the next decision. Implementations keep these invariants, which
/// [`crate::check::check_properties`] tests on random games:
///
/// - Determinism: the same config, seed and actions give the same events and state.
/// - Closure: every action [`Game::legal_actions`] lists applies; any other action is refused
///   with an [`ActionError`] and leaves the state exactly as it was.
/// - Termination: every game reaches [`Status::Over`].
/// - Views hide what a seat may not see: [`Game::determinize`] may change only such things, so a
///   seat's view is the same before and after it.
pub trait Game: 'static {
    /// Short id used on the command line and in replays (`arnak`).
    const ID: &'static str;
    /// Display name.
    const NAME: &'static str;
    /// Whether the players win or lose together.
    const COOPERATIVE: bool;

    /// Whether [`Game::pick_legal`] is cheaper than listing every action (the game overrides
    /// it): the playout driver then lets a [`crate::bot::Bot::count_only`] bot pick through it.
    /// `false` by default, and the driver lists as usual.
    const PICKS_BY_COUNT: bool = false;

    /// A validated configuration.
    type Config: Clone + Debug;
    /// The whole game state, including its [`GameRng`].
    type State: Clone + Debug + Hash + PartialEq;
    /// Any decision a seat can make.
    type Action: Clone + Debug + PartialEq;
    /// Something that happened, for logs and transcripts.
    type Event: Clone + Debug;
    /// What one seat may see.
    type View: Debug + PartialEq;

    /// The player counts the rules allow.
    fn player_counts() -> RangeInclusive<u8>;

    /// The languages this game has its names and texts in, English first. Front ends refuse
    /// others rather than fall back to English without saying so.
    fn languages() -> &'static [Lang] {
        &[Lang::En]
    }

    /// A line about where the content comes from, for `tabletop games` (Evil High Priest: how
    /// much of it is designed). `None` when there is nothing to say.
    fn content_note() -> Option<String> {
        None
    }

    /// A fingerprint of the content this build plays with (a hash of the game's generated
    /// tables). Replays record it, so a replay that fails on edited content can say so.
    fn content_fingerprint() -> &'static str {
        ""
    }

    /// The options this game understands besides the player count.
    fn options() -> &'static [OptionInfo] {
        &[]
    }

    /// Validates user options into a configuration.
    ///
    /// # Errors
    ///
    /// A [`SetupError`] naming the first bad field.
    fn config(options: &Options) -> Result<Self::Config, SetupError>;

    /// The initial state for a configuration and seed.
    ///
    /// # Errors
    ///
    /// A [`SetupError`] if the configuration cannot be set up (for example not enough content).
    fn setup(config: &Self::Config, seed: u64) -> Result<Self::State, SetupError>;

    /// Who acts now, or whether the game is over.
    fn status(state: &Self::State) -> Status;

    /// The result, once the game is over.
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// Every legal action for `seat` now, appended to `out` (which the caller clears).
    fn legal_actions(state: &Self::State, seat: Seat, out: &mut Vec<Self::Action>);

    /// One of the legal actions for `seat` now, picked by its index in the list
    /// [`Game::legal_actions`] would give: `choose` is called once with the list's length (never
    /// zero) and returns an index below it. `None` (without calling `choose`) when the list is
    /// empty. `scratch` is the caller's buffer, which the default lists into.
    ///
    /// For a bot whose choice needs only the length ([`crate::bot::Bot::count_only`]): a game
    /// may count its actions and build only the chosen one, which is cheaper than listing them
    /// all. It must return exactly the action the list holds at the chosen index.
    fn pick_legal(
        state: &Self::State,
        seat: Seat,
        scratch: &mut Vec<Self::Action>,
        choose: impl FnOnce(usize) -> usize,
    ) -> Option<Self::Action> {
        scratch.clear();
        Self::legal_actions(state, seat, scratch);
        if scratch.is_empty() {
            return None;
        }
        let index = choose(scratch.len()).min(scratch.len() - 1);
        Some(scratch.swap_remove(index))
    }

    /// Resolves `action` by `seat` and everything that follows, up to the next decision.
    ///
    /// # Errors
    ///
    /// An [`ActionError`] if the action is not legal now; the state is then unchanged.
    fn apply(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), ActionError>;

    /// Resolves `action` by `seat` like [`Game::apply`], for an action that
    /// [`Game::legal_actions`] has just listed for `seat` in this very state (the playout
    /// driver lists, then applies one of the listed actions).
    ///
    /// A game may skip checking such an action against the rules, which costs about as much as
    /// listing it did; the default checks, by calling [`Game::apply`]. An action from anywhere
    /// else (a player, a replay) goes through [`Game::apply`].
    ///
    /// # Errors
    ///
    /// As [`Game::apply`]. A game that skips the check may accept an action that was not listed
    /// and reach a state its rules cannot: passing one is the caller's bug.
    fn apply_listed(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), ActionError> {
        Self::apply(state, seat, action, events)
    }

    /// What `seat` may see.
    fn view(state: &Self::State, seat: Seat) -> Self::View;

    /// Resamples everything `observer` cannot see (deck orders, other hands, face-down tiles,
    /// the generator itself), keeping what it can. Bots use it so a look-ahead cannot cheat; the
    /// property checks use it to prove views hide what they must.
    fn determinize(state: &mut Self::State, observer: Seat, rng: &mut GameRng);

    /// A short human-readable text for an action, in the state where it is legal.
    fn describe_action(state: &Self::State, action: &Self::Action, lang: Lang) -> String;

    /// More about an action, for a person who asks (`d N` in `tabletop play`): the effect of the
    /// card it plays or buys, the effects of the space it takes. Only what the acting seat may
    /// see; `None` when there is nothing more than [`Game::describe_action`] says.
    fn describe_action_detail(_state: &Self::State, _action: &Self::Action, _lang: Lang) -> Option<String> {
        None
    }

    /// A human-readable line for an event.
    fn describe_event(state: &Self::State, event: &Self::Event, lang: Lang) -> String;

    /// Why `seat`'s `action` was refused with `refusal` (what [`Game::apply`] returned for it in
    /// this very `state`, which a refusal leaves unchanged), in `lang`. The default is the
    /// refusal's English text; a game that words its refusals in other languages recomputes
    /// them here from the state and the action. The refusal's code never depends on `lang`.
    fn describe_refusal(
        _state: &Self::State,
        _seat: Seat,
        _action: &Self::Action,
        refusal: &Refusal,
        _lang: Lang,
    ) -> String {
        refusal.text.clone()
    }

    /// Whether `seat` may see `event` (a card drawn by another player is hidden from the rest).
    /// Front ends show a player only the events this allows.
    fn event_visible_to(_state: &Self::State, _event: &Self::Event, _seat: Seat) -> bool {
        true
    }

    /// Whether `observer` may see that `actor` took `action` (in `state`, before it applies).
    ///
    /// An action that names something hidden from `observer` (a card kept from a private draw,
    /// a face-down choice) is not visible; front ends then say only that `actor` decided. The
    /// default shows a seat its own actions only, which never leaks; games override it to show
    /// the actions everybody at the table sees.
    fn action_visible_to(_state: &Self::State, actor: Seat, _action: &Self::Action, observer: Seat) -> bool {
        actor == observer
    }

    /// The key to the symbols and abbreviations [`Game::render_view`] uses, one per line
    /// (`○ a free space`); empty when the rendering needs none.
    fn legend(_lang: Lang) -> &'static str {
        ""
    }

    /// A multi-line text rendering of a view for the terminal.
    fn render_view(view: &Self::View, lang: Lang) -> String;

    /// One player's tableau in full, as the view's seat sees it (`t N` in `tabletop play`), for
    /// a game whose board sums other players up in a line; `None` when there is no such player
    /// or the board already shows each player whole.
    fn render_player(_view: &Self::View, _player: Seat, _lang: Lang) -> Option<String> {
        None
    }

    /// The rounds played so far, for simulation reports (`tabletop simulate` prints their mean);
    /// `None` for a game without numbered rounds.
    fn rounds(_state: &Self::State) -> Option<u32> {
        None
    }

    /// How good the state looks for `seat`, for the greedy bot. Higher is better.
    fn heuristic(state: &Self::State, seat: Seat) -> f64;

    /// How many determinizations the greedy bot averages each legal action over at this
    /// decision. One (the default) scores each action on a single sample of the hidden
    /// information and the dice; a game whose choices lead into draws and rolls (an encounter, a
    /// reroll) asks for more there, so one lucky sample does not decide.
    fn greedy_samples(_state: &Self::State, _seat: Seat) -> u32 {
        1
    }

    /// A hash of the position, for the greedy bot's check that it is not going round in circles
    /// ([`GreedyBot`](crate::bot::GreedyBot)): two states that differ only in bookkeeping no rule
    /// reads (such as ids handed out in order) should hash alike. The default is the state's
    /// hash.
    fn position_hash(state: &Self::State) -> u64 {
        crate::hash::stable_hash(state)
    }

    /// Conservation and consistency checks (cards and tokens neither created nor lost).
    ///
    /// # Errors
    ///
    /// A description of the first broken invariant.
    fn check_invariants(_state: &Self::State) -> Result<(), String> {
        Ok(())
    }
}
