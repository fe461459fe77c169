//! Human-readable text for actions, events and questions, in English and Russian.

use content::arnak::{ASSISTANTS, GUARDIANS, PLAYER_BOARD, RIVAL_TILES, Res, Resource, SITE_TILES};
use tabletop_core::Lang;

use crate::action::{Action, Event};
use crate::data::{CardId, Icons, bonus_name};
use crate::state::{Marker, Pos, Prompt, State, Zone};

/// A card's name in a language (Russian where the content has it).
pub fn card_name(card: CardId, lang: Lang) -> String {
    match card.get() {
        Some(def) => lang.pick(def.name, def.ru, None).to_owned(),
        None => format!("card #{}", card.0),
    }
}

/// A card's name as it stands inside a sentence. Russian quotes it after a noun that takes the
/// case (`карту «Попугай»`), so the name itself stays in the nominative.
fn card_quoted(card: CardId, lang: Lang) -> String {
    match lang {
        Lang::Ru => format!("«{}»", card_name(card, lang)),
        _ => card_name(card, lang),
    }
}

/// A card's name with its travel value, telling apart cards of the same name
/// (`Funding [1 car]`).
pub(crate) fn card_label(card: CardId, lang: Lang) -> String {
    match card.get() {
        Some(def) => format!("{} [{}]", card_quoted(card, lang), icons_text(def.travel.into(), lang)),
        None => format!("card #{}", card.0),
    }
}

/// The Russian noun for a card of this kind, in the accusative (`купить предмет «Кнут»`).
fn ru_card_noun(card: CardId) -> &'static str {
    match card.get().map(|def| def.kind) {
        Some(content::arnak::CardKind::Item) => "предмет",
        Some(content::arnak::CardKind::Artifact) => "артефакт",
        _ => "карту",
    }
}

/// A guardian's name. In Russian the content names the guardian after its boon, quoted so that
/// it reads after «стража» in any sentence, and the cost to overcome it follows
/// (`«Корабль» (2 компаса, 1 наконечник)`), as the English names carry it.
pub(crate) fn guardian_name(id: u8, lang: Lang) -> String {
    match (lang, GUARDIANS.get(usize::from(id))) {
        (_, None) => "?".into(),
        (Lang::Ru, Some(g)) => {
            let mut cost = Vec::new();
            if g.cost != Res::default() {
                cost.push(res_text(g.cost, lang));
            }
            if g.travel_cost != content::arnak::Travels::default() {
                cost.push(icons_text(g.travel_cost.into(), lang));
            }
            if g.discard > 0 {
                cost.push(format!(
                    "сбросить {} {}",
                    g.discard,
                    ru_plural(u32::from(g.discard), "карту", "карты", "карт")
                ));
            }
            format!("«{}» ({})", g.ru.unwrap_or(g.name), cost.join(", "))
        }
        (_, Some(g)) => g.name.to_owned(),
    }
}

/// An assistant's name. In Russian it is quoted, to read after «помощника» in any sentence;
/// where the content has no name, what its silver side does.
pub(crate) fn assistant_name(id: u8, lang: Lang) -> String {
    match ASSISTANTS.get(usize::from(id)) {
        None => "?".into(),
        Some(a) => match (lang, a.ru) {
            (Lang::Ru, Some(ru)) => format!("«{ru}»"),
            (Lang::Ru, None) => format!("«{}»", effects_text(a.silver.effect, lang)),
            _ => a.name.to_owned(),
        },
    }
}

/// A research bonus tile as a player reads it.
pub(crate) fn bonus_text(id: u8, lang: Lang) -> String {
    match (lang, content::arnak::BONUS_TILES.get(usize::from(id))) {
        (Lang::Ru, Some(tile)) => tile.ru.map_or_else(|| effects_text(tile.effect, lang), str::to_owned),
        _ => bonus_name(id).to_owned(),
    }
}

/// A solo Rival tile's name (its id where the content has no name in the language).
pub(crate) fn rival_tile_name(tile: u8, lang: Lang) -> String {
    match (lang, RIVAL_TILES.get(usize::from(tile))) {
        (_, None) => "?".into(),
        (Lang::Ru, Some(t)) => t.ru.map_or_else(|| t.id.to_owned(), |ru| format!("«{ru}»")),
        (_, Some(t)) => t.id.to_owned(),
    }
}

