//! What each client is sent, checked message by message against what its seat may see: no dealer
//! card before the dealer plays, nobody else's refusal or moves, nothing of the live shuffle key.

use std::time::Duration;

use parlour_store::tables;
use serde_json::{Value, json};

use crate::common::*;

/// Checks one message `seat` received (`None`: a spectator), with `own` its own sequence numbers.
fn check(message: &Value, seat: Option<u64>, key: &str, own: &[u64]) {
    let text = message.to_string();
    assert!(!text.contains(key), "the live key was sent: {text}");
    match message["type"].as_str() {
        Some("refused" | "accepted") => {
            assert!(
                own.contains(&message["seq"].as_u64().unwrap()),
                "another's answer: {text}"
            );
        }
        Some("error") => {
            if let Some(seq) = message["seq"].as_u64() {
                assert!(own.contains(&seq), "another's error: {text}");
            }
        }
        _ => {}
    }
    if message["type"] == "events" && message.get("moves").is_some() {
        assert!(seat.is_some(), "moves sent to a spectator: {text}");
    }
    for object in values(message).into_iter().filter(|v| v.is_object()) {
        // A card dealt to the dealer is face down until he plays.
        if object["event"] == "dealt" && object["seat"].is_null() {
            assert!(object["card"].is_null(), "a dealer card was shown: {text}");
        }
        // A dealer's hand not yet played shows no card.
        if object["state"] == "waiting"
            && let Some(cards) = object["cards"].as_array()
            && object.get("stake").is_none()
        {
            assert!(
                cards.iter().all(Value::is_null),
                "the dealer's waiting hand shows: {text}"
            );
        }
    }
}

#[tokio::test]
async fn every_message_holds_only_what_its_seat_may_see() {
    let server = server_turning("leaks", Duration::from_millis(40)).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let bob = sign_up(addr, "Bob").await;
    let cy = sign_up(addr, "Cy").await;
    let table = open_table(
        addr,
        &ann,
        json!({"preset": "casino", "min_stake": 5, "max_stake": 50}),
    )
    .await;
    let key = {
        let mut conn = server.app.store.pool().acquire().await.unwrap();
        tables::get(&mut conn, table).await.unwrap().deal_key
    };
    let mut a = Client::connect(addr, &ann).await;
    let mut b = Client::connect(addr, &bob).await;
    let mut c = Client::connect(addr, &cy).await;
    c.send(watch(table)).await;
    // The bot first (it waits for a person); then Ann, whose turns run out in 40 ms; then Bob,
    // who may have to wait for the round in play to end.
    let seq_bot = a.request(bot(table, 2)).await;
    assert_eq!(a.answer(seq_bot).await["type"], "accepted");
    let seq_a = a.request(sit(table, 0, 200)).await;
    assert_eq!(a.answer(seq_a).await["type"], "accepted");
    let seq_b = b.request(sit(table, 1, 200)).await;
    assert_eq!(b.answer(seq_b).await["type"], "accepted");
    // Bob tries things he may not do, all the while: refusals that only he may hear.
    let mut bob_seqs = vec![seq_b];
    for _ in 0..20 {
        let seq = b.request(act(table, json!({"action": "split"}))).await;
        bob_seqs.push(seq);
        tokio::time::sleep(Duration::from_millis(15)).await;
    }
    // Let the table play a few rounds on timeouts and the bot.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let ann_seqs = [seq_a, seq_bot];
    for (client, seat, own) in [
        (&mut a, Some(0), &ann_seqs[..]),
        (&mut b, Some(1), &bob_seqs[..]),
        (&mut c, None, &[][..]),
    ] {
        // The table plays on: read what has come so far, for a moment.
        let until = tokio::time::Instant::now() + Duration::from_millis(300);
        while tokio::time::Instant::now() < until
            && client.try_next(Duration::from_millis(50)).await.is_some()
        {}
        assert!(client.seen.len() > 10, "the client heard the play");
        for message in &client.seen {
            check(message, seat, &key, own);
        }
    }
    let rounds = c.seen.iter().filter(|m| round_over(m)).count();
    assert!(rounds >= 2, "the table played rounds: {rounds}");
    let dealer_shown = (c.seen.iter()).any(|m| has_event(m, |e| e["event"] == "dealer_turned"));
    assert!(dealer_shown, "the dealer's cards are shown when he plays");
    server.shutdown().await.unwrap();
}
