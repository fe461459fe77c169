//! Text for people, in English and Russian: actions, choices, events and the rendered view.
//!
//! Russian uses the Russian rulebook's terms (Рассудок, здоровье, улики, врата, Древний,
//! передышка) and the content's `name_ru` where it has one, the English name otherwise;
//! encounter, Mythos and hook texts exist in English only and are shown as they are. Every
//! number with a noun goes through `tabletop_core::locale`.

use crate::View;
use std::fmt::Write;

use content::arkham_2e::{self as data, Check, Deck, Effect, Stat};
use tabletop_core::Lang;
use tabletop_core::locale::{Noun, slavic_form};

use crate::action::{Action, Event, StatKind};
use crate::board::Place;
use crate::state::{Choice, Ending, Pending, Phase, State};

/// The English or the Russian text. Ukrainian is not offered (see `languages()`), so it reads
/// English.
fn tr(lang: Lang, en: &'static str, ru: &'static str) -> &'static str {
    match lang {
        Lang::Ru => ru,
        Lang::En | Lang::Uk => en,
    }
}

/// A content name: Russian where the content has it, English otherwise.
fn pick(lang: Lang, en: &'static str, ru: Option<&'static str>) -> &'static str {
    lang.pick(en, ru, None)
}

/// Dice: "1 кубик", "2 кубика", "5 кубиков".
const DIE: Noun =
    Noun {
        en: ["die", "dice"], ru: ["кубик", "кубика", "кубиков"], uk: ["кубик", "кубики", "кубиків"]
    };
/// Clue tokens.
const CLUE: Noun =
    Noun {
        en: ["Clue", "Clues"], ru: ["улика", "улики", "улик"], uk: ["доказ", "докази", "доказів"]
    };
/// Stamina (the rulebook's «здоровье»: "1 здоровье", "2 здоровья").
const STAMINA: Noun = Noun {
    en: ["Stamina", "Stamina"],
    ru: ["здоровье", "здоровья", "здоровья"],
    uk: ["здоров'я", "здоров'я", "здоров'я"],
};
/// Sanity ("1 рассудок", "2 рассудка").
const SANITY: Noun = Noun {
    en: ["Sanity", "Sanity"],
    ru: ["рассудок", "рассудка", "рассудка"],
    uk: ["розум", "розуму", "розуму"],
};
/// Cards of a deck ("2 карты простых вещей").
const CARD: Noun =
    Noun {
        en: ["card", "cards"], ru: ["карта", "карты", "карт"], uk: ["карта", "карти", "карт"]
    };
/// Monsters.
const MONSTER: Noun = Noun {
    en: ["monster", "monsters"],
    ru: ["монстр", "монстра", "монстров"],
    uk: ["монстр", "монстри", "монстрів"],
};
/// Doom tokens.
const DOOM_TOKEN: Noun = Noun {
    en: ["Doom token", "Doom tokens"],
    ru: ["жетон безысходности", "жетона безысходности", "жетонов безысходности"],
    uk: ["жетон приреченості", "жетони приреченості", "жетонів приреченості"],
};
/// Points to split.
const POINT: Noun =
    Noun {
        en: ["point", "points"], ru: ["очко", "очка", "очков"], uk: ["очко", "очки", "очок"]
    };

/// A place's name.
pub(crate) fn place_name(place: Place, lang: Lang) -> String {
    match place {
        Place::Location(l) => {
            data::LOCATIONS.get(usize::from(l)).map_or("?", |d| pick(lang, d.name, d.name_ru)).to_owned()
        }
        Place::Street(n) => {
            let name =
                data::NEIGHBOURHOODS.get(usize::from(n)).map_or("?", |d| pick(lang, d.name, d.name_ru));
            match lang {
                Lang::Ru => format!("улица ({name})"),
                Lang::En | Lang::Uk => format!("{name} streets"),
            }
        }
        Place::World { world, second } => {
            let name = world_name(world, lang);
            match lang {
                Lang::Ru => format!("{name} ({} зона)", if second { "вторая" } else { "первая" }),
                Lang::En | Lang::Uk => format!("{name} ({} area)", if second { "second" } else { "first" }),
            }
        }
        Place::Sky => tr(lang, "the Sky", "небо").to_owned(),
        Place::Outskirts => tr(lang, "the Outskirts", "окраины").to_owned(),
        Place::Lost => {
            tr(lang, "Lost in Time and Space", "«Потерянные» во времени и пространстве").to_owned()
        }
        Place::Jail => tr(lang, "the Jail Cell", "тюремная камера").to_owned(),
    }
}

