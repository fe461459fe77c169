//! Setup: the board, the decks and the players' starting holdings from a config and a seed.

use content::evil_priest::{self as data, MonsterDeck, Res, Resource};

use smallvec::SmallVec;
use tabletop_core::zone::{self, Inline};
use tabletop_core::{GameRng, SetupError};

use crate::occupancy::Placements;
use crate::state::RULES;
use crate::state::{Config, Deck, Phase, Player, State};

pub(crate) fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
    let mut rng = GameRng::seed_from(seed);
    let board = match config.cult {
        Some(board) => board,
        None => {
            let allowed: Vec<u8> = data::CULT_BOARDS
                .iter()
                .enumerate()
                .filter(|(_, board)| config.expansion || !board.expansion)
                .map(|(index, _)| index as u8)
                .collect();
            if allowed.is_empty() {
                return Err(SetupError::Option {
                    key: "cult".into(),
                    message: "no cult board in the content".into(),
                });
            }
            allowed[rng.index(allowed.len())]
        }
    };
    let cult = &data::CULT_BOARDS[usize::from(board)];
    if cult.nodes.len() > 16 {
        return Err(SetupError::Option {
            key: "cult".into(),
            message: "a cult board has too many spaces".into(),
        });
    }
    let display = usize::from(RULES.display);
    let mut chamber_deck = Deck { display: SmallVec::from_elem(None, display), ..Deck::default() };
    for (index, chamber) in data::CHAMBERS.iter().enumerate() {
        chamber_deck.pile.deck.put_top_many(std::iter::repeat_n(index as u8, usize::from(chamber.copies)));
    }
    chamber_deck.pile.deck.shuffle(&mut rng);
    chamber_deck.refill(&mut rng);
    let wanted = if config.expansion { MonsterDeck::Unique } else { MonsterDeck::Generic };
    let mut monster_deck = Deck {
        display: if config.expansion { SmallVec::from_elem(None, display) } else { SmallVec::new() },
        ..Deck::default()
    };
    for (index, monster) in data::MONSTERS.iter().enumerate().filter(|(_, monster)| monster.deck == wanted) {
        let copies = if wanted == MonsterDeck::Generic { RULES.generic_monsters } else { monster.copies };
        monster_deck.pile.deck.put_top_many(std::iter::repeat_n(index as u8, usize::from(copies)));
    }
    monster_deck.pile.deck.shuffle(&mut rng);
    monster_deck.refill(&mut rng);
    let mut investigator_deck = Deck::default();
    let mut priests: Vec<u8> = Vec::new();
    if config.expansion {
        investigator_deck.display = SmallVec::from_elem(None, display);
        investigator_deck.pile.deck = zone::Deck::from_bottom_up(0..data::INVESTIGATORS.len() as u8);
        investigator_deck.pile.deck.shuffle(&mut rng);
        investigator_deck.refill(&mut rng);
        priests = (0..data::PRIESTS.len() as u8).collect();
        rng.shuffle(&mut priests);
    }
    let too_many = |what: &str| SetupError::Option {
        key: "players".into(),
        message: format!("the rules card has more {what} than the engine holds"),
    };
    let chambers = Inline::try_from_slice(&vec![None; usize::from(RULES.chamber_slots)])
        .ok_or_else(|| too_many("Chamber slots"))?;
    let lairs =
        Inline::try_from_slice(&vec![None; usize::from(RULES.lairs)]).ok_or_else(|| too_many("lairs"))?;
    let players: Vec<Player> = (0..config.players)
        .map(|seat| Player {
            pool: RULES.start_pool,
            priest_in_pool: true,
            asylum: RULES.acolytes - RULES.start_pool,
            escape: 0,
            evolution: [0; 3],
            exposed: Res::of(Resource::Treasure, seat + 1),
            chambers,
            lairs,
            priest_card: priests.get(usize::from(seat)).copied(),
            priest_used: false,
            raid_marker: 0,
        })
        .collect();
    let players = Inline::try_from_slice(&players).ok_or_else(|| too_many("players"))?;
    let nodes = cult.nodes.len() as u32;
    Ok(State {
        config: *config,
        rng,
        board,
        players,
        round: 1,
        first: 0,
        marker: 0,
        phase: Phase::Action,
        turn: 0,
        placed_this_turn: false,
        discarded_this_turn: false,
        placed: Placements::default(),
        sealed: ((1u32 << nodes) - 1) as u16,
        elder_signs_removed: 0,
        first_raid_done: false,
        deep_one: 0,
        shoggoth: None,
        growth: 0,
        pending_growth: SmallVec::new(),
        azathoth: SmallVec::from_elem(0, usize::from(config.players)),
        avatars: SmallVec::from_elem(None, data::AVATARS.len()),
        blocked: None,
        scott: 0,
        chamber_deck,
        monster_deck,
        investigator_deck,
        prompt: None,
        raid: None,
        tasks: SmallVec::new(),
        over: None,
    })
}
