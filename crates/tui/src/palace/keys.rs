//! The Palace moves and their keys, and the choosing some of them start: which soldiers to let go,
//! whom to attack. Only the moves listed in the seat's view are offered, so every key either asks
//! for a legal move or says why nothing happened.
//!
//! | key | move |
//! |---|---|
//! | `n` or Enter | deal the next hand (the dealer) |
//! | `b` | buy a soldier |
//! | `d` | discard: pick soldiers with their numbers (or ←→ and Space), then Enter |
//! | `a` | attack: pick the target with its number (or ←→), Enter; at no-limit then the bet |
//! | `c` / `r` / `f` | call / raise / fold (in a battle, `r` at no-limit asks the amount) |
//! | `s` / `f` | stay / fold on one's turn |

use parlour_engine::Limits;
use parlour_palace::{Action, Move, Phase, View};
use ratatui::crossterm::event::KeyCode;

pub use super::pick::{Pick, SoldierPick, TargetPick};
use crate::entry::{Entry, EntryKind};
use crate::mode::{Choice, Outcome};
use crate::speak::{Words, number, say};

/// An amount as a move offers it: "15", or "15–200" when it may be chosen.
fn amount(words: &Words, limits: &Limits) -> String {
    if limits.min == limits.max {
        number(words, limits.min)
    } else {
        say!(words, "terminal-range", min = limits.min, max = limits.max)
    }
}

/// The seat's legal moves, with the keys that make them, for the bottom of the screen.
pub fn move_keys(words: &Words, view: &View) -> Vec<(String, String)> {
    let discarding = matches!(view.phase, Phase::Discarding { .. });
    let said = |id: &str| say!(words, id);
    let enter = said("terminal-key-enter");
    view.seen
        .moves
        .iter()
        .map(|m| match m {
            Move::Cut => (enter.clone(), said("terminal-palace-move-cut-deal")),
            Move::Deal => (format!("n/{enter}"), said("terminal-palace-move-deal")),
            Move::Buy { price } => (
                "b".into(),
                say!(words, "terminal-palace-move-buy-soldier", price = *price),
            ),
            Move::Discard { .. } if discarding => ("d".into(), said("terminal-palace-move-let-go")),
            Move::Discard { .. } => ("d".into(), said("terminal-palace-move-discard")),
            Move::Attack { bet, .. } => (
                "a".into(),
                say!(
                    words,
                    "terminal-palace-move-attack",
                    bet = amount(words, bet)
                ),
            ),
            Move::Call { amount } => (
                "c".into(),
                say!(words, "terminal-palace-move-call", amount = *amount),
            ),
            Move::Raise(limits) => (
                "r".into(),
                say!(
                    words,
                    "terminal-palace-move-raise",
                    amount = amount(words, limits)
                ),
            ),
            Move::Fold => ("f".into(), said("terminal-palace-move-fold")),
            Move::Stay => ("s".into(), said("terminal-palace-move-stay")),
        })
        .collect()
}

/// What `key` asks for on the table as the view shows it, if anything.
pub(crate) fn choice(view: &View, key: KeyCode) -> Option<Choice<Action>> {
    let has = |want: &Move| view.seen.moves.contains(want);
    let step = view.rules.small_bet;
    Some(match key {
        KeyCode::Enter if has(&Move::Cut) => Choice::Act(Action::Cut),
        KeyCode::Char('n') | KeyCode::Enter if has(&Move::Deal) => Choice::Act(Action::Deal),
        KeyCode::Char('s') if has(&Move::Stay) => Choice::Act(Action::Stay),
        KeyCode::Char('f') if has(&Move::Fold) => Choice::Act(Action::Fold),
        KeyCode::Char(key) => view.seen.moves.iter().find_map(|m| match (key, m) {
            ('b', Move::Buy { .. }) => Some(Choice::Act(Action::Buy)),
            ('c', Move::Call { .. }) => Some(Choice::Act(Action::Call)),
            ('r', Move::Raise(limits)) if limits.min == limits.max => {
                Some(Choice::Act(Action::Raise { amount: limits.min }))
            }
            ('r', Move::Raise(limits)) => Some(Choice::Enter(Entry::suggested(
                EntryKind::Raise { step },
                *limits,
                limits.min,
            ))),
            ('d', Move::Discard { soldiers, min, max }) => Some(Choice::Pick(Pick::Soldiers(
                SoldierPick::new(soldiers, *min, *max),
            ))),
            ('a', Move::Attack { targets, bet }) => Some(Choice::Pick(Pick::Target(TargetPick {
                targets: targets.clone(),
                at: 0,
                bet: *bet,
                step,
            }))),
            _ => None,
        })?,
        _ => return None,
    })
}

/// The choice of soldiers the seat must make now, after a buy or a capture, if it must.
pub fn forced_pick(view: &View) -> Option<Pick> {
    let Phase::Discarding { .. } = view.phase else {
        return None;
    };
    view.seen.moves.iter().find_map(|m| match m {
        Move::Discard { soldiers, min, max } => {
            Some(Pick::Soldiers(SoldierPick::new(soldiers, *min, *max)))
        }
        _ => None,
    })
}

/// Where a digit key points in a list: `1` the first, ..., `9` the ninth, `0` the tenth.
fn digit_index(c: char) -> Option<usize> {
    let d = c.to_digit(10)? as usize;
    Some(if d == 0 { 9 } else { d - 1 })
}

