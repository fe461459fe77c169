//! Integration tests of the Arnak engine: property checks over random games, rule facts
//! (travel payment, research legality, effects, hooks, the row, the Rival, scoring) and bots.

// The game's tables, as the engine names them.
extern crate content_arnak as content;

mod bots;
mod describe;
mod effects;
mod examples;
mod json;
mod properties;
mod rules;
mod solo_arrows;
mod support;
