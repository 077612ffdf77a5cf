//! `parlour script` end to end: the binary reads records from files and stdin, prints one JSON
//! object, and fails with one clear line for records it cannot read.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::{Value, json};

fn parlour(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the parlour binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn record(extra: Value) -> String {
    let mut base = json!({
        "game": "pontoon",
        "rules": "traditional",
        "players": [{"name": "Bank", "chips": 500}, {"name": "Ann", "chips": 100}, {"name": "Bob", "chips": 100}],
        "banker": "Bank",
        "deck": ["7S", "KH", "AD", "9C"],
        "actions": [["Bank", "deal"], ["Ann", "stake", 10], ["Bob", "stake", 20], ["Ann", "buy", 15]]
    });
    for (key, value) in extra.as_object().unwrap() {
        base[key] = value.clone();
    }
    base.to_string()
}

#[test]
fn reads_a_record_from_stdin_and_prints_one_json_object() {
    let output = parlour(&["script", "-"], &record(json!({})));
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let value: Value = serde_json::from_slice(&output.stdout).expect("one JSON object");
    assert_eq!(value["results"].as_array().unwrap().len(), 4);
    assert!(
        value["results"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["ok"] == json!(true))
    );
    assert_eq!(value["phase"], json!("playing"));
    assert_eq!(value["banker"], json!("Bank"));
    // Nothing was settled: chips are as they started.
    assert_eq!(value["chips"], json!({"Bank": 500, "Ann": 100, "Bob": 100}));
    // The hand still in play shows as it stands: Ann's 7S and 9C, a bought card, 10 + 15 staked.
    let ann = &value["in_play"]["players"][0];
    assert_eq!(ann["name"], "Ann");
    assert_eq!(
        ann["hands"][0]["cards"].as_array().unwrap()[..2],
        [json!("7S"), json!("9C")]
    );
    assert_eq!(ann["hands"][0]["buys"], json!([15]));
    assert_eq!(ann["hands"][0]["stake"], 25);
    assert_eq!(value["in_play"]["players"][1]["stake"], 20);
    assert_eq!(value["in_play"]["number"], 1);
}

#[test]
fn rejections_are_reported_and_the_script_goes_on() {
    let text = record(
        json!({"actions": [["Bank", "deal"], ["Bob", "stake", 10], ["Ann", "stake", 99], ["Ann", "stake", 10]]}),
    );
    let output = parlour(&["script", "--compact", "-"], &text);
    assert!(output.status.success());
    let value: Value = serde_json::from_slice(&output.stdout).unwrap();
    let codes: Vec<Value> = value["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["error"]["code"].clone())
        .collect();
    assert_eq!(
        codes,
        [
            Value::Null,
            json!("not_your_turn"),
            json!("outside_limits"),
            Value::Null
        ]
    );
    assert_eq!(value["to_act"], json!(["Bob"]));
}

#[test]
fn unreadable_records_fail_with_one_line() {
    let cases = [
        ("{\"game\": ".to_string(), "not a hand record"),
        (
            record(json!({"deck": ["7S", "XX"]})),
            "\"XX\" is not a card",
        ),
        (record(json!({"deck": ["AS", "AS"]})), "impossible deck"),
        (
            record(json!({"actions": [["Zed", "deal"]]})),
            "\"Zed\" is not one of the players",
        ),
        (
            record(json!({"actions": [["Bank", "hit"]]})),
            "unknown Pontoon verb \"hit\"",
        ),
        (
            record(json!({"actions": [["Ann", "stake"]]})),
            "`stake` takes one amount",
        ),
        (
            record(json!({"rules": "pub"})),
            "unknown Pontoon preset \"pub\"",
        ),
        (
            record(json!({"rules": {"preset": "traditional", "jokers": 2}})),
            "unknown rule option \"jokers\"",
        ),
        (record(json!({"game": "snap"})), "unknown game \"snap\""),
        (
            record(json!({"banker": "Zed"})),
            "\"Zed\" is not one of the players",
        ),
        (
            record(json!({"seed": 4})),
            "a record gives one of `deck`, `seed`, `key`, `fair` and `keys`",
        ),
        (
            record(
                json!({"players": [{"name": "Solo", "chips": 5}], "banker": "Solo", "actions": []}),
            ),
            "seats 2 to 8 players",
        ),
        (
            record(json!({"dealer": "Bank"})),
            "names its first banker with `banker`",
        ),
    ];
    for (text, message) in cases {
        let output = parlour(&["script", "-"], &text);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{message}: {stderr}");
        assert!(output.stdout.is_empty(), "{message}");
        assert!(
            stderr.contains(message),
            "expected {message:?} in {stderr:?}"
        );
        assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    }
    let missing = parlour(&["script", "no/such/record.json"], "");
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read no/such/record.json"));
}

#[test]
fn check_fails_when_the_expectation_is_not_met() {
    let met = record(json!({"expect": {"chips": {"Ann": 100}}}));
    assert_eq!(
        parlour(&["script", "--check", "-"], &met).status.code(),
        Some(0)
    );
    let unmet = record(json!({"expect": {"chips": {"Ann": 101}}}));
    let output = parlour(&["script", "--check", "-"], &unmet);
    assert_eq!(output.status.code(), Some(1));
    let value: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(value["expect"]["met"], json!(false));
    assert_eq!(
        value["expect"]["mismatches"],
        json!(["$.chips.Ann: expected 101, found 100"])
    );
    // Without --check the verdict is printed but the status stays 0.
    assert_eq!(parlour(&["script", "-"], &unmet).status.code(), Some(0));
}

/// `--text` tells a record's hands in words: the cards as dealt, the moves, refusals with their
/// rule, each hand's end as the terminal client says it, and the chips.
#[test]
fn text_tells_the_hands_in_words() {
    let first = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/01-first-hand.json"
    ))
    .unwrap();
    let output = parlour(&["script", "--text", "-"], &first);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    for line in [
        "Hand 1: Bank deals.",
        "Ann is dealt 7♠.",
        "Ann buys 3♣ for 15.",
        "Ann twists 4♦.",
        "The banker stays on 18: \"paying 19\".",
        "  Bank stayed on 18: \"paying 19\". Pontoons and Five Card Tricks win double.",
        "  Bob: K♥ 9♦ = 19 (beats the banker) +20 on 20",
        "Chips: Bank 505, Ann 75, Bob 120.",
    ] {
        assert!(text.lines().any(|l| l == line), "{line:?} not in:\n{text}");
    }
    let refused = record(json!({"actions": [["Bank", "deal"], ["Ann", "stake", 99]]}));
    let output = parlour(&["script", "--text", "-"], &refused);
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains(
            "Action 2 refused: Ann stake 99: 99 is outside the limits for this stake: 1 to 50."
        ),
        "{text}"
    );
}
