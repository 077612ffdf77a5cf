//! The client's state and its answer to every key, without a terminal: what is on the screen is
//! drawn from this (see [`crate::render`]), and tests drive it key by key.

use std::path::PathBuf;

use parlour_engine::{Game, LegalMove, Limits, Seat, Viewer};
use parlour_palace::{Action as PalaceAction, Event as PalaceEvent, Palace, Status};
use parlour_pontoon::casino::{CasinoAction, CasinoEvent, CasinoMove, CasinoPhase};
use parlour_pontoon::{Action, Buyer, Event, Move, Phase};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::describe::{self, Describe};
use crate::palace::keys::{self as palace_keys, Outcome, Pick};
use crate::table::{Seated, Setup, Table};

/// What the screen is showing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// The table, waiting for the player's move (or for nothing, if the session is over).
    Play,
    /// Typing an amount.
    Entry(Entry),
    /// Palace Poker: choosing soldiers to let go, or whom to attack.
    Pick(Pick),
    /// A hand just ended: why it came out as it did, until a key is pressed.
    Settlement(Vec<String>),
    /// The rules page; a key goes back to `then`.
    Rules(Box<Mode>),
    /// The player quit: the session's summary, until a key is pressed.
    Summary,
}

/// An amount being typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub kind: EntryKind,
    pub limits: Limits,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryKind {
    Stake,
    Buy,
    Shoot,
    Kitty,
    /// Which seat to offer the bank to.
    OfferBuyer(Vec<Buyer>),
    /// The price asked of `buyer`.
    OfferPrice(Seat),
    /// Palace Poker, no-limit: the bet of an attack on `defender`; `+`/`-` move it by `step`.
    Attack {
        defender: Seat,
        step: u64,
    },
    /// Palace Poker, no-limit: a raise in a battle; `+`/`-` move it by `step`.
    Raise {
        step: u64,
    },
}

impl EntryKind {
    pub fn prompt(&self) -> String {
        match self {
            EntryKind::Stake => "Stake how much?".into(),
            EntryKind::Buy => "Buy the card for how much?".into(),
            EntryKind::Shoot => "Shoot how much? (0: no shoot bet)".into(),
            EntryKind::Kitty => "Put how much in the kitty?".into(),
            EntryKind::OfferBuyer(_) => "Offer the bank to which seat?".into(),
            EntryKind::OfferPrice(_) => "For what price?".into(),
            EntryKind::Attack { .. } => "Attack with a bet of how much?".into(),
            EntryKind::Raise { .. } => "Raise by how much (on top of the call)?".into(),
        }
    }

    /// What `+` and `-` move the amount by, where they do.
    pub fn step(&self) -> Option<u64> {
        match self {
            EntryKind::Attack { step, .. } | EntryKind::Raise { step } => Some(*step),
            _ => None,
        }
    }
}

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
    pub table: Table,
    pub mode: Mode,
    pub message: Option<Message>,
    pub log: Vec<String>,
    pub stats: Stats,
    /// Where the session's hand record is written after every hand.
    pub history: Option<PathBuf>,
    /// What became of the hand record the last time it was written.
    pub saved: Saved,
    /// Set once the summary has been dismissed: the client exits.
    pub done: bool,
    /// Palace Poker: what each side of the latest battle has bet, as the seat saw it.
    last_bet: Option<u64>,
}

/// What a key asks for, on the table as it stands.
#[derive(Debug)]
pub(crate) enum Choice {
    Home(Action),
    Casino(CasinoAction),
    Palace(PalaceAction),
    Enter(EntryKind, Limits, String),
    Pick(Pick),
}

/// The end of a hand for the player: why it came out as it did, whether they played, their net.
type HandEnd = (Vec<String>, bool, i64);

impl App {
    pub fn new(setup: &Setup, history: Option<PathBuf>) -> anyhow::Result<App> {
        let (table, log) = Table::new(setup)?;
        let mut app = App {
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
            last_bet: None,
        };
        app.run_bots();
        Ok(app)
    }

    pub fn human(&self) -> Seat {
        self.table.human()
    }

    fn names(&self) -> Vec<String> {
        (0..self.table.seats())
            .map(|i| self.table.name(Seat::from(i)))
            .collect()
    }

