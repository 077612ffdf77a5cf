//! What one address may do. Every client of these tests is on loopback, so each reaches the
//! server through a "proxy" the server trusts (loopback itself), which forwards the address the
//! test chooses; and a client that is no proxy's has its forwarded address ignored.

use std::net::SocketAddr;

use parlour_server::Config;
use parlour_store::ledger;
use serde_json::{Value, json};

use crate::common::*;

/// A request as if from `from`, forwarded by the trusted proxy (`X-Forwarded-For`).
async fn from(
    addr: SocketAddr,
    from: &str,
    path: &str,
    cookie: Option<&str>,
    body: Option<Value>,
) -> Answer {
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let mut headers = vec![
        ("content-type", "application/json"),
        ("x-forwarded-for", from),
    ];
    if let Some(cookie) = cookie {
        headers.push(("cookie", cookie));
    }
    let raw = parlour_client::http::request(addr, "POST", path, &headers, body.as_bytes())
        .await
        .expect("an answer");
    Answer {
        status: raw.status,
        cookie: raw
            .header("set-cookie")
            .and_then(|c| c.split(';').next())
            .map(str::to_string),
        body: serde_json::from_slice(&raw.body).unwrap_or(Value::Null),
    }
}

/// A new guest named `name`, from `address`.
async fn guest(addr: SocketAddr, address: &str, name: &str) -> Answer {
    from(
        addr,
        address,
        "/api/guest",
        None,
        Some(json!({"name": name})),
    )
    .await
}

/// A test server behind a proxy on loopback, with these limits set (`NAME=RATE`).
fn behind_a_proxy(label: &str, limits: &[&str]) -> Config {
    let mut config = config(label);
    config.trust_proxy = vec!["127.0.0.1".parse().unwrap()];
    for limit in limits {
        config.limits.set(limit).unwrap();
    }
    config
}

