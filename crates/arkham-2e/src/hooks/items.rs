//! The rules of investigator cards used at a moment of their own: spells cast outside a combat's
//! attack (Find Gate, Voice of Ra, Mists of Releh, Flesh Ward), items that answer a draw, a check,
//! a loss or a monster (Dragon's Eye, the Silver Key, Enchanted Jewelry, the Warding Statue, the
//! Blue Watcher of the Pyramid, the Flute of the Outer Gods), the Book of Dzyan's tokens and the
//! Patrol Wagon.
//!
//! Each becomes a decision only where the card can be used and the answer matters (the kernel's
//! asking rule); the combat spells (Bind Monster, Enchant Weapon, the Red Sign) are cast through
//! combat's `Cast` action and read in `checks.rs`.

use content::arkham_2e::{self as data, Check, Hook, Keyword};
use smallvec::SmallVec;
use tabletop_core::legal::SinkExt as _;

use crate::action::{Action, Event, StatKind};
use crate::board::Place;
use crate::state::{After, Choice, Foe, Frame, Pending, State};

/// The answer to [`Choice::Evade`] that makes the Evade check as usual.
pub(crate) const ROLL: u8 = u8::MAX;
/// Tokens that discard the Silver Key and Enchanted Jewelry.
const WORN_OUT: u8 = 3;
/// Tokens that discard the Book of Dzyan.
const DZYAN_READ: u8 = 2;

impl State {
    /// The first held card with this rule that is not exhausted.
    pub(crate) fn ready_card(&self, seat: u8, rule: Hook) -> Option<u8> {
        self.players[usize::from(seat)]
            .cards
            .iter()
            .position(|h| h.def().rule == Some(rule) && !h.exhausted)
            .map(|i| i as u8)
    }

    /// The first held spell with this rule that can be cast now: not exhausted, spells not
    /// forbidden, and its Sanity cost payable without going to 0.
    pub(crate) fn ready_spell(&self, seat: u8, rule: Hook) -> Option<u8> {
        let investigator = &self.players[usize::from(seat)];
        let card = self.ready_card(seat, rule)?;
        let cost = self.spell_cost(investigator.cards[usize::from(card)].def().sanity_cost)?;
        (investigator.sanity > cost).then_some(card)
    }

    /// Pays a spell's Sanity (a price: Strong Mind does not reduce it) and exhausts it.
    pub(crate) fn pay_for_spell(&mut self, seat: u8, card: u8, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        let Some(held) = self.players[index].cards.get_mut(usize::from(card)) else { return };
        held.exhausted = true;
        let printed = held.def().sanity_cost;
        let cost = self.spell_cost(printed).unwrap_or(0);
        let sanity = self.players[index].sanity.saturating_sub(cost);
        self.set_stat(seat, StatKind::Sanity, sanity, events);
    }

    /// Puts a token from the bank on a held card; at `full` tokens the card is discarded.
    fn add_token(&mut self, seat: u8, card: usize, full: u8, events: &mut Vec<Event>) {
        let Some(held) = self.players[usize::from(seat)].cards.get_mut(card) else { return };
        held.tokens += 1;
        if held.tokens >= full {
            self.discard_held(seat, card, events);
        }
    }

    // ----- Dragon's Eye -----

    /// Dragon's Eye: after a location or gate card is drawn, asks whether to exhaust the Eye and
    /// lose 1 Sanity to draw another in its place; `false` when the seat cannot.
    pub(crate) fn offer_redraw(&mut self, seat: u8, card: u8, world: Option<u8>) -> bool {
        if self.players[usize::from(seat)].sanity <= 1 || self.ready_card(seat, Hook::DragonsEye).is_none() {
            return false;
        }
        self.ask(seat, Pending::Choose(Choice::Redraw { card, world }));
        true
    }

