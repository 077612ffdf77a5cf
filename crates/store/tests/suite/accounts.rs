//! Accounts: unique names ignoring case, guests who claim their name, the PIN's lockout, sessions.

use parlour_store::StoreError;
use parlour_store::accounts;

use crate::common::on_both;

#[tokio::test]
async fn names_are_unique_ignoring_case_and_guests_claim_theirs() {
    on_both("names", |store| async move {
        let mut conn = store.pool().acquire().await.unwrap();
        let ann = accounts::create_user(&mut conn, "Ann", Some("hash"), 1)
            .await
            .unwrap();
        assert!(!ann.is_guest());
        assert!(matches!(
            accounts::create_user(&mut conn, "ANN", None, 2).await,
            Err(StoreError::NameTaken(_))
        ));
        let guest = accounts::create_user(&mut conn, "Bo", None, 3)
            .await
            .unwrap();
        assert!(guest.is_guest());
        assert_ne!(guest.id, ann.id);
        accounts::set_password(&mut conn, guest.id, "bo-hash")
            .await
            .unwrap();
        let bo = accounts::find_by_name(&mut conn, "bo")
            .await
            .unwrap()
            .unwrap();
        assert_eq!(bo.name, "Bo");
        assert!(!bo.is_guest());
        assert!(
            accounts::find_by_name(&mut conn, "Cy")
                .await
                .unwrap()
                .is_none()
        );
    })
    .await;
}

#[tokio::test]
async fn five_wrong_pins_lock_and_a_right_one_clears_the_count() {
    on_both("pins", |store| async move {
        let mut conn = store.pool().acquire().await.unwrap();
        let ann = accounts::create_user(&mut conn, "Ann", Some("h"), 1)
            .await
            .unwrap();
        accounts::set_pin(&mut conn, ann.id, "pin").await.unwrap();
        for wrong in 1..=4 {
            let user = accounts::pin_tried(&mut conn, ann.id, false, 5, 99)
                .await
                .unwrap();
            assert_eq!(user.pin_failures, wrong);
            assert_eq!(user.pin_locked_until, None);
        }
        let right = accounts::pin_tried(&mut conn, ann.id, true, 5, 99)
            .await
            .unwrap();
        assert_eq!(right.pin_failures, 0);
        for _ in 0..5 {
            accounts::pin_tried(&mut conn, ann.id, false, 5, 99)
                .await
                .unwrap();
        }
        let locked = accounts::get(&mut conn, ann.id).await.unwrap();
        assert_eq!(locked.pin_locked_until, Some(99));
        assert_eq!(locked.pin_failures, 0, "the count starts again once locked");
    })
    .await;
}

#[tokio::test]
async fn a_session_names_its_user_until_it_expires_or_ends() {
    on_both("sessions", |store| async move {
        let mut conn = store.pool().acquire().await.unwrap();
        let ann = accounts::create_user(&mut conn, "Ann", Some("h"), 1)
            .await
            .unwrap();
        accounts::create_session(&mut conn, "tok", ann.id, 10, 100)
            .await
            .unwrap();
        let found = accounts::session_user(&mut conn, "tok", 50).await.unwrap();
        assert_eq!(found.map(|u| u.id), Some(ann.id));
        assert!(
            accounts::session_user(&mut conn, "tok", 100)
                .await
                .unwrap()
                .is_none()
        );
        assert!(
            accounts::session_user(&mut conn, "other", 50)
                .await
                .unwrap()
                .is_none()
        );
        accounts::end_session(&mut conn, "tok").await.unwrap();
        assert!(
            accounts::session_user(&mut conn, "tok", 50)
                .await
                .unwrap()
                .is_none()
        );
    })
    .await;
}

#[tokio::test]
async fn a_betting_limit_changes_once_a_week_however_close_two_changes_come() {
    on_both("limit", |store| async move {
        let mut conn = store.pool().acquire().await.unwrap();
        let ann = accounts::create_user(&mut conn, "Ann", Some("hash"), 1)
            .await
            .unwrap();
        // A week that began at 1,000: the first change is taken, the second refused.
        assert!(
            accounts::set_bet_limit(&mut conn, ann.id, Some(50), 1_100, 1_000)
                .await
                .unwrap()
        );
        assert!(
            !accounts::set_bet_limit(&mut conn, ann.id, Some(10), 1_200, 1_000)
                .await
                .unwrap()
        );
        let now = accounts::get(&mut conn, ann.id).await.unwrap();
        assert_eq!(
            (now.bet_limit, now.bet_limit_changed_at),
            (Some(50), Some(1_100))
        );
        // The next week, it may change again, back to the house's.
        assert!(
            accounts::set_bet_limit(&mut conn, ann.id, None, 2_100, 2_000)
                .await
                .unwrap()
        );
        let now = accounts::get(&mut conn, ann.id).await.unwrap();
        assert_eq!(
            (now.bet_limit, now.bet_limit_changed_at),
            (None, Some(2_100))
        );
    })
    .await;
}
