//! The coach at the terminal (docs/terminal.md, "The coach"): at a table whose game has one (the
//! casino tables), what each move open to the player's hand is worth, when the player asks; and,
//! when the session ends, each decision the player made that gave something up against the best.
//!
//! Both come from the game's kit ([`parlour_games::Kit::coach`]) and read nothing but what the
//! player's own seat was shown: a hint reads the player's view of the table (never the engine's,
//! which holds every card), the review replays the session's record as the player's seat saw it.
//! So the coach never tells the player of a card the table had not shown them.

use parlour_cards::Card;
use parlour_engine::Seat;
use parlour_engine::record::Record;
use parlour_games::Kit;
use parlour_games::coach::{Advice, Choice, Count, Hint, NoSpot, Review};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use serde_json::Value;

use crate::describe::total;
use crate::speak::{Words, decimal, say, signed_decimal};

/// The coach at a table whose game has one.
#[derive(Debug)]
pub struct Coach {
    /// The game's kit: its coach, and its entry to replay the session's record.
    kit: &'static Kit,
    /// Whether the player has turned it on: it is off unless asked for (`--coach`, `c`), so that
    /// nobody is told how to play who did not ask.
    pub on: bool,
    /// What a hint counts out of the shoe: the fresh shoe, or every card seen since the shuffle too.
    pub count: Count,
    /// The hint on the screen, for the hand on turn when it was asked for: until the next move.
    pub shown: Option<Hint>,
    /// Each move the player made: its index in the session's record, and the round it was made in.
    moves: Vec<(u64, u32)>,
}

/// The session's decisions reviewed, each with the round it was made in.
#[derive(Debug, Clone, PartialEq)]
pub struct Reviewed {
    pub review: Review,
    /// The round of each of `review.decisions`.
    pub rounds: Vec<u32>,
}

/// What the summary shows of the review, at most: the rest are printed when the player leaves,
/// where there is room for all of them.
pub const SHOWN_MISTAKES: usize = 5;

impl Coach {
    /// The coach of the game `rules` are for, if that game has one; off.
    pub fn of(rules: &Value) -> Option<Coach> {
        let kit = parlour_games::registry()
            .for_rules(rules)
            .ok()
            .and_then(|entry| parlour_games::kit(entry.id()))?;
        kit.coach()?;
        Some(Coach {
            kit,
            on: false,
            count: Count::Fresh,
            shown: None,
            moves: Vec::new(),
        })
    }

    /// `c`: turns the coach on or off; what it says of itself.
    pub fn toggle(&mut self, words: &Words) -> String {
        self.on = !self.on;
        self.shown = None;
        if self.on {
            say!(words, "terminal-coach-on")
        } else {
            say!(words, "terminal-coach-off")
        }
    }

    /// `v`: counts the cards seen too, or the fresh shoe again; a hint on the screen is worked out
    /// again by the new count, from `view` (the player's own). While the coach is off it changes
    /// nothing, and says so.
    pub fn switch_count(&mut self, words: &Words, view: &Value) -> Result<String, String> {
        if !self.on {
            return Err(say!(words, "terminal-coach-is-off"));
        }
        self.count = match self.count {
            Count::Fresh => Count::Seen,
            Count::Seen => Count::Fresh,
        };
        if self.shown.is_some() {
            self.shown = self.hint(view).ok();
        }
        Ok(say!(
            words,
            "terminal-coach-counts",
            count = count_word(self.count)
        ))
    }

    /// `h`: the hint for the hand the player is to play, from `view` (the player's own view of the
    /// table), put on the screen; or why there is none, in words.
    pub fn ask(&mut self, words: &Words, view: &Value) -> Result<(), String> {
        if !self.on {
            return Err(say!(words, "terminal-coach-is-off"));
        }
        match self.hint(view) {
            Ok(hint) => {
                self.shown = Some(hint);
                Ok(())
            }
            Err(NoSpot::NotYourTurn) => Err(say!(words, "terminal-coach-not-your-hand")),
            Err(NoSpot::Inconsistent) => Err(say!(words, "terminal-coach-unread")),
        }
    }

