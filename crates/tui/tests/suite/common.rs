//! What the screen tests share: rendering the client into ratatui's test backend, and pressing keys.

use parlour_cards::cards;
use parlour_tui::app::Mode;
use parlour_tui::{App, Deal, Lang, Setup, Words, render};
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
        bots: Default::default(),
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

/// The languages every screen test runs in: English, whose snapshots are the reviewed English
/// screens, and Hungarian, whose long words test that every line still fits.
pub const LANGS: [Lang; 2] = [Lang::En, Lang::Hu];

/// The player's name when they give none, in `lang`: "You", "Te".
pub fn player(lang: Lang) -> String {
    Words::new(lang).say("terminal-default-name")
}

/// As [`setup`], the player named as `lang` names them when they give no name.
pub fn setup_in(lang: Lang, rules: Value, deal: Deal, opponents: usize, chips: u64) -> Setup {
    Setup {
        name: player(lang),
        ..setup(rules, deal, opponents, chips)
    }
}

/// A snapshot of `screen` named `name` in English, `hu_name` in Hungarian (each language's
/// reviewed screens apart).
macro_rules! snapshot {
    ($lang:expr, $name:literal, $screen:expr) => {{
        let screen: String = ::std::clone::Clone::clone(&$screen);
        match $lang {
            parlour_tui::Lang::En => insta::assert_snapshot!($name, screen),
            lang => insta::assert_snapshot!(format!("{}_{}", lang.code(), $name), screen),
        }
    }};
}
pub(crate) use snapshot;

/// A snapshot of `screen` named `name`, in English only: a screen most of whose words are another
/// area's (the rules in words, Palace's hands) is checked in the other languages for speaking and
/// fitting, not word for word, so that those words may change without it.
macro_rules! english_snapshot {
    ($lang:expr, $name:literal, $screen:expr) => {{
        if $lang == parlour_tui::Lang::En {
            insta::assert_snapshot!($name, ::std::clone::Clone::clone(&$screen));
        }
    }};
}
pub(crate) use english_snapshot;

/// The message ids' areas: an id on the screen is a message no catalogue said.
const AREAS: [&str; 10] = [
    "terminal-",
    "rules-",
    "palace-",
    "pontoon-",
    "casino-",
    "table-",
    "refusal-",
    "why-",
    "verb-",
    "what-",
];

/// Panics unless the screen, 80 × 24, speaks: no message id is on it, and nothing the client draws
/// is cut off by the terminal's edge (the title, the table's rows, the moves and messages under
/// the log, the end of a hand). Hungarian's long words are the test of it.
pub fn assert_speaks(app: &App) {
    assert_said(app, true);
}

/// [`assert_speaks`] for the plain face, which shows a game's own fields by the names the wire
/// gives them ("viewer: seat 0"): in any language, no message id and nothing cut off.
pub fn assert_speaks_plain(app: &App) {
    assert_said(app, false);
}

fn assert_said(app: &App, all_words: bool) {
    let (width, height) = (80usize, 24usize);
    let shown = screen(app, width as u16, height as u16);
    for area in AREAS {
        assert!(
            !shown.contains(area),
            "a message id ({area}…) is on the screen:\n{shown}"
        );
    }
    // A screen in another language has no sentence left in English: none of English's commonest
    // words, which no other language here writes, stands on it as a word.
    if all_words && app.words.lang() != Lang::En {
        let english = [
            "the", "and", "your", "you", "with", "seat", "chips", "round", "turn",
        ];
        let lower = shown.to_lowercase();
        let left: Vec<&str> = lower
            .split(|c: char| !c.is_alphanumeric())
            .filter(|word| english.contains(word))
            .collect();
        assert!(
            left.is_empty(),
            "English left on the screen ({left:?}):\n{shown}"
        );
    }
    let inner = width - 2;
    let title = render::title(app);
    assert!(
        title.chars().count() <= inner,
        "the title is cut off: {title:?}\n{shown}"
    );
    if matches!(app.mode, Mode::Rules { .. } | Mode::Summary) {
        return;
    }
    let table = app.table.table_lines(&app.words, &app.mode, inner);
    for line in &table {
        assert!(
            line.width() <= inner,
            "a row of the table is cut off ({} > {inner}): {:?}\n{shown}",
            line.width(),
            line.to_string()
        );
    }
    let moves_height = usize::from(app.table.moves_height());
    let room = height - 4 - moves_height;
    assert!(
        table.len() + 2 <= room,
        "the table has {} rows, room for {}:\n{shown}",
        table.len(),
        room - 2
    );
    let rows = |lines: &[String]| -> usize {
        lines
            .iter()
            .map(|line| parlour_tui::draw::wrap_rows(line, inner).len())
            .sum()
    };
    let moves: Vec<String> = render::moves_lines(app)
        .iter()
        .map(|line| line.to_string())
        .collect();
    assert!(
        rows(&moves) <= moves_height - 2,
        "the moves take {} rows, room for {}: {moves:?}\n{shown}",
        rows(&moves),
        moves_height - 2
    );
    if let Mode::Settlement(lines) = &app.mode {
        let log_room = height - (table.len() + 2) - moves_height - 2;
        assert!(
            rows(lines) <= log_room,
            "the end of the hand takes {} rows, room for {log_room}: {lines:?}\n{shown}",
            rows(lines)
        );
    }
}

/// `en` in English, `hu` in Hungarian.
pub fn in_lang<'a>(lang: Lang, en: &'a str, hu: &'a str) -> &'a str {
    match lang {
        Lang::Hu => hu,
        _ => en,
    }
}

/// The screen, 80 × 24, once it is checked to speak (no message id, nothing cut off).
pub fn spoken(app: &App) -> String {
    assert_speaks(app);
    screen(app, 80, 24)
}
