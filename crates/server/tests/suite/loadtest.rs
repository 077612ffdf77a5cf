//! `parlour loadtest` against a test server: its clients sit, play real rounds, and are timed.

use std::time::Duration;

use parlour_client::loadtest::{Load, run};

use crate::common::*;

#[tokio::test]
async fn the_load_test_plays_real_rounds_and_times_them() {
    let server = server("load").await;
    let load = Load {
        addrs: vec![server.addr],
        tables: 2,
        clients: 7,
        seconds: 1.5,
        seats: 3,
        think: Duration::ZERO,
        spread: false,
        attack: false,
        // The server is this process: its memory is read as the load comes.
        servers: vec![std::process::id()],
    };
    let report = run(&load).await.unwrap();
    assert_eq!(report.connections, 7);
    assert_eq!(report.seated, 6, "three a table; the seventh watches");
    assert!(report.rounds >= 2, "{report}");
    assert!(report.actions > 10, "{report}");
    let memory = report.memory.expect("the server's memory read");
    // (The server is this test process, shared with other tests: only that it was read is
    // checked, not by how much the load moved it.)
    assert!(memory.start > 0 && memory.tables > 0, "{memory:?}");
    assert!(report.to_string().contains("KiB a connection"), "{report}");
    assert!(
        report.p50 > 0.0 && report.p50 <= report.p99 && report.p99 <= report.max,
        "{report}"
    );
    // Every chip the rounds moved is still accounted for.
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    assert!(books_balance(&mut conn).await);
    drop(conn);
    server.shutdown().await.unwrap();
}

/// The abuse suite's load: honest clients, each from a loopback address of its own, play real
/// rounds while sign-ups at 50 a second, 300 idle connections and a flood come from one address
/// each, against the room's own limits (but the tables one account may open). Each attack is
/// refused or bounded, and the honest play goes on (its timing is measured by `parlour loadtest
/// --attack`, docs/performance.md).
#[tokio::test]
async fn honest_play_goes_on_while_the_room_is_attacked() {
    let mut config =
        parlour_server::Config::new("127.0.0.1:0".parse().unwrap(), data_dir("attacked"));
    config.bot_delay = Duration::ZERO;
    config.limits.set("tables=100").unwrap();
    let server = start(config).await;
    let load = Load {
        addrs: vec![server.addr],
        tables: 4,
        clients: 12,
        seconds: 3.0,
        seats: 3,
        think: Duration::ZERO,
        spread: true,
        attack: true,
        servers: Vec::new(),
    };
    let report = run(&load).await.unwrap();
    let attack = report.attack.clone().unwrap();
    // Honest play went on.
    assert_eq!(report.seated, 12, "{report}");
    assert!(report.rounds >= 4, "{report}");
    // The sign-ups: 50 a second for three seconds, ten accounts an address an hour.
    assert!(attack.signups >= 100, "{attack}");
    assert!(attack.signups_made <= 10, "{attack}");
    // The idle connections: no more than 64 held at once from one address; the rest closed at
    // once, and opened again by the attacker, again and again.
    assert!(attack.idle_opened >= 600, "{attack}");
    // The flood: its connection closed, again and again.
    assert!(attack.flood_closed >= 1, "{attack}");
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    assert!(books_balance(&mut conn).await);
    drop(conn);
    server.shutdown().await.unwrap();
}
