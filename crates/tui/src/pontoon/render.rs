//! The Pontoon tables on the screen, drawn from the seat's view and nothing else: a row for the
//! banker or the dealer and for each player (chips, stake, cards and totals, `▒▒` for a card the
//! seat may not see), with the table's rules and its pack or shoe above.

use parlour_cards::Card;
use parlour_engine::{Seat, Viewer, count};
use parlour_pontoon::casino::{CasinoPhase, CasinoView, DealerState};
use parlour_pontoon::{BankerState, HandState, Phase, View};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::describe::{third_person, total};
use crate::draw::{card_span, short_name};

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

pub fn home_lines(view: &View) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let name = |seat: Seat| view.seen.players[seat.index()].name.clone();
    let banks = if view.seen.viewer == Viewer::Seat(view.banker) {
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
        for player in &view.seen.players {
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
    for player in &view.seen.players {
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

pub fn casino_lines(view: &CasinoView) -> Vec<Line<'static>> {
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
