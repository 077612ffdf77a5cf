//! What players do at a Palace Poker table ([`Action`]), what they may do now ([`Move`]), and the
//! record verbs for both. The table of verbs is in `docs/hand-records.md`.

use parlour_cards::Card;
use parlour_engine::record::VerbArgs;
use parlour_engine::{LegalMove, Limits, Seat};
use serde::Serialize;
use serde_json::{Value, json};

/// One thing a player does.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Action {
    /// The dealer starts a hand (the engine takes the antes and deals).
    Deal,
    /// Pay a small bet for the top card of the draw pile, as a soldier.
    Buy,
    /// Let these soldiers go: after a buy (possibly none, which ends the turn), on its own as a turn
    /// (one or more), or after a capture (enough to be back to the most soldiers allowed).
    Discard(Vec<Card>),
    /// Attack `defender` with a battle bet of `bet`.
    Attack { defender: Seat, bet: u64 },
    /// In a battle: pay what calling costs, and the hands are compared.
    Call,
    /// In a battle: call, then raise by this much.
    Raise(u64),
    /// Leave the hand: on one's turn, or in a battle rather than call.
    Fold,
    /// Do nothing this turn.
    Stay,
}

impl Action {
    /// The record verb.
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Deal => "deal",
            Action::Buy => "buy",
            Action::Discard(_) => "discard",
            Action::Attack { .. } => "attack",
            Action::Call => "call",
            Action::Raise(_) => "raise",
            Action::Fold => "fold",
            Action::Stay => "stay",
        }
    }

    /// `[verb, args...]` for a record; `name` gives a seat's player name.
    pub fn encode(&self, name: impl Fn(Seat) -> String) -> Vec<Value> {
        let mut entry = vec![json!(self.verb())];
        match self {
            Action::Discard(cards) => entry.extend(cards.iter().map(|c| json!(c.to_string()))),
            Action::Attack { defender, bet } => {
                entry.push(json!(name(*defender)));
                entry.push(json!(bet));
            }
            Action::Raise(amount) => entry.push(json!(amount)),
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
            "deal" | "buy" | "call" | "fold" | "stay" => {
                arity(0, "no arguments")?;
                match verb {
                    "deal" => Action::Deal,
                    "buy" => Action::Buy,
                    "call" => Action::Call,
                    "fold" => Action::Fold,
                    _ => Action::Stay,
                }
            }
            "discard" => Action::Discard(
                args.iter()
                    .map(|arg| {
                        arg.as_str()
                            .ok_or_else(|| format!("`discard` names cards, not {arg}"))?
                            .parse::<Card>()
                            .map_err(|e| e.to_string())
                    })
                    .collect::<Result<_, _>>()?,
            ),
            "attack" => {
                arity(2, "a player and a bet: [player, \"attack\", DEFENDER, BET]")?;
                Action::Attack {
                    defender: given.player(0, "the defender")?,
                    bet: given.chips(1)?,
                }
            }
            "raise" => {
                arity(
                    1,
                    "one amount, the raise on top of the call: [player, \"raise\", N]",
                )?;
                Action::Raise(given.chips(0)?)
            }
            other => {
                return Err(format!(
                    "unknown Palace Poker verb {other:?} (known: deal, buy, discard, attack, call, \
                     raise, fold, stay)"
                ));
            }
        })
    }

    /// Any action, legal or not, for the playout harness.
    pub fn arbitrary(seats: usize, pick: &mut dyn FnMut(u64, u64) -> u64) -> Action {
        match pick(0, 7) {
            0 => Action::Deal,
            1 => Action::Buy,
            2 => Action::Discard(
                (0..pick(0, 3))
                    .map(|_| Card::from_index(pick(0, 51) as usize))
                    .collect(),
            ),
            3 => Action::Attack {
                defender: Seat::from(pick(0, seats as u64) as usize),
                bet: pick(0, 120),
            },
            4 => Action::Call,
            5 => Action::Raise(pick(0, 60)),
            6 => Action::Fold,
            _ => Action::Stay,
        }
    }
}

/// A legal move as a seat's view lists it, amounts as ranges.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum Move {
    Deal,
    /// Buy a soldier for this price.
    Buy {
        price: u64,
    },
    /// Discard from `soldiers` at least `min` and at most `max` of them.
    Discard {
        soldiers: Vec<Card>,
        min: usize,
        max: usize,
    },
    /// Attack one of `targets` with a bet within `bet`.
    Attack {
        targets: Vec<Seat>,
        bet: Limits,
    },
    /// Call for this much (all one holds, if that is less than the call).
    Call {
        amount: u64,
    },
    /// Call, then raise by an amount within these limits.
    Raise(Limits),
    Fold,
    Stay,
}

