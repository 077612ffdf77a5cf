//! The home game at the terminal: a player as banker, every household variation, Shoot Pontoon's
//! kitty; its keys, its amounts, the end of a hand for the player.
//!
//! | key | move |
//! |---|---|
//! | `d` or Enter | deal (the banker) |
//! | `m` or digits | stake |
//! | `t` or `+` | twist |
//! | `b` or `*` | buy |
//! | `s` or Enter | stick (the banker: stay) |
//! | `p` or `/` | split |
//! | `u` | burn |
//! | `h` | shoot (`n`: no shoot bet) |
//! | `y` / `n` | double or not; buy the bank or not |
//! | `k` | put up the kitty |
//! | `o` | offer the bank |

use parlour_engine::Game;
use parlour_pontoon::{Action, Event, Move, Phase, Pontoon, Rules};
use ratatui::crossterm::event::KeyCode;
use ratatui::text::Line;

use crate::describe::home_settlement;
use crate::entry::{Entry, EntryKind};
use crate::face::{Face, legal_or_why};
use crate::mode::{Choice, Entered, HandEnd, Mode, OfferPick};
use crate::speak::{Words, say};
use crate::table::Seated;

impl Face for Pontoon {
    fn table_lines(
        words: &Words,
        t: &Seated<Pontoon>,
        _mode: &Mode,
        width: usize,
    ) -> Vec<Line<'static>> {
        super::render::home_lines(words, &t.view(), width)
    }

    fn keys_paragraph(words: &Words, _rules: &Rules) -> String {
        say!(words, "terminal-home-keys")
    }

    fn move_keys(words: &Words, t: &Seated<Pontoon>) -> Vec<(String, String)> {
        let banker = t.game().phase() == Phase::Banker;
        let said = |id: &str| say!(words, id);
        let enter = said("terminal-key-enter");
        let ranged =
            |id: &str, l: parlour_engine::Limits| say!(words, id, min = l.min, max = l.max);
        t.game()
            .legal_moves(t.human)
            .into_iter()
            .map(|m| match m {
                Move::Cut => (format!("c/{enter}"), said("terminal-home-move-cut")),
                Move::Deal => (format!("d/{enter}"), said("terminal-home-move-deal")),
                Move::Stake(l) => (
                    said("terminal-home-key-digits"),
                    ranged("terminal-home-move-stake", l),
                ),
                Move::Twist => ("t/+".into(), said("terminal-home-move-twist")),
                Move::Stick if banker => (format!("s/{enter}"), said("terminal-home-move-stay")),
                Move::Stick => (format!("s/{enter}"), said("terminal-home-move-stick")),
                Move::Buy(l) => ("b/*".into(), ranged("terminal-home-move-buy", l)),
                Move::Split => ("p//".into(), said("terminal-home-move-split")),
                Move::Burn => ("u".into(), said("terminal-home-move-burn")),
                Move::Shoot(l) => ("h".into(), ranged("terminal-home-move-shoot", l)),
                Move::Double => ("y".into(), said("terminal-home-move-double")),
                Move::DeclineDouble => ("n".into(), said("terminal-home-move-no-double")),
                Move::Kitty(l) => ("k".into(), ranged("terminal-home-move-kitty", l)),
                Move::OfferBank { .. } => ("o".into(), said("terminal-home-move-offer")),
                Move::AcceptBank { price } => (
                    "y".into(),
                    say!(words, "terminal-home-move-accept", price = price),
                ),
                Move::DeclineBank => ("n".into(), said("terminal-home-move-decline")),
            })
            .collect()
    }

    fn choice(words: &Words, t: &Seated<Pontoon>, key: KeyCode) -> Option<Choice<Action>> {
        let moves = t.game().legal_moves(t.human);
        let has = |want: &Move| moves.contains(want);
        // The amounts each move with an amount allows now, if it is open.
        let (mut stake, mut buy, mut shoot, mut kitty) = (None, None, None, None);
        for m in &moves {
            match m {
                Move::Stake(l) => stake = Some(*l),
                Move::Buy(l) => buy = Some(*l),
                Move::Shoot(l) => shoot = Some(*l),
                Move::Kitty(l) => kitty = Some(*l),
                _ => {}
            }
        }
        let banker = t.game().phase() == Phase::Banker;
        let legal_or_why = |action: Action| legal_or_why(words, t, &moves, action);
        let least = t.rules().min_stake;
        Some(match key {
            KeyCode::Char('c') | KeyCode::Enter if has(&Move::Cut) => Choice::Act(Action::Cut),
            KeyCode::Char('d') | KeyCode::Enter if has(&Move::Deal) => Choice::Act(Action::Deal),
            KeyCode::Char('y') if has(&Move::Double) => Choice::Act(Action::Double),
            KeyCode::Char('n') if has(&Move::DeclineDouble) => Choice::Act(Action::DeclineDouble),
            KeyCode::Char('y') if moves.iter().any(|m| matches!(m, Move::AcceptBank { .. })) => {
                Choice::Act(Action::AcceptBank)
            }
            KeyCode::Char('n') if has(&Move::DeclineBank) => Choice::Act(Action::DeclineBank),
            KeyCode::Char('n') if shoot.is_some_and(|l| l.min == 0) => {
                Choice::Act(Action::Shoot { amount: 0 })
            }
            KeyCode::Char(c @ '0'..='9') if stake.is_some() => {
                Choice::Enter(Entry::typed(EntryKind::Stake, stake?, c.to_string()))
            }
            KeyCode::Char('m') => match stake {
                Some(l) => Choice::Enter(Entry::suggested(EntryKind::Stake, l, l.min)),
                None => legal_or_why(Action::Stake { amount: least }),
            },
            KeyCode::Char('b' | '*') => match buy {
                Some(l) => Choice::Enter(Entry::suggested(EntryKind::Buy, l, l.min)),
                None => legal_or_why(Action::Buy { amount: least }),
            },
            KeyCode::Char('h') => match shoot {
                Some(l) => Choice::Enter(Entry::suggested(EntryKind::Shoot, l, l.min)),
                None => legal_or_why(Action::Shoot { amount: 1 }),
            },
            KeyCode::Char('k') => match kitty {
                Some(l) => Choice::Enter(Entry::suggested(EntryKind::Kitty, l, l.min)),
                None => legal_or_why(Action::Kitty { amount: 1 }),
            },
            KeyCode::Char('o') => match moves.iter().find_map(|m| match m {
                Move::OfferBank { buyers } => Some(buyers.clone()),
                _ => None,
            }) {
                Some(buyers) => Choice::Offer(OfferPick { buyers, at: 0 }),
                None => Choice::Refused(say!(words, "terminal-only-banker-offers")),
            },
            KeyCode::Char('t' | '+') => legal_or_why(Action::Twist),
            KeyCode::Char('s') | KeyCode::Enter if banker || !has(&Move::Deal) => {
                legal_or_why(Action::Stick)
            }
            KeyCode::Char('p' | '/') => legal_or_why(Action::Split),
            KeyCode::Char('u') => legal_or_why(Action::Burn),
            KeyCode::Char('d') => legal_or_why(Action::Deal),
            KeyCode::Char('y') => legal_or_why(Action::Double),
            KeyCode::Char('0'..='9') => legal_or_why(Action::Stake { amount: least }),
            _ => return None,
        })
    }

    fn entered(
        words: &Words,
        _t: &Seated<Pontoon>,
        kind: &EntryKind,
        amount: u64,
    ) -> Entered<Action> {
        match kind {
            EntryKind::Stake => Entered::Act(Action::Stake { amount }),
            EntryKind::Buy => Entered::Act(Action::Buy { amount }),
            EntryKind::Shoot => Entered::Act(Action::Shoot { amount }),
            // Chips put in the kitty never come back to the banker while he banks.
            EntryKind::Kitty => Entered::Confirm(
                say!(words, "terminal-kitty-confirm", chips = amount),
                Action::Kitty {
                    amount: amount as i64,
                },
            ),
            EntryKind::OfferPrice(buyer) => Entered::Act(Action::OfferBank {
                buyer: *buyer,
                price: amount,
            }),
            EntryKind::Attack { .. } | EntryKind::Raise { .. } => {
                unreachable!("a home table asks for no battle bet")
            }
        }
    }

    fn hand_end(
        words: &Words,
        t: &Seated<Pontoon>,
        event: &Event<Option<parlour_cards::Card>>,
    ) -> Option<HandEnd> {
        let Event::RoundOver { round: hand } = event else {
            return None;
        };
        let me = t.human;
        let banks = hand.banker.seat == me;
        Some(HandEnd {
            lines: home_settlement(words, hand, me),
            played: banks || hand.punters.iter().any(|p| p.seat == me),
            net: hand.net[me.index()] + if banks { hand.kitty_net } else { 0 },
        })
    }

    fn cannot_play(words: &Words, t: &Seated<Pontoon>) -> Option<String> {
        let me = t.human;
        if t.game().banker() == me || t.game().can_stake(me) {
            return None;
        }
        let rules = t.rules();
        Some(say!(
            words,
            "terminal-home-sit-out",
            chips = t.game().chips(me),
            stake = rules.min_stake,
            cover = if rules.cover_factor() == 4 {
                "four"
            } else {
                "two"
            },
            least = rules.least_to_be_dealt_in()
        ))
    }
}
