//! Why an action is refused, in the player's words, in English, Russian and Ukrainian.
//!
//! A refusal is worded from the state it happens in, which it leaves unchanged: the engine words
//! it in English when it refuses ([`refusal`]); [`describe`] words the same refusal again in the
//! player's language. The code ([`REFUSAL_CODES`]) does not depend on the language.

use content::arnak::{ASSISTANTS, CardKind, GUARDIANS, MarkerChoice, PLAYER_BOARD, Res, Resource};
use tabletop_core::Lang;

use crate::action::Action;
use crate::data::{ARTIFACT_ACTIVATION, Icons, ResExt, covers};
use crate::legal;
use crate::state::{Marker, Occupant, Phase, Pos, Prompt, State};
use crate::text::{icons_text, prompt_text, res_text};
use crate::travel;

/// Every code an Arnak refusal has ([`tabletop_core::ActionError::code`]).
pub const REFUSAL_CODES: &[&str] = &[
    "arnak.over",
    "arnak.hand-discard",
    "arnak.answer",
    "arnak.main-action-used",
    "arnak.end-turn",
    "arnak.pass",
    "arnak.dig",
    "arnak.discover",
    "arnak.overcome",
    "arnak.buy",
    "arnak.play",
    "arnak.research",
    "arnak.assistant",
    "arnak.boon",
    "arnak.idol",
    "arnak.no-question",
];

/// The words for `lang` among English, Russian and Ukrainian.
fn t(lang: Lang, en: &str, ru: &str, uk: &str) -> String {
    match lang {
        Lang::En => en,
        Lang::Ru => ru,
        Lang::Uk => uk,
    }
    .to_owned()
}

/// "X costs …; you have …", where `what` is already in `lang`.
fn missing(lang: Lang, what: &str, cost: Res, have: Res) -> String {
    let (cost, have) = (res_text(cost, lang), res_text(have, lang));
    match lang {
        Lang::En => format!("{what} costs {cost}; you have {have}"),
        Lang::Ru => format!("{what}: стоимость {cost}; у вас {have}"),
        Lang::Uk => format!("{what}: вартість {cost}; у вас {have}"),
    }
}

fn travel_problem(
    state: &State,
    seat: u8,
    need: Icons,
    discount: Icons,
    reserved: u8,
    lang: Lang,
) -> Option<String> {
    let avail = travel::available(state, seat, reserved);
    if covers(need, discount, avail) {
        return None;
    }
    let mut have = avail;
    have = have.plus(discount);
    let need = icons_text(need, lang);
    let have = if have.is_empty() {
        t(lang, "nothing", "ничего", "нічого")
    } else {
        icons_text(have, lang)
    };
    Some(match lang {
        Lang::En => format!("this site needs {need}; you can provide only {have}"),
        Lang::Ru => format!("для этого места нужно: {need}; у вас есть только: {have}"),
        Lang::Uk => format!("для цього місця треба: {need}; у вас є лише: {have}"),
    })
}

/// Why `action` is not legal now: the rule's stable code and the player's words.
pub(crate) fn refusal(state: &State, seat: u8, action: &Action) -> tabletop_core::ActionError {
    tabletop_core::ActionError::illegal(code(state, action), explain(state, seat, action, Lang::En))
}

/// The refusal that [`refusal`] gave for `action` in `state`, in `lang`; `None` when the
/// refusal is not the one this state and action give (it was made elsewhere).
pub(crate) fn describe(
    state: &State,
    seat: u8,
    action: &Action,
    code_given: &str,
    lang: Lang,
) -> Option<String> {
    if usize::from(seat) >= state.n() || code(state, action) != code_given {
        return None;
    }
    Some(explain(state, seat, action, lang))
}

