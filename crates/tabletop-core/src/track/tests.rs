use super::*;

static TERROR_THRESHOLDS: [u16; 4] = [3, 6, 9, 10];

fn terror() -> Track {
    Track::new(0, 10, 0, &TERROR_THRESHOLDS).expect("valid track")
}

#[test]
fn new_validates_bounds_and_thresholds() {
    assert_eq!(Track::new(5, 4, 5, &[]), Err(TrackError::OutOfBounds { min: 5, max: 4, value: 5 }));
    assert_eq!(Track::new(0, 10, 11, &[]), Err(TrackError::OutOfBounds { min: 0, max: 10, value: 11 }));
    assert_eq!(
        Track::new(2, 10, 1, &[]).map_err(|e| e.to_string()),
        Err("a track from 2 to 10 cannot hold 1".to_owned())
    );
    assert_eq!(Track::new(0, 10, 0, &[3, 3]), Err(TrackError::UnsortedThresholds));
    assert_eq!(Track::new(0, 10, 0, &[6, 3]), Err(TrackError::UnsortedThresholds));
    let track = Track::new(0, 0, 0, &[]).expect("a one-value track is fine");
    assert!(track.is_at_min() && track.is_at_max());
}

#[test]
fn advance_clamps_and_reports_overflow() {
    let mut track = terror();
    let step = track.advance(4);
    assert_eq!((step.from, step.to, step.overflow, step.moved()), (0, 4, 0, 4));
    assert!(step.is_up() && !step.is_down());
    assert_eq!(track.room_up(), 6);
    // Arkham Horror: terror beyond 10 becomes Doom.
    let step = track.advance(9);
    assert_eq!((step.from, step.to, step.overflow), (4, 10, 3));
    assert!(track.is_at_max());
    let step = track.advance(2);
    assert_eq!((step.from, step.to, step.overflow, step.moved()), (10, 10, 2, 0));
    assert!(!step.is_up() && !step.is_down());
}

#[test]
fn retreat_clamps_and_reports_overflow() {
    // Eldritch Horror's Doom counts down to 0; increases that do not fit are the overflow.
    let mut doom = Track::new(0, 20, 2, &[0]).expect("valid");
    let step = doom.retreat(3);
    assert_eq!((step.from, step.to, step.overflow), (2, 0, 1));
    assert!(step.is_down());
    assert_eq!(step.crossed().collect::<Vec<_>>(), [0]);
    assert!(doom.is_at_min());
    assert_eq!(doom.room_down(), 0);
}

#[test]
fn crossed_reports_thresholds_entered_in_movement_order() {
    let mut track = terror();
    assert_eq!(track.advance(2).crossed().count(), 0);
    assert_eq!(track.advance(1).crossed().collect::<Vec<_>>(), [3], "reaching a threshold counts");
    assert_eq!(track.advance(0).crossed().count(), 0, "standing on it does not");
    assert_eq!(track.advance(7).crossed().collect::<Vec<_>>(), [6, 9, 10]);
    // Going down enters thresholds from above, highest first; the start value is not entered.
    assert_eq!(track.retreat(4).crossed().collect::<Vec<_>>(), [9, 6]);
    assert_eq!(track.value(), 6);
    assert_eq!(track.retreat(6).crossed().collect::<Vec<_>>(), [3]);
}

#[test]
fn entered_matches_crossed_for_every_move() {
    static EVERY: [u16; 11] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    let mut track = Track::new(0, 10, 5, &EVERY).expect("valid");
    let mut rng = crate::rng::GameRng::seed_from(3);
    for _ in 0..200 {
        let delta = rng.below(15) as i32 - 7;
        let step = track.shift(delta);
        let crossed: Vec<u16> = step.crossed().collect();
        let expected: Vec<u16> = if step.is_up() {
            (step.from + 1..=step.to).collect()
        } else {
            (step.to..step.from).rev().collect()
        };
        assert_eq!(crossed, expected, "{step:?}");
        for value in 0..=10 {
            assert_eq!(step.entered(value), expected.contains(&value));
        }
        assert_eq!(step.moved() + step.overflow, delta.unsigned_abs() as u16);
    }
}

