//! The effect vocabulary of Eldritch Horror cards: TOML values to `Effect` literals.

use crate::codegen::str_lit;
use crate::reader::{Val, did_you_mean};

/// Skill names and their Rust literals.
pub(super) const SKILLS: &[(&str, &str)] = &[
    ("lore", "Skill::Lore"),
    ("influence", "Skill::Influence"),
    ("observation", "Skill::Observation"),
    ("strength", "Skill::Strength"),
    ("will", "Skill::Will"),
];

/// Card traits and their Rust literals.
pub(super) const TRAITS: &[(&str, &str)] = &[
    ("ally", "Trait::Ally"),
    ("bane", "Trait::Bane"),
    ("boon", "Trait::Boon"),
    ("common", "Trait::Common"),
    ("deal", "Trait::Deal"),
    ("incantation", "Trait::Incantation"),
    ("injury", "Trait::Injury"),
    ("item", "Trait::Item"),
    ("madness", "Trait::Madness"),
    ("magical", "Trait::Magical"),
    ("restriction", "Trait::Restriction"),
    ("ritual", "Trait::Ritual"),
    ("service", "Trait::Service"),
    ("teamwork", "Trait::Teamwork"),
    ("tome", "Trait::Tome"),
    ("trinket", "Trait::Trinket"),
    ("weapon", "Trait::Weapon"),
];

/// Effects written as a bare string.
const BARE: &[(&str, &str)] = &[
    ("gain_this_clue", "Effect::GainThisClue"),
    ("improve_choice", "Effect::ImproveChoice"),
    ("gain_artifact", "Effect::GainArtifact"),
    ("delay", "Effect::Delay"),
    ("close_gate", "Effect::CloseGate"),
    ("ambush", "Effect::Ambush"),
    ("devoured", "Effect::Devoured"),
    ("cannot_move", "Effect::CannotMove"),
    ("spawn_clue", "Effect::SpawnClue"),
    ("spawn_gate", "Effect::SpawnGate"),
    ("advance_omen", "Effect::AdvanceOmen"),
];

/// Effects written as a one-key table.
const KEYED: &[&str] = &[
    "gain_clue",
    "lose_health",
    "lose_sanity",
    "recover_health",
    "recover_sanity",
    "improve",
    "gain_condition",
    "gain_spell",
    "gain_asset",
    "gain_ticket",
    "doom",
    "eldritch_on_mystery",
    "skill_penalty",
    "test",
    "custom",
];

/// What reading effects found besides the literals: hook and Condition references to check.
#[derive(Debug, Default)]
pub(super) struct Refs {
    /// `(hook name, where)` for every `custom` effect.
    pub(super) hooks: Vec<(String, crate::Diagnostic)>,
    /// `(condition id, where)` for every `gain_condition`.
    pub(super) conditions: Vec<(String, crate::Diagnostic)>,
}

fn at(value: &Val<'_>, message: String) -> crate::Diagnostic {
    value.cx().at(&value.span(), format!("{}: {}: {message}", value.ctx(), value.label()))
}

/// Reads an effect list: its `&[...]` literal and whether it uses a hook.
pub(super) fn list(value: &Val<'_>, refs: &mut Refs) -> (String, bool) {
    let mut hooks = false;
    let mut items = Vec::new();
    for item in value.array().unwrap_or_default() {
        if let Some((rust, hook)) = one(&item, refs) {
            hooks |= hook;
            items.push(rust);
        }
    }
    (format!("&[{}]", items.join(", ")), hooks)
}

