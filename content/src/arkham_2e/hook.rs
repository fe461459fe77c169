//! The hooks of Arkham Horror (2nd edition) content: one variant per `[[hook]]` of
//! `content/data/arkham-2e/hooks.toml`, generated from that list. The engine matches every
//! variant, so a hook without an implementation does not compile.

use crate::Deserialize;

use crate::schema;

schema! {
/// A rule the effect vocabulary cannot express, run by name (`{ hook = "black-cave-1" }`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
pub enum Hook {
    /// `a-strange-plague`.
    #[serde(rename = "a-strange-plague")]
    AStrangePlague,
    /// `alien-technology`.
    #[serde(rename = "alien-technology")]
    AlienTechnology,
    /// `all-quiet-in-arkham`.
    #[serde(rename = "all-quiet-in-arkham")]
    AllQuietInArkham,
    /// `an-evil-fog`.
    #[serde(rename = "an-evil-fog")]
    AnEvilFog,
    /// `archaeology`.
    #[serde(rename = "archaeology")]
    Archaeology,
    /// `axe`.
    #[serde(rename = "axe")]
    Axe,
    /// `azathoth-attack`.
    #[serde(rename = "azathoth-attack")]
    AzathothAttack,
    /// `azathoth-power`.
    #[serde(rename = "azathoth-power")]
    AzathothPower,
    /// `azathoth-worshippers`.
    #[serde(rename = "azathoth-worshippers")]
    AzathothWorshippers,
    /// `bank-loan`.
    #[serde(rename = "bank-loan")]
    BankLoan,
    /// `bind-monster`.
    #[serde(rename = "bind-monster")]
    BindMonster,
    /// `blood-magic`.
    #[serde(rename = "blood-magic")]
    BloodMagic,
    /// `blue-flu`.
    #[serde(rename = "blue-flu")]
    BlueFlu,
    /// `blue-watcher-of-the-pyramid`.
    #[serde(rename = "blue-watcher-of-the-pyramid")]
    BlueWatcherOfThePyramid,
    /// `book-of-dzyan`.
    #[serde(rename = "book-of-dzyan")]
    BookOfDzyan,
    /// `bullwhip`.
    #[serde(rename = "bullwhip")]
    Bullwhip,
    /// `chthonian`.
    #[serde(rename = "chthonian")]
    Chthonian,
    /// `city-gripped-by-blackouts`.
    #[serde(rename = "city-gripped-by-blackouts")]
    CityGrippedByBlackouts,
    /// `cross`.
    #[serde(rename = "cross")]
    Cross,
    /// `cthulhu-attack`.
    #[serde(rename = "cthulhu-attack")]
    CthulhuAttack,
    /// `cthulhu-power`.
    #[serde(rename = "cthulhu-power")]
    CthulhuPower,
    /// `cthulhu-worshippers`.
    #[serde(rename = "cthulhu-worshippers")]
    CthulhuWorshippers,
    /// `curfew-enforced`.
    #[serde(rename = "curfew-enforced")]
    CurfewEnforced,
    /// `curiositie-shoppe-3`.
    #[serde(rename = "curiositie-shoppe-3")]
    CuriositieShoppe3,
    /// `curiositie-shoppe-4`.
    #[serde(rename = "curiositie-shoppe-4")]
    CuriositieShoppe4,
    /// `curiositie-shoppe-7`.
    #[serde(rename = "curiositie-shoppe-7")]
    CuriositieShoppe7,
    /// `darkes-carnival-arrives`.
    #[serde(rename = "darkes-carnival-arrives")]
    DarkesCarnivalArrives,
    /// `deputys-revolver`.
    #[serde(rename = "deputys-revolver")]
    DeputysRevolver,
    /// `disturbing-the-dead`.
    #[serde(rename = "disturbing-the-dead")]
    DisturbingTheDead,
    /// `dragons-eye`.
    #[serde(rename = "dragons-eye")]
    DragonsEye,
    /// `dreams-of-a-sunken-city`.
    #[serde(rename = "dreams-of-a-sunken-city")]
    DreamsOfASunkenCity,
    /// `duke`.
    #[serde(rename = "duke")]
    Duke,
    /// `egyptian-exhibit-visits-miskatonic-u`.
    #[serde(rename = "egyptian-exhibit-visits-miskatonic-u")]
    EgyptianExhibitVisitsMiskatonicU,
    /// `elder-sign`.
    #[serde(rename = "elder-sign")]
    ElderSign,
    /// `elder-thing`.
    #[serde(rename = "elder-thing")]
    ElderThing,
    /// `enchant-weapon`.
    #[serde(rename = "enchant-weapon")]
    EnchantWeapon,
    /// `enchanted-jewelry`.
    #[serde(rename = "enchanted-jewelry")]
    EnchantedJewelry,
    /// `estate-sale`.
    #[serde(rename = "estate-sale")]
    EstateSale,
    /// `find-gate`.
    #[serde(rename = "find-gate")]
    FindGate,
    /// `flesh-ward`.
    #[serde(rename = "flesh-ward")]
    FleshWard,
    /// `flute-of-the-outer-gods`.
    #[serde(rename = "flute-of-the-outer-gods")]
    FluteOfTheOuterGods,
    /// `food`.
    #[serde(rename = "food")]
    Food,
    /// `fourth-of-july-parade`.
    #[serde(rename = "fourth-of-july-parade")]
    FourthOfJulyParade,
    /// `gate-03-yuggoth`.
    #[serde(rename = "gate-03-yuggoth")]
    Gate03Yuggoth,
    /// `gate-14-the-dreamlands`.
    #[serde(rename = "gate-14-the-dreamlands")]
    Gate14TheDreamlands,
    /// `gate-25-other`.
    #[serde(rename = "gate-25-other")]
    Gate25Other,
    /// `gate-42-other`.
    #[serde(rename = "gate-42-other")]
    Gate42Other,
    /// `gate-46-abyss`.
    #[serde(rename = "gate-46-abyss")]
    Gate46Abyss,
    /// `gate-box`.
    #[serde(rename = "gate-box")]
    GateBox,
    /// `general-store-3`.
    #[serde(rename = "general-store-3")]
    GeneralStore3,
    /// `good-work-undone`.
    #[serde(rename = "good-work-undone")]
    GoodWorkUndone,
    /// `graveyard-6`.
    #[serde(rename = "graveyard-6")]
    Graveyard6,
    /// `guardian-angel`.
    #[serde(rename = "guardian-angel")]
    GuardianAngel,
    /// `happy-days-are-here-again`.
    #[serde(rename = "happy-days-are-here-again")]
    HappyDaysAreHereAgain,
    /// `hastur-power`.
    #[serde(rename = "hastur-power")]
    HasturPower,
    /// `hastur-start-of-battle`.
    #[serde(rename = "hastur-start-of-battle")]
    HasturStartOfBattle,
    /// `hastur-worshippers`.
    #[serde(rename = "hastur-worshippers")]
    HasturWorshippers,
    /// `haunter-of-the-dark`.
    #[serde(rename = "haunter-of-the-dark")]
    HaunterOfTheDark,
    /// `heal`.
    #[serde(rename = "heal")]
    Heal,
    /// `healing-stone`.
    #[serde(rename = "healing-stone")]
    HealingStone,
    /// `hibbs-roadhouse-2`.
    #[serde(rename = "hibbs-roadhouse-2")]
    HibbsRoadhouse2,
    /// `hometown-advantage`.
    #[serde(rename = "hometown-advantage")]
    HometownAdvantage,
    /// `hound-of-tindalos`.
    #[serde(rename = "hound-of-tindalos")]
    HoundOfTindalos,
    /// `hunches`.
    #[serde(rename = "hunches")]
    Hunches,
    /// `icy-conditions`.
    #[serde(rename = "icy-conditions")]
    IcyConditions,
    /// `inner-sanctum-2`.
    #[serde(rename = "inner-sanctum-2")]
    InnerSanctum2,
    /// `inner-sanctum-6`.
    #[serde(rename = "inner-sanctum-6")]
    InnerSanctum6,
    /// `ithaqua-power`.
    #[serde(rename = "ithaqua-power")]
    IthaquaPower,
    /// `ithaqua-start-of-battle`.
    #[serde(rename = "ithaqua-start-of-battle")]
    IthaquaStartOfBattle,
    /// `ithaqua-worshippers`.
    #[serde(rename = "ithaqua-worshippers")]
    IthaquaWorshippers,
    /// `lucky-cigarette-case`.
    #[serde(rename = "lucky-cigarette-case")]
    LuckyCigaretteCase,
    /// `magical-gift`.
    #[serde(rename = "magical-gift")]
    MagicalGift,
    /// `maniac`.
    #[serde(rename = "maniac")]
    Maniac,
    /// `miskatonic-arctic-expedition-returns`.
    #[serde(rename = "miskatonic-arctic-expedition-returns")]
    MiskatonicArcticExpeditionReturns,
    /// `missing-people-return`.
    #[serde(rename = "missing-people-return")]
    MissingPeopleReturn,
    /// `mists-of-releh`.
    #[serde(rename = "mists-of-releh")]
    MistsOfReleh,
    /// `n18-derringer`.
    #[serde(rename = "n18-derringer")]
    N18Derringer,
    /// `nightgaunt`.
    #[serde(rename = "nightgaunt")]
    Nightgaunt,
    /// `no-one-can-help-you-now`.
    #[serde(rename = "no-one-can-help-you-now")]
    NoOneCanHelpYouNow,
    /// `nodens-favor`.
    #[serde(rename = "nodens-favor")]
    NodensFavor,
    /// `nyarlathotep-attack-rule`.
    #[serde(rename = "nyarlathotep-attack-rule")]
    NyarlathotepAttackRule,
    /// `nyarlathotep-power`.
    #[serde(rename = "nyarlathotep-power")]
    NyarlathotepPower,
    /// `nyarlathotep-start-of-battle`.
    #[serde(rename = "nyarlathotep-start-of-battle")]
    NyarlathotepStartOfBattle,
    /// `nyarlathotep-worshippers`.
    #[serde(rename = "nyarlathotep-worshippers")]
    NyarlathotepWorshippers,
    /// `obsidian-statue`.
    #[serde(rename = "obsidian-statue")]
    ObsidianStatue,
    /// `patrol-wagon`.
    #[serde(rename = "patrol-wagon")]
    PatrolWagon,
    /// `physician`.
    #[serde(rename = "physician")]
    Physician,
    /// `planetary-alignment`.
    #[serde(rename = "planetary-alignment")]
    PlanetaryAlignment,
    /// `powder-of-ibn-ghazi`.
    #[serde(rename = "powder-of-ibn-ghazi")]
    PowderOfIbnGhazi,
    /// `psychic-sensitivity`.
    #[serde(rename = "psychic-sensitivity")]
    PsychicSensitivity,
    /// `psychology`.
    #[serde(rename = "psychology")]
    Psychology,
    /// `raining-cats-and-dogs`.
    #[serde(rename = "raining-cats-and-dogs")]
    RainingCatsAndDogs,
    /// `red-sign-of-shudde-mell`.
    #[serde(rename = "red-sign-of-shudde-mell")]
    RedSignOfShuddeMell,
    /// `research`.
    #[serde(rename = "research")]
    Research,
    /// `research-materials`.
    #[serde(rename = "research-materials")]
    ResearchMaterials,
    /// `rlyeh-rising`.
    #[serde(rename = "rlyeh-rising")]
    RlyehRising,
    /// `ruby-of-rlyeh`.
    #[serde(rename = "ruby-of-rlyeh")]
    RubyOfRlyeh,
    /// `science`.
    #[serde(rename = "science")]
    Science,
    /// `science-building-2`.
    #[serde(rename = "science-building-2")]
    ScienceBuilding2,
    /// `science-building-3`.
    #[serde(rename = "science-building-3")]
    ScienceBuilding3,
    /// `science-building-6`.
    #[serde(rename = "science-building-6")]
    ScienceBuilding6,
    /// `science-building-7`.
    #[serde(rename = "science-building-7")]
    ScienceBuilding7,
    /// `scrounge`.
    #[serde(rename = "scrounge")]
    Scrounge,
    /// `shotgun`.
    #[serde(rename = "shotgun")]
    Shotgun,
    /// `shrewd-dealer`.
    #[serde(rename = "shrewd-dealer")]
    ShrewdDealer,
    /// `shub-niggurath-attack`.
    #[serde(rename = "shub-niggurath-attack")]
    ShubNiggurathAttack,
    /// `shub-niggurath-attack-rule`.
    #[serde(rename = "shub-niggurath-attack-rule")]
    ShubNiggurathAttackRule,
    /// `shub-niggurath-power`.
    #[serde(rename = "shub-niggurath-power")]
    ShubNiggurathPower,
    /// `shub-niggurath-start-of-battle`.
    #[serde(rename = "shub-niggurath-start-of-battle")]
    ShubNiggurathStartOfBattle,
    /// `shub-niggurath-worshippers`.
    #[serde(rename = "shub-niggurath-worshippers")]
    ShubNiggurathWorshippers,
    /// `silver-key`.
    #[serde(rename = "silver-key")]
    SilverKey,
    /// `sir-william-brinton`.
    #[serde(rename = "sir-william-brinton")]
    SirWilliamBrinton,
    /// `solar-eclipse`.
    #[serde(rename = "solar-eclipse")]
    SolarEclipse,
    /// `st-marys-hospital-2`.
    #[serde(rename = "st-marys-hospital-2")]
    StMarysHospital2,
    /// `strange-lights-on-campus`.
    #[serde(rename = "strange-lights-on-campus")]
    StrangeLightsOnCampus,
    /// `strange-power-flux-plagues-city`.
    #[serde(rename = "strange-power-flux-plagues-city")]
    StrangePowerFluxPlaguesCity,
    /// `strong-body`.
    #[serde(rename = "strong-body")]
    StrongBody,
    /// `strong-mind`.
    #[serde(rename = "strong-mind")]
    StrongMind,
    /// `studious`.
    #[serde(rename = "studious")]
    Studious,
    /// `sunny-and-clear`.
    #[serde(rename = "sunny-and-clear")]
    SunnyAndClear,
    /// `temperence-fever-sweeps-city`.
    #[serde(rename = "temperence-fever-sweeps-city")]
    TemperenceFeverSweepsCity,
    /// `the-black-man`.
    #[serde(rename = "the-black-man")]
    TheBlackMan,
    /// `the-bloated-woman`.
    #[serde(rename = "the-bloated-woman")]
    TheBloatedWoman,
    /// `the-dark-pharoah`.
    #[serde(rename = "the-dark-pharoah")]
    TheDarkPharoah,
    /// `the-great-ritual`.
    #[serde(rename = "the-great-ritual")]
    TheGreatRitual,
    /// `the-man-in-black`.
    #[serde(rename = "the-man-in-black")]
    TheManInBlack,
    /// `the-southside-strangler-strikes`.
    #[serde(rename = "the-southside-strangler-strikes")]
    TheSouthsideStranglerStrikes,
    /// `the-stars-are-right`.
    #[serde(rename = "the-stars-are-right")]
    TheStarsAreRight,
    /// `the-story-continues`.
    #[serde(rename = "the-story-continues")]
    TheStoryContinues,
    /// `the-terrible-experiment`.
    #[serde(rename = "the-terrible-experiment")]
    TheTerribleExperiment,
    /// `the-witch-house-4`.
    #[serde(rename = "the-witch-house-4")]
    TheWitchHouse4,
    /// `trust-fund`.
    #[serde(rename = "trust-fund")]
    TrustFund,
    /// `voice-of-ra`.
    #[serde(rename = "voice-of-ra")]
    VoiceOfRa,
    /// `warding-statue`.
    #[serde(rename = "warding-statue")]
    WardingStatue,
    /// `whiskey`.
    #[serde(rename = "whiskey")]
    Whiskey,
    /// `ye-olde-magick-shoppe-5`.
    #[serde(rename = "ye-olde-magick-shoppe-5")]
    YeOldeMagickShoppe5,
    /// `yig-power`.
    #[serde(rename = "yig-power")]
    YigPower,
    /// `yig-start-of-battle`.
    #[serde(rename = "yig-start-of-battle")]
    YigStartOfBattle,
    /// `yig-worshippers`.
    #[serde(rename = "yig-worshippers")]
    YigWorshippers,
    /// `yog-sothoth-attack`.
    #[serde(rename = "yog-sothoth-attack")]
    YogSothothAttack,
    /// `yog-sothoth-attack-rule`.
    #[serde(rename = "yog-sothoth-attack-rule")]
    YogSothothAttackRule,
    /// `yog-sothoth-power`.
    #[serde(rename = "yog-sothoth-power")]
    YogSothothPower,
    /// `yog-sothoth-start-of-battle`.
    #[serde(rename = "yog-sothoth-start-of-battle")]
    YogSothothStartOfBattle,
    /// `yog-sothoth-worshippers`.
    #[serde(rename = "yog-sothoth-worshippers")]
    YogSothothWorshippers,
}
}

