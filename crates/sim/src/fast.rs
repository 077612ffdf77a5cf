//! The fast path for the casino tables: a whole round of casino Pontoon or Pontoon Blackjack in
//! well under a hundred nanoseconds, without allocating.
//!
//! It deals from the same seeded shoe as the engine (the same fresh-pack order, the same shuffle
//! and cut, the same reshuffle points and discard order) and plays every seat by the same
//! [`Strategy::decide`], so fed the same seed it produces exactly the engine's results, round by
//! round; a test checks that over hundreds of thousands of rounds. Every seat bets one unit and has
//! unlimited chips.
//!
//! Why it is fast: a card is its rank's number in one byte (suits never matter at these tables),
//! so the shoe is a few hundred bytes the shuffle moves about; a hand keeps its hard total and
//! whether it holds an ace as cards arrive; and the strategy is asked once per table, for every
//! total, softness, number of cards and buy, into a flat table of decisions.

use parlour_bots::{Decision, HandFacts, Strategy};
use parlour_cards::{Pile, ShuffleStream};
use parlour_pontoon::casino::CasinoRules;

/// The most hands one seat can hold (three, by splitting twice).
const MAX_HANDS: usize = 3;

/// What happened to the hands of a round, counted for the report.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Outcomes {
    /// Hands played (after splits).
    pub hands: u64,
    pub pontoons: u64,
    pub five_card_tricks: u64,
    pub busts: u64,
    pub buys: u64,
    pub splits: u64,
    /// Hands that won / lost against the dealer (busts included in losses).
    pub wins: u64,
    pub losses: u64,
    /// Rounds the dealer ended with a Pontoon, a bust, a Five Card Trick.
    pub dealer_pontoons: u64,
    pub dealer_busts: u64,
    pub dealer_five_card_tricks: u64,
}

impl Outcomes {
    pub fn add(&mut self, other: &Outcomes) {
        self.hands += other.hands;
        self.pontoons += other.pontoons;
        self.five_card_tricks += other.five_card_tricks;
        self.busts += other.busts;
        self.buys += other.buys;
        self.splits += other.splits;
        self.wins += other.wins;
        self.losses += other.losses;
        self.dealer_pontoons += other.dealer_pontoons;
        self.dealer_busts += other.dealer_busts;
        self.dealer_five_card_tricks += other.dealer_five_card_tricks;
    }
}

/// The points of each rank number (1 ace .. 13 king): 0 for no rank.
const PIPS: [u8; 14] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10];

/// How a hand ranks, as a number that compares the way [`parlour_pontoon::score::Ranking`] does:
/// a bust, a total, a Five Card Trick, a Pontoon.
const BUST: u8 = 0;
const FIVE_CARD_TRICK: u8 = 22;
const PONTOON: u8 = 23;

/// A hand, its count kept as cards arrive (the same count as [`parlour_pontoon::score::Score`],
/// without the walk): its state, which the tables move on a card at a time.
#[derive(Debug, Clone, Copy)]
struct Hand {
    /// Rank numbers.
    cards: [u8; 5],
    len: u8,
    /// Its hard total, whether it holds an ace, its number of cards and whether it has bought,
    /// as the tables are indexed ([`state`]).
    at: u16,
    seat: u8,
    /// Units at stake: 1, or 2 once bought.
    stake: i64,
    bust: bool,
    pontoon: bool,
}

impl Hand {
    #[inline]
    fn add(&mut self, rank: u8, tables: &Tables) {
        self.cards[usize::from(self.len)] = rank;
        self.len += 1;
        self.at = tables.after[slot(self.at)][usize::from(rank) % 16];
    }
}

/// No cards, no ace, not bought: state 0.
const EMPTY: Hand = Hand {
    cards: [0; 5],
    len: 0,
    at: 0,
    seat: 0,
    stake: 1,
    bust: false,
    pontoon: false,
};

/// What a hand does next, by [`state`]: stop (it stands, or the engine stops it), twist or buy.
const STOP: u8 = 0;
const TWIST: u8 = 1;
const BUY: u8 = 2;

/// The hard totals a table covers: a bust hand is at most 20 + 10.
const HARD_TOTALS: usize = 32;
/// Entries of the per-state tables: numbers of cards 0 to 5 take eight places, so that the
/// tables have a power of two entries and a state masked to it needs no bounds check.
const STATES: usize = HARD_TOTALS * 2 * 8 * 2;

/// A state as a table index: always in range, so indexing never checks.
#[inline]
fn slot(at: u16) -> usize {
    usize::from(at) % STATES
}

/// A hand's state as the tables are indexed: its hard total, whether it holds an ace, its
/// number of cards, whether it has bought (the lowest bit).
fn state(hard: u8, ace: bool, len: u8, bought: bool) -> usize {
    ((usize::from(hard).min(HARD_TOTALS - 1) * 2 + usize::from(ace)) * 8 + usize::from(len.min(5)))
        * 2
        + usize::from(bought)
}

