//! Dash: a tiny race game that implements `Game` fully, for testing the harness, bots and replays.
//!
//! 2–4 players race along a track to `target` (20 by default). On your turn you either walk 1,
//! roll a d6 and move half the face (rounded down), or play the card in your hand (move by its
//! value, 2–5), discard it and draw a new one from the hidden deck, which reshuffles its discard
//! pile when it runs out. After every full round the first-player token moves clockwise; after 30
//! rounds the furthest player wins. Hands and the deck order are hidden; the discard pile is open.
//!
//! The `flaw` option breaks the game on purpose, to prove the property checks catch it.

use std::fmt::Write as _;
use std::ops::RangeInclusive;

use tabletop_core::dice::DicePool;
use tabletop_core::game::{Accepts, OptionInfo, Options};
use tabletop_core::zone::{Deck, Drawn, Pile, WhenEmpty, draw_with_policy};
use tabletop_core::{ActionError, Game, GameRng, Lang, Outcome, Seat, SeatSet, SetupError, Status};

/// The toy game.
pub(crate) struct Dash;

/// Ways to break the game on purpose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Flaw {
    None,
    /// `apply` changes the state before it refuses an action.
    MutatesBeforeRefusing,
    /// The view shows the deck order.
    LeaksDeck,
    /// Nobody ever wins and there is no round limit.
    Endless,
    /// `legal_actions` lists an action that `apply` refuses.
    ListsIllegal,
    /// `apply` panics on a Roll of 6.
    PanicsOnSix,
    /// The view shows the deck order and `determinize` forgets to resample it, so the two agree
    /// and only a perturbation of the deck ([`shuffle_deck`]) shows the leak.
    ForgetsDeck,
    /// Roll is allowed only while the top card of the hidden deck is not a 5: the list of legal
    /// actions gives the deck away.
    PeeksInActions,
    /// Not a fault of the rules: a free Turn action (it flips which way the runner faces and
    /// does not end the turn), and a heuristic that prefers standing still, so a one-step
    /// look-ahead would turn back and forth for ever.
    Dithers,
}

/// A change no seat can see: the deck is shuffled (for `check_properties_with`).
pub(crate) fn shuffle_deck(state: &mut State, _observer: Seat, rng: &mut GameRng) -> bool {
    if state.deck.len() < 2 {
        return false;
    }
    state.deck.shuffle(rng);
    true
}

#[derive(Debug, Clone)]
pub(crate) struct Config {
    players: u8,
    target: u16,
    flaw: Flaw,
}

pub(crate) const MAX_ROUNDS: u16 = 30;
/// Four copies of each value 2–5: playing a card always beats walking, so a one-step look-ahead
/// has no reason to hoard a card (with 1s it would keep a 1 forever and only roll).
pub(crate) const CARDS: [u8; 16] = [2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5];

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct State {
    players: u8,
    flaw: Flaw,
    target: u16,
    positions: [u16; 4],
    hands: [Option<u8>; 4],
    deck: Deck<Vec<u8>>,
    discard: Pile<Vec<u8>>,
    /// Whose turn it is, and who holds the first-player token (it moves clockwise each round).
    current: Seat,
    first: Seat,
    round: u16,
    over: bool,
    /// Only the `MutatesBeforeRefusing` flaw touches it.
    stumbles: u32,
    /// Only the `Dithers` flaw's Turn flips it.
    facing_back: bool,
    rng: GameRng,
}

impl State {
    pub(crate) fn position(&self, seat: Seat) -> u16 {
        self.positions[seat.index()]
    }

    pub(crate) fn hand(&self, seat: Seat) -> Option<u8> {
        self.hands[seat.index()]
    }

