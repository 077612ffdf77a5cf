//! The coach at the table server: a hint for the hand a person is to play, worked out from their
//! own view and told to them alone; the table's hint policy, set by an operator, kept, and told to
//! everyone at once; a round reviewed, a session's report, and practice hands.

use std::time::Duration;

use parlour_engine::Seat;
use parlour_engine::record::Record;
use parlour_games::coach::Count;
use serde_json::{Value, json};

use crate::common::*;

/// Makes the account of `cookie` an operator, as `parlour admin grant` does.
async fn grant(server: &parlour_server::Running, cookie: &str) {
    let id = me(server.addr, cookie).await["id"].as_i64().unwrap();
    let mut tx = server.app.store.begin_write().await.unwrap();
    assert!(
        parlour_store::operators::grant(&mut tx, id, 1)
            .await
            .unwrap()
    );
    tx.commit().await.unwrap();
}

/// A stacked casino shoe: `top` first, then eights and nines (every hand dealt from them makes 16
/// to 18, so nobody busts by surprise), enough of them for a few rounds.
fn shoe(top: &[&str]) -> Vec<String> {
    let rest = (0..6).flat_map(|_| ["8C", "9D", "8H", "9S", "9C", "8D", "9H", "8S"]);
    top.iter().copied().chain(rest).map(String::from).collect()
}

/// Opens a casino table dealt from `deck` (a test server's stacked pack): its id.
async fn stacked_table(addr: std::net::SocketAddr, cookie: &str, deck: &[String]) -> i64 {
    let opened = post(
        addr,
        "/api/tables",
        Some(cookie),
        json!({"rules": "casino", "deck": deck}),
    )
    .await;
    assert_eq!(opened.status, 201, "{opened:?}");
    opened.body["table"]["id"].as_i64().unwrap()
}

/// A hint asked for by `count` at `table`.
fn hint(table: i64, count: &str) -> Value {
    json!({"type": "hint", "table": table, "count": count})
}

/// Asks for a hint: its answer, `hint` or `error`.
async fn ask_hint(client: &mut Client, table: i64, count: &str) -> Value {
    let seq = client.request(hint(table, count)).await;
    client
        .until("the hint's answer", |m| {
            m["seq"] == seq && (m["type"] == "hint" || m["type"] == "error")
        })
        .await
}

/// Why a hint was refused: `(code, why)`.
fn refused(answer: &Value) -> (&str, &str) {
    (
        answer["code"].as_str().unwrap_or("not refused"),
        answer["args"]["why"].as_str().unwrap_or(""),
    )
}

/// The newest view `client` was sent of `table`: from a `view`, or an `events` with views.
fn newest_view(client: &Client, table: i64) -> (u64, Value) {
    let message = (client.seen.iter().rev())
        .find(|m| m["table"] == table && m["view"].is_object())
        .expect("a view was sent");
    (
        message["version"].as_u64().unwrap(),
        message["view"].clone(),
    )
}

/// The moves of a hint answer as `(choice, bets, chips)`.
fn moves_of(answer: &Value) -> Vec<(String, f64, f64)> {
    (answer["moves"].as_array().unwrap().iter())
        .map(|m| {
            (
                m["choice"].as_str().unwrap().to_string(),
                m["bets"].as_f64().unwrap(),
                m["chips"].as_f64().unwrap(),
            )
        })
        .collect()
}

