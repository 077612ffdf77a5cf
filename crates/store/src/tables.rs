//! Each table's life as one hand record: created with its rules, its players at the start and its
//! deal; then every accepted action, one row a version, written in the same transaction as the
//! ledger postings it caused.

use sqlx::AnyConnection;

use crate::script::{Rows, Script};
use crate::{Result, StoreError, next_id, rows};

/// A table as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredTable {
    pub id: i64,
    pub game: String,
    /// The record's `rules`, JSON.
    pub rules: String,
    /// The record's `players` at the start, JSON.
    pub players: String,
    /// Where the cards come from: the shuffle key as hex, or a test server's stacked pack as the
    /// JSON list of its cards (the server's `stored_deal`).
    pub deal_key: String,
    pub created_by: Option<i64>,
    pub created_at: i64,
    pub closed_at: Option<i64>,
    /// Why an operator paused it, if one has.
    pub paused: Option<String>,
    /// The hints the coach may give at it: `off`, `fresh` or `seen`.
    pub hints: String,
}

/// A new table.
#[derive(Debug, Clone, Copy)]
pub struct NewTable<'a> {
    pub game: &'a str,
    pub rules: &'a str,
    pub players: &'a str,
    pub deal_key: &'a str,
    pub created_by: Option<i64>,
    pub at: i64,
}

