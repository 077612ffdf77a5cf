//! Pontoon's own reasons for refusing an action (the refusals every game shares are the engine's
//! [`Refusal`]). Every refusal leaves the session exactly as it was.

use parlour_engine::{Refusal, Seat, Words};
use serde::{Deserialize, Serialize};

/// A refusal at a Pontoon table, home or casino.
pub type Rejection = Refusal<Reason>;

/// Why Pontoon refused an action, with what the player needs to know to do better. On the wire:
/// `{"code": "stick_too_low", "total": 14, "needed": 15}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, strum::IntoStaticStr)]
#[serde(tag = "code", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Reason {
    /// The hand's total (the player's own cards) is under the least it may stick on.
    StickTooLow {
        total: u8,
        needed: u8,
    },
    CannotTakeCard {
        why: Words,
    },
    BuyAfterTwist,
    CannotSplit {
        why: Words,
    },
    /// The buyer would have nothing left to bank with after paying the price.
    CannotSellBank {
        buyer: Seat,
        held: u64,
        price: u64,
    },
    CannotSellToSelf,
    CannotBuy {
        why: Words,
    },
    CannotBurn {
        why: Words,
    },
    CannotShoot {
        why: Words,
    },
    MustTakeCard,
    CannotTakeFromKitty,
}

impl parlour_engine::Reason for Reason {
    /// The variant's name, as its `code` tag on the wire.
    fn code(&self) -> &'static str {
        self.into()
    }
}