    /// Dragon's Eye used: the card drawn is replaced by a new one (another card of the
    /// neighbourhood's deck, or the next gate card of the world's colours).
    fn redraw(&mut self, seat: u8, card: u8, world: Option<u8>, events: &mut Vec<Event>) {
        let Some(eye) = self.ready_card(seat, Hook::DragonsEye) else { return };
        self.players[usize::from(seat)].cards[usize::from(eye)].exhausted = true;
        let sanity = self.players[usize::from(seat)].sanity.saturating_sub(1);
        self.set_stat(seat, StatKind::Sanity, sanity, events);
        if self.players[usize::from(seat)].knocked_out {
            return;
        }
        match world {
            Some(world) => self.world_encounter(seat, world, events),
            None => {
                let Place::Location(location) = self.players[usize::from(seat)].place else { return };
                let Some(def) = data::LOCATIONS.get(usize::from(location)) else { return };
                let others: SmallVec<[u8; 8]> = data::LOCATION_CARDS
                    .iter()
                    .enumerate()
                    .filter(|(i, c)| c.neighbourhood == def.neighbourhood && *i != usize::from(card))
                    .map(|(i, _)| i as u8)
                    .collect();
                if !others.is_empty() {
                    let new = others[self.rng.index(others.len())];
                    self.resolve_encounter_entry(seat, new, None, events);
                }
            }
        }
    }

    // ----- Find Gate and Voice of Ra -----

    /// Find Gate, at the start of an investigator's Movement in an Other World: asks whether to
    /// cast it (only when a gate leads back); `false` when not asked.
    pub(crate) fn offer_find_gate(&mut self, seat: u8) -> bool {
        let investigator = &self.players[usize::from(seat)];
        let Place::World { world, .. } = investigator.place else { return false };
        let any = investigator.cards.iter().any(|h| h.def().rule == Some(Hook::GateBox));
        if !self.open_gates().any(|(_, w)| w == world || any) {
            return false;
        }
        let Some(card) = self.ready_spell(seat, Hook::FindGate) else { return false };
        self.ask(seat, Pending::Choose(Choice::Cast(card)));
        true
    }

    /// A spell cast outside combat has passed its Spell check: Find Gate returns the caster to
    /// Arkham, Voice of Ra gives +1 to its skill checks until the next Upkeep.
    pub(crate) fn spell_passed(&mut self, seat: u8, after: After, events: &mut Vec<Event>) {
        match after {
            After::FindGate => {
                if let Place::World { world, .. } = self.players[usize::from(seat)].place {
                    self.return_from(seat, world, events);
                }
            }
            After::VoiceOfRa => self.players[usize::from(seat)].voice_of_ra = true,
            _ => {}
        }
    }

    /// Upkeep: Voice of Ra's offer ("you may cast and exhaust").
    pub(crate) fn offer_voice_of_ra(&mut self, seat: u8) {
        self.players[usize::from(seat)].voice_of_ra = false;
        if let Some(card) = self.ready_spell(seat, Hook::VoiceOfRa) {
            self.frames.push(Frame::Ask { seat, choice: Choice::Cast(card) });
        }
    }

    // ----- Before an Evade check: the Silver Key and Mists of Releh -----

    /// Held cards that can stand in for an Evade check now.
    fn evade_aids(&self, seat: u8) -> SmallVec<[u8; 2]> {
        let mut aids = SmallVec::new();
        aids.extend(self.ready_card(seat, Hook::SilverKey));
        aids.extend(self.ready_spell(seat, Hook::MistsOfReleh));
        aids
    }

    /// Before an Evade check: asks whether to make it or use the Silver Key or Mists of Releh;
    /// `false` when the seat has neither.
    pub(crate) fn offer_evade_aid(&mut self, seat: u8, foe: Foe, flee: bool) -> bool {
        if self.evade_aids(seat).is_empty() {
            return false;
        }
        self.ask(seat, Pending::Choose(Choice::Evade { foe, flee }));
        true
    }

