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
pub enum Item {
    /// One Clue.
    Clue,
    /// One ticket.
    Ticket(#[cfg_attr(feature = "serde", serde(with = "ticket_serde"))] Ticket),
    /// An Asset (card index).
    Asset(u16),
    /// An Artifact (card index).
    Artifact(u16),
    /// A Spell (its face: the first card index of its name, whichever copy is held).
    Spell(u16),
}

/// The encounter an investigator chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EncounterChoice {
    /// The General deck, section of the location's kind.
    General,
    /// The city's regional deck.
    Regional,
    /// The Ancient One's Research deck (a Clue is here).
    Research,
    /// The Other World deck (a Gate is here).
    OtherWorld,
    /// The Expedition deck (the Active Expedition is here).
    Expedition,
    /// The Special deck (at the Mystery token).
    Special,
    /// The Mystery token's encounter.
    MysterySite,
    /// Confront the awakened Ancient One (its Final Mystery).
    AncientOne,
    /// The encounter of a Rumor in play at this location (the Mythos card index).
    Rumor(u8),
    /// The encounter on the back of the defeated investigator lying here.
    Fallen,
}

/// Any decision.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Action {
    /// Travel: the first step to an adjacent location, then one step per ticket spent.
    Travel {
        /// Locations entered, in order.
        route: SmallVec<[u8; 3]>,
    },
    /// Rest.
    Rest,
    /// Prepare for Travel: gain a ticket (discarding one first when holding 2).
    Prepare {
        /// The ticket gained.
        #[cfg_attr(feature = "serde", serde(with = "ticket_serde"))]
        gain: Ticket,
        /// The ticket discarded first, when holding 2.
        #[cfg_attr(feature = "serde", serde(with = "opt_ticket_serde"))]
        discard: Option<Ticket>,
    },
    /// Acquire Assets (an Influence test follows).
    AcquireAssets,
    /// Trade: hand one possession to an investigator here.
    Trade {
        /// The receiver's seat.
        with: u8,
        /// The possession.
        item: Item,
    },
    /// The investigator sheet's Action without a choice (Trish Scarborough, Jim Culver).
    SheetAction,
    /// Akachi Onyele's Action: of the top 2 Gates of the stack, this one (0 = the top, 1 = the
    /// second) stays on top and the other goes to the bottom.
    GateOrder(u8),
    /// Charlie Kane's Action: this investigator may immediately perform 1 additional action.
    GrantAction(u8),
    /// Diana Stanley's Action: discard every Monster here (`None`) or move the Cultist here to
    /// this location.
    Cultists(Option<u8>),
    /// Jacqueline Fine's Action: trade Clues with an investigator anywhere (positive `take`
    /// takes theirs, negative gives hers).
    ShareClues {
        /// The other investigator's seat.
        with: u8,
        /// Clues moved to Jacqueline (negative: to the other).
        take: i8,
    },
    /// Leo Anderson's Action: test Influence for an Ally.
    RecruitAlly,
    /// Leo Anderson: take this Ally (Asset card index) from the Reserve or the discard pile.
    TakeAlly(u16),
    /// Lily Chen's Action: spend `amount` Health to recover as much Sanity (or the reverse).
    Convert {
        /// Health is spent (else Sanity).
        spend_health: bool,
        /// How much.
        amount: u8,
    },
    /// Lola Hayes's Action: discard the Improvement tokens of the skills in `from` (bit per
    /// skill), then improve `to` once per token level.
    Respend {
        /// Skills whose tokens are spent.
        from: u8,
        /// The skill improved.
        #[cfg_attr(feature = "serde", serde(with = "skill_serde"))]
        to: Skill,
    },
    /// Mark Harrigan's Action: he and this Monster (board index) each lose 1 Health.
    Wound(u8),
    /// Norman Withers's Action: spend 2 Clues to discard this Monster (on a space with a Gate).
    Banish(u8),
    /// Silas Marsh's Action: move along a ship path to here, then perform 1 additional action.
    Sail(u8),
    /// Akachi Onyele closed a Gate: move to this location (a Clue or a Gate there).
    Teleport(u8),
    /// Akachi Onyele stays.
    Stay,
    /// Norman Withers (once per round): spend 1 Sanity in place of the Clue of a reroll.
    RerollWithSanity,
    /// Charlie Kane's Acquire Assets: take the Reserve slots in `mask` for this investigator.
    BuyFor {
        /// Reserve slots.
        mask: u8,
        /// Who gains them.
        to: u8,
    },
    /// Spend the Clues a Rumor asks and solve it.
    SolveRumor,
    /// Do not solve the Rumor now.
    DeclineRumor,
    /// Spend 1 Clue to place 1 Eldritch token on a "spend Clues" Mystery.
    WorkOnMystery,
    /// End the Action-phase turn.
    EndTurn,
    /// Spend 1 Clue to reroll the lowest failed die.
    Reroll,
    /// Take a Bank Loan: gain Debt, +2 successes.
    BankLoan,
    /// Keep the roll.
    Keep,
    /// Acquire: take the Reserve slots in this bit set.
    Buy(u8),
    /// Acquire with nothing taken: discard this Reserve slot.
    DiscardReserve(u8),
    /// Acquire with nothing taken and nothing discarded.
    BuyNothing,
    /// Fight the monster with this board index.
    Fight(u8),
    /// Resolve this encounter.
    Encounter(EncounterChoice),
    /// Skip the optional encounter.
    SkipEncounter,
    /// Improve this skill.
    ChooseSkill(#[cfg_attr(feature = "serde", serde(with = "skill_serde"))] Skill),
    /// Spend Clues for the Mystery's Eldritch token.
    MysterySpend,
    /// Decline the Mystery's offer.
    MysteryDecline,
    /// Choose this investigator (index into `INVESTIGATORS`) as a replacement.
    ChooseInvestigator(u8),
    /// Pass the Lead Investigator token to this seat.
    PassLead(u8),
    /// Use the "Action:" ability of a held card (its code: deck in the high byte, index low; a
    /// Spell or Condition by its face, the first index of its name, whichever copy is held).
    UseCard(u16),
    /// Use a held card's reroll on the open test (its code, as in [`Action::UseCard`]).
    CardReroll(u16),
    /// Use a held card to add 1 to the result of a die of the open test (the highest failed die;
    /// its code, as in [`Action::UseCard`]).
    BumpDie(u16),
    /// Answer a card's choice ([`crate::Pick`] says what the number means; a held Spell or
    /// Condition is named by its face, as in [`Action::UseCard`]).
    Pick(u16),
    /// Decline a card's optional effect (do not pay its cost).
    Decline,
    /// Keep the Lead Investigator token.
    KeepLead,
}

