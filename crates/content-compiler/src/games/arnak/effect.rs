//! The Arnak effect vocabulary: TOML forms, their validation and their Rust literals.
//!
//! Each effect is a one-key table (`{ gain = { coin = 2 } }`, `{ draw = 1 }`), a few with extra
//! keys (`{ pay = { coin = 1 }, then = [...] }`, `{ choose = [[...], [...]], count = 2 }`), or a
//! bare string for effects without parameters (`"exile_self"`, `"gain_assistant"`). The names
//! and parameters mirror `content::arnak::Effect`; the README in `content/data/arnak/` documents
//! every form for designers.

use std::ops::Range;

use crate::Diagnostic;
use crate::reader::{Val, did_you_mean};

/// The five resources, in board order (the order of `Res`'s fields).
pub(crate) const RESOURCES: &[(&str, Resource)] = &[
    ("coin", Resource::Coin),
    ("compass", Resource::Compass),
    ("tablet", Resource::Tablet),
    ("arrowhead", Resource::Arrowhead),
    ("jewel", Resource::Jewel),
];

/// The travel icons, in the order of `Travels`'s fields.
pub(crate) const TRAVEL: &[(&str, usize)] = &[("boot", 0), ("car", 1), ("ship", 2), ("plane", 3)];

const SITE_FILTERS: &[(&str, SiteFilter)] = &[
    ("any", SiteFilter::Any),
    ("camp", SiteFilter::Camp),
    ("camp_or_level1", SiteFilter::CampOrLevel1),
    ("level1", SiteFilter::Level1),
    ("level2", SiteFilter::Level2),
    ("own", SiteFilter::Own),
];

const COUNTERS: &[(&str, Counter)] =
    &[("idols", Counter::Idols), ("guardians", Counter::Guardians), ("cards_in_play", Counter::CardsInPlay)];

/// Marker names.
pub(crate) const MARKERS: &[(&str, Marker)] =
    &[("any", Marker::Any), ("magnifier", Marker::Magnifier), ("notebook", Marker::Notebook)];

const ROW_KINDS: &[(&str, bool)] = &[("item", false), ("artifact", true)];

/// Every effect name, for suggestions.
const NAMES: &[&str] = &[
    "gain",
    "travel",
    "draw",
    "draw_bottom",
    "fear",
    "exile_self",
    "exile",
    "discard",
    "pay",
    "pay_travel",
    "choose",
    "upgrade",
    "gain_per",
    "pass_to_gain",
    "dig",
    "activate_site",
    "activate_top_site_tile",
    "move_archaeologist",
    "move_guardian",
    "return_archaeologist",
    "overcome_guardian",
    "research",
    "buy",
    "refresh_assistant",
    "gain_assistant",
    "upgrade_assistant",
    "custom",
];

/// Effects that may be written as a bare string (all parameters default).
const BARE: &[&str] = &[
    "exile_self",
    "exile",
    "move_guardian",
    "gain_assistant",
    "upgrade_assistant",
    "overcome_guardian",
    "research",
    "refresh_assistant",
    "dig",
];

/// A resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Resource {
    Coin,
    Compass,
    Tablet,
    Arrowhead,
    Jewel,
}

impl Resource {
    fn rust(self) -> &'static str {
        match self {
            Resource::Coin => "Resource::Coin",
            Resource::Compass => "Resource::Compass",
            Resource::Tablet => "Resource::Tablet",
            Resource::Arrowhead => "Resource::Arrowhead",
            Resource::Jewel => "Resource::Jewel",
        }
    }

    /// The `Res` literal of one of this resource.
    pub(crate) fn rust_variant(self) -> &'static str {
        self.rust()
    }
}

