//! A server for a test, and clients for it: `parlour-client`'s, for the JSON API and the table
//! protocol, with what the tests ask of them (an answer to a request, a message that satisfies);
//! the requests they send, and the starts most tests share (Ann, her table, her seat at it), so
//! that each test says only what is its own.

use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use parlour_client::{Heard, Socket};
use parlour_engine::registry::AnyTable;
use parlour_engine::{Opening, Player, Seat};
use parlour_server::{Config, Running};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

static NEXT: AtomicU32 = AtomicU32::new(0);

/// How long, in real time, a test under a held clock waits for what it expects.
const REAL_PATIENCE: Duration = Duration::from_secs(10);

/// Tokio's clock, paused and held still: it moves only by `tokio::time::advance`. Paused alone,
/// the clock jumps to the next timer whenever every task waits, and the server's tasks wait on
/// SQLite's own thread at every write, so time would fly by the server's pings while a row is
/// written. A task that only yields keeps the runtime from ever being idle, so the clock never
/// jumps by itself. Dropped, it lets the clock run again.
pub struct HeldClock(tokio::task::JoinHandle<()>);

pub fn hold_the_clock() -> HeldClock {
    tokio::time::pause();
    HeldClock(tokio::spawn(async {
        loop {
            tokio::task::yield_now().await;
        }
    }))
}

impl Drop for HeldClock {
    fn drop(&mut self) {
        self.0.abort();
        tokio::time::resume();
    }
}

/// Waits (in real time, the clock held) until `done` holds.
pub async fn settle(what: &str, done: impl Fn() -> bool) {
    let started = std::time::Instant::now();
    while !done() {
        assert!(started.elapsed() < REAL_PATIENCE, "never: {what}");
        tokio::task::yield_now().await;
    }
}

/// Lets the server work for a moment of real time, the clock held: whatever is due happens.
pub async fn a_moment() {
    let started = std::time::Instant::now();
    while started.elapsed() < Duration::from_millis(100) {
        tokio::task::yield_now().await;
    }
}

/// A fresh data folder in the temporary folder.
pub fn data_dir(label: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "parlour-server-{label}-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A test server's configuration: a free port, a SQLite file of its own, bots that act at once,
/// and every limit per address but sign-in's lifted (every test client comes from loopback; the
/// limits' own tests set theirs).
pub fn config(label: &str) -> Config {
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), data_dir(label));
    config.bot_delay = Duration::ZERO;
    for lifted in ["accounts", "grants", "top_ups", "secrets"] {
        config
            .limits
            .set(&format!("{lifted}=100000/1s"))
            .expect("a limit");
    }
    // Two hundred requests at once, each a connection of its own, in the races' tests; requests
    // sent as fast as the table answers them.
    config.limits.set("conns=100000").expect("a limit");
    config.limits.set("messages=100000").expect("a limit");
    config.limits.set("tables=100000").expect("a limit");
    config.limits.set("hints=100000").expect("a limit");
    config.ops_token = Some(OPS_TOKEN.to_string());
    config
}

/// The test servers' operators' token.
pub const OPS_TOKEN: &str = "the operators of the test room";

/// `GET path` as the room's operators ask (`/health`, `/metrics`).
pub async fn ops_get(addr: SocketAddr, path: &str) -> Answer {
    let bearer = format!("Bearer {OPS_TOKEN}");
    let headers = [("authorization", bearer.as_str())];
    let raw = parlour_client::http::request(addr, "GET", path, &headers, b"")
        .await
        .expect("an answer");
    let text = String::from_utf8_lossy(&raw.body).into_owned();
    let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
    Answer {
        status: raw.status,
        cookie: None,
        body,
    }
}

/// A test server's configuration on a fresh PostgreSQL database of its own, and the database's
/// name (to drop it after).
pub async fn postgres_config(label: &str) -> (Config, String) {
    let (url, name) = parlour_store::testing::fresh_postgres(label).await;
    let mut config = config(label);
    config.db = Some(url);
    (config, name)
}

/// A server on `config`, started.
pub async fn start(config: Config) -> Running {
    let running = parlour_server::start(config)
        .await
        .expect("the server starts");
    // Its tables rebuilt: the tests that start a server again go on where they stopped.
    running.ready().await;
    running
}

