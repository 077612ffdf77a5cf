//! The table actor: its state, its loop, and the commands it answers, one file a kind of command
//! (mini-redis's layout): [`open`] opens and rebuilds tables; [`play`] takes an action through the
//! engine, the writer and out to every follower; [`seats`] sits people down, tops them up, stands
//! and moves them; [`watch`] follows a table and builds each follower's view; [`timer`] runs the
//! turns' clocks; [`bot`] seats and removes bots. Here, the state and the loop.

use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use parlour_engine::fairness::Fairness;
use parlour_engine::registry::AnyTable;
use parlour_engine::{Seat, Viewer};
use serde_json::Value;
use tokio::sync::mpsc;
use tracing::Instrument;

use super::history::History;
use super::{Asked, Command, Person, Summary, TableHandle};
use crate::App;
use crate::protocol::{Change, Outbound, ProtocolError, Request};
use parlour_games::SeatBot;

pub(super) mod answers;
mod bot;
mod close;
mod coach;
mod open;
mod pause;
mod play;
mod seats;
mod snapshot;
mod timer;
mod watch;

use answers::{Answers, First};
use open::Loaded;
pub use open::{Unopened, open_table, read_deal, resume, stored_deal, stored_fairness};
pub use pause::Unpaused;

/// Who sits in a seat.
enum Occupant {
    Person(Person),
    Bot(Box<dyn SeatBot>),
}

/// A connection following the table.
struct Follower {
    person: Option<Person>,
    /// Whether it is sent its fresh view with every `events`.
    views: bool,
    out: mpsc::Sender<String>,
}

/// What a table answers a request with, to the one who asked.
pub(super) enum Answer {
    /// Done (accepted, or a sit kept for the next seam), and remembered; `repeat` when it was
    /// done before and is answered again as it was.
    Done {
        first: First,
        repeat: bool,
    },
    /// Refused by the engine: the refusal on the wire, and its sentence.
    Refused {
        refusal: Value,
        message: String,
    },
    Error(ProtocolError),
}

/// A seat change asked for during a round, made at the next seam between rounds: a sit
/// (docs/rules/casino.md §5.8: whoever sits down during a round waits for the next one), and
/// likewise a stand, a move, a top-up, a bot in or out, none of which may change a round the
/// others have begun. `seat` is the seat it concerns (see [`crate::protocol::KeptNote`]); `chips`, a sit's or a
/// top-up's.
struct Kept {
    asked: Asked,
    change: Change,
    seat: usize,
    chips: u64,
    /// The level of a bot kept to sit down (standard for every other change).
    level: parlour_games::Level,
}

struct Actor {
    app: Arc<App>,
    id: i64,
    /// The epoch of the lease this node serves the table under: every write carries it.
    epoch: i64,
    /// Set once the table has passed to another node, or closed: the actor stops.
    gone: bool,
    /// Since when no person has sat at the table, as the keeper last found it.
    empty_since: Option<Instant>,
    /// The people seated whom no connection follows: since when, and the rounds played then, as
    /// the keeper last found.
    away: std::collections::HashMap<i64, (Instant, u32)>,
    /// Set while the table holds an action that could not be written and could not be put back
    /// either (the database away): it shows nobody anything and takes nothing until it has been
    /// rebuilt from its stored record, which it tries again every second.
    broken: bool,
    /// Whether the table stands between rounds: nothing dealt yet, or the last action finished
    /// a round (seat changes leave it as it was).
    at_seam: bool,
    /// A hand-over asked for, waiting for the next seam.
    handing: Option<(i64, tokio::sync::oneshot::Sender<()>)>,
    /// An operator's close asked for, waiting for the next seam: who, and why.
    closing: Option<(i64, String)>,
    /// Why an operator has paused the table: no new round begins ([`pause`]).
    paused: Option<String>,
    /// The hints the coach gives here, as an operator set them ([`coach`]).
    hints: super::Hints,
    /// The people suspended while seated here, stood up at the next seam.
    removing: BTreeSet<i64>,
    rules: Value,
    table: Box<dyn AnyTable>,
    /// The account that opened the table, if a person did: it may seat and remove bots.
    opener: Option<i64>,
    seats: Vec<Option<Occupant>>,
    followers: HashMap<u64, Follower>,
    /// The seat changes kept for the next seam, in the order asked.
    kept: Vec<Kept>,
    history: History,
    /// The answers to the last requests, by key: a request asked again is answered as it was.
    answers: Answers,
    /// Everyone who has sat here during the round in play: whose hand histories it goes to.
    in_round: BTreeSet<i64>,
    generation: u64,
    /// The seat on turn and when its time runs out (milliseconds since the epoch), if a person's.
    deadline: Option<(Seat, i64)>,
    tx: mpsc::Sender<Command>,
    summary: Arc<Mutex<Summary>>,
    /// The last fairness report made, and the version it was made at.
    fairness: Option<(u64, Option<Arc<Fairness>>)>,
    /// The table's last snapshot kept ([`snapshot`]).
    snapshot: snapshot::Snapshot,
}

