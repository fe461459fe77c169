//! A seat's view as text: the tracks, the Mystery, the board, the Reserve and the investigators.

use std::fmt::Write as _;

use content::eldritch as data;
use tabletop_core::Lang;

use super::names::{
    card_def_name, investigator_def_name, loc_name, monster_name, mystery_name, mythos_name, omen_name,
    skill_name, unavailable,
};
use crate::view::View;

pub(crate) fn render_view(view: &View, lang: Lang) -> String {
    let uk = lang == Lang::Uk;
    let mut out = String::new();
    if let Some(ancient) = data::ANCIENT_ONES.get(view.ancient_one) {
        let name = if uk { ancient.uk.unwrap_or(ancient.name) } else { ancient.name };
        let _ = writeln!(out, "{}: {name}", if uk { "Древній" } else { "Ancient One" });
    }
    let _ = writeln!(
        out,
        "{} {} · {} {} · {} {} · {} {} · {} {}",
        if uk { "Раунд" } else { "Round" },
        view.round,
        if uk { "Приреченість" } else { "Doom" },
        view.doom,
        if uk { "Передвістя" } else { "Omen" },
        omen_name(view.omen, lang),
        if uk { "Карт міту" } else { "Mythos left" },
        view.mythos_left,
        if uk { "Розгадано таємниць" } else { "Mysteries solved" },
        view.solved
    );
    if let Some((mystery, tokens)) = view.mystery {
        let _ = write!(
            out,
            "{}: {} ({} {tokens})",
            if uk { "Таємниця" } else { "Mystery" },
            mystery_name(mystery, lang),
            if uk { "жетонів" } else { "tokens" }
        );
        if !view.mystery_sites.is_empty() {
            let sites: Vec<&str> = view.mystery_sites.iter().map(|&s| loc_name(s, lang)).collect();
            let _ = write!(
                out,
                " · {} {}",
                if uk { "жетони таємниці:" } else { "Mystery tokens:" },
                sites.join(", ")
            );
        }
        out.push('\n');
    }
    if view.final_tokens > 0 {
        let _ = writeln!(
            out,
            "{}: {}",
            if uk { "Остання таємниця" } else { "Final Mystery tokens" },
            view.final_tokens
        );
    }
    let names = |spaces: &[u8]| spaces.iter().map(|&l| loc_name(l, lang)).collect::<Vec<_>>().join(", ");
    let _ = writeln!(out, "{}: {}", if uk { "Ворота" } else { "Gates" }, names(&view.gates));
    let _ = writeln!(out, "{}: {}", if uk { "Докази" } else { "Clues" }, names(&view.clues));
    if !view.monsters.is_empty() {
        let monsters: Vec<String> = view
            .monsters
            .iter()
            .map(|m| {
                let hurt = if m.damage > 0 { format!(" -{}", m.damage) } else { String::new() };
                format!("{}{hurt} ({})", monster_name(m.kind, lang), loc_name(m.location, lang))
            })
            .collect();
        let _ = writeln!(out, "{}: {}", if uk { "Монстри" } else { "Monsters" }, monsters.join(", "));
    }
    if let Some(expedition) = view.expedition {
        let _ = writeln!(
            out,
            "{}: {}",
            if uk { "Активна експедиція" } else { "Active Expedition" },
            loc_name(expedition, lang)
        );
    }
    if !view.ongoing.is_empty() {
        let cards: Vec<String> = view
            .ongoing
            .iter()
            .map(|&(card, tokens)| {
                let name = mythos_name(card, lang);
                if tokens > 0 { format!("{name} ({tokens})") } else { name.to_owned() }
            })
            .collect();
        let _ = writeln!(out, "{}: {}", if uk { "У грі" } else { "In play" }, cards.join(", "));
    }
    let reserve: Vec<String> = view
        .reserve
        .iter()
        .flatten()
        .map(|&card| match data::ASSETS.get(usize::from(card)) {
            Some(def) => format!("{} ({})", lang.pick(def.name, None, def.uk), def.cost),
            None => unavailable(lang).to_owned(),
        })
        .collect();
    let _ = writeln!(out, "{}: {}", if uk { "Резерв" } else { "Reserve" }, reserve.join(", "));
    for fallen in &view.fallen {
        let _ = writeln!(
            out,
            "{} {} ({})",
            investigator_def_name(fallen.def, lang),
            if uk { "лежить переможений у" } else { "lies defeated in" },
            loc_name(fallen.location, lang)
        );
    }
    // Up to four investigators in full; with more, one line each (`t N` shows one in full).
    let full = view.investigators.len() <= 4;
    for seat in 0..view.investigators.len() {
        investigator(&mut out, view, seat, full, lang);
    }
    out
}

