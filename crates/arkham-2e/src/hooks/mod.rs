//! The hooks: rules the effect vocabulary cannot express, run by name.
//!
//! Every [`Hook`] is matched here. Three kinds of arm:
//! - *active* hooks do their work when an effect, a Headline or the Ancient One's sheet runs them;
//! - *lasting* rules (the Ancient One's worshippers and power, Environments and Rumors, monsters'
//!   rules, investigators' abilities) are read where they apply (`rules.rs`, the procedures) and
//!   do nothing when run;
//! - the rules of encounters are in `cards.rs`, those of investigator cards used at a moment of
//!   their own in `items.rs`.

use content::arkham_2e::{self as data, Check, Effect, Hook};
use smallvec::SmallVec;

use crate::action::{Event, StatKind};
use crate::board::{Map, Place};
use crate::state::{Choice, Frame, Pending, Phase, State};

mod cards;
mod items;
mod places;

pub(crate) use items::red_sign_ignores;

/// Temperance Fever: an investigator with Whiskey who fails the Sneak (−1) check.
const TEMPERANCE_FAIL: &[Effect] = &[Effect::LoseCard("arkham-2e/common-item/whiskey"), Effect::Arrested];
/// All Quiet in Arkham: Blessed on a pass.
const BLESSED: &[Effect] = &[Effect::Blessed];
/// Strange Power Flux: those in Other Worlds may come back.
const COME_BACK: &[Effect] = &[Effect::ReturnToArkham];
/// Blood Magic and the Man in Black: the offer.
const BLOOD_MAGIC: &[Effect] = &[Effect::Hook(Hook::BloodMagic)];
const MAN_IN_BLACK: &[Effect] = &[Effect::Hook(Hook::TheManInBlack)];
/// Curfew: a Will (+0) check or arrested.
const CURFEW: &[Effect] = &[Effect::Check {
    skill: Check::Will,
    modifier: 0,
    need: 1,
    pass: &[],
    fail: &[Effect::Arrested],
    each: &[],
    chart: &[],
}];
/// Darke's Carnival: a Clue, and a Will (−1) check or 1 Sanity.
const CARNIVAL: &[Effect] = &[
    Effect::Clues(1),
    Effect::Check {
        skill: Check::Will,
        modifier: -1,
        need: 1,
        pass: &[],
        fail: &[Effect::Sanity(-1)],
        each: &[],
        chart: &[],
    },
];
/// The Egyptian Exhibit: a Lore (−1) check for a Clue, if the investigator wishes.
const EXHIBIT: &[Effect] = &[Effect::May(&[Effect::Check {
    skill: Check::Lore,
    modifier: -1,
    need: 1,
    pass: &[Effect::Clues(1)],
    fail: &[],
    each: &[],
    chart: &[],
}])];

