//! Skill checks, evading and combat, closing and sealing gates.

use content::arkham_2e::{self as data, Ability, Check, Hook, Keyword};
use tabletop_core::dice::{DiceRule, SuccessRule};
use tabletop_core::skill::SkillTest;

use crate::action::{Event, StatKind};
use crate::board::Place;
use crate::state::{After, CheckExt, CheckState, Combat, Ending, Foe, Pending, Phase, State};

/// Arkham's dice: 5 and 6 succeed; 4 to 6 when Blessed; only 6 when Cursed.
pub(crate) const DICE: DiceRule = DiceRule::new(6, SuccessRule::at_least(5))
    .with_fortune(SuccessRule::at_least(4), SuccessRule::at_least(6));

impl State {
    /// Starts a skill check: rolls skill + modifier dice (none below zero; Clues may still be
    /// spent), then lets the investigator spend Clues before it is settled.
    pub(crate) fn start_check(
        &mut self,
        seat: u8,
        skill: Check,
        modifier: i8,
        need: u8,
        after: After,
        events: &mut Vec<Event>,
    ) {
        let index = usize::from(seat);
        let investigator = &self.players[index];
        let base = i16::from(investigator.skill(skill))
            + i16::from(self.check_bonus(seat, skill, after))
            + i16::from(self.environment_modifier(seat, skill))
            + i16::from(investigator.voice_of_ra);
        let test =
            SkillTest::new(base).modifier(i16::from(modifier)).min_dice(0).difficulty(u16::from(need.max(1)));
        let roll = test.roll(DICE, investigator.specials.fortune, &mut self.rng);
        let check = CheckState { seat, skill, roll, after };
        // With no Clue to spend and no card to use, accepting is the only answer: settled now.
        let player = &self.players[index];
        let choices = player.clues > 0
            || self.research_ready(&check)
            || player.cards.iter().any(|held| self.check_card_usable(&check, held));
        if choices {
            self.ask(seat, Pending::Check(check));
        } else {
            self.settle_check(check, events);
        }
    }

    /// A check rolled and settled at once, with no Clue to spend (a card used in the middle of a
    /// loss): reports it and whether it passed.
    pub(crate) fn roll_check_now(
        &mut self,
        seat: u8,
        skill: Check,
        modifier: i8,
        need: u8,
        events: &mut Vec<Event>,
    ) -> bool {
        let investigator = &self.players[usize::from(seat)];
        let base = i16::from(investigator.skill(skill))
            + i16::from(self.environment_modifier(seat, skill))
            + i16::from(investigator.voice_of_ra);
        let test =
            SkillTest::new(base).modifier(i16::from(modifier)).min_dice(0).difficulty(u16::from(need.max(1)));
        let roll = test.roll(DICE, investigator.specials.fortune, &mut self.rng);
        let passed = roll.passed();
        events.push(Event::Check {
            seat,
            dice: roll.faces().len().min(255) as u8,
            successes: roll.successes().min(255) as u8,
            need: roll.difficulty().min(255) as u8,
            passed,
        });
        passed
    }

    /// Whether fleeing could end the combat or hurt: [DECISION] against a monster that deals no
    /// combat damage (a Nightgaunt, a Dimensional Shambler), fleeing with no die to roll and no
    /// Clue to spend is not offered, since it could never end the combat.
    pub(crate) fn flee_can_end(&self, seat: u8, kind: u8) -> bool {
        let investigator = &self.players[usize::from(seat)];
        let awareness = data::MONSTERS[usize::from(kind)].awareness;
        let dice = i16::from(investigator.skill(Check::Evade))
            + i16::from(awareness)
            + i16::from(self.environment_modifier(seat, Check::Evade));
        self.effective_damage(seat, kind) > 0 || dice > 0 || investigator.clues > 0
    }

    /// The Stamina a monster's combat damage costs this investigator (Strong Body takes 1 off).
    fn effective_damage(&self, seat: u8, kind: u8) -> u8 {
        let damage = self.monster_stats(kind).damage;
        damage.saturating_sub(u8::from(self.has_ability(seat, Hook::StrongBody)))
    }

    /// Asks for the next round of combat, unless neither side can ever win it.
    ///
    /// [DECISION] A combat that cannot end (the investigator rolls fewer dice than the
    /// monster's toughness and none to flee, has no Clue to spend and no spell to cast, and the
    /// monster cannot hurt it) ends as if
    /// the investigator had fled: no rule covers it, and the game could not go on otherwise.
    pub(crate) fn ask_combat(&mut self, seat: u8) {
        let Some(combat) = self.combat.as_mut() else { return };
        combat.rounds = combat.rounds.saturating_add(1);
        let combat = *combat;
        // [DECISION] Likewise a combat past 50 steps against a monster that cannot hurt the
        // investigator (who keeps declining to spend Clues) ends as a flight.
        let endless = combat.rounds > 50 && self.effective_damage(seat, combat.kind) == 0;
        if combat.foe != Foe::Ancient && (endless || self.combat_stalemate(seat, &combat)) {
            let mut events = Vec::new();
            self.end_combat(false, &mut events);
            return;
        }
        self.ask(seat, Pending::Combat);
    }

