//! A group of server nodes over one database (docs/scaling.md): each node's row and heartbeat, and
//! each open table's lease.
//!
//! A lease names the node serving a table and an **epoch**, one more at every change of hands. It
//! has no expiry of its own: a node's leases last while its heartbeat (`nodes.seen_at`) is fresh,
//! so one statement a second renews them all, and renewing never touches a row that a write
//! holds. Safety does not rest on clocks: every write of a table's actions and postings first
//! [`fence`]s the table's lease, in the same transaction, and a node whose epoch has moved on
//! writes nothing. Clocks only decide when another node may take a table over.

use sqlx::{Any, AnyConnection};

use crate::script::{Rows, Script};
use crate::{Result, StoreError, next_id, rows};

/// A node as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    pub id: i64,
    pub name: String,
    pub advertise: String,
    pub started_at: i64,
    pub seen_at: i64,
    pub draining_at: Option<i64>,
    pub stopped_at: Option<i64>,
}

impl Node {
    /// Whether the node counts as running at `now`: not stopped, and seen within `lease_ms`.
    pub fn live(&self, now: i64, lease_ms: i64) -> bool {
        self.stopped_at.is_none() && self.seen_at > now - lease_ms
    }
}

type NodeRow = (i64, String, String, i64, i64, Option<i64>, Option<i64>);

fn node(row: NodeRow) -> Node {
    let (id, name, advertise, started_at, seen_at, draining_at, stopped_at) = row;
    Node {
        id,
        name,
        advertise,
        started_at,
        seen_at,
        draining_at,
        stopped_at,
    }
}

/// Registers a node starting now: its id. Earlier runs of the same name are marked stopped (a
/// name is one node, and a node that starts again has nothing of its last run in memory), so
/// their tables may be claimed at once rather than after their heartbeats run out.
pub async fn register(
    conn: &mut AnyConnection,
    name: &str,
    advertise: &str,
    at: i64,
) -> Result<i64> {
    sqlx::query("UPDATE nodes SET stopped_at = $1 WHERE name = $2 AND stopped_at IS NULL")
        .bind(at)
        .bind(name)
        .execute(&mut *conn)
        .await?;
    let id = next_id(conn, "nodes").await?;
    sqlx::query(
        "INSERT INTO nodes (id, name, advertise, started_at, seen_at) VALUES ($1, $2, $3, $4, $4)",
    )
    .bind(id)
    .bind(name)
    .bind(advertise)
    .bind(at)
    .execute(&mut *conn)
    .await?;
    Ok(id)
}

/// Stamps node `node`'s row by `sql`, whose `$1` is the time `at` and `$2` the node: whether it
/// changed the row.
async fn stamp(conn: &mut AnyConnection, sql: &'static str, node: i64, at: i64) -> Result<bool> {
    rows::changed_one(conn, sqlx::query(sql).bind(at).bind(node)).await
}

/// The node's heartbeat: every lease it holds is good for another lease's time. False if the node
/// has been marked stopped (its name started again elsewhere): it must serve nothing more.
pub async fn heartbeat(conn: &mut AnyConnection, node: i64, at: i64) -> Result<bool> {
    let sql = "UPDATE nodes SET seen_at = $1 WHERE id = $2 AND stopped_at IS NULL";
    stamp(conn, sql, node, at).await
}

/// Marks a node draining: a graceful stop has begun, and no new table is placed on it.
pub async fn drain(conn: &mut AnyConnection, node: i64, at: i64) -> Result<()> {
    let sql = "UPDATE nodes SET draining_at = $1 WHERE id = $2 AND draining_at IS NULL";
    stamp(conn, sql, node, at).await?;
    Ok(())
}

/// Marks a node stopped: its leases may be claimed at once.
pub async fn stop(conn: &mut AnyConnection, node: i64, at: i64) -> Result<()> {
    let sql = "UPDATE nodes SET stopped_at = $1 WHERE id = $2 AND stopped_at IS NULL";
    stamp(conn, sql, node, at).await?;
    Ok(())
}

