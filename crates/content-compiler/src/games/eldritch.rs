//! Eldritch Horror: reads `content/data/eldritch/*.toml` through the types of
//! `content_schema::eldritch` (which say how each is written, effects included) and bakes the
//! tables of `content::eldritch`. Ids other entries name (locations, monsters, cards, Ancient
//! Ones, hooks) are put in scope first, so a wrong one is reported where it is written. What
//! stays here is what a type cannot say: ids, paths, sections against their deck's cities,
//! backs per copy, hooks declared and used, the Mythos recipes, counts and coverage.

use content_schema::eldritch::{
    ANCIENT_ONE, ARTIFACT, ASSET, AncientOneDef, CONDITION, CardDef, CardEntry, ClueDef, Effect,
    EncounterDeck, EncounterDef, GateDef, Hook, HookDef, InvestigatorDef, LOCATION, LocationDef,
    LocationKind, MONSTER, MonsterDef, MonsterRules, MysteryDef, MysteryGoal, MythosColor, MythosDef,
    MythosIcon, OmenTrackDef, PathDef, ReferenceCardDef, Region, SPELL, SectionAt, Source,
};
use content_schema::read::Scope;

use crate::Diagnostic;
use crate::codegen::Tables;
use crate::reader::Sink;
use crate::schema::{self, Component, Doc, Read, tables};

tables! {
    locations: LocationDef = "location" as "location"
        => "LOCATIONS", "Board locations, sorted by id.", |e| e.value.id;
    paths: PathDef = "path" as "path"
        => "PATHS", "Paths between locations (`a < b`), sorted.", |e| format!("{}/{}", e.value.a, e.value.b);
    gates: GateDef = "gate" as "gate"
        => "GATES", "The gate tokens, sorted by location.", |e| e.value.location;
    clues: ClueDef = "clue" as "clue"
        => "CLUES", "The clue tokens, sorted by location.", |e| e.value.location;
    reference_cards: ReferenceCardDef = "reference_card" as "reference card"
        => "REFERENCE_CARDS", "The reference cards, by player count.", |e| e.value.min_players.to_string();
    investigators: InvestigatorDef = "investigator" as "investigator"
        => "INVESTIGATORS", "Investigator sheets, sorted by id.", |e| e.value.id;
    monsters: MonsterDef = "monster" as "monster"
        => "MONSTERS", "Monster tokens (one entry per kind, `copies` tokens), sorted by id.", |e| e.value.id;
    ancient_ones: AncientOneDef = "ancient_one" as "ancient one"
        => "ANCIENT_ONES", "Ancient One sheets, sorted by id.", |e| e.value.id;
    mysteries: MysteryDef = "mystery" as "mystery"
        => "MYSTERIES", "Mystery cards, sorted by id.", |e| e.value.id;
    encounters: EncounterDef = "encounter" as "encounter"
        => "ENCOUNTERS", "Encounter cards of every deck, sorted by id.", |e| e.value.id;
    mythos: MythosDef = "mythos" as "mythos card"
        => "MYTHOS", "Mythos cards, sorted by id.", |e| e.value.id;
    hooks: HookDef = "hook" as "hook"
        => "HOOKS", "Every `custom` hook the content uses, sorted by name.", |e| e.value.name.name();
    @extra {
        omen_track: Vec<Read<OmenTrackDef>>,
        /// Assets, Artifacts, Spells and Conditions, in [`CARD_KEYS`] order.
        cards: [Vec<Read<CardEntry>>; 4],
    }
}

const CARD_KEYS: [&str; 4] = ["asset", "artifact", "spell", "condition"];

/// A component and the hooks its effect lists (and `named`: a Monster's combat) name.
fn part<T>(e: &Read<T>, kind: &'static str, copies: u8, source: Source, lists: &[Effects]) -> Component {
    Component::new(e, kind, u32::from(copies), source, Effect::hooks(lists).into_iter().map(Hook::name))
}

type Effects = &'static [Effect];

