//! Rules engine for Arkham Horror: The Card Game (co-operative, 1–4 investigators): the core
//! set's Night of the Zealot campaign (The Gathering, The Midnight Masks, The Devourer Below),
//! each scenario alone or the whole campaign, through [`tabletop_core::Game`].
//!
//! # Using it
//!
//! ```
//! use arkham_lcg::ArkhamLcg;
//! use tabletop_core::game::Options;
//! use tabletop_core::{Game, Lang, Status};
//!
//! let config = ArkhamLcg::config(&Options::players(2).with("scenario", "the-gathering"))?;
//! let mut state = ArkhamLcg::setup(&config, 7)?;
//! let (mut actions, mut events) = (Vec::new(), Vec::new());
//! for _ in 0..200 {
//!     let Status::Acting(seats) = ArkhamLcg::status(&state) else { break };
//!     let seat = seats.iter().next().expect("someone decides");
//!     actions.clear();
//!     ArkhamLcg::legal_actions(&state, seat, &mut actions);
//!     let action = actions[0].clone(); // a UI asks the player; a bot picks
//!     events.clear();
//!     ArkhamLcg::apply(&mut state, seat, &action, &mut events)?;
//! }
//! let screen = ArkhamLcg::render_view(&ArkhamLcg::view(&state, tabletop_core::Seat(0)), Lang::En);
//! assert!(!screen.is_empty());
//! // With the `serde` feature, a server sends the seat its view as JSON (cards by content id).
//! # #[cfg(feature = "serde")]
//! let json = serde_json::to_string(&ArkhamLcg::view(&state, tabletop_core::Seat(0)))?;
//! # #[cfg(feature = "serde")]
//! assert!(json.starts_with('{'));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Investigators and decks
//!
//! The `investigators` option picks them by seat (`roland-banks,daisy-walker`), each with a
//! default legal deck. A seat's own deck comes from its `deck1` to `deck4` option, a deck list
//! text ([`DeckList`]: a `<count> <arkhamdb code>` line per card, `#` comments, an optional
//! `investigator:` line, or arkhamdb's plain-text export), or from the one-line `decks` option
//! (`code:n,code:n;...`). Either is checked against the investigator's deck-building rules, and
//! every problem is reported at once, located (`line 3, column 4: ...`). The engine reads no
//! files: the `tabletop` command reads `--opt deck1=@roland.txt` and passes the text.
//!
//! # How it is built
//!
//! On the kernel of `tabletop-core`: effects are `resolve::Program`s on the kernel's resolution
//! loop (`resolve::run`, the asking rule: no possible answer is no question, one forced answer
//! is taken), timing windows are the kernel's `resolve::Window` (forced abilities first, the lead
//! ordering several, then an offer round of optional responses from the lead, once per
//! occurrence; a window nobody can answer asks no one), and the chaos bag is `chaos::ChaosBag`.
//! The content (every card, scenario and the campaign log) comes from `content::arkham_lcg`;
//! card text is the content's effect vocabulary, and 31 hooks ([`content::arkham_lcg::Hook`],
//! matched exhaustively in `hooks.rs`) cover what it cannot say.
//!
//! # Rules decisions
//!
//! Where the Rules Reference is unclear the engine follows `shared/rules/arkham-lcg.md` §21:
//! auto-fail fails whatever the difficulty; an empty deck costs 1 horror per reshuffle; the act
//! advances by clues during an investigator's turn only; Fight and Evade abilities do not provoke
//! attacks of opportunity; per-investigator values use the investigators who started; insane at
//! mental trauma equal to sanity. Further decisions of this engine:
//! - Several enemies attacking one investigator (enemy phase, attacks of opportunity) attack one
//!   at a time in the order that investigator chooses (beyond six, the rest in play order).
//! - Over a slot limit, the controller chooses the assets to discard, one at a time.
//! - Buying a card in a campaign: an upgrade replaces its lower level; any other card replaces
//!   a card of the deck its buyer chooses among those that count towards the deck size (not a
//!   weakness, a required or a story card), asked only when there is more than one.
//! - A standalone deck may hold level 1+ cards: one more random basic weakness per 10
//!   experience they would cost, 50 or more refused ([`standalone_weaknesses`]).
//! - Mind over Matter uses intellect where it is higher. Cards that say "choose" or "may" ask
//!   (Grotesque Statue's token, Scrying's deck and order, Mind Wipe's enemy, Encyclopedia's
//!   investigator and skill, Cover Up, The Barrier).
//! - The investigators "decide among themselves" who takes the next turn: the lead answers.
//! - An ability that names "an enemy" of a kind (Stray Cat's "non-Elite enemy at your location")
//!   is usable when such an enemy is there and evading it would change something (it is ready,
//!   or engaged with you), also on its owner's own turn; its target is chosen once the costs are
//!   paid (no question when only one fits). Evading an enemy engaged with another investigator
//!   exhausts it and leaves it engaged with them (the Rules Reference disengages it "from the
//!   investigator" who evades).
//! - Immunity: no core-set card prints it, but an enemy may have it ([`Enemy::immune`], "immune to
//!   player card effects"): no player card's effect may choose it as a target (Sneak Attack,
//!   Stray Cat, Mind Wipe, a redirected attack's damage) or affect it (Dynamite Blast passes it
//!   by); a weapon's fight ability still attacks it, the attack being the basic fight's.
//! - A game that runs more than [`ROUND_LIMIT`] rounds ends with no resolution (no scenario of
//!   the campaign can: the agendas' doom ends it sooner).
//!
//! # Player windows
//!
//! Appendix II's player windows ("ОКНО ИГРОКА") offer every investigator still in the scenario
//! their \[fast\] abilities and fast events with no trigger, from the lead in player order through
//! the kernel's offer round; a window in which nobody has a usable option is no decision (and
//! opens no frame). Reactions and fast events with a trigger are offered in the windows their
//! triggers name. The windows, in round order:
//! - the *Mythos window*, after every encounter card is drawn (1.4), before 1.5;
//! - the *Investigation window*, after 2.1 (after "after the phase begins" abilities);
//! - the *turn window*, after 2.2 and again after each action, fast card or \[fast\] ability of
//!   the active investigator: the other investigators are offered their options (and Police
//!   Badge's "during a turn at your location" when there), then the active investigator's turn
//!   menu, which holds their own fast options, follows;
//! - the *Hunters window*, after Hunters move (3.2);
//! - the *attack window*, after each investigator's enemy-phase attacks (3.3), the last one
//!   being the window before 3.4; an investigator no enemy attacked changes nothing since the
//!   previous window, so none is opened after them;
//! - the *Upkeep window*, after 4.1.
//!
//! Architecture invariant: no IO, no TOML, no global mutable state; randomness only through the
//! generator inside [`State`]. An action is checked against the legal list first; a refused one
//! leaves the state unchanged.
//!
//! # Feature flags
//!
//! - `serde`: actions, views and events as JSON (replays), and the whole [`State`] (saves):
//!   cards by arkhamdb code, investigators and scenarios by id, effect lists and abilities by
//!   their place in the content, traits and campaign-log entries by their text (checked on
//!   load); the hidden decks and the generator are saved too, the map is rebuilt on load.
//! - `testing`: the hidden decks opened for tests that rig them.