fn world_name(world: u8, lang: Lang) -> &'static str {
    data::OTHER_WORLDS.get(usize::from(world)).map_or("?", |w| pick(lang, w.name, w.name_ru))
}

fn monster_name(kind: u8, lang: Lang) -> &'static str {
    data::MONSTERS.get(usize::from(kind)).map_or("?", |m| pick(lang, m.name, m.name_ru))
}

fn card_name(card: u8, lang: Lang) -> &'static str {
    data::CARDS.get(usize::from(card)).map_or("?", |c| pick(lang, c.name, c.name_ru))
}

fn held_name(held: &crate::state::Held, lang: Lang) -> &'static str {
    let def = held.def();
    pick(lang, def.name, def.name_ru)
}

fn investigator_name(state: &State, seat: u8, lang: Lang) -> &'static str {
    state.players.get(usize::from(seat)).map_or("?", |p| pick(lang, p.def().name, p.def().name_ru))
}

fn ancient_name(def: &data::AncientOneDef, lang: Lang) -> &'static str {
    pick(lang, def.name, def.name_ru)
}

/// Why the game ended (English: the outcome's reason).
pub(crate) fn ending(ending: Ending) -> &'static str {
    ending_in(ending, Lang::En)
}

fn ending_in(ending: Ending, lang: Lang) -> &'static str {
    match ending {
        Ending::ClosedGates => {
            tr(lang, "the investigators closed the last gate", "сыщики закрыли последние врата")
        }
        Ending::ElderSigns => {
            tr(lang, "six Elder Signs sealed the gates", "шесть знаков Древних запечатали врата")
        }
        Ending::Defeated => {
            tr(lang, "the investigators defeated the Ancient One", "сыщики победили Древнего")
        }
        Ending::Devoured => {
            tr(lang, "the Ancient One devoured every investigator", "Древний пожрал всех сыщиков")
        }
        Ending::Destroyed => {
            tr(lang, "the Ancient One awoke and destroyed the world", "Древний пробудился и уничтожил мир")
        }
        Ending::TimeOut => tr(lang, "the game ran past its round limit", "игра превысила предел раундов"),
    }
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Setup => "подготовка",
        Phase::Upkeep => "передышка",
        Phase::Movement => "движение",
        Phase::ArkhamEncounters => "контакты в Аркхэме",
        Phase::OtherWorldEncounters => "контакты в Иных мирах",
        Phase::Mythos => "фаза Мифа",
        Phase::Battle => "последняя битва",
        Phase::Over => "игра окончена",
    }
}

/// A skill's name, as in "проверка знаний" (genitive).
fn check_of(check: Check) -> &'static str {
    match check {
        Check::Speed => "скорости",
        Check::Sneak => "скрытности",
        Check::Fight => "силы",
        Check::Will => "воли",
        Check::Lore => "знаний",
        Check::Luck => "удачи",
        Check::Evade => "ухода",
        Check::Horror => "ужаса",
        Check::Combat => "битвы",
        Check::Spell => "заклинания",
    }
}