#[test]
fn shift_and_set() {
    let mut track = Track::new(1, 5, 3, &[]).expect("valid");
    assert_eq!(track.shift(-5).to, 1);
    assert_eq!(track.shift(10).overflow, 6);
    let step = track.set(0);
    assert_eq!((step.from, step.to, step.overflow), (5, 1, 1));
    let step = track.set(4);
    assert_eq!((step.from, step.to, step.overflow), (1, 4, 0));
    assert_eq!(track.shift(i32::MIN).to, 1, "huge shifts saturate");
    assert_eq!(track.to_string(), "1 (1–5)");
    assert_eq!((track.min(), track.max(), track.thresholds()), (1, 5, &[][..]));
}

#[test]
fn cyclic_new_and_set_validate() {
    assert_eq!(CyclicTrack::new(0, 0), Err(TrackError::NoSpaces));
    assert_eq!(CyclicTrack::new(4, 4), Err(TrackError::NoSuchSpace { position: 4, len: 4 }));
    let mut omen = CyclicTrack::new(4, 0).expect("valid");
    assert_eq!(
        omen.set(4).map_err(|e| e.to_string()),
        Err("space 4 is not on a cyclic track of 4 spaces".to_owned())
    );
    omen.set(3).expect("valid space");
    assert_eq!(omen.position(), 3);
    assert_eq!(omen.len(), 4);
    assert!(!omen.is_empty());
}

#[test]
fn cyclic_advance_wraps_and_lists_every_space_entered() {
    let mut omen = CyclicTrack::new(4, 2).expect("valid");
    let step = omen.advance(3);
    assert_eq!(step.entered().collect::<Vec<_>>(), [3, 0, 1]);
    assert_eq!(step.to(), 1);
    assert_eq!(omen.position(), 1);
    assert_eq!(step.laps(), 0);

    let step = omen.advance(9);
    assert_eq!(step.entered().collect::<Vec<_>>(), [2, 3, 0, 1, 2, 3, 0, 1, 2]);
    assert_eq!(omen.position(), 2);
    assert_eq!(step.laps(), 2);
    assert_eq!(step.times_entered(2), 3);
    assert_eq!(step.times_entered(1), 2);
    assert_eq!(step.times_entered(9), 0);

    let step = omen.advance(0);
    assert_eq!(step.entered().count(), 0);
    assert_eq!(step.to(), 2);
}

#[test]
fn cyclic_retreat_goes_the_other_way() {
    let mut omen = CyclicTrack::new(4, 1).expect("valid");
    let step = omen.retreat(3);
    assert_eq!(step.entered().collect::<Vec<_>>(), [0, 3, 2]);
    assert_eq!(omen.position(), 2);
    assert_eq!(step.times_entered(0), 1);
    assert_eq!(step.times_entered(1), 0);
}

#[test]
fn times_entered_agrees_with_entered() {
    for len in 1..=5u8 {
        for start in 0..len {
            for steps in 0..=12u16 {
                for forward in [true, false] {
                    let mut track = CyclicTrack::new(len, start).expect("valid");
                    let step = if forward { track.advance(steps) } else { track.retreat(steps) };
                    let entered: Vec<u8> = step.entered().collect();
                    assert_eq!(entered.len(), usize::from(steps));
                    assert_eq!(entered.last().copied().unwrap_or(start), track.position());
                    for position in 0..len {
                        let count = entered.iter().filter(|&&p| p == position).count() as u16;
                        assert_eq!(
                            step.times_entered(position),
                            count,
                            "len {len} start {start} steps {steps} fwd {forward}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn cyclic_track_of_one_space_re_enters_itself() {
    let mut track = CyclicTrack::new(1, 0).expect("valid");
    let step = track.advance(3);
    assert_eq!(step.entered().collect::<Vec<_>>(), [0, 0, 0]);
    assert_eq!(step.times_entered(0), 3);
    assert_eq!(step.laps(), 3);
}