#[tokio::test]
async fn new_accounts_from_one_address_are_limited_and_an_ipv6_64_is_one_address() {
    let server = start(behind_a_proxy("abuse_accounts", &["accounts=3/1h"])).await;
    let addr = server.addr;
    // One household's /64: three addresses of it, three accounts, and no fourth from a fourth.
    for (i, address) in ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff::9"]
        .iter()
        .enumerate()
    {
        let made = guest(addr, address, &format!("Gil{i}")).await;
        assert_eq!(made.status, 200, "{made:?}");
    }
    let refused = guest(addr, "2001:db8:1:2::4", "Gil3").await;
    assert_eq!(refused.status, 429);
    assert_eq!(refused.body["error"]["code"], "too_many");
    assert!(refused.cookie.is_none());
    // A signup is a new account too.
    let body = json!({"name": "Sam", "password": "correct horse"});
    let signup = from(
        addr,
        "2001:db8:1:2::5",
        "/api/signup",
        None,
        Some(body.clone()),
    )
    .await;
    assert_eq!(signup.status, 429);
    // The next /64, and an IPv4 address, are others'.
    assert_eq!(guest(addr, "2001:db8:1:3::1", "Gil3").await.status, 200);
    assert_eq!(guest(addr, "198.51.100.7", "Gil4").await.status, 200);
    // A client that is not the proxy cannot choose its address: the header is ignored, and its
    // own address (loopback, here reached without the proxy's trust) is counted.
    let mut config = config("abuse_accounts_no_proxy");
    config.limits.set("accounts=2/1h").unwrap();
    let direct = start(config).await;
    for (i, address) in ["203.0.113.1", "203.0.113.2", "203.0.113.3"]
        .iter()
        .enumerate()
    {
        let made = guest(direct.addr, address, &format!("Dee{i}")).await;
        assert_eq!(made.status, if i < 2 { 200 } else { 429 }, "{made:?}");
    }
    direct.shutdown().await.unwrap();
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn grants_are_counted_in_the_database_across_a_restart_and_at_once() {
    let config = behind_a_proxy("abuse_grants", &["grants=5/1d"]);
    let server = start(config.clone()).await;
    let addr = server.addr;
    // Twenty guests at once from one address: five are granted their chips, no more.
    let names: Vec<String> = (0..20).map(|i| format!("Farm{i}")).collect();
    let asks = names.iter().map(|name| guest(addr, "192.0.2.1", name));
    let answers = futures_util::future::join_all(asks).await;
    let made = answers.iter().filter(|a| a.status == 200).count();
    assert_eq!(made, 5, "{answers:?}");
    assert!(answers.iter().all(|a| a.status == 200 || a.status == 429));
    // The accounts refused were not made: their names are free, and nobody was granted chips.
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let grants = balance(&mut conn, ledger::Account::Grants).await;
    assert_eq!(grants, -5 * 1000);
    drop(conn);
    server.shutdown().await.unwrap();
    // Started again on the same database: the address's day is still used up.
    let server = start(config).await;
    assert_eq!(guest(server.addr, "192.0.2.1", "Farm99").await.status, 429);
    assert_eq!(guest(server.addr, "192.0.2.2", "Farm99").await.status, 200);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn sign_in_guesses_slow_the_guesser_and_never_the_owner() {
    let limits = ["signin=8/1m"];
    let mut config = behind_a_proxy("abuse_signin", &limits);
    config.limits.signin_free = 3;
    let server = start(config).await;
    let addr = server.addr;
    sign_up(addr, "Ann").await;
    let signin = |address: &'static str, name: &'static str, password: &'static str| {
        let body = json!({"name": name, "password": password});
        from(addr, address, "/api/signin", None, Some(body))
    };
    // Three free wrong guesses from the guesser's address, a fourth that starts the wait; then
    // the guesser waits, however the name is written.
    for _ in 0..4 {
        assert_eq!(signin("6.6.6.6", "Ann", "guess").await.status, 401);
    }
    let slowed = signin("6.6.6.6", "ＡＮＮ", "correct horse").await;
    assert_eq!(refusal(&slowed), (429, Some("too_many")));
    // The owner, from her own address, signs in at once.
    let owner = signin("1.2.3.4", "Ann", "correct horse").await;
    assert_eq!(owner.status, 200, "{owner:?}");
    // Tries from one address are limited whatever the names: 8 a minute (5 used above).
    for name in ["Bo", "Cy", "Di"] {
        assert_eq!(signin("6.6.6.6", name, "guess").await.status, 401);
    }
    assert_eq!(signin("6.6.6.6", "Ed", "guess").await.status, 429);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn top_ups_and_secrets_are_limited_per_address() {
    let limits = ["top_ups=2/1d", "secrets=3/1m"];
    let server = start(behind_a_proxy("abuse_top_ups", &limits)).await;
    let addr = server.addr;
    let mut dry = Vec::new();
    for name in ["Ann", "Bo", "Cy"] {
        let cookie = sign_up(addr, name).await;
        let user = me(addr, &cookie).await["id"].as_i64().unwrap();
        let mut conn = server.app.store.pool().acquire().await.unwrap();
        let lost = format!("test:lost:{user}");
        let postings =
            ledger::Posting::pair(ledger::Account::Wallet(user), ledger::Account::House, 1000);
        let transfer = ledger::Transfer {
            key: &lost,
            reason: "settle",
            table: None,
            postings: &postings,
            at: 0,
        };
        ledger::post(&mut conn, transfer).await.unwrap();
        dry.push(cookie);
    }
    let mut topped = Vec::new();
    for cookie in &dry {
        topped.push(from(addr, "192.0.2.9", "/api/wallet/top_up", Some(cookie), None).await);
    }
    assert_eq!(topped[0].body["wallet"], 1000, "{topped:?}");
    assert_eq!(topped[1].body["wallet"], 1000);
    let third = &topped[2];
    assert_eq!(refusal(third), (429, Some("too_many")));
    assert_eq!(wallet(addr, &dry[2]).await, 0, "nothing was granted");
    // PIN changes from one address: three a minute.
    for pin in ["1111", "2222", "3333"] {
        let body = json!({"pin": "1234", "current": pin});
        let answer = from(addr, "192.0.2.9", "/api/pin", Some(&dry[0]), Some(body)).await;
        assert_ne!(answer.status, 429, "{answer:?}");
    }
    let body = json!({"pin": "1234"});
    let answer = from(addr, "192.0.2.9", "/api/pin", Some(&dry[1]), Some(body)).await;
    assert_eq!(refusal(&answer), (429, Some("too_many")));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn an_account_opens_its_share_of_tables_however_many_it_asks_for_at_once() {
    let mut config = config("abuse_tables");
    config.limits.set("tables=3").unwrap();
    let server = start(config).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let opens = (0..10).map(|_| post(addr, "/api/tables", Some(&ann), json!({"rules": "casino"})));
    let answers = futures_util::future::join_all(opens).await;
    let opened = answers.iter().filter(|a| a.status == 201).count();
    assert_eq!(opened, 3, "{answers:?}");
    assert!(
        answers
            .iter()
            .filter(|a| a.status != 201)
            .all(|a| refusal(a) == (409, Some("too_many_tables")))
    );
    assert_eq!(
        get(addr, "/api/tables", None).await.body["tables"]
            .as_array()
            .unwrap()
            .len(),
        3
    );
    // Another player's tables are their own.
    let bob = sign_up(addr, "Bob").await;
    assert_eq!(open_table_answer(addr, &bob).await, 201);
    server.shutdown().await.unwrap();
}

/// Opens a casino table as the player with `cookie`: the answer's status.
async fn open_table_answer(addr: SocketAddr, cookie: &str) -> u16 {
    post(
        addr,
        "/api/tables",
        Some(cookie),
        json!({"rules": "casino"}),
    )
    .await
    .status
}