impl State {
    /// Runs a hook for a seat (`card`: the held card it comes from).
    pub(crate) fn hook(&mut self, seat: u8, hook: Hook, card: Option<u8>, events: &mut Vec<Event>) {
        let players = self.player_count();
        match hook {
            // ----- The Ancient One in the final battle -----
            Hook::AzathothAttack => {}
            Hook::HasturStartOfBattle => {} // its rating is read from the terror level
            Hook::CthulhuAttack => self.ask(seat, Pending::Choose(Choice::LowerMax)),
            Hook::NyarlathotepAttackRule => {
                if self.players[usize::from(seat)].clues == 0 {
                    self.devour(seat, events);
                }
            }
            Hook::ShubNiggurathAttack => {
                let investigator = &mut self.players[usize::from(seat)];
                if let Some(kind) = investigator.monster_trophies.pop() {
                    self.cup.put(kind);
                }
                if self.players[usize::from(seat)].monster_trophies.is_empty() {
                    self.devour(seat, events);
                }
            }
            Hook::YogSothothAttack => {
                let investigator = &mut self.players[usize::from(seat)];
                if let Some(world) = investigator.gate_trophies.pop() {
                    self.gate_stack.put_bottom(world);
                }
                if self.players[usize::from(seat)].gate_trophies.is_empty() {
                    self.devour(seat, events);
                }
            }
            // The attack's own fail effects already did the work.
            Hook::ShubNiggurathAttackRule | Hook::YogSothothAttackRule => {}
            Hook::NyarlathotepStartOfBattle => self.devour_unless(events, |p| p.clues > 0),
            Hook::ShubNiggurathStartOfBattle => {
                self.devour_unless(events, |p| !p.monster_trophies.is_empty())
            }
            Hook::YogSothothStartOfBattle => self.devour_unless(events, |p| !p.gate_trophies.is_empty()),
            Hook::YigStartOfBattle => {
                for s in 0..players {
                    if self.players[usize::from(s)].out {
                        continue;
                    }
                    if self.players[usize::from(s)].specials.fortune == tabletop_core::dice::Fortune::Cursed {
                        self.devour(s, events);
                    } else {
                        // Cursed now: no Upkeep roll for it until the Upkeep after next.
                        let specials = &mut self.players[usize::from(s)].specials;
                        specials.fortune = tabletop_core::dice::Fortune::Cursed;
                        specials.fresh |= 1;
                    }
                }
            }
            Hook::IthaquaStartOfBattle => {
                for s in 0..players {
                    let mut i = self.players[usize::from(s)].cards.len();
                    while i > 0 {
                        i -= 1;
                        let held = self.players[usize::from(s)].cards[i];
                        let fortune = self.players[usize::from(s)].specials.fortune;
                        if held.is_item()
                            && !crate::checks::DICE.success_for(fortune).is_success(self.rng.roll(6))
                        {
                            self.discard_held(s, i, events);
                        }
                    }
                }
            }
            // ----- Headlines -----
            Hook::AllQuietInArkham => {
                for s in self.seats_from_first() {
                    self.frames.push(Frame::Effects {
                        seat: s,
                        program: tabletop_core::resolve::Program::new(&ALL_QUIET),
                        card: None,
                    });
                }
            }
            Hook::BlueFlu => {
                let police = Map::get().named.police;
                for investigator in &mut self.players {
                    if investigator.place == Place::Jail {
                        investigator.place = Place::Location(police);
                        investigator.delayed = false;
                    }
                }
                self.linger(hook);
            }
            Hook::CityGrippedByBlackouts | Hook::FourthOfJulyParade | Hook::StrangeLightsOnCampus => {
                self.linger(hook);
                self.evict_closed(events);
            }
            Hook::TemperenceFeverSweepsCity => {
                self.linger(hook);
                self.evict_closed(events);
                for s in self.seats_from_first().into_iter().rev() {
                    if self.players[usize::from(s)].holds("/whiskey").is_some() {
                        self.frames.push(Frame::Effects {
                            seat: s,
                            program: tabletop_core::resolve::Program::new(&TEMPERANCE_CHECK),
                            card: None,
                        });
                    }
                }
            }
            Hook::MiskatonicArcticExpeditionReturns => {
                let docks =
                    data::LOCATIONS.iter().position(|l| l.id.ends_with("/river-docks")).unwrap_or(0) as u8;
                let elder =
                    data::MONSTERS.iter().position(|m| m.id.ends_with("/elder-thing")).map(|i| i as u8);
                for s in 0..players {
                    let trophies = &mut self.players[usize::from(s)].monster_trophies;
                    let count = trophies.iter().filter(|&&k| Some(k) == elder).count();
                    trophies.retain(|k| Some(*k) != elder);
                    for _ in 0..count {
                        if let Some(kind) = elder {
                            self.monsters
                                .insert(crate::state::Monster { kind, place: Place::Location(docks) });
                            events.push(Event::MonsterAppeared { kind, place: Place::Location(docks) });
                        }
                    }
                }
            }
            Hook::MissingPeopleReturn => {
                for s in self.seats_from_first().into_iter().rev() {
                    if self.players[usize::from(s)].place == Place::Lost {
                        self.frames.push(Frame::Ask { seat: s, choice: Choice::Return });
                    }
                }
            }
            Hook::StrangePowerFluxPlaguesCity => {
                for s in self.seats_from_first().into_iter().rev() {
                    if matches!(self.players[usize::from(s)].place, Place::World { .. }) {
                        self.frames.push(Frame::Ask { seat: s, choice: Choice::May(COME_BACK) });
                    }
                }
            }
            Hook::TheStoryContinues => {
                // The card goes back, the deck is shuffled and a new card is drawn for the turn.
                if let Some(index) = data::MYTHOS.iter().position(|m| m.rule == Some(Hook::TheStoryContinues))
                {
                    self.mythos.remove_first(|&m| m == index as u8);
                    self.mythos.put_top(index as u8);
                }
                self.mythos.shuffle(&mut self.rng);
                if self.story_depth < 8 {
                    self.story_depth += 1;
                    self.draw_mythos(events);
                    self.story_depth -= 1;
                }
            }
            // ----- What an Environment offers at the end of movement -----
            Hook::BloodMagic | Hook::TheManInBlack => {
                let stamina = hook == Hook::BloodMagic;
                let investigator = &self.players[usize::from(seat)];
                let dice = if stamina { investigator.stamina } else { investigator.sanity };
                let fortune = investigator.specials.fortune;
                let failed = (0..dice)
                    .filter(|_| !crate::checks::DICE.success_for(fortune).is_success(self.rng.roll(6)))
                    .count();
                let left = dice.saturating_sub(failed as u8);
                if left == 0 {
                    self.devour(seat, events);
                } else {
                    let what = if stamina { StatKind::Stamina } else { StatKind::Sanity };
                    self.set_stat(seat, what, left, events);
                    if stamina {
                        self.change(seat, StatKind::Clues, 3, events);
                    } else {
                        self.change(seat, StatKind::Clues, 1, events);
                        self.draw_n(seat, data::Deck::Spell, 1, events);
                    }
                }
            }
            // ----- Lasting rules, read where they apply -----
            Hook::AStrangePlague
            | Hook::AlienTechnology
            | Hook::AnEvilFog
            | Hook::Archaeology
            | Hook::AzathothPower
            | Hook::AzathothWorshippers
            | Hook::BankLoan
            | Hook::CthulhuPower
            | Hook::CthulhuWorshippers
            | Hook::CurfewEnforced
            | Hook::DarkesCarnivalArrives
            | Hook::DisturbingTheDead
            | Hook::DreamsOfASunkenCity
            | Hook::EgyptianExhibitVisitsMiskatonicU
            | Hook::ElderThing
            | Hook::EstateSale
            | Hook::GoodWorkUndone
            | Hook::GuardianAngel
            | Hook::ResearchMaterials
            | Hook::Bullwhip
            | Hook::LuckyCigaretteCase
            | Hook::SirWilliamBrinton
            | Hook::Duke
            | Hook::ObsidianStatue
            | Hook::Whiskey
            | Hook::Food
            | Hook::ElderSign
            | Hook::DeputysRevolver
            | Hook::N18Derringer
            | Hook::GateBox
            | Hook::HealingStone
            | Hook::RubyOfRlyeh
            | Hook::PowderOfIbnGhazi
            | Hook::Shotgun
            | Hook::Cross
            | Hook::Axe
            | Hook::HoundOfTindalos
            | Hook::Chthonian
            | Hook::Heal
            | Hook::HappyDaysAreHereAgain
            | Hook::HasturPower
            | Hook::HasturWorshippers
            | Hook::HaunterOfTheDark
            | Hook::HometownAdvantage
            | Hook::Hunches
            | Hook::IcyConditions
            | Hook::IthaquaPower
            | Hook::IthaquaWorshippers
            | Hook::MagicalGift
            | Hook::Maniac
            | Hook::Nightgaunt
            | Hook::NoOneCanHelpYouNow
            | Hook::NodensFavor
            | Hook::NyarlathotepPower
            | Hook::NyarlathotepWorshippers
            | Hook::Physician
            | Hook::PlanetaryAlignment
            | Hook::PsychicSensitivity
            | Hook::Psychology
            | Hook::RainingCatsAndDogs
            | Hook::Research
            | Hook::RlyehRising
            | Hook::Science
            | Hook::Scrounge
            | Hook::ShrewdDealer
            | Hook::ShubNiggurathPower
            | Hook::ShubNiggurathWorshippers
            | Hook::SolarEclipse
            | Hook::StrongBody
            | Hook::StrongMind
            | Hook::Studious
            | Hook::SunnyAndClear
            | Hook::TheBlackMan
            | Hook::TheBloatedWoman
            | Hook::TheDarkPharoah
            | Hook::TheGreatRitual
            | Hook::TheSouthsideStranglerStrikes
            | Hook::TheStarsAreRight
            | Hook::TrustFund
            | Hook::YigPower
            | Hook::YigWorshippers
            | Hook::YogSothothPower
            | Hook::YogSothothWorshippers => {}
            // ----- Investigator cards: read where they apply (items.rs, checks.rs) -----
            Hook::BindMonster
            | Hook::BlueWatcherOfThePyramid
            | Hook::DragonsEye
            | Hook::EnchantWeapon
            | Hook::EnchantedJewelry
            | Hook::FindGate
            | Hook::FleshWard
            | Hook::FluteOfTheOuterGods
            | Hook::MistsOfReleh
            | Hook::PatrolWagon
            | Hook::RedSignOfShuddeMell
            | Hook::SilverKey
            | Hook::TheTerribleExperiment
            | Hook::VoiceOfRa
            | Hook::WardingStatue => {}
            // The Book of Dzyan read with success: its token.
            Hook::BookOfDzyan => self.book_of_dzyan(seat, card, events),
            // ----- Encounters' rules (cards.rs) -----
            Hook::CuriositieShoppe3
            | Hook::CuriositieShoppe4
            | Hook::CuriositieShoppe7
            | Hook::Gate03Yuggoth
            | Hook::Gate14TheDreamlands
            | Hook::Gate25Other
            | Hook::Gate42Other
            | Hook::Gate46Abyss
            | Hook::GeneralStore3
            | Hook::Graveyard6
            | Hook::HibbsRoadhouse2
            | Hook::InnerSanctum2
            | Hook::InnerSanctum6
            | Hook::ScienceBuilding2
            | Hook::ScienceBuilding3
            | Hook::ScienceBuilding6
            | Hook::ScienceBuilding7
            | Hook::StMarysHospital2
            | Hook::TheWitchHouse4
            | Hook::YeOldeMagickShoppe5 => self.content_hook(seat, hook, events),
        }
    }

