//! Hooks of the Mythos cards (declared with their rules in `content/data/eldritch/mythos.toml`).
//!
//! Several hooks do only the part the vocabulary lacks and push an effect list of their own (a
//! choice, an offer, a combat) whose next step is one of the internal steps below; those steps
//! are not content hooks, only this module's continuations.

use content::eldritch::{
    self as data, CardDeck, Cost, Count, Effect, EncounterDeck, Hook, MonsterTarget, MythosIcon, MythosTrait,
    OfferDef, Possession, Trait,
};
use tabletop_core::resolve::Program;

use crate::action::Event;
use crate::effects::{Pick, card_code};
use crate::rules::{gate_location, reference};
use crate::state::{Frame, Pending, State};

// ---------------------------------------------------------------------- internal steps

/// A Dark Power, per investigator: his Monsters are not fought yet.
const DARK_POWER_BEGIN: Hook = Hook::ADarkPowerEncountersBegin;
/// A Dark Power, per investigator: the next Monster on his space (he chooses among several).
const DARK_POWER_NEXT: Hook = Hook::ADarkPowerNextMonster;
/// Blood Flows, after the discard: Health equal to the discarded Monster's toughness.
const BLOOD_FLOWS_TOLL: Hook = Hook::BloodFlowsLoseHealthEqualToItsToughness;
/// That Which Consumes, after the discard: Doom unless the Gate matched the Omen.
const CONSUMES_DOOM: Hook = Hook::ThatWhichConsumesDoomUnlessTheGateMatchedTheOmen;
/// From Beyond: the Reckoning effect of every Mythos card in play, once.
const MYTHOS_RECKONINGS: Hook = Hook::FromBeyondEveryMythosCardSReckoning;
/// A Proposition: "solve the n-th Rumor in play" (the options of the choice among several).
const SOLVE_NTH: [Hook; 12] = [
    Hook::SolveThe1stRumorInPlay,
    Hook::SolveThe2ndRumorInPlay,
    Hook::SolveThe3rdRumorInPlay,
    Hook::SolveThe4thRumorInPlay,
    Hook::SolveThe5thRumorInPlay,
    Hook::SolveThe6thRumorInPlay,
    Hook::SolveThe7thRumorInPlay,
    Hook::SolveThe8thRumorInPlay,
    Hook::SolveThe9thRumorInPlay,
    Hook::SolveThe10thRumorInPlay,
    Hook::SolveThe11thRumorInPlay,
    Hook::SolveThe12thRumorInPlay,
];

static DARK_POWER_ENCOUNTERS: &[Effect] =
    &[Effect::Custom(DARK_POWER_BEGIN), Effect::Custom(DARK_POWER_NEXT)];
static DARK_POWER_REPEAT: &[Effect] = &[Effect::Custom(DARK_POWER_NEXT)];

static BLOOD_FLOWS_STEPS: &[Effect] =
    &[Effect::DiscardMonsters(MonsterTarget::AnyOne), Effect::Custom(BLOOD_FLOWS_TOLL)];

static CONSUMES_STEPS: &[Effect] = &[Effect::DiscardGate, Effect::Custom(CONSUMES_DOOM)];

const ITEM: Possession = Possession { deck: None, with: Some(Trait::Item) };
const SPELL: Possession = Possession { deck: Some(CardDeck::Spell), with: None };

static ITEM_OFFER: OfferDef = OfferDef {
    cost: &[Cost::Discard(ITEM)],
    then: &[Effect::Custom(Hook::DiscardAnyNumberOfItems)],
    otherwise: &[],
};
static SPELL_OFFER: OfferDef = OfferDef {
    cost: &[Cost::Discard(SPELL)],
    then: &[Effect::Custom(Hook::DiscardAnyNumberOfSpells)],
    otherwise: &[],
};
static ITEM_STEP: &[Effect] = &[Effect::May(&ITEM_OFFER)];
static SPELL_STEP: &[Effect] = &[Effect::May(&SPELL_OFFER)];

