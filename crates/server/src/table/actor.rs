//! The table actor: its state, its loop, and every command it answers.

use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use parlour_cards::ShuffleKey;
use parlour_engine::record::Deal;
use parlour_engine::registry::AnyTable;
use parlour_engine::{Player, Seat, Table, Viewer};
use parlour_store::ledger::{self, Account, Posting};
use parlour_store::{StoreError, accounts, tables};
use serde_json::{Value, json};
use tokio::sync::{mpsc, oneshot};
use tracing::Instrument;

use super::bots::{SeatBot, bot_for, bot_name, is_bot};
use super::history::{Entry, History};
use super::{Command, Person, Summary, TableHandle};
use crate::App;
use crate::protocol::ProtocolError;
use crate::writer::{Hand, Job};

/// Who sits in a seat.
enum Occupant {
    Person(Person),
    Bot(Box<dyn SeatBot>),
}

/// A connection following the table.
struct Follower {
    person: Option<Person>,
    out: mpsc::Sender<String>,
}

/// A person who asked to sit down during a round: they sit at the next seam (RULES.md 5.1:
/// whoever sits down during a round waits for the next one).
struct Waiting {
    conn: u64,
    person: Person,
    seq: u64,
    seat: usize,
    chips: u64,
}

/// The chips an accepted action moves, besides the seats': where their sum goes or comes from.
#[derive(Debug, Clone, Copy)]
enum Counterpart {
    /// The house: a round's bets and payouts.
    House,
    /// A person's wallet: sitting down, topping up, standing up.
    Wallet(i64),
    /// The grant source: a bot's chips come from nobody's wallet.
    Grants,
    /// Nothing: a move between seats.
    None,
}

struct Actor {
    app: Arc<App>,
    id: i64,
    rules: Value,
    table: Box<dyn AnyTable>,
    seats: Vec<Option<Occupant>>,
    followers: HashMap<u64, Follower>,
    waiting: Vec<Waiting>,
    history: History,
    /// Each person's last sequence number here: a message is acted on once.
    last_seq: HashMap<i64, u64>,
    /// Everyone who has sat here during the round in play: whose hand histories it goes to.
    in_round: BTreeSet<i64>,
    generation: u64,
    /// The seat on turn and when its time runs out (milliseconds since the epoch), if a person's.
    deadline: Option<(Seat, i64)>,
    tx: mpsc::Sender<Command>,
    summary: Arc<Mutex<Summary>>,
}

fn now_ms() -> i64 {
    crate::now_ms()
}

/// Empty seats for a new table.
fn empty_seats(seats: usize) -> Table {
    Table {
        players: vec![Player::empty(); seats],
        first: None,
    }
}

/// Opens a new table of `rules` with `seats` empty seats: its id.
pub async fn open_table(
    app: &Arc<App>,
    rules: Value,
    seats: usize,
    by: Option<i64>,
) -> Result<i64, String> {
    let registry = parlour_games::registry();
    let preset = rules
        .as_str()
        .or_else(|| rules.get("preset").and_then(Value::as_str))
        .ok_or("the rules name a preset")?;
    let entry = registry
        .for_preset(preset)
        .filter(|e| e.id() == "casino")
        .ok_or_else(|| format!("{preset:?} is not a casino preset (casino, pontoon-blackjack)"))?;
    let spelled = entry.read_rules(&rules)?;
    let max_stake = spelled
        .get("max_stake")
        .and_then(Value::as_u64)
        .unwrap_or(0);
    if max_stake > app.config.house_max {
        return Err(format!(
            "the table maximum {max_stake} is over the house maximum {}",
            app.config.house_max
        ));
    }
    if !(1..=7).contains(&seats) {
        return Err("a casino table has 1 to 7 seats".into());
    }
    let mut key = [0u8; 32];
    getrandom::fill(&mut key).map_err(|e| e.to_string())?;
    let key = ShuffleKey::from_hex(&crate::auth::hex(&key)).expect("32 bytes of hex");
    let rules = Value::Object(spelled);
    let table = entry
        .open(&rules, empty_seats(seats), Deal::Key(key))
        .map_err(|e| e.to_string())?;
    let players = serde_json::to_string(&vec![json!({"name": "", "chips": 0}); seats])
        .expect("players serialize");
    let rules_text = rules.to_string();
    let mut conn = app
        .store
        .pool()
        .acquire()
        .await
        .map_err(|e| e.to_string())?;
    let id = tables::create(
        &mut conn,
        tables::NewTable {
            game: entry.id(),
            rules: &rules_text,
            players: &players,
            deal_key: &key.to_hex(),
            created_by: by,
            at: now_ms(),
        },
    )
    .await
    .map_err(|e| e.to_string())?;
    let seats = (0..seats).map(|_| None).collect();
    spawn(app, id, rules, table, seats);
    Ok(id)
}