fn now_ms() -> i64 {
    crate::now_ms()
}

/// Starts the actor of table `id`, opened by `opener`, rebuilt from its record (`loaded`), with
/// its people and bots seated again (`seats`), under `epoch`.
fn spawn(
    app: &Arc<App>,
    (id, opener): (i64, Option<i64>),
    epoch: i64,
    loaded: Loaded,
    seats: Vec<Option<Occupant>>,
) -> TableHandle {
    let Loaded {
        rules,
        table,
        history,
        answers,
        paused,
        hints,
        snapshot,
    } = loaded;
    let (tx, rx) = mpsc::channel(1024);
    let summary = Arc::new(Mutex::new(Summary {
        id,
        game: table.game(),
        rules: rules.clone(),
        seats: Vec::new(),
        away: Vec::new(),
        watching: 0,
        version: table.version(),
        paused: None,
        closing: false,
        hints,
        rounds: 0,
        opener,
    }));
    let handle = TableHandle {
        id,
        epoch,
        tx: tx.clone(),
        summary: summary.clone(),
    };
    let mut actor = Actor {
        app: app.clone(),
        id,
        epoch,
        gone: false,
        empty_since: None,
        away: std::collections::HashMap::new(),
        broken: false,
        at_seam: table.version() == 0 || table.finished_round().is_some(),
        handing: None,
        closing: None,
        paused,
        hints,
        removing: BTreeSet::new(),
        rules,
        table,
        opener,
        seats,
        followers: HashMap::new(),
        kept: Vec::new(),
        history,
        answers,
        in_round: BTreeSet::new(),
        generation: 0,
        deadline: None,
        tx,
        summary,
        fairness: None,
        snapshot,
    };
    actor.in_round = actor.people();
    actor.refresh_summary();
    actor.arm();
    app.lobby.insert(id, handle.clone());
    app.metrics
        .tables
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    tokio::spawn(async move { actor.run(rx).await });
    handle
}

impl Actor {
    async fn run(&mut self, mut rx: mpsc::Receiver<Command>) {
        while let Some(command) = rx.recv().await {
            if let Command::Shutdown { done } = command {
                // Everything accepted has been written: each command's transaction commits
                // before the next is taken.
                for follower in self.followers.values() {
                    let _ = follower.out.try_send(
                        ProtocolError::new("shutting_down", "the server is stopping")
                            .to_message(Some(self.id), None),
                    );
                }
                let _ = done.send(());
                return;
            }
            match command {
                Command::GiveUp => self.give_up().await,
                Command::CheckLease => {
                    if !self.lease_held().await {
                        self.give_up().await;
                    }
                }
                Command::HandOver { to, done } => {
                    self.handing = Some((to, done));
                }
                command => {
                    // Every line a table logs names it, its version, and the round in play.
                    let span = tracing::info_span!(
                        "table",
                        table = self.id,
                        version = self.table.version(),
                        round = self.table.rounds_played() + 1
                    );
                    self.handle(command).instrument(span).await;
                }
            }
            self.remove_at_seam().await;
            if self.closing.is_some() && !self.gone && !self.broken && self.table.seam() {
                self.close_for_operator().await;
            }
            if self.at_seam
                && !self.gone
                && let Some((to, done)) = self.handing.take()
            {
                self.hand_over(to).await;
                let _ = done.send(());
            }
            if self.gone {
                return;
            }
        }
    }

