//! Rules the engine's first version left out, derived from the rulebook: Byakhee against
//! Opener of the Way stand-ins, and redistributing resources freely after gaining a Chamber.

use content::evil_priest::Res;
use evil_priest::{Action, Lair, Plan, Prompt, StandIn};

use crate::support::*;

/// Fixture: puts a Chamber card face up in a display slot (the card there goes to the draw pile).
fn show_chamber(state: &mut evil_priest::State, slot: usize, slug: &str) {
    let card = chamber(slug);
    assert!(take_lowest(&mut state.chamber_deck, card), "a copy in the draw pile");
    if let Some(old) = state.chamber_deck.display[slot].replace(card) {
        state.chamber_deck.pile_mut().deck.put_bottom(old);
    }
}

#[test]
fn derived_byakhee_destroys_an_abomination_or_spawn_on_the_opener_board() {
    // Rulebook, Opener of the Way: Abominations and Spawn "may be destroyed by the Byakhee's
    // special ability; then the Byakhee's owner gains a spellbook".
    let mut s = game(3, "opener", true);
    let byakhee = pull_monster(&mut s, "byakhee");
    s.players[ZELDA as usize].lairs[0] = Some(Lair { card: byakhee, trapped: None });
    holdings(&mut s, ZELDA, Res::ZERO);
    // Frank: an Abomination and no spellbook; Amelia: a Spawn and a spellbook.
    s.players[FRANK as usize].pool -= 1;
    s.players[FRANK as usize].evolution[1] = 1;
    holdings(&mut s, FRANK, Res::ZERO);
    s.players[AMELIA as usize].pool -= 1;
    s.players[AMELIA as usize].evolution[2] = 1;
    holdings(&mut s, AMELIA, res(0, 0, 0, 1, 0));
    invariants(&s);
    turn(&mut s, ZELDA);

    act(&mut s, ZELDA, Action::DiscardMonster { lair: 0 });
    assert_eq!(
        legal(&s, ZELDA),
        vec![
            Action::DestroyStandIn { seat: FRANK, stand_in: StandIn::Abomination },
            Action::ChoosePlayer(AMELIA),
            Action::DestroyStandIn { seat: AMELIA, stand_in: StandIn::Spawn },
        ]
    );
    refused(&mut s, ZELDA, Action::DestroyStandIn { seat: FRANK, stand_in: StandIn::Spawn });
    refused(&mut s, ZELDA, Action::ChoosePlayer(FRANK));
    let frank = &s.players[FRANK as usize];
    let sent_back = frank.asylum + frank.escape;
    act(&mut s, ZELDA, Action::DestroyStandIn { seat: FRANK, stand_in: StandIn::Abomination });
    let frank = &s.players[FRANK as usize];
    assert_eq!(frank.evolution, [0, 0, 0]);
    assert_eq!(frank.asylum + frank.escape, sent_back + 1, "back to its owner's asylum (A23)");
    assert_eq!(s.players[ZELDA as usize].holdings().spellbook, 1);
    assert_eq!(s.players[AMELIA as usize].evolution[2], 1);
    invariants(&s);
}

#[test]
fn derived_byakhee_without_stand_ins_only_steals() {
    let mut s = game(3, "cthulhu", true);
    let byakhee = pull_monster(&mut s, "byakhee");
    s.players[ZELDA as usize].lairs[0] = Some(Lair { card: byakhee, trapped: None });
    holdings(&mut s, FRANK, res(0, 0, 0, 1, 0));
    holdings(&mut s, AMELIA, res(0, 0, 0, 2, 0));
    turn(&mut s, ZELDA);
    act(&mut s, ZELDA, Action::DiscardMonster { lair: 0 });
    assert_eq!(legal(&s, ZELDA), vec![Action::ChoosePlayer(FRANK), Action::ChoosePlayer(AMELIA)]);
}