/// A test server whose turns run out after `turn`: a table of people plays itself by its timeouts.
pub async fn server_turning(label: &str, turn: Duration) -> Running {
    let mut config = config(label);
    config.turn = turn;
    start(config).await
}

pub async fn server(label: &str) -> Running {
    start(config(label)).await
}

pub use parlour_client::Answer;

pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: Option<Value>,
) -> Answer {
    parlour_client::http::json(addr, method, path, cookie, body.as_ref())
        .await
        .expect("an HTTP answer")
}

/// `GET path`, with a session or none.
pub async fn get(addr: SocketAddr, path: &str, cookie: Option<&str>) -> Answer {
    http(addr, "GET", path, cookie, None).await
}

/// `POST path` with a JSON body, with a session or none.
pub async fn post(addr: SocketAddr, path: &str, cookie: Option<&str>, body: Value) -> Answer {
    http(addr, "POST", path, cookie, Some(body)).await
}

/// The code of an HTTP refusal, with its status.
pub fn refusal(answer: &Answer) -> (u16, Option<&str>) {
    (answer.status, answer.body["error"]["code"].as_str())
}

/// Signs up `name`: the session cookie (`parlour_session=...`).
pub async fn sign_up(addr: SocketAddr, name: &str) -> String {
    let body = json!({"name": name, "password": "correct horse"});
    let answer = post(addr, "/api/signup", None, body).await;
    assert_eq!(answer.status, 200, "{answer:?}");
    answer.cookie.expect("a session cookie")
}

/// Opens a table of `rules`: its id.
pub async fn open_table(addr: SocketAddr, cookie: &str, rules: Value) -> i64 {
    let answer = post(addr, "/api/tables", Some(cookie), json!({"rules": rules})).await;
    assert_eq!(answer.status, 201, "{answer:?}");
    answer.body["table"]["id"].as_i64().unwrap()
}

/// A test server ([`server`]) and Ann, signed up on it: the server and her cookie.
pub async fn server_and_ann(label: &str) -> (Running, String) {
    let server = server(label).await;
    let ann = sign_up(server.addr, "Ann").await;
    (server, ann)
}

/// Ann signed up, a table of `rules` she opened, and a client of hers: her cookie, the table and
/// the client.
pub async fn ann_at_a_table(addr: SocketAddr, rules: Value) -> (String, i64, Client) {
    let ann = sign_up(addr, "Ann").await;
    let table = open_table(addr, &ann, rules).await;
    let client = Client::connect(addr, &ann).await;
    (ann, table, client)
}

/// A test server ([`server`]) and Ann at a new casino table on it ([`ann_at_a_table`]): the
/// server, her cookie, the table and her client.
pub async fn server_and_ann_at_a_table(label: &str) -> (Running, String, i64, Client) {
    let server = server(label).await;
    let (ann, table, client) = ann_at_a_table(server.addr, json!("casino")).await;
    (server, ann, table, client)
}

/// Ann at a new casino table ([`ann_at_a_table`]), sat down in seat 0 with `chips`: her cookie,
/// the table, her client and the version her sitting down was written at.
pub async fn ann_seated(addr: SocketAddr, chips: u64) -> (String, i64, Client, u64) {
    let (ann, table, mut client) = ann_at_a_table(addr, json!("casino")).await;
    let sat = client.accepted(sit(table, 0, chips)).await;
    (ann, table, client, sat["version"].as_u64().unwrap())
}

/// `GET /api/me`: the account as its owner sees it.
pub async fn me(addr: SocketAddr, cookie: &str) -> Value {
    get(addr, "/api/me", Some(cookie)).await.body
}

pub async fn wallet(addr: SocketAddr, cookie: &str) -> i64 {
    me(addr, cookie).await["wallet"].as_i64().unwrap()
}

/// A table's fairness report over HTTP, asked by nobody in particular.
pub async fn fairness_report(addr: SocketAddr, table: i64) -> Answer {
    get(addr, &format!("/api/tables/{table}/fairness"), None).await
}

