//! Reconnecting by version: a client a little behind is sent what it missed, one far behind (or
//! ahead) a fresh view; either way it carries on from there.

use std::time::Duration;

use serde_json::{Value, json};

use crate::common::*;

/// A table where Ann sits with two bots beside her and her turns run out at once: it plays by
/// itself, here until a client of Ann's following it (then dropped) has seen it reach `version`.
/// The server, Ann's cookie and the table.
async fn busy_table(label: &str, version: u64) -> (parlour_server::Running, String, i64) {
    let server = server_turning(label, Duration::from_millis(20)).await;
    let rules = json!({"preset": "casino", "min_stake": 5, "max_stake": 50});
    let (ann, table, mut client) = ann_at_a_table(server.addr, rules).await;
    // The bots first: they wait for a person, and Ann's turns run out in 20 ms once she sits.
    client
        .all_accepted([bot(table, 1), bot(table, 2), sit(table, 0, 300)])
        .await;
    drop(client);
    let mut first = Client::connect(server.addr, &ann).await;
    first.send(watch(table)).await;
    reach(&mut first, version).await;
    (server, ann, table)
}

/// Reads until the table reaches `version`.
async fn reach(client: &mut Client, version: u64) {
    client
        .until("the version", |m| {
            m["version"].as_u64().is_some_and(|v| v >= version)
        })
        .await;
}

#[tokio::test]
async fn a_client_a_little_behind_gets_the_events_it_missed_in_order() {
    let (server, ann, table) = busy_table("behind", 20).await;
    // Behind by a few versions: the table has gone on since.
    let mut again = Client::connect(server.addr, &ann).await;
    again
        .send(json!({"type": "watch", "table": table, "version": 18}))
        .await;
    let mut expected = 19;
    loop {
        let message = again.next().await;
        match message["type"].as_str() {
            Some("events") if message["replayed"] == true => {
                assert_eq!(message["version"], expected, "missed events come in order");
                expected += 1;
            }
            Some("caught_up") => {
                assert_eq!(message["version"], expected - 1);
                break;
            }
            other => panic!("a replay, then caught_up; not {other:?}: {message}"),
        }
    }
    assert!(expected >= 21, "it missed at least versions 19 and 20");
    // Then the live events follow on from there.
    let next = again.until("live events", |m| m["type"] == "events").await;
    assert_eq!(next["version"], expected);
    assert!(next.get("replayed").is_none());
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_client_far_behind_or_ahead_gets_a_fresh_view() {
    // Past what the table keeps (128 versions).
    let (server, ann, table) = busy_table("far", 140).await;
    for version in [2, 1_000_000] {
        let mut again = Client::connect(server.addr, &ann).await;
        again
            .send(json!({"type": "watch", "table": table, "version": version}))
            .await;
        let message: Value = again.next().await;
        assert_eq!(message["type"], "view", "{message}");
        assert_eq!(message["seat"], 0, "Ann sees her own seat");
        assert!(message["version"].as_u64().unwrap() >= 140);
    }
    server.shutdown().await.unwrap();
}
