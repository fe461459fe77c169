//! Compiles `content/data/eldritch/*.toml` into this crate's tables (see `content_compiler::build`).

fn main() {
    content_compiler::build::run("eldritch");
}