    /// Seats in turn order from the first player.
    pub(crate) fn seats_from_first(&self) -> SmallVec<[u8; 8]> {
        let n = self.player_count();
        (0..n).map(|i| (self.first + i) % n).filter(|&s| !self.players[usize::from(s)].out).collect()
    }

    fn devour_unless(
        &mut self,
        events: &mut Vec<Event>,
        keeps: impl Fn(&crate::state::Investigator) -> bool,
    ) {
        for s in 0..self.player_count() {
            if !self.players[usize::from(s)].out && !keeps(&self.players[usize::from(s)]) {
                self.devour(s, events);
            }
        }
    }

    /// A Headline that stays in play until the end of next turn.
    fn linger(&mut self, hook: Hook) {
        if let Some(card) = data::MYTHOS.iter().position(|m| m.rule == Some(hook)) {
            self.lingering = Some((card as u8, self.round + 1));
        }
    }

    /// Investigators and monsters in a location that is closed now go to its street.
    fn evict_closed(&mut self, events: &mut Vec<Event>) {
        let map = Map::get();
        for s in 0..self.player_count() {
            if let Place::Location(l) = self.players[usize::from(s)].place
                && self.closed_now(l)
                && let Some(street) = map.street_of(Place::Location(l))
            {
                self.move_to(s, Place::Street(street), events);
            }
        }
        let closed: SmallVec<[(usize, u8); 4]> = self
            .monsters
            .iter()
            .enumerate()
            .filter_map(|(i, m)| match m.place {
                Place::Location(l) if self.closed_now(l) => map.street_of(m.place).map(|s| (i, s)),
                _ => None,
            })
            .collect();
        for (i, street) in closed {
            if let Some(monster) = self.monsters.at_mut(i) {
                monster.place = Place::Street(street);
            }
        }
    }

