//! Card and site effects, and questions, as text.

use content::arnak::{Res, Resource};
use tabletop_core::Lang;

use super::names::{icons_text, res_text, resource_name, resource_word, ru_plural};
use crate::state::Prompt;
/// A short text for an effect list.
pub(crate) fn effects_text(list: &[content::arnak::Effect], lang: Lang) -> String {
    let parts: Vec<String> = list.iter().map(|e| effect_text(e, lang)).collect();
    if parts.is_empty() {
        return if lang == Lang::Ru { "ничего".into() } else { "nothing".into() };
    }
    parts.join(", ")
}

fn filter_text(filter: content::arnak::SiteFilter, lang: Lang) -> &'static str {
    use content::arnak::SiteFilter;
    match (filter, lang == Lang::Ru) {
        (SiteFilter::Any, false) => "any site",
        (SiteFilter::Camp, false) => "a camp site",
        (SiteFilter::CampOrLevel1, false) => "a camp or level I site",
        (SiteFilter::Level1, false) => "a level I site",
        (SiteFilter::Level2, false) => "a level II site",
        (SiteFilter::Own, false) => "a site with your archaeologist",
        (SiteFilter::Any, true) => "любой участок",
        (SiteFilter::Camp, true) => "участок лагеря",
        (SiteFilter::CampOrLevel1, true) => "участок лагеря или уровня I",
        (SiteFilter::Level1, true) => "участок уровня I",
        (SiteFilter::Level2, true) => "участок уровня II",
        (SiteFilter::Own, true) => "участок с вашим археологом",
    }
}

