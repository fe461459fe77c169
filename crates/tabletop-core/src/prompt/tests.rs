use std::collections::BTreeSet;

use super::*;

fn all_answers(prompt: &Prompt) -> Vec<Answer> {
    let mut out = Vec::new();
    prompt.answers(&mut out);
    out
}

/// Every answer listed is valid, none is listed twice, and the count matches.
fn check_listing(prompt: &Prompt) -> BTreeSet<Answer> {
    let answers = all_answers(prompt);
    assert_eq!(answers.len() as u64, prompt.answer_count(), "{prompt}");
    let set: BTreeSet<Answer> = answers.iter().cloned().collect();
    assert_eq!(set.len(), answers.len(), "{prompt}: duplicates");
    for answer in &answers {
        assert_eq!(prompt.validate(answer), Ok(()), "{prompt}: {answer:?}");
    }
    set
}

fn split(values: &[u16]) -> Answer {
    Answer::Split(values.iter().copied().collect())
}

fn order(items: &[u8]) -> Answer {
    Answer::Order(items.iter().copied().collect())
}

#[test]
fn choose_one() {
    let prompt = Prompt::choose_one(3).expect("valid");
    assert_eq!(all_answers(&prompt), [Answer::One(0), Answer::One(1), Answer::One(2)]);
    assert_eq!(prompt.validate(&Answer::One(2)), Ok(()));
    assert_eq!(
        prompt.validate(&Answer::One(3)).map_err(|e| e.to_string()),
        Err("option 3 does not exist; there are 3".to_owned())
    );
    assert_eq!(Prompt::choose_one(0), Err(PromptError::NoOptions));
    assert_eq!(prompt.to_string(), "choose 1 of 3");
    assert_eq!(prompt.kind(), &PromptKind::ChooseOne { options: 3 });
    assert_eq!(Prompt::choose_one(u16::MAX).expect("valid").answer_count(), 65_535);
}

#[test]
fn wrong_kind_of_answer() {
    let prompt = Prompt::choose_one(3).expect("valid");
    assert_eq!(
        prompt.validate(&Answer::Subset(Selection::EMPTY)).map_err(|e| e.to_string()),
        Err("expected a choice of one option, not a set of options".to_owned())
    );
    let prompt = Prompt::split(2, &[2]).expect("valid");
    assert_eq!(
        prompt.validate(&order(&[0])),
        Err(PromptError::WrongKind { expected: "a split", found: "an order" })
    );
}

#[test]
fn choose_exactly_lists_every_combination_once() {
    let prompt = Prompt::choose_exactly(4, 2).expect("valid");
    let listed: Vec<Vec<u8>> = all_answers(&prompt)
        .into_iter()
        .map(|answer| match answer {
            Answer::Subset(selection) => selection.iter().collect(),
            other => panic!("not a subset: {other:?}"),
        })
        .collect();
    assert_eq!(listed, [vec![0, 1], vec![0, 2], vec![1, 2], vec![0, 3], vec![1, 3], vec![2, 3]]);
    assert_eq!(prompt.to_string(), "choose 2 of 4");
    assert_eq!(
        prompt
            .validate(&Answer::Subset(Selection::from_indices(&[1]).expect("valid")))
            .map_err(|e| e.to_string()),
        Err("choose exactly 2, not 1".to_owned())
    );
    assert_eq!(
        prompt.validate(&Answer::Subset(Selection::from_indices(&[1, 4]).expect("valid"))),
        Err(PromptError::NoSuchOption { index: 4, options: 4 })
    );
}

#[test]
fn subset_listing_matches_validation_exhaustively() {
    for options in 0..=6u8 {
        for min in 0..=options {
            for max in min..=options {
                let prompt = Prompt::choose_between(options, min, max).expect("valid");
                let listed = check_listing(&prompt);
                // Every selection of up to 8 bits: valid exactly when listed.
                for bits in 0..256u64 {
                    let answer = Answer::Subset(Selection::from_bits(bits));
                    assert_eq!(
                        prompt.validate(&answer).is_ok(),
                        listed.contains(&answer),
                        "{prompt}: {bits:#b}"
                    );
                }
            }
        }
    }
}

#[test]
fn choose_up_to_and_between_messages() {
    let up_to = Prompt::choose_up_to(5, 2).expect("valid");
    assert_eq!(up_to.answer_count(), 1 + 5 + 10);
    assert_eq!(up_to.to_string(), "choose up to 2 of 5");
    assert_eq!(all_answers(&up_to)[0], Answer::Subset(Selection::EMPTY), "choosing none comes first");
    let three = Selection::from_indices(&[0, 1, 2]).expect("valid");
    assert_eq!(
        up_to.validate(&Answer::Subset(three)).map_err(|e| e.to_string()),
        Err("choose at most 2, not 3".to_owned())
    );
    let between = Prompt::choose_between(5, 1, 3).expect("valid");
    assert_eq!(between.to_string(), "choose 1 to 3 of 5");
    assert_eq!(
        between.validate(&Answer::Subset(Selection::EMPTY)).map_err(|e| e.to_string()),
        Err("choose 1 to 3, not 0".to_owned())
    );
}

