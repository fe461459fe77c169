//! The victory score.

use crate::State;

impl State {
    /// The victory score (meaningful once the investigators have won): the Doom track's highest
    /// number minus the terror level, minus 1 per unpaid Bank Loan and per Elder Sign card
    /// played, plus 1 per unspent gate trophy, 1 per 3 unspent monster trophies and 1 per
    /// investigator still in the game (neither devoured nor out).
    pub fn score(&self) -> i32 {
        let players = self.players.iter();
        let loans = players.clone().filter(|p| p.specials.loan).count() as i32;
        let gates = self.gate_trophies() as i32;
        let monsters = players.clone().map(|p| p.monster_trophies.len()).sum::<usize>() as i32;
        let alive = players.filter(|p| !p.out).count() as i32;
        i32::from(self.ancient_one().doom) - i32::from(self.terror) - loans - i32::from(self.elder_sign_cards)
            + gates
            + monsters / 3
            + alive
    }
}
