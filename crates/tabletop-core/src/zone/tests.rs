use super::*;

fn top_down<T: Copy>(deck: &Deck<Vec<T>>) -> Vec<T> {
    deck.iter().copied().collect()
}

fn pile_top_down<T: Copy>(pile: &Pile<Vec<T>>) -> Vec<T> {
    pile.iter().copied().collect()
}

#[test]
fn from_top_down_puts_the_first_item_on_top() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2, 3]);
    assert_eq!(deck.len(), 3);
    assert_eq!(deck.peek(), Some(&1));
    assert_eq!(deck.peek_bottom(), Some(&3));
    assert_eq!(deck.bottom_up(), &[3, 2, 1]);
    assert_eq!(deck.draw(), Some(1));
    assert_eq!(deck.draw_bottom(), Some(3));
    assert_eq!(deck.draw(), Some(2));
    assert_eq!(deck.draw(), None);
    assert_eq!(deck.draw_bottom(), None);
    assert!(deck.is_empty());
}

#[test]
fn from_bottom_up_and_collect_agree_on_direction() {
    let a = Deck::<Vec<_>>::from_bottom_up(vec![3, 2, 1]);
    let b: Deck<Vec<i32>> = [1, 2, 3].into_iter().collect();
    assert_eq!(a, b);
    assert_eq!(top_down(&a), [1, 2, 3]);
    assert_eq!(Deck::<Vec<u8>>::default(), Deck::<Vec<_>>::new());
}

#[test]
fn draw_n_returns_cards_in_draw_order_and_stops_short() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2, 3, 4]);
    let mut out = vec![99];
    assert_eq!(deck.draw_n(3, &mut out), 3);
    assert_eq!(out, [99, 1, 2, 3]);
    assert_eq!(deck.draw_n(5, &mut out), 1);
    assert_eq!(out, [99, 1, 2, 3, 4]);
    assert_eq!(deck.draw_n(1, &mut out), 0);
    assert_eq!(deck.draw_n(0, &mut out), 0);
}

#[test]
fn put_top_and_bottom() {
    let mut deck = Deck::<Vec<_>>::from_top_down([2]);
    deck.put_top(1);
    deck.put_bottom(3);
    assert_eq!(top_down(&deck), [1, 2, 3]);
    deck.put_top_many([7, 8]);
    assert_eq!(top_down(&deck), [7, 8, 1, 2, 3]);
    deck.put_bottom_many([4, 5]);
    assert_eq!(top_down(&deck), [7, 8, 1, 2, 3, 4, 5]);
    let mut empty = Deck::<Vec<_>>::new();
    // Arnak: an item bought into an empty deck is the whole deck.
    empty.put_bottom(9);
    assert_eq!(empty.peek(), Some(&9));
    assert_eq!(empty.peek_bottom(), Some(&9));
}

#[test]
fn insert_at_counts_depth_from_the_top_and_clamps() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2, 3]);
    deck.insert_at(0, 10);
    assert_eq!(top_down(&deck), [10, 1, 2, 3]);
    deck.insert_at(2, 20);
    assert_eq!(top_down(&deck), [10, 1, 20, 2, 3]);
    deck.insert_at(5, 30);
    assert_eq!(top_down(&deck), [10, 1, 20, 2, 3, 30]);
    deck.insert_at(100, 40);
    assert_eq!(deck.peek_bottom(), Some(&40));
}

#[test]
fn get_top_and_iter_read_top_down() {
    let deck = Deck::<Vec<_>>::from_top_down([1, 2, 3, 4]);
    assert_eq!(deck.get(0), Some(&1));
    assert_eq!(deck.get(3), Some(&4));
    assert_eq!(deck.get(4), None);
    assert_eq!(deck.top(2).copied().collect::<Vec<_>>(), [1, 2]);
    assert_eq!(deck.top(9).len(), 4);
    assert_eq!(deck.iter().rev().copied().collect::<Vec<_>>(), [4, 3, 2, 1]);
    assert_eq!(Deck::<Vec<u8>>::new().get(0), None);
}

