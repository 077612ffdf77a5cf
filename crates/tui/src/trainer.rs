//! The trainer at the terminal, `parlour play --train` (docs/terminal.md, "The trainer"): hands of
//! the kinds players most often play wrong at a casino table (a hard 15 or 16, a soft 17 to 19, a
//! pair), dealt one at a time by the analysis's trainer ([`parlour_analysis::Trainer`]); the player
//! answers with the table's own move keys and is told at once whether the move was the best, what
//! the best was, and what each move is worth.
//!
//! The trainer deals each kind in proportion to its weight, and the weights follow the player's
//! answers: a kind missed comes back more often, a kind played right a little less, so the
//! practice goes where the player needs it. What is dealt depends on the seed and the answers
//! alone, so a seed and the same answers deal the same hands again.

use parlour_analysis::{Choice, Drill, Kind, Scored, Trainer};
use parlour_cards::{Card, Rank, Suit};
use parlour_engine::record::Recorded;
use parlour_pontoon::casino::Casino;
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use serde_json::Value;

use crate::app::Message;
use crate::coach::{hand_words, move_words, worth_lines};
use crate::speak::{Lang, Words, decimal, say};

/// A kind's weight to start with: every kind alike.
const FIRST_WEIGHT: u32 = 3;
/// What a miss adds to its kind's weight, and the most a weight comes to: a kind missed over and
/// over is dealt ten times as often as one never missed, never so often that the others vanish.
const MISS_WEIGHT: u32 = 3;
const MOST_WEIGHT: u32 = 30;

/// An answer, and how it went.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// The hand as the screen showed it.
    pub cards: Vec<Card>,
    pub drill: Drill,
    pub choice: Choice,
    pub scored: Scored,
}

/// The practice so far.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Score {
    pub answered: u32,
    pub right: u32,
    /// What the misses gave up in all, in original bets.
    pub cost: f64,
    /// The misses of each kind, by [`Kind::ALL`].
    pub missed: [u32; 3],
}

/// A practice session with the trainer, minus the terminal.
#[derive(Debug)]
pub struct Practice {
    pub words: Words,
    trainer: Trainer,
    /// The preset the hands are played under, for the title.
    preset: String,
    seed: u64,
    /// Hands dealt so far: the next is dealt from the seed moved on by this many.
    dealt: u64,
    /// The hand to answer, and its cards as the screen shows them.
    pub drill: Drill,
    pub cards: Vec<Card>,
    /// The last answer, shown until the next one.
    pub last: Option<Answer>,
    pub score: Score,
    /// Each kind's weight, by [`Kind::ALL`]: what the next hand is dealt by.
    pub weights: [u32; 3],
    /// Set once the player has ended the practice: the summary is on the screen.
    pub over: bool,
    pub message: Option<Message>,
    /// Set once the summary has been dismissed: the client exits.
    pub done: bool,
    too_small: bool,
}

impl Practice {
    /// A practice of the casino table `rules` describe, its hands dealt from `seed`, said in `lang`.
    pub fn new(rules: &Value, seed: u64, lang: Lang) -> anyhow::Result<Practice> {
        let casino = Casino::parse_rules(rules).map_err(anyhow::Error::msg)?;
        let trainer = Trainer::new(parlour_analysis::Rules::of(&casino, false));
        let weights = [FIRST_WEIGHT; 3];
        let drill = trainer.deal(seed, weights);
        let mut practice = Practice {
            words: Words::new(lang),
            cards: Vec::new(),
            drill,
            trainer,
            preset: casino.preset.name().to_string(),
            seed,
            dealt: 1,
            last: None,
            score: Score::default(),
            weights,
            over: false,
            message: None,
            done: false,
            too_small: false,
        };
        practice.cards = practice.shown_cards();
        Ok(practice)
    }

    /// The hand's cards with suits (and, for a ten-count, a rank) to draw them by: chosen from
    /// the hand's number, so that hands look as dealt hands do. A pair of ten-counts is one rank.
    fn shown_cards(&self) -> Vec<Card> {
        let n = self.dealt as usize;
        (self.drill.cards.iter().enumerate())
            .map(|(i, &value)| {
                let rank = match value {
                    0 => Rank::Ace,
                    9 => {
                        let at = if self.drill.kind == Kind::Pair {
                            n
                        } else {
                            n + i
                        };
                        [Rank::Ten, Rank::Jack, Rank::Queen, Rank::King][at % 4]
                    }
                    v => Rank::ALL[v],
                };
                Card::new(rank, Suit::ALL[(n + 3 * i) % 4])
            })
            .collect()
    }

