//! Hidden information: what a seat's view and actions may show, and resampling what no seat can
//! see ([`tabletop_core::Game::determinize`]).
//!
//! Spells and Conditions are double-sided and every copy has its own back, which nobody reads
//! until the card is flipped (and a flipped card is turned face up again). The state keeps which
//! copy each investigator holds (its index into `SPELLS` / `CONDITIONS`); views and actions show
//! only the face: the first index of the card's name, the same for every copy.
//!
//! Architecture invariant: a seat's view and legal actions never depend on which copy of a Spell
//! or Condition is held, nor on the order of a face-down deck.

use content::eldritch::{self as data, CardDeck, Difficulty, MythosColor};
use tabletop_core::GameRng;

use crate::action::{Action, Answer, Item};
use crate::effects::card_code;
use crate::state::{Frame, Investigator, MythosMode, Pending, Purpose, State};

fn defs(deck: CardDeck) -> &'static [data::CardDef] {
    match deck {
        CardDeck::Asset => data::ASSETS,
        CardDeck::Artifact => data::ARTIFACTS,
        CardDeck::Spell => data::SPELLS,
        CardDeck::Condition => data::CONDITIONS,
    }
}

fn deck_of(code: u16) -> Option<CardDeck> {
    match code >> 8 {
        0 => Some(CardDeck::Asset),
        1 => Some(CardDeck::Artifact),
        2 => Some(CardDeck::Spell),
        3 => Some(CardDeck::Condition),
        _ => None,
    }
}

/// The face of a card: the first index of the deck's table with the same id (each copy of a
/// double-sided card is its own entry). Indices out of the table are left as they are.
pub(crate) fn face(deck: CardDeck, card: u8) -> u8 {
    let table = defs(deck);
    let Some(def) = table.get(usize::from(card)) else { return card };
    table.iter().position(|other| other.id == def.id).map_or(card, |first| first as u8)
}

/// A card code ([`card_code`]) with its index turned into the face's.
pub(crate) fn face_code(code: u16) -> u16 {
    match deck_of(code) {
        Some(deck) => card_code(deck, face(deck, (code & 0xff) as u8)),
        None => code,
    }
}

/// An investigator as others see it: its Spells, Conditions and used cards by face.
pub(crate) fn public_investigator(inv: &Investigator) -> Investigator {
    let mut shown = inv.clone();
    for card in &mut shown.spells {
        *card = face(CardDeck::Spell, *card);
    }
    for card in &mut shown.conditions {
        *card = face(CardDeck::Condition, *card);
    }
    for code in &mut shown.used_cards {
        *code = face_code(*code);
    }
    shown
}

/// The pending decision as seats see it (the card codes in an open test by face).
pub(crate) fn public_pending(pending: &Pending) -> Pending {
    let mut shown = pending.clone();
    if let Pending::Test(test) = &mut shown {
        for code in &mut test.used {
            *code = face_code(*code);
        }
        if let Purpose::Prevent { card, .. } = &mut test.purpose {
            *card = face_code(*card);
        }
    }
    shown
}

/// Whether `action` may name a card, so that seats may name it otherwise (the only actions
/// [`public_action`] changes; a cheap test for listing many actions).
#[inline]
pub(crate) fn names_card(action: &Action) -> bool {
    matches!(
        action,
        Action::UseCard(_)
            | Action::CardReroll(_)
            | Action::BumpDie(_)
            | Action::Trade { .. }
            | Action::Pick(Answer::Card(_))
    )
}

/// An action as seats name it: Spells and Conditions by face (`None` when it names no card, and
/// seats name it as the engine does). [`crate::engine`] lists these and maps one back to the
/// copy the investigator holds when it is applied.
pub(crate) fn public_action(action: &Action) -> Option<Action> {
    // Every variant matched here is one `names_card` accepts.
    match action {
        Action::UseCard(code) => Some(Action::UseCard(face_code(*code))),
        Action::CardReroll(code) => Some(Action::CardReroll(face_code(*code))),
        Action::BumpDie(code) => Some(Action::BumpDie(face_code(*code))),
        Action::Trade { with, item: Item::Spell(card) } => Some(Action::Trade {
            with: *with,
            item: Item::Spell(u16::from(face(CardDeck::Spell, (*card).min(255) as u8))),
        }),
        Action::Pick(Answer::Card(code)) => Some(Action::Pick(Answer::Card(face_code(*code)))),
        _ => None,
    }
}

/// Whether seats name `action` (as the engine lists it) `public`.
pub(crate) fn shows_as(action: &Action, public: &Action) -> bool {
    match public_action(action) {
        Some(shown) => shown == *public,
        None => action == public,
    }
}

