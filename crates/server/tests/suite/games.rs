//! Every game's tables at the server: a home table (traditional, and Shoot with its kitty) and a
//! Palace table open with empty seats, bots sit down, a person sits beside them, hands are played
//! (the person's turns running out), and every chip is where the ledger says: a kitty or a pot is
//! the table's own account, never the house's.
//!
//! And a leak test at the socket for each game: the table's stored record is played again
//! through the engine, apart from the server, and every `events` message the person and a
//! spectator were sent must be exactly what the engine shows that viewer at that version, and
//! every view theirs: no banker's card before he turns it, no card bought face down, no palace
//! card of another player before a battle or showdown shows it reaches anyone it should not.

use std::time::Duration;

use std::collections::{BTreeSet, HashMap};

use parlour_engine::{Seat, Viewer};
use parlour_store::ledger::{self, Account};
use serde_json::{Value, json};

use crate::common::*;

async fn hands_are_played(label: &str, rules: Value, hands: usize) {
    let server = server_turning(label, Duration::from_millis(30)).await;
    let addr = server.addr;
    let (ann, table, mut client) = ann_at_a_table(addr, rules).await;
    let sam = sign_up(addr, "Sam").await;
    let mut spectator = Client::watching(addr, &sam, table).await;
    spectator.until("the view", |m| m["type"] == "view").await;
    // The bots first: they wait for a person, and Ann's turns run out at once once she sits.
    client
        .all_accepted([bot(table, 1), bot(table, 2), sit(table, 0, 200)])
        .await;
    for _ in 0..hands {
        client.until("a hand's end", round_over).await;
    }
    // The spectator, caught up to where Ann's client is.
    let last = client
        .seen
        .iter()
        .filter_map(|m| m["version"].as_u64())
        .max()
        .unwrap();
    spectator
        .until("Ann's version", |m| {
            m["version"].as_u64().is_some_and(|v| v >= last)
        })
        .await;
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let seen = replayed(&mut conn, table).await;
    check_seen(&client.seen, &seen, Viewer::Seat(Seat(0)), label);
    check_seen(&spectator.seen, &seen, Viewer::Spectator, label);
    assert!(books_balance(&mut conn).await);
    if label == "traditional" || label == "palace" {
        // A home round or a Palace hand is in Ann's hand history only if it showed every card it
        // dealt (a hand the banker never had shown, a palace never turned over, keeps its cards):
        // each listed one replays alone, and every card of a home round's deck was shown to the
        // spectator; a Palace hand is recorded with the keys of its shuffles instead.
        let page = get(addr, "/api/hands?limit=100", Some(&ann)).await;
        let listed = page.body["hands"].as_array().unwrap();
        let shown: BTreeSet<String> = spectator.seen.iter().flat_map(cards_in).collect();
        for hand in listed {
            let id = hand["id"].as_i64().unwrap();
            let one = get(addr, &format!("/api/hands/{id}"), Some(&ann)).await;
            let record =
                parlour_engine::record::Record::parse(&one.body["record"].to_string()).unwrap();
            let (_, output) = parlour_games::registry().replay(&record).unwrap();
            assert!(output.all_accepted(), "{}", one.body["record"]);
            assert_eq!(output.hands[0]["net"], one.body["round"]["net"]);
            if label == "palace" {
                assert!(
                    one.body["record"]["keys"]
                        .as_array()
                        .is_some_and(|k| !k.is_empty())
                );
                continue;
            }
            for card in one.body["record"]["deck"].as_array().unwrap() {
                assert!(
                    shown.contains(card.as_str().unwrap()),
                    "{card} was never shown"
                );
            }
        }
    }
    drop(conn);
    // The bots play on: the balances are read in one transaction, as of one moment (a hand that
    // starts between two reads would count its antes twice, on the seats and held apart).
    let mut tx = server.app.store.pool().begin().await.unwrap();
    let house = balance(&mut tx, Account::House).await;
    assert_eq!(house, 0, "the house plays no part at {label}");
    let seats = on_seats(&mut tx, table).await;
    let held = balance(&mut tx, Account::Held { table }).await;
    tx.rollback().await.unwrap();
    // Ann brought 200, each bot 100 minimums' worth: they are all on the seats or held apart.
    let bot = rules_min(&server, table) * 100;
    assert_eq!(
        seats + held,
        200 + 2 * bot.max(100),
        "seats {seats}, held {held}"
    );
    server.shutdown().await.unwrap();
}

/// The chips on every seat of `table`, together.
async fn on_seats(conn: &mut sqlx::AnyConnection, table: i64) -> i64 {
    ledger::seat_balances(conn)
        .await
        .unwrap()
        .iter()
        .filter(|(t, _, _)| *t == table)
        .map(|(_, _, chips)| chips)
        .sum()
}

