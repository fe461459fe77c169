//! Zones: the ordered piles every game keeps its cards, tiles and tokens in.
//!
//! One family, two layers:
//!
//! - [`Cards`] is the storage: an ordered list that can grow and shrink at either end. It is
//!   implemented for `Vec` (growable), `SmallVec` (inline up to a size, then growable) and
//!   [`Inline`] (fixed capacity and `Copy`, so a state made of them clones as a plain copy).
//!   A game picks the storage per zone: hot states that bots clone millions of times keep
//!   [`Inline`] zones; rarely cloned ones keep `Vec`s.
//! - [`Deck`] (face down) and [`Pile`] (a face-up discard pile) speak of top and bottom over any
//!   storage: every index is a *depth* counted from the top (depth 0 is the top card) and every
//!   iterator runs top to bottom. The top card is the *end* of the storage, so drawing and
//!   discarding are `O(1)`.
//!
//! [`draw_with_policy`] and [`draw_n_with_policy`] draw through a [`WhenEmpty`] policy and report
//! when the deck ran out, so each game applies its own consequence: Eldritch Horror and Evil High
//! Priest reshuffle the discard pile, Arkham Horror LCG reshuffles and deals 1 horror, Lost Ruins
//! of Arnak draws nothing. [`DrawPile`] is a deck with its discard pile and a policy, the shape
//! most games' card decks take.
//!
//! ```
//! use tabletop_core::zone::{Deck, Drawn, Pile, WhenEmpty, draw_with_policy};
//! use tabletop_core::GameRng;
//!
//! let mut rng = GameRng::seed_from(1);
//! let mut deck: Deck<Vec<u8>> = Deck::from_top_down([1u8]);
//! let mut discard: Pile<Vec<u8>> = Pile::new();
//! discard.put(2);
//! assert_eq!(draw_with_policy(&mut deck, &mut discard, WhenEmpty::ReshuffleDiscard, &mut rng), Drawn::Card(1));
//! assert_eq!(
//!     draw_with_policy(&mut deck, &mut discard, WhenEmpty::ReshuffleDiscard, &mut rng),
//!     Drawn::AfterReshuffle(2)
//! );
//! assert_eq!(draw_with_policy(&mut deck, &mut discard, WhenEmpty::ReshuffleDiscard, &mut rng), Drawn::RanOut);
//! ```

use smallvec::{Array, SmallVec};

use crate::rng::GameRng;

mod inline;

pub use inline::Inline;

/// Ordered storage for a zone: the first item is the bottom, the last the top.
///
/// `push` and `insert` return `false` when the storage is full and drop the item; only [`Inline`]
/// is ever full (a game checks at setup that its content fits the capacities it chose).
pub trait Cards: Default {
    /// What the zone holds (a card id, a tile, a token).
    type Item;

    /// The items, bottom first.
    fn as_slice(&self) -> &[Self::Item];
    /// The items, bottom first, mutably.
    fn as_mut_slice(&mut self) -> &mut [Self::Item];
    /// Appends an item on top. Returns `false` (and drops it) when full.
    fn push(&mut self, item: Self::Item) -> bool;
    /// Takes the top item.
    fn pop(&mut self) -> Option<Self::Item>;
    /// Inserts an item at `index` (0 is the bottom). Returns `false` when full or out of range.
    fn insert(&mut self, index: usize, item: Self::Item) -> bool;
    /// Takes the item at `index` (0 is the bottom).
    fn remove(&mut self, index: usize) -> Option<Self::Item>;
    /// Removes every item.
    fn clear(&mut self);
    /// Keeps the items for which `keep` is true, in their order.
    fn retain(&mut self, keep: impl FnMut(&Self::Item) -> bool);

    /// Number of items.
    fn len(&self) -> usize {
        self.as_slice().len()
    }

    /// Whether it holds nothing.
    fn is_empty(&self) -> bool {
        self.as_slice().is_empty()
    }

    /// Moves every item of `other` on top of these, keeping their order; `other` ends empty.
    fn append(&mut self, other: &mut Self);
}

impl<T> Cards for Vec<T> {
    type Item = T;

