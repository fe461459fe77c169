//! Hidden information: resampling what an observer cannot see, and the conservation checks.

use content::arnak::{ASSISTANTS, BONUS_TILES, CARDS, CardKind, GUARDIANS, IDOLS, SITE_TILES};
use tabletop_core::GameRng;

use crate::data::{ARCHAEOLOGISTS, CardId, RIVAL_ARCHAEOLOGISTS};
use crate::state::{Occupant, Phase, Prompt, State};

/// Resamples everything `observer` cannot see.
pub(crate) fn determinize(state: &mut State, observer: u8, rng: &mut GameRng) {
    let deciding = state.phase == Phase::Turn && state.current == observer;
    // Other players' hands and decks (and cards they are looking at), shuffled together.
    for seat in 0..state.config.players {
        if seat == observer {
            let p = state.player_mut(seat);
            rng.shuffle(p.deck.as_mut_slice());
            continue;
        }
        let looking = state.phase == Phase::Turn && state.current == seat;
        let mut pool: Vec<CardId> = Vec::new();
        let p = state.player(seat);
        pool.extend_from_slice(p.hand.as_slice());
        pool.extend_from_slice(p.deck.as_slice());
        if looking {
            pool.extend_from_slice(state.looking.as_slice());
        }
        rng.shuffle(&mut pool);
        let (hand, deck) = (p.hand.len(), p.deck.len());
        let mut cards = pool.into_iter();
        let p = state.player_mut(seat);
        for slot in p.hand.as_mut_slice().iter_mut().take(hand) {
            *slot = cards.next().unwrap_or(*slot);
        }
        for slot in p.deck.as_mut_slice().iter_mut().take(deck) {
            *slot = cards.next().unwrap_or(*slot);
        }
        if looking {
            for slot in state.looking.as_mut_slice() {
                *slot = cards.next().unwrap_or(*slot);
            }
        }
    }
    rng.shuffle(state.item_deck.as_mut_slice());
    rng.shuffle(state.artifact_deck.as_mut_slice());
    rng.shuffle(state.site_stacks[0].as_mut_slice());
    rng.shuffle(state.site_stacks[1].as_mut_slice());
    rng.shuffle(state.guardian_stack.as_mut_slice());

    // Face-down idols: on spots, in crates and slots, in the Rival's pile, exiled.
    {
        let mut ids: Vec<u8> = Vec::new();
        let n = usize::from(state.site_count);
        for s in &state.sites[..n] {
            ids.extend(s.idol_down);
        }
        for seat in 0..state.config.players {
            let p = state.player(seat);
            ids.extend_from_slice(p.idols.as_slice());
            ids.extend(p.slots.iter().flatten());
        }
        if let Some(r) = &state.rival {
            ids.extend_from_slice(r.pile.as_slice());
        }
        ids.extend_from_slice(state.idol_exile.as_slice());
        rng.shuffle(&mut ids);
        let mut it = ids.into_iter();
        for s in &mut state.sites[..n] {
            if s.idol_down.is_some() {
                s.idol_down = it.next().or(s.idol_down);
            }
        }
        for seat in 0..state.config.players {
            let p = state.player_mut(seat);
            for x in p.idols.as_mut_slice() {
                *x = it.next().unwrap_or(*x);
            }
            for x in p.slots.iter_mut().flatten() {
                *x = it.next().unwrap_or(*x);
            }
        }
        if let Some(r) = state.rival.as_mut() {
            for x in r.pile.as_mut_slice() {
                *x = it.next().unwrap_or(*x);
            }
        }
        for x in state.idol_exile.as_mut_slice() {
            *x = it.next().unwrap_or(*x);
        }
    }

    // The Lost-Temple stack and the unused bonus tiles, unless the observer is choosing from it.
    if !(deciding && state.prompt == Some(Prompt::TempleBonus)) {
        let mut ids: Vec<u8> = state.temple_bonus.as_slice().to_vec();
        ids.extend_from_slice(state.bonus_box.as_slice());
        rng.shuffle(&mut ids);
        let mut it = ids.into_iter();
        for x in state.temple_bonus.as_mut_slice() {
            *x = it.next().unwrap_or(*x);
        }
        for x in state.bonus_box.as_mut_slice() {
            *x = it.next().unwrap_or(*x);
        }
    }

    // Assistants below the visible tops.
    {
        let rescue_visible = deciding && state.prompt == Some(Prompt::Rescue);
        let mut ids: Vec<u8> = Vec::new();
        for s in &state.assistant_stacks {
            let len = s.len();
            ids.extend_from_slice(&s.as_slice()[..len.saturating_sub(1)]);
        }
        if !rescue_visible {
            let len = state.rescue_stack.len();
            ids.extend_from_slice(&state.rescue_stack.as_slice()[..len.saturating_sub(1)]);
        }
        rng.shuffle(&mut ids);
        let mut it = ids.into_iter();
        for s in &mut state.assistant_stacks {
            let len = s.len();
            for x in &mut s.as_mut_slice()[..len.saturating_sub(1)] {
                *x = it.next().unwrap_or(*x);
            }
        }
        if !rescue_visible {
            let len = state.rescue_stack.len();
            for x in &mut state.rescue_stack.as_mut_slice()[..len.saturating_sub(1)] {
                *x = it.next().unwrap_or(*x);
            }
        }
    }

    // The Rival's face-down stack: the order of its tiles. The top tile's printed arrow shows, so
    // a tile with that arrow, chosen at random, stays on top.
    if let Some(r) = state.rival.as_mut()
        && let Some(&top) = r.stack.last()
    {
        let arrow = crate::rival::printed_arrow(top);
        let stack = r.stack.as_mut_slice();
        rng.shuffle(stack);
        let matching: Vec<usize> =
            (0..stack.len()).filter(|&i| crate::rival::printed_arrow(stack[i]) == arrow).collect();
        let n = u32::try_from(matching.len()).unwrap_or(u32::MAX);
        if n > 0 {
            let pick = matching[rng.below(n) as usize];
            let last = stack.len() - 1;
            stack.swap(pick, last);
        }
    }

    state.rng.reseed(rng.next_u64());
}

