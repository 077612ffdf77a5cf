//! Accounts: unique names ignoring case, guests who claim their name, the PIN's lockout, sessions.

use parlour_store::StoreError;
use parlour_store::accounts::{self, PinTry};

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

/// The lock's end, in these tests: a PIN locked at any time before it stays locked until then.
const UNTIL: i64 = 10_000;

#[tokio::test]
async fn pin_tries_count_as_they_are_reserved_and_the_fifth_locks() {
    on_both("pins", |store| async move {
        let mut conn = store.pool().acquire().await.unwrap();
        let ann = accounts::create_user(&mut conn, "Ann", Some("h"), 1)
            .await
            .unwrap();
        assert_eq!(
            accounts::reserve_pin_try(&mut conn, ann.id, 100, 5, UNTIL)
                .await
                .unwrap(),
            PinTry::NoPin
        );
        accounts::set_pin(&mut conn, ann.id, "pin").await.unwrap();
        for failures in 1..=4 {
            assert_eq!(
                accounts::reserve_pin_try(&mut conn, ann.id, 100 + failures, 5, UNTIL)
                    .await
                    .unwrap(),
                PinTry::Reserved {
                    pin_hash: "pin".into(),
                    failures
                }
            );
            let user = accounts::get(&mut conn, ann.id).await.unwrap();
            assert_eq!((user.pin_failures, user.pin_locked_until), (failures, None));
        }
        // A right PIN among them clears the count.
        accounts::pin_right(&mut conn, ann.id).await.unwrap();
        assert_eq!(
            accounts::get(&mut conn, ann.id).await.unwrap().pin_failures,
            0
        );
        // Five tries: the fifth reservation sets the lock, before its PIN is even checked.
        for failures in 1..=5 {
            let tried = accounts::reserve_pin_try(&mut conn, ann.id, 200, 5, UNTIL)
                .await
                .unwrap();
            assert!(
                matches!(tried, PinTry::Reserved { failures: f, .. } if f == failures),
                "{tried:?}"
            );
        }
        let locked = accounts::get(&mut conn, ann.id).await.unwrap();
        assert_eq!(locked.pin_locked_until, Some(UNTIL));
        // Refused until the lock's time, to the millisecond, with nothing counted.
        assert_eq!(
            accounts::reserve_pin_try(&mut conn, ann.id, UNTIL - 1, 5, 2 * UNTIL)
                .await
                .unwrap(),
            PinTry::Locked { until: UNTIL }
        );
        assert_eq!(
            accounts::get(&mut conn, ann.id).await.unwrap().pin_failures,
            5
        );
        // Once it has passed, the count starts again from the next try, and the lock is gone.
        assert_eq!(
            accounts::reserve_pin_try(&mut conn, ann.id, UNTIL, 5, 2 * UNTIL)
                .await
                .unwrap(),
            PinTry::Reserved {
                pin_hash: "pin".into(),
                failures: 1
            }
        );
        let after = accounts::get(&mut conn, ann.id).await.unwrap();
        assert_eq!((after.pin_failures, after.pin_locked_until), (1, None));
    })
    .await;
}

#[tokio::test]
async fn a_right_pin_clears_a_lock() {
    on_both("pin_right", |store| async move {
        let mut conn = store.pool().acquire().await.unwrap();
        let ann = accounts::create_user(&mut conn, "Ann", Some("h"), 1)
            .await
            .unwrap();
        accounts::set_pin(&mut conn, ann.id, "pin").await.unwrap();
        for _ in 0..5 {
            accounts::reserve_pin_try(&mut conn, ann.id, 100, 5, UNTIL)
                .await
                .unwrap();
        }
        assert!(matches!(
            accounts::reserve_pin_try(&mut conn, ann.id, 100, 5, UNTIL)
                .await
                .unwrap(),
            PinTry::Locked { .. }
        ));
        // The fifth PIN checked was the right one.
        accounts::pin_right(&mut conn, ann.id).await.unwrap();
        let user = accounts::get(&mut conn, ann.id).await.unwrap();
        assert_eq!((user.pin_failures, user.pin_locked_until), (0, None));
        assert!(matches!(
            accounts::reserve_pin_try(&mut conn, ann.id, 100, 5, UNTIL)
                .await
                .unwrap(),
            PinTry::Reserved { failures: 1, .. }
        ));
    })
    .await;
}

/// 200 tries at once, from 20 connections: exactly five are let through to the check, and the
/// others are refused, whatever order they come in.
#[tokio::test]
async fn two_hundred_tries_at_once_check_five_pins() {
    on_both("pin_burst", |store| async move {
        let ann = {
            let mut conn = store.pool().acquire().await.unwrap();
            let ann = accounts::create_user(&mut conn, "Ann", Some("h"), 1)
                .await
                .unwrap();
            accounts::set_pin(&mut conn, ann.id, "pin").await.unwrap();
            ann.id
        };
        let mut tasks = Vec::new();
        for _ in 0..20 {
            let store = store.clone();
            tasks.push(tokio::spawn(async move {
                let mut conn = store.pool().acquire().await.unwrap();
                let mut tries = Vec::new();
                for _ in 0..10 {
                    tries.push(
                        accounts::reserve_pin_try(&mut conn, ann, 100, 5, UNTIL)
                            .await
                            .unwrap(),
                    );
                    tokio::task::yield_now().await;
                }
                tries
            }));
        }
        let mut reserved = Vec::new();
        let mut locked = 0;
        for task in tasks {
            for tried in task.await.unwrap() {
                match tried {
                    PinTry::Reserved { failures, .. } => reserved.push(failures),
                    PinTry::Locked { until } => {
                        assert_eq!(until, UNTIL);
                        locked += 1;
                    }
                    PinTry::NoPin => panic!("the PIN is set"),
                }
            }
        }
        reserved.sort_unstable();
        assert_eq!(reserved, [1, 2, 3, 4, 5]);
        assert_eq!(locked, 195);
        let mut conn = store.pool().acquire().await.unwrap();
        let user = accounts::get(&mut conn, ann).await.unwrap();
        assert_eq!((user.pin_failures, user.pin_locked_until), (5, Some(UNTIL)));
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
