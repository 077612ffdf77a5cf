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

use serde::{Deserialize, Serialize};
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
/// past one mixed in. (Serialized only into a table's snapshot, which the server keeps beside
/// the table's master key and never sends.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
mod tests;
