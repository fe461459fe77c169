//! Arkham Horror (2nd edition): reads `content/data/arkham-2e/*.toml` through the types of
//! `content_schema::arkham_2e` (which say how each is written, effects included) and bakes the
//! tables of `content::arkham_2e`. Ids other entries name (locations, neighbourhoods, Other
//! Worlds, cards) are put in scope first, so a wrong one is reported where it is written. What
//! stays here is what a type cannot say: id prefixes, street links and their arrows, a location
//! card's encounters against its neighbourhood, a gate card's against the Other Worlds, hooks
//! declared and used, counts and coverage.

use content_schema::arkham_2e::{
    AncientOneDef, CARD, CardDef, Deck, Effect, GateCardDef, Hook, HookDef, InvestigatorDef, LOCATION,
    LocationCardDef, LocationDef, MONSTER, MonsterDef, MythosDef, MythosKind, NEIGHBOURHOOD,
    NeighbourhoodDef, OtherWorldDef, Source, WORLD,
};
use content_schema::read::Scope;

use crate::Diagnostic;
use crate::codegen::Tables;
use crate::reader::Sink;
use crate::schema::{self, Component, Doc, Read, tables};

tables! {
    neighbourhoods: NeighbourhoodDef = "neighbourhood" as "neighbourhood"
        => "NEIGHBOURHOODS", "The nine neighbourhoods (street areas and their arrows), sorted by id.", |e| e.value.id;
    locations: LocationDef = "location" as "location"
        => "LOCATIONS", "Arkham's locations (and the Inner Sanctum), sorted by id.", |e| e.value.id;
    worlds: OtherWorldDef = "world" as "Other World"
        => "OTHER_WORLDS", "The eight Other Worlds, sorted by id.", |e| e.value.id;
    investigators: InvestigatorDef = "investigator" as "investigator"
        => "INVESTIGATORS", "Investigator sheets, sorted by id.", |e| e.value.id;
    ancient_ones: AncientOneDef = "ancient_one" as "ancient one"
        => "ANCIENT_ONES", "Ancient One sheets, sorted by id.", |e| e.value.id;
    monsters: MonsterDef = "monster" as "monster"
        => "MONSTERS", "Monster kinds (`copies` tokens each), sorted by id.", |e| e.value.id;
    cards: CardDef = "card" as "card"
        => "CARDS", "Investigator cards of every deck (`copies` each), sorted by id.", |e| e.value.id;
    location_cards: LocationCardDef = "location_card" as "location card"
        => "LOCATION_CARDS", "Location cards of the nine neighbourhood decks, sorted by id.", |e| e.value.id;
    gate_cards: GateCardDef = "gate_card" as "gate card"
        => "GATE_CARDS", "Gate cards (Other World encounters), sorted by id.", |e| e.value.id;
    mythos: MythosDef = "mythos" as "mythos card"
        => "MYTHOS", "Mythos cards, sorted by id.", |e| e.value.id;
    hooks: HookDef = "hook" as "hook"
        => "HOOKS", "Every hook the content names, with its rule; sorted by name.", |e| e.value.name.name();
    @extra {}
}

/// Component counts from the rulebook's component list.
const EXPECTED: &[(&str, u32)] = &[
    ("neighbourhood", 9),
    ("location", 26),
    ("other world", 8),
    ("gate marker", 16),
    ("investigator", 16),
    ("ancient one", 8),
    ("monster", 60),
    ("common item", 44),
    ("unique item", 39),
    ("spell", 40),
    ("skill", 20),
    ("ally", 11),
    ("special", 35),
    ("location card", 63),
    ("location encounter", 189),
    ("gate card", 49),
    ("gate encounter", 145),
    ("mythos", 67),
];

type Effects = &'static [Effect];

/// A component and the hooks its effect lists and named rules name.
fn part<T>(
    e: &Read<T>,
    kind: &'static str,
    copies: u8,
    source: Source,
    lists: &[Effects],
    rules: &[Option<Hook>],
) -> Component {
    let hooks = Effect::hooks(lists).into_iter().chain(rules.iter().flatten().copied());
    Component::new(e, kind, u32::from(copies), source, hooks.map(Hook::name))
}

