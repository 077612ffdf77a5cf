//! The database away (its TCP proxy cut): a turn that runs out meanwhile, and a table that cannot
//! be put back until it returns.

use super::*;

// ---------------------------------------------------------------------------------------------
// The tests on PostgreSQL.

/// A turn that runs out while the database is away: the timeout's write fails, and the table
/// cannot even be put back from its record, so it is broken. Once the database is back, without
/// anyone sending anything, the table is rebuilt and its clock runs again: the turn times out for
/// real, and is written before anyone is told of it.
#[tokio::test]
async fn a_turn_that_runs_out_while_the_database_is_away_times_out_once_it_is_back() {
    // Long enough that the test cuts the database before it runs out, even on a loaded machine.
    const TURN: Duration = Duration::from_millis(1_000);
    let (proxy, mut config, name, direct) = through_a_proxy("fault_timeout").await;
    config.turn = TURN;
    let server = start(config).await;
    let (ann, table, mut seated, sat_at) = ann_seated(server.addr, 100).await;
    // Connected now: a new connection needs the database to read its session.
    let mut other = Client::connect(server.addr, &ann).await;
    let timeouts = || server.app.metrics.timeouts.load(Ordering::Relaxed);
    // The betting is open, and Ann's turn to bet runs. The database goes away before it runs out.
    proxy.cut().await;
    assert_eq!(
        timeouts(),
        0,
        "the machine was too slow: Ann's turn ran out before the database was cut"
    );
    let from = seated.seen.len();
    // Her turn runs out; the timeout's write fails (and so does putting the table back).
    let started = Instant::now();
    while !server.app.metrics.writes_failing.load(Ordering::Relaxed) {
        assert!(
            started.elapsed() < PATIENCE,
            "the timeout's write never failed"
        );
        let _ = seated.try_next(Duration::from_millis(20)).await;
    }
    assert_eq!(timeouts(), 1);
    // The table cannot be read back either: it is broken, and shows nothing.
    other.send(watch_views(table)).await;
    let busy = within(&mut other, PATIENCE, "an answer to the watch", |m| {
        ["view", "error", "events"].contains(&m["type"].as_str().unwrap_or(""))
    })
    .await;
    assert_eq!(type_and_code(&busy), BUSY, "{busy}");
    let fairness = fairness_report(server.addr, table).await;
    assert_eq!(fairness.status, 503, "{fairness:?}");
    // Away for two seconds more: the table tries to rebuild itself every second, and fails.
    listen(&mut seated, Duration::from_secs(2)).await;
    let during: Vec<Value> = seated.seen[from..].to_vec();
    assert_eq!(
        stored_version(&direct, table).await,
        sat_at,
        "nothing could be written"
    );
    for message in &during {
        assert!(
            told(message).is_none_or(|v| v <= sat_at),
            "told of a version never written while the database was away: {message}"
        );
    }
    // The database is back. Nobody sends anything: the table rebuilds itself, sends Ann the
    // table as written, and her turn runs again, and out.
    proxy.mend();
    let view = within(&mut seated, PATIENCE, "the table rebuilt", |m| {
        m["type"] == "view"
    })
    .await;
    assert_eq!(view["version"].as_u64(), Some(sat_at), "{view}");
    assert_eq!(
        view["turn"]["seat"],
        json!(0),
        "her turn runs again: {view}"
    );
    let (passed, passed_at) = her_pass(&mut seated).await;
    assert!(passed_at > sat_at, "{passed}");
    // Written before she was told: the record holds it, her own timeout.
    let at = stored_at(&direct, table, passed_at).await;
    assert_eq!(at.seat, 0, "{at:?}");
    assert_eq!(at.request, None, "the table's own move: {at:?}");
    assert!(
        timeouts() >= 2,
        "the timeout that failed, then the one written"
    );
    // The server stops; what it said last is read; the record holds exactly what Ann was told.
    server.shutdown().await.unwrap();
    drain_until_closed(&mut seated).await;
    drain_until_closed(&mut other).await;
    let stored = stored_actions(&direct, table).await;
    told_exactly_the_record(&stored, &seated, &[&other]);
    drop(proxy);
    parlour_store::testing::drop_postgres(&name).await;
}

