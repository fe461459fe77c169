//! `tabletop play`: people against bots in the terminal.
//!
//! A screen is what is printed between two prompts, and it fits in `--rows` rows (40 by
//! default): what happened since the person's last decision, the board when others have moved
//! (if it fits; `v` shows it on demand), then a page of the numbered actions (`n` and `p` turn
//! the pages). People are "Player 1", "Player 2"…: seat numbers stay inside the program.
//!
//! Architecture invariant: what a person is shown of another seat's decision passes through
//! `Game::action_visible_to`, and every event through `Game::event_visible_to`; with several
//! people at one terminal, only what all of them may see, their own decisions included.

use std::io::{BufRead, Write};

use serde::Serialize;
use tabletop_core::bot::make_bot;
use tabletop_core::game::{Options, describe_action_error};
use tabletop_core::replay::{Replay, Step, run_replay};
use tabletop_core::{Game, GameRng, Lang, Seat};

use crate::registry::{DynGame, PlaySetup, acting_seat, describe_outcome};
use crate::{CliError, CliResult};

/// The fewest rows `--rows` accepts.
pub(crate) const MIN_ROWS: u16 = 12;

/// The fewest actions a screen lists before it gives up showing the board.
const MIN_MENU: usize = 4;

/// The fewest lines of news a screen keeps to make room for the board.
const MIN_NEWS: usize = 6;

pub(crate) fn run(
    game: &dyn DynGame,
    options: &Options,
    seed: u64,
    humans: &[u8],
    lang: Lang,
    bots: &[String],
    rows: u16,
) -> CliResult {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let setup = PlaySetup { options, seed, humans, lang, bots, rows };
    game.play(&setup, &mut input, &mut out)
}

const HELP: &str = "\
Type the number of an action to take it. Other commands:
  n / p     next / previous page of actions      m    the actions again
  v         the board                            k    the key to the board's symbols
  d N       details of action N                  l    what happened lately
  t N       Player N's tableau in full           u    undo your last decision
  s F       save the game to file F              q    quit (you are offered to save first)";

/// How people call a seat.
fn player(seat: Seat) -> String {
    format!("Player {}", seat.0 + 1)
}

/// What a person decided at the prompt.
enum Decision<A> {
    Act(A),
    Undo,
    Quit,
}

/// One terminal game in progress.
struct Session<'a, G: Game> {
    setup: PlaySetup<'a>,
    state: G::State,
    replay: Replay<G::Action>,
    legal: Vec<G::Action>,
    /// Lines that happened since the person last saw the screen.
    pending: Vec<String>,
    /// Every line shown, for `l`.
    log: Vec<String>,
    /// Others moved since the board was last shown.
    board_due: bool,
    /// The first action on the current menu page, and how many the page showed.
    page_start: usize,
    page_len: usize,
    /// The person who answered the last prompt (several people may share the terminal).
    last_person: Option<Seat>,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
}