impl super::GameData for Content {
    const NAME: &'static str = "arkham-2e";
    const EXPECTED: &'static [(&'static str, u32)] = EXPECTED;

    fn scopes(docs: &[Doc<'static>]) -> Vec<(Scope, Vec<String>)> {
        let ids = |key| super::ids(docs, key, "id");
        vec![
            (LOCATION, ids("location")),
            (NEIGHBOURHOOD, ids("neighbourhood")),
            (WORLD, ids("world")),
            (CARD, ids("card")),
            (MONSTER, ids("monster")),
        ]
    }

    fn declared_hooks(&self) -> Vec<(&'static str, Diagnostic)> {
        self.hooks.iter().map(|e| (e.value.name.name(), e.error("name", ""))).collect()
    }

    /// Every component, for coverage and the hooks each names.
    fn components(&self) -> Vec<Component> {
        let mut out = Vec::new();
        for e in &self.neighbourhoods {
            out.push(part(e, "neighbourhood", 1, e.value.source, &[], &[]));
        }
        for e in self.locations.iter() {
            let kind = if e.value.hidden { "" } else { "location" };
            out.push(part(e, kind, 1, e.value.source, &[e.value.ability], &[]));
        }
        for e in &self.worlds {
            out.push(part(e, "other world", 1, e.value.source, &[], &[]));
            out.push(part(e, "gate marker", e.value.gates, e.value.source, &[], &[]));
        }
        for e in &self.investigators {
            out.push(part(e, "investigator", 1, e.value.source, &[], &[Some(e.value.ability)]));
        }
        for e in &self.ancient_ones {
            let a = &e.value;
            let attack = a.attack.map_or(&[][..], |attack| attack.fail);
            let rules = [Some(a.worshippers), Some(a.power), a.start_of_battle, a.attack_rule];
            out.push(part(e, "ancient one", 1, a.source, &[attack], &rules));
        }
        for e in &self.monsters {
            let m = &e.value;
            out.push(part(e, "monster", m.copies, m.source, &[m.defeated, m.fail], &[m.rule]));
        }
        for e in &self.cards {
            let d = &e.value;
            out.push(part(
                e,
                d.deck.label(),
                d.copies,
                d.source,
                &[d.on_use, d.on_gain, d.upkeep],
                &[d.rule],
            ));
        }
        for e in &self.location_cards {
            out.push(part(e, "location card", 1, e.value.source, &[], &[]));
            for encounter in e.value.encounters {
                out.push(part(e, "location encounter", 1, e.value.source, &[encounter.effects], &[]));
            }
        }
        for e in &self.gate_cards {
            out.push(part(e, "gate card", 1, e.value.source, &[], &[]));
            for encounter in e.value.encounters {
                out.push(part(e, "gate encounter", 1, e.value.source, &[encounter.effects], &[]));
            }
        }
        for e in &self.mythos {
            out.push(part(e, "mythos", 1, e.value.source, &[e.value.effects], &[e.value.rule]));
        }
        out
    }

    /// The `ancient-one` option's values come from the data, so an Ancient One added or retired
    /// in the TOML is offered or refused by name with no engine edit.
    fn emit_more(&mut self, t: &mut Tables) {
        let mut names: Vec<&str> =
            self.ancient_ones.iter().map(|e| e.value.id.rsplit('/').next().unwrap_or(e.value.id)).collect();
        names.sort_unstable();
        names.insert(0, "random");
        let doc = "The `ancient-one` option's values: `random`, then each Ancient One's short id, sorted.";
        t.value("ANCIENT_ONE_OPTIONS", "&[&str]", doc, &names.as_slice());
    }

    fn check(&mut self, sink: &Sink, _dir: &str) {
        let mut seen = Vec::new();
        macro_rules! ids {
            ($($list:ident: $prefix:literal),*) => {$(
                schema::check_ids(&self.$list, |e| e.id, concat!("arkham-2e/", $prefix, "/"), &mut seen, sink);
            )*};
        }
        ids!(neighbourhoods: "neighbourhood", locations: "location", worlds: "world");
        ids!(investigators: "investigator", ancient_ones: "ancient-one", monsters: "monster");
        ids!(location_cards: "location-card", gate_cards: "gate-card", mythos: "mythos");
        for e in &self.cards {
            let prefix = format!("arkham-2e/{}/", e.value.deck.label().replace(' ', "-"));
            schema::check_ids([e], |c| c.id, &prefix, &mut seen, sink);
        }
        self.check_streets(sink);
        for e in &self.location_cards {
            let here: Vec<&str> = (self.locations.iter())
                .filter(|l| l.value.neighbourhood == e.value.neighbourhood)
                .map(|l| l.value.id)
                .collect();
            let mut wanted = here.clone();
            for (index, encounter) in e.value.encounters.iter().enumerate() {
                let path = format!("encounter.{index}.location");
                if !here.contains(&encounter.location) {
                    let message = format!("location \"{}\" is not in this neighbourhood", encounter.location);
                    sink.push(e.error_at(&path, message));
                } else if !wanted.contains(&encounter.location) {
                    let message = format!("a second encounter for \"{}\"", encounter.location);
                    sink.push(e.error_at(&path, message));
                }
                wanted.retain(|id| *id != encounter.location);
            }
            if !wanted.is_empty() && !e.partial {
                let message = format!("no encounter for {}", wanted.join(", "));
                sink.push(e.error("encounter", message));
            }
        }
        for e in &self.gate_cards {
            for (index, encounter) in e.value.encounters.iter().enumerate() {
                let world = self.worlds.iter().find(|w| Some(w.value.id) == encounter.world);
                if let Some(world) = world
                    && !world.value.colours.contains(&e.value.colour)
                {
                    let message =
                        format!("{} shows no {:?} encounter symbol", world.value.name, e.value.colour);
                    sink.push(e.error_at(&format!("encounter.{index}.world"), message));
                }
            }
        }
        for e in &self.cards {
            let d = &e.value;
            let priced = matches!(d.deck, Deck::CommonItem | Deck::UniqueItem);
            if priced != d.price.is_some() {
                sink.push(e.error("price", "price: Common and Unique Items have a price, other cards none"));
            }
            if (d.deck == Deck::Spell) != d.casting.is_some() && d.rule.is_none() {
                sink.push(e.error("casting", "casting: a Spell has a casting modifier (or a rule)"));
            }
        }
        for e in &self.mythos {
            let m = &e.value;
            let special = m.kind == MythosKind::Special;
            if !special && (m.gate.is_none() || m.white.is_empty() && m.black.is_empty()) {
                sink.push(e.error("gate", "a Mythos card names its gate and its monster movement"));
            }
            if (m.kind == MythosKind::Rumor || special) && m.clue.is_some() {
                sink.push(e.error("clue", "a Rumor (or a card of no type) places no Clue"));
            }
        }
    }
}