/// The database away long enough that the table cannot be put back: nothing unwritten is shown
/// to anyone, every request and watch is answered `busy` or an error, the fairness report is not
/// served, and `/health` says the database is away within seconds. Once it is back, every
/// follower is sent the table as written, and play goes on from there.
#[tokio::test]
async fn while_the_database_is_away_nothing_unwritten_is_shown_and_then_play_goes_on() {
    let (proxy, mut config, name, direct) = through_a_proxy("fault_away").await;
    config.turn = Duration::from_secs(600);
    let server = start(config).await;
    let (_, table, mut seated, written) = ann_seated(server.addr, 100).await;
    let bob = sign_up(server.addr, "Bob").await;
    let mut watching = Client::watching(server.addr, &bob, table).await;
    let view = within(&mut watching, PATIENCE, "the table", |m| {
        m["type"] == "view"
    })
    .await;
    assert_eq!(view["version"].as_u64(), Some(written));
    // Connected now: a new connection needs the database to read its session.
    let mut late = Client::connect(server.addr, &bob).await;
    assert_eq!(stored_version(&direct, table).await, written);
    let marks = (seated.seen.len(), watching.seen.len());

    proxy.cut().await;
    // Ann gives a seed: the engine takes it, the write fails, and she is told it failed. (Not a
    // bet: a bet whose player's own limit cannot be read is refused before the engine sees it.)
    let seed = json!({"action": "seed", "shuffle": 0, "seed": "under the cut"});
    let (_, answer) = ask_within(&mut seated, act(table, seed), "the answer to the seed").await;
    assert_eq!(answer["type"], "error", "{answer}");
    assert!(
        ["server", "busy"].contains(&answer["code"].as_str().unwrap_or("")),
        "{answer}"
    );
    // A new follower is told the table is busy, not shown it.
    late.send(watch_views(table)).await;
    let busy = within(&mut late, PATIENCE, "an answer to the watch", |m| {
        ["view", "error", "events", "caught_up"].contains(&m["type"].as_str().unwrap_or(""))
    })
    .await;
    assert_eq!(type_and_code(&busy), BUSY, "{busy}");
    // Ann's next request too.
    let (_, again) = ask_within(&mut seated, stake(table, 10), "the answer to the stake").await;
    assert_eq!(type_and_code(&again), BUSY, "{again}");
    // No fairness report of a table whose state was not written.
    let fairness = fairness_report(server.addr, table).await;
    assert_eq!(fairness.status, 503, "{fairness:?}");
    assert_eq!(fairness.body["error"]["code"], "busy", "{fairness:?}");
    // /health says the database is away, within seconds: the network says so at once...
    let (answer, took) = health(server.addr).await;
    assert_eq!(answer.status, 503, "{answer:?}");
    assert_eq!(answer.body["database"], json!(false), "{answer:?}");
    assert_eq!(answer.body["ok"], json!(false), "{answer:?}");
    assert!(took < Duration::from_secs(5), "/health took {took:?}");
    // ...and a database that does not answer at all is given up on within seconds too.
    proxy.stall().await;
    let (answer, took) = health(server.addr).await;
    assert_eq!(answer.status, 503, "{answer:?}");
    assert_eq!(answer.body["database"], json!(false), "{answer:?}");
    assert!(took < Duration::from_secs(5), "/health took {took:?}");
    // Meanwhile Bob, watching, is told nothing beyond what was written.
    listen(&mut watching, Duration::from_millis(500)).await;
    listen(&mut seated, Duration::from_millis(100)).await;
    assert_eq!(
        stored_version(&direct, table).await,
        written,
        "nothing could be written"
    );
    for message in seated.seen[marks.0..]
        .iter()
        .chain(&watching.seen[marks.1..])
    {
        assert!(
            told(message).is_none_or(|v| v <= written),
            "told of a version never written while the database was away: {message}"
        );
    }

    // The database is back: Bob is sent the table afresh, at the version written.
    proxy.mend();
    let view = within(&mut watching, PATIENCE, "the table rebuilt", |m| {
        m["type"] == "view" || m["type"] == "events"
    })
    .await;
    assert_eq!(view["type"], "view", "{view}");
    assert_eq!(view["version"].as_u64(), Some(written), "{view}");
    let back = healthy_again(server.addr).await;
    assert_eq!(
        (&back.body["database"], &back.body["writes"]),
        (&json!(true), &json!(true)),
        "{back:?}"
    );
    // Ann stakes again (a new request): accepted, at the next version, and Bob is told of it.
    let (seq, answer) = ask_within(&mut seated, stake(table, 10), "the answer to the stake").await;
    assert_eq!(answer["type"], "accepted", "{answer}");
    assert_eq!(answer["version"].as_u64(), Some(written + 1), "{answer}");
    let events = within(&mut watching, PATIENCE, "the stake's events", |m| {
        m["type"] == "events"
    })
    .await;
    assert_eq!(events["version"].as_u64(), Some(written + 1), "{events}");
    // The record: the stake written is the last one sent, not the one made while it was away.
    let stake = stored_at(&direct, table, written + 1).await;
    assert_eq!(stake.seat, 0);
    assert_eq!(stake.action["action"], "stake", "{stake:?}");
    assert!(
        stake
            .request
            .as_deref()
            .is_some_and(|r| r.ends_with(&format!(":{seq}"))),
        "{stake:?}"
    );
    server.shutdown().await.unwrap();
    drain_until_closed(&mut seated).await;
    drain_until_closed(&mut watching).await;
    drain_until_closed(&mut late).await;
    let stored = stored_actions(&direct, table).await;
    told_exactly_the_record(&stored, &seated, &[&watching, &late]);
    drop(proxy);
    parlour_store::testing::drop_postgres(&name).await;
}
