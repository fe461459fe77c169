//! Arkham Horror 2e through the public API, as a designer's balance run: the greedy bot's win
//! rate against each Ancient One.
//!
//! `cargo run --release -p arkham-2e --example win_rates -- [games] [players]`

use arkham_2e::ArkhamHorror;
use tabletop_core::bot::make_bot;
use tabletop_core::game::{Options, Outcome};
use tabletop_core::playout::play;

const ANCIENT_ONES: [&str; 8] =
    ["azathoth", "cthulhu", "hastur", "ithaqua", "nyarlathotep", "shub-niggurath", "yig", "yog-sothoth"];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().ok());
    let games = args.next().flatten().unwrap_or(20);
    let players = args.next().flatten().and_then(|p| u8::try_from(p).ok()).unwrap_or(4);
    for ancient_one in ANCIENT_ONES {
        let options = Options::players(players).with("ancient-one", ancient_one);
        let mut won = 0;
        for seed in 0..games {
            let mut bots: Vec<_> = make_bot::<ArkhamHorror>("greedy", seed).into_iter().collect();
            let game = play::<ArkhamHorror>(&options, seed, &mut bots, 100_000, false)?;
            won += u64::from(matches!(game.outcome, Outcome::Coop { won: true, .. }));
        }
        println!("{ancient_one:15} {won}/{games} won");
    }
    Ok(())
}