impl super::GameData for Content {
    const NAME: &'static str = "eldritch";
    const EXPECTED: &'static [(&'static str, u32)] = EXPECTED;

    fn scopes(docs: &[Doc<'static>]) -> Vec<(Scope, Vec<String>)> {
        let ids = |key| super::ids(docs, key, "id");
        vec![
            (LOCATION, ids("location")),
            (MONSTER, ids("monster")),
            (CONDITION, ids("condition")),
            (ASSET, ids("asset")),
            (ARTIFACT, ids("artifact")),
            (SPELL, ids("spell")),
            (ANCIENT_ONE, ids("ancient_one")),
        ]
    }

    fn read_more(&mut self, doc: &Doc<'static>, sink: &Sink) {
        self.omen_track.extend(doc.table("omen_track", "omen_track", sink));
        for (cards, key) in self.cards.iter_mut().zip(CARD_KEYS) {
            cards.extend(doc.entries(key, key, sink));
        }
    }

    fn declared_hooks(&self) -> Vec<(&'static str, Diagnostic)> {
        self.hooks.iter().map(|e| (e.value.name.name(), e.error("name", ""))).collect()
    }

    /// Every component, for coverage and the hooks each names. Monsters, Ancient Ones and
    /// Mysteries count as data-driven (their hooks are checked, under no counted kind).
    fn components(&self) -> Vec<Component> {
        let mut out = Vec::new();
        macro_rules! plain {
            ($($list:ident: $kind:literal),*) => {$(
                out.extend(self.$list.iter().map(|e| part(e, $kind, 1, e.value.source, &[])));
            )*};
        }
        plain!(locations: "location", gates: "gate", clues: "clue", reference_cards: "reference card");
        plain!(investigators: "investigator", ancient_ones: "ancient one", mysteries: "mystery");
        for e in &self.monsters {
            let kind = if e.value.epic { "epic monster" } else { "monster" };
            out.push(part(e, kind, e.value.copies, e.value.source, &[]));
        }
        for e in &self.encounters {
            let lists: Vec<_> = e.value.sections.iter().map(|s| s.effects).collect();
            out.push(part(e, e.value.deck.label(), 1, e.value.source, &lists));
        }
        for e in &self.mythos {
            out.push(part(e, "mythos", 1, e.value.source, &[e.value.effects, e.value.reckoning_effects]));
        }
        for (list, kind) in self.cards.iter().zip(CARD_KEYS) {
            for e in list {
                let copies = e.value.cards().iter().map(|card| card.copies).sum();
                out.push(part(e, kind, copies, e.value.source, &e.value.effect_lists()));
            }
        }
        // Named under no counted kind: only checked against the declared hooks.
        let rules = |r: MonsterRules| {
            Effect::hooks(&[r.reckoning, r.on_defeat]).into_iter().chain(r.combat).map(Hook::name)
        };
        for e in &self.monsters {
            out.push(Component::new(e, "", 0, e.value.source, rules(e.value.rules)));
        }
        for e in &self.ancient_ones {
            for r in [Some(e.value.cultist_rules), e.value.awakened_cultist_rules].into_iter().flatten() {
                out.push(Component::new(e, "", 0, e.value.source, rules(r)));
            }
        }
        for e in &self.mysteries {
            let challenge = match e.value.goal {
                MysteryGoal::TokenSite { challenge, .. } => challenge,
                _ => &[],
            };
            out.push(part(e, "", 0, e.value.source, &[e.value.enters, challenge]));
        }
        out
    }

    fn check(&mut self, sink: &Sink, dir: &str) {
        macro_rules! ids {
            ($($list:expr),*) => {$(
                schema::check_ids(&$list, |e| e.id, "", &mut Vec::new(), sink);
            )*};
        }
        ids!(self.locations, self.investigators, self.monsters, self.ancient_ones, self.mysteries);
        ids!(self.encounters, self.mythos, self.cards[0], self.cards[1], self.cards[2], self.cards[3]);
        for e in &self.locations {
            if e.value.region != Region::None && e.value.kind != LocationKind::City {
                sink.push(e.error("region", "only a City has an encounter region"));
            }
        }
        let mut seen = Vec::new();
        for e in &mut self.paths {
            e.context = format!("path \"{}\" - \"{}\"", e.value.a, e.value.b);
            if seen.contains(&(e.value.a, e.value.b)) {
                sink.push(e.error("a", "this path is defined twice"));
            }
            seen.push((e.value.a, e.value.b));
        }
        match self.omen_track.as_slice() {
            [] => sink.error_unlocated(dir, "no [omen_track] table"),
            [_, more @ ..] => {
                for extra in more {
                    sink.push(extra.error("spaces", "[omen_track] is defined twice"));
                }
            }
        }
        for e in &self.encounters {
            self.check_encounter(e, sink);
        }
        for e in &self.mythos {
            if (e.value.eldritch > 0) != e.value.icons.contains(&MythosIcon::PlaceEldritch) {
                let message =
                    "eldritch: give the token count exactly when the card has the place_eldritch icon";
                sink.push(e.error("eldritch", message));
            }
        }
        for (cards, key) in self.cards.iter().zip(CARD_KEYS) {
            for e in cards {
                let (copies, backs) = (e.value.copies, e.value.backs.len());
                if (key == "asset") != e.value.cost.is_some() {
                    sink.push(e.error("cost", "cost: an Asset has a cost, and only an Asset"));
                }
                if backs > 0 && !matches!(key, "spell" | "condition") {
                    sink.push(e.error("backs", "only Spells and Conditions have backs"));
                } else if backs > 0 && backs != usize::from(copies) {
                    let message = format!("backs: {backs} backs for {copies} copies (one back per copy)");
                    sink.push(e.error("backs", message));
                }
            }
        }
        // Every Ancient One's Mythos recipe must be buildable from the colour piles.
        let colours = [MythosColor::Green, MythosColor::Yellow, MythosColor::Blue];
        for e in &self.ancient_ones {
            for (colour, pile) in colours.iter().enumerate() {
                let have = self.mythos.iter().filter(|m| m.value.color == *pile).count();
                let need: usize = e.value.mythos.iter().map(|stage| usize::from(stage[colour])).sum();
                if need > have {
                    let message = format!(
                        "its Mythos deck needs {need} cards of colour {colour} but the data has {have}"
                    );
                    sink.push(e.error("mythos", message));
                }
            }
        }
    }

    fn emit_more(&mut self, t: &mut Tables) {
        for (list, (name, what)) in self.cards.iter_mut().zip([
            ("ASSETS", "Asset cards"),
            ("ARTIFACTS", "Artifact cards"),
            ("SPELLS", "Spell cards (`copies` each)"),
            ("CONDITIONS", "Condition cards (`copies` each)"),
        ]) {
            list.sort_by_key(|e| e.value.id);
            // One table entry per copy with a back (the same id each time).
            let cards: Vec<(&str, String, CardDef)> = list
                .iter()
                .flat_map(|e| {
                    e.value.cards().into_iter().map(|card| (e.context.as_str(), e.location(), card))
                })
                .collect();
            let cards = cards.iter().map(|(context, at, card)| (*context, at.clone(), card));
            t.slice(name, "CardDef", &format!("{what}, sorted by id."), cards);
        }
        if let Some(track) = self.omen_track.first() {
            let doc = "The Omen track, clockwise from the green comet.";
            t.value("OMEN_TRACK", "OmenTrackDef", doc, &track.value);
        }
    }
}

