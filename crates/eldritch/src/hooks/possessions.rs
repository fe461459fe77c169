//! Hooks of the Assets, Artifacts, Spells and Conditions (declared with their rules in
//! `content/data/eldritch/cards.toml`).
//!
//! Three things the vocabulary lacks are built here from the engine's own choices:
//! - "another investigator" / "an investigator on your space": the choice of an investigator
//!   ([`Pick::Investigator`]) lists every investigator; the chosen one's step checks the card's
//!   condition, and a choice it does not allow stands for the first investigator it allows (the
//!   holder itself where it may be chosen). Asking again could loop forever with a bot that
//!   keeps the same answer.
//! - "any number of": one [`Effect::May`] per Clue or card, asked in turn; the receiver and the
//!   position in the giver's cards travel in the frame's `at` (`cursor << 3 | receiver`).
//! - a Spell's back reads the casting test's result: "spell-result" (first in both branches of
//!   the casting test) leaves a marker frame below the Spell's own effects, carrying the chosen
//!   investigator in `seat` and the result in `at`; it is popped, doing nothing, once the back
//!   (pushed by "flip this card") is resolved.

use content::eldritch::{self as data, CardDeck, Cost, Effect, Hook, OfferDef, Possession, Skill, Trait};
use tabletop_core::resolve::Program;

use crate::action::Event;
use crate::effects::{Pick, card_code};
use crate::rules::CardPile;
use crate::state::{Frame, Purpose, State};

const GIVE_CLUES: Hook = Hook::GiveCluesToAnotherInvestigator;
const GIVE_ITEMS: Hook = Hook::GiveItemsToAnotherInvestigator;
const TRADE: Hook = Hook::TradeAndSwapWithAnotherInvestigator;
const BLESS_HERE: Hook = Hook::InvestigatorHereGainsBlessed;
const DEFEAT_ALL: Hook = Hook::DefeatAllMonstersHere;
const TARGET_UNBLESSED: Hook = Hook::ChooseSpellTargetHereWithoutBlessed;
const TARGET_ANY: Hook = Hook::ChooseSpellTarget;
const RESULT: Hook = Hook::SpellResult;
const TARGET_BLESSED: Hook = Hook::SpellTargetGainsBlessed;
const TARGET_MOVES: Hook = Hook::SpellTargetMayMoveAnywhere;
const IMPROVE_HERE: Hook = Hook::SpellInvestigatorHereImprovesASkill;
const CONJURE: Hook = Hook::GainItemOrTrinketUpToSpellResult;
const ISIS_1: Hook = Hook::BlessingOfIsisBack1;
const ISIS_2: Hook = Hook::BlessingOfIsisBack2;
const CONJURATION_1: Hook = Hook::ConjurationBack1;
const CONJURATION_2: Hook = Hook::ConjurationBack2;
const FEED_1: Hook = Hook::FeedTheMindBack1;
const FEED_2: Hook = Hook::FeedTheMindBack2;
const PLUMB_1: Hook = Hook::PlumbTheVoidBack1;
const PLUMB_2: Hook = Hook::PlumbTheVoidBack2;
const SHRIVELING_1: Hook = Hook::ShrivelingBack1;
const SHRIVELING_2: Hook = Hook::ShrivelingBack2;
const IGNORE_MONSTERS: Hook = Hook::IgnoreMonstersThisEncounter;
const MISTS_1: Hook = Hook::MistsOfRelehBack1;
const MISTS_2: Hook = Hook::MistsOfRelehBack2;
const WITHER: Hook = Hook::WitherStrength;
const CLAIRVOYANCE: Hook = Hook::ClairvoyanceChooseClueSpace;
const CLAIRVOYANCE_1: Hook = Hook::ClairvoyanceBack1;
const CLAIRVOYANCE_2: Hook = Hook::ClairvoyanceBack2;
const WITHER_1: Hook = Hook::WitherBack1;
const WITHER_2: Hook = Hook::WitherBack2;
const FLESH_1: Hook = Hook::FleshWardBack1;
const FLESH_2: Hook = Hook::FleshWardBack2;
const BRAVERY_1: Hook = Hook::InstillBraveryBack1;
const BRAVERY_2: Hook = Hook::InstillBraveryBack2;
/// Internal: the investigator whose loss a prevention Spell protects is its chosen investigator.
const PREVENT_TARGET: Hook = Hook::PossessionsPreventionTarget;
/// Internal: the holder casts the card being resolved (its `effects`).
pub(crate) const CAST_THIS: Hook = Hook::PossessionsCastThisCard;
const BUT_ONE: Hook = Hook::DiscardItemsButOne;
const DEVOUR_OTHER: Hook = Hook::DevourAnotherInvestigator;
const GATE_PER_SPELL: Hook = Hook::SpawnGatePerSpell;
const KLEPTOMANIA: Hook = Hook::Kleptomania;
const OTHERS_HURT: Hook = Hook::OthersHereLose2Health;

// ---------------------------------------------------------------------- internal steps

