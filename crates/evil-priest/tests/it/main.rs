//! Integration tests of the Evil High Priest engine: the engine contract on random games, the
//! rulebook's worked examples and edge cases derived from the rules.

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
