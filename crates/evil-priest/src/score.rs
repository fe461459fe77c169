//! Final scoring.

use content::evil_priest::Res;

use crate::state::RULES;
use crate::state::{Player, State};

/// Final scores by seat: Elder Signs, spellbooks, magic and blood by their points, plus the
/// treasure majority bonus for every player tied for the most treasure.
pub fn scores(state: &State) -> Vec<i32> {
    let holdings: Vec<Res> = state.players.iter().map(Player::holdings).collect();
    let most = holdings.iter().map(|res| res.treasure).max().unwrap_or(0);
    holdings
        .iter()
        .map(|res| {
            let [es, sb, m, b] = RULES.points.map(i32::from);
            es * i32::from(res.elder_sign)
                + sb * i32::from(res.spellbook)
                + m * i32::from(res.magic)
                + b * i32::from(res.blood)
                + if res.treasure == most { i32::from(RULES.treasure_majority) } else { 0 }
        })
        .collect()
}
