//! Writes the Arnak tables as Rust source.

use super::effect::{rust_list, rust_res, rust_travels};
use super::schema::{Content, Head, RivalAction, Side};
use crate::codegen::{self, opt_str, str_lit};

/// The whole generated file.
pub(crate) fn rust(content: &Content, input_dir: &str) -> String {
    let card_copies: usize = content.cards.iter().map(|card| usize::from(card.copies)).sum();
    let hooks = content.hook_names();
    let mut out = codegen::header(
        input_dir,
        &[
            ("CARDS", content.cards.len()),
            ("card copies", card_copies),
            ("GUARDIANS", content.guardians.len()),
            ("ASSISTANTS", content.assistants.len()),
            ("SITE_TILES", content.sites.len()),
            ("IDOLS", content.idols.len()),
            ("BONUS_TILES", content.bonus_tiles.len()),
            ("BOARDS", content.boards.len()),
            ("RIVAL_TILES", content.rival_tiles.len()),
            ("HOOKS", hooks.len()),
        ],
    );

    let cards: Vec<(String, String)> = content
        .cards
        .iter()
        .map(|card| {
            let item = format!(
                "CardDef {{ id: {}, name: {}, ru: {}, kind: {}, copies: {}, cost: {}, vp: {}, travel: {}, free: {}, effect: {}, source: {} }}",
                str_lit(&card.head.id),
                str_lit(&card.head.name),
                opt_str(card.head.ru.as_deref()),
                card.kind.rust(),
                card.copies,
                card.cost,
                card.vp,
                rust_travels(&card.travel),
                card.free,
                rust_list(&card.effect),
                card.head.source.rust()
            );
            (comment(&card.head), item)
        })
        .collect();
    codegen::static_slice(
        &mut out,
        &format!(
            "Every card: basic cards (one colour's set), the fear card, items and artifacts ({} entries, sorted by id).",
            cards.len()
        ),
        "CARDS",
        "CardDef",
        &cards,
    );

    let guardians: Vec<(String, String)> = content
        .guardians
        .iter()
        .map(|guardian| {
            let item = format!(
                "GuardianDef {{ id: {}, name: {}, ru: {}, cost: {}, travel_cost: {}, discard: {}, boon: {}, vp: {}, source: {} }}",
                str_lit(&guardian.head.id),
                str_lit(&guardian.head.name),
                opt_str(guardian.head.ru.as_deref()),
                rust_res(&guardian.cost),
                rust_travels(&guardian.travel_cost),
                guardian.discard,
                rust_list(&guardian.boon),
                guardian.vp,
                guardian.head.source.rust()
            );
            (comment(&guardian.head), item)
        })
        .collect();
    codegen::static_slice(
        &mut out,
        &format!("The guardian tiles ({}, sorted by id).", guardians.len()),
        "GUARDIANS",
        "GuardianDef",
        &guardians,
    );

    let side =
        |side: &Side| format!("AssistantSide {{ effect: {}, free: {} }}", rust_list(&side.effect), side.free);
    let assistants: Vec<(String, String)> = content
        .assistants
        .iter()
        .map(|assistant| {
            let item = format!(
                "AssistantDef {{ id: {}, name: {}, ru: {}, silver: {}, gold: {}, source: {} }}",
                str_lit(&assistant.head.id),
                str_lit(&assistant.head.name),
                opt_str(assistant.head.ru.as_deref()),
                side(&assistant.silver),
                side(&assistant.gold),
                assistant.head.source.rust()
            );
            (comment(&assistant.head), item)
        })
        .collect();
    codegen::static_slice(
        &mut out,
        &format!("The assistant tiles, both sides ({}, sorted by id).", assistants.len()),
        "ASSISTANTS",
        "AssistantDef",
        &assistants,
    );

    let sites: Vec<(String, String)> = content
        .sites
        .iter()
        .map(|site| {
            let item = format!(
                "SiteTileDef {{ id: {}, name: {}, ru: {}, level: {}, effect: {}, source: {} }}",
                str_lit(&site.head.id),
                str_lit(&site.head.name),
                opt_str(site.head.ru.as_deref()),
                site.level,
                rust_list(&site.effect),
                site.head.source.rust()
            );
            (comment(&site.head), item)
        })
        .collect();
    codegen::static_slice(
        &mut out,
        &format!("The level I and level II site tiles ({}, sorted by id).", sites.len()),
        "SITE_TILES",
        "SiteTileDef",
        &sites,
    );

    let idols: Vec<(String, String)> = content
        .idols
        .iter()
        .map(|idol| {
            let item = format!(
                "IdolDef {{ id: {}, symbol: {}, effect: {}, source: {} }}",
                str_lit(&idol.head.id),
                str_lit(&idol.symbol),
                rust_list(&idol.effect),
                idol.head.source.rust()
            );
            (comment(&idol.head), item)
        })
        .collect();
    codegen::static_slice(
        &mut out,
        &format!("The idol tiles ({}, sorted by id).", idols.len()),
        "IDOLS",
        "IdolDef",
        &idols,
    );

    let bonus: Vec<(String, String)> = content
        .bonus_tiles
        .iter()
        .map(|tile| {
            let item = format!(
                "BonusTileDef {{ id: {}, name: {}, ru: {}, effect: {}, source: {} }}",
                str_lit(&tile.head.id),
                str_lit(&tile.head.name),
                opt_str(tile.head.ru.as_deref()),
                rust_list(&tile.effect),
                tile.head.source.rust()
            );
            (comment(&tile.head), item)
        })
        .collect();
    codegen::static_slice(
        &mut out,
        &format!("The research bonus tiles, one entry per tile ({}, sorted by id).", bonus.len()),
        "BONUS_TILES",
        "BonusTileDef",
        &bonus,
    );

    let boards: Vec<(String, String)> =
        content.boards.iter().map(|board| (comment(&board.head), board_literal(board))).collect();
    codegen::static_slice(
        &mut out,
        &format!(
            "The sides of the main board ({}, sorted by id): map, research track and Lost Temple.",
            boards.len()
        ),
        "BOARDS",
        "BoardDef",
        &boards,
    );

    let player_board = content.player_board.as_ref().map_or_else(String::new, |board| {
        let effects: Vec<String> = board.idol_slot_effects.iter().map(|option| rust_list(option)).collect();
        let starting: Vec<String> = board.starting.iter().map(rust_res).collect();
        let slot_vp: Vec<String> = board.idol_slot_vp.iter().map(u8::to_string).collect();
        format!(
            "PlayerBoardDef {{ idol_slot_vp: {}, idol_slot_effects: {}, assistant_slots: {}, starting: {} }}",
            codegen::slice(&slot_vp),
            codegen::slice(&effects),
            board.assistant_slots,
            codegen::slice(&starting)
        )
    });
    let player_board_at = content.player_board.as_ref().map_or("", |board| board.at.as_str());
    codegen::static_value(
        &mut out,
        &format!(
            "The player board: idol slots, assistant slots and starting resources by seat ({player_board_at})."
        ),
        "PLAYER_BOARD",
        "PlayerBoardDef",
        &player_board,
    );

    let rival: Vec<(String, String)> = content
        .rival_tiles
        .iter()
        .map(|tile| {
            let action = match &tile.action {
                RivalAction::Dig(resource) => format!("RivalAction::Dig({})", resource.rust_variant()),
                RivalAction::Discover(rounds) => {
                    let rounds: Vec<String> = rounds
                        .iter()
                        .map(|round| match round {
                            None => "None".to_owned(),
                            Some((level, guardian)) => format!("Some(({level}, {guardian}))"),
                        })
                        .collect();
                    format!("RivalAction::Discover({})", codegen::slice(&rounds))
                }
                RivalAction::Research => "RivalAction::Research".to_owned(),
                RivalAction::Overcome => "RivalAction::Overcome".to_owned(),
                RivalAction::BuyItem => "RivalAction::BuyItem".to_owned(),
                RivalAction::BuyArtifact => "RivalAction::BuyArtifact".to_owned(),
            };
            let item = format!(
                "RivalTileDef {{ id: {}, ru: {}, action: {action}, red: {}, skip_round_5: {}, arrow_right: {}, \
                 source: {} }}",
                str_lit(&tile.id),
                opt_str(tile.ru.as_deref()),
                tile.red,
                tile.skip_round_5,
                tile.arrow_right,
                tile.source.rust()
            );
            (tile.at.clone(), item)
        })
        .collect();
    codegen::static_slice(
        &mut out,
        &format!("The solo Rival's decision tiles ({}, sorted by id).", rival.len()),
        "RIVAL_TILES",
        "RivalTileDef",
        &rival,
    );

    let temple: Vec<String> =
        content.temple_tiles.iter().map(|tile| format!("({}, {})", tile.value, tile.count)).collect();
    codegen::static_value(
        &mut out,
        "The temple tiles: `(value, count)` for 4 players, by value.",
        "TEMPLE_TILES",
        &format!("[(u8, u8); {}]", temple.len()),
        &format!("[{}]", temple.join(", ")),
    );

    let mut doc = String::from(
        "Every `Effect::Custom` hook named anywhere in the content, sorted. Each has this rule:\n",
    );
    for hook in &content.hooks {
        doc.push_str(&format!("\n- `{}`: {}", hook.name, hook.rule));
    }
    let names: Vec<(String, String)> = hooks.iter().map(|name| (String::new(), str_lit(name))).collect();
    codegen::static_slice(&mut out, &doc, "HOOKS", "&str", &names);
    out
}

