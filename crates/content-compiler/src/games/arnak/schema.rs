//! The Arnak TOML schema: reading every table into checked, owned data.

use std::collections::BTreeMap;

use super::COLOURS;
use super::effect::{self, Eff, Effects, MARKERS, Marker, RESOURCES, Res, Resource, Travels};
use crate::Diagnostic;
use crate::reader::{Ids, Obj, Sink, Val, suggestion};

/// Where an entry's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Src {
    Rulebook,
    Reference,
    Recalled,
}

const SOURCES: &[(&str, Src)] =
    &[("rulebook", Src::Rulebook), ("reference", Src::Reference), ("recalled", Src::Recalled)];

impl Src {
    pub(crate) fn rust(self) -> &'static str {
        match self {
            Src::Rulebook => "Source::Rulebook",
            Src::Reference => "Source::Reference",
            Src::Recalled => "Source::Recalled",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Card kinds and their id segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CardKind {
    Basic,
    Fear,
    Item,
    Artifact,
}

const CARD_KINDS: &[(&str, CardKind)] = &[
    ("basic", CardKind::Basic),
    ("fear", CardKind::Fear),
    ("item", CardKind::Item),
    ("artifact", CardKind::Artifact),
];

impl CardKind {
    pub(crate) fn rust(self) -> &'static str {
        match self {
            CardKind::Basic => "CardKind::Basic",
            CardKind::Fear => "CardKind::Fear",
            CardKind::Item => "CardKind::Item",
            CardKind::Artifact => "CardKind::Artifact",
        }
    }

    fn name(self) -> &'static str {
        match self {
            CardKind::Basic => "basic",
            CardKind::Fear => "fear",
            CardKind::Item => "item",
            CardKind::Artifact => "artifact",
        }
    }
}

/// What every top-level entry has.
#[derive(Debug, Clone)]
pub(crate) struct Head {
    pub(crate) id: String,
    /// Where the id is written.
    pub(crate) id_span: std::ops::Range<usize>,
    pub(crate) name: String,
    pub(crate) ru: Option<String>,
    pub(crate) source: Src,
    /// `path:line` of the entry, for comments in the generated code.
    pub(crate) at: String,
}

#[derive(Debug, Clone)]
pub(crate) struct Card {
    pub(crate) head: Head,
    pub(crate) kind: CardKind,
    pub(crate) copies: u8,
    pub(crate) cost: u8,
    pub(crate) vp: i8,
    pub(crate) travel: Travels,
    pub(crate) free: bool,
    pub(crate) effect: Vec<Eff>,
}

#[derive(Debug, Clone)]
pub(crate) struct Guardian {
    pub(crate) head: Head,
    pub(crate) cost: Res,
    pub(crate) travel_cost: Travels,
    pub(crate) discard: u8,
    pub(crate) boon: Vec<Eff>,
    pub(crate) vp: u8,
}

#[derive(Debug, Clone, Default)]
pub(crate) struct Side {
    pub(crate) effect: Vec<Eff>,
    pub(crate) free: bool,
}

#[derive(Debug, Clone)]
pub(crate) struct Assistant {
    pub(crate) head: Head,
    pub(crate) silver: Side,
    pub(crate) gold: Side,
}

#[derive(Debug, Clone)]
pub(crate) struct SiteTile {
    pub(crate) head: Head,
    pub(crate) level: u8,
    pub(crate) effect: Vec<Eff>,
}

#[derive(Debug, Clone)]
pub(crate) struct Idol {
    pub(crate) head: Head,
    pub(crate) symbol: String,
    pub(crate) effect: Vec<Eff>,
}

#[derive(Debug, Clone)]
pub(crate) struct BonusTile {
    pub(crate) head: Head,
    pub(crate) effect: Vec<Eff>,
}

#[derive(Debug, Clone)]
pub(crate) struct Camp {
    pub(crate) id: String,
    pub(crate) name: String,
    pub(crate) ru: Option<String>,
    pub(crate) resource: Resource,
    pub(crate) effect: Vec<Eff>,
    pub(crate) spaces: Vec<(Travels, bool)>,
}

#[derive(Debug, Clone)]
pub(crate) struct Spot {
    pub(crate) id: String,
    pub(crate) level: u8,
    pub(crate) row: u8,
    pub(crate) travel: Travels,
}

#[derive(Debug, Clone)]
pub(crate) struct Space {
    pub(crate) id: String,
    pub(crate) level: u8,
    pub(crate) bonus: Vec<u8>,
    pub(crate) assistant_stack: bool,
}

#[derive(Debug, Clone)]
pub(crate) struct Link {
    /// Index into the spaces, `None` for the start.
    pub(crate) from: Option<usize>,
    /// Index into the spaces, `None` for the Lost Temple.
    pub(crate) to: Option<usize>,
    pub(crate) cost: Res,
    pub(crate) idols: u8,
    pub(crate) discard: u8,
    pub(crate) marker: Marker,
}

