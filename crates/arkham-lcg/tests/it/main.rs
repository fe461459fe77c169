//! Integration tests of Arkham Horror: The Card Game through the public API.

// The game's tables, as the engine names them.
extern crate content_arkham_lcg as content;

mod bot;
mod describe;
mod examples;
mod hooks;
mod json;
mod properties;
mod rules;
mod saves;
mod windows;
