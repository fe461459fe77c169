//! Evil High Priest's content: the tables compiled from `content/data/evil-priest/*.toml` at build time, in
//! [`evil_priest`].
//!
//! Designers edit only `content/data/evil-priest/`; the build script runs `content-compiler`, which
//! checks the files and writes Rust statics into `OUT_DIR`. Nothing parses TOML at run time.
//! Each game's tables are a crate of their own, so an edit to one game's data rebuilds that game
//! alone. The engine names this crate `content` (`content::evil_priest::…`).
//!
//! Architecture invariant: this crate holds data and its types, never rules.

#![forbid(unsafe_code)]

pub mod evil_priest {
    //! Evil High Priest's tables, generated from `content/data/evil-priest/*.toml` by
    //! `content-compiler`, and their types (declared once in `content_schema::evil_priest`).
    //!
    //! Architecture invariant: these are plain `'static` data with no behaviour beyond small
    //! accessors; the `evil-priest` crate interprets them. Text the [`Effect`] vocabulary cannot
    //! express is an [`Effect::Custom`] hook implemented in the `evil-priest` crate, which has a test
    //! that every hook named here is implemented.
    //!
    //! Tables: [`RULES`] (the game's numbers), [`PRIEST_SPACES`], [`TOWN`] (in printed order),
    //! [`RITUALS`] (in printed order), [`CHAMBERS`], [`MONSTERS`], [`INVESTIGATORS`], [`PRIESTS`],
    //! [`AVATARS`], [`CULT_BOARDS`] (sorted by id) and [`HOOKS`].

    pub use content_schema::evil_priest::*;

    #[allow(missing_docs, reason = "generated tables carry their own docs where they can")]
    mod generated {
        use super::*;
        include!(concat!(env!("OUT_DIR"), "/evil-priest.rs"));
    }

    pub use generated::*;

    /// How much of the content is designed: `(designed, total)` entries, counting every row of the
    /// card and space tables ([`PRIEST_SPACES`], [`TOWN`], [`RITUALS`], [`CHAMBERS`], [`MONSTERS`],
    /// [`INVESTIGATORS`], [`PRIESTS`], [`AVATARS`]) and every Elder Sign space of every cult board
    /// once, whatever its copies. An entry is designed when its `source` is [`Source::Designed`].
    pub fn designed_entries() -> (usize, usize) {
        let sources = PRIEST_SPACES
            .iter()
            .map(|d| d.source)
            .chain(TOWN.iter().map(|d| d.source))
            .chain(RITUALS.iter().map(|d| d.source))
            .chain(CHAMBERS.iter().map(|d| d.source))
            .chain(MONSTERS.iter().map(|d| d.source))
            .chain(INVESTIGATORS.iter().map(|d| d.source))
            .chain(PRIESTS.iter().map(|d| d.source))
            .chain(AVATARS.iter().map(|d| d.source))
            .chain(CULT_BOARDS.iter().flat_map(|board| board.nodes.iter().map(|node| node.source)));
        sources.fold((0, 0), |(designed, total), source| {
            (designed + usize::from(source == Source::Designed), total + 1)
        })
    }

    /// The cult board with this id.
    pub fn cult_board(id: &str) -> Option<&'static CultBoardDef> {
        CULT_BOARDS.iter().find(|board| board.id == id)
    }
}
