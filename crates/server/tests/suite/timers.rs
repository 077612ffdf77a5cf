//! The turn's timer, under tokio's paused clock with the real 15-second turn: a turn that runs
//! out is played by the engine's timeout action (a missed bet leaves the seat out of the round),
//! and a timer left from a turn that has passed never fires into a later one.
//!
//! The clock is paused once the server is up and the table set, and held still
//! ([`hold_the_clock`]): it moves only when the test advances it, so each test says exactly
//! when a turn's 15 seconds are up, and checks that nothing happens a second before.

use std::sync::atomic::Ordering;
use std::time::Duration;

use serde_json::{Value, json};
use tokio::time::advance;

use crate::common::*;

const TURN: Duration = Duration::from_secs(15);
const SECOND: Duration = Duration::from_secs(1);
/// Tokio's timers keep whole milliseconds, a deadline rounded up to the next: a deadline is
/// passed once the clock is a millisecond beyond it.
const TICK: Duration = Duration::from_millis(1);

/// A server whose turns last the real 15 seconds, Ann, a casino table she opened and her client.
async fn ann_on_the_clock(label: &str) -> (parlour_server::Running, String, i64, Client) {
    let server = server_turning(label, TURN).await;
    let (ann, table, client) = ann_at_a_table(server.addr, json!("casino")).await;
    (server, ann, table, client)
}

/// Sends a request, the clock held: its answer.
async fn ask(client: &mut Client, message: Value) -> Value {
    let seq = client.request(message).await;
    client
        .untimed("an answer", |m| {
            m["seq"] == seq
                && ["accepted", "refused", "error"].contains(&m["type"].as_str().unwrap_or(""))
        })
        .await
}

#[tokio::test]
async fn a_missed_bet_leaves_the_seat_out_of_the_round() {
    let (server, ann, table, mut client) = ann_on_the_clock("missed").await;
    // The bot first: it waits for a person, and then bets at once.
    client.accepted(bot(table, 1)).await;
    let clock = hold_the_clock();
    assert_eq!(
        ask(&mut client, sit(table, 0, 100)).await["type"],
        "accepted"
    );
    let timeouts = || server.app.metrics.timeouts.load(Ordering::Relaxed);
    // Ann does nothing. A second before her 15 seconds are up, she still has her turn.
    advance(TURN - SECOND).await;
    a_moment().await;
    assert_eq!(timeouts(), 0, "her turn ran out early");
    // Then it runs out: she passes, and the bot plays the round alone.
    advance(SECOND + TICK).await;
    client
        .untimed("her pass", |m| {
            has_event(m, |e| e["event"] == "passed" && e["seat"] == 0)
        })
        .await;
    assert_eq!(timeouts(), 1);
    let over = client.untimed("the round", round_over).await;
    let round = over["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event"] == "round_over")
        .unwrap();
    let bettors: Vec<&Value> = round["round"]["bettors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| &b["seat"])
        .collect();
    assert_eq!(bettors, [&json!(1)], "only the bot played the round");
    drop(clock);
    assert_eq!(
        wallet(server.addr, &ann).await,
        900,
        "her 100 are on her seat, untouched"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_timer_from_a_turn_that_has_passed_never_fires() {
    let (server, _, table, mut client) = ann_on_the_clock("stale").await;
    let clock = hold_the_clock();
    assert_eq!(
        ask(&mut client, sit(table, 0, 100)).await["type"],
        "accepted"
    );
    let metrics = &server.app.metrics;
    let timeouts = || metrics.timeouts.load(Ordering::Relaxed);
    let stale = || metrics.stale_timers.load(Ordering::Relaxed);
    // Ann's turn to bet has a timer for 15 seconds from her sitting down. She bets after 10: her
    // next turn (her play, or the next bet if a Pontoon ended the round at once) has a timer of
    // its own, for 15 seconds from her bet.
    advance(Duration::from_secs(10)).await;
    assert_eq!(ask(&mut client, stake(table, 10)).await["type"], "accepted");
    let version = server.app.lobby.get(table).unwrap().summary().version;
    // Five seconds on, the first timer comes: it is stale, and does nothing.
    advance(Duration::from_secs(5) + TICK).await;
    settle("the first timer comes", || stale() == 1).await;
    a_moment().await;
    assert_eq!(timeouts(), 0, "the stale timer played Ann's turn");
    assert_eq!(
        server.app.lobby.get(table).unwrap().summary().version,
        version,
        "nothing was played for Ann"
    );
    // Her new turn runs out 15 seconds after her bet, and not a second before.
    advance(Duration::from_secs(9)).await;
    a_moment().await;
    assert_eq!(timeouts(), 0, "her new turn ran out early");
    advance(SECOND).await;
    settle("her new turn runs out", || timeouts() == 1).await;
    assert_eq!(stale(), 1);
    drop(clock);
    server.shutdown().await.unwrap();
}
