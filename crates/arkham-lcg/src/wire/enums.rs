//! The content's small enums in saves, spelled as the content files spell them: skills and
//! chaos tokens in lower case, hooks in kebab case, triggers in snake case.

use content::arkham_lcg::{Hook, Skill, Skills, Token, Trigger};
use serde::{Deserialize, Serialize};

/// [`Skill`] in lower case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Skill", rename_all = "lowercase")]
pub(crate) enum SkillWire {
    Willpower,
    Intellect,
    Combat,
    Agility,
}

/// [`Skills`]: a value per skill.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Skills")]
pub(crate) struct SkillsWire {
    willpower: i8,
    intellect: i8,
    combat: i8,
    agility: i8,
}

/// [`Token`] as the content files write it (`-2`, `skull`).
#[derive(Serialize, Deserialize)]
#[serde(remote = "Token")]
pub(crate) enum TokenWire {
    #[serde(rename = "+1")]
    PlusOne,
    #[serde(rename = "0")]
    Zero,
    #[serde(rename = "-1")]
    MinusOne,
    #[serde(rename = "-2")]
    MinusTwo,
    #[serde(rename = "-3")]
    MinusThree,
    #[serde(rename = "-4")]
    MinusFour,
    #[serde(rename = "-5")]
    MinusFive,
    #[serde(rename = "-6")]
    MinusSix,
    #[serde(rename = "-7")]
    MinusSeven,
    #[serde(rename = "-8")]
    MinusEight,
    #[serde(rename = "skull")]
    Skull,
    #[serde(rename = "cultist")]
    Cultist,
    #[serde(rename = "tablet")]
    Tablet,
    #[serde(rename = "elder_thing")]
    ElderThing,
    #[serde(rename = "auto_fail")]
    AutoFail,
    #[serde(rename = "elder_sign")]
    ElderSign,
}

/// [`Hook`] in kebab case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Hook", rename_all = "kebab-case")]
pub(crate) enum HookWire {
    Aquinnah,
    Barricade,
    CoverUp,
    CultistsWhoGotAway,
    Encyclopedia,
    EscapedCultistsDoom,
    FrozenInFear,
    GrotesqueStatue,
    HospitalDebts,
    HuntingNightgaunt,
    IntoTheDarkness,
    InvestigatingTheTrail,
    LockedDoor,
    MindOverMatter,
    MindWipe,
    Necronomicon,
    OnWingsOfDarkness,
    RiseOfTheGhouls,
    ScreechingByakhee,
    Scrying,
    Shotgun,
    StubbornDetective,
    SureGamble,
    TheArkhamWoods,
    TheBarrier,
    TheyreGettingOut,
    UncoveringTheConspiracy,
    VengeanceAwaits,
    WendysAmulet,
    WillToSurvive,
    YithianObserver,
}

/// [`Trigger`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Trigger", rename_all = "snake_case")]
pub(crate) enum TriggerWire {
    None,
    AfterYouDefeatEnemy,
    AfterHorrorOnYou,
    AfterDamageOnYou,
    WhenRevealToken,
    WhenWouldRevealToken,
    AfterRevealNegativeToken,
    WhenWouldDiscoverClues,
    GameEnds,
    EndOfYourTurn,
    EndOfEachTurn,
    EndOfRound,
    EndOfEnemyPhase,
    EndOfMythosPhase,
    AfterPhaseBegins,
    AfterYourTurnBegins,
    DuringYourTurn,
    AfterYouPlayTrait,
    AfterEventPlayedOrDiscarded,
    AfterEntersPlay,
    WhenAttackDamagesThis,
    WhenEnemyAttacksAtYourLocation,
    WhenEnemyAttacksYou,
    AfterSuccessfulInvestigate,
    AfterInvestigateByTwo,
    AfterFailTest,
    AfterFailInvestigateByTwoOrLess,
    WhenWouldFailTest,
    AfterYouEvade,
    AfterEnemyAtLocationEvaded,
    AfterThisEvaded,
    WhenDrawTreachery,
    WhenEnemySpawnsAtLocation,
    AfterYouEnter,
    WhenYouLeave,
    WhenInvestigatorLeavesAttached,
    AfterAttachedInvestigated,
    AfterYouTakeHorror,
    AfterYouTakeDamage,
    WhenThisAttacks,
    AfterThisAttacks,
    AfterThisEngagesYou,
    WhenThisDefeated,
    WhenAgendaAdvances,
    WhenAttackTraitAtLocation,
    WhenRoundEnds,
    WhenNamedSpawns,
    WhenNamedDefeated,
    WhenEntersNamed,
    DuringTurnAtYourLocation,
}

/// A [`Trigger`] as a value of its own (the kind of a window's occurrence).
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(transparent)]
pub(crate) struct When(#[serde(with = "TriggerWire")] pub(crate) Trigger);

/// An optional [`Skill`].
pub(crate) mod opt_skill {
    use super::*;
    use serde::{Deserializer, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Wrap(#[serde(with = "SkillWire")] Skill);

    pub(crate) fn serialize<S: Serializer>(value: &Option<Skill>, serializer: S) -> Result<S::Ok, S::Error> {
        value.map(Wrap).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Skill>, D::Error> {
        Ok(Option::<Wrap>::deserialize(deserializer)?.map(|wrap| wrap.0))
    }
}

/// The tokens a test revealed, in order.
pub(crate) mod tokens {
    use super::*;
    use serde::{Deserializer, Serializer};
    use smallvec::SmallVec;

    #[derive(Serialize, Deserialize)]
    struct Wrap(#[serde(with = "TokenWire")] Token);

    pub(crate) fn serialize<S: Serializer>(
        value: &SmallVec<[Token; 2]>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(value.iter().map(|&token| Wrap(token)))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<SmallVec<[Token; 2]>, D::Error> {
        Ok(Vec::<Wrap>::deserialize(deserializer)?.into_iter().map(|wrap| wrap.0).collect())
    }
}

/// A timing window, its occurrence's trigger in snake case.
pub(crate) mod window {
    use super::*;
    use crate::window::Ability;
    use serde::{Deserializer, Serializer};
    use tabletop_core::resolve::Window;

    pub(crate) fn serialize<S: Serializer>(
        window: &Window<Trigger, Ability>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        window.clone().map_kind(When).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Window<Trigger, Ability>, D::Error> {
        Ok(Window::<When, Ability>::deserialize(deserializer)?.map_kind(|when| when.0))
    }
}
