//! Skill tests, steps ST.1–ST.8: commit, reveal a chaos token and resolve its symbol, value,
//! result, apply the results, end.

use content::arkham_lcg::{self as data, Effect, Skill, Timing, Token, Trigger as When};
use smallvec::SmallVec;

use crate::Event;
use crate::card::CardRef;
use crate::state::{Ctx, Frame, Inv, Pending, SkillTest, Source, State, Task, TestKind, TestStep, Until};

/// A chaos token as the kernel's chaos bag holds it.
pub(crate) fn to_chaos(token: Token) -> tabletop_core::chaos::ChaosToken {
    use tabletop_core::chaos::ChaosToken as C;
    match token {
        Token::Skull => C::Skull,
        Token::Cultist => C::Cultist,
        Token::Tablet => C::Tablet,
        Token::ElderThing => C::ElderThing,
        Token::AutoFail => C::AutoFail,
        Token::ElderSign => C::ElderSign,
        other => C::Number(other.modifier().unwrap_or(0)),
    }
}

/// The kernel's chaos token back as the content's.
pub(crate) fn from_chaos(token: tabletop_core::chaos::ChaosToken) -> Token {
    use tabletop_core::chaos::ChaosToken as C;
    match token {
        C::Skull => Token::Skull,
        C::Cultist => Token::Cultist,
        C::Tablet => Token::Tablet,
        C::ElderThing => Token::ElderThing,
        C::AutoFail | C::Curse => Token::AutoFail,
        C::ElderSign | C::Bless => Token::ElderSign,
        C::Number(n) => match n {
            1.. => Token::PlusOne,
            0 => Token::Zero,
            -1 => Token::MinusOne,
            -2 => Token::MinusTwo,
            -3 => Token::MinusThree,
            -4 => Token::MinusFour,
            -5 => Token::MinusFive,
            -6 => Token::MinusSix,
            -7 => Token::MinusSeven,
            _ => Token::MinusEight,
        },
    }
}

/// Whether a condition reads the test's result (so it is checked at ST.7).
fn on_result(condition: content::arkham_lcg::Condition) -> bool {
    use content::arkham_lcg::Condition::*;
    matches!(
        condition,
        Success | SuccessByTwo | SuccessByThree | Failure | SymbolRevealed | SkullOrFailRevealed
    )
}

/// Icons of a card that count for a skill.
pub(crate) fn icons(card: CardRef, skill: Skill) -> u8 {
    let Some(c) = card.player() else { return 0 };
    let i = c.icons;
    i.wild
        + match skill {
            Skill::Willpower => i.willpower,
            Skill::Intellect => i.intellect,
            Skill::Combat => i.combat,
            Skill::Agility => i.agility,
        }
}

