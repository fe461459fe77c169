//! Rules engine for Arkham Horror, 2nd edition (co-operative, 1–8 players): turns (state,
//! action) into (state, events) through [`tabletop_core::Game`].
//!
//! # Using it
//!
//! ```
//! use arkham_2e::ArkhamHorror;
//! use tabletop_core::game::Options;
//! use tabletop_core::{Game, Lang, Status};
//!
//! let config = ArkhamHorror::config(&Options::players(2).with("ancient-one", "cthulhu"))?;
//! let mut state = ArkhamHorror::setup(&config, 7)?;
//! let (mut actions, mut events) = (Vec::new(), Vec::new());
//! for _ in 0..200 {
//!     let Status::Acting(seats) = ArkhamHorror::status(&state) else { break };
//!     let seat = seats.iter().next().expect("someone decides");
//!     actions.clear();
//!     ArkhamHorror::legal_actions(&state, seat, &mut actions);
//!     let action = actions[0]; // a UI asks the player; a bot picks
//!     let text = ArkhamHorror::describe_action(&state, &action, Lang::En);
//!     events.clear();
//!     ArkhamHorror::apply(&mut state, seat, &action, &mut events)?;
//!     assert!(!text.is_empty());
//! }
//! let screen = ArkhamHorror::render_view(&ArkhamHorror::view(&state, tabletop_core::Seat(0)), Lang::En);
//! assert!(!screen.is_empty());
//! // With the `serde` feature, a server sends the seat its view as JSON (cards by content id).
//! # #[cfg(feature = "serde")]
//! let json = serde_json::to_string(&ArkhamHorror::view(&state, tabletop_core::Seat(0)))?;
//! # #[cfg(feature = "serde")]
//! assert!(json.starts_with('{'));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The content (board, investigators, Ancient Ones, monsters, cards, encounters, Mythos) comes
//! from `content::arkham_2e`; the rules follow the Russian rulebook as digested in
//! `shared/rules/arkham-2e.md`.
//!
//! Architecture invariant: no IO, no TOML, no global mutable state; randomness only through the
//! `GameRng` inside [`State`]. Player input never panics: an action is checked against the legal
//! list first, and a refused one leaves the state unchanged.
//!
//! # What is implemented
//!
//! Built on the kernel of `tabletop-core`: effects run as `resolve::Program`s on the kernel's
//! resolution loop (`resolve::run`), the decks are `zone::Deck`s, the monster cup a `zone::Cup`,
//! monsters on the board `board::Pieces` with stable ids, the map a `board::Graph`, checks the
//! kernel's `skill::SkillTest` with Arkham's `dice::DiceRule` (Blessed 4–6, Cursed 6).
//!
//! - Setup in the rulebook's order (first player, investigators dealt or chosen with
//!   `investigators`, the Ancient One drawn or chosen with `ancient-one`, fixed and random
//!   possessions, Mask monsters only with Nyarlathotep, a Clue on each unstable location, the first
//!   Mythos card with Rumors redrawn).
//! - Upkeep: refresh, Upkeep rolls of Blessing, Curse, Retainer and Bank Loan (none the Upkeep
//!   after gaining one), cards' "Upkeep:" effects, and the three sliders as one decision within
//!   Focus. Lost investigators come back anywhere at the start of Upkeep after their skipped turn.
//! - Movement: Speed points, one step per point, closed locations barred; every monster in the area
//!   must be evaded or fought before leaving or stopping (not where one returned through a gate);
//!   a fight or a failed Evade ends movement; Clues picked up where movement ends. Other Worlds:
//!   first area, second area, then back through an open gate to that world (chosen among several)
//!   with an Explored marker, or Lost. Delayed, arrested (Jail Cell, then the Police Station with no
//!   encounter) and Lost (a skipped turn) investigators.
//! - Arkham encounters: a card of the neighbourhood's deck (shuffled before every draw), drawn
//!   through an open gate, or, explored, closing it with Lore or Fight plus the gate's modifier,
//!   or sealing it with an Elder Sign card. Other World encounters: gate cards revealed until the
//!   colour matches, the world's entry or "Other".
//! - The board's location abilities, offered instead of an encounter where no gate is open, only
//!   when payable and of use (a closed shop offers nothing): River Docks ($5) and Science Building
//!   (2 Clues) for trophies; St. Mary's Hospital and Arkham Asylum (1 point free, or $2 for all);
//!   General Store and Curiositie Shoppe (draw 3, buy one at list price); Ye Olde Magick Shoppe
//!   ($5: 2 Spells, keep one) and Administration Building ($8: 2 Skills, keep one); Bank of Arkham
//!   (a Bank Loan); Ma's Boarding House (an Ally of choice) and the Police Station (Deputy) for 10
//!   toughness of trophies; South Church (Blessed) for 5.
//! - The effect vocabulary in full: money, Clues, Stamina, Sanity, draws, named Allies and
//!   special cards, Blessed/Cursed, Retainer, Bank Loan, Lodge Membership, Deputy (with the Revolver
//!   and the Patrol Wagon), checks with difficulty, per-success effects and charts, rolls, "may"
//!   with its price, choices, moves, visits to Other Worlds, rolled gains and losses, splitting
//!   points, losing money, Clues, cards and items, the first Tome or Weapon, draw-and-keep,
//!   searching a deck, encounters, returning, Lost, arrested, delayed, devoured, monsters and gates
//!   that appear, drawn through the nearest gate, monsters returned, terror, doom.
//! - Skill checks: skill + modifier dice (bonuses of held cards: a base skill's bonus also helps the
//!   checks built on it), none below zero, Clues spent one at a time after the roll for a die each.
//! - Evading (Sneak + Awareness) and combat: the Horror check once (Nightmarish), fight or flee
//!   rounds, combat damage, Toughness, Overwhelming, Endless, Ambush, physical and magical
//!   resistance and immunity, weapons wielded within two hands (the best bonus first), combat
//!   spells cast (Sanity cost, Spell check, hands kept even on a failed cast, cast again each
//!   round), weapons good for one combat discarded; monster trophies.
//! - Insane and unconscious (Asylum or Hospital, half the items by choice and half the Clues,
//!   Retainers lost; Lost when in an Other World), devoured (a new investigator from the unused
//!   sheets, trophies kept).
//! - Mythos: gate and monster(s) (two with more than four players), monster surges spread evenly
//!   from the surge's gate, Elder Signs that stop both, Clues (taken at once by an investigator
//!   there), monster movement by dimension (normal, fast, stationary, flying with the Sky; a
//!   monster never leaves an investigator), Headlines, Environments and Rumors in play; the
//!   monster limit and the Outskirts (overflow: back to the cup and terror +1); the terror track
//!   (an Ally boxed per step, the General Store, Curiositie Shoppe and Ye Olde Magick Shoppe
//!   closing, no limit at 10, doom beyond it).
//! - Gates closed (trophies, matching monsters back to the cup) and sealed (5 Clues, or an Elder
//!   Sign card: 1 Sanity, 1 Stamina and a Doom token off the track).
//! - Every awakening (doom track full, too many gates, no gate marker, an empty cup when a gate, a
//!   surge or an encounter needs a monster, terror 10 with
//!   twice the monster limit) and the final battle (Lost investigators devoured; Upkeep with the
//!   sliders, the first player passing left; each investigator's Combat check against the Ancient
//!   One's rating and defences, successes pooled, a Doom token off per player-count successes; the
//!   Ancient One's attack with its growing penalty; devoured at 0). Azathoth ends the game on
//!   awakening. Winning by closing the last gate with enough gate trophies, by six Elder Signs, or
//!   by the final battle; the victory score ([`State::score`]).
//! - Also: the weapons' own rules (Axe, Cross, Shotgun, Powder of Ibn-Ghazi) and the allies that
//!   change combat (Eric Colt, Tom Murphy, John Legrasse, Professor Armitage, Pickman), the Ruby,
//!   the Map of Arkham and the Motorcycle (exhausted for their points when Movement starts), skill
//!   cards' extra Clue die, the Healing Stone, the Gate Box, the Derringer and the Deputy's
//!   Revolver kept through a defaulted Bank Loan; trading in Movement (Common and Unique Items,
//!   Spells and money to an investigator in the same area), Heal cast in Upkeep, tomes read in Movement, the Silver Twilight Lodge
//!   Membership (the Inner Sanctum's encounters), the Chthonian and the Hound of Tindalos, Mandy
//!   Thompson's re-roll, the victory score ([`State::score`]), and text in English and Russian.
//!
//! - Investigator cards used at a moment of their own, each a decision where it can be used:
//!   Voice of Ra (cast in Upkeep: +1 to every check until the next Upkeep), Find Gate (cast when
//!   Movement starts in an Other World with a gate back), Mists of Releh and the Silver Key
//!   (offered before an Evade check), Dragon's Eye (offered after a location or gate card is
//!   drawn), the Blue Watcher (on a failing Combat check or gate-closing check), the Warding Statue
//!   (after a failed Combat check that deals damage, and before the Ancient One's attack), the
//!   Flute (in combat, before the Combat check), Bind Monster, Enchant Weapon and the Red Sign
//!   (cast in combat), the Book of Dzyan (read in Movement, its tokens), the Patrol Wagon (instead
//!   of the normal movement; its die after each combat and return). The Terrible Experiment,
//!   Curiositie Shoppe 7's sale and Ye Olde Magick Shoppe 5's vision.
//!
//! # Rules decisions
//!
//! - Sliders start at the second position of each track (the rules let the player choose; the
//!   first Upkeep moves them within Focus).
//! - The Mythos Clue goes to the first investigator in turn order standing there.
//! - An investigator closing a gate with 5 Clues always seals it.
//! - The location abilities' trophy prices are the board's: 5 toughness of monster trophies or 1
//!   gate trophy (10: two fives, each five of monster toughness or a gate trophy). Monster trophies
//!   pay first, the weakest first; a five of them may overpay (3 + 3 toughness).
//! - South Church blesses the investigator who uses it (the board lets them choose any
//!   investigator).
//! - Weapons are wielded automatically: the best bonuses that fit in the hands combat spells left
//!   free.
//! - Against a monster that deals no combat damage, fleeing with no die and no Clue is not
//!   offered; a combat neither side can ever win ends as a flight.
//! - Nightgaunt with no gate open: a failed Combat check does nothing and the combat ends.
//! - The Bloated Woman's failed Will check: the Horror check fails and the monster deals its
//!   combat damage once, then the fight goes on.
//! - Yog-Sothoth's "difficulty to seal" is one more Clue; Nodens' Favor two fewer.
//! - The Lucky Cigarette Case re-rolls every die of a failing check; the Bullwhip its first failed
//!   die; Research Materials add a die like a Clue (also for Hunches and skill cards).
//! - Food, Whiskey and the Obsidian Statue, and Duke's and Sir William Brinton's "discard to
//!   restore", are used without asking, and only when a loss would otherwise knock the
//!   investigator out (they raise their maximum by 1 while held).
//! - Enchanted Jewelry (after Food) and Flesh Ward are used like Food: without asking, only when
//!   a Stamina loss would knock the investigator out; Flesh Ward's Spell check is then rolled at
//!   once, with no Clue to spend.
//! - Mists of Releh's Spell check (with the monster's awareness as its modifier) stands for the
//!   Evade check: its result is the Evade check's.
//! - Enchant Weapon enchants the best physical weapon held; the Red Sign has the monster ignore
//!   the first of Physical Immunity, Physical Resistance, Magical Resistance, Ambush, then
//!   Overwhelming or Endless that it has. Bind Monster that fails its cast is exhausted, not
//!   discarded.
//! - The Flute defeats the monsters without a Combat check: no Overwhelming loss.
//! - The Warding Statue against the Ancient One cancels its attack on every investigator for the
//!   rest of that turn.
//! - Find Gate returns the investigator as a normal return does (the gate it chooses, explored);
//!   its Movement ends there.
//! - Curiositie Shoppe 7: the investigator having the encounter buys first, then the others in
//!   turn order from it, from what is left.
//! - Ye Olde Magick Shoppe 5: the card is drawn at random from the neighbourhood's cards (the
//!   engine shuffles before every draw) and kept face up for the next encounter there.
//! - The Terrible Experiment's monsters are fought in the order they were placed; after each one
//!   defeated the investigator may fight the next; monsters left when it ends go to the cup.
//! - Rumor pass conditions that discard cards discard the first ones held.
//! - Special cards an investigator starts with (Darrell Simmons' Retainer, Sister Mary's
//!   Blessing) are held as statuses like any other: gained before the first Upkeep, they are not
//!   rolled for in it.
//! - Hastur's combat rating is minus the terror level.
//! - "Lose N Stamina and M Sanity" (a Stamina loss written next to a Sanity loss) is one
//!   simultaneous loss: when both reach 0 the investigator is devoured, not knocked out twice.
//! - The sixth Elder Sign ends the game at once: the Elder Sign card's Sanity and Stamina are not
//!   paid after the win.
//! - A game that passes [`engine::ROUND_LIMIT`] rounds is lost (a safety net).
//! - Trading ("before, during or after movement"; in the final battle "as if in the same
//!   location"): the investigator whose turn it is gives Common and Unique Items, Spells and
//!   money to the others there, in Arkham during their movement, in an Other World area before
//!   moving on, and in the final battle at the end of their Upkeep (before the first player
//!   marker passes, not after everyone's Upkeep). Nobody is asked when there is nobody to give
//!   to or nothing to give.
//! - Sunny and Clear and Raining Cats and Dogs ("the Haunter of the Dark / Fire Vampires are
//!   returned to the cup and cannot enter play"): a banned monster drawn to appear goes back and
//!   another is drawn; if the cup holds nothing else, the banned monster is drawn anyway, so a
//!   banned monster never awakens the Ancient One by emptying the cup.
//! - A Strange Plague and Dreams of a Sunken City allow "medical" and "psychiatric care": any
//!   Stamina (Sanity) gained at St. Mary's Hospital (Arkham Asylum), by an encounter there or its
//!   ability, and what Vincent Lee (Carolyn Fern) gives.
//! - Alien Technology's extra Unique Item comes with a Combat check passed against a Mi-Go, not
//!   with a Mi-Go defeated otherwise (Bind Monster, the Flute).

