//! Building and rigging states for tests (rulebook examples, derived cases).
//!
//! Every helper keeps the conservation invariants: a card put somewhere is taken from wherever
//! it was (supply decks first, then exile piles, the row and other players), and cards it
//! replaces go back to their supply (items and artifacts under their deck, Fear cards to the
//! Fear deck, basic cards to the basic exile). So `Arnak::check_invariants` still holds after
//! rigging, and the rigged state plays on normally.
//!
//! Typical use:
//!
//! ```
//! use arnak::Side;
//! use arnak::testing::*;
//! use arnak::content::arnak::Resource;
//! let mut s = new_game(2, Side::Bird, 1);
//! begin_turn(&mut s, 0);
//! set_hand(&mut s, 0, &[card("Fear"), card("Parrot")]);
//! set_resources(&mut s, 0, res(&[(Resource::Coin, 2)]));
//! let site = site_index(&s, "camp/coins");
//! # let _ = site;
//! ```
//!
//! Read state back through its public fields (`s.players[0].hand`, `s.row`, `s.sites[i]`, ...)
//! and its hidden parts through the accessors this module adds (`s.players[0].deck()`,
//! `s.item_deck()`, `s.guardian_stack_mut()`, ...). They exist only with the `testing` feature:
//! an app reads what the table shows (`deck_len()`, `assistant_stack_top()`, ...) or a seat's
//! [`crate::View`].

use content::arnak::{
    ASSISTANTS, BONUS_TILES, CARDS, CardKind, GUARDIANS, Res, Resource, RowKind, SITE_TILES,
};
use tabletop_core::GameRng;
use tabletop_core::game::Options;
use tabletop_core::zone::Inline;

use crate::data::{CardId, ResExt};
use crate::state::{
    Assistant, CARD_CAP, Config, MAX_IDOL_SLOTS, Marker, Occupant, PILE_CAP, Phase, Player, Pos, Rival, Side,
    SiteState, State, Trophy,
};