/// The chosen investigator's step of each choice (run with `seat` = the chosen one).
const CLUES_TO: Hook = Hook::PossessionsReceivesClues;
const ITEMS_TO: Hook = Hook::PossessionsReceivesItems;
const TRADE_WITH: Hook = Hook::PossessionsTrades;
const BLESS_CHOSEN: Hook = Hook::PossessionsGainsBlessed;
const UNBLESSED_CHOSEN: Hook = Hook::PossessionsSpellTargetWithoutBlessed;
const ANY_CHOSEN: Hook = Hook::PossessionsSpellTarget;
const IMPROVE_CHOSEN: Hook = Hook::PossessionsImprovesASkill;
const DEVOUR_CHOSEN: Hook = Hook::PossessionsDevoured;
/// Give 1 Clue to the investigator `at`.
const GIVE_ONE_CLUE: Hook = Hook::PossessionsGive1Clue;
/// The next card of the giver (`at` = cursor << 3 | receiver), Items only or any card.
const ITEM_NEXT: Hook = Hook::PossessionsNextItem;
const ITEM_GIVE: Hook = Hook::PossessionsGiveThisItem;
const ITEM_SKIP: Hook = Hook::PossessionsKeepThisItem;
const CARD_NEXT: Hook = Hook::PossessionsNextCard;
const CARD_GIVE: Hook = Hook::PossessionsGiveThisCard;
const CARD_SKIP: Hook = Hook::PossessionsKeepThisCard;
/// Mi-go Brain Case: the chosen investigator (`seat`) moves to the holder's space (`at`).
const SWAP: Hook = Hook::PossessionsSwapSpaces;
/// A Spell's marker frame (does nothing when popped).
const MARK: Hook = Hook::PossessionsCastingResult;
/// Conjuration's back: the choice of one more Reserve card within the budget in `at`.
const CONJURE_MORE: Hook = Hook::PossessionsConjureOneMore;
/// Conjuration: take the Reserve card of slot n.
const TAKE_SLOT: [Hook; 4] = [
    Hook::TakeThe1stCardOfTheReserve,
    Hook::TakeThe2ndCardOfTheReserve,
    Hook::TakeThe3rdCardOfTheReserve,
    Hook::TakeThe4thCardOfTheReserve,
];
/// Kleptomania's fail: discard the Asset (card index `at`) and gain Detained.
const KLEPTO_FAIL: Hook = Hook::PossessionsKleptomaniaReturnsTheAsset;

const ITEM: Possession = Possession { deck: None, with: Some(Trait::Item) };

static CLUES_STEP: &[Effect] = &[Effect::Custom(CLUES_TO)];
static ITEMS_STEP: &[Effect] = &[Effect::Custom(ITEMS_TO)];
static TRADE_STEP: &[Effect] = &[Effect::Custom(TRADE_WITH)];
static BLESS_STEP: &[Effect] = &[Effect::Custom(BLESS_CHOSEN)];
static UNBLESSED_STEP: &[Effect] = &[Effect::Custom(UNBLESSED_CHOSEN)];
static ANY_STEP: &[Effect] = &[Effect::Custom(ANY_CHOSEN)];
static IMPROVE_STEP: &[Effect] = &[Effect::Custom(IMPROVE_CHOSEN)];
static DEVOUR_STEP: &[Effect] = &[Effect::Custom(DEVOUR_CHOSEN)];

static CLUE_OFFER: OfferDef = OfferDef { cost: &[], then: &[Effect::Custom(GIVE_ONE_CLUE)], otherwise: &[] };
static CLUE_ASK: &[Effect] = &[Effect::May(&CLUE_OFFER)];
static ITEM_OFFER: OfferDef =
    OfferDef { cost: &[], then: &[Effect::Custom(ITEM_GIVE)], otherwise: &[Effect::Custom(ITEM_SKIP)] };
static ITEM_ASK: &[Effect] = &[Effect::May(&ITEM_OFFER)];
static ITEM_LOOP: &[Effect] = &[Effect::Custom(ITEM_NEXT)];
static CARD_OFFER: OfferDef =
    OfferDef { cost: &[], then: &[Effect::Custom(CARD_GIVE)], otherwise: &[Effect::Custom(CARD_SKIP)] };
static CARD_ASK: &[Effect] = &[Effect::May(&CARD_OFFER)];
static CARD_LOOP: &[Effect] = &[Effect::Custom(CARD_NEXT)];
static SWAP_OFFER: OfferDef = OfferDef { cost: &[], then: &[Effect::Custom(SWAP)], otherwise: &[] };
static SWAP_ASK: &[Effect] = &[Effect::May(&SWAP_OFFER)];

static SPELL_MARK: &[Effect] = &[Effect::Custom(MARK)];
static MOVE_OFFER: OfferDef =
    OfferDef { cost: &[], then: &[Effect::Move(data::Destination::Any)], otherwise: &[] };
static MAY_MOVE: &[Effect] = &[Effect::May(&MOVE_OFFER)];
static IMPROVE: &[Effect] = &[Effect::ImproveChoice];
static IMPROVE_OFFER: OfferDef = OfferDef { cost: &[], then: &[Effect::ImproveChoice], otherwise: &[] };
static MAY_IMPROVE: &[Effect] = &[Effect::May(&IMPROVE_OFFER)];
static BLESS_OFFER: OfferDef =
    OfferDef { cost: &[], then: &[Effect::GainCondition("blessed")], otherwise: &[] };
static MAY_BLESS: &[Effect] = &[Effect::May(&BLESS_OFFER)];
static LOSE_2_SANITY_OR_DISCARD: OfferDef =
    OfferDef { cost: &[Cost::Sanity(2)], then: &[], otherwise: &[Effect::DiscardThisCard] };
static UNLESS_LOSE_2_SANITY: &[Effect] = &[Effect::May(&LOSE_2_SANITY_OR_DISCARD)];
static ITEM_OR_DISCARD: OfferDef =
    OfferDef { cost: &[Cost::Discard(ITEM)], then: &[], otherwise: &[Effect::DiscardThisCard] };
static UNLESS_DISCARD_ITEM: &[Effect] = &[Effect::May(&ITEM_OR_DISCARD)];
static AMNESIA_OR_DISCARD: OfferDef =
    OfferDef { cost: &[Cost::GainCondition("amnesia")], then: &[], otherwise: &[Effect::DiscardThisCard] };