/// Every state's facts: (hard, ace, len, bought, soft, total).
fn each_state() -> impl Iterator<Item = (usize, u8, bool, u8, bool)> {
    (0..HARD_TOTALS as u8).flat_map(|hard| {
        [false, true].into_iter().flat_map(move |ace| {
            (0..=5u8).flat_map(move |len| {
                [false, true]
                    .into_iter()
                    .map(move |bought| (state(hard, ace, len, bought), hard, ace, len, bought))
            })
        })
    })
}

/// The best total of a hard total with or without an ace.
fn best(hard: u8, ace: bool) -> (u8, bool) {
    let soft = ace && hard + 10 <= 21;
    (if soft { hard + 10 } else { hard }, soft)
}

/// The tables a round is played from, made once for the rules and the strategy: the state a card
/// moves a hand to, each hand's next move, each hand's ranking, whether the dealer draws, and what
/// a ranking wins against the dealer's. A round is then a few lookups a card, with few branches a
/// processor cannot foresee.
#[derive(Debug, Clone)]
struct Tables {
    /// The state after a card, by state and rank number (sixteen places, for the same reason).
    after: [[u16; 16]; STATES],
    moves: [u8; STATES],
    rankings: [u8; STATES],
    dealer_draws: [bool; STATES],
    /// What a hand's ranking wins against the dealer's, per unit staked: by player, then dealer.
    payoff: [[i8; 24]; 24],
    /// Whether two cards are a pair the strategy splits, by their rank numbers (a pair by rank, or
    /// by value where the rules say so).
    splits: [[bool; 16]; 16],
}

impl Tables {
    fn new(rules: &CasinoRules, strategy: &Strategy) -> Tables {
        let mut tables = Tables {
            after: [[0; 16]; STATES],
            moves: [STOP; STATES],
            rankings: [BUST; STATES],
            dealer_draws: [false; STATES],
            payoff: [[-1; 24]; 24],
            splits: [[false; 16]; 16],
        };
        for (at, hard, ace, len, bought) in each_state() {
            // Rank numbers 1 (ace) to 13 (king).
            for (rank, after) in (1..).zip(&mut tables.after[at][1..14]) {
                let hard = (hard + PIPS[rank]).min(HARD_TOTALS as u8 - 1);
                *after = state(hard, ace || rank == 1, len + 1, bought) as u16;
            }
            let (total, soft) = best(hard, ace);
            let pontoon = len == 2 && ace && hard == 11;
            tables.rankings[at] = if hard > 21 {
                BUST
            } else if pontoon {
                PONTOON
            } else if len >= 5 {
                FIVE_CARD_TRICK
            } else {
                total
            };
            let stopped = hard >= 21 || len >= 5 || pontoon;
            tables.moves[at] = if stopped {
                STOP
            } else if len < 2 {
                TWIST
            } else {
                let facts = HandFacts {
                    total,
                    soft,
                    cards: len,
                    pair: None,
                    may_buy: !bought,
                };
                match strategy.decide(&facts) {
                    Decision::Stick => STOP,
                    Decision::Twist | Decision::Split => TWIST,
                    Decision::Buy => BUY,
                }
            };
            tables.dealer_draws[at] = hard <= 21
                && len < 5
                && (total <= 16 || (total == 17 && soft && rules.dealer_hits_soft_17));
        }
        for (player, row) in tables.payoff.iter_mut().enumerate() {
            for (dealer, win) in row.iter_mut().enumerate() {
                let premium = player >= usize::from(FIVE_CARD_TRICK);
                *win = if player == usize::from(BUST) || player <= dealer {
                    -1
                } else if premium {
                    2
                } else {
                    1
                };
            }
        }
        for (first, row) in (1..).zip(&mut tables.splits[1..14]) {
            for (second, split) in (1..).zip(&mut row[1..14]) {
                let pair = if rules.split_by_value {
                    PIPS[first] == PIPS[second]
                } else {
                    first == second
                };
                *split = pair && strategy.splits(PIPS[first]);
            }
        }
        tables
    }
}

/// A casino table on the fast path.
#[derive(Debug, Clone)]
pub struct FastCasino {
    rules: CasinoRules,
    /// The rules' cut card: the discards that call for a shuffle before the next round.
    cut_card: usize,
    tables: Box<Tables>,
    stream: ShuffleStream,
    /// The shoe as rank numbers; cards before `next` have been dealt.
    shoe: Vec<u8>,
    next: usize,
    /// The discard pile: its first `discarded` bytes, and room for a whole hand past the end
    /// (a hand's five bytes are copied at once, and only its cards counted).
    discards: Box<[u8]>,
    discarded: usize,
    shuffle_due: bool,
    /// The round's hands, seat by seat (a split hand's second just after its first).
    hands: [Hand; 7 * MAX_HANDS],
    count: usize,
    /// How many hands each seat holds.
    seat_hands: [u8; 7],
    dealer: Hand,
}

