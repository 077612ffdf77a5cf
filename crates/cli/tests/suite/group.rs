//! Several `parlour serve` processes over one PostgreSQL database (docs/scaling.md): a node killed
//! with SIGKILL in the middle of rounds, its table resumed by another within the lease and
//! reached again by its player; a node paused past its lease (SIGSTOP, then SIGCONT), refused by
//! the epoch when it tries to write, and giving its tables up. Each time the books reconcile and
//! every table's record holds each version once.

use std::process::Command;
use std::time::{Duration, Instant};

use parlour_store::Store;
use serde_json::{Value, json};

use crate::serve::{Server, http, open_casino, ops, seat_everyone, sign_up, start_with};

/// A short lease, so that the tests wait little.
const LEASE_MS: u64 = 1000;

/// A group's processes and its database, gone when dropped.
struct Group {
    nodes: Vec<(Server, String)>,
    data: std::path::PathBuf,
    name: String,
    /// The group's database, as the tests read it.
    store: Store,
    runtime: tokio::runtime::Runtime,
}

impl Group {
    fn start(label: &str, n: usize) -> Group {
        let runtime = crate::common::runtime();
        let (url, name) = runtime.block_on(parlour_store::testing::fresh_postgres(label));
        let data = crate::common::fresh_dir(&format!("group-{label}"));
        let lease = LEASE_MS.to_string();
        let nodes = (0..n)
            .map(|i| {
                let name = format!("node{i}");
                start_with(
                    &data.join(&name),
                    Some(&url),
                    &["--node", &name, "--lease-ms", &lease],
                )
            })
            .collect();
        let store = runtime.block_on(Store::open(&url)).unwrap();
        Group {
            nodes,
            data,
            name,
            store,
            runtime,
        }
    }

    /// Opens `n` tables through the first node, each seated in full: each table and the node
    /// that took it.
    fn open_seated(&self, cookie: &str, n: usize) -> Vec<(i64, String)> {
        (0..n)
            .map(|_| {
                let (table, node) = open(self.addr(0), cookie);
                self.runtime.block_on(seat_everyone(&node, cookie, table));
                (table, node)
            })
            .collect()
    }

    fn addr(&self, i: usize) -> &str {
        &self.nodes[i].1
    }

    fn pid(&self, i: usize) -> String {
        self.nodes[i].0.0.id().to_string()
    }

    /// Which node serves `table` (its address), and the table's version, from the database.
    fn whereabouts(&self, table: i64) -> (String, i64) {
        self.runtime.block_on(async {
            let mut conn = self.store.pool().acquire().await.unwrap();
            let (_, advertise) = parlour_store::group::whereabouts(&mut conn, table)
                .await
                .unwrap()
                .expect("an open table");
            let version = parlour_store::tables::version_of(&mut conn, table)
                .await
                .unwrap();
            drop(conn);
            (advertise.trim_start_matches("http://").to_string(), version)
        })
    }

    /// Kills every node, then checks the books: the ledger reconciles, and every table's record
    /// holds versions 1 to its last, each once.
    fn stop_and_check_books(&mut self, tables: &[i64]) {
        for (server, _) in &mut self.nodes {
            server.kill();
        }
        self.runtime.block_on(async {
            let mut conn = self.store.pool().acquire().await.unwrap();
            let wrong = parlour_store::ledger::reconcile(&mut conn).await.unwrap();
            assert!(wrong.is_empty(), "the ledger: {wrong:?}");
            for &table in tables {
                let version = parlour_store::tables::version_of(&mut conn, table)
                    .await
                    .unwrap();
                let actions = parlour_store::tables::actions(&mut conn, table)
                    .await
                    .unwrap();
                assert_eq!(actions.len() as i64, version, "table {table}'s record");
            }
            drop(conn);
        });
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        for (server, _) in &mut self.nodes {
            // A paused process is let go on before it is killed, so that it dies.
            let _ = Command::new("kill")
                .args(["-CONT", &server.0.id().to_string()])
                .stderr(std::process::Stdio::null())
                .status();
            server.kill();
        }
        self.runtime.block_on(async {
            self.store.close().await;
            parlour_store::testing::drop_postgres(&self.name).await;
        });
        let _ = std::fs::remove_dir_all(&self.data);
    }
}

/// Opens a casino table through `addr`: its id and the address of the node it was placed on.
fn open(addr: &str, cookie: &str) -> (i64, String) {
    let table = open_casino(addr, cookie);
    let node = table["node"].as_str().unwrap();
    (
        table["id"].as_i64().unwrap(),
        node.trim_start_matches("http://").to_string(),
    )
}

/// A counter from a node's `/metrics`.
fn metric(addr: &str, name: &str) -> u64 {
    // The metrics are text, which the client keeps as a JSON string.
    let (_, text) = ops(addr, "/metrics");
    let text = text.as_str().expect("the metrics");
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{name} ")))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {name} in /metrics"))
}

/// Waits, up to `patience`, until `done` holds: how long it took.
fn wait_for(what: &str, patience: Duration, mut done: impl FnMut() -> bool) -> Duration {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < patience, "never: {what}");
        std::thread::sleep(Duration::from_millis(25));
    }
    started.elapsed()
}

