//! Provably fair shuffles, scheme 1 (docs/fairness.md): the house commits to each shuffle before
//! the players' seeds are mixed into it, and reveals it once the pack is done with.
//!
//! A table has one secret, its master key `M`. Its shuffles are numbered from 0 as they happen.
//! For shuffle `n`:
//!
//! - the house's part is `H(n) = SHA-256(M ‖ n)`, `n` as 4 bytes big-endian;
//! - the commitment, published before any seed for it is taken, is `C(n) = SHA-256(H(n))`;
//! - each seated player may give a seed (text); the seeds taken for shuffle `n` are mixed in seat
//!   order: the shuffle key is `K(n) = SHA-256(H(n) ‖ SHA-256(seed₁) ‖ SHA-256(seed₂) ‖ …)`, with a
//!   seat's last seed counting if it gave more than one;
//! - the pile is first put in fresh-pack order (the first copy of each card in the order of a new
//!   pack, then the second copies, and so on: a whole shoe is its packs one after another as they
//!   come new), so that the order the cards were gathered in cannot steer the shuffle; then it is
//!   shuffled and cut by [`ShuffleStream::keyed`] from `K(n)`.
//!
//! Revealing `H(n)` shows the shuffle and nothing else: `M` and every other `H(m)` stay unknown,
//! since SHA-256 cannot be run backwards. The house chose `H(n)` before it knew the seeds, and
//! cannot change it after, since `C(n)` was already out; so it cannot steer the cards against
//! anyone who gives a seed.

use sha2::{Digest, Sha256};

use crate::{Card, ShuffleKey, ShuffleStream};

/// The scheme's number, written in every record and page that speaks of it.
pub const FAIR_SCHEME: u32 = 1;

/// The most characters a seed may have.
pub const MAX_SEED: usize = 64;

/// The most seeds a seat may give for one shuffle (the last one counts): each is an action kept in
/// the table's record, so a seat cannot grow the record without bound between two shuffles.
pub const MAX_SEEDS_PER_SHUFFLE: u32 = 8;

/// Why a seat's seed past [`MAX_SEEDS_PER_SHUFFLE`] is refused.
pub const SEED_LIMIT_RULE: &str =
    "a seat gives at most 8 seeds for one shuffle (the last one counts)";

/// The house's part of shuffle `number`: `SHA-256(master ‖ number)`.
pub fn house_part(master: &ShuffleKey, number: u32) -> [u8; 32] {
    let mut hash = Sha256::new();
    hash.update(master.bytes());
    hash.update(number.to_be_bytes());
    hash.finalize().into()
}

/// The commitment to a house part: `SHA-256(house)`.
pub fn commitment(house: &[u8; 32]) -> [u8; 32] {
    Sha256::digest(house).into()
}

/// The key a shuffle is made from: `SHA-256(house ‖ SHA-256(seed) ‖ …)`, the seeds in seat order.
pub fn shuffle_key<'a>(house: &[u8; 32], seeds: impl IntoIterator<Item = &'a str>) -> ShuffleKey {
    let mut hash = Sha256::new();
    hash.update(house);
    for seed in seeds {
        hash.update(Sha256::digest(seed.as_bytes()));
    }
    ShuffleKey::from_bytes(hash.finalize().into())
}

/// Lower-case hex of 32 bytes.
pub fn hex(bytes: &[u8; 32]) -> String {
    ShuffleKey::from_bytes(*bytes).to_hex()
}

/// Whether `seed` may be mixed into a shuffle: 1 to 64 printable characters.
pub fn seed_ok(seed: &str) -> bool {
    !seed.is_empty() && seed.chars().count() <= MAX_SEED && !seed.chars().any(char::is_control)
}

/// The shuffles of a table dealt by scheme 1: its master key, how many shuffles it has made, the
/// seeds given for the next one, and the seeds each past one mixed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FairShuffles {
    master: ShuffleKey,
    /// The seeds for the next shuffle, by seat.
    pending: Vec<(usize, String)>,
    /// How many seeds each seat has given for the next shuffle, by seat number.
    given: Vec<u32>,
    /// Each shuffle made so far.
    done: Vec<Made>,
}