/// The Russian noun form for `n`: `one` (1, 21, …), `few` (2–4, 22–24, …) or `many`.
pub(crate) fn ru_plural<'a>(n: u32, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    match (n % 10, n % 100) {
        (1, r) if r != 11 => one,
        (2..=4, r) if !(12..=14).contains(&r) => few,
        _ => many,
    }
}

fn resource_name(r: Resource, n: u8, lang: Lang) -> String {
    resource_in_case(r, n, lang, false)
}

/// `n` of a resource; `accusative` for the object of a verb (`получает 1 монету`), where
/// Russian changes the feminine singular.
fn resource_in_case(r: Resource, n: u8, lang: Lang, accusative: bool) -> String {
    let (en, one, few, many) = match r {
        Resource::Coin => ("coin", if accusative { "монету" } else { "монета" }, "монеты", "монет"),
        Resource::Compass => ("compass", "компас", "компаса", "компасов"),
        Resource::Tablet => {
            ("tablet", if accusative { "табличку" } else { "табличка" }, "таблички", "табличек")
        }
        Resource::Arrowhead => ("arrowhead", "наконечник", "наконечника", "наконечников"),
        Resource::Jewel => ("jewel", "рубин", "рубина", "рубинов"),
    };
    match lang {
        Lang::Ru => format!("{n} {}", ru_plural(u32::from(n), one, few, many)),
        _ => {
            let plural = if n == 1 {
                ""
            } else if r == Resource::Compass {
                "es"
            } else {
                "s"
            };
            format!("{n} {en}{plural}")
        }
    }
}

fn resource_word(r: Resource, lang: Lang) -> &'static str {
    match (r, lang) {
        (Resource::Coin, Lang::Ru) => "монета",
        (Resource::Compass, Lang::Ru) => "компас",
        (Resource::Tablet, Lang::Ru) => "табличка",
        (Resource::Arrowhead, Lang::Ru) => "наконечник",
        (Resource::Jewel, Lang::Ru) => "рубин",
        (Resource::Coin, _) => "coin",
        (Resource::Compass, _) => "compass",
        (Resource::Tablet, _) => "tablet",
        (Resource::Arrowhead, _) => "arrowhead",
        (Resource::Jewel, _) => "jewel",
    }
}

/// Resources as text (`2 coins, 1 jewel`).
pub fn res_text(res: Res, lang: Lang) -> String {
    let parts: Vec<String> = Resource::ALL
        .iter()
        .filter(|&&r| res.get(r) > 0)
        .map(|&r| resource_name(r, res.get(r), lang))
        .collect();
    if parts.is_empty() {
        return if lang == Lang::Ru { "ничего".into() } else { "nothing".into() };
    }
    parts.join(", ")
}

/// Resources as the object of a verb (`получает 1 монету, 2 компаса`).
fn res_text_acc(res: Res, lang: Lang) -> String {
    let parts: Vec<String> = Resource::ALL
        .iter()
        .filter(|&&r| res.get(r) > 0)
        .map(|&r| resource_in_case(r, res.get(r), lang, true))
        .collect();
    if parts.is_empty() {
        return res_text(res, lang);
    }
    parts.join(", ")
}

/// Travel icons as text.
pub fn icons_text(icons: Icons, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let mut parts = Vec::new();
    for (n, en, r) in [
        (icons.boot, "boot", ("сапог", "сапога", "сапог")),
        (icons.car, "car", ("машина", "машины", "машин")),
        (icons.ship, "ship", ("корабль", "корабля", "кораблей")),
        (icons.plane, "plane", ("самолёт", "самолёта", "самолётов")),
    ] {
        if n > 0 {
            if ru {
                parts.push(format!("{n} {}", ru_plural(u32::from(n), r.0, r.1, r.2)));
            } else {
                let plural = if n > 1 { "s" } else { "" };
                parts.push(format!("{n} {en}{plural}"));
            }
        }
    }
    if parts.is_empty() {
        return if ru { "нет".into() } else { "none".into() };
    }
    parts.join(" + ")
}

