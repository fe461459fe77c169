//! The hooks: one variant per `[[hook]]` table of `content/data/arkham-lcg/campaign.toml`.

use super::*;

schema! {
/// A rule the effect vocabulary cannot express, run by name (`{ custom = "cover-up" }`). The
/// engine matches every variant, so a hook without an implementation does not compile; a new
/// hook is a variant here, its `[[hook]]` table in the TOML and its code in the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hook {
    /// Aquinnah: the attacking enemy's damage is dealt to another enemy at your location instead (horror still taken).
    Aquinnah,
    /// Barricade: non-Elite enemies cannot move into the attached location.
    Barricade,
    /// Cover Up: when you would discover clues at your location, discard that many from Cover Up instead; when the game ends with clues on it, you suffer 1 mental trauma.
    CoverUp,
    /// The Midnight Masks resolutions: list the unique Cultists in the victory display as interrogated, and those still in the Cultist deck or in play (The Masked Hunter too while agenda 1 is current) as got away; if the Ghoul Priest is in the victory display, cross out that it is still alive.
    CultistsWhoGotAway,
    /// Encyclopedia: an investigator at your location gets +2 to a skill of your choice until the end of the phase.
    Encyclopedia,
    /// The Devourer Below setup: 1 doom on agenda 1a per 2 names (rounded up) under Cultists Who Got Away.
    EscapedCultistsDoom,
    /// Frozen in Fear: the first move, fight or evade action you take each round costs 1 additional action.
    FrozenInFear,
    /// Grotesque Statue: reveal 2 chaos tokens instead of 1, resolve one and ignore the other.
    GrotesqueStatue,
    /// Hospital Debts: [fast] move 1 resource from your pool onto it (twice per round); when the game ends with fewer than 6 on it, you earn 2 fewer experience.
    HospitalDebts,
    /// Hunting Nightgaunt: while evading it, each revealed token's negative modifier is doubled.
    HuntingNightgaunt,
    /// Into the Darkness: shuffle the encounter discard pile into the deck, discard from the top until 1 enemy (2 with 3+ players) is discarded; spawn each at the Ritual Site.
    IntoTheDarkness,
    /// Investigating the Trail: spawn each enemy under Cultists Who Got Away at the Main Path.
    InvestigatingTheTrail,
    /// Locked Door: attaches to the location with the most clues that has no Locked Door; that location cannot be investigated.
    LockedDoor,
    /// Mind over Matter: until the end of the round you may use [intellect] in place of [combat] and [agility].
    MindOverMatter,
    /// Mind Wipe: a non-Elite enemy at your location has a blank text box (except traits) until the end of the phase.
    MindWipe,
    /// The Necronomicon: cannot leave play while it has horror; each [elder_sign] you reveal is an [auto_fail]; [action]: move 1 horror from it to you, and discard it when it has none.
    Necronomicon,
    /// On Wings of Darkness: disengage from each non-Nightgaunt enemy and move to a Central location.
    OnWingsOfDarkness,
    /// Rise of the Ghouls: shuffle the encounter discard pile into the deck, discard from the top until a Ghoul enemy; the lead investigator draws it.
    RiseOfTheGhouls,
    /// Screeching Byakhee: +1 fight and +1 evade while engaged with an investigator with 4 or less remaining sanity.
    ScreechingByakhee,
    /// Scrying: look at the top 3 cards of any investigator's deck or the encounter deck and return them in any order.
    Scrying,
    /// Shotgun: instead of its standard damage the attack deals 1 per point succeeded by (1 to 5); on a failure that would damage another investigator, it deals 1 per point failed by.
    Shotgun,
    /// Stubborn Detective: while it is at your location, your investigator's printed text box is blank (except traits).
    StubbornDetective,
    /// Sure Gamble: the revealed token's negative modifier becomes positive.
    SureGamble,
    /// The Arkham Woods: shuffle the encounter discard pile into the deck, discard from the top until a Monster enemy; spawn it at the Main Path with 1 doom.
    TheArkhamWoods,
    /// The Barrier: when the round ends, investigators in the Hallway may spend 3 clues per investigator as a group to advance.
    TheBarrier,
    /// They're Getting Out!: at the end of the enemy phase each unengaged Ghoul moves 1 location toward the Parlor; at the end of the round 1 doom per Ghoul in the Hallway or Parlor; on advance, R3 at act 1-2, else each investigator not resigned is defeated and suffers 1 physical trauma.
    TheyreGettingOut,
    /// Uncovering the Conspiracy: advance when 6 unique Cultist enemies are in the victory display.
    UncoveringTheConspiracy,
    /// Vengeance Awaits: when it advances, put the Ritual Site into play (act 1) or discard every enemy there (act 2-3) and spawn Umôrdhoth there; its b side is both act and agenda, R2 when Umôrdhoth is defeated.
    VengeanceAwaits,
    /// Wendy's Amulet: you may play the topmost event of your discard pile; events you play or discard from play go to the bottom of your deck instead.
    WendysAmulet,
    /// Will to Survive: until the end of your turn, no chaos token is revealed for your skill tests.
    WillToSurvive,
    /// Yithian Observer: when it attacks you, discard 1 random card from hand; if you cannot, it deals +1 damage and +1 horror.
    YithianObserver,
}
}

impl Hook {
    /// The hook's name as the TOML writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Hook::Aquinnah => "aquinnah",
            Hook::Barricade => "barricade",
            Hook::CoverUp => "cover-up",
            Hook::CultistsWhoGotAway => "cultists-who-got-away",
            Hook::Encyclopedia => "encyclopedia",
            Hook::EscapedCultistsDoom => "escaped-cultists-doom",
            Hook::FrozenInFear => "frozen-in-fear",
            Hook::GrotesqueStatue => "grotesque-statue",
            Hook::HospitalDebts => "hospital-debts",
            Hook::HuntingNightgaunt => "hunting-nightgaunt",
            Hook::IntoTheDarkness => "into-the-darkness",
            Hook::InvestigatingTheTrail => "investigating-the-trail",
            Hook::LockedDoor => "locked-door",
            Hook::MindOverMatter => "mind-over-matter",
            Hook::MindWipe => "mind-wipe",
            Hook::Necronomicon => "necronomicon",
            Hook::OnWingsOfDarkness => "on-wings-of-darkness",
            Hook::RiseOfTheGhouls => "rise-of-the-ghouls",
            Hook::ScreechingByakhee => "screeching-byakhee",
            Hook::Scrying => "scrying",
            Hook::Shotgun => "shotgun",
            Hook::StubbornDetective => "stubborn-detective",
            Hook::SureGamble => "sure-gamble",
            Hook::TheArkhamWoods => "the-arkham-woods",
            Hook::TheBarrier => "the-barrier",
            Hook::TheyreGettingOut => "theyre-getting-out",
            Hook::UncoveringTheConspiracy => "uncovering-the-conspiracy",
            Hook::VengeanceAwaits => "vengeance-awaits",
            Hook::WendysAmulet => "wendys-amulet",
            Hook::WillToSurvive => "will-to-survive",
            Hook::YithianObserver => "yithian-observer",
        }
    }
}
