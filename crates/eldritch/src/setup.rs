//! Setup (the rulebook's order) and seating an investigator.

use content::eldritch::{self as data, MythosTrait, Trait};
use tabletop_core::GameRng;

use crate::action::Event;
use crate::effects::card_code;
use crate::rules::{CardPile, deck_slot, loc, placeholder, reference};
use crate::state::{Config, MythosMode, Phase, Pile, State};

impl State {
    /// Gives an investigator its sheet, possessions, Health and Sanity.
    pub(crate) fn seat_investigator(&mut self, seat: u8, def: u8, events: &mut Vec<Event>) {
        self.used.push(def);
        let sheet = &data::INVESTIGATORS[usize::from(def)];
        let mut inv = placeholder(seat);
        inv.def = def;
        inv.location = loc(sheet.start);
        inv.health = sheet.health;
        inv.sanity = sheet.sanity;
        self.investigators[usize::from(seat)] = inv;
        for item in sheet.starting {
            match *item {
                data::StartingItem::Asset(id) => self.take_named(seat, CardPile::Assets, id, events),
                data::StartingItem::Spell(id) => self.take_named(seat, CardPile::Spells, id, events),
            }
        }
        self.gain_clues(seat, sheet.clues, events);
    }

    pub(crate) fn take_named(&mut self, seat: u8, pile: CardPile, id: &str, events: &mut Vec<Event>) {
        let defs = pile.defs();
        if pile == CardPile::Assets
            && let Some(slot) =
                self.reserve.iter().position(|c| c.is_some_and(|c| defs[usize::from(c)].id == id))
        {
            let card = self.reserve[slot].take().unwrap_or_default();
            self.inv_mut(seat).assets.push(card as u8);
            self.refill_reserve();
            events.push(Event::Gained { seat, what: defs[usize::from(card)].name.into() });
            self.card_gained(seat, card_code(data::CardDeck::Asset, card as u8), false);
            return;
        }
        let deck = self.pile_mut(pile);
        let card = if let Some(at) = deck.deck.bottom_up().iter().position(|&c| defs[usize::from(c)].id == id)
        {
            deck.deck.remove_bottom_up(at)
        } else {
            deck.discard
                .bottom_up()
                .iter()
                .position(|&c| defs[usize::from(c)].id == id)
                .and_then(|at| deck.discard.remove_bottom_up(at))
        };
        let Some(card) = card else { return };
        let mut draw = std::mem::take(&mut self.pile_mut(pile).deck);
        draw.shuffle(&mut self.rng);
        self.pile_mut(pile).deck = draw;
        let inv = self.inv_mut(seat);
        match pile {
            CardPile::Assets => inv.assets.push(card as u8),
            CardPile::Spells => inv.spells.push(card as u8),
            CardPile::Artifacts => inv.artifacts.push(card as u8),
        }
        events.push(Event::Gained { seat, what: defs[usize::from(card)].name.into() });
        self.card_gained(seat, card_code(pile.deck(), card as u8), true);
    }
}

