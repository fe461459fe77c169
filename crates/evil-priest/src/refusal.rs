//! Why an action is refused ([`Refusal`]): the rule's stable code and its words in English,
//! Russian and Ukrainian.

use tabletop_core::{ActionError, Lang};

use crate::action::Cultist;

/// Why an action is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The seat has no such cultist in its pool.
    NoCultist(Cultist),
    /// The space is not open to this cultist now.
    SpaceClosed,
    /// The space's cost cannot be paid.
    CannotPay,
    /// Not a valid way to pay the cost.
    WrongPayment,
    /// The placement is not possible now.
    Placement,
    /// A monster was already discarded this turn.
    MonsterDiscarded,
    /// Not a raid decision the seat can make now.
    Raid,
    /// Does not answer the current question.
    Answer,
    /// Not possible now.
    NotNow,
}

impl Refusal {
    /// One refusal of each kind (each cultist for [`Refusal::NoCultist`]).
    pub const EXAMPLES: &'static [Refusal] = &[
        Refusal::NoCultist(Cultist::Priest),
        Refusal::NoCultist(Cultist::Acolyte),
        Refusal::SpaceClosed,
        Refusal::CannotPay,
        Refusal::WrongPayment,
        Refusal::Placement,
        Refusal::MonsterDiscarded,
        Refusal::Raid,
        Refusal::Answer,
        Refusal::NotNow,
    ];

    /// The stable code of [`tabletop_core::ActionError::code`].
    pub fn code(self) -> &'static str {
        match self {
            Refusal::NoCultist(_) => "evil-priest.no-cultist",
            Refusal::SpaceClosed => "evil-priest.space-closed",
            Refusal::CannotPay => "evil-priest.cannot-pay",
            Refusal::WrongPayment => "evil-priest.wrong-payment",
            Refusal::Placement => "evil-priest.placement",
            Refusal::MonsterDiscarded => "evil-priest.monster-discarded",
            Refusal::Raid => "evil-priest.raid",
            Refusal::Answer => "evil-priest.answer",
            Refusal::NotNow => "evil-priest.not-now",
        }
    }

    /// The refusal in `lang`.
    pub fn text(self, lang: Lang) -> String {
        let [en, ru, uk] = match self {
            Refusal::NoCultist(Cultist::Priest) => [
                "you have no priest in your cultist pool",
                "в вашем запасе культистов нет жреца",
                "у вашому запасі культистів немає жерця",
            ],
            Refusal::NoCultist(Cultist::Acolyte) => [
                "you have no acolyte in your cultist pool",
                "в вашем запасе культистов нет аколита",
                "у вашому запасі культистів немає аколіта",
            ],
            Refusal::SpaceClosed => [
                "that space is not open to this cultist now (occupied, locked, or not allowed)",
                "это поле сейчас закрыто для этого культиста (занято, заперто или не разрешено)",
                "це поле зараз закрите для цього культиста (зайняте, замкнене або не дозволене)",
            ],
            Refusal::CannotPay => [
                "you cannot pay that space's cost",
                "вы не можете оплатить стоимость этого поля",
                "ви не можете сплатити вартість цього поля",
            ],
            Refusal::WrongPayment => [
                "that is not a valid way to pay the cost",
                "так оплатить стоимость нельзя",
                "так сплатити вартість не можна",
            ],
            Refusal::Placement => [
                "that placement is not possible now",
                "сейчас так выставить нельзя",
                "зараз так виставити не можна",
            ],
            Refusal::MonsterDiscarded => [
                "you already discarded a monster this turn",
                "вы уже сбросили монстра в этот ход",
                "ви вже скинули монстра цього ходу",
            ],
            Refusal::Raid => [
                "that is not a raid decision you can make now",
                "сейчас вы не можете принять такое решение в налёте",
                "зараз ви не можете ухвалити таке рішення під час нальоту",
            ],
            Refusal::Answer => [
                "that does not answer the current question",
                "это не ответ на текущий вопрос",
                "це не відповідь на поточне питання",
            ],
            Refusal::NotNow => [
                "that action is not possible now",
                "сейчас это действие невозможно",
                "зараз ця дія неможлива",
            ],
        };
        match lang {
            Lang::En => en,
            Lang::Ru => ru,
            Lang::Uk => uk,
        }
        .to_owned()
    }

    /// The refusal as the engine returns it: its code and English words.
    pub(crate) fn error(self) -> ActionError {
        ActionError::illegal(self.code(), self.text(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 10: every refusal reads in Russian and Ukrainian, not in English words.
    #[test]
    fn every_refusal_has_russian_and_ukrainian_words() {
        for &refusal in Refusal::EXAMPLES {
            assert!(refusal.code().starts_with("evil-priest."), "{refusal:?}");
            let en = refusal.text(Lang::En);
            for lang in [Lang::Ru, Lang::Uk] {
                let text = refusal.text(lang);
                assert!(!text.is_empty(), "{refusal:?} {lang:?}");
                assert_ne!(text, en, "{refusal:?} {lang:?}");
            }
        }
    }
}
