//! The Palace Poker table on the screen, drawn from the seat's view and nothing else: a row for each
//! player (chips, status, the dealer, whose turn, banner, palace, soldiers; `▒▒` for every palace
//! card the seat may not see), the pot and the piles, a battle in progress with its bets and what
//! the answering side must pay, the latest battle shown, "must fight", and what each opponent's
//! banner keeps of the player's cards from counting.

use parlour_cards::Card;
use parlour_engine::{Seat, Viewer};
use parlour_palace::{Betting, Ending, InRound, Move, Round, Status, View};
use parlour_poker::CardSet;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use super::describe::{battle_outcome, object};
use super::keys::{Pick, SoldierPick, TargetPick};
use super::words::{counted, exclusion, hand_name, seen};
use crate::describe::{sentence, signed};
use crate::draw::{card_span, short_name, wrap_rows};
use crate::entry::{Entry, EntryKind};
use crate::mode::Mode;

const NOTE: Style = Style::new().fg(Color::Cyan);
const BATTLE: Style = Style::new().fg(Color::Magenta);

/// `text` in `style`, broken at spaces into lines of `width`, the later ones indented.
fn wrapped(text: &str, style: Style, width: usize) -> Vec<Line<'static>> {
    let mut rows = wrap_rows(text, width);
    if rows.len() > 1 {
        let rest = rows.split_off(1).join(" ");
        rows.extend(
            wrap_rows(&rest, width.saturating_sub(3))
                .into_iter()
                .map(|r| format!("   {r}")),
        );
    }
    rows.into_iter()
        .map(|row| Line::styled(row, style))
        .collect()
}

/// The viewing seat.
fn me(view: &View) -> Seat {
    match view.seen.viewer {
        Viewer::Seat(seat) => seat,
        _ => unreachable!("the client draws a seat's view"),
    }
}

fn names(view: &View) -> Vec<String> {
    view.seen.players.iter().map(|p| p.name.clone()).collect()
}

/// Cards side by side, padded with spaces to `width` columns.
fn cards_spans(cards: &[Option<Card>], width: usize) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for (index, &card) in cards.iter().enumerate() {
        if index > 0 {
            spans.push(Span::raw(" "));
        }
        spans.push(card_span(card));
    }
    let used = cards.len() * 3;
    spans.push(Span::raw(
        " ".repeat(width.saturating_sub(used.saturating_sub(1))),
    ));
    spans
}

fn status_word(status: Status) -> &'static str {
    match status {
        Status::SatOut => "sits out",
        Status::In => "in",
        Status::Folded => "folded",
        Status::Beaten => "beaten",
        Status::TiedOut => "tied out",
    }
}

/// The line above the players: who deals, the pot, the piles, the stakes.
fn info(view: &View) -> Line<'static> {
    let names = names(view);
    let me = me(view);
    let rules = &view.rules;
    let betting = match rules.betting {
        Betting::Limit => "limit",
        Betting::NoLimit => "no-limit",
    };
    let stakes = format!("{betting} {}/{}", rules.small_bet, rules.big_bet);
    let text = match &view.round {
        None => format!(
            " {} · {stakes} · ante {}",
            sentence(&names, me, view.dealer, "deal", " first"),
            rules.ante()
        ),
        Some(hand) if hand.ending.is_some() => format!(
            " Hand {} is over · {} · {stakes}",
            hand.number,
            sentence(&names, me, view.dealer, "deal", " next")
        ),
        Some(hand) => format!(
            " {} · pot {} · draw pile {} · discard pile {} · {stakes}",
            sentence(&names, me, hand.dealer, "deal", ""),
            hand.pot,
            view.draw_pile,
            view.discard_pile
        ),
    };
    Line::styled(text, NOTE)
}

fn header() -> Line<'static> {
    Line::styled(
        format!(
            "  {:<14}{:>5}  {:<10}{:<7}{:<10}{}",
            "player", "chips", "status", "banner", "palace", "soldiers"
        ),
        Style::new().fg(Color::DarkGray),
    )
}