    /// What the Environment in play does to an investigator who ends its movement in a street.
    pub(crate) fn end_of_movement(&mut self, seat: u8) {
        let Place::Street(n) = self.players[usize::from(seat)].place else { return };
        let street =
            data::NEIGHBOURHOODS.get(usize::from(n)).map_or("", |d| d.id.rsplit('/').next().unwrap_or(""));
        if self.in_play(Hook::CurfewEnforced) {
            self.push_effects(seat, CURFEW, None);
        }
        let offer: Option<&'static [Effect]> = match street {
            "rivertown" if self.in_play(Hook::BloodMagic) => Some(BLOOD_MAGIC),
            "french-hill" if self.in_play(Hook::TheManInBlack) => Some(MAN_IN_BLACK),
            "northside" if self.in_play(Hook::DarkesCarnivalArrives) => {
                self.push_effects(seat, CARNIVAL, None);
                None
            }
            "miskatonic-u" if self.in_play(Hook::EgyptianExhibitVisitsMiskatonicU) => {
                self.push_effects(seat, EXHIBIT, None);
                None
            }
            "uptown" if self.in_play(Hook::EstateSale) => {
                if let Some(slot) = crate::setup::deck_slot(data::Deck::UniqueItem) {
                    for _ in 0..2 {
                        if let Some(card) = self.decks[slot].draw() {
                            let price = data::CARDS[usize::from(card)].price.unwrap_or(0);
                            self.frames.push(Frame::Ask { seat, choice: Choice::Buy { card, price } });
                        }
                    }
                }
                None
            }
            _ => None,
        };
        if let Some(offer) = offer {
            self.frames.push(Frame::Ask { seat, choice: Choice::May(offer) });
        }
    }

    /// The monster kind (an id suffix) the Environment in play keeps out of play: the Haunter of
    /// the Dark under Sunny and Clear, Fire Vampires under Raining Cats and Dogs.
    fn kept_out(&self) -> Option<&'static str> {
        if self.in_play(Hook::SunnyAndClear) {
            Some("/haunter-of-the-dark")
        } else if self.in_play(Hook::RainingCatsAndDogs) {
            Some("/fire-vampire")
        } else {
            None
        }
    }

    /// An Environment enters play: the monsters it keeps out of play go back to the cup.
    pub(crate) fn return_kept_out(&mut self) {
        let Some(suffix) = self.kept_out() else { return };
        let mut back = Vec::new();
        self.monsters.retain(|m| {
            let out = data::MONSTERS[usize::from(m.kind)].id.ends_with(suffix);
            if out {
                back.push(m.kind);
            }
            !out
        });
        for kind in back {
            self.cup.put(kind);
        }
    }

    /// Draws a monster from the cup to enter play: one the Environment keeps out of play goes
    /// back and a different one is drawn. [DECISION] When the cup holds nothing else, the kept-out
    /// monster is drawn after all (an empty cup, not a kept-out monster, awakens the Ancient One).
    pub(crate) fn draw_from_cup(&mut self) -> Option<u8> {
        let suffix = self.kept_out();
        let mut aside: SmallVec<[u8; 4]> = SmallVec::new();
        let drawn = loop {
            match self.cup.draw(&mut self.rng) {
                Some(kind) if suffix.is_some_and(|s| data::MONSTERS[usize::from(kind)].id.ends_with(s)) => {
                    aside.push(kind);
                }
                other => break other,
            }
        };
        let drawn = drawn.or_else(|| aside.pop());
        for kind in aside {
            self.cup.put(kind);
        }
        drawn
    }

    /// The end of the Mythos phase: Ithaqua's icy winds, a Rumor's ongoing effect and its end.
    pub(crate) fn end_of_mythos(&mut self, events: &mut Vec<Event>) {
        if self.phase != Phase::Mythos {
            return;
        }
        if self.ancient_one().power == Hook::IthaquaPower {
            for s in 0..self.player_count() {
                if matches!(self.players[usize::from(s)].place, Place::Street(_)) {
                    self.change(s, StatKind::Stamina, -1, events);
                }
            }
        }
        let Some(rumor) = self.rumor.and_then(|r| data::MYTHOS.get(usize::from(r))).and_then(|m| m.rule)
        else {
            return;
        };
        if self.rumor_fresh {
            self.rumor_fresh = false;
            return;
        }
        let low = |state: &mut State| state.rng.roll(6) <= 2;
        match rumor {
            Hook::DisturbingTheDead => {
                if low(self) {
                    self.raise_terror(1, events);
                }
                if self.terror >= 10 {
                    for s in 0..self.player_count() {
                        self.bless(s, false);
                    }
                    self.rumor_ends(events);
                }
            }
            Hook::TheStarsAreRight if low(self) => self.add_doom(events),
            Hook::GoodWorkUndone => {
                let added = u8::from(low(self)) + u8::from(low(self));
                self.rumor_tokens += added;
                if self.rumor_tokens >= 10 {
                    self.seals = 0;
                    self.rumor_ends(events);
                }
            }
            Hook::TheGreatRitual => {
                self.rumor_tokens += 1;
                if self.rumor_tokens >= 5 {
                    self.great_ritual = true;
                    self.rumor_ends(events);
                }
            }
            Hook::TheSouthsideStranglerStrikes => {
                let allies = &mut self.decks[4];
                if allies.is_empty() {
                    for s in self.seats_from_first().into_iter().rev() {
                        self.frames.push(Frame::Ask { seat: s, choice: Choice::LowerMax });
                    }
                    self.rumor_ends(events);
                } else {
                    let at = self.rng.index(allies.len());
                    allies.remove_at(at);
                }
            }
            Hook::TheTerribleExperiment => {
                // [DECISION] An empty cup adds nothing (the card's monsters come from the cup).
                self.experiment.extend(self.cup.draw(&mut self.rng));
                if self.experiment.len() >= 8 {
                    self.experiment_fails(events);
                }
            }
            _ => {}
        }
    }

    /// A Rumor enters play: what it puts on itself (The Terrible Experiment: 5 monsters from
    /// the cup).
    pub(crate) fn rumor_enters(&mut self) {
        self.rumor_fresh = true;
        self.rumor_tokens = match self.rumor().and_then(|m| m.rule) {
            Some(Hook::GoodWorkUndone) => 6,
            _ => 0,
        };
        if self.rumor().and_then(|m| m.rule) == Some(Hook::TheTerribleExperiment) {
            for _ in 0..5 {
                self.experiment.extend(self.cup.draw(&mut self.rng));
            }
        }
    }

    fn rumor_ends(&mut self, _events: &mut Vec<Event>) {
        // A passed or failed Rumor is returned to the box; monsters left on it go to the cup.
        self.rumor = None;
        self.rumor_tokens = 0;
        for kind in std::mem::take(&mut self.experiment) {
            self.cup.put(kind);
        }
    }

    /// The Terrible Experiment fails: the terror level rises to 10 and its monsters are placed in
    /// the Miskatonic U. streets.
    fn experiment_fails(&mut self, events: &mut Vec<Event>) {
        let street = data::NEIGHBOURHOODS.iter().position(|n| n.id.ends_with("/miskatonic-u")).unwrap_or(0);
        let place = Place::Street(street as u8);
        for kind in std::mem::take(&mut self.experiment) {
            self.monsters.insert(crate::state::Monster { kind, place });
            events.push(Event::MonsterAppeared { kind, place });
        }
        self.rumor_ends(events);
        self.raise_terror(10u8.saturating_sub(self.terror), events);
    }

    /// A monster of The Terrible Experiment defeated: with none left the Rumor passes (each
    /// player draws a Skill); otherwise the investigator may fight the next.
    pub(crate) fn experiment_monster_defeated(&mut self, seat: u8, events: &mut Vec<Event>) {
        if self.rumor().and_then(|m| m.rule) != Some(Hook::TheTerribleExperiment) {
            return;
        }
        if self.experiment.is_empty() {
            self.rumor_ends(events);
            for s in self.seats_from_first() {
                self.draw_n(s, data::Deck::Skill, 1, events);
            }
        } else if !self.players[usize::from(seat)].knocked_out && self.pending.is_none() {
            self.ask(seat, Pending::Special);
        }
    }

    /// What an investigator can do about the Rumor in play during Arkham Encounters, where it
    /// stands (the Rumor's pass condition).
    pub(crate) fn rumor_work_usable(&self, seat: u8) -> bool {
        let Some(rule) = self.rumor().and_then(|m| m.rule) else { return false };
        let investigator = &self.players[usize::from(seat)];
        let street = |name: &str| {
            matches!(investigator.place, Place::Street(n)
                if data::NEIGHBOURHOODS.get(usize::from(n)).is_some_and(|d| d.id.ends_with(name)))
        };
        let spells = investigator.cards.iter().filter(|h| h.def().deck == data::Deck::Spell).count();
        let need_spells = if self.player_count() >= 5 { 4 } else { 3 };
        match rule {
            Hook::DisturbingTheDead => street("/rivertown") && investigator.gate_trophies.len() >= 2,
            Hook::GoodWorkUndone => street("/easttown") && investigator.clues > 0,
            Hook::TheGreatRitual => street("/french-hill") && spells >= need_spells,
            Hook::TheStarsAreRight => {
                street("/downtown") && investigator.cards.iter().any(|h| h.def().deck == data::Deck::Ally)
            }
            Hook::TheTerribleExperiment => street("/miskatonic-u") && !self.experiment.is_empty(),
            Hook::TheSouthsideStranglerStrikes => {
                matches!(investigator.place, Place::Location(l)
                    if data::LOCATIONS.get(usize::from(l)).is_some_and(|d| d.id.ends_with("/mas-boarding-house")))
                    && investigator.clues >= 5
            }
            _ => false,
        }
    }

    /// Works toward the Rumor's pass condition; a passed Rumor gives its reward and leaves.
    pub(crate) fn work_on_rumor(&mut self, seat: u8, events: &mut Vec<Event>) {
        let Some(rule) = self.rumor().and_then(|m| m.rule) else { return };
        let index = usize::from(seat);
        if rule == Hook::TheTerribleExperiment {
            // [DECISION] The monsters are fought in the order they were placed on the card.
            if !self.experiment.is_empty() {
                let kind = self.experiment.remove(0);
                self.start_combat(seat, crate::state::Foe::Experiment(kind), events);
            }
            return;
        }
        let passed = match rule {
            Hook::DisturbingTheDead => {
                for _ in 0..2 {
                    if let Some(world) = self.players[index].gate_trophies.pop() {
                        self.gate_stack.put_bottom(world);
                    }
                }
                true
            }
            Hook::GoodWorkUndone => {
                let spend = self.players[index].clues.min(self.rumor_tokens);
                self.players[index].clues -= spend;
                self.rumor_tokens -= spend;
                self.rumor_tokens == 0
            }
            Hook::TheGreatRitual => {
                let need = if self.player_count() >= 5 { 4 } else { 3 };
                // [DECISION] The first Spells held are the ones discarded.
                for _ in 0..need {
                    if let Some(i) =
                        self.players[index].cards.iter().position(|h| h.def().deck == data::Deck::Spell)
                    {
                        self.discard_held(seat, i, events);
                    }
                }
                true
            }
            Hook::TheStarsAreRight => {
                if let Some(i) =
                    self.players[index].cards.iter().position(|h| h.def().deck == data::Deck::Ally)
                {
                    self.discard_held(seat, i, events);
                }
                true
            }
            Hook::TheSouthsideStranglerStrikes => {
                self.players[index].clues -= 5;
                true
            }
            _ => false,
        };
        if !passed {
            return;
        }
        self.rumor_ends(events);
        for s in self.seats_from_first() {
            match rule {
                Hook::DisturbingTheDead => self.draw_n(s, data::Deck::Spell, 1, events),
                Hook::GoodWorkUndone => self.draw_n(s, data::Deck::UniqueItem, 1, events),
                Hook::TheGreatRitual => self.change(s, StatKind::Clues, 2, events),
                Hook::TheStarsAreRight => self.draw_n(s, data::Deck::CommonItem, 2, events),
                Hook::TheSouthsideStranglerStrikes => self.change(s, StatKind::Money, 5, events),
                _ => {}
            }
        }
    }
}

