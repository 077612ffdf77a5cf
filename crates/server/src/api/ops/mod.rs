//! What the room's operators do over HTTP (`parlour admin grant NAME` makes one), a file an area:
//! the room now, the audit log and the running settings (here), its tables (`tables.rs`), its
//! people (`people.rs`), chip adjustments (`chips.rs`), the house's result and the report of chip
//! dumping (`reports.rs`). Every route answers an operator alone ([`Operator`]); each action is
//! written to the audit log in the same transaction as its effect.

mod chips;
mod people;
mod reports;
mod tables;

pub(super) use chips::__path_adjust;
pub(super) use chips::adjust;
pub(super) use people::{
    __path_ban, __path_lift, __path_person, __path_reset_link, __path_search, __path_suspend,
    __path_unlock, ban, lift, person, reset_link, search, suspend, unlock,
};
pub(super) use reports::{__path_dumping, __path_house, dumping, house};
pub(super) use tables::{
    __path_close_table, __path_pause_table, __path_resume_table, __path_set_hints, __path_tables,
    close_table, pause_table, resume_table, set_hints, tables,
};

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::response::IntoResponse;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::doc::ForOperators;
use super::{Answer, ApiError, Operator, Params, Refusal};
use crate::App;

/// Why, for the audit log (and, for a table, the people at it).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct Reason {
    /// 1 to 500 characters.
    reason: String,
}

/// The longest reason.
const REASON: usize = 500;

/// A reason as the audit log keeps it: trimmed, 1 to 500 characters (`400 bad_reason`).
fn reason(given: &str) -> Result<String, ApiError> {
    let reason = given.trim();
    if reason.is_empty() || reason.chars().count() > REASON {
        return Err(ApiError::bad(
            "bad_reason",
            format!("say why, in 1 to {REASON} characters"),
        )
        .with("most", REASON));
    }
    Ok(reason.to_string())
}

/// The room as it stands on this node.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct RoomNow {
    /// This node's name, and when it started.
    node: String,
    started_at: i64,
    /// Tables open here, of them paused and closing.
    tables: usize,
    paused: usize,
    closing: usize,
    /// People seated at them, and bots.
    people: usize,
    bots: usize,
    /// WebSockets open to this node.
    connections: i64,
    /// Actions taken a second, over the last minute.
    actions_per_second: f64,
    books: Books,
    chips: Chips,
}

/// Whether the books balance: the reconciliation at start, in words if not.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Books {
    balanced: bool,
    wrong: Vec<String>,
}

/// The room's chips by where they are; they sum to zero.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Chips {
    wallets: i64,
    seats: i64,
    /// At tables, off their seats: a kitty, a pot in play.
    held: i64,
    /// The house banks the casino tables: above zero when it has won.
    house: i64,
    /// Where granted chips come from: below zero by every chip granted.
    grants: i64,
    /// The operators' corrections.
    adjustments: i64,
}

/// The room now: its tables, who sits at them, its pace, its books and its chips.
#[utoipa::path(get, path = "/api/ops/room", tag = "operators", operation_id = "room",
    security(("session" = [])),
    responses(
        (status = 200, description = "the room now", body = RoomNow),
        ForOperators,
    ))]
pub(super) async fn room(State(app): State<Arc<App>>, _: Operator) -> Answer {
    let summaries: Vec<_> = app.lobby.all().iter().map(|h| h.summary()).collect();
    let bot = |name: &String| crate::table::bots::is_bot(name);
    let seated = summaries.iter().flat_map(|s| s.seats.iter().flatten());
    let (bots, people) = seated.fold(
        (0, 0),
        |(b, p), name| {
            if bot(name) { (b + 1, p) } else { (b, p + 1) }
        },
    );
    let mut conn = app.store.pool().acquire().await?;
    let chips = parlour_store::ledger::chips(&mut conn).await?;
    let wrong = app.books.lock().expect("never poisoned").clone();
    let room = RoomNow {
        node: app.config.node.clone(),
        started_at: app.started_at,
        tables: summaries.len(),
        paused: summaries.iter().filter(|s| s.paused.is_some()).count(),
        closing: summaries.iter().filter(|s| s.closing).count(),
        people,
        bots,
        connections: app
            .metrics
            .connections
            .load(std::sync::atomic::Ordering::Relaxed),
        actions_per_second: (app.metrics.pace() * 10.0).round() / 10.0,
        books: Books {
            balanced: wrong.is_empty(),
            wrong,
        },
        chips: Chips {
            wallets: chips.wallets,
            seats: chips.seats,
            held: chips.held,
            house: chips.house,
            grants: chips.grants,
            adjustments: chips.adjustments,
        },
    };
    Ok(Json(room).into_response())
}

