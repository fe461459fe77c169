//! Applying actions: checking one against the legal ones, placing, answering prompts,
//! shattering nodes and evolving monsters.

pub(crate) mod prompts;
pub(crate) mod raid;

use content::evil_priest::{
    self as data, AvatarPower, CultRule, Effect, MonsterTrigger, NodeKind, Res, Resource, SkulkKind,
};

use tabletop_core::ActionError;

use crate::action::{Action, Cultist, Event, Evolving, Pay, Plan, Space, Spot, StandIn};
use crate::apply::prompts::{prompt_allows, ritual_cost, scott_reward};
use crate::apply::raid::raid_action;
use crate::legal::placement::any_placement;
use crate::legal::{Facts, Listed, legal, may_act, payments, placement_allowed, raid_options, space_rules};
use crate::refusal::Refusal;
use crate::resolve::effects::FEDERAL_AGENT;
use crate::resolve::run;
use crate::resources::{apply_pay, gain, next_to_arrange, pay_res, redistribute, remove_placed, to_asylum};
use crate::state::RULES;
use crate::state::{ChamberSlot, End, Lair, Phase, Placed, Prompt, RaidStage, State, Task, add};
use crate::tables::{BOARDS, PRIEST_SPACES, TOWN};

pub(crate) fn apply(
    state: &mut State,
    seat: u8,
    action: &Action,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if state.over.is_some() {
        return Err(ActionError::GameOver);
    }
    if !may_act(state, seat) {
        return Err(ActionError::NotYourTurn { seat: tabletop_core::Seat(seat) });
    }
    match (check_action(state, seat, action), *action) {
        (Check::Refused, _) => return Err(refusal(state, seat, action).error()),
        (Check::Placement(cost, spot), Action::Place { cultist, space, pay }) => {
            place(state, seat, cultist, space, cost, spot, &pay, events);
        }
        (_, action) => {
            if state.raid.is_some() {
                raid_action(state, seat, action, events);
            } else if let Some(prompt) = state.prompt.take() {
                answer(state, prompt, action, events);
            } else {
                turn_action(state, seat, action, events);
            }
        }
    }
    run(state, events);
    Ok(())
}

/// Applies `action`, which [`legal`] has just listed for `seat` in this state, without checking
/// it again (see [`tabletop_core::Game::apply_listed`]); debug builds still check.
pub(crate) fn apply_listed(state: &mut State, seat: u8, action: &Action, events: &mut Vec<Event>) {
    debug_assert!(
        may_act(state, seat) && !matches!(check_action(state, seat, action), Check::Refused),
        "apply_listed: {action:?} is not listed for seat {seat}"
    );
    match *action {
        Action::Place { cultist, space, pay } if state.raid.is_none() && state.prompt.is_none() => {
            let (cost, spot) = placement_parts(state, seat, space);
            debug_assert!(
                matches!(check_action(state, seat, action), Check::Placement(c, s) if (c, s) == (cost, spot)),
                "apply_listed: the cost and spot of {space:?}"
            );
            place(state, seat, cultist, space, cost, spot, &pay, events);
        }
        action => {
            if state.raid.is_some() {
                raid_action(state, seat, action, events);
            } else if let Some(prompt) = state.prompt.take() {
                answer(state, prompt, action, events);
            } else {
                turn_action(state, seat, action, events);
            }
        }
    }
    run(state, events);
}

/// The cost of a legal placement of `seat` on `space` and the spot the cultist goes to (what
/// [`check_action`] finds for it, without the checks).
fn placement_parts(state: &State, seat: u8, space: Space) -> (data::Cost, Option<Spot>) {
    match space {
        Space::Priest(k) => {
            let def = &PRIEST_SPACES[usize::from(k)];
            (def.cost, if def.unlimited { None } else { Some(Spot::Priest(k)) })
        }
        Space::Town(t) => (TOWN[usize::from(t)].cost, Some(Spot::Town(t))),
        Space::Ritual(r) => {
            (ritual_cost(state, seat, r).unwrap_or_default(), Some(Spot::Ritual { track: r, step: 0 }))
        }
        Space::Hex(n) => (BOARDS[usize::from(state.board)].nodes[usize::from(n)].cost, Some(Spot::Hex(n))),
        Space::CultAction(n) => {
            (BOARDS[usize::from(state.board)].nodes[usize::from(n)].action_cost, Some(Spot::CultAction(n)))
        }
    }
}