/// All Quiet: each investigator's Luck (−1) check to be Blessed.
static ALL_QUIET: [Effect; 1] = [Effect::Check {
    skill: Check::Luck,
    modifier: -1,
    need: 1,
    pass: BLESSED,
    fail: &[],
    each: &[],
    chart: &[],
}];
/// Temperance Fever: Whiskey holders' Sneak (−1) check.
static TEMPERANCE_CHECK: [Effect; 1] = [Effect::Check {
    skill: Check::Sneak,
    modifier: -1,
    need: 1,
    pass: &[],
    fail: TEMPERANCE_FAIL,
    each: &[],
    chart: &[],
}];

/// The engine's own effect lists, for the save form to name them (`engine/<name>`).
#[cfg(feature = "serde")]
pub(crate) fn wire_lists(out: &mut Vec<(&'static str, Vec<crate::wire::save::List>)>) {
    use crate::wire::save::List::Effects;
    let lists: [(&'static str, &'static [Effect]); 11] = [
        ("engine/temperance_fail", TEMPERANCE_FAIL),
        ("engine/blessed", BLESSED),
        ("engine/come_back", COME_BACK),
        ("engine/blood_magic", BLOOD_MAGIC),
        ("engine/man_in_black", MAN_IN_BLACK),
        ("engine/curfew", CURFEW),
        ("engine/carnival", CARNIVAL),
        ("engine/exhibit", EXHIBIT),
        ("engine/all_quiet", &ALL_QUIET),
        ("engine/temperance_check", &TEMPERANCE_CHECK),
        ("engine/healing_stone", crate::effects::HEALING_STONE),
    ];
    out.extend(lists.into_iter().map(|(name, list)| (name, vec![Effects(list)])));
    cards::wire_lists(out);
}
