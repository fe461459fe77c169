//! Eldritch Horror: reads `content/data/eldritch/*.toml` through the types of
//! `content_schema::eldritch` (which say how each is written, effects included) and bakes the
//! tables of `content::eldritch`. Ids other entries name (locations, monsters, cards, Ancient
//! Ones, hooks) are put in scope first, so a wrong one is reported where it is written. What
//! stays here is what a type cannot say: ids, paths, sections against their deck's cities,
//! backs per copy, hooks declared and used, the Mythos recipes, counts and coverage.

use content_schema::eldritch::{
    ANCIENT_ONE, ARTIFACT, ASSET, AncientOneDef, CONDITION, CardDef, CardEntry, ClueDef, Effect,
    EncounterDeck, EncounterDef, GateDef, HOOK, HookDef, InvestigatorDef, LOCATION, LocationDef,
    LocationKind, MONSTER, MonsterDef, MysteryDef, MysteryGoal, MythosColor, MythosDef, MythosIcon,
    OmenTrackDef, PathDef, ReferenceCardDef, Region, SPELL, SectionAt,
};
use content_schema::read::with_scopes;

use crate::codegen::Tables;
use crate::games::Output;
use crate::reader::Sink;
use crate::schema::{self, Read, tables};
use crate::{CoverageRow, Diagnostic, GameInput};

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
        => "HOOKS", "Every `custom` hook the content uses, sorted by name.", |e| e.value.name;
    @extra {
        omen_track: Vec<Read<OmenTrackDef>>,
        /// Assets, Artifacts, Spells and Conditions, in [`CARD_KEYS`] order.
        cards: [Vec<Read<CardEntry>>; 4],
    }
}

const CARD_KEYS: [&str; 4] = ["asset", "artifact", "spell", "condition"];

/// Compiles the Eldritch Horror data.
pub(crate) fn compile(input: &GameInput) -> Result<Output, Vec<Diagnostic>> {
    let sink = Sink::new();
    if input.files.is_empty() {
        sink.error_unlocated(&input.display_dir, "no *.toml files");
    }
    let docs = schema::parse_all(&input.files, &sink);
    let ids = |key: &str, field: &str| docs.iter().flat_map(|doc| doc.ids(key, field)).collect::<Vec<_>>();
    let scopes = vec![
        (LOCATION, ids("location", "id")),
        (MONSTER, ids("monster", "id")),
        (CONDITION, ids("condition", "id")),
        (ASSET, ids("asset", "id")),
        (ARTIFACT, ids("artifact", "id")),
        (SPELL, ids("spell", "id")),
        (ANCIENT_ONE, ids("ancient_one", "id")),
        (HOOK, ids("hook", "name")),
    ];
    let mut c = Content::default();
    with_scopes(scopes, || {
        for doc in &docs {
            c.read_entries(doc, &sink);
            c.omen_track.extend(doc.table("omen_track", "omen_track", &sink));
            for (cards, key) in c.cards.iter_mut().zip(CARD_KEYS) {
                cards.extend(doc.entries(key, key, &sink));
            }
            doc.check_unread(&sink);
        }
    });
    c.check(&sink, &input.display_dir);
    if !sink.is_empty() {
        return Err(sink.into_sorted());
    }
    let coverage = c.coverage();
    Ok(Output { files: vec![("eldritch.rs".to_owned(), c.emit(&input.display_dir))], coverage })
}

fn uses_hooks(lists: &[&'static [Effect]]) -> bool {
    !Effect::hooks(lists).is_empty()
}

fn sections(card: &EncounterDef) -> Vec<&'static [Effect]> {
    card.sections.iter().map(|section| section.effects).collect()
}

impl Content {
    /// Every hook the content names: in effects, and a Monster's combat.
    fn used_hooks(&self) -> Vec<&'static str> {
        let mut lists = Vec::new();
        let mut used = Vec::new();
        let rules =
            self.monsters.iter().map(|e| e.value.rules).chain(self.ancient_ones.iter().flat_map(|e| {
                [Some(e.value.cultist_rules), e.value.awakened_cultist_rules].into_iter().flatten()
            }));
        for r in rules {
            lists.extend([r.reckoning, r.on_defeat]);
            used.extend(r.combat);
        }
        for e in &self.mysteries {
            lists.push(e.value.enters);
            if let MysteryGoal::TokenSite { challenge, .. } = e.value.goal {
                lists.push(challenge);
            }
        }
        lists.extend(self.encounters.iter().flat_map(|e| sections(&e.value)));
        lists.extend(self.mythos.iter().flat_map(|e| [e.value.effects, e.value.reckoning_effects]));
        lists.extend(self.cards.iter().flatten().flat_map(|e| e.value.effect_lists()));
        used.extend(Effect::hooks(&lists));
        used
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
        schema::check_used(&self.hooks, |hook| hook.name, &self.used_hooks(), sink);
    }

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

    fn emit(&mut self, dir: &str) -> String {
        let mut t = Tables::new();
        self.emit_entries(&mut t);
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
        t.finish(dir)
    }

    fn coverage(&self) -> Vec<CoverageRow> {
        let deck = |deck: EncounterDeck, expected| {
            let cards = self.encounters.iter().filter(|e| e.value.deck == deck);
            CoverageRow::of("eldritch", deck.label(), expected, cards, |v| {
                (1, uses_hooks(&sections(v)), v.source)
            })
        };
        let cards = |index: usize, expected| {
            CoverageRow::of("eldritch", CARD_KEYS[index], expected, &self.cards[index], |v| {
                let copies = v.cards().iter().map(|card| u32::from(card.copies)).sum();
                (copies, uses_hooks(&v.effect_lists()), v.source)
            })
        };
        let monsters = |kind, epic: bool| {
            let list = self.monsters.iter().filter(move |e| e.value.epic == epic);
            CoverageRow::of("eldritch", kind, if epic { 9 } else { 34 }, list, |v| {
                (u32::from(v.copies), false, v.source)
            })
        };
        vec![
            CoverageRow::of("eldritch", "location", 36, &self.locations, |v| (1, false, v.source)),
            CoverageRow::of("eldritch", "gate", 9, &self.gates, |v| (1, false, v.source)),
            CoverageRow::of("eldritch", "clue", 36, &self.clues, |v| (1, false, v.source)),
            CoverageRow::of("eldritch", "reference card", 4, &self.reference_cards, |v| (1, false, v.source)),
            CoverageRow::of("eldritch", "investigator", 12, &self.investigators, |v| (1, false, v.source)),
            CoverageRow::of("eldritch", "ancient one", 4, &self.ancient_ones, |v| (1, false, v.source)),
            CoverageRow::of("eldritch", "mystery", 16, &self.mysteries, |v| (1, false, v.source)),
            deck(EncounterDeck::America, 8),
            deck(EncounterDeck::Europe, 8),
            deck(EncounterDeck::Asia, 8),
            deck(EncounterDeck::General, 12),
            deck(EncounterDeck::OtherWorld, 24),
            deck(EncounterDeck::Expedition, 18),
            deck(EncounterDeck::Special, 12),
            deck(EncounterDeck::Research, 32),
            CoverageRow::of("eldritch", "mythos", 51, &self.mythos, |v| {
                (1, uses_hooks(&[v.effects, v.reckoning_effects]), v.source)
            }),
            cards(0, 40),
            cards(1, 14),
            cards(2, 20),
            cards(3, 36),
            monsters("monster", false),
            monsters("epic monster", true),
        ]
    }
}

#[cfg(test)]
mod tests;
