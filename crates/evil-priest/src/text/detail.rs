//! More about an action for a person who asks (`d N` in `tabletop play`): the cost, conditions
//! and effects of the space a cultist goes to, and what the Chamber or monster an action takes,
//! discards or sacrifices does.

use content::evil_priest::{
    self as data, Cost, Effect, Hook, MonsterTrigger, NodeKind, Requirement, Resource, SkulkKind, Stage,
    StorageKind,
};
use tabletop_core::Lang;

use crate::action::{Action, Space};
use crate::state::{Prompt, State};
use crate::text::{res, space as space_name};

fn ru(lang: Lang, en: &'static str, ru: &'static str) -> &'static str {
    if lang == Lang::Ru { ru } else { en }
}

/// What the card or space `action` names does; `None` for an action that names neither (or
/// names one that is not there).
pub(crate) fn detail(state: &State, action: &Action, lang: Lang) -> Option<String> {
    match *action {
        Action::Place { space, .. } | Action::SkulkTo { space, .. } => space_detail(state, space, lang),
        Action::UseAction { .. } => match state.prompt {
            Some(Prompt::UseAction { node, .. }) => space_detail(state, Space::CultAction(node), lang),
            _ => None,
        },
        Action::TakeChamber { display, .. } => {
            let card = state.chamber_deck.display.get(usize::from(display)).copied().flatten()?;
            chamber_detail(card, lang)
        }
        Action::TakeMonster { display, .. } if state.config.expansion => {
            let card = state.monster_deck.display.get(usize::from(display)).copied().flatten()?;
            monster_detail(card, lang)
        }
        Action::DiscardMonster { lair } => {
            let player = state.players.get(usize::from(state.turn))?;
            let monster = player.lairs.get(usize::from(lair)).copied().flatten()?;
            monster_detail(monster.card, lang)
        }
        _ => None,
    }
}

/// The cost, conditions and effects of a space.
fn space_detail(state: &State, space: Space, lang: Lang) -> Option<String> {
    let name = space_name(state, space, lang);
    let mut lines = Vec::new();
    match space {
        Space::Priest(k) => {
            let def = data::PRIEST_SPACES.get(usize::from(k))?;
            lines.push(cost_line(&def.cost, lang));
            match def.who {
                data::Who::Priest => lines.push(ru(lang, "priest only", "только жрец").into()),
                data::Who::Acolyte => lines.push(ru(lang, "acolytes only", "только аколиты").into()),
                data::Who::Any => {}
            }
            if def.after_first_raid {
                lines.push(ru(lang, "open after the first raid", "доступно после первого набега").into());
            }
            if def.unlimited {
                lines.push(ru(lang, "any number of cultists", "любое число культистов").into());
            }
            lines.push(effects_text(def.effects, lang));
        }
        Space::Town(t) => {
            let def = data::TOWN.get(usize::from(t))?;
            lines.push(cost_line(&def.cost, lang));
            let capacity = if state.player_count() >= 5 { def.capacity_5p } else { def.capacity };
            if capacity > 1 {
                lines.push(format!(
                    "{} {capacity}",
                    ru(lang, "cultists on it at most:", "культистов не более:")
                ));
            }
            lines.push(effects_text(def.effects, lang));
        }
        Space::Ritual(r) => {
            let def = data::RITUALS.get(usize::from(r))?;
            lines.push(cost_line(&def.cost, lang));
            for (step, effects) in def.steps.iter().enumerate() {
                lines.push(format!(
                    "{} {}: {}",
                    ru(lang, "step", "шаг"),
                    step + 1,
                    effects_text(effects, lang)
                ));
            }
        }
        Space::Hex(n) => {
            let node = state.cult().nodes.get(usize::from(n))?;
            lines.push(cost_line(&node.cost, lang));
            if let Some(text) = requirement(node.requires, lang) {
                lines.push(text);
            }
            match node.kind {
                NodeKind::Reusable => lines.push(format!(
                    "{} {}; {}",
                    ru(lang, "unlocks an action space:", "открывает место действия:"),
                    cost_line(&node.action_cost, lang),
                    effects_text(node.action, lang)
                )),
                NodeKind::OneShot | NodeKind::Growth => lines.push(effects_text(node.effects, lang)),
            }
            if let Some(avatar) = node.avatar.and_then(|a| data::AVATARS.get(usize::from(a))) {
                lines.push(format!(
                    "{} {}",
                    ru(lang, "its shatterer takes the Avatar", "разрушивший получает Аватара"),
                    lang.pick(avatar.name, avatar.ru, None)
                ));
            }
        }
        Space::CultAction(n) => {
            let node = state.cult().nodes.get(usize::from(n))?;
            if node.kind != NodeKind::Reusable {
                return None;
            }
            lines.push(cost_line(&node.action_cost, lang));
            if node.acolyte_only {
                lines.push(ru(lang, "acolytes only", "только аколиты").into());
            }
            if let Some(text) = requirement(node.action_requires, lang) {
                lines.push(text);
            }
            lines.push(effects_text(node.action, lang));
        }
    }
    Some(format!("{name}: {}", lines.join("; ")))
}