/// The stable code of the rule that refuses `action` ([`tabletop_core::ActionError::code`]).
fn code(state: &State, action: &Action) -> &'static str {
    match state.phase {
        Phase::Over => return "arnak.over",
        Phase::HandDiscard => return "arnak.hand-discard",
        Phase::Turn => {}
    }
    if state.prompt.is_some() {
        return "arnak.answer";
    }
    let main_action = matches!(
        action,
        Action::Dig { .. }
            | Action::Discover { .. }
            | Action::Overcome { .. }
            | Action::Buy { .. }
            | Action::Research { .. }
            | Action::TempleTile { .. }
            | Action::Pass
    );
    if main_action && state.turn.main_used {
        return "arnak.main-action-used";
    }
    match action {
        Action::EndTurn => "arnak.end-turn",
        Action::Pass => "arnak.pass",
        Action::Dig { .. } => "arnak.dig",
        Action::Discover { .. } => "arnak.discover",
        Action::Overcome { .. } => "arnak.overcome",
        Action::Buy { .. } => "arnak.buy",
        Action::Play { .. } => "arnak.play",
        Action::Research { .. } | Action::TempleTile { .. } => "arnak.research",
        Action::UseAssistant { .. } => "arnak.assistant",
        Action::UseBoon { .. } => "arnak.boon",
        Action::SlotIdol { .. } => "arnak.idol",
        _ => "arnak.no-question",
    }
}

