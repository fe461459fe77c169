//! Damage and horror about to be dealt: an assignment waiting, and the attacks and harm on the
//! resolution stack. The look-ahead stops at the next decision, which is often the assignment of
//! an attack the action let through (ending a turn engaged, a move that provokes): without this,
//! that attack would look free.

use crate::action::Target;
use crate::state::{EnemyId, Frame, Inv, Pending, PickFor, State, Task};

/// Damage and horror to come for each seat (the first four).
pub(super) fn to_come(state: &State) -> [(u8, u8); 4] {
    let mut out = [(0u8, 0u8); 4];
    let mut add = |inv: Inv, damage: u8, horror: u8| {
        if let Some(slot) = out.get_mut(usize::from(inv)) {
            slot.0 = slot.0.saturating_add(damage);
            slot.1 = slot.1.saturating_add(horror);
        }
    };
    let attack =
        |id: EnemyId| state.enemy(id).and_then(|e| e.card.enemy()).map_or((0, 0), |f| (f.damage, f.horror));
    match &state.pending {
        Some(Pending::Assign { inv, damage, horror, .. }) => add(*inv, *damage, *horror),
        Some(Pending::Pick { what: PickFor::AttackFirst(inv, _, waiting), options, .. }) => {
            for target in options {
                if let Target::Enemy(id) = target {
                    let (d, h) = attack(*id);
                    add(*inv, d, h);
                }
            }
            for id in waiting.iter().flatten() {
                if !options.contains(&Target::Enemy(*id)) {
                    let (d, h) = attack(*id);
                    add(*inv, d, h);
                }
            }
        }
        _ => {}
    }
    for frame in &state.frames {
        let Frame::Task(task) = frame else { continue };
        match *task {
            Task::Harm { inv, damage, horror, .. } => add(inv, damage, horror),
            Task::Attack(id, inv, _) | Task::AttackHits(id, inv, _) => {
                let (d, h) = attack(id);
                add(inv, d, h);
            }
            Task::NextAttack(inv, _, waiting) => {
                for id in waiting.iter().flatten() {
                    let (d, h) = attack(*id);
                    add(inv, d, h);
                }
            }
            _ => {}
        }
    }
    out
}
