//! The write transaction: a commit that fails, or a transaction dropped half way, writes nothing
//! and leaves the pool writing; a savepoint undoes its part alone.

use parlour_store::{Savepoint, Store, StoreError, WriteTx, accounts};
use sqlx::AnyConnection;

use crate::common::on_both;

/// Whether an account named `name` is stored, read outside any write.
async fn stored(store: &Store, name: &str) -> bool {
    let mut conn = store.pool().acquire().await.unwrap();
    accounts::find_by_name(&mut conn, name)
        .await
        .unwrap()
        .is_some()
}

/// Creates a guest account named `name` at `at`, in a write or a part of one.
async fn create(conn: &mut AnyConnection, name: &str, at: i64) {
    let look = accounts::name_key(name);
    accounts::create_user(conn, name, &look, None, at)
        .await
        .unwrap();
}

/// A write begun that has created the account `name` at `at`, and is not ended yet.
async fn write_creating(store: &Store, name: &str, at: i64) -> WriteTx {
    let mut tx = store.begin_write().await.unwrap();
    create(&mut tx, name, at).await;
    tx
}

/// A part of `tx` begun that has created the account `name` at `at`, and is not ended yet.
async fn part_creating<'t>(tx: &'t mut WriteTx, name: &str, at: i64) -> Savepoint<'t> {
    let mut part = tx.savepoint().await.unwrap();
    create(&mut part, name, at).await;
    part
}

/// A write that creates the account `name` at `at`, and commits.
async fn create_and_commit(store: &Store, name: &str, at: i64) {
    let tx = write_creating(store, name, at).await;
    tx.commit().await.unwrap();
}

/// Several writes one after another, each committed: the pool writes. (More writes than the pool
/// has connections, so a connection left inside a transaction would be met.)
async fn writes_go_on(store: &Store, label: &str) {
    for n in 0..20 {
        let name = format!("{label}{n}");
        create_and_commit(store, &name, 1).await;
        assert!(stored(store, &name).await);
    }
}

/// A commit refused by the database itself: a row whose foreign key is checked only at the
/// commit (a deferred constraint, on both databases) names no account. SQLite keeps the
/// transaction open after such a failed `COMMIT`; the connection must not go back to the pool so.
#[tokio::test]
async fn a_commit_that_fails_writes_nothing_and_the_next_write_works() {
    on_both("failed_commit", |store| async move {
        {
            let mut conn = store.pool().acquire().await.unwrap();
            sqlx::query(
                "CREATE TABLE checked_at_commit (
                     user_id BIGINT REFERENCES users (id) DEFERRABLE INITIALLY DEFERRED
                 )",
            )
            .execute(&mut *conn)
            .await
            .unwrap();
        }
        let mut tx = write_creating(&store, "Ann", 1).await;
        sqlx::query("INSERT INTO checked_at_commit (user_id) VALUES (424242)")
            .execute(&mut *tx)
            .await
            .expect("accepted until the commit");
        let committed = tx.commit().await;
        assert!(
            matches!(committed, Err(StoreError::Database(_))),
            "{committed:?}"
        );
        assert!(!stored(&store, "Ann").await);
        writes_go_on(&store, "after").await;
        // The failed transaction's account was never written: the name is free.
        create_and_commit(&store, "Ann", 2).await;
        assert!(stored(&store, "Ann").await);
    })
    .await;
}

#[tokio::test]
async fn a_write_dropped_half_way_writes_nothing_and_the_next_write_works() {
    on_both("dropped_write", |store| async move {
        {
            let _tx = write_creating(&store, "Bo", 1).await;
            // Neither committed nor rolled back: an early return, a request given up.
        }
        writes_go_on(&store, "after").await;
        assert!(!stored(&store, "Bo").await);
        // Rolled back outright, the connection goes on serving.
        let tx = write_creating(&store, "Bo", 1).await;
        tx.rollback().await.unwrap();
        writes_go_on(&store, "again").await;
        assert!(!stored(&store, "Bo").await);
    })
    .await;
}

#[tokio::test]
async fn a_savepoint_undoes_its_own_part_and_the_rest_commits() {
    on_both("savepoints", |store| async move {
        let mut tx = write_creating(&store, "Ann", 1).await;
        // A part that fails in the database (an id counter twice): undone alone, and the
        // transaction goes on (PostgreSQL would otherwise refuse every statement after it).
        let mut part = part_creating(&mut tx, "Bo", 1).await;
        let twice = sqlx::query("INSERT INTO counters (name, next_id) VALUES ('users', 0)")
            .execute(&mut *part)
            .await;
        assert!(twice.is_err());
        part.rollback().await.unwrap();
        let part = tx.savepoint().await.unwrap();
        part.release().await.unwrap();
        let part = part_creating(&mut tx, "Cy", 1).await;
        part.release().await.unwrap();
        tx.commit().await.unwrap();
        assert!(stored(&store, "Ann").await);
        assert!(!stored(&store, "Bo").await);
        assert!(stored(&store, "Cy").await);
    })
    .await;
}

#[tokio::test]
async fn a_savepoint_left_open_keeps_its_transaction_from_committing() {
    on_both("savepoint_open", |store| async move {
        let mut tx = write_creating(&store, "Ann", 1).await;
        {
            let _part = part_creating(&mut tx, "Bo", 1).await;
            // Dropped: neither kept nor undone.
        }
        let committed = tx.commit().await;
        assert!(
            matches!(committed, Err(StoreError::Commit(_))),
            "{committed:?}"
        );
        assert!(!stored(&store, "Ann").await);
        assert!(!stored(&store, "Bo").await);
        writes_go_on(&store, "after").await;
    })
    .await;
}
