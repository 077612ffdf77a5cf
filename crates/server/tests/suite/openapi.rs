//! The OpenAPI document at `/api/openapi.json`, held to the server: it is OpenAPI 3; every path
//! and method in it is served, no other method is served at its paths, and its routes are the
//! ones docs/protocol.md lists; and what the server really sends holds every field it requires,
//! of the type it gives.

use std::collections::BTreeSet;
use std::net::SocketAddr;

use serde_json::{Value, json};

use crate::common::*;

/// The methods an OpenAPI path item may hold.
const METHODS: [&str; 8] = [
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

/// The document as the server sends it, its status and content type checked.
async fn document(addr: SocketAddr) -> Value {
    let raw = parlour_client::http::request(addr, "GET", "/api/openapi.json", &[], b"")
        .await
        .expect("an answer");
    assert_eq!(raw.status, 200);
    assert_eq!(raw.header("content-type"), Some("application/json"));
    serde_json::from_slice(&raw.body).expect("the document is JSON")
}

/// Every operation of the document: its path, its method (lower case) and itself.
fn operations(doc: &Value) -> Vec<(String, String, Value)> {
    let paths = doc["paths"].as_object().expect("paths");
    let mut all = Vec::new();
    for (path, item) in paths {
        for (method, operation) in item.as_object().expect("a path item") {
            assert!(METHODS.contains(&method.as_str()), "{method} at {path}");
            all.push((path.clone(), method.clone(), operation.clone()));
        }
    }
    all
}

/// The schema a `$ref` names.
fn resolve<'a>(doc: &'a Value, reference: &str) -> Option<&'a Value> {
    let name = reference.strip_prefix("#/components/schemas/")?;
    doc["components"]["schemas"].get(name)
}

/// Every `$ref` anywhere in `value`.
fn references(value: &Value, found: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(reference)) = map.get("$ref") {
                found.push(reference.clone());
            }
            map.values().for_each(|v| references(v, found));
        }
        Value::Array(items) => items.iter().for_each(|v| references(v, found)),
        _ => {}
    }
}