static UNLESS_AMNESIA: &[Effect] = &[Effect::May(&AMNESIA_OR_DISCARD)];
static HALLUCINATIONS_OR_DISCARD: OfferDef = OfferDef {
    cost: &[Cost::GainCondition("hallucinations")],
    then: &[],
    otherwise: &[Effect::DiscardThisCard],
};
static UNLESS_HALLUCINATIONS: &[Effect] = &[Effect::May(&HALLUCINATIONS_OR_DISCARD)];
static INJURY_OR_HEALTH: OfferDef = OfferDef {
    cost: &[Cost::GainCondition("internal-injury")],
    then: &[],
    otherwise: &[Effect::LoseHealth(1)],
};
static UNLESS_INJURY: &[Effect] = &[Effect::May(&INJURY_OR_HEALTH)];
static INJURY_OR_DISCARD: OfferDef = OfferDef {
    cost: &[Cost::GainCondition("internal-injury")],
    then: &[],
    otherwise: &[Effect::DiscardThisCard],
};
static UNLESS_INJURY_DISCARD: &[Effect] = &[Effect::May(&INJURY_OR_DISCARD)];
static PARANOIA_OR_DISCARD: OfferDef =
    OfferDef { cost: &[Cost::GainCondition("paranoia")], then: &[], otherwise: &[Effect::DiscardThisCard] };
static UNLESS_PARANOIA: &[Effect] = &[Effect::May(&PARANOIA_OR_DISCARD)];
static HALLUCINATIONS_OR_SANITY: OfferDef = OfferDef {
    cost: &[Cost::GainCondition("hallucinations")],
    then: &[],
    otherwise: &[Effect::LoseSanity(1)],
};
static UNLESS_HALLUCINATIONS_SANITY: &[Effect] = &[Effect::May(&HALLUCINATIONS_OR_SANITY)];
/// A prevention Spell's casting is over: its result and protected investigator are kept, then it
/// flips.
pub(crate) static PREVENT_FLIP: &[Effect] =
    &[Effect::Custom(RESULT), Effect::Custom(PREVENT_TARGET), Effect::FlipThisCard];
static MORE_OFFER: OfferDef = OfferDef { cost: &[], then: &[Effect::Custom(CONJURE_MORE)], otherwise: &[] };
/// Conjuration's back: "you may" take one more (the budget in the frame's `at`, bit 7 set).
static MORE_ASK: &[Effect] = &[Effect::May(&MORE_OFFER)];
static CAST_OFFER: OfferDef = OfferDef { cost: &[], then: &[Effect::Custom(CAST_THIS)], otherwise: &[] };
/// "You may cast this card" (its `effects`), for Spells cast at a moment of the round.
pub(crate) static MAY_CAST: &[Effect] = &[Effect::May(&CAST_OFFER)];
static DISCARD_THIS: &[Effect] = &[Effect::DiscardThisCard];
static ITEM_OR_TRINKET: &[Effect] = &[Effect::Choose(&[
    &[Effect::GainReserve(Some(Trait::Item))],
    &[Effect::GainReserve(Some(Trait::Trinket))],
])];
static DISCARD_ONE_ITEM_AGAIN: &[Effect] = &[Effect::Discard(ITEM), Effect::Custom(BUT_ONE)];
static KLEPTO_FAILED: &[Effect] = &[Effect::Custom(KLEPTO_FAIL)];

/// Conjuration's options: one per Reserve slot, and every set of slots (bit n: slot n).
const S0: &[Effect] = &[Effect::Custom(TAKE_SLOT[0])];
const S1: &[Effect] = &[Effect::Custom(TAKE_SLOT[1])];
const S2: &[Effect] = &[Effect::Custom(TAKE_SLOT[2])];
const S3: &[Effect] = &[Effect::Custom(TAKE_SLOT[3])];
static SLOT_SETS: [&[&[Effect]]; 16] = [
    &[],
    &[S0],
    &[S1],
    &[S0, S1],
    &[S2],
    &[S0, S2],
    &[S1, S2],
    &[S0, S1, S2],
    &[S3],
    &[S0, S3],
    &[S1, S3],
    &[S0, S1, S3],
    &[S2, S3],
    &[S0, S2, S3],
    &[S1, S2, S3],
    &[S0, S1, S2, S3],
];

