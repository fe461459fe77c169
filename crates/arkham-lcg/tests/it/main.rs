//! Integration tests of Arkham Horror: The Card Game through the public API.

mod properties;
mod rules;
