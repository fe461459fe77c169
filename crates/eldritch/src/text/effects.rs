//! Card effects, costs and the answers to picks as text.

use std::fmt::Write as _;

use content::eldritch as data;
use tabletop_core::Lang;

use super::names::{
    card_def_name, code_name, inv_name, loc_name, monster_name, omen_name, skill_name, unavailable,
};
use crate::state::State;

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
        E::Custom(hook) => format!("({})", hook.name()),
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
            let monster = state.monsters.at(usize::from(answer));
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
            let monster = state.monsters.at(usize::from(answer));
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
