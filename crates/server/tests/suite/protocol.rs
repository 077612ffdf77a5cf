//! The protocol's edges: what is refused, and how, and that nothing refused changes anything.

use std::time::Duration;

use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

use crate::common::*;

#[tokio::test]
async fn bad_messages_are_refused_and_change_nothing() {
    let (server, ann, table, mut client) = server_and_ann_at_a_table("edges").await;
    let addr = server.addr;

    // Malformed, unknown, and for a table that is not there. A request not read is answered
    // with its table and number, where it named them, so that the client knows which it was.
    client.send_raw(Message::Text("{not json".into())).await;
    assert_eq!(client.next().await["code"], "malformed");
    let unread = json!({"type": "sit", "table": table, "seq": 99, "seat": "zero", "chips": 10});
    client.send(unread).await;
    let answer = client.next().await;
    assert_eq!(answer["code"], "malformed", "{answer}");
    assert_eq!(
        (&answer["table"], &answer["seq"]),
        (&json!(table), &json!(99))
    );
    client.send(json!({"type": "shout", "table": table})).await;
    assert_eq!(client.next().await["code"], "malformed");
    client.send(watch(999)).await;
    assert_eq!(client.next().await["code"], "no_such_table");

    // Acting without a seat.
    let answer = client.ask(act(table, json!({"action": "pass"}))).await;
    assert_eq!(answer["code"], "not_seated", "{answer}");

    // A seat the table does not have is said to be none of its seats, not a taken one.
    for request in [sit(table, 7, 100), bot(table, 7)] {
        let answer = client.ask(request).await;
        assert_eq!(answer["code"], "no_such_seat", "{answer}");
        assert!(
            answer["message"].as_str().unwrap().contains("no seat 7"),
            "{answer}"
        );
    }

    // Sitting with more than the wallet holds: refused, and the wallet is as it was.
    assert_eq!(client.ask(sit(table, 0, 5000)).await["code"], "wallet");
    assert_eq!(wallet(addr, &ann).await, 1000);

    let seq = client.request(sit(table, 0, 100)).await;
    assert_eq!(client.answer(seq).await["type"], "accepted");
    // The same sequence number again: answered as it was the first time, nothing done twice.
    let first = client.seen.last().unwrap().clone();
    client
        .send(json!({"type": "top_up", "table": table, "seq": seq, "chips": 50}))
        .await;
    let again = client.answer(seq).await;
    assert_eq!(again["type"], "accepted");
    assert_eq!(again["version"], first["version"]);
    assert_eq!(again["repeat"], true);
    assert_eq!(wallet(addr, &ann).await, 900);
    let moved = client
        .ask(json!({"type": "move", "table": table, "seat": 7}))
        .await;
    assert_eq!(moved["code"], "no_such_seat", "{moved}");

    // A stale version: refused by the engine, and nothing changes.
    let seq = client.request(json!({"type": "act", "table": table, "version": 0, "action": {"action": "stake", "amount": 10}})).await;
    let answer = client.answer(seq).await;
    assert_eq!(answer["type"], "refused");
    assert_eq!(answer["refusal"]["code"], "stale", "{answer}");

    // Someone else's refusal is not sent to a spectator.
    let bob = sign_up(addr, "Bob").await;
    let mut spectator = Client::connect(addr, &bob).await;
    spectator.send(watch(table)).await;
    spectator.until("the view", |m| m["type"] == "view").await;
    let stick = client.ask(act(table, json!({"action": "stick"}))).await;
    assert_eq!(stick["type"], "refused");
    let heard = spectator.try_next(Duration::from_millis(300)).await;
    assert!(heard.is_none(), "the spectator heard {heard:?}");

    // An oversized message closes the connection, saying why.
    let big = json!({"type": "ping", "pad": "x".repeat(20_000)}).to_string();
    client.send_raw(Message::Text(big.into())).await;
    assert!(
        client.closed(Duration::from_secs(5)).await,
        "the oversized message closes it"
    );
    assert_eq!(client.close_code(), Some(1009), "message too big");

    // Without a session there is no socket at all; nor from another site's page.
    let own = format!("http://{addr}");
    let url = format!("ws://{addr}/ws");
    assert!(!upgraded(&url, &[("origin", own.as_str())]).await);
    assert!(
        !upgraded(
            &url,
            &[("cookie", ann.as_str()), ("origin", "http://evil.example")]
        )
        .await
    );
    server.shutdown().await.unwrap();
}