/// The game's content tables (the `content-arkham-lcg` crate), as every module names them:
/// `content::arkham_lcg::…`.
pub extern crate content_arkham_lcg as content;

mod action;
mod apply;
mod bot;
mod card;
mod config;
mod deck_list;
mod effects;
mod enemy;
mod flow;
mod hooks;
mod legal;
mod query;
mod refusal;
mod resolve;
mod score;
mod setup;
mod skill_test;
mod state;
mod tasks;
#[cfg(feature = "testing")]
mod testing;
mod text;
mod turn;
mod view;
mod window;
#[cfg(feature = "serde")]
mod wire;

pub use action::{Action, Target};
pub use card::CardRef;
pub use config::{Config, Difficulty, Play, standalone_weaknesses};
use content::arkham_lcg as data;
pub use deck_list::{DeckError, DeckErrors, DeckList, DeckProblem, Place};
pub use refusal::Refusal;
pub use state::{
    Asset, AssetId, Attached, Enemy, EnemyId, Inv, Investigator, LocId, Out, Phase, Source, State, UseKey,
};
use tabletop_core::game::{OptionInfo, Options};
use tabletop_core::legal::Find;
use tabletop_core::rng::GameRng;
use tabletop_core::zone::Deck;
use tabletop_core::{ActionError, Game, Lang, Outcome, Seat, SeatSet, SetupError, Status};
pub use view::{Name, View};

/// The game.
#[derive(Debug, Clone, Copy)]
pub struct ArkhamLcg;

impl Game for ArkhamLcg {
    const ID: &'static str = "arkham-lcg";
    const NAME: &'static str = "Arkham Horror: The Card Game";
    const COOPERATIVE: bool = true;

    type Config = Config;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn player_counts() -> std::ops::RangeInclusive<u8> {
        1..=4
    }