#[cfg(feature = "serde")]
mod ticket_serde {
    use content::eldritch::Ticket;
    pub(super) fn serialize<S: serde::Serializer>(t: &Ticket, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bool(matches!(t, Ticket::Ship))
    }
    pub(super) fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Ticket, D::Error> {
        let ship: bool = serde::Deserialize::deserialize(d)?;
        Ok(if ship { Ticket::Ship } else { Ticket::Train })
    }
}

#[cfg(feature = "serde")]
mod opt_ticket_serde {
    use content::eldritch::Ticket;
    pub(super) fn serialize<S: serde::Serializer>(t: &Option<Ticket>, s: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&t.map(|t| matches!(t, Ticket::Ship)), s)
    }
    pub(super) fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Ticket>, D::Error> {
        let ship: Option<bool> = serde::Deserialize::deserialize(d)?;
        Ok(ship.map(|ship| if ship { Ticket::Ship } else { Ticket::Train }))
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
    GateSpawned(u8),
    /// A gate closed.
    GateClosed(u8),
    /// A monster appeared.
    MonsterSpawned {
        /// Kind.
        kind: u8,
        /// Where.
        at: u8,
    },
    /// A monster was defeated.
    MonsterDefeated(u8),
    /// A monster lost Health to an effect: its kind and the Health tokens on it now.
    MonsterDamaged {
        /// Kind.
        kind: u8,
        /// Health tokens on it.
        damage: u8,
    },
    /// A monster was discarded (back to the cup).
    MonsterDiscarded(u8),
    /// A card was discarded.
    Discarded {
        /// Seat.
        seat: u8,
        /// The card's name.
        what: Cow<'static, str>,
    },
    /// A clue appeared.
    ClueSpawned(u8),
    /// A Mythos card was drawn.
    Mythos(u8),
    /// An encounter card was drawn.
    Encounter {
        /// Seat.
        seat: u8,
        /// Card index.
        card: u16,
    },
    /// Printed text the engine does not automate.
    Text(Cow<'static, str>),
    /// An investigator was defeated.
    Defeated(u8),
    /// An investigator was devoured.
    Devoured(u8),
    /// A defeated investigator's figure lies on this space (index into `INVESTIGATORS`).
    FallenAt {
        /// The investigator.
        def: u8,
        /// The City space.
        at: u8,
    },
    /// A Mystery was solved.
    MysterySolved(u8),
    /// A new Mystery entered play.
    MysteryDrawn(u8),
    /// The Ancient One awoke.
    Awakened,
    /// The game ended.
    GameOver {
        /// Whether the investigators won.
        won: bool,
    },
}
