//! The acceptance scenarios of `shared/examples/arkham-lcg.md` as tests through the public API:
//! part A (1–23, worked examples of the Rules Reference) here, part B (24–43, derived from
//! explicit rules) in `examples/derived.rs`. Each test builds the situation directly on a fresh
//! game (fields of [`State`] are public) and stubs the chaos bag when chance is involved.

mod derived;

use arkham_lcg::{
    Action, Asset, AssetId, CardRef, Enemy, EnemyId, Event, Inv, LocId, Phase, Source, State, Target,
};
use tabletop_core::chaos::{ChaosBag, ChaosToken};
use tabletop_core::game::Options;
use tabletop_core::zone::Deck;
use tabletop_core::{Game, Seat, testing};

use arkham_lcg::ArkhamLcg;

/// A player card with no skill icons and no effect in the deck (drawn cards never ask to be
/// committed): Emergency Cache.
const FILLER: &str = "01088";
/// An encounter card that changes nothing the tests look at: Dissonant Voices.
const QUIET: &str = "01165";

/// The card with this arkhamdb code.
pub(crate) fn card(code: &str) -> CardRef {
    CardRef::from_code(code).unwrap_or_else(|| panic!("no card {code}"))
}

/// A fresh game after the mulligans, on P1's first turn (3 actions), with empty hands, play
/// areas and threat areas, no enemies, 10 filler cards in every deck, 5 resources each, and a
/// quiet encounter deck.
pub(crate) fn start(players: u8, scenario: &str, investigators: &str) -> State {
    let options = Options::players(players).with("scenario", scenario).with("investigators", investigators);
    let config = ArkhamLcg::config(&options).expect("valid options");
    let mut state = ArkhamLcg::setup(&config, 1).expect("setup");
    while state.phase == Phase::Setup {
        act(&mut state, Action::Mulligan(0));
    }
    while !(state.deciding() == Some(0) && legal(&state).contains(&Action::EndTurn)) {
        let options = legal(&state);
        let choice = if options.contains(&Action::Pick(Target::Investigator(0))) {
            Action::Pick(Target::Investigator(0))
        } else if options.contains(&Action::Pass) {
            Action::Pass
        } else {
            options[0].clone()
        };
        act(&mut state, choice);
    }
    for inv in state.investigators.iter_mut() {
        inv.hand_mut().clear();
        *inv.deck_mut() = Deck::from_storage(vec![card(FILLER); 10]);
        inv.discard.clear();
        inv.threat.clear();
        inv.assets.clear();
        inv.resources = 5;
        inv.clues = 0;
        inv.damage = 0;
        inv.horror = 0;
    }
    state.enemies.clear();
    *state.encounter_mut() = Deck::from_storage(vec![card(QUIET); 10]);
    state.encounter_discard.clear();
    state.agenda_doom = 0;
    for l in state.locations.iter_mut() {
        l.attached.clear();
        l.doom = 0;
    }
    state
}

/// The location whose card has this name (the first one if several).
pub(crate) fn loc(state: &State, name: &str) -> LocId {
    let i = state.locations.iter().position(|l| l.card.name() == name);
    LocId(i.unwrap_or_else(|| panic!("no location {name}")) as u8)
}

/// Keeps only these locations in play (revealed, no clues) and puts every investigator at the
/// first one.
pub(crate) fn map(state: &mut State, names: &[&str]) -> Vec<LocId> {
    let ids: Vec<LocId> = names.iter().map(|n| loc(state, n)).collect();
    for (i, l) in state.locations.iter_mut().enumerate() {
        l.in_play = ids.contains(&LocId(i as u8));
        l.revealed = l.in_play;
        l.clues = 0;
    }
    for inv in state.investigators.iter_mut() {
        inv.at = ids[0];
    }
    ids
}

/// Puts an enemy into play directly (no spawn rules, no forced abilities).
pub(crate) fn put_enemy(state: &mut State, code: &str, at: LocId, engaged: Option<Inv>) -> EnemyId {
    let id = EnemyId(state.next_enemy);
    state.next_enemy += 1;
    state.enemies.push(Enemy {
        id,
        card: card(code),
        owner: None,
        at,
        engaged,
        exhausted: false,
        damage: 0,
        doom: 0,
        blank: false,
        immune: false,
    });
    id
}

