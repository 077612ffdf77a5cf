//! What players do at a casino Pontoon table, what they may do now, and the record verbs
//! (`stake N`, `pass`, `twist`, `stick`, `buy`, `split`). The dealer's moves are the house's own.

use parlour_engine::seating::SeatChange;
use parlour_engine::{LegalMove, Limits, Verbs};
use serde::{Deserialize, Serialize};

/// One thing a seated player does.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, Verbs)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
#[verbs(game = "casino Pontoon")]
pub enum CasinoAction {
    /// Bet on the next round (a bet under the table minimum is raised to it).
    Stake {
        amount: u64,
    },
    /// Sit this round out.
    Pass,
    Twist,
    Stick,
    /// Double the hand's bet and take one card (once per hand).
    Buy,
    Split,
    /// Sit down, top up, stand up or move (`parlour_engine::seating`).
    #[serde(untagged)]
    Seat(SeatChange),
}

/// A legal move as a seat's view lists it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum CasinoMove {
    /// Any amount from 1 to the maximum the player can cover; under the minimum is raised to it.
    Stake(Limits),
    Pass,
    Twist,
    Stick,
    /// Doubles the hand's bet: `cost` more chips.
    Buy {
        cost: u64,
    },
    Split {
        cost: u64,
    },
}

impl LegalMove<CasinoAction> for CasinoMove {
    fn admits(&self, action: &CasinoAction) -> bool {
        match (*self, action) {
            (CasinoMove::Stake(limits), CasinoAction::Stake { amount }) => limits.contains(*amount),
            (CasinoMove::Pass, CasinoAction::Pass)
            | (CasinoMove::Twist, CasinoAction::Twist)
            | (CasinoMove::Stick, CasinoAction::Stick)
            | (CasinoMove::Buy { .. }, CasinoAction::Buy)
            | (CasinoMove::Split { .. }, CasinoAction::Split) => true,
            _ => false,
        }
    }

    fn examples(&self, pick: &mut dyn FnMut(u64, u64) -> u64) -> Vec<CasinoAction> {
        match *self {
            CasinoMove::Stake(limits) => (limits.examples(pick).into_iter())
                .map(|amount| CasinoAction::Stake { amount })
                .collect(),
            CasinoMove::Pass => vec![CasinoAction::Pass],
            CasinoMove::Twist => vec![CasinoAction::Twist],
            CasinoMove::Stick => vec![CasinoAction::Stick],
            CasinoMove::Buy { .. } => vec![CasinoAction::Buy],
            CasinoMove::Split { .. } => vec![CasinoAction::Split],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_engine::Seat;
    use parlour_engine::record::{codec_refusals, codec_round_trip};
    use serde_json::json;

    #[test]
    fn verbs_round_trip_and_bad_ones_are_reported() {
        let actions = [
            CasinoAction::Stake { amount: 25 },
            CasinoAction::Pass,
            CasinoAction::Twist,
            CasinoAction::Stick,
            CasinoAction::Buy,
            CasinoAction::Split,
        ];
        let entries = codec_round_trip(&["Ann"], &actions);
        assert_eq!(entries[0], [json!("stake"), json!(25)]);
        let cases = [
            ("buy", vec![json!(10)], "no arguments"),
            ("burn", vec![], "unknown casino Pontoon verb"),
            ("stake", vec![], "`stake` takes one amount"),
        ];
        codec_refusals::<CasinoAction>(Seat(0), &cases);
    }
}