    fn combat_stalemate(&self, seat: u8, combat: &Combat) -> bool {
        let investigator = &self.players[usize::from(seat)];
        if investigator.clues > 0 || self.effective_damage(seat, combat.kind) > 0 {
            return false;
        }
        if (0..investigator.cards.len()).any(|i| self.castable(seat, i, combat)) {
            return false;
        }
        let monster = &data::MONSTERS[usize::from(combat.kind)];
        let stats = self.monster_stats(combat.kind);
        let skill = if monster.rule == Some(Hook::TheDarkPharoah) { Check::Lore } else { Check::Combat };
        let fight = i16::from(investigator.skill(skill))
            + i16::from(stats.rating)
            + i16::from(self.weapon_bonus(seat, combat))
            + i16::from(self.environment_modifier(seat, skill));
        let flee = i16::from(investigator.skill(Check::Evade))
            + i16::from(monster.awareness)
            + i16::from(self.environment_modifier(seat, Check::Evade));
        let can_flee = !self.foe_has(combat, Keyword::Ambush) && flee > 0;
        fight < i16::from(self.combat_toughness(combat)) && !can_flee
    }

    /// Bonus dice from weapons and cast spells for a Combat check.
    fn check_bonus(&self, seat: u8, skill: Check, after: After) -> i8 {
        if !matches!(after, After::Combat | After::BattleAttack) {
            return 0;
        }
        let _ = skill;
        let Some(combat) = self.combat.filter(|c| c.seat == seat) else { return 0 };
        self.weapon_bonus(seat, &combat)
    }

    /// Extra dice a Clue buys for this check beyond the first (skill cards).
    pub(crate) fn clue_bonus_dice(&self, seat: u8, skill: Check) -> u16 {
        // Skill cards: "when you spend a Clue token on a check of this skill, one extra die".
        let cards: u16 = self.players[usize::from(seat)]
            .cards
            .iter()
            .filter(|h| h.def().bonus.iter().any(|b| b.check.base() == skill.base()))
            .map(|h| u16::from(h.def().clue_dice))
            .sum();
        u16::from(self.has_ability(seat, Hook::Hunches)) + cards
    }

    /// Whether Mandy Thompson's Research can re-roll this check's failed dice now.
    pub(crate) fn research_ready(&self, check: &CheckState) -> bool {
        !self.research_used
            && check.roll.failed_dice().next().is_some()
            && (0..self.player_count()).any(|s| self.has_ability(s, Hook::Research))
    }

    /// Whether a held card can be used on the check waiting: the Lucky Cigarette Case (discard:
    /// re-roll a failing check), the Bullwhip (exhaust: re-roll one failed die of a failing Combat
    /// check) and Research Materials (discard instead of spending a Clue).
    pub(crate) fn check_card_usable(&self, check: &CheckState, held: &crate::state::Held) -> bool {
        let failing = !check.roll.passed();
        match held.def().rule {
            Some(Hook::LuckyCigaretteCase) => failing && !check.roll.faces().is_empty(),
            Some(Hook::Bullwhip) => {
                failing
                    && !held.exhausted
                    && matches!(check.after, After::Combat | After::BattleAttack)
                    && check.roll.failed_dice().next().is_some()
            }
            Some(Hook::ResearchMaterials) => true,
            Some(Hook::BlueWatcherOfThePyramid) => self.blue_watcher_usable(check),
            _ => false,
        }
    }

    /// Uses held card `card` on the check waiting (see [`State::check_card_usable`]).
    pub(crate) fn use_on_check(
        &mut self,
        seat: u8,
        mut check: CheckState,
        card: u8,
        events: &mut Vec<Event>,
    ) {
        let index = usize::from(seat);
        let Some(held) = self.players[index].cards.get(usize::from(card)).copied() else { return };
        // An item spent on the check is discarded once the check is pending again, so the
        // renumbering of held cards reaches the check (a spell being cast names one by index).
        let mut spent = false;
        match held.def().rule {
            Some(Hook::LuckyCigaretteCase) => {
                for die in 0..check.roll.faces().len() {
                    let _ = check.roll.reroll(die, &mut self.rng);
                }
                spent = true;
            }
            Some(Hook::Bullwhip) => {
                let die = check.roll.failed_dice().next();
                if let Some(die) = die {
                    let _ = check.roll.reroll(die, &mut self.rng);
                }
                if let Some(held) = self.players[index].cards.get_mut(usize::from(card)) {
                    held.exhausted = true;
                }
            }
            Some(Hook::ResearchMaterials) => {
                let extra = 1 + self.clue_bonus_dice(seat, check.skill);
                check.roll.add_dice(extra, &mut self.rng);
                spent = true;
            }
            Some(Hook::BlueWatcherOfThePyramid) => return self.use_blue_watcher(check, events),
            _ => {}
        }
        self.ask(seat, Pending::Check(check));
        if spent {
            self.discard_held(seat, usize::from(card), events);
        }
    }

