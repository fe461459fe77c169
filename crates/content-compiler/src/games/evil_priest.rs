//! Evil High Priest: reads `content/data/evil-priest/*.toml` into the tables of
//! `content::evil_priest` (the rules' numbers, priest-board, town and ritual spaces, Chambers,
//! Monsters, Investigators, Priest cards, Avatars, cult boards and the hook list).
//!
//! Any top-level table may sit in any file. Top-level entries carry full ids
//! (`evil-priest/chamber/trap`); cult-board nodes carry short ids local to their board, used by
//! `links`. Effects are bare strings (`"chamber"`) or one-key tables (`{ gain = { magic = 2 } }`)
//! mirroring `content::evil_priest::Effect`.

use std::fmt::Write as _;

use crate::codegen::{self, opt_str, str_lit};
use crate::games::Output;
use crate::reader::{self, Cx, Ids, Obj, Sink, Val, did_you_mean};
use crate::{CoverageRow, Diagnostic, GameInput};

/// Compiles the Evil High Priest data.
pub(crate) fn compile(input: &GameInput) -> Result<Output, Vec<Diagnostic>> {
    let sink = Sink::new();
    if input.files.is_empty() {
        sink.error_unlocated(&input.display_dir, "no *.toml files");
    }
    let parsed: Vec<_> = input.files.iter().map(|file| reader::parse(file, &sink)).collect();
    let mut content = Content::default();
    for (file, table) in input.files.iter().zip(&parsed) {
        let cx = Cx { file, sink: &sink };
        content.read_file(Obj::root(cx, table));
    }
    content.check(&sink, &input.display_dir);
    if !sink.is_empty() {
        return Err(sink.into_sorted());
    }
    let source = content.emit(&input.display_dir);
    let coverage = content.coverage();
    Ok(Output { files: vec![("evil-priest.rs".to_owned(), source)], coverage })
}

const SOURCES: &[(&str, usize)] = &[("rulebook", 0), ("reference", 1), ("recalled", 2), ("designed", 3)];
const SOURCE_RUST: [&str; 4] =
    ["Source::Rulebook", "Source::Reference", "Source::Recalled", "Source::Designed"];
const RESOURCES: &[(&str, usize)] =
    &[("treasure", 0), ("blood", 1), ("magic", 2), ("spellbook", 3), ("elder_sign", 4)];
const RESOURCE_RUST: [&str; 5] = [
    "Resource::Treasure",
    "Resource::Blood",
    "Resource::Magic",
    "Resource::Spellbook",
    "Resource::ElderSign",
];
const STAGES: &[(&str, &str)] =
    &[("mutant", "Stage::Mutant"), ("abomination", "Stage::Abomination"), ("spawn", "Stage::Spawn")];
const SKULKS: &[(&str, &str)] = &[
    ("town", "SkulkKind::Town"),
    ("ritual", "SkulkKind::Ritual"),
    ("flex", "SkulkKind::Flex"),
    ("block", "SkulkKind::Block"),
    ("cult", "SkulkKind::Cult"),
];
const WHO: &[(&str, &str)] = &[("any", "Who::Any"), ("priest", "Who::Priest"), ("acolyte", "Who::Acolyte")];
const DECKS: &[(&str, &str)] = &[("generic", "MonsterDeck::Generic"), ("unique", "MonsterDeck::Unique")];
const TRIGGERS: &[(&str, &str)] = &[
    ("none", "MonsterTrigger::None"),
    ("on_gain", "MonsterTrigger::OnGain"),
    ("discard", "MonsterTrigger::Discard"),
    ("preparation", "MonsterTrigger::Preparation"),
    ("raid_sacrifice", "MonsterTrigger::RaidSacrifice"),
];
const POWERS: &[(&str, &str)] = &[
    ("howler", "AvatarPower::Howler"),
    ("bloated_woman", "AvatarPower::BloatedWoman"),
    ("dark_pharaoh", "AvatarPower::DarkPharaoh"),
    ("haunter", "AvatarPower::Haunter"),
];
const KINDS: &[(&str, &str)] =
    &[("reusable", "NodeKind::Reusable"), ("one_shot", "NodeKind::OneShot"), ("growth", "NodeKind::Growth")];
const RULES: &[(&str, &str)] = &[
    ("cthulhu", "CultRule::Cthulhu"),
    ("black_goat", "CultRule::BlackGoat"),
    ("crawling_chaos", "CultRule::CrawlingChaos"),
    ("opener", "CultRule::Opener"),
    ("sleeper", "CultRule::Sleeper"),
    ("tcho_tcho", "CultRule::TchoTcho"),
];
/// Effects written as a bare string, with their Rust literal.
const BARE: &[(&str, &str)] = &[
    ("chamber", "Effect::Chamber"),
    ("chant", "Effect::Chant"),
    ("monster", "Effect::Monster"),
    ("free_monster", "Effect::FreeMonster"),
    ("first_player", "Effect::FirstPlayer"),
    ("take_shoggoth", "Effect::TakeShoggoth"),
    ("shoggoth_remove", "Effect::ShoggothRemove"),
    ("worship", "Effect::Worship"),
    ("mutate", "Effect::Mutate"),
    ("evolve", "Effect::Evolve"),
    ("priest_ability", "Effect::PriestAbility"),
    ("steal_spellbook", "Effect::StealSpellbook"),
    ("trap_cultist", "Effect::TrapCultist"),
    ("strike_pool", "Effect::StrikePool"),
    ("strike_board", "Effect::StrikeBoard"),
];
/// Effects written as a one-key table.
const KEYED: &[&str] = &["gain", "rescue", "recover", "raid", "deep_one", "growth", "skulk", "custom"];

const TOP_LEVEL: &[&str] = &[
    "rules",
    "priest_space",
    "town",
    "ritual",
    "chamber",
    "monster",
    "investigator",
    "priest",
    "avatar",
    "board",
    "hook",
];