/// Whether the ledger reconciles: every cached balance its postings' sum, and all of them nothing.
pub async fn books_balance(conn: &mut sqlx::AnyConnection) -> bool {
    parlour_store::ledger::reconcile(conn)
        .await
        .unwrap()
        .is_empty()
}

/// An account's balance in the ledger.
pub async fn balance(conn: &mut sqlx::AnyConnection, account: parlour_store::Account) -> i64 {
    parlour_store::ledger::balance(conn, account).await.unwrap()
}

/// Table `table` played again through its game's engine from what the database stores of it,
/// apart from the server: `each` sees the engine after every action, with the version it came
/// to. The engine as the record leaves it.
pub async fn replay_stored(
    conn: &mut sqlx::AnyConnection,
    table: i64,
    mut each: impl FnMut(&dyn AnyTable, u64),
) -> Box<dyn AnyTable> {
    use parlour_store::tables;
    let stored = tables::get(conn, table).await.unwrap();
    let entry = parlour_games::registry().get(&stored.game).unwrap();
    let rules: Value = serde_json::from_str(&stored.rules).unwrap();
    let players: Vec<Player> = serde_json::from_str(&stored.players).unwrap();
    let deal = parlour_server::table::read_deal(&stored.deal_key).unwrap();
    let seating = Opening {
        players,
        first: None,
        kitty: 0,
    };
    let mut engine = entry.open(&rules, seating, deal).unwrap();
    for stored in tables::actions(conn, table).await.unwrap() {
        let action: Value = serde_json::from_str(&stored.action).unwrap();
        let version = engine
            .apply(Seat::from(stored.seat as usize), &action, None)
            .unwrap();
        each(engine.as_ref(), version);
    }
    engine
}

/// Plays Ann's turns at casino `table` (she stakes 2 and sticks) until `rounds` rounds are over.
pub async fn play_casino_rounds(client: &mut Client, table: i64, rounds: usize) {
    let mut over = 0;
    while over < rounds {
        let message = client.next().await;
        if round_over(&message) {
            over += 1;
        }
        // Her moves come with each action's events, and in a view (after a restart, say).
        let moves = (message.get("moves")).or_else(|| message.get("view")?.get("moves"));
        if let Some(action) = moves.and_then(|moves| casino_move(moves, 2)) {
            client
                .request(act_at(table, action, &message["version"]))
                .await;
        }
    }
}

/// Client `id`, whose last request was `seq`, back on a new connection, sends `request` again
/// under that number: the answer.
pub async fn resend(addr: SocketAddr, cookie: &str, id: &str, seq: u64, request: Value) -> Value {
    let mut again = Client::connect_as(addr, cookie, id, seq).await;
    let mut resent = request;
    resent["seq"] = json!(seq);
    again.send(resent).await;
    again.answer(seq).await
}

// The table protocol's requests, as the tests send them (docs/protocol.md).

/// Sits down in `seat` of `table`, bringing `chips` from the wallet.
pub fn sit(table: i64, seat: u64, chips: u64) -> Value {
    json!({"type": "sit", "table": table, "seat": seat, "chips": chips})
}

/// Adds a bot in `seat` of `table`.
pub fn bot(table: i64, seat: u64) -> Value {
    json!({"type": "bot", "table": table, "seat": seat, "add": true})
}

/// Stands up from `table`.
pub fn stand(table: i64) -> Value {
    json!({"type": "stand", "table": table})
}

/// Makes a move of the game at `table`.
pub fn act(table: i64, action: Value) -> Value {
    json!({"type": "act", "table": table, "action": action})
}

/// Makes a move of the game at `table` against the version the player saw, `version` (null: none),
/// which the engine refuses once stale.
pub fn act_at(table: i64, action: Value, version: &Value) -> Value {
    let mut request = act(table, action);
    request["version"] = version.clone();
    request
}

/// Bets `amount` at `table` (a stake).
pub fn stake(table: i64, amount: u64) -> Value {
    act(table, json!({"action": "stake", "amount": amount}))
}

/// Follows `table`, its events alone.
pub fn watch(table: i64) -> Value {
    json!({"type": "watch", "table": table})
}

