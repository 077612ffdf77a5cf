//! The dealer's final hand (docs/rules/casino.md §5.5): both his cards are dealt face down, and
//! once every hand has been played he draws to 16 or less, and to a soft 17 where the rules say so
//! (`dealer_hits_soft_17`), stands on 17 or more, and stops at five cards, which make a Five Card
//! Trick if he has not bust. Two cards of an ace and a ten-count are his Pontoon, which ends the
//! round at once; since nobody plays against it, the distribution here is conditioned on his
//! having none.
//!
//! The distribution is exact for the shoe given: each card comes from what is left, so it depends
//! on the shoe's composition, and a player's own cards are taken out of the shoe before it is
//! asked. (The player's later cards are dealt after the dealer's two, but since nobody sees the
//! dealer's, taking the player's cards out first gives the same chances: the cards are
//! exchangeable.)

use crate::shoe::{Shoe, VALUES, points};

/// What decides the dealer's play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DealerRules {
    /// The dealer hits a soft 17 (an ace counting 11 in a total of 17).
    pub hits_soft_17: bool,
}

/// The dealer's final hand, Pontoon aside.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DealerFinal {
    /// The chance he stands on each total 17 to 21 in fewer than five cards: index 0 is 17.
    pub stands: [f64; 5],
    /// The chance of a Five Card Trick: five cards totalling 21 or less.
    pub five_card_trick: f64,
    /// The chance he busts.
    pub bust: f64,
    /// The chance his first two cards were a Pontoon, which the rest is conditioned away from.
    pub pontoon: f64,
}

impl DealerFinal {
    /// The chances of every final hand (Pontoon aside) summed: 1 when the shoe can finish his hand.
    pub fn total(&self) -> f64 {
        self.stands.iter().sum::<f64>() + self.five_card_trick + self.bust
    }
}

/// The distribution of the dealer's final hand dealt from `shoe`, conditioned on no Pontoon.
///
/// The shoe must hold enough cards for any hand the dealer can make (five); a shoe so small that it
/// cannot is not a shoe the tables deal from. To ask for many shoes, build a [`DealerTable`] once.
pub fn dealer_finals(shoe: &Shoe, rules: DealerRules) -> DealerFinal {
    DealerTable::new(rules).finals(shoe)
}

/// Every way the dealer's hand can end, worked out once for his rules, as the cards it ends with.
///
/// Whatever the shoe, the chance of one particular order of `k` cards is the product of the
/// falling counts of their values over `n (n - 1) .. (n - k + 1)` ([`Shoe::falling`]), the same
/// for every order; so the chance of a final hand is the number of orders in which the dealer
/// would draw exactly those cards, times that product. The orders depend only on the rules, and
/// are counted here once by playing every order; a shoe then costs one product per final hand.
#[derive(Debug, Clone)]
pub struct DealerTable {
    ends: Vec<End>,
}

/// One final hand: its cards as (value index, how many), the orders that reach it, and how it
/// ends.
#[derive(Debug, Clone, Copy)]
struct End {
    parts: [(u8, u8); 5],
    len: u8,
    cards: u8,
    orders: f64,
    outcome: Outcome,
}

/// How a dealer's hand ends: standing on 17 + the index, a Five Card Trick, or bust.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Stands(u8),
    FiveCardTrick,
    Bust,
}

impl DealerTable {
    /// Plays every order of cards the dealer can draw under `rules`, his Pontoon set apart.
    pub fn new(rules: DealerRules) -> DealerTable {
        let mut found: std::collections::BTreeMap<[u8; VALUES], (u32, Outcome)> =
            std::collections::BTreeMap::new();
        for first in 0..VALUES {
            for second in 0..VALUES {
                if (first == 0 && second == 9) || (first == 9 && second == 0) {
                    continue;
                }
                let mut held = [0u8; VALUES];
                held[first] += 1;
                held[second] += 1;
                play(
                    Hand::new().with(first).with(second),
                    &mut held,
                    rules,
                    &mut found,
                );
            }
        }
        let ends = found
            .into_iter()
            .map(|(held, (orders, outcome))| {
                let mut parts = [(0, 0); 5];
                let mut len = 0;
                for (v, &k) in held.iter().enumerate().filter(|(_, k)| **k > 0) {
                    parts[len] = (v as u8, k);
                    len += 1;
                }
                End {
                    parts,
                    len: len as u8,
                    cards: held.iter().sum(),
                    orders: f64::from(orders),
                    outcome,
                }
            })
            .collect();
        DealerTable { ends }
    }