/// Ann follows `table` at node `addr` from `version`, as a client reconnecting does (asking again
/// while the node answers `busy`): the first `view` or `caught_up`.
async fn follow(addr: &str, cookie: &str, table: i64, version: i64) -> Value {
    let mut socket = crate::serve::socket(addr, cookie).await;
    let watch = json!({"type": "watch", "table": table, "version": version, "views": true});
    socket.send(&watch).await.unwrap();
    loop {
        let message =
            (socket.next_within(Duration::from_secs(10)).await).expect("the socket answers");
        if message["type"] == "view" || message["type"] == "caught_up" {
            return message;
        }
        if message["code"] == "busy" {
            // Claimed, and being rebuilt from its record: asked again in a moment.
            tokio::time::sleep(Duration::from_millis(100)).await;
            socket.send(&watch).await.unwrap();
            continue;
        }
        assert_ne!(message["type"], "error", "{message}");
    }
}

#[test]
fn a_node_killed_in_the_middle_of_rounds_has_its_table_resumed_by_another() {
    let group = Group::start("group_kill", 3);
    let cookie = sign_up(group.addr(0), "Ann");
    // Three tables, each on a node of its own (the least loaded takes the next), each playing by
    // itself: Ann's turns run out in 50 ms, the bots act at once.
    let tables = group.open_seated(&cookie, 3);
    let mut homes: Vec<&str> = tables.iter().map(|(_, n)| n.as_str()).collect();
    homes.sort_unstable();
    homes.dedup();
    assert_eq!(homes.len(), 3, "a table a node: {tables:?}");
    std::thread::sleep(Duration::from_millis(700));
    // The second node's table, killed in the middle of its rounds.
    let victim = (1..3)
        .find(|&i| tables.iter().any(|(_, n)| n == group.addr(i)))
        .unwrap();
    let (table, _) = tables
        .iter()
        .find(|(_, n)| n == group.addr(victim))
        .cloned()
        .unwrap();
    let (_, before) = group.whereabouts(table);
    assert!(before > 3, "the table plays: version {before}");
    let mut group = group;
    group.nodes[victim].0.kill();
    let dead = group.addr(victim).to_string();
    let took = wait_for(
        "another node takes the table",
        Duration::from_millis(LEASE_MS * 5),
        || group.whereabouts(table).0 != dead,
    );
    let (home, _) = group.whereabouts(table);
    eprintln!("the table moved from {dead} to {home} in {took:?}");
    // Ann reconnects to the table's new node from the version she had, and it plays on there.
    let view = group
        .runtime
        .block_on(follow(&home, &cookie, table, before));
    assert_eq!(view["table"], table);
    wait_for("the table plays on", Duration::from_secs(10), || {
        group.whereabouts(table).1 > before + 3
    });
    for &(other, _) in &tables {
        let (_, at) = group.whereabouts(other);
        wait_for("every table plays on", Duration::from_secs(10), || {
            group.whereabouts(other).1 > at
        });
    }
    let (_, _, me) = http(group.addr(0), "GET", "/api/me", Some(&cookie), None);
    assert_eq!(me["wallet"], 100, "Ann's 300 on each of three seats");
    for i in (0..3).filter(|&i| i != victim) {
        let (_, health) = ops(group.addr(i), "/health");
        assert_eq!(health["books"], json!([]), "{health}");
    }
    group.stop_and_check_books(&tables.iter().map(|(t, _)| *t).collect::<Vec<_>>());
}

/// Sends `signal` to the process `pid`, which must take it.
fn signal(pid: &str, signal: &str) {
    assert!(
        Command::new("kill")
            .args([signal, pid])
            .status()
            .unwrap()
            .success()
    );
}

#[test]
fn a_node_paused_past_its_lease_is_refused_by_the_epoch_and_gives_its_tables_up() {
    let mut group = Group::start("group_pause", 2);
    let cookie = sign_up(group.addr(0), "Ann");
    let tables = group.open_seated(&cookie, 2);
    let (paused_table, _) = tables
        .iter()
        .find(|(_, n)| n == group.addr(0))
        .cloned()
        .expect("a table on the first node");
    std::thread::sleep(Duration::from_millis(500));
    let pid = group.pid(0);
    signal(&pid, "-STOP");
    let paused = group.addr(0).to_string();
    let took = wait_for(
        "the other node takes the paused node's table",
        Duration::from_millis(LEASE_MS * 5),
        || group.whereabouts(paused_table).0 != paused,
    );
    eprintln!("the paused node's table moved in {took:?}");
    let (_, at) = group.whereabouts(paused_table);
    wait_for("the table plays on", Duration::from_secs(10), || {
        group.whereabouts(paused_table).1 > at
    });
    // Let go on: its overdue turns try to write, the fence refuses them, and it gives its table
    // up.
    signal(&pid, "-CONT");
    wait_for(
        "the paused node gives its table up",
        Duration::from_secs(10),
        || {
            let (_, health) = ops(group.addr(0), "/health");
            health["tables"] == 0
        },
    );
    assert!(
        metric(group.addr(0), "parlour_fenced_writes_total") >= 1,
        "a write was tried and refused"
    );
    assert!(metric(group.addr(0), "parlour_tables_given_up_total") >= 1);
    assert!(metric(group.addr(1), "parlour_tables_claimed_total") >= 2);
    let (_, at) = group.whereabouts(paused_table);
    wait_for("the table still plays", Duration::from_secs(10), || {
        group.whereabouts(paused_table).1 > at
    });
    group.stop_and_check_books(&tables.iter().map(|(t, _)| *t).collect::<Vec<_>>());
}