impl Hook {
    /// The hook's name as the TOML writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Hook::AStrangePlague => "a-strange-plague",
            Hook::AlienTechnology => "alien-technology",
            Hook::AllQuietInArkham => "all-quiet-in-arkham",
            Hook::AnEvilFog => "an-evil-fog",
            Hook::Archaeology => "archaeology",
            Hook::Axe => "axe",
            Hook::AzathothAttack => "azathoth-attack",
            Hook::AzathothPower => "azathoth-power",
            Hook::AzathothWorshippers => "azathoth-worshippers",
            Hook::BankLoan => "bank-loan",
            Hook::BindMonster => "bind-monster",
            Hook::BloodMagic => "blood-magic",
            Hook::BlueFlu => "blue-flu",
            Hook::BlueWatcherOfThePyramid => "blue-watcher-of-the-pyramid",
            Hook::BookOfDzyan => "book-of-dzyan",
            Hook::Bullwhip => "bullwhip",
            Hook::Chthonian => "chthonian",
            Hook::CityGrippedByBlackouts => "city-gripped-by-blackouts",
            Hook::Cross => "cross",
            Hook::CthulhuAttack => "cthulhu-attack",
            Hook::CthulhuPower => "cthulhu-power",
            Hook::CthulhuWorshippers => "cthulhu-worshippers",
            Hook::CurfewEnforced => "curfew-enforced",
            Hook::CuriositieShoppe3 => "curiositie-shoppe-3",
            Hook::CuriositieShoppe4 => "curiositie-shoppe-4",
            Hook::CuriositieShoppe7 => "curiositie-shoppe-7",
            Hook::DarkesCarnivalArrives => "darkes-carnival-arrives",
            Hook::DeputysRevolver => "deputys-revolver",
            Hook::DisturbingTheDead => "disturbing-the-dead",
            Hook::DragonsEye => "dragons-eye",
            Hook::DreamsOfASunkenCity => "dreams-of-a-sunken-city",
            Hook::Duke => "duke",
            Hook::EgyptianExhibitVisitsMiskatonicU => "egyptian-exhibit-visits-miskatonic-u",
            Hook::ElderSign => "elder-sign",
            Hook::ElderThing => "elder-thing",
            Hook::EnchantWeapon => "enchant-weapon",
            Hook::EnchantedJewelry => "enchanted-jewelry",
            Hook::EstateSale => "estate-sale",
            Hook::FindGate => "find-gate",
            Hook::FleshWard => "flesh-ward",
            Hook::FluteOfTheOuterGods => "flute-of-the-outer-gods",
            Hook::Food => "food",
            Hook::FourthOfJulyParade => "fourth-of-july-parade",
            Hook::Gate03Yuggoth => "gate-03-yuggoth",
            Hook::Gate14TheDreamlands => "gate-14-the-dreamlands",
            Hook::Gate25Other => "gate-25-other",
            Hook::Gate42Other => "gate-42-other",
            Hook::Gate46Abyss => "gate-46-abyss",
            Hook::GateBox => "gate-box",
            Hook::GeneralStore3 => "general-store-3",
            Hook::GoodWorkUndone => "good-work-undone",
            Hook::Graveyard6 => "graveyard-6",
            Hook::GuardianAngel => "guardian-angel",
            Hook::HappyDaysAreHereAgain => "happy-days-are-here-again",
            Hook::HasturPower => "hastur-power",
            Hook::HasturStartOfBattle => "hastur-start-of-battle",
            Hook::HasturWorshippers => "hastur-worshippers",
            Hook::HaunterOfTheDark => "haunter-of-the-dark",
            Hook::Heal => "heal",
            Hook::HealingStone => "healing-stone",
            Hook::HibbsRoadhouse2 => "hibbs-roadhouse-2",
            Hook::HometownAdvantage => "hometown-advantage",
            Hook::HoundOfTindalos => "hound-of-tindalos",
            Hook::Hunches => "hunches",
            Hook::IcyConditions => "icy-conditions",
            Hook::InnerSanctum2 => "inner-sanctum-2",
            Hook::InnerSanctum6 => "inner-sanctum-6",
            Hook::IthaquaPower => "ithaqua-power",
            Hook::IthaquaStartOfBattle => "ithaqua-start-of-battle",
            Hook::IthaquaWorshippers => "ithaqua-worshippers",
            Hook::LuckyCigaretteCase => "lucky-cigarette-case",
            Hook::MagicalGift => "magical-gift",
            Hook::Maniac => "maniac",
            Hook::MiskatonicArcticExpeditionReturns => "miskatonic-arctic-expedition-returns",
            Hook::MissingPeopleReturn => "missing-people-return",
            Hook::MistsOfReleh => "mists-of-releh",
            Hook::N18Derringer => "n18-derringer",
            Hook::Nightgaunt => "nightgaunt",
            Hook::NoOneCanHelpYouNow => "no-one-can-help-you-now",
            Hook::NodensFavor => "nodens-favor",
            Hook::NyarlathotepAttackRule => "nyarlathotep-attack-rule",
            Hook::NyarlathotepPower => "nyarlathotep-power",
            Hook::NyarlathotepStartOfBattle => "nyarlathotep-start-of-battle",
            Hook::NyarlathotepWorshippers => "nyarlathotep-worshippers",
            Hook::ObsidianStatue => "obsidian-statue",
            Hook::PatrolWagon => "patrol-wagon",
            Hook::Physician => "physician",
            Hook::PlanetaryAlignment => "planetary-alignment",
            Hook::PowderOfIbnGhazi => "powder-of-ibn-ghazi",
            Hook::PsychicSensitivity => "psychic-sensitivity",
            Hook::Psychology => "psychology",
            Hook::RainingCatsAndDogs => "raining-cats-and-dogs",
            Hook::RedSignOfShuddeMell => "red-sign-of-shudde-mell",
            Hook::Research => "research",
            Hook::ResearchMaterials => "research-materials",
            Hook::RlyehRising => "rlyeh-rising",
            Hook::RubyOfRlyeh => "ruby-of-rlyeh",
            Hook::Science => "science",
            Hook::ScienceBuilding2 => "science-building-2",
            Hook::ScienceBuilding3 => "science-building-3",
            Hook::ScienceBuilding6 => "science-building-6",
            Hook::ScienceBuilding7 => "science-building-7",
            Hook::Scrounge => "scrounge",
            Hook::Shotgun => "shotgun",
            Hook::ShrewdDealer => "shrewd-dealer",
            Hook::ShubNiggurathAttack => "shub-niggurath-attack",
            Hook::ShubNiggurathAttackRule => "shub-niggurath-attack-rule",
            Hook::ShubNiggurathPower => "shub-niggurath-power",
            Hook::ShubNiggurathStartOfBattle => "shub-niggurath-start-of-battle",
            Hook::ShubNiggurathWorshippers => "shub-niggurath-worshippers",
            Hook::SilverKey => "silver-key",
            Hook::SirWilliamBrinton => "sir-william-brinton",
            Hook::SolarEclipse => "solar-eclipse",
            Hook::StMarysHospital2 => "st-marys-hospital-2",
            Hook::StrangeLightsOnCampus => "strange-lights-on-campus",
            Hook::StrangePowerFluxPlaguesCity => "strange-power-flux-plagues-city",
            Hook::StrongBody => "strong-body",
            Hook::StrongMind => "strong-mind",
            Hook::Studious => "studious",
            Hook::SunnyAndClear => "sunny-and-clear",
            Hook::TemperenceFeverSweepsCity => "temperence-fever-sweeps-city",
            Hook::TheBlackMan => "the-black-man",
            Hook::TheBloatedWoman => "the-bloated-woman",
            Hook::TheDarkPharoah => "the-dark-pharoah",
            Hook::TheGreatRitual => "the-great-ritual",
            Hook::TheManInBlack => "the-man-in-black",
            Hook::TheSouthsideStranglerStrikes => "the-southside-strangler-strikes",
            Hook::TheStarsAreRight => "the-stars-are-right",
            Hook::TheStoryContinues => "the-story-continues",
            Hook::TheTerribleExperiment => "the-terrible-experiment",
            Hook::TheWitchHouse4 => "the-witch-house-4",
            Hook::TrustFund => "trust-fund",
            Hook::VoiceOfRa => "voice-of-ra",
            Hook::WardingStatue => "warding-statue",
            Hook::Whiskey => "whiskey",
            Hook::YeOldeMagickShoppe5 => "ye-olde-magick-shoppe-5",
            Hook::YigPower => "yig-power",
            Hook::YigStartOfBattle => "yig-start-of-battle",
            Hook::YigWorshippers => "yig-worshippers",
            Hook::YogSothothAttack => "yog-sothoth-attack",
            Hook::YogSothothAttackRule => "yog-sothoth-attack-rule",
            Hook::YogSothothPower => "yog-sothoth-power",
            Hook::YogSothothStartOfBattle => "yog-sothoth-start-of-battle",
            Hook::YogSothothWorshippers => "yog-sothoth-worshippers",
        }
    }
}
