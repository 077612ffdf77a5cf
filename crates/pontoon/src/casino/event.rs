//! What happened at a casino table, with cards as `C` (see [`crate::Event`] for the idea).

use parlour_engine::seating::SeatChange;
use parlour_engine::{MapCards, Seat, Transfer};
use serde::{Deserialize, Serialize};

use super::round::CasinoRound;
use crate::HandStep;

/// Something that happened at a casino table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards, strum::IntoStaticStr)]
#[serde(tag = "event", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum CasinoEvent<C> {
    /// A bet for the coming round (already raised to the table minimum).
    Staked {
        seat: Seat,
        amount: u64,
    },
    Passed {
        seat: Seat,
    },
    /// Every seat passed: nothing is dealt and betting starts again.
    AllPassed,
    /// Someone sat down, topped up, stood up or moved (`parlour_engine::seating`), between rounds.
    Seated {
        seat: Seat,
        change: SeatChange,
    },
    /// The shoe was gathered, shuffled and cut: the table's shuffle number `shuffle` (from 0, as
    /// the fair scheme numbers them, docs/fairness.md).
    Shuffled {
        shuffle: u32,
    },
    RoundStarted {
        number: u32,
        seats: Vec<Seat>,
    },
    /// A card to a seat's hand (players' cards face up) or to the dealer (`seat` none, face down).
    Dealt {
        seat: Option<Seat>,
        hand: usize,
        card: C,
    },
    /// The dealer's Pontoon, shown at once: every bet loses.
    DealerPontoon {
        cards: Vec<C>,
    },
    Pontoon {
        seat: Seat,
        hand: usize,
    },
    Split {
        seat: Seat,
        hand: usize,
    },
    /// The hand's bet doubled, and its one card more (face up, as every player's card here).
    Bought {
        seat: Seat,
        hand: usize,
        card: C,
    },
    /// Over 21: the bet is lost at once.
    Bust {
        seat: Seat,
        hand: usize,
        lost: u64,
    },
    /// The dealer turned his cards up.
    DealerTurned {
        cards: Vec<C>,
    },
    DealerDrew {
        card: C,
    },
    DealerStood {
        total: u8,
    },
    DealerFiveCardTrick,
    DealerBust,
    Settled {
        transfers: Vec<Transfer>,
    },
    /// The round is over: everything about it.
    RoundOver {
        round: Box<CasinoRound<C>>,
    },
    /// No seat can cover the table minimum any more.
    SessionOver,
    /// A hand's twist, stand or Five Card Trick, told as at a home table (a Five Card Trick is
    /// paid two to one here if it beats the dealer).
    #[serde(untagged)]
    #[strum(transparent)]
    Step(HandStep<C>),
}

impl<C> From<HandStep<C>> for CasinoEvent<C> {
    fn from(step: HandStep<C>) -> CasinoEvent<C> {
        CasinoEvent::Step(step)
    }
}