/// A site's name, from the board and its tile.
pub(crate) fn site_name_raw(board: u8, site: u8, tile: Option<u8>, lang: Lang) -> String {
    let b = crate::data::board(board);
    let i = usize::from(site);
    if let Some(camp) = b.camps.get(i) {
        return match (lang, camp.ru) {
            (Lang::Ru, Some(ru)) => ru.to_owned(),
            (Lang::Ru, None) => format!("Лагерь: {}", effects_text(camp.effect, lang)),
            _ => camp.name.to_owned(),
        };
    }
    let spot = b.spots.get(i - b.camps.len());
    let level = spot.map_or(0, |s| s.level);
    match tile.and_then(|t| SITE_TILES.get(usize::from(t))) {
        Some(t) => lang.pick(t.name, t.ru, None).to_owned(),
        None => {
            let roman = if level == 2 { "II" } else { "I" };
            match (lang, spot) {
                (Lang::Ru, Some(s)) => {
                    // The spot's row within its level and its place in the row, from the board's order.
                    let mut rows: Vec<u8> =
                        b.spots.iter().filter(|o| o.level == s.level).map(|o| o.row).collect();
                    rows.sort_unstable();
                    rows.dedup();
                    let row = rows.iter().position(|&r| r == s.row).map_or(0, |r| r + 1);
                    let place = b.spots[..i - b.camps.len()].iter().filter(|o| o.row == s.row).count() + 1;
                    format!("неоткрытый участок {roman} (ряд {row}, место {place})")
                }
                (Lang::Ru, None) => format!("неоткрытый участок {roman}"),
                _ => format!(
                    "undiscovered level {roman} spot ({})",
                    spot.map_or("?", |s| s.id.rsplit('/').next().unwrap_or("?"))
                ),
            }
        }
    }
}

fn site_name(state: &State, site: u8, lang: Lang) -> String {
    let tile = state.sites.get(usize::from(site)).and_then(|s| s.tile);
    site_name_raw(state.board, site, tile, lang)
}

fn marker_name(marker: Marker, lang: Lang) -> &'static str {
    match (marker, lang) {
        (Marker::Magnifier, Lang::Ru) => "лупу",
        (Marker::Notebook, Lang::Ru) => "дневник",
        (Marker::Magnifier, _) => "magnifying glass",
        (Marker::Notebook, _) => "notebook",
    }
}

fn space_name(state: &State, to: Option<u8>, lang: Lang) -> String {
    match to {
        None => {
            if lang == Lang::Ru {
                "в затерянный храм".into()
            } else {
                "into the Lost Temple".into()
            }
        }
        Some(space) => {
            let level = state.level_of(Pos::Space(space));
            if lang == Lang::Ru {
                format!("на ступень {level} (ячейка {space})")
            } else {
                format!("to level {level} (space {space})")
            }
        }
    }
}

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

/// A short text for an effect list.
pub(crate) fn effects_text(list: &[content::arnak::Effect], lang: Lang) -> String {
    let parts: Vec<String> = list.iter().map(|e| effect_text(e, lang)).collect();
    if parts.is_empty() {
        return if lang == Lang::Ru { "ничего".into() } else { "nothing".into() };
    }
    parts.join(", ")
}

fn filter_text(filter: content::arnak::SiteFilter, lang: Lang) -> &'static str {
    use content::arnak::SiteFilter;
    match (filter, lang == Lang::Ru) {
        (SiteFilter::Any, false) => "any site",
        (SiteFilter::Camp, false) => "a camp site",
        (SiteFilter::CampOrLevel1, false) => "a camp or level I site",
        (SiteFilter::Level1, false) => "a level I site",
        (SiteFilter::Level2, false) => "a level II site",
        (SiteFilter::Own, false) => "a site with your archaeologist",
        (SiteFilter::Any, true) => "любой участок",
        (SiteFilter::Camp, true) => "участок лагеря",
        (SiteFilter::CampOrLevel1, true) => "участок лагеря или уровня I",
        (SiteFilter::Level1, true) => "участок уровня I",
        (SiteFilter::Level2, true) => "участок уровня II",
        (SiteFilter::Own, true) => "участок с вашим археологом",
    }
}

