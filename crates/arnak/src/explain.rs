//! Why an action is refused, in the player's words.

use content::arnak::{ASSISTANTS, CardKind, GUARDIANS, MarkerChoice, PLAYER_BOARD, Res, Resource};
use tabletop_core::Lang;

use crate::action::Action;
use crate::data::{ARTIFACT_ACTIVATION, Icons, ResExt, covers};
use crate::legal;
use crate::state::{Marker, Occupant, Phase, Pos, Prompt, State};
use crate::text::{icons_text, prompt_text, res_text};
use crate::travel;

fn icon_word(icons: Icons) -> String {
    icons_text(icons, Lang::En)
}

fn missing(what: &str, cost: Res, have: Res) -> String {
    format!("{what} costs {}; you have {}", res_text(cost, Lang::En), res_text(have, Lang::En))
}

fn travel_problem(state: &State, seat: u8, need: Icons, discount: Icons, reserved: u8) -> Option<String> {
    let avail = travel::available(state, seat, reserved);
    if covers(need, discount, avail) {
        return None;
    }
    let mut have = avail;
    have = have.plus(discount);
    Some(format!(
        "this site needs {}; you can provide only {}",
        icon_word(need),
        if have.is_empty() { "nothing".into() } else { icon_word(have) }
    ))
}

/// Why `action` is not legal now: the rule's stable code and the player's words.
pub(crate) fn refusal(state: &State, seat: u8, action: &Action) -> tabletop_core::ActionError {
    tabletop_core::ActionError::illegal(code(state, action), explain(state, seat, action))
}

/// The stable code of the rule that refuses `action` ([`tabletop_core::ActionError::code`]).
fn code(state: &State, action: &Action) -> &'static str {
    match state.phase {
        Phase::Over => return "arnak.over",
        Phase::HandDiscard => return "arnak.hand-discard",
        Phase::Turn => {}
    }
    if state.prompt.is_some() {
        return "arnak.answer";
    }
    let main_action = matches!(
        action,
        Action::Dig { .. }
            | Action::Discover { .. }
            | Action::Overcome { .. }
            | Action::Buy { .. }
            | Action::Research { .. }
            | Action::TempleTile { .. }
            | Action::Pass
    );
    if main_action && state.turn.main_used {
        return "arnak.main-action-used";
    }
    match action {
        Action::EndTurn => "arnak.end-turn",
        Action::Pass => "arnak.pass",
        Action::Dig { .. } => "arnak.dig",
        Action::Discover { .. } => "arnak.discover",
        Action::Overcome { .. } => "arnak.overcome",
        Action::Buy { .. } => "arnak.buy",
        Action::Play { .. } => "arnak.play",
        Action::Research { .. } | Action::TempleTile { .. } => "arnak.research",
        Action::UseAssistant { .. } => "arnak.assistant",
        Action::UseBoon { .. } => "arnak.boon",
        Action::SlotIdol { .. } => "arnak.idol",
        _ => "arnak.no-question",
    }
}

