//! The engine invariants `Game::check_invariants` checks: nothing created or lost.

use content::evil_priest::{self as data, MonsterDeck};

use crate::action::Cultist;
use crate::occupancy::Occupancy;
use crate::resources::fits;
use crate::state::RULES;
use crate::state::{Player, State};

pub(crate) fn check(state: &State) -> Result<(), String> {
    let kept = *state.placed.occupancy();
    let recomputed = Occupancy::of(&state.placed);
    if kept != recomputed {
        return Err(format!("occupancy kept {kept:?}, recomputed {recomputed:?}"));
    }
    let held: u32 = state.players.iter().map(|player| u32::from(player.holdings().elder_sign)).sum();
    let total = u32::from(state.elder_signs_on_board()) + held + u32::from(state.elder_signs_removed);
    if total != state.cult().nodes.len() as u32 {
        return Err(format!("Elder Signs: {total} accounted for, expected {}", state.cult().nodes.len()));
    }
    for (seat, player) in state.players.iter().enumerate() {
        let seat8 = seat as u8;
        let placed =
            state.placed.iter().filter(|p| p.seat == seat8 && p.cultist == Cultist::Acolyte).count() as u32;
        let trapped: u32 = state
            .players
            .iter()
            .flat_map(|other| other.lairs.iter().flatten())
            .filter(|lair| lair.trapped == Some(seat8))
            .count() as u32;
        let acolytes = u32::from(player.pool)
            + u32::from(player.asylum)
            + u32::from(player.escape)
            + u32::from(state.azathoth[seat])
            + player.evolution.iter().map(|&n| u32::from(n)).sum::<u32>()
            + placed
            + trapped;
        if acolytes != u32::from(RULES.acolytes) {
            return Err(format!("seat {seat}: {acolytes} acolytes accounted for"));
        }
        let priests = u32::from(player.priest_in_pool)
            + state.placed.iter().filter(|p| p.seat == seat8 && p.cultist == Cultist::Priest).count() as u32;
        if priests != 1 {
            return Err(format!("seat {seat}: {priests} priests"));
        }
        if player.asylum > RULES.asylum {
            return Err(format!("seat {seat}: asylum holds {}", player.asylum));
        }
        for slot in player.chambers.iter().flatten() {
            if !fits(&data::CHAMBERS[usize::from(slot.card)], slot.held) {
                return Err(format!("seat {seat}: a Chamber holds more than it can"));
            }
        }
    }
    let chambers: usize = data::CHAMBERS.iter().map(|c| usize::from(c.copies)).sum();
    let in_sanctums: usize = state.players.iter().map(|p| p.chambers.iter().flatten().count()).sum();
    if state.chamber_deck.count() + in_sanctums != chambers {
        return Err("Chamber cards were created or lost".into());
    }
    let wanted = if state.config.expansion { MonsterDeck::Unique } else { MonsterDeck::Generic };
    let monsters: usize = data::MONSTERS
        .iter()
        .filter(|m| m.deck == wanted)
        .map(|m| usize::from(if wanted == MonsterDeck::Generic { RULES.generic_monsters } else { m.copies }))
        .sum();
    let in_lairs: usize = state.players.iter().map(Player::monsters).sum();
    if state.monster_deck.count() + in_lairs != monsters {
        return Err("Monster cards were created or lost".into());
    }
    if state.config.expansion {
        let current = usize::from(state.raid.as_ref().is_some_and(|raid| raid.investigator.is_some()));
        if state.investigator_deck.count() + current != data::INVESTIGATORS.len() {
            return Err("Investigator cards were created or lost".into());
        }
    }
    Ok(())
}
