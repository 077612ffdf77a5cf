//! The fast path for the casino tables: a whole round of casino Pontoon or Pontoon Blackjack in a
//! few hundred nanoseconds, without allocating.
//!
//! It deals from the same seeded shoe as the engine (the same fresh-pack order, the same shuffle
//! and cut, the same reshuffle points and discard order) and plays every seat by the same
//! [`Strategy::decide`], so fed the same seed it produces exactly the engine's results, round by
//! round; a test checks that over hundreds of thousands of rounds. Every seat bets one unit and has
//! unlimited chips.

use parlour_bots::{Decision, HandFacts, Strategy};
use parlour_cards::{Card, Pile, ShuffleStream};
use parlour_pontoon::casino::CasinoRules;
use parlour_pontoon::score::{Ranking, Score, pips};

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

/// A hand, its count kept as cards arrive (the same count as [`Score::of`], without the walk).
#[derive(Debug, Clone, Copy)]
struct Hand {
    cards: [Card; 5],
    len: u8,
    /// Every ace as 1.
    hard: u8,
    ace: bool,
    seat: u8,
    /// Units at stake: 1, or 2 once bought.
    stake: i64,
    bought: bool,
    bust: bool,
    pontoon: bool,
}

impl Hand {
    fn cards(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }

    fn add(&mut self, card: Card) {
        self.cards[usize::from(self.len)] = card;
        self.len += 1;
        self.hard += pips(card);
        self.ace |= card.rank == parlour_cards::Rank::Ace;
    }

    fn score(&self) -> Score {
        Score {
            hard: self.hard,
            soft: self.ace && self.hard + 10 <= 21,
            cards: self.len,
        }
    }

    /// An ace and a ten-count as the only two cards: the only two cards with an ace making 11.
    fn is_pontoon(&self) -> bool {
        self.len == 2 && self.ace && self.hard == 11
    }

    /// How the hand ranks (as [`Ranking::of`] would).
    fn ranking(&self) -> Ranking {
        let score = self.score();
        if score.is_bust() {
            Ranking::Bust
        } else if self.is_pontoon() {
            Ranking::Pontoon
        } else if self.len >= 5 {
            Ranking::FiveCardTrick
        } else {
            Ranking::Total(score.total())
        }
    }
}

const NO_CARD: Card = Card::new(parlour_cards::Rank::Ace, parlour_cards::Suit::Clubs);
const EMPTY: Hand = Hand {
    cards: [NO_CARD; 5],
    len: 0,
    hard: 0,
    ace: false,
    seat: 0,
    stake: 1,
    bought: false,
    bust: false,
    pontoon: false,
};

/// A casino table on the fast path.
#[derive(Debug, Clone)]
pub struct FastCasino {
    rules: CasinoRules,
    strategy: Strategy,
    stream: ShuffleStream,
    /// The shoe; cards before `next` have been dealt.
    shoe: Vec<Card>,
    next: usize,
    discards: Vec<Card>,
    shuffle_due: bool,
    hands: Vec<Hand>,
    dealer: Hand,
}

impl FastCasino {
    /// A table with `rules` whose shoe is shuffled from `seed`, as `CardSource::seeded` would.
    pub fn new(rules: CasinoRules, strategy: Strategy, seed: u64) -> FastCasino {
        let packs = usize::from(rules.packs);
        FastCasino {
            rules,
            strategy,
            stream: ShuffleStream::new(seed),
            shoe: Pile::fresh(packs).iter().collect(),
            next: 0,
            discards: Vec::with_capacity(packs * 52),
            shuffle_due: true,
            hands: Vec::with_capacity(7 * MAX_HANDS),
            dealer: EMPTY,
        }
    }

    /// Gathers the discards under what is left of the shoe, then shuffles and cuts.
    fn shuffle(&mut self) {
        self.shoe.drain(..self.next);
        self.shoe.extend_from_slice(&self.discards);
        self.discards.clear();
        self.next = 0;
        self.stream.shuffle_and_cut_slice(&mut self.shoe);
    }

    fn cards_left(&self) -> usize {
        self.shoe.len() - self.next + self.discards.len()
    }

    fn draw(&mut self) -> Card {
        if self.next == self.shoe.len() {
            self.shuffle();
        }
        let card = self.shoe[self.next];
        self.next += 1;
        card
    }

    fn deal_to(&mut self, hand: usize) {
        let card = self.draw();
        self.hands[hand].add(card);
    }

    fn discard(&mut self, hand: Hand) {
        self.discards.extend_from_slice(hand.cards());
    }

