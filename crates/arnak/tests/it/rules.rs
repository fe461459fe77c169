//! Rule facts derived from the rulebook: travel payment, research legality, effects and hooks,
//! the card row, the Rival, scoring. Each test rigs a state with `arnak::testing` and checks
//! one rule through the public engine API.

use arnak::state::{Occupant, Phase, Prompt};
use arnak::testing::*;
use arnak::{Action, Arnak, CardId, Event, Icons, Marker, Pos, Side, State, TravelPlan, Zone};
use content::arnak::{self as data, Effect, Hook, Res, Resource, RowKind};
use tabletop_core::{Game, Outcome, Seat, SeatSet};

use crate::support::*;

#[test]
fn derived_every_content_hook_is_declared_and_named_as_written() {
    // An unimplemented hook does not compile (the engine matches every `Hook`); here the
    // declarations: the `[[hook]]` tables name exactly the hooks the content uses, under the
    // names the TOML writes.
    let mut lists: Vec<&[Effect]> = Vec::new();
    lists.extend(data::CARDS.iter().map(|card| card.effect));
    lists.extend(data::GUARDIANS.iter().map(|guardian| guardian.boon));
    lists.extend(data::ASSISTANTS.iter().flat_map(|a| [a.silver.effect, a.gold.effect]));
    lists.extend(data::SITE_TILES.iter().map(|site| site.effect));
    lists.extend(data::IDOLS.iter().map(|idol| idol.effect));
    lists.extend(data::BONUS_TILES.iter().map(|tile| tile.effect));
    for board in data::BOARDS {
        lists.extend(board.camps.iter().map(|camp| camp.effect));
        lists.extend(board.research.levels.iter().flat_map(|level| [level.magnifier, level.notebook]));
    }
    lists.extend(data::PLAYER_BOARD.idol_slot_effects);
    let mut used: Vec<&str> = lists.iter().flat_map(|list| Effect::hooks(list)).map(Hook::name).collect();
    used.sort_unstable();
    used.dedup();
    let declared: Vec<&str> = data::HOOKS.iter().map(|def| def.name.name()).collect();
    assert_eq!(used, declared);
    assert_eq!(
        declared,
        [
            "all-travel-is-planes-this-round",
            "compass-per-archaeologist-on-map",
            "crystal-earring",
            "decorated-horn",
            "gain-item-to-deck-top",
            "ignore-guardian-fear-this-round",
            "move-to-camp-activate-twice",
            "obsidian-earring",
            "ornate-hammer",
            "rescue-assistant",
            "return-slotted-idol",
            "tent-activate-own-site",
            "use-supply-assistant-gold",
            "use-supply-assistant-silver",
        ]
    );
}

#[test]
fn derived_travel_substitution_and_charter() {
    let mut s = two_player(Side::Bird);
    let site = ship_site(&mut s);
    set_resources(&mut s, 0, Res::ZERO);
    set_hand(&mut s, 0, &[card("arnak/basic/funding-car")]);
    let dig = Action::Dig { site, space: 0 };
    assert!(!legal(&s, 0).contains(&dig), "a car does not pay for a ship");
    let message = refuse(&mut s, 0, dig);
    assert_eq!(message, "this site needs 1 ship; you can provide only 1 car");

    set_hand(&mut s, 0, &[card("arnak/basic/funding-ship")]);
    act(&mut s, 0, dig);
    assert_eq!(plans(&s, 0).len(), 1);

    let mut s = two_player(Side::Bird);
    let site = ship_site(&mut s);
    set_hand(&mut s, 0, &[card("arnak/basic/funding-car")]);
    set_resources(&mut s, 0, coins(1));
    assert!(!legal(&s, 0).contains(&Action::Dig { site, space: 0 }), "1 coin cannot charter a plane");
    set_resources(&mut s, 0, coins(2));
    act(&mut s, 0, Action::Dig { site, space: 0 });
    let plans = plans(&s, 0);
    assert_eq!(plans, vec![TravelPlan { charter: 1, ..TravelPlan::default() }]);
    act(&mut s, 0, Action::Travel(plans[0]));
    assert_eq!(s.players[0].res.coin, 0);
    assert_eq!(s.sites[usize::from(site)].spaces[0], Occupant::Player(0));
}

