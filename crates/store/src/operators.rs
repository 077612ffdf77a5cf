//! The room's operators, and the audit log of what they did. An operator action writes its
//! [`Audit`] row in the same transaction as its effect, so the log holds every effect and nothing
//! that did not happen.

use sqlx::AnyConnection;

use crate::{Result, next_id};

/// One operator action, as the log keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Audit {
    pub id: i64,
    pub at: i64,
    /// Who acted; `None` for the command line on the room's own machine.
    pub operator: Option<i64>,
    /// What was done: `grant_operator`, `close_table`.
    pub action: String,
    /// To what: `user:7`, `table:3`.
    pub subject: String,
    pub reason: String,
}

/// Makes `user` an operator: whether they were not one already.
pub async fn grant(conn: &mut AnyConnection, user: i64, at: i64) -> Result<bool> {
    let granted = sqlx::query(
        "INSERT INTO operators (user_id, granted_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(user)
    .bind(at);
    crate::rows::changed_one(conn, granted).await
}

/// Whether `user` is an operator.
pub async fn is_operator(conn: &mut AnyConnection, user: i64) -> Result<bool> {
    let found: Option<i64> = sqlx::query_scalar("SELECT user_id FROM operators WHERE user_id = $1")
        .bind(user)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(found.is_some())
}

/// Writes one operator action to the log: its id. Call it inside the action's own transaction.
pub async fn audit(
    conn: &mut AnyConnection,
    at: i64,
    operator: Option<i64>,
    (action, subject, reason): (&str, &str, &str),
) -> Result<i64> {
    let id = next_id(conn, "audit").await?;
    sqlx::query(
        "INSERT INTO audit (id, at, operator_id, action, subject, reason)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(id)
    .bind(at)
    .bind(operator)
    .bind(action)
    .bind(subject)
    .bind(reason)
    .execute(&mut *conn)
    .await?;
    Ok(id)
}

/// The log's newest `limit` entries before entry `before` (all, if none), newest first.
pub async fn log(conn: &mut AnyConnection, before: Option<i64>, limit: i64) -> Result<Vec<Audit>> {
    type Row = (i64, i64, Option<i64>, String, String, String);
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT id, at, operator_id, action, subject, reason FROM audit WHERE id < $1
         ORDER BY id DESC LIMIT $2",
    )
    .bind(before.unwrap_or(i64::MAX))
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, at, operator, action, subject, reason)| Audit {
            id,
            at,
            operator,
            action,
            subject,
            reason,
        })
        .collect())
}
