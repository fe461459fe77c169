use super::*;

#[test]
fn seat_sets_hold_seats_0_to_15() {
    let mut set = SeatSet::first_n(3);
    assert_eq!(set.iter().collect::<Vec<_>>(), [Seat(0), Seat(1), Seat(2)]);
    set.insert(Seat(15));
    set.remove(Seat(1));
    assert_eq!(set.iter().map(|s| s.0).collect::<Vec<_>>(), [0, 2, 15]);
    assert_eq!((set.len(), set.first()), (3, Some(Seat(0))));
    assert_eq!(SeatSet::first_n(16).len(), 16);
    assert_eq!(SeatSet::single(Seat(15)).first(), Some(Seat(15)));
    assert!(SeatSet::EMPTY.is_empty());
}

#[test]
fn seats_beyond_15_are_never_members_and_removing_them_is_harmless() {
    // Regression: `1 << 16` wrapped to seat 0 in release builds.
    let mut set = SeatSet::single(Seat(0));
    set.remove(Seat(16));
    set.remove(Seat(200));
    assert!(set.contains(Seat(0)));
    assert!(!set.contains(Seat(16)));
    assert_eq!(set.len(), 1);
}
