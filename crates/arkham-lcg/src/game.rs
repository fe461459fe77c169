//! [`Game`] for Arkham Horror: The Card Game: legal actions per decision, applying them, views
//! and hidden information.

use content::arkham_lcg as data;
use smallvec::SmallVec;
use tabletop_core::game::{OptionInfo, Options};
use tabletop_core::legal::{Find, Sink};
use tabletop_core::rng::GameRng;
use tabletop_core::zone::Deck;
use tabletop_core::{ActionError, Game, Lang, Outcome, Seat, SeatSet, SetupError, Status};

use crate::action::{Action, Target};
use crate::card::CardRef;
use crate::state::{Inv, Pending, State};
use crate::{ArkhamLcg, Ending, Event};

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
    pub id: crate::LocId,
    /// The card.
    pub card: CardRef,
    /// Revealed.
    pub revealed: bool,
    /// Clues on it.
    pub clues: u8,
    /// Doom on it.
    pub doom: u8,
    /// Connected locations.
    pub connections: Vec<crate::LocId>,
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
    pub at: crate::LocId,
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
    pub at: crate::LocId,
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

impl State {
    /// Who decides now.
    pub fn deciding(&self) -> Option<Inv> {
        Some(match self.pending.as_ref()? {
            Pending::Turn(s)
            | Pending::Mulligan(s)
            | Pending::Commit(s)
            | Pending::Offer(s)
            | Pending::HandSize(s)
            | Pending::Buy(s) => *s,
            Pending::Assign { inv, .. } | Pending::Pick { inv, .. } => *inv,
        })
    }

    /// The legal actions of the waiting decision.
    pub fn legal(&self, out: &mut Vec<Action>) {
        self.legal_into(out);
    }

    /// The legal actions of the waiting decision, into any of the kernel's sinks (a list, a
    /// search for one action, a count).
    pub(crate) fn legal_into(&self, out: &mut (impl Sink<Action> + ?Sized)) {
        let Some(pending) = &self.pending else { return };
        match pending {
            Pending::Turn(seat) => self.turn_actions(*seat, out),
            Pending::Mulligan(seat) => {
                let n = self.investigators[usize::from(*seat)].hand.len().min(8);
                for mask in 0..(1u16 << n) {
                    out.push(Action::Mulligan(mask as u8));
                }
            }
            Pending::Commit(seat) => {
                for card in self.committable(*seat) {
                    out.push(Action::Commit(card));
                }
                for a in self.test_boosts(*seat) {
                    out.push(Action::Activate(a.source, a.index));
                }
                out.push(Action::Done);
            }
            Pending::Assign { inv, damage, horror, .. } => {
                for split in self.assignments(*inv, *damage, *horror) {
                    out.push(Action::Assign(split));
                }
            }
            Pending::Pick { options, .. } => {
                for &t in options {
                    out.push(Action::Pick(t));
                }
            }
            Pending::Offer(seat) => {
                for i in 0..self.offered(*seat).len() as u8 {
                    out.push(Action::Use(i));
                }
                out.push(Action::Pass);
            }
            Pending::HandSize(seat) => {
                let mut seen: SmallVec<[CardRef; 8]> = SmallVec::new();
                for &c in &self.investigators[usize::from(*seat)].hand {
                    if !c.is_weakness() && !seen.contains(&c) {
                        seen.push(c);
                        out.push(Action::Discard(c));
                    }
                }
            }
            Pending::Buy(seat) => {
                for (c, _) in self.buyable(*seat) {
                    out.push(Action::Buy(c));
                }
                out.push(Action::Done);
            }
        }
    }

    /// Applies a legal action.
    pub(crate) fn act(&mut self, action: &Action, events: &mut Vec<Event>) {
        let Some(pending) = self.pending.take() else { return };
        match (pending, action) {
            (Pending::Turn(seat), a) => self.turn_action(seat, a, events),
            (Pending::Mulligan(seat), Action::Mulligan(mask)) => {
                if *mask != 0 {
                    self.mulligan(seat, *mask, events);
                }
            }
            (Pending::Commit(seat), Action::Commit(card)) => self.commit(seat, *card, events),
            (Pending::Commit(seat), Action::Activate(source, index)) => {
                let ability = crate::window::Ability { source: *source, index: *index };
                let ctx = crate::state::Ctx { inv: seat, source: *source, enemy: None, trait_: None };
                self.use_ability(ability, seat, ctx, events);
            }
            (Pending::Commit(seat), Action::Done) => self.commit_done(seat),
            (Pending::Assign { inv, damage, horror, source }, Action::Assign(split)) => {
                self.place(inv, damage, horror, split, source, events);
            }
            (Pending::Pick { inv, what, .. }, Action::Pick(target)) => {
                self.picked(inv, what, *target, events)
            }
            (Pending::Offer(seat), Action::Use(i)) => self.answer_offer(seat, Some(*i), events),
            (Pending::Offer(seat), Action::Pass) => self.answer_offer(seat, None, events),
            (Pending::HandSize(seat), Action::Discard(card)) => {
                let inv = &mut self.investigators[usize::from(seat)];
                if let Some(pos) = inv.hand.iter().position(|c| c == card) {
                    inv.hand.remove(pos);
                    inv.discard.put(*card);
                    events.push(Event::Discarded { inv: seat, card: *card });
                }
                if self.discardable_over_hand_size(seat) > 0 {
                    self.pending = Some(Pending::HandSize(seat));
                }
            }
            (Pending::Buy(seat), Action::Buy(card)) => self.buy(seat, *card, events),
            (Pending::Buy(seat), Action::Done) => self.done_buying(seat, events),
            (pending, _) => self.pending = Some(pending),
        }
    }
}

