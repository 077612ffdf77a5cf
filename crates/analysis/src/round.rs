//! A whole round (docs/analysis.md): the first two cards over every pair the shoe can deal, a
//! dealer's Pontoon taking the bet, and pairs split where the play says so, up to the table's
//! number of hands.
//!
//! **Splits, and how they are approximated.** A split hand starts from one card of the pair and
//! gets one card at once. Its value is worked out as for any other hand, from the shoe without the
//! pair's other cards: the shoe the first split hand sees lacks the second one's pair card, and a
//! hand made by splitting again lacks both others. What the shoe is *not* told is which cards the
//! other split hands draw after their first: each hand is valued as if they were still in the
//! shoe. With eight packs that moves a figure by less than 0.001 of a percent; docs/analysis.md
//! gives the measured error for small shoes. The second cards of the two hands are taken as
//! independent draws with the same chance of pairing again.

use std::sync::Arc;

use parlour_bots::Strategy;
use parlour_pontoon::casino::CasinoRules;

use crate::dealer::{DealerRules, DealerTable};
use crate::player::{Hand, Play, Player, first_pairs};
use crate::shoe::{Shoe, VALUES, points};

/// What the analysis needs of a casino rule set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Packs in the shoe, or `None` for an infinite deck.
    pub packs: Option<u8>,
    pub hits_soft_17: bool,
    /// Hands a seat may hold by splitting, in all (1 to 3).
    pub max_hands: u8,
    /// Any two ten-count cards may split, not only two of one rank.
    pub split_by_value: bool,
}

impl Rules {
    /// The rules of a casino table, its shoe made infinite if `infinite`.
    pub fn of(rules: &CasinoRules, infinite: bool) -> Rules {
        Rules {
            packs: (!infinite).then_some(rules.packs),
            hits_soft_17: rules.dealer_hits_soft_17,
            max_hands: rules.max_hands,
            split_by_value: rules.split_by_value,
        }
    }

    /// A freshly shuffled shoe.
    pub fn shoe(&self) -> Shoe {
        match self.packs {
            Some(packs) => Shoe::packs(u32::from(packs)),
            None => Shoe::infinite(),
        }
    }
}

/// What a pair is worth, split and kept.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PairValue {
    /// The chance of being dealt the pair as one that may split (of one rank for ten-counts
    /// unless `split_by_value`), against a dealer with no Pontoon.
    pub chance: f64,
    /// Split (and split again where the play says so), for each initial bet.
    pub split: f64,
    /// Played as one hand.
    pub keep: f64,
}

/// A round's value for each initial bet, and its pairs'.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Round {
    pub value: f64,
    /// By pips less one: aces first, ten-counts last. `None` where splitting is not allowed.
    pub pairs: [Option<PairValue>; VALUES],
}

impl Round {
    /// The house edge, in percent of the initial bet.
    pub fn house_edge(&self) -> f64 {
        -100.0 * self.value
    }
}

/// The hands of one pair's split, from the shoe without the pair's other cards.
#[derive(Debug)]
struct SplitHands {
    /// The first two hands: the shoe lacks the other hand's card.
    two: Player,
    /// A hand made by splitting again: the shoe lacks both others.
    three: Player,
}

/// The analysis of one rule set: its shoe, the dealer's table and every hand's value, kept.
#[derive(Debug)]
pub struct Analysis {
    rules: Rules,
    shoe: Shoe,
    dealer: Arc<DealerTable>,
    base: Player,
    splits: Vec<Option<SplitHands>>,
}

/// What one split hand is worth over its second card: `rest` over the cards that do not pair it
/// again, `again` the chance one does, `pair` the pair's value played as one hand.
#[derive(Debug, Clone, Copy)]
struct SplitHand {
    rest: f64,
    again: f64,
    pair: f64,
}

impl Analysis {
    /// The analysis of `rules` from a freshly shuffled shoe.
    pub fn new(rules: Rules) -> Analysis {
        Analysis::with_shoe(rules, rules.shoe())
    }

    /// The analysis of `rules` with the hands dealt from `shoe` instead (`rules.packs` aside): a
    /// small shoe, for checking against every deal. Its ten-counts are taken as four ranks alike
    /// unless `split_by_value`.
    pub fn with_shoe(rules: Rules, shoe: Shoe) -> Analysis {
        let dealer = Arc::new(DealerTable::new(DealerRules {
            hits_soft_17: rules.hits_soft_17,
        }));
        Analysis::with_dealer(rules, shoe, dealer)
    }

