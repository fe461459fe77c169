//! The engine's fixed sentences ([`Note`]): a rule it applied or a case it does not resolve, by
//! name, with its words in English, Russian and Ukrainian side by side.
//!
//! Architecture invariant: a note names no game object by text; a sentence that names a card, a
//! location or a Monster is an [`crate::Event`] variant of its own, holding the thing by id.

/// Defines [`Note`], [`Note::ALL`] and [`Note::words`] from one list, so a note cannot lack a
/// language.
macro_rules! notes {
    ($( $(#[$doc:meta])* $name:ident => [$en:expr, $ru:expr, $uk:expr $(,)?], )*) => {
        /// A fixed sentence the engine reports: a rule it applied, or a case it leaves unresolved.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
        pub enum Note {
            $( $(#[$doc])* $name, )*
        }

        impl Note {
            /// Every note.
            pub const ALL: &'static [Note] = &[$(Note::$name),*];

            /// The sentence in English, Russian and Ukrainian.
            fn words(self) -> [&'static str; 3] {
                match self {
                    $(Note::$name => [$en, $ru, $uk],)*
                }
            }
        }
    };
}

impl Note {
    /// The sentence in `lang`.
    pub fn text(self, lang: tabletop_core::Lang) -> &'static str {
        let [en, ru, uk] = self.words();
        match lang {
            tabletop_core::Lang::En => en,
            tabletop_core::Lang::Ru => ru,
            tabletop_core::Lang::Uk => uk,
        }
    }
}

notes! {
    /// An Eldritch token goes on the Ancient One's sheet (towards the Final Mystery).
    EldritchOnAncientOne => [
        "An Eldritch token is placed on the Ancient One's sheet.",
        "На лист Древнего кладётся жетон Древнего.",
        "На лист Стародавнього кладуть жетон Стародавнього.",
    ],
    /// The Final Mystery is solved.
    FinalMysterySolved => [
        "The Final Mystery is solved.",
        "Последняя тайна разгадана.",
        "Останню таємницю розгадано.",
    ],
    /// Cthulhu: Doom would advance; a Sanity token goes on the sheet instead.
    SanityOnCthulhu => [
        "A Sanity token is placed on Cthulhu's sheet.",
        "На лист Ктулху кладётся жетон рассудка.",
        "На лист Ктулху кладуть жетон розуму.",
    ],
    /// Yog-Sothoth: a Gate goes on the sheet.
    GateOnYogSothoth => [
        "A Gate is placed on Yog-Sothoth's sheet.",
        "На лист Йог-Сотота кладутся врата.",
        "На лист Йог-Сотота кладуть ворота.",
    ],
    /// Cthulhu: an Eldritch token on a Sea space stops an investigator.
    EldritchDelays => [
        "An Eldritch token: the investigator is Delayed and loses 1 Sanity.",
        "Жетон Древнего: сыщик задержан и теряет 1 рассудок.",
        "Жетон Стародавнього: дослідник затриманий і втрачає 1 розум.",
    ],
    /// Cthulhu: an Eldritch token goes on a Sea space.
    EldritchOnSea => [
        "An Eldritch token is placed on a Sea space.",
        "На морскую клетку кладётся жетон Древнего.",
        "На морське поле кладуть жетон Стародавнього.",
    ],
    /// A Spell is discarded instead of advancing Doom.
    SpellHoldsDoom => [
        "A Spell is discarded to hold Doom back.",
        "Заклинание сброшено, чтобы сдержать безысходность.",
        "Заклинання скинуто, щоб стримати приреченість.",
    ],
    /// A Spell is discarded instead of a Gate going on Yog-Sothoth's sheet.
    SpellHoldsGate => [
        "A Spell is discarded to keep the Gate off Yog-Sothoth's sheet.",
        "Заклинание сброшено, чтобы врата не легли на лист Йог-Сотота.",
        "Заклинання скинуто, щоб ворота не лягли на лист Йог-Сотота.",
    ],
    /// No additional encounter this round.
    NoExtraEncounter => [
        "No additional encounter this round.",
        "В этом раунде дополнительного контакта нет.",
        "Цього раунду додаткової зустрічі немає.",
    ],
    /// The Hound of Tindalos hunts the nearest investigator.
    HoundHunts => [
        "The Hound of Tindalos hunts down the nearest investigator.",
        "Гончая Тиндала настигает ближайшего сыщика.",
        "Гончак Тіндалоса наздоганяє найближчого дослідника.",
    ],
    /// The Mi-go takes the nearest Clue.
    MiGoTakesClue => [
        "The Mi-go takes the nearest Clue.",
        "Ми-го забирает ближайшую улику.",
        "Мі-ґо забирає найближчий доказ.",
    ],
    /// The Nightgaunt carries an investigator off.
    NightgauntCarries => [
        "The Nightgaunt carries off an investigator.",
        "Ночной мверзь уносит сыщика.",
        "Нічна мара забирає дослідника.",
    ],
    /// The Riot is defeated.
    RiotDefeated => [
        "The mob disperses: the Riot is defeated.",
        "Толпа расходится: беспорядки подавлены.",
        "Натовп розходиться: заворушення придушено.",
    ],
    /// The Cultist strikes as it falls.
    CultistStrikes => [
        "The Cultist strikes before it falls: lose 1 Health.",
        "Культист наносит удар, прежде чем пасть: потеряйте 1 здоровье.",
        "Культист б'є, перш ніж упасти: втратьте 1 здоров'я.",
    ],
    /// A failed Will test skips the Strength test.
    StrengthSkipped => [
        "The Will test failed: the Strength test is skipped.",
        "Проверка воли провалена: проверка силы пропускается.",
        "Перевірку волі провалено: перевірку сили пропущено.",
    ],
    /// No Monster to choose.
    NoMonsterToPick => [
        "There is no non-Epic Monster on the board.",
        "На поле нет монстра, кроме эпических.",
        "На полі немає монстра, крім епічних.",
    ],
    /// The chosen Monster comes to the investigator, who encounters it.
    MonsterComesToYou => [
        "The chosen Monster moves to your space, and you encounter it.",
        "Выбранный монстр перемещается на вашу клетку, и вы вступаете с ним в контакт.",
        "Вибраний монстр переміщується на ваше поле, і ви розігруєте з ним зустріч.",
    ],
    /// The chosen Monster moves.
    MonsterMoved => [
        "The chosen Monster moves to the chosen space.",
        "Выбранный монстр перемещается на выбранную клетку.",
        "Вибраний монстр переміщується на вибране поле.",
    ],
    /// An answer came to a choice no rule asked (a content error).
    UnaskedChoice => [
        "(a choice no hook asked for)",
        "(выбор, которого не запрашивало ни одно правило)",
        "(вибір, якого не запитувало жодне правило)",
    ],
    /// Printed text the engine does not resolve.
    NotAutomated => [
        "(printed text not automated)",
        "(напечатанный текст не автоматизирован)",
        "(надрукований текст не автоматизовано)",
    ],
    /// The reserve is discarded.
    ReserveDiscarded => [
        "Every card in the reserve is discarded.",
        "Все карты резерва сброшены.",
        "Усі карти з резерву скинуто.",
    ],
    /// Monster Reckoning effects are missing from the content.
    MonsterReckoningMissing => [
        "(Monster Reckoning effects are not in the content data: none is resolved.)",
        "(Эффектов расплаты монстров нет в данных: ни один не разыгран.)",
        "(Ефектів розплати монстрів немає в даних: жоден не розіграно.)",
    ],
    /// The defeated investigators' possessions are discarded.
    FallenPossessionsDiscarded => [
        "The defeated investigators' possessions are discarded.",
        "Имущество побеждённых сыщиков сброшено.",
        "Майно переможених дослідників скинуто.",
    ],
    /// An ongoing Mythos card is discarded.
    MythosDiscarded => [
        "The Mythos card is discarded.",
        "Карта мифов сброшена.",
        "Карту міту скинуто.",
    ],
    /// Every Monster heals.
    MonstersHeal => [
        "Each Monster recovers all Health.",
        "Каждый монстр восстанавливает всё здоровье.",
        "Кожен монстр відновлює все здоров'я.",
    ],
    /// No Rumor is left in the box.
    NoRumorInBox => [
        "There is no Rumor Mythos card in the game box.",
        "В коробке не осталось карты мифов со слухом.",
        "У коробці не лишилося карти міту з чутками.",
    ],
    /// The investigator may pay Clues for missing successes.
    MaySpendCluesForSuccesses => [
        "You may spend the Clues the result lacks, each adding 1 success to it.",
        "Вы можете потратить недостающие улики: каждая добавляет 1 успех.",
        "Ви можете витратити докази, яких бракує: кожен додає 1 успіх.",
    ],
    /// The Clues paid add successes.
    CluesAddSuccesses => [
        "The Clues spent add successes to the test result.",
        "Потраченные улики добавляют успехи к результату проверки.",
        "Витрачені докази додають успіхи до результату перевірки.",
    ],
    /// A rule that changes a following test has none (a content error).
    NoTestAfterHook => [
        "(this hook changes the test after it, and none follows)",
        "(это правило меняет следующую проверку, но её нет)",
        "(це правило змінює наступну перевірку, але її немає)",
    ],
    /// +3 Strength in this combat.
    StrengthPlus3 => [
        "+3 Strength during this Combat Encounter.",
        "+3 к силе во время этого боевого контакта.",
        "+3 до сили під час цієї бойової зустрічі.",
    ],
    /// The Monsters here are ignored.
    MonstersIgnored => [
        "The Monsters here are ignored for this encounter.",
        "В этом контакте монстры здесь игнорируются.",
        "Під час цієї зустрічі монстрів тут не враховують.",
    ],
    /// No investigator to choose.
    NoInvestigatorToChoose => [
        "There is no investigator to choose.",
        "Некого выбрать из сыщиков.",
        "Немає дослідника, якого можна вибрати.",
    ],
    /// A Spell back whose casting result is unknown.
    CastUnknown => [
        "(the casting result is not known: this back is not resolved)",
        "(результат сотворения неизвестен: оборот не разыгран)",
        "(результат заклинання невідомий: зворот не розіграно)",
    ],
    /// A back that asks whether a 4 was rolled, when it is not known.
    FourUnknown => [
        "(whether a 4 was rolled is not known: the card stays)",
        "(неизвестно, выпала ли 4: карта остаётся)",
        "(невідомо, чи випала 4: карта лишається)",
    ],
    /// One additional action.
    ExtraAction => [
        "You may perform 1 additional action.",
        "Вы можете выполнить 1 дополнительное действие.",
        "Ви можете виконати 1 додаткову дію.",
    ],
    /// One more die on the Research encounter's tests.
    ResearchExtraDie => [
        "1 additional die on each test of that Research encounter.",
        "1 дополнительный кубик в каждой проверке этого контакта исследования.",
        "1 додатковий кубик у кожній перевірці цієї дослідницької зустрічі.",
    ],
    /// The chosen Clue is discarded.
    ChosenClueDiscarded => [
        "The chosen Clue is discarded.",
        "Выбранная улика сброшена.",
        "Вибраний доказ скинуто.",
    ],
    /// +5 Strength instead of +3.
    StrengthPlus5 => [
        "+5 Strength instead of +3.",
        "+5 к силе вместо +3.",
        "+5 до сили замість +3.",
    ],
    /// One reroll in the Strength test.
    StrengthReroll => [
        "You may reroll 1 die during the Strength test.",
        "Вы можете перебросить 1 кубик в проверке силы.",
        "Ви можете перекинути 1 кубик під час перевірки сили.",
    ],
    /// The Hound of Tindalos comes to the investigator.
    HoundComes => [
        "The Hound of Tindalos moves to your space.",
        "Гончая Тиндала перемещается на вашу клетку.",
        "Гончак Тіндалоса переміщується на ваше поле.",
    ],
    /// The Silver Key saves a Clue.
    SilverKey => [
        "The Silver Key: 1 fewer Clue to pay.",
        "Серебряный ключ: платите на 1 улику меньше.",
        "Срібний ключ: платите на 1 доказ менше.",
    ],
    /// Akachi Onyele looks at the Gate stack.
    AkachiLooks => [
        "Akachi Onyele looks at the top 2 Gates of the stack.",
        "Акачи Оньеле смотрит 2 верхних жетона врат из стопки.",
        "Акачі Оньеле дивиться 2 верхні жетони воріт зі стосу.",
    ],
    /// A non-Epic Monster is discarded.
    MonsterDiscarded => [
        "A Monster is discarded.",
        "Монстр сброшен.",
        "Монстра скинуто.",
    ],
    /// A Cultist is moved.
    CultistMoved => [
        "The Cultist is moved.",
        "Культист перемещён.",
        "Культиста переміщено.",
    ],
    /// Norman Withers discards a Monster.
    NormanDiscards => [
        "Norman Withers discards a Monster.",
        "Норман Уизерс сбрасывает монстра.",
        "Норман Візерс скидає монстра.",
    ],
    /// The investigators pay Clues together.
    GroupClues => [
        "The investigators spend Clues as a group.",
        "Сыщики тратят улики сообща.",
        "Дослідники витрачають докази спільно.",
    ],
    /// The Research encounter is at the chosen space.
    RemoteResearch => [
        "The Research encounter will be at the chosen space.",
        "Контакт исследования пройдёт на выбранной клетке.",
        "Дослідницька зустріч відбудеться на вибраному полі.",
    ],
    /// The Clue here is discarded.
    ClueHereDiscarded => [
        "The Clue here is discarded.",
        "Улика здесь сброшена.",
        "Доказ тут скинуто.",
    ],
    /// Mysterious Lights: Gates cannot be closed.
    GatesSealed => [
        "Gates cannot be closed (Mysterious Lights).",
        "Врата нельзя закрыть (Таинственные огни).",
        "Ворота не можна зачинити (Таємничі вогні).",
    ],
    /// A solved Mystery goes back into the deck.
    MysteryReshuffled => [
        "A solved Mystery is shuffled back into the Mystery deck.",
        "Разгаданная тайна замешивается обратно в колоду тайн.",
        "Розгадану таємницю замішують назад у колоду таємниць.",
    ],
    /// The Clues on the board move.
    CluesMove => [
        "The Clues on the board move.",
        "Улики на поле перемещаются.",
        "Докази на полі переміщуються.",
    ],
    /// A card's back is missing from the content.
    BackMissing => [
        "(this card's back is not in the data: it is discarded)",
        "(оборота этой карты нет в данных: она сброшена)",
        "(звороту цієї карти немає в даних: її скинуто)",
    ],
    /// A card prevents Sanity loss from the investigator's own Spell.
    OwnSpellSanityPrevented => [
        "A card prevents Sanity loss from your own Spell.",
        "Карта предотвращает потерю рассудка от вашего заклинания.",
        "Карта запобігає втраті розуму від вашого заклинання.",
    ],
    /// An encounter with a defeated investigator.
    FallenEncounter => [
        "You find the defeated investigator and test the skill their sheet names. Whatever the result, take every possession on their sheet; if you pass, retreat Doom by 1. Then the figure and sheet leave the game.",
        "Вы находите побеждённого сыщика и проходите проверку навыка, указанного на его листе. При любом результате заберите всё имущество с его листа; при успехе отодвиньте безысходность на 1. Затем фигурка и лист выходят из игры.",
        "Ви знаходите переможеного дослідника й проходите перевірку вміння, вказаного на його листі. За будь-якого результату заберіть усе майно з його листа; якщо перевірку пройдено, відсуньте приреченість на 1. Потім фішка й лист виходять із гри.",
    ],
    /// The defeated investigator's possessions are taken.
    FallenPossessionsTaken => [
        "The defeated investigator's possessions are taken.",
        "Имущество побеждённого сыщика забрано.",
        "Майно переможеного дослідника забрано.",
    ],
    /// An Eldritch token goes on the Mystery.
    EldritchOnMystery => [
        "An Eldritch token is placed on the Mystery.",
        "На тайну кладётся жетон Древнего.",
        "На таємницю кладуть жетон Стародавнього.",
    ],
    /// The Wraith curses the Lead Investigator.
    WraithCurses => [
        "The Wraith spawns: the Lead Investigator gains a Cursed Condition.",
        "Появляется призрак: ведущий сыщик получает состояние «Проклятие».",
        "З'являється примара: головний дослідник отримує стан «Проклятий».",
    ],
    /// A Rumor is solved.
    RumorSolved => [
        "A Rumor is solved.",
        "Слух разрешён.",
        "Чутку розв'язано.",
    ],
    /// A Monster goes on Return of the Ancient Ones.
    MonsterOnRumor => [
        "The Monster is placed on Return of the Ancient Ones.",
        "Монстр кладётся на карту «Возвращение Древних».",
        "Монстра кладуть на карту «Повернення Стародавніх».",
    ],
}
