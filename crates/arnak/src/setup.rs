//! Options into a [`Config`], and the initial state (rulebook setup steps 1–23).

use content::arnak::{
    ASSISTANTS, BOARDS, BONUS_TILES, CARDS, CardKind, GUARDIANS, IDOLS, PLAYER_BOARD, SITE_TILES,
};
use tabletop_core::game::{Accepts, OptionInfo, Options};
use tabletop_core::{GameRng, SetupError};

use crate::data::{ARCHAEOLOGISTS, CardId};
use crate::state::{
    CARD_CAP, Config, MAX_ASSISTANTS, MAX_BONUS_PER_SPACE, MAX_IDOL_SLOTS, MAX_PLAYERS, MAX_SITES,
    MAX_SPACES, Occupant, PILE_CAP, Player, Side, SiteState, State, TurnState,
};
use crate::{rival, turns};

/// The options `arnak` understands.
pub(crate) const OPTIONS: &[OptionInfo] = &[
    OptionInfo {
        key: "side",
        accepts: Accepts::OneOf(&["bird", "snake"]),
        default: "bird",
        help: "the main board side (Bird Temple or Snake Temple)",
        players: OptionInfo::ANY_PLAYERS,
    },
    OptionInfo {
        key: "difficulty",
        accepts: Accepts::Number { min: 0, max: 5 },
        default: "0",
        help: "solo only: the number of red (harder) Rival tiles",
        players: (1, 1),
    },
];

fn option_error(key: &str, message: impl Into<String>) -> SetupError {
    SetupError::Option { key: key.to_owned(), message: message.into() }
}

/// Validates options.
pub(crate) fn config(options: &Options) -> Result<Config, SetupError> {
    tabletop_core::options::check_options::<crate::Arnak>(options)?;
    let side = if options.get("side") == Some("snake") { Side::Snake } else { Side::Bird };
    let difficulty = options.get("difficulty").and_then(|text| text.parse::<u8>().ok()).unwrap_or(0);
    Ok(Config { players: options.players, side, difficulty })
}

/// Splits `ids` into three stacks: sizes `sizes` (the last takes the rest).
fn deal_stacks(ids: &[u8], first: usize, second: usize) -> [Vec<u8>; 3] {
    let a = first.min(ids.len());
    let b = (first + second).min(ids.len());
    [ids[..a].to_vec(), ids[a..b].to_vec(), ids[b..].to_vec()]
}

fn capacity_error(what: &str) -> SetupError {
    option_error("content", format!("the content has too many {what} for this engine"))
}

