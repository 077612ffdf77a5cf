//! Palace Poker's face at the terminal: its bots, its rows, its rules page, and the keys of
//! [`super::keys`] with the engine's reason when a move key's move is not open.

use parlour_cards::Card;
use parlour_engine::{Game, Seat};
use parlour_palace::{Action, Event, Palace, Rules, Status};
use ratatui::crossterm::event::KeyCode;
use ratatui::text::Line;

use super::keys::{self, Pick};
use crate::entry::EntryKind;
use crate::face::{Face, refusal};
use crate::mode::{Choice, Entered, HandEnd, Mode, Outcome};
use crate::speak::{Words, say};
use crate::table::Seated;

impl Face for Palace {
    /// A turn offers five moves: close together, they fit one line of 80 columns.
    const MOVES_HEIGHT: u16 = 5;
    const CLOSE_MOVES: bool = true;

    fn table_lines(
        words: &Words,
        t: &Seated<Palace>,
        mode: &Mode,
        width: usize,
    ) -> Vec<Line<'static>> {
        super::render::table_lines(words, &t.view(), mode, width)
    }

    fn keys_paragraph(words: &Words, rules: &Rules) -> String {
        let betting = match rules.betting {
            parlour_palace::Betting::NoLimit => "no-limit",
            parlour_palace::Betting::Limit => "limit",
        };
        say!(words, "terminal-palace-keys", betting = betting)
    }

    fn move_keys(words: &Words, t: &Seated<Palace>) -> Vec<(String, String)> {
        keys::move_keys(words, &t.view())
    }

    fn choice(words: &Words, t: &Seated<Palace>, key: KeyCode) -> Option<Choice<Action>> {
        if let Some(choice) = keys::choice(&t.view(), key) {
            return Some(choice);
        }
        // A move key whose move is not open now: the engine says why.
        let other = (0..t.game().seats())
            .map(Seat::from)
            .find(|&s| s != t.human)
            .unwrap_or(t.human);
        let probe = match key {
            KeyCode::Char('c') => Action::Call,
            KeyCode::Char('r') => Action::Raise {
                amount: t.rules().big_bet,
            },
            KeyCode::Char('b') => Action::Buy,
            KeyCode::Char('d') => Action::Discard { cards: Vec::new() },
            KeyCode::Char('a') => Action::Attack {
                defender: other,
                bet: t.rules().small_bet,
            },
            KeyCode::Char('s') => Action::Stay,
            KeyCode::Char('f') => Action::Fold,
            KeyCode::Char('n') | KeyCode::Enter => Action::Deal,
            _ => return None,
        };
        Some(Choice::Refused(refusal(words, t, &probe)))
    }

    fn entered(
        _words: &Words,
        _t: &Seated<Palace>,
        kind: &EntryKind,
        amount: u64,
    ) -> Entered<Action> {
        match kind {
            EntryKind::Attack { defender, .. } => Entered::Act(Action::Attack {
                defender: *defender,
                bet: amount,
            }),
            EntryKind::Raise { .. } => Entered::Act(Action::Raise { amount }),
            other => unreachable!("a Palace table asks only for battle bets, not {other:?}"),
        }
    }

    fn hand_end(words: &Words, t: &Seated<Palace>, event: &Event<Option<Card>>) -> Option<HandEnd> {
        let Event::RoundOver { round: hand } = event else {
            return None;
        };
        let me = t.human;
        Some(HandEnd {
            lines: super::describe::hand_over(words, hand, t.rules().exclusion, me),
            played: hand.player(me).status != Status::SatOut,
            net: hand.net()[me.index()],
        })
    }

    fn cannot_play(words: &Words, t: &Seated<Palace>) -> Option<String> {
        if t.game().can_play(t.human) {
            return None;
        }
        Some(say!(
            words,
            "terminal-palace-sit-out",
            chips = t.game().chips(t.human),
            least = t.rules().least_to_be_dealt_in()
        ))
    }

    fn forced_pick(t: &Seated<Palace>) -> Option<Pick> {
        keys::forced_pick(&t.view())
    }

    fn pick_key(words: &Words, _t: &Seated<Palace>, pick: Pick, key: KeyCode) -> Outcome<Action> {
        keys::pick_key(words, pick, key)
    }

    fn pick_lines(words: &Words, t: &Seated<Palace>, pick: &Pick) -> Vec<Line<'static>> {
        super::render::pick_lines(words, &t.view(), pick)
    }
}
