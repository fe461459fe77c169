//! What a seat sees, and text for people.

use std::fmt::Write;

use content::arkham_2e::{self as data, Check};
use tabletop_core::{Lang, Seat};

use crate::action::{Action, Event, StatKind};
use crate::board::Place;
use crate::state::{Choice, Ending, Investigator, Monster, Pending, Phase, State};

/// What one seat may see: everything on the table (investigators' cards are public), but not
/// the order of any deck, the cup or the gate markers.
#[derive(Debug, Clone, PartialEq)]
pub struct View {
    /// The seat this view is for.
    pub seat: u8,
    /// The round.
    pub round: u16,
    /// The phase.
    pub phase: Phase,
    /// The first player.
    pub first: u8,
    /// The Ancient One (index into `ANCIENT_ONES`).
    pub ancient: u8,
    /// Doom tokens.
    pub doom: u8,
    /// Terror level.
    pub terror: u8,
    /// Investigators by seat.
    pub investigators: Vec<Investigator>,
    /// Monsters on the board.
    pub monsters: Vec<Monster>,
    /// Open gates: (location, world).
    pub gates: Vec<(u8, u8)>,
    /// Clues on locations: (location, count).
    pub clues: Vec<(u8, u8)>,
    /// Elder Signs (bit per location).
    pub seals: u32,
    /// Closed locations (bit per location).
    pub closed: u32,
    /// Monsters in the cup.
    pub cup: usize,
    /// The Environment and the Rumor in play (indices into `MYTHOS`).
    pub environment: Option<u8>,
    /// The Rumor in play.
    pub rumor: Option<u8>,
    /// Whose decision waits.
    pub waiting: Option<u8>,
    /// Movement points left (in Movement).
    pub movement: u8,
    /// How the game ended.
    pub ending: Option<Ending>,
}

pub(crate) fn view(state: &State, seat: Seat) -> View {
    View {
        seat: seat.index().min(255) as u8,
        round: state.round,
        phase: state.phase,
        first: state.first,
        ancient: state.ancient,
        doom: state.doom,
        terror: state.terror,
        investigators: state.players.to_vec(),
        monsters: state.monsters.iter().copied().collect(),
        gates: state.open_gates().collect(),
        clues: state.clues.iter().enumerate().filter(|(_, c)| **c > 0).map(|(l, c)| (l as u8, *c)).collect(),
        seals: state.seals,
        closed: state.closed,
        cup: state.cup.len(),
        environment: state.environment,
        rumor: state.rumor,
        waiting: state.pending.as_ref().map(|(s, _)| *s),
        movement: state.movement,
        ending: state.ending,
    }
}

fn ru(lang: Lang) -> bool {
    lang == Lang::Ru
}

/// A place's name.
pub(crate) fn place_name(place: Place, lang: Lang) -> String {
    match place {
        Place::Location(l) => data::LOCATIONS
            .get(usize::from(l))
            .map(|d| if ru(lang) { d.name_ru.unwrap_or(d.name) } else { d.name })
            .unwrap_or("?")
            .to_owned(),
        Place::Street(n) => {
            let name = data::NEIGHBOURHOODS
                .get(usize::from(n))
                .map(|d| if ru(lang) { d.name_ru.unwrap_or(d.name) } else { d.name })
                .unwrap_or("?");
            format!("{name} streets")
        }
        Place::World { world, second } => {
            let name = data::OTHER_WORLDS.get(usize::from(world)).map_or("?", |w| w.name);
            format!("{name} ({} area)", if second { "second" } else { "first" })
        }
        Place::Sky => "the Sky".to_owned(),
        Place::Outskirts => "the Outskirts".to_owned(),
        Place::Lost => "Lost in Time and Space".to_owned(),
        Place::Jail => "the Jail Cell".to_owned(),
    }
}

fn monster_name(kind: u8) -> &'static str {
    data::MONSTERS.get(usize::from(kind)).map_or("?", |m| m.name)
}