/// "… twice unless investigators, as a group, spend Clues equal to half the number of
/// investigators": all Reckonings once, then all again.
static FROM_BEYOND_OFFER: OfferDef = OfferDef {
    cost: &[Cost::GroupClues(Count::HalfInvestigators)],
    then: &[],
    otherwise: &[Effect::Custom(MYTHOS_RECKONINGS), Effect::Custom(MYTHOS_RECKONINGS)],
};
static FROM_BEYOND_STEP: &[Effect] = &[Effect::May(&FROM_BEYOND_OFFER)];

static SOLVE_OPTIONS: [&[Effect]; 12] = [
    &[Effect::Custom(SOLVE_NTH[0])],
    &[Effect::Custom(SOLVE_NTH[1])],
    &[Effect::Custom(SOLVE_NTH[2])],
    &[Effect::Custom(SOLVE_NTH[3])],
    &[Effect::Custom(SOLVE_NTH[4])],
    &[Effect::Custom(SOLVE_NTH[5])],
    &[Effect::Custom(SOLVE_NTH[6])],
    &[Effect::Custom(SOLVE_NTH[7])],
    &[Effect::Custom(SOLVE_NTH[8])],
    &[Effect::Custom(SOLVE_NTH[9])],
    &[Effect::Custom(SOLVE_NTH[10])],
    &[Effect::Custom(SOLVE_NTH[11])],
];

/// Runs `hook` if it is one of this module's; returns whether it was.
pub(super) fn run(state: &mut State, seat: u8, hook: Hook, at: u8, events: &mut Vec<Event>) -> bool {
    match hook {
        Hook::ADarkPower => a_dark_power(state, events),
        DARK_POWER_BEGIN => {
            let here = state.inv(seat).location;
            for monster in state.monsters.iter_mut().filter(|m| m.location == here) {
                monster.fought = false;
            }
        }
        DARK_POWER_NEXT => dark_power_next(state, seat, at, events),
        Hook::SolveARumor => solve_a_rumor(state, seat, at, events),
        Hook::BloodFlows => {
            // Wiki ruling (Blood Rites): a non-Epic Monster; with none, nothing happens.
            if state.monsters.iter().any(|m| !data::MONSTERS[usize::from(m.kind)].epic) {
                state.frames.push(Frame::Effects { seat, program: Program::new(BLOOD_FLOWS_STEPS), at });
            }
        }
        BLOOD_FLOWS_TOLL => {
            // The Monster just discarded (its token went back to the cup).
            let kind = events.iter().rev().find_map(|event| match *event {
                Event::MonsterDiscarded(kind) => Some(kind),
                _ => None,
            });
            if let Some(kind) = kind {
                let toughness = state.stats(kind).toughness;
                state.lose_preventable(seat, toughness, 0, events);
            }
        }
        Hook::DiscardAnyNumberOfItems => {
            if !state.held(seat, ITEM).is_empty() {
                state.frames.push(Frame::Effects { seat, program: Program::new(ITEM_STEP), at });
            }
        }
        Hook::DiscardAnyNumberOfSpells => {
            if !state.held(seat, SPELL).is_empty() {
                state.frames.push(Frame::Effects { seat, program: Program::new(SPELL_STEP), at });
            }
        }
        Hook::GainCluesPerSuccess => {
            // The test that led here was just finished: its result is the last one of `seat`.
            let successes = events.iter().rev().find_map(|event| match *event {
                Event::TestResult { seat: s, successes } if s == seat => Some(successes),
                _ => None,
            });
            let n = successes.unwrap_or(0).min(u16::from(u8::MAX)) as u8;
            state.gain_clues(seat, n, events);
        }
        Hook::DiscardOmenGates => {
            let omen = data::OMEN_TRACK.spaces[usize::from(state.omen)];
            let (matching, rest): (Vec<u8>, Vec<u8>) =
                state.gates.iter().partition(|&&g| data::GATES[usize::from(g)].omen == omen);
            state.gates = rest;
            for &gate in &matching {
                state.gate_discard.push(gate);
                events.push(Event::GateClosed(gate_location(gate)));
            }
            if !matching.is_empty() {
                state.change_doom(matching.len().min(20) as i8, events);
            }
        }
        Hook::DiscardTheReserve => {
            for slot in 0..state.reserve.len() {
                if let Some(card) = state.reserve[slot].take() {
                    state.assets.discard.put(card);
                }
            }
            events.push(Event::Note(crate::Note::ReserveDiscarded));
        }
        Hook::DrivenToBankruptcyEnds => {
            discard_ongoing(state, "driven-to-bankruptcy", events);
            // The reserve is empty while the card is in play: its 4 slots take the top 4 cards.
            state.refill_reserve();
        }
        Hook::StrangeSightingsEnds => discard_ongoing(state, "strange-sightings", events),
        Hook::PatrollingTheBorderEnds => discard_ongoing(state, "patrolling-the-border", events),
        Hook::FromBeyond => {
            let any =
                state.ongoing.iter().any(|&(card, _)| data::MYTHOS[usize::from(card)].reckoning.is_some());
            if any {
                state.frames.push(Frame::Effects { seat, program: Program::new(FROM_BEYOND_STEP), at });
            } else {
                state.change_doom(1, events);
            }
        }
        MYTHOS_RECKONINGS => mythos_reckonings(state, events),
        Hook::RisingTerror => {
            // No Monster's Reckoning effect is in the data: none can be resolved. With no Monster
            // on the board, certainly none has one: Doom advances.
            if state.monsters.is_empty() {
                state.change_doom(1, events);
            } else {
                events.push(Event::Note(crate::Note::MonsterReckoningMissing));
            }
        }
        Hook::NoPeaceForTheFallen => {
            let fallen = std::mem::take(&mut state.fallen);
            if !fallen.is_empty() {
                events.push(Event::Note(crate::Note::FallenPossessionsDiscarded));
            }
            for figure in fallen {
                state.discard_fallen(figure);
            }
        }
        Hook::ThatWhichConsumes => {
            if !state.gates.is_empty() {
                state.frames.push(Frame::Effects { seat, program: Program::new(CONSUMES_STEPS), at });
            }
        }
        CONSUMES_DOOM => {
            let omen = data::OMEN_TRACK.spaces[usize::from(state.omen)];
            if let Some(&gate) = state.gate_discard.last()
                && data::GATES[usize::from(gate)].omen != omen
            {
                state.change_doom(1, events);
            }
        }
        Hook::DrawRumorFromTheBox => draw_rumor_from_the_box(state, events),
        Hook::BoxTheActiveExpedition => box_the_active_expedition(state),
        Hook::ConditionReckoningsAsOnes => condition_reckonings_as_ones(state, events),
        Hook::DebtReckoningAsOnes => debt_reckoning_as_ones(state, seat, events),
        _ => match SOLVE_NTH.iter().position(|&name| name == hook) {
            Some(n) => {
                if let Some(card) = rumors_in_play(state).get(n) {
                    state.solve_rumor(*card, events);
                }
            }
            None => return false,
        },
    }
    true
}

