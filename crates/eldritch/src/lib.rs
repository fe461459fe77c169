//! Rules engine for Eldritch Horror (co-operative, 1–8 players): turns (state, action) into
//! (state, events) through [`tabletop_core::Game`].
//!
//! # Using it
//!
//! An app drives a game through [`tabletop_core::Game`]: set it up from options and a seed, ask
//! who decides, list that seat's legal actions, apply the one the player (or a bot) chose, and
//! show the events and the seat's view. Here every seat takes its first legal action:
//!
//! ```
//! use eldritch::Eldritch;
//! use tabletop_core::game::Options;
//! use tabletop_core::{Game, Lang, Status};
//!
//! let config = Eldritch::config(&Options::players(2))?;
//! let mut state = Eldritch::setup(&config, 7)?;
//! let (mut actions, mut events) = (Vec::new(), Vec::new());
//! for _ in 0..200 {
//!     let Status::Acting(seats) = Eldritch::status(&state) else { break };
//!     let seat = seats.iter().next().expect("someone decides");
//!     actions.clear();
//!     Eldritch::legal_actions(&state, seat, &mut actions);
//!     let action = actions[0].clone(); // a UI asks the player; a bot picks
//!     let text = Eldritch::describe_action(&state, &action, Lang::En);
//!     events.clear();
//!     Eldritch::apply(&mut state, seat, &action, &mut events)?;
//!     assert!(!text.is_empty());
//! }
//! let screen = Eldritch::render_view(&Eldritch::view(&state, tabletop_core::Seat(0)), Lang::En);
//! assert!(!screen.is_empty());
//! // With the `serde` feature, a server sends the seat its view as JSON (cards by content id).
//! # #[cfg(feature = "serde")]
//! let json = serde_json::to_string(&Eldritch::view(&state, tabletop_core::Seat(0)))?;
//! # #[cfg(feature = "serde")]
//! assert!(json.starts_with('{'));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
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
//! - Setup in the Rulebook's order: gates and clues, investigators (picked with the
//!   `investigators` option, the rest dealt at random; seat 0 is the first Lead Investigator),
//!   starting possessions searched out of their decks, set-aside monsters, the Monster cup, the
//!   Ancient One's Research/Special/Mystery decks, the Mythos deck by stage and colour
//!   (difficulty option removes hard or easy cards), Doom, Omen, Reserve, gates with monsters,
//!   clues, the first Mystery, the Starting Rumor variant; in solo play the Team (`teamwork`)
//!   Assets and Artifacts go to the box first.
//! - Action phase: Travel (one step, then one per matching ticket; "cannot move" forbids it),
//!   Rest (not with a monster; Rest abilities of the investigator's cards and of auras on its
//!   space), Prepare for Travel, Acquire Assets (Influence test, rerolls, Bank Loan, Reserve
//!   refilled after the action), Trade, every investigator's sheet Action, the "Action:" and
//!   "Local Action:" abilities of held cards ([`Action::UseCard`]: each card once per round, even
//!   after a Trade; Detained allows only its own), a "spend Clues" Mystery's work; at most two
//!   actions (plus granted ones); Delayed investigators stand up instead.
//! - Encounter phase: a card's "instead of resolving an encounter" (Detained's back); combat with
//!   every monster first, then one encounter (optional after combat): General, regional city deck,
//!   Research (Clue here), Other World (gate here), Expedition, Special and Mystery-token
//!   encounters (with the Mystery's test or ambush there), Rumor encounters, the defeated
//!   investigators lying there, confronting the awakened Ancient One.
//! - Card text is data (module `effects`): every encounter card, Mythos card, Asset, Artifact,
//!   Spell (front and each copy's back), Condition (front and each copy's back), Monster token
//!   and Cultist entry, resolved effect by effect; every choice a card leaves is asked
//!   ([`Action::Pick`], [`Action::Decline`]: costs and "unless", "A or B", targets, spaces,
//!   Monsters, Reserve cards, possessions to discard); what the vocabulary cannot say is a named
//!   hook (module `hooks`).
//! - Combat (module `rules`): per step (before Will, Will, before Strength, Strength), with the
//!   Monster's printed rules between steps, cards that boost the coming test offered before it
//!   is rolled, simultaneous Health loss, monster damage kept, Epic monsters boxed, defeat
//!   rewards, toughness growing with the investigators for Epic monsters.
//! - Mythos phase: icons in order; Reckoning resolves Monsters, the Ancient One sheet, Ongoing
//!   cards (Rumors by module `rumor`) and the investigators' cards, from the Lead Investigator.
//! - Tests: printed skill + improvement + modifier + the single highest bonus that applies in
//!   that situation (combat, Spells, Other Worlds, Acquire) + additional dice (stacking, auras),
//!   at least one die; 5–6 succeed (a card's success face: Blessed 4, Cursed 6, both cancel);
//!   after the roll: Clue rerolls, card rerolls and die changes; sixes counting twice where a
//!   card says so; "treating all die rolls as 1's" forces every die.
//! - Health/Sanity, defeat (Doom +1, the figure on the nearest City with its possessions on its
//!   sheet, Lead token passed), devouring, replacement investigators after the Mythos phase,
//!   the defeated-investigator encounters, Mysteries by their printed goals (module `rules`),
//!   winning on the Ancient One's number of Mysteries, all players eliminated; a win and a loss
//!   together are a win; the optional score after a win ([`State::score`]).
//! - The Ancient One sheets (module `ancient`): fronts, Awakening, the awakened sheets and the
//!   Final Mysteries (Azathoth: the investigators lose; Cthulhu: see below; Shub-Niggurath:
//!   defeat its Epic monster; Yog-Sothoth: "The Key and the Gate" Special encounters at a Gate).
//! - Investigators (module `ability`): all twelve Actions and passives with the Reference
//!   Guide's clarifications.
//! - The greedy bot's evaluation ([`tabletop_core::Game::heuristic`], module `bot`).
//! - Hidden information (module `hidden`): views and actions name a held Spell or Condition by
//!   its face (the first index of its name), never by the copy, whose back nobody has read;
//!   `determinize` resamples the encounter, Asset, Artifact, Mystery, Spell and Condition decks,
//!   the Mythos deck within its stages (and which cards of a colour are in it rather than in the
//!   box unseen), the gate stack, the clue pool, the cup and which copy of each Spell and
//!   Condition is where.
//!
//! # Rules decisions (beyond the digest's §16)
//!
//! - Cthulhu's Final Mystery is cut off in the public reference and is recalled as the
//!   "confront" pattern: once the Mysteries are solved, as an encounter an investigator on space
//!   3 (R'lyeh) tests Strength −1 (fail: lose 2 Health) and places an Eldritch token on the sheet
//!   on a pass; half the investigators (rounded up) solve it. (One public transcription says it
//!   is defeating the Cthulhu Epic monster; it is not confirmed.)
//! - Yog-Sothoth's Final Mystery and the other Eldritch-token goals are checked at once, not at
//!   the end of the Mythos phase.
//! - A defeated figure lies on the nearest City space (the first by index on a tie; a Health
//!   token unless it lost only Sanity). The finder of a defeated investigator takes every
//!   possession on the sheet (tickets beyond 2 and duplicate Spells are discarded).
//! - Return of the Ancient Ones: after an investigator on space 19 defeats a Monster, it is asked
//!   whether to spend 1 Clue to put that Monster on the card (Epic ones too); the Monsters stay
//!   there (out of the cup) until the Rumor is solved.
//! - Group decisions ("investigators as a group spend Clues") are the Lead Investigator's; the
//!   Clues are paid by whoever holds most.
//! - Ties the active investigator would break ("the nearest", the order of simultaneous
//!   effects) are broken by index or turn order.
//! - After the required Mysteries are solved post-Awakening no new Mystery is drawn.
//! - Rerolls take the lowest failed dice and "+1 to a die" the highest failed one that it turns
//!   into a success (the best choices), so each is one answer.
//! - Monster Reckonings are resolved after the Ancient One sheet's immediate part (their order
//!   among the frames that wait is kept: Monsters, sheet, Ongoing cards, investigators).
//! - Loss prevention: a card that prevents a loss is offered for every loss an effect, a
//!   combat, a Spell, a Rumor or an Ancient One's sheet causes; losses paid as a cost (Norman
//!   Withers's Sanity for a Clue, spending Health for Sanity, Sanity spent for dice) are not
//!   preventable. Holders are asked from the loser round the table.
//! - The Silver Key's discount applies to Clue costs of effects and investigator actions, not to
//!   Clues put on a Mystery or a Rumor, and is used on the first such cost of the round.
//! - Conjuration's second back, result 2 or more ("instead gain any number of Item or Trinket
//!   Assets whose values total no more than your result"): the Asset the front gave counts
//!   toward the total and more are offered one at a time within what is left.
//! - Spells cast at a moment of the round (Clairvoyance and Mists of Releh as the encounter step
//!   starts, Wither as a Combat Encounter starts) are offered once per round (Clairvoyance,
//!   Mists) or once per combat (Wither); a passed Clairvoyance commits the investigator to a
//!   Research encounter at the chosen Clue's space (the "may" is the casting).
//! - A Monster discarded while its combat waits (a card used mid-combat) ends that combat.
//! - A back read when its card is flipped is not remembered by the views (the card is turned
//!   face up again; the events name what the back did): the copy stays hidden until it is
//!   flipped again. Copies of cards whose effects are resolving keep their place in
//!   `determinize`.
//!
//! # Not automated yet
//!
//! - The Cthulhu Epic Monster's rule (what its Will test feeds to the Ancient One) is shown, not
//!   applied: the engine's awakened Cthulhu (see above) never spawns that token.
//!
//! # Feature flags
//!
//! - `serde`: `Serialize`/`Deserialize` for [`Action`] (replays), [`Event`], [`View`], [`State`]
//!   (a save: decks in order and the generator included) and every type inside them, and
//!   [`Config`] (an app sends views and events). Names are snake case; hooks and locations named
//!   in effects are written by their content names. A state (and so a view) names Monsters,
//!   investigators, held cards (`asset/axe`), encounter and Mythos cards, Mysteries, the Ancient
//!   One and locations by content id, gate and clue tokens by the location printed on them
//!   (`wire/save.rs`); an answer to [`Action::Pick`] names a card or a location by id too
//!   (`{"card":"asset/axe"}`; see [`Answer`]), and a bare number from older replays is read
//!   against the pending question. The
//!   effect lists and offers of a pending decision and the running effect programs are written as
//!   the content entry or engine step holding them, with their English text; a skill roll as its
//!   dice, rule and bonus (see `wire.rs`). A view, an event or a state read back equals the one
//!   written.
//! - `testing`: scenario setup on [`State`] for tests and tools (`place_monster`, `give_asset`,
//!   `set_doom`, `reckoning_now`, ...); the crate's own tests turn it on.

