//! Card effects and hooks the rulebook's appendix rules on, and the round structure.

use arnak::state::{Assistant, Occupant, Phase, Prompt};
use arnak::testing::*;
use arnak::{Action, CardId, Marker, Pos, Side, TravelPlan, Zone};
use content::arnak::{Res, Resource, RowKind};

use crate::support::*;

#[test]
fn derived_ocarina_makes_every_icon_a_plane() {
    let mut s = two_player(Side::Bird);
    let ocarina = card("arnak/artifact/guardians-ocarina");
    let car = card("arnak/basic/funding-car");
    let pan = card("arnak/item/gold-pan");
    set_hand(&mut s, 0, &[ocarina, car, pan]);
    set_resources(&mut s, 0, res(&[(Resource::Tablet, 1)]));
    act(&mut s, 0, Action::Play { card: ocarina });
    // No archaeologist on the map: nothing to return, the effect still applies.
    assert!(s.players[0].planes);
    act(&mut s, 0, Action::EndTurn);
    begin_turn(&mut s, 0);
    // A level II spot needing two cars: the two-ship card now gives two planes.
    let spot = site_index(&s, "spot/ii-1-1");
    set_resources(&mut s, 0, res(&[(Resource::Compass, 6)]));
    act(&mut s, 0, Action::Discover { site: spot });
    let plan = TravelPlan { cards: [Some(pan), None, None, None], ..TravelPlan::default() };
    assert!(plans(&s, 0).contains(&plan), "{:?}", plans(&s, 0));
    act(&mut s, 0, Action::Travel(plan));
}

#[test]
fn derived_pathfinders_sandals_move_from_any_site_and_avoid_fear() {
    let mut s = two_player(Side::Bird);
    let spot = site_index(&s, "spot/ii-1-1");
    discover_site(&mut s, spot, site_tile("arnak/site/ii-arrowhead-jewel"));
    let g = *s.guardian_stack().last().unwrap();
    place_guardian(&mut s, spot, g);
    place_archaeologist(&mut s, 0, spot, 0);
    let sandals = card("arnak/artifact/pathfinders-sandals");
    set_hand(&mut s, 0, &[sandals]);
    set_resources(&mut s, 0, res(&[(Resource::Tablet, 1)]));
    act(&mut s, 0, Action::Play { card: sandals });
    let camp = site_index(&s, "camp/coins");
    let moves: Vec<Action> = legal(&s, 0);
    assert!(
        moves.iter().all(|a| matches!(a, Action::Move { to_site, .. } if usize::from(*to_site) < 5)),
        "{moves:?}"
    );
    act(&mut s, 0, Action::Move { from_site: spot, from_space: 0, to_site: camp, to_space: 0 });
    assert_eq!(s.players[0].res.coin, 2, "the camp's effect resolved");
    assert_eq!(s.sites[usize::from(spot)].spaces[0], Occupant::Free);
    assert_eq!(s.sites[usize::from(camp)].spaces[0], Occupant::Player(0));
}

#[test]
fn derived_ornate_hammer_takes_an_exiled_item() {
    let mut s = two_player(Side::Bird);
    let rightmost = s.row[5].unwrap();
    let hammer = card("arnak/artifact/ornate-hammer");
    set_hand(&mut s, 0, &[hammer]);
    set_resources(&mut s, 0, res(&[(Resource::Tablet, 1)]));
    act(&mut s, 0, Action::Play { card: hammer });
    assert_eq!(s.row[5], None);
    assert!(s.item_exile.contains(&rightmost));
    act(&mut s, 0, Action::Pick { card: rightmost });
    assert_eq!(s.players[0].deck().first(), Some(&rightmost), "under the deck");
    let next = *s.item_deck().last().unwrap();
    act(&mut s, 0, Action::EndTurn);
    assert_eq!(s.row[5], Some(next), "refilled at the end of the turn");
}

