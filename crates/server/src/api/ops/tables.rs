//! The room's tables, for its operators: every table served here, and pausing, resuming and
//! closing one with a reason, and setting which hints its coach gives.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;
use utoipa::ToSchema;

use super::super::doc::{BodyRefused, ForOperators};
use super::super::{Answer, ApiError, Body, Id, Operator, Refusal};
use super::{Names, Reason, reason};
use crate::App;
use crate::table::{Command, Hints, TableHandle, Unpaused};

/// Every table served by this node.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct OpsTables {
    tables: Vec<OpsTable>,
}

/// A table as the operators see it.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct OpsTable {
    id: i64,
    game: String,
    /// Its seats, and how many people and bots sit in them.
    seats: usize,
    people: usize,
    bots: usize,
    /// `open`, `paused` or `closing`.
    state: &'static str,
    /// Why it is paused, if it is.
    #[schema(required = true)]
    paused: Option<String>,
    /// The hints its coach gives: `off`, `fresh` or `seen`.
    hints: Hints,
    version: u64,
    rounds: u32,
    /// Who opened it; `null`: the room itself.
    #[schema(required = true)]
    opened_by: Option<String>,
}

/// Every table this node serves, with its state.
#[utoipa::path(get, path = "/api/ops/tables", tag = "operators", operation_id = "ops_tables",
    security(("session" = [])),
    responses(
        (status = 200, description = "the tables", body = OpsTables),
        ForOperators,
    ))]
pub(in crate::api) async fn tables(State(app): State<Arc<App>>, _: Operator) -> Answer {
    let mut conn = app.store.pool().acquire().await?;
    let mut names = Names::default();
    let mut tables = Vec::new();
    for handle in app.lobby.all() {
        let s = handle.summary();
        let bots = (s.seats.iter().flatten())
            .filter(|n| crate::table::bots::is_bot(n))
            .count();
        let seated = s.seats.iter().flatten().count();
        let opened_by = match s.opener {
            Some(id) => Some(names.of(&mut conn, id).await?),
            None => None,
        };
        tables.push(OpsTable {
            id: s.id,
            game: s.game.to_string(),
            seats: s.seats.len(),
            people: seated - bots,
            bots,
            state: if s.closing {
                "closing"
            } else if s.paused.is_some() {
                "paused"
            } else {
                "open"
            },
            paused: s.paused,
            hints: s.hints,
            version: s.version,
            rounds: s.rounds,
            opened_by,
        });
    }
    Ok(Json(OpsTables { tables }).into_response())
}

/// A table's state after an operator's change.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct TableState {
    table: i64,
    /// `paused`, `open` (resumed) or `closing`.
    state: &'static str,
}

/// The table `id` served here: `404 no_such_table`, or `409 elsewhere` for one another node of
/// the group serves.
fn served(app: &App, id: i64) -> Result<TableHandle, ApiError> {
    app.lobby.get(id).ok_or_else(|| {
        let listed = super::super::tables::lobby(app)
            .into_iter()
            .any(|t| t.id == id);
        if listed {
            ApiError::new(
                StatusCode::CONFLICT,
                "elsewhere",
                "another node of the group serves this table: ask it",
            )
            .with("why", "served")
        } else {
            no_such_table(id)
        }
    })
}

fn no_such_table(id: i64) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "no_such_table",
        format!("no open table {id}"),
    )
    .with("why", "open")
    .with("id", id.to_string())
}

/// Closes a table: the round in play is finished, then everyone is stood up (their chips back in
/// their wallets, a bot's to the grant source), the table is closed and its record sealed, its
/// packs revealed in its fairness report, and its followers told why. The close and its audit
/// entry are one transaction.
#[utoipa::path(post, path = "/api/ops/tables/{id}/close", tag = "operators",
    operation_id = "close_table", request_body = Reason, security(("session" = [])),
    params(("id" = i64, Path, description = "the table")),
    responses(
        (status = 202, description = "the table closes at the end of the round in play", body = TableState),
        (status = 400, description = "`bad_reason`: no reason, or one over 500 characters; \
            `malformed`: a body that is not JSON", body = Refusal),
        (status = 404, description = "`no_such_table`: no open table of that id", body = Refusal),
        (status = 409, description = "`elsewhere`: another node of the group serves it; ask \
            that node", body = Refusal),
        BodyRefused,
        ForOperators,
    ))]
pub(in crate::api) async fn close_table(
    State(app): State<Arc<App>>,
    Operator(operator): Operator,
    Id(id): Id,
    Body(body): Body<Reason>,
) -> Answer {
    let reason = reason(&body.reason)?;
    let handle = served(&app, id)?;
    let close = Command::Close {
        by: operator.id,
        reason,
    };
    handle.tx.send(close).await.map_err(|_| no_such_table(id))?;
    let changed = TableState {
        table: id,
        state: "closing",
    };
    Ok((StatusCode::ACCEPTED, Json(changed)).into_response())
}

/// Pauses a table: the round in play finishes, and no new one begins until it is resumed; the
/// people at it stay seated (and may stand up), and a move between rounds is refused `paused`,
/// saying the reason. The pause is kept across restarts; it and its audit entry are one
/// transaction.
#[utoipa::path(post, path = "/api/ops/tables/{id}/pause", tag = "operators",
    operation_id = "pause_table", request_body = Reason, security(("session" = [])),
    params(("id" = i64, Path, description = "the table")),
    responses(
        (status = 200, description = "paused (or its reason changed)", body = TableState),
        (status = 400, description = "`bad_reason`; `malformed`: a body that is not JSON", body = Refusal),
        (status = 404, description = "`no_such_table`", body = Refusal),
        (status = 409, description = "`elsewhere`: another node serves it; `closing`: it is \
            closing", body = Refusal),
        BodyRefused,
        ForOperators,
    ))]
