//! What players do at a high-card table, and what they may do now.

use parlour_engine::seating::SeatChange;
use parlour_engine::{LegalMove, Limits, Verbs};
use serde::{Deserialize, Serialize};

/// One thing a player does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Verbs)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
#[verbs(game = "high card")]
pub enum Action {
    /// Deal a round: everyone who can pays the ante and gets a card.
    Deal,
    /// Bet this much more (0 checks).
    Bet { amount: u64 },
    /// Sit down, top up, stand up or move (`parlour_engine::seating`).
    #[serde(untagged)]
    Seat(SeatChange),
}

/// A legal move as a seat's view lists it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum Move {
    Deal,
    Bet(Limits),
}

impl LegalMove<Action> for Move {
    fn admits(&self, action: &Action) -> bool {
        match (self, action) {
            (Move::Deal, Action::Deal) => true,
            (Move::Bet(limits), Action::Bet { amount }) => limits.contains(*amount),
            _ => false,
        }
    }

    fn examples(&self, pick: &mut dyn FnMut(u64, u64) -> u64) -> Vec<Action> {
        match *self {
            Move::Deal => vec![Action::Deal],
            Move::Bet(limits) => (limits.examples(pick).into_iter())
                .map(|amount| Action::Bet { amount })
                .collect(),
        }
    }
}
