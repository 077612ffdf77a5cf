//! The rule primitives of the solved game: card values, a hand as counts of values, its totals, and
//! the settlement of a round (docs/rules/pontoon.md §1 and §2, as docs/analysis.md's "The home game
//! solved" states the game). Everything here is plain arithmetic on small integers; the solver
//! and the brute-force check in the tests both build their games from these functions.

/// Card values: index 0 is the ace, 1 to 8 the twos to nines, 9 the ten-counts (T, J, Q, K).
pub const VALUES: usize = 10;
/// The index of the ace.
pub const ACE: usize = 0;
/// The index of the ten-counts.
pub const TEN: usize = 9;
/// The letters of the values, as the strategy file and the messages write them.
pub const LETTERS: [char; VALUES] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T'];

/// How many cards of each value (a pack, what is left of it, or a hand).
pub type Counts = [u8; VALUES];

/// One 52-card pack: four of each value from the ace to the nine, sixteen ten-counts.
pub const PACK: Counts = [4, 4, 4, 4, 4, 4, 4, 4, 4, 16];

/// The points a card of value index `value` counts, an ace as 1.
pub fn points(value: usize) -> u8 {
    value as u8 + 1
}

/// The value index of a letter of [`LETTERS`].
pub fn value_of(letter: char) -> Option<usize> {
    LETTERS.iter().position(|&l| l == letter)
}

/// A hand as the values of its cards: the order they came in changes none of its totals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Hand {
    counts: Counts,
    cards: u8,
    hard: u8,
}

impl Hand {
    /// A hand of these cards, by value.
    pub fn of(values: &[usize]) -> Hand {
        values.iter().fold(Hand::default(), |hand, &v| hand.with(v))
    }

    /// A hand of these counts.
    pub fn from_counts(counts: Counts) -> Hand {
        let mut hand = Hand::default();
        for (value, &count) in counts.iter().enumerate() {
            for _ in 0..count {
                hand = hand.with(value);
            }
        }
        hand
    }

    /// The hand with one more card of value index `value`.
    pub fn with(self, value: usize) -> Hand {
        let mut next = self;
        next.counts[value] += 1;
        next.cards += 1;
        next.hard += points(value);
        next
    }

    /// The hand and `other`'s cards together.
    pub fn plus(self, other: Hand) -> Hand {
        let mut next = self;
        for v in 0..VALUES {
            next.counts[v] += other.counts[v];
        }
        next.cards += other.cards;
        next.hard += other.hard;
        next
    }

    /// How many cards of value index `value` the hand holds.
    pub fn count(&self, value: usize) -> u8 {
        self.counts[value]
    }

    /// The hand's counts by value.
    pub fn counts(&self) -> Counts {
        self.counts
    }

    /// How many cards it holds.
    pub fn cards(&self) -> u8 {
        self.cards
    }

    /// The total with every ace counted 1.
    pub fn hard(&self) -> u8 {
        self.hard
    }

    /// The best total without going over 21: one ace counts 11 where it can (two never can).
    pub fn total(&self) -> u8 {
        if self.counts[ACE] > 0 && self.hard + 10 <= 21 {
            self.hard + 10
        } else {
            self.hard
        }
    }

    /// Whether an ace counts 11 in [`Hand::total`].
    pub fn is_soft(&self) -> bool {
        self.total() != self.hard
    }

    /// Over 21 whatever the aces count.
    pub fn is_bust(&self) -> bool {
        self.hard > 21
    }

    /// An ace and a ten-count as a hand's first two cards.
    pub fn is_pontoon(&self) -> bool {
        self.cards == 2 && self.counts[ACE] == 1 && self.counts[TEN] == 1
    }

    /// Whether the hand may take another card: fewer than `max_cards` cards and a hard total
    /// under 21 (a soft 21 may play on, its ace then counting 1; a Pontoon never reaches here).
    pub fn may_take(&self, max_cards: u8) -> bool {
        self.cards < max_cards && self.hard < 21
    }

    /// The values written out in order, ace first: `A5T`.
    pub fn letters(&self) -> String {
        let mut text = String::new();
        for (value, &count) in self.counts.iter().enumerate() {
            for _ in 0..count {
                text.push(LETTERS[value]);
            }
        }
        text
    }

    /// A hand written as [`Hand::letters`] writes it (in any order); `-` or nothing is no card.
    pub fn parse(text: &str) -> Option<Hand> {
        let mut hand = Hand::default();
        for letter in text.chars().filter(|&c| c != '-') {
            hand = hand.with(value_of(letter)?);
        }
        Some(hand)
    }

