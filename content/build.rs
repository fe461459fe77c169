//! Placeholder until the content compiler lands: empty Arnak tables.
fn main() {
    let out = std::env::var("OUT_DIR").unwrap();
    std::fs::write(
        format!("{out}/arnak.rs"),
        r#"
pub static CARDS: &[CardDef] = &[];
pub static GUARDIANS: &[GuardianDef] = &[];
pub static ASSISTANTS: &[AssistantDef] = &[];
pub static SITE_TILES: &[SiteTileDef] = &[];
pub static IDOLS: &[IdolDef] = &[];
pub static BONUS_TILES: &[BonusTileDef] = &[];
pub static BOARDS: &[BoardDef] = &[];
pub static PLAYER_BOARD: PlayerBoardDef = PlayerBoardDef { idol_slot_vp: &[], idol_slot_effects: &[], assistant_slots: 2, starting: &[] };
pub static RIVAL_TILES: &[RivalTileDef] = &[];
pub static TEMPLE_TILES: [(u8, u8); 3] = [(2, 12), (6, 8), (11, 4)];
pub static HOOKS: &[&str] = &[];
"#,
    )
    .unwrap();
}