/// Creates a table: its id.
pub async fn create(conn: &mut AnyConnection, table: NewTable<'_>) -> Result<i64> {
    let id = next_id(conn, "tables").await?;
    sqlx::query(
        "INSERT INTO game_tables (id, game, rules, players, deal_key, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(id)
    .bind(table.game)
    .bind(table.rules)
    .bind(table.players)
    .bind(table.deal_key)
    .bind(table.created_by)
    .bind(table.at)
    .execute(&mut *conn)
    .await?;
    Ok(id)
}

/// How many open tables `user` has opened.
pub async fn opened_by(conn: &mut AnyConnection, user: i64) -> Result<i64> {
    let count = sqlx::query_scalar(
        "SELECT COUNT(*) FROM game_tables WHERE created_by = $1 AND closed_at IS NULL",
    )
    .bind(user)
    .fetch_one(&mut *conn)
    .await?;
    Ok(count)
}

type TableRow = (
    i64,
    String,
    String,
    String,
    String,
    Option<i64>,
    i64,
    Option<i64>,
    Option<String>,
    String,
);

fn table(row: TableRow) -> StoredTable {
    let (id, game, rules, players, deal_key, created_by, created_at, closed_at, paused, hints) =
        row;
    StoredTable {
        id,
        game,
        rules,
        players,
        deal_key,
        created_by,
        created_at,
        closed_at,
        paused,
        hints,
    }
}

/// `SELECT` of every table column, then `$tail`: one `&'static str`, as sqlx wants its SQL.
macro_rules! select_table {
    ($tail:literal) => {
        concat!(
            "SELECT id, game, rules, players, deal_key, created_by, created_at, closed_at, \
             paused, hints FROM game_tables ",
            $tail
        )
    };
}

/// Every table not closed, oldest first: what a server rebuilds when it starts.
pub async fn open_tables(conn: &mut AnyConnection) -> Result<Vec<StoredTable>> {
    let sql = select_table!("WHERE closed_at IS NULL ORDER BY id");
    rows::all(conn, sql, table).await
}

/// The table `id`.
pub async fn get(conn: &mut AnyConnection, id: i64) -> Result<StoredTable> {
    let row: TableRow = rows::by_id(conn, select_table!("WHERE id = $1"), "table", id).await?;
    Ok(table(row))
}

/// An action's row, if it follows the last one stored and its request is not stored already.
const APPEND: &str = "INSERT INTO table_actions (table_id, version, seat, action, at, request)
     SELECT $1, $2, $3, $4, $5, $6
     WHERE (SELECT COALESCE(MAX(version), 0) FROM table_actions WHERE table_id = $1) = $2 - 1
       AND NOT EXISTS (SELECT 1 FROM table_actions WHERE table_id = $1 AND request = $6)";

/// Appends the table's action that takes it to `version` (one more than the last stored), with
/// the key of the request that brought it, if one did. Refused if the table is at another
/// version, so an action is never stored twice or out of order; and refused with
/// [`StoreError::Repeated`], naming the version it was stored at, if the request is stored for
/// this table already, so a request sent again (after a reconnection, or a restart of the
/// server) is answered rather than played twice. A refusal writes nothing.
pub async fn append(
    conn: &mut AnyConnection,
    table: i64,
    version: i64,
    seat: u32,
    action: &str,
    at: i64,
    request: Option<&str>,
) -> Result<()> {
    // One statement, one round trip on the hot path: the row goes in only if it follows the last
    // one stored and its request is not stored already (looked for in the caller's write
    // transaction, which holds the write lock, so no other writer can store it meanwhile; the
    // unique index stays as the backstop, since finding a request by its violation would leave a
    // PostgreSQL transaction unable to go on). Why a row did not go in is asked only then.
    let append = sqlx::query(APPEND)
        .bind(table)
        .bind(version)
        .bind(i64::from(seat))
        .bind(action)
        .bind(at)
        .bind(request);
    if !rows::changed_one(conn, append).await? {
        if let Some(request) = request
            && let Some(stored) = request_version(conn, table, request).await?
        {
            return Err(StoreError::Repeated {
                table,
                version: stored,
            });
        }
        return Err(StoreError::Version {
            table,
            at: version_of(conn, table).await?,
            wanted: version,
        });
    }
    Ok(())
}

/// [`append`] as one statement of a script ([`Script`]): the row goes in only as `append` would
/// write it, and the script finds out if it did not.
pub fn append_in(
    script: &mut Script,
    table: i64,
    version: i64,
    seat: u32,
    action: &str,
    at: i64,
    request: Option<&str>,
) {
    let args = vec![
        table.into(),
        version.into(),
        i64::from(seat).into(),
        action.into(),
        at.into(),
        request.into(),
    ];
    script.push(APPEND, args, Rows::Exactly(1));
}

/// The version of `table`'s action that `request` brought, if one is stored.
pub async fn request_version(
    conn: &mut AnyConnection,
    table: i64,
    request: &str,
) -> Result<Option<i64>> {
    Ok(
        sqlx::query_scalar(
            "SELECT version FROM table_actions WHERE table_id = $1 AND request = $2",
        )
        .bind(table)
        .bind(request)
        .fetch_optional(&mut *conn)
        .await?,
    )
}

/// The table's version: how many actions are stored for it.
pub async fn version_of(conn: &mut AnyConnection, table: i64) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT CAST(COALESCE(MAX(version), 0) AS BIGINT) FROM table_actions WHERE table_id = $1",
    )
    .bind(table)
    .fetch_one(&mut *conn)
    .await?)
}

/// A table's action as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAction {
    pub seat: u32,
    /// The action on the wire.
    pub action: String,
    /// The key of the request that brought it, if one did.
    pub request: Option<String>,
}

/// The table's actions in order, from version 1.
pub async fn actions(conn: &mut AnyConnection, table: i64) -> Result<Vec<StoredAction>> {
    actions_after(conn, table, 0).await
}

/// The table's actions after version `after`, in order: those since its snapshot.
pub async fn actions_after(
    conn: &mut AnyConnection,
    table: i64,
    after: i64,
) -> Result<Vec<StoredAction>> {
    let rows: Vec<(i64, String, Option<String>)> = sqlx::query_as(
        "SELECT seat, action, request FROM table_actions WHERE table_id = $1 AND version > $2
         ORDER BY version",
    )
    .bind(table)
    .bind(after)
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(seat, action, request)| StoredAction {
            seat: u32::try_from(seat).unwrap_or(u32::MAX),
            action,
            request,
        })
        .collect())
}

