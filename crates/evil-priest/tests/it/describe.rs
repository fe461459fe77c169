//! `describe_action` and `describe_event` are total: any value of an action or event, legal or
//! not, in any state, gives text and never panics (a library call never panics on any input).

use evil_priest::{
    AcolyteFrom, Action, Cultist, End, Event, EvilPriest, Evolving, Pay, Plan, Space, Spot, StandIn, State,
};
use smallvec::smallvec;
use tabletop_core::bot::{Bot, RandomBot};
use tabletop_core::game::Options;
use tabletop_core::{Game, Lang, Status};

const EDGES: [u8; 4] = [0, 7, 254, u8::MAX];

fn spaces() -> Vec<Space> {
    EDGES
        .iter()
        .flat_map(|&n| {
            [Space::Priest(n), Space::Town(n), Space::Ritual(n), Space::Hex(n), Space::CultAction(n)]
        })
        .collect()
}

fn spots() -> Vec<Spot> {
    EDGES
        .iter()
        .flat_map(|&n| {
            [
                Spot::Priest(n),
                Spot::Town(n),
                Spot::Ritual { track: n, step: n },
                Spot::Hex(n),
                Spot::CultAction(n),
            ]
        })
        .collect()
}

fn pays() -> Vec<Pay> {
    let mut pays = vec![Pay::default()];
    for &n in &EDGES {
        pays.push(Pay { basic: [n; 3], books: [n; 2], sacrifice: Some(AcolyteFrom::Pool) });
        for at in spots() {
            pays.push(Pay { basic: [n, 0, n], books: [0, n], sacrifice: Some(AcolyteFrom::Spot(at)) });
        }
    }
    pays
}

/// Every action shape with out-of-range numbers in every field.
fn actions() -> Vec<Action> {
    let mut all = Vec::new();
    for pay in pays() {
        for space in spaces() {
            for cultist in [Cultist::Priest, Cultist::Acolyte] {
                all.push(Action::Place { cultist, space, pay });
            }
            all.push(Action::SkulkTo { space, pay });
        }
        all.push(Action::UseAction { pay });
    }
    for &n in &EDGES {
        all.extend([
            Action::DiscardMonster { lair: n },
            Action::TakeChamber { display: n, slot: n },
            Action::Store([n; 5]),
            Action::TakeMonster { display: n, lair: n },
            Action::ChoosePlayer(n),
            Action::DestroyStandIn { seat: n, stand_in: StandIn::Abomination },
            Action::DestroyStandIn { seat: n, stand_in: StandIn::Spawn },
            Action::ChooseNode(n),
            Action::ChooseRitual(n),
            Action::SacrificeMonster { lair: n },
            Action::Strike(AcolyteFrom::Pool),
        ]);
        for spot in spots() {
            all.push(Action::ChooseAcolyte { seat: n, spot });
            all.push(Action::Strike(AcolyteFrom::Spot(spot)));
        }
    }
    all.extend([
        Action::DeclineAction,
        Action::DeclineChamber,
        Action::DeclineMonster,
        Action::Decline,
        Action::Evolve(Evolving::Mutant),
        Action::Evolve(Evolving::Abomination),
        Action::StaySkulk,
        Action::SacrificeShoggoth,
        Action::Continue,
    ]);
    for plan in [Plan::Keep, Plan::StoreExposed, Plan::Repack, Plan::Arrange] {
        all.push(Action::Redistribute(plan));
    }
    all
}

/// Every event shape with out-of-range numbers in every field.
fn events() -> Vec<Event> {
    let mut all = Vec::new();
    for &n in &EDGES {
        let res = content::evil_priest::Res { treasure: n, blood: n, magic: n, spellbook: n, elder_sign: n };
        all.extend([
            Event::RoundStarted { round: u16::MAX, first: n },
            Event::Paid { seat: n, res },
            Event::Gained { seat: n, res },
            Event::Shattered { seat: n, node: n },
            Event::ChamberTaken { seat: n, card: n, slot: n },
            Event::MonsterTaken { seat: n, card: n },
            Event::MonsterDiscarded { seat: n, card: n },
            Event::AcolyteMoved { seat: n, what: "anywhere" },
            Event::FirstPlayer { seat: n },
            Event::RaidStarted { rolls: smallvec![n, n, n, n, n], investigator: Some(n), strength: n },
            Event::RaidDefended { seat: n, strength: n },
            Event::Destroyed { seat: n, res },
            Event::Shoggoth { seat: Some(n) },
            Event::Growth { value: n },
        ]);
        for space in spaces() {
            all.push(Event::Placed { seat: n, cultist: Cultist::Acolyte, space });
        }
    }
    all.extend([
        Event::RaidEnded,
        Event::Shoggoth { seat: None },
        Event::RaidStarted { rolls: smallvec![], investigator: None, strength: 0 },
    ]);
    for end in [End::LastElderSign, End::Azathoth, End::RoundLimit] {
        all.push(Event::GameOver { end });
    }
    all
}

fn describe_all(state: &State) {
    for action in actions() {
        for lang in [Lang::En, Lang::Ru] {
            assert!(!EvilPriest::describe_action(state, &action, lang).is_empty(), "{action:?}");
        }
    }
    for event in events() {
        for lang in [Lang::En, Lang::Ru] {
            assert!(!EvilPriest::describe_event(state, &event, lang).is_empty(), "{event:?}");
        }
    }
}

