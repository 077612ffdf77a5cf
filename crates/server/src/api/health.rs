//! `/health`, for a load balancer and an operator: whether the database answers and takes writes,
//! the tables served, and the books' balance at start; `/metrics` for Prometheus. What a room
//! knows of itself is its operators': a stranger is told whether the room is well (a load
//! balancer needs no more) and nothing else, and no metrics; an operator says who they are with
//! the token the room was started with (`PARLOUR_OPS_TOKEN`).

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

use super::{Answer, ApiError, Refusal};
use crate::App;

/// How the room is: to a stranger, `ok` alone; to an operator, all of it.
#[derive(Debug, Default, Serialize, ToSchema)]
pub(super) struct Health {
    /// Whether the room is well: it takes writes.
    ok: bool,
    /// Whether the database answers within two seconds.
    #[serde(skip_serializing_if = "Option::is_none")]
    database: Option<bool>,
    /// Whether it takes writes: false after a write failed for the database's own reasons (a
    /// full disk) until one succeeds; the check itself tries one.
    #[serde(skip_serializing_if = "Option::is_none")]
    writes: Option<bool>,
    /// The tables this node serves.
    #[serde(skip_serializing_if = "Option::is_none")]
    tables: Option<usize>,
    /// Whether the server is stopping.
    #[serde(skip_serializing_if = "Option::is_none")]
    stopping: Option<bool>,
    /// What the reconciliation at start found wrong (empty: the books balance).
    #[serde(skip_serializing_if = "Option::is_none")]
    books: Option<Vec<String>>,
    /// Whether the tables of the start are still being rebuilt (`tables` counts those up).
    #[serde(skip_serializing_if = "Option::is_none")]
    rebuilding: Option<bool>,
}

/// Whether a request carries the operators' token. Compared by their SHA-256s, so that the time
/// the comparison takes tells nothing of how much of the token a guess had right.
fn operator(app: &App, headers: &HeaderMap) -> bool {
    let Some(token) = app.config.ops_token.as_deref() else {
        return false;
    };
    let given = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or_default();
    crate::auth::token_hash(given) == crate::auth::token_hash(token)
}

/// How long `/health` waits for the database before it says it is away.
const HEALTH_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Whether the database answers and takes writes, the tables served, and the books at start.
#[utoipa::path(get, path = "/health", tag = "health",
    security((), ("operator" = [])),
    responses(
        (status = 200, description = "the room is well (to a stranger, `ok` alone)",
            body = Health),
        (status = 503, description = "the room is not well: the database does not answer or \
            take writes", body = Health),
    ))]
pub(super) async fn health(State(app): State<Arc<App>>, headers: HeaderMap) -> Answer {
    use std::sync::atomic::Ordering;
    let read = app.store.read_probe();
    let db = matches!(tokio::time::timeout(HEALTH_WAIT, read).await, Ok(Ok(())));
    // While writes fail, one small write is tried: the room is well again once it is written
    // (a disk freed, the database back), whether or not a table has acted since.
    if db && app.metrics.writes_failing.load(Ordering::Relaxed) {
        let write = app.store.write_probe();
        if let Ok(Ok(())) = tokio::time::timeout(HEALTH_WAIT, write).await {
            app.metrics.writes_failing.store(false, Ordering::Relaxed);
        }
    }
    let writes = db && !app.metrics.writes_failing.load(Ordering::Relaxed);
    // Writes imply the database answers: the room is well when it takes them.
    let ok = writes;
    let status = if ok {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let health = if operator(&app, &headers) {
        Health {
            ok,
            database: Some(db),
            writes: Some(writes),
            tables: Some(app.lobby.all().len()),
            stopping: Some(app.is_stopping()),
            books: Some(app.books.lock().expect("never poisoned").clone()),
            rebuilding: Some(!*app.rebuilt.borrow()),
        }
    } else {
        Health {
            ok,
            ..Health::default()
        }
    };
    Ok((status, Json(health)).into_response())
}

/// The server's metrics, for Prometheus: its operators' alone.
#[utoipa::path(get, path = "/metrics", tag = "health", security(("operator" = [])),
    responses(
        (status = 200, description = "Prometheus text", body = String,
            content_type = "text/plain; version=0.0.4"),
        (status = 403, description = "`operators_only`: no operators' token, or not this room's",
            body = Refusal),
    ))]
pub(super) async fn metrics(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    if !operator(&app, &headers) {
        return ApiError::new(
            StatusCode::FORBIDDEN,
            "operators_only",
            "the metrics are the room's operators'",
        )
        .into_response();
    }
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.metrics.render(),
    )
        .into_response()
}
