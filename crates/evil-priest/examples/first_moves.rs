//! Evil High Priest through the public API, as a user interface drives it: what the first player
//! may do, in words, and what happens when they do the first thing listed.
//!
//! `cargo run -p evil-priest --example first_moves -- [players]`

use evil_priest::EvilPriest;
use tabletop_core::game::Options;
use tabletop_core::{Game, Lang, Status};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let players = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(3);
    let config = EvilPriest::config(&Options::players(players))?;
    let mut state = EvilPriest::setup(&config, 42)?;
    let Status::Acting(seats) = EvilPriest::status(&state) else { return Ok(()) };
    let Some(seat) = seats.first() else { return Ok(()) };
    let mut actions = Vec::new();
    EvilPriest::legal_actions(&state, seat, &mut actions);
    println!("{seat} may choose among {} actions:", actions.len());
    for (n, action) in actions.iter().enumerate().take(10) {
        println!("  {}. {}", n + 1, EvilPriest::describe_action(&state, action, Lang::En));
    }
    let Some(first) = actions.first().copied() else { return Ok(()) };
    let mut events = Vec::new();
    EvilPriest::apply(&mut state, seat, &first, &mut events)?;
    for event in &events {
        println!("  · {}", EvilPriest::describe_event(&state, event, Lang::Ru));
    }
    Ok(())
}
