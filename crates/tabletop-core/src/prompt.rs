//! Prompts: the shape of a decision a rule asks of a player, its legal answers and validation.
//!
//! Not used by a game yet: it is for Arkham Horror LCG's decisions that split an amount (damage
//! and horror assigned as one answer). The asking rule that decides whether to ask at all is
//! [`crate::resolve::ask`].
//!
//! A [`Prompt`] is one of: choose one of N, choose a subset (exactly N, up to N, or between two
//! counts), order K items, or split an amount among targets with per-target caps ("assign 3
//! damage between Roland and his ally"). The game keeps the prompt's meaning (which cards, which
//! targets) next to it in its own state; the prompt speaks only of indices.
//!
//! [`Prompt::for_each_answer`] lists every legal [`Answer`] for `legal_actions` without
//! allocating, and [`Prompt::validate`] explains why an answer is refused. Every prompt has at
//! most [`MAX_ANSWERS`] answers, checked when it is built, so listing them is always bounded; a
//! bigger decision must be asked in steps.
//!
//! ```
//! use tabletop_core::prompt::{Answer, Prompt};
//!
//! // Assign 3 damage: Roland can take 5 more, his ally 2.
//! let prompt = Prompt::split(3, &[5, 2]).expect("a valid prompt");
//! let mut answers = Vec::new();
//! prompt.for_each_answer(&mut |answer| answers.push(answer));
//! assert_eq!(answers.len(), 3, "3+0, 2+1, 1+2");
//! assert!(prompt.validate(&Answer::Split([0, 3].into_iter().collect())).is_err());
//! ```

use std::fmt;

use smallvec::SmallVec;

/// The most answers one prompt may have.
pub const MAX_ANSWERS: u64 = 65_536;
/// The most options a subset prompt may have (the width of a [`Selection`]).
pub const MAX_SUBSET_OPTIONS: u8 = 64;
/// The most items one order prompt may have (8! = 40,320 orders).
pub const MAX_ORDER_ITEMS: u8 = 8;
/// The most targets one split prompt may have.
pub const MAX_SPLIT_TARGETS: usize = 8;

/// A set of option indices below 64, as a bit mask.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Selection(u64);

impl Selection {
    /// Nothing selected.
    pub const EMPTY: Selection = Selection(0);

    /// The options whose bits are set (bit `i` for option `i`).
    pub fn from_bits(bits: u64) -> Selection {
        Selection(bits)
    }

    /// The selection of these options.
    ///
    /// # Errors
    ///
    /// [`PromptError::NoSuchOption`] for an index of 64 or more, [`PromptError::Repeated`] for
    /// an index listed twice.
    pub fn from_indices(indices: &[u8]) -> Result<Selection, PromptError> {
        let mut bits = 0u64;
        for &index in indices {
            if index >= MAX_SUBSET_OPTIONS {
                return Err(PromptError::NoSuchOption {
                    index: u16::from(index),
                    options: u16::from(MAX_SUBSET_OPTIONS),
                });
            }
            if bits & (1 << index) != 0 {
                return Err(PromptError::Repeated { item: u16::from(index) });
            }
            bits |= 1 << index;
        }
        Ok(Selection(bits))
    }

    /// The bit mask.
    pub fn bits(self) -> u64 {
        self.0
    }

    /// Whether option `index` is selected.
    pub fn contains(self, index: u8) -> bool {
        index < MAX_SUBSET_OPTIONS && self.0 & (1 << index) != 0
    }

    /// Number of options selected.
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether nothing is selected.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The selected options, in ascending order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(index)
        })
    }
}

/// An answer to a [`Prompt`].
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Answer {
    /// The chosen option of a choose-one prompt.
    One(u16),
    /// The chosen options of a subset prompt.
    Subset(Selection),
    /// The items of an order prompt, in the chosen order (first resolves first).
    Order(SmallVec<[u8; 8]>),
    /// The amount given to each target of a split prompt, in target order.
    Split(SmallVec<[u16; 4]>),
}

