//! Provably fair shuffles (docs/fairness.md): the house commits to each shuffle before the players'
//! seeds are mixed into it, and reveals it once the pack is done with.
//!
//! A table has one secret, its master key `M`. Its shuffles are numbered from 0 as they happen.
//! **Scheme 2**, which every table opened since deals by, for shuffle `n` (`n` written as 4 bytes
//! big-endian, each hash SHA-256, each input starting with a tag of its own that ends in a zero
//! byte, so that no two kinds of hash can ever be fed the same bytes):
//!
//! - the house's part is `H(n) = SHA-256("parlour/fair/2/house\0" ‖ M ‖ n)`;
//! - the commitment, published before any seed for the shuffle is taken, is
//!   `C(n) = SHA-256("parlour/fair/2/commitment\0" ‖ n ‖ H(n))`;
//! - a seat's seed, text it chooses, is published only as its hash
//!   `S = SHA-256("parlour/fair/2/seed\0" ‖ s ‖ seed)`, `s` the number of the shuffle the seed
//!   names, until the pack is revealed: nobody can learn anything of another seat's seed before
//!   its pack is done with;
//! - the key is `K(n) = SHA-256("parlour/fair/2/key\0" ‖ n ‖ H(n) ‖ k ‖ seat₁ ‖ S₁ ‖ …)`, `k` the
//!   number of seeds as one byte, each seed's seat as one byte before its hash, in seat order.
//!
//! So the commitment and the key are different hashes of `H(n)` whether or not anyone gave a seed:
//! knowing every published value, nobody can compute a live key without `H(n)`. The house fixed
//! `H(n)` before it saw any seed and cannot change it after, since `C(n)` was already out; a seat
//! knows neither `H(n)` nor the other seats' seeds, so it cannot steer the cards by its choice of
//! seed either.
//!
//! Seeds given before a shuffle count for it, and for every further shuffle the same action makes
//! (a Palace deal shuffles the pack and then the rest of it in one go): the action is the unit a
//! seat can seed before, so the second shuffle of a pair is keyed by the seeds of the first.
//!
//! **Scheme 1**, kept so that tables dealt by it still verify, had `H(n) = SHA-256(M ‖ n)`,
//! `C(n) = SHA-256(H(n))`, public seeds and `K(n) = SHA-256(H(n) ‖ SHA-256(seed₁) ‖ …)`, and with no
//! seed `K(n) = SHA-256(H(n)) = C(n)`: the published commitment was the key of an unseeded pack.
//! A table opened under scheme 1 deals by scheme 2 from a shuffle number on ([`FairShuffles::new`]).
//!
//! In both schemes the pile is first put in fresh-pack order (the first copy of each card in the
//! order of a new pack, then the second copies, and so on), so that the order the cards were
//! gathered in cannot steer the shuffle; then it is shuffled and cut by [`ShuffleStream::keyed`].

use sha2::{Digest, Sha256};

use crate::{Card, ShuffleKey, ShuffleStream};

/// The scheme every new table is dealt by, written in every report that speaks of it.
pub const FAIR_SCHEME: u32 = 2;

/// The most characters a seed may have.
pub const MAX_SEED: usize = 64;

/// The most seeds a seat may give for one shuffle (the last one counts): each is an action kept in
/// the table's record, so a seat cannot grow the record without bound between two shuffles.
pub const MAX_SEEDS_PER_SHUFFLE: u32 = 8;

/// Why a seat's seed past [`MAX_SEEDS_PER_SHUFFLE`] is refused.
pub const SEED_LIMIT_RULE: &str =
    "a seat gives at most 8 seeds for one shuffle (the last one counts)";

/// The tags that begin each kind of scheme 2 hash.
const HOUSE_TAG: &[u8] = b"parlour/fair/2/house\0";
const COMMITMENT_TAG: &[u8] = b"parlour/fair/2/commitment\0";
const SEED_TAG: &[u8] = b"parlour/fair/2/seed\0";
const KEY_TAG: &[u8] = b"parlour/fair/2/key\0";

/// The house's part of shuffle `number` under `scheme`.
pub fn house_part(scheme: u32, master: &ShuffleKey, number: u32) -> [u8; 32] {
    let mut hash = Sha256::new();
    if scheme >= 2 {
        hash.update(HOUSE_TAG);
    }
    hash.update(master.bytes());
    hash.update(number.to_be_bytes());
    hash.finalize().into()
}

/// The commitment to shuffle `number`'s house part under `scheme`.
pub fn commitment(scheme: u32, number: u32, house: &[u8; 32]) -> [u8; 32] {
    let mut hash = Sha256::new();
    if scheme >= 2 {
        hash.update(COMMITMENT_TAG);
        hash.update(number.to_be_bytes());
    }
    hash.update(house);
    hash.finalize().into()
}