    fn as_slice(&self) -> &[T] {
        self
    }
    fn as_mut_slice(&mut self) -> &mut [T] {
        self
    }
    fn push(&mut self, item: T) -> bool {
        Vec::push(self, item);
        true
    }
    fn pop(&mut self) -> Option<T> {
        Vec::pop(self)
    }
    fn insert(&mut self, index: usize, item: T) -> bool {
        if index > self.len() {
            return false;
        }
        Vec::insert(self, index, item);
        true
    }
    fn remove(&mut self, index: usize) -> Option<T> {
        (index < self.len()).then(|| Vec::remove(self, index))
    }
    fn clear(&mut self) {
        Vec::clear(self);
    }
    fn retain(&mut self, keep: impl FnMut(&T) -> bool) {
        Vec::retain(self, keep);
    }
    fn append(&mut self, other: &mut Self) {
        Vec::append(self, other);
    }
}

impl<A: Array> Cards for SmallVec<A> {
    type Item = A::Item;

    fn as_slice(&self) -> &[A::Item] {
        self
    }
    fn as_mut_slice(&mut self) -> &mut [A::Item] {
        self
    }
    fn push(&mut self, item: A::Item) -> bool {
        SmallVec::push(self, item);
        true
    }
    fn pop(&mut self) -> Option<A::Item> {
        SmallVec::pop(self)
    }
    fn insert(&mut self, index: usize, item: A::Item) -> bool {
        if index > self.len() {
            return false;
        }
        SmallVec::insert(self, index, item);
        true
    }
    fn remove(&mut self, index: usize) -> Option<A::Item> {
        (index < self.len()).then(|| SmallVec::remove(self, index))
    }
    fn clear(&mut self) {
        SmallVec::clear(self);
    }
    fn retain(&mut self, mut keep: impl FnMut(&A::Item) -> bool) {
        SmallVec::retain(self, |item| keep(item));
    }
    fn append(&mut self, other: &mut Self) {
        if self.is_empty() {
            std::mem::swap(self, other);
        } else {
            self.extend(other.drain(..));
        }
    }
}

impl<T: Copy + Default, const N: usize> Cards for Inline<T, N> {
    type Item = T;

    fn as_slice(&self) -> &[T] {
        Inline::as_slice(self)
    }
    fn as_mut_slice(&mut self) -> &mut [T] {
        Inline::as_mut_slice(self)
    }
    fn push(&mut self, item: T) -> bool {
        Inline::push(self, item)
    }
    fn pop(&mut self) -> Option<T> {
        Inline::pop(self)
    }
    fn insert(&mut self, index: usize, item: T) -> bool {
        Inline::insert(self, index, item)
    }
    fn remove(&mut self, index: usize) -> Option<T> {
        Inline::remove(self, index)
    }
    fn clear(&mut self) {
        Inline::clear(self);
    }
    fn retain(&mut self, keep: impl FnMut(&T) -> bool) {
        Inline::retain(self, keep);
    }
    fn append(&mut self, other: &mut Self) {
        for &item in Inline::as_slice(other) {
            Inline::push(self, item);
        }
        Inline::clear(other);
    }
}

/// A face-down, ordered pile: draw from the top, put on the top or the bottom, search, shuffle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Deck<S> {
    /// Bottom card first; the top card is the last element.
    cards: S,
}

impl<S: Cards> FromIterator<S::Item> for Deck<S> {
    /// Builds a deck from cards listed top to bottom.
    fn from_iter<I: IntoIterator<Item = S::Item>>(iter: I) -> Self {
        Deck::from_top_down(iter)
    }
}

impl<S: Cards> Deck<S> {
    /// An empty deck.
    pub fn new() -> Deck<S> {
        Deck { cards: S::default() }
    }

    /// A deck of these cards, listed top to bottom (the first item is the top card).
    pub fn from_top_down(cards: impl IntoIterator<Item = S::Item>) -> Deck<S> {
        let mut deck = Deck::<S>::from_bottom_up(cards);
        deck.cards.as_mut_slice().reverse();
        deck
    }

    /// A deck of these cards, listed bottom to top (the last item is the top card).
    pub fn from_bottom_up(cards: impl IntoIterator<Item = S::Item>) -> Deck<S> {
        let mut storage = S::default();
        for card in cards {
            storage.push(card);
        }
        Deck { cards: storage }
    }