    /// Settles a check and does what follows it.
    pub(crate) fn settle_check(&mut self, check: CheckState, events: &mut Vec<Event>) {
        let CheckState { seat, mut roll, after, .. } = check;
        // The Shotgun: every 6 rolled in a Combat check it is used in counts twice.
        if matches!(after, After::Combat)
            && let Some(combat) = self.combat
        {
            let (_, mask) = self.wielded(seat, &combat);
            let shotgun = self.players[usize::from(seat)]
                .cards
                .iter()
                .enumerate()
                .any(|(i, h)| i < 16 && mask & (1 << i) != 0 && h.def().rule == Some(Hook::Shotgun));
            if shotgun {
                let sixes = roll.faces().iter().filter(|&&f| f == 6).count() as u16;
                roll.add_successes(sixes);
            }
        }
        let successes = roll.successes().min(255) as u8;
        let passed = roll.passed();
        events.push(Event::Check {
            seat,
            dice: roll.faces().len().min(255) as u8,
            successes,
            need: roll.difficulty().min(255) as u8,
            passed,
        });
        match after {
            After::Effects { pass, fail, each, chart, card } => {
                if !chart.is_empty() {
                    let row = usize::from(successes).min(chart.len() - 1);
                    self.push_effects(seat, chart[row], card);
                } else if passed {
                    if !each.is_empty() && successes > 0 {
                        self.frames.push(crate::state::Frame::Repeat { seat, each, times: successes });
                    }
                    self.push_effects(seat, pass, card);
                } else {
                    self.push_effects(seat, fail, card);
                }
            }
            After::Evade { foe, flee } => self.evade_settled(seat, foe, flee, passed, events),
            After::BeforeHorror => self.before_horror(seat, passed, events),
            After::Horror => {
                let Some(combat) = self.combat else { return };
                let monster = &data::MONSTERS[usize::from(combat.kind)];
                let nightmarish = monster.abilities.iter().find_map(|k| match k {
                    Keyword::Nightmarish(n) => Some(*n),
                    _ => None,
                });
                // Eric Colt: no Sanity from Nightmarish.
                let colt = self.ignores(seat, Ability::Nightmarish);
                let loss = if passed {
                    if colt { 0 } else { nightmarish.unwrap_or(0) }
                } else {
                    self.monster_stats(combat.kind).horror_damage
                };
                self.ask_combat(seat);
                if loss > 0 {
                    self.change(seat, StatKind::Sanity, -(loss as i8), events);
                }
            }
            After::Combat => {
                let kind = self.combat.map(|c| c.kind);
                self.combat_settled(seat, passed, events);
                // Alien Technology: a Combat check passed against a Mi-Go draws 1 extra Unique Item.
                let mi_go = kind.is_some_and(|k| data::MONSTERS[usize::from(k)].id.ends_with("/mi-go"));
                if passed && mi_go && self.in_play(Hook::AlienTechnology) {
                    self.draw_n(seat, data::Deck::UniqueItem, 1, events);
                }
            }
            After::Cast(card) => self.cast_settled(seat, card, passed, events),
            After::Heal => {
                if passed {
                    self.heal_settled(seat, successes, events);
                }
            }
            After::FindGate | After::VoiceOfRa => {
                if passed {
                    self.spell_passed(seat, after, events);
                }
            }
            After::Mists { foe, flee } => self.evade_settled(seat, foe, flee, passed, events),
            After::CloseGate => {
                if passed {
                    self.close_gate(seat, false, events);
                }
            }
            After::BattleAttack => self.battle_hits(successes, events),
            After::AncientAttack => {
                if !passed && let Some(attack) = self.ancient_one().attack {
                    for effect in attack.fail {
                        self.effect(seat, effect, None, events);
                    }
                    if let Some(rule) = self.ancient_one().attack_rule
                        && !self.players[usize::from(seat)].out
                    {
                        self.hook(seat, rule, None, events);
                    }
                }
            }
            After::Nothing => {}
        }
    }

    // ----- Evading -----

    /// Before an Evade check: the cards that can stand in for it are offered, or it is made.
    pub(crate) fn start_evade(&mut self, seat: u8, foe: Foe, flee: bool, events: &mut Vec<Event>) {
        if !self.offer_evade_aid(seat, foe, flee) {
            self.evade_check(seat, foe, flee, events);
        }
    }

