//! Lost Ruins of Arnak: reads `content/data/arnak/*.toml` through the types of
//! `content_schema::arnak` (which say how each is written) and bakes the tables of
//! `content::arnak`. What stays here is what a type cannot say: ids and their prefixes, what each
//! kind of card needs, the boards' local ids and research track, hooks declared and used, counts,
//! coverage and sorting.
//!
//! Any top-level table may sit in any file; each file groups one kind for readability. Top-level
//! entries carry full ids (`arnak/item/parrot`); entries nested in a board (camps, spots,
//! research spaces) carry short ids local to the board, used by research links.

use content_schema::arnak::{
    AssistantDef, BoardDef, BonusTileFace, CampDef, CardDef, CardKind, Effect, GuardianDef, Hook, HookDef,
    IdolDef, PlayerBoardDef, RESEARCH_SPACE, Res, RivalTileDef, SiteTileDef, Source, SpotDef, TempleTileDef,
    Travels,
};
use content_schema::read::with_scope;

use crate::Diagnostic;
use crate::codegen::Tables;
use crate::reader::Sink;
use crate::schema::{self, Component, Doc, Read, child, ids_in, tables};

/// Component counts from the rulebook's component list (digest §3).
const EXPECTED: &[(&str, u32)] = &[
    ("basic", 16),
    ("fear", 19),
    ("item", 40),
    ("artifact", 35),
    ("guardian", 15),
    ("assistant", 12),
    ("site I", 10),
    ("site II", 6),
    ("idol", 16),
    ("bonus tile", 18),
    ("board side", 2),
    ("player board", 1),
    ("rival tile", 15),
    ("temple tile", 24),
];

/// Basic cards come in this many colours; the data lists one colour's set.
const COLOURS: u32 = 4;

tables! {
    cards: CardDef = "card" as "card" => "CARDS",
        "Every card: basic cards (one colour's set), the fear card, items and artifacts; by id.", |e| e.value.id;
    guardians: GuardianDef = "guardian" as "guardian"
        => "GUARDIANS", "The guardian tiles, sorted by id.", |e| e.value.id;
    assistants: AssistantDef = "assistant" as "assistant"
        => "ASSISTANTS", "The assistant tiles, both sides; by id.", |e| e.value.id;
    sites: SiteTileDef = "site" as "site"
        => "SITE_TILES", "The level I and II site tiles, sorted by id.", |e| e.value.id;
    idols: IdolDef = "idol" as "idol" => "IDOLS", "The idol tiles, sorted by id.", |e| e.value.id;
    rivals: RivalTileDef = "rival" as "rival tile"
        => "RIVAL_TILES", "The solo Rival's decision tiles, sorted by id.", |e| e.value.id;
    hooks: HookDef = "hook" as "hook" => "HOOKS",
        "Every `Effect::Custom` hook the content uses, with its rule; sorted by name.", |e| e.value.name.name();
    @extra {
        bonus: Vec<Read<BonusTileFace>>,
        boards: Vec<Read<BoardDef>>,
        player_boards: Vec<Read<PlayerBoardDef>>,
        temple: Vec<Read<TempleTileDef>>,
    }
}

/// A component and the hooks its effect lists name.
fn part<T>(e: &Read<T>, kind: &'static str, copies: u32, source: Source, lists: &[&[Effect]]) -> Component {
    Component::new(e, kind, copies, source, lists.iter().flat_map(|list| Effect::hooks(list)).map(Hook::name))
}