#[test]
fn derived_travel_boot_space_takes_any_icon() {
    let mut s = two_player(Side::Bird);
    let camp = site_index(&s, "camp/coins");
    for id in ["arnak/basic/funding-car", "arnak/basic/funding-ship", "arnak/item/airdrop", "arnak/fear/fear"]
    {
        set_hand(&mut s, 0, &[card(id)]);
        set_resources(&mut s, 0, Res::ZERO);
        assert!(legal(&s, 0).contains(&Action::Dig { site: camp, space: 0 }), "{id} pays a boot");
    }
}

#[test]
fn derived_travel_plans_are_minimal_and_distinct() {
    let mut s = new_game(4, Side::Bird, 5);
    begin_turn(&mut s, 0);
    let camp = site_index(&s, "camp/coins");
    let fear = card("arnak/fear/fear");
    let car = card("arnak/basic/funding-car");
    let pan = card("arnak/item/gold-pan");
    set_hand(&mut s, 0, &[fear, fear, car, pan]);
    set_resources(&mut s, 0, coins(4));
    // Space B of a base camp needs two boots.
    act(&mut s, 0, Action::Dig { site: camp, space: 1 });
    let plans = plans(&s, 0);
    let mut sorted = plans.clone();
    sorted.sort_by_key(|p| format!("{p:?}"));
    sorted.dedup();
    assert_eq!(sorted.len(), plans.len(), "plans are distinct");
    // {fear, fear}, {fear, car}, {pan}, {charter, fear}, {charter, car}, {charter x2}.
    assert_eq!(plans.len(), 6, "{plans:?}");
    let only_pan = TravelPlan { cards: [Some(pan), None, None, None], ..TravelPlan::default() };
    assert!(plans.contains(&only_pan));
    assert!(
        !plans.iter().any(|p| p.card_list().count() == 2 && p.card_list().any(|c| c == pan)),
        "no plan wastes a card"
    );
}

#[test]
fn derived_travel_surplus_goes_to_the_pool_until_the_turn_ends() {
    let mut s = two_player(Side::Bird);
    let site = ship_site(&mut s);
    let pan = card("arnak/item/gold-pan");
    set_hand(&mut s, 0, &[pan]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Dig { site, space: 0 });
    act(
        &mut s,
        0,
        Action::Travel(TravelPlan { cards: [Some(pan), None, None, None], ..TravelPlan::default() }),
    );
    // The site tile's effect may ask something; answer until the turn can end.
    while s.prompt.is_some() {
        let a = legal(&s, 0)[0];
        act(&mut s, 0, a);
    }
    assert_eq!(s.turn.pool, Icons { ship: 1, ..Icons::NONE });
    act(&mut s, 0, Action::EndTurn);
    assert_eq!(s.turn.pool, Icons::NONE);
}

#[test]
fn derived_research_destinations_follow_the_links() {
    let mut s = new_game(3, Side::Bird, 3);
    begin_turn(&mut s, 0);
    for seat in 0..3 {
        set_resources(
            &mut s,
            seat,
            res(&[
                (Resource::Compass, 9),
                (Resource::Tablet, 9),
                (Resource::Arrowhead, 9),
                (Resource::Jewel, 9),
            ]),
        );
    }
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(0));
    set_marker(&mut s, 1, Marker::Magnifier, Pos::Space(1));
    let research = |s: &State, seat: u8, marker: Marker| -> Vec<Option<u8>> {
        legal(s, seat)
            .into_iter()
            .filter_map(|a| match a {
                Action::Research { marker: m, to } if m == marker => Some(to),
                _ => None,
            })
            .collect()
    };
    assert_eq!(research(&s, 0, Marker::Magnifier), vec![Some(2), Some(3)]);
    assert_eq!(research(&s, 0, Marker::Notebook), vec![Some(0), Some(1)]);
    begin_turn(&mut s, 1);
    assert_eq!(research(&s, 1, Marker::Magnifier), vec![Some(3)]);
    begin_turn(&mut s, 2);
    assert_eq!(research(&s, 2, Marker::Magnifier), vec![Some(0), Some(1)]);
    assert_eq!(research(&s, 2, Marker::Notebook), vec![], "the notebook may not pass the magnifying glass");
    let message = refuse(&mut s, 2, Action::Research { marker: Marker::Notebook, to: Some(0) });
    assert_eq!(message, "your notebook may not go above your magnifying glass");
}