#[test]
fn subset_prompts_are_validated_when_built() {
    assert_eq!(Prompt::choose_between(4, 3, 2), Err(PromptError::BadRange { options: 4, min: 3, max: 2 }));
    assert_eq!(Prompt::choose_exactly(2, 3), Err(PromptError::BadRange { options: 2, min: 3, max: 3 }));
    assert_eq!(Prompt::choose_up_to(65, 1), Err(PromptError::TooManyOptions { options: 65 }));
    assert_eq!(Prompt::choose_up_to(16, 16).expect("2^16 answers fit").answer_count(), 65_536);
    assert_eq!(Prompt::choose_up_to(17, 17), Err(PromptError::TooManyAnswers { count: 131_072 }));
    assert_eq!(
        Prompt::choose_exactly(64, 32).map_err(|e| e.to_string()),
        Err("this prompt would have 1832624140942590534 answers, more than 65536; ask it in steps".to_owned())
    );
    // 64 options work when the count is small, and the top bit is listed.
    let wide = Prompt::choose_exactly(64, 1).expect("64 answers");
    let answers = all_answers(&wide);
    assert_eq!(answers.len(), 64);
    assert_eq!(answers[63], Answer::Subset(Selection::from_bits(1 << 63)));
    assert_eq!(
        Prompt::choose_exactly(64, 64).expect("one answer").only_answer(),
        Some(Answer::Subset(Selection::from_bits(u64::MAX)))
    );
    assert_eq!(Prompt::choose_exactly(64, 63).expect("64 answers").answer_count(), 64);
    check_listing(&Prompt::choose_exactly(64, 63).expect("64 answers"));
}

#[test]
fn selection() {
    let selection = Selection::from_indices(&[5, 0, 63]).expect("valid");
    assert_eq!(selection.iter().collect::<Vec<_>>(), [0, 5, 63]);
    assert_eq!(selection.len(), 3);
    assert!(selection.contains(63) && !selection.contains(1) && !selection.contains(64));
    assert_eq!(selection.bits(), 1 | 1 << 5 | 1 << 63);
    assert!(!selection.is_empty());
    assert!(Selection::EMPTY.is_empty());
    assert_eq!(Selection::from_indices(&[1, 1]), Err(PromptError::Repeated { item: 1 }));
    assert_eq!(Selection::from_indices(&[64]), Err(PromptError::NoSuchOption { index: 64, options: 64 }));
}

#[test]
fn order_lists_permutations_from_the_identity() {
    let prompt = Prompt::order(3).expect("valid");
    assert_eq!(
        all_answers(&prompt),
        [
            order(&[0, 1, 2]),
            order(&[0, 2, 1]),
            order(&[1, 0, 2]),
            order(&[1, 2, 0]),
            order(&[2, 0, 1]),
            order(&[2, 1, 0])
        ]
    );
    assert_eq!(prompt.to_string(), "order 3 items");
    for items in 1..=6 {
        check_listing(&Prompt::order(items).expect("valid"));
    }
    assert_eq!(Prompt::order(8).expect("valid").answer_count(), 40_320);
    assert_eq!(Prompt::order(9), Err(PromptError::TooManyItems { items: 9 }));
    assert_eq!(Prompt::order(0), Err(PromptError::NoOptions));
    assert_eq!(Prompt::order(1).expect("valid").only_answer(), Some(order(&[0])));
}

#[test]
fn order_validation_explains_the_problem() {
    let prompt = Prompt::order(3).expect("valid");
    assert_eq!(prompt.validate(&order(&[2, 0, 1])), Ok(()));
    assert_eq!(
        prompt.validate(&order(&[0, 0, 1])).map_err(|e| e.to_string()),
        Err("item 0 is listed twice".to_owned())
    );
    assert_eq!(prompt.validate(&order(&[0, 3, 1])), Err(PromptError::NoSuchOption { index: 3, options: 3 }));
    assert_eq!(
        prompt.validate(&order(&[0, 1])).map_err(|e| e.to_string()),
        Err("the order must list each of the 3 items once, not 2 entries".to_owned())
    );
    assert_eq!(prompt.validate(&order(&[])), Err(PromptError::OrderLength { items: 3, given: 0 }));
    assert_eq!(
        prompt.validate(&order(&[200, 0, 1])),
        Err(PromptError::NoSuchOption { index: 200, options: 3 })
    );
}

