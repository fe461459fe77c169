use super::*;

const ELDRITCH: DiceRule = DiceRule::new(6, SuccessRule::at_least(5));
const ARKHAM_2E: DiceRule = DiceRule::new(6, SuccessRule::at_least(5))
    .with_fortune(SuccessRule::at_least(4), SuccessRule::at_least(6));

fn rigged(faces: &[u8]) -> GameRng {
    let mut rng = GameRng::seed_from(0);
    rng.rig_dice(faces.iter().copied());
    rng
}

#[test]
fn success_rules() {
    let five_up = SuccessRule::at_least(5);
    assert_eq!(
        (1..=6).map(|f| five_up.is_success(f)).collect::<Vec<_>>(),
        [false, false, false, false, true, true]
    );
    let odd = SuccessRule::faces(&[1, 3, 5]);
    assert_eq!(
        (1..=6).map(|f| odd.is_success(f)).collect::<Vec<_>>(),
        [true, false, true, false, true, false]
    );
    assert!(!odd.is_success(0));
    assert!(!odd.is_success(200), "faces past the mask are failures, not a panic");
    assert_eq!(SuccessRule::faces(&[40]), SuccessRule::Faces(0));
    assert_eq!(five_up.successful_faces(6), 2);
    assert_eq!(odd.successful_faces(6), 3);
    assert_eq!(SuccessRule::at_least(1).successful_faces(u8::MAX), u8::MAX);
    const FOUR_UP_ODDS: u8 = SuccessRule::at_least(4).successful_faces(6);
    assert_eq!(FOUR_UP_ODDS, 3, "usable in const tables");
}

#[test]
fn fortune_picks_the_success_faces_and_bless_cancels_curse() {
    // Arkham Horror 2e: 5–6 normally, 4–6 blessed, only 6 cursed.
    assert_eq!(ARKHAM_2E.success_for(Fortune::Normal), SuccessRule::AtLeast(5));
    assert_eq!(ARKHAM_2E.success_for(Fortune::Blessed), SuccessRule::AtLeast(4));
    assert_eq!(ARKHAM_2E.success_for(Fortune::Cursed), SuccessRule::AtLeast(6));
    // Eldritch Horror has no fortune: every fortune uses 5–6.
    assert_eq!(ELDRITCH.success_for(Fortune::Cursed), SuccessRule::AtLeast(5));

    assert_eq!(Fortune::default(), Fortune::Normal);
    assert_eq!(Fortune::Normal.bless(), Fortune::Blessed);
    assert_eq!(Fortune::Blessed.bless(), Fortune::Blessed, "never more than one Blessing");
    assert_eq!(Fortune::Cursed.bless(), Fortune::Normal);
    assert_eq!(Fortune::Normal.curse(), Fortune::Cursed);
    assert_eq!(Fortune::Cursed.curse(), Fortune::Cursed);
    assert_eq!(Fortune::Blessed.curse(), Fortune::Normal);
}

#[test]
fn roll_counts_successes_by_fortune() {
    let mut rng = rigged(&[1, 4, 5, 6, 6]);
    let pool = DicePool::roll(6, 5, &mut rng);
    assert_eq!(pool.faces(), &[1, 4, 5, 6, 6]);
    assert_eq!(pool.len(), 5);
    assert_eq!(pool.sides(), 6);
    assert_eq!(pool.successes(ARKHAM_2E.success_for(Fortune::Normal)), 3);
    assert_eq!(pool.successes(ARKHAM_2E.success_for(Fortune::Blessed)), 4);
    assert_eq!(pool.successes(ARKHAM_2E.success_for(Fortune::Cursed)), 2);
    assert_eq!(pool.failures(SuccessRule::at_least(5)), 2);
    assert_eq!(pool.sum(), 22);
    assert_eq!(pool.count_face(6), 2);
    assert_eq!(pool.count_face(2), 0);
}

