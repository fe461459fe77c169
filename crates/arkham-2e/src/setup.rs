//! Setting up a game (rulebook, "Подготовка к игре").

use content::arkham_2e::{self as data, Deck as DeckKind, Keyword};
use smallvec::SmallVec;
use tabletop_core::board::Pieces;
use tabletop_core::zone::{Cup, Deck};
use tabletop_core::{GameRng, SetupError};

use crate::board::{Map, Place, index_of};
use crate::config::{self, Config};
use crate::state::{Held, Investigator, Phase, Specials, State};

/// The decks an investigator draws from, in [`State::decks`] order.
pub(crate) const DRAW_DECKS: [DeckKind; 5] =
    [DeckKind::CommonItem, DeckKind::UniqueItem, DeckKind::Spell, DeckKind::Skill, DeckKind::Ally];

/// The index of a draw deck in [`State::decks`].
pub(crate) fn deck_slot(deck: DeckKind) -> Option<usize> {
    DRAW_DECKS.iter().position(|&d| d == deck)
}

pub(crate) fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
    config::check(config)?;
    let mut rng = GameRng::seed_from(seed);
    let players = usize::from(config.players);
    // 3. The first player, at random.
    let first = rng.index(players) as u8;
    // 4. Investigators: dealt from the shuffled sheets unless chosen.
    let mut sheets: Vec<u8> = (0..data::INVESTIGATORS.len() as u8).collect();
    rng.shuffle(&mut sheets);
    let chosen: Vec<u8> = if config.investigators.is_empty() {
        sheets.iter().take(players).copied().collect()
    } else {
        config.investigators.clone()
    };
    let unused: SmallVec<[u8; 16]> = sheets.iter().copied().filter(|s| !chosen.contains(s)).collect();
    // 5. The Ancient One.
    let ancient = match config.ancient_one {
        Some(ao) => ao,
        None => rng.index(data::ANCIENT_ONES.len()) as u8,
    };
    let nyarlathotep = data::ANCIENT_ONES[usize::from(ancient)].id.ends_with("/nyarlathotep");
    // 6., 8. The investigator decks, shuffled.
    let mut decks: [Deck<Vec<u8>>; 5] = Default::default();
    for (slot, kind) in DRAW_DECKS.iter().enumerate() {
        let mut cards = Vec::new();
        for (i, card) in data::CARDS.iter().enumerate() {
            if card.deck == *kind {
                cards.extend(std::iter::repeat_n(i as u8, usize::from(card.copies)));
            }
        }
        rng.shuffle(&mut cards);
        decks[slot] = Deck::from_top_down(cards);
    }
    // 11. The monster cup (Mask monsters only with Nyarlathotep).
    let mut tokens = Vec::new();
    for (i, monster) in data::MONSTERS.iter().enumerate() {
        if monster.abilities.contains(&Keyword::Mask) && !nyarlathotep {
            continue;
        }
        tokens.extend(std::iter::repeat_n(i as u8, usize::from(monster.copies)));
    }
    // 12. Gate markers, gate cards and Mythos cards, shuffled.
    let mut markers: Vec<u8> = Vec::new();
    for (i, world) in data::OTHER_WORLDS.iter().enumerate() {
        markers.extend(std::iter::repeat_n(i as u8, usize::from(world.gates)));
    }
    rng.shuffle(&mut markers);
    let mut gate_cards: Vec<u8> = (0..data::GATE_CARDS.len() as u8).collect();
    rng.shuffle(&mut gate_cards);
    let mut mythos: Vec<u8> = (0..data::MYTHOS.len() as u8).collect();
    rng.shuffle(&mut mythos);
    // 2. A Clue on each unstable location.
    let mut clues = [0u8; 32];
    for (i, location) in data::LOCATIONS.iter().enumerate() {
        if !location.stable && !location.hidden {
            clues[i] = 1;
        }
    }
    let mut state = State {
        config: config.clone(),
        rng,
        round: 0,
        phase: Phase::Setup,
        turn: 0,
        stage: 0,
        first,
        players: SmallVec::new(),
        unused,
        ancient,
        doom: 0,
        terror: 0,
        monsters: Pieces::new(),
        cup: Cup::from_tokens(tokens),
        gates: [None; 32],
        gate_stack: Deck::from_top_down(markers),
        seals: 0,
        closed: 0,
        clues,
        decks,
        deputy_taken: false,
        gate_deck: Deck::from_top_down(gate_cards),
        mythos: Deck::from_top_down(mythos),
        environment: None,
        rumor: None,
        frames: Vec::new(),
        pending: None,
        movement: 0,
        evaded: SmallVec::new(),
        stopped: false,
        combat: None,
        battle_successes: 0,
        battle_round: 0,
        elder_sign_cards: 0,
        ending: None,
        lingering: None,
        research_used: false,
        rumor_tokens: 0,
        rumor_fresh: false,
        great_ritual: false,
        story_depth: 0,
        experiment: SmallVec::new(),
        foreseen: SmallVec::new(),
        warded: 0,
        held: false,
    };
    // 7., 9., 10., 13. Investigators with their possessions, from the first player clockwise.
    for sheet in chosen {
        state.players.push(Investigator::fresh(sheet));
    }
    for turn in 0..players {
        let seat = ((usize::from(first) + turn) % players) as u8;
        state.equip(seat);
    }
    Ok(state)
}

