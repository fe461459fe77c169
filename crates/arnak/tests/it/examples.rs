//! Every worked example (E1–E30) and derived case (D1–D20) of `examples/arnak.md`, one test
//! each, named after it. Each test rigs the state with `arnak::testing`, drives the engine
//! through the public `Game` API and checks the numbers the example gives. Where an example
//! uses a *fixture* value, the test uses the value of the content (`content/data/arnak/*.toml`)
//! and says so.

use arnak::state::{Assistant, Occupant, Phase, Prompt};
use arnak::testing::*;
use arnak::{Action, Arnak, CardId, Event, Icons, Marker, Pos, Side, State, TravelPlan};
use content::arnak::{GUARDIANS, IDOLS, PLAYER_BOARD, Res, RowKind};
use tabletop_core::{Game, Outcome, Seat, SeatSet};

use crate::support::*;

// ---------------------------------------------------------------------------------------------
// Helpers

/// Resources by amount: `{coin, compass, tablet, arrowhead, jewel}`.
fn r(coin: u8, compass: u8, tablet: u8, arrowhead: u8, jewel: u8) -> Res {
    Res { coin, compass, tablet, arrowhead, jewel }
}

/// A travel plan paying with these cards from hand.
fn with_cards(cards: &[CardId]) -> TravelPlan {
    let mut sorted = cards.to_vec();
    sorted.sort();
    let mut plan = TravelPlan::default();
    for (i, c) in sorted.into_iter().enumerate() {
        plan.cards[i] = Some(c);
    }
    plan
}

/// Checks a refusal (state unchanged) and that its message mentions `reason`.
fn refused(s: &mut State, seat: u8, action: Action, reason: &str) -> String {
    let message = refuse(s, seat, action);
    assert!(message.contains(reason), "the refusal {message:?} should mention {reason:?}");
    message
}

fn idol(id: &str) -> u8 {
    IDOLS.iter().position(|i| i.id == id).unwrap_or_else(|| panic!("no idol {id}")) as u8
}

/// Puts idol `id` face up (or face down) on a spot, swapping it with whatever was there.
fn put_idol(s: &mut State, site: u8, up: bool, id: &str) {
    let want = idol(id);
    let old = if up { s.sites[usize::from(site)].idol_up } else { *s.sites[usize::from(site)].idol_down() };
    if old == Some(want) {
        return;
    }
    let mut placed = false;
    for other in s.sites.iter_mut() {
        if !placed && other.idol_up == Some(want) {
            other.idol_up = old;
            placed = true;
        }
        if !placed && *other.idol_down() == Some(want) {
            *other.idol_down_mut() = old;
            placed = true;
        }
    }
    if !placed {
        assert!(s.idol_exile_mut().remove_item(&want), "idol {id} is neither on a spot nor exiled");
        if let Some(o) = old {
            s.idol_exile_mut().push(o);
        }
    }
    let site = &mut s.sites[usize::from(site)];
    if up {
        site.idol_up = Some(want);
    } else {
        *site.idol_down_mut() = Some(want);
    }
    Arnak::check_invariants(s).unwrap();
}

/// Moves a spot's face-down idol to the exile.
fn remove_down_idol(s: &mut State, site: u8) {
    if let Some(i) = s.sites[usize::from(site)].idol_down_mut().take() {
        s.idol_exile_mut().push(i);
    }
}

/// Puts a site tile on top of its level's stack.
fn site_tile_on_top(s: &mut State, tile: &str) -> u8 {
    let t = site_tile(tile);
    for stack in s.site_stacks_mut().iter_mut() {
        if stack.remove_item(&t) {
            stack.push(t);
            return t;
        }
    }
    panic!("site tile {tile} is not in a stack");
}

/// Applies a listed action and adds its events to `log`.
fn act_ev(s: &mut State, seat: u8, action: Action, log: &mut Vec<Event>) {
    log.extend(act(s, seat, action));
}

/// Ends the current round: every player still in passes, every hand is kept.
fn finish_round(s: &mut State) -> Vec<Event> {
    let round = s.round;
    let mut log = Vec::new();
    while s.round == round && s.phase == Phase::Turn {
        let seat = s.current;
        settle(s, seat);
        if !s.turn.main_used {
            act_ev(s, seat, Action::Pass, &mut log);
        }
        act_ev(s, seat, Action::EndTurn, &mut log);
    }
    while s.phase == Phase::HandDiscard {
        let seat = s.current;
        act_ev(s, seat, Action::KeepHand, &mut log);
    }
    log
}

fn fear_events(log: &[Event], seat: u8) -> usize {
    log.iter().filter(|e| matches!(e, Event::GainedFear { seat: s, .. } if *s == seat)).count()
}

fn winners(s: &State) -> SeatSet {
    match Arnak::outcome(s) {
        Some(Outcome::Ranked { winners, .. }) => winners,
        other => panic!("{other:?}"),
    }
}

fn some(ids: &[&str]) -> Vec<Option<CardId>> {
    ids.iter().map(|id| Some(card(id))).collect()
}

fn row_of(ids: [&str; 6]) -> [Option<CardId>; 6] {
    ids.map(|id| Some(card(id)))
}

/// Removes the Rival's archaeologists from the map (solo setup may have placed one).
fn clear_rival_sites(s: &mut State) {
    for site in s.sites.iter_mut() {
        for space in site.spaces.iter_mut() {
            if *space == Occupant::Rival {
                *space = Occupant::Free;
            }
        }
    }
    s.rival.as_mut().unwrap().archaeologists = 6;
}

/// Solo: seat 0 takes a main action that leaves the map and the row alone (Horse: draw 1,
/// +1 coin, +1 compass) and ends the turn; the Rival then takes exactly one turn.
fn solo_turn(s: &mut State) -> Vec<Event> {
    assert_eq!((s.current, s.phase), (0, Phase::Turn));
    let horse = card("arnak/item/horse");
    set_hand(s, 0, &[horse]);
    act(s, 0, Action::Play { card: horse });
    settle(s, 0);
    act(s, 0, Action::EndTurn)
}

const FEAR: &str = "arnak/fear/fear";
const FUNDING_CAR: &str = "arnak/basic/funding-car";
const FUNDING_SHIP: &str = "arnak/basic/funding-ship";
const EXPLORATION_CAR: &str = "arnak/basic/exploration-car";

// ---------------------------------------------------------------------------------------------
// Part 1: examples from the rulebook

/// E1 as a function: the state after Red (seat 0) dug at space A of the "2 coins" camp.
fn e01_state() -> State {
    let mut s = new_game(4, Side::Bird, 1);
    begin_turn(&mut s, 0);
    // The travel card is Funding (a car, worth 1 boot here), whose ⚡ effect would give a coin.
    let funding = card(FUNDING_CAR);
    let exploration = card(EXPLORATION_CAR);
    set_hand(&mut s, 0, &[funding, exploration]);
    set_play(&mut s, 0, &[]);
    set_resources(&mut s, 0, r(2, 0, 0, 0, 0));
    let camp = site_index(&s, "camp/coins");
    assert_eq!(s.space_travel(camp, 0), Icons { boot: 1, ..Icons::NONE });
    assert_eq!(s.space_travel(camp, 1), Icons { boot: 2, ..Icons::NONE });
    act(&mut s, 0, Action::Dig { site: camp, space: 0 });
    act(&mut s, 0, Action::Travel(with_cards(&[funding])));
    s
}

#[test]
fn example_e01_dig_at_a_base_camp_site() {
    let mut s = e01_state();
    let camp = site_index(&s, "camp/coins");
    let p = &s.players[0];
    assert_eq!(p.play.as_slice(), &[card(FUNDING_CAR)], "the card lies face up in the play area");
    assert_eq!(s.sites[usize::from(camp)].spaces[0], Occupant::Player(0));
    assert_eq!(p.res, r(4, 0, 0, 0, 0), "the camp's 2 coins, not Funding's coin");
    assert_eq!(p.archaeologists, 1);
    assert!(s.turn.main_used);
    assert_eq!(s.prompt, None);
    refused(&mut s, 0, Action::Pass, "already taken your main action");
    // Free actions are still allowed: Exploration gives its compass.
    act(&mut s, 0, Action::Play { card: card(EXPLORATION_CAR) });
    assert_eq!(s.players[0].res, r(4, 1, 0, 0, 0));
}

#[test]
fn example_e02_the_second_space_of_that_site_a_full_site() {
    let camp;
    let fear = card(FEAR);
    // (a) Blue (seat 1) with one 1-boot card cannot reach space B.
    {
        let mut s = e01_state();
        camp = site_index(&s, "camp/coins");
        act(&mut s, 0, Action::EndTurn);
        assert_eq!(s.current, 1);
        set_hand(&mut s, 1, &[fear]);
        set_resources(&mut s, 1, Res::ZERO);
        assert!(!legal(&s, 1).iter().any(|a| matches!(a, Action::Dig { site, .. } if *site == camp)));
        refused(
            &mut s,
            1,
            Action::Dig { site: camp, space: 1 },
            "needs 2 boots; you can provide only 1 boot",
        );
        refused(&mut s, 1, Action::Dig { site: camp, space: 0 }, "occupied");
        // Two 1-icon cards, one 2-icon card, or planes pay it.
        let pan = card("arnak/item/gold-pan");
        set_hand(&mut s, 1, &[fear, fear, pan]);
        set_resources(&mut s, 1, r(4, 0, 0, 0, 0));
        act(&mut s, 1, Action::Dig { site: camp, space: 1 });
        let options = plans(&s, 1);
        assert!(options.contains(&with_cards(&[fear, fear])), "{options:?}");
        assert!(options.contains(&with_cards(&[pan])), "{options:?}");
        assert!(options.contains(&TravelPlan { charter: 2, ..TravelPlan::default() }), "{options:?}");
        act(&mut s, 1, Action::Travel(with_cards(&[fear, fear])));
        assert_eq!(s.players[1].res, r(6, 0, 0, 0, 0), "Blue gains 2 coins");
        assert_eq!(s.sites[usize::from(camp)].spaces[1], Occupant::Player(1));
    }
    // (b) On Red's next turn B is still free: Red pays 2 boots.
    let mut s = e01_state();
    act(&mut s, 0, Action::EndTurn);
    for seat in 1..4 {
        assert_eq!(s.current, seat);
        act(&mut s, seat, Action::Pass);
        act(&mut s, seat, Action::EndTurn);
    }
    assert_eq!(s.current, 0, "Red's next turn");
    set_hand(&mut s, 0, &[fear, fear]);
    act(&mut s, 0, Action::Dig { site: camp, space: 1 });
    act(&mut s, 0, Action::Travel(with_cards(&[fear, fear])));
    assert_eq!(s.sites[usize::from(camp)].spaces[1], Occupant::Player(0));
    assert_eq!(s.players[0].res.coin, 6, "2 more coins");
    assert_eq!(s.players[0].archaeologists, 0);
    // (c) Both spaces occupied: nobody may dig there.
    act(&mut s, 0, Action::EndTurn);
    begin_turn(&mut s, 2);
    set_hand(&mut s, 2, &[fear, fear, fear]);
    for space in 0..2 {
        refused(&mut s, 2, Action::Dig { site: camp, space }, "occupied");
    }
}

#[test]
fn example_e03_fear_card_used_for_travel() {
    let mut s = new_game(4, Side::Bird, 3);
    begin_turn(&mut s, 2);
    let fear = card(FEAR);
    set_hand(&mut s, 2, &[fear]);
    set_resources(&mut s, 2, Res::ZERO);
    let camp = site_index(&s, "camp/compasses");
    act(&mut s, 2, Action::Dig { site: camp, space: 0 });
    act(&mut s, 2, Action::Travel(with_cards(&[fear])));
    assert_eq!(s.players[2].play.as_slice(), &[fear]);
    assert_eq!(s.sites[usize::from(camp)].spaces[0], Occupant::Player(2));
    assert_eq!(s.players[2].res, r(0, 2, 0, 0, 0), "the site's 2 compasses");
}

#[test]
fn example_e04_refilling_the_card_row_after_buying_an_item() {
    let mut s = two_player(Side::Bird);
    s.round = 2;
    // I4 = Dog, cost 3 coins (items.toml).
    set_row(
        &mut s,
        row_of([
            "arnak/artifact/treasure-chest",
            "arnak/artifact/mortar",
            "arnak/item/hat",
            "arnak/item/dog",
            "arnak/item/rope",
            "arnak/item/torch",
        ]),
    );
    set_deck_top(&mut s, RowKind::Item, &[card("arnak/item/axe")]);
    begin_turn(&mut s, 1);
    set_resources(&mut s, 1, r(5, 0, 0, 0, 0));
    act(&mut s, 1, Action::Buy { slot: 3 });
    assert_eq!(s.players[1].res, r(2, 0, 0, 0, 0));
    assert_eq!(s.players[1].deck().first(), Some(&card("arnak/item/dog")), "the bottom card of the deck");
    assert_eq!(s.row[3], None, "refilled only at the end of the turn");
    act(&mut s, 1, Action::EndTurn);
    assert_eq!(
        s.row.to_vec(),
        some(&[
            "arnak/artifact/treasure-chest",
            "arnak/artifact/mortar",
            "arnak/item/hat",
            "arnak/item/rope",
            "arnak/item/torch",
            "arnak/item/axe",
        ])
    );
}

