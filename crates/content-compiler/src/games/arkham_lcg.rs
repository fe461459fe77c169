//! Arkham Horror: The Card Game: reads `content/data/arkham-lcg/*.toml` through the types of
//! `content_schema::arkham_lcg` (which say how each is written, abilities included) and bakes
//! the tables of `content::arkham_lcg`. Card codes, encounter sets and campaign-log entries are
//! put in scope first, so a wrong reference is reported where it is written. What stays here is
//! what a type cannot say: codes unique, references of the right kind, decks legal, location
//! symbols that connect, hooks declared and used, counts and coverage.

use content_schema::arkham_lcg::{
    ACT, AGENDA, AbilityDef, ActDef, AgendaDef, CARD, DeckDef, ENEMY, Effect, EncounterSetDef, EnemyDef,
    Hook, HookDef, INVESTIGATOR, InvestigatorDef, LOCATION, LOG, LocationDef, LogEntryDef, PlayerCardDef,
    PlayerKind, SET, ScenarioDef, Source, TreacheryDef, Weakness,
};
use content_schema::read::Scope;

use crate::Diagnostic;
use crate::reader::Sink;
use crate::schema::{self, Component, Doc, Read, tables};

tables! {
    sets: EncounterSetDef = "encounter_set" as "encounter set"
        => "ENCOUNTER_SETS", "Encounter sets, sorted by id.", |e| e.value.id;
    investigators: InvestigatorDef = "investigator" as "investigator"
        => "INVESTIGATORS", "Investigators, sorted by code.", |e| e.value.id;
    cards: PlayerCardDef = "card" as "card"
        => "PLAYER_CARDS", "Player cards (assets, events, skills, weaknesses, the story asset), sorted by code.", |e| e.value.id;
    scenarios: ScenarioDef = "scenario" as "scenario"
        => "SCENARIOS", "The campaign's scenarios, in order.", |e| e.value.number;
    agendas: AgendaDef = "agenda" as "agenda"
        => "AGENDAS", "Agendas, sorted by code.", |e| e.value.id;
    acts: ActDef = "act" as "act"
        => "ACTS", "Acts, sorted by code.", |e| e.value.id;
    locations: LocationDef = "location" as "location"
        => "LOCATIONS", "Locations, sorted by code.", |e| e.value.id;
    enemies: EnemyDef = "enemy" as "enemy"
        => "ENEMIES", "Encounter enemies, sorted by code.", |e| e.value.id;
    treacheries: TreacheryDef = "treachery" as "treachery"
        => "TREACHERIES", "Encounter treacheries, sorted by code.", |e| e.value.id;
    log: LogEntryDef = "log_entry" as "campaign-log entry"
        => "CAMPAIGN_LOG", "Campaign-log entries, sorted by id.", |e| e.value.id;
    decks: DeckDef = "deck" as "deck"
        => "DEFAULT_DECKS", "A default deck per investigator, sorted by investigator.", |e| e.value.investigator;
    hooks: HookDef = "hook" as "hook"
        => "HOOKS", "Every hook the content names, sorted by name.", |e| e.value.name.name();
    @extra {}
}

/// Card codes per kind in the reference data (arkhamdb `core.json` and `core_encounter.json`,
/// the placeholder 01000 left out: it is no card).
const EXPECTED: &[(&str, u32)] = &[
    ("investigator", 5),
    ("asset", 49),
    ("event", 26),
    ("skill", 10),
    ("weakness", 13),
    ("story asset", 1),
    ("scenario", 3),
    ("agenda", 8),
    ("act", 7),
    ("location", 24),
    ("enemy", 21),
    ("treachery", 16),
    ("default deck", 5),
];

/// A component and the hooks its abilities and effect lists name.
fn part<T>(
    e: &Read<T>,
    kind: &'static str,
    source: Source,
    abilities: &[AbilityDef],
    lists: &[&[Effect]],
) -> Component {
    let hooks = AbilityDef::hooks(abilities).into_iter().chain(Effect::hooks(lists));
    Component::new(e, kind, 1, source, hooks.map(Hook::name))
}