    /// Makes an Evade check against a monster.
    pub(crate) fn evade_check(&mut self, seat: u8, foe: Foe, flee: bool, events: &mut Vec<Event>) {
        let Some(kind) = self.foe_kind(foe) else { return };
        let awareness = data::MONSTERS[usize::from(kind)].awareness;
        self.start_check(seat, Check::Evade, awareness, 1, After::Evade { foe, flee }, events);
    }

    pub(crate) fn evade_settled(
        &mut self,
        seat: u8,
        foe: Foe,
        flee: bool,
        passed: bool,
        events: &mut Vec<Event>,
    ) {
        let Some(kind) = self.foe_kind(foe) else { return };
        if passed {
            if let Foe::Board(id) = foe {
                self.evaded.push(id);
            }
            if flee {
                self.end_combat(false, events);
            } else if let Foe::Encounter(kind) = foe {
                self.cup.put(kind);
            }
            return;
        }
        // A failed Evade: the monster's combat damage, then combat (its Horror check first).
        if self.phase == Phase::Movement {
            self.stopped = true;
            self.movement = 0;
        }
        if flee {
            self.ask_combat(seat);
            self.monster_damage(seat, kind, events);
        } else {
            let was_out = self.players[usize::from(seat)].knocked_out;
            self.monster_damage(seat, kind, events);
            if was_out || !self.players[usize::from(seat)].knocked_out {
                self.start_combat(seat, foe, events);
            } else if let Foe::Encounter(kind) = foe {
                self.cup.put(kind);
            }
        }
    }

    /// The kind of a monster in a fight.
    pub(crate) fn foe_kind(&self, foe: Foe) -> Option<u8> {
        match foe {
            Foe::Board(id) => self.monsters.get(id).map(|m| m.kind),
            Foe::Encounter(kind) | Foe::Experiment(kind) => Some(kind),
            Foe::Ancient => None,
        }
    }

    pub(crate) fn monster_damage(&mut self, seat: u8, kind: u8, events: &mut Vec<Event>) {
        let damage = self.monster_stats(kind).damage;
        if damage > 0 {
            self.change(seat, StatKind::Stamina, -(damage as i8), events);
        }
    }

    // ----- Combat -----

    /// Starts combat: the Horror check once, then fight or flee rounds.
    pub(crate) fn start_combat(&mut self, seat: u8, foe: Foe, events: &mut Vec<Event>) {
        // A knocked-out investigator has left the fight's place.
        if self.players[usize::from(seat)].out {
            return;
        }
        let Some(kind) = self.foe_kind(foe) else { return };
        self.combat = Some(Combat {
            seat,
            foe,
            kind,
            cast: 0,
            hands_used: 0,
            rounds: 0,
            enchanted: 0,
            red_sign: false,
        });
        match data::MONSTERS[usize::from(kind)].rule {
            Some(Hook::TheBlackMan) => {
                self.start_check(seat, Check::Luck, -1, 1, After::BeforeHorror, events)
            }
            Some(Hook::TheBloatedWoman) => {
                self.start_check(seat, Check::Will, -2, 1, After::BeforeHorror, events)
            }
            _ => self.horror_check(seat, kind, events),
        }
    }

    fn horror_check(&mut self, seat: u8, kind: u8, events: &mut Vec<Event>) {
        match self.monster_stats(kind).horror_rating {
            Some(rating) => self.start_check(seat, Check::Horror, rating, 1, After::Horror, events),
            None => self.ask_combat(seat),
        }
    }

    /// The Black Man (Luck −1 or be devoured; +2 Clues on a pass; back to the cup either way)
    /// and the Bloated Woman (Will −2 or the Horror check and the first Combat check fail).
    fn before_horror(&mut self, seat: u8, passed: bool, events: &mut Vec<Event>) {
        let Some(combat) = self.combat else { return };
        let monster = &data::MONSTERS[usize::from(combat.kind)];
        if monster.rule == Some(Hook::TheBlackMan) {
            if let Foe::Board(id) = combat.foe {
                self.monsters.remove(id);
                self.cup.put(combat.kind);
            }
            self.end_combat(false, events);
            if passed {
                self.change(seat, StatKind::Clues, 2, events);
            } else {
                self.devour(seat, events);
            }
        } else if passed {
            self.horror_check(seat, combat.kind, events);
        } else {
            self.ask_combat(seat);
            let horror = self.monster_stats(combat.kind).horror_damage;
            self.change(seat, StatKind::Sanity, -(horror as i8), events);
            if self.combat.is_some() {
                self.monster_damage(seat, combat.kind, events);
            }
        }
    }

