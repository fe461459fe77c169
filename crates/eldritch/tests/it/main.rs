//! Integration tests of the Eldritch Horror engine: property checks over random games, the
//! rulebook's worked examples and derived edge cases.

mod awakening;
mod examples;
mod investigators;
mod properties;