    /// Uses held card `card` instead of an Evade check: the Silver Key passes it (a token on the
    /// Key), Mists of Releh is cast with the monster's awareness as its modifier and its Spell
    /// check stands for the Evade check.
    fn evade_with(&mut self, seat: u8, foe: Foe, flee: bool, card: u8, events: &mut Vec<Event>) {
        let Some(held) = self.players[usize::from(seat)].cards.get(usize::from(card)).copied() else {
            return;
        };
        match held.def().rule {
            Some(Hook::SilverKey) => {
                self.evade_settled(seat, foe, flee, true, events);
                if let Some(key) = self.players[usize::from(seat)].holds("/silver-key") {
                    self.add_token(seat, key, WORN_OUT, events);
                }
            }
            Some(Hook::MistsOfReleh) => {
                let Some(kind) = self.foe_kind(foe) else { return };
                self.pay_for_spell(seat, card, events);
                let awareness = data::MONSTERS[usize::from(kind)].awareness;
                self.start_check(seat, Check::Spell, awareness, 1, After::Mists { foe, flee }, events);
            }
            _ => self.evade_check(seat, foe, flee, events),
        }
    }

    // ----- Losses: Enchanted Jewelry and Flesh Ward -----

    /// Stamina losses Enchanted Jewelry can still take (its tokens left).
    pub(crate) fn jewelry_left(&self, seat: u8) -> i16 {
        self.players[usize::from(seat)]
            .cards
            .iter()
            .filter(|h| h.def().rule == Some(Hook::EnchantedJewelry))
            .map(|h| i16::from(WORN_OUT.saturating_sub(h.tokens)))
            .sum()
    }

    /// Enchanted Jewelry takes `n` points of a Stamina loss, a token each.
    pub(crate) fn use_jewelry(&mut self, seat: u8, n: i16, events: &mut Vec<Event>) {
        for _ in 0..n {
            let at = self.players[usize::from(seat)]
                .cards
                .iter()
                .position(|h| h.def().rule == Some(Hook::EnchantedJewelry));
            if let Some(at) = at {
                self.add_token(seat, at, WORN_OUT, events);
            }
        }
    }

    /// Flesh Ward against a Stamina loss that would knock the investigator out: cast at once
    /// (the Spell check rolled without Clues); `true` when it passed and the loss is ignored.
    pub(crate) fn flesh_ward(&mut self, seat: u8, events: &mut Vec<Event>) -> bool {
        let Some(card) = self.ready_spell(seat, Hook::FleshWard) else { return false };
        self.pay_for_spell(seat, card, events);
        let casting = self.players[usize::from(seat)].cards[usize::from(card)].def().casting.unwrap_or(0);
        self.roll_check_now(seat, Check::Spell, casting, 1, events)
    }

    /// The Ancient One awakens: Flesh Ward is discarded (and the monsters of The Terrible
    /// Experiment, discarded with the Rumor, go back to the cup).
    pub(crate) fn discard_on_awakening(&mut self, events: &mut Vec<Event>) {
        for kind in std::mem::take(&mut self.experiment) {
            self.cup.put(kind);
        }
        for seat in 0..self.player_count() {
            while let Some(i) = self.players[usize::from(seat)]
                .cards
                .iter()
                .position(|h| h.def().rule == Some(Hook::FleshWard))
            {
                self.discard_held(seat, i, events);
            }
        }
    }

    // ----- The Warding Statue -----

    /// After a failed Combat check that would cost Stamina: asks whether to discard the Warding
    /// Statue to take no damage (`then`: a choice the monster poses after its damage); `false`
    /// when the seat has no Statue.
    pub(crate) fn offer_ward(&mut self, seat: u8, then: Option<Choice>) -> bool {
        if self.players[usize::from(seat)].holds("/warding-statue").is_none() {
            return false;
        }
        let Some(combat) = self.combat else { return false };
        if self.monster_stats(combat.kind).damage == 0 {
            return false;
        }
        self.frames.push(Frame::ResumeCombat(seat));
        if let Some(choice) = then {
            self.frames.push(Frame::Ask { seat, choice });
        }
        self.ask(seat, Pending::Choose(Choice::Ward { ancient: false }));
        true
    }

    /// The Ancient One attacks a seat: the Warding Statue may cancel the attack for this turn.
    pub(crate) fn ancient_attack_turn(&mut self, seat: u8, events: &mut Vec<Event>) {
        if self.warded == self.battle_round {
            return;
        }
        if self.players[usize::from(seat)].holds("/warding-statue").is_some() {
            self.ask(seat, Pending::Choose(Choice::Ward { ancient: true }));
        } else {
            self.ancient_attack(seat, events);
        }
    }