/// `Res` amounts in field order.
pub(crate) type Res = [u8; 5];
/// `Travels` counts in field order (boot, car, ship, plane).
pub(crate) type Travels = [u8; 4];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SiteFilter {
    Any,
    Camp,
    CampOrLevel1,
    Level1,
    Level2,
    Own,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Counter {
    Idols,
    Guardians,
    CardsInPlay,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Marker {
    Any,
    Magnifier,
    Notebook,
}

impl Marker {
    pub(crate) fn rust(self) -> &'static str {
        match self {
            Marker::Any => "MarkerChoice::Any",
            Marker::Magnifier => "MarkerChoice::Magnifier",
            Marker::Notebook => "MarkerChoice::Notebook",
        }
    }
}

/// One effect step (mirrors `content::arnak::Effect`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Eff {
    Gain(Res),
    GainTravel(Travels),
    Draw(u8),
    DrawBottom(u8),
    GainFear(u8),
    ExileSelf,
    ExileCard,
    DiscardThen(Vec<Eff>),
    PayThen(Res, Vec<Eff>),
    PayTravelThen(Travels, Vec<Eff>),
    Choose(Vec<Vec<Eff>>),
    ChooseDistinct(u8, Vec<Vec<Eff>>),
    Upgrade(Vec<(Resource, Resource)>),
    GainPer { resource: Resource, per: Counter, max: u8 },
    PassToGain(Res),
    Dig { filter: SiteFilter, discover: bool, travel_discount: Travels, compass_discount: u8 },
    ActivateSite { filter: SiteFilter, unoccupied: bool },
    ActivateTopSiteTile(u8),
    MoveArchaeologist(SiteFilter),
    MoveGuardian,
    ReturnArchaeologist(Vec<Eff>),
    OvercomeGuardian { unoccupied_too: bool },
    Research { marker: Marker, discount: Res, free: bool },
    Buy { artifact: bool, discount: u8, free: bool, include_top: bool, to_hand: bool },
    RefreshAssistant(Vec<Eff>),
    GainAssistant,
    UpgradeAssistant,
    Custom(String),
}

/// A `custom` hook named somewhere, to check against the declared hooks.
#[derive(Debug, Clone)]
pub(crate) struct HookUse {
    pub(crate) name: String,
    pub(crate) at: Diagnostic,
}

/// Collects what effect parsing needs to report later.
#[derive(Debug, Default)]
pub(crate) struct Effects {
    pub(crate) hook_uses: Vec<HookUse>,
}

impl Effects {
    /// An effect list: an array of effects.
    pub(crate) fn list(&mut self, value: &Val<'_>) -> Vec<Eff> {
        let Some(items) = value.array() else { return Vec::new() };
        items.iter().filter_map(|item| self.one(item)).collect()
    }

    /// A list of options, each an effect list.
    fn options(&mut self, value: &Val<'_>) -> Vec<Vec<Eff>> {
        let Some(items) = value.array() else { return Vec::new() };
        if items.len() < 2 {
            value.error(format!("{}: a choice needs at least two options", value.label()));
        }
        items.iter().map(|item| self.list(item)).collect()
    }

