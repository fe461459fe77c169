//! Unit tests of the engine's entry points.

use content::eldritch::{self as data, MysteryGoal};
use smallvec::SmallVec;
use tabletop_core::game::Options;
use tabletop_core::{Game, Status};

use super::*;
use crate::Eldritch;
use crate::action::{Action, Answer};
use crate::rules;
use crate::state::{Pending, State};

#[test]
fn derived_every_content_hook_is_declared_and_named_as_written() {
    // An unimplemented hook does not compile (`hooks::run` matches every `Hook`); here the
    // declarations: the `[[hook]]` tables name exactly the hooks the content uses, and none
    // of them is one of the engine's own steps.
    let mut lists: Vec<&'static [data::Effect]> = Vec::new();
    for card in data::ASSETS.iter().chain(data::ARTIFACTS).chain(data::SPELLS).chain(data::CONDITIONS) {
        lists.push(card.effects);
        lists.extend(card.abilities.iter().map(data::Ability::effects));
        lists.extend(card.back.map(|back| back.effects));
    }
    lists
        .extend(data::ENCOUNTERS.iter().flat_map(|card| card.sections.iter().map(|section| section.effects)));
    lists.extend(data::MYTHOS.iter().flat_map(|card| [card.effects, card.reckoning_effects]));
    let mut rules: Vec<data::MonsterRules> = data::MONSTERS.iter().map(|monster| monster.rules).collect();
    for one in data::ANCIENT_ONES {
        rules.push(one.cultist_rules);
        rules.extend(one.awakened_cultist_rules);
    }
    lists.extend(rules.iter().flat_map(|rule| [rule.reckoning, rule.on_defeat]));
    for mystery in data::MYSTERIES {
        lists.push(mystery.enters);
        if let MysteryGoal::TokenSite { challenge, .. } = mystery.goal {
            lists.push(challenge);
        }
    }
    let mut used = data::Effect::hooks(&lists);
    used.extend(rules.iter().filter_map(|rule| rule.combat));
    assert!(used.iter().all(|hook| hook.is_content()), "the content names an engine step");
    let mut used: Vec<&str> = used.into_iter().map(data::Hook::name).collect();
    used.sort_unstable();
    used.dedup();
    let declared: Vec<&str> = data::HOOKS.iter().map(|def| def.name.name()).collect();
    assert_eq!(used, declared);
    assert_eq!(declared.len(), 97);
    assert!(!declared.contains(&"printed-text"));
}

#[test]
fn applying_an_action_finds_the_same_copy_among_its_kind_as_among_all_legal_actions() {
    let mut applied = 0;
    for seed in 0..6u64 {
        let config = Eldritch::config(&Options::players(4)).expect("valid");
        let mut state = Eldritch::setup(&config, seed).expect("setup");
        for step in 0..400usize {
            let Status::Acting(seats) = Eldritch::status(&state) else { break };
            let seat = seats.iter().next().expect("someone acts");
            let mut all = Vec::new();
            legal(&state, seat.0, None, &mut all);
            for action in &all {
                let shown = crate::hidden::public_action(action);
                assert!(crate::hidden::names_card(action) || shown.is_none(), "{action:?}");
                let public = shown.unwrap_or_else(|| action.clone());
                let mut of_kind = Vec::new();
                legal(&state, seat.0, Some(&public), &mut of_kind);
                let first =
                    |list: &[Action]| list.iter().find(|l| crate::hidden::shows_as(l, &public)).cloned();
                assert_eq!(first(&all), first(&of_kind), "{public:?}");
            }
            let mut listed = Vec::new();
            Eldritch::legal_actions(&state, seat, &mut listed);
            let pick = listed[(step * 7 + seed as usize) % listed.len()].clone();
            Eldritch::apply(&mut state, seat, &pick, &mut Vec::new()).expect("a listed action is accepted");
            applied += 1;
        }
    }
    assert!(applied > 300, "the games went on ({applied} actions)");
}

#[test]
fn setup_builds_a_consistent_state() {
    let config = Eldritch::config(&Options::players(4)).expect("valid");
    let state = Eldritch::setup(&config, 7).expect("setup");
    assert_eq!(Eldritch::check_invariants(&state), Ok(()));
    assert_eq!(state.mythos.len(), 16);
}