#[test]
fn derived_research_pays_then_takes_bonus_and_level_effect() {
    let mut s = two_player(Side::Bird);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(0));
    let coin_tile = bonus_tile("arnak/bonus/coin-1");
    set_bonus(&mut s, 2, &[coin_tile]);
    set_resources(&mut s, 0, Res::ZERO);
    let go = Action::Research { marker: Marker::Magnifier, to: Some(2) };
    assert!(refuse(&mut s, 0, go).contains("costs 1 jewel"));
    set_resources(&mut s, 0, res(&[(Resource::Jewel, 1)]));
    act(&mut s, 0, go);
    assert_eq!(s.prompt, Some(Prompt::Reward { space: 2, marker: Marker::Magnifier }));
    act(&mut s, 0, Action::Bonus { tile: coin_tile });
    assert_eq!(s.prompt, None);
    assert_eq!(s.players[0].res, res(&[(Resource::Coin, 1), (Resource::Compass, 1)]));
    assert!(s.bonus[2].is_empty());
    assert_eq!(s.players[0].magnifier, Pos::Space(2));
}

#[test]
fn derived_notebook_waits_for_the_magnifier_and_never_enters_the_temple() {
    let mut s = two_player(Side::Bird);
    set_resources(
        &mut s,
        0,
        res(&[
            (Resource::Coin, 9),
            (Resource::Compass, 9),
            (Resource::Tablet, 9),
            (Resource::Arrowhead, 9),
            (Resource::Jewel, 9),
        ]),
    );
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(4));
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(4));
    let notebook_moves = |s: &State| {
        legal(s, 0).iter().filter(|a| matches!(a, Action::Research { marker: Marker::Notebook, .. })).count()
    };
    assert_eq!(notebook_moves(&s), 0);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(5));
    assert_eq!(notebook_moves(&s), 3, "level 4 has three spaces linked from space 4");
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Temple(0));
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(11));
    assert_eq!(notebook_moves(&s), 0);
    assert_eq!(
        refuse(&mut s, 0, Action::Research { marker: Marker::Notebook, to: None }),
        "the notebook can never enter the Lost Temple"
    );
}

#[test]
fn derived_lost_temple_arrival_and_temple_tiles() {
    let mut s = two_player(Side::Bird);
    let all = res(&[
        (Resource::Coin, 9),
        (Resource::Compass, 9),
        (Resource::Tablet, 9),
        (Resource::Arrowhead, 9),
        (Resource::Jewel, 9),
    ]);
    set_resources(&mut s, 0, all);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(11));
    act(&mut s, 0, Action::Research { marker: Marker::Magnifier, to: None });
    assert_eq!(s.players[0].magnifier, Pos::Temple(0));
    assert_eq!(s.prompt, Some(Prompt::TempleBonus));
    let tile = match legal(&s, 0)[0] {
        Action::Bonus { tile } => tile,
        other => panic!("{other:?}"),
    };
    act(&mut s, 0, Action::Bonus { tile });
    assert_eq!(s.temple_bonus().len(), 1);
    while s.prompt.is_some() {
        let a = legal(&s, 0)[0];
        act(&mut s, 0, a);
    }
    act(&mut s, 0, Action::EndTurn);
    // Next research from the temple takes a tile: the left 6-point stack pays A + B.
    begin_turn(&mut s, 0);
    set_resources(&mut s, 0, all);
    act(&mut s, 0, Action::TempleTile { stack: 3 });
    let [a, b, _] = s.board().research.foundations;
    let paid = Res {
        coin: a.coin + b.coin,
        compass: a.compass + b.compass,
        tablet: a.tablet + b.tablet,
        arrowhead: a.arrowhead + b.arrowhead,
        jewel: a.jewel + b.jewel,
    };
    assert_eq!(s.players[0].res.jewel, 9 - paid.jewel);
    assert_eq!(s.players[0].temple_tiles, [0, 1, 0]);
    assert_eq!(s.temple_stacks[3], 1);
    // Empty stacks cannot be chosen.
    s.temple_stacks[5] = 0;
    begin_turn(&mut s, 0);
    assert_eq!(refuse(&mut s, 0, Action::TempleTile { stack: 5 }), "that temple stack is empty");
    assert!(arnak::score(&s, 0) > arnak::score(&s, 1));
}

