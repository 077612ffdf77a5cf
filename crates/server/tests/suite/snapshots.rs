//! A table's snapshot: kept between rounds with the action it follows, never ahead of the actions
//! stored; a restart resumes each table from it and replays only the actions since, to exactly
//! where its whole record leaves it (views, fair shuffles and all), and the table plays on as the
//! record says; a snapshot that cannot be read is passed over and the record replayed instead.

use parlour_engine::Viewer;
use serde_json::{Value, json};

use crate::common::*;

/// What the database keeps of `table`: its version and its snapshot's, if it has one.
async fn kept(server: &parlour_server::Running, table: i64) -> (i64, Option<(i64, String)>) {
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let version = parlour_store::tables::version_of(&mut conn, table)
        .await
        .unwrap();
    let snapshot = parlour_store::tables::snapshot(&mut conn, table)
        .await
        .unwrap();
    (version, snapshot)
}

/// The spectator's view of `table` as a fresh follower is sent it, and the view the engine gives
/// at that version replaying the table's whole stored record apart from the server.
async fn spectated(server: &parlour_server::Running, cookie: &str, table: i64) -> (Value, Value) {
    let mut watcher = Client::connect(server.addr, cookie).await;
    watcher.send(watch_views(table)).await;
    let view = watcher.until("a view", |m| m["type"] == "view").await;
    let at = view["version"].as_u64().unwrap();
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let mut replayed = Value::Null;
    replay_stored(&mut conn, table, |engine, version| {
        if version == at {
            replayed = engine.view(Viewer::Spectator);
        }
    })
    .await;
    (view["view"].clone(), replayed)
}

#[tokio::test]
async fn a_restart_resumes_each_table_from_its_snapshot_to_where_its_record_leaves_it() {
    let config = config("snapshots");
    let server = start(config.clone()).await;
    let addr = server.addr;
    let (ann, table, mut client) = ann_at_a_table(addr, json!("casino")).await;
    let carl = sign_up(addr, "Carl").await;
    client.send(watch_views(table)).await;
    client
        .all_accepted([sit(table, 0, 1000), bot(table, 1), bot(table, 2)])
        .await;
    // Ann gives a seed for the first shuffle: the snapshot carries it, and the report shows it.
    let seed = act(
        table,
        json!({"action": "seed", "shuffle": 0, "seed": "Ann's words"}),
    );
    let seeded_seq = client.request(seed.clone()).await;
    let seeded = client.answer(seeded_seq).await;
    assert_eq!(seeded["type"], "accepted", "{seeded}");
    play_casino_rounds(&mut client, table, 4).await;
    // Every snapshot kept is of a version stored, between rounds, and not of every action.
    let (version, snapshot) = kept(&server, table).await;
    let (at, state) = snapshot.expect("a table that has played rounds keeps a snapshot");
    assert!(
        at > 0 && at <= version,
        "a snapshot at {at} of a table at {version}"
    );
    assert!(
        seeded["version"].as_i64().unwrap() < at,
        "the seed is before it"
    );
    // The snapshot holds the table's secrets: nothing anyone is sent shows it, or its key.
    let fairness = fairness_report(addr, table).await.body["fairness"].clone();
    let (view, _) = spectated(&server, &carl, table).await;
    for secret in ["\"master\"", "\"pending\""] {
        assert!(state.contains(secret), "the snapshot keeps {secret}");
        assert!(!fairness.to_string().contains(secret));
        assert!(!view.to_string().contains(secret));
    }
    let client_id = client.id.clone();
    drop(client);
    server.shutdown().await.unwrap();

    // A restart: the table comes back at the version stored, as its whole record leaves it.
    let mut again = config.clone();
    again.addr = "127.0.0.1:0".parse().unwrap();
    let server = start(again).await;
    let addr = server.addr;
    // (Its bots may play on at once: what is compared is what the record says at the version
    // the spectator is shown, and the report of the shuffles made before the restart.)
    let (view, replayed) = spectated(&server, &carl, table).await;
    assert_eq!(view, replayed);
    // Ann's seed, an action before the snapshot, sent again by her client after the restart: it
    // is answered as it was, and not given twice (the table's own memory holds only the actions
    // since the snapshot; the database holds every request's key).
    let again = resend(addr, &ann, &client_id, seeded_seq, seed).await;
    assert_eq!(
        (&again["type"], &again["version"], &again["repeat"]),
        (&json!("accepted"), &seeded["version"], &json!(true)),
        "{again}"
    );
    let report = fairness_report(addr, table).await.body["fairness"].clone();
    let shuffles = fairness["shuffles"].as_array().unwrap();
    assert_eq!(report["shuffles"][0], shuffles[0], "{report}");
    assert_eq!(
        shuffles[0]["seeds"][0]["seat"], 0,
        "Ann's seed went into it: {fairness}"
    );
    // It plays on as its record says: every action since the restart is the record's, and the
    // engine replaying the record from the start comes to the table the server shows.
    let mut client = Client::connect(addr, &ann).await;
    client.send(watch_views(table)).await;
    play_casino_rounds(&mut client, table, 3).await;
    let (view, replayed) = spectated(&server, &carl, table).await;
    assert_eq!(
        view, replayed,
        "the rounds dealt since the restart are the record's"
    );
    drop(client);
    server.shutdown().await.unwrap();

    // A snapshot that cannot be read (garbled, or of another version than it says) is passed
    // over: the table is replayed from its record, to the same place.
    for garble in ["garbled", "misdated"] {
        let mut again = config.clone();
        again.addr = "127.0.0.1:0".parse().unwrap();
        let store = parlour_store::Store::open(&again.db_url()).await.unwrap();
        {
            let mut conn = store.pool().acquire().await.unwrap();
            let (at, state) = parlour_store::tables::snapshot(&mut conn, table)
                .await
                .unwrap()
                .unwrap();
            let (at, state) = match garble {
                "garbled" => (at, state[..state.len() / 2].to_string()),
                _ => (at - 1, state),
            };
            let mut tx = store.begin_write().await.unwrap();
            parlour_store::tables::keep_snapshot(&mut tx, table, at, &state)
                .await
                .unwrap();
            tx.commit().await.unwrap();
        }
        store.close().await;
        let server = start(again).await;
        let (view, replayed) = spectated(&server, &carl, table).await;
        assert_eq!(view, replayed, "{garble}");
        let mut conn = server.app.store.pool().acquire().await.unwrap();
        assert!(books_balance(&mut conn).await);
        drop(conn);
        server.shutdown().await.unwrap();
    }
}
