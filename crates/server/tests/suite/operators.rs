//! The room's operators: only they close a table, with a reason; the round in play finishes
//! first, everyone's chips go home, the followers are told why, and the close is in the audit log
//! with who did it, in the same transaction as the close itself.

use serde_json::{Value, json};

use crate::common::*;

/// Makes the account of `cookie` an operator, as `parlour admin grant` does: its id.
async fn grant(server: &parlour_server::Running, cookie: &str) -> i64 {
    let id = me(server.addr, cookie).await["id"].as_i64().unwrap();
    let mut tx = server.app.store.begin_write().await.unwrap();
    assert!(
        parlour_store::operators::grant(&mut tx, id, 1)
            .await
            .unwrap()
    );
    tx.commit().await.unwrap();
    id
}

#[tokio::test]
async fn an_operator_closes_a_table_after_its_round_and_the_log_says_who_and_why() {
    // A shoe of eights and nines (of its eight packs): every first two cards make 16 to 18, so
    // Bob sticks at once, and the round is still in play when the close is asked for, whatever
    // the bot does.
    let mut config = config("ops_close");
    config.allow_stacked = true;
    let server = start(config).await;
    let addr = server.addr;
    let bob = sign_up(addr, "Ann").await;
    let small: Vec<String> = (0..4)
        .flat_map(|_| ["8C", "9D", "8H", "9S", "9C", "8D", "9H", "8S"])
        .map(String::from)
        .collect();
    let opened = post(
        addr,
        "/api/tables",
        Some(&bob),
        json!({"rules": "casino", "deck": small}),
    )
    .await;
    assert_eq!(opened.status, 201, "{opened:?}");
    let table = opened.body["table"]["id"].as_i64().unwrap();
    let mut b = Client::connect(addr, &bob).await;
    let ann = sign_up(addr, "Opal").await;
    let opal = grant(&server, &ann).await;
    b.send(watch_views(table)).await;
    b.all_accepted([bot(table, 1), sit(table, 0, 100)]).await;
    // A round in play: Bob has bet, and the bot.
    b.accepted(stake(table, 10)).await;
    let path = format!("/api/ops/tables/{table}/close");
    let close = |cookie: Option<String>, reason: &'static str| {
        let path = path.clone();
        async move { post(addr, &path, cookie.as_deref(), json!({"reason": reason})).await }
    };
    // Nobody else closes it: a stranger, a player; nor an operator without a reason.
    assert_eq!(refusal(&close(None, "spite").await).0, 401);
    assert_eq!(
        refusal(&close(Some(bob.clone()), "spite").await),
        (403, Some("not_an_operator"))
    );
    assert_eq!(
        refusal(&close(Some(ann.clone()), "  ").await),
        (400, Some("bad_reason"))
    );
    let nowhere = post(
        addr,
        "/api/ops/tables/999/close",
        Some(&ann),
        json!({"reason": "x"}),
    )
    .await;
    assert_eq!(refusal(&nowhere), (404, Some("no_such_table")));
    let asked = close(Some(ann.clone()), "a broken shoe").await;
    assert_eq!(asked.status, 202, "{:?}", asked.body);
    // Nobody new sits down meanwhile.
    let carol = sign_up(addr, "Carol").await;
    let mut c = Client::connect(addr, &carol).await;
    let refused = c.ask(sit(table, 2, 100)).await;
    assert_eq!(refused["code"], "closing", "{refused}");
    // Bob plays his hand out: the round ends, then he is stood up and the table closes.
    b.accepted(act(table, json!({"action": "stick"}))).await;
    let closed = b.until("the close", |m| m["code"] == "closed").await;
    assert_eq!(closed["message"], "the table has closed: a broken shoe");
    // Every chip is home, the books balance, and the table is gone from the lobby.
    let back = wallet(addr, &bob).await;
    assert!((880..=1020).contains(&back) && back != 900, "{back}");
    let listed = get(addr, "/api/tables", None).await.body;
    assert!(
        listed["tables"]
            .as_array()
            .unwrap()
            .iter()
            .all(|t| t["id"] != table),
        "{listed}"
    );
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    assert!(books_balance(&mut conn).await);
    let log = parlour_store::operators::log(&mut conn, None, 10)
        .await
        .unwrap();
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(
        (
            log[0].operator,
            log[0].action.as_str(),
            log[0].subject.clone(),
            log[0].reason.as_str()
        ),
        (
            Some(opal),
            "close_table",
            format!("table:{table}"),
            "a broken shoe"
        )
    );
    drop(conn);
    server.shutdown().await.unwrap();
}