/// One effect as a player reads it.
fn effect_text(effect: &content::arnak::Effect, lang: Lang) -> String {
    use content::arnak::{Counter, Effect, MarkerChoice, RowKind};
    let ru = lang == Lang::Ru;
    let pick = |en: &str, r: &str| if ru { r.to_owned() } else { en.to_owned() };
    match effect {
        Effect::Gain(r) => res_text(*r, lang),
        Effect::GainTravel(t) => icons_text((*t).into(), lang),
        Effect::Draw(n) => {
            if ru {
                format!("взять {n} {}", ru_plural(u32::from(*n), "карту", "карты", "карт"))
            } else {
                format!("draw {n}")
            }
        }
        Effect::DrawBottom(n) => {
            if ru {
                format!("взять {n} {} снизу колоды", ru_plural(u32::from(*n), "карту", "карты", "карт"))
            } else {
                format!("draw {n} from the bottom of your deck")
            }
        }
        Effect::GainFear(n) => {
            if ru {
                format!(
                    "получить {n} {}",
                    ru_plural(u32::from(*n), "карту ужаса", "карты ужаса", "карт ужаса")
                )
            } else if *n == 1 {
                "take a fear card".to_owned()
            } else {
                format!("take {n} fear cards")
            }
        }
        Effect::ExileSelf => pick("exile this card", "убрать эту карту из игры"),
        Effect::ExileCard => pick("you may exile a card", "можно убрать карту из игры"),
        Effect::DiscardThen(then) => {
            if ru {
                format!("сбросить карту → {}", effects_text(then, lang))
            } else {
                format!("discard a card → {}", effects_text(then, lang))
            }
        }
        Effect::PayThen { cost, then } => format!("{} → {}", res_text(*cost, lang), effects_text(then, lang)),
        Effect::PayTravelThen { cost, then } => {
            format!("{} → {}", icons_text((*cost).into(), lang), effects_text(then, lang))
        }
        Effect::Choose(options) => {
            let list: Vec<String> = options.iter().map(|o| effects_text(o, lang)).collect();
            list.join(if ru { " или " } else { " or " })
        }
        Effect::ChooseDistinct { count, options } => {
            let list: Vec<String> = options.iter().map(|o| effects_text(o, lang)).collect();
            if ru {
                format!("{count} разных из: {}", list.join("; "))
            } else {
                format!("{count} different of: {}", list.join("; "))
            }
        }
        Effect::Upgrade(pairs) => {
            let list: Vec<String> = pairs
                .iter()
                .map(|(from, to)| format!("{} → {}", resource_word(*from, lang), resource_word(*to, lang)))
                .collect();
            if ru {
                format!("обменять: {}", list.join(" или "))
            } else {
                format!("exchange {}", list.join(" or "))
            }
        }
        Effect::GainPer { resource, per, max } => {
            let counted = match (per, ru) {
                (Counter::Idols, false) => "idol you have",
                (Counter::Guardians, false) => "guardian you have overcome",
                (Counter::CardsInPlay, false) => "card in your play area",
                (Counter::Idols, true) => "вашего идола",
                (Counter::Guardians, true) => "побеждённого стража",
                (Counter::CardsInPlay, true) => "разыгранную карту",
            };
            if ru {
                format!("{} за каждого {counted} (не больше {max})", resource_word(*resource, lang))
            } else {
                format!("1 {} per {counted} (at most {max})", resource_word(*resource, lang))
            }
        }
        Effect::PassToGain(r) => {
            if ru {
                format!("спасовать: {}", res_text(*r, lang))
            } else {
                format!("pass to gain {}", res_text(*r, lang))
            }
        }
        Effect::Dig { filter, discover, travel_discount, compass_discount } => {
            let mut text = if ru {
                format!("отправить археолога на {}", filter_text(*filter, lang))
            } else {
                format!("dig at {}", filter_text(*filter, lang))
            };
            if *discover {
                text.push_str(if ru {
                    " или открыть новый"
                } else {
                    " or discover a new one"
                });
            }
            if *travel_discount != content::arnak::Travels::default() {
                let less = icons_text((*travel_discount).into(), lang);
                text.push_str(&if ru { format!(" (−{less})") } else { format!(" (−{less} travel)") });
            }
            if *compass_discount > 0 {
                let less = resource_name(Resource::Compass, *compass_discount, lang);
                text.push_str(&format!(" (−{less})"));
            }
            text
        }
        Effect::ActivateSite { filter, unoccupied } => {
            let free =
                if *unoccupied { if ru { "свободный " } else { "an unoccupied " } } else { "" };
            if ru {
                format!("активировать {free}{}", filter_text(*filter, lang))
            } else {
                format!("activate {free}{}", filter_text(*filter, lang).trim_start_matches("a "))
            }
        }
        Effect::ActivateTopSiteTile { level } => {
            let roman = if *level == 2 { "II" } else { "I" };
            if ru {
                format!("активировать верхний участок уровня {roman} в стопке")
            } else {
                format!("activate the top level {roman} site tile of the stack")
            }
        }
        Effect::MoveArchaeologist { to } => {
            if ru {
                format!("переместить археолога на {} и активировать его", filter_text(*to, lang))
            } else {
                format!("move an archaeologist to {} and activate it", filter_text(*to, lang))
            }
        }
        Effect::MoveGuardian => pick(
            "move a guardian to an unoccupied site and activate it",
            "переместить стража на свободный участок и активировать его",
        ),
        Effect::ReturnArchaeologist(then) => {
            if ru {
                format!("вернуть археолога на планшет → {}", effects_text(then, lang))
            } else {
                format!("return an archaeologist to your board → {}", effects_text(then, lang))
            }
        }
        Effect::OvercomeGuardian { unoccupied_too } => match (unoccupied_too, ru) {
            (false, false) => "overcome a guardian where you are, without paying".to_owned(),
            (true, false) => {
                "overcome a guardian where you are or at an unoccupied site, without paying".to_owned()
            }
            (false, true) => "победить стража там, где ваш археолог, без оплаты".to_owned(),
            (true, true) => {
                "победить стража там, где ваш археолог, или на свободном участке, без оплаты".to_owned()
            }
        },
        Effect::Research { marker, discount, free } => {
            let mut text = match (marker, ru) {
                (MarkerChoice::Any, false) => "research".to_owned(),
                (MarkerChoice::Magnifier, false) => "research with the magnifying glass".to_owned(),
                (MarkerChoice::Notebook, false) => "research with the notebook".to_owned(),
                (MarkerChoice::Any, true) => "исследование".to_owned(),
                (MarkerChoice::Magnifier, true) => "исследование лупой".to_owned(),
                (MarkerChoice::Notebook, true) => "исследование дневником".to_owned(),
            };
            if *free {
                text.push_str(if ru { " бесплатно" } else { " for free" });
            } else if *discount != Res::default() {
                text.push_str(&format!(" (−{})", res_text(*discount, lang)));
            }
            text
        }
        Effect::Buy { kind, discount, free, include_top, to_hand } => {
            let mut text = match (kind, ru) {
                (RowKind::Item, false) => "buy an item".to_owned(),
                (RowKind::Artifact, false) => "buy an artifact".to_owned(),
                (RowKind::Item, true) => "купить предмет".to_owned(),
                (RowKind::Artifact, true) => "купить артефакт".to_owned(),
            };
            if *free {
                text.push_str(if ru { " бесплатно" } else { " for free" });
            } else if *discount > 0 {
                let unit = match kind {
                    RowKind::Item => Resource::Coin,
                    RowKind::Artifact => Resource::Compass,
                };
                text.push_str(&format!(" (−{})", resource_name(unit, *discount, lang)));
            }
            if *include_top {
                text.push_str(if ru {
                    ", можно верхнюю карту колоды"
                } else {
                    ", the deck's top card too"
                });
            }
            if *to_hand {
                text.push_str(if ru { ", в руку" } else { ", into your hand" });
            }
            text
        }
        Effect::RefreshAssistant(then) => {
            let first = pick("refresh an assistant", "восстановить помощника");
            if then.is_empty() { first } else { format!("{first} → {}", effects_text(then, lang)) }
        }
        Effect::GainAssistant => pick("gain an assistant", "получить помощника"),
        Effect::UpgradeAssistant => pick("upgrade an assistant", "улучшить помощника"),
        Effect::Custom(hook) => custom_text(hook, lang),
    }
}

