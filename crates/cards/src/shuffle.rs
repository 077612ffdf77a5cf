//! The replayable shuffle: Fisher-Yates over an unbiased draw from a ChaCha20 stream, then a cut.
//!
//! Hand records replay from a seed forever, so nothing here may change behaviour with a library
//! upgrade: the seed expansion, the integer draw and the shuffle are all written out here, and
//! pinned by test vectors below. Only the ChaCha20 keystream comes from the `chacha20` crate (its
//! original form, a 64-bit block counter and nonce 0), and it is checked against the published
//! ChaCha20 keystream. The keystream is made a kilobyte at a time, by the crate's core function
//! straight into the buffer its words are read from (no XOR onto zeroes, no copy): its wide (AVX2,
//! AVX-512) code makes sixteen blocks at once, and a shuffle of eight packs takes 415 words.

use chacha20::ChaCha20LegacyCore;
use chacha20::cipher::{Array, Block, KeyIvInit, StreamCipherCore};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{FairShuffles, Pile, ShuffleKey};

/// The fewest cards a cut leaves on either side, as a careful dealer requires.
const CUT_MARGIN: usize = 4;

/// Keystream blocks made at once, and their 32-bit words.
const BLOCKS: usize = 16;
const WORDS: usize = BLOCKS * 16;
/// Draws the shuffle makes at once (their products side by side, their swaps after).
const RUN: usize = 16;

/// A stream of random numbers for shuffling, from a 256-bit key or a 64-bit seed.
pub struct ShuffleStream {
    key: [u8; 32],
    /// The cipher, at the first block not yet made.
    core: ChaCha20LegacyCore,
    /// Keystream made, read as little-endian words, and not yet used from word `next`.
    blocks: [Block<ChaCha20LegacyCore>; BLOCKS],
    next: usize,
    /// Words made since the start (so `made - WORDS + next` have been used).
    made: u64,
}

impl Clone for ShuffleStream {
    fn clone(&self) -> ShuffleStream {
        // The cipher does not clone: a new one with the key is set to the same block.
        let mut core = ChaCha20LegacyCore::new(&self.key.into(), &[0u8; 8].into());
        core.set_block_pos(self.core.get_block_pos());
        ShuffleStream {
            key: self.key,
            core,
            blocks: self.blocks,
            next: self.next,
            made: self.made,
        }
    }
}

impl std::fmt::Debug for ShuffleStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The key is the stream's secret until its shuffle is revealed: only where it is.
        f.debug_struct("ShuffleStream")
            .field("used", &self.used())
            .finish_non_exhaustive()
    }
}

/// Two streams are equal when they have the same key and are at the same place in it.
impl PartialEq for ShuffleStream {
    fn eq(&self, other: &ShuffleStream) -> bool {
        self.key == other.key && self.used() == other.used()
    }
}

impl Eq for ShuffleStream {}

/// Where a stream stands, as a table's snapshot keeps it: its key, the block its cipher is at, and
/// how far the keystream made is used. Read back, the cipher is set to the block before and the
/// last keystream made again, so the stream goes on with the very words it would have.
#[derive(Serialize, Deserialize)]
struct Place {
    key: ShuffleKey,
    block: u64,
    next: usize,
    made: u64,
}

impl Serialize for ShuffleStream {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Place {
            key: ShuffleKey::from_bytes(self.key),
            block: self.core.get_block_pos(),
            next: self.next,
            made: self.made,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for ShuffleStream {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<ShuffleStream, D::Error> {
        let place = Place::deserialize(deserializer)?;
        let mut stream = ShuffleStream::keyed(&place.key);
        // A stream that has made keystream is at a whole number of kilobytes, every word counted.
        let blocks = BLOCKS as u64;
        let consistent = if place.block == 0 {
            place.next == WORDS && place.made == WORDS as u64
        } else {
            place.block % blocks == 0
                && place.next <= WORDS
                && place.made == (place.block / blocks + 1) * WORDS as u64
        };
        if !consistent {
            return Err(serde::de::Error::custom(
                "a shuffle stream out of step with itself",
            ));
        }
        if place.block > 0 {
            stream.core.set_block_pos(place.block - blocks);
            stream.refill();
            stream.next = place.next;
            stream.made = place.made;
        }
        Ok(stream)
    }
}

impl ShuffleStream {
    /// The stream for `seed`: the stream of [`ShuffleKey::from_seed`], the seed's 8 little-endian
    /// bytes followed by 24 zero bytes.
    pub fn new(seed: u64) -> ShuffleStream {
        ShuffleStream::keyed(&ShuffleKey::from_seed(seed))
    }

