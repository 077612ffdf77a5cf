//! The abuse suite against the real binary: `parlour loadtest --attack` starts `parlour serve` as
//! a process of its own, and its honest clients, each from a loopback address of its own, play
//! real rounds while sign-ups at 50 a second, 300 idle connections and a flood come from one
//! address each. Every attack meets the room's own limits, as a card room on the open internet
//! would run them; the honest play goes on. And the limits are set on the command line, a wrong
//! one refused.

use std::process::Command;

/// The first number after `before` in `text`.
fn number_after(text: &str, before: &str) -> usize {
    let at = text
        .find(before)
        .unwrap_or_else(|| panic!("no {before:?} in {text}"));
    text[at + before.len()..]
        .trim_start()
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no number after {before:?} in {text}"))
}

#[test]
fn honest_play_goes_on_while_the_real_server_is_attacked() {
    let output = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args([
            "loadtest",
            "--tables",
            "4",
            "--clients",
            "12",
            "--seconds",
            "3",
            "--attack",
        ])
        .output()
        .expect("parlour loadtest runs");
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{out}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // Every honest client sat down and played.
    assert!(
        out.contains("12 connections (12 seated, all arrived in") && out.contains(" on 4 tables"),
        "{out}"
    );
    assert!(number_after(&out, "refused,") >= 4, "rounds played: {out}");
    let attack = out
        .lines()
        .find(|l| l.starts_with("attack:"))
        .expect("the attack's line");
    // 50 sign-ups a second for three seconds; ten accounts an address an hour.
    assert!(number_after(attack, "attack:") >= 100, "{attack}");
    assert!(number_after(attack, "tried (") <= 10, "{attack}");
    // 300 idle connections held, of which the room keeps 64 an address: the rest are closed at
    // once and opened again by the attacker, again and again.
    assert!(number_after(attack, "made),") >= 600, "{attack}");
    // The flood's connection is closed, and closed again.
    assert!(number_after(attack, "messages (") >= 1, "{attack}");
}

#[test]
fn the_limits_are_set_on_the_command_line_and_a_wrong_one_is_refused() {
    for (limit, said) in [
        ("bogus", "NAME=RATE"),
        ("nothing=3/1m", "no limit is named"),
        ("accounts=3", "not a rate"),
        ("conns=0", "not a count above 0"),
        ("grants=5/1y", "not a rate"),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_parlour"))
            .args(["serve", "--addr", "127.0.0.1:0", "--limit", limit])
            .output()
            .expect("parlour serve runs");
        assert!(!output.status.success(), "--limit {limit} is refused");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.contains(said), "--limit {limit}: {err}");
    }
    let output = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["serve", "--addr", "127.0.0.1:0"])
        .env("PARLOUR_OPS_TOKEN", "short")
        .output()
        .expect("parlour serve runs");
    assert!(
        !output.status.success(),
        "a short operators' token is refused"
    );
    assert!(String::from_utf8_lossy(&output.stderr).contains("at least 16"));
}
