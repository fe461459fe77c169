//! Rules engine for Lost Ruins of Arnak (Czech Games Edition): both board sides (Bird Temple
//! and Snake Temple), 1–4 players and the solo Rival. It implements [`tabletop_core::Game`] as
//! [`Arnak`].
//!
//! # Using it
//!
//! An app drives a game through [`tabletop_core::Game`]: set it up from options and a seed, ask
//! who decides, list that seat's legal actions, apply the one the player (or a bot) chose, and
//! show the events and the seat's view. Here every seat takes its first legal action:
//!
//! ```
//! use arnak::Arnak;
//! use tabletop_core::game::Options;
//! use tabletop_core::{Game, Lang, Status};
//!
//! let config = Arnak::config(&Options::players(2))?;
//! let mut state = Arnak::setup(&config, 7)?;
//! let (mut actions, mut events) = (Vec::new(), Vec::new());
//! for _ in 0..200 {
//!     let Status::Acting(seats) = Arnak::status(&state) else { break };
//!     let seat = seats.iter().next().expect("someone decides");
//!     actions.clear();
//!     Arnak::legal_actions(&state, seat, &mut actions);
//!     let action = actions[0].clone(); // a UI asks the player; a bot picks
//!     let text = Arnak::describe_action(&state, &action, Lang::En);
//!     events.clear();
//!     Arnak::apply(&mut state, seat, &action, &mut events)?;
//!     assert!(!text.is_empty());
//! }
//! let screen = Arnak::render_view(&Arnak::view(&state, tabletop_core::Seat(0)), Lang::En);
//! assert!(!screen.is_empty());
//! // With the `serde` feature, a server sends the seat its view as JSON (cards by content id).
//! # #[cfg(feature = "serde")]
//! let json = serde_json::to_string(&Arnak::view(&state, tabletop_core::Seat(0)))?;
//! # #[cfg(feature = "serde")]
//! assert!(json.starts_with('{'));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Architecture invariant: no IO, no TOML, no global state; all randomness goes through the
//! [`tabletop_core::GameRng`] inside [`State`]. Cards, tiles and boards are `'static` data in
//! `content::arnak`, referenced by small ids; this crate holds only rules (and the few numbers
//! the rulebook states in its text: the artifact activation cost, chartering a plane, idol and
//! Fear-token points, see [`data`]).
//!
//! Architecture invariant: player input never panics; an illegal action is an
//! [`tabletop_core::ActionError`] saying why in the player's words, and leaves the state
//! unchanged (each action is checked against the generator that lists it before anything
//! changes).
//!
//! Architecture invariant: the state is plain `Copy` data plus the generator: fixed-capacity
//! zones ([`Inline`](tabletop_core::zone::Inline)), no `String`s and no per-card heap data, so a clone is a copy.
//!
//! Architecture invariant: what no seat may see (deck order, the face-down stacks and idols, the
//! Rival's decision stack, the generator) is private to this crate; an app reads what the table
//! shows through public fields and accessors (`deck_len()`, `assistant_stack_top()`, ...), or a
//! seat's [`View`]. The [`state`] module lists the private fields.
//!
//! # How a turn is played
//!
//! A turn is any number of free actions ([`Action::Play`] of a ⚡ card, [`Action::UseAssistant`],
//! [`Action::UseBoon`], [`Action::SlotIdol`]) and exactly one main action ([`Action::Dig`],
//! [`Action::Discover`], [`Action::Overcome`], [`Action::Buy`], [`Action::Play`] of a non-⚡ card,
//! [`Action::Research`], [`Action::TempleTile`], the buy-for-less assistant, or [`Action::Pass`]),
//! then [`Action::EndTurn`]. Whenever an effect needs a decision, the state holds a
//! [`state::Prompt`] and the legal actions are its answers (a travel payment plan, a card to
//! exile, a site, an option, [`Action::Decline`] where the rules make it optional, ...). At the
//! end of rounds I–IV each player with cards left decides which to discard ([`Action::Discard`],
//! then [`Action::KeepHand`]).
//!
//! # Options
//!
//! - `side=bird|snake` (default `bird`): the main board side.
//! - `difficulty=0..5` (default `0`): solo only, the number of red Rival tiles.
//!
//! With 1 player, seat 0 plays against the Rival, which is not a seat: its turns happen inside
//! [`tabletop_core::Game::apply`] (and setup), reported as `Rival*` events. The solo outcome's
//! `winners` holds seat 0 only if the player beat the Rival.
//!
//! # Rules decisions
//!
//! The rulebook (`arnak.ru.txt`) wins over the digest (`rules/arnak.md`); the digest's §15
//! decisions A-1 to A-25 are followed. Where both are silent:
//!
//! - Travel (A-4): a payment is a [`TravelPlan`] — cards from hand, chartered planes and icons
//!   from the turn's pool. Only minimal plans are listed (nothing could be left out), cards are
//!   told apart by definition only. Icons left over from a plan go to the turn's pool and are
//!   lost at the end of the turn. An effect's travel discount ("−1 plane") is used first and
//!   never goes to the pool.
//! - Free actions happen before or after the main action, not in the middle of resolving it:
//!   use a travel-giving assistant or boon first, its icons wait in the pool. Targets are
//!   listed only when the travel (pool, hand cards, charters) can be provided.
//! - "Overcome a guardian without paying" (Revolver, War Club, Bear Trap, research) skips the
//!   whole printed cost: resources, travel and discards.
//! - Optional effects: "pay X to gain Y", exchanges, exiling, effect-granted digs, buys,
//!   research and free overcomes, returning an archaeologist, Decorated Horn and Ornate Hammer
//!   may be declined. Site activations, moves and the discard of a "draw, then discard" are
//!   mandatory when possible. A discard cost (Parrot, the jewel camp) is paid whenever a card is
//!   in hand, and what it buys follows; with an empty hand nothing follows (rulebook glossary:
//!   «вы должны сбросить другую карту из руки», unlike the "pay a resource" icon's «не можете
//!   или не хотите»). Draws are always taken (drawing never hurts).
//! - "Pass to gain" (A-8): choosing it makes the turn's main action a pass: it is offered only
//!   while the main action is unused or is the one resolving (a non-⚡ card's own choice); the
//!   player passes and gains at [`Action::EndTurn`].
//! - A refresh effect with no exhausted assistant still resolves what follows it. Gaining an
//!   assistant with both slots full, or from empty stacks, does nothing (A-5).
//! - Moving an archaeologist goes to a free space of *another* existing site (FAQ: "другого
//!   места раскопок"). Guardian's Crown moves a guardian only to an unoccupied existing site
//!   without a guardian.
//! - Crystal Earring offers 1 to 3 cards (no more than the deck holds); Obsidian Earring 1 or 2.
//!   Unkept cards go face up to the play area.
//! - Decorated Horn keeps the new assistant's side and exhaustion as the replaced one's; the old
//!   one goes on the chosen supply stack silver side up.
//! - Ancient Wine / Coconut Flask: the content names the side (`use-supply-assistant-gold` or
//!   `-silver`); travel from the assistant goes to the pool. Ancient Wine uses the gold side and
//!   Coconut Flask the silver side, as the digest's appendix and its example E25 say (the
//!   rulebook's text lost the icon; the newer reference data has gold for both).
//! - Tent activates a site where you stand; a level II site costs 2 more compasses (the hook's
//!   text). Guardian's Ocarina turns the icons of cards into planes, not pool or assistant icons.
//! - Idol identities do not matter once face down: the idol paid for a Snake link or put in a
//!   slot is any crate idol. An idol slot's effect may be chosen even when it would do nothing.
//! - Lost Temple arrival: the slot is the number of magnifying glasses (players' and the
//!   Rival's) already there; its bonus stack is offered immediately (A-10).
//! - End of round step 2 is asked player by player in turn order from the first player.
//! - Solo: the arrow on each Rival tile's back is printed (content `arrow`); the tiles are turned
//!   so their dark edges align, so a tile's arrow never changes. The arrow that decides is the
//!   one on the top face-down tile, or on the first tile revealed this round once the stack is
//!   empty (rulebook, «Стрелка выбора»). Several options are ordered
//!   left to right: base camps then spots in board order, research spaces by index (the temple
//!   last), row positions. Rival Research on the Snake side removes one bonus tile from a
//!   multi-bonus space. A Rival temple tile needs a 6-point stack; with both empty, or with no
//!   legal move, the tile does nothing (A-18, A-25). The Rival's first turn of round I happens
//!   during setup. The Rival board has one idol slot per idol symbol in the content; a site
//!   "can give" a resource when its effect can produce it in any way (A-16).
//! - Rival discover tiles name the level per round (content); the site tile is placed, a guardian
//!   only when the tile shows one, and no effect is resolved.
//! - Scores mid-game (views, heuristic) use the end-of-game categories.
//!
//! # Testing
//!
//! With the `testing` feature, the `testing` module builds and rigs states for rulebook examples
//! (hands, decks, the row, deck tops, resources, archaeologists, markers, idols, assistants,
//! guardians, bonus tiles, the turn) while keeping the conservation invariants, and opens the
//! hidden parts of a [`State`] (deck order, face-down stacks, the generator; see [`state`]) to
//! tests through `*_mut()` accessors. Apps do not enable it: a seat sees its [`View`].
//!
//! # Feature flags
//!
//! - `serde`: `Serialize`/`Deserialize` for [`Action`], [`Event`], [`View`], [`State`] (a save:
//!   decks in order and the generator included) and every type inside them, and [`Config`]
//!   (replays are JSON lists of actions; an app sends views and events). Names are snake case;
//!   cards are written as their content ids (`"arnak/item/parrot"`); the effect lists of a
//!   pending question are written as the content entry holding them (see `wire.rs`). A saved
//!   state names every guardian, assistant, site tile, idol, bonus and Rival tile and the board by
//!   content id too (`wire/save.rs`); a view still writes the board, site tiles, idols, bonus and
//!   Rival tiles (but not assistants and guardians beside a player board) as indices into their
//!   `content::arnak` tables. A view, an event or a state read back equals the one written.
//! - `testing`: the `testing` module (state builders and riggers, and the accessors to the
//!   hidden parts of a [`State`]) for tests and tools. Not for apps.

