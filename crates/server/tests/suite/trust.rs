//! What an attacker tries, over real sockets, written from docs/protocol.md alone: chips made by a
//! seat change dressed as a move, a wallet's top-up raced against a sit, a burst of PINs, cards
//! read from a seat someone else was dealt in, keys read from anything the server sends.

use std::collections::{BTreeMap, BTreeSet};
use std::net::SocketAddr;
use std::time::Duration;

use parlour_cards::{Card, Pile, ShuffleKey, ShuffleStream, Shuffler};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::common::*;

/// The house's account and a wallet, as the ledger keeps them.
async fn balances(server: &parlour_server::Running, user: i64) -> (i64, i64) {
    use parlour_store::ledger::{self, Account};
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    (
        ledger::balance(&mut conn, Account::House).await.unwrap(),
        ledger::balance(&mut conn, Account::Wallet(user))
            .await
            .unwrap(),
    )
}

async fn me(addr: SocketAddr, cookie: &str) -> Value {
    http(addr, "GET", "/api/me", Some(cookie), None).await.body
}

/// `act` carries the game's moves: a top-up or a stand sent as one is refused, moves no chip, and
/// leaves the player seated, free to stand up properly.
#[tokio::test]
async fn a_seat_change_sent_as_a_move_is_refused_and_moves_nothing() {
    let server = server("act-top-up").await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let user = me(addr, &ann).await["id"].as_i64().unwrap();
    let table = open_table(addr, &ann, json!("casino")).await;
    let mut client = Client::connect(addr, &ann).await;
    client
        .all_accepted([json!({"type": "sit", "table": table, "seat": 0, "chips": 100})])
        .await;
    let before = balances(&server, user).await;
    for action in [
        json!({"action": "top_up", "chips": 1_000_000}),
        json!({"action": "stand"}),
        json!({"action": "sit", "name": "Ann", "chips": 5}),
        json!({"action": "move", "to": 1}),
        json!({"action": "seeded", "shuffle": 0, "hash": "00".repeat(32)}),
    ] {
        let seq = client
            .request(json!({"type": "act", "table": table, "action": action}))
            .await;
        let answer = client.answer(seq).await;
        assert_eq!(answer["code"], "not_a_move", "{action}: {answer}");
        assert_eq!(balances(&server, user).await, before, "{action}");
    }
    // Nothing was written: the table is where the sit left it.
    let listed = http(addr, "GET", "/api/tables", None, None).await;
    assert_eq!(listed.body["tables"][0]["version"], 1, "{}", listed.body);
    // Still seated, as the engine and the server agree: a real stand is taken, and the wallet is
    // whole again, the house untouched.
    client
        .all_accepted([json!({"type": "stand", "table": table})])
        .await;
    assert_eq!(balances(&server, user).await, (0, 1000));
    let health = http(addr, "GET", "/health", None, None).await;
    assert_eq!(health.body["books"], json!([]));
    server.shutdown().await.unwrap();
}

