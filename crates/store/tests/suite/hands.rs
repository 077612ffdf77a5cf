//! Hand histories: a player's rounds come newest first, page by page, and only theirs.

use parlour_store::StoreError;
use parlour_store::hands::{self, NewHand};
use parlour_store::tables;

use crate::common::{a_user, new_table, on_both_with};

#[tokio::test]
async fn a_players_rounds_come_newest_first_a_page_at_a_time_and_only_theirs() {
    on_both_with("hands", |mut conn| async move {
        let ann = a_user(&mut conn, "Ann").await.id;
        let bob = a_user(&mut conn, "Bob").await.id;
        let cy = a_user(&mut conn, "Cy").await.id;
        let table = tables::create(&mut conn, new_table(2)).await.unwrap();
        // Five rounds: Ann sits in all, Bob in the odd ones (listed twice: kept once).
        let mut ids = Vec::new();
        let bob_alone = [bob];
        for round in 0..5i64 {
            let players: Vec<i64> = if round % 2 == 1 {
                vec![ann, bob, bob]
            } else {
                vec![ann]
            };
            let summary = format!(r#"{{"number":{}}}"#, round + 1);
            let record = format!(r#"{{"game":"casino","round":{round}}}"#);
            let id = hands::insert(
                &mut conn,
                NewHand {
                    table,
                    from_version: round * 10,
                    to_version: round * 10 + 10,
                    game: "casino",
                    summary: &summary,
                    record: &record,
                    at: 100 + round,
                    players: &players,
                    // Bob sits the third round out.
                    sat_out: if round == 3 { &bob_alone } else { &[] },
                },
            )
            .await
            .unwrap();
            ids.push(id);
        }
        let page = hands::of_player(&mut conn, ann, None, 2, true)
            .await
            .unwrap();
        assert_eq!(
            page.iter().map(|h| h.id).collect::<Vec<_>>(),
            [ids[4], ids[3]]
        );
        assert_eq!(page[0].summary, r#"{"number":5}"#);
        assert_eq!((page[0].table, page[0].ended_at), (table, 104));
        let next = hands::of_player(&mut conn, ann, Some(page[1].id), 2, true)
            .await
            .unwrap();
        assert_eq!(
            next.iter().map(|h| h.id).collect::<Vec<_>>(),
            [ids[2], ids[1]]
        );
        let last = hands::of_player(&mut conn, ann, Some(ids[1]), 2, true)
            .await
            .unwrap();
        assert_eq!(last.iter().map(|h| h.id).collect::<Vec<_>>(), [ids[0]]);
        let bobs = hands::of_player(&mut conn, bob, None, 10, true)
            .await
            .unwrap();
        assert_eq!(
            bobs.iter().map(|h| h.id).collect::<Vec<_>>(),
            [ids[3], ids[1]]
        );
        // The rounds he played alone, unless asked for every one.
        let played = hands::of_player(&mut conn, bob, None, 10, false)
            .await
            .unwrap();
        assert_eq!(played.iter().map(|h| h.id).collect::<Vec<_>>(), [ids[1]]);
        let anns = hands::of_player(&mut conn, ann, None, 10, false)
            .await
            .unwrap();
        assert_eq!(anns.len(), 5);
        assert!(
            hands::of_player(&mut conn, cy, None, 10, true)
                .await
                .unwrap()
                .is_empty()
        );

        let one = hands::get(&mut conn, ids[3]).await.unwrap();
        assert_eq!(one.record, r#"{"game":"casino","round":3}"#);
        assert_eq!((one.from_version, one.to_version), (30, 40));
        let mut both = vec![ann, bob];
        both.sort();
        assert_eq!(one.players, both);
        assert!(matches!(
            hands::get(&mut conn, 999).await,
            Err(StoreError::NotFound(_))
        ));
        // A session's rounds at one table: after a round, newest first, those played alone, and
        // none of another table's.
        let other = tables::create(&mut conn, new_table(3)).await.unwrap();
        hands::insert(
            &mut conn,
            NewHand {
                table: other,
                from_version: 0,
                to_version: 10,
                game: "casino",
                summary: "{}",
                record: "{}",
                at: 300,
                players: &[ann, bob],
                sat_out: &[],
            },
        )
        .await
        .unwrap();
        let session = hands::at_table(&mut conn, ann, table, ids[1], 2)
            .await
            .unwrap();
        let listed: Vec<i64> = session.iter().map(|(h, _)| h.id).collect();
        assert_eq!(listed, [ids[4], ids[3]]);
        assert_eq!(session[1].1, r#"{"game":"casino","round":3}"#);
        let bobs = hands::at_table(&mut conn, bob, table, -1, 10)
            .await
            .unwrap();
        assert_eq!(bobs.iter().map(|(h, _)| h.id).collect::<Vec<_>>(), [ids[1]]);
        // The round that ended at a version is kept once.
        let again = hands::insert(
            &mut conn,
            NewHand {
                table,
                from_version: 30,
                to_version: 40,
                game: "casino",
                summary: "{}",
                record: "{}",
                at: 200,
                players: &[cy],
                sat_out: &[],
            },
        )
        .await;
        assert!(again.is_err());
    })
    .await;
}
