//! [`Inline`]: a fixed-capacity, `Copy` list, so that a state whose zones are all inline clones
//! as a plain copy with no heap allocation (Lost Ruins of Arnak keeps every zone this way).

use std::fmt;
use std::hash::{Hash, Hasher};

/// Up to `N` items, stored inline. Only the first `len` items are part of the value: equality, hashing and
/// debug output ignore the rest. Pushing onto a full list drops the item (setup checks that the
/// content fits the capacities, so this never happens in a game).
#[derive(Clone, Copy)]
pub struct Inline<T: Copy + Default, const N: usize> {
    len: u8,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> Default for Inline<T, N> {
    fn default() -> Self {
        Inline { len: 0, items: [T::default(); N] }
    }
}

impl<T: Copy + Default, const N: usize> Inline<T, N> {
    /// The capacity.
    pub const CAPACITY: usize = N;

    /// An empty list.
    pub fn new() -> Self {
        Self::default()
    }

    /// A list holding exactly these items; `None` when they do not fit.
    pub fn try_from_slice(items: &[T]) -> Option<Self> {
        if items.len() > N {
            return None;
        }
        let mut list = Self::default();
        list.items[..items.len()].copy_from_slice(items);
        list.len = items.len() as u8;
        Some(list)
    }

    /// A list holding these items (items beyond the capacity are dropped).
    pub fn from_slice(items: &[T]) -> Self {
        let mut list = Self::default();
        for &item in items {
            list.push(item);
        }
        list
    }

    /// Number of items.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether it is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether it is full.
    pub fn is_full(&self) -> bool {
        self.len() >= N
    }

    /// The items, first to last.
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len()]
    }

    /// The items, mutably.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        let len = self.len();
        &mut self.items[..len]
    }

    /// Iterates over the items.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.as_slice().iter()
    }

    /// Appends an item (the "top" for decks). Returns false when full.
    pub fn push(&mut self, item: T) -> bool {
        if self.is_full() {
            return false;
        }
        self.items[self.len()] = item;
        self.len += 1;
        true
    }

    /// Removes the last item.
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let item = self.items[self.len()];
        self.items[self.len()] = T::default();
        Some(item)
    }

    /// The last item.
    pub fn last(&self) -> Option<&T> {
        self.as_slice().last()
    }

    /// The first item.
    pub fn first(&self) -> Option<&T> {
        self.as_slice().first()
    }

    /// The item at `index`.
    pub fn get(&self, index: usize) -> Option<&T> {
        self.as_slice().get(index)
    }

    /// Inserts an item at `index` (0 = the first, the "bottom" for decks). Returns false when
    /// full or out of range.
    pub fn insert(&mut self, index: usize, item: T) -> bool {
        if self.is_full() || index > self.len() {
            return false;
        }
        let len = self.len();
        self.items.copy_within(index..len, index + 1);
        self.items[index] = item;
        self.len += 1;
        true
    }

    /// Removes and returns the item at `index`.
    pub fn remove(&mut self, index: usize) -> Option<T> {
        if index >= self.len() {
            return None;
        }
        let item = self.items[index];
        let len = self.len();
        self.items.copy_within(index + 1..len, index);
        self.len -= 1;
        self.items[self.len()] = T::default();
        Some(item)
    }

    /// Removes every item.
    pub fn clear(&mut self) {
        for item in self.items.iter_mut().take(usize::from(self.len)) {
            *item = T::default();
        }
        self.len = 0;
    }

    /// Keeps the items for which `keep` is true.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut write = 0;
        for read in 0..self.len() {
            let item = self.items[read];
            if keep(&item) {
                self.items[write] = item;
                write += 1;
            }
        }
        let len = self.len();
        for item in &mut self.items[write..len] {
            *item = T::default();
        }
        self.len = write as u8;
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> Inline<T, N> {
    /// Whether it holds `item`.
    pub fn contains(&self, item: &T) -> bool {
        self.as_slice().contains(item)
    }

    /// The index of the first `item`.
    pub fn position(&self, item: &T) -> Option<usize> {
        self.as_slice().iter().position(|x| x == item)
    }

    /// Removes the first `item`; false if absent.
    pub fn remove_item(&mut self, item: &T) -> bool {
        match self.position(item) {
            Some(index) => self.remove(index).is_some(),
            None => false,
        }
    }

    /// How many items equal `item`.
    pub fn count(&self, item: &T) -> usize {
        self.as_slice().iter().filter(|x| *x == item).count()
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for Inline<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for Inline<T, N> {}

impl<T: Copy + Default + Hash, const N: usize> Hash for Inline<T, N> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for Inline<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a Inline<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

// It reads like the slice of its items (`list[i]`, `list.iter_mut()`, `for x in &mut list`).
impl<T: Copy + Default, const N: usize> std::ops::Deref for Inline<T, N> {
    type Target = [T];

    #[inline]
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Copy + Default, const N: usize> std::ops::DerefMut for Inline<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a mut Inline<T, N> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

/// Saved as the list of its items, as a `Vec` or `SmallVec` of them would be.
#[cfg(feature = "serde")]
impl<T: Copy + Default + serde::Serialize, const N: usize> serde::Serialize for Inline<T, N> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.as_slice())
    }
}

#[cfg(feature = "serde")]
impl<'de, T: Copy + Default + serde::Deserialize<'de>, const N: usize> serde::Deserialize<'de>
    for Inline<T, N>
{
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(deserializer)?;
        Inline::try_from_slice(&items).ok_or_else(|| {
            serde::de::Error::custom(format_args!("{} items where at most {N} fit", items.len()))
        })
    }
}

#[cfg(test)]
#[path = "inline_tests.rs"]
mod tests;