#[test]
fn derived_parrot_discards_a_card_for_a_jewel_and_uses_the_main_action() {
    let mut s = two_player(Side::Bird);
    let parrot = card("arnak/item/parrot");
    let funding = card("arnak/basic/funding-car");
    let exploration = card("arnak/basic/exploration-car");
    set_hand(&mut s, 0, &[parrot, funding, exploration]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Play { card: parrot });
    act(&mut s, 0, Action::Discard { card: funding });
    assert_eq!(s.players[0].res, res(&[(Resource::Jewel, 1)]));
    assert!(s.players[0].play.contains(&parrot) && s.players[0].play.contains(&funding));
    assert!(refuse(&mut s, 0, Action::Pass).contains("already taken your main action"));
    // A free card is still allowed.
    act(&mut s, 0, Action::Play { card: exploration });
    act(&mut s, 0, Action::EndTurn);
}

#[test]
fn derived_artifact_from_hand_costs_a_tablet_but_not_after_buying() {
    let mut s = two_player(Side::Bird);
    let jar = card("arnak/artifact/stone-jar");
    set_hand(&mut s, 0, &[jar]);
    set_resources(&mut s, 0, Res::ZERO);
    assert_eq!(
        refuse(&mut s, 0, Action::Play { card: jar }),
        "playing an artifact from your hand costs 1 tablet; you have none"
    );
    set_resources(&mut s, 0, res(&[(Resource::Tablet, 1)]));
    act(&mut s, 0, Action::Play { card: jar });
    assert_eq!(s.players[0].res.tablet, 0);

    let mut s = two_player(Side::Bird);
    let chest = card("arnak/artifact/treasure-chest");
    let mut row = s.row;
    row[0] = Some(chest);
    set_row(&mut s, row);
    set_resources(&mut s, 0, res(&[(Resource::Compass, 4)]));
    act(&mut s, 0, Action::Buy { slot: 0 });
    assert_eq!(s.prompt, Some(Prompt::UseArtifact { card: chest }));
    act(&mut s, 0, Action::Accept);
    assert_eq!(s.players[0].res, res(&[(Resource::Coin, 1)]));
    assert!(s.players[0].play.contains(&chest));
}

#[test]
fn derived_army_knife_takes_two_different_options() {
    let mut s = two_player(Side::Bird);
    let knife = card("arnak/item/army-knife");
    set_hand(&mut s, 0, &[knife]);
    set_resources(&mut s, 0, Res::ZERO);
    act(&mut s, 0, Action::Play { card: knife });
    let choices: Vec<_> =
        legal(&s, 0).into_iter().filter(|a| matches!(a, Action::ChooseSet { .. })).collect();
    assert_eq!(choices.len(), 6, "two of four");
    assert_eq!(
        refuse(&mut s, 0, Action::ChooseSet { options: 0b0010 }),
        "choose exactly 2 different options"
    );
    act(&mut s, 0, Action::ChooseSet { options: 0b1010 });
    assert_eq!(s.players[0].res, res(&[(Resource::Coin, 1), (Resource::Tablet, 1)]));
}

#[test]
fn derived_dig_without_archaeologists_is_refused() {
    let mut s = two_player(Side::Bird);
    let a = site_index(&s, "camp/coins");
    let b = site_index(&s, "camp/compasses");
    place_archaeologist(&mut s, 0, a, 0);
    place_archaeologist(&mut s, 0, b, 0);
    let c = site_index(&s, "camp/tablets");
    set_hand(&mut s, 0, &[card("arnak/fear/fear")]);
    assert_eq!(
        refuse(&mut s, 0, Action::Dig { site: c, space: 0 }),
        "you have no archaeologist left on your board"
    );
    // A blocked space does not exist.
    assert_eq!(s.sites[usize::from(c)].spaces[1], Occupant::Blocked);
}

