//! Evil High Priest: reads `content/data/evil-priest/*.toml` through the types of
//! `content_schema::evil_priest` (which say how each is written) and bakes the tables of
//! `content::evil_priest`. What stays here is what a type cannot say: ids and their prefixes,
//! ranges, the cult boards' links and reachability, hooks declared and used, counts and coverage.

use content_schema::evil_priest::{
    AVATAR, AvatarDef, ChamberDef, CultBoardDef, CultNodeDef, Effect, HookDef, InvestigatorDef, MonsterDeck,
    MonsterDef, MonsterTrigger, NODE, NodeKind, PriestDef, PriestSpaceDef, RitualDef, RulesDef, Source,
    TownSpaceDef,
};
use content_schema::read::with_scope;

use crate::codegen::Tables;
use crate::games::Output;
use crate::reader::Sink;
use crate::schema::{self, Doc, Read, entries, ids_in};
use crate::{CoverageRow, Diagnostic, GameInput};

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

/// Every table of the game, as read.
#[derive(Default)]
struct Content {
    rules: Vec<Read<RulesDef>>,
    priest_spaces: Vec<Read<PriestSpaceDef>>,
    town: Vec<Read<TownSpaceDef>>,
    rituals: Vec<Read<RitualDef>>,
    chambers: Vec<Read<ChamberDef>>,
    monsters: Vec<Read<MonsterDef>>,
    investigators: Vec<Read<InvestigatorDef>>,
    priests: Vec<Read<PriestDef>>,
    avatars: Vec<Read<AvatarDef>>,
    boards: Vec<Read<CultBoardDef>>,
    hooks: Vec<Read<HookDef>>,
}

/// Compiles the Evil High Priest data.
pub(crate) fn compile(input: &GameInput) -> Result<Output, Vec<Diagnostic>> {
    let sink = Sink::new();
    if input.files.is_empty() {
        sink.error_unlocated(&input.display_dir, "no *.toml files");
    }
    let docs = schema::parse_all(&input.files, &sink);
    let mut c = Content::default();
    for doc in &docs {
        doc.check_keys(TOP_LEVEL, &sink);
        c.rules.extend(doc.table("rules", "rules", &sink));
        c.priest_spaces.extend(doc.entries("priest_space", "priest space", &sink));
        c.town.extend(doc.entries("town", "town space", &sink));
        c.rituals.extend(doc.entries("ritual", "ritual", &sink));
        c.chambers.extend(doc.entries("chamber", "chamber", &sink));
        c.monsters.extend(doc.entries("monster", "monster", &sink));
        c.investigators.extend(doc.entries("investigator", "investigator", &sink));
        c.priests.extend(doc.entries("priest", "priest card", &sink));
        c.avatars.extend(doc.entries("avatar", "avatar", &sink));
        c.hooks.extend(doc.entries("hook", "hook", &sink));
    }
    c.avatars.sort_by_key(|avatar| avatar.value.id);
    let avatar_ids = c.avatars.iter().map(|avatar| avatar.value.id.to_owned()).collect();
    with_scope(AVATAR, avatar_ids, || {
        for doc in &docs {
            c.boards.extend(read_board(doc, &sink));
        }
    });
    for town in &mut c.town {
        if town.value.capacity_5p == 0 {
            town.value.capacity_5p = town.value.capacity;
        }
    }
    c.check(&sink, &input.display_dir);
    if !sink.is_empty() {
        return Err(sink.into_sorted());
    }
    let coverage = c.coverage();
    Ok(Output { files: vec![("evil-priest.rs".to_owned(), c.emit(&input.display_dir))], coverage })
}

/// A `[board]` table, its node links resolved against its own node ids.
fn read_board(doc: &Doc<'static>, sink: &Sink) -> Option<Read<CultBoardDef>> {
    let raw = doc.raw("board")?;
    with_scope(NODE, ids_in(raw, "node"), || doc.table("board", "board", sink))
}

/// The effects an entry runs, for hook and coverage checks.
fn effect_lists<'e>(lists: impl IntoIterator<Item = &'e [Effect]>) -> impl Iterator<Item = &'e Effect> {
    lists.into_iter().flatten()
}

fn hooks_of<'e>(lists: impl IntoIterator<Item = &'e [Effect]>) -> impl Iterator<Item = &'static str> {
    effect_lists(lists).filter_map(|effect| match effect {
        Effect::Custom(hook) => Some(hook.name()),
        _ => None,
    })
}

fn node_lists(node: &CultNodeDef) -> [&'static [Effect]; 2] {
    [node.effects, node.action]
}