#[test]
fn search_and_remove_keep_the_rest_in_order() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2, 3, 4, 5, 6]);
    assert_eq!(deck.position(|&c| c % 2 == 0), Some(1));
    assert_eq!(deck.count(|&c| c % 2 == 0), 3);
    assert!(deck.contains(&5));
    assert_eq!(deck.remove_first(|&c| c > 3), Some(4));
    assert_eq!(top_down(&deck), [1, 2, 3, 5, 6]);
    assert_eq!(deck.remove_at(0), Some(1));
    assert_eq!(deck.remove_at(9), None);
    assert_eq!(deck.remove_first(|&c| c == 42), None);
    assert_eq!(top_down(&deck), [2, 3, 5, 6]);

    let mut out = vec![0];
    assert_eq!(deck.remove_all(|&c| c != 3, &mut out), 3);
    assert_eq!(out, [0, 2, 5, 6], "taken cards come top-down, after what `out` held");
    assert_eq!(top_down(&deck), [3]);
}

#[test]
fn remove_last_takes_the_bottommost_match() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 7, 2, 7, 3]);
    assert_eq!(deck.remove_last(|&c| c == 7), Some(7));
    assert_eq!(top_down(&deck), [1, 7, 2, 3], "the lower 7 left, the others keep their order");
    let mut from_top = Deck::<Vec<_>>::from_top_down([1, 7, 2, 7, 3]);
    from_top.remove_first(|&c| c == 7);
    assert_eq!(top_down(&from_top), [1, 2, 7, 3], "remove_first takes the upper one");
    assert_eq!(deck.remove_last(|&c| c == 9), None);
    assert_eq!(deck.len(), 4);
}

#[test]
fn remove_first_within_only_searches_the_top_n() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2, 3, 4]);
    assert_eq!(deck.remove_first_within(2, |&c| c == 3), None);
    assert_eq!(deck.remove_first_within(3, |&c| c >= 2), Some(2));
    assert_eq!(top_down(&deck), [1, 3, 4]);
    assert_eq!(deck.remove_first_within(0, |_| true), None);
}

#[test]
fn move_to_top_stacks_a_deck() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2, 3]);
    assert!(deck.move_to_top(|&c| c == 3));
    assert_eq!(top_down(&deck), [3, 1, 2]);
    assert!(!deck.move_to_top(|&c| c == 9));
    assert_eq!(top_down(&deck), [3, 1, 2]);
}

#[test]
fn shuffle_is_a_seeded_permutation() {
    let mut a = Deck::<Vec<_>>::from_top_down(0..20u8);
    let mut b = a.clone();
    a.shuffle(&mut GameRng::seed_from(4));
    b.shuffle(&mut GameRng::seed_from(4));
    assert_eq!(a, b, "same seed, same order");
    assert_ne!(top_down(&a), (0..20).collect::<Vec<_>>(), "20 cards almost surely move");
    let mut sorted = top_down(&a);
    sorted.sort_unstable();
    assert_eq!(sorted, (0..20).collect::<Vec<_>>());
}

#[test]
fn shuffle_in_adds_the_card_and_is_riggable() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2]);
    let mut rng = GameRng::seed_from(0);
    // Fisher–Yates from the back over [2, 1, 9] (bottom up): j = i keeps every card in place.
    rng.rig([2, 1]);
    deck.shuffle_in(9, &mut rng);
    assert_eq!(top_down(&deck), [9, 1, 2]);
    assert_eq!(rng.rigged_len(), 0);
}

#[test]
fn drain_and_clear() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2, 3]);
    assert_eq!(deck.drain().collect::<Vec<_>>(), [1, 2, 3]);
    assert!(deck.is_empty());
    deck.put_top(4);
    deck.clear();
    assert!(deck.is_empty());
}

#[test]
fn pile_keeps_discard_order_with_the_latest_on_top() {
    let mut pile = Pile::<Vec<_>>::new();
    assert_eq!(pile.top(), None);
    pile.put(1);
    pile.put_many([2, 3]);
    assert_eq!(pile.len(), 3);
    assert_eq!(pile.top(), Some(&3));
    assert_eq!(pile_top_down(&pile), [3, 2, 1]);
    assert_eq!(pile.bottom_up(), &[1, 2, 3]);
    assert_eq!(pile.get(2), Some(&1));
    assert_eq!(pile.get(3), None);
    assert!(pile.contains(&2));
    assert_eq!(pile.count(|&c| c > 1), 2);
    assert_eq!(pile.position(|&c| c == 1), Some(2));
    assert_eq!(pile.remove_first(|&c| c < 3), Some(2));
    assert_eq!(pile_top_down(&pile), [3, 1]);
    assert_eq!(pile.take_top(), Some(3));
    assert_eq!(pile.remove_at(0), Some(1));
    assert_eq!(pile.remove_at(0), None);
    assert!(pile.is_empty());
    pile.put_many([5, 6]);
    assert_eq!(pile.take_all(), [5, 6], "drain is oldest first");
    assert_eq!(Pile::<Vec<u8>>::default(), Pile::<Vec<_>>::new());
}

