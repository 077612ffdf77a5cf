//! Stacked-deck scenarios: every hand record under `tests/records/` and the project's `examples/`
//! is played through the engine and must meet its `expect` (a pattern of the output, written by
//! hand from docs/rules/; see docs/hand-records.md).

use parlour_engine::playout::check_records;
use parlour_engine::registry::Registry;
use parlour_pontoon::Pontoon;
use parlour_pontoon::casino::Casino;

/// The games of this crate.
fn registry() -> Registry {
    Registry::new().with::<Pontoon>().with::<Casino>()
}

#[test]
fn every_scenario_record_meets_its_expectation() {
    let count = check_records(env!("CARGO_MANIFEST_DIR"), "tests/records", &registry());
    assert!(count >= 1);
}

#[test]
fn every_example_record_meets_its_expectation() {
    let count = check_records(env!("CARGO_MANIFEST_DIR"), "../../examples", &registry());
    assert!(count >= 1);
}

/// A record's deal: a seed and the key it expands to play alike; a sealed record, or one that gives
/// two deals, is refused before anything is played.
#[test]
fn a_key_plays_as_the_seed_it_expands_to_and_a_sealed_record_is_refused() {
    use parlour_cards::ShuffleKey;
    let record = |deal: &str| {
        let text = format!(
            r#"{{"game": "pontoon", "rules": "casino", {deal}
                "players": [{{"name": "Ann", "chips": 100}}, {{"name": "Bob", "chips": 100}}],
                "actions": [["Ann", "stake", 10], ["Bob", "stake", 20], ["Ann", "twist"]]}}"#
        );
        parlour_engine::record::Record::parse(&text)
            .and_then(|r| registry().replay(&r))
            .map(|(_, output)| output)
    };
    let output = |deal: &str| {
        let output = record(deal).unwrap_or_else(|e| panic!("{deal}: {e}"));
        serde_json::to_value(&output).unwrap()
    };
    let seeded = output(r#""seed": 7,"#);
    let key = ShuffleKey::from_seed(7).to_hex();
    assert_eq!(output(&format!(r#""key": "{key}","#)), seeded);
    // Another key deals other cards.
    let other = ShuffleKey::from_seed(8).to_hex();
    assert_ne!(
        output(&format!(r#""key": "{other}","#))["in_play"],
        seeded["in_play"]
    );

    let refused = |deal: &str| record(deal).unwrap_err().to_string();
    assert_eq!(
        refused(&format!(r#""seed": 7, "key": "{key}","#)),
        "a record gives one of `deck`, `seed`, `key`, `fair` and `keys`"
    );
    assert!(refused(r#""sealed": true,"#).starts_with("this record is sealed"));
    assert!(refused(r#""key": "12ab","#).contains("a shuffle key is 64 hex digits"));
}

/// A record's players are named as a player sitting down must be (docs/hand-records.md): 1 to 40
/// printable characters with no space at either end. A newline, an escape sequence, a name too
/// long or one with a space at an end are each refused before anything is played, in one line
/// that names the player; 40 characters of any script are a name.
#[test]
fn a_record_s_players_follow_the_rule_for_names() {
    let record = |name: &str| {
        let players =
            serde_json::json!([{"name": "Bank", "chips": 100}, {"name": name, "chips": 100}]);
        let text = format!(
            r#"{{"game": "pontoon", "rules": "traditional", "banker": "Bank", "seed": 1,
                "players": {players}, "actions": [["Bank", "deal"]]}}"#
        );
        parlour_engine::record::Record::parse(&text)
            .and_then(|r| registry().replay(&r))
            .map(|(_, output)| output)
    };
    for bad in [
        "Ann\nBob",
        "\u{1b}[31mAnn",
        &"a".repeat(41),
        " Ann",
        "Ann ",
        "Ann\u{7}",
    ] {
        let error = record(bad).expect_err(bad);
        assert!(
            error.0.contains("a name is 1 to 40 printable characters"),
            "{bad:?}: {error}"
        );
        assert!(!error.0.contains('\n'), "one line: {error}");
    }
    for good in ["Ann", "Zoë Ωmega", &"é".repeat(40), "Ann Bob"] {
        assert!(record(good).is_ok(), "{good:?}");
    }
}
