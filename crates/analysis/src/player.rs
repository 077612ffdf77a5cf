//! The player's hand (docs/analysis.md): the value of every hand the player can hold, under every
//! move the rules allow it (stick, twist, buy), against the dealer's final hands for the cards that
//! hand leaves in the shoe, conditioned on the dealer having no Pontoon. A hand is played either
//! at its best, every hand by its own cards, or by a strategy table (by total), as the simulator
//! plays it. Splits are valued from these in [`crate::split`].
//!
//! Values are in initial bets: a hand that bought has two at stake. A hand is described by the
//! cards it holds (their values, in any order: the order never matters to what follows) and whether
//! it has bought.
//!
//! The dealer's two cards are dealt before the player's third, face down, and he has no Pontoon
//! whenever the player plays; so the player's next card is not simply drawn from the shoe. By
//! exchangeability, the chance that it is of value `v` is the shoe's chance of `v` times the chance
//! that the dealer's two cards make no Pontoon from the shoe without it, over that chance from the
//! shoe as it is: `c(v)/n · q(S − v) / q(S)`, with `q(S) = 1 − 2·aces·tens / (n·(n − 1))`. These
//! chances sum to one, since taking the player's card first or the dealer's two first deals alike.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

use parlour_bots::{Decision, HandFacts, Strategy};

use crate::dealer::{DealerFinal, DealerTable};
use crate::shoe::{Shoe, VALUES, points};

/// The least total a hand may stick on: below it, the hand must take a card.
pub const LEAST_STICK: u32 = 15;

/// A player's hand: how many cards of each value it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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

    /// The hand with one more card, of value index `value`.
    pub fn with(mut self, value: usize) -> Hand {
        self.counts[value] += 1;
        self
    }

    /// How many cards of value index `value` it holds.
    pub fn count(&self, value: usize) -> u8 {
        self.counts[value]
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

    /// Whether an ace counts 11 in it.
    pub fn soft(&self) -> bool {
        self.counts[0] > 0 && self.hard() + 10 <= 21
    }

    /// The best total: an ace counts 11 where that does not bust the hand.
    pub fn best(&self) -> u32 {
        if self.soft() {
            self.hard() + 10
        } else {
            self.hard()
        }
    }

    /// An ace and a ten-count, and nothing else.
    pub fn is_pontoon(&self) -> bool {
        self.cards() == 2 && self.counts[0] == 1 && self.counts[9] == 1
    }

    /// Whether the hand is still to be played: not bust, under five cards, a hard total under 21
    /// (a soft 21 may play on), and no Pontoon.
    pub fn is_live(&self) -> bool {
        self.hard() < 21 && self.cards() < 5 && !self.is_pontoon()
    }

    /// The shoe with this hand's cards taken out.
    pub fn from(&self, shoe: &Shoe) -> Shoe {
        shoe.less(&self.counts)
    }

    /// What a strategy table is told of this hand (pairs aside: splits are valued apart).
    pub fn facts(&self, bought: bool) -> HandFacts {
        HandFacts {
            total: self.best() as u8,
            soft: self.soft(),
            cards: self.cards() as u8,
            pair: None,
            may_buy: !bought,
        }
    }

    /// A key for the tables of values: three bits a value (a hand holds at most five cards).
    pub(crate) fn key(&self, bought: bool) -> u32 {
        let packed = (0..VALUES).fold(0u32, |key, v| key << 3 | u32::from(self.counts[v]));
        packed << 1 | u32::from(bought)
    }
}

/// What the player may do with a hand, and what each is worth, per initial bet at stake.
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

    /// What `decision` is worth (a split is valued elsewhere; a stick under 15 twists, as the
    /// strategy tables read it).
    pub fn of(&self, decision: Decision) -> f64 {
        match decision {
            Decision::Stick => self.stick.or(self.twist),
            Decision::Twist | Decision::Split => self.twist,
            Decision::Buy => self.buy.or(self.twist),
        }
        .expect("a live hand may twist")
    }
}

/// How the hands are played: each at its best by its cards, or by a strategy table.
#[derive(Debug, Clone, Copy)]
pub enum Play<'s> {
    Best,
    Table(&'s Strategy),
}

/// A hasher for the keys of the value tables: one multiply of a small integer key.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u32(&mut self, key: u32) {
        self.0 = u64::from(key).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

pub(crate) type Memo<V> = HashMap<u32, V, BuildHasherDefault<KeyHasher>>;

/// The values of a shoe's hands, each worked out once and kept.
#[derive(Debug)]
pub struct Player {
    shoe: Shoe,
    dealer: Arc<DealerTable>,
    finals: Memo<DealerFinal>,
    best: Memo<f64>,
    table: Memo<f64>,
}

