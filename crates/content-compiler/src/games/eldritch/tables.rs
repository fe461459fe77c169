//! The Eldritch Horror schema: one reader per top-level table, cross-reference checks, the
//! emitted statics and the coverage rows.

use std::collections::BTreeMap;

use super::effect::{self, Refs, SKILLS, TRAITS};
use crate::codegen::{self, opt_str, str_lit};
use crate::reader::{Ids, Obj, Sink, Val, did_you_mean};
use crate::{CoverageRow, Diagnostic};

const SOURCES: &[(&str, usize)] = &[("rulebook", 0), ("reference", 1), ("recalled", 2), ("public", 3)];
const SOURCE_RUST: [&str; 4] =
    ["Source::Rulebook", "Source::Reference", "Source::Recalled", "Source::Public"];
const KINDS: &[(&str, &str)] = &[
    ("city", "LocationKind::City"),
    ("wilderness", "LocationKind::Wilderness"),
    ("sea", "LocationKind::Sea"),
];
const REGIONS: &[(&str, &str)] = &[
    ("america", "Region::America"),
    ("europe", "Region::Europe"),
    ("asia", "Region::Asia"),
    ("none", "Region::None"),
];
const PATHS: &[(&str, &str)] =
    &[("train", "PathKind::Train"), ("ship", "PathKind::Ship"), ("uncharted", "PathKind::Uncharted")];
const OMENS: &[(&str, &str)] = &[("green", "Omen::Green"), ("blue", "Omen::Blue"), ("red", "Omen::Red")];
const COLORS: &[(&str, &str)] =
    &[("green", "MythosColor::Green"), ("yellow", "MythosColor::Yellow"), ("blue", "MythosColor::Blue")];
const DIFFICULTIES: &[(&str, &str)] =
    &[("easy", "Difficulty::Easy"), ("normal", "Difficulty::Normal"), ("hard", "Difficulty::Hard")];
const MYTHOS_TRAITS: &[(&str, &str)] =
    &[("event", "MythosTrait::Event"), ("ongoing", "MythosTrait::Ongoing"), ("rumor", "MythosTrait::Rumor")];
const ICONS: &[(&str, &str)] = &[
    ("advance_omen", "MythosIcon::AdvanceOmen"),
    ("reckoning", "MythosIcon::Reckoning"),
    ("spawn_gates", "MythosIcon::SpawnGates"),
    ("monster_surge", "MythosIcon::MonsterSurge"),
    ("spawn_clues", "MythosIcon::SpawnClues"),
    ("place_rumor", "MythosIcon::PlaceRumor"),
    ("place_eldritch", "MythosIcon::PlaceEldritch"),
];
const DECKS: &[(&str, &str)] = &[
    ("america", "EncounterDeck::America"),
    ("europe", "EncounterDeck::Europe"),
    ("asia", "EncounterDeck::Asia"),
    ("general", "EncounterDeck::General"),
    ("other_world", "EncounterDeck::OtherWorld"),
    ("expedition", "EncounterDeck::Expedition"),
    ("research", "EncounterDeck::Research"),
    ("special", "EncounterDeck::Special"),
];
const ACTIONS: &[(&str, &str)] = &[
    ("look-at-gates", "InvestigatorAction::LookAtGates"),
    ("extra-action", "InvestigatorAction::ExtraAction"),
    ("cultist-action", "InvestigatorAction::CultistAction"),
    ("share-clues", "InvestigatorAction::ShareClues"),
    ("recover-sanity-here", "InvestigatorAction::RecoverSanityHere"),
    ("recruit-ally", "InvestigatorAction::RecruitAlly"),
    ("convert-health-sanity", "InvestigatorAction::ConvertHealthSanity"),
    ("respend-improvements", "InvestigatorAction::RespendImprovements"),
    ("wound-monster", "InvestigatorAction::WoundMonster"),
    ("discard-monster-at-gate", "InvestigatorAction::DiscardMonsterAtGate"),
    ("sail", "InvestigatorAction::Sail"),
    ("gain-clue-if-none", "InvestigatorAction::GainClueIfNone"),
];
const GOALS: &[&str] = &[
    "research",
    "close_gate",
    "defeat_monster",
    "token_site",
    "special",
    "spend_clues",
    "epic",
    "spell_lore",
];

const TOP_LEVEL: &[&str] = &[
    "location",
    "path",
    "gate",
    "clue",
    "omen_track",
    "reference_card",
    "investigator",
    "monster",
    "ancient_one",
    "mystery",
    "encounter",
    "mythos",
    "asset",
    "artifact",
    "spell",
    "condition",
    "hook",
];

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

/// One entry turned into its Rust literal.
#[derive(Debug, Clone)]
struct Entry {
    /// Static table it goes to (`LOCATIONS`).
    table: &'static str,
    /// Coverage kind.
    kind: String,
    id: String,
    name: String,
    copies: u32,
    hooks: bool,
    source: usize,
    at: String,
    rust: String,
}

/// A reference to check once every file is read: target table, id, where.
#[derive(Debug, Clone)]
struct XRef {
    table: &'static str,
    id: String,
    at: Diagnostic,
}

#[derive(Debug, Default)]
pub(super) struct Content {
    entries: Vec<Entry>,
    ids: BTreeMap<&'static str, Ids>,
    xrefs: Vec<XRef>,
    refs: Refs,
    hooks: Vec<(String, String, Diagnostic)>,
    omen_track: Option<String>,
    /// `(deck, section at, where)` to check against location ids and kinds.
    sections: Vec<(String, String, Diagnostic)>,
}

fn location_of(obj: &Obj<'_>) -> String {
    let (line, col) = obj.cx().file.line_col(obj.span().start);
    format!("{}:{line}:{col}", obj.cx().file.path)
}

fn diag(val: &Val<'_>, message: String) -> Diagnostic {
    val.cx().at(&val.span(), format!("{}: {}: {message}", val.ctx(), val.label()))
}

