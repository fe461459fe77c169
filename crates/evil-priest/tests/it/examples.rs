//! The rulebook's worked examples (`example_NN_*`) and edge cases derived from the rules
//! (`derived_NN_*`), numbered as in `shared/examples/evil-priest.md`. Values the rulebook does not
//! print are fixtures set by the test; the rule under test comes from the rulebook.

use content::evil_priest::{self as data, Res};
use evil_priest::{
    AcolyteFrom, Action, ChamberSlot, Cultist, End, Event, EvilPriest, Lair, Pay, Placed, Plan, Prompt,
    Space, Spot, shatterable,
};
use tabletop_core::game::Options;
use tabletop_core::{Game, Outcome, Seat, SeatSet};

use crate::support::*;

fn slot(card: u8, held: Res) -> Option<ChamberSlot> {
    Some(ChamberSlot { card, held })
}

fn lair(card: u8) -> Option<Lair> {
    Some(Lair { card, trapped: None })
}

#[test]
fn example_01_byakhee_lodge_shambler() {
    let mut s = game(4, "cthulhu", true);
    let byakhee = pull_monster(&mut s, "byakhee");
    s.players[ZELDA as usize].lairs[0] = lair(byakhee);
    holdings(&mut s, ZELDA, Res::ZERO);
    give_chamber(&mut s, ZELDA, 0, "trap", Res::ZERO);
    give_chamber(&mut s, ZELDA, 1, "trap", Res::ZERO);
    holdings(&mut s, FRANK, res(0, 0, 0, 1, 0));
    show_monster(&mut s, 0, "dimensional-shambler");
    let c2 = s.chamber_deck.display[1].expect("three face-up Chambers");
    turn(&mut s, ZELDA);
    let amelia_pool = s.players[AMELIA as usize].pool;

    // (a) Byakhee: steal Frank's spellbook (the only player with one: no question asked).
    act(&mut s, ZELDA, Action::DiscardMonster { lair: 0 });
    assert_eq!(s.players[FRANK as usize].holdings().spellbook, 0);
    assert_eq!(s.players[ZELDA as usize].exposed.spellbook, 1, "the stolen book lands on exposed resources");
    assert_eq!(s.monster_deck.discard().bottom_up().to_vec(), vec![monster("byakhee")]);
    // (b) the Lodge, paying that spellbook.
    place(&mut s, ZELDA, Cultist::Acolyte, town("lodge"));
    assert_eq!(s.players[ZELDA as usize].holdings().spellbook, 0);
    // (c) the Shambler, trapping one of Amelia's acolytes.
    act(&mut s, ZELDA, Action::TakeMonster { display: 0, lair: 0 });
    act(&mut s, ZELDA, Action::ChoosePlayer(AMELIA));
    // (d) Chamber C2 into slot 3.
    act(&mut s, ZELDA, Action::TakeChamber { display: 1, slot: 2 });
    // (e) redistribution, if it is asked (nothing to move here).
    if matches!(s.prompt, Some(Prompt::Redistribute { .. })) {
        act(&mut s, ZELDA, Action::Redistribute(Plan::Keep));
    }
    let zelda = &s.players[ZELDA as usize];
    assert_eq!(zelda.monsters(), 1);
    assert_eq!(zelda.lairs[0], Some(Lair { card: monster("dimensional-shambler"), trapped: Some(AMELIA) }));
    assert_eq!(s.players[AMELIA as usize].pool, amelia_pool - 1);
    assert_eq!(zelda.chambers[2].map(|c| c.card), Some(c2));
    assert!(s.monster_deck.display.iter().all(Option::is_some));
    assert!(s.chamber_deck.display.iter().all(Option::is_some));
    assert!(s.placed.contains(&Placed { seat: ZELDA, cultist: Cultist::Acolyte, spot: Spot::Town(4) }));
    // One turn: Frank is next.
    assert_eq!(acting(&s), vec![FRANK]);
    invariants(&s);
    // The trapped acolyte stays on the card through Preparation.
    let mut events = Vec::new();
    play_until_round(&mut s, 2, &mut events);
    assert_eq!(s.players[ZELDA as usize].lairs[0].and_then(|l| l.trapped), Some(AMELIA));
    invariants(&s);
}

#[test]
fn example_02_starting_treasure_by_seat() {
    for players in [4u8, 5] {
        let s = game(players, "cthulhu", false);
        let treasure: Vec<u8> = s.players.iter().map(|p| p.exposed.treasure).collect();
        assert_eq!(treasure, (1..=players).collect::<Vec<u8>>());
    }
}

#[test]
fn example_03_arkham_needs_an_elder_sign() {
    let mut s = game(4, "cthulhu", false);
    holdings(&mut s, ZELDA, Res::ZERO);
    assert!(placement(&s, ZELDA, Cultist::Acolyte, town("arkham")).is_none());
    let pay = Pay::default();
    refused(&mut s, ZELDA, Action::Place { cultist: Cultist::Acolyte, space: town("arkham"), pay });
    assert_eq!(acting(&s), vec![ZELDA]);

    holdings(&mut s, ZELDA, res(0, 0, 0, 0, 1));
    acolytes(&mut s, ZELDA, 2, 2, 0);
    place(&mut s, ZELDA, Cultist::Acolyte, town("arkham"));
    let zelda = &s.players[ZELDA as usize];
    assert_eq!(zelda.holdings(), res(3, 2, 1, 0, 0));
    assert_eq!((zelda.asylum, zelda.escape), (1, 1));
    assert_eq!(s.elder_signs_removed, 1, "the paid Elder Sign leaves the game");
}

#[test]
fn example_04_church_with_treasure() {
    let mut s = game(4, "cthulhu", false);
    holdings(&mut s, ZELDA, res(1, 0, 0, 0, 0));
    place(&mut s, ZELDA, Cultist::Acolyte, town("church"));
    assert_eq!(s.players[ZELDA as usize].holdings(), res(3, 0, 0, 0, 0));
}

#[test]
fn example_05_cthulhu_start_unlocks() {
    let mut s = game(4, "cthulhu", false);
    holdings(&mut s, ZELDA, res(0, 0, 2, 1, 0));
    let raid_b = node(&s, "raid-b");
    refused(&mut s, ZELDA, place_paying(Cultist::Acolyte, Space::Hex(raid_b), Pay::default()));
    place_node(&mut s, ZELDA, Cultist::Acolyte, Space::Hex, "start");
    assert_eq!(s.players[ZELDA as usize].holdings(), res(0, 0, 0, 1, 1));
    let open: Vec<&str> =
        (0..13).filter(|&n| shatterable(&s, n)).map(|n| s.cult().nodes[usize::from(n)].id).collect();
    assert_eq!(open, vec!["b", "d", "raid-b", "raid-c"]);
    open_raid_b_then_e(&mut s);
}

fn open_raid_b_then_e(s: &mut evil_priest::State) {
    let raid_e = node(s, "raid-e");
    assert!(!shatterable(s, raid_e));
    let (b, e) = (node(s, "raid-b"), raid_e);
    s.sealed &= !(1 << b);
    s.elder_signs_removed += 1;
    assert!(shatterable(s, e));
}

