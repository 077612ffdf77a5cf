//! The client's state and its answer to every key, without a terminal: what is on the screen is
//! drawn from this (see [`crate::render`]), and tests drive it key by key.

use std::path::PathBuf;

use parlour_engine::record::Recorded;
use parlour_engine::{Game, LegalMove, Limits, Seat, Viewer};
use parlour_palace::{Action as PalaceAction, Event as PalaceEvent, Palace, Status};
use parlour_pontoon::casino::{CasinoAction, CasinoEvent, CasinoMove, CasinoPhase};
use parlour_pontoon::{Action, Buyer, Event, Move, Phase};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::describe::{self, Describe};
pub use crate::entry::{Entry, EntryKind};
use crate::palace::keys::{self as palace_keys, Outcome, Pick};
use crate::table::{Seated, Setup, Table};

/// What the screen is showing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// The table, waiting for the player's move (or for nothing, if the session is over).
    Play,
    /// Typing an amount.
    Entry(Entry),
    /// An amount that cannot come back (a kitty), asked again before it is put up.
    Confirm(Confirm),
    /// Choosing whom to offer the bank to, by name.
    Offer(OfferPick),
    /// Palace Poker: choosing soldiers to let go, or whom to attack.
    Pick(Pick),
    /// A hand just ended: why it came out as it did, until a key is pressed.
    Settlement(Vec<String>),
    /// The rules page, scrolled down `scroll` rows; the arrows scroll, any other key goes back.
    Rules { back: Box<Mode>, scroll: usize },
    /// The player quit: the session's summary, until a key is pressed.
    Summary,
}

/// A move asked again before it is made, with the entry to go back to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirm {
    pub question: String,
    pub action: Action,
    pub back: Entry,
}

/// The players the bank may be offered to, and the one under the cursor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferPick {
    pub buyers: Vec<Buyer>,
    pub at: usize,
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
    /// The terminal is too small to draw the table: only `q` acts.
    pub too_small: bool,
    /// The terminal's size, as last told (80×24 until then).
    pub size: (u16, u16),
    /// Palace Poker: what each side of the latest battle has bet, as the seat saw it.
    last_bet: Option<u64>,
}

/// What a key asks for, on the table as it stands.
#[derive(Debug)]
pub(crate) enum Choice {
    Home(Action),
    Casino(CasinoAction),
    Palace(PalaceAction),
    Enter(Entry),
    Pick(Pick),
    Offer(OfferPick),
    /// A key for a move the table does not allow now: why not, in the engine's words.
    Refused(String),
}

/// The end of a hand for the player: why it came out as it did, whether they played, their net.
type HandEnd = (Vec<String>, bool, i64);

