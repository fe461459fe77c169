//! Game-agnostic parts of tabletop rules engines.
//!
//! Every game crate implements [`Game`] and stands on the kernel here: zones ([`zone`]: decks,
//! piles, cups over `Vec`, `SmallVec` or the `Copy` [`zone::Inline`]), resolution ([`resolve`]:
//! effect programs on a stack, the asking rule, offer rounds, timing windows, one loop), boards
//! ([`board`]: a map graph with distances, pieces with stable ids), one legal-action sink
//! ([`legal`]), options ([`options`]), plural rules ([`locale`]) and refusal codes
//! ([`ActionError::code`]). Beside it: seats, seeded randomness that tests can rig, dice pools,
//! skill tests, chaos bags and use limits.
//! Saves name content by id ([`content_id`]) and effect lists by their place in the content
//! (`places`, with the `serde` feature).
//! Around the trait sit replays, bots, a playout driver and a property-check harness that every
//! game calls from its own tests.
//!
//! Architecture invariant: this crate knows no game. It depends on no workspace crate but
//! `tabletop-suggest` (did-you-mean, re-exported as [`suggest`]) and has no content tables, no IO
//! and no parsing.
//!
//! Architecture invariant: all randomness flows through [`GameRng`], which lives inside a game's
//! state; nothing reads the clock, thread-local randomness or hash-map order.
//!
//! # Feature flags
//!
//! - `serde`: `Serialize`/`Deserialize` for replays, seats and outcomes, and the save forms of
//!   content ids (`content_id`) and effect lists (`places`).
//! - `testing`: the test helpers of [`testing`] (`legal`, `act`, `refuse`), for games' tests.

#![forbid(unsafe_code)]

pub mod board;
pub mod bot;
pub mod chaos;
pub mod check;
pub mod content_id;
pub mod dice;
pub mod game;
pub mod hash;
pub mod legal;
pub mod limit;
pub mod locale;
pub mod options;
#[cfg(feature = "serde")]
pub mod places;
pub mod playout;
pub mod replay;
pub mod resolve;
pub mod rng;
pub mod seat;
pub mod skill;
pub use tabletop_suggest as suggest;
#[cfg(feature = "testing")]
pub mod testing;
pub mod zone;

pub use game::{ActionError, Game, Lang, Outcome, Refusal, SetupError, Status};
pub use rng::GameRng;
pub use seat::{Seat, SeatSet};
