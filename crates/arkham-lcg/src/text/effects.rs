//! Card abilities in words: a short summary of an effect list, for menus and detail commands.

use content::arkham_lcg::{AbilityDef, Cost, Effect, Timing};
use tabletop_core::Lang;

/// "draw 2 cards; take 1 horror".
pub(crate) fn effects(list: &[Effect], lang: Lang) -> String {
    list.iter().map(|e| effect(e, lang)).collect::<Vec<_>>().join("; ")
}

fn skills(s: content::arkham_lcg::Skills, lang: Lang) -> String {
    let names = if lang == Lang::Ru {
        ["воля", "интеллект", "сила", "ловкость"]
    } else {
        ["willpower", "intellect", "combat", "agility"]
    };
    [s.willpower, s.intellect, s.combat, s.agility]
        .iter()
        .zip(names)
        .filter(|(v, _)| **v != 0)
        .map(|(v, n)| format!("{v:+} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Words for an unnamed variant: `DiscardSelf` → "discard self".
fn spaced(debug: &str) -> String {
    let head = debug.split(['(', ' ', '{']).next().unwrap_or(debug);
    let mut out = String::new();
    for (i, c) in head.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push(' ');
        }
        out.extend(c.to_lowercase());
    }
    out
}

fn effect(e: &Effect, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let pick = |en: String, r: String| if ru { r } else { en };
    match e {
        Effect::Damage(n) => pick(format!("take {n} damage"), format!("получить {n} ран")),
        Effect::Horror(n) => pick(format!("take {n} horror"), format!("получить {n} ужаса")),
        Effect::DirectDamage(n) => pick(format!("take {n} direct damage"), format!("{n} направленных ран")),
        Effect::DirectHorror(n) => {
            pick(format!("take {n} direct horror"), format!("{n} направленного ужаса"))
        }
        Effect::DamageEnemy(n) => pick(format!("deal {n} damage to an enemy"), format!("{n} ран врагу")),
        Effect::HealDamage(n) => pick(format!("heal {n} damage"), format!("вылечить {n} ран")),
        Effect::HealHorror(n) => pick(format!("heal {n} horror"), format!("вылечить {n} ужаса")),
        Effect::HealDamageOrHorror(n) => {
            pick(format!("heal {n} damage or horror"), format!("вылечить {n} ран или ужаса"))
        }
        Effect::Resources(n) => pick(format!("gain {n} resources"), format!("+{n} ресурсов")),
        Effect::Draw(n) => pick(format!("draw {n}"), format!("взять {n} карт")),
        Effect::Discover(n) => pick(format!("discover {n} clue(s)"), format!("найти {n} улик")),
        Effect::GainClues(n) => pick(format!("gain {n} clue(s)"), format!("получить {n} улик")),
        Effect::Skill(s) => skills(*s, lang),
        Effect::Value(v) => pick(format!("{v:+} to the test"), format!("{v:+} к проверке")),
        Effect::ExtraDamage(n) => pick(format!("+{n} damage"), format!("+{n} к урону")),
        Effect::Shroud(v) => pick(format!("shroud {v:+}"), format!("завеса {v:+}")),
        Effect::AutoSucceed => pick("automatic success".into(), "автоматический успех".into()),
        Effect::AutoEvade => pick("evade the enemy".into(), "уйти от врага".into()),
        Effect::Cancel => pick("cancel it".into(), "отменить".into()),
        Effect::Test(t) => {
            let s = format!("{:?}", t.skill).to_lowercase();
            let mut text =
                pick(format!("test {s} ({})", t.difficulty), format!("проверка {s} ({})", t.difficulty));
            if !t.pass.is_empty() {
                text.push_str(&format!(" ✓ {}", effects(t.pass, lang)));
            }
            if !t.fail.is_empty() {
                text.push_str(&format!(" ✗ {}", effects(t.fail, lang)));
            }
            text
        }
        Effect::Choose(lists) => {
            let options: Vec<String> = lists.iter().map(|l| effects(l, lang)).collect();
            pick(format!("choose: {}", options.join(" | ")), format!("выбор: {}", options.join(" | ")))
        }
        Effect::If(b) => format!("{}: {}", spaced(&format!("{:?}", b.when)), effects(b.then, lang)),
        Effect::EachInvestigator(l) => pick(
            format!("each investigator: {}", effects(l, lang)),
            format!("каждый сыщик: {}", effects(l, lang)),
        ),
        Effect::ChosenHere(l) => pick(
            format!("an investigator here: {}", effects(l, lang)),
            format!("сыщик здесь: {}", effects(l, lang)),
        ),
        Effect::EachHere(l) => pick(
            format!("each investigator here: {}", effects(l, lang)),
            format!("каждый здесь: {}", effects(l, lang)),
        ),
        Effect::PerFail(l) => pick(
            format!("per point failed: {}", effects(l, lang)),
            format!("за каждое очко провала: {}", effects(l, lang)),
        ),
        Effect::DoomAgenda(n) => {
            pick(format!("{n} doom on the agenda"), format!("{n} безысходности на замысел"))
        }
        Effect::Custom(hook) => format!("[{}]", hook.name()),
        other => spaced(&format!("{other:?}")),
    }
}

/// One ability: "[action] exhaust: draw 1" in words.
pub(crate) fn ability(def: &AbilityDef, lang: Lang) -> String {
    let timing = match def.timing {
        Timing::Action => "→",
        Timing::Fast => "⚡",
        Timing::Reaction => "↺",
        Timing::Forced => "!",
        _ => "",
    };
    let costs: Vec<String> = def
        .cost
        .iter()
        .map(|c| match c {
            Cost::Exhaust => "↷".to_owned(),
            Cost::Uses(n) => format!("-{n} use"),
            Cost::Resources(n) => format!("{n}$"),
            Cost::Clues(n) => format!("{n} clue"),
            other => spaced(&format!("{other:?}")),
        })
        .collect();
    let cost = if costs.is_empty() { String::new() } else { format!("{}: ", costs.join(", ")) };
    format!("{timing}{cost}{}", effects(def.effects, lang))
}