    /// A deck over this storage (bottom first), as it is: no copying.
    pub fn from_storage(cards: S) -> Deck<S> {
        Deck { cards }
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the deck has no cards.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Takes the top card.
    pub fn draw(&mut self) -> Option<S::Item> {
        self.cards.pop()
    }

    /// Takes the bottom card.
    pub fn draw_bottom(&mut self) -> Option<S::Item> {
        self.cards.remove(0)
    }

    /// Takes up to `n` cards from the top and appends them to `out` in the order drawn (the top
    /// card first). Returns how many were drawn: fewer than `n` when the deck ran out.
    pub fn draw_n(&mut self, n: usize, out: &mut Vec<S::Item>) -> usize {
        let mut taken = 0;
        while taken < n {
            let Some(card) = self.cards.pop() else { break };
            out.push(card);
            taken += 1;
        }
        taken
    }

    /// Puts a card on top. Returns `false` (and drops the card) when the storage is full.
    pub fn put_top(&mut self, card: S::Item) -> bool {
        self.cards.push(card)
    }

    /// Puts a card at the bottom. Returns `false` (and drops the card) when the storage is full.
    pub fn put_bottom(&mut self, card: S::Item) -> bool {
        self.cards.insert(0, card)
    }

    /// Puts cards on top so that they read top to bottom in the order given: the first item ends
    /// up as the new top card.
    pub fn put_top_many<I>(&mut self, cards: I)
    where
        I: IntoIterator<Item = S::Item>,
        I::IntoIter: DoubleEndedIterator,
    {
        for card in cards.into_iter().rev() {
            self.cards.push(card);
        }
    }

    /// Puts cards on top one at a time, in the order given: the last one ends up on top (as
    /// dealing them face down onto the deck would).
    pub fn put_top_each(&mut self, cards: impl IntoIterator<Item = S::Item>) {
        for card in cards {
            self.cards.push(card);
        }
    }

    /// Puts cards under the deck so that they read top to bottom in the order given: the first
    /// item lies directly under the old bottom card, the last item is the new bottom card.
    pub fn put_bottom_many(&mut self, cards: impl IntoIterator<Item = S::Item>) {
        for card in cards {
            self.cards.insert(0, card);
        }
    }

    /// Inserts a card so that it lies at `depth` (0 puts it on top). A depth past the bottom
    /// puts it at the bottom. Returns `false` (and drops the card) when the storage is full.
    pub fn insert_at(&mut self, depth: usize, card: S::Item) -> bool {
        let index = self.cards.len() - depth.min(self.cards.len());
        self.cards.insert(index, card)
    }

    /// The top card, without taking it.
    pub fn peek(&self) -> Option<&S::Item> {
        self.cards.as_slice().last()
    }

    /// The bottom card, without taking it.
    pub fn peek_bottom(&self) -> Option<&S::Item> {
        self.cards.as_slice().first()
    }

    /// The card at `depth` (0 is the top card).
    pub fn get(&self, depth: usize) -> Option<&S::Item> {
        let index = self.cards.len().checked_sub(depth + 1)?;
        self.cards.as_slice().get(index)
    }

    /// The cards from top to bottom.
    pub fn iter(&self) -> std::iter::Rev<std::slice::Iter<'_, S::Item>> {
        self.cards.as_slice().iter().rev()
    }

