//! Why the engine refused an action. Every rejection leaves the session exactly as it was.

use parlour_engine::Coded;
use thiserror::Error;

/// A refused action, with what the player needs to know to do better.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Rejection {
    #[error("seat {seat} is not at this table")]
    UnknownPlayer { seat: u8 },
    #[error("the session is over")]
    SessionOver,
    #[error("it is not your turn: waiting for {waiting}")]
    NotYourTurn { waiting: String },
    #[error("`{verb}` is not allowed now: {why}")]
    NotAllowedNow {
        verb: &'static str,
        why: &'static str,
    },
    #[error("{amount} is outside the limits for this {what}: {min} to {max}")]
    OutsideLimits {
        what: &'static str,
        amount: u64,
        min: u64,
        max: u64,
    },
    #[error(
        "not enough chips: {holder} must cover the worst case for everything at risk, {needed} chips, and holds {held}"
    )]
    NotEnoughChips {
        holder: String,
        needed: u64,
        held: u64,
    },
    #[error("a hand needs at least {needed} to stick; this one makes {total}")]
    StickTooLow { total: u8, needed: u8 },
    #[error("this hand can take no more cards: {why}")]
    CannotTakeCard { why: &'static str },
    #[error("this hand has twisted, so it may only twist from now on")]
    BuyAfterTwist,
    #[error("cannot split: {why}")]
    CannotSplit { why: &'static str },
    #[error("the bank cannot be sold: {why}")]
    CannotSellBank { why: String },
    #[error("cannot buy: {why}")]
    CannotBuy { why: &'static str },
    #[error("cannot burn: {why}")]
    CannotBurn { why: &'static str },
    #[error("cannot shoot: {why}")]
    CannotShoot { why: &'static str },
    #[error("this hand shot for its fourth card and must now take it: twist or buy")]
    MustTakeCard,
    #[error("the kitty can only grow: the banker may add to it, never take from it")]
    CannotTakeFromKitty,
}

impl Coded for Rejection {
    fn code(&self) -> &'static str {
        match self {
            Rejection::UnknownPlayer { .. } => "unknown_player",
            Rejection::SessionOver => "session_over",
            Rejection::NotYourTurn { .. } => "not_your_turn",
            Rejection::NotAllowedNow { .. } => "not_allowed_now",
            Rejection::OutsideLimits { .. } => "outside_limits",
            Rejection::NotEnoughChips { .. } => "not_enough_chips",
            Rejection::StickTooLow { .. } => "stick_too_low",
            Rejection::CannotTakeCard { .. } => "cannot_take_card",
            Rejection::BuyAfterTwist => "buy_after_twist",
            Rejection::CannotSplit { .. } => "cannot_split",
            Rejection::CannotSellBank { .. } => "cannot_sell_bank",
            Rejection::CannotBuy { .. } => "cannot_buy",
            Rejection::CannotBurn { .. } => "cannot_burn",
            Rejection::CannotShoot { .. } => "cannot_shoot",
            Rejection::MustTakeCard => "must_take_card",
            Rejection::CannotTakeFromKitty => "cannot_take_from_kitty",
        }
    }
}
