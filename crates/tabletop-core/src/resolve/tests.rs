use super::*;

#[test]
fn a_program_steps_through_its_list_and_hands_back_the_rest() {
    static LIST: [u8; 3] = [10, 20, 30];
    let program = Program::new(&LIST);
    let (first, rest) = program.step().unwrap();
    assert_eq!(*first, 10);
    let rest = rest.unwrap();
    assert_eq!(rest.pc(), 1);
    let (_, rest) = rest.step().unwrap();
    let (last, rest) = rest.unwrap().step().unwrap();
    assert_eq!((*last, rest), (30, None));
    static EMPTY: [u8; 0] = [];
    assert!(Program::new(&EMPTY).step().is_none());
    assert!(Program::new(&EMPTY).is_done());
}

#[test]
fn the_asking_rule_skips_takes_the_only_answer_or_asks() {
    assert_eq!(ask(std::iter::empty::<u8>(), false), Ask::Skip);
    assert_eq!(ask(std::iter::empty::<u8>(), true), Ask::Skip, "nothing to decline either");
    assert_eq!(ask([7], false), Ask::Only(7));
    assert_eq!(ask([7], true), Ask::Ask, "taking it or declining is a choice");
    assert_eq!(ask([7, 8], false), Ask::Ask);
    // Lazy: a third answer is never computed.
    let mut looked = 0;
    let answers = (0..100).inspect(|_| looked += 1);
    assert_eq!(ask(answers, false), Ask::Ask);
    assert_eq!(looked, 2);
}

#[test]
fn an_offer_round_asks_holders_in_seat_order_from_a_seat_once_each() {
    let holders = [true, false, true, true];
    let mut offer = Offer::from_seat(2);
    let mut asked = Vec::new();
    while let Some(seat) = offer.next(4, |s| holders[usize::from(s)]) {
        asked.push(seat);
    }
    assert_eq!(asked, [2, 3, 0]);
    assert_eq!(offer.next(4, |_| true), Some(1), "seat 1 was never asked");
    let mut nobody = Offer::from_seat(0);
    assert_eq!(nobody.next(4, |_| false), None, "nobody holding a response is no decision");
    let mut again = Offer::from_seat(1);
    assert_eq!(again.next(2, |_| true), Some(1));
    again.reopen(1);
    assert_eq!(again.next(2, |s| s == 1), Some(1), "reopened after using a response");
    assert_eq!(Offer::from_seat(9).next(0, |_| true), None);
}

struct Looping;

impl Machine for Looping {
    type Frame = ();
    type Event = ();
    type Answer = ();
    fn halted(&self) -> bool {
        false
    }
    fn pending(&self) -> Option<Ask<()>> {
        None
    }
    fn pop(&mut self) -> Option<()> {
        Some(())
    }
    fn step(&mut self, (): (), _: &mut Vec<()>) {}
    fn advance(&mut self, _: &mut Vec<()>) -> bool {
        true
    }
}

#[test]
fn a_rules_loop_is_reported_not_spun_forever() {
    assert_eq!(run(&mut Looping, &mut Vec::new()), Err(Stuck));
}

/// A decision with no answer is dropped, one with a single forced answer is answered, and only
/// a real choice stops the loop.
struct Asking {
    questions: Vec<Vec<u8>>,
    answered: Vec<u8>,
}

impl Machine for Asking {
    type Frame = ();
    type Event = ();
    type Answer = u8;
    fn halted(&self) -> bool {
        false
    }
    fn pending(&self) -> Option<Ask<u8>> {
        self.questions.last().map(|answers| ask(answers.iter().copied(), false))
    }
    fn skip(&mut self) {
        self.questions.pop();
    }
    fn answer_only(&mut self, answer: u8, _: &mut Vec<()>) {
        self.questions.pop();
        self.answered.push(answer);
    }
    fn pop(&mut self) -> Option<()> {
        None
    }
    fn step(&mut self, (): (), _: &mut Vec<()>) {}
    fn advance(&mut self, _: &mut Vec<()>) -> bool {
        false
    }
}

#[test]
fn run_applies_the_asking_rule_to_every_waiting_decision() {
    let mut game = Asking { questions: vec![vec![1, 2], vec![5], vec![]], answered: Vec::new() };
    run(&mut game, &mut Vec::new()).unwrap();
    assert_eq!(game.answered, [5]);
    assert_eq!(game.questions, [vec![1, 2]], "the real choice waits");
}