/// The Rumor Mythos cards in play, in the order they entered play.
fn rumors_in_play(state: &State) -> Vec<u8> {
    state
        .ongoing
        .iter()
        .map(|&(card, _)| card)
        .filter(|&card| data::MYTHOS[usize::from(card)].traits.contains(&MythosTrait::Rumor))
        .collect()
}

/// An Ongoing card's "Discard this card": from play to the Mythos discard pile.
fn discard_ongoing(state: &mut State, id: &str, events: &mut Vec<Event>) {
    if let Some(pos) = state.ongoing.iter().position(|&(card, _)| data::MYTHOS[usize::from(card)].id == id) {
        let (card, _) = state.ongoing.remove(pos);
        state.mythos_discard.push(card);
        events.push(Event::Note(crate::Note::MythosDiscarded));
    }
}

/// A Dark Power: every Monster heals; then each investigator, from the Lead Investigator
/// clockwise, encounters the Monsters on his space.
fn a_dark_power(state: &mut State, events: &mut Vec<Event>) {
    for monster in state.monsters.iter_mut() {
        monster.damage = 0;
    }
    events.push(Event::Note(crate::Note::MonstersHeal));
    let order: Vec<u8> = (0..state.players()).map(|turn| state.seat_at(turn)).collect();
    for &target in order.iter().rev() {
        if state.active(target) {
            let at = state.inv(target).location;
            state.frames.push(Frame::Effects {
                seat: target,
                program: Program::new(DARK_POWER_ENCOUNTERS),
                at,
            });
        }
    }
}