#[test]
fn derived_decorated_horn_keeps_the_side() {
    let mut s = two_player(Side::Bird);
    let mine = s.assistant_stacks()[0].as_slice()[0];
    give_assistant(&mut s, 0, mine, true, false);
    let top = *s.assistant_stacks()[1].last().unwrap();
    let horn = card("arnak/artifact/decorated-horn");
    set_hand(&mut s, 0, &[horn]);
    set_resources(&mut s, 0, res(&[(Resource::Tablet, 1)]));
    act(&mut s, 0, Action::Play { card: horn });
    act(&mut s, 0, Action::SwapAssistant { slot: 0, stack: 1 });
    assert_eq!(s.players[0].assistants.as_slice(), &[Assistant { id: top, gold: true, exhausted: false }]);
    assert_eq!(s.assistant_stacks()[1].last(), Some(&mine), "returned on top, silver side up");
}

#[test]
fn derived_coconut_flask_uses_a_supply_assistant_without_taking_it() {
    let mut s = two_player(Side::Snake);
    let flask = card("arnak/artifact/coconut-flask");
    set_hand(&mut s, 0, &[flask]);
    set_resources(&mut s, 0, res(&[(Resource::Tablet, 1), (Resource::Coin, 2)]));
    let before = *s.assistant_stacks();
    act(&mut s, 0, Action::Play { card: flask });
    act(&mut s, 0, Action::Accept);
    assert_eq!(s.prompt, Some(Prompt::SupplyAssistant { gold: false }), "Coconut Flask: the silver side");
    // Only the three supply stacks are offered, never the research-track stack.
    let options = legal(&s, 0);
    assert_eq!(options.len(), 3, "{options:?}");
    act(&mut s, 0, Action::TakeAssistant { stack: 0 });
    settle(&mut s, 0);
    assert_eq!(*s.assistant_stacks(), before, "the supply assistant stays");
    assert!(s.turn.main_used);
}

#[test]
fn derived_bear_trap_works_where_you_are_or_where_nobody_is() {
    let mut s = two_player(Side::Bird);
    let p_site = site_index(&s, "spot/i-1-1");
    let q_site = site_index(&s, "spot/i-1-2");
    discover_top(&mut s, p_site);
    discover_top(&mut s, q_site);
    let g1 = s.guardian_stack().as_slice()[0];
    let g2 = s.guardian_stack().as_slice()[1];
    place_guardian(&mut s, p_site, g1);
    place_guardian(&mut s, q_site, g2);
    place_archaeologist(&mut s, 1, q_site, 0);
    let trap = card("arnak/item/bear-trap");
    set_hand(&mut s, 0, &[trap]);
    act(&mut s, 0, Action::Play { card: trap });
    let options = legal(&s, 0);
    assert!(options.contains(&Action::Overcome { site: p_site }));
    assert!(!options.contains(&Action::Overcome { site: q_site }), "another player's archaeologist is there");
    act(&mut s, 0, Action::Overcome { site: p_site });
    assert_eq!(s.players[0].guardians.as_slice()[0].id, g1);
    assert!(s.item_exile.contains(&trap), "exiled to use it");
}

#[test]
fn derived_brush_counts_slotted_idols_with_a_cap() {
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
    assert_eq!(s.players[0].res.compass, 3);
}

#[test]
fn derived_guardians_crown_moves_to_an_unoccupied_discovered_site() {
    let mut s = two_player(Side::Bird);
    let here = site_index(&s, "spot/i-1-1");
    let v = site_index(&s, "spot/i-1-2");
    let w = site_index(&s, "spot/i-1-3");
    let u = site_index(&s, "spot/i-1-4");
    for site in [here, v, w] {
        discover_top(&mut s, site);
    }
    let g = s.guardian_stack().as_slice()[0];
    place_guardian(&mut s, here, g);
    place_archaeologist(&mut s, 0, here, 0);
    place_archaeologist(&mut s, 1, w, 0);
    let crown = card("arnak/artifact/guardians-crown");
    set_hand(&mut s, 0, &[crown]);
    set_resources(&mut s, 0, res(&[(Resource::Tablet, 1)]));
    act(&mut s, 0, Action::Play { card: crown });
    let options = legal(&s, 0);
    assert!(options.contains(&Action::MoveGuardian { from: here, to: v }));
    assert!(!options.contains(&Action::MoveGuardian { from: here, to: u }), "no site tile yet");
    assert!(!options.contains(&Action::MoveGuardian { from: here, to: w }), "occupied");
    act(&mut s, 0, Action::MoveGuardian { from: here, to: v });
    assert_eq!(s.sites[usize::from(v)].guardian, Some(g));
    assert_eq!(s.sites[usize::from(here)].guardian, None);
}

