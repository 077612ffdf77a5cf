//! What the screen tests share: rendering the client into ratatui's test backend, and pressing keys.

use parlour_cards::cards;
use parlour_tui::{App, Deal, Setup, render};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use serde_json::Value;

/// "You" and `opponents` bots at a table of `rules`, dealt by `deal`, everyone with `chips`; the
/// table cuts for the first bank or deal.
pub fn setup(rules: Value, deal: Deal, opponents: usize, chips: u64) -> Setup {
    Setup {
        rules,
        opponents,
        chips,
        banker: false,
        deal,
        name: "You".into(),
    }
}

/// A deal from a stacked pack: `deck`'s cards in the order they come.
pub fn stacked(deck: &str) -> Deal {
    Deal::Deck(cards(deck).unwrap())
}

/// The screen as a terminal of `width` × `height` shows it, one quoted line a row.
pub fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| render::draw(frame, app)).unwrap();
    terminal.backend().to_string()
}

/// Presses `keys` one by one: `\n` is Enter, `\x08` Backspace, `\x1b` Esc, `←` and `→` the arrows.
pub fn press(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let code = match c {
            '\n' => KeyCode::Enter,
            '\x08' => KeyCode::Backspace,
            '\x1b' => KeyCode::Esc,
            '←' => KeyCode::Left,
            '→' => KeyCode::Right,
            c => KeyCode::Char(c),
        };
        app.on_key(KeyEvent::new(code, KeyModifiers::NONE));
    }
}

/// The player's view, to check a key changed nothing.
pub fn view(app: &App) -> String {
    app.table.view().to_string()
}

/// The message the client shows now.
pub fn said(app: &App) -> &str {
    &app.message.as_ref().expect("a message is shown").text
}

/// Presses `keys`, and panics unless the player's view is as it was.
pub fn assert_unchanged(app: &mut App, keys: &str) {
    let before = view(app);
    press(app, keys);
    assert_eq!(view(app), before);
}

/// Presses `keys`, and panics unless the client says `message` and the player's view is as it was.
pub fn assert_refused(app: &mut App, keys: &str, message: &str) {
    assert_unchanged(app, keys);
    assert_eq!(said(app), message);
}

/// Panics unless the client's log has `line` in it.
pub fn assert_logged(app: &App, line: &str) {
    assert!(app.log.iter().any(|l| l == line), "{:?}", app.log);
}

/// Panics unless the screen, 80 × 24, shows `text`.
pub fn assert_shows(app: &App, text: &str) {
    let screen = screen(app, 80, 24);
    assert!(screen.contains(text), "{screen}");
}