    /// The hand as one number, four bits a value (a hand of this game never holds 16 of one).
    pub fn key(&self) -> u64 {
        self.counts
            .iter()
            .enumerate()
            .fold(0, |key, (v, &c)| key | (u64::from(c) << (4 * v)))
    }
}

/// How the punter's hand ends the round, as far as settling it goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PunterEnd {
    /// Ace and ten-count as his first two cards (the banker holding none).
    Pontoon,
    /// Over 21: he lost his stake at once.
    Bust,
    /// Standing on `total` with fewer than the most cards, or with a Five Card Trick.
    Stands { total: u8, trick: bool },
}

/// How the banker's hand ends the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BankerEnd {
    /// His own Pontoon at the deal.
    Pontoon,
    /// Over 21.
    Bust,
    /// He stays (or stops on a hard 21) on `total` with fewer than the most cards.
    Stays { total: u8 },
    /// Five cards (the most cards) without going over 21.
    Trick,
}

/// What the punter wins, in his stakes: a multiple of S for the banker's Pontoon (which is settled
/// before anything is bought), of T (S and every buy) otherwise. Ties go to the banker; a Five
/// Card Trick and a Pontoon are paid twice; the banker's Five Card Trick takes twice from every
/// hand still standing; a bust hand lost its stake once at its bust, whatever the banker holds.
pub fn settle(punter: PunterEnd, banker: BankerEnd) -> i32 {
    match (punter, banker) {
        (_, BankerEnd::Pontoon) => -2,
        (PunterEnd::Bust, _) => -1,
        (PunterEnd::Pontoon, _) => 2,
        (PunterEnd::Stands { trick, .. }, BankerEnd::Bust) => {
            if trick {
                2
            } else {
                1
            }
        }
        (PunterEnd::Stands { trick: true, .. }, BankerEnd::Stays { .. }) => 2,
        (PunterEnd::Stands { total, .. }, BankerEnd::Stays { total: banker }) => {
            if total > banker {
                1
            } else {
                -1
            }
        }
        (PunterEnd::Stands { .. }, BankerEnd::Trick) => -2,
    }
}

/// The most the next bought card may cost, in stakes S: the third card up to 2S, every later one
/// up to what the one before it cost (at least S always). `previous` is the last buy's price in
/// stakes, if the hand has bought.
pub fn buy_max(previous: Option<u8>) -> u8 {
    previous.unwrap_or(2)
}

/// The stake levels' chips at a table whose stakes run from `least` to `most`: the levels'
/// smallest at `least`, their largest at `most`, any between in proportion. How a bot reads the
/// solved game's levels at a real table.
pub fn level_chips(levels: &[u32], least: u64, most: u64) -> Vec<u64> {
    let (low, high) = (levels[0], levels[levels.len() - 1]);
    let span = most.saturating_sub(least) as f64;
    levels
        .iter()
        .map(|&s| {
            if high == low {
                least
            } else {
                least + (span * f64::from(s - low) / f64::from(high - low)).round() as u64
            }
        })
        .collect()
}

/// The level a stake of `stake` chips is read as: the one whose chips are nearest (the smaller
/// on a tie), as a banker playing the solved game reads a stake it was not solved for.
pub fn level_of(chips: &[u64], stake: u64) -> u8 {
    chips
        .iter()
        .enumerate()
        .min_by_key(|&(_, &c)| c.abs_diff(stake))
        .map_or(0, |(level, _)| level as u8)
}

/// The price in stakes (1 or 2) a card bought for `price` chips is read as, on a stake of `stake`
/// chips whose next buy may cost at most `most` chips, when the last buy was read as `last` (in
/// stakes; `None` before any): the nearer of S and the most (the most on a tie). Where the solved
/// game offers only S (after a buy read as S), every price is read as S.
pub fn price_level(stake: u64, most: u64, last: Option<u8>, price: u64) -> u8 {
    if buy_max(last) == 2 && most > stake && 2 * price.saturating_sub(stake) >= most - stake {
        2
    } else {
        1
    }
}

/// The table the solver plays: a pack (by value), the stake levels the punter chooses from, the
/// most cards in a hand (5 in Pontoon: five cards without going over make the Five Card Trick)
/// and the least total he may stick on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub pack: Counts,
    /// The stake levels in chips, smallest first.
    pub stakes: Vec<u32>,
    pub max_cards: u8,
    pub stick_min: u8,
}

impl Table {
    /// Traditional Pontoon's defaults with one pack and these stake levels.
    pub fn traditional(stakes: &[u32]) -> Table {
        Table {
            pack: PACK,
            stakes: stakes.to_vec(),
            max_cards: 5,
            stick_min: 15,
        }
    }

