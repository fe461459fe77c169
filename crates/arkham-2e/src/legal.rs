//! The legal actions: what the decision waiting lets a seat do, listed for the kernel's `Sink`.

use content::arkham_2e::{self as data, Keyword};

use crate::action::Action;
use crate::board::{Map, Place};
use crate::state::{Foe, Pending, Phase, State};

impl State {
    pub(crate) fn legal(&self, seat: u8, out: &mut (impl tabletop_core::legal::Sink<Action> + ?Sized)) {
        let Some((waiting, pending)) = &self.pending else { return };
        if *waiting != seat {
            return;
        }
        let investigator = &self.players[usize::from(seat)];
        match pending {
            Pending::Sliders => {
                let focus = investigator.def().focus;
                let [a, b, c] = investigator.sliders;
                for x in 0..4u8 {
                    for y in 0..4u8 {
                        for z in 0..4u8 {
                            if x.abs_diff(a) + y.abs_diff(b) + z.abs_diff(c) <= focus {
                                out.push(Action::Sliders([x, y, z]));
                            }
                        }
                    }
                }
            }
            Pending::Trade => {
                out.push(Action::Stop);
                self.trades(seat, out);
            }
            Pending::Move => {
                let mut faced = false;
                for id in self.unfaced(seat) {
                    faced = true;
                    out.push(Action::Evade(id));
                    out.push(Action::Fight(id));
                }
                if !faced {
                    out.push(Action::Stop);
                    self.trades(seat, out);
                    for (i, held) in investigator.cards.iter().enumerate() {
                        let def = held.def();
                        let usable =
                            !held.exhausted && !def.on_use.is_empty() && def.movement_cost <= self.movement;
                        if i < 256 && (usable || self.patrol_wagon_usable(seat, i)) {
                            out.push(Action::UseCard(i as u8));
                        }
                    }
                    if self.movement > 0 && !self.stopped {
                        for to in Map::get().adjacent(investigator.place) {
                            if self.may_step(investigator.place, to) {
                                out.push(Action::Move(to));
                            }
                        }
                    }
                }
            }
            Pending::Check(check) => {
                out.push(Action::Accept);
                if self.players[usize::from(check.seat)].clues > 0 {
                    out.push(Action::SpendClue);
                }
                if self.research_ready(check) {
                    out.push(Action::Research);
                }
                for (i, held) in self.players[usize::from(check.seat)].cards.iter().enumerate() {
                    if i < 256 && self.check_card_usable(check, held) {
                        out.push(Action::UseCard(i as u8));
                    }
                }
            }
            Pending::FaceEncounter(_) => {
                out.push(Action::Attack);
                out.push(Action::Flee);
            }
            Pending::Combat => {
                out.push(Action::Attack);
                if let Some(combat) = &self.combat {
                    if !matches!(combat.foe, Foe::Ancient)
                        && !self.foe_has(combat, Keyword::Ambush)
                        && self.flee_can_end(seat, combat.kind)
                    {
                        out.push(Action::Flee);
                    }
                    for i in 0..investigator.cards.len().min(256) {
                        if self.castable(seat, i, combat) {
                            out.push(Action::Cast(i as u8));
                        }
                        if self.flute_ready(seat, i) {
                            out.push(Action::UseCard(i as u8));
                        }
                    }
                }
            }
            Pending::Gate => {
                out.push(Action::Close { fight: false });
                out.push(Action::Close { fight: true });
                if investigator.holds("/elder-sign").is_some() {
                    out.push(Action::Seal);
                }
                out.push(Action::Pass);
            }
            Pending::Special => {
                out.push(Action::Special);
                out.push(Action::Pass);
            }
            Pending::Choose(choice) => self.choice_actions(seat, choice, out),
            Pending::Return => {
                for place in self.arkham_places() {
                    out.push(Action::PlaceAt(place));
                }
            }
        }
    }

    /// Trades the seat may make now: its Common Items, Unique Items, Spells and money to each
    /// investigator in the same area (anyone, in the final battle). (Only the seat whose turn it
    /// is gives, so trades cannot loop.)
    pub(crate) fn trades(&self, seat: u8, out: &mut (impl tabletop_core::legal::Sink<Action> + ?Sized)) {
        let investigator = &self.players[usize::from(seat)];
        let anywhere = self.phase == Phase::Battle;
        for to in 0..self.player_count() {
            let other = &self.players[usize::from(to)];
            if to == seat || other.out || (other.place != investigator.place && !anywhere) {
                continue;
            }
            for (i, held) in investigator.cards.iter().enumerate() {
                let tradable = matches!(
                    held.def().deck,
                    data::Deck::CommonItem | data::Deck::UniqueItem | data::Deck::Spell
                );
                if tradable && i < 256 {
                    out.push(Action::Give { to, card: i as u8 });
                }
            }
            if investigator.money > 0 {
                out.push(Action::GiveMoney { to });
            }
        }
    }

    /// Whether the seat has a trade to make now (then it is asked; else nobody is).
    pub(crate) fn can_trade(&self, seat: u8) -> bool {
        let mut trades = Vec::new();
        self.trades(seat, &mut trades);
        !trades.is_empty()
    }

    /// Every street and location that is on the map and not closed.
    pub(crate) fn arkham_places(&self) -> impl Iterator<Item = Place> + '_ {
        let locations = data::LOCATIONS
            .iter()
            .enumerate()
            .filter(|(i, l)| !l.hidden && !self.closed_now(*i as u8))
            .map(|(i, _)| Place::Location(i as u8));
        locations.chain((0..data::NEIGHBOURHOODS.len() as u8).map(Place::Street))
    }
}
