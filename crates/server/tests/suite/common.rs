//! A server for a test, and clients for it: `parlour-client`'s, for the JSON API and the table
//! protocol, with what the tests ask of them (an answer to a request, a message that satisfies).

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use parlour_client::{Heard, Socket};
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

/// A test server's configuration: a free port, a SQLite file of its own, bots that act at once.
pub fn config(label: &str) -> Config {
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), data_dir(label));
    config.bot_delay = Duration::ZERO;
    config
}

/// A test server's configuration on a fresh PostgreSQL database of its own, and the database's
/// name (to drop it after).
pub async fn postgres_config(label: &str) -> (Config, String) {
    let (url, name) = parlour_store::testing::fresh_postgres(label).await;
    let mut config = config(label);
    config.db = Some(url);
    (config, name)
}

/// A test server whose turns run out after `turn`: a table of people plays itself by its timeouts.
pub async fn server_turning(label: &str, turn: Duration) -> Running {
    let mut config = config(label);
    config.turn = turn;
    parlour_server::start(config)
        .await
        .expect("the server starts")
}

pub async fn server(label: &str) -> Running {
    parlour_server::start(config(label))
        .await
        .expect("the server starts")
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

/// Signs up `name`: the session cookie (`parlour_session=...`).
pub async fn sign_up(addr: SocketAddr, name: &str) -> String {
    let answer = http(
        addr,
        "POST",
        "/api/signup",
        None,
        Some(json!({"name": name, "password": "correct horse"})),
    )
    .await;
    assert_eq!(answer.status, 200, "{answer:?}");
    answer.cookie.expect("a session cookie")
}

/// Opens a casino table: its id.
pub async fn open_table(addr: SocketAddr, cookie: &str, rules: Value) -> i64 {
    let answer = http(
        addr,
        "POST",
        "/api/tables",
        Some(cookie),
        Some(json!({"rules": rules})),
    )
    .await;
    assert_eq!(answer.status, 201, "{answer:?}");
    answer.body["table"]["id"].as_i64().unwrap()
}

pub async fn wallet(addr: SocketAddr, cookie: &str) -> i64 {
    http(addr, "GET", "/api/me", Some(cookie), None).await.body["wallet"]
        .as_i64()
        .unwrap()
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

    /// The answer to request `seq`: `accepted`, `refused` or `error`.
    pub async fn answer(&mut self, seq: u64) -> Value {
        self.until("an answer", |m| {
            m["seq"] == seq
                && ["accepted", "refused", "error"].contains(&m["type"].as_str().unwrap_or(""))
        })
        .await
    }

    /// Sends each request and checks that the table accepts it, in order.
    pub async fn all_accepted(&mut self, messages: impl IntoIterator<Item = Value>) {
        for message in messages {
            let seq = self.request(message).await;
            let answer = self.answer(seq).await;
            assert_eq!(answer["type"], "accepted", "{answer}");
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
