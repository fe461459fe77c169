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

/// The game's content tables (the `content-eldritch` crate), as every module names them:
/// `content::eldritch::…`.
pub extern crate content_eldritch as content;

mod ability;
mod action;
mod ancient;
mod apply;
mod bot;
mod cards;
mod effects;
mod hidden;
mod hooks;
mod legal;
mod note;
mod resolve;
mod rules;
mod rumor;
mod score;
mod setup;
mod state;
#[cfg(any(test, feature = "testing"))]
mod testing;
mod text;
mod view;
#[cfg(feature = "serde")]
mod wire;

use std::ops::RangeInclusive;

pub use action::{Action, ActionKind, Answer, EncounterChoice, Event, Item};
use content::eldritch as data;
pub use effects::Pick;
pub use note::Note;
pub use rules::DOOM_MAX;
use tabletop_core::game::{Accepts, OptionInfo, Options};
use tabletop_core::legal::Map;
use tabletop_core::{ActionError, Game, GameRng, Lang, Outcome, Seat, SeatSet, SetupError, Status};
pub use view::View;

use crate::legal::{ambushing, legal};
use crate::rules::pending_seat;

/// A location's index by id (`"arkham"`), as used in actions, events and the state.
pub fn location(id: &str) -> Option<u8> {
    content::eldritch::location_index(id).map(|index| index as u8)
}
pub use state::{
    BoardMonster, CombatStep, Config, EncounterStep, EndReason, Fallen, Frame, Investigator, MonsterRef,
    MythosMode, OpenTest, Pending, Phase, Pile, Purpose, Standing, State, Trigger,
};

/// Eldritch Horror.
#[derive(Debug, Clone, Copy, Default)]
pub struct Eldritch;

impl Game for Eldritch {
    const ID: &'static str = "eldritch";
    const NAME: &'static str = "Eldritch Horror";
    const COOPERATIVE: bool = true;

    type Config = Config;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn player_counts() -> RangeInclusive<u8> {
        1..=8
    }

