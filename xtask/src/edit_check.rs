//! `cargo xtask content edit-check`: the replay corpus survives edited content.
//!
//! Replays and saves name content by id, never by table position, so a designer may add an entry
//! anywhere in a TOML file without breaking a recorded game. This check proves it for every game
//! with a real rebuild, which `cargo test` cannot do (the tables are compiled into the binary):
//!
//! 1. **Insertion.** A copy of `content/data` gets, in each game, a new valid entry in the middle
//!    of a file, whose id sorts before an entry the corpus uses, so every later table position
//!    shifts. The entry is one no corpus game can draw (an Ancient One, a board side or a card
//!    that no option picks, no deck holds or no copy of which is in the box): a new card shuffled
//!    into a deck changes every deal, which is a different game, not a replay bug. The engines
//!    are built against the copy (`TABLETOP_CONTENT_DIR`, in a target directory of their own)
//!    and the replay corpus test (`cargo test -p tabletop-cli --test corpus`) must replay every
//!    recorded game to its stored transcript and wire form, unchanged; `tabletop replay` of the
//!    same build must play every corpus replay through. (The stored transcripts are the corpus
//!    test's text; `tabletop replay` prints its own layout and a state hash, which is not stored.)
//! 2. **Retirement.** A second copy renames, in each game, an id that a corpus replay names (in
//!    every file of that game, so the content still compiles): for that replay the entry is gone.
//!    `tabletop replay` built against it must fail with an error that names the missing id, and
//!    must not panic. (Deleting the entry instead would stop the build: the compiler refuses a
//!    game with fewer components than the box holds, `found 39 of the 40 the box holds`.)
//!
//! Both copies are compiled in-process first, so a broken edit is reported as
//! `path:line:col: message` before any build starts.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

/// One game's edits.
struct GameEdits {
    /// The game's data directory name, also its id.
    game: &'static str,
    /// The new entries.
    inserts: &'static [Insert],
    /// The ids retired for the negative check, each with a replay that names it.
    retire: &'static [Retire],
}

/// A new entry.
enum Insert {
    /// `toml` goes into `file` just before the table header of the entry whose `id` is `before`
    /// (the nearest line starting with `[` above its `id` line).
    Before {
        /// A file of the game's directory.
        file: &'static str,
        /// The id of the entry the new one is put before.
        before: &'static str,
        /// The entry, as TOML.
        toml: &'static str,
    },
    /// A new file `file`: a copy of `copy_of` with the first occurrence of each `replace` pair's
    /// left text replaced by its right (for single-table files such as a board side).
    CopyFile {
        /// The file copied.
        copy_of: &'static str,
        /// The new file.
        file: &'static str,
        /// `(old, new)` texts, each replaced once.
        replace: &'static [(&'static str, &'static str)],
    },
}

/// An id renamed in every file of a game: the replay `replay` of the corpus names it and must
/// then fail, naming `named` (the id as the replay writes it).
struct Retire {
    /// The id as the content files quote it.
    id: &'static str,
    /// Its new id (which must not contain the old one, so the error's mention is of the old).
    to: &'static str,
    /// A replay of the game's corpus that names it.
    replay: &'static str,
    /// What the error must contain.
    named: &'static str,
}

