//! Actions as text, in the state where they are legal.

use content::arnak::{GUARDIANS, PLAYER_BOARD};
use tabletop_core::Lang;

use super::effects::effects_text;
use super::names::{
    assistant_name, bonus_text, card_label, card_name, card_quoted, guardian_name, icons_text, marker_name,
    res_text, res_text_acc, resource_in_case, resource_name, ru_card_noun, site_name, space_name,
};
use crate::action::Action;
use crate::data::bonus_name;
use crate::state::{Prompt, State, Zone};
/// Describes an action in the state where it is legal.
pub(crate) fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let seat = state.current;
    let p = state.player(seat);
    match *action {
        Action::Dig { site, space } => {
            let travel = icons_text(state.space_travel(site, space), lang);
            if ru {
                format!("Раскопки: {} (транспорт: {travel})", site_name(state, site, lang))
            } else {
                format!("Dig at {} (travel: {travel})", site_name(state, site, lang))
            }
        }
        Action::Discover { site } => {
            let travel = icons_text(state.space_travel(site, 0), lang);
            let cost = crate::legal::discover_cost(state, site);
            if ru {
                format!(
                    "Открыть новое место: {} ({cost} компас., транспорт: {travel})",
                    site_name(state, site, lang)
                )
            } else {
                format!("Discover {} ({cost} compasses, travel: {travel})", site_name(state, site, lang))
            }
        }
        Action::Overcome { site } => {
            let g = state
                .sites
                .get(usize::from(site))
                .and_then(|s| s.guardian)
                .map_or_else(|| "?".into(), |g| guardian_name(g, lang));
            if ru {
                format!("Побороть стража {g} — {}", site_name(state, site, lang))
            } else {
                format!("Overcome {g} at {}", site_name(state, site, lang))
            }
        }
        Action::Buy { slot } => match state.row.get(usize::from(slot)).copied().flatten() {
            Some(card) => {
                let cost = card.def().cost;
                if ru {
                    format!("Купить {} {} ({cost})", ru_card_noun(card), card_quoted(card, lang))
                } else {
                    format!("Buy {} ({cost})", card_name(card, lang))
                }
            }
            None => {
                if ru {
                    "Купить".into()
                } else {
                    "Buy".into()
                }
            }
        },
        Action::BuyTop => match state.revealed {
            Some(card) => {
                if ru {
                    format!("Купить открытую карту {}", card_quoted(card, lang))
                } else {
                    format!("Buy the revealed {}", card_name(card, lang))
                }
            }
            None => {
                if ru {
                    "Купить открытую карту".into()
                } else {
                    "Buy the revealed card".into()
                }
            }
        },
        Action::Play { card } => {
            let def = card.def();
            let free = if def.free { " ⚡" } else { "" };
            if ru {
                format!("Разыграть карту {}{free}", card_label(card, lang))
            } else {
                format!("Play {}{free}", card_label(card, lang))
            }
        }
        Action::Research { marker, to } => {
            if ru {
                format!("Исследование: {} {}", marker_name(marker, lang), space_name(state, to, lang))
            } else {
                format!("Research: {} {}", marker_name(marker, lang), space_name(state, to, lang))
            }
        }
        Action::TempleTile { stack } => {
            let (cost, value) = crate::legal::temple_stack(state, stack);
            let v = crate::legal::temple_value(value);
            if ru {
                format!("Взять жетон храма {v} (стоимость: {})", res_text(cost, lang))
            } else {
                format!("Take a {v}-point temple tile (cost: {})", res_text(cost, lang))
            }
        }
        Action::UseAssistant { slot } => {
            let name = p
                .assistants
                .get(usize::from(slot))
                .map_or_else(|| "?".into(), |a| assistant_name(a.id, lang));
            if ru {
                format!("Использовать помощника {name}")
            } else {
                format!("Use assistant: {name}")
            }
        }
        Action::UseBoon { guardian } => {
            if ru {
                let boon = GUARDIANS
                    .get(usize::from(guardian))
                    .map_or_else(String::new, |g| effects_text(g.boon, lang));
                format!("Дар стража {}: {boon}", guardian_name(guardian, lang))
            } else {
                format!("Use the boon of {}", guardian_name(guardian, lang))
            }
        }
        Action::SlotIdol { effect } => {
            let e = PLAYER_BOARD
                .idol_slot_effects
                .get(usize::from(effect))
                .map_or_else(String::new, |l| effects_text(l, lang));
            if ru {
                format!("Поместить идола в ячейку: {e}")
            } else {
                format!("Put an idol in a slot: {e}")
            }
        }
        Action::Pass => {
            if ru {
                "Спасовать".into()
            } else {
                "Pass".into()
            }
        }
        Action::EndTurn => {
            if ru {
                "Закончить ход".into()
            } else {
                "End the turn".into()
            }
        }
        Action::Choose { option } => {
            let options = match state.prompt {
                Some(Prompt::Choose { options }) => options,
                _ => &[],
            };
            let text = options.get(usize::from(option)).map_or_else(String::new, |o| effects_text(o, lang));
            if ru { format!("Выбрать: {text}") } else { format!("Choose: {text}") }
        }
        Action::ChooseSet { options: mask } => {
            let options = match state.prompt {
                Some(Prompt::ChooseSet { options, .. }) => options,
                _ => &[],
            };
            let chosen: Vec<String> = options
                .iter()
                .enumerate()
                .filter(|&(i, _)| {
                    u32::try_from(i).ok().and_then(|i| 1u8.checked_shl(i)).is_some_and(|bit| mask & bit != 0)
                })
                .map(|(_, o)| effects_text(o, lang))
                .collect();
            if ru {
                format!("Выбрать: {}", chosen.join(" и "))
            } else {
                format!("Choose: {}", chosen.join(" and "))
            }
        }
        Action::Accept => match state.prompt {
            Some(Prompt::Pay { cost, .. }) => {
                if ru {
                    format!("Заплатить {}", res_text_acc(cost, lang))
                } else {
                    format!("Pay {}", res_text(cost, lang))
                }
            }
            Some(Prompt::UseArtifact { card }) => {
                if ru {
                    format!("Применить эффект карты {}", card_quoted(card, lang))
                } else {
                    format!("Use {}'s effect now", card_name(card, lang))
                }
            }
            _ => {
                if ru {
                    "Да".into()
                } else {
                    "Yes".into()
                }
            }
        },
        Action::Decline => {
            if ru {
                "Отказаться".into()
            } else {
                "Decline".into()
            }
        }
        Action::Travel(plan) => {
            let mut parts: Vec<String> = plan.card_list().map(|c| card_label(c, lang)).collect();
            if plan.charter > 0 {
                parts.push(if ru {
                    format!("нанять пилота ×{}", plan.charter)
                } else {
                    format!("charter {} plane(s)", plan.charter)
                });
            }
            if !plan.pool.is_empty() {
                parts.push(if ru {
                    format!("запас: {}", icons_text(plan.pool, lang))
                } else {
                    format!("pool: {}", icons_text(plan.pool, lang))
                });
            }
            if parts.is_empty() {
                parts.push(if ru { "ничего".into() } else { "nothing".into() });
            }
            if ru {
                format!("Транспорт: {}", parts.join(", "))
            } else {
                format!("Travel: {}", parts.join(", "))
            }
        }
        Action::Upgrade { option } => {
            let options = match state.prompt {
                Some(Prompt::Upgrade { options }) => options,
                _ => &[],
            };
            match options.get(usize::from(option)) {
                Some(&(from, to)) => {
                    if ru {
                        format!(
                            "Обменять {} на {}",
                            resource_in_case(from, 1, lang, true),
                            resource_in_case(to, 1, lang, true)
                        )
                    } else {
                        format!(
                            "Exchange {} for {}",
                            resource_name(from, 1, lang),
                            resource_name(to, 1, lang)
                        )
                    }
                }
                None => "?".into(),
            }
        }
        Action::Exile { from, card } => {
            let zone = match (from, ru) {
                (Zone::Hand, true) => "из руки",
                (Zone::Play, true) => "из зоны разыгранных карт",
                (Zone::Hand, false) => "from hand",
                (Zone::Play, false) => "from the play area",
            };
            if ru {
                format!("Убрать из игры карту {} {zone}", card_label(card, lang))
            } else {
                format!("Exile {} {zone}", card_label(card, lang))
            }
        }
        Action::ExileFearToken => {
            if ru {
                "Убрать жетон ужаса".into()
            } else {
                "Exile a Fear token".into()
            }
        }
        Action::Discard { card } => {
            if ru {
                format!("Сбросить карту {}", card_label(card, lang))
            } else {
                format!("Discard {}", card_label(card, lang))
            }
        }
        Action::Site { site } => {
            if ru {
                format!("Место: {}", site_name(state, site, lang))
            } else {
                format!("Site: {}", site_name(state, site, lang))
            }
        }
        Action::Move { from_site, to_site, .. } => {
            if ru {
                format!(
                    "Переместить археолога: {} → {}",
                    site_name(state, from_site, lang),
                    site_name(state, to_site, lang)
                )
            } else {
                format!(
                    "Move an archaeologist: {} → {}",
                    site_name(state, from_site, lang),
                    site_name(state, to_site, lang)
                )
            }
        }
        Action::MoveGuardian { from, to } => {
            if ru {
                format!(
                    "Переместить стража: {} → {}",
                    site_name(state, from, lang),
                    site_name(state, to, lang)
                )
            } else {
                format!(
                    "Move the guardian: {} → {}",
                    site_name(state, from, lang),
                    site_name(state, to, lang)
                )
            }
        }
        Action::Return { site, .. } => {
            if ru {
                format!("Вернуть археолога: {}", site_name(state, site, lang))
            } else {
                format!("Return the archaeologist from {}", site_name(state, site, lang))
            }
        }
        Action::Bonus { tile } => {
            if ru {
                format!("Бонус: {}", bonus_text(tile, lang))
            } else {
                format!("Take bonus: {}", bonus_name(tile))
            }
        }
        Action::LevelFirst => {
            if ru {
                "Сначала эффект ступени".into()
            } else {
                "Resolve the level effect first".into()
            }
        }
        Action::TakeAssistant { stack } => {
            let top = state.assistant_stacks.get(usize::from(stack)).and_then(|s| s.last().copied());
            let name = top.map_or_else(|| "?".into(), |a| assistant_name(a, lang));
            if ru {
                format!("Помощник {name} (стопка {})", u32::from(stack) + 1)
            } else {
                format!("Assistant: {name} (stack {})", u32::from(stack) + 1)
            }
        }
        Action::Assistant { slot } => {
            let name = p
                .assistants
                .get(usize::from(slot))
                .map_or_else(|| "?".into(), |a| assistant_name(a.id, lang));
            if ru { format!("Помощник {name}") } else { format!("Assistant: {name}") }
        }
        Action::SwapAssistant { slot, stack } => {
            let mine = p
                .assistants
                .get(usize::from(slot))
                .map_or_else(|| "?".into(), |a| assistant_name(a.id, lang));
            let top = state.assistant_stacks.get(usize::from(stack)).and_then(|s| s.last().copied());
            let theirs = top.map_or_else(|| "?".into(), |a| assistant_name(a, lang));
            if ru {
                format!("Заменить помощника {mine} на помощника {theirs}")
            } else {
                format!("Swap {mine} for {theirs}")
            }
        }
        Action::Rescue { assistant } => {
            if ru {
                format!("Спасти помощника {}", assistant_name(assistant, lang))
            } else {
                format!("Rescue {}", assistant_name(assistant, lang))
            }
        }
        Action::Count { n } => {
            if ru {
                format!("Взять {n}")
            } else {
                format!("Take {n}")
            }
        }
        Action::Pick { card } => {
            if ru {
                format!("Выбрать карту {}", card_label(card, lang))
            } else {
                format!("Pick {}", card_label(card, lang))
            }
        }
        Action::IdolSlot { slot } => {
            if ru {
                format!("Ячейка идола {}", u32::from(slot) + 1)
            } else {
                format!("Idol slot {}", u32::from(slot) + 1)
            }
        }
        Action::KeepHand => {
            if ru {
                "Оставить остальные карты в руке".into()
            } else {
                "Keep the rest of the hand".into()
            }
        }
    }
}

/// What the card an action plays or buys does, for a person who asks (`d N`): its cost, points,
/// travel icons and effect. `None` for actions that name no card.
pub(crate) fn describe_action_detail(state: &State, action: &Action, lang: Lang) -> Option<String> {
    let card = match *action {
        Action::Play { card } => Some(card),
        Action::Buy { slot } => state.row.get(usize::from(slot)).copied().flatten(),
        Action::BuyTop => state.revealed,
        _ => None,
    }?;
    let def = card.get()?;
    let ru = lang == Lang::Ru;
    let effect = effects_text(def.effect, lang);
    let travel = icons_text(crate::data::Icons::from(def.travel), lang);
    Some(if ru {
        format!(
            "{}: цена {}, очки {}, перемещение {travel}; {}{effect}",
            card_name(card, lang),
            def.cost,
            def.vp,
            if def.free { "свободное действие: " } else { "" }
        )
    } else {
        format!(
            "{}: cost {}, {} VP, travel {travel}; {}{effect}",
            card_name(card, lang),
            def.cost,
            def.vp,
            if def.free { "free action: " } else { "" }
        )
    })
}