#[test]
fn derived_discover_a_site_in_order() {
    let mut s = two_player(Side::Bird);
    let spot = site_index(&s, "spot/i-1-1");
    set_hand(&mut s, 0, &[card("arnak/basic/funding-car")]);
    set_resources(&mut s, 0, res(&[(Resource::Compass, 2)]));
    assert!(refuse(&mut s, 0, Action::Discover { site: spot }).contains("costs 3 compasses"));
    set_resources(&mut s, 0, res(&[(Resource::Compass, 3)]));
    let guardian = *s.guardian_stack().last().unwrap();
    let tile = *s.site_stacks()[0].last().unwrap();
    act(&mut s, 0, Action::Discover { site: spot });
    act(
        &mut s,
        0,
        Action::Travel(TravelPlan {
            cards: [Some(card("arnak/basic/funding-car")), None, None, None],
            ..TravelPlan::default()
        }),
    );
    while s.prompt.is_some() {
        let a = *legal(&s, 0).iter().find(|a| **a != Action::Decline).unwrap_or(&Action::Decline);
        act(&mut s, 0, a);
    }
    assert_eq!(s.players[0].idols().len(), 1);
    assert_eq!(s.sites[usize::from(spot)].tile, Some(tile));
    assert_eq!(s.sites[usize::from(spot)].guardian, Some(guardian));
    assert_eq!(s.sites[usize::from(spot)].spaces[0], Occupant::Player(0));
}

#[test]
fn derived_fear_token_when_the_fear_deck_is_empty() {
    let mut s = two_player(Side::Bird);
    let site = ship_site(&mut s);
    let g = *s.guardian_stack().last().unwrap();
    place_guardian(&mut s, site, g);
    place_archaeologist(&mut s, 1, site, 0);
    // Empty the Fear deck into player 0's play area.
    let fear = card("arnak/fear/fear");
    let all = vec![fear; usize::from(s.fear_deck)];
    set_play(&mut s, 0, &all);
    assert_eq!(s.fear_deck, 0);
    act(&mut s, 0, Action::Pass);
    act(&mut s, 0, Action::EndTurn);
    act(&mut s, 1, Action::Pass);
    act(&mut s, 1, Action::EndTurn);
    assert_eq!(s.players[1].fear_tokens, 1, "a Fear token for the guardian site");
    assert_eq!(s.players[1].archaeologists, 2);
}

#[test]
fn derived_fear_token_can_be_exiled_instead_of_a_card() {
    let mut s = two_player(Side::Bird);
    s.players[0].fear_tokens = 1;
    let axe = card("arnak/item/axe");
    set_hand(&mut s, 0, &[axe]);
    act(&mut s, 0, Action::Play { card: axe });
    assert!(legal(&s, 0).contains(&Action::ExileFearToken));
    assert!(legal(&s, 0).contains(&Action::Exile { from: Zone::Play, card: axe }));
    act(&mut s, 0, Action::ExileFearToken);
    assert_eq!(s.players[0].fear_tokens, 0);
}

#[test]
fn derived_row_refill_after_buying_an_item() {
    let mut s = two_player(Side::Bird);
    let items: Vec<CardId> = s.row[1..].iter().flatten().copied().collect();
    let next = *s.item_deck().last().unwrap();
    set_resources(&mut s, 0, coins(9));
    act(&mut s, 0, Action::Buy { slot: 2 });
    assert_eq!(s.players[0].deck().first(), Some(&items[1]), "a bought item goes under the deck");
    act(&mut s, 0, Action::EndTurn);
    assert_eq!(
        s.row[1..].to_vec(),
        vec![Some(items[0]), Some(items[2]), Some(items[3]), Some(items[4]), Some(next)]
    );
}