    /// The stream for `key`: ChaCha20 keyed with its 32 bytes, nonce 0, from block 0.
    pub fn keyed(key: &ShuffleKey) -> ShuffleStream {
        let bytes = *key.bytes();
        ShuffleStream {
            key: bytes,
            core: ChaCha20LegacyCore::new(&bytes.into(), &[0u8; 8].into()),
            blocks: Default::default(),
            next: WORDS,
            made: WORDS as u64,
        }
    }

    /// The keystream's bytes made.
    #[inline]
    fn bytes(&self) -> &[u8] {
        Array::slice_as_flattened(&self.blocks)
    }

    /// Word `at` of the keystream made.
    #[inline]
    fn word(&self, at: usize) -> u32 {
        let four = &self.bytes()[4 * at..4 * at + 4];
        u32::from_le_bytes([four[0], four[1], four[2], four[3]])
    }

    /// How many words of the stream have been used.
    fn used(&self) -> u64 {
        self.made - WORDS as u64 + self.next as u64
    }

    /// The next 32 bits of the stream: the next four keystream bytes, little-endian.
    #[inline]
    pub fn next_u32(&mut self) -> u32 {
        if self.next == WORDS {
            self.refill();
        }
        let word = self.word(self.next);
        self.next += 1;
        word
    }

    /// Makes the next kilobyte of keystream.
    #[cold]
    fn refill(&mut self) {
        // A 64-bit block counter: the stream never runs out.
        self.core.write_keystream_blocks(&mut self.blocks);
        self.next = 0;
        self.made += WORDS as u64;
    }

    /// A uniform integer in `0..bound`, without bias (Lemire's multiply-and-reject method).
    #[inline]
    pub fn below(&mut self, bound: u32) -> u32 {
        assert!(bound > 0, "cannot draw below 0");
        let product = u64::from(self.next_u32()) * u64::from(bound);
        if (product as u32) < bound {
            return self.reject(product, bound);
        }
        (product >> 32) as u32
    }

    /// The rest of [`ShuffleStream::below`] for a product whose low half is under the bound:
    /// the few such products that would favour some results are rejected and drawn again.
    #[cold]
    fn reject(&mut self, mut product: u64, bound: u32) -> u32 {
        let threshold = bound.wrapping_neg() % bound;
        while (product as u32) < threshold {
            product = u64::from(self.next_u32()) * u64::from(bound);
        }
        (product >> 32) as u32
    }

    /// Shuffles the pile in place: Fisher-Yates from the bottom card up, each card swapped with one
    /// drawn uniformly from those at or above it.
    pub fn shuffle(&mut self, pile: &mut Pile) {
        self.shuffle_slice(pile.as_mut_slice());
    }

    /// The same shuffle on any slice, top first: the simulator's compact shoes use it so that they
    /// deal exactly the cards the engine would.
    pub fn shuffle_slice<T>(&mut self, items: &mut [T]) {
        let mut top = items.len().saturating_sub(1);
        while top > 0 {
            // Most of a simulated round's shuffle: a run of draws made at once, then their swaps.
            if top >= RUN
                && let Some(draws) = self.run_of_draws(top)
            {
                for (k, &j) in draws.iter().enumerate() {
                    items.swap(top - k, j as usize);
                }
                top -= RUN;
                continue;
            }
            // One draw at a time: near a refill, near the bottom, or where a draw may be rejected.
            let j = self.below(top as u32 + 1);
            items.swap(top, j as usize);
            top -= 1;
        }
    }

