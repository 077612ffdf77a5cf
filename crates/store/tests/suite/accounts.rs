//! Accounts: unique names ignoring case, guests who claim their name, the PIN's lockout, sessions.

use parlour_store::StoreError;
use parlour_store::accounts::{self, PinTry};
use sqlx::AnyConnection;

use crate::common::{a_user, on_both, on_both_with};

#[tokio::test]
async fn names_are_unique_ignoring_case_and_guests_claim_theirs() {
    on_both_with("names", |mut conn| async move {
        let ann = accounts::create_user(&mut conn, "Ann", "ann", Some("hash"), 1)
            .await
            .unwrap();
        assert!(!ann.is_guest());
        assert!(matches!(
            accounts::create_user(&mut conn, "ANN", "ann", None, 2).await,
            Err(StoreError::NameTaken(_))
        ));
        let guest = accounts::create_user(&mut conn, "Bo", "bo", None, 3)
            .await
            .unwrap();
        assert!(guest.is_guest());
        assert_ne!(guest.id, ann.id);
        accounts::create_session(&mut conn, "bo-guest-token", guest.id, 3, 100)
            .await
            .unwrap();
        assert!(
            accounts::claim(&mut conn, guest.id, "bo-hash")
                .await
                .unwrap()
        );
        // Once: the account is no guest's now.
        assert!(
            !accounts::claim(&mut conn, guest.id, "other-hash")
                .await
                .unwrap()
        );
        // The guest's session is over: whoever held it signs in with the password now.
        assert_eq!(session_user(&mut conn, "bo-guest-token", 4).await, None);
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

/// Reserves a try of account `id`'s PIN at `now`, the fifth locking it until `until`.
async fn try_pin(conn: &mut AnyConnection, id: i64, now: i64, until: i64) -> PinTry {
    accounts::reserve_pin_try(conn, id, now, 5, until)
        .await
        .unwrap()
}

/// Account `id`'s failed PIN tries, and until when its PIN is locked.
async fn pin_state(conn: &mut AnyConnection, id: i64) -> (i64, Option<i64>) {
    let user = accounts::get(conn, id).await.unwrap();
    (user.pin_failures, user.pin_locked_until)
}

#[tokio::test]
async fn pin_tries_count_as_they_are_reserved_and_the_fifth_locks() {
    on_both_with("pins", |mut conn| async move {
        let ann = a_user(&mut conn, "Ann").await;
        assert_eq!(try_pin(&mut conn, ann.id, 100, UNTIL).await, PinTry::NoPin);
        accounts::set_pin(&mut conn, ann.id, "pin").await.unwrap();
        for failures in 1..=4 {
            assert_eq!(
                try_pin(&mut conn, ann.id, 100 + failures, UNTIL).await,
                PinTry::Reserved {
                    pin_hash: "pin".into(),
                    failures
                }
            );
            assert_eq!(pin_state(&mut conn, ann.id).await, (failures, None));
        }
        // A right PIN among them clears the count.
        accounts::pin_right(&mut conn, ann.id).await.unwrap();
        assert_eq!(pin_state(&mut conn, ann.id).await.0, 0);
        // Five tries: the fifth reservation sets the lock, before its PIN is even checked.
        for failures in 1..=5 {
            let tried = try_pin(&mut conn, ann.id, 200, UNTIL).await;
            assert!(
                matches!(tried, PinTry::Reserved { failures: f, .. } if f == failures),
                "{tried:?}"
            );
        }
        assert_eq!(pin_state(&mut conn, ann.id).await.1, Some(UNTIL));
        // Refused until the lock's time, to the millisecond, with nothing counted.
        assert_eq!(
            try_pin(&mut conn, ann.id, UNTIL - 1, 2 * UNTIL).await,
            PinTry::Locked { until: UNTIL }
        );
        assert_eq!(pin_state(&mut conn, ann.id).await.0, 5);
        // Once it has passed, the count starts again from the next try, and the lock is gone.
        assert_eq!(
            try_pin(&mut conn, ann.id, UNTIL, 2 * UNTIL).await,
            PinTry::Reserved {
                pin_hash: "pin".into(),
                failures: 1
            }
        );
        assert_eq!(pin_state(&mut conn, ann.id).await, (1, None));
    })
    .await;
}

#[tokio::test]
async fn a_right_pin_clears_a_lock() {
    on_both_with("pin_right", |mut conn| async move {
        let ann = a_user(&mut conn, "Ann").await;
        accounts::set_pin(&mut conn, ann.id, "pin").await.unwrap();
        for _ in 0..5 {
            try_pin(&mut conn, ann.id, 100, UNTIL).await;
        }
        assert!(matches!(
            try_pin(&mut conn, ann.id, 100, UNTIL).await,
            PinTry::Locked { .. }
        ));
        // The fifth PIN checked was the right one.
        accounts::pin_right(&mut conn, ann.id).await.unwrap();
        assert_eq!(pin_state(&mut conn, ann.id).await, (0, None));
        assert!(matches!(
            try_pin(&mut conn, ann.id, 100, UNTIL).await,
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
            let ann = a_user(&mut conn, "Ann").await;
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
                    tries.push(try_pin(&mut conn, ann, 100, UNTIL).await);
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
        assert_eq!(pin_state(&mut conn, ann).await, (5, Some(UNTIL)));
    })
    .await;
}

/// How long these tests' sessions live unused.
const IDLE: i64 = 1_000_000;

/// The id of the user whose session `token` is live at `now` (used in the last [`IDLE`]), if one
/// is.
async fn session_user(conn: &mut AnyConnection, token: &str, now: i64) -> Option<i64> {
    let user = accounts::session_user(conn, token, now, now - IDLE).await;
    user.unwrap().map(|u| u.id)
}

/// Sessions over are purged, and only they: expired, or unused for the idle time. A live one
/// still names its user.
#[tokio::test]
async fn sessions_over_are_purged_and_live_ones_kept() {
    on_both_with("session_purge", |mut conn| async move {
        let ann = a_user(&mut conn, "Ann").await;
        for (token, at, expires) in [("old", 1, 50), ("older", 1, 10), ("live", 80, 500)] {
            accounts::create_session(&mut conn, token, ann.id, at, expires)
                .await
                .unwrap();
        }
        // Begun at 60, last used then: idle since before 70.
        accounts::create_session(&mut conn, "idle", ann.id, 60, 500)
            .await
            .unwrap();
        assert_eq!(
            accounts::purge_sessions(&mut conn, 100, 60).await.unwrap(),
            3
        );
        assert_eq!(
            accounts::purge_sessions(&mut conn, 100, 60).await.unwrap(),
            0
        );
        assert_eq!(session_user(&mut conn, "live", 100).await, Some(ann.id));
    })
    .await;
}

#[tokio::test]
async fn a_session_names_its_user_until_it_expires_idles_or_ends() {
    on_both_with("sessions", |mut conn| async move {
        let ann = a_user(&mut conn, "Ann").await;
        let month = 30 * IDLE;
        accounts::create_session(&mut conn, "tok", ann.id, 10, month)
            .await
            .unwrap();
        assert_eq!(session_user(&mut conn, "tok", 50).await, Some(ann.id));
        assert_eq!(session_user(&mut conn, "tok", month).await, None);
        assert_eq!(session_user(&mut conn, "other", 50).await, None);
        // Used now and then, it lives on; left unused for the idle time, it is over. (Its use at
        // 50 was not written: it had begun at 10, under a minute before.)
        let mut at = 10;
        for _ in 0..5 {
            at += IDLE - 1;
            assert_eq!(
                session_user(&mut conn, "tok", at).await,
                Some(ann.id),
                "at {at}"
            );
        }
        assert_eq!(session_user(&mut conn, "tok", at + IDLE).await, None);
        // Ending one session ends that one; ending them all ends every one.
        for token in ["a", "b", "c"] {
            accounts::create_session(&mut conn, token, ann.id, 10, month)
                .await
                .unwrap();
        }
        accounts::end_session(&mut conn, "a").await.unwrap();
        assert_eq!(session_user(&mut conn, "a", 50).await, None);
        assert_eq!(session_user(&mut conn, "b", 50).await, Some(ann.id));
        assert_eq!(accounts::end_sessions(&mut conn, ann.id).await.unwrap(), 3);
        assert_eq!(session_user(&mut conn, "b", 50).await, None);
    })
    .await;
}

#[tokio::test]
async fn a_password_changes_from_the_one_checked_once_and_ends_every_session() {
    on_both_with("password_change", |mut conn| async move {
        let ann = a_user(&mut conn, "Ann").await;
        let old = ann.password_hash.clone().unwrap();
        accounts::create_session(&mut conn, "thief", ann.id, 10, IDLE)
            .await
            .unwrap();
        assert!(
            accounts::change_password(&mut conn, ann.id, Some(&old), "new")
                .await
                .unwrap()
        );
        assert_eq!(session_user(&mut conn, "thief", 50).await, None);
        // A second change checked against the old password, at once, is not made.
        assert!(
            !accounts::change_password(&mut conn, ann.id, Some(&old), "other")
                .await
                .unwrap()
        );
        let ann = accounts::get(&mut conn, ann.id).await.unwrap();
        assert_eq!(ann.password_hash.as_deref(), Some("new"));
    })
    .await;
}

/// Sets account `id`'s own betting limit at `at`, in the week that began at `week_began`: whether
/// it was set.
async fn set_limit(
    conn: &mut AnyConnection,
    id: i64,
    limit: Option<i64>,
    at: i64,
    week_began: i64,
) -> bool {
    accounts::set_bet_limit(conn, id, limit, at, week_began)
        .await
        .unwrap()
}

/// Account `id`'s own betting limit, and when it last changed.
async fn limit_of(conn: &mut AnyConnection, id: i64) -> (Option<i64>, Option<i64>) {
    let user = accounts::get(conn, id).await.unwrap();
    (user.bet_limit, user.bet_limit_changed_at)
}

#[tokio::test]
async fn a_betting_limit_changes_once_a_week_however_close_two_changes_come() {
    on_both_with("limit", |mut conn| async move {
        let ann = a_user(&mut conn, "Ann").await.id;
        // A week that began at 1,000: the first change is taken, the second refused.
        assert!(set_limit(&mut conn, ann, Some(50), 1_100, 1_000).await);
        assert!(!set_limit(&mut conn, ann, Some(10), 1_200, 1_000).await);
        assert_eq!(limit_of(&mut conn, ann).await, (Some(50), Some(1_100)));
        // The next week, it may change again, back to the house's.
        assert!(set_limit(&mut conn, ann, None, 2_100, 2_000).await);
        assert_eq!(limit_of(&mut conn, ann).await, (None, Some(2_100)));
    })
    .await;
}

#[tokio::test]
async fn no_two_names_look_alike_and_old_names_are_given_their_look_oldest_first() {
    on_both_with("skeletons", |mut conn| async move {
        accounts::create_user(&mut conn, "Ann", "ann", None, 1)
            .await
            .unwrap();
        // Another name, written otherwise, that looks the same (the caller says so).
        let alike = accounts::create_user(&mut conn, "\u{0410}nn", "ann", None, 2).await;
        assert!(matches!(alike, Err(StoreError::NameTaken(_))));
        // Names stored before skeletons: two that look alike, and one of its own.
        for (id, name) in [(90, "Bill"), (91, "BiII"), (92, "Cy")] {
            let old = sqlx::query(
                "INSERT INTO users (id, name, name_key, created_at) VALUES ($1, $2, $3, 0)",
            )
            .bind(id)
            .bind(name)
            .bind(name.to_lowercase());
            old.execute(&mut *conn).await.unwrap();
        }
        let unskeletoned = accounts::unskeletoned(&mut conn).await.unwrap();
        let ids: Vec<i64> = unskeletoned.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids, [90, 91, 92]);
        assert!(accounts::set_skeleton(&mut conn, 90, "bill").await.unwrap());
        assert!(!accounts::set_skeleton(&mut conn, 91, "bill").await.unwrap());
        assert!(accounts::set_skeleton(&mut conn, 92, "cy").await.unwrap());
        // The younger look-alike keeps its name, with no look of its own; no new name takes it.
        let left = accounts::unskeletoned(&mut conn).await.unwrap();
        assert_eq!(left, [(91, "BiII".to_string())]);
        let bill = accounts::create_user(&mut conn, "Bi1l", "bill", None, 3).await;
        assert!(matches!(bill, Err(StoreError::NameTaken(_))));
    })
    .await;
}
