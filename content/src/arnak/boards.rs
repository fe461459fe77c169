//! Board sides, the research track, player boards, the solo Rival and temple tiles.

use super::*;

schema! {
/// Which player counts use a thing (blocked spaces, bonus spaces).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
pub struct MinPlayers(#[serde(deserialize_with = "read::In::<1, 4>::u8")] pub u8);
}

schema! {
/// A space for one archaeologist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpaceDef {
    /// Travel to reach it.
    pub travel: Travels,
    /// Covered by a blocking tile with fewer than 4 players (the 2–3-player symbol).
    #[serde(default)]
    pub blockable: bool,
}
}

schema! {
/// A base-camp site.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampDef {
    /// Stable id, `arnak/<board>/camp/<slug>` (written as the slug, unique on its board).
    #[serde(deserialize_with = "read::slug")]
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// The resource its blocking tile shows.
    pub resource: Resource,
    /// The site's effect.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Its spaces (two).
    #[serde(deserialize_with = "read::slice")]
    pub spaces: &'static [SpaceDef],
    /// Where the camp's values come from, when they differ from the board's.
    #[serde(default)]
    pub source: Option<Source>,
    /// Where its discard cost comes from, when that differs.
    #[serde(default)]
    pub discard_source: Option<Source>,
}
}

schema! {
/// A site spot (level I or II) that becomes a site when discovered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpotDef {
    /// Stable id, `arnak/<board>/spot/<slug>` (written as the slug, unique on its board).
    #[serde(deserialize_with = "read::slug")]
    pub id: &'static str,
    /// 1 or 2.
    #[serde(deserialize_with = "read::In::<1, 2>::u8")]
    pub level: u8,
    /// Row on the map, 1 = nearest the coast.
    #[serde(deserialize_with = "read::In::<1, 3>::u8")]
    pub row: u8,
    /// Travel to reach its space.
    pub travel: Travels,
}
}

schema! {
/// A link between two research spaces, with its price.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkDef {
    /// Index of the lower space in [`ResearchTrackDef::spaces`] (`None`: the start). Written as
    /// the space's id, or `"start"`.
    #[serde(deserialize_with = "link_from")]
    pub from: Option<u8>,
    /// Index of the upper space (`None`: the Lost Temple). Written as the space's id, or
    /// `"temple"`.
    #[serde(deserialize_with = "link_to")]
    pub to: Option<u8>,
    /// Resources to pay.
    #[serde(default)]
    pub cost: Res,
    /// Idols (not in slots) to exile (Snake side).
    #[serde(default, deserialize_with = "read::In::<0, 2>::u8")]
    pub idols: u8,
    /// Cards to discard from hand.
    #[serde(default, deserialize_with = "read::In::<0, 2>::u8")]
    pub discard: u8,
    /// Only this marker may use the link (`Any` otherwise).
    #[serde(default = "any_marker")]
    pub marker: MarkerChoice,
}
}

schema! {
/// A space on a research level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResearchSpaceDef {
    /// Level, 1 = the first above the start.
    #[serde(deserialize_with = "read::In::<1, 12>::u8")]
    pub level: u8,
    /// Bonus tiles dealt here at setup: the minimum player count of each slot.
    #[serde(rename = "bonus", default, deserialize_with = "read::slice")]
    pub bonus_slots: &'static [MinPlayers],
    /// Whether the Snake side's rescue stack of assistants sits here.
    #[serde(default)]
    pub assistant_stack: bool,
    /// Id, unique on its board (links name spaces by it).
    #[serde(deserialize_with = "read::slug")]
    pub id: &'static str,
}
}

schema! {
/// The effects and points of one research level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResearchLevelDef {
    /// Level number.
    #[serde(deserialize_with = "read::In::<1, 12>::u8")]
    pub level: u8,
    /// Effect for a magnifying glass arriving here.
    #[serde(default, deserialize_with = "read::slice")]
    pub magnifier: &'static [Effect],
    /// Effect for a notebook arriving here.
    #[serde(default, deserialize_with = "read::slice")]
    pub notebook: &'static [Effect],
    /// Points for a magnifying glass here at game end.
    #[serde(deserialize_with = "read::In::<0, 50>::u8")]
    pub magnifier_vp: u8,
    /// Points for a notebook here at game end.
    #[serde(deserialize_with = "read::In::<0, 50>::u8")]
    pub notebook_vp: u8,
}
}