#[test]
fn shuffling_an_empty_pile_does_not_shuffle_the_deck() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2, 3, 4, 5]);
    let mut pile: Pile<Vec<i32>> = Pile::<Vec<_>>::new();
    let mut rng = GameRng::seed_from(1);
    let before = rng.clone();
    assert!(!pile.shuffle_into(&mut deck, &mut rng));
    assert_eq!(top_down(&deck), [1, 2, 3, 4, 5]);
    assert_eq!(rng, before, "no randomness is consumed");
}

#[test]
fn shuffle_with_mixes_the_deck_even_when_the_pile_is_empty() {
    let mut deck = Deck::<Vec<u8>>::from_bottom_up(0..20);
    let mut pile: Pile<Vec<u8>> = Pile::new();
    let mut rng = GameRng::seed_from(5);
    deck.shuffle_with(&mut pile, &mut rng);
    let mut expected: Vec<u8> = (0..20).collect();
    GameRng::seed_from(5).shuffle(&mut expected);
    assert_eq!(deck.bottom_up(), &expected[..], "an empty pile still shuffles the deck");

    let mut deck = Deck::<Vec<u8>>::from_bottom_up([0, 1]);
    let mut pile: Pile<Vec<u8>> = Pile::new();
    pile.put_many([2, 3]);
    deck.shuffle_with(&mut pile, &mut GameRng::seed_from(9));
    let mut expected = vec![0, 1, 2, 3];
    GameRng::seed_from(9).shuffle(&mut expected);
    assert_eq!(deck.bottom_up(), &expected[..], "the pile goes on top, oldest first, then all is shuffled");
    assert!(pile.is_empty());
}

#[test]
fn shuffle_into_a_nonempty_deck_mixes_everything() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2]);
    let mut pile = Pile::<Vec<_>>::new();
    pile.put_many([3, 4]);
    let mut rng = GameRng::seed_from(1);
    assert!(pile.shuffle_into(&mut deck, &mut rng));
    assert!(pile.is_empty());
    let mut cards = top_down(&deck);
    cards.sort_unstable();
    assert_eq!(cards, [1, 2, 3, 4]);
}

#[test]
fn drawn_reports_its_outcome() {
    assert_eq!(Drawn::Card(1).card(), Some(1));
    assert!(!Drawn::Card(1).ran_out());
    assert!(!Drawn::Card(1).reshuffled());
    assert_eq!(Drawn::AfterReshuffle(2).card(), Some(2));
    assert!(Drawn::AfterReshuffle(2).ran_out());
    assert!(Drawn::AfterReshuffle(2).reshuffled());
    assert_eq!(Drawn::<u8>::RanOut.card(), None);
    assert!(Drawn::<u8>::RanOut.ran_out());
    assert!(!Drawn::<u8>::RanOut.reshuffled());
}

#[test]
fn policy_nothing_never_touches_the_discard() {
    let mut deck = Deck::<Vec<_>>::new();
    let mut pile = Pile::<Vec<_>>::new();
    pile.put(1);
    let mut rng = GameRng::seed_from(1);
    assert_eq!(draw_with_policy(&mut deck, &mut pile, WhenEmpty::Nothing, &mut rng), Drawn::RanOut);
    assert_eq!(pile.len(), 1);
}

