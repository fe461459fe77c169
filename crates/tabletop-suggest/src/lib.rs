//! "Did you mean …?" for misspelled names: option keys, content keys, ids.
//!
//! The kernel re-exports it as `tabletop_core::suggest`. It is a crate of its own so that the
//! content compiler, which runs at build time, can use it without compiling the kernel (and its
//! random-number dependencies) a second time for the build machine.

#![forbid(unsafe_code)]

/// The closest candidate to a misspelled word, if one is close enough (a third of its length,
/// at least one edit).
pub fn did_you_mean<'c>(word: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<&'c str> {
    let limit = (word.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .map(|candidate| (edit_distance(word, candidate), candidate))
        .filter(|&(distance, _)| distance <= limit)
        .min_by_key(|&(distance, candidate)| (distance, candidate))
        .map(|(_, candidate)| candidate)
}

/// Edit distance in characters (optimal string alignment: insertions, deletions, substitutions
/// and swaps of two neighbours each cost 1, so "gian" is 1 away from "gain").
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::{did_you_mean, edit_distance};

    #[test]
    fn distances_and_suggestions() {
        assert_eq!(edit_distance("gian", "gain"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(did_you_mean("sorce", ["source", "name"]), Some("source"));
        assert_eq!(did_you_mean("xyz", ["source", "name"]), None);
    }
}
