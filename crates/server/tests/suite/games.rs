//! Every game's tables at the server: a home table (traditional, and Shoot with its kitty) and a
//! Palace table open with empty seats, bots sit down, a person sits beside them, hands are played
//! (the person's turns running out), and every chip is where the ledger says: a kitty or a pot is
//! the table's own account, never the house's.

use std::time::Duration;

use parlour_store::ledger::{self, Account};
use serde_json::{Value, json};

use crate::common::*;

async fn hands_are_played(label: &str, rules: Value, hands: usize) {
    let mut config = config(label);
    config.turn = Duration::from_millis(30);
    let server = parlour_server::start(config).await.unwrap();
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let table = open_table(addr, &ann, rules).await;
    let mut client = Client::connect(addr, &ann).await;
    // The bots first: they wait for a person, and Ann's turns run out at once once she sits.
    for message in [
        json!({"type": "bot", "table": table, "seat": 1, "add": true}),
        json!({"type": "bot", "table": table, "seat": 2, "add": true}),
        json!({"type": "sit", "table": table, "seat": 0, "chips": 200}),
    ] {
        let seq = client.request(message).await;
        let answer = client.answer(seq).await;
        assert_eq!(answer["type"], "accepted", "{answer}");
    }
    for _ in 0..hands {
        client
            .until("a hand's end", |m| {
                m["events"]
                    .as_array()
                    .is_some_and(|e| e.iter().any(|e| e["event"] == "round_over"))
            })
            .await;
    }
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    assert!(ledger::reconcile(&mut conn).await.unwrap().is_empty());
    let house = ledger::balance(&mut conn, Account::House).await.unwrap();
    assert_eq!(house, 0, "the house plays no part at {label}");
    let seats: i64 = ledger::seat_balances(&mut conn)
        .await
        .unwrap()
        .iter()
        .filter(|(t, _, _)| *t == table)
        .map(|(_, _, chips)| chips)
        .sum();
    let held = ledger::balance(&mut conn, Account::Held { table })
        .await
        .unwrap();
    // Ann brought 200, each bot 100 minimums' worth: they are all on the seats or held apart.
    let bot = rules_min(&server, table) * 100;
    assert_eq!(
        seats + held,
        200 + 2 * bot.max(100),
        "seats {seats}, held {held}"
    );
    drop(conn);
    server.shutdown().await.unwrap();
}

fn rules_min(server: &parlour_server::Running, table: i64) -> i64 {
    let rules = server.app.lobby.get(table).unwrap().summary().rules;
    ["min_stake", "small_bet"]
        .iter()
        .find_map(|k| rules.get(*k).and_then(Value::as_i64))
        .unwrap()
}

#[tokio::test]
async fn a_traditional_table_plays_with_bots_beside_a_person() {
    hands_are_played("traditional", json!("traditional"), 3).await;
}

#[tokio::test]
async fn a_shoot_table_keeps_its_kitty_as_the_tables_own() {
    hands_are_played("shoot", json!("shoot"), 3).await;
}

#[tokio::test]
async fn a_palace_table_plays_with_bots_beside_a_person() {
    hands_are_played("palace", json!("palace"), 2).await;
}