    /// The next [`RUN`] draws of [`ShuffleStream::below`], for the bounds `top + 1`, `top`, and
    /// down, taken from words already made, if none of them might be rejected (a product's low
    /// half under its bound): then those words are used; otherwise nothing is.
    #[inline]
    fn run_of_draws(&mut self, top: usize) -> Option<[u32; RUN]> {
        let bytes: &[u8; 4 * RUN] = self
            .bytes()
            .get(4 * self.next..4 * (self.next + RUN))?
            .try_into()
            .ok()?;
        let mut draws = [0u32; RUN];
        let mut doubtful = false;
        for (k, (draw, four)) in draws.iter_mut().zip(bytes.chunks_exact(4)).enumerate() {
            let word = u32::from_le_bytes([four[0], four[1], four[2], four[3]]);
            let bound = (top - k) as u32 + 1;
            let product = u64::from(word) * u64::from(bound);
            *draw = (product >> 32) as u32;
            doubtful |= (product as u32) < bound;
        }
        if doubtful {
            return None;
        }
        self.next += RUN;
        Some(draws)
    }

    /// [`ShuffleStream::shuffle_slice`], then the cut of [`Shuffler::shuffle_and_cut`].
    pub fn shuffle_and_cut_slice<T>(&mut self, items: &mut [T]) {
        self.shuffle_slice(items);
        let depth = self.cut_depth(items.len());
        items.rotate_left(depth);
    }

    /// A cut depth for a pile of `len` cards, leaving at least four cards in each part
    /// (no cut at all for a pile of fewer than eight).
    pub fn cut_depth(&mut self, len: usize) -> usize {
        if len < 2 * CUT_MARGIN {
            return 0;
        }
        CUT_MARGIN + self.below((len - 2 * CUT_MARGIN + 1) as u32) as usize
    }
}

/// How a game's pack is shuffled (by a seeded stream, by the fair scheme, from given keys, or not
/// at all: a stacked pack keeps its order, so that a whole session can be set up card by card), and
/// how many shuffles it has made: each shuffle has a number, from 0, which its event carries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shuffler {
    way: Way,
    made: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
enum Way {
    /// Shuffles and cuts from this stream.
    Seeded(Box<ShuffleStream>),
    /// Keeps the order: every shuffle and cut leaves the pile as it is.
    Stacked,
    /// Each shuffle from its own key, committed to before the players' seeds are mixed in
    /// ([`crate::fair`]).
    Fair(Box<FairShuffles>),
    /// Each shuffle as a fair one with the next of these keys, the pile first put in fresh-pack
    /// order: one round of a fair table replayed alone, from the keys of the shuffles it made. A
    /// shuffle past the last key keeps the order.
    Keys(std::collections::VecDeque<ShuffleKey>),
}

impl Shuffler {
    /// Shuffles from `stream`.
    pub fn seeded(stream: ShuffleStream) -> Shuffler {
        Shuffler::of(Way::Seeded(Box::new(stream)))
    }

    /// No shuffles: the pack keeps its order.
    pub fn stacked() -> Shuffler {
        Shuffler::of(Way::Stacked)
    }

    /// The provably fair shuffles of a table whose master key is `master`, by scheme 2 from shuffle
    /// `scheme2_from` on ([`FairShuffles::new`]).
    pub fn fair(master: ShuffleKey, scheme2_from: u32) -> Shuffler {
        Shuffler::of(Way::Fair(Box::new(FairShuffles::new(master, scheme2_from))))
    }

    /// Fair shuffles with these keys, in order.
    pub fn keys(keys: &[ShuffleKey]) -> Shuffler {
        Shuffler::of(Way::Keys(keys.iter().copied().collect()))
    }

    fn of(way: Way) -> Shuffler {
        Shuffler { way, made: 0 }
    }

    /// Shuffles, then cuts, the pile: the shuffle's number.
    pub fn shuffle_and_cut(&mut self, pile: &mut Pile) -> u32 {
        match &mut self.way {
            Way::Seeded(stream) => stream.shuffle_and_cut_slice(pile.as_mut_slice()),
            Way::Fair(fair) => {
                fair.shuffle_and_cut(pile.as_mut_slice());
            }
            Way::Keys(keys) => {
                if let Some(key) = keys.pop_front() {
                    crate::fair::shuffle_keyed(&key, pile.as_mut_slice());
                }
            }
            Way::Stacked => {}
        }
        self.made += 1;
        self.made - 1
    }

