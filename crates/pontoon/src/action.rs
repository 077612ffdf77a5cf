//! What players do at a Pontoon table ([`Action`]), what they may do now ([`Move`]), and the record
//! verbs for both. The table of verbs is in `docs/hand-records.md`.

use parlour_engine::record::VerbArgs;
use parlour_engine::{LegalMove, Limits, Seat};
use serde::Serialize;
use serde_json::{Value, json};

/// One thing a player or the banker does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// The banker starts a hand.
    Deal,
    /// A player's initial stake.
    Stake(u64),
    /// Split a pair into two hands.
    Split,
    /// Buy a card face down, adding this much to the hand's stake.
    Buy(u64),
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
    Shoot(u64),
    /// The banker puts this much into the kitty (Shoot Pontoon). Negative: an attempt to take some
    /// out, which the rules never allow.
    Kitty(i64),
}

impl Action {
    /// The record verb.
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Deal => "deal",
            Action::Stake(_) => "stake",
            Action::Split => "split",
            Action::Buy(_) => "buy",
            Action::Twist => "twist",
            Action::Stick => "stick",
            Action::OfferBank { .. } => "offer_bank",
            Action::AcceptBank => "accept_bank",
            Action::DeclineBank => "decline_bank",
            Action::Double => "double",
            Action::DeclineDouble => "decline_double",
            Action::Burn => "burn",
            Action::Shoot(_) => "shoot",
            Action::Kitty(_) => "kitty",
        }
    }

    /// `[verb, args...]` for a record; `name` gives a seat's player name.
    pub fn encode(&self, name: impl Fn(Seat) -> String) -> Vec<Value> {
        let mut entry = vec![json!(self.verb())];
        match *self {
            Action::Stake(amount) | Action::Buy(amount) | Action::Shoot(amount) => {
                entry.push(json!(amount))
            }
            Action::Kitty(amount) => entry.push(json!(amount)),
            Action::OfferBank { buyer, price } => {
                entry.push(json!(name(buyer)));
                entry.push(json!(price));
            }
            _ => {}
        }
        entry
    }

    /// An action from a record's verb and arguments.
    pub fn decode(
        verb: &str,
        args: &[Value],
        seat_of: &dyn Fn(&str) -> Option<Seat>,
    ) -> Result<Action, String> {
        let given = VerbArgs {
            verb,
            args,
            seat_of,
        };
        let arity = |n: usize, usage: &str| given.count(n, usage);
        Ok(match verb {
            "deal" | "split" | "twist" | "stick" | "accept_bank" | "decline_bank" | "double"
            | "decline_double" | "burn" => {
                arity(0, "no arguments")?;
                match verb {
                    "deal" => Action::Deal,
                    "split" => Action::Split,
                    "twist" => Action::Twist,
                    "stick" => Action::Stick,
                    "accept_bank" => Action::AcceptBank,
                    "decline_bank" => Action::DeclineBank,
                    "double" => Action::Double,
                    "decline_double" => Action::DeclineDouble,
                    _ => Action::Burn,
                }
            }
            "shoot" => {
                arity(1, "one amount: [player, \"shoot\", N] (0 declines)")?;
                Action::Shoot(given.chips(0)?)
            }
            "kitty" => {
                arity(1, "one amount: [banker, \"kitty\", N]")?;
                Action::Kitty(given.signed_chips(0)?)
            }
            "stake" => {
                arity(1, "one amount: [player, \"stake\", N]")?;
                Action::Stake(given.chips(0)?)
            }
            "buy" => {
                arity(1, "one amount: [player, \"buy\", N]")?;
                Action::Buy(given.chips(0)?)
            }
            "offer_bank" => {
                arity(
                    2,
                    "a buyer and a price: [banker, \"offer_bank\", BUYER, PRICE]",
                )?;
                Action::OfferBank {
                    buyer: given.player(0, "the buyer")?,
                    price: given.chips(1)?,
                }
            }
            other => {
                return Err(format!(
                    "unknown Pontoon verb {other:?} (known: deal, stake, split, buy, twist, stick, \
                     offer_bank, accept_bank, decline_bank, double, decline_double, burn, shoot, \
                     kitty)"
                ));
            }
        })
    }

    /// Any action, legal or not, for the playout harness.
    pub fn arbitrary(seats: usize, pick: &mut dyn FnMut(u64, u64) -> u64) -> Action {
        match pick(0, 13) {
            0 => Action::Deal,
            1 => Action::Stake(pick(0, 120)),
            2 => Action::Split,
            3 => Action::Buy(pick(0, 120)),
            4 => Action::Twist,
            5 => Action::Stick,
            6 => Action::OfferBank {
                buyer: Seat::from(pick(0, seats as u64) as usize),
                price: pick(0, 300),
            },
            7 => Action::AcceptBank,
            8 => Action::DeclineBank,
            9 => Action::Double,
            10 => Action::DeclineDouble,
            11 => Action::Burn,
            12 => Action::Shoot(pick(0, 120)),
            _ => Action::Kitty(pick(0, 240) as i64 - 20),
        }
    }
}

