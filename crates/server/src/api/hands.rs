//! Hand histories over HTTP: a player's finished rounds, newest first, and any one of them as a
//! hand record that `parlour script` replays to the same round (docs/server.md, "Hand histories").
//!
//! A round is listed only once it is over (it is written with the action that ended it), and only
//! to the people who sat at the table during it: to anyone else it does not exist. Its record
//! stacks the cards the round dealt, so it says nothing of the table's shuffle key or of any card
//! still in the shoe.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use parlour_engine::Viewer;
use parlour_engine::record::Record;
use parlour_store::StoreError;
use parlour_store::hands::{self, HandSummary, StoredHand};
use serde::Deserialize;
use serde_json::{Value, json};

use super::{Answer, ApiError, Id, Params, Signed};
use crate::App;

/// The most rounds a page holds.
const MOST: i64 = 100;

#[derive(Debug, Deserialize)]
pub struct Page {
    before: Option<i64>,
    limit: Option<i64>,
}

fn listed(hand: &HandSummary) -> Value {
    let round: Value = serde_json::from_str(&hand.summary).unwrap_or(Value::Null);
    json!({
        "id": hand.id,
        "table": hand.table,
        "game": hand.game,
        "ended_at": hand.ended_at,
        "round": round,
    })
}

/// `GET /api/hands?before=ID&limit=N`: a page of the player's rounds, newest first, and the
/// `before` of the next page (`null` on the last).
pub async fn list(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
    Params(page): Params<Page>,
) -> Answer {
    let limit = page.limit.unwrap_or(20).clamp(1, MOST);
    let mut conn = app.store.pool().acquire().await?;
    let rounds = hands::of_player(&mut conn, user.id, page.before, limit).await?;
    let next = (rounds.len() as i64 == limit)
        .then(|| rounds.last().map(|h| h.id))
        .flatten();
    let rounds: Vec<Value> = rounds.iter().map(listed).collect();
    Ok(Json(json!({"hands": rounds, "next": next})).into_response())
}

/// The round `id` if `user` sat in it; to anyone else it does not exist.
async fn theirs(app: &App, user: i64, id: i64) -> Result<hands::StoredHand, ApiError> {
    let not_found = || ApiError::new(StatusCode::NOT_FOUND, "no_hand", format!("no hand {id}"));
    let mut conn = app.store.pool().acquire().await?;
    match hands::get(&mut conn, id).await {
        Ok(hand) if hand.players.contains(&user) => Ok(hand),
        Ok(_) | Err(StoreError::NotFound(_)) => Err(not_found()),
        Err(other) => Err(other.into()),
    }
}

/// `GET /api/hands/{id}/steps`: the round played again step by step through the engine, each
/// step the action (as the record writes it), its events and the table after it, as a spectator
/// saw them: what the replay viewer steps through.
pub async fn steps(State(app): State<Arc<App>>, Signed(user): Signed, Id(id): Id) -> Answer {
    let hand = theirs(&app, user.id, id).await?;
    let broken = |why: String| {
        tracing::error!(hand = id, %why, "a stored hand does not replay");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "server",
            "the hand does not replay",
        )
    };
    let record = Record::parse(&hand.record).map_err(|e| broken(e.to_string()))?;
    let registry = parlour_games::registry();
    let entry = registry
        .for_record(&record)
        .map_err(|e| broken(e.to_string()))?;
    let steps = entry
        .steps(&record, Viewer::Spectator)
        .map_err(|e| broken(e.to_string()))?;
    Ok(Json(json!({"steps": steps})).into_response())
}

/// `GET /api/hands/{id}`: one round, with its hand record.
pub async fn one(State(app): State<Arc<App>>, Signed(user): Signed, Id(id): Id) -> Answer {
    let hand = theirs(&app, user.id, id).await?;
    let mut answer = listed(&hand.summary);
    answer["from_version"] = json!(hand.from_version);
    answer["to_version"] = json!(hand.to_version);
    answer["record"] = serde_json::from_str(&hand.record).unwrap_or(Value::Null);
    answer["shuffles"] = shuffles_of(&app, &hand).await;
    Ok(Json(answer).into_response())
}

/// The fair shuffles a round was dealt from, as its table publishes them now (docs/fairness.md):
/// each shuffle whose pack was in use between the round's first and last action, with its
/// commitment and seeds, and its key once revealed. Empty for a table not dealt fair, or one
/// no longer open.
async fn shuffles_of(app: &App, hand: &StoredHand) -> Value {
    let Some(Some(fairness)) = crate::table::fairness_of(app, hand.summary.table).await else {
        return json!([]);
    };
    let (from, to) = (hand.from_version as u64, hand.to_version as u64);
    let shuffles = &fairness.shuffles;
    // Shuffle n's pack is in use from the action that made it (at its `version`) until the one
    // that made the next.
    let used: Vec<_> = (shuffles.iter().enumerate())
        .filter(|(n, s)| {
            s.version < to && shuffles.get(n + 1).is_none_or(|next| next.version >= from)
        })
        .map(|(_, s)| s)
        .collect();
    serde_json::to_value(used).expect("shuffles serialize")
}
