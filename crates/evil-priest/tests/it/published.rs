//! The cards the designers published on their blog (shared/reference/evil-priest/
//! DESIGNER-POSTS.md): the Federal Agent, the Hobo and the Artist (Investigators), and Carl
//! Stanford, Edward Hutchinson, the Shan Queen and John Scott (Priest cards).

use content::evil_priest::{self as data, Source};
use evil_priest::{Action, ChamberSlot, Cultist, Event, Space, State};

use crate::support::*;

fn priest_card(slug: &str) -> u8 {
    data::PRIESTS.iter().position(|d| d.id.ends_with(&format!("/{slug}"))).expect("a priest card") as u8
}

/// An expansion game whose three face-up Investigators are all `slug`.
fn led_by(players: u8, slug: &str) -> State {
    let mut s = game(players, "cthulhu", true);
    s.investigator_deck.display = vec![Some(investigator(slug)); 3].into();
    open(&mut s, &["start", "raid-b"]);
    s
}

/// `by` launches Raid E (2 dice); `dice` are the Investigator roll, then the raid dice.
fn raid(s: &mut State, by: u8, dice: &[u8]) -> Vec<Event> {
    s.players[by as usize].exposed = res(0, 0, 2, 1, 0);
    turn(s, by);
    s.rng_mut().rig_dice(dice.iter().copied());
    place_node(s, by, Cultist::Priest, Space::Hex, "raid-e")
}

fn rolls(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .find_map(|e| match e {
            Event::RaidStarted { rolls, .. } => Some(rolls.to_vec()),
            _ => None,
        })
        .expect("a raid")
}

#[test]
fn federal_agent_doubles_asylum_defense_and_sends_an_opponent_acolyte_to_escape() {
    let mut s = led_by(3, "federal-agent");
    acolytes(&mut s, FRANK, 2, 2, 1);
    holdings(&mut s, FRANK, res(5, 0, 0, 0, 0));
    acolytes(&mut s, AMELIA, 1, 0, 0);
    holdings(&mut s, AMELIA, res(5, 0, 0, 0, 0));
    let mut events = raid(&mut s, ZELDA, &[1, 4, 5]);
    assert_eq!(raid_strengths(&events), vec![9]);
    // Three acolytes in the asylum and on Escape take 2 each off, not 1.
    assert!(defended(&events).contains(&(FRANK, 3)), "{:?}", defended(&events));
    assert!(defended(&events).contains(&(AMELIA, 9)));
    continue_raid_except(&mut s, &[], &mut events);
    assert!(s.raid.is_none());
    // Post-Raid: the launcher picks an opponent with an acolyte in the pool.
    assert_eq!(acting(&s), vec![ZELDA]);
    assert_eq!(legal(&s, ZELDA), vec![Action::ChoosePlayer(FRANK), Action::ChoosePlayer(AMELIA)]);
    act(&mut s, ZELDA, Action::ChoosePlayer(AMELIA));
    let amelia = &s.players[AMELIA as usize];
    assert_eq!((amelia.pool, amelia.escape), (0, 1));
}

#[test]
fn hobo_rolls_a_die_fewer_raids_from_the_far_end_and_spares_elder_signs() {
    let mut s = led_by(2, "hobo");
    acolytes(&mut s, FRANK, 0, 0, 0);
    let frank = &mut s.players[FRANK as usize];
    frank.exposed = res(1, 0, 0, 0, 1);
    frank.chambers[0] = Some(ChamberSlot { card: chamber("guard-room"), held: res(2, 0, 0, 0, 0) }); // Defense 4
    frank.chambers[2] = Some(ChamberSlot { card: chamber("trap"), held: res(0, 2, 0, 0, 1) }); // Defense 3
    let mut events = raid(&mut s, ZELDA, &[1, 6, 6]);
    assert_eq!(rolls(&events), vec![6], "Raid E's 2 dice less one");
    continue_raid_except(&mut s, &[], &mut events);
    let frank = &s.players[FRANK as usize];
    assert_eq!(frank.exposed, res(0, 0, 0, 0, 1), "the exposed Elder Sign is safe");
    // 6 - 3 (the trap, slot 3, first) = 3: the blood goes, the Elder Sign stays; 3 - 4 stops the
    // raid at the guard room, whose treasure is kept (from the front, the guard room would have
    // lost it and the trap kept its blood).
    assert_eq!(frank.chambers[2].map(|c| c.held), Some(res(0, 0, 0, 0, 1)));
    assert_eq!(frank.chambers[0].map(|c| c.held), Some(res(2, 0, 0, 0, 0)));
}

#[test]
fn artist_raids_only_the_players_with_the_most_victory_points() {
    let mut s = led_by(3, "artist");
    for seat in [FRANK, AMELIA] {
        acolytes(&mut s, seat, 0, 0, 0);
    }
    holdings(&mut s, FRANK, res(9, 0, 0, 3, 0)); // 15 + 5 for the most treasure
    holdings(&mut s, AMELIA, res(0, 0, 1, 0, 0)); // 2
    let mut events = raid(&mut s, ZELDA, &[1, 4, 5]); // Zelda: 1 Elder Sign, 10
    assert_eq!(defended(&events), vec![(ZELDA, 0), (FRANK, 9), (AMELIA, 0)]);
    continue_raid_except(&mut s, &[], &mut events);
    assert_eq!(s.players[AMELIA as usize].holdings(), res(0, 0, 1, 0, 0));
    assert_eq!(s.players[ZELDA as usize].holdings().elder_sign, 1);
}

