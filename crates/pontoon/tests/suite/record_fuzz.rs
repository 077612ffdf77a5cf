//! Hand records come from outside (files, stdin, later the network): whatever a record holds, reading
//! and playing it must either fail with a message or play to the end, never panic, and a playable
//! record's chips (with the kitty, or the house's result) are conserved. Home and casino presets.

use parlour_engine::playout::{check_fuzzed, fuzzed_record};
use parlour_engine::record::Record;
use parlour_engine::registry::Registry;
use parlour_pontoon::Pontoon;
use parlour_pontoon::casino::Casino;
use proptest::prelude::*;
use serde_json::{Value, json};

const VERBS: [&str; 14] = [
    "deal",
    "stake",
    "split",
    "buy",
    "twist",
    "stick",
    "offer_bank",
    "accept_bank",
    "decline_bank",
    "double",
    "burn",
    "shoot",
    "kitty",
    "pass",
];
const NAMES: [&str; 3] = ["Bank", "Ann", "Bob"];

fn argument() -> impl Strategy<Value = Value> {
    prop_oneof![
        (0u64..120).prop_map(|n| json!(n)),
        (-5i64..0).prop_map(|n| json!(n)),
        prop::sample::select(vec!["Ann", "Zed"]).prop_map(|n| json!(n)),
        Just(json!(null)),
        Just(json!(1.5)),
    ]
}

/// A well-formed action (though rarely a legal one), with the arguments its game's verb takes.
fn action(casino: bool) -> impl Strategy<Value = Value> {
    (
        prop::sample::select(NAMES.to_vec()),
        prop::sample::select(VERBS.to_vec()),
        0u64..60,
        0usize..3,
    )
        .prop_map(move |(name, verb, amount, buyer)| {
            let mut entry = vec![json!(name), json!(verb)];
            match verb {
                "buy" if casino => {}
                "stake" | "buy" | "shoot" | "kitty" => entry.push(json!(amount)),
                "offer_bank" => entry.extend([json!(NAMES[buyer]), json!(amount)]),
                _ => {}
            }
            Value::Array(entry)
        })
}

/// An action with the mistakes people make: unknown names and verbs, wrong arguments.
fn garbled_action() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(vec!["Bank", "Ann", "Zed", ""]),
        prop::sample::select(vec!["deal", "stake", "buy", "offer_bank", "hit", "STICK"]),
        prop::collection::vec(argument(), 0..3),
    )
        .prop_map(|(name, verb, args)| {
            let mut entry = vec![json!(name), json!(verb)];
            entry.extend(args);
            Value::Array(entry)
        })
}

/// Records that are mostly well formed, with the kinds of mistakes people make.
fn record() -> impl Strategy<Value = Value> {
    prop_oneof![
        8 => prop::sample::select(vec![
            json!("traditional"),
            json!({"max_stake": 5}),
            json!({"packs": 2, "stick_min": 16, "burn": 13}),
            json!({"preset": "shoot", "banker_may_double": true}),
            json!("casino"),
            json!({"preset": "pontoon-blackjack", "split_by_value": true}),
        ]),
        1 => prop::sample::select(vec![json!({"min_stake": 0}), json!("pub"), json!({"preset": "casino", "burn": 13})]),
    ]
    .prop_flat_map(|rules| {
        let casino = rules.as_str().is_some_and(|r| r == "casino")
            || rules["preset"].as_str().is_some_and(|r| r.contains("blackjack") || r == "casino");
        (
            Just(rules),
            prop::collection::vec(action(casino), 0..80),
            prop::option::weighted(0.3, (any::<usize>(), garbled_action())),
            any::<u64>(),
            prop::collection::vec(0u64..300, 3),
            prop::option::of(prop::sample::select(vec!["Bank", "Ann", "Zed"])),
        )
    })
        .prop_map(|(rules, actions, garbled, seed, chips, banker)| {
            let names = ["Bank", "Ann", "Bob"];
            let banker = banker.map(|name| ("banker", name));
            let actions = (actions, garbled);
            fuzzed_record("pontoon", rules, (&names, &chips), seed, actions, banker)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_record_plays_or_fails_cleanly(record in record()) {
        let games = Registry::new().with::<Pontoon>().with::<Casino>();
        check_fuzzed(&record, &games, |output| {
            output["kitty"].as_i64().unwrap_or(0) + output["house"].as_i64().unwrap_or(0)
        });
    }

    #[test]
    fn any_text_is_read_or_refused_without_panicking(text in "\\PC{0,200}") {
        let _ = Record::parse(&text);
    }
}
