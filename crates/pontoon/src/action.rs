//! What players do at a Pontoon table ([`Action`]), what they may do now ([`Move`]), and the record
//! verbs for both. The table of verbs is in `docs/hand-records.md`.

use parlour_engine::seating::SeatChange;
use parlour_engine::{LegalMove, Limits, Seat, Verbs};
use serde::{Deserialize, Serialize};

/// One thing a player or the banker does.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, Verbs)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
#[verbs(game = "Pontoon")]
pub enum Action {
    /// Before the first hand at a table opened empty: the players cut for the bank.
    Cut,
    /// The banker starts a hand.
    Deal,
    /// A player's initial stake.
    Stake { amount: u64 },
    /// Split a pair into two hands.
    Split,
    /// Buy a card face down, adding this much to the hand's stake.
    Buy { amount: u64 },
    /// Take a card face up (players), or deal himself one (banker).
    Twist,
    /// Stop: a player sticks, the banker stays.
    Stick,
    /// The banker offers the bank for sale between hands.
    OfferBank { buyer: Seat, price: u64 },
    /// The buyer takes the offered bank.
    AcceptBank,
    /// The buyer turns the offer down.
    DeclineBank,
    /// The banker doubles all bets (`banker_may_double`).
    Double,
    /// The banker lets the bets stand.
    DeclineDouble,
    /// Burn a two-card hard 13 (or 14): show it, discard it, take two new cards (`burn`).
    Burn,
    /// A shoot bet against the kitty (Shoot Pontoon); 0 declines where a bet is offered.
    Shoot { amount: u64 },
    /// The banker puts this much into the kitty (Shoot Pontoon). Negative: an attempt to take some
    /// out, which the rules never allow.
    Kitty { amount: i64 },
    /// Sit down, top up, stand up or move (`parlour_engine::seating`).
    #[serde(untagged)]
    Seat(SeatChange),
}

/// A player the bank may be offered to, and the most they can pay for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Buyer {
    pub seat: Seat,
    pub max_price: u64,
}

/// A legal move as a seat's view lists it, amounts as ranges.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum Move {
    /// The cut for the bank is due (the table was opened empty): the first to sit calls it.
    Cut,
    /// The banker may deal the next hand.
    Deal,
    Stake(Limits),
    Split,
    Buy(Limits),
    Twist,
    Stick,
    /// Offer the bank to one of these buyers, at a price up to what each can pay.
    OfferBank {
        buyers: Vec<Buyer>,
    },
    AcceptBank {
        price: u64,
    },
    DeclineBank,
    Double,
    DeclineDouble,
    Burn,
    Shoot(Limits),
    Kitty(Limits),
}

impl LegalMove<Action> for Move {
    fn admits(&self, action: &Action) -> bool {
        match (self, action) {
            (Move::Cut, Action::Cut)
            | (Move::Deal, Action::Deal)
            | (Move::Split, Action::Split)
            | (Move::Twist, Action::Twist)
            | (Move::Stick, Action::Stick)
            | (Move::AcceptBank { .. }, Action::AcceptBank)
            | (Move::DeclineBank, Action::DeclineBank)
            | (Move::Double, Action::Double)
            | (Move::DeclineDouble, Action::DeclineDouble)
            | (Move::Burn, Action::Burn) => true,
            (Move::Stake(limits), Action::Stake { amount })
            | (Move::Buy(limits), Action::Buy { amount })
            | (Move::Shoot(limits), Action::Shoot { amount }) => limits.contains(*amount),
            (Move::Kitty(limits), Action::Kitty { amount }) => {
                u64::try_from(*amount).is_ok_and(|a| limits.contains(a))
            }
            (Move::OfferBank { buyers }, Action::OfferBank { buyer, price }) => buyers
                .iter()
                .any(|b| b.seat == *buyer && *price <= b.max_price),
            _ => false,
        }
    }