#[derive(Debug, Clone)]
pub(crate) struct Level {
    pub(crate) level: u8,
    pub(crate) magnifier: Vec<Eff>,
    pub(crate) notebook: Vec<Eff>,
    pub(crate) magnifier_vp: u8,
    pub(crate) notebook_vp: u8,
}

#[derive(Debug, Clone, Default)]
pub(crate) struct Research {
    pub(crate) spaces: Vec<Space>,
    pub(crate) links: Vec<Link>,
    pub(crate) levels: Vec<Level>,
    pub(crate) temple_slots_vp: Vec<u8>,
    pub(crate) foundations: [Res; 3],
}

#[derive(Debug, Clone)]
pub(crate) struct Board {
    pub(crate) head: Head,
    pub(crate) camps: Vec<Camp>,
    pub(crate) spots: Vec<Spot>,
    pub(crate) discover_cost: [u8; 2],
    pub(crate) research: Research,
}

#[derive(Debug, Clone)]
pub(crate) struct PlayerBoard {
    pub(crate) idol_slot_vp: Vec<u8>,
    pub(crate) idol_slot_effects: Vec<Vec<Eff>>,
    pub(crate) assistant_slots: u8,
    pub(crate) starting: Vec<Res>,
    pub(crate) source: Src,
    pub(crate) at: String,
}

#[derive(Debug, Clone)]
pub(crate) enum RivalAction {
    Dig(Resource),
    Discover(Vec<Option<(u8, bool)>>),
    Research,
    Overcome,
    BuyItem,
    BuyArtifact,
}

#[derive(Debug, Clone)]
pub(crate) struct RivalTile {
    pub(crate) id: String,
    pub(crate) ru: Option<String>,
    pub(crate) action: RivalAction,
    pub(crate) red: bool,
    pub(crate) skip_round_5: bool,
    /// The arrow printed on the tile's back points right (else left).
    pub(crate) arrow_right: bool,
    pub(crate) source: Src,
    pub(crate) at: String,
}

#[derive(Debug, Clone)]
pub(crate) struct Hook {
    pub(crate) name: String,
    pub(crate) rule: String,
    at: Diagnostic,
}

#[derive(Debug, Clone)]
pub(crate) struct TempleTile {
    pub(crate) value: u8,
    pub(crate) count: u8,
}

/// Everything read from the Arnak files.
#[derive(Debug, Default)]
pub(crate) struct Content {
    pub(crate) cards: Vec<Card>,
    pub(crate) guardians: Vec<Guardian>,
    pub(crate) assistants: Vec<Assistant>,
    pub(crate) sites: Vec<SiteTile>,
    pub(crate) idols: Vec<Idol>,
    pub(crate) bonus_tiles: Vec<BonusTile>,
    pub(crate) boards: Vec<Board>,
    pub(crate) player_board: Option<PlayerBoard>,
    pub(crate) rival_tiles: Vec<RivalTile>,
    pub(crate) temple_tiles: Vec<TempleTile>,
    pub(crate) hooks: Vec<Hook>,
    temple_tiles_at: Option<String>,
    ids: Ids,
    board_ids: Ids,
    hook_ids: Ids,
    effects: Effects,
}

/// One kind's counts for coverage.
#[derive(Debug, Clone, Default)]
pub(crate) struct Tally {
    pub(crate) kind: &'static str,
    pub(crate) found: u32,
    pub(crate) hooks: u32,
    pub(crate) by_source: [u32; 3],
}

fn is_slug(text: &str) -> bool {
    !text.is_empty()
        && text.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !text.starts_with('-')
        && !text.ends_with('-')
}

fn location(obj: &Obj<'_>) -> String {
    let (line, col) = obj.cx().file.line_col(obj.span().start);
    format!("{}:{line}:{col}", obj.cx().file.path)
}

/// Top-level keys a file may hold.
const TOP_LEVEL: &[&str] = &[
    "card",
    "guardian",
    "assistant",
    "site",
    "idol",
    "bonus_tile",
    "board",
    "player_board",
    "rival",
    "temple_tile",
    "hook",
];