/// A page of the audit log.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct AuditPage {
    /// Only entries before this one (the last of the page before).
    before: Option<i64>,
}

/// The audit log, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct AuditLog {
    entries: Vec<Entry>,
}

/// One operator action.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Entry {
    id: i64,
    at: i64,
    /// The operator's name; `null`: the command line on the room's own machine.
    #[schema(required = true)]
    operator: Option<String>,
    /// `grant_operator`, `close_table`, `pause_table`, `resume_table`, `set_hints` (its reason
    /// begins with the policy set: `seen: ...`), `suspend`, `ban`, `lift`, `unlock_pin`,
    /// `reset_link`, `adjust`.
    action: String,
    /// `user:7`, `table:3`.
    subject: String,
    reason: String,
}

/// The audit log's entries, 50 a page, newest first.
#[utoipa::path(get, path = "/api/ops/audit", tag = "operators", operation_id = "audit",
    security(("session" = [])), params(AuditPage),
    responses(
        (status = 200, description = "the newest 50 entries (before `before`)", body = AuditLog),
        (status = 400, description = "`malformed`: a query that does not read", body = Refusal),
        ForOperators,
    ))]
pub(super) async fn audit(
    State(app): State<Arc<App>>,
    _: Operator,
    Params(page): Params<AuditPage>,
) -> Answer {
    let mut conn = app.store.pool().acquire().await?;
    let log = parlour_store::operators::log(&mut conn, page.before, 50).await?;
    let mut names = Names::default();
    let mut entries = Vec::with_capacity(log.len());
    for entry in log {
        let operator = match entry.operator {
            Some(id) => Some(names.of(&mut conn, id).await?),
            None => None,
        };
        entries.push(Entry {
            id: entry.id,
            at: entry.at,
            operator,
            action: entry.action,
            subject: entry.subject,
            reason: entry.reason,
        });
    }
    Ok(Json(AuditLog { entries }).into_response())
}

/// Accounts' names, each read once.
#[derive(Debug, Default)]
struct Names(std::collections::HashMap<i64, String>);

impl Names {
    async fn of(
        &mut self,
        conn: &mut sqlx::AnyConnection,
        id: i64,
    ) -> Result<String, parlour_store::StoreError> {
        if let Some(name) = self.0.get(&id) {
            return Ok(name.clone());
        }
        let name = parlour_store::accounts::get(conn, id).await?.name;
        self.0.insert(id, name.clone());
        Ok(name)
    }
}

/// The settings the room runs with.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Settings {
    /// The settings file it was started with, if one.
    #[schema(required = true)]
    file: Option<String>,
    settings: Vec<RunningSetting>,
}

/// One setting.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct RunningSetting {
    /// Its key in the settings file (and, with `-` for `_`, its flag).
    key: String,
    #[schema(value_type = Object)]
    value: serde_json::Value,
    /// Where it came from: `default`, `file` or `flag`.
    from: String,
}

/// The running settings, each with where it came from.
#[utoipa::path(get, path = "/api/ops/settings", tag = "operators", operation_id = "settings",
    security(("session" = [])),
    responses(
        (status = 200, description = "the running settings", body = Settings),
        ForOperators,
    ))]
pub(super) async fn settings(State(app): State<Arc<App>>, _: Operator) -> Answer {
    let settings = (app.config.settings.iter())
        .map(|(key, value, from)| RunningSetting {
            key: key.clone(),
            value: value.clone(),
            from: from.to_string(),
        })
        .collect();
    Ok(Json(Settings {
        file: app.config.file.as_ref().map(|f| f.display().to_string()),
        settings,
    })
    .into_response())
}
