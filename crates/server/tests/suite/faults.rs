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
    let answer = http(addr, "GET", "/health", None, None).await;
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

fn has_event(message: &Value, want: impl Fn(&Value) -> bool) -> bool {
    message["type"] == "events"
        && message["events"]
            .as_array()
            .is_some_and(|e| e.iter().any(want))
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

// ---------------------------------------------------------------------------------------------
// The tests on PostgreSQL.

/// A turn that runs out while the database is away: the timeout's write fails, and the table
/// cannot even be put back from its record, so it is broken. Once the database is back, without
/// anyone sending anything, the table is rebuilt and its clock runs again: the turn times out for
/// real, and is written before anyone is told of it.
#[tokio::test]
async fn a_turn_that_runs_out_while_the_database_is_away_times_out_once_it_is_back() {
    // Long enough that the test cuts the database before it runs out, even on a loaded machine.
    const TURN: Duration = Duration::from_millis(1_000);
    let (proxy, mut config, name, direct) = through_a_proxy("fault_timeout").await;
    config.turn = TURN;
    let server = parlour_server::start(config)
        .await
        .expect("the server starts");
    let ann = sign_up(server.addr, "Ann").await;
    let table = open_table(server.addr, &ann, json!("casino")).await;
    let mut seated = Client::connect(server.addr, &ann).await;
    // Connected now: a new connection needs the database to read its session.
    let mut other = Client::connect(server.addr, &ann).await;
    let timeouts = || server.app.metrics.timeouts.load(Ordering::Relaxed);
    let seq = seated
        .request(json!({"type": "sit", "table": table, "seat": 0, "chips": 100}))
        .await;
    let sat = seated.answer(seq).await;
    assert_eq!(sat["type"], "accepted", "{sat}");
    // The betting is open, and Ann's turn to bet runs. The database goes away before it runs out.
    proxy.cut().await;
    assert_eq!(
        timeouts(),
        0,
        "the machine was too slow: Ann's turn ran out before the database was cut"
    );
    let sat_at = sat["version"].as_u64().unwrap();
    let from = seated.seen.len();
    // Her turn runs out; the timeout's write fails (and so does putting the table back).
    let started = Instant::now();
    while !server.app.metrics.writes_failing.load(Ordering::Relaxed) {
        assert!(
            started.elapsed() < PATIENCE,
            "the timeout's write never failed"
        );
        let _ = seated.try_next(Duration::from_millis(20)).await;
    }
    assert_eq!(timeouts(), 1);
    // The table cannot be read back either: it is broken, and shows nothing.
    other
        .send(json!({"type": "watch", "table": table, "views": true}))
        .await;
    let busy = within(&mut other, PATIENCE, "an answer to the watch", |m| {
        ["view", "error", "events"].contains(&m["type"].as_str().unwrap_or(""))
    })
    .await;
    assert_eq!(
        (busy["type"].as_str(), busy["code"].as_str()),
        (Some("error"), Some("busy")),
        "{busy}"
    );
    let path = format!("/api/tables/{table}/fairness");
    let fairness = http(server.addr, "GET", &path, None, None).await;
    assert_eq!(fairness.status, 503, "{fairness:?}");
    // Away for two seconds more: the table tries to rebuild itself every second, and fails.
    listen(&mut seated, Duration::from_secs(2)).await;
    let during: Vec<Value> = seated.seen[from..].to_vec();
    assert_eq!(
        stored_version(&direct, table).await,
        sat_at,
        "nothing could be written"
    );
    for message in &during {
        assert!(
            told(message).is_none_or(|v| v <= sat_at),
            "told of a version never written while the database was away: {message}"
        );
    }
    // The database is back. Nobody sends anything: the table rebuilds itself, sends Ann the
    // table as written, and her turn runs again, and out.
    proxy.mend();
    let view = within(&mut seated, PATIENCE, "the table rebuilt", |m| {
        m["type"] == "view"
    })
    .await;
    assert_eq!(view["version"].as_u64(), Some(sat_at), "{view}");
    assert_eq!(
        view["turn"]["seat"],
        json!(0),
        "her turn runs again: {view}"
    );
    let passed = within(&mut seated, PATIENCE, "her pass", |m| {
        has_event(m, |e| e["event"] == "passed" && e["seat"] == 0)
    })
    .await;
    let passed_at = passed["version"].as_u64().unwrap();
    assert!(passed_at > sat_at, "{passed}");
    // Written before she was told: the record holds it, her own timeout.
    let stored = stored_actions(&direct, table).await;
    let at = stored
        .iter()
        .find(|s| s.version == passed_at)
        .unwrap_or_else(|| panic!("told of version {passed_at}, not stored: {stored:?}"));
    assert_eq!(at.seat, 0, "{at:?}");
    assert_eq!(at.request, None, "the table's own move: {at:?}");
    assert!(
        timeouts() >= 2,
        "the timeout that failed, then the one written"
    );
    // The server stops; what it said last is read; the record holds exactly what Ann was told.
    server.shutdown().await.unwrap();
    drain_until_closed(&mut seated).await;
    drain_until_closed(&mut other).await;
    let stored = stored_actions(&direct, table).await;
    told_exactly_the_record(&stored, &seated, &[&other]);
    drop(proxy);
    parlour_store::testing::drop_postgres(&name).await;
}

/// The database away long enough that the table cannot be put back: nothing unwritten is shown
/// to anyone, every request and watch is answered `busy` or an error, the fairness report is not
/// served, and `/health` says the database is away within seconds. Once it is back, every
/// follower is sent the table as written, and play goes on from there.
#[tokio::test]
async fn while_the_database_is_away_nothing_unwritten_is_shown_and_then_play_goes_on() {
    let (proxy, mut config, name, direct) = through_a_proxy("fault_away").await;
    config.turn = Duration::from_secs(600);
    let server = parlour_server::start(config)
        .await
        .expect("the server starts");
    let ann = sign_up(server.addr, "Ann").await;
    let bob = sign_up(server.addr, "Bob").await;
    let table = open_table(server.addr, &ann, json!("casino")).await;
    let mut seated = Client::connect(server.addr, &ann).await;
    let seq = seated
        .request(json!({"type": "sit", "table": table, "seat": 0, "chips": 100}))
        .await;
    let sat = seated.answer(seq).await;
    assert_eq!(sat["type"], "accepted", "{sat}");
    let written = sat["version"].as_u64().unwrap();
    let mut watching = Client::connect(server.addr, &bob).await;
    watching
        .send(json!({"type": "watch", "table": table, "views": true}))
        .await;
    let view = within(&mut watching, PATIENCE, "the table", |m| {
        m["type"] == "view"
    })
    .await;
    assert_eq!(view["version"].as_u64(), Some(written));
    // Connected now: a new connection needs the database to read its session.
    let mut late = Client::connect(server.addr, &bob).await;
    assert_eq!(stored_version(&direct, table).await, written);
    let marks = (seated.seen.len(), watching.seen.len());

    proxy.cut().await;
    // Ann gives a seed: the engine takes it, the write fails, and she is told it failed. (Not a
    // bet: a bet whose player's own limit cannot be read is refused before the engine sees it.)
    let seed = json!({"action": "seed", "shuffle": 0, "seed": "under the cut"});
    let seq = seated
        .request(json!({"type": "act", "table": table, "action": seed}))
        .await;
    let answer = within(&mut seated, PATIENCE, "the answer to the seed", |m| {
        m["seq"] == json!(seq)
    })
    .await;
    assert_eq!(answer["type"], "error", "{answer}");
    assert!(
        ["server", "busy"].contains(&answer["code"].as_str().unwrap_or("")),
        "{answer}"
    );
    // A new follower is told the table is busy, not shown it.
    late.send(json!({"type": "watch", "table": table, "views": true}))
        .await;
    let busy = within(&mut late, PATIENCE, "an answer to the watch", |m| {
        ["view", "error", "events", "caught_up"].contains(&m["type"].as_str().unwrap_or(""))
    })
    .await;
    assert_eq!(
        (busy["type"].as_str(), busy["code"].as_str()),
        (Some("error"), Some("busy")),
        "{busy}"
    );
    // Ann's next request too.
    let seq = seated
        .request(
            json!({"type": "act", "table": table, "action": {"action": "stake", "amount": 10}}),
        )
        .await;
    let again = within(&mut seated, PATIENCE, "the answer to the stake", |m| {
        m["seq"] == json!(seq)
    })
    .await;
    assert_eq!(
        (again["type"].as_str(), again["code"].as_str()),
        (Some("error"), Some("busy")),
        "{again}"
    );
    // No fairness report of a table whose state was not written.
    let path = format!("/api/tables/{table}/fairness");
    let fairness = http(server.addr, "GET", &path, None, None).await;
    assert_eq!(fairness.status, 503, "{fairness:?}");
    assert_eq!(fairness.body["error"]["code"], "busy", "{fairness:?}");
    // /health says the database is away, within seconds: the network says so at once...
    let (answer, took) = health(server.addr).await;
    assert_eq!(answer.status, 503, "{answer:?}");
    assert_eq!(answer.body["database"], json!(false), "{answer:?}");
    assert_eq!(answer.body["ok"], json!(false), "{answer:?}");
    assert!(took < Duration::from_secs(5), "/health took {took:?}");
    // ...and a database that does not answer at all is given up on within seconds too.
    proxy.stall().await;
    let (answer, took) = health(server.addr).await;
    assert_eq!(answer.status, 503, "{answer:?}");
    assert_eq!(answer.body["database"], json!(false), "{answer:?}");
    assert!(took < Duration::from_secs(5), "/health took {took:?}");
    // Meanwhile Bob, watching, is told nothing beyond what was written.
    listen(&mut watching, Duration::from_millis(500)).await;
    listen(&mut seated, Duration::from_millis(100)).await;
    assert_eq!(
        stored_version(&direct, table).await,
        written,
        "nothing could be written"
    );
    for message in seated.seen[marks.0..]
        .iter()
        .chain(&watching.seen[marks.1..])
    {
        assert!(
            told(message).is_none_or(|v| v <= written),
            "told of a version never written while the database was away: {message}"
        );
    }

    // The database is back: Bob is sent the table afresh, at the version written.
    proxy.mend();
    let view = within(&mut watching, PATIENCE, "the table rebuilt", |m| {
        m["type"] == "view" || m["type"] == "events"
    })
    .await;
    assert_eq!(view["type"], "view", "{view}");
    assert_eq!(view["version"].as_u64(), Some(written), "{view}");
    let back = healthy_again(server.addr).await;
    assert_eq!(
        (&back.body["database"], &back.body["writes"]),
        (&json!(true), &json!(true)),
        "{back:?}"
    );
    // Ann stakes again (a new request): accepted, at the next version, and Bob is told of it.
    let seq = seated
        .request(
            json!({"type": "act", "table": table, "action": {"action": "stake", "amount": 10}}),
        )
        .await;
    let answer = within(&mut seated, PATIENCE, "the answer to the stake", |m| {
        m["seq"] == json!(seq)
    })
    .await;
    assert_eq!(answer["type"], "accepted", "{answer}");
    assert_eq!(answer["version"].as_u64(), Some(written + 1), "{answer}");
    let events = within(&mut watching, PATIENCE, "the stake's events", |m| {
        m["type"] == "events"
    })
    .await;
    assert_eq!(events["version"].as_u64(), Some(written + 1), "{events}");
    // The record: the stake written is the last one sent, not the one made while it was away.
    let stored = stored_actions(&direct, table).await;
    let stake = stored
        .iter()
        .find(|s| s.version == written + 1)
        .expect("the stake is stored");
    assert_eq!(stake.seat, 0);
    assert_eq!(stake.action["action"], "stake", "{stake:?}");
    assert!(
        stake
            .request
            .as_deref()
            .is_some_and(|r| r.ends_with(&format!(":{seq}"))),
        "{stake:?}"
    );
    server.shutdown().await.unwrap();
    drain_until_closed(&mut seated).await;
    drain_until_closed(&mut watching).await;
    drain_until_closed(&mut late).await;
    let stored = stored_actions(&direct, table).await;
    told_exactly_the_record(&stored, &seated, &[&watching, &late]);
    drop(proxy);
    parlour_store::testing::drop_postgres(&name).await;
}

/// Turns a database read-only for every session that starts from now on (as a primary turned
/// into a standby would be), or writable again, and ends the sessions on it but this one, so that
/// whoever was connected connects again and meets the change.
async fn read_only(name: &str, on: bool) {
    let admin = parlour_store::testing::postgres_admin();
    let mut conn = sqlx::PgConnection::connect(&admin)
        .await
        .expect("PostgreSQL");
    let setting = if on {
        format!("ALTER DATABASE {name} SET default_transaction_read_only = on")
    } else {
        format!("ALTER DATABASE {name} RESET default_transaction_read_only")
    };
    sqlx::raw_sql(sqlx::AssertSqlSafe(setting))
        .execute(&mut conn)
        .await
        .expect("the database's setting");
    sqlx::query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = $1 AND pid <> pg_backend_pid()",
    )
    .bind(name)
    .execute(&mut conn)
    .await
    .expect("the database's sessions ended");
    let _ = conn.close().await;
}

