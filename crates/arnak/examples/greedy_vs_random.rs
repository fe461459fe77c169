//! Lost Ruins of Arnak through the public API: the greedy bot against the random one, then the
//! final board in Russian and the scores.
//!
//! `cargo run --release -p arnak --example greedy_vs_random -- [seed]`

use arnak::Arnak;
use tabletop_core::bot::make_bot;
use tabletop_core::game::{Options, Outcome};
use tabletop_core::playout::play;
use tabletop_core::{Game, Lang, Seat};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(7);
    let mut bots: Vec<_> =
        ["greedy", "random"].iter().filter_map(|name| make_bot::<Arnak>(name, seed)).collect();
    let game = play::<Arnak>(&Options::players(2), seed, &mut bots, 10_000, false)?;
    println!("{}", Arnak::render_view(&Arnak::view(&game.state, Seat(0)), Lang::Ru));
    if let Outcome::Ranked { scores, winners } = &game.outcome {
        println!("{} actions; scores {scores:?} (greedy first); winners {winners:?}", game.actions);
    }
    Ok(())
}
