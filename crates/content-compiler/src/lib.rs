//! Compiles `content/data/<game>/*.toml` into Rust source for the `content` crate.