/// Puts an asset into a play area directly, with its printed uses.
pub(crate) fn put_asset(state: &mut State, seat: Inv, code: &str) -> AssetId {
    let id = AssetId(state.next_asset);
    state.next_asset += 1;
    let card = card(code);
    let uses = card.player().and_then(|c| c.uses).map_or(0, |u| u.count);
    state.investigators[usize::from(seat)].assets.push(Asset {
        id,
        card,
        owner: seat,
        exhausted: false,
        uses,
        damage: 0,
        horror: 0,
        tokens: 0,
    });
    id
}

/// A chaos bag holding only this token (the next draw is known).
pub(crate) fn bag(state: &mut State, token: ChaosToken) {
    state.chaos = ChaosBag::new(&[token]);
}

/// The seat whose decision is waiting.
pub(crate) fn decider(state: &State) -> Seat {
    Seat(state.deciding().unwrap_or_else(|| panic!("nobody decides: {:?}", state.ending)))
}

/// The legal actions of whoever decides now ([`testing::legal`]); none once the game is over.
pub(crate) fn legal(state: &State) -> Vec<Action> {
    state.deciding().map_or_else(Vec::new, |seat| testing::legal::<ArkhamLcg>(state, Seat(seat)))
}

/// Applies an action of whoever decides now ([`testing::act`]: it must be listed and accepted).
/// Returns the events.
pub(crate) fn act(state: &mut State, action: Action) -> Vec<Event> {
    let seat = decider(state);
    testing::act::<ArkhamLcg>(state, seat, action)
}

/// The action of whoever decides now is refused, changing nothing ([`testing::refuse`]).
pub(crate) fn refused(state: &mut State, action: Action) {
    let seat = decider(state);
    testing::refuse::<ArkhamLcg>(state, seat, action);
}

/// Plays on (ending turns, passing, taking the first option) until `stop` holds at a decision;
/// returns every event on the way.
pub(crate) fn play_until(state: &mut State, stop: impl Fn(&State) -> bool) -> Vec<Event> {
    let mut events = Vec::new();
    for _ in 0..2_000 {
        if stop(state) {
            return events;
        }
        let options = legal(state);
        let prefer = [Action::EndTurn, Action::Pass, Action::Done];
        let choice =
            prefer.iter().find(|a| options.contains(a)).cloned().unwrap_or_else(|| options[0].clone());
        events.extend(act(state, choice));
    }
    panic!("never stopped");
}

/// Actions in a fixed order, to compare sets of options.
pub(crate) fn sorted(mut actions: Vec<Action>) -> Vec<Action> {
    actions.sort_by_key(|a| format!("{a:?}"));
    actions
}

/// Position of the first event matching `f`.
pub(crate) fn find(events: &[Event], f: impl Fn(&Event) -> bool) -> usize {
    events.iter().position(f).unwrap_or_else(|| panic!("no such event in {events:?}"))
}

/// The token of the last test result.
pub(crate) fn result(events: &[Event]) -> (i16, i16, bool) {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::TestResult { value, difficulty, success, .. } => Some((*value, *difficulty, *success)),
            _ => None,
        })
        .expect("a test result")
}

/// 1: The grim rule's tie among locations is broken by the lead investigator: Locked Door drawn
/// by P2 (Drawn to the Flame) asks P1 to choose among the three locations with the most clues.
#[test]
fn example_01_grim_rule_tie_broken_by_lead() {
    let mut state = start(2, "the-midnight-masks", "roland-banks,agnes-baker");
    let ids = map(
        &mut state,
        &["Your House", "Rivertown", "Southside", "Miskatonic University", "St. Mary's Hospital"],
    );
    for (l, n) in ids[1..].iter().zip([3, 3, 3, 1]) {
        state.locations[usize::from(l.0)].clues = n;
    }
    play_until(&mut state, |s| s.deciding() == Some(1) && s.active == Some(1));
    state.investigators[1].hand_mut().push(card("01064"));
    state.encounter_mut().put_top(card("01174"));
    act(&mut state, Action::Play(card("01064")));
    assert_eq!(state.deciding(), Some(0), "the lead investigator decides");
    let mut options = legal(&state);
    options.sort_by_key(|a| format!("{a:?}"));
    let mut want: Vec<Action> = ids[1..4].iter().map(|&l| Action::Pick(Target::Location(l))).collect();
    want.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(options, want, "exactly the three locations with 3 clues");
    act(&mut state, Action::Pick(Target::Location(ids[2])));
    for &l in &ids {
        let has = state.locations[usize::from(l.0)].attached.iter().any(|a| a.card == card("01174"));
        assert_eq!(has, l == ids[2]);
    }
}