pub(crate) fn describe(state: &State, action: &Action, lang: Lang) -> String {
    let pending = state.pending.as_ref().map(|(_, p)| p);
    let ru = lang == Lang::Ru;
    match *action {
        Action::Sliders(sliders) => {
            let seat = state.pending.as_ref().map_or(0, |(s, _)| *s);
            let Some(investigator) = state.players.get(usize::from(seat)) else { return String::new() };
            let mut moved = investigator.clone();
            moved.sliders = sliders;
            let skills = [Check::Speed, Check::Sneak, Check::Fight, Check::Will, Check::Lore, Check::Luck]
                .map(|c| moved.base_skill(c));
            let keep = sliders == investigator.sliders;
            match lang {
                Lang::Ru => format!(
                    "{}: скорость {} скрытность {} · сила {} воля {} · знания {} удача {}",
                    if keep { "оставить ползунки" } else { "ползунки" },
                    skills[0],
                    skills[1],
                    skills[2],
                    skills[3],
                    skills[4],
                    skills[5]
                ),
                Lang::En | Lang::Uk => format!(
                    "{} Speed {} Sneak {} · Fight {} Will {} · Lore {} Luck {}",
                    if keep { "keep the sliders:" } else { "sliders to" },
                    skills[0],
                    skills[1],
                    skills[2],
                    skills[3],
                    skills[4],
                    skills[5]
                ),
            }
        }
        Action::Move(to) => format!("{} {}", tr(lang, "move to", "перейти:"), place_name(to, lang)),
        Action::Evade(id) => {
            let name = state.monsters.get(id).map(|m| monster_name(m.kind, lang));
            match lang {
                Lang::Ru => {
                    name.map_or_else(|| "уйти от монстра".to_owned(), |n| format!("уйти от монстра: {n}"))
                }
                Lang::En | Lang::Uk => format!("evade the {}", name.unwrap_or("monster")),
            }
        }
        Action::Fight(id) => {
            let name = state.monsters.get(id).map(|m| monster_name(m.kind, lang));
            match lang {
                Lang::Ru => {
                    name.map_or_else(|| "сразиться с монстром".to_owned(), |n| format!("сразиться: {n}"))
                }
                Lang::En | Lang::Uk => format!("fight the {}", name.unwrap_or("monster")),
            }
        }
        Action::Stop => match pending {
            Some(Pending::Trade) => tr(lang, "done trading", "закончить обмен").to_owned(),
            _ => tr(lang, "end movement here", "закончить движение здесь").to_owned(),
        },
        Action::SpendClue => {
            tr(lang, "spend a Clue for one more die", "потратить улику на ещё один кубик").to_owned()
        }
        Action::Accept => tr(lang, "accept the result", "принять результат").to_owned(),
        Action::Attack => tr(lang, "attack", "атаковать").to_owned(),
        Action::Flee => match pending {
            Some(Pending::FaceEncounter(_)) => tr(lang, "evade", "уйти от монстра").to_owned(),
            _ => tr(lang, "flee", "отступить").to_owned(),
        },
        Action::Cast(i) => {
            let seat = state.pending.as_ref().map_or(0, |(s, _)| *s);
            let card = state.players.get(usize::from(seat)).and_then(|p| p.cards.get(usize::from(i)));
            match (card, ru) {
                (Some(held), true) => format!("прочитать заклинание: {}", held_name(held, lang)),
                (None, true) => "прочитать заклинание".to_owned(),
                (_, false) => format!("cast {}", card.map_or("a spell", |h| held_name(h, lang))),
            }
        }
        Action::Close { fight } => match lang {
            Lang::Ru => {
                format!("попытаться закрыть врата (проверка {})", if fight { "силы" } else { "знаний" })
            }
            Lang::En | Lang::Uk => {
                format!("try to close the gate ({} check)", if fight { "Fight" } else { "Lore" })
            }
        },
        Action::Seal => {
            tr(lang, "seal the gate with an Elder Sign", "запечатать врата знаком Древних").to_owned()
        }
        Action::Pass => match pending {
            Some(Pending::Gate) => tr(lang, "leave the gate open", "оставить врата открытыми").to_owned(),
            _ => tr(lang, "have the location's encounter", "контакт в этой локации").to_owned(),
        },
        Action::Special => {
            tr(lang, "use the location's special ability", "использовать особое свойство локации").to_owned()
        }
        Action::Take(card) => format!("{} {}", tr(lang, "take", "взять:"), card_name(card.0, lang)),
        Action::Research => tr(
            lang,
            "Mandy Thompson's Research: re-roll the failed dice",
            "Исследование Мэнди Томпсон: перебросить проваленные кубики",
        )
        .to_owned(),
        Action::UseCard(i) => {
            let seat = state.pending.as_ref().map_or(0, |(s, _)| *s);
            let card = state.players.get(usize::from(seat)).and_then(|p| p.cards.get(usize::from(i)));
            match (card, ru) {
                (Some(held), true) => format!("использовать: {}", held_name(held, lang)),
                (None, true) => "использовать карту".to_owned(),
                (_, false) => format!("use {}", card.map_or("a card", |h| held_name(h, lang))),
            }
        }
        Action::PlaceAt(place) => {
            format!("{} {}", tr(lang, "go to", "отправиться:"), place_name(place, lang))
        }
        Action::Give { to, card } => {
            let seat = state.pending.as_ref().map_or(0, |(s, _)| *s);
            let held = state.players.get(usize::from(seat)).and_then(|p| p.cards.get(usize::from(card)));
            let name = held.map_or("?", |h| held_name(h, lang));
            let who = investigator_name(state, to, lang);
            match ru {
                true => format!("отдать {name}: {who}"),
                false => format!("give {name} to {who}"),
            }
        }
        Action::GiveMoney { to } => {
            let who = investigator_name(state, to, lang);
            match ru {
                true => format!("отдать $1: {who}"),
                false => format!("give $1 to {who}"),
            }
        }
        Action::Choose(n) => match pending {
            Some(Pending::Choose(choice)) => describe_choice(state, choice, n, lang),
            _ => format!("{} {n}", tr(lang, "choose", "выбрать")),
        },
    }
}

