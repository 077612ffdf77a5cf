//! Records written to break the reader: table sizes and numbers it accepts but no table can hold, a
//! stacked pack whose cut never breaks a tie, inputs of any length. Each is answered by exit status
//! 2 and one clear line (or by the correct result), never by a panic, a hang or wrong chips.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// What `parlour script --compact -` made of `record`: exit status, stdout, stderr. Fails the test
/// if the run takes more than ten seconds.
fn script(record: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["script", "--compact", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the parlour binary runs");
    let mut stdin = child.stdin.take().unwrap();
    // A record longer than the pipe holds is refused before it is all read: that is not an error.
    let _ = stdin.write_all(record.as_bytes());
    drop(stdin);
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(10) {
            child.kill().unwrap();
            panic!("parlour script hangs on this record");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().unwrap();
    (
        output.status.code().expect("an exit status, not a signal"),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Checks that `record` is refused with exit status 2 and one short line containing `says`.
fn refused(record: &Value, says: &str) {
    let (status, stdout, stderr) = script(&record.to_string());
    assert_eq!(status, 2, "stdout: {stdout}\nstderr: {stderr}");
    assert!(stdout.is_empty(), "{stdout}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.len() < 400, "a line of {} bytes", stderr.len());
    assert!(stderr.contains(says), "{stderr}");
}

/// The output of a record that plays.
fn played(record: &Value) -> Value {
    let (status, stdout, stderr) = script(&record.to_string());
    assert_eq!(status, 0, "{stderr}");
    serde_json::from_str(&stdout).unwrap()
}

fn players(count: usize, chips: u64) -> Value {
    (0..count)
        .map(|i| json!({"name": format!("P{i}"), "chips": chips}))
        .collect()
}

#[test]
fn more_players_than_any_table_seats() {
    refused(
        &json!({"game": "pontoon", "rules": "traditional", "players": players(257, 10),
                "banker": "P256", "actions": []}),
        "the record seats 257 players; no Parlour table seats more than 64",
    );
    refused(
        &json!({"game": "palace", "rules": "palace", "players": players(257, 10),
                "actions": [["P256", "deal"]]}),
        "the record seats 257 players",
    );
    // Within the reader's bound, the game's own: a clear line, in the record's own numbers.
    refused(
        &json!({"game": "palace", "rules": "palace", "players": players(40, 10),
                "dealer": "P39", "actions": []}),
        "Palace Poker seats 2 to 10 players, not 40",
    );
}

/// A pack stacked rank by rank, so that two players tie with every pair of cards for ever.
fn by_rank() -> Value {
    "AKQJT98765432"
        .chars()
        .flat_map(|r| "SHDC".chars().map(move |s| format!("{r}{s}")))
        .collect()
}

#[test]
fn a_cut_that_never_breaks_the_tie() {
    refused(
        &json!({"game": "pontoon", "rules": "traditional", "players": players(2, 100),
                "deck": by_rank(), "actions": []}),
        "the cut never ends",
    );
    refused(
        &json!({"game": "palace", "rules": "palace", "players": players(2, 100),
                "deck": by_rank(), "actions": []}),
        "the cut never ends",
    );
    // Three players cut ace, ace, ace, then ace, king, king: the first banks.
    let output = played(
        &json!({"game": "pontoon", "rules": "traditional", "players": players(3, 100),
                "deck": by_rank(), "actions": []}),
    );
    assert_eq!(output["banker"], "P0");
}

#[test]
fn chips_beyond_any_table() {
    refused(
        &json!({"game": "pontoon", "rules": "traditional",
                "players": [{"name": "A", "chips": u64::MAX}, {"name": "B", "chips": 100}],
                "banker": "A", "actions": [["A", "deal"]]}),
        "\"A\" holds 18,446,744,073,709,551,615 chips; a player may hold at most 1,000,000,000,000",
    );
    refused(
        &json!({"game": "pontoon", "rules": "casino", "players": players(1, 100),
                "actions": [["P0", "stake", i64::MAX]]}),
        "`stake` of 9223372036854775807 chips is more than any table holds",
    );
    refused(
        &json!({"game": "pontoon", "rules": {"preset": "traditional", "max_stake": 1u64 << 63},
                "players": players(2, 100), "actions": []}),
        "max_stake must be min_stake to 1,000,000,000,000, not 9223372036854775808",
    );
    refused(
        &json!({"game": "palace", "rules": {"preset": "palace", "small_bet": u64::MAX},
                "players": players(2, 100), "actions": []}),
        "small_bet must be 1 to 1,000,000,000,000, not 18446744073709551615",
    );
    refused(
        &json!({"game": "pontoon", "rules": "shoot", "players": players(2, 100),
                "banker": "P0", "actions": [["P0", "kitty", i64::MIN]]}),
        "`kitty` of -9223372036854775808 chips is more than any table holds",
    );
    refused(
        &json!({"game": "pontoon", "rules": "traditional", "players": players(2, 100),
                "banker": "P0", "actions": [["P0", "deal"], ["P1", "stake", 1.5]]}),
        "`stake` needs a whole number of chips, not 1.5",
    );
    // Asking for chips back from the kitty is a move the rules refuse, not a record the reader does.
    let output = played(
        &json!({"game": "pontoon", "rules": "shoot", "players": players(2, 100),
                "banker": "P0", "actions": [["P0", "kitty", -1]]}),
    );
    assert_eq!(
        output["results"][0]["error"]["code"],
        "cannot_take_from_kitty"
    );
}

#[test]
fn the_largest_holdings_settle_exactly() {
    // The banker holds the most a player may and wins Bob's 10: he ends 10 over it, no wrap.
    let max = 1_000_000_000_000u64;
    let output = played(&json!({
        "game": "pontoon", "rules": "traditional",
        "players": [{"name": "Bank", "chips": max}, {"name": "Bob", "chips": 100}],
        "banker": "Bank", "deck": ["9C", "TD", "8H", "9S"],
        "actions": [["Bank", "deal"], ["Bob", "stake", 10], ["Bob", "stick"], ["Bank", "stick"]]
    }));
    assert_eq!(output["chips"], json!({"Bank": max + 10, "Bob": 90}));
    // A casino Pontoon on the largest bet wins twice it; the seat has then won its fill and is
    // passed over, so the table is over.
    let output = played(&json!({
        "game": "pontoon", "rules": {"preset": "casino", "max_stake": max},
        "players": [{"name": "Ann", "chips": max}],
        "deck": ["AS", "9C", "KS", "7D"],
        "actions": [["Ann", "stake", max], ["Ann", "stake", 1]]
    }));
    assert_eq!(output["chips"], json!({"Ann": 3 * max}));
    assert_eq!(output["house"], json!(-2 * max as i64));
    assert_eq!(output["results"][1]["error"]["code"], "session_over");
}

#[test]
fn long_input_is_cut_in_error_lines() {
    let long = "x".repeat(100_000);
    refused(
        &json!({"game": "pontoon", "rules": "traditional", "players": players(2, 100),
                "actions": [[long, "stake", 1]]}),
        "is not one of the players",
    );
    refused(
        &json!({"game": "pontoon", "rules": "traditional", "players": players(2, 100),
                "deck": [long], "actions": []}),
        "is not a card",
    );
    refused(
        &json!({"game": long, "rules": "traditional", "players": players(2, 100)}),
        "unknown game",
    );
    refused(
        &json!({"game": "pontoon", "rules": {"preset": "traditional", "burn": long},
                "players": players(2, 100)}),
        "burn must be \"none\", 13 or 14, not",
    );
    // A newline in what a message quotes is written escaped: a message is one line.
    let (status, _, stderr) = script("{\"comm\\nt\": 1}");
    assert_eq!(status, 2);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("unknown field `comm\\nt`"), "{stderr}");
    let many: Vec<Value> = (0..50_000).map(|i| json!(i)).collect();
    refused(
        &json!({"game": "pontoon", "rules": "traditional", "players": players(2, 100),
                "actions": [["P0", "stake", many]]}),
        "action 1",
    );
}

#[test]
fn option_errors_name_the_option_and_its_values() {
    for (rules, says) in [
        (
            json!({"stick_min": 256}),
            "stick_min must be 15 or 16, not 256",
        ),
        (
            json!({"stick_min": 17}),
            "stick_min must be 15 or 16, not 17",
        ),
        (
            json!({"player_pontoon_pays": "lots"}),
            "player_pontoon_pays must be 1, 2 or 3, not \"lots\"",
        ),
        (
            json!({"preset": "casino", "max_hands": 9}),
            "max_hands must be 1 to 3, not 9",
        ),
        (
            json!({"preset": "casino", "dealer_hits_soft_17": 1}),
            "dealer_hits_soft_17 must be true or false, not 1",
        ),
    ] {
        refused(
            &json!({"game": "pontoon", "rules": rules, "players": players(2, 100)}),
            says,
        );
    }
    refused(
        &json!({"game": "palace", "rules": {"exclusion": "colour"}, "players": players(2, 100)}),
        "exclusion must be \"suit\" or \"rank\", not \"colour\"",
    );
}

#[test]
fn a_record_longer_than_the_limit_is_refused() {
    let actions: Vec<Value> = (0..700_000).map(|_| json!(["P0", "twist"])).collect();
    let record = json!({"game": "pontoon", "rules": "traditional", "players": players(2, 100),
                        "actions": actions});
    assert!(record.to_string().len() > 8 << 20);
    refused(
        &record,
        "standard input is longer than a hand record may be (8 MiB)",
    );
}

#[test]
fn two_players_of_one_name_are_refused() {
    refused(
        &json!({"game": "pontoon", "rules": "traditional",
                "players": [{"name": "Ann", "chips": 10}, {"name": "Ann", "chips": 10}]}),
        "two players are called \"Ann\"",
    );
    refused(
        &json!({"game": "palace", "rules": "palace",
                "players": [{"name": "Ann", "chips": 10}, {"name": "Bob", "chips": 10},
                            {"name": "Bob", "chips": 10}]}),
        "two players are called \"Bob\"",
    );
}
