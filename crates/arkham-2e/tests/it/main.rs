//! Integration tests of the Arkham Horror (2nd edition) engine: property checks over random
//! games, the rulebook's worked examples and derived cases.

// The game's tables, as the engine names them.
extern crate content_arkham_2e as content;

mod ancient;
mod bot;
mod derived;
mod examples;
mod fixtures;
mod hooks;
mod json;
mod lasting;
mod properties;
mod rules;
mod text;