    /// Plays one round with `seats` seats betting one unit each; adds each seat's result (in units)
    /// to `results[seat]` and counts what happened in `outcomes`.
    pub fn play_round(&mut self, seats: usize, results: &mut [i64], outcomes: &mut Outcomes) {
        if self.shuffle_due || self.discards.len() >= self.rules.cut_card() {
            self.shuffle();
            self.shuffle_due = false;
        }
        self.hands.clear();
        for seat in 0..seats {
            self.hands.push(Hand {
                seat: seat as u8,
                ..EMPTY
            });
        }
        self.dealer = EMPTY;
        for _ in 0..2 {
            for hand in 0..seats {
                self.deal_to(hand);
            }
            let card = self.draw();
            self.dealer.add(card);
        }
        if self.dealer.is_pontoon() {
            outcomes.dealer_pontoons += 1;
            for hand in &self.hands {
                results[usize::from(hand.seat)] -= hand.stake;
                outcomes.losses += 1;
            }
            outcomes.hands += seats as u64;
        } else {
            let mut index = 0;
            while index < self.hands.len() {
                self.play_hand(index, outcomes);
                index += 1;
            }
            self.dealer_plays();
            self.settle(results, outcomes);
        }
        for index in 0..self.hands.len() {
            let hand = self.hands[index];
            if !hand.bust {
                self.discard(hand);
            }
        }
        let dealer = self.dealer;
        self.discard(dealer);
    }

    /// Plays one hand by the strategy until it stands or busts.
    fn play_hand(&mut self, index: usize, outcomes: &mut Outcomes) {
        loop {
            let hand = self.hands[index];
            let score = hand.score();
            if hand.is_pontoon() {
                self.hands[index].pontoon = true;
                return;
            }
            if score.cards >= 5 || score.hard == 21 || self.cards_left() == 0 {
                return;
            }
            let seat_hands = self.hands.iter().filter(|h| h.seat == hand.seat).count();
            let [first, second, ..] = hand.cards;
            let pair = hand.len == 2
                && if self.rules.split_by_value {
                    pips(first) == pips(second)
                } else {
                    first.rank == second.rank
                };
            let may_split =
                pair && seat_hands < usize::from(self.rules.max_hands) && self.cards_left() >= 2;
            let facts = HandFacts {
                total: score.total(),
                soft: score.soft,
                cards: score.cards,
                pair: may_split.then(|| pips(first)),
                may_buy: !hand.bought,
            };
            match self.strategy.decide(&facts) {
                Decision::Stick => return,
                Decision::Twist => self.deal_to(index),
                Decision::Buy => {
                    outcomes.buys += 1;
                    self.hands[index].bought = true;
                    self.hands[index].stake *= 2;
                    self.deal_to(index);
                }
                Decision::Split => {
                    outcomes.splits += 1;
                    let mut right = Hand {
                        seat: hand.seat,
                        ..EMPTY
                    };
                    right.add(second);
                    let mut left = Hand {
                        seat: hand.seat,
                        ..EMPTY
                    };
                    left.add(first);
                    self.hands[index] = left;
                    self.hands.insert(index + 1, right);
                    self.deal_to(index);
                    self.deal_to(index + 1);
                    continue;
                }
            }
            if self.hands[index].score().is_bust() {
                self.hands[index].bust = true;
                let hand = self.hands[index];
                self.discard(hand);
                return;
            }
        }
    }

    /// The dealer draws by his rule if any hand still needs beating.
    fn dealer_plays(&mut self) {
        let contested = self.hands.iter().any(|h| !h.bust && !h.pontoon);
        while contested && self.cards_left() > 0 {
            let score = self.dealer.score();
            let total = score.total();
            let draws = !score.is_bust()
                && score.cards < 5
                && (total <= 16 || (total == 17 && score.soft && self.rules.dealer_hits_soft_17));
            if !draws {
                break;
            }
            let card = self.draw();
            self.dealer.add(card);
        }
    }

    fn settle(&self, results: &mut [i64], outcomes: &mut Outcomes) {
        let dealer = self.dealer.ranking();
        match dealer {
            Ranking::Bust => outcomes.dealer_busts += 1,
            Ranking::FiveCardTrick => outcomes.dealer_five_card_tricks += 1,
            _ => {}
        }
        outcomes.hands += self.hands.len() as u64;
        for hand in &self.hands {
            let seat = usize::from(hand.seat);
            if hand.bust {
                outcomes.busts += 1;
                outcomes.losses += 1;
                results[seat] -= hand.stake;
                continue;
            }
            let rank = hand.ranking();
            match rank {
                Ranking::Pontoon => outcomes.pontoons += 1,
                Ranking::FiveCardTrick => outcomes.five_card_tricks += 1,
                _ => {}
            }
            if rank > dealer {
                outcomes.wins += 1;
                let premium = matches!(rank, Ranking::Pontoon | Ranking::FiveCardTrick);
                results[seat] += if premium { 2 * hand.stake } else { hand.stake };
            } else {
                outcomes.losses += 1;
                results[seat] -= hand.stake;
            }
        }
    }
}
