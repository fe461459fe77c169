//! The effect vocabulary of Eldritch Horror cards: TOML values to `Effect` literals.
//!
//! An effect is a bare string (`"delay"`) or a table with one key (`{ lose_health = 2 }`); the
//! structured ones (`test`, `may`, `choose`, `if`, `each`, `roll`, `fight`) hold effect lists of
//! their own. The vocabulary is documented for designers in `content/data/eldritch/README.md`.

use crate::codegen::str_lit;
use crate::reader::{Obj, Val, did_you_mean};

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

const KINDS: &[(&str, &str)] = &[
    ("city", "LocationKind::City"),
    ("wilderness", "LocationKind::Wilderness"),
    ("sea", "LocationKind::Sea"),
];

const CARD_DECKS: &[(&str, &str)] = &[
    ("asset", "CardDeck::Asset"),
    ("artifact", "CardDeck::Artifact"),
    ("spell", "CardDeck::Spell"),
    ("condition", "CardDeck::Condition"),
];

const TARGETS: &[(&str, &str)] = &[
    ("any_one", "MonsterTarget::AnyOne"),
    ("one_here", "MonsterTarget::OneHere"),
    ("all_on_chosen_space", "MonsterTarget::AllOnChosenSpace"),
    ("all_here", "MonsterTarget::AllHere"),
];

/// Effects written as a bare string.
const BARE: &[(&str, &str)] = &[
    ("gain_this_clue", "Effect::GainThisClue"),
    ("discard_this_clue", "Effect::DiscardThisClue"),
    ("improve_choice", "Effect::ImproveChoice"),
    ("gain_artifact", "Effect::GainArtifact(None)"),
    ("delay", "Effect::Delay"),
    ("close_gate", "Effect::CloseGate"),
    ("discard_gate", "Effect::DiscardGate"),
    ("ambush", "Effect::Fight(&FightDef { monster: None, spawn: false, defeated: &[], undefeated: &[] })"),
    ("devoured", "Effect::Devoured"),
    ("cannot_move", "Effect::CannotMove"),
    ("spawn_clue", "Effect::SpawnClue(1)"),
    ("spawn_clue_choice", "Effect::SpawnClueChoice"),
    ("spawn_gate", "Effect::SpawnGate"),
    ("advance_omen", "Effect::AdvanceOmen"),
    ("retreat_omen", "Effect::RetreatOmen"),
    ("choose_omen", "Effect::ChooseOmen"),
    ("unsolve_mystery", "Effect::UnsolveMystery"),
    ("flip_this_card", "Effect::FlipThisCard"),
    ("discard_this_card", "Effect::DiscardThisCard"),
    ("recover_all", "Effect::RecoverAll"),
    ("mystery_offer", "Effect::MysteryOffer"),
];

/// Effects written as a one-key table.
const KEYED: &[&str] = &[
    "gain_clue",
    "discard_clues",
    "discard_clues_per",
    "move_this_clue",
    "move_clues_to",
    "lose_health",
    "lose_sanity",
    "lose_health_per",
    "lose_sanity_per",
    "recover_health",
    "recover_sanity",
    "improve",
    "gain_condition",
    "gain_condition_with",
    "discard_condition",
    "discard_condition_with",
    "gain_spell",
    "gain_asset",
    "gain_reserve",
    "gain_artifact",
    "gain_named",
    "discard",
    "gain_ticket",
    "doom",
    "doom_per",
    "eldritch_on_mystery",
    "eldritch_on_sheet",
    "omen_eldritch",
    "skill_penalty",
    "test",
    "may",
    "choose",
    "if",
    "each",
    "choose_investigator",
    "roll",
    "fight",
    "move",
    "spawn_monsters",
    "spawn_epic",
    "damage_monsters",
    "discard_monsters",
    "spawn_clue",
    "custom",
];

