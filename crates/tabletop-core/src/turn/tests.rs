use super::*;

fn seats(set: SeatSet) -> Vec<u8> {
    set.iter().map(|seat| seat.0).collect()
}

fn order(turns: &TurnOrder) -> Vec<u8> {
    turns.in_turn_order().map(|seat| seat.0).collect()
}

#[test]
fn new_validates_the_table() {
    assert_eq!(TurnOrder::new(0, Seat(0)), Err(TurnError::SeatCount { seats: 0 }));
    assert_eq!(TurnOrder::new(17, Seat(0)), Err(TurnError::SeatCount { seats: 17 }));
    assert_eq!(TurnOrder::new(3, Seat(3)), Err(TurnError::NoSuchSeat { seat: Seat(3), seats: 3 }));
    assert_eq!(
        TurnOrder::new(3, Seat(5)).map_err(|e| e.to_string()),
        Err("seat 5 is not at a table of 3".to_owned())
    );
    let turns = TurnOrder::new(16, Seat(15)).expect("16 seats fit");
    assert_eq!(turns.active().len(), 16);
    let turns = TurnOrder::new(4, Seat(2)).expect("valid");
    assert_eq!((turns.seats(), turns.first(), turns.current()), (4, Seat(2), Seat(2)));
}

#[test]
fn turns_go_clockwise_from_the_first_player() {
    let mut turns = TurnOrder::new(4, Seat(2)).expect("valid");
    assert_eq!(order(&turns), [2, 3, 0, 1]);
    let mut played = vec![turns.current().0];
    for _ in 0..5 {
        played.push(turns.advance().expect("nobody passed").0);
    }
    assert_eq!(played, [2, 3, 0, 1, 2, 3]);
    assert_eq!(turns.clockwise(Seat(3)), Seat(0));
}

#[test]
fn passed_seats_are_skipped_and_the_last_one_plays_alone() {
    // Arnak: passed players are skipped; the last one keeps taking turns; then the round ends.
    let mut turns = TurnOrder::new(3, Seat(0)).expect("valid");
    turns.pass(Seat(1)).expect("seat 1 passes");
    assert_eq!(turns.advance(), Some(Seat(2)));
    assert_eq!(turns.advance(), Some(Seat(0)));
    turns.pass(Seat(0)).expect("seat 0 passes");
    assert_eq!(turns.advance(), Some(Seat(2)));
    assert_eq!(turns.advance(), Some(Seat(2)), "alone, seat 2 plays again");
    assert!(!turns.all_passed());
    assert_eq!(seats(turns.active()), [2]);
    turns.pass(Seat(2)).expect("seat 2 passes");
    assert!(turns.all_passed());
    assert_eq!(turns.advance(), None);
    assert_eq!(turns.current(), Seat(2), "current stays when everyone passed");
    assert_eq!(seats(turns.passed()), [0, 1, 2]);
}

#[test]
fn new_round_clears_passes_and_applies_a_pending_first_player() {
    // Evil High Priest: Providence makes you first player in the *next* round.
    let mut turns = TurnOrder::new(3, Seat(0)).expect("valid");
    turns.set_next_first(Seat(2)).expect("valid seat");
    assert_eq!(turns.first(), Seat(0), "this round's order does not change");
    assert_eq!(turns.next_first(), Some(Seat(2)));
    for seat in 0..3 {
        turns.pass(Seat(seat)).expect("valid seat");
    }
    turns.new_round();
    assert_eq!((turns.first(), turns.current(), turns.next_first()), (Seat(2), Seat(2), None));
    assert!(turns.passed().is_empty());
    assert_eq!(order(&turns), [2, 0, 1]);
}

#[test]
fn first_player_token_passes_clockwise() {
    // Arnak: at the end of each round the first-player token moves one seat clockwise.
    let mut turns = TurnOrder::new(3, Seat(1)).expect("valid");
    assert_eq!(turns.pass_first_player(), Seat(2));
    assert_eq!(turns.pass_first_player(), Seat(0));
    turns.new_round();
    assert_eq!(turns.current(), Seat(0));
    turns.set_first(Seat(1)).expect("valid seat");
    assert_eq!(turns.first(), Seat(1));
    let mut solo = TurnOrder::new(1, Seat(0)).expect("valid");
    assert_eq!(solo.pass_first_player(), Seat(0));
    assert_eq!(solo.advance(), Some(Seat(0)));
}