/// A read accessor and a rigging accessor for one hidden field.
macro_rules! hidden_field {
    ($(#[doc = $doc:literal])* $field:ident, $field_mut:ident: $ty:ty) => {
        $(#[doc = $doc])*
        pub fn $field(&self) -> &$ty {
            &self.$field
        }

        $(#[doc = $doc])*
        ///
        /// To rig; keep the conservation invariants (a card put here is taken from elsewhere).
        pub fn $field_mut(&mut self) -> &mut $ty {
            &mut self.$field
        }
    };
}

impl Player {
    hidden_field!(
        /// The deck, bottom first (the last card is the top).
        deck, deck_mut: Inline<CardId, CARD_CAP>
    );
    hidden_field!(
        /// The idols face down in the supply crates.
        idols, idols_mut: Inline<u8, 32>
    );
    hidden_field!(
        /// The idol slots, left to right.
        slots, slots_mut: [Option<u8>; MAX_IDOL_SLOTS]
    );
}

impl SiteState {
    hidden_field!(
        /// The face-down idol on an undiscovered level II spot.
        idol_down, idol_down_mut: Option<u8>
    );
}

impl Rival {
    hidden_field!(
        /// The face-down decision stack (the last is the top).
        stack, stack_mut: Inline<u8, 16>
    );
    hidden_field!(
        /// The idols in the "−1" pile.
        pile, pile_mut: Inline<u8, 32>
    );
}

impl State {
    hidden_field!(
        /// The item deck (last = top).
        item_deck, item_deck_mut: Inline<CardId, PILE_CAP>
    );
    hidden_field!(
        /// The artifact deck (last = top).
        artifact_deck, artifact_deck_mut: Inline<CardId, PILE_CAP>
    );
    hidden_field!(
        /// The level I and level II site-tile stacks (last = top).
        site_stacks, site_stacks_mut: [Inline<u8, 32>; 2]
    );
    hidden_field!(
        /// The guardian stack (last = top).
        guardian_stack, guardian_stack_mut: Inline<u8, 32>
    );
    hidden_field!(
        /// The three supply assistant stacks (last = top).
        assistant_stacks, assistant_stacks_mut: [Inline<u8, 16>; 3]
    );
    hidden_field!(
        /// Snake: the research-track assistant stack (last = top).
        rescue_stack, rescue_stack_mut: Inline<u8, 16>
    );
    hidden_field!(
        /// The Lost-Temple bonus stack (last = top).
        temple_bonus, temple_bonus_mut: Inline<u8, 8>
    );
    hidden_field!(
        /// The bonus tiles returned to the box at setup.
        bonus_box, bonus_box_mut: Inline<u8, 32>
    );
    hidden_field!(
        /// The idols removed from the game.
        idol_exile, idol_exile_mut: Inline<u8, 32>
    );

    /// The generator, to rig upcoming results (the same as [`rng`]).
    pub fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }
}

/// A new game (as `setup` would make it) with these players, board side and seed.
///
/// # Panics
///
/// Panics if the content cannot set up the game.
pub fn new_game(players: u8, side: Side, seed: u64) -> State {
    let config = Config { players, side, difficulty: 0 };
    crate::setup::setup(&config, seed).expect("setup")
}

/// A new game from options (`side=snake`, `difficulty=3`).
///
/// # Panics
///
/// Panics if the options are invalid.
pub fn new_game_with(options: &Options, seed: u64) -> State {
    let config = crate::setup::config(options).expect("config");
    crate::setup::setup(&config, seed).expect("setup")
}

/// A card by content id (`arnak/item/parrot`) or English name (`Parrot`).
///
/// # Panics
///
/// Panics if there is no such card.
pub fn card(name: &str) -> CardId {
    CardId::find(name).unwrap_or_else(|| panic!("no card named {name}"))
}

/// A guardian by content id or English name.
///
/// # Panics
///
/// Panics if there is no such guardian.
pub fn guardian(name: &str) -> u8 {
    GUARDIANS
        .iter()
        .position(|g| g.id == name || g.name == name)
        .unwrap_or_else(|| panic!("no guardian {name}")) as u8
}

/// An assistant by content id or English name.
///
/// # Panics
///
/// Panics if there is no such assistant.
pub fn assistant(name: &str) -> u8 {
    ASSISTANTS
        .iter()
        .position(|a| a.id == name || a.name == name)
        .unwrap_or_else(|| panic!("no assistant {name}")) as u8
}

/// A site tile by content id or English name.
///
/// # Panics
///
/// Panics if there is no such tile.
pub fn site_tile(name: &str) -> u8 {
    SITE_TILES
        .iter()
        .position(|t| t.id == name || t.name == name)
        .unwrap_or_else(|| panic!("no site tile {name}")) as u8
}

/// A bonus tile by content id.
///
/// # Panics
///
/// Panics if there is no such tile.
pub fn bonus_tile(id: &str) -> u8 {
    BONUS_TILES.iter().position(|t| t.id == id).unwrap_or_else(|| panic!("no bonus tile {id}")) as u8
}

/// The site index of a camp or spot by the end of its content id (`camp/coins`, `spot/i-1-1`).
///
/// # Panics
///
/// Panics if the board has no such site.
pub fn site_index(state: &State, suffix: &str) -> u8 {
    let b = state.board();
    let ids = b.camps.iter().map(|c| c.id).chain(b.spots.iter().map(|s| s.id));
    for (i, id) in ids.enumerate() {
        if id.ends_with(suffix) {
            return i as u8;
        }
    }
    panic!("no site {suffix} on this board")
}

/// Resources from `(resource, amount)` pairs.
pub fn res(amounts: &[(Resource, u8)]) -> Res {
    amounts.iter().fold(Res::ZERO, |r, &(k, n)| r.with(k, r.get(k) + n))
}

/// The game's random generator, to rig upcoming results (`rng(&mut s).rig([...])`).
pub fn rng(state: &mut State) -> &mut GameRng {
    &mut state.rng
}

fn to_supply(state: &mut State, card: CardId) {
    match card.kind() {
        CardKind::Item => {
            state.item_deck.insert(0, card);
        }
        CardKind::Artifact => {
            state.artifact_deck.insert(0, card);
        }
        CardKind::Fear => state.fear_deck += 1,
        CardKind::Basic => {
            state.basic_exile.push(card);
        }
    }
}

/// Takes one copy of `card` from wherever it is. Returns false if none is left anywhere.
pub fn take_card(state: &mut State, card: CardId) -> bool {
    if card == state.fear_card && state.fear_deck > 0 {
        state.fear_deck -= 1;
        return true;
    }
    for pile in [
        &mut state.item_deck,
        &mut state.artifact_deck,
        &mut state.item_exile,
        &mut state.artifact_exile,
        &mut state.basic_exile,
    ] {
        if pile.remove_item(&card) {
            return true;
        }
    }
    for slot in state.row.iter_mut() {
        if *slot == Some(card) {
            *slot = None;
            return true;
        }
    }
    if let Some(r) = state.rival.as_mut()
        && r.cards.remove_item(&card)
    {
        return true;
    }
    for seat in 0..state.config.players {
        let p = state.player_mut(seat);
        if p.deck.remove_item(&card) || p.play.remove_item(&card) || p.hand.remove_item(&card) {
            return true;
        }
    }
    false
}

fn fill(state: &mut State, cards: &[CardId]) -> Vec<CardId> {
    cards
        .iter()
        .map(|&c| {
            assert!(take_card(state, c), "no copy of {} is left to take", c.def().name);
            c
        })
        .collect()
}

/// Replaces a player's hand.
///
/// # Panics
///
/// Panics if a card has no copy left to take.
pub fn set_hand(state: &mut State, seat: u8, cards: &[CardId]) {
    let old = state.player(seat).hand;
    state.player_mut(seat).hand.clear();
    for &c in old.iter() {
        to_supply(state, c);
    }
    let new = fill(state, cards);
    for c in new {
        state.player_mut(seat).hand.push(c);
    }
}

/// Replaces a player's deck; `top_down` lists it from the top card down.
///
/// # Panics
///
/// Panics if a card has no copy left to take.
pub fn set_deck(state: &mut State, seat: u8, top_down: &[CardId]) {
    let old = state.player(seat).deck;
    state.player_mut(seat).deck.clear();
    for &c in old.iter() {
        to_supply(state, c);
    }
    let new = fill(state, top_down);
    for c in new.into_iter().rev() {
        state.player_mut(seat).deck.push(c);
    }
}

/// Replaces a player's play area.
///
/// # Panics
///
/// Panics if a card has no copy left to take.
pub fn set_play(state: &mut State, seat: u8, cards: &[CardId]) {
    let old = state.player(seat).play;
    state.player_mut(seat).play.clear();
    for &c in old.iter() {
        to_supply(state, c);
    }
    let new = fill(state, cards);
    for c in new {
        state.player_mut(seat).play.push(c);
    }
}

/// A player's deck, from the top card down.
pub fn deck_top_down(state: &State, seat: u8) -> Vec<CardId> {
    state.player(seat).deck.iter().rev().copied().collect()
}

/// Replaces the card row (position 0 is leftmost; the Moon Staff stands before position
/// `state.round`). Cards it replaces go back under their decks.
///
/// # Panics
///
/// Panics if a card has no copy left to take.
pub fn set_row(state: &mut State, row: [Option<CardId>; crate::data::ROW]) {
    let old = state.row;
    state.row = [None; crate::data::ROW];
    for c in old.iter().flatten() {
        to_supply(state, *c);
    }
    for (i, c) in row.iter().enumerate() {
        if let Some(c) = c {
            assert!(take_card(state, *c), "no copy of {} is left to take", c.def().name);
            state.row[i] = Some(*c);
        }
    }
}

/// Puts cards on top of the item or artifact deck; `top_down` lists them from the top.
///
/// # Panics
///
/// Panics if a card has no copy left to take.
pub fn set_deck_top(state: &mut State, kind: RowKind, top_down: &[CardId]) {
    let new = fill(state, top_down);
    for c in new.into_iter().rev() {
        match kind {
            RowKind::Item => state.item_deck.push(c),
            RowKind::Artifact => state.artifact_deck.push(c),
        };
    }
}

/// Sets a player's resources.
pub fn set_resources(state: &mut State, seat: u8, res: Res) {
    state.player_mut(seat).res = res;
}

/// Puts one of the player's archaeologists from the board on a space.
///
/// # Panics
///
/// Panics if the player has no archaeologist on the board or the space is not free.
pub fn place_archaeologist(state: &mut State, seat: u8, site: u8, space: u8) {
    assert!(state.player(seat).archaeologists > 0, "no archaeologist left on the board");
    let slot = &mut state.sites[usize::from(site)].spaces[usize::from(space)];
    assert_eq!(*slot, Occupant::Free, "that space is not free");
    *slot = Occupant::Player(seat);
    state.player_mut(seat).archaeologists -= 1;
}

/// Sets a research marker's position (no rewards).
pub fn set_marker(state: &mut State, seat: u8, marker: Marker, pos: Pos) {
    match marker {
        Marker::Magnifier => state.player_mut(seat).magnifier = pos,
        Marker::Notebook => state.player_mut(seat).notebook = pos,
    }
}

/// Gives the player an idol (taken from a spot, then from the exile); returns its id.
///
/// # Panics
///
/// Panics if no idol is left.
pub fn give_idol(state: &mut State, seat: u8) -> u8 {
    let n = usize::from(state.site_count);
    let mut idol = state.idol_exile.pop();
    if idol.is_none() {
        for s in state.sites[..n].iter_mut().rev() {
            if let Some(i) = s.idol_down.take().or_else(|| s.idol_up.take()) {
                idol = Some(i);
                break;
            }
        }
    }
    let idol = idol.expect("no idol left");
    state.player_mut(seat).idols.push(idol);
    idol
}

/// Moves one of the player's crate idols into an idol slot (no effect).
///
/// # Panics
///
/// Panics if the player has no crate idol.
pub fn slot_idol(state: &mut State, seat: u8, slot: usize) {
    let p = state.player_mut(seat);
    let idol = p.idols.pop().expect("no idol in the crates");
    p.slots[slot] = Some(idol);
}

fn take_assistant(state: &mut State, id: u8) {
    for s in state
        .assistant_stacks
        .iter_mut()
        .chain(std::iter::once(&mut state.rescue_stack))
        .chain(std::iter::once(&mut state.assistant_exile))
    {
        if s.remove_item(&id) {
            return;
        }
    }
    for seat in 0..state.config.players {
        state.player_mut(seat).assistants.retain(|a| a.id != id);
    }
}

/// Gives the player an assistant (taken from wherever it is).
pub fn give_assistant(state: &mut State, seat: u8, id: u8, gold: bool, exhausted: bool) {
    take_assistant(state, id);
    state.player_mut(seat).assistants.push(Assistant { id, gold, exhausted });
}

/// Sets a supply assistant stack (0–2; 3 = the Snake research-track stack), bottom first; the
/// assistants are taken from wherever they are.
pub fn set_assistant_stack(state: &mut State, stack: usize, bottom_up: &[u8]) {
    for &id in bottom_up {
        take_assistant(state, id);
    }
    let target = if stack < 3 { &mut state.assistant_stacks[stack] } else { &mut state.rescue_stack };
    let old = *target;
    target.clear();
    for &id in bottom_up {
        target.push(id);
    }
    // Whatever was there goes to the exile so nothing is lost.
    for &id in old.iter() {
        state.assistant_exile.push(id);
    }
}

fn take_guardian(state: &mut State, id: u8) {
    if state.guardian_stack.remove_item(&id) {
        return;
    }
    for s in state.sites.iter_mut() {
        if s.guardian == Some(id) {
            s.guardian = None;
            return;
        }
    }
    for seat in 0..state.config.players {
        state.player_mut(seat).guardians.retain(|t| t.id != id);
    }
}

/// Gives the player an overcome guardian.
pub fn give_guardian(state: &mut State, seat: u8, id: u8, boon_used: bool) {
    take_guardian(state, id);
    state.player_mut(seat).guardians.push(Trophy { id, used: boon_used });
}

/// Puts a guardian on a site.
pub fn place_guardian(state: &mut State, site: u8, id: u8) {
    take_guardian(state, id);
    if let Some(old) = state.sites[usize::from(site)].guardian.replace(id) {
        state.guardian_stack.insert(0, old);
    }
}

/// Discovers a spot without anybody going there: its idols go to the exile, `tile` (taken from
/// its stack) is placed, no guardian.
///
/// # Panics
///
/// Panics if the tile is not in a stack.
pub fn discover_site(state: &mut State, site: u8, tile: u8) {
    let s = &mut state.sites[usize::from(site)];
    for idol in [s.idol_up.take(), s.idol_down.take()].into_iter().flatten() {
        state.idol_exile.push(idol);
    }
    let taken = state.site_stacks.iter_mut().any(|st| st.remove_item(&tile));
    assert!(taken, "site tile {tile} is not in a stack");
    state.sites[usize::from(site)].tile = Some(tile);
}

/// Discovers a spot like [`discover_site`] with the top tile of its level's stack; returns the
/// tile.
///
/// # Panics
///
/// Panics if that stack is empty.
pub fn discover_top(state: &mut State, site: u8) -> u8 {
    let level = state.site_level(site);
    let tile = *state.site_stacks[usize::from(level.max(1) - 1)].last().expect("no site tile left");
    discover_site(state, site, tile);
    tile
}

/// Replaces the bonus tiles of a research space (taken from wherever they are; the old ones go
/// to the box).
pub fn set_bonus(state: &mut State, space: usize, tiles: &[u8]) {
    for &t in tiles {
        for b in state.bonus.iter_mut() {
            b.remove_item(&t);
        }
        state.temple_bonus.remove_item(&t);
        state.bonus_box.remove_item(&t);
        state.bonus_used.remove_item(&t);
    }
    let old = state.bonus[space];
    state.bonus[space].clear();
    for &t in old.iter() {
        state.bonus_box.push(t);
    }
    for &t in tiles {
        state.bonus[space].push(t);
    }
}

/// The research spaces of a level (1 = the first above the start), left to right.
pub fn research_spaces(state: &State, level: u8) -> Vec<u8> {
    let spaces = state.board().research.spaces;
    (0..spaces.len()).filter(|&i| spaces[i].level == level).map(|i| i as u8).collect()
}

/// A Rival decision tile by content id (`arnak/rival/dig-jewel`).
///
/// # Panics
///
/// Panics if there is no such tile.
pub fn rival_tile(id: &str) -> u8 {
    content::arnak::RIVAL_TILES
        .iter()
        .position(|t| t.id == id)
        .unwrap_or_else(|| panic!("no Rival tile {id}")) as u8
}

/// Replaces the Rival's face-down decision stack; `top_down` lists the tiles from the top tile
/// down (each shows its printed arrow).
///
/// # Panics
///
/// Panics in a game without the Rival.
pub fn set_rival_stack(state: &mut State, top_down: &[u8]) {
    let rival = state.rival.as_mut().expect("a solo game");
    rival.stack.clear();
    for &id in top_down.iter().rev() {
        rival.stack.push(id);
    }
}

/// Makes it the start of `seat`'s turn (no question pending, main action unused).
pub fn begin_turn(state: &mut State, seat: u8) {
    state.phase = Phase::Turn;
    state.current = seat;
    state.prompt = None;
    state.tasks.clear();
    state.turn = Default::default();
}

/// Every card of `kind` in the content.
pub fn cards_of(kind: CardKind) -> Vec<CardId> {
    CARDS.iter().enumerate().filter(|(_, c)| c.kind == kind).map(|(i, _)| CardId(i as u8)).collect()
}