/// Runs `hook` if it is one of this module's; returns whether it was.
pub(super) fn run(state: &mut State, seat: u8, hook: Hook, at: u8, events: &mut Vec<Event>) -> bool {
    match hook {
        GIVE_CLUES | GIVE_ITEMS | TRADE | DEVOUR_OTHER => {
            let step = match hook {
                GIVE_CLUES => CLUES_STEP,
                GIVE_ITEMS => ITEMS_STEP,
                TRADE => TRADE_STEP,
                _ => DEVOUR_STEP,
            };
            let others: Vec<u8> = (0..state.players()).filter(|&s| s != seat && state.active(s)).collect();
            choose(state, seat, &others, step, at, events);
        }
        CLUES_TO | ITEMS_TO | TRADE_WITH | DEVOUR_CHOSEN => {
            let Some(holder) = holder(state) else { return true };
            // "Another investigator": choosing oneself stands for the first other one.
            let other = if seat == holder {
                match (0..state.players()).find(|&s| s != holder && state.active(s)) {
                    Some(other) => other,
                    None => return true,
                }
            } else {
                seat
            };
            match hook {
                CLUES_TO => {
                    if !state.inv(holder).clues.is_empty() {
                        push(state, holder, CLUE_ASK, other);
                    }
                }
                ITEMS_TO => push(state, holder, ITEM_LOOP, other),
                TRADE_WITH => {
                    // Last pushed, first resolved: the holder gives, then the other, then the swap.
                    if state.inv(other).location != state.inv(holder).location {
                        push(state, other, SWAP_ASK, holder);
                    }
                    push(state, other, CARD_LOOP, holder);
                    push(state, holder, CARD_LOOP, other);
                }
                _ => state.defeat(other, true, events),
            }
        }
        GIVE_ONE_CLUE => {
            let receiver = at;
            if let Some(clue) = state.inv_mut(seat).clues.pop() {
                state.inv_mut(receiver).clues.push(clue);
                events.push(Event::Gained { seat: receiver, what: "Clue".into() });
            }
            if !state.inv(seat).clues.is_empty() {
                push(state, seat, CLUE_ASK, receiver);
            }
        }
        ITEM_NEXT | CARD_NEXT => {
            let (cursor, receiver) = (at >> 3, at & 7);
            let items = hook == ITEM_NEXT;
            let cards = offered(state, seat, receiver, items);
            if let Some(&code) = cards.get(usize::from(cursor)) {
                events.push(Event::Offered(code));
                push(state, seat, if items { ITEM_ASK } else { CARD_ASK }, at);
            }
        }
        ITEM_GIVE | CARD_GIVE => {
            let (cursor, receiver) = (at >> 3, at & 7);
            let items = hook == ITEM_GIVE;
            let cards = offered(state, seat, receiver, items);
            if let Some(&code) = cards.get(usize::from(cursor)) {
                give_card(state, seat, receiver, code, events);
            }
            // The next card takes this one's place in the list.
            push(state, seat, if items { ITEM_LOOP } else { CARD_LOOP }, at);
        }
        ITEM_SKIP | CARD_SKIP => {
            // The cursor has 5 bits: past 31 cards kept, the rest are kept too.
            let cursor = (at >> 3) + 1;
            if cursor < 32 {
                push(
                    state,
                    seat,
                    if hook == ITEM_SKIP { ITEM_LOOP } else { CARD_LOOP },
                    cursor << 3 | (at & 7),
                );
            }
        }
        SWAP => {
            let holder = at;
            let (theirs, mine) = (state.inv(seat).location, state.inv(holder).location);
            if !state.cannot_move(seat) {
                state.move_investigator(seat, mine, events);
                if state.inv(seat).location == mine {
                    state.move_investigator(holder, theirs, events);
                }
            }
        }
        BLESS_HERE => {
            let here = investigators_here(state, seat);
            choose(state, seat, &here, BLESS_STEP, at, events);
        }
        BLESS_CHOSEN => {
            let Some(holder) = holder(state) else { return true };
            // Someone elsewhere stands for the holder itself.
            let target = if state.inv(seat).location == state.inv(holder).location { seat } else { holder };
            state.gain_condition(target, "blessed", events);
        }
        DEFEAT_ALL => {
            let here = state.inv(seat).location;
            let mut indices: Vec<usize> = state.monsters_at(here).collect();
            indices.sort_unstable();
            for index in indices.into_iter().rev() {
                state.defeat_monster(seat, state.board_monster(index), events);
            }
        }
        TARGET_UNBLESSED => {
            let candidates: Vec<u8> = investigators_here(state, seat)
                .into_iter()
                .filter(|&s| !holds(state, s, "blessed"))
                .collect();
            if candidates.is_empty() {
                mark_target(state, seat);
            } else {
                choose(state, seat, &candidates, UNBLESSED_STEP, at, events);
            }
        }
        UNBLESSED_CHOSEN => {
            let Some(caster) = holder(state) else { return true };
            let valid = |state: &State, s: u8| {
                state.inv(s).location == state.inv(caster).location && !holds(state, s, "blessed")
            };
            // A choice the card does not allow stands for the first one it does.
            let target = if valid(state, seat) {
                seat
            } else {
                investigators_here(state, caster).into_iter().find(|&s| valid(state, s)).unwrap_or(caster)
            };
            mark_target(state, target);
        }
        TARGET_ANY => {
            let all: Vec<u8> = (0..state.players()).filter(|&s| state.active(s)).collect();
            choose(state, seat, &all, ANY_STEP, at, events);
        }
        ANY_CHOSEN => mark_target(state, seat),
        RESULT => keep_result(state, seat, events),
        TARGET_BLESSED => {
            let target = marker(state).map_or(seat, |(target, _)| target);
            state.gain_condition(target, "blessed", events);
        }
        TARGET_MOVES => {
            let target = marker(state).map_or(seat, |(target, _)| target);
            let at = state.inv(target).location;
            push(state, target, MAY_MOVE, at);
        }
        IMPROVE_HERE => {
            let here = investigators_here(state, seat);
            choose(state, seat, &here, IMPROVE_STEP, at, events);
        }
        IMPROVE_CHOSEN => {
            let Some(caster) = holder(state) else { return true };
            // Someone elsewhere stands for the caster itself.
            let target = if state.inv(seat).location == state.inv(caster).location { seat } else { caster };
            mark_target(state, target);
            let at = state.inv(target).location;
            push(state, target, IMPROVE, at);
        }
        CONJURE_MORE => {
            let mask = conjurable(state, at & 0x7f);
            if mask != 0 {
                state.ask_for_hook(seat, Pick::Option(SLOT_SETS[mask]), at, events);
            }
        }
        CONJURE => {
            let Some(result) = marker(state).and_then(|(_, result)| result.successes()) else {
                return true;
            };
            let mask = conjurable(state, result);
            if mask != 0 {
                state.ask_for_hook(seat, Pick::Option(SLOT_SETS[mask]), at, events);
            }
        }
        ISIS_1 | ISIS_2 | CONJURATION_1 | CONJURATION_2 | FEED_1 | FEED_2 | PLUMB_1 | PLUMB_2
        | SHRIVELING_1 | SHRIVELING_2 | MISTS_1 | MISTS_2 | FLESH_1 | FLESH_2 | BRAVERY_1 | BRAVERY_2
        | WITHER_1 | WITHER_2 | CLAIRVOYANCE_1 | CLAIRVOYANCE_2 => spell_back(state, seat, hook, events),
        CLAIRVOYANCE => {
            let here = state.inv(seat).location;
            state.ask(seat, Pick::RemoteClue, here, events);
        }
        WITHER => {
            state.combat_boost.0 = state.combat_boost.0.max(3);
            events.push(Event::Note(crate::Note::StrengthPlus3));
        }
        PREVENT_TARGET => {
            if let Some(loser) = state.frames.iter().rev().find_map(|f| match *f {
                Frame::Loss { seat, .. } => Some(seat),
                _ => None,
            }) {
                mark_target(state, loser);
            }
        }
        CAST_THIS => {
            if let Some((holder, code)) = state.this_card {
                // Its tests are "when resolving Spell effects".
                state.frames.push(Frame::Casting { on: false });
                this_card_effects(state, holder, crate::cards::def_of(code).effects);
                state.frames.push(Frame::Casting { on: true });
            }
        }
        IGNORE_MONSTERS => {
            state.ignore_monsters_for = Some(holder(state).unwrap_or(seat));
            events.push(Event::Note(crate::Note::MonstersIgnored));
        }
        BUT_ONE => {
            if state.held(seat, ITEM).len() > 1 {
                let at = state.inv(seat).location;
                push(state, seat, DISCARD_ONE_ITEM_AGAIN, at);
            }
        }
        GATE_PER_SPELL => {
            for _ in 0..state.inv(seat).spells.len() {
                state.spawn_gate(events);
            }
        }
        KLEPTOMANIA => {
            let before = state.inv(seat).assets.clone();
            state.gain_card(seat, CardPile::Assets, Some(Trait::Item), events);
            let gained = state.inv(seat).assets.iter().copied().find(|card| !before.contains(card));
            if let Some(card) = gained {
                let value = data::ASSETS[usize::from(card)].cost.max(1);
                // "Lower than its value" fails: the test passes at that many successes.
                let purpose = Purpose::Effect { pass: &[], fail: KLEPTO_FAILED, at: card, pass_at: value };
                state.begin_test_with(seat, Skill::Observation, 0, 0, purpose, events);
            }
        }
        KLEPTO_FAIL => {
            if state.inv(seat).assets.contains(&at) {
                state.discard_card(seat, card_code(CardDeck::Asset, at), events);
            }
            state.gain_condition(seat, "detained", events);
        }
        OTHERS_HURT => {
            for other in investigators_here(state, seat) {
                if other != seat {
                    state.lose_preventable(other, 2, 0, events);
                }
            }
        }
        MARK => {}
        _ => match TAKE_SLOT.iter().position(|&name| name == hook) {
            Some(slot) => {
                let cost = state.reserve[slot].map_or(0, |card| data::ASSETS[usize::from(card)].cost);
                take_reserve(state, seat, slot, events);
                // Conjuration's back takes more within a budget (kept in `at` with bit 7 set).
                if at & 0x80 != 0 {
                    offer_more_conjured(state, seat, (at & 0x7f).saturating_sub(cost));
                }
            }
            None => return false,
        },
    }
    true
}

