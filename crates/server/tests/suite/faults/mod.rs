//! Real faults under a real server (docs/server.md: a write that fails, the broken table,
//! `/health`): the PostgreSQL database cut off at the network by a TCP proxy between the server
//! and it (or left not answering at all), a PostgreSQL database that answers but takes no writes,
//! and a SQLite database on a small filesystem filled to the brim. Nothing is faked inside the
//! server: its pools, its writer and its tables meet the fault as they would in a card room.
//!
//! What must hold through each: nobody is ever told of a version that was not written; a table
//! whose write failed is put back as stored and moves on by itself once writes work again (its
//! clock running again); while the database is away a table shows and takes nothing (`busy`), and
//! `/health` says so within seconds; once the fault is gone, everything works again without a
//! restart.

mod away;
mod full_disk;
mod read_only;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sqlx::Connection;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;

use crate::common::*;

/// How long a test waits for what must come, on a loaded machine, before it fails.
const PATIENCE: Duration = Duration::from_secs(20);

// ---------------------------------------------------------------------------------------------
// The database away: a TCP proxy between the server and PostgreSQL.

/// What the proxy does with the connections through it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Line {
    /// Every byte forwarded both ways.
    Open,
    /// Every forwarded connection reset at once, and each new one accepted and reset: the
    /// database away, and the network saying so.
    Cut,
    /// New connections accepted and never answered (the forwarded ones are gone already): a
    /// database that does not answer at all, so every wait for it runs to its end.
    Stalled,
}

/// A TCP proxy on a free loopback port, forwarding each connection to the database
/// (`copy_bidirectional`) while the line is open.
struct DbProxy {
    addr: SocketAddr,
    line: watch::Sender<Line>,
    /// How many connections are being forwarded now.
    forwarding: Arc<AtomicUsize>,
    accepting: tokio::task::JoinHandle<()>,
}

/// Counts a forwarded connection while it lives.
struct Forwarding(Arc<AtomicUsize>);

impl Forwarding {
    fn new(count: &Arc<AtomicUsize>) -> Forwarding {
        count.fetch_add(1, Ordering::SeqCst);
        Forwarding(count.clone())
    }
}

impl Drop for Forwarding {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl DbProxy {
    async fn start(upstream: SocketAddr) -> DbProxy {
        let listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port for the proxy");
        let addr = listener.local_addr().unwrap();
        let (line, _) = watch::channel(Line::Open);
        let lines = line.clone();
        let forwarding = Arc::new(AtomicUsize::new(0));
        let count = forwarding.clone();
        let accepting = tokio::spawn(async move {
            loop {
                let Ok((client, _)) = listener.accept().await else {
                    continue;
                };
                let mut now = lines.subscribe();
                let state = *now.borrow_and_update();
                match state {
                    Line::Cut => reset(&client),
                    Line::Stalled => {
                        tokio::spawn(async move {
                            let _ = now.wait_for(|l| *l != Line::Stalled).await;
                            reset(&client);
                        });
                    }
                    Line::Open => {
                        let counted = Forwarding::new(&count);
                        tokio::spawn(async move {
                            let _counted = counted;
                            let mut client = client;
                            let Ok(mut server) = TcpStream::connect(upstream).await else {
                                reset(&client);
                                return;
                            };
                            let cut = tokio::select! {
                                _ = tokio::io::copy_bidirectional(&mut client, &mut server) => false,
                                _ = now.wait_for(|l| *l != Line::Open) => true,
                            };
                            if cut {
                                reset(&client);
                                reset(&server);
                            }
                        });
                    }
                }
            }
        });
        DbProxy {
            addr,
            line,
            forwarding,
            accepting,
        }
    }

    /// The database away: every connection through the proxy is reset at once (this returns once
    /// they are), and each new one is accepted and reset.
    async fn cut(&self) {
        self.line.send_replace(Line::Cut);
        self.all_reset().await;
    }

    /// The database not answering: each new connection is accepted and left hanging.
    async fn stall(&self) {
        self.line.send_replace(Line::Stalled);
        self.all_reset().await;
    }

    /// Waits until no connection is forwarded any more.
    async fn all_reset(&self) {
        let started = Instant::now();
        while self.forwarding.load(Ordering::SeqCst) > 0 {
            assert!(
                started.elapsed() < PATIENCE,
                "the proxy's connections were never reset"
            );
            tokio::task::yield_now().await;
        }
    }

