//! Integration tests of the Arkham Horror (2nd edition) engine: property checks over random
//! games, the rulebook's worked examples and derived cases.

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
