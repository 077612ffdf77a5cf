//! The evaluator alone, on random sets of five, seven and nine cards, and on nine cards with a
//! banner suit left out as Palace Poker compares them. (Beside rs_poker: `benches/poker-compare`.)

use divan::counter::ItemsCount;
use parlour_cards::{Card, Suit};
use parlour_poker::{CardSet, best_hand};

fn main() {
    divan::main();
}

const SETS: usize = 100_000;

/// `SETS` random sets of `size` distinct cards, from a fixed xorshift stream.
fn sets(size: usize) -> Vec<CardSet> {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..SETS)
        .map(|_| {
            let mut deck: [usize; 52] = std::array::from_fn(|i| i);
            for i in 0..size {
                let j = i + (next() % (52 - i as u64)) as usize;
                deck.swap(i, j);
            }
            CardSet::of(deck[..size].iter().map(|&i| Card::from_index(i)))
        })
        .collect()
}

#[divan::bench(args = [5, 7, 9])]
fn best_of(bencher: divan::Bencher, size: usize) {
    let sets = sets(size);
    bencher.counter(ItemsCount::new(SETS)).bench_local(|| {
        let mut acc = 0u32;
        for set in &sets {
            acc ^= best_hand(divan::black_box(*set)).0;
        }
        acc
    });
}

#[divan::bench]
fn best_of_nine_without_a_suit(bencher: divan::Bencher) {
    let sets = sets(9);
    bencher.counter(ItemsCount::new(SETS)).bench_local(|| {
        let mut acc = 0u32;
        for set in &sets {
            acc ^= best_hand(divan::black_box(*set).without_suit(Suit::Hearts)).0;
        }
        acc
    });
}
