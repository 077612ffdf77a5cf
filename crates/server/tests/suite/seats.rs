//! Seat changes asked for during a round: kept, shown on every seat, made at the next seam, and
//! taken back on asking; tried as an attacker would (a stranger, the same request twice, a
//! closed tab).

use parlour_server::Running;
use serde_json::{Value, json};

use crate::common::*;

/// Sticks for the player on turn (twisting below 15) until their hands are over.
async fn play_out(player: &mut Client, table: i64) {
    for _ in 0..12 {
        let stick = player.ask(act(table, json!({"action": "stick"}))).await;
        if stick["type"] == "accepted" {
            return;
        }
        let twist = player.ask(act(table, json!({"action": "twist"}))).await;
        if twist["type"] != "accepted" {
            return; // bust, five cards, or a Pontoon at the deal: the hand is over
        }
    }
    panic!("a hand ends within five cards");
}

/// Whether the message carries the end of a round.
fn round_over(message: &Value) -> bool {
    (message["events"].as_array()).is_some_and(|e| e.iter().any(|e| e["event"] == "round_over"))
}

/// The first message from `mark` on that satisfies `want`, seen already or read now.
async fn seen_from(
    client: &mut Client,
    mark: usize,
    what: &str,
    want: impl Fn(&Value) -> bool,
) -> Value {
    if let Some(found) = client.seen[mark..].iter().find(|m| want(m)) {
        return found.clone();
    }
    client.until(what, want).await
}

/// A server, Ann in seat 0 and Bob in seat 1 of a three-seat casino table, each bringing 200,
/// both following with views: the server, the table, Ann's and Bob's cookies and clients.
async fn two_seated(label: &str) -> (Running, i64, (String, Client), (String, Client)) {
    two_seated_on(server(label).await).await
}

/// [`two_seated`] on a server of the caller's.
async fn two_seated_on(server: Running) -> (Running, i64, (String, Client), (String, Client)) {
    let addr = server.addr;
    let (ann, table, mut a) = ann_at_a_table(addr, json!("casino")).await;
    let bob = sign_up(addr, "Bob").await;
    let mut b = Client::connect(addr, &bob).await;
    a.send(watch_views(table)).await;
    b.send(watch_views(table)).await;
    a.accepted(sit(table, 0, 200)).await;
    b.accepted(sit(table, 1, 200)).await;
    (server, table, (ann, a), (bob, b))
}

/// The last view message a client has been sent.
async fn last_view(client: &mut Client, what: &str, want: impl Fn(&Value) -> bool) -> Value {
    client.until(what, |m| m["type"] == "view" && want(m)).await
}

