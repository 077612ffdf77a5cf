//! One hand of Pontoon on the table: who is in, their stakes, their hands, the banker's hand.
//!
//! Everything here is public but the cards, so the same structure serves the engine (cards as
//! [`TableCard`], each with its audience) and every viewer (cards as `Option<Card>`): the view of a
//! round is the engine's `seen_by` with the viewer's eyes.

use parlour_cards::Card;
use parlour_engine::{MapCards, Party, Seat, TableCard, Transfer};
use serde::{Deserialize, Serialize};

use crate::rules::Rules;
use crate::score::{Ranking, Score};

/// Where a player's hand stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandState {
    /// Not yet this hand's turn.
    Waiting,
    /// The hand being played.
    Playing,
    /// Stuck, or stopped on a hard 21.
    Stood,
    Pontoon,
    FiveCardTrick,
    Bust,
}

/// One hand of a player (a player who splits has several).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct Hand<C> {
    /// In the order dealt.
    pub cards: Vec<C>,
    /// The initial stake S this hand carries (a split hand carries S too).
    pub stake: u64,
    /// What each bought card cost, in order (3rd, 4th, 5th).
    pub buys: Vec<u64>,
    /// Whether the hand has twisted (it may not buy any more).
    pub twisted: bool,
    /// Whether the hand came from a split (its Pontoon does not take the bank).
    pub split: bool,
    pub state: HandState,
    /// What the hand won (positive) or lost on its stake, once settled.
    pub result: Option<i64>,
    /// Shoot Pontoon: the hand's outstanding shoot bet.
    pub shoot: u64,
    /// Shoot Pontoon: what the shoot bet won or lost, once settled.
    pub shoot_result: Option<i64>,
    /// Cards burnt from this hand (shown, and gone under the pack).
    pub burnt: Vec<C>,
    /// The hand shot for its fourth card and has not taken it yet: it must.
    pub shot_for_fourth: bool,
    /// A hand split off another may still place its own shoot bet, before any other move on it.
    pub shoot_open: bool,
}

impl<C> Hand<C> {
    pub fn new(cards: Vec<C>, stake: u64, split: bool) -> Hand<C> {
        Hand {
            cards,
            stake,
            buys: Vec::new(),
            twisted: false,
            split,
            state: HandState::Waiting,
            result: None,
            shoot: 0,
            shoot_result: None,
            burnt: Vec::new(),
            shot_for_fourth: false,
            shoot_open: false,
        }
    }

    /// The whole stake T: the initial stake and everything paid for bought cards.
    pub fn total_stake(&self) -> u64 {
        self.stake + self.buys.iter().sum::<u64>()
    }

    /// Whether the hand is still at risk at the settlement (not bust).
    pub fn stands(&self) -> bool {
        self.state != HandState::Bust
    }
}

impl Hand<TableCard> {
    pub fn cards(&self) -> Vec<Card> {
        self.cards.iter().map(|c| c.value).collect()
    }

    pub fn score(&self) -> Score {
        Score::of(self.cards.iter().map(|c| c.value))
    }

    pub fn ranking(&self, rules: &Rules) -> Ranking {
        Ranking::under(&self.cards(), rules, true)
    }
}

/// A player dealt into the hand, with their stake and hands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct Punter<C> {
    pub seat: Seat,
    pub name: String,
    /// The initial stake, once placed.
    pub stake: Option<u64>,
    pub hands: Vec<Hand<C>>,
}

impl<C> Punter<C> {
    /// The whole stakes of this player's hands still standing.
    pub fn staked(&self) -> u64 {
        self.hands
            .iter()
            .filter(|h| h.stands())
            .map(Hand::total_stake)
            .sum()
    }

    /// The shoot bets of this player's hands still standing.
    pub fn shot(&self) -> u64 {
        self.hands
            .iter()
            .filter(|h| h.stands())
            .map(|h| h.shoot)
            .sum()
    }
}

/// Where the banker's hand stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "state")]
pub enum BankerState {
    /// The players are still playing.
    Waiting,
    /// The banker is drawing.
    Playing,
    /// Pontoon at the deal: the hand ended there.
    Pontoon,
    /// Stayed on `total` with four cards or fewer: "paying `total + 1`".
    Stayed {
        total: u8,
    },
    FiveCardTrick,
    Bust,
    /// Every player's hand bust, so the banker did not play.
    NotPlayed,
}

/// The banker's hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct BankerHand<C> {
    pub seat: Seat,
    pub name: String,
    pub cards: Vec<C>,
    #[serde(flatten)]
    pub state: BankerState,
}

/// One hand of Pontoon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct Round<C> {
    /// 1 for the first hand of the session.
    pub number: u32,
    /// Whether the pack was shuffled before this hand.
    pub shuffled_before: bool,
    /// The players dealt in, from the dealer's left.
    pub punters: Vec<Punter<C>>,
    pub banker: BankerHand<C>,
    /// The banker doubled all bets (`banker_may_double`).
    pub doubled: bool,
    /// The table plays Shoot Pontoon, so every hand may carry a shoot bet.
    pub shoot: bool,
    /// Every chip that moved in this hand, in order.
    pub transfers: Vec<Transfer>,
    /// Each seat's net result in this hand, by seat number.
    pub net: Vec<i64>,
    /// What the kitty gained (or lost) in this hand.
    pub kitty_net: i64,
    /// Whether the hand is over and settled.
    pub over: bool,
}

impl<C> Round<C> {
    /// Records a transfer and its effect on each seat's net.
    pub fn record(&mut self, transfer: Transfer) {
        self.kitty_net += transfer.tally(&mut self.net, Party::Kitty);
        self.transfers.push(transfer);
    }

    pub fn punter(&self, seat: Seat) -> Option<&Punter<C>> {
        self.punters.iter().find(|p| p.seat == seat)
    }

    pub fn punter_mut(&mut self, seat: Seat) -> Option<&mut Punter<C>> {
        self.punters.iter_mut().find(|p| p.seat == seat)
    }
}