impl LegalMove<Action> for Move {
    fn admits(&self, action: &Action) -> bool {
        match (self, action) {
            (Move::Deal, Action::Deal)
            | (Move::Buy { .. }, Action::Buy)
            | (Move::Call { .. }, Action::Call)
            | (Move::Fold, Action::Fold)
            | (Move::Stay, Action::Stay) => true,
            (Move::Discard { soldiers, min, max }, Action::Discard(cards)) => {
                (*min..=*max).contains(&cards.len())
                    && cards.iter().all(|c| soldiers.contains(c))
                    && cards
                        .iter()
                        .enumerate()
                        .all(|(i, c)| !cards[..i].contains(c))
            }
            (
                Move::Attack { targets, bet },
                Action::Attack {
                    defender,
                    bet: amount,
                },
            ) => targets.contains(defender) && bet.contains(*amount),
            (Move::Raise(limits), Action::Raise(amount)) => limits.contains(*amount),
            _ => false,
        }
    }

    fn examples(&self, pick: &mut dyn FnMut(u64, u64) -> u64) -> Vec<Action> {
        let mut range = |limits: Limits| {
            let mut amounts = vec![limits.min, limits.max, pick(limits.min, limits.max)];
            amounts.dedup();
            amounts
        };
        match self {
            Move::Deal => vec![Action::Deal],
            Move::Buy { .. } => vec![Action::Buy],
            Move::Call { .. } => vec![Action::Call],
            Move::Fold => vec![Action::Fold],
            Move::Stay => vec![Action::Stay],
            Move::Raise(limits) => range(*limits).into_iter().map(Action::Raise).collect(),
            Move::Attack { targets, bet } => {
                let amounts = range(*bet);
                targets
                    .iter()
                    .flat_map(|&defender| {
                        amounts
                            .iter()
                            .map(move |&bet| Action::Attack { defender, bet })
                    })
                    .collect()
            }
            Move::Discard { soldiers, min, max } => {
                // The fewest (the first ones), the most (the last ones), and a random choice.
                let mut choices = vec![
                    soldiers[..*min].to_vec(),
                    soldiers[soldiers.len() - max..].to_vec(),
                ];
                let size = pick(*min as u64, *max as u64) as usize;
                let mut left = soldiers.clone();
                let mut chosen = Vec::new();
                while chosen.len() < size {
                    let at = pick(0, left.len() as u64 - 1) as usize;
                    chosen.push(left.remove(at));
                }
                choices.push(chosen);
                choices.dedup();
                choices.into_iter().map(Action::Discard).collect()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_cards::cards;

    #[test]
    fn verbs_round_trip_through_records() {
        let names = ["Ann", "Bob", "Cy"];
        let seat_of = |name: &str| names.iter().position(|&n| n == name).map(Seat::from);
        let actions = [
            Action::Deal,
            Action::Buy,
            Action::Discard(Vec::new()),
            Action::Discard(cards("7S KH").unwrap()),
            Action::Attack {
                defender: Seat(2),
                bet: 15,
            },
            Action::Call,
            Action::Raise(10),
            Action::Fold,
            Action::Stay,
        ];
        for action in actions {
            let entry = action.encode(|seat| names[seat.index()].to_string());
            let verb = entry[0].as_str().unwrap();
            assert_eq!(Action::decode(verb, &entry[1..], &seat_of).unwrap(), action);
        }
        let attack = Action::Attack {
            defender: Seat(1),
            bet: 20,
        };
        assert_eq!(
            attack.encode(|s| names[s.index()].into()),
            [json!("attack"), json!("Bob"), json!(20)]
        );
    }

    #[test]
    fn bad_verbs_and_arguments_are_reported() {
        let seat_of = |name: &str| (name == "Ann").then_some(Seat(0));
        let cases = [
            ("check", vec![], "unknown Palace Poker verb \"check\""),
            (
                "attack",
                vec![json!("Ann")],
                "`attack` takes a player and a bet",
            ),
            (
                "attack",
                vec![json!("Zed"), json!(5)],
                "\"Zed\" is not one of the players",
            ),
            ("raise", vec![json!(-5)], "whole number of chips"),
            ("discard", vec![json!("ZZ")], "ZZ"),
            ("discard", vec![json!(7)], "`discard` names cards"),
            ("stay", vec![json!(1)], "`stay` takes no arguments"),
        ];
        for (verb, args, message) in cases {
            let error = Action::decode(verb, &args, &seat_of).unwrap_err();
            assert!(error.contains(message), "{verb}: {error}");
        }
    }

    #[test]
    fn a_discard_move_admits_distinct_soldiers_in_its_count() {
        let soldiers = cards("7S KH 2D").unwrap();
        let discard = Move::Discard {
            soldiers: soldiers.clone(),
            min: 1,
            max: 2,
        };
        assert!(discard.admits(&Action::Discard(cards("KH").unwrap())));
        assert!(discard.admits(&Action::Discard(cards("2D 7S").unwrap())));
        assert!(!discard.admits(&Action::Discard(Vec::new())), "too few");
        assert!(
            !discard.admits(&Action::Discard(soldiers.clone())),
            "too many"
        );
        assert!(
            !discard.admits(&Action::Discard(cards("KH KH").unwrap())),
            "twice"
        );
        assert!(
            !discard.admits(&Action::Discard(cards("AS").unwrap())),
            "not a soldier"
        );
        let mut n = 0;
        let examples = discard.examples(&mut |lo, hi| {
            n += 1;
            lo + n % (hi - lo + 1)
        });
        assert!(examples.iter().all(|a| discard.admits(a)), "{examples:?}");
    }
}
