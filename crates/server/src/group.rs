//! A group of `parlour serve` nodes over one database (docs/scaling.md). Each node registers a row
//! of its own when it starts and beats a heartbeat into it; each open table is served by one node
//! under a lease and an epoch ([`parlour_store::group`]). A **keeper** task on every node, a few
//! times a lease:
//!
//! - beats the heartbeat, which renews every lease the node holds;
//! - gives up any table whose lease has passed to another node (this node was paused, or cut off,
//!   long enough to be taken for dead); a write under the old epoch would be refused anyway;
//! - claims the tables that are its to claim: those placed or handed over to it, and its share of
//!   a dead node's (table id modulo the number of live nodes, in the order of their ids);
//! - publishes what the lobby shows of its tables when it has changed, and reads everyone's.
//!
//! On PostgreSQL a node `NOTIFY`s the others of every change (a table placed, claimed, handed over
//! or given up, a lobby summary published) and `LISTEN`s for theirs, which wakes its keeper at
//! once; on SQLite (one node) the keeper's own rounds are enough.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::StreamExt;
use parlour_store::group::{self, Lease, Node};
use parlour_store::{Backend, StoreError};
use serde_json::Value;
use tokio::sync::Notify;

use crate::table::Command;
use crate::{App, now_ms};

/// How often a node purges the expired sessions and the allowances' past windows.
const PURGE_EVERY_MS: i64 = 60 * 60 * 1000;

/// The channel the nodes of a group notify each other on.
const CHANNEL: &str = "parlour_group";

/// What this node knows of the group.
#[derive(Debug, Default)]
pub struct Group {
    /// Every open table of the group as last read: where it is served, and its last summary.
    listed: Mutex<BTreeMap<i64, Listed>>,
    /// The nodes running as last read, by id.
    nodes: Mutex<Vec<Node>>,
    /// The summary each of this node's tables last published, to publish only changes.
    published: Mutex<HashMap<i64, String>>,
    /// Wakes the keeper before its next round (a notification, a table placed here).
    wake: Notify,
    /// When this node last purged the expired sessions (milliseconds since the epoch).
    purged: std::sync::atomic::AtomicI64,
    /// The tables this node is claiming and rebuilding now: not in the lobby yet, and not to be
    /// claimed again meanwhile (a new table's opener and the keeper could each claim it, the second
    /// from the lease the first had just taken, and the first would then be fenced).
    claiming: Mutex<std::collections::HashSet<i64>>,
}

/// Tables marked as being claimed here, unmarked however their claim ends.
struct Claiming<'a> {
    group: &'a Group,
    tables: Vec<i64>,
}

impl Drop for Claiming<'_> {
    fn drop(&mut self) {
        let mut claiming = self.group.claiming.lock().expect("never poisoned");
        for table in &self.tables {
            claiming.remove(table);
        }
    }
}

/// A table of the group as the lobby shows it.
#[derive(Debug, Clone)]
pub struct Listed {
    pub node: i64,
    pub advertise: String,
    pub summary: Value,
}

impl Group {
    /// Whether this node purges the expired sessions now: once an hour (every node does; a purge
    /// that finds nothing costs one statement).
    fn purge_due(&self, now: i64) -> bool {
        use std::sync::atomic::Ordering;
        let last = self.purged.load(Ordering::Relaxed);
        now - last >= PURGE_EVERY_MS
            && (self.purged)
                .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
    }

    /// Where table `id` is served, as last read: its node's id and address.
    pub fn whereabouts(&self, id: i64) -> Option<(i64, String)> {
        self.listed
            .lock()
            .expect("never poisoned")
            .get(&id)
            .map(|l| (l.node, l.advertise.clone()))
    }

    /// Every table of the group as last read.
    pub fn listed(&self) -> Vec<(i64, Listed)> {
        self.listed
            .lock()
            .expect("never poisoned")
            .iter()
            .map(|(id, l)| (*id, l.clone()))
            .collect()
    }

    /// The nodes running as last read.
    pub fn nodes(&self) -> Vec<Node> {
        self.nodes.lock().expect("never poisoned").clone()
    }

    /// Asks the keeper for a round now.
    pub fn wake(&self) {
        self.wake.notify_one();
    }
}

/// A lease's time in milliseconds.
pub fn lease_ms(app: &App) -> i64 {
    app.config.lease.as_millis() as i64
}

/// Whether `node` counts as live at `now`: this node always is (it is running this).
pub fn is_live(app: &App, node: &Node, now: i64) -> bool {
    node.id == app.node || node.live(now, lease_ms(app))
}

/// The nodes running as last read that are live now.
pub fn live_nodes(app: &App) -> Vec<Node> {
    let now = now_ms();
    app.group
        .nodes()
        .into_iter()
        .filter(|n| is_live(app, n, now))
        .collect()
}

