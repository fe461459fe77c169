//! Integration tests of `tabletop-core`: a toy game drives the property harness, the bots, the
//! playout driver and replays through the public API only.

mod bots;
#[cfg(feature = "testing")]
mod helpers;
mod options;
mod properties;
mod replays;
mod toy;

use tabletop_core::game::Options;

/// Options for the toy game with `players` players and `key=value` pairs.
fn options(players: u8, pairs: &[(&str, &str)]) -> Options {
    pairs.iter().fold(Options::players(players), |options, (key, value)| options.with(key, value))
}
