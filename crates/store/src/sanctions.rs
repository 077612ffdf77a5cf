//! What an operator does to an account: suspends it until a time, bans it, lifts either; unlocks
//! its PIN; makes a one-time link that sets its password. The caller writes the audit entry in the
//! same transaction ([`crate::operators::audit`]).

use sqlx::AnyConnection;

use crate::{Result, next_id, rows};

/// A suspension or ban of an account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sanction {
    pub id: i64,
    pub user: i64,
    /// `suspend` or `ban`.
    pub kind: String,
    pub reason: String,
    pub at: i64,
    /// When a suspension ends; `None` for a ban.
    pub until: Option<i64>,
    /// The operator who imposed it.
    pub by: Option<i64>,
    pub lifted_at: Option<i64>,
    pub lifted_by: Option<i64>,
}

type SanctionRow = (
    i64,
    i64,
    String,
    String,
    i64,
    Option<i64>,
    Option<i64>,
    Option<i64>,
    Option<i64>,
);

fn sanction(row: SanctionRow) -> Sanction {
    let (id, user, kind, reason, at, until, by, lifted_at, lifted_by) = row;
    Sanction {
        id,
        user,
        kind,
        reason,
        at,
        until,
        by,
        lifted_at,
        lifted_by,
    }
}

/// A sanction of `user`'s in force at `now`: not lifted, and a ban or a suspension not run out.
/// Every query that honours a session or a sign-in says this in its own `WHERE`.
macro_rules! in_force_sql {
    ($user:literal, $now:literal) => {
        concat!(
            "lifted_at IS NULL AND user_id = ",
            $user,
            " AND (until_at IS NULL OR until_at > ",
            $now,
            ")"
        )
    };
}
pub(crate) use in_force_sql;

/// Suspends (`until` a time) or bans (`until` none) `user` for `reason`, at `at`, by operator `by`:
/// any sanction in force is lifted first (the newest says what holds), and every session of the
/// account ends. The new sanction's id.
pub async fn impose(
    conn: &mut AnyConnection,
    user: i64,
    (reason, until): (&str, Option<i64>),
    at: i64,
    by: Option<i64>,
) -> Result<i64> {
    lift(conn, user, at, by).await?;
    let id = next_id(conn, "sanctions").await?;
    let kind = if until.is_some() { "suspend" } else { "ban" };
    let write = sqlx::query(
        "INSERT INTO sanctions (id, user_id, kind, reason, at, until_at, by_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(id)
    .bind(user)
    .bind(kind)
    .bind(reason)
    .bind(at)
    .bind(until)
    .bind(by);
    rows::run(conn, write).await?;
    crate::accounts::end_sessions(conn, user).await?;
    Ok(id)
}

/// Lifts `user`'s sanctions in force at `at`, by operator `by`: whether there was one.
pub async fn lift(conn: &mut AnyConnection, user: i64, at: i64, by: Option<i64>) -> Result<bool> {
    let write = sqlx::query(concat!(
        "UPDATE sanctions SET lifted_at = $1, lifted_by = $2 WHERE ",
        in_force_sql!("$3", "$1")
    ))
    .bind(at)
    .bind(by)
    .bind(user);
    Ok(rows::written(conn, write).await? > 0)
}

/// The sanction of `user`'s in force at `now`, if any.
pub async fn in_force(conn: &mut AnyConnection, user: i64, now: i64) -> Result<Option<Sanction>> {
    let row: Option<SanctionRow> = sqlx::query_as(concat!(
        "SELECT id, user_id, kind, reason, at, until_at, by_id, lifted_at, lifted_by
         FROM sanctions WHERE ",
        in_force_sql!("$1", "$2"),
        " ORDER BY id DESC LIMIT 1"
    ))
    .bind(user)
    .bind(now)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(row.map(sanction))
}

/// Every sanction `user` has had, newest first.
pub async fn history(conn: &mut AnyConnection, user: i64) -> Result<Vec<Sanction>> {
    let rows: Vec<SanctionRow> = sqlx::query_as(
        "SELECT id, user_id, kind, reason, at, until_at, by_id, lifted_at, lifted_by
         FROM sanctions WHERE user_id = $1 ORDER BY id DESC LIMIT 100",
    )
    .bind(user)
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows.into_iter().map(sanction).collect())
}

/// Clears `user`'s PIN lockout and its count of wrong tries: whether it was locked or counting.
pub async fn unlock_pin(conn: &mut AnyConnection, user: i64) -> Result<bool> {
    let write = sqlx::query(
        "UPDATE users SET pin_failures = 0, pin_locked_until = NULL
         WHERE id = $1 AND (pin_failures > 0 OR pin_locked_until IS NOT NULL)",
    )
    .bind(user);
    rows::changed_one(conn, write).await
}

/// Stores a one-time link for `user` to set a password: the hash of its token, good until
/// `expires_at`. Any older link of theirs not used is spent: only the newest works.
pub async fn make_link(
    conn: &mut AnyConnection,
    user: i64,
    token_hash: &str,
    (at, expires_at): (i64, i64),
) -> Result<()> {
    let spend =
        sqlx::query("UPDATE reset_links SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL")
            .bind(at)
            .bind(user);
    rows::run(conn, spend).await?;
    let write = sqlx::query(
        "INSERT INTO reset_links (token_hash, user_id, expires_at) VALUES ($1, $2, $3)",
    )
    .bind(token_hash)
    .bind(user)
    .bind(expires_at);
    rows::run(conn, write).await
}

/// Spends the link whose token hashes to `token_hash`, if it is unused and not expired at `now`:
/// the account it sets the password of. Of two uses at once, one spends it.
pub async fn use_link(conn: &mut AnyConnection, token_hash: &str, now: i64) -> Result<Option<i64>> {
    let user: Option<i64> = sqlx::query_scalar(
        "UPDATE reset_links SET used_at = $1
         WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1
         RETURNING user_id",
    )
    .bind(now)
    .bind(token_hash)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(user)
}

/// The account a link whose token hashes to `token_hash` sets the password of, if it is unused and
/// not expired at `now`: read, not spent ([`use_link`] spends it).
pub async fn link_user(
    conn: &mut AnyConnection,
    token_hash: &str,
    now: i64,
) -> Result<Option<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT user_id FROM reset_links WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2",
    )
    .bind(token_hash)
    .bind(now)
    .fetch_optional(&mut *conn)
    .await?)
}