/// What checking an action against the rules found.
enum Check {
    /// It is not among [`legal`]'s list.
    Refused,
    /// It is listed.
    Listed,
    /// It is a listed placement, with the space's cost and the spot the cultist goes to.
    Placement(data::Cost, Option<Spot>),
}

/// Whether `action` is among [`legal`]'s list, without building the whole list for placements.
fn check_action(state: &State, seat: u8, action: &Action) -> Check {
    if let Action::Place { cultist, space, pay } = action
        && state.raid.is_none()
        && state.prompt.is_none()
        && state.phase == Phase::Action
        && !state.placed_this_turn
        && state.turn == seat
    {
        let player = &state.players[usize::from(seat)];
        let in_pool = match cultist {
            Cultist::Priest => player.priest_in_pool,
            Cultist::Acolyte => player.pool > 0,
        };
        if !in_pool {
            return Check::Refused;
        }
        return match placement_allowed(state, seat, *cultist, *space, pay) {
            Some((cost, spot)) => Check::Placement(cost, spot),
            None => Check::Refused,
        };
    }
    if let Action::DiscardMonster { lair } = *action {
        // Listed with the placements when there is at least one (see `legal`).
        let listed = state.raid.is_none()
            && state.prompt.is_none()
            && state.phase == Phase::Action
            && !state.placed_this_turn
            && state.turn == seat
            && !state.discarded_this_turn
            && state.players[usize::from(seat)].lairs.get(usize::from(lair)).is_some_and(Option::is_some)
            && any_placement(state, seat);
        return if listed { Check::Listed } else { Check::Refused };
    }
    let found = if let Some(raid) = &state.raid {
        raid.players[usize::from(seat)].stage != RaidStage::Done && {
            let mut options = Listed::new();
            raid_options(state, seat, &mut options);
            options.contains(action)
        }
    } else if let Some(prompt) = state.prompt {
        prompt.seat() == seat && prompt_allows(state, prompt, action)
    } else {
        let mut options = Listed::new();
        legal(state, seat, &mut options);
        options.contains(action)
    };
    if found { Check::Listed } else { Check::Refused }
}

/// Why an unlisted action is refused.
pub(crate) fn refusal(state: &State, seat: u8, action: &Action) -> Refusal {
    match action {
        Action::Place { cultist, space, pay } => {
            let player = &state.players[usize::from(seat)];
            let in_pool = match cultist {
                Cultist::Priest => player.priest_in_pool,
                Cultist::Acolyte => player.pool > 0,
            };
            if !in_pool {
                return Refusal::NoCultist(*cultist);
            }
            let facts = Facts::new(state, seat);
            match space_rules(state, &facts, *cultist, *space) {
                None => Refusal::SpaceClosed,
                Some((cost, _)) => {
                    let options =
                        payments(state, &facts, &cost, u8::from(*cultist == Cultist::Acolyte), None);
                    if options.is_empty() {
                        Refusal::CannotPay
                    } else if !options.contains(pay) {
                        Refusal::WrongPayment
                    } else {
                        Refusal::Placement
                    }
                }
            }
        }
        Action::DiscardMonster { .. } if state.discarded_this_turn => Refusal::MonsterDiscarded,
        _ if state.raid.is_some() => Refusal::Raid,
        _ if state.prompt.is_some() => Refusal::Answer,
        _ => Refusal::NotNow,
    }
}

fn turn_action(state: &mut State, seat: u8, action: Action, events: &mut Vec<Event>) {
    match action {
        Action::DiscardMonster { lair } => {
            state.discarded_this_turn = true;
            let card = discard_monster(state, seat, lair, events);
            let def = &data::MONSTERS[usize::from(card)];
            if def.trigger == MonsterTrigger::Discard {
                push_effects(state, seat, def.effects, None, lair);
            }
        }
        _ => debug_assert!(false, "listed turn actions are handled (placements by `place`)"),
    }
}

