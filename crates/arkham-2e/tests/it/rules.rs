//! The lasting rules of monsters, Ancient Ones and cards the engine reads where they apply:
//! one test each for the special movers, the Lodge Membership, and the Ancient Ones' battle rules.

use arkham_2e::testing::data::{self, Dimension};
use arkham_2e::testing::{location, monster, street};
use arkham_2e::{Event, Place};

use crate::fixtures::{game, solo};

fn dimension(kind: &str) -> Dimension {
    data::MONSTERS[usize::from(monster(kind))].dimension
}

#[test]
fn a_chthonian_does_not_move_and_on_4_to_6_hurts_everyone_in_arkham() {
    for (face, stamina) in [(4, 4), (3, 5)] {
        let mut state = solo("amanda-sharpe", street("uptown"));
        state.clear_monsters();
        state.investigator_mut(0).stamina = 5;
        state.investigator_mut(0).max_stamina = 5;
        let id = state.put_monster(monster("chthonian"), street("rivertown"));
        state.rig_dice([face]);
        state.move_monsters_now(&[dimension("chthonian")], &[]);
        assert_eq!(state.monsters().find(|(m, _)| *m == id).map(|(_, m)| m.place), Some(street("rivertown")));
        assert_eq!(state.investigators()[0].stamina, stamina, "die {face}");
    }
}

#[test]
fn a_hound_of_tindalos_goes_straight_to_the_nearest_investigator_in_a_location() {
    let mut state = game(2, "cthulhu", &["amanda-sharpe", "bob-jenkins"]);
    state.clear_monsters();
    state.investigator_mut(0).place = location("woods");
    // The Hospital does not count.
    state.investigator_mut(1).place = location("st-marys-hospital");
    let id = state.put_monster(monster("hound-of-tindalos"), street("northside"));
    state.move_monsters_now(&[dimension("hound-of-tindalos")], &[]);
    assert_eq!(state.monsters().find(|(m, _)| *m == id).map(|(_, m)| m.place), Some(location("woods")));
}

#[test]
fn a_lodge_member_has_the_inner_sanctum_s_encounters_at_the_lodge() {
    let sanctum = data::LOCATIONS.iter().position(|l| l.id.ends_with("/inner-sanctum")).unwrap_or(0);
    let lodge = data::LOCATIONS.iter().position(|l| l.id.ends_with("/silver-twilight-lodge")).unwrap_or(0);
    for member in [false, true] {
        let mut state = solo("amanda-sharpe", location("silver-twilight-lodge"));
        state.investigator_mut(0).specials.membership = member;
        let events = state.turn_now(arkham_2e::Phase::ArkhamEncounters, 0);
        let had = events.iter().find_map(|e| match e {
            Event::LocationEncounter { card, entry, .. } => {
                Some(data::LOCATION_CARDS[usize::from(*card)].encounters[usize::from(*entry)].location)
            }
            _ => None,
        });
        let want = if member { data::LOCATIONS[sanctum].id } else { data::LOCATIONS[lodge].id };
        assert_eq!(had, Some(want), "member: {member}");
    }
}

#[test]
fn nobody_walks_into_the_inner_sanctum() {
    let sanctum = Place::Location(
        data::LOCATIONS.iter().position(|l| l.id.ends_with("/inner-sanctum")).unwrap_or(0) as u8,
    );
    let map = arkham_2e::Map::get();
    assert_eq!(map.adjacent(sanctum).count(), 0);
    assert!(map.adjacent(street("french-hill")).all(|p| p != sanctum));
}