/// A dry wallet is filled again only while its player sits at no table, decided inside the
/// top-up's own write: a top-up raced against the sit that emptied the wallet never wins, so a
/// player who never plays a hand never holds more than they were granted.
#[tokio::test]
async fn a_wallet_top_up_raced_against_a_sit_never_makes_chips() {
    let server = server("top-up-race").await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let user = me(addr, &ann).await["id"].as_i64().unwrap();
    let table = open_table(addr, &ann, json!("casino")).await;
    let mut client = Client::connect(addr, &ann).await;
    let mut topped = 0;
    for _ in 0..30 {
        // The whole wallet onto the seat, and at the same moment a top-up of the wallet.
        let sit = json!({"type": "sit", "table": table, "seat": 0, "chips": 1000});
        let (seq, top_up) = tokio::join!(
            client.request(sit),
            http(addr, "POST", "/api/wallet/top_up", Some(&ann), None)
        );
        assert_eq!(client.answer(seq).await["type"], "accepted");
        if top_up.status == 200 {
            topped += 1;
        }
        client
            .all_accepted([json!({"type": "stand", "table": table})])
            .await;
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
    let server = server("pin-burst").await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let set = http(
        addr,
        "POST",
        "/api/pin",
        Some(&ann),
        Some(json!({"pin": "2468"})),
    )
    .await;
    assert_eq!(set.status, 200, "{set:?}");
    let tries: Vec<_> = (0..200)
        .map(|i| {
            let ann = ann.clone();
            tokio::spawn(async move {
                let body = json!({"limit": 20, "pin": format!("{:04}", 3000 + i)});
                http(addr, "POST", "/api/limit", Some(&ann), Some(body)).await
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
    let after = http(
        addr,
        "POST",
        "/api/limit",
        Some(&ann),
        Some(json!({"limit": 20, "pin": "2468"})),
    )
    .await;
    assert_eq!(
        after.status, 423,
        "the right PIN finds it locked: {after:?}"
    );
    assert!(me(addr, &ann).await["pin_locked_until"].is_i64());
    assert_eq!(me(addr, &ann).await["bet_limit"], Value::Null);
    server.shutdown().await.unwrap();
}

/// Every card a message shows, by its notation, anywhere in it.
fn cards_in(message: &Value) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut stack = vec![message];
    while let Some(value) = stack.pop() {
        match value {
            Value::Array(items) => stack.extend(items),
            Value::Object(fields) => stack.extend(fields.values()),
            Value::String(text) if text.len() == 2 && text.parse::<Card>().is_ok() => {
                found.insert(text.clone());
            }
            _ => {}
        }
    }
    found
}

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
    let mut spectator = Client::connect(addr, &sam).await;
    spectator
        .send(json!({"type": "watch", "table": table, "views": true}))
        .await;
    let mut clients = Vec::new();
    for (seat, cookie) in [(0, &ann), (1, &bob)] {
        let mut client = Client::connect(addr, cookie).await;
        client
            .send(json!({"type": "watch", "table": table, "views": true}))
            .await;
        client
            .all_accepted([json!({"type": "sit", "table": table, "seat": seat, "chips": 500})])
            .await;
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
            json!({"type": "stand", "table": table})
        };
        let seq = bob.request(change).await;
        if bob.answer(seq).await["type"] == "accepted" {
            break hidden;
        }
    };
    if moves {
        // Bob, in his new seat, still sees what he was dealt.
        let message = bob.until("his view from seat 2", |m| m["seat"] == 2).await;
        assert!(cards_in(&message["view"]).is_superset(&hidden), "{message}");
    }
    let mut newcomer = Client::connect(addr, &cy).await;
    newcomer
        .send(json!({"type": "watch", "table": table, "views": true}))
        .await;
    let seq = newcomer
        .request(json!({"type": "sit", "table": table, "seat": 1, "chips": 300}))
        .await;
    let answer = newcomer.answer(seq).await;
    assert_eq!(answer["type"], "accepted", "{answer}");
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

/// Every 64-hex-digit string in a message: anything that could be a key.
fn hex_strings(message: &Value, found: &mut BTreeSet<String>) {
    let mut stack = vec![message];
    while let Some(value) = stack.pop() {
        match value {
            Value::Array(items) => stack.extend(items),
            Value::Object(fields) => stack.extend(fields.values()),
            Value::String(text)
                if text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit()) =>
            {
                found.insert(text.to_ascii_lowercase());
            }
            _ => {}
        }
    }
}

/// One pack a table shuffled, as its whole record shows it once played to the end: its key, how
/// many packs it held (a part, refilled mid-hand, is checked by its key alone), and the last version
/// at which a card came off it.
#[derive(Debug)]
struct Dealt {
    key: ShuffleKey,
    whole: Option<usize>,
    last_drawn: u64,
}

/// Every pack table `id` shuffled, from its stored record, master key and all.
async fn packs_of(server: &parlour_server::Running, id: i64) -> Vec<Dealt> {
    use parlour_engine::{Player, Seat, Table, Viewer};
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let stored = parlour_store::tables::get(&mut conn, id).await.unwrap();
    let actions = parlour_store::tables::actions(&mut conn, id).await.unwrap();
    let rules: Value = serde_json::from_str(&stored.rules).unwrap();
    let players: Vec<Player> = serde_json::from_str(&stored.players).unwrap();
    let deal = parlour_server::table::read_deal(&stored.deal_key).unwrap();
    let seating = Table {
        players,
        first: None,
        kitty: 0,
    };
    let entry = parlour_games::registry().get(&stored.game).unwrap();
    let mut table = entry.open(&rules, seating, deal).unwrap();
    // Each action's events, in order, say which pack its cards come from: the one in use, until
    // an event says a shuffle (numbered) was made.
    let mut current: Option<usize> = None;
    let mut last_drawn: BTreeMap<usize, u64> = BTreeMap::new();
    for stored in actions {
        let action: Value = serde_json::from_str(&stored.action).unwrap();
        let version = table
            .apply(Seat::from(stored.seat as usize), &action, None)
            .unwrap();
        for event in table.events(Viewer::Auditor) {
            if let Some(number) = event["shuffle"].as_u64()
                && event["event"] != "seated"
            {
                current = Some(number as usize);
            } else if let Some(pack) = current
                && !cards_in(&event).is_empty()
            {
                last_drawn.insert(pack, version);
            }
        }
    }
    let report = table.fairness(true).unwrap();
    report
        .shuffles
        .iter()
        .filter_map(|shuffle| {
            let n = shuffle.number as usize;
            Some(Dealt {
                key: ShuffleKey::from_hex(shuffle.key.as_deref()?).unwrap(),
                whole: (shuffle.cards % 52 == 0 && shuffle.pile.is_none())
                    .then_some(shuffle.cards / 52),
                last_drawn: *last_drawn.get(&n)?,
            })
        })
        .collect()
}

/// The top cards of `packs` new packs shuffled and cut by the fair scheme with `key`.
fn top_cards(key: &ShuffleKey, packs: usize) -> Vec<Card> {
    let mut pile = Pile::fresh(packs);
    Shuffler::seeded(ShuffleStream::keyed(key)).shuffle_and_cut(&mut pile);
    pile.iter().take(10).collect()
}

/// The oracle: everything sent to anyone (every WebSocket message to two players and a
/// spectator, every fairness report, hand history and replay they may fetch) is searched for
/// 32-byte hex strings, and each is tried as the key of every pack that still had cards to deal
/// when it was sent (as it is, and hashed once more): none may shuffle to that pack. The players
/// give no seeds, as bots never do and a person need not.
#[tokio::test]
async fn no_value_sent_to_anyone_is_the_key_of_a_pack_still_in_play() {
    let server = server_turning("oracle", Duration::from_millis(120)).await;
    let addr = server.addr;
    let [ann, bob, sam] = [
        sign_up(addr, "Ann").await,
        sign_up(addr, "Bob").await,
        sign_up(addr, "Sam").await,
    ];
    let casino = open_table(addr, &ann, json!("pontoon-blackjack")).await;
    let home = open_table(addr, &ann, json!("traditional")).await;
    let palace = open_table(addr, &ann, json!("palace")).await;
    let tables = [casino, home, palace];
    let mut spectator = Client::connect(addr, &sam).await;
    for table in tables {
        spectator
            .send(json!({"type": "watch", "table": table, "views": true}))
            .await;
    }
    let mut ann_client = Client::connect(addr, &ann).await;
    let mut bob_client = Client::connect(addr, &bob).await;
    for table in tables {
        ann_client
            .send(json!({"type": "watch", "table": table, "views": true}))
            .await;
        ann_client
            .all_accepted([json!({"type": "sit", "table": table, "seat": 0, "chips": 300})])
            .await;
    }
    for table in [home, palace] {
        bob_client
            .send(json!({"type": "watch", "table": table, "views": true}))
            .await;
        bob_client
            .all_accepted([json!({"type": "sit", "table": table, "seat": 1, "chips": 300})])
            .await;
    }
    for (table, seats) in [(casino, [1, 2]), (home, [2, 2]), (palace, [2, 2])] {
        for seat in BTreeSet::from(seats) {
            ann_client
                .all_accepted([json!({"type": "bot", "table": table, "seat": seat, "add": true})])
                .await;
        }
    }
    // What each was sent, with the version of its table when it was sent.
    let mut sent: Vec<(i64, u64, Value)> = Vec::new();
    let version_now = |tables: &Value, id: i64| -> u64 {
        (tables["tables"].as_array().unwrap().iter())
            .find(|t| t["id"] == id)
            .map_or(0, |t| t["version"].as_u64().unwrap())
    };
    let started = std::time::Instant::now();
    let mut rounds = 0;
    while started.elapsed() < Duration::from_secs(25) && rounds < 40 {
        // Ann bets at the casino table; every other move there and elsewhere is a timeout.
        let Some(message) = ann_client.try_next(Duration::from_secs(5)).await else {
            break;
        };
        if message["table"] == casino
            && message["events"]
                .as_array()
                .is_some_and(|e| e.iter().any(|e| e["event"] == "round_over"))
        {
            rounds += 1;
        }
        if message["table"] == casino
            && let Some(stake) = message["moves"]
                .as_array()
                .and_then(|m| m.iter().find(|m| m["move"] == "stake"))
        {
            let action = json!({"action": "stake", "amount": stake["min"]});
            ann_client
                .request(json!({"type": "act", "table": casino, "action": action}))
                .await;
        }
        // Now and then, everything a player or anyone may fetch over HTTP.
        if rounds % 4 == 3 || started.elapsed() > Duration::from_secs(24) {
            let mut fetched = Vec::new();
            for table in tables {
                let path = format!("/api/tables/{table}/fairness");
                fetched.push((table, http(addr, "GET", &path, None, None).await.body));
            }
            for cookie in [&ann, &bob] {
                let page = http(addr, "GET", "/api/hands?limit=100", Some(cookie), None).await;
                for hand in page.body["hands"].as_array().unwrap() {
                    let id = hand["id"].as_i64().unwrap();
                    let table = hand["table"].as_i64().unwrap();
                    for path in [format!("/api/hands/{id}"), format!("/api/hands/{id}/steps")] {
                        fetched.push((
                            table,
                            http(addr, "GET", &path, Some(cookie), None).await.body,
                        ));
                    }
                }
                fetched.push((0, page.body));
            }
            let listed = http(addr, "GET", "/api/tables", None, None).await.body;
            for (table, body) in fetched {
                // Anything fetched was fetched by now: its table's version now bounds it.
                for t in tables {
                    if table == 0 || table == t {
                        sent.push((t, version_now(&listed, t), body.clone()));
                    }
                }
            }
        }
    }
    assert!(rounds >= 10, "only {rounds} casino rounds");
    for client in [&ann_client, &bob_client, &spectator] {
        for message in &client.seen {
            if let (Some(table), Some(version)) =
                (message["table"].as_i64(), message["version"].as_u64())
            {
                sent.push((table, version, message.clone()));
            }
        }
    }
    let mut packs = BTreeMap::new();
    for table in tables {
        packs.insert(table, packs_of(&server, table).await);
    }
    let mut tried = 0;
    let mut revealed = 0;
    for (table, version, message) in &sent {
        let mut candidates = BTreeSet::new();
        hex_strings(message, &mut candidates);
        for candidate in &candidates {
            let bytes = ShuffleKey::from_hex(candidate).unwrap();
            let hashed = ShuffleKey::from_bytes(Sha256::digest(bytes.bytes()).into());
            for pack in &packs[table] {
                if pack.key == bytes {
                    revealed += 1;
                }
                if pack.last_drawn <= *version {
                    continue;
                }
                tried += 1;
                for guess in [bytes, hashed] {
                    assert_ne!(
                        guess, pack.key,
                        "a live key was sent at version {version}: {message}"
                    );
                    if let Some(packs) = pack.whole {
                        assert_ne!(
                            top_cards(&guess, packs),
                            top_cards(&pack.key, packs),
                            "a live pack can be dealt from what was sent at version {version}: {message}"
                        );
                    }
                }
            }
        }
    }
    // The oracle had work: values were tried against live packs, and the keys of packs done
    // with, revealed, were among what was sent.
    assert!(tried > 1000, "{tried} tries");
    assert!(revealed > 0, "no revealed key was seen");
    server.shutdown().await.unwrap();
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
        client
            .all_accepted([json!({"type": "sit", "table": table, "seat": seat, "chips": 400})])
            .await;
        clients.push(client);
    }
    clients[0]
        .all_accepted([json!({"type": "bot", "table": table, "seat": 2, "add": true})])
        .await;
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
    let page = http(addr, "GET", "/api/hands?limit=100", Some(&ann), None).await;
    let hands = page.body["hands"].as_array().unwrap();
    assert!(!hands.is_empty(), "no hand was kept");
    assert!(
        hands.len() < played,
        "every hand was kept, those ended unseen too"
    );
    for hand in hands {
        let id = hand["id"].as_i64().unwrap();
        let steps = http(
            addr,
            "GET",
            &format!("/api/hands/{id}/steps"),
            Some(&ann),
            None,
        )
        .await;
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

/// A round in which a seed was given replays: its record keeps the seed as its hash (so nobody
/// learns another's seed from it), and the replay viewer steps through it.
#[tokio::test]
async fn a_round_with_a_seed_replays_from_its_history() {
    let server = server_turning("seeded-rounds", Duration::from_millis(150)).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let table = open_table(addr, &ann, json!("pontoon-blackjack")).await;
    let mut client = Client::connect(addr, &ann).await;
    client
        .send(json!({"type": "watch", "table": table, "views": true}))
        .await;
    client
        .all_accepted([
            json!({"type": "sit", "table": table, "seat": 0, "chips": 300}),
            json!({"type": "bot", "table": table, "seat": 1, "add": true}),
        ])
        .await;
    let mut rounds = 0;
    let mut seeded: BTreeSet<u64> = BTreeSet::new();
    while rounds < 6 {
        let message = client.next().await;
        if message["events"]
            .as_array()
            .is_some_and(|e| e.iter().any(|e| e["event"] == "round_over"))
        {
            rounds += 1;
        }
        // A seed for each shuffle, given once the round is dealt; a bet when one is asked for.
        if let Some(next) = message["fair"]["number"].as_u64()
            && message["view"]["round"].is_object()
            && seeded.insert(next)
        {
            let seed =
                json!({"action": "seed", "shuffle": next, "seed": format!("Ann's words {next}")});
            client
                .request(json!({"type": "act", "table": table, "action": seed}))
                .await;
        }
        if let Some(stake) = message["moves"]
            .as_array()
            .and_then(|m| m.iter().find(|m| m["move"] == "stake"))
        {
            let action = json!({"action": "stake", "amount": stake["min"]});
            client
                .request(json!({"type": "act", "table": table, "action": action}))
                .await;
        }
    }
    let page = http(addr, "GET", "/api/hands?limit=100", Some(&ann), None).await;
    let registry = parlour_games::registry();
    let mut with_seeds = 0;
    for hand in page.body["hands"].as_array().unwrap() {
        let id = hand["id"].as_i64().unwrap();
        let one = http(addr, "GET", &format!("/api/hands/{id}"), Some(&ann), None).await;
        let record = &one.body["record"];
        let text = record.to_string();
        let verbs: Vec<&str> = (record["actions"].as_array().unwrap().iter())
            .filter_map(|a| a[1].as_str())
            .collect();
        if !verbs.iter().any(|v| v.starts_with("seed")) {
            continue;
        }
        assert!(
            !verbs.contains(&"seed"),
            "a seed itself in a history: {text}"
        );
        with_seeds += 1;
        assert!(
            !text.contains("Ann's words"),
            "a seed's text in a history: {text}"
        );
        let steps = http(
            addr,
            "GET",
            &format!("/api/hands/{id}/steps"),
            Some(&ann),
            None,
        )
        .await;
        assert_eq!(steps.status, 200, "{steps:?}");
        let parsed = parlour_engine::record::Record::parse(&text).unwrap();
        let (_, output) = registry.replay(&parsed).unwrap();
        assert!(output.all_accepted(), "{text}");
    }
    assert!(with_seeds >= 2, "{with_seeds} rounds with a seed");
    server.shutdown().await.unwrap();
}

/// A seed changes nothing on the table, so it gives nobody time: the turn's deadline after a seed
/// is the one before it (a player could otherwise hold the table up, seed after seed).
#[tokio::test]
async fn a_seed_leaves_the_turn_and_its_deadline_as_they_were() {
    let server = server_turning("seed-clock", Duration::from_secs(20)).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let table = open_table(addr, &ann, json!("casino")).await;
    let mut client = Client::connect(addr, &ann).await;
    client
        .send(json!({"type": "watch", "table": table, "views": true}))
        .await;
    client
        .all_accepted([json!({"type": "sit", "table": table, "seat": 0, "chips": 100})])
        .await;
    let seated = client
        .until("her turn to bet", |m| m["turn"]["seat"] == 0)
        .await;
    let deadline = seated["turn"]["deadline"].clone();
    tokio::time::sleep(Duration::from_millis(50)).await;
    for text in ["one", "two"] {
        let seed = json!({"action": "seed", "shuffle": 0, "seed": text});
        client
            .all_accepted([json!({"type": "act", "table": table, "action": seed})])
            .await;
        let told = client
            .until("the seed's events", |m| m["type"] == "events")
            .await;
        assert_eq!(told["turn"]["deadline"], deadline, "{told}");
    }
    server.shutdown().await.unwrap();
}
