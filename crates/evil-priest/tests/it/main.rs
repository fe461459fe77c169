//! Integration tests of the Evil High Priest engine: the engine contract on random games, the
//! rulebook's worked examples and edge cases derived from the rules.

// The game's tables, as the engine names them.
extern crate content_evil_priest as content;

mod bots;
mod derived;
mod describe;
mod examples;
mod json;
mod length;
mod pick;
mod properties;
mod published;
mod support;