    /// Answers the hand with `choice`: scored, the weights moved, and the next hand dealt.
    pub fn answer(&mut self, choice: Choice) {
        let Some(scored) = self.drill.answer(choice) else {
            self.message = Some(Message {
                text: say!(
                    self.words,
                    "terminal-train-not-open",
                    choice = move_words(&self.words, choice)
                ),
                error: true,
            });
            return;
        };
        self.message = None;
        let kind = self.drill.kind as usize;
        self.score.answered += 1;
        if scored.right {
            self.score.right += 1;
            self.weights[kind] = self.weights[kind].saturating_sub(1).max(1);
        } else {
            self.score.missed[kind] += 1;
            self.score.cost += scored.cost;
            self.weights[kind] = (self.weights[kind] + MISS_WEIGHT).min(MOST_WEIGHT);
        }
        let next = self
            .trainer
            .deal(self.seed.wrapping_add(self.dealt), self.weights);
        self.dealt += 1;
        let drill = std::mem::replace(&mut self.drill, next);
        let cards = std::mem::take(&mut self.cards);
        self.cards = self.shown_cards();
        self.last = Some(Answer {
            cards,
            drill,
            choice,
            scored,
        });
    }

    /// Tells the client the terminal's size: below the least, only `q` acts.
    pub fn set_size(&mut self, width: u16, height: u16) {
        self.too_small = width < crate::draw::MIN_WIDTH || height < crate::draw::MIN_HEIGHT;
    }

    /// The answer to one key: a move's key answers, as at a casino table (Enter or `s` sticks, `+`
    /// or `t` twists, `*` or `b` buys, `/` or `p` splits); `q` ends the practice.
    pub fn on_key(&mut self, key: KeyEvent) {
        let quit = key.code == KeyCode::Char('q')
            || key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c');
        if self.over {
            self.done = true;
            return;
        }
        if quit {
            self.over = true;
            if self.too_small {
                self.done = true;
            }
            return;
        }
        if self.too_small {
            return;
        }
        match key.code {
            KeyCode::Enter | KeyCode::Char('s') => self.answer(Choice::Stick),
            KeyCode::Char('+' | 't') => self.answer(Choice::Twist),
            KeyCode::Char('*' | 'b') => self.answer(Choice::Buy),
            KeyCode::Char('/' | 'p') => self.answer(Choice::Split),
            _ => {
                self.message = Some(Message {
                    text: say!(self.words, "terminal-train-keys"),
                    error: true,
                });
            }
        }
    }

    /// Each kind's share of the hands dealt now, in percent, by [`Kind::ALL`].
    pub fn shares(&self) -> [u32; 3] {
        let total: u32 = self.weights.iter().sum();
        self.weights
            .map(|w| (f64::from(w) * 100.0 / f64::from(total)).round() as u32)
    }

    /// The title: the table's rules, the practice, the score.
    pub fn title(&self) -> String {
        let words = &self.words;
        format!(
            " Parlour · {} · {} · {} ",
            self.preset,
            say!(words, "terminal-train-title"),
            say!(
                words,
                "terminal-train-score",
                right = self.score.right,
                answered = self.score.answered
            )
        )
    }