/// The edits, one game each.
const EDITS: &[GameEdits] = &[
    GameEdits {
        game: "arnak",
        // Every Arnak card, guardian, assistant, site, idol and tile is dealt into every game; a
        // third board side is the one entry a game leaves out (the `side` option picks by id).
        inserts: &[Insert::CopyFile {
            copy_of: "board-snake.toml",
            file: "board-aviary.toml",
            replace: &[
                ("id = \"snake\"", "id = \"aviary\""),
                ("name = \"Snake Temple\"", "name = \"Aviary Temple\""),
                ("ru = \"Храм Змея\"", "ru = \"Храм Вольеры\""),
            ],
        }],
        retire: &[Retire {
            id: "arnak/item/automobile",
            to: "arnak/item/retired-car",
            replay: "p1-bird-0.json",
            named: "arnak/item/automobile",
        }],
    },
    GameEdits {
        game: "evil-priest",
        inserts: &[Insert::Before {
            file: "chambers.toml",
            before: "evil-priest/chamber/crypt",
            toml: r#"# Inserted by `cargo xtask content edit-check`: a Chamber with no copy in the deck, whose
# id sorts first, so every Chamber's table position shifts by one.
[[chamber]]
id = "evil-priest/chamber/antechamber"
name = "Antechamber"
ru = "Передняя"
copies = 0
defense = 1
storage = []
source = "designed"

"#,
        }],
        retire: &[Retire {
            id: "black-goat",
            to: "retired-goat",
            replay: "cult-black-goat.json",
            named: "black-goat",
        }],
    },
    GameEdits {
        game: "eldritch",
        inserts: &[
            Insert::Before {
                file: "ancient_ones.toml",
                before: "cthulhu",
                toml: r#"# Inserted by `cargo xtask content edit-check`: an Ancient One the `ancient-one` option
# cannot pick, whose id sorts before Cthulhu, Shub-Niggurath and Yog-Sothoth.
[[ancient_one]]
id = "byatis"
name = "Byatis"
doom = 15
mysteries_to_win = 3
mythos = [[1, 2, 1], [2, 3, 1], [2, 4, 0]]
setup = "No setup."
set_aside = []
awakened = "The investigators lose the game."
source = "recalled"

[ancient_one.cultist]
will = 0
horror = 1
damage = 0
toughness = 1
text = "No Strength test. After the Will test, lose 1 Health; this Monster is defeated."
combat = "cultist-strikes-then-falls"

"#,
            },
            Insert::Before {
                file: "ancient_ones.toml",
                before: "rlyeh-risen",
                toml: r#"# Inserted by `cargo xtask content edit-check`: a Mystery of that Ancient One, whose id sorts
# before every Mystery the corpus draws but Azathoth's Occult Research.
[[mystery]]
id = "byatis-stirs"
name = "Byatis Stirs"
ancient_one = "byatis"
goal = { research = { clues = 1, tokens = "players", gained = true } }
text = "After an investigator resolves a Research Encounter, he may spend 1 Clue he gained during that encounter to place 1 Eldritch token on this card. When there are Eldritch tokens on this card equal to the number of investigators, solve this Mystery."
source = "recalled"

"#,
            },
        ],
        retire: &[Retire {
            id: "flesh-ward",
            to: "retired-ward",
            replay: "p2-yog-sothoth.json",
            named: "spell/flesh-ward",
        }],
    },
    GameEdits {
        game: "arkham-2e",
        inserts: &[Insert::Before {
            file: "ancient-ones.toml",
            before: "arkham-2e/ancient-one/cthulhu",
            toml: r#"# Inserted by `cargo xtask content edit-check`: an Ancient One the `ancient-one` option
# cannot pick, whose id sorts before every used one but Azathoth.
[[ancient_one]]
id = "arkham-2e/ancient-one/bokrug"
name = "Bokrug"
doom = 14
worshippers = "azathoth-worshippers"
power = "azathoth-power"
attack_rule = "azathoth-attack"
source = "designed"

"#,
        }],
        retire: &[
            Retire {
                id: "arkham-2e/location/police-station",
                to: "arkham-2e/location/retired-station",
                replay: "p3-hastur-0.json",
                named: "arkham-2e/location/police-station",
            },
            // The `ancient-one` option still accepts the name: the game must refuse it by
            // name rather than draw another Ancient One.
            Retire {
                id: "arkham-2e/ancient-one/azathoth",
                to: "arkham-2e/ancient-one/retired-one",
                replay: "p1-azathoth-1.json",
                named: "azathoth",
            },
        ],
    },
    GameEdits {
        game: "arkham-lcg",
        inserts: &[Insert::Before {
            file: "player-neutral.toml",
            before: "01087",
            toml: r#"# Inserted by `cargo xtask content edit-check`: a player card in no default deck, whose code
# sorts between Knife (01086) and Flashlight (01087).
[[card]]
id = "01086b"
name = "Pocket Knife"
ru = "Перочинный нож"
kind = "asset"
class = "neutral"
level = 0
cost = 1
traits = ["Item", "Weapon", "Melee"]
icons = { combat = 1 }
slots = ["hand"]
copies = 2
abilities = [
    { timing = "action", kind = "fight", effects = [{ skill = { combat = 1 } }] },
]
source = "designed"

"#,
        }],
        retire: &[Retire { id: "01036", to: "01936", replay: "p1-campaign.json", named: "01036" }],
    },
];