/// What reading effects found besides the literals: hooks and ids to check.
#[derive(Debug, Default)]
pub(super) struct Refs {
    /// `(hook name, where)` for every `custom` effect.
    pub(super) hooks: Vec<(String, crate::Diagnostic)>,
    /// `(table, id, where)` for every id an effect names (Conditions, cards, monsters, spaces).
    pub(super) ids: Vec<(&'static str, String, crate::Diagnostic)>,
}

fn at(value: &Val<'_>, message: String) -> crate::Diagnostic {
    value.cx().at(&value.span(), format!("{}: {}: {message}", value.ctx(), value.label()))
}

/// An id checked against `table` after every file is read.
fn id_ref(value: &Val<'_>, table: &'static str, what: &str, refs: &mut Refs) -> Option<String> {
    let id = value.str()?.to_owned();
    refs.ids.push((table, id.clone(), at(value, format!("no {what} \"{id}\""))));
    Some(id)
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

/// An optional list under `key` of a table (`&[]` when absent).
fn sub_list(table: &mut Obj<'_>, key: &'static str, refs: &mut Refs, hooks: &mut bool) -> String {
    match table.get(key) {
        Some(value) => {
            let (rust, hook) = list(&value, refs);
            *hooks |= hook;
            rust
        }
        None => "&[]".to_owned(),
    }
}

fn trait_or_any(value: &Val<'_>) -> Option<String> {
    if value.str()? == "any" {
        return Some("None".to_owned());
    }
    Some(format!("Some({})", value.enum_of("trait", TRAITS)?))
}

fn count(value: &Val<'_>) -> Option<String> {
    if value.is_table()
        && let Some(mut table) = value.table()
    {
        let keys: Vec<_> = table.keys().map(|(key, _)| key).collect();
        let out = match keys.as_slice() {
            ["conditions_with"] => {
                format!("Count::ConditionsWith({})", table.req_enum("conditions_with", "trait", TRAITS)?)
            }
            ["possessions_with"] => {
                format!("Count::PossessionsWith({})", table.req_enum("possessions_with", "trait", TRAITS)?)
            }
            _ => {
                value.error(format!(
                    "{}: a count is a name or {{ conditions_with = \"<trait>\" }} or {{ possessions_with = \"<trait>\" }}",
                    value.label()
                ));
                return None;
            }
        };
        table.finish();
        return Some(out);
    }
    let names: &[(&str, &str)] = &[
        ("clues", "Count::Clues"),
        ("spells", "Count::Spells"),
        ("cultists", "Count::Cultists"),
        ("gates", "Count::Gates"),
        ("omen_gates", "Count::OmenGates"),
        ("investigators", "Count::Investigators"),
        ("half_investigators", "Count::HalfInvestigators"),
        ("rumors", "Count::Rumors"),
    ];
    value.enum_of("count", names).map(str::to_owned)
}

/// `{ deck = "asset", with = "item" }`: a kind of possession.
fn possession(value: &Val<'_>) -> Option<String> {
    let mut table = value.table()?;
    let deck = match table.get("deck") {
        Some(deck) => format!("Some({})", deck.enum_of("deck", CARD_DECKS)?),
        None => "None".to_owned(),
    };
    let with = match table.get("with") {
        Some(with) => format!("Some({})", with.enum_of("trait", TRAITS)?),
        None => "None".to_owned(),
    };
    table.finish();
    Some(format!("Possession {{ deck: {deck}, with: {with} }}"))
}

fn cost(value: &Val<'_>, refs: &mut Refs) -> Option<String> {
    if value.is_str() {
        return match value.str()? {
            "delay" => Some("Cost::Delay".to_owned()),
            other => {
                value.error(format!(
                    "{}: unknown cost \"{other}\" (a cost is \"delay\" or a table: clues, group_clues, health, sanity, gain_condition, discard_condition, discard)",
                    value.label()
                ));
                None
            }
        };
    }
    let mut table = value.table()?;
    let keys: Vec<_> = table.keys().map(|(key, _)| key).collect();
    let [key] = keys.as_slice() else {
        value.error(format!("{}: a cost is a string or a table with one key", value.label()));
        return None;
    };
    let out = match *key {
        "clues" => format!("Cost::Clues({})", table.req_u8("clues", 1..=9)?),
        "health" => format!("Cost::Health({})", table.req_u8("health", 1..=9)?),
        "sanity" => format!("Cost::Sanity({})", table.req_u8("sanity", 1..=9)?),
        "group_clues" => format!("Cost::GroupClues({})", count(&table.req("group_clues")?)?),
        "gain_condition" => {
            let id = id_ref(&table.req("gain_condition")?, "CONDITIONS", "condition", refs)?;
            format!("Cost::GainCondition({})", str_lit(&id))
        }
        "discard_condition" => {
            let id = id_ref(&table.req("discard_condition")?, "CONDITIONS", "condition", refs)?;
            format!("Cost::DiscardCondition({})", str_lit(&id))
        }
        "discard" => format!("Cost::Discard({})", possession(&table.req("discard")?)?),
        other => {
            let known = [
                "clues",
                "group_clues",
                "health",
                "sanity",
                "gain_condition",
                "discard_condition",
                "discard",
            ];
            let hint = did_you_mean(other, known)
                .map(|found| format!(" (did you mean \"{found}\"?)"))
                .unwrap_or_default();
            value.error(format!("{}: unknown cost \"{other}\"{hint}", value.label()));
            return None;
        }
    };
    table.finish();
    Some(out)
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
        "discard_clues" => format!("Effect::DiscardClues({})", inner.u8(1..=99)?),
        "discard_clues_per" => format!("Effect::DiscardCluesPer({})", count(&inner)?),
        "move_this_clue" => format!("Effect::MoveThisClue({})", inner.enum_of("space kind", KINDS)?),
        "move_clues_to" => format!("Effect::MoveCluesTo({})", inner.enum_of("space kind", KINDS)?),
        "lose_health" => format!("Effect::LoseHealth({})", inner.u8(1..=20)?),
        "lose_sanity" => format!("Effect::LoseSanity({})", inner.u8(1..=20)?),
        "lose_health_per" => format!("Effect::LoseHealthPer({})", count(&inner)?),
        "lose_sanity_per" => format!("Effect::LoseSanityPer({})", count(&inner)?),
        "recover_health" => format!("Effect::RecoverHealth({})", inner.u8(1..=20)?),
        "recover_sanity" => format!("Effect::RecoverSanity({})", inner.u8(1..=20)?),
        "spawn_clue" => format!("Effect::SpawnClue({})", inner.u8(1..=9)?),
        "eldritch_on_mystery" => format!("Effect::EldritchOnMystery({})", inner.u8(1..=9)?),
        "eldritch_on_sheet" => format!("Effect::EldritchOnSheet({})", inner.u8(1..=9)?),
        "omen_eldritch" => {
            let amount = inner.int(-5..=5)?;
            if amount == 0 {
                inner.error(format!("{}: 0 tokens does nothing", inner.label()));
            }
            format!("Effect::OmenEldritch({amount})")
        }
        "doom" => {
            let amount = inner.int(-20..=20)?;
            if amount == 0 {
                inner.error(format!("{}: 0 Doom does nothing", inner.label()));
            }
            format!("Effect::Doom({amount})")
        }
        "doom_per" => format!("Effect::DoomPer({})", count(&inner)?),
        "improve" => format!("Effect::Improve({})", inner.enum_of("skill", SKILLS)?),
        "gain_condition" => {
            let id = id_ref(&inner, "CONDITIONS", "condition", refs)?;
            format!("Effect::GainCondition({})", str_lit(&id))
        }
        "discard_condition" => {
            let id = id_ref(&inner, "CONDITIONS", "condition", refs)?;
            format!("Effect::DiscardCondition({})", str_lit(&id))
        }
        "gain_condition_with" => format!("Effect::GainConditionWith({})", inner.enum_of("trait", TRAITS)?),
        "discard_condition_with" => {
            format!("Effect::DiscardConditionWith({})", inner.enum_of("trait", TRAITS)?)
        }
        "gain_spell" => format!("Effect::GainSpell({})", trait_or_any(&inner)?),
        "gain_asset" => format!("Effect::GainAsset({})", trait_or_any(&inner)?),
        "gain_reserve" => format!("Effect::GainReserve({})", trait_or_any(&inner)?),
        "gain_artifact" => format!("Effect::GainArtifact({})", trait_or_any(&inner)?),
        "gain_named" => {
            let mut t = inner.table()?;
            let keys: Vec<_> = t.keys().map(|(key, _)| key).collect();
            let (deck, table_name) = match keys.as_slice() {
                ["asset"] => ("asset", "ASSETS"),
                ["artifact"] => ("artifact", "ARTIFACTS"),
                ["spell"] => ("spell", "SPELLS"),
                _ => {
                    inner.error(format!(
                        "{}: gain_named is {{ asset = \"id\" }}, {{ artifact = \"id\" }} or {{ spell = \"id\" }}",
                        inner.label()
                    ));
                    return None;
                }
            };
            let id = id_ref(&t.req(deck)?, table_name, deck, refs)?;
            t.finish();
            let rust_deck = CARD_DECKS.iter().find(|(name, _)| *name == deck).map(|(_, rust)| *rust)?;
            format!("Effect::GainNamed({rust_deck}, {})", str_lit(&id))
        }
        "discard" => format!("Effect::Discard({})", possession(&inner)?),
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
            let pass_at = t.u8("pass_at", 1..=9).unwrap_or(1);
            let dice = match t.table("dice") {
                Some(mut d) => {
                    let per = d.req_int("per", -3..=3);
                    let what = d.req("count").and_then(|v| count(&v));
                    d.finish();
                    format!("Some(({}, {}))", per?, what?)
                }
                None => "None".to_owned(),
            };
            let pass = sub_list(&mut t, "pass", refs, &mut hooks);
            let fail = sub_list(&mut t, "fail", refs, &mut hooks);
            t.finish();
            format!(
                "Effect::Test(&TestDef {{ skill: {}, modifier: {modifier}, dice: {dice}, pass_at: {pass_at}, pass: {pass}, fail: {fail} }})",
                skill?
            )
        }
        "may" => {
            let mut t = inner.table()?;
            let costs: Vec<String> =
                t.array("cost").unwrap_or_default().iter().filter_map(|c| cost(c, refs)).collect();
            let then = sub_list(&mut t, "then", refs, &mut hooks);
            let otherwise = sub_list(&mut t, "else", refs, &mut hooks);
            t.finish();
            format!(
                "Effect::May(&OfferDef {{ cost: &[{}], then: {then}, otherwise: {otherwise} }})",
                costs.join(", ")
            )
        }
        "choose" => {
            let mut options = Vec::new();
            for option in inner.array()? {
                let (rust, hook) = list(&option, refs);
                hooks |= hook;
                options.push(rust);
            }
            if options.len() < 2 {
                inner.error(format!("{}: a choice has at least two options", inner.label()));
            }
            format!("Effect::Choose(&[{}])", options.join(", "))
        }
        "if" => {
            let mut t = inner.table()?;
            let checks: &[&str] = &[
                "has_condition",
                "holds",
                "monster_on_board",
                "on",
                "solved_mystery",
                "omen_gate",
                "rumor_in_play",
            ];
            let found: Vec<&str> = t.keys().map(|(key, _)| key).filter(|key| checks.contains(key)).collect();
            let check = match found.as_slice() {
                ["has_condition"] => {
                    let id = id_ref(&t.req("has_condition")?, "CONDITIONS", "condition", refs)?;
                    format!("Check::HasCondition({})", str_lit(&id))
                }
                ["holds"] => format!("Check::Holds({})", possession(&t.req("holds")?)?),
                ["monster_on_board"] => {
                    let id = id_ref(&t.req("monster_on_board")?, "MONSTERS", "monster", refs)?;
                    format!("Check::MonsterOnBoard({})", str_lit(&id))
                }
                ["on"] => format!("Check::OnKind({})", t.req_enum("on", "space kind", KINDS)?),
                ["solved_mystery"] => {
                    let _ = t.bool("solved_mystery");
                    "Check::SolvedMystery".to_owned()
                }
                ["omen_gate"] => {
                    let _ = t.bool("omen_gate");
                    "Check::OmenGate".to_owned()
                }
                ["rumor_in_play"] => {
                    let _ = t.bool("rumor_in_play");
                    "Check::RumorInPlay".to_owned()
                }
                _ => {
                    inner.error(format!(
                        "{}: an `if` has exactly one check of: {}",
                        inner.label(),
                        checks.join(", ")
                    ));
                    return None;
                }
            };
            let then = sub_list(&mut t, "then", refs, &mut hooks);
            let otherwise = sub_list(&mut t, "else", refs, &mut hooks);
            t.finish();
            format!("Effect::If(&IfDef {{ check: {check}, then: {then}, otherwise: {otherwise} }})")
        }
        "each" => {
            let mut t = inner.table()?;
            let on = match t.get("on") {
                Some(on) => format!("Some({})", on.enum_of("space kind", KINDS)?),
                None => "None".to_owned(),
            };
            let near_expedition = t.bool("near_expedition").unwrap_or(false);
            let holding = match t.get("holding") {
                Some(holding) => format!("Some({})", possession(&holding)?),
                None => "None".to_owned(),
            };
            let effects = match t.req("effects") {
                Some(value) => {
                    let (rust, hook) = list(&value, refs);
                    hooks |= hook;
                    rust
                }
                None => return None,
            };
            t.finish();
            format!(
                "Effect::Each(&ScopeDef {{ on: {on}, near_expedition: {near_expedition}, holding: {holding}, effects: {effects} }})"
            )
        }
        "choose_investigator" => {
            let (rust, hook) = list(&inner, refs);
            hooks |= hook;
            format!("Effect::ChooseInvestigator({rust})")
        }
        "roll" => {
            let mut t = inner.table()?;
            let dice = t.req_u8("dice", 1..=9);
            let mut faces = Vec::new();
            for face in t.req_array("faces").unwrap_or_default() {
                let Some(mut f) = face.table() else { continue };
                let from = f.req_u8("from", 1..=6);
                let to = f.req_u8("to", 1..=6);
                let effects = sub_list(&mut f, "effects", refs, &mut hooks);
                f.finish();
                if let (Some(from), Some(to)) = (from, to) {
                    if from > to {
                        face.error(format!("{}: faces {from} to {to} is empty", face.label()));
                    }
                    faces.push(format!("({from}, {to}, {effects})"));
                }
            }
            t.finish();
            format!("Effect::Roll(&RollDef {{ dice: {}, faces: &[{}] }})", dice?, faces.join(", "))
        }
        "fight" => {
            let mut t = inner.table()?;
            let monster = match t.get("monster") {
                Some(m) if m.str() == Some("random") => "None".to_owned(),
                Some(m) => format!("Some({})", str_lit(&id_ref(&m, "MONSTERS", "monster", refs)?)),
                None => "None".to_owned(),
            };
            let spawn = t.bool("spawn").unwrap_or(false);
            let defeated = sub_list(&mut t, "defeated", refs, &mut hooks);
            let undefeated = sub_list(&mut t, "undefeated", refs, &mut hooks);
            t.finish();
            format!(
                "Effect::Fight(&FightDef {{ monster: {monster}, spawn: {spawn}, defeated: {defeated}, undefeated: {undefeated} }})"
            )
        }
        "move" => {
            let dest = match inner.str()? {
                "adjacent" => "Destination::Adjacent".to_owned(),
                "toward_gate" => "Destination::TowardGate".to_owned(),
                "any" => "Destination::Any".to_owned(),
                "nearest_city" => "Destination::Nearest(LocationKind::City)".to_owned(),
                "nearest_wilderness" => "Destination::Nearest(LocationKind::Wilderness)".to_owned(),
                "nearest_sea" => "Destination::Nearest(LocationKind::Sea)".to_owned(),
                _ => format!(
                    "Destination::Location({})",
                    str_lit(&id_ref(&inner, "LOCATIONS", "location", refs)?)
                ),
            };
            format!("Effect::Move({dest})")
        }
        "spawn_monsters" => {
            let mut t = inner.table()?;
            let n = t.u8("count", 1..=9).unwrap_or(1);
            let where_ = match t.req("at") {
                Some(v) => match v.str()? {
                    "here" => "SpawnAt::Here".to_owned(),
                    "expedition" => "SpawnAt::Expedition".to_owned(),
                    "each_cultist" => "SpawnAt::EachCultist".to_owned(),
                    _ => {
                        format!("SpawnAt::Location({})", str_lit(&id_ref(&v, "LOCATIONS", "location", refs)?))
                    }
                },
                None => return None,
            };
            t.finish();
            format!("Effect::SpawnMonsters({where_}, {n})")
        }
        "spawn_epic" => {
            let mut t = inner.table()?;
            let monster = t.req("monster").and_then(|v| id_ref(&v, "MONSTERS", "monster", refs));
            let on = t.req("at").and_then(|v| id_ref(&v, "LOCATIONS", "location", refs));
            t.finish();
            format!("Effect::SpawnEpic({}, {})", str_lit(&monster?), str_lit(&on?))
        }
        "damage_monsters" => {
            let mut t = inner.table()?;
            let target = t.req_enum("target", "monster target", TARGETS);
            let amount = t.req_u8("amount", 1..=9);
            t.finish();
            format!("Effect::DamageMonsters({}, {})", target?, amount?)
        }
        "discard_monsters" => {
            format!("Effect::DiscardMonsters({})", inner.enum_of("monster target", TARGETS)?)
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

const DURING: &[(&str, &str)] = &[
    ("any", "During::Any"),
    ("combat", "During::Combat"),
    ("spell", "During::Spell"),
    ("other_world", "During::OtherWorld"),
    ("acquire", "During::Acquire"),
];

/// Abilities written as a bare string.
const BARE_ABILITIES: &[(&str, &str)] = &[
    ("no_delay", "Ability::NoDelay"),
    ("extra_action", "Ability::ExtraAction"),
    ("clue_discount", "Ability::ClueDiscount"),
    ("ignore_monsters", "Ability::IgnoreMonsters"),
    ("cast_at_encounter_start", "Ability::CastAtEncounterStart"),
    ("cast_beside_monsters", "Ability::CastBesideMonsters"),
    ("cast_at_combat_start", "Ability::CastAtCombatStart"),
    ("cannot_move", "Ability::CannotMove"),
];

/// Abilities written as a one-key table.
const KEYED_ABILITIES: &[&str] = &[
    "bonus",
    "extra_dice",
    "reroll",
    "add_to_die",
    "double_sixes",
    "combat_boost",
    "prevent",
    "reduce_damage",
    "success_from",
    "on_gain",
    "on_gain_from_deck",
    "on_rest",
    "on_rest_aura",
    "on_defeat_monster",
    "on_close_gate",
    "action",
    "local_action",
    "reckoning",
    "encounter",
];

fn opt_skill(table: &mut Obj<'_>) -> Option<String> {
    Some(match table.get("skill") {
        Some(skill) => format!("Some({})", skill.enum_of("skill", SKILLS)?),
        None => "None".to_owned(),
    })
}

fn during(table: &mut Obj<'_>) -> Option<String> {
    Some(match table.get("during") {
        Some(value) => value.enum_of("when", DURING)?.to_owned(),
        None => "During::Any".to_owned(),
    })
}

/// Reads an ability list: its `&[...]` literal and whether it uses a hook.
pub(super) fn abilities(value: &Val<'_>, refs: &mut Refs) -> (String, bool) {
    let mut hooks = false;
    let mut items = Vec::new();
    for item in value.array().unwrap_or_default() {
        if let Some((rust, hook)) = ability(&item, refs) {
            hooks |= hook;
            items.push(rust);
        }
    }
    (format!("&[{}]", items.join(", ")), hooks)
}

fn ability(value: &Val<'_>, refs: &mut Refs) -> Option<(String, bool)> {
    let all = BARE_ABILITIES.iter().map(|(name, _)| *name).chain(KEYED_ABILITIES.iter().copied());
    if value.is_str() {
        let name = value.str()?;
        if let Some((_, rust)) = BARE_ABILITIES.iter().find(|(bare, _)| *bare == name) {
            return Some(((*rust).to_owned(), false));
        }
        let hint =
            did_you_mean(name, all).map(|found| format!(" (did you mean \"{found}\"?)")).unwrap_or_default();
        value.error(format!("{}: unknown ability \"{name}\"{hint}", value.label()));
        return None;
    }
    let mut table = value.table()?;
    let keys: Vec<_> = table.keys().collect();
    if keys.len() != 1 {
        value.error(format!("{}: an ability is a string or a table with one key", value.label()));
        return None;
    }
    let (name, span) = keys[0].clone();
    let Some(&key) = KEYED_ABILITIES.iter().find(|keyed| **keyed == name) else {
        let hint =
            did_you_mean(name, all).map(|found| format!(" (did you mean \"{found}\"?)")).unwrap_or_default();
        value
            .cx()
            .error(&span, format!("{}: {}: unknown ability \"{name}\"{hint}", value.ctx(), value.label()));
        return None;
    };
    let inner = table.get(key)?;
    let mut hooks = false;
    let mut effects = |value: &Val<'_>, refs: &mut Refs| {
        let (rust, hook) = list(value, refs);
        hooks |= hook;
        rust
    };
    let out = match key {
        "bonus" => {
            let mut t = inner.table()?;
            let skill = t.req_enum("skill", "skill", SKILLS);
            let amount = t.req_u8("amount", 1..=9);
            let when = during(&mut t);
            t.finish();
            format!("Ability::Bonus {{ skill: {}, amount: {}, during: {} }}", skill?, amount?, when?)
        }
        "extra_dice" => {
            let mut t = inner.table()?;
            let amount = t.u8("amount", 1..=9).unwrap_or(1);
            let when = during(&mut t);
            let aura = t.bool("aura").unwrap_or(false);
            let on_city = t.bool("on_city").unwrap_or(false);
            t.finish();
            format!(
                "Ability::ExtraDice {{ amount: {amount}, during: {}, aura: {aura}, on_city: {on_city} }}",
                when?
            )
        }
        "reroll" => {
            let mut t = inner.table()?;
            let skill = opt_skill(&mut t);
            let when = during(&mut t);
            let once_per_round = t.bool("once_per_round").unwrap_or(false);
            let any_number = t.bool("any_number").unwrap_or(false);
            let sanity = t.u8("sanity", 0..=9).unwrap_or(0);
            t.finish();
            format!(
                "Ability::Reroll {{ skill: {}, during: {}, once_per_round: {once_per_round}, any_number: {any_number}, sanity: {sanity} }}",
                skill?, when?
            )
        }
        "add_to_die" => {
            let mut t = inner.table()?;
            let skill = opt_skill(&mut t);
            let when = during(&mut t);
            let once_per_round = t.bool("once_per_round").unwrap_or(false);
            t.finish();
            format!(
                "Ability::AddToDie {{ skill: {}, during: {}, once_per_round: {once_per_round} }}",
                skill?, when?
            )
        }
        "double_sixes" => {
            let mut t = inner.table()?;
            let skill = opt_skill(&mut t);
            let when = during(&mut t);
            t.finish();
            format!("Ability::DoubleSixes {{ skill: {}, during: {} }}", skill?, when?)
        }
        "combat_boost" => {
            let mut t = inner.table()?;
            let strength = t.u8("strength", 0..=9).unwrap_or(0);
            let will = t.u8("will", 0..=9).unwrap_or(0);
            let discard = t.bool("discard").unwrap_or(false);
            t.finish();
            format!("Ability::CombatBoost {{ strength: {strength}, will: {will}, discard: {discard} }}")
        }
        "prevent" => {
            let mut t = inner.table()?;
            let health =
                t.req("loss").and_then(|v| v.enum_of("loss", &[("health", "true"), ("sanity", "false")]));
            let up_to = t.u8("up_to", 0..=9).unwrap_or(0);
            let by = match t.req("by") {
                Some(by) if by.is_table() => {
                    let mut b = by.table()?;
                    let skill = b.req_enum("test", "skill", SKILLS);
                    let modifier = b.int("modifier", -3..=3).unwrap_or(0);
                    b.finish();
                    Some(format!("PreventBy::TestThenFlip({}, {modifier})", skill?))
                }
                Some(by) => by
                    .enum_of(
                        "prevention",
                        &[
                            ("discard_this", "PreventBy::DiscardThis"),
                            ("spend_clue", "PreventBy::SpendClue"),
                            ("own_spells", "PreventBy::OwnSpells"),
                        ],
                    )
                    .map(str::to_owned),
                None => None,
            };
            t.finish();
            format!("Ability::Prevent {{ health: {}, up_to: {up_to}, by: {} }}", health?, by?)
        }
        "reduce_damage" => format!("Ability::ReduceDamage({})", inner.u8(1..=9)?),
        "success_from" => format!("Ability::SuccessFrom({})", inner.u8(2..=6)?),
        "on_gain" => format!("Ability::OnGain({})", effects(&inner, refs)),
        "on_gain_from_deck" => format!("Ability::OnGainFromDeck({})", effects(&inner, refs)),
        "on_rest" => format!("Ability::OnRest {{ effects: {}, aura: false }}", effects(&inner, refs)),
        "on_rest_aura" => format!("Ability::OnRest {{ effects: {}, aura: true }}", effects(&inner, refs)),
        "on_defeat_monster" => format!("Ability::OnDefeatMonster({})", effects(&inner, refs)),
        "on_close_gate" => format!("Ability::OnCloseGate({})", effects(&inner, refs)),
        "action" => format!("Ability::Action {{ effects: {}, local: false }}", effects(&inner, refs)),
        "local_action" => format!("Ability::Action {{ effects: {}, local: true }}", effects(&inner, refs)),
        "reckoning" => format!("Ability::Reckoning({})", effects(&inner, refs)),
        _ => format!("Ability::Encounter({})", effects(&inner, refs)),
    };
    table.finish();
    Some((out, hooks))
}