    /// One effect.
    pub(crate) fn one(&mut self, value: &Val<'_>) -> Option<Eff> {
        if value.is_str() {
            let name = value.str()?;
            if BARE.contains(&name) {
                return self.bare(name);
            }
            if NAMES.contains(&name) {
                value.error(format!("effect \"{name}\" needs a value: write {{ {name} = ... }}"));
            } else {
                value.error(format!("unknown effect \"{name}\"{}", hint(name)));
            }
            return None;
        }
        let mut table = value.table()?;
        let heads: Vec<(&str, Range<usize>)> = table.keys().filter(|(key, _)| NAMES.contains(key)).collect();
        let name = match heads.as_slice() {
            [] => {
                let first = table.keys().next();
                match first {
                    Some((key, span)) => value
                        .cx()
                        .error(&span, format!("{}: unknown effect \"{key}\"{}", value.ctx(), hint(key))),
                    None => value.error("empty effect: write one of gain, draw, pay, ..."),
                }
                return None;
            }
            [(name, _)] => *name,
            [(first, _), (second, span), ..] => {
                value.cx().error(
                    span,
                    format!(
                        "{}: one effect per table: found \"{first}\" and \"{second}\" (write them as two items of the list)",
                        value.ctx()
                    ),
                );
                return None;
            }
        };
        let head = table.get(effect_key(name))?;
        let effect = match name {
            "gain" => Some(Eff::Gain(res(&head)?)),
            "travel" => Some(Eff::GainTravel(travels(&head)?)),
            "draw" => Some(Eff::Draw(head.u8(1..=5)?)),
            "draw_bottom" => Some(Eff::DrawBottom(head.u8(1..=5)?)),
            "fear" => Some(Eff::GainFear(head.u8(1..=3)?)),
            "discard" => Some(Eff::DiscardThen(self.list(&head))),
            "pay" => {
                let cost = res(&head);
                let then = table.req("then").map(|then| self.list(&then));
                Some(Eff::PayThen(cost?, then?))
            }
            "pay_travel" => {
                let cost = travels(&head);
                let then = table.req("then").map(|then| self.list(&then));
                Some(Eff::PayTravelThen(cost?, then?))
            }
            "choose" => {
                let options = self.options(&head);
                match table.get("count") {
                    Some(count) => {
                        let count = count.u8(1..=u8::try_from(options.len()).unwrap_or(u8::MAX).max(1))?;
                        Some(Eff::ChooseDistinct(count, options))
                    }
                    None => Some(Eff::Choose(options)),
                }
            }
            "upgrade" => {
                let mut pairs = Vec::new();
                for pair in head.array()? {
                    let items = pair.array()?;
                    if items.len() != 2 {
                        pair.error(format!("{}: an exchange is [\"from\", \"to\"]", pair.label()));
                        continue;
                    }
                    let from = items[0].enum_of("resource", RESOURCES);
                    let to = items[1].enum_of("resource", RESOURCES);
                    if let (Some(from), Some(to)) = (from, to) {
                        if to <= from {
                            pair.error(format!(
                                "{}: an upgrade exchanges for a rarer resource",
                                pair.label()
                            ));
                        }
                        pairs.push((from, to));
                    }
                }
                if pairs.is_empty() {
                    head.error(format!("{}: list at least one exchange", head.label()));
                }
                Some(Eff::Upgrade(pairs))
            }
            "gain_per" => {
                let mut params = head.table()?;
                let resource = params.req_enum("resource", "resource", RESOURCES);
                let per = params.req_enum("per", "counter", COUNTERS);
                let max = params.req_u8("max", 1..=10);
                params.finish();
                Some(Eff::GainPer { resource: resource?, per: per?, max: max? })
            }
            "pass_to_gain" => Some(Eff::PassToGain(res(&head)?)),
            "dig" => {
                let mut params = head.table()?;
                let filter = params.enum_of("sites", "site filter", SITE_FILTERS).unwrap_or(SiteFilter::Any);
                let discover = params.bool("discover").unwrap_or(false);
                let travel_discount =
                    params.get("travel_discount").and_then(|value| travels(&value)).unwrap_or_default();
                let compass_discount = params.u8("compass_discount", 0..=6).unwrap_or(0);
                params.finish();
                Some(Eff::Dig { filter, discover, travel_discount, compass_discount })
            }
            "activate_site" => {
                let mut params = head.table()?;
                let filter = params.req_enum("sites", "site filter", SITE_FILTERS);
                let unoccupied = params.bool("unoccupied").unwrap_or(false);
                params.finish();
                Some(Eff::ActivateSite { filter: filter?, unoccupied })
            }
            "activate_top_site_tile" => Some(Eff::ActivateTopSiteTile(head.u8(1..=2)?)),
            "move_archaeologist" => Some(Eff::MoveArchaeologist(head.enum_of("site filter", SITE_FILTERS)?)),
            "return_archaeologist" => Some(Eff::ReturnArchaeologist(self.list(&head))),
            "overcome_guardian" => {
                let mut params = head.table()?;
                let unoccupied_too = params.bool("unoccupied_too").unwrap_or(false);
                params.finish();
                Some(Eff::OvercomeGuardian { unoccupied_too })
            }
            "research" => {
                let mut params = head.table()?;
                let marker = params.enum_of("marker", "marker", MARKERS).unwrap_or(Marker::Any);
                let discount = params.get("discount").and_then(|value| res(&value)).unwrap_or_default();
                let free = params.bool("free").unwrap_or(false);
                params.finish();
                Some(Eff::Research { marker, discount, free })
            }
            "buy" => {
                let mut params = head.table()?;
                let artifact = params.req_enum("kind", "card kind", ROW_KINDS);
                let discount = params.u8("discount", 0..=10).unwrap_or(0);
                let free = params.bool("free").unwrap_or(false);
                let include_top = params.bool("include_top").unwrap_or(false);
                let to_hand = params.bool("to_hand").unwrap_or(false);
                params.finish();
                if free && discount > 0 {
                    head.error(format!("{}: a free buy has no discount", head.label()));
                }
                Some(Eff::Buy { artifact: artifact?, discount, free, include_top, to_hand })
            }
            "refresh_assistant" => Some(Eff::RefreshAssistant(self.list(&head))),
            "custom" => {
                let name = head.str()?;
                if name.is_empty()
                    || !name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                {
                    head.error(format!(
                        "{}: a hook name is lowercase-with-dashes, found \"{name}\"",
                        head.label()
                    ));
                    return None;
                }
                self.hook_uses.push(HookUse {
                    name: name.to_owned(),
                    at: head.cx().at(&head.span(), format!("{}: unknown hook \"{name}\"", head.ctx())),
                });
                Some(Eff::Custom(name.to_owned()))
            }
            bare => {
                head.error(format!("effect \"{bare}\" takes no value: write \"{bare}\""));
                None
            }
        };
        table.finish();
        effect
    }

