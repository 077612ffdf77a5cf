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

use super::describe::{battle_outcome, hand_words};
use super::keys::{Pick, SoldierPick, TargetPick};
use super::words::{counted, exclusion, hand_name, seen};
use crate::draw::{card_span, short_name, wrap_rows};
use crate::entry::{Entry, EntryKind};
use crate::mode::Mode;
use crate::speak::{Words, and_list, name_of, say, signed, who};

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

fn status_word(words: &Words, status: Status) -> String {
    let status = match status {
        Status::SatOut => "sat-out",
        Status::In => "in",
        Status::Folded => "folded",
        Status::Beaten => "beaten",
        Status::TiedOut => "tied-out",
    };
    say!(words, "terminal-status", status = status)
}

/// `text` padded with spaces to `width` characters (a column of the players' rows).
fn padded(text: &str, width: usize) -> String {
    format!("{text:<width$}")
}

/// The columns of the players' rows, each as wide as its heading needs at least: the name, chips,
/// status, banner and palace.
struct Columns {
    headings: [String; 6],
    widths: [usize; 5],
}

impl Columns {
    /// The columns for rows whose longest status (with its net) is `status` characters long.
    fn new(words: &Words, status: usize) -> Columns {
        let headings = ["player", "chips", "status", "banner", "palace", "soldiers"]
            .map(|column| say!(words, "terminal-column", column = column));
        // The name column holds a name of five letters at least beside the dealer's mark.
        let role = say!(words, "terminal-palace-dealer-role").chars().count();
        let least = [14.max(role + 6), 5, 10.max(status + 1), 7, 10];
        let widths = std::array::from_fn(|i| {
            // Two spaces after the chips; one at least after every other heading.
            let gap = if i == 1 { 0 } else { 1 };
            least[i].max(headings[i].chars().count() + gap)
        });
        Columns { headings, widths }
    }
}

/// A player's status, and their net once the hand is over: "in", "beaten -7".
fn status(words: &Words, hand: &Round<Option<Card>>, player: &InRound<Option<Card>>) -> String {
    let seat = player.seat;
    let mut status = match hand.battle {
        Some(b) if b.attacker == seat => say!(words, "terminal-status", status = "attacking"),
        Some(b) if b.defender == seat => say!(words, "terminal-status", status = "defending"),
        _ => status_word(words, player.status),
    };
    if hand.ending.is_some() && player.status != Status::SatOut {
        status += &format!(" {}", signed(words, hand.net()[seat.index()]));
    }
    status
}

/// The line above the players: who deals, the pot, the piles, the stakes.
fn info(words: &Words, view: &View) -> Line<'static> {
    let names = names(view);
    let me = me(view);
    let rules = &view.rules;
    let betting = match rules.betting {
        Betting::Limit => "limit",
        Betting::NoLimit => "no-limit",
    };
    let stakes = say!(
        words,
        "terminal-palace-stakes",
        betting = betting,
        small = rules.small_bet,
        big = rules.big_bet
    );
    let deals = |seat: Seat, when: &str| {
        say!(
            words,
            "terminal-palace-deals",
            who = who(me, seat),
            name = name_of(&names, seat),
            when = when.to_string()
        )
    };
    let parts = match &view.round {
        None => vec![
            deals(view.dealer, "first"),
            stakes,
            say!(words, "terminal-palace-ante", ante = rules.ante()),
        ],
        Some(hand) if hand.ending.is_some() => vec![
            say!(
                words,
                "terminal-palace-hand-over",
                number = hand.number.to_string()
            ),
            deals(view.dealer, "next"),
            stakes,
        ],
        Some(hand) => vec![
            deals(hand.dealer, "now"),
            say!(words, "terminal-palace-pot", pot = hand.pot),
            say!(words, "terminal-palace-draw-pile", count = view.draw_pile),
            say!(
                words,
                "terminal-palace-discard-pile",
                count = view.discard_pile
            ),
            stakes,
        ],
    };
    Line::styled(format!(" {}", parts.join(" · ")), NOTE)
}

