//! Tests of what every game's data shares: unreadable files, syntax errors first, component
//! counts, and compiling only the games asked for. Each works on a copy of the real data in a
//! temporary directory with one file broken.

use std::path::{Path, PathBuf};

use crate::{compile, compile_games};

/// A copy of the real `content/data` in a fresh temporary directory, removed on drop.
struct DataCopy(PathBuf);

impl DataCopy {
    fn new(name: &str) -> DataCopy {
        let root = std::env::temp_dir().join(format!("content-compiler-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data"), &root);
        DataCopy(root)
    }

    fn path(&self, rel: &str) -> PathBuf {
        self.0.join(rel)
    }

    /// Every diagnostic of a full compile, one per line, with the temporary prefix cut off.
    fn diagnostics(&self, games: Option<&[&str]>) -> Vec<String> {
        let result = match games {
            Some(games) => compile_games(&self.0, games),
            None => compile(&self.0),
        };
        let prefix = format!("{}/", self.0.display());
        result
            .err()
            .unwrap_or_default()
            .iter()
            .map(|diagnostic| diagnostic.to_string().replace(&prefix, ""))
            .collect()
    }
}

impl Drop for DataCopy {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("temporary directory");
    for entry in std::fs::read_dir(from).expect("data directory").flatten() {
        let path = entry.path();
        let target = to.join(entry.file_name());
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            std::fs::copy(&path, &target).expect("copy a data file");
        }
    }
}

#[test]
fn derived_a_syntax_error_is_reported_alone_and_other_files_are_still_checked() {
    let data = DataCopy::new("syntax");
    let items = data.path("arnak/items.toml");
    let text = std::fs::read_to_string(&items).expect("items.toml");
    // Delete the first `]` of a `[[card]]` header, as the review did.
    let at = text.find("[[card]]").expect("a card table") + "[[card]".len();
    std::fs::write(&items, format!("{}{}", &text[..at], &text[at + 1..])).expect("write");
    // And a real schema mistake in another file, which must still be found.
    let idols = data.path("arnak/idols.toml");
    let text = std::fs::read_to_string(&idols).expect("idols.toml");
    std::fs::write(&idols, text.replacen("\nsource =", "\nsorce =", 1)).expect("write");

    let found = data.diagnostics(None);
    let in_items: Vec<&String> = found.iter().filter(|line| line.starts_with("arnak/items.toml")).collect();
    assert!(!in_items.is_empty(), "{found:#?}");
    assert!(in_items.iter().all(|line| line.contains(": invalid TOML: ")), "{in_items:#?}");
    assert!(in_items.len() <= 2, "a missing `]` is one mistake: {in_items:#?}");
    assert!(
        found.iter().any(|line| line.starts_with("arnak/idols.toml:") && line.contains("\"sorce\"")),
        "the other file is still checked: {found:#?}"
    );
    assert!(found.len() < 10, "{} diagnostics: {found:#?}", found.len());
}

#[test]
fn derived_a_file_that_is_not_utf8_is_located_with_its_byte_offset() {
    let data = DataCopy::new("utf8");
    let path = data.path("evil-priest/monsters.toml");
    let mut bytes = b"# a comment\nname = \"ok\"\nbad = \"".to_vec();
    bytes.push(0xff);
    bytes.extend_from_slice(b"\"\n");
    std::fs::write(&path, bytes).expect("write");
    let found = data.diagnostics(Some(&["evil-priest"]));
    assert!(
        found.contains(
            &"evil-priest/monsters.toml:3:8: not UTF-8: byte 0xff at byte offset 31 (save the file as UTF-8)"
                .to_owned()
        ),
        "{found:#?}"
    );
}

#[test]
fn derived_a_directory_named_like_a_toml_file_is_located() {
    let data = DataCopy::new("dir");
    std::fs::create_dir_all(data.path("arnak/x.toml")).expect("mkdir");
    let found = data.diagnostics(Some(&["arnak"]));
    assert_eq!(found, ["arnak/x.toml:1:1: is a directory, not a TOML file (rename or move it)"]);
}

#[test]
fn derived_an_emptied_file_falls_below_the_box_and_is_an_error() {
    let data = DataCopy::new("empty");
    std::fs::write(data.path("evil-priest/monsters.toml"), "").expect("write");
    let found = data.diagnostics(Some(&["evil-priest"]));
    assert!(
        found
            .iter()
            .any(|line| line.contains("evil-priest generic monster: found 0 of the 15 the box holds")),
        "{found:#?}"
    );
}

#[test]
fn derived_only_the_games_asked_for_are_read() {
    let data = DataCopy::new("only");
    std::fs::write(data.path("eldritch/investigators.toml"), "[[investigator]\n").expect("write");
    assert_eq!(data.diagnostics(Some(&["arnak"])), Vec::<String>::new(), "Arnak alone ignores Eldritch");
    let generated = compile_games(&data.0, &["arnak"]).expect("Arnak compiles");
    let names: Vec<&str> = generated.files.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["arnak.rs"]);
    let all = data.diagnostics(None);
    assert!(all.iter().all(|line| line.starts_with("eldritch/investigators.toml:1:")), "{all:#?}");
    assert!(!all.is_empty());
}

#[test]
fn derived_more_chamber_slots_or_lairs_than_the_engine_holds_are_an_error() {
    for (from, to) in [("chamber_slots = 7", "chamber_slots = 8"), ("lairs = 3", "lairs = 4")] {
        let data = DataCopy::new("fixed-arrays");
        let path = data.path("evil-priest/rules.toml");
        let rules = std::fs::read_to_string(&path).expect("read");
        assert!(rules.contains(from), "{from}");
        std::fs::write(&path, rules.replacen(from, to, 1)).expect("write");
        let found = data.diagnostics(Some(&["evil-priest"]));
        assert!(
            found.iter().any(|line| line.contains("at most 7 chamber slots and 3 lairs")),
            "{to}: {found:#?}"
        );
    }
}
