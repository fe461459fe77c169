//! Human-readable text: action and event descriptions and the terminal rendering of a view.

pub(crate) mod detail;

use std::fmt::Write as _;

use content::evil_priest::{self as data, Res};
use tabletop_core::Lang;

use crate::View;
use crate::action::{AcolyteFrom, Action, Cultist, Event, Evolving, Pay, Plan, Space, Spot, StandIn};
use crate::state::{End, Phase, State};

fn pick(lang: Lang, en: &'static str, ru: Option<&'static str>) -> &'static str {
    lang.pick(en, ru, None)
}

fn ru(lang: Lang, en: &'static str, ru: &'static str) -> &'static str {
    if lang == Lang::Ru { ru } else { en }
}

/// Resource amounts, short (`2 T + 1 B`), or a dash for none.
pub(crate) fn res(amounts: Res, lang: Lang) -> String {
    let names = [
        (amounts.treasure, ru(lang, "T", "С")),
        (amounts.blood, ru(lang, "B", "К")),
        (amounts.magic, ru(lang, "M", "М")),
        (amounts.spellbook, ru(lang, "SB", "КЗ")),
        (amounts.elder_sign, ru(lang, "ES", "ЗД")),
    ];
    let parts: Vec<String> =
        names.iter().filter(|(n, _)| *n > 0).map(|(n, name)| format!("{n} {name}")).collect();
    if parts.is_empty() { "—".into() } else { parts.join(" + ") }
}

fn node_name(state: &State, n: u8, lang: Lang) -> &'static str {
    state.cult().nodes.get(usize::from(n)).map_or("?", |node| pick(lang, node.name, node.ru))
}

/// The name of a space.
pub(crate) fn space(state: &State, space: Space, lang: Lang) -> String {
    match space {
        Space::Priest(k) => {
            data::PRIEST_SPACES.get(usize::from(k)).map_or("?", |d| pick(lang, d.name, d.ru)).into()
        }
        Space::Town(t) => data::TOWN.get(usize::from(t)).map_or("?", |d| pick(lang, d.name, d.ru)).into(),
        Space::Ritual(r) => {
            data::RITUALS.get(usize::from(r)).map_or("?", |d| pick(lang, d.name, d.ru)).into()
        }
        Space::Hex(n) => format!("{} {}", ru(lang, "shatter", "разрушить"), node_name(state, n, lang)),
        Space::CultAction(n) => format!("{} ({})", node_name(state, n, lang), ru(lang, "action", "действие")),
    }
}

fn spot(state: &State, at: Spot, lang: Lang) -> String {
    match at {
        Spot::Priest(k) => space(state, Space::Priest(k), lang),
        Spot::Town(t) => space(state, Space::Town(t), lang),
        Spot::Ritual { track, step } => format!("{} ({step})", space(state, Space::Ritual(track), lang)),
        Spot::Hex(n) => node_name(state, n, lang).into(),
        Spot::CultAction(n) => space(state, Space::CultAction(n), lang),
    }
}

fn cultist(kind: Cultist, lang: Lang) -> &'static str {
    match kind {
        Cultist::Priest => ru(lang, "priest", "жреца"),
        Cultist::Acolyte => ru(lang, "acolyte", "аколита"),
    }
}

fn pay(state: &State, pay: &Pay, lang: Lang) -> String {
    let mut parts = Vec::new();
    if pay.basic != [0; 3] {
        let basic = Res { treasure: pay.basic[0], blood: pay.basic[1], magic: pay.basic[2], ..Res::ZERO };
        parts.push(res(basic, lang));
    }
    if pay.books != [0; 2] {
        parts.push(format!(
            "{} {}",
            u16::from(pay.books[0]) + u16::from(pay.books[1]),
            ru(lang, "evolved acolyte(s) for spellbooks", "эволюц. аколит(ов) вместо книг")
        ));
    }
    if let Some(from) = pay.sacrifice {
        parts.push(format!("{} {}", ru(lang, "sacrifice from", "жертва из"), from_text(state, from, lang)));
    }
    if parts.is_empty() { String::new() } else { format!(" [{}]", parts.join(", ")) }
}

fn from_text(state: &State, from: AcolyteFrom, lang: Lang) -> String {
    match from {
        AcolyteFrom::Pool => ru(lang, "the pool", "пула").into(),
        AcolyteFrom::Spot(at) => spot(state, at, lang),
    }
}

fn chamber_name(card: u8, lang: Lang) -> &'static str {
    data::CHAMBERS.get(usize::from(card)).map_or("?", |d| pick(lang, d.name, d.ru))
}