    async fn handle(&mut self, command: Command) {
        self.handle_command(command).await;
        if !self.kept.is_empty() && !self.broken {
            self.make_kept().await;
        }
    }

    async fn handle_command(&mut self, command: Command) {
        let started = Instant::now();
        if self.broken && !self.serve_broken(&command) {
            return;
        }
        match command {
            Command::Watch {
                conn,
                person,
                version,
                views,
                out,
            } => self.watch(conn, person, version, views, out),
            Command::Unwatch { conn } => self.unwatch(conn),
            Command::Request { asked, request } => match request {
                Request::Act(act) => {
                    self.act(asked, act).await;
                    self.app.metrics.action_latency.observe(started.elapsed());
                }
                Request::Sit(sit) => self.sit(asked, sit).await,
                Request::TopUp(top_up) => self.top_up(asked, top_up).await,
                Request::Stand(_) => self.stand(asked).await,
                Request::Stay(_) => self.stay(asked).await,
                Request::MoveSeat(to) => self.move_to(asked, to).await,
                Request::Bot(bot) => {
                    if self.first_time(&asked).await {
                        self.bot(asked, bot).await;
                    }
                }
                Request::Hint(hint) => self.hint(asked, hint),
            },
            Command::Timer { generation } => self.timer(generation).await,
            Command::Tidy => self.tidy().await,
            Command::Close { by, reason } => {
                tracing::info!(table = self.id, by, %reason, "an operator closes the table");
                self.closing = Some((by, reason));
                self.refresh_summary();
            }
            Command::Pause {
                by,
                paused,
                reason,
                done,
            } => self.set_paused(by, (paused, reason), done).await,
            Command::Hints {
                by,
                hints,
                reason,
                done,
            } => self.set_hints(by, (hints, reason), done).await,
            Command::Remove { user } => self.remove(user).await,
            Command::Restore => {
                if self.broken {
                    self.restore().await;
                }
            }
            Command::Fairness { done } => {
                // Made once per version however often it is asked for: a long table's report
                // hashes every shuffle it has made.
                let version = self.table.version();
                if self.fairness.as_ref().is_none_or(|(at, _)| *at != version) {
                    let report = self.table.fairness(false).map(Arc::new);
                    self.fairness = Some((version, report));
                }
                let _ = done.send(self.fairness.as_ref().and_then(|(_, r)| r.clone()));
            }
            Command::Shutdown { .. }
            | Command::GiveUp
            | Command::CheckLease
            | Command::HandOver { .. } => {
                unreachable!("handled by the loop")
            }
        }
    }

    /// What a broken table does with a command (see [`Actor::broken`]): whether to go on with it.
    /// It shows nothing and takes nothing: what it holds was not written.
    fn serve_broken(&mut self, command: &Command) -> bool {
        let busy = || {
            ProtocolError::new(
                "busy",
                "the table is being put back after a failure; try again",
            )
        };
        match command {
            // Kept for when the table is back: it closes at its next seam.
            Command::Unwatch { .. }
            | Command::Restore
            | Command::Close { .. }
            | Command::Remove { .. } => true,
            Command::Watch { out, .. } => {
                let _ = out.try_send(busy().to_message(Some(self.id), None));
                false
            }
            Command::Request { asked, .. } => {
                // Not remembered: nothing was done, so the same request later is tried afresh.
                let message = busy().to_message(Some(self.id), Some(asked.seq));
                self.reply(asked.conn, message);
                false
            }
            // No report of a table whose state was not written; the sender's answer is dropped.
            // A pause is not written to a table whose state was not: its operator is told to
            // try again (the answer dropped).
            Command::Fairness { .. }
            | Command::Timer { .. }
            | Command::Tidy
            | Command::Pause { .. }
            | Command::Hints { .. } => false,
            Command::Shutdown { .. }
            | Command::GiveUp
            | Command::CheckLease
            | Command::HandOver { .. } => true,
        }
    }

