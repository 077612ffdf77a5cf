//! Allowances: an address uses its allowance one at a time, never past the limit even when many
//! ask at once, each window afresh, and old windows are forgotten.

use parlour_store::allowances;
use sqlx::AnyConnection;

use crate::common::{on_both, on_both_with};

/// Takes one grant for `address` in the window starting at `at`, of `limit`: whether it had one.
async fn take(conn: &mut AnyConnection, address: &str, at: i64, limit: u32) -> bool {
    allowances::take(conn, "grant", address, at, limit)
        .await
        .unwrap()
}

/// The grants `address` has used in the window starting at `at`.
async fn used(conn: &mut AnyConnection, address: &str, at: i64) -> i64 {
    allowances::used(conn, "grant", address, at).await.unwrap()
}

#[tokio::test]
async fn an_address_uses_its_allowance_up_and_no_further() {
    on_both_with("allowances", |mut conn| async move {
        let day = 86_400_000;
        for _ in 0..3 {
            assert!(take(&mut conn, "10.0.0.1", day, 3).await);
        }
        assert!(!take(&mut conn, "10.0.0.1", day, 3).await);
        assert_eq!(used(&mut conn, "10.0.0.1", day).await, 3);
        // Another address, another kind, the next window: each its own.
        assert!(take(&mut conn, "10.0.0.2", day, 3).await);
        let top_up = allowances::take(&mut conn, "top_up", "10.0.0.1", day, 3).await;
        assert!(top_up.unwrap());
        assert!(take(&mut conn, "10.0.0.1", 2 * day, 3).await);
        // A limit of none allows nothing, and writes nothing.
        assert!(!take(&mut conn, "10.0.0.9", day, 0).await);
        assert_eq!(used(&mut conn, "10.0.0.9", day).await, 0);
        // The windows before the second day are forgotten.
        assert_eq!(allowances::purge(&mut conn, 2 * day).await.unwrap(), 3);
        assert_eq!(used(&mut conn, "10.0.0.1", day).await, 0);
        assert_eq!(used(&mut conn, "10.0.0.1", 2 * day).await, 1);
    })
    .await;
}

#[tokio::test]
async fn allowances_taken_at_once_never_pass_the_limit() {
    on_both("allowances_at_once", |store| async move {
        let mut takes = tokio::task::JoinSet::new();
        for _ in 0..12 {
            let store = store.clone();
            takes.spawn(async move {
                let mut tx = store.begin_write().await.unwrap();
                let took = take(&mut tx, "::/64", 0, 5).await;
                tx.commit().await.unwrap();
                took
            });
        }
        let took = takes.join_all().await;
        assert_eq!(took.iter().filter(|&&t| t).count(), 5);
        let mut conn = store.pool().acquire().await.unwrap();
        assert_eq!(used(&mut conn, "::/64", 0).await, 5);
        drop(conn);
        // One taken in a transaction that does not commit is given back.
        let mut tx = store.begin_write().await.unwrap();
        assert!(take(&mut tx, "10.0.0.1", 0, 5).await);
        drop(tx);
        let mut conn = store.pool().acquire().await.unwrap();
        assert_eq!(used(&mut conn, "10.0.0.1", 0).await, 0);
    })
    .await;
}
