//! Arkham Horror: The Card Game's content: the tables compiled from `content/data/arkham-lcg/*.toml` at build time, in
//! [`arkham_lcg`].
//!
//! Designers edit only `content/data/arkham-lcg/`; the build script runs `content-compiler`, which
//! checks the files and writes Rust statics into `OUT_DIR`. Nothing parses TOML at run time.
//! Each game's tables are a crate of their own, so an edit to one game's data rebuilds that game
//! alone. The engine names this crate `content` (`content::arkham_lcg::…`).
//!
//! Architecture invariant: this crate holds data and its types, never rules.

#![forbid(unsafe_code)]

pub mod arkham_lcg {
    //! Arkham Horror: The Card Game's tables (core set, the Night of the Zealot campaign), generated
    //! from `content/data/arkham-lcg/*.toml` by `content-compiler`, and their types (declared once in
    //! `content_schema::arkham_lcg`).
    //!
    //! Architecture invariant: these are plain `'static` data with no behaviour beyond small
    //! accessors; the `arkham-lcg` crate interprets them. Every card is keyed by its arkhamdb code.
    //! Text the [`Effect`] vocabulary cannot express is an [`Effect::Custom`] [`Hook`] the engine
    //! implements by name.
    //!
    //! Tables: [`INVESTIGATORS`], [`PLAYER_CARDS`], [`DEFAULT_DECKS`], [`SCENARIOS`] (in campaign
    //! order), [`AGENDAS`], [`ACTS`], [`LOCATIONS`], [`ENEMIES`], [`TREACHERIES`],
    //! [`ENCOUNTER_SETS`], [`CAMPAIGN_LOG`] and [`HOOKS`].

    pub use content_schema::arkham_lcg::*;

    #[allow(missing_docs, reason = "generated tables carry their own docs where they can")]
    mod generated {
        use super::*;
        include!(concat!(env!("OUT_DIR"), "/arkham-lcg.rs"));
    }

    pub use generated::*;

    /// Any card with this arkhamdb code, by kind.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Card {
        /// An investigator.
        Investigator(&'static InvestigatorDef),
        /// A player card.
        Player(&'static PlayerCardDef),
        /// A scenario reference card.
        Scenario(&'static ScenarioDef),
        /// An agenda.
        Agenda(&'static AgendaDef),
        /// An act.
        Act(&'static ActDef),
        /// A location.
        Location(&'static LocationDef),
        /// An encounter enemy.
        Enemy(&'static EnemyDef),
        /// An encounter treachery.
        Treachery(&'static TreacheryDef),
    }

    /// The card with this code (`"01016"`), whatever its kind.
    pub fn card(code: &str) -> Option<Card> {
        fn find<T>(list: &'static [T], id: impl Fn(&T) -> &str, code: &str) -> Option<&'static T> {
            list.binary_search_by(|entry| id(entry).cmp(code)).ok().map(|index| &list[index])
        }
        find(INVESTIGATORS, |e| e.id, code)
            .map(Card::Investigator)
            .or_else(|| find(PLAYER_CARDS, |e| e.id, code).map(Card::Player))
            .or_else(|| SCENARIOS.iter().find(|e| e.id == code).map(Card::Scenario))
            .or_else(|| find(AGENDAS, |e| e.id, code).map(Card::Agenda))
            .or_else(|| find(ACTS, |e| e.id, code).map(Card::Act))
            .or_else(|| find(LOCATIONS, |e| e.id, code).map(Card::Location))
            .or_else(|| find(ENEMIES, |e| e.id, code).map(Card::Enemy))
            .or_else(|| find(TREACHERIES, |e| e.id, code).map(Card::Treachery))
    }

    /// The player card with this code.
    pub fn player_card(code: &str) -> Option<&'static PlayerCardDef> {
        PLAYER_CARDS.binary_search_by(|card| card.id.cmp(code)).ok().map(|index| &PLAYER_CARDS[index])
    }

    /// The default deck of an investigator.
    pub fn default_deck(investigator: &str) -> Option<&'static DeckDef> {
        DEFAULT_DECKS.iter().find(|deck| deck.investigator == investigator)
    }

    /// The scenario whose reference card has this code.
    pub fn scenario(code: &str) -> Option<&'static ScenarioDef> {
        SCENARIOS.iter().find(|scenario| scenario.id == code)
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn every_reference_resolves_and_decks_fill_up() {
            for scenario in SCENARIOS {
                for code in scenario
                    .agendas
                    .iter()
                    .chain(scenario.acts)
                    .chain(scenario.locations)
                    .chain(scenario.set_aside)
                {
                    assert!(card(code).is_some(), "{} names {code}", scenario.name);
                }
            }
            for investigator in INVESTIGATORS {
                let deck = default_deck(investigator.id).expect("every investigator has a default deck");
                let size: u32 = deck.cards.iter().map(|(_, n)| u32::from(*n)).sum();
                assert_eq!(size, u32::from(investigator.deck_size), "{}", investigator.name);
                for code in investigator.required {
                    assert!(player_card(code).is_some_and(|card| card.signature_of == Some(investigator.id)));
                }
            }
            let gathering = scenario("01104").expect("The Gathering");
            assert_eq!(gathering.chaos_bag.standard.len(), 16);
            assert!(matches!(card("01116"), Some(Card::Enemy(priest)) if priest.health.with(2) == 10));
        }
    }
}
