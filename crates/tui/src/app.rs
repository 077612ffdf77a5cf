//! The client's state and its answer to every key, without a terminal: what is on the screen is
//! drawn from this (see [`crate::render`]), and tests drive it key by key.

use std::path::PathBuf;

use parlour_engine::{Limits, Seat};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::coach::{Coach, Reviewed};
pub use crate::entry::{Entry, EntryKind};
use crate::face::Table;
use crate::mode::{Choice, Entered, HandEnd};
pub use crate::mode::{Confirm, Mode, OfferPick, Outcome};
use crate::palace::pick::Pick;
use crate::speak::{Lang, Words, gain, say};
use crate::table::Setup;

/// A line under the table: what just went wrong, or what just happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub error: bool,
}

/// What became of the session's hand record.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Saved {
    /// Nothing written: no hand has been played, or no record was asked for.
    #[default]
    Nothing,
    /// Written to this file.
    Written(PathBuf),
    /// The last write failed, for this reason.
    Failed(PathBuf, String),
}

/// The session so far, for the player.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    /// Hands the player took part in.
    pub hands: u32,
    pub start_chips: u64,
    pub biggest_win: i64,
}

/// The terminal client, minus the terminal.
#[derive(Debug)]
pub struct App {
    /// The player's language: every word on the screen is said in it.
    pub words: Words,
    pub table: Table,
    pub mode: Mode,
    pub message: Option<Message>,
    pub log: Vec<String>,
    pub stats: Stats,
    /// Where the session's hand record is written after every hand.
    history: Option<PathBuf>,
    /// What became of the hand record the last time it was written.
    saved: Saved,
    /// Set once the summary has been dismissed: the client exits.
    pub done: bool,
    /// The terminal is too small to draw the table: only `q` acts.
    too_small: bool,
    /// The terminal's size, as last told (80×24 until then).
    size: (u16, u16),
    /// The coach, at a table whose game has one (the casino tables).
    pub coach: Option<Coach>,
    /// The coach's review of the session, once it is over.
    pub review: Option<Result<Reviewed, String>>,
}

impl App {
    /// A session at the table `setup` asks for, said in `lang`, its hand record written to
    /// `history` after every hand.
    pub fn new(setup: &Setup, history: Option<PathBuf>, lang: Lang) -> anyhow::Result<App> {
        let words = Words::new(lang);
        let (table, log) = crate::face::open(&words, setup)?;
        let mut app = App {
            words,
            stats: Stats {
                start_chips: setup.chips,
                ..Stats::default()
            },
            table,
            mode: Mode::Play,
            message: None,
            log,
            history,
            saved: Saved::Nothing,
            done: false,
            too_small: false,
            size: (crate::draw::MIN_WIDTH, crate::draw::MIN_HEIGHT),
            coach: Coach::of(&setup.rules),
            review: None,
        };
        app.run_bots();
        Ok(app)
    }

    /// Turns the coach on from the start, counting `count` (`--coach`), at a table that has one.
    pub fn coach_on(&mut self, count: parlour_games::coach::Count) {
        if let Some(coach) = &mut self.coach {
            coach.on = true;
            coach.count = count;
        }
    }

    pub fn human(&self) -> Seat {
        self.table.human()
    }

    /// The end of a hand: the settlement screen, the player's figures, the saved record.
    fn hand_over(&mut self, end: HandEnd) {
        let HandEnd { lines, played, net } = end;
        if played {
            self.stats.hands += 1;
            self.stats.biggest_win = self.stats.biggest_win.max(net);
        }
        let mut lines = lines;
        lines.push(String::new());
        lines.push(if played {
            say!(
                self.words,
                "terminal-you-net",
                net = gain(&self.words, net),
                chips = net.unsigned_abs()
            )
        } else {
            say!(self.words, "terminal-sat-out")
        });
        self.mode = Mode::Settlement(lines);
        self.save(self.table.is_over());
    }

