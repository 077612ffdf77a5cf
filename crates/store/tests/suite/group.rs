//! The group: nodes and their heartbeats, leases claimed by compare-and-set, handed over, and the
//! fence that keeps a node whose epoch has moved on from writing.

use std::time::Duration;

use parlour_store::group::{self, Lease};
use parlour_store::tables;
use parlour_store::{Store, StoreError};
use sqlx::AnyConnection;

use crate::common::{self, on_both, on_both_with};

const LEASE: i64 = 3_000;

async fn a_table(store: &Store) -> i64 {
    let mut conn = store.pool().acquire().await.unwrap();
    common::a_table(&mut conn).await
}

/// Registers node `name`, advertised at `http://name`, at `at`: its id.
async fn register(conn: &mut AnyConnection, name: &str, at: i64) -> i64 {
    let advertise = format!("http://{name}");
    group::register(conn, name, &advertise, at).await.unwrap()
}

/// `table`'s lease as stored now.
async fn lease_of(conn: &mut AnyConnection, table: i64) -> Lease {
    (group::leases(conn).await.unwrap().into_iter())
        .find(|l| l.table == table)
        .expect("a lease")
}

/// Whether the fence refuses `node` a write of `table` under `epoch`.
async fn fenced(conn: &mut AnyConnection, table: i64, node: i64, epoch: i64) -> bool {
    matches!(
        group::fence(conn, table, node, epoch).await,
        Err(StoreError::Fenced { .. })
    )
}

#[tokio::test]
async fn a_node_is_live_while_its_heartbeat_is_fresh_and_a_name_started_again_stops_the_old() {
    on_both_with("group_nodes", |mut conn| async move {
        let a = register(&mut conn, "a", 1_000).await;
        let b = register(&mut conn, "b", 1_000).await;
        assert_ne!(a, b);
        assert!(group::heartbeat(&mut conn, a, 5_000).await.unwrap());
        let running = group::running(&mut conn).await.unwrap();
        assert_eq!(running.iter().map(|n| n.id).collect::<Vec<_>>(), [a, b]);
        // At 5.5 s, a (seen at 5 s) is live and b (seen at 1 s) is not.
        assert!(running[0].live(5_500, LEASE));
        assert!(!running[1].live(5_500, LEASE));
        // "a" starts again: its last run stops, and can beat no more.
        let again = register(&mut conn, "a", 6_000).await;
        assert!(!group::heartbeat(&mut conn, a, 6_100).await.unwrap());
        assert!(group::heartbeat(&mut conn, again, 6_100).await.unwrap());
        group::stop(&mut conn, b, 6_200).await.unwrap();
        let running = group::running(&mut conn).await.unwrap();
        assert_eq!(running.iter().map(|n| n.id).collect::<Vec<_>>(), [again]);
    })
    .await;
}

