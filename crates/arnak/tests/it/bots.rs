//! The greedy bot, driven by `Arnak::heuristic`, beats random play.

use arnak::Arnak;
use tabletop_core::Outcome;
use tabletop_core::Seat;
use tabletop_core::bot::{Bot, GreedyBot, RandomBot};
use tabletop_core::game::Options;
use tabletop_core::playout::play;

#[test]
fn greedy_beats_random_in_two_player_games() {
    let games = 40u64;
    let mut wins = 0;
    for seed in 0..games {
        let greedy_seat = (seed % 2) as u8;
        let greedy: Box<dyn Bot<Arnak>> = Box::new(GreedyBot::new(seed));
        let random: Box<dyn Bot<Arnak>> = Box::new(RandomBot::new(seed + 1000));
        let mut bots = if greedy_seat == 0 { vec![greedy, random] } else { vec![random, greedy] };
        let side = if seed % 4 < 2 { "bird" } else { "snake" };
        let result = play::<Arnak>(&Options::players(2).with("side", side), seed, &mut bots, 100_000, false)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        match result.outcome {
            Outcome::Ranked { winners, .. } => {
                if winners.contains(Seat(greedy_seat)) && winners.len() == 1 {
                    wins += 1;
                }
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(wins * 10 >= games * 7, "greedy won {wins} of {games}");
}
