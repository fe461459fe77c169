//! The solo Rival's decision arrows are printed on its tiles' backs: a tile's arrow never
//! changes from shuffle to shuffle, and hidden-information sampling keeps the top tile's arrow.

use arnak::{Arnak, State};
use content::arnak::RIVAL_TILES;
use tabletop_core::game::Options;
use tabletop_core::{Game, GameRng, Seat, Status};

use crate::support::legal;

/// The arrow printed on a Rival tile's back points right.
fn printed(tile: u8) -> bool {
    RIVAL_TILES[usize::from(tile)].arrow_right
}

fn solo(difficulty: u8, seed: u64) -> State {
    let options = Options::players(1).with("difficulty", &difficulty.to_string());
    let config = Arnak::config(&options).expect("solo options");
    Arnak::setup(&config, seed).expect("solo setup")
}

/// Plays random legal actions to the end, calling `check` before each step.
fn play(mut s: State, seed: u64, mut check: impl FnMut(&State)) {
    let mut rng = GameRng::seed_from(seed);
    for _ in 0..5000 {
        check(&s);
        if Arnak::status(&s) == Status::Over {
            return;
        }
        let actions = legal(&s, 0);
        let action = actions[rng.index(actions.len())];
        let mut events = Vec::new();
        Arnak::apply(&mut s, Seat(0), &action, &mut events).expect("a listed action");
    }
    panic!("seed {seed}: the game did not end");
}

#[test]
fn derived_rival_tiles_keep_their_printed_arrows() {
    for seed in 0..12 {
        let mut rounds_seen = 0;
        play(solo((seed % 6) as u8, seed), seed, |s| {
            let r = s.rival.expect("a solo game");
            // Once a tile is revealed, the arrow used after the stack runs out is its printed one.
            assert_eq!(
                r.first_arrow,
                r.revealed.first().map(|&t| printed(t)),
                "seed {seed}, round {}: the first revealed tile's arrow",
                s.round
            );
            // The decision arrow is the one printed on the top face-down tile.
            let view = Arnak::view(s, Seat(0)).rival.expect("the Rival is public");
            if let Some(&top) = r.stack().last() {
                assert_eq!(view.arrow_right, printed(top), "seed {seed}: the top tile's arrow");
            }
            if r.revealed.len() == 1 {
                rounds_seen += 1;
            }
        });
        assert!(rounds_seen >= 5, "seed {seed}: the Rival played every round");
    }
}

/// The English rulebook: with the tiles turned alike, a stack has as many left as right arrows.
#[test]
fn derived_every_rival_stack_has_five_arrows_each_way() {
    for difficulty in 0..=5u8 {
        for seed in 0..20 {
            let s = solo(difficulty, seed);
            let tiles = s.rival.expect("a solo game").tiles;
            let right = tiles.iter().filter(|&&t| printed(t)).count();
            assert_eq!((tiles.len(), right), (10, 5), "difficulty {difficulty}, seed {seed}");
        }
    }
}

#[test]
fn derived_hidden_rival_stack_keeps_the_visible_arrow() {
    for seed in 0..40 {
        let s = solo((seed % 6) as u8, seed);
        let before = s.rival.expect("a solo game");
        let mut tiles: Vec<u8> = before.stack().iter().copied().collect();
        tiles.sort_unstable();
        let mut rng = GameRng::seed_from(seed);
        for _ in 0..5 {
            let mut t = s.clone();
            Arnak::determinize(&mut t, Seat(0), &mut rng);
            let after = t.rival.expect("a solo game");
            let mut sampled: Vec<u8> = after.stack().iter().copied().collect();
            sampled.sort_unstable();
            assert_eq!(sampled, tiles, "seed {seed}: the same tiles");
            assert_eq!(
                after.stack().last().map(|&t| printed(t)),
                before.stack().last().map(|&t| printed(t)),
                "seed {seed}: the top tile shows the same arrow"
            );
        }
    }
}
