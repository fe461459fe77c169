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