#[test]
fn derived_idol_of_ara_anu_discounts_temple_tiles() {
    let mut s = two_player(Side::Bird);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Temple(0));
    let idol = card("arnak/artifact/idol-of-ara-anu");
    set_hand(&mut s, 0, &[idol]);
    let [_, b, c] = s.board().research.foundations;
    // Right 6-point stack pays B + C; the card takes 1 jewel off.
    let cost = Res {
        coin: b.coin + c.coin,
        compass: b.compass + c.compass,
        tablet: b.tablet + c.tablet + 1,
        arrowhead: b.arrowhead + c.arrowhead,
        jewel: (b.jewel + c.jewel).saturating_sub(1),
    };
    set_resources(&mut s, 0, cost);
    act(&mut s, 0, Action::Play { card: idol });
    act(&mut s, 0, Action::TempleTile { stack: 4 });
    assert_eq!(s.players[0].res, Res::ZERO);
    assert_eq!(s.players[0].temple_tiles, [0, 1, 0]);
}

#[test]
fn derived_journal_moves_only_the_notebook() {
    let mut s = two_player(Side::Bird);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(2));
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(2));
    let journal = card("arnak/item/journal");
    set_hand(&mut s, 0, &[journal]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Play { card: journal });
    // Nothing is legal for the notebook (it would pass the magnifier): the effect fizzles.
    assert_eq!(s.prompt, None);
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(0));
    let mut s2 = two_player(Side::Bird);
    set_marker(&mut s2, 0, Marker::Magnifier, Pos::Space(2));
    set_marker(&mut s2, 0, Marker::Notebook, Pos::Space(0));
    set_hand(&mut s2, 0, &[journal]);
    set_resources(&mut s2, 0, Res::ZERO);
    act(&mut s2, 0, Action::Play { card: journal });
    let options = legal(&s2, 0);
    assert!(
        options
            .iter()
            .all(|a| matches!(a, Action::Research { marker: Marker::Notebook, .. } | Action::Decline))
    );
    act(&mut s2, 0, Action::Research { marker: Marker::Notebook, to: Some(2) });
    assert_eq!(s2.players[0].notebook, Pos::Space(2), "free: no cost paid");
}

#[test]
fn derived_pass_to_gain_makes_the_turn_a_pass() {
    let mut s = two_player(Side::Bird);
    let watch = card("arnak/item/watch");
    set_hand(&mut s, 0, &[watch]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Play { card: watch });
    act(&mut s, 0, Action::Choose { option: 1 });
    assert!(s.turn.main_used && s.turn.passing);
    assert!(!legal(&s, 0).contains(&Action::Pass));
    act(&mut s, 0, Action::EndTurn);
    assert!(s.players[0].passed);
    assert_eq!(s.players[0].res.coin, 3);

    // After the main action only the plain option is offered.
    let mut s = two_player(Side::Bird);
    set_hand(&mut s, 0, &[watch]);
    act(&mut s, 0, Action::Pass);
    act(&mut s, 0, Action::Play { card: watch });
    assert_eq!(legal(&s, 0), vec![Action::Choose { option: 0 }]);
}

#[test]
fn derived_upgrading_refreshes_an_exhausted_assistant() {
    let mut s = two_player(Side::Bird);
    let compass = assistant("arnak/assistant/compass");
    give_assistant(&mut s, 0, compass, false, false);
    act(&mut s, 0, Action::UseAssistant { slot: 0 });
    assert!(s.players[0].assistants.as_slice()[0].exhausted);
    assert_eq!(
        refuse(&mut s, 0, Action::UseAssistant { slot: 0 }),
        "that assistant is exhausted until the end of the round"
    );
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(4));
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(2));
    set_resources(&mut s, 0, plenty());
    act(&mut s, 0, Action::Research { marker: Marker::Notebook, to: Some(4) });
    settle(&mut s, 0);
    let a = s.players[0].assistants.as_slice()[0];
    assert!(a.gold && !a.exhausted);
    act(&mut s, 0, Action::UseAssistant { slot: 0 });
}

