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
    };
    let report = run(&load).await.unwrap();
    assert_eq!(report.connections, 7);
    assert_eq!(report.seated, 6, "three a table; the seventh watches");
    assert!(report.rounds >= 2, "{report}");
    assert!(report.actions > 10, "{report}");
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
