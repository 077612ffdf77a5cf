//! What the room's operators do over HTTP (`parlour admin grant NAME` makes one). Each action is
//! written to the audit log in the same transaction as its effect.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::doc::{BodyRefused, Failed, SIGNED_OUT};
use super::{Answer, ApiError, Body, Id, Operator, Refusal};
use crate::App;
use crate::table::Command;

/// Why, for the audit log and the people at the table.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct Reason {
    /// 1 to 500 characters.
    reason: String,
}

/// A table closing.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Closing {
    table: i64,
    /// Always true: it closes at the end of the round in play (at once between rounds).
    closing: bool,
}

/// The longest reason.
const REASON: usize = 500;

/// Closes a table: the round in play is finished, then everyone is stood up (their chips back in
/// their wallets, a bot's to the grant source), the table is closed and its record sealed, its
/// packs revealed in its fairness report, and its followers told why. The close and its audit
/// entry are one transaction.
#[utoipa::path(post, path = "/api/ops/tables/{id}/close", tag = "operators",
    operation_id = "close_table", request_body = Reason, security(("session" = [])),
    params(("id" = i64, Path, description = "the table")),
    responses(
        (status = 202, description = "the table closes at the end of the round in play", body = Closing),
        (status = 400, description = "`bad_reason`: no reason, or one over 500 characters; \
            `malformed`: a body that is not JSON", body = Refusal),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        (status = 403, description = "`not_an_operator`", body = Refusal),
        (status = 404, description = "`no_such_table`: no open table of that id", body = Refusal),
        (status = 409, description = "`elsewhere`: another node of the group serves it; ask \
            that node", body = Refusal),
        BodyRefused,
        Failed,
    ))]
pub(super) async fn close_table(
    State(app): State<Arc<App>>,
    Operator(operator): Operator,
    Id(id): Id,
    Body(body): Body<Reason>,
) -> Answer {
    let reason = body.reason.trim();
    if reason.is_empty() || reason.chars().count() > REASON {
        return Err(ApiError::bad(
            "bad_reason",
            format!("say why, in 1 to {REASON} characters"),
        ));
    }
    let Some(handle) = app.lobby.get(id) else {
        let listed = super::tables::lobby(&app).into_iter().any(|t| t.id == id);
        return Err(if listed {
            ApiError::new(
                StatusCode::CONFLICT,
                "elsewhere",
                "another node of the group serves this table: ask it",
            )
        } else {
            ApiError::new(
                StatusCode::NOT_FOUND,
                "no_such_table",
                format!("no open table {id}"),
            )
        });
    };
    let close = Command::Close {
        by: operator.id,
        reason: reason.to_string(),
    };
    handle.tx.send(close).await.map_err(|_| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "no_such_table",
            format!("no open table {id}"),
        )
    })?;
    Ok((
        StatusCode::ACCEPTED,
        Json(Closing {
            table: id,
            closing: true,
        }),
    )
        .into_response())
}