#[test]
fn derived_snake_idol_link_and_rescue() {
    let mut s = two_player(Side::Snake);
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(5));
    let slotted = give_idol(&mut s, 0);
    let _ = slotted;
    slot_idol(&mut s, 0, 0);
    let go = Action::Research { marker: Marker::Magnifier, to: Some(7) };
    assert!(refuse(&mut s, 0, go).contains("idol"), "a slotted idol cannot pay");
    give_idol(&mut s, 0);
    let rescue: Vec<u8> = s.rescue_stack().as_slice().to_vec();
    assert_eq!(rescue.len(), 2);
    act(&mut s, 0, go);
    assert_eq!(s.players[0].idols().len(), 0);
    assert!(s.players[0].slots()[0].is_some());
    assert_eq!(s.prompt, Some(Prompt::Rescue));
    let pick = rescue[0];
    act(&mut s, 0, Action::Rescue { assistant: pick });
    let a = s.players[0].assistants.as_slice()[0];
    assert_eq!((a.id, a.gold, a.exhausted), (pick, false, true));
    assert_eq!(s.rescue_stack().as_slice(), &rescue[1..]);
    assert!(!legal(&s, 0).contains(&Action::UseAssistant { slot: 0 }), "a rescued assistant is exhausted");
}

#[test]
fn derived_obsidian_and_crystal_earrings() {
    let mut s = two_player(Side::Bird);
    let d =
        [card("arnak/item/hat"), card("arnak/item/watch"), card("arnak/item/whip"), card("arnak/item/torch")];
    set_deck(&mut s, 0, &d);
    let obsidian = card("arnak/artifact/obsidian-earring");
    set_hand(&mut s, 0, &[obsidian]);
    set_resources(&mut s, 0, res(&[(Resource::Tablet, 1)]));
    act(&mut s, 0, Action::Play { card: obsidian });
    act(&mut s, 0, Action::Count { n: 2 });
    act(&mut s, 0, Action::Pick { card: d[2] });
    assert!(s.players[0].hand.contains(&d[2]));
    assert!(s.players[0].play.contains(&d[3]));
    assert_eq!(deck_top_down(&s, 0), vec![d[0], d[1]]);

    let mut s = two_player(Side::Bird);
    set_deck(&mut s, 0, &d);
    let crystal = card("arnak/artifact/crystal-earring");
    set_hand(&mut s, 0, &[crystal]);
    set_resources(&mut s, 0, res(&[(Resource::Tablet, 1)]));
    act(&mut s, 0, Action::Play { card: crystal });
    act(&mut s, 0, Action::Count { n: 3 });
    act(&mut s, 0, Action::Pick { card: d[1] });
    act(&mut s, 0, Action::Pick { card: d[0] });
    assert_eq!(deck_top_down(&s, 0), vec![d[0], d[3]]);
    assert!(s.players[0].hand.contains(&d[1]));
    assert!(s.players[0].play.contains(&d[2]));
}

#[test]
fn derived_rival_digs_at_the_highest_site() {
    let mut s = new_game(1, Side::Bird, 4);
    // A level II site producing jewels, top row.
    let spot = site_index(&s, "spot/ii-1-2");
    let tile = site_tile("arnak/site/ii-arrowhead-jewel");
    discover_site(&mut s, spot, tile);
    let dig = rival_tile("arnak/rival/dig-jewel");
    set_rival_stack(&mut s, &[dig, dig]);
    // The player ends a turn; the Rival takes its turn.
    begin_turn(&mut s, 0);
    act(&mut s, 0, Action::Pass);
    let events = act(&mut s, 0, Action::EndTurn);
    // The level II site is higher on the board than the jewel camp; the second jewel tile then
    // finds only the camp.
    let camp = site_index(&s, "camp/jewel");
    let digs: Vec<&Event> = events.iter().filter(|e| matches!(e, Event::RivalDug { .. })).collect();
    assert_eq!(digs, vec![&Event::RivalDug { site: spot }, &Event::RivalDug { site: camp }]);
}

