//! Tables kept for good: a table nobody sits at closes after the room's idle time, between rounds;
//! it is not rebuilt after a restart, every pack it shuffled is revealed, and its opener may open
//! another. A table someone sits at stays.

use std::time::Duration;

use serde_json::json;

use crate::common::*;
use crate::fairness::check_all_revealed;

#[tokio::test]
async fn a_table_nobody_sits_at_closes_and_reveals_its_packs() {
    let mut config = config("abuse_idle_table");
    config.table_idle = Duration::from_millis(300);
    config.turn = Duration::from_millis(200);
    config.limits.set("tables=1").unwrap();
    let server = start(config.clone()).await;
    let addr = server.addr;
    let (ann, table, mut client) = ann_at_a_table(addr, json!("casino")).await;
    // A round played (her turn runs out: she stands on what she has), and she stands up.
    client.accepted(sit(table, 0, 200)).await;
    client.accepted(stake(table, 10)).await;
    client.until("the round's end", round_over).await;
    client.accepted(stand(table)).await;
    let open = fairness_report(addr, table).await;
    let shuffles = open.body["fairness"]["shuffles"]
        .as_array()
        .unwrap()
        .clone();
    assert!(
        shuffles.iter().any(|s| s["house"].is_null()),
        "the live pack is secret"
    );
    // Bob's table, where he sits, stays open.
    let bob = sign_up(addr, "Bob").await;
    let bobs = open_table(addr, &bob, json!("casino")).await;
    let mut bob_client = Client::connect(addr, &bob).await;
    bob_client.accepted(sit(bobs, 0, 200)).await;
    // Ann's closes: her follower is told, the lobby lets it go.
    let closed = client.until("the close", |m| m["code"] == "closed").await;
    assert_eq!(closed["table"], table);
    let listed = get(addr, "/api/tables", None).await.body["tables"].clone();
    let ids: Vec<i64> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, [bobs]);
    // Every pack it shuffled is revealed, and checks.
    let report = fairness_report(addr, table).await;
    let shuffles = report.body["fairness"]["shuffles"].as_array().unwrap();
    assert!(
        shuffles.iter().all(|s| s["house"].is_string()),
        "{report:?}"
    );
    let (packs, _) = check_all_revealed(&report.body["fairness"]);
    assert!(packs >= 1);
    // Nothing more is taken at it.
    let late = client.ask(sit(table, 0, 100)).await;
    assert_ne!(late["type"], "accepted", "{late}");
    // She may open another: the closed one no longer counts.
    open_table(addr, &ann, json!("casino")).await;
    server.shutdown().await.unwrap();
    // Started again, the closed table is not rebuilt; Bob's is.
    let server = start(config).await;
    let listed = get(server.addr, "/api/tables", None).await.body["tables"].clone();
    assert!(listed.as_array().unwrap().iter().all(|t| t["id"] != table));
    assert!(listed.as_array().unwrap().iter().any(|t| t["id"] == bobs));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_person_who_leaves_is_stood_up_then_the_bots_stop_and_the_table_closes() {
    // She closes the tab. Her turns run out meanwhile; then she is stood up between rounds, her
    // chips back in her wallet; the bot, alone, plays no more; then it stands and the table
    // closes.
    let left = Duration::from_millis(300);
    let (server, ann, table, user) = gone_from_a_bots_table("abuse_left", left, left * 2).await;
    let addr = server.addr;
    let mut spectator = Client::watching(addr, &sign_up(addr, "Sam").await, table).await;
    spectator
        .until("the table closes", |m| m["code"] == "closed")
        .await;
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    assert!(
        !parlour_store::seatings::is_seated(&mut conn, user)
            .await
            .unwrap()
    );
    let seats = parlour_store::ledger::seat_balances(&mut conn)
        .await
        .unwrap();
    assert!(
        seats.iter().all(|(t, _, chips)| *t != table || *chips == 0),
        "{seats:?}"
    );
    assert!(books_balance(&mut conn).await);
    drop(conn);
    assert!(wallet(addr, &ann).await > 0, "her chips came back");
    // What the spectator saw: Ann stood up before the bot did, and nothing was dealt between.
    let stands: Vec<u64> = (spectator.seen.iter())
        .filter(|m| m["type"] == "events" && m["seats"].is_array())
        .map(|m| m["version"].as_u64().unwrap())
        .collect();
    assert!(stands.len() >= 2, "{:?}", spectator.seen);
    let (ann_stood, bot_stood) = (stands[stands.len() - 2], stands[stands.len() - 1]);
    assert_eq!(bot_stood, ann_stood + 1, "the bot played nothing alone");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn the_lobby_is_paged_and_pushed_to_its_followers() {
    let mut config = config("abuse_lobby");
    config.table_idle = Duration::from_millis(500);
    let server = start(config).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    // Ann follows the lobby before any table opens.
    let mut follower = Client::connect(addr, &ann).await;
    follower.send(json!({"type": "lobby"})).await;
    let mut opened = Vec::new();
    for _ in 0..5 {
        opened.push(open_table(addr, &ann, json!("casino")).await);
    }
    // Paged by id: two at a time, each page followed from the last id of the one before.
    let mut seen = Vec::new();
    let mut after: Option<i64> = None;
    loop {
        let path = match after {
            Some(after) => format!("/api/tables?limit=2&after={after}"),
            None => "/api/tables?limit=2".to_string(),
        };
        let page = get(addr, &path, None).await.body;
        let tables = page["tables"].as_array().unwrap();
        assert!(tables.len() <= 2);
        seen.extend(tables.iter().map(|t| t["id"].as_i64().unwrap()));
        match page["next"].as_i64() {
            Some(next) => after = Some(next),
            None => break,
        }
    }
    assert_eq!(seen, opened);
    let bad = get(addr, "/api/tables?limit=two", None).await;
    assert_eq!(refusal(&bad), (400, Some("malformed")));
    // Pushed: every table opened reaches the follower, in messages at most a second apart.
    let mut pushed = std::collections::BTreeSet::new();
    while pushed.len() < opened.len() {
        let message = follower
            .until("the tables", |m| m["type"] == "tables")
            .await;
        for table in message["tables"].as_array().unwrap() {
            pushed.insert(table["id"].as_i64().unwrap());
        }
    }
    assert_eq!(pushed.into_iter().collect::<Vec<_>>(), opened);
    // Nobody sits: the tables close, and the follower is told.
    let mut closed = std::collections::BTreeSet::new();
    while closed.len() < opened.len() {
        let message = follower
            .until("the closings", |m| m["type"] == "tables")
            .await;
        for table in message["closed"].as_array().unwrap() {
            closed.insert(table.as_i64().unwrap());
        }
    }
    assert_eq!(closed.into_iter().collect::<Vec<_>>(), opened);
    // Unfollowed: nothing more is pushed.
    follower
        .send(json!({"type": "lobby", "follow": false}))
        .await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    open_table(addr, &ann, json!("casino")).await;
    let quiet = follower.try_next(Duration::from_millis(1500)).await;
    assert!(
        quiet.as_ref().is_none_or(|m| m["type"] != "tables"),
        "{quiet:?}"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_person_who_misses_a_whole_round_while_away_is_sat_out_long_before_the_away_time() {
    let long = Duration::from_secs(600);
    let (server, ann, _, user) = gone_from_a_bots_table("abuse_sat_out", long, long).await;
    let addr = server.addr;
    // The bot plays on while she is seated, her turns running out; once a whole round has been
    // played without her, she is stood up at its end, long before ten minutes.
    let started = std::time::Instant::now();
    loop {
        let mut conn = server.app.store.pool().acquire().await.unwrap();
        let seated = parlour_store::seatings::is_seated(&mut conn, user)
            .await
            .unwrap();
        drop(conn);
        if !seated {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(20), "still seated");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(wallet(addr, &ann).await > 0, "her chips came back");
    // The table is left to its bot, which plays no more.
    let version = |answer: Answer| answer.body["tables"][0]["version"].as_u64().unwrap();
    let before = version(get(addr, "/api/tables", None).await);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(version(get(addr, "/api/tables", None).await), before);
    server.shutdown().await.unwrap();
}

/// A server whose people may be away for `away` and whose tables stand empty for `idle`, turns of
/// a tenth of a second, and Ann sat at a casino table beside a bot, her tab then closed: the
/// server, her cookie, the table and her id.
async fn gone_from_a_bots_table(
    label: &str,
    away: Duration,
    idle: Duration,
) -> (parlour_server::Running, String, i64, i64) {
    let mut config = config(label);
    config.away = away;
    config.table_idle = idle;
    config.turn = Duration::from_millis(100);
    let server = start(config).await;
    let (ann, table, mut client) = ann_at_a_table(server.addr, json!("casino")).await;
    client
        .all_accepted([sit(table, 0, 200), bot(table, 1)])
        .await;
    let user = me(server.addr, &ann).await["id"].as_i64().unwrap();
    drop(client);
    (server, ann, table, user)
}
