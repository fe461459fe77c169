//! The hooks: rules the effect vocabulary cannot express, run by name.
//!
//! Every [`Hook`] is matched here. Those the engine does not implement yet are listed in one arm
//! that reports [`Event::Unimplemented`] and does nothing else; the crate docs say so.

use content::arkham_2e::{self as data, Hook};

use crate::action::Event;
use crate::state::State;

impl State {
    /// Runs a hook for a seat (`card`: the held card it comes from).
    pub(crate) fn hook(&mut self, seat: u8, hook: Hook, card: Option<u8>, events: &mut Vec<Event>) {
        let _ = (seat, card);
        match hook {
            Hook::AStrangePlague
            | Hook::AlienStatue
            | Hook::AlienTechnology
            | Hook::AllQuietInArkham
            | Hook::AnEvilFog
            | Hook::AncientTablet
            | Hook::Archaeology
            | Hook::ArkhamAsylum3
            | Hook::Axe
            | Hook::AzathothAttack
            | Hook::AzathothPower
            | Hook::AzathothWorshippers
            | Hook::BankLoan
            | Hook::BindMonster
            | Hook::BlackCave2
            | Hook::BlackestNight
            | Hook::BlessingCurse
            | Hook::BloodMagic
            | Hook::BlueFlu
            | Hook::BlueWatcherOfThePyramid
            | Hook::BookOfDzyan
            | Hook::Bullwhip
            | Hook::Chthonian
            | Hook::CityGrippedByBlackouts
            | Hook::Cross
            | Hook::CthulhuAttack
            | Hook::CthulhuPower
            | Hook::CthulhuWorshippers
            | Hook::CurfewEnforced
            | Hook::CuriositieShoppe2
            | Hook::CuriositieShoppe3
            | Hook::CuriositieShoppe4
            | Hook::CuriositieShoppe6
            | Hook::CuriositieShoppe7
            | Hook::DarkesCarnivalArrives
            | Hook::DeputysRevolver
            | Hook::DimensionalShambler
            | Hook::DisturbingTheDead
            | Hook::DragonsEye
            | Hook::DreamsOfASunkenCity
            | Hook::Duke
            | Hook::EgyptianExhibitVisitsMiskatonicU
            | Hook::ElderSign
            | Hook::ElderThing
            | Hook::EnchantWeapon
            | Hook::EnchantedJewelry
            | Hook::EricColt
            | Hook::EstateSale
            | Hook::ExtraClueDie
            | Hook::FindGate
            | Hook::FleshWard
            | Hook::FluteOfTheOuterGods
            | Hook::Food
            | Hook::FourthOfJulyParade
            | Hook::Gate02Other
            | Hook::Gate03Yuggoth
            | Hook::Gate08CityOfTheGreatRace
            | Hook::Gate08Yuggoth
            | Hook::Gate09Other
            | Hook::Gate10TheDreamlands
            | Hook::Gate13CityOfTheGreatRace
            | Hook::Gate14Other
            | Hook::Gate14TheDreamlands
            | Hook::Gate16CityOfTheGreatRace
            | Hook::Gate18GreatHallOfCeleano
            | Hook::Gate20GreatHallOfCeleano
            | Hook::Gate20Other
            | Hook::Gate21CityOfTheGreatRace
            | Hook::Gate22TheDreamlands
            | Hook::Gate23TheDreamlands
            | Hook::Gate25Other
            | Hook::Gate27Other
            | Hook::Gate29PlateauOfLeng
            | Hook::Gate34TheDreamlands
            | Hook::Gate36TheDreamlands
            | Hook::Gate38Yuggoth
            | Hook::Gate39GreatHallOfCeleano
            | Hook::Gate41TheDreamlands
            | Hook::Gate42Other
            | Hook::Gate46Abyss
            | Hook::Gate46GreatHallOfCeleano
            | Hook::Gate48Yuggoth
            | Hook::Gate49Yuggoth
            | Hook::GateBox
            | Hook::GeneralStore3
            | Hook::GoodWorkUndone
            | Hook::Graveyard6
            | Hook::Graveyard7
            | Hook::GuardianAngel
            | Hook::HappyDaysAreHereAgain
            | Hook::HasturPower
            | Hook::HasturStartOfBattle
            | Hook::HasturWorshippers
            | Hook::HaunterOfTheDark
            | Hook::Heal
            | Hook::HealingStone
            | Hook::HeatWave
            | Hook::HibbsRoadhouse1
            | Hook::HibbsRoadhouse2
            | Hook::HibbsRoadhouse5
            | Hook::HistoricalSociety5
            | Hook::HometownAdvantage
            | Hook::HoundOfTindalos
            | Hook::Hunches
            | Hook::IcyConditions
            | Hook::IllWindGripsArkham
            | Hook::IndependenceSquare1
            | Hook::InnerSanctum2
            | Hook::InnerSanctum5
            | Hook::InnerSanctum6
            | Hook::IthaquaPower
            | Hook::IthaquaStartOfBattle
            | Hook::IthaquaWorshippers
            | Hook::JohnLegrasse
            | Hook::LuckyCigaretteCase
            | Hook::MagicalGift
            | Hook::Maniac
            | Hook::MapOfArkham
            | Hook::MasBoardingHouse7
            | Hook::MiGo
            | Hook::MiskatonicArcticExpeditionReturns
            | Hook::MissingPeopleReturn
            | Hook::MistsOfReleh
            | Hook::Motorcycle
            | Hook::N18Derringer
            | Hook::Nightgaunt
            | Hook::NoOneCanHelpYouNow
            | Hook::NodensFavor
            | Hook::NyarlathotepAttackRule
            | Hook::NyarlathotepPower
            | Hook::NyarlathotepStartOfBattle
            | Hook::NyarlathotepWorshippers
            | Hook::ObsidianStatue
            | Hook::PatrolWagon
            | Hook::Physician
            | Hook::PlanetaryAlignment
            | Hook::PoliceStation3
            | Hook::PowderOfIbnGhazi
            | Hook::ProfessorArmitage
            | Hook::PsychicSensitivity
            | Hook::Psychology
            | Hook::RainingCatsAndDogs
            | Hook::RedSignOfShuddeMell
            | Hook::Research
            | Hook::ResearchMaterials
            | Hook::Retainer
            | Hook::RichardUptonPickman
            | Hook::RiverDocksShipment
            | Hook::RlyehRising
            | Hook::RubyOfRlyeh
            | Hook::Science
            | Hook::ScienceBuilding2
            | Hook::ScienceBuilding3
            | Hook::ScienceBuilding6
            | Hook::ScienceBuilding7
            | Hook::ScienceBuildingDissection
            | Hook::Scrounge
            | Hook::Shotgun
            | Hook::ShrewdDealer
            | Hook::ShubNiggurathAttack
            | Hook::ShubNiggurathAttackRule
            | Hook::ShubNiggurathPower
            | Hook::ShubNiggurathStartOfBattle
            | Hook::ShubNiggurathWorshippers
            | Hook::SilverKey
            | Hook::SilverTwilightLodge2
            | Hook::SilverTwilightLodgeMembership
            | Hook::SirWilliamBrinton
            | Hook::SolarEclipse
            | Hook::SouthChurch6
            | Hook::StMarysHospital2
            | Hook::StrangeLightsOnCampus
            | Hook::StrangePowerFluxPlaguesCity
            | Hook::StrongBody
            | Hook::StrongMind
            | Hook::Studious
            | Hook::SunnyAndClear
            | Hook::TemperenceFeverSweepsCity
            | Hook::TheBlackMan
            | Hook::TheBloatedWoman
            | Hook::TheChillOfTheGrave
            | Hook::TheDarkPharoah
            | Hook::TheFestival
            | Hook::TheGreatRitual
            | Hook::TheManInBlack
            | Hook::TheSouthsideStranglerStrikes
            | Hook::TheStarsAreRight
            | Hook::TheStoryContinues
            | Hook::TheTerribleExperiment
            | Hook::TheWitchHouse2
            | Hook::TheWitchHouse4
            | Hook::ThingsOfDarkness
            | Hook::TomMountainMurphy
            | Hook::TrainStation4
            | Hook::TrustFund
            | Hook::VelmasDiner4
            | Hook::VelmasDiner6
            | Hook::VoiceOfRa
            | Hook::WardingStatue
            | Hook::Warlock
            | Hook::Whiskey
            | Hook::Woods3
            | Hook::YeOldeMagickShoppe2
            | Hook::YeOldeMagickShoppe4
            | Hook::YeOldeMagickShoppe5
            | Hook::YigPower
            | Hook::YigStartOfBattle
            | Hook::YigWorshippers
            | Hook::YogSothothAttack
            | Hook::YogSothothAttackRule
            | Hook::YogSothothPower
            | Hook::YogSothothStartOfBattle
            | Hook::YogSothothWorshippers => self.unimplemented(hook, events),
        }
    }

    fn unimplemented(&mut self, hook: Hook, events: &mut Vec<Event>) {
        if let Some(index) = data::HOOKS.iter().position(|h| h.name == hook) {
            events.push(Event::Unimplemented(index as u16));
        }
    }

    /// Whether the location's special ability can be used instead of its encounter.
    pub(crate) fn special_usable(&self, seat: u8, location: u8) -> bool {
        let _ = (seat, location);
        false
    }

    /// Uses the special ability of the seat's location.
    pub(crate) fn use_special(&mut self, seat: u8, events: &mut Vec<Event>) {
        let _ = (seat, events);
    }
}
