//! Describing actions and events is total: any value of an action or event, legal or not, with
//! indices and ids out of range, gets a text in every language instead of a panic.

use arnak::{Action, Arnak, CardId, Event, Icons, Marker, Pos, State, TravelPlan, Zone};
use content::arnak::Res;
use tabletop_core::game::Options;
use tabletop_core::{Game, GameRng, Lang, Status};

use crate::support::legal;

/// Small, boundary and out-of-range values for every index and id.
const VALUES: [u8; 12] = [0, 1, 2, 3, 7, 15, 16, 63, 127, 128, 254, 255];

fn actions() -> Vec<Action> {
    let mut out = vec![
        Action::BuyTop,
        Action::Pass,
        Action::EndTurn,
        Action::Accept,
        Action::Decline,
        Action::ExileFearToken,
        Action::LevelFirst,
        Action::KeepHand,
    ];
    for &v in &VALUES {
        let w = v.wrapping_mul(7);
        let card = CardId(v);
        let icons = Icons { boot: v, car: w, ship: v, plane: w };
        out.extend([
            Action::Dig { site: v, space: w },
            Action::Discover { site: v },
            Action::Overcome { site: v },
            Action::Buy { slot: v },
            Action::Play { card },
            Action::Research { marker: Marker::Magnifier, to: Some(v) },
            Action::Research { marker: Marker::Notebook, to: None },
            Action::TempleTile { stack: v },
            Action::UseAssistant { slot: v },
            Action::UseBoon { guardian: v },
            Action::SlotIdol { effect: v },
            Action::Choose { option: v },
            Action::ChooseSet { options: v },
            Action::Travel(TravelPlan {
                cards: [Some(card), None, Some(CardId(w)), None],
                charter: v,
                pool: icons,
            }),
            Action::Upgrade { option: v },
            Action::Exile { from: Zone::Hand, card },
            Action::Exile { from: Zone::Play, card },
            Action::Discard { card },
            Action::Site { site: v },
            Action::Move { from_site: v, from_space: w, to_site: w, to_space: v },
            Action::MoveGuardian { from: v, to: w },
            Action::Return { site: v, space: w },
            Action::Bonus { tile: v },
            Action::TakeAssistant { stack: v },
            Action::Assistant { slot: v },
            Action::SwapAssistant { slot: v, stack: w },
            Action::Rescue { assistant: v },
            Action::Count { n: v },
            Action::Pick { card },
            Action::IdolSlot { slot: v },
        ]);
    }
    out
}

fn events() -> Vec<Event> {
    let mut out = vec![Event::RivalIdle, Event::RivalTempleTile, Event::RivalExiled { what: "x" }];
    for &v in &VALUES {
        let w = v.wrapping_mul(7);
        let card = CardId(v);
        let res = Res { coin: v, compass: w, tablet: v, arrowhead: w, jewel: v };
        let icons = Icons { boot: v, car: w, ship: v, plane: w };
        for to in [Pos::Start, Pos::Space(v), Pos::Temple(v)] {
            out.push(Event::Researched { seat: v, marker: Marker::Magnifier, to });
            out.push(Event::Researched { seat: w, marker: Marker::Notebook, to });
            out.push(Event::RivalResearched { to });
        }
        out.extend([
            Event::RoundStarted { round: v },
            Event::TurnStarted { seat: v },
            Event::Drew { seat: v, count: w },
            Event::Played { seat: v, card },
            Event::PlayedForTravel { seat: v, card },
            Event::Chartered { seat: v, planes: w },
            Event::Gained { seat: v, res },
            Event::Paid { seat: v, res },
            Event::GainedTravel { seat: v, icons },
            Event::Dug { seat: v, site: w },
            Event::Discovered { seat: v, site: w, idols: v },
            Event::SiteRevealed { site: v, tile: w },
            Event::GuardianAppeared { site: v, guardian: w },
            Event::Activated { seat: v, site: w },
            Event::Overcame { seat: v, guardian: w },
            Event::Bought { seat: v, card },
            Event::Exiled { seat: v, card },
            Event::ExiledFearToken { seat: v },
            Event::Discarded { seat: v, card },
            Event::GainedFear { seat: v, token: v % 2 == 0 },
            Event::TookBonus { seat: v, tile: w },
            Event::TookTempleTile { seat: v, value: w },
            Event::GainedAssistant { seat: v, assistant: w },
            Event::UpgradedAssistant { seat: v, assistant: w },
            Event::RefreshedAssistant { seat: v, assistant: w },
            Event::UsedAssistant { seat: v, assistant: w },
            Event::UsedBoon { seat: v, guardian: w },
            Event::SlottedIdol { seat: v, slot: w },
            Event::Moved { seat: v, site: w },
            Event::Returned { seat: v },
            Event::GuardianMoved { from: v, to: w },
            Event::Passed { seat: v },
            Event::RowDealt { slot: v, card },
            Event::RowExiled { card },
            Event::RoundEnded { round: v },
            Event::RivalTurn { tile: v },
            Event::RivalDug { site: v },
            Event::RivalDiscovered { site: v },
            Event::RivalOvercame { guardian: v },
            Event::RivalTookCard { card },
            Event::GameOver { scores: vec![i32::MIN, i32::from(v), i32::MAX], rival: Some(i32::from(w)) },
            Event::GameOver { scores: Vec::new(), rival: None },
        ]);
    }
    out
}

/// States along random games: every question and phase the games reach, both board sides,
/// with and without the Rival.
fn states() -> Vec<State> {
    let mut out = Vec::new();
    for (players, side, seed) in [(1u8, "bird", 1u64), (1, "snake", 2), (2, "snake", 3), (4, "bird", 4)] {
        let options = Options::players(players).with("side", side);
        let config = Arnak::config(&options).expect("options");
        let mut s = Arnak::setup(&config, seed).expect("setup");
        let mut rng = GameRng::seed_from(seed);
        for step in 0..4000 {
            if step % 19 == 0 || s.prompt.is_some() && step % 5 == 0 {
                out.push(s.clone());
            }
            let Status::Acting(seats) = Arnak::status(&s) else { break };
            let Some(seat) = seats.iter().next() else { break };
            let actions = legal(&s, seat.0);
            let action = actions[rng.index(actions.len())];
            let mut events = Vec::new();
            Arnak::apply(&mut s, seat, &action, &mut events).expect("a listed action");
        }
        out.push(s);
    }
    out
}

#[test]
fn derived_describing_any_action_or_event_never_panics() {
    let (actions, events, states) = (actions(), events(), states());
    assert!(states.len() > 50, "{} states", states.len());
    for state in &states {
        for lang in [Lang::En, Lang::Ru] {
            for action in &actions {
                let text = Arnak::describe_action(state, action, lang);
                assert!(!text.is_empty(), "{action:?}");
            }
            for event in &events {
                let text = Arnak::describe_event(state, event, lang);
                assert!(!text.is_empty(), "{event:?}");
            }
        }
    }
}
