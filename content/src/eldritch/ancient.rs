//! Ancient Ones and their Mysteries.

use super::*;

schema! {
/// How a Mystery is solved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum MysteryGoal {
    /// After a Research encounter, spend `clues` to place 1 Eldritch token.
    Research {
        /// Clues per token.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        clues: u8,
        /// Tokens needed.
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
        /// Only Clues gained during that encounter may be spent.
        #[serde(default)]
        gained: bool,
    },
    /// On closing a gate, pay to place 1 Eldritch token (or that Gate) on the card.
    CloseGate {
        /// Clues per token.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        clues: u8,
        /// Tokens needed.
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
        /// Only a Gate matching the current Omen counts.
        #[serde(default)]
        omen: bool,
        /// Spells discarded instead of Clues.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        spells: u8,
    },
    /// When a non-Epic monster is defeated, spend `clues` to place 1 Eldritch token.
    DefeatMonster {
        /// Clues per token.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        clues: u8,
        /// Tokens needed (with `toughness`: total toughness needed).
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
        /// The Monster itself goes onto the card, and its toughness counts.
        #[serde(default)]
        toughness: bool,
    },
    /// Mystery tokens on the board; as an encounter on one, resolve `challenge` (which ends with
    /// `mystery_offer`), then spend `clues` to place 1 Eldritch token.
    TokenSite {
        /// Clues per token.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        clues: u8,
        /// Tokens needed.
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
        /// Where the tokens lie.
        #[serde(default = "moving", deserialize_with = "sites")]
        sites: Sites,
        /// What the encounter there asks before the offer (empty: the offer at once).
        #[serde(default, deserialize_with = "read::slice")]
        challenge: &'static [Effect],
    },
    /// Special encounters (at the Mystery token) place Eldritch tokens.
    Special {
        /// Tokens needed.
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
        /// Where the Mystery token lies.
        #[serde(default = "moving", deserialize_with = "sites")]
        sites: Sites,
    },
    /// Investigators spend `per_player` Clues each (in total) to solve it.
    SpendClues {
        /// Clues per investigator.
        #[serde(default = "one", deserialize_with = "read::u8_in::<1, 4, _>")]
        per_player: u8,
    },
    /// Spawns an Epic monster; solved at the end of a Mythos phase once it is defeated.
    Epic {
        /// The Epic monster's id.
        #[serde(deserialize_with = "monster")]
        monster: &'static str,
        /// Where it spawns.
        #[serde(deserialize_with = "location")]
        location: &'static str,
    },
    /// When an investigator passes a Lore test of a Spell's effect, he may spend `clues` and
    /// discard that Spell to place 1 Eldritch token.
    SpellLore {
        /// Clues per token.
        #[serde(default, deserialize_with = "read::u8_in::<0, 4, _>")]
        clues: u8,
        /// Tokens needed.
        #[serde(default = "half_players", deserialize_with = "token_count")]
        tokens: TokenCount,
    },
}
}

schema! {
/// An Ancient One sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "AncientOneToml")]
pub struct AncientOneDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    pub uk: Option<&'static str>,
    /// Starting Doom.
    pub doom: u8,
    /// Mysteries to solve to win.
    pub mysteries_to_win: u8,
    /// Mythos deck recipe: per stage, `[green, yellow, blue]`.
    pub mythos: [[u8; 3]; 3],
    /// The printed setup section.
    pub setup: &'static str,
    /// Monsters set aside at setup (ids, one per token).
    pub set_aside: &'static [&'static str],
    /// Its Special encounter deck, if any.
    pub special: Option<&'static str>,
    /// Cultist values (front side).
    pub cultist: MonsterStats,
    /// The Cultist entry's text and rules (front side).
    pub cultist_rules: MonsterRules,
    /// Cultist values once awakened (the back's Cultist entry), if they differ.
    pub awakened_cultist: Option<MonsterStats>,
    /// The back's Cultist rules, if they differ.
    pub awakened_cultist_rules: Option<MonsterRules>,
    /// The awakened side's text.
    pub awakened: &'static str,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}
}

schema! {
/// A Mystery card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MysteryDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    #[serde(default)]
    pub uk: Option<&'static str>,
    /// Its Ancient One's id.
    #[serde(deserialize_with = "ancient_one")]
    pub ancient_one: &'static str,
    /// How it is solved.
    pub goal: MysteryGoal,
    /// "When this card enters play" (resolved by the Lead Investigator).
    #[serde(default, deserialize_with = "read::slice")]
    pub enters: &'static [Effect],
    /// The card text.
    #[serde(default)]
    pub text: &'static str,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    #[serde(default, deserialize_with = "read::strs")]
    pub recalled: &'static [&'static str],
}
}