#[test]
fn example_06_reusable_d_and_the_shoggoth() {
    let mut s = game(4, "cthulhu", false);
    open(&mut s, &["start"]);
    let d = node(&s, "d");
    holdings(&mut s, ZELDA, res(0, 2, 1, 0, 0));
    place(&mut s, ZELDA, Cultist::Acolyte, Space::Hex(d));
    assert!(legal(&s, ZELDA).contains(&Action::DeclineAction));
    act(&mut s, ZELDA, Action::DeclineAction);
    assert_eq!(s.players[ZELDA as usize].holdings().elder_sign, 1);
    assert_eq!(s.shoggoth, None);
    // Blocked for the rest of the round.
    turn(&mut s, FRANK);
    refused(&mut s, FRANK, place_paying(Cultist::Acolyte, Space::CultAction(d), Pay::default()));
    // A later round: Zelda's cultist has gone home.
    s.placed.retain(|p| p.seat != ZELDA);
    s.players[ZELDA as usize].pool += 1;
    acolytes(&mut s, FRANK, 2, 3, 0);
    let options: Vec<Action> = legal(&s, FRANK)
        .into_iter()
        .filter(|a| matches!(a, Action::Place { space: Space::CultAction(n), .. } if *n == d))
        .collect();
    assert!(!options.is_empty());
    assert!(options.iter().all(|a| matches!(a, Action::Place { pay: Pay { sacrifice: Some(_), .. }, .. })));
    place(&mut s, FRANK, Cultist::Acolyte, Space::CultAction(d));
    let frank = &s.players[FRANK as usize];
    assert_eq!((frank.pool, frank.asylum), (0, 4));
    assert_eq!(s.shoggoth, Some(FRANK));
}

#[test]
fn example_07_one_shot_raid_b() {
    let mut s = game(4, "cthulhu", false);
    open(&mut s, &["start"]);
    let raid_b = node(&s, "raid-b");
    holdings(&mut s, CECILE, res(0, 0, 0, 1, 0));
    turn(&mut s, CECILE);
    s.rng_mut().rig_dice([3]);
    let mut events = place(&mut s, CECILE, Cultist::Acolyte, Space::Hex(raid_b));
    continue_raid_except(&mut s, &[], &mut events);
    assert_eq!(s.players[CECILE as usize].holdings().spellbook, 0);
    assert_eq!(raid_strengths(&events), vec![3]);
    assert_eq!(s.deep_one, 1);
    assert!(s.first_raid_done);
    assert!(shatterable(&s, node(&s, "raid-e")));
    let mut later = Vec::new();
    play_until_round(&mut s, 2, &mut later);
    assert!(!s.placed.iter().any(|p| p.spot == Spot::Hex(raid_b)), "back to the pool in Preparation");
    let first = acting(&s)[0];
    assert!(placement(&s, first, Cultist::Acolyte, Space::Hex(raid_b)).is_none());
    refused(&mut s, first, place_paying(Cultist::Acolyte, Space::Hex(raid_b), Pay::default()));
}

/// Starts a Cthulhu raid-E raid (2d6) by `by` with the given dice; returns the events.
fn raid_e(s: &mut evil_priest::State, by: u8, dice: [u8; 2]) -> Vec<Event> {
    if s.is_sealed(node(s, "start")) {
        open(s, &["start", "raid-b"]);
    }
    let mut have = s.players[by as usize].holdings();
    have.spellbook += 1;
    have.magic += 2;
    s.players[by as usize].exposed = have;
    for slot in s.players[by as usize].chambers.iter_mut().flatten() {
        slot.held = Res::ZERO;
    }
    turn(s, by);
    s.rng_mut().rig_dice(dice);
    let e = node(s, "raid-e");
    place(s, by, Cultist::Priest, Space::Hex(e))
}

#[test]
fn example_08_personal_raid_strength() {
    let mut s = game(3, "cthulhu", false);
    for seat in 0..3 {
        acolytes(&mut s, seat, 6, 0, 0);
        holdings(&mut s, seat, res(5, 0, 0, 0, 0));
    }
    let events = raid_e(&mut s, ZELDA, [3, 4]);
    assert_eq!(raid_strengths(&events), vec![7]);
    assert!(s.players.iter().all(|p| p.raid_marker == 7));
    act(&mut s, FRANK, Action::Strike(AcolyteFrom::Pool));
    let raid = s.raid.as_ref().expect("the raid waits for the players");
    assert_eq!(raid.players[FRANK as usize].strength, 5);
    assert_eq!(raid.players[AMELIA as usize].strength, 7);
}

#[test]
fn example_09_asylum_defense() {
    let mut s = game(3, "cthulhu", false);
    acolytes(&mut s, AMELIA, 2, 4, 0);
    holdings(&mut s, AMELIA, res(5, 0, 0, 0, 0));
    let events = raid_e(&mut s, ZELDA, [3, 4]);
    assert!(defended(&events).contains(&(AMELIA, 3)));
}

#[test]
fn example_10_private_eye_walkthrough() {
    let mut s = game(4, "cthulhu", true);
    let eye = investigator("private-eye");
    s.investigator_deck.pile_mut().deck.remove_all(|c| *c == eye, &mut Vec::new());
    s.investigator_deck.display.iter_mut().for_each(|c| {
        if *c == Some(eye) {
            *c = None;
        }
    });
    if let Some(old) = s.investigator_deck.display[1].replace(eye) {
        s.investigator_deck.pile_mut().deck.put_bottom(old);
    }
    s.refill_investigator_display();
    for seat in [FRANK, AMELIA] {
        holdings(&mut s, seat, Res::ZERO);
    }
    let red = ritual("red-sign");
    s.players[CECILE as usize].pool -= 1;
    s.placed.push(Placed {
        seat: CECILE,
        cultist: Cultist::Acolyte,
        spot: Spot::Ritual { track: red, step: 1 },
    });
    acolytes(&mut s, CECILE, 0, 2, 0);
    let cecile = &mut s.players[CECILE as usize];
    cecile.exposed = res(1, 0, 0, 0, 0);
    cecile.chambers[0] = slot(chamber("trap"), Res::ZERO);
    cecile.chambers[1] = slot(chamber("vault"), res(0, 2, 0, 0, 0));
    cecile.chambers[2] = slot(chamber("vault"), res(3, 0, 0, 0, 0));
    cecile.chambers[3] = slot(chamber("arcane-library"), res(0, 0, 0, 1, 0));
    cecile.lairs[0] = lair(monster("dark-young"));
    // Investigator roll 4 (slot 2), then the raid dice 3 + 5.
    let mut events = raid_e_with(&mut s, ZELDA, &[4, 3, 5]);
    assert_eq!(raid_strengths(&events), vec![8]);
    assert!(
        matches!(events.iter().find(|e| matches!(e, Event::RaidStarted { .. })), Some(Event::RaidStarted { investigator: Some(i), .. }) if *i == eye)
    );
    assert_ne!(s.investigator_deck.display[1], Some(eye), "the slot is refilled at once");
    assert!(defended(&events).contains(&(CECILE, 6)));
    assert_eq!(s.players[CECILE as usize].raid_marker, 8);
    // Exposed treasure: let it go.
    events.extend(act(&mut s, CECILE, Action::Continue));
    // The Trap's Defense is skipped and it holds nothing; the first Vault brings P to 4.
    assert_eq!(s.raid.as_ref().map(|r| r.players[CECILE as usize].strength), Some(4));
    events.extend(act(&mut s, CECILE, Action::Continue));
    // The second Vault brings P to 2; the ritual acolyte strikes it to 0.
    assert_eq!(s.raid.as_ref().map(|r| r.players[CECILE as usize].strength), Some(2));
    events.extend(act(
        &mut s,
        CECILE,
        Action::Strike(AcolyteFrom::Spot(Spot::Ritual { track: red, step: 1 })),
    ));
    continue_raid_except(&mut s, &[], &mut events);
    let cecile = &s.players[CECILE as usize];
    assert_eq!(cecile.exposed, Res::ZERO);
    assert_eq!(cecile.chambers[1].map(|c| c.held), Some(Res::ZERO));
    assert_eq!(cecile.chambers[2].map(|c| c.held), Some(res(3, 0, 0, 0, 0)));
    assert_eq!(cecile.chambers[3].map(|c| c.held), Some(res(0, 0, 0, 1, 0)));
    assert_eq!(cecile.monsters(), 1);
    assert_eq!(cecile.asylum, 3);
    let lost: Vec<Res> = events
        .iter()
        .filter_map(|e| match e {
            Event::Destroyed { seat, res } if *seat == CECILE => Some(*res),
            _ => None,
        })
        .collect();
    assert_eq!(lost, vec![res(1, 0, 0, 0, 0), res(0, 2, 0, 0, 0)]);
    assert!(s.investigator_deck.discard().contains(&eye));
}