impl State {
    /// ST.1: a test begins.
    #[allow(clippy::too_many_arguments, reason = "a test's parts, each named")]
    pub(crate) fn begin_test(
        &mut self,
        seat: Inv,
        skill: Skill,
        kind: TestKind,
        difficulty: u8,
        pass: &'static [Effect],
        fail: &'static [Effect],
        also: &'static [Effect],
        ctx: Ctx,
    ) {
        let no_token =
            self.lasting.iter().any(|l| l.inv == seat && l.what == crate::state::LastingKind::NoTokens);
        let intellect = self
            .lasting
            .iter()
            .any(|l| l.inv == seat && l.what == crate::state::LastingKind::IntellectForAll)
            && matches!(skill, Skill::Combat | Skill::Agility)
            // "May": intellect is used when it is the better value.
            && self.skill_value(seat, Skill::Intellect) > self.skill_value(seat, skill);
        self.tests.push(SkillTest {
            inv: seat,
            skill,
            kind,
            difficulty,
            difficulty_mod: 0,
            bonus: 0,
            committed: SmallVec::new(),
            others_done: 0,
            tokens: SmallVec::new(),
            token_mod: 0,
            auto_fail: false,
            auto_succeed: false,
            margin: None,
            extra_damage: 0,
            pass,
            fail,
            also,
            ctx,
            no_clues: false,
            extra_clues: 0,
            no_token,
            swap: intellect.then_some(Skill::Intellect),
            step: TestStep::Commit,
            shotgun: false,
            also_elder: false,
            token_fail: &[],
        });
        self.frames.push(Frame::Test);
        // The ability's own modifiers (a weapon's +1, Flashlight's shroud) apply to this test.
        let now: SmallVec<[&'static Effect; 4]> = also
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Effect::Skill(_)
                        | Effect::Value(_)
                        | Effect::Instead(_)
                        | Effect::ExtraDamage(_)
                        | Effect::Shroud(_)
                        | Effect::ValuePer(_)
                        | Effect::NoClues
                ) || matches!(e, Effect::If(b) if !on_result(b.when))
            })
            .collect();
        let mut scratch = Vec::new();
        for effect in now {
            self.effect(effect, ctx, &mut scratch);
        }
    }

    /// The investigator's current value for the test (ST.5), before the result.
    pub(crate) fn test_value(&self) -> i16 {
        let Some(t) = self.tests.last() else { return 0 };
        let skill = t.swap.unwrap_or(t.skill);
        let committed: i16 = t.committed.iter().map(|&(_, c)| i16::from(icons(c, t.skill))).sum();
        let value = self.skill_value(t.inv, skill) + committed + i16::from(t.bonus) + i16::from(t.token_mod);
        value.max(0)
    }

    /// The test's difficulty with its modifiers.
    pub(crate) fn test_difficulty(&self) -> i16 {
        let Some(t) = self.tests.last() else { return 0 };
        let mut d = i16::from(t.difficulty) + i16::from(t.difficulty_mod);
        if let TestKind::Investigate(l) = t.kind {
            for a in &self.locations[usize::from(l.0)].attached {
                for ability in a.card.abilities().iter().filter(|x| x.timing == Timing::Constant) {
                    for effect in ability.effects {
                        if let Effect::Shroud(v) = effect {
                            d += i16::from(*v);
                        }
                    }
                }
            }
        }
        d.max(0)
    }

    /// Cards `seat` may commit to the current test now.
    pub(crate) fn committable(&self, seat: Inv) -> SmallVec<[CardRef; 8]> {
        let mut out = SmallVec::new();
        let Some(t) = self.tests.last() else { return out };
        if t.step != TestStep::Commit {
            return out;
        }
        let tested = seat == t.inv;
        let peril = t.ctx.source_is_peril();
        if !tested && (peril || t.committed.iter().any(|&(o, _)| o == seat)) {
            return out;
        }
        for &card in &self.investigators[usize::from(seat)].hand {
            let Some(c) = card.player() else { continue };
            if icons(card, t.skill) == 0 || out.contains(&card) {
                continue;
            }
            if let Some(max) = c.max_committed
                && t.committed.iter().filter(|&&(_, x)| x == card).count() >= usize::from(max)
            {
                continue;
            }
            let held = self.investigators[usize::from(seat)].hand.iter().filter(|&&x| x == card).count();
            let used = t.committed.iter().filter(|&&(o, x)| o == seat && x == card).count();
            if used < held {
                out.push(card);
            }
        }
        out
    }

    /// Steps the test on top of the stack.
    pub(crate) fn test_step(&mut self, events: &mut Vec<Event>) {
        let Some(t) = self.tests.last() else { return };
        match t.step {
            TestStep::Commit => self.commit_step(),
            TestStep::Reveal => self.reveal_step(events),
            TestStep::Draw => {
                let seat = t.inv;
                if let Some(t) = self.tests.last_mut() {
                    t.step = TestStep::Result;
                }
                self.frames.push(Frame::Test);
                self.reveal_token(seat, events);
            }
            TestStep::Result => self.result_step(events),
            TestStep::Apply => self.apply_step(events),
            TestStep::End => self.end_test(events),
        }
    }

    fn commit_step(&mut self) {
        let Some(t) = self.tests.last() else { return };
        let tested = t.inv;
        let here = self.investigators[usize::from(tested)].at;
        let mut ask = None;
        let order: Vec<Inv> = self.in_order().collect();
        for seat in std::iter::once(tested).chain(order.into_iter().filter(|&s| s != tested)) {
            let done = t.others_done & (1 << seat) != 0;
            if done || (seat != tested && self.investigators[usize::from(seat)].at != here) {
                continue;
            }
            if !self.committable(seat).is_empty() || (seat == tested && !self.test_boosts(seat).is_empty()) {
                ask = Some(seat);
                break;
            }
        }
        self.frames.push(Frame::Test);
        match ask {
            Some(seat) => self.pending = Some(Pending::Commit(seat)),
            None => {
                if let Some(t) = self.tests.last_mut() {
                    t.step = TestStep::Reveal;
                }
            }
        }
    }

    /// [fast] abilities of `seat` that change the current test (Physical Training, Hyperawareness).
    pub(crate) fn test_boosts(&self, seat: Inv) -> SmallVec<[crate::window::Ability; 4]> {
        let mut out = SmallVec::new();
        if self.tests.last().is_none_or(|t| t.inv != seat || t.step != TestStep::Commit) {
            return out;
        }
        for &(source, holder) in self.sources().iter() {
            if holder != seat || !matches!(source, Source::Asset(_) | Source::Investigator(_)) {
                continue;
            }
            for (index, def) in self.abilities_of(source).iter().enumerate() {
                if def.timing != Timing::Fast || def.trigger != When::None {
                    continue;
                }
                let ability = crate::window::Ability { source, index: index as u8 };
                let boosts = def.effects.iter().any(|e| matches!(e, Effect::Skill(_) | Effect::Value(_)));
                let ctx = Ctx { inv: seat, source, enemy: None, trait_: None };
                if boosts && self.usable(ability, seat, ctx) {
                    out.push(ability);
                }
            }
        }
        out
    }

    /// `seat` stops committing.
    pub(crate) fn commit_done(&mut self, seat: Inv) {
        if let Some(t) = self.tests.last_mut() {
            t.others_done |= 1 << seat;
        }
    }

    /// `seat` commits `card`.
    pub(crate) fn commit(&mut self, seat: Inv, card: CardRef, events: &mut Vec<Event>) {
        let tested = self.tests.last().map(|t| t.inv);
        if let Some(t) = self.tests.last_mut() {
            t.committed.push((seat, card));
            if Some(seat) != tested {
                t.others_done |= 1 << seat;
            }
        }
        events.push(Event::Committed { inv: seat, card });
    }

    fn reveal_step(&mut self, events: &mut [Event]) {
        let Some(t) = self.tests.last_mut() else { return };
        let seat = t.inv;
        let skip = t.no_token;
        t.step = if skip { TestStep::Result } else { TestStep::Draw };
        self.frames.push(Frame::Test);
        if !skip {
            // Before the token is drawn: *when would reveal* responses (Grotesque Statue).
            let ctx = Ctx { inv: seat, source: Source::Scenario, enemy: None, trait_: None };
            self.open_window(When::WhenWouldRevealToken, ctx, events);
        }
    }

    /// Draws a chaos token for the current test and resolves it (Grotesque Statue: two are
    /// revealed and the investigator chooses the one that resolves).
    pub(crate) fn reveal_token(&mut self, seat: Inv, events: &mut Vec<Event>) {
        let Some(drawn) = self.chaos.draw(&mut self.rng) else { return };
        if self.statue_pick()
            && let Some(other) = self.chaos.draw(&mut self.rng)
        {
            events.push(Event::Token { inv: seat, token: drawn });
            events.push(Event::Token { inv: seat, token: other });
            let options = if other == drawn {
                SmallVec::from_slice(&[crate::action::Target::Option(0)])
            } else {
                SmallVec::from_slice(&[crate::action::Target::Option(0), crate::action::Target::Option(1)])
            };
            let ctx = Ctx { inv: seat, source: Source::Scenario, enemy: None, trait_: None };
            self.ask(seat, crate::state::PickFor::Hook(data::Hook::GrotesqueStatue, ctx), options, events);
            return;
        }
        events.push(Event::Token { inv: seat, token: drawn });
        self.resolve_token(seat, drawn, events);
    }

    /// ST.4: a revealed token resolves, then the windows around its reveal.
    pub(crate) fn resolve_token(
        &mut self,
        seat: Inv,
        drawn: tabletop_core::chaos::ChaosToken,
        events: &mut Vec<Event>,
    ) {
        let token = from_chaos(drawn);
        if let Some(t) = self.tests.last_mut() {
            t.tokens.push(token);
        }
        self.token_effect(token, seat, events);
        let ctx = Ctx { inv: seat, source: Source::Scenario, enemy: None, trait_: None };
        // A negative modifier, printed or a symbol's (Sure Gamble).
        if self.tests.last().is_some_and(|t| t.token_mod < 0) {
            self.open_window(When::AfterRevealNegativeToken, ctx, events);
        }
        self.open_window(When::WhenRevealToken, ctx, events);
    }

    /// ST.4: a token's effect.
    fn token_effect(&mut self, token: Token, seat: Inv, events: &mut Vec<Event>) {
        let hard =
            matches!(self.difficulty, crate::config::Difficulty::Hard | crate::config::Difficulty::Expert);
        let scenario = self.scenario_def();
        let list = if hard { scenario.hard_expert } else { scenario.easy_standard };
        let mut modifier: i16 = i16::from(token.modifier().unwrap_or(0));
        let mut auto_fail = token == Token::AutoFail;
        let mut fail: &'static [Effect] = &[];
        let enemy = self.tests.last().and_then(|t| match t.kind {
            TestKind::Fight(id) | TestKind::Evade(id) => Some(id),
            _ => None,
        });
        match token {
            Token::Skull | Token::Cultist | Token::Tablet | Token::ElderThing => {
                if let Some(def) = list.iter().find(|d| d.token == token) {
                    let ctx = Ctx { inv: seat, source: Source::Scenario, enemy, trait_: def.trait_ };
                    modifier = match def.x {
                        Some(count) => -(self.count(count, ctx) as i16),
                        None => i16::from(def.modifier),
                    };
                    fail = def.fail;
                    self.push_effects(def.effects, ctx);
                }
            }
            Token::ElderSign => {
                // Read through the text box (blank under Stubborn Detective).
                let abilities = self.abilities_of(Source::Investigator(seat));
                if let Some(ability) = abilities.iter().find(|a| a.timing == Timing::ElderSign) {
                    modifier = i16::from(ability.modifier);
                    let ctx =
                        Ctx { inv: seat, source: Source::Investigator(seat), enemy, trait_: ability.trait_ };
                    if ability.when == content::arkham_lcg::Condition::Always
                        || !matches!(
                            ability.when,
                            content::arkham_lcg::Condition::Success | content::arkham_lcg::Condition::Failure
                        )
                    {
                        if self.condition_holds(ability.when, ability.card, ctx) {
                            self.push_effects(ability.effects, ctx);
                        }
                    } else if let Some(t) = self.tests.last_mut() {
                        t.also_elder = true;
                    }
                }
                if crate::hooks::elder_sign_is_auto_fail(self, seat) {
                    auto_fail = true;
                }
            }
            _ => {}
        }
        modifier = crate::hooks::token_modifier(self, seat, modifier);
        if let Some(t) = self.tests.last_mut() {
            t.token_mod = modifier.clamp(-20, 20) as i8;
            t.auto_fail |= auto_fail;
            t.token_fail = fail;
        }
        let _ = events;
    }

    fn result_step(&mut self, events: &mut Vec<Event>) {
        if std::mem::take(&mut self.reveal_another) {
            // Another token: its modifier adds to the first (and its effects resolve).
            let before = self.tests.last().map_or(0, |t| t.token_mod);
            let seat = self.tests.last().map_or(0, |t| t.inv);
            self.frames.push(Frame::Test);
            self.reveal_token(seat, events);
            if let Some(t) = self.tests.last_mut() {
                t.token_mod = t.token_mod.saturating_add(before);
            }
            return;
        }
        let value = self.test_value();
        let difficulty = self.test_difficulty();
        let Some(t) = self.tests.last_mut() else { return };
        // An automatic failure treats the skill value as 0.
        let value = if t.auto_fail { 0 } else { value };
        let success = !t.auto_fail && (t.auto_succeed || value >= difficulty);
        let margin = if t.auto_fail {
            -difficulty.max(1)
        } else if t.auto_succeed {
            value
        } else {
            value - difficulty
        };
        t.margin = Some(if success { margin.max(0) } else { margin.min(-1) });
        t.step = TestStep::Apply;
        let seat = t.inv;
        let ctx = Ctx { inv: seat, source: Source::Rules, enemy: None, trait_: None };
        events.push(Event::TestResult { inv: seat, value, difficulty, success });
        self.frames.push(Frame::Test);
        if !success {
            self.open_window(When::WhenWouldFailTest, ctx, events);
        }
    }

    /// Re-reads the result after a *when would fail* response changed the value.
    fn final_success(&mut self) -> bool {
        let Some(t) = self.tests.last() else { return false };
        if t.auto_fail {
            return false;
        }
        if t.margin.is_some_and(|m| m >= 0) {
            return true;
        }
        let value = self.test_value();
        let difficulty = self.test_difficulty();
        let success = t.auto_succeed || value >= difficulty;
        if let Some(t) = self.tests.last_mut() {
            t.margin = Some(if success { (value - difficulty).max(0) } else { (value - difficulty).min(-1) });
        }
        success
    }

    fn apply_step(&mut self, events: &mut Vec<Event>) {
        let success = self.final_success();
        let Some(t) = self.tests.last_mut() else { return };
        t.step = TestStep::End;
        let t = t.clone();
        self.frames.push(Frame::Test);
        let seat = t.inv;
        let ctx = t.ctx;
        let margin = t.margin.unwrap_or(0);
        let at = self.investigators[usize::from(seat)].at;
        let you = Ctx { inv: seat, source: Source::Investigator(seat), enemy: ctx.enemy, trait_: None };
        // Triggers after the result (pushed first, so they resolve after the results).
        if success {
            match t.kind {
                TestKind::Investigate(_) => {
                    if margin >= 2 {
                        self.open_window(When::AfterInvestigateByTwo, you, events);
                    }
                    self.open_window(When::AfterSuccessfulInvestigate, you, events);
                    self.open_window(When::AfterAttachedInvestigated, you, events);
                }
                TestKind::Evade(id) => {
                    let evaded = Ctx { enemy: Some(id), ..you };
                    self.open_window(When::AfterYouEvade, evaded, events);
                    self.open_window(When::AfterEnemyAtLocationEvaded, evaded, events);
                    self.open_window(When::AfterThisEvaded, evaded, events);
                }
                _ => {}
            }
        } else {
            if matches!(t.kind, TestKind::Investigate(_)) && margin >= -2 {
                self.open_window(When::AfterFailInvestigateByTwoOrLess, you, events);
            }
            self.open_window(When::AfterFailTest, you, events);
            if let TestKind::Fight(id) = t.kind
                && self.enemy(id).is_some_and(|e| {
                    !e.exhausted && !e.blank && e.card.has_keyword(content::arkham_lcg::Keyword::Retaliate)
                })
            {
                self.frames.push(Frame::Task(Task::Retaliate(id, seat)));
            }
        }
        // Committed skill cards' effects.
        for &(owner, card) in t.committed.iter().rev() {
            for ability in card.abilities().iter().filter(|a| a.timing == Timing::Commit) {
                let cctx =
                    Ctx { inv: owner, source: Source::Card(card), enemy: ctx.enemy, trait_: ability.trait_ };
                if self.condition_holds(ability.when, ability.card, cctx) {
                    let list = ability.effects;
                    let now: &'static [Effect] = list;
                    self.push_effects(now, Ctx { inv: seat, ..cctx });
                }
            }
        }
        // The elder sign's effect on success.
        if t.also_elder {
            let abilities = self.abilities_of(Source::Investigator(seat));
            if let Some(ability) = abilities.iter().find(|a| a.timing == Timing::ElderSign) {
                let ectx = Ctx {
                    inv: seat,
                    source: Source::Investigator(seat),
                    enemy: ctx.enemy,
                    trait_: ability.trait_,
                };
                if self.condition_holds(ability.when, ability.card, ectx) {
                    self.push_effects(ability.effects, ectx);
                }
            }
        }
        // The ability's conditional effects (resolved with the result known).
        let later: &'static [Effect] = t.also;
        for effect in later.iter().rev() {
            if matches!(effect, Effect::If(b) if on_result(b.when)) {
                self.frames.push(Frame::Effects(
                    tabletop_core::resolve::Program::new(std::slice::from_ref(effect)),
                    ctx,
                ));
            } else if let Effect::Discover(_)
            | Effect::DamageEnemy(_)
            | Effect::Resources(_)
            | Effect::Draw(_)
            | Effect::AutoEvade
            | Effect::Horror(_)
            | Effect::Damage(_)
            | Effect::Custom(_) = effect
            {
                self.frames.push(Frame::Effects(
                    tabletop_core::resolve::Program::new(std::slice::from_ref(effect)),
                    ctx,
                ));
            }
        }
        // The rules' result.
        if success {
            self.push_effects(t.pass, ctx);
            match t.kind {
                TestKind::Investigate(l) => {
                    if !t.no_clues {
                        self.discover(seat, l, 1 + t.extra_clues, events);
                    }
                }
                TestKind::Fight(id) => {
                    let damage = crate::hooks::attack_damage(self, &t, 1 + t.extra_damage, margin);
                    self.frames.push(Frame::Task(Task::DamageEnemy(id, damage, seat)));
                }
                TestKind::Evade(id) => self.evade(seat, id, events),
                TestKind::Card => {}
            }
        } else {
            self.push_effects(t.fail, ctx);
            self.push_effects(
                t.token_fail,
                Ctx { inv: seat, source: Source::Scenario, enemy: ctx.enemy, trait_: None },
            );
            if let TestKind::Fight(id) = t.kind
                && let Some(other) = self.enemy(id).and_then(|e| e.engaged).filter(|&o| o != seat)
                && !self.enemy(id).is_some_and(|e| e.card.has_keyword(content::arkham_lcg::Keyword::Massive))
            {
                let damage = crate::hooks::attack_damage(self, &t, 1 + t.extra_damage, margin);
                self.harm(other, damage, 0, false, None);
            }
        }
        let _ = at;
    }

    fn end_test(&mut self, events: &mut Vec<Event>) {
        let Some(t) = self.tests.pop() else { return };
        for &(owner, card) in &t.committed {
            let hand = &mut self.investigators[usize::from(owner)].hand;
            if let Some(pos) = hand.iter().position(|&c| c == card) {
                hand.remove(pos);
                self.investigators[usize::from(owner)].discard.put(card);
            }
        }
        self.chaos.return_revealed();
        self.end_lasting(Until::Test);
        events.push(Event::TestEnds { inv: t.inv });
        let _ = data::SCENARIOS;
    }
}

impl Ctx {
    /// Whether the card resolving is a Peril encounter card (others cannot commit).
    pub(crate) fn source_is_peril(&self) -> bool {
        match self.source {
            Source::Card(card) => card.has_keyword(content::arkham_lcg::Keyword::Peril),
            _ => false,
        }
    }
}
