//! Rules engine for Evil High Priest (competitive worker placement, 2–5 players): the core game
//! with the Great Cthulhu and Black Goat cult boards, and *The Blood Ceremony* (unique monsters,
//! Investigators, Priest cards and the Crawling Chaos, Opener of the Way, Sleeper and Tcho-Tcho
//! boards). It implements [`tabletop_core::Game`] as [`EvilPriest`].
//!
//! # Using it
//!
//! An app drives a game through [`tabletop_core::Game`]: set it up from options and a seed, ask
//! who decides, list that seat's legal actions, apply the one the player (or a bot) chose, and
//! show the events and the seat's view. Here every seat takes its first legal action:
//!
//! ```
//! use evil_priest::EvilPriest;
//! use tabletop_core::game::Options;
//! use tabletop_core::{Game, Lang, Status};
//!
//! let config = EvilPriest::config(&Options::players(3))?;
//! let mut state = EvilPriest::setup(&config, 7)?;
//! let (mut actions, mut events) = (Vec::new(), Vec::new());
//! for _ in 0..200 {
//!     let Status::Acting(seats) = EvilPriest::status(&state) else { break };
//!     let seat = seats.iter().next().expect("someone decides");
//!     actions.clear();
//!     EvilPriest::legal_actions(&state, seat, &mut actions);
//!     let action = actions[0].clone(); // a UI asks the player; a bot picks
//!     let text = EvilPriest::describe_action(&state, &action, Lang::En);
//!     events.clear();
//!     EvilPriest::apply(&mut state, seat, &action, &mut events)?;
//!     assert!(!text.is_empty());
//! }
//! let screen = EvilPriest::render_view(&EvilPriest::view(&state, tabletop_core::Seat(0)), Lang::En);
//! assert!(!screen.is_empty());
//! // With the `serde` feature, a server sends the seat its view as JSON (cards by content id).
//! # #[cfg(feature = "serde")]
//! let json = serde_json::to_string(&EvilPriest::view(&state, tabletop_core::Seat(0)))?;
//! # #[cfg(feature = "serde")]
//! assert!(json.starts_with('{'));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Architecture invariant: no IO, no TOML, no global state; all randomness goes through the
//! [`tabletop_core::GameRng`] inside [`State`]. Boards, cards and numbers are `'static` data from
//! `content::evil_priest`; this crate holds only rules.
//! Architecture invariant: player input never panics; an illegal action is an `ActionError` and
//! leaves the state unchanged (every action is checked against the rules that list it in
//! [`Game::legal_actions`] before anything changes).
//! Architecture invariant: what no seat may see (the order of the face-down draw piles, the
//! generator) is private to this crate; an app reads what the table shows through public fields
//! and accessors ([`Deck::deck_len`], [`Deck::discard`]), or a seat's [`View`]. See [`State`].
//!
//! # Options
//!
//! - `expansion=none|blood-ceremony` (default `none`): with the expansion, monsters come from the
//!   12 unique cards (3 face up), each raid draws an Investigator, and each player gets a Priest
//!   card. Without it, monsters are the generic pile and raid steps 1, 2 and 10 are skipped.
//! - `cult=<board id>|random` (default `random`): `cthulhu`, `black-goat`, and with the expansion
//!   `crawling-chaos`, `opener`, `sleeper`, `tcho-tcho`.
//! - `max-rounds=<n>` (default 100): a safety net; the box has no round limit.
//!
//! # Rules decisions
//!
//! The rulebook (`evil-high-priest.ru.txt`) wins over the digest; the digest's §16 decisions are
//! followed unless listed here.
//!
//! - Seat 0 holds the First Player marker at the start. A [`Space::Priest`] always names the acting
//!   player's own priest board, so another player's priest spaces cannot even be asked for.
//! - A3: Summon Monster needs only the first raid and an acolyte to sacrifice (it may be used when
//!   no monster is left to take; the acolyte is still sacrificed).
//! - A14: the Deep One track moves +1 when each raid starts (raid B adds nothing more).
//! - A17/A19: a space whose only effect is a rescue (Rescue Acolyte, Black Goat's rescue) needs an
//!   acolyte in the asylum; where the rescue is a bonus (Arkham) an empty asylum just gives none.
//! - A5: a generic monster has Defense 5 and no ability.
//! - A6: a gained resource goes to the *deepest* Chamber with room for it, else to exposed
//!   resources. Costs are paid from exposed resources first, then Chambers 1 to 7.
//! - Redistribution after gaining a Chamber (or Chanting with a full sanctum) is free-form, as the
//!   rulebook allows: [`Plan::Arrange`] takes everything up and then asks, Chamber by Chamber
//!   from slot 1 (Chambers that store nothing are skipped), what that Chamber holds
//!   ([`Action::Store`], every amount that fits and is available is listed); what is left stays
//!   exposed. At most seven answers, each one amount, instead of one click per resource. Three
//!   shortcuts are listed too, each only when it changes something: keep, store the exposed
//!   resources, or repack everything (most valuable first, deepest Chamber first).
//! - Byakhee on the Opener of the Way board: besides stealing a spellbook, its discard ability
//!   may destroy another player's Abomination or Spawn ([`Action::DestroyStandIn`]); the destroyed
//!   acolyte goes to its owner's asylum (A23, overflow to Escape) and the Byakhee's owner *gains*
//!   a spellbook (stored like any gain, A6), while a stolen spellbook lands on the thief's exposed
//!   resources (rulebook example).
//! - Resource counts are bytes: a pile that would pass 255 stays at 255 (the box has no limit
//!   either; only very long bot games get there).
//! - A8/A16: Escape holds any number of acolytes; a player with no legal placement is skipped but
//!   asked again later in the phase (a space may have been freed by a strike).
//! - A10, A11, A12, A13, A14, A17, A18, A19, A22, A23, A25, A27, A28, A30, A31, A32: as the digest.
//! - A20: gaining a Chamber with a full sanctum lets the player replace one or decline.
//! - Raid strike windows open only when something is at stake: before exposed resources are
//!   destroyed and after each Chamber's Defense when it holds resources, and only for a player
//!   who has something to strike with. Striking earlier never blocks more, so nothing is lost.
//!   Raids are simultaneous: every player with an open window acts (`Status::Acting` holds all).
//! - Monster "when sacrificed in a raid" abilities resolve after the raid; a Dimensional Shambler
//!   traps an acolyte from the target's *pool*, which returns to its owner's pool when the
//!   Shambler leaves the lair (designed; the card text is not in the rulebook).
//! - A stolen spellbook lands on the thief's exposed resources (rulebook example).
//! - A gained monster with an empty lair must be taken (into any empty lair: they are equal);
//!   with full lairs the player replaces one or declines. Black Goat free monsters need an empty
//!   lair after the raid.
//! - Abominations and Spawn may stand in for spellbooks when paying (part of [`Pay`]); they never
//!   count as spellbooks for scoring (A33).
//! - The Howler returns the chosen Azathoth acolyte to its owner's asylum (A22); the Bloated Woman
//!   puts one of the owner's own Azathoth acolytes on a free ritual Start at no cost; the Dark
//!   Pharaoh sends one acolyte from another player's pool to Azathoth.
//! - Avatar and monster Preparation abilities resolve per player in turn order: monsters, then
//!   Chamber powers, then Avatars.
//! - When the Crawling Chaos Azathoth pool reaches 3 × players, the game ends and everybody loses:
//!   the outcome is ranked with all scores 0 and no winner.
//! - A ritual Skulk needs the ritual board face up; a Cult Skulk may move to any unlocked
//!   reusable action space of the board except another Skulk space, ignoring occupancy, but it
//!   must meet that space's requirements and pay its cost.
//! - Tcho-Tcho: the Growth track starts at 0; its spaces fire at 2, 5 (rulebook), 8 and 11
//!   (designed). When no Investigator is in the rolled display slot, the first face-up one leads.
//! - The cards the designers published on their blog follow the posts (`source = "reference"`):
//!   the Federal Agent, the Hobo, Carl Stanford, Edward Hutchinson, the Shan Queen and John
//!   Scott. The Federal Agent's Post-Raid target must have an acolyte in the pool (with none,
//!   nothing happens). The Hobo raids exposed resources first, then the sanctum from its last
//!   Chamber; the Private Eye's "first Chamber" is the first the raid reaches. The Shan Queen's
//!   magic is paid like a cost (exposed first) and stored like a gain. John Scott's "turn" is
//!   the round: until it ends, the player's cultists placed on a ritual (Ritual Skulks too)
//!   gain its 2 treasure instead of paying them. The Artist's post is cut off after "every
//!   player adds up their victory points"; designed from it, he raids only the players with the
//!   most victory points.
//! - Board, card and cost values the rulebook does not print are designed stand-ins, marked
//!   `source = "designed"` in `content/data/evil-priest/*.toml`;
//!   `content::evil_priest::designed_entries()` counts them.
//! - Prompts with a single possible answer resolve by themselves.
//!
//! # Feature flags
//!
//! - `serde`: `Serialize`/`Deserialize` for [`Action`], [`Event`], [`View`], [`State`] (a save:
//!   decks in order and the generator included) and every type inside them, and [`Config`]
//!   (replays are JSON lists of actions; an app sends views and events). Names are snake case;
//!   hooks are written by their content names (`shan-queen`). Chambers, monsters,
//!   Investigators, Priest cards, Avatars and the cult board are written by content id, never by
//!   table position; saves written before that (positions) still load, valid on unchanged
//!   content. A view's generator is the fixed one every view carries, not the game's. A view, an
//!   event or a state read back equals the one written.
//! - `testing`: the hidden parts of a [`State`] opened for tests that rig them
//!   (`Deck::pile`/`pile_mut`, `State::rng_mut`, `State::refill_monster_display`, ...; see
//!   [`State`]). Not for apps: a seat sees its [`View`].