impl Content {
    /// Reads one file's root table.
    pub(crate) fn read_file(&mut self, mut root: Obj<'_>) {
        for key in TOP_LEVEL {
            let Some(value) = root.get(key) else { continue };
            match *key {
                "board" => {
                    if let Some(table) = value.table() {
                        self.read_board(table);
                    }
                }
                "player_board" => {
                    if let Some(table) = value.table() {
                        self.read_player_board(table);
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
                            "card" => self.read_card(table),
                            "guardian" => self.read_guardian(table),
                            "assistant" => self.read_assistant(table),
                            "site" => self.read_site(table),
                            "idol" => self.read_idol(table),
                            "bonus_tile" => self.read_bonus_tile(table),
                            "rival" => self.read_rival(table),
                            "temple_tile" => self.read_temple_tile(table),
                            _ => self.read_hook(table),
                        }
                    }
                }
            }
        }
        root.finish();
    }

    /// Reads `id` (checked as `arnak/<segment>/<slug>`, unique) and renames the entry after it.
    /// With `segment` unknown yet, only the shape is checked; see [`Content::check_segment`].
    fn id(
        &mut self,
        obj: &mut Obj<'_>,
        what: &str,
        segment: Option<&str>,
    ) -> Option<(String, std::ops::Range<usize>)> {
        let value = obj.req("id")?;
        let id = value.str()?;
        let slug = id.rsplit('/').next().unwrap_or(id);
        obj.set_context(format!("{what} \"{slug}\""));
        let parts: Vec<&str> = id.split('/').collect();
        let well_formed = parts.len() == 3 && parts[0] == "arnak" && is_slug(parts[1]) && is_slug(parts[2]);
        if !well_formed {
            let expected = segment.unwrap_or("<kind>");
            value.error(format!("id \"{id}\" must look like \"arnak/{expected}/<lowercase-slug>\""));
            return None;
        }
        if let Some(segment) = segment {
            Content::check_segment(obj, id, &value.span(), segment);
        }
        self.ids.define(what, id, &value);
        Some((id.to_owned(), value.span()))
    }

    /// Reports an id whose kind segment is not `segment`.
    fn check_segment(obj: &Obj<'_>, id: &str, span: &std::ops::Range<usize>, segment: &str) {
        if id.split('/').nth(1) != Some(segment) {
            obj.cx().error(span, format!("{}: id \"{id}\" must start with \"arnak/{segment}/\"", obj.ctx()));
        }
    }

    /// Reads the keys every entry has: id, name, ru, source (and the ignored `ref`).
    fn head(&mut self, obj: &mut Obj<'_>, what: &str, segment: Option<&str>) -> Option<Head> {
        let id = self.id(obj, what, segment);
        let name = obj.req_str("name").map(str::to_owned);
        let ru = obj.str("ru").map(str::to_owned);
        let source = obj.req_enum("source", "source", SOURCES);
        let _ = obj.str("ref");
        let (id, id_span) = id?;
        Some(Head { id, id_span, name: name?, ru, source: source?, at: location(obj) })
    }

    fn effects(&mut self, obj: &mut Obj<'_>, key: &'static str, required: bool) -> Option<Vec<Eff>> {
        let value = if required { obj.req(key)? } else { obj.get(key)? };
        Some(self.effects.list(&value))
    }

    fn read_card(&mut self, mut obj: Obj<'_>) {
        let head = self.head(&mut obj, "card", None);
        let kind = obj.req_enum("kind", "card kind", CARD_KINDS);
        if let (Some(head), Some(kind)) = (&head, kind) {
            Content::check_segment(&obj, &head.id, &head.id_span, kind.name());
        }
        let copies = obj.u8("copies", 1..=30).unwrap_or(1);
        let cost = obj.u8("cost", 0..=12);
        let vp = obj.int("vp", -1..=10).unwrap_or(0);
        let travel = obj.req("travel").and_then(|value| {
            let travel = effect::travels(&value)?;
            let count: u8 = travel.iter().sum();
            if !(1..=2).contains(&count) {
                value.error("travel: a card shows one or two travel icons");
            }
            Some(travel)
        });
        let free = obj.bool("free").unwrap_or(false);
        let effect = self.effects(&mut obj, "effect", false).unwrap_or_default();
        match (kind, cost) {
            (Some(CardKind::Item | CardKind::Artifact), None) if !obj.has("cost") => {
                obj.error("missing key \"cost\" (coins for items, compasses for artifacts)")
            }
            (Some(CardKind::Basic | CardKind::Fear), Some(cost)) if cost > 0 => {
                obj.error("only items and artifacts have a cost")
            }
            _ => {}
        }
        if kind == Some(CardKind::Artifact) && free {
            obj.error("artifact effects are main actions: remove `free = true`");
        }
        if kind != Some(CardKind::Fear) && !obj.has("effect") {
            obj.error("missing key \"effect\"");
        }
        if kind != Some(CardKind::Fear) && copies != 1 && kind != Some(CardKind::Basic) {
            obj.error("only fear and basic cards have copies");
        }
        obj.finish();
        let (Some(head), Some(kind), Some(travel)) = (head, kind, travel) else { return };
        let vp = i8::try_from(vp).unwrap_or_default();
        self.cards.push(Card { head, kind, copies, cost: cost.unwrap_or(0), vp, travel, free, effect });
    }

    fn read_guardian(&mut self, mut obj: Obj<'_>) {
        let head = self.head(&mut obj, "guardian", Some("guardian"));
        let cost = obj.get("cost").and_then(|value| effect::res(&value)).unwrap_or_default();
        let travel_cost =
            obj.get("travel_cost").and_then(|value| effect::travels(&value)).unwrap_or_default();
        let discard = obj.u8("discard", 0..=2).unwrap_or(0);
        let boon = self.effects(&mut obj, "boon", true);
        let vp = obj.u8("vp", 0..=10).unwrap_or(5);
        if cost == [0; 5] && travel_cost == [0; 4] && discard == 0 {
            obj.error("a guardian has a cost: set cost, travel_cost or discard");
        }
        obj.finish();
        let (Some(head), Some(boon)) = (head, boon) else { return };
        self.guardians.push(Guardian { head, cost, travel_cost, discard, boon, vp });
    }

    fn side(&mut self, obj: &mut Obj<'_>, key: &'static str) -> Option<Side> {
        let mut table = obj.req_table(key)?;
        let effect = self.effects(&mut table, "effect", true);
        let free = table.bool("free").unwrap_or(true);
        table.finish();
        Some(Side { effect: effect?, free })
    }

    fn read_assistant(&mut self, mut obj: Obj<'_>) {
        let head = self.head(&mut obj, "assistant", Some("assistant"));
        let silver = self.side(&mut obj, "silver");
        let gold = self.side(&mut obj, "gold");
        obj.finish();
        let (Some(head), Some(silver), Some(gold)) = (head, silver, gold) else { return };
        self.assistants.push(Assistant { head, silver, gold });
    }

    fn read_site(&mut self, mut obj: Obj<'_>) {
        let head = self.head(&mut obj, "site", Some("site"));
        let level = obj.req_u8("level", 1..=2);
        let effect = self.effects(&mut obj, "effect", true);
        obj.finish();
        let (Some(head), Some(level), Some(effect)) = (head, level, effect) else { return };
        self.sites.push(SiteTile { head, level, effect });
    }

    fn read_idol(&mut self, mut obj: Obj<'_>) {
        let id = self.id(&mut obj, "idol", Some("idol"));
        let symbol = obj.req("symbol").and_then(|value| {
            let symbol = value.str()?;
            if !is_slug(symbol) {
                value.error(format!("symbol: expected a lowercase name, found \"{symbol}\""));
            }
            Some(symbol.to_owned())
        });
        let source = obj.req_enum("source", "source", SOURCES);
        let _ = obj.str("ref");
        let effect = self.effects(&mut obj, "effect", true);
        let at = location(&obj);
        obj.finish();
        let (Some((id, id_span)), Some(symbol), Some(source), Some(effect)) = (id, symbol, source, effect)
        else {
            return;
        };
        let head = Head { id, id_span, name: symbol.clone(), ru: None, source, at };
        self.idols.push(Idol { head, symbol, effect });
    }

    fn read_bonus_tile(&mut self, mut obj: Obj<'_>) {
        let copies = obj.u8("copies", 1..=10).unwrap_or(1);
        let head = self.head(&mut obj, "bonus tile", Some("bonus"));
        let effect = self.effects(&mut obj, "effect", true);
        obj.finish();
        let (Some(head), Some(effect)) = (head, effect) else { return };
        if copies == 1 {
            self.bonus_tiles.push(BonusTile { head, effect });
        } else {
            for copy in 1..=copies {
                let head = Head { id: format!("{}-{copy}", head.id), ..head.clone() };
                self.bonus_tiles.push(BonusTile { head, effect: effect.clone() });
            }
        }
    }

    fn read_temple_tile(&mut self, mut obj: Obj<'_>) {
        let value = obj.req_u8("value", 1..=30);
        let count = obj.req_u8("count", 1..=30);
        if self.temple_tiles_at.is_none() {
            self.temple_tiles_at = Some(location(&obj));
        }
        obj.finish();
        let (Some(value), Some(count)) = (value, count) else { return };
        self.temple_tiles.push(TempleTile { value, count });
    }

    fn read_hook(&mut self, mut obj: Obj<'_>) {
        let name = obj.req("name");
        let rule = obj.req_str("rule");
        obj.finish();
        let Some(name_value) = name else { return };
        let Some(name) = name_value.str() else { return };
        if !is_slug(name) {
            name_value.error(format!("a hook name is lowercase-with-dashes, found \"{name}\""));
            return;
        }
        if !self.hook_ids.define("hook", name, &name_value) {
            return;
        }
        let at = name_value
            .cx()
            .at(&name_value.span(), format!("hook \"{name}\" is declared but no effect uses it"));
        if let Some(rule) = rule {
            self.hooks.push(Hook { name: name.to_owned(), rule: rule.to_owned(), at });
        }
    }

    fn read_rival(&mut self, mut obj: Obj<'_>) {
        let id = self.id(&mut obj, "rival tile", Some("rival"));
        let ru = obj.str("ru").map(str::to_owned);
        let source = obj.req_enum("source", "source", SOURCES);
        let red = obj.bool("red").unwrap_or(false);
        let skip_round_5 = obj.bool("skip_round_5").unwrap_or(false);
        const ARROWS: &[(&str, bool)] = &[("left", false), ("right", true)];
        let arrow_right = obj.req_enum("arrow", "arrow", ARROWS);
        let _ = value_source(&mut obj, "arrow_source");
        const ACTIONS: &[(&str, u8)] = &[
            ("dig", 0),
            ("discover", 1),
            ("research", 2),
            ("overcome", 3),
            ("buy_item", 4),
            ("buy_artifact", 5),
        ];
        let action = obj.req_enum("action", "rival action", ACTIONS);
        let resource = if action == Some(0) { obj.req_enum("resource", "resource", RESOURCES) } else { None };
        let rounds = if action == Some(1) { obj.req_array("rounds") } else { None };
        let at = location(&obj);
        let action = match action {
            Some(0) => resource.map(RivalAction::Dig),
            Some(1) => rounds.and_then(|rounds| {
                if rounds.len() != 5 {
                    obj.error(format!("rounds: list one entry per round I..V, found {}", rounds.len()));
                    return None;
                }
                let parsed: Vec<Option<Option<(u8, bool)>>> = rounds.iter().map(discover_round).collect();
                parsed.into_iter().collect::<Option<Vec<_>>>().map(RivalAction::Discover)
            }),
            Some(2) => Some(RivalAction::Research),
            Some(3) => Some(RivalAction::Overcome),
            Some(4) => Some(RivalAction::BuyItem),
            Some(5) => Some(RivalAction::BuyArtifact),
            _ => None,
        };
        if action.as_ref().is_some_and(|action| matches!(action, RivalAction::Dig(_))) && red {
            obj.error("archaeologist (dig) tiles are neither green nor red: remove `red`");
        }
        obj.finish();
        let (Some((id, _)), Some(action), Some(arrow_right), Some(source)) =
            (id, action, arrow_right, source)
        else {
            return;
        };
        self.rival_tiles.push(RivalTile { id, ru, action, red, skip_round_5, arrow_right, source, at });
    }

    fn read_player_board(&mut self, mut obj: Obj<'_>) {
        obj.set_context("player board");
        if let Some(previous) = &self.player_board {
            obj.error(format!("a second [player_board] (the first is at {})", previous.at));
            return;
        }
        let idol_slot_vp = u8_list(&mut obj, "idol_slot_vp", 0..=10);
        let _ = value_source(&mut obj, "idol_slot_vp_source");
        let idol_slot_effects = obj
            .req_array("idol_slot_effects")
            .map(|options| options.iter().map(|option| self.effects.list(option)).collect::<Vec<_>>());
        let assistant_slots = obj.req_u8("assistant_slots", 1..=4);
        let starting =
            obj.req_array("starting").map(|seats| seats.iter().filter_map(effect::res).collect::<Vec<_>>());
        let source = obj.req_enum("source", "source", SOURCES);
        let at = location(&obj);
        obj.finish();
        let (
            Some(idol_slot_vp),
            Some(idol_slot_effects),
            Some(assistant_slots),
            Some(starting),
            Some(source),
        ) = (idol_slot_vp, idol_slot_effects, assistant_slots, starting, source)
        else {
            return;
        };
        self.player_board =
            Some(PlayerBoard { idol_slot_vp, idol_slot_effects, assistant_slots, starting, source, at });
    }

    fn read_board(&mut self, mut obj: Obj<'_>) {
        obj.set_context("board");
        let id = obj.req("id").and_then(|value| {
            let id = value.str()?;
            obj.set_context(format!("board \"{id}\""));
            if !is_slug(id) {
                value.error(format!("board id \"{id}\" must be a lowercase name like \"bird\""));
                return None;
            }
            self.board_ids.define("board", id, &value).then(|| id.to_owned())
        });
        let name = obj.req_str("name").map(str::to_owned);
        let ru = obj.str("ru").map(str::to_owned);
        let source = obj.req_enum("source", "source", SOURCES);
        let discover_cost = obj.req_array("discover_cost").and_then(|costs| {
            let values: Vec<u8> = costs.iter().filter_map(|cost| cost.u8(0..=12)).collect();
            match values.as_slice() {
                [one, two] => Some([*one, *two]),
                _ => {
                    obj.error("discover_cost: list the compasses for level I and level II, e.g. [3, 6]");
                    None
                }
            }
        });
        let mut camp_ids = Ids::new();
        let camps = obj.req_array("camp").map(|camps| {
            camps.iter().filter_map(|camp| self.read_camp(camp, &mut camp_ids)).collect::<Vec<_>>()
        });
        let mut spot_ids = Ids::new();
        let spots = obj
            .req_array("spot")
            .map(|spots| spots.iter().filter_map(|spot| read_spot(spot, &mut spot_ids)).collect::<Vec<_>>());
        let research = obj.req_table("research").and_then(|table| self.read_research(table));
        let at = location(&obj);
        obj.finish();
        let (
            Some(id),
            Some(name),
            Some(source),
            Some(discover_cost),
            Some(camps),
            Some(spots),
            Some(research),
        ) = (id, name, source, discover_cost, camps, spots, research)
        else {
            return;
        };
        self.boards.push(Board {
            head: Head { id, id_span: 0..0, name, ru, source, at },
            camps,
            spots,
            discover_cost,
            research,
        });
    }

    fn read_camp(&mut self, value: &Val<'_>, ids: &mut Ids) -> Option<Camp> {
        let mut obj = value.table()?;
        let id = local_id(&mut obj, "camp", ids);
        let name = obj.req_str("name").map(str::to_owned);
        let ru = obj.str("ru").map(str::to_owned);
        let resource = obj.req_enum("resource", "resource", RESOURCES);
        let _ = value_source(&mut obj, "source");
        let _ = value_source(&mut obj, "discard_source");
        let effect = self.effects(&mut obj, "effect", true);
        let spaces = obj.req_array("spaces").map(|spaces| {
            if spaces.is_empty() || spaces.len() > 2 {
                obj.error("spaces: a camp has one or two spaces");
            }
            spaces
                .iter()
                .filter_map(|space| {
                    let mut space = space.table()?;
                    let travel = space.req("travel").and_then(|travel| effect::travels(&travel));
                    let blockable = space.bool("blockable").unwrap_or(false);
                    space.finish();
                    Some((travel?, blockable))
                })
                .collect::<Vec<_>>()
        });
        obj.finish();
        Some(Camp { id: id?, name: name?, ru, resource: resource?, effect: effect?, spaces: spaces? })
    }

    fn read_research(&mut self, mut obj: Obj<'_>) -> Option<Research> {
        let mut ids = Ids::new();
        let spaces: Vec<(Space, Val<'_>)> = obj
            .req_array("space")
            .unwrap_or_default()
            .iter()
            .filter_map(|value| {
                let mut space = value.table()?;
                let id = local_id(&mut space, "research space", &mut ids);
                let level = space.req_u8("level", 1..=12);
                let bonus = space
                    .array("bonus")
                    .map_or_else(Vec::new, |slots| slots.iter().filter_map(|slot| slot.u8(1..=4)).collect());
                let assistant_stack = space.bool("assistant_stack").unwrap_or(false);
                space.finish();
                Some((Space { id: id?, level: level?, bonus, assistant_stack }, value.clone()))
            })
            .collect();
        let top = spaces.iter().map(|(space, _)| space.level).max().unwrap_or(0);
        for level in 1..=top {
            if !spaces.iter().any(|(space, _)| space.level == level) {
                obj.error(format!("research: no space on level {level}"));
            }
        }
        let index_of = |name: &str| spaces.iter().position(|(space, _)| space.id == name);
        let names: Vec<&str> = spaces.iter().map(|(space, _)| space.id.as_str()).collect();
        let mut links = Vec::new();
        for value in obj.req_array("link").unwrap_or_default() {
            let Some(mut link) = value.table() else { continue };
            let endpoint =
                |link: &mut Obj<'_>, key: &'static str, special: &'static str| -> Option<Option<usize>> {
                    let value = link.req(key)?;
                    let name = value.str()?;
                    if name == special {
                        return Some(None);
                    }
                    match index_of(name) {
                        Some(index) => Some(Some(index)),
                        None => {
                            let hint = suggestion(name, names.iter().copied().chain([special]));
                            value.error(format!("{key}: no research space \"{name}\"{hint}"));
                            None
                        }
                    }
                };
            let from = endpoint(&mut link, "from", "start");
            let to = endpoint(&mut link, "to", "temple");
            let cost = link.get("cost").and_then(|value| effect::res(&value)).unwrap_or_default();
            let idols = link.u8("idols", 0..=2).unwrap_or(0);
            let discard = link.u8("discard", 0..=2).unwrap_or(0);
            let marker = link.enum_of("marker", "marker", MARKERS).unwrap_or(Marker::Any);
            if let (Some(from), Some(to)) = (from, to) {
                let level_of =
                    |end: Option<usize>, start: u8| end.map_or(start, |index| spaces[index].0.level);
                let (from_level, to_level) = (level_of(from, 0), level_of(to, top + 1));
                if to_level != from_level + 1 {
                    link.error(format!(
                        "a link joins adjacent levels, this one goes from level {from_level} to level {to_level}"
                    ));
                }
                links.push(Link { from, to, cost, idols, discard, marker });
            }
            link.finish();
        }
        for (index, (space, value)) in spaces.iter().enumerate() {
            if !links.iter().any(|link| link.to == Some(index)) {
                value.error(format!("research space \"{}\" has no link leading to it", space.id));
            }
            if !links.iter().any(|link| link.from == Some(index)) {
                value.error(format!("research space \"{}\" has no link leading on from it", space.id));
            }
        }
        if top > 0 && !links.iter().any(|link| link.to.is_none()) {
            obj.error("research: no link leads to the temple (to = \"temple\")");
        }
        let mut levels: BTreeMap<u8, Level> = BTreeMap::new();
        for value in obj.req_array("level").unwrap_or_default() {
            let Some(mut table) = value.table() else { continue };
            let level = table.req_u8("level", 1..=12);
            let magnifier = self.effects(&mut table, "magnifier", false).unwrap_or_default();
            let notebook = self.effects(&mut table, "notebook", false).unwrap_or_default();
            let magnifier_vp = table.req_u8("magnifier_vp", 0..=50);
            let notebook_vp = table.req_u8("notebook_vp", 0..=50);
            table.finish();
            let (Some(level), Some(magnifier_vp), Some(notebook_vp)) = (level, magnifier_vp, notebook_vp)
            else {
                continue;
            };
            if level > top {
                value.error(format!("level {level}: no research space on this level"));
            } else if let std::collections::btree_map::Entry::Vacant(entry) = levels.entry(level) {
                entry.insert(Level { level, magnifier, notebook, magnifier_vp, notebook_vp });
            } else {
                value.error(format!("level {level} is defined twice"));
            }
        }
        for level in 1..=top {
            if !levels.contains_key(&level) {
                obj.error(format!("research: no [[board.research.level]] for level {level}"));
            }
        }
        let temple_slots_vp = u8_list(&mut obj, "temple_slots_vp", 0..=50);
        let _ = value_source(&mut obj, "temple_slots_vp_source");
        let _ = value_source(&mut obj, "level_vp_source");
        let foundations = obj.req_array("foundations").and_then(|values| {
            let costs: Vec<Res> = values.iter().filter_map(effect::res).collect();
            match <[Res; 3]>::try_from(costs) {
                Ok(costs) => Some(costs),
                Err(_) => {
                    obj.error("foundations: list the costs of foundations A, B and C");
                    None
                }
            }
        });
        obj.finish();
        // Spaces are emitted in file order; links refer to them by index.
        let spaces: Vec<Space> = spaces.into_iter().map(|(space, _)| space).collect();
        Some(Research {
            spaces,
            links,
            levels: levels.into_values().collect(),
            temple_slots_vp: temple_slots_vp?,
            foundations: foundations?,
        })
    }

    /// Cross-checks after every file was read.
    pub(crate) fn check(&mut self, sink: &Sink, display_dir: &str) {
        let declared: Vec<&str> = self.hooks.iter().map(|hook| hook.name.as_str()).collect();
        for usage in &self.effects.hook_uses {
            if !declared.contains(&usage.name.as_str()) {
                let mut diagnostic = usage.at.clone();
                diagnostic.message.push_str(&suggestion(&usage.name, declared.iter().copied()));
                diagnostic.message.push_str(" (declare it in a [[hook]] table)");
                sink.push(diagnostic);
            }
        }
        for hook in &self.hooks {
            if !self.effects.hook_uses.iter().any(|usage| usage.name == hook.name) {
                sink.push(hook.at.clone());
            }
        }
        if self.player_board.is_none() {
            sink.error_unlocated(display_dir, "no [player_board] table in any file");
        }
        if self.temple_tiles.len() != 3 {
            let message = format!(
                "expected 3 [[temple_tile]] entries (2, 6 and 11 points), found {}",
                self.temple_tiles.len()
            );
            match &self.temple_tiles_at {
                Some(at) => sink.error_unlocated(at, message),
                None => sink.error_unlocated(display_dir, message),
            }
        }
        self.cards.sort_by(|a, b| a.head.id.cmp(&b.head.id));
        self.guardians.sort_by(|a, b| a.head.id.cmp(&b.head.id));
        self.assistants.sort_by(|a, b| a.head.id.cmp(&b.head.id));
        self.sites.sort_by(|a, b| a.head.id.cmp(&b.head.id));
        self.idols.sort_by(|a, b| a.head.id.cmp(&b.head.id));
        self.bonus_tiles.sort_by(|a, b| a.head.id.cmp(&b.head.id));
        self.boards.sort_by(|a, b| a.head.id.cmp(&b.head.id));
        self.rival_tiles.sort_by(|a, b| a.id.cmp(&b.id));
        self.temple_tiles.sort_by_key(|tile| tile.value);
        self.hooks.sort_by(|a, b| a.name.cmp(&b.name));
    }

    /// Every distinct hook name, sorted.
    pub(crate) fn hook_names(&self) -> Vec<&str> {
        self.hooks.iter().map(|hook| hook.name.as_str()).collect()
    }

    /// Coverage counts per kind.
    pub(crate) fn tallies(&self) -> Vec<Tally> {
        let mut tallies: Vec<Tally> = Vec::new();
        let mut add = |kind: &'static str, count: u32, hooked: bool, source: Src| {
            let index = match tallies.iter().position(|tally| tally.kind == kind) {
                Some(index) => index,
                None => {
                    tallies.push(Tally { kind, ..Tally::default() });
                    tallies.len() - 1
                }
            };
            let tally = &mut tallies[index];
            tally.found += count;
            if hooked {
                tally.hooks += count;
            }
            tally.by_source[source.index()] += count;
        };
        for card in &self.cards {
            let (kind, count) = match card.kind {
                CardKind::Basic => ("basic", u32::from(card.copies) * COLOURS),
                CardKind::Fear => ("fear", u32::from(card.copies)),
                CardKind::Item => ("item", 1),
                CardKind::Artifact => ("artifact", 1),
            };
            add(kind, count, effect::uses_hook(&card.effect), card.head.source);
        }
        for guardian in &self.guardians {
            add("guardian", 1, effect::uses_hook(&guardian.boon), guardian.head.source);
        }
        for assistant in &self.assistants {
            let hooked =
                effect::uses_hook(&assistant.silver.effect) || effect::uses_hook(&assistant.gold.effect);
            add("assistant", 1, hooked, assistant.head.source);
        }
        for site in &self.sites {
            add(
                if site.level == 1 { "site I" } else { "site II" },
                1,
                effect::uses_hook(&site.effect),
                site.head.source,
            );
        }
        for idol in &self.idols {
            add("idol", 1, effect::uses_hook(&idol.effect), idol.head.source);
        }
        for tile in &self.bonus_tiles {
            add("bonus tile", 1, effect::uses_hook(&tile.effect), tile.head.source);
        }
        for board in &self.boards {
            let mut hooked = board.camps.iter().any(|camp| effect::uses_hook(&camp.effect));
            hooked |= board
                .research
                .levels
                .iter()
                .any(|level| effect::uses_hook(&level.magnifier) || effect::uses_hook(&level.notebook));
            add("board side", 1, hooked, board.head.source);
        }
        if let Some(board) = &self.player_board {
            add(
                "player board",
                1,
                board.idol_slot_effects.iter().any(|option| effect::uses_hook(option)),
                board.source,
            );
        }
        for tile in &self.rival_tiles {
            add("rival tile", 1, false, tile.source);
        }
        for tile in &self.temple_tiles {
            add("temple tile", u32::from(tile.count), false, Src::Rulebook);
        }
        tallies
    }
}

