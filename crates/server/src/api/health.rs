//! `/health`, for a load balancer and an operator: whether the database answers and takes writes,
//! the tables served, and the books' balance at start; `/metrics` for Prometheus.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

use super::Answer;
use crate::App;

/// How the room is.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Health {
    /// Whether the room is well: it takes writes.
    ok: bool,
    /// Whether the database answers within two seconds.
    database: bool,
    /// Whether it takes writes: false after a write failed for the database's own reasons (a
    /// full disk) until one succeeds; the check itself tries one.
    writes: bool,
    /// The tables this node serves.
    tables: usize,
    /// Whether the server is stopping.
    stopping: bool,
    /// What the reconciliation at start found wrong (empty: the books balance).
    books: Vec<String>,
}

/// How long `/health` waits for the database before it says it is away.
const HEALTH_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Whether the database answers and takes writes, the tables served, and the books at start.
#[utoipa::path(get, path = "/health", tag = "health",
    responses(
        (status = 200, description = "the room is well", body = Health),
        (status = 503, description = "the room is not well: the database does not answer or \
            take writes", body = Health),
    ))]
pub(super) async fn health(State(app): State<Arc<App>>) -> Answer {
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
    let books = app.books.lock().expect("never poisoned").clone();
    Ok((
        status,
        Json(Health {
            ok,
            database: db,
            writes,
            tables: app.lobby.all().len(),
            stopping: app.is_stopping(),
            books,
        }),
    )
        .into_response())
}

/// The server's metrics, for Prometheus.
#[utoipa::path(get, path = "/metrics", tag = "health",
    responses((status = 200, description = "Prometheus text", body = String,
        content_type = "text/plain; version=0.0.4")))]
pub(super) async fn metrics(State(app): State<Arc<App>>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.metrics.render(),
    )
        .into_response()
}
