//! The dealer's distribution against brute force: every order of a small shoe's physical cards is
//! dealt out, the dealer playing by the rules from the top, and the finals counted exactly. The
//! chances [`dealer_finals`] computes from the counts alone must be those counts over the number of
//! orders (docs/analysis.md).

use parlour_analysis::{DealerRules, Shoe, dealer_finals};

/// Every ordering of `cards` (value indices), as Heap's algorithm visits them.
fn each_order(cards: &mut Vec<usize>, k: usize, visit: &mut dyn FnMut(&[usize])) {
    if k <= 1 {
        visit(cards);
        return;
    }
    for i in 0..k {
        each_order(cards, k - 1, visit);
        let j = if k.is_multiple_of(2) { i } else { 0 };
        cards.swap(j, k - 1);
    }
}

/// The dealer's final from the top of `order`: 0 to 4 for standing on 17 to 21, 5 for a Five Card
/// Trick, 6 for a bust, 7 for a Pontoon. Written from the rules (docs/rules/casino.md §5.5), not
/// from the crate's code: points are value + 1, an ace may count 11.
fn play(order: &[usize], hits_soft_17: bool) -> usize {
    if (order[0] == 0 && order[1] == 9) || (order[0] == 9 && order[1] == 0) {
        return 7;
    }
    let mut taken = 2;
    loop {
        let cards = &order[..taken];
        let hard: usize = cards.iter().map(|v| v + 1).sum();
        let has_ace = cards.contains(&0);
        let total = if has_ace && hard + 10 <= 21 {
            hard + 10
        } else {
            hard
        };
        let soft = has_ace && hard + 10 <= 21;
        if hard > 21 {
            return 6;
        }
        if taken == 5 {
            return 5;
        }
        if total >= 18 || (total == 17 && !(soft && hits_soft_17)) {
            return total - 17;
        }
        taken += 1;
    }
}

fn check(cards: &[usize]) {
    let mut counts = [0u32; 10];
    for &value in cards {
        counts[value] += 1;
    }
    let shoe = Shoe::from_counts(counts);
    for hits_soft_17 in [true, false] {
        let mut tally = [0u64; 8];
        let mut order = cards.to_vec();
        let n = order.len();
        each_order(&mut order, n, &mut |o| tally[play(o, hits_soft_17)] += 1);
        let orders: u64 = tally.iter().sum();
        let played = (orders - tally[7]) as f64;
        let finals = dealer_finals(&shoe, DealerRules { hits_soft_17 });
        let close = |computed: f64, count: u64, of: f64| {
            assert!(
                (computed - count as f64 / of).abs() < 1e-12,
                "{cards:?}, H17 {hits_soft_17}: {computed} against {count}/{of}"
            );
        };
        close(finals.pontoon, tally[7], orders as f64);
        for (total, &chance) in finals.stands.iter().enumerate() {
            close(chance, tally[total], played);
        }
        close(finals.five_card_trick, tally[5], played);
        close(finals.bust, tally[6], played);
        assert!((finals.total() - 1.0).abs() < 1e-12);
    }
}

#[test]
fn the_dealer_s_chances_are_the_brute_force_counts() {
    // Aces, small cards and ten-counts: soft 17s (A 6), Five Card Tricks (A A 2 3 ...), busts and
    // Pontoons all happen.
    check(&[0, 0, 1, 2, 3, 5, 9, 9, 4]);
    // Mostly ten-counts and a soft 17 to hit or stand on: A 6 T T T 9 5.
    check(&[0, 5, 9, 9, 9, 8, 4, 2]);
}

#[test]
fn hitting_a_soft_17_changes_only_hands_with_a_soft_17() {
    let shoe = Shoe::packs(8);
    let h17 = dealer_finals(&shoe, DealerRules { hits_soft_17: true });
    let s17 = dealer_finals(
        &shoe,
        DealerRules {
            hits_soft_17: false,
        },
    );
    // Standing on soft 17 makes more 17s, and hitting it more of everything else.
    assert!(s17.stands[0] > h17.stands[0]);
    assert!(h17.bust > s17.bust);
    assert_eq!(h17.pontoon, s17.pontoon);
    // The chance of a Pontoon from a fresh eight-pack shoe: 2 · (32/416) · (128/415).
    let pontoon = 2.0 * (32.0 / 416.0) * (128.0 / 415.0);
    assert!((h17.pontoon - pontoon).abs() < 1e-15);
}