#[test]
fn policy_reshuffle_draws_from_the_shuffled_discard() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1]);
    let mut pile = Pile::<Vec<_>>::new();
    pile.put_many([2, 3, 4]);
    let mut rng = GameRng::seed_from(1);
    let policy = WhenEmpty::ReshuffleDiscard;
    assert_eq!(draw_with_policy(&mut deck, &mut pile, policy, &mut rng), Drawn::Card(1));
    // Rig the shuffle of [2, 3, 4] (bottom up) so that it keeps its order: 4 is on top.
    rng.rig([2, 1]);
    assert_eq!(draw_with_policy(&mut deck, &mut pile, policy, &mut rng), Drawn::AfterReshuffle(4));
    assert!(pile.is_empty());
    assert_eq!(top_down(&deck), [3, 2]);
    assert_eq!(draw_with_policy(&mut deck, &mut pile, policy, &mut rng), Drawn::Card(3));
    assert_eq!(draw_with_policy(&mut deck, &mut pile, policy, &mut rng), Drawn::Card(2));
    assert_eq!(draw_with_policy(&mut deck, &mut pile, policy, &mut rng), Drawn::RanOut);
}

#[test]
fn policy_flip_makes_the_oldest_discard_the_top_card() {
    let mut deck = Deck::<Vec<_>>::new();
    let mut pile = Pile::<Vec<_>>::new();
    pile.put_many([1, 2, 3]);
    let mut rng = GameRng::seed_from(1);
    let before = rng.clone();
    assert_eq!(
        draw_with_policy(&mut deck, &mut pile, WhenEmpty::FlipDiscard, &mut rng),
        Drawn::AfterReshuffle(1)
    );
    assert_eq!(top_down(&deck), [2, 3]);
    assert_eq!(rng, before, "flipping is not random");
    assert_eq!(
        draw_with_policy(
            &mut Deck::<Vec<_>>::new(),
            &mut Pile::<Vec<_>>::new(),
            WhenEmpty::FlipDiscard,
            &mut rng
        ),
        Drawn::<u8>::RanOut
    );
}

#[test]
fn draw_n_reshuffles_mid_draw_and_counts_reshuffles() {
    // Arkham LCG: "if the deck runs out mid-draw, reshuffle and continue".
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2]);
    let mut pile = Pile::<Vec<_>>::new();
    pile.put_many([3, 4]);
    let mut rng = GameRng::seed_from(1);
    let mut out = Vec::new();
    let report = draw_n_with_policy(&mut deck, &mut pile, 3, WhenEmpty::ReshuffleDiscard, &mut rng, &mut out);
    assert_eq!(report, DrawReport { drawn: 3, reshuffles: 1, exhausted: false });
    assert!(report.ran_out());
    assert_eq!(&out[..2], &[1, 2]);
    assert!(out[2] == 3 || out[2] == 4);
    assert_eq!(deck.len(), 1);
    assert!(pile.is_empty());
}

#[test]
fn draw_n_stops_when_deck_and_discard_are_both_empty() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1]);
    let mut pile = Pile::<Vec<_>>::new();
    pile.put(2);
    let mut rng = GameRng::seed_from(1);
    let mut out = Vec::new();
    let report = draw_n_with_policy(&mut deck, &mut pile, 5, WhenEmpty::ReshuffleDiscard, &mut rng, &mut out);
    assert_eq!(report, DrawReport { drawn: 2, reshuffles: 1, exhausted: true });
    assert_eq!(out, [1, 2]);

    // Both empty from the start: nothing drawn, but the deck "ran out" (LCG's horror still applies).
    let report = draw_n_with_policy(&mut deck, &mut pile, 1, WhenEmpty::ReshuffleDiscard, &mut rng, &mut out);
    assert_eq!(report, DrawReport { drawn: 0, reshuffles: 0, exhausted: true });
    assert!(report.ran_out());
}

#[test]
fn draw_n_without_running_out_reports_nothing_special() {
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2, 3]);
    let mut pile = Pile::<Vec<_>>::new();
    let mut rng = GameRng::seed_from(1);
    let mut out = Vec::new();
    let report = draw_n_with_policy(&mut deck, &mut pile, 3, WhenEmpty::Nothing, &mut rng, &mut out);
    assert_eq!(report, DrawReport { drawn: 3, reshuffles: 0, exhausted: false });
    assert!(!report.ran_out());
    let report = draw_n_with_policy(&mut deck, &mut pile, 0, WhenEmpty::Nothing, &mut rng, &mut out);
    assert_eq!(report, DrawReport::default(), "drawing zero cards from an empty deck is not running out");
}