impl super::GameData for Content {
    const NAME: &'static str = "arkham-lcg";
    const EXPECTED: &'static [(&'static str, u32)] = EXPECTED;

    fn scopes(docs: &[Doc<'static>]) -> Vec<(Scope, Vec<String>)> {
        let keys = ["investigator", "card", "scenario", "agenda", "act", "location", "enemy", "treachery"];
        let codes = keys.iter().flat_map(|key| super::ids(docs, key, "id")).collect();
        let ids = |key| super::ids(docs, key, "id");
        vec![
            (CARD, codes),
            (SET, ids("encounter_set")),
            (LOG, ids("log_entry")),
            (INVESTIGATOR, ids("investigator")),
            (AGENDA, ids("agenda")),
            (ACT, ids("act")),
            (LOCATION, ids("location")),
            (ENEMY, ids("enemy")),
        ]
    }

    fn declared_hooks(&self) -> Vec<(&'static str, Diagnostic)> {
        self.hooks.iter().map(|e| (e.value.name.name(), e.error("name", ""))).collect()
    }

    /// Every component, for coverage and the hooks each names: one per card code.
    fn components(&self) -> Vec<Component> {
        let mut out = Vec::new();
        out.extend(
            self.investigators
                .iter()
                .map(|e| part(e, "investigator", e.value.source, e.value.abilities, &[])),
        );
        for e in &self.cards {
            let kind = match (e.value.weakness, e.value.kind, e.value.set) {
                (_, _, Some(_)) => "story asset",
                (Weakness::Signature | Weakness::Basic, ..) => "weakness",
                (_, PlayerKind::Asset, _) => "asset",
                (_, PlayerKind::Event, _) => "event",
                (_, PlayerKind::Skill, _) => "skill",
                _ => "weakness",
            };
            out.push(part(e, kind, e.value.source, e.value.abilities, &[]));
        }
        for e in &self.scenarios {
            let s = &e.value;
            let tokens = s.easy_standard.iter().chain(s.hard_expert).flat_map(|t| [t.effects, t.fail]);
            let lists: Vec<&[Effect]> = tokens.collect();
            let named = s.resolutions.iter().filter_map(|r| r.hook).chain(s.setup_hook);
            let hooks = Effect::hooks(&lists).into_iter().chain(named).map(Hook::name);
            out.push(Component::new(e, "scenario", 1, s.source, hooks));
        }
        macro_rules! plain {
            ($($list:ident: $kind:literal $(+ $advance:ident)?),*) => {$(
                out.extend(self.$list.iter().map(|e| {
                    part(e, $kind, e.value.source, e.value.abilities, &[$(e.value.$advance)?])
                }));
            )*};
        }
        plain!(agendas: "agenda" + advance, acts: "act" + advance, locations: "location");
        plain!(enemies: "enemy", treacheries: "treachery");
        out.extend(self.decks.iter().map(|e| part(e, "default deck", e.value.source, &[], &[])));
        out
    }

    fn check(&mut self, sink: &Sink, _dir: &str) {
        let mut seen = Vec::new();
        macro_rules! ids {
            ($($list:ident),*) => {$( schema::check_ids(&self.$list, |e| e.id, "", &mut seen, sink); )*};
        }
        ids!(investigators, cards, scenarios, agendas, acts, locations, enemies, treacheries);
        for (index, e) in self.sets.iter().enumerate() {
            if self.sets[..index].iter().any(|other| other.value.id == e.value.id) {
                sink.push(e.error("id", format!("duplicate encounter set \"{}\"", e.value.id)));
            }
        }
        for e in &self.scenarios {
            let s = &e.value;
            let in_play = s.locations.iter().chain(s.random_locations.iter().flat_map(|pick| pick.from));
            if !in_play.clone().any(|code| *code == s.start_at) {
                sink.push(e.error(
                    "start_at",
                    format!("start_at: \"{}\" is not among the scenario's locations", s.start_at),
                ));
            }
            for pick in s.random_locations {
                if usize::from(pick.pick) > pick.from.len() || pick.pick == 0 {
                    sink.push(e.error(
                        "random_locations",
                        "random_locations: pick 1 to as many as there are candidates",
                    ));
                }
            }
            let bag = s.chaos_bag;
            for (key, list) in
                [("easy", bag.easy), ("standard", bag.standard), ("hard", bag.hard), ("expert", bag.expert)]
            {
                if list.is_empty() {
                    sink.push(
                        e.error_at(&format!("chaos_bag.{key}"), "chaos_bag: every difficulty needs tokens"),
                    );
                }
            }
        }
        for e in &self.agendas {
            if e.value.doom.with(1) == 0 {
                sink.push(e.error("doom", "doom: an agenda's threshold is at least 1"));
            }
        }
        self.check_locations(sink);
        self.check_cards(sink);
        self.check_decks(sink);
    }
}