fn describe_choice(state: &State, choice: &Choice, n: u8, lang: Lang) -> String {
    let seat = state.pending.as_ref().map_or(0, |(s, _)| *s);
    let held = |i: u8| {
        state
            .players
            .get(usize::from(seat))
            .and_then(|p| p.cards.get(usize::from(i)))
            .map_or("?", |h| held_name(h, lang))
    };
    match choice {
        Choice::May(_) => {
            if n == 1 {
                tr(lang, "yes", "да").to_owned()
            } else {
                tr(lang, "no", "нет").to_owned()
            }
        }
        Choice::Cast(i) => {
            let spell = state
                .players
                .get(usize::from(seat))
                .and_then(|p| p.cards.get(usize::from(*i)))
                .map_or("?", |h| card_name(h.card, lang));
            match (n == 1, lang) {
                (true, Lang::Ru) => format!("прочитать заклинание «{spell}»"),
                (true, Lang::En | Lang::Uk) => format!("cast {spell}"),
                (false, _) => tr(lang, "do not cast it", "не читать").to_owned(),
            }
        }
        Choice::Purchase { cards, change, half, .. } => match cards.get(usize::from(n)) {
            Some(&card) => {
                let price = crate::effects::purchase_price(card, *change, *half);
                match lang {
                    Lang::Ru => format!("купить {} за ${price}", card_name(card, lang)),
                    Lang::En | Lang::Uk => format!("buy {} for ${price}", card_name(card, lang)),
                }
            }
            None => tr(lang, "buy no more", "больше не покупать").to_owned(),
        },
        Choice::SearchBuy(_) if n == u8::MAX => tr(lang, "buy nothing", "ничего не покупать").to_owned(),
        Choice::SearchBuy(_) => {
            let price = crate::effects::purchase_price(n, 0, false);
            match lang {
                Lang::Ru => format!("купить {} за ${price}", card_name(n, lang)),
                Lang::En | Lang::Uk => format!("buy {} for ${price}", card_name(n, lang)),
            }
        }
        Choice::SpendTrophies { .. } if n == u8::MAX => {
            tr(lang, "spend no trophy", "не тратить трофеи").to_owned()
        }
        Choice::SpendTrophies { .. } => {
            let kind =
                state.players.get(usize::from(seat)).and_then(|p| p.monster_trophies.get(usize::from(n)));
            let name = kind.map_or("?", |&k| monster_name(k, lang));
            match lang {
                Lang::Ru => format!("потратить трофей: {name}"),
                Lang::En | Lang::Uk => format!("spend the {name} trophy"),
            }
        }
        Choice::Swap if n == u8::MAX => {
            tr(lang, "keep your investigator", "оставить своего сыщика").to_owned()
        }
        Choice::Swap => {
            let name = data::INVESTIGATORS.get(usize::from(n)).map_or("?", |i| pick(lang, i.name, i.name_ru));
            match lang {
                Lang::Ru => format!("стать сыщиком: {name}"),
                Lang::En | Lang::Uk => format!("become {name}"),
            }
        }
        Choice::CloseGate => {
            format!(
                "{} {}",
                tr(lang, "close the gate at", "закрыть врата:"),
                place_name(Place::Location(n), lang)
            )
        }
        Choice::ClaimMonster => {
            format!("{} {}", tr(lang, "claim the", "взять трофей:"), monster_name(n, lang))
        }
        Choice::Sell if n == u8::MAX => tr(lang, "sell nothing", "ничего не продавать").to_owned(),
        Choice::Sell => {
            let card = state.players.get(usize::from(seat)).and_then(|p| p.cards.get(usize::from(n)));
            format!("{} {}", tr(lang, "sell", "продать:"), card.map_or("?", |h| held_name(h, lang)))
        }
        Choice::LoseKind { .. } => {
            let card = state.players.get(usize::from(seat)).and_then(|p| p.cards.get(usize::from(n)));
            format!("{} {}", tr(lang, "lose", "потерять:"), card.map_or("?", |h| held_name(h, lang)))
        }
        Choice::Buy { card, price } => match (n == 1, lang) {
            (true, Lang::Ru) => format!("купить {} за ${price}", card_name(*card, lang)),
            (true, Lang::En | Lang::Uk) => format!("buy {} for ${price}", card_name(*card, lang)),
            (false, _) => tr(lang, "do not buy", "не покупать").to_owned(),
        },
        Choice::Options(options) => {
            let effects = options.get(usize::from(n)).copied().unwrap_or(&[]);
            format!("{} {}: {}", tr(lang, "option", "вариант"), u16::from(n) + 1, effects_text(effects, lang))
        }
        Choice::Keep { drawn, .. } => format!(
            "{} {}",
            tr(lang, "keep", "оставить себе:"),
            drawn.get(usize::from(n)).map_or("?", |&c| card_name(c, lang))
        ),
        Choice::LoseItem { .. } => format!("{} {}", tr(lang, "lose", "потерять:"), held(n)),
        Choice::LoseWeapon => format!("{} {}", tr(lang, "discard", "сбросить:"), held(n)),
        Choice::LowerMax => {
            if n == 0 {
                tr(lang, "lower maximum Sanity by 1", "снизить максимум рассудка на 1").to_owned()
            } else {
                tr(lang, "lower maximum Stamina by 1", "снизить максимум здоровья на 1").to_owned()
            }
        }
        Choice::Return | Choice::Search(_) | Choice::Anywhere { .. } => {
            format!("{} {n}", tr(lang, "choose", "выбрать"))
        }
        Choice::Heal { stamina, amount } => {
            let who = investigator_name(state, n, lang);
            match lang {
                Lang::Ru => {
                    format!(
                        "восстановить {}: {who}",
                        if *stamina { STAMINA } else { SANITY }.count(lang, u64::from(*amount))
                    )
                }
                Lang::En | Lang::Uk => {
                    format!("restore {amount} {} to {who}", if *stamina { "Stamina" } else { "Sanity" })
                }
            }
        }
        Choice::Encounter { cards, world } => {
            let text =
                encounter_choice_text(state, seat, cards.get(usize::from(n)).copied().unwrap_or(0), *world);
            format!("{} {text}", tr(lang, "this encounter:", "этот контакт:"))
        }
        Choice::Evade { .. } if n == u8::MAX => {
            tr(lang, "make the Evade check", "пройти проверку ухода").to_owned()
        }
        Choice::Evade { .. } => format!("{} {}", tr(lang, "use", "использовать:"), held(n)),
        Choice::Redraw { .. } => match n {
            1 => tr(lang, "Dragon's Eye: another card (1 Sanity)", "Глаз дракона: другая карта (1 рассудок)"),
            _ => tr(lang, "have this encounter", "этот контакт"),
        }
        .to_owned(),
        Choice::Ward { .. } => match n {
            1 => tr(lang, "discard the Warding Statue", "сбросить Охранную статуэтку"),
            _ => tr(lang, "keep the Warding Statue", "оставить Охранную статуэтку"),
        }
        .to_owned(),
        Choice::Sale { .. } if n == u8::MAX => tr(lang, "buy no more", "больше не покупать").to_owned(),
        Choice::Sale { cards, .. } => {
            let card = cards.get(usize::from(n)).copied().unwrap_or(0);
            let price = data::CARDS.get(usize::from(card)).and_then(|c| c.price).unwrap_or(0);
            match lang {
                Lang::Ru => format!("купить {} за ${price}", card_name(card, lang)),
                Lang::En | Lang::Uk => format!("buy {} for ${price}", card_name(card, lang)),
            }
        }
        Choice::Foresee => {
            let name =
                data::NEIGHBOURHOODS.get(usize::from(n)).map_or("?", |d| pick(lang, d.name, d.name_ru));
            format!("{} {name}", tr(lang, "look into the deck of", "заглянуть в колоду:"))
        }
        Choice::Split(points) => {
            let sanity = points.saturating_sub(n);
            match lang {
                Lang::Ru => format!(
                    "{} и {}",
                    STAMINA.count(lang, u64::from(n)),
                    SANITY.count(lang, u64::from(sanity))
                ),
                Lang::En | Lang::Uk => format!("{n} Stamina and {} Sanity", points.saturating_sub(n)),
            }
        }
    }
}

