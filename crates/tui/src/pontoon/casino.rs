//! The casino tables at the terminal (casino Pontoon and Pontoon Blackjack): the house deals, the
//! player bets and plays. The keys follow the numeric keypad of the online table (docs/rules/casino.md §5.8).
//!
//! | key | move |
//! |---|---|
//! | Enter or `0` | bet the last bet again (at first the table minimum) |
//! | `m` or digits | bet an amount typed |
//! | `n` | pass: sit the round out |
//! | `+` or `t` | twist |
//! | Enter or `s` | stick |
//! | `*` or `b` | buy |
//! | `/` or `p` | split |

use parlour_cards::Card;
use parlour_engine::{Game, MAX_CHIPS};
use parlour_pontoon::casino::{Casino, CasinoAction, CasinoEvent, CasinoMove, CasinoRules};
use ratatui::crossterm::event::KeyCode;
use ratatui::text::Line;

use crate::describe::casino_settlement;
use crate::entry::{Entry, EntryKind};
use crate::face::{Face, legal_or_why};
use crate::mode::{Choice, Entered, HandEnd, Mode};
use crate::speak::{Words, say};
use crate::table::Seated;

/// The bet Enter and `0` repeat: the player's last, or the table minimum.
fn repeat(t: &Seated<Casino>) -> u64 {
    t.human_actions()
        .rev()
        .find_map(|action| match action {
            CasinoAction::Stake { amount } => Some(*amount),
            _ => None,
        })
        .unwrap_or(t.rules().min_stake)
}

impl Face for Casino {
    const HAND: &'static str = "terminal-title-round";

    fn table_lines(
        words: &Words,
        t: &Seated<Casino>,
        _mode: &Mode,
        width: usize,
    ) -> Vec<Line<'static>> {
        super::render::casino_lines(words, &t.view(), width)
    }

    fn keys_paragraph(words: &Words, _rules: &CasinoRules) -> String {
        say!(words, "terminal-casino-keys")
    }

    fn move_keys(words: &Words, t: &Seated<Casino>) -> Vec<(String, String)> {
        let enter = say!(words, "terminal-key-enter");
        t.game()
            .legal_moves(t.human)
            .into_iter()
            .map(|m| match m {
                CasinoMove::Stake(l) => (
                    format!("{enter}/0/m"),
                    say!(
                        words,
                        "terminal-casino-move-bet",
                        amount = repeat(t),
                        min = l.min,
                        max = l.max
                    ),
                ),
                CasinoMove::Pass => ("n".into(), say!(words, "terminal-casino-move-pass")),
                CasinoMove::Twist => ("+/t".into(), say!(words, "terminal-casino-move-twist")),
                CasinoMove::Stick => (
                    format!("{enter}/s"),
                    say!(words, "terminal-casino-move-stick"),
                ),
                CasinoMove::Buy { cost } => (
                    "*/b".into(),
                    say!(words, "terminal-casino-move-buy", cost = cost),
                ),
                CasinoMove::Split { cost } => (
                    "//p".into(),
                    say!(words, "terminal-casino-move-split", cost = cost),
                ),
            })
            .collect()
    }

    fn choice(words: &Words, t: &Seated<Casino>, key: KeyCode) -> Option<Choice<CasinoAction>> {
        let moves = t.game().legal_moves(t.human);
        let stake = moves.iter().find_map(|m| match m {
            CasinoMove::Stake(l) => Some(*l),
            _ => None,
        });
        let repeat = repeat(t);
        let legal_or_why = |action: CasinoAction| legal_or_why(words, t, &moves, action);
        Some(match (key, stake) {
            (KeyCode::Enter | KeyCode::Char('0'), Some(_)) => {
                Choice::Act(CasinoAction::Stake { amount: repeat })
            }
            (KeyCode::Char('m'), Some(l)) => Choice::Enter(Entry::suggested(
                EntryKind::Stake,
                l,
                repeat.clamp(l.min, l.max),
            )),
            (KeyCode::Char(c @ '1'..='9'), Some(l)) => {
                Choice::Enter(Entry::typed(EntryKind::Stake, l, c.to_string()))
            }
            (KeyCode::Char('n'), Some(_)) => Choice::Act(CasinoAction::Pass),
            (KeyCode::Char('+' | 't'), _) => legal_or_why(CasinoAction::Twist),
            (KeyCode::Enter | KeyCode::Char('s'), _) => legal_or_why(CasinoAction::Stick),
            (KeyCode::Char('*' | 'b'), _) => legal_or_why(CasinoAction::Buy),
            (KeyCode::Char('/' | 'p'), _) => legal_or_why(CasinoAction::Split),
            (KeyCode::Char('m' | '0'..='9' | 'n'), None) => {
                legal_or_why(CasinoAction::Stake { amount: repeat })
            }
            _ => return None,
        })
    }

    fn entered(
        _words: &Words,
        _t: &Seated<Casino>,
        kind: &EntryKind,
        amount: u64,
    ) -> Entered<CasinoAction> {
        match kind {
            EntryKind::Stake => Entered::Act(CasinoAction::Stake { amount }),
            other => unreachable!("a casino table asks only for a bet, not {other:?}"),
        }
    }

    fn hand_end(
        words: &Words,
        t: &Seated<Casino>,
        event: &CasinoEvent<Option<Card>>,
    ) -> Option<HandEnd> {
        let CasinoEvent::RoundOver { round } = event else {
            return None;
        };
        let me = t.human;
        Some(HandEnd {
            lines: casino_settlement(words, round),
            played: round.bettors.iter().any(|b| b.seat == me),
            net: round.net[me.index()],
        })
    }

    fn cannot_play(words: &Words, t: &Seated<Casino>) -> Option<String> {
        let me = t.human;
        if t.game().can_bet(me) {
            return None;
        }
        let chips = t.game().chips(me);
        Some(if chips < t.rules().min_stake {
            say!(
                words,
                "terminal-casino-cannot-bet",
                least = t.rules().min_stake,
                chips = chips
            )
        } else {
            say!(words, "terminal-casino-full", most = MAX_CHIPS)
        })
    }
}