#![forbid(unsafe_code)]

/// The game's content tables (the `content-evil-priest` crate), as every module names them:
/// `content::evil_priest::…`.
pub extern crate content_evil_priest as content;

mod action;
mod apply;
mod heuristic;
mod invariants;
mod legal;
mod occupancy;
mod refusal;
mod resolve;
mod resources;
mod score;
mod setup;
mod state;
mod tables;
#[cfg(feature = "testing")]
mod testing;
mod text;
mod view;
#[cfg(feature = "serde")]
mod wire;

use std::ops::RangeInclusive;

use content::evil_priest as data;
use tabletop_core::game::{Accepts, OptionInfo, Options};
use tabletop_core::{ActionError, Game, GameRng, Lang, Outcome, Seat, SeatSet, SetupError, Status};

pub use action::{
    ACOLYTE_MOVES, AcolyteFrom, Action, Cultist, Event, Evolving, Pay, Plan, Space, Spot, StandIn,
};
pub use legal::shatterable;
pub use occupancy::Placements;
pub use refusal::Refusal;
pub use resources::fits;
pub use score::scores;
pub use state::{
    ChamberSlot, Config, Deck, End, Lair, MAX_CHAMBER_SLOTS, MAX_LAIRS, MAX_PLAYERS, Phase, Placed, Player,
    PlayerRaid, Prompt, Raid, RaidStage, State, Task,
};
pub use view::View;