    fn languages() -> &'static [Lang] {
        &[Lang::En, Lang::Ru]
    }

    fn content_note() -> Option<String> {
        Some(format!(
            "core set: {} investigators, {} player cards, {} scenarios of Night of the Zealot",
            data::INVESTIGATORS.len(),
            data::PLAYER_CARDS.len(),
            data::SCENARIOS.len()
        ))
    }

    fn options() -> &'static [OptionInfo] {
        config::OPTIONS
    }

    fn config(options: &Options) -> Result<Config, SetupError> {
        config::config(options)
    }

    fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
        let players = config.investigators.len() as u8;
        if !(1..=4).contains(&players) {
            return Err(SetupError::Players { players, min: 1, max: 4 });
        }
        let mut state = setup::new_game(config, seed);
        let mut events = Vec::new();
        state.run(&mut events);
        Ok(state)
    }

    fn status(state: &State) -> Status {
        match state.deciding() {
            Some(seat) if state.ending.is_none() => Status::Acting(SeatSet::single(Seat(seat))),
            _ => Status::Over,
        }
    }

    fn outcome(state: &State) -> Option<Outcome> {
        score::outcome(state)
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        if state.ending.is_none() && state.deciding() == Some(seat.0) {
            state.legal(out);
        }
    }

    fn apply(
        state: &mut State,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        if state.ending.is_some() {
            return Err(ActionError::GameOver);
        }
        if state.deciding() != Some(seat.0) {
            return Err(ActionError::NotYourTurn { seat });
        }
        let mut find = Find::new(action);
        state.legal_into(&mut find);
        if !find.found {
            let refusal = Refusal::NotAllowed;
            let words = refusal.text(&text::action(state, action, Lang::En), Lang::En);
            return Err(ActionError::illegal(refusal.code(), words));
        }
        state.act(action, events);
        state.run(events);
        Ok(())
    }

    fn view(state: &State, seat: Seat) -> View {
        view::view(state, seat.0)
    }

    fn determinize(state: &mut State, observer: Seat, rng: &mut GameRng) {
        // Hidden: deck orders, other investigators' hands, the encounter and Cultist decks, and
        // the chaos bag's and the generator's future.
        for (i, inv) in state.investigators.iter_mut().enumerate() {
            if i as u8 != observer.0 {
                let in_hand = inv.hand.len();
                let mut pool: Vec<CardRef> =
                    inv.hand.drain(..).chain(inv.deck.bottom_up().iter().copied()).collect();
                rng.shuffle(&mut pool);
                inv.deck = Deck::from_storage(pool.split_off(in_hand));
                inv.hand = pool;
            } else {
                inv.deck.shuffle(rng);
            }
        }
        state.encounter.shuffle(rng);
        state.extra_deck.shuffle(rng);
        let seed = (u64::from(rng.below(u32::MAX)) << 32) | u64::from(rng.below(u32::MAX));
        state.rng = GameRng::seed_from(seed);
    }

    fn heuristic(state: &State, _seat: Seat) -> f64 {
        bot::heuristic(state)
    }

    fn greedy_samples(state: &State, _seat: Seat) -> u32 {
        bot::samples(state)
    }

    /// Asset ids are handed out in order, so a card played, taken back and played again (a
    /// level-1 Magnifying Glass) gets a new id each time: the position numbers the assets in
    /// play by their order instead, and leaves out the next id.
    fn position_hash(state: &State) -> u64 {
        let mut position = state.clone();
        position.next_asset = 0;
        for (n, asset) in position.investigators.iter_mut().flat_map(|inv| inv.assets.iter_mut()).enumerate()
        {
            asset.id = AssetId(u16::try_from(n).unwrap_or(u16::MAX));
        }
        tabletop_core::hash::stable_hash(&position)
    }

    fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
        text::action(state, action, lang)
    }

    fn describe_event(state: &State, event: &Event, lang: Lang) -> String {
        text::event(state, event, lang)
    }

    fn describe_refusal(
        state: &State,
        _seat: Seat,
        action: &Action,
        refusal: &tabletop_core::Refusal,
        lang: Lang,
    ) -> String {
        match Refusal::ALL.iter().find(|r| r.code() == refusal.code) {
            Some(rule) => rule.text(&text::action(state, action, lang), lang),
            None => refusal.text.clone(),
        }
    }

    fn event_visible_to(_state: &State, event: &Event, seat: Seat) -> bool {
        match event {
            Event::Drew { inv, .. } | Event::Found { inv, .. } => *inv == seat.0,
            _ => true,
        }
    }

    fn action_visible_to(_state: &State, actor: Seat, action: &Action, observer: Seat) -> bool {
        actor == observer
            || !matches!(action, Action::Mulligan(_) | Action::Discard(_) | Action::Pick(Target::Card(_)))
    }

    fn render_view(view: &View, lang: Lang) -> String {
        text::render(view, lang)
    }

    fn rounds(state: &State) -> Option<u32> {
        Some(u32::from(state.round))
    }
}

