//! What players do at a Palace Poker table ([`Action`]), what they may do now ([`Move`]), and the
//! record verbs for both. The table of verbs is in `docs/hand-records.md`.

use parlour_cards::Card;
use parlour_engine::seating::SeatChange;
use parlour_engine::{LegalMove, Limits, Seat, Verbs};
use serde::{Deserialize, Serialize};

/// One thing a player does.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, Verbs)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
#[verbs(game = "Palace Poker")]
pub enum Action {
    /// Before the first hand at a table opened empty: the players cut for the deal.
    Cut,
    /// The dealer starts a hand (the engine takes the antes and deals).
    Deal,
    /// Pay a small bet for the top card of the draw pile, as a soldier.
    Buy,
    /// Let these soldiers go: after a buy (possibly none, which ends the turn), on its own as a turn
    /// (one or more), or after a capture (enough to be back to the most soldiers allowed).
    Discard { cards: Vec<Card> },
    /// Attack `defender` with a battle bet of `bet`.
    Attack { defender: Seat, bet: u64 },
    /// In a battle: pay what calling costs, and the hands are compared.
    Call,
    /// In a battle: call, then raise by this much.
    Raise { amount: u64 },
    /// Leave the hand: on one's turn, or in a battle rather than call.
    Fold,
    /// Do nothing this turn.
    Stay,
    /// Sit down, top up, stand up or move (`parlour_engine::seating`).
    #[serde(untagged)]
    Seat(SeatChange),
}

/// A legal move as a seat's view lists it, amounts as ranges.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum Move {
    /// The cut for the deal is due (the table was opened empty): the first to sit calls it.
    Cut,
    /// The dealer may start the next hand.
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
            (Move::Cut, Action::Cut)
            | (Move::Deal, Action::Deal)
            | (Move::Buy { .. }, Action::Buy)
            | (Move::Call { .. }, Action::Call)
            | (Move::Fold, Action::Fold)
            | (Move::Stay, Action::Stay) => true,
            (Move::Discard { soldiers, min, max }, Action::Discard { cards }) => {
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
            (Move::Raise(limits), Action::Raise { amount }) => limits.contains(*amount),
            _ => false,
        }
    }

    fn examples(&self, pick: &mut dyn FnMut(u64, u64) -> u64) -> Vec<Action> {
        let mut range = |limits: Limits| limits.examples(pick);
        match self {
            Move::Cut => vec![Action::Cut],
            Move::Deal => vec![Action::Deal],
            Move::Buy { .. } => vec![Action::Buy],
            Move::Call { .. } => vec![Action::Call],
            Move::Fold => vec![Action::Fold],
            Move::Stay => vec![Action::Stay],
            Move::Raise(limits) => range(*limits)
                .into_iter()
                .map(|amount| Action::Raise { amount })
                .collect(),
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
                choices
                    .into_iter()
                    .map(|cards| Action::Discard { cards })
                    .collect()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_cards::cards;
    use parlour_engine::Seat;
    use parlour_engine::record::{codec_refusals, codec_round_trip};
    use serde_json::json;

    #[test]
    fn a_discard_move_admits_distinct_soldiers_in_its_count() {
        let soldiers = cards("7S KH 2D").unwrap();
        let discard = Move::Discard {
            soldiers: soldiers.clone(),
            min: 1,
            max: 2,
        };
        assert!(discard.admits(&Action::Discard {
            cards: cards("KH").unwrap()
        }));
        assert!(discard.admits(&Action::Discard {
            cards: cards("2D 7S").unwrap()
        }));
        assert!(
            !discard.admits(&Action::Discard { cards: Vec::new() }),
            "too few"
        );
        assert!(
            !discard.admits(&Action::Discard {
                cards: soldiers.clone()
            }),
            "too many"
        );
        assert!(
            !discard.admits(&Action::Discard {
                cards: cards("KH KH").unwrap()
            }),
            "twice"
        );
        assert!(
            !discard.admits(&Action::Discard {
                cards: cards("AS").unwrap()
            }),
            "not a soldier"
        );
        let mut n = 0;
        let examples = discard.examples(&mut |lo, hi| {
            n += 1;
            lo + n % (hi - lo + 1)
        });
        assert!(examples.iter().all(|a| discard.admits(a)), "{examples:?}");
    }

    #[test]
    fn verbs_round_trip_through_records() {
        let names = ["Ann", "Bob", "Cy"];
        let actions = [
            Action::Cut,
            Action::Deal,
            Action::Buy,
            Action::Discard { cards: Vec::new() },
            Action::Discard {
                cards: cards("7S KH").unwrap(),
            },
            Action::Attack {
                defender: Seat(2),
                bet: 15,
            },
            Action::Call,
            Action::Raise { amount: 10 },
            Action::Fold,
            Action::Stay,
        ];
        let entries = codec_round_trip(&names, &actions);
        // The defender by name, then the bet: the fields in their order.
        assert_eq!(entries[5], [json!("attack"), json!("Cy"), json!(15)]);
    }

    #[test]
    fn bad_verbs_and_arguments_are_reported() {
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
        codec_refusals::<Action>(Seat(0), &cases);
    }
}
