//! The fair scheme checked: each hash against its published and documented form, the worked example
//! as the browser computes it, seeds and their limits, and the change from scheme 1.

use super::*;
use crate::{Pile, Shuffler};

fn master() -> ShuffleKey {
    ShuffleKey::from_bytes([7; 32])
}

fn sha(parts: &[&[u8]]) -> [u8; 32] {
    let mut hash = Sha256::new();
    for part in parts {
        hash.update(part);
    }
    hash.finalize().into()
}

#[test]
fn sha256_is_the_published_one() {
    // FIPS 180-2 appendix B.1: SHA-256("abc").
    let digest: [u8; 32] = Sha256::digest(b"abc").into();
    assert_eq!(
        hex(&digest),
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
}

#[test]
fn each_scheme_2_hash_is_the_documented_one() {
    let n = [0u8, 0, 0, 2];
    let house = sha(&[b"parlour/fair/2/house\0", &[7; 32], &n]);
    assert_eq!(house_part(2, &master(), 2), house);
    assert_eq!(
        commitment(2, 2, &house),
        sha(&[b"parlour/fair/2/commitment\0", &n, &house])
    );
    let ann = sha(&[b"parlour/fair/2/seed\0", &n, b"ann's seed"]);
    assert_eq!(seed_hash(2, Some(2), "ann's seed"), ann);
    let bob = sha(&[b"parlour/fair/2/seed\0", &n, b"bob"]);
    let key = sha(&[
        b"parlour/fair/2/key\0",
        &n,
        &house,
        &[2],
        &[0],
        &ann,
        &[3],
        &bob,
    ]);
    assert_eq!(
        *shuffle_key(2, 2, &house, [(0, &ann), (3, &bob)]).bytes(),
        key
    );
    let none = sha(&[b"parlour/fair/2/key\0", &n, &house, &[0]]);
    assert_eq!(*shuffle_key(2, 2, &house, []).bytes(), none);
}

/// The worked example of docs/fairness.md, computed by the browser's own code (web/public/js
/// fair.js, checked there against node's SHA-256 and ChaCha20): master key 32 bytes of 07,
/// shuffle 0, seat 1's seed "lucky" naming shuffle 0, one pack.
#[test]
fn the_documented_example_deals_as_the_browser_computes_it() {
    let mut fair = FairShuffles::new(master(), 0);
    fair.take(1, Some(0), "lucky".into()).unwrap();
    assert_eq!(
        hex(&fair.house(0)),
        "532f44093ad5acb91d34f9201b5ade7f2e95fd2a32b22f6d7de4b026be2b7454"
    );
    assert_eq!(
        hex(&fair.commitment(0)),
        "5d14882300c3cc5d3d8a2d3aec381133be6dab43185e41b721af2b3c82b64a67"
    );
    assert_eq!(
        hex(&fair.hash_of(0, &fair.pending()[0])),
        "0acd44832fa9dd1946ac06c291f9777e920c4e5501d21a76ede8c6d82529a53c"
    );
    let mut pile = Pile::fresh(1);
    fair.shuffle_and_cut(pile.as_mut_slice());
    assert_eq!(
        fair.key_of(0).unwrap().to_hex(),
        "d3b7dee3ded947c5f9ef7961b2a0122eb65b0f76bc7e58887bd460e59d494f9b"
    );
    let top: Vec<String> = pile.iter().take(10).map(|c| c.to_string()).collect();
    assert_eq!(top.join(" "), "QD 5H 7C 8C 9S AS QS 6D 7H JD");
}

#[test]
fn scheme_1_hashes_are_as_they_were() {
    let mut input = vec![7u8; 32];
    input.extend_from_slice(&[0, 0, 0, 2]);
    let house = sha(&[&input]);
    assert_eq!(house_part(1, &master(), 2), house);
    assert_eq!(commitment(1, 2, &house), sha(&[&house]));
    let seed = seed_hash(1, None, "ann's seed");
    assert_eq!(seed, sha(&[b"ann's seed"]));
    assert_eq!(
        *shuffle_key(1, 2, &house, [(0, &seed)]).bytes(),
        sha(&[&house, &seed])
    );
    // Scheme 1's flaw, which scheme 2 exists to mend: an unseeded key was its commitment.
    assert_eq!(
        *shuffle_key(1, 2, &house, []).bytes(),
        commitment(1, 2, &house)
    );
}

#[test]
fn a_scheme_2_key_is_never_its_commitment_and_seeds_change_it() {
    for number in 0..50 {
        let house = house_part(2, &master(), number);
        let key = shuffle_key(2, number, &house, []);
        assert_ne!(*key.bytes(), commitment(2, number, &house));
        assert_ne!(*key.bytes(), house);
    }
    let house = house_part(2, &master(), 0);
    let (x, y) = (seed_hash(2, Some(0), "x"), seed_hash(2, Some(0), "y"));
    assert_ne!(
        shuffle_key(2, 0, &house, []),
        shuffle_key(2, 0, &house, [(0, &x)])
    );
    assert_ne!(
        shuffle_key(2, 0, &house, [(0, &x), (1, &y)]),
        shuffle_key(2, 0, &house, [(0, &y), (1, &x)])
    );
    // The seat is in the key: one seed is not another seat's.
    assert_ne!(
        shuffle_key(2, 0, &house, [(0, &x)]),
        shuffle_key(2, 0, &house, [(1, &x)])
    );
    // The same text names each shuffle apart.
    assert_ne!(seed_hash(2, Some(0), "x"), seed_hash(2, Some(1), "x"));
}

#[test]
fn a_seed_names_the_next_shuffle_and_a_seats_last_seed_counts() {
    let mut fair = FairShuffles::new(master(), 0);
    assert_eq!(
        fair.take(0, Some(1), "early".into()),
        Err(SeedRefused::NotNext { named: 1, next: 0 })
    );
    assert_eq!(
        fair.take(0, None, "unnamed".into()),
        Err(SeedRefused::Unnamed)
    );
    fair.take(2, Some(0), "late".into()).unwrap();
    fair.take(0, Some(0), "first".into()).unwrap();
    fair.take(2, Some(0), "later".into()).unwrap();
    let texts: Vec<(usize, &str)> = fair
        .pending()
        .iter()
        .map(|s| (s.seat, s.text.as_str()))
        .collect();
    assert_eq!(texts, [(0, "first"), (2, "later")]);
    let house = house_part(2, &master(), 0);
    let (first, later) = (
        seed_hash(2, Some(0), "first"),
        seed_hash(2, Some(0), "later"),
    );
    let mut by_hand = Pile::fresh(1);
    ShuffleStream::keyed(&shuffle_key(2, 0, &house, [(0, &first), (2, &later)]))
        .shuffle_and_cut_slice(by_hand.as_mut_slice());
    let mut pile = Pile::fresh(1);
    assert_eq!(fair.shuffle_and_cut(pile.as_mut_slice()), 0);
    assert_eq!(pile, by_hand);
    assert_eq!(fair.cards_of(0), Some(52));
    assert_eq!(fair.part_of(0), None, "a whole pack is not a part");
    assert_eq!(fair.next(), 1);
    assert!(fair.pending().is_empty());
    // A seed for the shuffle just made is refused, not carried to the next.
    assert_eq!(
        fair.take(0, Some(0), "too late".into()),
        Err(SeedRefused::NotNext { named: 0, next: 1 })
    );
    assert_eq!(fair.seeds_of(0).unwrap().len(), 2);
    assert_eq!(fair.seeds_of(1), None);
}

#[test]
fn a_seat_gives_at_most_eight_seeds_a_shuffle_and_its_seed_goes_with_it() {
    let mut fair = FairShuffles::new(master(), 0);
    for i in 0..MAX_SEEDS_PER_SHUFFLE {
        fair.take(1, Some(0), format!("try {i}")).unwrap();
    }
    assert_eq!(
        fair.take(1, Some(0), "ninth".into()),
        Err(SeedRefused::Limit)
    );
    fair.take(3, Some(0), "three".into()).unwrap();
    // Moved with its player, count and all.
    fair.seat_moved(1, 5);
    assert_eq!(fair.seeds_given(1), 0);
    assert_eq!(
        fair.take(5, Some(0), "ninth".into()),
        Err(SeedRefused::Limit)
    );
    let seats: Vec<usize> = fair.pending().iter().map(|s| s.seat).collect();
    assert_eq!(seats, [3, 5]);
    // Gone with its player.
    fair.seat_left(5);
    let seats: Vec<usize> = fair.pending().iter().map(|s| s.seat).collect();
    assert_eq!(seats, [3]);
    fair.take(5, Some(0), "a newcomer's".into()).unwrap();
}

#[test]
fn further_shuffles_of_one_action_take_its_seeds_and_the_next_action_none() {
    let mut fair = FairShuffles::new(master(), 0);
    fair.take(0, Some(0), "mine".into()).unwrap();
    fair.shuffle_and_cut(Pile::fresh(1).as_mut_slice());
    fair.shuffle_and_cut(Pile::fresh(1).as_mut_slice());
    assert_eq!(fair.seeds_of(1), fair.seeds_of(0));
    fair.action_done();
    fair.shuffle_and_cut(Pile::fresh(1).as_mut_slice());
    assert_eq!(fair.seeds_of(2), Some(&[][..]));
    // Each made with its own house part: three different keys.
    let keys: Vec<ShuffleKey> = (0..3).map(|n| fair.key_of(n).unwrap()).collect();
    assert!(keys[0] != keys[1] && keys[1] != keys[2] && keys[0] != keys[2]);
}

#[test]
fn a_table_turned_to_scheme_2_keeps_its_scheme_1_shuffles() {
    let mut fair = FairShuffles::new(master(), 1);
    fair.take(0, None, "old".into()).unwrap();
    fair.shuffle_and_cut(Pile::fresh(1).as_mut_slice());
    fair.action_done();
    assert_eq!((fair.scheme_of(0), fair.scheme_of(1)), (1, 2));
    let house = house_part(1, &master(), 0);
    assert_eq!(
        fair.key_of(0).unwrap(),
        shuffle_key(1, 0, &house, [(0, &sha(&[b"old"]))])
    );
    assert_eq!(
        fair.take(0, None, "unnamed".into()),
        Err(SeedRefused::Unnamed)
    );
    fair.take(0, Some(1), "new".into()).unwrap();
}

#[test]
fn a_fair_shuffler_deals_what_its_revealed_key_deals() {
    let mut shuffler = Shuffler::fair(master(), 0);
    shuffler
        .fair_mut()
        .unwrap()
        .take(1, Some(0), "lucky".into())
        .unwrap();
    let mut pile = Pile::fresh(1);
    assert_eq!(shuffler.shuffle_and_cut(&mut pile), 0);
    let lucky = seed_hash(2, Some(0), "lucky");
    let key = shuffle_key(2, 0, &house_part(2, &master(), 0), [(1, &lucky)]);
    let mut again = Pile::fresh(1);
    ShuffleStream::keyed(&key).shuffle_and_cut_slice(again.as_mut_slice());
    assert_eq!(pile, again);
    // The next action's shuffle has no seed, and its own house part.
    shuffler.action_done();
    let mut second = Pile::fresh(1);
    assert_eq!(shuffler.shuffle_and_cut(&mut second), 1);
    let mut by_hand = Pile::fresh(1);
    ShuffleStream::keyed(&shuffle_key(2, 1, &house_part(2, &master(), 1), []))
        .shuffle_and_cut_slice(by_hand.as_mut_slice());
    assert_eq!(second, by_hand);
}

#[test]
fn a_pile_is_put_in_fresh_pack_order_before_its_shuffle() {
    // Two packs gathered in any order come back as two new packs one after the other.
    let mut pile = Pile::fresh(2);
    ShuffleStream::new(3).shuffle_slice(pile.as_mut_slice());
    fresh_order(pile.as_mut_slice());
    assert_eq!(pile, Pile::fresh(2));
    // A few discards: one of each card first, in a new pack's order, then the second copies.
    let mut some = crate::cards("KS 2C KS AH 2C").unwrap();
    fresh_order(&mut some);
    assert_eq!(some, crate::cards("2C AH KS 2C KS").unwrap());
    // So the order a pile was gathered in makes no difference to its fair shuffle.
    let mut one = Shuffler::fair(master(), 0);
    let mut two = Shuffler::fair(master(), 0);
    let mut gathered = Pile::fresh(1);
    ShuffleStream::new(9).shuffle_slice(gathered.as_mut_slice());
    let mut fresh = Pile::fresh(1);
    one.shuffle_and_cut(&mut gathered);
    two.shuffle_and_cut(&mut fresh);
    assert_eq!(gathered, fresh);
    // A part of the cards is kept, in the order it was shuffled from, and its shuffle is
    // the keyed shuffle of that order.
    let mut part = Pile::from_top(crate::cards("KS 2C KS AH 2C").unwrap());
    one.shuffle_and_cut(&mut part);
    let kept = crate::cards("2C AH KS 2C KS").unwrap();
    let fair = one.fair_shuffles().unwrap();
    assert_eq!(fair.part_of(1), Some(kept.as_slice()));
    let mut again = kept.clone();
    ShuffleStream::keyed(&fair.key_of(1).unwrap()).shuffle_and_cut_slice(&mut again);
    assert_eq!(part, Pile::from_top(again));
}

#[test]
fn the_seed_limit_says_its_number() {
    assert!(SEED_LIMIT_RULE.contains(&format!("at most {MAX_SEEDS_PER_SHUFFLE} seeds")));
}

#[test]
fn seeds_are_short_printable_text() {
    assert!(seed_ok("my lucky words 7"));
    assert!(seed_ok(&"é".repeat(MAX_SEED)));
    assert!(!seed_ok(""));
    assert!(!seed_ok(&"x".repeat(MAX_SEED + 1)));
    assert!(!seed_ok("a\nb"));
}