    fn answer_ward(&mut self, seat: u8, ancient: bool, use_it: bool, events: &mut Vec<Event>) {
        if use_it {
            if let Some(statue) = self.players[usize::from(seat)].holds("/warding-statue") {
                self.discard_held(seat, statue, events);
            }
            if ancient {
                self.warded = self.battle_round;
            }
        } else if ancient {
            self.ancient_attack(seat, events);
        } else if let Some(combat) = self.combat {
            self.monster_damage(seat, combat.kind, events);
        }
    }

    // ----- In combat: the Flute of the Outer Gods -----

    /// Whether held card `card` is a Flute of the Outer Gods the seat can play now (in combat
    /// with a monster, with more than 3 Sanity and 3 Stamina).
    pub(crate) fn flute_ready(&self, seat: u8, card: usize) -> bool {
        let investigator = &self.players[usize::from(seat)];
        investigator.cards.get(card).is_some_and(|h| h.def().rule == Some(Hook::FluteOfTheOuterGods))
            && investigator.sanity > 3
            && investigator.stamina > 3
            && self.combat.is_some_and(|c| c.seat == seat && c.foe != Foe::Ancient)
    }

    /// The Flute: 3 Sanity and 3 Stamina and the Flute, and every monster in the area is defeated
    /// (the one fought and those on the board there).
    pub(crate) fn play_flute(&mut self, seat: u8, card: u8, events: &mut Vec<Event>) {
        let Some(combat) = self.combat.take() else { return };
        if self.pending.as_ref().is_some_and(|(s, p)| *s == seat && *p == Pending::Combat) {
            self.pending = None;
        }
        self.discard_held(seat, usize::from(card), events);
        self.lose_both(seat, -3, -3, events);
        if let Foe::Board(id) = combat.foe {
            self.monsters.remove(id);
        }
        // [DECISION] The Flute defeats without a Combat check: no Overwhelming loss.
        let endless = self.monster_stats(combat.kind).endless;
        self.defeated(seat, combat.kind, endless, events);
        let here = self.players[usize::from(seat)].place;
        let others: SmallVec<[_; 4]> =
            self.monsters.with_ids().filter(|(_, m)| m.place == here).map(|(id, m)| (id, m.kind)).collect();
        for (id, kind) in others {
            self.monsters.remove(id);
            let endless = self.monster_stats(kind).endless;
            self.defeated(seat, kind, endless, events);
        }
        self.patrol_wagon_roll(seat, events);
        if matches!(combat.foe, Foe::Experiment(_)) {
            self.experiment_monster_defeated(seat, events);
        }
    }

    // ----- On a check: the Blue Watcher of the Pyramid -----

    /// Whether the Blue Watcher can make this failing check pass: a Combat check against a
    /// monster, or a Fight or Lore check to close a gate, for 2 Stamina (more than 2 held).
    pub(crate) fn blue_watcher_usable(&self, check: &crate::state::CheckState) -> bool {
        !check.roll.passed()
            && matches!(check.after, After::Combat | After::CloseGate)
            && self.players[usize::from(check.seat)].stamina > 2
    }

    /// The Blue Watcher used: 2 Stamina, the check passes, the Watcher is discarded.
    pub(crate) fn use_blue_watcher(&mut self, mut check: crate::state::CheckState, events: &mut Vec<Event>) {
        let seat = check.seat;
        self.change(seat, StatKind::Stamina, -2, events);
        let short = check.roll.difficulty().saturating_sub(check.roll.successes());
        check.roll.add_successes(short);
        self.settle_check(check, events);
        if let Some(watcher) = self.players[usize::from(seat)].holds("/blue-watcher-of-the-pyramid") {
            self.discard_held(seat, watcher, events);
        }
    }

    // ----- The Book of Dzyan and the Patrol Wagon -----

