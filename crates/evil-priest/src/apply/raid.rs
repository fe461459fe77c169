//! Raids: rolling the Investigator, each player's defence and losses, and the Post-Raid abilities.

use content::evil_priest::{self as data, CultRule, MonsterTrigger, Res};

use smallvec::SmallVec;

use crate::action::{Action, Cultist, Event};
use crate::apply::{discard_monster, push_effects};
use crate::resources::{take_acolyte, to_asylum};
use crate::score::scores;
use crate::state::RULES;
use crate::state::{PlayerRaid, Raid, RaidStage, State};

pub(crate) fn start_raid(state: &mut State, trigger: u8, dice: u8, events: &mut Vec<Event>) {
    let mut investigator = None;
    if state.config.expansion {
        let roll = state.rng.roll(6);
        let mut slot = usize::from((roll - 1) / 2);
        if state.investigator_deck.display.get(slot).copied().flatten().is_none() {
            slot = state.investigator_deck.display.iter().position(Option::is_some).unwrap_or(slot);
        }
        if let Some(card) = state.investigator_deck.display.get_mut(slot).and_then(Option::take) {
            investigator = Some(card);
            state.investigator_deck.display[slot] = state.investigator_deck.draw(&mut state.rng);
        }
    }
    let def = investigator.map(|card| &data::INVESTIGATORS[usize::from(card)]);
    let count = (i16::from(dice) + i16::from(def.map_or(0, |def| def.dice))).max(1) as u8;
    let rolls: SmallVec<[u8; 4]> = (0..count).map(|_| state.rng.roll(6)).collect();
    let azathoth: i16 = state.azathoth.iter().map(|&n| i16::from(n)).sum();
    let total = rolls.iter().map(|&r| i16::from(r)).sum::<i16>()
        + i16::from(def.map_or(0, |def| def.strength))
        + azathoth;
    let strength = total.clamp(0, i16::from(RULES.raid_cap)) as u8;
    state.first_raid_done = true;
    if state.cult().rule == CultRule::Cthulhu {
        state.deep_one = state.deep_one.saturating_add(1);
    }
    events.push(Event::RaidStarted { rolls, investigator, strength });
    let asylum_defense = u32::from(def.map_or(1, |def| def.asylum_defense));
    // The Artist raids only the players with the most victory points.
    let spared: Vec<bool> = if def.is_some_and(|def| def.leaders_only) {
        let scores = scores(state);
        let best = scores.iter().copied().max().unwrap_or(0);
        scores.iter().map(|&score| score < best).collect()
    } else {
        Vec::new()
    };
    let mut players = SmallVec::new();
    for (seat, player) in state.players.iter_mut().enumerate() {
        player.raid_marker = strength;
        let mut defense: u32 =
            (0..3).map(|i| u32::from(player.evolution[i]) * u32::from(RULES.evolution_defense[i])).sum();
        defense += (u32::from(player.asylum) + u32::from(player.escape)) * asylum_defense;
        let personal = if spared.get(seat).copied().unwrap_or(false) {
            0
        } else {
            u32::from(strength).saturating_sub(defense) as u8
        };
        events.push(Event::RaidDefended { seat: seat as u8, strength: personal });
        players.push(PlayerRaid { strength: personal, stage: RaidStage::Exposed });
    }
    state.raid = Some(Raid { trigger, strength, investigator, players, sacrificed: SmallVec::new() });
    for seat in 0..state.player_count() {
        advance_raid(state, seat, events);
    }
    finish_raid_if_done(state, events);
}

fn strike_options(state: &State, seat: u8) -> bool {
    let player = &state.players[usize::from(seat)];
    player.pool > 0
        || state.placed.iter().any(|placed| placed.seat == seat && placed.cultist == Cultist::Acolyte)
        || player.monsters() > 0
        || state.shoggoth == Some(seat)
}

/// Moves one player's raid on until it needs the player (a strike window with something at
/// stake) or ends.
fn advance_raid(state: &mut State, seat: u8, events: &mut Vec<Event>) {
    loop {
        let Some(raid) = &state.raid else { return };
        let current = raid.players[usize::from(seat)];
        let player = &state.players[usize::from(seat)];
        if current.stage == RaidStage::Done {
            return;
        }
        let spares = raid_def(raid).is_some_and(|def| def.spares_elder_signs);
        if current.strength == 0 || raidable(player.holdings(), spares).is_empty() {
            set_stage(state, seat, RaidStage::Done);
            return;
        }
        let at_stake = match current.stage {
            RaidStage::Exposed => !raidable(player.exposed, spares).is_empty(),
            RaidStage::Chamber(slot) => player.chambers[usize::from(slot)]
                .is_some_and(|chamber| !raidable(chamber.held, spares).is_empty()),
            RaidStage::Done => false,
        };
        if at_stake && strike_options(state, seat) {
            return;
        }
        proceed_raid(state, seat, events);
    }
}

fn set_stage(state: &mut State, seat: u8, stage: RaidStage) {
    if let Some(raid) = &mut state.raid {
        raid.players[usize::from(seat)].stage = stage;
    }
}

