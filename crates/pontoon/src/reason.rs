//! Pontoon's own reasons for refusing an action (the refusals every game shares are the engine's
//! [`Refusal`]). Every refusal leaves the session exactly as it was.

use parlour_engine::{Refusal, Seat, Words, grouped};
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

    fn sentence(&self, name: &dyn Fn(Seat) -> String) -> String {
        match self {
            Reason::StickTooLow { total, needed } => {
                format!("a hand needs at least {needed} to stick; this one makes {total}")
            }
            Reason::CannotTakeCard { why } => format!("this hand can take no more cards: {why}"),
            Reason::BuyAfterTwist => {
                "this hand has twisted, so it may only twist from now on".into()
            }
            Reason::CannotSplit { why } => format!("cannot split: {why}"),
            Reason::CannotSellBank { buyer, held, price } => format!(
                "the bank cannot be sold: {} holds {} chips and must keep some to bank with after \
                 paying {}",
                name(*buyer),
                grouped(*held),
                grouped(*price)
            ),
            Reason::CannotSellToSelf => {
                "the bank cannot be sold: the banker cannot buy his own bank".into()
            }
            Reason::CannotBuy { why } => format!("cannot buy: {why}"),
            Reason::CannotBurn { why } => format!("cannot burn: {why}"),
            Reason::CannotShoot { why } => format!("cannot shoot: {why}"),
            Reason::MustTakeCard => {
                "this hand shot for its fourth card and must now take it: twist or buy".into()
            }
            Reason::CannotTakeFromKitty => {
                "the kitty can only grow: the banker may add to it, never take from it".into()
            }
        }
    }
}
