//! Hand records come from outside (files, stdin, later the network): whatever a Palace Poker record
//! holds, reading and playing it must either fail with a message or play to the end, never panic,
//! and a playable record's chips (with the pot) are conserved.

use parlour_engine::playout::{check_fuzzed, fuzzed_record};
use parlour_engine::registry::Registry;
use parlour_palace::Palace;
use proptest::prelude::*;
use serde_json::{Value, json};

const NAMES: [&str; 3] = ["Ann", "Bob", "Cy"];
const CARDS: [&str; 7] = ["AS", "KH", "7D", "2C", "TS", "QD", "9H"];

/// A well-formed action (though often not a legal one).
fn action() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(vec!["Ann", "Bob", "Cy", "Cy"]),
        prop::sample::select(vec![
            "deal", "deal", "buy", "discard", "attack", "call", "raise", "fold", "stay", "stay",
        ]),
        0u64..40,
        prop::collection::vec(prop::sample::select(CARDS.to_vec()), 0..3),
        prop::sample::select(NAMES.to_vec()),
    )
        .prop_map(|(name, verb, amount, cards, target)| {
            let mut entry = vec![json!(name), json!(verb)];
            match verb {
                "discard" => entry.extend(cards.into_iter().map(|c| json!(c))),
                "attack" => entry.extend([json!(target), json!(amount)]),
                "raise" => entry.push(json!(amount)),
                _ => {}
            }
            Value::Array(entry)
        })
}

/// An action with the mistakes people make: unknown names, verbs and cards, wrong arguments.
fn garbled_action() -> impl Strategy<Value = Value> {
    prop::sample::select(vec![
        json!(["Zed", "stay"]),
        json!(["Ann", "check"]),
        json!(["Ann", "attack", "Bob"]),
        json!(["Ann", "attack", 3, 5]),
        json!(["Ann", "discard", "XX"]),
        json!(["Ann", "raise", -5]),
        json!(["Ann"]),
        json!([]),
    ])
}

fn record() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(vec![
            json!("palace"),
            json!({"betting": "no_limit"}),
            json!({"exclusion": "rank", "small_bet": 2, "big_bet": 2}),
            json!({"max_soldiers": 1, "small_bet": 1}),
            json!({"small_bet": 0}),
            json!("poker"),
        ]),
        prop::collection::vec(action(), 0..120),
        prop::option::weighted(0.2, (any::<usize>(), garbled_action())),
        any::<u64>(),
        prop::collection::vec(0u64..120, 3),
        prop::option::of(prop::sample::select(vec!["Ann", "Cy", "Zed"])),
    )
        .prop_map(|(rules, actions, garbled, seed, chips, dealer)| {
            let dealer = dealer.map(|name| ("dealer", name));
            let actions = (actions, garbled);
            fuzzed_record("palace", rules, (&NAMES, &chips), seed, actions, dealer)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_palace_record_plays_or_fails_cleanly(record in record()) {
        let palace = Registry::new().with::<Palace>();
        check_fuzzed(&record, &palace, |output| output["pot"].as_i64().unwrap());
    }
}
