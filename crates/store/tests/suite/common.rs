//! Fresh databases for the tests: a SQLite file in the temporary folder, and a database of its own
//! on PostgreSQL (`parlour_store::testing`), whose half of a test fails, saying why, if PostgreSQL
//! is not there: it is never skipped.

use std::future::Future;

use parlour_store::Store;
use parlour_store::accounts::{self, User};
use parlour_store::tables::{self, NewTable};
use parlour_store::testing::{drop_postgres, fresh_postgres, unique};
use sqlx::Any;
use sqlx::pool::PoolConnection;

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
    let (url, name) = fresh_postgres(label).await;
    let store = Store::open(&url).await.expect("the test database opens");
    test(store.clone()).await;
    store.close().await;
    drop_postgres(&name).await;
}

/// Runs `test` on a connection to a fresh SQLite database, then to a fresh PostgreSQL one: a test
/// that needs nothing but one connection.
pub async fn on_both_with<F, Fut>(label: &str, test: F)
where
    F: Fn(PoolConnection<Any>) -> Fut,
    Fut: Future<Output = ()>,
{
    on_both(label, |store| {
        let test = &test;
        async move { test(store.pool().acquire().await.unwrap()).await }
    })
    .await;
}

/// A casino table with no players, created at `at`.
pub fn new_table(at: i64) -> NewTable<'static> {
    NewTable {
        game: "casino",
        rules: r#""casino""#,
        players: "[]",
        deal_key: "00",
        created_by: None,
        at,
    }
}

/// Creates [`new_table`] at time 1: its id.
pub async fn a_table(conn: &mut sqlx::AnyConnection) -> i64 {
    tables::create(conn, new_table(1)).await.unwrap()
}

/// An account named `name`, with a password, created at time 1 (its name in lower case standing
/// for what it looks like).
pub async fn a_user(conn: &mut sqlx::AnyConnection, name: &str) -> User {
    accounts::create_user(conn, name, &accounts::name_key(name), Some("h"), 1)
        .await
        .unwrap()
}
