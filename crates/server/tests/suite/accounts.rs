//! Accounts over HTTP: sign-up, sign-in and its limit, guests who claim their name, the PIN and
//! its lockout, the weekly betting limit, a dry wallet topped up.

use std::net::SocketAddr;

use parlour_store::ledger;
use serde_json::json;

use crate::common::*;

/// Sends a name and a password to `path`: signing up, or signing in.
async fn credentials(addr: SocketAddr, path: &str, name: &str, password: &str) -> Answer {
    let body = json!({"name": name, "password": password});
    post(addr, path, None, body).await
}

#[tokio::test]
async fn sign_in_guests_and_names() {
    let server = server("accounts").await;
    let addr = server.addr;
    sign_up(addr, "Ann").await;
    // Names are unique ignoring case, trimmed, and checked.
    let taken = credentials(addr, "/api/signup", " ann ", "another one").await;
    assert_eq!(refusal(&taken), (409, Some("name_taken")));
    for (name, password, code) in [
        ("Ada [bot]", "another one", "bad_name"),
        ("Bo", "short", "bad_password"),
    ] {
        let refused = credentials(addr, "/api/signup", name, password).await;
        assert_eq!(refused.body["error"]["code"], code);
    }

    // Signing in: the right password gives a session; a wrong one does not.
    let wrong = credentials(addr, "/api/signin", "Ann", "not it at all").await;
    assert_eq!(wrong.status, 401);
    assert!(wrong.cookie.is_none());
    let right = credentials(addr, "/api/signin", "ANN", "correct horse").await;
    assert_eq!(right.status, 200);
    let cookie = right.cookie.unwrap();
    assert_eq!(me(addr, &cookie).await["name"], "Ann");
    // Signing out ends that session.
    http(addr, "POST", "/api/signout", Some(&cookie), None).await;
    assert_eq!(get(addr, "/api/me", Some(&cookie)).await.status, 401);
    // Sign-in is limited: after five wrong passwords for a name from one address, however the
    // name is written, each next try from there waits.
    let mut limited = false;
    for form in ["Ann", "Ａｎｎ", " ann", "ANN"].iter().cycle().take(7) {
        let answer = credentials(addr, "/api/signin", form, "guessing").await;
        limited |= answer.status == 429;
    }
    assert!(limited, "too many tries are refused");

    // A guest plays with a name alone, and claims it later.
    let guest = post(addr, "/api/guest", None, json!({"name": "Gil"})).await;
    assert_eq!(guest.body["guest"], true);
    assert_eq!(guest.body["wallet"], 1000);
    let gil = guest.cookie.unwrap();
    let claim = |cookie: String| async move {
        let body = json!({"password": "gil's password"});
        post(addr, "/api/claim", Some(&cookie), body).await
    };
    let claimed = claim(gil.clone()).await;
    assert_eq!(claimed.body["guest"], false, "{:?}", claimed.body);
    // The claim ends the guest's sessions and hands the claimant a new one: whoever else held
    // the guest's token does not keep the account.
    let owner = claimed.cookie.expect("a new session");
    assert_ne!(owner, gil);
    assert_eq!(get(addr, "/api/me", Some(&gil)).await.status, 401);
    assert_eq!(me(addr, &owner).await["name"], "Gil");
    let again = claim(owner).await;
    assert_eq!(again.body["error"]["code"], "not_a_guest");
    server.shutdown().await.unwrap();
}

/// A name is kept in one form: the same letters written another way (fullwidth, say) are the
/// same name, taken at sign-up and found at sign-in; a name that looks like another is taken; a
/// name hiding characters, or wearing a bot's mark in any brackets that look like a bot's, is
/// refused.
#[tokio::test]
async fn names_in_another_form_are_the_same_name() {
    let (server, _) = server_and_ann("name_forms").await;
    let addr = server.addr;
    let taken = credentials(addr, "/api/signup", "Ａｎｎ", "another one").await;
    assert_eq!(refusal(&taken), (409, Some("name_taken")));
    let signed_in = credentials(addr, "/api/signin", "Ａｎｎ", "correct horse").await;
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    // Names that look like Ann's: with a Cyrillic А, a Greek Α; and Bill's with capital I's.
    for alike in ["\u{0410}nn", "\u{0391}NN"] {
        let taken = post(addr, "/api/guest", None, json!({"name": alike})).await;
        assert_eq!(refusal(&taken), (409, Some("name_taken")), "{alike:?}");
    }
    post(addr, "/api/guest", None, json!({"name": "Bill"})).await;
    let taken = post(addr, "/api/guest", None, json!({"name": "BiII"})).await;
    assert_eq!(refusal(&taken), (409, Some("name_taken")));
    // A bot's mark, in fullwidth brackets or in look-alikes of them; hidden characters.
    for name in [
        "Ada ［bot］",
        "Ada \u{298B}bot\u{298C}",
        "An\u{200B}n",
        "\u{202E}nnA",
        "\u{3164}",
    ] {
        let refused = post(addr, "/api/guest", None, json!({"name": name})).await;
        assert_eq!(refusal(&refused), (400, Some("bad_name")), "{name:?}");
    }
    server.shutdown().await.unwrap();
}

