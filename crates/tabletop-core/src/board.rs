//! Boards: a graph of spaces with distances computed once, and pieces on it with stable ids.
//!
//! A [`Graph`] holds the spaces of a map (numbered `0..n`) and the links between them, each with a
//! label (Eldritch Horror's path kinds; Arkham Horror 2e's street links, which monsters follow in
//! one direction). Distances between every pair are computed when it is built, so "the nearest
//! space with a Clue" and "move one space toward" cost a table lookup.
//!
//! [`Pieces`] are the pieces on a board (monsters, gates, tokens) in the order they arrived, each
//! with a [`PieceId`] that stays the same as long as it is in play. Frames and pending decisions
//! keep the id, so a piece leaving the board never changes what the others are called. Players
//! still see and name pieces by their place in that order ([`Pieces::id_at`]).
//!
//! ```
//! use tabletop_core::board::{Graph, Pieces};
//!
//! // 0 - 1 - 2, and a one-way link from 2 to 0.
//! let map = Graph::new(3, [(0, 1, ()), (1, 2, ())], [(2, 0, ())]);
//! assert_eq!(map.distance(0, 2), Some(2));
//! assert_eq!(map.distance(2, 0), Some(1));
//! assert_eq!(map.step_toward(0, 2), Some(1));
//!
//! let mut monsters = Pieces::new();
//! let zombie = monsters.insert("zombie");
//! let ghoul = monsters.insert("ghoul");
//! monsters.remove(zombie);
//! assert_eq!(monsters.get(ghoul), Some(&"ghoul"));
//! assert_eq!(monsters.id_at(0), Some(ghoul));
//! ```

use std::fmt;

/// A map: `n` spaces and labelled links, with every distance computed once.
#[derive(Clone, PartialEq, Eq)]
pub struct Graph<L> {
    /// Links out of each space: `(to, label)`, in the order given.
    links: Vec<Vec<(u8, L)>>,
    /// `distances[from * n + to]`: links on a shortest path, `u8::MAX` when unreachable.
    distances: Vec<u8>,
}

impl<L: Copy> Graph<L> {
    /// A map of `spaces` spaces with two-way links `both` and one-way links `one_way` (`from`,
    /// `to`, label). Links to a space out of range are ignored.
    pub fn new(
        spaces: usize,
        both: impl IntoIterator<Item = (u8, u8, L)>,
        one_way: impl IntoIterator<Item = (u8, u8, L)>,
    ) -> Graph<L> {
        let spaces = spaces.min(usize::from(u8::MAX));
        let mut links: Vec<Vec<(u8, L)>> = (0..spaces).map(|_| Vec::new()).collect();
        let fits = |a: u8, b: u8| usize::from(a) < spaces && usize::from(b) < spaces;
        for (a, b, label) in both {
            if fits(a, b) {
                links[usize::from(a)].push((b, label));
                links[usize::from(b)].push((a, label));
            }
        }
        for (a, b, label) in one_way {
            if fits(a, b) {
                links[usize::from(a)].push((b, label));
            }
        }
        let mut distances = vec![u8::MAX; spaces * spaces];
        let mut queue = std::collections::VecDeque::new();
        for from in 0..spaces {
            let row = &mut distances[from * spaces..(from + 1) * spaces];
            row[from] = 0;
            queue.clear();
            queue.push_back(from);
            while let Some(here) = queue.pop_front() {
                for &(next, _) in &links[here] {
                    let next = usize::from(next);
                    if row[next] == u8::MAX {
                        row[next] = row[here].saturating_add(1);
                        queue.push_back(next);
                    }
                }
            }
        }
        Graph { links, distances }
    }

    /// Number of spaces.
    pub fn len(&self) -> usize {
        self.links.len()
    }

    /// Whether the map has no space.
    pub fn is_empty(&self) -> bool {
        self.links.is_empty()
    }

    /// The links out of `space`: `(to, label)`. Empty for a space out of range.
    pub fn links(&self, space: u8) -> &[(u8, L)] {
        self.links.get(usize::from(space)).map_or(&[], Vec::as_slice)
    }

    /// Whether a link leads from `a` to `b`.
    pub fn linked(&self, a: u8, b: u8) -> bool {
        self.links(a).iter().any(|&(to, _)| to == b)
    }

    /// Links on a shortest path from `from` to `to`; `None` when `to` cannot be reached.
    pub fn distance(&self, from: u8, to: u8) -> Option<u8> {
        let d = *self.distances_from(from).get(usize::from(to))?;
        (d != u8::MAX).then_some(d)
    }