#[test]
fn derived_tie_breaks() {
    let winners = |s: &State| match Arnak::outcome(s) {
        Some(Outcome::Ranked { winners, .. }) => winners,
        other => panic!("{other:?}"),
    };
    let mut s = two_player(Side::Bird);
    s.phase = Phase::Over;
    assert_eq!(arnak::score(&s, 0), arnak::score(&s, 1));
    assert_eq!(winners(&s), SeatSet::first_n(2), "a full tie is shared");
    // Both reach the temple, seat 1 first: equal totals, the earlier arrival wins.
    set_marker(&mut s, 1, Marker::Magnifier, Pos::Temple(0));
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Temple(1));
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(4));
    assert_eq!(arnak::score(&s, 0), arnak::score(&s, 1));
    assert_eq!(winners(&s), SeatSet::single(Seat(1)));
    // Nobody in the temple: more research points wins the tie (level 2: 2 + 1 against an idol's 3).
    let mut s = two_player(Side::Bird);
    s.phase = Phase::Over;
    set_marker(&mut s, 0, Marker::Magnifier, Pos::Space(2));
    set_marker(&mut s, 0, Marker::Notebook, Pos::Space(2));
    give_idol(&mut s, 1);
    assert_eq!(arnak::score(&s, 0), arnak::score(&s, 1));
    assert_eq!(winners(&s), SeatSet::single(Seat(0)));
}

#[test]
fn derived_greedy_and_view_smoke() {
    let s = two_player(Side::Snake);
    let view = Arnak::view(&s, Seat(1));
    assert!(view.players[0].hand.is_none());
    assert_eq!(view.players[1].hand.as_ref().map(Vec::len), Some(view.players[1].hand_count));
    let text = Arnak::render_view(&view, tabletop_core::Lang::Ru);
    assert!(text.contains("Храм Змея"), "{text}");
    let _ = RowKind::Item;
}

#[test]
fn derived_bad_options_name_the_key() {
    use tabletop_core::SetupError;
    use tabletop_core::game::Options;
    assert!(matches!(
        Arnak::config(&Options::players(5)),
        Err(SetupError::Players { players: 5, min: 1, max: 4 })
    ));
    assert!(matches!(Arnak::config(&Options::players(0)), Err(SetupError::Players { .. })));
    for (key, value) in [("side", "moon"), ("difficulty", "6"), ("difficulty", "x"), ("colour", "red")] {
        match Arnak::config(&Options::players(2).with(key, value)) {
            Err(SetupError::Option { key: k, .. }) => assert_eq!(k, key),
            other => panic!("{key}={value}: {other:?}"),
        }
    }
    let config = Arnak::config(&Options::players(1).with("side", "snake").with("difficulty", "5")).unwrap();
    assert_eq!((config.side, config.difficulty), (Side::Snake, 5));
}

#[test]
fn derived_the_solo_difficulty_is_refused_in_a_game_of_several() {
    use tabletop_core::game::Options;
    let refused =
        Arnak::config(&Options::players(2).with("difficulty", "3")).map(|_| ()).map_err(|e| e.to_string());
    assert_eq!(refused, Err("option `difficulty`: applies only to solo games, not to 2 players".to_owned()));
    assert!(Arnak::config(&Options::players(1).with("difficulty", "3")).is_ok());
}

#[test]
fn derived_setup_by_player_count() {
    for (players, blocked, per_stack, bonus_in_temple) in
        [(1u8, 5, 2, 2), (2, 5, 2, 2), (3, 3, 3, 3), (4, 0, 4, 4)]
    {
        let s = new_game(players, Side::Bird, 9);
        let blocked_spaces =
            s.sites.iter().flat_map(|x| x.spaces).filter(|o| *o == Occupant::Blocked).count();
        assert_eq!(blocked_spaces, blocked, "{players} players");
        assert_eq!(s.temple_stacks, [per_stack; 6]);
        assert_eq!(s.temple_bonus().len(), bonus_in_temple);
        for seat in 0..players {
            let p = &s.players[usize::from(seat)];
            assert_eq!(p.hand.len() + p.deck().len() + p.play.len(), 6, "4 basic cards and 2 Fear");
        }
        assert_eq!(s.row.iter().flatten().count(), 6);
    }
    // Starting resources by seat.
    let s = new_game(4, Side::Bird, 9);
    let starting: Vec<(u8, u8)> = s.players.iter().map(|p| (p.res.coin, p.res.compass)).collect();
    assert_eq!(starting, vec![(2, 0), (1, 1), (2, 1), (1, 2)]);
    let solo = new_game(1, Side::Snake, 9);
    assert_eq!(
        (solo.players[0].res.coin, solo.players[0].res.compass),
        (1, 1),
        "solo: the second seat's resources"
    );
    assert_eq!(solo.rescue_stack().len(), 2);
    let sizes: Vec<usize> = solo.assistant_stacks().iter().map(|x| x.len()).collect();
    assert_eq!(sizes, vec![3, 3, 4]);
    assert_eq!(solo.rival.unwrap().tiles.len(), 10);
}

