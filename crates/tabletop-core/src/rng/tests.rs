use super::*;

#[test]
fn same_seed_same_stream() {
    let mut a = GameRng::seed_from(7);
    let mut b = GameRng::seed_from(7);
    let xs: Vec<u32> = (0..32).map(|_| a.below(1000)).collect();
    let ys: Vec<u32> = (0..32).map(|_| b.below(1000)).collect();
    assert_eq!(xs, ys);
    let mut c = GameRng::seed_from(8);
    let zs: Vec<u32> = (0..32).map(|_| c.below(1000)).collect();
    assert_ne!(xs, zs);
}

#[test]
fn stream_is_pinned_across_machines_and_versions() {
    // If this changes, every recorded replay's state-hash changes: treat it as a breaking change.
    let mut rng = GameRng::seed_from(42);
    let xs: Vec<u32> = (0..8).map(|_| rng.below(100)).collect();
    assert_eq!(xs, PINNED_42, "ChaCha8 stream or sampling changed");
}

const PINNED_42: [u32; 8] = [22, 68, 14, 95, 77, 42, 34, 62];

#[test]
fn rigged_values_come_first_then_the_stream_resumes() {
    let mut plain = GameRng::seed_from(3);
    let expected = plain.below(6);
    let mut rng = GameRng::seed_from(3);
    rng.rig_dice([6, 1]);
    assert_eq!(rng.roll(6), 6);
    assert_eq!(rng.roll(6), 1);
    assert_eq!(rng.rigged_len(), 0);
    assert_eq!(rng.below(6), expected);
}

#[test]
fn below_is_roughly_uniform() {
    let mut rng = GameRng::seed_from(1);
    let mut counts = [0u32; 6];
    for _ in 0..60_000 {
        counts[rng.below(6) as usize] += 1;
    }
    for count in counts {
        assert!((9_000..11_000).contains(&count), "{counts:?}");
    }
}

#[test]
fn shuffle_is_a_permutation_and_riggable() {
    let mut rng = GameRng::seed_from(9);
    let mut items: Vec<u32> = (0..10).collect();
    rng.shuffle(&mut items);
    let mut sorted = items.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, (0..10).collect::<Vec<_>>());

    // Rigging j = i at every step keeps the order.
    let mut rng = GameRng::seed_from(9);
    rng.rig([3, 2, 1]);
    let mut four = [10, 20, 30, 40];
    rng.shuffle(&mut four);
    assert_eq!(four, [10, 20, 30, 40]);
}

#[test]
fn clones_share_the_future() {
    let mut a = GameRng::seed_from(5);
    a.below(10);
    let mut b = a.clone();
    assert_eq!(a, b);
    assert_eq!(a.next_u64(), b.next_u64());
}
