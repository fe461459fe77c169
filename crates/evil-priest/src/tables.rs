//! What the rules ask of the content tables again and again, worked out once at compile time.
//!
//! The tables in `content::evil_priest` are `'static` data, so everything here is a constant
//! derived from them (no state, nothing computed at run time). Listing a seat's placements looks
//! at every space of the town, its priest board, the rituals and the cult board; these compact
//! copies keep that loop on small arrays instead of the full definitions, and turn an effect
//! list into the few bits the placement rules look at.

use content::evil_priest::{self as data, Cost, Effect, NodeKind, Requirement, Resource, StorageKind, Who};

/// Bit of the priest in a set of cultists.
pub(crate) const PRIEST: u8 = 1;
/// Bit of an acolyte in a set of cultists.
pub(crate) const ACOLYTE: u8 = 2;
/// Both cultists.
pub(crate) const BOTH: u8 = PRIEST | ACOLYTE;

/// What an action list asks before it may be used, as bits (see [`needs_of`]).
pub(crate) type Needs = u8;
/// Only an acolyte may use it (it worships Azathoth, mutates, or the node says so).
pub(crate) const NEEDS_ACOLYTE: Needs = 1;
/// The seat controls the Shoggoth and some Elder Sign may be shattered.
pub(crate) const NEEDS_SHOGGOTH: Needs = 2;
/// The seat's Priest card may be used now.
pub(crate) const NEEDS_PRIEST_CARD: Needs = 4;
/// Someone to rescue: a space whose only effect is a rescue (A19; elsewhere it is a bonus, A17).
pub(crate) const NEEDS_ASYLUM: Needs = 8;
/// A Chamber to gain (one face up) or a full sanctum to Chant with.
pub(crate) const NEEDS_CHAMBER: Needs = 16;

/// What the action list `effects` asks before it may be used.
const fn needs_of(effects: &[Effect]) -> Needs {
    let mut needs = 0;
    let mut i = 0;
    while i < effects.len() {
        needs |= match effects[i] {
            Effect::Worship | Effect::Mutate => NEEDS_ACOLYTE,
            Effect::ShoggothRemove => NEEDS_SHOGGOTH,
            Effect::PriestAbility => NEEDS_PRIEST_CARD,
            Effect::Rescue(_) if effects.len() == 1 => NEEDS_ASYLUM,
            Effect::Chant => NEEDS_CHAMBER,
            _ => 0,
        };
        i += 1;
    }
    needs
}

/// Whether an action list makes the cultist skulk.
const fn skulks(effects: &[Effect]) -> bool {
    let mut i = 0;
    while i < effects.len() {
        if let Effect::Skulk(_) = effects[i] {
            return true;
        }
        i += 1;
    }
    false
}

/// Spaces of one kind are tracked as bits of a `u32` (town occupancy as counts).
const _: () = assert!(
    data::PRIEST_SPACES.len() <= 32 && data::TOWN.len() <= 32 && data::RITUALS.len() <= 32,
    "the placement rules track at most 32 spaces of a kind"
);

/// A priest-board space.
#[derive(Clone, Copy)]
pub(crate) struct PriestSpace {
    pub(crate) cost: Cost,
    /// The cultists it takes and its effects allow (bits [`PRIEST`], [`ACOLYTE`]), before needs.
    pub(crate) who: u8,
    /// What its effects ask, besides `who`.
    pub(crate) needs: Needs,
    pub(crate) after_first_raid: bool,
    pub(crate) unlimited: bool,
}

/// The priest-board spaces, in printed order.
pub(crate) const PRIEST_SPACES: [PriestSpace; data::PRIEST_SPACES.len()] = {
    let blank = PriestSpace { cost: Cost::FREE, who: 0, needs: 0, after_first_raid: false, unlimited: false };
    let mut out = [blank; data::PRIEST_SPACES.len()];
    let mut k = 0;
    while k < out.len() {
        let def = &data::PRIEST_SPACES[k];
        out[k] = PriestSpace {
            cost: def.cost,
            who: match def.who {
                Who::Any => BOTH,
                Who::Priest => PRIEST,
                Who::Acolyte => ACOLYTE,
            },
            needs: needs_of(def.effects),
            after_first_raid: def.after_first_raid,
            unlimited: def.unlimited,
        };
        k += 1;
    }
    out
};

/// A town space.
#[derive(Clone, Copy)]
pub(crate) struct TownSpace {
    pub(crate) cost: Cost,
    pub(crate) needs: Needs,
    pub(crate) capacity: u8,
    pub(crate) capacity_5p: u8,
    /// A cultist placed here skulks.
    pub(crate) skulk: bool,
}

/// The town spaces, in printed order.
pub(crate) const TOWN: [TownSpace; data::TOWN.len()] = {
    let blank = TownSpace { cost: Cost::FREE, needs: 0, capacity: 0, capacity_5p: 0, skulk: false };
    let mut out = [blank; data::TOWN.len()];
    let mut t = 0;
    while t < out.len() {
        let def = &data::TOWN[t];
        out[t] = TownSpace {
            cost: def.cost,
            needs: needs_of(def.effects),
            capacity: def.capacity,
            capacity_5p: def.capacity_5p,
            skulk: skulks(def.effects),
        };
        t += 1;
    }
    out
};

/// Bit `t`: a town Skulk may move to town space `t` (a Skulk space itself is never a target).
pub(crate) const TOWN_SKULK_TARGETS: u32 = {
    let mut out = 0;
    let mut t = 0;
    while t < data::TOWN.len() {
        if data::TOWN[t].skulk_target && !skulks(data::TOWN[t].effects) {
            out |= 1 << t;
        }
        t += 1;
    }
    out
};

