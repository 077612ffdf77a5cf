//! Every bet of every game is held to the player's own betting limit and to the house maximum,
//! whatever the game calls it: a stake, a buy, a shoot bet, a kitty, a battle's attack, a raise.
//! The limits were once checked on the verb `stake` alone and a table's `max_stake` alone, so a
//! buy or any Palace bet passed them; these are the attacker's tries.

use serde_json::{Value, json};

use crate::common::*;

/// A new player whose own betting limit is `limit`: her session.
async fn limited(addr: std::net::SocketAddr, name: &str, limit: u64) -> String {
    let cookie = sign_up(addr, name).await;
    let set = post(addr, "/api/pin", Some(&cookie), json!({"pin": "2468"})).await;
    assert_eq!(set.body["pin_set"], true, "{set:?}");
    let body = json!({"limit": limit, "pin": "2468"});
    let set = post(addr, "/api/limit", Some(&cookie), body).await;
    assert_eq!(set.body["bet_limit"], limit, "{set:?}");
    cookie
}

/// Opens a table of `rules` with `seats` seats: the answer.
async fn open(addr: std::net::SocketAddr, cookie: &str, rules: Value, seats: usize) -> Answer {
    let body = json!({"rules": rules, "seats": seats});
    post(addr, "/api/tables", Some(cookie), body).await
}

/// What the table answers `action`, sent as a move by a seated client.
async fn try_bet(client: &mut Client, table: i64, action: Value) -> Value {
    client.ask(act(table, action)).await
}

/// Whether an answer is a refusal by the limits (the engine never saw the action).
fn over(answer: &Value, code: &str) -> bool {
    answer["type"] == "error" && answer["code"] == code
}

#[tokio::test]
async fn every_bet_of_every_game_is_held_to_the_players_own_limit() {
    let server = server("own-limit").await;
    let addr = server.addr;
    let ann = limited(addr, "Ann", 20).await;
    let mut client = Client::connect(addr, &ann).await;
    let mut purse = wallet(addr, &ann).await;
    // Each game's bets of 25 (over her 20), by every name the game has for one.
    let games = [
        (
            json!({"preset": "casino", "min_stake": 5, "max_stake": 100}),
            vec![json!({"action": "stake", "amount": 25})],
        ),
        (
            json!({"preset": "traditional", "max_stake": 100}),
            vec![
                json!({"action": "stake", "amount": 25}),
                json!({"action": "buy", "amount": 25}),
            ],
        ),
        (
            json!({"preset": "shoot", "max_stake": 100}),
            vec![
                json!({"action": "shoot", "amount": 25}),
                json!({"action": "kitty", "amount": 25}),
            ],
        ),
        (
            json!({"preset": "palace", "betting": "no_limit"}),
            vec![
                json!({"action": "attack", "defender": 1, "bet": 25}),
                json!({"action": "raise", "amount": 25}),
            ],
        ),
    ];
    for (rules, bets) in games {
        let opened = open(addr, &ann, rules.clone(), 3).await;
        assert_eq!(opened.status, 201, "{opened:?}");
        let table = opened.body["table"]["id"].as_i64().unwrap();
        client.accepted(sit(table, 0, 200)).await;
        for bet in bets {
            let answer = try_bet(&mut client, table, bet.clone()).await;
            assert!(over(&answer, "over_your_limit"), "{rules} {bet}: {answer}");
            assert!(
                answer["message"].as_str().unwrap().contains("20"),
                "{answer}"
            );
            // The same bet within her limit goes to the game (which may refuse it now).
            let mut within = bet.clone();
            for field in ["amount", "bet"] {
                if within.get(field).is_some() {
                    within[field] = json!(20);
                }
            }
            let answer = try_bet(&mut client, table, within.clone()).await;
            assert!(
                ["accepted", "refused"].contains(&answer["type"].as_str().unwrap()),
                "{rules} {within}: {answer}"
            );
        }
        // Nothing moved but the 200 chips she sat down with.
        purse -= 200;
        assert_eq!(wallet(addr, &ann).await, purse);
    }
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn the_house_maximum_holds_every_bet_and_every_tables_rules() {
    let mut config = config("house-max");
    config.house_max = 30;
    let server = start(config).await;
    let addr = server.addr;
    let bob = sign_up(addr, "Bob").await;
    // A table whose rules name a bet over the house's is not opened: a casino maximum, a Palace
    // small bet (whose buys and battles go past it), a Palace table whose largest limit battle does.
    for rules in [
        json!({"preset": "casino", "min_stake": 5, "max_stake": 40}),
        json!({"preset": "traditional", "max_stake": 31}),
        json!({"preset": "palace", "small_bet": 40, "big_bet": 40}),
        json!({"preset": "palace", "max_soldiers": 6}),
    ] {
        let refused = open(addr, &bob, rules.clone(), 3).await;
        assert_eq!(
            refusal(&refused),
            (400, Some("bad_table")),
            "{rules}: {refused:?}"
        );
    }
    // A no-limit Palace table at the house's limits opens; an attack past the house maximum is
    // refused though the game allows it, from a player with no limit of his own.
    let opened = open(
        addr,
        &bob,
        json!({"preset": "palace", "betting": "no_limit"}),
        3,
    )
    .await;
    assert_eq!(opened.status, 201, "{opened:?}");
    let table = opened.body["table"]["id"].as_i64().unwrap();
    let mut client = Client::connect(addr, &bob).await;
    client.accepted(sit(table, 0, 300)).await;
    let attack = |bet: u64| json!({"action": "attack", "defender": 1, "bet": bet});
    let answer = try_bet(&mut client, table, attack(31)).await;
    assert!(over(&answer, "over_house_max"), "{answer}");
    let answer = try_bet(&mut client, table, attack(30)).await;
    assert!(!over(&answer, "over_house_max"), "{answer}");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_table_has_the_seats_its_game_allows() {
    let (server, ann) = server_and_ann("seat-range").await;
    let addr = server.addr;
    for (rules, seats, opens) in [
        (json!("palace"), 1, false),
        (json!("palace"), 10, true),
        (json!("palace"), 11, false),
        (json!("casino"), 1, true),
        (json!("casino"), 8, false),
        // One pack seats eight at the home game; two seat twelve.
        (json!("traditional"), 9, false),
        (json!({"preset": "traditional", "packs": 2}), 12, true),
        (json!("traditional"), 0, false),
    ] {
        let answer = open(addr, &ann, rules.clone(), seats).await;
        assert_eq!(answer.status == 201, opens, "{rules} {seats}: {answer:?}");
    }
    server.shutdown().await.unwrap();
}