#[test]
fn example_e05_refilling_after_buying_an_artifact() {
    let mut s = two_player(Side::Bird);
    s.round = 2;
    // A2 = War Mask, cost 3 compasses (artifacts.toml).
    let items = ["arnak/item/hat", "arnak/item/dog", "arnak/item/rope", "arnak/item/torch"];
    set_row(
        &mut s,
        row_of([
            "arnak/artifact/treasure-chest",
            "arnak/artifact/war-mask",
            items[0],
            items[1],
            items[2],
            items[3],
        ]),
    );
    set_deck_top(&mut s, RowKind::Artifact, &[card("arnak/artifact/stone-jar")]);
    begin_turn(&mut s, 1);
    set_resources(&mut s, 1, r(0, 4, 0, 0, 0));
    act(&mut s, 1, Action::Buy { slot: 1 });
    assert_eq!(s.prompt, Some(Prompt::UseArtifact { card: card("arnak/artifact/war-mask") }));
    act(&mut s, 1, Action::Decline);
    assert!(s.players[1].play.contains(&card("arnak/artifact/war-mask")));
    assert_eq!(s.row[1], None, "refilled only at the end of the turn");
    assert_eq!(s.players[1].res, r(0, 1, 0, 0, 0));
    act(&mut s, 1, Action::EndTurn);
    assert_eq!(
        s.row.to_vec(),
        some(&[
            "arnak/artifact/stone-jar",
            "arnak/artifact/treasure-chest",
            items[0],
            items[1],
            items[2],
            items[3]
        ])
    );
}

#[test]
fn example_e06_playing_the_parrot() {
    let mut s = two_player(Side::Bird);
    let parrot = card("arnak/item/parrot");
    let funding = card(FUNDING_CAR);
    let x = card(EXPLORATION_CAR);
    let y = card("arnak/item/hat");
    set_hand(&mut s, 0, &[parrot, funding, x, y]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Play { card: parrot });
    act(&mut s, 0, Action::Discard { card: funding });
    let p = &s.players[0];
    assert!(p.play.contains(&parrot) && p.play.contains(&funding));
    assert_eq!(p.res, r(0, 0, 0, 0, 1), "Funding's coin is not gained");
    assert!(s.turn.main_used);
    let camp = site_index(&s, "camp/coins");
    refused(&mut s, 0, Action::Dig { site: camp, space: 0 }, "already taken your main action");
    refused(&mut s, 0, Action::Pass, "already taken your main action");
    // A free card is still allowed before the turn passes.
    act(&mut s, 0, Action::Play { card: x });
    assert_eq!(s.players[0].res, r(0, 1, 0, 0, 1));
    act(&mut s, 0, Action::EndTurn);
    assert_eq!(s.current, 1);
}

#[test]
fn example_e07_which_research_moves_are_legal() {
    // The Bird track matches the fixture: 1a, 1b; 2a, 2b; start→1a, start→1b, 1a→2a, 1a→2b, 1b→2b.
    let mut s = new_game(3, Side::Bird, 3);
    for seat in 0..3 {
        set_resources(&mut s, seat, plenty());
    }
    let (s1a, s1b, s2a, s2b) = (0u8, 1u8, 2u8, 3u8);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(s1a)); // Blue
    set_marker(&mut s, 1, Marker::Magnifier, Pos::Space(s1b)); // Red
    let dests = |s: &State, seat: u8, marker: Marker| -> Vec<Option<u8>> {
        legal(s, seat)
            .into_iter()
            .filter_map(|a| match a {
                Action::Research { marker: m, to } if m == marker => Some(to),
                _ => None,
            })
            .collect()
    };
    begin_turn(&mut s, 0);
    assert_eq!(dests(&s, 0, Marker::Magnifier), vec![Some(s2a), Some(s2b)]);
    assert_eq!(dests(&s, 0, Marker::Notebook), vec![Some(s1a), Some(s1b)]);
    begin_turn(&mut s, 1);
    assert_eq!(dests(&s, 1, Marker::Magnifier), vec![Some(s2b)]);
    assert_eq!(dests(&s, 1, Marker::Notebook), vec![Some(s1a), Some(s1b)]);
    refused(&mut s, 1, Action::Research { marker: Marker::Magnifier, to: Some(s2a) }, "not connected");
    begin_turn(&mut s, 2);
    assert_eq!(dests(&s, 2, Marker::Magnifier), vec![Some(s1a), Some(s1b)]);
    assert_eq!(dests(&s, 2, Marker::Notebook), vec![]);
    for to in [s1a, s1b] {
        refused(
            &mut s,
            2,
            Action::Research { marker: Marker::Notebook, to: Some(to) },
            "notebook may not go above your magnifying glass",
        );
    }
}

#[test]
fn example_e08_research_pay_then_bonus_tile_then_level_effect() {
    let mut s = two_player(Side::Bird);
    let (s1a, s1b, s2b) = (0u8, 1u8, 3u8);
    // Fixture bonus "+2 coins": the content's coin tile gives 1 coin.
    let tile = bonus_tile("arnak/bonus/coin-1");
    set_bonus(&mut s, usize::from(s2b), &[tile]);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(s1b));
    let go = Action::Research { marker: Marker::Magnifier, to: Some(s2b) };
    // Negative: the link costs 1 tablet and 1 arrowhead; paying comes before any reward.
    set_resources(&mut s, 0, r(0, 0, 1, 0, 0));
    refused(&mut s, 0, go, "this research costs");
    set_resources(&mut s, 0, r(0, 0, 1, 1, 0));
    act(&mut s, 0, go);
    assert_eq!(s.prompt, Some(Prompt::Reward { space: s2b, marker: Marker::Magnifier }));
    act(&mut s, 0, Action::Bonus { tile });
    assert_eq!(s.players[0].res, r(1, 1, 0, 0, 0), "bonus coin, then the level's compass");
    assert!(s.bonus[usize::from(s2b)].is_empty(), "the bonus tile is gone");
    assert!(s.bonus_used.contains(&tile));
    assert_eq!(s.players[0].magnifier, Pos::Space(s2b));
    act(&mut s, 0, Action::EndTurn);
    // Blue arrives later: level effect, no bonus.
    set_marker(&mut s, 1, Marker::Magnifier, Pos::Space(s1a));
    set_resources(&mut s, 1, r(0, 0, 1, 1, 0));
    act(&mut s, 1, go);
    assert_eq!(s.prompt, None);
    assert_eq!(s.players[1].res, r(0, 1, 0, 0, 0));
    assert_eq!(s.players[1].magnifier, Pos::Space(s2b));
}

#[test]
fn example_e09_notebook_joins_the_magnifiers_space_and_gains_an_assistant() {
    let mut s = two_player(Side::Bird);
    begin_turn(&mut s, 1);
    let s1a = 0u8;
    set_marker(&mut s, 1, Marker::Magnifier, Pos::Space(s1a));
    // Fixture link cost {tablet:1}; the content's start→1a costs 1 compass and 1 arrowhead.
    set_resources(&mut s, 1, r(0, 1, 0, 1, 0));
    let stacks = *s.assistant_stacks();
    let s2 = *stacks[1].last().unwrap();
    act(&mut s, 1, Action::Research { marker: Marker::Notebook, to: Some(s1a) });
    assert_eq!(s.prompt, Some(Prompt::GainAssistant));
    act(&mut s, 1, Action::TakeAssistant { stack: 1 });
    let p = &s.players[1];
    assert_eq!(p.res, Res::ZERO);
    assert_eq!((p.notebook, p.magnifier), (Pos::Space(s1a), Pos::Space(s1a)));
    assert_eq!(p.assistants.as_slice(), &[Assistant { id: s2, gold: false, exhausted: false }]);
    let below = stacks[1].as_slice()[stacks[1].len() - 2];
    assert_eq!(s.assistant_stacks()[1].last(), Some(&below), "the next tile is the visible top");
    assert_eq!((s.assistant_stacks()[0], s.assistant_stacks()[2]), (stacks[0], stacks[2]));
}

#[test]
fn example_e10_upgrading_an_exhausted_assistant_refreshes_it() {
    let mut s = two_player(Side::Bird);
    begin_turn(&mut s, 1);
    // X: silver "gain 1 compass", gold "gain 2 compasses" (assistants.toml).
    let x = assistant("arnak/assistant/compass");
    give_assistant(&mut s, 1, x, false, false);
    // The Bird board upgrades at notebook level 3 (fixture: level 2): notebook 2a → 3a, which
    // costs 2 tablets and 1 arrowhead; the magnifier waits on 3a.
    let (s2a, s3a) = (2u8, 4u8);
    set_marker(&mut s, 1, Marker::Notebook, Pos::Space(s2a));
    set_marker(&mut s, 1, Marker::Magnifier, Pos::Space(s3a));
    set_resources(&mut s, 1, r(0, 0, 2, 1, 0));
    act(&mut s, 1, Action::UseAssistant { slot: 0 });
    assert_eq!(s.players[1].res.compass, 1);
    assert!(s.players[1].assistants.as_slice()[0].exhausted);
    act(&mut s, 1, Action::Research { marker: Marker::Notebook, to: Some(s3a) });
    assert_eq!(s.prompt, Some(Prompt::UpgradeAssistant));
    act(&mut s, 1, Action::Assistant { slot: 0 });
    assert_eq!(s.players[1].res, r(0, 1, 0, 0, 0));
    assert_eq!(s.players[1].assistants.as_slice(), &[Assistant { id: x, gold: true, exhausted: false }]);
    // The gold effect, as a free action in the same turn.
    act(&mut s, 1, Action::UseAssistant { slot: 0 });
    assert_eq!(s.players[1].res.compass, 3);
}

#[test]
fn example_e11_card_row_at_the_end_of_round_i() {
    let mut s = two_player(Side::Bird);
    let items = ["arnak/item/hat", "arnak/item/dog", "arnak/item/rope", "arnak/item/torch", "arnak/item/axe"];
    set_row(
        &mut s,
        row_of(["arnak/artifact/treasure-chest", items[0], items[1], items[2], items[3], items[4]]),
    );
    set_deck_top(
        &mut s,
        RowKind::Artifact,
        &[card("arnak/artifact/stone-jar"), card("arnak/artifact/mortar")],
    );
    let item_deck = s.item_deck().len();
    finish_round(&mut s);
    assert_eq!(s.round, 2);
    assert!(s.artifact_exile.contains(&card("arnak/artifact/treasure-chest")));
    assert!(s.item_exile.contains(&card(items[0])));
    // A7 is dealt first at position 2, then A8 at position 1.
    assert_eq!(
        s.row.to_vec(),
        some(&["arnak/artifact/mortar", "arnak/artifact/stone-jar", items[1], items[2], items[3], items[4]])
    );
    assert_eq!(s.item_deck().len(), item_deck, "no new item is dealt");
}

#[test]
fn example_e12_card_row_at_the_end_of_round_ii() {
    let mut s = two_player(Side::Bird);
    s.round = 2;
    let items = ["arnak/item/hat", "arnak/item/dog", "arnak/item/rope", "arnak/item/torch"];
    let (p1, p2) = ("arnak/artifact/treasure-chest", "arnak/artifact/mortar");
    set_row(&mut s, row_of([p1, p2, items[0], items[1], items[2], items[3]]));
    let (n1, n2) = ("arnak/artifact/stone-jar", "arnak/artifact/war-mask");
    set_deck_top(&mut s, RowKind::Artifact, &[card(n1), card(n2)]);
    finish_round(&mut s);
    assert_eq!(s.round, 3);
    assert!(s.artifact_exile.contains(&card(p2)));
    assert!(s.item_exile.contains(&card(items[0])));
    // P1 slides to position 3; N1 then N2 are dealt at the outer edge (as E11).
    assert_eq!(s.row.to_vec(), some(&[n2, n1, p1, items[1], items[2], items[3]]));
}