#[test]
fn a_refused_action_is_named_in_words_not_as_a_debug_dump() {
    let config = Eldritch::config(&Options::players(2)).expect("valid");
    let mut state = Eldritch::setup(&config, 7).expect("setup");
    let seat = match Eldritch::status(&state) {
        Status::Acting(seats) => seats.iter().next().expect("someone acts"),
        Status::Over => panic!("a new game is not over"),
    };
    let far = (0..rules::map().len() as u8)
        .find(|&to| rules::distances(state.inv(seat.0).location)[usize::from(to)] > 3)
        .expect("a location more than three paths away");
    let error = Eldritch::apply(
        &mut state,
        seat,
        &Action::Travel { route: SmallVec::from_slice(&[far]) },
        &mut Vec::new(),
    )
    .expect_err("too far to travel");
    let message = error.to_string();
    assert!(message.ends_with("is not allowed now"), "{message}");
    assert!(!message.contains("route") && !message.contains('{'), "no Debug dump: {message}");
    assert_eq!(error.code(), "eldritch.not-allowed");
}

#[test]
fn removing_a_board_monster_ends_its_own_combat_and_leaves_the_others_named_as_they_were() {
    use crate::state::{CombatStep, Frame};
    let config = Eldritch::config(&Options::players(2)).expect("valid");
    let mut state = Eldritch::setup(&config, 7).expect("setup");
    for _ in 0..3 {
        state.place_monster("cultist", "tokyo", None).expect("a Cultist in the cup");
    }
    let n = state.monsters.len();
    let combat = |state: &State, index: usize| Frame::Combat {
        seat: 0,
        monster: state.board_monster(index),
        step: CombatStep::BeforeStrength,
    };
    let (first, last, second) = (combat(&state, 0), combat(&state, n - 1), combat(&state, 1));
    state.frames.extend([first, last, second]);
    assert!(state.take_monster(1).is_some());
    assert_eq!(state.monsters.len(), n - 1);
    assert_eq!(state.frames, vec![first, last], "index 1's combat ends; the others are untouched");
    assert_eq!(last, combat(&state, n - 2), "the last Monster is still the one its combat names");
}

#[test]
fn every_listed_answer_reads_back_as_its_number_and_no_other_kind_answers_the_question() {
    let others = [
        Answer::Option(0),
        Answer::Pay,
        Answer::Seat(0),
        Answer::Card(0),
        Answer::Slot(0),
        Answer::Location(0),
        Answer::Omen(0),
        Answer::Monster(0),
    ];
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..8u64 {
        let config = Eldritch::config(&Options::players(1 + (seed % 4) as u8)).expect("valid");
        let mut state = Eldritch::setup(&config, seed).expect("setup");
        for step in 0..1_500usize {
            let Status::Acting(seats) = Eldritch::status(&state) else { break };
            let seat = seats.iter().next().expect("someone acts");
            if let Some(Pending::Pick { pick, at, .. }) = state.pending {
                for raw in state.pick_answers(seat.0, pick, at) {
                    let answer = pick.answer(raw);
                    assert_eq!(pick.raw(answer), Some(raw), "{pick:?}: {answer:?}");
                    assert_eq!(pick.raw(Answer::Legacy(raw)), Some(raw));
                    let kind = std::mem::discriminant(&answer);
                    for other in others.iter().filter(|other| std::mem::discriminant(*other) != kind) {
                        assert_eq!(pick.raw(*other), None, "{pick:?} answered with {other:?}");
                    }
                    kinds.insert(
                        format!("{answer:?}")
                            .chars()
                            .take_while(char::is_ascii_alphabetic)
                            .collect::<String>(),
                    );
                }
            }
            let mut listed = Vec::new();
            Eldritch::legal_actions(&state, seat, &mut listed);
            let action = listed[(step * 7 + seed as usize) % listed.len()].clone();
            Eldritch::apply(&mut state, seat, &action, &mut Vec::new()).expect("a listed action is accepted");
        }
    }
    assert!(kinds.len() >= 6, "answers of several kinds were checked: {kinds:?}");
}
