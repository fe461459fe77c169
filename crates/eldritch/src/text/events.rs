//! Events as text.

use content::eldritch as data;
use tabletop_core::Lang;

use super::names::{
    inv_name, investigator_def_name, loc_name, monster_name, mystery_name, mythos_name, omen_name,
    skill_name, thing_name, unavailable,
};
use crate::action::Event;
use crate::state::State;

pub(crate) fn describe_event(state: &State, event: &Event, lang: Lang) -> String {
    let uk = lang == Lang::Uk;
    let who = |seat: u8| inv_name(state, seat, lang);
    match event {
        Event::Round(round) => format!("{} {round}", if uk { "Раунд" } else { "Round" }),
        Event::PhaseBegan(phase) => {
            if uk {
                let name = match phase.as_ref() {
                    "action" => "дій",
                    "encounter" => "зустрічей",
                    "mythos" => "міту",
                    other => other,
                };
                format!("фаза {name}")
            } else {
                format!("{phase} phase")
            }
        }
        Event::Moved { seat, to } => format!("{} → {}", who(*seat), loc_name(*to, lang)),
        Event::Rolled { seat, skill, faces } => {
            format!("{} {}: {faces:?}", who(*seat), skill_name(*skill, lang))
        }
        Event::PlainRoll { seat, faces } => format!(
            "{} {} {faces:?} {}",
            who(*seat),
            if uk { "кидає" } else { "rolls" },
            if uk { "(не перевірка)" } else { "(not a test)" }
        ),
        Event::TestResult { seat, successes } => {
            format!("{}: {successes} {}", who(*seat), if uk { "успіх(и)" } else { "successes" })
        }
        Event::Vitals { seat, health, sanity } => {
            if uk {
                format!("{}: здоров'я {health}, розум {sanity}", who(*seat))
            } else {
                format!("{}: Health {health}, Sanity {sanity}", who(*seat))
            }
        }
        Event::Gained { seat, what } => {
            format!("{} {} {}", who(*seat), if uk { "отримує" } else { "gains" }, thing_name(what, lang))
        }
        Event::Doom(doom) => format!("{} {doom}", if uk { "Приреченість" } else { "Doom" }),
        Event::Omen(omen) => {
            format!("{} {}", if uk { "Передвістя:" } else { "Omen" }, omen_name(*omen, lang))
        }
        Event::GateSpawned(at) => {
            if uk {
                format!("Відчиняються ворота: {}", loc_name(*at, lang))
            } else {
                format!("A gate opens in {}", loc_name(*at, lang))
            }
        }
        Event::GateClosed(at) => {
            if uk {
                format!("Ворота зачинено: {}", loc_name(*at, lang))
            } else {
                format!("The gate in {} closes", loc_name(*at, lang))
            }
        }
        Event::MonsterSpawned { kind, at } => {
            if uk {
                format!("З'являється {}: {}", monster_name(*kind, lang), loc_name(*at, lang))
            } else {
                format!("{} appears in {}", monster_name(*kind, lang), loc_name(*at, lang))
            }
        }
        Event::MonsterDefeated(kind) => {
            format!("{} {}", monster_name(*kind, lang), if uk { "переможений" } else { "is defeated" })
        }
        Event::MonsterDamaged { kind, damage } => {
            if uk {
                format!("{}: жетонів здоров'я {damage}", monster_name(*kind, lang))
            } else {
                format!("{} now has {damage} Health token(s) on it", monster_name(*kind, lang))
            }
        }
        Event::MonsterDiscarded(kind) => {
            format!("{} {}", monster_name(*kind, lang), if uk { "скинуто" } else { "is discarded" })
        }
        Event::Discarded { seat, what } => {
            format!("{} {} {}", who(*seat), if uk { "скидає" } else { "discards" }, thing_name(what, lang))
        }
        Event::ClueSpawned(at) => {
            if uk {
                format!("З'являється доказ: {}", loc_name(*at, lang))
            } else {
                format!("A clue appears in {}", loc_name(*at, lang))
            }
        }
        Event::Mythos(card) => {
            format!("{} {}", if uk { "Міт:" } else { "Mythos:" }, mythos_name(*card, lang))
        }
        Event::Encounter { seat, card } => {
            format!("{} {} {}", who(*seat), if uk { "тягне карту:" } else { "draws" }, {
                data::ENCOUNTERS
                    .get(usize::from(*card))
                    .map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
            })
        }
        Event::Text(text) if uk && text == "(printed text not automated)" => {
            "(надрукований текст не автоматизовано)".to_owned()
        }
        Event::Text(text) => text.to_string(),
        Event::Defeated(seat) => format!("{} {}", who(*seat), if uk { "переможений" } else { "is defeated" }),
        Event::Devoured(seat) => format!("{} {}", who(*seat), if uk { "зжертий" } else { "is devoured" }),
        Event::FallenAt { def, at } => {
            format!(
                "{} {} {}",
                investigator_def_name(*def, lang),
                if uk { "лежить переможений у локації" } else { "lies defeated in" },
                loc_name(*at, lang)
            )
        }
        Event::MysterySolved(m) => {
            format!(
                "{} {}",
                if uk { "Таємницю розгадано:" } else { "Mystery solved:" },
                mystery_name(*m, lang)
            )
        }
        Event::MysteryDrawn(m) => {
            format!("{} {}", if uk { "Нова таємниця:" } else { "New Mystery:" }, mystery_name(*m, lang))
        }
        Event::Awakened => (if uk {
            "Стародавній пробуджується!"
        } else {
            "The Ancient One awakens!"
        })
        .to_owned(),
        Event::GameOver { won } => match (won, uk) {
            (true, false) => "The investigators win",
            (false, false) => "The investigators lose",
            (true, true) => "Дослідники перемогли",
            (false, true) => "Дослідники програли",
        }
        .to_owned(),
    }
}