// ---------------------------------------------------------------------- helpers

fn push(state: &mut State, seat: u8, list: &'static [Effect], at: u8) {
    state.frames.push(Frame::Effects { seat, program: Program::new(list), at });
}

/// The holder of the card whose effect is resolving.
fn holder(state: &State) -> Option<u8> {
    state.this_card.map(|(holder, _)| holder)
}

fn holds(state: &State, seat: u8, condition: &str) -> bool {
    state.inv(seat).conditions.iter().any(|&c| data::CONDITIONS[usize::from(c)].id == condition)
}

/// The active investigators on `seat`'s space (`seat` included), in seat order.
fn investigators_here(state: &State, seat: u8) -> Vec<u8> {
    let here = state.inv(seat).location;
    (0..state.players()).filter(|&s| state.active(s) && state.inv(s).location == here).collect()
}

/// `chooser` chooses one of `candidates`, who resolves `step` (at once when there is only one).
fn choose(
    state: &mut State,
    chooser: u8,
    candidates: &[u8],
    step: &'static [Effect],
    at: u8,
    events: &mut Vec<Event>,
) {
    match candidates {
        [] => events.push(Event::Note(crate::Note::NoInvestigatorToChoose)),
        [only] => {
            let at = state.inv(*only).location;
            push(state, *only, step, at);
        }
        _ => state.ask_for_hook(chooser, Pick::Investigator(step), at, events),
    }
}

/// The cards `giver` may offer `receiver` in turn: its Items, or (a trade) its Assets, Artifacts
/// and the Spells whose name the receiver does not hold.
fn offered(state: &State, giver: u8, receiver: u8, items: bool) -> Vec<u16> {
    if items {
        return state.held(giver, ITEM);
    }
    let names: Vec<&str> =
        state.inv(receiver).spells.iter().map(|&s| data::SPELLS[usize::from(s)].id).collect();
    let mut cards = state.held(giver, Possession { deck: Some(CardDeck::Asset), with: None });
    cards.extend(state.held(giver, Possession { deck: Some(CardDeck::Artifact), with: None }));
    cards.extend(
        state
            .held(giver, Possession { deck: Some(CardDeck::Spell), with: None })
            .into_iter()
            .filter(|&code| !names.contains(&crate::cards::def_of(code).id)),
    );
    cards
}

/// Moves a held card from `from` to `to`.
fn give_card(state: &mut State, from: u8, to: u8, code: u16, events: &mut Vec<Event>) {
    let card = (code & 0xff) as u8;
    let giver = pile_of(state.inv_mut(from), code);
    let Some(pos) = giver.iter().position(|&c| c == card) else { return };
    giver.remove(pos);
    pile_of(state.inv_mut(to), code).push(card);
    events.push(Event::Gained { seat: to, what: crate::cards::def_of(code).name.into() });
}

/// The list of an investigator's cards of `code`'s deck.
fn pile_of(inv: &mut crate::state::Investigator, code: u16) -> &mut Vec<u8> {
    match code >> 8 {
        0 => &mut inv.assets,
        1 => &mut inv.artifacts,
        2 => &mut inv.spells,
        _ => &mut inv.conditions,
    }
}

/// Conjuration: `seat` takes the Reserve card of `slot`.
/// The Reserve slots holding an Item or Trinket Asset of value at most `budget` (bit n: slot n).
fn conjurable(state: &State, budget: u8) -> usize {
    let mut mask = 0usize;
    for (slot, card) in state.reserve.iter().enumerate() {
        if let Some(card) = card {
            let def = &data::ASSETS[usize::from(*card)];
            let kind = def.traits.contains(&Trait::Item) || def.traits.contains(&Trait::Trinket);
            if kind && def.cost <= budget {
                mask |= 1 << slot;
            }
        }
    }
    mask
}