/// The cost of each ritual's Start, in printed order.
pub(crate) const RITUAL_COSTS: [Cost; data::RITUALS.len()] = {
    let mut out = [Cost::FREE; data::RITUALS.len()];
    let mut r = 0;
    while r < out.len() {
        out[r] = data::RITUALS[r].cost;
        r += 1;
    }
    out
};

/// Most nodes a cult board may have (`State::sealed` is a `u16`; setup refuses larger boards).
pub(crate) const MAX_NODES: usize = 16;

/// A cult-board node.
#[derive(Clone, Copy)]
pub(crate) struct Node {
    /// Shatter cost.
    pub(crate) cost: Cost,
    pub(crate) requires: Requirement,
    /// Whether shattering unlocks an action space.
    pub(crate) reusable: bool,
    pub(crate) action_cost: Cost,
    pub(crate) action_requires: Requirement,
    /// What the action space asks (acolytes only included).
    pub(crate) action_needs: Needs,
    /// A cultist on the action space skulks.
    pub(crate) action_skulk: bool,
}

/// A cult board.
#[derive(Clone, Copy)]
pub(crate) struct Board {
    /// Number of nodes (at most [`MAX_NODES`] are described).
    pub(crate) len: u8,
    /// Bit `n`: node `n` is a start space.
    pub(crate) start: u16,
    /// Bit `n`: node `n` is a Growth space.
    pub(crate) growth: u16,
    /// Bit `n`: node `n` unlocks an action space when shattered.
    pub(crate) reusable: u16,
    /// Bit `n`: a cultist on node `n`'s action space skulks.
    pub(crate) action_skulks: u16,
    /// The nodes the arrows of node `n` lead to, as bits.
    pub(crate) links: [u16; MAX_NODES],
    pub(crate) nodes: [Node; MAX_NODES],
}

/// The cult boards, in the order of `data::CULT_BOARDS`.
pub(crate) const BOARDS: [Board; data::CULT_BOARDS.len()] = {
    let blank_node = Node {
        cost: Cost::FREE,
        requires: Requirement::None,
        reusable: false,
        action_cost: Cost::FREE,
        action_requires: Requirement::None,
        action_needs: 0,
        action_skulk: false,
    };
    let blank = Board {
        len: 0,
        start: 0,
        growth: 0,
        reusable: 0,
        action_skulks: 0,
        links: [0; MAX_NODES],
        nodes: [blank_node; MAX_NODES],
    };
    let mut out = [blank; data::CULT_BOARDS.len()];
    let mut b = 0;
    while b < out.len() {
        let nodes = data::CULT_BOARDS[b].nodes;
        let mut board = blank;
        board.len = if nodes.len() < MAX_NODES { nodes.len() as u8 } else { MAX_NODES as u8 };
        let mut n = 0;
        while n < nodes.len() && n < MAX_NODES {
            let node = &nodes[n];
            if node.start {
                board.start |= 1 << n;
            }
            if let NodeKind::Growth = node.kind {
                board.growth |= 1 << n;
            }
            if let NodeKind::Reusable = node.kind {
                board.reusable |= 1 << n;
            }
            if skulks(node.action) {
                board.action_skulks |= 1 << n;
            }
            let mut i = 0;
            while i < node.links.len() {
                board.links[n] |= 1 << node.links[i];
                i += 1;
            }
            board.nodes[n] = Node {
                cost: node.cost,
                requires: node.requires,
                reusable: matches!(node.kind, NodeKind::Reusable),
                action_cost: node.action_cost,
                action_requires: node.action_requires,
                action_needs: needs_of(node.action) | if node.acolyte_only { NEEDS_ACOLYTE } else { 0 },
                action_skulk: skulks(node.action),
            };
            n += 1;
        }
        out[b] = board;
        b += 1;
    }
    out
};

/// A Chamber's storage: the room for each resource alone (in `Resource::ALL` order) and the
/// room for any resource.
pub(crate) const fn storage(def: &data::ChamberDef) -> ([u32; 5], u32) {
    let mut only = [0u32; 5];
    let mut any = 0u32;
    let mut i = 0;
    while i < def.storage.len() {
        let slot = def.storage[i];
        match slot.kind {
            StorageKind::Any => any += slot.amount as u32,
            StorageKind::Only(r) => only[resource_index(r)] += slot.amount as u32,
        }
        i += 1;
    }
    (only, any)
}

/// Where resource `r` sits in `Resource::ALL`.
pub(crate) const fn resource_index(r: Resource) -> usize {
    match r {
        Resource::Treasure => 0,
        Resource::Blood => 1,
        Resource::Magic => 2,
        Resource::Spellbook => 3,
        Resource::ElderSign => 4,
    }
}

/// The [`storage`] of every Chamber card.
pub(crate) const CHAMBER_STORAGE: [([u32; 5], u32); data::CHAMBERS.len()] = {
    let mut out = [([0; 5], 0); data::CHAMBERS.len()];
    let mut card = 0;
    while card < out.len() {
        out[card] = storage(&data::CHAMBERS[card]);
        card += 1;
    }
    out
};

/// Bit `i`: Chamber card `card` has some room for resource `i` (in `Resource::ALL` order).
pub(crate) const CHAMBER_ACCEPTS: [u8; data::CHAMBERS.len()] = {
    let mut out = [0; data::CHAMBERS.len()];
    let mut card = 0;
    while card < out.len() {
        let (only, any) = CHAMBER_STORAGE[card];
        let mut i = 0;
        while i < 5 {
            if only[i] > 0 || any > 0 {
                out[card] |= 1 << i;
            }
            i += 1;
        }
        card += 1;
    }
    out
};