/// A sentence saying why `action` is not legal now, in `lang`.
fn explain(state: &State, seat: u8, action: &Action, lang: Lang) -> String {
    let t = |en: &str, ru: &str, uk: &str| t(lang, en, ru, uk);
    match state.phase {
        Phase::Over => return t("the game is over", "игра окончена", "гру закінчено"),
        Phase::HandDiscard => {
            return match action {
                Action::Discard { .. } => t(
                    "that card is not in your hand",
                    "этой карты нет у вас в руке",
                    "цієї карти немає у вас у руці",
                ),
                _ => t(
                    "the round is over: discard cards from your hand or keep them (keep_hand)",
                    "раунд окончен: сбросьте карты из руки или оставьте их (keep_hand)",
                    "раунд закінчено: скиньте карти з руки або залиште їх (keep_hand)",
                ),
            };
        }
        Phase::Turn => {}
    }
    if let Some(prompt) = &state.prompt {
        return explain_answer(state, seat, prompt, action, lang);
    }
    let p = state.player(seat);
    let main = !state.turn.main_used;
    let main_only = |en: &str, ru: &str, uk: &str| -> Option<String> {
        (!main).then(|| match lang {
            Lang::En => format!("you have already taken your main action this turn; {en} is a main action"),
            Lang::Ru => format!("вы уже выполнили основное действие в этот ход; {ru} — основное действие"),
            Lang::Uk => format!("ви вже виконали основну дію цього ходу; {uk} — основна дія"),
        })
    };
    let no_archaeologist = || {
        t(
            "you have no archaeologist left on your board",
            "на вашем планшете не осталось археологов",
            "на вашому планшеті не лишилося археологів",
        )
    };
    let msg = match *action {
        Action::EndTurn => Some(t(
            "take your main action (or pass) before ending your turn",
            "прежде чем закончить ход, выполните основное действие (или спасуйте)",
            "перш ніж завершити хід, виконайте основну дію (або спасуйте)",
        )),
        Action::Pass => main_only("passing", "пас", "пас"),
        Action::Dig { site, space } => main_only("digging", "раскопки", "розкопки").or_else(|| {
            if p.archaeologists == 0 {
                return Some(no_archaeologist());
            }
            if usize::from(site) >= usize::from(state.site_count) || space > 1 {
                return Some(t("there is no such site", "такого места нет", "такого місця немає"));
            }
            if !state.is_site(site) {
                return Some(t(
                    "that spot has not been discovered yet; discover it first",
                    "это место ещё не открыто; сначала откройте его",
                    "це місце ще не відкрито; спершу відкрийте його",
                ));
            }
            match state.sites[usize::from(site)].spaces[usize::from(space)] {
                Occupant::None => {
                    return Some(t(
                        "that site has no such space",
                        "в этом месте нет такой клетки",
                        "у цьому місці немає такої клітинки",
                    ));
                }
                Occupant::Blocked => {
                    return Some(t(
                        "that space is blocked in this game",
                        "в этой партии эта клетка закрыта",
                        "у цій партії ця клітинка закрита",
                    ));
                }
                Occupant::Player(_) | Occupant::Rival => {
                    return Some(t("that space is occupied", "эта клетка занята", "ця клітинка зайнята"));
                }
                Occupant::Free => {}
            }
            travel_problem(state, seat, state.space_travel(site, space), Icons::NONE, 0, lang)
        }),
        Action::Discover { site } => main_only("discovering a site", "открытие места", "відкриття місця")
            .or_else(|| {
                if p.archaeologists == 0 {
                    return Some(no_archaeologist());
                }
                if !legal::discoverable(state, site) {
                    return Some(t(
                        "there is no undiscovered spot there",
                        "там нет неоткрытого места",
                        "там немає невідкритого місця",
                    ));
                }
                let cost = legal::discover_cost(state, site);
                if p.res.compass < cost {
                    let level = if state.site_level(site) == 2 { "II" } else { "I" };
                    let have = p.res.compass;
                    return Some(match lang {
                        Lang::En => format!(
                            "discovering a level {level} site costs {cost} compasses; you have {have}"
                        ),
                        Lang::Ru => {
                            format!("открытие места уровня {level} стоит компасов: {cost}; у вас: {have}")
                        }
                        Lang::Uk => {
                            format!("відкриття місця рівня {level} коштує компасів: {cost}; у вас: {have}")
                        }
                    });
                }
                travel_problem(state, seat, state.space_travel(site, 0), Icons::NONE, 0, lang)
            }),
        Action::Overcome { site } => {
            main_only("overcoming a guardian", "победа над стражем", "перемога над вартовим").or_else(|| {
                let guardian = state.sites.get(usize::from(site)).and_then(|s| s.guardian);
                let Some(g) = guardian.and_then(|g| GUARDIANS.get(usize::from(g))) else {
                    return Some(no_guardian(lang));
                };
                if !state.is_at(seat, site) {
                    return Some(no_archaeologist_there(lang));
                }
                if !p.res.covers(g.cost) {
                    let what =
                        t("overcoming this guardian", "победа над этим стражем", "перемога над цим вартовим");
                    return Some(missing(lang, &what, g.cost, p.res));
                }
                if p.hand.len() < usize::from(g.discard) {
                    let n = g.discard;
                    return Some(match lang {
                        Lang::En => format!("overcoming this guardian needs {n} card(s) to discard"),
                        Lang::Ru => format!("чтобы победить этого стража, нужно сбросить карт: {n}"),
                        Lang::Uk => format!("щоб перемогти цього вартового, треба скинути карт: {n}"),
                    });
                }
                travel_problem(state, seat, g.travel_cost.into(), Icons::NONE, g.cost.coin, lang)
            })
        }
        Action::Buy { slot } => main_only("buying a card", "покупка карты", "купівля карти").or_else(|| {
            let Some(card) = state.row.get(usize::from(slot)).copied().flatten() else {
                return Some(t(
                    "there is no card at that position of the row",
                    "в этой позиции ряда нет карты",
                    "на цій позиції ряду немає карти",
                ));
            };
            let cost = legal::buy_cost(card, 0, false);
            (!p.res.covers(cost))
                .then(|| missing(lang, &t("that card", "эта карта", "ця карта"), cost, p.res))
        }),
        Action::Play { card } => {
            let def = card.def();
            if !p.hand.contains(&card) {
                Some(t(
                    "that card is not in your hand",
                    "этой карты нет у вас в руке",
                    "цієї карти немає у вас у руці",
                ))
            } else if def.effect.is_empty() {
                Some(t(
                    "that card has no effect; play it for its travel value when you travel",
                    "у этой карты нет эффекта; разыграйте её как транспорт, когда перемещаетесь",
                    "ця карта не має ефекту; розіграйте її як транспорт, коли переміщуєтеся",
                ))
            } else if !def.free && !main {
                Some(t(
                    "you have already taken your main action this turn; this card's effect is a main action",
                    "вы уже выполнили основное действие в этот ход; эффект этой карты — основное действие",
                    "ви вже виконали основну дію цього ходу; ефект цієї карти — основна дія",
                ))
            } else if def.kind == CardKind::Artifact && !p.res.covers(ARTIFACT_ACTIVATION) {
                Some(t(
                    "playing an artifact from your hand costs 1 tablet; you have none",
                    "разыграть артефакт из руки стоит 1 табличку; у вас их нет",
                    "розіграти артефакт із руки коштує 1 табличку; у вас їх немає",
                ))
            } else {
                None
            }
        }
        Action::Research { marker, to } => main_only("research", "исследование", "дослідження")
            .or_else(|| explain_research(state, seat, marker, to, None, lang)),
        Action::TempleTile { stack } => main_only("research", "исследование", "дослідження").or_else(|| {
            if !matches!(p.magnifier, Pos::Temple(_)) {
                return Some(t(
                    "your magnifying glass must be in the Lost Temple to take temple tiles",
                    "чтобы брать жетоны храма, ваша лупа должна быть в затерянном храме",
                    "щоб брати жетони храму, ваша лупа має бути в загубленому храмі",
                ));
            }
            if state.temple_stacks.get(usize::from(stack)).is_none_or(|&n| n == 0) {
                return Some(t(
                    "that temple stack is empty",
                    "эта стопка храма пуста",
                    "цей стос храму порожній",
                ));
            }
            let (cost, _) = legal::temple_stack(state, stack);
            (!p.res.covers(cost)).then(|| {
                missing(lang, &t("that temple tile", "этот жетон храма", "цей жетон храму"), cost, p.res)
            })
        }),
        Action::UseAssistant { slot } => match p.assistants.get(usize::from(slot)) {
            None => {
                Some(t("you have no assistant there", "там у вас нет помощника", "там у вас немає помічника"))
            }
            Some(a) if a.exhausted => Some(t(
                "that assistant is exhausted until the end of the round",
                "этот помощник истощён до конца раунда",
                "цей помічник виснажений до кінця раунду",
            )),
            Some(a) => {
                let free = ASSISTANTS
                    .get(usize::from(a.id))
                    .is_some_and(|d| if a.gold { d.gold.free } else { d.silver.free });
                (!free && !main).then(|| {
                    t(
                        "this assistant needs your main action, which you have already taken",
                        "этому помощнику нужно основное действие, а вы его уже выполнили",
                        "цьому помічникові потрібна основна дія, а ви її вже виконали",
                    )
                })
            }
        },
        Action::UseBoon { guardian } => match p.guardians.iter().find(|t| t.id == guardian) {
            None => Some(t(
                "you have not overcome that guardian",
                "вы не побеждали этого стража",
                "ви не перемагали цього вартового",
            )),
            Some(g) if g.used => Some(t(
                "you have already used that guardian's boon",
                "вы уже использовали дар этого стража",
                "ви вже використали дар цього вартового",
            )),
            _ => None,
        },
        Action::SlotIdol { effect } => {
            if p.idols.is_empty() {
                Some(t(
                    "you have no idol outside the idol slots",
                    "у вас нет идола вне ячеек идолов",
                    "у вас немає ідола поза комірками ідолів",
                ))
            } else if legal::first_empty_slot(state, seat).is_none() {
                Some(t(
                    "all your idol slots are full",
                    "все ваши ячейки идолов заняты",
                    "усі ваші комірки ідолів зайняті",
                ))
            } else if usize::from(effect) >= PLAYER_BOARD.idol_slot_effects.len() {
                Some(t(
                    "there is no such idol-slot effect",
                    "такого эффекта ячейки идола нет",
                    "такого ефекту комірки ідола немає",
                ))
            } else {
                None
            }
        }
        _ => Some(no_question(lang)),
    };
    msg.unwrap_or_else(|| {
        t("that action is not possible now", "сейчас это действие невозможно", "зараз ця дія неможлива")
    })
}