impl Content {
    /// Every entry's effect lists with the entry they belong to.
    fn all_effects(&self) -> Vec<(&Diagnostic, &str, Vec<&'static [Effect]>)> {
        let mut out: Vec<(&Diagnostic, &str, Vec<&'static [Effect]>)> = Vec::new();
        out.extend(self.priest_spaces.iter().map(|e| (&e.at, e.context.as_str(), vec![e.value.effects])));
        out.extend(self.town.iter().map(|e| (&e.at, e.context.as_str(), vec![e.value.effects])));
        out.extend(self.rituals.iter().map(|e| (&e.at, e.context.as_str(), e.value.steps.to_vec())));
        out.extend(
            self.chambers
                .iter()
                .map(|e| (&e.at, e.context.as_str(), vec![e.value.on_gain, e.value.preparation])),
        );
        out.extend(self.monsters.iter().map(|e| (&e.at, e.context.as_str(), vec![e.value.effects])));
        out.extend(self.investigators.iter().map(|e| (&e.at, e.context.as_str(), vec![e.value.post_raid])));
        out.extend(self.priests.iter().map(|e| (&e.at, e.context.as_str(), vec![e.value.effects])));
        out.extend(self.boards.iter().map(|e| {
            (&e.at, e.context.as_str(), e.value.nodes.iter().flat_map(node_lists).collect::<Vec<_>>())
        }));
        out
    }

    fn check(&self, sink: &Sink, dir: &str) {
        let mut ids = Vec::new();
        schema::check_ids(&self.priest_spaces, |e| e.id, "evil-priest/priest-space/", &mut ids, sink);
        schema::check_ids(&self.town, |e| e.id, "evil-priest/town/", &mut ids, sink);
        schema::check_ids(&self.rituals, |e| e.id, "evil-priest/ritual/", &mut ids, sink);
        schema::check_ids(&self.chambers, |e| e.id, "evil-priest/chamber/", &mut ids, sink);
        schema::check_ids(&self.monsters, |e| e.id, "evil-priest/monster/", &mut ids, sink);
        schema::check_ids(&self.investigators, |e| e.id, "evil-priest/investigator/", &mut ids, sink);
        schema::check_ids(&self.priests, |e| e.id, "evil-priest/priest/", &mut ids, sink);
        schema::check_ids(&self.avatars, |e| e.id, "evil-priest/avatar/", &mut ids, sink);
        match self.rules.as_slice() {
            [] => sink.error_unlocated(dir, "no [rules] table"),
            [rules, more @ ..] => {
                let r = &rules.value;
                if r.acolytes < r.start_pool
                    || r.chamber_slots == 0
                    || r.lairs == 0
                    || r.display == 0
                    || r.asylum == 0
                {
                    sink.push(rules.error(
                        "acolytes",
                        "acolytes must be at least start_pool, and slots, lairs, display and asylum positive",
                    ));
                }
                for extra in more {
                    sink.push(extra.error("acolytes", "[rules] is defined twice"));
                }
            }
        }
        let numbered = |what: &str, numbers: Vec<(u8, &Diagnostic)>, want: u8| {
            let mut seen: Vec<u8> = numbers.iter().map(|(n, _)| *n).collect();
            seen.sort_unstable();
            seen.dedup();
            if numbers.len() != usize::from(want) || seen != (1..=want).collect::<Vec<_>>() {
                sink.error_unlocated(
                    dir,
                    format!(
                        "expected {want} {what}s numbered 1..={want}, found {} ({} distinct numbers)",
                        numbers.len(),
                        seen.len()
                    ),
                );
            }
        };
        numbered("priest space", self.priest_spaces.iter().map(|e| (e.value.number, &e.at)).collect(), 5);
        numbered("town space", self.town.iter().map(|e| (e.value.number, &e.at)).collect(), 13);
        numbered("ritual", self.rituals.iter().map(|e| (e.value.number, &e.at)).collect(), 5);
        for (special, name) in [
            (Effect::FirstPlayer, "first_player"),
            (Effect::Skulk(content_schema::evil_priest::SkulkKind::Town), "{ skulk = \"town\" }"),
        ] {
            if !self.town.iter().any(|e| e.value.effects.contains(&special)) {
                sink.error_unlocated(dir, format!("no town space has the effect {name}"));
            }
        }
        for e in &self.town {
            let t = &e.value;
            if !(1..=5).contains(&t.capacity) || !(1..=5).contains(&t.capacity_5p) {
                sink.push(e.error("capacity", "capacity: 1 to 5 cultists"));
            }
        }
        for e in &self.rituals {
            if e.value.steps.is_empty() {
                sink.push(e.error("steps", "steps: a ritual has at least one space after Start"));
            }
        }
        for e in self.monsters.iter().filter(|e| !e.partial) {
            if (e.value.trigger == MonsterTrigger::None) != e.value.effects.is_empty() {
                sink.push(
                    e.error("trigger", "a monster with a trigger needs effects, and effects need a trigger"),
                );
            }
        }
        for e in self.priests.iter().filter(|e| !e.partial) {
            if e.value.effects.is_empty() {
                sink.push(e.error("effects", "effects: a Priest card needs an ability"));
            }
        }
        for (at, context, lists) in self.all_effects() {
            for effect in effect_lists(lists) {
                if let Effect::Gain(res) = effect {
                    let problem = if res.elder_sign > 0 {
                        Some("Elder Signs are never gained this way")
                    } else if res.is_empty() {
                        Some("gain nothing?")
                    } else {
                        None
                    };
                    if let Some(problem) = problem {
                        sink.push(Diagnostic { message: format!("{context}: {problem}"), ..at.clone() });
                    }
                }
            }
        }
        for board in &self.boards {
            check_board(board, sink);
        }
        let all = self.all_effects();
        let used = all.iter().flat_map(|(at, context, lists)| {
            hooks_of(lists.iter().copied()).map(move |name| (name, *at, *context))
        });
        let declared: Vec<_> =
            self.hooks.iter().map(|hook| (hook.value.name.name(), hook.error("name", ""))).collect();
        schema::check_hooks(used, &declared, sink);
    }

    fn emit(&mut self, dir: &str) -> String {
        self.priest_spaces.sort_by_key(|e| (e.value.number, e.value.id));
        self.town.sort_by_key(|e| (e.value.number, e.value.id));
        self.rituals.sort_by_key(|e| (e.value.number, e.value.id));
        self.chambers.sort_by_key(|e| e.value.id);
        self.monsters.sort_by_key(|e| e.value.id);
        self.investigators.sort_by_key(|e| e.value.id);
        self.priests.sort_by_key(|e| e.value.id);
        self.boards.sort_by_key(|e| e.value.id);
        self.hooks.sort_by_key(|e| e.value.name.name());
        let mut t = Tables::new();
        if let Some(rules) = self.rules.first() {
            t.value(
                "RULES",
                "RulesDef",
                &format!("The game's numbers ({}).", rules.location()),
                &rules.value,
            );
        }
        t.slice(
            "PRIEST_SPACES",
            "PriestSpaceDef",
            "The five priest-board spaces, in printed order.",
            entries(&self.priest_spaces),
        );
        t.slice("TOWN", "TownSpaceDef", "The 13 town-board spaces, in printed order.", entries(&self.town));
        t.slice("RITUALS", "RitualDef", "The five rituals, in printed order.", entries(&self.rituals));
        t.slice("CHAMBERS", "ChamberDef", "Chamber cards, sorted by id.", entries(&self.chambers));
        t.slice(
            "MONSTERS",
            "MonsterDef",
            "Monster cards (generic and unique), sorted by id.",
            entries(&self.monsters),
        );
        t.slice(
            "INVESTIGATORS",
            "InvestigatorDef",
            "Investigator cards, sorted by id.",
            entries(&self.investigators),
        );
        t.slice("PRIESTS", "PriestDef", "Priest cards, sorted by id.", entries(&self.priests));
        t.slice(
            "AVATARS",
            "AvatarDef",
            "Avatar cards of the Crawling Chaos, sorted by id.",
            entries(&self.avatars),
        );
        t.slice("CULT_BOARDS", "CultBoardDef", "The cult boards, sorted by id.", entries(&self.boards));
        t.slice(
            "HOOKS",
            "HookDef",
            "Every `custom` hook the content uses, sorted by name.",
            entries(&self.hooks),
        );
        t.finish(dir)
    }

    fn coverage(&self) -> Vec<CoverageRow> {
        let hooked = |lists: &[&'static [Effect]]| hooks_of(lists.iter().copied()).next().is_some();
        let one = |lists: &[&'static [Effect]], source| (1, hooked(lists), source);
        let boards = self.boards.iter().map(|e| {
            let lists: Vec<_> = e.value.nodes.iter().flat_map(node_lists).collect();
            one(&lists, e.value.source)
        });
        let monsters = |deck| {
            self.monsters
                .iter()
                .filter(move |e| e.value.deck == deck)
                .map(move |e| (u32::from(e.value.copies), hooked(&[e.value.effects]), e.value.source))
        };
        let row = |kind, expected, entries: Vec<(u32, bool, Source)>| {
            CoverageRow::count("evil-priest", kind, expected, entries)
        };
        vec![
            row(
                "priest space",
                5,
                self.priest_spaces.iter().map(|e| one(&[e.value.effects], e.value.source)).collect(),
            ),
            row(
                "town space",
                13,
                self.town.iter().map(|e| one(&[e.value.effects], e.value.source)).collect(),
            ),
            row("ritual", 5, self.rituals.iter().map(|e| one(e.value.steps, e.value.source)).collect()),
            row(
                "chamber",
                40,
                self.chambers
                    .iter()
                    .map(|e| {
                        (
                            u32::from(e.value.copies),
                            hooked(&[e.value.on_gain, e.value.preparation]),
                            e.value.source,
                        )
                    })
                    .collect(),
            ),
            row("generic monster", 15, monsters(MonsterDeck::Generic).collect()),
            row("unique monster", 12, monsters(MonsterDeck::Unique).collect()),
            row(
                "investigator",
                10,
                self.investigators.iter().map(|e| one(&[e.value.post_raid], e.value.source)).collect(),
            ),
            row(
                "priest card",
                10,
                self.priests.iter().map(|e| one(&[e.value.effects], e.value.source)).collect(),
            ),
            row("avatar", 4, self.avatars.iter().map(|e| one(&[], e.value.source)).collect()),
            row("cult board", 6, boards.collect()),
        ]
    }
}

/// A board's own rules: 13 spaces, what each kind needs, and every space reachable from a start.
fn check_board(board: &Read<CultBoardDef>, sink: &Sink) {
    let nodes = board.value.nodes;
    if nodes.len() != 13 {
        sink.push(board.error("id", format!("a cult board has 13 Elder Sign spaces, found {}", nodes.len())));
    }
    for node in nodes {
        let problem = match node.kind {
            NodeKind::Reusable if node.action.is_empty() => Some("a reusable space needs an action"),
            NodeKind::Growth if node.trigger == 0 || node.majority.is_none() => {
                Some("a growth space needs a trigger and a majority resource")
            }
            NodeKind::Growth if node.start => Some("a growth space is never a start space"),
            _ => None,
        };
        if let Some(problem) = problem {
            sink.push(board.error("node", format!("node \"{}\": {problem}", node.id)));
        }
    }
    // Growth spaces fire on their own; every other space is reached through links from a start.
    let mut reached: Vec<bool> =
        nodes.iter().map(|node| node.start || node.kind == NodeKind::Growth).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for (index, node) in nodes.iter().enumerate() {
            if !reached[index] {
                continue;
            }
            for &link in node.links {
                if let Some(target) = reached.get_mut(usize::from(link))
                    && !*target
                {
                    *target = true;
                    changed = true;
                }
            }
        }
    }
    for (node, reached) in nodes.iter().zip(reached) {
        if !reached {
            sink.push(
                board.error("id", format!("node \"{}\" cannot be reached from a start space", node.id)),
            );
        }
    }
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
        content/data/evil-priest/test.toml:6:14: chamber "test-vault": storage[1]: unknown value "blod" (did you mean "blood"?)
        content/data/evil-priest/test.toml:7:14: chamber "test-vault": on_gain[1]: unknown value "gian" (did you mean "gain"?)
        content/data/evil-priest/test.toml:7:38: chamber "test-vault": on_gain[2]: unknown value "chamberr" (did you mean "chamber"?)
        content/data/evil-priest/test.toml:16:10: monster "test": source: unknown value "guessed" (expected "rulebook", "reference", "recalled", "designed")
        "#);
    }

    #[test]
    fn derived_a_hook_the_engine_does_not_have_is_refused_with_a_suggestion() {
        let found = check(
            r#"[[priest]]
id = "evil-priest/priest/test"
name = "Test"
effects = [{ custom = "shan-quen" }]
source = "designed"
"#,
        );
        assert_eq!(
            found,
            r#"content/data/evil-priest/test.toml:4:23: priest card "test": effects[1].custom: unknown value "shan-quen" (did you mean "shan-queen"?)"#
        );
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
        content/data/evil-priest/test.toml:2:1: board "test-board": a cult board has 13 Elder Sign spaces, found 2
        content/data/evil-priest/test.toml:2:1: board "test-board": node "lonely" cannot be reached from a start space
        content/data/evil-priest/test.toml:7:9: board "test-board": node "lonely": a reusable space needs an action
        content/data/evil-priest/test.toml:12:9: board "test-board": node[1].links: no node "middle" on this board
        "#);
    }
}
