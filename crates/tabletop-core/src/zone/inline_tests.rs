//! Unit tests of the fixed-capacity inline list.

use super::*;

#[test]
fn push_insert_remove_keep_order() {
    let mut s: Inline<u8, 4> = Inline::new();
    assert!(s.push(1) && s.push(2));
    assert!(s.insert(0, 0));
    assert_eq!(s.as_slice(), &[0, 1, 2]);
    assert!(s.push(3));
    assert!(!s.push(4), "full");
    assert_eq!(s.remove(1), Some(1));
    assert_eq!(s.as_slice(), &[0, 2, 3]);
    assert!(s.remove_item(&3));
    assert_eq!(s.pop(), Some(2));
    assert_eq!(s.as_slice(), &[0]);
}

#[test]
fn equality_ignores_dead_slots() {
    let mut a: Inline<u8, 4> = Inline::from_slice(&[1, 2, 3]);
    a.pop();
    let b: Inline<u8, 4> = Inline::from_slice(&[1, 2]);
    assert_eq!(a, b);
    let mut c = Inline::<u8, 4>::from_slice(&[5, 1, 5, 2]);
    c.retain(|&x| x != 5);
    assert_eq!(c, b);
}

#[test]
fn it_reads_and_writes_like_its_slice() {
    let mut list = Inline::<u8, 4>::try_from_slice(&[3, 1, 2]).expect("fits");
    list[0] = 4;
    for item in &mut list {
        *item += 1;
    }
    assert_eq!(&*list, &[5, 2, 3]);
    assert!(Inline::<u8, 2>::try_from_slice(&[1, 2, 3]).is_none());
    assert_eq!(Inline::<u8, 2>::try_from_slice(&[]).map(|list| list.len()), Some(0));
}

#[cfg(feature = "serde")]
#[test]
fn it_is_saved_as_the_list_of_its_items() {
    let list = Inline::<u8, 4>::from_slice(&[3, 1]);
    let json = serde_json::to_string(&list).expect("serializes");
    assert_eq!(json, "[3,1]");
    let back: Inline<u8, 4> = serde_json::from_str(&json).expect("reads");
    assert_eq!(back, list);
    let error = serde_json::from_str::<Inline<u8, 2>>("[1,2,3]").expect_err("too many");
    assert!(error.to_string().starts_with("3 items where at most 2 fit"), "{error}");
}