/// 2: Collection: the engine has one collection, the core set, shared by every investigator
/// (no per-player ownership is modelled). What can be checked: "search the collection for a
/// random basic Madness weakness" (The Ritual Begins, when it advances) gives an investigator a
/// core-set Madness weakness that was never in their deck.
#[test]
fn example_02_collection_search() {
    let mut state = start(2, "the-devourer-below", "roland-banks,agnes-baker");
    state.agenda = 1;
    state.agenda_doom = 4;
    bag(&mut state, ChaosToken::AutoFail);
    let decks: Vec<Vec<CardRef>> = state.investigators.iter().map(|i| i.deck_list.clone()).collect();
    let events = play_until(&mut state, |s| s.round == 2 && s.phase == Phase::Investigation);
    assert!(events.contains(&Event::AgendaAdvanced(1)));
    for (seat, inv) in state.investigators.iter().enumerate() {
        let madness: Vec<CardRef> = inv.hand().iter().copied().filter(|c| c.has_trait("Madness")).collect();
        assert_eq!(madness.len(), 1, "seat {seat} got one Madness weakness: {:?}", inv.hand());
        assert!(madness[0].is_weakness());
        assert!(!decks[seat].contains(&madness[0]), "it comes from the collection, not the deck");
    }
}

/// 3: A skill value below 0 counts as 0, and the token's modifier is kept whole: agility 4 with
/// a −8 token evading an enemy of evade 2.
#[test]
fn example_03_value_below_zero_is_zero() {
    let mut state = start(1, "the-gathering", "skids-otoole");
    let at = state.investigators[0].at;
    let enemy = put_enemy(&mut state, "01169", at, Some(0));
    bag(&mut state, ChaosToken::Number(-8));
    let events = act(&mut state, Action::Evade(enemy));
    assert!(events.contains(&Event::Token { inv: 0, token: ChaosToken::Number(-8) }));
    assert_eq!(result(&events), (0, 2, false), "4 − 8 = −4 counts as 0");
    let e = state.enemy(enemy).expect("still in play");
    assert_eq!((e.engaged, e.exhausted), (Some(0), false), "not evaded");
}

/// 4: A bonus after the floor recalculates from the base: Lucky! (+2) on 4 − 8 gives −2, still 0,
/// and the test fails; Lucky! is paid and discarded.
#[test]
fn example_04_bonus_recalculates_from_base() {
    let mut state = start(1, "the-gathering", "skids-otoole");
    let at = state.investigators[0].at;
    let enemy = put_enemy(&mut state, "01169", at, Some(0));
    state.investigators[0].hand_mut().push(card("01080"));
    bag(&mut state, ChaosToken::Number(-8));
    act(&mut state, Action::Evade(enemy));
    assert_eq!(legal(&state), vec![Action::Use(0), Action::Pass], "Lucky! is offered");
    assert_eq!(state.tests.last().map(|t| t.token_mod), Some(-8), "the modifier is kept in full");
    let view = ArkhamLcg::view(&state, Seat(0));
    assert_eq!(view.test.as_ref().map(|t| t.2), Some(0), "the value shown is 0");
    let events = act(&mut state, Action::Use(0));
    assert!(!events.iter().any(|e| matches!(e, Event::Evaded { .. })), "the test still fails");
    let inv = &state.investigators[0];
    assert_eq!(inv.resources, 4);
    assert!(inv.discard.contains(&card("01080")));
    assert!(state.enemy(enemy).is_some_and(|e| !e.exhausted && e.engaged == Some(0)));
}

/// 5: "Then": the part after "then" waits for the part before to resolve fully. The core set has
/// no "after you draw an encounter card" reaction; the nearest card is Drawn to the Flame ("draw
/// the top card of the encounter deck, then discover 2 clues"): the drawn Ancient Evils resolves
/// and is discarded before the clues are discovered.
#[test]
fn example_05_then_waits_for_the_first_part() {
    let mut state = start(1, "the-gathering", "agnes-baker");
    state.investigators[0].hand_mut().push(card("01064"));
    state.encounter_mut().put_top(card("01166"));
    let events = act(&mut state, Action::Play(card("01064")));
    let drawn = find(&events, |e| matches!(e, Event::EncounterDrawn { .. }));
    let doom = find(&events, |e| matches!(e, Event::Doom { .. }));
    let clues = find(&events, |e| matches!(e, Event::Discovered { clues: 2, .. }));
    assert!(drawn < doom && doom < clues, "{events:?}");
    assert_eq!(state.encounter_discard.bottom_up(), vec![card("01166")]);
    assert_eq!(state.investigators[0].clues, 2);
}