impl Content {
    /// Arrows lead to linked streets, never back to the street itself, and every street can be
    /// reached from every other.
    fn check_streets(&self, sink: &Sink) {
        let streets: Vec<&str> = self.neighbourhoods.iter().map(|e| e.value.id).collect();
        let mut links: Vec<(&str, &str)> = Vec::new();
        for e in &self.neighbourhoods {
            let n = &e.value;
            for (key, to) in [("white", n.white), ("black", n.black)] {
                if to == n.id {
                    sink.push(e.error(key, "an arrow leads to another street, not back to this one"));
                }
            }
            for to in [n.white, n.black].into_iter().chain(n.links.iter().copied()) {
                links.push((n.id, to));
            }
        }
        let Some(first) = streets.first() else { return };
        let mut reached = vec![*first];
        let mut changed = true;
        while changed {
            changed = false;
            for &(a, b) in &links {
                for (from, to) in [(a, b), (b, a)] {
                    if reached.contains(&from) && !reached.contains(&to) {
                        reached.push(to);
                        changed = true;
                    }
                }
            }
        }
        for e in &self.neighbourhoods {
            if !reached.contains(&e.value.id) {
                sink.push(e.error("id", "no street link reaches this neighbourhood"));
            }
        }
    }
}

#[cfg(test)]
mod tests;