fn monster_name(card: u8, lang: Lang) -> &'static str {
    data::MONSTERS.get(usize::from(card)).map_or("?", |d| pick(lang, d.name, d.ru))
}

fn seat(n: u8, lang: Lang) -> String {
    format!("{} {}", ru(lang, "Player", "Игрок"), ordinal(n))
}

/// A 0-based index as people count it (from 1), for any `u8` (255 is "256", not an overflow).
fn ordinal(n: u8) -> u16 {
    u16::from(n) + 1
}

pub(crate) fn action(state: &State, action: &Action, lang: Lang) -> String {
    match *action {
        Action::Place { cultist: kind, space: at, pay: p } => {
            format!(
                "{} {} → {}{}",
                ru(lang, "place", "поставить"),
                cultist(kind, lang),
                space(state, at, lang),
                pay(state, &p, lang)
            )
        }
        Action::DiscardMonster { lair } => {
            let card = state
                .players
                .get(usize::from(state.turn))
                .and_then(|p| p.lairs.get(usize::from(lair)))
                .copied()
                .flatten();
            format!(
                "{} {}",
                ru(lang, "discard monster", "сбросить монстра"),
                card.map_or("?", |m| monster_name(m.card, lang))
            )
        }
        Action::UseAction { pay: p } => format!(
            "{}{}",
            ru(lang, "use the unlocked action", "использовать открытое действие"),
            pay(state, &p, lang)
        ),
        Action::DeclineAction => ru(lang, "do not use the action", "не использовать действие").into(),
        Action::TakeChamber { display, slot } => {
            let card = state.chamber_deck.display.get(usize::from(display)).copied().flatten();
            format!(
                "{} {} → {} {}",
                ru(lang, "take Chamber", "взять палату"),
                card.map_or("?", |c| chamber_name(c, lang)),
                ru(lang, "slot", "деление"),
                ordinal(slot)
            )
        }
        Action::DeclineChamber => ru(lang, "take no Chamber", "не брать палату").into(),
        Action::Redistribute(plan) => match plan {
            Plan::Keep => ru(lang, "keep resources where they are", "оставить ресурсы как есть"),
            Plan::StoreExposed => ru(lang, "store exposed resources", "убрать открытые ресурсы в палаты"),
            Plan::Repack => ru(lang, "repack all resources", "перераспределить все ресурсы"),
            Plan::Arrange => ru(lang, "arrange resources by hand", "разложить ресурсы вручную"),
        }
        .into(),
        Action::Store(stored) => {
            let held = Res {
                treasure: stored[0],
                blood: stored[1],
                magic: stored[2],
                spellbook: stored[3],
                elder_sign: stored[4],
            };
            let slot = match state.prompt {
                Some(crate::state::Prompt::Arrange { slot, .. }) => format!(" {}", ordinal(slot)),
                _ => String::new(),
            };
            format!("{}{slot}: {}", ru(lang, "Chamber", "палата"), res(held, lang))
        }
        Action::DestroyStandIn { seat: n, stand_in } => format!(
            "{} {} {}",
            ru(lang, "destroy", "уничтожить"),
            match stand_in {
                StandIn::Abomination => ru(lang, "the Abomination of", "Мерзость игрока"),
                StandIn::Spawn => ru(lang, "the Spawn of", "Отродье игрока"),
            },
            seat(n, lang)
        ),
        Action::TakeMonster { display, lair } => {
            let card = if state.config.expansion {
                state.monster_deck.display.get(usize::from(display)).copied().flatten()
            } else {
                // The pile is face down: its top is named only when every card in it is the same
                // monster (the core game's generic monsters), which the pile's public contents
                // already say; otherwise the text would tell its order.
                let pile = &state.monster_deck.pile;
                let top = pile.deck.peek().or(pile.discard.top()).copied();
                top.filter(|&top| pile.deck.iter().all(|&card| card == top))
            };
            format!(
                "{} {} → {} {}",
                ru(lang, "take monster", "взять монстра"),
                card.map_or("?", |c| monster_name(c, lang)),
                ru(lang, "lair", "логово"),
                ordinal(lair)
            )
        }
        Action::DeclineMonster => ru(lang, "take no monster", "не брать монстра").into(),
        Action::ChoosePlayer(n) => format!("{} {}", ru(lang, "choose", "выбрать"), seat(n, lang)),
        Action::ChooseAcolyte { seat: n, spot: at } => format!(
            "{} {} ({})",
            ru(lang, "choose acolyte of", "выбрать аколита"),
            seat(n, lang),
            spot(state, at, lang)
        ),
        Action::ChooseNode(n) => format!(
            "{} {}",
            ru(lang, "remove the Elder Sign of", "снять Знак Древних с"),
            node_name(state, n, lang)
        ),
        Action::ChooseRitual(r) => {
            format!("{} {}", ru(lang, "start", "начать"), space(state, Space::Ritual(r), lang))
        }
        Action::Decline => ru(lang, "decline", "отказаться").into(),
        Action::Evolve(stage) => match stage {
            Evolving::Mutant => {
                ru(lang, "evolve a Mutant into an Abomination", "Мутант становится Мерзостью")
            }
            Evolving::Abomination => {
                ru(lang, "evolve an Abomination into a Spawn", "Мерзость становится Отродьем")
            }
        }
        .into(),
        Action::SkulkTo { space: at, pay: p } => format!(
            "{} {}{}",
            ru(lang, "skulk to", "сокрытие →"),
            space(state, at, lang),
            pay(state, &p, lang)
        ),
        Action::StaySkulk => ru(lang, "stay hidden", "остаться в укрытии").into(),
        Action::Strike(from) => format!(
            "{} {}",
            ru(lang, "Cultist Strike from", "удар культиста из"),
            from_text(state, from, lang)
        ),
        Action::SacrificeMonster { lair } => format!(
            "{} ({} {})",
            ru(lang, "Monster Strike", "удар монстра"),
            ru(lang, "lair", "логово"),
            ordinal(lair)
        ),
        Action::SacrificeShoggoth => ru(lang, "sacrifice the Shoggoth", "пожертвовать Шогготом").into(),
        Action::Continue => ru(lang, "let the raid go on", "пропустить набег дальше").into(),
    }
}

