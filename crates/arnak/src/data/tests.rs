//! Unit tests of travel substitution and resource arithmetic.

use super::*;

fn icons(boot: u8, car: u8, ship: u8, plane: u8) -> Icons {
    Icons { boot, car, ship, plane }
}

#[test]
fn substitution_table() {
    let boot = icons(1, 0, 0, 0);
    let car = icons(0, 1, 0, 0);
    let ship = icons(0, 0, 1, 0);
    let plane = icons(0, 0, 0, 1);
    // boot <- anything; car <- car, plane; ship <- ship, plane; plane <- plane.
    for provided in [boot, car, ship, plane] {
        assert!(covers(boot, Icons::NONE, provided));
    }
    assert!(covers(car, Icons::NONE, car) && covers(car, Icons::NONE, plane));
    assert!(!covers(car, Icons::NONE, ship) && !covers(car, Icons::NONE, boot));
    assert!(covers(ship, Icons::NONE, ship) && covers(ship, Icons::NONE, plane));
    assert!(!covers(ship, Icons::NONE, car));
    assert!(covers(plane, Icons::NONE, plane) && !covers(plane, Icons::NONE, icons(3, 3, 3, 0)));
}

#[test]
fn double_requirements_and_leftovers() {
    // Two cars from a car and a plane; two boots cannot help.
    assert!(covers(icons(0, 2, 0, 0), Icons::NONE, icons(0, 1, 0, 1)));
    assert!(!covers(icons(0, 2, 0, 0), Icons::NONE, icons(2, 1, 0, 0)));
    // A two-ship card paying one ship leaves one ship.
    assert_eq!(
        assign(icons(0, 0, 1, 0), Icons::NONE, icons(0, 0, 2, 0)),
        Some((icons(0, 0, 1, 0), Icons::NONE))
    );
    // Boots are paid with the cheapest icons first.
    assert_eq!(
        assign(icons(1, 0, 0, 0), Icons::NONE, icons(0, 1, 0, 1)),
        Some((icons(0, 0, 0, 1), Icons::NONE))
    );
    // A plane discount covers the hardest requirement and never becomes surplus.
    assert_eq!(
        assign(icons(1, 1, 0, 0), icons(0, 0, 0, 1), icons(1, 0, 0, 0)),
        Some((Icons::NONE, Icons::NONE))
    );
}

#[test]
fn resources() {
    let a = Res { coin: 2, jewel: 1, ..Res::ZERO };
    let b = Res { coin: 1, ..Res::ZERO };
    assert!(a.covers(b) && !b.covers(a));
    assert_eq!(a.minus(b), Res { coin: 1, jewel: 1, ..Res::ZERO });
    assert_eq!(b.minus(a), Res::ZERO);
    assert_eq!(a.plus(b).total(), 4);
}