/// A sentence saying why `action` is not legal now.
fn explain(state: &State, seat: u8, action: &Action) -> String {
    match state.phase {
        Phase::Over => return "the game is over".into(),
        Phase::HandDiscard => {
            return match action {
                Action::Discard { .. } => "that card is not in your hand".into(),
                _ => "the round is over: discard cards from your hand or keep them (keep_hand)".into(),
            };
        }
        Phase::Turn => {}
    }
    if let Some(prompt) = &state.prompt {
        return explain_answer(state, seat, prompt, action);
    }
    let p = state.player(seat);
    let main = !state.turn.main_used;
    let main_only = |what: &str| -> Option<String> {
        (!main).then(|| format!("you have already taken your main action this turn; {what} is a main action"))
    };
    let msg = match *action {
        Action::EndTurn => Some("take your main action (or pass) before ending your turn".into()),
        Action::Pass => main_only("passing"),
        Action::Dig { site, space } => main_only("digging").or_else(|| {
            if p.archaeologists == 0 {
                return Some("you have no archaeologist left on your board".into());
            }
            if usize::from(site) >= usize::from(state.site_count) || space > 1 {
                return Some("there is no such site".into());
            }
            if !state.is_site(site) {
                return Some("that spot has not been discovered yet; discover it first".into());
            }
            match state.sites[usize::from(site)].spaces[usize::from(space)] {
                Occupant::None => return Some("that site has no such space".into()),
                Occupant::Blocked => return Some("that space is blocked in this game".into()),
                Occupant::Player(_) | Occupant::Rival => return Some("that space is occupied".into()),
                Occupant::Free => {}
            }
            travel_problem(state, seat, state.space_travel(site, space), Icons::NONE, 0)
        }),
        Action::Discover { site } => main_only("discovering a site").or_else(|| {
            if p.archaeologists == 0 {
                return Some("you have no archaeologist left on your board".into());
            }
            if !legal::discoverable(state, site) {
                return Some("there is no undiscovered spot there".into());
            }
            let cost = legal::discover_cost(state, site);
            if p.res.compass < cost {
                let level = if state.site_level(site) == 2 { "II" } else { "I" };
                return Some(format!(
                    "discovering a level {level} site costs {cost} compasses; you have {}",
                    p.res.compass
                ));
            }
            travel_problem(state, seat, state.space_travel(site, 0), Icons::NONE, 0)
        }),
        Action::Overcome { site } => main_only("overcoming a guardian").or_else(|| {
            let guardian = state.sites.get(usize::from(site)).and_then(|s| s.guardian);
            let Some(g) = guardian.and_then(|g| GUARDIANS.get(usize::from(g))) else {
                return Some("there is no guardian at that site".into());
            };
            if !state.is_at(seat, site) {
                return Some("you have no archaeologist at that site".into());
            }
            if !p.res.covers(g.cost) {
                return Some(missing("overcoming this guardian", g.cost, p.res));
            }
            if p.hand.len() < usize::from(g.discard) {
                return Some(format!("overcoming this guardian needs {} card(s) to discard", g.discard));
            }
            travel_problem(state, seat, g.travel_cost.into(), Icons::NONE, g.cost.coin)
        }),
        Action::Buy { slot } => main_only("buying a card").or_else(|| {
            let Some(card) = state.row.get(usize::from(slot)).copied().flatten() else {
                return Some("there is no card at that position of the row".into());
            };
            let cost = legal::buy_cost(card, 0, false);
            (!p.res.covers(cost)).then(|| missing("that card", cost, p.res))
        }),
        Action::Play { card } => {
            let def = card.def();
            if !p.hand.contains(&card) {
                Some("that card is not in your hand".into())
            } else if def.effect.is_empty() {
                Some("that card has no effect; play it for its travel value when you travel".into())
            } else if !def.free && !main {
                Some(
                    "you have already taken your main action this turn; this card's effect is a main action"
                        .into(),
                )
            } else if def.kind == CardKind::Artifact && !p.res.covers(ARTIFACT_ACTIVATION) {
                Some("playing an artifact from your hand costs 1 tablet; you have none".into())
            } else {
                None
            }
        }
        Action::Research { marker, to } => {
            main_only("research").or_else(|| explain_research(state, seat, marker, to, None))
        }
        Action::TempleTile { stack } => main_only("research").or_else(|| {
            if !matches!(p.magnifier, Pos::Temple(_)) {
                return Some("your magnifying glass must be in the Lost Temple to take temple tiles".into());
            }
            if state.temple_stacks.get(usize::from(stack)).is_none_or(|&n| n == 0) {
                return Some("that temple stack is empty".into());
            }
            let (cost, _) = legal::temple_stack(state, stack);
            (!p.res.covers(cost)).then(|| missing("that temple tile", cost, p.res))
        }),
        Action::UseAssistant { slot } => match p.assistants.get(usize::from(slot)) {
            None => Some("you have no assistant there".into()),
            Some(a) if a.exhausted => Some("that assistant is exhausted until the end of the round".into()),
            Some(a) => {
                let free = ASSISTANTS
                    .get(usize::from(a.id))
                    .is_some_and(|d| if a.gold { d.gold.free } else { d.silver.free });
                (!free && !main)
                    .then(|| "this assistant needs your main action, which you have already taken".into())
            }
        },
        Action::UseBoon { guardian } => match p.guardians.iter().find(|t| t.id == guardian) {
            None => Some("you have not overcome that guardian".into()),
            Some(t) if t.used => Some("you have already used that guardian's boon".into()),
            _ => None,
        },
        Action::SlotIdol { effect } => {
            if p.idols.is_empty() {
                Some("you have no idol outside the idol slots".into())
            } else if legal::first_empty_slot(state, seat).is_none() {
                Some("all your idol slots are full".into())
            } else if usize::from(effect) >= PLAYER_BOARD.idol_slot_effects.len() {
                Some("there is no such idol-slot effect".into())
            } else {
                None
            }
        }
        _ => Some("there is no question to answer now".into()),
    };
    msg.unwrap_or_else(|| "that action is not possible now".into())
}

