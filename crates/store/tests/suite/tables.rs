//! Tables: an action per version, in order, never twice; open tables come back on a restart.

use parlour_store::StoreError;
use parlour_store::tables::{self, NewTable, StoredAction};
use sqlx::AnyConnection;

use crate::common::{a_table, new_table, on_both, on_both_with};

/// The ids of the open tables, oldest first.
async fn open_ids(conn: &mut AnyConnection) -> Vec<i64> {
    let open = tables::open_tables(conn).await.unwrap();
    open.iter().map(|t| t.id).collect()
}

/// The version of `table`'s action that `request` brought, if one is stored.
async fn request_at(conn: &mut AnyConnection, table: i64, request: &str) -> Option<i64> {
    tables::request_version(conn, table, request).await.unwrap()
}

#[tokio::test]
async fn actions_are_stored_in_order_and_never_twice() {
    on_both_with("tables", |mut conn| async move {
        let new = new_table(5);
        let id = tables::create(&mut conn, new).await.unwrap();
        let (pass, stake) = (r#"{"action":"pass"}"#, r#"{"action":"stake","amount":10}"#);
        for (version, seat, action, at) in [(1, 0, pass, 6), (2, 1, stake, 7)] {
            tables::append(&mut conn, id, version, seat, action, at, None)
                .await
                .unwrap();
        }
        // The same version again, or one ahead of the table: refused.
        assert!(matches!(
            tables::append(&mut conn, id, 2, 1, "{}", 8, None).await,
            Err(StoreError::Version {
                at: 2,
                wanted: 2,
                ..
            })
        ));
        assert!(matches!(
            tables::append(&mut conn, id, 4, 1, "{}", 8, None).await,
            Err(StoreError::Version {
                at: 2,
                wanted: 4,
                ..
            })
        ));
        assert_eq!(tables::version_of(&mut conn, id).await.unwrap(), 2);
        let actions = tables::actions(&mut conn, id).await.unwrap();
        assert_eq!(
            actions[1],
            StoredAction {
                seat: 1,
                action: stake.to_string(),
                request: None,
            }
        );

        let other = tables::create(&mut conn, NewTable { at: 9, ..new })
            .await
            .unwrap();
        assert_eq!(open_ids(&mut conn).await, [id, other]);
        tables::close(&mut conn, id, 10).await.unwrap();
        assert_eq!(open_ids(&mut conn).await, [other]);
        assert_eq!(
            tables::get(&mut conn, id).await.unwrap().closed_at,
            Some(10)
        );
        // Every table gives fresh-shoe hints until an operator says otherwise, and keeps what
        // one said.
        assert_eq!(tables::get(&mut conn, other).await.unwrap().hints, "fresh");
        tables::set_hints(&mut conn, other, "seen").await.unwrap();
        assert_eq!(tables::get(&mut conn, other).await.unwrap().hints, "seen");
        assert_eq!(tables::get(&mut conn, id).await.unwrap().hints, "fresh");
    })
    .await;
}

#[tokio::test]
async fn a_request_is_stored_once_a_table_and_a_repeat_names_its_version() {
    on_both("requests", |store| async move {
        let mut conn = store.pool().acquire().await.unwrap();
        let id = a_table(&mut conn).await;
        let other = tables::create(&mut conn, new_table(2)).await.unwrap();
        let (sit, pass) = (r#"{"action":"sit"}"#, r#"{"action":"pass"}"#);
        for (version, action, at, request) in [(1, sit, 3, "ann:1"), (2, pass, 4, "ann:2")] {
            tables::append(&mut conn, id, version, 0, action, at, Some(request))
                .await
                .unwrap();
        }
        // "ann:1" again, as the next action: refused, naming the version it was stored at.
        let again = tables::append(&mut conn, id, 3, 0, sit, 5, Some("ann:1")).await;
        assert!(
            matches!(again, Err(StoreError::Repeated { table, version: 1 }) if table == id),
            "{again:?}"
        );
        // Nothing was written: the table is still at version 2, and version 3 is free.
        assert_eq!(tables::version_of(&mut conn, id).await.unwrap(), 2);
        assert_eq!(request_at(&mut conn, id, "ann:2").await, Some(2));
        assert_eq!(request_at(&mut conn, id, "ann:3").await, None);
        // Another table may use the same text: requests are unique a table.
        tables::append(&mut conn, other, 1, 0, sit, 6, Some("ann:1"))
            .await
            .unwrap();
        assert_eq!(request_at(&mut conn, other, "ann:1").await, Some(1));
        // Actions without a request never collide, however many.
        for version in 3..=5 {
            tables::append(&mut conn, id, version, 1, pass, 7, None)
                .await
                .unwrap();
        }
        let requests: Vec<Option<String>> = tables::actions(&mut conn, id)
            .await
            .unwrap()
            .into_iter()
            .map(|a| a.request)
            .collect();
        assert_eq!(
            requests,
            [
                Some("ann:1".to_string()),
                Some("ann:2".to_string()),
                None,
                None,
                None
            ]
        );
    })
    .await;
}

/// The unique index behind the check: a request stored twice for one table by a write that went
/// around `append` is refused by the database itself, and NULLs are not taken for equal.
#[tokio::test]
async fn the_database_refuses_a_request_twice_at_one_table_but_not_two_nulls() {
    on_both("request_index", |store| async move {
        let mut conn = store.pool().acquire().await.unwrap();
        let id = a_table(&mut conn).await;
        let insert = "INSERT INTO table_actions (table_id, version, seat, action, at, request)
                      VALUES ($1, $2, 0, '{}', 0, $3)";
        for (version, request) in [(1_i64, None), (2, None), (3, Some("r"))] {
            sqlx::query(insert)
                .bind(id)
                .bind(version)
                .bind(request)
                .execute(&mut *conn)
                .await
                .unwrap();
        }
        let twice = sqlx::query(insert)
            .bind(id)
            .bind(4_i64)
            .bind(Some("r"))
            .execute(&mut *conn)
            .await;
        assert!(twice.is_err(), "a request stored twice at one table");
        assert_eq!(tables::version_of(&mut conn, id).await.unwrap(), 3);
    })
    .await;
}
