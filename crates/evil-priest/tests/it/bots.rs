//! The greedy bot (one step of look-ahead on `EvilPriest::heuristic`) against random play.

use evil_priest::EvilPriest;
use tabletop_core::bot::{Bot, GreedyBot, RandomBot};
use tabletop_core::game::{Options, Outcome};
use tabletop_core::playout;

/// Games the greedy seat wins out of `games`, the greedy seat moving round the table.
fn greedy_wins(options: &Options, games: u64) -> u64 {
    let players = u64::from(options.players);
    let mut wins = 0;
    for game in 0..games {
        let greedy = game % players;
        let mut bots: Vec<Box<dyn Bot<EvilPriest>>> = (0..players)
            .map(|seat| -> Box<dyn Bot<EvilPriest>> {
                if seat == greedy {
                    Box::new(GreedyBot::new(game * 10 + seat))
                } else {
                    Box::new(RandomBot::new(game * 10 + seat))
                }
            })
            .collect();
        let played =
            playout::play::<EvilPriest>(options, game, &mut bots, 20_000, false).expect("a whole game");
        let Outcome::Ranked { winners, .. } = played.outcome else { panic!("a ranked outcome") };
        if winners.iter().any(|seat| u64::from(seat.0) == greedy) {
            wins += 1;
        }
    }
    wins
}

#[test]
fn greedy_bot_beats_random_play_in_the_core_game() {
    let wins = greedy_wins(&Options::players(3), 12);
    assert!(wins >= 10, "greedy won {wins} of 12");
}

#[test]
fn greedy_bot_beats_random_play_with_the_expansion() {
    for cult in ["crawling-chaos", "opener"] {
        let options = Options::players(3).with("expansion", "blood-ceremony").with("cult", cult);
        let wins = greedy_wins(&options, 6);
        assert!(wins >= 5, "{cult}: greedy won {wins} of 6");
    }
}