#[test]
fn draw_n_with_nothing_policy_draws_what_is_left() {
    // Arnak: "if the deck has fewer cards than needed, draw them all (no reshuffle)".
    let mut deck = Deck::<Vec<_>>::from_top_down([1, 2]);
    let mut pile = Pile::<Vec<_>>::new();
    pile.put(3);
    let mut rng = GameRng::seed_from(1);
    let mut out = Vec::new();
    let report = draw_n_with_policy(&mut deck, &mut pile, 5, WhenEmpty::Nothing, &mut rng, &mut out);
    assert_eq!(report, DrawReport { drawn: 2, reshuffles: 0, exhausted: true });
    assert_eq!(out, [1, 2]);
    assert_eq!(pile.len(), 1);
}

#[test]
fn cards_are_conserved_through_many_policy_draws() {
    let mut deck: Deck<Vec<u8>> = (0..10).collect();
    let mut pile = Pile::<Vec<_>>::new();
    let mut rng = GameRng::seed_from(77);
    let mut hand = Vec::new();
    for round in 0..50 {
        let policy = if round % 2 == 0 { WhenEmpty::ReshuffleDiscard } else { WhenEmpty::FlipDiscard };
        draw_n_with_policy(&mut deck, &mut pile, 3, policy, &mut rng, &mut hand);
        pile.put_many(hand.drain(..));
        let mut all: Vec<u8> = deck.iter().chain(pile.iter()).copied().collect();
        all.sort_unstable();
        assert_eq!(all, (0..10).collect::<Vec<_>>(), "round {round}");
    }
}

/// The three storages behave the same, and a `DrawPile` that runs out shuffles its discard pile
/// exactly as a plain shuffle of the discarded cards would (so games that moved onto it kept
/// their recorded games).
#[test]
fn draw_pile_reshuffles_identically_over_every_storage() {
    fn run<S: Cards<Item = u8> + std::fmt::Debug>() -> Vec<u8> {
        let mut rng = GameRng::seed_from(9);
        let mut pile: DrawPile<S> = DrawPile::from_bottom_up([1, 2]);
        let mut drawn = Vec::new();
        drawn.extend(pile.draw(&mut rng));
        pile.discard.put_many([10, 11, 12, 13, 14]);
        while let Some(card) = pile.draw(&mut rng) {
            drawn.push(card);
        }
        assert!(pile.is_empty());
        drawn
    }
    let mut rng = GameRng::seed_from(9);
    let mut expected = vec![10u8, 11, 12, 13, 14];
    rng.shuffle(&mut expected);
    expected.reverse();
    let mut want = vec![2, 1];
    want.extend(expected);
    assert_eq!(run::<Vec<u8>>(), want);
    assert_eq!(run::<SmallVec<[u8; 2]>>(), want);
    assert_eq!(run::<Inline<u8, 8>>(), want);
}

#[test]
fn a_full_inline_deck_refuses_a_card_and_says_so() {
    let mut deck: Deck<Inline<u8, 2>> = Deck::from_top_down([1, 2]);
    assert!(!deck.put_top(3));
    assert!(!deck.put_bottom(3));
    assert_eq!(deck.len(), 2);
    let mut pile: Pile<Inline<u8, 1>> = Pile::new();
    assert!(pile.put(1) && !pile.put(2));
}

#[test]
fn a_cup_draws_each_token_once_at_random_and_takes_named_ones() {
    let mut rng = GameRng::seed_from(3);
    let mut cup: Cup<Vec<u8>> = Cup::from_tokens(0..6);
    assert_eq!(cup.take(|&t| t == 4), Some(4));
    assert_eq!(cup.take(|&t| t == 4), None);
    let mut drawn: Vec<u8> = std::iter::from_fn(|| cup.draw(&mut rng)).collect();
    assert!(cup.is_empty() && cup.draw(&mut rng).is_none());
    drawn.sort_unstable();
    assert_eq!(drawn, [0, 1, 2, 3, 5]);
    // One `index` draw per token: a rigged index picks the token.
    let mut rigged = GameRng::seed_from(3);
    rigged.rig([2]);
    let mut cup: Cup<Vec<u8>> = Cup::from_tokens([7, 8, 9]);
    assert_eq!(cup.draw(&mut rigged), Some(9));
    assert_eq!(cup.count(|&t| t < 9), 2);
}