/// Why a research move is not possible; `discount` is what an effect takes off the link's cost
/// (`Some(None)`: the effect pays all of it).
fn explain_research(
    state: &State,
    seat: u8,
    marker: Marker,
    to: Option<u8>,
    discount: Option<Option<Res>>,
) -> Option<String> {
    let p = state.player(seat);
    let pos = legal::marker_pos(state, seat, marker);
    if matches!(pos, Pos::Temple(_)) {
        return Some("your magnifying glass is in the Lost Temple; research now takes a temple tile".into());
    }
    if marker == Marker::Notebook {
        match to {
            None => return Some("the notebook can never enter the Lost Temple".into()),
            Some(space) if state.level_of(Pos::Space(space)) > state.level_of(p.magnifier) => {
                return Some("your notebook may not go above your magnifying glass".into());
            }
            _ => {}
        }
    }
    let from = match pos {
        Pos::Space(i) => Some(i),
        _ => None,
    };
    let Some(link) = state.board().research.links.iter().find(|l| l.from == from && l.to == to) else {
        return Some("that space is not connected to your marker's space".into());
    };
    let cost = match discount {
        None => Some(link.cost),
        Some(Some(d)) => Some(link.cost.minus(d)),
        Some(None) => None,
    };
    if let Some(cost) = cost
        && !p.res.covers(cost)
    {
        return Some(missing("this research", cost, p.res));
    }
    if discount == Some(None) {
        return None;
    }
    if p.idols.len() < usize::from(link.idols) {
        return Some("this research costs an idol that is not in an idol slot; you have none".into());
    }
    if p.hand.len() < usize::from(link.discard) {
        return Some("this research needs a card to discard".into());
    }
    None
}

