//! Events as text, in English, Russian and Ukrainian.
//!
//! Printed card text (an encounter's section, a Mythos card, a possession) exists in the content
//! in English only: in Russian and Ukrainian it is shown after the card's name and a word saying
//! it is in English.

use content::eldritch as data;
use tabletop_core::Lang;

use super::names::{
    code_name, inv_name, investigator_def_name, loc_name, monster_name, mystery_name, mythos_name, omen_name,
    skill_name, thing_name, unavailable,
};
use crate::action::Event;
use crate::state::State;

/// The words for `lang` among English, Russian and Ukrainian.
pub(super) fn tr(lang: Lang, en: &'static str, ru: &'static str, uk: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Ru => ru,
        Lang::Uk => uk,
    }
}

/// Printed text that exists only in English: as it is in English; after `name` and a note that
/// it is in English in the other languages.
fn printed(lang: Lang, name: &str, text: &str) -> String {
    match lang {
        Lang::En => text.to_owned(),
        Lang::Ru => format!("«{name}» (текст на английском): {text}"),
        Lang::Uk => format!("«{name}» (текст англійською): {text}"),
    }
}

fn encounter_name(card: u16, lang: Lang) -> &'static str {
    data::ENCOUNTERS.get(usize::from(card)).map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

pub(crate) fn describe_event(state: &State, event: &Event, lang: Lang) -> String {
    let t = |en, ru, uk| tr(lang, en, ru, uk);
    let who = |seat: u8| inv_name(state, seat, lang);
    match event {
        Event::Round(round) => format!("{} {round}", t("Round", "Раунд", "Раунд")),
        Event::PhaseBegan(phase) => match lang {
            Lang::En => format!("{phase} phase"),
            Lang::Ru => {
                let name = match phase.as_ref() {
                    "action" => "действий",
                    "encounter" => "контактов",
                    "mythos" => "мифов",
                    other => other,
                };
                format!("фаза {name}")
            }
            Lang::Uk => {
                let name = match phase.as_ref() {
                    "action" => "дій",
                    "encounter" => "зустрічей",
                    "mythos" => "міту",
                    other => other,
                };
                format!("фаза {name}")
            }
        },
        Event::Moved { seat, to } => match lang {
            Lang::Ru => format!("{} перемещается: {}", who(*seat), loc_name(*to, lang)),
            Lang::En | Lang::Uk => format!("{} → {}", who(*seat), loc_name(*to, lang)),
        },
        Event::Rolled { seat, skill, faces } => {
            format!("{} {}: {faces:?}", who(*seat), skill_name(*skill, lang))
        }
        Event::PlainRoll { seat, faces } => format!(
            "{} {} {faces:?} {}",
            who(*seat),
            t("rolls", "бросает", "кидає"),
            t("(not a test)", "(не проверка)", "(не перевірка)")
        ),
        Event::TestResult { seat, successes } => {
            format!("{}: {successes} {}", who(*seat), t("successes", "успех(ов)", "успіх(и)"))
        }
        Event::Vitals { seat, health, sanity } => match lang {
            Lang::En => format!("{}: Health {health}, Sanity {sanity}", who(*seat)),
            Lang::Ru => format!("{}: здоровье {health}, рассудок {sanity}", who(*seat)),
            Lang::Uk => format!("{}: здоров'я {health}, розум {sanity}", who(*seat)),
        },
        Event::Gained { seat, what } => {
            format!("{} {} {}", who(*seat), t("gains", "получает", "отримує"), thing_name(what, lang))
        }
        Event::Doom(doom) => format!("{} {doom}", t("Doom", "Безысходность", "Приреченість")),
        Event::Omen(omen) => format!("{} {}", t("Omen", "Знамение:", "Передвістя:"), omen_name(*omen, lang)),
        Event::GateSpawned(at) => match lang {
            Lang::En => format!("A gate opens in {}", loc_name(*at, lang)),
            Lang::Ru => format!("Открываются врата: {}", loc_name(*at, lang)),
            Lang::Uk => format!("Відчиняються ворота: {}", loc_name(*at, lang)),
        },
        Event::GateClosed(at) => match lang {
            Lang::En => format!("The gate in {} closes", loc_name(*at, lang)),
            Lang::Ru => format!("Врата закрыты: {}", loc_name(*at, lang)),
            Lang::Uk => format!("Ворота зачинено: {}", loc_name(*at, lang)),
        },
        Event::MonsterSpawned { kind, at } => match lang {
            Lang::En => format!("{} appears in {}", monster_name(*kind, lang), loc_name(*at, lang)),
            Lang::Ru => format!("Появляется {}: {}", monster_name(*kind, lang), loc_name(*at, lang)),
            Lang::Uk => format!("З'являється {}: {}", monster_name(*kind, lang), loc_name(*at, lang)),
        },
        Event::MonsterDefeated(kind) => {
            format!("{} {}", monster_name(*kind, lang), t("is defeated", "побеждён", "переможений"))
        }
        Event::MonsterDamaged { kind, damage } => match lang {
            Lang::En => format!("{} now has {damage} Health token(s) on it", monster_name(*kind, lang)),
            Lang::Ru => format!("{}: жетонов здоровья {damage}", monster_name(*kind, lang)),
            Lang::Uk => format!("{}: жетонів здоров'я {damage}", monster_name(*kind, lang)),
        },
        Event::MonsterDiscarded(kind) => {
            format!("{} {}", monster_name(*kind, lang), t("is discarded", "сброшен", "скинуто"))
        }
        Event::Discarded { seat, what } => {
            format!("{} {} {}", who(*seat), t("discards", "сбрасывает", "скидає"), thing_name(what, lang))
        }
        Event::ClueSpawned(at) => match lang {
            Lang::En => format!("A clue appears in {}", loc_name(*at, lang)),
            Lang::Ru => format!("Появляется улика: {}", loc_name(*at, lang)),
            Lang::Uk => format!("З'являється доказ: {}", loc_name(*at, lang)),
        },
        Event::Mythos(card) => format!("{} {}", t("Mythos:", "Мифы:", "Міт:"), mythos_name(*card, lang)),
        Event::Encounter { seat, card } => format!(
            "{} {} {}",
            who(*seat),
            t("draws", "тянет карту:", "тягне карту:"),
            encounter_name(*card, lang)
        ),
        Event::Note(note) => note.text(lang).to_owned(),
        Event::EncounterText { card, section } => {
            let text = data::ENCOUNTERS
                .get(usize::from(*card))
                .and_then(|def| def.sections.get(usize::from(*section)))
                .map_or(unavailable(lang), |section| section.text);
            printed(lang, encounter_name(*card, lang), text)
        }
        Event::MythosText(card) => {
            let text = data::MYTHOS.get(usize::from(*card)).map_or(unavailable(lang), |def| def.text);
            printed(lang, mythos_name(*card, lang), text)
        }
        Event::ReckoningText(card) => {
            let text = data::MYTHOS
                .get(usize::from(*card))
                .and_then(|def| def.reckoning)
                .unwrap_or(unavailable(lang));
            printed(lang, mythos_name(*card, lang), text)
        }
        Event::AwakeningText => {
            let ao = state.ao();
            printed(lang, lang.pick(ao.name, None, ao.uk), ao.awakened)
        }
        Event::MonsterText { kind, awakened } => {
            let text = data::MONSTERS.get(usize::from(*kind)).map_or(unavailable(lang), |def| {
                let ao = state.ao();
                match (def.cultist, ao.awakened_cultist_rules) {
                    (true, Some(rules)) if *awakened => rules.text,
                    (true, _) => ao.cultist_rules.text,
                    (false, _) => def.rules.text,
                }
            });
            printed(lang, monster_name(*kind, lang), text)
        }
        Event::CardText(code) => {
            let text = crate::cards::get_def(*code).map_or(unavailable(lang), |def| def.text);
            printed(lang, code_name(*code, lang), text)
        }
        Event::CardBack(code) => {
            let text = crate::cards::get_def(*code)
                .and_then(|def| def.back)
                .map_or(unavailable(lang), |back| back.text);
            printed(lang, code_name(*code, lang), text)
        }
        Event::Offered(code) => match lang {
            Lang::En => code_name(*code, lang).to_owned(),
            Lang::Ru => format!("Предложена карта: {}", code_name(*code, lang)),
            Lang::Uk => format!("Запропоновано карту: {}", code_name(*code, lang)),
        },
        Event::Defeated(seat) => format!("{} {}", who(*seat), t("is defeated", "побеждён", "переможений")),
        Event::Devoured(seat) => format!("{} {}", who(*seat), t("is devoured", "поглощён", "зжертий")),
        Event::FallenAt { def, at } => format!(
            "{} {} {}",
            investigator_def_name(*def, lang),
            t("lies defeated in", "лежит побеждённым в локации", "лежить переможений у локації"),
            loc_name(*at, lang)
        ),
        Event::MysterySolved(m) => {
            format!(
                "{} {}",
                t("Mystery solved:", "Тайна разгадана:", "Таємницю розгадано:"),
                mystery_name(*m, lang)
            )
        }
        Event::MysteryDrawn(m) => {
            format!("{} {}", t("New Mystery:", "Новая тайна:", "Нова таємниця:"), mystery_name(*m, lang))
        }
        Event::Awakened => {
            t("The Ancient One awakens!", "Древний пробуждается!", "Стародавній пробуджується!").to_owned()
        }
        Event::GameOver { won: true } => {
            t("The investigators win", "Сыщики победили", "Дослідники перемогли").to_owned()
        }
        Event::GameOver { won: false } => {
            t("The investigators lose", "Сыщики проиграли", "Дослідники програли").to_owned()
        }
    }
}