/// 6: "When" triggers after the draw and before the Revelation. The core set's "when you draw"
/// response is Ward of Protection (a treachery, not an enemy): it is offered with the drawn
/// Ancient Evils out of the deck and not yet resolved, and cancels its Revelation.
#[test]
fn example_06_when_is_before_the_revelation() {
    let mut state = start(1, "the-gathering", "agnes-baker");
    state.investigators[0].hand_mut().extend([card("01064"), card("01065")]);
    state.encounter_mut().put_top(card("01166"));
    let deck = state.encounter_len();
    act(&mut state, Action::Play(card("01064")));
    assert_eq!(legal(&state), vec![Action::Use(0), Action::Pass], "Ward of Protection is offered");
    assert_eq!(state.encounter_len(), deck - 1, "the card was drawn");
    assert_eq!(state.agenda_doom, 0, "its Revelation has not resolved");
    assert!(state.encounter_discard.is_empty());
    act(&mut state, Action::Use(0));
    assert_eq!(state.agenda_doom, 0, "cancelled");
    assert_eq!(state.investigators[0].horror, 1);
}

/// 7: "After" triggers once the draw has resolved fully: Young Deep One's forced "after it
/// engages you" resolves after it spawned and engaged the drawer.
#[test]
fn example_07_after_is_after_spawn_and_engagement() {
    let mut state = start(1, "the-gathering", "roland-banks");
    state.investigators[0].hand_mut().push(card("01064"));
    state.encounter_mut().put_top(card("01181"));
    let events = act(&mut state, Action::Play(card("01064")));
    let spawned = find(&events, |e| matches!(e, Event::Spawned { .. }));
    let engaged = find(&events, |e| matches!(e, Event::Engaged { inv: 0, .. }));
    let horror = find(&events, |e| matches!(e, Event::Harmed { horror: 1, .. }));
    assert!(spawned < engaged && engaged < horror, "{events:?}");
    let at = state.investigators[0].at;
    assert!(state.enemies.iter().any(|e| e.card == card("01181") && e.at == at && e.engaged == Some(0)));
}

/// 8: A card with Uses (ammo) cannot take charges: Book of Shadows ("add 1 charge to a Spell
/// asset") cannot be used when the only asset with uses is the .45 Automatic.
#[test]
fn example_08_ammo_asset_takes_no_charges() {
    let mut state = start(1, "the-gathering", "agnes-baker");
    let gun = put_asset(&mut state, 0, "01016");
    let book = put_asset(&mut state, 0, "01070");
    assert!(!legal(&state).contains(&Action::Activate(Source::Asset(book), 1)));
    refused(&mut state, Action::Activate(Source::Asset(book), 1));
    let gun = state.investigators[0].assets.iter().find(|a| a.id == gun).expect("in play");
    assert_eq!(gun.uses, 4);
}

/// 9: An effect interacts with as many cards as it can: Old Book of Lore (nearest: "search the
/// top 3 cards") with 2 cards in the deck looks at those 2; no reshuffle, no horror.
#[test]
fn example_09_look_at_fewer_cards_than_asked() {
    let mut state = start(1, "the-gathering", "roland-banks");
    let book = put_asset(&mut state, 0, "01031");
    *state.investigators[0].deck_mut() = Deck::from_storage(vec![card("01089"), card("01090")]);
    act(&mut state, Action::Activate(Source::Asset(book), 0));
    let mut options = legal(&state);
    options.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        options,
        vec![Action::Pick(Target::Card(card("01089"))), Action::Pick(Target::Card(card("01090")))]
    );
    act(&mut state, Action::Pick(Target::Card(card("01089"))));
    let inv = &state.investigators[0];
    assert_eq!(
        (inv.hand().to_vec(), inv.deck_len(), inv.discard.len(), inv.horror),
        (vec![card("01089")], 1, 0, 0)
    );
}

/// 10: Every part of an effect resolves before "after" triggers. The core set has no "after a
/// card is drawn" reaction; the nearest is Heirloom of Hyperborea ("after you play a Spell
/// event: draw 1"): played Dark Memory has placed its doom when the Heirloom is offered.
#[test]
fn example_10_after_waits_for_the_whole_effect() {
    let mut state = start(1, "the-gathering", "agnes-baker");
    put_asset(&mut state, 0, "01012");
    state.investigators[0].hand_mut().push(card("01013"));
    act(&mut state, Action::Play(card("01013")));
    assert_eq!(legal(&state), vec![Action::Use(0), Action::Pass], "the Heirloom is offered");
    assert_eq!(state.agenda_doom, 1, "Dark Memory resolved first");
    act(&mut state, Action::Use(0));
    assert_eq!(state.investigators[0].hand().len(), 1, "drew 1");
}