/// One effect as a player reads it.
fn effect_text(effect: &content::arnak::Effect, lang: Lang) -> String {
    use content::arnak::{Counter, Effect, MarkerChoice, RowKind};
    let ru = lang == Lang::Ru;
    let pick = |en: &str, r: &str| if ru { r.to_owned() } else { en.to_owned() };
    match effect {
        Effect::Gain(r) => res_text(*r, lang),
        Effect::GainTravel(t) => icons_text((*t).into(), lang),
        Effect::Draw(n) => {
            if ru {
                format!("взять {n} {}", ru_plural(u32::from(*n), "карту", "карты", "карт"))
            } else {
                format!("draw {n}")
            }
        }
        Effect::DrawBottom(n) => {
            if ru {
                format!("взять {n} {} снизу колоды", ru_plural(u32::from(*n), "карту", "карты", "карт"))
            } else {
                format!("draw {n} from the bottom of your deck")
            }
        }
        Effect::GainFear(n) => {
            if ru {
                format!(
                    "получить {n} {}",
                    ru_plural(u32::from(*n), "карту ужаса", "карты ужаса", "карт ужаса")
                )
            } else if *n == 1 {
                "take a fear card".to_owned()
            } else {
                format!("take {n} fear cards")
            }
        }
        Effect::ExileSelf => pick("exile this card", "убрать эту карту из игры"),
        Effect::ExileCard => pick("you may exile a card", "можно убрать карту из игры"),
        Effect::DiscardThen(then) => {
            if ru {
                format!("сбросить карту → {}", effects_text(then, lang))
            } else {
                format!("discard a card → {}", effects_text(then, lang))
            }
        }
        Effect::PayThen { cost, then } => format!("{} → {}", res_text(*cost, lang), effects_text(then, lang)),
        Effect::PayTravelThen { cost, then } => {
            format!("{} → {}", icons_text((*cost).into(), lang), effects_text(then, lang))
        }
        Effect::Choose(options) => {
            let list: Vec<String> = options.iter().map(|o| effects_text(o, lang)).collect();
            list.join(if ru { " или " } else { " or " })
        }
        Effect::ChooseDistinct { count, options } => {
            let list: Vec<String> = options.iter().map(|o| effects_text(o, lang)).collect();
            if ru {
                format!("{count} разных из: {}", list.join("; "))
            } else {
                format!("{count} different of: {}", list.join("; "))
            }
        }
        Effect::Upgrade(pairs) => {
            let list: Vec<String> = pairs
                .iter()
                .map(|(from, to)| format!("{} → {}", resource_word(*from, lang), resource_word(*to, lang)))
                .collect();
            if ru {
                format!("обменять: {}", list.join(" или "))
            } else {
                format!("exchange {}", list.join(" or "))
            }
        }
        Effect::GainPer { resource, per, max } => {
            let counted = match (per, ru) {
                (Counter::Idols, false) => "idol you have",
                (Counter::Guardians, false) => "guardian you have overcome",
                (Counter::CardsInPlay, false) => "card in your play area",
                (Counter::Idols, true) => "вашего идола",
                (Counter::Guardians, true) => "побеждённого стража",
                (Counter::CardsInPlay, true) => "разыгранную карту",
            };
            if ru {
                format!("{} за каждого {counted} (не больше {max})", resource_word(*resource, lang))
            } else {
                format!("1 {} per {counted} (at most {max})", resource_word(*resource, lang))
            }
        }
        Effect::PassToGain(r) => {
            if ru {
                format!("спасовать: {}", res_text(*r, lang))
            } else {
                format!("pass to gain {}", res_text(*r, lang))
            }
        }
        Effect::Dig { filter, discover, travel_discount, compass_discount } => {
            let mut text = if ru {
                format!("отправить археолога на {}", filter_text(*filter, lang))
            } else {
                format!("dig at {}", filter_text(*filter, lang))
            };
            if *discover {
                text.push_str(if ru {
                    " или открыть новый"
                } else {
                    " or discover a new one"
                });
            }
            if *travel_discount != content::arnak::Travels::default() {
                let less = icons_text((*travel_discount).into(), lang);
                text.push_str(&if ru { format!(" (−{less})") } else { format!(" (−{less} travel)") });
            }
            if *compass_discount > 0 {
                let less = resource_name(Resource::Compass, *compass_discount, lang);
                text.push_str(&format!(" (−{less})"));
            }
            text
        }
        Effect::ActivateSite { filter, unoccupied } => {
            let free =
                if *unoccupied { if ru { "свободный " } else { "an unoccupied " } } else { "" };
            if ru {
                format!("активировать {free}{}", filter_text(*filter, lang))
            } else {
                format!("activate {free}{}", filter_text(*filter, lang).trim_start_matches("a "))
            }
        }
        Effect::ActivateTopSiteTile { level } => {
            let roman = if *level == 2 { "II" } else { "I" };
            if ru {
                format!("активировать верхний участок уровня {roman} в стопке")
            } else {
                format!("activate the top level {roman} site tile of the stack")
            }
        }
        Effect::MoveArchaeologist { to } => {
            if ru {
                format!("переместить археолога на {} и активировать его", filter_text(*to, lang))
            } else {
                format!("move an archaeologist to {} and activate it", filter_text(*to, lang))
            }
        }
        Effect::MoveGuardian => pick(
            "move a guardian to an unoccupied site and activate it",
            "переместить стража на свободный участок и активировать его",
        ),
        Effect::ReturnArchaeologist(then) => {
            if ru {
                format!("вернуть археолога на планшет → {}", effects_text(then, lang))
            } else {
                format!("return an archaeologist to your board → {}", effects_text(then, lang))
            }
        }
        Effect::OvercomeGuardian { unoccupied_too } => match (unoccupied_too, ru) {
            (false, false) => "overcome a guardian where you are, without paying".to_owned(),
            (true, false) => {
                "overcome a guardian where you are or at an unoccupied site, without paying".to_owned()
            }
            (false, true) => "победить стража там, где ваш археолог, без оплаты".to_owned(),
            (true, true) => {
                "победить стража там, где ваш археолог, или на свободном участке, без оплаты".to_owned()
            }
        },
        Effect::Research { marker, discount, free } => {
            let mut text = match (marker, ru) {
                (MarkerChoice::Any, false) => "research".to_owned(),
                (MarkerChoice::Magnifier, false) => "research with the magnifying glass".to_owned(),
                (MarkerChoice::Notebook, false) => "research with the notebook".to_owned(),
                (MarkerChoice::Any, true) => "исследование".to_owned(),
                (MarkerChoice::Magnifier, true) => "исследование лупой".to_owned(),
                (MarkerChoice::Notebook, true) => "исследование дневником".to_owned(),
            };
            if *free {
                text.push_str(if ru { " бесплатно" } else { " for free" });
            } else if *discount != Res::default() {
                text.push_str(&format!(" (−{})", res_text(*discount, lang)));
            }
            text
        }
        Effect::Buy { kind, discount, free, include_top, to_hand } => {
            let mut text = match (kind, ru) {
                (RowKind::Item, false) => "buy an item".to_owned(),
                (RowKind::Artifact, false) => "buy an artifact".to_owned(),
                (RowKind::Item, true) => "купить предмет".to_owned(),
                (RowKind::Artifact, true) => "купить артефакт".to_owned(),
            };
            if *free {
                text.push_str(if ru { " бесплатно" } else { " for free" });
            } else if *discount > 0 {
                let unit = match kind {
                    RowKind::Item => Resource::Coin,
                    RowKind::Artifact => Resource::Compass,
                };
                text.push_str(&format!(" (−{})", resource_name(unit, *discount, lang)));
            }
            if *include_top {
                text.push_str(if ru {
                    ", можно верхнюю карту колоды"
                } else {
                    ", the deck's top card too"
                });
            }
            if *to_hand {
                text.push_str(if ru { ", в руку" } else { ", into your hand" });
            }
            text
        }
        Effect::RefreshAssistant(then) => {
            let first = pick("refresh an assistant", "восстановить помощника");
            if then.is_empty() { first } else { format!("{first} → {}", effects_text(then, lang)) }
        }
        Effect::GainAssistant => pick("gain an assistant", "получить помощника"),
        Effect::UpgradeAssistant => pick("upgrade an assistant", "улучшить помощника"),
        Effect::Custom(hook) => custom_text(hook.name(), lang),
    }
}

