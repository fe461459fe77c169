//! The greedy bot against Azathoth: it closes gates, spends Clues and wins some games.

use eldritch::{Eldritch, Event, Standing};
use tabletop_core::Game;
use tabletop_core::bot::{Bot, GreedyBot};
use tabletop_core::game::{Options, Outcome, Status};

/// What happened in a run of games.
#[derive(Debug, Default)]
struct Tally {
    games: u32,
    won: u32,
    solved: usize,
    gates_closed: u32,
    clues_left: usize,
}

/// Plays 4-player games against Azathoth (normal Mythos) with a greedy bot in every seat, seeded
/// as `tabletop simulate` seeds them.
fn play_greedy(seeds: std::ops::Range<u64>) -> Tally {
    let config = Eldritch::config(&Options::players(4)).expect("valid options");
    let mut tally = Tally::default();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for seed in seeds {
        let mut state = Eldritch::setup(&config, seed).expect("setup");
        let mut bots: Vec<GreedyBot> = (0..4u64).map(|s| GreedyBot::new(seed ^ ((s + 1) << 32))).collect();
        while let Status::Acting(seats) = Eldritch::status(&state) {
            let seat = seats.first().expect("a seat acts");
            legal.clear();
            Eldritch::legal_actions(&state, seat, &mut legal);
            let choice = Bot::<Eldritch>::choose(&mut bots[usize::from(seat.0)], &state, seat, &legal);
            events.clear();
            Eldritch::apply(&mut state, seat, &legal[choice], &mut events).expect("legal action applies");
            tally.gates_closed += events.iter().filter(|e| matches!(e, Event::GateClosed(_))).count() as u32;
        }
        tally.games += 1;
        tally.won += u32::from(matches!(Eldritch::outcome(&state), Some(Outcome::Coop { won: true, .. })));
        tally.solved += state.solved().len();
        tally.clues_left += state
            .investigators()
            .iter()
            .filter(|inv| inv.standing == Standing::Active)
            .map(|inv| inv.clues.len())
            .sum::<usize>();
    }
    tally
}

/// The outside review's finding: the greedy bot won about 1% of these games, closed about 1.1
/// gates a game, ended with about 6 unspent Clues and solved about 0.8 Mysteries. It now plans
/// (walks to the gate, Clue or Mystery site worth most to it, waits on a gate of the next Omen
/// under "Omen of Devastation"), scores Clue rerolls by their odds, shops, and averages its
/// encounter and reroll choices over several samples. On these 200 seeds the old bot won none,
/// closed 214 gates, kept 1,256 Clues and solved 158 Mysteries; the new one wins 27, closes 434,
/// keeps 1,020 and solves 270.
#[test]
fn greedy_bot_closes_gates_spends_clues_and_wins_against_azathoth() {
    let tally = play_greedy(90_001..90_201);
    let games = tally.games as usize;
    assert!(tally.won >= 14, "won {} of {games}: {tally:?}", tally.won);
    assert!(tally.gates_closed as usize >= games * 16 / 10, "closed too few gates: {tally:?}");
    assert!(tally.clues_left <= games * 57 / 10, "kept too many Clues: {tally:?}");
    assert!(tally.solved >= games * 11 / 10, "solved too few Mysteries: {tally:?}");
}