/// The text of an encounter card offered in a choice (content text, English only).
fn encounter_choice_text(state: &State, seat: u8, card: u8, world: Option<u8>) -> &'static str {
    match world {
        None => {
            let here = state.players.get(usize::from(seat)).map(|p| p.place);
            let location = match here {
                Some(Place::Location(l)) => {
                    data::LOCATIONS.get(usize::from(l)).map(|d| state.encounter_location(seat, d).id)
                }
                _ => None,
            };
            data::LOCATION_CARDS
                .get(usize::from(card))
                .and_then(|c| c.encounters.iter().find(|e| Some(e.location) == location))
                .map_or("", |e| e.text)
        }
        Some(w) => {
            let id = data::OTHER_WORLDS.get(usize::from(w)).map(|d| d.id);
            data::GATE_CARDS
                .get(usize::from(card))
                .and_then(|c| {
                    c.encounters
                        .iter()
                        .find(|e| e.world == id)
                        .or_else(|| c.encounters.iter().find(|e| e.world.is_none()))
                })
                .map_or("", |e| e.text)
        }
    }
}

fn effects_text(effects: &[Effect], lang: Lang) -> String {
    let parts: Vec<String> = match lang {
        Lang::Ru => effects.iter().map(effect_ru).collect(),
        Lang::En | Lang::Uk => effects.iter().map(|e| format!("{e:?}")).collect(),
    };
    parts.join(", ")
}