    /// The top `n` cards (fewer if the deck is smaller), from the top down.
    pub fn top(&self, n: usize) -> std::iter::Rev<std::slice::Iter<'_, S::Item>> {
        let start = self.cards.len() - n.min(self.cards.len());
        self.cards.as_slice()[start..].iter().rev()
    }

    /// The cards as a slice, **bottom first** (the top card is last). Useful for counting and
    /// hashing without caring about direction.
    pub fn bottom_up(&self) -> &[S::Item] {
        self.cards.as_slice()
    }

    /// The cards as a mutable slice, **bottom first**: for sorting a deck whose order is hidden
    /// before a fresh shuffle (a bot's determinization), and for test fixtures.
    pub fn bottom_up_mut(&mut self) -> &mut [S::Item] {
        self.cards.as_mut_slice()
    }

    /// The depth of the topmost card matching `pred`.
    pub fn position(&self, pred: impl FnMut(&S::Item) -> bool) -> Option<usize> {
        self.iter().position(pred)
    }

    /// Number of cards matching `pred`.
    pub fn count(&self, mut pred: impl FnMut(&S::Item) -> bool) -> usize {
        self.cards.as_slice().iter().filter(|card| pred(card)).count()
    }

    /// Whether the deck holds `card`.
    pub fn contains(&self, card: &S::Item) -> bool
    where
        S::Item: PartialEq,
    {
        self.cards.as_slice().contains(card)
    }

    /// Takes the card at `depth` (0 is the top card).
    pub fn remove_at(&mut self, depth: usize) -> Option<S::Item> {
        let index = self.cards.len().checked_sub(depth + 1)?;
        self.cards.remove(index)
    }

    /// Takes the card at `index` counted from the **bottom** (an index into
    /// [`bottom_up`](Self::bottom_up)).
    pub fn remove_bottom_up(&mut self, index: usize) -> Option<S::Item> {
        self.cards.remove(index)
    }

    /// Keeps the cards for which `keep` is true; the others leave the deck.
    pub fn retain(&mut self, keep: impl FnMut(&S::Item) -> bool) {
        self.cards.retain(keep);
    }

    /// Searches from the top and takes the first card matching `pred`; the others keep their
    /// order.
    pub fn remove_first(&mut self, pred: impl FnMut(&S::Item) -> bool) -> Option<S::Item> {
        let depth = self.position(pred)?;
        self.remove_at(depth)
    }

    /// Searches from the **bottom** and takes the first card matching `pred` (the bottommost
    /// match); the others keep their order. For rules that take "a copy" of a card out of a deck
    /// holding several, where which copy is taken changes the order of what stays.
    pub fn remove_last(&mut self, pred: impl FnMut(&S::Item) -> bool) -> Option<S::Item> {
        let index = self.cards.as_slice().iter().position(pred)?;
        self.cards.remove(index)
    }

    /// Searches only the top `n` cards ("search the top 9 cards for …") and takes the first one
    /// matching `pred`.
    pub fn remove_first_within(&mut self, n: usize, pred: impl FnMut(&S::Item) -> bool) -> Option<S::Item> {
        let depth = self.top(n).position(pred)?;
        self.remove_at(depth)
    }

    /// Takes every card matching `pred`, appending them to `out` from the top down; the others
    /// keep their order. Returns how many were taken.
    pub fn remove_all(&mut self, mut pred: impl FnMut(&S::Item) -> bool, out: &mut Vec<S::Item>) -> usize {
        let start = out.len();
        let mut index = self.cards.len();
        while index > 0 {
            index -= 1;
            if pred(&self.cards.as_slice()[index]) {
                out.extend(self.cards.remove(index));
            }
        }
        out.len() - start
    }

    /// Moves the topmost card matching `pred` to the top. Returns whether one was found.
    ///
    /// Effects that search a deck and put the card on top use it, and so do test fixtures that
    /// stack a deck for a rulebook example.
    pub fn move_to_top(&mut self, pred: impl FnMut(&S::Item) -> bool) -> bool {
        match self.remove_first(pred) {
            Some(card) => self.put_top(card),
            None => false,
        }
    }

    /// Shuffles the deck.
    pub fn shuffle(&mut self, rng: &mut GameRng) {
        rng.shuffle(self.cards.as_mut_slice());
    }

    /// Adds a card and shuffles the whole deck (a double-sided card "shuffled back into its deck").
    pub fn shuffle_in(&mut self, card: S::Item, rng: &mut GameRng) {
        self.cards.push(card);
        self.shuffle(rng);
    }

    /// Puts every card of `pile` into this deck and shuffles it: the pile ends empty, and the
    /// deck is shuffled **even when the pile was empty** (a scenario's "shuffle the encounter
    /// discard pile into the encounter deck", which mixes the deck in any case). Compare
    /// [`Pile::shuffle_into`], which leaves the deck alone when the pile is empty.
    pub fn shuffle_with(&mut self, pile: &mut Pile<S>, rng: &mut GameRng) {
        self.cards.append(&mut pile.cards);
        self.shuffle(rng);
    }

    /// Takes every card, from the top down.
    pub fn drain(&mut self) -> impl Iterator<Item = S::Item> + '_ {
        std::iter::from_fn(move || self.cards.pop())
    }

    /// Removes every card.
    pub fn clear(&mut self) {
        self.cards.clear();
    }
}