#[test]
fn derived_round_end_row_and_deck_order() {
    let mut s = two_player(Side::Bird);
    let a1 = s.row[0].unwrap();
    let i2 = s.row[1].unwrap();
    let top: Vec<CardId> = s.artifact_deck().as_slice().iter().rev().take(2).copied().collect();
    // Player 0: deck [c1, c2, I9] top-down, hand [h1], play area three cards.
    let c = [card("arnak/item/hat"), card("arnak/item/whip"), card("arnak/item/torch")];
    let h1 = card("arnak/item/axe");
    set_deck(&mut s, 0, &c);
    set_hand(&mut s, 0, &[h1]);
    let played = [card("arnak/item/rope"), card("arnak/item/flask"), card("arnak/item/dog")];
    set_play(&mut s, 0, &played);
    act(&mut s, 0, Action::Pass);
    act(&mut s, 0, Action::EndTurn);
    act(&mut s, 1, Action::Pass);
    act(&mut s, 1, Action::EndTurn);
    // Step 2: player 0 keeps h1; player 1 decides too.
    assert_eq!(s.phase, Phase::HandDiscard);
    assert_eq!(s.current, 0);
    act(&mut s, 0, Action::KeepHand);
    act(&mut s, 1, Action::KeepHand);
    assert_eq!(s.round, 2);
    assert!(s.artifact_exile.contains(&a1) && s.item_exile.contains(&i2));
    assert_eq!(
        s.row[..2].to_vec(),
        vec![Some(top[1]), Some(top[0])],
        "dealt one at a time at the outer edge"
    );
    // Round II: player 0 kept h1 and drew c1, c2, c3 and one shuffled card.
    let hand = s.players[0].hand.as_slice().to_vec();
    assert_eq!(hand.len(), 5);
    assert_eq!(&hand[..4], &[h1, c[0], c[1], c[2]]);
    assert!(played.contains(&hand[4]));
    assert_eq!(s.first, 1, "the first-player token moved");
    assert_eq!(s.current, 1);
}

#[test]
fn derived_hand_discard_at_round_end() {
    let mut s = two_player(Side::Bird);
    let fear = card("arnak/fear/fear");
    set_hand(&mut s, 0, &[fear, fear]);
    act(&mut s, 0, Action::Pass);
    act(&mut s, 0, Action::EndTurn);
    act(&mut s, 1, Action::Pass);
    act(&mut s, 1, Action::EndTurn);
    assert_eq!(
        legal(&s, 0),
        vec![Action::Discard { card: fear }, Action::KeepHand],
        "identical cards are one choice"
    );
    act(&mut s, 0, Action::Discard { card: fear });
    act(&mut s, 0, Action::Discard { card: fear });
    // An empty hand ends the decision.
    assert_eq!(s.current, 1);
}

#[test]
fn derived_free_item_to_hand_and_to_deck_top() {
    let mut s = two_player(Side::Bird);
    let airdrop = card("arnak/item/airdrop");
    set_hand(&mut s, 0, &[airdrop]);
    let target = s.row[3].unwrap();
    act(&mut s, 0, Action::Play { card: airdrop });
    act(&mut s, 0, Action::Buy { slot: 3 });
    assert!(s.players[0].hand.contains(&target), "Airdrop puts the item in hand");

    let mut s = two_player(Side::Bird);
    let medallion = card("arnak/artifact/monkey-medallion");
    set_hand(&mut s, 0, &[medallion]);
    set_resources(&mut s, 0, res(&[(Resource::Tablet, 1)]));
    let target = s.row[2].unwrap();
    act(&mut s, 0, Action::Play { card: medallion });
    act(&mut s, 0, Action::Buy { slot: 2 });
    assert_eq!(s.players[0].deck().last(), Some(&target), "on top of the deck");
}

#[test]
fn derived_fishing_rod_reveals_the_top_item() {
    let mut s = two_player(Side::Bird);
    let rod = card("arnak/item/fishing-rod");
    set_hand(&mut s, 0, &[rod]);
    set_resources(&mut s, 0, Res::ZERO);
    let hat = card("arnak/item/hat");
    set_deck_top(&mut s, RowKind::Item, &[hat]);
    act(&mut s, 0, Action::Play { card: rod });
    assert_eq!(s.revealed, Some(hat));
    act(&mut s, 0, Action::Decline);
    assert_eq!(s.item_deck().last(), Some(&hat), "an unbought revealed card returns on top");
    assert_eq!(s.revealed, None);

    let mut s = two_player(Side::Bird);
    set_hand(&mut s, 0, &[rod]);
    set_resources(&mut s, 0, Res::ZERO);
    set_deck_top(&mut s, RowKind::Item, &[hat]);
    act(&mut s, 0, Action::Play { card: rod });
    act(&mut s, 0, Action::BuyTop);
    assert_eq!(s.players[0].deck().first(), Some(&hat));
}

