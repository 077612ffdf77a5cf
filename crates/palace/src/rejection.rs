//! Why the engine refused an action. Every rejection leaves the session exactly as it was.

use parlour_cards::Card;
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
    #[error("not enough chips: this needs {needed} and you hold {held}")]
    NotEnoughChips { needed: u64, held: u64 },
    #[error("cannot attack {target}: {why}")]
    CannotAttack { target: String, why: &'static str },
    #[error("cannot buy: the draw pile and the discard pile are both empty")]
    NothingToBuy,
    #[error("{card} is not one of your soldiers")]
    NotYourSoldier { card: Card },
    #[error("{card} is named twice")]
    NamedTwice { card: Card },
    #[error("name at least one soldier to discard")]
    DiscardNothing,
    #[error("you would keep {kept} soldiers; the most is {max}")]
    TooManySoldiers { kept: usize, max: usize },
    #[error(
        "only two players of different banners are left and a quiet round has passed: battle or fold"
    )]
    MustBattle,
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
            Rejection::CannotAttack { .. } => "cannot_attack",
            Rejection::NothingToBuy => "nothing_to_buy",
            Rejection::NotYourSoldier { .. } => "not_your_soldier",
            Rejection::NamedTwice { .. } => "named_twice",
            Rejection::DiscardNothing => "discard_nothing",
            Rejection::TooManySoldiers { .. } => "too_many_soldiers",
            Rejection::MustBattle => "must_battle",
        }
    }
}