schema! {
/// A research track of one board side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResearchTrackDef {
    /// Spaces, by level.
    #[serde(rename = "space", deserialize_with = "read::slice")]
    pub spaces: &'static [ResearchSpaceDef],
    /// Links between spaces.
    #[serde(rename = "link", deserialize_with = "read::slice")]
    pub links: &'static [LinkDef],
    /// Per-level effects and points.
    #[serde(rename = "level", deserialize_with = "read::slice")]
    pub levels: &'static [ResearchLevelDef],
    /// Points of each Lost Temple slot, left to right.
    #[serde(deserialize_with = "read::In::<0, 50>::u8s")]
    pub temple_slots_vp: &'static [u8],
    /// Costs of the three foundations A, B, C under the temple-tile pyramid.
    pub foundations: [Res; 3],
    /// Where the temple slots' points come from, when that differs from the board's.
    #[serde(default)]
    pub temple_slots_vp_source: Option<Source>,
    /// Where the levels' points come from, when that differs from the board's.
    #[serde(default)]
    pub level_vp_source: Option<Source>,
}
}

schema! {
/// One side of the main board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardDef {
    /// `bird` or `snake`.
    #[serde(deserialize_with = "read::slug")]
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Base-camp sites.
    #[serde(rename = "camp", deserialize_with = "read::slice")]
    pub camps: &'static [CampDef],
    /// Level I and II site spots.
    #[serde(rename = "spot", deserialize_with = "read::slice")]
    pub spots: &'static [SpotDef],
    /// Compasses to discover a level I and a level II site.
    #[serde(deserialize_with = "discover_cost")]
    pub discover_cost: [u8; 2],
    /// The research track.
    pub research: ResearchTrackDef,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// The player board: idol slots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerBoardDef {
    /// Points of each empty idol slot, left to right.
    #[serde(deserialize_with = "read::In::<0, 10>::u8s")]
    pub idol_slot_vp: &'static [u8],
    /// The effects to choose from when an idol is put in a slot.
    #[serde(deserialize_with = "read::slices")]
    pub idol_slot_effects: &'static [&'static [Effect]],
    /// Assistant slots.
    #[serde(deserialize_with = "read::In::<1, 4>::u8")]
    pub assistant_slots: u8,
    /// Starting coins and compasses by seat.
    #[serde(deserialize_with = "read::slice")]
    pub starting: &'static [Res],
    /// Where the values come from.
    pub source: Source,
    /// Where the idol slots' points come from, when that differs.
    #[serde(default)]
    pub idol_slot_vp_source: Option<Source>,
}
}

schema! {
/// Kinds of Rival decision tile (solo).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RivalAction {
    /// Place an archaeologist where the resource can be gained.
    Dig(Resource),
    /// Discover a site; per round (I..V): `(level, with_guardian)`, `None` = skip.
    Discover(&'static [Option<(u8, bool)>]),
    /// Advance the magnifying glass.
    Research,
    /// Take a guardian (fallback: research without exiling an assistant).
    Overcome,
    /// Take a row item.
    BuyItem,
    /// Take a row artifact.
    BuyArtifact,
}
}

schema! {
/// A Rival decision tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(try_from = "RivalTileToml")]
pub struct RivalTileDef {
    /// Stable id.
    pub id: &'static str,
    /// English name (the tiles print none: a short label of the action, ours).
    pub name: &'static str,
    /// Russian name.
    pub ru: Option<&'static str>,
    /// The action.
    pub action: RivalAction,
    /// Red (harder) tile of a pair; archaeologist tiles are neither.
    pub red: bool,
    /// The round-V symbol: skipped in round V.
    pub skip_round_5: bool,
    /// The arrow printed on the tile's back points right (else left). The tiles are turned so
    /// their dark edges align, so a tile's arrow never changes.
    pub arrow_right: bool,
    /// Where the values come from.
    pub source: Source,
    /// Where the arrow comes from, when that differs.
    pub arrow_source: Option<Source>,
}
}

/// A `[[temple_tile]]`: a value and how many tiles have it (4 players).
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TempleTileDef {
    /// Points.
    #[serde(deserialize_with = "read::In::<1, 30>::u8")]
    pub value: u8,
    /// Tiles.
    #[serde(deserialize_with = "read::In::<1, 30>::u8")]
    pub count: u8,
}