/// One shuffle made: the seeds it mixed in, by seat, how many cards it shuffled, and, for a
/// shuffle of part of the cards, which (in fresh-pack order, as it shuffled them).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Made {
    seeds: Vec<(usize, String)>,
    cards: usize,
    part: Option<Vec<Card>>,
}

/// A fair shuffle of `cards` with `key`: fresh-pack order, then the shuffle and cut.
pub fn shuffle_keyed(key: &ShuffleKey, cards: &mut [Card]) {
    fresh_order(cards);
    ShuffleStream::keyed(key).shuffle_and_cut_slice(cards);
}

/// Puts `cards` in fresh-pack order: the first copy of each card in a new pack's order, then the
/// second copies, and so on.
pub fn fresh_order(cards: &mut [Card]) {
    let mut copies = [0u32; 52];
    let mut keyed: Vec<(u32, usize, Card)> = cards
        .iter()
        .map(|&card| {
            let copy = copies[card.index()];
            copies[card.index()] += 1;
            (copy, card.index(), card)
        })
        .collect();
    keyed.sort_unstable_by_key(|&(copy, index, _)| (copy, index));
    for (slot, (_, _, card)) in cards.iter_mut().zip(keyed) {
        *slot = card;
    }
}

impl FairShuffles {
    pub fn new(master: ShuffleKey) -> FairShuffles {
        FairShuffles {
            master,
            pending: Vec::new(),
            given: Vec::new(),
            done: Vec::new(),
        }
    }

    /// The number the next shuffle will have.
    pub fn next(&self) -> u32 {
        self.done.len() as u32
    }

    /// Takes `seat`'s seed for the next shuffle, in place of any it gave before.
    pub fn add_seed(&mut self, seat: usize, seed: String) {
        if self.given.len() <= seat {
            self.given.resize(seat + 1, 0);
        }
        self.given[seat] += 1;
        match self.pending.binary_search_by_key(&seat, |(s, _)| *s) {
            Ok(at) => self.pending[at].1 = seed,
            Err(at) => self.pending.insert(at, (seat, seed)),
        }
    }

    /// How many seeds `seat` has given for the next shuffle (at most [`MAX_SEEDS_PER_SHUFFLE`] are
    /// taken).
    pub fn seeds_given(&self, seat: usize) -> u32 {
        self.given.get(seat).copied().unwrap_or(0)
    }

    /// The seeds given for the next shuffle, in seat order.
    pub fn pending(&self) -> &[(usize, String)] {
        &self.pending
    }

    /// The seeds shuffle `number` mixed in, if it has been made.
    pub fn seeds_of(&self, number: u32) -> Option<&[(usize, String)]> {
        self.done
            .get(number as usize)
            .map(|made| made.seeds.as_slice())
    }

    /// How many cards shuffle `number` shuffled, if it has been made.
    pub fn cards_of(&self, number: u32) -> Option<usize> {
        self.done.get(number as usize).map(|made| made.cards)
    }

    /// The cards of shuffle `number`, in fresh-pack order, if it shuffled part of the cards (a
    /// pile refilled from the discards) rather than whole packs.
    pub fn part_of(&self, number: u32) -> Option<&[Card]> {
        self.done.get(number as usize)?.part.as_deref()
    }

    /// The house's part of shuffle `number` (a secret until the pack is done with).
    pub fn house(&self, number: u32) -> [u8; 32] {
        house_part(&self.master, number)
    }

    /// Makes the next shuffle of `cards`: fresh-pack order, then the shuffle and cut from its key.
    /// Its seeds are spent.
    pub fn shuffle_and_cut(&mut self, cards: &mut [Card]) {
        let house = self.house(self.next());
        let key = shuffle_key(&house, self.pending.iter().map(|(_, s)| s.as_str()));
        fresh_order(cards);
        let whole_packs = cards.len().is_multiple_of(52)
            && cards
                .iter()
                .enumerate()
                .all(|(at, card)| card.index() == at % 52);
        self.given.clear();
        self.done.push(Made {
            seeds: std::mem::take(&mut self.pending),
            cards: cards.len(),
            part: (!whole_packs).then(|| cards.to_vec()),
        });
        ShuffleStream::keyed(&key).shuffle_and_cut_slice(cards);
    }

