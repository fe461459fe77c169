//! Static content tables compiled from `content/data/**.toml` at build time.
