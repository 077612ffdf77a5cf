//! The Pontoon tables on the screen, drawn from the seat's view and nothing else: a row for the
//! banker or the dealer and for each player (chips, stake, cards and totals, `▒▒` for a card the
//! seat may not see), with the table's rules and its pack or shoe above.

use parlour_cards::Card;
use parlour_engine::{Seat, Viewer};
use parlour_pontoon::casino::{CasinoPhase, CasinoView, DealerState};
use parlour_pontoon::{BankerState, HandState, Phase, View};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::describe::total;
use crate::draw::{card_span, fitted, short_name};
use crate::speak::{Words, number, say, signed};

fn cards_spans(words: &Words, cards: &[Option<Card>]) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for (index, &card) in cards.iter().enumerate() {
        if index > 0 {
            spans.push(Span::raw(" "));
        }
        spans.push(card_span(card));
    }
    let count = total(words, cards);
    if !count.is_empty() {
        spans.push(Span::raw(format!(" {count}")));
    }
    spans
}

fn hand_state(words: &Words, state: HandState) -> String {
    let state = match state {
        HandState::Waiting => return String::new(),
        HandState::Playing => "playing",
        HandState::Stood => "stood",
        HandState::Pontoon => "pontoon",
        HandState::FiveCardTrick => "five",
        HandState::Bust => "bust",
    };
    say!(words, "terminal-hand-state", state = state)
}

/// What became of a hand, after its cards: its state and its result, "stands +25".
fn hand_note(words: &Words, state: HandState, result: Option<i64>) -> String {
    let mut note = hand_state(words, state);
    if let Some(result) = result {
        note += &format!(" {}", signed(words, result));
    }
    note
}

/// The name column's width: 14, or what a name of five letters and its role need.
fn name_width(role: &str) -> usize {
    NAME_WIDTH.max(role.chars().count() + 6)
}

/// The name column's width, unless a role needs more.
const NAME_WIDTH: usize = 14;

/// A table row: marker, name, chips, stake, then the cards and what became of them. The name
/// column is `names` wide; the stake column is `width` wide (the widest stake at the table), so no
/// row runs into the cards.
fn row(
    on_turn: bool,
    (name, names): (&str, usize),
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
            format!("{:<names$}", short_name(name, names)),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Span::raw(format!("{chips:>7}  {stake:<width$} ")),
    ];
    spans.append(&mut rest);
    Line::from(spans)
}

/// A name with its role after it ("Bot 2 (bank)"), the name cut so that both keep to the name's
/// column.
fn with_role(name: &str, role: &str) -> String {
    let room = name_width(role).saturating_sub(role.chars().count() + 1);
    format!("{} {role}", short_name(name, room))
}

/// The stake column's width, unless a stake needs more.
const STAKE_WIDTH: usize = 21;

/// The stake column of a home hand: the stake, each buy, the shoot bet: "stake 10 +12 +10 · shoot 5".
fn home_stake(
    words: &Words,
    punter_staked: bool,
    hand: &parlour_pontoon::Hand<Option<Card>>,
) -> String {
    if !punter_staked {
        return String::new();
    }
    let mut stake = say!(words, "terminal-stake-column", stake = hand.stake);
    for buy in &hand.buys {
        stake += &format!(" +{}", number(words, *buy));
    }
    if hand.shoot > 0 {
        let shoot = say!(words, "terminal-shoot-column", shoot = hand.shoot);
        stake += &format!(" · {shoot}");
    }
    stake
}

/// The rows of a table, each kept within `width` ([`fitted`]): marker, name, and figures lead.
fn fit(lines: Vec<Line<'static>>, width: usize) -> Vec<Line<'static>> {
    lines
        .into_iter()
        .flat_map(|line| fitted(line, 3, width))
        .collect()
}

pub fn home_lines(words: &Words, view: &View, width: usize) -> Vec<Line<'static>> {
    fit(home_rows(words, view), width)
}