#[test]
fn example_e13_final_score_sheet() {
    let mut s = two_player(Side::Bird);
    let fear = card(FEAR);
    // Mín (seat 0): research 24 = first in the temple (23) + notebook on level 2 (1), one 11-VP
    // temple tile, 3 idols in slots 1–3 (9 + 2 for the empty slot 4), cards worth 13, 4 Fear.
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Temple(0));
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(2));
    s.players[0].temple_tiles = [0, 0, 1];
    s.temple_stacks[5] -= 1;
    for slot in 0..3 {
        give_idol(&mut s, 0);
        slot_idol(&mut s, 0, slot);
    }
    set_hand(&mut s, 0, &[]);
    set_play(&mut s, 0, &[]);
    let min_cards = [
        "arnak/item/brush",
        "arnak/item/automobile",
        "arnak/item/steam-boat",
        "arnak/artifact/treasure-chest",
        "arnak/item/hat",
    ];
    let mut deck: Vec<CardId> = min_cards.iter().map(|c| card(c)).collect();
    assert_eq!(deck.iter().map(|c| i32::from(c.def().vp)).sum::<i32>(), 13);
    deck.extend([fear; 4]);
    set_deck(&mut s, 0, &deck);
    // Elwen (seat 1): research 14 = magnifier on level 6 (12) + notebook on level 3 (2), 2 idols
    // in the crates (6 + 7 for the four empty slots), 4 guardians, cards worth 7, no Fear.
    set_marker(&mut s, 1, Marker::Magnifier, Pos::Space(9));
    set_marker(&mut s, 1, Marker::Notebook, Pos::Space(4));
    give_idol(&mut s, 1);
    give_idol(&mut s, 1);
    for g in ["ship-a", "car-a", "plane-b", "upgrade-a"] {
        let id = guardian(&format!("arnak/guardian/{g}"));
        assert_eq!(GUARDIANS[usize::from(id)].vp, 5);
        give_guardian(&mut s, 1, id, false);
    }
    set_hand(&mut s, 1, &[]);
    set_play(&mut s, 1, &[]);
    let elwen = ["arnak/item/parrot", "arnak/item/torch", "arnak/item/axe", "arnak/item/journal"];
    set_deck(&mut s, 1, &elwen.map(card));
    Arnak::check_invariants(&s).unwrap();
    s.phase = Phase::Over;
    // The sheet's lines: research (both markers back to the start loses exactly that line), then
    // idols with the empty slots.
    let research = |s: &State, seat: u8| {
        let mut t = s.clone();
        set_marker(&mut t, seat, Marker::Magnifier, Pos::Start);
        set_marker(&mut t, seat, Marker::Notebook, Pos::Start);
        arnak::score(s, seat) - arnak::score(&t, seat)
    };
    assert_eq!((research(&s, 0), research(&s, 1)), (24, 14));
    let idols = |s: &State, seat: u8| {
        let mut t = s.clone();
        let p = &mut t.players[usize::from(seat)];
        p.idols_mut().clear();
        *p.slots_mut() = Default::default();
        // Without idols, every slot is empty ([1, 2, 2, 2]: 7).
        let empty: i32 = PLAYER_BOARD.idol_slot_vp.iter().map(|&v| i32::from(v)).sum();
        arnak::score(s, seat) - arnak::score(&t, seat) + empty
    };
    assert_eq!((idols(&s, 0), idols(&s, 1)), (11, 13));
    assert_eq!(arnak::score(&s, 0), 55);
    assert_eq!(arnak::score(&s, 1), 54);
    match Arnak::outcome(&s) {
        Some(Outcome::Ranked { scores, winners }) => {
            assert_eq!(scores, vec![55, 54]);
            assert_eq!(winners, SeatSet::single(Seat(0)));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn example_e14_temple_tile_costs() {
    let mut s = two_player(Side::Bird);
    assert_eq!(s.temple_stacks, [2; 6], "2 players: stacks of 2");
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Temple(0));
    // Foundations (board-bird.toml, fixture in the example): A = {coin:1, tablet:2},
    // B = {jewel:1}, C = {compass:1, arrowhead:1}. Enough for A+B and then A+B+C.
    set_resources(&mut s, 0, r(2, 1, 4, 1, 2));
    act(&mut s, 0, Action::TempleTile { stack: 3 });
    assert_eq!(s.players[0].res, r(1, 1, 2, 1, 1), "paid A + B");
    assert_eq!(s.players[0].temple_tiles, [0, 1, 0]);
    assert_eq!(s.temple_stacks[3], 1);
    act(&mut s, 0, Action::EndTurn);
    begin_turn(&mut s, 0);
    act(&mut s, 0, Action::TempleTile { stack: 5 });
    assert_eq!(s.players[0].res, Res::ZERO, "paid A + B + C");
    assert_eq!(s.players[0].temple_tiles, [0, 1, 1]);
    // Negative: an empty stack, and the right 2-VP stack (C) with only an arrowhead.
    begin_turn(&mut s, 0);
    set_resources(&mut s, 0, r(1, 0, 2, 0, 1));
    act(&mut s, 0, Action::TempleTile { stack: 3 });
    assert_eq!(s.temple_stacks[3], 0);
    begin_turn(&mut s, 0);
    set_resources(&mut s, 0, plenty());
    refused(&mut s, 0, Action::TempleTile { stack: 3 }, "that temple stack is empty");
    set_resources(&mut s, 0, r(0, 0, 0, 1, 0));
    refused(&mut s, 0, Action::TempleTile { stack: 2 }, "that temple tile costs");
}

#[test]
fn example_e15_snake_temple_paying_an_idol_and_rescuing_an_assistant() {
    let mut s = two_player(Side::Snake);
    let sailor = assistant("arnak/assistant/compass");
    let z = assistant("arnak/assistant/tablet");
    set_assistant_stack(&mut s, 3, &[z, sailor]);
    // 3a → 4a costs 1 idol; level 4 rescues an assistant (board-snake.toml).
    let (s3a, s4a) = (5u8, 7u8);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(s3a));
    set_resources(&mut s, 0, Res::ZERO);
    give_idol(&mut s, 0);
    slot_idol(&mut s, 0, 0);
    let go = Action::Research { marker: Marker::Magnifier, to: Some(s4a) };
    // Negative: the only idol is slotted.
    refused(&mut s, 0, go, "idol that is not in an idol slot");
    give_idol(&mut s, 0);
    let exiled = s.idol_exile().len();
    let slotted = s.players[0].slots()[0];
    act(&mut s, 0, go);
    assert_eq!(s.players[0].idols().len(), 0, "the unslotted idol is paid");
    assert_eq!(s.idol_exile().len(), exiled + 1);
    assert_eq!(s.players[0].slots()[0], slotted, "the slotted idol is untouched");
    assert_eq!(s.prompt, Some(Prompt::Rescue));
    let options = legal(&s, 0);
    assert!(
        options.contains(&Action::Rescue { assistant: sailor })
            && options.contains(&Action::Rescue { assistant: z })
    );
    act(&mut s, 0, Action::Rescue { assistant: sailor });
    assert_eq!(s.players[0].assistants.as_slice(), &[Assistant { id: sailor, gold: false, exhausted: true }]);
    assert_eq!(s.rescue_stack().as_slice(), &[z]);
    refused(&mut s, 0, Action::UseAssistant { slot: 0 }, "exhausted");
}

#[test]
fn example_e16_snake_temple_a_space_with_several_bonus_tiles() {
    let mut s = two_player(Side::Snake);
    let (s1b, s2b) = (1u8, 3u8);
    // Fixture T1 "+1 jewel", T2 "+2 coins": the content's tablet and coin tiles.
    let t1 = bonus_tile("arnak/bonus/tablet-1");
    let t2 = bonus_tile("arnak/bonus/coin-1");
    set_bonus(&mut s, usize::from(s2b), &[t1, t2]);
    // Blue (seat 1): notebook 1b → 2b (1 tablet, 1 jewel), magnifier already there.
    begin_turn(&mut s, 1);
    set_marker(&mut s, 1, Marker::Magnifier, Pos::Space(s2b));
    set_marker(&mut s, 1, Marker::Notebook, Pos::Space(s1b));
    set_resources(&mut s, 1, r(0, 0, 1, 0, 1));
    act(&mut s, 1, Action::Research { marker: Marker::Notebook, to: Some(s2b) });
    let options = legal(&s, 1);
    assert!(options.contains(&Action::Bonus { tile: t1 }) && options.contains(&Action::Bonus { tile: t2 }));
    act(&mut s, 1, Action::Bonus { tile: t1 });
    assert_eq!(s.players[1].res.tablet, 1, "T1's reward");
    assert_eq!(s.bonus[usize::from(s2b)].as_slice(), &[t2], "T2 remains");
    assert!(s.bonus_used.contains(&t1));
    settle(&mut s, 1);
    act(&mut s, 1, Action::EndTurn);
    // The next marker to arrive, another player's magnifying glass, may take T2.
    assert_eq!(s.current, 0);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(s1b));
    set_resources(&mut s, 0, r(0, 0, 1, 0, 1));
    act(&mut s, 0, Action::Research { marker: Marker::Magnifier, to: Some(s2b) });
    assert!(legal(&s, 0).contains(&Action::Bonus { tile: t2 }));
    act(&mut s, 0, Action::Bonus { tile: t2 });
    assert_eq!(s.players[0].res.coin, 1 + 3, "T2's coin and the Snake level 2 magnifier's 3 coins");
    assert!(s.bonus[usize::from(s2b)].is_empty());
}

#[test]
fn example_e17_army_knife() {
    let mut s = two_player(Side::Bird);
    let knife = card("arnak/item/army-knife");
    set_hand(&mut s, 0, &[knife]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Play { card: knife });
    // Options (items.toml): 0 exile, 1 coin, 2 compass, 3 tablet.
    let choices: Vec<u8> = legal(&s, 0)
        .into_iter()
        .filter_map(|a| match a {
            Action::ChooseSet { options } => Some(options),
            _ => None,
        })
        .collect();
    assert!(choices.iter().all(|m| m.count_ones() == 2), "always two different options: {choices:?}");
    // "+1 coin" twice, or only one option: refused.
    refused(&mut s, 0, Action::ChooseSet { options: 0b0010 }, "choose exactly 2 different options");
    refused(&mut s, 0, Action::Choose { option: 1 }, "answer the current question first");
    act(&mut s, 0, Action::ChooseSet { options: 0b1010 });
    assert_eq!(s.players[0].res, r(1, 0, 1, 0, 0));
}

#[test]
fn example_e18_precision_compass_fishing_rod() {
    let rod = card("arnak/item/fishing-rod");
    let t = card("arnak/item/rope");
    assert_eq!(t.def().cost, 2);
    let setup = |coins: u8| {
        let mut s = two_player(Side::Bird);
        let a = s.row[0].unwrap();
        let mut row = [Some(a); 6];
        for (i, id) in [
            "arnak/item/binoculars",
            "arnak/item/horse",
            "arnak/item/revolver",
            "arnak/item/pack-donkey",
            "arnak/item/machete",
        ]
        .iter()
        .enumerate()
        {
            assert_eq!(card(id).def().cost, 4);
            row[i + 1] = Some(card(id));
        }
        set_row(&mut s, row);
        set_deck_top(&mut s, RowKind::Item, &[t]);
        set_hand(&mut s, 0, &[rod]);
        set_resources(&mut s, 0, r(coins, 0, 0, 0, 0));
        s
    };
    // Buy T for 0 coins (2 − 3, floored at 0).
    let mut s = setup(0);
    let row = s.row;
    act(&mut s, 0, Action::Play { card: rod });
    assert_eq!(s.revealed, Some(t));
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::Buy { .. })), "the row costs at least 1 coin");
    act(&mut s, 0, Action::BuyTop);
    assert_eq!(s.players[0].deck().first(), Some(&t), "under the deck");
    assert_eq!(s.players[0].res.coin, 0);
    assert_eq!(s.row, row, "the row is untouched");
    // Buy nothing: T returns to the top of the item deck.
    let mut s = setup(0);
    act(&mut s, 0, Action::Play { card: rod });
    act(&mut s, 0, Action::Decline);
    assert_eq!(s.item_deck().last(), Some(&t));
    assert_eq!(s.revealed, None);
    // Buy row item R (cost 4) for 1 coin: T fills the row at the refill.
    let mut s = setup(1);
    act(&mut s, 0, Action::Play { card: rod });
    act(&mut s, 0, Action::Buy { slot: 2 });
    assert_eq!(s.players[0].res.coin, 0);
    assert_eq!(s.players[0].deck().first(), Some(&card("arnak/item/horse")));
    act(&mut s, 0, Action::EndTurn);
    assert_eq!(
        s.row[1..].to_vec(),
        some(&[
            "arnak/item/binoculars",
            "arnak/item/revolver",
            "arnak/item/pack-donkey",
            "arnak/item/machete",
            "arnak/item/rope"
        ])
    );

    // Precision Compass: the same with artifacts, 3 compasses cheaper.
    let mut s = two_player(Side::Bird);
    let precision = card("arnak/item/precision-compass");
    let x = card("arnak/artifact/stone-jar");
    assert_eq!(x.def().cost, 2);
    set_deck_top(&mut s, RowKind::Artifact, &[x]);
    set_hand(&mut s, 0, &[precision]);
    set_resources(&mut s, 0, Res::ZERO);
    let row = s.row;
    act(&mut s, 0, Action::Play { card: precision });
    assert_eq!(s.revealed, Some(x));
    act(&mut s, 0, Action::BuyTop);
    assert!(s.players[0].play.contains(&x), "a bought artifact goes to the play area");
    assert_eq!(s.players[0].res, Res::ZERO);
    assert_eq!(s.row, row);
}

fn four_cards() -> [CardId; 4] {
    [card("arnak/item/hat"), card("arnak/item/watch"), card("arnak/item/whip"), card("arnak/item/torch")]
}