    /// The Book of Dzyan read with success: a token on it; the second discards it.
    pub(crate) fn book_of_dzyan(&mut self, seat: u8, card: Option<u8>, events: &mut Vec<Event>) {
        let investigator = &self.players[usize::from(seat)];
        let at = card
            .map(usize::from)
            .filter(|&i| investigator.cards.get(i).is_some_and(|h| h.def().rule == Some(Hook::BookOfDzyan)))
            .or_else(|| investigator.holds("/book-of-dzyan"));
        if let Some(at) = at {
            self.add_token(seat, at, DZYAN_READ, events);
        }
    }

    /// Whether the seat may use its Patrol Wagon now: in Arkham before its normal movement.
    pub(crate) fn patrol_wagon_usable(&self, seat: u8, card: usize) -> bool {
        let investigator = &self.players[usize::from(seat)];
        investigator.cards.get(card).is_some_and(|h| h.def().rule == Some(Hook::PatrolWagon))
            && investigator.place.in_arkham()
            && !self.stopped
            && self.movement == self.movement_points(seat)
    }

    /// The Patrol Wagon instead of the normal movement: anywhere in Arkham, then face what is
    /// there.
    pub(crate) fn drive_patrol_wagon(&mut self, seat: u8) {
        self.movement = 0;
        self.stopped = true;
        self.frames.push(Frame::ResumeMove(seat));
        self.ask(seat, Pending::Choose(Choice::Return));
    }

    /// The Patrol Wagon's die, after a combat and on returning from an Other World: on a 1 it
    /// goes back to the box.
    pub(crate) fn patrol_wagon_roll(&mut self, seat: u8, events: &mut Vec<Event>) {
        let Some(wagon) = self.players.get(usize::from(seat)).and_then(|p| p.holds("/patrol-wagon")) else {
            return;
        };
        if self.rng.roll(6) == 1 {
            self.discard_held(seat, wagon, events);
        }
    }

    // ----- The choices -----

    /// The answers to the choices of this module's cards.
    pub(crate) fn item_choice_actions(
        &self,
        seat: u8,
        choice: &Choice,
        out: &mut (impl tabletop_core::legal::Sink<Action> + ?Sized),
    ) {
        match choice {
            Choice::Evade { .. } => {
                out.push(Action::Choose(ROLL));
                out.extend_from(self.evade_aids(seat).into_iter().map(Action::Choose));
            }
            Choice::Redraw { .. } | Choice::Ward { .. } => {
                out.push(Action::Choose(0));
                out.push(Action::Choose(1));
            }
            _ => {}
        }
    }

    /// Answers a choice of this module's cards.
    pub(crate) fn answer_item_choice(
        &mut self,
        seat: u8,
        choice: Choice,
        action: Action,
        events: &mut Vec<Event>,
    ) {
        match (choice, action) {
            (Choice::Evade { foe, flee }, Action::Choose(ROLL)) => self.evade_check(seat, foe, flee, events),
            (Choice::Evade { foe, flee }, Action::Choose(card)) => {
                self.evade_with(seat, foe, flee, card, events)
            }
            (Choice::Redraw { card, world }, Action::Choose(1)) => self.redraw(seat, card, world, events),
            (Choice::Redraw { card, world }, Action::Choose(_)) => {
                self.resolve_encounter_entry(seat, card, world, events)
            }
            (Choice::Ward { ancient }, Action::Choose(n)) => self.answer_ward(seat, ancient, n == 1, events),
            _ => {}
        }
    }
}

/// The printed ability the Red Sign of Shudde M'ell has a monster ignore: [DECISION] the one most
/// in the investigator's way, in this order (never Magical Immunity).
pub(crate) fn red_sign_ignores(kind: u8) -> Option<Keyword> {
    let abilities = data::MONSTERS[usize::from(kind)].abilities;
    let order =
        [Keyword::PhysicalImmunity, Keyword::PhysicalResistance, Keyword::MagicalResistance, Keyword::Ambush];
    order.into_iter().find(|k| abilities.contains(k)).or_else(|| {
        abilities.iter().copied().find(|k| matches!(k, Keyword::Overwhelming(_) | Keyword::Endless))
    })
}
