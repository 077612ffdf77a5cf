//! The lobby and its tables: every open table, opening one, a table's rules in words, the presets,
//! and what a table has published of its fair shuffles.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};

use super::{Answer, ApiError, Body, Id, Signed};
use crate::App;

/// `GET /api/tables`: every open table of the group, each with the address of the node that
/// serves it (`node`): this node's own as they are now, the others' as last published.
pub(super) async fn list(State(app): State<Arc<App>>) -> Response {
    Json(json!({"tables": lobby(&app)})).into_response()
}

/// Every open table of the group as the lobby shows it.
pub fn lobby(app: &App) -> Vec<Value> {
    let mut tables: std::collections::BTreeMap<i64, Value> = app
        .group
        .listed()
        .into_iter()
        .filter(|(_, listed)| listed.node != app.node && listed.summary.get("id").is_some())
        .map(|(id, listed)| {
            let mut summary = listed.summary;
            summary["node"] = Value::from(listed.advertise);
            (id, summary)
        })
        .collect();
    for handle in app.lobby.all() {
        let mut summary = serde_json::to_value(handle.summary()).expect("summaries serialize");
        summary["node"] = Value::from(app.advertise.as_str());
        tables.insert(handle.id, summary);
    }
    tables.into_values().collect()
}

/// `404 no_such_table`.
fn no_such_table(id: i64) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "no_such_table",
        format!("no table {id}"),
    )
}

/// `GET /api/tables/ID/fairness`: what the table has published of its fair shuffles
/// (docs/fairness.md): `{"table", "game", "rules", "fairness"}`, `fairness` being `null` for a
/// table not dealt by the fair scheme (a test server's stacked pack).
/// A table served by another node of the group is answered from its stored record.
pub(super) async fn fairness(State(app): State<Arc<App>>, Id(id): Id) -> Answer {
    let (game, rules, fairness) = match app.lobby.get(id) {
        Some(handle) => {
            let summary = handle.summary();
            // A table that cannot answer now (putting itself back after a failed write) is busy.
            let fairness = crate::table::fairness_of(&app, id)
                .await
                .ok_or_else(|| {
                    ApiError::new(
                        StatusCode::SERVICE_UNAVAILABLE,
                        "busy",
                        "the table cannot answer now; try again",
                    )
                })?
                .map(|report| serde_json::to_value(&*report));
            (summary.game.to_string(), summary.rules, fairness)
        }
        None => crate::table::stored_fairness(&app, id)
            .await
            .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", e.to_string()))?
            .map(|(game, rules, report)| (game, rules, report.map(|r| serde_json::to_value(&r))))
            .ok_or_else(|| no_such_table(id))?,
    };
    let fairness = fairness
        .transpose()
        .expect("a report serializes")
        .unwrap_or(Value::Null);
    Ok(
        Json(json!({"table": id, "game": game, "rules": rules, "fairness": fairness}))
            .into_response(),
    )
}

/// `GET /api/tables/{id}/rules`: the table's rules in words, and each option with its value and
/// meaning: the browser's rules page.
pub(super) async fn rules(State(app): State<Arc<App>>, Id(id): Id) -> Answer {
    // A table served by another node of the group is read from the database: its rules are
    // stored with it.
    let (game, rules) = match app.lobby.get(id) {
        Some(handle) => {
            let summary = handle.summary();
            (summary.game.to_string(), summary.rules)
        }
        None => {
            let mut conn = app.store.pool().acquire().await?;
            let stored = match parlour_store::tables::get(&mut conn, id).await {
                Ok(stored) if stored.closed_at.is_none() => stored,
                _ => return Err(no_such_table(id)),
            };
            let rules = serde_json::from_str(&stored.rules).map_err(|e| {
                ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", e.to_string())
            })?;
            (stored.game, rules)
        }
    };
    let table = TableRules { game: &game, rules };
    let registry = parlour_games::registry();
    let entry = registry.get(table.game).ok_or_else(|| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "server",
            "an unknown game",
        )
    })?;
    let text = entry
        .describe(&table.rules)
        .map_err(|why| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", why))?;
    let options: Vec<Value> = entry
        .options()
        .iter()
        .map(|o| json!({"name": o.name, "value": table.rules.get(o.name), "values": o.values, "meaning": o.meaning}))
        .collect();
    Ok(Json(json!({"table": id, "game": table.game, "rules": table.rules, "text": text, "options": options})).into_response())
}

/// A table's game and rules, wherever it is served.
struct TableRules<'a> {
    game: &'a str,
    rules: Value,
}

/// Every preset of every game, with its rules spelled out and the options a table may change:
/// what the lobby's form is drawn from.
pub(super) async fn presets() -> Answer {
    let registry = parlour_games::registry();
    let mut presets = Vec::new();
    for (preset, entry, description) in registry.presets() {
        let game = entry.id();
        let rules = entry
            .read_rules(&Value::from(preset))
            .map_err(|why| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", why))?;
        let options: Vec<Value> = entry
            .options()
            .iter()
            .map(|o| json!({"name": o.name, "values": o.values, "meaning": o.meaning}))
            .collect();
        presets.push(json!({"preset": preset, "game": game, "description": description, "rules": rules, "options": options}));
    }
    Ok(Json(json!({ "presets": presets })).into_response())
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct NewTable {
    /// A preset, or an object with `preset` and options.
    rules: Value,
    #[serde(default = "three")]
    seats: usize,
    /// A stacked pack, top first (`parlour serve --allow-stacked` only: a test server's).
    #[serde(default)]
    deck: Option<Vec<parlour_cards::Card>>,
}

fn three() -> usize {
    3
}

pub(super) async fn create(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
    Body(body): Body<NewTable>,
) -> Answer {
    if body.deck.is_some() && !app.config.allow_stacked {
        return Err(ApiError::bad(
            "bad_table",
            "a stacked pack is for test servers (parlour serve --allow-stacked)",
        ));
    }
    let id = crate::table::open_table(&app, body.rules, body.seats, Some(user.id), body.deck)
        .await
        .map_err(|why| ApiError::bad("bad_table", why))?;
    let summary = match app.lobby.get(id) {
        Some(handle) => {
            let mut summary = serde_json::to_value(handle.summary()).expect("summaries serialize");
            summary["node"] = Value::from(app.advertise.as_str());
            summary
        }
        // Placed on another node of the group: where it is served.
        None => {
            let mut conn = app.store.pool().acquire().await?;
            let node = parlour_store::group::whereabouts(&mut conn, id)
                .await?
                .map(|(_, advertise)| advertise);
            json!({"id": id, "node": node})
        }
    };
    Ok((StatusCode::CREATED, Json(json!({"table": summary}))).into_response())
}