#[test]
fn example_e19_obsidian_earring() {
    let d = four_cards();
    let earring = card("arnak/artifact/obsidian-earring");
    let setup = || {
        let mut s = two_player(Side::Bird);
        set_deck(&mut s, 0, &d);
        set_hand(&mut s, 0, &[earring]);
        set_play(&mut s, 0, &[]);
        set_resources(&mut s, 0, r(0, 0, 1, 0, 0));
        act(&mut s, 0, Action::Play { card: earring });
        s
    };
    // Two from the bottom: keep d3, d4 goes to the play area.
    let mut s = setup();
    act(&mut s, 0, Action::Count { n: 2 });
    let options = legal(&s, 0);
    assert!(options.contains(&Action::Pick { card: d[2] }) && options.contains(&Action::Pick { card: d[3] }));
    act(&mut s, 0, Action::Pick { card: d[2] });
    assert_eq!(s.players[0].hand.as_slice(), &[d[2]]);
    assert_eq!(s.players[0].play.as_slice(), &[earring, d[3]]);
    assert_eq!(s.players[0].res, Res::ZERO, "d4's value and effect are ignored");
    assert_eq!(deck_top_down(&s, 0), vec![d[0], d[1]]);
    // One: d4 goes to hand.
    let mut s = setup();
    act(&mut s, 0, Action::Count { n: 1 });
    assert_eq!(s.players[0].hand.as_slice(), &[d[3]]);
    assert_eq!(deck_top_down(&s, 0), vec![d[0], d[1], d[2]]);
}

#[test]
fn example_e20_crystal_earring() {
    let d = four_cards();
    let earring = card("arnak/artifact/crystal-earring");
    let mut s = two_player(Side::Bird);
    set_deck(&mut s, 0, &d);
    set_hand(&mut s, 0, &[earring]);
    set_play(&mut s, 0, &[]);
    set_resources(&mut s, 0, r(0, 0, 1, 0, 0));
    act(&mut s, 0, Action::Play { card: earring });
    // The number is chosen first (1 to 3).
    assert_eq!(legal(&s, 0), vec![Action::Count { n: 1 }, Action::Count { n: 2 }, Action::Count { n: 3 }]);
    refused(&mut s, 0, Action::Pick { card: d[1] }, "answer the current question first");
    refused(&mut s, 0, Action::Count { n: 4 }, "choose how many cards to draw: 1 to 3");
    act(&mut s, 0, Action::Count { n: 3 });
    act(&mut s, 0, Action::Pick { card: d[1] });
    act(&mut s, 0, Action::Pick { card: d[0] });
    assert_eq!(s.players[0].hand.as_slice(), &[d[1]]);
    assert_eq!(deck_top_down(&s, 0), vec![d[0], d[3]]);
    assert_eq!(s.players[0].play.as_slice(), &[earring, d[2]]);
    assert_eq!(s.players[0].res, Res::ZERO);
}

#[test]
fn example_e21_guardians_ocarina() {
    let mut s = two_player(Side::Bird);
    let ocarina = card("arnak/artifact/guardians-ocarina");
    let car = card(FUNDING_CAR);
    let two_ships = card("arnak/item/gold-pan");
    set_hand(&mut s, 0, &[ocarina, car, two_ships]);
    set_resources(&mut s, 0, r(0, 6, 1, 0, 0));
    assert_eq!(s.players[0].archaeologists, 2, "none on the map");
    act(&mut s, 0, Action::Play { card: ocarina });
    assert!(s.players[0].planes);
    act(&mut s, 0, Action::EndTurn);
    begin_turn(&mut s, 0);
    // The car card pays a ship space as a plane.
    let mut t = s.clone();
    let ship = ship_site(&mut t);
    act(&mut t, 0, Action::Dig { site: ship, space: 0 });
    assert!(plans(&t, 0).contains(&with_cards(&[car])), "{:?}", plans(&t, 0));
    // The 2-ship card pays a level II spot needing 2 cars.
    let spot = site_index(&s, "spot/ii-1-1");
    assert_eq!(s.space_travel(spot, 0), Icons { car: 2, ..Icons::NONE });
    act(&mut s, 0, Action::Discover { site: spot });
    act(&mut s, 0, Action::Travel(with_cards(&[two_ships])));
    assert_eq!(s.sites[usize::from(spot)].spaces[0], Occupant::Player(0));
    finish_round(&mut s);
    assert!(!s.players[0].planes, "only until the end of the round");
}

#[test]
fn example_e22_pathfinders_staff_pathfinders_sandals() {
    let mut s = two_player(Side::Bird);
    let spot = site_index(&s, "spot/ii-1-1");
    discover_site(&mut s, spot, site_tile("arnak/site/ii-arrowhead-jewel"));
    let g = *s.guardian_stack().last().unwrap();
    place_guardian(&mut s, spot, g);
    place_archaeologist(&mut s, 0, spot, 0);
    let sandals = card("arnak/artifact/pathfinders-sandals");
    set_hand(&mut s, 0, &[sandals]);
    set_resources(&mut s, 0, r(0, 0, 1, 0, 0));
    act(&mut s, 0, Action::Play { card: sandals });
    let camp = site_index(&s, "camp/coins");
    act(&mut s, 0, Action::Move { from_site: spot, from_space: 0, to_site: camp, to_space: 0 });
    assert_eq!(s.players[0].res, r(2, 0, 0, 0, 0), "no travel paid; the camp's effect resolved");
    assert_eq!(s.sites[usize::from(spot)].spaces[0], Occupant::Free);
    assert_eq!(s.sites[usize::from(camp)].spaces[0], Occupant::Player(0));
    let fear_deck = s.fear_deck;
    let log = finish_round(&mut s);
    assert_eq!(fear_events(&log, 0), 0, "no Fear at the end of the round");
    assert_eq!(s.fear_deck, fear_deck);

    // Pathfinder's Staff: to a base camp or a level I site, from any site.
    let mut s = two_player(Side::Bird);
    let from = site_index(&s, "spot/ii-1-1");
    discover_site(&mut s, from, site_tile("arnak/site/ii-arrowhead-jewel"));
    place_archaeologist(&mut s, 0, from, 0);
    let level1 = site_index(&s, "spot/i-1-1");
    discover_site(&mut s, level1, site_tile("arnak/site/i-tablet-arrowhead"));
    let level2 = site_index(&s, "spot/ii-1-2");
    discover_site(&mut s, level2, site_tile("arnak/site/ii-2-tablets-jewel"));
    let staff = card("arnak/artifact/pathfinders-staff");
    set_hand(&mut s, 0, &[staff]);
    set_resources(&mut s, 0, r(0, 0, 1, 0, 0));
    act(&mut s, 0, Action::Play { card: staff });
    let options = legal(&s, 0);
    assert!(!options.iter().any(|a| matches!(a, Action::Move { to_site, .. } if *to_site == level2)));
    act(&mut s, 0, Action::Move { from_site: from, from_space: 0, to_site: level1, to_space: 0 });
    assert_eq!(s.players[0].res, r(0, 0, 1, 1, 0), "the level I site's tablet and arrowhead");
    assert_eq!(s.sites[usize::from(level1)].spaces[0], Occupant::Player(0));
}

#[test]
fn example_e23_ornate_hammer() {
    let mut s = two_player(Side::Bird);
    s.round = 2;
    let ids = [
        "arnak/artifact/treasure-chest",
        "arnak/artifact/mortar",
        "arnak/item/hat",
        "arnak/item/dog",
        "arnak/item/rope",
        "arnak/item/torch",
    ];
    set_row(&mut s, row_of(ids));
    let e1 = card("arnak/item/parrot");
    assert!(take_card(&mut s, e1));
    s.item_exile.push(e1);
    let hammer = card("arnak/artifact/ornate-hammer");
    set_hand(&mut s, 0, &[hammer]);
    set_resources(&mut s, 0, r(0, 0, 1, 0, 0));
    act(&mut s, 0, Action::Play { card: hammer });
    let i6 = card(ids[5]);
    assert_eq!(s.row[5], None);
    assert!(s.item_exile.contains(&i6));
    let options = legal(&s, 0);
    assert!(options.contains(&Action::Pick { card: e1 }) && options.contains(&Action::Pick { card: i6 }));
    act(&mut s, 0, Action::Pick { card: e1 });
    assert_eq!(s.players[0].deck().first(), Some(&e1), "face down under the deck");
    assert!(!s.item_exile.contains(&e1));
    let next = *s.item_deck().last().unwrap();
    act(&mut s, 0, Action::EndTurn);
    let mut expected = some(&ids[..5]);
    expected.push(Some(next));
    assert_eq!(s.row.to_vec(), expected, "refilled at the right end");
}

#[test]
fn example_e24_decorated_horn() {
    let mut s = two_player(Side::Bird);
    let g = s.assistant_stacks()[0].as_slice()[0];
    give_assistant(&mut s, 0, g, true, false);
    let top = *s.assistant_stacks()[1].last().unwrap();
    let horn = card("arnak/artifact/decorated-horn");
    set_hand(&mut s, 0, &[horn]);
    set_resources(&mut s, 0, r(0, 0, 1, 0, 0));
    act(&mut s, 0, Action::Play { card: horn });
    act(&mut s, 0, Action::SwapAssistant { slot: 0, stack: 1 });
    assert_eq!(s.players[0].assistants.as_slice(), &[Assistant { id: top, gold: true, exhausted: false }]);
    assert_eq!(s.assistant_stacks()[1].last(), Some(&g), "G is back on that stack");
    // Supply stacks hold silver assistants: whoever takes G next gets its silver side.
    act(&mut s, 0, Action::EndTurn);
    set_marker(&mut s, 1, Marker::Magnifier, Pos::Space(0));
    set_resources(&mut s, 1, r(0, 1, 0, 1, 0));
    act(&mut s, 1, Action::Research { marker: Marker::Notebook, to: Some(0) });
    act(&mut s, 1, Action::TakeAssistant { stack: 1 });
    assert_eq!(s.players[1].assistants.as_slice(), &[Assistant { id: g, gold: false, exhausted: false }]);
}

/// A Snake game where supply stack 0 shows `top` and seat 0 holds `artifact`.
fn supply_assistant_game(artifact: &str, top: u8) -> State {
    let mut s = two_player(Side::Snake);
    let mut stack: Vec<u8> =
        s.assistant_stacks()[0].as_slice().iter().copied().filter(|&a| a != top).collect();
    stack.push(top);
    set_assistant_stack(&mut s, 0, &stack);
    set_hand(&mut s, 0, &[card(artifact)]);
    set_resources(&mut s, 0, r(2, 0, 1, 0, 0));
    act(&mut s, 0, Action::Play { card: card(artifact) });
    act(&mut s, 0, Action::Accept);
    s
}

#[test]
fn example_e25_ancient_wine_coconut_flask() {
    // Coconut Flask: the silver side.
    // S: silver "1 compass or 1 car", gold "coin and compass or 2 cars" (assistants.toml).
    let sup = assistant("arnak/assistant/compass-or-car");
    let mut s = supply_assistant_game("arnak/artifact/coconut-flask", sup);
    assert_eq!(s.players[0].res, r(0, 0, 0, 0, 0), "1 tablet to activate, 2 coins for the effect");
    assert_eq!(s.prompt, Some(Prompt::SupplyAssistant { gold: false }));
    let stacks = *s.assistant_stacks();
    let rescue = *s.rescue_stack();
    // Negative: not the Snake research-track stack.
    assert!(!legal(&s, 0).contains(&Action::TakeAssistant { stack: 3 }));
    refused(&mut s, 0, Action::TakeAssistant { stack: 3 }, "not the research-track stack");
    act(&mut s, 0, Action::TakeAssistant { stack: 0 });
    act(&mut s, 0, Action::Choose { option: 1 });
    assert_eq!(s.turn.pool, Icons { car: 1, ..Icons::NONE }, "the silver side: one car");
    assert_eq!(*s.assistant_stacks(), stacks, "S stays in its stack, not turned");
    assert_eq!(*s.rescue_stack(), rescue);
    assert!(s.players[0].assistants.is_empty());
    // The card was the main action: no Dig now.
    let camp = site_index(&s, "camp/coins");
    refused(&mut s, 0, Action::Dig { site: camp, space: 0 }, "already taken your main action");
    // A free action may use the car (a boot-for-arrowhead assistant) ...
    let mut t = s.clone();
    give_assistant(&mut t, 0, assistant("arnak/assistant/boot-for-arrowhead"), false, false);
    act(&mut t, 0, Action::UseAssistant { slot: 0 });
    act(
        &mut t,
        0,
        Action::Travel(TravelPlan { pool: Icons { car: 1, ..Icons::NONE }, ..TravelPlan::default() }),
    );
    assert_eq!(t.players[0].res.arrowhead, 1);
    // ... otherwise it is lost at the end of the turn.
    act(&mut s, 0, Action::EndTurn);
    assert_eq!(s.turn.pool, Icons::NONE);

    // Ancient Wine: the gold side of the same assistant.
    let mut s = supply_assistant_game("arnak/artifact/ancient-wine", sup);
    assert_eq!(s.players[0].res, r(1, 0, 0, 0, 0), "1 tablet to activate, 1 coin for the effect");
    assert_eq!(s.prompt, Some(Prompt::SupplyAssistant { gold: true }));
    act(&mut s, 0, Action::TakeAssistant { stack: 0 });
    act(&mut s, 0, Action::Choose { option: 1 });
    assert_eq!(s.turn.pool, Icons { car: 2, ..Icons::NONE }, "the gold side: two cars");
}