/// 11: A group limit counts for everyone: Northside's "(Group limit once per game)" used by P1
/// is refused to P2 and to P1 again.
#[test]
fn example_11_group_limit_once_per_game() {
    let mut state = start(2, "the-midnight-masks", "roland-banks,agnes-baker");
    let ids = map(&mut state, &["Northside"]);
    let ability = Action::Activate(Source::Location(ids[0]), 0);
    state.investigators[0].resources = 10;
    act(&mut state, ability.clone());
    assert_eq!((state.investigators[0].clues, state.investigators[0].resources), (2, 5));
    assert!(!legal(&state).contains(&ability));
    refused(&mut state, ability.clone());
    play_until(&mut state, |s| s.active == Some(1) && s.deciding() == Some(1));
    assert!(state.investigators[1].resources >= 5);
    refused(&mut state, ability);
}

/// 12: A target must be one the effect can act on. The core set has no "exhaust an enemy"
/// effect; Sneak Attack ("deal 2 damage to an exhausted enemy at your location") targets by the
/// enemy's state: only the exhausted enemy is a target, and with none the card cannot be played.
#[test]
fn example_12_target_must_fit() {
    let mut state = start(1, "the-gathering", "skids-otoole");
    let at = state.investigators[0].at;
    let tired = put_enemy(&mut state, "01119", at, None);
    let ready = put_enemy(&mut state, "01119", at, Some(0));
    state.enemies[0].exhausted = true;
    state.investigators[0].hand_mut().push(card("01052"));
    let mut variant = state.clone();
    act(&mut state, Action::Play(card("01052")));
    assert_eq!(state.enemy(tired).map(|e| e.damage), Some(2));
    assert_eq!(state.enemy(ready).map(|e| e.damage), Some(0));
    // Variant: only the ready enemy.
    variant.enemies.retain(|e| e.id == ready);
    assert!(!legal(&variant).contains(&Action::Play(card("01052"))));
    refused(&mut variant, Action::Play(card("01052")));
}

/// 13: A spawn location named by the effect overrides the printed Spawn: The Midnight Masks'
/// setup searches the encounter deck for an Acolyte ("Spawn – any empty location") and spawns it
/// at Southside; its forced ability then places 1 doom on it (resolved once the mulligans are
/// done).
#[test]
fn example_13_named_location_overrides_spawn() {
    let config =
        ArkhamLcg::config(&Options::players(2).with("scenario", "the-midnight-masks")).expect("options");
    let mut state = ArkhamLcg::setup(&config, 3).expect("setup");
    while state.phase == Phase::Setup {
        act(&mut state, Action::Mulligan(0));
    }
    let acolyte = card("01169");
    let in_play: Vec<&Enemy> = state.enemies.iter().filter(|e| e.card == acolyte).collect();
    assert_eq!(in_play.len(), 1);
    assert_eq!(state.locations[usize::from(in_play[0].at.0)].card.name(), "Southside");
    assert_eq!(in_play[0].doom, 1);
    assert_eq!(state.doom_in_play(), 1);
    let copies = content::arkham_lcg::ENEMIES.iter().find(|e| e.id == "01169").map_or(0, |e| e.copies);
    assert_eq!(state.encounter().iter().filter(|&&c| c == acolyte).count(), usize::from(copies) - 1);
}

/// 14: A qualifier applies to every item of a list: "each unique Ally and Item" among Leo De
/// Luca (unique Ally), Beat Cop (Ally), Roland's .38 Special (unique Item) and Knife (Item). No
/// core-set effect names such a list; this checks the cards' facts the engine would filter on.
#[test]
fn example_14_qualifier_applies_to_each_item() {
    let controlled = [card("01048"), card("01018"), card("01006"), card("01086")];
    let hit: Vec<CardRef> = controlled
        .iter()
        .copied()
        .filter(|c| c.is_unique() && (c.has_trait("Ally") || c.has_trait("Item")))
        .collect();
    assert_eq!(hit, vec![card("01048"), card("01006")]);
}