    /// The string form of a parameterless effect.
    fn bare(&mut self, name: &str) -> Option<Eff> {
        Some(match name {
            "exile_self" => Eff::ExileSelf,
            "exile" => Eff::ExileCard,
            "move_guardian" => Eff::MoveGuardian,
            "gain_assistant" => Eff::GainAssistant,
            "upgrade_assistant" => Eff::UpgradeAssistant,
            "overcome_guardian" => Eff::OvercomeGuardian { unoccupied_too: false },
            "research" => Eff::Research { marker: Marker::Any, discount: [0; 5], free: false },
            "refresh_assistant" => Eff::RefreshAssistant(Vec::new()),
            "dig" => Eff::Dig {
                filter: SiteFilter::Any,
                discover: false,
                travel_discount: [0; 4],
                compass_discount: 0,
            },
            _ => return None,
        })
    }
}

/// The key an effect name is read from (all effects use their own name).
fn effect_key(name: &str) -> &'static str {
    NAMES.iter().copied().find(|known| *known == name).unwrap_or("custom")
}

fn hint(name: &str) -> String {
    match did_you_mean(name, NAMES.iter().copied()) {
        Some(found) => format!(" (did you mean \"{found}\"?)"),
        None => String::new(),
    }
}

/// A resource table: `{ coin = 2, jewel = 1 }`.
pub(crate) fn res(value: &Val<'_>) -> Option<Res> {
    let mut table = value.table()?;
    let mut amounts = [0u8; 5];
    for (index, (name, _)) in RESOURCES.iter().enumerate() {
        if let Some(amount) = table.u8(name, 0..=20) {
            amounts[index] = amount;
        }
    }
    table.finish();
    Some(amounts)
}

/// A list of travel icons: `["car", "ship"]`.
pub(crate) fn travels(value: &Val<'_>) -> Option<Travels> {
    let mut counts = [0u8; 4];
    for item in value.array()? {
        if let Some(index) = item.enum_of("travel icon", TRAVEL) {
            counts[index] += 1;
        }
    }
    Some(counts)
}

/// Whether any effect in the list (recursively) is a hook.
pub(crate) fn uses_hook(effects: &[Eff]) -> bool {
    let mut found = false;
    visit(effects, &mut |effect| found |= matches!(effect, Eff::Custom(_)));
    found
}

/// Calls `f` on every effect, nested ones included.
pub(crate) fn visit(effects: &[Eff], f: &mut dyn FnMut(&Eff)) {
    for effect in effects {
        f(effect);
        match effect {
            Eff::DiscardThen(then)
            | Eff::PayThen(_, then)
            | Eff::PayTravelThen(_, then)
            | Eff::ReturnArchaeologist(then)
            | Eff::RefreshAssistant(then) => visit(then, f),
            Eff::Choose(options) | Eff::ChooseDistinct(_, options) => {
                for option in options {
                    visit(option, f);
                }
            }
            _ => {}
        }
    }
}

/// The `Res` literal.
pub(crate) fn rust_res(amounts: &Res) -> String {
    if amounts == &[0; 5] {
        return "Res::ZERO".to_owned();
    }
    let [coin, compass, tablet, arrowhead, jewel] = amounts;
    format!(
        "Res {{ coin: {coin}, compass: {compass}, tablet: {tablet}, arrowhead: {arrowhead}, jewel: {jewel} }}"
    )
}

/// The `Travels` literal.
pub(crate) fn rust_travels(counts: &Travels) -> String {
    if counts == &[0; 4] {
        return "Travels::NONE".to_owned();
    }
    let [boot, car, ship, plane] = counts;
    format!("Travels {{ boot: {boot}, car: {car}, ship: {ship}, plane: {plane} }}")
}

fn rust_filter(filter: SiteFilter) -> &'static str {
    match filter {
        SiteFilter::Any => "SiteFilter::Any",
        SiteFilter::Camp => "SiteFilter::Camp",
        SiteFilter::CampOrLevel1 => "SiteFilter::CampOrLevel1",
        SiteFilter::Level1 => "SiteFilter::Level1",
        SiteFilter::Level2 => "SiteFilter::Level2",
        SiteFilter::Own => "SiteFilter::Own",
    }
}