/// How many open tables each of `nodes` holds, those handed to it counted.
pub fn loads(nodes: impl IntoIterator<Item = i64>, leases: &[Lease]) -> BTreeMap<i64, usize> {
    let mut load: BTreeMap<i64, usize> = nodes.into_iter().map(|id| (id, 0)).collect();
    for lease in leases {
        if let Some(count) = load.get_mut(&lease.node) {
            *count += 1;
        }
    }
    load
}

/// The node holding the fewest tables, the lowest id among equals.
pub fn lightest(load: &BTreeMap<i64, usize>) -> Option<i64> {
    load.iter()
        .min_by_key(|&(&id, &count)| (count, id))
        .map(|(&id, _)| id)
}

/// Tells the other nodes that something changed (PostgreSQL only; a failure only delays them to
/// their next round). The payload is the sending node's id.
pub async fn notify(app: &App) {
    send(app, app.node.to_string()).await;
}

/// Tells the other nodes that a player's betting limit has changed: `limit:` and the player's id.
/// A bet is checked against the limit the node holds, so it must not hold an old one.
pub async fn notify_limit(app: &App, user: i64) {
    send(app, format!("limit:{user}")).await;
}

async fn send(app: &App, payload: String) {
    if app.store.backend() != Backend::Postgres {
        return;
    }
    let sent = sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANNEL)
        .bind(payload)
        .execute(app.store.pool())
        .await;
    if let Err(error) = sent {
        tracing::warn!(%error, "a notification to the group failed");
    }
}

/// Starts the keeper (and, on PostgreSQL, the listener that wakes it). It ends when the server
/// begins to stop.
pub fn spawn_keeper(app: &Arc<App>) {
    if app.store.backend() == Backend::Postgres {
        tokio::spawn(listen(app.clone()));
    }
    let app = app.clone();
    tokio::spawn(async move {
        let mut stopping = app.stopping.subscribe();
        let every = app.config.lease / 3;
        loop {
            tokio::select! {
                _ = tokio::time::sleep(every) => {}
                _ = app.group.wake.notified() => {}
                _ = stopping.changed() => return,
            }
            if app.is_stopping() {
                return;
            }
            app.metrics.sample(std::time::Instant::now());
            if let Err(error) = round(&app).await {
                tracing::warn!(%error, "the group keeper's round failed; trying again");
            }
        }
    });
}