    /// Records what the events say, and ends the hand if one of them does. Returns whether a hand
    /// ended.
    fn take_events<G: Game>(
        log: &mut Vec<String>,
        names: &[String],
        table: &Seated<G>,
        events: &[G::Event],
    ) -> Option<G::EventView>
    where
        G::EventView: Describe,
    {
        let mut ended = None;
        for event in events {
            let seen = G::event_view(event, Viewer::Seat(table.human));
            if let Some(line) = seen.describe(names, table.human) {
                log.push(line);
            }
            if G::hand_record(&seen).is_some() {
                ended = Some(seen);
            }
        }
        ended
    }

    /// Palace events: told in the log, and the end of the hand, if they end one, in words.
    fn palace_events(
        log: &mut Vec<String>,
        names: &[String],
        table: &Seated<Palace>,
        events: &[<Palace as Game>::Event],
    ) -> Option<HandEnd> {
        match App::take_events(log, names, table, events) {
            Some(PalaceEvent::HandOver { hand }) => {
                let me = table.human;
                Some((
                    crate::palace::describe::hand_over(&hand, table.rules.exclusion, me),
                    hand.player(me).status != Status::SatOut,
                    hand.net()[me.index()],
                ))
            }
            _ => None,
        }
    }

    /// The end of a hand: the settlement screen, the player's figures, the saved record.
    fn hand_over(&mut self, lines: Vec<String>, played: bool, net: i64) {
        if played {
            self.stats.hands += 1;
            self.stats.biggest_win = self.stats.biggest_win.max(net);
        }
        let mut lines = lines;
        lines.push(String::new());
        lines.push(format!("You: {net:+} this hand. Press Enter to go on."));
        self.mode = Mode::Settlement(lines);
        self.save();
    }

