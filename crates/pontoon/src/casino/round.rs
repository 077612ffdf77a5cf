//! One round at a casino Pontoon table: the seats that bet, their hands, the dealer's hand. As for
//! the home games, everything but the cards is public, and a viewer's round is
//! the engine's `seen_by` with the viewer's eyes.

use parlour_cards::Card;
use parlour_engine::{MapCards, Party, Seat, TableCard, Transfer};
use serde::{Deserialize, Serialize};

use crate::round::HandState;
use crate::score::{Ranking, Score};

/// One hand of a seated player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct CasinoHand<C> {
    /// In the order dealt; all face up.
    pub cards: Vec<C>,
    /// The hand's bet: the original bet, doubled if it bought.
    pub stake: u64,
    /// Whether the hand has bought (doubled); a hand buys once.
    pub bought: bool,
    /// Whether the hand came from a split.
    pub split: bool,
    pub state: HandState,
    /// What the hand won (positive) or lost, once settled.
    pub result: Option<i64>,
}

impl<C> CasinoHand<C> {
    pub fn new(cards: Vec<C>, stake: u64, split: bool) -> CasinoHand<C> {
        CasinoHand {
            cards,
            stake,
            bought: false,
            split,
            state: HandState::Waiting,
            result: None,
        }
    }
}

impl CasinoHand<TableCard> {
    pub fn cards(&self) -> Vec<Card> {
        self.cards.iter().map(|c| c.value).collect()
    }

    pub fn score(&self) -> Score {
        Score::of(self.cards.iter().map(|c| c.value))
    }

    pub fn ranking(&self) -> Ranking {
        Ranking::of(&self.cards())
    }
}

/// A seated player who bet this round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct Bettor<C> {
    pub seat: Seat,
    pub name: String,
    /// The original bet.
    pub bet: u64,
    pub hands: Vec<CasinoHand<C>>,
}

impl<C> Bettor<C> {
    /// The bets of this player's hands still standing: what they have at risk.
    pub fn at_risk(&self) -> u64 {
        self.hands
            .iter()
            .filter(|h| h.state != HandState::Bust)
            .map(|h| h.stake)
            .sum()
    }
}

/// Where the dealer's hand stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealerState {
    /// Face down: the players are playing.
    Waiting,
    /// A Pontoon at the deal: every bet lost.
    Pontoon,
    /// Drew by the rule and stood (or had nothing to draw for).
    Stood,
    FiveCardTrick,
    Bust,
}

/// The dealer's hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct DealerHand<C> {
    pub cards: Vec<C>,
    pub state: DealerState,
}

/// One round at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct CasinoRound<C> {
    /// 1 for the first round dealt.
    pub number: u32,
    /// Whether the shoe was shuffled before this round.
    pub shuffled_before: bool,
    /// The seats that bet, in seat order.
    pub bettors: Vec<Bettor<C>>,
    pub dealer: DealerHand<C>,
    /// Every chip that moved, between the house and the seats.
    pub transfers: Vec<Transfer>,
    /// Each seat's result this round, by seat number.
    pub net: Vec<i64>,
    /// The house's result this round: minus the sum of `net`.
    pub house_net: i64,
    pub over: bool,
}

impl<C> CasinoRound<C> {
    /// Records a transfer and its effect on each seat and on the house.
    pub fn record(&mut self, transfer: Transfer) {
        self.house_net += transfer.tally(&mut self.net, Party::House);
        self.transfers.push(transfer);
    }

    pub fn bettor(&self, seat: Seat) -> Option<&Bettor<C>> {
        self.bettors.iter().find(|b| b.seat == seat)
    }

    pub fn bettor_mut(&mut self, seat: Seat) -> Option<&mut Bettor<C>> {
        self.bettors.iter_mut().find(|b| b.seat == seat)
    }
}
