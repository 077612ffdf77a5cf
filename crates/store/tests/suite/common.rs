//! Fresh databases for the tests: a SQLite file in the temporary folder, and a database of its own
//! on the PostgreSQL server named by `PARLOUR_TEST_POSTGRES` (an admin URL such as
//! `postgres://parlour:parlour@127.0.0.1:5432/postgres`, which `scripts/test` sets after starting
//! PostgreSQL). Without it the PostgreSQL half fails, saying so: it is never skipped.

use std::future::Future;
use std::sync::atomic::{AtomicU32, Ordering};

use parlour_store::Store;
use sqlx::Connection;

static NEXT: AtomicU32 = AtomicU32::new(0);

fn unique(label: &str) -> String {
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
            "PARLOUR_TEST_POSTGRES is not set: the store's tests run on PostgreSQL too. \
             Run scripts/test, which starts PostgreSQL and sets it."
        )
    })
}

/// A fresh SQLite database in a file (WAL mode, as the server runs it).
pub async fn sqlite(label: &str) -> (Store, impl FnOnce()) {
    let path = std::env::temp_dir().join(format!("{}.db", unique(label)));
    let store = Store::open(&format!("sqlite://{}", path.display()))
        .await
        .expect("a SQLite database");
    let cleanup = move || {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    };
    (store, cleanup)
}

/// A fresh database on the PostgreSQL server, and its name.
pub async fn postgres(label: &str) -> (Store, String) {
    let admin = postgres_admin();
    let name = unique(label);
    let mut conn = sqlx::PgConnection::connect(&admin)
        .await
        .unwrap_or_else(|e| panic!("cannot reach PostgreSQL at {admin}: {e}"));
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut conn)
        .await
        .expect("a test database");
    let base = admin
        .rsplit_once('/')
        .map_or(admin.as_str(), |(base, _)| base);
    let store = Store::open(&format!("{base}/{name}"))
        .await
        .expect("the test database opens");
    (store, name)
}

/// Drops a test database made by [`postgres`].
pub async fn drop_postgres(name: &str) {
    let mut conn = sqlx::PgConnection::connect(&postgres_admin())
        .await
        .expect("PostgreSQL");
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
    )))
    .execute(&mut conn)
    .await
    .expect("the test database drops");
}

/// Runs `test` on a fresh SQLite database, then on a fresh PostgreSQL one.
pub async fn on_both<F, Fut>(label: &str, test: F)
where
    F: Fn(Store) -> Fut,
    Fut: Future<Output = ()>,
{
    let (store, cleanup) = sqlite(label).await;
    test(store.clone()).await;
    store.close().await;
    cleanup();
    let (store, name) = postgres(label).await;
    test(store.clone()).await;
    store.close().await;
    drop_postgres(&name).await;
}