pub(crate) fn push_effects(
    state: &mut State,
    seat: u8,
    effects: &'static [Effect],
    spot: Option<Spot>,
    lair: u8,
) {
    for &effect in effects.iter().rev() {
        state.tasks.push(Task::Effect { seat, effect, spot, lair });
    }
}

/// [`push_effects`] for a caller that returns to the resolution loop right after, with no prompt
/// pending, no raid and the game going on (a placement, a Skulk's or an action space's answer, a
/// ritual step): the loop would pop a leading gain at once, so it is made here (the commonest
/// space only gains) and the rest is queued.
pub(crate) fn start_effects(
    state: &mut State,
    seat: u8,
    effects: &'static [Effect],
    spot: Option<Spot>,
    events: &mut Vec<Event>,
) {
    debug_assert!(state.prompt.is_none() && state.raid.is_none() && state.over.is_none());
    match effects {
        [Effect::Gain(res), rest @ ..] => {
            push_effects(state, seat, rest, spot, 0);
            gain(state, seat, *res, events);
        }
        _ => push_effects(state, seat, effects, spot, 0),
    }
}

/// Places `cultist` on `space`, whose rules [`check_action`] found to be `cost` and `spot`.
#[expect(clippy::too_many_arguments, reason = "one placement's checked parts")]
pub(crate) fn place(
    state: &mut State,
    seat: u8,
    cultist: Cultist,
    space: Space,
    cost: data::Cost,
    spot: Option<Spot>,
    pay: &Pay,
    events: &mut Vec<Event>,
) {
    {
        let player = &mut state.players[usize::from(seat)];
        match cultist {
            Cultist::Priest => player.priest_in_pool = false,
            Cultist::Acolyte => player.pool -= 1,
        }
    }
    state.placed_this_turn = true;
    events.push(Event::Placed { seat, cultist, space });
    apply_pay(state, seat, &cost, pay, events);
    match spot {
        None => state.players[usize::from(seat)].escape += 1,
        Some(spot) => state.placed.push(Placed { seat, cultist, spot }),
    }
    match space {
        Space::Priest(k) => {
            start_effects(state, seat, data::PRIEST_SPACES[usize::from(k)].effects, spot, events)
        }
        Space::Town(t) => start_effects(state, seat, data::TOWN[usize::from(t)].effects, spot, events),
        Space::Ritual(r) => scott_reward(state, seat, r, events),
        Space::CultAction(n) => {
            start_effects(state, seat, state.cult().nodes[usize::from(n)].action, spot, events)
        }
        Space::Hex(n) => {
            shatter(state, seat, n, events);
            if state.over.is_some() {
                return;
            }
            let node = &state.cult().nodes[usize::from(n)];
            match node.kind {
                NodeKind::Reusable => state.prompt = Some(Prompt::UseAction { seat, node: n, cultist }),
                _ => start_effects(state, seat, node.effects, spot, events),
            }
        }
    }
}

/// Takes node `n`'s Elder Sign for `seat` (and its Avatar); ends the game on the last one.
fn shatter(state: &mut State, seat: u8, n: u8, events: &mut Vec<Event>) {
    state.sealed &= !(1 << n);
    events.push(Event::Shattered { seat, node: n });
    gain(state, seat, Res::of(Resource::ElderSign, 1), events);
    if let Some(avatar) = state.cult().nodes[usize::from(n)].avatar
        && let Some(owner) = state.avatars.get_mut(usize::from(avatar))
        && owner.is_none()
    {
        *owner = Some(seat);
    }
    if state.sealed == 0 {
        end(state, End::LastElderSign, events);
    }
}