#[tokio::test]
async fn one_stands_while_the_other_bets_and_leaves_when_the_round_ends() {
    let (server, table, (_, mut a), (bob, mut b)) = two_seated("seats_stand").await;
    let addr = server.addr;
    // Ann bets: the round has begun, and seats no longer change at once.
    a.accepted(stake(table, 10)).await;
    let asked = b.request(stand(table)).await;
    let kept = b.until("the answer", |m| m["seq"] == asked).await;
    assert_eq!(kept["type"], "waiting", "{kept}");
    assert_eq!(
        (kept["change"].as_str(), kept["seat"].as_u64()),
        (Some("stand"), Some(1))
    );
    // Everyone's view says so; Bob still sits, his 200 chips at the seat.
    let view = last_view(&mut a, "Ann's view of it", |m| m["kept"] != json!([])).await;
    assert_eq!(
        view["kept"],
        json!([{"seat": 1, "change": "stand"}]),
        "{view}"
    );
    assert_eq!(view["seats"][1], "Bob");
    assert_eq!(wallet(addr, &bob).await, 800);
    // Sent again as it was (a lost answer), it is answered as it was and kept once.
    let mut again = stand(table);
    again["seq"] = json!(asked);
    b.send(again).await;
    let repeat = b
        .until("the repeat", |m| m["seq"] == asked && m["repeat"] == true)
        .await;
    assert_eq!(repeat["type"], "waiting", "{repeat}");
    // He still plays the round he is in: he bets, and both play out.
    b.accepted(stake(table, 10)).await;
    let mark = a.seen.len();
    play_out(&mut a, table).await;
    play_out(&mut b, table).await;
    seen_from(&mut a, mark, "the round's end", round_over).await;
    let gone = seen_from(&mut a, mark, "Bob gone", |m| {
        m["type"] == "view" && m["seats"][1].is_null()
    })
    .await;
    assert_eq!(gone["kept"], json!([]), "{gone}");
    // Every chip of his seat is back in his wallet, and the books balance.
    let back = wallet(addr, &bob).await;
    assert!((970..=1030).contains(&back), "{back}");
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    assert!(books_balance(&mut conn).await);
    assert!(
        !parlour_store::seatings::is_seated(
            &mut conn,
            me(addr, &bob).await["id"].as_i64().unwrap()
        )
        .await
        .unwrap()
    );
    drop(conn);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_kept_change_is_taken_back_by_its_asker_alone() {
    let (server, table, (_, mut a), (_, mut b)) = two_seated("seats_stay").await;
    let addr = server.addr;
    let carol = sign_up(addr, "Carol").await;
    let mut c = Client::watching(addr, &carol, table).await;
    a.accepted(stake(table, 10)).await;
    let kept = b.ask(stand(table)).await;
    // A stranger stands nobody up, and takes back nothing of Bob's.
    let refused = c.ask(stand(table)).await;
    assert_eq!(refused["code"], "not_seated", "{refused}");
    c.accepted(json!({"type": "stay", "table": table})).await;
    let view = last_view(&mut a, "the kept stand", |m| m["kept"] != json!([])).await;
    assert_eq!(view["kept"][0]["change"], "stand", "{view} {kept}");
    // Bob changes his mind: nothing is kept, and he plays on after the round.
    b.accepted(json!({"type": "stay", "table": table})).await;
    last_view(&mut a, "nothing kept", |m| m["kept"] == json!([])).await;
    b.accepted(stake(table, 10)).await;
    let mark = a.seen.len();
    play_out(&mut a, table).await;
    play_out(&mut b, table).await;
    seen_from(&mut a, mark, "the round's end", round_over).await;
    // The next round: Bob still sits, and bets after Ann.
    a.accepted(stake(table, 10)).await;
    b.accepted(stake(table, 10)).await;
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_move_during_a_round_keeps_the_seat_it_goes_to() {
    let (server, table, (_, mut a), (_, mut b)) = two_seated("seats_move").await;
    let addr = server.addr;
    a.accepted(stake(table, 10)).await;
    let mark = a.seen.len();
    let moving = b
        .ask(json!({"type": "move", "table": table, "seat": 2}))
        .await;
    assert_eq!(
        (moving["type"].as_str(), moving["change"].as_str()),
        (Some("waiting"), Some("move")),
        "{moving}"
    );
    // Seat 2 is his from now: nobody sits there, no bot, not twice.
    let carol = sign_up(addr, "Carol").await;
    let mut c = Client::connect(addr, &carol).await;
    let taken = c.ask(sit(table, 2, 100)).await;
    assert_eq!(taken["code"], "seat_taken", "{taken}");
    let taken = a.ask(bot(table, 2)).await;
    assert_eq!(taken["code"], "seat_taken", "{taken}");
    let view = seen_from(&mut a, mark, "the kept move", |m| {
        m["type"] == "view" && m["kept"] != json!([])
    })
    .await;
    assert_eq!(
        view["kept"],
        json!([{"seat": 1, "change": "move", "to": 2}]),
        "{view}"
    );
    // A stranger's bot request is refused outright, kept or not.
    let refused = c
        .ask(json!({"type": "bot", "table": table, "seat": 1, "add": false}))
        .await;
    assert_eq!(refused["code"], "not_your_table", "{refused}");
    b.accepted(stake(table, 10)).await;
    let mark = b.seen.len();
    play_out(&mut a, table).await;
    play_out(&mut b, table).await;
    let moved = seen_from(&mut b, mark, "his new seat", |m| {
        m["type"] == "view" && m["seat"] == 2
    })
    .await;
    assert!(moved["seats"][1].is_null(), "{moved}");
    assert_eq!(moved["seats"][2], "Bob");
    assert_eq!(moved["kept"], json!([]));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_seat_whose_person_closed_the_tab_shows_away_and_a_kept_stand_still_stands() {
    // Turns of a second: Bob's bet, asked for before he left, times out soon.
    let turning = server_turning("seats_away", std::time::Duration::from_secs(1)).await;
    let (server, table, (_, mut a), (bob, mut b)) = two_seated_on(turning).await;
    let addr = server.addr;
    a.accepted(stake(table, 10)).await;
    b.ask(stand(table)).await;
    // Bob closes the tab: his seat shows him away to Ann.
    drop(b);
    let view = last_view(&mut a, "Bob away", |m| m["away"] == json!([1])).await;
    assert_eq!(
        view["kept"][0]["change"], "stand",
        "his stand is still asked for: {view}"
    );
    // Ann plays out; Bob's bet times out; at the round's end he is stood up as he asked.
    play_out(&mut a, table).await;
    let gone = last_view(&mut a, "Bob gone", |m| m["seats"][1].is_null()).await;
    assert_eq!(gone["away"], json!([]), "{gone}");
    assert_eq!(wallet(addr, &bob).await, 1000);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_person_back_is_no_longer_away() {
    let (server, table, (_, mut a), (bob, b)) = two_seated("seats_back").await;
    let addr = server.addr;
    drop(b);
    last_view(&mut a, "Bob away", |m| m["away"] == json!([1])).await;
    // The lobby says so too.
    let listed = get(addr, "/api/tables", None).await.body;
    assert_eq!(listed["tables"][0]["away"], json!([1]), "{listed}");
    let mut b = Client::connect(addr, &bob).await;
    b.send(watch_views(table)).await;
    last_view(&mut a, "Bob back", |m| m["away"] == json!([])).await;
    let mine = last_view(&mut b, "his own view", |_| true).await;
    assert_eq!(mine["seat"], 1);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_person_away_is_not_waited_for() {
    // Turns of a minute, but someone away for a fifth of a second is not waited for.
    let mut config = config("seats_not_waited");
    config.turn = std::time::Duration::from_secs(60);
    config.away_grace = std::time::Duration::from_millis(200);
    let (server, table, (_, mut a), (_, b)) = two_seated_on(start(config).await).await;
    drop(b);
    last_view(&mut a, "Bob away", |m| m["away"] == json!([1])).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    // Ann bets; Bob's bet is his turn's timeout at once, and the turn comes back to Ann (her
    // hand to play, or, after a Pontoon at the deal, the next round's bet).
    a.accepted(stake(table, 10)).await;
    let dealt = a
        .until("Ann's turn again", |m| {
            m["type"] == "events" && m["to_act"] == json!([0])
        })
        .await;
    assert!(dealt["turn"]["deadline"].is_i64(), "{dealt}");
    server.shutdown().await.unwrap();
}

/// `POST /api/tables/quick` for `preset`: the answer.
async fn quick(addr: std::net::SocketAddr, cookie: Option<&str>, preset: &str) -> Answer {
    post(addr, "/api/tables/quick", cookie, json!({"preset": preset})).await
}

#[tokio::test]
async fn a_quick_seat_finds_a_free_seat_or_opens_a_table() {
    let server = server("seats_quick").await;
    let addr = server.addr;
    let (ann, bob) = (sign_up(addr, "Ann").await, sign_up(addr, "Bob").await);
    // Strangers and nonsense first.
    assert_eq!(refusal(&quick(addr, None, "casino").await).0, 401);
    assert_eq!(
        refusal(&quick(addr, Some(&ann), "poker night").await),
        (400, Some("bad_preset"))
    );
    // No casino table yet: one is opened for Ann; the house banks it, so no bot is asked for.
    let first = quick(addr, Some(&ann), "casino").await.body;
    assert_eq!(
        (
            first["seat"].clone(),
            first["seated"].clone(),
            first["bots"].clone()
        ),
        (json!(0), json!(false), json!([]))
    );
    let table = first["table"].as_i64().unwrap();
    let mut a = Client::connect(addr, &ann).await;
    a.accepted(sit(table, 0, 200)).await;
    // Bob is sent to the seat beside her; Ann, asking again, back to her own.
    let second = quick(addr, Some(&bob), "casino").await.body;
    assert_eq!(
        (second["table"].as_i64(), second["seat"].clone()),
        (Some(table), json!(1))
    );
    let again = quick(addr, Some(&ann), "casino").await.body;
    assert_eq!(
        (
            again["table"].as_i64(),
            again["seat"].clone(),
            again["seated"].clone()
        ),
        (Some(table), json!(0), json!(true))
    );
    // Her seat and its chips show in her account, beside the wallet; a dry-wallet top-up names
    // the table her chips are at.
    let mine = me(addr, &ann).await;
    assert_eq!(
        mine["seated"],
        json!([{"table": table, "seat": 0, "chips": 200}]),
        "{mine}"
    );
    assert_eq!(mine["wallet"], 800);
    let refused = post(addr, "/api/wallet/top_up", Some(&ann), json!(null)).await;
    assert!(
        refused.body["error"]["message"]
            .as_str()
            .unwrap()
            .contains(&format!("table {table}")),
        "{:?}",
        refused.body
    );
    // A home game needs someone to play against: a table opened for it asks for a bot.
    let home = quick(addr, Some(&bob), "traditional").await.body;
    assert_eq!(home["bots"], json!([1]), "{home}");
    assert_ne!(home["table"].as_i64(), Some(table));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_full_table_sends_the_next_person_to_a_new_one() {
    let server = server("seats_quick_full").await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let table = quick(addr, Some(&ann), "casino").await.body["table"]
        .as_i64()
        .unwrap();
    let mut a = Client::connect(addr, &ann).await;
    a.all_accepted([sit(table, 0, 100), bot(table, 1), bot(table, 2)])
        .await;
    let bob = sign_up(addr, "Bob").await;
    let found = quick(addr, Some(&bob), "casino").await.body;
    assert_ne!(found["table"].as_i64(), Some(table), "{found}");
    assert_eq!(found["seat"], 0);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_round_sat_out_is_in_the_history_only_when_asked_for() {
    let (server, table, (ann, mut a), (bob, mut b)) = two_seated("seats_sat_out").await;
    let addr = server.addr;
    // Ann bets; Bob passes: he sits the round out.
    a.accepted(stake(table, 10)).await;
    b.accepted(act(table, json!({"action": "pass"}))).await;
    let mark = a.seen.len();
    play_out(&mut a, table).await;
    seen_from(&mut a, mark, "the round's end", round_over).await;
    let listed = |cookie: String, path: &'static str| async move {
        // The round is written before anyone is told of its end: it is listed by now.
        get(addr, path, Some(&cookie)).await.body["hands"]
            .as_array()
            .unwrap()
            .len()
    };
    assert_eq!(listed(ann.clone(), "/api/hands").await, 1);
    assert_eq!(
        listed(bob.clone(), "/api/hands").await,
        0,
        "he played no round"
    );
    assert_eq!(listed(bob.clone(), "/api/hands?sat_out=true").await, 1);
    assert_eq!(listed(ann, "/api/hands?sat_out=true").await, 1);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_kept_change_is_forgotten_by_a_restart_and_moves_no_chip() {
    // What is kept lives in the table's memory: a server started again has forgotten it, the
    // player still sits with every chip, and asks again.
    let config = config("seats_restart");
    let (server, table, (_, mut a), (bob, mut b)) =
        two_seated_on(start(config.clone()).await).await;
    a.accepted(stake(table, 10)).await;
    let kept = b.ask(stand(table)).await;
    assert_eq!(kept["type"], "waiting", "{kept}");
    drop((a, b));
    server.shutdown().await.unwrap();
    let mut restarted = config;
    restarted.addr = "127.0.0.1:0".parse().unwrap();
    let server = start(restarted).await;
    let addr = server.addr;
    let mut b = Client::connect(addr, &bob).await;
    b.send(watch_views(table)).await;
    let view = last_view(&mut b, "the table again", |_| true).await;
    assert_eq!(view["seat"], 1, "{view}");
    assert_eq!(view["kept"], json!([]), "{view}");
    assert_eq!(
        wallet(addr, &bob).await,
        800,
        "his 200 are still at his seat"
    );
    // Asked again, it is kept again.
    let again = b.ask(stand(table)).await;
    assert_eq!(again["change"], "stand", "{again}");
    server.shutdown().await.unwrap();
}
