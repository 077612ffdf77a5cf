//! Palace Poker's own reasons for refusing an action (the refusals every game shares are the
//! engine's [`Refusal`]). Every refusal leaves the session exactly as it was.

use parlour_cards::Card;
use parlour_engine::{Refusal, Seat, Words};
use serde::{Deserialize, Serialize};

/// A refusal at a Palace Poker table.
pub type Rejection = Refusal<Reason>;

/// Why Palace Poker refused an action, with what the player needs to know to do better. On the
/// wire: `{"code": "too_many_soldiers", "kept": 6, "max": 5}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, strum::IntoStaticStr)]
#[serde(tag = "code", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Reason {
    CannotAttack {
        target: Seat,
        why: Words,
    },
    NothingToBuy,
    /// A card the player named to discard is not one of their soldiers (the card is the one they
    /// named, so it tells them nothing new).
    NotYourSoldier {
        card: Card,
    },
    NamedTwice {
        card: Card,
    },
    DiscardNothing,
    TooManySoldiers {
        kept: usize,
        max: usize,
    },
    MustBattle,
}

impl parlour_engine::Reason for Reason {
    /// The variant's name, as its `code` tag on the wire.
    fn code(&self) -> &'static str {
        self.into()
    }
}

#[cfg(test)]
mod tests {
    use parlour_engine::Reason as _;

    use super::*;

    #[test]
    fn a_reasons_code_is_its_tag_on_the_wire() {
        let card: Card = "7S".parse().unwrap();
        let reasons = [
            Reason::CannotAttack {
                target: Seat(1),
                why: "x".into(),
            },
            Reason::NothingToBuy,
            Reason::NotYourSoldier { card },
            Reason::NamedTwice { card },
            Reason::DiscardNothing,
            Reason::TooManySoldiers { kept: 6, max: 5 },
            Reason::MustBattle,
        ];
        let codes = [
            "cannot_attack",
            "nothing_to_buy",
            "not_your_soldier",
            "named_twice",
            "discard_nothing",
            "too_many_soldiers",
            "must_battle",
        ];
        for (reason, code) in reasons.iter().zip(codes) {
            assert_eq!(reason.code(), code);
            assert_eq!(serde_json::to_value(reason).unwrap()["code"], code);
        }
    }
}