/// A face-up discard pile: cards go on top one at a time and keep their order, which anyone may
/// see.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Pile<S> {
    /// Oldest card first; the top card is the last element.
    cards: S,
}

impl<S: Cards> Pile<S> {
    /// An empty pile.
    pub fn new() -> Pile<S> {
        Pile { cards: S::default() }
    }

    /// A pile over this storage (oldest first), as it is: no copying.
    pub fn from_storage(cards: S) -> Pile<S> {
        Pile { cards }
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the pile has no cards.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Discards a card onto the top of the pile. Returns `false` (and drops the card) when the
    /// storage is full.
    pub fn put(&mut self, card: S::Item) -> bool {
        self.cards.push(card)
    }

    /// Discards several cards one at a time, in the order given: the last one ends up on top.
    pub fn put_many(&mut self, cards: impl IntoIterator<Item = S::Item>) {
        for card in cards {
            self.cards.push(card);
        }
    }

    /// The top (most recently discarded) card.
    pub fn top(&self) -> Option<&S::Item> {
        self.cards.as_slice().last()
    }

    /// Takes the top card.
    pub fn take_top(&mut self) -> Option<S::Item> {
        self.cards.pop()
    }

    /// The card at `depth` (0 is the top card).
    pub fn get(&self, depth: usize) -> Option<&S::Item> {
        let index = self.cards.len().checked_sub(depth + 1)?;
        self.cards.as_slice().get(index)
    }

    /// The cards from top to bottom.
    pub fn iter(&self) -> std::iter::Rev<std::slice::Iter<'_, S::Item>> {
        self.cards.as_slice().iter().rev()
    }

    /// The cards as a slice, **oldest first** (the top card is last).
    pub fn bottom_up(&self) -> &[S::Item] {
        self.cards.as_slice()
    }

    /// Whether the pile holds `card`.
    pub fn contains(&self, card: &S::Item) -> bool
    where
        S::Item: PartialEq,
    {
        self.cards.as_slice().contains(card)
    }

    /// Number of cards matching `pred`.
    pub fn count(&self, mut pred: impl FnMut(&S::Item) -> bool) -> usize {
        self.cards.as_slice().iter().filter(|card| pred(card)).count()
    }

    /// The depth of the topmost card matching `pred`.
    pub fn position(&self, pred: impl FnMut(&S::Item) -> bool) -> Option<usize> {
        self.iter().position(pred)
    }

    /// Takes the card at `depth` (0 is the top card).
    pub fn remove_at(&mut self, depth: usize) -> Option<S::Item> {
        let index = self.cards.len().checked_sub(depth + 1)?;
        self.cards.remove(index)
    }

    /// The cards as a mutable slice, **oldest first**: for test fixtures and for re-marking
    /// cards in place.
    pub fn bottom_up_mut(&mut self) -> &mut [S::Item] {
        self.cards.as_mut_slice()
    }

    /// Takes the card at `index` counted from the **bottom** (an index into
    /// [`bottom_up`](Self::bottom_up)).
    pub fn remove_bottom_up(&mut self, index: usize) -> Option<S::Item> {
        self.cards.remove(index)
    }

    /// Keeps the cards for which `keep` is true; the others leave the pile.
    pub fn retain(&mut self, keep: impl FnMut(&S::Item) -> bool) {
        self.cards.retain(keep);
    }

    /// Searches from the top and takes the first card matching `pred` ("take a card from your
    /// discard pile"); the others keep their order.
    pub fn remove_first(&mut self, pred: impl FnMut(&S::Item) -> bool) -> Option<S::Item> {
        let depth = self.position(pred)?;
        self.remove_at(depth)
    }

    /// Takes every card: the storage, oldest first.
    pub fn take_all(&mut self) -> S {
        std::mem::take(&mut self.cards)
    }

    /// Removes every card.
    pub fn clear(&mut self) {
        self.cards.clear();
    }