fn card_name(card: u8) -> &'static str {
    data::CARDS.get(usize::from(card)).map_or("?", |c| c.name)
}

fn investigator_name(state: &State, seat: u8) -> &'static str {
    state.players.get(usize::from(seat)).map_or("?", |p| p.def().name)
}

/// Why the game ended.
pub(crate) fn ending(ending: Ending) -> &'static str {
    match ending {
        Ending::ClosedGates => "the investigators closed the last gate",
        Ending::ElderSigns => "six Elder Signs sealed the gates",
        Ending::Defeated => "the investigators defeated the Ancient One",
        Ending::Devoured => "the Ancient One devoured every investigator",
        Ending::Destroyed => "the Ancient One awoke and destroyed the world",
        Ending::TimeOut => "the game ran past its round limit",
    }
}

pub(crate) fn describe(state: &State, action: &Action, lang: Lang) -> String {
    let pending = state.pending.as_ref().map(|(_, p)| p);
    match *action {
        Action::Sliders(sliders) => {
            let seat = state.pending.as_ref().map_or(0, |(s, _)| *s);
            let Some(investigator) = state.players.get(usize::from(seat)) else { return String::new() };
            let mut moved = investigator.clone();
            moved.sliders = sliders;
            let skills = [Check::Speed, Check::Sneak, Check::Fight, Check::Will, Check::Lore, Check::Luck]
                .map(|c| moved.base_skill(c));
            if sliders == investigator.sliders {
                format!(
                    "keep the sliders: Speed {} Sneak {} · Fight {} Will {} · Lore {} Luck {}",
                    skills[0], skills[1], skills[2], skills[3], skills[4], skills[5]
                )
            } else {
                format!(
                    "sliders to Speed {} Sneak {} · Fight {} Will {} · Lore {} Luck {}",
                    skills[0], skills[1], skills[2], skills[3], skills[4], skills[5]
                )
            }
        }
        Action::Move(to) => format!("move to {}", place_name(to, lang)),
        Action::Evade(id) => {
            format!("evade the {}", state.monsters.get(id).map_or("monster", |m| monster_name(m.kind)))
        }
        Action::Fight(id) => {
            format!("fight the {}", state.monsters.get(id).map_or("monster", |m| monster_name(m.kind)))
        }
        Action::Stop => "end movement here".to_owned(),
        Action::SpendClue => "spend a Clue for one more die".to_owned(),
        Action::Accept => "accept the result".to_owned(),
        Action::Attack => "attack".to_owned(),
        Action::Flee => match pending {
            Some(Pending::FaceEncounter(_)) => "evade".to_owned(),
            _ => "flee".to_owned(),
        },
        Action::Cast(i) => {
            let seat = state.pending.as_ref().map_or(0, |(s, _)| *s);
            let card = state.players.get(usize::from(seat)).and_then(|p| p.cards.get(usize::from(i)));
            format!("cast {}", card.map_or("a spell", |h| h.def().name))
        }
        Action::Close { fight } => {
            format!("try to close the gate ({} check)", if fight { "Fight" } else { "Lore" })
        }
        Action::Seal => "seal the gate with an Elder Sign".to_owned(),
        Action::Pass => match pending {
            Some(Pending::Gate) => "leave the gate open".to_owned(),
            _ => "have the location's encounter".to_owned(),
        },
        Action::Special => "use the location's special ability".to_owned(),
        Action::Research => "Mandy Thompson's Research: re-roll the failed dice".to_owned(),
        Action::UseCard(i) => {
            let seat = state.pending.as_ref().map_or(0, |(s, _)| *s);
            let card = state.players.get(usize::from(seat)).and_then(|p| p.cards.get(usize::from(i)));
            format!("use {}", card.map_or("a card", |h| h.def().name))
        }
        Action::PlaceAt(place) => format!("go to {}", place_name(place, lang)),
        Action::Choose(n) => match pending {
            Some(Pending::Choose(choice)) => describe_choice(state, choice, n),
            _ => format!("choose {n}"),
        },
    }
}

