//! What one seat may see, and its text rendering for the terminal.

use std::fmt::Write as _;

use content::arnak::{PLAYER_BOARD, Res};
use tabletop_core::Lang;

use crate::data::CardId;
use crate::state::{Assistant, Occupant, Phase, Pos, Prompt, State, Trophy, TurnState};
use crate::text;

/// One player as another seat sees them.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayerView {
    /// Resources.
    pub res: Res,
    /// The hand, for its owner only.
    pub hand: Option<Vec<CardId>>,
    /// Cards in hand.
    pub hand_count: usize,
    /// Cards in the deck (order and contents hidden).
    pub deck_count: usize,
    /// The play area (face up).
    pub play: Vec<CardId>,
    /// Archaeologists on the player board.
    pub archaeologists: u8,
    /// The magnifying glass.
    pub magnifier: Pos,
    /// The notebook.
    pub notebook: Pos,
    /// Idols in the supply crates (face down).
    pub idols: usize,
    /// Which idol slots are filled.
    pub slots: Vec<bool>,
    /// Fear tokens.
    pub fear_tokens: u8,
    /// Assistants.
    pub assistants: Vec<Assistant>,
    /// Overcome guardians.
    pub guardians: Vec<Trophy>,
    /// Temple tiles by value index.
    pub temple_tiles: [u8; 3],
    /// Passed this round.
    pub passed: bool,
    /// Guardian's Ocarina is active.
    pub planes: bool,
    /// War Mask is active.
    pub no_guardian_fear: bool,
    /// The score if the game ended now.
    pub score: i32,
}

/// A site as everybody sees it.
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SiteView {
    /// The spaces.
    pub spaces: [Occupant; 2],
    /// The site tile.
    pub tile: Option<u8>,
    /// The guardian.
    pub guardian: Option<u8>,
    /// The face-up idol of an undiscovered spot.
    pub idol_up: Option<u8>,
    /// Whether a face-down idol lies there too.
    pub idol_down: bool,
}

/// The solo Rival as the player sees it.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RivalView {
    /// Tiles left in the face-down stack.
    pub stack: usize,
    /// The decision arrow now (right or left).
    pub arrow_right: bool,
    /// Tiles revealed this round.
    pub revealed: Vec<u8>,
    /// Archaeologists on its board.
    pub archaeologists: u8,
    /// Its magnifying glass.
    pub magnifier: Pos,
    /// 6-point temple tiles.
    pub temple_tiles: u8,
    /// Guardians.
    pub guardians: Vec<u8>,
    /// Items and artifacts.
    pub cards: Vec<CardId>,
    /// Face-up idols in its slots.
    pub idol_slots: Vec<u8>,
    /// Idols in the "−1" pile.
    pub pile: usize,
    /// Its score if the game ended now.
    pub score: i32,
}

/// What one seat may see.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct View {
    /// The viewer.
    pub seat: u8,
    /// Index of the board side.
    pub board: u8,
    /// The round.
    pub round: u8,
    /// The first player.
    pub first: u8,
    /// Whose turn or decision it is.
    pub current: u8,
    /// The part of the game.
    pub phase: Phase,
    /// The current turn's public bookkeeping.
    pub turn: TurnState,
    /// The pending question (everybody sees what is being decided).
    pub prompt: Option<Prompt>,
    /// Cards being looked at (Crystal/Obsidian Earring), for the viewer only.
    pub looking: Option<Vec<CardId>>,
    /// How many cards are being looked at.
    pub looking_count: usize,
    /// A card revealed from a deck by a buy effect.
    pub revealed: Option<CardId>,
    /// Every player.
    pub players: Vec<PlayerView>,
    /// The card row.
    pub row: [Option<CardId>; crate::data::ROW],
    /// Cards in the item deck.
    pub item_deck: usize,
    /// Cards in the artifact deck.
    pub artifact_deck: usize,
    /// Cards in the Fear deck.
    pub fear_deck: u8,
    /// Exiled items.
    pub item_exile: Vec<CardId>,
    /// Exiled artifacts.
    pub artifact_exile: Vec<CardId>,
    /// Exiled basic cards.
    pub basic_exile: Vec<CardId>,
    /// Every site.
    pub sites: Vec<SiteView>,
    /// Level I and II site tiles left.
    pub site_stacks: [usize; 2],
    /// Guardians left in the stack.
    pub guardian_stack: usize,
    /// The three supply assistant stacks: visible top and size.
    pub assistant_stacks: [(Option<u8>, usize); 3],
    /// Snake: the research-track assistant stack's top and size.
    pub rescue_stack: (Option<u8>, usize),
    /// The whole research-track stack (sorted), while the viewer chooses from it.
    pub rescue_choice: Option<Vec<u8>>,
    /// Bonus tiles on each research space.
    pub bonus: Vec<Vec<u8>>,
    /// Tiles in the Lost-Temple bonus stack.
    pub temple_bonus: usize,
    /// The Lost-Temple stack (sorted), while the viewer chooses from it.
    pub temple_bonus_choice: Option<Vec<u8>>,
    /// Temple tiles left per stack.
    pub temple_stacks: [u8; 6],
    /// The solo Rival.
    pub rival: Option<RivalView>,
}