#[test]
fn split_assigns_the_whole_amount_within_caps() {
    // Assign 3 damage between an investigator (can take 5) and an ally (can take 2).
    let prompt = Prompt::split(3, &[5, 2]).expect("valid");
    assert_eq!(all_answers(&prompt), [split(&[1, 2]), split(&[2, 1]), split(&[3, 0])]);
    assert_eq!(prompt.to_string(), "split 3 among 2 targets (at most 5, 2)");
    assert_eq!(
        prompt.validate(&split(&[0, 3])).map_err(|e| e.to_string()),
        Err("target 1 can take at most 2, not 3".to_owned())
    );
    assert_eq!(
        prompt.validate(&split(&[1, 1])).map_err(|e| e.to_string()),
        Err("the split must assign exactly 3 in total, not 2".to_owned())
    );
    assert_eq!(
        prompt.validate(&split(&[3])).map_err(|e| e.to_string()),
        Err("the split must give an amount to each of the 2 targets, not 1".to_owned())
    );
    assert_eq!(
        prompt.validate(&split(&[u16::MAX, u16::MAX])),
        Err(PromptError::OverCap { target: 0, cap: 5, amount: u16::MAX })
    );
}

#[test]
fn split_beyond_the_caps_assigns_what_fits() {
    let prompt = Prompt::split(10, &[2, 1]).expect("valid");
    assert_eq!(prompt.only_answer(), Some(split(&[2, 1])));
    assert_eq!(prompt.validate(&split(&[2, 1])), Ok(()));
    let zero = Prompt::split(0, &[3, 3]).expect("valid");
    assert_eq!(zero.only_answer(), Some(split(&[0, 0])));
}

#[test]
fn split_listing_matches_validation_exhaustively() {
    for amount in 0..=6u16 {
        for caps in [&[3][..], &[0, 2], &[2, 2], &[1, 0, 3], &[2, 2, 2], &[1, 1, 1, 1]] {
            let prompt = Prompt::split(amount, caps).expect("valid");
            let listed = check_listing(&prompt);
            assert!(!listed.is_empty(), "a split always has an answer");
            // Every vector of amounts up to 4 per target: valid exactly when listed.
            let mut values = vec![0u16; caps.len()];
            loop {
                let answer = split(&values);
                assert_eq!(
                    prompt.validate(&answer).is_ok(),
                    listed.contains(&answer),
                    "{prompt}: {values:?}"
                );
                let Some(i) = values.iter().position(|&v| v < 4) else { break };
                values[i] += 1;
                values[..i].fill(0);
            }
        }
    }
}

#[test]
fn split_prompts_are_validated_when_built() {
    assert_eq!(Prompt::split(3, &[]), Err(PromptError::SplitTargets { targets: 0 }));
    assert_eq!(
        Prompt::split(3, &[1; 9]).map_err(|e| e.to_string()),
        Err("a split takes 1 to 8 targets, not 9".to_owned())
    );
    assert!(matches!(Prompt::split(1000, &[1000; 4]), Err(PromptError::TooManyAnswers { .. })));
    // C(20 + 3, 3) = 1771 ways to split 20 among 4 uncapped targets.
    assert_eq!(Prompt::split(20, &[20; 4]).expect("valid").answer_count(), 1771);
    // Huge numbers are counted exactly, not overflowed.
    assert!(
        matches!(Prompt::split(u16::MAX, &[u16::MAX; 8]), Err(PromptError::TooManyAnswers { count }) if count > MAX_ANSWERS)
    );
}

#[test]
fn binomials_and_permutations_helpers() {
    assert_eq!(binomial(64, 32), 1_832_624_140_942_590_534);
    assert_eq!(binomial(5, 0), 1);
    assert_eq!(binomial(5, 6), 0);
    let mut items = [0u8, 1, 2, 3];
    let mut count = 1;
    while next_permutation(&mut items) {
        count += 1;
    }
    assert_eq!(count, 24);
    assert_eq!(items, [3, 2, 1, 0]);
    assert!(!next_permutation(&mut []));
}

#[test]
fn only_answer_is_none_when_there_is_a_choice() {
    assert_eq!(Prompt::choose_one(2).expect("valid").only_answer(), None);
    assert_eq!(Prompt::choose_one(1).expect("valid").only_answer(), Some(Answer::One(0)));
    assert_eq!(
        Prompt::choose_up_to(0, 0).expect("valid").only_answer(),
        Some(Answer::Subset(Selection::EMPTY))
    );
}