#![forbid(unsafe_code)]

/// The game's content tables (the `content-arnak` crate), as every module names them:
/// `content::arnak::…`.
pub extern crate content_arnak as content;

mod action;
mod apply;
pub mod data;
mod explain;
mod hidden;
mod hooks;
mod legal;
mod resolve;
mod rival;
mod score;
mod setup;
pub mod state;
#[cfg(feature = "testing")]
pub mod testing;
mod text;
mod travel;
mod turns;
mod view;
#[cfg(feature = "serde")]
mod wire;

use std::ops::RangeInclusive;

use tabletop_core::game::{OptionInfo, Options};
use tabletop_core::{ActionError, Game, GameRng, Lang, Outcome, Seat, SeatSet, SetupError, Status};

pub use action::{Action, Event, RIVAL_EXILED, TravelPlan};
pub use data::{CardId, Icons};
pub use explain::REFUSAL_CODES;
pub use score::{rival_score, score};
pub use state::{Config, Marker, Pos, Side, State, Zone};
pub use text::{card_name, icons_text, res_text};
pub use view::{PlayerView, RivalView, SiteView, View};

/// Lost Ruins of Arnak.
#[derive(Debug, Clone, Copy, Default)]
pub struct Arnak;

impl Game for Arnak {
    const ID: &'static str = "arnak";
    const NAME: &'static str = "Lost Ruins of Arnak";
    const COOPERATIVE: bool = false;