fn one(value: &Val<'_>, refs: &mut Refs) -> Option<(String, bool)> {
    let all = BARE.iter().map(|(name, _)| *name).chain(KEYED.iter().copied());
    if value.is_str() {
        let name = value.str()?;
        if let Some((_, rust)) = BARE.iter().find(|(bare, _)| *bare == name) {
            return Some(((*rust).to_owned(), false));
        }
        let hint = if KEYED.contains(&name) {
            format!(" (\"{name}\" needs a value: {{ {name} = ... }})")
        } else {
            did_you_mean(name, all).map(|found| format!(" (did you mean \"{found}\"?)")).unwrap_or_default()
        };
        value.error(format!("{}: unknown effect \"{name}\"{hint}", value.label()));
        return None;
    }
    let mut table = value.table()?;
    let keys: Vec<_> = table.keys().collect();
    if keys.len() != 1 {
        value.error(format!("{}: an effect is a string or a table with one key", value.label()));
        return None;
    }
    let (name, span) = keys[0].clone();
    let Some(&key) = KEYED.iter().find(|keyed| **keyed == name) else {
        let hint =
            did_you_mean(name, all).map(|found| format!(" (did you mean \"{found}\"?)")).unwrap_or_default();
        value
            .cx()
            .error(&span, format!("{}: {}: unknown effect \"{name}\"{hint}", value.ctx(), value.label()));
        return None;
    };
    let inner = table.get(key)?;
    let mut hooks = false;
    let out = match key {
        "gain_clue" => format!("Effect::GainClue({})", inner.u8(1..=9)?),
        "lose_health" => format!("Effect::LoseHealth({})", inner.u8(1..=9)?),
        "lose_sanity" => format!("Effect::LoseSanity({})", inner.u8(1..=9)?),
        "recover_health" => format!("Effect::RecoverHealth({})", inner.u8(1..=9)?),
        "recover_sanity" => format!("Effect::RecoverSanity({})", inner.u8(1..=9)?),
        "eldritch_on_mystery" => format!("Effect::EldritchOnMystery({})", inner.u8(1..=9)?),
        "doom" => {
            let amount = inner.int(-5..=5)?;
            if amount == 0 {
                inner.error(format!("{}: 0 Doom does nothing", inner.label()));
            }
            format!("Effect::Doom({amount})")
        }
        "improve" => format!("Effect::Improve({})", inner.enum_of("skill", SKILLS)?),
        "gain_condition" => {
            let id = inner.str()?.to_owned();
            refs.conditions.push((id.clone(), at(&inner, format!("no condition \"{id}\""))));
            format!("Effect::GainCondition({})", str_lit(&id))
        }
        "gain_spell" | "gain_asset" => {
            let filter = if inner.str()? == "any" {
                "None".to_owned()
            } else {
                format!("Some({})", inner.enum_of("trait", TRAITS)?)
            };
            let variant = if key == "gain_spell" { "GainSpell" } else { "GainAsset" };
            format!("Effect::{variant}({filter})")
        }
        "gain_ticket" => format!(
            "Effect::GainTicket({})",
            inner.enum_of("ticket", &[("train", "Ticket::Train"), ("ship", "Ticket::Ship")])?
        ),
        "skill_penalty" => {
            let mut t = inner.table()?;
            let skill = t.req_enum("skill", "skill", SKILLS);
            let amount = t.req_u8("amount", 1..=3);
            t.finish();
            format!("Effect::SkillPenalty({}, {})", skill?, amount?)
        }
        "test" => {
            let mut t = inner.table()?;
            let skill = t.req_enum("skill", "skill", SKILLS);
            let modifier = t.int("modifier", -3..=3).unwrap_or(0);
            let (pass, h1) = t.get("pass").map_or_else(|| ("&[]".to_owned(), false), |v| list(&v, refs));
            let (fail, h2) = t.get("fail").map_or_else(|| ("&[]".to_owned(), false), |v| list(&v, refs));
            t.finish();
            hooks = h1 || h2;
            format!(
                "Effect::Test(&TestDef {{ skill: {}, modifier: {modifier}, pass: {pass}, fail: {fail} }})",
                skill?
            )
        }
        _ => {
            let name = inner.str()?.to_owned();
            refs.hooks.push((
                name.clone(),
                at(&inner, format!("unknown hook \"{name}\" (declare it in a [[hook]] table)")),
            ));
            hooks = true;
            format!("Effect::Custom({})", str_lit(&name))
        }
    };
    table.finish();
    Some((out, hooks))
}
