//! Hooks of the America, Europe, Asia/Australia and General encounter cards.
//!
//! Two sentences move a Monster, which the vocabulary cannot say:
//! - asia-3@tokyo: "Choose 1 non-Epic Monster on any space and move it to your space, then
//!   encounter it."
//! - asia-8@tokyo: "... move 1 Monster of your choice from any space to another space of your
//!   choice." (Epic Monsters move only by their own text, so the choice is of non-Epic ones.)
//!
//! The engine has no "choose a Monster / a space for a hook" pick yet, so these hooks borrow the
//! picks whose answers are exactly the right sets and undo their side effects:
//! - the Monster is chosen with [`Pick::DiscardMonster`] (every non-Epic Monster on the board,
//!   shown by name and space). That pick discards it to the cup; the step after the pick takes it
//!   back out of the cup and puts it back on the board with the Health it had lost, read from
//!   notes of the board taken before the pick (inert frames under the step, see [`NOTE`]);
//! - the space is chosen with [`Pick::ClueSpace`] (every space). That pick draws a Clue token onto
//!   the chosen space; the step after it returns the token to the pool and keeps only the space.

use content::eldritch::{self as data, Effect};

use crate::action::Event;
use crate::effects::Pick;
use crate::state::{BoardMonster, Frame, MonsterRef, Pending, State};

/// asia-3@tokyo.
const PULL: &str = "pull-non-epic-monster-and-fight";
/// asia-8@tokyo.
const MOVE: &str = "move-monster-to-chosen-space";

/// The hooks this module implements.
pub(super) const HOOKS: &[&str] = &[PULL, MOVE];

/// Internal steps, run after a pick (never named by content).
const PULLED: &str = "location/pulled-monster";
const CHOSEN: &str = "location/monster-chosen";
const PLACED: &str = "location/monster-destination";
static AFTER_PULL: [Effect; 1] = [Effect::Custom(PULLED)];
static AFTER_CHOICE: [Effect; 1] = [Effect::Custom(CHOSEN)];
static AFTER_SPACE: [Effect; 1] = [Effect::Custom(PLACED)];

/// A note of one non-Epic board Monster taken before a Monster pick: a frame that never runs
/// (`pc` is past the end of the list), holding the Monster's space in `at` and its lost Health
/// plus 1 in `pc`.
static NOTE: [Effect; 1] = [Effect::Custom("location/monster-note")];

/// Runs `hook` if it is one of this module's; returns whether it was.
pub(super) fn run(state: &mut State, seat: u8, hook: &'static str, at: u8, events: &mut Vec<Event>) -> bool {
    match hook {
        PULL => choose_monster(state, seat, &AFTER_PULL, at, events),
        MOVE => choose_monster(state, seat, &AFTER_CHOICE, at, events),
        PULLED => {
            if let Some(index) = take_chosen(state, events) {
                let here = state.inv(seat).location;
                let monster = &mut state.monsters[index];
                monster.location = here;
                monster.fought = true;
                events.push(Event::Text("The chosen Monster moves to your space, and you encounter it."));
                state.combat(seat, MonsterRef::Board(index as u8), events);
            }
        }
        CHOSEN => {
            if take_chosen(state, events).is_some() {
                // The chosen Monster is the last on the board until the space is chosen; `at`
                // carries how many Clue tokens are on the board before the space pick.
                let before = state.board_clues.len() as u8;
                state.frames.push(Frame::Effects { seat, list: &AFTER_SPACE, pc: 0, at: before });
                events.push(Event::Text("Choose the space the Monster moves to (offered as Clue spaces)."));
                ask(state, seat, Pick::ClueSpace, at, events);
            }
        }
        PLACED => {
            let placed =
                (state.board_clues.len() > usize::from(at)).then(|| state.board_clues.pop()).flatten();
            match placed {
                Some((clue, space)) => {
                    // The Clue only marked the answer: back to the pool, and its event withdrawn.
                    state.clue_pool.push(clue);
                    if matches!(events.last(), Some(Event::ClueSpawned(s)) if *s == space) {
                        events.pop();
                    }
                    if let Some(monster) = state.monsters.last_mut() {
                        monster.location = space;
                        events.push(Event::Text("The chosen Monster moves to the chosen space."));
                    }
                }
                // No Clue token was left to mark the space (none in the pool or the discard).
                None => events.push(Event::Text("The Monster stays where it is.")),
            }
        }
        "location/monster-note" => {}
        _ => return false,
    }
    true
}

/// Asks `seat` to choose a non-Epic Monster on any space; `then` runs after the choice and finds
/// it with [`take_chosen`].
fn choose_monster(state: &mut State, seat: u8, then: &'static [Effect], at: u8, events: &mut Vec<Event>) {
    if state.pick_answers(seat, Pick::DiscardMonster, u8::MAX).is_empty() {
        events.push(Event::Text("There is no non-Epic Monster on the board."));
        return;
    }
    let notes: Vec<Frame> = state
        .monsters
        .iter()
        .filter(|m| !data::MONSTERS[usize::from(m.kind)].epic)
        .map(|m| Frame::Effects { seat, list: &NOTE, pc: m.damage.saturating_add(1), at: m.location })
        .collect();
    state.frames.extend(notes);
    state.frames.push(Frame::Effects { seat, list: then, pc: 0, at });
    ask(state, seat, Pick::DiscardMonster, u8::MAX, events);
}

/// After the Monster pick: reads the notes under this step, finds the Monster the pick took off
/// the board, and puts it back (withdrawing the pick's "discarded" event) (same space, same lost Health) as the last board Monster; returns
/// its index, `None` when nothing was chosen.
fn take_chosen(state: &mut State, events: &mut Vec<Event>) -> Option<usize> {
    let mut notes = Vec::new();
    while let Some(&Frame::Effects { list, pc, at, .. }) = state.frames.last() {
        if !std::ptr::eq(list, &NOTE) {
            break;
        }
        state.frames.pop();
        notes.push((at, pc - 1));
    }
    notes.reverse();
    let now: Vec<(u8, u8)> = state
        .monsters
        .iter()
        .filter(|m| !data::MONSTERS[usize::from(m.kind)].epic)
        .map(|m| (m.location, m.damage))
        .collect();
    if now.len() >= notes.len() {
        return None;
    }
    // Only one Monster left the board: the first note that differs from the board is it.
    let gone = (0..notes.len()).find(|&i| now.get(i) != Some(&notes[i]))?;
    let (location, damage) = notes[gone];
    // The pick discarded it to the cup, on top.
    let kind = state.cup.pop()?;
    if matches!(events.last(), Some(Event::MonsterDiscarded(k)) if *k == kind) {
        events.pop();
    }
    state.monsters.push(BoardMonster { kind, location, damage, stats: None, fought: false });
    Some(state.monsters.len() - 1)
}

/// Asks `seat` for `pick`, resolving it at once when it has one answer or none.
fn ask(state: &mut State, seat: u8, pick: Pick, at: u8, events: &mut Vec<Event>) {
    let answers = state.pick_answers(seat, pick, at);
    match answers.as_slice() {
        [] => state.resolve_pick(seat, pick, at, None, events),
        [only] => state.resolve_pick(seat, pick, at, Some(*only), events),
        _ => state.pending = Some(Pending::Pick { seat, pick, at }),
    }
}