#[test]
fn example_e26_trap() {
    let mut s = two_player(Side::Bird);
    let p_site = site_index(&s, "spot/i-1-1");
    let q_site = site_index(&s, "spot/i-1-2");
    discover_top(&mut s, p_site);
    discover_top(&mut s, q_site);
    let g1 = guardian("arnak/guardian/plane-b");
    let g2 = guardian("arnak/guardian/upgrade-a");
    place_guardian(&mut s, p_site, g1);
    place_guardian(&mut s, q_site, g2);
    place_archaeologist(&mut s, 1, q_site, 0);
    let trap = card("arnak/item/bear-trap");
    set_hand(&mut s, 0, &[trap]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Play { card: trap });
    assert!(!legal(&s, 0).contains(&Action::Overcome { site: q_site }));
    refused(&mut s, 0, Action::Overcome { site: q_site }, "another player's archaeologist is at that site");
    act(&mut s, 0, Action::Overcome { site: p_site });
    assert_eq!(s.players[0].guardians.as_slice()[0].id, g1);
    assert_eq!(s.players[0].res, Res::ZERO, "without paying its 3 tablets");
    assert_eq!(s.sites[usize::from(q_site)].guardian, Some(g2));
}

#[test]
fn example_e27_brush() {
    let mut s = two_player(Side::Bird);
    for _ in 0..4 {
        give_idol(&mut s, 0);
    }
    slot_idol(&mut s, 0, 0);
    slot_idol(&mut s, 0, 1);
    let brush = card("arnak/item/brush");
    set_hand(&mut s, 0, &[brush]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Play { card: brush });
    // 4 idols (slotted ones count), 1 compass each, capped at 3 (items.toml).
    assert_eq!(s.players[0].res, r(0, 3, 0, 0, 0));
}

#[test]
fn example_e28_guardians_crown() {
    let mut s = two_player(Side::Bird);
    let here = site_index(&s, "spot/i-1-1");
    let v = site_index(&s, "spot/i-1-2");
    let w = site_index(&s, "spot/i-1-3");
    let u = site_index(&s, "spot/i-1-4");
    for site in [here, v, w] {
        discover_top(&mut s, site);
    }
    let g = guardian("arnak/guardian/plane-b");
    place_guardian(&mut s, here, g);
    place_archaeologist(&mut s, 0, here, 0);
    place_archaeologist(&mut s, 1, w, 0);
    let crown = card("arnak/artifact/guardians-crown");
    set_hand(&mut s, 0, &[crown]);
    set_resources(&mut s, 0, r(0, 0, 1, 0, 0));
    act(&mut s, 0, Action::Play { card: crown });
    refused(&mut s, 0, Action::MoveGuardian { from: here, to: u }, "only move to a discovered site");
    refused(&mut s, 0, Action::MoveGuardian { from: here, to: w }, "where no archaeologist stands");
    act(&mut s, 0, Action::MoveGuardian { from: here, to: v });
    assert_eq!(s.sites[usize::from(v)].guardian, Some(g));
    assert_eq!(s.sites[usize::from(here)].guardian, None);
}

#[test]
fn example_e29_idol_of_ara_anu_inscribed_blade() {
    let mut s = two_player(Side::Bird);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Temple(0));
    let idol_card = card("arnak/artifact/idol-of-ara-anu");
    set_hand(&mut s, 0, &[idol_card]);
    // Right 6-VP stack = B + C = {jewel:1} + {compass:1, arrowhead:1} (board-bird.toml); the
    // player has all but the jewel, plus the tablet that activates the artifact.
    set_resources(&mut s, 0, r(0, 1, 1, 1, 0));
    refused(&mut s, 0, Action::TempleTile { stack: 4 }, "that temple tile costs");
    act(&mut s, 0, Action::Play { card: idol_card });
    act(&mut s, 0, Action::TempleTile { stack: 4 });
    assert_eq!(s.players[0].res, Res::ZERO);
    assert_eq!(s.players[0].temple_tiles, [0, 1, 0]);
    assert_eq!(s.temple_stacks[4], 1);

    // Inscribed Blade: 2 tablets and 1 arrowhead less; the left 2-VP stack pays A = {coin:1,
    // tablet:2}, so only the coin (and the activation tablet).
    let mut s = two_player(Side::Bird);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Temple(0));
    let blade = card("arnak/artifact/inscribed-blade");
    set_hand(&mut s, 0, &[blade]);
    set_resources(&mut s, 0, r(1, 0, 1, 0, 0));
    act(&mut s, 0, Action::Play { card: blade });
    act(&mut s, 0, Action::TempleTile { stack: 0 });
    assert_eq!(s.players[0].res, Res::ZERO);
    assert_eq!(s.players[0].temple_tiles, [1, 0, 0]);
}

#[test]
fn example_e30_journal() {
    let journal = card("arnak/item/journal");
    let (s1a, s2a, s3a) = (0u8, 2u8, 4u8);
    // Magnifier and notebook on level 2: the notebook cannot move up, the magnifier may not be
    // chosen, so the free research has no choice at all.
    let mut s = two_player(Side::Bird);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(s2a));
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(s2a));
    set_hand(&mut s, 0, &[journal]);
    set_resources(&mut s, 0, plenty());
    // Level 3 would put the notebook above the magnifying glass (the same rule as for a normal
    // research move, refused here).
    let mut t = s.clone();
    refused(
        &mut t,
        0,
        Action::Research { marker: Marker::Notebook, to: Some(s3a) },
        "notebook may not go above your magnifying glass",
    );
    act(&mut s, 0, Action::Play { card: journal });
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::Research { .. })));
    assert_eq!((s.players[0].magnifier, s.players[0].notebook), (Pos::Space(s2a), Pos::Space(s2a)));
    assert_eq!(s.players[0].res, plenty(), "nothing paid");
    // With room for the notebook, only the notebook is offered; the magnifier is refused.
    let mut s = two_player(Side::Bird);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(s2a));
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(s1a));
    set_hand(&mut s, 0, &[journal]);
    set_resources(&mut s, 0, plenty());
    act(&mut s, 0, Action::Play { card: journal });
    let options = legal(&s, 0);
    assert!(
        options
            .iter()
            .all(|a| matches!(a, Action::Research { marker: Marker::Notebook, .. } | Action::Decline)),
        "{options:?}"
    );
    refused(
        &mut s,
        0,
        Action::Research { marker: Marker::Magnifier, to: Some(s3a) },
        "moves only your notebook",
    );
    act(&mut s, 0, Action::Research { marker: Marker::Notebook, to: Some(s2a) });
    assert_eq!(s.players[0].notebook, Pos::Space(s2a));
}

// ---------------------------------------------------------------------------------------------
// Part 2: derived cases

#[test]
fn derived_d01_dig_with_no_archaeologist_left() {
    let mut s = two_player(Side::Bird);
    let a = site_index(&s, "camp/coins");
    let b = site_index(&s, "camp/compasses");
    place_archaeologist(&mut s, 0, a, 0);
    place_archaeologist(&mut s, 0, b, 0);
    let c = site_index(&s, "camp/tablets");
    let spot = site_index(&s, "spot/i-1-1");
    let plane = card("arnak/item/aeroplane");
    set_hand(&mut s, 0, &[card(FEAR), card(FUNDING_CAR), plane]);
    set_resources(&mut s, 0, plenty());
    refused(&mut s, 0, Action::Dig { site: c, space: 0 }, "no archaeologist left on your board");
    refused(&mut s, 0, Action::Discover { site: spot }, "no archaeologist left on your board");
    // Through a card's dig effect: nowhere to go.
    act(&mut s, 0, Action::Play { card: plane });
    assert_eq!(s.prompt, None, "no dig target is offered");
    assert!(!legal(&s, 0).iter().any(|x| matches!(x, Action::Dig { .. } | Action::Discover { .. })));
    assert_eq!(s.sites[usize::from(c)].spaces[0], Occupant::Free);
}

#[test]
fn derived_d02_blocked_and_occupied_spaces() {
    let mut s = two_player(Side::Bird);
    let camps = s.camps() as u8;
    assert!((0..camps).all(|c| s.sites[usize::from(c)].spaces[1] == Occupant::Blocked));
    let camp = site_index(&s, "camp/coins");
    place_archaeologist(&mut s, 0, camp, 0);
    begin_turn(&mut s, 1);
    set_hand(&mut s, 1, &[card(FEAR), card(FEAR)]);
    refused(&mut s, 1, Action::Dig { site: camp, space: 1 }, "blocked");
    refused(&mut s, 1, Action::Dig { site: camp, space: 0 }, "occupied");
    for seed in 0..5 {
        let s = new_game(3, Side::Bird, seed);
        let blocked = (0..camps).filter(|&c| s.sites[usize::from(c)].spaces[1] == Occupant::Blocked).count();
        let open = (0..camps).filter(|&c| s.sites[usize::from(c)].spaces[1] == Occupant::Free).count();
        assert_eq!((blocked, open), (3, 2), "seed {seed}");
    }
}

#[test]
fn derived_d03_travel_substitution_and_chartering_planes() {
    let setup = |hand: &[&str], coins: u8| {
        let mut s = two_player(Side::Bird);
        let site = ship_site(&mut s);
        set_hand(&mut s, 0, &hand.iter().map(|c| card(c)).collect::<Vec<_>>());
        set_resources(&mut s, 0, r(coins, 0, 0, 0, 0));
        (s, site)
    };
    let (mut s, site) = setup(&[FUNDING_CAR], 0);
    refused(&mut s, 0, Action::Dig { site, space: 0 }, "needs 1 ship; you can provide only 1 car");
    for ok in [FUNDING_SHIP, "arnak/item/airdrop"] {
        let (mut s, site) = setup(&[ok], 0);
        act(&mut s, 0, Action::Dig { site, space: 0 });
        act(&mut s, 0, Action::Travel(with_cards(&[card(ok)])));
        assert_eq!(s.sites[usize::from(site)].spaces[0], Occupant::Player(0), "{ok}");
    }
    let (mut s, site) = setup(&[], 2);
    act(&mut s, 0, Action::Dig { site, space: 0 });
    act(&mut s, 0, Action::Travel(TravelPlan { charter: 1, ..TravelPlan::default() }));
    assert_eq!(s.players[0].res.coin, 0, "coin −2");
    let (mut s, site) = setup(&[], 1);
    refused(&mut s, 0, Action::Dig { site, space: 0 }, "needs 1 ship; you can provide only nothing");
    // A 1-boot space takes a car, a ship or a plane.
    for id in [FUNDING_CAR, FUNDING_SHIP, "arnak/item/airdrop"] {
        let mut s = two_player(Side::Bird);
        let camp = site_index(&s, "camp/coins");
        set_hand(&mut s, 0, &[card(id)]);
        set_resources(&mut s, 0, Res::ZERO);
        act(&mut s, 0, Action::Dig { site: camp, space: 0 });
        act(&mut s, 0, Action::Travel(with_cards(&[card(id)])));
        assert_eq!(s.players[0].res.coin, 2, "{id}");
    }
}

#[test]
fn derived_d04_double_requirements_and_surplus_travel() {
    let mut s = two_player(Side::Bird);
    let spot = site_index(&s, "spot/ii-1-1");
    discover_top(&mut s, spot);
    assert_eq!(s.space_travel(spot, 0), Icons { car: 2, ..Icons::NONE });
    let car = card(FUNDING_CAR);
    let fear = card(FEAR);
    // Two Fear cards stand for the 2-boot card.
    set_hand(&mut s, 0, &[car, fear, fear]);
    set_resources(&mut s, 0, r(2, 0, 0, 0, 0));
    act(&mut s, 0, Action::Dig { site: spot, space: 0 });
    let boots = with_cards(&[car, fear, fear]);
    assert!(!plans(&s, 0).contains(&boots));
    refused(&mut s, 0, Action::Travel(boots), "does not provide 2 cars");
    act(&mut s, 0, Action::Travel(TravelPlan { charter: 1, ..with_cards(&[car]) }));
    assert_eq!(s.players[0].res.coin, 0);
    assert_eq!(s.sites[usize::from(spot)].spaces[0], Occupant::Player(0));

    // Surplus: a 2-ship card on a 1-ship space leaves one ship for this turn only.
    let mut s = two_player(Side::Bird);
    let site = ship_site(&mut s);
    let pan = card("arnak/item/gold-pan");
    set_hand(&mut s, 0, &[pan]);
    set_resources(&mut s, 0, Res::ZERO);
    give_assistant(&mut s, 0, assistant("arnak/assistant/boot-for-arrowhead"), false, false);
    act(&mut s, 0, Action::Dig { site, space: 0 });
    act(&mut s, 0, Action::Travel(with_cards(&[pan])));
    settle(&mut s, 0);
    assert_eq!(s.turn.pool, Icons { ship: 1, ..Icons::NONE });
    let mut t = s.clone();
    let arrowheads = t.players[0].res.arrowhead;
    act(&mut t, 0, Action::UseAssistant { slot: 0 });
    act(
        &mut t,
        0,
        Action::Travel(TravelPlan { pool: Icons { ship: 1, ..Icons::NONE }, ..TravelPlan::default() }),
    );
    assert_eq!(t.players[0].res.arrowhead, arrowheads + 1, "the ⚡ assistant used the spare ship");
    act(&mut s, 0, Action::EndTurn);
    assert_eq!(s.turn.pool, Icons::NONE);
    begin_turn(&mut s, 0);
    assert_eq!(s.turn.pool, Icons::NONE, "the ship is gone next turn");
    set_hand(&mut s, 0, &[]);
    let arrowheads = s.players[0].res.arrowhead;
    act(&mut s, 0, Action::UseAssistant { slot: 0 });
    assert_eq!(s.players[0].res.arrowhead, arrowheads, "no travel left to pay the assistant");
}