/// The next combat of A Dark Power: one Monster on the space not fought yet (the investigator's
/// choice among several), then this step again.
fn dark_power_next(state: &mut State, seat: u8, at: u8, events: &mut Vec<Event>) {
    let here = state.inv(seat).location;
    let left: Vec<usize> = state.monsters_at(here).filter(|&i| !state.monsters[i].fought).collect();
    let Some(&first) = left.first() else { return };
    state.frames.push(Frame::Effects { seat, program: Program::new(DARK_POWER_REPEAT), at });
    if left.len() == 1 {
        state.monsters[first].fought = true;
        state.combat(seat, state.board_monster(first), events);
    } else {
        state.pending = Some(Pending::Fight(seat));
    }
}

/// A Proposition: the Lead Investigator solves 1 Rumor in play (his choice among several).
fn solve_a_rumor(state: &mut State, seat: u8, at: u8, events: &mut Vec<Event>) {
    let rumors = rumors_in_play(state);
    match rumors.as_slice() {
        [] => {}
        [only] => state.solve_rumor(*only, events),
        _ => {
            let n = rumors.len().min(SOLVE_OPTIONS.len());
            state.pending = Some(Pending::Pick { seat, pick: Pick::Option(&SOLVE_OPTIONS[..n]), at });
        }
    }
}

/// The Reckoning effect of every Mythos card in play, once: the Rumors' (resolved now, as the
/// Mythos phase does) and the other Ongoing cards' (as effects of the Lead Investigator, in the
/// order the cards entered play).
fn mythos_reckonings(state: &mut State, events: &mut Vec<Event>) {
    if state.outcome.is_some() {
        return;
    }
    let lead = state.lead;
    let others: Vec<u8> = state
        .ongoing
        .iter()
        .map(|&(card, _)| card)
        .filter(|&card| {
            let def = &data::MYTHOS[usize::from(card)];
            !def.traits.contains(&MythosTrait::Rumor) && def.reckoning.is_some()
        })
        .collect();
    state.rumor_reckonings(events);
    if !state.active(lead) {
        return;
    }
    let at = state.inv(lead).location;
    for &card in others.iter().rev() {
        let def = &data::MYTHOS[usize::from(card)];
        if def.reckoning.is_some() {
            events.push(Event::ReckoningText(card));
        }
        state.frames.push(Frame::Effects { seat: lead, program: Program::new(def.reckoning_effects), at });
    }
}

/// The Storm: a random Rumor from the game box is drawn and resolved as a Mythos card.
fn draw_rumor_from_the_box(state: &mut State, events: &mut Vec<Event>) {
    let boxed: Vec<usize> = (0..state.mythos_box.len())
        .filter(|&i| data::MYTHOS[usize::from(state.mythos_box[i])].traits.contains(&MythosTrait::Rumor))
        .collect();
    if boxed.is_empty() {
        events.push(Event::Note(crate::Note::NoRumorInBox));
        return;
    }
    let pick = boxed[state.rng.index(boxed.len())];
    let card = state.mythos_box.remove(pick);
    events.push(Event::Mythos(card));
    let def = &data::MYTHOS[usize::from(card)];
    // As the Mythos phase resolves a card: it enters play, then its icons, then its text.
    state.ongoing.push((card, def.eldritch));
    state.enter_rumor(card, events);
    let reference = reference(state.players());
    for icon in def.icons {
        if state.outcome.is_some() {
            return;
        }
        match icon {
            MythosIcon::AdvanceOmen => state.advance_omen(events),
            MythosIcon::SpawnGates => {
                for _ in 0..reference.gates {
                    state.spawn_gate(events);
                }
            }
            MythosIcon::MonsterSurge => state.monster_surge(events),
            MythosIcon::SpawnClues => {
                for _ in 0..reference.clues {
                    state.spawn_clue(events);
                }
            }
            // No Rumor has the Reckoning icon; the Rumor and Eldritch tokens are the card's own.
            MythosIcon::Reckoning | MythosIcon::PlaceRumor | MythosIcon::PlaceEldritch => {}
        }
    }
    events.push(Event::MythosText(card));
    let lead = state.lead;
    if state.outcome.is_none() && state.active(lead) {
        let at = state.inv(lead).location;
        state.frames.push(Frame::Effects { seat: lead, program: Program::new(def.effects), at });
    }
}

