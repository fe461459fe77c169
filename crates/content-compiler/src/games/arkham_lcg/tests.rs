//! Tests of the Arkham Horror: The Card Game module.
