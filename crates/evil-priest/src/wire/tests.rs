//! Unit tests of the wire form.

use super::*;

#[test]
fn hooks_are_written_by_their_content_names() {
    #[derive(Serialize)]
    struct Wrap(#[serde(with = "HookWire")] Hook);
    let hooks = [
        Hook::FederalAgent,
        Hook::ShanQueen,
        Hook::JohnScott,
        Hook::AvatarHowler,
        Hook::AvatarBloatedWoman,
        Hook::AvatarDarkPharaoh,
        Hook::AvatarHaunter,
    ];
    for hook in hooks {
        let json = serde_json::to_string(&Wrap(hook)).unwrap_or_default();
        assert_eq!(json, format!("\"{}\"", hook.name()));
    }
}
