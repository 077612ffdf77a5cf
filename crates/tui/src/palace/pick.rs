//! A Palace choice being made, key by key: soldiers to let go, or whom to attack. The client's
//! modes hold it ([`crate::mode::Mode::Pick`]); [`super::keys`] answers its keys.

use parlour_cards::Card;
use parlour_engine::{Limits, Seat};

/// A choice being made among several things.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    Soldiers(SoldierPick),
    Target(TargetPick),
}

/// Soldiers to let go: after a buy (possibly none), as a turn (one or more), or after a capture
/// (enough to be back to the most allowed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SoldierPick {
    pub soldiers: Vec<Card>,
    /// Whether each soldier is chosen to go.
    pub chosen: Vec<bool>,
    /// The soldier under the cursor.
    pub at: usize,
    pub min: usize,
    pub max: usize,
}

/// Whom to attack, among the legal targets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TargetPick {
    pub targets: Vec<Seat>,
    /// The target under the cursor.
    pub at: usize,
    pub bet: Limits,
    /// What `+` and `-` move a no-limit bet by: one small bet.
    pub step: u64,
}

impl TargetPick {
    pub fn target(&self) -> Seat {
        self.targets[self.at]
    }
}

impl SoldierPick {
    pub(crate) fn new(soldiers: &[Card], min: usize, max: usize) -> SoldierPick {
        SoldierPick {
            soldiers: soldiers.to_vec(),
            chosen: vec![false; soldiers.len()],
            at: 0,
            min,
            max,
        }
    }

    /// The soldiers chosen to go.
    pub fn gone(&self) -> Vec<Card> {
        self.soldiers
            .iter()
            .zip(&self.chosen)
            .filter(|&(_, &chosen)| chosen)
            .map(|(&card, _)| card)
            .collect()
    }
}