/// The game's content tables (the `content-arkham-2e` crate), as every module names them:
/// `content::arkham_2e::…`.
pub extern crate content_arkham_2e as content;

mod action;
mod apply;
mod board;
mod bot;
mod checks;
mod config;
mod effects;
pub mod engine;
mod hooks;
mod legal;
mod mythos;
mod refusal;
mod resolve;
mod rules;
mod score;
mod setup;
mod state;
#[cfg(feature = "testing")]
pub mod testing;
mod text;
mod view;
mod wire;

use std::ops::RangeInclusive;

pub use action::{Action, Event, StatKind};
pub use board::{Map, Place};
pub use config::Config;
pub use refusal::Refusal;
pub use state::{
    After, Choice, Combat, Ending, Foe, Frame, Held, Investigator, Monster, Pending, Phase, Specials, State,
};
use tabletop_core::game::{OptionInfo, Options};
use tabletop_core::{ActionError, Game, GameRng, Lang, Outcome, Seat, SetupError, Status};
pub use view::View;
pub use wire::CardId;

/// Arkham Horror, 2nd edition.
#[derive(Debug, Clone, Copy)]
pub struct ArkhamHorror;

impl Game for ArkhamHorror {
    const ID: &'static str = "arkham-2e";
    const NAME: &'static str = "Arkham Horror (2nd edition)";
    const COOPERATIVE: bool = true;