    type Config = Config;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn player_counts() -> RangeInclusive<u8> {
        1..=4
    }

    fn languages() -> &'static [Lang] {
        &[Lang::En, Lang::Ru]
    }

    fn content_fingerprint() -> &'static str {
        content::arnak::CONTENT_FINGERPRINT
    }

    fn options() -> &'static [OptionInfo] {
        setup::OPTIONS
    }

    fn config(options: &Options) -> Result<Config, SetupError> {
        setup::config(options)
    }

    fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
        setup::setup(config, seed)
    }

    fn status(state: &State) -> Status {
        match state.phase {
            state::Phase::Over => Status::Over,
            _ => Status::Acting(SeatSet::single(Seat(state.current))),
        }
    }

    fn outcome(state: &State) -> Option<Outcome> {
        score::outcome(state)
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        if seat.index() < state.n() {
            legal::legal(state, seat.0, out);
        }
    }

    fn apply(
        state: &mut State,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        if seat.index() >= state.n() {
            return Err(ActionError::NotYourTurn { seat });
        }
        apply::apply(state, seat.0, action, events)
    }

    fn view(state: &State, seat: Seat) -> View {
        view::view(state, seat.0)
    }

    fn determinize(state: &mut State, observer: Seat, rng: &mut GameRng) {
        hidden::determinize(state, observer.0, rng);
    }

    fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
        text::describe_action(state, action, lang)
    }

    fn describe_action_detail(state: &State, action: &Action, lang: Lang) -> Option<String> {
        text::describe_action_detail(state, action, lang)
    }

    fn describe_event(state: &State, event: &Event, lang: Lang) -> String {
        text::describe_event(state, event, lang)
    }

    fn describe_refusal(
        state: &State,
        seat: Seat,
        action: &Action,
        refusal: &tabletop_core::Refusal,
        lang: Lang,
    ) -> String {
        u8::try_from(seat.index())
            .ok()
            .and_then(|seat| explain::describe(state, seat, action, refusal.code, lang))
            .unwrap_or_else(|| refusal.text.clone())
    }

    fn action_visible_to(state: &State, actor: Seat, action: &Action, observer: Seat) -> bool {
        // The cards looked at with the Crystal or the Obsidian come from the actor's own deck:
        // which one goes to the hand or back on top is theirs to know.
        let private_pick = matches!(
            (state.prompt, action),
            (
                Some(state::Prompt::CrystalKeep | state::Prompt::CrystalTop | state::Prompt::ObsidianKeep),
                Action::Pick { .. }
            )
        );
        actor == observer || !private_pick
    }

    fn legend(lang: Lang) -> &'static str {
        match lang {
            Lang::Ru => {
                "○ свободное место на локации · ■ место под блокирующим жетоном (не используется)\n\
                 P1…P4 археологи игроков · R археолог Соперника\n\
                 ⚡ свободное действие: не тратит основное действие хода\n\
                 [n] номер локации или места в ряду карт"
            }
            Lang::En | Lang::Uk => {
                "○ a free space at a site · ■ a space under a blocking tile (not used)\n\
                 P1…P4 the players' archaeologists · R the Rival's archaeologist\n\
                 ⚡ a free action: it does not use up your turn's main action\n\
                 [n] the number of a site or of a place in the card row"
            }
        }
    }

    fn render_view(view: &View, lang: Lang) -> String {
        view::render(view, lang)
    }

    fn render_player(view: &View, player: Seat, lang: Lang) -> Option<String> {
        view::render_player(view, player.0, lang)
    }

    fn heuristic(state: &State, seat: Seat) -> f64 {
        score::heuristic(state, seat.0)
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        hidden::check(state)
    }
}
