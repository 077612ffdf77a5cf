//! The player's hand, played best (docs/analysis.md): the value of every hand the player can hold,
//! under every move the rules allow it (stick, twist, buy), against the dealer's final hands for
//! the cards that hand leaves in the shoe, conditioned on the dealer having no Pontoon.
//!
//! Values are in initial bets: a hand that bought has two at stake. A hand is described by the
//! cards it holds (their values, in any order: the order never matters to what follows) and whether
//! it has bought. Splits are not valued yet.
//!
//! The dealer's two cards are dealt before the player's third, face down, and he has no Pontoon
//! whenever the player plays; so the player's next card is not simply drawn from the shoe. By
//! exchangeability, the chance that it is of value `v` is the shoe's chance of `v` times the chance
//! that the dealer's two cards make no Pontoon from the shoe without it, over that chance from the
//! shoe as it is: `c(v)/n · q(S − v) / q(S)`, with `q(S) = 1 − 2·aces·tens / (n·(n − 1))`. These
//! chances sum to one, since taking the player's card first or the dealer's two first deals alike.

use std::collections::HashMap;

use crate::dealer::{DealerFinal, DealerRules, dealer_finals};
use crate::shoe::{Shoe, VALUES, points};

/// The least total a hand may stick on: below it, the hand must take a card.
const LEAST_STICK: u32 = 15;

/// A player's hand: how many cards of each value it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hand {
    counts: [u8; VALUES],
}

impl Hand {
    /// A hand of these value indices.
    pub fn of(values: &[usize]) -> Hand {
        let mut counts = [0; VALUES];
        for &v in values {
            counts[v] += 1;
        }
        Hand { counts }
    }

    fn with(mut self, value: usize) -> Hand {
        self.counts[value] += 1;
        self
    }

    /// How many cards it holds.
    pub fn cards(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum()
    }

    /// The total with every ace as 1.
    pub fn hard(&self) -> u32 {
        (0..VALUES)
            .map(|v| u32::from(self.counts[v]) * points(v))
            .sum()
    }

    /// The best total: an ace counts 11 where that does not bust the hand.
    pub fn best(&self) -> u32 {
        let hard = self.hard();
        if self.counts[0] > 0 && hard + 10 <= 21 {
            hard + 10
        } else {
            hard
        }
    }

    /// An ace and a ten-count, and nothing else.
    pub fn is_pontoon(&self) -> bool {
        self.cards() == 2 && self.counts[0] == 1 && self.counts[9] == 1
    }

    /// The shoe with this hand's cards taken out.
    fn from(&self, shoe: &Shoe) -> Shoe {
        let mut counts = [0; VALUES];
        for (v, slot) in counts.iter_mut().enumerate() {
            *slot = shoe.count(v) - u32::from(self.counts[v]);
        }
        Shoe::from_counts(counts)
    }

    /// A key for the tables of values: three bits a value (a hand holds at most five cards).
    fn key(&self, bought: bool) -> u32 {
        let packed = (0..VALUES).fold(0u32, |key, v| key << 3 | u32::from(self.counts[v]));
        packed << 1 | u32::from(bought)
    }
}

/// What the player may do with a hand, and what each is worth.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Choices {
    pub stick: Option<f64>,
    pub twist: Option<f64>,
    pub buy: Option<f64>,
}

impl Choices {
    /// The best of the moves the hand has.
    pub fn best(&self) -> f64 {
        [self.stick, self.twist, self.buy]
            .into_iter()
            .flatten()
            .fold(f64::NEG_INFINITY, f64::max)
    }
}

/// The values of a shoe's hands, each worked out once and kept.
#[derive(Debug)]
pub struct Player {
    shoe: Shoe,
    rules: DealerRules,
    dealer: HashMap<u32, DealerFinal>,
    best: HashMap<u32, f64>,
}

impl Player {
    /// The hands dealt from `shoe` (freshly shuffled: the cards the round starts from).
    pub fn new(shoe: Shoe, rules: DealerRules) -> Player {
        Player {
            shoe,
            rules,
            dealer: HashMap::new(),
            best: HashMap::new(),
        }
    }

    /// The dealer's final hands against `hand`: from the shoe without its cards.
    fn dealer_against(&mut self, hand: &Hand) -> DealerFinal {
        let key = hand.key(false);
        if let Some(finals) = self.dealer.get(&key) {
            return *finals;
        }
        let finals = dealer_finals(&hand.from(&self.shoe), self.rules);
        self.dealer.insert(key, finals);
        finals
    }

