//! An oracle over every value sent: none is the key of a pack still in play.

use super::*;

/// Every 64-hex-digit string in a message: anything that could be a key.
fn hex_strings(message: &Value) -> BTreeSet<String> {
    (values(message).into_iter())
        .filter_map(Value::as_str)
        .filter(|text| text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit()))
        .map(str::to_ascii_lowercase)
        .collect()
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
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    // Each action's events, in order, say which pack its cards come from: the one in use, until
    // an event says a shuffle (numbered) was made.
    let mut current: Option<usize> = None;
    let mut last_drawn: BTreeMap<usize, u64> = BTreeMap::new();
    let table = replay_stored(&mut conn, id, |table, version| {
        for event in table.events(parlour_engine::Viewer::Auditor) {
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
    })
    .await;
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
        spectator.send(watch_views(table)).await;
    }
    let mut ann_client = Client::connect(addr, &ann).await;
    let mut bob_client = Client::connect(addr, &bob).await;
    // Ann sits at every table, Bob at the home and Palace tables beside her.
    for (client, seat, at) in [
        (&mut ann_client, 0, &tables[..]),
        (&mut bob_client, 1, &[home, palace][..]),
    ] {
        for &table in at {
            client.send(watch_views(table)).await;
            client.accepted(sit(table, seat, 300)).await;
        }
    }
    for (table, seats) in [(casino, [1, 2]), (home, [2, 2]), (palace, [2, 2])] {
        for seat in BTreeSet::from(seats) {
            ann_client.accepted(bot(table, seat)).await;
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
        if message["table"] == casino {
            if round_over(&message) {
                rounds += 1;
            }
            stake_the_least(&mut ann_client, casino, &message).await;
        }
        // Now and then, everything a player or anyone may fetch over HTTP.
        if rounds % 4 == 3 || started.elapsed() > Duration::from_secs(24) {
            let mut fetched = Vec::new();
            for table in tables {
                fetched.push((table, fairness_report(addr, table).await.body));
            }
            for cookie in [&ann, &bob] {
                let page = get(addr, "/api/hands?limit=100", Some(cookie)).await;
                for hand in page.body["hands"].as_array().unwrap() {
                    let id = hand["id"].as_i64().unwrap();
                    let table = hand["table"].as_i64().unwrap();
                    for path in [format!("/api/hands/{id}"), format!("/api/hands/{id}/steps")] {
                        fetched.push((table, get(addr, &path, Some(cookie)).await.body));
                    }
                }
                fetched.push((0, page.body));
            }
            let listed = get(addr, "/api/tables", None).await.body;
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
        for candidate in &hex_strings(message) {
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
