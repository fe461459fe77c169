//! The `Game` implementation: configuration, legal actions, applying actions, views, bots.

use std::ops::RangeInclusive;

use content::eldritch::{self as data, LocationKind, MysteryGoal, PathKind, Skill, Ticket};
use smallvec::SmallVec;
use tabletop_core::game::{Accepts, OptionInfo, Options};
use tabletop_core::legal::{FindBy, Map, Sink, SinkExt};
use tabletop_core::{ActionError, Game, GameRng, Lang, Outcome, Seat, SeatSet, SetupError, Status};

use crate::action::{Action, ActionKind, Answer, Event, Item};
use crate::rules::{self, adjacent, pending_seat};
use crate::state::{
    BoardMonster, Config, EndReason, MonsterRef, MythosMode, Pending, Phase, Standing, State,
};
use crate::{Refusal, text};

mod legal;

use legal::*;

/// Eldritch Horror.
#[derive(Debug, Clone, Copy, Default)]
pub struct Eldritch;

/// What a seat sees: everything but deck orders, the cup's order, the generator and the backs
/// of Spells and Conditions (held cards are shown by face: the first index of their name).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct View {
    /// Round.
    pub round: u16,
    /// Phase.
    pub phase: Phase,
    /// Doom.
    pub doom: u8,
    /// Omen position.
    pub omen: u8,
    /// Lead Investigator seat.
    pub lead: u8,
    /// Gate locations.
    pub gates: Vec<u8>,
    /// Clue token locations on the board.
    pub clues: Vec<u8>,
    /// Monsters on the board.
    pub monsters: Vec<BoardMonster>,
    /// Investigators.
    pub investigators: Vec<crate::state::Investigator>,
    /// The Reserve.
    pub reserve: [Option<u16>; 4],
    /// Mythos cards left.
    pub mythos_left: usize,
    /// Current Mystery and its tokens.
    pub mystery: Option<(u8, u8)>,
    /// Solved Mysteries.
    pub solved: usize,
    /// Active Expedition location.
    pub expedition: Option<u8>,
    /// The pending decision.
    pub pending: Option<Pending>,
    /// Outcome.
    pub outcome: Option<(bool, EndReason)>,
    /// Defeated investigators lying on the board.
    pub fallen: Vec<crate::state::Fallen>,
    /// Ongoing Mythos cards in play and their Eldritch tokens.
    pub ongoing: Vec<(u8, u8)>,
    /// The Mystery token's space, if a Mystery placed it.
    pub mystery_sites: Vec<u8>,
    /// Eldritch tokens on the awakened sheet (Final Mystery progress).
    pub final_tokens: u8,
    /// The Ancient One (index into `content::eldritch::ANCIENT_ONES`).
    pub ancient_one: usize,
}

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
        Ok(rules::setup(config, seed))
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
        let (won, reason) = state.outcome?;
        let reason = match reason {
            EndReason::Mysteries => "the investigators solved the Mysteries",
            EndReason::Awakened => "the Ancient One awoke",
            EndReason::MythosOut => "the Mythos deck ran out",
            EndReason::AllEliminated => "every investigator was eliminated",
            EndReason::FinalMystery => "the investigators solved the Final Mystery",
            EndReason::AncientOneBack => "the awakened Ancient One's defeat condition was met",
            EndReason::Rumor => "an unstopped Rumor ended the game",
        };
        Some(Outcome::Coop { won, reason: reason.to_owned() })
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        if let Status::Acting(seats) = Self::status(state)
            && seats.contains(seat)
        {
            // Listed as players name them: a Spell or Condition by its face, not its copy.
            let public = |action: Action| {
                if crate::hidden::names_card(&action) {
                    crate::hidden::public_action(&action).unwrap_or(action)
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
        match Self::status(state) {
            Status::Over => return Err(ActionError::GameOver),
            Status::Acting(seats) if !seats.contains(seat) => return Err(ActionError::NotYourTurn { seat }),
            Status::Acting(_) => {}
        }
        // A replay of an earlier build answers a choice with a bare number: the question reads it.
        let typed;
        let action = match (action, &state.pending) {
            (Action::Pick(Answer::Legacy(raw)), Some(Pending::Pick { pick, .. })) => {
                typed = Action::Pick(pick.answer(*raw));
                &typed
            }
            _ => action,
        };
        // Actions name Spells and Conditions by face: this is the copy the investigator holds.
        let mut find = FindBy::new(|legal: &Action| crate::hidden::shows_as(legal, action));
        legal(state, seat.0, Some(action), &mut find);
        let Some(internal) = find.found else {
            let refusal = Refusal::NotAllowed;
            let words = refusal.text(&text::describe_action(state, action, Lang::En), Lang::En);
            return Err(ActionError::illegal(refusal.code(), words));
        };
        perform(state, seat.0, &internal, events);
        state.run(events);
        Ok(())
    }

    fn view(state: &State, _seat: Seat) -> View {
        View {
            round: state.round,
            phase: state.phase,
            doom: state.doom,
            omen: state.omen,
            lead: state.lead,
            gates: state.gate_locations().collect(),
            clues: state.clue_locations().collect(),
            monsters: state.monsters.as_slice().to_vec(),
            investigators: state.investigators.iter().map(crate::hidden::public_investigator).collect(),
            reserve: state.reserve,
            mythos_left: state.mythos.len(),
            mystery: state.mystery(),
            solved: state.solved.len(),
            expedition: state.expedition_location(),
            pending: state.pending.as_ref().map(crate::hidden::public_pending),
            outcome: state.outcome,
            fallen: state
                .fallen
                .iter()
                .map(|fallen| {
                    let mut shown = fallen.clone();
                    for card in &mut shown.spells {
                        *card = crate::hidden::face(data::CardDeck::Spell, *card);
                    }
                    shown
                })
                .collect(),
            ongoing: state.ongoing.clone(),
            mystery_sites: state.mystery_sites.clone(),
            final_tokens: state.final_tokens,
            ancient_one: state.config.ancient_one,
        }
    }

    fn determinize(state: &mut State, _observer: Seat, rng: &mut GameRng) {
        crate::hidden::determinize(state, rng);
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
        crate::bot::evaluate(state)
    }

    fn greedy_samples(state: &State, _seat: Seat) -> u32 {
        crate::bot::samples(state)
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
        let count = |pile: &crate::state::Pile, held: usize, extra: usize| pile.len() + held + extra;
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
        if state.doom > rules::DOOM_MAX {
            return Err("Doom above the track".into());
        }
        Ok(())
    }
}

fn took(state: &mut State, seat: u8, kind: ActionKind) {
    let bonus = state.bonus_turn == Some(seat);
    if bonus {
        // Charlie Kane's gift: this action is on top of the investigator's own.
        state.bonus_turn = None;
    }
    let inv = state.inv_mut(seat);
    inv.taken |= 1 << kind as u16;
    inv.actions += 1;
    if bonus {
        inv.extra_actions += 1;
    }
}

/// Applies a legal action (checked by the caller).
fn perform(state: &mut State, seat: u8, action: &Action, events: &mut Vec<Event>) {
    match action {
        Action::UseCard(code)
            if crate::cards::def_of(*code).abilities.contains(&data::Ability::ExtraAction) =>
        {
            state.pending = None;
            state.use_card_action(seat, *code, events);
            return;
        }
        Action::UseCard(code) => {
            state.inv_mut(seat).actions += 1;
            if state.bonus_turn == Some(seat) {
                state.bonus_turn = None;
                state.inv_mut(seat).extra_actions += 1;
            }
            state.pending = None;
            state.use_card_action(seat, *code, events);
            return;
        }
        Action::CardReroll(code) => {
            let granted = (state.combat_reroll == Some(*code)).then_some((false, false, 0));
            if let Some((once_per_round, any_number, sanity)) = State::reroll_of(*code).or(granted) {
                if once_per_round {
                    state.inv_mut(seat).used_cards.push(*code);
                }
                if sanity > 0 {
                    state.lose(seat, 0, sanity, events);
                }
                if let Some(Pending::Test(test)) = &mut state.pending {
                    test.used.push(*code);
                    if any_number {
                        test.roll.reroll_failures(&mut state.rng);
                    } else if let Some(die) = test.roll.failed_dice().min_by_key(|&i| test.roll.faces()[i]) {
                        let _ = test.roll.reroll(die, &mut state.rng);
                    }
                    let (seat, skill) = (test.seat, test.skill);
                    let faces = test.roll.faces().iter().copied().collect();
                    events.push(Event::Rolled { seat, skill, faces });
                }
                state.maybe_close_test(events);
            }
            return;
        }
        Action::BumpDie(code) => {
            if State::bump_once_per_round(*code) {
                state.inv_mut(seat).used_cards.push(*code);
            }
            let die = match &state.pending {
                Some(Pending::Test(test)) => bumpable(state, test),
                _ => None,
            };
            if let (Some(die), Some(Pending::Test(test))) = (die, &mut state.pending) {
                test.used.push(*code);
                let face = test.roll.faces()[die];
                let _ = test.roll.set_face(die, face + 1);
                let (seat, skill) = (test.seat, test.skill);
                let faces = test.roll.faces().iter().copied().collect();
                events.push(Event::Rolled { seat, skill, faces });
            }
            state.maybe_close_test(events);
            return;
        }
        // A pick may ask the next question at once: what it leaves pending stays.
        Action::Pick(answer) => {
            if let Some(Pending::Pick { pick, at, .. }) = state.pending
                && let Some(raw) = pick.raw(*answer)
            {
                state.pending = None;
                state.resolve_pick(seat, pick, at, Some(raw), events);
            }
            return;
        }
        Action::Decline => {
            if let Some(Pending::Pick { pick, at, .. }) = state.pending.take() {
                state.resolve_pick(seat, pick, at, None, events);
            }
            return;
        }
        Action::Travel { route } => {
            took(state, seat, ActionKind::Travel);
            let mut here = state.inv(seat).location;
            for (step, &next) in route.iter().enumerate() {
                if step > 0 {
                    let kind = adjacent(here)
                        .iter()
                        .find(|&&(to, k)| to == next && k != PathKind::Uncharted)
                        .map(|&(_, k)| k);
                    let inv = state.inv_mut(seat);
                    match kind {
                        Some(PathKind::Train) if inv.train > 0 => inv.train -= 1,
                        _ => inv.ship = inv.ship.saturating_sub(1),
                    }
                }
                here = next;
                state.inv_mut(seat).location = next;
                events.push(Event::Moved { seat, to: next });
                if state.entered(seat, next, true, events) {
                    // Delayed during the action: it stops here, with no more actions this round.
                    break;
                }
            }
        }
        Action::Rest => {
            took(state, seat, ActionKind::Rest);
            let inv = state.inv(seat);
            let hook = |hook: data::Hook| {
                inv.assets
                    .iter()
                    .any(|&a| data::ASSETS[usize::from(a)].effects.contains(&data::Effect::Custom(hook)))
            };
            let health = 1 + u8::from(hook(data::Hook::OnRestRecoverHealth));
            let sanity = 1 + u8::from(hook(data::Hook::OnRestRecoverSanity));
            state.recover(seat, health, sanity, events);
            state.rest_abilities(seat);
        }
        Action::Prepare { gain, discard } => {
            took(state, seat, ActionKind::Prepare);
            let inv = state.inv_mut(seat);
            match discard {
                Some(Ticket::Train) => inv.train -= 1,
                Some(Ticket::Ship) => inv.ship -= 1,
                None => {}
            }
            match gain {
                Ticket::Train => inv.train += 1,
                Ticket::Ship => inv.ship += 1,
            }
            events.push(Event::Gained { seat, what: "ticket".into() });
        }
        Action::AcquireAssets => {
            took(state, seat, ActionKind::Acquire);
            state.begin_test(seat, Skill::Influence, 0, crate::state::Purpose::Acquire, events);
            return;
        }
        Action::Trade { with, item } => {
            took(state, seat, ActionKind::Trade);
            match item {
                Item::Clue => {
                    if let Some(clue) = state.inv_mut(seat).clues.pop() {
                        state.inv_mut(*with).clues.push(clue);
                    }
                }
                Item::Ticket(Ticket::Train) => {
                    state.inv_mut(seat).train -= 1;
                    state.inv_mut(*with).train += 1;
                }
                Item::Ticket(Ticket::Ship) => {
                    state.inv_mut(seat).ship -= 1;
                    state.inv_mut(*with).ship += 1;
                }
                Item::Asset(card) | Item::Artifact(card) | Item::Spell(card) => {
                    let card = *card as u8;
                    let giver = state.inv_mut(seat);
                    let list = match item {
                        Item::Asset(_) => &mut giver.assets,
                        Item::Artifact(_) => &mut giver.artifacts,
                        _ => &mut giver.spells,
                    };
                    if let Some(pos) = list.iter().position(|&c| c == card) {
                        list.remove(pos);
                        let deck = match item {
                            Item::Asset(_) => data::CardDeck::Asset,
                            Item::Artifact(_) => data::CardDeck::Artifact,
                            _ => data::CardDeck::Spell,
                        };
                        let code = crate::effects::card_code(deck, card);
                        // A component's Action used this round stays used in its new hands.
                        let used = state.inv(seat).used_cards.contains(&code);
                        let receiver = state.inv_mut(*with);
                        match item {
                            Item::Asset(_) => receiver.assets.push(card),
                            Item::Artifact(_) => receiver.artifacts.push(card),
                            _ => receiver.spells.push(card),
                        }
                        if used {
                            receiver.used_cards.push(code);
                        }
                    }
                }
            }
        }
        Action::SheetAction
        | Action::GateOrder(_)
        | Action::GrantAction(_)
        | Action::Cultists(_)
        | Action::ShareClues { .. }
        | Action::RecruitAlly
        | Action::Convert { .. }
        | Action::Respend { .. }
        | Action::Wound(_)
        | Action::Banish(_)
        | Action::Sail(_) => {
            took(state, seat, ActionKind::Sheet);
            let def = state.inv(seat).def;
            state.component_used |= 1 << def;
            state.pending = None;
            crate::ability::perform_sheet(state, seat, action, events);
            return;
        }
        Action::TakeAlly(card) => {
            state.pending = None;
            state.take_ally(seat, *card, events);
            return;
        }
        Action::Teleport(to) => {
            state.pending = None;
            state.inv_mut(seat).location = *to;
            events.push(Event::Moved { seat, to: *to });
            state.entered(seat, *to, false, events);
            return;
        }
        Action::Stay | Action::DeclineRumor => {}
        Action::SolveRumor => {
            if let Some(Pending::RumorSpend { card, clues, .. }) = state.pending {
                state.pending = None;
                state.pay_rumor(seat, card, clues, events);
            }
            return;
        }
        Action::RerollWithSanity => {
            state.use_sanity_for_clue(seat, events);
            reroll(state, seat, 1, events);
            state.maybe_close_test(events);
            return;
        }
        Action::BuyFor { mask, to } => {
            buy(state, *mask, *to, events);
        }
        Action::WorkOnMystery => {
            took(state, seat, ActionKind::Mystery);
            state.pay_clues(seat, 1, events);
            if state.active(seat) {
                state.mystery_tokens += 1;
                state.check_mystery(events);
            }
        }
        Action::EndTurn => {
            state.pending = None;
            if state.bonus_turn == Some(seat) {
                // The offered additional action is declined.
                state.bonus_turn = None;
                return;
            }
            if let Phase::Action { turn } = state.phase {
                state.phase = Phase::Action { turn: turn + 1 };
            }
            return;
        }
        Action::Reroll => {
            state.spend_clue(seat);
            let dice = state.dice_per_clue(seat);
            reroll(state, seat, dice, events);
            state.maybe_close_test(events);
            return;
        }
        Action::BankLoan => {
            state.gain_condition(seat, "debt", events);
            if let Some(Pending::Test(test)) = &mut state.pending {
                test.roll.add_successes(2);
            }
            state.maybe_close_test(events);
            return;
        }
        Action::Keep => {
            state.finish_test(events);
            return;
        }
        Action::Buy(mask) => buy(state, *mask, seat, events),
        Action::DiscardReserve(slot) => {
            if let Some(card) = state.reserve[usize::from(*slot)].take() {
                state.assets.discard.put(card);
            }
            state.refill_reserve();
        }
        Action::BuyNothing => {}
        Action::Fight(index) => {
            state.pending = None;
            state.monsters[usize::from(*index)].fought = true;
            state.combat(seat, state.board_monster(usize::from(*index)), events);
            return;
        }
        Action::Encounter(choice) => {
            state.pending = None;
            state.encounter(seat, *choice, events);
            return;
        }
        Action::SkipEncounter => {}
        Action::ChooseSkill(skill) => {
            state.pending = None;
            state.improve(seat, *skill, events);
            return;
        }
        Action::MysterySpend => {
            if let Some(Pending::MysterySpend { clues, spells, trigger, .. }) = state.pending {
                state.pending = None;
                state.pay_mystery(seat, clues, spells, trigger, events);
            }
            return;
        }
        Action::MysteryDecline => {}
        Action::ChooseInvestigator(def) => {
            state.pending = None;
            state.seat_investigator(seat, *def, events);
            return;
        }
        Action::PassLead(to) => {
            state.lead = *to;
            state.pending = None;
            state.new_round(events);
            return;
        }
        Action::KeepLead => {
            state.pending = None;
            state.new_round(events);
            return;
        }
    }
    // Back to the phase machine (the same investigator's turn continues until two actions).
    state.pending = None;
}

/// Takes the Reserve slots in `mask` for `to`, then refills the Reserve.
fn buy(state: &mut State, mask: u8, to: u8, events: &mut Vec<Event>) {
    for slot in 0..4 {
        if mask & (1 << slot) != 0
            && let Some(card) = state.reserve[slot].take()
        {
            state.inv_mut(to).assets.push(card as u8);
            events.push(Event::Gained { seat: to, what: data::ASSETS[usize::from(card)].name.into() });
            state.card_gained(to, crate::effects::card_code(data::CardDeck::Asset, card as u8), false);
        }
    }
    state.refill_reserve();
}

/// Rerolls up to `dice` of the lowest failed dice of the open test.
fn reroll(state: &mut State, seat: u8, dice: usize, events: &mut Vec<Event>) {
    let rng = &mut state.rng;
    if let Some(Pending::Test(test)) = &mut state.pending {
        let mut failed: Vec<usize> = test.roll.failed_dice().collect();
        failed.sort_by_key(|&i| (test.roll.faces()[i], i));
        for &index in failed.iter().take(dice) {
            let _ = test.roll.reroll(index, rng);
        }
        events.push(Event::Rolled {
            seat,
            skill: test.skill,
            faces: test.roll.faces().iter().copied().collect(),
        });
    }
}

#[cfg(test)]
mod tests;