    /// What standing on `hand` is worth for each initial bet at stake: a Five Card Trick wins
    /// twice over against all but the dealer's Five Card Trick; a total wins once over against a
    /// lower total or a bust; ties go to the dealer.
    pub fn stand(&mut self, hand: &Hand) -> f64 {
        let dealer = self.dealer_against(hand);
        let (wins, pays) = if hand.cards() == 5 {
            (1.0 - dealer.five_card_trick, 2.0)
        } else {
            let total = hand.best();
            let lower: f64 = (17..total.min(22))
                .map(|t| dealer.stands[(t - 17) as usize])
                .sum();
            (dealer.bust + lower, 1.0)
        };
        pays * wins - (1.0 - wins)
    }

    /// The chance the next card is of each value, as the player draws it against a dealer who has
    /// no Pontoon (see the module's notes).
    fn next_card(&self, hand: &Hand) -> [f64; VALUES] {
        let shoe = hand.from(&self.shoe);
        let q = no_pontoon(&shoe);
        let mut chances = [0.0; VALUES];
        for (v, chance) in chances.iter_mut().enumerate() {
            if shoe.count(v) > 0 {
                *chance = shoe.chance(v) * no_pontoon(&shoe.without(v)) / q;
            }
        }
        chances
    }

    /// What `hand`, holding `bets` initial bets, is worth once a card is added: a bust loses them,
    /// five cards stand as a Five Card Trick, anything else is played on at its best.
    fn after_card(&mut self, hand: Hand, bought: bool) -> f64 {
        let bets = if bought { 2.0 } else { 1.0 };
        if hand.hard() > 21 {
            -bets
        } else if hand.cards() == 5 || hand.hard() == 21 {
            bets * self.stand(&hand)
        } else {
            bets * self.best_of(hand, bought)
        }
    }

    /// The moves `hand` has and what each is worth, for each initial bet (`bought`: it has bought,
    /// and two are at stake, which the values are per). The hand is live, of two to four cards,
    /// with a hard total under 21.
    pub fn choices(&mut self, hand: Hand, bought: bool) -> Choices {
        let stick = (hand.best() >= LEAST_STICK).then(|| self.stand(&hand));
        let next = self.next_card(&hand);
        let bets = if bought { 2.0 } else { 1.0 };
        let mut twist = 0.0;
        let mut buy = 0.0;
        let may_buy = !bought;
        for (v, &chance) in next.iter().enumerate() {
            if chance == 0.0 {
                continue;
            }
            let drawn = hand.with(v);
            twist += chance * self.after_card(drawn, bought) / bets;
            if may_buy {
                buy += chance * self.after_card(drawn, true);
            }
        }
        Choices {
            stick,
            twist: Some(twist),
            buy: may_buy.then_some(buy),
        }
    }

    /// The best `hand` can do, for each initial bet at stake.
    fn best_of(&mut self, hand: Hand, bought: bool) -> f64 {
        let key = hand.key(bought);
        if let Some(&value) = self.best.get(&key) {
            return value;
        }
        let value = self.choices(hand, bought).best();
        self.best.insert(key, value);
        value
    }

    /// What the round is worth to the player for each initial bet, played best, splits aside: the
    /// player's first two cards over every pair the shoe can deal; against a dealer's Pontoon the
    /// bet is lost, a player's Pontoon against any other hand wins twice over.
    pub fn round_value(&mut self) -> f64 {
        let shoe = self.shoe;
        let mut value = 0.0;
        for first in 0..VALUES {
            if shoe.count(first) == 0 {
                continue;
            }
            let after = shoe.without(first);
            for second in 0..VALUES {
                if after.count(second) == 0 {
                    continue;
                }
                let chance = shoe.chance(first) * after.chance(second);
                let hand = Hand::of(&[first, second]);
                let q = no_pontoon(&hand.from(&shoe));
                let played = if hand.is_pontoon() {
                    2.0
                } else {
                    self.best_of(hand, false)
                };
                value += chance * (q * played - (1.0 - q));
            }
        }
        value
    }
}

/// The chance that two cards dealt from `shoe` are not an ace and a ten-count.
fn no_pontoon(shoe: &Shoe) -> f64 {
    let n = f64::from(shoe.total());
    if n < 2.0 {
        return 1.0;
    }
    1.0 - 2.0 * f64::from(shoe.count(0)) * f64::from(shoe.count(9)) / (n * (n - 1.0))
}