/// Guests who claim their names all at once (each claim hashes a password) neither hold the
/// database's few connections while their passwords are hashed nor starve anyone else: every
/// claim is answered, and a signed-in player's reads made at the same time are too. (Claims that
/// hashed holding a connection, then asked for a second, took all four of SQLite's and waited out
/// the pool's timeout.)
#[tokio::test]
async fn claims_at_once_leave_the_database_to_everyone_else() {
    let (server, ann) = server_and_ann("claims_at_once").await;
    let addr = server.addr;
    let mut guests = Vec::new();
    for i in 0..12 {
        let guest = post(
            addr,
            "/api/guest",
            None,
            json!({"name": format!("Guest {i}")}),
        )
        .await;
        guests.push(guest.cookie.expect("a guest's session"));
    }
    let claims = guests.iter().map(|cookie| {
        let body = json!({"password": "a long enough password"});
        post(addr, "/api/claim", Some(cookie), body)
    });
    let reads = (0..12).map(|_| get(addr, "/api/me", Some(&ann)));
    let (claims, reads) = tokio::join!(
        futures_util::future::join_all(claims),
        futures_util::future::join_all(reads)
    );
    for claim in &claims {
        assert_eq!(claim.status, 200, "{}", claim.body);
        assert_eq!(claim.body["guest"], false);
    }
    for read in &reads {
        assert_eq!(read.status, 200, "{}", read.body);
    }
    // Each claimed name signs in with its password: the hash stored is the one made.
    let signed_in = post(
        addr,
        "/api/signin",
        None,
        json!({"name": "guest 7", "password": "a long enough password"}),
    )
    .await;
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    server.shutdown().await.unwrap();
}

/// An unknown name, a guest's name and a known name with a wrong password are refused alike:
/// the same status, code and words, so that the answer does not tell which names exist.
#[tokio::test]
async fn sign_in_refuses_unknown_names_as_it_refuses_wrong_passwords() {
    let (server, _) = server_and_ann("signin_alike").await;
    let addr = server.addr;
    post(addr, "/api/guest", None, json!({"name": "Gil"})).await;
    let mut answers = Vec::new();
    for name in ["Ann", "Nobody At All", "Gil"] {
        let answer = credentials(addr, "/api/signin", name, "not the password").await;
        answers.push((answer.status, answer.body, answer.cookie));
    }
    assert_eq!(answers[0].0, 401);
    assert!(answers[0].2.is_none());
    assert!(answers.iter().all(|a| *a == answers[0]), "{answers:?}");
    server.shutdown().await.unwrap();
}