/// The initial state.
pub(crate) fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
    let board = BOARDS
        .iter()
        .position(|b| b.id == config.side.id())
        .ok_or_else(|| option_error("side", format!("the content has no `{}` board", config.side.id())))?;
    let b = &BOARDS[board];
    let fear = CARDS
        .iter()
        .position(|c| c.kind == CardKind::Fear)
        .ok_or_else(|| option_error("content", "the content has no Fear card"))?;
    // Capacity checks, so the fixed-size zones never overflow.
    let total_cards: usize = CARDS.iter().map(|c| usize::from(c.copies)).sum();
    if CARDS.len() > 255 || total_cards > PILE_CAP || total_cards > CARD_CAP.saturating_mul(MAX_PLAYERS) {
        return Err(capacity_error("cards"));
    }
    let owned_max: usize = CARDS
        .iter()
        .map(|c| if c.kind == CardKind::Basic { 0 } else { usize::from(c.copies) })
        .sum::<usize>()
        + CARDS.iter().filter(|c| c.kind == CardKind::Basic).map(|c| usize::from(c.copies)).sum::<usize>();
    if owned_max > CARD_CAP {
        return Err(capacity_error("cards"));
    }
    if b.camps.len() + b.spots.len() > MAX_SITES || b.camps.iter().any(|c| c.spaces.len() > 2) {
        return Err(capacity_error("sites"));
    }
    if b.research.spaces.len() > MAX_SPACES
        || b.research.spaces.iter().any(|s| s.bonus_slots.len() > MAX_BONUS_PER_SPACE)
    {
        return Err(capacity_error("research spaces"));
    }
    if PLAYER_BOARD.idol_slot_vp.len() > MAX_IDOL_SLOTS
        || usize::from(PLAYER_BOARD.assistant_slots) > MAX_ASSISTANTS
    {
        return Err(capacity_error("player-board slots"));
    }
    if IDOLS.len() > 32
        || GUARDIANS.len() > 32
        || ASSISTANTS.len() > 16
        || SITE_TILES.len() > 32
        || BONUS_TILES.len() > 32
    {
        return Err(capacity_error("tiles"));
    }
    if PLAYER_BOARD.starting.is_empty() {
        return Err(option_error("content", "the player board has no starting resources"));
    }

    let players = config.players;
    let solo = players == 1;
    // Solo uses the two-player setup.
    let n = usize::from(players.max(2));
    let rng = GameRng::seed_from(seed);

    let mut state = State {
        config: *config,
        board: board as u8,
        round: 1,
        first: 0,
        current: 0,
        phase: crate::state::Phase::Turn,
        turn: TurnState::default(),
        players: [Player::default(); MAX_PLAYERS],
        row: [None; crate::data::ROW],
        item_deck: Default::default(),
        artifact_deck: Default::default(),
        fear_deck: CARDS[fear].copies,
        fear_card: CardId(fear as u8),
        item_exile: Default::default(),
        artifact_exile: Default::default(),
        basic_exile: Default::default(),
        revealed: None,
        looking: Default::default(),
        sites: [SiteState::default(); MAX_SITES],
        site_count: (b.camps.len() + b.spots.len()) as u8,
        site_stacks: Default::default(),
        guardian_stack: Default::default(),
        assistant_stacks: Default::default(),
        rescue_stack: Default::default(),
        assistant_exile: Default::default(),
        bonus: Default::default(),
        temple_bonus: Default::default(),
        bonus_box: Default::default(),
        bonus_used: Default::default(),
        temple_stacks: [0; 6],
        idol_exile: Default::default(),
        tasks: Default::default(),
        prompt: None,
        rival: None,
        rng,
    };

    // Card row decks (steps 1–3).
    for (i, c) in CARDS.iter().enumerate() {
        for _ in 0..c.copies {
            match c.kind {
                CardKind::Item => state.item_deck.push(CardId(i as u8)),
                CardKind::Artifact => state.artifact_deck.push(CardId(i as u8)),
                _ => true,
            };
        }
    }
    state.rng.shuffle(state.item_deck.as_mut_slice());
    state.rng.shuffle(state.artifact_deck.as_mut_slice());

    // Island: idols (7–8).
    let mut idols: Vec<u8> = (0..IDOLS.len() as u8).collect();
    state.rng.shuffle(&mut idols);
    let camps = b.camps.len();
    for (i, camp) in b.camps.iter().enumerate() {
        for (j, _) in camp.spaces.iter().enumerate() {
            state.sites[i].spaces[j] = Occupant::Free;
        }
    }
    for (i, spot) in b.spots.iter().enumerate() {
        let site = &mut state.sites[camps + i];
        site.spaces[0] = Occupant::Free;
        site.idol_up = idols.pop();
        if spot.level >= 2 {
            site.idol_down = idols.pop();
        }
    }
    for idol in idols {
        state.idol_exile.push(idol);
    }
    // Blocking tiles (9).
    let blocked: Vec<usize> = match players {
        4 => Vec::new(),
        3 => {
            let mut order: Vec<usize> = (0..camps).collect();
            state.rng.shuffle(&mut order);
            order.truncate(3);
            order
        }
        _ => (0..camps).collect(),
    };
    for i in blocked {
        for (j, space) in b.camps[i].spaces.iter().enumerate() {
            if space.blockable {
                state.sites[i].spaces[j] = Occupant::Blocked;
            }
        }
    }
    // Temple tiles (10).
    state.temple_stacks = [n as u8; 6];
    // Lost-Temple bonus stack and research bonus tiles (11–12).
    let mut bonus: Vec<u8> = (0..BONUS_TILES.len() as u8).collect();
    state.rng.shuffle(&mut bonus);
    for _ in 0..n {
        if let Some(t) = bonus.pop() {
            state.temple_bonus.push(t);
        }
    }
    for (i, space) in b.research.spaces.iter().enumerate() {
        for slot in space.bonus_slots {
            if n >= usize::from(slot.0)
                && let Some(t) = bonus.pop()
            {
                state.bonus[i].push(t);
            }
        }
    }
    for t in bonus {
        state.bonus_box.push(t);
    }
    // Supply board (14–17).
    for (i, t) in SITE_TILES.iter().enumerate() {
        if (1..=2).contains(&t.level) {
            state.site_stacks[usize::from(t.level - 1)].push(i as u8);
        }
    }
    state.rng.shuffle(state.site_stacks[0].as_mut_slice());
    state.rng.shuffle(state.site_stacks[1].as_mut_slice());
    for i in 0..GUARDIANS.len() {
        state.guardian_stack.push(i as u8);
    }
    state.rng.shuffle(state.guardian_stack.as_mut_slice());
    let mut assistants: Vec<u8> = (0..ASSISTANTS.len() as u8).collect();
    state.rng.shuffle(&mut assistants);
    let snake = b.research.spaces.iter().any(|s| s.assistant_stack);
    let rest = if snake {
        let rescue = n.min(assistants.len());
        for &a in &assistants[..rescue] {
            state.rescue_stack.push(a);
        }
        assistants[rescue..].to_vec()
    } else {
        assistants
    };
    let per = if snake { 3 } else { rest.len().div_ceil(3) };
    for (i, stack) in deal_stacks(&rest, per, per).into_iter().enumerate() {
        for a in stack {
            state.assistant_stacks[i].push(a);
        }
    }

    // Players (19–23).
    let basics: Vec<CardId> = CARDS
        .iter()
        .enumerate()
        .filter(|(_, c)| c.kind == CardKind::Basic)
        .flat_map(|(i, c)| std::iter::repeat_n(CardId(i as u8), usize::from(c.copies)))
        .collect();
    for seat in 0..players {
        let start_index = if solo { 1 } else { usize::from(seat) };
        let starting = PLAYER_BOARD
            .starting
            .get(start_index)
            .or(PLAYER_BOARD.starting.last())
            .copied()
            .unwrap_or_default();
        let mut p = Player { res: starting, archaeologists: ARCHAEOLOGISTS, ..Player::default() };
        for &card in &basics {
            p.deck.push(card);
        }
        for _ in 0..2 {
            if state.fear_deck > 0 {
                state.fear_deck -= 1;
                p.deck.push(state.fear_card);
            }
        }
        state.rng.shuffle(p.deck.as_mut_slice());
        state.players[usize::from(seat)] = p;
    }

    // Card row (4–6).
    let mut ignore = Vec::new();
    turns::refill_row(&mut state, &mut ignore);

    if solo {
        let r = rival::new_rival(&mut state, config.difficulty);
        state.rival = Some(r);
        rival::reshuffle(&mut state);
    }
    turns::start_round(&mut state, &mut ignore);
    Ok(state)
}