fn no_question(lang: Lang) -> String {
    t(
        lang,
        "there is no question to answer now",
        "сейчас не на что отвечать",
        "зараз немає на що відповідати",
    )
}

fn no_guardian(lang: Lang) -> String {
    t(lang, "there is no guardian at that site", "в этом месте нет стража", "у цьому місці немає вартового")
}

fn no_archaeologist_there(lang: Lang) -> String {
    t(
        lang,
        "you have no archaeologist at that site",
        "в этом месте нет вашего археолога",
        "у цьому місці немає вашого археолога",
    )
}

fn no_such_site(lang: Lang) -> String {
    t(lang, "there is no such site", "такого места нет", "такого місця немає")
}

/// "that is not one of the choices: …".
fn not_a_choice(lang: Lang, question: &str) -> String {
    match lang {
        Lang::En => format!("that is not one of the choices: {question}"),
        Lang::Ru => format!("такого варианта нет: {question}"),
        Lang::Uk => format!("такого варіанта немає: {question}"),
    }
}

/// Why a research move is not possible; `discount` is what an effect takes off the link's cost
/// (`Some(None)`: the effect pays all of it).
fn explain_research(
    state: &State,
    seat: u8,
    marker: Marker,
    to: Option<u8>,
    discount: Option<Option<Res>>,
    lang: Lang,
) -> Option<String> {
    let p = state.player(seat);
    let pos = legal::marker_pos(state, seat, marker);
    if matches!(pos, Pos::Temple(_)) {
        return Some(t(
            lang,
            "your magnifying glass is in the Lost Temple; research now takes a temple tile",
            "ваша лупа в затерянном храме; теперь исследование даёт жетон храма",
            "ваша лупа в загубленому храмі; тепер дослідження дає жетон храму",
        ));
    }
    if marker == Marker::Notebook {
        match to {
            None => {
                return Some(t(
                    lang,
                    "the notebook can never enter the Lost Temple",
                    "дневник никогда не попадает в затерянный храм",
                    "щоденник ніколи не потрапляє до загубленого храму",
                ));
            }
            Some(space) if state.level_of(Pos::Space(space)) > state.level_of(p.magnifier) => {
                return Some(t(
                    lang,
                    "your notebook may not go above your magnifying glass",
                    "ваш дневник не может подняться выше вашей лупы",
                    "ваш щоденник не може піднятися вище за вашу лупу",
                ));
            }
            _ => {}
        }
    }
    let from = match pos {
        Pos::Space(i) => Some(i),
        _ => None,
    };
    let Some(link) = state.board().research.links.iter().find(|l| l.from == from && l.to == to) else {
        return Some(t(
            lang,
            "that space is not connected to your marker's space",
            "эта клетка не связана с клеткой вашей фишки",
            "ця клітинка не з'єднана з клітинкою вашої фішки",
        ));
    };
    let cost = match discount {
        None => Some(link.cost),
        Some(Some(d)) => Some(link.cost.minus(d)),
        Some(None) => None,
    };
    if let Some(cost) = cost
        && !p.res.covers(cost)
    {
        return Some(missing(
            lang,
            &t(lang, "this research", "это исследование", "це дослідження"),
            cost,
            p.res,
        ));
    }
    if discount == Some(None) {
        return None;
    }
    if p.idols.len() < usize::from(link.idols) {
        return Some(t(
            lang,
            "this research costs an idol that is not in an idol slot; you have none",
            "это исследование стоит идола вне ячейки идолов; у вас такого нет",
            "це дослідження коштує ідола поза коміркою ідолів; у вас такого немає",
        ));
    }
    if p.hand.len() < usize::from(link.discard) {
        return Some(t(
            lang,
            "this research needs a card to discard",
            "для этого исследования нужно сбросить карту",
            "для цього дослідження треба скинути карту",
        ));
    }
    None
}