    fn hint(&self, view: &Value) -> Result<Hint, NoSpot> {
        let coaching = self
            .kit
            .coach()
            .expect("a coach is made only for a game with one");
        coaching.hint(view, self.count)
    }

    /// Notes a move the player made: the record's index of it (`version` before it), and its round.
    pub fn moved(&mut self, version: u64, round: u32) {
        self.shown = None;
        self.moves.push((version, round));
    }

    /// Every decision `seat` made in the session `record` holds (the table's record, unsealed),
    /// valued from the fresh shoe, as a strategy card would judge it: the same whether or not the
    /// coach was on, and whatever it counted.
    pub fn review(&self, record: &Value, seat: Seat) -> Result<Reviewed, String> {
        let coaching = self
            .kit
            .coach()
            .expect("a coach is made only for a game with one");
        let record: Record = serde_json::from_value(record.clone()).map_err(|e| e.to_string())?;
        let review = coaching.review(self.kit.entry, &record, seat, Count::Fresh)?;
        let rounds = (review.decisions.iter())
            .map(|decision| {
                (self.moves.iter())
                    .find(|(at, _)| *at == decision.action as u64)
                    .map_or(0, |(_, round)| *round)
            })
            .collect();
        Ok(Reviewed { review, rounds })
    }
}

/// A count as the messages select on it.
fn count_word(count: Count) -> &'static str {
    match count {
        Count::Fresh => "fresh",
        Count::Seen => "seen",
    }
}

/// A move the coach values, as the messages select on it.
fn choice_word(choice: Choice) -> &'static str {
    match choice {
        Choice::Stick => "stick",
        Choice::Twist => "twist",
        Choice::Buy => "buy",
        Choice::Split => "split",
    }
}

/// A move in words: "stick", "lapot kérek".
pub fn move_words(words: &Words, choice: Choice) -> String {
    say!(words, "terminal-coach-move", choice = choice_word(choice))
}

/// The title of the box a hint is shown in: the coach, and what it counts.
pub fn hint_title(words: &Words, count: Count) -> String {
    say!(words, "terminal-coach-title", count = count_word(count))
}

/// Cards in a line, as the table draws them, with their total: "9♣ 7♦ = 16".
pub fn hand_words(words: &Words, cards: &[Card]) -> String {
    let shown: Vec<String> = cards.iter().map(|card| format!("{card:#}")).collect();
    let known: Vec<Option<Card>> = cards.iter().copied().map(Some).collect();
    format!("{} {}", shown.join(" "), total(words, &known))
}

/// The rows of a hint: the hand, then each move open to it, best first, with what it is worth.
pub fn hint_lines(words: &Words, hint: &Hint) -> Vec<Line<'static>> {
    let hand = say!(
        words,
        "terminal-coach-hand",
        cards = hand_words(words, &hint.cards),
        bet = hint.bet
    );
    let mut lines = vec![Line::raw(format!(" {hand}"))];
    lines.extend(worth_lines(words, &hint.advice, Some(hint.bet), None));
    lines
}