pub(in crate::api) async fn pause_table(
    State(app): State<Arc<App>>,
    Operator(operator): Operator,
    Id(id): Id,
    Body(body): Body<Reason>,
) -> Answer {
    let reason = reason(&body.reason)?;
    pause(&app, (operator.id, id), Some(reason.clone()), reason).await?;
    let changed = TableState {
        table: id,
        state: "paused",
    };
    Ok(Json(changed).into_response())
}

/// Lets a paused table play again.
#[utoipa::path(post, path = "/api/ops/tables/{id}/resume", tag = "operators",
    operation_id = "resume_table", request_body = Reason, security(("session" = [])),
    params(("id" = i64, Path, description = "the table")),
    responses(
        (status = 200, description = "playing again", body = TableState),
        (status = 400, description = "`bad_reason`; `malformed`: a body that is not JSON", body = Refusal),
        (status = 404, description = "`no_such_table`", body = Refusal),
        (status = 409, description = "`not_paused`; `closing`; `elsewhere`", body = Refusal),
        BodyRefused,
        ForOperators,
    ))]
pub(in crate::api) async fn resume_table(
    State(app): State<Arc<App>>,
    Operator(operator): Operator,
    Id(id): Id,
    Body(body): Body<Reason>,
) -> Answer {
    let reason = reason(&body.reason)?;
    pause(&app, (operator.id, id), None, reason).await?;
    let changed = TableState {
        table: id,
        state: "open",
    };
    Ok(Json(changed).into_response())
}

/// Asks table `id` to pause (`paused`: why) or resume, for operator `by`, and waits for the write.
async fn pause(
    app: &App,
    (by, id): (i64, i64),
    paused: Option<String>,
    reason: String,
) -> Result<(), ApiError> {
    let handle = served(app, id)?;
    let (done, answer) = oneshot::channel();
    let command = Command::Pause {
        by,
        paused,
        reason,
        done,
    };
    handle
        .tx
        .send(command)
        .await
        .map_err(|_| no_such_table(id))?;
    held(id, "a pause", answer.await)
}

/// What an operator's hold on table `id` (`what`: a pause, a hint policy) came to, as the
/// actor answered it: done, or the refusal in the room's words. A dropped answer means the table
/// is being put back after a failure, or has just stopped.
fn held(
    id: i64,
    what: &str,
    answer: Result<Result<(), Unpaused>, oneshot::error::RecvError>,
) -> Result<(), ApiError> {
    let conflict = |code, message: &str| ApiError::new(StatusCode::CONFLICT, code, message);
    match answer {
        Ok(Ok(())) => Ok(()),
        Ok(Err(Unpaused::Closing)) => {
            Err(conflict("closing", "the table is closing").with("why", "closing"))
        }
        Ok(Err(Unpaused::NotPaused)) => Err(conflict("not_paused", "the table is not paused")),
        Ok(Err(Unpaused::Elsewhere)) => Err(conflict(
            "elsewhere",
            "another node of the group serves this table now: ask it",
        )
        .with("why", "now")),
        Ok(Err(Unpaused::Failed(error))) => {
            tracing::error!(table = id, %error, "{what} could not be written");
            Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "busy",
                "the database did not take the change; try again",
            )
            .with("why", "write"))
        }
        Err(_) => Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "the table cannot take it now; try again",
        )
        .with("why", "table-now")),
    }
}

/// Which hints a table's coach is to give, and why.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(in crate::api) struct SetHints {
    /// `off`: none; `fresh`: by a freshly shuffled shoe alone (every table's until an operator
    /// says otherwise); `seen`: by the cards seen since the shuffle as well.
    hints: Hints,
    /// 1 to 500 characters, for the audit log.
    reason: String,
}

/// A table's hint policy after an operator's change.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct HintsSet {
    table: i64,
    hints: Hints,
}

/// Sets which hints a table's coach gives (docs/server.md, "The coach"): stored with the table
/// (kept across restarts, and by whichever node serves it next), with its audit entry in the same
/// transaction, fenced by the table's lease; everyone following the table is sent it afresh, saying
/// the policy, at once.
#[utoipa::path(put, path = "/api/ops/tables/{id}/hints", tag = "operators",
    operation_id = "set_hints", request_body = SetHints, security(("session" = [])),
    params(("id" = i64, Path, description = "the table")),
    responses(
        (status = 200, description = "set", body = HintsSet),
        (status = 400, description = "`bad_reason`; `malformed`: a body that is not JSON", body = Refusal),
        (status = 404, description = "`no_such_table`", body = Refusal),
        (status = 409, description = "`elsewhere`: another node serves it; `closing`: it is \
            closing", body = Refusal),
        BodyRefused,
        ForOperators,
    ))]
pub(in crate::api) async fn set_hints(
    State(app): State<Arc<App>>,
    Operator(operator): Operator,
    Id(id): Id,
    Body(body): Body<SetHints>,
) -> Answer {
    let reason = reason(&body.reason)?;
    let handle = served(&app, id)?;
    let (done, answer) = oneshot::channel();
    let command = Command::Hints {
        by: operator.id,
        hints: body.hints,
        reason,
        done,
    };
    handle
        .tx
        .send(command)
        .await
        .map_err(|_| no_such_table(id))?;
    held(id, "a hint policy", answer.await)?;
    Ok(Json(HintsSet {
        table: id,
        hints: body.hints,
    })
    .into_response())
}