/// The cursor moved one place by an arrow key, round the list.
fn moved(at: usize, len: usize, key: KeyCode) -> Option<usize> {
    match key {
        KeyCode::Left | KeyCode::Up => Some((at + len - 1) % len),
        KeyCode::Right | KeyCode::Down | KeyCode::Tab => Some((at + 1) % len),
        _ => None,
    }
}

/// The answer to a key while choosing.
pub fn pick_key(words: &Words, pick: Pick, key: KeyCode) -> Outcome<Action> {
    if key == KeyCode::Esc {
        return Outcome::Back;
    }
    match pick {
        Pick::Soldiers(mut p) => {
            let len = p.soldiers.len();
            if let Some(at) = moved(p.at, len.max(1), key) {
                p.at = at;
                return Outcome::Pick(Pick::Soldiers(p));
            }
            let toggle = match key {
                KeyCode::Char(' ') if len > 0 => Some(p.at),
                KeyCode::Char(c) => digit_index(c).filter(|&i| i < len),
                _ => None,
            };
            if let Some(i) = toggle {
                p.at = i;
                p.chosen[i] = !p.chosen[i];
                return Outcome::Pick(Pick::Soldiers(p));
            }
            if key != KeyCode::Enter {
                return Outcome::Refuse(say!(words, "terminal-choose-soldiers"));
            }
            let gone = p.gone();
            if gone.len() < p.min {
                Outcome::Refuse(say!(
                    words,
                    "terminal-choose-at-least",
                    count = p.min,
                    chosen = gone.len()
                ))
            } else if gone.len() > p.max {
                Outcome::Refuse(say!(words, "terminal-choose-at-most", count = p.max))
            } else {
                Outcome::Act(Action::Discard { cards: gone })
            }
        }
        Pick::Target(mut p) => {
            let len = p.targets.len();
            if let Some(at) = moved(p.at, len, key) {
                p.at = at;
                return Outcome::Pick(Pick::Target(p));
            }
            match key {
                KeyCode::Char(c) if digit_index(c).is_some_and(|i| i < len) => {
                    p.at = digit_index(c).expect("a digit");
                    Outcome::Pick(Pick::Target(p))
                }
                KeyCode::Enter if p.bet.min == p.bet.max => Outcome::Act(Action::Attack {
                    defender: p.target(),
                    bet: p.bet.min,
                }),
                KeyCode::Enter => Outcome::Amount(Entry::suggested(
                    EntryKind::Attack {
                        defender: p.target(),
                        step: p.step,
                    },
                    p.bet,
                    p.bet.min,
                )),
                _ => Outcome::Refuse(say!(words, "terminal-choose-target")),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speak::Lang;
    use parlour_cards::cards;
    use parlour_engine::Seat;

    #[test]
    fn soldiers_are_chosen_by_number_or_by_the_cursor() {
        let en = Words::new(Lang::En);
        let soldiers = cards("7S KH 2D").unwrap();
        let pick = Pick::Soldiers(SoldierPick::new(&soldiers, 1, 3));
        let Outcome::Refuse(why) = pick_key(&en, pick.clone(), KeyCode::Enter) else {
            panic!("a discard of nothing is refused")
        };
        assert_eq!(why, "Choose at least 1 soldier to let go (0 chosen).");
        let mut state = pick;
        for key in [KeyCode::Char('2'), KeyCode::Right, KeyCode::Char(' ')] {
            let Outcome::Pick(next) = pick_key(&en, state, key) else {
                panic!("still choosing")
            };
            state = next;
        }
        assert_eq!(
            pick_key(&en, state, KeyCode::Enter),
            Outcome::Act(Action::Discard {
                cards: cards("KH 2D").unwrap()
            })
        );
        let none = Pick::Soldiers(SoldierPick::new(&soldiers, 0, 3));
        assert_eq!(
            pick_key(&en, none, KeyCode::Enter),
            Outcome::Act(Action::Discard { cards: Vec::new() }),
            "after a buy, Enter with none chosen keeps them all"
        );
    }

    #[test]
    fn a_target_then_the_bet() {
        let en = Words::new(Lang::En);
        let target = |min, max| {
            Pick::Target(TargetPick {
                targets: vec![Seat(1), Seat(2)],
                at: 0,
                bet: Limits { min, max },
                step: 5,
            })
        };
        let Outcome::Pick(second) = pick_key(&en, target(15, 15), KeyCode::Char('2')) else {
            panic!("still choosing")
        };
        assert_eq!(
            pick_key(&en, second, KeyCode::Enter),
            Outcome::Act(Action::Attack {
                defender: Seat(2),
                bet: 15
            })
        );
        assert_eq!(
            pick_key(&en, target(15, 90), KeyCode::Enter),
            Outcome::Amount(Entry::suggested(
                EntryKind::Attack {
                    defender: Seat(1),
                    step: 5
                },
                Limits { min: 15, max: 90 },
                15
            ))
        );
        assert_eq!(pick_key(&en, target(15, 15), KeyCode::Esc), Outcome::Back);
        assert!(matches!(
            pick_key(&en, target(15, 15), KeyCode::Char('7')),
            Outcome::Refuse(_)
        ));
    }
}
