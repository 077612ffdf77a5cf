//! A database that takes no writes: the table stays as written, its clock running.

use super::*;

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
    let server = start(config).await;
    let (ann, table, mut seated, sat_at) = ann_seated(server.addr, 100).await;
    let mut other = Client::connect(server.addr, &ann).await;
    let timeouts = || server.app.metrics.timeouts.load(Ordering::Relaxed);
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
    let view = shown_as_written(&mut other, table, sat_at).await;
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
    let (passed, passed_at) = her_pass(&mut seated).await;
    assert_eq!(passed_at, sat_at + 1, "{passed}");
    let at = stored_at(&direct, table, passed_at).await;
    assert_eq!((at.seat, &at.request), (0, &None), "{at:?}");
    healthy_again(server.addr).await;
    server.shutdown().await.unwrap();
    drain_until_closed(&mut seated).await;
    drain_until_closed(&mut other).await;
    let stored = stored_actions(&direct, table).await;
    told_exactly_the_record(&stored, &seated, &[&other]);
    parlour_store::testing::drop_postgres(&name).await;
}
