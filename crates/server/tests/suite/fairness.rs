//! Fair shuffles at the server (docs/fairness.md): a table publishes the commitment to each
//! shuffle before it takes the players' seeds, and reveals the house's part once the pack is done
//! with. Each revealed shuffle is recomputed here from the published fields alone, by the
//! documented steps (SHA-256, then the keyed shuffle of the table's packs in fresh-pack order),
//! and the cards it dealt must be the top of that pack.

use std::time::Duration;

use parlour_cards::{Card, Pile, ShuffleKey, ShuffleStream, Shuffler};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::common::*;

fn unhex(text: &str) -> [u8; 32] {
    *ShuffleKey::from_hex(text).unwrap().bytes()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The cards of a JSON list.
fn card_list(list: &Value) -> Vec<Card> {
    let words: Vec<&str> = (list.as_array().unwrap().iter())
        .map(|c| c.as_str().unwrap())
        .collect();
    parlour_cards::cards(&words.join(" ")).unwrap()
}

/// SHA-256 of the bytes of `parts`, one after another.
fn sha(parts: &[&[u8]]) -> [u8; 32] {
    let mut hash = Sha256::new();
    for part in parts {
        hash.update(part);
    }
    hash.finalize().into()
}

/// A revealed shuffle of scheme 2: its commitment, each seed against its hash, and its key, from
/// the house part by the documented bytes.
fn check_scheme_2(shuffle: &Value, house: &[u8; 32]) {
    assert_eq!(shuffle["scheme"], 2, "{shuffle}");
    let house = *house;
    let number = (shuffle["number"].as_u64().unwrap() as u32).to_be_bytes();
    assert_eq!(
        hex(&sha(&[b"parlour/fair/2/commitment\0", &number, &house])),
        shuffle["commitment"],
        "the house part is the one committed to"
    );
    let seeds = shuffle["seeds"].as_array().unwrap();
    let mut mixed: Vec<u8> = Vec::new();
    mixed.extend_from_slice(b"parlour/fair/2/key\0");
    mixed.extend_from_slice(&number);
    mixed.extend_from_slice(&house);
    mixed.push(seeds.len() as u8);
    for seed in seeds {
        let named = (seed["shuffle"].as_u64().unwrap() as u32).to_be_bytes();
        let text = seed["seed"]
            .as_str()
            .expect("a revealed shuffle's seeds are shown");
        let hash = sha(&[b"parlour/fair/2/seed\0", &named, text.as_bytes()]);
        assert_eq!(
            hex(&hash),
            seed["hash"],
            "the seed is the one hashed: {seed}"
        );
        mixed.push(seed["seat"].as_u64().unwrap() as u8);
        mixed.extend_from_slice(&hash);
    }
    let key = sha(&[&mixed]);
    assert_eq!(
        hex(&key),
        shuffle["key"],
        "the key is the part and the seeds"
    );
}

/// A revealed shuffle of scheme 1: its commitment was SHA-256 of its house part, its seeds public,
/// and its key SHA-256 of the part and each seed's SHA-256.
fn check_scheme_1(shuffle: &Value, house: &[u8; 32]) {
    assert_eq!(hex(&sha(&[house])), shuffle["commitment"], "{shuffle}");
    let mut mixed = house.to_vec();
    for seed in shuffle["seeds"].as_array().unwrap() {
        let text = seed["seed"].as_str().expect("scheme 1's seeds were public");
        assert!(
            seed["shuffle"].is_null(),
            "a scheme 1 seed named no shuffle: {seed}"
        );
        mixed.extend_from_slice(&sha(&[text.as_bytes()]));
    }
    assert_eq!(hex(&sha(&[&mixed])), shuffle["key"], "{shuffle}");
}

/// What every revealed shuffle of a fairness report shows: (whole packs, parts) checked. Each is
/// recomputed from the published fields by docs/fairness.md's bytes, under its own scheme.
pub fn check_revealed(fairness: &Value) -> (usize, usize) {
    checked(fairness, true)
}

/// [`check_revealed`] for a closed table, whose every pack is revealed, the last one's too.
pub fn check_all_revealed(fairness: &Value) -> (usize, usize) {
    checked(fairness, false)
}

fn checked(fairness: &Value, in_use: bool) -> (usize, usize) {
    let packs = fairness["packs"].as_u64().unwrap() as usize;
    let shuffles = fairness["shuffles"].as_array().unwrap();
    let (mut checked, mut parts) = (0, 0);
    for shuffle in shuffles {
        let Some(house) = shuffle["house"].as_str() else {
            assert!(
                shuffle["key"].is_null() && shuffle["dealt"].is_null(),
                "{shuffle}"
            );
            // Until the reveal a seed shows only as its hash.
            for seed in shuffle["seeds"].as_array().unwrap() {
                assert!(
                    seed["seed"].is_null(),
                    "a seed before its reveal: {shuffle}"
                );
            }
            continue;
        };
        let house = unhex(house);
        if shuffle["scheme"] == 1 {
            check_scheme_1(shuffle, &house);
        } else {
            check_scheme_2(shuffle, &house);
        }
        let key = unhex(shuffle["key"].as_str().unwrap());
        let size = shuffle["cards"].as_u64().unwrap() as usize;
        // Whole packs start new; a part (a pile refilled mid-hand) is published, in fresh-pack
        // order: the published list must be that order, and as many cards as were shuffled.
        let mut pack = if shuffle["pile"].is_null() {
            assert_eq!(size, packs * 52, "only whole packs come without a pile");
            Pile::fresh(packs)
        } else {
            let pile = card_list(&shuffle["pile"]);
            assert_eq!(pile.len(), size);
            let firsts: Vec<Card> = pile.iter().copied().take(52).collect();
            assert!(
                firsts.windows(2).all(|w| w[0].index() < w[1].index()),
                "a pile's first copies come in a new pack's order: {shuffle}"
            );
            parts += 1;
            Pile::from_top(pile)
        };
        Shuffler::seeded(ShuffleStream::keyed(&ShuffleKey::from_bytes(key)))
            .shuffle_and_cut(&mut pack);
        let order: Vec<Card> = pack.iter().collect();
        let dealt = card_list(&shuffle["dealt"]);
        assert!(!dealt.is_empty(), "a revealed pack dealt cards: {shuffle}");
        assert!(dealt.len() <= order.len());
        assert_eq!(
            dealt[..],
            order[..dealt.len()],
            "shuffle {} dealt its top cards",
            shuffle["number"]
        );
        checked += 1;
    }
    // The pack in use is never revealed.
    if let Some(last) = shuffles.last().filter(|_| in_use) {
        assert!(
            last["house"].is_null(),
            "the pack in use stays secret: {last}"
        );
    }
    (checked - parts, parts)
}

/// What table `table` has published of its shuffles.
async fn fairness_of(addr: std::net::SocketAddr, table: i64) -> Value {
    fairness_report(addr, table).await.body["fairness"].clone()
}

/// The fairness tests' server: Ann's turns never run out while the test plays them, and the bots
/// act a millisecond after theirs come.
fn fair_config(label: &str) -> parlour_server::Config {
    let mut config = config(label);
    config.turn = Duration::from_secs(30);
    config.bot_delay = Duration::from_millis(1);
    config
}

#[tokio::test]
async fn a_revealed_shuffle_recomputes_to_the_cards_it_dealt() {
    let server = start(fair_config("fairness")).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    // Pontoon Blackjack shuffles its one pack every round, so packs are done with quickly.
    let table = open_table(addr, &ann, json!("pontoon-blackjack")).await;
    let mut client = Client::connect(addr, &ann).await;
    let before = fairness_of(addr, table).await;
    assert_eq!(before["scheme"], 2);
    assert_eq!(before["next"]["number"], 0);
    let committed = before["next"]["commitment"].as_str().unwrap().to_string();
    assert_eq!(committed.len(), 64);

    client.send(watch_views(table)).await;
    let view = client.until("the view", |m| m["type"] == "view").await;
    assert_eq!(view["fair"]["commitment"], committed.as_str());
    // Ann sits and gives her seed for the first shuffle, which the first deal makes. A seed
    // naming another shuffle is refused.
    let seed = |shuffle: u64, seed: &str| {
        act(
            table,
            json!({"action": "seed", "shuffle": shuffle, "seed": seed}),
        )
    };
    client
        .all_accepted([sit(table, 0, 100), seed(0, "Ann's lucky words")])
        .await;
    let ann_hash = hex(&sha(&[
        b"parlour/fair/2/seed\0",
        &[0, 0, 0, 0],
        b"Ann's lucky words",
    ]));
    // The next view message carries the commitment and her seed.
    let view = client
        .until("the seed in a view", |m| {
            m["fair"]["seeds"].as_array().is_some_and(|s| !s.is_empty())
        })
        .await;
    assert_eq!(view["fair"]["commitment"], committed.as_str());
    // Ann sees her own seed; everyone else its hash alone, until the pack is revealed.
    assert_eq!(
        view["fair"]["seeds"][0],
        json!({"seat": 0, "shuffle": 0, "hash": ann_hash, "seed": "Ann's lucky words"})
    );
    let sam = sign_up(addr, "Sam").await;
    let mut stranger = Client::watching(addr, &sam, table).await;
    let seen = stranger.until("the view", |m| m["type"] == "view").await;
    assert_eq!(
        seen["fair"]["seeds"][0],
        json!({"seat": 0, "shuffle": 0, "hash": ann_hash, "seed": null})
    );
    assert!(!seen.to_string().contains("lucky"), "{seen}");
    assert!(!fairness_of(addr, table).await.to_string().contains("lucky"));
    // A seed of nobody seated, one naming a shuffle not next, and one too long, are refused.
    let early = client.ask(seed(1, "early")).await;
    assert_eq!(early["refusal"]["code"], "not_allowed_now");
    assert_eq!(stranger.ask(seed(0, "x")).await["type"], "error");
    let long = client.ask(seed(0, &"x".repeat(65))).await;
    assert_eq!(long["type"], "refused");

    // Two bots beside her; Ann bets and sticks at once each round.
    client.all_accepted([bot(table, 1), bot(table, 2)]).await;
    play_casino_rounds(&mut client, table, 4).await;
    let report = fairness_of(addr, table).await;
    let shuffles = report["shuffles"].as_array().unwrap();
    assert!(shuffles.len() >= 4, "{report}");
    // The first shuffle is the one committed to before Ann's seed, and mixed it in.
    assert_eq!(shuffles[0]["commitment"], committed.as_str());
    assert_eq!(
        shuffles[0]["seeds"],
        json!([{"seat": 0, "shuffle": 0, "hash": ann_hash, "seed": "Ann's lucky words"}])
    );
    let (checked, _) = check_revealed(&report);
    assert!(checked >= 2, "{checked} shuffles checked of {report}");

    // Ann's hands say which shuffles they were dealt from, and the revealed ones give the key.
    let page = get(addr, "/api/hands?limit=100", Some(&ann)).await;
    let first = page.body["hands"].as_array().unwrap().last().unwrap()["id"]
        .as_i64()
        .unwrap();
    let hand = get(addr, &format!("/api/hands/{first}"), Some(&ann)).await;
    let used = hand.body["shuffles"].as_array().unwrap();
    assert_eq!(used[0]["number"], 0, "{}", hand.body);
    assert!(used[0]["key"].is_string());
    let deck: Vec<&Value> = hand.body["record"]["deck"]
        .as_array()
        .unwrap()
        .iter()
        .collect();
    let dealt: Vec<&Value> = used[0]["dealt"].as_array().unwrap().iter().collect();
    assert_eq!(
        dealt[..deck.len()],
        deck[..],
        "the first round dealt the pack's top cards"
    );
    server.shutdown().await.unwrap();
}

/// A one-pack shoe dealt to its end (`reshuffle_at` 1: no cut card) runs out in the middle of a
/// round and is refilled from the discards: that part-shuffle is published with its pile, and
/// recomputes to what it dealt.
#[tokio::test]
async fn a_refilled_shoe_recomputes_from_its_published_pile() {
    let server = start(fair_config("fairness-part")).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let rules = json!({"preset": "casino", "packs": 1, "reshuffle_at": 1.0});
    let table = open_table(addr, &ann, rules).await;
    let mut client = Client::watching(addr, &ann, table).await;
    client
        .all_accepted([sit(table, 0, 1000), bot(table, 1), bot(table, 2)])
        .await;
    let mut parts = 0;
    for _ in 0..40 {
        play_casino_rounds(&mut client, table, 3).await;
        parts = check_revealed(&fairness_of(addr, table).await).1;
        if parts >= 2 {
            break;
        }
    }
    assert!(parts >= 2, "two refilled shoes recomputed");
    server.shutdown().await.unwrap();
}

/// A table stored under scheme 1 keeps its scheme 1 shuffles checkable, and deals by scheme 2 from
/// its next shuffle once a server serves it again (docs/fairness.md, the change of scheme). The
/// table's first life is written into the database as a server of scheme 1 would have: a bot sits,
/// gives a seed naming no shuffle, bets, and plays its round out, the first shoe made by scheme 1.
#[tokio::test]
async fn a_table_of_scheme_1_verifies_under_it_and_deals_by_scheme_2_from_its_next_shuffle() {
    use parlour_engine::{Opening, Player, Seat, Viewer};
    use parlour_server::table::cashier::{self, Kind, Moved, Purse};
    use parlour_store::ledger::{self, Transfer};
    use parlour_store::tables::{self, NewTable};

    let config = fair_config("scheme-1");
    std::fs::create_dir_all(&config.data).unwrap();
    let store = parlour_store::Store::open(&config.db_url()).await.unwrap();
    let entry = parlour_games::registry().get("casino").unwrap();
    let rules = Value::Object(entry.read_rules(&json!("pontoon-blackjack")).unwrap());
    let master = "09".repeat(32);
    let seating = Opening {
        players: vec![Player::empty(); 3],
        first: None,
        kitty: 0,
    };
    let deal = parlour_server::table::read_deal(&format!("fair1:{master}")).unwrap();
    let mut table = entry.open(&rules, seating, deal).unwrap();
    let mut tx = store.begin_write().await.unwrap();
    let id = tables::create(
        &mut tx,
        NewTable {
            game: "casino",
            rules: &rules.to_string(),
            players: &json!([{"name": "", "chips": 0}, {"name": "", "chips": 0}, {"name": "", "chips": 0}]).to_string(),
            deal_key: &format!("fair1:{master}"),
            created_by: None,
            at: 0,
        },
    )
    .await
    .unwrap();
    let bot = Seat(1);
    let first_life = [
        (
            json!({"action": "sit", "name": parlour_server::table::bots::bot_name(1), "chips": 100}),
            Kind::Sit(Purse::Grants),
        ),
        (
            json!({"action": "seed", "seed": "the old words"}),
            Kind::Play,
        ),
        (json!({"action": "stake", "amount": 2}), Kind::Play),
    ];
    let actions: Vec<(Value, Kind)> = first_life.into_iter().collect();
    let mut version = 0;
    while version < 50 {
        // After its first three actions, the bot plays its round out by its timeouts.
        let (action, kind) = if version < actions.len() {
            actions[version].clone()
        } else if table.rounds_played() == 0 {
            (table.timeout(bot).unwrap(), Kind::Play)
        } else {
            break;
        };
        let before: Vec<u64> = table.players().iter().map(|p| p.chips).collect();
        let held = table.held_apart();
        version = table.apply(bot, &action, None).unwrap() as usize;
        let after: Vec<u64> = table.players().iter().map(|p| p.chips).collect();
        let moved = Moved {
            table: id,
            seat: 1,
            house: true,
            before: &before,
            after: &after,
            held: table.held_apart() - held,
        };
        // What a server would have booked with it, in the same transaction.
        let postings = cashier::postings(kind, &moved).unwrap();
        tables::append(&mut tx, id, version as i64, 1, &action.to_string(), 0, None)
            .await
            .unwrap();
        if !postings.is_empty() {
            let key = format!("table:{id}:v{version}");
            let transfer = Transfer {
                key: &key,
                reason: kind.reason(),
                table: Some(id),
                postings: &postings,
                at: 0,
            };
            ledger::post(&mut tx, transfer).await.unwrap();
        }
    }
    tx.commit().await.unwrap();
    assert_eq!(table.rounds_played(), 1, "the bot's round is over");
    let next = table.next_shuffle(Viewer::Auditor).unwrap();
    assert_eq!(
        (next.number, next.scheme),
        (1, 1),
        "one shoe made, by scheme 1"
    );
    store.close().await;

    // A server serves it again: its next shuffle on, scheme 2.
    let server = start(config).await;
    let addr = server.addr;
    let report = fairness_of(addr, id).await;
    assert_eq!(report["shuffles"][0]["scheme"], 1, "{report}");
    assert_eq!(report["next"]["scheme"], 2, "{report}");
    assert_eq!(report["shuffles"][0]["seeds"][0]["seed"], "the old words");
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let stored = tables::get(&mut conn, id).await.unwrap();
    assert_eq!(stored.deal_key, format!("fair2@1:{master}"));
    drop(conn);
    let health = ops_get(addr, "/health").await;
    assert_eq!(health.body["books"], json!([]), "{}", health.body);

    // Ann plays on, seeding by scheme 2, until the old shoe and new ones are revealed.
    let ann = sign_up(addr, "Ann").await;
    let mut client = Client::watching(addr, &ann, id).await;
    let seed = json!({"action": "seed", "shuffle": 1, "seed": "Ann's"});
    client.all_accepted([sit(id, 0, 100), act(id, seed)]).await;
    play_casino_rounds(&mut client, id, 3).await;
    let report = fairness_of(addr, id).await;
    let schemes: Vec<&Value> = (report["shuffles"].as_array().unwrap().iter())
        .filter(|s| s["house"].is_string())
        .map(|s| &s["scheme"])
        .collect();
    assert!(
        schemes.contains(&&json!(1)) && schemes.contains(&&json!(2)),
        "{report}"
    );
    let (checked, _) = check_revealed(&report);
    assert!(checked >= 2, "{report}");
    server.shutdown().await.unwrap();
}