impl FastCasino {
    /// A table with `rules` whose shoe is shuffled from `seed`, as `CardSource::seeded` would.
    pub fn new(rules: CasinoRules, strategy: Strategy, seed: u64) -> FastCasino {
        let packs = usize::from(rules.packs);
        FastCasino {
            rules,
            cut_card: rules.cut_card(),
            tables: Box::new(Tables::new(&rules, &strategy)),
            stream: ShuffleStream::new(seed),
            shoe: Pile::fresh(packs).iter().map(|c| c.rank.number()).collect(),
            next: 0,
            discards: vec![0; packs * 52 + 5].into_boxed_slice(),
            discarded: 0,
            shuffle_due: true,
            hands: [EMPTY; 7 * MAX_HANDS],
            count: 0,
            seat_hands: [0; 7],
            dealer: EMPTY,
        }
    }

    /// Gathers the discards under what is left of the shoe, then shuffles and cuts.
    #[cold]
    fn shuffle(&mut self) {
        self.shoe.drain(..self.next);
        self.shoe
            .extend_from_slice(&self.discards[..self.discarded]);
        self.discarded = 0;
        self.next = 0;
        self.stream.shuffle_and_cut_slice(&mut self.shoe);
    }

    #[inline]
    fn cards_left(&self) -> usize {
        self.shoe.len() - self.next + self.discarded
    }

    /// Whether fewer than `cards` are left to deal, shoe and discards together: never, in a round
    /// the shoe holds enough for (`ROOMY`).
    #[inline]
    fn short_of<const ROOMY: bool>(&self, cards: usize) -> bool {
        !ROOMY && self.cards_left() < cards
    }

    #[inline]
    fn draw<const ROOMY: bool>(&mut self) -> u8 {
        if !ROOMY && self.next == self.shoe.len() {
            self.shuffle();
        }
        let card = self.shoe[self.next];
        self.next += 1;
        card
    }

    /// A hand's cards to the discards: all five bytes copied, and its cards counted (no loop
    /// whose length the processor must guess).
    #[inline]
    fn discard(&mut self, hand: Hand) {
        self.discards[self.discarded..self.discarded + 5].copy_from_slice(&hand.cards);
        self.discarded += usize::from(hand.len);
    }

    #[inline]
    fn deal_to<const ROOMY: bool>(&mut self, hand: usize) {
        let card = self.draw::<ROOMY>();
        self.hands[hand].add(card, &self.tables);
    }

    /// The round's hands.
    #[inline]
    fn hands(&self) -> &[Hand] {
        &self.hands[..self.count]
    }

    /// Plays one round with `seats` seats betting one unit each; adds each seat's result (in units)
    /// to `results[seat]` and counts what happened in `outcomes`.
    pub fn play_round(&mut self, seats: usize, results: &mut [i64], outcomes: &mut Outcomes) {
        if self.shuffle_due || self.discarded >= self.cut_card {
            self.shuffle();
            self.shuffle_due = false;
        }
        // Most rounds start with more cards in the shoe than the round could take (five to a
        // hand, every seat split to its last hand, and the dealer's five): they are played without
        // asking, card by card, whether the shoe has run out.
        let most = seats * usize::from(self.rules.max_hands) * 5 + 5;
        if self.shoe.len() - self.next >= most {
            self.play::<true>(seats, results, outcomes);
        } else {
            self.play::<false>(seats, results, outcomes);
        }
    }

    /// [`FastCasino::play_round`] after the shuffle, knowing the shoe will not run out (`ROOMY`)
    /// or not.
    #[inline]
    fn play<const ROOMY: bool>(
        &mut self,
        seats: usize,
        results: &mut [i64],
        outcomes: &mut Outcomes,
    ) {
        for seat in 0..seats {
            self.hands[seat] = Hand {
                seat: seat as u8,
                ..EMPTY
            };
            self.seat_hands[seat] = 1;
        }
        self.count = seats;
        self.dealer = EMPTY;
        for _ in 0..2 {
            for hand in 0..seats {
                self.deal_to::<ROOMY>(hand);
            }
            let card = self.draw::<ROOMY>();
            self.dealer.add(card, &self.tables);
        }
        if self.tables.rankings[slot(self.dealer.at)] == PONTOON {
            outcomes.dealer_pontoons += 1;
            for hand in &self.hands[..seats] {
                results[usize::from(hand.seat)] -= hand.stake;
                outcomes.losses += 1;
            }
            outcomes.hands += seats as u64;
        } else {
            let mut index = 0;
            while index < self.count {
                self.play_hand::<ROOMY>(index, outcomes);
                index += 1;
            }
            self.dealer_plays::<ROOMY>();
            self.settle(results, outcomes);
        }
        for index in 0..self.count {
            // A bust hand went when it bust.
            let hand = self.hands[index];
            if !hand.bust {
                self.discard(hand);
            }
        }
        self.discard(self.dealer);
    }