fn describe_choice(state: &State, choice: &Choice, n: u8) -> String {
    let seat = state.pending.as_ref().map_or(0, |(s, _)| *s);
    match choice {
        Choice::May(_) => {
            if n == 1 {
                "yes".to_owned()
            } else {
                "no".to_owned()
            }
        }
        Choice::Buy { card, price } => {
            if n == 1 {
                format!("buy {} for ${price}", card_name(*card))
            } else {
                "do not buy".to_owned()
            }
        }
        Choice::Purchase { cards, change, half } => match cards.get(usize::from(n)) {
            Some(&card) => {
                format!(
                    "buy {} for ${}",
                    card_name(card),
                    crate::effects::purchase_price(card, *change, *half)
                )
            }
            None => "buy no more".to_owned(),
        },
        Choice::SearchBuy(_) if n == u8::MAX => "buy nothing".to_owned(),
        Choice::SearchBuy(_) => {
            format!("buy {} for ${}", card_name(n), crate::effects::purchase_price(n, 0, false))
        }
        Choice::SpendTrophies { .. } if n == u8::MAX => "spend no trophy".to_owned(),
        Choice::SpendTrophies { .. } => {
            let kind =
                state.players.get(usize::from(seat)).and_then(|p| p.monster_trophies.get(usize::from(n)));
            format!("spend the {} trophy", kind.map_or("?", |&k| monster_name(k)))
        }
        Choice::Swap if n == u8::MAX => "keep your investigator".to_owned(),
        Choice::Swap => format!("become {}", data::INVESTIGATORS.get(usize::from(n)).map_or("?", |i| i.name)),
        Choice::CloseGate => format!("close the gate at {}", place_name(Place::Location(n), Lang::En)),
        Choice::ClaimMonster => format!("claim the {}", monster_name(n)),
        Choice::Sell if n == u8::MAX => "sell nothing".to_owned(),
        Choice::Sell => {
            let card = state.players.get(usize::from(seat)).and_then(|p| p.cards.get(usize::from(n)));
            format!("sell {}", card.map_or("?", |h| h.def().name))
        }
        Choice::LoseKind { .. } => {
            let card = state.players.get(usize::from(seat)).and_then(|p| p.cards.get(usize::from(n)));
            format!("lose {}", card.map_or("?", |h| h.def().name))
        }
        Choice::Options(options) => {
            format!(
                "option {}: {}",
                u16::from(n) + 1,
                effects_text(options.get(usize::from(n)).copied().unwrap_or(&[]))
            )
        }
        Choice::Keep { drawn, .. } => {
            format!("keep {}", drawn.get(usize::from(n)).map_or("?", |&c| card_name(c)))
        }
        Choice::Search(_) => format!("take {}", card_name(n)),
        Choice::LoseItem { .. } => {
            let card = state.players.get(usize::from(seat)).and_then(|p| p.cards.get(usize::from(n)));
            format!("lose {}", card.map_or("?", |h| h.def().name))
        }
        Choice::LoseWeapon => {
            let card = state.players.get(usize::from(seat)).and_then(|p| p.cards.get(usize::from(n)));
            format!("discard {}", card.map_or("?", |h| h.def().name))
        }
        Choice::LowerMax => {
            if n == 0 {
                "lower maximum Sanity by 1".to_owned()
            } else {
                "lower maximum Stamina by 1".to_owned()
            }
        }
        Choice::Return => format!("choose {n}"),
        Choice::Heal { stamina } => {
            format!(
                "restore 1 {} to {}",
                if *stamina { "Stamina" } else { "Sanity" },
                investigator_name(state, n)
            )
        }
        Choice::Encounter { cards, world } => {
            let card = cards.get(usize::from(n)).copied().unwrap_or(0);
            let text = match world {
                None => {
                    let here = state.players.get(usize::from(seat)).map(|p| p.place);
                    let location = match here {
                        Some(Place::Location(l)) => {
                            data::LOCATIONS.get(usize::from(l)).map(|d| state.encounter_location(seat, d).id)
                        }
                        _ => None,
                    };
                    data::LOCATION_CARDS
                        .get(usize::from(card))
                        .and_then(|c| c.encounters.iter().find(|e| Some(e.location) == location))
                        .map_or("", |e| e.text)
                }
                Some(w) => {
                    let id = data::OTHER_WORLDS.get(usize::from(*w)).map(|d| d.id);
                    data::GATE_CARDS
                        .get(usize::from(card))
                        .and_then(|c| {
                            c.encounters
                                .iter()
                                .find(|e| e.world == id)
                                .or_else(|| c.encounters.iter().find(|e| e.world.is_none()))
                        })
                        .map_or("", |e| e.text)
                }
            };
            format!("this encounter: {text}")
        }
        Choice::Split(points) => format!("{n} Stamina and {} Sanity", points.saturating_sub(n)),
        Choice::Anywhere { .. } => format!("choose {n}"),
    }
}