fn sorted(items: &[u8]) -> Vec<u8> {
    let mut v = items.to_vec();
    v.sort_unstable();
    v
}

/// The view of `seat`.
pub(crate) fn view(state: &State, seat: u8) -> View {
    let deciding = state.phase == Phase::Turn && state.current == seat;
    let players = (0..state.config.players)
        .map(|s| {
            let p = state.player(s);
            PlayerView {
                res: p.res,
                hand: (s == seat).then(|| p.hand.as_slice().to_vec()),
                hand_count: p.hand.len(),
                deck_count: p.deck.len(),
                play: p.play.as_slice().to_vec(),
                archaeologists: p.archaeologists,
                magnifier: p.magnifier,
                notebook: p.notebook,
                idols: p.idols.len(),
                slots: p.slots.iter().take(PLAYER_BOARD.idol_slot_vp.len()).map(Option::is_some).collect(),
                fear_tokens: p.fear_tokens,
                assistants: p.assistants.as_slice().to_vec(),
                guardians: p.guardians.as_slice().to_vec(),
                temple_tiles: p.temple_tiles,
                passed: p.passed,
                planes: p.planes,
                no_guardian_fear: p.no_guardian_fear,
                score: crate::score::score(state, s),
            }
        })
        .collect();
    View {
        seat,
        board: state.board,
        round: state.round,
        first: state.first,
        current: state.current,
        phase: state.phase,
        turn: state.turn,
        prompt: state.prompt,
        looking: (state.current == seat).then(|| state.looking.as_slice().to_vec()),
        looking_count: state.looking.len(),
        revealed: state.revealed,
        players,
        row: state.row,
        item_deck: state.item_deck.len(),
        artifact_deck: state.artifact_deck.len(),
        fear_deck: state.fear_deck,
        item_exile: state.item_exile.as_slice().to_vec(),
        artifact_exile: state.artifact_exile.as_slice().to_vec(),
        basic_exile: state.basic_exile.as_slice().to_vec(),
        sites: state.sites[..usize::from(state.site_count)]
            .iter()
            .map(|s| SiteView {
                spaces: s.spaces,
                tile: s.tile,
                guardian: s.guardian,
                idol_up: s.idol_up,
                idol_down: s.idol_down.is_some(),
            })
            .collect(),
        site_stacks: [state.site_stacks[0].len(), state.site_stacks[1].len()],
        guardian_stack: state.guardian_stack.len(),
        assistant_stacks: std::array::from_fn(|i| {
            (state.assistant_stacks[i].last().copied(), state.assistant_stacks[i].len())
        }),
        rescue_stack: (state.rescue_stack.last().copied(), state.rescue_stack.len()),
        rescue_choice: (deciding && state.prompt == Some(Prompt::Rescue))
            .then(|| sorted(state.rescue_stack.as_slice())),
        bonus: state.bonus[..state.board().research.spaces.len().min(state.bonus.len())]
            .iter()
            .map(|b| b.as_slice().to_vec())
            .collect(),
        temple_bonus: state.temple_bonus.len(),
        temple_bonus_choice: (deciding && state.prompt == Some(Prompt::TempleBonus))
            .then(|| sorted(state.temple_bonus.as_slice())),
        temple_stacks: state.temple_stacks,
        rival: state.rival.as_ref().map(|r| RivalView {
            stack: r.stack.len(),
            arrow_right: crate::rival::arrow_right(state),
            revealed: r.revealed.as_slice().to_vec(),
            archaeologists: r.archaeologists,
            magnifier: r.magnifier,
            temple_tiles: r.temple_tiles,
            guardians: r.guardians.as_slice().to_vec(),
            cards: r.cards.as_slice().to_vec(),
            idol_slots: r.idol_slots.as_slice().to_vec(),
            pile: r.pile.len(),
            score: crate::score::rival_score(state),
        }),
    }
}