/// Conjuration's back: `seat` may take another Item or Trinket within `budget`.
fn offer_more_conjured(state: &mut State, seat: u8, budget: u8) {
    if conjurable(state, budget) != 0 {
        push(state, seat, MORE_ASK, 0x80 | budget);
    }
}

fn take_reserve(state: &mut State, seat: u8, slot: usize, events: &mut Vec<Event>) {
    if let Some(card) = state.reserve[slot].take() {
        state.inv_mut(seat).assets.push(card as u8);
        events.push(Event::Gained { seat, what: data::ASSETS[usize::from(card)].name.into() });
        state.refill_reserve();
        state.card_gained(seat, card_code(CardDeck::Asset, card as u8), false);
    }
}

// ---------------------------------------------------------------------- Spells

/// A casting test's result as kept in the marker's `at`: bit 7 known, bit 6 whether the faces
/// are known, bit 5 a 4 among them, bits 0-4 the successes (at most 31).
#[derive(Debug, Clone, Copy)]
struct Cast(u8);

impl Cast {
    fn successes(self) -> Option<u8> {
        (self.0 & 0x80 != 0).then_some(self.0 & 0x1f)
    }

    /// Whether no die showed a 4 (`None`: the faces are not known).
    fn no_four(self) -> Option<bool> {
        (self.0 & 0x40 != 0).then_some(self.0 & 0x20 == 0)
    }
}

/// The Spell's own effects on the stack (the frame holding "flip this card").
fn front_frame(state: &State) -> Option<usize> {
    let (_, code) = state.this_card?;
    state.frames.iter().rposition(|f| matches!(f, Frame::CardEffects { card, .. } if *card == code))
}

fn marker_frame(state: &State) -> Option<usize> {
    state.frames.iter().rposition(
        |f| matches!(f, Frame::Effects { program, .. } if std::ptr::eq(program.list(), SPELL_MARK)),
    )
}

/// The chosen investigator and the result kept for the back, if any.
fn marker(state: &State) -> Option<(u8, Cast)> {
    match state.frames.get(marker_frame(state)?) {
        Some(&Frame::Effects { seat, at, .. }) => Some((seat, Cast(at))),
        _ => None,
    }
}

/// Puts a marker below the Spell's own effects (or changes the one there): `target` and `at`.
fn set_marker(state: &mut State, target: Option<u8>, at: Option<u8>) {
    let front = front_frame(state);
    if let Some(index) = marker_frame(state)
        && front.is_none_or(|f| index < f)
        && let Frame::Effects { seat, at: kept, .. } = &mut state.frames[index]
    {
        if let Some(target) = target {
            *seat = target;
        }
        if let Some(at) = at {
            *kept = at;
        }
        return;
    }
    let Some(front) = front else { return };
    let seat = target.or_else(|| holder(state)).unwrap_or_default();
    state
        .frames
        .insert(front, Frame::Effects { seat, program: Program::new(SPELL_MARK), at: at.unwrap_or(0) });
}

fn mark_target(state: &mut State, target: u8) {
    set_marker(state, Some(target), None);
}

/// "spell-result": the last test of `seat` (just finished) is kept for the back.
fn keep_result(state: &mut State, seat: u8, events: &[Event]) {
    let Some(end) =
        events.iter().rposition(|event| matches!(event, Event::TestResult { seat: s, .. } if *s == seat))
    else {
        return;
    };
    let Event::TestResult { successes, .. } = events[end] else { return };
    let faces = events[..end].iter().rev().find_map(|event| match event {
        Event::Rolled { seat: s, faces, .. } if *s == seat => Some(faces.clone()),
        _ => None,
    });
    let mut at = 0x80 | successes.min(31) as u8;
    if let Some(faces) = faces {
        at |= 0x40;
        if faces.contains(&4) {
            at |= 0x20;
        }
    }
    set_marker(state, None, Some(at));
}