#[test]
fn derived_d05_discover_a_level_i_site_full_sequence() {
    let mut s = two_player(Side::Bird);
    let spot = site_index(&s, "spot/i-1-1");
    assert_eq!(s.space_travel(spot, 0), Icons { car: 1, ..Icons::NONE });
    put_idol(&mut s, spot, true, "arnak/idol/coin-1");
    // Fixture T "+2 compasses": the content's level I tile "2 compasses, an item".
    let t = site_tile_on_top(&mut s, "arnak/site/i-2-compasses-exile");
    let g = *s.guardian_stack().last().unwrap();
    let car = card(FUNDING_CAR);
    set_hand(&mut s, 0, &[car]);
    set_resources(&mut s, 0, r(0, 2, 0, 0, 0));
    refused(
        &mut s,
        0,
        Action::Discover { site: spot },
        "discovering a level I site costs 3 compasses; you have 2",
    );
    set_resources(&mut s, 0, r(0, 3, 0, 0, 0));
    let mut log = Vec::new();
    act_ev(&mut s, 0, Action::Discover { site: spot }, &mut log);
    act_ev(&mut s, 0, Action::Travel(with_cards(&[car])), &mut log);
    assert!(
        matches!(s.prompt, Some(Prompt::Buy { free: true, .. })),
        "the tile's item, taken without paying: {:?}",
        s.prompt
    );
    act_ev(&mut s, 0, Action::Decline, &mut log);
    let order: Vec<&Event> = log
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Paid { .. }
                    | Event::Discovered { .. }
                    | Event::Gained { .. }
                    | Event::SiteRevealed { .. }
                    | Event::GuardianAppeared { .. }
            )
        })
        .collect();
    assert_eq!(
        order,
        vec![
            &Event::Paid { seat: 0, res: r(0, 3, 0, 0, 0) },
            &Event::Discovered { seat: 0, site: spot, idols: 1 },
            &Event::Gained { seat: 0, res: r(1, 0, 0, 0, 0) },
            &Event::SiteRevealed { site: spot, tile: t },
            &Event::Gained { seat: 0, res: r(0, 2, 0, 0, 0) },
            &Event::GuardianAppeared { site: spot, guardian: g },
        ]
    );
    assert_eq!(s.players[0].res, r(1, 2, 0, 0, 0));
    assert_eq!(s.players[0].idols().as_slice(), &[idol("arnak/idol/coin-1")], "face down in the crates");
    assert_eq!(s.sites[usize::from(spot)].tile, Some(t));
    assert_eq!(s.sites[usize::from(spot)].guardian, Some(g));
    assert_eq!(s.sites[usize::from(spot)].spaces[0], Occupant::Player(0));
}

#[test]
fn derived_d06_discover_a_level_ii_site() {
    let mut s = two_player(Side::Bird);
    let spot = site_index(&s, "spot/ii-1-1");
    // Fixture face-up "+1 arrowhead": the content's tablet idol; face down a coin idol.
    put_idol(&mut s, spot, true, "arnak/idol/tablet-1");
    put_idol(&mut s, spot, false, "arnak/idol/coin-1");
    let t = site_tile_on_top(&mut s, "arnak/site/ii-arrowhead-jewel");
    let g = *s.guardian_stack().last().unwrap();
    let cars = [card(FUNDING_CAR), card(EXPLORATION_CAR)];
    set_hand(&mut s, 0, &cars);
    set_resources(&mut s, 0, r(0, 5, 0, 0, 0));
    refused(&mut s, 0, Action::Discover { site: spot }, "level II site costs 6 compasses; you have 5");
    set_resources(&mut s, 0, r(0, 6, 0, 0, 0));
    let before = arnak::score(&s, 0);
    act(&mut s, 0, Action::Discover { site: spot });
    act(&mut s, 0, Action::Travel(with_cards(&cars)));
    settle(&mut s, 0);
    // Only the face-up idol's tablet (no coin), plus the site tile's arrowhead and jewel.
    assert_eq!(s.players[0].res, r(0, 0, 1, 1, 1));
    assert_eq!(s.players[0].idols().len(), 2);
    assert_eq!(arnak::score(&s, 0) - before, 6, "two idols, 3 VP each");
    assert_eq!(s.sites[usize::from(spot)].tile, Some(t));
    assert_eq!(s.sites[usize::from(spot)].guardian, Some(g));
}

#[test]
fn derived_d07_end_of_round_fear_before_shuffle_deck_order() {
    let mut s = two_player(Side::Bird);
    let c = [card("arnak/item/hat"), card("arnak/item/whip")];
    let i9 = card("arnak/item/watch");
    let h1 = card("arnak/item/axe");
    let played = [card("arnak/item/rope"), card("arnak/item/flask"), card("arnak/item/dog")];
    let mut row = s.row;
    row[1] = Some(i9);
    set_row(&mut s, row);
    set_deck(&mut s, 0, &c);
    set_hand(&mut s, 0, &[h1]);
    set_play(&mut s, 0, &played);
    set_resources(&mut s, 0, r(9, 0, 0, 0, 0));
    // X on a guardian site, Y on a camp.
    let x = site_index(&s, "spot/i-1-1");
    discover_top(&mut s, x);
    place_guardian(&mut s, x, guardian("arnak/guardian/plane-b"));
    place_archaeologist(&mut s, 0, x, 0);
    let y = site_index(&s, "camp/coins");
    place_archaeologist(&mut s, 0, y, 0);
    assert!(s.fear_deck >= 1);
    // I9 is bought this round: under the deck.
    act(&mut s, 0, Action::Buy { slot: 1 });
    act(&mut s, 0, Action::EndTurn);
    assert_eq!(deck_top_down(&s, 0), vec![c[0], c[1], i9]);
    let log = finish_round(&mut s);
    assert_eq!(fear_events(&log, 0), 1);
    assert_eq!(s.round, 2);
    let p = &s.players[0];
    assert_eq!(p.archaeologists, 2, "both back on the board");
    assert_eq!(s.sites[usize::from(x)].spaces[0], Occupant::Free);
    assert_eq!(s.sites[usize::from(y)].spaces[0], Occupant::Free);
    assert!(p.play.is_empty());
    // Round II: h1 kept, then c1, c2, I9 and the first shuffled card.
    let hand = p.hand.as_slice();
    assert_eq!(hand.len(), 5);
    assert_eq!(&hand[..4], &[h1, c[0], c[1], i9]);
    let mut shuffled: Vec<CardId> = vec![hand[4]];
    shuffled.extend(deck_top_down(&s, 0));
    shuffled.sort();
    let mut expected = vec![played[0], played[1], played[2], card(FEAR)];
    expected.sort();
    assert_eq!(shuffled, expected, "the Fear card was shuffled in with the play area");
}

#[test]
fn derived_d08_fear_deck_exhausted() {
    let mut s = two_player(Side::Bird);
    let site = ship_site(&mut s);
    place_guardian(&mut s, site, guardian("arnak/guardian/plane-b"));
    place_archaeologist(&mut s, 1, site, 0);
    let all = vec![card(FEAR); usize::from(s.fear_deck)];
    set_play(&mut s, 0, &all);
    assert_eq!(s.fear_deck, 0);
    let before = arnak::score(&s, 1);
    finish_round(&mut s);
    assert_eq!(s.players[1].fear_tokens, 1, "a Fear token instead of a card");
    assert_eq!(arnak::score(&s, 1), before - 2, "−2 at the end");
    // Round II starts with Blue; "exile a card" may exile the token.
    assert_eq!(s.current, 1);
    let axe = card("arnak/item/axe");
    set_hand(&mut s, 1, &[axe]);
    act(&mut s, 1, Action::Play { card: axe });
    let with_token = arnak::score(&s, 1);
    assert!(legal(&s, 1).contains(&Action::ExileFearToken));
    act(&mut s, 1, Action::ExileFearToken);
    assert_eq!(s.players[1].fear_tokens, 0);
    assert_eq!(arnak::score(&s, 1), with_token + 2, "no −2 any more");
}

#[test]
fn derived_d09_notebook_limits() {
    let mut s = two_player(Side::Bird);
    set_resources(&mut s, 0, plenty());
    let (s3a, s4a, s7a) = (4u8, 5u8, 11u8);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(s3a));
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(s3a));
    refused(
        &mut s,
        0,
        Action::Research { marker: Marker::Notebook, to: Some(s4a) },
        "notebook may not go above your magnifying glass",
    );
    act(&mut s, 0, Action::Research { marker: Marker::Magnifier, to: Some(s4a) });
    settle(&mut s, 0);
    act(&mut s, 0, Action::EndTurn);
    begin_turn(&mut s, 0);
    act(&mut s, 0, Action::Research { marker: Marker::Notebook, to: Some(s4a) });
    settle(&mut s, 0);
    assert_eq!(s.players[0].notebook, Pos::Space(s4a));
    // Magnifier in the temple, notebook on the last level: no research for the notebook.
    begin_turn(&mut s, 0);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Temple(0));
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(s7a));
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::Research { marker: Marker::Notebook, .. })));
    refused(
        &mut s,
        0,
        Action::Research { marker: Marker::Notebook, to: None },
        "the notebook can never enter the Lost Temple",
    );
}

#[test]
fn derived_d10_lost_temple_arrival() {
    let mut s = new_game(3, Side::Bird, 8);
    assert_eq!(s.temple_bonus().len(), 3);
    let (blue, red) = (0u8, 1u8);
    let (s7a, s7b) = (11u8, 12u8);
    begin_turn(&mut s, blue);
    set_resources(&mut s, blue, plenty());
    set_resources(&mut s, red, plenty());
    set_marker(&mut s, blue, Marker::Magnifier, Pos::Space(s7a));
    set_marker(&mut s, red, Marker::Magnifier, Pos::Space(s7b));
    act(&mut s, blue, Action::Research { marker: Marker::Magnifier, to: None });
    assert_eq!(s.players[0].magnifier, Pos::Temple(0), "slot 1");
    // Blue looks at all 3 tiles (two tiles with the same reward are one choice).
    let kinds = |s: &State| {
        let mut k: Vec<&str> =
            s.temple_bonus().iter().map(|&t| content::arnak::BONUS_TILES[usize::from(t)].name).collect();
        k.sort();
        k.dedup();
        k
    };
    let offered = |s: &State, seat: u8| {
        let mut k: Vec<&str> = legal(s, seat)
            .into_iter()
            .map(|a| match a {
                Action::Bonus { tile } => content::arnak::BONUS_TILES[usize::from(tile)].name,
                other => panic!("{other:?}"),
            })
            .collect();
        k.sort();
        k
    };
    assert_eq!(offered(&s, blue), kinds(&s));
    let tile = s.temple_bonus().as_slice()[0];
    act(&mut s, blue, Action::Bonus { tile });
    settle(&mut s, blue);
    assert_eq!(s.temple_bonus().len(), 2, "the other 2 go back");
    act(&mut s, blue, Action::EndTurn);
    assert_eq!(s.current, red);
    act(&mut s, red, Action::Research { marker: Marker::Magnifier, to: None });
    assert_eq!(s.players[1].magnifier, Pos::Temple(1), "slot 2");
    assert_eq!(offered(&s, red), kinds(&s), "Red chooses from the remaining 2");
    settle(&mut s, red);
    // Temple slots (board-bird.toml, fixture [15, 12, 9, 6]): 23 for slot 1, 21 for slot 2.
    let gain = |s: &State, seat: u8| {
        let mut t = s.clone();
        set_marker(&mut t, seat, Marker::Magnifier, Pos::Start);
        arnak::score(s, seat) - arnak::score(&t, seat)
    };
    assert_eq!((gain(&s, blue), gain(&s, red)), (23, 21));
    // Research again from the temple: a temple tile, no move.
    begin_turn(&mut s, blue);
    refused(&mut s, blue, Action::Research { marker: Marker::Magnifier, to: None }, "takes a temple tile");
    act(&mut s, blue, Action::TempleTile { stack: 0 });
    assert_eq!(s.players[0].magnifier, Pos::Temple(0));
    assert_eq!(s.players[0].temple_tiles, [1, 0, 0]);
}

