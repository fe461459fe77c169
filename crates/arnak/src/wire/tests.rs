//! Unit tests of the wire form: every content list is found again at its place.

use super::*;

#[test]
fn every_list_is_found_again_at_its_place() {
    let lists = tabletop_core::places::check_every_place::<List>().unwrap_or_else(|e| panic!("{e}"));
    assert!(lists > 200, "{lists} lists");
}
