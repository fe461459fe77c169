//! Evil High Priest: reads `content/data/evil-priest/*.toml` through the types of
//! `content_schema::evil_priest` (which say how each is written) and bakes the tables of
//! `content::evil_priest`. What stays here is what a type cannot say: ids and their prefixes,
//! ranges, the cult boards' links and reachability, hooks declared and used, counts and coverage.

use content_schema::evil_priest::{
    AVATAR, AvatarDef, ChamberDef, CultBoardDef, Effect, HookDef, InvestigatorDef, MonsterDeck, MonsterDef,
    MonsterTrigger, NODE, NodeKind, PriestDef, PriestSpaceDef, RitualDef, RulesDef, SkulkKind, Source,
    TownSpaceDef,
};
use content_schema::read::{Scope, with_scope};

use crate::Diagnostic;
use crate::codegen::Tables;
use crate::reader::Sink;
use crate::schema::{self, Component, Doc, Read, ids_in, tables};

tables! {
    priest_spaces: PriestSpaceDef = "priest_space" as "priest space"
        => "PRIEST_SPACES", "The five priest-board spaces, in printed order.", |e| (e.value.number, e.value.id);
    town: TownSpaceDef = "town" as "town space"
        => "TOWN", "The 13 town-board spaces, in printed order.", |e| (e.value.number, e.value.id);
    rituals: RitualDef = "ritual" as "ritual"
        => "RITUALS", "The five rituals, in printed order.", |e| (e.value.number, e.value.id);
    chambers: ChamberDef = "chamber" as "chamber" => "CHAMBERS", "Chamber cards, sorted by id.", |e| e.value.id;
    monsters: MonsterDef = "monster" as "monster"
        => "MONSTERS", "Monster cards (generic and unique), sorted by id.", |e| e.value.id;
    investigators: InvestigatorDef = "investigator" as "investigator"
        => "INVESTIGATORS", "Investigator cards, sorted by id.", |e| e.value.id;
    priests: PriestDef = "priest" as "priest card" => "PRIESTS", "Priest cards, sorted by id.", |e| e.value.id;
    avatars: AvatarDef = "avatar" as "avatar"
        => "AVATARS", "Avatar cards of the Crawling Chaos, sorted by id.", |e| e.value.id;
    hooks: HookDef = "hook" as "hook"
        => "HOOKS", "Every `custom` hook the content uses, sorted by name.", |e| e.value.name.name();
    @extra {
        rules: Vec<Read<RulesDef>>,
        boards: Vec<Read<CultBoardDef>>,
    }
}

/// Component counts from the rulebook's component list.
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

type Effects = &'static [Effect];

/// The hooks an effect list names.
fn hooks(list: Effects) -> impl Iterator<Item = &'static str> {
    list.iter().filter_map(|effect| match effect {
        Effect::Custom(hook) => Some(hook.name()),
        _ => None,
    })
}

/// A component and the hooks its effect lists name.
fn part<T>(e: &Read<T>, kind: &'static str, copies: u8, source: Source, lists: &[Effects]) -> Component {
    Component::new(e, kind, u32::from(copies), source, lists.iter().copied().flat_map(hooks))
}

/// A gain gains something, and never Elder Signs.
fn check_gains<T>(e: &Read<T>, lists: &[Effects], sink: &Sink) {
    for effect in lists.iter().copied().flatten() {
        let problem = match effect {
            Effect::Gain(res) if res.elder_sign > 0 => "Elder Signs are never gained this way",
            Effect::Gain(res) if res.is_empty() => "gain nothing?",
            _ => continue,
        };
        sink.push(Diagnostic { message: format!("{}: {problem}", e.context), ..e.at.clone() });
    }
}