/// The back of a Spell copy, by the casting result.
fn spell_back(state: &mut State, seat: u8, hook: Hook, events: &mut Vec<Event>) {
    let Some((target, cast)) = marker(state) else {
        events.push(Event::Note(crate::Note::CastUnknown));
        return;
    };
    let Some(result) = cast.successes() else {
        events.push(Event::Note(crate::Note::CastUnknown));
        return;
    };
    let here = state.inv(seat).location;
    match (hook, result) {
        (ISIS_1, 0) => state.gain_condition(target, "cursed", events),
        (ISIS_1, 1) => state.lose_preventable(seat, 0, 1, events),
        (ISIS_2, 0..=2) => state.lose_preventable(seat, 1, 0, events),
        (ISIS_2, _) => {
            let here_now = investigators_here(state, seat);
            for other in here_now.into_iter().rev() {
                if !holds(state, other, "blessed") {
                    let at = state.inv(other).location;
                    push(state, other, MAY_BLESS, at);
                }
            }
        }
        (CONJURATION_1 | FEED_2, 0) => match cast.no_four() {
            Some(true) => this_card_effects(state, seat, DISCARD_THIS),
            Some(false) => {}
            None => events.push(Event::Note(crate::Note::FourUnknown)),
        },
        (CONJURATION_1, 1..=3) | (FEED_2, _) => state.lose_preventable(seat, 0, 1, events),
        (CONJURATION_1, _) => push(state, seat, ITEM_OR_TRINKET, here),
        (CONJURATION_2, 0) => this_card_effects(state, seat, UNLESS_DISCARD_ITEM),
        (CONJURATION_2, 1) => state.lose_preventable(seat, 0, 1, events),
        (CONJURATION_2, _) => {
            // "Instead gain any number of Item or Trinket Assets whose values total no more than
            // your result": the Asset the front gave counts toward the total, and more may be
            // taken, one at a time, within what is left.
            let front = events.iter().rev().find_map(|event| match event {
                Event::Gained { seat: s, what } if *s == seat => {
                    data::ASSETS.iter().find(|def| def.name == what).map(|def| def.cost)
                }
                _ => None,
            });
            let budget = result.saturating_sub(front.unwrap_or(0)).min(0x7f);
            offer_more_conjured(state, seat, budget);
        }
        (FEED_1, 0..=2) => this_card_effects(state, seat, UNLESS_LOSE_2_SANITY),
        (FEED_1, _) => {
            let at = state.inv(target).location;
            push(state, target, MAY_IMPROVE, at);
        }
        (PLUMB_1, 0) => state.lose_preventable(target, 3, 0, events),
        (PLUMB_1, 1..=2) => state.lose_preventable(seat, 0, 1, events),
        (PLUMB_1, _) => {
            state.inv_mut(seat).extra_actions += 1;
            events.push(Event::Note(crate::Note::ExtraAction));
        }
        (PLUMB_2, 0..=1) => this_card_effects(state, seat, UNLESS_AMNESIA),
        (SHRIVELING_1, 0..=1) => this_card_effects(state, seat, UNLESS_LOSE_2_SANITY),
        (SHRIVELING_1, 3..) => {
            if let Some(index) = hurt_monster_here(state, seat, events) {
                state.hurt_monster(seat, index, result - 2, events);
            }
        }
        (CLAIRVOYANCE_1, 0) => this_card_effects(state, seat, UNLESS_PARANOIA),
        (CLAIRVOYANCE_1, 3..) => {
            state.research_extra_die = Some(seat);
            events.push(Event::Note(crate::Note::ResearchExtraDie));
        }
        (CLAIRVOYANCE_2, 0) => {
            // "Discard the Clue you chose" (none was chosen when the test failed).
            if let Some((who, space)) = state.remote_research
                && who == seat
                && let Some(pos) = state.board_clues.iter().position(|&(_, at)| at == space)
            {
                let (clue, _) = state.board_clues.remove(pos);
                state.clue_discard.push(clue);
                state.remote_research = None;
                events.push(Event::Note(crate::Note::ChosenClueDiscarded));
            }
        }
        (CLAIRVOYANCE_2, 1..=2) => state.lose_preventable(seat, 0, 1, events),
        (CLAIRVOYANCE_2, _) => {
            if let Some(clue) = state.draw_clue() {
                state.inv_mut(seat).clues.push(clue);
                events.push(Event::Gained { seat, what: "Clue".into() });
            }
        }
        (WITHER_1, 0..=1) => this_card_effects(state, seat, UNLESS_LOSE_2_SANITY),
        (WITHER_1, _) => {
            state.combat_boost.0 = state.combat_boost.0.max(5);
            events.push(Event::Note(crate::Note::StrengthPlus5));
            state.lose_preventable(seat, 0, 1, events);
        }
        (WITHER_2, 0) => this_card_effects(state, seat, UNLESS_INJURY_DISCARD),
        (WITHER_2, 1) => state.lose_preventable(seat, 0, 1, events),
        (WITHER_2, _) => {
            state.combat_reroll = state.this_card.map(|(_, code)| code);
            events.push(Event::Note(crate::Note::StrengthReroll));
        }
        (FLESH_1 | BRAVERY_1, 0) => match cast.no_four() {
            Some(true) => this_card_effects(state, seat, DISCARD_THIS),
            Some(false) => {}
            None => events.push(Event::Note(crate::Note::FourUnknown)),
        },
        (FLESH_1, _) => state.lose_preventable(seat, 0, 1, events),
        (BRAVERY_1, _) => state.lose_preventable(seat, 1, 0, events),
        (FLESH_2, 0) => push(state, target, UNLESS_INJURY, here),
        (BRAVERY_2, 0) => push(state, target, UNLESS_HALLUCINATIONS_SANITY, here),
        (FLESH_2 | BRAVERY_2, 3..) => {
            // Up to the result instead of 2: 2 were already prevented.
            state.reduce_waiting_loss(hook == FLESH_2, result - 2);
        }
        (MISTS_1, 0..=1) => state.lose_preventable(seat, 1, 1, events),
        (MISTS_2, 0) => this_card_effects(state, seat, UNLESS_HALLUCINATIONS),
        (MISTS_2, _) => state.lose_preventable(seat, 0, 1, events),
        (SHRIVELING_2, 0) => state.lose_preventable(seat, 2, 0, events),
        (SHRIVELING_2, 1) => state.lose_preventable(seat, 0, 1, events),
        (SHRIVELING_2, _) => {
            let chosen = hurt_monster_here(state, seat, events);
            let mut others: Vec<usize> = state.monsters_at(here).filter(|&i| Some(i) != chosen).collect();
            others.sort_unstable();
            for index in others.into_iter().rev() {
                state.hurt_monster(seat, index, 2, events);
            }
        }
        _ => {}
    }
}

/// Effects of the card being resolved, as "this card" (the Spell), for its holder.
fn this_card_effects(state: &mut State, seat: u8, list: &'static [Effect]) {
    if let Some((_, card)) = state.this_card {
        state.frames.push(Frame::CardEffects { seat, program: Program::new(list), card });
    }
}

/// The Monster on `seat`'s space that the Spell's pass effect hurt (its last "loses Health"
/// in this resolution), if it is still there.
fn hurt_monster_here(state: &State, seat: u8, events: &[Event]) -> Option<usize> {
    let (kind, damage) = events.iter().rev().find_map(|event| match *event {
        Event::MonsterDamaged { kind, damage } => Some((kind, damage)),
        _ => None,
    })?;
    let here = state.inv(seat).location;
    state.monsters_at(here).find(|&i| state.monsters[i].kind == kind && state.monsters[i].damage == damage)
}

