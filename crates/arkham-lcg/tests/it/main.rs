//! Integration tests of Arkham Horror: The Card Game through the public API.

mod bot;
mod describe;
mod examples;
mod hooks;
mod json;
mod properties;
mod rules;
mod saves;
mod windows;
