//! Unit tests of the wire form: every content list is found again at its place.

use super::*;

#[test]
fn every_list_is_found_again_at_its_place() {
    let mut lists = 0;
    entries(&mut |entry, tops| {
        let mut count = 0;
        for &top in tops {
            walk(top, &mut count, &mut |_, item| {
                if !is_empty(item) {
                    let place = place_of(item).unwrap_or_else(|| panic!("{entry}: a list has no place"));
                    assert!(
                        list_at(&place) == Some(item),
                        "{entry}: {} {} reads back another list",
                        place.entry,
                        place.at
                    );
                    lists += 1;
                }
                false
            });
        }
        false
    });
    assert!(lists > 200, "{lists} lists");
}
