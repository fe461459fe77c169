//! Lost Ruins of Arnak's content: the tables compiled from `content/data/arnak/*.toml` at build time, in
//! [`arnak`].
//!
//! Designers edit only `content/data/arnak/`; the build script runs `content-compiler`, which
//! checks the files and writes Rust statics into `OUT_DIR`. Nothing parses TOML at run time.
//! Each game's tables are a crate of their own, so an edit to one game's data rebuilds that game
//! alone. The engine names this crate `content` (`content::arnak::…`).
//!
//! Architecture invariant: this crate holds data and its types, never rules.

#![forbid(unsafe_code)]

pub mod arnak;