#[tokio::test]
async fn the_document_is_openapi_3_served_as_json() {
    let server = server("openapi").await;
    let doc = document(server.addr).await;
    assert_eq!(
        doc,
        serde_json::to_value(&*parlour_server::api::DOC).unwrap(),
        "the document made from the handlers is the one served"
    );

    let version = doc["openapi"].as_str().expect("an OpenAPI version");
    let parts: Vec<&str> = version.split('.').collect();
    assert!(
        parts.len() == 3 && parts[0] == "3" && parts.iter().all(|p| p.parse::<u32>().is_ok()),
        "{version}"
    );
    assert_eq!(doc["info"]["title"], "Parlour");
    assert!(
        doc["info"]["version"]
            .as_str()
            .is_some_and(|v| !v.is_empty())
    );

    let operations = operations(&doc);
    assert!(operations.len() >= 20, "{}", operations.len());
    let mut ids = BTreeSet::new();
    for (path, method, operation) in &operations {
        let at = format!("{method} {path}");
        assert!(path.starts_with('/'), "{at}");
        let id = operation["operationId"].as_str().expect("an operation id");
        assert!(ids.insert(id.to_string()), "{id} names two operations");

        let responses = operation["responses"].as_object().expect("responses");
        assert!(!responses.is_empty(), "{at} answers nothing");
        for (status, response) in responses {
            assert!(
                status.parse::<u16>().is_ok_and(|s| (100..600).contains(&s)),
                "{at}: {status}"
            );
            assert!(response["description"].is_string(), "{at} {status}");
            for (kind, content) in response["content"].as_object().into_iter().flatten() {
                assert!(content["schema"].is_object(), "{at} {status} {kind}");
            }
        }

        // Each `{name}` of the path is a required path parameter, and each path parameter is
        // in the path.
        let parameters = operation["parameters"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let named: BTreeSet<&str> = (path.split('/'))
            .filter_map(|part| part.strip_prefix('{')?.strip_suffix('}'))
            .collect();
        let in_path: BTreeSet<&str> = (parameters.iter())
            .filter(|p| p["in"] == "path")
            .map(|p| {
                assert_eq!(p["required"], true, "{at}: {p}");
                p["name"].as_str().expect("a parameter's name")
            })
            .collect();
        assert_eq!(named, in_path, "{at}");
        for parameter in &parameters {
            let place = parameter["in"].as_str().unwrap_or_default();
            assert!(
                ["query", "header", "path", "cookie"].contains(&place),
                "{at}"
            );
        }

        // Every scheme an operation asks for is the session cookie's, or (`/health`,
        // `/metrics`) the operators' token.
        for requirement in operation["security"].as_array().into_iter().flatten() {
            for scheme in requirement.as_object().expect("a requirement").keys() {
                let ops = ["/health", "/metrics"].iter().any(|p| at.ends_with(p));
                let allowed: &[&str] = if ops { &["operator"] } else { &["session"] };
                assert!(allowed.contains(&scheme.as_str()), "{at}: {scheme}");
            }
        }
    }
    let session = &doc["components"]["securitySchemes"]["session"];
    assert_eq!(session["type"], "apiKey");
    assert_eq!(session["in"], "cookie");
    assert_eq!(session["name"], parlour_server::auth::COOKIE);
    let operator = &doc["components"]["securitySchemes"]["operator"];
    assert_eq!(operator["type"], "http");
    assert_eq!(operator["scheme"], "bearer");

    let mut found = Vec::new();
    references(&doc, &mut found);
    assert!(!found.is_empty());
    for reference in found {
        assert!(
            resolve(&doc, &reference).is_some(),
            "{reference} names nothing"
        );
    }
}

/// The path with each `{parameter}` given a value.
fn filled(path: &str) -> String {
    (path.split('/'))
        .map(|part| if part.starts_with('{') { "1" } else { part })
        .collect::<Vec<_>>()
        .join("/")
}

#[tokio::test]
async fn every_route_in_the_document_is_served_and_no_other_at_its_paths() {
    let server = server("openapi-routes").await;
    let addr = server.addr;
    let doc = document(addr).await;
    let operations = operations(&doc);
    for (path, method, operation) in &operations {
        // Without a session or a body: whatever the handler refuses, it is the handler that
        // answers, with a status the document gives it.
        let method = method.to_uppercase();
        let raw = parlour_client::http::request(addr, &method, &filled(path), &[], b"")
            .await
            .expect("an answer");
        let body: Value = serde_json::from_slice(&raw.body).unwrap_or(Value::Null);
        assert_ne!(raw.status, 405, "{method} {path} is not served");
        assert!(
            raw.status != 404 || body["error"]["code"].is_string(),
            "{method} {path} is not served: {body}"
        );
        assert!(
            operation["responses"].get(raw.status.to_string()).is_some(),
            "{method} {path} answered {}, which the document does not give it: {body}",
            raw.status
        );
    }

    // No method but the document's is served at its paths.
    let paths: BTreeSet<&String> = operations.iter().map(|(path, _, _)| path).collect();
    for path in paths {
        for method in ["GET", "POST", "PUT", "DELETE", "PATCH"] {
            let lower = method.to_lowercase();
            if doc["paths"][path].get(&lower).is_some() {
                continue;
            }
            let raw = parlour_client::http::request(addr, method, &filled(path), &[], b"")
                .await
                .expect("an answer");
            assert_eq!(
                raw.status, 405,
                "{method} {path} is served, but not documented"
            );
        }
    }

    // The routes people read of in docs/protocol.md are the document's.
    let listed: BTreeSet<String> = (operations.iter())
        .map(|(path, method, _)| format!("{} {path}", method.to_uppercase()))
        .collect();
    let page = include_str!("../../../../docs/protocol.md");
    let written: BTreeSet<String> = (page.lines())
        .filter_map(|line| line.strip_prefix("| `")?.split_once('`'))
        .filter(|(route, _)| {
            ["GET /", "POST /", "PUT /"]
                .iter()
                .any(|m| route.starts_with(m))
        })
        .map(|(route, _)| {
            let route = route.split('?').next().unwrap_or(route);
            route.replace("/ID", "/{id}")
        })
        .collect();
    assert_eq!(
        written, listed,
        "docs/protocol.md and the document name other routes"
    );
}

/// Where `value` breaks `schema`: a field the schema requires missing, a field it does not know
/// where it knows them all, or a value not of its type.
fn breaks(doc: &Value, schema: &Value, value: &Value, at: &str, faults: &mut Vec<String>) {
    if let Some(reference) = schema["$ref"].as_str() {
        let named = resolve(doc, reference).expect("a schema the document names");
        return breaks(doc, named, value, at, faults);
    }
    for part in schema["allOf"].as_array().into_iter().flatten() {
        breaks(doc, part, value, at, faults);
    }
    for (key, least) in [("oneOf", "one"), ("anyOf", "any")] {
        let Some(choices) = schema[key].as_array() else {
            continue;
        };
        let holding = (choices.iter())
            .filter(|choice| {
                let mut broken = Vec::new();
                breaks(doc, choice, value, at, &mut broken);
                broken.is_empty()
            })
            .count();
        if holding == 0 || (least == "one" && holding > 1) {
            faults.push(format!("{at}: {holding} of the {key} choices hold {value}"));
        }
    }
    let types: Vec<&str> = match &schema["type"] {
        Value::String(one) => vec![one.as_str()],
        Value::Array(many) => many.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let of = |kind: &str| match kind {
        "object" => value.is_object(),
        "array" => value.is_array(),
        "string" => value.is_string(),
        "integer" => value.is_i64() || value.is_u64(),
        "number" => value.is_number(),
        "boolean" => value.is_boolean(),
        "null" => value.is_null(),
        _ => false,
    };
    if !types.is_empty() && !types.iter().any(|kind| of(kind)) {
        faults.push(format!("{at}: {value} is not {types:?}"));
        return;
    }
    if let Value::Object(fields) = value {
        for name in schema["required"].as_array().into_iter().flatten() {
            let name = name.as_str().expect("a field's name");
            if !fields.contains_key(name) {
                faults.push(format!("{at}: no `{name}`"));
            }
        }
        let known = schema["properties"].as_object();
        for (name, field) in fields {
            match known.and_then(|known| known.get(name)) {
                Some(inner) => breaks(doc, inner, field, &format!("{at}.{name}"), faults),
                None if schema["additionalProperties"] == false => {
                    faults.push(format!("{at}: `{name}` is not known"));
                }
                None => {}
            }
        }
    }
    if let (Value::Array(items), Some(inner)) = (value, schema.get("items")) {
        for (n, item) in items.iter().enumerate() {
            breaks(doc, inner, item, &format!("{at}[{n}]"), faults);
        }
    }
}

/// Checks an answer against what the document gives `method path` for its status: the status
/// is one it gives, and the body holds its schema.
fn holds(doc: &Value, method: &str, path: &str, answer: &Answer) {
    let operation = &doc["paths"][path][method];
    assert!(operation.is_object(), "no {method} {path}");
    let response = &operation["responses"][answer.status.to_string()];
    assert!(
        response.is_object(),
        "{method} {path} answered {}, which the document does not give it: {:?}",
        answer.status,
        answer.body
    );
    let schema = &response["content"]["application/json"]["schema"];
    assert!(
        schema.is_object(),
        "{method} {path} {}: no JSON",
        answer.status
    );
    let mut faults = Vec::new();
    breaks(doc, schema, &answer.body, "body", &mut faults);
    assert!(
        faults.is_empty(),
        "{method} {path} {}: {faults:?}",
        answer.status
    );
}

/// The server at `addr` and the document it serves: every answer asked of it is checked to hold
/// what the document gives it ([`holds`]).
struct Served<'a> {
    addr: SocketAddr,
    doc: &'a Value,
}

impl Served<'_> {
    /// Asks `method path` (upper case, as sent), checks the answer, and gives it back.
    async fn ask(
        &self,
        method: &str,
        path: &str,
        cookie: Option<&str>,
        body: Option<Value>,
    ) -> Answer {
        self.ask_at(method, path, path, cookie, body).await
    }

    /// Asks `method at`, a path the document names `path` (its `{id}` filled in), and checks the
    /// answer against what the document gives `path`.
    async fn ask_at(
        &self,
        method: &str,
        path: &str,
        at: &str,
        cookie: Option<&str>,
        body: Option<Value>,
    ) -> Answer {
        let answer = http(self.addr, method, at, cookie, body).await;
        holds(self.doc, &method.to_lowercase(), path, &answer);
        answer
    }
}

