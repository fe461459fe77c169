//! Effects in Russian words.

use super::*;

/// One effect in Russian (names of the content in Russian where it has them).
pub(super) fn effect_ru(effect: &Effect) -> String {
    let list = |effects: &[Effect]| effects_text(effects, Lang::Ru);
    match *effect {
        Effect::Money(n) => format!("{}${}", if n < 0 { "-" } else { "+" }, n.unsigned_abs()),
        Effect::Clues(n) => signed(CLUE, n),
        Effect::Stamina(n) => signed(STAMINA, n),
        Effect::Sanity(n) => signed(SANITY, n),
        Effect::StaminaFull => "здоровье до максимума".to_owned(),
        Effect::SanityFull => "рассудок до максимума".to_owned(),
        Effect::Common(n) => format!("+{} {}", CARD.count(Lang::Ru, u64::from(n)), deck_of(Deck::CommonItem)),
        Effect::Unique(n) => format!("+{} {}", CARD.count(Lang::Ru, u64::from(n)), deck_of(Deck::UniqueItem)),
        Effect::Spell(n) => format!("+{} {}", CARD.count(Lang::Ru, u64::from(n)), deck_of(Deck::Spell)),
        Effect::Skill(n) => format!("+{} {}", CARD.count(Lang::Ru, u64::from(n)), deck_of(Deck::Skill)),
        Effect::Ally { card, otherwise } => {
            if otherwise.is_empty() {
                format!("союзник: {}", card_ru(card))
            } else {
                format!("союзник: {} (если его нет: {})", card_ru(card), list(otherwise))
            }
        }
        Effect::Take(card) => format!("взять: {}", card_ru(card)),
        Effect::Blessed => "благословение".to_owned(),
        Effect::Cursed => "проклятие".to_owned(),
        Effect::Retainer => "гонорар".to_owned(),
        Effect::Membership => "членство в Ложе Серебряных Сумерек".to_owned(),
        Effect::Deputy => "помощник шерифа".to_owned(),
        Effect::BankLoan => "банковская ссуда".to_owned(),
        Effect::Check { skill, modifier, need, pass, fail, each, chart } => {
            let mut out = format!("проверка {}", check_of(skill));
            if modifier != 0 {
                let _ = write!(out, " ({modifier:+})");
            }
            if need > 1 {
                let _ = write!(out, " [{need}]");
            }
            if !pass.is_empty() {
                let _ = write!(out, "; пройдена: {}", list(pass));
            }
            if !each.is_empty() {
                let _ = write!(out, "; за каждый успех: {}", list(each));
            }
            if !fail.is_empty() {
                let _ = write!(out, "; провалена: {}", list(fail));
            }
            for (successes, effects) in chart.iter().enumerate() {
                let _ = write!(out, "; успехов {successes}: {}", list(effects));
            }
            out
        }
        Effect::Roll { dice, each, none } => {
            let mut out = format!("бросить {}", DIE.count(Lang::Ru, u64::from(dice)));
            if !each.is_empty() {
                let _ = write!(out, "; за каждый успех: {}", list(each));
            }
            if !none.is_empty() {
                let _ = write!(out, "; без успехов: {}", list(none));
            }
            out
        }
        Effect::May(effects) => format!("можно: {}", list(effects)),
        Effect::Choose(options) => {
            let options: Vec<String> = options.iter().map(|o| list(o)).collect();
            format!("на выбор: {}", options.join(" или "))
        }
        Effect::MoveTo(id) => {
            format!("перейти: {}", data::location(id).map_or(id, |l| l.name_ru.unwrap_or(l.name)))
        }
        Effect::MoveToStreet => "выйти на улицу".to_owned(),
        Effect::MoveAnywhere => "перейти в любое место Аркхэма".to_owned(),
        Effect::Visit(id) => {
            let world =
                data::OTHER_WORLDS.iter().find(|w| w.id == id).map_or(id, |w| w.name_ru.unwrap_or(w.name));
            format!("контакт в Ином мире ({world}) и возвращение")
        }
        Effect::GainRolled(stat) => format!("бросить кубик и получить столько же: {}", stat_ru(stat)),
        Effect::LoseRolled(stat) => format!("бросить кубик и потерять столько же: {}", stat_ru(stat)),
        Effect::Split(points) => {
            format!("распределить {} между здоровьем и рассудком", POINT.count(Lang::Ru, u64::from(points)))
        }
        Effect::LoseAllMoney => "потерять все деньги".to_owned(),
        Effect::LoseAllClues => "потерять все улики".to_owned(),
        Effect::LoseCard(card) => format!("потерять: {}", card_ru(card)),
        Effect::FirstTome => "первая книга из колоды уникальных вещей".to_owned(),
        Effect::FirstWeapon => "первое оружие из колоды простых вещей".to_owned(),
        Effect::DrawKeep { deck, draw, keep } => format!(
            "вытянуть {draw} {} {}, оставить {keep}",
            slavic_form(u64::from(draw), "карту", "карты", "карт"),
            deck_of(deck)
        ),
        Effect::Search(deck) => format!("любая карта из колоды {}", deck_of(deck)),
        Effect::LoseKind { kind, count } => {
            let what = match kind {
                data::Kind::Spell => "заклинаний",
                data::Kind::Skill => "навыков",
                data::Kind::Weapon => "оружия",
            };
            match count {
                Some(n) => format!("потерять {n} {what} на выбор"),
                None => format!("потерять всё из {what}"),
            }
        }
        Effect::LoseHalfItems(_) => "потерять половину вещей".to_owned(),
        Effect::LoseHalfMoney(_) => "потерять половину денег".to_owned(),
        Effect::Buy { from, cards, change, half, one } => {
            let decks: Vec<&str> = from.iter().map(|&d| deck_of(d)).collect();
            let price = match (half, change) {
                (true, _) => "за полцены".to_owned(),
                (false, 0) => "по цене".to_owned(),
                (false, c) => format!("по цене {}{}$", if c < 0 { "-" } else { "+" }, c.unsigned_abs()),
            };
            format!(
                "вытянуть {} из колод {} и купить {}{price}",
                CARD.count(Lang::Ru, u64::from(cards)),
                decks.join(", "),
                if one { "одну из них " } else { "" }
            )
        }
        Effect::SearchBuy(deck) => format!("купить любую карту из колоды {} по цене", deck_of(deck)),
        Effect::MovementPoints(n) => format!("+{n} к очкам движения"),
        Effect::CupTrophy => "монстр из пула в трофеи".to_owned(),
        Effect::SpendGateTrophies(n) => format!("потратить трофеи врат: {n}"),
        Effect::DiscardOn(n) => format!("бросить кубик: на {n} или меньше карта сбрасывается"),
        Effect::Risk(stat) => format!(
            "бросить по кубику за каждое очко ({}): минус очко за каждый провал, затем улика за каждый успех",
            stat_ru(stat)
        ),
        Effect::EncounterTwo => "вытянуть две карты локации и выбрать контакт".to_owned(),
        Effect::LoseItems(n) => {
            format!("потерять {n} {}", slavic_form(u64::from(n), "вещь", "вещи", "вещей"))
        }
        Effect::Encounter => "контакт здесь".to_owned(),
        Effect::ReturnToArkham => "вернуться в Аркхэм".to_owned(),
        Effect::Lost => "«Потерянные» во времени и пространстве".to_owned(),
        Effect::Arrested => "арест".to_owned(),
        Effect::Delayed => "сыщик задержан".to_owned(),
        Effect::Devoured => "сыщик сожран".to_owned(),
        Effect::MonsterAppears => "появляется монстр".to_owned(),
        Effect::GateOpens => "открываются врата".to_owned(),
        Effect::DrawnThroughGate => "затягивает в ближайшие врата".to_owned(),
        Effect::Discard => "сбросить эту карту".to_owned(),
        Effect::ReturnMonsters { neighbourhood, terror, .. } => {
            let mut out = "монстры возвращаются в пул".to_owned();
            if let Some(id) = neighbourhood {
                let name = data::NEIGHBOURHOODS
                    .iter()
                    .find(|n| n.id == id)
                    .map_or(id, |n| n.name_ru.unwrap_or(n.name));
                let _ = write!(out, " ({name})");
            }
            if terror {
                out.push_str("; уровень ужаса +1");
            }
            out
        }
        Effect::MonstersAppear { count, street } => {
            let name = data::NEIGHBOURHOODS
                .iter()
                .find(|n| n.id == street)
                .map_or(street, |n| n.name_ru.unwrap_or(n.name));
            format!("{} из пула: улица ({name})", MONSTER.count(Lang::Ru, u64::from(count)))
        }
        Effect::Terror(n) => format!("уровень ужаса +{n}"),
        Effect::Doom(n) => signed(DOOM_TOKEN, n),
        Effect::Hook(hook) => {
            let rule = data::HOOKS.iter().find(|h| h.name == hook).map_or("?", |h| h.rule);
            format!("особое правило: {rule}")
        }
    }
}
