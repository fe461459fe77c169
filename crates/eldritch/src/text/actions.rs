//! Actions as text.

use content::eldritch as data;
use tabletop_core::Lang;

use super::effects::{describe_pick, effects_text};
use super::names::{
    card_def_name, code_name, inv_name, investigator_def_name, loc_name, monster_name, mythos_name,
    skill_name, ticket_name, unavailable,
};
use crate::action::{Action, EncounterChoice, Item};
use crate::state::State;

pub(crate) fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
    let uk = lang == Lang::Uk;
    match action {
        Action::Travel { route } => {
            let names: Vec<&str> = route.iter().map(|&l| loc_name(l, lang)).collect();
            format!("{} {}", if uk { "Подорож:" } else { "Travel:" }, names.join(" → "))
        }
        Action::Rest => (if uk { "Відпочинок" } else { "Rest" }).to_owned(),
        Action::Prepare { gain, discard } => format!(
            "{} {}{}",
            if uk { "Приготування до подорожі:" } else { "Prepare for Travel:" },
            ticket_name(*gain, lang),
            discard
                .map(|d| format!(" ({} {})", if uk { "скинути" } else { "discard" }, ticket_name(d, lang)))
                .unwrap_or_default()
        ),
        Action::AcquireAssets => (if uk { "Отримання активів" } else { "Acquire Assets" }).to_owned(),
        Action::Trade { with, item } => {
            let what = match item {
                Item::Clue => "Clue".to_owned(),
                Item::Ticket(t) => ticket_name(*t, lang).to_owned(),
                Item::Asset(c) => card_def_name(data::ASSETS, *c, lang).to_owned(),
                Item::Artifact(c) => card_def_name(data::ARTIFACTS, *c, lang).to_owned(),
                Item::Spell(c) => card_def_name(data::SPELLS, *c, lang).to_owned(),
            };
            format!("{} {what} → {}", if uk { "Обмін:" } else { "Trade:" }, inv_name(state, *with, lang))
        }
        Action::SheetAction => (if uk { "Дія дослідника" } else { "Investigator Action" }).to_owned(),
        Action::WorkOnMystery => {
            (if uk { "Таємниця: витратити доказ" } else { "Mystery: spend a Clue" }).to_owned()
        }
        Action::EndTurn => (if uk { "Завершити дії" } else { "End turn" }).to_owned(),
        Action::Reroll => (if uk {
            "Витратити доказ і перекинути кубик"
        } else {
            "Spend a Clue to reroll a die"
        })
        .to_owned(),
        Action::BankLoan => (if uk { "Банківська позика" } else { "Bank Loan" }).to_owned(),
        Action::Keep => (if uk { "Прийняти результат" } else { "Keep the roll" }).to_owned(),
        Action::Buy(mask) => {
            let names: Vec<&str> = (0..4)
                .filter(|slot| mask & (1 << slot) != 0)
                .filter_map(|slot| state.reserve[slot])
                .map(|card| card_def_name(data::ASSETS, card, lang))
                .collect();
            format!("{} {}", if uk { "Придбати:" } else { "Buy:" }, names.join(", "))
        }
        Action::DiscardReserve(slot) => {
            format!("{} {slot}", if uk { "Скинути з резерву" } else { "Discard Reserve slot" })
        }
        Action::BuyNothing => (if uk { "Нічого не брати" } else { "Take nothing" }).to_owned(),
        Action::Fight(index) => {
            let name = state
                .monsters
                .at(usize::from(*index))
                .map_or(unavailable(lang), |m| monster_name(m.kind, lang));
            format!("{} {name}", if uk { "Бій:" } else { "Fight:" })
        }
        Action::Encounter(choice) => {
            let (en, ukr) = match choice {
                EncounterChoice::General => ("General encounter", "Загальна зустріч"),
                EncounterChoice::Regional => ("City encounter", "Зустріч у місті"),
                EncounterChoice::Research => ("Research encounter", "Дослідницька зустріч"),
                EncounterChoice::OtherWorld => ("Other World encounter", "Зустріч в Іншому світі"),
                EncounterChoice::Expedition => ("Expedition encounter", "Експедиційна зустріч"),
                EncounterChoice::Special => ("Special encounter", "Особлива зустріч"),
                EncounterChoice::MysterySite => ("Mystery encounter", "Зустріч таємниці"),
                EncounterChoice::AncientOne => ("Confront the Ancient One", "Протистояти Стародавньому"),
                EncounterChoice::Fallen => {
                    ("Encounter the defeated investigator", "Зустріч з переможеним дослідником")
                }
                EncounterChoice::Rumor(card) => {
                    return format!("{} {}", if uk { "Чутка:" } else { "Rumor:" }, mythos_name(*card, lang));
                }
            };
            (if uk { ukr } else { en }).to_owned()
        }
        Action::SkipEncounter => {
            (if uk { "Пропустити зустріч" } else { "Skip the encounter" }).to_owned()
        }
        Action::ChooseSkill(skill) => {
            format!("{} {}", if uk { "Поліпшити" } else { "Improve" }, skill_name(*skill, lang))
        }
        Action::MysterySpend => (if uk {
            "Витратити докази на таємницю"
        } else {
            "Spend Clues on the Mystery"
        })
        .to_owned(),
        Action::MysteryDecline => (if uk { "Не витрачати" } else { "Decline" }).to_owned(),
        Action::ChooseInvestigator(def) => format!(
            "{} {}",
            if uk { "Новий дослідник:" } else { "New investigator:" },
            investigator_def_name(*def, lang)
        ),
        Action::PassLead(seat) => format!(
            "{} {}",
            if uk { "Передати жетон:" } else { "Pass the Lead to" },
            inv_name(state, *seat, lang)
        ),
        Action::KeepLead => (if uk { "Залишити жетон" } else { "Keep the Lead" }).to_owned(),
        Action::GateOrder(keep) => format!(
            "Gates: keep the {} on top, the other to the bottom",
            if *keep == 0 { "top one" } else { "second one" }
        ),
        Action::GrantAction(seat) => format!(
            "{} {}",
            inv_name(state, *seat, lang),
            if uk {
                "може виконати 1 додаткову дію"
            } else {
                "may perform 1 additional action"
            }
        ),
        Action::Cultists(None) => {
            (if uk { "Скинути всіх монстрів тут" } else { "Discard all Monsters here" }).to_owned()
        }
        Action::Cultists(Some(to)) if uk => format!("Перемістити культиста до {}", loc_name(*to, lang)),
        Action::Cultists(Some(to)) => format!("Move the Cultist to {}", loc_name(*to, lang)),
        Action::ShareClues { with, take } if *take > 0 && uk => {
            format!("Взяти доказів: {take} у {}", inv_name(state, *with, lang))
        }
        Action::ShareClues { with, take } if *take > 0 => {
            format!("Take {take} Clue(s) from {}", inv_name(state, *with, lang))
        }
        Action::ShareClues { with, take } if uk => {
            format!("Віддати доказів: {} {}", take.unsigned_abs(), inv_name(state, *with, lang))
        }
        Action::ShareClues { with, take } => {
            format!("Give {} Clue(s) to {}", take.unsigned_abs(), inv_name(state, *with, lang))
        }
        Action::RecruitAlly => (if uk {
            "Завербувати союзника (перевірка впливу)"
        } else {
            "Recruit an Ally (test Influence)"
        })
        .to_owned(),
        Action::TakeAlly(card) => {
            format!("{} {}", if uk { "Взяти:" } else { "Take:" }, card_def_name(data::ASSETS, *card, lang))
        }
        Action::Convert { spend_health, amount } => {
            if uk {
                let (spent, gained) = if *spend_health {
                    ("здоров'я", "розуму")
                } else {
                    ("розуму", "здоров'я")
                };
                format!("Витратити {amount} {spent}, щоб відновити {amount} {gained}")
            } else {
                let (spent, gained) = if *spend_health { ("Health", "Sanity") } else { ("Sanity", "Health") };
                format!("Spend {amount} {spent} to recover {amount} {gained}")
            }
        }
        Action::Respend { from, to } => {
            let spent: Vec<&str> = data::Skill::ALL
                .into_iter()
                .filter(|&s| from & (1 << s as u8) != 0)
                .map(|s| skill_name(s, lang))
                .collect();
            if uk {
                format!(
                    "Витратити поліпшення ({}), щоб поліпшити {}",
                    spent.join(", "),
                    skill_name(*to, lang)
                )
            } else {
                format!("Spend the {} improvements to improve {}", spent.join(", "), skill_name(*to, lang))
            }
        }
        Action::Wound(index) | Action::Banish(index) => {
            let name = state
                .monsters
                .at(usize::from(*index))
                .map_or(unavailable(lang), |m| monster_name(m.kind, lang));
            let verb = match (matches!(action, Action::Wound(_)), uk) {
                (true, false) => "Wound",
                (false, false) => "Discard",
                (true, true) => "Поранити",
                (false, true) => "Скинути",
            };
            format!("{verb}: {name}")
        }
        Action::Sail(to) if uk => format!("Відплисти до {}, потім 1 додаткова дія", loc_name(*to, lang)),
        Action::Sail(to) => format!("Sail to {}, then 1 additional action", loc_name(*to, lang)),
        Action::Teleport(to) if uk => format!("Переміститися до {}", loc_name(*to, lang)),
        Action::Teleport(to) => format!("Move to {}", loc_name(*to, lang)),
        Action::Stay => (if uk { "Залишитися" } else { "Stay" }).to_owned(),
        Action::RerollWithSanity => (if uk {
            "Витратити 1 розум, щоб перекинути кубик"
        } else {
            "Spend 1 Sanity to reroll a die"
        })
        .to_owned(),
        Action::BuyFor { mask, to } => {
            let names: Vec<&str> = (0..4)
                .filter(|slot| mask & (1 << slot) != 0)
                .filter_map(|slot| state.reserve[slot])
                .map(|card| card_def_name(data::ASSETS, card, lang))
                .collect();
            if uk {
                format!("Купити {} для {}", names.join(", "), inv_name(state, *to, lang))
            } else {
                format!("Buy {} for {}", names.join(", "), inv_name(state, *to, lang))
            }
        }
        Action::SolveRumor => (if uk {
            "Витратити докази, щоб розв'язати чутку"
        } else {
            "Spend Clues to solve the Rumor"
        })
        .to_owned(),
        Action::DeclineRumor => (if uk { "Не витрачати" } else { "Decline" }).to_owned(),
        Action::UseCard(code) => {
            format!("{} {}", if uk { "Дія карти:" } else { "Use" }, code_name(*code, lang))
        }
        Action::CardReroll(code) => {
            format!("{} ({})", if uk { "Перекинути" } else { "Reroll" }, code_name(*code, lang))
        }
        Action::BumpDie(code) => {
            format!(
                "{} ({})",
                if uk { "Додати 1 до кубика" } else { "Add 1 to a die" },
                code_name(*code, lang)
            )
        }
        Action::Pick(answer) => match state.pending {
            Some(crate::state::Pending::Pick { pick, .. }) => {
                let typed = match *answer {
                    crate::Answer::Legacy(raw) => pick.answer(raw),
                    typed => typed,
                };
                match pick.raw(typed) {
                    Some(raw) => describe_pick(state, pick, raw, lang),
                    None => format!("Choice {typed:?}"),
                }
            }
            _ => format!("Choice {answer:?}"),
        },
        Action::Decline => match state.pending {
            Some(crate::state::Pending::Pick { pick: crate::effects::Pick::Offer(offer), .. })
                if offer.then == [data::Effect::Custom(crate::hooks::CAST_THIS)] =>
            {
                (if uk { "Не творити закляття" } else { "Do not cast it" }).to_owned()
            }
            Some(crate::state::Pending::Pick { pick: crate::effects::Pick::Offer(offer), .. }) => format!(
                "{} {}",
                if uk { "Не сплачувати:" } else { "Do not pay:" },
                effects_text(offer.otherwise, lang)
            ),
            Some(crate::state::Pending::Pick { pick: crate::effects::Pick::Prevent { .. }, .. }) => {
                (if uk { "Не запобігати втраті" } else { "Do not prevent the loss" }).to_owned()
            }
            _ => (if uk { "Відмовитися" } else { "Decline" }).to_owned(),
        },
    }
}

/// The printed text of the cards an action buys, takes or uses, for a person who asks (`d N`).
/// `None` for actions that name no card.
pub(crate) fn describe_action_detail(state: &State, action: &Action, lang: Lang) -> Option<String> {
    let cards: Vec<&'static data::CardDef> = match action {
        Action::Buy(mask) | Action::BuyFor { mask, .. } => (0..4)
            .filter(|slot| mask & (1 << slot) != 0)
            .filter_map(|slot| state.reserve[slot])
            .filter_map(|card| data::ASSETS.get(usize::from(card)))
            .collect(),
        Action::TakeAlly(card) => data::ASSETS.get(usize::from(*card)).into_iter().collect(),
        Action::UseCard(code) | Action::CardReroll(code) | Action::BumpDie(code) => {
            crate::cards::get_def(*code).into_iter().collect()
        }
        _ => Vec::new(),
    };
    if cards.is_empty() {
        return None;
    }
    let lines: Vec<String> =
        cards.iter().map(|def| format!("{}: {}", lang.pick(def.name, None, def.uk), def.text)).collect();
    Some(lines.join("\n"))
}
