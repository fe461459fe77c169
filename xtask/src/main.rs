//! Project chores, run as `cargo xtask <command>`.
//!
//! - `ci [--skip-tests]`: what CI runs, in CI's order (fmt check, tidy, clippy with warnings denied, tests with
//!   snapshots never written, a build of the CLI without games, then `content edit-check`, which
//!   `--skip-tests` keeps: it skips only `cargo test --workspace`).
//! - `tidy`: house-style checks (module docs, no `#[should_panic]`/`#[ignore]`, no trailing
//!   whitespace, an Unreleased section in CHANGELOG.md, workspace-only path dependencies).
//! - `content check`: the content compiler's diagnostics, without building the engines.
//! - `content coverage`: entries against the rulebooks' component counts, per game and kind.
//!   Both read `content/data`, or the directory `TABLETOP_CONTENT_DIR` names, as the build does.
//! - `content edit-check`: the replay corpus against edited content, rebuilt. In each game a new
//!   entry is inserted mid-file (its id sorting before entries the corpus uses, so their table
//!   positions shift) and every recorded game must replay to its stored transcript; then an id a
//!   replay names is retired and `tabletop replay` must refuse that replay naming it, without a
//!   panic. Two builds of the corpus test (test profile) against copies of `content/data`
//!   (`TABLETOP_CONTENT_DIR`), in `<target>/content-edit-check/`, the second recompiling only the
//!   content crates, the engines and the CLI, then a copy with a broken Eldritch file, against
//!   which `cargo check -p arnak` must pass and `cargo check -p eldritch` must name the file; the edits are listed in `xtask/src/edit_check.rs`.
//!   `--data-only` only makes the two edited copies and compiles them in-process (no build).
//! - `props <game> [games]`: the long property run (10,000 games by default) in release mode.
//! - `perf [game]`: callgrind instruction counts per random playout (Arnak 2 players, Evil High
//!   Priest 3, Eldritch Horror 4; fixed seeds), the figure to compare between two commits.
//!
//! Architecture invariant: xtask is the only automation; `.ci/run` calls it and nothing else
//! hides steps of its own.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

mod edit_check;

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
        ["content", "edit-check"] => edit_check::run(&root, &target_dir()?, false),
        ["content", "edit-check", "--data-only"] => edit_check::run(&root, &target_dir()?, true),
        ["props", game] => props(game, "10000"),
        ["props", game, games] => props(game, games),
        ["perf"] => perf(None),
        ["perf", game] => perf(Some(game)),
        _ => {
            eprintln!(
                "usage: cargo xtask <ci | tidy | content check | content coverage | content edit-check [--data-only] | props <game> [games] | perf [game]>"
            );
            bail!("unknown command: {}", args.join(" "))
        }
    }
}

fn project_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask lives in the workspace root").to_path_buf()
}

/// Where cargo puts what it builds: `CARGO_TARGET_DIR` when set (cargo reads a relative one
/// from the current directory), else `target/` in the workspace.
fn target_dir() -> Result<PathBuf> {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) if !dir.is_empty() => Ok(std::env::current_dir()?.join(dir)),
        _ => Ok(project_root().join("target")),
    }
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
    // Not a workspace test: `--skip-tests` (the tests ran before, as in `.ci/run`) keeps it.
    edit_check::run(&project_root(), &target_dir()?, false)?;
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

/// The games `perf` measures: id, players, and the two playout counts whose difference is
/// measured (so process start-up and setup of the binary cancel out).
const PERF_GAMES: &[(&str, u8, u32, u32)] = &[
    ("arnak", 2, 20, 120),
    ("evil-priest", 3, 20, 120),
    ("eldritch", 4, 10, 60),
    ("arkham-2e", 4, 20, 120),
    ("arkham-lcg", 2, 20, 120),
];

/// Instructions per random playout, counted by callgrind (the same on a busy or an idle
/// machine, unlike seconds).
fn perf(only: Option<&str>) -> Result<()> {
    let games: Vec<_> = PERF_GAMES.iter().filter(|(id, ..)| only.is_none_or(|only| only == *id)).collect();
    if games.is_empty() {
        let known: Vec<&str> = PERF_GAMES.iter().map(|(id, ..)| *id).collect();
        bail!("perf: unknown game `{}` (known: {})", only.unwrap_or_default(), known.join(", "));
    }
    run("cargo", &["build", "--release", "-p", "tabletop-cli"], &[])?;
    let binary = target_dir()?.join("release/tabletop");
    println!("{:<12} {:>7} {:>22} {:>18}", "game", "players", "instructions/playout", "actions/playout");
    for &&(game, players, small, large) in &games {
        let (few, few_actions) = callgrind_playouts(&binary, game, players, small)?;
        let (many, many_actions) = callgrind_playouts(&binary, game, players, large)?;
        let per_playout = many.saturating_sub(few) / u64::from(large - small);
        let actions = (many_actions - few_actions) / f64::from(large - small);
        println!("{game:<12} {players:>7} {per_playout:>22} {actions:>18.1}");
    }
    Ok(())
}

/// Runs `games` random playouts (seed 1, one thread) under callgrind: the instructions counted
/// and the actions played.
fn callgrind_playouts(binary: &Path, game: &str, players: u8, games: u32) -> Result<(u64, f64)> {
    let out_file = std::env::temp_dir().join(format!("xtask-perf-{}.callgrind", std::process::id()));
    let output = Command::new("valgrind")
        .arg("--tool=callgrind")
        .arg(format!("--callgrind-out-file={}", out_file.display()))
        .arg(binary)
        .args(["simulate", game, "--players", &players.to_string(), "--games", &games.to_string()])
        .args(["--bot", "random", "--seed", "1", "--threads", "1", "--json"])
        .output()
        .context("could not start valgrind (install it: apt-get install valgrind)")?;
    let _ = std::fs::remove_file(&out_file);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        bail!("valgrind on {game} failed:\n{stderr}");
    }
    let collected = stderr
        .lines()
        .find_map(|line| line.split_once("Collected :").map(|(_, n)| n.trim().replace(',', "")))
        .and_then(|n| n.parse::<u64>().ok())
        .with_context(|| format!("no `Collected :` line in callgrind's output:\n{stderr}"))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let mean_actions = stdout
        .split("\"mean_actions_per_game\":")
        .nth(1)
        .and_then(|rest| rest.split([',', '}']).next())
        .and_then(|n| n.trim().parse::<f64>().ok())
        .with_context(|| format!("no mean_actions_per_game in the simulate output:\n{stdout}"))?;
    Ok((collected, mean_actions * f64::from(games)))
}

/// The data the content build reads: `TABLETOP_CONTENT_DIR` when set (relative to the workspace
/// root, as `content_compiler::build` reads it), else `content/data`.
fn data_dir(root: &Path) -> PathBuf {
    match std::env::var_os("TABLETOP_CONTENT_DIR") {
        Some(dir) if !dir.is_empty() => root.join(dir),
        _ => root.join("content/data"),
    }
}

fn content_check(root: &Path) -> Result<()> {
    let diagnostics = content_compiler::check(&data_dir(root));
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
    match content_compiler::coverage(&data_dir(root)) {
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
    for dir in ["crates", "content/src", "xtask/src"] {
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
    manifests.push(root.join("xtask/Cargo.toml"));
    manifests.push(root.join("content/Cargo.toml"));
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