/// After this many rounds a scenario ends with no resolution.
pub const ROUND_LIMIT: u16 = 60;

/// The default hand size (checked in Upkeep).
pub const HAND_SIZE: usize = 8;

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Ending {
    /// One scenario played alone: won when an act reached its resolution.
    Scenario {
        /// Won.
        won: bool,
        /// The resolution reached (0: none).
        resolution: u8,
    },
    /// The whole campaign: won when the last scenario was won with someone alive.
    Campaign {
        /// Won.
        won: bool,
        /// The last resolution reached.
        resolution: u8,
    },
    /// A rules loop stopped the game (a bug: reported, never expected).
    Stuck,
}

/// What happened. In every variant `inv` is an investigator's seat and `card` the card concerned.
#[allow(missing_docs, reason = "the fields are named by what they hold, described once above")]
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Event {
    /// A scenario begins (its position in `SCENARIOS`).
    ScenarioBegins(u8),
    /// A round begins.
    Round(u16),
    /// A phase begins.
    Phase(Phase),
    /// An investigator's turn begins.
    TurnBegins(Inv),
    /// It ends.
    TurnEnds(Inv),
    /// A mulligan.
    Mulligan { inv: Inv, cards: u8 },
    /// Doom placed; the total in play.
    Doom { total: u16 },
    /// Upkeep: cards readied, a card and a resource each.
    Upkeep,
    /// An encounter card drawn.
    EncounterDrawn { inv: Inv, card: CardRef },
    /// A player card drawn (private to its owner).
    Drew { inv: Inv, card: CardRef },
    /// A card played.
    Played { inv: Inv, card: CardRef },
    /// An asset entered play.
    AssetInPlay { inv: Inv, card: CardRef },
    /// An ability used.
    Ability { inv: Inv, card: Option<CardRef>, index: u8 },
    /// A card committed to a test.
    Committed { inv: Inv, card: CardRef },
    /// A chaos token revealed.
    Token { inv: Inv, token: tabletop_core::chaos::ChaosToken },
    /// A test's result.
    TestResult { inv: Inv, value: i16, difficulty: i16, success: bool },
    /// A test ended.
    TestEnds { inv: Inv },
    /// Clues discovered.
    Discovered { inv: Inv, clues: u8 },
    /// Resources gained.
    Resources { inv: Inv, gained: u8 },
    /// Damage and horror placed on an investigator.
    Harmed { inv: Inv, damage: u8, horror: u8 },
    /// Healed.
    Healed { inv: Inv, damage: u8, horror: u8 },
    /// An investigator moved.
    Moved { inv: Inv, to: LocId },
    /// A location revealed.
    Revealed(LocId),
    /// A location entered play.
    LocationInPlay(LocId),
    /// An enemy spawned.
    Spawned { card: CardRef, at: LocId, engaged: Option<Inv> },
    /// An enemy had nowhere to spawn and was discarded.
    NoSpawn(CardRef),
    /// An enemy engaged an investigator.
    Engaged { enemy: EnemyId, inv: Inv },
    /// An enemy moved.
    EnemyMoved { enemy: EnemyId, to: LocId },
    /// An enemy attacks.
    Attack { enemy: EnemyId, inv: Inv },
    /// An attack was cancelled.
    AttackCancelled { enemy: EnemyId },
    /// Damage dealt to an enemy.
    EnemyDamaged { enemy: EnemyId, damage: u8 },
    /// An enemy defeated.
    EnemyDefeated { card: CardRef, by: Inv },
    /// An enemy evaded.
    Evaded { enemy: EnemyId, inv: Inv },
    /// A card discarded from hand.
    Discarded { inv: Inv, card: CardRef },
    /// A card in play discarded.
    CardDiscarded(CardRef),
    /// A card found by a search.
    Found { inv: Inv, card: CardRef },
    /// The agenda advanced (from this stage index).
    AgendaAdvanced(u8),
    /// The act advanced.
    ActAdvanced(u8),
    /// An investigator is out of the scenario.
    Eliminated { inv: Inv, why: Out },
    /// A hook's rule applied.
    HookUsed(std::borrow::Cow<'static, str>),
    /// The scenario reached a resolution (0: none).
    Resolution(u8),
    /// Campaign: a card bought.
    Bought { inv: Inv, card: CardRef },
    /// A rules loop was detected.
    Stuck,
    /// The game is over.
    GameOver(Ending),
}