    /// The hand to answer: its kind, its cards, whether it has bought; and what is dealt now.
    pub fn hand_lines(&self) -> Vec<Line<'static>> {
        let words = &self.words;
        let mut lines = vec![Line::from(vec![
            Span::styled(
                format!(
                    " {} ",
                    say!(
                        words,
                        "terminal-train-kind",
                        kind = kind_word(self.drill.kind)
                    )
                ),
                Style::new().add_modifier(Modifier::BOLD),
            ),
            Span::raw(hand_words(words, &self.cards)),
        ])];
        if self.drill.bought {
            lines.push(Line::styled(
                format!(" {}", say!(words, "terminal-train-bought")),
                Style::new().fg(Color::Magenta),
            ));
        }
        let [hard, soft, pair] = self.shares();
        lines.push(Line::styled(
            format!(
                " {}",
                say!(
                    words,
                    "terminal-train-shares",
                    hard = hard,
                    soft = soft,
                    pair = pair
                )
            ),
            Style::new().fg(Color::Cyan),
        ));
        lines
    }

    /// The last answer: right or wrong, the best move and what the answer gave up, the hand, and
    /// what each of its moves was worth.
    pub fn answer_lines(&self) -> Vec<Line<'static>> {
        let words = &self.words;
        let Some(answer) = &self.last else {
            return vec![Line::raw(say!(words, "terminal-train-first"))];
        };
        let best = move_words(words, answer.scored.best);
        let verdict = if answer.scored.right {
            Line::styled(
                say!(words, "terminal-train-right", best = best),
                Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
            )
        } else {
            Line::styled(
                say!(
                    words,
                    "terminal-train-wrong",
                    taken = move_words(words, answer.choice),
                    best = best,
                    cost = decimal(words, answer.scored.cost, 3)
                ),
                Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            )
        };
        let mut lines = vec![
            verdict,
            Line::raw(format!(
                " {}",
                say!(
                    words,
                    "terminal-train-was",
                    kind = kind_word(answer.drill.kind),
                    hand = hand_words(words, &answer.cards)
                )
            )),
        ];
        lines.extend(worth_lines(
            words,
            &answer.drill.advice,
            None,
            Some(answer.choice),
        ));
        lines
    }

    /// The moves open to the hand, with their keys.
    pub fn move_keys(&self) -> Vec<(String, String)> {
        let enter = say!(self.words, "terminal-key-enter");
        let mut open: Vec<Choice> = self.drill.advice.moves.iter().map(|w| w.choice).collect();
        // In the table's order, not the coach's (which is best first, and would give it away).
        open.sort_by_key(|choice| match choice {
            Choice::Twist => 0,
            Choice::Stick => 1,
            Choice::Buy => 2,
            Choice::Split => 3,
        });
        open.into_iter()
            .map(|choice| {
                let key = match choice {
                    Choice::Stick => format!("{enter}/s"),
                    Choice::Twist => "+/t".into(),
                    Choice::Buy => "*/b".into(),
                    Choice::Split => "//p".into(),
                };
                (key, move_words(&self.words, choice))
            })
            .collect()
    }

    /// What the practice came to, for its end: the score, the misses by kind and what they cost.
    pub fn summary_lines(&self) -> Vec<String> {
        let words = &self.words;
        let [hard, soft, pair] = self.score.missed;
        vec![
            say!(
                words,
                "terminal-train-over",
                right = self.score.right,
                answered = self.score.answered
            ),
            say!(
                words,
                "terminal-train-missed",
                hard = hard,
                soft = soft,
                pair = pair,
                cost = decimal(words, self.score.cost, 3)
            ),
        ]
    }

    /// Draws the whole screen.
    pub fn draw(&self, frame: &mut Frame) {
        let words = &self.words;
        if crate::render::too_small(frame, words) {
            return;
        }
        let area = frame.area();
        if self.over {
            let mut text: Vec<Line> = vec![
                Line::styled(
                    say!(words, "terminal-thanks"),
                    Style::new().add_modifier(Modifier::BOLD),
                ),
                Line::raw(""),
            ];
            text.extend(self.summary_lines().into_iter().map(Line::raw));
            crate::render::draw_farewell(frame, area, words, text);
            return;
        }
        let hand = self.hand_lines();
        let [top, middle, bottom] = Layout::vertical([
            Constraint::Length(hand.len() as u16 + 2),
            Constraint::Min(4),
            Constraint::Length(5),
        ])
        .areas(area);
        let block = Block::default()
            .borders(Borders::ALL)
            .title(self.title())
            .title_bottom(
                Line::from(format!(" {} ", say!(words, "terminal-train-keys-bar"))).right_aligned(),
            );
        frame.render_widget(Paragraph::new(hand).block(block), top);
        let block = Block::default()
            .borders(Borders::ALL)
            .title(format!(" {} ", say!(words, "terminal-train-last")));
        frame.render_widget(
            Paragraph::new(self.answer_lines())
                .block(block)
                .wrap(Wrap { trim: false }),
            middle,
        );
        frame.render_widget(
            Paragraph::new(self.moves_lines())
                .block(Block::default().borders(Borders::ALL))
                .wrap(Wrap { trim: true }),
            bottom,
        );
    }

    /// The bottom of the screen: the moves and their keys, and the message, if there is one.
    pub fn moves_lines(&self) -> Vec<Line<'static>> {
        let mut spans = vec![Span::styled(
            format!("{} ", say!(self.words, "terminal-your-move")),
            Style::new().add_modifier(Modifier::BOLD),
        )];
        for (key, what) in self.move_keys() {
            spans.push(Span::styled(
                format!("[{key}]"),
                Style::new().fg(Color::Yellow),
            ));
            spans.push(Span::raw(format!(" {what}   ")));
        }
        let mut lines = vec![Line::from(spans)];
        if let Some(message) = &self.message {
            lines.push(Line::styled(
                message.text.clone(),
                Style::new().fg(Color::Red),
            ));
        }
        lines
    }
}

/// A kind of hand as the messages select on it.
fn kind_word(kind: Kind) -> &'static str {
    match kind {
        Kind::Hard => "hard",
        Kind::Soft => "soft",
        Kind::Pair => "pair",
    }
}
