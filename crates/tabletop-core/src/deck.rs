//! Decks and discard piles of small copyable card ids, and what happens when a deck runs out.
//!
//! A [`Deck`] is a face-down, ordered pile; a [`Pile`] is a face-up discard pile whose order is
//! open information. Both keep their cards in a `Vec` with the top card at the end, so drawing
//! and discarding are `O(1)`, but the API speaks only of top and bottom: every index is a *depth*
//! counted from the top (depth 0 is the top card) and every iterator runs top to bottom.
//!
//! [`draw_with_policy`] and [`draw_n_with_policy`] draw through a [`WhenEmpty`] policy and report
//! when the deck ran out, so each game applies its own consequence: Eldritch Horror reshuffles
//! the discard pile (and loses when the Mythos deck runs out), Arkham Horror LCG reshuffles and
//! deals 1 horror, Lost Ruins of Arnak draws nothing.
//!
//! ```
//! use tabletop_core::deck::{Deck, Drawn, Pile, WhenEmpty, draw_with_policy};
//! use tabletop_core::GameRng;
//!
//! let mut rng = GameRng::seed_from(1);
//! let mut deck = Deck::from_top_down([1u8]);
//! let mut discard = Pile::new();
//! discard.put(2);
//! assert_eq!(draw_with_policy(&mut deck, &mut discard, WhenEmpty::ReshuffleDiscard, &mut rng), Drawn::Card(1));
//! assert_eq!(
//!     draw_with_policy(&mut deck, &mut discard, WhenEmpty::ReshuffleDiscard, &mut rng),
//!     Drawn::AfterReshuffle(2)
//! );
//! assert_eq!(draw_with_policy(&mut deck, &mut discard, WhenEmpty::ReshuffleDiscard, &mut rng), Drawn::RanOut);
//! ```

use crate::rng::GameRng;

/// A face-down, ordered pile of cards: draw from the top, put on the top or the bottom, search,
/// shuffle.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Deck<T> {
    /// Bottom card first; the top card is the last element.
    cards: Vec<T>,
}

impl<T> Default for Deck<T> {
    fn default() -> Self {
        Deck::new()
    }
}

impl<T> FromIterator<T> for Deck<T> {
    /// Builds a deck from cards listed top to bottom.
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Deck::from_top_down(iter)
    }
}

impl<T> Deck<T> {
    /// An empty deck.
    pub fn new() -> Deck<T> {
        Deck { cards: Vec::new() }
    }

    /// A deck of these cards, listed top to bottom (the first item is the top card).
    pub fn from_top_down(cards: impl IntoIterator<Item = T>) -> Deck<T> {
        let mut cards: Vec<T> = cards.into_iter().collect();
        cards.reverse();
        Deck { cards }
    }

    /// A deck of these cards, listed bottom to top (the last item is the top card). No copying.
    pub fn from_bottom_up(cards: Vec<T>) -> Deck<T> {
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
    pub fn draw(&mut self) -> Option<T> {
        self.cards.pop()
    }

    /// Takes the bottom card.
    pub fn draw_bottom(&mut self) -> Option<T> {
        if self.cards.is_empty() { None } else { Some(self.cards.remove(0)) }
    }

    /// Takes up to `n` cards from the top and appends them to `out` in the order drawn (the top
    /// card first). Returns how many were drawn: fewer than `n` when the deck ran out.
    pub fn draw_n(&mut self, n: usize, out: &mut Vec<T>) -> usize {
        let taken = n.min(self.cards.len());
        let start = self.cards.len() - taken;
        out.extend(self.cards.drain(start..).rev());
        taken
    }

    /// Puts a card on top.
    pub fn put_top(&mut self, card: T) {
        self.cards.push(card);
    }

    /// Puts a card at the bottom.
    pub fn put_bottom(&mut self, card: T) {
        self.cards.insert(0, card);
    }

    /// Puts cards on top so that they read top to bottom in the order given: the first item ends
    /// up as the new top card.
    pub fn put_top_many<I>(&mut self, cards: I)
    where
        I: IntoIterator<Item = T>,
        I::IntoIter: DoubleEndedIterator,
    {
        self.cards.extend(cards.into_iter().rev());
    }

    /// Puts cards under the deck so that they read top to bottom in the order given: the first
    /// item lies directly under the old bottom card, the last item is the new bottom card.
    pub fn put_bottom_many<I>(&mut self, cards: I)
    where
        I: IntoIterator<Item = T>,
        I::IntoIter: DoubleEndedIterator,
    {
        self.cards.splice(0..0, cards.into_iter().rev());
    }

    /// Inserts a card so that it lies at `depth` (0 puts it on top). A depth past the bottom
    /// puts it at the bottom.
    pub fn insert_at(&mut self, depth: usize, card: T) {
        let index = self.cards.len() - depth.min(self.cards.len());
        self.cards.insert(index, card);
    }

    /// The top card, without taking it.
    pub fn peek(&self) -> Option<&T> {
        self.cards.last()
    }

    /// The bottom card, without taking it.
    pub fn peek_bottom(&self) -> Option<&T> {
        self.cards.first()
    }

    /// The card at `depth` (0 is the top card).
    pub fn get(&self, depth: usize) -> Option<&T> {
        let index = self.cards.len().checked_sub(depth + 1)?;
        self.cards.get(index)
    }

    /// The cards from top to bottom.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator + '_ {
        self.cards.iter().rev()
    }

