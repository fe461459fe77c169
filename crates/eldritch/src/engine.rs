//! The `Game` implementation: configuration, legal actions, applying actions, views, bots.

use std::ops::RangeInclusive;

use content::eldritch::{self as data, LocationKind, MysteryGoal, PathKind, Skill, Ticket};
use smallvec::SmallVec;
use tabletop_core::game::{Accepts, OptionInfo, Options};
use tabletop_core::{ActionError, Game, GameRng, Lang, Outcome, Seat, SeatSet, SetupError, Status};

use crate::action::{Action, ActionKind, Event, Item};
use crate::rules::{self, adjacent, pending_seat};
use crate::state::{
    BoardMonster, Config, EndReason, MonsterRef, MythosMode, Pending, Phase, Standing, State,
};
use crate::{Refusal, text};

/// Eldritch Horror.
#[derive(Debug, Clone, Copy, Default)]
pub struct Eldritch;

/// What a seat sees: everything but deck orders, the cup's order, the generator and the backs
/// of Spells and Conditions (held cards are shown by face: the first index of their name).
#[derive(Debug, Clone, PartialEq)]
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
            let start = out.len();
            legal(state, seat.0, None, out);
            for action in &mut out[start..] {
                if crate::hidden::names_card(action)
                    && let Some(shown) = crate::hidden::public_action(state, action)
                {
                    *action = shown;
                }
            }
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
        // Room for most turns' lists of one kind of action at once.
        let mut legal_now = Vec::with_capacity(16);
        legal(state, seat.0, Some(action), &mut legal_now);
        // Actions name Spells and Conditions by face: this is the copy the investigator holds.
        let Some(internal) =
            legal_now.into_iter().find(|legal| crate::hidden::shows_as(state, legal, action))
        else {
            let words = text::describe_action(state, action, Lang::En);
            let refusal = Refusal::NotAllowed(words);
            return Err(ActionError::illegal(refusal.code(), refusal.to_string()));
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

    fn render_view(view: &View, lang: Lang) -> String {
        text::render_view(view, lang)
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

/// Monsters drawn for an ambush that is still being fought.
fn ambushing(state: &State) -> usize {
    let non_epic = |kind: u8| usize::from(!data::MONSTERS[usize::from(kind)].epic);
    let testing = match &state.pending {
        Some(Pending::Test(test)) => match test.purpose {
            crate::state::Purpose::CombatWill(MonsterRef::Ambush(kind))
            | crate::state::Purpose::CombatStrength(MonsterRef::Ambush(kind)) => non_epic(kind),
            _ => 0,
        },
        _ => 0,
    };
    // Between the steps of a combat the ambusher is held by the step waiting on the stack.
    let stepping: usize = state
        .frames
        .iter()
        .map(|frame| match *frame {
            crate::state::Frame::Combat { monster: MonsterRef::Ambush(kind), .. } => non_epic(kind),
            _ => 0,
        })
        .sum();
    testing + stepping
}

fn city(location: u8) -> bool {
    data::LOCATIONS[usize::from(location)].kind == LocationKind::City
}

/// Whether the listing for `only` needs the actions `kind` accepts. Applying an action looks for
/// it among the legal actions of its own kind (`only`): those are listed as always, in the same
/// order, and the costly lists of other kinds are skipped.
fn lists(only: Option<&Action>, kind: impl Fn(&Action) -> bool) -> bool {
    only.is_none_or(kind)
}

/// Every legal action of `seat` now, as the engine names it (with `only`: at least every one of
/// that action's kind, in the same order).
fn legal(state: &State, seat: u8, only: Option<&Action>, out: &mut Vec<Action>) {
    let Some(pending) = &state.pending else { return };
    if pending_seat(pending).is_some_and(|s| s != seat)
        || (matches!(pending, Pending::PassLead) && seat != state.lead)
    {
        return;
    }
    match pending {
        Pending::Actions(_) => action_phase(state, seat, only, out),
        Pending::Test(test) => {
            let failed = test.roll.failed_dice().next().is_some();
            // The Tick-Tock Men: "Clues cannot be spent to reroll dice during this Combat
            // Encounter".
            let no_clue_rerolls = match test.purpose {
                crate::state::Purpose::CombatWill(m) | crate::state::Purpose::CombatStrength(m) => state
                    .monster_kind(m)
                    .is_some_and(|k| data::MONSTERS[usize::from(k)].id == "tick-tock-men"),
                _ => false,
            };
            if failed && !no_clue_rerolls && !state.inv(seat).clues.is_empty() {
                out.push(Action::Reroll);
            }
            if failed && !no_clue_rerolls && state.sanity_for_clue(seat) {
                out.push(Action::RerollWithSanity);
            }
            if failed && lists(only, |a| matches!(a, Action::CardReroll(_))) {
                out.extend(
                    state
                        .card_rerolls(seat, test.skill, test.during, &test.used)
                        .into_iter()
                        .map(Action::CardReroll),
                );
            }
            if failed && lists(only, |a| matches!(a, Action::BumpDie(_))) && bumpable(state, test).is_some() {
                out.extend(
                    state
                        .card_die_bumps(seat, test.skill, test.during, &test.used)
                        .into_iter()
                        .map(Action::BumpDie),
                );
            }
            if matches!(test.purpose, crate::state::Purpose::Acquire) && state.bank_loan_allowed(seat) {
                out.push(Action::BankLoan);
            }
            out.push(Action::Keep);
        }
        Pending::Acquire { successes, .. } => {
            let filled: Vec<usize> = (0..4).filter(|&slot| state.reserve[slot].is_some()).collect();
            for mask in 1u8..16 {
                if (0..4).any(|slot| mask & (1 << slot) != 0 && !filled.contains(&slot)) {
                    continue;
                }
                let cost: u32 = (0..4)
                    .filter(|slot| mask & (1 << slot) != 0)
                    .filter_map(|slot| state.reserve[slot])
                    .map(|card| u32::from(data::ASSETS[usize::from(card)].cost))
                    .sum();
                if cost <= u32::from(*successes) {
                    out.push(Action::Buy(mask));
                    // Charlie Kane may let other investigators gain the cards he purchases.
                    if state.is(seat, "charlie-kane") {
                        out.extend(
                            (0..state.players())
                                .filter(|&to| to != seat && state.active(to))
                                .map(|to| Action::BuyFor { mask, to }),
                        );
                    }
                }
            }
            for slot in filled {
                out.push(Action::DiscardReserve(slot as u8));
            }
            out.push(Action::BuyNothing);
        }
        Pending::Fight(_) => {
            let here = state.inv(seat).location;
            out.extend(
                state
                    .monsters_at(here)
                    .filter(|&i| !state.monsters[i].fought)
                    .map(|index| Action::Fight(index as u8)),
            );
        }
        Pending::Encounter { optional, .. } => {
            if lists(only, |a| matches!(a, Action::Encounter(_))) {
                let mut choices = SmallVec::new();
                state.encounter_choices(seat, &mut choices);
                out.extend(choices.into_iter().map(Action::Encounter));
            }
            if *optional {
                out.push(Action::SkipEncounter);
            }
        }
        Pending::ChooseSkill(_) => {
            let inv = state.inv(seat);
            let open: Vec<Skill> = Skill::ALL.into_iter().filter(|&s| inv.improve[s as usize] < 2).collect();
            if open.is_empty() {
                out.push(Action::ChooseSkill(Skill::Lore));
            }
            out.extend(open.into_iter().map(Action::ChooseSkill));
        }
        Pending::MysterySpend { .. } => {
            out.push(Action::MysterySpend);
            out.push(Action::MysteryDecline);
        }
        Pending::RumorSpend { .. } => {
            out.push(Action::SolveRumor);
            out.push(Action::DeclineRumor);
        }
        Pending::ChooseAlly(_) => out.extend(state.ally_choices().map(Action::TakeAlly)),
        Pending::Pick { pick, at, .. } => {
            out.extend(state.pick_answers(seat, *pick, *at).into_iter().map(Action::Pick));
            if pick.declinable() {
                out.push(Action::Decline);
            }
        }
        Pending::AkachiMove(_) => {
            out.extend(state.teleport_targets(seat).map(Action::Teleport));
            out.push(Action::Stay);
        }
        Pending::Replacement(_) => {
            out.extend(state.available_investigators().map(Action::ChooseInvestigator))
        }
        Pending::PassLead => {
            out.push(Action::KeepLead);
            out.extend(
                (0..state.players()).filter(|&s| s != state.lead && state.active(s)).map(Action::PassLead),
            );
        }
    }
}

/// The failed die a "+1 to one die" would turn into a success (the highest such face), if any.
fn bumpable(_state: &State, test: &crate::state::OpenTest) -> Option<usize> {
    let rule = test.roll.success_rule();
    test.roll
        .failed_dice()
        .filter(|&i| rule.is_success(test.roll.faces()[i] + 1))
        .max_by_key(|&i| test.roll.faces()[i])
}

/// A route of up to 3 steps (a Travel action's), without allocating.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Route {
    stops: [u8; 3],
    len: u8,
}

impl Route {
    fn stops(&self) -> &[u8] {
        &self.stops[..usize::from(self.len)]
    }
}

/// Lists `route` (unless listed already), then every longer route on from it with the tickets
/// left, the later paths of a location first.
fn travel_routes(route: Route, train: u8, ship: u8, routes: &mut SmallVec<[Route; 64]>) {
    if !routes.contains(&route) {
        routes.push(route);
    }
    if route.len >= 3 {
        return;
    }
    let last = route.stops[usize::from(route.len) - 1];
    for &(next, kind) in adjacent(last).iter().rev() {
        let (t, s) = match kind {
            PathKind::Train if train > 0 => (train - 1, ship),
            PathKind::Ship if ship > 0 => (train, ship - 1),
            _ => continue,
        };
        let mut longer = route;
        longer.stops[usize::from(route.len)] = next;
        longer.len += 1;
        travel_routes(longer, t, s, routes);
    }
}

fn action_phase(state: &State, seat: u8, only: Option<&Action>, out: &mut Vec<Action>) {
    let inv = state.inv(seat);
    let actions_left = inv.actions < 2 + inv.extra_actions;
    let cards = lists(only, |a| matches!(a, Action::UseCard(_)));
    // Detained: "You cannot move or perform actions other than this card's action."
    if state.only_card_actions(seat) {
        if actions_left && cards {
            out.extend(state.restricted_card_actions(seat).into_iter().map(Action::UseCard));
        }
        out.push(Action::EndTurn);
        return;
    }
    if actions_left && cards {
        out.extend(state.card_actions(seat).into_iter().map(Action::UseCard));
    }
    if cards {
        out.extend(state.extra_action_cards(seat).into_iter().map(Action::UseCard));
    }
    let here = inv.location;
    let monster_here = state.monsters_at(here).next().is_some();

    if lists(only, |a| matches!(a, Action::Travel { .. }))
        && state.may_take(seat, ActionKind::Travel)
        && !state.cannot_move(seat)
    {
        // Each first step, then the routes on from it depth first (the later paths first), each
        // route listed once, where it is first reached.
        let mut routes: SmallVec<[Route; 64]> = SmallVec::new();
        for &(first, _) in adjacent(here) {
            travel_routes(Route { stops: [first, 0, 0], len: 1 }, inv.train, inv.ship, &mut routes);
        }
        out.extend(routes.iter().map(|route| Action::Travel { route: SmallVec::from_slice(route.stops()) }));
    }
    // Strange Sightings: "Investigators cannot perform Rest actions."
    if state.may_take(seat, ActionKind::Rest) && !monster_here && !state.ongoing_in_play("strange-sightings")
    {
        out.push(Action::Rest);
    }
    if state.may_take(seat, ActionKind::Prepare) && city(here) {
        for ticket in [Ticket::Train, Ticket::Ship] {
            let kind = if ticket == Ticket::Train { PathKind::Train } else { PathKind::Ship };
            if !adjacent(here).iter().any(|&(_, k)| k == kind) {
                continue;
            }
            if inv.train + inv.ship < 2 {
                out.push(Action::Prepare { gain: ticket, discard: None });
            } else {
                if inv.train > 0 {
                    out.push(Action::Prepare { gain: ticket, discard: Some(Ticket::Train) });
                }
                if inv.ship > 0 {
                    out.push(Action::Prepare { gain: ticket, discard: Some(Ticket::Ship) });
                }
            }
        }
    }
    if state.may_take(seat, ActionKind::Acquire) && city(here) && !monster_here {
        out.push(Action::AcquireAssets);
    }
    if state.may_take(seat, ActionKind::Trade) {
        for other in
            (0..state.players()).filter(|&o| o != seat && state.active(o) && state.inv(o).location == here)
        {
            if !inv.clues.is_empty() {
                out.push(Action::Trade { with: other, item: Item::Clue });
            }
            let receiver = state.inv(other);
            if receiver.train + receiver.ship < 2 {
                if inv.train > 0 {
                    out.push(Action::Trade { with: other, item: Item::Ticket(Ticket::Train) });
                }
                if inv.ship > 0 {
                    out.push(Action::Trade { with: other, item: Item::Ticket(Ticket::Ship) });
                }
            }
            for &card in &inv.assets {
                out.push(Action::Trade { with: other, item: Item::Asset(u16::from(card)) });
            }
            for &card in &inv.artifacts {
                out.push(Action::Trade { with: other, item: Item::Artifact(u16::from(card)) });
            }
            for &card in &inv.spells {
                let id = data::SPELLS[usize::from(card)].id;
                if !receiver.spells.iter().any(|&s| data::SPELLS[usize::from(s)].id == id) {
                    out.push(Action::Trade { with: other, item: Item::Spell(u16::from(card)) });
                }
            }
        }
        out.dedup();
    }
    if state.may_take(seat, ActionKind::Sheet) && state.component_used & (1 << inv.def) == 0 {
        crate::ability::sheet_actions(state, seat, out);
    }
    if state.may_take(seat, ActionKind::Mystery)
        && state.can_pay_clues(seat, 1)
        && state
            .mystery
            .is_some_and(|m| matches!(data::MYSTERIES[usize::from(m)].goal, MysteryGoal::SpendClues { .. }))
    {
        out.push(Action::WorkOnMystery);
    }
    out.push(Action::EndTurn);
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
            if let Some(Pending::Pick { pick, at, .. }) = state.pending.take() {
                state.resolve_pick(seat, pick, at, Some(*answer), events);
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
            events.push(Event::Gained { seat, what: "ticket" });
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
            events.push(Event::Gained { seat: to, what: data::ASSETS[usize::from(card)].name });
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
mod tests {
    use super::*;

    #[test]
    fn derived_every_content_hook_is_declared_and_named_as_written() {
        // An unimplemented hook does not compile (`hooks::run` matches every `Hook`); here the
        // declarations: the `[[hook]]` tables name exactly the hooks the content uses, and none
        // of them is one of the engine's own steps.
        let mut lists: Vec<&'static [data::Effect]> = Vec::new();
        for card in data::ASSETS.iter().chain(data::ARTIFACTS).chain(data::SPELLS).chain(data::CONDITIONS) {
            lists.push(card.effects);
            lists.extend(card.abilities.iter().map(data::Ability::effects));
            lists.extend(card.back.map(|back| back.effects));
        }
        lists.extend(
            data::ENCOUNTERS.iter().flat_map(|card| card.sections.iter().map(|section| section.effects)),
        );
        lists.extend(data::MYTHOS.iter().flat_map(|card| [card.effects, card.reckoning_effects]));
        let mut rules: Vec<data::MonsterRules> = data::MONSTERS.iter().map(|monster| monster.rules).collect();
        for one in data::ANCIENT_ONES {
            rules.push(one.cultist_rules);
            rules.extend(one.awakened_cultist_rules);
        }
        lists.extend(rules.iter().flat_map(|rule| [rule.reckoning, rule.on_defeat]));
        for mystery in data::MYSTERIES {
            lists.push(mystery.enters);
            if let MysteryGoal::TokenSite { challenge, .. } = mystery.goal {
                lists.push(challenge);
            }
        }
        let mut used = data::Effect::hooks(&lists);
        used.extend(rules.iter().filter_map(|rule| rule.combat));
        assert!(used.iter().all(|hook| hook.is_content()), "the content names an engine step");
        let mut used: Vec<&str> = used.into_iter().map(data::Hook::name).collect();
        used.sort_unstable();
        used.dedup();
        let declared: Vec<&str> = data::HOOKS.iter().map(|def| def.name.name()).collect();
        assert_eq!(used, declared);
        assert_eq!(declared.len(), 97);
        assert!(!declared.contains(&"printed-text"));
    }

    #[test]
    fn applying_an_action_finds_the_same_copy_among_its_kind_as_among_all_legal_actions() {
        let mut applied = 0;
        for seed in 0..6u64 {
            let config = Eldritch::config(&Options::players(4)).expect("valid");
            let mut state = Eldritch::setup(&config, seed).expect("setup");
            for step in 0..400usize {
                let Status::Acting(seats) = Eldritch::status(&state) else { break };
                let seat = seats.iter().next().expect("someone acts");
                let mut all = Vec::new();
                legal(&state, seat.0, None, &mut all);
                for action in &all {
                    let shown = crate::hidden::public_action(&state, action);
                    assert!(crate::hidden::names_card(action) || shown.is_none(), "{action:?}");
                    let public = shown.unwrap_or_else(|| action.clone());
                    let mut of_kind = Vec::new();
                    legal(&state, seat.0, Some(&public), &mut of_kind);
                    let first = |list: &[Action]| {
                        list.iter().find(|l| crate::hidden::shows_as(&state, l, &public)).cloned()
                    };
                    assert_eq!(first(&all), first(&of_kind), "{public:?}");
                }
                let mut listed = Vec::new();
                Eldritch::legal_actions(&state, seat, &mut listed);
                let pick = listed[(step * 7 + seed as usize) % listed.len()].clone();
                Eldritch::apply(&mut state, seat, &pick, &mut Vec::new())
                    .expect("a listed action is accepted");
                applied += 1;
            }
        }
        assert!(applied > 300, "the games went on ({applied} actions)");
    }

    #[test]
    fn setup_builds_a_consistent_state() {
        let config = Eldritch::config(&Options::players(4)).expect("valid");
        let state = Eldritch::setup(&config, 7).expect("setup");
        assert_eq!(Eldritch::check_invariants(&state), Ok(()));
        assert_eq!(state.mythos.len(), 16);
    }

    #[test]
    fn a_refused_action_is_named_in_words_not_as_a_debug_dump() {
        let config = Eldritch::config(&Options::players(2)).expect("valid");
        let mut state = Eldritch::setup(&config, 7).expect("setup");
        let seat = match Eldritch::status(&state) {
            Status::Acting(seats) => seats.iter().next().expect("someone acts"),
            Status::Over => panic!("a new game is not over"),
        };
        let far = (0..rules::map().len() as u8)
            .find(|&to| rules::distances(state.inv(seat.0).location)[usize::from(to)] > 3)
            .expect("a location more than three paths away");
        let error = Eldritch::apply(
            &mut state,
            seat,
            &Action::Travel { route: SmallVec::from_slice(&[far]) },
            &mut Vec::new(),
        )
        .expect_err("too far to travel");
        let message = error.to_string();
        assert!(message.ends_with("is not allowed now"), "{message}");
        assert!(!message.contains("route") && !message.contains('{'), "no Debug dump: {message}");
        assert_eq!(error.code(), "eldritch.not-allowed");
    }

    #[test]
    fn removing_a_board_monster_ends_its_own_combat_and_leaves_the_others_named_as_they_were() {
        use crate::state::{CombatStep, Frame};
        let config = Eldritch::config(&Options::players(2)).expect("valid");
        let mut state = Eldritch::setup(&config, 7).expect("setup");
        for _ in 0..3 {
            state.place_monster("cultist", "tokyo", None).expect("a Cultist in the cup");
        }
        let n = state.monsters.len();
        let combat = |state: &State, index: usize| Frame::Combat {
            seat: 0,
            monster: state.board_monster(index),
            step: CombatStep::BeforeStrength,
        };
        let (first, last, second) = (combat(&state, 0), combat(&state, n - 1), combat(&state, 1));
        state.frames.extend([first, last, second]);
        assert!(state.take_monster(1).is_some());
        assert_eq!(state.monsters.len(), n - 1);
        assert_eq!(state.frames, vec![first, last], "index 1's combat ends; the others are untouched");
        assert_eq!(last, combat(&state, n - 2), "the last Monster is still the one its combat names");
    }
}