/// Listens for the other nodes' notifications and wakes the keeper for each.
async fn listen(app: Arc<App>) {
    let url = app.config.db_url();
    loop {
        let listening = async {
            let mut listener = sqlx::postgres::PgListener::connect(&url).await?;
            listener.listen(CHANNEL).await?;
            loop {
                let notification = listener.recv().await?;
                let payload = notification.payload();
                if let Some(user) = payload.strip_prefix("limit:") {
                    if let Ok(user) = user.parse() {
                        app.limit_changed(user);
                    }
                } else if payload != app.node.to_string() {
                    app.group.wake();
                }
            }
            #[allow(unreachable_code)]
            Ok::<(), sqlx::Error>(())
        };
        let mut stopping = app.stopping.subscribe();
        tokio::select! {
            result = listening => {
                if let Err(error) = result {
                    tracing::warn!(%error, "listening to the group failed; listening again");
                }
                // Whatever was said while nobody listened: limits are read again.
                app.forget_limits();
            }
            _ = stopping.changed() => return,
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

/// One round of the keeper: heartbeat, give up, claim, publish, read the lobby.
pub async fn round(app: &Arc<App>) -> Result<(), StoreError> {
    let now = now_ms();
    let mut conn = app.store.pool().acquire().await?;
    if !group::heartbeat(&mut conn, app.node, now).await? {
        // This node's name started again elsewhere: it serves nothing more.
        tracing::error!(
            node = app.node,
            "this node has been replaced; giving up every table"
        );
        for handle in app.lobby.all() {
            let _ = handle.tx.send(Command::GiveUp).await;
        }
        return Ok(());
    }
    if app.group.purge_due(now) {
        let idle_since = now - app.config.session_idle.as_millis() as i64;
        let purged = parlour_store::accounts::purge_sessions(&mut conn, now, idle_since).await?;
        // An allowance's window that began longer ago than the longest window is over.
        let limits = &app.config.limits;
        let longest = limits.grants.per.max(limits.top_ups.per).as_millis() as i64;
        let forgotten = parlour_store::allowances::purge(&mut conn, now - longest).await?;
        tracing::debug!(purged, forgotten, "expired sessions and allowances purged");
    }
    // Each table served here sees whether it has stood empty long enough to close.
    for handle in app.lobby.all() {
        let _ = handle.tx.try_send(Command::Tidy);
    }
    // The tables served here are read before the leases, so that each was claimed before the
    // leases are read: one claimed since is not mistaken for one lost.
    let serving = app.lobby.all();
    let leases = group::leases(&mut conn).await?;
    let running = group::running(&mut conn).await?;
    drop(conn);
    let by_table: HashMap<i64, &Lease> = leases.iter().map(|l| (l.table, l)).collect();
    // Tables served here whose lease has moved on: each tries the fence, and is given up when it
    // is refused.
    for handle in serving {
        let held = by_table
            .get(&handle.id)
            .is_some_and(|l| l.node == app.node && l.epoch == handle.epoch && !l.handed);
        if !held {
            let _ = handle.tx.send(Command::CheckLease).await;
        }
    }
    let live: Vec<&Node> = running.iter().filter(|n| is_live(app, n, now)).collect();
    let ours: Vec<Lease> = (leases.iter())
        .filter(|lease| app.lobby.get(lease.table).is_none() && ours_to_claim(app, lease, &live))
        .cloned()
        .collect();
    let claimed = claim_all(app, &ours).await?;
    let published = publish(app).await?;
    if claimed || published {
        notify(app).await;
    }
    read_lobby(app, running).await
}

/// Whether a lease is this node's to claim: handed or placed here; or held by a node that is not
/// live, and this node's share of its tables.
fn ours_to_claim(app: &App, lease: &Lease, live: &[&Node]) -> bool {
    if lease.node == app.node {
        return true;
    }
    if live.iter().any(|n| n.id == lease.node) {
        return false;
    }
    let share = lease.table.rem_euclid(live.len().max(1) as i64) as usize;
    live.get(share).is_some_and(|n| n.id == app.node)
}

/// How many leases one transaction claims.
const CLAIMS: usize = 256;

/// Claims a table and starts serving it, rebuilt from its record: whether it was claimed.
pub async fn claim(app: &Arc<App>, lease: &Lease) -> Result<bool, StoreError> {
    claim_all(app, std::slice::from_ref(lease)).await
}

/// Claims `leases` and starts serving each claimed, rebuilt from its record: whether any was.
/// A start claims many: so many a transaction (one commit, not one each), and several rebuilt at
/// once, each waiting on the database in turn while another is played through the engine (each
/// holds one connection at a time, and half the pool is left for everything else).
async fn claim_all(app: &Arc<App>, leases: &[Lease]) -> Result<bool, StoreError> {
    let at_once = (app.store.pool().options().get_max_connections() / 2).max(1) as usize;
    let started = std::time::Instant::now();
    let mut any = false;
    let mut served = 0;
    for leases in leases.chunks(CLAIMS) {
        // Those being claimed here already are left to that claim, and those served here to
        // their actor. (Looked at under the lock a claim ends under, after its table is in the
        // lobby: one or the other is seen.)
        let leases: Vec<&Lease> = {
            let mut claiming = app.group.claiming.lock().expect("never poisoned");
            (leases.iter())
                .filter(|l| app.lobby.get(l.table).is_none() && claiming.insert(l.table))
                .collect()
        };
        let _marked = Claiming {
            group: &app.group,
            tables: leases.iter().map(|l| l.table).collect(),
        };
        let mut claimed = Vec::new();
        let mut tx = app.store.begin_write().await?;
        for lease in leases {
            if let Some(epoch) = group::claim(&mut tx, lease, app.node).await? {
                claimed.push(((*lease).clone(), epoch));
            }
        }
        tx.commit().await?;
        any |= !claimed.is_empty();
        served += futures_util::stream::iter(claimed)
            .map(|(lease, epoch)| {
                let app = app.clone();
                async move { serve(&app, &lease, epoch).await }
            })
            .buffer_unordered(at_once)
            .filter(|&served| std::future::ready(served))
            .count()
            .await;
    }
    // One line, not one a table: a start claims every table of the room.
    if served > 0 {
        let seconds = started.elapsed().as_secs_f64();
        tracing::info!(
            node = app.node,
            tables = served,
            seconds,
            "tables claimed and rebuilt"
        );
    }
    Ok(any)
}

/// Rebuilds and serves a table just claimed under `epoch`: whether it is served.
async fn serve(app: &Arc<App>, lease: &Lease, epoch: i64) -> bool {
    match crate::table::resume(app, lease.table, epoch).await {
        Ok(()) => {
            app.metrics
                .claimed
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            tracing::debug!(
                table = lease.table,
                epoch,
                from = lease.node,
                "table claimed"
            );
            true
        }
        Err(error) => {
            // The lease is held and the table not served: the next round gives it to whoever
            // claims it next (this node again, if it is still its share).
            tracing::error!(table = lease.table, %error, "a claimed table could not be rebuilt");
            false
        }
    }
}

/// The most tables' summaries published in one transaction.
const PUBLISHED_AT_ONCE: usize = 64;

/// Publishes what the lobby shows of every table served here that has changed: whether any was.
async fn publish(app: &App) -> Result<bool, StoreError> {
    let mut changed = Vec::new();
    {
        let published = app.group.published.lock().expect("never poisoned");
        for handle in app.lobby.all() {
            let summary = serde_json::to_string(&handle.summary()).expect("summaries serialize");
            if published.get(&handle.id) != Some(&summary) {
                changed.push((handle.id, handle.epoch, summary));
            }
        }
    }
    if changed.is_empty() {
        return Ok(false);
    }
    // A few dozen summaries a transaction, each run as one script: with 1,500 tables each
    // changing every second, the whole lot at once held the database's write lock (and the
    // writer's thread) for tens of milliseconds, and every table's action waited behind it; in
    // pieces the tables' own writes go in between. A piece with a table that has passed to
    // another node meanwhile is written again one summary at a time, each only if still held.
    let mut written = Vec::with_capacity(changed.len());
    for piece in changed.chunks(PUBLISHED_AT_ONCE) {
        let mut script = parlour_store::Script::new();
        for (table, epoch, summary) in piece {
            group::publish_in(&mut script, *table, app.node, *epoch, summary);
        }
        if let Ok(true) = app.store.run_script(script).await {
            written.extend(
                piece
                    .iter()
                    .map(|(table, _, summary)| (*table, summary.clone())),
            );
        } else {
            let mut tx = app.store.begin_write().await?;
            for (table, epoch, summary) in piece {
                if group::publish(&mut tx, *table, app.node, *epoch, summary).await? {
                    written.push((*table, summary.clone()));
                }
            }
            tx.commit().await?;
        }
        // The keeper shares its thread with the tables' own tasks: they run between pieces.
        tokio::task::yield_now().await;
    }
    app.group
        .published
        .lock()
        .expect("never poisoned")
        .extend(written);
    Ok(true)
}

/// Reads every table of the group, for the lobby.
async fn read_lobby(app: &App, running: Vec<Node>) -> Result<(), StoreError> {
    let mut conn = app.store.pool().acquire().await?;
    let listed = group::lobby(&mut conn).await?;
    let listed = listed
        .into_iter()
        .map(|l| {
            // This node's own tables are listed from their actors, never from what they
            // published: their summaries are not read again (1,500 of them a second, on a
            // thread every table's actions share).
            let summary = if l.node == app.node {
                Value::Null
            } else {
                serde_json::from_str(&l.summary).unwrap_or(Value::Null)
            };
            (
                l.table,
                Listed {
                    node: l.node,
                    advertise: l.advertise,
                    summary,
                },
            )
        })
        .collect();
    let listed: BTreeMap<i64, Listed> = listed;
    // Other nodes' tables that changed, came or went since the last read: the lobby's followers
    // are told (this node's own tell them as they change).
    let mut was = app.group.listed.lock().expect("never poisoned");
    let changed: Vec<i64> = (listed.iter())
        .filter(|(id, l)| l.node != app.node && was.get(id).is_none_or(|w| w.summary != l.summary))
        .map(|(id, _)| *id)
        .chain(was.keys().filter(|id| !listed.contains_key(id)).copied())
        .collect();
    *was = listed;
    drop(was);
    for table in changed {
        let _ = app.lobby_changes.send(table);
    }
    *app.group.nodes.lock().expect("never poisoned") = running;
    Ok(())
}

/// The node a new table goes to: the live node not draining that serves the fewest tables
/// (those handed to it counted), the lowest id among equals; this node if there is none.
pub async fn place(app: &App) -> Result<i64, StoreError> {
    let now = now_ms();
    let mut conn = app.store.pool().acquire().await?;
    let running = group::running(&mut conn).await?;
    let leases = group::leases(&mut conn).await?;
    let open = running
        .iter()
        .filter(|n| is_live(app, n, now) && n.draining_at.is_none())
        .map(|n| n.id);
    Ok(lightest(&loads(open, &leases)).unwrap_or(app.node))
}

/// Waits until another node has claimed a table placed on it, for up to two leases' time: whether
/// it did.
pub async fn claimed_elsewhere(app: &App, table: i64) -> Result<bool, StoreError> {
    let started = std::time::Instant::now();
    while started.elapsed() < 2 * app.config.lease {
        let mut conn = app.store.pool().acquire().await?;
        let leases = group::leases(&mut conn).await?;
        drop(conn);
        if leases.iter().any(|l| l.table == table && !l.handed) {
            return Ok(true);
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    Ok(false)
}