    /// Shuffles this pile into `deck` (the pile ends empty). An empty pile does nothing and the
    /// deck is **not** shuffled, as Arkham Horror LCG rules; returns whether anything was moved.
    pub fn shuffle_into(&mut self, deck: &mut Deck<S>, rng: &mut GameRng) -> bool {
        if self.cards.is_empty() {
            return false;
        }
        // Onto an empty deck this reuses the pile's buffer: no allocation on the common "deck
        // ran out" path.
        deck.cards.append(&mut self.cards);
        deck.shuffle(rng);
        true
    }
}

/// A deck, its face-up discard pile and what happens when the deck runs out: the shape of most
/// card decks (Eldritch Horror's Asset and encounter decks, Evil High Priest's three decks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DrawPile<S> {
    /// The face-down draw pile.
    pub deck: Deck<S>,
    /// The face-up discard pile.
    pub discard: Pile<S>,
}

impl<S: Cards> DrawPile<S> {
    /// A deck of these cards (listed bottom to top) with an empty discard pile.
    pub fn from_bottom_up(cards: impl IntoIterator<Item = S::Item>) -> DrawPile<S> {
        DrawPile { deck: Deck::from_bottom_up(cards), discard: Pile::new() }
    }

    /// Draws the top card, shuffling the discard pile into a new deck first when the deck is
    /// empty ([`WhenEmpty::ReshuffleDiscard`]).
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<S::Item> {
        draw_with_policy(&mut self.deck, &mut self.discard, WhenEmpty::ReshuffleDiscard, rng).card()
    }

    /// Cards in the deck and the discard pile.
    pub fn len(&self) -> usize {
        self.deck.len() + self.discard.len()
    }

    /// Whether both are empty.
    pub fn is_empty(&self) -> bool {
        self.deck.is_empty() && self.discard.is_empty()
    }
}

/// A cup (or bag) of tokens drawn blindly: order never matters, each draw picks uniformly among
/// what is inside. Eldritch Horror's and Arkham Horror 2e's monster cups; tokens go back in when
/// they leave the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Cup<S> {
    tokens: S,
}

impl<S: Cards> Cup<S> {
    /// An empty cup.
    pub fn new() -> Cup<S> {
        Cup { tokens: S::default() }
    }

    /// A cup holding these tokens.
    pub fn from_tokens(tokens: impl IntoIterator<Item = S::Item>) -> Cup<S> {
        let mut cup = Cup::<S>::new();
        for token in tokens {
            cup.tokens.push(token);
        }
        cup
    }

    /// Number of tokens inside.
    pub fn len(&self) -> usize {
        self.tokens.len()
    }

    /// Whether the cup is empty.
    pub fn is_empty(&self) -> bool {
        self.tokens.is_empty()
    }

    /// Puts a token in. Returns `false` (and drops it) when the storage is full.
    pub fn put(&mut self, token: S::Item) -> bool {
        self.tokens.push(token)
    }

    /// Draws a token at random (one [`GameRng::index`] draw); `None` when empty.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<S::Item> {
        if self.tokens.is_empty() {
            return None;
        }
        let index = rng.index(self.tokens.len());
        let last = self.tokens.len() - 1;
        self.tokens.as_mut_slice().swap(index, last);
        self.tokens.pop()
    }

    /// Takes out a token matching `pred` (a rule that takes a named monster from the cup).
    pub fn take(&mut self, pred: impl FnMut(&S::Item) -> bool) -> Option<S::Item> {
        let index = self.tokens.as_slice().iter().position(pred)?;
        let last = self.tokens.len() - 1;
        self.tokens.as_mut_slice().swap(index, last);
        self.tokens.pop()
    }

    /// The tokens inside, in no meaningful order.
    pub fn tokens(&self) -> &[S::Item] {
        self.tokens.as_slice()
    }

    /// Number of tokens matching `pred`.
    pub fn count(&self, mut pred: impl FnMut(&S::Item) -> bool) -> usize {
        self.tokens.as_slice().iter().filter(|token| pred(token)).count()
    }

    /// Mixes the storage order (for a bot's determinization: the order is meaningless but
    /// [`draw`](Cup::draw) reads it).
    pub fn mix(&mut self, rng: &mut GameRng) {
        rng.shuffle(self.tokens.as_mut_slice());
    }
}

