//! Drawing the screen. Everything on it comes from the engine's view of the player's seat (cards
//! the seat may not see are `▒▒`), the client's log and its mode: the screen is a function of them.

use parlour_engine::{Seat, count, signed_count};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use crate::app::{App, Mode};
use crate::draw::wrap_rows;
pub use crate::draw::{MIN_HEIGHT, MIN_WIDTH};
use crate::rules_page::{rules_rows, rules_visible};

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let text = format!(
            "Parlour needs a terminal of at least {MIN_WIDTH}×{MIN_HEIGHT}; this one is {}×{}.\nMake it larger, or press q to quit.",
            area.width, area.height
        );
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    }
    match &app.mode {
        Mode::Rules { scroll, .. } => return draw_rules(frame, app, area, *scroll),
        Mode::Summary => return draw_summary(frame, app, area),
        _ => {}
    }
    let table = app
        .table
        .table_lines(&app.mode, usize::from(area.width - 2));
    let moves_height = app.table.moves_height();
    let number = app.table.title();
    let title = format!(
        " Parlour · {} · {number} · you {} ",
        app.table.preset(),
        count(app.chips(), "chip")
    );
    let table_height = (table.len() as u16 + 2).min(area.height - 4 - moves_height);
    let [top, middle, bottom] = Layout::vertical([
        Constraint::Length(table_height),
        Constraint::Min(4),
        Constraint::Length(moves_height),
    ])
    .areas(area);
    let block = Block::default()
        .borders(Borders::ALL)
        .title(title)
        .title_bottom(Line::from(" ? rules · q quit ").right_aligned());
    frame.render_widget(Paragraph::new(table).block(block), top);

    match &app.mode {
        Mode::Settlement(lines) => {
            let text: Vec<Line> = lines.iter().map(|l| Line::raw(l.clone())).collect();
            let block = Block::default()
                .borders(Borders::ALL)
                .title(" The hand is over ");
            frame.render_widget(
                Paragraph::new(text).block(block).wrap(Wrap { trim: false }),
                middle,
            );
        }
        _ => {
            // The newest lines that fit whole, each broken into rows at spaces.
            let visible = middle.height.saturating_sub(2) as usize;
            let width = middle.width.saturating_sub(2) as usize;
            let mut rows: Vec<String> = Vec::new();
            for line in app.log.iter().rev() {
                let wrapped = wrap_rows(line, width);
                if rows.len() + wrapped.len() > visible {
                    break;
                }
                rows.extend(wrapped.into_iter().rev());
            }
            let text: Vec<Line> = rows.into_iter().rev().map(Line::raw).collect();
            let block = Block::default()
                .borders(Borders::ALL)
                .title(" What happened ");
            frame.render_widget(Paragraph::new(text).block(block), middle);
        }
    }
    draw_moves(frame, app, bottom);
}

