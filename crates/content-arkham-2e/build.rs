//! Compiles `content/data/arkham-2e/*.toml` into this crate's tables (see `content_compiler::build`).

fn main() {
    content_compiler::build::run("arkham-2e");
}