    /// As [`Analysis::with_shoe`], the dealer's table given: it depends on his drawing rule
    /// alone, so many analyses may share one (the coach keeps one of each).
    pub fn with_dealer(rules: Rules, shoe: Shoe, dealer: Arc<DealerTable>) -> Analysis {
        Analysis {
            rules,
            shoe,
            base: Player::new(shoe, dealer.clone()),
            dealer,
            splits: (0..VALUES).map(|_| None).collect(),
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The hands dealt from the fresh shoe, not split.
    pub fn player(&mut self) -> &mut Player {
        &mut self.base
    }

    /// Forgets every value under a strategy table.
    pub fn forget_table(&mut self) {
        self.base.forget_table();
        for hands in self.splits.iter_mut().flatten() {
            hands.two.forget_table();
            hands.three.forget_table();
        }
    }

    /// Whether a pair of value index `value` is of one rank, for the ten-counts of a fresh shoe
    /// (the four ranks equally many) once `out` of that rank are gone and `tens_out` ten-counts in
    /// all, as the chance that a further ten-count is of that rank. Other values are one rank.
    fn same_rank(&self, value: usize, out: u32, tens_out: u32) -> f64 {
        if value != 9 || self.rules.split_by_value {
            return 1.0;
        }
        if self.shoe.is_infinite() {
            return 0.25;
        }
        let tens = f64::from(self.shoe.count(9));
        let rank = tens / 4.0;
        ((rank - f64::from(out)) / (tens - f64::from(tens_out))).max(0.0)
    }

    fn split_hands(&mut self, value: usize) -> &mut SplitHands {
        if self.splits[value].is_none() {
            let two = self.shoe.without(value);
            let three = two.without(value);
            self.splits[value] = Some(SplitHands {
                two: Player::new(two, self.dealer.clone()),
                three: Player::new(three, self.dealer.clone()),
            });
        }
        self.splits[value].as_mut().expect("just made")
    }

    /// One split hand of value index `value`: one of the first two (`third` false: the shoe lacks
    /// the other's pair card) or one made by splitting again (the shoe lacks both others'), its
    /// play after the second card by `play`.
    fn split_hand(&mut self, value: usize, third: bool, play: Play) -> SplitHand {
        // The hand holds one pair card; `out` of its rank are gone with the others' (and the
        // second card, if a ten-count, is another of the shoe's tens).
        let out = if third { 3 } else { 2 };
        let same = self.same_rank(value, out, out);
        let hands = self.split_hand_player(value, third);
        let one = Hand::of(&[value]);
        let next = hands.next_card(&one);
        // (In a small shoe the pair's card may be gone: then it cannot pair again.)
        let pairs = hands.shoe().is_infinite() || hands.shoe().count(value) >= 2;
        let pair = if pairs {
            hands.dealt(one.with(value), play)
        } else {
            0.0
        };
        let mut rest = 0.0;
        for (v, &chance) in next.iter().enumerate() {
            if chance == 0.0 {
                continue;
            }
            if v == value {
                rest += chance * (1.0 - same) * pair;
            } else {
                rest += chance * hands.dealt(one.with(v), play);
            }
        }
        SplitHand {
            rest,
            again: next[value] * same,
            pair,
        }
    }

    fn split_hand_player(&mut self, value: usize, third: bool) -> &mut Player {
        let hands = self.split_hands(value);
        if third {
            &mut hands.three
        } else {
            &mut hands.two
        }
    }

    /// What splitting a pair of value index `value` is worth, for each initial bet, both hands
    /// (and a third, made by splitting again) played by `play`. `None` if the rules allow no
    /// split.
    pub fn split_value(&mut self, value: usize, play: Play) -> Option<f64> {
        // (A small shoe may not hold the pair, or the third card to split again.)
        let held = self.shoe.count(value);
        if self.rules.max_hands < 2 || held < 2 {
            return None;
        }
        let first = self.split_hand(value, false, play);
        let keep_both = 2.0 * (first.rest + first.again * first.pair);
        if self.rules.max_hands < 3 || (held < 3 && !self.shoe.is_infinite()) {
            return Some(keep_both);
        }
        let third = self.split_hand(value, true, play);
        let again = 2.0 * (third.rest + third.again * third.pair);
        let split_again = match play {
            Play::Best => again > first.pair,
            Play::Table(table) => table.splits(points(value) as u8),
        };
        if !split_again {
            return Some(keep_both);
        }
        // The left hand splits again if it pairs; the right one may only if the left did not.
        let left = first.rest + first.again * again;
        let right = first.again * (first.rest + first.again * first.pair)
            + (1.0 - first.again) * (first.rest + first.again * again);
        Some(left + right)
    }

    /// What splitting a pair of value index `value` is worth, for each initial bet, when the two
    /// hands it makes may not split again (the seat holds as many hands as the rules allow once it
    /// has split), both played at their best. `None` if the shoe cannot hold the pair.
    pub fn split_last_value(&mut self, value: usize) -> Option<f64> {
        if self.shoe.count(value) < 2 {
            return None;
        }
        let hand = self.split_hand(value, false, Play::Best);
        // Over its second card a hand is played as dealt: a card that pairs it again is kept.
        Some(2.0 * (hand.rest + hand.again * hand.pair))
    }

    /// What the round is worth for each initial bet, played by `play`.
    pub fn round(&mut self, play: Play) -> Round {
        let mut pairs: [Option<PairValue>; VALUES] = [None; VALUES];
        for (value, pair) in pairs.iter_mut().enumerate() {
            let Some(split) = self.split_value(value, play) else {
                continue;
            };
            let keep = self.base.dealt(Hand::of(&[value, value]), play);
            *pair = Some(PairValue {
                chance: 0.0,
                split,
                keep,
            });
        }
        let mut total = 0.0;
        for (hand, chance, q) in first_pairs(&self.shoe) {
            let kept = self.base.dealt(hand, play);
            let pair = (0..VALUES).find(|&v| hand.count(v) == 2);
            let played = match pair.and_then(|v| pairs[v].as_mut().map(|p| (v, p))) {
                Some((v, pair)) => {
                    let same = self.same_rank(v, 1, 1);
                    pair.chance += chance * q * same;
                    let split = match play {
                        Play::Best => pair.split > pair.keep,
                        Play::Table(table) => table.splits(points(v) as u8),
                    };
                    if split {
                        same * pair.split + (1.0 - same) * kept
                    } else {
                        kept
                    }
                }
                None => kept,
            };
            total += chance * (q * played - (1.0 - q));
        }
        Round {
            value: total,
            pairs,
        }
    }

    /// The value of a strategy table's play, for each initial bet (values under any earlier table
    /// are forgotten first).
    pub fn value_of(&mut self, table: &Strategy) -> Round {
        self.forget_table();
        self.round(Play::Table(table))
    }
}