/// The Spell and Condition codes that effects under way refer to ("this card", a Spell being
/// cast, a loss it prevents, a combat reroll it gave): their copies stay as they are, since the
/// back of a card being resolved may be in front of everyone.
fn in_flight(state: &State) -> Vec<u16> {
    let mut codes: Vec<u16> = Vec::new();
    codes.extend(state.this_card.map(|(_, code)| code));
    codes.extend(state.combat_reroll);
    for frame in &state.frames {
        if let Frame::CardEffects { card, .. } = frame {
            codes.push(*card);
        }
    }
    if let Some(Pending::Test(test)) = &state.pending
        && let Purpose::Prevent { card, .. } = test.purpose
    {
        codes.push(card);
    }
    codes
}

/// The copies of `deck`'s cards in the game (deck, discard pile, investigators, defeated
/// investigators' sheets) that no effect under way refers to, with their faces.
fn movable_copies(state: &State, deck: CardDeck) -> Vec<(u8, u8)> {
    let pinned = in_flight(state);
    let table = defs(deck);
    let mut places: Vec<(u8, u8)> = Vec::new();
    let mut visit = |card: u8| {
        if !pinned.contains(&card_code(deck, card)) && usize::from(card) < table.len() {
            places.push((face(deck, card), card));
        }
    };
    let pile = if deck == CardDeck::Spell { &state.spells } else { &state.conditions };
    pile.deck.bottom_up().iter().chain(pile.discard.bottom_up()).for_each(|&c| visit(c as u8));
    for inv in &state.investigators {
        let held = if deck == CardDeck::Spell { &inv.spells } else { &inv.conditions };
        held.iter().for_each(|&c| visit(c));
    }
    if deck == CardDeck::Spell {
        for fallen in &state.fallen {
            fallen.spells.iter().for_each(|&c| visit(c));
        }
    }
    places
}

/// Renames every copy of `deck`'s cards by `mapping` (index: old copy, value: new copy), wherever
/// the state keeps it.
fn rename_copies(state: &mut State, deck: CardDeck, mapping: &[u8]) {
    let map = |card: u8| mapping.get(usize::from(card)).copied().unwrap_or(card);
    let map_code = |code: u16| {
        if deck_of(code) == Some(deck) { card_code(deck, map((code & 0xff) as u8)) } else { code }
    };
    let pile = if deck == CardDeck::Spell { &mut state.spells } else { &mut state.conditions };
    for card in pile.deck.bottom_up_mut().iter_mut().chain(pile.discard.bottom_up_mut().iter_mut()) {
        *card = u16::from(map(*card as u8));
    }
    for inv in &mut state.investigators {
        let held = if deck == CardDeck::Spell { &mut inv.spells } else { &mut inv.conditions };
        for card in held {
            *card = map(*card);
        }
        for code in &mut inv.used_cards {
            *code = map_code(*code);
        }
    }
    if deck == CardDeck::Spell {
        for fallen in &mut state.fallen {
            for card in &mut fallen.spells {
                *card = map(*card);
            }
        }
    }
    if let Some(Pending::Test(test)) = &mut state.pending {
        for code in &mut test.used {
            *code = map_code(*code);
        }
    }
}

fn identity(deck: CardDeck) -> Vec<u8> {
    (0..defs(deck).len().min(256)).map(|c| c as u8).collect()
}

/// Resamples which copy of each Spell (or Condition) is where: the deck order, and the copies
/// held by investigators, lying on defeated investigators' sheets or discarded, exchanged among
/// the copies of the same name. Copies of cards under way keep their place.
fn resample_copies(state: &mut State, deck: CardDeck, rng: &mut GameRng) {
    let pile = if deck == CardDeck::Spell { &mut state.spells } else { &mut state.conditions };
    pile.deck.shuffle(rng);
    let places = movable_copies(state, deck);
    let mut mapping = identity(deck);
    let mut faces: Vec<u8> = places.iter().map(|&(f, _)| f).collect();
    faces.sort_unstable();
    faces.dedup();
    for f in faces {
        let mut copies: Vec<u8> = places.iter().filter(|&&(g, _)| g == f).map(|&(_, c)| c).collect();
        copies.sort_unstable();
        copies.dedup();
        let mut shuffled = copies.clone();
        rng.shuffle(&mut shuffled);
        for (from, to) in copies.into_iter().zip(shuffled) {
            mapping[usize::from(from)] = to;
        }
    }
    rename_copies(state, deck, &mapping);
}