/// A field the document's schema of an answer requires.
fn required(doc: &Value, name: &str) -> Vec<String> {
    let schema = &doc["components"]["schemas"][name];
    (schema["required"].as_array().into_iter().flatten())
        .filter_map(|n| n.as_str().map(str::to_string))
        .collect()
}

/// Plays one casino round at `table`, Ann in seat 0 beside a bot: her stake the least, then
/// stick (or twist when she may not).
async fn a_round(client: &mut Client, table: i64) {
    client.send(json!({"type": "watch", "table": table})).await;
    client
        .request(json!({"type": "sit", "table": table, "seat": 0, "chips": 100}))
        .await;
    client
        .request(json!({"type": "bot", "table": table, "seat": 1, "add": true}))
        .await;
    loop {
        let message = client.next().await;
        let over = (message["events"].as_array().into_iter().flatten())
            .any(|e| e["event"] == "round_over");
        if over {
            return;
        }
        let moves = match message["type"].as_str() {
            Some("view") => &message["view"]["moves"],
            _ => &message["moves"],
        };
        let action = if let Some(least) = (moves.as_array().into_iter().flatten())
            .find(|m| m["move"] == "stake")
            .map(|m| m["min"].clone())
        {
            json!({"action": "stake", "amount": least})
        } else if has_move(moves, "stick") {
            json!({"action": "stick"})
        } else if has_move(moves, "twist") {
            json!({"action": "twist"})
        } else {
            continue;
        };
        let action = json!({"type": "act", "table": table, "action": action});
        client.request(action).await;
    }
}