#[test]
fn eliminated_seats_are_skipped_everywhere() {
    let mut turns = TurnOrder::new(4, Seat(1)).expect("valid");
    turns.set_next_first(Seat(3)).expect("valid seat");
    turns.eliminate(Seat(1)).expect("valid seat");
    assert_eq!(turns.first(), Seat(2), "the token leaves an eliminated seat");
    turns.eliminate(Seat(3)).expect("valid seat");
    assert_eq!(turns.next_first(), None, "an eliminated seat cannot become first");
    assert_eq!(seats(turns.out()), [1, 3]);
    assert_eq!(seats(turns.in_game()), [0, 2]);
    assert!(turns.is_out(Seat(1)));
    assert!(!turns.is_active(Seat(1)));
    assert_eq!(order(&turns), [2, 0]);
    turns.set_current(Seat(2)).expect("valid seat");
    assert_eq!(turns.advance(), Some(Seat(0)));
    assert_eq!(turns.advance(), Some(Seat(2)));
    assert_eq!(turns.set_current(Seat(1)), Err(TurnError::SeatOut { seat: Seat(1) }));
    assert_eq!(
        turns.set_first(Seat(3)).map_err(|e| e.to_string()),
        Err("seat 3 is out of the game".to_owned())
    );
    assert_eq!(turns.set_next_first(Seat(1)), Err(TurnError::SeatOut { seat: Seat(1) }));
    turns.pass(Seat(0)).expect("valid seat");
    turns.pass(Seat(2)).expect("valid seat");
    assert!(turns.all_passed(), "out seats need not pass");
    assert_eq!(turns.pass_first_player(), Seat(0));
}

#[test]
fn new_round_skips_a_first_player_who_is_out() {
    let mut turns = TurnOrder::new(3, Seat(0)).expect("valid");
    turns.eliminate(Seat(0)).expect("valid seat");
    turns.eliminate(Seat(1)).expect("valid seat");
    turns.new_round();
    assert_eq!((turns.first(), turns.current()), (Seat(2), Seat(2)));
    turns.eliminate(Seat(2)).expect("valid seat");
    assert!(turns.all_passed(), "nobody in the game");
    assert_eq!(turns.advance(), None);
    turns.new_round();
}

#[test]
fn bad_seats_are_errors_not_panics() {
    let mut turns = TurnOrder::new(2, Seat(0)).expect("valid");
    let bad = Seat(9);
    assert_eq!(turns.pass(bad), Err(TurnError::NoSuchSeat { seat: bad, seats: 2 }));
    assert_eq!(turns.eliminate(bad), Err(TurnError::NoSuchSeat { seat: bad, seats: 2 }));
    assert_eq!(turns.set_current(bad), Err(TurnError::NoSuchSeat { seat: bad, seats: 2 }));
    assert_eq!(turns.set_first(Seat(200)), Err(TurnError::NoSuchSeat { seat: Seat(200), seats: 2 }));
    assert!(!turns.has_seat(bad));
    assert!(!turns.is_active(bad));
    assert!(!turns.has_passed(bad));
    assert_eq!(turns.order_from(bad).count(), 2);
    assert_eq!(turns, TurnOrder::new(2, Seat(0)).expect("valid"), "nothing changed");
}

#[test]
fn next_active_after_looks_clockwise() {
    let mut turns = TurnOrder::new(5, Seat(0)).expect("valid");
    turns.pass(Seat(3)).expect("valid seat");
    turns.pass(Seat(4)).expect("valid seat");
    assert_eq!(turns.next_active_after(Seat(2)), Some(Seat(0)));
    assert_eq!(turns.next_active_after(Seat(0)), Some(Seat(1)));
    assert_eq!(turns.order_from(Seat(3)).map(|s| s.0).collect::<Vec<_>>(), [3, 4, 0, 1, 2]);
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Phase {
    Mythos,
    Investigation,
    Enemy,
    Upkeep,
}

static PHASES: [Phase; 4] = [Phase::Mythos, Phase::Investigation, Phase::Enemy, Phase::Upkeep];

#[test]
fn round_clock_steps_through_phases_and_counts_rounds() {
    let mut clock = RoundClock::new(&PHASES);
    assert_eq!((clock.round(), clock.phase(), clock.phase_index()), (1, Phase::Mythos, 0));
    let mut seen = Vec::new();
    for _ in 0..9 {
        let new_round = clock.advance();
        seen.push((clock.round(), clock.phase(), new_round));
    }
    assert_eq!(
        seen[..4],
        [
            (1, Phase::Investigation, false),
            (1, Phase::Enemy, false),
            (1, Phase::Upkeep, false),
            (2, Phase::Mythos, true),
        ]
    );
    assert_eq!(seen[7], (3, Phase::Mythos, true));
    assert_eq!(seen[8], (3, Phase::Investigation, false));
    assert!(!clock.is_last_phase());
}

#[test]
fn round_clock_skip_to() {
    // Arkham LCG skips the Mythos phase in round 1.
    let mut clock = RoundClock::new(&PHASES);
    assert_eq!(clock.skip_to(Phase::Investigation), Some(false));
    assert_eq!((clock.round(), clock.phase()), (1, Phase::Investigation));
    assert_eq!(clock.skip_to(Phase::Investigation), Some(false), "staying put is not a move");
    assert_eq!(clock.skip_to(Phase::Upkeep), Some(false));
    assert!(clock.is_last_phase());
    assert_eq!(clock.skip_to(Phase::Enemy), Some(true));
    assert_eq!((clock.round(), clock.phase()), (2, Phase::Enemy));
    static SHORT: [Phase; 1] = [Phase::Mythos];
    let mut short = RoundClock::new(&SHORT);
    assert_eq!(short.skip_to(Phase::Enemy), None);
    assert!(short.advance());
    assert_eq!(short.round(), 2);
}