fn raid_e_with(s: &mut evil_priest::State, by: u8, dice: &[u8]) -> Vec<Event> {
    open(s, &["start", "raid-b"]);
    s.players[by as usize].exposed = res(0, 0, 2, 1, 0);
    turn(s, by);
    s.rng_mut().rig_dice(dice.iter().copied());
    let e = node(s, "raid-e");
    place(s, by, Cultist::Priest, Space::Hex(e))
}

#[test]
fn example_11_ghoul_before_providence() {
    let mut s = game(4, "cthulhu", true);
    s.players[AMELIA as usize].lairs[0] = lair(monster("ghoul"));
    acolytes(&mut s, CECILE, 4, 2, 0);
    turn(&mut s, AMELIA);
    let treasure = s.players[AMELIA as usize].holdings().treasure;
    act(&mut s, AMELIA, Action::DiscardMonster { lair: 0 });
    act(&mut s, AMELIA, Action::ChoosePlayer(CECILE));
    assert_eq!(s.monster_deck.discard().bottom_up().to_vec(), vec![monster("ghoul")]);
    assert_eq!((s.players[CECILE as usize].pool, s.players[CECILE as usize].asylum), (3, 3));
    place(&mut s, AMELIA, Cultist::Priest, town("providence"));
    assert_eq!(s.players[AMELIA as usize].holdings().treasure, treasure + 1);
    assert_eq!((s.marker, s.first), (AMELIA, ZELDA), "the marker counts from next round");
    let mut events = Vec::new();
    play_until_round(&mut s, 2, &mut events);
    assert_eq!(s.first, AMELIA);
    assert_eq!(acting(&s), vec![AMELIA]);
}

#[test]
fn example_12_ritual_durations() {
    let mut s = game(2, "cthulhu", false);
    s.first_raid_done = true;
    s.round = 3;
    holdings(&mut s, ZELDA, res(4, 0, 0, 0, 0));
    let (red, dragon) = (ritual("red-sign"), ritual("dragon-ascending"));
    place(&mut s, ZELDA, Cultist::Acolyte, Space::Ritual(red));
    place(&mut s, FRANK, Cultist::Acolyte, town("kingsport"));
    place(&mut s, ZELDA, Cultist::Acolyte, Space::Ritual(dragon));
    let at = |s: &evil_priest::State, track: u8| {
        s.placed.iter().find_map(|p| match p.spot {
            Spot::Ritual { track: t, step } if t == track && p.seat == ZELDA => Some(step),
            _ => None,
        })
    };
    let mut events = Vec::new();
    play_until_round(&mut s, 4, &mut events);
    assert_eq!((at(&s, red), at(&s, dragon)), (Some(1), Some(1)));
    assert!(gains(&events, ZELDA).contains(&res(0, 6, 0, 0, 0)));
    let mut events = Vec::new();
    play_until_round(&mut s, 5, &mut events);
    assert_eq!((at(&s, red), at(&s, dragon)), (None, Some(2)));
    assert!(gains(&events, ZELDA).contains(&res(9, 0, 0, 0, 0)));
    let mut events = Vec::new();
    play_until_round(&mut s, 6, &mut events);
    assert_eq!(at(&s, dragon), Some(3));
    assert!(gains(&events, ZELDA).contains(&res(9, 0, 0, 0, 0)));
    let mut events = Vec::new();
    play_until_round(&mut s, 7, &mut events);
    assert_eq!(at(&s, dragon), None, "back in the pool for round 7");
    invariants(&s);
}

/// Crawling Chaos with `worship` acolytes of seat 0 in the Azathoth pool and a neutral
/// Investigator face up everywhere.
fn chaos(players: u8, worship: u8) -> evil_priest::State {
    let mut s = game(players, "crawling-chaos", true);
    s.azathoth[0] = worship;
    let occultist = investigator("occultist");
    s.investigator_deck.display = vec![Some(occultist); 3].into();
    s
}

#[test]
fn example_13_azathoth_raises_raids() {
    // 4 worshippers and dice 3 + 4 (after the Investigator roll of 1).
    let mut s = chaos(4, 4);
    open(&mut s, &["howler"]);
    holdings(&mut s, FRANK, res(0, 0, 0, 1, 0));
    turn(&mut s, FRANK);
    s.rng_mut().rig_dice([1, 3, 4]);
    let events = place_node(&mut s, FRANK, Cultist::Priest, Space::Hex, "raid-2");
    assert_eq!(raid_strengths(&events), vec![11]);
    // The cap: dice 6 + 5 + 5 = 16, plus 4 worshippers, is 18.
    let mut s = chaos(4, 4);
    open(
        &mut s,
        &[
            "howler", "pyramid", "raid-2", "bloated", "sphinx", "raid-3", "pharaoh", "temple", "raid-4",
            "haunter",
        ],
    );
    holdings(&mut s, FRANK, res(0, 0, 2, 2, 0));
    turn(&mut s, FRANK);
    s.rng_mut().rig_dice([1, 6, 5, 5]);
    let events = place_node(&mut s, FRANK, Cultist::Priest, Space::Hex, "final");
    // The final space ends the game at once when it is the last Elder Sign; here raid-1 and hall
    // are still sealed, so the raid happens.
    assert_eq!(raid_strengths(&events), vec![18]);
}

#[test]
fn example_14_azathoth_collective_loss() {
    let mut s = chaos(3, 8);
    s.players[0].asylum = 0;
    s.players[0].pool = 0;
    s.players[0].escape = 0;
    s.azathoth = vec![6, 2, 0].into();
    s.players[1].asylum -= 2;
    open(&mut s, &["hall"]);
    let hall = node(&s, "hall");
    turn(&mut s, FRANK);
    assert!(s.over.is_none(), "8 worshippers with 3 players: the game goes on");
    place(&mut s, FRANK, Cultist::Acolyte, Space::CultAction(hall));
    assert_eq!(s.over, Some(End::Azathoth));
    assert_eq!(
        EvilPriest::outcome(&s),
        Some(Outcome::Ranked { scores: vec![0, 0, 0], winners: SeatSet::EMPTY })
    );
}

#[test]
fn example_15_opener_raid_comes_from_use() {
    let mut s = game(4, "opener", true);
    holdings(&mut s, ZELDA, res(0, 0, 2, 0, 0));
    let boxed = node(&s, "mutant-box");
    place(&mut s, ZELDA, Cultist::Acolyte, Space::Hex(boxed));
    let mut used = s.clone();
    act(&mut s, ZELDA, Action::DeclineAction);
    assert_eq!(s.players[ZELDA as usize].holdings(), res(0, 0, 0, 0, 1));
    assert!(!s.first_raid_done && s.raid.is_none(), "no raid");
    assert!(s.placed.iter().any(|p| p.seat == ZELDA && p.spot == Spot::Hex(boxed)));

    used.rng_mut().rig_dice([1, 2]);
    let action =
        legal(&used, ZELDA).into_iter().find(|a| matches!(a, Action::UseAction { .. })).expect("usable");
    let mut events = act(&mut used, ZELDA, action);
    continue_raid_except(&mut used, &[], &mut events);
    assert_eq!(used.players[ZELDA as usize].evolution, [1, 0, 0]);
    assert_eq!(raid_strengths(&events).len(), 1);
    assert!(used.first_raid_done);
}