fn draw_moves(frame: &mut Frame, app: &App, area: Rect) {
    let mut lines = Vec::new();
    match &app.mode {
        Mode::Entry(entry) => {
            let amount = if entry.fresh {
                Span::styled(
                    entry.text.clone(),
                    Style::new().fg(Color::Black).bg(Color::Yellow),
                )
            } else {
                Span::styled(format!("{}_", entry.text), Style::new().fg(Color::Yellow))
            };
            lines.push(Line::from(vec![
                Span::styled(
                    format!("{} ", entry.kind.prompt()),
                    Style::new().add_modifier(Modifier::BOLD),
                ),
                Span::raw(format!("({} to {}): ", entry.limits.min, entry.limits.max)),
                amount,
            ]));
            let typing = if entry.fresh {
                format!("Enter takes {}; typing replaces it", entry.text)
            } else {
                "Enter to confirm, Backspace to correct".to_string()
            };
            lines.push(Line::raw(match entry.kind.step() {
                Some(step) => format!("+/- change it by {step}; {typing}; Esc to cancel."),
                None => format!("{typing}; Esc to cancel."),
            }));
        }
        Mode::Confirm(confirm) => {
            lines.push(Line::styled(
                confirm.question.clone(),
                Style::new().add_modifier(Modifier::BOLD),
            ));
            lines.push(Line::raw("y or Enter: yes · n or Esc: change the amount"));
        }
        Mode::Offer(offer) => {
            let mut spans = vec![Span::styled(
                "Offer the bank to whom?",
                Style::new().add_modifier(Modifier::BOLD),
            )];
            for (index, buyer) in offer.buyers.iter().enumerate() {
                let label = format!(
                    "{} {} (up to {})",
                    index + 1,
                    app.table.name(buyer.seat),
                    buyer.max_price
                );
                let chosen = index == offer.at;
                let style = if chosen {
                    Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
                } else {
                    Style::new()
                };
                spans.push(Span::styled(if chosen { " ›" } else { "  " }, style));
                spans.push(Span::styled(
                    if chosen {
                        format!("[{label}]")
                    } else {
                        format!(" {label} ")
                    },
                    style,
                ));
            }
            lines.push(Line::from(spans));
            lines.push(Line::raw(
                "Numbers (or ←→) choose; Enter, then the price; Esc goes back.",
            ));
        }
        Mode::Pick(pick) => lines.extend(app.table.pick_lines(pick)),
        Mode::Settlement(_) => match app.cannot_play() {
            Some(why) => {
                lines.push(Line::styled(why, Style::new().fg(Color::Magenta)));
                lines.push(Line::raw("Enter: watch the next hand · q: end the session"));
            }
            None => lines.push(Line::raw("Enter: next hand · ? rules · q quit")),
        },
        _ if app.table.is_over() => {
            lines.push(Line::raw("The session is over. Press q for the summary."));
        }
        _ if !app.table.human_to_act() => match app.cannot_play() {
            Some(why) => lines.push(Line::styled(why, Style::new().fg(Color::Magenta))),
            None => lines.push(Line::raw("Waiting for the others...")),
        },
        _ => {
            let mut spans = vec![Span::styled(
                "Your move: ",
                Style::new().add_modifier(Modifier::BOLD),
            )];
            // A turn of many moves (Palace has five) lists them close, on one line of 80 columns.
            let close = app.table.close_moves();
            for (index, (key, what)) in app.move_keys().into_iter().enumerate() {
                if close && index > 0 {
                    spans.push(Span::raw("  "));
                }
                spans.push(Span::styled(
                    format!("[{key}]"),
                    Style::new().fg(Color::Yellow),
                ));
                spans.push(Span::raw(if close {
                    format!(" {what}")
                } else {
                    format!(" {what}   ")
                }));
            }
            lines.push(Line::from(spans));
        }
    }
    if let Some(message) = &app.message {
        let style = if message.error {
            Style::new().fg(Color::Red)
        } else {
            Style::new().fg(Color::Green)
        };
        lines.push(Line::styled(message.text.clone(), style));
    }
    let block = Block::default().borders(Borders::ALL);
    frame.render_widget(
        Paragraph::new(lines).block(block).wrap(Wrap { trim: true }),
        area,
    );
}

/// The rules page, scrolled `scroll` rows down, with a line saying how to scroll and go back.
fn draw_rules(frame: &mut Frame, app: &App, area: Rect, scroll: usize) {
    let rows = rules_rows(&app.table, usize::from(area.width.saturating_sub(2)));
    let visible = rules_visible(area.height);
    let scroll = scroll.min(rows.len().saturating_sub(visible));
    let mut text: Vec<Line> = rows
        .iter()
        .skip(scroll)
        .take(visible)
        .map(|row| Line::raw(row.clone()))
        .collect();
    while text.len() < visible {
        text.push(Line::raw(""));
    }
    let more = scroll + visible < rows.len();
    let hint = match (scroll > 0, more) {
        (false, false) => "Press any key to go back.",
        (false, true) => "↓ or Space: more below · any other key goes back.",
        (true, true) => "↑↓ scroll, more below · any other key goes back.",
        (true, false) => "↑ scrolls back up · any other key goes back.",
    };
    text.push(Line::styled(hint, Style::new().fg(Color::Yellow)));
    let block = Block::default()
        .borders(Borders::ALL)
        .title(" The rules of this table ");
    frame.render_widget(Paragraph::new(text).block(block), area);
}

fn draw_summary(frame: &mut Frame, app: &App, area: Rect) {
    let stats = &app.stats;
    let net = app.chips() as i64 - stats.start_chips as i64;
    let mut text = vec![
        Line::styled(
            "Thanks for playing.",
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Line::raw(""),
        Line::raw(format!("Hands played: {}", stats.hands)),
        Line::raw(format!(
            "Net result: {} ({} now)",
            signed_count(net, "chip"),
            count(app.chips(), "chip")
        )),
    ];
    if stats.biggest_win > 0 {
        text.push(Line::raw(format!(
            "Biggest win in a hand: {:+}",
            stats.biggest_win
        )));
    }
    text.push(Line::raw(""));
    let chips: Vec<String> = (0..app.table.seats())
        .map(|i| {
            format!(
                "{} {}",
                app.table.name(Seat::from(i)),
                app.table.chips(Seat::from(i))
            )
        })
        .collect();
    text.push(Line::raw(format!("Chips: {}", chips.join(", "))));
    for line in app.record_lines() {
        text.push(Line::raw(line));
    }
    text.push(Line::raw(""));
    text.push(Line::styled(
        "Press any key to leave.",
        Style::new().fg(Color::Yellow),
    ));
    let block = Block::default().borders(Borders::ALL).title(" Parlour ");
    frame.render_widget(
        Paragraph::new(text).block(block).wrap(Wrap { trim: false }),
        area,
    );
}