    pub(crate) fn combat_attack(&mut self, seat: u8, events: &mut Vec<Event>) {
        let Some(combat) = self.combat else { return };
        if combat.foe == Foe::Ancient {
            let rating = self.ancient_combat();
            self.start_check(seat, Check::Combat, rating, 1, After::BattleAttack, events);
            return;
        }
        let monster = &data::MONSTERS[usize::from(combat.kind)];
        let stats = self.monster_stats(combat.kind);
        // The Dark Pharoah is fought with Lore.
        let skill = if monster.rule == Some(Hook::TheDarkPharoah) { Check::Lore } else { Check::Combat };
        let toughness = self.combat_toughness(&combat);
        self.start_check(seat, skill, stats.rating, toughness, After::Combat, events);
    }

    fn combat_settled(&mut self, seat: u8, passed: bool, events: &mut Vec<Event>) {
        let Some(combat) = self.combat else { return };
        if !passed {
            // Weapons good for one combat go now; a Sanity they cost may end the combat.
            self.discard_used_once(seat, &combat, events);
            if self.combat.is_none() {
                return;
            }
        }
        let ignored = self.ignored(&combat);
        if passed {
            let monster = &data::MONSTERS[usize::from(combat.kind)];
            let endless = self.monster_stats(combat.kind).endless && ignored != Some(Keyword::Endless);
            if let Foe::Board(id) = combat.foe {
                self.monsters.remove(id);
            }
            self.combat = None;
            self.defeated(seat, combat.kind, endless, events);
            let overwhelming = monster.abilities.iter().find_map(|k| match k {
                Keyword::Overwhelming(n) if ignored != Some(*k) => Some(*n),
                _ => None,
            });
            // Tom "Mountain" Murphy: no Stamina from Overwhelming.
            let murphy = self.ignores(seat, Ability::Overwhelming);
            // The monster is dealt with before a weapon's price can knock the investigator out.
            self.discard_used_once(seat, &combat, events);
            if let Some(n) = overwhelming.filter(|_| !murphy) {
                self.change(seat, StatKind::Stamina, -(n as i8), events);
            }
            self.patrol_wagon_roll(seat, events);
            if matches!(combat.foe, Foe::Experiment(_)) {
                self.experiment_monster_defeated(seat, events);
            }
        } else {
            if let Some(combat) = &mut self.combat {
                // Spells are cast again each round of combat.
                combat.cast = 0;
                combat.hands_used = 0;
            }
            let monster = &data::MONSTERS[usize::from(combat.kind)];
            match monster.rule {
                // Its `fail` instead of the damage (the Dimensional Shambler: Lost in Time and
                // Space); the combat ends.
                _ if !monster.fail.is_empty() => {
                    self.end_combat(false, events);
                    for effect in monster.fail {
                        self.effect(seat, effect, None, events);
                    }
                }
                Some(Hook::Nightgaunt) => {
                    // [DECISION] With no gate open, nothing happens and the combat ends (no rule
                    // covers it, and a Nightgaunt deals no damage, so it could not end otherwise).
                    self.end_combat(false, events);
                    if let Some(world) = self.nearest_gate_world(seat) {
                        self.draw_through(seat, world, false, events);
                    }
                }
                Some(Hook::ElderThing) => {
                    let armed = self.players[usize::from(seat)].cards.iter().any(|h| h.is_weapon_or_spell());
                    let then = armed.then_some(crate::state::Choice::LoseWeapon);
                    if self.offer_ward(seat, then) {
                        return;
                    }
                    self.monster_damage(seat, combat.kind, events);
                    if self.combat.is_some() {
                        let armed =
                            self.players[usize::from(seat)].cards.iter().any(|h| h.is_weapon_or_spell());
                        if armed {
                            self.frames.push(crate::state::Frame::ResumeCombat(seat));
                            self.ask(seat, Pending::Choose(crate::state::Choice::LoseWeapon));
                        } else {
                            self.ask_combat(seat);
                        }
                    }
                }
                _ => {
                    if !self.offer_ward(seat, None) {
                        self.ask_combat(seat);
                        self.monster_damage(seat, combat.kind, events);
                    }
                }
            }
        }
    }

    /// A monster defeated by a seat (in combat, or by the Flute): claimed as a trophy, or its
    /// rule's reward instead, or back to the cup when `endless` (unless John Legrasse is held).
    pub(crate) fn defeated(&mut self, seat: u8, kind: u8, endless: bool, events: &mut Vec<Event>) {
        let monster = &data::MONSTERS[usize::from(kind)];
        events.push(Event::MonsterKilled { seat, kind });
        // Yig's Anger: a Doom token for every Cultist defeated.
        if self.ancient_one().power == Hook::YigPower && monster.id.ends_with("/cultist") {
            self.add_doom(events);
        }
        if !monster.defeated.is_empty() {
            // Returned to the box, with its `defeated` reward instead of the trophy.
            for effect in monster.defeated {
                self.effect(seat, effect, None, events);
            }
        } else if endless && !self.ignores(seat, Ability::Endless) {
            // John Legrasse: Endless monsters are claimed as trophies.
            self.cup.put(kind);
        } else {
            self.players[usize::from(seat)].monster_trophies.push(kind);
        }
    }