impl State {
    /// Test support: exchanges a held Spell or Condition (chosen with `rng`) with another copy of
    /// the same card (in the deck, the discard pile or other hands), which no seat can tell
    /// apart. Returns `false` when no held card has another copy to exchange with.
    pub fn exchange_hidden_copy(&mut self, rng: &mut GameRng) -> bool {
        let mut candidates: Vec<(CardDeck, u8, u8)> = Vec::new();
        for deck in [CardDeck::Spell, CardDeck::Condition] {
            let places = movable_copies(self, deck);
            let held = |card: u8| {
                self.investigators.iter().any(|inv| {
                    if deck == CardDeck::Spell {
                        inv.spells.contains(&card)
                    } else {
                        inv.conditions.contains(&card)
                    }
                })
            };
            for &(f, held_copy) in places.iter().filter(|&&(_, c)| held(c)) {
                for &(_, other) in places.iter().filter(|&&(g, c)| g == f && c != held_copy) {
                    if !candidates.contains(&(deck, held_copy, other)) {
                        candidates.push((deck, held_copy, other));
                    }
                }
            }
        }
        if candidates.is_empty() {
            return false;
        }
        let (deck, a, b) = candidates[rng.index(candidates.len())];
        let mut mapping = identity(deck);
        mapping[usize::from(a)] = b;
        mapping[usize::from(b)] = a;
        rename_copies(self, deck, &mapping);
        true
    }
}

/// The Mythos cards each stage of the deck was built with, by colour (green, yellow, blue), as
/// the setup builds them (a colour that runs short gives fewer).
fn stage_sizes(state: &State) -> [usize; 3] {
    let mut available = [0usize; 3];
    for card in data::MYTHOS {
        if !excluded(state.config.mythos, card.difficulty) {
            available[colour(card.color)] += 1;
        }
    }
    let mut sizes = [0usize; 3];
    for (stage, recipe) in state.ao().mythos.iter().enumerate() {
        for (c, &count) in recipe.iter().enumerate() {
            let taken = usize::from(count).min(available[c]);
            available[c] -= taken;
            sizes[stage] += taken;
        }
    }
    sizes
}

fn excluded(mode: MythosMode, difficulty: Difficulty) -> bool {
    match mode {
        MythosMode::Normal => false,
        MythosMode::Easy => difficulty == Difficulty::Hard,
        MythosMode::Hard => difficulty == Difficulty::Easy,
    }
}

fn colour(color: MythosColor) -> usize {
    match color {
        MythosColor::Green => 0,
        MythosColor::Yellow => 1,
        MythosColor::Blue => 2,
    }
}

/// Resamples the Mythos deck: the order within each stage still in the deck, and which cards of
/// a colour are in it rather than among those returned to the box unseen. Cards the difficulty
/// removed stay in the box.
fn resample_mythos(state: &mut State, rng: &mut GameRng) {
    let sizes = stage_sizes(state);
    let total: usize = sizes.iter().sum();
    let left = state.mythos.len();
    if left > total {
        // Not a deck the setup built (a scenario's): only its order is hidden.
        rng.shuffle(&mut state.mythos);
        return;
    }
    // Bottom first: stage III, II, I; the top cards drawn so far are gone.
    let mut start = 0;
    for size in [sizes[2], sizes[1], sizes[0]] {
        let end = (start + size).min(left);
        if start < end {
            rng.shuffle(&mut state.mythos[start..end]);
        }
        start += size;
    }
    let mode = state.config.mythos;
    for c in 0..3 {
        let of_colour = |card: u8| colour(data::MYTHOS[usize::from(card)].color) == c;
        let deck_slots: Vec<usize> = (0..left).filter(|&i| of_colour(state.mythos[i])).collect();
        let box_slots: Vec<usize> = (0..state.mythos_box.len())
            .filter(|&i| {
                let card = state.mythos_box[i];
                of_colour(card) && !excluded(mode, data::MYTHOS[usize::from(card)].difficulty)
            })
            .collect();
        let mut cards: Vec<u8> = deck_slots
            .iter()
            .map(|&i| state.mythos[i])
            .chain(box_slots.iter().map(|&i| state.mythos_box[i]))
            .collect();
        rng.shuffle(&mut cards);
        let mut cards = cards.into_iter();
        for &i in &deck_slots {
            state.mythos[i] = cards.next().unwrap_or(state.mythos[i]);
        }
        for &i in &box_slots {
            state.mythos_box[i] = cards.next().unwrap_or(state.mythos_box[i]);
        }
    }
}

/// Resamples everything no seat can see (Eldritch Horror hides nothing from one seat that it
/// shows another).
pub(crate) fn determinize(state: &mut State, rng: &mut GameRng) {
    // Encounter decks (the Expedition top card's back is visible).
    for (slot, pile) in state.encounters.iter_mut().enumerate() {
        if slot == data::EncounterDeck::Expedition as usize {
            if let Some((_, rest)) = pile.deck.bottom_up_mut().split_last_mut() {
                rng.shuffle(rest);
            }
        } else {
            pile.deck.shuffle(rng);
        }
    }
    state.assets.deck.shuffle(rng);
    state.artifacts.deck.shuffle(rng);
    rng.shuffle(&mut state.gate_stack);
    rng.shuffle(&mut state.clue_pool);
    rng.shuffle(&mut state.mysteries);
    rng.shuffle(&mut state.cup);
    resample_mythos(state, rng);
    resample_copies(state, CardDeck::Spell, rng);
    resample_copies(state, CardDeck::Condition, rng);
    state.rng.reseed(rng.next_u64());
}
