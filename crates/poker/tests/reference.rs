//! The evaluator against a brute-force reference over more than a million random card sets: every
//! set of one to nine cards, a suit or a rank sometimes left out, ranked by trying every five cards
//! (or all of them, if fewer) with a plain counting classifier written separately from the bit tricks.

use parlour_cards::{Card, Rank, Suit};
use parlour_poker::{CardSet, Category, HandValue, best_hand};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

/// A hand's category and the ranks that decide between equal categories, most important first
/// (2 = deuce .. 14 = ace). Comparing keys compares hands.
type Key = (Category, Vec<u8>);

/// The reference: a hand of at most five cards, by counting ranks.
fn classify(cards: &[Card]) -> Key {
    let mut counts = [0u8; 15];
    for card in cards {
        counts[card.rank.ace_high() as usize] += 1;
    }
    // Ranks grouped by how many of each, the bigger groups first, then the higher ranks.
    let mut groups: Vec<(u8, u8)> = (2..=14u8)
        .filter(|&r| counts[r as usize] > 0)
        .map(|r| (counts[r as usize], r))
        .collect();
    groups.sort_by(|a, b| b.cmp(a));
    let ranks: Vec<u8> = groups.iter().map(|&(_, r)| r).collect();
    let five = cards.len() == 5;
    let flush = five && cards.iter().all(|c| c.suit == cards[0].suit);
    let straight_high = if five && groups.len() == 5 {
        let mut sorted: Vec<u8> = ranks.clone();
        sorted.sort();
        if sorted == [2, 3, 4, 5, 14] {
            Some(5)
        } else if sorted[4] - sorted[0] == 4 {
            Some(sorted[4])
        } else {
            None
        }
    } else {
        None
    };
    match (
        flush,
        straight_high,
        groups[0].0,
        groups.get(1).map_or(0, |g| g.0),
    ) {
        (true, Some(high), _, _) => (Category::StraightFlush, vec![high]),
        (_, _, 4, _) => (Category::Quads, ranks),
        (_, _, 3, 2) => (Category::FullHouse, ranks),
        (true, None, _, _) => (Category::Flush, ranks),
        (false, Some(high), _, _) => (Category::Straight, vec![high]),
        (_, _, 3, _) => (Category::Trips, ranks),
        (_, _, 2, 2) => (Category::TwoPair, ranks),
        (_, _, 2, _) => (Category::Pair, ranks),
        _ => (Category::HighCard, ranks),
    }
}

/// The best key over every five cards of `cards` (all of them if fewer).
fn reference(cards: &[Card]) -> Key {
    let size = cards.len().min(5);
    let mut best: Option<Key> = None;
    let mut pick = vec![0usize; size];
    fn walk(
        cards: &[Card],
        pick: &mut Vec<usize>,
        depth: usize,
        from: usize,
        best: &mut Option<Key>,
    ) {
        if depth == pick.len() {
            let chosen: Vec<Card> = pick.iter().map(|&i| cards[i]).collect();
            let key = classify(&chosen);
            if best.as_ref().is_none_or(|b| key > *b) {
                *best = Some(key);
            }
            return;
        }
        for i in from..cards.len() {
            pick[depth] = i;
            walk(cards, pick, depth + 1, i + 1, best);
        }
    }
    if size == 0 {
        return (Category::HighCard, Vec::new());
    }
    walk(cards, &mut pick, 0, 0, &mut best);
    best.expect("at least one choice")
}

/// The evaluator's value read back as a key.
fn key_of(value: HandValue) -> Key {
    let first = (value.0 >> 22 & 0xF) as u8 + 2;
    let second = (value.0 >> 18 & 0xF) as u8 + 2;
    let kickers: Vec<u8> = (0..13u8)
        .rev()
        .filter(|r| value.0 & (1 << r) != 0)
        .map(|r| r + 2)
        .collect();
    let category = value.category();
    let ranks = match category {
        Category::StraightFlush | Category::Straight => vec![first],
        Category::FullHouse => vec![first, second],
        Category::TwoPair => [vec![first, second], kickers].concat(),
        Category::Quads | Category::Trips | Category::Pair => [vec![first], kickers].concat(),
        Category::Flush | Category::HighCard => kickers,
    };
    (category, ranks)
}