    /// Splits the hand at `index`, a pair the strategy splits, if the seat may.
    fn split<const ROOMY: bool>(&mut self, index: usize, outcomes: &mut Outcomes) -> bool {
        let hand = self.hands[index];
        let [first, second, ..] = hand.cards;
        let seat = usize::from(hand.seat);
        if self.seat_hands[seat] >= self.rules.max_hands || self.short_of::<ROOMY>(2) {
            return false;
        }
        outcomes.splits += 1;
        self.seat_hands[seat] += 1;
        let mut left = Hand {
            seat: hand.seat,
            ..EMPTY
        };
        left.add(first, &self.tables);
        // The pair's cards count alike (one rank, or two ten-counts), so the right hand's count
        // is the left's.
        let mut right = left;
        right.cards[0] = second;
        self.hands[index] = left;
        self.hands.copy_within(index + 1..self.count, index + 2);
        self.hands[index + 1] = right;
        self.count += 1;
        self.deal_to::<ROOMY>(index);
        self.deal_to::<ROOMY>(index + 1);
        true
    }

    /// Plays one hand by the strategy until it stands or busts.
    fn play_hand<const ROOMY: bool>(&mut self, index: usize, outcomes: &mut Outcomes) {
        // A pair is split on its first two cards (and a split hand's pair again).
        while self.hands[index].len == 2
            && self.tables.splits[usize::from(self.hands[index].cards[0]) % 16]
                [usize::from(self.hands[index].cards[1]) % 16]
            && self.split::<ROOMY>(index, outcomes)
        {}
        // The hand is changed where it lies, a field at a time, rather than copied out and
        // back: a whole copy read straight after its bytes were written can stall on the
        // store (measured: a few percent of a round).
        loop {
            let step = self.tables.moves[slot(self.hands[index].at)];
            if step == STOP || self.short_of::<ROOMY>(1) {
                break;
            }
            // A buy (one hand in six) by arithmetic rather than a branch: it sets the state's
            // bought bit and doubles the stake of 1.
            let buy = step == BUY;
            outcomes.buys += u64::from(buy);
            let hand = &mut self.hands[index];
            hand.at |= u16::from(buy);
            hand.stake += i64::from(buy);
            let card = self.draw::<ROOMY>();
            self.hands[index].add(card, &self.tables);
        }
        let hand = &mut self.hands[index];
        let ranking = self.tables.rankings[slot(hand.at)];
        hand.pontoon = ranking == PONTOON;
        hand.bust = ranking == BUST;
        let hand = *hand;
        if hand.bust {
            self.discard(hand);
        }
    }

    /// The dealer draws by his rule if any hand still needs beating.
    fn dealer_plays<const ROOMY: bool>(&mut self) {
        let contested = self.hands().iter().any(|h| !h.bust && !h.pontoon);
        if !contested {
            return;
        }
        while self.tables.dealer_draws[slot(self.dealer.at)] && !self.short_of::<ROOMY>(1) {
            let card = self.draw::<ROOMY>();
            self.dealer.add(card, &self.tables);
        }
    }

    fn settle(&self, results: &mut [i64], outcomes: &mut Outcomes) {
        let dealer = self.tables.rankings[slot(self.dealer.at)];
        outcomes.dealer_busts += u64::from(dealer == BUST);
        outcomes.dealer_five_card_tricks += u64::from(dealer == FIVE_CARD_TRICK);
        outcomes.hands += self.count as u64;
        for hand in self.hands() {
            let rank = self.tables.rankings[slot(hand.at)];
            let win = self.tables.payoff[usize::from(rank)][usize::from(dealer)];
            results[usize::from(hand.seat)] += i64::from(win) * hand.stake;
            outcomes.busts += u64::from(rank == BUST);
            outcomes.pontoons += u64::from(rank == PONTOON);
            outcomes.five_card_tricks += u64::from(rank == FIVE_CARD_TRICK);
            outcomes.wins += u64::from(win > 0);
            outcomes.losses += u64::from(win < 0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_cards::{Card, Rank, Suit};
    use parlour_pontoon::score::pips;

    #[test]
    fn rank_numbers_count_as_the_engine_counts_them() {
        for rank in Rank::ALL {
            assert_eq!(
                PIPS[usize::from(rank.number())],
                pips(Card::new(rank, Suit::Spades))
            );
        }
    }
}