/// A Chamber card: Defense, storage and powers.
fn chamber_detail(card: u8, lang: Lang) -> Option<String> {
    let def = data::CHAMBERS.get(usize::from(card))?;
    let storage: Vec<String> = def
        .storage
        .iter()
        .map(|slot| match slot.kind {
            StorageKind::Only(r) => format!("{} {}", slot.amount, resource(r, lang)),
            StorageKind::Any => format!("{} {}", slot.amount, ru(lang, "of any resource", "любых ресурсов")),
        })
        .collect();
    let mut lines = vec![format!("{} {}", ru(lang, "Defense", "Защита"), def.defense)];
    lines.push(format!(
        "{} {}",
        ru(lang, "stores", "хранит"),
        if storage.is_empty() { ru(lang, "nothing", "ничего").to_owned() } else { storage.join(" + ") }
    ));
    if !def.on_gain.is_empty() {
        lines.push(format!(
            "{} {}",
            ru(lang, "when gained:", "при получении:"),
            effects_text(def.on_gain, lang)
        ));
    }
    if !def.preparation.is_empty() {
        lines.push(format!(
            "{} {}",
            ru(lang, "each Preparation:", "в каждую Подготовку:"),
            effects_text(def.preparation, lang)
        ));
    }
    Some(format!("{}: {}", lang.pick(def.name, def.ru, None), lines.join("; ")))
}

/// A monster card: Defense and ability.
fn monster_detail(card: u8, lang: Lang) -> Option<String> {
    let def = data::MONSTERS.get(usize::from(card))?;
    let when = match def.trigger {
        MonsterTrigger::None => None,
        MonsterTrigger::OnGain => Some(ru(lang, "when gained:", "при получении:")),
        MonsterTrigger::Discard => Some(ru(lang, "when discarded on your turn:", "при сбросе в свой ход:")),
        MonsterTrigger::Preparation => Some(ru(lang, "each Preparation:", "в каждую Подготовку:")),
        MonsterTrigger::RaidSacrifice => {
            Some(ru(lang, "when sacrificed in a raid (after it):", "при жертве в набеге (после него):"))
        }
    };
    let ability = match when {
        Some(when) => format!("{when} {}", effects_text(def.effects, lang)),
        None => ru(lang, "no ability", "без способности").to_owned(),
    };
    Some(format!(
        "{}: {} {}; {ability}",
        lang.pick(def.name, def.ru, None),
        ru(lang, "Defense", "Защита"),
        def.defense
    ))
}

fn cost_line(cost: &Cost, lang: Lang) -> String {
    if cost.is_free() {
        return ru(lang, "free", "бесплатно").to_owned();
    }
    let mut parts = Vec::new();
    if !cost.res.is_empty() {
        parts.push(res(cost.res, lang));
    }
    if cost.basic > 0 {
        parts.push(format!(
            "{} {}",
            cost.basic,
            ru(lang, "basic resource(s) of any kind", "любых базовых ресурса(ов)")
        ));
    }
    if cost.sacrifice > 0 {
        parts.push(format!("{} {}", ru(lang, "sacrifice", "жертва"), cost.sacrifice));
    }
    format!("{} {}", ru(lang, "cost", "цена"), parts.join(" + "))
}

fn effects_text(effects: &[Effect], lang: Lang) -> String {
    if effects.is_empty() {
        return ru(lang, "no effect", "без эффекта").to_owned();
    }
    effects.iter().map(|&effect| effect_text(effect, lang)).collect::<Vec<_>>().join(", ")
}