impl Player {
    /// The hands dealt from `shoe` (the cards the hands are dealt from: a fresh shoe, or one
    /// without the cards of other hands), the dealer playing by `dealer`.
    pub fn new(shoe: Shoe, dealer: Arc<DealerTable>) -> Player {
        Player {
            shoe,
            dealer,
            finals: Memo::default(),
            best: Memo::default(),
            table: Memo::default(),
        }
    }

    /// The shoe the hands come from.
    pub fn shoe(&self) -> &Shoe {
        &self.shoe
    }

    /// Forgets the values under a strategy table, before another table is asked about.
    pub fn forget_table(&mut self) {
        self.table.clear();
    }

    /// The dealer's final hands against `hand`: from the shoe without its cards.
    pub fn dealer_against(&mut self, hand: &Hand) -> DealerFinal {
        let key = hand.key(false);
        if let Some(finals) = self.finals.get(&key) {
            return *finals;
        }
        let finals = self.dealer.finals(&hand.from(&self.shoe));
        self.finals.insert(key, finals);
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
    pub fn next_card(&self, hand: &Hand) -> [f64; VALUES] {
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
    /// five cards stand as a Five Card Trick, anything else is played on.
    fn after_card(&mut self, hand: Hand, bought: bool, play: Play) -> f64 {
        let bets = if bought { 2.0 } else { 1.0 };
        if hand.hard() > 21 {
            -bets
        } else if hand.cards() == 5 || hand.hard() == 21 {
            bets * self.stand(&hand)
        } else {
            bets * self.value(hand, bought, play)
        }
    }

    /// The moves `hand` has and what each is worth, for each initial bet (`bought`: it has bought,
    /// and two are at stake, which the values are per), later cards played by `play`. The hand is
    /// live ([`Hand::is_live`]) and holds at least one card.
    pub fn choices(&mut self, hand: Hand, bought: bool, play: Play) -> Choices {
        let stick = (hand.best() >= LEAST_STICK && hand.cards() >= 2).then(|| self.stand(&hand));
        let next = self.next_card(&hand);
        let bets = if bought { 2.0 } else { 1.0 };
        let may_buy = !bought && (2..=4).contains(&hand.cards());
        let mut twist = 0.0;
        let mut buy = 0.0;
        for (v, &chance) in next.iter().enumerate() {
            if chance == 0.0 {
                continue;
            }
            let drawn = hand.with(v);
            twist += chance * self.after_card(drawn, bought, play) / bets;
            if may_buy {
                buy += chance * self.after_card(drawn, true, play);
            }
        }
        Choices {
            stick,
            twist: Some(twist),
            buy: may_buy.then_some(buy),
        }
    }

    /// What a live `hand` is worth for each initial bet at stake, played by `play`.
    pub fn value(&mut self, hand: Hand, bought: bool, play: Play) -> f64 {
        let key = hand.key(bought);
        let memo = match play {
            Play::Best => &self.best,
            Play::Table(_) => &self.table,
        };
        if let Some(&value) = memo.get(&key) {
            return value;
        }
        let choices = self.choices(hand, bought, play);
        let value = match play {
            Play::Best => choices.best(),
            Play::Table(table) => choices.of(table.decide(&hand.facts(bought))),
        };
        match play {
            Play::Best => self.best.insert(key, value),
            Play::Table(_) => self.table.insert(key, value),
        };
        value
    }

    /// What a hand just dealt (two cards, or a split hand's two) is worth, played by `play`,
    /// splits aside: a Pontoon wins twice over against the dealer's hand, which is no Pontoon.
    pub fn dealt(&mut self, hand: Hand, play: Play) -> f64 {
        if hand.is_pontoon() {
            2.0
        } else {
            self.value(hand, false, play)
        }
    }

    /// What the round is worth to the player for each initial bet, played by `play` but never
    /// splitting: the player's first two cards over every pair the shoe can deal; against a
    /// dealer's Pontoon the bet is lost.
    pub fn round_value(&mut self, play: Play) -> f64 {
        let shoe = self.shoe;
        let mut value = 0.0;
        for (hand, chance, q) in first_pairs(&shoe) {
            value += chance * (q * self.dealt(hand, play) - (1.0 - q));
        }
        value
    }
}

/// Every first pair the shoe can deal: the hand, its chance, and the chance that the dealer's two
/// cards then make no Pontoon.
pub fn first_pairs(shoe: &Shoe) -> Vec<(Hand, f64, f64)> {
    let mut pairs = Vec::with_capacity(VALUES * VALUES);
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
            pairs.push((hand, chance, no_pontoon(&hand.from(shoe))));
        }
    }
    pairs
}

/// The chance that two cards dealt from `shoe` are not an ace and a ten-count.
pub fn no_pontoon(shoe: &Shoe) -> f64 {
    let draws = shoe.draws(2);
    if draws <= 0.0 {
        return 1.0;
    }
    1.0 - 2.0 * shoe.falling(0, 1) * shoe.falling(9, 1) / draws
}
