//! Arkham Horror: The Card Game through the public API: a deck list checked against Roland
//! Banks's deck-building rules (every problem located), then a game set up with a legal list
//! and its first screen.
//!
//! `cargo run -p arkham-lcg --example deck_list`

use arkham_lcg::{ArkhamLcg, DeckList};
use tabletop_core::game::Options;
use tabletop_core::{Game, Lang, Seat};

const BROKEN: &str =
    "investigator: roland-banks\n3x 01006 Roland's .38 Special\n2 01060 Shrivelling\n2 Knife\n";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let list = DeckList::parse(BROKEN);
    let roland = list.investigator().unwrap_or(0);
    if let Err(problems) = list.check(roland, true) {
        for problem in &problems.0 {
            println!("roland.txt:{problem}");
        }
    }
    let options = Options::players(1).with("scenario", "the-gathering").with("investigators", "roland-banks");
    let state = ArkhamLcg::setup(&ArkhamLcg::config(&options)?, 3)?;
    println!("{}", ArkhamLcg::render_view(&ArkhamLcg::view(&state, Seat(0)), Lang::En));
    Ok(())
}
