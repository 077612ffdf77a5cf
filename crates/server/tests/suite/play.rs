//! Playing at a table over the protocol: sign up, open a table, sit, a bot beside, rounds of bets
//! and plays, stand up; every chip where the ledger says.

use parlour_store::ledger;
use serde_json::{Value, json};

use crate::common::*;

/// The player's moves, if this message says the player is on turn.
fn my_moves(message: &Value, seat: usize) -> Option<Value> {
    match message["type"].as_str()? {
        "view" => {
            let view = &message["view"];
            let on_turn = view["to_act"].as_array()?.iter().any(|s| s == seat);
            on_turn.then(|| view["moves"].clone())
        }
        "events" => {
            let on_turn = message["to_act"].as_array()?.iter().any(|s| s == seat);
            on_turn.then(|| message["moves"].clone())
        }
        _ => None,
    }
}

fn ends_round(message: &Value) -> bool {
    message["type"] == "events" && round_over(message)
}

#[tokio::test]
async fn a_player_sits_plays_rounds_beside_a_bot_and_stands_up_with_every_chip_accounted_for() {
    play_three_rounds(config("play")).await;
}

/// The same on PostgreSQL: the same code and migrations.
#[tokio::test]
async fn the_same_rounds_on_postgresql() {
    let (config, name) = postgres_config("play").await;
    play_three_rounds(config).await;
    parlour_store::testing::drop_postgres(&name).await;
}

async fn play_three_rounds(config: parlour_server::Config) {
    let server = start(config).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    assert_eq!(wallet(addr, &ann).await, 1000, "the starting grant");
    let rules = json!({"preset": "casino", "min_stake": 5, "max_stake": 100});
    let table = open_table(addr, &ann, rules).await;

    let mut client = Client::connect(addr, &ann).await;
    client.send(watch(table)).await;
    let view = client.until("the view", |m| m["type"] == "view").await;
    assert_eq!(view["seat"], Value::Null, "a spectator until seated");
    assert_eq!(view["view"]["viewer"], "spectator");

    client.accepted(sit(table, 0, 200)).await;
    assert_eq!(wallet(addr, &ann).await, 800, "200 went to the seat");
    client.accepted(bot(table, 1)).await;

    // Play three rounds: bet 10, stick when allowed, else twist.
    let mut rounds = 0;
    let mut last_version = 0;
    while rounds < 3 {
        let message = client.next().await;
        if let Some(version) = message["version"].as_u64() {
            assert!(version >= last_version, "versions never go back");
            last_version = version;
        }
        if ends_round(&message) {
            rounds += 1;
            if rounds == 3 {
                break;
            }
        }
        let Some(action) = my_moves(&message, 0).and_then(|moves| casino_move(&moves, 10)) else {
            continue;
        };
        let version = json!(message["version"].as_u64());
        client.accepted(act_at(table, action, &version)).await;
    }

    // Between rounds Ann stands up: the seat's chips go back to her wallet.
    // The betting has just opened, on her: a stand is allowed before anyone has answered it.
    client.accepted(stand(table)).await;
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let left = wallet(addr, &ann).await;
    let seat = |seat| ledger::Account::Seat { table, seat };
    assert_eq!(
        balance(&mut conn, seat(0)).await,
        0,
        "nothing left on her seat"
    );
    // The house's result is the other side of Ann's and the bot's.
    let bot = balance(&mut conn, seat(1)).await;
    let house = balance(&mut conn, ledger::Account::House).await;
    // Ann started with 1000 in her wallet and took every chip back; the bot brought 500.
    assert_eq!(
        (left - 1000) + (bot - 500) + house,
        0,
        "wallet {left}, bot {bot}, house {house}"
    );
    // Ann bet in every round, and ties go to the dealer: each round moved her chips, and her
    // seat's statement shows the sit, a settlement a round, and the stand.
    let statement = ledger::statement(&mut conn, seat(0), None, 100)
        .await
        .unwrap();
    let reasons: Vec<&str> = statement.iter().rev().map(|l| l.reason.as_str()).collect();
    assert_eq!(reasons.first(), Some(&"sit"), "{reasons:?}");
    assert_eq!(reasons.last(), Some(&"stand"), "{reasons:?}");
    assert_eq!(
        reasons.iter().filter(|&&r| r == "settle").count(),
        3,
        "{reasons:?}"
    );
    assert!(books_balance(&mut conn).await);
    // Each round is in Ann's hand history, and in nobody else's.
    let key = parlour_store::tables::get(&mut conn, table)
        .await
        .unwrap()
        .deal_key;
    drop(conn);
    let bob = sign_up(addr, "Bob").await;
    crate::hands::check(addr, &ann, &bob, table, 3, &key).await;
    server.shutdown().await.unwrap();
}