fn random_set(rng: &mut ChaCha8Rng) -> (Vec<Card>, CardSet) {
    let size = 1 + (rng.next_u32() % 9) as usize;
    let mut deck: Vec<usize> = (0..52).collect();
    let mut cards = Vec::with_capacity(size);
    for i in 0..size {
        let j = i + (rng.next_u32() as usize % (52 - i));
        deck.swap(i, j);
        cards.push(Card::from_index(deck[i]));
    }
    // Now and then, leave out a suit or a rank, as Palace Poker does.
    match rng.next_u32() % 4 {
        0 => {
            let suit = Suit::ALL[(rng.next_u32() % 4) as usize];
            cards.retain(|c| c.suit != suit);
        }
        1 => {
            let rank = Rank::ALL[(rng.next_u32() % 13) as usize];
            cards.retain(|c| c.rank != rank);
        }
        _ => {}
    }
    let set = CardSet::of(cards.iter().copied());
    (cards, set)
}

#[test]
fn the_evaluator_agrees_with_brute_force_on_a_million_card_sets() {
    const SETS: usize = 1_000_000;
    let threads = 2;
    std::thread::scope(|scope| {
        for worker in 0..threads {
            scope.spawn(move || {
                let mut rng = ChaCha8Rng::seed_from_u64(worker as u64);
                let mut previous: Option<(HandValue, Key)> = None;
                for _ in 0..SETS / threads {
                    let (cards, set) = random_set(&mut rng);
                    let value = best_hand(set);
                    let expected = reference(&cards);
                    assert_eq!(key_of(value), expected, "{cards:?}");
                    if let Some((other, other_key)) = &previous {
                        assert_eq!(value.cmp(other), expected.cmp(other_key), "{cards:?}");
                    }
                    previous = Some((value, expected));
                }
            });
        }
    });
}

#[test]
fn the_exclusion_masks_leave_out_exactly_their_cards() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for _ in 0..10_000 {
        let (cards, set) = random_set(&mut rng);
        for suit in Suit::ALL {
            let kept: Vec<Card> = cards.iter().copied().filter(|c| c.suit != suit).collect();
            assert_eq!(set.without_suit(suit), CardSet::of(kept));
        }
        for rank in Rank::ALL {
            let kept: Vec<Card> = cards.iter().copied().filter(|c| c.rank != rank).collect();
            assert_eq!(set.without_rank(rank), CardSet::of(kept));
        }
    }
}

/// On random sets: the cards a value names are cards of the set, five of them (or all of a smaller
/// set), and they alone make the same value; and two values share a name exactly when they are
/// equal, so no name hides the kicker that decided.
#[test]
fn the_named_cards_make_the_hand_and_names_tell_hands_apart() {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let mut by_name: std::collections::HashMap<String, HandValue> = Default::default();
    let mut by_value: std::collections::HashMap<HandValue, String> = Default::default();
    for _ in 0..200_000 {
        let (_, set) = random_set(&mut rng);
        let value = best_hand(set);
        let cards = value.cards(set);
        assert_eq!(cards.len() as u32, set.len().min(5), "{set:?}");
        assert!(cards.iter().all(|&c| set.contains(c)), "{set:?}");
        assert_eq!(
            best_hand(CardSet::of(cards.iter().copied())),
            value,
            "{set:?}"
        );
        let name = value.name();
        assert_eq!(
            *by_name.entry(name.clone()).or_insert(value),
            value,
            "{name}"
        );
        assert_eq!(*by_value.entry(value).or_insert(name.clone()), name);
    }
    // Many hands met one another: the check above compared names that came round again.
    assert!(by_name.len() < 150_000, "{}", by_name.len());
}
