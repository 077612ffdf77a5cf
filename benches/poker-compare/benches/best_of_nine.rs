//! Best-of-nine hand ranking: Parlour's evaluator against rs_poker 5.0.0, on the same random hands
//! of nine distinct cards, each evaluator given the nine cards in its own card type and doing all
//! the work of ranking them. (rs_poker documents its evaluator for up to seven cards; with nine its
//! scores are not meaningful, so this compares speed only.)

use divan::counter::ItemsCount;
use parlour_cards::Card;
use parlour_poker::{CardSet, best_hand};
use rs_poker::core::{Card as RsCard, Rankable, Suit as RsSuit, Value as RsValue};

fn main() {
    divan::main();
}

const HANDS: usize = 100_000;

/// `HANDS` random hands of nine distinct cards, from a fixed xorshift stream.
fn hands() -> Vec<[Card; 9]> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..HANDS)
        .map(|_| {
            let mut deck: [usize; 52] = std::array::from_fn(|i| i);
            for i in 0..9 {
                let j = i + (next() % (52 - i as u64)) as usize;
                deck.swap(i, j);
            }
            std::array::from_fn(|i| Card::from_index(deck[i]))
        })
        .collect()
}

fn to_rs(card: Card) -> RsCard {
    // rs_poker values run 0 (two) to 12 (ace); its suits spade, club, heart, diamond.
    let value = RsValue::from_u8(card.rank.ace_high() - 2);
    let suit = match card.suit {
        parlour_cards::Suit::Spades => RsSuit::Spade,
        parlour_cards::Suit::Clubs => RsSuit::Club,
        parlour_cards::Suit::Hearts => RsSuit::Heart,
        parlour_cards::Suit::Diamonds => RsSuit::Diamond,
    };
    RsCard::new(value, suit)
}

#[divan::bench]
fn parlour_poker(bencher: divan::Bencher) {
    let hands = hands();
    bencher.counter(ItemsCount::new(HANDS)).bench_local(|| {
        let mut acc = 0u32;
        for hand in &hands {
            acc ^= best_hand(CardSet::of(divan::black_box(hand).iter().copied())).0;
        }
        acc
    });
}

#[divan::bench]
fn rs_poker_5_0_0(bencher: divan::Bencher) {
    let hands: Vec<[RsCard; 9]> = hands().iter().map(|h| h.map(to_rs)).collect();
    bencher.counter(ItemsCount::new(HANDS)).bench_local(|| {
        let mut acc = 0u64;
        for hand in &hands {
            let rank = divan::black_box(&hand[..]).rank();
            acc = acc.wrapping_add(std::hint::black_box(&rank) as *const _ as u64 & 1);
        }
        acc
    });
}

#[divan::bench]
fn parlour_poker_from_set(bencher: divan::Bencher) {
    let sets: Vec<CardSet> = hands().iter().map(|h| CardSet::of(*h)).collect();
    bencher.counter(ItemsCount::new(HANDS)).bench_local(|| {
        let mut acc = 0u32;
        for set in &sets {
            acc ^= best_hand(divan::black_box(*set)).0;
        }
        acc
    });
}

#[divan::bench]
fn parlour_poker_conversion_only(bencher: divan::Bencher) {
    let hands = hands();
    bencher.counter(ItemsCount::new(HANDS)).bench_local(|| {
        let mut acc = 0u64;
        for hand in &hands {
            acc ^= CardSet::of(divan::black_box(hand).iter().copied()).0;
        }
        acc
    });
}

#[divan::bench]
fn rs_poker_5_0_0_hand(bencher: divan::Bencher) {
    let hands: Vec<rs_poker::core::Hand> = hands()
        .iter()
        .map(|h| rs_poker::core::Hand::new_with_cards(h.map(to_rs).to_vec()))
        .collect();
    bencher.counter(ItemsCount::new(HANDS)).bench_local(|| {
        let mut acc = 0u64;
        for hand in &hands {
            let rank = divan::black_box(hand).rank();
            acc = acc.wrapping_add(std::hint::black_box(&rank) as *const _ as u64 & 1);
        }
        acc
    });
}