/// A player's row.
fn row(
    view: &View,
    hand: &Round<Option<Card>>,
    player: &InRound<Option<Card>>,
    choosing: Option<&SoldierPick>,
) -> Line<'static> {
    let seat = player.seat;
    let me = me(view);
    let marker = if view.seen.to_act.contains(&seat) {
        "▶ "
    } else {
        "  "
    };
    let name = if seat == hand.dealer {
        format!("{} (dealer)", short_name(&player.name, 5))
    } else {
        short_name(&player.name, 14)
    };
    let mut status = match hand.battle {
        Some(b) if b.attacker == seat => "attacking".to_string(),
        Some(b) if b.defender == seat => "defending".to_string(),
        _ => status_word(player.status).to_string(),
    };
    if hand.ending.is_some() && player.status != Status::SatOut {
        status += &format!(" {}", signed(hand.net()[seat.index()]));
    }
    let mut spans = vec![
        Span::styled(marker, Style::new().fg(Color::Yellow)),
        Span::styled(
            format!("{name:<14}"),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Span::raw(format!(
            "{:>5}  {status:<10}",
            view.seen.players[seat.index()].chips
        )),
    ];
    spans.extend(cards_spans(
        &player.banner.iter().copied().collect::<Vec<_>>(),
        7,
    ));
    spans.extend(cards_spans(&player.palace, 10));
    for (index, &soldier) in player.soldiers.iter().enumerate() {
        if index > 0 {
            spans.push(Span::raw(" "));
        }
        let going = choosing.is_some_and(|p| seat == me && p.chosen.get(index) == Some(&true));
        let span = card_span(soldier);
        spans.push(if going {
            span.patch_style(Style::new().add_modifier(Modifier::CROSSED_OUT | Modifier::DIM))
        } else {
            span
        });
    }
    Line::from(spans)
}

/// The player's best five of everything they hold, nothing excluded (as a showdown compares it).
fn your_hand(view: &View, hand: &Round<Option<Card>>) -> Option<String> {
    let mine = hand.player(me(view));
    (mine.status == Status::In && hand.ending.is_none()).then(|| {
        format!(
            " Your hand, nothing excluded: {}.",
            hand_name(CardSet::of(seen(mine)))
        )
    })
}

/// A battle being fought: who attacks whom and the bets; then what the answering side must pay.
fn battle_notes(view: &View, hand: &Round<Option<Card>>) -> Option<[String; 2]> {
    let battle = hand.battle?;
    let names = names(view);
    let me = me(view);
    let (a, d) = (battle.attacker, battle.defender);
    let attacks = sentence(
        &names,
        me,
        a,
        "attack",
        &format!(" {}", object(&names, me, d)),
    );
    let fought = format!(
        " Battle: {attacks}. Bets so far: {} {}, {} {}.",
        names[a.index()],
        battle.attacker_bet,
        names[d.index()],
        battle.defender_bet
    );
    let answering = battle.answering;
    let other = battle.opponent(answering);
    let call = battle
        .to_call
        .min(view.seen.players[answering.index()].chips);
    let raised = if battle.last_raise > 0 {
        format!("{} raised {}. ", names[other.index()], battle.last_raise)
    } else {
        String::new()
    };
    let all_in = if call < battle.to_call {
        " (all they hold)"
    } else {
        ""
    };
    let answer = format!(
        " {raised}{} must pay {call}{all_in} to call, or fold.",
        names[answering.index()]
    );
    Some([fought, answer])
}

/// The two left who must fight, once a quiet round has passed.
fn must_fight(view: &View, hand: &Round<Option<Card>>) -> Option<String> {
    (hand.must_fight && hand.ending.is_none()).then(|| {
        let names = names(view);
        let left: Vec<&str> = hand
            .remaining()
            .iter()
            .map(|s| names[s.index()].as_str())
            .collect();
        format!(
            " {} must fight it out: a quiet round has passed, so attack or fold.",
            left.join(" and ")
        )
    })
}