/// A hook's effect: the card's own rule (its name is shown beside it).
fn custom_text(hook: &str, lang: Lang) -> String {
    match lang {
        Lang::Ru => format!("особое свойство ({hook})"),
        _ => format!("its own effect ({hook})"),
    }
}

/// A question as text.
pub(crate) fn prompt_text(prompt: &Prompt, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let s = match prompt {
        Prompt::Choose { .. } => ("choose one option", "выберите вариант"),
        Prompt::ChooseSet { .. } => ("choose different options", "выберите разные варианты"),
        Prompt::Pay { .. } => ("pay to gain, or decline", "заплатите или откажитесь"),
        Prompt::Travel { .. } => ("provide travel", "предоставьте транспорт"),
        Prompt::Upgrade { .. } => ("exchange a resource for a rarer one", "обменяйте ресурс на более редкий"),
        Prompt::Exile => ("exile a card, or decline", "уберите карту из игры или откажитесь"),
        Prompt::Discard { .. } => ("discard a card", "сбросьте карту"),
        Prompt::DigTarget { .. } => ("choose where to dig", "выберите место раскопок"),
        Prompt::Activate { .. } => ("choose a site to activate", "выберите место для активации"),
        Prompt::Move { .. } => ("move an archaeologist", "переместите археолога"),
        Prompt::MoveGuardian => ("move a guardian", "переместите стража"),
        Prompt::Return => ("return an archaeologist", "верните археолога"),
        Prompt::Overcome { .. } => ("overcome a guardian", "побороть стража"),
        Prompt::Research { .. } => ("research", "исследование"),
        Prompt::Reward { .. } => {
            ("take a bonus tile or resolve the level first", "возьмите бонус или выполните эффект ступени")
        }
        Prompt::BonusAfter { .. } | Prompt::TempleBonus => ("take a bonus tile", "возьмите жетон бонуса"),
        Prompt::Buy { .. } => ("buy a card", "купите карту"),
        Prompt::UseArtifact { .. } => ("use the artifact now?", "применить артефакт сейчас?"),
        Prompt::Refresh => ("refresh an assistant", "разверните помощника"),
        Prompt::GainAssistant => ("take an assistant", "возьмите помощника"),
        Prompt::UpgradeAssistant => ("upgrade an assistant", "улучшите помощника"),
        Prompt::CrystalCount | Prompt::ObsidianCount => ("how many cards to draw", "сколько карт взять"),
        Prompt::CrystalKeep | Prompt::ObsidianKeep => ("which card to keep", "какую карту оставить"),
        Prompt::CrystalTop => ("which card to put on top of the deck", "какую карту положить на колоду"),
        Prompt::Horn => ("swap an assistant", "замените помощника"),
        Prompt::Hammer => ("take an exiled item", "возьмите убранный предмет"),
        Prompt::Rescue => ("rescue an assistant", "спасите помощника"),
        Prompt::StoneKey => ("return a slotted idol", "верните идола из ячейки"),
        Prompt::Tent => ("activate a site where you are", "активируйте место с вашим археологом"),
        Prompt::SupplyAssistant { .. } => ("use a supply assistant", "используйте помощника из резерва"),
    };
    if ru { s.1.into() } else { s.0.into() }
}

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