/// A signed amount of a noun: "+2 улики", "-1 рассудок".
fn signed(noun: Noun, amount: i8) -> String {
    let sign = if amount < 0 { "-" } else { "+" };
    format!("{sign}{}", noun.count(Lang::Ru, u64::from(amount.unsigned_abs())))
}

/// A deck's cards, as in "2 карты простых вещей" (genitive plural).
fn deck_of(deck: Deck) -> &'static str {
    match deck {
        Deck::CommonItem => "простых вещей",
        Deck::UniqueItem => "уникальных вещей",
        Deck::Spell => "заклинаний",
        Deck::Skill => "навыков",
        Deck::Ally => "союзников",
        Deck::Special => "особых карт",
    }
}

fn stat_ru(stat: Stat) -> &'static str {
    match stat {
        Stat::Money => "деньги",
        Stat::Clues => "улики",
        Stat::Stamina => "здоровье",
        Stat::Sanity => "рассудок",
    }
}

fn card_ru(id: &'static str) -> &'static str {
    data::card(id).map_or(id, |c| c.name_ru.unwrap_or(c.name))
}

fn stat_name(what: StatKind, lang: Lang) -> &'static str {
    match what {
        StatKind::Money => tr(lang, "money", "деньги"),
        StatKind::Clues => tr(lang, "Clues", "улики"),
        StatKind::Stamina => tr(lang, "Stamina", "здоровье"),
        StatKind::Sanity => tr(lang, "Sanity", "рассудок"),
    }
}

pub(crate) fn event(state: &State, event: &Event, lang: Lang) -> String {
    match lang {
        Lang::Ru => event_ru(state, event),
        Lang::En | Lang::Uk => event_en(state, event),
    }
}

fn event_en(state: &State, event: &Event) -> String {
    let lang = Lang::En;
    let who = |seat: u8| investigator_name(state, seat, lang);
    match event {
        Event::Round(n) => format!("— round {n} —"),
        Event::Check { seat, dice, successes, need, passed } => format!(
            "{}: {dice} dice, {successes} of {need} successes: {}",
            who(*seat),
            if *passed { "passed" } else { "failed" }
        ),
        Event::LocationEncounter { seat, card, entry } => {
            format!("{} has an encounter: {}", who(*seat), location_encounter_text(*card, *entry))
        }
        Event::GateEncounter { seat, card, entry } => {
            format!("{} has an Other World encounter: {}", who(*seat), gate_encounter_text(*card, *entry))
        }
        Event::Mythos(card) => {
            let def = data::MYTHOS.get(usize::from(*card));
            format!("Mythos: {} — {}", def.map_or("?", |d| d.name), def.map_or("", |d| d.text))
        }
        Event::GateOpened { location, world } => format!(
            "a gate to {} opens at {}",
            world_name(*world, lang),
            place_name(Place::Location(*location), lang)
        ),
        Event::Surge => "a monster surge!".to_owned(),
        Event::MonsterAppeared { kind, place } => {
            format!("a {} appears at {}", monster_name(*kind, lang), place_name(*place, lang))
        }
        Event::MonsterMoved { kind, to } => {
            format!("the {} moves to {}", monster_name(*kind, lang), place_name(*to, lang))
        }
        Event::MonsterKilled { seat, kind } => {
            format!("{} defeats the {}", who(*seat), monster_name(*kind, lang))
        }
        Event::GateClosed { seat, location, sealed } => format!(
            "{} {} the gate at {}",
            who(*seat),
            if *sealed { "seals" } else { "closes" },
            place_name(Place::Location(*location), lang)
        ),
        Event::Terror(level) => format!("the terror level rises to {level}"),
        Event::Doom(doom) => format!("doom track: {doom}"),
        Event::Moved { seat, to } => format!("{} goes to {}", who(*seat), place_name(*to, lang)),
        Event::DrawnThrough { seat, world } => {
            format!("{} is drawn through the gate into {}", who(*seat), world_name(*world, lang))
        }
        Event::KnockedOut { seat, insane } => {
            format!("{} {}", who(*seat), if *insane { "goes insane" } else { "is knocked unconscious" })
        }
        Event::Devoured(seat) => format!("{} is devoured", who(*seat)),
        Event::Gained { seat, card } => format!("{} gains {}", who(*seat), card_name(*card, lang)),
        Event::Lost { seat, card } => format!("{} loses {}", who(*seat), card_name(*card, lang)),
        Event::Stat { seat, what, value } => format!("{}: {} {value}", who(*seat), stat_name(*what, lang)),
        Event::Awakens => format!("{} awakens!", ancient_name(state.ancient_one(), lang)),
        Event::Ended(ending_kind) => format!("game over: {}", ending_in(*ending_kind, lang)),
    }
}