/// A short id local to a board (`coin`, `l1-3`, `r2a`), unique among its siblings.
fn local_id(obj: &mut Obj<'_>, what: &str, ids: &mut Ids) -> Option<String> {
    let value = obj.req("id")?;
    let id = value.str()?;
    obj.set_context(format!("{} {what} \"{id}\"", obj.ctx()));
    if !is_slug(id) {
        value.error(format!("id \"{id}\" must be lowercase letters, digits and dashes"));
        return None;
    }
    ids.define(what, id, &value).then(|| id.to_owned())
}

fn read_spot(value: &Val<'_>, ids: &mut Ids) -> Option<Spot> {
    let mut obj = value.table()?;
    let id = local_id(&mut obj, "spot", ids);
    let level = obj.req_u8("level", 1..=2);
    let row = obj.req_u8("row", 1..=3);
    let travel = obj.req("travel").and_then(|travel| effect::travels(&travel));
    obj.finish();
    Some(Spot { id: id?, level: level?, row: row?, travel: travel? })
}

/// An optional `source` for some of an entry's values (`arrow_source`, `temple_slots_vp_source`):
/// it overrides the entry's `source` for them. Checked, not compiled.
fn value_source(obj: &mut Obj<'_>, key: &'static str) -> Option<Src> {
    obj.enum_of(key, "source", SOURCES)
}

fn u8_list(obj: &mut Obj<'_>, key: &'static str, range: std::ops::RangeInclusive<u8>) -> Option<Vec<u8>> {
    let values = obj.req_array(key)?;
    let parsed: Vec<Option<u8>> = values.iter().map(|value| value.u8(range.clone())).collect();
    parsed.into_iter().collect()
}

/// One round of a Rival Discover tile: `"skip"` or `{ level = 1, guardian = true }`.
fn discover_round(value: &Val<'_>) -> Option<Option<(u8, bool)>> {
    if value.is_str() {
        let text = value.str()?;
        if text == "skip" {
            return Some(None);
        }
        value.error(format!(
            "{}: expected \"skip\" or {{ level = 1, guardian = true }}, found \"{text}\"",
            value.label()
        ));
        return None;
    }
    let mut table = value.table()?;
    let level = table.req_u8("level", 1..=2);
    let guardian = table.bool("guardian").unwrap_or(false);
    table.finish();
    Some(Some((level?, guardian)))
}