#[derive(Debug, Clone)]
struct Head {
    id: String,
    name: String,
    ru: Option<String>,
    source: usize,
    at: String,
}

impl Head {
    fn fields(&self) -> String {
        format!(
            "id: {}, name: {}, ru: {}",
            str_lit(&self.id),
            str_lit(&self.name),
            opt_str(self.ru.as_deref())
        )
    }
}

/// One entry, already turned into its Rust literal (with `{source}` left to fill).
#[derive(Debug, Clone)]
struct Entry {
    head: Head,
    /// Sort key within its table.
    key: (u32, String),
    /// Copies, for coverage.
    copies: u32,
    hooks: bool,
    /// The struct literal.
    rust: String,
    /// Coverage kind.
    kind: &'static str,
}

#[derive(Debug, Clone)]
struct Node {
    id: String,
    links: Vec<(String, Val0)>,
    avatar: Option<(String, Val0)>,
    /// The literal with `{links}` and `{avatar}` placeholders.
    rust: String,
}

/// A located value for late checks (a `Val` without its lifetime).
#[derive(Debug, Clone)]
struct Val0 {
    at: Diagnostic,
}

#[derive(Debug)]
struct Board {
    entry: Entry,
    nodes: Vec<Node>,
}

#[derive(Debug, Default)]
struct Content {
    rules: Option<(String, String)>,
    priest_spaces: Vec<Entry>,
    town: Vec<Entry>,
    rituals: Vec<Entry>,
    chambers: Vec<Entry>,
    monsters: Vec<Entry>,
    investigators: Vec<Entry>,
    priests: Vec<Entry>,
    avatars: Vec<Entry>,
    boards: Vec<Board>,
    hooks: Vec<(String, String, Val0)>,
    used_hooks: Vec<(String, Val0)>,
    ids: Ids,
}

fn val0(val: &Val<'_>, message: &str) -> Val0 {
    Val0 { at: val.cx().at(&val.span(), format!("{}: {message}", val.ctx())) }
}

fn location(obj: &Obj<'_>) -> String {
    let (line, col) = obj.cx().file.line_col(obj.span().start);
    format!("{}:{line}:{col}", obj.cx().file.path)
}

fn is_slug(text: &str) -> bool {
    !text.is_empty()
        && text.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '/')
        && !text.starts_with('-')
        && !text.ends_with('-')
}

impl Content {
    fn read_file(&mut self, mut root: Obj<'_>) {
        for key in TOP_LEVEL {
            let Some(value) = root.get(key) else { continue };
            match *key {
                "rules" => {
                    if let Some(table) = value.table() {
                        self.read_rules(table);
                    }
                }
                "board" => {
                    if let Some(table) = value.table() {
                        self.read_board(table);
                    }
                }
                _ => {
                    if !value.is_array() {
                        value.error(format!("write the {key} entries as [[{key}]] tables"));
                        continue;
                    }
                    for (index, item) in value.array().unwrap_or_default().into_iter().enumerate() {
                        let Some(mut table) = item.table() else { continue };
                        table.as_entry();
                        table.set_context(format!("{} #{}", key.replace('_', " "), index + 1));
                        match *key {
                            "priest_space" => self.read_priest_space(table),
                            "town" => self.read_town(table),
                            "ritual" => self.read_ritual(table),
                            "chamber" => self.read_chamber(table),
                            "monster" => self.read_monster(table),
                            "investigator" => self.read_investigator(table),
                            "priest" => self.read_priest(table),
                            "avatar" => self.read_avatar(table),
                            "hook" => self.read_hook(table),
                            _ => {}
                        }
                    }
                }
            }
        }
        root.finish();
    }

    /// Reads `id`, `name`, `ru` and `source`; `prefix` is the id's required start.
    fn head(&mut self, obj: &mut Obj<'_>, prefix: &str) -> Option<Head> {
        let id_val = obj.req("id")?;
        let id = id_val.str()?.to_owned();
        obj.set_context(format!(
            "{} \"{}\"",
            prefix.trim_end_matches('/').rsplit('/').next().unwrap_or(prefix),
            id.rsplit('/').next().unwrap_or(&id)
        ));
        if !id.starts_with(prefix) || !is_slug(&id) {
            id_val
                .error(format!("id: \"{id}\" should look like \"{prefix}<slug>\" (lower case, digits, '-')"));
        }
        self.ids.define("entry", &id, &id_val);
        let name = obj.req_str("name").unwrap_or_default().to_owned();
        let ru = obj.str("ru").map(str::to_owned);
        let source = obj.req_enum("source", "source", SOURCES).unwrap_or(3);
        Some(Head { id, name, ru, source, at: location(obj) })
    }

    fn read_rules(&mut self, mut obj: Obj<'_>) {
        obj.set_context("rules");
        let mut field = |key: &'static str| obj.req_u8(key, 0..=60).unwrap_or(0);
        let acolytes = field("acolytes");
        let start_pool = field("start_pool");
        let asylum = field("asylum");
        let lairs = field("lairs");
        let chamber_slots = field("chamber_slots");
        let display = field("display");
        let raid_cap = field("raid_cap");
        let acolyte_strike = field("acolyte_strike");
        let shoggoth_block = field("shoggoth_block");
        let azathoth = field("azathoth_loss_per_player");
        let treasure_majority = field("treasure_majority");
        let generic = field("generic_monsters");
        let evolution: Vec<u8> = obj
            .req_array("evolution_defense")
            .unwrap_or_default()
            .iter()
            .map(|value| value.u8(0..=10).unwrap_or(0))
            .collect();
        if evolution.len() != 3 {
            obj.error("evolution_defense: give the three stages' defense, e.g. [2, 3, 4]");
        }
        let mut points = [0u8; 4];
        if let Some(mut table) = obj.req_table("points") {
            for (index, key) in ["elder_sign", "spellbook", "magic", "blood"].into_iter().enumerate() {
                points[index] = table.req_u8(key, 0..=50).unwrap_or(0);
            }
            table.finish();
        }
        let source = obj.req_enum("source", "source", SOURCES).unwrap_or(3);
        if acolytes < start_pool || chamber_slots == 0 || lairs == 0 || display == 0 || asylum == 0 {
            obj.error("acolytes must be at least start_pool, and slots, lairs, display and asylum positive");
        }
        let evo = [0, 1, 2].map(|i| evolution.get(i).copied().unwrap_or(0));
        let rust = format!(
            "RulesDef {{ acolytes: {acolytes}, start_pool: {start_pool}, asylum: {asylum}, lairs: {lairs}, chamber_slots: {chamber_slots}, display: {display}, raid_cap: {raid_cap}, acolyte_strike: {acolyte_strike}, shoggoth_block: {shoggoth_block}, evolution_defense: {evo:?}, azathoth_loss_per_player: {azathoth}, points: {points:?}, treasure_majority: {treasure_majority}, generic_monsters: {generic}, source: {} }}",
            SOURCE_RUST[source]
        );
        let at = location(&obj);
        if self.rules.is_some() {
            obj.error("[rules] is defined twice");
        }
        self.rules = Some((at, rust));
        obj.finish();
    }

