//! Project chores, run as `cargo xtask <command>`.
//!
//! - `ci [--skip-tests]`: what CI runs, in CI's order (fmt check, tidy, clippy with warnings denied, tests with
//!   snapshots never written, a build of the CLI without games).
//! - `tidy`: house-style checks (module docs, no `#[should_panic]`/`#[ignore]`, no trailing
//!   whitespace, an Unreleased section in CHANGELOG.md, workspace-only path dependencies).
//! - `content check`: the content compiler's diagnostics, without building the engines.
//! - `content coverage`: entries against the rulebooks' component counts, per game and kind.
//! - `props <game> [games]`: the long property run (10,000 games by default) in release mode.
//!
//! Architecture invariant: xtask is the only automation; `.ci/run` calls it and nothing else
//! hides steps of its own.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

fn main() -> std::process::ExitCode {
    match run_command() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            // No backtrace: the messages above already say what is wrong and where.
            eprintln!("error: {error:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run_command() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let root = project_root();
    std::env::set_current_dir(&root)?;
    match args.as_slice() {
        ["ci"] => ci(true),
        ["ci", "--skip-tests"] => ci(false),
        ["tidy"] => tidy(&root),
        ["content", "check"] => content_check(&root),
        ["content", "coverage"] => content_coverage(&root),
        ["props", game] => props(game, "10000"),
        ["props", game, games] => props(game, games),
        _ => {
            eprintln!(
                "usage: cargo xtask <ci | tidy | content check | content coverage | props <game> [games]>"
            );
            bail!("unknown command: {}", args.join(" "))
        }
    }
}

fn project_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask lives in the workspace root").to_path_buf()
}

fn run(program: &str, args: &[&str], envs: &[(&str, &str)]) -> Result<()> {
    eprintln!("$ {program} {}", args.join(" "));
    let status = Command::new(program)
        .args(args)
        .envs(envs.iter().copied())
        .status()
        .with_context(|| format!("could not start {program}"))?;
    if !status.success() {
        bail!("`{program} {}` failed with {status}", args.join(" "));
    }
    Ok(())
}

fn ci(with_tests: bool) -> Result<()> {
    let strict = [("RUSTFLAGS", "-D warnings"), ("CARGO_INCREMENTAL", "0"), ("INSTA_UPDATE", "no")];
    run("cargo", &["fmt", "--all", "--", "--check"], &[])?;
    tidy(&project_root())?;
    run(
        "cargo",
        &["clippy", "--workspace", "--all-targets", "--all-features", "--", "-D", "warnings"],
        &strict,
    )?;
    if with_tests {
        run("cargo", &["test", "--workspace"], &strict)?;
    }
    run("cargo", &["check", "-p", "tabletop-cli", "--no-default-features"], &strict)?;
    eprintln!("xtask ci: all checks passed");
    Ok(())
}

fn props(game: &str, games: &str) -> Result<()> {
    run(
        "cargo",
        &["test", "--release", "-p", game, "--test", "it", "properties::", "--", "--nocapture"],
        &[("PROPERTY_GAMES", games)],
    )
}

fn content_check(root: &Path) -> Result<()> {
    let diagnostics = content_compiler::check(&root.join("content/data"));
    for diagnostic in &diagnostics {
        println!("{diagnostic}");
    }
    if diagnostics.is_empty() {
        println!("content: no problems found");
        Ok(())
    } else {
        bail!("content: {} problem(s)", diagnostics.len())
    }
}

fn content_coverage(root: &Path) -> Result<()> {
    match content_compiler::coverage(&root.join("content/data")) {
        Ok(rows) => {
            print!("{}", content_compiler::CoverageTable(&rows));
            Ok(())
        }
        Err(diagnostics) => {
            for diagnostic in &diagnostics {
                println!("{diagnostic}");
            }
            bail!("content: {} problem(s)", diagnostics.len())
        }
    }
}

/// House-style checks that neither rustfmt nor clippy make.
fn tidy(root: &Path) -> Result<()> {
    let mut problems = Vec::new();
    let mut files = Vec::new();
    for dir in ["crates", "content/src", "content/build.rs", "xtask/src"] {
        collect_rs(&root.join(dir), &mut files);
    }
    for file in &files {
        let text = std::fs::read_to_string(file)?;
        let rel = file.strip_prefix(root).unwrap_or(file).display().to_string();
        let is_test = rel.contains("/tests/") || rel.ends_with("tests.rs");
        if !is_test && !text.trim_start().starts_with("//!") {
            problems.push(format!("{rel}:1: a module starts with a `//!` doc line"));
        }
        for (n, line) in text.lines().enumerate() {
            if line.ends_with(' ') || line.ends_with('\t') {
                problems.push(format!("{rel}:{}: trailing whitespace", n + 1));
            }
            let code = line.trim_start();
            if code.starts_with("#[should_panic") || code.starts_with("#[ignore") {
                problems.push(format!("{rel}:{}: no #[should_panic] or #[ignore]: assert the Err", n + 1));
            }
        }
    }
    let changelog = std::fs::read_to_string(root.join("CHANGELOG.md")).unwrap_or_default();
    if !changelog.contains("## Unreleased") {
        problems.push("CHANGELOG.md: needs an `## Unreleased` section on top".to_owned());
    }
    let mut manifests = Vec::new();
    collect_named(&root.join("crates"), "Cargo.toml", &mut manifests);
    manifests.push(root.join("content/Cargo.toml"));
    manifests.push(root.join("xtask/Cargo.toml"));
    for manifest in manifests {
        let text = std::fs::read_to_string(&manifest)?;
        for (n, line) in text.lines().enumerate() {
            if line.contains("path =") && !line.trim_start().starts_with("path = \"src/") {
                let rel = manifest.strip_prefix(root).unwrap_or(&manifest).display().to_string();
                problems
                    .push(format!("{rel}:{}: path dependencies go through [workspace.dependencies]", n + 1));
            }
        }
    }
    for problem in &problems {
        println!("{problem}");
    }
    if problems.is_empty() {
        eprintln!("tidy: ok ({} Rust files)", files.len());
        Ok(())
    } else {
        bail!("tidy: {} problem(s)", problems.len())
    }
}

fn collect_rs(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_file() {
        if path.extension().is_some_and(|e| e == "rs") {
            out.push(path.to_path_buf());
        }
        return;
    }
    let Ok(entries) = std::fs::read_dir(path) else { return };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for entry in entries {
        if entry.file_name().is_some_and(|n| n == "target" || n == "snapshots") {
            continue;
        }
        collect_rs(&entry, out);
    }
}

fn collect_named(path: &Path, name: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(path) else { return };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for entry in entries {
        if entry.is_dir() {
            collect_named(&entry, name, out);
        } else if entry.file_name().is_some_and(|n| n == name) {
            out.push(entry);
        }
    }
}
