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
/// cannot is not a shoe the tables deal from.
pub fn dealer_finals(shoe: &Shoe, rules: DealerRules) -> DealerFinal {
    let mut tally = Tally::default();
    // The first two cards, with the Pontoon (an ace and a ten-count, either way round) set apart.
    for first in 0..VALUES {
        if shoe.count(first) == 0 {
            continue;
        }
        let p_first = shoe.chance(first);
        let after_first = shoe.without(first);
        for second in 0..VALUES {
            if after_first.count(second) == 0 {
                continue;
            }
            let p = p_first * after_first.chance(second);
            if (first == 0 && second == 9) || (first == 9 && second == 0) {
                tally.pontoon += p;
                continue;
            }
            let hand = Hand::new().with(first).with(second);
            draw(&after_first.without(second), hand, p, rules, &mut tally);
        }
    }
    let rest = 1.0 - tally.pontoon;
    let scale = if rest > 0.0 { 1.0 / rest } else { 0.0 };
    DealerFinal {
        stands: tally.stands.map(|p| p * scale),
        five_card_trick: tally.five_card_trick * scale,
        bust: tally.bust * scale,
        pontoon: tally.pontoon,
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
        if self.ace && self.hard + 10 <= 21 {
            self.hard + 10
        } else {
            self.hard
        }
    }

    fn soft(self) -> bool {
        self.ace && self.hard + 10 <= 21
    }
}

/// Plays the dealer's hand `hand`, reached with chance `p`, on from `shoe`.
fn draw(shoe: &Shoe, hand: Hand, p: f64, rules: DealerRules, tally: &mut Tally) {
    if hand.hard > 21 {
        tally.bust += p;
        return;
    }
    if hand.cards == 5 {
        tally.five_card_trick += p;
        return;
    }
    let total = hand.best();
    let hits = total <= 16 || (total == 17 && hand.soft() && rules.hits_soft_17);
    if !hits {
        tally.stands[(total - 17) as usize] += p;
        return;
    }
    for value in 0..VALUES {
        if shoe.count(value) == 0 {
            continue;
        }
        draw(
            &shoe.without(value),
            hand.with(value),
            p * shoe.chance(value),
            rules,
            tally,
        );
    }
}