fn explain_answer(state: &State, seat: u8, prompt: &Prompt, action: &Action, lang: Lang) -> String {
    let t = |en: &str, ru: &str, uk: &str| t(lang, en, ru, uk);
    let question = prompt_text(prompt, lang);
    let p = state.player(seat);
    match (prompt, action) {
        (Prompt::ChooseSet { count, .. }, Action::ChooseSet { .. }) => match lang {
            Lang::En => format!("choose exactly {count} different options"),
            Lang::Ru => format!("выберите ровно столько разных вариантов: {count}"),
            Lang::Uk => format!("виберіть рівно стільки різних варіантів: {count}"),
        },
        (_, Action::Decline) => match lang {
            Lang::En => format!("you cannot decline: {question}"),
            Lang::Ru => format!("отказаться нельзя: {question}"),
            Lang::Uk => format!("відмовитися не можна: {question}"),
        },
        (Prompt::Travel { need, .. }, Action::Travel(plan)) => {
            for card in plan.card_list() {
                if !p.hand.contains(&card) {
                    let name = crate::text::card_name(card, lang);
                    return match lang {
                        Lang::En => format!("{name} is not in your hand"),
                        Lang::Ru => format!("карты «{name}» нет у вас в руке"),
                        Lang::Uk => format!("карти «{name}» немає у вас у руці"),
                    };
                }
            }
            if u32::from(plan.charter) * 2 > u32::from(p.res.coin) {
                return t(
                    "chartering a plane costs 2 coins each; you do not have enough coins",
                    "каждый нанятый самолёт стоит 2 монеты; у вас не хватает монет",
                    "кожен найнятий літак коштує 2 монети; у вас бракує монет",
                );
            }
            let need = icons_text(*need, lang);
            match lang {
                Lang::En => format!("that does not provide {need} (or uses more than needed)"),
                Lang::Ru => format!("это не даёт {need} (или тратит больше нужного)"),
                Lang::Uk => format!("це не дає {need} (або витрачає більше, ніж треба)"),
            }
        }
        (Prompt::Research { marker: only, discount, free }, Action::Research { marker, to }) => {
            let wrong = match only {
                MarkerChoice::Notebook => *marker != Marker::Notebook,
                MarkerChoice::Magnifier => *marker != Marker::Magnifier,
                MarkerChoice::Any => false,
            };
            if wrong {
                return if *only == MarkerChoice::Notebook {
                    t(
                        "this effect moves only your notebook",
                        "этот эффект перемещает только ваш дневник",
                        "цей ефект переміщує лише ваш щоденник",
                    )
                } else {
                    t(
                        "this effect moves only your magnifying glass",
                        "этот эффект перемещает только вашу лупу",
                        "цей ефект переміщує лише вашу лупу",
                    )
                };
            }
            explain_research(state, seat, *marker, *to, Some((!free).then_some(*discount)), lang)
                .unwrap_or_else(|| not_a_choice(lang, &question))
        }
        (Prompt::SupplyAssistant { .. } | Prompt::GainAssistant, Action::TakeAssistant { stack }) => {
            match state.assistant_stacks.get(usize::from(*stack)) {
                None => t(
                    "only the top assistant of a supply-board stack can be chosen, not the research-track stack",
                    "выбрать можно только верхнего помощника стопки резерва, а не стопки на шкале исследований",
                    "вибрати можна лише верхнього помічника стосу резерву, а не стосу на шкалі досліджень",
                ),
                Some(s) if s.is_empty() => {
                    t("that supply stack is empty", "эта стопка резерва пуста", "цей стос резерву порожній")
                }
                Some(_) if matches!(prompt, Prompt::GainAssistant) => t(
                    "you have no free assistant slot on your board",
                    "на вашем планшете нет свободного места для помощника",
                    "на вашому планшеті немає вільного місця для помічника",
                ),
                Some(_) => not_a_choice(lang, &question),
            }
        }
        (Prompt::Overcome { unoccupied_too }, Action::Overcome { site }) => {
            let Some(s) = state.sites.get(usize::from(*site)).filter(|_| *site < state.site_count) else {
                return no_such_site(lang);
            };
            if s.guardian.is_none() {
                no_guardian(lang)
            } else if state.is_at(seat, *site) {
                not_a_choice(lang, &question)
            } else if !state.unoccupied(*site) {
                t(
                    "another player's archaeologist is at that site",
                    "в этом месте археолог другого игрока",
                    "у цьому місці археолог іншого гравця",
                )
            } else if !unoccupied_too {
                no_archaeologist_there(lang)
            } else {
                not_a_choice(lang, &question)
            }
        }
        (Prompt::MoveGuardian, Action::MoveGuardian { from, to }) => {
            if *from >= state.site_count || *to >= state.site_count {
                return no_such_site(lang);
            }
            if state.sites[usize::from(*from)].guardian.is_none() {
                no_guardian(lang)
            } else if !state.is_at(seat, *from) {
                t(
                    "you have no archaeologist at the guardian's site",
                    "в месте стража нет вашего археолога",
                    "у місці вартового немає вашого археолога",
                )
            } else if from == to {
                t(
                    "the guardian must move to another site",
                    "страж должен переместиться в другое место",
                    "вартовий має переміститися в інше місце",
                )
            } else if !state.is_site(*to) {
                t(
                    "a guardian can only move to a discovered site, not to an empty spot",
                    "страж может переместиться только в открытое место, а не на пустое",
                    "вартовий може переміститися лише у відкрите місце, а не на порожнє",
                )
            } else if !state.unoccupied(*to) {
                t(
                    "a guardian can only move to a site where no archaeologist stands",
                    "страж может переместиться только туда, где нет археологов",
                    "вартовий може переміститися лише туди, де немає археологів",
                )
            } else if state.sites[usize::from(*to)].guardian.is_some() {
                t(
                    "that site already has a guardian",
                    "в этом месте уже есть страж",
                    "у цьому місці вже є вартовий",
                )
            } else {
                not_a_choice(lang, &question)
            }
        }
        (Prompt::Move { .. }, Action::Move { from_site, from_space, .. })
        | (Prompt::Return, Action::Return { site: from_site, space: from_space })
            if state
                .sites
                .get(usize::from(*from_site))
                .and_then(|s| s.spaces.get(usize::from(*from_space)))
                != Some(&Occupant::Player(seat)) =>
        {
            t(
                "you can only move or return your own archaeologists",
                "перемещать и возвращать можно только своих археологов",
                "переміщувати й повертати можна лише своїх археологів",
            )
        }
        (Prompt::CrystalCount | Prompt::ObsidianCount, Action::Count { .. }) => {
            let most = if matches!(prompt, Prompt::CrystalCount) { 3 } else { 2 };
            match p.deck.len().min(most) {
                0 => t("your deck is empty", "ваша колода пуста", "ваша колода порожня"),
                1 => t(
                    "your deck holds only 1 card: draw 1",
                    "в вашей колоде только 1 карта: возьмите 1",
                    "у вашій колоді лише 1 карта: візьміть 1",
                ),
                n => match lang {
                    Lang::En => format!("choose how many cards to draw: 1 to {n}"),
                    Lang::Ru => format!("выберите, сколько карт взять: от 1 до {n}"),
                    Lang::Uk => format!("виберіть, скільки карт узяти: від 1 до {n}"),
                },
            }
        }
        (Prompt::Upgrade { options }, Action::Upgrade { option }) => {
            match options.get(usize::from(*option)) {
                Some(&(from, _)) if p.res.get(from) == 0 => {
                    let word = resource_word(from, lang);
                    match lang {
                        Lang::En => format!("you have no {word}"),
                        Lang::Ru | Lang::Uk => {
                            format!("{}: {word}", t("", "у вас нет ресурса", "у вас немає ресурсу"))
                        }
                    }
                }
                _ => not_a_choice(lang, &question),
            }
        }
        (Prompt::Pay { cost, .. }, Action::Accept) => missing(lang, &t("that", "это", "це"), *cost, p.res),
        _ => match lang {
            Lang::En => format!("answer the current question first: {question}"),
            Lang::Ru => format!("сначала ответьте на текущий вопрос: {question}"),
            Lang::Uk => format!("спершу дайте відповідь на поточне питання: {question}"),
        },
    }
}

