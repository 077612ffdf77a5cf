//! The browser client as the server serves it: the page and its modules with their cache headers,
//! the Content-Security-Policy on every answer; the table's rules in words; and a follower that
//! asks for views getting its fresh view with every action.

use std::net::SocketAddr;

use serde_json::json;

use crate::common::*;

/// A GET with these headers, as a browser sends it: the status, the headers (lower-case names),
/// the body.
async fn get_page(
    addr: SocketAddr,
    path: &str,
    headers: &[(&str, &str)],
) -> (u16, Vec<(String, String)>, String) {
    let raw = parlour_client::http::request(addr, "GET", path, headers, b"")
        .await
        .expect("an answer");
    let body = String::from_utf8_lossy(&raw.body).into_owned();
    (raw.status, raw.headers, body)
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

#[tokio::test]
async fn the_page_is_served_with_a_strict_policy_and_its_files_are_kept_until_they_change() {
    let server = server("web").await;
    let addr = server.addr;
    let (status, headers, body) = get_page(addr, "/", &[]).await;
    assert_eq!(status, 200);
    assert_eq!(
        header(&headers, "content-type"),
        Some("text/html; charset=utf-8")
    );
    let policy = header(&headers, "content-security-policy").expect("a policy");
    assert!(policy.contains("script-src 'self'") && policy.contains("default-src 'none'"));
    assert!(!policy.contains("unsafe"), "{policy}");
    assert_eq!(header(&headers, "x-content-type-options"), Some("nosniff"));
    assert!(body.contains(r#"<script type="module" src="/js/app.js"></script>"#));
    assert_eq!(body.matches("<script").count(), 1, "no inline script");
    assert!(!body.contains("style="), "no inline style");

    let (status, headers, body) = get_page(addr, "/js/app.js", &[]).await;
    assert_eq!(status, 200);
    assert_eq!(
        header(&headers, "content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert_eq!(header(&headers, "cache-control"), Some("no-cache"));
    let tag = header(&headers, "etag").expect("an ETag").to_string();
    assert!(body.contains("import"));
    // Asked again with its tag: not modified, and no body.
    let (status, _, body) = get_page(addr, "/js/app.js", &[("if-none-match", &tag)]).await;
    assert_eq!((status, body.as_str()), (304, ""));
    let (status, _, _) = get_page(addr, "/js/app.js", &[("if-none-match", "\"other\"")]).await;
    assert_eq!(status, 200);
    let (status, headers, _) = get_page(addr, "/nowhere.js", &[]).await;
    assert_eq!(status, 404);
    assert!(
        header(&headers, "content-security-policy").is_some(),
        "on every answer"
    );
    // The API's answers carry the policy too.
    let (_, headers, _) = get_page(addr, "/api/tables", &[]).await;
    assert!(header(&headers, "content-security-policy").is_some());
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_tables_rules_in_words_and_a_follower_asking_for_views_gets_one_with_each_action() {
    let server = server("rules").await;
    let addr = server.addr;
    let rules = json!({"preset": "pontoon-blackjack", "min_stake": 2});
    let (_, table, mut client) = ann_at_a_table(addr, rules).await;
    let rules = get(addr, &format!("/api/tables/{table}/rules"), None).await;
    assert_eq!(rules.status, 200, "{rules:?}");
    let text = rules.body["text"].as_array().unwrap();
    assert!(
        text[0].as_str().unwrap().starts_with("Pontoon Blackjack"),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|p| p.as_str().unwrap().contains("Bets 2 to"))
    );
    let packs = rules.body["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "packs")
        .unwrap();
    assert_eq!(packs["value"], 1);
    assert!(packs["meaning"].as_str().unwrap().contains("packs"));
    let missing = get(addr, "/api/tables/99/rules", None).await;
    assert_eq!(missing.status, 404);

    client.send(watch_views(table)).await;
    client.until("the view", |m| m["type"] == "view").await;
    client
        .all_accepted([bot(table, 1), sit(table, 0, 100), stake(table, 2)])
        .await;
    let events = client
        .until("the bet's events", |m| {
            m["type"] == "events" && has_event(m, |e| e["event"] == "staked" && e["seat"] == 0)
        })
        .await;
    let view = &events["view"];
    assert_eq!(
        view["viewer"],
        json!({"seat": 0}),
        "the follower's own view"
    );
    assert_eq!(
        view["version"],
        serde_json::Value::Null,
        "the engine's view, not the message"
    );
    assert_eq!(view["last_bets"][0], 2, "{view}");
    // Ann's turns came with their whole length: 15 seconds.
    assert!(
        client.seen.iter().any(|m| m["turn"]["length_ms"] == 15_000),
        "{:?}",
        client.seen.iter().map(|m| &m["turn"]).collect::<Vec<_>>()
    );
    server.shutdown().await.unwrap();
}

/// Every catalogue of the page's words is served as the words crate holds it, kept until it
/// changes; anything else under `/locales/` (a region, another file, a way out of the folder) is
/// no catalogue.
#[tokio::test]
async fn the_catalogues_of_words_are_served_and_nothing_else_under_their_folder() {
    let server = server("locales").await;
    let addr = server.addr;
    for lang in parlour_words::Lang::ALL {
        for area in parlour_words::AREAS {
            let path = format!("/locales/{}/{area}.ftl", lang.code());
            let (status, headers, body) = get_page(addr, &path, &[]).await;
            assert_eq!(status, 200, "{path}");
            assert_eq!(body, parlour_words::source(lang, area).unwrap(), "{path}");
            assert_eq!(
                header(&headers, "content-type"),
                Some("text/plain; charset=utf-8")
            );
            assert_eq!(header(&headers, "cache-control"), Some("no-cache"));
            let tag = header(&headers, "etag").expect("an ETag").to_string();
            let (status, _, body) = get_page(addr, &path, &[("if-none-match", &tag)]).await;
            assert_eq!((status, body.as_str()), (304, ""), "{path}");
        }
    }
    // The Spanish buttons, as the page will read them.
    let (_, _, body) = get_page(addr, "/locales/es/moves.ftl", &[]).await;
    assert!(body.contains("move-stick = Plantarse"), "{body}");
    let long = format!("/locales/es/{}.ftl", "a".repeat(5_000));
    for path in [
        "/locales/es-AR/moves.ftl",
        "/locales/ES/moves.ftl",
        "/locales/fr/moves.ftl",
        "/locales/es/moves",
        "/locales/es/nothing.ftl",
        "/locales/es/../en/moves.ftl",
        "/locales/es/%2e%2e/en/moves.ftl",
        "/locales/../../Cargo.toml",
        "/locales/",
        "/locales/es/moves.ftl/x",
        long.as_str(),
    ] {
        let (status, _, body) = get_page(addr, path, &[]).await;
        assert_eq!(status, 404, "{path}: {body}");
        assert!(!body.contains("move-"), "{path}");
    }
}

/// The page opens in the language the browser asks for first, by its `<html lang>`, before its
/// script runs; each language a version of its own to a cache; anything else asked, English.
#[tokio::test]
async fn the_page_opens_in_the_language_the_browser_asks_for() {
    let server = server("web-lang").await;
    let addr = server.addr;
    let lang_of = |body: &str| {
        let start = body.find("<html lang=\"").expect("an html element") + 12;
        body[start..]
            .split('"')
            .next()
            .unwrap_or_default()
            .to_string()
    };
    let mut tags = Vec::new();
    for (asked, lang) in [
        ("", "en"),
        ("el-GR,el;q=0.9,en;q=0.8", "el"),
        ("fr-FR,hu;q=0.5", "hu"),
        ("fr, de", "en"),
        ("sq;q=0.2, eo;q=0.9", "eo"),
        ("\"><script>alert(1)</script>", "en"),
        (&"x-".repeat(5_000), "en"),
    ] {
        let headers: Vec<(&str, &str)> = if asked.is_empty() {
            vec![]
        } else {
            vec![("accept-language", asked)]
        };
        let (status, headers, body) = get_page(addr, "/", &headers).await;
        assert_eq!(
            (status, lang_of(&body)),
            (200, lang.to_string()),
            "{asked:.40}"
        );
        assert_eq!(body.matches("<html").count(), 1);
        assert_eq!(header(&headers, "vary"), Some("accept-language"));
        tags.push((lang, header(&headers, "etag").expect("an ETag").to_string()));
    }
    // One tag a language: a cache keeps the Greek page apart from the English.
    let greek = &tags[1].1;
    assert_ne!(greek, &tags[0].1);
    assert_eq!(tags[0].1, tags[3].1);
    let (status, _, body) = get_page(
        addr,
        "/",
        &[("accept-language", "el"), ("if-none-match", greek)],
    )
    .await;
    assert_eq!((status, body.as_str()), (304, ""));
    let (status, _, _) = get_page(
        addr,
        "/",
        &[("accept-language", "hu"), ("if-none-match", greek)],
    )
    .await;
    assert_eq!(status, 200);
    server.shutdown().await.unwrap();
}