#[test]
fn a_pool_can_be_large_and_rolls_are_in_range() {
    // Arkham Horror 2e: "a roll may need 13 or more" dice.
    let mut rng = GameRng::seed_from(5);
    let pool = DicePool::roll(6, 200, &mut rng);
    assert_eq!(pool.len(), 200);
    assert!(pool.faces().iter().all(|&f| (1..=6).contains(&f)));
    for face in 1..=6 {
        assert!(pool.count_face(face) > 15, "every face shows up in 200 rolls: {:?}", pool.faces());
    }
    let empty = DicePool::roll(6, 0, &mut rng);
    assert!(empty.is_empty());
    assert_eq!(empty.successes(SuccessRule::at_least(1)), 0);
    assert_eq!(empty.sum(), 0);
}

#[test]
fn reroll_replaces_one_die_and_the_new_face_counts() {
    let mut rng = rigged(&[6, 2, 1]);
    let mut pool = DicePool::roll(6, 2, &mut rng);
    // Eldritch: "a rerolled die's newest result counts, even if worse".
    assert_eq!(pool.reroll(0, &mut rng), Ok(Reroll { index: 0, old: 6, new: 1 }));
    assert_eq!(pool.faces(), &[1, 2]);
    assert_eq!(pool.successes(SuccessRule::at_least(5)), 0);
}

#[test]
fn reroll_of_a_missing_die_is_an_error_and_rolls_nothing() {
    let mut rng = rigged(&[3]);
    let mut pool = DicePool::roll(6, 1, &mut rng);
    let before = rng.clone();
    assert_eq!(pool.reroll(1, &mut rng), Err(DiceError::NoSuchDie { index: 1, len: 1 }));
    assert_eq!(
        pool.reroll(7, &mut rng).map_err(|e| e.to_string()),
        Err("there is no die 7: the pool has 1".to_owned())
    );
    assert_eq!(rng, before);
    assert_eq!(pool.faces(), &[3]);
}

#[test]
fn reroll_failures_only_touches_failures_in_order() {
    let mut rng = rigged(&[5, 1, 6, 2, 4, 6]);
    let mut pool = DicePool::roll(6, 4, &mut rng);
    let rule = SuccessRule::at_least(5);
    assert_eq!(pool.reroll_failures(rule, &mut rng), 2);
    assert_eq!(pool.faces(), &[5, 4, 6, 6]);
    assert_eq!(pool.successes(rule), 3);
    assert_eq!(rng.rigged_len(), 0);
}

#[test]
fn reroll_all_and_add_dice() {
    let mut rng = rigged(&[1, 2, 3, 4, 5]);
    let mut pool = DicePool::roll(6, 2, &mut rng);
    pool.reroll_all(&mut rng);
    assert_eq!(pool.faces(), &[3, 4]);
    // Arkham Horror 2e: each Clue spent rolls one more die whose successes add.
    pool.add(1, &mut rng);
    assert_eq!(pool.faces(), &[3, 4, 5]);
    assert_eq!(pool.successes(SuccessRule::at_least(5)), 1);
}

#[test]
fn from_faces_and_set_face_validate_faces() {
    assert_eq!(DicePool::from_faces(6, &[1, 7]), Err(DiceError::NoSuchFace { face: 7, sides: 6 }));
    assert_eq!(
        DicePool::from_faces(6, &[0]).map_err(|e| e.to_string()),
        Err("a d6 has no face 0".to_owned())
    );
    let mut pool = DicePool::from_faces(6, &[2, 3]).expect("valid faces");
    assert_eq!(pool.set_face(1, 6), Ok(3));
    assert_eq!(pool.faces(), &[2, 6]);
    assert_eq!(pool.set_face(1, 9), Err(DiceError::NoSuchFace { face: 9, sides: 6 }));
    assert_eq!(pool.set_face(2, 1), Err(DiceError::NoSuchDie { index: 2, len: 2 }));
    assert_eq!(pool.faces(), &[2, 6]);
    assert_eq!(DicePool::empty(6), DicePool::from_faces(6, &[]).expect("no dice"));
}

#[test]
fn success_odds_match_the_rule() {
    let mut rng = GameRng::seed_from(11);
    let pool = DicePool::roll(6, 6000, &mut rng);
    let successes = pool.successes(SuccessRule::at_least(5));
    assert!((1800..2200).contains(&successes), "about a third: {successes}");
}