/// Bots are the table's business: its opener, or a player seated at it, seats or removes one; a
/// passer-by's request is refused and changes nothing.
#[tokio::test]
async fn only_the_opener_or_a_seated_player_seats_or_removes_a_bot() {
    let server = server("bots_owner").await;
    let addr = server.addr;
    // A home table: between hands it waits for its players (the first to sit calls the cut).
    let (_, table, mut a) = ann_at_a_table(addr, json!("traditional")).await;
    let mut b = Client::connect(addr, &sign_up(addr, "Bob").await).await;
    let mut c = Client::connect(addr, &sign_up(addr, "Cy").await).await;
    c.send(watch(table)).await;
    c.until("the view", |m| m["type"] == "view").await;
    // A passer-by seats no bot.
    let refused = b.ask(bot(table, 1)).await;
    assert_eq!(refused["code"], "not_your_table", "{refused}");
    b.accepted(sit(table, 2, 100)).await;
    // Ann opened the table: she seats one without sitting down herself.
    a.accepted(bot(table, 1)).await;
    let seated = c.until("the bot", |m| m["seats"][1].is_string()).await;
    // A passer-by removes none; Bob, seated, may.
    let removal = json!({"type": "bot", "table": table, "seat": 1, "add": false});
    let refused = c.ask(removal.clone()).await;
    assert_eq!(refused["code"], "not_your_table", "{refused}");
    b.accepted(removal).await;
    let gone = c.until("the bot gone", |m| m["seats"][1].is_null()).await;
    assert!(gone["version"].as_u64() > seated["version"].as_u64());
}

/// Whoever sits down during a round waits for the next one, and is seated when it comes.
#[tokio::test]
async fn a_player_who_sits_down_during_a_round_is_seated_at_the_next() {
    let (server, _, table, mut a) = server_and_ann_at_a_table("waiting").await;
    let addr = server.addr;
    let bob = sign_up(addr, "Bob").await;
    a.all_accepted([sit(table, 0, 100), bot(table, 1)]).await;
    // Ann bets, the bot bets too, the cards are dealt, and the round waits on Ann's play; unless
    // a Pontoon ends the round at the deal, when she bets again.
    for deal in 0.. {
        assert!(deal < 20, "a round that waits on Ann");
        a.accepted(stake(table, 5)).await;
        let next = a.until("Ann's turn", |m| m["to_act"] == json!([0])).await;
        if has_move(&next["moves"], "twist") {
            break;
        }
    }
    let mut b = Client::connect(addr, &bob).await;
    let seq = b.request(sit(table, 2, 100)).await;
    let first = b.until("an answer", |m| m["seq"] == seq).await;
    assert_eq!(first["type"], "waiting", "{first}");
    assert_eq!(first["change"], "sit", "{first}");
    // The seat he waits for is his: no bot is kept for it in the meantime.
    let kept = a.ask(bot(table, 2)).await;
    assert_eq!(kept["code"], "seat_taken", "{kept}");
    // The bot in seat 1 asked out mid-round leaves at the seam, as Bob sits down.
    let gone = a
        .ask(json!({"type": "bot", "table": table, "seat": 1, "add": false}))
        .await;
    assert_eq!(gone["type"], "waiting", "{gone}");
    assert_eq!(gone["change"], "bot_out", "{gone}");
    assert_eq!(
        wallet(addr, &bob).await,
        1000,
        "nothing moves while he waits"
    );
    // Ann plays her hand out (stick on 15 or more, else twist): the dealer plays, the round
    // ends, and Bob sits down.
    let mut twists = 0;
    loop {
        let stick = a.ask(act(table, json!({"action": "stick"}))).await;
        if stick["type"] == "accepted" {
            break;
        }
        let twist = a.ask(act(table, json!({"action": "twist"}))).await;
        if twist["type"] != "accepted" {
            break; // bust, or five cards: the hand is over
        }
        twists += 1;
        assert!(twists < 5, "a hand ends within five cards");
    }
    let seated = b
        .until("his seat", |m| m["seq"] == seq && m["type"] == "accepted")
        .await;
    assert!(seated["version"].as_u64().is_some());
    assert_eq!(wallet(addr, &bob).await, 900);
    let view = b
        .until("his view", |m| m["type"] == "view" && m["seat"] == 2)
        .await;
    assert_eq!(view["seats"][2], "Bob");
    let view = b
        .until("the bot gone", |m| {
            m["type"] == "view" && m["seats"][1].is_null()
        })
        .await;
    assert_eq!(view["kept"], json!([]), "{view}");
    server.shutdown().await.unwrap();
}