fn resource_word(r: Resource, lang: Lang) -> &'static str {
    let [en, ru, uk] = match r {
        Resource::Coin => ["coin", "монета", "монета"],
        Resource::Compass => ["compass", "компас", "компас"],
        Resource::Tablet => ["tablet", "табличка", "табличка"],
        Resource::Arrowhead => ["arrowhead", "наконечник", "наконечник"],
        Resource::Jewel => ["jewel", "рубин", "рубін"],
    };
    match lang {
        Lang::En => en,
        Lang::Ru => ru,
        Lang::Uk => uk,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use tabletop_core::game::Options;
    use tabletop_core::{ActionError, Game, GameRng, Status};

    use super::*;
    use crate::Arnak;
    use crate::data::CardId;

    /// Checks one refusal's words: not empty, and not the English ones, in Russian and Ukrainian.
    fn check_words(state: &State, seat: u8, action: &Action, code: &str, english: &str) {
        assert_eq!(describe(state, seat, action, code, Lang::En).as_deref(), Some(english), "{action:?}");
        for lang in [Lang::Ru, Lang::Uk] {
            let text = describe(state, seat, action, code, lang).expect("the same refusal");
            assert!(!text.is_empty(), "{code} {action:?} {lang:?}");
            assert_ne!(text, english, "{code} {action:?} reads as in English in {lang:?}");
        }
    }

    /// Issue 10: random games, and every action met in them tried in other states: each refusal
    /// is worded in Russian and Ukrainian, and every code of [`REFUSAL_CODES`] is met.
    #[test]
    fn every_refusal_code_is_worded_in_russian_and_ukrainian() {
        let mut seen = BTreeSet::new();
        let mut extra: Vec<Action> = vec![Action::Pass, Action::EndTurn, Action::Accept, Action::Decline];
        for n in [0, 1, 3, 9] {
            extra.extend([
                Action::UseBoon { guardian: n },
                Action::SlotIdol { effect: n },
                Action::UseAssistant { slot: n },
                Action::Play { card: CardId(n) },
                Action::Buy { slot: n },
                Action::Dig { site: n, space: 0 },
                Action::Discover { site: n },
                Action::Overcome { site: n },
                Action::TempleTile { stack: n },
                Action::Research { marker: Marker::Notebook, to: Some(n) },
                Action::Research { marker: Marker::Magnifier, to: None },
            ]);
        }
        for (players, seed) in [(1u8, 11u64), (2, 12), (3, 13), (4, 14)] {
            let config = Arnak::config(&Options::players(players)).expect("options");
            let mut state = Arnak::setup(&config, seed).expect("setup");
            let mut rng = GameRng::seed_from(seed);
            let (mut pool, mut states) = (extra.clone(), Vec::new());
            let (mut legal, mut events) = (Vec::new(), Vec::new());
            while let Status::Acting(seats) = Arnak::status(&state) {
                let seat = seats.first().expect("a seat acts");
                legal.clear();
                Arnak::legal_actions(&state, seat, &mut legal);
                for action in &legal {
                    if !pool.contains(action) {
                        pool.push(*action);
                    }
                }
                states.push((state.clone(), seat));
                let action = legal[rng.index(legal.len())];
                Arnak::apply(&mut state, seat, &action, &mut events).expect("a legal action applies");
            }
            // The engine says "game over" before any rule: the code is worded all the same.
            check_words(&state, 0, &Action::Pass, "arnak.over", &explain(&state, 0, &Action::Pass, Lang::En));
            seen.insert("arnak.over");
            // Passing is always allowed before the main action, so the engine never refuses it
            // with this code; it is worded all the same.
            if let Some((state, seat)) = states.iter().find(|(s, _)| code(s, &Action::Pass) == "arnak.pass") {
                let english = explain(state, seat.0, &Action::Pass, Lang::En);
                check_words(state, seat.0, &Action::Pass, "arnak.pass", &english);
                seen.insert("arnak.pass");
            }
            for (state, seat) in states.iter().step_by(4) {
                for action in extra.iter().chain(pool.iter().skip(extra.len()).step_by(2)) {
                    let mut copy = state.clone();
                    match Arnak::apply(&mut copy, *seat, action, &mut events) {
                        Err(ActionError::Illegal(refusal)) => {
                            assert!(REFUSAL_CODES.contains(&refusal.code), "{}", refusal.code);
                            check_words(state, seat.0, action, refusal.code, &refusal.text);
                            assert_eq!(
                                Arnak::describe_refusal(state, *seat, action, &refusal, Lang::Ru),
                                describe(state, seat.0, action, refusal.code, Lang::Ru).expect("worded"),
                            );
                            seen.insert(refusal.code);
                        }
                        Err(other) => panic!("{other:?} for the deciding seat"),
                        Ok(()) => {}
                    }
                }
            }
        }
        let unseen: Vec<_> = REFUSAL_CODES.iter().filter(|code| !seen.contains(*code)).collect();
        assert!(unseen.is_empty(), "codes never met: {unseen:?}");
    }
}