/// A row for each move `advice` values, best first: the move, what it is worth in original bets
/// and, given the `bet`, in chips; the best marked, and the move `answered`, if there is one.
pub fn worth_lines(
    words: &Words,
    advice: &Advice,
    bet: Option<u64>,
    answered: Option<Choice>,
) -> Vec<Line<'static>> {
    let best = advice.best().map(|worth| worth.bets);
    // Each column as wide as its widest, the figures set right, so that they read down.
    let named: Vec<String> = (advice.moves.iter())
        .map(|worth| move_words(words, worth.choice))
        .collect();
    let bets: Vec<String> = (advice.moves.iter())
        .map(|worth| signed_decimal(words, worth.bets, 3))
        .collect();
    let chips: Vec<Option<String>> = (advice.moves.iter())
        .map(|worth| {
            let chips = (worth.bets * bet? as f64 * 100.0).round() / 100.0;
            Some(signed_decimal(words, chips, 2))
        })
        .collect();
    let widest = |texts: &mut dyn Iterator<Item = &String>| {
        texts.map(|text| text.chars().count()).max().unwrap_or(0)
    };
    let (name_width, bets_width) = (widest(&mut named.iter()), widest(&mut bets.iter()));
    let chips_width = widest(&mut chips.iter().flatten());
    let pad = |text: &str, width: usize| " ".repeat(width - text.chars().count());
    (advice.moves.iter().enumerate())
        .map(|(at, worth)| {
            let is_best = best.is_some_and(|b| b - worth.bets <= 1e-9);
            let (name, bets) = (&named[at], &bets[at]);
            let mut figures = say!(
                words,
                "terminal-coach-bets",
                bets = format!("{}{bets}", pad(bets, bets_width))
            );
            if let Some(chips) = &chips[at] {
                figures += &format!(
                    "  {}",
                    say!(
                        words,
                        "terminal-coach-chips",
                        chips = format!("{}{chips}", pad(chips, chips_width))
                    )
                );
            }
            let mut notes = Vec::new();
            if is_best {
                notes.push(say!(words, "terminal-coach-best"));
            }
            if answered == Some(worth.choice) {
                notes.push(say!(words, "terminal-coach-yours"));
            }
            let style = if is_best {
                Style::new().fg(Color::Green).add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            let mut spans = vec![
                Span::styled(
                    format!(" {}{name}{}", marker(is_best), pad(name, name_width)),
                    style,
                ),
                Span::raw(format!("  {figures}")),
            ];
            if !notes.is_empty() {
                spans.push(Span::styled(format!("  {}", notes.join(", ")), style));
            }
            Line::from(spans)
        })
        .collect()
}

/// The mark before the best move.
fn marker(best: bool) -> &'static str {
    if best { "» " } else { "  " }
}

/// The review in words: a line of the whole, then a line for each decision that was not the best,
/// at most `most` of them (and a line saying how many more there are).
pub fn review_lines(
    words: &Words,
    reviewed: &Result<Reviewed, String>,
    most: usize,
) -> Vec<String> {
    let Reviewed { review, rounds } = match reviewed {
        Ok(reviewed) => reviewed,
        Err(error) => {
            return vec![say!(
                words,
                "terminal-coach-review-failed",
                error = error.as_str()
            )];
        }
    };
    let decisions = review.decisions.len();
    if decisions == 0 {
        return Vec::new();
    }
    if review.mistakes == 0 {
        return vec![say!(
            words,
            "terminal-coach-review-clean",
            decisions = decisions
        )];
    }
    let mut lines = vec![say!(
        words,
        "terminal-coach-review",
        mistakes = review.mistakes,
        decisions = decisions,
        chips = decimal(words, review.cost_chips, 2),
        bets = decimal(words, review.cost, 3)
    )];
    let mistakes: Vec<_> = (review.decisions.iter().zip(rounds))
        .filter(|(decision, _)| decision.cost > 1e-9)
        .collect();
    for (decision, round) in mistakes.iter().take(most) {
        let best = decision
            .hint
            .advice
            .best()
            .map_or(decision.taken, |w| w.choice);
        lines.push(say!(
            words,
            "terminal-coach-mistake",
            round = round.to_string(),
            hand = hand_words(words, &decision.hint.cards),
            taken = move_words(words, decision.taken),
            best = move_words(words, best),
            chips = decimal(words, decision.cost_chips, 2),
            bets = decimal(words, decision.cost, 3)
        ));
    }
    if mistakes.len() > most {
        lines.push(say!(
            words,
            "terminal-coach-more",
            more = mistakes.len() - most
        ));
    }
    lines
}