    /// Distances from `from` to every space (`u8::MAX`: unreachable). Empty when out of range.
    pub fn distances_from(&self, from: u8) -> &[u8] {
        let n = self.len();
        let from = usize::from(from);
        if from >= n { &[] } else { &self.distances[from * n..(from + 1) * n] }
    }

    /// The first space on a shortest path from `from` to `to` (among equals, the first link
    /// listed); `None` when already there or `to` cannot be reached.
    pub fn step_toward(&self, from: u8, to: u8) -> Option<u8> {
        let left = self.distance(from, to)?;
        if left == 0 {
            return None;
        }
        self.links(from).iter().map(|&(next, _)| next).find(|&next| self.distance(next, to) == Some(left - 1))
    }
}

impl<L> fmt::Debug for Graph<L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Graph({} spaces)", self.links.len())
    }
}

/// A [`Graph`] derived from a part of a game state that changes during play (Arkham Horror
/// LCG's locations, put into play, revealed and removed as the scenario goes on), kept inside
/// that state.
///
/// The graph is built for a *key*: whatever its links depend on. [`refresh`](Self::refresh)
/// rebuilds it only when the key changed, so distances stay table lookups between changes; a
/// reader checks that the key still holds ([`get`](Self::get), [`get_if`](Self::get_if)) and
/// builds a fresh graph itself when it does not (a test that edited the state directly). Clones
/// share the graph (a reference count), and `==` and `Hash` ignore it: it follows from the
/// state, so two states equal in everything else are equal.
///
/// ```
/// use tabletop_core::board::{CachedGraph, Graph};
///
/// let mut open = vec![true, true, false];
/// let build = |open: &[bool]| {
///     let links = [(0, 1, ()), (1, 2, ())].into_iter().filter(|&(a, b, _)| open[a as usize] && open[b as usize]);
///     Graph::new(open.len(), links, [])
/// };
/// let mut map: CachedGraph<Vec<bool>, ()> = CachedGraph::new();
/// assert!(map.refresh(open.clone(), || build(&open)));
/// assert_eq!(map.get(&open).and_then(|g| g.distance(0, 2)), None);
/// open[2] = true;
/// assert!(map.get(&open).is_none(), "stale: the key changed");
/// assert!(map.refresh(open.clone(), || build(&open)));
/// assert!(!map.refresh(open.clone(), || unreachable!()), "same key: nothing rebuilt");
/// assert_eq!(map.get(&open).and_then(|g| g.distance(0, 2)), Some(2));
/// ```
#[derive(Clone)]
pub struct CachedGraph<K, L> {
    /// The key the graph was built for, and the graph; `None` before the first refresh.
    built: Option<std::sync::Arc<(K, Graph<L>)>>,
}

impl<K, L> CachedGraph<K, L> {
    /// Nothing built yet: every read misses until the first [`refresh`](Self::refresh).
    pub const fn new() -> CachedGraph<K, L> {
        CachedGraph { built: None }
    }

    /// The key the graph was last built for.
    pub fn key(&self) -> Option<&K> {
        self.built.as_deref().map(|(key, _)| key)
    }

    /// The graph, if the key it was built for passes `fresh` (a comparison with the state that
    /// needs no key to be built).
    pub fn get_if(&self, fresh: impl FnOnce(&K) -> bool) -> Option<&Graph<L>> {
        let (key, graph) = self.built.as_deref()?;
        fresh(key).then_some(graph)
    }

    /// The graph, if it was built for a key equal to `key`.
    pub fn get(&self, key: &K) -> Option<&Graph<L>>
    where
        K: PartialEq,
    {
        self.get_if(|built| built == key)
    }

    /// Makes the graph the one for `key`, calling `build` only when the key differs from the
    /// one it was built for. Returns whether it rebuilt.
    pub fn refresh(&mut self, key: K, build: impl FnOnce() -> Graph<L>) -> bool
    where
        K: PartialEq,
    {
        if self.key() == Some(&key) {
            return false;
        }
        self.built = Some(std::sync::Arc::new((key, build())));
        true
    }

    /// Forgets the graph (every read misses until the next refresh).
    pub fn clear(&mut self) {
        self.built = None;
    }
}

impl<K, L> Default for CachedGraph<K, L> {
    fn default() -> Self {
        CachedGraph::new()
    }
}