/// The latest called battle of the hand (while no other is being fought): who won, and for each
/// side its palace, the five cards (or fewer) that counted, and the hand they make, on a second
/// line when the first has no room for it.
fn shown_battle(
    view: &View,
    hand: &Round<Option<Card>>,
    width: usize,
) -> Option<(String, Vec<Line<'static>>)> {
    let result = hand.battles.last().filter(|_| hand.battle.is_none())?;
    let names = names(view);
    let me = me(view);
    let split = hand.ending == Some(Ending::TiedBattle) && result.winner.is_none();
    let said = format!(
        " Battle shown: {} attacked {}; {}.",
        names[result.attacker.seat.index()],
        object(&names, me, result.defender.seat),
        battle_outcome(result, &names, me, split)
    );
    let mut sides = Vec::new();
    for side in [&result.attacker, &result.defender] {
        let mut spans = vec![Span::raw(format!(
            "   {:<14}",
            short_name(&names[side.seat.index()], 13)
        ))];
        spans.extend(cards_spans(&side.palace, 10));
        spans.push(Span::styled("counts ", NOTE));
        spans.extend(cards_spans(&side.counted, 15));
        let used = 3 + 14 + 10 + 7 + 15;
        if used + side.hand.chars().count() <= width {
            spans.push(Span::styled(side.hand.clone(), NOTE));
            sides.push(Line::from(spans));
        } else {
            sides.push(Line::from(spans));
            let indent = 3 + 14;
            for row in wrap_rows(&side.hand, width.saturating_sub(indent)) {
                sides.push(Line::styled(format!("{}{row}", " ".repeat(indent)), NOTE));
            }
        }
    }
    Some((said, sides))
}

