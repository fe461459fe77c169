//! Events as text.

use content::arnak::SITE_TILES;
use tabletop_core::Lang;

use super::names::{
    assistant_name, bonus_text, card_name, card_quoted, guardian_name, icons_text, marker_name, res_text,
    res_text_acc, rival_tile_name, ru_card_noun, site_name, space_name,
};
use crate::action::Event;
use crate::data::bonus_name;
use crate::state::{Pos, State};
/// Describes an event.
pub(crate) fn describe_event(state: &State, event: &Event, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let who = |seat: &u8| {
        let n = u32::from(*seat) + 1;
        if ru { format!("Игрок {n}") } else { format!("Player {n}") }
    };
    match event {
        Event::RoundStarted { round } => {
            if ru {
                format!("Раунд {round}")
            } else {
                format!("Round {round}")
            }
        }
        Event::TurnStarted { seat } => {
            if ru {
                format!("Ход: игрок {}", u32::from(*seat) + 1)
            } else {
                format!("Turn: player {}", u32::from(*seat) + 1)
            }
        }
        Event::Drew { seat, count } => {
            if ru {
                format!("{} берёт карт: {count}", who(seat))
            } else {
                format!("{} draws {count}", who(seat))
            }
        }
        Event::Played { seat, card } => {
            if ru {
                format!("{} разыгрывает карту {}", who(seat), card_quoted(*card, lang))
            } else {
                format!("{} plays {}", who(seat), card_name(*card, lang))
            }
        }
        Event::PlayedForTravel { seat, card } => {
            if ru {
                format!("{} использует карту {} как транспорт", who(seat), card_quoted(*card, lang))
            } else {
                format!("{} plays {} for travel", who(seat), card_name(*card, lang))
            }
        }
        Event::Chartered { seat, planes } => {
            if ru {
                format!("{} нанимает пилота ×{planes}", who(seat))
            } else {
                format!("{} charters {planes} plane(s)", who(seat))
            }
        }
        Event::Gained { seat, res } => {
            if ru {
                format!("{} получает {}", who(seat), res_text_acc(*res, lang))
            } else {
                format!("{} gains {}", who(seat), res_text(*res, lang))
            }
        }
        Event::Paid { seat, res } => {
            if ru {
                format!("{} платит {}", who(seat), res_text_acc(*res, lang))
            } else {
                format!("{} pays {}", who(seat), res_text(*res, lang))
            }
        }
        Event::GainedTravel { seat, icons } => {
            if ru {
                format!("{} получает транспорт: {}", who(seat), icons_text(*icons, lang))
            } else {
                format!("{} has travel left: {}", who(seat), icons_text(*icons, lang))
            }
        }
        Event::Dug { seat, site } => {
            if ru {
                format!("{} копает: {}", who(seat), site_name(state, *site, lang))
            } else {
                format!("{} digs at {}", who(seat), site_name(state, *site, lang))
            }
        }
        Event::Discovered { seat, site, idols } => {
            if ru {
                format!("{} открывает место раскопок ({} идол.)", who(seat), idols)
            } else {
                format!("{} discovers a site at spot {site} ({idols} idol(s))", who(seat))
            }
        }
        Event::SiteRevealed { site: _, tile } => {
            let name = SITE_TILES.get(usize::from(*tile)).map_or("?", |t| lang.pick(t.name, t.ru, None));
            if ru { format!("Открыто: {name}") } else { format!("New site: {name}") }
        }
        Event::GuardianAppeared { guardian, .. } => {
            if ru {
                format!("Появляется страж {}", guardian_name(*guardian, lang))
            } else {
                format!("A guardian appears: {}", guardian_name(*guardian, lang))
            }
        }
        Event::Activated { seat, site } => {
            if ru {
                format!("{} активирует {}", who(seat), site_name(state, *site, lang))
            } else {
                format!("{} activates {}", who(seat), site_name(state, *site, lang))
            }
        }
        Event::Overcame { seat, guardian } => {
            if ru {
                format!("{} побеждает стража {}", who(seat), guardian_name(*guardian, lang))
            } else {
                format!("{} overcomes {}", who(seat), guardian_name(*guardian, lang))
            }
        }
        Event::Bought { seat, card } => {
            if ru {
                format!("{} получает {} {}", who(seat), ru_card_noun(*card), card_quoted(*card, lang))
            } else {
                format!("{} takes {}", who(seat), card_name(*card, lang))
            }
        }
        Event::Exiled { seat, card } => {
            if ru {
                format!("{} убирает из игры карту {}", who(seat), card_quoted(*card, lang))
            } else {
                format!("{} exiles {}", who(seat), card_name(*card, lang))
            }
        }
        Event::ExiledFearToken { seat } => {
            if ru {
                format!("{} убирает жетон ужаса", who(seat))
            } else {
                format!("{} exiles a Fear token", who(seat))
            }
        }
        Event::Discarded { seat, card } => {
            if ru {
                format!("{} сбрасывает карту {}", who(seat), card_quoted(*card, lang))
            } else {
                format!("{} discards {}", who(seat), card_name(*card, lang))
            }
        }
        Event::GainedFear { seat, token } => match (token, ru) {
            (false, true) => format!("{} получает карту ужаса", who(seat)),
            (true, true) => format!("{} получает жетон ужаса", who(seat)),
            (false, false) => format!("{} gains a Fear card", who(seat)),
            (true, false) => format!("{} gains a Fear token", who(seat)),
        },
        Event::Researched { seat, marker, to } => {
            let to = match to {
                Pos::Space(s) => Some(*s),
                _ => None,
            };
            if ru {
                format!(
                    "{} продвигает {} {}",
                    who(seat),
                    marker_name(*marker, lang),
                    space_name(state, to, lang)
                )
            } else {
                format!(
                    "{} moves the {} {}",
                    who(seat),
                    marker_name(*marker, lang),
                    space_name(state, to, lang)
                )
            }
        }
        Event::TookBonus { seat, tile } => {
            if ru {
                format!("{} берёт бонус: {}", who(seat), bonus_text(*tile, lang))
            } else {
                format!("{} takes bonus: {}", who(seat), bonus_name(*tile))
            }
        }
        Event::TookTempleTile { seat, value } => {
            if ru {
                format!("{} берёт жетон храма {value}", who(seat))
            } else {
                format!("{} takes a {value}-point temple tile", who(seat))
            }
        }
        Event::GainedAssistant { seat, assistant } => {
            if ru {
                format!("{} получает помощника {}", who(seat), assistant_name(*assistant, lang))
            } else {
                format!("{} gains {}", who(seat), assistant_name(*assistant, lang))
            }
        }
        Event::UpgradedAssistant { seat, assistant } => {
            if ru {
                format!("{} улучшает помощника {}", who(seat), assistant_name(*assistant, lang))
            } else {
                format!("{} upgrades {}", who(seat), assistant_name(*assistant, lang))
            }
        }
        Event::RefreshedAssistant { seat, assistant } => {
            if ru {
                format!("{} разворачивает помощника {}", who(seat), assistant_name(*assistant, lang))
            } else {
                format!("{} refreshes {}", who(seat), assistant_name(*assistant, lang))
            }
        }
        Event::UsedAssistant { seat, assistant } => {
            if ru {
                format!("{} использует помощника {}", who(seat), assistant_name(*assistant, lang))
            } else {
                format!("{} uses {}", who(seat), assistant_name(*assistant, lang))
            }
        }
        Event::UsedBoon { seat, guardian } => {
            if ru {
                format!("{} использует дар стража {}", who(seat), guardian_name(*guardian, lang))
            } else {
                format!("{} uses the boon of {}", who(seat), guardian_name(*guardian, lang))
            }
        }
        Event::SlottedIdol { seat, slot } => {
            if ru {
                format!("{} кладёт идола в ячейку {}", who(seat), u32::from(*slot) + 1)
            } else {
                format!("{} puts an idol in slot {}", who(seat), u32::from(*slot) + 1)
            }
        }
        Event::Moved { seat, site } => {
            if ru {
                format!("{} перемещает археолога: {}", who(seat), site_name(state, *site, lang))
            } else {
                format!("{} moves an archaeologist to {}", who(seat), site_name(state, *site, lang))
            }
        }
        Event::Returned { seat } => {
            if ru {
                format!("{} возвращает археолога", who(seat))
            } else {
                format!("{} returns an archaeologist", who(seat))
            }
        }
        Event::GuardianMoved { to, .. } => {
            if ru {
                format!("Страж перемещён: {}", site_name(state, *to, lang))
            } else {
                format!("A guardian moves to {}", site_name(state, *to, lang))
            }
        }
        Event::Passed { seat } => {
            if ru {
                format!("{} пасует", who(seat))
            } else {
                format!("{} passes", who(seat))
            }
        }
        Event::RowDealt { slot, card } => {
            if ru {
                format!("В торговый ряд ({slot}): {}", card_name(*card, lang))
            } else {
                format!("Dealt to the row ({slot}): {}", card_name(*card, lang))
            }
        }
        Event::RowExiled { card } => {
            if ru {
                format!("Из ряда убрана карта {}", card_quoted(*card, lang))
            } else {
                format!("{} leaves the row", card_name(*card, lang))
            }
        }
        Event::RoundEnded { round } => {
            if ru {
                format!("Конец раунда {round}")
            } else {
                format!("End of round {round}")
            }
        }
        Event::RivalTurn { tile } => {
            if ru {
                format!("Конкурент открывает жетон {}", rival_tile_name(*tile, lang))
            } else {
                format!("The Rival reveals {}", rival_tile_name(*tile, lang))
            }
        }
        Event::RivalIdle => {
            if ru {
                "Конкурент ничего не делает".into()
            } else {
                "The Rival does nothing".into()
            }
        }
        Event::RivalDug { site } => {
            if ru {
                format!("Конкурент занимает {}", site_name(state, *site, lang))
            } else {
                format!("The Rival occupies {}", site_name(state, *site, lang))
            }
        }
        Event::RivalDiscovered { site } => {
            if ru {
                format!("Конкурент открывает участок {site}")
            } else {
                format!("The Rival discovers spot {site}")
            }
        }
        Event::RivalResearched { to } => {
            let to = match to {
                Pos::Space(s) => Some(*s),
                _ => None,
            };
            if ru {
                format!("Конкурент продвигает лупу {}", space_name(state, to, lang))
            } else {
                format!("The Rival's magnifying glass moves {}", space_name(state, to, lang))
            }
        }
        Event::RivalTempleTile => {
            if ru {
                "Конкурент берёт жетон храма".into()
            } else {
                "The Rival takes a 6-point temple tile".into()
            }
        }
        Event::RivalOvercame { guardian } => {
            if ru {
                format!("Конкурент забирает стража {}", guardian_name(*guardian, lang))
            } else {
                format!("The Rival takes {}", guardian_name(*guardian, lang))
            }
        }
        Event::RivalTookCard { card } => {
            if ru {
                format!("Конкурент забирает {} {}", ru_card_noun(*card), card_quoted(*card, lang))
            } else {
                format!("The Rival takes {}", card_name(*card, lang))
            }
        }
        Event::RivalExiled { what } => {
            if ru {
                let what = match *what {
                    "the top Lost-Temple bonus tile" => "верхний жетон бонуса из стопки затерянного храма",
                    "a research bonus tile" => "жетон бонуса исследований",
                    "the top assistant of the research-track stack" => {
                        "верхнего помощника из стопки на шкале исследований"
                    }
                    "the top assistant of the tallest supply stack" => {
                        "верхнего помощника из самой высокой стопки резерва"
                    }
                    other => other,
                };
                format!("Конкурент убирает из игры {what}")
            } else {
                format!("The Rival removes {what}")
            }
        }
        Event::GameOver { scores, rival } => {
            let list: Vec<String> =
                scores.iter().enumerate().map(|(i, s)| format!("{}: {s}", i + 1)).collect();
            let rival = rival.map_or_else(String::new, |r| {
                if ru { format!(", конкурент: {r}") } else { format!(", Rival: {r}") }
            });
            if ru {
                format!("Конец игры. Очки: {}{rival}", list.join(", "))
            } else {
                format!("Game over. Scores: {}{rival}", list.join(", "))
            }
        }
    }
}