/// Why the engine refuses `action` from `seat` now, as a sentence: the move is tried on a copy of
/// the table, so nothing changes.
fn refusal<G: Game>(game: &G, seat: Seat, action: &G::Action) -> String {
    match game.clone().apply(seat, action) {
        Ok(_) => "That move is not open to you now.".into(),
        Err(rejection) => crate::describe::sentence_of(&game.sentence(&rejection)),
    }
}

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
            too_small: false,
            size: (crate::draw::MIN_WIDTH, crate::draw::MIN_HEIGHT),
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
    fn take_events<G: Recorded>(
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
                    crate::palace::describe::hand_over(&hand, table.rules().exclusion, me),
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
        lines.push(if played {
            format!(
                "You: {} this hand.",
                parlour_engine::signed_count(net, "chip")
            )
        } else {
            "You sat this hand out.".to_string()
        });
        self.mode = Mode::Settlement(lines);
        self.save(self.table.is_over());
    }

    /// Writes the session's hand record, if there is somewhere to write it and a hand has been
    /// played (a session of no hands leaves nothing behind). Until the session is `over` a live
    /// key stays out of the file (the record is sealed), so the cards to come cannot be read from it.
    pub fn save(&mut self, over: bool) {
        let Some(path) = &self.history else { return };
        let hands = self.table.hands_played();
        if hands == 0 {
            return;
        }
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
            && let Some(pick) = palace_keys::forced_pick(&t.game().view(Viewer::Seat(t.human)))
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
                if let CasinoAction::Stake { amount } = action {
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
            (_, Choice::Enter(entry)) => {
                self.mode = Mode::Entry(entry);
                return;
            }
            (_, Choice::Pick(pick)) => {
                self.mode = Mode::Pick(pick);
                return;
            }
            (_, Choice::Offer(offer)) => {
                self.mode = Mode::Offer(offer);
                return;
            }
            (_, Choice::Refused(why)) => {
                self.message = Some(Message {
                    text: why,
                    error: true,
                });
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
                for m in t.game().legal_moves(t.human) {
                    keys.push(match m {
                        Move::Deal => ("d/Enter".into(), "deal".into()),
                        Move::Stake(l) => {
                            ("m or digits".into(), format!("stake {}–{}", l.min, l.max))
                        }
                        Move::Twist => ("t/+".into(), "twist".into()),
                        Move::Stick if t.game().phase() == Phase::Banker => {
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
                for m in t.game().legal_moves(t.human) {
                    keys.push(match m {
                        CasinoMove::Stake(l) => (
                            "Enter/0/m".into(),
                            format!(
                                "bet {} (type an amount, {}–{})",
                                self.last_bet.unwrap_or(t.rules().min_stake),
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
                keys = palace_keys::move_keys(&t.game().view(Viewer::Seat(t.human)));
            }
        }
        keys
    }

    /// What `key` asks for on the table as it stands, if anything. A key for a move the table does
    /// not allow now is [`Choice::Refused`] with the engine's reason ("a hand needs at least 15 to
    /// stick"); a key that is no move at all is `None`.
    fn choice(&self, key: KeyCode) -> Option<Choice> {
        let digit = |c: char| c.to_digit(10).map(|d| d.to_string());
        match &self.table {
            Table::Home(t) => {
                let moves = t.game().legal_moves(t.human);
                let has = |want: &Move| moves.contains(want);
                // The amounts each move with an amount allows now, if it is open.
                let (mut stake, mut buy, mut shoot, mut kitty) = (None, None, None, None);
                for m in &moves {
                    match m {
                        Move::Stake(l) => stake = Some(*l),
                        Move::Buy(l) => buy = Some(*l),
                        Move::Shoot(l) => shoot = Some(*l),
                        Move::Kitty(l) => kitty = Some(*l),
                        _ => {}
                    }
                }
                let banker = t.game().phase() == Phase::Banker;
                let legal_or_why = |action: Action| {
                    if moves.iter().any(|m| m.admits(&action)) {
                        Choice::Home(action)
                    } else {
                        Choice::Refused(refusal(t.game(), t.human, &action))
                    }
                };
                Some(match key {
                    KeyCode::Char('d') | KeyCode::Enter if has(&Move::Deal) => {
                        Choice::Home(Action::Deal)
                    }
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
                    KeyCode::Char('n') if shoot.is_some_and(|l| l.min == 0) => {
                        Choice::Home(Action::Shoot { amount: 0 })
                    }
                    KeyCode::Char(c @ '0'..='9') if stake.is_some() => Choice::Enter(Entry::typed(
                        EntryKind::Stake,
                        stake?,
                        digit(c).unwrap_or_default(),
                    )),
                    KeyCode::Char('m') => match stake {
                        Some(l) => Choice::Enter(Entry::suggested(EntryKind::Stake, l, l.min)),
                        None => legal_or_why(Action::Stake {
                            amount: t.rules().min_stake,
                        }),
                    },
                    KeyCode::Char('b' | '*') => match buy {
                        Some(l) => Choice::Enter(Entry::suggested(EntryKind::Buy, l, l.min)),
                        None => legal_or_why(Action::Buy {
                            amount: t.rules().min_stake,
                        }),
                    },
                    KeyCode::Char('h') => match shoot {
                        Some(l) => Choice::Enter(Entry::suggested(EntryKind::Shoot, l, l.min)),
                        None => legal_or_why(Action::Shoot { amount: 1 }),
                    },
                    KeyCode::Char('k') => match kitty {
                        Some(l) => Choice::Enter(Entry::suggested(EntryKind::Kitty, l, l.min)),
                        None => legal_or_why(Action::Kitty { amount: 1 }),
                    },
                    KeyCode::Char('o') => {
                        match moves.iter().find_map(|m| match m {
                            Move::OfferBank { buyers } => Some(buyers.clone()),
                            _ => None,
                        }) {
                            Some(buyers) => Choice::Offer(OfferPick { buyers, at: 0 }),
                            None => Choice::Refused(
                                "Only the banker may offer the bank, between hands.".into(),
                            ),
                        }
                    }
                    KeyCode::Char('t' | '+') => legal_or_why(Action::Twist),
                    KeyCode::Char('s') | KeyCode::Enter if banker || !has(&Move::Deal) => {
                        legal_or_why(Action::Stick)
                    }
                    KeyCode::Char('p' | '/') => legal_or_why(Action::Split),
                    KeyCode::Char('u') => legal_or_why(Action::Burn),
                    KeyCode::Char('d') => legal_or_why(Action::Deal),
                    KeyCode::Char('y') => legal_or_why(Action::Double),
                    KeyCode::Char('0'..='9') => legal_or_why(Action::Stake {
                        amount: t.rules().min_stake,
                    }),
                    _ => return None,
                })
            }
            Table::Casino(t) => {
                let moves = t.game().legal_moves(t.human);
                let stake = moves.iter().find_map(|m| match m {
                    CasinoMove::Stake(l) => Some(*l),
                    _ => None,
                });
                let repeat = self.last_bet.unwrap_or(t.rules().min_stake);
                let legal_or_why = |action: CasinoAction| {
                    if moves.iter().any(|m| m.admits(&action)) {
                        Choice::Casino(action)
                    } else {
                        Choice::Refused(refusal(t.game(), t.human, &action))
                    }
                };
                Some(match (key, stake) {
                    (KeyCode::Enter | KeyCode::Char('0'), Some(_)) => {
                        Choice::Casino(CasinoAction::Stake { amount: repeat })
                    }
                    (KeyCode::Char('m'), Some(l)) => Choice::Enter(Entry::suggested(
                        EntryKind::Stake,
                        l,
                        repeat.clamp(l.min, l.max),
                    )),
                    (KeyCode::Char(c @ '1'..='9'), Some(l)) => Choice::Enter(Entry::typed(
                        EntryKind::Stake,
                        l,
                        digit(c).unwrap_or_default(),
                    )),
                    (KeyCode::Char('n'), Some(_)) => Choice::Casino(CasinoAction::Pass),
                    (KeyCode::Char('+' | 't'), _) => legal_or_why(CasinoAction::Twist),
                    (KeyCode::Enter | KeyCode::Char('s'), _) => legal_or_why(CasinoAction::Stick),
                    (KeyCode::Char('*' | 'b'), _) => legal_or_why(CasinoAction::Buy),
                    (KeyCode::Char('/' | 'p'), _) => legal_or_why(CasinoAction::Split),
                    (KeyCode::Char('m' | '0'..='9' | 'n'), None) => {
                        legal_or_why(CasinoAction::Stake { amount: repeat })
                    }
                    _ => return None,
                })
            }
            Table::Palace(t) => {
                let view = t.game().view(Viewer::Seat(t.human));
                if let Some(choice) = palace_keys::choice(&view, key) {
                    return Some(match choice {
                        palace_keys::Choice::Act(action) => Choice::Palace(action),
                        palace_keys::Choice::Enter(entry) => Choice::Enter(entry),
                        palace_keys::Choice::Pick(pick) => Choice::Pick(pick),
                    });
                }
                // A move key whose move is not open now: the engine says why.
                let other = (0..t.game().seats())
                    .map(Seat::from)
                    .find(|&s| s != t.human)
                    .unwrap_or(t.human);
                let probe = match key {
                    KeyCode::Char('c') => PalaceAction::Call,
                    KeyCode::Char('r') => PalaceAction::Raise {
                        amount: t.rules().big_bet,
                    },
                    KeyCode::Char('b') => PalaceAction::Buy,
                    KeyCode::Char('d') => PalaceAction::Discard { cards: Vec::new() },
                    KeyCode::Char('a') => PalaceAction::Attack {
                        defender: other,
                        bet: t.rules().small_bet,
                    },
                    KeyCode::Char('s') => PalaceAction::Stay,
                    KeyCode::Char('f') => PalaceAction::Fold,
                    KeyCode::Char('n') | KeyCode::Enter => PalaceAction::Deal,
                    _ => return None,
                };
                Some(Choice::Refused(refusal(t.game(), t.human, &probe)))
            }
        }
    }

    /// A key that asks for no move: say why nothing happened.
    fn refuse(&mut self, key: KeyCode) {
        let text = if !self.table.human_to_act() {
            "It is not your turn.".to_string()
        } else {
            let name = match key {
                KeyCode::Char(c) => format!("'{c}'"),
                other => format!("{other:?}"),
            };
            format!(
                "{name} is not a key of this table: your moves and their keys are listed above."
            )
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
                code => match self.choice(code) {
                    Some(choice) => self.act(choice),
                    None => self.refuse(code),
                },
            },
        }
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
        match palace_keys::pick_key(pick, key) {
            Outcome::Pick(pick) => self.mode = Mode::Pick(pick),
            Outcome::Act(action) => self.act(Choice::Palace(action)),
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
                    text: "Choose the buyer with their number (or ←→), then Enter; Esc goes back."
                        .into(),
                    error: true,
                });
                self.mode = Mode::Offer(offer);
            }
        }
    }

    /// A key while a move is asked again: `y` or Enter makes it, `n` or Esc goes back to the amount.
    fn confirm_key(&mut self, confirm: Confirm, key: KeyCode) {
        match key {
            KeyCode::Char('y') | KeyCode::Enter => self.act(Choice::Home(confirm.action)),
            KeyCode::Char('n') | KeyCode::Esc => {
                self.message = None;
                self.mode = Mode::Entry(confirm.back);
            }
            _ => {
                self.message = Some(Message {
                    text: "y puts the chips in, n goes back to the amount.".into(),
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
                        Choice::Casino(CasinoAction::Stake { amount })
                    }
                    (EntryKind::Stake, _) => Choice::Home(Action::Stake { amount }),
                    (EntryKind::Buy, _) => Choice::Home(Action::Buy { amount }),
                    (EntryKind::Shoot, _) => Choice::Home(Action::Shoot { amount }),
                    (EntryKind::Kitty, _) => {
                        // Chips put in the kitty never come back to the banker while he banks.
                        self.message = None;
                        self.mode = Mode::Confirm(Confirm {
                            question: format!(
                                "Put {} in the kitty? It stays there until the bank changes hands.",
                                parlour_engine::count(amount, "chip")
                            ),
                            action: Action::Kitty {
                                amount: amount as i64,
                            },
                            back: entry,
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
                    (EntryKind::Raise { .. }, _) => Choice::Palace(PalaceAction::Raise { amount }),
                };
                self.act(choice);
            }
            _ => self.mode = Mode::Entry(entry),
        }
    }

    /// The player leaves: the record is saved and the summary shown.
    pub fn quit(&mut self) {
        self.save(true);
        self.mode = Mode::Summary;
    }

    /// Why the player cannot be dealt in, if they cannot, with the way out: a hand they sit out
    /// for want of chips says so, rather than passing in silence.
    pub fn cannot_play(&self) -> Option<String> {
        use parlour_engine::{MAX_CHIPS, count, grouped};
        let me = self.human();
        let chips = self.chips();
        let held = count(chips, "chip");
        match &self.table {
            Table::Home(t) if t.game().banker() == me || t.game().can_stake(me) => None,
            Table::Home(t) => Some(format!(
                "You sit out: you hold {held}, and a stake of {} must be covered {} over, so it \
                 takes {} to be dealt in. q ends the session.",
                t.rules().min_stake,
                if t.rules().cover_factor() == 4 {
                    "four times"
                } else {
                    "twice"
                },
                count(t.rules().least_to_be_dealt_in(), "chip")
            )),
            Table::Casino(t) if t.game().can_bet(me) => None,
            Table::Casino(t) if chips < t.rules().min_stake => Some(format!(
                "You cannot bet: the table minimum is {} and you hold {held}. q ends the session.",
                t.rules().min_stake
            )),
            Table::Casino(_) => Some(format!(
                "You have won your fill: a seat may hold at most {} chips. q ends the session.",
                grouped(MAX_CHIPS)
            )),
            Table::Palace(t) if t.game().can_play(me) => None,
            Table::Palace(t) => Some(format!(
                "You sit out: you hold {held}, and it takes {} (the ante, and a chip at least) to \
                 be dealt in. q ends the session.",
                count(t.rules().least_to_be_dealt_in(), "chip")
            )),
        }
    }

    /// The player's chips now.
    pub fn chips(&self) -> u64 {
        self.table.chips(self.human())
    }

    /// Whether the player is in the casino betting, for the Enter key's label.
    pub fn casino_betting(&self) -> bool {
        matches!(&self.table, Table::Casino(t) if matches!(t.game().phase(), CasinoPhase::Betting { .. }))
    }

    /// Whether a move of the player's would be legal (for tests).
    pub fn legal_home(&self, action: &Action) -> bool {
        match &self.table {
            Table::Home(t) => t
                .game()
                .legal_moves(t.human)
                .iter()
                .any(|m| m.admits(action)),
            _ => false,
        }
    }
}
