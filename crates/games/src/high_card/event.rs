//! What happened at a high-card table, with cards as `C`.

use parlour_engine::seating::SeatChange;
use parlour_engine::{MapCards, Seat};
use serde::{Deserialize, Serialize};

use super::Round;

/// Something that happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event<C> {
    /// The pack was shuffled: the table's shuffle `shuffle`.
    Shuffled {
        shuffle: u32,
    },
    /// A player paid the ante and was dealt a card face down.
    Dealt {
        seat: Seat,
        card: C,
    },
    /// A player bet (0: checked).
    Bet {
        seat: Seat,
        amount: u64,
    },
    /// The cards turned, and the pot won.
    Won {
        seat: Seat,
        amount: u64,
    },
    /// The round is over: all of it, every card shown.
    RoundOver {
        round: Round<C>,
    },
    Seated {
        seat: Seat,
        change: SeatChange,
    },
}

impl<C> From<&Event<C>> for &'static str {
    fn from(event: &Event<C>) -> &'static str {
        match event {
            Event::Shuffled { .. } => "shuffled",
            Event::Dealt { .. } => "dealt",
            Event::Bet { .. } => "bet",
            Event::Won { .. } => "won",
            Event::RoundOver { .. } => "round_over",
            Event::Seated { .. } => "seated",
        }
    }
}