impl<K, L> PartialEq for CachedGraph<K, L> {
    /// Always equal: the graph follows from the state that holds it.
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<K, L> Eq for CachedGraph<K, L> {}

impl<K, L> std::hash::Hash for CachedGraph<K, L> {
    /// Hashes nothing, as `==` compares nothing.
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl<K, L> fmt::Debug for CachedGraph<K, L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.built {
            Some(built) => write!(f, "CachedGraph({} spaces)", built.1.links.len()),
            None => f.write_str("CachedGraph(not built)"),
        }
    }
}

/// The id of a piece while it is in play: it never changes, whatever else arrives or leaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct PieceId(pub u16);

/// Pieces in play, in the order they arrived, each with a stable [`PieceId`].
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pieces<T> {
    /// The pieces, in the order they arrived.
    items: Vec<T>,
    /// `ids[i]` is the id of `items[i]`.
    ids: Vec<PieceId>,
    /// The id the next piece gets.
    next: u16,
}

impl<T> Pieces<T> {
    /// No pieces.
    pub const fn new() -> Pieces<T> {
        Pieces { items: Vec::new(), ids: Vec::new(), next: 0 }
    }

    /// Puts a piece in play (after the others) and returns its id.
    pub fn insert(&mut self, piece: T) -> PieceId {
        let id = PieceId(self.next);
        self.next = self.next.wrapping_add(1);
        self.items.push(piece);
        self.ids.push(id);
        id
    }

    /// Number of pieces.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The pieces as a slice, in the order of arrival.
    pub fn as_slice(&self) -> &[T] {
        &self.items
    }

    /// The piece with this id, if it is in play.
    pub fn get(&self, id: PieceId) -> Option<&T> {
        self.position(id).map(|index| &self.items[index])
    }

    /// The piece with this id, mutably.
    pub fn get_mut(&mut self, id: PieceId) -> Option<&mut T> {
        self.position(id).map(|index| &mut self.items[index])
    }

    /// Where the piece with this id is in the order of arrival.
    pub fn position(&self, id: PieceId) -> Option<usize> {
        self.ids.iter().position(|&i| i == id)
    }

    /// The id of the piece at `index` in the order of arrival.
    pub fn id_at(&self, index: usize) -> Option<PieceId> {
        self.ids.get(index).copied()
    }

    /// The piece at `index` in the order of arrival.
    pub fn at(&self, index: usize) -> Option<&T> {
        self.items.get(index)
    }

    /// The piece at `index`, mutably.
    pub fn at_mut(&mut self, index: usize) -> Option<&mut T> {
        self.items.get_mut(index)
    }

    /// Takes the piece with this id out of play; the others keep their ids and order.
    pub fn remove(&mut self, id: PieceId) -> Option<T> {
        let index = self.position(id)?;
        self.remove_at(index).map(|(_, piece)| piece)
    }

    /// Takes the piece at `index` out of play.
    pub fn remove_at(&mut self, index: usize) -> Option<(PieceId, T)> {
        (index < self.items.len()).then(|| (self.ids.remove(index), self.items.remove(index)))
    }

    /// The pieces in the order of arrival.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.items.iter()
    }

    /// The pieces in the order of arrival, mutably.
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.items.iter_mut()
    }

    /// The pieces with their ids, in the order of arrival.
    pub fn with_ids(&self) -> impl DoubleEndedIterator<Item = (PieceId, &T)> + ExactSizeIterator + '_ {
        self.ids.iter().copied().zip(&self.items)
    }

    /// Keeps the pieces for which `keep` is true.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut index = 0;
        while index < self.items.len() {
            if keep(&self.items[index]) {
                index += 1;
            } else {
                self.items.remove(index);
                self.ids.remove(index);
            }
        }
    }

    /// Takes every piece out of play (ids are not reused), oldest first.
    pub fn drain(&mut self) -> Vec<T> {
        self.ids.clear();
        std::mem::take(&mut self.items)
    }
}

impl<T> std::ops::Index<usize> for Pieces<T> {
    type Output = T;

    /// The piece at `index` in the order of arrival. Panics when out of range, as a slice does;
    /// engines index only positions they just found.
    fn index(&self, index: usize) -> &T {
        &self.items[index]
    }
}

impl<T> std::ops::IndexMut<usize> for Pieces<T> {
    fn index_mut(&mut self, index: usize) -> &mut T {
        &mut self.items[index]
    }
}

impl<'a, T> IntoIterator for &'a Pieces<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

impl<'a, T> IntoIterator for &'a mut Pieces<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter_mut()
    }
}

impl<T> FromIterator<T> for Pieces<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut pieces = Pieces::new();
        for piece in iter {
            pieces.insert(piece);
        }
        pieces
    }
}

#[cfg(test)]
mod tests;
