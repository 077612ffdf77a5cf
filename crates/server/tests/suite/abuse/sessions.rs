//! Sessions under attack: a stolen token outlived by a change of password or a sign-out
//! everywhere, a session left unused, another site's page posting with a person's cookie, a
//! cookie planted under the plain name where the room is https, weak passwords.

use serde_json::json;

use crate::common::*;

#[tokio::test]
async fn a_change_of_password_or_a_sign_out_everywhere_ends_every_stolen_session() {
    let (server, ann) = server_and_ann("abuse_sessions").await;
    let addr = server.addr;
    // A thief holds a session of Ann's (another sign-in: her laptop left open, say).
    let body = json!({"name": "Ann", "password": "correct horse"});
    let thief = post(addr, "/api/signin", None, body).await.cookie.unwrap();
    assert_eq!(me(addr, &thief).await["name"], "Ann");
    // The password now must be right; the new one must be good.
    let change = |current: &str, password: &str| {
        let body = json!({"current": current, "password": password});
        post(addr, "/api/password", Some(&ann), body)
    };
    let wrong = change("not it at all", "a much better secret").await;
    assert_eq!(refusal(&wrong), (401, Some("wrong_password")));
    for weak in ["password1", "12345678", "Ann"] {
        let refused = change("correct horse", weak).await;
        assert_eq!(refused.status, 400, "{weak:?}: {refused:?}");
    }
    let changed = change("correct horse", "a much better secret").await;
    assert_eq!(changed.status, 200, "{changed:?}");
    let renewed = changed.cookie.expect("a new session");
    assert_ne!(renewed, ann);
    // Every old session is over, the thief's and the one the change came from.
    for old in [&thief, &ann] {
        assert_eq!(get(addr, "/api/me", Some(old)).await.status, 401);
    }
    assert_eq!(me(addr, &renewed).await["name"], "Ann");
    let old = json!({"name": "Ann", "password": "correct horse"});
    assert_eq!(post(addr, "/api/signin", None, old).await.status, 401);
    // Signing out everywhere ends every session, on every device.
    let body = json!({"name": "Ann", "password": "a much better secret"});
    let laptop = post(addr, "/api/signin", None, body).await.cookie.unwrap();
    let out = http(
        addr,
        "POST",
        "/api/signout/everywhere",
        Some(&renewed),
        None,
    )
    .await;
    assert_eq!(out.status, 200);
    for gone in [&laptop, &renewed] {
        assert_eq!(get(addr, "/api/me", Some(gone)).await.status, 401);
    }
    // A guest has no password to change.
    let guest = post(addr, "/api/guest", None, json!({"name": "Gil"})).await;
    let body = json!({"current": "", "password": "a much better secret"});
    let refused = post(addr, "/api/password", guest.cookie.as_deref(), body).await;
    assert_eq!(refusal(&refused), (400, Some("guest")));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_weak_password_is_refused_at_sign_up_and_claim() {
    let server = server("abuse_weak").await;
    let addr = server.addr;
    for weak in [
        "password",
        "12345678",
        "        ",
        "qwertyuiop",
        "Sam the man",
    ] {
        let body = json!({"name": "Sam the man", "password": weak});
        let refused = post(addr, "/api/signup", None, body).await;
        assert_eq!(refusal(&refused), (400, Some("bad_password")), "{weak:?}");
    }
    let guest = post(addr, "/api/guest", None, json!({"name": "Gil"})).await;
    let claim = json!({"password": "iloveyou"});
    let refused = post(addr, "/api/claim", guest.cookie.as_deref(), claim).await;
    assert_eq!(refusal(&refused), (400, Some("bad_password")));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_session_left_unused_is_over() {
    let mut config = config("abuse_idle");
    config.session_idle = std::time::Duration::from_millis(300);
    let server = start(config).await;
    let ann = sign_up(server.addr, "Ann").await;
    assert_eq!(me(server.addr, &ann).await["name"], "Ann");
    tokio::time::sleep(std::time::Duration::from_millis(400)).await;
    assert_eq!(get(server.addr, "/api/me", Some(&ann)).await.status, 401);
    server.shutdown().await.unwrap();
}

/// A POST with these headers, and its answer's status and error code.
async fn post_with(
    addr: std::net::SocketAddr,
    path: &str,
    headers: &[(&str, &str)],
) -> (u16, Option<String>) {
    let mut all = vec![("content-type", "application/json")];
    all.extend_from_slice(headers);
    let body = json!({"name": format!("G{}", headers.len())}).to_string();
    let raw = parlour_client::http::request(addr, "POST", path, &all, body.as_bytes())
        .await
        .unwrap();
    let body: serde_json::Value = serde_json::from_slice(&raw.body).unwrap_or_default();
    let code = body["error"]["code"].as_str().map(str::to_string);
    (raw.status, code)
}

#[tokio::test]
async fn another_sites_page_may_change_nothing() {
    let (server, ann) = server_and_ann("abuse_origin").await;
    let addr = server.addr;
    let own = format!("http://{addr}");
    let forbidden = (403, Some("bad_origin".to_string()));
    // A page of another site, posting with Ann's cookie: refused, whatever it asks.
    for path in [
        "/api/signout",
        "/api/wallet/top_up",
        "/api/guest",
        "/api/tables",
    ] {
        let evil = [("origin", "http://evil.example"), ("cookie", ann.as_str())];
        assert_eq!(post_with(addr, path, &evil).await, forbidden, "{path}");
    }
    let cross = [("sec-fetch-site", "cross-site"), ("cookie", ann.as_str())];
    assert_eq!(post_with(addr, "/api/signout", &cross).await, forbidden);
    // Ann was not signed out.
    assert_eq!(me(addr, &ann).await["name"], "Ann");
    // The room's own page, and a client that is no browser (no Origin), may.
    let ours = [("origin", own.as_str()), ("sec-fetch-site", "same-origin")];
    assert_eq!(post_with(addr, "/api/guest", &ours).await.0, 200);
    assert_eq!(post_with(addr, "/api/guest", &[]).await.0, 200);
    // Reading is not changing: another site's GET is answered (and carries nothing of Ann's
    // without her cookie, which SameSite=Lax keeps off it).
    let raw = parlour_client::http::request(
        addr,
        "GET",
        "/api/presets",
        &[("origin", "http://evil.example")],
        b"",
    )
    .await
    .unwrap();
    assert_eq!(raw.status, 200);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn over_https_the_session_is_secure_and_no_planted_cookie_is_read() {
    let mut config = config("abuse_https");
    config.public_url = Some("https://parlour.example".into());
    let server = start(config).await;
    let addr = server.addr;
    let body = json!({"name": "Ann", "password": "correct horse"}).to_string();
    let raw = parlour_client::http::request(
        addr,
        "POST",
        "/api/signup",
        &[("content-type", "application/json")],
        body.as_bytes(),
    )
    .await
    .unwrap();
    let set = raw.header("set-cookie").unwrap().to_string();
    assert!(set.starts_with("__Host-parlour_session="), "{set}");
    assert!(set.contains("; Secure") && set.contains("HttpOnly") && set.contains("Path=/"));
    assert!(!set.contains("Domain"), "a __Host- cookie names no domain");
    let token = set.split(';').next().unwrap().split_once('=').unwrap().1;
    assert_eq!(
        me(addr, &format!("__Host-parlour_session={token}")).await["name"],
        "Ann"
    );
    // The same token under the plain name (as a sibling host could plant one) is not read.
    let planted = format!("parlour_session={token}");
    assert_eq!(get(addr, "/api/me", Some(&planted)).await.status, 401);
    // The public URL's origin is the room's own.
    let ours = [("origin", "https://parlour.example")];
    assert_eq!(post_with(addr, "/api/guest", &ours).await.0, 200);
    server.shutdown().await.unwrap();
}