/// Every node that has not stopped, by id (the dead among them too: see [`Node::live`]).
pub async fn running(conn: &mut AnyConnection) -> Result<Vec<Node>> {
    let sql = "SELECT id, name, advertise, started_at, seen_at, draining_at, stopped_at FROM nodes
               WHERE stopped_at IS NULL ORDER BY id";
    rows::all(conn, sql, node).await
}

/// Gives a new table's lease to `node`: epoch 0 and handed, for `node` to claim (which makes it
/// epoch 1). In the transaction that creates the table.
pub async fn place(conn: &mut AnyConnection, table: i64, node: i64, summary: &str) -> Result<()> {
    let write = sqlx::query(
        "INSERT INTO table_leases (table_id, node_id, epoch, handed, summary)
         VALUES ($1, $2, 0, 1, $3)",
    )
    .bind(table)
    .bind(node)
    .bind(summary);
    rows::run(conn, write).await
}

/// Gives every open table that has no lease yet (one opened before there were leases) to `node`.
pub async fn adopt_unleased(conn: &mut AnyConnection, node: i64) -> Result<u64> {
    let done = sqlx::query(
        "INSERT INTO table_leases (table_id, node_id, epoch, handed, summary)
         SELECT t.id, $1, 0, 1, '{}' FROM game_tables t
         WHERE t.closed_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM table_leases l WHERE l.table_id = t.id)",
    )
    .bind(node)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected())
}

/// A table's lease as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lease {
    pub table: i64,
    pub node: i64,
    pub epoch: i64,
    /// Given to `node`, not yet claimed.
    pub handed: bool,
}

/// A lease from its row: table, node, epoch, handed (0 or 1).
fn lease((table, node, epoch, handed): (i64, i64, i64, i64)) -> Lease {
    Lease {
        table,
        node,
        epoch,
        handed: handed != 0,
    }
}

/// Every open table's lease, by table.
pub async fn leases(conn: &mut AnyConnection) -> Result<Vec<Lease>> {
    let sql = "SELECT l.table_id, l.node_id, l.epoch, l.handed FROM table_leases l
               JOIN game_tables t ON t.id = l.table_id
               WHERE t.closed_at IS NULL ORDER BY l.table_id";
    rows::all(conn, sql, lease).await
}

/// Claims `lease` for `node` if it is still as read: the new epoch, or `None` if someone else
/// got there first (the read is compared and set in one statement, so two nodes never both win).
/// A write of the table in flight holds the lease's row until it commits, so a claim waits for it
/// and the claimer then reads the record with that write in it.
pub async fn claim(conn: &mut AnyConnection, lease: &Lease, node: i64) -> Result<Option<i64>> {
    Ok(sqlx::query_scalar(
        "UPDATE table_leases SET node_id = $1, epoch = epoch + 1, handed = 0
         WHERE table_id = $2 AND node_id = $3 AND epoch = $4
         RETURNING epoch",
    )
    .bind(node)
    .bind(lease.table)
    .bind(lease.node)
    .bind(lease.epoch)
    .fetch_optional(&mut *conn)
    .await?)
}

/// Runs `sql` on `table`'s lease if `node` still holds it under `epoch` (its `$2`, `$3` and `$4`),
/// with `value` as its `$1`: whether it did.
async fn if_held<'q, T>(
    conn: &mut AnyConnection,
    sql: &'static str,
    value: T,
    (table, node, epoch): (i64, i64, i64),
) -> Result<bool>
where
    T: 'q + Send + sqlx::Encode<'q, Any> + sqlx::Type<Any>,
{
    let write = sqlx::query(sql)
        .bind(value)
        .bind(table)
        .bind(node)
        .bind(epoch);
    rows::changed_one(conn, write).await
}