/// Builds the initial state (Rulebook setup order).
pub(crate) fn setup(config: &Config, seed: u64) -> State {
    let mut rng = GameRng::seed_from(seed);
    let mut events = Vec::new();
    let ao = &data::ANCIENT_ONES[config.ancient_one];
    // 2. Tokens: gates and clues.
    let mut gate_stack: Vec<u8> = (0..data::GATES.len() as u8).collect();
    rng.shuffle(&mut gate_stack);
    let clue_pool: Vec<u8> = (0..data::CLUES.len() as u8).collect();
    // Decks are built now so starting possessions can be searched out of them (step 4).
    let card_pile = |defs: &[data::CardDef], rng: &mut GameRng| {
        let mut draw: Vec<u16> = defs
            .iter()
            .enumerate()
            .flat_map(|(i, d)| std::iter::repeat_n(i as u16, usize::from(d.copies)))
            .collect();
        rng.shuffle(&mut draw);
        Pile {
            deck: tabletop_core::zone::Deck::from_storage(draw),
            discard: tabletop_core::zone::Pile::new(),
        }
    };
    let mut assets = card_pile(data::ASSETS, &mut rng);
    let mut artifacts = card_pile(data::ARTIFACTS, &mut rng);
    // Solo play: every component with the Team trait goes to the box before anything is dealt.
    let mut asset_box = Vec::new();
    let mut artifact_box = Vec::new();
    if config.players == 1 {
        let team =
            |defs: &[data::CardDef], card: u16| defs[usize::from(card)].traits.contains(&Trait::Teamwork);
        asset_box.extend(assets.deck.bottom_up().iter().copied().filter(|&c| team(data::ASSETS, c)));
        assets.deck.retain(|&c| !team(data::ASSETS, c));
        artifact_box.extend(artifacts.deck.bottom_up().iter().copied().filter(|&c| team(data::ARTIFACTS, c)));
        artifacts.deck.retain(|&c| !team(data::ARTIFACTS, c));
    }
    let spells = card_pile(data::SPELLS, &mut rng);
    let conditions = card_pile(data::CONDITIONS, &mut rng);
    let mut state = State {
        rng,
        config: config.clone(),
        round: 1,
        phase: Phase::Action { turn: 0 },
        lead: 0,
        doom: ao.doom,
        omen: 0,
        gate_stack,
        gate_discard: Vec::new(),
        gates: Vec::new(),
        clue_pool,
        clue_discard: Vec::new(),
        board_clues: Vec::new(),
        cup: Vec::new(),
        set_aside: Vec::new(),
        boxed_monsters: Vec::new(),
        monsters: tabletop_core::board::Pieces::new(),
        encounters: Default::default(),
        assets,
        reserve: [None; 4],
        artifacts,
        spells,
        conditions,
        mythos: Vec::new(),
        mythos_discard: Vec::new(),
        mythos_box: Vec::new(),
        ongoing: Vec::new(),
        mysteries: Vec::new(),
        mystery: None,
        mystery_tokens: 0,
        mystery_sites: Vec::new(),
        solved: Vec::new(),
        investigators: (0..config.players).map(placeholder).collect(),
        used: Vec::new(),
        component_used: 0,
        pending: None,
        frames: Vec::new(),
        outcome: None,
        awakened: false,
        final_tokens: 0,
        sheet_sanity: 0,
        sheet_gates: Vec::new(),
        bonus_turn: None,
        passive_used: 0,
        asset_box,
        artifact_box,
        encounter_box: Vec::new(),
        omen_eldritch: u8::from(ao.id == "azathoth"),
        board_eldritch: Vec::new(),
        fight_won: false,
        fallen: Vec::new(),
        this_card: None,
        casting: false,
        encounter_deck: None,
        card_monsters: Vec::new(),
        this_monster: None,
        no_extra_encounter: false,
        ignore_monsters_for: None,
        remote_research: None,
        research_extra_die: None,
        combat_boost: (0, 0),
        combat_reroll: None,
        encounter_clues: 0,
        closed_omen: None,
        defeated_kind: None,
        mystery_monsters: Vec::new(),
        forced_face: None,
    };
    // 3–4. Investigators (seat order from seat 0 as Lead), possessions, Health and Sanity.
    // Chosen investigators first; the other seats are dealt at random from the rest.
    let mut pool: Vec<u8> =
        (0..data::INVESTIGATORS.len() as u8).filter(|i| !config.investigators.contains(i)).collect();
    state.rng.shuffle(&mut pool);
    let mut pool: Vec<u8> = config.investigators.iter().copied().chain(pool).collect();
    pool.truncate(usize::from(config.players));
    for seat in 0..config.players {
        state.seat_investigator(seat, pool[usize::from(seat)], &mut events);
    }
    // 5. Ancient One setup: set-aside monsters. 6. The Monster cup.
    let mut cup: Vec<u8> = Vec::new();
    for (kind, def) in data::MONSTERS.iter().enumerate() {
        if !def.epic {
            cup.extend(std::iter::repeat_n(kind as u8, usize::from(def.copies)));
        }
    }
    for id in ao.set_aside {
        if let Some(kind) = data::monster_index(id)
            && let Some(pos) = cup.iter().position(|&k| usize::from(k) == kind)
        {
            state.set_aside.push(cup.remove(pos));
        }
    }
    state.cup = cup;
    // 7. Encounter decks (Research, Special and Mysteries of this Ancient One only).
    for (index, card) in data::ENCOUNTERS.iter().enumerate() {
        if card.ancient_one.is_some_and(|id| id != ao.id) {
            continue;
        }
        state.encounters[deck_slot(card.deck)].deck.put_top(index as u16);
    }
    for pile in &mut state.encounters {
        pile.deck.shuffle(&mut state.rng);
    }
    state.mysteries = (0..data::MYSTERIES.len() as u8)
        .filter(|&m| data::MYSTERIES[usize::from(m)].ancient_one == ao.id)
        .collect();
    state.rng.shuffle(&mut state.mysteries);
    // 8. The Mythos deck.
    build_mythos(&mut state);
    // 9. Starting effects: Doom and Omen are set; Reserve; gates; expedition (derived); clues; Mystery.
    state.refill_reserve();
    let reference = reference(config.players);
    for _ in 0..reference.gates {
        state.spawn_gate(&mut events);
    }
    for _ in 0..reference.clues {
        state.spawn_clue(&mut events);
    }
    state.draw_mystery(&mut events);
    if config.starting_rumor {
        let rumors: Vec<usize> = state
            .mythos_box
            .iter()
            .enumerate()
            .filter(|(_, c)| data::MYTHOS[usize::from(**c)].traits.contains(&MythosTrait::Rumor))
            .map(|(i, _)| i)
            .collect();
        if !rumors.is_empty() {
            let pick = rumors[state.rng.index(rumors.len())];
            let card = state.mythos_box.remove(pick);
            state.ongoing.push((card, data::MYTHOS[usize::from(card)].eldritch));
            state.enter_rumor(card, &mut events);
        }
    }
    state.run(&mut events);
    state
}