fn pos_text(pos: Pos, lang: Lang) -> String {
    match (pos, lang) {
        (Pos::Start, Lang::Ru) => "старт".into(),
        (Pos::Start, _) => "start".into(),
        (Pos::Space(i), Lang::Ru) => format!("ячейка {i}"),
        (Pos::Space(i), _) => format!("space {i}"),
        (Pos::Temple(s), Lang::Ru) => format!("храм, место {}", s + 1),
        (Pos::Temple(s), _) => format!("temple slot {}", s + 1),
    }
}

fn cards_text(cards: &[CardId], lang: Lang) -> String {
    if cards.is_empty() {
        return "-".into();
    }
    cards.iter().map(|&c| text::card_name(c, lang)).collect::<Vec<_>>().join(", ")
}

/// A multi-line rendering of a view.
pub(crate) fn render(view: &View, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let mut out = String::new();
    let board = crate::data::board(view.board);
    let _ = writeln!(
        out,
        "{} — {} {}, {} {}",
        lang.pick(board.name, board.ru, None),
        if ru { "раунд" } else { "round" },
        view.round,
        if ru { "ход игрока" } else { "turn of player" },
        view.current + 1
    );
    // Card row.
    let mut row = String::new();
    for (i, card) in view.row.iter().enumerate() {
        if i == usize::from(view.round) {
            row.push_str(" | ");
        } else if i > 0 {
            row.push_str(", ");
        }
        match card {
            Some(c) => {
                let _ = write!(row, "[{i}] {} ({})", text::card_name(*c, lang), c.def().cost);
            }
            None => {
                let _ = write!(row, "[{i}] —");
            }
        }
    }
    let _ = writeln!(out, "{}: {row}", if ru { "Торговый ряд" } else { "Card row" });
    let _ = writeln!(
        out,
        "{}: {} / {} / {}",
        if ru {
            "Колоды предметов/артефактов/ужаса"
        } else {
            "Item/artifact/fear decks"
        },
        view.item_deck,
        view.artifact_deck,
        view.fear_deck
    );
    // Map.
    let _ = writeln!(out, "{}:", if ru { "Остров" } else { "Island" });
    for (i, s) in view.sites.iter().enumerate() {
        let name = text::site_name_raw(view.board, i as u8, s.tile, lang);
        let mut line = format!("  [{i}] {name}");
        for space in s.spaces {
            let mark = match space {
                Occupant::None => continue,
                Occupant::Free => "○".to_string(),
                Occupant::Blocked => "■".to_string(),
                Occupant::Player(p) => format!("P{}", p + 1),
                Occupant::Rival => "R".to_string(),
            };
            let _ = write!(line, " {mark}");
        }
        if let Some(g) = s.guardian {
            let _ =
                write!(line, " {}: {}", if ru { "страж" } else { "guardian" }, text::guardian_name(g, lang));
        }
        if s.tile.is_none() && i >= board.camps.len() {
            let idols = usize::from(s.idol_up.is_some()) + usize::from(s.idol_down);
            let _ = write!(line, " ({} {idols})", if ru { "идолов" } else { "idols" });
        }
        let _ = writeln!(out, "{line}");
    }
    // Research.
    let mut bonus = String::new();
    for (i, tiles) in view.bonus.iter().enumerate() {
        if !tiles.is_empty() {
            let names: Vec<_> = tiles.iter().map(|&t| text::bonus_text(t, lang)).collect();
            let _ = write!(bonus, " {i}:{}", names.join("+"));
        }
    }
    let _ = writeln!(
        out,
        "{}:{bonus}; {} {}; {} {:?}",
        if ru { "Бонусы исследований" } else { "Research bonuses" },
        if ru { "стопка храма" } else { "Lost-Temple stack" },
        view.temple_bonus,
        if ru { "жетоны храма" } else { "temple tiles" },
        view.temple_stacks
    );
    let tops: Vec<String> = view
        .assistant_stacks
        .iter()
        .map(|(top, n)| {
            format!("{} ({n})", top.map_or_else(|| "—".into(), |a| text::assistant_name(a, lang)))
        })
        .collect();
    let _ = writeln!(out, "{}: {}", if ru { "Помощники" } else { "Assistants" }, tops.join(", "));
    if view.rescue_stack.1 > 0 {
        let _ = writeln!(
            out,
            "{}: {} ({})",
            if ru { "Помощники на шкале" } else { "Research-track assistants" },
            view.rescue_stack.0.map_or_else(|| "—".into(), |a| text::assistant_name(a, lang)),
            view.rescue_stack.1
        );
    }
    // Players: yours in full, the others in a line each (`t N` shows one in full).
    for (i, p) in view.players.iter().enumerate() {
        if i == usize::from(view.seat) {
            player(&mut out, view, i, lang);
        } else {
            summary(&mut out, p, i, lang);
        }
    }
    if let Some(r) = &view.rival {
        let revealed: Vec<String> = r.revealed.iter().map(|&t| text::rival_tile_name(t, lang)).collect();
        let _ = writeln!(
            out,
            "{}: {} {}, {} {}, {} {}, {} {}; {}: {}",
            if ru { "Конкурент" } else { "Rival" },
            if ru { "жетонов в стопке" } else { "tiles left" },
            r.stack,
            if ru { "стрелка" } else { "arrow" },
            if r.arrow_right { "→" } else { "←" },
            if ru { "лупа" } else { "magnifier" },
            pos_text(r.magnifier, lang),
            if ru { "очки" } else { "score" },
            r.score,
            if ru { "открыто" } else { "revealed" },
            revealed.join(", ")
        );
    }
    if view.turn.main_used || !view.turn.pool.is_empty() {
        let _ = writeln!(
            out,
            "{}: {}; {}: {}",
            if ru { "Основное действие" } else { "Main action" },
            if view.turn.main_used {
                if ru { "сделано" } else { "done" }
            } else if ru {
                "нет"
            } else {
                "not yet"
            },
            if ru { "транспорт" } else { "travel pool" },
            text::icons_text(view.turn.pool, lang)
        );
    }
    if let Some(card) = view.revealed {
        let _ = writeln!(
            out,
            "{}: {}",
            if ru { "Открыта карта" } else { "Revealed" },
            text::card_name(card, lang)
        );
    }
    if let Some(looking) = &view.looking
        && !looking.is_empty()
    {
        let _ = writeln!(
            out,
            "{}: {}",
            if ru { "Взятые карты" } else { "Looking at" },
            cards_text(looking, lang)
        );
    }
    if let Some(prompt) = &view.prompt {
        let _ =
            writeln!(out, "{}: {}", if ru { "Вопрос" } else { "Question" }, text::prompt_text(prompt, lang));
    }
    out
}