/// Checks a hint answer against the coach's own, worked out here from the view `client` was sent
/// at the answer's version, and checks that it shows no card that view does not.
fn check_against_own_view(client: &Client, table: i64, answer: &Value, count: Count) {
    assert_eq!(answer["type"], "hint", "{answer}");
    let (version, view) = newest_view(client, table);
    assert_eq!(
        answer["version"], version,
        "the hint is for the view she holds"
    );
    let coach = parlour_games::kit("casino").unwrap().coach().unwrap();
    let own = coach.hint(&view, count).expect("she is on turn");
    let expected: Vec<(String, f64)> = (own.advice.moves.iter())
        .map(|w| {
            let choice = serde_json::to_value(w.choice).unwrap();
            (choice.as_str().unwrap().to_string(), w.bets)
        })
        .collect();
    let told = moves_of(answer);
    assert_eq!(told.len(), expected.len(), "{answer}");
    for ((choice, bets, chips), (own_choice, own_bets)) in told.iter().zip(&expected) {
        assert_eq!(choice, own_choice, "{answer}");
        // The same value, to its last place or so: the coach keeps what it has worked out, and a
        // sum taken in another order may differ in its last bit.
        assert!((bets - own_bets).abs() < 1e-12, "{bets} against {own_bets}");
        assert_eq!(
            *chips,
            own.chips(*bets),
            "its chips are its bets at a bet of 10"
        );
    }
    assert_eq!(answer["bet"], own.bet);
    assert_eq!(answer["hand"], own.hand);
    assert_eq!(answer["count"], serde_json::to_value(count).unwrap());
    // Best first.
    let worths: Vec<f64> = told.iter().map(|m| m.1).collect();
    assert!(worths.windows(2).all(|w| w[0] >= w[1]), "{worths:?}");
    // The oracle: nothing in the answer is a card her own view does not show.
    let shown = cards_in(&view);
    let in_answer = cards_in(answer);
    assert!(!in_answer.is_empty(), "{answer}");
    assert!(
        in_answer.is_subset(&shown),
        "told {in_answer:?}, shown {shown:?}"
    );
}