/// 15: "Would" windows come before "when" windows. Nearest core cards: Grotesque Statue ("when
/// you would reveal a chaos token") is offered before any token is out; Wendy Adams's "when you
/// reveal a chaos token" comes after.
#[test]
fn example_15_would_before_when() {
    let mut state = start(1, "the-gathering", "wendy-adams");
    put_asset(&mut state, 0, "01071");
    state.investigators[0].hand_mut().push(card(FILLER));
    state.chaos = ChaosBag::new(&[ChaosToken::Number(0), ChaosToken::Number(-1)]);
    act(&mut state, Action::Investigate);
    assert_eq!(legal(&state), vec![Action::Use(0), Action::Pass], "the Statue is offered");
    assert!(state.chaos.revealed().is_empty(), "no token revealed yet");
    act(&mut state, Action::Use(0));
    assert_eq!(state.chaos.revealed().len(), 2, "two tokens revealed");
    let better = state.chaos.revealed().iter().position(|&t| t == ChaosToken::Number(0)).expect("the 0");
    act(&mut state, Action::Pick(Target::Option(better as u8)));
    assert_eq!(legal(&state), vec![Action::Use(0), Action::Pass], "Wendy's ability is offered");
    assert_eq!(state.tests.last().map(|t| t.token_mod), Some(0), "the chosen token counts");
    act(&mut state, Action::Pass);
}

/// 16: An enemy spawning at an investigator's location engages that investigator, not the
/// drawer: Herman Collins (Spawn – Graveyard) drawn by P2 in the Mythos phase engages P1 there.
#[test]
fn example_16_spawn_engages_whoever_is_there() {
    let mut state = start(2, "the-midnight-masks", "roland-banks,agnes-baker");
    let ids = map(&mut state, &["Rivertown", "Graveyard"]);
    state.investigators[0].at = ids[1];
    *state.encounter_mut() = Deck::from_storage(vec![card("01138"), card(QUIET)]);
    play_until(&mut state, |s| s.round == 2 && s.phase == Phase::Investigation);
    let herman = state.enemies.iter().find(|e| e.card == card("01138")).expect("spawned");
    assert_eq!((herman.at, herman.engaged, herman.exhausted), (ids[1], Some(0), false));
}

/// 17: A Hunter moving into an investigator's location engages at once, then attacks and
/// exhausts at 3.3 (seen while the damage is assigned).
#[test]
fn example_17_hunter_engages_then_attacks() {
    let mut state = start(1, "the-midnight-masks", "roland-banks");
    let ids = map(&mut state, &["Your House", "Rivertown"]);
    put_asset(&mut state, 0, "01094");
    let rats = put_enemy(&mut state, "01159", ids[1], None);
    let events = play_until(&mut state, |s| legal(s).iter().any(|a| matches!(a, Action::Assign(_))));
    let moved = find(&events, |e| matches!(e, Event::EnemyMoved { .. }));
    let engaged = find(&events, |e| matches!(e, Event::Engaged { inv: 0, .. }));
    let attack = find(&events, |e| matches!(e, Event::Attack { inv: 0, .. }));
    assert!(moved < engaged && engaged < attack);
    let e = state.enemy(rats).expect("in play");
    assert_eq!((e.at, e.engaged, e.exhausted), (ids[0], Some(0), true));
    act(&mut state, Action::Assign(Default::default()));
    assert_eq!(state.investigators[0].damage, 1);
}

/// 18: An investigator moving into a ready enemy's location is engaged, with no attack of
/// opportunity; an exhausted enemy engages only once it readies (Upkeep).
#[test]
fn example_18_moving_in_engages() {
    let mut state = start(1, "the-midnight-masks", "roland-banks");
    let ids = map(&mut state, &["Rivertown", "Your House"]);
    let ghoul = put_enemy(&mut state, "01160", ids[1], None);
    let mut variant = state.clone();
    let events = act(&mut state, Action::Move(ids[1]));
    assert_eq!(state.investigators[0].at, ids[1]);
    assert_eq!(state.enemy(ghoul).and_then(|e| e.engaged), Some(0));
    assert!(!events.iter().any(|e| matches!(e, Event::Attack { .. })), "no attack of opportunity");
    // Variant: exhausted.
    variant.enemies[0].exhausted = true;
    act(&mut variant, Action::Move(ids[1]));
    assert_eq!(variant.enemy(ghoul).and_then(|e| e.engaged), None);
    play_until(&mut variant, |s| s.round == 2 && s.phase == Phase::Investigation);
    assert_eq!(variant.enemy(ghoul).and_then(|e| e.engaged), Some(0), "engaged once ready");
    assert_eq!(variant.investigators[0].damage, 0, "it never attacked");
}

