//! Cards seen from a seat someone else was dealt in, and hand histories that would show a palace
//! nobody saw.

use super::*;

/// The view a message carries (a `view`, or `events` sent with views), with its version.
fn view_of(message: &Value) -> Option<(u64, &Value)> {
    let view = message.get("view")?;
    Some((message["version"].as_u64()?, view))
}

/// Reads `client` until it is sent a view at `version` or later: that view.
async fn view_at(client: &mut Client, version: u64) -> Value {
    client
        .until("a view", |m| view_of(m).is_some_and(|(v, _)| v >= version))
        .await["view"]
        .clone()
}

/// A seat's unseen cards are its player's: Bob, whose hand (or palace) was never shown, stands
/// up (or moves) between hands, and Cy, who sits down where he sat, sees none of it; nor does
/// anyone else. The table plays itself by its timeouts.
async fn a_newcomer_sees_nothing_left_in_the_seat(preset: &str, moves: bool) {
    let server = server_turning(&format!("newcomer-{preset}"), Duration::from_millis(150)).await;
    let addr = server.addr;
    let [ann, bob, cy, sam] = [
        sign_up(addr, "Ann").await,
        sign_up(addr, "Bob").await,
        sign_up(addr, "Cy").await,
        sign_up(addr, "Sam").await,
    ];
    let table = open_table(addr, &ann, json!(preset)).await;
    let mut spectator = Client::watching(addr, &sam, table).await;
    let mut clients = Vec::new();
    for (seat, cookie) in [(0, &ann), (1, &bob)] {
        let mut client = Client::watching(addr, cookie, table).await;
        client.accepted(sit(table, seat, 500)).await;
        clients.push(client);
    }
    let mut bob = clients.pop().unwrap();
    let started = std::time::Instant::now();
    // Bob's cards nobody else was shown, at a seam between hands.
    let hidden = loop {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "no hand ended with Bob's cards unseen"
        );
        let message = bob.until("a view", |m| view_of(m).is_some()).await;
        let (version, view) = view_of(&message).unwrap();
        if view["phase"] != "between_rounds" {
            continue;
        }
        let seen_by_all = cards_in(&view_at(&mut spectator, version).await);
        let hidden: BTreeSet<String> = cards_in(view).difference(&seen_by_all).cloned().collect();
        if hidden.is_empty() {
            continue;
        }
        let change = if moves {
            json!({"type": "move", "table": table, "seat": 2})
        } else {
            stand(table)
        };
        if bob.ask(change).await["type"] == "accepted" {
            break hidden;
        }
    };
    if moves {
        // Bob, in his new seat, still sees what he was dealt.
        let message = bob.until("his view from seat 2", |m| m["seat"] == 2).await;
        assert!(cards_in(&message["view"]).is_superset(&hidden), "{message}");
    }
    let mut newcomer = Client::watching(addr, &cy, table).await;
    let answer = newcomer.accepted(sit(table, 1, 300)).await;
    let version = answer["version"].as_u64().unwrap();
    let seated = newcomer
        .until("Cy's view from seat 1", |m| {
            m["type"] == "view" && m["seat"] == 1 && m["version"] == version
        })
        .await;
    let cy_sees = cards_in(&seated["view"]);
    assert!(
        cy_sees.is_disjoint(&hidden),
        "{preset}: Cy sees Bob's unseen cards {hidden:?}: {seated}"
    );
    // And nothing more than a spectator: he has been dealt nothing yet.
    let everyone = cards_in(&view_at(&mut spectator, version).await);
    assert!(cy_sees.is_subset(&everyone), "{preset}: {seated}");
    for client in &clients {
        for message in &client.seen {
            if let Some((v, view)) = view_of(message)
                && v >= version
            {
                assert!(cards_in(view).is_disjoint(&hidden), "{message}");
            }
        }
    }
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_newcomer_sees_nothing_of_a_home_hand_thrown_in_unseen() {
    a_newcomer_sees_nothing_left_in_the_seat("traditional", false).await;
    a_newcomer_sees_nothing_left_in_the_seat("traditional", true).await;
}

#[tokio::test]
async fn a_newcomer_sees_nothing_of_a_palace_never_shown() {
    a_newcomer_sees_nothing_left_in_the_seat("palace", false).await;
    a_newcomer_sees_nothing_left_in_the_seat("palace", true).await;
}

/// A Palace hand is kept in its players' histories only when every palace was turned over by its
/// end: its record's keys deal every card of its shuffles, so a palace folded unseen would be
/// there for everyone who sat in it. Every hand kept replays, as a spectator steps through it, to
/// an end with every palace face up; and hands ended by folds were played but not kept.
#[tokio::test]
async fn a_palace_hand_is_kept_only_if_every_palace_was_shown() {
    let server = server_turning("palace-kept", Duration::from_millis(100)).await;
    let addr = server.addr;
    let [ann, bob] = [sign_up(addr, "Ann").await, sign_up(addr, "Bob").await];
    let table = open_table(addr, &ann, json!("palace")).await;
    let mut clients = Vec::new();
    for (seat, cookie) in [(0, &ann), (1, &bob)] {
        let mut client = Client::connect(addr, cookie).await;
        client.accepted(sit(table, seat, 400)).await;
        clients.push(client);
    }
    clients[0].accepted(bot(table, 2)).await;
    // The hands played end one way or another (a showdown, or all but one folded) as the table
    // plays itself: play on until both kinds of end have come.
    let (mut played, mut showdowns, mut folded) = (0, 0, 0);
    let started = std::time::Instant::now();
    while (played < 12 || showdowns == 0 || folded == 0)
        && started.elapsed() < Duration::from_secs(90)
    {
        let message = clients[0].next().await;
        for event in message["events"].as_array().into_iter().flatten() {
            if event["event"] == "round_over" {
                played += 1;
                let ended = &event["round"]["ending"];
                if ended == "showdown" {
                    showdowns += 1;
                }
                let players = event["round"]["players"].as_array().unwrap();
                if players.iter().any(|p| p["status"] == "folded") {
                    folded += 1;
                }
            }
        }
    }
    assert!(
        showdowns > 0 && folded > 0,
        "{played} hands: {showdowns} showdowns, {folded} with a fold"
    );
    let page = get(addr, "/api/hands?limit=100", Some(&ann)).await;
    let hands = page.body["hands"].as_array().unwrap();
    assert!(!hands.is_empty(), "no hand was kept");
    assert!(
        hands.len() < played,
        "every hand was kept, those ended unseen too"
    );
    for hand in hands {
        let id = hand["id"].as_i64().unwrap();
        let steps = get(addr, &format!("/api/hands/{id}/steps"), Some(&ann)).await;
        assert_eq!(steps.status, 200, "{steps:?}");
        let last = steps.body["steps"].as_array().unwrap().last().unwrap();
        for player in last["view"]["round"]["players"].as_array().unwrap() {
            if player["status"] == "sat_out" {
                continue;
            }
            let palace = player["palace"].as_array().unwrap();
            assert!(
                palace.iter().all(Value::is_string),
                "a palace never shown, in a hand kept: {}",
                last["view"]
            );
            // A palace gone from the hand went either turned over or unseen, and the hand says so.
            assert_eq!(
                last["view"]["round"]["palace_unseen"], false,
                "{}",
                last["view"]
            );
        }
    }
    server.shutdown().await.unwrap();
}