#[test]
fn derived_free_form_redistribution_fills_each_chamber_by_choice() {
    // Rulebook: after gaining a Chamber you may redistribute all your resources among your
    // Chambers within their storage; whatever does not fit is exposed.
    let mut s = game(3, "cthulhu", false);
    holdings(&mut s, ZELDA, Res::ZERO);
    give_chamber(&mut s, ZELDA, 0, "vault", res(1, 0, 0, 0, 0)); // any 3
    give_chamber(&mut s, ZELDA, 1, "trap", Res::ZERO); // no storage
    give_chamber(&mut s, ZELDA, 2, "treasury", res(3, 0, 0, 0, 0)); // treasure 6
    s.players[ZELDA as usize].exposed = res(0, 2, 1, 1, 0);
    show_chamber(&mut s, 0, "crypt"); // any 1
    invariants(&s);
    turn(&mut s, ZELDA);
    place(&mut s, ZELDA, evil_priest::Cultist::Priest, priest_space("chant"));
    act(&mut s, ZELDA, Action::TakeChamber { display: 0, slot: 3 });
    assert!(legal(&s, ZELDA).contains(&Action::Redistribute(Plan::Arrange)));

    act(&mut s, ZELDA, Action::Redistribute(Plan::Arrange));
    // Everything is taken up; the Vault (slot 1) is filled first.
    assert_eq!(s.prompt, Some(Prompt::Arrange { seat: ZELDA, slot: 0 }));
    assert_eq!(s.players[ZELDA as usize].exposed, res(4, 2, 1, 1, 0));
    let options = legal(&s, ZELDA);
    assert!(options.contains(&Action::Store([0, 0, 0, 0, 0])));
    assert!(options.contains(&Action::Store([0, 0, 1, 1, 0])));
    assert!(!options.iter().any(|a| matches!(a, Action::Store(h) if h.iter().sum::<u8>() > 3)));
    refused(&mut s, ZELDA, Action::Store([4, 0, 0, 0, 0])); // more than the Vault holds
    refused(&mut s, ZELDA, Action::Store([0, 3, 0, 0, 0])); // more blood than Zelda has
    act(&mut s, ZELDA, Action::Store([0, 0, 1, 1, 0]));
    // The Trap stores nothing and is skipped; the Treasury takes treasure only.
    assert_eq!(s.prompt, Some(Prompt::Arrange { seat: ZELDA, slot: 2 }));
    assert!(!legal(&s, ZELDA).contains(&Action::Store([0, 1, 0, 0, 0])));
    act(&mut s, ZELDA, Action::Store([2, 0, 0, 0, 0]));
    // The new Crypt (slot 4) takes any one resource.
    assert_eq!(s.prompt, Some(Prompt::Arrange { seat: ZELDA, slot: 3 }));
    act(&mut s, ZELDA, Action::Store([0, 1, 0, 0, 0]));
    assert_eq!(s.prompt, None);

    let zelda = &s.players[ZELDA as usize];
    let held: Vec<Option<Res>> = zelda.chambers.iter().take(4).map(|c| c.map(|c| c.held)).collect();
    assert_eq!(
        held,
        vec![Some(res(0, 0, 1, 1, 0)), Some(Res::ZERO), Some(res(2, 0, 0, 0, 0)), Some(res(0, 1, 0, 0, 0))]
    );
    assert_eq!(zelda.exposed, res(2, 1, 0, 0, 0), "what was not stored stays exposed");
    assert_eq!(acting(&s), vec![FRANK], "still one turn");
    invariants(&s);
}

#[test]
fn derived_free_form_redistribution_needs_something_to_store() {
    let mut s = game(3, "cthulhu", false);
    holdings(&mut s, ZELDA, res(2, 0, 0, 0, 0));
    give_chamber(&mut s, ZELDA, 0, "trap", Res::ZERO);
    show_chamber(&mut s, 0, "guard-room");
    turn(&mut s, ZELDA);
    place(&mut s, ZELDA, evil_priest::Cultist::Priest, priest_space("chant"));
    // Two Chambers that store nothing: nothing to arrange, so no question is asked.
    act(&mut s, ZELDA, Action::TakeChamber { display: 0, slot: 1 });
    assert_eq!(s.prompt, None);
    assert_eq!(acting(&s), vec![FRANK]);
}

#[test]
fn derived_refusals_carry_a_stable_code_for_the_rule_they_break() {
    let mut s = game(3, "cthulhu", false);
    let seat = match <evil_priest::EvilPriest as tabletop_core::Game>::status(&s) {
        tabletop_core::Status::Acting(seats) => seats.iter().next().expect("someone places"),
        tabletop_core::Status::Over => panic!("a new game is not over"),
    };
    let error =
        tabletop_core::testing::refuse_error::<evil_priest::EvilPriest>(&mut s, seat, Action::Continue);
    assert_eq!(error.code(), "evil-priest.not-now", "{error}");
    let error = tabletop_core::testing::refuse_error::<evil_priest::EvilPriest>(
        &mut s,
        seat,
        Action::ChoosePlayer(1),
    );
    assert!(error.code().starts_with("evil-priest."), "{error}");
}