/// A person's own answers (their account, statement and hands), and every other answer of the
/// API, are kept by no cache: `Cache-Control: no-store`, signed in or not, refused or not.
#[tokio::test]
async fn no_answer_of_the_api_is_stored_by_a_cache() {
    let (server, ann) = server_and_ann("no_store").await;
    let addr = server.addr;
    for (path, signed) in [
        ("/api/me", true),
        ("/api/statement", true),
        ("/api/hands", true),
        ("/api/tables", true),
        ("/api/me", false),
    ] {
        let headers: &[(&str, &str)] = if signed { &[("cookie", &ann)] } else { &[] };
        let raw = parlour_client::http::request(addr, "GET", path, headers, b"")
            .await
            .unwrap();
        assert_eq!(raw.status, if signed { 200 } else { 401 }, "{path}");
        assert_eq!(raw.header("cache-control"), Some("no-store"), "{path}");
    }
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn the_pin_guards_the_weekly_limit_and_locks_after_five_wrong_tries() {
    let (server, ann) = server_and_ann("pin").await;
    let addr = server.addr;
    let pin = |pin: &str| post(addr, "/api/pin", Some(&ann), json!({"pin": pin}));
    let limit = |limit: u64, pin: &str| {
        let body = json!({"limit": limit, "pin": pin});
        post(addr, "/api/limit", Some(&ann), body)
    };
    // No PIN yet: a limit cannot be set.
    let none = limit(50, "1234").await;
    assert_eq!(none.body["error"]["code"], "no_pin");
    let bad = pin("12").await;
    assert_eq!(bad.body["error"]["code"], "bad_pin");
    let set = pin("2468").await;
    assert_eq!(set.body["pin_set"], true);
    // Over the house maximum: refused.
    let over = limit(5000, "2468").await;
    assert_eq!(over.body["error"]["code"], "bad_limit");
    // A wrong PIN changes nothing.
    let wrong = limit(50, "1111").await;
    assert_eq!(refusal(&wrong), (403, Some("wrong_pin")));
    // The values its words carry go beside them, for a page to say them in its own language.
    assert_eq!(wrong.body["error"]["args"], json!({"left": 4, "tries": 5}));
    assert_eq!(over.body["error"]["args"]["max"], json!(500));
    assert_eq!(me(addr, &ann).await["bet_limit"], json!(null));
    // The right one sets it, and says when it may change again.
    let done = limit(50, "2468").await;
    assert_eq!(done.body["bet_limit"], 50, "{:?}", done.body);
    let next = done.body["next_limit_change"].as_i64().unwrap();
    assert!(next > parlour_server::now_ms());
    assert!(next - parlour_server::now_ms() <= 7 * 24 * 3600 * 1000 + 3600 * 1000);
    // A second change in the same week: refused.
    let again = limit(20, "2468").await;
    assert_eq!(refusal(&again), (409, Some("limit_changed_this_week")));
    // Five wrong PINs lock it, for the right one too.
    for _ in 0..5 {
        limit(20, "0000").await;
    }
    let locked = limit(20, "2468").await;
    assert_eq!(refusal(&locked), (423, Some("pin_locked")));
    assert!(me(addr, &ann).await["pin_locked_until"].is_i64());

    // At the table, a bet over her own limit is refused before the engine sees it.
    let rules = json!({"preset": "casino", "min_stake": 5, "max_stake": 100});
    let table = open_table(addr, &ann, rules).await;
    let mut client = Client::connect(addr, &ann).await;
    client.accepted(sit(table, 0, 200)).await;
    let answer = client.ask(stake(table, 60)).await;
    assert_eq!(answer["code"], "over_your_limit");
    client.accepted(stake(table, 50)).await;
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_dry_wallet_is_topped_up_once_and_a_full_one_not_at_all() {
    let (server, ann) = server_and_ann("topup").await;
    let addr = server.addr;
    let top_up = || http(addr, "POST", "/api/wallet/top_up", Some(&ann), None);
    let full = top_up().await;
    assert_eq!(full.body["error"]["code"], "not_dry");
    // Spend the wallet down on a table, and stand up with nothing lost: move 950 to a seat.
    let rules = json!({"preset": "casino", "min_stake": 5, "max_stake": 100});
    let table = open_table(addr, &ann, rules).await;
    let mut client = Client::connect(addr, &ann).await;
    client.accepted(sit(table, 0, 950)).await;
    // Seated: no top-up, even with 50 in the wallet.
    let seated = top_up().await;
    assert_eq!(seated.body["error"]["code"], "not_dry");
    client.accepted(stand(table)).await;
    assert_eq!(wallet(addr, &ann).await, 1000);
    // Lose 960 of it (as play would, here straight to the house): the wallet is dry, and she sits
    // nowhere, so it is filled to 1000 again; once.
    let user = me(addr, &ann).await["id"].as_i64().unwrap();
    {
        let mut conn = server.app.store.pool().acquire().await.unwrap();
        ledger::post(
            &mut conn,
            ledger::Transfer {
                key: "test:lost",
                reason: "settle",
                table: None,
                postings: &ledger::Posting::pair(
                    ledger::Account::Wallet(user),
                    ledger::Account::House,
                    960,
                ),
                at: 0,
            },
        )
        .await
        .unwrap();
    }
    let topped = top_up().await;
    assert_eq!(topped.body["wallet"], 1000, "{:?}", topped.body);
    let twice = top_up().await;
    assert_eq!(twice.body["error"]["code"], "not_dry");
    // The statement shows every movement, newest first.
    let lines = get(addr, "/api/statement", Some(&ann)).await.body["lines"].clone();
    let reasons: Vec<&str> = lines
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["reason"].as_str().unwrap())
        .collect();
    assert_eq!(
        reasons,
        ["top_up_wallet", "settle", "stand", "sit", "grant"]
    );
    server.shutdown().await.unwrap();
}

/// Every refusal over HTTP has the one shape, `{"error": {"code", "message"}}`: a body that is not
/// JSON, one of the wrong shape or type, a path or a query that does not read, and a request that
/// needs a session without one.
#[tokio::test]
async fn every_refusal_over_http_has_the_one_error_shape() {
    let (server, ann) = server_and_ann("error-shape").await;
    let addr = server.addr;
    // Each try: its method, path, session, content type and body, and the status it is answered.
    type Try<'a> = (&'a str, &'a str, Option<&'a str>, &'a str, &'a str, u16);
    let tries: [Try; 7] = [
        (
            "POST",
            "/api/signup",
            None,
            "application/json",
            "{not json",
            400,
        ),
        (
            "POST",
            "/api/signup",
            None,
            "application/json",
            r#"{"name": 5}"#,
            422,
        ),
        (
            "POST",
            "/api/signup",
            None,
            "text/plain",
            r#"{"name": "Bo"}"#,
            415,
        ),
        (
            "POST",
            "/api/pin",
            Some(&ann),
            "application/json",
            r#"{"pin": "1234", "x": 1}"#,
            422,
        ),
        (
            "GET",
            "/api/hands/seven",
            Some(&ann),
            "application/json",
            "",
            400,
        ),
        (
            "GET",
            "/api/hands?before=soon",
            Some(&ann),
            "application/json",
            "",
            400,
        ),
        ("GET", "/api/me", None, "application/json", "", 401),
    ];
    for (method, path, cookie, kind, body, status) in tries {
        let answer = parlour_client::http::send(addr, method, path, cookie, kind, body)
            .await
            .unwrap();
        assert_eq!(answer.status, status, "{method} {path} {body}: {answer:?}");
        let error = &answer.body["error"];
        assert!(
            error["code"].is_string() && error["message"].is_string(),
            "{method} {path} {body}: {answer:?}"
        );
    }
    server.shutdown().await.unwrap();
}

