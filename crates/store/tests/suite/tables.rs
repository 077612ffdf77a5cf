//! Tables: an action per version, in order, never twice; open tables come back on a restart.

use parlour_store::StoreError;
use parlour_store::tables::{self, NewTable};

use crate::common::on_both;

#[tokio::test]
async fn actions_are_stored_in_order_and_never_twice() {
    on_both("tables", |store| async move {
        let mut conn = store.pool().acquire().await.unwrap();
        let new = NewTable {
            game: "casino",
            rules: r#""casino""#,
            players: "[]",
            deal_key: "00",
            created_by: None,
            at: 5,
        };
        let id = tables::create(&mut conn, new).await.unwrap();
        tables::append(&mut conn, id, 1, 0, r#"{"action":"pass"}"#, 6)
            .await
            .unwrap();
        tables::append(&mut conn, id, 2, 1, r#"{"action":"stake","amount":10}"#, 7)
            .await
            .unwrap();
        // The same version again, or one ahead of the table: refused.
        assert!(matches!(
            tables::append(&mut conn, id, 2, 1, "{}", 8).await,
            Err(StoreError::Version {
                at: 2,
                wanted: 2,
                ..
            })
        ));
        assert!(matches!(
            tables::append(&mut conn, id, 4, 1, "{}", 8).await,
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
            (1, r#"{"action":"stake","amount":10}"#.to_string())
        );

        let other = tables::create(&mut conn, NewTable { at: 9, ..new })
            .await
            .unwrap();
        let open: Vec<i64> = tables::open_tables(&mut conn)
            .await
            .unwrap()
            .iter()
            .map(|t| t.id)
            .collect();
        assert_eq!(open, [id, other]);
        tables::close(&mut conn, id, 10).await.unwrap();
        let open: Vec<i64> = tables::open_tables(&mut conn)
            .await
            .unwrap()
            .iter()
            .map(|t| t.id)
            .collect();
        assert_eq!(open, [other]);
        assert_eq!(
            tables::get(&mut conn, id).await.unwrap().closed_at,
            Some(10)
        );
    })
    .await;
}
