//! Text: the view a seat sees rendered for a terminal of 40 rows, and actions and events, in
//! English and Russian.

use std::fmt::Write;

mod effects;

use content::arkham_lcg as data;
use tabletop_core::Lang;

use crate::action::{Action, Target};
use crate::card::CardRef;
use crate::state::{Inv, LocId, Source, State};
use crate::view::View;
use crate::{Event, Phase};

fn ru(lang: Lang) -> bool {
    lang == Lang::Ru
}

/// A card's name in a language.
pub(crate) fn name(card: CardRef, lang: Lang) -> &'static str {
    if ru(lang) { card.ru() } else { card.name() }
}

fn inv_name(state: &State, seat: Inv, lang: Lang) -> &'static str {
    let def = state.investigator_def(seat);
    if ru(lang) { def.ru } else { def.name }
}

fn loc_name(state: &State, l: LocId, lang: Lang) -> &'static str {
    state.locations.get(usize::from(l.0)).map_or("?", |loc| name(loc.card, lang))
}

fn enemy_name(state: &State, id: crate::EnemyId, lang: Lang) -> &'static str {
    state.enemy(id).map_or("?", |e| name(e.card, lang))
}

fn source_name(state: &State, source: Source, lang: Lang) -> String {
    match source {
        Source::Investigator(i) => inv_name(state, i, lang).to_owned(),
        Source::Act => state.act_def().map_or("act", |a| if ru(lang) { a.ru } else { a.name }).to_owned(),
        Source::Agenda => {
            state.agenda_def().map_or("agenda", |a| if ru(lang) { a.ru } else { a.name }).to_owned()
        }
        other => state.source_card(other).map_or_else(|| "?".to_owned(), |c| name(c, lang).to_owned()),
    }
}

const SKILLS: [(&str, &str); 4] =
    [("willpower", "воля"), ("intellect", "интеллект"), ("combat", "сила"), ("agility", "ловкость")];

fn skill(i: u8, lang: Lang) -> &'static str {
    let (en, r) = SKILLS[usize::from(i.min(3))];
    if ru(lang) { r } else { en }
}

