//! Localisation shared by every game: plural rules for English, Russian and Ukrainian, and nouns
//! that agree with a number.
//!
//! Russian and Ukrainian choose between three forms of a noun by the number's last digits (CLDR's
//! *one*, *few* and *many* for whole numbers): 1, 21, 101 take *one*; 2–4, 22–24 take *few*;
//! 0, 5–20, 25–30 take *many*. English has *one* (exactly 1) and *other*. [`Noun`] holds a word's
//! forms in the three languages and [`Noun::count`] writes "3 монеты" or "3 coins".
//!
//! ```
//! use tabletop_core::Lang;
//! use tabletop_core::locale::{Noun, Plural, plural};
//!
//! assert_eq!(plural(Lang::Ru, 22), Plural::Few);
//! assert_eq!(plural(Lang::Uk, 11), Plural::Many);
//! const COIN: Noun = Noun { en: ["coin", "coins"], ru: ["монета", "монеты", "монет"], uk: ["монета", "монети", "монет"] };
//! assert_eq!(COIN.count(Lang::Ru, 5), "5 монет");
//! assert_eq!(COIN.count(Lang::En, 1), "1 coin");
//! ```

use crate::Lang;

/// A plural category.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Plural {
    /// 1 (and in Russian and Ukrainian 21, 31, … but not 11).
    One,
    /// Russian and Ukrainian 2–4, 22–24, … (not 12–14).
    Few,
    /// Russian and Ukrainian 0, 5–20, 25–30, …
    Many,
    /// English: every number but 1.
    Other,
}

/// The plural category of `n` in `lang`.
pub fn plural(lang: Lang, n: u64) -> Plural {
    match lang {
        Lang::En => {
            if n == 1 {
                Plural::One
            } else {
                Plural::Other
            }
        }
        Lang::Ru | Lang::Uk => match (n % 10, n % 100) {
            (1, r) if r != 11 => Plural::One,
            (2..=4, r) if !(12..=14).contains(&r) => Plural::Few,
            _ => Plural::Many,
        },
    }
}

/// A noun in the three languages: English singular and plural; Russian and Ukrainian *one*,
/// *few* and *many* forms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Noun {
    /// English: singular, plural.
    pub en: [&'static str; 2],
    /// Russian: one, few, many.
    pub ru: [&'static str; 3],
    /// Ukrainian: one, few, many.
    pub uk: [&'static str; 3],
}

impl Noun {
    /// The form that agrees with `n`.
    pub fn form(&self, lang: Lang, n: u64) -> &'static str {
        let slavic = |forms: &[&'static str; 3]| match plural(lang, n) {
            Plural::One => forms[0],
            Plural::Few => forms[1],
            Plural::Many | Plural::Other => forms[2],
        };
        match lang {
            Lang::En => self.en[usize::from(n != 1)],
            Lang::Ru => slavic(&self.ru),
            Lang::Uk => slavic(&self.uk),
        }
    }

    /// `n` and the form that agrees with it: "3 coins", "3 монеты".
    pub fn count(&self, lang: Lang, n: u64) -> String {
        format!("{n} {}", self.form(lang, n))
    }
}

/// The Russian or Ukrainian form for `n` among `one`, `few` and `many` (for callers that keep
/// their forms apart, such as a noun in another grammatical case).
pub fn slavic_form<'a>(n: u64, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    match plural(Lang::Ru, n) {
        Plural::One => one,
        Plural::Few => few,
        Plural::Many | Plural::Other => many,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_and_ukrainian_plurals_follow_the_last_two_digits() {
        let cases =
            [(0, Plural::Many), (1, Plural::One), (2, Plural::Few), (4, Plural::Few), (5, Plural::Many)];
        let more = [
            (11, Plural::Many),
            (12, Plural::Many),
            (14, Plural::Many),
            (21, Plural::One),
            (22, Plural::Few),
        ];
        let big = [(111, Plural::Many), (101, Plural::One), (1_000_002, Plural::Few), (25, Plural::Many)];
        for (n, want) in cases.into_iter().chain(more).chain(big) {
            assert_eq!(plural(Lang::Ru, n), want, "ru {n}");
            assert_eq!(plural(Lang::Uk, n), want, "uk {n}");
        }
        assert_eq!(plural(Lang::En, 1), Plural::One);
        assert_eq!(plural(Lang::En, 0), Plural::Other);
        assert_eq!(plural(Lang::En, 21), Plural::Other);
    }

    #[test]
    fn a_noun_agrees_with_its_number_in_each_language() {
        let clue = Noun {
            en: ["clue", "clues"],
            ru: ["улика", "улики", "улик"],
            uk: ["доказ", "докази", "доказів"],
        };
        assert_eq!(clue.count(Lang::En, 2), "2 clues");
        assert_eq!(clue.count(Lang::Ru, 21), "21 улика");
        assert_eq!(clue.count(Lang::Uk, 3), "3 докази");
        assert_eq!(clue.count(Lang::Uk, 12), "12 доказів");
        assert_eq!(slavic_form(3, "a", "b", "c"), "b");
    }
}
