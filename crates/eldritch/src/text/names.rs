//! Names in sentences: locations, cards, investigators, Mythos cards, Mysteries, skills,
//! monsters and the Omen.

use content::eldritch as data;
use tabletop_core::Lang;

use crate::state::State;

/// What an out-of-range number names (in an action that is not legal in the state).
pub(super) fn unavailable(lang: Lang) -> &'static str {
    if lang == Lang::En { "(not available)" } else { "(недоступно)" }
}

pub(super) fn loc_name(location: u8, lang: Lang) -> &'static str {
    data::LOCATIONS
        .get(usize::from(location))
        .map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

/// The name of card `card` of a deck's table (Assets, Spells...).
pub(super) fn card_def_name(defs: &'static [data::CardDef], card: u16, lang: Lang) -> &'static str {
    defs.get(usize::from(card)).map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

/// The name of a held card's code (deck in the high byte, index in the low byte).
pub(super) fn code_name(code: u16, lang: Lang) -> &'static str {
    crate::cards::get_def(code).map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

pub(super) fn investigator_def_name(def: u8, lang: Lang) -> &'static str {
    data::INVESTIGATORS
        .get(usize::from(def))
        .map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

pub(super) fn mythos_name(card: u8, lang: Lang) -> &'static str {
    data::MYTHOS.get(usize::from(card)).map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

pub(super) fn mystery_name(mystery: u8, lang: Lang) -> &'static str {
    data::MYSTERIES
        .get(usize::from(mystery))
        .map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

pub(super) fn ticket_name(ticket: data::Ticket, lang: Lang) -> &'static str {
    match (ticket, lang == Lang::Uk) {
        (data::Ticket::Train, false) => "Train ticket",
        (data::Ticket::Ship, false) => "Ship ticket",
        (data::Ticket::Train, true) => "квиток на потяг",
        (data::Ticket::Ship, true) => "квиток на корабель",
    }
}

pub(super) fn skill_name(skill: data::Skill, lang: Lang) -> &'static str {
    match lang {
        Lang::En => skill.name(),
        Lang::Ru => ["знания", "влияние", "наблюдательность", "сила", "воля"][skill as usize],
        Lang::Uk => skill.uk(),
    }
}

/// The name of what an investigator gains or discards (a card's English name, "Clue", "ticket"
/// or a skill), in `lang`.
pub(super) fn thing_name(what: &str, lang: Lang) -> &str {
    if lang == Lang::En {
        return what;
    }
    if lang == Lang::Ru {
        return match what {
            "Clue" => "улика",
            "Clues" => "улики",
            "ticket" => "билет",
            _ => {
                data::Skill::ALL.into_iter().find(|s| s.name() == what).map_or(what, |s| skill_name(s, lang))
            }
        };
    }
    match what {
        "Clue" => return "доказ",
        "Clues" => return "докази",
        "ticket" => return "квиток",
        _ => {}
    }
    if let Some(skill) = data::Skill::ALL.into_iter().find(|s| s.name() == what) {
        return skill.uk();
    }
    [data::ASSETS, data::ARTIFACTS, data::SPELLS, data::CONDITIONS]
        .into_iter()
        .flat_map(|defs| defs.iter())
        .find(|def| def.name == what)
        .and_then(|def| def.uk)
        .unwrap_or(what)
}

pub(super) fn inv_name(state: &State, seat: u8, lang: Lang) -> &'static str {
    state
        .investigators
        .get(usize::from(seat))
        .map_or(unavailable(lang), |inv| investigator_def_name(inv.def, lang))
}

pub(super) fn monster_name(kind: u8, lang: Lang) -> &'static str {
    data::MONSTERS.get(usize::from(kind)).map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

pub(super) fn omen_name(omen: u8, lang: Lang) -> &'static str {
    let Some(&space) = data::OMEN_TRACK.spaces.get(usize::from(omen)) else { return unavailable(lang) };
    let [en, ru, uk] = match space {
        data::Omen::Green => ["Green", "зелёное (комета)", "зелене (комета)"],
        data::Omen::Blue => ["Blue", "синее", "синє"],
        data::Omen::Red => ["Red", "красное", "червоне"],
    };
    super::events::tr(lang, en, ru, uk)
}