    /// The top `n` cards (fewer if the deck is smaller), from the top down.
    pub fn top(&self, n: usize) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator + '_ {
        let start = self.cards.len() - n.min(self.cards.len());
        self.cards[start..].iter().rev()
    }

    /// The cards as a slice, **bottom first** (the top card is last). Useful for counting and
    /// hashing without caring about direction.
    pub fn bottom_up(&self) -> &[T] {
        &self.cards
    }

    /// The depth of the topmost card matching `pred`.
    pub fn position(&self, pred: impl FnMut(&T) -> bool) -> Option<usize> {
        self.iter().position(pred)
    }

    /// Number of cards matching `pred`.
    pub fn count(&self, mut pred: impl FnMut(&T) -> bool) -> usize {
        self.cards.iter().filter(|card| pred(card)).count()
    }

    /// Whether the deck holds `card`.
    pub fn contains(&self, card: &T) -> bool
    where
        T: PartialEq,
    {
        self.cards.contains(card)
    }

    /// Takes the card at `depth` (0 is the top card).
    pub fn remove_at(&mut self, depth: usize) -> Option<T> {
        let index = self.cards.len().checked_sub(depth + 1)?;
        Some(self.cards.remove(index))
    }

    /// Searches from the top and takes the first card matching `pred`; the others keep their
    /// order.
    pub fn remove_first(&mut self, pred: impl FnMut(&T) -> bool) -> Option<T> {
        let depth = self.position(pred)?;
        self.remove_at(depth)
    }

    /// Searches only the top `n` cards ("search the top 9 cards for …") and takes the first one
    /// matching `pred`.
    pub fn remove_first_within(&mut self, n: usize, pred: impl FnMut(&T) -> bool) -> Option<T> {
        let depth = self.top(n).position(pred)?;
        self.remove_at(depth)
    }

    /// Takes every card matching `pred`, appending them to `out` from the top down; the others
    /// keep their order. Returns how many were taken.
    pub fn remove_all(&mut self, mut pred: impl FnMut(&T) -> bool, out: &mut Vec<T>) -> usize {
        let start = out.len();
        let mut kept = Vec::with_capacity(self.cards.len());
        for card in self.cards.drain(..) {
            if pred(&card) {
                out.push(card);
            } else {
                kept.push(card);
            }
        }
        self.cards = kept;
        out[start..].reverse();
        out.len() - start
    }

    /// Moves the topmost card matching `pred` to the top. Returns whether one was found.
    ///
    /// Effects that search a deck and put the card on top use it, and so do test fixtures that
    /// stack a deck for a rulebook example.
    pub fn move_to_top(&mut self, pred: impl FnMut(&T) -> bool) -> bool {
        match self.remove_first(pred) {
            Some(card) => {
                self.put_top(card);
                true
            }
            None => false,
        }
    }

    /// Shuffles the deck.
    pub fn shuffle(&mut self, rng: &mut GameRng) {
        rng.shuffle(&mut self.cards);
    }

    /// Adds a card and shuffles the whole deck (a double-sided card "shuffled back into its deck").
    pub fn shuffle_in(&mut self, card: T, rng: &mut GameRng) {
        self.cards.push(card);
        self.shuffle(rng);
    }

    /// Takes every card, from the top down.
    pub fn drain(&mut self) -> impl DoubleEndedIterator<Item = T> + ExactSizeIterator + '_ {
        self.cards.drain(..).rev()
    }

    /// Removes every card.
    pub fn clear(&mut self) {
        self.cards.clear();
    }
}

/// A face-up discard pile: cards go on top one at a time and keep their order, which anyone may
/// see.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pile<T> {
    /// Oldest card first; the top card is the last element.
    cards: Vec<T>,
}

