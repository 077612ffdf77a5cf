//! Seeds: a round in which seeds were given replays from its history, and a seed gives nobody
//! time.

use super::*;

/// A server whose turns run out after `turn`, and Ann following a table of `rules` she opened,
/// with views: the server, her cookie, the table and her client.
async fn ann_watching(
    label: &str,
    turn: Duration,
    rules: Value,
) -> (parlour_server::Running, String, i64, Client) {
    let server = server_turning(label, turn).await;
    let ann = sign_up(server.addr, "Ann").await;
    let table = open_table(server.addr, &ann, rules).await;
    let client = Client::watching(server.addr, &ann, table).await;
    (server, ann, table, client)
}

/// A round in which a seed was given replays: its record keeps the seed as its hash (so nobody
/// learns another's seed from it), and the replay viewer steps through it.
#[tokio::test]
async fn a_round_with_a_seed_replays_from_its_history() {
    let turn = Duration::from_millis(150);
    let (server, ann, table, mut client) =
        ann_watching("seeded-rounds", turn, json!("pontoon-blackjack")).await;
    let addr = server.addr;
    client
        .all_accepted([sit(table, 0, 300), bot(table, 1)])
        .await;
    let mut rounds = 0;
    let mut seeded: BTreeSet<u64> = BTreeSet::new();
    while rounds < 6 {
        let message = client.next().await;
        if round_over(&message) {
            rounds += 1;
        }
        // A seed for each shuffle, given once the round is dealt; a bet when one is asked for.
        if let Some(next) = message["fair"]["number"].as_u64()
            && message["view"]["round"].is_object()
            && seeded.insert(next)
        {
            let seed =
                json!({"action": "seed", "shuffle": next, "seed": format!("Ann's words {next}")});
            client.request(act(table, seed)).await;
        }
        stake_the_least(&mut client, table, &message).await;
    }
    let page = get(addr, "/api/hands?limit=100", Some(&ann)).await;
    let registry = parlour_games::registry();
    let mut with_seeds = 0;
    for hand in page.body["hands"].as_array().unwrap() {
        let id = hand["id"].as_i64().unwrap();
        let one = get(addr, &format!("/api/hands/{id}"), Some(&ann)).await;
        let record = &one.body["record"];
        let text = record.to_string();
        let verbs: Vec<&str> = (record["actions"].as_array().unwrap().iter())
            .filter_map(|a| a[1].as_str())
            .collect();
        if !verbs.iter().any(|v| v.starts_with("seed")) {
            continue;
        }
        assert!(
            !verbs.contains(&"seed"),
            "a seed itself in a history: {text}"
        );
        with_seeds += 1;
        assert!(
            !text.contains("Ann's words"),
            "a seed's text in a history: {text}"
        );
        let steps = get(addr, &format!("/api/hands/{id}/steps"), Some(&ann)).await;
        assert_eq!(steps.status, 200, "{steps:?}");
        let parsed = parlour_engine::record::Record::parse(&text).unwrap();
        let (_, output) = registry.replay(&parsed).unwrap();
        assert!(output.all_accepted(), "{text}");
    }
    assert!(with_seeds >= 2, "{with_seeds} rounds with a seed");
    server.shutdown().await.unwrap();
}

/// A seed changes nothing on the table, so it gives nobody time: the turn's deadline after a seed
/// is the one before it (a player could otherwise hold the table up, seed after seed).
#[tokio::test]
async fn a_seed_leaves_the_turn_and_its_deadline_as_they_were() {
    let turn = Duration::from_secs(20);
    let (server, _, table, mut client) = ann_watching("seed-clock", turn, json!("casino")).await;
    client.accepted(sit(table, 0, 100)).await;
    let seated = client
        .until("her turn to bet", |m| m["turn"]["seat"] == 0)
        .await;
    let deadline = seated["turn"]["deadline"].clone();
    tokio::time::sleep(Duration::from_millis(50)).await;
    for text in ["one", "two"] {
        let seed = json!({"action": "seed", "shuffle": 0, "seed": text});
        client.accepted(act(table, seed)).await;
        let told = client
            .until("the seed's events", |m| m["type"] == "events")
            .await;
        assert_eq!(told["turn"]["deadline"], deadline, "{told}");
    }
    server.shutdown().await.unwrap();
}