impl Answer {
    fn kind_name(&self) -> &'static str {
        match self {
            Answer::One(_) => "a choice of one option",
            Answer::Subset(_) => "a set of options",
            Answer::Order(_) => "an order",
            Answer::Split(_) => "a split",
        }
    }
}

/// The shape of a prompt, readable for front ends.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum PromptKind {
    /// Choose one of `options`.
    ChooseOne {
        /// Number of options.
        options: u16,
    },
    /// Choose between `min` and `max` of `options`, each at most once.
    ChooseSubset {
        /// Number of options.
        options: u8,
        /// Fewest to choose.
        min: u8,
        /// Most to choose.
        max: u8,
    },
    /// Put `items` items in an order.
    Order {
        /// Number of items.
        items: u8,
    },
    /// Split `amount` among targets, each taking at most its cap. The whole amount must be
    /// assigned, or as much as the caps allow if they add up to less.
    Split {
        /// The amount to assign.
        amount: u16,
        /// The most each target can take.
        caps: SmallVec<[u16; 4]>,
    },
}

impl PromptKind {
    fn answer_name(&self) -> &'static str {
        match self {
            PromptKind::ChooseOne { .. } => "a choice of one option",
            PromptKind::ChooseSubset { .. } => "a set of options",
            PromptKind::Order { .. } => "an order",
            PromptKind::Split { .. } => "a split",
        }
    }
}

/// Why a prompt could not be built or an answer was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PromptError {
    /// A prompt with nothing to choose from.
    #[error("a prompt needs at least one option")]
    NoOptions,
    /// The counts of a subset prompt are inconsistent.
    #[error("cannot choose {min} to {max} of {options} options")]
    BadRange {
        /// Number of options.
        options: u8,
        /// Fewest to choose.
        min: u8,
        /// Most to choose.
        max: u8,
    },
    /// A subset prompt with more options than a [`Selection`] holds.
    #[error("a subset prompt takes at most 64 options, not {options}")]
    TooManyOptions {
        /// Number of options asked for.
        options: u8,
    },
    /// An order prompt with too many items.
    #[error("at most 8 items can be ordered in one prompt, not {items}")]
    TooManyItems {
        /// Number of items asked for.
        items: u8,
    },
    /// A split prompt with no targets or too many.
    #[error("a split takes 1 to 8 targets, not {targets}")]
    SplitTargets {
        /// Number of targets asked for.
        targets: usize,
    },
    /// The prompt would have too many answers to list.
    #[error("this prompt would have {count} answers, more than 65536; ask it in steps")]
    TooManyAnswers {
        /// Number of answers (saturated at `u64::MAX`).
        count: u64,
    },
    /// The answer does not fit the prompt's kind.
    #[error("expected {expected}, not {found}")]
    WrongKind {
        /// What the prompt asks for.
        expected: &'static str,
        /// What the answer gave.
        found: &'static str,
    },
    /// An option or item index that does not exist.
    #[error("option {index} does not exist; there are {options}")]
    NoSuchOption {
        /// The index given.
        index: u16,
        /// Number of options.
        options: u16,
    },
    /// Too few or too many options chosen.
    #[error("{}", count_message(.min, .max, .chosen))]
    WrongCount {
        /// Fewest to choose.
        min: u8,
        /// Most to choose.
        max: u8,
        /// How many were chosen.
        chosen: u32,
    },
    /// An item listed twice.
    #[error("item {item} is listed twice")]
    Repeated {
        /// The item.
        item: u16,
    },
    /// An order that does not list every item.
    #[error("the order must list each of the {items} items once, not {given} entries")]
    OrderLength {
        /// Number of items.
        items: u8,
        /// Entries given.
        given: usize,
    },
    /// A split with the wrong number of amounts.
    #[error("the split must give an amount to each of the {targets} targets, not {given}")]
    SplitLength {
        /// Number of targets.
        targets: usize,
        /// Amounts given.
        given: usize,
    },
    /// A target given more than it can take.
    #[error("target {target} can take at most {cap}, not {amount}")]
    OverCap {
        /// The target's index.
        target: usize,
        /// The most it can take.
        cap: u16,
        /// The amount given.
        amount: u16,
    },
    /// A split whose amounts do not add up.
    #[error("the split must assign exactly {required} in total, not {total}")]
    WrongTotal {
        /// The amount to assign.
        required: u16,
        /// The sum given.
        total: u32,
    },
}

