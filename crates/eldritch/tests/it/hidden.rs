//! Hidden information: views and actions show a Spell or Condition by its face, never which copy
//! (each copy has its own back); `determinize` resamples the copies, the Mythos deck and the
//! other face-down piles.

use content::eldritch as data;
use eldritch::{Eldritch, State};
use tabletop_core::game::Options;
use tabletop_core::{Game, GameRng, Seat};

fn game(players: u8, seed: u64) -> State {
    let config = Eldritch::config(&Options::players(players)).expect("valid options");
    Eldritch::setup(&config, seed).expect("setup")
}

fn legal(state: &State, seat: Seat) -> Vec<eldritch::Action> {
    tabletop_core::testing::legal::<Eldritch>(state, seat)
}

/// The first index of a Spell's name: what every copy looks like from its face.
fn spell_face(card: u8) -> u8 {
    let id = data::SPELLS[usize::from(card)].id;
    data::SPELLS.iter().position(|def| def.id == id).expect("its own entry") as u8
}

/// The reviewer's case: with 2 players and seed 500 an investigator starts with copy 7 of the
/// Spells, "Feed the Mind" with its second back; the view showed 7.
#[test]
fn the_view_names_a_held_spell_by_its_face_not_by_its_back() {
    let state = game(2, 500);
    let held: Vec<u8> = state.investigators().iter().flat_map(|inv| inv.spells.iter().copied()).collect();
    assert!(held.contains(&7), "seed 500 deals copy 7: {held:?}");
    assert_eq!(data::SPELLS[7].back.map(|back| back.name), Some("Feed the Mind (back 2)"));
    assert_ne!(spell_face(7), 7, "copy 7 is not the first copy of its name");
    for observer in [Seat(0), Seat(1)] {
        let view = Eldritch::view(&state, observer);
        for (shown, real) in view.investigators.iter().zip(state.investigators()) {
            let faces: Vec<u8> = real.spells.iter().map(|&c| spell_face(c)).collect();
            assert_eq!(shown.spells, faces, "{observer} sees the Spells by face");
        }
    }
}

#[test]
fn exchanging_a_held_copy_for_another_changes_neither_the_view_nor_the_actions() {
    let state = game(2, 500);
    let mut rng = GameRng::seed_from(1);
    let mut exchanged = state.clone();
    assert!(exchanged.exchange_hidden_copy(&mut rng), "a held Spell has another copy");
    assert_ne!(exchanged, state);
    assert_eq!(Eldritch::check_invariants(&exchanged), Ok(()));
    for seat in [Seat(0), Seat(1)] {
        assert_eq!(Eldritch::view(&exchanged, seat), Eldritch::view(&state, seat));
        assert_eq!(legal(&exchanged, seat), legal(&state, seat));
    }
}

/// `determinize` used to keep the held copies, the Mythos deck's order and the Mystery deck, so
/// a look-ahead saw the real backs and the real next Mythos card.
#[test]
fn determinize_resamples_the_held_copies_and_the_mythos_and_mystery_decks() {
    let state = game(2, 500);
    let seat = state.investigators().iter().position(|inv| inv.spells.contains(&7)).expect("held");
    let mut rng = GameRng::seed_from(9);
    let (mut copies, mut tops, mut mythos_orders) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..40 {
        let mut resampled = state.clone();
        Eldritch::determinize(&mut resampled, Seat(seat as u8), &mut rng);
        assert_eq!(Eldritch::check_invariants(&resampled), Ok(()));
        for observer in [Seat(0), Seat(1)] {
            assert_eq!(Eldritch::view(&resampled, observer), Eldritch::view(&state, observer));
            assert_eq!(legal(&resampled, observer), legal(&state, observer));
        }
        let held: Vec<u8> = resampled.investigators()[seat].spells.clone();
        if !copies.contains(&held) {
            copies.push(held);
        }
        let top = resampled.mythos_deck().last().copied();
        if !tops.contains(&top) {
            tops.push(top);
        }
        let order = resampled.mythos_deck().to_vec();
        assert_eq!(order.len(), state.mythos_deck().len());
        if !mythos_orders.contains(&order) {
            mythos_orders.push(order);
        }
    }
    assert!(copies.len() > 1, "the held copies never changed: {copies:?}");
    assert!(tops.len() > 1, "the top Mythos card never changed");
    assert!(mythos_orders.len() > 30, "only {} Mythos orders in 40", mythos_orders.len());
}

/// The Mythos deck keeps its stages: the first stage's cards stay on top (in any order), and
/// each colour keeps its count in each stage.
#[test]
fn determinize_keeps_the_mythos_stages_and_colours() {
    let state = game(4, 21);
    let colours = |cards: &[u8]| {
        let mut counts = [0usize; 3];
        for &card in cards {
            counts[match data::MYTHOS[usize::from(card)].color {
                data::MythosColor::Green => 0,
                data::MythosColor::Yellow => 1,
                data::MythosColor::Blue => 2,
            }] += 1;
        }
        counts
    };
    let deck = state.mythos_deck().to_vec();
    let ao = &data::ANCIENT_ONES[state.config().ancient_one];
    let sizes: Vec<usize> =
        ao.mythos.iter().map(|recipe| recipe.iter().map(|&n| usize::from(n)).sum()).collect();
    assert_eq!(sizes.iter().sum::<usize>(), deck.len());
    let mut rng = GameRng::seed_from(4);
    for _ in 0..10 {
        let mut resampled = state.clone();
        Eldritch::determinize(&mut resampled, Seat(0), &mut rng);
        let again = resampled.mythos_deck();
        // Top is the end: stage I is the last `sizes[0]` cards.
        let mut end = again.len();
        for (stage, &size) in sizes.iter().enumerate() {
            let (new, old) = (&again[end - size..end], &deck[end - size..end]);
            assert_eq!(colours(new), colours(old), "stage {} keeps its colours", stage + 1);
            end -= size;
        }
    }
}

/// The property harness compares views after a held copy is exchanged for another: it catches a
/// view that shows the copy even where `determinize` would not move it.
#[test]
fn the_property_harness_exchanges_held_copies() {
    use tabletop_core::check::{CheckConfig, check_properties_with};
    fn exchange(state: &mut State, _observer: Seat, rng: &mut GameRng) -> bool {
        state.exchange_hidden_copy(rng)
    }
    let config = CheckConfig { games: 2, seed: 500, max_actions: 20_000, listed_per_step: 2, view_every: 1 };
    let report = check_properties_with::<Eldritch>(&Options::players(2), &config, &[exchange])
        .unwrap_or_else(|failure| panic!("{failure}"));
    assert!(report.perturbations_checked > 0, "no held card was exchanged");
}
