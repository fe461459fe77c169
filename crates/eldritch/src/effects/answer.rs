//! The typed answers of a [`Pick`]: the engine lists and resolves a compact number per question
//! (an option, a seat, a card code, a location index, ...); actions carry it as an [`Answer`]
//! whose kind says what the number is, so that a serialized action names content by id.

use content::eldritch::{CardDeck, Cost};

use super::{Pick, card_code};
use crate::action::Answer;

impl Pick {
    /// The answer that the number `raw` (as `State::pick_answers` lists it) gives to this
    /// question.
    pub(crate) fn answer(self, raw: u16) -> Answer {
        let small = u8::try_from(raw).unwrap_or(u8::MAX);
        match self {
            Pick::Option(_) => Answer::Option(small),
            Pick::Offer(offer) if !discards(offer.cost) => Answer::Pay,
            Pick::Offer(_) | Pick::Discard(_) | Pick::CombatBoost(_) | Pick::Prevent { .. } => {
                Answer::Card(raw)
            }
            Pick::DiscardCondition(_) => Answer::Card(card_code(CardDeck::Condition, small)),
            Pick::Investigator(_) => Answer::Seat(small),
            Pick::Reserve(_) => Answer::Slot(small),
            Pick::Move(_)
            | Pick::ClueSpace
            | Pick::RemoteClue
            | Pick::MoveClue(_)
            | Pick::DamageSpace(_)
            | Pick::DiscardGate
            | Pick::HookSpace(_) => Answer::Location(small),
            Pick::Omen => Answer::Omen(small),
            Pick::DamageMonster(_) | Pick::DiscardMonster | Pick::HookMonster(_) => Answer::Monster(small),
        }
    }

    /// The number the engine resolves for `answer`, when `answer` is of the kind this question
    /// takes (`None` otherwise). An [`Answer::Legacy`] number is taken as it is.
    pub(crate) fn raw(self, answer: Answer) -> Option<u16> {
        if let Answer::Legacy(raw) = answer {
            return Some(raw);
        }
        let wanted = self.answer(0);
        let raw = match answer {
            Answer::Pay => 0,
            Answer::Option(n)
            | Answer::Seat(n)
            | Answer::Slot(n)
            | Answer::Location(n)
            | Answer::Omen(n)
            | Answer::Monster(n) => u16::from(n),
            Answer::Card(code) if matches!(self, Pick::DiscardCondition(_)) => {
                if code >> 8 != CardDeck::Condition as u16 {
                    return None;
                }
                code & 0xff
            }
            Answer::Card(code) => code,
            Answer::Legacy(raw) => raw,
        };
        (std::mem::discriminant(&answer) == std::mem::discriminant(&wanted)).then_some(raw)
    }
}

/// Whether an offer's cost discards a card (its answer names the card).
fn discards(cost: &[Cost]) -> bool {
    cost.iter().any(|cost| matches!(cost, Cost::Discard(_)))
}
