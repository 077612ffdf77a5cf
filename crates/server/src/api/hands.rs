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
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use super::doc::{BUSY, Failed, NoSuchHand, PageRefused};
use super::{Answer, ApiError, Id, Params, Refusal, Signed};
use crate::App;

/// The most rounds a page holds.
const MOST: i64 = 100;

/// A page of a player's rounds.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Page {
    /// Only rounds before this one (the `next` of the page before).
    before: Option<i64>,
    /// Rounds a page: 20 unless asked, 1 to 100.
    limit: Option<i64>,
    /// The rounds sat out as well (seated while it was dealt, with no hand or bet in it): not
    /// unless asked.
    sat_out: Option<bool>,
}

/// A page of the player's rounds, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct Hands {
    hands: Vec<Hand>,
    /// The `before` of the next page; `null` on the last.
    #[schema(required = true)]
    next: Option<i64>,
}

/// A finished round.
#[derive(Debug, Serialize, ToSchema)]
pub struct Hand {
    id: i64,
    table: i64,
    game: String,
    /// When it ended, in milliseconds since the Unix epoch.
    ended_at: i64,
    /// The finished round, as its game writes it.
    round: Value,
}

/// A finished round with its hand record.
#[derive(Debug, Serialize, ToSchema)]
pub struct Recorded {
    #[serde(flatten)]
    hand: Hand,
    /// The table's version before the round's first action.
    from_version: i64,
    /// Its version after the round's last.
    to_version: i64,
    /// The round's hand record, which `parlour script` replays to the same round.
    record: Value,
    /// The fair shuffles its cards may have come from, each with its key once revealed
    /// (docs/fairness.md); empty at a table not dealt fair or no longer open.
    #[schema(value_type = Vec<Object>)]
    shuffles: Value,
}

/// A round played again, step by step.
#[derive(Debug, Serialize, ToSchema)]
pub struct Steps {
    steps: Vec<Step>,
}

/// One step of a round played again, as a spectator saw it.
#[derive(Debug, Serialize, ToSchema)]
pub struct Step {
    /// The action, as the record writes it; `null` for the table as it opened.
    #[schema(required = true)]
    action: Option<Value>,
    /// What it did.
    events: Vec<Value>,
    /// The table after it.
    view: Value,
}

fn listed(hand: &HandSummary) -> Hand {
    Hand {
        id: hand.id,
        table: hand.table,
        game: hand.game.clone(),
        ended_at: hand.ended_at,
        round: serde_json::from_str(&hand.summary).unwrap_or(Value::Null),
    }
}

/// `GET /api/hands?before=ID&limit=N&sat_out=BOOL`: a page of the player's rounds, newest
/// first (those played, and with `sat_out=true` those sat out as well), and the `before` of the
/// next page (`null` on the last).
#[utoipa::path(get, path = "/api/hands", tag = "hands", operation_id = "hands", params(Page),
    security(("session" = [])),
    responses(
        (status = 200, description = "a page of the player's rounds", body = Hands),
        PageRefused,
    ))]
pub async fn list(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
    Params(page): Params<Page>,
) -> Answer {
    let limit = page.limit.unwrap_or(20).clamp(1, MOST);
    let mut conn = app.store.pool().acquire().await?;
    let sat_out = page.sat_out.unwrap_or(false);
    let rounds = hands::of_player(&mut conn, user.id, page.before, limit, sat_out).await?;
    let next = (rounds.len() as i64 == limit)
        .then(|| rounds.last().map(|h| h.id))
        .flatten();
    let hands = rounds.iter().map(listed).collect();
    Ok(Json(Hands { hands, next }).into_response())
}

/// The round `id` if `user` sat in it, or is one of the room's operators; to anyone else it does
/// not exist. (Only a round that showed every card it dealt to a spectator is stored at all, so
/// an operator reads nothing a spectator did not see.)
pub(super) async fn theirs(app: &App, user: i64, id: i64) -> Result<hands::StoredHand, ApiError> {
    let not_found = || {
        ApiError::new(StatusCode::NOT_FOUND, "no_hand", format!("no hand {id}"))
            .with("id", id.to_string())
    };
    let mut conn = app.store.pool().acquire().await?;
    match hands::get(&mut conn, id).await {
        Ok(hand) if hand.players.contains(&user) => Ok(hand),
        Ok(hand) if parlour_store::operators::is_operator(&mut conn, user).await? => Ok(hand),
        Ok(_) | Err(StoreError::NotFound(_)) => Err(not_found()),
        Err(other) => Err(other.into()),
    }
}

/// `GET /api/hands/{id}/steps`: the round played again step by step through the engine, each
/// step the action (as the record writes it), its events and the table after it, as a spectator
/// saw them: what the replay viewer steps through.
#[utoipa::path(get, path = "/api/hands/{id}/steps", tag = "hands",
    params(("id" = i64, Path, description = "the round")), security(("session" = [])),
    responses(
        (status = 200, description = "the round, step by step", body = Steps),
        NoSuchHand,
        (status = 500, description = "`server`: the database failed, or the round does not \
            replay", body = Refusal),
        (status = 503, description = BUSY, body = Refusal),
    ))]
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
    let steps = (steps.into_iter())
        .map(|step| Step {
            action: step.action,
            events: step.events,
            view: step.view,
        })
        .collect();
    Ok(Json(Steps { steps }).into_response())
}

/// `GET /api/hands/{id}`: one round, with its hand record.
#[utoipa::path(get, path = "/api/hands/{id}", tag = "hands", operation_id = "hand",
    params(("id" = i64, Path, description = "the round")), security(("session" = [])),
    responses(
        (status = 200, description = "the round, with its hand record", body = Recorded),
        NoSuchHand,
        Failed,
    ))]
pub async fn one(State(app): State<Arc<App>>, Signed(user): Signed, Id(id): Id) -> Answer {
    let hand = theirs(&app, user.id, id).await?;
    Ok(Json(Recorded {
        hand: listed(&hand.summary),
        from_version: hand.from_version,
        to_version: hand.to_version,
        record: serde_json::from_str(&hand.record).unwrap_or(Value::Null),
        shuffles: shuffles_of(&app, &hand).await,
    })
    .into_response())
}

/// The fair shuffles a round was dealt from, as its table publishes them now (docs/fairness.md):
/// each shuffle whose pack was in use between the round's first and last action, with its
/// commitment and seeds, and its key once revealed. Empty for a table not dealt fair, or one
/// no longer open.
async fn shuffles_of(app: &App, hand: &StoredHand) -> Value {
    let Some(Some(fairness)) = crate::table::fairness_of(app, hand.summary.table).await else {
        return Value::Array(Vec::new());
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
