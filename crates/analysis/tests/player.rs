//! The player's best play against brute force: every order of a ten-card shoe is dealt (the
//! player's two cards and the dealer's two, face down, then the player's draws, then the
//! dealer's), and the best the player can do is found by trying every move at every point he must
//! choose, knowing only his own cards and that the dealer has no Pontoon. The value per initial
//! bet must be what [`Player::round_value`] computes from the counts (docs/analysis.md).

use std::sync::Arc;

use parlour_analysis::{DealerRules, DealerTable, Play, Player, Shoe};

/// Every distinct ordering of `cards`, in lexicographic order. Cards of one value are alike, so
/// each distinct ordering stands for as many physical ones as every other: counting distinct
/// orderings gives the same chances.
fn each_order(cards: &[u8]) -> Vec<Vec<u8>> {
    let mut order = cards.to_vec();
    order.sort_unstable();
    let mut all = vec![order.clone()];
    // The next permutation: the longest falling tail, the place before it swapped with the last
    // larger card of the tail, and the tail reversed.
    loop {
        let Some(i) = (0..order.len() - 1)
            .rev()
            .find(|&i| order[i] < order[i + 1])
        else {
            return all;
        };
        let j = (i + 1..order.len())
            .rev()
            .find(|&j| order[j] > order[i])
            .unwrap();
        order.swap(i, j);
        order[i + 1..].reverse();
        all.push(order.clone());
    }
}

/// Hard total and best total of `cards` (value indices: points are index + 1).
fn totals(cards: &[u8]) -> (u32, u32) {
    let hard: u32 = cards.iter().map(|&v| u32::from(v) + 1).sum();
    let best = if cards.contains(&0) && hard + 10 <= 21 {
        hard + 10
    } else {
        hard
    };
    (hard, best)
}

fn pontoon(a: u8, b: u8) -> bool {
    (a == 0 && b == 9) || (a == 9 && b == 0)
}

/// Where the player's `k`th card (from 0) lies in the deal: 0 and 2, then 4 on.
fn player_place(k: usize) -> usize {
    if k < 2 { 2 * k } else { k + 2 }
}

/// The dealer's final from `order` once the player has taken `taken` cards: (rank, five card
/// trick), rank 0 for a bust, else the total. Written from the rules (docs/rules/casino.md §5.5).
fn dealer(order: &[u8], taken: usize, hits_soft_17: bool) -> (u32, bool) {
    let mut cards = vec![order[1], order[3]];
    let mut next = 2 + taken;
    loop {
        let (hard, best) = totals(&cards);
        let soft = best != hard;
        if hard > 21 {
            return (0, false);
        }
        if cards.len() == 5 {
            return (best, true);
        }
        if best >= 18 || (best == 17 && !(soft && hits_soft_17)) {
            return (best, false);
        }
        cards.push(order[next]);
        next += 1;
    }
}

/// What standing on `hand` is worth in the deal `order`, per bet.
fn settle(order: &[u8], hand: &[u8], hits_soft_17: bool) -> f64 {
    let (_, best) = totals(hand);
    let (dealer_total, dealer_trick) = dealer(order, hand.len(), hits_soft_17);
    if hand.len() == 5 {
        if dealer_trick { -1.0 } else { 2.0 }
    } else if !dealer_trick && (dealer_total == 0 || dealer_total < best) {
        1.0
    } else {
        -1.0
    }
}

/// The best average over `orders` (all dealing the player `hand`) of the rest of the hand, in
/// initial bets, with `bets` at stake and `bought` saying whether a buy was made.
fn best(orders: &[&Vec<u8>], hand: &mut Vec<u8>, bought: bool, hits_soft_17: bool) -> f64 {
    let bets = if bought { 2.0 } else { 1.0 };
    let (hard, best_total) = totals(hand);
    if hard > 21 {
        return -bets;
    }
    let stand = |hand: &[u8]| {
        orders
            .iter()
            .map(|o| settle(o, hand, hits_soft_17))
            .sum::<f64>()
            / orders.len() as f64
    };
    if hand.len() == 5 || hard == 21 {
        return bets * stand(hand);
    }
    let mut options = Vec::new();
    if best_total >= 15 {
        options.push(bets * stand(hand));
    }
    // Take a card: each order brings its own next card; group them by it.
    let draw = |hand: &mut Vec<u8>, bought: bool| {
        let place = player_place(hand.len());
        let mut sum = 0.0;
        for value in 0..10u8 {
            let next: Vec<&Vec<u8>> = orders
                .iter()
                .copied()
                .filter(|o| o[place] == value)
                .collect();
            if next.is_empty() {
                continue;
            }
            hand.push(value);
            sum += next.len() as f64 * best(&next, hand, bought, hits_soft_17);
            hand.pop();
        }
        sum / orders.len() as f64
    };
    options.push(draw(hand, bought));
    if !bought {
        options.push(draw(hand, true));
    }
    options.into_iter().fold(f64::NEG_INFINITY, f64::max)
}

fn brute_force(cards: &[u8], hits_soft_17: bool) -> f64 {
    let all = each_order(cards);
    let mut sum = 0.0;
    for first in 0..10u8 {
        for second in 0..10u8 {
            let group: Vec<&Vec<u8>> = (all.iter())
                .filter(|o| o[0] == first && o[2] == second)
                .collect();
            let dealer_pontoon = group.iter().filter(|o| pontoon(o[1], o[3])).count();
            sum -= dealer_pontoon as f64;
            let played: Vec<&Vec<u8>> = group
                .iter()
                .copied()
                .filter(|o| !pontoon(o[1], o[3]))
                .collect();
            if played.is_empty() {
                continue;
            }
            let value = if pontoon(first, second) {
                2.0
            } else {
                best(&played, &mut vec![first, second], false, hits_soft_17)
            };
            sum += played.len() as f64 * value;
        }
    }
    sum / all.len() as f64
}

#[test]
fn the_best_play_is_worth_what_brute_force_finds() {
    // Ten cards, so that five to the player and five to the dealer never run the shoe out: aces
    // (Pontoons, soft hands), small cards (Five Card Tricks) and ten-counts (busts).
    let cards = [0u8, 0, 1, 2, 3, 4, 5, 9, 9, 9];
    let mut counts = [0u32; 10];
    for &c in &cards {
        counts[usize::from(c)] += 1;
    }
    for hits_soft_17 in [true, false] {
        let expected = brute_force(&cards, hits_soft_17);
        let dealer = Arc::new(DealerTable::new(DealerRules { hits_soft_17 }));
        let computed = Player::new(Shoe::from_counts(counts), dealer).round_value(Play::Best);
        assert!(
            (computed - expected).abs() < 1e-12,
            "H17 {hits_soft_17}: computed {computed}, brute force {expected}"
        );
    }
}
