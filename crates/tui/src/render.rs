//! Drawing the screen. Everything on it comes from the engine's view of the player's seat (cards
//! the seat may not see are `▒▒`), the client's log and its mode: the screen is a function of them.

use parlour_cards::Card;
use parlour_engine::Game;
use parlour_engine::{Seat, Viewer, count, signed_count};
use parlour_pontoon::casino::{CasinoPhase, CasinoView, DealerState};
use parlour_pontoon::{BankerState, HandState, Phase, View};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use crate::app::{App, Mode};
use crate::describe::{third_person, total};
pub use crate::draw::{MIN_HEIGHT, MIN_WIDTH};
use crate::draw::{card_span, short_name, wrap_rows};
use crate::palace;
use crate::rules_page::{rules_rows, rules_visible};
use crate::table::Table;

fn cards_spans(cards: &[Option<Card>]) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for (index, &card) in cards.iter().enumerate() {
        if index > 0 {
            spans.push(Span::raw(" "));
        }
        spans.push(card_span(card));
    }
    let count = total(cards);
    if !count.is_empty() {
        spans.push(Span::raw(format!(" {count}")));
    }
    spans
}

fn hand_state(state: HandState) -> &'static str {
    match state {
        HandState::Waiting => "",
        HandState::Playing => "to play",
        HandState::Stood => "stands",
        HandState::Pontoon => "Pontoon!",
        HandState::FiveCardTrick => "Five Card Trick!",
        HandState::Bust => "bust",
    }
}

/// A table row: marker, name, chips, stake, then the cards and what became of them. The stake
/// column is `width` wide (the widest stake at the table), so no row runs into the cards.
fn row(
    on_turn: bool,
    name: &str,
    chips: Option<u64>,
    stake: &str,
    width: usize,
    mut rest: Vec<Span<'static>>,
) -> Line<'static> {
    let marker = if on_turn { "▶ " } else { "  " };
    let chips = chips.map_or_else(String::new, |c| c.to_string());
    let mut spans = vec![
        Span::styled(marker.to_string(), Style::new().fg(Color::Yellow)),
        Span::styled(
            format!("{:<14}", short_name(name, 14)),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Span::raw(format!("{chips:>7}  {stake:<width$} ")),
    ];
    spans.append(&mut rest);
    Line::from(spans)
}

/// The stake column's width, unless a stake needs more.
const STAKE_WIDTH: usize = 21;

/// The stake column of a home hand: the stake, each buy, the shoot bet: "10 +12 +10 · shoot 5".
fn home_stake(punter_staked: bool, hand: &parlour_pontoon::Hand<Option<Card>>) -> String {
    if !punter_staked {
        return String::new();
    }
    let mut stake = format!("stake {}", hand.stake);
    for buy in &hand.buys {
        stake += &format!(" +{buy}");
    }
    if hand.shoot > 0 {
        stake += &format!(" · shoot {}", hand.shoot);
    }
    stake
}

fn home_lines(view: &View) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let name = |seat: Seat| view.players[seat.index()].name.clone();
    let banks = if view.viewer == Viewer::Seat(view.banker) {
        "bank".to_string()
    } else {
        third_person("bank")
    };
    let mut info = format!(
        " {} {banks} · pack {}",
        name(view.banker),
        count(view.pack as u64, "card")
    );
    if view.rules.shoot {
        info += &format!(" · kitty {}", view.kitty);
    }
    if view.shuffle_due {
        info += " · shuffle before the next deal";
    }
    lines.push(Line::styled(info, Style::new().fg(Color::Cyan)));
    let on_turn = |seat: Seat, hand: usize| view.phase == Phase::Playing { seat, hand };
    let width = view.round.as_ref().map_or(STAKE_WIDTH, |round| {
        round
            .punters
            .iter()
            .flat_map(|p| p.hands.iter().map(|h| home_stake(p.stake.is_some(), h)))
            .map(|s| s.chars().count())
            .max()
            .unwrap_or(0)
            .max(STAKE_WIDTH)
    });
    let Some(round) = &view.round else {
        for player in &view.players {
            let role = if player.seat == view.banker {
                " (bank)"
            } else {
                ""
            };
            lines.push(row(
                false,
                &format!("{}{role}", short_name(&player.name, 14 - role.len())),
                Some(player.chips),
                "",
                width,
                Vec::new(),
            ));
        }
        return lines;
    };
    if round.doubled {
        lines.push(Line::styled(
            " The banker has doubled all bets.",
            Style::new().fg(Color::Magenta),
        ));
    }
    for player in &view.players {
        let seat = player.seat;
        if seat == round.banker.seat {
            let banker = &round.banker;
            let mut rest = cards_spans(&banker.cards);
            let state = match banker.state {
                BankerState::Waiting => String::new(),
                BankerState::Playing => "drawing".to_string(),
                BankerState::Pontoon => "Pontoon!".to_string(),
                BankerState::Stayed { total } => format!("stays: paying {}", total + 1),
                BankerState::FiveCardTrick => "Five Card Trick!".to_string(),
                BankerState::Bust => "bust".to_string(),
                BankerState::NotPlayed => "did not play".to_string(),
            };
            rest.push(Span::styled(
                format!("  {state}"),
                Style::new().fg(Color::Cyan),
            ));
            let turn = view.phase == Phase::Banker;
            lines.push(row(
                turn,
                &format!("{} (bank)", short_name(&player.name, 7)),
                Some(player.chips),
                "",
                width,
                rest,
            ));
            continue;
        }
        let Some(punter) = round.punters.iter().find(|p| p.seat == seat) else {
            lines.push(row(
                false,
                &player.name,
                Some(player.chips),
                "sits out",
                width,
                Vec::new(),
            ));
            continue;
        };
        for (index, hand) in punter.hands.iter().enumerate() {
            let stake = home_stake(punter.stake.is_some(), hand);
            let mut rest = cards_spans(&hand.cards);
            let mut note = hand_state(hand.state).to_string();
            if let Some(result) = hand.result {
                note += &format!(" {result:+}");
            }
            if !hand.burnt.is_empty() {
                note += " (burnt once)";
            }
            rest.push(Span::styled(
                format!("  {note}"),
                Style::new().fg(Color::Cyan),
            ));
            let label = if index == 0 {
                player.name.clone()
            } else {
                format!("  hand {}", index + 1)
            };
            let chips = (index == 0).then_some(player.chips);
            lines.push(row(
                on_turn(seat, index),
                &label,
                chips,
                &stake,
                width,
                rest,
            ));
        }
    }
    lines
}