/// Tcho-Tcho with a neutral Investigator face up everywhere.
fn tcho(players: u8) -> evil_priest::State {
    let mut s = game(players, "tcho-tcho", true);
    s.investigator_deck.display = vec![Some(investigator("occultist")); 3].into();
    s
}

#[test]
fn example_16_tcho_growth_two() {
    let mut s = tcho(3);
    open(&mut s, &["start-a"]);
    s.growth = 1;
    holdings(&mut s, ZELDA, res(5, 0, 0, 0, 0));
    holdings(&mut s, FRANK, res(6, 1, 0, 0, 0));
    holdings(&mut s, AMELIA, res(3, 0, 0, 0, 0));
    turn(&mut s, FRANK);
    s.rng_mut().rig_dice([1, 1]);
    let mut events = place_node(&mut s, FRANK, Cultist::Priest, Space::CultAction, "start-a");
    continue_raid_except(&mut s, &[], &mut events);
    let growth_two = node(&s, "growth-2");
    let shattered = events
        .iter()
        .position(|e| matches!(e, Event::Shattered { seat, node } if *seat == FRANK && *node == growth_two));
    let raid = events.iter().position(|e| matches!(e, Event::RaidStarted { .. }));
    assert!(shattered.is_some() && raid.is_some() && shattered < raid, "Elder Sign first, then the raid");
    assert_eq!(s.growth, 2);
}

#[test]
fn example_17_tcho_growth_tie_chosen_by_trigger() {
    let mut s = tcho(4);
    open(&mut s, &["start-a", "growth-2"]);
    s.growth = 4;
    holdings(&mut s, ZELDA, res(2, 2, 2, 0, 0));
    for seat in [FRANK, AMELIA, CECILE] {
        holdings(&mut s, seat, res(0, 2, 0, 0, 0));
    }
    // Low dice: nobody loses anything to the raids (asylum 4 each).
    s.rng_mut().rig_dice([1, 1, 1, 1, 1, 1]);
    let feast = node(&s, "feast");
    let mut events = place(&mut s, ZELDA, Cultist::Priest, Space::Hex(feast));
    continue_raid_except(&mut s, &[], &mut events);
    assert_eq!(s.growth, 6);
    assert_eq!(raid_strengths(&events).len(), 1, "the space's own raid first");
    assert_eq!(s.prompt, Some(Prompt::GrowthTie { seat: ZELDA, node: node(&s, "growth-5"), tied: 0b1110 }));
    let options = legal(&s, ZELDA);
    assert_eq!(
        options,
        vec![Action::ChoosePlayer(FRANK), Action::ChoosePlayer(AMELIA), Action::ChoosePlayer(CECILE)]
    );
    let mut more = act(&mut s, ZELDA, Action::ChoosePlayer(AMELIA));
    continue_raid_except(&mut s, &[], &mut more);
    assert_eq!(s.players[AMELIA as usize].holdings().elder_sign, 1);
    assert_eq!(raid_strengths(&more).len(), 1, "then the Growth space's raid");
}

#[test]
fn example_18_chamber_just_to_redistribute() {
    let mut s = game(4, "cthulhu", false);
    let treasury = chamber("treasury");
    for i in 0..6 {
        s.players[ZELDA as usize].chambers[i] = slot(treasury, res(6, 0, 0, 0, 0));
    }
    s.players[ZELDA as usize].exposed = res(0, 3, 0, 1, 0);
    s.chamber_deck.display[2] = Some(chamber("hidden-passage"));
    place(&mut s, ZELDA, Cultist::Priest, priest_space("chant"));
    act(&mut s, ZELDA, Action::TakeChamber { display: 2, slot: 6 });
    act(&mut s, ZELDA, Action::Redistribute(Plan::StoreExposed));
    let zelda = &s.players[ZELDA as usize];
    assert_eq!(zelda.chambers[6].map(|c| c.held), Some(res(0, 3, 0, 1, 0)));
    assert_eq!(zelda.exposed, Res::ZERO);
}

#[test]
fn derived_19_setup_five_players() {
    let s = game(5, "cthulhu", true);
    for (seat, p) in s.players.iter().enumerate() {
        assert_eq!((p.pool, p.priest_in_pool, p.asylum, p.escape, p.raid_marker), (2, true, 4, 0, 0));
        assert_eq!((p.monsters(), p.chambers.iter().flatten().count()), (0, 0));
        assert!(p.priest_card.is_some());
        assert_eq!(p.exposed, res(seat as u8 + 1, 0, 0, 0, 0));
    }
    for deck in [&s.chamber_deck, &s.monster_deck, &s.investigator_deck] {
        assert_eq!(deck.display.iter().flatten().count(), 3);
    }
    assert_eq!(s.elder_signs_on_board(), 13);
    assert_eq!((s.shoggoth, s.deep_one, s.first_raid_done), (None, 0, false));
    let skulk = match town("skulk") {
        Space::Town(t) => &data::TOWN[usize::from(t)],
        _ => unreachable!(),
    };
    assert_eq!(skulk.capacity_5p, 2);
    invariants(&s);
}

#[test]
fn derived_20_placement_legality() {
    let mut s = game(4, "cthulhu", false);
    turn(&mut s, FRANK);
    place(&mut s, FRANK, Cultist::Acolyte, town("kingsport"));
    turn(&mut s, ZELDA);
    holdings(&mut s, ZELDA, res(9, 0, 0, 0, 0));
    acolytes(&mut s, ZELDA, 1, 4, 0);
    let none = Pay::default();
    refused(&mut s, ZELDA, place_paying(Cultist::Acolyte, town("kingsport"), none));
    assert_eq!(
        refused(&mut s, ZELDA, place_paying(Cultist::Acolyte, town("aylesbury"), none)),
        "you cannot pay that space's cost"
    );
    refused(&mut s, ZELDA, place_paying(Cultist::Acolyte, priest_space("chant"), none));
    refused(&mut s, ZELDA, place_paying(Cultist::Priest, priest_space("escape"), none));
    // Another player's priest board cannot even be named: `Space::Priest` is always your own.
    place(&mut s, ZELDA, Cultist::Acolyte, priest_space("escape"));
    assert_eq!(s.players[ZELDA as usize].holdings().treasure, 10);
}

#[test]
fn derived_21_ritual_and_summon_locked_until_first_raid() {
    let mut s = game(2, "cthulhu", false);
    holdings(&mut s, ZELDA, res(5, 0, 0, 0, 0));
    refused(&mut s, ZELDA, place_paying(Cultist::Acolyte, Space::Ritual(ritual("red-sign")), Pay::default()));
    assert!(placement(&s, ZELDA, Cultist::Priest, priest_space("summon")).is_none());
    // A raid (Frank shatters raid E).
    let mut events = raid_e(&mut s, FRANK, [1, 1]);
    continue_raid_except(&mut s, &[], &mut events);
    assert!(s.first_raid_done);
    turn(&mut s, ZELDA);
    holdings(&mut s, ZELDA, res(5, 0, 0, 0, 0));
    place(&mut s, ZELDA, Cultist::Acolyte, Space::Ritual(ritual("red-sign")));
    assert_eq!(s.players[ZELDA as usize].holdings().treasure, 3);
    turn(&mut s, ZELDA);
    let asylum = s.players[ZELDA as usize].asylum;
    place(&mut s, ZELDA, Cultist::Priest, priest_space("summon"));
    let zelda = &s.players[ZELDA as usize];
    assert_eq!((zelda.monsters(), zelda.pool), (1, 0));
    assert_eq!(zelda.asylum + zelda.escape, asylum + 1, "the sacrificed acolyte (asylum full: Escape)");
}