fn count_cards(counts: &mut [u32], cards: &[CardId]) {
    for c in cards {
        if let Some(n) = counts.get_mut(usize::from(c.0)) {
            *n += 1;
        }
    }
}

/// Conservation and consistency checks.
pub(crate) fn check(state: &State) -> Result<(), String> {
    let players = state.config.players;
    // Cards.
    let mut counts = vec![0u32; CARDS.len()];
    for seat in 0..players {
        let p = state.player(seat);
        count_cards(&mut counts, p.deck.as_slice());
        count_cards(&mut counts, p.hand.as_slice());
        count_cards(&mut counts, p.play.as_slice());
    }
    count_cards(&mut counts, state.item_deck.as_slice());
    count_cards(&mut counts, state.artifact_deck.as_slice());
    count_cards(&mut counts, state.item_exile.as_slice());
    count_cards(&mut counts, state.artifact_exile.as_slice());
    count_cards(&mut counts, state.basic_exile.as_slice());
    count_cards(&mut counts, state.looking.as_slice());
    let row: Vec<CardId> = state.row.iter().flatten().copied().collect();
    count_cards(&mut counts, &row);
    if let Some(c) = state.revealed {
        count_cards(&mut counts, &[c]);
    }
    if let Some(r) = &state.rival {
        count_cards(&mut counts, r.cards.as_slice());
    }
    if let Some(n) = counts.get_mut(usize::from(state.fear_card.0)) {
        *n += u32::from(state.fear_deck);
    }
    for (i, def) in CARDS.iter().enumerate() {
        let expected = match def.kind {
            CardKind::Basic => u32::from(def.copies) * u32::from(players),
            _ => u32::from(def.copies),
        };
        if counts[i] != expected {
            return Err(format!("card {} appears {} times, expected {expected}", def.id, counts[i]));
        }
    }
    // Cards on the wrong side of the row.
    for (slot, card) in state.row.iter().enumerate() {
        if let Some(c) = card {
            let artifact_side = slot < usize::from(state.round);
            let is_artifact = c.kind() == CardKind::Artifact;
            if artifact_side != is_artifact {
                return Err(format!(
                    "row position {slot} holds {} on the wrong side of the Moon Staff",
                    c.def().id
                ));
            }
        }
    }
    // Archaeologists.
    let n = usize::from(state.site_count);
    for seat in 0..players {
        let on_map =
            state.sites[..n].iter().flat_map(|s| s.spaces).filter(|o| *o == Occupant::Player(seat)).count();
        if on_map + usize::from(state.player(seat).archaeologists) != usize::from(ARCHAEOLOGISTS) {
            return Err(format!(
                "player {seat} has {on_map} archaeologists on the map and {} on the board",
                state.player(seat).archaeologists
            ));
        }
    }
    let rival_on_map =
        state.sites[..n].iter().flat_map(|s| s.spaces).filter(|o| *o == Occupant::Rival).count();
    match &state.rival {
        Some(r) => {
            if rival_on_map + usize::from(r.archaeologists) != usize::from(RIVAL_ARCHAEOLOGISTS) {
                return Err("the Rival's archaeologists do not add up".into());
            }
        }
        None => {
            if rival_on_map > 0 {
                return Err("a Rival archaeologist stands on the map in a game without the Rival".into());
            }
        }
    }
    // Idols.
    let mut idols = vec![0u32; IDOLS.len()];
    let mut add = |id: u8| {
        if let Some(n) = idols.get_mut(usize::from(id)) {
            *n += 1;
        }
    };
    for s in &state.sites[..n] {
        s.idol_up.into_iter().chain(s.idol_down).for_each(&mut add);
    }
    for seat in 0..players {
        let p = state.player(seat);
        p.idols.iter().copied().for_each(&mut add);
        p.slots.iter().flatten().copied().for_each(&mut add);
    }
    if let Some(r) = &state.rival {
        r.idol_slots.iter().chain(r.pile.iter()).copied().for_each(&mut add);
    }
    state.idol_exile.iter().copied().for_each(&mut add);
    if let Some(i) = idols.iter().position(|&c| c != 1) {
        return Err(format!("idol {} appears {} times", IDOLS[i].id, idols[i]));
    }
    // Guardians.
    let mut guardians = vec![0u32; GUARDIANS.len()];
    let mut add = |id: u8| {
        if let Some(n) = guardians.get_mut(usize::from(id)) {
            *n += 1;
        }
    };
    state.guardian_stack.iter().copied().for_each(&mut add);
    for s in &state.sites[..n] {
        s.guardian.into_iter().for_each(&mut add);
    }
    for seat in 0..players {
        state.player(seat).guardians.iter().map(|t| t.id).for_each(&mut add);
    }
    if let Some(r) = &state.rival {
        r.guardians.iter().copied().for_each(&mut add);
    }
    if let Some(i) = guardians.iter().position(|&c| c != 1) {
        return Err(format!("guardian {} appears {} times", GUARDIANS[i].id, guardians[i]));
    }
    // Assistants.
    let mut assistants = vec![0u32; ASSISTANTS.len()];
    let mut add = |id: u8| {
        if let Some(n) = assistants.get_mut(usize::from(id)) {
            *n += 1;
        }
    };
    for s in &state.assistant_stacks {
        s.iter().copied().for_each(&mut add);
    }
    state.rescue_stack.iter().copied().for_each(&mut add);
    state.assistant_exile.iter().copied().for_each(&mut add);
    for seat in 0..players {
        state.player(seat).assistants.iter().map(|a| a.id).for_each(&mut add);
    }
    if let Some(i) = assistants.iter().position(|&c| c != 1) {
        return Err(format!("assistant {} appears {} times", ASSISTANTS[i].id, assistants[i]));
    }
    // Site tiles.
    let mut tiles = vec![0u32; SITE_TILES.len()];
    for t in state
        .site_stacks
        .iter()
        .flat_map(|s| s.iter().copied())
        .chain(state.sites[..n].iter().filter_map(|s| s.tile))
    {
        if let Some(c) = tiles.get_mut(usize::from(t)) {
            *c += 1;
        }
    }
    if let Some(i) = tiles.iter().position(|&c| c != 1) {
        return Err(format!("site tile {} appears {} times", SITE_TILES[i].id, tiles[i]));
    }
    // Bonus tiles.
    let mut bonus = vec![0u32; BONUS_TILES.len()];
    for t in state
        .bonus
        .iter()
        .flat_map(|b| b.iter().copied())
        .chain(state.temple_bonus.iter().copied())
        .chain(state.bonus_box.iter().copied())
        .chain(state.bonus_used.iter().copied())
    {
        if let Some(c) = bonus.get_mut(usize::from(t)) {
            *c += 1;
        }
    }
    if let Some(i) = bonus.iter().position(|&c| c != 1) {
        return Err(format!("bonus tile {} appears {} times", BONUS_TILES[i].id, bonus[i]));
    }
    // Temple tiles.
    let per_stack = u32::from(players.max(2));
    let taken: u32 = (0..players)
        .map(|s| state.player(s).temple_tiles.iter().map(|&n| u32::from(n)).sum::<u32>())
        .sum::<u32>()
        + state.rival.as_ref().map_or(0, |r| u32::from(r.temple_tiles));
    let left: u32 = state.temple_stacks.iter().map(|&n| u32::from(n)).sum();
    if taken + left != 6 * per_stack {
        return Err(format!("temple tiles: {taken} taken and {left} left, expected {}", 6 * per_stack));
    }
    // Turn structure.
    if state.prompt.is_none() && !state.tasks.is_empty() && state.phase == Phase::Turn {
        return Err("work is queued but no question is pending".into());
    }
    for seat in 0..players {
        let p = state.player(seat);
        let slots = p.slots.iter().take(content::arnak::PLAYER_BOARD.idol_slot_vp.len());
        // Slots fill from the left unless Stone Key emptied one; nothing to check beyond range.
        if p.slots.iter().skip(content::arnak::PLAYER_BOARD.idol_slot_vp.len()).any(Option::is_some) {
            return Err(format!("player {seat} has an idol beyond the board's slots"));
        }
        let _ = slots;
        if p.assistants.len() > usize::from(content::arnak::PLAYER_BOARD.assistant_slots) {
            return Err(format!("player {seat} has more assistants than slots"));
        }
    }
    Ok(())
}

/// Every private field of [`State`] not shown in the `state` module docs and its parts: each read below must not compile from
/// outside the crate (collected by `cargo test --doc` only).
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
/// let _hidden = state.players[0].idols.len();
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
/// let _hidden = state.players[0].slots[0];
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
/// let _hidden = state.sites[0].idol_down;
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
/// let _hidden = state.artifact_deck.last();
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
/// let _hidden = state.site_stacks[0].last();
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
/// let _hidden = state.guardian_stack.last();
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
/// let _hidden = state.assistant_stacks[0].as_slice()[0];
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
/// let _hidden = state.rescue_stack.as_slice();
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
/// let _hidden = state.temple_bonus.last();
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
/// let _hidden = state.bonus_box.len();
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(2)).unwrap(), 7).unwrap();
/// let _hidden = state.idol_exile.len();
/// ```
///
/// ```compile_fail
/// use tabletop_core::{Game, game::Options};
/// let state = arnak::Arnak::setup(&arnak::Arnak::config(&Options::players(1)).unwrap(), 7).unwrap();
/// let _hidden = state.rival.map(|r| r.pile);
/// ```
#[cfg(doctest)]
pub(crate) struct HiddenFieldsArePrivate;