impl super::GameData for Content {
    const NAME: &'static str = "evil-priest";
    const EXPECTED: &'static [(&'static str, u32)] = EXPECTED;

    /// Avatars are named by their index in the baked table, which is sorted by id.
    fn scopes(docs: &[Doc<'static>]) -> Vec<(Scope, Vec<String>)> {
        let mut avatars = super::ids(docs, "avatar", "id");
        avatars.sort_unstable();
        vec![(AVATAR, avatars)]
    }

    fn read_more(&mut self, doc: &Doc<'static>, sink: &Sink) {
        self.rules.extend(doc.table("rules", "rules", sink));
        if let Some(raw) = doc.raw("board") {
            // Links name the nodes of their own board.
            self.boards.extend(with_scope(NODE, ids_in(raw, "node"), || doc.table("board", "board", sink)));
        }
    }

    fn declared_hooks(&self) -> Vec<(&'static str, Diagnostic)> {
        self.hooks.iter().map(|e| (e.value.name.name(), e.error("name", ""))).collect()
    }

    /// Every component with the hooks its effect lists name.
    fn components(&self) -> Vec<Component> {
        let mut out = Vec::new();
        let v = |e: &Read<PriestSpaceDef>| part(e, "priest space", 1, e.value.source, &[e.value.effects]);
        out.extend(self.priest_spaces.iter().map(v));
        out.extend(self.town.iter().map(|e| part(e, "town space", 1, e.value.source, &[e.value.effects])));
        out.extend(self.rituals.iter().map(|e| part(e, "ritual", 1, e.value.source, e.value.steps)));
        for e in &self.chambers {
            let c = &e.value;
            out.push(part(e, "chamber", c.copies, c.source, &[c.on_gain, c.preparation]));
        }
        for e in &self.monsters {
            let kind = match e.value.deck {
                MonsterDeck::Generic => "generic monster",
                MonsterDeck::Unique => "unique monster",
            };
            out.push(part(e, kind, e.value.copies, e.value.source, &[e.value.effects]));
        }
        let v = |e: &Read<InvestigatorDef>| part(e, "investigator", 1, e.value.source, &[e.value.post_raid]);
        out.extend(self.investigators.iter().map(v));
        out.extend(
            self.priests.iter().map(|e| part(e, "priest card", 1, e.value.source, &[e.value.effects])),
        );
        out.extend(self.avatars.iter().map(|e| part(e, "avatar", 1, e.value.source, &[])));
        for e in &self.boards {
            let lists: Vec<Effects> =
                e.value.nodes.iter().flat_map(|node| [node.effects, node.action]).collect();
            out.push(part(e, "cult board", 1, e.value.source, &lists));
        }
        out
    }

    fn check(&mut self, sink: &Sink, dir: &str) {
        for town in &mut self.town {
            if town.value.capacity_5p == 0 {
                town.value.capacity_5p = town.value.capacity;
            }
        }
        let mut ids = Vec::new();
        macro_rules! ids {
            ($($list:ident: $prefix:literal),*) => {$(
                schema::check_ids(&self.$list, |e| e.id, concat!("evil-priest/", $prefix, "/"), &mut ids, sink);
            )*};
        }
        ids!(priest_spaces: "priest-space", town: "town", rituals: "ritual", chambers: "chamber");
        ids!(monsters: "monster", investigators: "investigator", priests: "priest", avatars: "avatar");
        match self.rules.as_slice() {
            [] => sink.error_unlocated(dir, "no [rules] table"),
            [rules, more @ ..] => {
                let r = &rules.value;
                if r.acolytes < r.start_pool || [r.chamber_slots, r.lairs, r.display, r.asylum].contains(&0) {
                    let message =
                        "acolytes must be at least start_pool, and slots, lairs, display and asylum positive";
                    sink.push(rules.error("acolytes", message));
                }
                // The engine keeps a sanctum's Chambers and the lairs in fixed-capacity lists
                // (`evil_priest::MAX_CHAMBER_SLOTS`, `MAX_LAIRS`).
                if r.chamber_slots > 7 || r.lairs > 3 {
                    sink.push(rules.error("chamber_slots", "at most 7 chamber slots and 3 lairs"));
                }
                for extra in more {
                    sink.push(extra.error("acolytes", "[rules] is defined twice"));
                }
            }
        }
        let numbered = |what: &str, numbers: Vec<u8>, want: u8| {
            let mut seen = numbers.clone();
            seen.sort_unstable();
            seen.dedup();
            if numbers.len() != usize::from(want) || seen != (1..=want).collect::<Vec<_>>() {
                let (found, distinct) = (numbers.len(), seen.len());
                let message = format!(
                    "expected {want} {what}s numbered 1..={want}, found {found} ({distinct} distinct numbers)"
                );
                sink.error_unlocated(dir, message);
            }
        };
        numbered("priest space", self.priest_spaces.iter().map(|e| e.value.number).collect(), 5);
        numbered("town space", self.town.iter().map(|e| e.value.number).collect(), 13);
        numbered("ritual", self.rituals.iter().map(|e| e.value.number).collect(), 5);
        for (special, name) in
            [(Effect::FirstPlayer, "first_player"), (Effect::Skulk(SkulkKind::Town), "{ skulk = \"town\" }")]
        {
            if !self.town.iter().any(|e| e.value.effects.contains(&special)) {
                sink.error_unlocated(dir, format!("no town space has the effect {name}"));
            }
        }
        for e in &self.town {
            if !(1..=5).contains(&e.value.capacity) || !(1..=5).contains(&e.value.capacity_5p) {
                sink.push(e.error("capacity", "capacity: 1 to 5 cultists"));
            }
            check_gains(e, &[e.value.effects], sink);
        }
        for e in &self.rituals {
            if e.value.steps.is_empty() {
                sink.push(e.error("steps", "steps: a ritual has at least one space after Start"));
            }
            check_gains(e, e.value.steps, sink);
        }
        for e in &self.monsters {
            if !e.partial && (e.value.trigger == MonsterTrigger::None) != e.value.effects.is_empty() {
                let message = "a monster with a trigger needs effects, and effects need a trigger";
                sink.push(e.error("trigger", message));
            }
            check_gains(e, &[e.value.effects], sink);
        }
        for e in &self.priests {
            if !e.partial && e.value.effects.is_empty() {
                sink.push(e.error("effects", "effects: a Priest card needs an ability"));
            }
            check_gains(e, &[e.value.effects], sink);
        }
        self.priest_spaces.iter().for_each(|e| check_gains(e, &[e.value.effects], sink));
        self.chambers.iter().for_each(|e| check_gains(e, &[e.value.on_gain, e.value.preparation], sink));
        self.investigators.iter().for_each(|e| check_gains(e, &[e.value.post_raid], sink));
        for board in &self.boards {
            let lists: Vec<Effects> = board.value.nodes.iter().flat_map(|n| [n.effects, n.action]).collect();
            check_gains(board, &lists, sink);
            check_board(board, sink);
        }
    }

    fn emit_more(&mut self, t: &mut Tables) {
        if let Some(rules) = self.rules.first() {
            let doc = format!("The game's numbers ({}).", rules.location());
            t.value("RULES", "RulesDef", &doc, &rules.value);
        }
        self.boards.sort_by_key(|e| e.value.id);
        schema::emit(t, "CULT_BOARDS", "The cult boards, sorted by id.", &self.boards);
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
mod tests;