/// Hands a table the node holds under `epoch` to node `to`, which will claim it: false if the
/// node no longer holds it.
pub async fn hand_over(
    conn: &mut AnyConnection,
    table: i64,
    node: i64,
    epoch: i64,
    to: i64,
) -> Result<bool> {
    let sql = "UPDATE table_leases SET node_id = $1, handed = 1
               WHERE table_id = $2 AND node_id = $3 AND epoch = $4";
    if_held(conn, sql, to, (table, node, epoch)).await
}

/// A table's lease, kept as it is, if `node` still holds it under `epoch`.
const FENCE: &str = "UPDATE table_leases SET epoch = $1
     WHERE table_id = $2 AND node_id = $3 AND epoch = $4 AND handed = 0";

/// The fence: inside a write's transaction, checks that `node` still holds `table` under
/// `epoch`, and holds the lease's row until the transaction ends so that no claim can pass it.
/// Refused with [`StoreError::Fenced`] otherwise.
pub async fn fence(conn: &mut AnyConnection, table: i64, node: i64, epoch: i64) -> Result<()> {
    // A write that changes nothing (the epoch set to the one it must be), for its row lock
    // (PostgreSQL; SQLite's write transaction locks the whole database already): portable where
    // `SELECT ... FOR SHARE` is not.
    if if_held(conn, FENCE, epoch, (table, node, epoch)).await? {
        Ok(())
    } else {
        Err(StoreError::Fenced { table, epoch })
    }
}

/// [`fence`] as one statement of a script ([`Script`]): the script finds out if the node no
/// longer holds the table.
pub fn fence_in(script: &mut Script, table: i64, node: i64, epoch: i64) {
    let args = vec![epoch.into(), table.into(), node.into(), epoch.into()];
    script.push(FENCE, args, Rows::Exactly(1));
}

/// Stores what the lobby shows of a table, if `node` still holds it under `epoch`.
pub async fn publish(
    conn: &mut AnyConnection,
    table: i64,
    node: i64,
    epoch: i64,
    summary: &str,
) -> Result<bool> {
    if_held(conn, PUBLISH, summary, (table, node, epoch)).await
}

const PUBLISH: &str = "UPDATE table_leases SET summary = $1
     WHERE table_id = $2 AND node_id = $3 AND epoch = $4";

/// [`publish`] as one statement of a script ([`Script`]): the script finds out if the node no
/// longer holds the table.
pub fn publish_in(script: &mut Script, table: i64, node: i64, epoch: i64, summary: &str) {
    let args = vec![summary.into(), table.into(), node.into(), epoch.into()];
    script.push(PUBLISH, args, Rows::Exactly(1));
}

/// Where table `id` is served: its lease and its node's address, if it is open.
pub async fn whereabouts(conn: &mut AnyConnection, table: i64) -> Result<Option<(Lease, String)>> {
    let row: Option<(i64, i64, i64, String)> = sqlx::query_as(
        "SELECT l.node_id, l.epoch, l.handed, n.advertise FROM table_leases l
         JOIN game_tables t ON t.id = l.table_id
         JOIN nodes n ON n.id = l.node_id
         WHERE l.table_id = $1 AND t.closed_at IS NULL",
    )
    .bind(table)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(
        row.map(|(node, epoch, handed, advertise)| {
            (lease((table, node, epoch, handed)), advertise)
        }),
    )
}

/// An open table as the whole group's lobby shows it: where it is served and its last summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    pub table: i64,
    pub node: i64,
    pub advertise: String,
    /// JSON.
    pub summary: String,
}

/// An open table from its row: table, node, the node's address, summary.
fn listed((table, node, advertise, summary): (i64, i64, String, String)) -> Listed {
    Listed {
        table,
        node,
        advertise,
        summary,
    }
}

/// Every open table of the group, by id.
pub async fn lobby(conn: &mut AnyConnection) -> Result<Vec<Listed>> {
    let sql = "SELECT l.table_id, l.node_id, n.advertise, l.summary FROM table_leases l
               JOIN game_tables t ON t.id = l.table_id
               JOIN nodes n ON n.id = l.node_id
               WHERE t.closed_at IS NULL ORDER BY l.table_id";
    rows::all(conn, sql, listed).await
}