impl Content {
    fn check_encounter(&self, e: &Read<EncounterDef>, sink: &Sink) {
        let card = &e.value;
        let deck = card.deck.label();
        if matches!(card.deck, EncounterDeck::Research | EncounterDeck::Special) && card.ancient_one.is_none()
        {
            sink.push(e.error("deck", format!("a {deck} encounter names its ancient_one")));
        }
        if card.deck == EncounterDeck::Expedition && card.location.is_none() {
            sink.push(e.error("deck", "an expedition encounter names its location (the card back)"));
        }
        if card.sections.is_empty() {
            sink.push(e.error("section", "an encounter card has at least one [[encounter.section]]"));
        }
        let region = match card.deck {
            EncounterDeck::America => Some(Region::America),
            EncounterDeck::Europe => Some(Region::Europe),
            EncounterDeck::Asia => Some(Region::Asia),
            _ => None,
        };
        for (index, section) in card.sections.iter().enumerate() {
            let ok = match (card.deck, section.at, region) {
                (EncounterDeck::General | EncounterDeck::Research, SectionAt::Kind(_), _) => true,
                (_, SectionAt::Location(id), Some(region)) => {
                    self.locations.iter().any(|l| l.value.id == id && l.value.region == region)
                }
                (EncounterDeck::General | EncounterDeck::Research, ..) | (_, _, Some(_)) => false,
                (_, at, None) => at == SectionAt::Any,
            };
            if !ok {
                let at = match section.at {
                    SectionAt::Location(id) => id.to_owned(),
                    SectionAt::Kind(kind) => format!("{kind:?}").to_lowercase(),
                    SectionAt::Any => "any".to_owned(),
                };
                let message =
                    format!("section[{}].at: unknown section \"{at}\" for a {deck} card", index + 1);
                sink.push(e.error("section", message));
            }
        }
    }
}

/// Component counts from the digest's component list (§3; locations from §5.3).
const EXPECTED: &[(&str, u32)] = &[
    ("location", 36),
    ("gate", 9),
    ("clue", 36),
    ("reference card", 4),
    ("investigator", 12),
    ("ancient one", 4),
    ("mystery", 16),
    ("america", 8),
    ("europe", 8),
    ("asia", 8),
    ("general", 12),
    ("other world", 24),
    ("expedition", 18),
    ("special", 12),
    ("research", 32),
    ("mythos", 51),
    ("asset", 40),
    ("artifact", 14),
    ("spell", 20),
    ("condition", 36),
    ("monster", 34),
    ("epic monster", 9),
];

#[cfg(test)]
mod tests;