    type Config = Config;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn player_counts() -> RangeInclusive<u8> {
        1..=8
    }

    fn languages() -> &'static [Lang] {
        &[Lang::En, Lang::Ru]
    }

    fn content_note() -> Option<String> {
        Some(format!(
            "the base game: {} investigators, {} Ancient Ones, {} monster kinds, {} Mythos cards",
            content::arkham_2e::INVESTIGATORS.len(),
            content::arkham_2e::ANCIENT_ONES.len(),
            content::arkham_2e::MONSTERS.len(),
            content::arkham_2e::MYTHOS.len()
        ))
    }

    fn options() -> &'static [OptionInfo] {
        config::OPTIONS
    }

    fn config(options: &Options) -> Result<Config, SetupError> {
        config::config(options)
    }

    fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
        let mut state = setup::setup(config, seed)?;
        let mut events = Vec::new();
        state.draw_mythos(&mut events);
        state.run(&mut events);
        Ok(state)
    }

    fn status(state: &State) -> Status {
        state.status()
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let ending = state.ending?;
        Some(Outcome::Coop { won: ending.won(), reason: text::ending(ending).to_owned() })
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        if let Ok(seat) = u8::try_from(seat.index()) {
            state.legal(seat, out);
        }
    }

    fn apply(
        state: &mut State,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let Ok(seat) = u8::try_from(seat.index()) else {
            let refusal = Refusal::NoSuchSeat;
            return Err(ActionError::illegal(refusal.code(), refusal.text("", Lang::En)));
        };
        state.apply_action(seat, action, events)
    }

    fn apply_listed(
        state: &mut State,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let Ok(seat) = u8::try_from(seat.index()) else {
            let refusal = Refusal::NoSuchSeat;
            return Err(ActionError::illegal(refusal.code(), refusal.text("", Lang::En)));
        };
        // The action was just listed: checking it again would cost as much as listing it.
        debug_assert!({
            let mut listed = Vec::new();
            state.legal(seat, &mut listed);
            listed.contains(action)
        });
        if state.pending.as_ref().is_none_or(|(waiting, _)| *waiting != seat) {
            return state.apply_action(seat, action, events);
        }
        state.apply_unchecked(seat, action, events);
        Ok(())
    }

    fn view(state: &State, seat: Seat) -> View {
        view::view(state, seat)
    }

    fn determinize(state: &mut State, _observer: Seat, rng: &mut GameRng) {
        state.reorder_hidden(rng);
        state.rng.reseed(rng.next_u64());
    }

    fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
        text::describe(state, action, lang)
    }

    fn action_visible_to(_state: &State, _actor: Seat, _action: &Action, _observer: Seat) -> bool {
        // Every decision is made in the open: investigators' cards and rolls are public.
        true
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
        let rule = match u8::try_from(seat.index()) {
            Ok(seat) => Refusal::of(state, seat),
            Err(_) => Refusal::NoSuchSeat,
        };
        if rule.code() != refusal.code {
            return refusal.text.clone();
        }
        rule.text(&text::describe(state, action, lang), lang)
    }

    fn legend(lang: Lang) -> &'static str {
        match lang {
            Lang::Ru => {
                "* первый игрок\nнавыки: скорость/скрытность/сила/воля/знания/удача\n(в игре)/(выбыл): выбывает сыщик, пожранный в последней битве"
            }
            Lang::En | Lang::Uk => {
                "* the first player\nskills: Speed/Sneak/Fight/Will/Lore/Luck\n(in)/(out): an investigator devoured in the final battle is out"
            }
        }
    }

    fn render_view(view: &View, lang: Lang) -> String {
        text::render(view, lang)
    }

    fn greedy_samples(state: &State, _seat: Seat) -> u32 {
        // Decisions that lead into dice are judged over several rolls.
        match state.pending.as_ref().map(|(_, p)| p) {
            Some(Pending::Gate | Pending::Combat | Pending::FaceEncounter(_) | Pending::Check(_)) => 6,
            Some(Pending::Move)
                if state.pending.as_ref().is_some_and(|(s, _)| state.unfaced(*s).next().is_some()) =>
            {
                6
            }
            _ => 1,
        }
    }

    fn rounds(state: &State) -> Option<u32> {
        Some(u32::from(state.round))
    }

    fn heuristic(state: &State, _seat: Seat) -> f64 {
        bot::heuristic(state)
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        let monsters_total: usize = content::arkham_2e::MONSTERS.iter().map(|m| usize::from(m.copies)).sum();
        let held = state.investigators().iter().flat_map(|p| p.monster_trophies.iter()).count();
        let pending_encounter = match (&state.pending, &state.combat) {
            (Some((_, Pending::FaceEncounter(_))), _) => 1,
            (_, Some(Combat { foe: Foe::Encounter(_), .. })) => 1,
            _ => 0,
        };
        let in_play = state.monsters.len() + state.cup.len() + held + pending_encounter;
        if in_play > monsters_total {
            return Err(format!("{in_play} monsters in play, the box holds {monsters_total}"));
        }
        Ok(())
    }
}