#[tokio::test]
async fn a_lease_is_claimed_once_handed_over_and_fenced_by_its_epoch() {
    on_both("group_leases", |store| async move {
        let table = a_table(&store).await;
        let mut conn = store.pool().acquire().await.unwrap();
        let a = register(&mut conn, "a", 1_000).await;
        let b = register(&mut conn, "b", 1_000).await;
        group::place(&mut conn, table, a, "{}").await.unwrap();
        let placed = lease_of(&mut conn, table).await;
        assert_eq!((placed.node, placed.epoch, placed.handed), (a, 0, true));
        // Placed but not claimed: nobody may write for it yet.
        assert!(fenced(&mut conn, table, a, 0).await);
        assert_eq!(group::claim(&mut conn, &placed, a).await.unwrap(), Some(1));
        // The same read claimed again (by b, who read it at the same time): too late.
        assert_eq!(group::claim(&mut conn, &placed, b).await.unwrap(), None);
        group::fence(&mut conn, table, a, 1).await.unwrap();
        assert!(fenced(&mut conn, table, b, 1).await);
        assert!(
            group::publish(&mut conn, table, a, 1, r#"{"seats":[]}"#)
                .await
                .unwrap()
        );
        let listed = group::lobby(&mut conn).await.unwrap();
        assert_eq!(listed.len(), 1);
        assert_eq!(
            (
                listed[0].node,
                listed[0].advertise.as_str(),
                listed[0].summary.as_str()
            ),
            (a, "http://a", r#"{"seats":[]}"#)
        );
        // a hands the table to b: a's epoch writes no more, even before b claims it.
        assert!(group::hand_over(&mut conn, table, a, 1, b).await.unwrap());
        assert!(!group::hand_over(&mut conn, table, a, 1, b).await.unwrap());
        assert!(matches!(
            group::fence(&mut conn, table, a, 1).await,
            Err(StoreError::Fenced { table: t, epoch: 1 }) if t == table
        ));
        let handed = lease_of(&mut conn, table).await;
        assert_eq!((handed.node, handed.epoch, handed.handed), (b, 1, true));
        assert_eq!(group::claim(&mut conn, &handed, b).await.unwrap(), Some(2));
        group::fence(&mut conn, table, b, 2).await.unwrap();
        // a's stale summary does not overwrite b's.
        assert!(!group::publish(&mut conn, table, a, 1, "{}").await.unwrap());
    })
    .await;
}

#[tokio::test]
async fn tables_opened_before_leases_are_adopted() {
    on_both("group_adopt", |store| async move {
        let first = a_table(&store).await;
        let second = a_table(&store).await;
        let mut conn = store.pool().acquire().await.unwrap();
        let a = register(&mut conn, "a", 1_000).await;
        group::place(&mut conn, first, a, "{}").await.unwrap();
        assert_eq!(group::adopt_unleased(&mut conn, a).await.unwrap(), 1);
        assert_eq!(group::adopt_unleased(&mut conn, a).await.unwrap(), 0);
        let leases = group::leases(&mut conn).await.unwrap();
        assert_eq!(
            leases.iter().map(|l| l.table).collect::<Vec<_>>(),
            [first, second]
        );
        assert!(leases.iter().all(|l| l.node == a && l.handed));
    })
    .await;
}

/// A write in flight holds its table's lease: a claim waits for it to commit, and only then takes
/// the table, so the claimer reads the record with that write in it.
#[tokio::test]
async fn a_claim_waits_for_the_write_that_holds_the_fence() {
    on_both("group_race", |store| async move {
        let table = a_table(&store).await;
        let (a, b, lease) = {
            let mut conn = store.pool().acquire().await.unwrap();
            let a = register(&mut conn, "a", 1_000).await;
            let b = register(&mut conn, "b", 1_000).await;
            group::place(&mut conn, table, a, "{}").await.unwrap();
            let placed = lease_of(&mut conn, table).await;
            group::claim(&mut conn, &placed, a).await.unwrap();
            (a, b, lease_of(&mut conn, table).await)
        };
        let mut write = store.begin_write().await.unwrap();
        group::fence(&mut write, table, a, 1).await.unwrap();
        tables::append(&mut write, table, 1, 0, r#"{"action":"pass"}"#, 2, None)
            .await
            .unwrap();
        let claimer = {
            let store = store.clone();
            let lease = lease.clone();
            tokio::spawn(async move {
                let mut conn = store.pool().acquire().await.unwrap();
                let epoch = group::claim(&mut conn, &lease, b).await.unwrap();
                let version = tables::version_of(&mut conn, table).await.unwrap();
                (epoch, version)
            })
        };
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(!claimer.is_finished(), "the claim passed a write in flight");
        write.commit().await.unwrap();
        let (epoch, version) = claimer.await.unwrap();
        assert_eq!((epoch, version), (Some(2), 1));
        let mut conn = store.pool().acquire().await.unwrap();
        assert!(fenced(&mut conn, table, a, 1).await);
    })
    .await;
}