#[test]
fn shan_queen_takes_one_magic_from_each_opponent_holding_magic() {
    let mut s = game(4, "cthulhu", true);
    s.players[ZELDA as usize].priest_card = Some(priest_card("shan-queen"));
    holdings(&mut s, ZELDA, data::Res::ZERO);
    holdings(&mut s, FRANK, res(0, 0, 2, 0, 0));
    holdings(&mut s, AMELIA, res(3, 0, 0, 0, 0));
    holdings(&mut s, CECILE, data::Res::ZERO);
    s.players[CECILE as usize].chambers[0] =
        Some(ChamberSlot { card: chamber("vault"), held: res(0, 0, 1, 0, 0) });
    turn(&mut s, ZELDA);
    place(&mut s, ZELDA, Cultist::Priest, priest_space("ability"));
    assert_eq!(s.players[ZELDA as usize].holdings(), res(0, 0, 2, 0, 0));
    assert_eq!(s.players[FRANK as usize].holdings(), res(0, 0, 1, 0, 0));
    assert_eq!(s.players[AMELIA as usize].holdings(), res(3, 0, 0, 0, 0));
    assert_eq!(s.players[CECILE as usize].holdings(), data::Res::ZERO);
}

#[test]
fn carl_stanford_needs_an_elder_sign_and_gives_one_spellbook() {
    let mut s = game(2, "cthulhu", true);
    s.players[ZELDA as usize].priest_card = Some(priest_card("carl-stanford"));
    holdings(&mut s, ZELDA, data::Res::ZERO);
    turn(&mut s, ZELDA);
    assert!(placement(&s, ZELDA, Cultist::Priest, priest_space("ability")).is_none());
    holdings(&mut s, ZELDA, res(0, 0, 0, 0, 1));
    place(&mut s, ZELDA, Cultist::Priest, priest_space("ability"));
    assert_eq!(s.players[ZELDA as usize].holdings(), res(0, 0, 0, 1, 1), "the Elder Sign is kept");
}

#[test]
fn edward_hutchinson_gives_a_monster_from_the_first_turn() {
    let mut s = game(2, "cthulhu", true);
    s.players[ZELDA as usize].priest_card = Some(priest_card("edward-hutchinson"));
    assert!(!s.first_raid_done);
    place(&mut s, ZELDA, Cultist::Priest, priest_space("ability"));
    let options = legal(&s, ZELDA);
    assert!(options.iter().all(|a| matches!(a, Action::TakeMonster { .. })), "{options:?}");
    act(&mut s, ZELDA, options[0]);
    assert_eq!(s.players[ZELDA as usize].monsters(), 1);
}

#[test]
fn john_scott_makes_rituals_pay_two_treasure_for_the_rest_of_the_round() {
    let mut s = game(2, "cthulhu", true);
    s.players[ZELDA as usize].priest_card = Some(priest_card("john-scott"));
    holdings(&mut s, ZELDA, data::Res::ZERO);
    holdings(&mut s, FRANK, data::Res::ZERO);
    assert!(
        placement(&s, ZELDA, Cultist::Priest, priest_space("ability")).is_none(),
        "not before the first raid"
    );
    s.first_raid_done = true;
    place(&mut s, ZELDA, Cultist::Priest, priest_space("ability"));
    // Frank still pays the ritual's 2 treasure, which he does not have.
    turn(&mut s, FRANK);
    assert!(placement(&s, FRANK, Cultist::Acolyte, Space::Ritual(ritual("mao"))).is_none());
    turn(&mut s, ZELDA);
    let events = place(&mut s, ZELDA, Cultist::Acolyte, Space::Ritual(ritual("mao")));
    assert!(gains(&events, ZELDA).contains(&res(2, 0, 0, 0, 0)), "{events:?}");
    assert_eq!(s.players[ZELDA as usize].holdings().treasure, 2);
    let mut events = Vec::new();
    play_until_round(&mut s, 2, &mut events);
    holdings(&mut s, ZELDA, res(2, 0, 0, 0, 0));
    turn(&mut s, ZELDA);
    place(&mut s, ZELDA, Cultist::Acolyte, Space::Ritual(ritual("tulzscha")));
    assert_eq!(s.players[ZELDA as usize].holdings().treasure, 0, "the next round, rituals cost again");
}

#[test]
fn published_cards_are_marked_as_such_and_the_designed_share_is_counted() {
    for slug in ["federal-agent", "hobo"] {
        assert_eq!(data::INVESTIGATORS[usize::from(investigator(slug))].source, Source::Reference, "{slug}");
    }
    for slug in ["carl-stanford", "edward-hutchinson", "shan-queen", "john-scott"] {
        assert_eq!(data::PRIESTS[usize::from(priest_card(slug))].source, Source::Reference, "{slug}");
    }
    let (designed, total) = data::designed_entries();
    let rows = data::PRIEST_SPACES.len()
        + data::TOWN.len()
        + data::RITUALS.len()
        + data::CHAMBERS.len()
        + data::MONSTERS.len()
        + data::INVESTIGATORS.len()
        + data::PRIESTS.len()
        + data::AVATARS.len()
        + data::CULT_BOARDS.iter().map(|board| board.nodes.len()).sum::<usize>();
    assert_eq!(total, rows);
    let designed_cards = data::INVESTIGATORS.iter().filter(|d| d.source == Source::Designed).count()
        + data::PRIESTS.iter().filter(|d| d.source == Source::Designed).count();
    assert_eq!(designed_cards, 7 + 6, "Investigators and Priest cards still designed");
    assert!(designed >= designed_cards && designed < total);
}