pub(crate) fn end(state: &mut State, how: End, events: &mut Vec<Event>) {
    state.over = Some(how);
    state.tasks.clear();
    state.prompt = None;
    if let Some(raid) = state.raid.take()
        && let Some(card) = raid.investigator
    {
        state.investigator_deck.pile.discard.put(card);
    }
    events.push(Event::GameOver { end: how });
}

pub(crate) fn discard_monster(state: &mut State, seat: u8, lair: u8, events: &mut Vec<Event>) -> u8 {
    let Some(monster) = state.players[usize::from(seat)].lairs[usize::from(lair)].take() else {
        debug_assert!(false, "discarding from an empty lair");
        return 0;
    };
    if let Some(victim) = monster.trapped {
        state.players[usize::from(victim)].pool += 1;
        events.push(Event::AcolyteMoved { seat: victim, what: "released from the Shambler to the pool" });
    }
    state.monster_deck.pile.discard.put(monster.card);
    events.push(Event::MonsterDiscarded { seat, card: monster.card });
    monster.card
}

pub(crate) fn answer(state: &mut State, prompt: Prompt, action: Action, events: &mut Vec<Event>) {
    match (prompt, action) {
        (Prompt::UseAction { seat, node, cultist }, Action::UseAction { pay }) => {
            let def = &state.cult().nodes[usize::from(node)];
            remove_placed(state, seat, cultist, Spot::Hex(node));
            state.placed.push(Placed { seat, cultist, spot: Spot::CultAction(node) });
            events.push(Event::Placed { seat, cultist, space: Space::CultAction(node) });
            apply_pay(state, seat, &def.action_cost, &pay, events);
            start_effects(state, seat, def.action, Some(Spot::CultAction(node)), events);
        }
        (Prompt::UseAction { .. }, Action::DeclineAction) => {}
        (Prompt::Chamber { seat, .. }, Action::TakeChamber { display, slot }) => {
            let Some(card) = state.chamber_deck.display[usize::from(display)].take() else { return };
            state.chamber_deck.refill(&mut state.rng);
            let player = &mut state.players[usize::from(seat)];
            if let Some(old) = player.chambers[usize::from(slot)].take() {
                add(&mut player.exposed, old.held);
                state.chamber_deck.pile.discard.put(old.card);
            }
            player.chambers[usize::from(slot)] = Some(ChamberSlot { card, held: Res::ZERO });
            events.push(Event::ChamberTaken { seat, card, slot });
            push_effects(state, seat, data::CHAMBERS[usize::from(card)].on_gain, None, 0);
            state.prompt = Some(Prompt::Redistribute { seat });
        }
        (Prompt::Chamber { seat, chant_full }, Action::DeclineChamber) => {
            if chant_full {
                state.prompt = Some(Prompt::Redistribute { seat });
            }
        }
        (Prompt::Redistribute { seat }, Action::Redistribute(plan)) => {
            let player = &mut state.players[usize::from(seat)];
            redistribute(player, plan);
            if plan == Plan::Arrange
                && let Some(slot) = next_to_arrange(player, 0)
            {
                state.prompt = Some(Prompt::Arrange { seat, slot });
            }
        }
        (Prompt::Arrange { seat, slot }, Action::Store(stored)) => {
            let held = Res {
                treasure: stored[0],
                blood: stored[1],
                magic: stored[2],
                spellbook: stored[3],
                elder_sign: stored[4],
            };
            let player = &mut state.players[usize::from(seat)];
            if let Some(Some(chamber)) = player.chambers.get_mut(usize::from(slot)) {
                chamber.held = held;
                for r in Resource::ALL {
                    *player.exposed.get_mut(r) -= held.get(r);
                }
            }
            if let Some(next) = next_to_arrange(player, slot + 1) {
                state.prompt = Some(Prompt::Arrange { seat, slot: next });
            }
        }
        (Prompt::Monster { seat, .. }, Action::TakeMonster { display, lair }) => {
            let card = if state.config.expansion {
                let card = state.monster_deck.display[usize::from(display)].take();
                state.monster_deck.refill(&mut state.rng);
                card
            } else {
                state.monster_deck.draw(&mut state.rng)
            };
            let Some(card) = card else { return };
            if state.players[usize::from(seat)].lairs[usize::from(lair)].is_some() {
                discard_monster(state, seat, lair, events);
            }
            state.players[usize::from(seat)].lairs[usize::from(lair)] = Some(Lair { card, trapped: None });
            events.push(Event::MonsterTaken { seat, card });
            let def = &data::MONSTERS[usize::from(card)];
            if def.trigger == MonsterTrigger::OnGain {
                push_effects(state, seat, def.effects, None, lair);
            }
        }
        (Prompt::Monster { .. }, Action::DeclineMonster) => {}
        (Prompt::Target { seat, effect, lair }, Action::ChoosePlayer(victim)) => match effect {
            Effect::StealSpellbook => {
                pay_res(&mut state.players[usize::from(victim)], Res::of(Resource::Spellbook, 1));
                events.push(Event::Paid { seat: victim, res: Res::of(Resource::Spellbook, 1) });
                // A stolen spellbook lands on the thief's exposed resources (rulebook example).
                state.players[usize::from(seat)].exposed.spellbook += 1;
                events.push(Event::Gained { seat, res: Res::of(Resource::Spellbook, 1) });
            }
            Effect::TrapCultist => {
                state.players[usize::from(victim)].pool -= 1;
                match state.players[usize::from(seat)]
                    .lairs
                    .get_mut(usize::from(lair))
                    .and_then(Option::as_mut)
                {
                    Some(monster) if monster.trapped.is_none() => monster.trapped = Some(victim),
                    _ => state.players[usize::from(victim)].pool += 1,
                }
                events
                    .push(Event::AcolyteMoved { seat: victim, what: "trapped on the Dimensional Shambler" });
            }
            Effect::StrikePool => {
                let player = &mut state.players[usize::from(victim)];
                player.pool -= 1;
                to_asylum(player);
                events.push(Event::AcolyteMoved { seat: victim, what: "sent from the pool to the asylum" });
            }
            FEDERAL_AGENT => {
                let player = &mut state.players[usize::from(victim)];
                player.pool -= 1;
                player.escape += 1;
                events.push(Event::AcolyteMoved { seat: victim, what: "sent from the pool to Escape" });
            }
            _ => {}
        },
        (Prompt::Target { seat, .. }, Action::DestroyStandIn { seat: victim, stand_in }) => {
            let player = &mut state.players[usize::from(victim)];
            let stage = match stand_in {
                StandIn::Abomination => 1,
                StandIn::Spawn => 2,
            };
            player.evolution[stage] -= 1;
            // A destroyed Abomination or Spawn goes back to its owner's asylum (digest A23).
            to_asylum(player);
            events
                .push(Event::AcolyteMoved { seat: victim, what: "destroyed by the Byakhee (to the asylum)" });
            gain(state, seat, Res::of(Resource::Spellbook, 1), events);
        }
        (Prompt::Target { .. }, Action::ChooseAcolyte { seat: victim, spot }) => {
            remove_placed(state, victim, Cultist::Acolyte, spot);
            to_asylum(&mut state.players[usize::from(victim)]);
            events.push(Event::AcolyteMoved { seat: victim, what: "sent from a space to the asylum" });
        }
        (Prompt::ShoggothTarget { seat }, Action::ChooseNode(n)) => {
            state.shoggoth = None;
            events.push(Event::Shoggoth { seat: None });
            shatter(state, seat, n, events);
            if state.over.is_none() {
                let node = &state.cult().nodes[usize::from(n)];
                if node.kind == NodeKind::OneShot {
                    push_effects(state, seat, node.effects, None, 0);
                }
            }
        }
        (Prompt::GrowthTie { node, seat, .. }, Action::ChoosePlayer(winner)) => {
            award_growth(state, node, winner, seat, events)
        }
        (Prompt::Evolve { seat }, Action::Evolve(stage)) => evolve(state, seat, stage, events),
        (Prompt::Skulk { seat, cultist, from, kind }, Action::SkulkTo { space, pay }) => {
            remove_placed(state, seat, cultist, from);
            let (cost, spot, effects): (data::Cost, Spot, &'static [Effect]) = match space {
                Space::Town(t) => {
                    (data::TOWN[usize::from(t)].cost, Spot::Town(t), data::TOWN[usize::from(t)].effects)
                }
                Space::Ritual(r) => {
                    (ritual_cost(state, seat, r).unwrap_or_default(), Spot::Ritual { track: r, step: 0 }, &[])
                }
                Space::CultAction(n) => {
                    let node = &state.cult().nodes[usize::from(n)];
                    (node.action_cost, Spot::CultAction(n), node.action)
                }
                _ => return,
            };
            state.placed.push(Placed { seat, cultist, spot });
            events.push(Event::Placed { seat, cultist, space });
            if kind == SkulkKind::Block {
                state.blocked = Some(space);
            }
            apply_pay(state, seat, &cost, &pay, events);
            if let Space::Ritual(r) = space {
                scott_reward(state, seat, r, events);
            }
            start_effects(state, seat, effects, Some(spot), events);
        }
        (Prompt::Skulk { .. }, Action::StaySkulk) => {}
        (Prompt::Howler { seat }, Action::ChoosePlayer(owner)) => {
            state.azathoth[usize::from(owner)] -= 1;
            to_asylum(&mut state.players[usize::from(owner)]);
            events.push(Event::AcolyteMoved {
                seat: owner,
                what: "taken out of the Azathoth pool to the asylum",
            });
            let reward = avatar_reward(AvatarPower::Howler);
            gain(state, seat, reward, events);
        }
        (Prompt::BloatedWoman { seat }, Action::ChooseRitual(r)) => {
            state.azathoth[usize::from(seat)] -= 1;
            state.placed.push(Placed {
                seat,
                cultist: Cultist::Acolyte,
                spot: Spot::Ritual { track: r, step: 0 },
            });
            events.push(Event::AcolyteMoved { seat, what: "moved from the Azathoth pool to a ritual" });
        }
        (Prompt::BloatedWoman { .. }, Action::Decline) => {}
        (Prompt::Pharaoh { seat }, Action::ChoosePlayer(victim)) => {
            state.players[usize::from(victim)].pool -= 1;
            state.azathoth[usize::from(victim)] += 1;
            events.push(Event::AcolyteMoved { seat: victim, what: "sent to worship Azathoth" });
            gain(state, seat, avatar_reward(AvatarPower::DarkPharaoh), events);
            check_azathoth(state, events);
        }
        _ => debug_assert!(false, "listed prompt answers are handled: {prompt:?} {action:?}"),
    }
}