pub(crate) fn event(state: &State, event: &Event, lang: Lang) -> String {
    match event {
        Event::RoundStarted { round, first } => format!(
            "{} {round}: {} {}",
            ru(lang, "round", "раунд"),
            ru(lang, "first is", "первый —"),
            seat(*first, lang)
        ),
        Event::Placed { seat: n, cultist: kind, space: at } => {
            format!(
                "{} {} {} → {}",
                seat(*n, lang),
                ru(lang, "places", "ставит"),
                cultist(*kind, lang),
                space(state, *at, lang)
            )
        }
        Event::Paid { seat: n, res: r } => {
            format!("{} {} {}", seat(*n, lang), ru(lang, "pays", "платит"), res(*r, lang))
        }
        Event::Gained { seat: n, res: r } => {
            format!("{} {} {}", seat(*n, lang), ru(lang, "gains", "получает"), res(*r, lang))
        }
        Event::Shattered { seat: n, node } => format!(
            "{} {} {}",
            seat(*n, lang),
            ru(lang, "shatters the Elder Sign of", "разрушает Знак Древних"),
            node_name(state, *node, lang)
        ),
        Event::ChamberTaken { seat: n, card, slot } => format!(
            "{} {} {} ({})",
            seat(*n, lang),
            ru(lang, "builds", "строит"),
            chamber_name(*card, lang),
            ordinal(*slot)
        ),
        Event::MonsterTaken { seat: n, card } => {
            format!("{} {} {}", seat(*n, lang), ru(lang, "gains", "получает"), monster_name(*card, lang))
        }
        Event::MonsterDiscarded { seat: n, card } => {
            format!("{} {} {}", seat(*n, lang), ru(lang, "discards", "сбрасывает"), monster_name(*card, lang))
        }
        Event::AcolyteMoved { seat: n, what } => {
            format!("{}: {} {what}", seat(*n, lang), ru(lang, "an acolyte", "аколит:"))
        }
        Event::FirstPlayer { seat: n } => format!(
            "{} {}",
            seat(*n, lang),
            ru(lang, "takes the First Player marker", "берёт маркер первого игрока")
        ),
        Event::RaidStarted { rolls, investigator, strength } => {
            let inv = investigator
                .and_then(|card| data::INVESTIGATORS.get(usize::from(card)))
                .map(|d| format!(", {}", pick(lang, d.name, d.ru)))
                .unwrap_or_default();
            format!(
                "{} {rolls:?}{inv}: {} {strength}",
                ru(lang, "Investigator raid", "Набег сыщиков"),
                ru(lang, "strength", "сила")
            )
        }
        Event::RaidDefended { seat: n, strength } => format!(
            "{}: {} {strength}",
            seat(*n, lang),
            ru(lang, "personal raid strength", "личная сила набега")
        ),
        Event::Destroyed { seat: n, res: r } => {
            format!("{} {} {}", seat(*n, lang), ru(lang, "loses", "теряет"), res(*r, lang))
        }
        Event::RaidEnded => ru(lang, "the raid ends", "набег окончен").into(),
        Event::Shoggoth { seat: Some(n) } => {
            format!("{} {}", seat(*n, lang), ru(lang, "controls the Shoggoth", "контролирует Шоггота"))
        }
        Event::Shoggoth { seat: None } => {
            ru(lang, "the Shoggoth returns to the cult board", "Шоггот возвращается на поле культа").into()
        }
        Event::Growth { value } => format!("{} {value}", ru(lang, "Growth track:", "дорожка Роста:")),
        Event::GameOver { end } => match end {
            End::LastElderSign => ru(
                lang,
                "the last Elder Sign is gone: the game ends",
                "последний Знак Древних снят: конец игры",
            ),
            End::Azathoth => ru(lang, "Azathoth awakes: everybody loses", "Азатот пробудился: все проиграли"),
            End::RoundLimit => {
                ru(lang, "the round limit is reached: the game ends", "достигнут предел раундов: конец игры")
            }
        }
        .into(),
    }
}

