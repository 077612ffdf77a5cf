//! How long the coach takes to value a hand (docs/performance.md, "The coach"): from nothing (a
//! shoe it has not seen: the case of every hint by the cards seen) and from its kept values (the
//! fresh shoe, asked again), for an ordinary hand and for a pair, whose split is the most work.
//!
//! Run: `cargo bench -p parlour-analysis --bench coach`.

use parlour_analysis::{Choice, Coach, Count, Hand, Rules, Shoe, Spot};

fn main() {
    divan::main();
}

const CASINO: Rules = Rules {
    packs: Some(8),
    hits_soft_17: true,
    max_hands: 3,
    split_by_value: false,
};

/// A hand of these value indices from an eight-pack shoe less `seen` cards of the low values
/// (a different shoe for each `seen`, as the count of a table in play is).
fn spot(cards: &[usize], seen: u32) -> Spot {
    let mut counts = [32; 10];
    counts[9] = 128;
    for (v, count) in counts.iter_mut().enumerate().take(6) {
        *count -= (seen + v as u32) % 7;
    }
    let choices = if cards.len() == 2 && cards[0] == cards[1] {
        vec![Choice::Stick, Choice::Twist, Choice::Buy, Choice::Split]
    } else {
        vec![Choice::Stick, Choice::Twist, Choice::Buy]
    };
    Spot {
        rules: CASINO,
        shoe: if seen == 0 {
            Shoe::packs(8)
        } else {
            Shoe::from_counts(counts)
        },
        count: if seen == 0 { Count::Fresh } else { Count::Seen },
        hand: Hand::of(cards),
        bought: false,
        hands: 1,
        choices,
    }
}

/// A hard 16 by a shoe never seen before: the whole tree of its draws valued.
#[divan::bench]
fn hard_16_cold(bencher: divan::Bencher) {
    // The dealer's tables are made once a process; the first hint of a server pays for them.
    Coach::new().advise(&spot(&[9, 5], 1));
    let mut seen = 0;
    bencher.bench_local(|| {
        seen += 1;
        Coach::new().advise(&spot(&[9, 5], 1 + seen % 5))
    });
}

/// A pair of eights, split valued too, by a shoe never seen before.
#[divan::bench]
fn pair_of_eights_cold(bencher: divan::Bencher) {
    Coach::new().advise(&spot(&[7, 7], 1));
    let mut seen = 0;
    bencher.bench_local(|| {
        seen += 1;
        Coach::new().advise(&spot(&[7, 7], 1 + seen % 5))
    });
}

/// The same hands by the fresh shoe, asked again: answered from the kept values.
#[divan::bench(args = [[9, 5], [7, 7], [0, 6]])]
fn fresh_kept(bencher: divan::Bencher, cards: [usize; 2]) {
    let coach = Coach::new();
    let spot = spot(&cards, 0);
    coach.advise(&spot);
    bencher.bench_local(|| coach.advise(&spot));
}
