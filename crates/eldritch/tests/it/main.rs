//! Integration tests of the Eldritch Horror engine: property checks over random games, the
//! rulebook's worked examples and derived edge cases.

// The game's tables, as the engine names them.
extern crate content_eldritch as content;

mod awakening;
mod bot;
mod cards_complex;
mod cards_location;
mod cards_monsters;
mod cards_mythos;
mod cards_possessions;
mod cards_research;
mod describe;
mod examples;
mod hidden;
mod investigators;
mod json;
mod properties;