    /// Whether a held card (an Ally) lets the seat ignore a monster ability.
    pub(crate) fn ignores(&self, seat: u8, ability: Ability) -> bool {
        self.players[usize::from(seat)].cards.iter().any(|h| h.def().ignores.contains(&ability))
    }

    /// The ability the Red Sign has the combat's monster ignore.
    fn ignored(&self, combat: &Combat) -> Option<Keyword> {
        match combat.foe {
            Foe::Ancient => None,
            _ if combat.red_sign => crate::hooks::red_sign_ignores(combat.kind),
            _ => None,
        }
    }

    /// The toughness of the combat's monster (the Red Sign takes 1 off, to a minimum of 1).
    fn combat_toughness(&self, combat: &Combat) -> u8 {
        let toughness = self.monster_stats(combat.kind).toughness;
        if combat.red_sign { toughness.saturating_sub(1).max(1) } else { toughness }
    }

    /// Whether the combat's monster has this printed ability now (not ignored by the Red Sign).
    pub(crate) fn foe_has(&self, combat: &Combat, keyword: Keyword) -> bool {
        self.monster_has(combat.kind, keyword) && self.ignored(combat) != Some(keyword)
    }

    /// A combat spell's Spell check settled: a magical weapon spell adds its bonus this round;
    /// Bind Monster passes the Combat check (and is discarded); Enchant Weapon makes the best
    /// physical weapon magical and the Red Sign weakens the monster for the rest of the combat.
    fn cast_settled(&mut self, seat: u8, card: u8, passed: bool, events: &mut Vec<Event>) {
        let held = self.players[usize::from(seat)].cards.get(usize::from(card));
        let rule = held.and_then(|h| h.def().rule);
        // The spell left the hand during its own check (it cannot, today): nothing is cast.
        if passed
            && held.is_some()
            && let Some(combat) = self.combat
        {
            match rule {
                Some(Hook::BindMonster) => {
                    if let Some(combat) = &mut self.combat {
                        combat.cast = 0;
                    }
                    self.discard_held(seat, usize::from(card), events);
                    self.combat_settled(seat, true, events);
                    return;
                }
                Some(Hook::EnchantWeapon) => {
                    let best = self
                        .physical_weapons(seat, &combat)
                        .max_by_key(|&(i, bonus)| (bonus, usize::MAX - i));
                    if let (Some((i, _)), Some(combat)) = (best, &mut self.combat) {
                        combat.enchanted |= 1 << i;
                    }
                }
                Some(Hook::RedSignOfShuddeMell) => {
                    if let Some(combat) = &mut self.combat {
                        combat.red_sign = true;
                    }
                }
                _ => {
                    if let Some(combat) = self.combat.as_mut().filter(|_| card < 16) {
                        combat.cast |= 1 << card;
                    }
                }
            }
        }
        if self.combat.is_some() {
            self.ask_combat(seat);
        }
    }