/// An action in words (never panics, even for an action that is not legal).
pub(crate) fn action(state: &State, action: &Action, lang: Lang) -> String {
    let r = ru(lang);
    match action {
        Action::Mulligan(0) => (if r { "оставить руку" } else { "keep the opening hand" }).to_owned(),
        Action::Mulligan(mask) => {
            let seat = state.deciding().unwrap_or(0);
            let hand =
                &state.investigators.get(usize::from(seat)).map(|i| i.hand.clone()).unwrap_or_default();
            let cards: Vec<&str> = hand
                .iter()
                .enumerate()
                .filter(|(i, _)| *i < 8 && mask & (1 << i) != 0)
                .map(|(_, c)| name(*c, lang))
                .collect();
            format!("{} {}", if r { "пересдать:" } else { "mulligan:" }, cards.join(", "))
        }
        Action::Investigate => (if r { "исследовать" } else { "investigate" }).to_owned(),
        Action::Move(l) => {
            format!("{} {}", if r { "перейти в" } else { "move to" }, loc_name(state, *l, lang))
        }
        Action::Draw => (if r { "взять карту" } else { "draw a card" }).to_owned(),
        Action::Resource => (if r { "получить ресурс" } else { "gain a resource" }).to_owned(),
        Action::Play(c) => {
            let cost = c.player().and_then(|p| p.cost).unwrap_or(0);
            format!("{} {} ({cost})", if r { "сыграть" } else { "play" }, name(*c, lang))
        }
        Action::Activate(source, i) => {
            let what = state
                .abilities_of(*source)
                .get(usize::from(*i))
                .map(|d| effects::ability(d, lang))
                .unwrap_or_default();
            format!("{} {}: {what}", if r { "свойство" } else { "use" }, source_name(state, *source, lang))
        }
        Action::Engage(id) => {
            format!("{} {}", if r { "вступить в бой с" } else { "engage" }, enemy_name(state, *id, lang))
        }
        Action::Fight(id) => {
            format!("{} {}", if r { "атаковать" } else { "fight" }, enemy_name(state, *id, lang))
        }
        Action::Evade(id) => {
            format!("{} {}", if r { "уйти от" } else { "evade" }, enemy_name(state, *id, lang))
        }
        Action::AdvanceAct => (if r {
            "потратить улики: продвинуть сцену"
        } else {
            "spend clues to advance the act"
        })
        .to_owned(),
        Action::EndTurn => (if r { "закончить ход" } else { "end the turn" }).to_owned(),
        Action::Commit(c) => format!("{} {}", if r { "вложить" } else { "commit" }, name(*c, lang)),
        Action::Done => (if r { "готово" } else { "done" }).to_owned(),
        Action::Assign(split) => {
            if split.is_empty() {
                return (if r { "всё на сыщика" } else { "all on the investigator" }).to_owned();
            }
            let parts: Vec<String> = split
                .iter()
                .map(|(id, d, h)| {
                    let card = state.find_asset(*id).map_or("?", |(_, a)| name(a.card, lang));
                    format!("{card}: {d}/{h}")
                })
                .collect();
            format!(
                "{} {}",
                if r { "распределить (раны/ужас)" } else { "assign (damage/horror)" },
                parts.join(", ")
            )
        }
        Action::Pick(Target::Option(i)) => match &state.pending {
            Some(crate::state::Pending::Pick { what: crate::state::PickFor::Choose(lists, _), .. }) => {
                lists.get(usize::from(*i)).map_or_else(|| "?".to_owned(), |l| effects::effects(l, lang))
            }
            _ => target(state, Target::Option(*i), lang),
        },
        Action::Pick(Target::Card(old))
            if matches!(
                state.pending,
                Some(crate::state::Pending::Pick { what: crate::state::PickFor::Replace(_), .. })
            ) =>
        {
            format!("{} {}", if r { "убрать из колоды" } else { "take out of the deck" }, name(*old, lang))
        }
        Action::Pick(t) => target(state, *t, lang),
        Action::Use(i) => {
            let seat = state.deciding().unwrap_or(0);
            let offered = state.offered(seat);
            offered.get(usize::from(*i)).map_or_else(
                || "?".to_owned(),
                |a| {
                    let what = state
                        .abilities_of(a.source)
                        .get(usize::from(a.index))
                        .map(|d| effects::ability(d, lang))
                        .unwrap_or_default();
                    format!(
                        "{} {}: {what}",
                        if r { "использовать" } else { "use" },
                        source_name(state, a.source, lang)
                    )
                },
            )
        }
        Action::Pass => (if r { "пропустить" } else { "pass" }).to_owned(),
        Action::Discard(c) => format!("{} {}", if r { "сбросить" } else { "discard" }, name(*c, lang)),
        Action::Buy(c) => {
            let level = c.player().and_then(|p| p.level).unwrap_or(0);
            format!("{} {} ({level})", if r { "купить" } else { "buy" }, name(*c, lang))
        }
    }
}

fn target(state: &State, t: Target, lang: Lang) -> String {
    match t {
        Target::Investigator(i) if usize::from(i) < state.investigators.len() => {
            inv_name(state, i, lang).to_owned()
        }
        Target::Investigator(i) => format!("seat {}", u16::from(i) + 1),
        Target::Enemy(id) => enemy_name(state, id, lang).to_owned(),
        Target::Location(l) => loc_name(state, l, lang).to_owned(),
        Target::Asset(id) => state.find_asset(id).map_or("?", |(_, a)| name(a.card, lang)).to_owned(),
        Target::Card(c) => name(c, lang).to_owned(),
        Target::Option(i) => format!("{} {}", if ru(lang) { "вариант" } else { "option" }, u16::from(i) + 1),
        Target::Skill(s) => skill(s, lang).to_owned(),
        Target::Horror(true) => (if ru(lang) { "ужас" } else { "horror" }).to_owned(),
        Target::Horror(false) => (if ru(lang) { "раны" } else { "damage" }).to_owned(),
    }
}