#[test]
fn derived_22_skulk_capacity() {
    let mut s = game(4, "cthulhu", false);
    place(&mut s, ZELDA, Cultist::Acolyte, town("skulk"));
    assert_eq!(acting(&s), vec![FRANK]);
    assert!(placement(&s, FRANK, Cultist::Acolyte, town("skulk")).is_none());
    let mut s = game(5, "cthulhu", false);
    place(&mut s, ZELDA, Cultist::Acolyte, town("skulk"));
    place(&mut s, FRANK, Cultist::Acolyte, town("skulk"));
    assert!(placement(&s, AMELIA, Cultist::Acolyte, town("skulk")).is_none());
}

#[test]
fn derived_23_skulk_ignores_occupancy_not_providence() {
    let mut s = game(5, "cthulhu", false);
    // Everyone has placed everything except Zelda's last acolyte.
    for seat in 0..5u8 {
        let player = &mut s.players[seat as usize];
        player.priest_in_pool = false;
        player.pool = 0;
        s.placed.push(Placed { seat, cultist: Cultist::Priest, spot: Spot::Priest(3) });
    }
    s.players[ZELDA as usize].pool = 1;
    for seat in 1..5u8 {
        s.players[seat as usize].escape = 2;
    }
    s.players[ZELDA as usize].escape = 1;
    let (kingsport, skulk) = match (town("kingsport"), town("skulk")) {
        (Space::Town(k), Space::Town(t)) => (k, t),
        _ => unreachable!(),
    };
    s.placed.push(Placed { seat: FRANK, cultist: Cultist::Acolyte, spot: Spot::Town(kingsport) });
    s.placed.push(Placed { seat: AMELIA, cultist: Cultist::Acolyte, spot: Spot::Town(skulk) });
    s.players[FRANK as usize].escape -= 1;
    s.players[AMELIA as usize].escape -= 1;
    holdings(&mut s, ZELDA, Res::ZERO);
    holdings(&mut s, AMELIA, res(4, 0, 0, 0, 0));
    place(&mut s, ZELDA, Cultist::Acolyte, Space::Town(skulk));
    assert_eq!(acting(&s), vec![ZELDA], "Zelda's Skulk resolves first");
    act(&mut s, ZELDA, Action::SkulkTo { space: town("kingsport"), pay: Pay::default() });
    assert_eq!(s.players[ZELDA as usize].holdings().treasure, 3);
    assert_eq!(acting(&s), vec![AMELIA]);
    refused(&mut s, AMELIA, Action::SkulkTo { space: town("providence"), pay: Pay::default() });
    act(
        &mut s,
        AMELIA,
        Action::SkulkTo { space: town("salem"), pay: Pay { basic: [3, 0, 0], ..Pay::default() } },
    );
    assert_eq!(s.players[AMELIA as usize].holdings(), res(1, 3, 0, 0, 0));
    // Preparation brought everyone home.
    assert_eq!(s.round, 2);
    assert!(s.placed.is_empty());
    invariants(&s);
}

#[test]
fn derived_24_cultist_strike_overflow() {
    let mut s = game(2, "cthulhu", false);
    acolytes(&mut s, ZELDA, 1, 4, 0);
    s.players[ZELDA as usize].priest_in_pool = false;
    let kingsport = match town("kingsport") {
        Space::Town(k) => k,
        _ => unreachable!(),
    };
    s.placed.push(Placed { seat: ZELDA, cultist: Cultist::Priest, spot: Spot::Town(kingsport + 1) });
    s.placed.push(Placed { seat: ZELDA, cultist: Cultist::Acolyte, spot: Spot::Town(kingsport) });
    holdings(&mut s, ZELDA, res(5, 0, 0, 0, 0));
    let events = raid_e(&mut s, FRANK, [6, 6]);
    assert!(defended(&events).contains(&(ZELDA, 8)));
    act(&mut s, ZELDA, Action::Strike(AcolyteFrom::Pool));
    act(&mut s, ZELDA, Action::Strike(AcolyteFrom::Spot(Spot::Town(kingsport))));
    assert_eq!(s.raid.as_ref().map(|r| r.players[ZELDA as usize].strength), Some(4));
    let zelda = &s.players[ZELDA as usize];
    assert_eq!((zelda.asylum, zelda.escape), (4, 2));
    assert!(!s.placed.iter().any(|p| p.spot == Spot::Town(kingsport)), "the space is free again");
    assert!(legal(&s, ZELDA).iter().all(|a| !matches!(a, Action::Strike(_))), "the priest never strikes");
}

#[test]
fn derived_25_raid_cap_and_minimum_dice() {
    // (a) 6 + 6 + 5 with 3 worshippers: 18, not 20.
    let mut s = chaos(4, 3);
    open(
        &mut s,
        &[
            "howler", "pyramid", "raid-2", "bloated", "sphinx", "raid-3", "pharaoh", "temple", "raid-4",
            "haunter",
        ],
    );
    holdings(&mut s, FRANK, res(0, 0, 2, 2, 0));
    turn(&mut s, FRANK);
    s.rng_mut().rig_dice([1, 6, 6, 5]);
    let events = place_node(&mut s, FRANK, Cultist::Priest, Space::Hex, "final");
    assert_eq!(raid_strengths(&events), vec![18]);
    // (b) a 1d6 raid with a "-1 die" Investigator rolls exactly one die.
    let mut s = game(4, "cthulhu", true);
    s.investigator_deck.display = vec![Some(investigator("hobo")); 3].into();
    open(&mut s, &["start"]);
    holdings(&mut s, FRANK, res(0, 0, 0, 1, 0));
    turn(&mut s, FRANK);
    s.rng_mut().rig_dice([1, 4, 6]);
    let events = place_node(&mut s, FRANK, Cultist::Priest, Space::Hex, "raid-b");
    let rolls = events.iter().find_map(|e| match e {
        Event::RaidStarted { rolls, .. } => Some(rolls.to_vec()),
        _ => None,
    });
    assert_eq!(rolls, Some(vec![4]));
    assert_eq!(s.rng_mut().rigged_len(), 1);
}

#[test]
fn derived_26_raid_absorbed_by_passive_defense() {
    let mut s = game(2, "cthulhu", false);
    acolytes(&mut s, ZELDA, 1, 4, 1);
    s.players[ZELDA as usize].exposed = res(3, 0, 0, 0, 0);
    s.players[ZELDA as usize].chambers[0] = slot(chamber("blood-cellar"), res(0, 2, 0, 0, 0));
    let events = raid_e(&mut s, FRANK, [2, 3]);
    assert!(defended(&events).contains(&(ZELDA, 0)));
    assert_eq!(s.players[ZELDA as usize].raid_marker, 5);
    assert_eq!(s.players[ZELDA as usize].holdings(), res(3, 2, 0, 0, 0));
}

#[test]
fn derived_27_raid_path_skips_empty_slots() {
    let mut s = game(2, "cthulhu", false);
    acolytes(&mut s, ZELDA, 2, 0, 0);
    let zelda = &mut s.players[ZELDA as usize];
    zelda.exposed = res(0, 2, 0, 0, 0);
    zelda.chambers[1] = slot(chamber("treasury"), res(3, 0, 0, 0, 0)); // Defense 1
    zelda.chambers[2] = slot(chamber("trap"), Res::ZERO); // Defense 3
    zelda.chambers[3] = slot(chamber("crypt"), res(0, 0, 0, 0, 1)); // Defense 3
    zelda.chambers[4] = slot(chamber("hidden-passage"), res(0, 0, 2, 0, 0)); // Defense 0
    let mut events = raid_e(&mut s, FRANK, [3, 4]);
    assert!(defended(&events).contains(&(ZELDA, 7)));
    continue_raid_except(&mut s, &[], &mut events);
    let zelda = &s.players[ZELDA as usize];
    assert_eq!(zelda.chambers[1].map(|c| c.held), Some(Res::ZERO));
    assert_eq!(zelda.chambers[3].map(|c| c.held), Some(res(0, 0, 0, 0, 1)), "P reached 0 at slot 4");
    assert_eq!(zelda.chambers[4].map(|c| c.held), Some(res(0, 0, 2, 0, 0)));
    let lost: Vec<Res> = events
        .iter()
        .filter_map(|e| match e {
            Event::Destroyed { seat, res } if *seat == ZELDA => Some(*res),
            _ => None,
        })
        .collect();
    assert_eq!(lost, vec![res(0, 2, 0, 0, 0), res(3, 0, 0, 0, 0)]);
}

