//! What an operator does to a person, tried as an attacker would: a suspension that must hold
//! against a session begun before it and a socket left open, a chip adjustment asked for twice at
//! once against one wallet, a reset link used twice, or after a newer one.

use std::net::SocketAddr;
use std::time::Duration;

use serde_json::{Value, json};

use crate::common::*;

/// Makes the account of `cookie` an operator, as `parlour admin grant` does: its id.
async fn grant(server: &parlour_server::Running, cookie: &str) -> i64 {
    let id = me(server.addr, cookie).await["id"].as_i64().unwrap();
    let mut tx = server.app.store.begin_write().await.unwrap();
    parlour_store::operators::grant(&mut tx, id, 1)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    id
}

fn now_ms() -> i64 {
    parlour_server::now_ms()
}

async fn sign_in(addr: SocketAddr, name: &str, password: &str) -> Answer {
    let body = json!({"name": name, "password": password});
    post(addr, "/api/signin", None, body).await
}

/// The audit log's actions and subjects, newest first.
async fn logged(server: &parlour_server::Running) -> Vec<(String, String)> {
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    (parlour_store::operators::log(&mut conn, None, 50)
        .await
        .unwrap())
    .into_iter()
    .map(|e| (e.action, e.subject))
    .collect()
}

#[tokio::test]
async fn a_suspension_ends_every_session_and_socket_stands_the_seat_and_ends_when_lifted() {
    let server = server("ops_suspend").await;
    let addr = server.addr;
    let (bob, table, mut b) = ann_at_a_table(addr, json!("casino")).await;
    let bob_id = me(addr, &bob).await["id"].as_i64().unwrap();
    // A second session of his, begun before the suspension, on another device.
    let other = sign_in(addr, "Ann", "correct horse").await.cookie.unwrap();
    let opal = sign_up(addr, "Opal").await;
    grant(&server, &opal).await;
    b.send(watch_views(table)).await;
    b.all_accepted([bot(table, 1), sit(table, 0, 300)]).await;
    b.accepted(stake(table, 10)).await;
    assert_eq!(wallet(addr, &bob).await, 700);
    let suspend = format!("/api/ops/people/{bob_id}/suspend");
    let until = now_ms() + 3_600_000;
    // An end in the past is no suspension, nor one without a reason.
    let past = json!({"reason": "abuse", "until": now_ms() - 1});
    assert_eq!(
        refusal(&post(addr, &suspend, Some(&opal), past).await),
        (400, Some("bad_until"))
    );
    let blank = json!({"reason": " ", "until": until});
    assert_eq!(
        refusal(&post(addr, &suspend, Some(&opal), blank).await),
        (400, Some("bad_reason"))
    );
    let body = json!({"reason": "abusing the chat", "until": until});
    let done = post(addr, &suspend, Some(&opal), body).await;
    assert_eq!(done.status, 200, "{done:?}");
    assert_eq!(done.body["person"]["sanction"]["kind"], "suspend");
    assert_eq!(done.body["person"]["sanction"]["until"], until);
    // Every session of his is refused, the one begun before included; his socket closes.
    assert_eq!(get(addr, "/api/me", Some(&bob)).await.status, 401);
    assert_eq!(get(addr, "/api/me", Some(&other)).await.status, 401);
    assert!(
        b.closed(Duration::from_secs(5)).await,
        "his socket is still open"
    );
    // Signing in again is refused, saying until when and why.
    let refused = sign_in(addr, "Ann", "correct horse").await;
    assert_eq!(refusal(&refused), (403, Some("suspended")));
    assert_eq!(refused.body["error"]["at"], until);
    assert!(
        (refused.body["error"]["message"].as_str().unwrap()).contains("abusing the chat"),
        "{refused:?}"
    );
    // His seat is stood up once the round in play is over (his turns time out meanwhile): every
    // chip of his back in his wallet, the books balanced.
    let mut home = 0;
    for _ in 0..400 {
        let mut conn = server.app.store.pool().acquire().await.unwrap();
        let seats = parlour_store::seatings::seats_of(&mut conn, bob_id)
            .await
            .unwrap();
        home = balance(&mut conn, parlour_store::Account::Wallet(bob_id)).await;
        if seats.is_empty() {
            break;
        }
        drop(conn);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!((700..=1020).contains(&home) && home != 700, "{home}");
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    assert!(books_balance(&mut conn).await);
    drop(conn);
    // Lifted, he signs in again.
    let lift = format!("/api/ops/people/{bob_id}/lift");
    let lifted = post(addr, &lift, Some(&opal), json!({"reason": "apologised"})).await;
    assert_eq!(lifted.status, 200, "{lifted:?}");
    assert_eq!(lifted.body["person"]["sanction"], Value::Null);
    assert_eq!(sign_in(addr, "Ann", "correct horse").await.status, 200);
    assert_eq!(
        refusal(&post(addr, &lift, Some(&opal), json!({"reason": "again"})).await),
        (409, Some("not_sanctioned"))
    );
    // A ban has no end; an operator is neither suspended nor banned.
    let ban = format!("/api/ops/people/{bob_id}/ban");
    let banned = post(addr, &ban, Some(&opal), json!({"reason": "again"})).await;
    assert_eq!(banned.body["person"]["sanction"]["until"], Value::Null);
    assert_eq!(
        refusal(&sign_in(addr, "Ann", "correct horse").await),
        (403, Some("suspended"))
    );
    let opal_id = me(addr, &opal).await["id"].as_i64().unwrap();
    let self_ban = format!("/api/ops/people/{opal_id}/ban");
    assert_eq!(
        refusal(&post(addr, &self_ban, Some(&opal), json!({"reason": "oops"})).await),
        (409, Some("operator"))
    );
    let subject = format!("user:{bob_id}");
    assert_eq!(
        logged(&server).await,
        [
            ("ban".to_string(), subject.clone()),
            ("lift".to_string(), subject.clone()),
            ("suspend".to_string(), subject),
        ]
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn an_adjustment_is_a_transfer_and_two_at_once_never_take_a_wallet_below_zero() {
    let server = server("ops_adjust").await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let ann_id = me(addr, &ann).await["id"].as_i64().unwrap();
    let opal = sign_up(addr, "Opal").await;
    grant(&server, &opal).await;
    let adjust = |amount: i64, reason: &'static str| {
        let opal = opal.clone();
        async move {
            let body = json!({"person": ann_id, "amount": amount, "reason": reason});
            post(addr, "/api/ops/chips", Some(&opal), body).await
        }
    };
    // Nothing, too much, nobody: refused, and nothing moves.
    assert_eq!(
        refusal(&adjust(0, "nothing").await),
        (400, Some("bad_amount"))
    );
    assert_eq!(
        refusal(&adjust(1_000_001, "too much").await),
        (400, Some("bad_amount"))
    );
    assert_eq!(
        refusal(&adjust(i64::MIN, "far too little").await),
        (400, Some("bad_amount"))
    );
    let nobody = json!({"person": 999, "amount": 5, "reason": "who"});
    assert_eq!(
        refusal(&post(addr, "/api/ops/chips", Some(&opal), nobody).await),
        (404, Some("no_such_person"))
    );
    assert_eq!(wallet(addr, &ann).await, 1000);
    let added = adjust(250, "a lost hand refunded").await;
    assert_eq!(
        (added.status, &added.body["wallet"]),
        (200, &json!(1250)),
        "{added:?}"
    );
    assert_eq!(
        refusal(&adjust(-1251, "more than there is").await),
        (409, Some("short"))
    );
    // Two takes of most of the wallet at once: one is made, the other finds it short.
    let (first, second) = tokio::join!(adjust(-1000, "first"), adjust(-1000, "second"));
    let statuses = [first.status, second.status];
    assert!(
        statuses.contains(&200) && statuses.contains(&409),
        "{statuses:?}"
    );
    assert_eq!(wallet(addr, &ann).await, 250);
    // Each made adjustment is a line of her statement, and an entry of the log; refused ones
    // are neither.
    let lines = get(addr, "/api/statement", Some(&ann)).await.body;
    let adjusts: Vec<i64> = (lines["lines"].as_array().unwrap().iter())
        .filter(|l| l["reason"] == "adjust")
        .map(|l| l["amount"].as_i64().unwrap())
        .collect();
    assert_eq!(adjusts, [-1000, 250]);
    let log = logged(&server).await;
    assert_eq!(
        log.iter().filter(|(a, _)| a == "adjust").count(),
        2,
        "{log:?}"
    );
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    assert!(books_balance(&mut conn).await);
    assert_eq!(
        balance(&mut conn, parlour_store::Account::Adjustments).await,
        750
    );
    drop(conn);
    let room = get(addr, "/api/ops/room", Some(&opal)).await.body;
    let chips = &room["chips"];
    let sum: i64 = ["wallets", "seats", "held", "house", "grants", "adjustments"]
        .iter()
        .map(|k| chips[*k].as_i64().unwrap())
        .sum();
    assert_eq!((sum, &chips["adjustments"]), (0, &json!(750)), "{room}");
    assert_eq!(room["books"]["balanced"], true);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_reset_link_works_once_only_the_newest_works_and_it_ends_every_session() {
    let server = server("ops_reset").await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let ann_id = me(addr, &ann).await["id"].as_i64().unwrap();
    let opal = sign_up(addr, "Opal").await;
    grant(&server, &opal).await;
    let path = format!("/api/ops/people/{ann_id}/reset");
    let link = |reason: &'static str| {
        let (path, opal) = (path.clone(), opal.clone());
        async move {
            let made = post(addr, &path, Some(&opal), json!({"reason": reason})).await;
            assert_eq!(made.status, 200, "{made:?}");
            let link = made.body["link"].as_str().unwrap().to_string();
            assert!(
                link.starts_with(&format!("http://{addr}/#/reset/")),
                "{link}"
            );
            link.rsplit('/').next().unwrap().to_string()
        }
    };
    let older = link("she forgot it").await;
    let token = link("she lost the first link").await;
    let reset = |token: String, password: &'static str| async move {
        post(
            addr,
            "/api/reset",
            None,
            json!({"token": token, "password": password}),
        )
        .await
    };
    // The older link no longer works, nor a made-up one, nor one of the wrong form.
    let gone = |answer: &Answer| refusal(answer) == (410, Some("bad_link"));
    assert!(gone(&reset(older, "a new secret phrase").await));
    assert!(gone(&reset("0".repeat(64), "a new secret phrase").await));
    assert!(gone(
        &reset("' OR 1=1 --".into(), "a new secret phrase").await
    ));
    // A weak password leaves the link as it was.
    assert_eq!(
        refusal(&reset(token.clone(), "Ann").await),
        (400, Some("bad_password"))
    );
    // Used at once from two places: one sets the password.
    let (one, two) = tokio::join!(
        reset(token.clone(), "a new secret phrase"),
        reset(token.clone(), "another secret phrase")
    );
    let used: Vec<&Answer> = [&one, &two]
        .into_iter()
        .filter(|a| a.status == 200)
        .collect();
    assert_eq!(used.len(), 1, "{one:?} {two:?}");
    assert!(gone(if one.status == 200 { &two } else { &one }));
    let chosen = if one.status == 200 {
        "a new secret phrase"
    } else {
        "another secret phrase"
    };
    // She is signed in by it; her old session is over, and the old password too.
    let cookie = used[0].cookie.clone().unwrap();
    assert_eq!(me(addr, &cookie).await["name"], "Ann");
    assert_eq!(get(addr, "/api/me", Some(&ann)).await.status, 401);
    assert_eq!(sign_in(addr, "Ann", "correct horse").await.status, 401);
    assert_eq!(sign_in(addr, "Ann", chosen).await.status, 200);
    assert!(gone(&reset(token, "yet another phrase").await));
    let subject = format!("user:{ann_id}");
    assert_eq!(
        logged(&server).await,
        [
            ("reset_link".to_string(), subject.clone()),
            ("reset_link".to_string(), subject),
        ]
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn an_operator_finds_people_reads_their_account_and_unlocks_a_pin() {
    let server = server("ops_people").await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let ann_id = me(addr, &ann).await["id"].as_i64().unwrap();
    sign_up(addr, "Annabel").await;
    sign_up(addr, "Bob").await;
    let opal = sign_up(addr, "Opal").await;
    grant(&server, &opal).await;
    let found = |q: &'static str| {
        let opal = opal.clone();
        async move {
            let body = get(addr, &format!("/api/ops/people?q={q}"), Some(&opal))
                .await
                .body;
            (body["people"].as_array().unwrap().iter())
                .map(|p| p["name"].as_str().unwrap().to_string())
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(found("ANN").await, ["Annabel", "Ann"]);
    // LIKE's wildcards are looked for as themselves.
    assert!(found("%25").await.is_empty());
    assert!(found("_").await.is_empty());
    assert_eq!(found("").await.len(), 4);
    // Her PIN, locked by wrong tries, is unlocked.
    assert_eq!(
        post(addr, "/api/pin", Some(&ann), json!({"pin": "1234"}))
            .await
            .status,
        200
    );
    for _ in 0..5 {
        let wrong = json!({"limit": 50, "pin": "9999"});
        post(addr, "/api/limit", Some(&ann), wrong).await;
    }
    let path = format!("/api/ops/people/{ann_id}");
    let account = get(addr, &path, Some(&opal)).await.body;
    assert!(
        account["person"]["pin_locked_until"].as_i64().unwrap() > now_ms(),
        "{account}"
    );
    assert_eq!(account["statement"][0]["reason"], "grant", "{account}");
    let unlock = format!("{path}/unlock");
    assert_eq!(
        post(addr, &unlock, Some(&opal), json!({"reason": "her call"}))
            .await
            .status,
        200
    );
    assert_eq!(
        refusal(&post(addr, &unlock, Some(&opal), json!({"reason": "again"})).await),
        (409, Some("not_locked"))
    );
    let right = json!({"limit": 50, "pin": "1234"});
    assert_eq!(
        post(addr, "/api/limit", Some(&ann), right).await.status,
        200
    );
    assert_eq!(
        refusal(&get(addr, "/api/ops/people/999", Some(&opal)).await),
        (404, Some("no_such_person"))
    );
    server.shutdown().await.unwrap();
}