fn comment(head: &Head) -> String {
    format!("{} ({})", head.name, head.at)
}

fn board_literal(board: &super::schema::Board) -> String {
    let camps: Vec<String> = board
        .camps
        .iter()
        .map(|camp| {
            let spaces: Vec<String> = camp
                .spaces
                .iter()
                .map(|(travel, blockable)| {
                    format!("SpaceDef {{ travel: {}, blockable: {blockable} }}", rust_travels(travel))
                })
                .collect();
            format!(
                "CampDef {{ id: {}, name: {}, ru: {}, resource: {}, effect: {}, spaces: {} }}",
                str_lit(&format!("arnak/{}/camp/{}", board.head.id, camp.id)),
                str_lit(&camp.name),
                opt_str(camp.ru.as_deref()),
                camp.resource.rust_variant(),
                rust_list(&camp.effect),
                codegen::slice(&spaces)
            )
        })
        .collect();
    let spots: Vec<String> = board
        .spots
        .iter()
        .map(|spot| {
            format!(
                "SpotDef {{ id: {}, level: {}, row: {}, travel: {} }}",
                str_lit(&format!("arnak/{}/spot/{}", board.head.id, spot.id)),
                spot.level,
                spot.row,
                rust_travels(&spot.travel)
            )
        })
        .collect();
    let research = &board.research;
    let spaces: Vec<String> = research
        .spaces
        .iter()
        .map(|space| {
            let slots: Vec<String> = space.bonus.iter().map(|min| format!("MinPlayers({min})")).collect();
            format!(
                "ResearchSpaceDef {{ level: {}, bonus_slots: {}, assistant_stack: {} }}",
                space.level,
                codegen::slice(&slots),
                space.assistant_stack
            )
        })
        .collect();
    let index = |end: Option<usize>| end.map_or_else(|| "None".to_owned(), |index| format!("Some({index})"));
    let links: Vec<String> = research
        .links
        .iter()
        .map(|link| {
            format!(
                "LinkDef {{ from: {}, to: {}, cost: {}, idols: {}, discard: {}, marker: {} }}",
                index(link.from),
                index(link.to),
                rust_res(&link.cost),
                link.idols,
                link.discard,
                link.marker.rust()
            )
        })
        .collect();
    let levels: Vec<String> = research
        .levels
        .iter()
        .map(|level| {
            format!(
                "ResearchLevelDef {{ level: {}, magnifier: {}, notebook: {}, magnifier_vp: {}, notebook_vp: {} }}",
                level.level,
                rust_list(&level.magnifier),
                rust_list(&level.notebook),
                level.magnifier_vp,
                level.notebook_vp
            )
        })
        .collect();
    let temple: Vec<String> = research.temple_slots_vp.iter().map(u8::to_string).collect();
    let foundations: Vec<String> = research.foundations.iter().map(rust_res).collect();
    let items = |items: &[String], indent: &str| -> String {
        items.iter().map(|item| format!("\n{indent}{item},")).collect::<String>()
    };
    let (field, inner) = ("            ", "                ");
    format!(
        "BoardDef {{\n        id: {},\n        name: {},\n        ru: {},\n        camps: &[{}\n        ],\n        spots: &[{}\n        ],\n        discover_cost: [{}, {}],\n        research: ResearchTrackDef {{\n            spaces: &[{}\n            ],\n            links: &[{}\n            ],\n            levels: &[{}\n            ],\n            temple_slots_vp: {},\n            foundations: [{}],\n        }},\n    }}",
        str_lit(&board.head.id),
        str_lit(&board.head.name),
        opt_str(board.head.ru.as_deref()),
        items(&camps, field),
        items(&spots, field),
        board.discover_cost[0],
        board.discover_cost[1],
        items(&spaces, inner),
        items(&links, inner),
        items(&levels, inner),
        codegen::slice(&temple),
        foundations.join(", ")
    )
}