impl<T> Default for Pile<T> {
    fn default() -> Self {
        Pile::new()
    }
}

impl<T> Pile<T> {
    /// An empty pile.
    pub fn new() -> Pile<T> {
        Pile { cards: Vec::new() }
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the pile has no cards.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Discards a card onto the top of the pile.
    pub fn put(&mut self, card: T) {
        self.cards.push(card);
    }

    /// Discards several cards one at a time, in the order given: the last one ends up on top.
    pub fn put_many(&mut self, cards: impl IntoIterator<Item = T>) {
        self.cards.extend(cards);
    }

    /// The top (most recently discarded) card.
    pub fn top(&self) -> Option<&T> {
        self.cards.last()
    }

    /// Takes the top card.
    pub fn take_top(&mut self) -> Option<T> {
        self.cards.pop()
    }

    /// The card at `depth` (0 is the top card).
    pub fn get(&self, depth: usize) -> Option<&T> {
        let index = self.cards.len().checked_sub(depth + 1)?;
        self.cards.get(index)
    }

    /// The cards from top to bottom.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator + '_ {
        self.cards.iter().rev()
    }

    /// The cards as a slice, **oldest first** (the top card is last).
    pub fn bottom_up(&self) -> &[T] {
        &self.cards
    }

    /// Whether the pile holds `card`.
    pub fn contains(&self, card: &T) -> bool
    where
        T: PartialEq,
    {
        self.cards.contains(card)
    }

    /// Number of cards matching `pred`.
    pub fn count(&self, mut pred: impl FnMut(&T) -> bool) -> usize {
        self.cards.iter().filter(|card| pred(card)).count()
    }

    /// The depth of the topmost card matching `pred`.
    pub fn position(&self, pred: impl FnMut(&T) -> bool) -> Option<usize> {
        self.iter().position(pred)
    }

    /// Takes the card at `depth` (0 is the top card).
    pub fn remove_at(&mut self, depth: usize) -> Option<T> {
        let index = self.cards.len().checked_sub(depth + 1)?;
        Some(self.cards.remove(index))
    }

    /// Searches from the top and takes the first card matching `pred` ("take a card from your
    /// discard pile"); the others keep their order.
    pub fn remove_first(&mut self, pred: impl FnMut(&T) -> bool) -> Option<T> {
        let depth = self.position(pred)?;
        self.remove_at(depth)
    }

    /// Takes every card, oldest first.
    pub fn drain(&mut self) -> impl DoubleEndedIterator<Item = T> + ExactSizeIterator + '_ {
        self.cards.drain(..)
    }

    /// Shuffles this pile into `deck` (the pile ends empty). An empty pile does nothing and the
    /// deck is **not** shuffled, as Arkham Horror LCG rules; returns whether anything was moved.
    pub fn shuffle_into(&mut self, deck: &mut Deck<T>, rng: &mut GameRng) -> bool {
        if self.cards.is_empty() {
            return false;
        }
        if deck.cards.is_empty() {
            // Reuse the pile's buffer: no allocation on the common "deck ran out" path.
            std::mem::swap(&mut deck.cards, &mut self.cards);
        } else {
            deck.cards.append(&mut self.cards);
        }
        deck.shuffle(rng);
        true
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
fn refill<T>(deck: &mut Deck<T>, discard: &mut Pile<T>, policy: WhenEmpty, rng: &mut GameRng) -> bool {
    debug_assert!(deck.is_empty(), "refill is only for an empty deck");
    match policy {
        WhenEmpty::Nothing => false,
        WhenEmpty::ReshuffleDiscard => discard.shuffle_into(deck, rng),
        WhenEmpty::FlipDiscard => {
            if discard.is_empty() {
                return false;
            }
            std::mem::swap(&mut deck.cards, &mut discard.cards);
            // The oldest discard must become the top card, which is the end of the vector.
            deck.cards.reverse();
            true
        }
    }
}

/// Draws the top card of `deck`, refilling it from `discard` by `policy` when it is empty.
pub fn draw_with_policy<T>(
    deck: &mut Deck<T>,
    discard: &mut Pile<T>,
    policy: WhenEmpty,
    rng: &mut GameRng,
) -> Drawn<T> {
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
pub fn draw_n_with_policy<T>(
    deck: &mut Deck<T>,
    discard: &mut Pile<T>,
    n: usize,
    policy: WhenEmpty,
    rng: &mut GameRng,
    out: &mut Vec<T>,
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