#![forbid(unsafe_code)]

// The game's tables (the `content-eldritch` crate), named `content::eldritch` in every module.
extern crate content_eldritch as content;

mod ability;
mod action;
mod ancient;
mod bot;
mod cards;
mod effects;
mod engine;
mod hidden;
mod hooks;
mod note;
mod rules;
mod rumor;
mod state;
#[cfg(any(test, feature = "testing"))]
mod testing;
mod text;
#[cfg(feature = "serde")]
mod wire;

pub use action::{Action, ActionKind, Answer, EncounterChoice, Event, Item};
pub use effects::Pick;
pub use engine::{Eldritch, View};
pub use note::Note;
pub use rules::DOOM_MAX;

/// A location's index by id (`"arkham"`), as used in actions, events and the state.
pub fn location(id: &str) -> Option<u8> {
    content::eldritch::location_index(id).map(|index| index as u8)
}
pub use state::{
    BoardMonster, CombatStep, Config, EncounterStep, EndReason, Fallen, Frame, Investigator, MonsterRef,
    MythosMode, OpenTest, Pending, Phase, Pile, Purpose, Standing, State, Trigger,
};

/// Why an action is refused: the rule it breaks, with a stable code and words in English,
/// Russian and Ukrainian.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// Not among the legal actions now.
    NotAllowed,
}

impl Refusal {
    /// Every refusal.
    pub const ALL: &'static [Refusal] = &[Refusal::NotAllowed];

    /// The stable code of [`tabletop_core::ActionError::code`].
    pub fn code(self) -> &'static str {
        match self {
            Refusal::NotAllowed => "eldritch.not-allowed",
        }
    }

    /// The refusal in `lang`, of the action that `action` describes (in `lang` too).
    pub fn text(self, action: &str, lang: tabletop_core::Lang) -> String {
        use tabletop_core::Lang;
        match (self, lang) {
            (Refusal::NotAllowed, Lang::En) => format!("{action} is not allowed now"),
            (Refusal::NotAllowed, Lang::Ru) => format!("сейчас так нельзя: {action}"),
            (Refusal::NotAllowed, Lang::Uk) => format!("зараз так не можна: {action}"),
        }
    }
}