#[test]
fn derived_rival_scoring_and_solo_outcome() {
    let mut s = new_game(1, Side::Bird, 2);
    s.phase = Phase::Over;
    // Idols the Rival already holds go to the exile, so only the rigged ones count.
    let rival = s.rival.as_mut().unwrap();
    let held: Vec<u8> = rival.idol_slots.iter().chain(rival.pile().iter()).copied().collect();
    rival.idol_slots.clear();
    rival.pile_mut().clear();
    for i in held {
        s.idol_exile_mut().push(i);
    }
    let base = arnak::rival_score(&s);
    // Move three idols to the Rival: one in a slot, two in the "−1" pile.
    let mut idols = Vec::new();
    for site in s.sites.iter_mut() {
        if let Some(i) = site.idol_up.take() {
            idols.push(i);
        }
        if idols.len() == 3 {
            break;
        }
    }
    let rival = s.rival.as_mut().unwrap();
    rival.idol_slots.push(idols[0]);
    rival.pile_mut().push(idols[1]);
    rival.pile_mut().push(idols[2]);
    Arnak::check_invariants(&s).unwrap();
    assert_eq!(arnak::rival_score(&s), base + 3 + 2 + 2);
    let me = arnak::score(&s, 0);
    let won = match Arnak::outcome(&s) {
        Some(Outcome::Ranked { scores, winners }) => {
            assert_eq!(scores, vec![me]);
            winners.contains(Seat(0))
        }
        other => panic!("{other:?}"),
    };
    assert_eq!(won, me > base + 7, "the player wins only by beating the Rival");
}

/// Research points per level and Lost Temple slot, as the boards' TOML gives them (the Tabletop
/// Simulator mod's numbers; board-bird.toml and board-snake.toml say where they come from).
#[test]
fn derived_research_and_temple_points_per_board() {
    let table = [
        (Side::Bird, [1, 2, 4, 6, 9, 12, 16], [0, 1, 2, 4, 6, 8, 10]),
        (Side::Snake, [1, 2, 3, 4, 5, 10, 15], [0, 3, 4, 5, 8, 12, 15]),
    ];
    for (side, magnifier, notebook) in table {
        let mut s = two_player(side);
        s.phase = Phase::Over;
        let base = arnak::score(&s, 0);
        let points = |s: &State, marker: Marker, pos: Pos| {
            let mut t = s.clone();
            set_marker(&mut t, 0, marker, pos);
            arnak::score(&t, 0) - base
        };
        for level in 1..=7u8 {
            for space in research_spaces(&s, level) {
                let at = Pos::Space(space);
                let i = usize::from(level - 1);
                assert_eq!(points(&s, Marker::Magnifier, at), magnifier[i], "{side:?} level {level}");
                assert_eq!(points(&s, Marker::Notebook, at), notebook[i], "{side:?} level {level}");
            }
        }
        let slots: Vec<i32> = (0..4).map(|slot| points(&s, Marker::Magnifier, Pos::Temple(slot))).collect();
        assert_eq!(slots, [23, 21, 20, 19], "{side:?}");
    }
}

#[test]
fn derived_refusals_carry_a_stable_code_for_the_rule_they_break() {
    let mut s = two_player(Side::Bird);
    let seat = s.current;
    let early = tabletop_core::testing::refuse_error::<Arnak>(&mut s, Seat(seat), Action::EndTurn);
    assert_eq!(early.code(), "arnak.end-turn", "{early}");
    let other = Seat((seat + 1) % 2);
    let wrong_seat = tabletop_core::testing::refuse_error::<Arnak>(&mut s, other, Action::EndTurn);
    assert_eq!(wrong_seat.code(), "not-your-turn");
    act(&mut s, seat, Action::Pass);
    let again = tabletop_core::testing::refuse_error::<Arnak>(&mut s, Seat(seat), Action::Pass);
    assert_eq!(again.code(), "arnak.main-action-used", "{again}");
}
