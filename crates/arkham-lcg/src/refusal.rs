//! Why an action is refused ([`Refusal`]): the rule's stable code and its words in English,
//! Russian and Ukrainian.

use tabletop_core::Lang;

/// Why an action is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The action is not among the legal ones now.
    NotAllowed,
}

impl Refusal {
    /// Every refusal.
    pub const ALL: &'static [Refusal] = &[Refusal::NotAllowed];

    /// The stable code of [`tabletop_core::ActionError::code`].
    pub fn code(self) -> &'static str {
        match self {
            Refusal::NotAllowed => "arkham-lcg.not-allowed",
        }
    }

    /// The refusal in `lang`, of the action that `action` describes (in `lang` too).
    pub fn text(self, action: &str, lang: Lang) -> String {
        match (self, lang) {
            (Refusal::NotAllowed, Lang::En) => format!("{action} is not allowed now"),
            (Refusal::NotAllowed, Lang::Ru) => format!("сейчас так нельзя: {action}"),
            (Refusal::NotAllowed, Lang::Uk) => format!("зараз так не можна: {action}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 10: every refusal reads in Russian and Ukrainian, not in English words.
    #[test]
    fn every_refusal_has_russian_and_ukrainian_words() {
        for &refusal in Refusal::ALL {
            assert!(refusal.code().starts_with("arkham-lcg."), "{refusal:?}");
            let en = refusal.text("Investigate", Lang::En);
            for lang in [Lang::Ru, Lang::Uk] {
                let text = refusal.text("Investigate", lang);
                assert!(!text.is_empty(), "{refusal:?} {lang:?}");
                assert_ne!(text, en, "{refusal:?} {lang:?}");
            }
        }
    }
}
