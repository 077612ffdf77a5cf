//! What players do at a casino Pontoon table, what they may do now, and the record verbs
//! (`stake N`, `pass`, `twist`, `stick`, `buy`, `split`). The dealer's moves are the house's own.

use parlour_engine::record::VerbArgs;
use parlour_engine::{LegalMove, Limits};
use serde::Serialize;
use serde_json::{Value, json};

/// One thing a seated player does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CasinoAction {
    /// Bet on the next round (a bet under the table minimum is raised to it).
    Stake(u64),
    /// Sit this round out.
    Pass,
    Twist,
    Stick,
    /// Double the hand's bet and take one card (once per hand).
    Buy,
    Split,
}

impl CasinoAction {
    pub fn verb(&self) -> &'static str {
        match self {
            CasinoAction::Stake(_) => "stake",
            CasinoAction::Pass => "pass",
            CasinoAction::Twist => "twist",
            CasinoAction::Stick => "stick",
            CasinoAction::Buy => "buy",
            CasinoAction::Split => "split",
        }
    }

    /// `[verb, args...]` for a record.
    pub fn encode(&self) -> Vec<Value> {
        match *self {
            CasinoAction::Stake(amount) => vec![json!("stake"), json!(amount)],
            other => vec![json!(other.verb())],
        }
    }

    /// An action from a record's verb and arguments.
    pub fn decode(verb: &str, args: &[Value]) -> Result<CasinoAction, String> {
        let none = |action| {
            if args.is_empty() {
                Ok(action)
            } else {
                Err(format!("`{verb}` takes no arguments at a casino table"))
            }
        };
        match verb {
            "stake" => {
                let given = VerbArgs {
                    verb,
                    args,
                    seat_of: &|_| None,
                };
                given.count(1, "one amount: [player, \"stake\", N]")?;
                given.chips(0).map(CasinoAction::Stake)
            }
            "pass" => none(CasinoAction::Pass),
            "twist" => none(CasinoAction::Twist),
            "stick" => none(CasinoAction::Stick),
            "buy" => none(CasinoAction::Buy),
            "split" => none(CasinoAction::Split),
            other => Err(format!(
                "unknown casino Pontoon verb {other:?} (known: stake, pass, twist, stick, buy, split)"
            )),
        }
    }

    /// Any action, legal or not, for the playout harness.
    pub fn arbitrary(pick: &mut dyn FnMut(u64, u64) -> u64) -> CasinoAction {
        match pick(0, 5) {
            0 => CasinoAction::Stake(pick(0, 700)),
            1 => CasinoAction::Pass,
            2 => CasinoAction::Twist,
            3 => CasinoAction::Stick,
            4 => CasinoAction::Buy,
            _ => CasinoAction::Split,
        }
    }
}

/// A legal move as a seat's view lists it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
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
        match (*self, *action) {
            (CasinoMove::Stake(limits), CasinoAction::Stake(amount)) => limits.contains(amount),
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
            CasinoMove::Stake(limits) => {
                let mut amounts = vec![limits.min, limits.max, pick(limits.min, limits.max)];
                amounts.dedup();
                amounts.into_iter().map(CasinoAction::Stake).collect()
            }
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

    #[test]
    fn verbs_round_trip_and_bad_ones_are_reported() {
        for action in [
            CasinoAction::Stake(25),
            CasinoAction::Pass,
            CasinoAction::Twist,
            CasinoAction::Stick,
            CasinoAction::Buy,
            CasinoAction::Split,
        ] {
            let entry = action.encode();
            assert_eq!(
                CasinoAction::decode(entry[0].as_str().unwrap(), &entry[1..]).unwrap(),
                action
            );
        }
        assert!(
            CasinoAction::decode("buy", &[json!(10)])
                .unwrap_err()
                .contains("no arguments")
        );
        assert!(
            CasinoAction::decode("burn", &[])
                .unwrap_err()
                .contains("unknown casino Pontoon verb")
        );
        assert!(CasinoAction::decode("stake", &[]).is_err());
    }
}