#[test]
fn derived_exile_from_hand_or_play_area() {
    let mut s = two_player(Side::Bird);
    let torch = card("arnak/item/torch");
    let fear = card("arnak/fear/fear");
    let funding = card("arnak/basic/funding-car");
    set_hand(&mut s, 0, &[torch, fear]);
    set_play(&mut s, 0, &[funding]);
    let before = s.fear_deck;
    act(&mut s, 0, Action::Play { card: torch });
    let options = legal(&s, 0);
    for a in [
        Action::Exile { from: Zone::Hand, card: fear },
        Action::Exile { from: Zone::Play, card: funding },
        Action::Exile { from: Zone::Play, card: torch },
        Action::Decline,
    ] {
        assert!(options.contains(&a), "{a:?}");
    }
    act(&mut s, 0, Action::Exile { from: Zone::Hand, card: fear });
    assert_eq!(s.fear_deck, before + 1, "exiled Fear cards go back to the Fear deck");
}

#[test]
fn derived_upgrade_exchange_is_optional_and_needs_the_resource() {
    let mut s = two_player(Side::Bird);
    let scales = card("arnak/artifact/traders-scales");
    set_hand(&mut s, 0, &[scales]);
    set_resources(&mut s, 0, res(&[(Resource::Tablet, 2)]));
    act(&mut s, 0, Action::Play { card: scales });
    assert_eq!(legal(&s, 0), vec![Action::Upgrade { option: 0 }, Action::Decline]);
    act(&mut s, 0, Action::Upgrade { option: 0 });
    assert_eq!(s.players[0].res, res(&[(Resource::Arrowhead, 1), (Resource::Coin, 3)]));
}

#[test]
fn derived_idol_slots_fill_left_to_right() {
    let mut s = two_player(Side::Bird);
    for _ in 0..5 {
        give_idol(&mut s, 0);
    }
    set_resources(&mut s, 0, Res::ZERO);
    for slot in 0..4 {
        act(&mut s, 0, Action::SlotIdol { effect: 0 });
        assert!(s.players[0].slots()[slot].is_some());
    }
    assert_eq!(s.players[0].res, res(&[(Resource::Coin, 4), (Resource::Compass, 4)]));
    assert_eq!(refuse(&mut s, 0, Action::SlotIdol { effect: 0 }), "all your idol slots are full");
}

#[test]
fn derived_boon_once_per_game() {
    let mut s = two_player(Side::Bird);
    let g = guardian("arnak/guardian/plane-b");
    give_guardian(&mut s, 0, g, false);
    act(&mut s, 0, Action::UseBoon { guardian: g });
    assert_eq!(s.turn.pool.plane, 1);
    assert_eq!(
        refuse(&mut s, 0, Action::UseBoon { guardian: g }),
        "you have already used that guardian's boon"
    );
}

#[test]
fn derived_overcoming_pays_cost_travel_and_discards() {
    let mut s = two_player(Side::Bird);
    let site = site_index(&s, "spot/i-1-1");
    discover_top(&mut s, site);
    let g = guardian("arnak/guardian/car-b");
    place_guardian(&mut s, site, g);
    let fear = card("arnak/fear/fear");
    set_hand(&mut s, 0, &[fear]);
    set_resources(&mut s, 0, res(&[(Resource::Coin, 1), (Resource::Arrowhead, 1)]));
    assert_eq!(refuse(&mut s, 0, Action::Overcome { site }), "you have no archaeologist at that site");
    place_archaeologist(&mut s, 0, site, 0);
    act(&mut s, 0, Action::Overcome { site });
    act(
        &mut s,
        0,
        Action::Travel(TravelPlan { cards: [Some(fear), None, None, None], ..TravelPlan::default() }),
    );
    assert_eq!(s.players[0].guardians.as_slice()[0].id, g);
    assert_eq!(s.players[0].res, Res::ZERO);
}