#[test]
fn derived_28_scoring_ties_and_shared_win() {
    let mut s = game(3, "cthulhu", false);
    holdings(&mut s, ZELDA, res(7, 4, 3, 1, 2));
    holdings(&mut s, FRANK, res(7, 2, 1, 0, 3));
    holdings(&mut s, AMELIA, res(3, 10, 5, 2, 1));
    for seat in 0..3 {
        s.players[seat].lairs[0] = lair(0);
    }
    s.over = Some(End::LastElderSign);
    assert_eq!(
        EvilPriest::outcome(&s),
        Some(Outcome::Ranked { scores: vec![40, 39, 40], winners: [Seat(0), Seat(2)].into_iter().collect() })
    );
}

#[test]
fn derived_29_full_lairs() {
    let mut s = game(4, "cthulhu", true);
    for i in 0..3 {
        s.players[ZELDA as usize].lairs[i] = lair(monster("gug"));
    }
    s.monster_deck.pile_mut().deck.remove_all(|c| *c == monster("gug"), &mut Vec::new());
    s.monster_deck.display[0] = Some(monster("ghoul"));
    holdings(&mut s, ZELDA, res(0, 0, 0, 1, 0));
    place(&mut s, ZELDA, Cultist::Acolyte, town("lodge"));
    let options = legal(&s, ZELDA);
    assert!(options.contains(&Action::DeclineMonster));
    assert!(options.contains(&Action::TakeMonster { display: 0, lair: 2 }));
    act(&mut s, ZELDA, Action::TakeMonster { display: 0, lair: 1 });
    let zelda = &s.players[ZELDA as usize];
    assert_eq!(zelda.monsters(), 3);
    assert_eq!(zelda.lairs[1].map(|l| l.card), Some(monster("ghoul")));
    assert_eq!(s.monster_deck.discard().bottom_up().to_vec(), vec![monster("gug")]);
    assert!(s.monster_deck.display[0].is_some());
}

#[test]
fn derived_30_black_goat_free_monster_after_the_raid() {
    for sacrifice in [false, true] {
        let mut s = game(2, "black-goat", false);
        open(&mut s, &["start-a"]);
        for i in 0..3 {
            s.players[ZELDA as usize].lairs[i] =
                s.monster_deck.pile_mut().deck.draw().map(|card| Lair { card, trapped: None });
        }
        holdings(&mut s, ZELDA, res(0, 0, 1, 0, 0));
        holdings(&mut s, FRANK, Res::ZERO);
        s.rng_mut().rig_dice([6]);
        let mut events = place_node(&mut s, ZELDA, Cultist::Acolyte, Space::Hex, "raid-1");
        assert!(defended(&events).contains(&(ZELDA, 2)));
        if sacrifice {
            events.extend(act(&mut s, ZELDA, Action::SacrificeMonster { lair: 0 }));
        }
        continue_raid_except(&mut s, &[], &mut events);
        let zelda = &s.players[ZELDA as usize];
        assert_eq!(zelda.monsters(), 3, "sacrifice: {sacrifice}");
        let taken = events.iter().filter(|e| matches!(e, Event::MonsterTaken { .. })).count();
        assert_eq!(taken, usize::from(sacrifice));
        invariants(&s);
    }
}

#[test]
fn derived_31_black_goat_rescue_with_one_in_the_asylum() {
    let mut s = game(2, "black-goat", false);
    open(&mut s, &["start-a", "rescue"]);
    acolytes(&mut s, ZELDA, 5, 1, 0);
    holdings(&mut s, ZELDA, res(5, 0, 0, 0, 0));
    place_node(&mut s, ZELDA, Cultist::Priest, Space::CultAction, "rescue");
    let zelda = &s.players[ZELDA as usize];
    assert_eq!((zelda.holdings().treasure, zelda.asylum, zelda.escape), (0, 0, 1));
}

#[test]
fn derived_32_empty_deck_is_reshuffled() {
    let mut s = game(2, "cthulhu", false);
    let pile = std::mem::take(&mut s.chamber_deck.pile_mut().deck);
    s.chamber_deck.pile_mut().discard.put_many(pile.bottom_up()[..4].iter().copied());
    place(&mut s, ZELDA, Cultist::Priest, priest_space("chant"));
    act(&mut s, ZELDA, Action::TakeChamber { display: 0, slot: 0 });
    assert_eq!((s.chamber_deck.deck_len(), s.chamber_deck.discard().len()), (3, 0));
    assert!(s.chamber_deck.display.iter().all(Option::is_some));
}

#[test]
fn derived_33_one_shot_space_never_again() {
    let mut s = game(2, "cthulhu", false);
    open(&mut s, &["start", "raid-b"]);
    let raid_b = node(&s, "raid-b");
    holdings(&mut s, ZELDA, res(0, 0, 0, 3, 0));
    assert!(placement(&s, ZELDA, Cultist::Acolyte, Space::Hex(raid_b)).is_none());
    assert!(placement(&s, ZELDA, Cultist::Acolyte, Space::CultAction(raid_b)).is_none());
}

#[test]
fn derived_34_self_sacrifice_is_forbidden() {
    let mut s = game(2, "cthulhu", false);
    open(&mut s, &["start", "d"]);
    let d = node(&s, "d");
    turn(&mut s, FRANK);
    acolytes(&mut s, FRANK, 1, 4, 0);
    assert!(placement(&s, FRANK, Cultist::Acolyte, Space::CultAction(d)).is_none());
    let kingsport = match town("kingsport") {
        Space::Town(k) => k,
        _ => unreachable!(),
    };
    s.placed.push(Placed { seat: FRANK, cultist: Cultist::Acolyte, spot: Spot::Town(kingsport) });
    let action = placement(&s, FRANK, Cultist::Acolyte, Space::CultAction(d)).expect("A2 can be sacrificed");
    assert!(matches!(
        action,
        Action::Place { pay: Pay { sacrifice: Some(AcolyteFrom::Spot(Spot::Town(_))), .. }, .. }
    ));
    act(&mut s, FRANK, action);
    assert_eq!(s.shoggoth, Some(FRANK));
    assert!(!s.placed.iter().any(|p| p.spot == Spot::Town(kingsport)));
}

#[test]
fn derived_35_monster_discard_timing() {
    let mut s = game(2, "cthulhu", true);
    s.players[ZELDA as usize].lairs[0] = lair(monster("ghoul"));
    s.players[ZELDA as usize].lairs[1] = lair(monster("star-vampire"));
    act(&mut s, ZELDA, Action::DiscardMonster { lair: 0 });
    assert!(s.monster_deck.discard().contains(&monster("ghoul")));
    assert_eq!(
        refused(&mut s, ZELDA, Action::DiscardMonster { lair: 1 }),
        "you already discarded a monster this turn"
    );
    place(&mut s, ZELDA, Cultist::Acolyte, town("kingsport"));
    turn(&mut s, ZELDA);
    let blood = s.players[ZELDA as usize].holdings().blood;
    act(&mut s, ZELDA, Action::DiscardMonster { lair: 1 });
    assert_eq!(s.players[ZELDA as usize].holdings().blood, blood, "its raid ability does not trigger");
}