fn build_mythos(state: &mut State) {
    use content::eldritch::{Difficulty, MythosColor};
    let ao = state.ao();
    let mut piles: [Vec<u8>; 3] = Default::default();
    for (index, card) in data::MYTHOS.iter().enumerate() {
        let excluded = match state.config.mythos {
            MythosMode::Normal => false,
            MythosMode::Easy => card.difficulty == Difficulty::Hard,
            MythosMode::Hard => card.difficulty == Difficulty::Easy,
        };
        if excluded {
            state.mythos_box.push(index as u8);
            continue;
        }
        let colour = match card.color {
            MythosColor::Green => 0,
            MythosColor::Yellow => 1,
            MythosColor::Blue => 2,
        };
        piles[colour].push(index as u8);
    }
    for pile in &mut piles {
        state.rng.shuffle(pile);
    }
    // Stage I on top: build bottom-up (stage III first) since the top is the end of the vector.
    let mut stages: [Vec<u8>; 3] = Default::default();
    for (stage, recipe) in ao.mythos.iter().enumerate() {
        for (colour, &count) in recipe.iter().enumerate() {
            for _ in 0..count {
                if let Some(card) = piles[colour].pop() {
                    stages[stage].push(card);
                }
            }
        }
        state.rng.shuffle(&mut stages[stage]);
    }
    for stage in stages.iter().rev() {
        state.mythos.extend(stage.iter().copied());
    }
    for pile in piles {
        state.mythos_box.extend(pile);
    }
}