/// What each viewer sees at each version of the stored table, played again through the engine:
/// (version, viewer) -> (events, view).
async fn replayed(
    conn: &mut sqlx::AnyConnection,
    table: i64,
) -> HashMap<(u64, Viewer), (Value, Value)> {
    let mut seen = HashMap::new();
    replay_stored(conn, table, |engine, version| {
        for viewer in [Viewer::Seat(Seat(0)), Viewer::Spectator] {
            seen.insert(
                (version, viewer),
                (json!(engine.events(viewer)), engine.view(viewer)),
            );
        }
    })
    .await;
    seen
}

/// Every `events` message `messages` holds is the engine's events for `viewer` at its version,
/// and every view in one the engine's view for `viewer`.
fn check_seen(
    messages: &[Value],
    seen: &HashMap<(u64, Viewer), (Value, Value)>,
    viewer: Viewer,
    label: &str,
) {
    let mut checked = 0;
    for message in messages.iter().filter(|m| m["type"] == "events") {
        let version = message["version"].as_u64().unwrap();
        let Some((events, view)) = seen.get(&(version, viewer)) else {
            continue; // after the record was read
        };
        assert_eq!(
            &message["events"], events,
            "{label}: {viewer:?}'s events at {version}"
        );
        if message.get("view").is_some() {
            assert_eq!(
                &message["view"], view,
                "{label}: {viewer:?}'s view at {version}"
            );
        }
        checked += 1;
    }
    assert!(
        checked > 10,
        "{label}: only {checked} messages checked for {viewer:?}"
    );
}

/// The table's smallest bet, as its game's kit says its rules name it.
fn rules_min(server: &parlour_server::Running, table: i64) -> i64 {
    let summary = server.app.lobby.get(table).unwrap().summary();
    let kit = parlour_games::kit(summary.game).unwrap();
    kit.entry.limits(&summary.rules).unwrap().1.least as i64
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

/// The tests' own game, high card, registered by its kit alone: the server, which names no game,
/// opens its table, seats its bots beside a person, plays its rounds, books its pot as the table's
/// own and shows each viewer only what the engine shows them.
#[tokio::test]
async fn a_game_the_server_has_never_heard_of_plays_through_its_kit() {
    parlour_games::register_high_card();
    hands_are_played("high_card", json!("high-card"), 3).await;
}

/// A Shoot banker who stands up takes back the kitty she put up: it leaves the table's own
/// account and reaches her wallet with the rest of her chips.
#[tokio::test]
async fn a_shoot_banker_who_stands_up_takes_her_kitty_home() {
    let mut config = config("kitty");
    config.turn = Duration::from_millis(30);
    config.allow_stacked = true;
    let server = start(config).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    // The first three cards are the cut for the bank: Ann's ace wins it.
    let rules = json!({"rules": "shoot", "deck": ["AS", "2C", "3D"]});
    let opened = post(addr, "/api/tables", Some(&ann), rules).await;
    assert_eq!(opened.status, 201, "{opened:?}");
    let table = opened.body["table"]["id"].as_i64().unwrap();
    let mut client = Client::connect(addr, &ann).await;
    // Ann sits first, so she calls the cut, and wins the bank; her turns run out, and a banker's
    // first is to put up the kitty.
    client
        .all_accepted([sit(table, 0, 300), bot(table, 1), bot(table, 2)])
        .await;
    client
        .until("the kitty", |m| has_event(m, |e| e["event"] == "kitty_put"))
        .await;
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    // Between hands she stands up (asked again until it is between hands).
    for attempt in 0.. {
        assert!(attempt < 200, "Ann never stood up");
        if client.ask(stand(table)).await["type"] == "accepted" {
            break;
        }
    }
    // With nobody but bots at the table it stops, so the books and the engine can be compared.
    let seat = balance(&mut conn, Account::Seat { table, seat: 0 }).await;
    assert_eq!(seat, 0);
    assert!(books_balance(&mut conn).await);
    let seen = replayed(&mut conn, table).await;
    let last = seen.keys().map(|(v, _)| *v).max().unwrap();
    let kitty = seen[&(last, Viewer::Spectator)].1["kitty"]
        .as_i64()
        .unwrap();
    let held = balance(&mut conn, Account::Held { table }).await;
    assert_eq!(held, kitty, "the table's account holds the engine's kitty");
    // Ann's chips, the kitty she took back included, all went home.
    let bots = on_seats(&mut conn, table).await;
    let home = wallet(addr, &ann).await;
    assert_eq!(
        (home - 700) + bots + held,
        300 + 2 * 100 * rules_min(&server, table),
        "wallet {home}, bots {bots}, held {held}"
    );
    drop(conn);
    server.shutdown().await.unwrap();
}