/// Player `seat`'s investigator: one line (health, sanity, clues, tickets), then with `full` the
/// skills and the cards held.
fn investigator(out: &mut String, view: &View, seat: usize, full: bool, lang: Lang) {
    let uk = lang == Lang::Uk;
    let Some(inv) = view.investigators.get(seat) else { return };
    let (health, sanity) =
        data::INVESTIGATORS.get(usize::from(inv.def)).map_or((0, 0), |def| (def.health, def.sanity));
    let state_word = match inv.standing {
        crate::state::Standing::Active if inv.delayed => {
            if uk {
                " (затриманий)"
            } else {
                " (Delayed)"
            }
        }
        crate::state::Standing::Active => "",
        crate::state::Standing::Replacing => {
            if uk {
                " (чекає на заміну)"
            } else {
                " (awaiting a replacement)"
            }
        }
        crate::state::Standing::Eliminated => {
            if uk {
                " (вибув)"
            } else {
                " (eliminated)"
            }
        }
    };
    let _ = writeln!(
        out,
        "{} {}: {} {} {}: {} {}/{} {} {}/{} {} {} {} {}T/{}S{}{}",
        if uk { "Гравець" } else { "Player" },
        seat + 1,
        investigator_def_name(inv.def, lang),
        if uk { "у" } else { "in" },
        loc_name(inv.location, lang),
        if uk { "здоров'я" } else { "Health" },
        inv.health,
        health,
        if uk { "розум" } else { "Sanity" },
        inv.sanity,
        sanity,
        if uk { "докази" } else { "Clues" },
        inv.clues.len(),
        if uk { "квитки" } else { "tickets" },
        inv.train,
        inv.ship,
        if usize::from(view.lead) == seat { if uk { " (головний)" } else { " (Lead)" } } else { "" },
        state_word
    );
    if !full {
        out.pop();
        let _ = writeln!(out, " (t {})", seat + 1);
        return;
    }
    let mut cards: Vec<String> = Vec::new();
    for (&card, defs) in inv
        .assets
        .iter()
        .map(|c| (c, data::ASSETS))
        .chain(inv.artifacts.iter().map(|c| (c, data::ARTIFACTS)))
        .chain(inv.spells.iter().map(|c| (c, data::SPELLS)))
        .chain(inv.conditions.iter().map(|c| (c, data::CONDITIONS)))
    {
        cards.push(card_def_name(defs, u16::from(card), lang).to_owned());
    }
    // Printed skills with their improvements: "Lore 4 (+1)".
    let printed = data::INVESTIGATORS.get(usize::from(inv.def)).map_or([0; 5], |def| def.skills);
    let skills: Vec<String> = data::Skill::ALL
        .into_iter()
        .map(|s| {
            let (base, plus) = (printed[s as usize], inv.improve[s as usize]);
            let total = u16::from(base) + u16::from(plus);
            let plus = if plus > 0 { format!(" (+{plus})") } else { String::new() };
            format!("{} {total}{plus}", skill_name(s, lang))
        })
        .collect();
    let _ = writeln!(out, "      {}", skills.join(", "));
    if !cards.is_empty() {
        let _ = writeln!(out, "      {}", cards.join(", "));
    }
}

/// Player `seat`'s investigator in full (`t N` in `tabletop play`).
pub(crate) fn render_player(view: &View, seat: usize, lang: Lang) -> Option<String> {
    view.investigators.get(seat)?;
    let mut out = String::new();
    investigator(&mut out, view, seat, true, lang);
    Some(out)
}