fn explain_answer(state: &State, seat: u8, prompt: &Prompt, action: &Action) -> String {
    let question = prompt_text(prompt, Lang::En);
    let p = state.player(seat);
    match (prompt, action) {
        (Prompt::ChooseSet { count, .. }, Action::ChooseSet { .. }) => {
            format!("choose exactly {count} different options")
        }
        (_, Action::Decline) => format!("you cannot decline: {question}"),
        (Prompt::Travel { need, .. }, Action::Travel(plan)) => {
            for card in plan.card_list() {
                if !p.hand.contains(&card) {
                    return format!("{} is not in your hand", crate::text::card_name(card, Lang::En));
                }
            }
            if u32::from(plan.charter) * 2 > u32::from(p.res.coin) {
                return "chartering a plane costs 2 coins each; you do not have enough coins".into();
            }
            format!("that does not provide {} (or uses more than needed)", icon_word(*need))
        }
        (Prompt::Research { marker: only, discount, free }, Action::Research { marker, to }) => {
            let wrong = match only {
                MarkerChoice::Notebook => *marker != Marker::Notebook,
                MarkerChoice::Magnifier => *marker != Marker::Magnifier,
                MarkerChoice::Any => false,
            };
            if wrong {
                let name = if *only == MarkerChoice::Notebook { "notebook" } else { "magnifying glass" };
                return format!("this effect moves only your {name}");
            }
            explain_research(state, seat, *marker, *to, Some((!free).then_some(*discount)))
                .unwrap_or_else(|| format!("that is not one of the choices: {question}"))
        }
        (Prompt::SupplyAssistant { .. } | Prompt::GainAssistant, Action::TakeAssistant { stack }) => {
            match state.assistant_stacks.get(usize::from(*stack)) {
                None => {
                    "only the top assistant of a supply-board stack can be chosen, not the research-track \
                         stack"
                        .into()
                }
                Some(s) if s.is_empty() => "that supply stack is empty".into(),
                Some(_) if matches!(prompt, Prompt::GainAssistant) => {
                    "you have no free assistant slot on your board".into()
                }
                Some(_) => format!("that is not one of the choices: {question}"),
            }
        }
        (Prompt::Overcome { unoccupied_too }, Action::Overcome { site }) => {
            let Some(s) = state.sites.get(usize::from(*site)).filter(|_| *site < state.site_count) else {
                return "there is no such site".into();
            };
            if s.guardian.is_none() {
                "there is no guardian at that site".into()
            } else if state.is_at(seat, *site) {
                format!("that is not one of the choices: {question}")
            } else if !state.unoccupied(*site) {
                "another player's archaeologist is at that site".into()
            } else if !unoccupied_too {
                "you have no archaeologist at that site".into()
            } else {
                format!("that is not one of the choices: {question}")
            }
        }
        (Prompt::MoveGuardian, Action::MoveGuardian { from, to }) => {
            if *from >= state.site_count || *to >= state.site_count {
                return "there is no such site".into();
            }
            if state.sites[usize::from(*from)].guardian.is_none() {
                "there is no guardian at that site".into()
            } else if !state.is_at(seat, *from) {
                "you have no archaeologist at the guardian's site".into()
            } else if from == to {
                "the guardian must move to another site".into()
            } else if !state.is_site(*to) {
                "a guardian can only move to a discovered site, not to an empty spot".into()
            } else if !state.unoccupied(*to) {
                "a guardian can only move to a site where no archaeologist stands".into()
            } else if state.sites[usize::from(*to)].guardian.is_some() {
                "that site already has a guardian".into()
            } else {
                format!("that is not one of the choices: {question}")
            }
        }
        (Prompt::Move { .. }, Action::Move { from_site, from_space, .. })
        | (Prompt::Return, Action::Return { site: from_site, space: from_space })
            if state
                .sites
                .get(usize::from(*from_site))
                .and_then(|s| s.spaces.get(usize::from(*from_space)))
                != Some(&Occupant::Player(seat)) =>
        {
            "you can only move or return your own archaeologists".into()
        }
        (Prompt::CrystalCount | Prompt::ObsidianCount, Action::Count { .. }) => {
            let most = if matches!(prompt, Prompt::CrystalCount) { 3 } else { 2 };
            match p.deck.len().min(most) {
                0 => "your deck is empty".into(),
                1 => "your deck holds only 1 card: draw 1".into(),
                n => format!("choose how many cards to draw: 1 to {n}"),
            }
        }
        (Prompt::Upgrade { options }, Action::Upgrade { option }) => {
            match options.get(usize::from(*option)) {
                Some(&(from, _)) if p.res.get(from) == 0 => format!("you have no {}", resource_word(from)),
                _ => format!("that is not one of the choices: {question}"),
            }
        }
        (Prompt::Pay { cost, .. }, Action::Accept) => missing("that", *cost, p.res),
        _ => format!("answer the current question first: {question}"),
    }
}

fn resource_word(r: Resource) -> &'static str {
    match r {
        Resource::Coin => "coin",
        Resource::Compass => "compass",
        Resource::Tablet => "tablet",
        Resource::Arrowhead => "arrowhead",
        Resource::Jewel => "jewel",
    }
}