    /// Writes the session's hand record, if there is somewhere to write it and a hand has been
    /// played (a session of no hands leaves nothing behind). Until the session is `over` a live
    /// key stays out of the file (the record is sealed), so the cards to come cannot be read from it.
    pub fn save(&mut self, over: bool) {
        let Some(path) = &self.history else { return };
        let hands = self.table.rounds_played();
        if hands == 0 {
            return;
        }
        // The record's comment is for whoever reads the file, in English as the record is.
        let record = self.table.record(
            &format!(
                "A session of {} played in the terminal client: {}.",
                self.table.preset(),
                parlour_engine::count(u64::from(hands), "hand")
            ),
            over,
        );
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(path, format!("{record:#}\n")));
        match written {
            Ok(()) => self.saved = Saved::Written(path.clone()),
            Err(error) => {
                self.message = Some(Message {
                    text: say!(
                        self.words,
                        "terminal-save-failed",
                        path = path.display().to_string(),
                        error = error.to_string()
                    ),
                    error: true,
                });
                self.saved = Saved::Failed(path.clone(), error.to_string());
            }
        }
    }

    /// What the summary says of the hand record: the file written, or why there is none.
    pub fn record_lines(&self) -> Vec<String> {
        let words = &self.words;
        match (&self.saved, &self.history) {
            (Saved::Written(path), _) => vec![
                say!(
                    words,
                    "terminal-record-written",
                    path = path.display().to_string()
                ),
                say!(words, "terminal-record-replay"),
            ],
            (Saved::Failed(path, error), _) => vec![say!(
                words,
                "terminal-record-failed",
                path = path.display().to_string(),
                error = error.as_str()
            )],
            (Saved::Nothing, Some(_)) => vec![say!(words, "terminal-record-none")],
            (Saved::Nothing, None) => Vec::new(),
        }
    }

    /// Lets the bots play until it is the player's turn, a hand ends, or the session does.
    pub fn run_bots(&mut self) {
        while self.mode == Mode::Play && !self.table.is_over() && !self.table.human_to_act() {
            match self.table.bot_turn(&self.words, &mut self.log) {
                None => break,
                Some(Some(end)) => self.hand_over(end),
                Some(None) => {}
            }
        }
        self.offer_forced_pick();
    }

    /// When the player must choose before anything else (Palace soldiers to let go after a buy or
    /// a capture), the choice comes up by itself.
    fn offer_forced_pick(&mut self) {
        if self.mode != Mode::Play || !self.table.human_to_act() {
            return;
        }
        if let Some(pick) = self.table.forced_pick() {
            self.mode = Mode::Pick(pick);
        }
    }

    /// Plays the player's choice: its events, or the engine's refusal as a message.
    fn act(&mut self, choice: Choice<serde_json::Value>) {
        self.message = None;
        let action = match choice {
            Choice::Act(action) => action,
            Choice::Enter(entry) => return self.mode = Mode::Entry(entry),
            Choice::Pick(pick) => return self.mode = Mode::Pick(pick),
            Choice::Offer(offer) => return self.mode = Mode::Offer(offer),
            Choice::Refused(why) => return self.refused(why),
        };
        // The move's place in the record and its round, for the coach's review.
        let at = (self.table.version(), self.table.rounds_played() + 1);
        let made = self.table.act(&self.words, &action, &mut self.log);
        if let (Some(coach), true) = (&mut self.coach, made.is_ok()) {
            coach.moved(at.0, at.1);
        }
        match made {
            Ok(Some(end)) => {
                self.mode = Mode::Play;
                self.hand_over(end);
            }
            Ok(None) => {
                self.mode = Mode::Play;
                self.run_bots();
            }
            Err(refusal) => self.refused(refusal),
        }
    }

    /// Says why nothing happened.
    fn refused(&mut self, text: String) {
        self.message = Some(Message { text, error: true });
    }

    /// The player's legal moves, with the keys that make them, for the bottom of the screen.
    pub fn move_keys(&self) -> Vec<(String, String)> {
        self.table.move_keys(&self.words)
    }

    /// A key that asks for no move: say why nothing happened.
    fn refuse(&mut self, key: KeyCode) {
        let text = if !self.table.human_to_act() {
            say!(self.words, "terminal-not-your-turn")
        } else {
            let name = match key {
                KeyCode::Char(c) => format!("'{c}'"),
                other => format!("{other:?}"),
            };
            say!(self.words, "terminal-not-a-key", key = name)
        };
        self.message = Some(Message { text, error: true });
    }

    /// Tells the client the terminal's size: below the table's least, only `q` acts.
    pub fn set_size(&mut self, width: u16, height: u16) {
        self.size = (width, height);
        self.too_small = width < crate::draw::MIN_WIDTH || height < crate::draw::MIN_HEIGHT;
    }

    /// The answer to one key.
    pub fn on_key(&mut self, key: KeyEvent) {
        let quit_key = key.code == KeyCode::Char('q')
            || key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c');
        if self.too_small {
            // Nothing is on the screen but the request for a larger terminal: nothing acts unseen.
            if quit_key {
                self.quit();
                self.done = true;
            }
            return;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit();
            return;
        }
        match self.mode.clone() {
            Mode::Summary => self.done = true,
            Mode::Rules { back, scroll } => {
                let (width, height) = self.size;
                let rows = crate::rules_page::rules_rows(
                    &self.words,
                    &self.table,
                    usize::from(width.saturating_sub(2)),
                );
                let last = rows
                    .len()
                    .saturating_sub(crate::rules_page::rules_visible(height));
                let scroll = match key.code {
                    KeyCode::Down | KeyCode::Char('j') => scroll + 1,
                    KeyCode::Up | KeyCode::Char('k') => scroll.saturating_sub(1),
                    KeyCode::PageDown | KeyCode::Char(' ') => scroll + 10,
                    KeyCode::PageUp => scroll.saturating_sub(10),
                    _ => {
                        self.mode = *back;
                        return;
                    }
                };
                self.mode = Mode::Rules {
                    back,
                    scroll: scroll.min(last),
                };
            }
            Mode::Settlement(_) => match key.code {
                KeyCode::Char('q') => self.quit(),
                KeyCode::Char('?') => self.show_rules(),
                _ => {
                    self.mode = Mode::Play;
                    self.run_bots();
                }
            },
            Mode::Entry(entry) => self.entry_key(entry, key.code),
            Mode::Confirm(confirm) => self.confirm_key(confirm, key.code),
            Mode::Offer(offer) => self.offer_key(offer, key.code),
            Mode::Pick(pick) => self.pick_key(pick, key.code),
            Mode::Play => match key.code {
                KeyCode::Char('q') => self.quit(),
                KeyCode::Char('?') => self.show_rules(),
                KeyCode::Char(c @ ('c' | 'h' | 'v')) if self.coach.is_some() => self.coach_key(c),
                code => match self.table.choice(&self.words, code) {
                    Some(choice) => self.act(choice),
                    None => self.refuse(code),
                },
            },
        }
    }

    /// A key for the coach: `c` turns it on or off, `h` shows the hint for the hand on turn, `v`
    /// changes what it counts. Each is answered under the moves; none changes the table.
    fn coach_key(&mut self, key: char) {
        let Some(coach) = &mut self.coach else { return };
        let words = &self.words;
        let said = match key {
            'c' => Ok(coach.toggle(words)),
            'v' => coach.switch_count(words, &self.table.view()),
            _ => coach.ask(words, &self.table.view()).map(|()| String::new()),
        };
        self.message = match said {
            Ok(text) if text.is_empty() => None,
            Ok(text) => Some(Message { text, error: false }),
            Err(text) => Some(Message { text, error: true }),
        };
    }

    /// The rules page, over whatever is on the screen.
    fn show_rules(&mut self) {
        self.mode = Mode::Rules {
            back: Box::new(self.mode.clone()),
            scroll: 0,
        };
    }

    /// A key while choosing soldiers or a target.
    fn pick_key(&mut self, pick: Pick, key: KeyCode) {
        self.message = None;
        match self.table.pick_key(&self.words, pick, key) {
            Outcome::Pick(pick) => self.mode = Mode::Pick(pick),
            Outcome::Act(action) => self.act(Choice::Act(action)),
            Outcome::Amount(entry) => self.mode = Mode::Entry(entry),
            Outcome::Back => self.mode = Mode::Play,
            Outcome::Refuse(text) => self.message = Some(Message { text, error: true }),
        }
    }

    /// A key while choosing whom to offer the bank to: a number or the arrows, then Enter for the
    /// price.
    fn offer_key(&mut self, mut offer: OfferPick, key: KeyCode) {
        self.message = None;
        let len = offer.buyers.len();
        match key {
            KeyCode::Esc => self.mode = Mode::Play,
            KeyCode::Left | KeyCode::Up => {
                offer.at = (offer.at + len - 1) % len;
                self.mode = Mode::Offer(offer);
            }
            KeyCode::Right | KeyCode::Down | KeyCode::Tab => {
                offer.at = (offer.at + 1) % len;
                self.mode = Mode::Offer(offer);
            }
            KeyCode::Char(c)
                if c.to_digit(10)
                    .is_some_and(|d| (1..=len).contains(&(d as usize))) =>
            {
                offer.at = c.to_digit(10).expect("a digit") as usize - 1;
                self.mode = Mode::Offer(offer);
            }
            KeyCode::Enter => {
                let buyer = offer.buyers[offer.at];
                self.mode = Mode::Entry(Entry::suggested(
                    EntryKind::OfferPrice(buyer.seat),
                    Limits {
                        min: 0,
                        max: buyer.max_price,
                    },
                    0,
                ));
            }
            _ => {
                self.message = Some(Message {
                    text: say!(self.words, "terminal-choose-buyer"),
                    error: true,
                });
                self.mode = Mode::Offer(offer);
            }
        }
    }

    /// A key while a move is asked again: `y` or Enter makes it, `n` or Esc goes back to the amount.
    fn confirm_key(&mut self, confirm: Confirm, key: KeyCode) {
        match key {
            KeyCode::Char('y') | KeyCode::Enter => self.act(Choice::Act(confirm.action)),
            KeyCode::Char('n') | KeyCode::Esc => {
                self.message = None;
                self.mode = Mode::Entry(confirm.back);
            }
            _ => {
                self.message = Some(Message {
                    text: say!(self.words, "terminal-confirm-keys"),
                    error: true,
                });
                self.mode = Mode::Confirm(confirm);
            }
        }
    }

    fn entry_key(&mut self, mut entry: Entry, key: KeyCode) {
        match key {
            KeyCode::Char(c @ ('+' | '-')) if let Some(step) = entry.kind.step() => {
                let amount = entry.text.parse::<u64>().unwrap_or(entry.limits.min);
                let moved = if c == '+' {
                    amount.saturating_add(step)
                } else {
                    amount.saturating_sub(step)
                };
                entry.text = moved.clamp(entry.limits.min, entry.limits.max).to_string();
                entry.fresh = true;
                self.message = None;
                self.mode = Mode::Entry(entry);
            }
            KeyCode::Esc => {
                self.mode = Mode::Play;
                self.message = None;
            }
            KeyCode::Backspace => {
                if entry.fresh {
                    entry.text.clear();
                } else {
                    entry.text.pop();
                }
                entry.fresh = false;
                self.mode = Mode::Entry(entry);
            }
            KeyCode::Char(c) if c.is_ascii_digit() => {
                if entry.fresh {
                    entry.text.clear();
                    entry.fresh = false;
                }
                if entry.text.len() < 13 {
                    entry.text.push(c);
                }
                self.mode = Mode::Entry(entry);
            }
            KeyCode::Enter => {
                let Ok(amount) = entry.text.parse::<u64>() else {
                    self.message = Some(Message {
                        text: say!(self.words, "terminal-type-amount"),
                        error: true,
                    });
                    return;
                };
                if !entry.limits.contains(amount) {
                    self.message = Some(Message {
                        text: say!(
                            self.words,
                            "terminal-outside-limits",
                            amount = amount,
                            min = entry.limits.min,
                            max = entry.limits.max
                        ),
                        error: true,
                    });
                    return;
                }
                match self.table.entered(&self.words, &entry.kind, amount) {
                    Entered::Act(action) => self.act(Choice::Act(action)),
                    Entered::Confirm(question, action) => {
                        self.message = None;
                        self.mode = Mode::Confirm(Confirm {
                            question,
                            action,
                            back: entry,
                        });
                    }
                }
            }
            _ => self.mode = Mode::Entry(entry),
        }
    }

    /// The player leaves: the record is saved and the summary shown.
    pub fn quit(&mut self) {
        self.save(true);
        if let Some(coach) = &self.coach {
            self.review = Some(coach.review(&self.table.record("", true), self.human()));
        }
        self.mode = Mode::Summary;
    }

    /// The coach's review of the session in words, at most `most` of its mistakes: nothing at a
    /// table with no coach, or before the session is over.
    pub fn review_lines(&self, most: usize) -> Vec<String> {
        (self.review.as_ref())
            .map(|reviewed| crate::coach::review_lines(&self.words, reviewed, most))
            .unwrap_or_default()
    }

    /// Why the player cannot be dealt in, if they cannot, with the way out: a hand they sit out
    /// for want of chips says so, rather than passing in silence.
    pub fn cannot_play(&self) -> Option<String> {
        self.table.cannot_play(&self.words)
    }

    /// The player's chips now.
    pub fn chips(&self) -> u64 {
        self.table.chips(self.human())
    }

    /// The line a session ends with, once the terminal is given back: the hands played, the chips
    /// won or lost, the chips held, the biggest win in a hand.
    pub fn summary_line(&self) -> String {
        let words = &self.words;
        let net = self.chips() as i64 - self.stats.start_chips as i64;
        let hands = self.stats.hands;
        let (net_chips, chips) = (net.unsigned_abs(), self.chips());
        let net = gain(words, net);
        match self.stats.biggest_win {
            win if win > 0 => say!(
                words,
                "terminal-played-won",
                hands = hands,
                net = net,
                net_chips = net_chips,
                chips = chips,
                win = crate::speak::signed(words, win)
            ),
            _ => say!(
                words,
                "terminal-played",
                hands = hands,
                net = net,
                net_chips = net_chips,
                chips = chips
            ),
        }
    }
}
