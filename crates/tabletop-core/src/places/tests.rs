//! Places of a toy game's lists: numbering, naming the very list, `null`, and read errors.

#[derive(Debug, Clone, Copy, PartialEq)]
enum Effect {
    Gain(u8),
    Choose(&'static [&'static [Effect]]),
    Then(&'static [Effect]),
}

crate::effect_lists!(
    /// A toy game's lists.
    enum List: Effect; entries = entries, nested = nested
);

fn entries(visit: &mut dyn FnMut(&str, &[List]) -> bool) {
    let _ = visit("toy/first", &[List::Effects(&FIRST)])
        || visit("toy/second", &[List::Effects(&SECOND)])
        || visit("toy/third", &[List::Effects(&[]), List::Effects(&THIRD)]);
}

fn nested(effect: &'static Effect, visit: &mut dyn FnMut(List) -> bool) -> bool {
    match *effect {
        Effect::Choose(options) => visit(List::Options(options)),
        Effect::Then(then) => visit(List::Effects(then)),
        Effect::Gain(_) => false,
    }
}

static FIRST: [Effect; 2] =
    [Effect::Gain(1), Effect::Choose(&[&[Effect::Gain(2)], &[Effect::Then(&[Effect::Gain(3)])]])];
static SECOND: [Effect; 1] = [Effect::Gain(9)];
static THIRD: [Effect; 1] = [Effect::Gain(9)];

crate::list_field!(
    /// A toy effect list.
    mod effects: &'static [Effect], List::Effects, empty = &[], "an effect list"
);
crate::list_field!(
    /// A toy list of options.
    mod options: &'static [&'static [Effect]], List::Options, empty = &[], "a list of options"
);

#[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Pending {
    #[serde(with = "effects")]
    then: &'static [Effect],
    #[serde(with = "options")]
    options: &'static [&'static [Effect]],
}

fn options_of_first() -> &'static [&'static [Effect]] {
    match FIRST[1] {
        Effect::Choose(options) => options,
        _ => &[],
    }
}

#[test]
fn lists_are_numbered_depth_first_within_their_entry() {
    let mut seen = Vec::new();
    super::each_list(&mut |entry, at, list: List| {
        seen.push(format!("{entry} {at} {}", matches!(list, List::Options(_))));
        false
    });
    assert_eq!(
        seen,
        [
            "toy/first 0 false",
            "toy/first 1 true",
            "toy/first 2 false",
            "toy/first 3 false",
            "toy/first 4 false",
            "toy/second 0 false",
            "toy/third 0 false",
            "toy/third 1 false",
        ]
    );
}

#[test]
fn a_list_is_written_as_its_place_and_read_back() {
    let pending = Pending { then: &FIRST, options: options_of_first() };
    let json = serde_json::to_string(&pending).unwrap_or_default();
    assert_eq!(json, r#"{"then":{"in":"toy/first","at":0},"options":{"in":"toy/first","at":1}}"#);
    let back: Option<Pending> = serde_json::from_str(&json).ok();
    assert!(back.is_some_and(|back| std::ptr::eq(back.then, &FIRST[..]) && back == pending));
}

#[test]
fn the_very_list_is_named_before_an_equal_one() {
    let json =
        serde_json::to_string(&Pending { then: &THIRD, options: options_of_first() }).unwrap_or_default();
    assert!(json.starts_with(r#"{"then":{"in":"toy/third","at":1}"#), "{json}");
    let equal: &'static [Effect] = Box::leak(Box::new([Effect::Gain(9)]));
    let json =
        serde_json::to_string(&Pending { then: equal, options: options_of_first() }).unwrap_or_default();
    assert!(json.starts_with(r#"{"then":{"in":"toy/second","at":0}"#), "{json}");
}

#[test]
fn an_empty_list_is_null() {
    let json = serde_json::to_string(&Pending { then: &[], options: options_of_first() }).unwrap_or_default();
    assert!(json.starts_with(r#"{"then":null,"#), "{json}");
    let back: Option<Pending> = serde_json::from_str(&json).ok();
    assert!(back.is_some_and(|back| back.then.is_empty()));
}

#[test]
fn a_list_in_no_entry_is_refused_when_written() {
    let stray: &'static [Effect] = Box::leak(Box::new([Effect::Gain(42)]));
    let error = serde_json::to_string(&Pending { then: stray, options: &[] }).err().map(|e| e.to_string());
    assert_eq!(error.as_deref(), Some("an effect list that is in no content entry or engine list"));
}

#[test]
fn a_place_of_no_list_of_its_kind_is_a_named_error() {
    let read =
        |json: &str| serde_json::from_str::<Pending>(json).err().map(|e| e.to_string()).unwrap_or_default();
    let error = read(r#"{"then":{"in":"toy/first","at":1},"options":null}"#);
    assert!(error.starts_with(r#"no such effect list: "toy/first" has no list 1 of this kind"#), "{error}");
    let error = read(r#"{"then":{"in":"toy/fourth","at":0},"options":null}"#);
    assert!(error.starts_with(r#"no such effect list: "toy/fourth" has no list 0"#), "{error}");
    let error = read(r#"{"then":{"in":"toy/first","at":0,"len":1},"options":null}"#);
    assert!(error.starts_with("no such effect list"), "{error}");
    let error = read(r#"{"then":{"in":null},"options":null}"#);
    assert!(error.starts_with("an effect list that is in no content entry"), "{error}");
    let error = read(r#"{"then":7,"options":null}"#);
    assert!(error.starts_with("invalid type"), "{error}");
}

#[test]
fn every_list_of_the_toy_game_is_found_again() {
    assert_eq!(super::check_every_place::<List>(), Ok(7));
}