#[cfg(test)]
mod tests {
    use content::arnak::{ASSISTANTS, BONUS_TILES, CARDS, GUARDIANS, SITE_TILES};

    use super::*;

    #[test]
    fn russian_plurals_follow_the_number() {
        let forms = |n| ru_plural(n, "монета", "монеты", "монет");
        assert_eq!(
            [forms(1), forms(2), forms(4), forms(5), forms(11), forms(12), forms(21), forms(22)],
            ["монета", "монеты", "монеты", "монет", "монет", "монет", "монета", "монеты"]
        );
        assert_eq!(res_text(Res { tablet: 2, ..Res::default() }, Lang::Ru), "2 таблички");
        assert_eq!(res_text(Res { compass: 5, ..Res::default() }, Lang::Ru), "5 компасов");
        let gained = Res { coin: 21, compass: 1, tablet: 1, jewel: 2, ..Res::default() };
        assert_eq!(res_text_acc(gained, Lang::Ru), "21 монету, 1 компас, 1 табличку, 2 рубина");
    }

    /// Every named thing a player sees has a Russian name, and the Russian names are Russian.
    #[test]
    fn every_name_has_a_russian_form() {
        let mut names: Vec<(&str, Option<&str>)> = Vec::new();
        names.extend(CARDS.iter().map(|c| (c.id, c.ru)));
        names.extend(GUARDIANS.iter().map(|g| (g.id, g.ru)));
        names.extend(ASSISTANTS.iter().map(|a| (a.id, a.ru)));
        names.extend(SITE_TILES.iter().map(|t| (t.id, t.ru)));
        names.extend(BONUS_TILES.iter().map(|t| (t.id, t.ru)));
        names.extend(RIVAL_TILES.iter().map(|t| (t.id, t.ru)));
        for board in content::arnak::BOARDS {
            names.push((board.id, board.ru));
            names.extend(board.camps.iter().map(|c| (c.id, c.ru)));
        }
        for (id, ru) in names {
            let ru = ru.unwrap_or_else(|| panic!("{id} has no Russian name"));
            let latin = ru.chars().any(|c| c.is_ascii_alphabetic() && !matches!(c, 'I' | 'V'));
            assert!(!latin, "{id}: English words in the Russian name {ru:?}");
        }
        // Sentences quote names after a noun that takes the case.
        let find = |id: &str| GUARDIANS.iter().position(|g| g.id == id).and_then(|i| u8::try_from(i).ok());
        let ship = find("arnak/guardian/ship-a").expect("ship-a");
        assert_eq!(guardian_name(ship, Lang::Ru), "«Корабль» (2 компаса, 1 наконечник)");
        let exile = find("arnak/guardian/exile-e").expect("exile-e");
        assert_eq!(
            guardian_name(exile, Lang::Ru),
            "«Изгнание карты» (1 монета, 1 наконечник, сбросить 1 карту)"
        );
        assert!(assistant_name(0, Lang::Ru).starts_with('«'));
    }