/// Runs the check: both edited copies, one build each, every corpus replay, then a check that a
/// broken file of one game stops only that game's build. With `data_only`,
/// only makes the copies and compiles them in-process (seconds, no build).
pub(crate) fn run(root: &Path, target: &Path, data_only: bool) -> Result<()> {
    // Cargo's target directory for these builds, which also holds the two data copies.
    let work = target.join("content-edit-check");
    let data = root.join("content/data");

    let inserted = work.join("data-inserted");
    copy_fresh(&data, &inserted)?;
    for edit in EDITS {
        for entry in edit.inserts {
            insert(&inserted.join(edit.game), entry).with_context(|| format!("{}: insertion", edit.game))?;
        }
    }
    compiles(&inserted)?;
    let retired = work.join("data-retired");
    copy_fresh(&data, &retired)?;
    for edit in EDITS {
        for one in edit.retire {
            retire(&retired.join(edit.game), one).with_context(|| format!("{}: retirement", edit.game))?;
        }
    }
    compiles(&retired)?;
    if data_only {
        eprintln!(
            "content edit-check: both edited copies compile ({}, {})",
            inserted.display(),
            retired.display()
        );
        return Ok(());
    }

    eprintln!("content edit-check: replaying the corpus against {}", inserted.display());
    let status = cargo(&work, &inserted)
        .args(["test", "-p", "tabletop-cli", "--test", "corpus"])
        .status()
        .context("could not start cargo")?;
    if !status.success() {
        bail!(
            "content edit-check: the corpus does not replay unchanged once an entry is inserted \
             (data in {}): a table position leaks into a replay or a transcript",
            inserted.display()
        );
    }
    // The command people use: `tabletop replay` of the same build plays every replay through.
    let binary = work.join("debug/tabletop");
    let corpus = root.join("crates/tabletop-cli/tests/corpus");
    let mut replayed = 0;
    for edit in EDITS {
        for replay in files_with(&corpus.join(edit.game), "json")? {
            let output = Command::new(&binary)
                .arg("replay")
                .arg(&replay)
                .output()
                .with_context(|| format!("could not start {}", binary.display()))?;
            if !output.status.success() {
                bail!(
                    "content edit-check: `tabletop replay {}` fails on inserted entries:\n{}",
                    replay.display(),
                    String::from_utf8_lossy(&output.stderr)
                );
            }
            replayed += 1;
        }
    }
    eprintln!(
        "content edit-check: `tabletop replay` plays all {replayed} corpus replays on the inserted entries"
    );

    // The corpus test's build, so the binary shares its profile and only what the data changes
    // is compiled again.
    let status = cargo(&work, &retired)
        .args(["test", "-p", "tabletop-cli", "--test", "corpus", "--no-run"])
        .status()
        .context("could not start cargo")?;
    if !status.success() {
        bail!("content edit-check: `tabletop` does not build against {}", retired.display());
    }
    let mut problems = Vec::new();
    for edit in EDITS {
        for one in edit.retire {
            let replay = root.join("crates/tabletop-cli/tests/corpus").join(edit.game).join(one.replay);
            match refused(&binary, &replay, one.named)? {
                Ok(message) => eprintln!("{}: {} refused: {message}", edit.game, one.replay),
                Err(problem) => problems.push(format!("{}: {}: {problem}", edit.game, replay.display())),
            }
        }
    }
    if !problems.is_empty() {
        bail!(
            "content edit-check: a replay of retired content is not refused well:\n{}",
            problems.join("\n")
        );
    }
    eprintln!("content edit-check: every replay survives inserted entries and names a retired one");
    isolated(&work, &data)
}

