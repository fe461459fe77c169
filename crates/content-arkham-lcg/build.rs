//! Compiles `content/data/arkham-lcg/*.toml` into this crate's tables (see `content_compiler::build`).

fn main() {
    content_compiler::build::run("arkham-lcg");
}
