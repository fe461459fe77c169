//! Compiles `content/data/evil-priest/*.toml` into this crate's tables (see `content_compiler::build`).

fn main() {
    content_compiler::build::run("evil-priest");
}