/// Evil High Priest.
#[derive(Debug, Clone, Copy, Default)]
pub struct EvilPriest;

const OPTIONS: &[OptionInfo] = &[
    OptionInfo {
        key: "expansion",
        accepts: Accepts::OneOf(&["none", "blood-ceremony"]),
        default: "none",
        help: "use The Blood Ceremony cards (unique monsters, Investigators, Priest cards)",
        players: OptionInfo::ANY_PLAYERS,
    },
    OptionInfo {
        key: "cult",
        accepts: Accepts::OneOf(&[
            "cthulhu",
            "black-goat",
            "crawling-chaos",
            "opener",
            "sleeper",
            "tcho-tcho",
            "random",
        ]),
        default: "random",
        help: "the cult board; crawling-chaos, opener, sleeper and tcho-tcho need expansion=blood-ceremony",
        players: OptionInfo::ANY_PLAYERS,
    },
    OptionInfo {
        key: "max-rounds",
        accepts: Accepts::Number { min: 1, max: 1000 },
        default: "100",
        help: "end and score the game after this many rounds",
        players: OptionInfo::ANY_PLAYERS,
    },
];

impl Game for EvilPriest {
    const ID: &'static str = "evil-priest";
    const NAME: &'static str = "Evil High Priest";
    const COOPERATIVE: bool = false;
    // Placements are counted and only the picked one is built.
    const PICKS_BY_COUNT: bool = true;

    type Config = Config;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn player_counts() -> RangeInclusive<u8> {
        2..=5
    }

