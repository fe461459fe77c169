//! Names in sentences: cards, guardians, assistants, bonus and Rival tiles, resources, icons,
//! sites and temple spaces, with the Russian cases and plurals.

use content::arnak::{ASSISTANTS, GUARDIANS, RIVAL_TILES, Res, Resource, SITE_TILES};
use tabletop_core::Lang;

use super::effects::effects_text;
use crate::data::{CardId, Icons, bonus_name};
use crate::state::{Marker, Pos, State};
/// A card's name in a language (Russian where the content has it).
pub fn card_name(card: CardId, lang: Lang) -> String {
    match card.get() {
        Some(def) => lang.pick(def.name, def.ru, None).to_owned(),
        None => format!("card #{}", card.0),
    }
}

/// A card's name as it stands inside a sentence. Russian quotes it after a noun that takes the
/// case (`карту «Попугай»`), so the name itself stays in the nominative.
pub(super) fn card_quoted(card: CardId, lang: Lang) -> String {
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
pub(super) fn ru_card_noun(card: CardId) -> &'static str {
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
        (Lang::Ru, Some(t)) => format!("«{}»", t.ru.unwrap_or(t.name)),
        (_, Some(t)) => format!("\u{201c}{}\u{201d}", t.name),
    }
}

/// The Russian noun form for `n`: `one` (1, 21, …), `few` (2–4, 22–24, …) or `many` (the
/// kernel's plural rule).
pub(crate) fn ru_plural<'a>(n: u32, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    tabletop_core::locale::slavic_form(u64::from(n), one, few, many)
}

pub(super) fn resource_name(r: Resource, n: u8, lang: Lang) -> String {
    resource_in_case(r, n, lang, false)
}

/// `n` of a resource; `accusative` for the object of a verb (`получает 1 монету`), where
/// Russian changes the feminine singular.
pub(super) fn resource_in_case(r: Resource, n: u8, lang: Lang, accusative: bool) -> String {
    if lang == Lang::Uk {
        let (one, few, many) = match r {
            Resource::Coin => (if accusative { "монету" } else { "монета" }, "монети", "монет"),
            Resource::Compass => ("компас", "компаси", "компасів"),
            Resource::Tablet => (if accusative { "табличку" } else { "табличка" }, "таблички", "табличок"),
            Resource::Arrowhead => ("наконечник", "наконечники", "наконечників"),
            Resource::Jewel => ("рубін", "рубіни", "рубінів"),
        };
        return format!("{n} {}", ru_plural(u32::from(n), one, few, many));
    }
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

pub(super) fn resource_word(r: Resource, lang: Lang) -> &'static str {
    match (r, lang) {
        (Resource::Coin, Lang::Ru) => "монета",
        (Resource::Compass, Lang::Ru) => "компас",
        (Resource::Tablet, Lang::Ru) => "табличка",
        (Resource::Arrowhead, Lang::Ru) => "наконечник",
        (Resource::Jewel, Lang::Ru) => "рубин",
        (Resource::Coin, Lang::Uk) => "монета",
        (Resource::Compass, Lang::Uk) => "компас",
        (Resource::Tablet, Lang::Uk) => "табличка",
        (Resource::Arrowhead, Lang::Uk) => "наконечник",
        (Resource::Jewel, Lang::Uk) => "рубін",
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
        return match lang {
            Lang::En => "nothing".into(),
            Lang::Ru => "ничего".into(),
            Lang::Uk => "нічого".into(),
        };
    }
    parts.join(", ")
}

/// Resources as the object of a verb (`получает 1 монету, 2 компаса`).
pub(super) fn res_text_acc(res: Res, lang: Lang) -> String {
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
    let mut parts = Vec::new();
    for (n, en, r, u) in [
        (icons.boot, "boot", ("сапог", "сапога", "сапог"), ("чобіт", "чоботи", "чобіт")),
        (icons.car, "car", ("машина", "машины", "машин"), ("машина", "машини", "машин")),
        (icons.ship, "ship", ("корабль", "корабля", "кораблей"), ("корабель", "кораблі", "кораблів")),
        (icons.plane, "plane", ("самолёт", "самолёта", "самолётов"), ("літак", "літаки", "літаків")),
    ] {
        if n > 0 {
            match lang {
                Lang::Ru => parts.push(format!("{n} {}", ru_plural(u32::from(n), r.0, r.1, r.2))),
                Lang::Uk => parts.push(format!("{n} {}", ru_plural(u32::from(n), u.0, u.1, u.2))),
                Lang::En => {
                    let plural = if n > 1 { "s" } else { "" };
                    parts.push(format!("{n} {en}{plural}"));
                }
            }
        }
    }
    if parts.is_empty() {
        return match lang {
            Lang::En => "none".into(),
            Lang::Ru => "нет".into(),
            Lang::Uk => "немає".into(),
        };
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
            // The spot's row within its level and its place in the row, from the board's order.
            let place = spot.map(|s| {
                let mut rows: Vec<u8> =
                    b.spots.iter().filter(|o| o.level == s.level).map(|o| o.row).collect();
                rows.sort_unstable();
                rows.dedup();
                let row = rows.iter().position(|&r| r == s.row).map_or(0, |r| r + 1);
                let place = b.spots[..i - b.camps.len()].iter().filter(|o| o.row == s.row).count() + 1;
                (row, place)
            });
            match (lang, place) {
                (Lang::Ru, Some((row, place))) => {
                    format!("неоткрытый участок {roman} (ряд {row}, место {place})")
                }
                (Lang::Ru, None) => format!("неоткрытый участок {roman}"),
                (_, Some((row, place))) => {
                    format!("undiscovered level {roman} spot (row {row}, place {place})")
                }
                (_, None) => format!("undiscovered level {roman} spot"),
            }
        }
    }
}

pub(super) fn site_name(state: &State, site: u8, lang: Lang) -> String {
    let tile = state.sites.get(usize::from(site)).and_then(|s| s.tile);
    site_name_raw(state.board, site, tile, lang)
}

pub(super) fn marker_name(marker: Marker, lang: Lang) -> &'static str {
    match (marker, lang) {
        (Marker::Magnifier, Lang::Ru) => "лупу",
        (Marker::Notebook, Lang::Ru) => "дневник",
        (Marker::Magnifier, _) => "magnifying glass",
        (Marker::Notebook, _) => "notebook",
    }
}

pub(super) fn space_name(state: &State, to: Option<u8>, lang: Lang) -> String {
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
}
