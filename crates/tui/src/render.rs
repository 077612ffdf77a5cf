//! Drawing the screen. Everything on it comes from the engine's view of the player's seat (cards
//! the seat may not see are `▒▒`), the client's log and its mode: the screen is a function of them.

use parlour_engine::Seat;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use crate::app::{App, Mode};
use crate::draw::wrap_rows;
pub use crate::draw::{MIN_HEIGHT, MIN_WIDTH};
use crate::rules_page::{rules_rows, rules_visible};
use crate::speak::{gain, say};

/// The table's title: the game, the hand in play, the player's chips.
pub fn title(app: &App) -> String {
    let words = &app.words;
    let chips = say!(words, "terminal-title-chips", chips = app.chips());
    format!(
        " Parlour · {} · {} · {chips} ",
        app.table.preset(),
        app.table.title(words)
    )
}

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, app: &App) {
    let words = &app.words;
    let area = frame.area();
    if too_small(frame, words) {
        return;
    }
    match &app.mode {
        Mode::Rules { scroll, .. } => return draw_rules(frame, app, area, *scroll),
        Mode::Summary => return draw_summary(frame, app, area),
        _ => {}
    }
    let table = app
        .table
        .table_lines(words, &app.mode, usize::from(area.width - 2));
    let moves_height = app.table.moves_height();
    let title = title(app);
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
        .title_bottom(Line::from(format!(" {} ", keys_bar(app))).right_aligned());
    frame.render_widget(Paragraph::new(table).block(block), top);

    let hint = (app.coach.as_ref())
        .filter(|_| app.mode == Mode::Play)
        .and_then(|coach| Some((coach.shown.as_ref()?, coach.count)));
    match &app.mode {
        _ if let Some((hint, count)) = hint => {
            // The hint over the log, the newest of the log under it where there is room.
            let lines = crate::coach::hint_lines(words, hint);
            let [top, rest] = Layout::vertical([
                Constraint::Length(lines.len() as u16 + 2),
                Constraint::Min(0),
            ])
            .areas(middle);
            let block = Block::default()
                .borders(Borders::ALL)
                .title(format!(" {} ", crate::coach::hint_title(words, count)));
            frame.render_widget(Paragraph::new(lines).block(block), top);
            if rest.height >= 3 {
                draw_log(frame, app, rest);
            }
        }
        Mode::Settlement(lines) => {
            let text: Vec<Line> = lines.iter().map(|l| Line::raw(l.clone())).collect();
            let block = Block::default()
                .borders(Borders::ALL)
                .title(format!(" {} ", say!(words, "terminal-hand-over-title")));
            frame.render_widget(
                Paragraph::new(text).block(block).wrap(Wrap { trim: false }),
                middle,
            );
        }
        _ => draw_log(frame, app, middle),
    }
    draw_moves(frame, app, bottom);
}

/// The log: the newest lines that fit whole, each broken into rows at spaces.
fn draw_log(frame: &mut Frame, app: &App, area: Rect) {
    let visible = area.height.saturating_sub(2) as usize;
    let width = area.width.saturating_sub(2) as usize;
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
        .title(format!(" {} ", say!(app.words, "terminal-log-title")));
    frame.render_widget(Paragraph::new(text).block(block), area);
}

/// In a terminal smaller than the least, the request for a larger one, alone on the screen: `true`
/// if that is what was drawn.
pub fn too_small(frame: &mut Frame, words: &crate::speak::Words) -> bool {
    let area = frame.area();
    if area.width >= MIN_WIDTH && area.height >= MIN_HEIGHT {
        return false;
    }
    let text = format!(
        "{}\n{}",
        say!(
            words,
            "terminal-too-small",
            width = MIN_WIDTH.to_string(),
            height = MIN_HEIGHT.to_string(),
            now_width = area.width.to_string(),
            now_height = area.height.to_string()
        ),
        say!(words, "terminal-too-small-way-out")
    );
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
    true
}

/// The keys under the table that are no moves: the rules, quitting, and at a table with a coach
/// the coach's keys (all of them once it is on).
pub fn keys_bar(app: &App) -> String {
    match &app.coach {
        Some(coach) => say!(
            app.words,
            "terminal-keys-bar-coach",
            on = if coach.on { "yes" } else { "no" }
        ),
        None => say!(app.words, "terminal-keys-bar"),
    }
}

fn draw_moves(frame: &mut Frame, app: &App, area: Rect) {
    let block = Block::default().borders(Borders::ALL);
    frame.render_widget(
        Paragraph::new(moves_lines(app))
            .block(block)
            .wrap(Wrap { trim: true }),
        area,
    );
}