/// A database that answers but takes no writes: a turn that runs out cannot be written, and the
/// table, which can still be read back, is put back at once (not broken) with its clock set going
/// again, so the turn runs out again, and again; `/health` says the database answers and writes
/// fail. Once writes work again, the next timeout is written, and only then told.
#[tokio::test]
async fn a_database_that_takes_no_writes_leaves_the_table_as_written_with_its_clock_running() {
    const TURN: Duration = Duration::from_millis(1_000);
    let (mut config, name) = postgres_config("fault_read_only").await;
    let direct = config.db.clone().expect("a PostgreSQL URL");
    config.turn = TURN;
    config.lease = Duration::from_secs(60);
    let server = parlour_server::start(config)
        .await
        .expect("the server starts");
    let ann = sign_up(server.addr, "Ann").await;
    let table = open_table(server.addr, &ann, json!("casino")).await;
    let mut seated = Client::connect(server.addr, &ann).await;
    let mut other = Client::connect(server.addr, &ann).await;
    let timeouts = || server.app.metrics.timeouts.load(Ordering::Relaxed);
    let seq = seated
        .request(json!({"type": "sit", "table": table, "seat": 0, "chips": 100}))
        .await;
    let sat = seated.answer(seq).await;
    assert_eq!(sat["type"], "accepted", "{sat}");
    let sat_at = sat["version"].as_u64().unwrap();
    // Her turn to bet runs. The database stops taking writes before it runs out.
    read_only(&name, true).await;
    assert_eq!(
        timeouts(),
        0,
        "the machine was too slow: Ann's turn ran out before the database turned read-only"
    );
    let from = seated.seen.len();
    // Her turn runs out, its write fails, and the table is put back and its clock set going
    // again: the turn runs out again a turn later, and fails again.
    let started = Instant::now();
    while timeouts() < 3 {
        assert!(
            started.elapsed() < PATIENCE,
            "the turn ran out {} times, and the table's clock stopped",
            timeouts()
        );
        let _ = seated.try_next(Duration::from_millis(20)).await;
    }
    assert!(server.app.metrics.writes_failing.load(Ordering::Relaxed));
    // The table answers, as written, Ann on turn.
    other
        .send(json!({"type": "watch", "table": table, "views": true}))
        .await;
    let view = within(&mut other, PATIENCE, "the table", |m| {
        ["view", "error"].contains(&m["type"].as_str().unwrap_or(""))
    })
    .await;
    assert_eq!(view["type"], "view", "{view}");
    assert_eq!(view["version"].as_u64(), Some(sat_at), "{view}");
    assert_eq!(view["turn"]["seat"], json!(0), "{view}");
    // /health: the database answers, and takes no writes (its own write fails too).
    let (answer, took) = health(server.addr).await;
    assert_eq!(answer.status, 503, "{answer:?}");
    assert_eq!(
        (&answer.body["database"], &answer.body["writes"]),
        (&json!(true), &json!(false)),
        "{answer:?}"
    );
    assert!(took < Duration::from_secs(5), "/health took {took:?}");
    assert_eq!(stored_version(&direct, table).await, sat_at);
    for message in &seated.seen[from..] {
        assert!(
            told(message).is_none_or(|v| v <= sat_at),
            "told of a version never written: {message}"
        );
    }
    // Writes work again: her turn runs out once more, and this time it is written, then told.
    read_only(&name, false).await;
    let passed = within(&mut seated, PATIENCE, "her pass", |m| {
        has_event(m, |e| e["event"] == "passed" && e["seat"] == 0)
    })
    .await;
    let passed_at = passed["version"].as_u64().unwrap();
    assert_eq!(passed_at, sat_at + 1, "{passed}");
    let stored = stored_actions(&direct, table).await;
    let at = stored
        .iter()
        .find(|s| s.version == passed_at)
        .unwrap_or_else(|| panic!("told of version {passed_at}, not stored: {stored:?}"));
    assert_eq!((at.seat, &at.request), (0, &None), "{at:?}");
    healthy_again(server.addr).await;
    server.shutdown().await.unwrap();
    drain_until_closed(&mut seated).await;
    drain_until_closed(&mut other).await;
    let stored = stored_actions(&direct, table).await;
    told_exactly_the_record(&stored, &seated, &[&other]);
    parlour_store::testing::drop_postgres(&name).await;
}

