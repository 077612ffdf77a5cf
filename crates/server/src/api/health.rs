//! `/health`, for a load balancer and an operator: whether the database answers and takes writes,
//! the tables served, and the books' balance at start; `/metrics` for Prometheus.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::Answer;
use crate::App;

/// How long `/health` waits for the database before it says it is away.
const HEALTH_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

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
        Json(json!({
            "ok": ok,
            "database": db,
            "writes": writes,
            "tables": app.lobby.all().len(),
            "stopping": app.is_stopping(),
            // The reconciliation at start: every discrepancy it found (none: the books balance).
            "books": books,
        })),
    )
        .into_response())
}

pub(super) async fn metrics(State(app): State<Arc<App>>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.metrics.render(),
    )
        .into_response()
}
