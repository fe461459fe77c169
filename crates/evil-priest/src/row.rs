//! A short list of fixed capacity held in a plain array: the players, a sanctum's Chambers, the
//! lairs. Reading an item is one bounds check (a `SmallVec` first asks whether it spilled), and
//! copying a player copies its Chambers and lairs in one go.
//!
//! It reads, compares, hashes and shows like the slice of its items, and is written in saves as
//! that slice (as the `SmallVec` it replaces was).

/// Up to `N` items, the first `len` of `items` in use.
#[derive(Clone, Copy)]
pub struct Row<T, const N: usize> {
    /// The items; those past `len` are filler.
    items: [T; N],
    /// How many are in use (at most `N`).
    len: u8,
}

impl<T: Copy, const N: usize> Row<T, N> {
    /// `len` copies of `item`; `None` when more than `N`.
    pub fn from_elem(item: T, len: usize) -> Option<Row<T, N>> {
        let len = u8::try_from(len).ok().filter(|&len| usize::from(len) <= N)?;
        Some(Row { items: [item; N], len })
    }

    /// The items of `items`; `None` when there are none (the filler is a copy of the first) or
    /// more than `N`.
    pub fn from_slice(items: &[T]) -> Option<Row<T, N>> {
        let (&first, _) = items.split_first()?;
        let mut row = Row::from_elem(first, items.len())?;
        row.items[..items.len()].copy_from_slice(items);
        Some(row)
    }

    /// The capacity.
    pub const CAPACITY: usize = N;
}

impl<T, const N: usize> std::ops::Deref for Row<T, N> {
    type Target = [T];

    #[inline(always)]
    fn deref(&self) -> &[T] {
        self.items.get(..usize::from(self.len)).unwrap_or(&[])
    }
}

impl<T, const N: usize> std::ops::DerefMut for Row<T, N> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [T] {
        self.items.get_mut(..usize::from(self.len)).unwrap_or(&mut [])
    }
}

impl<'a, T, const N: usize> IntoIterator for &'a Row<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    #[inline(always)]
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a, T, const N: usize> IntoIterator for &'a mut Row<T, N> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;

    #[inline(always)]
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl<T: PartialEq, const N: usize> PartialEq for Row<T, N> {
    fn eq(&self, other: &Row<T, N>) -> bool {
        **self == **other
    }
}

impl<T: Eq, const N: usize> Eq for Row<T, N> {}

impl<T: std::hash::Hash, const N: usize> std::hash::Hash for Row<T, N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (**self).hash(state);
    }
}

impl<T: std::fmt::Debug, const N: usize> std::fmt::Debug for Row<T, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(feature = "serde")]
impl<T: serde::Serialize, const N: usize> serde::Serialize for Row<T, N> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

#[cfg(feature = "serde")]
impl<'de, T: serde::Deserialize<'de> + Copy, const N: usize> serde::Deserialize<'de> for Row<T, N> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Row<T, N>, D::Error> {
        let items = Vec::<T>::deserialize(deserializer)?;
        Row::from_slice(&items)
            .ok_or_else(|| serde::de::Error::custom(format_args!("{} items where 1 to {N} fit", items.len())))
    }
}

#[cfg(test)]
mod tests {
    use super::Row;

    #[test]
    fn a_row_reads_like_the_slice_it_was_made_from() {
        let row: Row<u8, 4> = Row::from_slice(&[3, 1, 2]).expect("fits");
        assert_eq!(&*row, &[3, 1, 2]);
        assert_eq!(format!("{row:?}"), "[3, 1, 2]");
        assert_eq!(row, Row::from_slice(&[3, 1, 2]).expect("fits"));
        assert_ne!(row, Row::from_slice(&[3, 1]).expect("fits"));
        assert!(Row::<u8, 2>::from_slice(&[1, 2, 3]).is_none());
        assert!(Row::<u8, 2>::from_elem(0, 3).is_none());
        assert_eq!(&*Row::<u8, 2>::from_elem(7, 2).expect("fits"), &[7, 7]);
    }
}
