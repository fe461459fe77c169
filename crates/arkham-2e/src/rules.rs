//! Lasting rules that change the numbers: the Ancient One's worshippers and power, the
//! Environment and Rumor in play, lingering Headlines, monsters' own rules and investigators'
//! abilities. The procedures ask these functions; nothing here changes the state.

use content::arkham_2e::{self as data, Check, Hook, Keyword, Movement};

use crate::board::Place;
use crate::state::{CheckExt, State};

/// A monster's numbers as they stand now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stats {
    /// Combat rating.
    pub(crate) rating: i8,
    /// Combat damage.
    pub(crate) damage: u8,
    /// Toughness.
    pub(crate) toughness: u8,
    /// Horror rating (none: no Horror check).
    pub(crate) horror_rating: Option<i8>,
    /// Horror damage.
    pub(crate) horror_damage: u8,
    /// Endless.
    pub(crate) endless: bool,
    /// Magical immunity granted (Yog-Sothoth's Cultists).
    pub(crate) magical_immunity: bool,
    /// How it moves.
    pub(crate) movement: Movement,
}

fn is(kind: u8, name: &str) -> bool {
    data::MONSTERS.get(usize::from(kind)).is_some_and(|m| m.id.rsplit('/').next() == Some(name))
}

impl State {
    /// The rule of the Ancient One's sheet (`worshippers` or `power`), while it slumbers.
    fn ancient_rule(&self, hook: Hook) -> bool {
        self.phase != crate::state::Phase::Battle
            && (self.ancient_one().worshippers == hook || self.ancient_one().power == hook)
    }

    /// Whether the Environment or Rumor in play has this rule.
    pub(crate) fn in_play(&self, hook: Hook) -> bool {
        [self.environment, self.rumor, self.lingering.map(|(card, _)| card)]
            .into_iter()
            .flatten()
            .any(|card| data::MYTHOS.get(usize::from(card)).is_some_and(|m| m.rule == Some(hook)))
    }

    /// The Mythos cards in play: the Environment, the Rumor and a lingering Headline.
    fn cards_in_play(&self) -> impl Iterator<Item = &'static data::MythosDef> + '_ {
        [self.environment, self.rumor, self.lingering.map(|(card, _)| card)]
            .into_iter()
            .flatten()
            .filter_map(|card| data::MYTHOS.get(usize::from(card)))
    }

    /// Whether the Mythos card in play with this id suffix (`/blackest-night`) is in play.
    fn in_play_named(&self, suffix: &str) -> bool {
        self.cards_in_play().any(|m| m.id.ends_with(suffix))
    }

    /// A monster's numbers now.
    pub(crate) fn monster_stats(&self, kind: u8) -> Stats {
        let def = &data::MONSTERS[usize::from(kind)];
        let mut stats = Stats {
            rating: def.combat_rating.unwrap_or(0),
            damage: def.combat_damage,
            toughness: def.toughness,
            horror_rating: def.horror_rating,
            horror_damage: def.horror_damage,
            endless: def.abilities.contains(&Keyword::Endless),
            magical_immunity: def.abilities.contains(&Keyword::MagicalImmunity),
            movement: def.movement,
        };
        let cultist = is(kind, "cultist");
        // The worshippers.
        let ao = self.ancient_one();
        match ao.worshippers {
            Hook::AzathothWorshippers if is(kind, "maniac") => stats.toughness += 1,
            Hook::CthulhuWorshippers if cultist => {
                stats.horror_rating = Some(-2);
                stats.horror_damage = 2;
            }
            Hook::HasturWorshippers if cultist => {
                stats.movement = Movement::Flying;
                stats.rating = -2;
            }
            Hook::IthaquaWorshippers if cultist => stats.toughness += 2,
            Hook::NyarlathotepWorshippers if cultist => stats.endless = true,
            Hook::ShubNiggurathWorshippers if is(kind, "dark-young") => stats.endless = true,
            Hook::YigWorshippers if cultist => {
                stats.rating = 0;
                stats.damage = 4;
            }
            Hook::YogSothothWorshippers if cultist => {
                stats.magical_immunity = true;
                stats.rating = -1;
            }
            _ => {}
        }
        // Its own rule.
        match def.rule {
            Some(Hook::Maniac) if self.terror >= 6 => {
                stats.rating = -2;
                stats.damage = 3;
                stats.endless = true;
            }
            Some(Hook::HaunterOfTheDark) if self.in_play_named("/blackest-night") => stats.rating = -5,
            _ => {}
        }
        // Toughness from the Ancient One's power and the cards in play.
        if self.ancient_rule(Hook::ShubNiggurathPower) {
            stats.toughness += 1;
        }
        let plus = |state: &State, hook: Hook, names: &[&str], by: u8| {
            if state.in_play(hook) && names.iter().any(|n| is(kind, n)) { by } else { 0 }
        };
        stats.toughness += plus(self, Hook::AlienTechnology, &["mi-go"], 2)
            + plus(self, Hook::RlyehRising, &["star-spawn", "maniac"], 1)
            + plus(self, Hook::TheGreatRitual, &["cultist", "witch", "warlock", "high-priest"], 2);
        // The Mythos cards' `toughness`: kinds named, or every monster with an ability.
        for raise in self.cards_in_play().flat_map(|m| m.toughness) {
            let named = raise.monsters.contains(&def.id);
            let able = raise.ability.is_some_and(|a| def.abilities.iter().any(|k| k.ability() == a));
            if named || able {
                stats.toughness += raise.by;
            }
        }
        if self.in_play(Hook::IcyConditions) && stats.movement == Movement::Fast {
            stats.movement = Movement::Normal;
        }
        if self.in_play(Hook::AnEvilFog) && stats.movement == Movement::Flying {
            stats.movement = Movement::Stationary;
        }
        stats
    }