fn casino_lines(view: &CasinoView) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(
        format!(
            " {} · shoe {}{} · house {:+}",
            view.rules.preset.name(),
            count(view.shoe as u64, "card"),
            if view.shuffle_due {
                " (shuffle due)"
            } else {
                ""
            },
            view.house
        ),
        Style::new().fg(Color::Cyan),
    )];
    if let Some(round) = &view.round {
        let mut rest = cards_spans(&round.dealer.cards);
        let state = match round.dealer.state {
            DealerState::Waiting => "",
            DealerState::Pontoon => "Pontoon!",
            DealerState::Stood => "stands",
            DealerState::FiveCardTrick => "Five Card Trick!",
            DealerState::Bust => "bust",
        };
        rest.push(Span::styled(
            format!("  {state}"),
            Style::new().fg(Color::Cyan),
        ));
        lines.push(row(false, "Dealer", None, "", STAKE_WIDTH, rest));
    }
    for player in &view.players {
        let seat = player.seat;
        let bet = view.bets.iter().find(|b| b.seat == seat);
        let betting = view.phase == CasinoPhase::Betting { seat };
        let in_round = view
            .round
            .as_ref()
            .and_then(|r| r.bettors.iter().find(|b| b.seat == seat));
        match (in_round, bet) {
            (_, Some(bet)) => {
                let said = bet
                    .stake
                    .map_or("passes".to_string(), |s| format!("bets {s}"));
                lines.push(row(
                    false,
                    &player.name,
                    Some(player.chips),
                    &said,
                    STAKE_WIDTH,
                    Vec::new(),
                ));
            }
            (Some(bettor), None) => {
                for (index, hand) in bettor.hands.iter().enumerate() {
                    let mut rest = cards_spans(&hand.cards);
                    let mut note = hand_state(hand.state).to_string();
                    if let Some(result) = hand.result {
                        note += &format!(" {result:+}");
                    }
                    rest.push(Span::styled(
                        format!("  {note}"),
                        Style::new().fg(Color::Cyan),
                    ));
                    let stake = format!(
                        "bet {}{}",
                        hand.stake,
                        if hand.bought { " (bought)" } else { "" }
                    );
                    let label = if index == 0 {
                        player.name.clone()
                    } else {
                        format!("  hand {}", index + 1)
                    };
                    let turn = view.phase == CasinoPhase::Playing { seat, hand: index };
                    lines.push(row(
                        turn,
                        &label,
                        (index == 0).then_some(player.chips),
                        &stake,
                        STAKE_WIDTH,
                        rest,
                    ));
                }
            }
            (None, None) => lines.push(row(
                betting,
                &player.name,
                Some(player.chips),
                "",
                STAKE_WIDTH,
                Vec::new(),
            )),
        }
    }
    lines
}

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
    let human = app.human();
    // A Palace table's moves take a line less.
    let (number, table, moves_height) = match &app.table {
        Table::Home(t) => {
            let view = t.game().view(Viewer::Seat(human));
            let number = view
                .round
                .as_ref()
                .map_or(view.hands_played + 1, |r| r.number);
            (format!("hand {number}"), home_lines(&view), 6)
        }
        Table::Casino(t) => {
            let view = t.game().view(Viewer::Seat(human));
            let number = view
                .round
                .as_ref()
                .map_or(view.rounds_played + 1, |r| r.number);
            (format!("round {number}"), casino_lines(&view), 6)
        }
        Table::Palace(t) => {
            let view = t.game().view(Viewer::Seat(human));
            let number = view
                .hand
                .as_ref()
                .map_or(view.hands_played + 1, |h| h.number);
            let width = usize::from(area.width - 2);
            let lines = palace::render::table_lines(&view, &app.mode, width);
            (format!("hand {number}"), lines, 5)
        }
    };
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
        Mode::Pick(pick) => {
            if let Table::Palace(t) = &app.table {
                let view = t.game().view(Viewer::Seat(t.human));
                lines.extend(palace::render::pick_lines(&view, pick));
            }
        }
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
            // A Palace turn offers five moves: gaps of two keep them on one line of 80 columns.
            let palace = matches!(app.table, Table::Palace(_));
            for (index, (key, what)) in app.move_keys().into_iter().enumerate() {
                if palace && index > 0 {
                    spans.push(Span::raw("  "));
                }
                spans.push(Span::styled(
                    format!("[{key}]"),
                    Style::new().fg(Color::Yellow),
                ));
                spans.push(Span::raw(if palace {
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