/// The World Shakes: the Active Expedition's cards go to the box; the deck is shuffled.
fn box_the_active_expedition(state: &mut State) {
    let Some(here) = state.expedition_location() else { return };
    let of_here = |card: &u16| crate::rules::encounter_location(*card) == Some(here);
    let pile = &mut state.encounters[EncounterDeck::Expedition as usize];
    let mut boxed: Vec<u16> = pile.deck.bottom_up().iter().copied().filter(of_here).collect();
    boxed.extend(pile.discard.bottom_up().iter().copied().filter(of_here));
    pile.deck.retain(|card| !of_here(card));
    pile.discard.retain(|card| !of_here(card));
    state.encounter_box.extend(boxed);
    state.encounters[EncounterDeck::Expedition as usize].deck.shuffle(&mut state.rng);
}

/// Tied to a Dark Purpose: every investigator's Conditions resolve their Reckoning with every
/// die showing 1.
fn condition_reckonings_as_ones(state: &mut State, events: &mut Vec<Event>) {
    // Every investigator's Condition Reckonings, with every die showing 1: the dice are forced
    // for the frames between the two markers.
    let _ = events;
    state.frames.push(Frame::ForceDice { face: None });
    let below = state.frames.len();
    state.condition_reckonings(below);
    state.frames.push(Frame::ForceDice { face: Some(1) });
}

/// Legitimate Banking: the Lead Investigator's Debt resolves its Reckoning with every die a 1.
fn debt_reckoning_as_ones(state: &mut State, seat: u8, events: &mut Vec<Event>) {
    let _ = events;
    let Some(&card) =
        state.inv(seat).conditions.iter().find(|&&c| data::CONDITIONS[usize::from(c)].id == "debt")
    else {
        return;
    };
    let code = card_code(CardDeck::Condition, card);
    let reckoning = data::CONDITIONS[usize::from(card)].abilities.iter().find_map(|a| match *a {
        data::Ability::Reckoning(list) => Some(list),
        _ => None,
    });
    if let Some(list) = reckoning {
        state.frames.push(Frame::ForceDice { face: None });
        state.push_card_effects(seat, code, list);
        state.frames.push(Frame::ForceDice { face: Some(1) });
    }
}

/// This module's own effect lists, offers and options, which a pending decision may hold: the
/// `serde` feature writes them by name (see `wire.rs`).
#[cfg(feature = "serde")]
pub(crate) fn wire_lists(out: &mut Vec<(&'static str, Vec<crate::wire::List>)>) {
    use crate::wire::List;
    out.push(("engine/mythos/dark_power_encounters", vec![List::Effects(DARK_POWER_ENCOUNTERS)]));
    out.push(("engine/mythos/dark_power_repeat", vec![List::Effects(DARK_POWER_REPEAT)]));
    out.push(("engine/mythos/blood_flows_steps", vec![List::Effects(BLOOD_FLOWS_STEPS)]));
    out.push(("engine/mythos/consumes_steps", vec![List::Effects(CONSUMES_STEPS)]));
    out.push(("engine/mythos/item_offer", vec![List::Offer(&ITEM_OFFER)]));
    out.push(("engine/mythos/spell_offer", vec![List::Offer(&SPELL_OFFER)]));
    out.push(("engine/mythos/item_step", vec![List::Effects(ITEM_STEP)]));
    out.push(("engine/mythos/spell_step", vec![List::Effects(SPELL_STEP)]));
    out.push(("engine/mythos/from_beyond_offer", vec![List::Offer(&FROM_BEYOND_OFFER)]));
    out.push(("engine/mythos/from_beyond_step", vec![List::Effects(FROM_BEYOND_STEP)]));
    out.push(("engine/mythos/solve_options", vec![List::Options(&SOLVE_OPTIONS)]));
}