fn home_rows(words: &Words, view: &View) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let name = |seat: Seat| view.seen.players[seat.index()].name.clone();
    let banks = say!(
        words,
        "terminal-banks",
        who = if view.seen.viewer == Viewer::Seat(view.banker) {
            "you"
        } else {
            "other"
        },
        name = name(view.banker)
    );
    let mut info = vec![banks, say!(words, "terminal-pack-count", cards = view.pack)];
    if view.rules.shoot {
        info.push(say!(words, "terminal-kitty-column", kitty = view.kitty));
    }
    if view.shuffle_due {
        info.push(say!(words, "terminal-shuffle-due"));
    }
    lines.push(Line::styled(
        format!(" {}", info.join(" · ")),
        Style::new().fg(Color::Cyan),
    ));
    let on_turn = |seat: Seat, hand: usize| view.phase == Phase::Playing { seat, hand };
    let width = view.round.as_ref().map_or(STAKE_WIDTH, |round| {
        round
            .punters
            .iter()
            .flat_map(|p| {
                p.hands
                    .iter()
                    .map(|h| home_stake(words, p.stake.is_some(), h))
            })
            .map(|s| s.chars().count())
            .max()
            .unwrap_or(0)
            .max(STAKE_WIDTH)
    });
    let bank = say!(words, "terminal-bank-role");
    let names = name_width(&bank);
    let Some(round) = &view.round else {
        for player in &view.seen.players {
            let label = if player.seat == view.banker {
                with_role(&player.name, &bank)
            } else {
                player.name.clone()
            };
            lines.push(row(
                false,
                (&label, names),
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
            format!(" {}", say!(words, "terminal-banker-has-doubled")),
            Style::new().fg(Color::Magenta),
        ));
    }
    for player in &view.seen.players {
        let seat = player.seat;
        if seat == round.banker.seat {
            let banker = &round.banker;
            let mut rest = cards_spans(words, &banker.cards);
            let state = match banker.state {
                BankerState::Waiting => String::new(),
                BankerState::Playing => say!(words, "terminal-banker-state", state = "drawing"),
                BankerState::Pontoon => say!(words, "terminal-banker-state", state = "pontoon"),
                BankerState::Stayed { total } => {
                    say!(words, "terminal-banker-stays-paying", paying = total + 1)
                }
                BankerState::FiveCardTrick => {
                    say!(words, "terminal-banker-state", state = "five")
                }
                BankerState::Bust => say!(words, "terminal-banker-state", state = "bust"),
                BankerState::NotPlayed => {
                    say!(words, "terminal-banker-state", state = "not-played")
                }
            };
            rest.push(Span::styled(
                format!("  {state}"),
                Style::new().fg(Color::Cyan),
            ));
            let turn = view.phase == Phase::Banker;
            lines.push(row(
                turn,
                (&with_role(&player.name, &bank), names),
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
                (&player.name, names),
                Some(player.chips),
                &say!(words, "terminal-sits-out"),
                width,
                Vec::new(),
            ));
            continue;
        };
        for (index, hand) in punter.hands.iter().enumerate() {
            let stake = home_stake(words, punter.stake.is_some(), hand);
            let mut rest = cards_spans(words, &hand.cards);
            let mut note = hand_note(words, hand.state, hand.result);
            if !hand.burnt.is_empty() {
                note += &format!(" {}", say!(words, "terminal-burnt-once"));
            }
            rest.push(Span::styled(
                format!("  {note}"),
                Style::new().fg(Color::Cyan),
            ));
            let label = if index == 0 {
                player.name.clone()
            } else {
                format!(
                    "  {}",
                    say!(
                        words,
                        "terminal-hand-label",
                        number = (index + 1).to_string()
                    )
                )
            };
            let chips = (index == 0).then_some(player.chips);
            lines.push(row(
                on_turn(seat, index),
                (&label, names),
                chips,
                &stake,
                width,
                rest,
            ));
        }
    }
    lines
}

pub fn casino_lines(words: &Words, view: &CasinoView, width: usize) -> Vec<Line<'static>> {
    fit(casino_rows(words, view), width)
}

fn casino_rows(words: &Words, view: &CasinoView) -> Vec<Line<'static>> {
    let mut shoe = say!(words, "terminal-shoe", cards = view.shoe);
    if view.shuffle_due {
        shoe += &format!(" {}", say!(words, "terminal-shoe-due"));
    }
    let house = say!(words, "terminal-house", net = signed(words, view.house));
    let mut lines = vec![Line::styled(
        format!(" {} · {shoe} · {house}", view.rules.preset.name()),
        Style::new().fg(Color::Cyan),
    )];
    if let Some(round) = &view.round {
        let mut rest = cards_spans(words, &round.dealer.cards);
        let state = match round.dealer.state {
            DealerState::Waiting => String::new(),
            DealerState::Pontoon => hand_state(words, HandState::Pontoon),
            DealerState::Stood => hand_state(words, HandState::Stood),
            DealerState::FiveCardTrick => hand_state(words, HandState::FiveCardTrick),
            DealerState::Bust => hand_state(words, HandState::Bust),
        };
        rest.push(Span::styled(
            format!("  {state}"),
            Style::new().fg(Color::Cyan),
        ));
        lines.push(row(
            false,
            (&say!(words, "terminal-dealer"), NAME_WIDTH),
            None,
            "",
            STAKE_WIDTH,
            rest,
        ));
    }
    for player in &view.seen.players {
        let seat = player.seat;
        let bet = view.bets.iter().find(|b| b.seat == seat);
        let betting = view.phase == CasinoPhase::Betting { seat };
        let in_round = view
            .round
            .as_ref()
            .and_then(|r| r.bettors.iter().find(|b| b.seat == seat));
        match (in_round, bet) {
            (_, Some(bet)) => {
                let said = bet.stake.map_or_else(
                    || say!(words, "terminal-bet-passes"),
                    |stake| say!(words, "terminal-bet-column", stake = stake),
                );
                lines.push(row(
                    false,
                    (&player.name, NAME_WIDTH),
                    Some(player.chips),
                    &said,
                    STAKE_WIDTH,
                    Vec::new(),
                ));
            }
            (Some(bettor), None) => {
                for (index, hand) in bettor.hands.iter().enumerate() {
                    let mut rest = cards_spans(words, &hand.cards);
                    let note = hand_note(words, hand.state, hand.result);
                    rest.push(Span::styled(
                        format!("  {note}"),
                        Style::new().fg(Color::Cyan),
                    ));
                    let stake = if hand.bought {
                        say!(words, "terminal-bet-column-bought", stake = hand.stake)
                    } else {
                        say!(words, "terminal-bet-column", stake = hand.stake)
                    };
                    let label = if index == 0 {
                        player.name.clone()
                    } else {
                        format!(
                            "  {}",
                            say!(
                                words,
                                "terminal-hand-label",
                                number = (index + 1).to_string()
                            )
                        )
                    };
                    let turn = view.phase == CasinoPhase::Playing { seat, hand: index };
                    lines.push(row(
                        turn,
                        (&label, NAME_WIDTH),
                        (index == 0).then_some(player.chips),
                        &stake,
                        STAKE_WIDTH,
                        rest,
                    ));
                }
            }
            (None, None) => lines.push(row(
                betting,
                (&player.name, NAME_WIDTH),
                Some(player.chips),
                "",
                STAKE_WIDTH,
                Vec::new(),
            )),
        }
    }
    lines
}
