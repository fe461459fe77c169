//! Human-readable text for actions, events and views, in English and Ukrainian names.

use std::fmt::Write as _;

use content::eldritch as data;
use tabletop_core::Lang;

use crate::action::{Action, EncounterChoice, Event, Item};
use crate::engine::View;
use crate::state::State;

/// What an out-of-range number names (in an action that is not legal in the state).
fn unavailable(lang: Lang) -> &'static str {
    if lang == Lang::Uk { "(недоступно)" } else { "(not available)" }
}

fn loc_name(location: u8, lang: Lang) -> &'static str {
    data::LOCATIONS
        .get(usize::from(location))
        .map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

/// The name of card `card` of a deck's table (Assets, Spells...).
fn card_def_name(defs: &'static [data::CardDef], card: u16, lang: Lang) -> &'static str {
    defs.get(usize::from(card)).map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

/// The name of a held card's code (deck in the high byte, index in the low byte).
fn code_name(code: u16, lang: Lang) -> &'static str {
    crate::cards::get_def(code).map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

fn investigator_def_name(def: u8, lang: Lang) -> &'static str {
    data::INVESTIGATORS
        .get(usize::from(def))
        .map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

fn mythos_name(card: u8, lang: Lang) -> &'static str {
    data::MYTHOS.get(usize::from(card)).map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

fn mystery_name(mystery: u8, lang: Lang) -> &'static str {
    data::MYSTERIES
        .get(usize::from(mystery))
        .map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

fn ticket_name(ticket: data::Ticket, lang: Lang) -> &'static str {
    match (ticket, lang == Lang::Uk) {
        (data::Ticket::Train, false) => "Train ticket",
        (data::Ticket::Ship, false) => "Ship ticket",
        (data::Ticket::Train, true) => "квиток на потяг",
        (data::Ticket::Ship, true) => "квиток на корабель",
    }
}

fn skill_name(skill: data::Skill, lang: Lang) -> &'static str {
    if lang == Lang::Uk { skill.uk() } else { skill.name() }
}