fn event_ru(state: &State, event: &Event) -> String {
    let lang = Lang::Ru;
    let who = |seat: u8| investigator_name(state, seat, lang);
    match event {
        Event::Round(n) => format!("— раунд {n} —"),
        Event::Check { seat, dice, successes, need, passed } => format!(
            "{}: {}, успехов {successes} из {need}: {}",
            who(*seat),
            DIE.count(lang, u64::from(*dice)),
            if *passed { "проверка пройдена" } else { "проверка провалена" }
        ),
        Event::LocationEncounter { seat, card, entry } => {
            format!("{}: контакт — {}", who(*seat), location_encounter_text(*card, *entry))
        }
        Event::GateEncounter { seat, card, entry } => {
            format!("{}: контакт в Ином мире — {}", who(*seat), gate_encounter_text(*card, *entry))
        }
        Event::Mythos(card) => {
            let def = data::MYTHOS.get(usize::from(*card));
            format!(
                "Миф: {} — {}",
                def.map_or("?", |d| pick(lang, d.name, d.name_ru)),
                def.map_or("", |d| d.text)
            )
        }
        Event::GateOpened { location, world } => format!(
            "открываются врата: {} → {}",
            place_name(Place::Location(*location), lang),
            world_name(*world, lang)
        ),
        Event::Surge => "наплыв монстров!".to_owned(),
        Event::MonsterAppeared { kind, place } => {
            format!("появляется монстр: {} — {}", monster_name(*kind, lang), place_name(*place, lang))
        }
        Event::MonsterMoved { kind, to } => {
            format!("монстр {} перемещается: {}", monster_name(*kind, lang), place_name(*to, lang))
        }
        Event::MonsterKilled { seat, kind } => {
            format!("{} побеждает монстра: {}", who(*seat), monster_name(*kind, lang))
        }
        Event::GateClosed { seat, location, sealed } => format!(
            "{} {} врата: {}",
            who(*seat),
            if *sealed { "запечатывает" } else { "закрывает" },
            place_name(Place::Location(*location), lang)
        ),
        Event::Terror(level) => format!("уровень ужаса растёт до {level}"),
        Event::Doom(doom) => format!("трек безысходности: {doom}"),
        Event::Moved { seat, to } => format!("{} перемещается: {}", who(*seat), place_name(*to, lang)),
        Event::DrawnThrough { seat, world } => {
            format!("{} попадает через врата в Иной мир: {}", who(*seat), world_name(*world, lang))
        }
        Event::KnockedOut { seat, insane } => {
            format!("{} {}", who(*seat), if *insane { "сходит с ума" } else { "теряет сознание" })
        }
        Event::Devoured(seat) => format!("{}: сыщик сожран", who(*seat)),
        Event::Gained { seat, card } => format!("{} получает: {}", who(*seat), card_name(*card, lang)),
        Event::Lost { seat, card } => format!("{} теряет: {}", who(*seat), card_name(*card, lang)),
        Event::Stat { seat, what, value } => format!("{}: {} {value}", who(*seat), stat_name(*what, lang)),
        Event::Awakens => format!("{} пробуждается!", ancient_name(state.ancient_one(), lang)),
        Event::Ended(ending_kind) => format!("игра окончена: {}", ending_in(*ending_kind, lang)),
    }
}