pub(crate) fn render(view: &View, lang: Lang) -> String {
    let state = &view.state;
    let mut out = String::new();
    let cult = state.cult();
    let phase = match state.phase {
        Phase::Action => ru(lang, "Action", "Действия"),
        Phase::Skulks => ru(lang, "Skulks", "Сокрытие"),
        Phase::Preparation => ru(lang, "Preparation", "Подготовка"),
    };
    let _ = writeln!(
        out,
        "{} — {} {}, {}; {} {}",
        pick(lang, cult.name, cult.ru),
        ru(lang, "round", "раунд"),
        state.round,
        phase,
        ru(lang, "Elder Signs on the board:", "Знаков Древних на поле:"),
        state.elder_signs_on_board()
    );
    let mut nodes = Vec::new();
    for (n, node) in cult.nodes.iter().enumerate() {
        let mark = if state.is_sealed(n as u8) { "■" } else { "□" };
        nodes.push(format!("{mark} {}", pick(lang, node.name, node.ru)));
    }
    let _ = writeln!(out, "  {}", nodes.join(" · "));
    if state.cult().rule == data::CultRule::Cthulhu {
        let shoggoth =
            state.shoggoth.map_or(ru(lang, "on the board", "на поле").to_string(), |s| seat(s, lang));
        let _ = writeln!(out, "  Deep One {} · Shoggoth: {shoggoth}", state.deep_one);
    }
    if state.cult().rule == data::CultRule::TchoTcho {
        let _ = writeln!(out, "  {} {}", ru(lang, "Growth", "Рост"), state.growth);
    }
    if state.azathoth.iter().any(|&n| n > 0) {
        let _ = writeln!(out, "  Azathoth: {:?}", state.azathoth);
    }
    let chambers: Vec<&str> =
        state.chamber_deck.display.iter().map(|c| c.map_or("—", |c| chamber_name(c, lang))).collect();
    let _ = writeln!(out, "{}: {}", ru(lang, "Chambers", "Палаты"), chambers.join(", "));
    if state.config.expansion {
        let monsters: Vec<&str> =
            state.monster_deck.display.iter().map(|c| c.map_or("—", |c| monster_name(c, lang))).collect();
        let _ = writeln!(out, "{}: {}", ru(lang, "Monsters", "Монстры"), monsters.join(", "));
    }
    for placed in &state.placed {
        let _ = writeln!(
            out,
            "  {} {} @ {}",
            seat(placed.seat, lang),
            cultist(placed.cultist, lang),
            spot(state, placed.spot, lang)
        );
    }
    for (n, player) in state.players.iter().enumerate() {
        let me = if n as u8 == view.seat { "*" } else { " " };
        let _ = writeln!(
            out,
            "{me}{}: {} {} · {} {} · {} {} · Escape {} · {}: {}",
            seat(n as u8, lang),
            ru(lang, "pool", "пул"),
            player.pool + u8::from(player.priest_in_pool),
            ru(lang, "asylum", "убежище"),
            player.asylum,
            ru(lang, "exposed", "открыто"),
            res(player.exposed, lang),
            player.escape,
            ru(lang, "total", "всего"),
            res(player.holdings(), lang)
        );
        for (slot, chamber) in player.chambers.iter().enumerate() {
            if let Some(chamber) = chamber {
                let _ = writeln!(
                    out,
                    "     {}. {} ({})",
                    slot + 1,
                    chamber_name(chamber.card, lang),
                    res(chamber.held, lang)
                );
            }
        }
        let monsters: Vec<&str> = player.lairs.iter().flatten().map(|m| monster_name(m.card, lang)).collect();
        if !monsters.is_empty() {
            let _ = writeln!(out, "     {}: {}", ru(lang, "lairs", "логова"), monsters.join(", "));
        }
    }
    out
}