/// What to do when a card must be drawn from an empty deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WhenEmpty {
    /// Draw nothing: Arnak's player decks, Eldritch Horror's Mythos deck.
    Nothing,
    /// Shuffle the discard pile into a new deck and draw from it; if the discard pile is empty
    /// too, draw nothing. Most decks of Eldritch Horror and Evil High Priest; Arkham Horror LCG's
    /// decks (the player deck's horror is the game's business: see [`Drawn::ran_out`]).
    ReshuffleDiscard,
    /// Turn the discard pile over, without shuffling, as the new deck: the first card discarded
    /// becomes the top card. For decks whose order is meant to recycle, such as a deck whose
    /// cards are discarded face down to the bottom.
    FlipDiscard,
}

/// The result of drawing one card through a [`WhenEmpty`] policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Drawn<T> {
    /// The deck had a card; this is it.
    Card(T),
    /// The deck was empty; the discard pile became the new deck and this is its top card.
    AfterReshuffle(T),
    /// The deck was empty and no card could be drawn (the policy draws nothing, or the discard
    /// pile was empty too).
    RanOut,
}

impl<T> Drawn<T> {
    /// The card drawn, if any.
    pub fn card(self) -> Option<T> {
        match self {
            Drawn::Card(card) | Drawn::AfterReshuffle(card) => Some(card),
            Drawn::RanOut => None,
        }
    }

    /// Whether the deck was empty when the card was wanted (a reshuffle happened or no card was
    /// drawn): Arkham Horror LCG's "take 1 horror" trigger.
    pub fn ran_out(&self) -> bool {
        !matches!(self, Drawn::Card(_))
    }

    /// Whether the discard pile was turned into a new deck.
    pub fn reshuffled(&self) -> bool {
        matches!(self, Drawn::AfterReshuffle(_))
    }
}

/// What a [`draw_n_with_policy`] call did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DrawReport {
    /// Cards drawn.
    pub drawn: usize,
    /// How many times the discard pile became the new deck.
    pub reshuffles: u32,
    /// Whether a card was wanted and none could be drawn; the draw stopped there.
    pub exhausted: bool,
}

impl DrawReport {
    /// Whether the deck was empty at any point a card was wanted.
    pub fn ran_out(&self) -> bool {
        self.reshuffles > 0 || self.exhausted
    }
}

/// Refills an empty deck from its discard pile as the policy says. Returns whether it did.
fn refill<S: Cards>(deck: &mut Deck<S>, discard: &mut Pile<S>, policy: WhenEmpty, rng: &mut GameRng) -> bool {
    debug_assert!(deck.is_empty(), "refill is only for an empty deck");
    match policy {
        WhenEmpty::Nothing => false,
        WhenEmpty::ReshuffleDiscard => discard.shuffle_into(deck, rng),
        WhenEmpty::FlipDiscard => {
            if discard.is_empty() {
                return false;
            }
            deck.cards.append(&mut discard.cards);
            // The oldest discard must become the top card, which is the end of the storage.
            deck.cards.as_mut_slice().reverse();
            true
        }
    }
}

/// Draws the top card of `deck`, refilling it from `discard` by `policy` when it is empty.
pub fn draw_with_policy<S: Cards>(
    deck: &mut Deck<S>,
    discard: &mut Pile<S>,
    policy: WhenEmpty,
    rng: &mut GameRng,
) -> Drawn<S::Item> {
    if let Some(card) = deck.draw() {
        return Drawn::Card(card);
    }
    if !refill(deck, discard, policy, rng) {
        return Drawn::RanOut;
    }
    match deck.draw() {
        Some(card) => Drawn::AfterReshuffle(card),
        None => Drawn::RanOut,
    }
}

/// Draws up to `n` cards into `out` (in the order drawn), refilling the deck from `discard` by
/// `policy` whenever it runs out mid-draw, and reports what happened.
pub fn draw_n_with_policy<S: Cards>(
    deck: &mut Deck<S>,
    discard: &mut Pile<S>,
    n: usize,
    policy: WhenEmpty,
    rng: &mut GameRng,
    out: &mut Vec<S::Item>,
) -> DrawReport {
    let mut report = DrawReport::default();
    while report.drawn < n {
        if deck.is_empty() {
            if !refill(deck, discard, policy, rng) {
                report.exhausted = true;
                break;
            }
            report.reshuffles += 1;
        }
        report.drawn += deck.draw_n(n - report.drawn, out);
    }
    report
}

#[cfg(test)]
mod tests;
