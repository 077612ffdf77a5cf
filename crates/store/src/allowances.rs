//! Allowances: how many of a kind of thing (a new account's grant, a top-up) one address may have
//! in a window of time, counted here so that every node of a group, and every run, counts alike.

use sqlx::AnyConnection;

use crate::{Result, rows};

/// Uses one of the `limit` allowances of `kind` that `address` has in the window starting at
/// `window_start`: whether there was one left. The count is decided by the write itself (an
/// insert, or an update only while the count is under the limit), so of requests at once no more
/// than `limit` are allowed; run it in the transaction that does the thing it allows, and a thing
/// that fails gives its allowance back.
pub async fn take(
    conn: &mut AnyConnection,
    kind: &str,
    address: &str,
    window_start: i64,
    limit: u32,
) -> Result<bool> {
    if limit == 0 {
        return Ok(false);
    }
    let take = sqlx::query(
        "INSERT INTO allowances (kind, address, window_start, used) VALUES ($1, $2, $3, 1)
         ON CONFLICT (kind, address, window_start)
         DO UPDATE SET used = allowances.used + 1 WHERE allowances.used < $4",
    )
    .bind(kind)
    .bind(address)
    .bind(window_start)
    .bind(i64::from(limit));
    rows::changed_one(conn, take).await
}

/// How many of `kind` `address` has used in the window starting at `window_start`.
pub async fn used(
    conn: &mut AnyConnection,
    kind: &str,
    address: &str,
    window_start: i64,
) -> Result<i64> {
    let used: Option<i64> = sqlx::query_scalar(
        "SELECT used FROM allowances WHERE kind = $1 AND address = $2 AND window_start = $3",
    )
    .bind(kind)
    .bind(address)
    .bind(window_start)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(used.unwrap_or(0))
}

/// Forgets the windows that began before `before`: how many rows went. They limit nothing now,
/// and an address is kept no longer than it is needed.
pub async fn purge(conn: &mut AnyConnection, before: i64) -> Result<u64> {
    let purge = sqlx::query("DELETE FROM allowances WHERE window_start < $1").bind(before);
    rows::written(conn, purge).await
}