/// States along a random game: the start, some prompts (raids, Chambers, arranging) and the end.
fn states(options: &Options, seed: u64) -> Vec<State> {
    let config = EvilPriest::config(options).expect("valid options");
    let mut state = EvilPriest::setup(&config, seed).expect("setup");
    let mut bot = RandomBot::new(seed);
    let mut kept = vec![state.clone()];
    let mut events = Vec::new();
    let mut legal = Vec::new();
    for step in 0..20_000 {
        let Status::Acting(seats) = EvilPriest::status(&state) else { break };
        let Some(seat) = seats.iter().next() else { break };
        if step % 97 == 0 || state.prompt.is_some() && step % 5 == 0 {
            kept.push(state.clone());
        }
        legal.clear();
        EvilPriest::legal_actions(&state, seat, &mut legal);
        let action = legal[Bot::<EvilPriest>::choose(&mut bot, &state, seat, &legal)];
        EvilPriest::apply(&mut state, seat, &action, &mut events).expect("a listed action");
    }
    kept.push(state);
    kept
}

#[test]
fn any_action_or_event_is_described_without_panicking() {
    let core = Options::players(5).with("cult", "cthulhu");
    for state in states(&core, 3).iter().step_by(3) {
        describe_all(state);
    }
    let expansion = Options::players(2).with("expansion", "blood-ceremony").with("cult", "opener");
    for state in states(&expansion, 4).iter().step_by(4) {
        describe_all(state);
    }
}

#[test]
fn any_action_has_detail_without_panicking() {
    let expansion = Options::players(2).with("expansion", "blood-ceremony").with("cult", "opener");
    for state in states(&expansion, 4).iter().step_by(5) {
        for action in actions() {
            for lang in [Lang::En, Lang::Ru] {
                if let Some(text) = EvilPriest::describe_action_detail(state, &action, lang) {
                    assert!(!text.is_empty(), "{action:?}");
                }
            }
        }
    }
}

#[test]
fn placements_chambers_and_monsters_have_their_effects_in_detail() {
    let options = Options::players(3).with("expansion", "blood-ceremony").with("cult", "cthulhu");
    let (mut placed, mut chambers, mut monsters) = (0, 0, 0);
    for state in states(&options, 9) {
        let Status::Acting(seats) = EvilPriest::status(&state) else { continue };
        let Some(seat) = seats.iter().next() else { continue };
        let mut legal = Vec::new();
        EvilPriest::legal_actions(&state, seat, &mut legal);
        for action in &legal {
            let detail = EvilPriest::describe_action_detail(&state, action, Lang::En);
            match action {
                Action::Place { space, .. } => {
                    let text = detail.unwrap_or_else(|| panic!("no detail for {action:?}"));
                    let name = text.split(':').next().unwrap_or_default();
                    assert!(EvilPriest::describe_action(&state, action, Lang::En).contains(name), "{text}");
                    assert!(text.contains("cost") || text.contains("free"), "{space:?}: {text}");
                    placed += 1;
                }
                Action::TakeChamber { .. } => {
                    let text = detail.unwrap_or_else(|| panic!("no detail for {action:?}"));
                    assert!(text.contains("Defense") && text.contains("stores"), "{text}");
                    chambers += 1;
                }
                Action::TakeMonster { .. } | Action::DiscardMonster { .. } => {
                    let text = detail.unwrap_or_else(|| panic!("no detail for {action:?}"));
                    assert!(text.contains("Defense"), "{text}");
                    monsters += 1;
                }
                Action::Continue | Action::Redistribute(_) | Action::Store(_) => assert_eq!(detail, None),
                _ => {}
            }
        }
    }
    assert!(placed > 100 && chambers > 5 && monsters > 0, "{placed} {chambers} {monsters}");
    // In Russian, the same space's detail is in Russian.
    let config = EvilPriest::config(&options).expect("valid options");
    let state = EvilPriest::setup(&config, 1).expect("setup");
    let mut legal = Vec::new();
    EvilPriest::legal_actions(&state, tabletop_core::Seat(0), &mut legal);
    let text = EvilPriest::describe_action_detail(&state, &legal[0], Lang::Ru).expect("a detail");
    assert!(text.contains("цена") || text.contains("бесплатно"), "{text}");
}

/// Taking a monster in the core game (no display: the face-down pile) names the card on top only
/// when every card in the pile is the same monster (the core game's generic monsters); were the
/// pile to hold different monsters, the text would tell its hidden order.
#[test]
fn take_monster_never_names_the_hidden_top_of_a_mixed_pile() {
    let config = EvilPriest::config(&Options::players(3)).expect("config");
    let mut state = EvilPriest::setup(&config, 5).expect("setup");
    assert!(!state.config.expansion);
    let take = Action::TakeMonster { display: 0, lair: 0 };
    let generic = crate::support::monster("generic");
    let text = EvilPriest::describe_action(&state, &take, Lang::En);
    let name = content::evil_priest::MONSTERS[usize::from(generic)].name;
    assert!(text.contains(name), "all generic: the name is public: {text}");

    let (ghoul, byakhee) = (crate::support::monster("ghoul"), crate::support::monster("byakhee"));
    *state.monster_deck.pile_mut() = tabletop_core::zone::DrawPile::from_bottom_up([byakhee, ghoul]);
    let text = EvilPriest::describe_action(&state, &take, Lang::En);
    for hidden in [ghoul, byakhee] {
        let name = content::evil_priest::MONSTERS[usize::from(hidden)].name;
        assert!(!text.contains(name), "the top of a mixed face-down pile is named: {text}");
    }
}