#[test]
fn derived_36_shoggoth_special_strike() {
    for (dice, expected) in [([6u8, 6, 1], 3u8), ([2, 2, 2], 0)] {
        let mut s = game(2, "cthulhu", false);
        open(
            &mut s,
            &[
                "start",
                "b",
                "d",
                "raid-b",
                "raid-c",
                "raid-e",
                "deep-one-1",
                "deep-one-2",
                "shoggoth",
                "f",
                "g",
            ],
        );
        s.shoggoth = Some(ZELDA);
        acolytes(&mut s, ZELDA, 6, 0, 0);
        holdings(&mut s, ZELDA, res(5, 0, 0, 0, 0));
        holdings(&mut s, FRANK, res(0, 2, 2, 2, 0));
        turn(&mut s, FRANK);
        s.rng_mut().rig_dice(dice);
        let events = place_node(&mut s, FRANK, Cultist::Priest, Space::Hex, "final");
        let total: u8 = dice.iter().sum();
        assert!(defended(&events).contains(&(ZELDA, total)));
        act(&mut s, ZELDA, Action::SacrificeShoggoth);
        assert_eq!(s.shoggoth, None, "back on the cult board");
        let left = s.raid.as_ref().map_or(0, |r| r.players[ZELDA as usize].strength);
        assert_eq!(left, expected);
    }
}

#[test]
fn derived_37_escape_and_rescue_flow() {
    let mut s = game(2, "cthulhu", false);
    s.round = 4;
    holdings(&mut s, ZELDA, res(2, 2, 0, 0, 0));
    acolytes(&mut s, ZELDA, 1, 2, 0);
    let kingsport = match town("kingsport") {
        Space::Town(k) => k,
        _ => unreachable!(),
    };
    for i in 0..3 {
        s.placed.push(Placed { seat: ZELDA, cultist: Cultist::Acolyte, spot: Spot::Town(kingsport + i) });
    }
    place(&mut s, ZELDA, Cultist::Priest, priest_space("rescue"));
    assert_eq!((s.players[0].asylum, s.players[0].escape), (1, 1));
    place(&mut s, FRANK, Cultist::Acolyte, town("dunwich"));
    place(&mut s, ZELDA, Cultist::Acolyte, priest_space("escape"));
    assert_eq!((s.players[0].escape, s.players[0].holdings().treasure), (2, 1));
    open(&mut s, &["start"]);
    holdings(&mut s, FRANK, res(0, 0, 0, 1, 0));
    s.rng_mut().rig_dice([6]);
    let events = place_node(&mut s, FRANK, Cultist::Priest, Space::Hex, "raid-b");
    assert!(defended(&events).contains(&(ZELDA, 3)));
    let strikes: Vec<Action> =
        legal(&s, ZELDA).into_iter().filter(|a| matches!(a, Action::Strike(_))).collect();
    assert!(strikes.iter().all(|a| matches!(a, Action::Strike(AcolyteFrom::Spot(Spot::Town(_))))));
    let mut rest = Vec::new();
    play_until_round(&mut s, 5, &mut rest);
    let zelda = &s.players[ZELDA as usize];
    assert_eq!(zelda.escape, 0);
    assert!(zelda.priest_in_pool && zelda.pool >= 2);
}

#[test]
fn derived_38_last_elder_sign_ends_the_game_at_once() {
    let mut s = game(2, "cthulhu", false);
    let all: Vec<&str> = s.cult().nodes.iter().map(|n| n.id).filter(|&id| id != "raid-e").collect();
    open(&mut s, &all);
    holdings(&mut s, ZELDA, Res::ZERO);
    holdings(&mut s, FRANK, res(0, 0, 2, 1, 0));
    turn(&mut s, FRANK);
    s.rng_mut().rig_dice([6, 6]);
    let events = place_node(&mut s, FRANK, Cultist::Acolyte, Space::Hex, "raid-e");
    assert_eq!(s.over, Some(End::LastElderSign));
    assert!(raid_strengths(&events).is_empty(), "the raid is not rolled");
    assert_eq!(s.rng_mut().rigged_len(), 2);
    let Some(Outcome::Ranked { scores, .. }) = EvilPriest::outcome(&s) else { panic!("no outcome") };
    assert_eq!(scores[FRANK as usize], 10 + 5, "the Elder Sign plus the treasure majority");
    assert!(legal(&s, ZELDA).is_empty() && legal(&s, FRANK).is_empty());
}

#[test]
fn derived_config_errors_name_the_field() {
    let bad = |options: Options| EvilPriest::config(&options).expect_err("bad config").to_string();
    assert_eq!(bad(Options::players(6)), "players: 6 is not allowed; this game takes 2 to 5");
    assert_eq!(
        bad(Options::players(3).with("cult", "sleeper")),
        "option `cult`: \"sleeper\" needs expansion=blood-ceremony"
    );
    assert_eq!(
        bad(Options::players(3).with("expansion", "yes")),
        "option `expansion`: `yes` is not one of none, blood-ceremony"
    );
    assert!(
        bad(Options::players(3).with("cult", "hastur")).starts_with("option `cult`: `hastur` is not one of")
    );
    assert_eq!(
        bad(Options::players(3).with("max-round", "9")),
        "option `max-round`: unknown option (did you mean `max-rounds`?)"
    );
}

#[test]
fn derived_every_content_hook_is_declared_and_named_as_written() {
    // An unimplemented hook does not compile (the engine matches every `Hook`); here the
    // declarations: each `[[hook]]` names a hook the cards use, under the name the TOML writes.
    let used: Vec<data::Hook> = data::PRIESTS
        .iter()
        .flat_map(|card| card.effects)
        .chain(data::INVESTIGATORS.iter().flat_map(|card| card.post_raid))
        .filter_map(|effect| match effect {
            data::Effect::Custom(hook) => Some(*hook),
            _ => None,
        })
        .collect();
    assert!(!used.is_empty());
    for hook in &used {
        assert!(data::HOOKS.iter().any(|def| def.name == *hook), "{} is used but not declared", hook.name());
    }
    let names: Vec<&str> = data::HOOKS.iter().map(|def| def.name.name()).collect();
    assert_eq!(names, ["federal-agent", "john-scott", "shan-queen"]);
}

/// Index of an Avatar card by slug.
fn avatar(slug: &str) -> usize {
    data::AVATARS.iter().position(|a| a.id.ends_with(slug)).expect("avatar")
}

#[test]
fn derived_39_howler_frees_a_worshipper_in_preparation() {
    let mut s = chaos(2, 0);
    s.avatars[avatar("howler")] = Some(ZELDA);
    s.azathoth[FRANK as usize] = 1;
    s.players[FRANK as usize].asylum = 3;
    let mut events = Vec::new();
    play_until_round(&mut s, 2, &mut events);
    assert_eq!(s.azathoth.to_vec(), vec![0, 0]);
    assert!(gains(&events, ZELDA).contains(&res(0, 0, 1, 0, 0)));
    invariants(&s);
}

#[test]
fn derived_40_bloated_woman_starts_a_ritual_from_azathoth() {
    let mut s = chaos(2, 1);
    s.avatars[avatar("bloated-woman")] = Some(ZELDA);
    s.players[ZELDA as usize].asylum = 3;
    let mut events = Vec::new();
    play_until_round(&mut s, 2, &mut events);
    assert_eq!(s.azathoth[ZELDA as usize], 0);
    assert!(s.placed.contains(&Placed {
        seat: ZELDA,
        cultist: Cultist::Acolyte,
        spot: Spot::Ritual { track: 0, step: 0 }
    }));
    invariants(&s);
}

