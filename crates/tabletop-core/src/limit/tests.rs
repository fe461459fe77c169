use super::*;
use crate::seat::Seat;

#[test]
fn once_per_turn_is_refused_until_the_turn_ends() {
    let mut limits = UseLimits::new();
    assert!(limits.can_use(7u16, Limit::ONCE_PER_TURN));
    limits.try_use(7, Limit::ONCE_PER_TURN).expect("first use");
    assert!(!limits.can_use(7, Limit::ONCE_PER_TURN));
    assert_eq!(
        limits.try_use(7, Limit::ONCE_PER_TURN),
        Err(LimitError::UsedUp { limit: Limit::ONCE_PER_TURN })
    );
    assert_eq!(
        limits.try_use(7, Limit::ONCE_PER_TURN).map_err(|e| e.to_string()),
        Err("already used once per turn".to_owned())
    );
    assert_eq!(limits.used(7, Scope::Turn), 1, "a refused use is not counted");
    assert!(limits.can_use(8, Limit::ONCE_PER_TURN), "other keys are independent");
    limits.end_turn();
    assert!(limits.can_use(7, Limit::ONCE_PER_TURN));
    assert!(limits.is_empty());
}

#[test]
fn several_uses_per_scope() {
    let twice = Limit::new(Scope::Round, 2);
    let mut limits = UseLimits::new();
    assert_eq!(limits.remaining(1u8, twice), 2);
    limits.try_use(1, twice).expect("first");
    assert_eq!(limits.remaining(1, twice), 1);
    limits.try_use(1, twice).expect("second");
    assert_eq!(
        limits.try_use(1, twice).map_err(|e| e.to_string()),
        Err("already used twice per round".to_owned())
    );
    assert_eq!(Limit::new(Scope::Game, 3).to_string(), "3 times per game");
    assert!(!limits.can_use(1, Limit::new(Scope::Round, 0)), "a limit of 0 never allows a use");
}

#[test]
fn scopes_nest_when_they_end() {
    let mut limits = UseLimits::new();
    for (key, limit) in [
        (1u8, Limit::ONCE_PER_TURN),
        (2, Limit::ONCE_PER_PHASE),
        (3, Limit::ONCE_PER_ROUND),
        (4, Limit::ONCE_PER_GAME),
    ] {
        limits.try_use(key, limit).expect("first use");
    }
    let used = |limits: &UseLimits<u8>| {
        [(1, Scope::Turn), (2, Scope::Phase), (3, Scope::Round), (4, Scope::Game)]
            .map(|(k, s)| limits.used(k, s))
    };
    assert_eq!(used(&limits), [1, 1, 1, 1]);
    limits.end_turn();
    assert_eq!(used(&limits), [0, 1, 1, 1]);
    limits.try_use(1, Limit::ONCE_PER_TURN).expect("new turn");
    limits.end_phase();
    assert_eq!(used(&limits), [0, 0, 1, 1], "a phase's end also ends the turn");
    limits.try_use(1, Limit::ONCE_PER_TURN).expect("new turn");
    limits.try_use(2, Limit::ONCE_PER_PHASE).expect("new phase");
    limits.end_round();
    assert_eq!(used(&limits), [0, 0, 0, 1], "a round's end ends everything but the game");
    assert!(!limits.can_use(4, Limit::ONCE_PER_GAME));
}

#[test]
fn the_same_key_can_have_limits_in_different_scopes() {
    // "Once per turn, and at most twice per game."
    let mut limits = UseLimits::new();
    let twice_per_game = Limit::new(Scope::Game, 2);
    for turn in 0..3 {
        let allowed = limits.can_use(5u8, Limit::ONCE_PER_TURN) && limits.can_use(5, twice_per_game);
        if allowed {
            limits.try_use(5, Limit::ONCE_PER_TURN).expect("checked");
            limits.try_use(5, twice_per_game).expect("checked");
        }
        assert_eq!(allowed, turn < 2, "turn {turn}");
        limits.end_turn();
    }
}

#[test]
fn reset_and_forget() {
    let mut limits = UseLimits::new();
    limits.try_use((Seat(0), 1u8), Limit::ONCE_PER_PHASE).expect("first");
    limits.try_use((Seat(1), 1u8), Limit::ONCE_PER_PHASE).expect("seats are part of the key");
    limits.try_use((Seat(1), 1u8), Limit::ONCE_PER_TURN).expect("first");
    limits.reset(Scope::Phase);
    assert_eq!(limits.used((Seat(1), 1), Scope::Phase), 0);
    assert_eq!(limits.used((Seat(1), 1), Scope::Turn), 1, "reset touches one scope only");
    limits.forget((Seat(1), 1));
    assert!(limits.is_empty());
}

#[test]
fn equal_histories_are_equal_states() {
    let mut a = UseLimits::new();
    let mut b = UseLimits::new();
    a.try_use(2u8, Limit::ONCE_PER_GAME).expect("first");
    a.try_use(1, Limit::ONCE_PER_TURN).expect("first");
    b.try_use(1u8, Limit::ONCE_PER_TURN).expect("first");
    b.try_use(2, Limit::ONCE_PER_GAME).expect("first");
    assert_eq!(a, b);
    assert_eq!(crate::hash::stable_hash(&a), crate::hash::stable_hash(&b));
    assert_eq!(UseLimits::<u8>::default(), UseLimits::new());
    assert_eq!(Scope::Phase.to_string(), "phase");
}