    /// The action in hand is over ([`FairShuffles::action_done`]).
    pub fn action_done(&mut self) {
        if let Way::Fair(fair) = &mut self.way {
            fair.action_done();
        }
    }

    /// The fair shuffles, if these are.
    pub fn fair_shuffles(&self) -> Option<&FairShuffles> {
        match &self.way {
            Way::Fair(fair) => Some(fair),
            _ => None,
        }
    }

    /// The fair shuffles, to take a seed into.
    pub fn fair_mut(&mut self) -> Option<&mut FairShuffles> {
        match &mut self.way {
            Way::Fair(fair) => Some(fair),
            _ => None,
        }
    }

    /// Whether the pile's order is set already (a stacked pack, or the keys of a round recorded
    /// apart): what seeds a record says were given can change nothing here, so the record of a
    /// round replays with them.
    pub fn is_set(&self) -> bool {
        matches!(self.way, Way::Stacked | Way::Keys(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Card;

    #[test]
    fn the_stream_is_chacha20_with_the_published_keystream() {
        // RFC 7539 / draft-agl-tls-chacha20poly1305 test vector: all-zero key and nonce, block 0,
        // keystream 76 b8 e0 ad a0 f1 3d 90 40 5d 6a e5 53 86 bd 28 ...
        let mut stream = ShuffleStream::new(0);
        assert_eq!(stream.next_u32(), 0xade0_b876);
        assert_eq!(stream.next_u32(), 0x903d_f1a0);
        assert_eq!(stream.next_u32(), 0xe56a_5d40);
        assert_eq!(stream.next_u32(), 0x28bd_8653);
    }

    #[test]
    fn a_stream_read_back_from_its_place_goes_on_with_the_same_words() {
        // Fresh, within the first kilobyte, at its very end, and a few kilobytes in.
        for used in [0usize, 1, 255, 256, 257, 1000] {
            let mut stream = ShuffleStream::new(9);
            for _ in 0..used {
                stream.next_u32();
            }
            let text = serde_json::to_string(&stream).unwrap();
            let mut back: ShuffleStream = serde_json::from_str(&text).unwrap();
            assert_eq!(back, stream, "after {used} words");
            let ahead: Vec<u32> = (0..600).map(|_| stream.next_u32()).collect();
            let again: Vec<u32> = (0..600).map(|_| back.next_u32()).collect();
            assert_eq!(ahead, again, "after {used} words");
        }
        // A place no stream could be at is refused, not read as some other stream.
        let stream = ShuffleStream::new(9);
        let mut place: serde_json::Value = serde_json::to_value(&stream).unwrap();
        for (field, value) in [("block", 3u64), ("next", 7), ("made", 1)] {
            let mut bad = place.clone();
            bad[field] = value.into();
            assert!(
                serde_json::from_value::<ShuffleStream>(bad).is_err(),
                "{field}"
            );
        }
        place["block"] = 32.into();
        place["next"] = 300.into();
        assert!(serde_json::from_value::<ShuffleStream>(place).is_err());
    }

    #[test]
    fn a_copy_goes_on_as_the_stream_does_and_equal_means_the_same_place() {
        let mut stream = ShuffleStream::new(5);
        for _ in 0..300 {
            stream.next_u32();
        }
        let mut copy = stream.clone();
        assert_eq!(copy, stream);
        let ahead: Vec<u32> = (0..600).map(|_| stream.next_u32()).collect();
        assert_ne!(copy, stream);
        let again: Vec<u32> = (0..600).map(|_| copy.next_u32()).collect();
        assert_eq!(ahead, again);
        assert_eq!(copy, stream);
        assert_ne!(ShuffleStream::new(5), ShuffleStream::new(6));
    }

    #[test]
    fn a_key_is_used_first_byte_first() {
        // draft-agl-tls-chacha20poly1305-04, test vector 2: a key of 31 zero bytes and then 1, nonce 0,
        // block 0 begins with the keystream 45 40 f0 5a 9f 1f b2 96 ...
        let mut bytes = [0u8; 32];
        bytes[31] = 1;
        let mut stream = ShuffleStream::keyed(&ShuffleKey::from_bytes(bytes));
        assert_eq!(stream.next_u32(), 0x5af0_4045);
        assert_eq!(stream.next_u32(), 0x96b2_1f9f);
    }

    #[test]
    fn a_seed_is_the_key_it_expands_to() {
        let words =
            |mut stream: ShuffleStream| (0..8).map(|_| stream.next_u32()).collect::<Vec<_>>();
        assert_eq!(
            words(ShuffleStream::new(20261129)),
            words(ShuffleStream::keyed(&ShuffleKey::from_seed(20261129)))
        );
    }

    #[test]
    fn a_seed_always_gives_the_same_stream_and_seeds_differ() {
        let words = |seed| {
            let mut stream = ShuffleStream::new(seed);
            (0..8).map(|_| stream.next_u32()).collect::<Vec<u32>>()
        };
        assert_eq!(words(1), words(1));
        assert_ne!(words(1), words(2));
        assert_ne!(words(0), words(1 << 32));
    }

    #[test]
    fn the_first_draw_follows_from_the_keystream() {
        // Seed 0's first word is 0xade0b876 (above). Drawing below 52: 0xade0b876 * 52 = 151,693,654,008,
        // whose high 32 bits are 35; the low part is far above the rejection threshold. So the first
        // Fisher-Yates step swaps the bottom card (KS, place 51) with place 35 (TH).
        let mut stream = ShuffleStream::new(0);
        assert_eq!(stream.below(52), 35);
        let mut pile = Pile::fresh(1);
        let mut stream = ShuffleStream::new(0);
        // Shuffle only the first step by hand through the public pieces.
        let j = stream.below(52) as usize;
        let mut cards: Vec<Card> = pile.iter().collect();
        cards.swap(51, j);
        assert_eq!(cards[51].to_string(), "TH");
        // And the full shuffle agrees with that first step.
        ShuffleStream::new(0).shuffle(&mut pile);
        assert_eq!(pile.iter().last().unwrap().to_string(), "TH");
    }

    #[test]
    fn draws_stay_below_their_bound_and_cover_it() {
        let mut stream = ShuffleStream::new(7);
        for bound in [1u32, 2, 3, 7, 52, 1000, u32::MAX] {
            for _ in 0..200 {
                assert!(stream.below(bound) < bound);
            }
        }
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[stream.below(6) as usize] += 1;
        }
        // Each face of a die 10,000 times expected; 5 standard deviations is about 456.
        for count in counts {
            assert!((9_500..=10_500).contains(&count), "{counts:?}");
        }
    }

    #[test]
    fn a_draw_rejects_the_biased_products() {
        // With bound 3, 2^32 mod 3 = 1 value of the 32-bit word must be rejected: the word 0 maps to a
        // low product of 0 < threshold 1. Check the method against a direct computation.
        let bound = 3u32;
        let threshold = bound.wrapping_neg() % bound;
        assert_eq!(threshold, (1u64 << 32).rem_euclid(3) as u32);
    }

    /// Pinned vectors: the first ten cards of a fresh pack after one seeded shuffle and cut.
    /// If these change, every seeded hand history ever written would replay differently.
    #[test]
    fn seeded_shuffles_are_pinned() {
        let expected: [(u64, &str); 3] = [
            (0, PINNED_SEED_0),
            (1, PINNED_SEED_1),
            (20261129, PINNED_SEED_20261129),
        ];
        for (seed, top) in expected {
            let mut pile = Pile::fresh(1);
            Shuffler::seeded(ShuffleStream::new(seed)).shuffle_and_cut(&mut pile);
            let shown: Vec<String> = pile.iter().take(10).map(|c| c.to_string()).collect();
            assert_eq!(shown.join(" "), top, "seed {seed}");
        }
    }

    /// Pinned vectors for keys (bytes 0, 1, ... 31; and 32 bytes of ff), as for seeds: a key's
    /// shuffles must replay forever too.
    #[test]
    fn keyed_shuffles_are_pinned() {
        let mut ascending = [0u8; 32];
        for (i, b) in ascending.iter_mut().enumerate() {
            *b = i as u8;
        }
        let expected: [([u8; 32], &str); 2] = [
            (ascending, PINNED_KEY_ASCENDING),
            ([0xff; 32], PINNED_KEY_ONES),
        ];
        for (bytes, top) in expected {
            let mut pile = Pile::fresh(1);
            let key = ShuffleKey::from_bytes(bytes);
            Shuffler::seeded(ShuffleStream::keyed(&key)).shuffle_and_cut(&mut pile);
            let shown: Vec<String> = pile.iter().take(10).map(|c| c.to_string()).collect();
            assert_eq!(shown.join(" "), top, "key {}", key.to_hex());
        }
    }

    // Worked out apart from this code, by a ChaCha20 written from RFC 7539 with the draw, the
    // shuffle and the cut above (it gives the seeds' pins below too).
    const PINNED_KEY_ASCENDING: &str = "6C KC 4S KH 2C JS 7C JH 4D 5D";
    const PINNED_KEY_ONES: &str = "AS 6C AC JC 7C 4D 5H JD 3C AH";

    const PINNED_SEED_0: &str = "AD 6C 3S 7H QH KD 2H AS 5S QC";
    const PINNED_SEED_1: &str = "7D 3H 5C 4C 6S QC 4D JD JH JS";
    const PINNED_SEED_20261129: &str = "TS 6D QH 7C 2S 9D 2D AS KD 6C";

    #[test]
    fn a_shuffle_is_a_permutation() {
        let mut pile = Pile::fresh(2);
        let mut stream = ShuffleStream::new(99);
        for _ in 0..5 {
            stream.shuffle(&mut pile);
        }
        let mut cards: Vec<Card> = pile.iter().collect();
        let mut fresh: Vec<Card> = Pile::fresh(2).iter().collect();
        cards.sort();
        fresh.sort();
        assert_eq!(cards, fresh);
    }

    #[test]
    fn every_position_is_equally_likely() {
        // Shuffle a 4-card pile many times: each card should land in each place about 1/4 of the time,
        // and all 24 orders should appear about equally often.
        let mut stream = ShuffleStream::new(5);
        let mut orders = std::collections::HashMap::new();
        let rounds = 48_000;
        for _ in 0..rounds {
            let mut pile = Pile::from_top(Pile::fresh(1).iter().take(4));
            stream.shuffle(&mut pile);
            let key: Vec<usize> = pile.iter().map(Card::index).collect();
            *orders.entry(key).or_insert(0u32) += 1;
        }
        assert_eq!(orders.len(), 24);
        // 2,000 expected each; 5 standard deviations is about 219.
        for (order, count) in orders {
            assert!((1_780..=2_220).contains(&count), "{order:?} {count}");
        }
    }

    #[test]
    fn slices_shuffle_and_cut_as_piles_do() {
        let mut pile = Pile::fresh(2);
        let mut cards: Vec<Card> = pile.iter().collect();
        Shuffler::seeded(ShuffleStream::new(11)).shuffle_and_cut(&mut pile);
        ShuffleStream::new(11).shuffle_and_cut_slice(&mut cards);
        assert_eq!(pile.iter().collect::<Vec<_>>(), cards);
    }

    #[test]
    fn a_stacked_pack_keeps_its_order() {
        let mut pile = Pile::fresh(1);
        Shuffler::stacked().shuffle_and_cut(&mut pile);
        assert_eq!(pile, Pile::fresh(1));
    }

    #[test]
    fn cuts_leave_four_cards_each_side() {
        let mut stream = ShuffleStream::new(3);
        for _ in 0..1000 {
            let depth = stream.cut_depth(52);
            assert!((4..=48).contains(&depth));
        }
        assert_eq!(stream.cut_depth(7), 0);
    }
}