fn is_slug(text: &str) -> bool {
    !text.is_empty()
        && text.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !text.starts_with('-')
        && !text.ends_with('-')
}

/// The fields every named entry shares.
struct Head {
    id: String,
    name: String,
    uk: Option<String>,
    source: usize,
    recalled: Vec<String>,
}

impl Head {
    fn fields(&self) -> String {
        format!(
            "id: {}, name: {}, uk: {}",
            str_lit(&self.id),
            str_lit(&self.name),
            opt_str(self.uk.as_deref())
        )
    }
    fn tail(&self) -> String {
        let recalled: Vec<String> = self.recalled.iter().map(|field| str_lit(field)).collect();
        format!("source: {}, recalled: {}", SOURCE_RUST[self.source], codegen::slice(&recalled))
    }
}

impl Content {
    pub(super) fn read_file(&mut self, mut root: Obj<'_>) {
        for key in TOP_LEVEL {
            let Some(value) = root.get(key) else { continue };
            if *key == "omen_track" {
                if let Some(table) = value.table() {
                    self.read_omen_track(table);
                }
                continue;
            }
            if !value.is_array() {
                value.error(format!("write the {key} entries as [[{key}]] tables"));
                continue;
            }
            for (index, item) in value.array().unwrap_or_default().into_iter().enumerate() {
                let Some(mut table) = item.table() else { continue };
                table.as_entry();
                table.set_context(format!("{} #{}", key.replace('_', " "), index + 1));
                match *key {
                    "location" => self.read_location(table),
                    "path" => self.read_path(table),
                    "gate" => self.read_gate(table),
                    "clue" => self.read_clue(table),
                    "reference_card" => self.read_reference_card(table),
                    "investigator" => self.read_investigator(table),
                    "monster" => self.read_monster(table),
                    "ancient_one" => self.read_ancient_one(table),
                    "mystery" => self.read_mystery(table),
                    "encounter" => self.read_encounter(table),
                    "mythos" => self.read_mythos(table),
                    "asset" | "artifact" | "spell" | "condition" => self.read_card(table, key),
                    "hook" => self.read_hook(table),
                    _ => {}
                }
            }
        }
        root.finish();
    }

    fn head(&mut self, obj: &mut Obj<'_>, table: &'static str, what: &str) -> Option<Head> {
        let id_val = obj.req("id")?;
        let id = id_val.str()?.to_owned();
        obj.set_context(format!("{what} \"{id}\""));
        if !is_slug(&id) {
            id_val.error(format!("id: \"{id}\" should be a slug (lower case, digits, '-')"));
        }
        self.ids.entry(table).or_default().define(what, &id, &id_val);
        let name = obj.req_str("name").unwrap_or_default().to_owned();
        let uk = obj.str("uk").map(str::to_owned);
        let source = obj.req_enum("source", "source", SOURCES).unwrap_or(2);
        let recalled = obj
            .array("recalled")
            .unwrap_or_default()
            .iter()
            .filter_map(|value| value.str().map(str::to_owned))
            .collect();
        Some(Head { id, name, uk, source, recalled })
    }

    fn xref(&mut self, table: &'static str, value: &Val<'_>, what: &str) -> Option<String> {
        let id = value.str()?.to_owned();
        self.xrefs.push(XRef { table, at: diag(value, format!("no {what} \"{id}\"")), id: id.clone() });
        Some(id)
    }

    fn req_xref(&mut self, obj: &mut Obj<'_>, key: &'static str, table: &'static str, what: &str) -> String {
        obj.req(key).and_then(|value| self.xref(table, &value, what)).unwrap_or_default()
    }

    fn opt_xref(&mut self, obj: &mut Obj<'_>, key: &'static str, table: &'static str, what: &str) -> String {
        match obj.get(key).and_then(|value| self.xref(table, &value, what)) {
            Some(id) => format!("Some({})", str_lit(&id)),
            None => "None".to_owned(),
        }
    }

    /// Records a named entry; `counted` is `(copies, uses hooks)`.
    fn push(
        &mut self,
        obj: &Obj<'_>,
        table: &'static str,
        kind: &str,
        head: &Head,
        counted: (u32, bool),
        rust: String,
    ) {
        let (copies, hooks) = counted;
        self.entries.push(Entry {
            table,
            kind: kind.to_owned(),
            id: head.id.clone(),
            name: head.name.clone(),
            copies,
            hooks,
            source: head.source,
            at: location_of(obj),
            rust,
        });
    }