fn count_message(min: &u8, max: &u8, chosen: &u32) -> String {
    if min == max {
        format!("choose exactly {min}, not {chosen}")
    } else if *min == 0 {
        format!("choose at most {max}, not {chosen}")
    } else {
        format!("choose {min} to {max}, not {chosen}")
    }
}

/// A decision asked of a player, validated when built (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Prompt {
    kind: PromptKind,
}

impl Prompt {
    /// Choose one of `options`.
    ///
    /// # Errors
    ///
    /// [`PromptError::NoOptions`] if `options` is 0.
    pub fn choose_one(options: u16) -> Result<Prompt, PromptError> {
        if options == 0 {
            return Err(PromptError::NoOptions);
        }
        Ok(Prompt { kind: PromptKind::ChooseOne { options } })
    }

    /// Choose exactly `n` of `options`.
    ///
    /// # Errors
    ///
    /// As [`Prompt::choose_between`].
    pub fn choose_exactly(options: u8, n: u8) -> Result<Prompt, PromptError> {
        Prompt::choose_between(options, n, n)
    }

    /// Choose up to `n` of `options` (possibly none).
    ///
    /// # Errors
    ///
    /// As [`Prompt::choose_between`].
    pub fn choose_up_to(options: u8, n: u8) -> Result<Prompt, PromptError> {
        Prompt::choose_between(options, 0, n)
    }

    /// Choose between `min` and `max` of `options`, each at most once.
    ///
    /// # Errors
    ///
    /// A [`PromptError`] if `options` is above [`MAX_SUBSET_OPTIONS`], `min > max`,
    /// `max > options`, or there would be more than [`MAX_ANSWERS`] answers.
    pub fn choose_between(options: u8, min: u8, max: u8) -> Result<Prompt, PromptError> {
        if options > MAX_SUBSET_OPTIONS {
            return Err(PromptError::TooManyOptions { options });
        }
        if min > max || max > options {
            return Err(PromptError::BadRange { options, min, max });
        }
        Prompt::checked(PromptKind::ChooseSubset { options, min, max })
    }

    /// Put `items` items in an order.
    ///
    /// # Errors
    ///
    /// A [`PromptError`] if `items` is 0 or above [`MAX_ORDER_ITEMS`].
    pub fn order(items: u8) -> Result<Prompt, PromptError> {
        if items == 0 {
            return Err(PromptError::NoOptions);
        }
        if items > MAX_ORDER_ITEMS {
            return Err(PromptError::TooManyItems { items });
        }
        Ok(Prompt { kind: PromptKind::Order { items } })
    }

    /// Split `amount` among targets that can each take at most their cap. The answer must
    /// assign the whole amount, or the sum of the caps if that is less.
    ///
    /// # Errors
    ///
    /// A [`PromptError`] if there are no targets or more than [`MAX_SPLIT_TARGETS`], or more
    /// than [`MAX_ANSWERS`] answers.
    pub fn split(amount: u16, caps: &[u16]) -> Result<Prompt, PromptError> {
        if caps.is_empty() || caps.len() > MAX_SPLIT_TARGETS {
            return Err(PromptError::SplitTargets { targets: caps.len() });
        }
        Prompt::checked(PromptKind::Split { amount, caps: SmallVec::from_slice(caps) })
    }

    fn checked(kind: PromptKind) -> Result<Prompt, PromptError> {
        let prompt = Prompt { kind };
        let count = prompt.answer_count();
        if count > MAX_ANSWERS {
            return Err(PromptError::TooManyAnswers { count });
        }
        Ok(prompt)
    }

    /// The prompt's shape.
    pub fn kind(&self) -> &PromptKind {
        &self.kind
    }

    /// For a split: the total the answer must assign.
    fn split_required(amount: u16, caps: &[u16]) -> u16 {
        let capacity: u32 = caps.iter().map(|&cap| u32::from(cap)).sum();
        u16::try_from(capacity.min(u32::from(amount))).unwrap_or(amount)
    }