// ---------------------------------------------------------------------------------------------
// A full disk: SQLite on a small tmpfs.

/// The filesystem the full-disk test fills: `PARLOUR_TEST_TMPFS`, a small tmpfs of its own
/// (`scripts/test` mounts one), never the machine's disk. Fails, saying so, without it.
fn small_tmpfs() -> PathBuf {
    let root = std::env::var_os("PARLOUR_TEST_TMPFS").unwrap_or_else(|| {
        panic!(
            "PARLOUR_TEST_TMPFS is not set: the full-disk test fills a small tmpfs of its own. \
             Run scripts/test, which mounts one and sets it (or, as root: mkdir -p \
             /tmp/parlour-full-disk && mount -t tmpfs -o size=16m,mode=1777 tmpfs \
             /tmp/parlour-full-disk, then PARLOUR_TEST_TMPFS=/tmp/parlour-full-disk)."
        )
    });
    let root = std::fs::canonicalize(&root)
        .unwrap_or_else(|e| panic!("PARLOUR_TEST_TMPFS={}: {e}", Path::new(&root).display()));
    // It must be a tmpfs mounted right there, and small: the test fills it to the brim.
    let mounts = std::fs::read_to_string("/proc/mounts").expect("/proc/mounts");
    let mount = mounts
        .lines()
        .rfind(|l| l.split(' ').nth(1) == root.to_str())
        .unwrap_or_else(|| {
            panic!(
                "PARLOUR_TEST_TMPFS={} is not a mount point: mount a small tmpfs there",
                root.display()
            )
        });
    let fields: Vec<&str> = mount.split(' ').collect();
    assert_eq!(
        fields.get(2),
        Some(&"tmpfs"),
        "PARLOUR_TEST_TMPFS={} is not a tmpfs: {mount}",
        root.display()
    );
    let size_kib = fields
        .get(3)
        .and_then(|o| o.split(',').find_map(|o| o.strip_prefix("size=")))
        .and_then(|s| s.strip_suffix('k'))
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or(u64::MAX);
    assert!(
        size_kib <= 128 * 1024,
        "PARLOUR_TEST_TMPFS={} is a tmpfs of {size_kib} KiB: the test fills it, so it must be \
         small (16 MiB will do): {mount}",
        root.display()
    );
    // What runs before this one left behind, if they were killed on the way (their processes
    // gone): a filler among it would leave no room for this run.
    if let Ok(entries) = std::fs::read_dir(&root) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().to_string();
            if let Some(pid) = name
                .strip_prefix("run-")
                .and_then(|r| r.split('-').next())
                .and_then(|p| p.parse::<u32>().ok())
                && pid != std::process::id()
                && !Path::new(&format!("/proc/{pid}")).exists()
            {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    }
    root
}