/// What is published of a seed until its pack is revealed, under `scheme`: scheme 2 hashes it with
/// the number of the shuffle it names (`None`: a scheme 1 seed, which named none); scheme 1
/// published the seed itself, and mixed its plain SHA-256 into the key.
pub fn seed_hash(scheme: u32, named: Option<u32>, seed: &str) -> [u8; 32] {
    let mut hash = Sha256::new();
    if scheme >= 2 {
        hash.update(SEED_TAG);
        hash.update(named.unwrap_or(0).to_be_bytes());
    }
    hash.update(seed.as_bytes());
    hash.finalize().into()
}

/// The key shuffle `number` is made with under `scheme`, from its house part and the seeds mixed
/// in: each seed's seat and its hash ([`seed_hash`]), in seat order.
pub fn shuffle_key<'a>(
    scheme: u32,
    number: u32,
    house: &[u8; 32],
    seeds: impl IntoIterator<Item = (usize, &'a [u8; 32])>,
) -> ShuffleKey {
    let mut hash = Sha256::new();
    if scheme >= 2 {
        let seeds: Vec<(usize, &[u8; 32])> = seeds.into_iter().collect();
        hash.update(KEY_TAG);
        hash.update(number.to_be_bytes());
        hash.update(house);
        hash.update([seeds.len() as u8]);
        for (seat, seed) in seeds {
            hash.update([seat as u8]);
            hash.update(seed);
        }
    } else {
        hash.update(house);
        for (_, seed) in seeds {
            hash.update(seed);
        }
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

/// A seat's seed: its text, and the shuffle it named (`None`: a scheme 1 seed, which named none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seed {
    pub seat: usize,
    pub named: Option<u32>,
    pub text: String,
}

/// Why a seed is not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeedRefused {
    /// It names a shuffle other than the next: one made already, or one not next yet.
    NotNext { named: u32, next: u32 },
    /// It names no shuffle, and the next is dealt by scheme 2, whose seeds must.
    Unnamed,
    /// The seat has given [`MAX_SEEDS_PER_SHUFFLE`] for this shuffle.
    Limit,
}

/// The shuffles of a table dealt by the fair scheme: its master key, from which shuffle on it deals
/// by scheme 2, how many shuffles it has made, the seeds given for the next one, and the seeds each
/// past one mixed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FairShuffles {
    master: ShuffleKey,
    /// The first shuffle dealt by scheme 2; those before it were dealt by scheme 1.
    scheme2_from: u32,
    /// The seeds for the next shuffle, in seat order, a seat's last one only.
    pending: Vec<Seed>,
    /// How many seeds each seat has given for the next shuffle, by seat number.
    given: Vec<u32>,
    /// The seeds of the first shuffle made by the action in hand: further shuffles of the same
    /// action are keyed by them too. `None` before the action's first shuffle.
    this_action: Option<Vec<Seed>>,
    /// Each shuffle made so far.
    done: Vec<Made>,
}