    fn options() -> &'static [OptionInfo] {
        &[
            OptionInfo {
                key: "ancient-one",
                accepts: Accepts::OneOf(&["azathoth", "cthulhu", "shub-niggurath", "yog-sothoth"]),
                default: "azathoth",
                help: "the Ancient One",
                players: OptionInfo::ANY_PLAYERS,
            },
            OptionInfo {
                key: "mythos",
                accepts: Accepts::OneOf(&["normal", "easy", "hard"]),
                default: "normal",
                help: "Mythos deck difficulty",
                players: OptionInfo::ANY_PLAYERS,
            },
            OptionInfo {
                key: "starting-rumor",
                accepts: Accepts::OneOf(&["yes", "no"]),
                default: "no",
                help: "the Starting Rumor variant",
                players: OptionInfo::ANY_PLAYERS,
            },
            OptionInfo {
                key: "investigators",
                accepts: Accepts::Text { shape: "id,id,... (e.g. lily-chen,akachi-onyele)" },
                default: "random",
                help: "the investigators picked in seat order from the Lead Investigator; the rest are dealt at random",
                players: OptionInfo::ANY_PLAYERS,
            },
        ]
    }

    fn config(options: &Options) -> Result<Config, SetupError> {
        tabletop_core::options::check_options::<Self>(options)?;
        let bad = |key: &str, value: &str, allowed: &str| SetupError::Option {
            key: key.to_owned(),
            message: format!("\"{value}\" is not one of {allowed}"),
        };
        let ao_name = options.get("ancient-one").unwrap_or("azathoth");
        let ancient_one = data::ancient_one_index(ao_name)
            .ok_or_else(|| bad("ancient-one", ao_name, "azathoth|cthulhu|shub-niggurath|yog-sothoth"))?;
        let mythos = match options.get("mythos").unwrap_or("normal") {
            "normal" => MythosMode::Normal,
            "easy" => MythosMode::Easy,
            "hard" => MythosMode::Hard,
            other => return Err(bad("mythos", other, "normal|easy|hard")),
        };
        let starting_rumor = match options.get("starting-rumor").unwrap_or("no") {
            "yes" => true,
            "no" => false,
            other => return Err(bad("starting-rumor", other, "yes|no")),
        };
        let mut investigators = Vec::new();
        if let Some(list) = options.get("investigators").filter(|list| *list != "random") {
            for id in list.split(',').map(str::trim) {
                let Some(index) = data::INVESTIGATORS.iter().position(|def| def.id == id) else {
                    let known: Vec<&str> = data::INVESTIGATORS.iter().map(|def| def.id).collect();
                    return Err(bad("investigators", id, &known.join("|")));
                };
                if investigators.contains(&(index as u8)) {
                    return Err(SetupError::Option {
                        key: "investigators".into(),
                        message: format!("\"{id}\" is picked twice"),
                    });
                }
                investigators.push(index as u8);
            }
            if investigators.len() > usize::from(options.players) {
                return Err(SetupError::Option {
                    key: "investigators".into(),
                    message: format!("{} investigators for {} players", investigators.len(), options.players),
                });
            }
        }
        Ok(Config { players: options.players, ancient_one, mythos, starting_rumor, investigators })
    }

    fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
        if !(1..=8).contains(&config.players) {
            return Err(SetupError::Players { players: config.players, min: 1, max: 8 });
        }
        if config.investigators.len() > usize::from(config.players)
            || config.investigators.iter().any(|&i| usize::from(i) >= data::INVESTIGATORS.len())
            || (1..config.investigators.len())
                .any(|i| config.investigators[..i].contains(&config.investigators[i]))
        {
            return Err(SetupError::Option {
                key: "investigators".into(),
                message: "each seat needs a different investigator".into(),
            });
        }
        if config.ancient_one >= data::ANCIENT_ONES.len() {
            return Err(SetupError::Option {
                key: "ancient-one".into(),
                message: "no such Ancient One".into(),
            });
        }
        Ok(setup::setup(config, seed))
    }

    fn status(state: &State) -> Status {
        if state.outcome.is_some() {
            return Status::Over;
        }
        match &state.pending {
            Some(Pending::PassLead) => Status::Acting(SeatSet::single(Seat(state.lead))),
            Some(pending) => {
                Status::Acting(SeatSet::single(Seat(pending_seat(pending).unwrap_or(state.lead))))
            }
            None => Status::Over,
        }
    }

    fn rounds(state: &State) -> Option<u32> {
        Some(u32::from(state.round()))
    }

    fn outcome(state: &State) -> Option<Outcome> {
        score::outcome(state)
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        if let Status::Acting(seats) = Self::status(state)
            && seats.contains(seat)
        {
            // Listed as players name them: a Spell or Condition by its face, not its copy.
            let public = |action: Action| {
                if hidden::names_card(&action) {
                    hidden::public_action(&action).unwrap_or(action)
                } else {
                    action
                }
            };
            legal(state, seat.0, None, &mut Map::new(out, public));
        }
    }

    fn apply(
        state: &mut State,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        apply::apply(state, seat, action, events)
    }

    fn view(state: &State, _seat: Seat) -> View {
        view::view(state)
    }

    fn determinize(state: &mut State, _observer: Seat, rng: &mut GameRng) {
        hidden::determinize(state, rng);
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
        _seat: Seat,
        action: &Action,
        refusal: &tabletop_core::Refusal,
        lang: Lang,
    ) -> String {
        match Refusal::ALL.iter().find(|r| r.code() == refusal.code) {
            Some(rule) => rule.text(&text::describe_action(state, action, lang), lang),
            None => refusal.text.clone(),
        }
    }

    fn languages() -> &'static [Lang] {
        &[Lang::En, Lang::Uk]
    }

    fn content_fingerprint() -> &'static str {
        content::eldritch::CONTENT_FINGERPRINT
    }

    fn action_visible_to(_state: &State, _actor: Seat, _action: &Action, _observer: Seat) -> bool {
        // Investigators play in the open: an action names nothing another seat may not see.
        true
    }

    fn legend(lang: Lang) -> &'static str {
        match lang {
            Lang::Uk => {
                "квитки 1T/0S: квитки на потяг (T) і на корабель (S)\n(головний): головний сищик\nТаємниця (жетонів N): жетони Таємниці на її картці\nРезерв: карти активів і їхня вартість\nМонстри: -N — жетони здоров'я на монстрі"
            }
            Lang::En | Lang::Ru => {
                "tickets 1T/0S: Train (T) and Ship (S) tickets held\n(Lead): the Lead Investigator\nMystery (tokens N): Eldritch tokens on the Mystery card\nReserve: Asset cards and their cost\nMonsters: -N is the Health tokens on a Monster"
            }
        }
    }

    fn render_view(view: &View, lang: Lang) -> String {
        text::render_view(view, lang)
    }

    fn render_player(view: &View, player: Seat, lang: Lang) -> Option<String> {
        text::render_player(view, usize::from(player.0), lang)
    }

    fn heuristic(state: &State, _seat: Seat) -> f64 {
        bot::evaluate(state)
    }

    fn greedy_samples(state: &State, _seat: Seat) -> u32 {
        bot::samples(state)
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        let mut clues: Vec<u8> = state
            .clue_pool
            .iter()
            .chain(&state.clue_discard)
            .copied()
            .chain(state.board_clues.iter().map(|&(clue, _)| clue))
            .chain(state.investigators.iter().flat_map(|inv| inv.clues.iter()).copied())
            .chain(state.fallen.iter().flat_map(|f| f.clues.iter()).copied())
            .collect();
        clues.sort_unstable();
        if clues != (0..data::CLUES.len() as u8).collect::<Vec<_>>() {
            return Err(format!("clue tokens not conserved: {clues:?}"));
        }
        let mut gates: Vec<u8> = state
            .gate_stack
            .iter()
            .chain(&state.gate_discard)
            .chain(&state.gates)
            .chain(&state.sheet_gates)
            .copied()
            .collect();
        gates.sort_unstable();
        if gates != (0..data::GATES.len() as u8).collect::<Vec<_>>() {
            return Err(format!("gate tokens not conserved: {gates:?}"));
        }
        let monsters = state.cup.len()
            + state.set_aside.len()
            + state.monsters.iter().filter(|m| !data::MONSTERS[usize::from(m.kind)].epic).count()
            + ambushing(state)
            + state.card_monsters.iter().filter(|&&k| !data::MONSTERS[usize::from(k)].epic).count()
            + state.mystery_monsters.len();
        let normal: usize = data::MONSTERS.iter().filter(|m| !m.epic).map(|m| usize::from(m.copies)).sum();
        if monsters != normal {
            return Err(format!("monster tokens not conserved: {monsters} of {normal}"));
        }
        let count = |pile: &Pile, held: usize, extra: usize| pile.len() + held + extra;
        let reserve = state.reserve.iter().flatten().count();
        let assets = count(
            &state.assets,
            state.investigators.iter().map(|i| i.assets.len()).sum::<usize>()
                + state.fallen.iter().map(|f| f.assets.len()).sum::<usize>(),
            reserve + state.asset_box.len(),
        );
        let total = |defs: &[data::CardDef]| defs.iter().map(|d| usize::from(d.copies)).sum::<usize>();
        if assets != total(data::ASSETS) {
            return Err(format!("Asset cards not conserved: {assets}"));
        }
        for (name, pile, held, defs) in [
            (
                "Artifact",
                &state.artifacts,
                state.investigators.iter().map(|i| i.artifacts.len()).sum::<usize>()
                    + state.fallen.iter().map(|f| f.artifacts.len()).sum::<usize>()
                    + state.artifact_box.len(),
                data::ARTIFACTS,
            ),
            (
                "Spell",
                &state.spells,
                state.investigators.iter().map(|i| i.spells.len()).sum::<usize>()
                    + state.fallen.iter().map(|f| f.spells.len()).sum::<usize>(),
                data::SPELLS,
            ),
            (
                "Condition",
                &state.conditions,
                state.investigators.iter().map(|i| i.conditions.len()).sum(),
                data::CONDITIONS,
            ),
        ] {
            if count(pile, held, 0) != total(defs) {
                return Err(format!("{name} cards not conserved"));
            }
        }
        let mythos =
            state.mythos.len() + state.mythos_discard.len() + state.mythos_box.len() + state.ongoing.len();
        if mythos != data::MYTHOS.len() {
            return Err(format!("Mythos cards not conserved: {mythos}"));
        }
        for inv in &state.investigators {
            if inv.standing == Standing::Active {
                if inv.health > inv.def().health
                    || inv.sanity > inv.def().sanity
                    || inv.health == 0
                    || inv.sanity == 0
                {
                    return Err(format!(
                        "{} has Health {} and Sanity {}",
                        inv.def().name,
                        inv.health,
                        inv.sanity
                    ));
                }
                if inv.train + inv.ship > 2 || inv.improve.iter().any(|&i| i > 2) {
                    return Err(format!("{} breaks the ticket or improvement limit", inv.def().name));
                }
            }
        }
        if state.doom > DOOM_MAX {
            return Err("Doom above the track".into());
        }
        Ok(())
    }
}

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
    pub fn text(self, action: &str, lang: Lang) -> String {
        use tabletop_core::Lang;
        match (self, lang) {
            (Refusal::NotAllowed, Lang::En) => format!("{action} is not allowed now"),
            (Refusal::NotAllowed, Lang::Ru) => format!("сейчас так нельзя: {action}"),
            (Refusal::NotAllowed, Lang::Uk) => format!("зараз так не можна: {action}"),
        }
    }
}