/// 19: The lead investigator breaks a Hunter's tie between two shortest paths; the Hunter moves
/// one location and engages no one.
#[test]
fn example_19_lead_breaks_hunter_tie() {
    let mut state = start(1, "the-midnight-masks", "roland-banks");
    let ids = map(&mut state, &["St. Mary's Hospital", "Rivertown", "Southside", "Miskatonic University"]);
    let rats = put_enemy(&mut state, "01159", ids[1], None);
    play_until(&mut state, |s| legal(s).iter().any(|a| matches!(a, Action::Pick(Target::Location(_)))));
    assert_eq!(state.deciding(), Some(state.lead));
    let mut options = legal(&state);
    options.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        options,
        sorted(vec![Action::Pick(Target::Location(ids[2])), Action::Pick(Target::Location(ids[3]))])
    );
    act(&mut state, Action::Pick(Target::Location(ids[3])));
    let e = state.enemy(rats).expect("in play");
    assert_eq!((e.at, e.engaged), (ids[3], None));
}

/// 20: A triggered ability is used once per occurrence, again for the next one. No core card
/// reacts to "after you defeat an enemy" without a limit; Dr. Milan Christopher's "after you
/// successfully investigate: gain 1 resource" (no limit) is the nearest.
#[test]
fn example_20_once_per_occurrence() {
    let mut state = start(1, "the-gathering", "daisy-walker");
    put_asset(&mut state, 0, "01033");
    for round in 0..2 {
        bag(&mut state, ChaosToken::Number(0));
        act(&mut state, Action::Investigate);
        assert_eq!(legal(&state), vec![Action::Use(0), Action::Pass], "offered after investigation {round}");
        act(&mut state, Action::Use(0));
        assert!(legal(&state).contains(&Action::EndTurn), "not offered twice for one occurrence");
    }
    assert_eq!(state.investigators[0].resources, 7);
}

/// 21: Immunity to player card effects protects the card itself. No core-set card prints
/// immunity; the enemy gains it here as an effect would give it. Sneak Attack ("deal 2 damage to
/// an exhausted enemy at your location") cannot choose the immune enemy, so with no other target
/// it cannot be played and nothing is spent; Dynamite Blast ("3 damage to each enemy and
/// investigator at a location") does not affect it either, and still affects the rest. Of the
/// example's other two lines, the core set has no player card that gives an enemy a lasting
/// effect or targets a token or attachment on an enemy, so neither can happen in this engine.
#[test]
fn example_21_immunity_protects_only_the_card() {
    let mut state = start(1, "the-gathering", "skids-otoole");
    let at = state.investigators[0].at;
    let immune = put_enemy(&mut state, "01119", at, None);
    state.enemies[0].exhausted = true;
    state.investigators[0].hand_mut().push(card("01052"));
    // Before it gains immunity, it is Sneak Attack's target.
    assert!(legal(&state).contains(&Action::Play(card("01052"))));
    state.enemies[0].immune = true;
    assert!(!legal(&state).contains(&Action::Play(card("01052"))), "not a legal target");
    let resources = state.investigators[0].resources;
    refused(&mut state, Action::Play(card("01052")));
    assert_eq!(state.investigators[0].resources, resources, "nothing spent");
    assert_eq!(state.enemy(immune).map(|e| e.damage), Some(0));

    // Dynamite Blast at the location: the other enemy takes 3, the immune one none.
    let other = put_enemy(&mut state, "01119", at, None);
    state.enemies[1].exhausted = true;
    state.investigators[0].resources = 5;
    state.investigators[0].hand_mut().push(card("01024"));
    // The Study connects to nothing: its own location is the only one, taken without asking.
    act(&mut state, Action::Play(card("01024")));
    assert_eq!(state.enemy(immune).map(|e| e.damage), Some(0), "immune: not affected");
    assert!(state.enemy(other).is_none_or(|e| e.damage > 0), "the other enemy is hit");
}

/// 22: A card's test with the difficulty in parentheses. Medical Texts ("test intellect (2)")
/// with intellect 2 and a 0 token: 2 ≥ 2 succeeds (the nearest core card to "Test Intellect (3)"
/// with intellect 3).
#[test]
fn example_22_card_test_difficulty() {
    let mut state = start(1, "the-gathering", "agnes-baker");
    let texts = put_asset(&mut state, 0, "01035");
    state.investigators[0].damage = 1;
    bag(&mut state, ChaosToken::Number(0));
    let events = act(&mut state, Action::Activate(Source::Asset(texts), 0));
    assert_eq!(result(&events), (2, 2, true));
    assert_eq!(state.investigators[0].damage, 0, "healed on success");
}