/// The name of what an investigator gains or discards (a card's English name, "Clue", "ticket"
/// or a skill), in `lang`.
fn thing_name(what: &'static str, lang: Lang) -> &'static str {
    if lang != Lang::Uk {
        return what;
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

fn inv_name(state: &State, seat: u8, lang: Lang) -> &'static str {
    state
        .investigators
        .get(usize::from(seat))
        .map_or(unavailable(lang), |inv| investigator_def_name(inv.def, lang))
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
                .get(usize::from(*index))
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
                .get(usize::from(*index))
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
            Some(crate::state::Pending::Pick { pick, .. }) => describe_pick(state, pick, *answer, lang),
            _ => format!("Choice {answer}"),
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

fn monster_name(kind: u8, lang: Lang) -> &'static str {
    data::MONSTERS.get(usize::from(kind)).map_or(unavailable(lang), |def| lang.pick(def.name, None, def.uk))
}

fn omen_name(omen: u8, lang: Lang) -> &'static str {
    let uk = lang == Lang::Uk;
    let Some(&space) = data::OMEN_TRACK.spaces.get(usize::from(omen)) else { return unavailable(lang) };
    match space {
        data::Omen::Green => {
            if uk {
                "зелене (комета)"
            } else {
                "Green"
            }
        }
        data::Omen::Blue => {
            if uk {
                "синє"
            } else {
                "Blue"
            }
        }
        data::Omen::Red => {
            if uk {
                "червоне"
            } else {
                "Red"
            }
        }
    }
}

pub(crate) fn describe_event(state: &State, event: &Event, lang: Lang) -> String {
    let uk = lang == Lang::Uk;
    let who = |seat: u8| inv_name(state, seat, lang);
    match event {
        Event::Round(round) => format!("{} {round}", if uk { "Раунд" } else { "Round" }),
        Event::PhaseBegan(phase) => {
            if uk {
                let name = match *phase {
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
        Event::Text("(printed text not automated)") if uk => {
            "(надрукований текст не автоматизовано)".to_owned()
        }
        Event::Text(text) => (*text).to_owned(),
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

pub(crate) fn render_view(view: &View, lang: Lang) -> String {
    let uk = lang == Lang::Uk;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} {} · {} {} · {} {} · {} {} · {} {}",
        if uk { "Раунд" } else { "Round" },
        view.round,
        if uk { "Приреченість" } else { "Doom" },
        view.doom,
        if uk { "Передвістя" } else { "Omen" },
        omen_name(view.omen, lang),
        if uk { "Карт міту" } else { "Mythos left" },
        view.mythos_left,
        if uk { "Розгадано таємниць" } else { "Mysteries solved" },
        view.solved
    );
    if let Some((mystery, tokens)) = view.mystery {
        let _ = write!(
            out,
            "{}: {} ({} {tokens})",
            if uk { "Таємниця" } else { "Mystery" },
            mystery_name(mystery, lang),
            if uk { "жетонів" } else { "tokens" }
        );
        if !view.mystery_sites.is_empty() {
            let sites: Vec<&str> = view.mystery_sites.iter().map(|&s| loc_name(s, lang)).collect();
            let _ = write!(
                out,
                " · {} {}",
                if uk { "жетони таємниці:" } else { "Mystery tokens:" },
                sites.join(", ")
            );
        }
        out.push('\n');
    }
    if view.final_tokens > 0 {
        let _ = writeln!(
            out,
            "{}: {}",
            if uk { "Остання таємниця" } else { "Final Mystery tokens" },
            view.final_tokens
        );
    }
    let names = |spaces: &[u8]| spaces.iter().map(|&l| loc_name(l, lang)).collect::<Vec<_>>().join(", ");
    let _ = writeln!(out, "{}: {}", if uk { "Ворота" } else { "Gates" }, names(&view.gates));
    let _ = writeln!(out, "{}: {}", if uk { "Докази" } else { "Clues" }, names(&view.clues));
    if !view.monsters.is_empty() {
        let monsters: Vec<String> = view
            .monsters
            .iter()
            .map(|m| {
                let hurt = if m.damage > 0 { format!(" -{}", m.damage) } else { String::new() };
                format!("{}{hurt} ({})", monster_name(m.kind, lang), loc_name(m.location, lang))
            })
            .collect();
        let _ = writeln!(out, "{}: {}", if uk { "Монстри" } else { "Monsters" }, monsters.join(", "));
    }
    if let Some(expedition) = view.expedition {
        let _ = writeln!(
            out,
            "{}: {}",
            if uk { "Активна експедиція" } else { "Active Expedition" },
            loc_name(expedition, lang)
        );
    }
    if !view.ongoing.is_empty() {
        let cards: Vec<String> = view
            .ongoing
            .iter()
            .map(|&(card, tokens)| {
                let name = mythos_name(card, lang);
                if tokens > 0 { format!("{name} ({tokens})") } else { name.to_owned() }
            })
            .collect();
        let _ = writeln!(out, "{}: {}", if uk { "У грі" } else { "In play" }, cards.join(", "));
    }
    let reserve: Vec<String> = view
        .reserve
        .iter()
        .flatten()
        .map(|&card| match data::ASSETS.get(usize::from(card)) {
            Some(def) => format!("{} ({})", lang.pick(def.name, None, def.uk), def.cost),
            None => unavailable(lang).to_owned(),
        })
        .collect();
    let _ = writeln!(out, "{}: {}", if uk { "Резерв" } else { "Reserve" }, reserve.join(", "));
    for fallen in &view.fallen {
        let _ = writeln!(
            out,
            "{} {} ({})",
            investigator_def_name(fallen.def, lang),
            if uk { "лежить переможений у" } else { "lies defeated in" },
            loc_name(fallen.location, lang)
        );
    }
    for (seat, inv) in view.investigators.iter().enumerate() {
        let (health, sanity) =
            data::INVESTIGATORS.get(usize::from(inv.def)).map_or((0, 0), |def| (def.health, def.sanity));
        let state_word = match inv.standing {
            crate::state::Standing::Active if inv.delayed => {
                if uk {
                    " (затриманий)"
                } else {
                    " (Delayed)"
                }
            }
            crate::state::Standing::Active => "",
            crate::state::Standing::Replacing => {
                if uk {
                    " (чекає на заміну)"
                } else {
                    " (awaiting a replacement)"
                }
            }
            crate::state::Standing::Eliminated => {
                if uk {
                    " (вибув)"
                } else {
                    " (eliminated)"
                }
            }
        };
        let _ = writeln!(
            out,
            "[{seat}] {} {} {}: {} {}/{} {} {}/{} {} {} {} {}T/{}S{}{}",
            investigator_def_name(inv.def, lang),
            if uk { "у" } else { "in" },
            loc_name(inv.location, lang),
            if uk { "здоров'я" } else { "Health" },
            inv.health,
            health,
            if uk { "розум" } else { "Sanity" },
            inv.sanity,
            sanity,
            if uk { "докази" } else { "Clues" },
            inv.clues.len(),
            if uk { "квитки" } else { "tickets" },
            inv.train,
            inv.ship,
            if usize::from(view.lead) == seat {
                if uk { " (головний)" } else { " (Lead)" }
            } else {
                ""
            },
            state_word
        );
        let mut cards: Vec<String> = Vec::new();
        for (&card, defs) in inv
            .assets
            .iter()
            .map(|c| (c, data::ASSETS))
            .chain(inv.artifacts.iter().map(|c| (c, data::ARTIFACTS)))
            .chain(inv.spells.iter().map(|c| (c, data::SPELLS)))
            .chain(inv.conditions.iter().map(|c| (c, data::CONDITIONS)))
        {
            cards.push(card_def_name(defs, u16::from(card), lang).to_owned());
        }
        let improved: Vec<String> = data::Skill::ALL
            .into_iter()
            .filter(|&s| inv.improve[s as usize] > 0)
            .map(|s| format!("{} +{}", skill_name(s, lang), inv.improve[s as usize]))
            .collect();
        if !cards.is_empty() || !improved.is_empty() {
            let _ =
                writeln!(out, "      {}", cards.into_iter().chain(improved).collect::<Vec<_>>().join(", "));
        }
    }
    out
}

/// A card's effect list in words ("gain 1 Clue, lose 2 Sanity"), for choices and logs.
pub(crate) fn effects_text(list: &[data::Effect], lang: Lang) -> String {
    if list.is_empty() {
        return (if lang == Lang::Uk { "нічого" } else { "nothing" }).to_owned();
    }
    let parts: Vec<String> = list.iter().map(|&effect| effect_text(effect, lang)).collect();
    parts.join(", ")
}

fn card_name(defs: &'static [data::CardDef], id: &str, lang: Lang) -> &'static str {
    defs.iter().find(|d| d.id == id).map_or("?", |d| lang.pick(d.name, None, d.uk))
}

fn trait_text(wanted: Option<data::Trait>) -> String {
    wanted.map(|t| format!("{t:?} ")).unwrap_or_default()
}

fn possession_text(p: data::Possession) -> String {
    let deck = match p.deck {
        Some(data::CardDeck::Asset) => "Asset",
        Some(data::CardDeck::Artifact) => "Artifact",
        Some(data::CardDeck::Spell) => "Spell",
        Some(data::CardDeck::Condition) => "Condition",
        None => "possession",
    };
    format!("1 {}{deck}", trait_text(p.with))
}

fn count_text(count: data::Count) -> String {
    match count {
        data::Count::Clues => "Clue you have".to_owned(),
        data::Count::Spells => "Spell you have".to_owned(),
        data::Count::Cultists => "Cultist on the board".to_owned(),
        data::Count::Gates => "Gate on the board".to_owned(),
        data::Count::OmenGates => "Gate matching the Omen".to_owned(),
        data::Count::Investigators => "investigator".to_owned(),
        data::Count::HalfInvestigators => "2 investigators".to_owned(),
        data::Count::ConditionsWith(t) => format!("{t:?} Condition you have"),
        data::Count::PossessionsWith(t) => format!("{t:?} possession you have"),
        data::Count::Rumors => "Rumor in play".to_owned(),
    }
}

/// One cost in words.
pub(crate) fn cost_text(cost: data::Cost, lang: Lang) -> String {
    let uk = lang == Lang::Uk;
    match cost {
        data::Cost::Clues(n) => {
            if uk {
                format!("витратити {n} доказ(и)")
            } else {
                format!("spend {n} Clue{}", if n == 1 { "" } else { "s" })
            }
        }
        data::Cost::GroupClues(count) => format!("the group spends 1 Clue per {}", count_text(count)),
        data::Cost::Health(n) => {
            if uk {
                format!("витратити {n} здоров'я")
            } else {
                format!("spend {n} Health")
            }
        }
        data::Cost::Sanity(n) => {
            if uk {
                format!("витратити {n} розуму")
            } else {
                format!("spend {n} Sanity")
            }
        }
        data::Cost::Delay => (if uk { "стати затриманим" } else { "become Delayed" }).to_owned(),
        data::Cost::GainCondition(id) => {
            format!("{} {}", if uk { "отримати стан" } else { "gain" }, card_name(data::CONDITIONS, id, lang))
        }
        data::Cost::DiscardCondition(id) => {
            format!("{} {}", if uk { "скинути" } else { "discard" }, card_name(data::CONDITIONS, id, lang))
        }
        data::Cost::Discard(p) => {
            format!("{} {}", if uk { "скинути" } else { "discard" }, possession_text(p))
        }
    }
}

fn effect_text(effect: data::Effect, lang: Lang) -> String {
    use data::Effect as E;
    let uk = lang == Lang::Uk;
    let pick = |en: &str, ukr: &str| (if uk { ukr } else { en }).to_owned();
    match effect {
        E::GainClue(n) => {
            if uk {
                format!("отримати {n} доказ(и)")
            } else {
                format!("gain {n} Clue{}", if n == 1 { "" } else { "s" })
            }
        }
        E::GainThisClue => pick("gain this Clue", "отримати цей доказ"),
        E::DiscardThisClue => pick("discard this Clue", "скинути цей доказ"),
        E::MoveThisClue(kind) => format!("move this Clue to the nearest {kind:?} space"),
        E::DiscardClues(n) => format!("discard {n} Clue(s)"),
        E::DiscardCluesPer(c) => format!("discard 1 Clue per {}", count_text(c)),
        E::LoseHealth(n) => {
            if uk {
                format!("втратити {n} здоров'я")
            } else {
                format!("lose {n} Health")
            }
        }
        E::LoseSanity(n) => {
            if uk {
                format!("втратити {n} розуму")
            } else {
                format!("lose {n} Sanity")
            }
        }
        E::LoseHealthPer(c) => format!("lose 1 Health per {}", count_text(c)),
        E::LoseSanityPer(c) => format!("lose 1 Sanity per {}", count_text(c)),
        E::RecoverHealth(n) => {
            if uk {
                format!("відновити {n} здоров'я")
            } else {
                format!("recover {n} Health")
            }
        }
        E::RecoverSanity(n) => {
            if uk {
                format!("відновити {n} розуму")
            } else {
                format!("recover {n} Sanity")
            }
        }
        E::Improve(skill) => format!("{} {}", pick("improve", "поліпшити"), skill_name(skill, lang)),
        E::ImproveChoice => pick("improve 1 skill of your choice", "поліпшити 1 уміння на вибір"),
        E::GainCondition(id) => {
            format!("{} {}", pick("gain", "отримати"), card_name(data::CONDITIONS, id, lang))
        }
        E::GainConditionWith(t) => format!("gain a {t:?} Condition"),
        E::DiscardCondition(id) => {
            format!("{} {}", pick("discard", "скинути"), card_name(data::CONDITIONS, id, lang))
        }
        E::DiscardConditionWith(t) => format!("discard a {t:?} Condition"),
        E::GainSpell(t) => {
            format!("{} 1 {}{}", pick("gain", "отримати"), trait_text(t), pick("Spell", "закляття"))
        }
        E::GainAsset(t) => {
            format!("{} 1 {}{}", pick("gain", "отримати"), trait_text(t), pick("Asset", "актив"))
        }
        E::GainReserve(t) => format!("gain 1 {}Asset from the Reserve", trait_text(t)),
        E::GainArtifact(t) => {
            format!("{} 1 {}{}", pick("gain", "отримати"), trait_text(t), pick("Artifact", "артефакт"))
        }
        E::GainNamed(deck, id) => {
            let defs = match deck {
                data::CardDeck::Asset => data::ASSETS,
                data::CardDeck::Artifact => data::ARTIFACTS,
                data::CardDeck::Spell => data::SPELLS,
                data::CardDeck::Condition => data::CONDITIONS,
            };
            format!("{} {}", pick("gain", "отримати"), card_name(defs, id, lang))
        }
        E::Discard(p) => format!("{} {}", pick("discard", "скинути"), possession_text(p)),
        E::GainTicket(t) => format!("gain a {t:?} ticket"),
        E::Delay => pick("become Delayed", "стати затриманим"),
        E::Doom(n) if n > 0 => format!("{} {n}", pick("advance Doom by", "просунути Загибель на")),
        E::Doom(n) => format!("{} {}", pick("retreat Doom by", "відсунути Загибель на"), n.unsigned_abs()),
        E::DoomPer(c) => format!("advance Doom by 1 per {}", count_text(c)),
        E::CloseGate => pick("close this Gate", "закрити ці ворота"),
        E::DiscardGate => pick("discard 1 Gate of your choice", "скинути 1 ворота на вибір"),
        E::Devoured => pick("you are devoured", "вас поглинуто"),
        E::EldritchOnMystery(n) => format!("place {n} Eldritch token(s) on the Mystery"),
        E::EldritchOnSheet(n) => format!("place {n} Eldritch token(s) on the Ancient One sheet"),
        E::OmenEldritch(n) if n > 0 => format!("place {n} Eldritch token(s) on the green Omen space"),
        E::OmenEldritch(n) => format!("discard {} Eldritch token(s) from the Omen track", n.unsigned_abs()),
        E::UnsolveMystery => "shuffle a solved Mystery back into the deck".to_owned(),
        E::Test(test) => {
            let mut text = format!("{} ({}", pick("test", "перевірка"), skill_name(test.skill, lang));
            if test.modifier != 0 {
                let _ = write!(text, " {:+}", test.modifier);
            }
            text.push(')');
            if !test.pass.is_empty() {
                let _ = write!(text, "; {}: {}", pick("pass", "успіх"), effects_text(test.pass, lang));
            }
            if !test.fail.is_empty() {
                let _ = write!(text, "; {}: {}", pick("fail", "провал"), effects_text(test.fail, lang));
            }
            text
        }
        E::May(offer) => {
            let costs: Vec<String> = offer.cost.iter().map(|&c| cost_text(c, lang)).collect();
            format!("{} {} → {}", pick("you may", "можна"), costs.join(" + "), effects_text(offer.then, lang))
        }
        E::Choose(options) => {
            let texts: Vec<String> = options.iter().map(|list| effects_text(list, lang)).collect();
            texts.join(pick(" or ", " або ").as_str())
        }
        E::If(_) => pick("if …", "якщо …"),
        E::Each(scope) => {
            format!("{}: {}", pick("each investigator", "кожен дослідник"), effects_text(scope.effects, lang))
        }
        E::ChooseInvestigator(list) => {
            format!("an investigator of your choice: {}", effects_text(list, lang))
        }
        E::Roll(roll) => format!("roll {} die(s)", roll.dice),
        E::Fight(fight) => match fight.monster {
            Some(id) => format!("a {} ambushes you", card_monster(id, lang)),
            None => pick("a Monster ambushes you", "на вас нападає монстр"),
        },
        E::Move(dest) => format!("move ({dest:?})"),
        E::SpawnMonsters(_, n) => format!("spawn {n} Monster(s)"),
        E::SpawnEpic(id, _) => format!("spawn {}", card_monster(id, lang)),
        E::DamageMonsters(_, n) => format!("Monsters lose {n} Health"),
        E::DiscardMonsters(_) => "discard a Monster".to_owned(),
        E::SpawnClue(n) => format!("{} {n}", pick("spawn Clues:", "з'являються докази:")),
        E::SpawnClueChoice => "spawn 1 Clue on a space of your choice".to_owned(),
        E::SpawnGate => pick("spawn 1 Gate", "з'являються ворота"),
        E::AdvanceOmen => pick("advance the Omen", "просунути Знамення"),
        E::RetreatOmen => "move the Omen counterclockwise".to_owned(),
        E::ChooseOmen => "move the Omen to a space of your choice".to_owned(),
        E::SkillPenalty(skill, n) => format!("-{n} {}", skill_name(skill, lang)),
        E::CannotMove => pick("you cannot move", "ви не можете рухатися"),
        E::FlipThisCard => pick("flip this card", "перевернути цю карту"),
        E::DiscardThisCard => pick("discard this card", "скинути цю карту"),
        E::RecoverAll => pick("recover all Health and Sanity", "відновити все здоров'я і розум"),
        E::MysteryOffer => "the Mystery's offer".to_owned(),
        E::MoveCluesTo(kind) => format!("move every Clue to the nearest {kind:?} space"),
        E::Custom(hook) => format!("({hook})"),
    }
}

fn card_monster(id: &str, lang: Lang) -> &'static str {
    data::MONSTERS.iter().find(|m| m.id == id).map_or("?", |m| lang.pick(m.name, None, m.uk))
}

/// A pending pick's answer in words.
pub(crate) fn describe_pick(state: &State, pick: crate::effects::Pick, answer: u16, lang: Lang) -> String {
    use crate::effects::Pick as P;
    let uk = lang == Lang::Uk;
    match pick {
        P::Option(options) => options
            .get(usize::from(answer))
            .map_or_else(|| unavailable(lang).to_owned(), |list| effects_text(list, lang)),
        P::Offer(offer)
            if offer.cost.is_empty() && offer.then == [data::Effect::Custom(crate::hooks::CAST_THIS)] =>
        {
            let name = state.this_card.map_or("", |(_, code)| code_name(code, lang));
            format!("{} {name}", if uk { "Сотворити закляття:" } else { "Cast" })
        }
        P::Offer(offer) => {
            let mut costs: Vec<String> = offer.cost.iter().map(|&c| cost_text(c, lang)).collect();
            if offer.cost.iter().any(|c| matches!(c, data::Cost::Discard(_))) {
                costs.push(format!("({})", held_card_name(answer, lang)));
            }
            format!(
                "{} {} → {}",
                if uk { "Сплатити:" } else { "Pay:" },
                costs.join(" + "),
                effects_text(offer.then, lang)
            )
        }
        P::Investigator(_) => {
            u8::try_from(answer).map_or(unavailable(lang), |seat| inv_name(state, seat, lang)).to_owned()
        }
        P::Discard(_) => {
            format!("{} {}", if uk { "Скинути" } else { "Discard" }, held_card_name(answer, lang))
        }
        P::DiscardCondition(_) => {
            format!(
                "{} {}",
                if uk { "Скинути" } else { "Discard" },
                card_def_name(data::CONDITIONS, answer, lang)
            )
        }
        P::Reserve(_) => {
            let name = state
                .reserve
                .get(usize::from(answer))
                .copied()
                .flatten()
                .map_or(unavailable(lang), |c| card_def_name(data::ASSETS, c, lang));
            format!("{} {name}", if uk { "Взяти" } else { "Take" })
        }
        P::Move(_) => format!("{} {}", if uk { "Рух до" } else { "Move to" }, loc_name(answer as u8, lang)),
        P::RemoteClue => {
            format!(
                "{} {}",
                if uk { "Дослідницька зустріч:" } else { "Research encounter at" },
                loc_name(answer as u8, lang)
            )
        }
        P::ClueSpace | P::MoveClue(_) => {
            format!("{} {}", if uk { "Доказ:" } else { "Clue on" }, loc_name(answer as u8, lang))
        }
        P::Omen => format!(
            "{} {}",
            if uk { "Передвістя:" } else { "Omen:" },
            u8::try_from(answer).map_or(unavailable(lang), |omen| omen_name(omen, lang))
        ),
        P::DamageMonster(_) | P::DiscardMonster => {
            let monster = state.monsters.get(usize::from(answer));
            let name = monster.map_or(unavailable(lang), |m| monster_name(m.kind, lang));
            let at = monster.map_or("?", |m| loc_name(m.location, lang));
            format!("{name} ({at})")
        }
        P::DamageSpace(_) => {
            format!("{} {}", if uk { "Монстри в" } else { "Monsters on" }, loc_name(answer as u8, lang))
        }
        P::DiscardGate => {
            format!("{} {}", if uk { "Ворота в" } else { "The Gate on" }, loc_name(answer as u8, lang))
        }
        P::HookMonster(_) => {
            let monster = state.monsters.get(usize::from(answer));
            let name = monster.map_or(unavailable(lang), |m| monster_name(m.kind, lang));
            format!("{name} ({})", monster.map_or("?", |m| loc_name(m.location, lang)))
        }
        P::HookSpace(_) => loc_name(answer as u8, lang).to_owned(),
        P::Prevent { loser } => format!(
            "{} {} ({})",
            if uk { "Запобігти втраті:" } else { "Prevent the loss with" },
            code_name(answer, lang),
            inv_name(state, loser, lang)
        ),
        P::CombatBoost(_) => {
            format!("{} {}", if uk { "Використати" } else { "Use" }, code_name(answer, lang))
        }
    }
}

fn held_card_name(code: u16, lang: Lang) -> &'static str {
    code_name(code, lang)
}