fn location_encounter_text(card: u8, entry: u8) -> &'static str {
    data::LOCATION_CARDS
        .get(usize::from(card))
        .and_then(|c| c.encounters.get(usize::from(entry)))
        .map_or("", |e| e.text)
}

fn gate_encounter_text(card: u8, entry: u8) -> &'static str {
    data::GATE_CARDS
        .get(usize::from(card))
        .and_then(|c| c.encounters.get(usize::from(entry)))
        .map_or("", |e| e.text)
}

pub(crate) fn render(view: &View, lang: Lang) -> String {
    let mut out = String::new();
    let ao = data::ANCIENT_ONES.get(usize::from(view.ancient));
    let ao_name = ao.map_or("?", |a| ancient_name(a, lang));
    let ao_doom = ao.map_or(0, |a| a.doom);
    let _ = match lang {
        Lang::Ru => writeln!(
            out,
            "Раунд {} · {} · {ao_name}: безысходность {}/{ao_doom} · ужас {} · пул монстров {}",
            view.round,
            phase_name(view.phase),
            view.doom,
            view.terror,
            view.cup
        ),
        Lang::En | Lang::Uk => writeln!(
            out,
            "Round {} · {:?} · {ao_name} doom {}/{ao_doom} · terror {} · cup {}",
            view.round, view.phase, view.doom, view.terror, view.cup
        ),
    };
    for (seat, p) in view.investigators.iter().enumerate() {
        let def = p.def();
        let mark = if seat as u8 == view.first { "*" } else { " " };
        let skills = [Check::Speed, Check::Sneak, Check::Fight, Check::Will, Check::Lore, Check::Luck]
            .map(|c| p.skill(c).to_string())
            .join("/");
        let place = place_name(p.place, lang);
        let _ = match lang {
            Lang::Ru => writeln!(
                out,
                "{mark}{} ({}) — {place}: рассудок {}/{} здоровье {}/{} ${} {} навыки {skills}{}{}",
                pick(lang, def.name, def.name_ru),
                if p.out { "выбыл" } else { "в игре" },
                p.sanity,
                p.max_sanity,
                p.stamina,
                p.max_stamina,
                p.money,
                CLUE.count(lang, u64::from(p.clues)),
                if p.delayed { " задержан" } else { "" },
                if p.explored { " «Исследовано»" } else { "" },
            ),
            Lang::En | Lang::Uk => writeln!(
                out,
                "{mark}{} ({}) at {place}: San {}/{} Sta {}/{} ${} clues {} skills {skills}{}{}",
                def.name,
                if p.out { "out" } else { "in" },
                p.sanity,
                p.max_sanity,
                p.stamina,
                p.max_stamina,
                p.money,
                p.clues,
                if p.delayed { " delayed" } else { "" },
                if p.explored { " explored" } else { "" },
            ),
        };
        let cards: Vec<&str> = p.cards.iter().map(|h| held_name(h, lang)).collect();
        if !cards.is_empty() {
            let _ = writeln!(out, "   {} {}", tr(lang, "cards:", "карты:"), cards.join(", "));
        }
    }
    if !view.gates.is_empty() {
        let gates: Vec<String> = view
            .gates
            .iter()
            .map(|&(l, w)| format!("{}→{}", place_name(Place::Location(l), lang), world_name(w, lang)))
            .collect();
        let _ = writeln!(out, "{} {}", tr(lang, "Gates:", "Врата:"), gates.join(", "));
    }
    if !view.monsters.is_empty() {
        let monsters: Vec<String> = view
            .monsters
            .iter()
            .map(|m| format!("{} ({})", monster_name(m.kind, lang), place_name(m.place, lang)))
            .collect();
        let _ = writeln!(out, "{} {}", tr(lang, "Monsters:", "Монстры:"), monsters.join(", "));
    }
    if !view.clues.is_empty() {
        let clues: Vec<String> = view
            .clues
            .iter()
            .map(|&(l, c)| format!("{} {c}", place_name(Place::Location(l), lang)))
            .collect();
        let _ = writeln!(out, "{} {}", tr(lang, "Clues:", "Улики на локациях:"), clues.join(", "));
    }
    if view.seals != 0 {
        let _ = writeln!(out, "{} {}", tr(lang, "Elder Signs:", "Знаки Древних:"), view.seals.count_ones());
    }
    if view.phase == Phase::Movement && view.movement > 0 {
        let _ = writeln!(
            out,
            "{} {}",
            tr(lang, "Movement points left:", "Осталось единиц движения:"),
            view.movement
        );
    }
    out
}

mod effects;
use effects::effect_ru;