/// A 30-card deck list for Roland Banks: these level 1+ cards, then level 0 Guardian and Neutral
/// cards (two of each title not used yet).
fn roland_deck(levelled: &[(&str, u8)]) -> String {
    use content::arkham_lcg::{Class, PLAYER_CARDS, PlayerKind, Weakness};
    let mut entries: Vec<(String, u8)> = levelled.iter().map(|&(c, n)| (c.to_owned(), n)).collect();
    let mut names: Vec<&str> = levelled.iter().map(|&(c, _)| card(c).name()).collect();
    let mut size: u8 = levelled.iter().map(|&(_, n)| n).sum();
    for c in PLAYER_CARDS {
        if size >= 30 {
            break;
        }
        let fits = matches!(c.class, Class::Guardian | Class::Neutral)
            && c.level.unwrap_or(0) == 0
            && c.weakness == Weakness::No
            && c.signature_of.is_none()
            && c.set.is_none()
            && matches!(c.kind, PlayerKind::Asset | PlayerKind::Event | PlayerKind::Skill)
            && !names.contains(&c.name);
        if fits {
            let n = (30 - size).min(2);
            entries.push((c.id.to_owned(), n));
            names.push(c.name);
            size += n;
        }
    }
    entries.iter().map(|(c, n)| format!("{c}:{n}")).collect::<Vec<_>>().join(",")
}

/// 23: Standalone mode: one more random basic weakness per 10 experience of level 1+ cards;
/// 50 or more is refused. Decks are built for T = 0, 9, 10, 19, 25, 39, 40 (the core set cannot
/// reach 49 or 50 for one investigator, so those are checked on the rule itself).
#[test]
fn example_23_standalone_experience_weaknesses() {
    use content::arkham_lcg::Weakness;
    let decks: [(u16, &[(&str, u8)]); 7] = [
        (0, &[]),
        (9, &[("01026", 1), ("01027", 2), ("01028", 2)]),
        (10, &[("01026", 2), ("01027", 2), ("01028", 2)]),
        (19, &[("01029", 2), ("01094", 2), ("01095", 1), ("01027", 1)]),
        (25, &[("01029", 2), ("01094", 2), ("01095", 2), ("01028", 2), ("01026", 1)]),
        (
            39,
            &[
                ("01026", 1),
                ("01027", 2),
                ("01028", 2),
                ("01029", 2),
                ("01094", 2),
                ("01095", 2),
                ("01040", 2),
                ("01041", 2),
                ("01042", 2),
            ],
        ),
        (
            40,
            &[
                ("01026", 2),
                ("01027", 2),
                ("01028", 2),
                ("01029", 2),
                ("01094", 2),
                ("01095", 2),
                ("01040", 2),
                ("01041", 2),
                ("01042", 2),
            ],
        ),
    ];
    for (xp, levelled) in decks {
        let spent: u16 = levelled
            .iter()
            .map(|&(c, n)| u16::from(card(c).player().and_then(|p| p.level).unwrap_or(0)) * u16::from(n))
            .sum();
        assert_eq!(spent, xp);
        let options =
            Options::players(1).with("investigators", "roland-banks").with("decks", &roland_deck(levelled));
        let config = ArkhamLcg::config(&options).unwrap_or_else(|e| panic!("{xp} experience: {e}"));
        let state = ArkhamLcg::setup(&config, 1).expect("setup");
        let basics = state.investigators[0]
            .deck_list
            .iter()
            .filter(|c| c.player().is_some_and(|p| p.weakness == Weakness::Basic))
            .count();
        let extra = basics - 1;
        assert_eq!(Some(extra as u8), arkham_lcg::standalone_weaknesses(xp));
        assert_eq!(extra, usize::from(xp / 10), "{xp} experience");
    }
    let table = [(0, Some(0)), (9, Some(0)), (10, Some(1)), (19, Some(1)), (25, Some(2))];
    let table = table.into_iter().chain([(39, Some(3)), (40, Some(4)), (49, Some(4)), (50, None)]);
    for (xp, want) in table {
        assert_eq!(arkham_lcg::standalone_weaknesses(xp), want, "{xp} experience");
    }
    let campaign = Options::players(1)
        .with("scenario", "campaign")
        .with("investigators", "roland-banks")
        .with("decks", &roland_deck(&[("01026", 1)]));
    assert!(ArkhamLcg::config(&campaign).is_err(), "a campaign starts with level 0 cards");
}