impl Investigator {
    /// A new investigator at its home, with full Stamina and Sanity, sliders in the middle.
    pub(crate) fn fresh(sheet: u8) -> Investigator {
        let def = &data::INVESTIGATORS[usize::from(sheet)];
        let home = index_of(data::LOCATIONS, def.home, |l| l.id).unwrap_or(0);
        Investigator {
            sheet,
            place: Place::Location(home),
            sanity: def.sanity,
            stamina: def.stamina,
            max_sanity: def.sanity,
            max_stamina: def.stamina,
            money: def.money,
            clues: def.clues,
            // [DECISION] Sliders start at the second position of each track (the rules let the
            // player choose; the first Upkeep adjusts them within Focus).
            sliders: [1, 1, 1],
            cards: SmallVec::new(),
            specials: Specials::default(),
            delayed: false,
            explored: false,
            returned: false,
            arrested: false,
            knocked_out: false,
            lost_skip: false,
            monster_trophies: SmallVec::new(),
            gate_trophies: SmallVec::new(),
            out: false,
            voice_of_ra: false,
        }
    }
}

impl State {
    /// Gives a seat its fixed and random possessions (setup, and a replacement investigator).
    pub(crate) fn equip(&mut self, seat: u8) {
        // Cthulhu's Dreams of Madness: maximum Sanity and Stamina 1 lower while he slumbers.
        if self.ancient_one().power == content::arkham_2e::Hook::CthulhuPower
            && let Some(investigator) = self.players.get_mut(usize::from(seat))
        {
            investigator.max_sanity = investigator.max_sanity.saturating_sub(1).max(1);
            investigator.max_stamina = investigator.max_stamina.saturating_sub(1).max(1);
            investigator.sanity = investigator.sanity.min(investigator.max_sanity);
            investigator.stamina = investigator.stamina.min(investigator.max_stamina);
        }
        let Some(investigator) = self.players.get(usize::from(seat)) else { return };
        let def = investigator.def();
        for id in def.cards {
            // The special cards held as statuses: Darrell Simmons' Retainer, Sister Mary's
            // Blessing (gained before the first Upkeep: no roll in it).
            match *id {
                "arkham-2e/special/retainer" => {
                    let specials = &mut self.players[usize::from(seat)].specials;
                    specials.retainer = true;
                    specials.fresh |= 2;
                }
                "arkham-2e/special/blessing-curse" => self.bless(seat, true),
                _ => {
                    if let Some(card) = index_of(data::CARDS, id, |c| c.id) {
                        self.take_named(seat, card);
                    }
                }
            }
        }
        for draws in [def.fixed, def.random] {
            for (slot, count) in
                [draws.common, draws.unique, draws.spell, draws.skill, draws.ally].into_iter().enumerate()
            {
                for _ in 0..count {
                    self.draw_card(seat, slot);
                }
            }
        }
        let _ = Map::get();
    }

    /// Takes a named card out of its deck (or the special pile) for a seat.
    pub(crate) fn take_named(&mut self, seat: u8, card: u8) -> bool {
        let def = &data::CARDS[usize::from(card)];
        let available = match deck_slot(def.deck) {
            Some(slot) => self.decks[slot].remove_first(|&c| c == card).is_some(),
            None => self.special_available(card),
        };
        if available {
            self.give(seat, card);
        }
        available
    }

    /// Draws the top card of a draw deck for a seat.
    pub(crate) fn draw_card(&mut self, seat: u8, slot: usize) -> Option<u8> {
        let card = self.decks.get_mut(slot)?.draw()?;
        self.give(seat, card);
        Some(card)
    }

    /// Puts a card in a seat's hands.
    pub(crate) fn give(&mut self, seat: u8, card: u8) {
        if let Some(investigator) = self.players.get_mut(usize::from(seat)) {
            investigator.cards.push(Held { card, exhausted: false, tokens: 0 });
            // Duke: +1 maximum Sanity; Sir William Brinton: +1 maximum Stamina, while held.
            match data::CARDS[usize::from(card)].rule {
                Some(content::arkham_2e::Hook::Duke) => investigator.max_sanity += 1,
                Some(content::arkham_2e::Hook::SirWilliamBrinton) => investigator.max_stamina += 1,
                _ => {}
            }
        }
    }
}