#[tokio::test]
async fn what_is_sent_holds_every_field_the_document_requires() {
    let server = server("openapi-sent").await;
    let addr = server.addr;
    let doc = document(addr).await;
    // The check can fail: an account without a field the document requires breaks it.
    assert!(required(&doc, "Account").contains(&"wallet".to_string()));
    let mut faults = Vec::new();
    let account = &doc["components"]["schemas"]["Account"];
    breaks(
        &doc,
        account,
        &json!({"id": 1, "name": "Ann"}),
        "body",
        &mut faults,
    );
    assert!(
        faults.iter().any(|f| f.contains("no `wallet`")),
        "{faults:?}"
    );

    let served = Served { addr, doc: &doc };
    let guest = served
        .ask("POST", "/api/guest", None, Some(json!({"name": "Gus"})))
        .await;
    assert_eq!(guest.body["guest"], true);
    let body = json!({"name": "Ann", "password": "correct horse"});
    let signed = served
        .ask("POST", "/api/signup", None, Some(body.clone()))
        .await;
    let cookie = signed.cookie.clone().expect("a session cookie");
    let ann = Some(cookie.as_str());
    let taken = served.ask("POST", "/api/signup", None, Some(body)).await;
    assert_eq!(taken.status, 409);
    let shapeless = served
        .ask("POST", "/api/guest", None, Some(json!({"nom": "Gus"})))
        .await;
    assert_eq!(shapeless.status, 422);

    served.ask("GET", "/api/me", ann, None).await;
    let nobody = served.ask("GET", "/api/me", None, None).await;
    assert_eq!(nobody.status, 401);

    let opened = served
        .ask("POST", "/api/tables", ann, Some(json!({"rules": "casino"})))
        .await;
    assert_eq!(opened.status, 201);
    let table = opened.body["table"]["id"].as_i64().unwrap();
    let tables = served.ask("GET", "/api/tables", None, None).await;
    assert_eq!(tables.body["tables"].as_array().map(Vec::len), Some(1));
    for (path, at) in [
        (
            "/api/tables/{id}/rules",
            format!("/api/tables/{table}/rules"),
        ),
        (
            "/api/tables/{id}/fairness",
            format!("/api/tables/{table}/fairness"),
        ),
        ("/api/tables/{id}/rules", "/api/tables/99/rules".to_string()),
        ("/api/presets", "/api/presets".to_string()),
        ("/health", "/health".to_string()),
    ] {
        served.ask_at("GET", path, &at, None, None).await;
    }
    let full = served.ask("POST", "/api/wallet/top_up", ann, None).await;
    assert_eq!(full.status, 400);

    let mut client = Client::connect(addr, &cookie).await;
    a_round(&mut client, table).await;
    let statement = served.ask("GET", "/api/statement", ann, None).await;
    assert!(
        statement.body["lines"]
            .as_array()
            .is_some_and(|l| l.len() >= 2)
    );
    let hands = served.ask("GET", "/api/hands", ann, None).await;
    let hand = hands.body["hands"][0]["id"]
        .as_i64()
        .expect("the round played");
    let one = format!("/api/hands/{hand}");
    served
        .ask_at("GET", "/api/hands/{id}", &one, ann, None)
        .await;
    let steps = format!("/api/hands/{hand}/steps");
    served
        .ask_at("GET", "/api/hands/{id}/steps", &steps, ann, None)
        .await;
    served.ask("POST", "/api/signout", ann, None).await;
}