    fn examples(&self, pick: &mut dyn FnMut(u64, u64) -> u64) -> Vec<Action> {
        // A range's examples, each made an action by `action`.
        let range = |limits: Limits,
                     pick: &mut dyn FnMut(u64, u64) -> u64,
                     action: &dyn Fn(u64) -> Action| {
            limits.examples(pick).into_iter().map(action).collect()
        };
        match *self {
            Move::Cut => vec![Action::Cut],
            Move::Deal => vec![Action::Deal],
            Move::Stake(limits) => range(limits, pick, &|amount| Action::Stake { amount }),
            Move::OfferBank { ref buyers } => buyers
                .iter()
                .flat_map(|b| {
                    let prices = Limits {
                        min: 0,
                        max: b.max_price,
                    };
                    range(prices, pick, &|price| Action::OfferBank {
                        buyer: b.seat,
                        price,
                    })
                })
                .collect(),
            Move::Split => vec![Action::Split],
            Move::Buy(limits) => range(limits, pick, &|amount| Action::Buy { amount }),
            Move::Twist => vec![Action::Twist],
            Move::Stick => vec![Action::Stick],
            Move::AcceptBank { .. } => vec![Action::AcceptBank],
            Move::DeclineBank => vec![Action::DeclineBank],
            Move::Double => vec![Action::Double],
            Move::DeclineDouble => vec![Action::DeclineDouble],
            Move::Burn => vec![Action::Burn],
            Move::Shoot(limits) => range(limits, pick, &|amount| Action::Shoot { amount }),
            Move::Kitty(limits) => range(limits, pick, &|a| Action::Kitty { amount: a as i64 }),
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
    fn ranges_admit_their_bounds_only() {
        let buy = Move::Buy(Limits { min: 6, max: 12 });
        assert!(buy.admits(&Action::Buy { amount: 6 }) && buy.admits(&Action::Buy { amount: 12 }));
        assert!(
            !buy.admits(&Action::Buy { amount: 13 }) && !buy.admits(&Action::Stake { amount: 6 })
        );
        let mut next = 0;
        let examples = buy.examples(&mut |lo, _| {
            next += 1;
            lo + next
        });
        assert!(examples.iter().all(|a| buy.admits(a)));
        assert!(
            examples.contains(&Action::Buy { amount: 6 })
                && examples.contains(&Action::Buy { amount: 12 })
        );
    }

    #[test]
    fn verbs_round_trip_through_records() {
        let names = ["Bank", "Ann", "Bob"];
        let actions = [
            Action::Cut,
            Action::Deal,
            Action::Stake { amount: 10 },
            Action::Split,
            Action::Buy { amount: 15 },
            Action::Twist,
            Action::Stick,
            Action::OfferBank {
                buyer: Seat(2),
                price: 40,
            },
            Action::AcceptBank,
            Action::DeclineBank,
            Action::Double,
            Action::DeclineDouble,
            Action::Burn,
            Action::Shoot { amount: 0 },
            Action::Shoot { amount: 25 },
            Action::Kitty { amount: 100 },
            Action::Kitty { amount: -5 },
        ];
        let entries = codec_round_trip(&names, &actions);
        // The buyer by name, then the price: the fields in their order.
        assert_eq!(entries[7], [json!("offer_bank"), json!("Bob"), json!(40)]);
    }

    #[test]
    fn bad_verbs_and_arguments_are_reported() {
        let cases = [
            ("hit", vec![], "unknown Pontoon verb \"hit\""),
            ("stake", vec![], "`stake` takes one amount"),
            ("stake", vec![json!(-5)], "whole number of chips"),
            ("buy", vec![json!("ten")], "whole number of chips"),
            ("twist", vec![json!(1)], "`twist` takes no arguments"),
            (
                "offer_bank",
                vec![json!("Zed"), json!(5)],
                "\"Zed\" is not one of the players",
            ),
        ];
        codec_refusals::<Action>(Seat(1), &cases);
    }
}