pub(crate) fn play_generic<G: Game>(
    setup: &PlaySetup<'_>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError>
where
    G::Action: Serialize,
{
    let PlaySetup { options, seed, humans, bots: bot_names, .. } = *setup;
    let config = G::config(options)?;
    let state = G::setup(&config, seed)?;
    let mut bots: Vec<_> = (0..options.players)
        .map(|s| {
            let name = bot_names.get(usize::from(s)).or(bot_names.first()).map_or("random", String::as_str);
            make_bot::<G>(name, seed ^ (u64::from(s) + 1) << 32)
                .ok_or_else(|| CliError::new(format!("--bot {name}: unknown bot")))
        })
        .collect::<Result<_, _>>()?;
    let mut session = Session::<G> {
        setup: *setup,
        state,
        replay: Replay::new::<G>(options.clone(), seed),
        legal: Vec::new(),
        pending: Vec::new(),
        log: Vec::new(),
        board_due: true,
        page_start: 0,
        page_len: 0,
        last_person: None,
        input,
        out,
    };
    session.introduce()?;
    let mut events = Vec::new();
    while let Some(seat) = acting_seat::<G>(&session.state, humans) {
        session.legal.clear();
        G::legal_actions(&session.state, seat, &mut session.legal);
        if session.legal.is_empty() {
            return Err(CliError::new(format!("engine error: {seat} must act but has no legal action")));
        }
        let person = humans.contains(&seat.0);
        let action = if person {
            match session.ask(seat)? {
                Decision::Act(action) => action,
                Decision::Undo => continue,
                Decision::Quit => return Ok(()),
            }
        } else {
            let index = bots[seat.index()].choose(&session.state, seat, &session.legal);
            session.legal[index.min(session.legal.len() - 1)].clone()
        };
        // One person alone sees all of their own decisions; people sharing the terminal see of
        // each other's, as of the bots', only what every one of them may see.
        let alone = person && humans.len() == 1;
        let shown = if alone || session.visible_to_people(|s, o| G::action_visible_to(s, seat, &action, o)) {
            format!("{}: {}", player(seat), G::describe_action(&session.state, &action, setup.lang))
        } else if person {
            format!("{} makes a choice the other players cannot see", player(seat))
        } else {
            format!("{} makes a choice you cannot see", player(seat))
        };
        events.clear();
        if let Err(error) = G::apply(&mut session.state, seat, &action, &mut events) {
            let words = describe_action_error::<G>(&session.state, seat, &action, &error, setup.lang);
            return Err(CliError::new(format!("engine error: a listed action was refused: {words}")));
        }
        session.note(shown);
        for event in &events {
            let visible = if alone {
                G::event_visible_to(&session.state, event, seat)
            } else {
                session.visible_to_people(|s, o| G::event_visible_to(s, event, o))
            };
            if visible {
                session.note(format!("  · {}", G::describe_event(&session.state, event, setup.lang)));
            }
        }
        if !person {
            session.board_due = true;
        }
        session.replay.steps.push(Step { seat, action });
    }
    session.finish()
}

impl<G: Game> Session<'_, G>
where
    G::Action: Serialize,
{
    fn rows(&self) -> usize {
        usize::from(self.setup.rows)
    }

    fn introduce(&mut self) -> CliResult {
        let PlaySetup { options, seed, humans, bots, .. } = self.setup;
        let people: Vec<String> = humans.iter().map(|&s| player(Seat(s))).collect();
        let others: Vec<String> = (0..options.players)
            .filter(|s| !humans.contains(s))
            .map(|s| {
                let bot = bots.get(usize::from(s)).or(bots.first()).map_or("random", String::as_str);
                format!("{} ({bot} bot)", player(Seat(s)))
            })
            .collect();
        writeln!(self.out, "{} — seed {seed}, {} players.", G::NAME, options.players)?;
        match people.len() {
            0 => writeln!(self.out, "Bots play every seat.")?,
            1 => writeln!(self.out, "You are {}.", people[0])?,
            _ => writeln!(self.out, "People play {}.", people.join(", "))?,
        }
        if !others.is_empty() {
            writeln!(self.out, "Bots: {}.", others.join(", "))?;
        }
        writeln!(self.out, "Type a number to act, h for help.")?;
        Ok(())
    }

    /// Whether every person at the terminal may see something (everybody may, when no one plays).
    fn visible_to_people(&self, visible: impl Fn(&G::State, Seat) -> bool) -> bool {
        self.setup.humans.iter().all(|&h| visible(&self.state, Seat(h)))
    }

    /// Notes what happened, one entry per row (a text of several lines takes several rows).
    fn note(&mut self, text: String) {
        for line in text.lines() {
            self.pending.push(line.to_owned());
            self.log.push(line.to_owned());
        }
    }

    /// The board as `seat` sees it.
    fn board(&self, seat: Seat) -> Vec<String> {
        G::render_view(&G::view(&self.state, seat), self.setup.lang).lines().map(str::to_owned).collect()
    }

    /// The lines that happened since the last screen, cut to at most `room` lines.
    fn take_pending(&mut self, room: usize) -> Vec<String> {
        let mut lines = std::mem::take(&mut self.pending);
        if lines.len() > room {
            let cut = lines.len() - room + 1;
            lines.drain(..cut);
            lines.insert(0, format!("  (… {cut} earlier lines: l shows them)"));
        }
        lines
    }

    /// A page of the menu from `start`, in at most `room` rows besides the prompt.
    fn menu(&mut self, seat: Seat, start: usize, room: usize) -> Vec<String> {
        let total = self.legal.len();
        let start = start.min(total.saturating_sub(1));
        // A title row, then the actions; a footer row when they do not all fit.
        let fits = total - start <= room.saturating_sub(1) && start == 0;
        let count = if fits { total } else { room.saturating_sub(2).max(MIN_MENU).min(total - start) };
        let mut lines = Vec::with_capacity(count + 2);
        lines.push(format!("{}, choose:", player(seat)));
        for (i, action) in self.legal.iter().enumerate().skip(start).take(count) {
            lines.push(format!(
                "  {:>3}. {}",
                i + 1,
                G::describe_action(&self.state, action, self.setup.lang)
            ));
        }
        if !fits {
            let mut turn = Vec::new();
            if start + count < total {
                turn.push("n: next page");
            }
            if start > 0 {
                turn.push("p: previous page");
            }
            lines.push(format!(
                "  (actions {}–{} of {total}; {})",
                start + 1,
                start + count,
                turn.join(", ")
            ));
        }
        self.page_start = start;
        self.page_len = count;
        lines
    }

    fn show(&mut self, lines: &[String]) -> CliResult {
        for line in lines {
            writeln!(self.out, "{line}")?;
        }
        Ok(())
    }

    /// The screen before a decision: news, the board if due and it fits, the first menu page.
    fn decision_screen(&mut self, seat: Seat) -> CliResult {
        let rows = self.rows();
        let mut screen = Vec::new();
        if self.setup.humans.len() > 1 && self.last_person != Some(seat) {
            screen.push(format!("—— {}'s decision ——", player(seat)));
        }
        let board = if self.board_due { self.board(seat) } else { Vec::new() };
        // The board, a blank row, and room for the title, some actions, a footer and the prompt;
        // the news gives way to the board down to a few lines.
        let below_news = if board.is_empty() { 0 } else { board.len() + 1 + MIN_MENU + 3 };
        let room_beside_board = rows.saturating_sub(screen.len() + below_news);
        let board_fits = screen.len() + self.pending.len().min(MIN_NEWS) + below_news <= rows;
        let news_room = if board_fits { room_beside_board.min(rows / 2) } else { rows / 2 };
        let news = self.take_pending(news_room);
        screen.extend(news);
        if self.board_due {
            if board_fits {
                screen.push(String::new());
                screen.extend(board);
            } else {
                screen.push("  (the board has changed: v shows it)".to_owned());
            }
            // Shown or announced once; it is due again when others move.
            self.board_due = false;
        }
        let room = rows.saturating_sub(screen.len() + 1);
        let menu = self.menu(seat, 0, room);
        screen.extend(menu);
        self.show(&screen)
    }

    /// Asks `seat`'s person until they act, undo or quit.
    fn ask(&mut self, seat: Seat) -> CliResult<Decision<G::Action>> {
        self.decision_screen(seat)?;
        self.last_person = Some(seat);
        let rows = self.rows();
        loop {
            let Some(line) = self.read_line(&format!("{}> ", player(seat)))? else {
                writeln!(self.out, "\n(end of input: the game stops here)")?;
                return Ok(Decision::Quit);
            };
            let line = line.trim();
            let (command, argument) = match line.split_once(' ') {
                Some((command, argument)) => (command, argument.trim()),
                None => (line, ""),
            };
            match command {
                "" => {}
                "q" | "quit" => {
                    if self.quit()? {
                        return Ok(Decision::Quit);
                    }
                }
                "h" | "help" | "?" => writeln!(self.out, "{HELP}")?,
                "v" => {
                    let board = self.board(seat);
                    self.board_due = false;
                    let room = rows.saturating_sub(board.len() + 2);
                    let mut screen = board;
                    screen.push(String::new());
                    screen.extend(self.menu(seat, 0, room));
                    self.show(&screen)?;
                }
                "m" => {
                    let menu = self.menu(seat, self.page_start, rows - 1);
                    self.show(&menu)?;
                }
                "n" if self.page_start + self.page_len >= self.legal.len() => {
                    writeln!(self.out, "that was the last page of actions (p goes back)")?;
                }
                "p" if self.page_start == 0 => writeln!(self.out, "this is the first page of actions")?,
                "n" | "p" => {
                    let start = if command == "n" {
                        self.page_start + self.page_len
                    } else {
                        self.page_start.saturating_sub(rows.saturating_sub(3))
                    };
                    let menu = self.menu(seat, start, rows - 1);
                    self.show(&menu)?;
                }
                "k" | "key" | "legend" => self.legend()?,
                "l" | "log" => {
                    let from = self.log.len().saturating_sub(rows - 2);
                    let lines = self.log[from..].to_vec();
                    self.show(&lines)?;
                }
                "d" => self.details(seat, argument)?,
                "t" => self.tableau(seat, argument)?,
                "u" | "undo" => {
                    if self.undo()? {
                        return Ok(Decision::Undo);
                    }
                }
                "s" | "save" if !argument.is_empty() => {
                    self.save(argument)?;
                }
                "s" | "save" => writeln!(self.out, "s needs a file name: s FILE")?,
                _ => match line.parse::<usize>() {
                    Ok(n) if (1..=self.legal.len()).contains(&n) => {
                        return Ok(Decision::Act(self.legal[n - 1].clone()));
                    }
                    _ => writeln!(
                        self.out,
                        "`{}` is not a choice: type a number from 1 to {}, or h for help",
                        crate::registry::shorten(line),
                        self.legal.len()
                    )?,
                },
            }
        }
    }

    /// Prints `prompt` and reads a line; `None` at the end of input. A line that is not UTF-8
    /// text is refused and asked again.
    fn read_line(&mut self, prompt: &str) -> CliResult<Option<String>> {
        loop {
            write!(self.out, "{prompt}")?;
            self.out.flush()?;
            let mut bytes = Vec::new();
            if self.input.read_until(b'\n', &mut bytes)? == 0 {
                return Ok(None);
            }
            match String::from_utf8(bytes) {
                Ok(line) => return Ok(Some(line)),
                Err(_) => writeln!(self.out, "that line is not UTF-8 text; please type it again")?,
            }
        }
    }

    /// Offers to save before quitting; whether to quit.
    fn quit(&mut self) -> CliResult<bool> {
        writeln!(
            self.out,
            "Save the game before quitting? Type a file name, or just Enter to quit without saving."
        )?;
        let Some(answer) = self.read_line("save as> ")? else {
            return Ok(true);
        };
        let path = answer.trim();
        if path.is_empty() {
            return Ok(true);
        }
        self.save(path)
    }

    /// Saves the game so far as a replay; whether it worked.
    fn save(&mut self, path: &str) -> CliResult<bool> {
        let text = serde_json::to_string_pretty(&self.replay)?;
        match std::fs::write(path, text) {
            Ok(()) => {
                writeln!(self.out, "saved to {path}; `tabletop replay {path}` replays it")?;
                Ok(true)
            }
            Err(e) => {
                writeln!(self.out, "could not save to {path}: {e}; the game goes on")?;
                Ok(false)
            }
        }
    }

    /// Goes back to before this person's (or, with several, any person's) previous decision.
    fn undo(&mut self) -> CliResult<bool> {
        let humans = self.setup.humans;
        let Some(last) = self.replay.steps.iter().rposition(|s| humans.contains(&s.seat.0)) else {
            writeln!(self.out, "nothing to undo")?;
            return Ok(false);
        };
        self.replay.steps.truncate(last);
        self.state = run_replay::<G>(&self.replay, |_, _, _, _| {})?;
        self.pending.clear();
        self.note("(undone: back before your last decision)".to_owned());
        self.board_due = true;
        Ok(true)
    }

    fn legend(&mut self) -> CliResult {
        let legend = G::legend(self.setup.lang);
        if legend.is_empty() {
            writeln!(self.out, "{} has no key to its board's symbols yet.", G::NAME)?;
        } else {
            writeln!(self.out, "{}", legend.trim_end())?;
        }
        let players: Vec<String> = (0..self.setup.options.players).map(|s| player(Seat(s))).collect();
        writeln!(self.out, "Players: {}.", players.join(", "))?;
        Ok(())
    }

    /// `d N`: the action's text and a possible result, played on a copy of the game where
    /// everything this person cannot see is imagined anew (so it reveals nothing hidden).
    /// `t N`: Player N's tableau in full, from `seat`'s view.
    fn tableau(&mut self, seat: Seat, argument: &str) -> CliResult {
        let players = self.setup.options.players;
        let Some(n) = argument.parse::<u8>().ok().filter(|n| (1..=players).contains(n)) else {
            writeln!(self.out, "t needs the number of a player, from 1 to {players}")?;
            return Ok(());
        };
        let view = G::view(&self.state, seat);
        match G::render_player(&view, Seat(n - 1), self.setup.lang) {
            Some(text) => {
                let lines: Vec<String> = text.lines().map(str::to_owned).collect();
                self.show(&lines)?;
            }
            None => writeln!(self.out, "the board (v) shows {} in full", player(Seat(n - 1)))?,
        }
        Ok(())
    }

    fn details(&mut self, seat: Seat, argument: &str) -> CliResult {
        let Some(index) = argument.parse::<usize>().ok().filter(|n| (1..=self.legal.len()).contains(n))
        else {
            writeln!(self.out, "d needs the number of an action, from 1 to {}", self.legal.len())?;
            return Ok(());
        };
        let lang = self.setup.lang;
        let action = &self.legal[index - 1];
        writeln!(self.out, "{index}. {}", G::describe_action(&self.state, action, lang))?;
        if let Some(detail) = G::describe_action_detail(&self.state, action, lang) {
            for line in detail.lines() {
                writeln!(self.out, "  {line}")?;
            }
        }
        let mut imagined = self.state.clone();
        let salt = self.replay.steps.len() as u64;
        G::determinize(&mut imagined, seat, &mut GameRng::seed_from(self.setup.seed ^ salt.rotate_left(17)));
        let mut events = Vec::new();
        if G::apply(&mut imagined, seat, action, &mut events).is_err() {
            writeln!(self.out, "  (its result depends on cards you cannot see)")?;
            return Ok(());
        }
        let lines: Vec<String> = events
            .iter()
            .filter(|e| G::event_visible_to(&imagined, e, seat))
            .map(|e| format!("  · {}", G::describe_event(&imagined, e, lang)))
            .collect();
        if lines.is_empty() {
            writeln!(self.out, "  (nothing visible happens at once)")?;
        } else {
            writeln!(self.out, "It would do, for example (cards you cannot see and dice are imagined):")?;
            let room = self.rows().saturating_sub(3);
            self.show(&lines[..lines.len().min(room)])?;
        }
        match acting_seat::<G>(&imagined, self.setup.humans) {
            Some(next) if next == seat => {
                let mut then = Vec::new();
                G::legal_actions(&imagined, seat, &mut then);
                let shown: Vec<String> =
                    then.iter().take(MIN_MENU).map(|a| G::describe_action(&imagined, a, lang)).collect();
                let more =
                    if then.len() > MIN_MENU { format!("; {} in all", then.len()) } else { String::new() };
                writeln!(self.out, "  Then you choose: {}{more}.", shown.join(" | "))?;
            }
            Some(next) => writeln!(self.out, "  Then {} decides.", player(next))?,
            None => writeln!(self.out, "  Then the game is over.")?,
        }
        Ok(())
    }

    /// Everything since the last decision, however long, and the outcome.
    fn finish(mut self) -> CliResult {
        let news = std::mem::take(&mut self.pending);
        self.show(&news)?;
        if let Some(outcome) = G::outcome(&self.state) {
            writeln!(self.out, "\nGame over: {}", describe_outcome(&outcome, &player))?;
        }
        Ok(())
    }
}