    /// Writes the session's hand record, if there is somewhere to write it and a hand has been
    /// played (a session of no hands leaves nothing behind).
    pub fn save(&mut self) {
        let Some(path) = &self.history else { return };
        let hands = self.table.hands_played();
        if hands == 0 {
            return;
        }
        let record = self.table.record(&format!(
            "A session of {} played in the terminal client: {}.",
            self.table.preset(),
            parlour_engine::count(u64::from(hands), "hand")
        ));
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(path, format!("{record:#}\n")));
        match written {
            Ok(()) => self.saved = Saved::Written(path.clone()),
            Err(error) => {
                self.message = Some(Message {
                    text: format!(
                        "could not save the hand record to {}: {error}",
                        path.display()
                    ),
                    error: true,
                });
                self.saved = Saved::Failed(path.clone(), error.to_string());
            }
        }
    }

    /// What the summary says of the hand record: the file written, or why there is none.
    pub fn record_lines(&self) -> Vec<String> {
        match (&self.saved, &self.history) {
            (Saved::Written(path), _) => vec![
                format!("The session's hand record: {}", path.display()),
                "(replay it with: parlour script FILE)".into(),
            ],
            (Saved::Failed(path, error), _) => vec![format!(
                "The hand record could not be written to {}: {error}",
                path.display()
            )],
            (Saved::Nothing, Some(_)) => {
                vec!["No hand was played, so no hand record was written.".into()]
            }
            (Saved::Nothing, None) => Vec::new(),
        }
    }

    /// Lets the bots play until it is the player's turn, a hand ends, or the session does.
    pub fn run_bots(&mut self) {
        let names = self.names();
        while self.mode == Mode::Play && !self.table.is_over() && !self.table.human_to_act() {
            match &mut self.table {
                Table::Home(t) => {
                    let Some((_, _, events)) = t.bot_turn() else {
                        break;
                    };
                    if let Some(Event::HandOver { hand }) =
                        App::take_events(&mut self.log, &names, t, &events)
                    {
                        let me = t.human;
                        let played =
                            hand.banker.seat == me || hand.punters.iter().any(|p| p.seat == me);
                        let net = hand.net[me.index()]
                            + if hand.banker.seat == me {
                                hand.kitty_net
                            } else {
                                0
                            };
                        self.hand_over(describe::home_settlement(&hand), played, net);
                    }
                }
                Table::Casino(t) => {
                    let Some((_, _, events)) = t.bot_turn() else {
                        break;
                    };
                    if let Some(CasinoEvent::RoundOver { round }) =
                        App::take_events(&mut self.log, &names, t, &events)
                    {
                        let me = t.human;
                        let played = round.bettors.iter().any(|b| b.seat == me);
                        self.hand_over(
                            describe::casino_settlement(&round),
                            played,
                            round.net[me.index()],
                        );
                    }
                }
                Table::Palace(t) => {
                    let Some((_, _, events)) = t.bot_turn() else {
                        break;
                    };
                    if let Some((lines, played, net)) =
                        App::palace_events(&mut self.log, &names, t, &events)
                    {
                        self.hand_over(lines, played, net);
                    }
                }
            }
        }
        self.offer_forced_pick();
    }

    /// Palace Poker: when the player must let soldiers go (after a buy or a capture), the choice of
    /// them comes up by itself.
    fn offer_forced_pick(&mut self) {
        if self.mode != Mode::Play || !self.table.human_to_act() {
            return;
        }
        if let Table::Palace(t) = &self.table
            && let Some(pick) = palace_keys::forced_pick(&t.game.view(Viewer::Seat(t.human)))
        {
            self.mode = Mode::Pick(pick);
        }
    }

    /// Plays the player's choice: its events, or the engine's refusal as a message.
    fn act(&mut self, choice: Choice) {
        let names = self.names();
        self.message = None;
        let outcome = match (&mut self.table, choice) {
            (Table::Home(t), Choice::Home(action)) => t.human_act(&action).map(|events| {
                match App::take_events(&mut self.log, &names, t, &events) {
                    Some(Event::HandOver { hand }) => {
                        let me = t.human;
                        let played =
                            hand.banker.seat == me || hand.punters.iter().any(|p| p.seat == me);
                        let net = hand.net[me.index()]
                            + if hand.banker.seat == me {
                                hand.kitty_net
                            } else {
                                0
                            };
                        Some((describe::home_settlement(&hand), played, net))
                    }
                    _ => None,
                }
            }),
            (Table::Casino(t), Choice::Casino(action)) => {
                if let CasinoAction::Stake(amount) = action {
                    self.last_bet = Some(amount);
                }
                t.human_act(&action).map(|events| {
                    match App::take_events(&mut self.log, &names, t, &events) {
                        Some(CasinoEvent::RoundOver { round }) => {
                            let me = t.human;
                            Some((
                                describe::casino_settlement(&round),
                                true,
                                round.net[me.index()],
                            ))
                        }
                        _ => None,
                    }
                })
            }
            (Table::Palace(t), Choice::Palace(action)) => t
                .human_act(&action)
                .map(|events| App::palace_events(&mut self.log, &names, t, &events)),
            (_, Choice::Enter(kind, limits, text)) => {
                self.mode = Mode::Entry(Entry { kind, limits, text });
                return;
            }
            (_, Choice::Pick(pick)) => {
                self.mode = Mode::Pick(pick);
                return;
            }
            _ => unreachable!("a choice is made for the table in play"),
        };
        match outcome {
            Ok(Some((lines, played, net))) => {
                self.mode = Mode::Play;
                self.hand_over(lines, played, net);
            }
            Ok(None) => {
                self.mode = Mode::Play;
                self.run_bots();
            }
            Err(refusal) => {
                self.message = Some(Message {
                    text: refusal,
                    error: true,
                });
            }
        }
    }

    /// The player's legal moves, with the keys that make them, for the bottom of the screen.
    pub fn move_keys(&self) -> Vec<(String, String)> {
        let mut keys = Vec::new();
        match &self.table {
            Table::Home(t) => {
                for m in t.game.legal_moves(t.human) {
                    keys.push(match m {
                        Move::Deal => ("d/Enter".into(), "deal".into()),
                        Move::Stake(l) => {
                            ("m or digits".into(), format!("stake {}–{}", l.min, l.max))
                        }
                        Move::Twist => ("t/+".into(), "twist".into()),
                        Move::Stick if t.game.phase() == Phase::Banker => {
                            ("s/Enter".into(), "stay".into())
                        }
                        Move::Stick => ("s/Enter".into(), "stick".into()),
                        Move::Buy(l) => ("b/*".into(), format!("buy {}–{}", l.min, l.max)),
                        Move::Split => ("p//".into(), "split".into()),
                        Move::Burn => ("u".into(), "burn".into()),
                        Move::Shoot(l) => ("h".into(), format!("shoot {}–{}", l.min, l.max)),
                        Move::Double => ("y".into(), "double".into()),
                        Move::DeclineDouble => ("n".into(), "don't double".into()),
                        Move::Kitty(l) => ("k".into(), format!("kitty {}–{}", l.min, l.max)),
                        Move::OfferBank { .. } => ("o".into(), "offer the bank".into()),
                        Move::AcceptBank { price } => {
                            ("y".into(), format!("buy the bank for {price}"))
                        }
                        Move::DeclineBank => ("n".into(), "decline the bank".into()),
                    });
                }
            }
            Table::Casino(t) => {
                for m in t.game.legal_moves(t.human) {
                    keys.push(match m {
                        CasinoMove::Stake(l) => (
                            "Enter/0/m".into(),
                            format!(
                                "bet {} (type an amount, {}–{})",
                                self.last_bet.unwrap_or(t.rules.min_stake),
                                l.min,
                                l.max
                            ),
                        ),
                        CasinoMove::Pass => ("n".into(), "pass".into()),
                        CasinoMove::Twist => ("+/t".into(), "twist".into()),
                        CasinoMove::Stick => ("Enter/s".into(), "stick".into()),
                        CasinoMove::Buy { cost } => ("*/b".into(), format!("buy (+{cost})")),
                        CasinoMove::Split { cost } => ("//p".into(), format!("split (+{cost})")),
                    });
                }
            }
            Table::Palace(t) => {
                keys = palace_keys::move_keys(&t.game.view(Viewer::Seat(t.human)));
            }
        }
        keys
    }

    /// What `key` asks for on the table as it stands, if anything.
    fn choice(&self, key: KeyCode) -> Option<Choice> {
        let digit = |c: char| c.to_digit(10).map(|d| d.to_string());
        match &self.table {
            Table::Home(t) => {
                let moves = t.game.legal_moves(t.human);
                let has = |want: &Move| moves.contains(want);
                let limits = |kind: fn(&Move) -> Option<Limits>| moves.iter().find_map(kind);
                Some(match key {
                    KeyCode::Char('d') | KeyCode::Enter if has(&Move::Deal) => {
                        Choice::Home(Action::Deal)
                    }
                    KeyCode::Char('t' | '+') if has(&Move::Twist) => Choice::Home(Action::Twist),
                    KeyCode::Char('s') | KeyCode::Enter if has(&Move::Stick) => {
                        Choice::Home(Action::Stick)
                    }
                    KeyCode::Char('p' | '/') if has(&Move::Split) => Choice::Home(Action::Split),
                    KeyCode::Char('u') if has(&Move::Burn) => Choice::Home(Action::Burn),
                    KeyCode::Char('y') if has(&Move::Double) => Choice::Home(Action::Double),
                    KeyCode::Char('n') if has(&Move::DeclineDouble) => {
                        Choice::Home(Action::DeclineDouble)
                    }
                    KeyCode::Char('y')
                        if moves.iter().any(|m| matches!(m, Move::AcceptBank { .. })) =>
                    {
                        Choice::Home(Action::AcceptBank)
                    }
                    KeyCode::Char('n') if has(&Move::DeclineBank) => {
                        Choice::Home(Action::DeclineBank)
                    }
                    KeyCode::Char(c @ ('m' | '0'..='9')) => {
                        let l = limits(|m| {
                            if let Move::Stake(l) = m {
                                Some(*l)
                            } else {
                                None
                            }
                        })?;
                        Choice::Enter(EntryKind::Stake, l, digit(c).unwrap_or_default())
                    }
                    KeyCode::Char('b' | '*') => {
                        let l = limits(|m| if let Move::Buy(l) = m { Some(*l) } else { None })?;
                        Choice::Enter(EntryKind::Buy, l, l.min.to_string())
                    }
                    KeyCode::Char('h') => {
                        let l = limits(|m| {
                            if let Move::Shoot(l) = m {
                                Some(*l)
                            } else {
                                None
                            }
                        })?;
                        Choice::Enter(EntryKind::Shoot, l, l.min.to_string())
                    }
                    KeyCode::Char('n') => {
                        let l = limits(|m| {
                            if let Move::Shoot(l) = m {
                                Some(*l)
                            } else {
                                None
                            }
                        })?;
                        (l.min == 0).then_some(Choice::Home(Action::Shoot(0)))?
                    }
                    KeyCode::Char('k') => {
                        let l = limits(|m| {
                            if let Move::Kitty(l) = m {
                                Some(*l)
                            } else {
                                None
                            }
                        })?;
                        Choice::Enter(EntryKind::Kitty, l, l.min.to_string())
                    }
                    KeyCode::Char('o') => {
                        let buyers = moves.iter().find_map(|m| match m {
                            Move::OfferBank { buyers } => Some(buyers.clone()),
                            _ => None,
                        })?;
                        let seats = Limits {
                            min: 1,
                            max: t.game.seats() as u64,
                        };
                        Choice::Enter(EntryKind::OfferBuyer(buyers), seats, String::new())
                    }
                    _ => return None,
                })
            }
            Table::Casino(t) => {
                let moves = t.game.legal_moves(t.human);
                let has = |want: &CasinoMove| {
                    moves
                        .iter()
                        .any(|m| std::mem::discriminant(m) == std::mem::discriminant(want))
                };
                let stake = moves.iter().find_map(|m| match m {
                    CasinoMove::Stake(l) => Some(*l),
                    _ => None,
                });
                let repeat = self.last_bet.unwrap_or(t.rules.min_stake);
                Some(match (key, stake) {
                    (KeyCode::Enter | KeyCode::Char('0'), Some(_)) => {
                        Choice::Casino(CasinoAction::Stake(repeat))
                    }
                    (KeyCode::Char(c @ ('m' | '1'..='9')), Some(l)) => {
                        Choice::Enter(EntryKind::Stake, l, digit(c).unwrap_or_default())
                    }
                    (KeyCode::Char('n'), Some(_)) => Choice::Casino(CasinoAction::Pass),
                    (KeyCode::Char('+' | 't'), _) if has(&CasinoMove::Twist) => {
                        Choice::Casino(CasinoAction::Twist)
                    }
                    (KeyCode::Enter | KeyCode::Char('s'), _) if has(&CasinoMove::Stick) => {
                        Choice::Casino(CasinoAction::Stick)
                    }
                    (KeyCode::Char('*' | 'b'), _) if has(&CasinoMove::Buy { cost: 0 }) => {
                        Choice::Casino(CasinoAction::Buy)
                    }
                    (KeyCode::Char('/' | 'p'), _) if has(&CasinoMove::Split { cost: 0 }) => {
                        Choice::Casino(CasinoAction::Split)
                    }
                    _ => return None,
                })
            }
            Table::Palace(t) => palace_keys::choice(&t.game.view(Viewer::Seat(t.human)), key),
        }
    }

    /// A key that asks for no legal move: say why nothing happened.
    fn refuse(&mut self, key: KeyCode) {
        let text = if !self.table.human_to_act() {
            "It is not your turn.".to_string()
        } else {
            let name = match key {
                KeyCode::Char(c) => format!("'{c}'"),
                other => format!("{other:?}"),
            };
            format!("{name} is not one of your moves now: see the list below.")
        };
        self.message = Some(Message { text, error: true });
    }

    /// The answer to one key.
    pub fn on_key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit();
            return;
        }
        match self.mode.clone() {
            Mode::Summary => self.done = true,
            Mode::Rules(then) => self.mode = *then,
            Mode::Settlement(_) => match key.code {
                KeyCode::Char('q') => self.quit(),
                KeyCode::Char('?') => self.mode = Mode::Rules(Box::new(self.mode.clone())),
                _ => {
                    self.mode = Mode::Play;
                    self.run_bots();
                }
            },
            Mode::Entry(entry) => self.entry_key(entry, key.code),
            Mode::Pick(pick) => self.pick_key(pick, key.code),
            Mode::Play => match key.code {
                KeyCode::Char('q') => self.quit(),
                KeyCode::Char('?') => self.mode = Mode::Rules(Box::new(Mode::Play)),
                code => match self.choice(code) {
                    Some(choice) => self.act(choice),
                    None => self.refuse(code),
                },
            },
        }
    }

    /// A key while choosing soldiers or a target.
    fn pick_key(&mut self, pick: Pick, key: KeyCode) {
        self.message = None;
        match palace_keys::pick_key(pick, key) {
            Outcome::Pick(pick) => self.mode = Mode::Pick(pick),
            Outcome::Act(action) => self.act(Choice::Palace(action)),
            Outcome::Amount(kind, limits, text) => {
                self.mode = Mode::Entry(Entry { kind, limits, text })
            }
            Outcome::Back => self.mode = Mode::Play,
            Outcome::Refuse(text) => self.message = Some(Message { text, error: true }),
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
                self.message = None;
                self.mode = Mode::Entry(entry);
            }
            KeyCode::Esc => {
                self.mode = Mode::Play;
                self.message = None;
            }
            KeyCode::Backspace => {
                entry.text.pop();
                self.mode = Mode::Entry(entry);
            }
            KeyCode::Char(c) if c.is_ascii_digit() && entry.text.len() < 9 => {
                entry.text.push(c);
                self.mode = Mode::Entry(entry);
            }
            KeyCode::Enter => {
                let Ok(amount) = entry.text.parse::<u64>() else {
                    self.message = Some(Message {
                        text: "Type an amount, then Enter (Esc to cancel).".into(),
                        error: true,
                    });
                    return;
                };
                if !entry.limits.contains(amount) {
                    self.message = Some(Message {
                        text: format!(
                            "{amount} is outside the limits: {} to {}.",
                            entry.limits.min, entry.limits.max
                        ),
                        error: true,
                    });
                    return;
                }
                let choice = match (&entry.kind, &self.table) {
                    (EntryKind::Stake, Table::Casino(_)) => {
                        Choice::Casino(CasinoAction::Stake(amount))
                    }
                    (EntryKind::Stake, _) => Choice::Home(Action::Stake(amount)),
                    (EntryKind::Buy, _) => Choice::Home(Action::Buy(amount)),
                    (EntryKind::Shoot, _) => Choice::Home(Action::Shoot(amount)),
                    (EntryKind::Kitty, _) => Choice::Home(Action::Kitty(amount as i64)),
                    (EntryKind::OfferBuyer(buyers), _) => {
                        let seat = Seat::from(amount as usize - 1);
                        let Some(buyer) = buyers.iter().find(|b| b.seat == seat) else {
                            self.message = Some(Message {
                                text: format!("Seat {amount} cannot buy the bank."),
                                error: true,
                            });
                            return;
                        };
                        self.message = None;
                        self.mode = Mode::Entry(Entry {
                            kind: EntryKind::OfferPrice(buyer.seat),
                            limits: Limits {
                                min: 0,
                                max: buyer.max_price,
                            },
                            text: String::new(),
                        });
                        return;
                    }
                    (EntryKind::OfferPrice(buyer), _) => Choice::Home(Action::OfferBank {
                        buyer: *buyer,
                        price: amount,
                    }),
                    (EntryKind::Attack { defender, .. }, _) => {
                        Choice::Palace(PalaceAction::Attack {
                            defender: *defender,
                            bet: amount,
                        })
                    }
                    (EntryKind::Raise { .. }, _) => Choice::Palace(PalaceAction::Raise(amount)),
                };
                self.act(choice);
            }
            _ => self.mode = Mode::Entry(entry),
        }
    }

    /// The player leaves: the record is saved and the summary shown.
    pub fn quit(&mut self) {
        self.save();
        self.mode = Mode::Summary;
    }

    /// The player's chips now.
    pub fn chips(&self) -> u64 {
        self.table.chips(self.human())
    }

    /// Whether the player is in the casino betting, for the Enter key's label.
    pub fn casino_betting(&self) -> bool {
        matches!(&self.table, Table::Casino(t) if matches!(t.game.phase(), CasinoPhase::Betting { .. }))
    }

    /// Whether a move of the player's would be legal (for tests).
    pub fn legal_home(&self, action: &Action) -> bool {
        match &self.table {
            Table::Home(t) => t.game.legal_moves(t.human).iter().any(|m| m.admits(action)),
            _ => false,
        }
    }
}