fn effects_text(effects: &[data::Effect]) -> String {
    let parts: Vec<String> = effects.iter().map(|e| format!("{e:?}")).collect();
    parts.join(", ")
}

fn stat_name(what: StatKind) -> &'static str {
    match what {
        StatKind::Money => "money",
        StatKind::Clues => "Clues",
        StatKind::Stamina => "Stamina",
        StatKind::Sanity => "Sanity",
    }
}

pub(crate) fn event(state: &State, event: &Event, lang: Lang) -> String {
    let who = |seat: u8| investigator_name(state, seat);
    match event {
        Event::Round(n) => format!("— round {n} —"),
        Event::Check { seat, dice, successes, need, passed } => format!(
            "{}: {dice} dice, {successes} of {need} successes: {}",
            who(*seat),
            if *passed { "passed" } else { "failed" }
        ),
        Event::LocationEncounter { seat, card, entry } => {
            let text = data::LOCATION_CARDS
                .get(usize::from(*card))
                .and_then(|c| c.encounters.get(usize::from(*entry)))
                .map_or("", |e| e.text);
            format!("{} has an encounter: {text}", who(*seat))
        }
        Event::GateEncounter { seat, card, entry } => {
            let text = data::GATE_CARDS
                .get(usize::from(*card))
                .and_then(|c| c.encounters.get(usize::from(*entry)))
                .map_or("", |e| e.text);
            format!("{} has an Other World encounter: {text}", who(*seat))
        }
        Event::Mythos(card) => {
            let def = data::MYTHOS.get(usize::from(*card));
            format!("Mythos: {} — {}", def.map_or("?", |d| d.name), def.map_or("", |d| d.text))
        }
        Event::GateOpened { location, world } => format!(
            "a gate to {} opens at {}",
            data::OTHER_WORLDS.get(usize::from(*world)).map_or("?", |w| w.name),
            place_name(Place::Location(*location), lang)
        ),
        Event::Surge => "a monster surge!".to_owned(),
        Event::MonsterAppeared { kind, place } => {
            format!("a {} appears at {}", monster_name(*kind), place_name(*place, lang))
        }
        Event::MonsterMoved { kind, to } => {
            format!("the {} moves to {}", monster_name(*kind), place_name(*to, lang))
        }
        Event::MonsterKilled { seat, kind } => format!("{} defeats the {}", who(*seat), monster_name(*kind)),
        Event::GateClosed { seat, location, sealed } => format!(
            "{} {} the gate at {}",
            who(*seat),
            if *sealed { "seals" } else { "closes" },
            place_name(Place::Location(*location), lang)
        ),
        Event::Terror(level) => format!("the terror level rises to {level}"),
        Event::Doom(doom) => format!("doom track: {doom}"),
        Event::Moved { seat, to } => format!("{} goes to {}", who(*seat), place_name(*to, lang)),
        Event::DrawnThrough { seat, world } => format!(
            "{} is drawn through the gate into {}",
            who(*seat),
            data::OTHER_WORLDS.get(usize::from(*world)).map_or("?", |w| w.name)
        ),
        Event::KnockedOut { seat, insane } => {
            format!("{} {}", who(*seat), if *insane { "goes insane" } else { "is knocked unconscious" })
        }
        Event::Devoured(seat) => format!("{} is devoured", who(*seat)),
        Event::Gained { seat, card } => format!("{} gains {}", who(*seat), card_name(*card)),
        Event::Lost { seat, card } => format!("{} loses {}", who(*seat), card_name(*card)),
        Event::Stat { seat, what, value } => format!("{}: {} {value}", who(*seat), stat_name(*what)),
        Event::Awakens => format!("{} awakens!", state.ancient_one().name),
        Event::Unimplemented(hook) => {
            let rule = data::HOOKS.get(usize::from(*hook)).map_or("?", |h| h.rule);
            format!("(not implemented yet, skipped: {rule})")
        }
        Event::Ended(ending_kind) => format!("game over: {}", ending(*ending_kind)),
    }
}

