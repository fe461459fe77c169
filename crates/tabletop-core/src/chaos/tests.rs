use super::*;

use ChaosToken::{AutoFail, Bless, Cultist, Curse, ElderSign, ElderThing, Number, Skull, Tablet};

/// Night of the Zealot, Standard difficulty (the digest's sample bag).
fn standard_bag() -> ChaosBag {
    ChaosBag::new(&[
        Number(1),
        Number(0),
        Number(0),
        Number(-1),
        Number(-1),
        Number(-1),
        Number(-2),
        Number(-2),
        Number(-3),
        Number(-4),
        Skull,
        Skull,
        Cultist,
        Tablet,
        AutoFail,
        ElderSign,
    ])
}

#[test]
fn names_round_trip() {
    let all = [
        Number(1),
        Number(0),
        Number(-8),
        Skull,
        Cultist,
        Tablet,
        ElderThing,
        AutoFail,
        ElderSign,
        Bless,
        Curse,
    ];
    let names: Vec<String> = all.iter().map(ToString::to_string).collect();
    assert_eq!(
        names,
        [
            "+1",
            "0",
            "-8",
            "skull",
            "cultist",
            "tablet",
            "elder-thing",
            "auto-fail",
            "elder-sign",
            "bless",
            "curse"
        ]
    );
    for (token, name) in all.iter().zip(&names) {
        assert_eq!(name.parse::<ChaosToken>(), Ok(*token));
    }
    assert_eq!("−2".parse::<ChaosToken>(), Ok(Number(-2)), "a typographic minus is accepted");
    assert_eq!("+3".parse::<ChaosToken>(), Ok(Number(3)));
    assert_eq!(
        "tentacle".parse::<ChaosToken>().map_err(|e| e.to_string()),
        Err("unknown chaos token `tentacle`".to_owned())
    );
    assert!("999".parse::<ChaosToken>().is_err());
}

#[test]
fn token_kinds_and_default_effects() {
    assert!(Skull.is_scenario_symbol() && ElderThing.is_scenario_symbol());
    assert!(!ElderSign.is_scenario_symbol() && !Number(0).is_scenario_symbol());
    assert!(Bless.reveals_another() && Curse.reveals_another() && !Skull.reveals_another());
    assert_eq!(Number(-3).default_effect(), TokenEffect::modifier(-3));
    assert_eq!(AutoFail.default_effect(), TokenEffect::AUTO_FAIL);
    assert_eq!(Bless.default_effect(), TokenEffect::modifier(2));
    assert_eq!(Curse.default_effect(), TokenEffect::modifier(-2));
    // Digest §21 #21: a symbol with no matching reference effect is a 0 modifier.
    assert_eq!(ElderThing.default_effect(), TokenEffect::modifier(0));
    assert_eq!(Number(0).symbol_name(), None);
}

#[test]
fn new_bag_is_sorted_so_history_does_not_matter() {
    let a = ChaosBag::new(&[Skull, Number(-1), Number(1)]);
    let b = ChaosBag::new(&[Number(1), Skull, Number(-1)]);
    assert_eq!(a, b);
    assert_eq!(a.in_bag(), &[Number(-1), Number(1), Skull]);
    let mut c = a.clone();
    let mut rng = GameRng::seed_from(3);
    c.draw(&mut rng).expect("not empty");
    c.draw(&mut rng).expect("not empty");
    c.return_revealed();
    assert_eq!(c, a, "drawing and returning leaves an equal bag");
}

#[test]
fn draw_reveals_until_returned() {
    let mut bag = standard_bag();
    let mut rng = GameRng::seed_from(1);
    assert_eq!(bag.len(), 16);
    let token = bag.draw(&mut rng).expect("not empty");
    assert_eq!(bag.revealed(), &[token]);
    assert_eq!(bag.len(), 15);
    assert_eq!(bag.total(), 16);
    bag.return_revealed();
    assert!(bag.revealed().is_empty());
    assert_eq!(bag, standard_bag());
}

#[test]
fn an_empty_bag_draws_nothing() {
    let mut bag = ChaosBag::new(&[Skull]);
    let mut rng = GameRng::seed_from(1);
    bag.seal(Skull).expect("the bag has a skull");
    assert!(bag.is_empty());
    let before = rng.clone();
    assert_eq!(bag.draw(&mut rng), None);
    assert_eq!(rng, before);
    assert_eq!(ChaosBag::default().draw(&mut rng), None);
}

#[test]
fn draws_are_uniform_over_tokens() {
    let bag = standard_bag();
    let mut rng = GameRng::seed_from(8);
    let mut skulls = 0;
    for _ in 0..16_000 {
        let mut copy = bag.clone();
        if copy.draw(&mut rng) == Some(Skull) {
            skulls += 1;
        }
    }
    assert!((1_800..2_200).contains(&skulls), "2 of 16 tokens: {skulls}");
}

#[test]
fn rig_draws_fixes_a_sequence_of_reveals() {
    let mut bag = standard_bag();
    let mut bag2 = bag.clone();
    bag.add(Bless);
    bag2.add(Bless);
    let mut rng = GameRng::seed_from(1);
    bag.rig_draws(&[Bless, Skull, Number(-1)], &mut rng).expect("all in the bag");
    assert_eq!(bag.draw(&mut rng), Some(Bless));
    assert_eq!(bag.draw(&mut rng), Some(Skull));
    assert_eq!(bag.draw(&mut rng), Some(Number(-1)));
    assert_eq!(rng.rigged_len(), 0);
    assert_eq!(bag.revealed(), &[Bless, Skull, Number(-1)]);

    // A token that would not be there at its draw is refused and nothing is rigged.
    let mut rng = GameRng::seed_from(1);
    assert_eq!(
        bag2.rig_draws(&[AutoFail, AutoFail], &mut rng),
        Err(ChaosError::NotInBag { token: AutoFail })
    );
    assert_eq!(rng.rigged_len(), 0);
    assert_eq!(
        bag2.rig_draws(&[Curse], &mut rng).map_err(|e| e.to_string()),
        Err("there is no curse token in the chaos bag".to_owned())
    );
}

