//! Eldritch Horror through the public API: a recorded game of random investigators, replayed
//! from its decisions to the very same state (a replay is how a game is saved).
//!
//! `cargo run --release -p eldritch --example replay -- [seed]`

use eldritch::Eldritch;
use tabletop_core::bot::make_bot;
use tabletop_core::game::Options;
use tabletop_core::playout::play;
use tabletop_core::replay::{run_replay, state_hash};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(5);
    let options = Options::players(2).with("ancient-one", "cthulhu");
    let mut bots: Vec<_> = make_bot::<Eldritch>("random", seed).into_iter().collect();
    let game = play::<Eldritch>(&options, seed, &mut bots, 20_000, true)?;
    let Some(replay) = &game.replay else { return Err("the playout kept no replay".into()) };
    let again = run_replay::<Eldritch>(replay, |_, _, _, _| {})?;
    println!("{} decisions; outcome {:?}", replay.steps.len(), game.outcome);
    println!(
        "state {:016x} played, {:016x} replayed",
        state_hash::<Eldritch>(&game.state),
        state_hash::<Eldritch>(&again)
    );
    Ok(())
}