pub(crate) fn render(view: &View, lang: Lang) -> String {
    let mut out = String::new();
    let ao = data::ANCIENT_ONES.get(usize::from(view.ancient));
    let _ = writeln!(
        out,
        "Round {} · {:?} · {} doom {}/{} · terror {} · cup {}",
        view.round,
        view.phase,
        ao.map_or("?", |a| a.name),
        view.doom,
        ao.map_or(0, |a| a.doom),
        view.terror,
        view.cup
    );
    for (seat, p) in view.investigators.iter().enumerate() {
        let def = p.def();
        let mark = if seat as u8 == view.first { "*" } else { " " };
        let skills = [Check::Speed, Check::Sneak, Check::Fight, Check::Will, Check::Lore, Check::Luck]
            .map(|c| p.skill(c).to_string())
            .join("/");
        let _ = writeln!(
            out,
            "{mark}{} ({}) at {}: San {}/{} Sta {}/{} ${} clues {} skills {skills}{}{}",
            def.name,
            if p.out { "out" } else { "in" },
            place_name(p.place, lang),
            p.sanity,
            p.max_sanity,
            p.stamina,
            p.max_stamina,
            p.money,
            p.clues,
            if p.delayed { " delayed" } else { "" },
            if p.explored { " explored" } else { "" },
        );
        let cards: Vec<&str> = p.cards.iter().map(|h| h.def().name).collect();
        if !cards.is_empty() {
            let _ = writeln!(out, "   cards: {}", cards.join(", "));
        }
    }
    if !view.gates.is_empty() {
        let gates: Vec<String> = view
            .gates
            .iter()
            .map(|&(l, w)| {
                format!(
                    "{}→{}",
                    place_name(Place::Location(l), lang),
                    data::OTHER_WORLDS.get(usize::from(w)).map_or("?", |w| w.name)
                )
            })
            .collect();
        let _ = writeln!(out, "Gates: {}", gates.join(", "));
    }
    if !view.monsters.is_empty() {
        let monsters: Vec<String> = view
            .monsters
            .iter()
            .map(|m| format!("{} ({})", monster_name(m.kind), place_name(m.place, lang)))
            .collect();
        let _ = writeln!(out, "Monsters: {}", monsters.join(", "));
    }
    if !view.clues.is_empty() {
        let clues: Vec<String> = view
            .clues
            .iter()
            .map(|&(l, c)| format!("{} {c}", place_name(Place::Location(l), lang)))
            .collect();
        let _ = writeln!(out, "Clues: {}", clues.join(", "));
    }
    if view.seals != 0 {
        let _ = writeln!(out, "Elder Signs: {}", view.seals.count_ones());
    }
    if view.phase == Phase::Movement && view.movement > 0 {
        let _ = writeln!(out, "Movement points left: {}", view.movement);
    }
    out
}