fn header(columns: &Columns) -> Line<'static> {
    let [player, chips, status, banner, palace, soldiers] = &columns.headings;
    let [w_player, w_chips, w_status, w_banner, w_palace] = columns.widths;
    Line::styled(
        format!(
            "  {}{chips:>w_chips$}  {}{}{}{soldiers}",
            padded(player, w_player),
            padded(status, w_status),
            padded(banner, w_banner),
            padded(palace, w_palace),
        ),
        Style::new().fg(Color::DarkGray),
    )
}

/// A player's row.
fn row(
    words: &Words,
    columns: &Columns,
    view: &View,
    hand: &Round<Option<Card>>,
    player: &InRound<Option<Card>>,
    choosing: Option<&SoldierPick>,
) -> Line<'static> {
    let seat = player.seat;
    let me = me(view);
    let [w_name, w_chips, w_status, w_banner, w_palace] = columns.widths;
    let marker = if view.seen.to_act.contains(&seat) {
        "▶ "
    } else {
        "  "
    };
    let name = if seat == hand.dealer {
        let role = say!(words, "terminal-palace-dealer-role");
        let room = w_name.saturating_sub(role.chars().count() + 1);
        format!("{} {role}", short_name(&player.name, room))
    } else {
        short_name(&player.name, w_name)
    };
    let status = status(words, hand, player);
    let mut spans = vec![
        Span::styled(marker, Style::new().fg(Color::Yellow)),
        Span::styled(
            padded(&name, w_name),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Span::raw(format!(
            "{:>w_chips$}  {}",
            view.seen.players[seat.index()].chips,
            padded(&status, w_status)
        )),
    ];
    spans.extend(cards_spans(
        &player.banner.iter().copied().collect::<Vec<_>>(),
        w_banner,
    ));
    spans.extend(cards_spans(&player.palace, w_palace));
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
fn your_hand(words: &Words, view: &View, hand: &Round<Option<Card>>) -> Option<String> {
    let mine = hand.player(me(view));
    (mine.status == Status::In && hand.ending.is_none()).then(|| {
        let said = say!(
            words,
            "terminal-your-hand",
            hand = hand_name(words, CardSet::of(seen(mine)))
        );
        format!(" {said}")
    })
}

/// A battle being fought: who attacks whom and the bets; then what the answering side must pay.
fn battle_notes(words: &Words, view: &View, hand: &Round<Option<Card>>) -> Option<[String; 2]> {
    let battle = hand.battle?;
    let names = names(view);
    let me = me(view);
    let (a, d) = (battle.attacker, battle.defender);
    let fought = say!(
        words,
        "terminal-battle",
        who = who(me, a),
        name = name_of(&names, a),
        whom = who(me, d),
        target = name_of(&names, d),
        attacker_bet = battle.attacker_bet,
        defender_bet = battle.defender_bet
    );
    let answering = battle.answering;
    let other = battle.opponent(answering);
    let call = battle
        .to_call
        .min(view.seen.players[answering.index()].chips);
    let all_in = if call < battle.to_call { "yes" } else { "no" };
    let answer = say!(
        words,
        "terminal-battle-answer",
        who = who(me, answering),
        name = name_of(&names, answering),
        call = call,
        all_in = all_in
    );
    let answer = if battle.last_raise > 0 {
        let raised = say!(
            words,
            "terminal-battle-raised",
            who = who(me, other),
            name = name_of(&names, other),
            raise = battle.last_raise
        );
        format!("{raised} {answer}")
    } else {
        answer
    };
    Some([format!(" {fought}"), format!(" {answer}")])
}

/// The two left who must fight, once a quiet round has passed.
fn must_fight(words: &Words, view: &View, hand: &Round<Option<Card>>) -> Option<String> {
    (hand.must_fight && hand.ending.is_none()).then(|| {
        let names = names(view);
        let left: Vec<String> = hand
            .remaining()
            .iter()
            .map(|&seat| name_of(&names, seat))
            .collect();
        let said = say!(
            words,
            "terminal-must-fight-now",
            names = and_list(words, &left)
        );
        format!(" {said}")
    })
}

/// The latest called battle of the hand (while no other is being fought): who won, and for each
/// side its palace, the five cards (or fewer) that counted, and the hand they make, on a second
/// line when the first has no room for it.
fn shown_battle(
    words: &Words,
    view: &View,
    hand: &Round<Option<Card>>,
    width: usize,
) -> Option<(String, Vec<Line<'static>>)> {
    let result = hand.battles.last().filter(|_| hand.battle.is_none())?;
    let names = names(view);
    let me = me(view);
    let split = hand.ending == Some(Ending::TiedBattle) && result.winner.is_none();
    let (attacker, defender) = (result.attacker.seat, result.defender.seat);
    let said = say!(
        words,
        "terminal-battle-shown-since",
        who = who(me, attacker),
        name = name_of(&names, attacker),
        whom = who(me, defender),
        target = name_of(&names, defender),
        outcome = battle_outcome(words, result, &names, me, split)
    );
    let counts = format!("{} ", say!(words, "terminal-counts"));
    let sides = [&result.attacker, &result.defender];
    let made: Vec<String> = sides.iter().map(|side| hand_words(words, side)).collect();
    // The columns: name, palace, the cards that counted. A hand's name too long for the usual
    // columns has them as narrow as the sides allow, both alike; too long for those, it goes on a
    // line of its own.
    let widths = |name: usize, palace: usize, counted: usize| {
        let used = 3 + name + palace + counts.chars().count() + counted;
        (name, palace, counted, used)
    };
    let usual = widths(14, 10, 15);
    let narrow = widths(
        (sides.iter())
            .map(|side| names[side.seat.index()].chars().count().min(13) + 1)
            .max()
            .unwrap_or(1),
        (sides.iter())
            .map(|side| side.palace.len() * 3 + 1)
            .max()
            .unwrap_or(0),
        (sides.iter())
            .map(|side| side.counted.len() * 3 + 1)
            .max()
            .unwrap_or(0),
    );
    let fits = |(_, _, _, used): (usize, usize, usize, usize)| {
        made.iter().all(|hand| used + hand.chars().count() <= width)
    };
    let (name_width, palace_width, counted_width, used) = if !fits(usual) && fits(narrow) {
        narrow
    } else {
        usual
    };
    let mut lines = Vec::new();
    for (side, made) in sides.into_iter().zip(made) {
        let name = short_name(&names[side.seat.index()], name_width - 1);
        let mut spans = vec![Span::raw(format!("   {}", padded(&name, name_width)))];
        spans.extend(cards_spans(&side.palace, palace_width));
        spans.push(Span::styled(counts.clone(), NOTE));
        spans.extend(cards_spans(&side.counted, counted_width));
        if used + made.chars().count() <= width {
            spans.push(Span::styled(made, NOTE));
            lines.push(Line::from(spans));
        } else {
            lines.push(Line::from(spans));
            let indent = 3 + name_width;
            for row in wrap_rows(&made, width.saturating_sub(indent)) {
                lines.push(Line::styled(format!("{}{row}", " ".repeat(indent)), NOTE));
            }
        }
    }
    let sides = lines;
    Some((format!(" {said}"), sides))
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
fn exclusion_notes(
    words: &Words,
    view: &View,
    hand: &Round<Option<Card>>,
    mode: &Mode,
) -> Vec<String> {
    let mine = seen(hand.player(me(view)));
    let rule = view.rules.exclusion;
    opponents(view, hand, mode)
        .into_iter()
        .filter_map(|seat| {
            let banner = hand.player(seat).banner.flatten()?;
            let said = say!(
                words,
                "terminal-versus",
                name = hand.name(seat).to_string(),
                exclusion = exclusion(words, rule, banner, &mine),
                hand = hand_name(words, counted(rule, banner, &mine))
            );
            Some(format!(" {said}"))
        })
        .collect()
}

/// Everything above the log, in lines of `width`: the info line, the players, and what is going on
/// (the client's `mode` says which soldiers or which target the player is choosing).
pub fn table_lines(words: &Words, view: &View, mode: &Mode, width: usize) -> Vec<Line<'static>> {
    let info = info(words, view);
    let mut lines = if info.width() <= width {
        vec![info]
    } else {
        wrapped(&info.to_string(), NOTE, width)
    };
    let Some(hand) = &view.round else {
        let role = say!(words, "terminal-palace-dealer-role");
        let width = 14.max(role.chars().count() + 6);
        for player in &view.seen.players {
            let name = if player.seat == view.dealer {
                format!("{} {role}", player.name)
            } else {
                player.name.clone()
            };
            lines.push(Line::raw(format!(
                "  {}{:>5}",
                padded(&name, width),
                player.chips
            )));
        }
        return lines;
    };
    let longest = (hand.players.iter())
        .map(|player| status(words, hand, player).chars().count())
        .max()
        .unwrap_or(0);
    let columns = Columns::new(words, longest);
    lines.push(header(&columns));
    let choosing = match mode {
        Mode::Pick(Pick::Soldiers(p)) => Some(p),
        _ => None,
    };
    for player in &hand.players {
        lines.push(row(words, &columns, view, hand, player, choosing));
    }
    if let Some([fought, answer]) = battle_notes(words, view, hand) {
        lines.extend(wrapped(&fought, BATTLE.add_modifier(Modifier::BOLD), width));
        lines.extend(wrapped(&answer, BATTLE, width));
    }
    if let Some(text) = must_fight(words, view, hand) {
        lines.extend(wrapped(&text, BATTLE.add_modifier(Modifier::BOLD), width));
    }
    if let Some((said, sides)) = shown_battle(words, view, hand, width) {
        lines.extend(wrapped(&said, BATTLE, width));
        lines.extend(sides);
    }
    if let Some(text) = your_hand(words, view, hand) {
        lines.extend(wrapped(&text, NOTE, width));
    }
    for text in exclusion_notes(words, view, hand, mode) {
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

fn soldier_lines(words: &Words, p: &SoldierPick) -> Vec<Line<'static>> {
    let question = match (p.min, p.max) {
        (0, max) => say!(words, "terminal-let-go-up-to", max = max),
        (min, max) if min == max => say!(words, "terminal-let-go-exactly", count = min),
        (min, max) => say!(words, "terminal-let-go-between", min = min, max = max),
    };
    let mut spans = vec![Span::styled(
        question,
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
        Line::raw(say!(words, "terminal-let-go-keys")),
    ]
}

fn target_lines(words: &Words, view: &View, p: &TargetPick) -> Vec<Line<'static>> {
    let question = if p.bet.min == p.bet.max {
        say!(words, "terminal-attack-whom", bet = p.bet.min)
    } else {
        say!(
            words,
            "terminal-attack-whom-range",
            min = p.bet.min,
            max = p.bet.max
        )
    };
    let mut spans = vec![Span::styled(
        question,
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
    let keys = if p.bet.min == p.bet.max {
        say!(words, "terminal-attack-keys")
    } else {
        say!(words, "terminal-attack-keys-bet")
    };
    vec![Line::from(spans), Line::raw(keys)]
}

/// The choice being made, for the bottom of the screen.
pub fn pick_lines(words: &Words, view: &View, pick: &Pick) -> Vec<Line<'static>> {
    match pick {
        Pick::Soldiers(p) => soldier_lines(words, p),
        Pick::Target(p) => target_lines(words, view, p),
    }
}