    /// Whether this node still holds the table's lease under its epoch, by the fence itself in a
    /// write transaction of its own: false (and counted) if the fence refuses it. A database that
    /// cannot be reached says nothing either way: the lease is taken as held.
    pub(super) async fn lease_held(&mut self) -> bool {
        let fenced = async {
            let mut tx = self.app.store.begin_write().await?;
            let held =
                parlour_store::group::fence(&mut tx, self.id, self.app.node, self.epoch).await;
            tx.rollback().await?;
            held
        }
        .await;
        match fenced {
            Err(parlour_store::StoreError::Fenced { .. }) => {
                self.app
                    .metrics
                    .fenced
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                false
            }
            _ => true,
        }
    }

    /// Hands the table to node `to`, which claims it and rebuilds it from its record; this node
    /// stops serving it and sends its followers there.
    async fn hand_over(&mut self, to: i64) {
        let handed = match self.app.store.pool().acquire().await {
            Ok(mut conn) => {
                parlour_store::group::hand_over(&mut conn, self.id, self.app.node, self.epoch, to)
                    .await
            }
            Err(error) => Err(error.into()),
        };
        match handed {
            Ok(true) => crate::group::notify(&self.app).await,
            Ok(false) => {}
            Err(error) => {
                tracing::error!(table = self.id, %error, "the table could not be handed over");
                return;
            }
        }
        self.give_up().await;
    }

    /// Stops serving the table, which another node now holds: every follower is told where it
    /// went (and reconnects there from its version), and the lobby here lets it go.
    pub(super) async fn give_up(&mut self) {
        if self.gone {
            return;
        }
        // Out of the lobby at once: nothing more is sent here while its new node is looked up.
        self.app.lobby.remove(self.id, self.epoch);
        self.app
            .metrics
            .given_up
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let node = match self.app.store.pool().acquire().await {
            Ok(mut conn) => parlour_store::group::whereabouts(&mut conn, self.id)
                .await
                .ok()
                .flatten()
                .map(|(_, advertise)| advertise),
            Err(_) => None,
        };
        tracing::warn!(table = self.id, epoch = self.epoch, ?node, "table given up");
        let message = Outbound::Moved {
            table: self.id,
            seq: None,
            node,
        }
        .text();
        self.let_go(message);
        self.app.group.wake();
    }

    /// The table is served here no more (given up, or closed): the lobby here lets it go, and
    /// every follower is sent `message` and forgotten. The actor stops after the command in hand.
    pub(super) fn let_go(&mut self, message: String) {
        self.gone = true;
        self.app.lobby.remove(self.id, self.epoch);
        let _ = self.app.lobby_changes.send(self.id);
        self.app
            .metrics
            .tables
            .fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        for follower in self.followers.values() {
            let _ = follower.out.try_send(message.clone());
        }
        self.followers.clear();
    }

    /// Why `seat` cannot be sat in, if it cannot: it is not one of the table's, or someone (a
    /// player, a bot) has it, or it is kept for the next round (a sit, a move or a bot there).
    fn unfree(&self, seat: usize) -> Option<ProtocolError> {
        if seat >= self.seats.len() {
            let seats = self.seats.len();
            let why = format!(
                "there is no seat {seat}: this table's are 0 to {}",
                seats - 1
            );
            return Some(ProtocolError::new("no_such_seat", why));
        }
        let kept = (self.kept.iter()).any(|k| {
            k.seat == seat && matches!(k.change, Change::Sit | Change::Move | Change::BotIn)
        });
        (self.seats[seat].is_some() || kept).then(|| {
            ProtocolError::new("seat_taken", format!("seat {seat} is not free"))
                .with("why", "taken")
                .with("seat", seat + 1)
        })
    }

    fn seat_of(&self, user: i64) -> Option<Seat> {
        self.seats
            .iter()
            .position(|o| matches!(o, Some(Occupant::Person(p)) if p.user == user))
            .map(Seat::from)
    }