/// Player `i`'s tableau in full: resources, score, pieces, hand (or its size), play area,
/// assistants, guardians, tokens.
fn player(out: &mut String, view: &View, i: usize, lang: Lang) {
    let ru = lang == Lang::Ru;
    let p = &view.players[i];
    let me = i == usize::from(view.seat);
    let _ = writeln!(
        out,
        "{} {}{}{}: {} — {} {}",
        if ru { "Игрок" } else { "Player" },
        i + 1,
        if me { if ru { " (вы)" } else { " (you)" } } else { "" },
        if p.passed { if ru { ", спасовал" } else { ", passed" } } else { "" },
        text::res_text(p.res, lang),
        if ru { "очки" } else { "score" },
        p.score
    );
    let _ = writeln!(
        out,
        "  {}: {}  {}: {}  {}: {}/{}  {}: {}, {}: {}",
        if ru { "археологи" } else { "archaeologists" },
        p.archaeologists,
        if ru { "колода" } else { "deck" },
        p.deck_count,
        if ru { "идолы/ячейки" } else { "idols/slots" },
        p.idols,
        p.slots.iter().filter(|s| **s).count(),
        if ru { "лупа" } else { "magnifier" },
        pos_text(p.magnifier, lang),
        if ru { "дневник" } else { "notebook" },
        pos_text(p.notebook, lang)
    );
    match &p.hand {
        Some(hand) => {
            let _ = writeln!(out, "  {}: {}", if ru { "рука" } else { "hand" }, cards_text(hand, lang));
        }
        None => {
            let _ = writeln!(out, "  {}: {}", if ru { "карт в руке" } else { "cards in hand" }, p.hand_count);
        }
    }
    let _ = writeln!(out, "  {}: {}", if ru { "разыграно" } else { "play area" }, cards_text(&p.play, lang));
    if !p.assistants.is_empty() {
        let list: Vec<String> = p
            .assistants
            .iter()
            .map(|a| {
                format!(
                    "{}{}{}",
                    text::assistant_name(a.id, lang),
                    match (a.gold, ru) {
                        (false, _) => "",
                        (true, false) => " (gold)",
                        (true, true) => " (золотой)",
                    },
                    match (a.exhausted, ru) {
                        (false, _) => "",
                        (true, false) => " (used)",
                        (true, true) => " (использован)",
                    }
                )
            })
            .collect();
        let _ = writeln!(out, "  {}: {}", if ru { "помощники" } else { "assistants" }, list.join(", "));
    }
    if !p.guardians.is_empty() {
        let list: Vec<String> = p
            .guardians
            .iter()
            .map(|t| {
                format!(
                    "{}{}",
                    text::guardian_name(t.id, lang),
                    match (t.used, ru) {
                        (false, _) => "",
                        (true, false) => " (boon used)",
                        (true, true) => " (дар использован)",
                    }
                )
            })
            .collect();
        let _ = writeln!(out, "  {}: {}", if ru { "стражи" } else { "guardians" }, list.join(", "));
    }
    if p.fear_tokens > 0 || p.temple_tiles != [0; 3] {
        let _ = writeln!(
            out,
            "  {}: {}  {}: {:?}",
            if ru { "жетоны ужаса" } else { "fear tokens" },
            p.fear_tokens,
            if ru { "жетоны храма" } else { "temple tiles" },
            p.temple_tiles
        );
    }
}