impl super::GameData for Content {
    const NAME: &'static str = "arnak";
    const EXPECTED: &'static [(&'static str, u32)] = EXPECTED;

    fn read_more(&mut self, doc: &Doc<'static>, sink: &Sink) {
        self.bonus.extend(doc.entries("bonus_tile", "bonus tile", sink));
        self.player_boards.extend(doc.table("player_board", "player board", sink));
        self.temple.extend(doc.entries("temple_tile", "temple tile", sink));
        if let Some(raw) = doc.raw("board") {
            // Links name the research spaces of their own board.
            let spaces = child(raw, "research").map(|research| ids_in(research, "space")).unwrap_or_default();
            self.boards.extend(with_scope(RESEARCH_SPACE, spaces, || doc.table("board", "board", sink)));
        }
    }

    fn declared_hooks(&self) -> Vec<(&'static str, Diagnostic)> {
        self.hooks.iter().map(|e| (e.value.name.name(), e.error("name", ""))).collect()
    }

    /// Every component, with the hooks its effects name.
    fn components(&self) -> Vec<Component> {
        let mut all: Vec<Component> = (self.cards.iter())
            .map(|e| {
                let (kind, copies) = match e.value.kind {
                    CardKind::Basic => ("basic", u32::from(e.value.copies) * COLOURS),
                    CardKind::Fear => ("fear", u32::from(e.value.copies)),
                    CardKind::Item => ("item", 1),
                    CardKind::Artifact => ("artifact", 1),
                };
                part(e, kind, copies, e.value.source, &[e.value.effect])
            })
            .collect();
        all.extend(self.guardians.iter().map(|e| part(e, "guardian", 1, e.value.source, &[e.value.boon])));
        all.extend(
            self.assistants.iter().map(|e| {
                part(e, "assistant", 1, e.value.source, &[e.value.silver.effect, e.value.gold.effect])
            }),
        );
        all.extend(self.sites.iter().map(|e| {
            let kind = if e.value.level == 1 { "site I" } else { "site II" };
            part(e, kind, 1, e.value.source, &[e.value.effect])
        }));
        all.extend(self.idols.iter().map(|e| part(e, "idol", 1, e.value.source, &[e.value.effect])));
        all.extend(
            self.bonus
                .iter()
                .map(|e| part(e, "bonus tile", u32::from(e.value.copies), e.value.source, &[e.value.effect])),
        );
        all.extend(self.boards.iter().map(|e| {
            let levels = e.value.research.levels.iter().flat_map(|level| [level.magnifier, level.notebook]);
            let lists: Vec<&[Effect]> = e.value.camps.iter().map(|camp| camp.effect).chain(levels).collect();
            part(e, "board side", 1, e.value.source, &lists)
        }));
        let slots =
            |e: &Read<PlayerBoardDef>| part(e, "player board", 1, e.value.source, e.value.idol_slot_effects);
        all.extend(self.player_boards.iter().map(slots));
        all.extend(self.rivals.iter().map(|e| part(e, "rival tile", 1, e.value.source, &[])));
        let temple =
            |e: &Read<TempleTileDef>| part(e, "temple tile", e.value.count.into(), Source::Rulebook, &[]);
        all.extend(self.temple.iter().map(temple));
        all
    }

    fn check(&mut self, sink: &Sink, dir: &str) {
        let mut ids = Vec::new();
        for kind in [CardKind::Basic, CardKind::Fear, CardKind::Item, CardKind::Artifact] {
            let cards = self.cards.iter().filter(|e| e.value.kind == kind);
            schema::check_ids(cards, |e| e.id, &format!("arnak/{}/", kind.name()), &mut ids, sink);
        }
        schema::check_ids(&self.guardians, |e| e.id, "arnak/guardian/", &mut ids, sink);
        schema::check_ids(&self.assistants, |e| e.id, "arnak/assistant/", &mut ids, sink);
        schema::check_ids(&self.sites, |e| e.id, "arnak/site/", &mut ids, sink);
        schema::check_ids(&self.idols, |e| e.id, "arnak/idol/", &mut ids, sink);
        schema::check_ids(&self.bonus, |e| e.id, "arnak/bonus/", &mut ids, sink);
        schema::check_ids(&self.rivals, |e| e.id, "arnak/rival/", &mut ids, sink);
        schema::check_ids(&self.boards, |e| e.id, "", &mut Vec::new(), sink);
        schema::check_ids(&self.hooks, |e| e.name.name(), "", &mut Vec::new(), sink);
        for e in &self.cards {
            let card = &e.value;
            let priced = matches!(card.kind, CardKind::Item | CardKind::Artifact);
            let t = card.travel;
            let icons = [t.boot, t.car, t.ship, t.plane].into_iter().map(u32::from).sum::<u32>();
            let artifact = card.kind == CardKind::Artifact;
            for (wrong, key, message) in [
                (
                    priced && !e.has("cost"),
                    "cost",
                    "missing key \"cost\" (coins for items, compasses for artifacts)",
                ),
                (!priced && card.cost > 0, "cost", "only items and artifacts have a cost"),
                (artifact && card.free, "free", "artifact effects are main actions: remove `free = true`"),
                (card.kind != CardKind::Fear && !e.has("effect"), "effect", "missing key \"effect\""),
                (priced && card.copies != 1, "copies", "only fear and basic cards have copies"),
                (!(1..=2).contains(&icons), "travel", "travel: a card shows one or two travel icons"),
            ] {
                if wrong {
                    sink.push(e.error_at(key, message));
                }
            }
        }
        for e in &self.guardians {
            let g = &e.value;
            if g.cost == Res::ZERO && g.travel_cost == Travels::NONE && g.discard == 0 {
                sink.push(e.error("cost", "a guardian has a cost: set cost, travel_cost or discard"));
            }
        }
        match self.player_boards.as_slice() {
            [] => sink.error_unlocated(dir, "no [player_board] table in any file"),
            [first, more @ ..] => {
                for extra in more {
                    let message = format!("a second [player_board] (the first is at {})", first.location());
                    sink.push(extra.error("", message));
                }
            }
        }
        if self.temple.len() != 3 {
            let message = format!(
                "expected 3 [[temple_tile]] entries (2, 6 and 11 points), found {}",
                self.temple.len()
            );
            match self.temple.first() {
                Some(first) => sink.push(Diagnostic { message, ..first.at.clone() }),
                None => sink.error_unlocated(dir, message),
            }
        }
        for board in &self.boards {
            check_board(board, sink);
        }
    }

    fn emit_more(&mut self, t: &mut Tables) {
        self.boards.sort_by_key(|e| e.value.id);
        let leak = |text: String| -> &'static str { text.leak() };
        for board in &mut self.boards {
            // Camps and spots get full ids; research levels are listed by level.
            let b = &mut board.value;
            let camp = |c: &CampDef| CampDef { id: leak(format!("arnak/{}/camp/{}", b.id, c.id)), ..*c };
            b.camps = b.camps.iter().map(camp).collect::<Vec<_>>().leak();
            let spot = |s: &SpotDef| SpotDef { id: leak(format!("arnak/{}/spot/{}", b.id, s.id)), ..*s };
            b.spots = b.spots.iter().map(spot).collect::<Vec<_>>().leak();
            let mut levels = b.research.levels.to_vec();
            levels.sort_by_key(|level| level.level);
            b.research.levels = levels.leak();
        }
        let faces = self.bonus.iter();
        let mut bonus: Vec<_> =
            faces.flat_map(|e| e.value.tiles().into_iter().map(move |tile| (e, tile))).collect();
        bonus.sort_by_key(|(_, tile)| tile.id);
        let mut temple: Vec<(u8, u8)> = self.temple.iter().map(|e| (e.value.value, e.value.count)).collect();
        temple.sort_unstable();
        let doc = "The research bonus tiles, one entry per tile, sorted by id.";
        let bonus = bonus.iter().map(|(e, tile)| (e.context.as_str(), e.location(), tile));
        t.slice("BONUS_TILES", "BonusTileDef", doc, bonus);
        let doc = "The sides of the main board, sorted by id: map, research track and Lost Temple.";
        schema::emit(t, "BOARDS", doc, &self.boards);
        if let Some(board) = self.player_boards.first() {
            let at = board.location();
            let doc = format!("The player board: idol slots, assistant slots and starting resources ({at}).");
            t.value("PLAYER_BOARD", "PlayerBoardDef", &doc, &board.value);
        }
        if let Ok(temple) = <[(u8, u8); 3]>::try_from(temple) {
            let doc = "The temple tiles: `(value, count)` for 4 players, by value.";
            t.value("TEMPLE_TILES", "[(u8, u8); 3]", doc, &temple);
        }
    }
}