/// Plays Bob's hand out at a casino table (stick, or twist until he may): the round ends.
async fn play_out(b: &mut Client, table: i64) {
    for _ in 0..6 {
        if b.ask(act(table, json!({"action": "stick"}))).await["type"] == "accepted" {
            return;
        }
        if b.ask(act(table, json!({"action": "twist"}))).await["type"] != "accepted" {
            return;
        }
    }
}

#[tokio::test]
async fn a_paused_table_finishes_its_round_begins_none_and_stays_paused_across_a_restart() {
    let config = config("ops_pause");
    let server = start(config.clone()).await;
    let addr = server.addr;
    let (bob, table, mut b) = ann_at_a_table(addr, json!("casino")).await;
    let opal_cookie = sign_up(addr, "Opal").await;
    grant(&server, &opal_cookie).await;
    let opal = Some(opal_cookie.as_str());
    b.send(watch_views(table)).await;
    b.all_accepted([bot(table, 1), sit(table, 0, 100)]).await;
    b.accepted(stake(table, 10)).await;
    let pause = format!("/api/ops/tables/{table}/pause");
    let resume = format!("/api/ops/tables/{table}/resume");
    // A player does not pause it, nor does anyone resume a table not paused.
    assert_eq!(
        refusal(&post(addr, &pause, Some(&bob), json!({"reason": "mine"})).await),
        (403, Some("not_an_operator"))
    );
    assert_eq!(
        refusal(&post(addr, &resume, opal, json!({"reason": "early"})).await),
        (409, Some("not_paused"))
    );
    let wes = sign_up(addr, "Wes").await;
    let mut watcher = Client::watching(addr, &wes, table).await;
    watcher.until("the table", |m| m["type"] == "view").await;
    let paused = post(addr, &pause, opal, json!({"reason": "the dealer's break"})).await;
    assert_eq!(paused.status, 200, "{paused:?}");
    assert_eq!(paused.body["state"], "paused");
    // Whoever follows the table is told at once, and why.
    let told = |why: Value| move |m: &Value| m["type"] == "view" && m["paused"] == why;
    watcher
        .until("the pause", told(json!("the dealer's break")))
        .await;
    // The round in play goes on to its end...
    play_out(&mut b, table).await;
    let mut rounds = 0;
    for _ in 0..200 {
        let listed = get(addr, "/api/ops/tables", opal).await.body;
        rounds = (listed["tables"].as_array().unwrap().iter())
            .find(|t| t["id"] == table)
            .map_or(0, |t| t["rounds"].as_u64().unwrap());
        if rounds == 1 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(rounds, 1, "the round in play was not played to its end");
    // The round is in Ann's history; an operator reads it too, another player does not.
    let theirs = get(addr, "/api/hands", Some(&bob)).await.body;
    let hand = format!("/api/hands/{}", theirs["hands"][0]["id"]);
    assert_eq!(get(addr, &hand, opal).await.status, 200);
    let carl = sign_up(addr, "Carl").await;
    assert_eq!(
        refusal(&get(addr, &hand, Some(&carl)).await),
        (404, Some("no_hand"))
    );
    // ...and no new one begins: Bob's bet is refused, saying why; the bot does not bet either.
    let refused = b.ask(stake(table, 10)).await;
    assert_eq!(refused["code"], "paused", "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("the dealer's break"),
        "{refused}"
    );
    let listed = get(addr, "/api/ops/tables", opal).await.body;
    let row = (listed["tables"].as_array().unwrap().iter())
        .find(|t| t["id"] == table)
        .cloned()
        .unwrap();
    assert_eq!(
        (row["state"].as_str(), row["people"].as_u64()),
        (Some("paused"), Some(1)),
        "{row}"
    );
    let version = row["version"].clone();
    a_moment().await;
    let still = get(addr, "/api/ops/tables", opal).await.body;
    assert_eq!(
        still["tables"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["id"] == table)
            .unwrap()["version"],
        version,
        "nothing moves at a paused table"
    );
    // A restart keeps the pause: it is stored with the table.
    drop((b, watcher));
    server.shutdown().await.unwrap();
    let mut again = config;
    again.addr = "127.0.0.1:0".parse().unwrap();
    let server = start(again).await;
    let addr = server.addr;
    let mut b = Client::connect(addr, &bob).await;
    b.send(watch_views(table)).await;
    let refused = b.ask(stake(table, 10)).await;
    assert_eq!(refused["code"], "paused", "{refused}");
    // A follower of the table rebuilt is shown it paused, and why, from the first.
    let mut watcher = Client::watching(addr, &wes, table).await;
    let first = watcher.until("the table", |m| m["type"] == "view").await;
    assert_eq!(first["paused"], "the dealer's break", "{first}");
    let resumed = post(
        addr,
        &resume,
        opal,
        json!({"reason": "back from the break"}),
    )
    .await;
    assert_eq!(
        (resumed.status, &resumed.body["state"]),
        (200, &json!("open")),
        "{resumed:?}"
    );
    b.accepted(stake(table, 10)).await;
    watcher.until("the pause's end", told(Value::Null)).await;
    // Both changes are in the log, each with its own reason.
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let log = parlour_store::operators::log(&mut conn, None, 10)
        .await
        .unwrap();
    let said: Vec<(&str, &str)> = log
        .iter()
        .map(|e| (e.action.as_str(), e.reason.as_str()))
        .collect();
    assert_eq!(
        said,
        [
            ("resume_table", "back from the break"),
            ("pause_table", "the dealer's break")
        ]
    );
    drop(conn);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn every_operators_route_refuses_a_stranger_and_a_player() {
    let (server, ann) = server_and_ann("ops_refused").await;
    let addr = server.addr;
    let doc = get(addr, "/api/openapi.json", None).await.body;
    let mut tried = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        if !path.starts_with("/api/ops/") {
            continue;
        }
        let path = path.replace("{id}", "1");
        for method in item.as_object().unwrap().keys() {
            let body =
                json!({"reason": "x", "person": 1, "amount": 1, "until": i64::MAX, "hints": "off"});
            let answer = |cookie: Option<String>| {
                let path = path.clone();
                let body = body.clone();
                let method = method.clone();
                async move {
                    match method.as_str() {
                        "get" => get(addr, &path, cookie.as_deref()).await,
                        "post" => post(addr, &path, cookie.as_deref(), body).await,
                        "put" => http(addr, "PUT", &path, cookie.as_deref(), Some(body)).await,
                        other => panic!("{other} {path}"),
                    }
                }
            };
            assert_eq!(refusal(&answer(None).await).0, 401, "{method} {path}");
            assert_eq!(
                refusal(&answer(Some(ann.clone())).await),
                (403, Some("not_an_operator")),
                "{method} {path}"
            );
            tried += 1;
        }
    }
    assert!(tried >= 16, "only {tried} operators' routes");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn an_operators_tables_are_the_rooms_and_not_held_to_a_players_share() {
    let mut config = config("ops_tables");
    config.limits.tables = 1;
    let server = start(config).await;
    let addr = server.addr;
    let (ann, opal) = (sign_up(addr, "Ann").await, sign_up(addr, "Opal").await);
    grant(&server, &opal).await;
    open_table(addr, &ann, json!("casino")).await;
    let second = post(addr, "/api/tables", Some(&ann), json!({"rules": "casino"})).await;
    assert_eq!(refusal(&second), (409, Some("too_many_tables")));
    for _ in 0..3 {
        open_table(addr, &opal, json!("casino")).await;
    }
    let listed = get(addr, "/api/ops/tables", Some(&opal)).await.body;
    let by_opal = (listed["tables"].as_array().unwrap().iter())
        .filter(|t| t["opened_by"] == "Opal")
        .count();
    assert_eq!(by_opal, 3, "{listed}");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn the_room_answers_while_its_tables_are_rebuilt_and_each_comes_up_as_it_is_ready() {
    let config = config("ops_rebuild");
    let server = start(config.clone()).await;
    let addr = server.addr;
    let opal = sign_up(addr, "Opal").await;
    grant(&server, &opal).await;
    // An operator's tables are not held to a share: enough of them that rebuilding takes a while.
    const TABLES: u64 = 300;
    for _ in 0..TABLES {
        open_table(addr, &opal, json!("casino")).await;
    }
    server.shutdown().await.unwrap();
    let mut again = config;
    again.addr = "127.0.0.1:0".parse().unwrap();
    let server = parlour_server::start(again).await.unwrap();
    // At once, before the tables are all back: the room answers, and says how far it is.
    let health = ops_get(server.addr, "/health").await;
    assert_eq!(health.status, 200, "{health:?}");
    assert_eq!(health.body["rebuilding"], true, "{health:?}");
    let early = health.body["tables"].as_u64().unwrap();
    assert!(early < TABLES, "{health:?}");
    server.ready().await;
    let health = ops_get(server.addr, "/health").await;
    assert_eq!(
        (&health.body["rebuilding"], health.body["tables"].as_u64()),
        (&json!(false), Some(TABLES)),
        "{health:?}"
    );
    server.shutdown().await.unwrap();
}