#[test]
fn derived_d11_artifact_activation_cost() {
    let mut s = two_player(Side::Bird);
    // A = Mortar (cost 3; exile a card, then +2 coins); B = Stone Jar (draw 1).
    let a = card("arnak/artifact/mortar");
    let b = card("arnak/artifact/stone-jar");
    let mut row = s.row;
    row[0] = Some(a);
    set_row(&mut s, row);
    set_hand(&mut s, 0, &[b]);
    set_resources(&mut s, 0, r(0, 3, 0, 0, 0));
    act(&mut s, 0, Action::Buy { slot: 0 });
    act(&mut s, 0, Action::Accept);
    act(&mut s, 0, Action::Decline);
    assert_eq!(s.players[0].res, r(2, 0, 0, 0, 0), "no tablet required");
    act(&mut s, 0, Action::EndTurn);
    begin_turn(&mut s, 0);
    let mut travel = s.clone();
    let mut with_tablet = s.clone();
    set_resources(&mut s, 0, Res::ZERO);
    refused(&mut s, 0, Action::Play { card: b }, "costs 1 tablet");
    // For its travel value: no activation cost.
    let camp = site_index(&travel, "camp/coins");
    act(&mut travel, 0, Action::Dig { site: camp, space: 0 });
    act(&mut travel, 0, Action::Travel(with_cards(&[b])));
    assert_eq!(travel.players[0].res, r(4, 0, 0, 0, 0));
    // With a tablet.
    let top = *with_tablet.players[0].deck().last().unwrap();
    set_resources(&mut with_tablet, 0, r(0, 0, 1, 0, 0));
    act(&mut with_tablet, 0, Action::Play { card: b });
    assert_eq!(with_tablet.players[0].res, Res::ZERO);
    assert!(with_tablet.players[0].hand.contains(&top), "its draw resolved");
    assert!(with_tablet.turn.main_used);
}

#[test]
fn derived_d12_empty_deck_short_deck_and_kept_cards() {
    let mut s = two_player(Side::Bird);
    begin_turn(&mut s, 1);
    set_deck(&mut s, 1, &[]);
    let h = card("arnak/item/hat");
    set_hand(&mut s, 1, &[h]);
    set_resources(&mut s, 1, r(9, 0, 0, 0, 0));
    give_assistant(&mut s, 1, assistant("arnak/assistant/draw"), true, false);
    act(&mut s, 1, Action::UseAssistant { slot: 0 });
    assert_eq!(s.players[1].hand.as_slice(), &[h], "nothing is drawn");
    let i = s.row[1].unwrap();
    act(&mut s, 1, Action::Buy { slot: 1 });
    assert_eq!(deck_top_down(&s, 1), vec![i]);
    give_idol(&mut s, 1);
    act(&mut s, 1, Action::SlotIdol { effect: 4 });
    assert_eq!(s.players[1].hand.as_slice(), &[h, i], "the idol slot's draw takes I");

    // Round start: one kept card, three in the deck.
    let mut s = two_player(Side::Bird);
    let deck = [card("arnak/item/whip"), card("arnak/item/torch"), card("arnak/item/rope")];
    set_hand(&mut s, 1, &[h]);
    set_deck(&mut s, 1, &deck);
    set_play(&mut s, 1, &[]);
    finish_round(&mut s);
    assert_eq!(s.round, 2);
    assert_eq!(s.players[1].hand.as_slice(), &[h, deck[0], deck[1], deck[2]]);
    assert!(s.players[1].deck().is_empty() && s.players[1].play.is_empty());
}

#[test]
fn derived_d13_passing_and_turn_order() {
    let mut s = new_game(3, Side::Bird, 13);
    let (a, b, c) = (0u8, 1u8, 2u8);
    assert_eq!((s.first, s.current), (a, a));
    for seat in [b, c] {
        set_resources(&mut s, seat, r(40, 0, 0, 0, 0));
    }
    let buy = |s: &mut State, seat: u8| {
        assert_eq!(s.current, seat);
        let slot = (1..6u8).find(|&i| s.row[usize::from(i)].is_some()).unwrap();
        act(s, seat, Action::Buy { slot });
        act(s, seat, Action::EndTurn);
    };
    let pass = |s: &mut State, seat: u8| {
        assert_eq!(s.current, seat);
        act(s, seat, Action::Pass);
        act(s, seat, Action::EndTurn);
    };
    pass(&mut s, a);
    buy(&mut s, b);
    buy(&mut s, c);
    buy(&mut s, b);
    pass(&mut s, c);
    buy(&mut s, b);
    buy(&mut s, b);
    pass(&mut s, b);
    while s.phase == Phase::HandDiscard {
        let seat = s.current;
        act(&mut s, seat, Action::KeepHand);
    }
    assert_eq!(s.round, 2);
    assert_eq!((s.first, s.current), (b, b), "the first-player token moved clockwise");
}

#[test]
fn derived_d14_idol_slots() {
    let mut s = two_player(Side::Bird);
    s.phase = Phase::Turn;
    let base = arnak::score(&s, 0);
    // Empty idol slots score [1, 2, 2, 2] (player_board.toml): 7 now.
    let other = base - 7;
    for _ in 0..5 {
        give_idol(&mut s, 0);
    }
    let mut only_one = s.clone();
    set_resources(&mut s, 0, Res::ZERO);
    for (slot, effect) in [0u8, 1, 2, 4].into_iter().enumerate() {
        act(&mut s, 0, Action::SlotIdol { effect });
        assert!(s.players[0].slots()[..=slot].iter().all(Option::is_some), "left to right");
        assert!(s.players[0].slots()[slot + 1..].iter().all(Option::is_none));
    }
    assert_eq!(s.players[0].res, r(1, 1, 2, 1, 0), "the chosen slot effects");
    refused(&mut s, 0, Action::SlotIdol { effect: 0 }, "all your idol slots are full");
    assert_eq!(arnak::score(&s, 0), other + 15, "5 idols, no empty slot");
    act(&mut only_one, 0, Action::SlotIdol { effect: 0 });
    assert_eq!(arnak::score(&only_one, 0), other + 15 + 6, "5 idols and slots 2–4 empty");
}

#[test]
fn derived_d15_overcoming_guardians_and_boons() {
    let mut s = two_player(Side::Bird);
    let site = site_index(&s, "spot/i-1-1");
    discover_top(&mut s, site);
    // Fixture cost {arrowhead:1}: this guardian costs 1 arrowhead and a car.
    let g = guardian("arnak/guardian/ship-c");
    place_guardian(&mut s, site, g);
    let car = card(FUNDING_CAR);
    set_hand(&mut s, 0, &[car]);
    set_resources(&mut s, 0, r(0, 0, 0, 1, 0));
    refused(&mut s, 0, Action::Overcome { site }, "you have no archaeologist at that site");
    place_archaeologist(&mut s, 0, site, 0);
    let before = arnak::score(&s, 0);
    act(&mut s, 0, Action::Overcome { site });
    act(&mut s, 0, Action::Travel(with_cards(&[car])));
    assert_eq!(s.players[0].res, Res::ZERO);
    assert_eq!(s.players[0].guardians.as_slice(), &[arnak::state::Trophy { id: g, used: false }]);
    assert_eq!(s.sites[usize::from(site)].guardian, None);
    assert_eq!(arnak::score(&s, 0) - before, 5);
    let log = finish_round(&mut s);
    assert_eq!(fear_events(&log, 0), 0, "no guardian there any more");
    begin_turn(&mut s, 0);
    act(&mut s, 0, Action::UseBoon { guardian: g });
    assert_eq!(s.players[0].guardians.as_slice(), &[arnak::state::Trophy { id: g, used: true }]);
    assert_eq!(s.turn.pool, Icons { ship: 1, ..Icons::NONE });
    refused(&mut s, 0, Action::UseBoon { guardian: g }, "already used that guardian's boon");
    assert_eq!(arnak::score(&s, 0) - before, 5, "still 5 VP");
}

#[test]
fn derived_d16_tie_breaks() {
    let game = || {
        let mut s = two_player(Side::Bird);
        s.phase = Phase::Over;
        s
    };
    let (a, b) = (0u8, 1u8);
    // A in temple slot 2 (21) + notebook level 3 (2), B in slot 1 (23): B arrived first.
    let mut s = game();
    set_marker(&mut s, a, Marker::Magnifier, Pos::Temple(1));
    set_marker(&mut s, a, Marker::Notebook, Pos::Space(4));
    set_marker(&mut s, b, Marker::Magnifier, Pos::Temple(0));
    assert_eq!(arnak::score(&s, a), arnak::score(&s, b));
    assert_eq!(winners(&s), SeatSet::single(Seat(b)));
    // Only A reached the temple (23); B has 22 research points on the track (magnifying glass on
    // level 7, 16, notebook on level 5, 6) and a 1-VP card.
    let mut s = game();
    set_marker(&mut s, a, Marker::Magnifier, Pos::Temple(0));
    set_marker(&mut s, b, Marker::Magnifier, Pos::Space(11));
    set_marker(&mut s, b, Marker::Notebook, Pos::Space(8));
    let mut deck = deck_top_down(&s, b);
    deck.push(card("arnak/item/hat"));
    set_deck(&mut s, b, &deck);
    assert_eq!(arnak::score(&s, a), arnak::score(&s, b));
    assert_eq!(winners(&s), SeatSet::single(Seat(a)));
    // Neither: research 26 against 24 (+ a 2-VP card).
    let mut s = game();
    set_marker(&mut s, a, Marker::Magnifier, Pos::Space(11));
    set_marker(&mut s, a, Marker::Notebook, Pos::Space(12));
    set_marker(&mut s, b, Marker::Magnifier, Pos::Space(11));
    set_marker(&mut s, b, Marker::Notebook, Pos::Space(9));
    let mut deck = deck_top_down(&s, b);
    deck.push(card("arnak/item/parrot"));
    set_deck(&mut s, b, &deck);
    assert_eq!(arnak::score(&s, a), arnak::score(&s, b));
    assert_eq!(winners(&s), SeatSet::single(Seat(a)));
    // Neither, equal research: shared victory.
    let mut s = game();
    set_marker(&mut s, a, Marker::Magnifier, Pos::Space(4));
    set_marker(&mut s, b, Marker::Magnifier, Pos::Space(4));
    assert_eq!(arnak::score(&s, a), arnak::score(&s, b));
    assert_eq!(winners(&s), SeatSet::first_n(2));
}

#[test]
fn derived_d17_card_row_with_an_exhausted_deck() {
    let mut s = two_player(Side::Bird);
    s.round = 2;
    let ids = [
        "arnak/artifact/treasure-chest",
        "arnak/artifact/mortar",
        "arnak/item/hat",
        "arnak/item/dog",
        "arnak/item/rope",
        "arnak/item/torch",
    ];
    set_row(&mut s, row_of(ids));
    while let Some(c) = s.item_deck_mut().pop() {
        s.item_exile.push(c);
    }
    set_resources(&mut s, 0, r(9, 0, 0, 0, 0));
    act(&mut s, 0, Action::Buy { slot: 3 });
    act(&mut s, 0, Action::EndTurn);
    let mut expected = some(&ids);
    expected[3] = None;
    assert_eq!(s.row.to_vec(), expected, "no refill, no sliding");
    set_resources(&mut s, 1, r(9, 0, 0, 0, 0));
    let options = legal(&s, 1);
    for slot in [2, 4, 5] {
        assert!(options.contains(&Action::Buy { slot }), "slot {slot}");
    }
}

#[test]
fn derived_d18_small_edge_cases() {
    // Parrot with no other card: no jewel.
    let mut s = two_player(Side::Bird);
    let parrot = card("arnak/item/parrot");
    set_hand(&mut s, 0, &[parrot]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Play { card: parrot });
    assert_eq!(s.prompt, None);
    assert_eq!(s.players[0].res, Res::ZERO);

    // Draw, then discard: an empty deck draws nothing, the discard is still due.
    let mut s = two_player(Side::Bird);
    set_deck(&mut s, 0, &[]);
    let h = card("arnak/item/hat");
    set_hand(&mut s, 0, &[h]);
    give_assistant(&mut s, 0, assistant("arnak/assistant/draw"), false, false);
    act(&mut s, 0, Action::UseAssistant { slot: 0 });
    assert_eq!(legal(&s, 0), vec![Action::Discard { card: h }]);
    refused(&mut s, 0, Action::Decline, "cannot decline");
    act(&mut s, 0, Action::Discard { card: h });
    assert!(s.players[0].hand.is_empty());

    // Seven cards in hand are legal; no draw at the next round start.
    let mut s = two_player(Side::Bird);
    let seven = [
        "arnak/item/hat",
        "arnak/item/whip",
        "arnak/item/torch",
        "arnak/item/rope",
        "arnak/item/dog",
        "arnak/item/axe",
        "arnak/item/flask",
    ]
    .map(card);
    set_hand(&mut s, 0, &seven);
    let deck = s.players[0].deck().len();
    assert!(deck > 0);
    finish_round(&mut s);
    assert_eq!(s.players[0].hand.len(), 7);
    assert_eq!(s.players[0].deck().len(), deck, "nothing drawn");

    // An exhausted assistant is refused, and refreshed at the end of the round.
    let mut s = two_player(Side::Bird);
    give_assistant(&mut s, 0, assistant("arnak/assistant/compass"), false, true);
    refused(&mut s, 0, Action::UseAssistant { slot: 0 }, "exhausted");
    finish_round(&mut s);
    begin_turn(&mut s, 0);
    act(&mut s, 0, Action::UseAssistant { slot: 0 });

    // Nothing moves or returns another player's archaeologist.
    let mut s = two_player(Side::Bird);
    let spot = site_index(&s, "spot/i-1-1");
    discover_top(&mut s, spot);
    place_archaeologist(&mut s, 1, spot, 0);
    let mine = site_index(&s, "camp/tablets");
    place_archaeologist(&mut s, 0, mine, 0);
    let camp = site_index(&s, "camp/coins");
    let sandals = card("arnak/artifact/pathfinders-sandals");
    let ocarina = card("arnak/artifact/guardians-ocarina");
    set_hand(&mut s, 0, &[sandals, ocarina]);
    set_resources(&mut s, 0, r(0, 0, 2, 0, 0));
    let mut t = s.clone();
    act(&mut s, 0, Action::Play { card: sandals });
    assert!(legal(&s, 0).iter().all(|a| matches!(a, Action::Move { from_site, .. } if *from_site == mine)));
    let theirs = Action::Move { from_site: spot, from_space: 0, to_site: camp, to_space: 0 };
    refused(&mut s, 0, theirs, "only move or return your own archaeologists");
    act(&mut t, 0, Action::Play { card: ocarina });
    assert!(!legal(&t, 0).contains(&Action::Return { site: spot, space: 0 }));
    refused(
        &mut t,
        0,
        Action::Return { site: spot, space: 0 },
        "only move or return your own archaeologists",
    );
    assert_eq!(t.sites[usize::from(spot)].spaces[0], Occupant::Player(1));
}