    /// The `PeeksInActions` flaw: Roll is not allowed while the hidden top card is a 5.
    fn roll_peeked_away(&self) -> bool {
        self.flaw == Flaw::PeeksInActions && self.deck.peek() == Some(&5)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) enum Action {
    Walk,
    Roll,
    Play,
    /// Only listed by the `ListsIllegal` flaw; always refused.
    Skip,
    /// Only listed by the `Dithers` flaw: face the other way (a free action).
    Turn,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Event {
    Moved { seat: Seat, by: u16, to: u16 },
    Rolled { seat: Seat, face: u8 },
    Played { seat: Seat, card: u8 },
    Drew { seat: Seat, card: u8, reshuffled: bool },
    NewRound { round: u16, first: Seat },
    Won { seat: Seat },
    TimeUp,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct View {
    seat: Seat,
    positions: Vec<u16>,
    hand: Option<u8>,
    others_holding: Vec<bool>,
    deck_len: usize,
    discard: Vec<u8>,
    current: Seat,
    round: u16,
    over: bool,
    leaked_deck: Option<Vec<u8>>,
}

fn option_error(key: &str, message: &str) -> SetupError {
    SetupError::Option { key: key.to_owned(), message: message.to_owned() }
}

static OPTIONS: [OptionInfo; 3] = [
    OptionInfo {
        key: "target",
        accepts: Accepts::Number { min: 5, max: 99 },
        default: "20",
        help: "the space that wins",
        players: OptionInfo::ANY_PLAYERS,
    },
    OptionInfo {
        key: "flaw",
        accepts: Accepts::OneOf(&[
            "none",
            "mutate",
            "leak",
            "endless",
            "list-illegal",
            "panic",
            "forget",
            "peek",
            "dither",
        ]),
        default: "none",
        help: "break the game on purpose",
        players: OptionInfo::ANY_PLAYERS,
    },
    OptionInfo {
        key: "duel",
        accepts: Accepts::OneOf(&["yes", "no"]),
        default: "no",
        help: "a two-player variant (no effect; it shows options that apply to some player counts)",
        players: (2, 2),
    },
];

impl Game for Dash {
    const ID: &'static str = "dash";
    const NAME: &'static str = "Dash (toy)";
    const COOPERATIVE: bool = false;

    type Config = Config;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn player_counts() -> RangeInclusive<u8> {
        2..=4
    }

    fn options() -> &'static [OptionInfo] {
        &OPTIONS
    }

    fn config(options: &Options) -> Result<Config, SetupError> {
        tabletop_core::options::check_options::<Dash>(options)?;
        let target = match options.get("target") {
            None => 20,
            Some(text) => match text.parse::<u16>() {
                Ok(target) if (5..=99).contains(&target) => target,
                _ => return Err(option_error("target", "expected a number from 5 to 99")),
            },
        };
        let flaw = match options.get("flaw").unwrap_or("none") {
            "none" => Flaw::None,
            "mutate" => Flaw::MutatesBeforeRefusing,
            "leak" => Flaw::LeaksDeck,
            "endless" => Flaw::Endless,
            "list-illegal" => Flaw::ListsIllegal,
            "panic" => Flaw::PanicsOnSix,
            "forget" => Flaw::ForgetsDeck,
            "peek" => Flaw::PeeksInActions,
            "dither" => Flaw::Dithers,
            _ => {
                return Err(option_error(
                    "flaw",
                    "expected none, mutate, leak, endless, list-illegal, panic, forget, peek or dither",
                ));
            }
        };
        Ok(Config { players: options.players, target, flaw })
    }

    fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
        let mut rng = GameRng::seed_from(seed);
        let mut deck: Deck<Vec<u8>> = Deck::from_top_down(CARDS);
        deck.shuffle(&mut rng);
        let mut hands = [None; 4];
        for hand in hands.iter_mut().take(usize::from(config.players)) {
            *hand = deck.draw();
        }
        Ok(State {
            players: config.players,
            flaw: config.flaw,
            target: config.target,
            positions: [0; 4],
            hands,
            deck,
            discard: Pile::new(),
            current: Seat(0),
            first: Seat(0),
            round: 1,
            over: false,
            stumbles: 0,
            facing_back: false,
            rng,
        })
    }

    fn status(state: &State) -> Status {
        if state.over { Status::Over } else { Status::Acting(SeatSet::single(state.current)) }
    }

    fn outcome(state: &State) -> Option<Outcome> {
        if !state.over {
            return None;
        }
        let scores: Vec<i32> = (0..state.players).map(|s| i32::from(state.position(Seat(s)))).collect();
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = (0..state.players).map(Seat).filter(|&s| scores[s.index()] == best).collect();
        Some(Outcome::Ranked { scores, winners })
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        if state.over || seat != state.current {
            return;
        }
        out.push(Action::Walk);
        if !state.roll_peeked_away() {
            out.push(Action::Roll);
        }
        if state.hand(seat).is_some() {
            out.push(Action::Play);
        }
        if state.flaw == Flaw::ListsIllegal {
            out.push(Action::Skip);
        }
        if state.flaw == Flaw::Dithers {
            out.push(Action::Turn);
        }
    }

    fn apply(
        state: &mut State,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        if state.flaw == Flaw::MutatesBeforeRefusing {
            state.stumbles += 1;
        }
        if state.over {
            return Err(ActionError::GameOver);
        }
        if seat != state.current {
            return Err(ActionError::NotYourTurn { seat });
        }
        let by = match action {
            Action::Walk => 1,
            Action::Roll if state.roll_peeked_away() => {
                return Err(ActionError::illegal("toy.top-card", "the top card is a 5"));
            }
            Action::Roll => {
                let face = DicePool::roll(6, 1, &mut state.rng).faces()[0];
                assert!(!(state.flaw == Flaw::PanicsOnSix && face == 6), "the toy rolled a 6");
                events.push(Event::Rolled { seat, face });
                u16::from(face / 2)
            }
            Action::Play => {
                let Some(card) = state.hands[seat.index()].take() else {
                    return Err(ActionError::illegal("toy.no-card", "you hold no card"));
                };
                events.push(Event::Played { seat, card });
                state.discard.put(card);
                let drawn = draw_with_policy(
                    &mut state.deck,
                    &mut state.discard,
                    WhenEmpty::ReshuffleDiscard,
                    &mut state.rng,
                );
                let reshuffled = drawn.reshuffled();
                if let Drawn::Card(new) | Drawn::AfterReshuffle(new) = drawn {
                    state.hands[seat.index()] = Some(new);
                    events.push(Event::Drew { seat, card: new, reshuffled });
                }
                u16::from(card)
            }
            Action::Skip => return Err(ActionError::illegal("toy.skip", "skipping is not allowed")),
            Action::Turn if state.flaw == Flaw::Dithers => {
                state.facing_back = !state.facing_back;
                return Ok(());
            }
            Action::Turn => return Err(ActionError::illegal("toy.turn", "turning is not allowed")),
        };
        let from = state.positions[seat.index()];
        let to = from.saturating_add(by).min(state.target);
        state.positions[seat.index()] = to;
        events.push(Event::Moved { seat, by: to - from, to });
        if state.flaw != Flaw::Endless && to == state.target {
            state.over = true;
            events.push(Event::Won { seat });
            return Ok(());
        }
        let next = Seat((seat.0 + 1) % state.players);
        state.current = next;
        if next == state.first {
            state.round += 1;
            if state.flaw != Flaw::Endless && state.round > MAX_ROUNDS {
                state.over = true;
                events.push(Event::TimeUp);
                return Ok(());
            }
            let first = Seat((state.first.0 + 1) % state.players);
            state.first = first;
            state.current = first;
            events.push(Event::NewRound { round: state.round, first });
        }
        Ok(())
    }

    fn view(state: &State, seat: Seat) -> View {
        View {
            seat,
            positions: (0..state.players).map(|s| state.position(Seat(s))).collect(),
            hand: state.hands.get(seat.index()).copied().flatten(),
            others_holding: (0..state.players)
                .map(|s| Seat(s) != seat && state.hands[usize::from(s)].is_some())
                .collect(),
            deck_len: state.deck.len(),
            discard: state.discard.iter().copied().collect(),
            current: state.current,
            round: state.round,
            over: state.over,
            leaked_deck: matches!(state.flaw, Flaw::LeaksDeck | Flaw::ForgetsDeck)
                .then(|| state.deck.iter().copied().collect()),
        }
    }

    fn determinize(state: &mut State, observer: Seat, rng: &mut GameRng) {
        if state.flaw == Flaw::ForgetsDeck {
            state.rng.reseed(rng.next_u64());
            return;
        }
        let mut unseen: Vec<u8> = state.deck.drain().collect();
        for (seat, hand) in state.hands.iter_mut().enumerate() {
            if seat != observer.index() {
                unseen.extend(hand.take());
            }
        }
        rng.shuffle(&mut unseen);
        let mut unseen = unseen.into_iter();
        for seat in 0..usize::from(state.players) {
            if seat != observer.index() {
                state.hands[seat] = unseen.next();
            }
        }
        state.deck = unseen.collect();
        state.rng.reseed(rng.next_u64());
    }

    fn describe_action(_state: &State, action: &Action, _lang: Lang) -> String {
        match action {
            Action::Walk => "walk 1".to_owned(),
            Action::Roll => "roll a die and move half of it".to_owned(),
            Action::Play => "play your card".to_owned(),
            Action::Skip => "skip".to_owned(),
            Action::Turn => "turn round".to_owned(),
        }
    }

    fn describe_event(_state: &State, event: &Event, _lang: Lang) -> String {
        match event {
            Event::Moved { seat, by, to } => format!("{seat} moves {by} to {to}"),
            Event::Rolled { seat, face } => format!("{seat} rolls {face}"),
            Event::Played { seat, card } => format!("{seat} plays a {card}"),
            Event::Drew { seat, card, reshuffled: false } => format!("{seat} draws a {card}"),
            Event::Drew { seat, card, reshuffled: true } => format!("{seat} reshuffles and draws a {card}"),
            Event::NewRound { round, first } => format!("round {round}; {first} goes first"),
            Event::Won { seat } => format!("{seat} wins"),
            Event::TimeUp => "time is up".to_owned(),
        }
    }

    fn event_visible_to(_state: &State, event: &Event, seat: Seat) -> bool {
        match event {
            Event::Drew { seat: drawer, .. } => *drawer == seat,
            _ => true,
        }
    }

    fn render_view(view: &View, _lang: Lang) -> String {
        let mut text = format!("round {}, {} to play\n", view.round, view.current);
        for (seat, position) in view.positions.iter().enumerate() {
            let _ = writeln!(text, "seat {seat}: space {position}");
        }
        let _ = writeln!(
            text,
            "your card: {:?}; deck: {} cards; discard: {:?}",
            view.hand, view.deck_len, view.discard
        );
        text
    }

    fn heuristic(state: &State, seat: Seat) -> f64 {
        let mine = f64::from(state.position(seat));
        if state.flaw == Flaw::Dithers {
            return -mine;
        }
        let best_other =
            (0..state.players).map(Seat).filter(|&s| s != seat).map(|s| state.position(s)).max().unwrap_or(0);
        let won = if state.over && state.positions[seat.index()] == state.target { 100.0 } else { 0.0 };
        mine - f64::from(best_other) + won
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        let mut counts = [0u8; 6];
        let hands = state.hands.iter().flatten();
        for &card in state.deck.iter().chain(state.discard.iter()).chain(hands) {
            counts[usize::from(card)] += 1;
        }
        if counts != [0, 0, 4, 4, 4, 4] {
            return Err(format!("cards were created or lost: {counts:?}"));
        }
        let holding = state.hands.iter().filter(|hand| hand.is_some()).count();
        if holding != usize::from(state.players) {
            return Err(format!("{holding} hands hold a card, expected {}", state.players));
        }
        Ok(())
    }
}