/// The table's snapshot, if it has one: the version it was kept at, and the table as it stood
/// then (the engine's JSON, holding the table's secrets).
pub async fn snapshot(conn: &mut AnyConnection, table: i64) -> Result<Option<(i64, String)>> {
    Ok(
        sqlx::query_as("SELECT version, state FROM table_snapshots WHERE table_id = $1")
            .bind(table)
            .fetch_optional(&mut *conn)
            .await?,
    )
}

/// A table's snapshot, in place of any older one.
const KEEP_SNAPSHOT: &str =
    "INSERT INTO table_snapshots (table_id, version, state) VALUES ($1, $2, $3)
     ON CONFLICT (table_id) DO UPDATE SET version = excluded.version, state = excluded.state";

/// Keeps `state` as the table's snapshot at `version`, in place of any older one. Written in the
/// transaction of the action that took the table to `version`, after it, so a snapshot is never
/// ahead of the actions stored.
pub async fn keep_snapshot(
    conn: &mut AnyConnection,
    table: i64,
    version: i64,
    state: &str,
) -> Result<()> {
    sqlx::query(KEEP_SNAPSHOT)
        .bind(table)
        .bind(version)
        .bind(state)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// [`keep_snapshot`] as one statement of a script ([`Script`]).
pub fn keep_snapshot_in(script: &mut Script, table: i64, version: i64, state: &str) {
    let args = vec![table.into(), version.into(), state.into()];
    script.push(KEEP_SNAPSHOT, args, Rows::Exactly(1));
}

/// Closes a table: it is not rebuilt again.
pub async fn close(conn: &mut AnyConnection, table: i64, at: i64) -> Result<()> {
    let write = sqlx::query("UPDATE game_tables SET closed_at = $1 WHERE id = $2")
        .bind(at)
        .bind(table);
    rows::run(conn, write).await
}

/// Closes table `table`, served by `node` under `epoch`, at `at`, and ends its lease: whether it
/// was closed (not if the lease has passed to another node, or it was closed already). Its record
/// is sealed: nothing more is appended to a table no node serves, and none is rebuilt.
pub async fn close_served(
    conn: &mut AnyConnection,
    table: i64,
    node: i64,
    epoch: i64,
    at: i64,
) -> Result<bool> {
    let end =
        sqlx::query("DELETE FROM table_leases WHERE table_id = $1 AND node_id = $2 AND epoch = $3")
            .bind(table)
            .bind(node)
            .bind(epoch);
    if !rows::changed_one(conn, end).await? {
        return Ok(false);
    }
    let close =
        sqlx::query("UPDATE game_tables SET closed_at = $1 WHERE id = $2 AND closed_at IS NULL")
            .bind(at)
            .bind(table);
    rows::changed_one(conn, close).await
}

/// Changes table `id`'s stored deal from `was` to `now`, if it is still `was` (a table turned to a
/// newer fair scheme as it is next served): whether it changed.
pub async fn set_deal(conn: &mut AnyConnection, id: i64, was: &str, now: &str) -> Result<bool> {
    let set = sqlx::query("UPDATE game_tables SET deal_key = $1 WHERE id = $2 AND deal_key = $3")
        .bind(now)
        .bind(id)
        .bind(was);
    rows::changed_one(conn, set).await
}

/// Pauses table `id` for `reason`, or (`None`) lets it play again.
pub async fn set_paused(conn: &mut AnyConnection, id: i64, reason: Option<&str>) -> Result<()> {
    let write = sqlx::query("UPDATE game_tables SET paused = $1 WHERE id = $2")
        .bind(reason)
        .bind(id);
    rows::run(conn, write).await
}

/// Sets which hints the coach may give at table `id` (`off`, `fresh` or `seen`).
pub async fn set_hints(conn: &mut AnyConnection, id: i64, hints: &str) -> Result<()> {
    let write = sqlx::query("UPDATE game_tables SET hints = $1 WHERE id = $2")
        .bind(hints)
        .bind(id);
    rows::run(conn, write).await
}
