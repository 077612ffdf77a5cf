//! A Palace hand of a fair table, recorded apart with the keys of the shuffles it made
//! (docs/fairness.md), replays alone to the same hand: the same cards, battles and chips. Its
//! shuffles are fair ones, which put a pile in fresh-pack order first, so the order its cards were
//! gathered in makes no difference to the replay (`parlour_cards::fair`'s tests): a pile refilled
//! in the middle of a hand replays the same way as the deal's two shuffles do here.

use parlour_cards::ShuffleKey;
use parlour_engine::record::{Deal, Record};
use parlour_engine::{Player, Seat, Table};
use parlour_games::registry;
use serde_json::{Value, json};

/// An attack on the first target for the least bet where one may be made (so battles are fought
/// and palaces turned over), else what a timeout does.
fn next_action(table: &dyn parlour_engine::registry::AnyTable, seat: Seat) -> Value {
    let moves = table.legal_moves(seat);
    if let Some(attack) = moves.iter().find(|m| m["move"] == "attack") {
        let bet = &attack["bet"]["min"];
        return json!({"action": "attack", "defender": attack["targets"][0], "bet": bet});
    }
    if moves.iter().any(|m| m["move"] == "call") {
        return json!({"action": "call"});
    }
    table.timeout(seat).expect("a seat on turn has a timeout")
}

#[test]
fn a_palace_hand_of_a_fair_table_replays_alone_from_its_keys() {
    let entry = registry().get("palace").unwrap();
    let mut replayed = 0;
    for seed in 1..=12u64 {
        let players = ["Ann", "Bob", "Cy", "Di"]
            .iter()
            .map(|name| Player {
                name: name.to_string(),
                chips: 200,
            })
            .collect();
        let seating = Table {
            players,
            first: None,
        };
        let deal = Deal::Fair(ShuffleKey::from_seed(seed));
        let mut table = entry.open(&json!("palace"), seating, deal).unwrap();
        for _ in 0..600 {
            if table.is_over() || table.rounds_played() >= 4 {
                break;
            }
            let seat = table.to_act()[0];
            let action = next_action(table.as_ref(), seat);
            table.apply(seat, &action, None).unwrap();
            let Some(round) = table.finished_round() else {
                continue;
            };
            assert!(round.record["deck"].is_null(), "{}", round.record);
            let keys = round.record["keys"].as_array().map_or(0, Vec::len);
            assert!(keys >= 2, "a hand's deal shuffles twice: {}", round.record);

            let record = Record::parse(&round.record.to_string()).unwrap();
            let (alone, output) = registry().replay(&record).unwrap();
            assert!(output.all_accepted(), "{}", round.record);
            let mut hand = output.hands[0].clone();
            let mut finished = round.finished.clone();
            hand["number"] = json!(0);
            finished["number"] = json!(0);
            assert_eq!(hand, finished, "seed {seed}: {}", round.record);
            // The replay ends with the table's own chips.
            let chips = |t: &dyn parlour_engine::registry::AnyTable| {
                t.players().iter().map(|p| p.chips).collect::<Vec<_>>()
            };
            assert_eq!(chips(alone.as_ref()), chips(table.as_ref()));
            if round.public {
                replayed += 1;
            }
        }
    }
    assert!(replayed >= 5, "only {replayed} public hands recorded apart");
}
