//! Read-only questions about the state: where things are, values with their modifiers.

use content::arkham_lcg::{self as data, Condition, Count, Effect, Keyword, Skill, Skills, Timing};
use smallvec::SmallVec;
use std::borrow::Cow;
use tabletop_core::board::Graph;

use crate::card::CardRef;
use crate::state::{Asset, AssetId, Ctx, Enemy, EnemyId, Inv, LastingKind, LocId, MapKey, Source, State};

/// A skill's number in [`crate::Target::Skill`].
pub(crate) fn skill_index(skill: Skill) -> u8 {
    match skill {
        Skill::Willpower => 0,
        Skill::Intellect => 1,
        Skill::Combat => 2,
        Skill::Agility => 3,
    }
}

/// The skill with this number.
pub(crate) fn skill_at(index: u8) -> Skill {
    match index {
        0 => Skill::Willpower,
        1 => Skill::Intellect,
        2 => Skill::Combat,
        _ => Skill::Agility,
    }
}

/// A skill's component of a [`Skills`] value.
pub(crate) fn part(skills: Skills, skill: Skill) -> i8 {
    match skill {
        Skill::Willpower => skills.willpower,
        Skill::Intellect => skills.intellect,
        Skill::Combat => skills.combat,
        Skill::Agility => skills.agility,
    }
}