#[tokio::test]
async fn a_hint_is_the_coachs_word_on_the_askers_own_view_and_nobody_elses() {
    let mut config = config("coach_hint");
    config.allow_stacked = true;
    let server = start(config.clone()).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let bob = sign_up(addr, "Bob").await;
    let carl = sign_up(addr, "Carl").await;
    let dan = sign_up(addr, "Dan").await;
    let opal = sign_up(addr, "Opal").await;
    grant(&server, &opal).await;
    // Ann TC 6C (a hard 16), Bob 9D 9S, the dealer TH and a card face down.
    let table = stacked_table(addr, &ann, &shoe(&["TC", "9D", "TH", "6C", "9S", "8H"])).await;
    let mut a = Client::watching(addr, &ann, table).await;
    let mut b = Client::watching(addr, &bob, table).await;
    let mut c = Client::watching(addr, &carl, table).await;
    let first = c.until("the table", |m| m["type"] == "view").await;
    assert_eq!(first["hints"], "fresh", "every table's policy at first");
    a.accepted(sit(table, 0, 200)).await;
    b.accepted(sit(table, 1, 200)).await;
    a.until("Bob seated", |m| {
        m["type"] == "view" && m["seats"][1] == "Bob"
    })
    .await;
    // Nobody has a hand before the deal.
    let early = ask_hint(&mut a, table, "fresh").await;
    assert_eq!(refused(&early), ("no_hint", "not_your_turn"), "{early}");
    a.accepted(stake(table, 10)).await;
    b.accepted(stake(table, 20)).await;
    a.until("her turn", |m| has_move(&m["moves"], "stick"))
        .await;

    let answer = ask_hint(&mut a, table, "fresh").await;
    check_against_own_view(&a, table, &answer, Count::Fresh);
    assert_eq!(answer["cards"], json!(["TC", "6C"]));
    assert_eq!(answer["bet"], 10);
    // Asked again, it is worked out again, the same.
    let again = ask_hint(&mut a, table, "fresh").await;
    check_against_own_view(&a, table, &again, Count::Fresh);

    // Another seat, not on turn; a spectator; a stranger who follows nothing: each refused.
    let bobs = ask_hint(&mut b, table, "fresh").await;
    assert_eq!(refused(&bobs), ("no_hint", "not_your_turn"), "{bobs}");
    let carls = ask_hint(&mut c, table, "fresh").await;
    assert_eq!(refused(&carls), ("no_hint", "not_seated"), "{carls}");
    let mut d = Client::connect(addr, &dan).await;
    let dans = ask_hint(&mut d, table, "fresh").await;
    assert_eq!(refused(&dans), ("no_hint", "not_seated"), "{dans}");
    // Nobody but Ann ever heard a hint.
    for other in [&b, &c, &d] {
        assert!(other.seen.iter().all(|m| m["type"] != "hint"));
    }
    // A socket without a session is not opened at all.
    let signed_out = parlour_client::Socket::connect(addr, "parlour_session=0", "no-session-1", 0);
    assert!(signed_out.await.is_err());

    // By the cards seen: not at a table of fresh-shoe hints.
    let seen = ask_hint(&mut a, table, "seen").await;
    assert_eq!(refused(&seen), ("no_hint", "seen_off"), "{seen}");

    // Malformed asks are refused, naming the request, and nothing else is closed.
    for bad in [
        json!({"type": "hint", "table": table, "seq": 900, "count": "fresh", "seat": 1}),
        json!({"type": "hint", "table": table, "seq": 901, "count": "x"}),
        json!({"type": "hint", "table": table, "seq": 902}),
        json!({"type": "hint", "table": table, "seq": 18_446_744_073_709_551_615u64, "count": "x"}),
    ] {
        a.send(bad.clone()).await;
        let error = a.until("the refusal", |m| m["type"] == "error").await;
        assert_eq!(error["code"], "malformed", "{bad}: {error}");
        assert_eq!(error["seq"], bad["seq"], "{error}");
    }
    a.send(json!({"type": "hint", "table": table, "seq": u64::MAX, "count": "fresh"}))
        .await;
    let huge = a
        .until("the hint", |m| m["type"] == "hint" || m["type"] == "error")
        .await;
    assert_eq!(
        (&huge["type"], &huge["seq"]),
        (&json!("hint"), &json!(u64::MAX))
    );

    // The policy: a player may not set it; an operator may, and everyone at the table is told at
    // once.
    let path = format!("/api/ops/tables/{table}/hints");
    let set = |cookie: String, hints: &'static str| {
        let path = path.clone();
        async move {
            let body = json!({"hints": hints, "reason": "a coaching evening"});
            http(addr, "PUT", &path, Some(&cookie), Some(body)).await
        }
    };
    assert_eq!(
        refusal(&set(ann.clone(), "seen").await),
        (403, Some("not_an_operator"))
    );
    assert_eq!(refusal(&set(opal.clone(), "all").await).0, 422);
    let stranger = http(
        addr,
        "PUT",
        &path,
        None,
        Some(json!({"hints": "seen", "reason": "x"})),
    )
    .await;
    assert_eq!(refusal(&stranger).0, 401);
    let nowhere = http(
        addr,
        "PUT",
        "/api/ops/tables/999/hints",
        Some(&opal),
        Some(json!({"hints": "seen", "reason": "x"})),
    )
    .await;
    assert_eq!(refusal(&nowhere), (404, Some("no_such_table")));
    let done = set(opal.clone(), "seen").await;
    assert_eq!(done.status, 200, "{done:?}");
    assert_eq!(done.body, json!({"table": table, "hints": "seen"}));
    let told = |hints: &'static str| move |m: &Value| m["type"] == "view" && m["hints"] == hints;
    for client in [&mut a, &mut b, &mut c] {
        client.until("the new policy", told("seen")).await;
    }
    let seen = ask_hint(&mut a, table, "seen").await;
    check_against_own_view(&a, table, &seen, Count::Seen);
    let fresh = ask_hint(&mut a, table, "fresh").await;
    check_against_own_view(&a, table, &fresh, Count::Fresh);
    // Off: neither count.
    assert_eq!(set(opal.clone(), "off").await.status, 200);
    a.until("the coach off", told("off")).await;
    for count in ["fresh", "seen"] {
        let off = ask_hint(&mut a, table, count).await;
        assert_eq!(refused(&off), ("no_hint", "hints_off"), "{off}");
    }
    let listed = get(addr, "/api/tables", None).await.body;
    let row = (listed["tables"].as_array().unwrap().iter())
        .find(|t| t["id"] == table)
        .cloned()
        .unwrap();
    assert_eq!(row["hints"], "off", "{row}");
    // Each change is in the audit log, with who and why.
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let log = parlour_store::operators::log(&mut conn, None, 10)
        .await
        .unwrap();
    let said: Vec<(&str, &str)> = (log.iter())
        .map(|e| (e.action.as_str(), e.reason.as_str()))
        .collect();
    assert_eq!(
        said,
        [
            ("set_hints", "off: a coaching evening"),
            ("set_hints", "seen: a coaching evening")
        ]
    );
    assert!(log.iter().all(|e| e.subject == format!("table:{table}")));
    drop(conn);

    // Each hint worked out is counted, with its time.
    let metrics = ops_get(addr, "/metrics").await;
    let text = metrics.body.as_str().unwrap();
    let value = |name: &str| -> u64 {
        let line = text.lines().find(|l| l.starts_with(&format!("{name} ")));
        line.and_then(|l| l.split(' ').nth(1)?.parse().ok())
            .unwrap()
    };
    assert!(value("parlour_hints_total") >= 5, "{text}");
    assert_eq!(
        value("parlour_hint_seconds_count"),
        value("parlour_hints_total")
    );
    // A restart keeps it: it is stored with the table.
    drop((a, b, c, d));
    server.shutdown().await.unwrap();
    let mut again = config;
    again.addr = "127.0.0.1:0".parse().unwrap();
    let server = start(again).await;
    let mut a = Client::watching(server.addr, &ann, table).await;
    let view = a.until("the table", |m| m["type"] == "view").await;
    assert_eq!(view["hints"], "off", "{view}");
    let off = ask_hint(&mut a, table, "fresh").await;
    assert_eq!(refused(&off), ("no_hint", "hints_off"), "{off}");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_flood_of_hints_is_held_to_the_connections_allowance_and_closes_nothing() {
    let mut config = config("coach_flood");
    config.limits.set("hints=1").unwrap();
    let server = start(config).await;
    let addr = server.addr;
    let (_, table, mut a) = ann_at_a_table(addr, json!("casino")).await;
    a.accepted(sit(table, 0, 100)).await;
    for _ in 0..20 {
        a.request(hint(table, "fresh")).await;
    }
    let mut floods = 0;
    let mut answered = 0;
    while floods + answered < 20 {
        let m = a.next().await;
        match (m["type"].as_str(), m["code"].as_str()) {
            (Some("error"), Some("flood")) => {
                assert_eq!(m["args"]["why"], "hints", "{m}");
                floods += 1;
            }
            // Between rounds she has no hand: the table answered.
            (Some("error"), Some("no_hint")) => answered += 1,
            _ => {}
        }
    }
    // One a second, two at once: the rest were held back.
    assert!(
        answered <= 3 && floods >= 17,
        "{answered} answered, {floods} flooded"
    );
    // The connection is open, and the table plays on.
    a.send(json!({"type": "ping"})).await;
    a.until("the pong", |m| m["type"] == "pong").await;
    a.accepted(stake(table, 10)).await;
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let later = ask_hint(&mut a, table, "fresh").await;
    assert_ne!(later["code"], "flood", "{later}");
    // A home table's game has no coach: said so, whoever sits there.
    let bob = sign_up(addr, "Bob").await;
    let home = open_table(addr, &bob, json!("traditional")).await;
    let mut b = Client::watching(addr, &bob, home).await;
    b.all_accepted([sit(home, 0, 100), bot(home, 1)]).await;
    let none = ask_hint(&mut b, home, "fresh").await;
    assert_eq!(refused(&none), ("no_hint", "no_coach"), "{none}");
    server.shutdown().await.unwrap();
}

