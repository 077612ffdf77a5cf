//! What an attacker tries, over real sockets, written from docs/protocol.md alone: chips made by a
//! seat change dressed as a move, a wallet's top-up raced against a sit, a burst of PINs, cards
//! read from a seat someone else was dealt in, keys read from anything the server sends.

mod oracle;
mod seeds;
mod sight;

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use parlour_cards::{Card, Pile, ShuffleKey, ShuffleStream, Shuffler};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::common::*;

/// The house's account and a wallet, as the ledger keeps them.
async fn balances(server: &parlour_server::Running, user: i64) -> (i64, i64) {
    use parlour_store::Account;
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    (
        balance(&mut conn, Account::House).await,
        balance(&mut conn, Account::Wallet(user)).await,
    )
}

/// `act` carries the game's moves: a top-up or a stand sent as one is refused, moves no chip, and
/// leaves the player seated, free to stand up properly.
#[tokio::test]
async fn a_seat_change_sent_as_a_move_is_refused_and_moves_nothing() {
    let server = server("act-top-up").await;
    let addr = server.addr;
    let (ann, table, mut client, _) = ann_seated(addr, 100).await;
    let user = me(addr, &ann).await["id"].as_i64().unwrap();
    let before = balances(&server, user).await;
    for action in [
        json!({"action": "top_up", "chips": 1_000_000}),
        json!({"action": "stand"}),
        json!({"action": "sit", "name": "Ann", "chips": 5}),
        json!({"action": "move", "to": 1}),
        json!({"action": "seeded", "shuffle": 0, "hash": "00".repeat(32)}),
    ] {
        let answer = client.ask(act(table, action.clone())).await;
        assert_eq!(answer["code"], "not_a_move", "{action}: {answer}");
        assert_eq!(balances(&server, user).await, before, "{action}");
    }
    // Nothing was written: the table is where the sit left it.
    let listed = get(addr, "/api/tables", None).await;
    assert_eq!(listed.body["tables"][0]["version"], 1, "{}", listed.body);
    // Still seated, as the engine and the server agree: a real stand is taken, and the wallet is
    // whole again, the house untouched.
    client.accepted(stand(table)).await;
    assert_eq!(balances(&server, user).await, (0, 1000));
    let health = ops_get(addr, "/health").await;
    assert_eq!(health.body["books"], json!([]));
    server.shutdown().await.unwrap();
}

/// A dry wallet is filled again only while its player sits at no table, decided inside the
/// top-up's own write: a top-up raced against the sit that emptied the wallet never wins, so a
/// player who never plays a hand never holds more than they were granted.
#[tokio::test]
async fn a_wallet_top_up_raced_against_a_sit_never_makes_chips() {
    let (server, ann, table, mut client) = server_and_ann_at_a_table("top-up-race").await;
    let addr = server.addr;
    let user = me(addr, &ann).await["id"].as_i64().unwrap();
    let mut topped = 0;
    for _ in 0..30 {
        // The whole wallet onto the seat, and at the same moment a top-up of the wallet.
        let (seq, top_up) = tokio::join!(
            client.request(sit(table, 0, 1000)),
            http(addr, "POST", "/api/wallet/top_up", Some(&ann), None)
        );
        assert_eq!(client.answer(seq).await["type"], "accepted");
        if top_up.status == 200 {
            topped += 1;
        }
        client.accepted(stand(table)).await;
    }
    // Whatever order the two took, the wallet was never dry while its player sat at no table.
    assert_eq!(topped, 0);
    assert_eq!(balances(&server, user).await.1, 1000);
    server.shutdown().await.unwrap();
}

/// Five wrong PINs lock the PIN: two hundred wrong tries at once check five PINs, no more, and the
/// right PIN after them finds it locked.
#[tokio::test]
async fn a_burst_of_wrong_pins_checks_five_and_locks() {
    let (server, ann) = server_and_ann("pin-burst").await;
    let addr = server.addr;
    let set = post(addr, "/api/pin", Some(&ann), json!({"pin": "2468"})).await;
    assert_eq!(set.status, 200, "{set:?}");
    let tries: Vec<_> = (0..200)
        .map(|i| {
            let ann = ann.clone();
            tokio::spawn(async move {
                let body = json!({"limit": 20, "pin": format!("{:04}", 3000 + i)});
                post(addr, "/api/limit", Some(&ann), body).await
            })
        })
        .collect();
    let mut statuses: BTreeMap<u16, usize> = BTreeMap::new();
    let mut fifth = 0;
    for answer in tries {
        let answer = answer.await.unwrap();
        *statuses.entry(answer.status).or_default() += 1;
        let message = answer.body["error"]["message"].as_str().unwrap_or_default();
        fifth += usize::from(message.starts_with("five wrong PINs"));
    }
    // Five PINs were checked and found wrong: four told so, the fifth that it locked the PIN;
    // the other 195 found it locked and were not checked.
    assert_eq!(statuses, BTreeMap::from([(403, 4), (423, 196)]));
    assert_eq!(fifth, 1);
    let body = json!({"limit": 20, "pin": "2468"});
    let after = post(addr, "/api/limit", Some(&ann), body).await;
    assert_eq!(
        after.status, 423,
        "the right PIN finds it locked: {after:?}"
    );
    assert!(me(addr, &ann).await["pin_locked_until"].is_i64());
    assert_eq!(me(addr, &ann).await["bet_limit"], Value::Null);
    server.shutdown().await.unwrap();
}
