//! Pontoon's own reasons for refusing an action (the refusals every game shares are the engine's
//! [`Refusal`]). Every refusal leaves the session exactly as it was.

use parlour_engine::{Refusal, Seat, Words, grouped};
use serde::{Deserialize, Serialize};

/// A refusal at a Pontoon table, home or casino.
pub type Rejection = Refusal<Reason>;

/// Why Pontoon refused an action, with what the player needs to know to do better. On the wire:
/// `{"code": "stick_too_low", "total": 14, "needed": 15}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
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
    fn code(&self) -> &'static str {
        match self {
            Reason::StickTooLow { .. } => "stick_too_low",
            Reason::CannotTakeCard { .. } => "cannot_take_card",
            Reason::BuyAfterTwist => "buy_after_twist",
            Reason::CannotSplit { .. } => "cannot_split",
            Reason::CannotSellBank { .. } => "cannot_sell_bank",
            Reason::CannotSellToSelf => "cannot_sell_to_self",
            Reason::CannotBuy { .. } => "cannot_buy",
            Reason::CannotBurn { .. } => "cannot_burn",
            Reason::CannotShoot { .. } => "cannot_shoot",
            Reason::MustTakeCard => "must_take_card",
            Reason::CannotTakeFromKitty => "cannot_take_from_kitty",
        }
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