/// Whether the server upgrades a WebSocket request to `url` with these headers.
async fn upgraded(url: &str, headers: &[(&'static str, &str)]) -> bool {
    let mut request =
        tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(url)
            .unwrap();
    for &(name, value) in headers {
        request.headers_mut().insert(name, value.parse().unwrap());
    }
    tokio_tungstenite::connect_async(request).await.is_ok()
}

/// A connection that floods is told to slow down, then closed; the table goes on for others.
#[tokio::test]
async fn a_flood_is_refused_and_then_closed() {
    let mut config = config("flood");
    config.limits.set("messages=20").unwrap();
    let server = start(config).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let mut client = Client::connect(addr, &ann).await;
    for _ in 0..200 {
        if !client.try_send(json!({"type": "ping"})).await {
            break;
        }
    }
    assert!(
        client.closed(Duration::from_secs(5)).await,
        "the flood is closed"
    );
    let floods = client.seen.iter().filter(|m| m["code"] == "flood").count();
    assert!(floods >= 1, "told to slow down first");
    assert_eq!(
        client.close_code(),
        Some(1008),
        "the close frame came through the flood"
    );
    // Another connection of the same person is served once the account's allowance, which all
    // its connections share, has filled a little again.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut other = Client::connect(addr, &ann).await;
    other.send(json!({"type": "ping"})).await;
    assert_eq!(other.next().await["type"], "pong");
    // And the operator sees it all.
    let metrics = ops_get(addr, "/metrics").await;
    let text = metrics.body.as_str().unwrap_or_default().to_string();
    assert!(text.contains("parlour_protocol_errors_total"), "{text}");
    assert!(
        text.contains("parlour_action_seconds_bucket{le=\"+Inf\"}"),
        "{text}"
    );
    let health = ops_get(addr, "/health").await;
    assert_eq!(health.body["ok"], true);
    assert_eq!(health.body["books"], json!([]));
    server.shutdown().await.unwrap();
}

/// A graceful stop closes every socket with its reason, after what the tables said.
#[tokio::test]
async fn a_graceful_stop_closes_sockets_with_a_reason() {
    let server = server("stop").await;
    let (_, table, mut client, _) = ann_seated(server.addr, 100).await;
    let stopping = tokio::spawn(server.shutdown());
    let said = client
        .until("the stop", |m| m["code"] == "shutting_down")
        .await;
    assert_eq!(said["table"], table);
    assert!(client.closed(Duration::from_secs(5)).await);
    stopping.await.unwrap().unwrap();
}

/// A request's number counts under its client's id: a second tab of the same person (another id)
/// numbers its own from 1 and trips over nothing, while the first, back on a new connection,
/// sending its last request again, is answered as it was. An id that is not one is refused.
#[tokio::test]
async fn each_client_numbers_its_own_requests() {
    let (server, ann, table, mut first) = server_and_ann_at_a_table("clients").await;
    let addr = server.addr;
    let sat = sit(table, 0, 100);
    let seq = first.request(sat.clone()).await;
    let seated = first.answer(seq).await;
    assert_eq!(seated["type"], "accepted");
    let mut second = Client::connect(addr, &ann).await;
    assert_ne!(second.id, first.id);
    let top_up = second
        .request(json!({"type": "top_up", "table": table, "chips": 50}))
        .await;
    assert_eq!(top_up, seq, "both count from 1");
    let answer = second.answer(top_up).await;
    assert_eq!(answer["type"], "accepted", "{answer}");
    assert!(answer.get("repeat").is_none());
    assert_eq!(wallet(addr, &ann).await, 850);
    // The first client, its connection lost, comes back and sends its sit again.
    let (id, last) = (first.id.clone(), first.seq());
    drop(first);
    let answer = resend(addr, &ann, &id, last, sat).await;
    assert_eq!(
        (&answer["type"], &answer["version"], &answer["repeat"]),
        (&json!("accepted"), &seated["version"], &json!(true))
    );
    assert_eq!(wallet(addr, &ann).await, 850);
    // An id that is not one: the upgrade is refused.
    for bad in ["short", "has space here", &"x".repeat(65)] {
        let url = format!("ws://{addr}/ws?client={}", bad.replace(' ', "%20"));
        assert!(!upgraded(&url, &[("cookie", ann.as_str())]).await, "{bad}");
    }
    server.shutdown().await.unwrap();
}

/// A table holds the answers of its last requests only (`answers::REMEMBERED`, 1,024); a request
/// accepted longer ago than that, sent again, is still answered as it was, from the database,
/// where its key was written with its action, and does nothing again.
#[tokio::test]
async fn a_request_accepted_long_ago_is_still_answered_as_it_was() {
    // Thirty connections of one account, one after another, each closed as the next opens.
    let mut config = config("long-ago");
    config.limits.set("sockets=1000").unwrap();
    let server = start(config).await;
    let addr = server.addr;
    let (ann, table, mut first) = ann_at_a_table(addr, json!("casino")).await;
    let add = bot(table, 1);
    let seq = first.request(add.clone()).await;
    let answer = first.answer(seq).await;
    assert_eq!(
        (&answer["type"], &answer["version"]),
        (&json!("accepted"), &json!(1))
    );
    let first_id = first.id.clone();
    // Over a thousand requests since, each accepted, from clients of 36 each.
    let mut accepted = 1;
    let mut add_next = false;
    while accepted < 1100 {
        let mut client = Client::connect(addr, &ann).await;
        let mut sent = Vec::new();
        for _ in 0..36 {
            let message = json!({"type": "bot", "table": table, "seat": 1, "add": add_next});
            sent.push(client.request(message).await);
            add_next = !add_next;
        }
        for seq in sent {
            let answer = client.answer(seq).await;
            assert_eq!(answer["type"], "accepted", "{answer}");
            accepted += 1;
        }
    }
    let listed = get(addr, "/api/tables", None).await;
    let version = listed.body["tables"][0]["version"].clone();
    // The first request again, from its client back on a new connection.
    let answer = resend(addr, &ann, &first_id, seq, add).await;
    assert_eq!(
        (&answer["type"], &answer["version"], &answer["repeat"]),
        (&json!("accepted"), &json!(1), &json!(true)),
        "{answer}"
    );
    let listed = get(addr, "/api/tables", None).await;
    assert_eq!(
        listed.body["tables"][0]["version"], version,
        "nothing done again"
    );
    server.shutdown().await.unwrap();
}

/// The `events` of a sit name the turn as the view of the same version does; a follower who
/// comes back is sent what it missed as it happened, then, with `caught_up`, the table as it
/// stands: whose turn it is, until when, and a seated follower's moves.
#[tokio::test]
async fn a_sits_events_name_the_turn_and_caught_up_brings_the_turn_and_the_moves() {
    let (server, ann, table, mut client) = server_and_ann_at_a_table("turn-edges").await;
    let addr = server.addr;
    client.send(watch(table)).await;
    client.until("the view", |m| m["type"] == "view").await;
    let sat = client.accepted(sit(table, 0, 500)).await;
    let sat_at = sat["version"].clone();
    let events = client
        .until("the sit's events", |m| {
            m["type"] == "events" && m["version"] == sat_at
        })
        .await;
    let view = client
        .until("the view after it", |m| {
            m["type"] == "view" && m["version"] == sat_at
        })
        .await;
    assert_eq!(events["turn"]["seat"], 0, "{events}");
    assert_eq!(events["turn"], view["turn"], "one turn, one deadline");
    assert_eq!(events["to_act"], json!([0]));
    // She stakes; back from just before, she is sent the stake as it happened (seat changes in
    // between would bring a fresh view instead), then the table as it is.
    let staked = client.accepted(stake(table, 10)).await;
    let now = client
        .until("the stake's events", |m| {
            m["type"] == "events" && m["version"] == staked["version"]
        })
        .await;
    let mut again = Client::connect(addr, &ann).await;
    again
        .send(json!({"type": "watch", "table": table, "version": sat_at}))
        .await;
    let replayed = again
        .until("the missed stake", |m| m["type"] == "events")
        .await;
    assert_eq!(replayed["replayed"], true);
    assert_eq!(replayed["version"], staked["version"]);
    assert!(
        replayed.get("turn").is_none(),
        "history says nothing of the turn now"
    );
    let caught_up = again.until("caught up", |m| m["type"] == "caught_up").await;
    assert_eq!(caught_up["version"], staked["version"]);
    assert_eq!(caught_up["to_act"], now["to_act"]);
    assert_eq!(caught_up["turn"], now["turn"]);
    assert_eq!(caught_up["moves"], now["moves"]);
    let moves = caught_up["moves"]
        .as_array()
        .expect("a seated follower's moves");
    assert!(!moves.is_empty(), "{caught_up}");
    server.shutdown().await.unwrap();
}