/// A legal move as a seat's view lists it, amounts as ranges.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum Move {
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

/// A player the bank may be offered to, and the most they can pay for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Buyer {
    pub seat: Seat,
    pub max_price: u64,
}

impl LegalMove<Action> for Move {
    fn admits(&self, action: &Action) -> bool {
        match (self, *action) {
            (Move::Deal, Action::Deal)
            | (Move::Split, Action::Split)
            | (Move::Twist, Action::Twist)
            | (Move::Stick, Action::Stick)
            | (Move::AcceptBank { .. }, Action::AcceptBank)
            | (Move::DeclineBank, Action::DeclineBank)
            | (Move::Double, Action::Double)
            | (Move::DeclineDouble, Action::DeclineDouble)
            | (Move::Burn, Action::Burn) => true,
            (Move::Stake(limits), Action::Stake(amount))
            | (Move::Buy(limits), Action::Buy(amount))
            | (Move::Shoot(limits), Action::Shoot(amount)) => limits.contains(amount),
            (Move::Kitty(limits), Action::Kitty(amount)) => {
                u64::try_from(amount).is_ok_and(|a| limits.contains(a))
            }
            (Move::OfferBank { buyers }, Action::OfferBank { buyer, price }) => buyers
                .iter()
                .any(|b| b.seat == buyer && price <= b.max_price),
            _ => false,
        }
    }

    fn examples(&self, pick: &mut dyn FnMut(u64, u64) -> u64) -> Vec<Action> {
        let range = |limits: Limits, pick: &mut dyn FnMut(u64, u64) -> u64| {
            let mut amounts = vec![limits.min, limits.max, pick(limits.min, limits.max)];
            amounts.dedup();
            amounts
        };
        match *self {
            Move::Deal => vec![Action::Deal],
            Move::Stake(limits) => range(limits, pick).into_iter().map(Action::Stake).collect(),
            Move::OfferBank { ref buyers } => buyers
                .iter()
                .flat_map(|b| {
                    let prices = range(
                        Limits {
                            min: 0,
                            max: b.max_price,
                        },
                        pick,
                    );
                    prices.into_iter().map(move |price| Action::OfferBank {
                        buyer: b.seat,
                        price,
                    })
                })
                .collect(),
            Move::Split => vec![Action::Split],
            Move::Buy(limits) => range(limits, pick).into_iter().map(Action::Buy).collect(),
            Move::Twist => vec![Action::Twist],
            Move::Stick => vec![Action::Stick],
            Move::AcceptBank { .. } => vec![Action::AcceptBank],
            Move::DeclineBank => vec![Action::DeclineBank],
            Move::Double => vec![Action::Double],
            Move::DeclineDouble => vec![Action::DeclineDouble],
            Move::Burn => vec![Action::Burn],
            Move::Shoot(limits) => range(limits, pick).into_iter().map(Action::Shoot).collect(),
            Move::Kitty(limits) => range(limits, pick)
                .into_iter()
                .map(|a| Action::Kitty(a as i64))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verbs_round_trip_through_records() {
        let names = ["Bank", "Ann", "Bob"];
        let seat_of = |name: &str| names.iter().position(|&n| n == name).map(Seat::from);
        let actions = [
            Action::Deal,
            Action::Stake(10),
            Action::Split,
            Action::Buy(15),
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
            Action::Shoot(0),
            Action::Shoot(25),
            Action::Kitty(100),
            Action::Kitty(-5),
        ];
        for action in actions {
            let entry = action.encode(|seat| names[seat.index()].to_string());
            let verb = entry[0].as_str().unwrap();
            assert_eq!(Action::decode(verb, &entry[1..], &seat_of).unwrap(), action);
        }
        let offer = Action::OfferBank {
            buyer: Seat(2),
            price: 40,
        };
        assert_eq!(
            offer.encode(|s| names[s.index()].into()),
            [json!("offer_bank"), json!("Bob"), json!(40)]
        );
    }

    #[test]
    fn bad_verbs_and_arguments_are_reported() {
        let seat_of = |name: &str| (name == "Ann").then_some(Seat(1));
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
        for (verb, args, message) in cases {
            let error = Action::decode(verb, &args, &seat_of).unwrap_err();
            assert!(error.contains(message), "{verb}: {error}");
        }
    }

    #[test]
    fn ranges_admit_their_bounds_only() {
        let buy = Move::Buy(Limits { min: 6, max: 12 });
        assert!(buy.admits(&Action::Buy(6)) && buy.admits(&Action::Buy(12)));
        assert!(!buy.admits(&Action::Buy(13)) && !buy.admits(&Action::Stake(6)));
        let mut next = 0;
        let examples = buy.examples(&mut |lo, _| {
            next += 1;
            lo + next
        });
        assert!(examples.iter().all(|a| buy.admits(a)));
        assert!(examples.contains(&Action::Buy(6)) && examples.contains(&Action::Buy(12)));
    }
}