fn avatar_reward(power: AvatarPower) -> Res {
    data::AVATARS.iter().find(|avatar| avatar.power == power).map_or(Res::ZERO, |avatar| avatar.reward)
}

fn evolve(state: &mut State, seat: u8, stage: Evolving, events: &mut Vec<Event>) {
    let player = &mut state.players[usize::from(seat)];
    let index = match stage {
        Evolving::Mutant => 0,
        Evolving::Abomination => 1,
    };
    if index < 2 && player.evolution[index] > 0 {
        player.evolution[index] -= 1;
        player.evolution[index + 1] += 1;
        events.push(Event::AcolyteMoved { seat, what: "evolved one stage" });
    }
}

pub(crate) fn check_azathoth(state: &mut State, events: &mut Vec<Event>) {
    let total: u32 = state.azathoth.iter().map(|&n| u32::from(n)).sum();
    if state.cult().rule == CultRule::CrawlingChaos
        && total >= u32::from(RULES.azathoth_loss_per_player) * u32::from(state.player_count())
    {
        end(state, End::Azathoth, events);
    }
}

pub(crate) fn award_growth(state: &mut State, node: u8, winner: u8, by: u8, events: &mut Vec<Event>) {
    if !state.is_sealed(node) {
        return;
    }
    shatter(state, winner, node, events);
    if state.over.is_none() {
        push_effects(state, by, state.cult().nodes[usize::from(node)].effects, None, 0);
    }
}
