//! Compiles `content/data/arnak/*.toml` into this crate's tables (see `content_compiler::build`).

fn main() {
    content_compiler::build::run("arnak");
}