impl Content {
    /// Every connection symbol is the symbol of another location of the same encounter set.
    fn check_locations(&self, sink: &Sink) {
        for e in &self.locations {
            let l = &e.value;
            let symbols: Vec<_> = self
                .locations
                .iter()
                .filter(|other| other.value.set == l.set && other.value.id != l.id)
                .flat_map(|other| [other.value.unrevealed.symbol, other.value.revealed.symbol])
                .collect();
            for (key, side) in [("unrevealed", l.unrevealed), ("revealed", l.revealed)] {
                for symbol in side.connections.iter().filter(|symbol| !symbols.contains(symbol)) {
                    let message = format!(
                        "{key}.connections: no other location of set \"{}\" shows \"{}\"",
                        l.set,
                        format!("{symbol:?}").to_lowercase()
                    );
                    sink.push(e.error(key, message));
                }
            }
        }
    }

    /// What each kind of player card needs, and signature cards against their investigator.
    fn check_cards(&self, sink: &Sink) {
        for e in &self.cards {
            let card = &e.value;
            let played = matches!(card.kind, PlayerKind::Asset | PlayerKind::Event);
            let special = card.weakness != Weakness::No || card.signature_of.is_some() || card.set.is_some();
            let owner = card.signature_of.map(|code| self.investigators.iter().find(|i| i.value.id == code));
            let checks = [
                (
                    played && card.weakness == Weakness::No && card.cost.is_none()
                        || !played && card.cost.is_some(),
                    "cost",
                    "assets and events have a cost (weaknesses may not), other cards none",
                ),
                (
                    (card.kind == PlayerKind::Enemy) != card.enemy.is_some(),
                    "enemy",
                    "an enemy weakness has its numbers, and only it",
                ),
                (
                    special && card.level.is_some(),
                    "level",
                    "signature cards, weaknesses and story assets have no level",
                ),
                (!special && card.level.is_none(), "level", "a class card needs its level"),
                (
                    owner.is_some_and(|i| i.is_none_or(|i| !i.value.required.contains(&card.id))),
                    "signature_of",
                    "not an investigator requiring this card",
                ),
            ];
            for (_, key, message) in checks.into_iter().filter(|(wrong, ..)| *wrong) {
                sink.push(e.error(key, format!("{key}: {message}")));
            }
        }
        for e in &self.investigators {
            for code in e.value.required {
                if !self
                    .cards
                    .iter()
                    .any(|card| card.value.id == *code && card.value.signature_of == Some(e.value.id))
                {
                    let message =
                        format!("required: \"{code}\" is not a signature card of this investigator");
                    sink.push(e.error_at_str(code, message));
                }
            }
        }
    }

    /// Default decks: one per investigator, its size, copy limits and deck-building options.
    fn check_decks(&self, sink: &Sink) {
        for e in &self.investigators {
            if !self.decks.iter().any(|deck| deck.value.investigator == e.value.id) {
                sink.push(e.error("id", "no [[deck]] for this investigator"));
            }
        }
        for e in &self.decks {
            let deck = &e.value;
            // The investigator's code is checked where it is read.
            let Some(owner) = self.investigators.iter().find(|i| i.value.id == deck.investigator) else {
                continue;
            };
            let size: u32 = deck.cards.iter().map(|(_, n)| u32::from(*n)).sum();
            if size != u32::from(owner.value.deck_size) {
                let want = owner.value.deck_size;
                let message =
                    format!("cards: {size} cards, but {} plays a deck of exactly {want}", owner.value.name);
                sink.push(e.error("cards", message));
            }
            for &(code, copies) in deck.cards {
                let at = format!("cards.{code}");
                let Some(card) = self.cards.iter().map(|c| &c.value).find(|c| c.id == code) else {
                    sink.push(e.error_at(&at, format!("cards: \"{code}\" is not a player card")));
                    continue;
                };
                let name = format!("\"{code}\" {}", card.name);
                let level =
                    card.level.map_or_else(|| "no level".to_owned(), |level| format!("level {level}"));
                let problem = if card.weakness != Weakness::No
                    || card.signature_of.is_some()
                    || card.set.is_some()
                {
                    Some(format!(
                        "{name} is a weakness, signature or story card (required cards come from the investigator)"
                    ))
                } else if !owner.value.may_take(card.class, card.level.unwrap_or(0)) {
                    Some(format!("{} may not take {name} ({:?}, {level})", owner.value.name, card.class))
                } else if copies > card.deck_limit || copies > card.copies || copies == 0 {
                    Some(format!(
                        "{copies} copies of {name} (deck limit {}, {} in the box)",
                        card.deck_limit, card.copies
                    ))
                } else {
                    None
                };
                if let Some(problem) = problem {
                    sink.push(e.error_at(&at, format!("cards: {problem}")));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
