//! Fresh databases for tests (the `testing` feature): a database of its own on the PostgreSQL
//! server named by `PARLOUR_TEST_POSTGRES` (an admin URL such as
//! `postgres://parlour:parlour@127.0.0.1:5432/postgres`, which `scripts/test` sets after starting
//! PostgreSQL). Without it a test fails, saying so: a PostgreSQL test is never skipped.

use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::{AssertSqlSafe, Connection};

static NEXT: AtomicU32 = AtomicU32::new(0);

/// A name no other test of this run has: `parlour_test_LABEL_PID_N`.
pub fn unique(label: &str) -> String {
    format!(
        "parlour_test_{label}_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

/// The PostgreSQL admin URL, or a failure that says how to get one.
pub fn postgres_admin() -> String {
    std::env::var("PARLOUR_TEST_POSTGRES").unwrap_or_else(|_| {
        panic!(
            "PARLOUR_TEST_POSTGRES is not set: these tests run on PostgreSQL too. \
             Run scripts/test, which starts PostgreSQL and sets it."
        )
    })
}

/// Creates a fresh database on the PostgreSQL server: its URL and its name (for [`drop_postgres`]).
pub async fn fresh_postgres(label: &str) -> (String, String) {
    let admin = postgres_admin();
    let name = unique(label);
    let mut conn = sqlx::PgConnection::connect(&admin)
        .await
        .unwrap_or_else(|e| panic!("cannot reach PostgreSQL at {admin}: {e}"));
    sqlx::raw_sql(AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut conn)
        .await
        .expect("a test database");
    let base = admin
        .rsplit_once('/')
        .map_or(admin.as_str(), |(base, _)| base);
    (format!("{base}/{name}"), name)
}

/// Drops a database made by [`fresh_postgres`], whoever is still connected to it.
pub async fn drop_postgres(name: &str) {
    let mut conn = sqlx::PgConnection::connect(&postgres_admin())
        .await
        .expect("PostgreSQL");
    // An autovacuum worker busy in the database is a process of no role the tests' role may end
    // (scripts/test grants it pg_signal_backend, which may); should one be there anyway, the
    // drop is tried again once it has finished, for a few seconds.
    let drop = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
    for attempt in 0.. {
        match sqlx::raw_sql(AssertSqlSafe(drop.clone()))
            .execute(&mut conn)
            .await
        {
            Ok(_) => return,
            Err(error) if attempt < 20 => {
                eprintln!("the test database {name} does not drop yet: {error}");
                tokio::time::sleep(std::time::Duration::from_millis(250)).await;
            }
            Err(error) => panic!("the test database drops: {error}"),
        }
    }
}