/// An event in words.
pub(crate) fn event(state: &State, event: &Event, lang: Lang) -> String {
    let r = ru(lang);
    let who =
        |i: Inv| if usize::from(i) < state.investigators.len() { inv_name(state, i, lang) } else { "?" };
    match event {
        Event::ScenarioBegins(s) => {
            let s = data::SCENARIOS.get(usize::from(*s));
            format!("== {} ==", s.map_or("?", |s| if r { s.ru } else { s.name }))
        }
        Event::Round(n) => format!("{} {n}", if r { "Раунд" } else { "Round" }),
        Event::Phase(p) => format!("— {} —", phase(*p, lang)),
        Event::TurnBegins(i) => format!("{}: {}", who(*i), if r { "ход" } else { "turn begins" }),
        Event::TurnEnds(i) => format!("{}: {}", who(*i), if r { "ход окончен" } else { "turn ends" }),
        Event::Mulligan { inv, cards } => format!("{}: mulligan {cards}", who(*inv)),
        Event::Doom { total } => {
            format!("{} {total}", if r { "безысходность в игре:" } else { "doom in play:" })
        }
        Event::Upkeep => (if r {
            "передышка: карта и ресурс каждому"
        } else {
            "upkeep: a card and a resource each"
        })
        .to_owned(),
        Event::EncounterDrawn { inv, card } => {
            format!("{} {} {}", who(*inv), if r { "тянет" } else { "draws" }, name(*card, lang))
        }
        Event::Drew { inv, card } => {
            format!("{} {} {}", who(*inv), if r { "берёт" } else { "draws" }, name(*card, lang))
        }
        Event::Played { inv, card } => {
            format!("{} {} {}", who(*inv), if r { "играет" } else { "plays" }, name(*card, lang))
        }
        Event::AssetInPlay { inv, card } => {
            format!("{}: {} {}", who(*inv), name(*card, lang), if r { "в игре" } else { "in play" })
        }
        Event::Ability { inv, card, index } => {
            format!(
                "{}: {} #{}",
                who(*inv),
                card.map_or_else(|| who(*inv).to_owned(), |c| name(c, lang).to_owned()),
                u16::from(*index) + 1
            )
        }
        Event::Committed { inv, card } => {
            format!("{} {} {}", who(*inv), if r { "вкладывает" } else { "commits" }, name(*card, lang))
        }
        Event::Token { inv, token } => {
            format!("{}: {} {token}", who(*inv), if r { "жетон хаоса" } else { "chaos token" })
        }
        Event::TestResult { inv, value, difficulty, success } => format!(
            "{}: {value} {} {difficulty}: {}",
            who(*inv),
            if r { "против" } else { "vs" },
            match (success, r) {
                (true, true) => "успех",
                (true, false) => "success",
                (false, true) => "провал",
                (false, false) => "failure",
            }
        ),
        Event::TestEnds { inv } => {
            format!("{}: {}", who(*inv), if r { "проверка окончена" } else { "test over" })
        }
        Event::Discovered { inv, clues } => {
            format!("{} {} {clues}", who(*inv), if r { "находит улики:" } else { "discovers clues:" })
        }
        Event::Resources { inv, gained } => {
            format!("{} +{gained} {}", who(*inv), if r { "ресурс." } else { "resources" })
        }
        Event::Harmed { inv, damage, horror } => format!(
            "{}: {damage} {} {horror} {}",
            who(*inv),
            if r { "ран," } else { "damage," },
            if r { "ужаса" } else { "horror" }
        ),
        Event::Healed { inv, damage, horror } => format!("{}: -{damage}/-{horror}", who(*inv)),
        Event::Moved { inv, to } => format!("{} → {}", who(*inv), loc_name(state, *to, lang)),
        Event::Revealed(l) => {
            format!("{} {}", if r { "открыта локация" } else { "revealed" }, loc_name(state, *l, lang))
        }
        Event::LocationInPlay(l) => {
            format!("{} {}", if r { "в игре:" } else { "in play:" }, loc_name(state, *l, lang))
        }
        Event::Spawned { card, at, engaged } => format!(
            "{} {} {}{}",
            name(*card, lang),
            if r { "появляется:" } else { "spawns at" },
            loc_name(state, *at, lang),
            engaged.map_or(String::new(), |i| format!(" ({})", who(i)))
        ),
        Event::NoSpawn(card) => {
            format!("{} {}", name(*card, lang), if r { "сброшен" } else { "has nowhere to spawn" })
        }
        Event::Engaged { enemy, inv } => format!("{} ⚔ {}", enemy_name(state, *enemy, lang), who(*inv)),
        Event::EnemyMoved { enemy, to } => {
            format!("{} → {}", enemy_name(state, *enemy, lang), loc_name(state, *to, lang))
        }
        Event::Attack { enemy, inv } => format!(
            "{} {} {}",
            enemy_name(state, *enemy, lang),
            if r { "атакует" } else { "attacks" },
            who(*inv)
        ),
        Event::AttackCancelled { enemy } => format!(
            "{}: {}",
            enemy_name(state, *enemy, lang),
            if r { "атака отменена" } else { "attack cancelled" }
        ),
        Event::EnemyDamaged { enemy, damage } => format!("{} -{damage}", enemy_name(state, *enemy, lang)),
        Event::EnemyDefeated { card, by } => {
            format!("{} {} {}", who(*by), if r { "побеждает" } else { "defeats" }, name(*card, lang))
        }
        Event::Evaded { enemy, inv } => format!(
            "{} {} {}",
            who(*inv),
            if r { "уходит от" } else { "evades" },
            enemy_name(state, *enemy, lang)
        ),
        Event::Discarded { inv, card } => {
            format!("{} {} {}", who(*inv), if r { "сбрасывает" } else { "discards" }, name(*card, lang))
        }
        Event::CardDiscarded(card) => {
            format!("{} {}", name(*card, lang), if r { "сброшена" } else { "discarded" })
        }
        Event::Found { inv, card } => {
            format!("{} {} {}", who(*inv), if r { "находит" } else { "finds" }, name(*card, lang))
        }
        Event::AgendaAdvanced(i) => {
            format!(
                "{} {}",
                if r { "замысел продвигается:" } else { "the agenda advances:" },
                u16::from(*i) + 1
            )
        }
        Event::ActAdvanced(i) => {
            format!("{} {}", if r { "сцена продвигается:" } else { "the act advances:" }, u16::from(*i) + 1)
        }
        Event::Eliminated { inv, why } => {
            format!("{} {} ({why:?})", who(*inv), if r { "выбывает" } else { "is out" })
        }
        Event::HookUsed(hook) => format!("[{hook}]"),
        Event::Resolution(n) => format!("{} {n}", if r { "Итог" } else { "Resolution" }),
        Event::Bought { inv, card } => {
            format!("{} {} {}", who(*inv), if r { "покупает" } else { "buys" }, name(*card, lang))
        }
        Event::Stuck => "rules loop".to_owned(),
        Event::GameOver(e) => format!("{} {e:?}", if r { "Конец игры:" } else { "Game over:" }),
    }
}