/// The `&[Effect]` literal of a list.
pub(crate) fn rust_list(effects: &[Eff]) -> String {
    let items: Vec<String> = effects.iter().map(rust_effect).collect();
    format!("&[{}]", items.join(", "))
}

fn rust_options(options: &[Vec<Eff>]) -> String {
    let items: Vec<String> = options.iter().map(|option| rust_list(option)).collect();
    format!("&[{}]", items.join(", "))
}

/// The `Effect` literal.
pub(crate) fn rust_effect(effect: &Eff) -> String {
    match effect {
        Eff::Gain(amounts) => format!("Effect::Gain({})", rust_res(amounts)),
        Eff::GainTravel(counts) => format!("Effect::GainTravel({})", rust_travels(counts)),
        Eff::Draw(count) => format!("Effect::Draw({count})"),
        Eff::DrawBottom(count) => format!("Effect::DrawBottom({count})"),
        Eff::GainFear(count) => format!("Effect::GainFear({count})"),
        Eff::ExileSelf => "Effect::ExileSelf".to_owned(),
        Eff::ExileCard => "Effect::ExileCard".to_owned(),
        Eff::DiscardThen(then) => format!("Effect::DiscardThen({})", rust_list(then)),
        Eff::PayThen(cost, then) => {
            format!("Effect::PayThen {{ cost: {}, then: {} }}", rust_res(cost), rust_list(then))
        }
        Eff::PayTravelThen(cost, then) => {
            format!("Effect::PayTravelThen {{ cost: {}, then: {} }}", rust_travels(cost), rust_list(then))
        }
        Eff::Choose(options) => format!("Effect::Choose({})", rust_options(options)),
        Eff::ChooseDistinct(count, options) => {
            format!("Effect::ChooseDistinct {{ count: {count}, options: {} }}", rust_options(options))
        }
        Eff::Upgrade(pairs) => {
            let items: Vec<String> =
                pairs.iter().map(|(from, to)| format!("({}, {})", from.rust(), to.rust())).collect();
            format!("Effect::Upgrade(&[{}])", items.join(", "))
        }
        Eff::GainPer { resource, per, max } => {
            let per = match per {
                Counter::Idols => "Counter::Idols",
                Counter::Guardians => "Counter::Guardians",
                Counter::CardsInPlay => "Counter::CardsInPlay",
            };
            format!("Effect::GainPer {{ resource: {}, per: {per}, max: {max} }}", resource.rust())
        }
        Eff::PassToGain(amounts) => format!("Effect::PassToGain({})", rust_res(amounts)),
        Eff::Dig { filter, discover, travel_discount, compass_discount } => format!(
            "Effect::Dig {{ filter: {}, discover: {discover}, travel_discount: {}, compass_discount: {compass_discount} }}",
            rust_filter(*filter),
            rust_travels(travel_discount)
        ),
        Eff::ActivateSite { filter, unoccupied } => {
            format!("Effect::ActivateSite {{ filter: {}, unoccupied: {unoccupied} }}", rust_filter(*filter))
        }
        Eff::ActivateTopSiteTile(level) => format!("Effect::ActivateTopSiteTile {{ level: {level} }}"),
        Eff::MoveArchaeologist(filter) => {
            format!("Effect::MoveArchaeologist {{ to: {} }}", rust_filter(*filter))
        }
        Eff::MoveGuardian => "Effect::MoveGuardian".to_owned(),
        Eff::ReturnArchaeologist(then) => format!("Effect::ReturnArchaeologist({})", rust_list(then)),
        Eff::OvercomeGuardian { unoccupied_too } => {
            format!("Effect::OvercomeGuardian {{ unoccupied_too: {unoccupied_too} }}")
        }
        Eff::Research { marker, discount, free } => format!(
            "Effect::Research {{ marker: {}, discount: {}, free: {free} }}",
            marker.rust(),
            rust_res(discount)
        ),
        Eff::Buy { artifact, discount, free, include_top, to_hand } => format!(
            "Effect::Buy {{ kind: {}, discount: {discount}, free: {free}, include_top: {include_top}, to_hand: {to_hand} }}",
            if *artifact { "RowKind::Artifact" } else { "RowKind::Item" }
        ),
        Eff::RefreshAssistant(then) => format!("Effect::RefreshAssistant({})", rust_list(then)),
        Eff::GainAssistant => "Effect::GainAssistant".to_owned(),
        Eff::UpgradeAssistant => "Effect::UpgradeAssistant".to_owned(),
        Eff::Custom(name) => format!("Effect::Custom({name:?})"),
    }
}
