//! Any bytes as a hand record: the reader either refuses them with one short line, or the record
//! plays, twice alike, with every chip accounted for (seat changes included) and every hand's
//! settlement summing to zero.
//! A panic, a hang or a wrong sum is a finding.

#![no_main]

use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use parlour_engine::record::{Output, Record, RecordError};
use parlour_engine::registry::Registry;
use serde_json::Value;

/// Records longer than this are skipped: a long record finds nothing a short one would not, and
/// keeps the fuzzer slow.
const MOST_ACTIONS: usize = 400;

/// Every game, by id.
static GAMES: LazyLock<Registry> = LazyLock::new(parlour_games::registry);

fn play(record: &Record) -> Result<Output, RecordError> {
    GAMES.replay(record).map(|(_, output)| output)
}

fn check_line(message: &str) {
    assert!(!message.contains('\n'), "a message of more than one line: {message}");
    assert!(message.len() <= 600, "a message of {} bytes", message.len());
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let record = match Record::parse(text) {
        Ok(record) => record,
        Err(error) => return check_line(&error.0),
    };
    if record.actions.len() > MOST_ACTIONS {
        return;
    }
    let first = play(&record);
    assert_eq!(first, play(&record), "the same record played twice differently");
    let output = match first {
        Ok(output) => output,
        Err(error) => return check_line(&error.0),
    };
    for result in output.results.iter().map(|r| r.to_json()) {
        if let Some(message) = result["error"]["message"].as_str() {
            check_line(message);
        }
    }
    // Chips only move: the players' chips now, with the kitty, the pot and the house's winnings,
    // are what the players started with (a kitty already up included) and brought since. A player
    // who stood up took an amount the output does not show, so such a record checks only its hands.
    let mut start: i128 = record.players.iter().map(|p| i128::from(p.chips)).sum::<i128>()
        + i128::from(record.kitty);
    let mut stood = false;
    for (entry, result) in record.actions.iter().zip(&output.results) {
        if !result.to_json()["ok"].as_bool().unwrap_or(false) {
            continue;
        }
        let brought = match entry.get(1).and_then(Value::as_str) {
            Some("sit") => entry.get(3),
            Some("top_up") => entry.get(2),
            Some("stand") => {
                stood = true;
                None
            }
            _ => None,
        };
        start += brought.and_then(Value::as_u64).map_or(0, i128::from);
    }
    let held: i128 = output.chips.0.iter().map(|(_, c)| i128::from(*c)).sum();
    let apart = |key: &str| output.status.get(key).and_then(Value::as_i64).map_or(0, i128::from);
    if !stood {
        assert_eq!(
            held + apart("kitty") + apart("pot") + apart("house"),
            start,
            "chips were made or lost"
        );
    }
    for hand in &output.hands {
        let net: i128 = hand["net"]
            .as_object()
            .map_or(0, |n| n.values().filter_map(Value::as_i64).map(i128::from).sum())
            + ["kitty_net", "house_net"]
                .iter()
                .filter_map(|k| hand[*k].as_i64())
                .map(i128::from)
                .sum::<i128>();
        assert_eq!(net, 0, "a hand's settlement does not sum to zero: {hand}");
    }
});