/// Rebuilds every open table from its stored record through the engine, its people and bots
/// seated again, ready to start ([`Rebuilt::start`]).
pub async fn rebuild(app: &Arc<App>) -> anyhow::Result<Rebuilt> {
    let mut chips = Vec::new();
    let mut ready = Vec::new();
    let mut conn = app.store.pool().acquire().await?;
    let stored = tables::open_tables(&mut conn).await?;
    for t in &stored {
        let (rules, table) = load(&mut conn, t).await?;
        let mut seats = Vec::new();
        for player in table.players() {
            seats.push(if player.is_empty() {
                None
            } else if is_bot(&player.name) {
                bot_for(&t.game, &rules).map(Occupant::Bot)
            } else {
                let user = accounts::find_by_name(&mut conn, &player.name)
                    .await?
                    .ok_or_else(|| {
                        anyhow::anyhow!("table {}: no account {:?}", t.id, player.name)
                    })?;
                Some(Occupant::Person(Person {
                    user: user.id,
                    name: user.name,
                }))
            });
        }
        tracing::info!(table = t.id, version = table.version(), "table rebuilt");
        for (seat, player) in table.players().iter().enumerate() {
            if player.chips > 0 {
                chips.push((t.id, seat as u32, player.chips as i64));
            }
        }
        ready.push((t.id, rules, table, seats));
    }
    Ok(Rebuilt {
        chips,
        tables: ready,
    })
}

/// Every open table rebuilt, not yet started: the books are reconciled against them first, while
/// nothing can move a chip.
pub struct Rebuilt {
    /// The chips the engine puts on every occupied seat: table, seat, chips.
    pub chips: Vec<(i64, u32, i64)>,
    tables: Vec<Ready>,
}

/// A table rebuilt: its id, rules, engine table and seats.
type Ready = (i64, Value, Box<dyn AnyTable>, Vec<Option<Occupant>>);

impl std::fmt::Debug for Rebuilt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rebuilt")
            .field("tables", &self.tables.len())
            .field("chips", &self.chips)
            .finish()
    }
}

impl Rebuilt {
    /// Starts every table's actor: each resumes where it stood, its turn's timer starting again.
    pub fn start(self, app: &Arc<App>) {
        for (id, rules, table, seats) in self.tables {
            spawn(app, id, rules, table, seats);
        }
    }
}