    /// The modifier the Environment in play gives a check made in Arkham.
    pub(crate) fn environment_modifier(&self, seat: u8, skill: Check) -> i8 {
        if !self.players[usize::from(seat)].place.in_arkham() {
            return 0;
        }
        let base = skill.base();
        self.cards_in_play().flat_map(|m| m.modifiers).filter(|b| b.check == base).map(|b| b.amount).sum()
    }

    /// Movement points this round (Speed, less the weather's penalty).
    pub(crate) fn movement_points(&self, seat: u8) -> u8 {
        let investigator = &self.players[usize::from(seat)];
        // The Ruby of R'lyeh: 3 more.
        let ruby =
            3 * investigator.cards.iter().filter(|h| h.def().rule == Some(Hook::RubyOfRlyeh)).count().min(1)
                as u8;
        let speed = (investigator.skill(Check::Speed).max(0) as u8).saturating_add(ruby);
        let penalty =
            u8::from(self.in_play(Hook::IcyConditions)) + u8::from(self.in_play(Hook::RainingCatsAndDogs));
        speed.saturating_sub(penalty)
    }

    /// The Clues a seal costs, or none when gates cannot be sealed.
    pub(crate) fn seal_cost(&self) -> Option<u8> {
        if self.in_play(Hook::NoOneCanHelpYouNow) {
            return None;
        }
        let mut cost: u8 = if self.ancient_rule(Hook::HasturPower) { 8 } else { 5 };
        if self.ancient_rule(Hook::YogSothothPower) {
            cost += 1;
        }
        if self.in_play(Hook::NodensFavor) {
            cost -= 2;
        }
        Some(cost)
    }

    /// Successes needed to close the gate to `world`.
    pub(crate) fn close_difficulty(&self, world: u8) -> u8 {
        let mut need = 1;
        if self.ancient_rule(Hook::YogSothothPower) {
            need += 1;
        }
        if self.in_play(Hook::RlyehRising)
            && data::OTHER_WORLDS.get(usize::from(world)).is_some_and(|w| w.id.ends_with("/rlyeh"))
        {
            need += 1;
        }
        need
    }

    /// Whether spells can be cast now, and at what Sanity cost.
    pub(crate) fn spell_cost(&self, printed: u8) -> Option<u8> {
        if self.in_play(Hook::SolarEclipse) {
            None
        } else if self.in_play(Hook::PlanetaryAlignment) {
            Some(0)
        } else {
            Some(printed)
        }
    }

    /// Whether a location is closed now (for good, or while a card says so).
    pub(crate) fn closed_now(&self, location: u8) -> bool {
        if self.is_closed(location) {
            return true;
        }
        let name =
            data::LOCATIONS.get(usize::from(location)).map_or("", |l| l.id.rsplit('/').next().unwrap_or(""));
        (self.in_play(Hook::CityGrippedByBlackouts)
            && matches!(name, "general-store" | "curiositie-shoppe" | "ye-olde-magick-shoppe"))
            || (self.in_play(Hook::StrangeLightsOnCampus)
                && matches!(name, "library" | "administration-building" | "science-building"))
            || (self.in_play(Hook::TemperenceFeverSweepsCity) && name == "hibbs-roadhouse")
    }

    /// Whether an investigator may step between two places (the parade closes Merchant District's
    /// streets both ways).
    pub(crate) fn may_step(&self, from: Place, to: Place) -> bool {
        if let Place::Location(l) = to
            && self.closed_now(l)
        {
            return false;
        }
        if self.in_play(Hook::FourthOfJulyParade) {
            let parade = data::NEIGHBOURHOODS.iter().position(|n| n.id.ends_with("/merchant-district"));
            let street = parade.map(|n| Place::Street(n as u8));
            if Some(from) == street || Some(to) == street {
                return false;
            }
        }
        true
    }

    /// Whether an investigator has this sheet ability.
    pub(crate) fn has_ability(&self, seat: u8, hook: Hook) -> bool {
        self.players.get(usize::from(seat)).is_some_and(|p| !p.out && p.def().ability == hook)
    }

    /// Whether gates and monsters may appear at a location (not sealed, and Kate Winthrop's
    /// flux stabilizer not there).
    pub(crate) fn may_appear_at(&self, location: u8) -> bool {
        !self.sealed(location)
            && !(0..self.player_count()).any(|s| {
                self.has_ability(s, Hook::Science)
                    && self.players[usize::from(s)].place == Place::Location(location)
            })
    }
}
