//! What a seat sees: the [`View`] of the state (hidden cards left out) and its parts.

use crate::Ending;
use crate::card::CardRef;
use crate::state::{LocId, State};

/// A name from the content, in a view; a view read back from JSON owns its names.
pub type Name = std::borrow::Cow<'static, str>;

/// What one seat may see: everything public, and its own hand.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct View {
    /// The seat viewing.
    pub seat: u8,
    /// The scenario (English and Russian names).
    pub scenario: (Name, Name),
    /// Round and phase.
    pub round: u16,
    /// Phase.
    pub phase: crate::Phase,
    /// Lead investigator.
    pub lead: u8,
    /// Whose turn.
    pub active: Option<u8>,
    /// Agenda: name (English, Russian), doom in play, threshold.
    pub agenda: Option<((Name, Name), u16, u16)>,
    /// Act: name (English, Russian), clues needed (none for an objective).
    pub act: Option<((Name, Name), Option<u16>)>,
    /// Locations in play: name, revealed, shroud, clues, connections, who is there.
    pub locations: Vec<LocationView>,
    /// Investigators.
    pub investigators: Vec<InvestigatorView>,
    /// Enemies in play.
    pub enemies: Vec<EnemyView>,
    /// The viewer's hand.
    pub hand: Vec<CardRef>,
    /// Cards left in the encounter deck, and the top of its discard.
    pub encounter: (usize, Option<CardRef>),
    /// Chaos tokens in the bag.
    pub chaos: Vec<tabletop_core::chaos::ChaosToken>,
    /// Victory display.
    pub victory: Vec<CardRef>,
    /// A skill test in progress: investigator, skill, value so far, difficulty, committed cards.
    pub test: Option<(u8, u8, i16, i16, Vec<CardRef>)>,
    /// How the game ended.
    pub ending: Option<Ending>,
}

/// A location as seen.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LocationView {
    /// Position.
    pub id: LocId,
    /// The card.
    pub card: CardRef,
    /// Revealed.
    pub revealed: bool,
    /// Clues on it.
    pub clues: u8,
    /// Doom on it.
    pub doom: u8,
    /// Connected locations.
    pub connections: Vec<LocId>,
    /// Attached treacheries and story assets.
    pub attached: Vec<CardRef>,
}

/// An investigator as seen.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct InvestigatorView {
    /// Name.
    pub name: Name,
    /// Russian name.
    pub ru: Name,
    /// Where.
    pub at: LocId,
    /// Remaining health and sanity.
    pub health: (u8, u8),
    /// Sanity.
    pub sanity: (u8, u8),
    /// Skills (willpower, intellect, combat, agility) with constant modifiers.
    pub skills: [i16; 4],
    /// Clues, resources, actions left, cards in hand and deck.
    pub clues: u8,
    /// Resources.
    pub resources: u8,
    /// Actions left.
    pub actions: u8,
    /// Cards in hand.
    pub hand: usize,
    /// Cards in deck.
    pub deck: usize,
    /// Assets in play: card, exhausted, uses, damage, horror.
    pub assets: Vec<(CardRef, bool, u8, u8, u8)>,
    /// Threat area.
    pub threat: Vec<CardRef>,
    /// Out of the scenario.
    pub out: Option<crate::Out>,
    /// Campaign: experience and trauma.
    pub xp: u8,
    /// Trauma (physical, mental).
    pub trauma: (u8, u8),
}

/// An enemy as seen.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct EnemyView {
    /// Id.
    pub id: crate::EnemyId,
    /// Card.
    pub card: CardRef,
    /// Where.
    pub at: LocId,
    /// Engaged with.
    pub engaged: Option<u8>,
    /// Exhausted.
    pub exhausted: bool,
    /// Damage and health.
    pub damage: (u8, u16),
    /// Fight, evade.
    pub fight: u8,
    /// Evade.
    pub evade: u8,
    /// Doom on it.
    pub doom: u8,
}

/// The view of `seat`.
pub(crate) fn view(state: &State, seat: u8) -> View {
    let scenario = state.scenario_def();
    let locations = state
        .locations
        .iter()
        .enumerate()
        .filter(|(_, l)| l.in_play)
        .map(|(i, l)| LocationView {
            id: LocId(i as u8),
            card: l.card,
            revealed: l.revealed,
            clues: l.clues,
            doom: l.doom,
            connections: state.connections(LocId(i as u8)).to_vec(),
            attached: l.attached.iter().map(|a| a.card).collect(),
        })
        .collect();
    let investigators = state
        .investigators
        .iter()
        .enumerate()
        .map(|(i, inv)| {
            let def = state.investigator_def(i as u8);
            let s = |k: content::arkham_lcg::Skill| state.skill_value(i as u8, k);
            use content::arkham_lcg::Skill as K;
            InvestigatorView {
                name: def.name.into(),
                ru: def.ru.into(),
                at: inv.at,
                health: (def.health.saturating_sub(inv.damage), def.health),
                sanity: (def.sanity.saturating_sub(inv.horror), def.sanity),
                skills: [s(K::Willpower), s(K::Intellect), s(K::Combat), s(K::Agility)],
                clues: inv.clues,
                resources: inv.resources,
                actions: inv.actions,
                hand: inv.hand.len(),
                deck: inv.deck.len(),
                assets: inv
                    .assets
                    .iter()
                    .map(|a| (a.card, a.exhausted, a.uses, a.damage, a.horror))
                    .collect(),
                threat: inv.threat.iter().map(|t| t.card).collect(),
                out: inv.out,
                xp: inv.xp,
                trauma: inv.trauma,
            }
        })
        .collect();
    let enemies = state
        .enemies
        .iter()
        .map(|e| EnemyView {
            id: e.id,
            card: e.card,
            at: e.at,
            engaged: e.engaged,
            exhausted: e.exhausted,
            damage: (e.damage, state.enemy_health(e.id)),
            fight: state.enemy_fight(e.id),
            evade: state.enemy_evade(e.id),
            doom: e.doom,
        })
        .collect();
    let test = state.tests.last().map(|t| {
        (
            t.inv,
            crate::query::skill_index(t.skill),
            state.test_value(),
            state.test_difficulty(),
            t.committed.iter().map(|c| c.1).collect(),
        )
    });
    View {
        seat,
        scenario: (scenario.name.into(), scenario.ru.into()),
        round: state.round,
        phase: state.phase,
        lead: state.lead,
        active: state.active,
        agenda: state
            .agenda_def()
            .map(|a| ((a.name.into(), a.ru.into()), state.doom_in_play(), a.doom.with(state.starting))),
        act: state.act_def().map(|a| ((a.name.into(), a.ru.into()), state.act_threshold())),
        locations,
        investigators,
        enemies,
        hand: state.investigators.get(usize::from(seat)).map(|i| i.hand.clone()).unwrap_or_default(),
        encounter: (state.encounter.len(), state.encounter_discard.top().copied()),
        chaos: state.chaos.in_bag().to_vec(),
        victory: state.victory.clone(),
        test,
        ending: state.ending,
    }
}