    /// Every effect of the content reads as words in both languages: no Rust debug output
    /// (`Travels {`, `Some(`, `[(`) reaches a player.
    #[test]
    fn every_effect_has_player_text() {
        let mut lists: Vec<&[content::arnak::Effect]> = Vec::new();
        lists.extend(CARDS.iter().map(|c| c.effect));
        lists.extend(GUARDIANS.iter().map(|g| g.boon));
        lists.extend(SITE_TILES.iter().map(|t| t.effect));
        lists.extend(BONUS_TILES.iter().map(|t| t.effect));
        lists.extend(ASSISTANTS.iter().flat_map(|a| [a.silver.effect, a.gold.effect]));
        for list in lists {
            for lang in [Lang::En, Lang::Ru] {
                let text = effects_text(list, lang);
                assert!(!text.is_empty());
                for debug in ["{", "}", "Some(", "[(", "::"] {
                    assert!(!text.contains(debug), "{lang:?}: {text:?} from {list:?}");
                }
                if lang == Lang::Ru {
                    // Hook names (`особое свойство (hook-name)`) and Roman levels are the only Latin letters.
                    let mut rest = text.as_str();
                    let mut outside = String::new();
                    while let Some(at) = rest.find("особое свойство (") {
                        outside.push_str(&rest[..at]);
                        rest = rest[at..].split_once(')').map_or("", |(_, after)| after);
                    }
                    outside.push_str(rest);
                    let latin = outside.chars().any(|c| c.is_ascii_alphabetic() && !matches!(c, 'I' | 'V'));
                    assert!(!latin, "English words in Russian text: {text:?}");
                }
            }
        }
    }
}