/// A folder that is removed, with everything in it, when the test ends, however it ends.
struct Removed(PathBuf);

impl Drop for Removed {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A file filling a filesystem: removed when dropped, however the test ends, so the filesystem
/// is never left full.
struct Filler(PathBuf);

impl Filler {
    /// Writes `path` until the filesystem is full (`ENOSPC`): the filler and its size.
    fn fill(path: PathBuf) -> (Filler, u64) {
        use std::io::Write;
        let filler = Filler(path);
        let mut file = std::fs::File::create(&filler.0).expect("the filler file");
        let chunk = vec![0xa5u8; 64 * 1024];
        let mut written = 0u64;
        loop {
            match file.write(&chunk) {
                Ok(0) => break,
                Ok(n) => written += n as u64,
                Err(e) if e.raw_os_error() == Some(28) => break, // ENOSPC
                Err(e) => panic!("filling the filesystem: {e}"),
            }
            assert!(
                written < 1 << 30,
                "a gigabyte written and the filesystem is still not full"
            );
        }
        // Full to the last byte: a byte more has no room.
        assert!(
            file.write(&[0])
                .is_err_and(|e| e.raw_os_error() == Some(28)),
            "the filesystem is not full"
        );
        (filler, written)
    }
}

impl Drop for Filler {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// How many connections Ann writes through on the full disk, and how often each sends: the
/// server lets a connection send 20 messages a second.
const CONNECTIONS: usize = 4;
const EACH_EVERY: Duration = Duration::from_millis(70);

/// Ann at a table through several connections of her own, standing up and sitting down again,
/// each request through the next connection.
struct Writer {
    clients: Vec<Client>,
    sent: Vec<Instant>,
    next: usize,
    table: i64,
    seated: bool,
}

impl Writer {
    /// Her next seat change: stand if she sits, else sit down with 10 chips.
    fn next_change(&self) -> Value {
        if self.seated {
            json!({"type": "stand", "table": self.table})
        } else {
            json!({"type": "sit", "table": self.table, "seat": 0, "chips": 10})
        }
    }