    /// Number of legal answers (at most [`MAX_ANSWERS`] for a prompt that was built).
    pub fn answer_count(&self) -> u64 {
        match &self.kind {
            PromptKind::ChooseOne { options } => u64::from(*options),
            PromptKind::ChooseSubset { options, min, max } => {
                let total: u128 = (*min..=*max).map(|k| binomial(*options, k)).sum();
                u64::try_from(total).unwrap_or(u64::MAX)
            }
            PromptKind::Order { items } => (1..=u64::from(*items)).product(),
            PromptKind::Split { amount, caps } => split_count(Prompt::split_required(*amount, caps), caps),
        }
    }

    /// The only legal answer, when there is exactly one (a decision nobody needs to make).
    pub fn only_answer(&self) -> Option<Answer> {
        if self.answer_count() != 1 {
            return None;
        }
        let mut only = None;
        self.for_each_answer(&mut |answer| only = Some(answer));
        only
    }

    /// Calls `f` with every legal answer, in a fixed order: options ascending; subsets by size,
    /// then in colexicographic order; orders lexicographically from the identity; splits
    /// lexicographically by amount.
    pub fn for_each_answer(&self, f: &mut dyn FnMut(Answer)) {
        match &self.kind {
            PromptKind::ChooseOne { options } => (0..*options).for_each(|i| f(Answer::One(i))),
            PromptKind::ChooseSubset { options, min, max } => {
                for k in *min..=*max {
                    for_each_combination(*options, k, &mut |bits| f(Answer::Subset(Selection(bits))));
                }
            }
            PromptKind::Order { items } => {
                let mut order: SmallVec<[u8; 8]> = (0..*items).collect();
                loop {
                    f(Answer::Order(order.clone()));
                    if !next_permutation(&mut order) {
                        break;
                    }
                }
            }
            PromptKind::Split { amount, caps } => {
                let required = Prompt::split_required(*amount, caps);
                let mut values: SmallVec<[u16; 4]> = SmallVec::new();
                for_each_split(caps, required, &mut values, f);
            }
        }
    }

    /// Appends every legal answer to `out`.
    pub fn answers(&self, out: &mut Vec<Answer>) {
        self.for_each_answer(&mut |answer| out.push(answer));
    }

    /// Checks an answer.
    ///
    /// # Errors
    ///
    /// A [`PromptError`] saying what is wrong with it, in the player's terms.
    pub fn validate(&self, answer: &Answer) -> Result<(), PromptError> {
        match (&self.kind, answer) {
            (PromptKind::ChooseOne { options }, Answer::One(index)) => {
                if index >= options {
                    return Err(PromptError::NoSuchOption { index: *index, options: *options });
                }
                Ok(())
            }
            (PromptKind::ChooseSubset { options, min, max }, Answer::Subset(selection)) => {
                if let Some(index) = selection.iter().find(|&i| i >= *options) {
                    return Err(PromptError::NoSuchOption {
                        index: u16::from(index),
                        options: u16::from(*options),
                    });
                }
                let chosen = selection.len();
                if chosen < u32::from(*min) || chosen > u32::from(*max) {
                    return Err(PromptError::WrongCount { min: *min, max: *max, chosen });
                }
                Ok(())
            }
            (PromptKind::Order { items }, Answer::Order(order)) => {
                let mut seen = 0u64;
                for &item in order {
                    if item >= *items {
                        return Err(PromptError::NoSuchOption {
                            index: u16::from(item),
                            options: u16::from(*items),
                        });
                    }
                    if seen & (1 << item) != 0 {
                        return Err(PromptError::Repeated { item: u16::from(item) });
                    }
                    seen |= 1 << item;
                }
                if order.len() != usize::from(*items) {
                    return Err(PromptError::OrderLength { items: *items, given: order.len() });
                }
                Ok(())
            }
            (PromptKind::Split { amount, caps }, Answer::Split(values)) => {
                if values.len() != caps.len() {
                    return Err(PromptError::SplitLength { targets: caps.len(), given: values.len() });
                }
                if let Some((target, (&amount, &cap))) =
                    values.iter().zip(caps.iter()).enumerate().find(|(_, (value, cap))| value > cap)
                {
                    return Err(PromptError::OverCap { target, cap, amount });
                }
                let total: u32 = values.iter().map(|&v| u32::from(v)).sum();
                let required = Prompt::split_required(*amount, caps);
                if total != u32::from(required) {
                    return Err(PromptError::WrongTotal { required, total });
                }
                Ok(())
            }
            (kind, answer) => {
                Err(PromptError::WrongKind { expected: kind.answer_name(), found: answer.kind_name() })
            }
        }
    }
}