/// Follows `table` with the viewer's fresh view sent with every action.
pub fn watch_views(table: i64) -> Value {
    json!({"type": "watch", "table": table, "views": true})
}

/// A WebSocket client of the table protocol.
pub struct Client {
    socket: Socket,
    /// The client's id, which its requests' sequence numbers count under.
    pub id: String,
    /// Every message received, in order.
    pub seen: Vec<Value>,
}

impl Client {
    /// A new client (with an id of its own) on a new connection.
    pub async fn connect(addr: SocketAddr, cookie: &str) -> Client {
        let id = format!(
            "test-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        Client::connect_as(addr, cookie, &id, 0).await
    }

    /// A new client following `table` with views ([`watch_views`]).
    pub async fn watching(addr: SocketAddr, cookie: &str, table: i64) -> Client {
        let mut client = Client::connect(addr, cookie).await;
        client.send(watch_views(table)).await;
        client
    }

    /// The client `id`, whose last request was `seq`, on a new connection: as a client comes back
    /// after its connection dropped.
    pub async fn connect_as(addr: SocketAddr, cookie: &str, id: &str, seq: u64) -> Client {
        let socket = Socket::connect(addr, cookie, id, seq)
            .await
            .expect("the upgrade");
        assert_eq!(socket.welcome["protocol"], 2);
        assert_eq!(socket.welcome["client"], id);
        Client {
            id: id.to_string(),
            seen: vec![socket.welcome.clone()],
            socket,
        }
    }

    pub async fn send(&mut self, message: Value) {
        self.socket.send(&message).await.unwrap();
    }

    /// Sends a message, if the socket is still open: whether it went.
    /// The code of the close frame the server sent, once it has closed with one.
    pub fn close_code(&self) -> Option<u16> {
        self.socket.closed_with.as_ref().map(|(code, _)| *code)
    }

    pub async fn try_send(&mut self, message: Value) -> bool {
        self.socket.send(&message).await.is_ok()
    }

    pub async fn send_raw(&mut self, message: Message) {
        self.socket.send_raw(message).await.unwrap();
    }

    /// The last sequence number sent.
    pub fn seq(&self) -> u64 {
        self.socket.seq
    }

    /// Sends a message about `table` with the next sequence number: the number.
    pub async fn request(&mut self, message: Value) -> u64 {
        self.socket.request(message).await.unwrap()
    }

    /// The next text message (pings are answered by the library), within five seconds.
    pub async fn next(&mut self) -> Value {
        match self.try_next(Duration::from_secs(5)).await {
            Some(message) => message,
            None => panic!(
                "no message in time; the last ones: {:#}",
                Value::Array(self.seen.iter().rev().take(4).cloned().collect())
            ),
        }
    }

    /// The next text message within `wait`, if one comes; `None` also if the socket closes.
    pub async fn try_next(&mut self, wait: Duration) -> Option<Value> {
        let message = self.socket.next_within(wait).await?;
        self.seen.push(message.clone());
        Some(message)
    }

    /// Reads until a message satisfies `want`, with no timer of its own: for tests that hold
    /// tokio's paused clock ([`hold_the_clock`]), where a timeout of the test's would never run
    /// out. Past ten seconds of real time the test fails rather than waits for ever.
    pub async fn untimed(&mut self, what: &str, want: impl Fn(&Value) -> bool) -> Value {
        let started = std::time::Instant::now();
        loop {
            assert!(
                started.elapsed() < REAL_PATIENCE,
                "no {what}: {:#?}",
                self.seen.last()
            );
            tokio::select! {
                frame = self.socket.next_frame() => match frame {
                    Some(Some(value)) => {
                        self.seen.push(value.clone());
                        if want(&value) {
                            return value;
                        }
                    }
                    Some(None) => {}
                    None => panic!("the socket closed waiting for {what}"),
                },
                () = tokio::task::yield_now() => {}
            }
        }
    }

    /// Reads until a message satisfies `want`: that message.
    pub async fn until(&mut self, what: &str, want: impl Fn(&Value) -> bool) -> Value {
        for _ in 0..10_000 {
            let message = self
                .try_next(Duration::from_secs(5))
                .await
                .unwrap_or_else(|| {
                    panic!(
                        "no {what}: the socket went quiet after {:#?}",
                        self.seen.iter().rev().take(5).collect::<Vec<_>>()
                    )
                });
            if want(&message) {
                return message;
            }
        }
        panic!("no {what} in 10,000 messages")
    }

    /// The answer to request `seq`: `accepted`, `waiting` (kept for the next seam), `refused` or
    /// `error`.
    pub async fn answer(&mut self, seq: u64) -> Value {
        self.until("an answer", |m| {
            m["seq"] == seq
                && ["accepted", "waiting", "refused", "error"]
                    .contains(&m["type"].as_str().unwrap_or(""))
        })
        .await
    }

    /// Sends a request with the next sequence number: its answer.
    pub async fn ask(&mut self, message: Value) -> Value {
        let seq = self.request(message).await;
        self.answer(seq).await
    }

    /// Sends a request and checks that the table accepts it: the answer.
    pub async fn accepted(&mut self, message: Value) -> Value {
        let answer = self.ask(message).await;
        assert_eq!(answer["type"], "accepted", "{answer}");
        answer
    }

    /// Sends each request and checks that the table accepts it, in order.
    pub async fn all_accepted(&mut self, messages: impl IntoIterator<Item = Value>) {
        for message in messages {
            self.accepted(message).await;
        }
    }

    /// Whether the server has closed the connection (within `wait`).
    pub async fn closed(&mut self, wait: Duration) -> bool {
        loop {
            match self.socket.hear(wait).await {
                Heard::Quiet => return false,
                Heard::Closed => return true,
                Heard::Message(message) => self.seen.push(message),
            }
        }
    }
}

/// Whether a move list holds a move with this tag.
pub fn has_move(moves: &Value, tag: &str) -> bool {
    moves
        .as_array()
        .is_some_and(|m| m.iter().any(|m| m["move"] == tag))
}

/// Every value inside `value`, itself included: a message searched for what it must not hold.
pub fn values(value: &Value) -> Vec<&Value> {
    let mut found = Vec::new();
    let mut stack = vec![value];
    while let Some(value) = stack.pop() {
        found.push(value);
        match value {
            Value::Array(items) => stack.extend(items),
            Value::Object(fields) => stack.extend(fields.values()),
            _ => {}
        }
    }
    found
}

/// Every card a message shows, by its notation, anywhere in it.
pub fn cards_in(message: &Value) -> BTreeSet<String> {
    (values(message).into_iter())
        .filter_map(Value::as_str)
        .filter(|text| text.len() == 2 && text.parse::<parlour_cards::Card>().is_ok())
        .map(str::to_string)
        .collect()
}

/// A casino player's simple play, from the `moves` she is offered: a stake of `amount` when she
/// may bet, else stick, else twist; nothing if none of those is hers to make.
pub fn casino_move(moves: &Value, amount: u64) -> Option<Value> {
    if has_move(moves, "stake") {
        Some(json!({"action": "stake", "amount": amount}))
    } else if has_move(moves, "stick") {
        Some(json!({"action": "stick"}))
    } else if has_move(moves, "twist") {
        Some(json!({"action": "twist"}))
    } else {
        None
    }
}

/// Whether a message tells of an event that satisfies `want`.
pub fn has_event(message: &Value, want: impl Fn(&Value) -> bool) -> bool {
    message["events"]
        .as_array()
        .is_some_and(|e| e.iter().any(want))
}

/// Whether a message tells of a round's end.
pub fn round_over(message: &Value) -> bool {
    has_event(message, |e| e["event"] == "round_over")
}

/// If `message` asks the client for a stake at `table`, bets the least it may (sent, not waited
/// for): a person at a table that otherwise plays itself by its timeouts.
pub async fn stake_the_least(client: &mut Client, table: i64, message: &Value) {
    if let Some(asked) = message["moves"]
        .as_array()
        .and_then(|m| m.iter().find(|m| m["move"] == "stake"))
    {
        let action = json!({"action": "stake", "amount": asked["min"]});
        client.request(act(table, action)).await;
    }
}