/// Destroys what the raid reaches at the current stage, then moves to the next Chamber.
fn proceed_raid(state: &mut State, seat: u8, events: &mut Vec<Event>) {
    let Some(raid) = &state.raid else { return };
    let current = raid.players[usize::from(seat)];
    let def = raid_def(raid);
    let skip_first = def.is_some_and(|def| def.skip_first_chamber);
    let spares = def.is_some_and(|def| def.spares_elder_signs);
    let far_end_first = def.is_some_and(|def| def.far_end_first);
    let player = &mut state.players[usize::from(seat)];
    // The Chambers still ahead of the raid: slots `from..to`.
    let (from, to) = match current.stage {
        RaidStage::Exposed => {
            let lost = take_raidable(&mut player.exposed, spares);
            if !lost.is_empty() {
                state.elder_signs_removed += lost.elder_sign;
                events.push(Event::Destroyed { seat, res: lost });
            }
            (0, player.chambers.len())
        }
        RaidStage::Chamber(slot) => {
            if let Some(chamber) = &mut player.chambers[usize::from(slot)] {
                let lost = take_raidable(&mut chamber.held, spares);
                if !lost.is_empty() {
                    state.elder_signs_removed += lost.elder_sign;
                    events.push(Event::Destroyed { seat, res: lost });
                }
            }
            if far_end_first {
                (0, usize::from(slot))
            } else {
                (usize::from(slot) + 1, player.chambers.len())
            }
        }
        RaidStage::Done => return,
    };
    let player = &state.players[usize::from(seat)];
    let built = |slot: &usize| player.chambers[*slot].is_some();
    let (first_chamber, next) = if far_end_first {
        ((0..player.chambers.len()).rev().find(built), (from..to).rev().find(built))
    } else {
        (player.chambers.iter().position(Option::is_some), (from..to).find(built))
    };
    let Some(slot) = next else {
        set_stage(state, seat, RaidStage::Done);
        return;
    };
    let defense = if skip_first && Some(slot) == first_chamber {
        0
    } else {
        player.chambers[slot].map_or(0, |chamber| data::CHAMBERS[usize::from(chamber.card)].defense)
    };
    if let Some(raid) = &mut state.raid {
        let personal = &mut raid.players[usize::from(seat)];
        personal.strength = personal.strength.saturating_sub(defense);
        personal.stage = RaidStage::Chamber(slot as u8);
    }
}

/// The Investigator leading `raid`, if any.
fn raid_def(raid: &Raid) -> Option<&'static data::InvestigatorDef> {
    raid.investigator.and_then(|card| data::INVESTIGATORS.get(usize::from(card)))
}

/// What a raid can destroy of `res`: everything, or everything but the Elder Signs.
fn raidable(res: Res, spares_elder_signs: bool) -> Res {
    if spares_elder_signs { Res { elder_sign: 0, ..res } } else { res }
}

/// Takes what a raid destroys out of `res` and returns it.
fn take_raidable(res: &mut Res, spares_elder_signs: bool) -> Res {
    let lost = raidable(*res, spares_elder_signs);
    *res = Res { elder_sign: res.elder_sign - lost.elder_sign, ..Res::ZERO };
    lost
}

pub(crate) fn raid_action(state: &mut State, seat: u8, action: Action, events: &mut Vec<Event>) {
    let block =
        match action {
            Action::Continue => {
                proceed_raid(state, seat, events);
                0
            }
            Action::Strike(from) => {
                take_acolyte(state, seat, from);
                to_asylum(&mut state.players[usize::from(seat)]);
                events.push(Event::AcolyteMoved { seat, what: "struck the raid (to the asylum)" });
                state.raid.as_ref().and_then(|raid| raid.investigator).map_or(RULES.acolyte_strike, |card| {
                    data::INVESTIGATORS[usize::from(card)].acolyte_strike
                })
            }
            Action::SacrificeMonster { lair } => {
                let card = discard_monster(state, seat, lair, events);
                let def = &data::MONSTERS[usize::from(card)];
                if def.trigger == MonsterTrigger::RaidSacrifice
                    && let Some(raid) = &mut state.raid
                {
                    raid.sacrificed.push((seat, card));
                }
                def.defense
            }
            Action::SacrificeShoggoth => {
                state.shoggoth = None;
                events.push(Event::Shoggoth { seat: None });
                RULES.shoggoth_block
            }
            _ => 0,
        };
    if block > 0
        && let Some(raid) = &mut state.raid
    {
        let personal = &mut raid.players[usize::from(seat)];
        personal.strength = personal.strength.saturating_sub(block);
        if personal.strength == 0 {
            personal.stage = RaidStage::Done;
        }
    }
    advance_raid(state, seat, events);
    finish_raid_if_done(state, events);
}

fn finish_raid_if_done(state: &mut State, events: &mut Vec<Event>) {
    let Some(raid) = &state.raid else { return };
    if raid.players.iter().any(|player| player.stage != RaidStage::Done) {
        return;
    }
    let Some(raid) = state.raid.take() else { return };
    if let Some(card) = raid.investigator {
        state.investigator_deck.pile.discard.put(card);
    }
    events.push(Event::RaidEnded);
    for &(seat, card) in raid.sacrificed.iter().rev() {
        push_effects(state, seat, data::MONSTERS[usize::from(card)].effects, None, 0);
    }
    // The Investigator's Post-Raid ability, for the player who launched the raid, comes first.
    if let Some(def) = raid_def(&raid) {
        push_effects(state, raid.trigger, def.post_raid, None, 0);
    }
}
