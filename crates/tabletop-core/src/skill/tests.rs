use super::*;

const D6_5UP: DiceRule = DiceRule::new(6, SuccessRule::at_least(5));
const ARKHAM_2E: DiceRule = D6_5UP.with_fortune(SuccessRule::at_least(4), SuccessRule::at_least(6));

fn rigged(faces: &[u8]) -> GameRng {
    let mut rng = GameRng::seed_from(0);
    rng.rig_dice(faces.iter().copied());
    rng
}

#[test]
fn dice_sum_every_part_with_only_the_highest_bonus() {
    // Eldritch Horror §16 #6: Bull Whip (+1) and .45 Automatic (+3) give +3, not +1, not +4.
    let test = SkillTest::new(2).modifier(1).modifier(-1).bonus_option(1).bonus_option(3).bonus_option(2);
    assert_eq!(test.best_bonus(), 3);
    assert_eq!(test.dice(), 5);
    // Extra dice stack.
    assert_eq!(test.extra_dice(1).extra_dice(2).dice(), 8);
    // Bonus options of 0 or less never count.
    assert_eq!(SkillTest::new(2).bonus_option(-3).dice(), 2);
    assert_eq!(SkillTest::new(2).bonus_option(-3).best_bonus(), 0);
}

#[test]
fn minimum_dice() {
    // Eldritch Horror: always at least 1 die.
    let test = SkillTest::new(1).modifier(-4);
    assert_eq!(test.raw_dice(), -3);
    assert_eq!(test.dice(), 1);
    // Arkham Horror 2e: at 0 or below, no dice are rolled.
    assert_eq!(test.min_dice(0).dice(), 0);
    assert_eq!(SkillTest::new(3).min_dice(0).dice(), 3);
    assert_eq!(SkillTest::new(0).min_dice(2).dice(), 2);
    assert_eq!(SkillTest::new(i16::MAX).extra_dice(i16::MAX).modifier(i16::MAX).dice(), u16::MAX);
}

#[test]
fn roll_passes_with_enough_successes() {
    let mut rng = rigged(&[5, 2, 6]);
    let roll = SkillTest::new(3).difficulty(2).roll(D6_5UP, Fortune::Normal, &mut rng);
    assert_eq!(roll.faces(), &[5, 2, 6]);
    assert_eq!(roll.successes(), 2);
    assert_eq!(roll.difficulty(), 2);
    assert!(roll.passed());
    assert_eq!(roll.margin(), 0);
    assert_eq!(roll.failed_dice().collect::<Vec<_>>(), [1]);

    let mut rng = rigged(&[5, 2, 4]);
    let roll = SkillTest::new(3).difficulty(2).roll(D6_5UP, Fortune::Normal, &mut rng);
    assert!(!roll.passed());
    assert_eq!(roll.margin(), -1);
}

#[test]
fn fortune_changes_the_success_faces_of_the_test() {
    for (fortune, successes) in [(Fortune::Normal, 2), (Fortune::Blessed, 3), (Fortune::Cursed, 1)] {
        let mut rng = rigged(&[4, 5, 6, 1]);
        let roll = SkillTest::new(4).roll(ARKHAM_2E, fortune, &mut rng);
        assert_eq!(roll.successes(), successes, "{fortune:?}");
        assert_eq!(roll.success_rule(), ARKHAM_2E.success_for(fortune));
    }
}

#[test]
fn arkham_2e_zero_dice_fails_but_clue_dice_can_still_pass() {
    let mut rng = rigged(&[6]);
    let test = SkillTest::new(1).modifier(-2).min_dice(0);
    let mut roll = test.roll(ARKHAM_2E, Fortune::Normal, &mut rng);
    assert!(roll.pool().is_empty());
    assert!(!roll.passed());
    roll.add_dice(1, &mut rng);
    assert_eq!(roll.faces(), &[6]);
    assert!(roll.passed());
}

#[test]
fn rerolls_change_the_result() {
    let mut rng = rigged(&[2, 3, 6, 1, 5, 6]);
    let mut roll = SkillTest::new(2).roll(D6_5UP, Fortune::Normal, &mut rng);
    assert!(!roll.passed());
    // Eldritch: spend a Clue to reroll one die; the newest result counts.
    assert_eq!(roll.reroll(0, &mut rng), Ok(Reroll { index: 0, old: 2, new: 6 }));
    assert!(roll.passed());
    assert_eq!(roll.reroll(5, &mut rng), Err(DiceError::NoSuchDie { index: 5, len: 2 }));
    assert_eq!(roll.reroll(0, &mut rng).map(|r| r.new), Ok(1), "worse results count too");
    assert!(!roll.passed());
    assert_eq!(roll.reroll_failures(&mut rng), 2);
    assert_eq!(roll.faces(), &[5, 6], "rigged faces were consumed in index order");
    assert!(roll.passed());
}

#[test]
fn bonus_successes_count_towards_passing() {
    // Eldritch Horror's Bank Loan adds 2 successes even to a roll with none.
    let mut rng = rigged(&[1, 1]);
    let mut roll = SkillTest::new(2).difficulty(2).roll(D6_5UP, Fortune::Normal, &mut rng);
    assert_eq!(roll.successes(), 0);
    roll.add_successes(2);
    assert_eq!(roll.successes(), 2);
    assert!(roll.passed());
    roll.add_successes(u16::MAX);
    assert_eq!(roll.successes(), u16::MAX, "saturates");
}

#[test]
fn from_pool_builds_a_rulebook_example() {
    let pool = DicePool::from_faces(6, &[4, 5]).expect("valid faces");
    let roll = SkillRoll::from_pool(pool, SuccessRule::at_least(5), 1);
    assert_eq!((roll.successes(), roll.passed()), (1, true));
    assert_eq!(SkillTest::new(0).required(), 1);
}

#[test]
fn the_roll_uses_exactly_the_dice_count() {
    let mut rng = GameRng::seed_from(9);
    for base in -3..10 {
        let test = SkillTest::new(base).bonus_option(2).extra_dice(1);
        let roll = test.roll(D6_5UP, Fortune::Normal, &mut rng);
        assert_eq!(roll.pool().len(), usize::from(test.dice()));
        assert_eq!(roll.pool().len(), (base + 3).max(1) as usize);
    }
}

#[test]
fn setting_a_face_turns_a_failure_into_a_success() {
    let pool = DicePool::from_faces(6, &[4, 2]).expect("faces");
    let mut roll = SkillRoll::from_pool(pool, SuccessRule::at_least(5), 1);
    assert!(!roll.passed());
    assert_eq!(roll.set_face(0, 5), Ok(4));
    assert!(roll.passed());
    assert!(roll.set_face(2, 5).is_err(), "no such die");
    assert!(roll.set_face(1, 7).is_err(), "no such face");
    assert_eq!(roll.faces(), [5, 2], "a refused change changes nothing");
}