/// A board's own rules: local ids, camps' spaces, and a research track whose every space is
/// reached from the start and leads on, level by level, to the Lost Temple.
fn check_board(board: &Read<BoardDef>, sink: &Sink) {
    let (b, r) = (&board.value, &board.value.research);
    let camps: Vec<&str> = b.camps.iter().map(|camp| camp.id).collect();
    let spots: Vec<&str> = b.spots.iter().map(|spot| spot.id).collect();
    let spaces: Vec<&str> = r.spaces.iter().map(|space| space.id).collect();
    for (what, path, ids) in
        [("camp", "camp", camps), ("spot", "spot", spots), ("research space", "research.space", spaces)]
    {
        for (i, id) in ids.iter().enumerate() {
            if ids[..i].contains(id) {
                sink.push(board.error_at(&format!("{path}.{i}.id"), format!("duplicate {what} id \"{id}\"")));
            }
        }
    }
    for (i, camp) in b.camps.iter().enumerate() {
        if !(1..=2).contains(&camp.spaces.len()) {
            sink.push(board.error_at(&format!("camp.{i}.spaces"), "spaces: a camp has one or two spaces"));
        }
    }
    let top = r.spaces.iter().map(|space| space.level).max().unwrap_or(0);
    for level in 1..=top {
        if !r.spaces.iter().any(|space| space.level == level) {
            sink.push(board.error_at("research", format!("research: no space on level {level}")));
        }
        if !r.levels.iter().any(|l| l.level == level) {
            let message = format!("research: no [[board.research.level]] for level {level}");
            sink.push(board.error_at("research", message));
        }
    }
    for (i, level) in r.levels.iter().enumerate() {
        let n = level.level;
        let problem = if n > top {
            format!("level {n}: no research space on this level")
        } else if r.levels[..i].iter().any(|l| l.level == n) {
            format!("level {n} is defined twice")
        } else {
            continue;
        };
        sink.push(board.error_at(&format!("research.level.{i}"), problem));
    }
    let level_of = |end: Option<u8>, outside: u8| {
        end.and_then(|index| r.spaces.get(usize::from(index))).map_or(outside, |space| space.level)
    };
    for (i, link) in r.links.iter().enumerate() {
        let (from, to) = (level_of(link.from, 0), level_of(link.to, top.saturating_add(1)));
        if u16::from(to) != u16::from(from) + 1 {
            let message =
                format!("a link joins adjacent levels, this one goes from level {from} to level {to}");
            sink.push(board.error_at(&format!("research.link.{i}"), message));
        }
    }
    for (i, space) in r.spaces.iter().enumerate() {
        let index = u8::try_from(i).ok();
        let path = format!("research.space.{i}");
        if !r.links.iter().any(|link| link.to.is_some() && link.to == index) {
            let message = format!("research space \"{}\" has no link leading to it", space.id);
            sink.push(board.error_at(&path, message));
        }
        if !r.links.iter().any(|link| link.from.is_some() && link.from == index) {
            let message = format!("research space \"{}\" has no link leading on from it", space.id);
            sink.push(board.error_at(&path, message));
        }
    }
    if top > 0 && !r.links.iter().any(|link| link.to.is_none()) {
        sink.push(board.error_at("research", "research: no link leads to the temple (to = \"temple\")"));
    }
}
