//! The turn's timer: a turn that runs out is played by the engine's timeout action (a missed bet
//! leaves the seat out of the round), and a timer left from a turn that has passed does nothing.

use std::sync::atomic::Ordering;
use std::time::Duration;

use parlour_server::table::Command;
use serde_json::{Value, json};

use crate::common::*;

#[tokio::test]
async fn a_missed_bet_leaves_the_seat_out_of_the_round() {
    let mut config = config("missed");
    config.turn = Duration::from_millis(50);
    let server = parlour_server::start(config).await.unwrap();
    let ann = sign_up(server.addr, "Ann").await;
    let table = open_table(server.addr, &ann, json!("casino")).await;
    let mut client = Client::connect(server.addr, &ann).await;
    // The bot first: it waits for a person, and Ann's turn runs out in 50 ms once she sits.
    let seq = client
        .request(json!({"type": "bot", "table": table, "seat": 1, "add": true}))
        .await;
    assert_eq!(client.answer(seq).await["type"], "accepted");
    let seq = client
        .request(json!({"type": "sit", "table": table, "seat": 0, "chips": 100}))
        .await;
    assert_eq!(client.answer(seq).await["type"], "accepted");
    // Ann does nothing: her turn to bet runs out, she passes, and the bot plays the round alone.
    let over = client
        .until("a round", |m| {
            m["events"]
                .as_array()
                .is_some_and(|e| e.iter().any(|e| e["event"] == "round_over"))
        })
        .await;
    let passed = client.seen.iter().any(|m| {
        m["events"]
            .as_array()
            .is_some_and(|e| e.iter().any(|e| e["event"] == "passed" && e["seat"] == 0))
    });
    assert!(passed, "Ann's missed bet is a pass");
    let round = over["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event"] == "round_over")
        .unwrap();
    let bettors: Vec<&Value> = round["round"]["bettors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| &b["seat"])
        .collect();
    assert_eq!(bettors, [&json!(1)], "only the bot played the round");
    assert!(server.app.metrics.timeouts.load(Ordering::Relaxed) >= 1);
    assert_eq!(
        wallet(server.addr, &ann).await,
        900,
        "her 100 are on her seat, untouched"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_timer_from_a_turn_that_has_passed_never_fires() {
    let server = server("stale").await;
    let ann = sign_up(server.addr, "Ann").await;
    let table = open_table(server.addr, &ann, json!("casino")).await;
    let mut client = Client::connect(server.addr, &ann).await;
    let seq = client
        .request(json!({"type": "sit", "table": table, "seat": 0, "chips": 100}))
        .await;
    assert_eq!(client.answer(seq).await["type"], "accepted");
    let handle = server.app.lobby.get(table).unwrap();
    let version = handle.summary().version;
    // Ann's turn to bet has a 15-second timer of the current generation. A timer of an earlier
    // generation arrives: it is counted and ignored.
    for generation in [0, 1] {
        handle.tx.send(Command::Timer { generation }).await.unwrap();
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(handle.summary().version, version, "nothing was played");
    assert_eq!(server.app.metrics.stale_timers.load(Ordering::Relaxed), 2);
    // Ann still has her turn: her bet is taken.
    let seq = client
        .request(
            json!({"type": "act", "table": table, "action": {"action": "stake", "amount": 10}}),
        )
        .await;
    assert_eq!(client.answer(seq).await["type"], "accepted");
    server.shutdown().await.unwrap();
}