/// A language chosen is kept with the account, so that another browser signed in as the same
/// person speaks it; only the six codes are kept, exactly; a stranger cannot choose for anyone.
#[tokio::test]
async fn a_language_chosen_is_kept_with_the_account_and_only_a_spoken_one() {
    let (server, ann) = server_and_ann("lang").await;
    let addr = server.addr;
    let choose = |cookie: Option<String>, body: serde_json::Value| async move {
        http(addr, "PUT", "/api/me/lang", cookie.as_deref(), Some(body)).await
    };
    // None chosen yet: each browser speaks its own.
    assert_eq!(me(addr, &ann).await["lang"], json!(null));
    let chosen = choose(Some(ann.clone()), json!({"lang": "hu"})).await;
    assert_eq!((chosen.status, &chosen.body["lang"]), (200, &json!("hu")));
    // Another session of the same person (another browser) reads it.
    let again = post(
        addr,
        "/api/signin",
        None,
        json!({"name": "Ann", "password": "correct horse"}),
    )
    .await;
    let other = again.cookie.expect("a session cookie");
    assert_eq!(me(addr, &other).await["lang"], json!("hu"));
    // What no page would send is refused and changes nothing.
    for bad in [
        json!({"lang": "fr"}),
        json!({"lang": "ES"}),
        json!({"lang": "es-AR"}),
        json!({"lang": "es'; DROP TABLE users; --"}),
        json!({"lang": "e".repeat(100_000)}),
        json!({"lang": 7}),
        json!({"lang": "es", "also": 1}),
    ] {
        let refused = choose(Some(ann.clone()), bad.clone()).await;
        assert!(
            refused.status >= 400 && refused.status < 500,
            "{bad}: {}",
            refused.status
        );
        assert_eq!(me(addr, &ann).await["lang"], json!("hu"), "{bad}");
    }
    assert_eq!(
        refusal(&choose(Some(ann.clone()), json!({"lang": "fr"})).await),
        (400, Some("bad_lang"))
    );
    // Signed out: nobody's language changes.
    assert_eq!(choose(None, json!({"lang": "el"})).await.status, 401);
    assert_eq!(me(addr, &ann).await["lang"], json!("hu"));
    // Bo's choice is Bo's alone.
    let bo = sign_up(addr, "Bo").await;
    assert_eq!(
        choose(Some(bo.clone()), json!({"lang": "sq"})).await.status,
        200
    );
    assert_eq!(
        (
            me(addr, &bo).await["lang"].clone(),
            me(addr, &ann).await["lang"].clone()
        ),
        (json!("sq"), json!("hu"))
    );
}
