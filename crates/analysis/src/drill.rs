//! The trainer (docs/analysis.md, "The trainer"): hands of the kinds players most often play
//! wrong, dealt one at a time, each answer scored against the coach's values from a fresh shoe.
//!
//! Three kinds: a hard 15 or 16 (stick or take a card?), a soft 17 to 19 (a soft hand that may
//! stick, and usually should not) and a pair (split or not?). Each kind is dealt in proportion to
//! its weight, so a trainer can deal more of the kind a player gets wrong. What is dealt depends
//! on a seed alone: the same seed deals the same hand.

use serde::{Deserialize, Serialize};

use crate::coach::{Advice, Choice, Coach, Count, Spot};
use crate::player::Hand;
use crate::round::Rules;
use crate::shoe::VALUES;

/// A kind of hand the trainer deals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A hard 15 or 16, no ace counting 11.
    Hard,
    /// A soft 17, 18 or 19.
    Soft,
    /// Two cards of one rank.
    Pair,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Hard, Kind::Soft, Kind::Pair];

    /// Whether `hand` is of this kind.
    pub fn holds(self, hand: &Hand) -> bool {
        match self {
            Kind::Hard => !hand.soft() && (15..=16).contains(&hand.best()),
            Kind::Soft => hand.soft() && (17..=19).contains(&hand.best()),
            Kind::Pair => hand.cards() == 2 && (0..VALUES).any(|v| hand.count(v) == 2),
        }
    }
}

/// One hand to play, and what each of its moves is worth.
#[derive(Debug, Clone, PartialEq)]
pub struct Drill {
    pub kind: Kind,
    /// The hand's cards by value index (ace 0 .. ten-count 9), in the order dealt.
    pub cards: Vec<usize>,
    /// Whether it has bought (its bet doubled): it may twist, not buy again.
    pub bought: bool,
    pub advice: Advice,
}

/// How an answer went.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Scored {
    /// The move was the best (or worth as much).
    pub right: bool,
    /// What it gave up, in original bets.
    pub cost: f64,
    pub best: Choice,
}

impl Drill {
    /// Scores `choice`; `None` if the hand could not make it.
    pub fn answer(&self, choice: Choice) -> Option<Scored> {
        let cost = self.advice.cost(choice)?;
        Some(Scored {
            right: cost <= 1e-9,
            cost,
            best: self.advice.best()?.choice,
        })
    }
}

/// Every hand of a kind the trainer deals: two to four cards in a non-decreasing order of value
/// (the order is dealt shuffled by the seed), with whether it has bought.
fn hands(kind: Kind) -> Vec<(Vec<usize>, bool)> {
    let mut found = Vec::new();
    let mut cards = Vec::new();
    fn grow(kind: Kind, from: usize, cards: &mut Vec<usize>, found: &mut Vec<(Vec<usize>, bool)>) {
        let hand = Hand::of(cards);
        if cards.len() >= 2 && kind.holds(&hand) && hand.is_live() {
            found.push((cards.clone(), false));
            // A hand of three or four cards may have bought its third.
            if cards.len() >= 3 {
                found.push((cards.clone(), true));
            }
        }
        let most = if kind == Kind::Pair { 2 } else { 4 };
        if cards.len() == most || hand.hard() >= 21 {
            return;
        }
        for v in from..VALUES {
            cards.push(v);
            grow(kind, v, cards, found);
            cards.pop();
        }
    }
    grow(kind, 0, &mut cards, &mut found);
    found
}

/// SplitMix64: a seed's stream of numbers, enough to pick a hand (the trainer draws no lots that
/// matter to anyone but the player practising).
fn mix(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *seed;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The trainer for one rule set.
#[derive(Debug)]
pub struct Trainer {
    rules: Rules,
    coach: Coach,
    hands: [Vec<(Vec<usize>, bool)>; 3],
}

impl Trainer {
    pub fn new(rules: Rules) -> Trainer {
        Trainer {
            rules,
            coach: Coach::new(),
            hands: Kind::ALL.map(hands),
        }
    }

    /// How many different hands of `kind` it deals.
    pub fn count(&self, kind: Kind) -> usize {
        self.hands[kind as usize].len()
    }

    /// The hand `seed` deals, each kind in proportion to `weights` (by [`Kind::ALL`]; all zero
    /// counts as all equal).
    pub fn deal(&self, seed: u64, weights: [u32; 3]) -> Drill {
        let mut seed = seed;
        let weights = if weights.iter().all(|&w| w == 0) {
            [1; 3]
        } else {
            weights
        };
        let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
        let mut at = mix(&mut seed) % total;
        let kind = Kind::ALL
            .into_iter()
            .zip(weights)
            .find(|&(_, w)| {
                let here = at < u64::from(w);
                at = at.saturating_sub(u64::from(w));
                here
            })
            .map(|(k, _)| k)
            .unwrap_or(Kind::Hard);
        let list = &self.hands[kind as usize];
        let (sorted, bought) = &list[(mix(&mut seed) % list.len() as u64) as usize];
        let mut cards = sorted.clone();
        // Shuffle the order the cards came in (Fisher-Yates): a bought hand keeps its bought card last.
        for i in (1..cards.len()).rev() {
            let j = (mix(&mut seed) % (i as u64 + 1)) as usize;
            cards.swap(i, j);
        }
        self.drill(kind, cards, *bought)
    }

    /// The drill of these cards.
    pub fn drill(&self, kind: Kind, cards: Vec<usize>, bought: bool) -> Drill {
        let hand = Hand::of(&cards);
        let mut choices = Vec::new();
        if hand.best() >= 15 {
            choices.push(Choice::Stick);
        }
        choices.push(Choice::Twist);
        if !bought && (2..=4).contains(&hand.cards()) {
            choices.push(Choice::Buy);
        }
        let pair = hand.cards() == 2 && (0..VALUES).any(|v| hand.count(v) == 2);
        if pair && self.rules.max_hands > 1 && !bought {
            choices.push(Choice::Split);
        }
        let spot = Spot {
            rules: self.rules,
            shoe: self.rules.shoe(),
            count: Count::Fresh,
            hand,
            bought,
            hands: 1,
            choices,
        };
        Drill {
            kind,
            cards,
            bought,
            advice: self.coach.advise(&spot),
        }
    }
}