    /// Sends `request` through the next connection, no faster than the server allows: the
    /// answer. An accepted seat change changes where she is.
    async fn send(&mut self, request: Value) -> Value {
        let i = self.next;
        self.next = (i + 1) % self.clients.len();
        if let Some(wait) = (self.sent[i] + EACH_EVERY).checked_duration_since(Instant::now()) {
            tokio::time::sleep(wait).await;
        }
        self.sent[i] = Instant::now();
        let change = ["sit", "stand"].contains(&request["type"].as_str().unwrap_or(""));
        let seq = self.clients[i].request(request).await;
        let answer = self.clients[i].answer(seq).await;
        if change && answer["type"] == "accepted" {
            self.seated = !self.seated;
        }
        answer
    }
}

/// A server on SQLite whose disk fills: its writes fail (once the write-ahead log must grow),
/// `/health` says so, its tables stay as written and go on answering; once space is freed the
/// server writes again without a restart: `/health` is well again by its own small write, and
/// the next action is accepted.
#[tokio::test]
async fn a_full_disk_fails_the_writes_and_space_freed_lets_them_resume_without_a_restart() {
    let root = small_tmpfs();
    let run = root.join(format!(
        "run-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    ));
    std::fs::create_dir_all(&run).expect("a fresh folder on the tmpfs");
    let _run = Removed(run.clone());
    let mut config = config("fault_disk");
    config.data = run.join("data");
    config.db = None;
    config.turn = Duration::from_secs(600);
    let server = parlour_server::start(config)
        .await
        .expect("the server starts");
    assert!(
        server.app.config.db_url().contains(run.to_str().unwrap()),
        "the database is on the tmpfs"
    );
    let ann = sign_up(server.addr, "Ann").await;
    let table = open_table(server.addr, &ann, json!("casino")).await;
    let mut clients = Vec::new();
    for _ in 0..CONNECTIONS {
        clients.push(Client::connect(server.addr, &ann).await);
    }
    // This one only watches, later.
    let mut other = Client::connect(server.addr, &ann).await;
    let mut ann = Writer {
        sent: vec![Instant::now(); clients.len()],
        clients,
        next: 0,
        table,
        seated: false,
    };
    let sat = ann.send(ann.next_change()).await;
    assert_eq!(sat["type"], "accepted", "{sat}");
    let mut last = sat["version"].as_u64().unwrap();

    // The disk fills.
    let (filler, filled) = Filler::fill(run.join("filler"));
    assert!(filled > 0);
    // SQLite reuses its write-ahead log's room for a while: Ann stands and sits until a write
    // fails for want of room and /health says writes fail. (/health's own small write may still
    // find room after a table's larger one failed: then it is well, and she goes on; but not for
    // long, the disk full.)
    const FAILURES: usize = 200;
    let mut failures = 0;
    let mut attempts = 0;
    let mut down = None;
    while attempts < 2_000 && failures < FAILURES {
        attempts += 1;
        let answer = ann.send(ann.next_change()).await;
        match answer["type"].as_str() {
            Some("accepted") => {
                let version = answer["version"].as_u64().unwrap();
                assert_eq!(version, last + 1, "{answer}");
                last = version;
            }
            Some("error") => {
                assert_eq!(answer["code"], "server", "{answer}");
                failures += 1;
                let (answer, took) = health(server.addr).await;
                assert!(took < Duration::from_secs(5), "/health took {took:?}");
                if answer.status == 503 {
                    down = Some(answer);
                    break;
                }
                assert_eq!(answer.status, 200, "{answer:?}");
            }
            _ => panic!("neither accepted nor failed: {answer}"),
        }
    }
    let down = down.unwrap_or_else(|| {
        panic!(
            "{attempts} writes on a full disk, {failures} of them failed, and /health answered \
             200 after every failure: its own small write succeeded while the table's could not"
        )
    });
    assert_eq!(
        (
            &down.body["ok"],
            &down.body["database"],
            &down.body["writes"]
        ),
        (&json!(false), &json!(true), &json!(false)),
        "{down:?}"
    );
    // Nobody was told of a write that failed.
    for client in &ann.clients {
        for message in &client.seen {
            assert!(
                told(message).is_none_or(|v| v <= last),
                "told of a version never written, the disk full: {message}"
            );
        }
    }
    // The table still answers, as written: a new follower is shown it at the last version
    // written, which is the version stored.
    other
        .send(json!({"type": "watch", "table": table, "views": true}))
        .await;
    let view = within(&mut other, PATIENCE, "the table", |m| {
        ["view", "error"].contains(&m["type"].as_str().unwrap_or(""))
    })
    .await;
    assert_eq!(view["type"], "view", "{view}");
    assert_eq!(view["version"].as_u64(), Some(last), "{view}");
    {
        let mut conn = server.app.store.pool().acquire().await.unwrap();
        let stored = parlour_store::tables::version_of(&mut conn, table)
            .await
            .unwrap();
        assert_eq!(stored as u64, last, "the table shows what is stored");
    }
    // Space is freed. Nothing restarts: /health's own small write succeeds, and it is well.
    drop(filler);
    let back = healthy_again(server.addr).await;
    assert_eq!(back.body["writes"], json!(true), "{back:?}");
    // The next action is accepted, at the next version, and the table plays on: a bet.
    let answer = ann.send(ann.next_change()).await;
    assert_eq!(answer["type"], "accepted", "{answer}");
    assert_eq!(answer["version"].as_u64(), Some(last + 1), "{answer}");
    last += 1;
    if !ann.seated {
        let answer = ann.send(ann.next_change()).await;
        assert_eq!(answer["type"], "accepted", "{answer}");
        last += 1;
    }
    let stake = json!({"type": "act", "table": table, "action": {"action": "stake", "amount": 10}});
    let answer = ann.send(stake).await;
    assert_eq!(answer["type"], "accepted", "{answer}");
    assert_eq!(answer["version"].as_u64(), Some(last + 1), "{answer}");
    // Everything told was written, and everything written told; the books balance.
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let stored = read_actions(&mut conn, table).await;
    assert!(
        parlour_store::ledger::reconcile(&mut conn)
            .await
            .unwrap()
            .is_empty(),
        "the books balance"
    );
    drop(conn);
    server.shutdown().await.unwrap();
    for client in &mut ann.clients {
        drain_until_closed(client).await;
    }
    drain_until_closed(&mut other).await;
    let (first, rest) = ann.clients.split_first().unwrap();
    let mut others: Vec<&Client> = rest.iter().collect();
    others.push(&other);
    told_exactly_the_record(&stored, first, &others);
}