impl State {
    /// The scenario played.
    pub fn scenario_def(&self) -> &'static data::ScenarioDef {
        &data::SCENARIOS[usize::from(self.scenario).min(data::SCENARIOS.len() - 1)]
    }

    /// The current agenda.
    pub fn agenda_def(&self) -> Option<&'static data::AgendaDef> {
        let code = self.scenario_def().agendas.get(usize::from(self.agenda))?;
        data::AGENDAS.iter().find(|a| a.id == *code)
    }

    /// The current act.
    pub fn act_def(&self) -> Option<&'static data::ActDef> {
        let code = self.scenario_def().acts.get(usize::from(self.act))?;
        data::ACTS.iter().find(|a| a.id == *code)
    }

    /// An investigator's card.
    pub fn investigator_def(&self, seat: Inv) -> &'static data::InvestigatorDef {
        let def = self.investigators.get(usize::from(seat)).map_or(0, |i| i.def);
        &data::INVESTIGATORS[usize::from(def).min(data::INVESTIGATORS.len() - 1)]
    }

    /// The asset with this id and its controller.
    pub(crate) fn find_asset(&self, id: AssetId) -> Option<(Inv, &Asset)> {
        self.investigators
            .iter()
            .enumerate()
            .find_map(|(i, inv)| inv.assets.iter().find(|a| a.id == id).map(|a| (i as Inv, a)))
    }

    pub(crate) fn asset_mut(&mut self, id: AssetId) -> Option<&mut Asset> {
        self.investigators.iter_mut().find_map(|inv| inv.assets.iter_mut().find(|a| a.id == id))
    }

    /// The enemy with this id.
    pub fn enemy(&self, id: EnemyId) -> Option<&Enemy> {
        self.enemies.iter().find(|e| e.id == id)
    }

    /// Whether a player card's effect may choose enemy `id` as its target (it is in play and not
    /// immune to player card effects).
    pub(crate) fn targetable(&self, id: EnemyId) -> bool {
        self.enemy(id).is_some_and(|e| !e.immune)
    }

    pub(crate) fn enemy_mut(&mut self, id: EnemyId) -> Option<&mut Enemy> {
        self.enemies.iter_mut().find(|e| e.id == id)
    }

    /// The location with this code, if the scenario has it.
    pub(crate) fn loc_of(&self, code: &str) -> Option<LocId> {
        self.locations.iter().position(|l| l.card.code() == code).map(|i| LocId(i as u8))
    }

    pub(crate) fn loc_code(&self, loc: LocId) -> Option<&'static str> {
        self.locations.get(usize::from(loc.0)).map(|l| l.card.code())
    }

    /// The card behind a source.
    pub(crate) fn source_card(&self, source: Source) -> Option<CardRef> {
        match source {
            Source::Asset(id) => self.find_asset(id).map(|(_, a)| a.card),
            Source::Card(c) | Source::Threat(_, c) | Source::Attachment(_, c) => Some(c),
            Source::Enemy(id) => self.enemy(id).map(|e| e.card),
            Source::Location(l) => self.locations.get(usize::from(l.0)).map(|l| l.card),
            _ => None,
        }
    }

    /// Locations connected to `from` (in play), in the order of [`State::locations`].
    pub fn connections(&self, from: LocId) -> SmallVec<[LocId; 6]> {
        self.map().links(from.0).iter().map(|&(to, ())| LocId(to)).collect()
    }

    /// Fewest connections from `from` to `to` (`None`: unreachable).
    pub fn distance(&self, from: LocId, to: LocId) -> Option<u8> {
        self.map().distance(from.0, to.0)
    }

    /// The map as it is now: the cached graph while it fits the locations, else one built now
    /// (a caller that changed the locations directly, without [`State::refresh_map`]).
    fn map(&self) -> Cow<'_, Graph<()>> {
        match self.map.get_if(|key| self.map_fits(key)) {
            Some(graph) => Cow::Borrowed(graph),
            None => Cow::Owned(self.build_map()),
        }
    }

    /// Whether the map was built for the locations as they are.
    pub(crate) fn map_fits(&self, key: &MapKey) -> bool {
        key.len() == self.locations.len()
            && key.iter().zip(&self.locations).all(|(&(card, in_play, revealed), l)| {
                card == l.card && in_play == l.in_play && revealed == l.revealed
            })
    }

    /// Rebuilds the cached map if a location was put into play, revealed or removed since it
    /// was built (the engine calls it wherever it changes them).
    pub(crate) fn refresh_map(&mut self) {
        if self.map.get_if(|key| self.map_fits(key)).is_some() {
            return;
        }
        let key: MapKey = self.locations.iter().map(|l| (l.card, l.in_play, l.revealed)).collect();
        let graph = self.build_map();
        self.map.refresh(key, || graph);
    }

    /// The map's graph: a one-way link from each location in play to each one it connects to.
    fn build_map(&self) -> Graph<()> {
        let n = self.locations.len().min(usize::from(u8::MAX));
        let links = (0..n as u8)
            .flat_map(|from| self.links_from(LocId(from)).into_iter().map(move |to| (from, to.0, ())));
        Graph::new(n, [], links)
    }

    /// Locations connected to `from`, read from the cards: its connection symbols, and the
    /// constant "connected to each location with trait" abilities of either end.
    pub(crate) fn links_from(&self, from: LocId) -> SmallVec<[LocId; 6]> {
        let mut out = SmallVec::new();
        let Some(here) = self.locations.get(usize::from(from.0)) else { return out };
        if !here.in_play {
            return out;
        }
        let side = |l: &crate::state::Location| {
            let def = l.card.location();
            def.map(|d| if l.revealed { d.revealed } else { d.unrevealed })
        };
        let Some(mine) = side(here) else { return out };
        let to_trait = here.card.abilities().iter().find_map(|a| {
            (a.timing == Timing::Constant && a.effects.contains(&Effect::ConnectedToTrait))
                .then_some(a.trait_)
                .flatten()
        });
        for (i, other) in self.locations.iter().enumerate() {
            if i == usize::from(from.0) || !other.in_play {
                continue;
            }
            let Some(theirs) = side(other) else { continue };
            let linked = mine.connections.contains(&theirs.symbol)
                || to_trait.is_some_and(|t| other.card.has_trait(t))
                || other.card.abilities().iter().any(|a| {
                    a.timing == Timing::Constant
                        && a.effects.contains(&Effect::ConnectedToTrait)
                        && a.trait_.is_some_and(|t| here.card.has_trait(t))
                });
            if linked {
                out.push(LocId(i as u8));
            }
        }
        out
    }

    /// Investigators (still in the scenario) at a location.
    pub fn investigators_at(&self, loc: LocId) -> SmallVec<[Inv; 4]> {
        self.in_order().filter(|&i| self.investigators[usize::from(i)].at == loc).collect()
    }

    /// Enemies at a location.
    pub fn enemies_at(&self, loc: LocId) -> SmallVec<[EnemyId; 4]> {
        self.enemies.iter().filter(|e| e.at == loc).map(|e| e.id).collect()
    }

    /// Whether `enemy` is engaged with `inv` (a ready Massive enemy: with everyone at its
    /// location).
    pub fn engaged_with(&self, enemy: &Enemy, inv: Inv) -> bool {
        if enemy.card.has_keyword(Keyword::Massive) && !enemy.blank {
            !enemy.exhausted
                && self
                    .investigators
                    .get(usize::from(inv))
                    .is_some_and(|i| i.at == enemy.at && i.out.is_none())
        } else {
            enemy.engaged == Some(inv)
        }
    }

    /// The enemies engaged with `inv`.
    pub fn engaged(&self, inv: Inv) -> SmallVec<[EnemyId; 4]> {
        self.enemies.iter().filter(|e| self.engaged_with(e, inv)).map(|e| e.id).collect()
    }

    /// An enemy's fight, evade and health with their modifiers.
    pub fn enemy_fight(&self, id: EnemyId) -> u8 {
        self.enemy_stat(id, true)
    }

    /// Evade value.
    pub fn enemy_evade(&self, id: EnemyId) -> u8 {
        self.enemy_stat(id, false)
    }

    fn enemy_stat(&self, id: EnemyId, fight: bool) -> u8 {
        let Some(enemy) = self.enemy(id) else { return 0 };
        let Some(facts) = enemy.card.enemy() else { return 0 };
        let mut value = i16::from(if fight { facts.fight } else { facts.evade });
        for source in [Source::Agenda, Source::Act] {
            for ability in self.abilities_of(source) {
                for effect in ability.effects {
                    if let Effect::EnemiesGet(m) = effect {
                        value += i16::from(if fight { m.fight } else { m.evade });
                    }
                }
            }
        }
        value += i16::from(crate::hooks::enemy_modifier(self, enemy));
        value.clamp(0, 255) as u8
    }

    /// An enemy's health.
    pub fn enemy_health(&self, id: EnemyId) -> u16 {
        self.enemy(id).and_then(|e| e.card.enemy()).map_or(1, |f| f.health.with(self.starting).max(1))
    }

    /// An investigator's skill value outside a test's own modifiers (base, constants, lasting).
    pub fn skill_value(&self, seat: Inv, skill: Skill) -> i16 {
        let def = self.investigator_def(seat);
        let mut value = i16::from(part(def.skills, skill));
        let inv = &self.investigators[usize::from(seat)];
        for asset in &inv.assets {
            value += constant_skill(asset.card.abilities(), skill, |c| {
                self.condition_holds(c, None, self.asset_ctx(seat, asset))
            });
        }
        for t in &inv.threat {
            value += constant_skill(t.card.abilities(), skill, |_| true);
        }
        for l in &self.lasting {
            if l.inv == seat
                && let LastingKind::Skills(s) = l.what
            {
                value += i16::from(part(s, skill));
            }
        }
        value
    }

    fn asset_ctx(&self, seat: Inv, asset: &Asset) -> Ctx {
        Ctx { inv: seat, source: Source::Asset(asset.id), enemy: None, trait_: None }
    }

    /// Additional actions an investigator gets each turn (only for abilities of a trait).
    pub(crate) fn additional_actions(&self, seat: Inv) -> u8 {
        self.abilities_of(Source::Investigator(seat))
            .iter()
            .filter(|a| a.timing == Timing::Constant)
            .flat_map(|a| a.effects)
            .map(|e| if let Effect::AdditionalActions(n) = e { *n } else { 0 })
            .sum()
    }

    /// Doom on every card in play.
    pub fn doom_in_play(&self) -> u16 {
        u16::from(self.agenda_doom)
            + self.enemies.iter().map(|e| u16::from(e.doom)).sum::<u16>()
            + self.locations.iter().filter(|l| l.in_play).map(|l| u16::from(l.doom)).sum::<u16>()
    }

    /// Clues held by the investigators still in the scenario.
    pub(crate) fn group_clues(&self) -> u16 {
        self.in_order().map(|i| u16::from(self.investigators[usize::from(i)].clues)).sum()
    }

    /// Clues the investigators still in the scenario may spend as a group: not those of an
    /// investigator who cannot spend clues ([`State::clues_blocked`]).
    pub(crate) fn spendable_group_clues(&self) -> u16 {
        self.in_order()
            .filter(|&i| !self.clues_blocked(i))
            .map(|i| u16::from(self.investigators[usize::from(i)].clues))
            .sum()
    }

    /// Whether an enemy engaged with `seat` stops them discovering or spending clues.
    pub(crate) fn clues_blocked(&self, seat: Inv) -> bool {
        self.engaged(seat).iter().any(|&id| {
            self.enemy(id).is_some_and(|e| {
                !e.blank
                    && e.card.abilities().iter().any(|a| a.effects.contains(&Effect::NoCluesWhileEngaged))
            })
        })
    }

    /// Whether a constant "no assets or events" card is in `seat`'s threat area.
    pub(crate) fn no_assets_or_events(&self, seat: Inv) -> bool {
        self.investigators[usize::from(seat)]
            .threat
            .iter()
            .any(|t| t.card.abilities().iter().any(|a| a.effects.contains(&Effect::NoAssetsOrEvents)))
    }

    /// A count for X and "per" effects.
    pub(crate) fn count(&self, what: Count, ctx: Ctx) -> u16 {
        let inv = &self.investigators[usize::from(ctx.inv)];
        let trait_ = ctx.trait_.unwrap_or("");
        match what {
            Count::CluesOnLocation => {
                self.locations.get(usize::from(inv.at.0)).map_or(0, |l| u16::from(l.clues))
            }
            Count::HorrorOnYou => u16::from(inv.horror),
            Count::TomesYouControl => inv.assets.iter().filter(|a| a.card.has_trait("Tome")).count() as u16,
            Count::TraitEnemiesAtLocation => {
                self.enemies.iter().filter(|e| e.at == inv.at && e.card.has_trait(trait_)).count() as u16
            }
            Count::TraitEnemiesInPlay => {
                self.enemies.iter().filter(|e| e.card.has_trait(trait_)).count() as u16
            }
            Count::HighestDoomOnTraitEnemy => self
                .enemies
                .iter()
                .filter(|e| e.card.has_trait(trait_))
                .map(|e| u16::from(e.doom))
                .max()
                .unwrap_or(0),
            Count::DoomInPlay => self.doom_in_play(),
        }
    }

    /// Whether a condition holds in `ctx` (`card` is the card the ability names).
    pub(crate) fn condition_holds(&self, condition: Condition, card: Option<&'static str>, ctx: Ctx) -> bool {
        let test = self.tests.last();
        let inv = &self.investigators[usize::from(ctx.inv)];
        let margin = test.and_then(|t| t.margin);
        use crate::state::TestKind;
        match condition {
            Condition::Always => true,
            Condition::Investigating => {
                test.is_some_and(|t| t.inv == ctx.inv && matches!(t.kind, TestKind::Investigate(_)))
            }
            Condition::Attacking => {
                test.is_some_and(|t| t.inv == ctx.inv && matches!(t.kind, TestKind::Fight(_)))
            }
            Condition::Evading => {
                test.is_some_and(|t| t.inv == ctx.inv && matches!(t.kind, TestKind::Evade(_)))
            }
            Condition::Success => margin.is_some_and(|m| m >= 0),
            Condition::SuccessByTwo => margin.is_some_and(|m| m >= 2),
            Condition::SuccessByThree => margin.is_some_and(|m| m >= 3),
            Condition::Failure => margin.is_some_and(|m| m < 0),
            Condition::CluesOnLocation => {
                self.locations.get(usize::from(inv.at.0)).is_some_and(|l| l.clues > 0)
            }
            Condition::NoCluesOnLocation => {
                self.locations.get(usize::from(inv.at.0)).is_some_and(|l| l.clues == 0)
            }
            Condition::OnlyEnemyEngaged => self.engaged(ctx.inv).len() == 1,
            Condition::SymbolRevealed => test.is_some_and(|t| {
                t.tokens.iter().any(|k| {
                    matches!(
                        k,
                        data::Token::Skull
                            | data::Token::Cultist
                            | data::Token::Tablet
                            | data::Token::ElderThing
                            | data::Token::AutoFail
                    )
                })
            }),
            Condition::SkullOrFailRevealed => test.is_some_and(|t| {
                t.tokens.iter().any(|k| matches!(k, data::Token::Skull | data::Token::AutoFail))
            }),
            Condition::NoClues => inv.clues == 0,
            Condition::Controlled => match card {
                Some(code) => self.controls(ctx.inv, code),
                None => true,
            },
            Condition::Uncontrolled => {
                card.is_some_and(|code| !self.investigators.iter().any(|_| self.anyone_controls(code)))
            }
            Condition::OwnTest => test.is_some_and(|t| t.inv == ctx.inv),
            Condition::EnemyExhausted => ctx.enemy.and_then(|id| self.enemy(id)).is_some_and(|e| e.exhausted),
            Condition::NonEliteEnemy => {
                ctx.enemy.and_then(|id| self.enemy(id)).is_some_and(|e| !e.card.has_trait("Elite"))
            }
            Condition::TraitEnemyAtLocation => {
                self.enemies.iter().any(|e| e.at == inv.at && ctx.trait_.is_some_and(|t| e.card.has_trait(t)))
            }
            Condition::TraitEnemyInPlay => {
                self.enemies.iter().any(|e| ctx.trait_.is_some_and(|t| e.card.has_trait(t)))
            }
            Condition::NoAssets => inv.assets.is_empty(),
            Condition::ThresholdOnSelf => {
                self.act_collects().is_some_and(|need| u16::from(self.act_clues) >= need)
            }
        }
    }

    /// Whether `seat` controls a card with this code (an asset in play).
    pub(crate) fn controls(&self, seat: Inv, code: &str) -> bool {
        self.investigators[usize::from(seat)].assets.iter().any(|a| a.card.code() == code)
    }

    fn anyone_controls(&self, code: &str) -> bool {
        self.investigators.iter().any(|inv| inv.assets.iter().any(|a| a.card.code() == code))
    }
}

/// The constant skill modifiers of a card's abilities.
fn constant_skill(abilities: &[data::AbilityDef], skill: Skill, holds: impl Fn(Condition) -> bool) -> i16 {
    let mut value = 0;
    for ability in abilities {
        if ability.timing != Timing::Constant || !holds(ability.when) {
            continue;
        }
        for effect in ability.effects {
            if let Effect::Skill(s) = effect {
                value += i16::from(part(*s, skill));
            }
        }
    }
    value
}

#[cfg(test)]
#[path = "map_tests.rs"]
mod map_tests;
