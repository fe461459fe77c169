//! Answers to questions: what each prompt does with the action that answers it.

use content::arnak::{ASSISTANTS, Effect, Res};

use super::turn::{
    add_assistant, buy_row, complete_travel, deliver, pay_travel, research_move, start_dig, start_discover,
    take_bonus, temple_tile,
};
use crate::action::{Action, Event};
use crate::data::one;
use crate::legal;
use crate::resolve::{
    TENT_LEVEL2_COMPASSES, activate, ask, discard, exile_from, gain, pay, push_effects, return_revealed,
    take_guardian, to_exile,
};
use crate::state::{Assistant, Occupant, Pos, Prompt, State, Task};

pub(super) fn answer(state: &mut State, seat: u8, prompt: Prompt, action: Action, ev: &mut Vec<Event>) {
    match (prompt, action) {
        (Prompt::Buy { .. }, Action::Decline) => return_revealed(state),
        (Prompt::CrystalTop, Action::Decline) => looking_to_play(state, seat, ev),
        (_, Action::Decline) => {}
        (Prompt::Choose { options }, Action::Choose { option }) => {
            if let Some(list) = options.get(usize::from(option)) {
                push_effects(state, list);
            }
        }
        (Prompt::ChooseSet { options, .. }, Action::ChooseSet { options: mask }) => {
            for i in (0..options.len().min(8)).rev() {
                if mask & (1 << i) != 0 {
                    push_effects(state, options[i]);
                }
            }
        }
        (Prompt::Pay { cost, then }, Action::Accept) => {
            pay(state, seat, cost, ev);
            push_effects(state, then);
        }
        (Prompt::Travel { need, discount, purpose, .. }, Action::Travel(plan)) => {
            pay_travel(state, seat, &plan, need, discount, ev);
            complete_travel(state, seat, purpose, ev);
        }
        (Prompt::Upgrade { options }, Action::Upgrade { option }) => {
            if let Some(&(from, to)) = options.get(usize::from(option)) {
                pay(state, seat, one(from), ev);
                gain(state, seat, one(to), ev);
            }
        }
        (Prompt::Exile, Action::Exile { from, card }) => exile_from(state, seat, from, card, ev),
        (Prompt::Exile, Action::ExileFearToken) => {
            let p = state.player_mut(seat);
            p.fear_tokens = p.fear_tokens.saturating_sub(1);
            ev.push(Event::ExiledFearToken { seat });
        }
        (Prompt::Discard { then, .. }, Action::Discard { card }) => {
            discard(state, seat, card, ev);
            push_effects(state, then);
        }
        (Prompt::DigTarget { travel_discount, .. }, Action::Dig { site, space }) => {
            start_dig(state, site, space, travel_discount, ev);
        }
        (Prompt::DigTarget { travel_discount, compass_discount, .. }, Action::Discover { site }) => {
            start_discover(state, seat, site, travel_discount, compass_discount, ev);
        }
        (Prompt::Activate { .. }, Action::Site { site }) => activate(state, seat, site, ev),
        (Prompt::Move { twice, .. }, Action::Move { from_site, from_space, to_site, to_space }) => {
            state.sites[usize::from(from_site)].spaces[usize::from(from_space)] = Occupant::Free;
            state.sites[usize::from(to_site)].spaces[usize::from(to_space)] = Occupant::Player(seat);
            ev.push(Event::Moved { seat, site: to_site });
            state.tasks.push(Task::Activate { site: to_site });
            if twice {
                state.tasks.push(Task::Activate { site: to_site });
            }
        }
        (Prompt::MoveGuardian, Action::MoveGuardian { from, to }) => {
            let g = state.sites[usize::from(from)].guardian.take();
            state.sites[usize::from(to)].guardian = g;
            ev.push(Event::GuardianMoved { from, to });
            activate(state, seat, to, ev);
        }
        (Prompt::Return, Action::Return { site, space }) => {
            state.sites[usize::from(site)].spaces[usize::from(space)] = Occupant::Free;
            let p = state.player_mut(seat);
            p.archaeologists = p.archaeologists.saturating_add(1);
            ev.push(Event::Returned { seat });
        }
        (Prompt::Overcome { .. }, Action::Overcome { site }) => take_guardian(state, seat, site, ev),
        (Prompt::Research { discount, free, .. }, Action::Research { marker, to }) => {
            research_move(state, seat, marker, to, discount, free, ev);
        }
        (Prompt::Research { discount, free, .. }, Action::TempleTile { stack }) => {
            temple_tile(state, seat, stack, discount, free, ev);
        }
        (Prompt::Reward { space, marker }, Action::Bonus { tile }) => {
            let level = state.level_of(Pos::Space(space));
            state.tasks.push(Task::Level { level, marker });
            if state.bonus[usize::from(space)].remove_item(&tile) {
                take_bonus(state, seat, tile, ev);
            }
        }
        (Prompt::Reward { space, marker }, Action::LevelFirst) => {
            let level = state.level_of(Pos::Space(space));
            state.tasks.push(Task::BonusAfter { space });
            state.tasks.push(Task::Level { level, marker });
        }
        (Prompt::BonusAfter { space }, Action::Bonus { tile }) => {
            let taken = state.bonus[usize::from(space)].remove_item(&tile);
            if taken {
                take_bonus(state, seat, tile, ev);
            }
        }
        (Prompt::TempleBonus, Action::Bonus { tile }) => {
            let taken = state.temple_bonus.remove_item(&tile);
            if taken {
                take_bonus(state, seat, tile, ev);
            }
        }
        (Prompt::Buy { discount, free, to_hand, to_top, .. }, Action::Buy { slot }) => {
            return_revealed(state);
            buy_row(state, seat, slot, discount, free, to_hand, to_top, ev);
        }
        (Prompt::Buy { discount, free, to_hand, to_top, .. }, Action::BuyTop) => {
            if let Some(card) = state.revealed.take() {
                pay(state, seat, legal::buy_cost(card, discount, free), ev);
                deliver(state, seat, card, to_hand, to_top, ev);
            }
        }
        (Prompt::UseArtifact { card }, Action::Accept) => {
            let def = card.def();
            if def.effect.contains(&Effect::ExileSelf) && state.player_mut(seat).play.remove_item(&card) {
                to_exile(state, card);
            }
            push_effects(state, def.effect);
        }
        (Prompt::Refresh, Action::Assistant { slot }) => {
            if let Some(a) = state.player_mut(seat).assistants.as_mut_slice().get_mut(usize::from(slot)) {
                a.exhausted = false;
                let id = a.id;
                ev.push(Event::RefreshedAssistant { seat, assistant: id });
            }
        }
        (Prompt::GainAssistant, Action::TakeAssistant { stack }) => {
            if let Some(id) = state.assistant_stacks.get_mut(usize::from(stack)).and_then(|s| s.pop()) {
                add_assistant(state, seat, Assistant { id, gold: false, exhausted: false }, ev);
            }
        }
        (Prompt::SupplyAssistant { gold }, Action::TakeAssistant { stack }) => {
            let top = state.assistant_stacks.get(usize::from(stack)).and_then(|s| s.last().copied());
            if let Some(def) = top.and_then(|id| ASSISTANTS.get(usize::from(id))) {
                push_effects(state, if gold { def.gold.effect } else { def.silver.effect });
            }
        }
        (Prompt::UpgradeAssistant, Action::Assistant { slot }) => {
            if let Some(a) = state.player_mut(seat).assistants.as_mut_slice().get_mut(usize::from(slot)) {
                a.gold = true;
                a.exhausted = false;
                let id = a.id;
                ev.push(Event::UpgradedAssistant { seat, assistant: id });
            }
        }
        (Prompt::CrystalCount, Action::Count { n }) => {
            for _ in 0..n {
                if let Some(card) = state.player_mut(seat).deck.pop() {
                    state.looking.push(card);
                }
            }
            ev.push(Event::Drew { seat, count: state.looking.len() as u8 });
            ask(state, Prompt::CrystalKeep);
        }
        (Prompt::CrystalKeep, Action::Pick { card }) => {
            if state.looking.remove_item(&card) {
                state.player_mut(seat).hand.push(card);
            }
            ask(state, Prompt::CrystalTop);
        }
        (Prompt::CrystalTop, Action::Pick { card }) => {
            if state.looking.remove_item(&card) {
                state.player_mut(seat).deck.push(card);
            }
            looking_to_play(state, seat, ev);
        }
        (Prompt::ObsidianCount, Action::Count { n }) => {
            for _ in 0..n {
                if let Some(card) = state.player_mut(seat).deck.remove(0) {
                    state.looking.push(card);
                }
            }
            ev.push(Event::Drew { seat, count: state.looking.len() as u8 });
            if state.looking.len() == 1 {
                if let Some(card) = state.looking.pop() {
                    state.player_mut(seat).hand.push(card);
                }
            } else {
                ask(state, Prompt::ObsidianKeep);
            }
        }
        (Prompt::ObsidianKeep, Action::Pick { card }) => {
            if state.looking.remove_item(&card) {
                state.player_mut(seat).hand.push(card);
            }
            looking_to_play(state, seat, ev);
        }
        (Prompt::Horn, Action::SwapAssistant { slot, stack }) => {
            let Some(new) = state.assistant_stacks.get_mut(usize::from(stack)).and_then(|s| s.pop()) else {
                return;
            };
            let Some(a) = state.player_mut(seat).assistants.as_mut_slice().get_mut(usize::from(slot)) else {
                state.assistant_stacks[usize::from(stack)].push(new);
                return;
            };
            let old = a.id;
            a.id = new;
            state.assistant_stacks[usize::from(stack)].push(old);
            ev.push(Event::GainedAssistant { seat, assistant: new });
        }
        (Prompt::Hammer, Action::Pick { card }) => {
            let taken = state.item_exile.remove_item(&card);
            if taken {
                state.player_mut(seat).deck.insert(0, card);
                ev.push(Event::Bought { seat, card });
            }
        }
        (Prompt::Rescue, Action::Rescue { assistant }) => {
            let taken = state.rescue_stack.remove_item(&assistant);
            if taken {
                add_assistant(state, seat, Assistant { id: assistant, gold: false, exhausted: true }, ev);
            }
        }
        (Prompt::StoneKey, Action::IdolSlot { slot }) => {
            let p = state.player_mut(seat);
            if let Some(idol) = p.slots.get_mut(usize::from(slot)).and_then(Option::take) {
                p.idols.push(idol);
            }
        }
        (Prompt::Tent, Action::Site { site }) => {
            if state.site_level(site) >= 2 {
                pay(state, seat, Res { compass: TENT_LEVEL2_COMPASSES, ..Res::ZERO }, ev);
            }
            activate(state, seat, site, ev);
        }
        _ => {}
    }
}

fn looking_to_play(state: &mut State, seat: u8, ev: &mut Vec<Event>) {
    while let Some(card) = state.looking.pop() {
        state.player_mut(seat).play.push(card);
        ev.push(Event::Discarded { seat, card });
    }
}