/// Ann's hand id of the newest round she played.
async fn newest_hand(addr: std::net::SocketAddr, cookie: &str) -> i64 {
    let hands = get(addr, "/api/hands", Some(cookie)).await.body;
    hands["hands"][0]["id"].as_i64().unwrap()
}

#[tokio::test]
async fn a_round_is_reviewed_for_its_own_players_as_the_coach_reviews_its_record() {
    let mut config = config("coach_review");
    config.allow_stacked = true;
    let server = start(config).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let bob = sign_up(addr, "Bob").await;
    let opal = sign_up(addr, "Opal").await;
    grant(&server, &opal).await;
    // Round 1: Ann 9D 9S (18) against the dealer's TH: she twists (a mistake), draws the 2D and
    // sticks on 20. Round 2: Ann TC 6C (16) against a 7: she sticks.
    let deck = shoe(&["9D", "TH", "9S", "8H", "2D", "TC", "7H", "6C", "9C"]);
    let table = stacked_table(addr, &ann, &deck).await;
    let mut a = Client::watching(addr, &ann, table).await;
    let before = get(addr, "/api/hands", Some(&ann)).await.body["hands"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(before, 0);
    a.accepted(sit(table, 0, 200)).await;
    a.accepted(stake(table, 10)).await;
    a.accepted(act(table, json!({"action": "twist"}))).await;
    a.accepted(act(table, json!({"action": "stick"}))).await;
    a.until("the round's end", round_over).await;
    let first = newest_hand(addr, &ann).await;

    let path = format!("/api/hands/{first}/review");
    let review = get(addr, &path, Some(&ann)).await;
    assert_eq!(review.status, 200, "{review:?}");
    let body = &review.body;
    assert_eq!((&body["hand"], &body["seat"]), (&json!(first), &json!(0)));
    let decisions = body["decisions"].as_array().unwrap();
    assert_eq!(decisions.len(), 2, "{body}");
    let (twist, stick) = (&decisions[0], &decisions[1]);
    assert_eq!(
        (&stick["taken"], &stick["cards"], &stick["cost"]),
        (&json!("stick"), &json!(["9D", "9S", "2D"]), &json!(0.0)),
        "sticking on 20 is the best"
    );
    assert_eq!(twist["taken"], "twist");
    assert_eq!(twist["cards"], json!(["9D", "9S"]));
    assert_eq!(twist["moves"][0]["choice"], "stick", "{twist}");
    // Twisting an 18 busts on anything over a three.
    let cost = twist["cost"].as_f64().unwrap();
    assert!(cost > 0.3, "{cost}");
    assert_eq!(body["mistakes"], 1);
    assert!((body["cost_chips"].as_f64().unwrap() - cost * 10.0).abs() < 0.01);
    // The very review the games crate makes of the stored record.
    let stored = get(addr, &format!("/api/hands/{first}"), Some(&ann)).await;
    let record = Record::parse(&stored.body["record"].to_string()).unwrap();
    let kit = parlour_games::kit("casino").unwrap();
    let own = (kit.coach().unwrap())
        .review(kit.entry, &record, Seat(0), Count::Fresh)
        .unwrap();
    assert_eq!(own.decisions.len(), 2);
    assert!((own.cost - body["cost"].as_f64().unwrap()).abs() < 1e-12);
    assert_eq!(
        serde_json::to_value(&own.decisions).unwrap(),
        body["decisions"]
    );

    // Bob did not sit in it: for him it does not exist, whatever he asks.
    for asked in [path.clone(), format!("{path}?seat=0")] {
        assert_eq!(
            refusal(&get(addr, &asked, Some(&bob)).await),
            (404, Some("no_hand"))
        );
    }
    assert_eq!(refusal(&get(addr, &path, None).await).0, 401);
    // Ann reviews her own seat, not another; an operator names any, and only one held.
    assert_eq!(
        refusal(&get(addr, &format!("{path}?seat=1"), Some(&ann)).await),
        (403, Some("not_an_operator"))
    );
    assert_eq!(
        get(addr, &format!("{path}?seat=0"), Some(&ann))
            .await
            .status,
        200
    );
    let operators = get(addr, &format!("{path}?seat=0"), Some(&opal)).await;
    assert_eq!(operators.status, 200, "{operators:?}");
    assert_eq!(operators.body, review.body);
    assert_eq!(
        refusal(&get(addr, &format!("{path}?seat=2"), Some(&opal)).await),
        (404, Some("no_hand"))
    );
    assert_eq!(
        refusal(&get(addr, &format!("{path}?seat=-1"), Some(&opal)).await),
        (400, Some("malformed"))
    );
    assert_eq!(
        refusal(&get(addr, &path, Some(&opal)).await),
        (400, Some("malformed"))
    );

    // Round 2, then the session's report.
    a.accepted(stake(table, 10)).await;
    a.accepted(act(table, json!({"action": "stick"}))).await;
    a.until("the round's end", round_over).await;
    let second = newest_hand(addr, &ann).await;
    assert!(second > first);
    let report_path = format!("/api/hands/review?table={table}");
    let report = get(addr, &report_path, Some(&ann)).await;
    assert_eq!(report.status, 200, "{report:?}");
    let rounds = report.body["rounds"].as_array().unwrap();
    let ids: Vec<i64> = rounds.iter().map(|r| r["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [second, first], "newest first");
    // Each round's own review, its costly decisions alone, and totals that add up.
    let mut decisions = 0;
    for round in rounds {
        let whole = get(
            addr,
            &format!("/api/hands/{}/review", round["id"]),
            Some(&ann),
        )
        .await;
        for field in ["mistakes", "cost", "cost_chips"] {
            assert_eq!(round[field], whole.body[field], "{field}");
        }
        let costly: Vec<&Value> = (whole.body["decisions"].as_array().unwrap().iter())
            .filter(|d| d["cost"].as_f64().unwrap() > 1e-9)
            .collect();
        assert_eq!(
            round["decisions"]
                .as_array()
                .unwrap()
                .iter()
                .collect::<Vec<_>>(),
            costly
        );
        decisions += whole.body["decisions"].as_array().unwrap().len();
    }
    let totals = &report.body["totals"];
    let sum = |field: &str| -> f64 { rounds.iter().map(|r| r[field].as_f64().unwrap()).sum() };
    assert_eq!(totals["rounds"], 2);
    assert_eq!(totals["decisions"], decisions);
    assert_eq!(totals["mistakes"].as_f64().unwrap(), sum("mistakes"));
    assert!((totals["cost"].as_f64().unwrap() - sum("cost")).abs() < 1e-9);
    assert!((totals["cost_chips"].as_f64().unwrap() - sum("cost_chips")).abs() < 0.006);
    assert!(totals["cost"].as_f64().unwrap() >= cost);
    // After the first round: the second alone; a limit of one: the newest.
    let after = get(addr, &format!("{report_path}&after={first}"), Some(&ann)).await;
    assert_eq!(after.body["rounds"].as_array().unwrap().len(), 1);
    assert_eq!(after.body["rounds"][0]["id"], second);
    let one = get(addr, &format!("{report_path}&limit=1"), Some(&ann)).await;
    assert_eq!(one.body["totals"]["rounds"], 1);
    // Bob's report of the table is empty; nobody's without a session; a table is needed.
    let bobs = get(addr, &report_path, Some(&bob)).await;
    assert_eq!(bobs.body["totals"]["rounds"], 0, "{bobs:?}");
    assert_eq!(bobs.body["rounds"], json!([]));
    assert_eq!(refusal(&get(addr, &report_path, None).await).0, 401);
    assert_eq!(
        refusal(&get(addr, "/api/hands/review", Some(&ann)).await),
        (400, Some("malformed"))
    );

    // A round of a game without a coach: refused, and said why.
    let ann_id = me(addr, &ann).await["id"].as_i64().unwrap();
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let home = parlour_store::hands::insert(
        &mut conn,
        parlour_store::hands::NewHand {
            table,
            from_version: 1000,
            to_version: 1001,
            game: "pontoon",
            summary: "{}",
            record: r#"{"game": "pontoon"}"#,
            at: 1,
            players: &[ann_id],
            sat_out: &[],
        },
    )
    .await
    .unwrap();
    drop(conn);
    assert_eq!(
        refusal(&get(addr, &format!("/api/hands/{home}/review"), Some(&ann)).await),
        (404, Some("no_coach"))
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_practice_hand_is_the_trainers_for_its_seed_and_its_weights() {
    let mut config = config("coach_practice");
    config.limits.set("practice=40/1m").unwrap();
    let server = start(config).await;
    let addr = server.addr;
    let deal =
        |query: String| async move { get(addr, &format!("/api/practice?{query}"), None).await };
    let trainer = parlour_analysis::Trainer::new(parlour_analysis::Rules::of(
        &parlour_pontoon::casino::CasinoPreset::Casino.rules(),
        false,
    ));
    // Anyone, signed in or not: the trainer's own hand for the seed, its cards dressed.
    for seed in [0u64, 7, u64::MAX] {
        let one = deal(format!("seed={seed}")).await;
        assert_eq!(one.status, 200, "{one:?}");
        assert_eq!(
            deal(format!("seed={seed}&preset=casino")).await.body,
            one.body
        );
        let drill = trainer.deal(seed, [1, 1, 1]);
        assert_eq!(one.body["kind"], serde_json::to_value(drill.kind).unwrap());
        assert_eq!(one.body["bought"], drill.bought);
        // The same values, to the last place or so (the coach keeps what it has worked out, and
        // a sum taken in another order may differ in its last bit).
        let moves = one.body["moves"].as_array().unwrap();
        assert_eq!(moves.len(), drill.advice.moves.len());
        for (shown, worth) in moves.iter().zip(&drill.advice.moves) {
            assert_eq!(shown["choice"], serde_json::to_value(worth.choice).unwrap());
            assert!((shown["bets"].as_f64().unwrap() - worth.bets).abs() < 1e-12);
        }
        let cards = one.body["cards"].as_array().unwrap();
        let values: Vec<usize> = (cards.iter())
            .map(|c| {
                let card: parlour_cards::Card = c.as_str().unwrap().parse().unwrap();
                parlour_analysis::coach::value_of(card)
            })
            .collect();
        assert_eq!(values, drill.cards);
    }
    // The weights choose the kind.
    for (weights, kind) in [
        ("hard=5&soft=0&pair=0", "hard"),
        ("hard=0&soft=1000&pair=0", "soft"),
        ("hard=0&soft=0&pair=1", "pair"),
    ] {
        for seed in 0..5 {
            let one = deal(format!("seed={seed}&{weights}")).await;
            assert_eq!(one.body["kind"], kind, "{weights}: {:?}", one.body);
        }
    }
    let blackjack = deal("seed=3&preset=pontoon-blackjack".into()).await;
    assert_eq!(blackjack.status, 200, "{blackjack:?}");
    // Nothing else is one.
    for (query, code) in [
        ("", "malformed"),
        ("seed=-1", "malformed"),
        ("seed=x", "malformed"),
        ("seed=18446744073709551616", "malformed"),
        ("seed=1&hard=1001", "malformed"),
        ("seed=1&pair=-1", "malformed"),
        ("seed=1&preset=palace", "bad_preset"),
        ("seed=1&preset=", "bad_preset"),
    ] {
        let answer = deal(query.into()).await;
        assert_eq!(refusal(&answer), (400, Some(code)), "{query}: {answer:?}");
    }
    // An address is dealt so many a minute.
    let mut limited = false;
    for seed in 0..60 {
        let answer = deal(format!("seed={seed}")).await;
        if answer.status == 429 {
            assert_eq!(answer.body["error"]["code"], "too_many");
            limited = true;
            break;
        }
    }
    assert!(limited, "never limited");
    server.shutdown().await.unwrap();
}
