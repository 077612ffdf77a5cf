//! Who sits where: a seat holds one person, people stand and move, a table rebuilt from its record
//! writes its seats afresh, and a closed table seats nobody.

use parlour_store::tables;
use parlour_store::{StoreError, seatings};

use crate::common::{a_table, a_user, on_both_with};

#[tokio::test]
async fn a_seat_holds_one_person_who_stands_and_moves() {
    on_both_with("seatings", |mut conn| async move {
        let table = a_table(&mut conn).await;
        let ann = a_user(&mut conn, "Ann").await.id;
        let bo = a_user(&mut conn, "Bo").await.id;
        assert!(!seatings::is_seated(&mut conn, ann).await.unwrap());
        seatings::sit(&mut conn, table, 0, ann).await.unwrap();
        assert!(seatings::is_seated(&mut conn, ann).await.unwrap());
        assert!(!seatings::is_seated(&mut conn, bo).await.unwrap());
        // Bo may not take Ann's seat.
        assert!(matches!(
            seatings::sit(&mut conn, table, 0, bo).await,
            Err(StoreError::SeatTaken { seat: 0, .. })
        ));
        assert_eq!(
            seatings::seated_at(&mut conn, table, 0).await.unwrap(),
            Some(ann)
        );
        seatings::sit(&mut conn, table, 2, bo).await.unwrap();
        // Ann moves to seat 1; not to seat 2, where Bo sits; and nobody moves out of seat 0 now.
        assert!(matches!(
            seatings::moved(&mut conn, table, 0, 2).await,
            Err(StoreError::SeatTaken { seat: 2, .. })
        ));
        seatings::moved(&mut conn, table, 0, 1).await.unwrap();
        assert!(matches!(
            seatings::moved(&mut conn, table, 0, 3).await,
            Err(StoreError::NotFound(_))
        ));
        assert_eq!(
            seatings::seated_at(&mut conn, table, 0).await.unwrap(),
            None
        );
        assert_eq!(
            seatings::seated_at(&mut conn, table, 1).await.unwrap(),
            Some(ann)
        );
        assert_eq!(
            seatings::seated_at(&mut conn, table, 2).await.unwrap(),
            Some(bo)
        );
        // Ann stands: she sits nowhere; Bo still sits.
        assert!(seatings::stand(&mut conn, table, 1).await.unwrap());
        assert!(!seatings::stand(&mut conn, table, 1).await.unwrap());
        assert!(!seatings::is_seated(&mut conn, ann).await.unwrap());
        assert!(seatings::is_seated(&mut conn, bo).await.unwrap());
    })
    .await;
}

#[tokio::test]
async fn a_reset_replaces_one_tables_seats_and_a_closed_table_seats_nobody() {
    on_both_with("seatings_reset", |mut conn| async move {
        let table = a_table(&mut conn).await;
        let other = a_table(&mut conn).await;
        let ann = a_user(&mut conn, "Ann").await.id;
        let bo = a_user(&mut conn, "Bo").await.id;
        let cy = a_user(&mut conn, "Cy").await.id;
        seatings::sit(&mut conn, table, 0, ann).await.unwrap();
        seatings::sit(&mut conn, table, 1, bo).await.unwrap();
        seatings::sit(&mut conn, other, 0, bo).await.unwrap();
        // The record says Cy sits in seat 1 and Bo in seat 3, and Ann has gone.
        seatings::reset(&mut conn, table, &[(1, cy), (3, bo)])
            .await
            .unwrap();
        let mut seats = Vec::new();
        for seat in 0..4 {
            seats.push(seatings::seated_at(&mut conn, table, seat).await.unwrap());
        }
        assert_eq!(seats, [None, Some(cy), None, Some(bo)]);
        assert!(!seatings::is_seated(&mut conn, ann).await.unwrap());
        // The other table is as it was.
        assert_eq!(
            seatings::seated_at(&mut conn, other, 0).await.unwrap(),
            Some(bo)
        );
        // Closed, a table seats nobody: Cy sat only there.
        tables::close(&mut conn, table, 5).await.unwrap();
        assert!(!seatings::is_seated(&mut conn, cy).await.unwrap());
        assert!(seatings::is_seated(&mut conn, bo).await.unwrap());
    })
    .await;
}
