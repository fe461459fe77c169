//! Why an action is refused ([`Refusal`]): the rule's stable code and its words in English,
//! Russian and Ukrainian.

use tabletop_core::Lang;

use crate::state::State;

/// Why an action is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The game is over.
    Over,
    /// Another seat decides now.
    OtherSeat {
        /// The seat whose decision it is.
        waiting: u8,
        /// The seat that tried to act.
        seat: u8,
    },
    /// The action is not among the legal ones now.
    NotPossible,
    /// The seat does not exist.
    NoSuchSeat,
}

impl Refusal {
    /// One refusal of each kind, for tests and documentation.
    pub const EXAMPLES: &'static [Refusal] = &[
        Refusal::Over,
        Refusal::OtherSeat { waiting: 1, seat: 0 },
        Refusal::NotPossible,
        Refusal::NoSuchSeat,
    ];

    /// Why `seat`'s action, not legal in `state`, is refused.
    pub(crate) fn of(state: &State, seat: u8) -> Refusal {
        match &state.pending {
            None => Refusal::Over,
            Some((waiting, _)) if *waiting != seat => Refusal::OtherSeat { waiting: *waiting, seat },
            Some(_) => Refusal::NotPossible,
        }
    }

    /// The stable code of [`tabletop_core::ActionError::code`].
    pub fn code(self) -> &'static str {
        match self {
            Refusal::Over | Refusal::OtherSeat { .. } | Refusal::NotPossible => "arkham-2e.not-allowed",
            Refusal::NoSuchSeat => "arkham-2e.not-your-turn",
        }
    }

    /// The refusal in `lang`, of the action that `action` describes (in `lang` too).
    pub fn text(self, action: &str, lang: Lang) -> String {
        match (self, lang) {
            (Refusal::Over, Lang::En) => "the game is over".to_owned(),
            (Refusal::Over, Lang::Ru) => "игра окончена".to_owned(),
            (Refusal::Over, Lang::Uk) => "гру закінчено".to_owned(),
            (Refusal::OtherSeat { waiting, seat }, Lang::En) => {
                format!("it is seat {waiting}'s decision, not seat {seat}'s")
            }
            (Refusal::OtherSeat { waiting, seat }, Lang::Ru) => {
                format!("сейчас решает место {waiting}, а не место {seat}")
            }
            (Refusal::OtherSeat { waiting, seat }, Lang::Uk) => {
                format!("зараз вирішує місце {waiting}, а не місце {seat}")
            }
            (Refusal::NotPossible, Lang::En) => format!("{action} is not possible now"),
            (Refusal::NotPossible, Lang::Ru) => format!("сейчас это невозможно: {action}"),
            (Refusal::NotPossible, Lang::Uk) => format!("зараз це неможливо: {action}"),
            (Refusal::NoSuchSeat, Lang::En) => "no such seat".to_owned(),
            (Refusal::NoSuchSeat, Lang::Ru) => "такого места нет".to_owned(),
            (Refusal::NoSuchSeat, Lang::Uk) => "такого місця немає".to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 10: every refusal reads in Russian and Ukrainian, not in English words.
    #[test]
    fn every_refusal_has_russian_and_ukrainian_words() {
        for &refusal in Refusal::EXAMPLES {
            assert!(refusal.code().starts_with("arkham-2e."), "{refusal:?}");
            let en = refusal.text("Move", Lang::En);
            for lang in [Lang::Ru, Lang::Uk] {
                let text = refusal.text("Move", lang);
                assert!(!text.is_empty(), "{refusal:?} {lang:?}");
                assert_ne!(text, en, "{refusal:?} {lang:?}");
            }
        }
    }
}