#[test]
fn derived_d19_solo_rival_dig_and_buy_choices() {
    // Dig: the level II jewel site is higher than the jewel camp.
    let mut s = new_game(1, Side::Bird, 4);
    clear_rival_sites(&mut s);
    let spot = site_index(&s, "spot/ii-1-2");
    discover_site(&mut s, spot, site_tile("arnak/site/ii-arrowhead-jewel"));
    // Both tiles' printed arrows point left.
    let then = rival_tile("arnak/rival/dig-coin");
    set_rival_stack(&mut s, &[rival_tile("arnak/rival/dig-jewel"), then]);
    begin_turn(&mut s, 0);
    let mut res = s.players[0].res;
    let events = solo_turn(&mut s);
    res.coin += 1;
    res.compass += 1;
    assert!(events.contains(&Event::RivalDug { site: spot }));
    assert_eq!(s.sites[usize::from(spot)].spaces[0], Occupant::Rival);
    assert_eq!(s.players[0].res, res, "no effect is resolved");
    assert!(!events.iter().any(|e| matches!(e, Event::Gained { .. } | Event::Activated { .. })));

    // The only jewel site is taken by you: the Rival does nothing, the tile is used up.
    let mut s = new_game(1, Side::Bird, 4);
    clear_rival_sites(&mut s);
    let camp = site_index(&s, "camp/jewel");
    assert_eq!(s.sites[usize::from(camp)].spaces[1], Occupant::Blocked);
    place_archaeologist(&mut s, 0, camp, 0);
    set_rival_stack(&mut s, &[rival_tile("arnak/rival/dig-jewel"), then]);
    begin_turn(&mut s, 0);
    let events = solo_turn(&mut s);
    assert!(events.contains(&Event::RivalIdle), "{events:?}");
    assert_eq!(s.rival.unwrap().stack().len(), 1, "the tile is used up");
    assert!(!events.iter().any(|e| matches!(e, Event::RivalDug { .. })));
    assert!(s.rival.unwrap().revealed.contains(&rival_tile("arnak/rival/dig-jewel")));

    // Buy an item: row VP [1, 2, 1, 3] at positions 3–6, arrow left.
    let items = ["arnak/item/hat", "arnak/item/torch", "arnak/item/watch", "arnak/item/brush"];
    assert_eq!(items.map(|i| card(i).def().vp), [1, 2, 1, 3]);
    for (tile, taken, rest) in [
        ("arnak/rival/buy-item-green", items[0], [items[1], items[2], items[3]]),
        ("arnak/rival/buy-item-red", items[3], [items[0], items[1], items[2]]),
    ] {
        let mut s = new_game(1, Side::Bird, 4);
        s.round = 2;
        set_row(
            &mut s,
            row_of([
                "arnak/artifact/treasure-chest",
                "arnak/artifact/mortar",
                items[0],
                items[1],
                items[2],
                items[3],
            ]),
        );
        let next = *s.item_deck().last().unwrap();
        // The arrow printed on the next tile's back (the coin archaeologist) points left.
        set_rival_stack(&mut s, &[rival_tile(tile), rival_tile("arnak/rival/dig-coin")]);
        begin_turn(&mut s, 0);
        let events = solo_turn(&mut s);
        let took = events.iter().position(|e| *e == Event::RivalTookCard { card: card(taken) });
        let dealt = events.iter().position(|e| matches!(e, Event::RowDealt { card, .. } if *card == next));
        assert!(took.is_some() && dealt > took, "{tile}: refilled immediately: {events:?}");
        assert_eq!(s.row[2..].to_vec(), [some(&rest), vec![Some(next)]].concat(), "{tile}");
    }
}

#[test]
fn derived_d20_solo_rival_overcome_fallback_idols_scoring() {
    // Overcome with no Rival archaeologist at a guardian: Research instead, to the right.
    let mut s = new_game(1, Side::Bird, 6);
    clear_rival_sites(&mut s);
    s.rival.as_mut().unwrap().magnifier = Pos::Start;
    let (s1a, s1b) = (0usize, 1usize);
    let tile = bonus_tile("arnak/bonus/coin-1");
    set_bonus(&mut s, s1b, &[tile]);
    let other = bonus_tile("arnak/bonus/compass-1");
    set_bonus(&mut s, s1a, &[other]);
    let stacks = *s.assistant_stacks();
    let exiled = s.assistant_exile;
    // The arrow printed on the next tile's back (the compass archaeologist) points right.
    set_rival_stack(
        &mut s,
        &[rival_tile("arnak/rival/overcome-green"), rival_tile("arnak/rival/dig-compass")],
    );
    begin_turn(&mut s, 0);
    solo_turn(&mut s);
    let rival = s.rival.unwrap();
    assert_eq!(rival.magnifier, Pos::Space(s1b as u8), "the rightmost level-1 space");
    assert!(s.bonus[s1b].is_empty() && s.bonus_used.contains(&tile), "its bonus tile is exiled");
    assert_eq!(s.bonus[s1a].as_slice(), &[other]);
    assert_eq!((*s.assistant_stacks(), s.assistant_exile), (stacks, exiled), "no supply assistant exiled");

    // Discovering level II sites (round IV): idols to the slot of their symbol or the "−1" pile.
    let mut s = new_game(1, Side::Bird, 6);
    clear_rival_sites(&mut s);
    s.round = 4;
    set_row(
        &mut s,
        row_of([
            "arnak/artifact/treasure-chest",
            "arnak/artifact/mortar",
            "arnak/artifact/stone-jar",
            "arnak/artifact/war-mask",
            "arnak/item/hat",
            "arnak/item/dog",
        ]),
    );
    // The Discover tiles' arrows point right, the coin archaeologist's left: the green tile
    // (the red one next) discovers the rightmost level II spot, the red tile (the coin
    // archaeologist next) the leftmost.
    let first = site_index(&s, "spot/ii-1-4");
    let second = site_index(&s, "spot/ii-1-1");
    // Start from a Rival without idols.
    let r0 = s.rival.as_mut().unwrap();
    let held: Vec<u8> = r0.idol_slots.iter().chain(r0.pile().iter()).copied().collect();
    r0.idol_slots.clear();
    r0.pile_mut().clear();
    for i in held {
        s.idol_exile_mut().push(i);
    }
    put_idol(&mut s, first, true, "arnak/idol/coin-1");
    put_idol(&mut s, first, false, "arnak/idol/tablet-1");
    put_idol(&mut s, second, true, "arnak/idol/coin-2");
    remove_down_idol(&mut s, second);
    let before = arnak::rival_score(&s);
    set_rival_stack(
        &mut s,
        &[
            rival_tile("arnak/rival/discover-green"),
            rival_tile("arnak/rival/discover-red"),
            rival_tile("arnak/rival/dig-coin"),
        ],
    );
    begin_turn(&mut s, 0);
    let mut events = solo_turn(&mut s);
    events.extend(solo_turn(&mut s));
    assert!(events.contains(&Event::RivalDiscovered { site: first }));
    assert!(events.contains(&Event::RivalDiscovered { site: second }));
    let rival = s.rival.unwrap();
    assert_eq!(rival.idol_slots.as_slice(), &[idol("arnak/idol/coin-1")]);
    let mut pile = rival.pile().as_slice().to_vec();
    pile.sort();
    let mut expected = vec![idol("arnak/idol/tablet-1"), idol("arnak/idol/coin-2")];
    expected.sort();
    assert_eq!(pile, expected);
    assert_eq!(arnak::rival_score(&s) - before, 3 + 2 + 2);

    // Scoring: magnifier position, temple tiles, 5 per guardian, card VP; no idol slot or
    // notebook VP.
    let mut s = new_game(1, Side::Bird, 6);
    let base = arnak::rival_score(&s);
    s.rival.as_mut().unwrap().magnifier = Pos::Space(4);
    let with_magnifier = arnak::rival_score(&s);
    assert_eq!(with_magnifier - base, 4, "level 3 magnifying glass (board-bird.toml)");
    s.rival.as_mut().unwrap().temple_tiles += 1;
    s.temple_stacks[3] -= 1;
    assert_eq!(arnak::rival_score(&s) - with_magnifier, 6);
    let g = s.guardian_stack_mut().pop().unwrap();
    s.rival.as_mut().unwrap().guardians.push(g);
    assert_eq!(arnak::rival_score(&s) - with_magnifier, 6 + 5);
    let brush = card("arnak/item/brush");
    assert!(take_card(&mut s, brush));
    s.rival.as_mut().unwrap().cards.push(brush);
    assert_eq!(arnak::rival_score(&s) - with_magnifier, 6 + 5 + 3);
    Arnak::check_invariants(&s).unwrap();
}

/// The jewel camp's discard is the rulebook's discard cost: with a card in hand it must be paid
/// (and the jewel taken); with an empty hand the dig still happens and gives nothing.
#[test]
fn derived_jewel_camp_discard_is_a_cost_paid_when_possible() {
    let mut s = two_player(Side::Bird);
    let camp = site_index(&s, "camp/jewel");
    let car = card(FUNDING_CAR);
    let (x, hat) = (card(EXPLORATION_CAR), card("arnak/item/hat"));
    set_hand(&mut s, 0, &[car, x, hat]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Dig { site: camp, space: 0 });
    act(&mut s, 0, Action::Travel(with_cards(&[car])));
    assert!(matches!(s.prompt, Some(Prompt::Discard { .. })), "{:?}", s.prompt);
    let mut options = legal(&s, 0);
    options.sort_by_key(|a| format!("{a:?}"));
    let mut expected = vec![Action::Discard { card: x }, Action::Discard { card: hat }];
    expected.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(options, expected, "no Decline: the discard is not optional");
    refused(&mut s, 0, Action::Decline, "");
    act(&mut s, 0, Action::Discard { card: hat });
    assert_eq!(s.players[0].res, r(0, 0, 0, 0, 1));
    assert!(s.players[0].play.contains(&hat));

    // An empty hand after paying the travel: the archaeologist digs, nothing is gained.
    let mut s = two_player(Side::Bird);
    set_hand(&mut s, 0, &[car]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Dig { site: camp, space: 0 });
    act(&mut s, 0, Action::Travel(with_cards(&[car])));
    assert_eq!(s.prompt, None);
    assert_eq!(s.sites[usize::from(camp)].spaces[0], Occupant::Player(0));
    assert_eq!(s.players[0].res, Res::ZERO);
}

/// Site tile 604de9: 2 compasses, then an item from the card row without paying its cost.
#[test]
fn derived_site_604de9_gives_two_compasses_and_an_item() {
    let mut s = two_player(Side::Bird);
    let spot = site_index(&s, "spot/i-1-1");
    put_idol(&mut s, spot, true, "arnak/idol/coin-1");
    let t = site_tile_on_top(&mut s, "arnak/site/i-2-compasses-exile");
    let car = card(FUNDING_CAR);
    set_hand(&mut s, 0, &[car]);
    set_resources(&mut s, 0, r(0, 3, 0, 0, 0));
    let items =
        ["arnak/item/hat", "arnak/item/dog", "arnak/item/rope", "arnak/item/torch", "arnak/item/brush"];
    // Round I: one artifact left of the Moon Staff, five items.
    set_row(
        &mut s,
        row_of(["arnak/artifact/treasure-chest", items[0], items[1], items[2], items[3], items[4]]),
    );
    act(&mut s, 0, Action::Discover { site: spot });
    act(&mut s, 0, Action::Travel(with_cards(&[car])));
    assert_eq!(s.sites[usize::from(spot)].tile, Some(t));
    assert!(matches!(s.prompt, Some(Prompt::Buy { free: true, .. })), "{:?}", s.prompt);
    assert_eq!(s.players[0].res.compass, 2, "3 paid, 2 gained");
    let dog = card(items[1]);
    assert!(legal(&s, 0).contains(&Action::Decline), "taking the item is a choice");
    act(&mut s, 0, Action::Buy { slot: 2 });
    assert_eq!(s.players[0].res.coin, 1, "the item costs nothing (the coin is the idol's)");
    assert_eq!(deck_top_down(&s, 0).last(), Some(&dog), "it goes to the bottom of the deck");
    assert!(!s.row.contains(&Some(dog)));
}
