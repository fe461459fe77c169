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
//!   Reserve, gates with monsters, clues, the first Mystery, the Starting Rumor variant (an
//!   Ongoing Rumor whose "enters play" effect is resolved, without its clues); in solo play the
//!   Team (`teamwork`) Assets and Artifacts go to the box first.
//! - Action phase: Travel (one step, then one per matching ticket; Detained forbids it), Rest
//!   (not with a monster; "when you Rest" hooks), Prepare for Travel (ticket limit 2, discard one
//!   to gain another), Acquire Assets (Influence test, Clue rerolls, Bank Loan, Reserve refilled
//!   after the action, discard one card when buying none), Trade (one possession per Trade
//!   action), every investigator's sheet Action, casting Action Spells, a "spend Clues"
//!   Mystery's work; each action once per round, at most two (plus granted ones), Delayed
//!   investigators stand up instead.
//! - Encounter phase: Detained replaces the encounter; combat with every monster first (Will then
//!   Strength, toughness, monster damage kept, Epic monsters boxed), then one encounter (optional
//!   after combat): General, regional city deck, Research (Clue here), Other World (gate here),
//!   Expedition (the Active Expedition follows the top card), Special and Mystery-token
//!   encounters, Rumor encounters, confronting the awakened Ancient One. Card effects run from
//!   the typed vocabulary; ambushes return the monster to the cup; "close this gate" discards the
//!   gate.
//! - Mythos phase: icons in order (Advance Omen with gate Doom, Reckoning, Spawn Gates, Monster
//!   Surge, Spawn Clues), Event vs Ongoing, Rumors entering play, the Mythos deck running out
//!   loses. Reckoning resolves the Ancient One sheet, then the Rumors in play, then the
//!   investigators' Blessed and Cursed from the Lead Investigator (a plain roll of 1 die, not a
//!   test; a 1 discards the card: recalled).
//! - Tests: printed skill + improvement + modifier + the single highest card bonus + extra dice,
//!   Condition penalties stack, at least one die, 5–6 succeed (Blessed: 4–6, Cursed: only 6,
//!   both: 5–6); after the roll, spend a Clue to reroll the lowest failed die (repeatable) or a
//!   once-per-round reroll.
//! - Health/Sanity, defeat (Doom +1, possessions discarded, Lead token passed to the next active
//!   seat), devouring, replacement investigators after the Mythos phase, Mysteries (research,
//!   close gate, defeat monster, token site, Special encounters, spend Clues, Epic monster),
//!   winning on the Ancient One's number of Mysteries, all players eliminated; a win and a loss
//!   together are a win; the optional score after a win ([`State::score`]).
//! - The Ancient One sheets' fronts (module `ancient`): Azathoth's Eldritch token on the green
//!   Omen space advances Doom whenever the Omen reaches green; Cthulhu's Reckoning puts an
//!   Eldritch token on each Sea space with an investigator, and moving onto one Delays the mover
//!   (ending its actions when that happens during its own action) and costs 1 Sanity;
//!   Shub-Niggurath's Reckoning spawns a monster on a random space and advances Doom by 2 at 10
//!   monsters; Yog-Sothoth's Reckoning advances Doom for each investigator on a gate without a
//!   Spell to discard.
//! - Awakening and the Final Mystery (module `ancient`): at Doom 0 the sheet flips; players whose
//!   investigator is defeated or devoured from then on are eliminated (and so are players waiting
//!   for a replacement); Doom never retreats; each further Doom advance is resolved by the back.
//!   Winning then needs the required Mysteries **and** the Final Mystery.
//!   - Azathoth: "The World is Devoured!": the investigators lose (as printed).
//!   - Cthulhu: each Doom advance, and each move onto an Eldritch token, puts a Sanity token on
//!     the sheet; its Reckoning costs each investigator 1 Sanity per token; all eliminated loses.
//!   - Shub-Niggurath: the Shub-Niggurath Epic monster spawns on The Heart of Africa and every
//!     Ghoul, Goat Spawn and Dark Young moves there; each Doom advance spawns a monster there and
//!     6 or more monsters there lose; its Reckoning makes each investigator there fight it; the
//!     Final Mystery is defeating it.
//!   - Yog-Sothoth: a gate that would advance Doom goes onto the sheet, any other Doom advance
//!     puts the top gate of the stack there, and 3 gates on the sheet lose; its Reckoning puts the
//!     gate of each investigator's space on the sheet unless that investigator discards a Spell.
//! - Rumors (module `rumor`): the twelve core Rumors by their printed text: Rumor-token
//!   encounters (an Observation test, then Clues equal to half the investigators solve it;
//!   Fractured Reality's portal; Spreading Sickness's cure), Reckonings, expiry (lose the game,
//!   Doom, Sanity or Health loss, Clues lost) and solving (the card, its tokens and its Epic
//!   monster leave play). "Gates cannot be closed" and "cannot resolve Expedition Encounters"
//!   apply.
//! - Investigators (module `ability`): all twelve Actions (from the content's `action_kind`)
//!   and passives (by investigator id), with the Reference Guide's clarifications: Charlie
//!   Kane's target has taken no action and is not Delayed, and acts at once (that action is on
//!   top of its own two); Silas Marsh's move spends no ticket and grants one more action; Akachi
//!   Onyele's Action puts the shuffled gate discard under a stack of fewer than 2, and her
//!   passive moves her to a Clue or Gate unless she cannot move; Lola Hayes's "+2" token counts
//!   twice; Lily Chen spends one resource to recover the other and never her last, and improves
//!   twice; Mark Harrigan's wound may defeat a monster outside combat and he is never Delayed or
//!   Detained; Jacqueline Fine trades only Clues and gains one when another investigator gains a
//!   non-Common Condition (once per round); Norman Withers pays 1 Sanity for 1 Clue once per
//!   round (rerolls, his Action, Mystery and Rumor payments); Trish Scarborough's space rerolls 2
//!   dice per Clue; Jim Culver's space rolls +1 die in combat, Leo Anderson's (Wilderness) and
//!   Silas Marsh's (Sea) +1 die on every test; Diana Stanley meets monsters at Horror 1.
//! - Spells: drawn from the bottom of their deck, skipping ones already held. A Spell whose face
//!   is an "Action:" with a test (Blessing of Isis on an investigator chosen before the test,
//!   Clairvoyance, Conjuration, Plumb the Void) is cast as an action, each card once per round,
//!   by the `effects` in its data. Combat Spells (Shriveling, Wither for Strength; Instill
//!   Bravery for Will) are cast before that combat test: their casting test is a plain roll
//!   whose successes count toward it.
//! - The greedy bot's evaluation ([`tabletop_core::Game::heuristic`], module `bot`): Mystery
//!   progress, Doom, gates, Rumors, Clues, danger to Health and Sanity, and distances to gates,
//!   clues, the Mystery token and Rumor sites.
//!
//! # Rules decisions (beyond the digest's §16)
//!
//! - Yog-Sothoth's Final Mystery: once the Mysteries are solved, as an encounter an investigator
//!   on a space with a Gate draws and resolves a "The Key and the Gate" Special Encounter (its
//!   pass places an Eldritch token on the sheet); half the investigators (rounded up) solve it
//!   (checked at once, not at the end of the Mythos phase).
//! - Cthulhu's Final Mystery is cut off in the public reference and is recalled as the
//!   "confront" pattern: once the Mysteries are solved, as an encounter an investigator on space
//!   3 (R'lyeh) tests Strength −1 (fail: lose 2 Health) and places an Eldritch token on the sheet
//!   on a pass; half the investigators (rounded up) solve it.
//! - Return of the Ancient Ones: after an investigator on space 19 defeats a Monster, it is asked
//!   whether to spend 1 Clue to put that Monster on the card (Epic ones too); the Monsters stay
//!   there (out of the cup) until the Rumor is solved. Web Between Worlds asks the Lead
//!   Investigator whether the group spends its Clues. Secrets of the Past culls only the
//!   Expedition draw pile; the game is lost when no Expedition card is left to draw. The Shub-Niggurath Epic monster loses no Health before the Mysteries are solved (the
//!   reference's pattern for awakened Epic monsters); its stats are recalled.
//! - After the required Mysteries are solved post-Awakening no new Mystery is drawn.
//! - Choices the engine makes for the players, each the one that is never worse: Yog-Sothoth's
//!   Reckonings (both sides) discard a held Spell; Web Between Worlds' Clues are paid by whoever
//!   holds most when the group can; a monster defeated on space 19 always goes onto Return of the
//!   Ancient Ones for a Clue (the card counts its toughness, the token returns to the cup); Lola
//!   Hayes's extra die is used on the first test on her space each round; Lily Chen always
//!   improves twice; Mark Harrigan never chooses to be Delayed or Detained; Jacqueline Fine
//!   always takes her Clue. Charlie Kane's gift hands all purchased cards to one investigator.
//! - Akachi Onyele's passive triggers on any "close this Gate" she resolves at a gate; in the
//!   core content only Other World encounters close gates at her location that way.
//! - A Rumor's Observation test has modifier 0 (the icons' numbers are lost in the reference).
//! - Rerolls always take the lowest failed dice (the best choice), so a reroll is one answer.
//! - Spell data is recalled (one Clue, one Asset, Blessed on a pass); a cast Spell is never
//!   flipped, because the backs are not in the public reference.
//!
//! # Not automated
//!
//! - Text the effect vocabulary cannot express is the `printed-text` hook: it is shown as an
//!   [`Event::Text`] and applies nothing (most Other World, General and Research encounter
//!   branches with choices, non-Rumor Ongoing Mythos cards and their Reckonings, monsters'
//!   spawn and Reckoning texts, Condition backs and Reckonings other than Blessed's and
//!   Cursed's rolls, Spell backs, reaction Spells such as Flesh Ward, Mists of R'lyeh and Feed
//!   the Mind, Asset "Action:" abilities).
//! - A defeated figure lies on the nearest City space (the first by index on a tie; a Health
//!   token unless it lost only Sanity) with its possessions on its sheet. The encounter with it
//!   (the back of its sheet, from public transcriptions) tests the skill the sheet names for a
//!   crippled or an insane investigator; the finder takes every possession on the sheet (tickets
//!   beyond 2 and duplicate Spells are discarded), a pass retreats Doom by 1, and the figure and
//!   sheet leave the game.
//! - Detained's back is approximated as "discard this Condition" in place of the encounter.
//!
//! # Feature flags
//!
//! - `serde`: `Serialize`/`Deserialize` for [`Action`] (replays).

#![forbid(unsafe_code)]

mod ability;
mod action;
mod ancient;
mod bot;
mod cards;
mod effects;
mod engine;
mod hooks;
mod rules;
mod rumor;
mod state;
mod text;

pub use action::{Action, ActionKind, EncounterChoice, Event, Item};
pub use effects::Pick;
pub use engine::{Eldritch, View};
pub use rules::DOOM_MAX;

/// A location's index by id (`"arkham"`), as used in actions, events and the state.
pub fn location(id: &str) -> Option<u8> {
    content::eldritch::location_index(id).map(|index| index as u8)
}
pub use state::{
    BoardMonster, CombatStep, Config, EncounterStep, EndReason, Fallen, Frame, Investigator, MonsterRef,
    MythosMode, OpenTest, Pending, Phase, Pile, Purpose, Standing, State, Trigger,
};

/// Whether the engine implements a content hook (every name in `content::eldritch::HOOKS`).
pub fn hook_implemented(name: &str) -> bool {
    hooks::implemented(name)
}

/// Why an action is refused, in the player's words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// Not among the legal actions now.
    #[error("{0} is not allowed now")]
    NotAllowed(String),
}