/// Player `i` in one line: resources, score, cards in hand and the size of the tableau.
fn summary(out: &mut String, p: &PlayerView, i: usize, lang: Lang) {
    let ru = lang == Lang::Ru;
    let kept = p.assistants.len() + p.guardians.len();
    let _ = writeln!(
        out,
        "{} {}{}: {} — {} {}; {} {}, {} {}, {} {} (t {})",
        if ru { "Игрок" } else { "Player" },
        i + 1,
        if p.passed { if ru { ", спасовал" } else { ", passed" } } else { "" },
        text::res_text(p.res, lang),
        if ru { "очки" } else { "score" },
        p.score,
        if ru { "карт в руке" } else { "cards in hand" },
        p.hand.as_ref().map_or(p.hand_count, Vec::len),
        if ru { "идолов" } else { "idols" },
        p.idols,
        if ru { "помощников и стражей" } else { "assistants and guardians" },
        kept,
        i + 1
    );
}

/// Player `player`'s tableau in full, as `view`'s seat sees it.
pub(crate) fn render_player(view: &View, player_seat: u8, lang: Lang) -> Option<String> {
    let i = usize::from(player_seat);
    view.players.get(i)?;
    let mut out = String::new();
    player(&mut out, view, i, lang);
    Some(out)
}
