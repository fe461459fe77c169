//! `describe_action` and `describe_action_detail` are total: any value of an action, legal or
//! not, in any state, gives text and never panics (a library call never panics on any input; a
//! corrupt replay or a foreign client can send anything).

use arkham_lcg::{Action, ArkhamLcg, AssetId, CardRef, EnemyId, LocId, Source, State, Target};
use smallvec::smallvec;
use tabletop_core::bot::{Bot, RandomBot};
use tabletop_core::game::Options;
use tabletop_core::{Game, Lang, Status};

const EDGES: [u16; 4] = [0, 7, 254, u16::MAX];

fn cards() -> Vec<CardRef> {
    EDGES
        .iter()
        .flat_map(|&n| [CardRef::Player(n), CardRef::Enemy(n), CardRef::Treachery(n), CardRef::Location(n)])
        .collect()
}

fn small(n: u16) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

fn sources() -> Vec<Source> {
    let mut out = vec![Source::Rules];
    for &n in &EDGES {
        out.extend([Source::Investigator(small(n)), Source::Asset(AssetId(n)), Source::Enemy(EnemyId(n))]);
        for card in cards() {
            out.extend([
                Source::Card(card),
                Source::Threat(small(n), card),
                Source::Attachment(LocId(small(n)), card),
            ]);
        }
    }
    out
}

fn targets() -> Vec<Target> {
    let mut out = vec![Target::Horror(true), Target::Horror(false)];
    for &n in &EDGES {
        out.extend([
            Target::Investigator(small(n)),
            Target::Enemy(EnemyId(n)),
            Target::Location(LocId(small(n))),
            Target::Asset(AssetId(n)),
            Target::Option(small(n)),
            Target::Skill(small(n)),
        ]);
    }
    out.extend(cards().into_iter().map(Target::Card));
    out
}

fn actions() -> Vec<Action> {
    let mut out = vec![
        Action::Investigate,
        Action::Draw,
        Action::Resource,
        Action::AdvanceAct,
        Action::EndTurn,
        Action::Done,
        Action::Pass,
        Action::Assign(smallvec![]),
    ];
    for &n in &EDGES {
        let b = small(n);
        out.extend([
            Action::Mulligan(b),
            Action::Move(LocId(b)),
            Action::Engage(EnemyId(n)),
            Action::Fight(EnemyId(n)),
            Action::Evade(EnemyId(n)),
            Action::Use(b),
            Action::Assign(smallvec![(AssetId(n), b, b), (AssetId(n), u8::MAX, u8::MAX)]),
        ]);
    }
    for card in cards() {
        out.extend([Action::Play(card), Action::Commit(card), Action::Discard(card), Action::Buy(card)]);
    }
    for source in sources() {
        out.extend(EDGES.iter().map(|&n| Action::Activate(source, small(n))));
    }
    out.extend(targets().into_iter().map(Action::Pick));
    out
}

fn describe_all(state: &State, actions: &[Action]) -> usize {
    let mut described = 0;
    for action in actions {
        for lang in [Lang::En, Lang::Ru] {
            let text = ArkhamLcg::describe_action(state, action, lang);
            assert!(!text.is_empty(), "{action:?}");
            let _ = ArkhamLcg::describe_action_detail(state, action, lang);
            described += 1;
        }
    }
    described
}

#[test]
fn any_action_is_described_in_any_state_without_a_panic() {
    let actions = actions();
    let mut described = 0;
    for (players, scenario) in [(1, "the-gathering"), (2, "the-midnight-masks"), (4, "campaign")] {
        let options = Options::players(players).with("scenario", scenario);
        let config = ArkhamLcg::config(&options).unwrap_or_else(|e| panic!("{e}"));
        let mut state = ArkhamLcg::setup(&config, 11).unwrap_or_else(|e| panic!("{e}"));
        let mut bot = RandomBot::new(3);
        let (mut events, mut legal) = (Vec::new(), Vec::new());
        for step in 0..400 {
            if step % 40 == 0 {
                described += describe_all(&state, &actions);
            }
            let Status::Acting(seats) = ArkhamLcg::status(&state) else { break };
            let Some(seat) = seats.iter().next() else { break };
            legal.clear();
            ArkhamLcg::legal_actions(&state, seat, &mut legal);
            if legal.is_empty() {
                break;
            }
            let action = legal[Bot::<ArkhamLcg>::choose(&mut bot, &state, seat, &legal)].clone();
            events.clear();
            ArkhamLcg::apply(&mut state, seat, &action, &mut events).unwrap_or_else(|e| panic!("{e}"));
        }
        described += describe_all(&state, &actions);
    }
    assert!(described > 10_000, "{described}");
}
