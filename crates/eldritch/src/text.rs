//! Human-readable text for actions, events and views, in English and Ukrainian names.

use std::fmt::Write as _;

use content::eldritch as data;
use tabletop_core::Lang;

use crate::action::{Action, EncounterChoice, Event, Item};
use crate::engine::View;
use crate::state::State;

fn loc_name(location: u8, lang: Lang) -> &'static str {
    let def = &data::LOCATIONS[usize::from(location)];
    lang.pick(def.name, None, def.uk)
}

fn skill_name(skill: data::Skill, lang: Lang) -> &'static str {
    if lang == Lang::Uk { skill.uk() } else { skill.name() }
}

fn inv_name(state: &State, seat: u8, lang: Lang) -> &'static str {
    let def = state.inv(seat).def();
    lang.pick(def.name, None, def.uk)
}

pub(crate) fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
    let uk = lang == Lang::Uk;
    match action {
        Action::Travel { route } => {
            let names: Vec<&str> = route.iter().map(|&l| loc_name(l, lang)).collect();
            format!("{} {}", if uk { "Подорож:" } else { "Travel:" }, names.join(" → "))
        }
        Action::Rest => (if uk { "Відпочинок" } else { "Rest" }).to_owned(),
        Action::Prepare { gain, discard } => format!(
            "{} {gain:?}{}",
            if uk { "Приготування до подорожі:" } else { "Prepare for Travel:" },
            discard.map(|d| format!(" (discard {d:?})")).unwrap_or_default()
        ),
        Action::AcquireAssets => (if uk { "Отримання активів" } else { "Acquire Assets" }).to_owned(),
        Action::Trade { with, item } => {
            let what = match item {
                Item::Clue => "Clue".to_owned(),
                Item::Ticket(t) => format!("{t:?} ticket"),
                Item::Asset(c) => lang
                    .pick(data::ASSETS[usize::from(*c)].name, None, data::ASSETS[usize::from(*c)].uk)
                    .to_owned(),
                Item::Artifact(c) => data::ARTIFACTS[usize::from(*c)].name.to_owned(),
                Item::Spell(c) => lang
                    .pick(data::SPELLS[usize::from(*c)].name, None, data::SPELLS[usize::from(*c)].uk)
                    .to_owned(),
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
        Action::FreeReroll => (if uk { "Перекинути кубик" } else { "Reroll a die" }).to_owned(),
        Action::BankLoan => (if uk { "Банківська позика" } else { "Bank Loan" }).to_owned(),
        Action::Keep => (if uk { "Прийняти результат" } else { "Keep the roll" }).to_owned(),
        Action::Buy(mask) => {
            let names: Vec<&str> = (0..4)
                .filter(|slot| mask & (1 << slot) != 0)
                .filter_map(|slot| state.reserve[slot])
                .map(|card| {
                    let def = &data::ASSETS[usize::from(card)];
                    lang.pick(def.name, None, def.uk)
                })
                .collect();
            format!("{} {}", if uk { "Придбати:" } else { "Buy:" }, names.join(", "))
        }
        Action::DiscardReserve(slot) => {
            format!("{} {slot}", if uk { "Скинути з резерву" } else { "Discard Reserve slot" })
        }
        Action::BuyNothing => (if uk { "Нічого не брати" } else { "Take nothing" }).to_owned(),
        Action::Fight(index) => {
            let kind = state.monsters.get(usize::from(*index)).map_or(0, |m| m.kind);
            let def = &data::MONSTERS[usize::from(kind)];
            format!("{} {}", if uk { "Бій:" } else { "Fight:" }, lang.pick(def.name, None, def.uk))
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
                EncounterChoice::Rumor(card) => {
                    return format!("Rumor: {}", data::MYTHOS[usize::from(*card)].name);
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
        Action::ChooseInvestigator(def) => {
            let def = &data::INVESTIGATORS[usize::from(*def)];
            format!(
                "{} {}",
                if uk { "Новий дослідник:" } else { "New investigator:" },
                lang.pick(def.name, None, def.uk)
            )
        }
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
        Action::GrantAction(seat) => {
            format!("{} may perform 1 additional action", inv_name(state, *seat, lang))
        }
        Action::Cultists(None) => "Discard all Monsters here".to_owned(),
        Action::Cultists(Some(to)) => format!("Move the Cultist to {}", loc_name(*to, lang)),
        Action::ShareClues { with, take } if *take > 0 => {
            format!("Take {take} Clue(s) from {}", inv_name(state, *with, lang))
        }
        Action::ShareClues { with, take } => {
            format!("Give {} Clue(s) to {}", take.unsigned_abs(), inv_name(state, *with, lang))
        }
        Action::RecruitAlly => "Recruit an Ally (test Influence)".to_owned(),
        Action::TakeAlly(card) => {
            let def = &data::ASSETS[usize::from(*card)];
            format!("{} {}", if uk { "Взяти:" } else { "Take:" }, lang.pick(def.name, None, def.uk))
        }
        Action::Convert { spend_health, amount } => {
            let (spent, gained) = if *spend_health { ("Health", "Sanity") } else { ("Sanity", "Health") };
            format!("Spend {amount} {spent} to recover {amount} {gained}")
        }
        Action::Respend { from, to } => {
            let spent: Vec<&str> = data::Skill::ALL
                .into_iter()
                .filter(|&s| from & (1 << s as u8) != 0)
                .map(|s| skill_name(s, lang))
                .collect();
            format!("Spend the {} improvements to improve {}", spent.join(", "), skill_name(*to, lang))
        }
        Action::Wound(index) | Action::Banish(index) => {
            let kind = state.monsters.get(usize::from(*index)).map_or(0, |m| m.kind);
            let def = &data::MONSTERS[usize::from(kind)];
            let verb = if matches!(action, Action::Wound(_)) { "Wound" } else { "Discard" };
            format!("{verb}: {}", lang.pick(def.name, None, def.uk))
        }
        Action::Sail(to) => format!("Sail to {}, then 1 additional action", loc_name(*to, lang)),
        Action::Teleport(to) => format!("Move to {}", loc_name(*to, lang)),
        Action::Stay => "Stay".to_owned(),
        Action::RerollWithSanity => "Spend 1 Sanity to reroll a die".to_owned(),
        Action::BuyFor { mask, to } => {
            let names: Vec<&str> = (0..4)
                .filter(|slot| mask & (1 << slot) != 0)
                .filter_map(|slot| state.reserve[slot])
                .map(|card| data::ASSETS[usize::from(card)].name)
                .collect();
            format!("Buy {} for {}", names.join(", "), inv_name(state, *to, lang))
        }
        Action::SolveRumor => "Spend Clues to solve the Rumor".to_owned(),
        Action::CastOn { card, target } => {
            let def = &data::SPELLS[usize::from(*card)];
            format!("Cast {} on {}", lang.pick(def.name, None, def.uk), inv_name(state, *target, lang))
        }
        Action::Cast(card) => {
            let def = &data::SPELLS[usize::from(*card)];
            format!("{} {}", if uk { "Закляття:" } else { "Cast:" }, lang.pick(def.name, None, def.uk))
        }
        Action::DeclineRumor => (if uk { "Не витрачати" } else { "Decline" }).to_owned(),
    }
}

pub(crate) fn describe_event(state: &State, event: &Event, lang: Lang) -> String {
    match event {
        Event::Round(round) => format!("Round {round}"),
        Event::PhaseBegan(phase) => format!("{phase} phase"),
        Event::Moved { seat, to } => format!("{} → {}", inv_name(state, *seat, lang), loc_name(*to, lang)),
        Event::Rolled { seat, skill, faces } => {
            format!("{} {}: {faces:?}", inv_name(state, *seat, lang), skill_name(*skill, lang))
        }
        Event::PlainRoll { seat, faces } => {
            format!("{} rolls {faces:?} (not a test)", inv_name(state, *seat, lang))
        }
        Event::TestResult { seat, successes } => {
            format!("{}: {successes} successes", inv_name(state, *seat, lang))
        }
        Event::Vitals { seat, health, sanity } => {
            format!("{}: Health {health}, Sanity {sanity}", inv_name(state, *seat, lang))
        }
        Event::Gained { seat, what } => format!("{} gains {what}", inv_name(state, *seat, lang)),
        Event::Doom(doom) => format!("Doom {doom}"),
        Event::Omen(omen) => format!("Omen {:?}", data::OMEN_TRACK.spaces[usize::from(*omen)]),
        Event::GateSpawned(at) => format!("A gate opens in {}", loc_name(*at, lang)),
        Event::GateClosed(at) => format!("The gate in {} closes", loc_name(*at, lang)),
        Event::MonsterSpawned { kind, at } => {
            format!("{} appears in {}", data::MONSTERS[usize::from(*kind)].name, loc_name(*at, lang))
        }
        Event::MonsterDefeated(kind) => format!("{} is defeated", data::MONSTERS[usize::from(*kind)].name),
        Event::ClueSpawned(at) => format!("A clue appears in {}", loc_name(*at, lang)),
        Event::Mythos(card) => format!("Mythos: {}", data::MYTHOS[usize::from(*card)].name),
        Event::Encounter { seat, card } => {
            format!("{} draws {}", inv_name(state, *seat, lang), data::ENCOUNTERS[usize::from(*card)].name)
        }
        Event::Text(text) => (*text).to_owned(),
        Event::Defeated(seat) => format!("{} is defeated", inv_name(state, *seat, lang)),
        Event::Devoured(seat) => format!("{} is devoured", inv_name(state, *seat, lang)),
        Event::MysterySolved(m) => format!("Mystery solved: {}", data::MYSTERIES[usize::from(*m)].name),
        Event::MysteryDrawn(m) => format!("New Mystery: {}", data::MYSTERIES[usize::from(*m)].name),
        Event::Awakened => "The Ancient One awakens!".to_owned(),
        Event::GameOver { won } => {
            (if *won { "The investigators win" } else { "The investigators lose" }).to_owned()
        }
    }
}

pub(crate) fn render_view(view: &View, lang: Lang) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Round {} · Doom {} · Omen {:?} · Mythos left {} · Mysteries solved {}",
        view.round,
        view.doom,
        data::OMEN_TRACK.spaces[usize::from(view.omen)],
        view.mythos_left,
        view.solved
    );
    let gates: Vec<&str> = view.gates.iter().map(|&l| loc_name(l, lang)).collect();
    let _ = writeln!(out, "Gates: {}", gates.join(", "));
    for (seat, inv) in view.investigators.iter().enumerate() {
        let def = inv.def();
        let _ = writeln!(
            out,
            "[{seat}] {} in {}: Health {}/{} Sanity {}/{} Clues {} tickets {}T/{}S{}",
            lang.pick(def.name, None, def.uk),
            loc_name(inv.location, lang),
            inv.health,
            def.health,
            inv.sanity,
            def.sanity,
            inv.clues.len(),
            inv.train,
            inv.ship,
            if usize::from(view.lead) == seat { " (Lead)" } else { "" }
        );
    }
    out
}