/// Only what a build uses is read: with one Eldritch file broken, Arnak's engine still builds and
/// Eldritch's names the broken file.
fn isolated(work: &Path, data: &Path) -> Result<()> {
    let broken = work.join("data-broken-eldritch");
    copy_fresh(data, &broken)?;
    let file = files_with(&broken.join("eldritch"), "toml")?
        .into_iter()
        .next()
        .context("no Eldritch data file to break")?;
    let mut text =
        std::fs::read_to_string(&file).with_context(|| format!("cannot read {}", file.display()))?;
    text.push_str("\n[[broken-by-edit-check\n");
    std::fs::write(&file, text).with_context(|| format!("cannot write {}", file.display()))?;
    let output =
        cargo(work, &broken).args(["check", "-p", "arnak"]).output().context("could not start cargo")?;
    if !output.status.success() {
        bail!(
            "content edit-check: a broken Eldritch file stops an Arnak-only build:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let output =
        cargo(work, &broken).args(["check", "-p", "eldritch"]).output().context("could not start cargo")?;
    let name = file.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default();
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.success() || !stderr.contains(&name) {
        bail!(
            "content edit-check: Eldritch builds, or fails without naming {name}, with that file broken:\n{stderr}"
        );
    }
    eprintln!("content edit-check: a broken Eldritch file ({name}) stops Eldritch's build and not Arnak's");
    Ok(())
}

/// `cargo` building against the data in `data`, into `target_dir`, with nothing written back to
/// the corpus.
fn cargo(target_dir: &Path, data: &Path) -> Command {
    let mut command = Command::new("cargo");
    command
        .env("CARGO_TARGET_DIR", target_dir)
        .env("TABLETOP_CONTENT_DIR", data)
        .env("INSTA_UPDATE", "no")
        .env_remove("CORPUS_UPDATE")
        .env_remove("CORPUS_RECORD");
    command
}

/// Whether `tabletop replay` refuses `replay` as it should: `Ok(Ok(error line))` when it fails
/// without a panic and its error names `named`, `Ok(Err(what is wrong))` otherwise.
fn refused(binary: &Path, replay: &Path, named: &str) -> Result<Result<String, String>> {
    let output = Command::new(binary)
        .arg("replay")
        .arg(replay)
        .output()
        .with_context(|| format!("could not start {}", binary.display()))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    // `error: <file>: <message>`: the file's name may contain the id (`p1-azathoth-0.json`), so
    // only the message after it counts.
    let line = stderr.lines().find(|line| line.starts_with("error:")).unwrap_or_default();
    let prefix = format!("error: {}: ", replay.display());
    let message = line.strip_prefix(&prefix).unwrap_or(line).to_owned();
    Ok(if output.status.success() {
        Err("replays although an id it names is gone".to_owned())
    } else if stderr.contains("panicked") || output.status.code() != Some(1) {
        Err(format!("fails with {} instead of an error:\n{stderr}", output.status))
    } else if !message.contains(named) {
        Err(format!("the error does not name `{named}`: {stderr}"))
    } else {
        Ok(message)
    })
}

/// Every problem the content compiler finds in `data`, as an error.
fn compiles(data: &Path) -> Result<()> {
    let diagnostics = content_compiler::check(data);
    if diagnostics.is_empty() {
        return Ok(());
    }
    for diagnostic in &diagnostics {
        println!("{diagnostic}");
    }
    bail!("content edit-check: the edited data in {} does not compile", data.display())
}

/// Makes the insertion in the game directory `dir`.
fn insert(dir: &Path, insert: &Insert) -> Result<()> {
    let (file, before, toml) = match *insert {
        Insert::Before { file, before, toml } => (file, before, toml),
        Insert::CopyFile { copy_of, file, replace } => {
            let (from, to) = (dir.join(copy_of), dir.join(file));
            let mut text =
                std::fs::read_to_string(&from).with_context(|| format!("cannot read {}", from.display()))?;
            for (old, new) in replace {
                if !text.contains(old) {
                    bail!("{}: no text `{old}`", from.display());
                }
                text = text.replacen(old, new, 1);
            }
            if to.exists() {
                bail!("{} exists already", to.display());
            }
            return std::fs::write(&to, text).with_context(|| format!("cannot write {}", to.display()));
        }
    };
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let lines: Vec<&str> = text.lines().collect();
    let wanted = format!("id = \"{before}\"");
    let Some(id_line) = lines.iter().position(|line| line.trim() == wanted) else {
        bail!("{}: no line `{wanted}`", path.display());
    };
    let Some(header) = lines[..id_line].iter().rposition(|line| line.trim_start().starts_with('[')) else {
        bail!("{}:{}: no table header above `{wanted}`", path.display(), id_line + 1);
    };
    let mut edited: Vec<&str> = lines[..header].to_vec();
    edited.extend(toml.lines());
    edited.extend(&lines[header..]);
    std::fs::write(&path, edited.join("\n") + "\n")
        .with_context(|| format!("cannot write {}", path.display()))
}

/// Renames the quoted id `retire.id` in every TOML file of `dir`.
fn retire(dir: &Path, retire: &Retire) -> Result<()> {
    let (from, to) = (format!("\"{}\"", retire.id), format!("\"{}\"", retire.to));
    let mut renamed = 0;
    for path in files_with(dir, "toml")? {
        let text =
            std::fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let count = text.matches(&from).count();
        if count > 0 {
            renamed += count;
            std::fs::write(&path, text.replace(&from, &to))
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
    }
    if renamed == 0 {
        bail!("{}: no file quotes the id {from}", dir.display());
    }
    Ok(())
}

/// The files of `dir` whose extension is `ext`, sorted.
fn files_with(dir: &Path, ext: &str) -> Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .map(|entry| entry.map(|entry| entry.path()))
        .collect::<std::io::Result<_>>()?;
    files.retain(|path| path.extension().is_some_and(|found| found == ext));
    files.sort();
    Ok(files)
}

/// Replaces `to` with a copy of the directory tree `from`.
fn copy_fresh(from: &Path, to: &Path) -> Result<()> {
    if to.exists() {
        std::fs::remove_dir_all(to).with_context(|| format!("cannot remove {}", to.display()))?;
    }
    copy_tree(from, to)
}

fn copy_tree(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to).with_context(|| format!("cannot create {}", to.display()))?;
    for entry in std::fs::read_dir(from).with_context(|| format!("cannot read {}", from.display()))? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target)
                .with_context(|| format!("cannot copy {}", entry.path().display()))?;
        }
    }
    Ok(())
}