    fn read_location(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "LOCATIONS", "location") else { return obj.finish() };
        let kind = obj.req_enum("kind", "location kind", KINDS).unwrap_or("LocationKind::City");
        let region = obj.enum_of("region", "region", REGIONS).unwrap_or("Region::None");
        let expedition = obj.bool("expedition").unwrap_or(false);
        if region != "Region::None" && kind != "LocationKind::City" {
            obj.error("only a City has an encounter region");
        }
        let rust = format!(
            "LocationDef {{ {}, kind: {kind}, region: {region}, expedition: {expedition}, {} }}",
            head.fields(),
            head.tail()
        );
        self.push(&obj, "LOCATIONS", "location", &head, (1, false), rust);
        obj.finish();
    }

    /// Reads `source` for an entry without a name; returns its index.
    fn bare_source(obj: &mut Obj<'_>) -> usize {
        obj.req_enum("source", "source", SOURCES).unwrap_or(2)
    }

    fn unnamed(
        &mut self,
        obj: &Obj<'_>,
        table: &'static str,
        kind: &str,
        id: String,
        source: usize,
        rust: String,
    ) {
        self.entries.push(Entry {
            table,
            kind: kind.to_owned(),
            name: id.clone(),
            id,
            copies: 1,
            hooks: false,
            source,
            at: location_of(obj),
            rust,
        });
    }

    fn read_path(&mut self, mut obj: Obj<'_>) {
        let a = self.req_xref(&mut obj, "a", "LOCATIONS", "location");
        let b = self.req_xref(&mut obj, "b", "LOCATIONS", "location");
        obj.set_context(format!("path \"{a}\" - \"{b}\""));
        let kind = obj.req_enum("kind", "path kind", PATHS).unwrap_or("PathKind::Uncharted");
        let source = Self::bare_source(&mut obj);
        if a == b {
            obj.error("a path joins two different locations");
        }
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        let id = format!("{a}/{b}");
        if self.entries.iter().any(|entry| entry.table == "PATHS" && entry.id == id) {
            obj.error("this path is defined twice");
        }
        let rust = format!(
            "PathDef {{ a: {}, b: {}, kind: {kind}, source: {} }}",
            str_lit(&a),
            str_lit(&b),
            SOURCE_RUST[source]
        );
        self.unnamed(&obj, "PATHS", "path", id, source, rust);
        obj.finish();
    }

    fn read_gate(&mut self, mut obj: Obj<'_>) {
        let location = self.req_xref(&mut obj, "location", "LOCATIONS", "location");
        obj.set_context(format!("gate \"{location}\""));
        let omen = obj.req_enum("omen", "omen", OMENS).unwrap_or("Omen::Green");
        let source = Self::bare_source(&mut obj);
        let rust = format!(
            "GateDef {{ location: {}, omen: {omen}, source: {} }}",
            str_lit(&location),
            SOURCE_RUST[source]
        );
        let n = self.entries.iter().filter(|entry| entry.table == "GATES").count();
        self.unnamed(&obj, "GATES", "gate", format!("{location}/{n:03}"), source, rust);
        obj.finish();
    }

    fn read_clue(&mut self, mut obj: Obj<'_>) {
        let location = self.req_xref(&mut obj, "location", "LOCATIONS", "location");
        let source = Self::bare_source(&mut obj);
        let rust = format!("ClueDef {{ location: {}, source: {} }}", str_lit(&location), SOURCE_RUST[source]);
        let n = self.entries.iter().filter(|entry| entry.table == "CLUES").count();
        self.unnamed(&obj, "CLUES", "clue", format!("{location}/{n:03}"), source, rust);
        obj.finish();
    }

    fn read_omen_track(&mut self, mut obj: Obj<'_>) {
        obj.set_context("omen_track");
        let spaces: Vec<String> = obj
            .req_array("spaces")
            .unwrap_or_default()
            .iter()
            .filter_map(|value| value.enum_of("omen", OMENS).map(str::to_owned))
            .collect();
        if spaces.first().map(String::as_str) != Some("Omen::Green") {
            obj.error("spaces: the Omen track starts on the green comet");
        }
        let source = Self::bare_source(&mut obj);
        if self.omen_track.is_some() {
            obj.error("[omen_track] is defined twice");
        }
        self.omen_track = Some(format!(
            "OmenTrackDef {{ spaces: {}, source: {} }}",
            codegen::slice(&spaces),
            SOURCE_RUST[source]
        ));
        obj.finish();
    }

    fn read_reference_card(&mut self, mut obj: Obj<'_>) {
        let players: Vec<u8> =
            obj.req_array("players").unwrap_or_default().iter().filter_map(|v| v.u8(1..=8)).collect();
        let (min, max) =
            (players.iter().copied().min().unwrap_or(1), players.iter().copied().max().unwrap_or(1));
        obj.set_context(format!("reference card {min}-{max}"));
        let gates = obj.req_u8("gates", 1..=4).unwrap_or(1);
        let surge = obj.req_u8("surge", 1..=4).unwrap_or(1);
        let clues = obj.req_u8("clues", 1..=6).unwrap_or(1);
        let source = Self::bare_source(&mut obj);
        let rust = format!(
            "ReferenceCardDef {{ min_players: {min}, max_players: {max}, gates: {gates}, surge: {surge}, clues: {clues}, source: {} }}",
            SOURCE_RUST[source]
        );
        self.unnamed(&obj, "REFERENCE_CARDS", "reference card", format!("{min}"), source, rust);
        obj.finish();
    }

    fn read_investigator(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "INVESTIGATORS", "investigator") else { return obj.finish() };
        let profession = obj.str("profession").unwrap_or_default().to_owned();
        let health = obj.req_u8("health", 1..=12).unwrap_or(1);
        let sanity = obj.req_u8("sanity", 1..=12).unwrap_or(1);
        let mut skills = [1u8; 5];
        if let Some(mut table) = obj.req_table("skills") {
            for (index, (name, _)) in SKILLS.iter().enumerate() {
                skills[index] = table.req_u8(name, 0..=6).unwrap_or(1);
            }
            table.finish();
        }
        let start = self.req_xref(&mut obj, "start", "LOCATIONS", "location");
        let mut starting = Vec::new();
        for item in obj.array("starting").unwrap_or_default() {
            let Some(mut table) = item.table() else { continue };
            if let Some(value) = table.get("asset") {
                if let Some(id) = self.xref("ASSETS", &value, "asset") {
                    starting.push(format!("StartingItem::Asset({})", str_lit(&id)));
                }
            } else if let Some(value) = table.get("spell") {
                if let Some(id) = self.xref("SPELLS", &value, "spell") {
                    starting.push(format!("StartingItem::Spell({})", str_lit(&id)));
                }
            } else {
                item.error(format!("{}: write {{ asset = \"id\" }} or {{ spell = \"id\" }}", item.label()));
            }
            table.finish();
        }
        let clues = obj.u8("clues", 0..=3).unwrap_or(0);
        let action = obj.str("action").unwrap_or_default().to_owned();
        let action_kind = obj
            .req_enum("action_hook", "investigator action", ACTIONS)
            .unwrap_or("InvestigatorAction::ExtraAction");
        let passive = obj.str("passive").unwrap_or_default().to_owned();
        let (crippled, insane) = match obj.req_table("defeated") {
            Some(mut table) => {
                let crippled = table.req_enum("crippled", "skill", SKILLS).unwrap_or("Skill::Influence");
                let insane = table.req_enum("insane", "skill", SKILLS).unwrap_or("Skill::Influence");
                table.finish();
                (crippled, insane)
            }
            None => ("Skill::Influence", "Skill::Influence"),
        };
        let rust = format!(
            "InvestigatorDef {{ {}, profession: {}, health: {health}, sanity: {sanity}, skills: {skills:?}, start: {}, starting: {}, clues: {clues}, action: {}, action_kind: {action_kind}, passive: {}, crippled: {crippled}, insane: {insane}, {} }}",
            head.fields(),
            str_lit(&profession),
            str_lit(&start),
            codegen::slice(&starting),
            str_lit(&action),
            str_lit(&passive),
            head.tail()
        );
        self.push(&obj, "INVESTIGATORS", "investigator", &head, (1, false), rust);
        obj.finish();
    }

    fn stats(obj: &mut Obj<'_>, required: bool) -> String {
        let will = obj.int("will", -4..=2);
        let strength = obj.int("strength", -4..=2);
        let mut num = |key: &'static str, range| {
            if required { obj.req_u8(key, range).unwrap_or(1) } else { obj.u8(key, range).unwrap_or(1) }
        };
        let horror = num("horror", 0..=6);
        let damage = num("damage", 0..=6);
        let toughness = num("toughness", 1..=12);
        let opt = |value: Option<i64>| value.map_or_else(|| "None".to_owned(), |v| format!("Some({v})"));
        format!(
            "MonsterStats {{ will: {}, horror: {horror}, strength: {}, damage: {damage}, toughness: {toughness} }}",
            opt(will),
            opt(strength)
        )
    }

    /// The text and rules of a Monster token or a Cultist entry.
    fn monster_rules(&mut self, obj: &mut Obj<'_>) -> String {
        let text = obj.str("text").unwrap_or_default().to_owned();
        let spawns_on = match obj.get("spawns_on") {
            Some(value) => self
                .xref("LOCATIONS", &value, "location")
                .map_or_else(|| "None".to_owned(), |id| format!("Some({})", str_lit(&id))),
            None => "None".to_owned(),
        };
        let (reckoning, _) = obj
            .get("reckoning")
            .map_or_else(|| ("&[]".to_owned(), false), |v| effect::list(&v, &mut self.refs));
        let (on_defeat, _) = obj
            .get("on_defeat")
            .map_or_else(|| ("&[]".to_owned(), false), |v| effect::list(&v, &mut self.refs));
        let combat = match obj.get("combat") {
            Some(value) => match value.str() {
                Some(name) => {
                    self.refs.hooks.push((
                        name.to_owned(),
                        value.cx().at(
                            &value.span(),
                            format!(
                                "{}: {}: unknown hook \"{name}\" (declare it in a [[hook]] table)",
                                value.ctx(),
                                value.label()
                            ),
                        ),
                    ));
                    format!("Some({})", str_lit(name))
                }
                None => "None".to_owned(),
            },
            None => "None".to_owned(),
        };
        let plus = obj.bool("toughness_plus_investigators").unwrap_or(false);
        format!(
            "MonsterRules {{ text: {}, spawns_on: {spawns_on}, reckoning: {reckoning}, on_defeat: {on_defeat}, combat: {combat}, toughness_plus_investigators: {plus} }}",
            str_lit(&text)
        )
    }

    fn read_monster(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "MONSTERS", "monster") else { return obj.finish() };
        let copies = obj.u8("copies", 1..=9).unwrap_or(1);
        let epic = obj.bool("epic").unwrap_or(false);
        let cultist = obj.bool("cultist").unwrap_or(false);
        let stats = Self::stats(&mut obj, !cultist);
        let rules = self.monster_rules(&mut obj);
        if epic && (cultist || copies != 1) {
            obj.error("an Epic monster is a single token and never a Cultist");
        }
        let rust = format!(
            "MonsterDef {{ {}, copies: {copies}, epic: {epic}, cultist: {cultist}, stats: {stats}, rules: {rules}, {} }}",
            head.fields(),
            head.tail()
        );
        let kind = if epic { "epic monster" } else { "monster" };
        self.push(&obj, "MONSTERS", kind, &head, (u32::from(copies), false), rust);
        obj.finish();
    }

    fn read_ancient_one(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "ANCIENT_ONES", "ancient one") else { return obj.finish() };
        let doom = obj.req_u8("doom", 1..=20).unwrap_or(15);
        let to_win = obj.u8("mysteries_to_win", 1..=4).unwrap_or(3);
        let mut mythos = [[0u8; 3]; 3];
        let stages = obj.req_array("mythos").unwrap_or_default();
        if stages.len() != 3 {
            obj.error("mythos: give three stages of [green, yellow, blue]");
        }
        for (stage, value) in stages.iter().take(3).enumerate() {
            let colours = value.array().unwrap_or_default();
            if colours.len() != 3 {
                value.error(format!("{}: a stage is [green, yellow, blue]", value.label()));
            }
            for (colour, count) in colours.iter().take(3).enumerate() {
                mythos[stage][colour] = count.u8(0..=9).unwrap_or(0);
            }
        }
        let setup = obj.str("setup").unwrap_or_default().to_owned();
        let mut set_aside = Vec::new();
        for value in obj.array("set_aside").unwrap_or_default() {
            if let Some(id) = self.xref("MONSTERS", &value, "monster") {
                set_aside.push(str_lit(&id));
            }
        }
        let special = obj.str("special").map(str::to_owned);
        let (cultist, cultist_rules) = match obj.req_table("cultist") {
            Some(mut table) => {
                let stats = Self::stats(&mut table, true);
                let rules = self.monster_rules(&mut table);
                table.finish();
                (stats, rules)
            }
            None => (String::new(), "MonsterRules::NONE".to_owned()),
        };
        let (awakened_cultist, awakened_rules) = match obj.table("awakened_cultist") {
            Some(mut table) => {
                let stats = Self::stats(&mut table, true);
                let rules = self.monster_rules(&mut table);
                table.finish();
                (format!("Some({stats})"), format!("Some({rules})"))
            }
            None => ("None".to_owned(), "None".to_owned()),
        };
        let awakened = obj.str("awakened").unwrap_or_default().to_owned();
        let rust = format!(
            "AncientOneDef {{ {}, doom: {doom}, mysteries_to_win: {to_win}, mythos: {mythos:?}, setup: {}, set_aside: {}, special: {}, cultist: {cultist}, cultist_rules: {cultist_rules}, awakened_cultist: {awakened_cultist}, awakened_cultist_rules: {awakened_rules}, awakened: {}, {} }}",
            head.fields(),
            str_lit(&setup),
            codegen::slice(&set_aside),
            opt_str(special.as_deref()),
            str_lit(&awakened),
            head.tail()
        );
        self.push(&obj, "ANCIENT_ONES", "ancient one", &head, (1, false), rust);
        obj.finish();
    }

    fn tokens(value: &Val<'_>) -> String {
        if value.is_str() {
            return match value.str() {
                Some("half_players") => "TokenCount::HalfPlayers".to_owned(),
                Some("players") => "TokenCount::Players".to_owned(),
                Some("twice_players") => "TokenCount::TwicePlayers".to_owned(),
                _ => {
                    value.error(format!(
                        "{}: expected \"half_players\", \"players\", \"twice_players\" or a number",
                        value.label()
                    ));
                    "TokenCount::HalfPlayers".to_owned()
                }
            };
        }
        format!("TokenCount::Fixed({})", value.u8(1..=9).unwrap_or(1))
    }

    fn sites(&mut self, value: Option<Val<'_>>) -> String {
        let Some(value) = value else { return "Sites::Moving".to_owned() };
        if value.is_array() {
            let mut ids = Vec::new();
            for item in value.array().unwrap_or_default() {
                if let Some(id) = self.xref("LOCATIONS", &item, "location") {
                    ids.push(str_lit(&id));
                }
            }
            return format!("Sites::Fixed(&[{}])", ids.join(", "));
        }
        if value.is_table() {
            let Some(mut table) = value.table() else { return "Sites::Moving".to_owned() };
            let count = table
                .req("random")
                .map_or_else(|| "TokenCount::HalfPlayers".to_owned(), |v| Self::tokens(&v));
            table.finish();
            return format!("Sites::Random({count})");
        }
        match value.str() {
            Some("moving") => "Sites::Moving".to_owned(),
            Some("nearest_sea") => "Sites::NearestSea".to_owned(),
            _ => {
                value.error(format!(
                    "{}: sites are \"moving\", \"nearest_sea\", a list of spaces or {{ random = <count> }}",
                    value.label()
                ));
                "Sites::Moving".to_owned()
            }
        }
    }

    fn read_mystery(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "MYSTERIES", "mystery") else { return obj.finish() };
        let ancient_one = self.req_xref(&mut obj, "ancient_one", "ANCIENT_ONES", "ancient one");
        let text = obj.str("text").unwrap_or_default().to_owned();
        let (enters, _) =
            obj.get("enters").map_or_else(|| ("&[]".to_owned(), false), |v| effect::list(&v, &mut self.refs));
        let mut goal = "MysteryGoal::SpendClues { per_player: 1 }".to_owned();
        if let Some(value) = obj.req("goal")
            && let Some(mut table) = value.table()
        {
            let keys: Vec<_> = table.keys().collect();
            if keys.len() == 1 && GOALS.contains(&keys[0].0) {
                let key = GOALS.iter().find(|goal| **goal == keys[0].0).copied().unwrap_or("epic");
                if let Some(mut inner) = table.get(key).and_then(|v| v.table()) {
                    let clues = inner.u8("clues", 0..=4).unwrap_or(0);
                    let tokens = inner
                        .get("tokens")
                        .map_or_else(|| "TokenCount::HalfPlayers".to_owned(), |v| Self::tokens(&v));
                    goal = match key {
                        "research" => {
                            let gained = inner.bool("gained").unwrap_or(false);
                            format!(
                                "MysteryGoal::Research {{ clues: {clues}, tokens: {tokens}, gained: {gained} }}"
                            )
                        }
                        "close_gate" => {
                            let omen = inner.bool("omen").unwrap_or(false);
                            let spells = inner.u8("spells", 0..=4).unwrap_or(0);
                            format!(
                                "MysteryGoal::CloseGate {{ clues: {clues}, tokens: {tokens}, omen: {omen}, spells: {spells} }}"
                            )
                        }
                        "defeat_monster" => {
                            let toughness = inner.bool("toughness").unwrap_or(false);
                            format!(
                                "MysteryGoal::DefeatMonster {{ clues: {clues}, tokens: {tokens}, toughness: {toughness} }}"
                            )
                        }
                        "token_site" => {
                            let sites = self.sites(inner.get("sites"));
                            let (challenge, _) = inner.get("challenge").map_or_else(
                                || ("&[]".to_owned(), false),
                                |v| effect::list(&v, &mut self.refs),
                            );
                            format!(
                                "MysteryGoal::TokenSite {{ clues: {clues}, tokens: {tokens}, sites: {sites}, challenge: {challenge} }}"
                            )
                        }
                        "spell_lore" => {
                            format!("MysteryGoal::SpellLore {{ clues: {clues}, tokens: {tokens} }}")
                        }
                        "special" => {
                            let sites = self.sites(inner.get("sites"));
                            format!("MysteryGoal::Special {{ tokens: {tokens}, sites: {sites} }}")
                        }
                        "spend_clues" => format!(
                            "MysteryGoal::SpendClues {{ per_player: {} }}",
                            inner.u8("per_player", 1..=4).unwrap_or(1)
                        ),
                        _ => {
                            let monster = self.req_xref(&mut inner, "monster", "MONSTERS", "monster");
                            let location = self.req_xref(&mut inner, "location", "LOCATIONS", "location");
                            format!(
                                "MysteryGoal::Epic {{ monster: {}, location: {} }}",
                                str_lit(&monster),
                                str_lit(&location)
                            )
                        }
                    };
                    inner.finish();
                }
            } else {
                let name = keys.first().map(|(name, _)| *name).unwrap_or("");
                let hint = did_you_mean(name, GOALS.iter().copied())
                    .map(|f| format!(" (did you mean \"{f}\"?)"))
                    .unwrap_or_default();
                value.error(format!(
                    "goal: unknown goal \"{name}\"{hint} (expected one of: {})",
                    GOALS.join(", ")
                ));
            }
            table.allow(GOALS);
            table.finish();
        }
        let rust = format!(
            "MysteryDef {{ {}, ancient_one: {}, goal: {goal}, enters: {enters}, text: {}, {} }}",
            head.fields(),
            str_lit(&ancient_one),
            str_lit(&text),
            head.tail()
        );
        self.push(&obj, "MYSTERIES", "mystery", &head, (1, false), rust);
        obj.finish();
    }

    fn read_encounter(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "ENCOUNTERS", "encounter") else { return obj.finish() };
        let deck_val = obj.req("deck");
        let deck_name = deck_val.as_ref().and_then(Val::str).unwrap_or("general").to_owned();
        let deck =
            deck_val.and_then(|v| v.enum_of("encounter deck", DECKS)).unwrap_or("EncounterDeck::General");
        let ancient_one = self.opt_xref(&mut obj, "ancient_one", "ANCIENT_ONES", "ancient one");
        let location = self.opt_xref(&mut obj, "location", "LOCATIONS", "location");
        let special = obj.str("special").map(str::to_owned);
        if matches!(deck_name.as_str(), "research" | "special") && ancient_one == "None" {
            obj.error(format!("a {deck_name} encounter names its ancient_one"));
        }
        if deck_name == "expedition" && location == "None" {
            obj.error("an expedition encounter names its location (the card back)");
        }
        let mut hooks = false;
        let mut sections = Vec::new();
        for item in obj.req_array("section").unwrap_or_default() {
            let Some(mut table) = item.table() else { continue };
            let at_val = table.req("at");
            let at = at_val.as_ref().and_then(Val::str).unwrap_or("any").to_owned();
            if let Some(value) = &at_val {
                self.sections.push((
                    deck_name.clone(),
                    at.clone(),
                    diag(value, format!("unknown section \"{at}\"")),
                ));
            }
            let at_rust = match at.as_str() {
                "any" => "SectionAt::Any".to_owned(),
                "city" => "SectionAt::Kind(LocationKind::City)".to_owned(),
                "wilderness" => "SectionAt::Kind(LocationKind::Wilderness)".to_owned(),
                "sea" => "SectionAt::Kind(LocationKind::Sea)".to_owned(),
                other => format!("SectionAt::Location({})", str_lit(other)),
            };
            let text = table.str("text").unwrap_or_default().to_owned();
            let (effects, hook) = table
                .req("effects")
                .map_or_else(|| ("&[]".to_owned(), false), |v| effect::list(&v, &mut self.refs));
            hooks |= hook;
            table.finish();
            sections.push(format!(
                "SectionDef {{ at: {at_rust}, text: {}, effects: {effects} }}",
                str_lit(&text)
            ));
        }
        if sections.is_empty() {
            obj.error("an encounter card has at least one [[encounter.section]]");
        }
        let rust = format!(
            "EncounterDef {{ {}, deck: {deck}, ancient_one: {ancient_one}, location: {location}, special: {}, sections: {}, {} }}",
            head.fields(),
            opt_str(special.as_deref()),
            codegen::slice(&sections),
            head.tail()
        );
        self.push(&obj, "ENCOUNTERS", &deck_name.replace('_', " "), &head, (1, hooks), rust);
        obj.finish();
    }

    fn read_mythos(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "MYTHOS", "mythos card") else { return obj.finish() };
        let color = obj.req_enum("color", "colour", COLORS).unwrap_or("MythosColor::Green");
        let difficulty =
            obj.req_enum("difficulty", "difficulty", DIFFICULTIES).unwrap_or("Difficulty::Normal");
        let traits: Vec<String> = obj
            .req_array("traits")
            .unwrap_or_default()
            .iter()
            .filter_map(|v| v.enum_of("mythos trait", MYTHOS_TRAITS).map(str::to_owned))
            .collect();
        let icons: Vec<String> = obj
            .req_array("icons")
            .unwrap_or_default()
            .iter()
            .filter_map(|v| v.enum_of("mythos icon", ICONS).map(str::to_owned))
            .collect();
        let eldritch = obj.u8("eldritch", 0..=9).unwrap_or(0);
        if (eldritch > 0) != icons.iter().any(|icon| icon == "MythosIcon::PlaceEldritch") {
            obj.error("eldritch: give the token count exactly when the card has the place_eldritch icon");
        }
        let text = obj.str("text").unwrap_or_default().to_owned();
        let reckoning = obj.str("reckoning").map(str::to_owned);
        let (effects, hooks) = obj
            .get("effects")
            .map_or_else(|| ("&[]".to_owned(), false), |v| effect::list(&v, &mut self.refs));
        let (reckoning_effects, reckoning_hooks) = obj
            .get("reckoning_effects")
            .map_or_else(|| ("&[]".to_owned(), false), |v| effect::list(&v, &mut self.refs));
        let hooks = hooks || reckoning_hooks;
        let rust = format!(
            "MythosDef {{ {}, color: {color}, difficulty: {difficulty}, traits: {}, icons: {}, eldritch: {eldritch}, text: {}, reckoning: {}, effects: {effects}, reckoning_effects: {reckoning_effects}, {} }}",
            head.fields(),
            codegen::slice(&traits),
            codegen::slice(&icons),
            str_lit(&text),
            opt_str(reckoning.as_deref()),
            head.tail()
        );
        self.push(&obj, "MYTHOS", "mythos", &head, (1, hooks), rust);
        obj.finish();
    }

    fn read_card(&mut self, mut obj: Obj<'_>, key: &str) {
        let table = match key {
            "asset" => "ASSETS",
            "artifact" => "ARTIFACTS",
            "spell" => "SPELLS",
            _ => "CONDITIONS",
        };
        let Some(head) = self.head(&mut obj, table, key) else { return obj.finish() };
        let copies = obj.u8("copies", 1..=9).unwrap_or(1);
        let cost = if key == "asset" { obj.req_u8("cost", 0..=9).unwrap_or(0) } else { 0 };
        let traits: Vec<String> = obj
            .array("traits")
            .unwrap_or_default()
            .iter()
            .filter_map(|v| v.enum_of("trait", TRAITS).map(str::to_owned))
            .collect();
        let bonus = match obj.table("bonus") {
            Some(mut t) => {
                let skill = t.req_enum("skill", "skill", SKILLS).unwrap_or("Skill::Strength");
                let amount = t.req_u8("amount", 1..=6).unwrap_or(1);
                t.finish();
                format!("Some(Bonus {{ skill: {skill}, amount: {amount} }})")
            }
            None => "None".to_owned(),
        };
        let combat = obj
            .enum_of("combat_skill", "skill", SKILLS)
            .map_or_else(|| "None".to_owned(), |s| format!("Some({s})"));
        let (effects, hooks) = obj
            .get("effects")
            .map_or_else(|| ("&[]".to_owned(), false), |v| effect::list(&v, &mut self.refs));
        let (abilities, ability_hooks) = obj
            .get("abilities")
            .map_or_else(|| ("&[]".to_owned(), false), |v| effect::abilities(&v, &mut self.refs));
        let mut hooks = hooks || ability_hooks;
        // One back per copy: each copy becomes its own entry (same id) carrying its back.
        let mut backs = Vec::new();
        if let Some(list) = obj.array("backs") {
            if !matches!(key, "spell" | "condition") {
                obj.error("only Spells and Conditions have backs");
            } else if list.len() != usize::from(copies) {
                obj.error(format!("backs: {} backs for {copies} copies (one back per copy)", list.len()));
            }
            for back in &list {
                let Some(mut b) = back.table() else { continue };
                let name = b.req_str("name").unwrap_or_default().to_owned();
                let text = b.str("text").unwrap_or_default().to_owned();
                let (list, hook) = b
                    .req("effects")
                    .map_or_else(|| ("&[]".to_owned(), false), |v| effect::list(&v, &mut self.refs));
                hooks |= hook;
                b.finish();
                backs.push(format!(
                    "Some(&BackDef {{ name: {}, text: {}, effects: {list} }})",
                    str_lit(&name),
                    str_lit(&text)
                ));
            }
        }
        let text = obj.str("text").unwrap_or_default().to_owned();
        let entry = |copies: u8, back: &str| {
            format!(
                "CardDef {{ {}, copies: {copies}, cost: {cost}, traits: {}, bonus: {bonus}, combat_skill: {combat}, effects: {effects}, abilities: {abilities}, back: {back}, text: {}, {} }}",
                head.fields(),
                codegen::slice(&traits),
                str_lit(&text),
                head.tail()
            )
        };
        if backs.is_empty() {
            let rust = entry(copies, "None");
            self.push(&obj, table, key, &head, (u32::from(copies), hooks), rust);
        } else {
            for back in &backs {
                let rust = entry(1, back);
                self.push(&obj, table, key, &head, (1, hooks), rust);
            }
        }
        obj.finish();
    }

    fn read_hook(&mut self, mut obj: Obj<'_>) {
        let name_val = obj.req("name");
        let name = name_val.as_ref().and_then(Val::str).unwrap_or_default().to_owned();
        let rule = obj.req_str("rule").unwrap_or_default().to_owned();
        if let Some(value) = name_val {
            let at = diag(&value, format!("hook \"{name}\" is declared but never used"));
            self.hooks.push((name, rule, at));
        }
        obj.finish();
    }

    pub(super) fn check(&mut self, sink: &Sink, dir: &str) {
        let known = |table: &str, id: &str| self.ids.get(table).is_some_and(|ids| ids.contains(id));
        for xref in &self.xrefs {
            if !known(xref.table, &xref.id) {
                let mut diagnostic = xref.at.clone();
                if let Some(ids) = self.ids.get(xref.table)
                    && let Some(found) = did_you_mean(&xref.id, ids.iter())
                {
                    diagnostic.message.push_str(&format!(" (did you mean \"{found}\"?)"));
                }
                sink.push(diagnostic);
            }
        }
        for (table, id, at) in &self.refs.ids {
            if !known(table, id) {
                let mut diagnostic = at.clone();
                if let Some(ids) = self.ids.get(table)
                    && let Some(found) = did_you_mean(id, ids.iter())
                {
                    diagnostic.message.push_str(&format!(" (did you mean \"{found}\"?)"));
                }
                sink.push(diagnostic);
            }
        }
        for (deck, at, diagnostic) in &self.sections {
            let ok = match deck.as_str() {
                "general" | "research" => matches!(at.as_str(), "city" | "wilderness" | "sea"),
                "america" | "europe" | "asia" => self.entries.iter().any(|entry| {
                    entry.table == "LOCATIONS"
                        && &entry.id == at
                        && entry.rust.contains(&format!("Region::{}", capital(deck)))
                }),
                _ => at == "any",
            };
            if !ok {
                let mut diagnostic = diagnostic.clone();
                diagnostic.message.push_str(&format!(" for a {} card", deck.replace('_', " ")));
                sink.push(diagnostic);
            }
        }
        for (name, at) in &self.refs.hooks {
            if !self.hooks.iter().any(|(hook, _, _)| hook == name) {
                sink.push(at.clone());
            }
        }
        for (name, _, at) in &self.hooks {
            if !self.refs.hooks.iter().any(|(used, _)| used == name) {
                sink.push(at.clone());
            }
        }
        if self.omen_track.is_none() {
            sink.error_unlocated(dir, "no [omen_track] table");
        }
        // Every Ancient One's Mythos recipe must be buildable from the colour piles.
        let pile = |colour: &str| {
            self.entries
                .iter()
                .filter(|e| e.table == "MYTHOS" && e.rust.contains(&format!("MythosColor::{colour}")))
                .count()
        };
        let piles = [pile("Green"), pile("Yellow"), pile("Blue")];
        for entry in self.entries.iter().filter(|entry| entry.table == "ANCIENT_ONES") {
            if let Some(recipe) = entry.rust.split("mythos: ").nth(1).and_then(|rest| rest.split("]]").next())
            {
                let numbers: Vec<usize> =
                    recipe.split(|c: char| !c.is_ascii_digit()).filter_map(|n| n.parse().ok()).collect();
                for (colour, have) in piles.iter().enumerate() {
                    let need: usize = numbers.iter().skip(colour).step_by(3).sum();
                    if need > *have {
                        sink.error_unlocated(
                            &entry.at,
                            format!("ancient one \"{}\": its Mythos deck needs {need} cards of colour {colour} but the data has {have}", entry.id),
                        );
                    }
                }
            }
        }
    }

    pub(super) fn emit(&mut self, dir: &str) -> String {
        self.entries.sort_by(|a, b| (a.table, &a.id).cmp(&(b.table, &b.id)));
        self.hooks.sort_by(|a, b| a.0.cmp(&b.0));
        let tables: [(&str, &str, &str); 15] = [
            ("LOCATIONS", "LocationDef", "Board locations, sorted by id."),
            ("PATHS", "PathDef", "Paths between locations (`a < b`), sorted."),
            ("GATES", "GateDef", "The gate tokens, sorted by location."),
            ("CLUES", "ClueDef", "The clue tokens, sorted by location."),
            ("REFERENCE_CARDS", "ReferenceCardDef", "The reference cards, by player count."),
            ("INVESTIGATORS", "InvestigatorDef", "Investigator sheets, sorted by id."),
            ("MONSTERS", "MonsterDef", "Monster tokens (one entry per kind, `copies` tokens), sorted by id."),
            ("ANCIENT_ONES", "AncientOneDef", "Ancient One sheets, sorted by id."),
            ("MYSTERIES", "MysteryDef", "Mystery cards, sorted by id."),
            ("ENCOUNTERS", "EncounterDef", "Encounter cards of every deck, sorted by id."),
            ("MYTHOS", "MythosDef", "Mythos cards, sorted by id."),
            ("ASSETS", "CardDef", "Asset cards, sorted by id."),
            ("ARTIFACTS", "CardDef", "Artifact cards, sorted by id."),
            ("SPELLS", "CardDef", "Spell cards (`copies` each), sorted by id."),
            ("CONDITIONS", "CardDef", "Condition cards (`copies` each), sorted by id."),
        ];
        let counts: Vec<(&str, usize)> = tables
            .iter()
            .map(|(name, _, _)| (*name, self.entries.iter().filter(|entry| entry.table == *name).count()))
            .chain([("HOOKS", self.hooks.len())])
            .collect();
        let mut out = codegen::header(dir, &counts);
        for (name, ty, doc) in tables {
            let items: Vec<(String, String)> = self
                .entries
                .iter()
                .filter(|entry| entry.table == name)
                .map(|entry| (format!("{} ({})", entry.name, entry.at), entry.rust.clone()))
                .collect();
            codegen::static_slice(&mut out, doc, name, ty, &items);
        }
        codegen::static_value(
            &mut out,
            "The Omen track, clockwise from the green comet.",
            "OMEN_TRACK",
            "OmenTrackDef",
            self.omen_track.as_deref().unwrap_or_default(),
        );
        let hooks: Vec<(String, String)> = self
            .hooks
            .iter()
            .map(|(name, rule, _)| {
                (String::new(), format!("HookDef {{ name: {}, rule: {} }}", str_lit(name), str_lit(rule)))
            })
            .collect();
        codegen::static_slice(
            &mut out,
            "Every `custom` hook the content uses, sorted by name.",
            "HOOKS",
            "HookDef",
            &hooks,
        );
        out
    }

    pub(super) fn coverage(&self) -> Vec<CoverageRow> {
        EXPECTED
            .iter()
            .map(|&(kind, expected)| {
                let mut found = 0;
                let mut hooks = 0;
                let mut by_source = [0u32; 4];
                for entry in self.entries.iter().filter(|entry| entry.kind == kind) {
                    found += entry.copies;
                    if entry.hooks {
                        hooks += entry.copies;
                    }
                    by_source[entry.source] += entry.copies;
                }
                CoverageRow {
                    game: "eldritch".to_owned(),
                    kind: kind.to_owned(),
                    found,
                    expected,
                    data_driven: found - hooks,
                    hooks,
                    by_source: SOURCES
                        .iter()
                        .zip(by_source)
                        .filter(|(_, count)| *count > 0)
                        .map(|((name, _), count)| ((*name).to_owned(), count))
                        .collect(),
                }
            })
            .collect()
    }
}

fn capital(deck: &str) -> String {
    let mut chars = deck.chars();
    chars.next().map(|first| first.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}