fn phase(p: Phase, lang: Lang) -> &'static str {
    let r = ru(lang);
    match p {
        Phase::Setup => {
            if r {
                "подготовка"
            } else {
                "setup"
            }
        }
        Phase::Mythos => {
            if r {
                "фаза Мифа"
            } else {
                "Mythos phase"
            }
        }
        Phase::Investigation => {
            if r {
                "фаза сыщиков"
            } else {
                "Investigation phase"
            }
        }
        Phase::Enemy => {
            if r {
                "фаза врагов"
            } else {
                "Enemy phase"
            }
        }
        Phase::Upkeep => {
            if r {
                "фаза передышки"
            } else {
                "Upkeep phase"
            }
        }
        Phase::Interlude => {
            if r {
                "между сценариями"
            } else {
                "between scenarios"
            }
        }
        Phase::Over => {
            if r {
                "конец"
            } else {
                "over"
            }
        }
    }
}

fn loc_label(view: &View, l: LocId, lang: Lang) -> &'static str {
    view.locations.iter().find(|x| x.id == l).map_or("?", |x| name(x.card, lang))
}

/// The view as text (at most about 40 rows with four investigators).
pub(crate) fn render(view: &View, lang: Lang) -> String {
    let r = ru(lang);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} — {} {}, {}",
        if r { &*view.scenario.1 } else { &*view.scenario.0 },
        if r { "раунд" } else { "round" },
        view.round,
        phase(view.phase, lang)
    );
    let pick =
        |pair: &(crate::view::Name, crate::view::Name)| if r { pair.1.clone() } else { pair.0.clone() };
    if let Some((agenda, doom, threshold)) = &view.agenda {
        let agenda = pick(agenda);
        let _ = write!(out, "{}: {agenda} {doom}/{threshold}", if r { "Замысел" } else { "Agenda" });
    }
    if let Some((act, clues)) = &view.act {
        let act = pick(act);
        let _ = write!(out, "   {}: {act}", if r { "Сцена" } else { "Act" });
        if let Some(c) = clues {
            let _ = write!(out, " ({c} {})", if r { "улик" } else { "clues" });
        }
    }
    let _ = writeln!(out);
    let _ =
        writeln!(out, "{}", if r { "Локации (улики, связи):" } else { "Locations (clues, connections):" });
    for l in &view.locations {
        let shroud = l.card.location().map_or(0, |d| d.shroud);
        let links: Vec<&str> = l.connections.iter().map(|c| loc_label(view, *c, lang)).collect();
        let who: Vec<&str> = view
            .investigators
            .iter()
            .filter(|i| i.at == l.id && i.out.is_none())
            .map(|i| if r { &*i.ru } else { &*i.name })
            .collect();
        let foes: Vec<&str> =
            view.enemies.iter().filter(|e| e.at == l.id).map(|e| name(e.card, lang)).collect();
        let _ = writeln!(
            out,
            "  {}{} [{}{}] → {}{}{}",
            name(l.card, lang),
            if l.revealed { "" } else { " (?)" },
            if l.revealed {
                format!("{} {shroud}, ", if r { "завеса" } else { "shroud" })
            } else {
                String::new()
            },
            l.clues,
            links.join(", "),
            if who.is_empty() { String::new() } else { format!("  @ {}", who.join(", ")) },
            if foes.is_empty() { String::new() } else { format!("  ! {}", foes.join(", ")) },
        );
    }
    for (i, inv) in view.investigators.iter().enumerate() {
        let lead = if i as u8 == view.lead { "*" } else { " " };
        let _ = writeln!(
            out,
            "{lead}{} @ {}: {} {}/{} {} {}/{}  [{} {} {} {}]  {} {} {} {} {} {}{}",
            if r { &*inv.ru } else { &*inv.name },
            loc_label(view, inv.at, lang),
            if r { "здоровье" } else { "HP" },
            inv.health.0,
            inv.health.1,
            if r { "рассудок" } else { "SAN" },
            inv.sanity.0,
            inv.sanity.1,
            inv.skills[0],
            inv.skills[1],
            inv.skills[2],
            inv.skills[3],
            if r { "улики" } else { "clues" },
            inv.clues,
            if r { "ресурсы" } else { "res" },
            inv.resources,
            if r { "действия" } else { "actions" },
            inv.actions,
            inv.out.map_or(String::new(), |o| format!(" ({o:?})")),
        );
        if !inv.assets.is_empty() || !inv.threat.is_empty() {
            let assets: Vec<String> = inv
                .assets
                .iter()
                .map(|(c, ex, uses, d, h)| {
                    let mut s = name(*c, lang).to_owned();
                    if *uses > 0 {
                        let _ = write!(s, " ({uses})");
                    }
                    if *d + *h > 0 {
                        let _ = write!(s, " {d}/{h}");
                    }
                    if *ex {
                        s.push_str(" ↷");
                    }
                    s
                })
                .chain(inv.threat.iter().map(|c| format!("‼{}", name(*c, lang))))
                .collect();
            let _ = writeln!(out, "    {}", assets.join(", "));
        }
    }
    for e in &view.enemies {
        let _ = writeln!(
            out,
            "  ! {} {}/{} fight {} evade {}{}{}",
            name(e.card, lang),
            e.damage.0,
            e.damage.1,
            e.fight,
            e.evade,
            e.engaged
                .and_then(|i| view.investigators.get(usize::from(i)))
                .map_or(String::new(), |i| format!(" ⚔ {}", if r { &*i.ru } else { &*i.name })),
            if e.exhausted { " ↷" } else { "" }
        );
    }
    let hand: Vec<&str> = view.hand.iter().map(|c| name(*c, lang)).collect();
    let _ = writeln!(out, "{}: {}", if r { "Рука" } else { "Hand" }, hand.join(", "));
    if let Some((inv, sk, value, difficulty, committed)) = &view.test {
        let who =
            view.investigators.get(usize::from(*inv)).map_or("?", |i| if r { &*i.ru } else { &*i.name });
        let _ = writeln!(
            out,
            "{}: {who}, {} {value} vs {difficulty}; {}",
            if r { "Проверка" } else { "Test" },
            skill(*sk, lang),
            committed.iter().map(|c| name(*c, lang)).collect::<Vec<_>>().join(", ")
        );
    }
    if let Some(e) = view.ending {
        let _ = writeln!(out, "{e:?}");
    }
    out
}