impl fmt::Display for Prompt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            PromptKind::ChooseOne { options } => write!(f, "choose 1 of {options}"),
            PromptKind::ChooseSubset { options, min, max } if min == max => {
                write!(f, "choose {min} of {options}")
            }
            PromptKind::ChooseSubset { options, min: 0, max } => write!(f, "choose up to {max} of {options}"),
            PromptKind::ChooseSubset { options, min, max } => write!(f, "choose {min} to {max} of {options}"),
            PromptKind::Order { items } => write!(f, "order {items} items"),
            PromptKind::Split { amount, caps } => {
                write!(f, "split {amount} among {} targets (at most ", caps.len())?;
                for (i, cap) in caps.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{cap}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// `n` choose `k`, exactly (n ≤ 64 fits in u128).
fn binomial(n: u8, k: u8) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut result: u128 = 1;
    for i in 0..k {
        result = result * u128::from(n - i) / u128::from(i + 1);
    }
    result
}

/// Calls `f` with every `k`-subset of `0..n` as a bit mask (Gosper's hack, in u128 so `n = 64`
/// cannot overflow).
fn for_each_combination(n: u8, k: u8, f: &mut dyn FnMut(u64)) {
    if k > n {
        return;
    }
    if k == 0 {
        f(0);
        return;
    }
    let limit: u128 = 1 << n;
    let mut x: u128 = (1 << k) - 1;
    while x < limit {
        f(x as u64);
        let c = x & x.wrapping_neg();
        let r = x + c;
        x = (((r ^ x) >> 2) / c) | r;
    }
}

/// Steps to the next permutation in lexicographic order; false after the last one.
fn next_permutation(items: &mut [u8]) -> bool {
    let Some(i) = items.windows(2).rposition(|pair| pair[0] < pair[1]) else {
        return false;
    };
    let j = items.iter().rposition(|&item| item > items[i]).unwrap_or(i + 1);
    items.swap(i, j);
    items[i + 1..].reverse();
    true
}

/// Number of ways to give each target `0..=cap` so that the amounts add up to `required`.
fn split_count(required: u16, caps: &[u16]) -> u64 {
    let required = usize::from(required);
    // ways[s]: ways to reach sum s with the targets so far. Exact in u128 for any u16 input.
    let mut ways = vec![0u128; required + 1];
    ways[0] = 1;
    let mut prefix = vec![0u128; required + 2];
    for &cap in caps {
        let cap = usize::from(cap);
        for s in 0..=required {
            prefix[s + 1] = prefix[s] + ways[s];
        }
        for s in 0..=required {
            let low = s.saturating_sub(cap);
            ways[s] = prefix[s + 1] - prefix[low];
        }
    }
    u64::try_from(ways[required]).unwrap_or(u64::MAX)
}

/// Enumerates splits of `remaining` over the targets after `values`, lexicographically.
fn for_each_split(caps: &[u16], remaining: u16, values: &mut SmallVec<[u16; 4]>, f: &mut dyn FnMut(Answer)) {
    let target = values.len();
    if target == caps.len() {
        if remaining == 0 {
            f(Answer::Split(values.clone()));
        }
        return;
    }
    let later: u32 = caps[target + 1..].iter().map(|&cap| u32::from(cap)).sum();
    let low = u32::from(remaining).saturating_sub(later) as u16;
    let high = caps[target].min(remaining);
    for value in low..=high {
        values.push(value);
        for_each_split(caps, remaining - value, values, f);
        values.pop();
    }
}

#[cfg(test)]
mod tests;