impl Game for ArkhamLcg {
    const ID: &'static str = "arkham-lcg";
    const NAME: &'static str = "Arkham Horror: The Card Game";
    const COOPERATIVE: bool = true;

    type Config = crate::Config;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn player_counts() -> std::ops::RangeInclusive<u8> {
        1..=4
    }

    fn languages() -> &'static [Lang] {
        &[Lang::En, Lang::Ru]
    }

    fn content_note() -> Option<String> {
        Some(format!(
            "core set: {} investigators, {} player cards, {} scenarios of Night of the Zealot",
            data::INVESTIGATORS.len(),
            data::PLAYER_CARDS.len(),
            data::SCENARIOS.len()
        ))
    }

    fn options() -> &'static [OptionInfo] {
        crate::config::OPTIONS
    }

    fn config(options: &Options) -> Result<crate::Config, SetupError> {
        crate::config::config(options)
    }

    fn setup(config: &crate::Config, seed: u64) -> Result<State, SetupError> {
        let players = config.investigators.len() as u8;
        if !(1..=4).contains(&players) {
            return Err(SetupError::Players { players, min: 1, max: 4 });
        }
        let mut state = crate::setup::new_game(config, seed);
        let mut events = Vec::new();
        state.run(&mut events);
        Ok(state)
    }

    fn status(state: &State) -> Status {
        match state.deciding() {
            Some(seat) if state.ending.is_none() => Status::Acting(SeatSet::single(Seat(seat))),
            _ => Status::Over,
        }
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let ending = state.ending?;
        let (won, reason) = match ending {
            Ending::Scenario { won, resolution } => (won, format!("resolution {resolution}")),
            Ending::Campaign { won, resolution } => (won, format!("campaign, last resolution {resolution}")),
            Ending::Stuck => (false, "stuck".to_owned()),
        };
        Some(Outcome::Coop { won, reason })
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        if state.ending.is_none() && state.deciding() == Some(seat.0) {
            state.legal(out);
        }
    }

    fn apply(
        state: &mut State,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        if state.ending.is_some() {
            return Err(ActionError::GameOver);
        }
        if state.deciding() != Some(seat.0) {
            return Err(ActionError::NotYourTurn { seat });
        }
        let mut find = Find::new(action);
        state.legal_into(&mut find);
        if !find.found {
            let refusal = crate::Refusal::NotAllowed;
            let words = refusal.text(&crate::text::action(state, action, Lang::En), Lang::En);
            return Err(ActionError::illegal(refusal.code(), words));
        }
        state.act(action, events);
        state.run(events);
        Ok(())
    }

    fn view(state: &State, seat: Seat) -> View {
        crate::text::view(state, seat.0)
    }

    fn determinize(state: &mut State, observer: Seat, rng: &mut GameRng) {
        // Hidden: deck orders, other investigators' hands, the encounter and Cultist decks, and
        // the chaos bag's and the generator's future.
        for (i, inv) in state.investigators.iter_mut().enumerate() {
            if i as u8 != observer.0 {
                let in_hand = inv.hand.len();
                let mut pool: Vec<CardRef> =
                    inv.hand.drain(..).chain(inv.deck.bottom_up().iter().copied()).collect();
                rng.shuffle(&mut pool);
                inv.deck = Deck::from_storage(pool.split_off(in_hand));
                inv.hand = pool;
            } else {
                inv.deck.shuffle(rng);
            }
        }
        state.encounter.shuffle(rng);
        state.extra_deck.shuffle(rng);
        let seed = (u64::from(rng.below(u32::MAX)) << 32) | u64::from(rng.below(u32::MAX));
        state.rng = GameRng::seed_from(seed);
    }

    fn heuristic(state: &State, _seat: Seat) -> f64 {
        crate::bot::heuristic(state)
    }

    fn greedy_samples(state: &State, _seat: Seat) -> u32 {
        crate::bot::samples(state)
    }

    fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
        crate::text::action(state, action, lang)
    }

    fn describe_event(state: &State, event: &Event, lang: Lang) -> String {
        crate::text::event(state, event, lang)
    }

    fn describe_refusal(
        state: &State,
        _seat: Seat,
        action: &Action,
        refusal: &tabletop_core::Refusal,
        lang: Lang,
    ) -> String {
        match crate::Refusal::ALL.iter().find(|r| r.code() == refusal.code) {
            Some(rule) => rule.text(&crate::text::action(state, action, lang), lang),
            None => refusal.text.clone(),
        }
    }

    fn event_visible_to(_state: &State, event: &Event, seat: Seat) -> bool {
        match event {
            Event::Drew { inv, .. } | Event::Found { inv, .. } => *inv == seat.0,
            _ => true,
        }
    }

    fn action_visible_to(_state: &State, actor: Seat, action: &Action, observer: Seat) -> bool {
        actor == observer
            || !matches!(action, Action::Mulligan(_) | Action::Discard(_) | Action::Pick(Target::Card(_)))
    }

    fn render_view(view: &View, lang: Lang) -> String {
        crate::text::render(view, lang)
    }

    fn rounds(state: &State) -> Option<u32> {
        Some(u32::from(state.round))
    }
}
