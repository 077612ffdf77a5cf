//! Drawing helpers every game's screen shares: a card in colour, a name cut to its column, a
//! paragraph broken into rows.

use parlour_cards::{Card, Suit};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

/// The smallest terminal the client draws a table on.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// A card as the player sees it, in colour: `▒▒` face down.
pub(crate) fn card_span(card: Option<Card>) -> Span<'static> {
    match card {
        None => Span::styled("▒▒", Style::new().fg(Color::DarkGray)),
        Some(c) => {
            let red = matches!(c.suit, Suit::Hearts | Suit::Diamonds);
            let style = if red {
                Style::new().fg(Color::Red)
            } else {
                Style::new()
            };
            Span::styled(format!("{c:#}"), style.add_modifier(Modifier::BOLD))
        }
    }
}

/// A name cut to `most` characters with an ellipsis, so that it keeps to its column.
pub(crate) fn short_name(name: &str, most: usize) -> String {
    if name.chars().count() <= most {
        name.to_string()
    } else {
        let kept: String = name.chars().take(most.saturating_sub(1)).collect();
        format!("{kept}…")
    }
}

/// `text` broken at spaces into rows of at most `width` characters, as a wrapping paragraph breaks
/// it (a word longer than a row is cut). An empty text is one empty row.
pub fn wrap_rows(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut rows = Vec::new();
    let mut row: Vec<char> = Vec::new();
    for (index, word) in text.split(' ').enumerate() {
        let word: Vec<char> = word.chars().collect();
        if index > 0 {
            if row.len() + 1 + word.len() <= width {
                row.push(' ');
            } else {
                rows.push(row.drain(..).collect());
            }
        }
        let mut rest = &word[..];
        while row.len() + rest.len() > width {
            let room = width - row.len();
            row.extend_from_slice(&rest[..room]);
            rest = &rest[room..];
            rows.push(row.drain(..).collect());
        }
        row.extend_from_slice(rest);
    }
    rows.push(row.into_iter().collect());
    rows
}

/// A row of a table, as many lines as it needs to keep within `width`: a row whose note (its last
/// span, set off by two spaces after `lead` spans of name and figures) does not fit has the note on
/// a line of its own under the cards; any other line too long is broken at spaces, the later rows
/// indented. A language whose words are long keeps every word on the screen.
pub(crate) fn fitted(line: Line<'static>, lead: usize, width: usize) -> Vec<Line<'static>> {
    if line.width() <= width {
        return vec![line];
    }
    let Line {
        mut spans, style, ..
    } = line;
    if spans.len() > lead + 1 && spans.last().is_some_and(|s| s.content.starts_with("  ")) {
        let note = spans.pop().expect("a note");
        let indent: usize = spans[..lead].iter().map(Span::width).sum();
        let first = Line::from(spans).style(style);
        let second = Line::from(vec![
            Span::raw(" ".repeat(indent)),
            Span::styled(note.content.trim_start().to_string(), note.style),
        ]);
        return vec![first, second];
    }
    let text: String = spans.iter().map(|span| span.content.as_ref()).collect();
    let span_style = spans.first().map_or_else(Style::new, |span| span.style);
    let mut rows = wrap_rows(&text, width);
    if rows.len() > 1 {
        let rest = rows.split_off(1).join(" ");
        rows.extend(
            wrap_rows(&rest, width.saturating_sub(3))
                .into_iter()
                .map(|row| format!("   {row}")),
        );
    }
    rows.into_iter()
        .map(|row| Line::styled(row, span_style).style(style))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::wrap_rows;

    #[test]
    fn rows_break_at_spaces_and_long_words_are_cut() {
        assert_eq!(wrap_rows(" vs Bot 1: pair", 10), [" vs Bot 1:", "pair"]);
        assert_eq!(wrap_rows("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap_rows("", 4), [""]);
        assert_eq!(wrap_rows("K♥ Q♠ Q♦", 5), ["K♥ Q♠", "Q♦"]);
    }
}