/// A hook's effect: the card's own rule (its name is shown beside it).
fn custom_text(hook: &str, lang: Lang) -> String {
    match lang {
        Lang::Ru => format!("особое свойство ({hook})"),
        _ => format!("its own effect ({hook})"),
    }
}

/// A question as text.
pub(crate) fn prompt_text(prompt: &Prompt, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let s = match prompt {
        Prompt::Choose { .. } => ("choose one option", "выберите вариант"),
        Prompt::ChooseSet { .. } => ("choose different options", "выберите разные варианты"),
        Prompt::Pay { .. } => ("pay to gain, or decline", "заплатите или откажитесь"),
        Prompt::Travel { .. } => ("provide travel", "предоставьте транспорт"),
        Prompt::Upgrade { .. } => ("exchange a resource for a rarer one", "обменяйте ресурс на более редкий"),
        Prompt::Exile => ("exile a card, or decline", "уберите карту из игры или откажитесь"),
        Prompt::Discard { .. } => ("discard a card", "сбросьте карту"),
        Prompt::DigTarget { .. } => ("choose where to dig", "выберите место раскопок"),
        Prompt::Activate { .. } => ("choose a site to activate", "выберите место для активации"),
        Prompt::Move { .. } => ("move an archaeologist", "переместите археолога"),
        Prompt::MoveGuardian => ("move a guardian", "переместите стража"),
        Prompt::Return => ("return an archaeologist", "верните археолога"),
        Prompt::Overcome { .. } => ("overcome a guardian", "побороть стража"),
        Prompt::Research { .. } => ("research", "исследование"),
        Prompt::Reward { .. } => {
            ("take a bonus tile or resolve the level first", "возьмите бонус или выполните эффект ступени")
        }
        Prompt::BonusAfter { .. } | Prompt::TempleBonus => ("take a bonus tile", "возьмите жетон бонуса"),
        Prompt::Buy { .. } => ("buy a card", "купите карту"),
        Prompt::UseArtifact { .. } => ("use the artifact now?", "применить артефакт сейчас?"),
        Prompt::Refresh => ("refresh an assistant", "разверните помощника"),
        Prompt::GainAssistant => ("take an assistant", "возьмите помощника"),
        Prompt::UpgradeAssistant => ("upgrade an assistant", "улучшите помощника"),
        Prompt::CrystalCount | Prompt::ObsidianCount => ("how many cards to draw", "сколько карт взять"),
        Prompt::CrystalKeep | Prompt::ObsidianKeep => ("which card to keep", "какую карту оставить"),
        Prompt::CrystalTop => ("which card to put on top of the deck", "какую карту положить на колоду"),
        Prompt::Horn => ("swap an assistant", "замените помощника"),
        Prompt::Hammer => ("take an exiled item", "возьмите убранный предмет"),
        Prompt::Rescue => ("rescue an assistant", "спасите помощника"),
        Prompt::StoneKey => ("return a slotted idol", "верните идола из ячейки"),
        Prompt::Tent => ("activate a site where you are", "активируйте место с вашим археологом"),
        Prompt::SupplyAssistant { .. } => ("use a supply assistant", "используйте помощника из резерва"),
    };
    if ru { s.1.into() } else { s.0.into() }
}

#[cfg(test)]
mod tests {
    use content::arnak::{ASSISTANTS, BONUS_TILES, CARDS, GUARDIANS, SITE_TILES};

    use super::*;

    /// Every effect of the content reads as words in both languages: no Rust debug output
    /// (`Travels {`, `Some(`, `[(`) reaches a player.
    #[test]
    fn every_effect_has_player_text() {
        let mut lists: Vec<&[content::arnak::Effect]> = Vec::new();
        lists.extend(CARDS.iter().map(|c| c.effect));
        lists.extend(GUARDIANS.iter().map(|g| g.boon));
        lists.extend(SITE_TILES.iter().map(|t| t.effect));
        lists.extend(BONUS_TILES.iter().map(|t| t.effect));
        lists.extend(ASSISTANTS.iter().flat_map(|a| [a.silver.effect, a.gold.effect]));
        for list in lists {
            for lang in [Lang::En, Lang::Ru] {
                let text = effects_text(list, lang);
                assert!(!text.is_empty());
                for debug in ["{", "}", "Some(", "[(", "::"] {
                    assert!(!text.contains(debug), "{lang:?}: {text:?} from {list:?}");
                }
                if lang == Lang::Ru {
                    // Hook names (`особое свойство (hook-name)`) and Roman levels are the only Latin letters.
                    let mut rest = text.as_str();
                    let mut outside = String::new();
                    while let Some(at) = rest.find("особое свойство (") {
                        outside.push_str(&rest[..at]);
                        rest = rest[at..].split_once(')').map_or("", |(_, after)| after);
                    }
                    outside.push_str(rest);
                    let latin = outside.chars().any(|c| c.is_ascii_alphabetic() && !matches!(c, 'I' | 'V'));
                    assert!(!latin, "English words in Russian text: {text:?}");
                }
            }
        }
    }
}