/// One shuffle made: the seeds it mixed in, how many cards it shuffled, and, for a shuffle of part
/// of the cards, which (in fresh-pack order, as it shuffled them).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Made {
    seeds: Vec<Seed>,
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
    /// The shuffles of a table whose master key is `master`, dealt by scheme 1 before shuffle
    /// `scheme2_from` and by scheme 2 from it on (0: a table dealt by scheme 2 throughout).
    pub fn new(master: ShuffleKey, scheme2_from: u32) -> FairShuffles {
        FairShuffles {
            master,
            scheme2_from,
            pending: Vec::new(),
            given: Vec::new(),
            this_action: None,
            done: Vec::new(),
        }
    }

    /// The number the next shuffle will have.
    pub fn next(&self) -> u32 {
        self.done.len() as u32
    }

    /// The scheme shuffle `number` is (or will be) dealt by.
    pub fn scheme_of(&self, number: u32) -> u32 {
        if number >= self.scheme2_from { 2 } else { 1 }
    }

    /// Takes `seat`'s seed for the next shuffle, in place of any it gave before. A seed names the
    /// shuffle it is for: one named for a shuffle made already (or not next yet) is refused, not
    /// carried to the next, so nobody's seed ever goes into a pack they did not mean it for.
    pub fn take(
        &mut self,
        seat: usize,
        named: Option<u32>,
        text: String,
    ) -> Result<(), SeedRefused> {
        let next = self.next();
        match named {
            Some(named) if named != next => return Err(SeedRefused::NotNext { named, next }),
            None if self.scheme_of(next) >= 2 => return Err(SeedRefused::Unnamed),
            _ => {}
        }
        if self.seeds_given(seat) >= MAX_SEEDS_PER_SHUFFLE {
            return Err(SeedRefused::Limit);
        }
        if self.given.len() <= seat {
            self.given.resize(seat + 1, 0);
        }
        self.given[seat] += 1;
        let seed = Seed { seat, named, text };
        match self.pending.binary_search_by_key(&seat, |s| s.seat) {
            Ok(at) => self.pending[at] = seed,
            Err(at) => self.pending.insert(at, seed),
        }
        Ok(())
    }

    /// The player in `seat` has stood up: a seed is its giver's, and goes with them.
    pub fn seat_left(&mut self, seat: usize) {
        self.pending.retain(|s| s.seat != seat);
        if let Some(count) = self.given.get_mut(seat) {
            *count = 0;
        }
    }

    /// The player in `from` has moved to the empty seat `to`, with their seed.
    pub fn seat_moved(&mut self, from: usize, to: usize) {
        let count = self.seeds_given(from);
        self.seat_left(to);
        if self.given.len() <= to.max(from) {
            self.given.resize(to.max(from) + 1, 0);
        }
        self.given[from] = 0;
        self.given[to] = count;
        if let Some(at) = self.pending.iter().position(|s| s.seat == from) {
            let mut seed = self.pending.remove(at);
            seed.seat = to;
            let at = self.pending.partition_point(|s| s.seat < to);
            self.pending.insert(at, seed);
        }
    }

    /// How many seeds `seat` has given for the next shuffle (at most [`MAX_SEEDS_PER_SHUFFLE`] are
    /// taken).
    pub fn seeds_given(&self, seat: usize) -> u32 {
        self.given.get(seat).copied().unwrap_or(0)
    }

    /// The seeds given for the next shuffle, in seat order.
    pub fn pending(&self) -> &[Seed] {
        &self.pending
    }

    /// The seeds shuffle `number` mixed in, if it has been made.
    pub fn seeds_of(&self, number: u32) -> Option<&[Seed]> {
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
        house_part(self.scheme_of(number), &self.master, number)
    }

    /// The commitment to shuffle `number`, published before any seed for it is taken.
    pub fn commitment(&self, number: u32) -> [u8; 32] {
        commitment(self.scheme_of(number), number, &self.house(number))
    }

    /// What is published of a seed mixed into (or given for) shuffle `number`.
    pub fn hash_of(&self, number: u32, seed: &Seed) -> [u8; 32] {
        seed_hash(self.scheme_of(number), seed.named, &seed.text)
    }

    /// The key shuffle `number` is made with from `seeds`.
    fn key_with(&self, number: u32, seeds: &[Seed]) -> ShuffleKey {
        let hashes: Vec<(usize, [u8; 32])> = seeds
            .iter()
            .map(|s| (s.seat, self.hash_of(number, s)))
            .collect();
        shuffle_key(
            self.scheme_of(number),
            number,
            &self.house(number),
            hashes.iter().map(|(seat, hash)| (*seat, hash)),
        )
    }

    /// Makes the next shuffle of `cards`: fresh-pack order, then the shuffle and cut from its key.
    /// The seeds given for it are spent; a further shuffle of the same action (before
    /// [`FairShuffles::action_done`]) is keyed by them again. The shuffle's number.
    pub fn shuffle_and_cut(&mut self, cards: &mut [Card]) -> u32 {
        let number = self.next();
        let seeds = match &self.this_action {
            Some(seeds) if self.pending.is_empty() => seeds.clone(),
            _ => std::mem::take(&mut self.pending),
        };
        let key = self.key_with(number, &seeds);
        fresh_order(cards);
        let whole_packs = cards.len().is_multiple_of(52)
            && cards
                .iter()
                .enumerate()
                .all(|(at, card)| card.index() == at % 52);
        self.given.clear();
        self.this_action = Some(seeds.clone());
        self.done.push(Made {
            seeds,
            cards: cards.len(),
            part: (!whole_packs).then(|| cards.to_vec()),
        });
        ShuffleStream::keyed(&key).shuffle_and_cut_slice(cards);
        number
    }

    /// The action in hand is over: the next shuffle takes only seeds given from now on.
    pub fn action_done(&mut self) {
        self.this_action = None;
    }

    /// The key shuffle `number` was made with, if it has been made.
    pub fn key_of(&self, number: u32) -> Option<ShuffleKey> {
        Some(self.key_with(number, self.seeds_of(number)?))
    }
}

#[cfg(test)]
mod tests {
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
}
