//! Rules engine for Lost Ruins of Arnak.
