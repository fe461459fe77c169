//! What the rules ask of the content tables again and again, worked out once at compile time.
//!
//! The tables in `content::evil_priest` are `'static` data, so everything here is a constant
//! derived from them (no state, nothing computed at run time). Listing a seat's placements looks
//! at every space of the town, its priest board, the rituals and the cult board; these compact
//! copies keep that loop on small arrays instead of the full definitions, and turn an effect
//! list into the few bits the placement rules look at.

use content::evil_priest::{self as data, Cost, Effect, NodeKind, Requirement, Resource, StorageKind, Who};

use crate::action::{Pay, Space};

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

/// Every set of [`Needs`] bits is below this (the rows of [`Places::closed`]).
pub(crate) const NEEDS_SETS: usize = 2 * NEEDS_CHAMBER as usize;

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

/// Bit `t`: town space `t` takes more than one cultist with 2–4 players.
pub(crate) const TOWN_ROOMY: u32 = {
    let mut out = 0;
    let mut t = 0;
    while t < data::TOWN.len() {
        if data::TOWN[t].capacity > 1 {
            out |= 1 << t;
        }
        t += 1;
    }
    out
};

/// Bit `t`: town space `t` takes more than one cultist with 5 players.
pub(crate) const TOWN_ROOMY_5P: u32 = {
    let mut out = 0;
    let mut t = 0;
    while t < data::TOWN.len() {
        if data::TOWN[t].capacity_5p > 1 {
            out |= 1 << t;
        }
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

/// `REACHED[b][half][byte]`: the nodes the arrows of the nodes in `byte` lead to on board `b`
/// (bit `i` of `byte` is node `8 * half + i`): what a set of unlocked nodes reaches, in two
/// lookups.
pub(crate) static REACHED: [[[u16; 256]; 2]; data::CULT_BOARDS.len()] = {
    let mut out = [[[0u16; 256]; 2]; data::CULT_BOARDS.len()];
    let mut b = 0;
    while b < out.len() {
        let mut half = 0;
        while half < 2 {
            let mut byte = 0;
            while byte < 256 {
                let mut i = 0;
                while i < 8 {
                    if byte & (1 << i) != 0 {
                        out[b][half][byte] |= BOARDS[b].links[8 * half + i];
                    }
                    i += 1;
                }
                byte += 1;
            }
            half += 1;
        }
        b += 1;
    }
    out
};
const _: () = assert!(MAX_NODES == 16, "two bytes of nodes");

// ---------------------------------------------------------------------------------------------
// Placement bits

/// Every space a cultist may be placed on is one bit of a `u64`, in the order placements are
/// listed: the priest board, the town, the ritual Starts, the cult-board hexagons, then their
/// action spaces. Bit `P_BASE + k` is priest space `k`, and so on.
pub(crate) const P_BASE: u32 = 0;
/// First town bit.
pub(crate) const T_BASE: u32 = P_BASE + data::PRIEST_SPACES.len() as u32;
/// First ritual bit.
pub(crate) const R_BASE: u32 = T_BASE + data::TOWN.len() as u32;
/// First hexagon bit.
pub(crate) const H_BASE: u32 = R_BASE + data::RITUALS.len() as u32;
/// First cult action bit.
pub(crate) const C_BASE: u32 = H_BASE + MAX_NODES as u32;
const _: () = assert!(C_BASE as usize + MAX_NODES <= 64, "every space has a bit of a u64");

/// Bits `first..first + len`.
const fn run_of(first: u32, len: usize) -> u64 {
    ((1u64 << len) - 1) << first
}

/// The priest-board and town bits.
pub(crate) const FIXED_BITS: u64 =
    run_of(P_BASE, data::PRIEST_SPACES.len()) | run_of(T_BASE, data::TOWN.len());
/// The ritual Start bits.
pub(crate) const RITUAL_BITS: u64 = run_of(R_BASE, data::RITUALS.len());

/// The most of one resource a space's fixed cost asks, plus one: the rows of [`Places::afford`].
pub(crate) const AFFORD_LEVELS: usize = max_cost_amount() as usize + 1;

/// The largest amount of one resource in any space's fixed cost.
const fn max_cost_amount() -> u8 {
    costs_max(false)
}

/// The largest amount of one resource in any space's fixed cost (`basic` false) or the largest
/// "any basic resource" part of any space's cost (`basic` true).
const fn costs_max(basic: bool) -> u8 {
    let mut most = 0u8;
    let mut k = 0;
    while k < data::PRIEST_SPACES.len() {
        most = max_of(most, data::PRIEST_SPACES[k].cost, basic);
        k += 1;
    }
    let mut t = 0;
    while t < data::TOWN.len() {
        most = max_of(most, data::TOWN[t].cost, basic);
        t += 1;
    }
    let mut r = 0;
    while r < data::RITUALS.len() {
        most = max_of(most, data::RITUALS[r].cost, basic);
        r += 1;
    }
    let mut b = 0;
    while b < data::CULT_BOARDS.len() {
        let nodes = data::CULT_BOARDS[b].nodes;
        let mut n = 0;
        while n < nodes.len() {
            most = max_of(most, nodes[n].cost, basic);
            most = max_of(most, nodes[n].action_cost, basic);
            n += 1;
        }
        b += 1;
    }
    most
}

const fn max_of(most: u8, cost: Cost, basic: bool) -> u8 {
    if !basic {
        max_in(most, cost)
    } else if cost.basic > most {
        cost.basic
    } else {
        most
    }
}

const fn max_in(most: u8, cost: Cost) -> u8 {
    let r = cost.res;
    let amounts = [r.treasure, r.blood, r.magic, r.spellbook, r.elder_sign];
    let mut out = most;
    let mut i = 0;
    while i < 5 {
        if amounts[i] > out {
            out = amounts[i];
        }
        i += 1;
    }
    out
}

const _: () = assert!(AFFORD_LEVELS <= 64, "space costs stay small");

/// One cult board's spaces as placement bits: what each costs and which rules apply to it.
#[derive(Clone, Copy)]
pub(crate) struct Places {
    /// The space of each bit.
    pub(crate) space: [Space; 64],
    /// The cost of each bit's space (rituals: the printed cost).
    pub(crate) cost: [Cost; 64],
    /// Spaces whose cost may be paid in more than one way (any basic resources, a sacrifice).
    pub(crate) slow: u64,
    /// Spaces whose cost asks spellbooks (Abominations and Spawn may stand in for them).
    pub(crate) books: u64,
    /// For each bit whose cost is fixed resources and some "any basic resource" (no sacrifice;
    /// not a ritual, whose cost may change), how many basic resources; 0 for the others.
    pub(crate) mix: [u8; 64],
    /// Spaces whose cost is only some "any basic resource", at most [`MIX_MAX`] (their
    /// placements are counted from the holdings alone: see [`mix_count_free`]).
    pub(crate) mix_free: u64,
    /// Spaces whose cost is fixed resources (no spellbook) and a sacrificed acolyte (Summon
    /// Monster): only the sacrificed acolyte varies.
    pub(crate) sacrifice_only: u64,
    /// `afford[r][v]`: spaces whose fixed cost asks at most `v` of resource `r`
    /// (in `Resource::ALL` order).
    pub(crate) afford: [[u64; AFFORD_LEVELS]; 5],
    /// Spaces the priest may take (its board's `who`, not acolyte-only).
    pub(crate) priest_ok: u64,
    /// Spaces an acolyte may take.
    pub(crate) acolyte_ok: u64,
    /// `needs[i]`: spaces that ask need bit `1 << i` ([`NEEDS_SHOGGOTH`] and the others).
    pub(crate) needs: [u64; 8],
    /// `closed[unmet]`: the spaces a seat may not use when `unmet` are the [`Needs`] it does not
    /// meet (the union of their `needs`), one lookup for the whole set.
    pub(crate) closed: [u64; NEEDS_SETS],
    /// Spaces with a requirement (hexagons' `requires`, action spaces' `action_requires`).
    pub(crate) requires: u64,
    /// Priest-board spaces usable only after the first raid.
    pub(crate) after_first_raid: u64,
    /// Priest-board spaces one cultist fills (not unlimited).
    pub(crate) limited: u64,
}

impl Places {
    /// The spaces whose fixed cost `have` covers.
    #[inline(always)]
    pub(crate) fn affordable(&self, have: data::Res) -> u64 {
        let level = |n: u8| if (n as usize) < AFFORD_LEVELS { n as usize } else { AFFORD_LEVELS - 1 };
        self.afford[0][level(have.treasure)]
            & self.afford[1][level(have.blood)]
            & self.afford[2][level(have.magic)]
            & self.afford[3][level(have.spellbook)]
            & self.afford[4][level(have.elder_sign)]
    }
}

const fn place_bit(places: &mut Places, bit: u32, space: Space, cost: Cost, who: u8, needs: Needs) {
    let i = bit as usize;
    let mask = 1u64 << bit;
    places.space[i] = space;
    places.cost[i] = cost;
    if cost.basic > 0 || cost.sacrifice > 0 {
        places.slow |= mask;
    }
    if cost.res.spellbook > 0 {
        places.books |= mask;
    }
    if cost.basic > 0 && cost.sacrifice == 0 && !matches!(space, Space::Ritual(_)) {
        places.mix[i] = cost.basic;
        let r = cost.res;
        if r.treasure == 0
            && r.blood == 0
            && r.magic == 0
            && r.spellbook == 0
            && r.elder_sign == 0
            && cost.basic as usize <= MIX_MAX
        {
            places.mix_free |= mask;
        }
    }
    if cost.basic == 0 && cost.sacrifice > 0 && cost.res.spellbook == 0 && !matches!(space, Space::Ritual(_))
    {
        places.sacrifice_only |= mask;
    }
    let r = cost.res;
    let amounts = [r.treasure, r.blood, r.magic, r.spellbook, r.elder_sign];
    let mut res = 0;
    while res < 5 {
        let mut v = amounts[res] as usize;
        while v < AFFORD_LEVELS {
            places.afford[res][v] |= mask;
            v += 1;
        }
        res += 1;
    }
    let allowed = if needs & NEEDS_ACOLYTE != 0 { who & ACOLYTE } else { who };
    if allowed & PRIEST != 0 {
        places.priest_ok |= mask;
    }
    if allowed & ACOLYTE != 0 {
        places.acolyte_ok |= mask;
    }
    let mut need = 0;
    while need < 8 {
        if needs & (1 << need) != 0 && (1 << need) != NEEDS_ACOLYTE {
            places.needs[need] |= mask;
        }
        need += 1;
    }
}

/// The placement bits of each cult board, in the order of `data::CULT_BOARDS`.
pub(crate) const PLACES: [Places; data::CULT_BOARDS.len()] = {
    let blank = Places {
        space: [Space::Priest(0); 64],
        cost: [Cost::FREE; 64],
        slow: 0,
        books: 0,
        mix: [0; 64],
        mix_free: 0,
        sacrifice_only: 0,
        afford: [[0; AFFORD_LEVELS]; 5],
        priest_ok: 0,
        acolyte_ok: 0,
        needs: [0; 8],
        closed: [0; NEEDS_SETS],
        requires: 0,
        after_first_raid: 0,
        limited: 0,
    };
    let mut out = [blank; data::CULT_BOARDS.len()];
    let mut b = 0;
    while b < out.len() {
        let mut places = blank;
        let mut k = 0;
        while k < PRIEST_SPACES.len() {
            let def = &PRIEST_SPACES[k];
            let bit = P_BASE + k as u32;
            place_bit(&mut places, bit, Space::Priest(k as u8), def.cost, def.who, def.needs);
            if def.after_first_raid {
                places.after_first_raid |= 1 << bit;
            }
            if !def.unlimited {
                places.limited |= 1 << bit;
            }
            k += 1;
        }
        let mut t = 0;
        while t < TOWN.len() {
            let def = &TOWN[t];
            place_bit(&mut places, T_BASE + t as u32, Space::Town(t as u8), def.cost, BOTH, def.needs);
            t += 1;
        }
        let mut r = 0;
        while r < RITUAL_COSTS.len() {
            place_bit(&mut places, R_BASE + r as u32, Space::Ritual(r as u8), RITUAL_COSTS[r], BOTH, 0);
            r += 1;
        }
        let board = &BOARDS[b];
        let mut n = 0;
        while n < board.len as usize {
            let node = &board.nodes[n];
            let hex = H_BASE + n as u32;
            place_bit(&mut places, hex, Space::Hex(n as u8), node.cost, BOTH, 0);
            if !matches!(node.requires, Requirement::None) {
                places.requires |= 1 << hex;
            }
            if node.reusable {
                let action = C_BASE + n as u32;
                place_bit(
                    &mut places,
                    action,
                    Space::CultAction(n as u8),
                    node.action_cost,
                    BOTH,
                    node.action_needs,
                );
                if !matches!(node.action_requires, Requirement::None) {
                    places.requires |= 1 << action;
                }
            }
            n += 1;
        }
        let mut unmet = 0;
        while unmet < NEEDS_SETS {
            let mut need = 0;
            while need < 8 {
                if unmet & (1 << need) != 0 {
                    places.closed[unmet] |= places.needs[need];
                }
                need += 1;
            }
            unmet += 1;
        }
        out[b] = places;
        b += 1;
    }
    out
};

// ---------------------------------------------------------------------------------------------
// Mixes of basic resources

/// The largest "any basic resource" part of a space's cost, up to 6: the mixes of up to this
/// many are tabled ([`basic_mixes`]); larger amounts (none in the box) are worked out by the
/// caller, so content with one does not grow the table.
pub(crate) const MIX_MAX: usize = if costs_max(true) < 6 { costs_max(true) as usize } else { 6 };
/// Values `0..=MIX_MAX` of each key part.
const MIX_W: usize = MIX_MAX + 1;

/// How many ways there are to pay `n` basic resources as `[treasure, blood, magic]` with at
/// most `left` of each.
const fn count_mixes(n: usize, left: [usize; 3]) -> usize {
    let mut count = 0;
    let mut t = 0;
    while t <= n && t <= left[0] {
        let mut b = 0;
        while b <= n - t && b <= left[1] {
            if n - t - b <= left[2] {
                count += 1;
            }
            b += 1;
        }
        t += 1;
    }
    count
}

/// How many mixes the table holds, over every key.
const MIX_TOTAL: usize = {
    let mut total = 0;
    let mut key = 0;
    while key < MIX_W * MIX_W * MIX_W * MIX_W {
        let (n, left) = mix_key_parts(key);
        total += count_mixes(n, left);
        key += 1;
    }
    total
};

/// The amount and the three limits of table key `key`.
const fn mix_key_parts(key: usize) -> (usize, [usize; 3]) {
    (key / (MIX_W * MIX_W * MIX_W), [key / (MIX_W * MIX_W) % MIX_W, key / MIX_W % MIX_W, key % MIX_W])
}

/// Every tabled mix as a payment, key after key; [`MIX_AT`] says where each key's run starts.
static MIXES: [Pay; MIX_TOTAL] = {
    let mut out = [Pay { basic: [0; 3], books: [0; 2], sacrifice: None }; MIX_TOTAL];
    let mut i = 0;
    let mut key = 0;
    while key < MIX_W * MIX_W * MIX_W * MIX_W {
        let (n, left) = mix_key_parts(key);
        let mut t = 0;
        while t <= n && t <= left[0] {
            let mut b = 0;
            while b <= n - t && b <= left[1] {
                let m = n - t - b;
                if m <= left[2] {
                    out[i] = Pay { basic: [t as u8, b as u8, m as u8], books: [0; 2], sacrifice: None };
                    i += 1;
                }
                b += 1;
            }
            t += 1;
        }
        key += 1;
    }
    out
};

/// Where each key's mixes start in [`MIXES`] (and, one further, where they end).
static MIX_AT: [u16; MIX_W * MIX_W * MIX_W * MIX_W + 1] = {
    let mut out = [0u16; MIX_W * MIX_W * MIX_W * MIX_W + 1];
    let mut key = 0;
    while key < MIX_W * MIX_W * MIX_W * MIX_W {
        let (n, left) = mix_key_parts(key);
        out[key + 1] = out[key] + count_mixes(n, left) as u16;
        key += 1;
    }
    out
};
const _: () = assert!(MIX_TOTAL < u16::MAX as usize, "the mix table stays small");

/// The ways to pay `n` "any basic resource" from `left` treasure, blood and magic (payments
/// with nothing else to choose), treasure ascending, then blood ascending (the order payments are
/// listed in); `None` when `n` is more than any space asks (the caller works them out).
#[inline]
pub(crate) fn basic_mixes(n: u8, left: [u8; 3]) -> Option<&'static [Pay]> {
    let n = usize::from(n);
    if n > MIX_MAX {
        return None;
    }
    let key = n * MIX_W * MIX_W * MIX_W + mix_limits(left);
    Some(&MIXES[usize::from(MIX_AT[key])..usize::from(MIX_AT[key + 1])])
}

/// How many mixes [`basic_mixes`] lists for `n` and `left`, read from one table entry (for
/// counting placements without listing them).
#[inline(always)]
pub(crate) fn mix_count(n: u8, left: [u8; 3]) -> Option<usize> {
    let n = usize::from(n);
    if n > MIX_MAX {
        return None;
    }
    Some(mix_count_free(n as u8, mix_limits(left)))
}

/// The part of a mix table key that the limits make: each limit is clipped to [`MIX_MAX`] (a
/// limit above the amount paid allows as much as one equal to it), so one value serves every
/// amount (see [`mix_count_free`]).
#[inline(always)]
pub(crate) fn mix_limits(left: [u8; 3]) -> usize {
    let clip = |l: u8| usize::from(l).min(MIX_MAX);
    (clip(left[0]) * MIX_W + clip(left[1])) * MIX_W + clip(left[2])
}

/// How many mixes [`basic_mixes`] lists for `n` (at most [`MIX_MAX`]) and the limits whose
/// [`mix_limits`] is `limits`.
#[inline(always)]
pub(crate) fn mix_count_free(n: u8, limits: usize) -> usize {
    let key = usize::from(n) * MIX_W * MIX_W * MIX_W + limits;
    MIX_COUNTS.get(key).map_or(0, |&count| usize::from(count))
}

/// The number of mixes of each key (see [`MIX_AT`]).
static MIX_COUNTS: [u8; MIX_W * MIX_W * MIX_W * MIX_W] = {
    let mut out = [0u8; MIX_W * MIX_W * MIX_W * MIX_W];
    let mut key = 0;
    while key < out.len() {
        let (n, left) = mix_key_parts(key);
        out[key] = count_mixes(n, left) as u8;
        key += 1;
    }
    out
};
const _: () = assert!(count_mixes(MIX_MAX, [MIX_MAX; 3]) <= u8::MAX as usize, "mix counts fit a byte");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mix_table_lists_every_way_to_pay_in_order() {
        for n in 0..=MIX_MAX as u8 + 1 {
            for left in [[0, 0, 0], [9, 9, 9], [1, 0, 2], [0, 3, 1], [2, 2, 2], [n, 0, 0], [0, 0, n]] {
                let mut expected = Vec::new();
                for t in 0..=n.min(left[0]) {
                    for b in 0..=(n - t).min(left[1]) {
                        if n - t - b <= left[2] {
                            expected.push([t, b, n - t - b]);
                        }
                    }
                }
                let tabled =
                    basic_mixes(n, left).map(|pays| pays.iter().map(|pay| pay.basic).collect::<Vec<_>>());
                assert_eq!(mix_count(n, left), tabled.as_ref().map(Vec::len), "{n} {left:?}");
                if usize::from(n) <= MIX_MAX {
                    assert_eq!(tabled, Some(expected), "{n} {left:?}");
                } else {
                    assert_eq!(tabled, None, "{n} {left:?}");
                }
            }
        }
    }
}