    /// The key shuffle `number` was made with, if it has been made.
    pub fn key_of(&self, number: u32) -> Option<ShuffleKey> {
        let seeds = self.seeds_of(number)?;
        Some(shuffle_key(
            &self.house(number),
            seeds.iter().map(|(_, s)| s.as_str()),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Pile, Shuffler};

    fn master() -> ShuffleKey {
        ShuffleKey::from_bytes([7; 32])
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
    fn each_part_is_the_documented_hash() {
        let mut input = vec![7u8; 32];
        input.extend_from_slice(&[0, 0, 0, 2]);
        let expected: [u8; 32] = Sha256::digest(&input).into();
        assert_eq!(house_part(&master(), 2), expected);
        assert_eq!(
            commitment(&expected),
            <[u8; 32]>::from(Sha256::digest(expected))
        );
        let mut keyed = expected.to_vec();
        keyed.extend_from_slice(&Sha256::digest(b"ann's seed"));
        keyed.extend_from_slice(&Sha256::digest(b"bob"));
        assert_eq!(
            *shuffle_key(&expected, ["ann's seed", "bob"]).bytes(),
            <[u8; 32]>::from(Sha256::digest(&keyed))
        );
    }

    #[test]
    fn shuffles_differ_and_seeds_change_them() {
        assert_ne!(house_part(&master(), 0), house_part(&master(), 1));
        let house = house_part(&master(), 0);
        assert_ne!(shuffle_key(&house, []), shuffle_key(&house, ["x"]));
        assert_ne!(
            shuffle_key(&house, ["a", "b"]),
            shuffle_key(&house, ["b", "a"])
        );
        // Seeds are hashed one by one, so no run of text can stand for two seeds.
        assert_ne!(shuffle_key(&house, ["ab"]), shuffle_key(&house, ["a", "b"]));
    }

    #[test]
    fn a_seat_s_last_seed_counts_and_seeds_go_in_seat_order() {
        let mut fair = FairShuffles::new(master());
        fair.add_seed(2, "late".into());
        fair.add_seed(0, "first".into());
        fair.add_seed(2, "later".into());
        assert_eq!(
            fair.pending(),
            &[(0, "first".to_string()), (2, "later".to_string())]
        );
        let mut by_hand = Pile::fresh(1);
        ShuffleStream::keyed(&shuffle_key(&fair.house(0), ["first", "later"]))
            .shuffle_and_cut_slice(by_hand.as_mut_slice());
        let mut pile = Pile::fresh(1);
        fair.shuffle_and_cut(pile.as_mut_slice());
        assert_eq!(pile, by_hand);
        assert_eq!(fair.cards_of(0), Some(52));
        assert_eq!(fair.part_of(0), None, "a whole pack is not a part");
        assert_eq!(fair.next(), 1);
        assert!(fair.pending().is_empty());
        assert_eq!(fair.seeds_of(0).unwrap().len(), 2);
        assert_eq!(fair.seeds_of(1), None);
    }

    #[test]
    fn a_fair_shuffler_deals_what_its_revealed_key_deals() {
        let mut shuffler = Shuffler::fair(master());
        shuffler.add_seed(1, "lucky".into());
        let mut pile = Pile::fresh(1);
        shuffler.shuffle_and_cut(&mut pile);
        let key = shuffle_key(&house_part(&master(), 0), ["lucky"]);
        let mut again = Pile::fresh(1);
        ShuffleStream::keyed(&key).shuffle_and_cut_slice(again.as_mut_slice());
        assert_eq!(pile, again);
        // The second shuffle has no seed, and its own house part.
        let mut second = Pile::fresh(1);
        shuffler.shuffle_and_cut(&mut second);
        let mut by_hand = Pile::fresh(1);
        ShuffleStream::keyed(&shuffle_key(&house_part(&master(), 1), []))
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
        let mut one = Shuffler::fair(master());
        let mut two = Shuffler::fair(master());
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
}