    /// Cards in the pack.
    pub fn pack_size(&self) -> u32 {
        self.pack.iter().map(|&c| u32::from(c)).sum()
    }

    /// Whether the solver can play this table: at least one stake, hands of three to five cards,
    /// and a pack that never runs out (both hands full fit in it).
    pub fn check(&self) -> Result<(), String> {
        if self.stakes.is_empty() || self.stakes.contains(&0) {
            return Err("the stake levels must be one or more positive amounts".into());
        }
        if self.stakes.windows(2).any(|w| w[0] >= w[1]) {
            return Err("the stake levels must rise".into());
        }
        if !(3..=5).contains(&self.max_cards) {
            return Err("a hand holds three to five cards at most".into());
        }
        if self.pack_size() < 2 * u32::from(self.max_cards) {
            return Err("the pack must hold both hands at their fullest".into());
        }
        Ok(())
    }
}

/// The cards of `pack` less those of `hand`.
pub fn less(pack: &Counts, hand: &Hand) -> Counts {
    let mut left = *pack;
    for (v, count) in left.iter_mut().enumerate() {
        *count -= hand.count(v);
    }
    left
}

/// The chance that two cards dealt from `left` are an ace and a ten-count.
pub fn pontoon_chance(left: &Counts) -> f64 {
    let n = f64::from(left.iter().map(|&c| u32::from(c)).sum::<u32>());
    2.0 * f64::from(left[ACE]) * f64::from(left[TEN]) / (n * (n - 1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ace_counts_eleven_while_it_can_and_one_after() {
        let hand = Hand::of(&[ACE, 5]);
        assert_eq!((hand.hard(), hand.total(), hand.is_soft()), (7, 17, true));
        let hand = hand.with(7);
        assert_eq!((hand.hard(), hand.total(), hand.is_soft()), (15, 15, false));
        let two_aces = Hand::of(&[ACE, ACE, 8]);
        assert_eq!(two_aces.total(), 21);
        assert!(two_aces.may_take(5), "a soft 21 may play on");
        assert!(!Hand::of(&[6, 6, 6]).may_take(5), "a hard 21 stops");
        assert!(Hand::of(&[TEN, TEN, 1]).is_bust());
    }

    #[test]
    fn a_pontoon_is_an_ace_and_a_ten_count_and_nothing_else() {
        assert!(Hand::of(&[TEN, ACE]).is_pontoon());
        assert!(!Hand::of(&[TEN, ACE, 9]).is_pontoon());
        assert!(!Hand::of(&[ACE, ACE]).is_pontoon());
        assert!(!Hand::of(&[TEN, TEN]).is_pontoon());
    }

    #[test]
    fn ties_go_to_the_banker_and_tricks_pay_double() {
        let stands = |total| PunterEnd::Stands {
            total,
            trick: false,
        };
        let trick = PunterEnd::Stands {
            total: 18,
            trick: true,
        };
        assert_eq!(settle(stands(19), BankerEnd::Stays { total: 19 }), -1);
        assert_eq!(settle(stands(20), BankerEnd::Stays { total: 19 }), 1);
        assert_eq!(settle(stands(15), BankerEnd::Bust), 1);
        assert_eq!(settle(trick, BankerEnd::Bust), 2);
        assert_eq!(settle(trick, BankerEnd::Stays { total: 21 }), 2);
        assert_eq!(settle(trick, BankerEnd::Trick), -2);
        assert_eq!(settle(stands(21), BankerEnd::Trick), -2);
        assert_eq!(settle(PunterEnd::Pontoon, BankerEnd::Trick), 2);
        assert_eq!(settle(PunterEnd::Pontoon, BankerEnd::Pontoon), -2);
        assert_eq!(settle(PunterEnd::Bust, BankerEnd::Bust), -1);
    }

    #[test]
    fn a_hand_is_written_and_read_back_by_its_letters() {
        let hand = Hand::of(&[TEN, ACE, 4, ACE]);
        assert_eq!(hand.letters(), "AA5T");
        assert_eq!(Hand::parse("T5AA"), Some(hand));
        assert_eq!(Hand::parse("AX"), None);
        assert_ne!(hand.key(), Hand::of(&[TEN, ACE, 4]).key());
    }

    #[test]
    fn one_pack_deals_an_ace_and_a_ten_count_32_times_in_663() {
        // 2·4·16/(52·51) = 128/2652 = 32/663.
        assert!((pontoon_chance(&PACK) - 32.0 / 663.0).abs() < 1e-15);
    }
}