#[test]
fn derived_41_dark_pharaoh_and_haunter() {
    let mut s = chaos(2, 0);
    s.avatars[avatar("dark-pharaoh")] = Some(ZELDA);
    s.avatars[avatar("haunter")] = Some(ZELDA);
    let mut events = Vec::new();
    play_until_round(&mut s, 2, &mut events);
    assert_eq!(s.azathoth[FRANK as usize], 1, "one of Frank's pool acolytes went to Azathoth");
    assert!(gains(&events, ZELDA).contains(&data::AVATARS[avatar("dark-pharaoh")].reward));
    assert_eq!(s.players[ZELDA as usize].monsters(), 1, "the Haunter gives a monster to a player with none");
    invariants(&s);
}

#[test]
fn derived_42_sleeper_block_skulk_claims_its_ritual() {
    let mut s = game(2, "sleeper", true);
    open(&mut s, &["start", "ritual-skulk", "dream", "flex-skulk", "hoard", "block-skulk"]);
    s.first_raid_done = true;
    holdings(&mut s, ZELDA, res(4, 0, 0, 0, 0));
    holdings(&mut s, FRANK, res(4, 0, 0, 0, 0));
    for seat in [ZELDA, FRANK] {
        acolytes(&mut s, seat, 1, 4, 1);
    }
    turn(&mut s, FRANK);
    place_node(&mut s, FRANK, Cultist::Acolyte, Space::CultAction, "ritual-skulk");
    place_node(&mut s, ZELDA, Cultist::Acolyte, Space::CultAction, "block-skulk");
    // Only the priests remain.
    place(&mut s, FRANK, Cultist::Priest, town("dunwich"));
    place(&mut s, ZELDA, Cultist::Priest, town("boston"));
    // The Block Skulk resolves first although Frank placed first.
    assert_eq!(acting(&s), vec![ZELDA]);
    let red = ritual("red-sign");
    act(&mut s, ZELDA, Action::SkulkTo { space: Space::Ritual(red), pay: Pay::default() });
    assert_eq!(acting(&s), vec![FRANK]);
    let options = legal(&s, FRANK);
    assert!(
        !options.iter().any(|a| matches!(a, Action::SkulkTo { space: Space::Ritual(r), .. } if *r == red))
    );
    assert!(options.iter().any(|a| matches!(a, Action::SkulkTo { space: Space::Ritual(_), .. })));
    let mut events = act(&mut s, FRANK, Action::StaySkulk);
    play_until_round(&mut s, 2, &mut events);
    // The skulked ritual advanced in the same Preparation phase.
    assert!(gains(&events, ZELDA).contains(&res(0, 6, 0, 0, 0)));
    assert!(s.placed.contains(&Placed {
        seat: ZELDA,
        cultist: Cultist::Acolyte,
        spot: Spot::Ritual { track: red, step: 1 }
    }));
    invariants(&s);
}

#[test]
fn derived_43_sleeper_hoard_needs_a_skulker() {
    let mut s = game(2, "sleeper", true);
    open(&mut s, &["start", "ritual-skulk", "raid-a", "hoard"]);
    let hoard = node(&s, "hoard");
    assert!(placement(&s, ZELDA, Cultist::Priest, Space::CultAction(hoard)).is_none());
    place(&mut s, ZELDA, Cultist::Acolyte, town("skulk"));
    place(&mut s, FRANK, Cultist::Acolyte, town("kingsport"));
    let treasure = s.players[ZELDA as usize].holdings().treasure;
    place(&mut s, ZELDA, Cultist::Priest, Space::CultAction(hoard));
    assert_eq!(s.players[ZELDA as usize].holdings().treasure, treasure + 4);
}

#[test]
fn derived_44_opener_requirements_evolution_and_stand_in_books() {
    let mut s = game(2, "opener", true);
    s.investigator_deck.display = vec![Some(investigator("occultist")); 3].into();
    let circle = node(&s, "circle");
    holdings(&mut s, ZELDA, res(0, 2, 2, 0, 0));
    assert!(placement(&s, ZELDA, Cultist::Acolyte, Space::Hex(circle)).is_none(), "needs a Mutant");
    s.players[ZELDA as usize].asylum -= 1;
    s.players[ZELDA as usize].evolution = [1, 0, 0];
    s.rng_mut().rig_dice([1, 1, 1]);
    let mut events = place(&mut s, ZELDA, Cultist::Acolyte, Space::Hex(circle));
    continue_raid_except(&mut s, &[], &mut events);
    assert_eq!(s.players[ZELDA as usize].evolution, [0, 1, 0], "the Mutant evolved");
    assert!(defended(&events).contains(&(ZELDA, 0)), "asylum 3 + Abomination 3 absorb the 2d6 of 2");
    // The Abomination pays for the Forbidden Library's spellbook.
    turn(&mut s, ZELDA);
    let library = node(&s, "library");
    let pay = Pay { books: [1, 0], ..Pay::default() };
    let asylum = s.players[ZELDA as usize].asylum;
    act(&mut s, ZELDA, place_paying(Cultist::Acolyte, Space::Hex(library), pay));
    let zelda = &s.players[ZELDA as usize];
    assert_eq!(zelda.evolution, [0, 0, 0]);
    assert_eq!(zelda.asylum, asylum + 1, "the discarded Abomination goes back to the asylum");
    assert_eq!(zelda.holdings().elder_sign, 2);
}

#[test]
fn derived_45_views_hide_deck_order_only() {
    let s = game(3, "cthulhu", true);
    let mut other = s.clone();
    other.chamber_deck.pile_mut().deck.bottom_up_mut().reverse();
    assert_eq!(EvilPriest::view(&s, Seat(0)), EvilPriest::view(&other, Seat(0)));
    other.players[1].exposed.treasure += 1;
    assert_ne!(EvilPriest::view(&s, Seat(0)), EvilPriest::view(&other, Seat(0)));
    let text = EvilPriest::render_view(&EvilPriest::view(&s, Seat(0)), tabletop_core::Lang::Ru);
    assert!(text.starts_with("Великий Ктулху"), "{text}");
}

#[test]
fn derived_47_actions_and_events_read_in_english_and_russian() {
    let mut s = game(2, "cthulhu", false);
    let action = placement(&s, ZELDA, Cultist::Acolyte, town("kingsport")).expect("Kingsport is open");
    assert_eq!(
        EvilPriest::describe_action(&s, &action, tabletop_core::Lang::En),
        "place acolyte → Kingsport"
    );
    assert_eq!(
        EvilPriest::describe_action(&s, &action, tabletop_core::Lang::Ru),
        "поставить аколита → Кингспорт"
    );
    let events = act(&mut s, ZELDA, action);
    let lines: Vec<String> =
        events.iter().map(|e| EvilPriest::describe_event(&s, e, tabletop_core::Lang::Ru)).collect();
    assert_eq!(lines, vec!["Игрок 1 ставит аколита → Кингспорт", "Игрок 1 получает 3 С"]);
}

#[test]
fn derived_46_rescue_needs_someone_to_rescue_only_where_it_is_the_point() {
    let mut s = game(2, "cthulhu", false);
    acolytes(&mut s, ZELDA, 6, 0, 0);
    holdings(&mut s, ZELDA, res(2, 2, 0, 0, 1));
    assert!(placement(&s, ZELDA, Cultist::Priest, priest_space("rescue")).is_none(), "A19: empty asylum");
    place(&mut s, ZELDA, Cultist::Acolyte, town("arkham"));
    let zelda = &s.players[ZELDA as usize];
    assert_eq!((zelda.holdings(), zelda.escape), (res(5, 4, 1, 0, 0), 0), "A17: the rescue gives nothing");
}