#[test]
fn seal_and_release_conserve_tokens() {
    let mut bag = standard_bag();
    bag.seal(ElderSign).expect("in the bag");
    assert_eq!(bag.count(ElderSign), 0);
    assert_eq!(bag.sealed(), &[ElderSign]);
    assert_eq!(bag.total(), 16);
    assert_eq!(bag.seal(ElderSign), Err(ChaosError::NotInBag { token: ElderSign }));
    assert_eq!(bag.release(Skull), Err(ChaosError::NotSealed { token: Skull }));
    bag.release(ElderSign).expect("sealed");
    assert_eq!(bag, standard_bag());

    let mut rng = GameRng::seed_from(1);
    bag.rig_draws(&[Number(-4)], &mut rng).expect("in the bag");
    bag.draw(&mut rng);
    assert_eq!(bag.seal_revealed(Number(-3)), Err(ChaosError::NotRevealed { token: Number(-3) }));
    bag.seal_revealed(Number(-4)).expect("revealed");
    bag.return_revealed();
    assert_eq!(bag.count(Number(-4)), 0);
    assert_eq!(bag.total(), 16);
    assert_eq!(bag.release(Number(-4)).map_err(|e| e.to_string()), Ok(()));
}

#[test]
fn bless_and_curse_come_and_go() {
    let mut bag = standard_bag();
    bag.add(Bless);
    bag.add(Curse);
    assert_eq!(bag.count(Bless), 1);
    let mut rng = GameRng::seed_from(1);
    bag.rig_draws(&[Curse, Number(0)], &mut rng).expect("in the bag");
    let first = bag.draw(&mut rng).expect("not empty");
    assert!(first.reveals_another());
    let second = bag.draw(&mut rng).expect("not empty");
    let result = ChaosTest::new(3, 2).resolve(&[first.default_effect(), second.default_effect()]);
    assert_eq!((result.value, result.passed), (1, false));
    bag.remove_revealed(Curse).expect("revealed");
    assert_eq!(bag.remove_revealed(Curse), Err(ChaosError::NotRevealed { token: Curse }));
    bag.return_revealed();
    assert_eq!(bag.count(Curse), 0);
    bag.remove(Bless).expect("in the bag");
    assert_eq!(bag.remove(Bless), Err(ChaosError::NotInBag { token: Bless }));
    assert_eq!(bag, standard_bag());
}

#[test]
fn resolve_compares_value_and_difficulty() {
    // A tie succeeds.
    let result = ChaosTest::new(3, 3).resolve(&[Number(0).default_effect()]);
    assert_eq!(
        result,
        ChaosResult { value: 3, difficulty: 3, passed: true, auto_failed: false, auto_succeeded: false }
    );
    assert_eq!(result.margin(), 0);
    // Committed icons add; the token subtracts.
    let test = ChaosTest::new(3, 4).modifier(2);
    assert_eq!(test.value_before_tokens(), 5);
    let result = test.resolve(&[Number(-2).default_effect()]);
    assert_eq!((result.value, result.passed, result.margin()), (3, false, -1));
    // The game supplies a symbol's effect from the scenario reference card.
    let skull = TokenEffect::modifier(-3);
    assert_eq!(ChaosTest::new(5, 2).resolve(&[skull]).margin(), 0);
}

#[test]
fn the_value_is_floored_at_zero() {
    let result = ChaosTest::new(1, 0).resolve(&[Number(-8).default_effect()]);
    assert_eq!((result.value, result.passed), (0, true), "0 ≥ 0 succeeds");
    let result = ChaosTest::new(1, -2).resolve(&[]);
    assert_eq!(result.difficulty, 0, "difficulty is floored at 0 too");
}

#[test]
fn auto_fail_fails_even_at_difficulty_zero() {
    // Digest §21 #3: an automatic failure is a failure regardless of difficulty.
    let result = ChaosTest::new(6, 0).resolve(&[AutoFail.default_effect()]);
    assert_eq!(
        result,
        ChaosResult { value: 0, difficulty: 0, passed: false, auto_failed: true, auto_succeeded: false }
    );
    // And it wins over an automatic success.
    let result =
        ChaosTest::new(6, 2).auto_success().resolve(&[Bless.default_effect(), AutoFail.default_effect()]);
    assert!(result.auto_failed && !result.auto_succeeded && !result.passed);
    assert_eq!(result.margin(), -2);
}

#[test]
fn auto_success_treats_the_difficulty_as_zero() {
    let result = ChaosTest::new(0, 5).auto_success().resolve(&[Number(-4).default_effect()]);
    assert_eq!(
        result,
        ChaosResult { value: 0, difficulty: 0, passed: true, auto_failed: false, auto_succeeded: true }
    );
}

#[test]
fn extreme_modifiers_saturate() {
    let result = ChaosTest::new(i16::MAX, 1).modifier(i16::MAX).resolve(&[TokenEffect::modifier(i16::MAX)]);
    assert_eq!(result.value, i16::MAX);
    let result = ChaosTest::new(i16::MIN, i16::MAX).resolve(&[TokenEffect::modifier(i16::MIN)]);
    assert_eq!((result.value, result.margin()), (0, -i16::MAX));
}