fn effect_text(effect: Effect, lang: Lang) -> String {
    match effect {
        Effect::Gain(gained) => format!("{} {}", ru(lang, "gain", "получить"), res(gained, lang)),
        Effect::Chamber => ru(lang, "gain a Chamber", "получить палату").into(),
        Effect::Chant => ru(lang, "Chant: gain a Chamber", "Песнопение: получить палату").into(),
        Effect::Monster => ru(lang, "gain a monster", "получить монстра").into(),
        Effect::FreeMonster => ru(
            lang,
            "after the raid, a free monster into an empty lair",
            "после набега — монстр в пустое логово",
        )
        .into(),
        Effect::Rescue(n) => format!(
            "{} {n}",
            ru(lang, "asylum acolytes to Escape, up to", "аколитов из лечебницы в Побег, до")
        ),
        Effect::Recover(n) => format!(
            "{} {n}",
            ru(lang, "asylum acolytes to the pool, up to", "аколитов из лечебницы в запас, до")
        ),
        Effect::FirstPlayer => ru(lang, "take the First Player marker", "взять жетон первого игрока").into(),
        Effect::Raid(dice) => format!(
            "{} ({dice} {})",
            ru(lang, "Investigator raid", "набег сыщиков"),
            ru(lang, "dice", "куб.")
        ),
        Effect::TakeShoggoth => ru(lang, "take the Shoggoth", "взять Шоггота").into(),
        Effect::ShoggothRemove => ru(
            lang,
            "sacrifice the Shoggoth to remove an Elder Sign",
            "пожертвовать Шогготом, чтобы снять Знак Древних",
        )
        .into(),
        Effect::DeepOne(r) => format!(
            "{} {}",
            resource(r, lang),
            ru(lang, "as the Deep One track shows", "по треку Глубоководных")
        ),
        Effect::Growth(n) => format!("{} +{n}", ru(lang, "Growth track", "трек Роста")),
        Effect::Worship => {
            ru(lang, "the acolyte goes to worship Azathoth", "аколит уходит служить Азатоту").into()
        }
        Effect::Mutate => ru(lang, "the acolyte becomes a Mutant", "аколит становится Мутантом").into(),
        Effect::Evolve => {
            ru(lang, "one Evolution acolyte moves on a stage", "один аколит Эволюции продвигается").into()
        }
        Effect::Skulk(kind) => format!("{} ({})", ru(lang, "Skulk", "Сокрытие"), skulk(kind, lang)),
        Effect::PriestAbility => ru(lang, "use your Priest card", "использовать свою карту Жреца").into(),
        Effect::StealSpellbook => ru(lang, "steal a spellbook", "украсть книгу заклинаний").into(),
        Effect::TrapCultist => {
            ru(lang, "trap another player's pool acolyte", "пленить аколита из чужого запаса").into()
        }
        Effect::StrikePool => ru(
            lang,
            "send another player's pool acolyte to the asylum",
            "отправить чужого аколита из запаса в лечебницу",
        )
        .into(),
        Effect::StrikeBoard => ru(
            lang,
            "send another player's acolyte on a space to the asylum",
            "отправить чужого аколита с места в лечебницу",
        )
        .into(),
        Effect::Custom(hook) => hook_text(hook, lang),
    }
}

fn hook_text(hook: Hook, lang: Lang) -> String {
    match data::HOOKS.iter().find(|def| def.name == hook) {
        // The hooks' rules are written in English only.
        Some(def) => def.rule.to_owned(),
        None => format!("{} {}", ru(lang, "special rule", "особое правило"), hook.name()),
    }
}

fn skulk(kind: SkulkKind, lang: Lang) -> &'static str {
    match kind {
        SkulkKind::Town => ru(lang, "to a town space", "в город"),
        SkulkKind::Ritual => ru(lang, "to a ritual Start", "на начало ритуала"),
        SkulkKind::Flex => ru(lang, "to a town space or a ritual Start", "в город или на начало ритуала"),
        SkulkKind::Block => ru(lang, "first, claiming its target", "первым, занимая цель"),
        SkulkKind::Cult => ru(lang, "to an unlocked cult action space", "на открытое место культа"),
    }
}

fn requirement(requirement: Requirement, lang: Lang) -> Option<String> {
    Some(match requirement {
        Requirement::None => return None,
        Requirement::Skulking => {
            ru(lang, "needs a cultist on a Skulk space", "нужен культист на месте Сокрытия").into()
        }
        Requirement::ElderSigns(n) => {
            format!("{} {n}", ru(lang, "needs Elder Signs:", "нужно Знаков Древних:"))
        }
        Requirement::Evolved(stage) => format!(
            "{} {}",
            ru(lang, "needs an acolyte at", "нужен аколит на стадии"),
            match stage {
                Stage::Mutant => ru(lang, "Mutant", "Мутант"),
                Stage::Abomination => ru(lang, "Abomination", "Мерзость"),
                Stage::Spawn => ru(lang, "Spawn", "Отродье"),
            }
        ),
        Requirement::AfterFirstRaid => ru(lang, "after the first raid", "после первого набега").into(),
    })
}

fn resource(r: Resource, lang: Lang) -> &'static str {
    match r {
        Resource::Treasure => ru(lang, "treasure", "сокровища"),
        Resource::Blood => ru(lang, "blood", "кровь"),
        Resource::Magic => ru(lang, "magic", "магия"),
        Resource::Spellbook => ru(lang, "spellbooks", "книги заклинаний"),
        Resource::ElderSign => ru(lang, "Elder Signs", "Знаки Древних"),
    }
}