    /// The database back: connections go through again.
    fn mend(&self) {
        self.line.send_replace(Line::Open);
    }
}

impl Drop for DbProxy {
    fn drop(&mut self) {
        self.line.send_replace(Line::Cut);
        self.accepting.abort();
    }
}

/// Closes a socket with a reset (as a network fault would), not a polite end of stream.
fn reset(socket: &TcpStream) {
    let _ = socket.set_zero_linger();
}

/// A `postgres://user:password@host:port/db` URL in three: what comes before its `host:port`, the
/// `host:port`, and what comes after.
fn host_of(url: &str) -> (String, String, String) {
    let (scheme, rest) = url.split_once("://").expect("a URL");
    let (user, rest) = rest.rsplit_once('@').expect("a user in the URL");
    let (host, db) = rest.split_once('/').expect("a database in the URL");
    (
        format!("{scheme}://{user}@"),
        host.to_string(),
        format!("/{db}"),
    )
}

/// A server's configuration on a fresh PostgreSQL database reached through a proxy: the proxy,
/// the configuration, the database's name (to drop it after) and its direct URL (to read the
/// record past the proxy). The lease is long, so that the group's machinery never takes the
/// table over during an outage.
async fn through_a_proxy(label: &str) -> (DbProxy, parlour_server::Config, String, String) {
    let (mut config, name) = postgres_config(label).await;
    let direct = config.db.clone().expect("a PostgreSQL URL");
    let (before, host, after) = host_of(&direct);
    let upstream = tokio::net::lookup_host(&host)
        .await
        .expect("the database's address")
        .next()
        .expect("an address");
    let proxy = DbProxy::start(upstream).await;
    config.db = Some(format!("{before}{}{after}", proxy.addr));
    config.lease = Duration::from_secs(60);
    (proxy, config, name, direct)
}

/// One stored action of a table, as the database keeps it.
#[derive(Debug, Clone, PartialEq)]
struct Stored {
    version: u64,
    seat: i64,
    action: Value,
    request: Option<String>,
}

/// Every stored action of `table`, by version.
async fn read_actions(conn: &mut sqlx::AnyConnection, table: i64) -> Vec<Stored> {
    let rows: Vec<(i64, i64, String, Option<String>)> = sqlx::query_as(
        "SELECT version, seat, action, request FROM table_actions WHERE table_id = $1 \
         ORDER BY version",
    )
    .bind(table)
    .fetch_all(&mut *conn)
    .await
    .expect("the table's actions");
    rows.into_iter()
        .map(|(version, seat, action, request)| Stored {
            version: version as u64,
            seat,
            action: serde_json::from_str(&action).expect("a stored action is JSON"),
            request,
        })
        .collect()
}

/// Every stored action of `table`, read past the proxy on a connection of the test's own.
async fn stored_actions(direct: &str, table: i64) -> Vec<Stored> {
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(direct)
        .await
        .expect("the database, directly");
    let stored = read_actions(&mut conn, table).await;
    let _ = conn.close().await;
    stored
}

/// The version a table is stored at, read past the proxy.
async fn stored_version(direct: &str, table: i64) -> u64 {
    stored_actions(direct, table)
        .await
        .last()
        .map_or(0, |s| s.version)
}

// ---------------------------------------------------------------------------------------------
// What the clients were told.

/// The version a message tells of: the table's version in a view, events, caught up, or the
/// version an `accepted` was written at.
fn told(message: &Value) -> Option<u64> {
    match message["type"].as_str()? {
        "view" | "events" | "caught_up" | "accepted" => message["version"].as_u64(),
        _ => None,
    }
}

/// Reads `client`'s messages for `wait`: whatever came.
async fn listen(client: &mut Client, wait: Duration) -> Vec<Value> {
    let until = Instant::now() + wait;
    let mut got = Vec::new();
    while let Some(left) = until.checked_duration_since(Instant::now()) {
        match client.try_next(left).await {
            Some(message) => got.push(message),
            None => break,
        }
    }
    got
}

/// Reads `client`'s messages until one satisfies `want`, for at most `wait` in all: that message.
async fn within(
    client: &mut Client,
    wait: Duration,
    what: &str,
    want: impl Fn(&Value) -> bool,
) -> Value {
    let until = Instant::now() + wait;
    loop {
        let left = until.checked_duration_since(Instant::now());
        let message = match left {
            Some(left) => client.try_next(left).await,
            None => None,
        };
        match message {
            Some(message) if want(&message) => return message,
            Some(_) => {}
            None => panic!(
                "no {what} within {wait:?}; the last messages: {:#}",
                Value::Array(client.seen.iter().rev().take(5).cloned().collect())
            ),
        }
    }
}

/// Sends `request` through `client`, and reads until its answer (`what`), within the patience:
/// its sequence number and the answer.
async fn ask_within(client: &mut Client, request: Value, what: &str) -> (u64, Value) {
    let seq = client.request(request).await;
    let answer = within(client, PATIENCE, what, |m| m["seq"] == json!(seq)).await;
    (seq, answer)
}

/// A message's type and code, as [`BUSY`] is.
fn type_and_code(message: &Value) -> (Option<&str>, Option<&str>) {
    (message["type"].as_str(), message["code"].as_str())
}

/// What a table that cannot answer (its database away) answers, by its type and code.
const BUSY: (Option<&str>, Option<&str>) = (Some("error"), Some("busy"));

/// Reads every message left on `client` until the server closes it (it is stopping).
async fn drain_until_closed(client: &mut Client) {
    assert!(
        client.closed(PATIENCE).await,
        "the server never closed the socket"
    );
}

/// `GET /health`, and how long it took to answer.
async fn health(addr: SocketAddr) -> (Answer, Duration) {
    let started = Instant::now();
    let answer = ops_get(addr, "/health").await;
    (answer, started.elapsed())
}

/// Waits until `/health` answers 200 and `ok`: the last answer.
async fn healthy_again(addr: SocketAddr) -> Answer {
    let started = Instant::now();
    loop {
        let (answer, _) = health(addr).await;
        if answer.status == 200 && answer.body["ok"] == json!(true) {
            return answer;
        }
        assert!(
            started.elapsed() < PATIENCE,
            "/health never came back: {answer:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Reads `client` until it is told Ann's turn ran out (her pass, in seat 0): that message, and the
/// version it tells of.
async fn her_pass(client: &mut Client) -> (Value, u64) {
    let passed = within(client, PATIENCE, "her pass", |m| {
        m["type"] == "events" && has_event(m, |e| e["event"] == "passed" && e["seat"] == 0)
    })
    .await;
    let version = passed["version"].as_u64().unwrap();
    (passed, version)
}

/// The action stored at `version` of `table`, read past the proxy: it must be there.
async fn stored_at(direct: &str, table: i64, version: u64) -> Stored {
    let stored = stored_actions(direct, table).await;
    let at = stored.iter().find(|s| s.version == version);
    at.cloned()
        .unwrap_or_else(|| panic!("told of version {version}, not stored: {stored:?}"))
}

/// A new follower of `table` (`client`, not following it yet) is shown it, as written at
/// `version`, its database failing or not: the view.
async fn shown_as_written(client: &mut Client, table: i64, version: u64) -> Value {
    client.send(watch_views(table)).await;
    let view = within(client, PATIENCE, "the table", |m| {
        ["view", "error"].contains(&m["type"].as_str().unwrap_or(""))
    })
    .await;
    assert_eq!(view["type"], "view", "{view}");
    assert_eq!(view["version"].as_u64(), Some(version), "{view}");
    view
}

/// Checks the record against what the clients were told: every version told (but the empty
/// table's 0) is stored, and every stored version was told to `seated` (who sees every action):
/// the record holds exactly the versions anyone was told of.
fn told_exactly_the_record(stored: &[Stored], seated: &Client, others: &[&Client]) {
    let versions: Vec<u64> = stored.iter().map(|s| s.version).collect();
    let want: Vec<u64> = (1..=versions.len() as u64).collect();
    assert_eq!(versions, want, "the record is every version in order");
    let last = versions.last().copied().unwrap_or(0);
    for client in std::iter::once(seated).chain(others.iter().copied()) {
        for message in &client.seen {
            if let Some(version) = told(message) {
                assert!(
                    version <= last,
                    "told of version {version}, and the record ends at {last}: {message}"
                );
            }
        }
    }
    // A seated player following the table is sent every action's events.
    let told_seated: std::collections::BTreeSet<u64> = (seated.seen.iter())
        .filter(|m| m["type"] == "events")
        .filter_map(|m| m["version"].as_u64())
        .collect();
    for version in &versions {
        assert!(
            told_seated.contains(version),
            "version {version} was written, and the seated player was never sent its events"
        );
    }
}