/// This module's own effect lists, offers and options, which a pending decision may hold: the
/// `serde` feature writes them by name (see `wire.rs`).
#[cfg(feature = "serde")]
pub(crate) fn wire_lists(out: &mut Vec<(&'static str, Vec<crate::wire::List>)>) {
    use crate::wire::List;
    out.push(("engine/possessions/clues_step", vec![List::Effects(CLUES_STEP)]));
    out.push(("engine/possessions/items_step", vec![List::Effects(ITEMS_STEP)]));
    out.push(("engine/possessions/trade_step", vec![List::Effects(TRADE_STEP)]));
    out.push(("engine/possessions/bless_step", vec![List::Effects(BLESS_STEP)]));
    out.push(("engine/possessions/unblessed_step", vec![List::Effects(UNBLESSED_STEP)]));
    out.push(("engine/possessions/any_step", vec![List::Effects(ANY_STEP)]));
    out.push(("engine/possessions/improve_step", vec![List::Effects(IMPROVE_STEP)]));
    out.push(("engine/possessions/devour_step", vec![List::Effects(DEVOUR_STEP)]));
    out.push(("engine/possessions/clue_offer", vec![List::Offer(&CLUE_OFFER)]));
    out.push(("engine/possessions/clue_ask", vec![List::Effects(CLUE_ASK)]));
    out.push(("engine/possessions/item_offer", vec![List::Offer(&ITEM_OFFER)]));
    out.push(("engine/possessions/item_ask", vec![List::Effects(ITEM_ASK)]));
    out.push(("engine/possessions/item_loop", vec![List::Effects(ITEM_LOOP)]));
    out.push(("engine/possessions/card_offer", vec![List::Offer(&CARD_OFFER)]));
    out.push(("engine/possessions/card_ask", vec![List::Effects(CARD_ASK)]));
    out.push(("engine/possessions/card_loop", vec![List::Effects(CARD_LOOP)]));
    out.push(("engine/possessions/swap_offer", vec![List::Offer(&SWAP_OFFER)]));
    out.push(("engine/possessions/swap_ask", vec![List::Effects(SWAP_ASK)]));
    out.push(("engine/possessions/spell_mark", vec![List::Effects(SPELL_MARK)]));
    out.push(("engine/possessions/move_offer", vec![List::Offer(&MOVE_OFFER)]));
    out.push(("engine/possessions/may_move", vec![List::Effects(MAY_MOVE)]));
    out.push(("engine/possessions/improve", vec![List::Effects(IMPROVE)]));
    out.push(("engine/possessions/improve_offer", vec![List::Offer(&IMPROVE_OFFER)]));
    out.push(("engine/possessions/may_improve", vec![List::Effects(MAY_IMPROVE)]));
    out.push(("engine/possessions/bless_offer", vec![List::Offer(&BLESS_OFFER)]));
    out.push(("engine/possessions/may_bless", vec![List::Effects(MAY_BLESS)]));
    out.push(("engine/possessions/lose_2_sanity_or_discard", vec![List::Offer(&LOSE_2_SANITY_OR_DISCARD)]));
    out.push(("engine/possessions/unless_lose_2_sanity", vec![List::Effects(UNLESS_LOSE_2_SANITY)]));
    out.push(("engine/possessions/item_or_discard", vec![List::Offer(&ITEM_OR_DISCARD)]));
    out.push(("engine/possessions/unless_discard_item", vec![List::Effects(UNLESS_DISCARD_ITEM)]));
    out.push(("engine/possessions/amnesia_or_discard", vec![List::Offer(&AMNESIA_OR_DISCARD)]));
    out.push(("engine/possessions/unless_amnesia", vec![List::Effects(UNLESS_AMNESIA)]));
    out.push(("engine/possessions/hallucinations_or_discard", vec![List::Offer(&HALLUCINATIONS_OR_DISCARD)]));
    out.push(("engine/possessions/unless_hallucinations", vec![List::Effects(UNLESS_HALLUCINATIONS)]));
    out.push(("engine/possessions/injury_or_health", vec![List::Offer(&INJURY_OR_HEALTH)]));
    out.push(("engine/possessions/unless_injury", vec![List::Effects(UNLESS_INJURY)]));
    out.push(("engine/possessions/injury_or_discard", vec![List::Offer(&INJURY_OR_DISCARD)]));
    out.push(("engine/possessions/unless_injury_discard", vec![List::Effects(UNLESS_INJURY_DISCARD)]));
    out.push(("engine/possessions/paranoia_or_discard", vec![List::Offer(&PARANOIA_OR_DISCARD)]));
    out.push(("engine/possessions/unless_paranoia", vec![List::Effects(UNLESS_PARANOIA)]));
    out.push(("engine/possessions/hallucinations_or_sanity", vec![List::Offer(&HALLUCINATIONS_OR_SANITY)]));
    out.push((
        "engine/possessions/unless_hallucinations_sanity",
        vec![List::Effects(UNLESS_HALLUCINATIONS_SANITY)],
    ));
    out.push(("engine/possessions/prevent_flip", vec![List::Effects(PREVENT_FLIP)]));
    out.push(("engine/possessions/more_offer", vec![List::Offer(&MORE_OFFER)]));
    out.push(("engine/possessions/more_ask", vec![List::Effects(MORE_ASK)]));
    out.push(("engine/possessions/cast_offer", vec![List::Offer(&CAST_OFFER)]));
    out.push(("engine/possessions/may_cast", vec![List::Effects(MAY_CAST)]));
    out.push(("engine/possessions/discard_this", vec![List::Effects(DISCARD_THIS)]));
    out.push(("engine/possessions/item_or_trinket", vec![List::Effects(ITEM_OR_TRINKET)]));
    out.push(("engine/possessions/discard_one_item_again", vec![List::Effects(DISCARD_ONE_ITEM_AGAIN)]));
    out.push(("engine/possessions/klepto_failed", vec![List::Effects(KLEPTO_FAILED)]));
    out.push((
        "engine/possessions/slot_sets",
        SLOT_SETS.iter().map(|options| List::Options(options)).collect(),
    ));
}
