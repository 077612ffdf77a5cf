//! Hand histories over HTTP: a player's finished rounds, newest first, page by page; each one's
//! record replays alone to the same round, holds no key, and is nobody else's to see.

use std::net::SocketAddr;

use parlour_engine::record::Record;
use serde_json::Value;

use crate::common::*;

/// Ann (`ann`, the cookie) has played `rounds` rounds at `table`, the first with `chips` on her
/// seat; `key` is the table's shuffle key; `bob` sat nowhere.
pub async fn check(addr: SocketAddr, ann: &str, bob: &str, table: i64, rounds: usize, key: &str) {
    // Newest first, two at a time.
    let mut listed: Vec<Value> = Vec::new();
    let mut before: Option<i64> = None;
    loop {
        let path = match before {
            Some(id) => format!("/api/hands?limit=2&before={id}"),
            None => "/api/hands?limit=2".to_string(),
        };
        let page = get(addr, &path, Some(ann)).await;
        assert_eq!(page.status, 200, "{page:?}");
        let hands = page.body["hands"].as_array().unwrap().clone();
        assert!(hands.len() <= 2);
        listed.extend(hands);
        match page.body["next"].as_i64() {
            Some(id) => before = Some(id),
            None => break,
        }
    }
    assert_eq!(listed.len(), rounds, "{listed:?}");
    let numbers: Vec<u64> = listed
        .iter()
        .map(|h| h["round"]["number"].as_u64().unwrap())
        .collect();
    let expected: Vec<u64> = (1..=rounds as u64).rev().collect();
    assert_eq!(numbers, expected, "newest first");

    // Oldest first now: each round replays alone to itself, and starts with the chips the one
    // before it left.
    let mut chips_left: Option<Value> = None;
    for listed in listed.iter().rev() {
        assert_eq!(listed["table"], table);
        let id = listed["id"].as_i64().unwrap();
        let hand = get(addr, &format!("/api/hands/{id}"), Some(ann)).await;
        assert_eq!(hand.status, 200, "{hand:?}");
        let text = hand.body.to_string();
        assert!(!text.contains(key), "a hand history shows the live key");
        let record = &hand.body["record"];
        assert!(record.get("key").is_none() && record.get("sealed").is_none());
        assert!(record.get("seed").is_none());
        let dealt = record["deck"].as_array().unwrap();
        assert!(
            dealt.len() >= 4,
            "at least two cards to Ann and two to the dealer"
        );
        let parsed = Record::parse(&record.to_string()).expect("a hand record");
        let (_, output) = parlour_games::registry()
            .replay(&parsed)
            .expect("the hand replays");
        assert!(output.all_accepted(), "{record}");
        assert_eq!(output.hands.len(), 1, "one round: {record}");
        let round = &output.hands[0];
        for field in ["net", "players", "dealer_hand", "house_net"] {
            assert_eq!(
                round[field], hand.body["round"][field],
                "{field} of {record}"
            );
        }
        // Ann was seated as the round began, or sat down in its betting (the first round: the
        // table opened empty).
        let seated = record["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == "Ann")
            .map(|p| p["chips"].clone());
        let sat = record["actions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a[0] == "Ann" && a[1] == "sit")
            .map(|a| a[3].clone());
        match (&chips_left, seated, sat) {
            (None, None, Some(chips)) => assert_eq!(chips, 200, "{record}"),
            (Some(left), Some(chips), None) => {
                assert_eq!(&chips, left, "each round starts where the last left off")
            }
            other => panic!("Ann in {record}: {other:?}"),
        }
        chips_left = Some(output.field("chips").unwrap()["Ann"].clone());

        // Step by step through the engine: the opening, then one step an action, the last
        // showing the round as it ended.
        let steps = get(addr, &format!("/api/hands/{id}/steps"), Some(ann)).await;
        assert_eq!(steps.status, 200, "{steps:?}");
        let steps = steps.body["steps"].as_array().unwrap().clone();
        let actions = record["actions"].as_array().unwrap();
        assert_eq!(steps.len(), actions.len() + 1);
        assert_eq!(steps[0]["action"], serde_json::Value::Null);
        assert_eq!(&steps[1]["action"], &actions[0]);
        let last = &steps[steps.len() - 1];
        assert!(round_over(last));
        assert_eq!(last["view"]["viewer"], "spectator");
        // To Bob, who sat nowhere, the hand does not exist.
        for path in [format!("/api/hands/{id}"), format!("/api/hands/{id}/steps")] {
            let other = get(addr, &path, Some(bob)).await;
            assert_eq!(other.status, 404, "{other:?}");
        }
    }
    let bobs = get(addr, "/api/hands", Some(bob)).await;
    assert_eq!(bobs.body["hands"].as_array().map(Vec::len), Some(0));
    let signed_out = get(addr, "/api/hands", None).await;
    assert_eq!(signed_out.status, 401);
}
