use super::*;

#[test]
fn finite_supply_takes_until_empty_then_refuses_without_change() {
    let mut supply = Supply::finite(3);
    assert!(supply.is_finite());
    assert_eq!(supply.available(), Some(3));
    supply.take(2).expect("2 of 3");
    assert_eq!(supply.available(), Some(1));
    assert_eq!(supply.out(), 2);
    assert!(supply.can_take(1));
    assert!(!supply.can_take(2));
    assert_eq!(supply.take(2), Err(SupplyError::NotEnough { wanted: 2, available: 1 }));
    assert_eq!(supply.out(), 2, "a refused take changes nothing");
    supply.take(1).expect("the last one");
    assert!(supply.is_empty());
    assert_eq!(
        supply.take(1).map_err(|e| e.to_string()),
        Err("the supply has only 0 left, 1 needed".to_owned())
    );
    supply.take(0).expect("taking nothing always works");
}

#[test]
fn take_up_to_takes_what_is_left() {
    let mut supply = Supply::finite(5);
    assert_eq!(supply.take_up_to(3), 3);
    assert_eq!(supply.take_up_to(3), 2);
    assert_eq!(supply.take_up_to(3), 0);
    assert_eq!(supply.out(), 5);
}

#[test]
fn unlimited_supply_never_runs_out_but_still_counts() {
    let mut supply = Supply::unlimited();
    assert!(!supply.is_finite());
    assert_eq!(supply.available(), None);
    assert_eq!(supply.total(), None);
    assert!(!supply.is_empty());
    assert!(supply.can_take(u32::MAX));
    supply.take(1_000_000).expect("unlimited");
    assert_eq!(supply.take_up_to(7), 7);
    assert_eq!(supply.out(), 1_000_007);
    supply.put_back(7).expect("returning what was taken");
    assert_eq!(supply.out(), 1_000_000);
}

#[test]
fn put_back_refuses_tokens_that_were_never_taken() {
    let mut supply = Supply::finite(4);
    supply.take(2).expect("2 of 4");
    supply.put_back(1).expect("1 back");
    assert_eq!(supply.available(), Some(3));
    assert_eq!(supply.put_back(2), Err(SupplyError::ReturnedTooMany { returned: 2, out: 1 }));
    assert_eq!(supply.out(), 1, "a refused return changes nothing");
    assert_eq!(
        Supply::unlimited().put_back(1).map_err(|e| e.to_string()),
        Err("1 returned to the supply but only 0 were out".to_owned())
    );
}

#[test]
fn removing_from_the_game_shrinks_the_total() {
    // Evil High Priest: 13 Elder Signs; destroyed ones leave the game.
    let mut signs = Supply::finite(13);
    signs.take(3).expect("3 of 13");
    signs.remove_from_game(2).expect("2 destroyed");
    assert_eq!(signs.total(), Some(11));
    assert_eq!(signs.out(), 1);
    assert_eq!(signs.available(), Some(10));
    assert_eq!(signs.remove_from_game(2), Err(SupplyError::ReturnedTooMany { returned: 2, out: 1 }));
    assert_eq!(signs.total(), Some(11));

    let mut unlimited = Supply::unlimited();
    unlimited.take(2).expect("unlimited");
    unlimited.remove_from_game(2).expect("2 gone");
    assert_eq!(unlimited.out(), 0);
    assert_eq!(unlimited.total(), None);
}

#[test]
fn display() {
    let mut supply = Supply::finite(13);
    supply.take(10).expect("10 of 13");
    assert_eq!(supply.to_string(), "3/13 left");
    assert_eq!(Supply::unlimited().to_string(), "unlimited");
}