    /// How many different final hands the dealer can hold (by their cards' values).
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are none (never: a dealer always ends somehow).
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The dealer's final hands dealt from `shoe`, conditioned on his having no Pontoon.
    pub fn finals(&self, shoe: &Shoe) -> DealerFinal {
        let mut falling = [[0.0f64; 6]; VALUES];
        for (v, row) in falling.iter_mut().enumerate() {
            for (k, slot) in row.iter_mut().enumerate() {
                *slot = shoe.falling(v, k as u32).max(0.0);
            }
        }
        let mut over = [0.0f64; 6];
        for (k, slot) in over.iter_mut().enumerate().skip(1) {
            let draws = shoe.draws(k as u32);
            *slot = if draws > 0.0 { 1.0 / draws } else { 0.0 };
        }
        let mut tally = Tally::default();
        for end in &self.ends {
            let mut p = end.orders * over[usize::from(end.cards)];
            for &(v, k) in &end.parts[..usize::from(end.len)] {
                p *= falling[usize::from(v)][usize::from(k)];
            }
            match end.outcome {
                Outcome::Stands(i) => tally.stands[usize::from(i)] += p,
                Outcome::FiveCardTrick => tally.five_card_trick += p,
                Outcome::Bust => tally.bust += p,
            }
        }
        tally.pontoon = 2.0 * falling[0][1] * falling[9][1] * over[2];
        let rest = 1.0 - tally.pontoon;
        let scale = if rest > 0.0 { 1.0 / rest } else { 0.0 };
        DealerFinal {
            stands: tally.stands.map(|p| p * scale),
            five_card_trick: tally.five_card_trick * scale,
            bust: tally.bust * scale,
            pontoon: tally.pontoon,
        }
    }
}

/// Chances summed before the Pontoon is conditioned away.
#[derive(Debug, Default)]
struct Tally {
    stands: [f64; 5],
    five_card_trick: f64,
    bust: f64,
    pontoon: f64,
}

/// A dealer's hand as its play needs it: the hard total (aces as 1), whether it holds an ace, and
/// how many cards.
#[derive(Debug, Clone, Copy)]
struct Hand {
    hard: u32,
    ace: bool,
    cards: u32,
}

impl Hand {
    fn new() -> Hand {
        Hand {
            hard: 0,
            ace: false,
            cards: 0,
        }
    }

    fn with(self, value: usize) -> Hand {
        Hand {
            hard: self.hard + points(value),
            ace: self.ace || value == 0,
            cards: self.cards + 1,
        }
    }

    /// The best total: an ace counts 11 where that does not bust the hand.
    fn best(self) -> u32 {
        if self.soft() {
            self.hard + 10
        } else {
            self.hard
        }
    }

    fn soft(self) -> bool {
        self.ace && self.hard + 10 <= 21
    }
}

/// Plays the dealer's hand `hand` (holding the values `held`) on by his rule, through every card
/// he may draw next, and counts each order's final hand in `found`.
fn play(
    hand: Hand,
    held: &mut [u8; VALUES],
    rules: DealerRules,
    found: &mut std::collections::BTreeMap<[u8; VALUES], (u32, Outcome)>,
) {
    let outcome = if hand.hard > 21 {
        Some(Outcome::Bust)
    } else if hand.cards == 5 {
        Some(Outcome::FiveCardTrick)
    } else {
        let total = hand.best();
        let hits = total <= 16 || (total == 17 && hand.soft() && rules.hits_soft_17);
        (!hits).then(|| Outcome::Stands((total - 17) as u8))
    };
    if let Some(outcome) = outcome {
        let entry = found.entry(*held).or_insert((0, outcome));
        debug_assert_eq!(entry.1, outcome, "a final hand ends one way");
        entry.0 += 1;
        return;
    }
    for value in 0..VALUES {
        held[value] += 1;
        play(hand.with(value), held, rules, found);
        held[value] -= 1;
    }
}