/// Whom the exclusion is worth explaining against now: the opponent in a battle of the player's,
/// else the target being chosen (or bet on), else everyone the player may attack.
fn opponents(view: &View, hand: &Round<Option<Card>>, mode: &Mode) -> Vec<Seat> {
    let me = me(view);
    if let Some(b) = hand.battle {
        return match (b.attacker == me, b.defender == me) {
            (true, _) => vec![b.defender],
            (_, true) => vec![b.attacker],
            _ => Vec::new(),
        };
    }
    match mode {
        Mode::Pick(Pick::Target(p)) => return vec![p.target()],
        Mode::Entry(Entry {
            kind: EntryKind::Attack { defender, .. },
            ..
        }) => return vec![*defender],
        _ => {}
    }
    view.seen
        .moves
        .iter()
        .find_map(|m| match m {
            Move::Attack { targets, .. } => Some(targets.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// What each opponent's banner keeps of the player's cards from counting, and the hand the rest
/// make: "vs Bot 1: your clubs do not count against a club banner → pair of queens".
fn exclusion_notes(view: &View, hand: &Round<Option<Card>>, mode: &Mode) -> Vec<String> {
    let mine = seen(hand.player(me(view)));
    let rule = view.rules.exclusion;
    opponents(view, hand, mode)
        .into_iter()
        .filter_map(|seat| {
            let banner = hand.player(seat).banner.flatten()?;
            Some(format!(
                " vs {}: {} → {}",
                hand.name(seat),
                exclusion(rule, banner, &mine),
                hand_name(counted(rule, banner, &mine))
            ))
        })
        .collect()
}

/// Everything above the log, in lines of `width`: the info line, the players, and what is going on
/// (the client's `mode` says which soldiers or which target the player is choosing).
pub fn table_lines(view: &View, mode: &Mode, width: usize) -> Vec<Line<'static>> {
    let mut lines = vec![info(view)];
    let Some(hand) = &view.round else {
        for player in &view.seen.players {
            let dealer = if player.seat == view.dealer {
                " (dealer)"
            } else {
                ""
            };
            lines.push(Line::raw(format!(
                "  {:<14}{:>5}",
                format!("{}{dealer}", player.name),
                player.chips
            )));
        }
        return lines;
    };
    lines.push(header());
    let choosing = match mode {
        Mode::Pick(Pick::Soldiers(p)) => Some(p),
        _ => None,
    };
    for player in &hand.players {
        lines.push(row(view, hand, player, choosing));
    }
    if let Some([fought, answer]) = battle_notes(view, hand) {
        lines.extend(wrapped(&fought, BATTLE.add_modifier(Modifier::BOLD), width));
        lines.extend(wrapped(&answer, BATTLE, width));
    }
    if let Some(text) = must_fight(view, hand) {
        lines.extend(wrapped(&text, BATTLE.add_modifier(Modifier::BOLD), width));
    }
    if let Some((said, sides)) = shown_battle(view, hand, width) {
        lines.extend(wrapped(&said, BATTLE, width));
        lines.extend(sides);
    }
    if let Some(text) = your_hand(view, hand) {
        lines.extend(wrapped(&text, NOTE, width));
    }
    for text in exclusion_notes(view, hand, mode) {
        lines.extend(wrapped(&text, Style::new().fg(Color::Green), width));
    }
    lines
}

fn option_span(label: String, chosen: bool, cursor: bool) -> Vec<Span<'static>> {
    let text = if chosen {
        format!("[{label}]")
    } else {
        format!(" {label} ")
    };
    let style = if cursor {
        Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
    } else {
        Style::new()
    };
    vec![
        Span::styled(if cursor { " ›" } else { "  " }, style),
        Span::styled(text, style),
    ]
}

fn soldier_lines(p: &SoldierPick) -> Vec<Line<'static>> {
    let range = match (p.min, p.max) {
        (0, max) => format!("(up to {max}; none keeps them all)"),
        (min, max) if min == max => format!("(exactly {min})"),
        (min, max) => format!("(at least {min}, at most {max})"),
    };
    let mut spans = vec![Span::styled(
        format!("Let go of which soldiers? {range}"),
        Style::new().add_modifier(Modifier::BOLD),
    )];
    for (index, &card) in p.soldiers.iter().enumerate() {
        spans.extend(option_span(
            format!("{} {card:#}", (index + 1) % 10),
            p.chosen[index],
            index == p.at,
        ));
    }
    vec![
        Line::from(spans),
        Line::raw("Numbers (or ←→ and Space) choose; Enter lets the chosen go; Esc goes back."),
    ]
}

fn target_lines(view: &View, p: &TargetPick) -> Vec<Line<'static>> {
    let bet = if p.bet.min == p.bet.max {
        format!("bet {}", p.bet.min)
    } else {
        format!("bet {} to {}", p.bet.min, p.bet.max)
    };
    let mut spans = vec![Span::styled(
        format!("Attack whom? ({bet})"),
        Style::new().add_modifier(Modifier::BOLD),
    )];
    let hand = view.round.as_ref();
    for (index, &seat) in p.targets.iter().enumerate() {
        let banner = hand
            .and_then(|h| h.player(seat).banner.flatten())
            .map_or_else(String::new, |c| format!(" {c:#}"));
        spans.extend(option_span(
            format!(
                "{} {}{banner}",
                index + 1,
                view.seen.players[seat.index()].name
            ),
            index == p.at,
            index == p.at,
        ));
    }
    let then = if p.bet.min == p.bet.max {
        "Enter attacks"
    } else {
        "Enter, then the bet"
    };
    vec![
        Line::from(spans),
        Line::raw(format!("Numbers (or ←→) choose; {then}; Esc goes back.")),
    ]
}

/// The choice being made, for the bottom of the screen.
pub fn pick_lines(view: &View, pick: &Pick) -> Vec<Line<'static>> {
    match pick {
        Pick::Soldiers(p) => soldier_lines(p),
        Pick::Target(p) => target_lines(view, p),
    }
}