/// What the bottom of the screen shows: the player's moves and their keys, an amount being typed,
/// a choice being made, or what the table waits for; and the message, if there is one.
pub fn moves_lines(app: &App) -> Vec<Line<'static>> {
    let words = &app.words;
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
                    format!("{} ", entry.kind.prompt(words)),
                    Style::new().add_modifier(Modifier::BOLD),
                ),
                Span::raw(format!(
                    "{} ",
                    say!(
                        words,
                        "terminal-entry-limits",
                        min = entry.limits.min,
                        max = entry.limits.max
                    )
                )),
                amount,
            ]));
            let fresh = if entry.fresh { "yes" } else { "no" };
            lines.push(Line::raw(match entry.kind.step() {
                Some(step) => say!(
                    words,
                    "terminal-entry-keys-step",
                    fresh = fresh,
                    amount = entry.text.as_str(),
                    step = step
                ),
                None => say!(
                    words,
                    "terminal-entry-keys",
                    fresh = fresh,
                    amount = entry.text.as_str()
                ),
            }));
        }
        Mode::Confirm(confirm) => {
            lines.push(Line::styled(
                confirm.question.clone(),
                Style::new().add_modifier(Modifier::BOLD),
            ));
            lines.push(Line::raw(say!(words, "terminal-confirm-hint")));
        }
        Mode::Offer(offer) => {
            let mut spans = vec![Span::styled(
                say!(words, "terminal-offer-whom"),
                Style::new().add_modifier(Modifier::BOLD),
            )];
            for (index, buyer) in offer.buyers.iter().enumerate() {
                let label = say!(
                    words,
                    "terminal-offer-buyer",
                    number = (index + 1).to_string(),
                    name = app.table.name(buyer.seat),
                    most = buyer.max_price
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
            lines.push(Line::raw(say!(words, "terminal-offer-keys")));
        }
        Mode::Pick(pick) => lines.extend(app.table.pick_lines(words, pick)),
        Mode::Settlement(_) => match app.cannot_play() {
            Some(why) => {
                lines.push(Line::styled(why, Style::new().fg(Color::Magenta)));
                lines.push(Line::raw(say!(words, "terminal-watch-next")));
            }
            None => lines.push(Line::raw(say!(words, "terminal-next-hand"))),
        },
        _ if app.table.is_over() => {
            lines.push(Line::raw(say!(words, "terminal-session-over")));
        }
        _ if !app.table.human_to_act() => match app.cannot_play() {
            Some(why) => lines.push(Line::styled(why, Style::new().fg(Color::Magenta))),
            None => lines.push(Line::raw(say!(words, "terminal-waiting"))),
        },
        _ => {
            let mut spans = vec![Span::styled(
                format!("{} ", say!(words, "terminal-your-move")),
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
    lines
}

/// The rules page, scrolled `scroll` rows down, with a line saying how to scroll and go back.
fn draw_rules(frame: &mut Frame, app: &App, area: Rect, scroll: usize) {
    let words = &app.words;
    let rows = rules_rows(words, &app.table, usize::from(area.width.saturating_sub(2)));
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
        (false, false) => say!(words, "terminal-rules-back"),
        (false, true) => say!(words, "terminal-rules-more"),
        (true, true) => say!(words, "terminal-rules-scroll"),
        (true, false) => say!(words, "terminal-rules-up"),
    };
    text.push(Line::styled(hint, Style::new().fg(Color::Yellow)));
    let block = Block::default()
        .borders(Borders::ALL)
        .title(format!(" {} ", say!(words, "terminal-rules-title")));
    frame.render_widget(Paragraph::new(text).block(block), area);
}

fn draw_summary(frame: &mut Frame, app: &App, area: Rect) {
    let words = &app.words;
    let stats = &app.stats;
    let net = app.chips() as i64 - stats.start_chips as i64;
    let mut text = vec![
        Line::styled(
            say!(words, "terminal-thanks"),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Line::raw(""),
        Line::raw(say!(words, "terminal-hands-played", hands = stats.hands)),
        Line::raw(say!(
            words,
            "terminal-net-result",
            net = gain(words, net),
            net_chips = net.unsigned_abs(),
            chips = app.chips()
        )),
    ];
    if stats.biggest_win > 0 {
        text.push(Line::raw(say!(
            words,
            "terminal-biggest-win",
            win = crate::speak::signed(words, stats.biggest_win)
        )));
    }
    text.push(Line::raw(""));
    let chips: Vec<String> = (0..app.table.seats())
        .map(|i| {
            say!(
                words,
                "terminal-chips-one",
                name = app.table.name(Seat::from(i)),
                chips = app.table.chips(Seat::from(i))
            )
        })
        .collect();
    text.push(Line::raw(say!(
        words,
        "terminal-chips",
        chips = chips.join(", ")
    )));
    for line in app.record_lines() {
        text.push(Line::raw(line));
    }
    let review = app.review_lines(crate::coach::SHOWN_MISTAKES);
    if !review.is_empty() {
        text.push(Line::raw(""));
        text.extend(review.into_iter().map(Line::raw));
    }
    draw_farewell(frame, area, words, text);
}

/// A closing screen (a session's summary, the trainer's score): `text`, then how to leave, in the
/// room's frame.
pub fn draw_farewell(
    frame: &mut Frame,
    area: Rect,
    words: &crate::speak::Words,
    mut text: Vec<Line<'static>>,
) {
    text.push(Line::raw(""));
    text.push(Line::styled(
        say!(words, "terminal-leave"),
        Style::new().fg(Color::Yellow),
    ));
    let block = Block::default().borders(Borders::ALL).title(" Parlour ");
    frame.render_widget(
        Paragraph::new(text).block(block).wrap(Wrap { trim: false }),
        area,
    );
}
