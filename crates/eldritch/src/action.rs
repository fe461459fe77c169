//! Actions (every decision a seat can make) and events (what happened).

use std::borrow::Cow;

use content::eldritch::{Skill, Ticket};
use smallvec::SmallVec;

/// Which action of the Action phase (each once per round).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ActionKind {
    /// Travel.
    Travel = 0,
    /// Rest.
    Rest = 1,
    /// Trade.
    Trade = 2,
    /// Prepare for Travel.
    Prepare = 3,
    /// Acquire Assets.
    Acquire = 4,
    /// The investigator sheet's Action.
    Sheet = 5,
    /// Work on the current Mystery (the Mystery card's action).
    Mystery = 6,
}

/// A possession handed over in a Trade.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Item {
    /// One Clue.
    #[cfg_attr(feature = "serde", serde(alias = "Clue"))]
    Clue,
    /// One ticket.
    #[cfg_attr(feature = "serde", serde(alias = "Ticket"))]
    Ticket(#[cfg_attr(feature = "serde", serde(with = "ticket_serde"))] Ticket),
    /// An Asset (card index).
    #[cfg_attr(feature = "serde", serde(alias = "Asset"))]
    Asset(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::asset"))] u16),
    /// An Artifact (card index).
    #[cfg_attr(feature = "serde", serde(alias = "Artifact"))]
    Artifact(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::artifact"))] u16),
    /// A Spell (its face: the first card index of its name, whichever copy is held).
    #[cfg_attr(feature = "serde", serde(alias = "Spell"))]
    Spell(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::spell"))] u16),
}

/// The encounter an investigator chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EncounterChoice {
    /// The General deck, section of the location's kind.
    #[cfg_attr(feature = "serde", serde(alias = "General"))]
    General,
    /// The city's regional deck.
    #[cfg_attr(feature = "serde", serde(alias = "Regional"))]
    Regional,
    /// The Ancient One's Research deck (a Clue is here).
    #[cfg_attr(feature = "serde", serde(alias = "Research"))]
    Research,
    /// The Other World deck (a Gate is here).
    #[cfg_attr(feature = "serde", serde(alias = "OtherWorld"))]
    OtherWorld,
    /// The Expedition deck (the Active Expedition is here).
    #[cfg_attr(feature = "serde", serde(alias = "Expedition"))]
    Expedition,
    /// The Special deck (at the Mystery token).
    #[cfg_attr(feature = "serde", serde(alias = "Special"))]
    Special,
    /// The Mystery token's encounter.
    #[cfg_attr(feature = "serde", serde(alias = "MysterySite"))]
    MysterySite,
    /// Confront the awakened Ancient One (its Final Mystery).
    #[cfg_attr(feature = "serde", serde(alias = "AncientOne"))]
    AncientOne,
    /// The encounter of a Rumor in play at this location (the Mythos card index).
    #[cfg_attr(feature = "serde", serde(alias = "Rumor"))]
    Rumor(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::mythos"))] u8),
    /// The encounter on the back of the defeated investigator lying here.
    #[cfg_attr(feature = "serde", serde(alias = "Fallen"))]
    Fallen,
}

/// The answer to a card's choice ([`Action::Pick`]): what the pending [`crate::Pick`] asks for.
/// Content (cards, locations) is held as a compact table index and written by content id
/// (`{"card":"asset/axe"}`, `{"location":"tokyo"}`); the other answers are numbers that are not
/// content (`{"option":1}`, `{"seat":2}`, `"pay"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Answer {
    /// One of a choice's effect lists, by its place in the list (from 0).
    Option(u8),
    /// Pay an offer's cost, which discards no card.
    Pay,
    /// An investigator, by seat.
    Seat(u8),
    /// A held card by its code (deck in the high byte, index low; a Spell or Condition by its
    /// face, as in [`Action::UseCard`]): the card paid, discarded or used.
    Card(u16),
    /// A Reserve slot (0 to 3).
    Slot(u8),
    /// A location (index into `LOCATIONS`).
    Location(u8),
    /// A space of the Omen track (from 0).
    Omen(u8),
    /// A Monster on the board (its board index).
    Monster(u8),
    /// A bare number read from a replay of an earlier build, whose meaning was the question's
    /// (valid only on the content it was recorded with): the engine reads it as the answer the
    /// pending question lists at that number. Never listed as legal; written back as read.
    Legacy(u16),
}

/// Any decision.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Action {
    /// Travel: the first step to an adjacent location, then one step per ticket spent.
    #[cfg_attr(feature = "serde", serde(alias = "Travel"))]
    Travel {
        /// Locations entered, in order.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::route"))]
        route: SmallVec<[u8; 3]>,
    },
    /// Rest.
    #[cfg_attr(feature = "serde", serde(alias = "Rest"))]
    Rest,
    /// Prepare for Travel: gain a ticket (discarding one first when holding 2).
    #[cfg_attr(feature = "serde", serde(alias = "Prepare"))]
    Prepare {
        /// The ticket gained.
        #[cfg_attr(feature = "serde", serde(with = "ticket_serde"))]
        gain: Ticket,
        /// The ticket discarded first, when holding 2.
        #[cfg_attr(feature = "serde", serde(with = "opt_ticket_serde"))]
        discard: Option<Ticket>,
    },
    /// Acquire Assets (an Influence test follows).
    #[cfg_attr(feature = "serde", serde(alias = "AcquireAssets"))]
    AcquireAssets,
    /// Trade: hand one possession to an investigator here.
    #[cfg_attr(feature = "serde", serde(alias = "Trade"))]
    Trade {
        /// The receiver's seat.
        with: u8,
        /// The possession.
        item: Item,
    },
    /// The investigator sheet's Action without a choice (Trish Scarborough, Jim Culver).
    #[cfg_attr(feature = "serde", serde(alias = "SheetAction"))]
    SheetAction,
    /// Akachi Onyele's Action: of the top 2 Gates of the stack, this one (0 = the top, 1 = the
    /// second) stays on top and the other goes to the bottom.
    #[cfg_attr(feature = "serde", serde(alias = "GateOrder"))]
    GateOrder(u8),
    /// Charlie Kane's Action: this investigator may immediately perform 1 additional action.
    #[cfg_attr(feature = "serde", serde(alias = "GrantAction"))]
    GrantAction(u8),
    /// Diana Stanley's Action: discard every Monster here (`None`) or move the Cultist here to
    /// this location.
    #[cfg_attr(feature = "serde", serde(alias = "Cultists"))]
    Cultists(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::opt_location"))] Option<u8>),
    /// Jacqueline Fine's Action: trade Clues with an investigator anywhere (positive `take`
    /// takes theirs, negative gives hers).
    #[cfg_attr(feature = "serde", serde(alias = "ShareClues"))]
    ShareClues {
        /// The other investigator's seat.
        with: u8,
        /// Clues moved to Jacqueline (negative: to the other).
        take: i8,
    },
    /// Leo Anderson's Action: test Influence for an Ally.
    #[cfg_attr(feature = "serde", serde(alias = "RecruitAlly"))]
    RecruitAlly,
    /// Leo Anderson: take this Ally (Asset card index) from the Reserve or the discard pile.
    #[cfg_attr(feature = "serde", serde(alias = "TakeAlly"))]
    TakeAlly(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::asset"))] u16),
    /// Lily Chen's Action: spend `amount` Health to recover as much Sanity (or the reverse).
    #[cfg_attr(feature = "serde", serde(alias = "Convert"))]
    Convert {
        /// Health is spent (else Sanity).
        spend_health: bool,
        /// How much.
        amount: u8,
    },
    /// Lola Hayes's Action: discard the Improvement tokens of the skills in `from` (bit per
    /// skill), then improve `to` once per token level.
    #[cfg_attr(feature = "serde", serde(alias = "Respend"))]
    Respend {
        /// Skills whose tokens are spent.
        from: u8,
        /// The skill improved.
        #[cfg_attr(feature = "serde", serde(with = "skill_serde"))]
        to: Skill,
    },
    /// Mark Harrigan's Action: he and this Monster (board index) each lose 1 Health.
    #[cfg_attr(feature = "serde", serde(alias = "Wound"))]
    Wound(u8),
    /// Norman Withers's Action: spend 2 Clues to discard this Monster (on a space with a Gate).
    #[cfg_attr(feature = "serde", serde(alias = "Banish"))]
    Banish(u8),
    /// Silas Marsh's Action: move along a ship path to here, then perform 1 additional action.
    #[cfg_attr(feature = "serde", serde(alias = "Sail"))]
    Sail(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::location"))] u8),
    /// Akachi Onyele closed a Gate: move to this location (a Clue or a Gate there).
    #[cfg_attr(feature = "serde", serde(alias = "Teleport"))]
    Teleport(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::location"))] u8),
    /// Akachi Onyele stays.
    #[cfg_attr(feature = "serde", serde(alias = "Stay"))]
    Stay,
    /// Norman Withers (once per round): spend 1 Sanity in place of the Clue of a reroll.
    #[cfg_attr(feature = "serde", serde(alias = "RerollWithSanity"))]
    RerollWithSanity,
    /// Charlie Kane's Acquire Assets: take the Reserve slots in `mask` for this investigator.
    #[cfg_attr(feature = "serde", serde(alias = "BuyFor"))]
    BuyFor {
        /// Reserve slots.
        mask: u8,
        /// Who gains them.
        to: u8,
    },
    /// Spend the Clues a Rumor asks and solve it.
    #[cfg_attr(feature = "serde", serde(alias = "SolveRumor"))]
    SolveRumor,
    /// Do not solve the Rumor now.
    #[cfg_attr(feature = "serde", serde(alias = "DeclineRumor"))]
    DeclineRumor,
    /// Spend 1 Clue to place 1 Eldritch token on a "spend Clues" Mystery.
    #[cfg_attr(feature = "serde", serde(alias = "WorkOnMystery"))]
    WorkOnMystery,
    /// End the Action-phase turn.
    #[cfg_attr(feature = "serde", serde(alias = "EndTurn"))]
    EndTurn,
    /// Spend 1 Clue to reroll the lowest failed die.
    #[cfg_attr(feature = "serde", serde(alias = "Reroll"))]
    Reroll,
    /// Take a Bank Loan: gain Debt, +2 successes.
    #[cfg_attr(feature = "serde", serde(alias = "BankLoan"))]
    BankLoan,
    /// Keep the roll.
    #[cfg_attr(feature = "serde", serde(alias = "Keep"))]
    Keep,
    /// Acquire: take the Reserve slots in this bit set.
    #[cfg_attr(feature = "serde", serde(alias = "Buy"))]
    Buy(u8),
    /// Acquire with nothing taken: discard this Reserve slot.
    #[cfg_attr(feature = "serde", serde(alias = "DiscardReserve"))]
    DiscardReserve(u8),
    /// Acquire with nothing taken and nothing discarded.
    #[cfg_attr(feature = "serde", serde(alias = "BuyNothing"))]
    BuyNothing,
    /// Fight the monster with this board index.
    #[cfg_attr(feature = "serde", serde(alias = "Fight"))]
    Fight(u8),
    /// Resolve this encounter.
    #[cfg_attr(feature = "serde", serde(alias = "Encounter"))]
    Encounter(EncounterChoice),
    /// Skip the optional encounter.
    #[cfg_attr(feature = "serde", serde(alias = "SkipEncounter"))]
    SkipEncounter,
    /// Improve this skill.
    #[cfg_attr(feature = "serde", serde(alias = "ChooseSkill"))]
    ChooseSkill(#[cfg_attr(feature = "serde", serde(with = "skill_serde"))] Skill),
    /// Spend Clues for the Mystery's Eldritch token.
    #[cfg_attr(feature = "serde", serde(alias = "MysterySpend"))]
    MysterySpend,
    /// Decline the Mystery's offer.
    #[cfg_attr(feature = "serde", serde(alias = "MysteryDecline"))]
    MysteryDecline,
    /// Choose this investigator (index into `INVESTIGATORS`) as a replacement.
    #[cfg_attr(feature = "serde", serde(alias = "ChooseInvestigator"))]
    ChooseInvestigator(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::investigator"))] u8),
    /// Pass the Lead Investigator token to this seat.
    #[cfg_attr(feature = "serde", serde(alias = "PassLead"))]
    PassLead(u8),
    /// Use the "Action:" ability of a held card (its code: deck in the high byte, index low; a
    /// Spell or Condition by its face, the first index of its name, whichever copy is held).
    #[cfg_attr(feature = "serde", serde(alias = "UseCard"))]
    UseCard(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::card_code"))] u16),
    /// Use a held card's reroll on the open test (its code, as in [`Action::UseCard`]).
    #[cfg_attr(feature = "serde", serde(alias = "CardReroll"))]
    CardReroll(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::card_code"))] u16),
    /// Use a held card to add 1 to the result of a die of the open test (the highest failed die;
    /// its code, as in [`Action::UseCard`]).
    #[cfg_attr(feature = "serde", serde(alias = "BumpDie"))]
    BumpDie(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::card_code"))] u16),
    /// Answer a card's choice (the pending [`crate::Pick`] says which kind of [`Answer`] it
    /// takes; a held Spell or Condition is named by its face, as in [`Action::UseCard`]).
    #[cfg_attr(feature = "serde", serde(alias = "Pick"))]
    Pick(Answer),
    /// Decline a card's optional effect (do not pay its cost).
    #[cfg_attr(feature = "serde", serde(alias = "Decline"))]
    Decline,
    /// Keep the Lead Investigator token.
    #[cfg_attr(feature = "serde", serde(alias = "KeepLead"))]
    KeepLead,
}

/// A ticket is written `"train"` or `"ship"`; saves from before wrote `false` or `true`.
#[cfg(feature = "serde")]
mod ticket_serde {
    use content::eldritch::Ticket;
    use serde::Deserialize;

    #[derive(Deserialize)]
    #[serde(untagged)]
    pub(super) enum Raw {
        Ship(bool),
        Name(String),
    }

    pub(super) fn name(ticket: Ticket) -> &'static str {
        match ticket {
            Ticket::Train => "train",
            Ticket::Ship => "ship",
        }
    }

    pub(super) fn read<E: serde::de::Error>(raw: Raw) -> Result<Ticket, E> {
        match raw {
            Raw::Ship(true) => Ok(Ticket::Ship),
            Raw::Ship(false) => Ok(Ticket::Train),
            Raw::Name(name) if name == "train" => Ok(Ticket::Train),
            Raw::Name(name) if name == "ship" => Ok(Ticket::Ship),
            Raw::Name(name) => {
                let shown: String = name.chars().take(40).collect();
                Err(E::custom(format!("no ticket \"{shown}\": expected \"train\" or \"ship\"")))
            }
        }
    }

    pub(super) fn serialize<S: serde::Serializer>(t: &Ticket, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(name(*t))
    }

    pub(super) fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Ticket, D::Error> {
        read(Raw::deserialize(d)?)
    }
}

#[cfg(feature = "serde")]
mod opt_ticket_serde {
    use content::eldritch::Ticket;
    use serde::Deserialize;

    use super::ticket_serde::{Raw, name, read};

    pub(super) fn serialize<S: serde::Serializer>(t: &Option<Ticket>, s: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&t.map(name), s)
    }

    pub(super) fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Ticket>, D::Error> {
        Option::<Raw>::deserialize(d)?.map(read).transpose()
    }
}

#[cfg(feature = "serde")]
pub(crate) mod skill_serde {
    use content::eldritch::Skill;
    pub(crate) fn serialize<S: serde::Serializer>(skill: &Skill, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(*skill as u8)
    }
    pub(crate) fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Skill, D::Error> {
        let index: u8 = serde::Deserialize::deserialize(d)?;
        Skill::ALL.get(usize::from(index)).copied().ok_or_else(|| serde::de::Error::custom("no such skill"))
    }
}

/// Something that happened.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Event {
    /// A new round began.
    Round(u16),
    /// A phase began.
    PhaseBegan(Cow<'static, str>),
    /// An investigator moved.
    Moved {
        /// Seat.
        seat: u8,
        /// New location.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::location"))]
        to: u8,
    },
    /// A test was rolled (or rerolled): the faces.
    Rolled {
        /// Seat.
        seat: u8,
        /// Skill.
        #[cfg_attr(feature = "serde", serde(with = "skill_serde"))]
        skill: Skill,
        /// Faces.
        faces: SmallVec<[u8; 8]>,
    },
    /// A plain roll that is not a test (a Condition's Reckoning): no rerolls apply.
    PlainRoll {
        /// Seat.
        seat: u8,
        /// Faces.
        faces: SmallVec<[u8; 8]>,
    },
    /// A test ended.
    TestResult {
        /// Seat.
        seat: u8,
        /// Successes.
        successes: u16,
    },
    /// Health and Sanity now.
    Vitals {
        /// Seat.
        seat: u8,
        /// Health.
        health: u8,
        /// Sanity.
        sanity: u8,
    },
    /// Gained something (text names it).
    Gained {
        /// Seat.
        seat: u8,
        /// What.
        what: Cow<'static, str>,
    },
    /// Doom moved.
    Doom(u8),
    /// The Omen moved.
    Omen(u8),
    /// A gate opened.
    GateSpawned(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::location"))] u8),
    /// A gate closed.
    GateClosed(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::location"))] u8),
    /// A monster appeared.
    MonsterSpawned {
        /// Kind.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::monster"))]
        kind: u8,
        /// Where.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::location"))]
        at: u8,
    },
    /// A monster was defeated.
    MonsterDefeated(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::monster"))] u8),
    /// A monster lost Health to an effect: its kind and the Health tokens on it now.
    MonsterDamaged {
        /// Kind.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::monster"))]
        kind: u8,
        /// Health tokens on it.
        damage: u8,
    },
    /// A monster was discarded (back to the cup).
    MonsterDiscarded(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::monster"))] u8),
    /// A card was discarded.
    Discarded {
        /// Seat.
        seat: u8,
        /// The card's name.
        what: Cow<'static, str>,
    },
    /// A clue appeared.
    ClueSpawned(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::location"))] u8),
    /// A Mythos card was drawn.
    Mythos(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::mythos"))] u8),
    /// An encounter card was drawn.
    Encounter {
        /// Seat.
        seat: u8,
        /// Card index.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::encounter"))]
        card: u16,
    },
    /// A fixed sentence: a rule the engine applied, or a case it leaves unresolved.
    Note(crate::note::Note),
    /// The printed text of a section of an encounter card (`section` indexes its sections).
    EncounterText {
        /// The encounter card.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::encounter"))]
        card: u16,
        /// The section.
        section: u8,
    },
    /// The printed text of a Mythos card.
    MythosText(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::mythos"))] u8),
    /// The printed Reckoning text of a Mythos card.
    ReckoningText(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::mythos"))] u8),
    /// The printed text of the Ancient One's Awakening.
    AwakeningText,
    /// The printed Reckoning text of a Monster; for a Cultist, `awakened` says whether the
    /// Ancient One's awakened Cultist rules applied.
    MonsterText {
        /// Kind.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::monster"))]
        kind: u8,
        /// Whether the Ancient One was awake.
        awakened: bool,
    },
    /// The printed text of a possession or Condition card that was used.
    CardText(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::card_code"))] u16),
    /// The printed text of the back of a card that was flipped.
    CardBack(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::card_code"))] u16),
    /// A card offered to an investigator, one at a time.
    Offered(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::card_code"))] u16),
    /// An investigator was defeated.
    Defeated(u8),
    /// An investigator was devoured.
    Devoured(u8),
    /// A defeated investigator's figure lies on this space (index into `INVESTIGATORS`).
    FallenAt {
        /// The investigator.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::investigator"))]
        def: u8,
        /// The City space.
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::location"))]
        at: u8,
    },
    /// A Mystery was solved.
    MysterySolved(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::mystery"))] u8),
    /// A new Mystery entered play.
    MysteryDrawn(#[cfg_attr(feature = "serde", serde(with = "crate::wire::ids::mystery"))] u8),
    /// The Ancient One awoke.
    Awakened,
    /// The game ended.
    GameOver {
        /// Whether the investigators won.
        won: bool,
    },
}