    /// Whether the request is asked for the first time. A request accepted before (the same
    /// client and sequence number, sent again after a lost connection, say, or after a restart) is
    /// answered as it was then, and nothing else happens.
    async fn first_time(&mut self, asked: &Asked) -> bool {
        let key = asked.key();
        let first = match self.answers.get(&key) {
            Some(first) => first,
            None if !self.answers.incomplete() => return true,
            // Accepted long ago, perhaps: its key is stored with its action.
            None => {
                let stored = async {
                    let mut conn = self.app.store.pool().acquire().await?;
                    parlour_store::tables::request_version(&mut conn, self.id, &key).await
                };
                match stored.await {
                    Ok(None) => return true,
                    Ok(Some(version)) => First::Accepted(version as u64),
                    Err(error) => {
                        tracing::error!(table = self.id, %error, "a request could not be looked up");
                        let busy =
                            ProtocolError::new("busy", "the table cannot answer now; try again");
                        self.reply_error(asked, busy);
                        return false;
                    }
                }
            }
        };
        self.answer(
            asked,
            Answer::Done {
                first,
                repeat: true,
            },
        );
        false
    }

    /// The person's seat, if the request is asked for the first time and they sit here.
    async fn check(&mut self, asked: &Asked) -> Option<Seat> {
        if !self.first_time(asked).await {
            return None;
        }
        let seat = self.seat_of(asked.person.user);
        if seat.is_none() {
            self.reply_error(
                asked,
                ProtocolError::new("not_seated", "you do not sit at this table"),
            );
        }
        seat
    }

    fn reply(&mut self, conn: u64, message: String) {
        if let Some(follower) = self.followers.get(&conn)
            && follower.out.try_send(message).is_err()
        {
            // A connection that cannot keep up is let go; the table goes on.
            self.followers.remove(&conn);
        }
    }

    /// Answers a request; an accepted one (or a sit that waits) is remembered, for the request
    /// asked again. A refusal is not: nothing was done, so the request asked again is tried again.
    fn answer(&mut self, asked: &Asked, answer: Answer) {
        let (table, seq) = (self.id, asked.seq);
        let message = match answer {
            Answer::Done { first, repeat } => {
                self.answers.insert(asked.key(), first);
                match first {
                    First::Accepted(version) => Outbound::Accepted {
                        table,
                        seq,
                        version,
                        repeat,
                    },
                    First::Kept(change, seat) => Outbound::Waiting {
                        table,
                        seq,
                        seat,
                        change,
                        repeat,
                    },
                }
            }
            Answer::Refused { refusal, message } => Outbound::Refused {
                table,
                seq,
                refusal,
                message,
            },
            Answer::Error(error) => Outbound::error(Some(table), Some(seq), error),
        };
        self.reply(asked.conn, message.text());
    }

    fn reply_error(&mut self, asked: &Asked, error: ProtocolError) {
        self.app
            .metrics
            .refusals
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.answer(asked, Answer::Error(error));
    }

    fn viewer_of(&self, person: &Option<Person>) -> Viewer {
        person
            .as_ref()
            .and_then(|p| self.seat_of(p.user))
            .map_or(Viewer::Spectator, Viewer::Seat)
    }

    /// The people seated now.
    fn people(&self) -> BTreeSet<i64> {
        self.seats
            .iter()
            .filter_map(|o| match o {
                Some(Occupant::Person(p)) => Some(p.user),
                _ => None,
            })
            .collect()
    }

    fn people_seated(&self) -> bool {
        self.seats
            .iter()
            .any(|o| matches!(o, Some(Occupant::Person(_))))
    }

    fn refresh_summary(&self) {
        let mut summary = self.summary.lock().expect("never poisoned");
        summary.seats = self.seat_names();
        summary.away = self.away_seats();
        summary.watching = self.followers.len();
        summary.version = self.table.version();
        summary.paused = self.paused.clone();
        summary.closing = self.closing.is_some();
        summary.hints = self.hints;
        summary.rounds = self.table.rounds_played();
        // Nobody following the lobby is no error.
        let _ = self.app.lobby_changes.send(self.id);
    }

    /// The next fair shuffle as `viewer` may see it: its number, the commitment and the seeds given
    /// (`null` for a table that is not dealt fair), for every view message.
    fn next_shuffle(&self, viewer: Viewer) -> Value {
        serde_json::to_value(self.table.next_shuffle(viewer)).expect("a shuffle serializes")
    }
}