    fn options() -> &'static [OptionInfo] {
        OPTIONS
    }

    fn config(options: &Options) -> Result<Config, SetupError> {
        tabletop_core::options::check_options::<Self>(options)?;
        let expansion = match options.get("expansion").unwrap_or("none") {
            "none" => false,
            "blood-ceremony" => true,
            other => {
                return Err(SetupError::Option {
                    key: "expansion".into(),
                    message: format!("\"{other}\" is not one of none, blood-ceremony"),
                });
            }
        };
        let cult = match options.get("cult").unwrap_or("random") {
            "random" => None,
            id => {
                let Some(index) = data::CULT_BOARDS.iter().position(|board| board.id == id) else {
                    let known: Vec<&str> = data::CULT_BOARDS.iter().map(|board| board.id).collect();
                    return Err(SetupError::Option {
                        key: "cult".into(),
                        message: format!("no cult board \"{id}\" (known: {}, random)", known.join(", ")),
                    });
                };
                if data::CULT_BOARDS[index].expansion && !expansion {
                    return Err(SetupError::Option {
                        key: "cult".into(),
                        message: format!("\"{id}\" needs expansion=blood-ceremony"),
                    });
                }
                Some(index as u8)
            }
        };
        let max_rounds = match options.get("max-rounds") {
            None => 100,
            Some(text) => match text.parse::<u16>() {
                Ok(n) if (1..=1000).contains(&n) => n,
                _ => {
                    return Err(SetupError::Option {
                        key: "max-rounds".into(),
                        message: format!("\"{text}\" is not a number from 1 to 1000"),
                    });
                }
            },
        };
        Ok(Config { players: options.players, expansion, cult, max_rounds })
    }

    fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
        setup::setup(config, seed)
    }

    #[inline]
    fn status(state: &State) -> Status {
        if state.over.is_some() { Status::Over } else { Status::Acting(legal::acting(state)) }
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let end = state.over?;
        if end == End::Azathoth {
            return Some(Outcome::Ranked { scores: vec![0; state.players.len()], winners: SeatSet::EMPTY });
        }
        let scores = scores(state);
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = scores
            .iter()
            .enumerate()
            .filter(|&(_, &s)| s == best)
            .map(|(seat, _)| Seat(seat as u8))
            .collect();
        Some(Outcome::Ranked { scores, winners })
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        legal::legal(state, seat.0, out);
    }

    #[inline]
    fn pick_legal(
        state: &State,
        seat: Seat,
        scratch: &mut Vec<Action>,
        choose: impl FnOnce(usize) -> usize,
    ) -> Option<Action> {
        legal::pick(state, seat.0, scratch, choose)
    }

    fn apply(
        state: &mut State,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        apply::apply(state, seat.0, action, events)
    }

    #[inline]
    fn apply_listed(
        state: &mut State,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        apply::apply_listed(state, seat.0, action, events);
        Ok(())
    }

    fn view(state: &State, seat: Seat) -> View {
        view::view(state, seat.0)
    }

    fn determinize(state: &mut State, _observer: Seat, rng: &mut GameRng) {
        view::determinize(state, rng);
    }

    fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
        text::action(state, action, lang)
    }

    fn describe_action_detail(state: &State, action: &Action, lang: Lang) -> Option<String> {
        text::detail::detail(state, action, lang)
    }

    fn describe_event(state: &State, event: &Event, lang: Lang) -> String {
        text::event(state, event, lang)
    }

    fn describe_refusal(
        state: &State,
        seat: Seat,
        action: &Action,
        refusal: &tabletop_core::Refusal,
        lang: Lang,
    ) -> String {
        // A refusal is only ever of a seat that may act, so the seat is at the table.
        let rule = u8::try_from(seat.index())
            .ok()
            .filter(|&s| usize::from(s) < state.players.len())
            .map(|s| apply::refusal(state, s, action));
        match rule {
            Some(rule) if rule.code() == refusal.code => rule.text(lang),
            _ => refusal.text.clone(),
        }
    }

    fn languages() -> &'static [Lang] {
        &[Lang::En, Lang::Ru]
    }

    fn content_fingerprint() -> &'static str {
        content::evil_priest::CONTENT_FINGERPRINT
    }

    fn content_note() -> Option<String> {
        let (designed, total) = content::evil_priest::designed_entries();
        Some(format!(
            "{designed} of {total} cards and spaces are designed stand-ins (the box's texts are not public)"
        ))
    }

    fn action_visible_to(_state: &State, _actor: Seat, _action: &Action, _observer: Seat) -> bool {
        // Every seat's view is the whole table: no action names anything hidden.
        true
    }

    fn legend(lang: Lang) -> &'static str {
        match lang {
            Lang::Ru => {
                "■ на месте ещё лежит Знак Древних · □ Знак Древних снят\n\
                 С сокровища · К кровь · М магия · КЗ книги заклинаний · ЗД Знаки Древних\n\
                 * — вы"
            }
            Lang::En | Lang::Uk => {
                "■ an Elder Sign still seals the space · □ its Elder Sign is taken\n\
                 T treasure · B blood · M magic · SB spellbooks · ES Elder Signs\n\
                 * marks you"
            }
        }
    }

    fn render_view(view: &View, lang: Lang) -> String {
        text::render(view, lang)
    }

    fn heuristic(state: &State, seat: Seat) -> f64 {
        heuristic::heuristic(state, seat.0)
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        invariants::check(state)
    }
}
