//! Rules engine for Eldritch Horror (co-operative, 1–8 players): turns (state, action) into
//! (state, events) through [`tabletop_core::Game`].
//!
//! The content (board, cards, Ancient Ones) comes from `content::eldritch`; the rules follow the
//! Ukrainian Rulebook and Reference Guide as digested in `shared/rules/eldritch.md`.
//!
//! Architecture invariant: no IO, no TOML, no global mutable state; randomness only through the
//! `GameRng` inside [`State`] (dice, cup draws, clue draws, shuffles), so tests rig it.
//! Architecture invariant: player input never panics; an illegal action returns `ActionError` and
//! leaves the state unchanged (every action is checked against `legal_actions` first).
//!
//! # What is implemented
//!
//! - Setup in the Rulebook's order: gates and clues, investigators (dealt at random from the 12;
//!   seat 0 is the first Lead Investigator), starting possessions searched out of their decks,
//!   set-aside monsters, the Monster cup, the Ancient One's Research/Special/Mystery decks, the
//!   Mythos deck by stage and colour (difficulty option removes hard or easy cards), Doom, Omen,
//!   Reserve, gates with monsters, clues, the first Mystery, the Starting Rumor variant (placed
//!   as an Ongoing card; its text is not automated).
//! - Action phase: Travel (one step, then one per matching ticket; Detained forbids it), Rest
//!   (not with a monster; "when you Rest" hooks), Prepare for Travel (ticket limit 2, discard one
//!   to gain another), Acquire Assets (Influence test, Clue rerolls, Bank Loan, Reserve refilled
//!   after the action, discard one card when buying none), Trade (one possession per Trade
//!   action), sheet Actions of Trish Scarborough and Jim Culver, a "spend Clues" Mystery's work,
//!   each action once per round, at most two, Delayed investigators stand up instead.
//! - Encounter phase: Detained replaces the encounter; combat with every monster first (Will then
//!   Strength, toughness, monster damage kept, Epic monsters boxed), then one encounter (optional
//!   after combat): General, regional city deck, Research (Clue here), Other World (gate here),
//!   Expedition (the Active Expedition follows the top card), Special and Mystery-token
//!   encounters. Card effects run from the typed vocabulary; ambushes return the monster to the
//!   cup; "close this gate" discards the gate.
//! - Mythos phase: icons in order (Advance Omen with gate Doom, Reckoning, Spawn Gates, Monster
//!   Surge, Spawn Clues), Event vs Ongoing, the Mythos deck running out loses.
//! - Tests: printed skill + improvement + modifier + the single highest card bonus + extra dice
//!   (Blessed +1, Cursed −1), Condition penalties stack, at least one die, 5–6 succeed; after the
//!   roll, spend a Clue to reroll the lowest failed die (repeatable) or a once-per-round reroll.
//! - Health/Sanity, defeat (Doom +1, possessions discarded, Lead token passed to the next active
//!   seat), devouring, replacement investigators after the Mythos phase, elimination after
//!   Awakening, Mysteries (research, close gate, defeat monster, token site, Special encounters,
//!   spend Clues, Epic monster), winning on the Ancient One's number of Mysteries, Awakening at
//!   Doom 0, all players eliminated; a win and a loss together are a win.
//!
//! # Rules decisions (beyond the digest's §16)
//!
//! - Awakening ends the game as a loss for every Ancient One: the Final Mysteries are not
//!   automated (Azathoth's back is exactly that).
//! - Text the effect vocabulary cannot express is the `printed-text` hook: it is shown as an
//!   [`Event::Text`] and applies nothing. Rumor tokens, Reckoning texts of Mythos cards and
//!   monsters, Spells' casting, and the other ten investigators' Actions and passives are not
//!   automated.
//! - A defeated investigator's possessions are discarded at once (no defeated-investigator
//!   encounters); the nearest-City move is not modelled because the figure leaves play.
//! - Detained's back is approximated as "discard this Condition" in place of the encounter.
//! - Combat Spells add one die each to the Strength test (the Spell texts are not automated).
//! - Rerolls always take the lowest failed die (the best choice), so a reroll is one answer.
//!
//! # Feature flags
//!
//! - `serde`: `Serialize`/`Deserialize` for [`Action`] (replays).

#![forbid(unsafe_code)]

mod action;
mod engine;
mod rules;
mod state;
mod text;

pub use action::{Action, ActionKind, EncounterChoice, Event, Item};
pub use engine::{Eldritch, View};
pub use rules::DOOM_MAX;

/// A location's index by id (`"arkham"`), as used in actions, events and the state.
pub fn location(id: &str) -> Option<u8> {
    content::eldritch::location_index(id).map(|index| index as u8)
}
pub use state::{
    BoardMonster, Config, EncounterStep, EndReason, Frame, Investigator, MonsterRef, MythosMode, OpenTest,
    Pending, Phase, Pile, Purpose, Standing, State, Trigger,
};

/// Whether the engine implements a content hook (every name in `content::eldritch::HOOKS`).
pub fn hook_implemented(name: &str) -> bool {
    matches!(
        name,
        "printed-text"
            | "reroll-once-per-round"
            | "on-rest-recover-health"
            | "on-rest-recover-sanity"
            | "blessed-cursed-dice"
    )
}

/// Why an action is refused, in the player's words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// Not among the legal actions now.
    #[error("{0} is not allowed now")]
    NotAllowed(String),
}
