//! What happened at the table. Events hold cards as `C`: inside the engine a card with its audience,
//! for a viewer `Option<Card>` (`None`: face down to that viewer). `Game::event_view` is the only
//! way from one to the other.

use parlour_engine::seating::SeatChange;
use parlour_engine::{Audience, MapCards, Seat, TableCard, Transfer};
use serde::{Deserialize, Serialize};

use crate::round::Round;

/// Turns every card face up; returns whether any was hidden.
pub(crate) fn show(cards: &mut [TableCard]) -> bool {
    let mut turned = false;
    for card in cards {
        turned |= card.audience != Audience::Everyone;
        card.audience = Audience::Everyone;
    }
    turned
}

/// Why the bank changed hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum BankChange {
    /// A player made a Pontoon without splitting, and the banker had none
    /// (docs/rules/pontoon.md §2.5).
    Pontoon,
    /// The banker ended a hand with no chips (docs/rules/pontoon.md §2.6).
    Broken,
    /// The banker sold the bank.
    Sold { price: u64 },
    /// The banker left the table (docs/rules/README.md, seats).
    Left,
}

pub use parlour_engine::cut::Cut;

/// Something that happened, with cards as `C`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards, strum::IntoStaticStr)]
#[serde(tag = "event", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Event<C> {
    /// Players cut for the first bank: highest card wins, ace high; ties cut again.
    CutForBank {
        cuts: Vec<Cut<C>>,
        banker: Seat,
    },
    /// The pack was gathered, shuffled and cut: the table's shuffle number `shuffle` (from 0, as
    /// the fair scheme numbers them, docs/fairness.md).
    Shuffled {
        shuffle: u32,
    },
    /// A hand began: these players were dealt in, from the dealer's left.
    HandStarted {
        number: u32,
        banker: Seat,
        punters: Vec<Seat>,
    },
    /// A card dealt to a player's hand (or to the banker, `hand` 0).
    Dealt {
        seat: Seat,
        hand: usize,
        card: C,
    },
    /// The banker picked up his two cards after the second round of the deal.
    BankerLooked {
        cards: Vec<C>,
    },
    Staked {
        seat: Seat,
        amount: u64,
    },
    /// The banker, having looked at his first card, doubled all bets (or chose not to).
    BankerDoubled {
        doubled: bool,
    },
    /// A shoot bet on a hand, against the kitty (Shoot Pontoon; `amount` 0 declines).
    Shot {
        seat: Seat,
        hand: usize,
        amount: u64,
    },
    /// A hand's two cards shown and burnt; two new ones follow.
    Burnt {
        seat: Seat,
        hand: usize,
        cards: Vec<C>,
    },
    /// The banker put chips into the kitty; it now holds `kitty`.
    KittyPut {
        amount: u64,
        kitty: u64,
    },
    /// The kitty went back to the banker who put it up, as the bank changed hands.
    KittyReturned {
        to: Seat,
        amount: u64,
    },
    /// The banker holds a Pontoon: he shows it and the hand is over.
    BankerPontoon {
        cards: Vec<C>,
    },
    /// A player's Pontoon, declared and shown.
    Pontoon {
        seat: Seat,
        hand: usize,
        cards: Vec<C>,
    },
    /// A pair split: the two cards, face up, now begin hands `hand` and `hand + 1`.
    Split {
        seat: Seat,
        hand: usize,
        cards: Vec<C>,
    },
    Bought {
        seat: Seat,
        hand: usize,
        amount: u64,
        card: C,
    },
    /// The hand went over 21: shown, its whole stake lost to the banker, its cards under the pack.
    Bust {
        seat: Seat,
        hand: usize,
        cards: Vec<C>,
        lost: u64,
    },
    /// The banker turned his two cards face up.
    BankerTurned {
        cards: Vec<C>,
    },
    BankerTwisted {
        card: C,
    },
    /// The banker stayed on `total`: "paying `total + 1`".
    BankerStayed {
        total: u8,
    },
    BankerBust,
    BankerFiveCardTrick,
    /// A hand shown at the settlement to be paid.
    Shown {
        seat: Seat,
        hand: usize,
        cards: Vec<C>,
    },
    /// The chips that moved at the settlement.
    Settled {
        transfers: Vec<Transfer>,
    },
    /// The hand is over: everything about it, as the table saw it at the end.
    RoundOver {
        round: Box<Round<C>>,
    },
    BankOffered {
        buyer: Seat,
        price: u64,
    },
    BankOfferDeclined {
        buyer: Seat,
    },
    BankPassed {
        from: Seat,
        to: Seat,
        #[serde(flatten)]
        change: BankChange,
    },
    /// Someone sat down, topped up, stood up or moved (`parlour_engine::seating`).
    Seated {
        seat: Seat,
        change: SeatChange,
    },
    /// No further hand can be dealt.
    SessionOver,
    /// A hand's twist, stand or Five Card Trick, told as at a casino table.
    #[serde(untagged)]
    #[strum(transparent)]
    Step(HandStep<C>),
}

/// What a hand does on its turn that both Pontoons tell alike. On the wire each is an event like
/// the others (`{"event": "twisted", ...}`), of the home table's [`Event`] or the casino's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards, strum::IntoStaticStr)]
#[serde(tag = "event", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum HandStep<C> {
    /// A card more for nothing.
    Twisted { seat: Seat, hand: usize, card: C },
    /// The hand is done: the player stuck, it reached a hard 21, or no card was left to give it
    /// (a home table's neighbours cannot tell which).
    Stood { seat: Seat, hand: usize },
    /// Five cards without going over 21: the hand stops, and is paid as the table's rules say.
    FiveCardTrick { seat: Seat, hand: usize },
}

impl<C> From<HandStep<C>> for Event<C> {
    fn from(step: HandStep<C>) -> Event<C> {
        Event::Step(step)
    }
}
