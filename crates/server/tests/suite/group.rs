//! A group of nodes over one PostgreSQL database (docs/scaling.md), each node a server of its own
//! in this process: new tables spread over the nodes, every node's lobby shows them all, a client
//! on the wrong node is sent to the right one, and a node whose table has been taken over is
//! fenced off: what it then tries to write is refused, and its clients are sent to the new owner.

use std::time::Duration;

use parlour_server::Running;
use parlour_store::group;
use serde_json::{Value, json};

use crate::common::*;

/// `n` nodes on one fresh PostgreSQL database, with a short lease: the nodes and the database's
/// name.
async fn nodes(label: &str, n: usize) -> (Vec<Running>, String) {
    let (url, name) = parlour_store::testing::fresh_postgres(label).await;
    let mut nodes = Vec::new();
    for i in 0..n {
        let mut config = config(label);
        config.db = Some(url.clone());
        config.node = format!("node{i}");
        config.lease = Duration::from_millis(900);
        let node = parlour_server::start(config).await.expect("a node starts");
        node.ready().await;
        nodes.push(node);
    }
    (nodes, name)
}

fn url(node: &Running) -> String {
    format!("http://{}", node.addr)
}

/// The lobby as `node` shows it: each table's id and the address of its node.
async fn lobby(node: &Running) -> Vec<(i64, String)> {
    let answer = get(node.addr, "/api/tables", None).await;
    answer.body["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| {
            (
                t["id"].as_i64().unwrap(),
                t["node"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

/// Waits until `node`'s lobby is `want`.
async fn lobby_becomes(node: &Running, want: &[(i64, String)]) {
    let started = std::time::Instant::now();
    loop {
        let seen = lobby(node).await;
        if seen == want {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the lobby of {} is {seen:?}, not {want:?}",
            node.addr
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A client of `node` following `table` once the node serves it (it may still be claiming it,
/// or another node may still name the old one): the view it was sent shows Ann in seat 0.
async fn served(node: &Running, cookie: &str, table: i64) -> Client {
    let mut client = Client::connect(node.addr, cookie).await;
    let started = std::time::Instant::now();
    loop {
        client.send(watch(table)).await;
        let answer = client
            .until("the table or a refusal", |m| {
                m["type"] == "view" || m["type"] == "error" || m["type"] == "moved"
            })
            .await;
        if answer["type"] == "view" {
            assert_eq!(answer["seat"], json!(0), "{answer}");
            return client;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "never served: {answer}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Checks that the group's books balance, whatever the test did, then stops every node, all
/// marked draining first so that none hands its tables to another (which would wait for their
/// rounds to end).
async fn shut(nodes: Vec<Running>, name: &str) {
    if let Some(first) = nodes.first() {
        let mut conn = first.app.store.pool().acquire().await.unwrap();
        assert!(books_balance(&mut conn).await, "the books balance");
        for node in &nodes {
            group::drain(&mut conn, node.app.node, 1).await.unwrap();
        }
    }
    for node in nodes {
        node.shutdown().await.unwrap();
    }
    parlour_store::testing::drop_postgres(name).await;
}

#[tokio::test]
async fn new_tables_spread_over_the_nodes_and_every_lobby_shows_them_all() {
    let (nodes, name) = nodes("group_spread", 3).await;
    let ann = sign_up(nodes[0].addr, "Ann").await;
    let mut want = Vec::new();
    for i in 0..6 {
        // Every table is opened on the first node; each goes to the least loaded node.
        let rules = json!({"rules": "casino"});
        let answer = post(nodes[0].addr, "/api/tables", Some(&ann), rules).await;
        assert_eq!(answer.status, 201, "{answer:?}");
        let table = answer.body["table"]["id"].as_i64().unwrap();
        assert_eq!(
            answer.body["table"]["node"],
            Value::from(url(&nodes[i % 3]))
        );
        want.push((table, url(&nodes[i % 3])));
    }
    for node in &nodes {
        lobby_becomes(node, &want).await;
    }
    // A client of the second node asking for the first node's table is sent there; on the first
    // node it follows the table.
    let (first, home) = want[0].clone();
    let mut client = Client::connect(nodes[1].addr, &ann).await;
    client.send(watch(first)).await;
    let moved = client.until("moved", |m| m["type"] == "moved").await;
    assert_eq!(
        (moved["table"].as_i64(), moved["node"].as_str()),
        (Some(first), Some(home.as_str()))
    );
    let mut client = Client::connect(nodes[0].addr, &ann).await;
    client.send(watch(first)).await;
    client.until("the table", |m| m["type"] == "view").await;
    shut(nodes, &name).await;
}

#[tokio::test]
async fn a_node_whose_table_is_taken_over_writes_nothing_more_and_sends_its_clients_on() {
    let (nodes, name) = nodes("group_fence", 2).await;
    // The group's first table goes to the first node (the least loaded, the lowest id).
    let (ann, table, mut client, _) = ann_seated(nodes[0].addr, 300).await;
    let store = &nodes[0].app.store;
    let mut conn = store.pool().acquire().await.unwrap();
    let before = parlour_store::tables::version_of(&mut conn, table)
        .await
        .unwrap();
    // The second node takes the table over, as it would if the first had stopped beating: it
    // is claimed for it (epoch 2), and its keeper claims it again to serve it (epoch 3).
    let (lease, _) = group::whereabouts(&mut conn, table).await.unwrap().unwrap();
    assert_eq!((lease.node, lease.epoch), (nodes[0].app.node, 1));
    group::claim(&mut conn, &lease, nodes[1].app.node)
        .await
        .unwrap()
        .expect("claimed");
    nodes[1].app.group.wake();
    // The first node's next write for the table is refused by the fence, or its keeper sees the
    // lease gone first: either way the stake is never written and Ann is sent on.
    client
        .send(json!({"type": "act", "table": table, "seq": 100, "action": {"action": "stake", "amount": 10}}))
        .await;
    let moved = client.until("moved", |m| m["type"] == "moved").await;
    assert_eq!(moved["node"], Value::from(url(&nodes[1])));
    assert_eq!(
        parlour_store::tables::version_of(&mut conn, table)
            .await
            .unwrap(),
        before
    );
    // On the second node the table stands where it stood, Ann in her seat, and plays on.
    let mut client = served(&nodes[1], &ann, table).await;
    client.accepted(stake(table, 10)).await;
    let (lease, _) = group::whereabouts(&mut conn, table).await.unwrap().unwrap();
    assert_eq!((lease.node, lease.epoch), (nodes[1].app.node, 3));
    assert_eq!(
        parlour_store::tables::version_of(&mut conn, table)
            .await
            .unwrap(),
        before + 1
    );
    drop(conn);
    shut(nodes, &name).await;
}

#[tokio::test]
async fn a_node_stopping_gracefully_hands_its_tables_over_between_rounds() {
    let (mut nodes, name) = nodes("group_handover", 2).await;
    let (ann, table, mut client, _) = ann_seated(nodes[0].addr, 300).await;
    // The first node stops: between rounds, its table goes to the second at once.
    let first = nodes.remove(0);
    let first_node = first.app.node;
    first.shutdown().await.unwrap();
    let moved = client.until("moved", |m| m["type"] == "moved").await;
    assert_eq!(moved["node"], Value::from(url(&nodes[0])));
    let mut client = served(&nodes[0], &ann, table).await;
    client.accepted(stake(table, 10)).await;
    let mut conn = nodes[0].app.store.pool().acquire().await.unwrap();
    let (lease, _) = group::whereabouts(&mut conn, table).await.unwrap().unwrap();
    assert_eq!((lease.node, lease.epoch), (nodes[0].app.node, 2));
    assert_ne!(lease.node, first_node);
    // Nobody's turn ran out on the way.
    assert_eq!(
        nodes[0]
            .app
            .metrics
            .timeouts
            .load(std::sync::atomic::Ordering::Relaxed),
        0
    );
    drop(conn);
    shut(nodes, &name).await;
}

#[tokio::test]
async fn the_load_test_plays_across_the_group() {
    let (nodes, name) = nodes("group_load", 2).await;
    // Long enough for a busy machine (CI's two cores compiling beside it) to serve every new
    // table and seat every client before the run ends: what is checked is that the load is
    // spread and played, not how fast a table comes up.
    let load = load_on(&nodes, 4, 8, 4.0);
    let report = parlour_client::loadtest::run(&load).await.unwrap();
    assert_eq!(report.seated, 8, "{report}");
    assert_eq!(report.nodes.len(), 2);
    for node in &report.nodes {
        assert_eq!(node.tables, 2, "{report}");
        assert!(node.actions > 5 && node.p50 <= node.p99, "{report}");
    }
    shut(nodes, &name).await;
}

#[tokio::test]
async fn the_load_test_follows_a_table_taken_over_while_it_plays() {
    let (nodes, name) = nodes("group_load_moved", 2).await;
    let load = load_on(&nodes, 2, 4, 5.0);
    let running = tokio::spawn(async move { parlour_client::loadtest::run(&load).await });
    // The second node's table, once the load has opened both and played a while on them.
    let second = url(&nodes[1]);
    let table = loop {
        let tables = lobby(&nodes[0]).await;
        if let Some((table, _)) = tables.iter().find(|(_, node)| *node == second) {
            break *table;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    tokio::time::sleep(Duration::from_millis(1500)).await;
    // The first node takes it over, as when the second stops beating on a busy machine.
    let mut conn = nodes[0].app.store.pool().acquire().await.unwrap();
    let (lease, _) = group::whereabouts(&mut conn, table).await.unwrap().unwrap();
    assert_eq!(lease.node, nodes[1].app.node);
    group::claim(&mut conn, &lease, nodes[0].app.node)
        .await
        .unwrap()
        .expect("claimed");
    nodes[0].app.group.wake();
    let taken = parlour_store::tables::version_of(&mut conn, table)
        .await
        .unwrap();
    let report = running.await.unwrap().unwrap();
    // Its players were sent on, followed it, and played on at the first node.
    assert_eq!(report.seated, 4, "{report}");
    let (lease, _) = group::whereabouts(&mut conn, table).await.unwrap().unwrap();
    assert_eq!(lease.node, nodes[0].app.node);
    let now = parlour_store::tables::version_of(&mut conn, table)
        .await
        .unwrap();
    assert!(now > taken + 5, "{taken} then {now}: {report}");
    drop(conn);
    shut(nodes, &name).await;
}

/// A load test over every node of the group: `tables` two-seat tables, `clients` players acting
/// as soon as they may, for `seconds`.
fn load_on(
    nodes: &[Running],
    tables: usize,
    clients: usize,
    seconds: f64,
) -> parlour_client::loadtest::Load {
    parlour_client::loadtest::Load {
        addrs: nodes.iter().map(|n| n.addr).collect(),
        tables,
        clients,
        seconds,
        seats: 2,
        think: Duration::ZERO,
        spread: false,
        attack: false,
        servers: Vec::new(),
    }
}

/// What a follower of `table` on `node` is sent when it asks to follow from `version`: the
/// missed events' versions and events, and the version it caught up at (or the fresh view's, if
/// it was sent one instead: then `None` for the events).
async fn follow_from(
    node: &Running,
    cookie: &str,
    table: i64,
    version: u64,
) -> (Option<Vec<(u64, Value)>>, u64) {
    let mut client = Client::connect(node.addr, cookie).await;
    client
        .send(json!({"type": "watch", "table": table, "version": version}))
        .await;
    let mut missed = Vec::new();
    loop {
        let m = client
            .until("events, caught_up or a view", |m| {
                ["events", "caught_up", "view"].contains(&m["type"].as_str().unwrap_or(""))
            })
            .await;
        let at = m["version"].as_u64().unwrap();
        match m["type"].as_str() {
            Some("events") => {
                assert_eq!(m["replayed"], json!(true), "{m}");
                missed.push((at, m["events"].clone()));
            }
            Some("caught_up") => return (Some(missed), at),
            _ => return (None, at),
        }
    }
}

#[tokio::test]
async fn a_table_that_changes_hands_keeps_its_history_and_its_fairness_report() {
    let (nodes, name) = nodes("group_history", 2).await;
    let (ann, table, mut seated, sat_at) = ann_seated(nodes[0].addr, 300).await;
    let bob = sign_up(nodes[0].addr, "Bob").await;
    // Bob watches; Ann stakes and plays her hand: both are told each action's events live, each
    // as they may see them.
    let mut watching = Client::connect(nodes[0].addr, &bob).await;
    for client in [&mut watching, &mut seated] {
        client.send(watch(table)).await;
        client.until("the table", |m| m["type"] == "view").await;
    }
    let now = seated.ask(stake(table, 10)).await["version"]
        .as_u64()
        .unwrap();
    let mut live = [Vec::new(), Vec::new()];
    for (i, client) in [&mut seated, &mut watching].into_iter().enumerate() {
        for version in sat_at + 1..=now {
            let m = client
                .until("the events", |m| {
                    m["type"] == "events" && m["version"] == json!(version)
                })
                .await;
            live[i].push((version, m["events"].clone()));
        }
    }
    assert!(
        live[0]
            .iter()
            .all(|(_, e)| !e.as_array().unwrap().is_empty())
    );
    // Either node answers the fairness page of a table, wherever it is served.
    let fairness = |node: &Running| {
        let addr = node.addr;
        async move {
            let answer = fairness_report(addr, table).await;
            assert_eq!(answer.status, 200, "{answer:?}");
            answer.body
        }
    };
    let report = fairness(&nodes[0]).await;
    assert!(report["fairness"].is_object(), "{report}");
    assert_eq!(fairness(&nodes[1]).await, report);
    // The second node takes the table over; the first sends its followers on.
    let mut conn = nodes[0].app.store.pool().acquire().await.unwrap();
    let (lease, _) = group::whereabouts(&mut conn, table).await.unwrap().unwrap();
    group::claim(&mut conn, &lease, nodes[1].app.node)
        .await
        .unwrap()
        .expect("claimed");
    drop(conn);
    nodes[1].app.group.wake();
    nodes[0].app.group.wake();
    seated.until("moved", |m| m["type"] == "moved").await;
    settle("the second node serves the table", || {
        nodes[1].app.lobby.get(table).is_some()
    })
    .await;
    // Following from the version they had, each is sent what was played since, as they saw it
    // played, rebuilt from the record: Ann her own cards, Bob what a spectator may see.
    for (i, cookie) in [&ann, &bob].into_iter().enumerate() {
        let (missed, at) = follow_from(&nodes[1], cookie, table, sat_at).await;
        assert_eq!(at, now);
        assert_eq!(missed.as_ref(), Some(&live[i]), "follower {i}");
    }
    // From before Ann sat down, a seat changed hands in between: a fresh view.
    let (missed, at) = follow_from(&nodes[1], &bob, table, sat_at - 1).await;
    assert_eq!((missed, at), (None, now));
    // The fairness report is the same from both nodes, the first now reading the record.
    assert_eq!(fairness(&nodes[1]).await, report);
    assert_eq!(fairness(&nodes[0]).await, report);
    shut(nodes, &name).await;
}