    /// Held physical weapons not yet enchanted: (held-card index, bonus).
    fn physical_weapons<'a>(
        &'a self,
        seat: u8,
        combat: &'a Combat,
    ) -> impl Iterator<Item = (usize, u8)> + 'a {
        self.players[usize::from(seat)].cards.iter().enumerate().filter_map(move |(i, h)| {
            let (bonus, magical) = self.weapon_of(h, combat)?;
            (i < 16
                && h.def().deck != data::Deck::Spell
                && !magical
                && bonus > 0
                && combat.enchanted & (1 << i) == 0)
                .then_some((i, bonus))
        })
    }

    /// Ends the combat; a monster from an encounter that was not killed goes back to the cup.
    pub(crate) fn end_combat(&mut self, killed: bool, events: &mut Vec<Event>) {
        if let Some(combat) = self.combat.take() {
            match (combat.foe, killed) {
                (Foe::Encounter(kind), false) => {
                    self.cup.put(kind);
                }
                // A monster of The Terrible Experiment not defeated goes back on the card.
                (Foe::Experiment(kind), false) => self.experiment.push(kind),
                (Foe::Board(id), _) => self.evaded.push(id),
                _ => {}
            }
            if self.pending.as_ref().is_some_and(|(s, p)| *s == combat.seat && *p == Pending::Combat) {
                self.pending = None;
            }
            self.patrol_wagon_roll(combat.seat, events);
        }
    }

    /// Whether held card `index` is a combat spell the seat can cast now.
    pub(crate) fn castable(&self, seat: u8, index: usize, combat: &Combat) -> bool {
        let investigator = &self.players[usize::from(seat)];
        let Some(held) = investigator.cards.get(index) else { return false };
        let def = held.def();
        let usable = match def.rule {
            // Bind Monster and the Red Sign do not work on Ancient Ones.
            Some(Hook::BindMonster) => combat.foe != Foe::Ancient,
            Some(Hook::RedSignOfShuddeMell) => combat.foe != Foe::Ancient && !combat.red_sign,
            Some(Hook::EnchantWeapon) => self.physical_weapons(seat, combat).next().is_some(),
            _ => def.weapon.is_some_and(|w| w.magical),
        };
        index < 16
            && def.deck == data::Deck::Spell
            && usable
            && def.casting.is_some()
            && !held.exhausted
            && combat.hands_used + def.hands <= 2
            && self.spell_cost(def.sanity_cost).is_some_and(|cost| investigator.sanity > cost)
    }

    /// Casts a combat spell: pay its Sanity, exhaust it, take its hands, make the Spell check.
    pub(crate) fn cast(&mut self, seat: u8, card: u8, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        let Some(held) = self.players[index].cards.get_mut(usize::from(card)) else { return };
        held.exhausted = true;
        let def = held.def();
        if let Some(combat) = &mut self.combat {
            combat.hands_used += def.hands;
        }
        let cost = self.spell_cost(def.sanity_cost).unwrap_or(0);
        self.change(seat, StatKind::Sanity, -(cost as i8), events);
        if self.combat.is_none() {
            return;
        }
        // Bind Monster needs as many successes as the monster's toughness.
        let need = match self.combat {
            Some(combat) if def.rule == Some(Hook::BindMonster) => self.combat_toughness(&combat),
            _ => 1,
        };
        self.start_check(seat, Check::Spell, def.casting.unwrap_or(0), need, After::Cast(card), events);
    }

    /// The physical and magical bonus of the weapons wielded (the best within the free hands)
    /// and the spells cast, after the foe's resistances and immunities.
    pub(crate) fn weapon_bonus(&self, seat: u8, combat: &Combat) -> i8 {
        self.wielded(seat, combat).0
    }

    /// A card's bonus in combat as a weapon: (bonus, magical), with the rules of the Axe (+2),
    /// the Cross (+3 against the Undead) and the Powder of Ibn-Ghazi (+9 magical).
    fn weapon_of(&self, held: &crate::state::Held, combat: &Combat) -> Option<(u8, bool)> {
        let def = held.def();
        match def.rule {
            Some(Hook::Axe) => Some((2, false)),
            Some(Hook::Cross) => {
                let undead = combat.foe != Foe::Ancient
                    && data::MONSTERS[usize::from(combat.kind)].abilities.contains(&Keyword::Undead);
                Some((if undead { 3 } else { 0 }, true))
            }
            Some(Hook::PowderOfIbnGhazi) => Some((9, true)),
            _ => def.weapon.map(|w| (w.bonus, w.magical)),
        }
    }

    /// The bonus of the weapons wielded (the best within the hands the spells cast left free)
    /// and of the spells cast, after the foe's resistances and immunities (Professor Armitage and
    /// Richard Upton Pickman let their holder ignore magical and physical resistance); and which
    /// held cards are wielded (bit per held-card index).
    pub(crate) fn wielded(&self, seat: u8, combat: &Combat) -> (i8, u16) {
        let investigator = &self.players[usize::from(seat)];
        let (defences, granted_immunity): (&[Keyword], bool) = match combat.foe {
            Foe::Ancient => (self.ancient_one().defences, false),
            _ => (
                data::MONSTERS[usize::from(combat.kind)].abilities,
                self.monster_stats(combat.kind).magical_immunity,
            ),
        };
        let ignored = self.ignored(combat);
        let defends = |keyword: Keyword| defences.contains(&keyword) && ignored != Some(keyword);
        let ignore_magical = self.ignores(seat, Ability::MagicalResistance);
        let ignore_physical = self.ignores(seat, Ability::PhysicalResistance);
        let adjust = |bonus: u8, magical: bool| -> u8 {
            let (resist, immune, ignore) = if magical {
                (Keyword::MagicalResistance, Keyword::MagicalImmunity, ignore_magical)
            } else {
                (Keyword::PhysicalResistance, Keyword::PhysicalImmunity, ignore_physical)
            };
            if defends(immune) || magical && granted_immunity {
                0
            } else if defends(resist) && !ignore {
                bonus.div_ceil(2)
            } else {
                bonus
            }
        };
        let mut total: i16 = 0;
        let mut mask = 0u16;
        for (i, held) in investigator.cards.iter().enumerate() {
            if i < 16
                && combat.cast & (1 << i) != 0
                && let Some(w) = held.def().weapon
            {
                total += i16::from(adjust(w.bonus, w.magical));
                mask |= 1 << i;
            }
        }
        // Weapons (not spells): the best that fit in the hands the spells left free.
        let mut free = 2u8.saturating_sub(combat.hands_used);
        let mut weapons: smallvec::SmallVec<[(u8, u8, usize); 6]> = investigator
            .cards
            .iter()
            .enumerate()
            .filter(|(i, h)| *i < 16 && h.def().deck != data::Deck::Spell && !h.exhausted)
            .filter_map(|(i, h)| {
                // Enchant Weapon: this physical weapon is magical for the combat.
                let enchanted = combat.enchanted & (1 << i) != 0;
                self.weapon_of(h, combat)
                    .map(|(bonus, magical)| (adjust(bonus, magical || enchanted), h.def().hands, i))
            })
            .collect();
        weapons.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
        for (bonus, hands, i) in weapons {
            if bonus > 0 && hands <= free {
                free -= hands;
                total += i16::from(bonus);
                mask |= 1 << i;
            }
        }
        // The Axe gives +3 instead of +2 when the other hand is empty.
        if free > 0
            && let Some(axe) = investigator.cards.iter().position(|h| h.def().rule == Some(Hook::Axe))
            && axe < 16
            && mask & (1 << axe) != 0
        {
            let magical = combat.enchanted & (1 << axe) != 0;
            total += i16::from(adjust(3, magical)) - i16::from(adjust(2, magical));
        }
        (total.clamp(0, 30) as i8, mask)
    }

    /// Weapons good for one combat are discarded once used (the Powder of Ibn-Ghazi also costs
    /// 1 Sanity).
    fn discard_used_once(&mut self, seat: u8, combat: &Combat, events: &mut Vec<Event>) {
        let (_, mask) = self.wielded(seat, combat);
        let investigator = &self.players[usize::from(seat)];
        let used: smallvec::SmallVec<[(usize, bool); 2]> = investigator
            .cards
            .iter()
            .enumerate()
            .filter(|(i, h)| {
                *i < 16
                    && mask & (1 << i) != 0
                    && h.def().deck != data::Deck::Spell
                    && (h.def().weapon.is_some_and(|w| w.once)
                        || h.def().rule == Some(Hook::PowderOfIbnGhazi))
            })
            .map(|(i, h)| (i, h.def().rule == Some(Hook::PowderOfIbnGhazi)))
            .collect();
        for &(i, powder) in used.iter().rev() {
            self.discard_held(seat, i, events);
            if powder {
                self.change(seat, StatKind::Sanity, -1, events);
            }
        }
    }

    // ----- Gates -----

    /// Closes the gate where a seat stands (sealing it with 5 Clues if it can, or with an
    /// Elder Sign card when `sign`): the gate trophy, matching monsters back to the cup.
    pub(crate) fn close_gate(&mut self, seat: u8, sign: bool, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        let Place::Location(location) = self.players[index].place else { return };
        let Some(world) = self.gates[usize::from(location)].take() else { return };
        let investigator = &mut self.players[index];
        investigator.gate_trophies.push(world);
        investigator.explored = false;
        // [DECISION] An investigator with the Clues to seal always seals the gate it closes: a
        // seal is never worse for the investigators.
        let cost = if sign { Some(0) } else { self.seal_cost() };
        let investigator = &mut self.players[index];
        let sealed = cost.is_some_and(|cost| investigator.clues >= cost);
        if let Some(cost) = cost.filter(|_| sealed) {
            investigator.clues -= cost;
            self.seals |= 1 << location;
        }
        events.push(Event::GateClosed { seat, location, sealed });
        if let Some(dimension) = crate::board::world_dimension(world) {
            let mut back = Vec::new();
            self.monsters.retain(|m| {
                let matches = data::MONSTERS[usize::from(m.kind)].dimension == dimension;
                if matches {
                    back.push(m.kind);
                }
                !matches
            });
            for kind in back {
                self.cup.put(kind);
            }
        }
        if self.seals.count_ones() >= 6 {
            self.finish(Ending::ElderSigns, events);
        } else if self.gates.iter().all(Option::is_none)
            && self.gate_trophies() >= usize::from(self.player_count())
        {
            self.finish(Ending::ClosedGates, events);
        }
    }

    /// Seals the gate with an Elder Sign card: 1 Sanity and 1 Stamina, a Doom token off the
    /// track, the card to the box.
    pub(crate) fn seal_with_sign(&mut self, seat: u8, events: &mut Vec<Event>) {
        let index = usize::from(seat);
        let Some(card) = self.players[index].holds("/elder-sign") else { return };
        if self.take_held(seat, card).is_none() {
            return;
        }
        self.elder_sign_cards += 1;
        self.doom = self.doom.saturating_sub(1);
        events.push(Event::Doom(self.doom));
        self.close_gate(seat, true, events);
        // [DECISION] The sixth Elder Sign wins at once: its price is not paid after the win.
        if self.phase != Phase::Over {
            self.change(seat, StatKind::Sanity, -1, events);
            self.change(seat, StatKind::Stamina, -1, events);
        }
    }
}
