use super::*;

#[test]
fn distances_follow_links_and_one_way_links_only_one_way() {
    // A square 0-1-2-3-0 and a one-way link 0 -> 2.
    let map = Graph::new(5, [(0, 1, 'a'), (1, 2, 'a'), (2, 3, 'b'), (3, 0, 'b')], [(0, 2, 'c')]);
    assert_eq!(map.distance(0, 2), Some(1));
    assert_eq!(map.distance(2, 0), Some(2));
    assert_eq!(map.distance(0, 4), None, "space 4 has no link");
    assert_eq!(map.distance(9, 0), None, "out of range");
    assert_eq!(map.distances_from(1), &[1, 0, 1, 2, u8::MAX]);
    assert!(map.linked(0, 2) && !map.linked(2, 0));
    assert_eq!(map.links(2), &[(1, 'a'), (3, 'b')]);
    assert!(map.links(77).is_empty());
}

#[test]
fn step_toward_takes_the_first_listed_of_equal_shortest_paths() {
    let map = Graph::new(4, [(0, 1, ()), (0, 2, ()), (1, 3, ()), (2, 3, ())], []);
    assert_eq!(map.step_toward(0, 3), Some(1));
    assert_eq!(map.step_toward(3, 3), None);
    let cut = Graph::new(2, [], [(1, 0, ())]);
    assert_eq!(cut.step_toward(0, 1), None, "unreachable");
    assert_eq!(cut.step_toward(1, 0), Some(0));
}

#[test]
fn piece_ids_survive_others_leaving() {
    let mut pieces: Pieces<char> = "abcd".chars().collect();
    let b = pieces.id_at(1).unwrap();
    let d = pieces.id_at(3).unwrap();
    assert_eq!(pieces.remove_at(0).map(|(_, p)| p), Some('a'));
    assert_eq!(pieces.get(b), Some(&'b'));
    assert_eq!(pieces.position(d), Some(2));
    assert_eq!(pieces.remove(b), Some('b'));
    assert_eq!(pieces.remove(b), None, "gone");
    let e = pieces.insert('e');
    assert_ne!(e, b, "ids are not reused");
    assert_eq!(pieces.iter().collect::<String>(), "cde");
    *pieces.get_mut(d).unwrap() = 'D';
    assert_eq!(pieces[1], 'D');
    pieces.retain(|&p| p != 'c');
    assert_eq!(pieces.with_ids().map(|(id, _)| id).collect::<Vec<_>>(), [d, e]);
}

#[test]
fn a_cached_graph_rebuilds_only_when_its_key_changes_and_is_shared_by_clones() {
    let build = |revealed: u8| {
        let links = [(0u8, 1u8, ()), (1, 2, ())].into_iter().filter(|&(_, b, _)| b <= revealed);
        Graph::new(3, links, [])
    };
    let mut map: CachedGraph<u8, ()> = CachedGraph::new();
    assert!(map.get(&0).is_none(), "nothing built yet");
    assert!(map.refresh(1, || build(1)));
    assert_eq!(map.key(), Some(&1));
    assert_eq!(map.get(&1).and_then(|g| g.distance(0, 1)), Some(1));
    assert_eq!(map.get(&1).and_then(|g| g.distance(0, 2)), None);
    assert!(map.get(&2).is_none() && map.get_if(|&k| k == 2).is_none(), "a stale key misses");
    let mut builds = 0;
    assert!(!map.refresh(1, || {
        builds += 1;
        build(1)
    }));
    assert_eq!(builds, 0, "the same key does not rebuild");

    let before = map.clone();
    assert!(map.refresh(2, || build(2)));
    assert_eq!(map.get(&2).and_then(|g| g.distance(0, 2)), Some(2));
    assert_eq!(before.get(&1).and_then(|g| g.distance(0, 2)), None, "a clone keeps the graph it shared");
    assert_eq!(before, map, "equality ignores the cache");
    let hash = |m: &CachedGraph<u8, ()>| {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        m.hash(&mut h);
        h.finish()
    };
    assert_eq!(hash(&before), hash(&CachedGraph::new()), "so does the hash");
    map.clear();
    assert!(map.key().is_none());
    assert_eq!(format!("{map:?}"), "CachedGraph(not built)");
}