/// A stored table, played through the engine to where it stands: its rules and the table.
async fn load(
    conn: &mut sqlx::AnyConnection,
    t: &tables::StoredTable,
) -> anyhow::Result<(Value, Box<dyn AnyTable>)> {
    let entry = parlour_games::registry()
        .get(&t.game)
        .ok_or_else(|| anyhow::anyhow!("table {}: unknown game {}", t.id, t.game))?;
    let rules: Value = serde_json::from_str(&t.rules)?;
    let players: Vec<Player> = serde_json::from_str(&t.players)?;
    let key = ShuffleKey::from_hex(&t.deal_key).map_err(|e| anyhow::anyhow!("{e}"))?;
    let seating = Table {
        players,
        first: None,
    };
    let mut table = entry
        .open(&rules, seating, Deal::Key(key))
        .map_err(|e| anyhow::anyhow!("table {}: {e}", t.id))?;
    for (seat, action) in tables::actions(conn, t.id).await? {
        let action: Value = serde_json::from_str(&action)?;
        table
            .apply(Seat::from(seat as usize), &action, None)
            .map_err(|r| {
                anyhow::anyhow!("table {}: a stored action is refused: {}", t.id, r.sentence)
            })?;
    }
    Ok((rules, table))
}

fn spawn(
    app: &Arc<App>,
    id: i64,
    rules: Value,
    table: Box<dyn AnyTable>,
    seats: Vec<Option<Occupant>>,
) -> TableHandle {
    let (tx, rx) = mpsc::channel(1024);
    let summary = Arc::new(Mutex::new(Summary {
        id,
        game: table.game(),
        rules: rules.clone(),
        seats: Vec::new(),
        watching: 0,
        version: table.version(),
    }));
    let handle = TableHandle {
        tx: tx.clone(),
        summary: summary.clone(),
    };
    let mut actor = Actor {
        app: app.clone(),
        id,
        rules,
        table,
        seats,
        followers: HashMap::new(),
        waiting: Vec::new(),
        history: History::default(),
        last_seq: HashMap::new(),
        in_round: BTreeSet::new(),
        generation: 0,
        deadline: None,
        tx,
        summary,
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
            let span =
                tracing::info_span!("table", table = self.id, version = self.table.version());
            self.handle(command).instrument(span).await;
        }
    }

    async fn handle(&mut self, command: Command) {
        self.handle_command(command).await;
        if !self.waiting.is_empty() {
            self.seat_the_waiting().await;
        }
    }

    /// Whether the engine would refuse a sit now only because it is not the moment for it.
    fn not_the_moment(&self, seat: usize, action: &Value) -> bool {
        let mut copy = self.table.clone_table();
        matches!(copy.apply(Seat::from(seat), action, None), Err(r) if r.code == "not_allowed_now")
    }

    /// Seats whoever is waiting for a seam, if this is one.
    async fn seat_the_waiting(&mut self) {
        let waiting = std::mem::take(&mut self.waiting);
        for w in waiting {
            if self.seats[w.seat].is_some() || self.seat_of(w.person.user).is_some() {
                self.reply_error(
                    w.conn,
                    w.seq,
                    ProtocolError::new("seat_taken", format!("seat {} is not free", w.seat)),
                );
                continue;
            }
            let action = json!({"action": "sit", "name": w.person.name, "chips": w.chips});
            if self.not_the_moment(w.seat, &action) {
                self.waiting.push(w);
                continue;
            }
            if self
                .play(
                    Seat::from(w.seat),
                    action,
                    None,
                    Counterpart::Wallet(w.person.user),
                    Some((w.conn, w.seq)),
                )
                .await
            {
                self.in_round.insert(w.person.user);
                self.seats[w.seat] = Some(Occupant::Person(w.person));
                self.after_seating();
            }
        }
    }

    async fn handle_command(&mut self, command: Command) {
        let started = Instant::now();
        match command {
            Command::Watch {
                conn,
                person,
                version,
                out,
            } => self.watch(conn, person, version, out),
            Command::Unwatch { conn } => {
                self.followers.remove(&conn);
                // Whoever leaves while waiting for a seat gives up the place.
                self.waiting.retain(|w| w.conn != conn);
                self.refresh_summary();
            }
            Command::Act {
                conn,
                person,
                seq,
                version,
                action,
            } => {
                if let Some(seat) = self.check(conn, &person, seq) {
                    if let Some(error) = over_limit(&self.app, &person, &action).await {
                        self.reply_error(conn, seq, error);
                    } else {
                        self.play(seat, action, version, Counterpart::House, Some((conn, seq)))
                            .await;
                    }
                }
                self.app.metrics.action_latency.observe(started.elapsed());
            }
            Command::Sit {
                conn,
                person,
                seq,
                seat,
                chips,
            } => {
                if !self.fresh(conn, &person, seq) {
                    return;
                }
                if self.seat_of(person.user).is_some() {
                    return self.reply_error(
                        conn,
                        seq,
                        ProtocolError::new("seat_taken", "you sit at this table already"),
                    );
                }
                let held = self
                    .waiting
                    .iter()
                    .any(|w| w.seat == seat || w.person.user == person.user);
                if seat >= self.seats.len() || self.seats[seat].is_some() || held {
                    return self.reply_error(
                        conn,
                        seq,
                        ProtocolError::new("seat_taken", format!("seat {seat} is not free")),
                    );
                }
                if let Some(error) = short_of(&self.app, person.user, chips).await {
                    return self.reply_error(conn, seq, error);
                }
                let action = json!({"action": "sit", "name": person.name, "chips": chips});
                if self.not_the_moment(seat, &action) {
                    // A round is in play: the seat is kept, and taken at the next seam.
                    let message =
                        json!({"type": "waiting", "table": self.id, "seq": seq, "seat": seat})
                            .to_string();
                    self.reply(conn, message);
                    self.waiting.push(Waiting {
                        conn,
                        person,
                        seq,
                        seat,
                        chips,
                    });
                    return;
                }
                if self
                    .play(
                        Seat::from(seat),
                        action,
                        None,
                        Counterpart::Wallet(person.user),
                        Some((conn, seq)),
                    )
                    .await
                {
                    self.in_round.insert(person.user);
                    self.seats[seat] = Some(Occupant::Person(person));
                    self.after_seating();
                }
            }
            Command::TopUp {
                conn,
                person,
                seq,
                chips,
            } => {
                if let Some(seat) = self.check(conn, &person, seq) {
                    let action = json!({"action": "top_up", "chips": chips});
                    self.play(
                        seat,
                        action,
                        None,
                        Counterpart::Wallet(person.user),
                        Some((conn, seq)),
                    )
                    .await;
                }
            }
            Command::Stand { conn, person, seq } => {
                if let Some(seat) = self.check(conn, &person, seq)
                    && self
                        .play(
                            seat,
                            json!({"action": "stand"}),
                            None,
                            Counterpart::Wallet(person.user),
                            Some((conn, seq)),
                        )
                        .await
                {
                    self.seats[seat.index()] = None;
                    self.after_seating();
                }
            }
            Command::Move {
                conn,
                person,
                seq,
                seat: to,
            } => {
                if let Some(seat) = self.check(conn, &person, seq) {
                    if to >= self.seats.len() || self.seats[to].is_some() {
                        return self.reply_error(
                            conn,
                            seq,
                            ProtocolError::new("seat_taken", format!("seat {to} is not free")),
                        );
                    }
                    if self
                        .play(
                            seat,
                            json!({"action": "move", "to": to}),
                            None,
                            Counterpart::None,
                            Some((conn, seq)),
                        )
                        .await
                    {
                        self.seats[to] = self.seats[seat.index()].take();
                        self.after_seating();
                    }
                }
            }
            Command::Bot {
                conn,
                person,
                seq,
                seat,
                add,
            } => {
                if !self.fresh(conn, &person, seq) {
                    return;
                }
                self.bot(conn, seq, seat, add).await;
            }
            Command::Timer { generation } => self.timer(generation).await,
            Command::Shutdown { .. } => unreachable!("handled by the loop"),
        }
    }

    /// The seat a person sits in here.
    fn seat_of(&self, user: i64) -> Option<Seat> {
        self.seats
            .iter()
            .position(|o| matches!(o, Some(Occupant::Person(p)) if p.user == user))
            .map(Seat::from)
    }

    /// Whether `seq` is new from this person (else the sender is told, and nothing happens).
    fn fresh(&mut self, conn: u64, person: &Person, seq: u64) -> bool {
        let last = self.last_seq.entry(person.user).or_insert(0);
        if seq <= *last {
            self.reply_error(
                conn,
                seq,
                ProtocolError::new("duplicate", format!("message {seq} was answered already")),
            );
            return false;
        }
        *last = seq;
        true
    }

    /// The person's seat, if the message is fresh and they sit here.
    fn check(&mut self, conn: u64, person: &Person, seq: u64) -> Option<Seat> {
        if !self.fresh(conn, person, seq) {
            return None;
        }
        let seat = self.seat_of(person.user);
        if seat.is_none() {
            self.reply_error(
                conn,
                seq,
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

    fn reply_error(&mut self, conn: u64, seq: u64, error: ProtocolError) {
        self.app
            .metrics
            .refusals
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let message = error.to_message(Some(self.id), Some(seq));
        self.reply(conn, message);
    }

    fn viewer_of(&self, person: &Option<Person>) -> Viewer {
        person
            .as_ref()
            .and_then(|p| self.seat_of(p.user))
            .map_or(Viewer::Spectator, Viewer::Seat)
    }

    /// The fresh view of the table for a follower.
    fn view_message(&self, person: &Option<Person>) -> String {
        let viewer = self.viewer_of(person);
        json!({
            "type": "view",
            "table": self.id,
            "version": self.table.version(),
            "seat": match viewer { Viewer::Seat(s) => Some(s.index()), _ => None },
            "seats": self.seat_names(),
            "turn": self.turn(),
            "view": self.table.view(viewer),
        })
        .to_string()
    }

    fn turn(&self) -> Value {
        match self.deadline {
            Some((seat, deadline)) => json!({"seat": seat.index(), "deadline": deadline}),
            None => Value::Null,
        }
    }

    fn seat_names(&self) -> Vec<Option<String>> {
        self.table
            .players()
            .iter()
            .map(|p| (!p.is_empty()).then(|| p.name.clone()))
            .collect()
    }

    fn watch(
        &mut self,
        conn: u64,
        person: Option<Person>,
        version: Option<u64>,
        out: mpsc::Sender<String>,
    ) {
        let now = self.table.version();
        let viewer = self.viewer_of(&person);
        let missed = version.and_then(|v| self.history.since(v, now));
        let messages: Vec<String> = match missed {
            Some(entries) => entries
                .into_iter()
                .map(|entry| {
                    let events = match viewer {
                        Viewer::Seat(s) => entry.seats.get(s.index()).cloned().unwrap_or_default(),
                        _ => entry.spectator.clone(),
                    };
                    json!({"type": "events", "table": self.id, "version": entry.version, "events": events, "replayed": true}).to_string()
                })
                .chain(std::iter::once(
                    json!({"type": "caught_up", "table": self.id, "version": now, "turn": self.turn()}).to_string(),
                ))
                .collect(),
            None => vec![self.view_message(&person)],
        };
        for message in messages {
            if out.try_send(message).is_err() {
                return;
            }
        }
        self.followers.insert(conn, Follower { person, out });
        self.refresh_summary();
    }

    /// Tries `action` by `seat` on a copy of the table; if the engine accepts it, writes it with
    /// its postings in one transaction, keeps the copy, answers the sender and tells everyone.
    /// Whether it was accepted and written.
    async fn play(
        &mut self,
        seat: Seat,
        action: Value,
        version: Option<u64>,
        counterpart: Counterpart,
        sender: Option<(u64, u64)>,
    ) -> bool {
        let before: Vec<u64> = self.table.players().iter().map(|p| p.chips).collect();
        // Applied to the table itself (a refusal changes nothing); if the write then fails, the
        // table is put back as stored.
        let new_version = match self.table.apply(seat, &action, version) {
            Ok(v) => v,
            Err(refused) => {
                if let Some((conn, seq)) = sender {
                    self.app
                        .metrics
                        .refusals
                        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let message = json!({
                        "type": "refused",
                        "table": self.id,
                        "seq": seq,
                        "refusal": refused.refusal,
                        "message": refused.sentence,
                    })
                    .to_string();
                    self.reply(conn, message);
                }
                return false;
            }
        };
        // The chips each seat gained or lost, and their sum's counterpart.
        let after: Vec<u64> = self.table.players().iter().map(|p| p.chips).collect();
        let mut postings = Vec::new();
        let mut sum: i64 = 0;
        for (index, &chips) in after.iter().enumerate() {
            let was = before.get(index).copied().unwrap_or(0);
            let delta = chips as i64 - was as i64;
            if delta != 0 {
                sum += delta;
                postings.push(Posting {
                    account: Account::Seat {
                        table: self.id,
                        seat: index as u32,
                    },
                    amount: delta,
                });
            }
        }
        if sum != 0 {
            let account = match counterpart {
                Counterpart::House => Account::House,
                Counterpart::Wallet(user) => Account::Wallet(user),
                Counterpart::Grants => Account::Grants,
                Counterpart::None => {
                    tracing::error!(table = self.id, "a move changed the chips on the table");
                    self.restore().await;
                    return false;
                }
            };
            postings.push(Posting {
                account,
                amount: -sum,
            });
        }
        // The ledger's reason: the seat change, or the play that settled chips.
        let reason: &'static str = match action.get("action").and_then(Value::as_str) {
            Some("sit") => "sit",
            Some("top_up") => "top_up",
            Some("stand") => "stand",
            Some("move") => "move",
            _ => "settle",
        };
        // A round this action finished goes to the hand histories of everyone who sat in it.
        let hand = self.table.finished_round().map(|round| Hand {
            game: self.table.game(),
            from_version: round.from_version,
            summary: round.finished.to_string(),
            record: round.record.to_string(),
            players: self.in_round.iter().copied().collect(),
        });
        let finished = hand.is_some();
        let job = |done| Job {
            table: self.id,
            version: new_version,
            seat: seat.index() as u32,
            action: action.to_string(),
            postings,
            reason,
            at: now_ms(),
            hand,
            done,
        };
        if let Err(error) = write(&self.app, job).await {
            if let Some((conn, seq)) = sender {
                let error = match error {
                    StoreError::Insufficient { balance, .. } => ProtocolError::new(
                        "wallet",
                        format!("your wallet holds {balance} chips, not enough"),
                    ),
                    other => {
                        tracing::error!(table = self.id, %other, "an action could not be written");
                        ProtocolError::new(
                            "server",
                            "the action could not be written; nothing changed",
                        )
                    }
                };
                self.reply_error(conn, seq, error);
            }
            self.restore().await;
            return false;
        }
        self.app
            .metrics
            .actions
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if finished {
            self.in_round = self.people();
        }
        if let Some((conn, seq)) = sender {
            let message =
                json!({"type": "accepted", "table": self.id, "seq": seq, "version": new_version})
                    .to_string();
            self.reply(conn, message);
        }
        self.arm();
        self.tell_everyone(new_version, reason != "settle");
        self.refresh_summary();
        true
    }

    /// Sends every follower the last action's events as they may see them, and keeps them.
    fn tell_everyone(&mut self, version: u64, seating_changed: bool) {
        let seats: Vec<Vec<Value>> = (0..self.table.players().len())
            .map(|i| self.table.events(Viewer::Seat(Seat::from(i))))
            .collect();
        let spectator = self.table.events(Viewer::Spectator);
        let turn = self.turn();
        let to_act: Vec<usize> = self.table.to_act().iter().map(|s| s.index()).collect();
        let mut gone = Vec::new();
        for (&conn, follower) in &self.followers {
            let viewer = self.viewer_of(&follower.person);
            let (events, moves) = match viewer {
                Viewer::Seat(s) => (
                    seats.get(s.index()).cloned().unwrap_or_default(),
                    Some(self.table.legal_moves(s)),
                ),
                _ => (spectator.clone(), None),
            };
            let mut message = json!({
                "type": "events",
                "table": self.id,
                "version": version,
                "events": events,
                "to_act": to_act,
                "turn": turn,
            });
            if let Some(moves) = moves {
                message["moves"] = Value::Array(moves);
            }
            if seating_changed {
                message["seats"] = json!(self.seat_names());
            }
            if follower.out.try_send(message.to_string()).is_err() {
                gone.push(conn);
            }
        }
        for conn in gone {
            self.followers.remove(&conn);
        }
        self.history.push(Entry {
            version,
            seats,
            spectator,
            seating_changed,
        });
    }

    /// After someone sat down, stood up or moved: each person seated sees the table from their
    /// new place, so everyone following gets a fresh view.
    fn after_seating(&mut self) {
        let messages: Vec<(u64, String)> = self
            .followers
            .iter()
            .map(|(&conn, f)| (conn, self.view_message(&f.person)))
            .collect();
        for (conn, message) in messages {
            self.reply(conn, message);
        }
        self.arm();
        self.refresh_summary();
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

    /// Sets the timer for whoever is on turn now: a person's turn runs out after the turn's time,
    /// a bot acts after its delay (only while a person sits at the table).
    fn arm(&mut self) {
        self.generation += 1;
        self.deadline = None;
        let Some(seat) = self.table.to_act().first().copied() else {
            return;
        };
        let wait = match self.seats.get(seat.index()) {
            Some(Some(Occupant::Person(_))) => {
                let turn = self.app.config.turn;
                self.deadline = Some((seat, now_ms() + turn.as_millis() as i64));
                turn
            }
            Some(Some(Occupant::Bot(_))) if self.people_seated() => self.app.config.bot_delay,
            _ => return,
        };
        let generation = self.generation;
        let tx = self.tx.clone();
        // The deadline is fixed now, not when the timer's task first runs. A bot that acts at
        // once needs no timer at all (and a timer due this very instant waits for the clock to
        // tick, which a paused clock never does).
        let deadline = (!wait.is_zero()).then(|| tokio::time::Instant::now() + wait);
        tokio::spawn(async move {
            if let Some(deadline) = deadline {
                tokio::time::sleep_until(deadline).await;
            }
            let _ = tx.send(Command::Timer { generation }).await;
        });
    }

    async fn timer(&mut self, generation: u64) {
        if generation != self.generation {
            // Set for a turn that has passed: it does nothing.
            self.app
                .metrics
                .stale_timers
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            return;
        }
        let Some(seat) = self.table.to_act().first().copied() else {
            return;
        };
        let action = match self.seats.get_mut(seat.index()) {
            Some(Some(Occupant::Bot(bot))) => {
                let view = self.table.view(Viewer::Seat(seat));
                bot.act(&view)
            }
            Some(Some(Occupant::Person(_))) => {
                self.app
                    .metrics
                    .timeouts
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                self.table.timeout(seat)
            }
            _ => None,
        };
        if let Some(action) = action {
            let version = self.table.version();
            if !self
                .play(seat, action, Some(version), Counterpart::House, None)
                .await
            {
                tracing::error!(
                    table = self.id,
                    seat = seat.index(),
                    "a timeout or bot move was refused"
                );
            }
        }
    }

    async fn bot(&mut self, conn: u64, seq: u64, seat: usize, add: bool) {
        if seat >= self.seats.len() {
            return self.reply_error(
                conn,
                seq,
                ProtocolError::new("seat_taken", format!("there is no seat {seat}")),
            );
        }
        if add {
            if self.seats[seat].is_some() {
                return self.reply_error(
                    conn,
                    seq,
                    ProtocolError::new("seat_taken", format!("seat {seat} is not free")),
                );
            }
            let Some(bot) = bot_for(self.table.game(), &self.rules) else {
                return self.reply_error(
                    conn,
                    seq,
                    ProtocolError::new("malformed", "this game has no bots yet"),
                );
            };
            // A bot brings 100 bets' worth of the table minimum, from the grant source.
            let min = self
                .rules
                .get("min_stake")
                .and_then(Value::as_u64)
                .unwrap_or(1);
            let chips = min.saturating_mul(100).max(100);
            let action = json!({"action": "sit", "name": bot_name(seat), "chips": chips});
            if self
                .play(
                    Seat::from(seat),
                    action,
                    None,
                    Counterpart::Grants,
                    Some((conn, seq)),
                )
                .await
            {
                self.seats[seat] = Some(Occupant::Bot(bot));
                self.after_seating();
            }
        } else {
            if !matches!(self.seats[seat], Some(Occupant::Bot(_))) {
                return self.reply_error(
                    conn,
                    seq,
                    ProtocolError::new("not_seated", format!("no bot sits in seat {seat}")),
                );
            }
            if self
                .play(
                    Seat::from(seat),
                    json!({"action": "stand"}),
                    None,
                    Counterpart::Grants,
                    Some((conn, seq)),
                )
                .await
            {
                self.seats[seat] = None;
                self.after_seating();
            }
        }
    }

    /// Puts the table back as its stored record has it, after an action the engine took could not
    /// be written: what was not written never happened.
    async fn restore(&mut self) {
        let loaded = async {
            let mut conn = self.app.store.pool().acquire().await?;
            let stored = tables::get(&mut conn, self.id).await?;
            load(&mut conn, &stored).await
        }
        .await;
        match loaded {
            Ok((_, table)) => self.table = table,
            Err(error) => {
                // The database is unreachable: nothing more can be written, so nothing more may be
                // played here until the server starts again and rebuilds the table.
                tracing::error!(table = self.id, %error, "the table cannot be restored");
            }
        }
    }

    fn refresh_summary(&self) {
        let mut summary = self.summary.lock().expect("never poisoned");
        summary.seats = self.seat_names();
        summary.watching = self.followers.len();
        summary.version = self.table.version();
    }
}

/// Writes an action, its postings and the round it finished in one transaction, by way of the
/// writer (which commits the actions of every table waiting together).
async fn write(
    app: &App,
    job: impl FnOnce(oneshot::Sender<Result<(), StoreError>>) -> Job,
) -> Result<(), StoreError> {
    let stopped = || StoreError::Commit("the writer has stopped".into());
    let (done, answer) = oneshot::channel();
    app.writer.send(job(done)).await.map_err(|_| stopped())?;
    answer.await.map_err(|_| stopped())?
}

/// A bet over the player's own limit, refused before the engine sees it.
async fn over_limit(app: &App, person: &Person, action: &Value) -> Option<ProtocolError> {
    let amount = action.get("amount").and_then(Value::as_u64)?;
    if action.get("action").and_then(Value::as_str) != Some("stake") {
        return None;
    }
    let limit = app.bet_limit(person.user).await.ok()??;
    (amount > limit).then(|| {
        ProtocolError::new(
            "over_your_limit",
            format!("your own betting limit is {limit}; a bet of {amount} is over it"),
        )
    })
}

/// A wallet that does not hold `chips`, said before anything is tried.
async fn short_of(app: &App, user: i64, chips: u64) -> Option<ProtocolError> {
    let mut conn = app.store.pool().acquire().await.ok()?;
    let balance = ledger::balance(&mut conn, Account::Wallet(user))
        .await
        .ok()?;
    (i128::from(balance) < i128::from(chips)).then(|| {
        ProtocolError::new(
            "wallet",
            format!("your wallet holds {balance} chips, not enough"),
        )
    })
}