    fn read_priest_space(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "evil-priest/priest-space/") else { return obj.finish() };
        let number = obj.req_u8("number", 1..=5).unwrap_or(0);
        let who = obj.enum_of("who", "cultist kind", WHO).unwrap_or("Who::Any");
        let cost = self.cost(&mut obj, "cost");
        let (effects, hooks) = self.effects(&mut obj, "effects");
        let after = obj.bool("after_first_raid").unwrap_or(false);
        let unlimited = obj.bool("unlimited").unwrap_or(false);
        let rust = format!(
            "PriestSpaceDef {{ {}, who: {who}, cost: {cost}, effects: {effects}, after_first_raid: {after}, unlimited: {unlimited}, source: {} }}",
            head.fields(),
            SOURCE_RUST[head.source]
        );
        self.priest_spaces.push(Entry {
            key: (u32::from(number), head.id.clone()),
            head,
            copies: 1,
            hooks,
            rust,
            kind: "priest space",
        });
        obj.finish();
    }

    fn read_town(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "evil-priest/town/") else { return obj.finish() };
        let number = obj.req_u8("number", 1..=13).unwrap_or(0);
        let cost = self.cost(&mut obj, "cost");
        let (effects, hooks) = self.effects(&mut obj, "effects");
        let capacity = obj.u8("capacity", 1..=5).unwrap_or(1);
        let capacity_5p = obj.u8("capacity_5p", 1..=5).unwrap_or(capacity);
        let skulk_target = obj.bool("skulk_target").unwrap_or(true);
        let rust = format!(
            "TownSpaceDef {{ {}, number: {number}, cost: {cost}, effects: {effects}, capacity: {capacity}, capacity_5p: {capacity_5p}, skulk_target: {skulk_target}, source: {} }}",
            head.fields(),
            SOURCE_RUST[head.source]
        );
        self.town.push(Entry {
            key: (u32::from(number), head.id.clone()),
            head,
            copies: 1,
            hooks,
            rust,
            kind: "town space",
        });
        obj.finish();
    }

    fn read_ritual(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "evil-priest/ritual/") else { return obj.finish() };
        let number = obj.req_u8("number", 1..=5).unwrap_or(0);
        let cost = self.cost(&mut obj, "cost");
        let mut hooks = false;
        let mut steps = Vec::new();
        for step in obj.req_array("steps").unwrap_or_default() {
            let (list, hook) = self.effect_list(&step);
            hooks |= hook;
            steps.push(list);
        }
        if steps.is_empty() {
            obj.error("steps: a ritual has at least one space after Start");
        }
        let rust = format!(
            "RitualDef {{ {}, number: {number}, cost: {cost}, steps: {}, source: {} }}",
            head.fields(),
            codegen::slice(&steps),
            SOURCE_RUST[head.source]
        );
        self.rituals.push(Entry {
            key: (u32::from(number), head.id.clone()),
            head,
            copies: 1,
            hooks,
            rust,
            kind: "ritual",
        });
        obj.finish();
    }

    fn read_chamber(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "evil-priest/chamber/") else { return obj.finish() };
        let copies = obj.req_u8("copies", 1..=40).unwrap_or(1);
        let defense = obj.req_u8("defense", 0..=10).unwrap_or(0);
        let mut storage = Vec::new();
        for slot in obj.req_array("storage").unwrap_or_default() {
            let Some(mut table) = slot.table() else { continue };
            let keys: Vec<_> = table.keys().collect();
            if keys.len() != 1 {
                slot.error(format!(
                    "{}: write one kind per slot, e.g. {{ blood = 2 }} or {{ any = 3 }}",
                    slot.label()
                ));
                continue;
            }
            let (key, span) = keys[0].clone();
            let kind = if key == "any" {
                "StorageKind::Any".to_owned()
            } else if let Some(&(_, index)) = RESOURCES.iter().find(|(name, _)| *name == key) {
                format!("StorageKind::Only({})", RESOURCE_RUST[index])
            } else {
                let names = RESOURCES.iter().map(|(name, _)| *name).chain(["any"]);
                let hint = did_you_mean(key, names)
                    .map(|found| format!(" (did you mean \"{found}\"?)"))
                    .unwrap_or_default();
                slot.cx().error(
                    &span,
                    format!("{}: {}: unknown storage kind \"{key}\"{hint}", slot.ctx(), slot.label()),
                );
                continue;
            };
            table.allow(&["any", "treasure", "blood", "magic", "spellbook", "elder_sign"]);
            let amount = table.get(static_key(key)).and_then(|value| value.u8(1..=12));
            table.finish();
            if let Some(amount) = amount {
                storage.push(format!("Storage {{ kind: {kind}, amount: {amount} }}"));
            }
        }
        let (on_gain, h1) = self.effects(&mut obj, "on_gain");
        let (preparation, h2) = self.effects(&mut obj, "preparation");
        let rust = format!(
            "ChamberDef {{ {}, copies: {copies}, defense: {defense}, storage: {}, on_gain: {on_gain}, preparation: {preparation}, source: {} }}",
            head.fields(),
            codegen::slice(&storage),
            SOURCE_RUST[head.source]
        );
        self.chambers.push(Entry {
            key: (0, head.id.clone()),
            head,
            copies: u32::from(copies),
            hooks: h1 || h2,
            rust,
            kind: "chamber",
        });
        obj.finish();
    }

    fn read_monster(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "evil-priest/monster/") else { return obj.finish() };
        let deck = obj.req_enum("deck", "monster deck", DECKS).unwrap_or("MonsterDeck::Unique");
        let copies = obj.u8("copies", 1..=20).unwrap_or(1);
        let defense = obj.req_u8("defense", 0..=12).unwrap_or(0);
        let trigger = obj.enum_of("trigger", "trigger", TRIGGERS).unwrap_or("MonsterTrigger::None");
        let (effects, hooks) = self.effects(&mut obj, "effects");
        if (trigger == "MonsterTrigger::None") != (effects == "&[]") {
            obj.error("a monster with a trigger needs effects, and effects need a trigger");
        }
        let kind = if deck == "MonsterDeck::Generic" { "generic monster" } else { "unique monster" };
        let rust = format!(
            "MonsterDef {{ {}, deck: {deck}, copies: {copies}, defense: {defense}, trigger: {trigger}, effects: {effects}, source: {} }}",
            head.fields(),
            SOURCE_RUST[head.source]
        );
        self.monsters.push(Entry {
            key: (0, head.id.clone()),
            head,
            copies: u32::from(copies),
            hooks,
            rust,
            kind,
        });
        obj.finish();
    }

    fn read_investigator(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "evil-priest/investigator/") else { return obj.finish() };
        let dice = obj.int("dice", -3..=3).unwrap_or(0);
        let strength = obj.int("strength", -9..=9).unwrap_or(0);
        let skip = obj.bool("skip_first_chamber").unwrap_or(false);
        let asylum = obj.u8("asylum_defense", 0..=3).unwrap_or(1);
        let strike = obj.u8("acolyte_strike", 0..=4).unwrap_or(2);
        let far_end = obj.bool("far_end_first").unwrap_or(false);
        let spares = obj.bool("spares_elder_signs").unwrap_or(false);
        let leaders = obj.bool("leaders_only").unwrap_or(false);
        let (post_raid, hooks) = self.effects(&mut obj, "post_raid");
        let rust = format!(
            "InvestigatorDef {{ {}, dice: {dice}, strength: {strength}, skip_first_chamber: {skip}, asylum_defense: {asylum}, acolyte_strike: {strike}, far_end_first: {far_end}, spares_elder_signs: {spares}, leaders_only: {leaders}, post_raid: {post_raid}, source: {} }}",
            head.fields(),
            SOURCE_RUST[head.source]
        );
        self.investigators.push(Entry {
            key: (0, head.id.clone()),
            head,
            copies: 1,
            hooks,
            rust,
            kind: "investigator",
        });
        obj.finish();
    }

    fn read_priest(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "evil-priest/priest/") else { return obj.finish() };
        let requires = self.requirement(&mut obj, "requires");
        let (effects, hooks) = self.effects(&mut obj, "effects");
        if effects == "&[]" {
            obj.error("effects: a Priest card needs an ability");
        }
        let rust = format!(
            "PriestDef {{ {}, requires: {requires}, effects: {effects}, source: {} }}",
            head.fields(),
            SOURCE_RUST[head.source]
        );
        self.priests.push(Entry {
            key: (0, head.id.clone()),
            head,
            copies: 1,
            hooks,
            rust,
            kind: "priest card",
        });
        obj.finish();
    }

    fn read_avatar(&mut self, mut obj: Obj<'_>) {
        let Some(head) = self.head(&mut obj, "evil-priest/avatar/") else { return obj.finish() };
        let section = obj.req_u8("section", 1..=4).unwrap_or(1);
        let power = obj.req_enum("power", "avatar power", POWERS).unwrap_or("AvatarPower::Howler");
        let reward = obj.get("reward").map_or_else(|| res_lit([0; 5]), |value| res_lit(read_res(&value)));
        let rust = format!(
            "AvatarDef {{ {}, section: {section}, power: {power}, reward: {reward}, source: {} }}",
            head.fields(),
            SOURCE_RUST[head.source]
        );
        self.avatars.push(Entry {
            key: (0, head.id.clone()),
            head,
            copies: 1,
            hooks: false,
            rust,
            kind: "avatar",
        });
        obj.finish();
    }

    fn read_hook(&mut self, mut obj: Obj<'_>) {
        let name_val = obj.req("name");
        let name = name_val.as_ref().and_then(Val::str).unwrap_or_default().to_owned();
        let rule = obj.req_str("rule").unwrap_or_default().to_owned();
        if let Some(value) = name_val {
            let at = val0(&value, &format!("hook \"{name}\" is declared but never used"));
            self.hooks.push((name, rule, at));
        }
        obj.finish();
    }

    fn read_board(&mut self, mut obj: Obj<'_>) {
        obj.set_context("board");
        let id_val = obj.req("id");
        let id = id_val.as_ref().and_then(Val::str).unwrap_or_default().to_owned();
        obj.set_context(format!("board \"{id}\""));
        if let Some(value) = &id_val {
            self.ids.define("board", &format!("evil-priest/board/{id}"), value);
        }
        let name = obj.req_str("name").unwrap_or_default().to_owned();
        let ru = obj.str("ru").map(str::to_owned);
        let expansion = obj.bool("expansion").unwrap_or(false);
        let rule = obj.req_enum("rule", "cult rule", RULES).unwrap_or("CultRule::Cthulhu");
        let source = obj.req_enum("source", "source", SOURCES).unwrap_or(3);
        let mut nodes = Vec::new();
        let mut node_ids = Ids::new();
        let mut hooks = false;
        for (index, item) in obj.req_array("node").unwrap_or_default().into_iter().enumerate() {
            let Some(mut node) = item.table() else { continue };
            node.as_entry();
            node.set_context(format!("board \"{id}\" node #{}", index + 1));
            if let Some((read, hook)) = self.read_node(node, &mut node_ids) {
                hooks |= hook;
                nodes.push(read);
            }
        }
        let head = Head { id: id.clone(), name, ru, source, at: location(&obj) };
        let rust = format!(
            "CultBoardDef {{ {}, expansion: {expansion}, rule: {rule}, nodes: {{nodes}}, source: {} }}",
            head.fields(),
            SOURCE_RUST[source]
        );
        if nodes.len() != 13 {
            obj.error(format!("a cult board has 13 Elder Sign spaces, found {}", nodes.len()));
        }
        self.boards.push(Board {
            entry: Entry { key: (0, id), head, copies: 1, hooks, rust, kind: "cult board" },
            nodes,
        });
        obj.finish();
    }

    fn read_node(&mut self, mut obj: Obj<'_>, ids: &mut Ids) -> Option<(Node, bool)> {
        let id_val = obj.req("id")?;
        let id = id_val.str()?.to_owned();
        let ctx = format!("{} (\"{id}\")", obj.ctx());
        obj.set_context(ctx);
        ids.define("node", &id, &id_val);
        let name = obj.req_str("name").unwrap_or_default().to_owned();
        let ru = obj.str("ru").map(str::to_owned);
        let kind = obj.req_enum("kind", "node kind", KINDS).unwrap_or("NodeKind::OneShot");
        let start = obj.bool("start").unwrap_or(false);
        let links = obj
            .array("links")
            .unwrap_or_default()
            .iter()
            .filter_map(|value| {
                value.str().map(|text| {
                    (text.to_owned(), val0(value, &format!("links: no node \"{text}\" on this board")))
                })
            })
            .collect();
        let cost = self.cost(&mut obj, "cost");
        let requires = self.requirement(&mut obj, "requires");
        let (effects, h1) = self.effects(&mut obj, "effects");
        let action_cost = self.cost(&mut obj, "action_cost");
        let (action, h2) = self.effects(&mut obj, "action");
        let acolyte_only = obj.bool("acolyte_only").unwrap_or(false);
        let action_requires = self.requirement(&mut obj, "action_requires");
        let avatar = obj.get("avatar").and_then(|value| {
            value.str().map(|text| (text.to_owned(), val0(&value, &format!("avatar: no avatar \"{text}\""))))
        });
        let trigger = obj.u8("trigger", 0..=30).unwrap_or(0);
        let majority = obj.enum_of("majority", "resource", RESOURCES).map(|index| RESOURCE_RUST[index]);
        let source = obj.req_enum("source", "source", SOURCES).unwrap_or(3);
        match kind {
            "NodeKind::Reusable" if action == "&[]" => obj.error("a reusable space needs an action"),
            "NodeKind::Growth" if trigger == 0 || majority.is_none() => {
                obj.error("a growth space needs a trigger and a majority resource")
            }
            "NodeKind::Growth" if start => obj.error("a growth space is never a start space"),
            _ => {}
        }
        let rust = format!(
            "CultNodeDef {{ id: {}, name: {}, ru: {}, kind: {kind}, start: {start}, links: {{links}}, cost: {cost}, requires: {requires}, effects: {effects}, action_cost: {action_cost}, action: {action}, acolyte_only: {acolyte_only}, action_requires: {action_requires}, avatar: {{avatar}}, trigger: {trigger}, majority: {}, source: {} }}",
            str_lit(&id),
            str_lit(&name),
            opt_str(ru.as_deref()),
            majority.map_or_else(|| "None".to_owned(), |text| format!("Some({text})")),
            SOURCE_RUST[source]
        );
        let node = Node { id, links, avatar, rust };
        obj.finish();
        Some((node, h1 || h2))
    }

    fn cost(&mut self, obj: &mut Obj<'_>, key: &'static str) -> String {
        let Some(mut table) = obj.table(key) else { return "Cost::FREE".to_owned() };
        let mut res = [0u8; 5];
        for &(name, index) in RESOURCES {
            res[index] = table.u8(static_key(name), 0..=20).unwrap_or(0);
        }
        let basic = table.u8("basic", 0..=20).unwrap_or(0);
        let sacrifice = table.u8("sacrifice", 0..=6).unwrap_or(0);
        table.finish();
        format!("Cost {{ res: {}, basic: {basic}, sacrifice: {sacrifice} }}", res_lit(res))
    }

    fn requirement(&mut self, obj: &mut Obj<'_>, key: &'static str) -> String {
        let Some(value) = obj.get(key) else { return "Requirement::None".to_owned() };
        if value.is_str() {
            return match value.str() {
                Some("skulking") => "Requirement::Skulking".to_owned(),
                Some("after_first_raid") => "Requirement::AfterFirstRaid".to_owned(),
                Some("none") => "Requirement::None".to_owned(),
                Some(other) => {
                    value.error(format!("{}: unknown requirement \"{other}\" (expected \"skulking\", \"after_first_raid\", {{ elder_signs = n }} or {{ evolved = \"stage\" }})", value.label()));
                    "Requirement::None".to_owned()
                }
                None => "Requirement::None".to_owned(),
            };
        }
        let Some(mut table) = value.table() else { return "Requirement::None".to_owned() };
        let out = if let Some(n) = table.u8("elder_signs", 1..=13) {
            format!("Requirement::ElderSigns({n})")
        } else if let Some(stage) = table.enum_of("evolved", "stage", STAGES) {
            format!("Requirement::Evolved({stage})")
        } else {
            table.error(format!("{key}: expected {{ elder_signs = n }} or {{ evolved = \"stage\" }}"));
            "Requirement::None".to_owned()
        };
        table.finish();
        out
    }

    /// An optional effect list under `key`: its literal and whether it uses a hook.
    fn effects(&mut self, obj: &mut Obj<'_>, key: &'static str) -> (String, bool) {
        match obj.get(key) {
            Some(value) => self.effect_list(&value),
            None => ("&[]".to_owned(), false),
        }
    }

    fn effect_list(&mut self, value: &Val<'_>) -> (String, bool) {
        let mut hooks = false;
        let mut items = Vec::new();
        for item in value.array().unwrap_or_default() {
            if let Some((rust, hook)) = self.effect(&item) {
                hooks |= hook;
                items.push(rust);
            }
        }
        (codegen::slice(&items), hooks)
    }

    fn effect(&mut self, value: &Val<'_>) -> Option<(String, bool)> {
        let all = BARE.iter().map(|(name, _)| *name).chain(KEYED.iter().copied());
        if value.is_str() {
            let name = value.str()?;
            if let Some((_, rust)) = BARE.iter().find(|(bare, _)| *bare == name) {
                return Some(((*rust).to_owned(), false));
            }
            let hint = if KEYED.contains(&name) {
                format!(" (\"{name}\" needs a value: {{ {name} = ... }})")
            } else {
                did_you_mean(name, all)
                    .map(|found| format!(" (did you mean \"{found}\"?)"))
                    .unwrap_or_default()
            };
            value.error(format!("{}: unknown effect \"{name}\"{hint}", value.label()));
            return None;
        }
        let mut table = value.table()?;
        let keys: Vec<_> = table.keys().collect();
        if keys.len() != 1 {
            value.error(format!("{}: an effect is a string or a table with one key", value.label()));
            return None;
        }
        let (name, span) = keys[0].clone();
        let Some(&key) = KEYED.iter().find(|keyed| **keyed == name) else {
            let hint = did_you_mean(name, all)
                .map(|found| format!(" (did you mean \"{found}\"?)"))
                .unwrap_or_default();
            value
                .cx()
                .error(&span, format!("{}: {}: unknown effect \"{name}\"{hint}", value.ctx(), value.label()));
            return None;
        };
        let inner = table.get(key)?;
        let out = match key {
            "gain" => {
                let res = read_res(&inner);
                if res[4] > 0 {
                    inner.error(format!("{}: Elder Signs are never gained this way", inner.label()));
                }
                if res == [0; 5] {
                    inner.error(format!("{}: gain nothing?", inner.label()));
                }
                format!("Effect::Gain({})", res_lit(res))
            }
            "rescue" => format!("Effect::Rescue({})", inner.u8(1..=6)?),
            "recover" => format!("Effect::Recover({})", inner.u8(1..=6)?),
            "raid" => format!("Effect::Raid({})", inner.u8(1..=4)?),
            "growth" => format!("Effect::Growth({})", inner.u8(1..=6)?),
            "deep_one" => {
                format!("Effect::DeepOne({})", RESOURCE_RUST[inner.enum_of("resource", RESOURCES)?])
            }
            "skulk" => format!("Effect::Skulk({})", inner.enum_of("skulk kind", SKULKS)?),
            _ => {
                let name = inner.str()?.to_owned();
                self.used_hooks.push((
                    name.clone(),
                    val0(&inner, &format!("unknown hook \"{name}\" (declare it in a [[hook]] table)")),
                ));
                table.finish();
                return Some((format!("Effect::Custom({})", str_lit(&name)), true));
            }
        };
        table.finish();
        Some((out, false))
    }

    fn check(&mut self, sink: &Sink, dir: &str) {
        if self.rules.is_none() {
            sink.error_unlocated(dir, "no [rules] table");
        }
        for (what, list, want) in [
            ("priest space", &self.priest_spaces, 5usize),
            ("town space", &self.town, 13),
            ("ritual", &self.rituals, 5),
        ] {
            let mut numbers: Vec<u32> = list.iter().map(|entry| entry.key.0).collect();
            numbers.sort_unstable();
            numbers.dedup();
            if list.len() != want || numbers.len() != want {
                sink.error_unlocated(
                    dir,
                    format!(
                        "expected {want} {what}s numbered 1..={want}, found {} ({} distinct numbers)",
                        list.len(),
                        numbers.len()
                    ),
                );
            }
        }
        let town_specials = ["Effect::FirstPlayer", "Effect::Skulk(SkulkKind::Town)"];
        for special in town_specials {
            if !self.town.iter().any(|entry| entry.rust.contains(special)) {
                sink.error_unlocated(dir, format!("no town space has the effect {special}"));
            }
        }
        let mut avatar_ids: Vec<&str> = self.avatars.iter().map(|entry| entry.head.id.as_str()).collect();
        avatar_ids.sort_unstable();
        for board in &self.boards {
            for node in &board.nodes {
                for (link, at) in &node.links {
                    if !board.nodes.iter().any(|other| &other.id == link) {
                        let hint = did_you_mean(link, board.nodes.iter().map(|other| other.id.as_str()))
                            .map(|found| format!(" (did you mean \"{found}\"?)"))
                            .unwrap_or_default();
                        let mut diagnostic = at.at.clone();
                        diagnostic.message.push_str(&hint);
                        sink.push(diagnostic);
                    }
                }
                if let Some((avatar, at)) = &node.avatar
                    && !avatar_ids.contains(&avatar.as_str())
                {
                    sink.push(at.at.clone());
                }
            }
            // Every node must be reachable from a start space (growth spaces fire on their own).
            let mut reached: Vec<bool> = board
                .nodes
                .iter()
                .map(|node| node.rust.contains("start: true") || node.rust.contains("NodeKind::Growth"))
                .collect();
            loop {
                let mut changed = false;
                for (index, node) in board.nodes.iter().enumerate() {
                    if !reached[index] {
                        continue;
                    }
                    for (link, _) in &node.links {
                        if let Some(target) = board.nodes.iter().position(|other| &other.id == link)
                            && !reached[target]
                        {
                            reached[target] = true;
                            changed = true;
                        }
                    }
                }
                if !changed {
                    break;
                }
            }
            for (index, node) in board.nodes.iter().enumerate() {
                if !reached[index] {
                    sink.error_unlocated(
                        &board.entry.head.at,
                        format!(
                            "board \"{}\": node \"{}\" cannot be reached from a start space",
                            board.entry.head.id, node.id
                        ),
                    );
                }
            }
        }
        for (name, at) in &self.used_hooks {
            if !self.hooks.iter().any(|(hook, _, _)| hook == name) {
                let mut diagnostic = at.at.clone();
                if let Some(found) = did_you_mean(name, self.hooks.iter().map(|(hook, _, _)| hook.as_str())) {
                    diagnostic.message = format!("{} (did you mean \"{found}\"?)", diagnostic.message);
                }
                sink.push(diagnostic);
            }
        }
        for (name, _, at) in &self.hooks {
            if !self.used_hooks.iter().any(|(used, _)| used == name) {
                sink.push(at.at.clone());
            }
        }
    }

    fn emit(&mut self, dir: &str) -> String {
        for list in [
            &mut self.priest_spaces,
            &mut self.town,
            &mut self.rituals,
            &mut self.chambers,
            &mut self.monsters,
            &mut self.investigators,
            &mut self.priests,
            &mut self.avatars,
        ] {
            list.sort_by(|a, b| a.key.cmp(&b.key));
        }
        self.boards.sort_by(|a, b| a.entry.key.cmp(&b.entry.key));
        self.hooks.sort_by(|a, b| a.0.cmp(&b.0));
        let mut out = codegen::header(
            dir,
            &[
                ("PRIEST_SPACES", self.priest_spaces.len()),
                ("TOWN", self.town.len()),
                ("RITUALS", self.rituals.len()),
                ("CHAMBERS", self.chambers.len()),
                ("MONSTERS", self.monsters.len()),
                ("INVESTIGATORS", self.investigators.len()),
                ("PRIESTS", self.priests.len()),
                ("AVATARS", self.avatars.len()),
                ("CULT_BOARDS", self.boards.len()),
                ("HOOKS", self.hooks.len()),
            ],
        );
        let (rules_at, rules) = self.rules.clone().unwrap_or_default();
        codegen::static_value(
            &mut out,
            &format!("The game's numbers ({rules_at})."),
            "RULES",
            "RulesDef",
            &rules,
        );
        let items = |list: &[Entry]| -> Vec<(String, String)> {
            list.iter()
                .map(|entry| (format!("{} ({})", entry.head.name, entry.head.at), entry.rust.clone()))
                .collect()
        };
        codegen::static_slice(
            &mut out,
            "The five priest-board spaces, in printed order.",
            "PRIEST_SPACES",
            "PriestSpaceDef",
            &items(&self.priest_spaces),
        );
        codegen::static_slice(
            &mut out,
            "The 13 town-board spaces, in printed order.",
            "TOWN",
            "TownSpaceDef",
            &items(&self.town),
        );
        codegen::static_slice(
            &mut out,
            "The five rituals, in printed order.",
            "RITUALS",
            "RitualDef",
            &items(&self.rituals),
        );
        codegen::static_slice(
            &mut out,
            "Chamber cards, sorted by id.",
            "CHAMBERS",
            "ChamberDef",
            &items(&self.chambers),
        );
        codegen::static_slice(
            &mut out,
            "Monster cards (generic and unique), sorted by id.",
            "MONSTERS",
            "MonsterDef",
            &items(&self.monsters),
        );
        codegen::static_slice(
            &mut out,
            "Investigator cards, sorted by id.",
            "INVESTIGATORS",
            "InvestigatorDef",
            &items(&self.investigators),
        );
        codegen::static_slice(
            &mut out,
            "Priest cards, sorted by id.",
            "PRIESTS",
            "PriestDef",
            &items(&self.priests),
        );
        codegen::static_slice(
            &mut out,
            "Avatar cards of the Crawling Chaos, sorted by id.",
            "AVATARS",
            "AvatarDef",
            &items(&self.avatars),
        );
        let avatar_index = |id: &str| self.avatars.iter().position(|entry| entry.head.id == id);
        let mut boards = Vec::new();
        for board in &self.boards {
            let mut nodes = String::from("&[\n");
            for node in &board.nodes {
                let links: Vec<String> = node
                    .links
                    .iter()
                    .filter_map(|(link, _)| board.nodes.iter().position(|other| &other.id == link))
                    .map(|index| index.to_string())
                    .collect();
                let avatar = node
                    .avatar
                    .as_ref()
                    .and_then(|(id, _)| avatar_index(id))
                    .map_or_else(|| "None".to_owned(), |index| format!("Some({index})"));
                let rust = node.rust.replace("{links}", &codegen::slice(&links)).replace("{avatar}", &avatar);
                let _ = writeln!(nodes, "        {rust},");
            }
            nodes.push_str("    ]");
            boards.push((
                format!("{} ({})", board.entry.head.name, board.entry.head.at),
                board.entry.rust.replace("{nodes}", &nodes),
            ));
        }
        codegen::static_slice(
            &mut out,
            "The cult boards, sorted by id.",
            "CULT_BOARDS",
            "CultBoardDef",
            &boards,
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

    fn coverage(&self) -> Vec<CoverageRow> {
        const EXPECTED: &[(&str, u32)] = &[
            ("priest space", 5),
            ("town space", 13),
            ("ritual", 5),
            ("chamber", 40),
            ("generic monster", 15),
            ("unique monster", 12),
            ("investigator", 10),
            ("priest card", 10),
            ("avatar", 4),
            ("cult board", 6),
        ];
        let boards: Vec<&Entry> = self.boards.iter().map(|board| &board.entry).collect();
        let all: Vec<&Entry> = [
            &self.priest_spaces,
            &self.town,
            &self.rituals,
            &self.chambers,
            &self.monsters,
            &self.investigators,
            &self.priests,
            &self.avatars,
        ]
        .into_iter()
        .flatten()
        .chain(boards)
        .collect();
        EXPECTED
            .iter()
            .map(|&(kind, expected)| {
                let mut found = 0;
                let mut hooks = 0;
                let mut by_source = [0u32; 4];
                for entry in all.iter().filter(|entry| entry.kind == kind) {
                    found += entry.copies;
                    if entry.hooks {
                        hooks += entry.copies;
                    }
                    by_source[entry.head.source] += entry.copies;
                }
                CoverageRow {
                    game: "evil-priest".to_owned(),
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

/// The `'static` key name for a resource or storage key read from the data.
fn static_key(key: &str) -> &'static str {
    ["treasure", "blood", "magic", "spellbook", "elder_sign", "any"]
        .into_iter()
        .find(|known| *known == key)
        .unwrap_or("any")
}

/// Reads `{ treasure = 1, magic = 2 }` into amounts in `Res` field order.
fn read_res(value: &Val<'_>) -> [u8; 5] {
    let mut res = [0u8; 5];
    let Some(mut table) = value.table() else { return res };
    for &(name, index) in RESOURCES {
        res[index] = table.u8(static_key(name), 0..=20).unwrap_or(0);
    }
    table.finish();
    res
}

fn res_lit(res: [u8; 5]) -> String {
    format!(
        "Res {{ treasure: {}, blood: {}, magic: {}, spellbook: {}, elder_sign: {} }}",
        res[0], res[1], res[2], res[3], res[4]
    )
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use crate::{CoverageTable, GameInput, SourceFile, compile_game};

    /// Compiles the real Evil High Priest data plus `fixture` as a `test.toml` beside it and
    /// returns the diagnostics, one per line (empty when it compiles).
    fn check(fixture: &str) -> String {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data");
        let inputs = crate::load(&dir).expect("the real data directory loads");
        let mut input: GameInput =
            inputs.into_iter().find(|input| input.game == "evil-priest").expect("evil-priest data");
        input.files.push(SourceFile::new("content/data/evil-priest/test.toml", fixture));
        match compile_game(&input) {
            Ok(_) => String::new(),
            Err(diagnostics) => diagnostics.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"),
        }
    }

    #[test]
    fn real_content_compiles_and_covers_the_components() {
        assert_eq!(check(""), "");
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data");
        let mut rows = crate::coverage(&dir).unwrap_or_default();
        rows.retain(|row| row.game == "evil-priest");
        insta::assert_snapshot!(CoverageTable(&rows).to_string(), @r"
    game       kind             entries     % data-driven hooks  by source
    evil-priest priest space         5/5  100%           5     0  rulebook 5
    evil-priest town space         13/13  100%          13     0  rulebook 13
    evil-priest ritual               5/5  100%           5     0  rulebook 5
    evil-priest chamber            40/40  100%          40     0  rulebook 3, designed 37
    evil-priest generic monster     15/15  100%          15     0  designed 15
    evil-priest unique monster     12/12  100%          12     0  rulebook 3, designed 9
    evil-priest investigator       10/10  100%           9     1  rulebook 1, reference 2, designed 7
    evil-priest priest card        10/10  100%           8     2  reference 4, designed 6
    evil-priest avatar               4/4  100%           4     0  rulebook 3, designed 1
    evil-priest cult board           6/6  100%           6     0  rulebook 1, designed 5
    total: 120/120 components, 3 with hooks
    ");
    }

    #[test]
    fn derived_mistakes_are_located_with_suggestions() {
        let found = check(
            r#"[[chamber]]
id = "evil-priest/chamber/test-vault"
name = "Test Vault"
copies = 1
defense = 2
storage = [{ blod = 2 }]
on_gain = [{ gian = { magic = 1 } }, "chamberr"]
source = "designed"

[[monster]]
id = "evil-priest/monster/test"
name = "Test"
deck = "unique"
defense = 3
trigger = "on_gain"
source = "guessed"
"#,
        );
        insta::assert_snapshot!(found, @r#"
        content/data/evil-priest/test.toml:6:14: chamber "test-vault": storage[1]: unknown storage kind "blod" (did you mean "blood"?)
        content/data/evil-priest/test.toml:7:14: chamber "test-vault": on_gain[1]: unknown effect "gian" (did you mean "gain"?)
        content/data/evil-priest/test.toml:7:38: chamber "test-vault": on_gain[2]: unknown effect "chamberr" (did you mean "chamber"?)
        content/data/evil-priest/test.toml:10:1: monster "test": a monster with a trigger needs effects, and effects need a trigger
        content/data/evil-priest/test.toml:16:10: monster "test": source: unknown source "guessed" (expected one of: rulebook, reference, recalled, designed)
        "#);
    }

    #[test]
    fn derived_board_links_and_counts_are_checked() {
        let found = check(
            r#"[board]
id = "test-board"
name = "Test"
rule = "cthulhu"
source = "designed"

[[board.node]]
id = "start"
name = "Start"
kind = "one_shot"
start = true
links = ["middle"]
source = "designed"

[[board.node]]
id = "lonely"
name = "Lonely"
kind = "reusable"
source = "designed"
"#,
        );
        insta::assert_snapshot!(found, @r#"
        content/data/evil-priest/test.toml:1:1: board "test-board": a cult board has 13 Elder Sign spaces, found 2
        content/data/evil-priest/test.toml:12:10: board "test-board" node #1 ("start"): links: no node "middle" on this board
        content/data/evil-priest/test.toml:15:1: board "test-board" node #2 ("lonely"): a reusable space needs an action
        content/data/evil-priest/test.toml:1:1: board "test-board": node "lonely" cannot be reached from a start space
        "#);
    }
}
