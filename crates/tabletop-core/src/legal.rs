//! Where a game's generated actions go: one [`Sink`] for listing, checking and counting.
//!
//! A game writes each kind of decision's legal actions once, into a `&mut dyn Sink<A>` (or an
//! `impl Sink<A>`). The same generator then lists every action (`Vec`, `SmallVec`), checks
//! whether one action is among them without allocating ([`Find`], or [`FindBy`] with a test),
//! maps them on the way ([`Map`]), counts a question's answers ([`Count`]) or keeps the first two
//! for the asking rule ([`FirstTwo`], see [`crate::resolve::ask`]).
//!
//! ```
//! use tabletop_core::legal::{Count, Find, Sink};
//!
//! fn moves(out: &mut dyn Sink<u8>) {
//!     for space in [3, 5, 8] {
//!         out.push(space);
//!     }
//! }
//! let mut all = Vec::new();
//! moves(&mut all);
//! let mut count = Count::default();
//! moves(&mut count);
//! let mut find = Find::new(&5);
//! moves(&mut find);
//! assert_eq!((all.len(), count.0, find.found), (3, 3, true));
//! ```

use smallvec::{Array, SmallVec};

/// Where generated actions go.
pub trait Sink<A> {
    /// Takes one action.
    fn push(&mut self, action: A);
}

/// What every sink can do besides [`Sink::push`], for generators written over any sink (generic
/// `impl Sink<A> + ?Sized`, monomorphized for a list and for a search, or `dyn Sink<A>`).
pub trait SinkExt<A>: Sink<A> {
    /// Takes every action of `actions`, in order.
    fn extend_from(&mut self, actions: impl IntoIterator<Item = A>) {
        for action in actions {
            self.push(action);
        }
    }
}

impl<A, S: Sink<A> + ?Sized> SinkExt<A> for S {}

impl<A> Sink<A> for Vec<A> {
    fn push(&mut self, action: A) {
        Vec::push(self, action);
    }
}

impl<T: Array> Sink<T::Item> for SmallVec<T> {
    fn push(&mut self, action: T::Item) {
        SmallVec::push(self, action);
    }
}

/// Looks for one action: whether it is legal, without listing.
#[derive(Debug)]
pub struct Find<'a, A> {
    /// The action looked for.
    pub target: &'a A,
    /// Whether it was generated.
    pub found: bool,
}

impl<'a, A> Find<'a, A> {
    /// Looks for `target`.
    pub fn new(target: &'a A) -> Find<'a, A> {
        Find { target, found: false }
    }
}

impl<A: PartialEq> Sink<A> for Find<'_, A> {
    fn push(&mut self, action: A) {
        if !self.found && action == *self.target {
            self.found = true;
        }
    }
}

/// Keeps the first action `test` accepts: for a game whose listed actions carry more than a
/// player names (a hidden card's copy behind the face a player sees), the listed action a given
/// one stands for, found without listing.
pub struct FindBy<A, F> {
    test: F,
    /// The first accepted action, once generated.
    pub found: Option<A>,
}

impl<A, F: FnMut(&A) -> bool> FindBy<A, F> {
    /// Looks for the first action `test` accepts.
    pub fn new(test: F) -> FindBy<A, F> {
        FindBy { test, found: None }
    }
}

impl<A, F: FnMut(&A) -> bool> Sink<A> for FindBy<A, F> {
    fn push(&mut self, action: A) {
        if self.found.is_none() && (self.test)(&action) {
            self.found = Some(action);
        }
    }
}

/// Passes every action through `map` on its way into another sink (say, to show a listed action
/// as players name it).
pub struct Map<'s, S: ?Sized, F> {
    inner: &'s mut S,
    map: F,
}

impl<'s, S: ?Sized, F> Map<'s, S, F> {
    /// Sends `map(action)` to `inner` for every action generated.
    pub fn new(inner: &'s mut S, map: F) -> Map<'s, S, F> {
        Map { inner, map }
    }
}

impl<A, S: Sink<A> + ?Sized, F: FnMut(A) -> A> Sink<A> for Map<'_, S, F> {
    fn push(&mut self, action: A) {
        self.inner.push((self.map)(action));
    }
}

/// Counts actions.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Count(pub usize);

impl<A> Sink<A> for Count {
    fn push(&mut self, _: A) {
        self.0 += 1;
    }
}

/// Keeps the first two actions and counts all of them: enough for the asking rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirstTwo<A> {
    /// The first two actions generated.
    pub first: SmallVec<[A; 2]>,
    /// How many were generated.
    pub count: usize,
}

impl<A> Default for FirstTwo<A> {
    fn default() -> Self {
        FirstTwo { first: SmallVec::new(), count: 0 }
    }
}

impl<A> Sink<A> for FirstTwo<A> {
    fn push(&mut self, action: A) {
        if self.first.len() < 2 {
            self.first.push(action);
        }
        self.count += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_sink_sees_the_same_actions() {
        let generate = |out: &mut dyn Sink<u8>| [4, 2, 9].into_iter().for_each(|a| out.push(a));
        let mut first = FirstTwo::default();
        generate(&mut first);
        assert_eq!((first.first.as_slice(), first.count), (&[4, 2][..], 3));
        let mut small: SmallVec<[u8; 1]> = SmallVec::new();
        generate(&mut small);
        assert_eq!(small.as_slice(), &[4, 2, 9]);
        let mut odd = FindBy::new(|a: &u8| a % 2 == 1);
        generate(&mut odd);
        assert_eq!(odd.found, Some(9));
        let mut doubled = Vec::new();
        generate(&mut Map::new(&mut doubled, |a: u8| a * 2));
        assert_eq!(doubled, [8, 4, 18]);
        let mut missing = Find::new(&7);
        generate(&mut missing);
        assert!(!missing.found);
        let mut count = Count::default();
        (&mut count as &mut dyn Sink<u8>).extend_from([1, 2]);
        assert_eq!(count.0, 2);
    }
}
