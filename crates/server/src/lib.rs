//! `parlour serve`: Parlour's real-time table server (docs/server.md, docs/protocol.md).
//!
//! - accounts, sign-in and guests over JSON ([`api`]), sessions in HttpOnly cookies;
//! - wallets on the store's double-entry ledger;
//! - one actor per table ([`table`]): the engine's erased table, its seats, timers and bots;
//! - the table protocol over WebSocket ([`ws`], [`protocol`]): per-viewer versioned events,
//!   reconnection by version;
//! - `/health` and Prometheus `/metrics` ([`metrics`]);
//! - the coach ([`coach`]): hints at a casino table, rounds reviewed, practice hands;
//! - a group of nodes over one PostgreSQL ([`group`]): each table served by one node under a
//!   fenced lease, taken over when its node dies;
//! - graceful shutdown: stop taking actions, let every table finish writing, close the sockets
//!   with a reason.

pub mod api;
pub mod auth;
pub mod coach;
pub mod config;
pub mod door;
pub mod group;
pub mod guard;
pub mod metrics;
pub mod protocol;
pub mod table;
pub mod web;
pub mod week;
pub mod writer;
pub mod ws;

use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use parlour_store::Store;
use tokio::sync::{oneshot, watch};

pub use config::Config;
use table::{Command, TableHandle};

/// Milliseconds since the Unix epoch: the time the store is given.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Every open table, by id.
#[derive(Debug, Default)]
pub struct Lobby {
    tables: Mutex<BTreeMap<i64, TableHandle>>,
}

impl Lobby {
    pub fn insert(&self, id: i64, handle: TableHandle) {
        self.tables
            .lock()
            .expect("never poisoned")
            .insert(id, handle);
    }

    pub fn get(&self, id: i64) -> Option<TableHandle> {
        self.tables
            .lock()
            .expect("never poisoned")
            .get(&id)
            .cloned()
    }

    /// Takes table `id` out, if it is still the one served under `epoch`.
    pub fn remove(&self, id: i64, epoch: i64) {
        let mut tables = self.tables.lock().expect("never poisoned");
        if tables.get(&id).is_some_and(|h| h.epoch == epoch) {
            tables.remove(&id);
        }
    }

    pub fn all(&self) -> Vec<TableHandle> {
        self.tables
            .lock()
            .expect("never poisoned")
            .values()
            .cloned()
            .collect()
    }
}

/// What every handler and table shares.
#[derive(Debug)]
pub struct App {
    pub store: Store,
    pub config: Config,
    pub metrics: Arc<metrics::Metrics>,
    /// The one writer of table actions ([`writer`]).
    pub writer: tokio::sync::mpsc::Sender<writer::Job>,
    pub lobby: Lobby,
    /// The limits counted in memory: sign-ins, new accounts, secrets, by address.
    pub gate: guard::Gate,
    /// Where passwords and PINs are hashed and checked: off the async workers, a few at a time.
    pub hasher: auth::Hasher,
    /// Where the coach works out hints, reviews and practice hands: likewise.
    pub coach: coach::Coach,
    /// Each account's open WebSockets, and the allowance of messages they share.
    pub sockets: Arc<ws::Sockets>,
    /// The id of every table of the group whose listing changed, came or went: what the lobby's
    /// followers are sent ([`ws`]).
    pub lobby_changes: tokio::sync::broadcast::Sender<i64>,
    /// The accounts whose every session has just been ended (suspended, banned, signed out
    /// everywhere, a password set anew): their open WebSockets close.
    pub ended: tokio::sync::broadcast::Sender<i64>,
    next_conn: AtomicU64,
    /// Turns true when the server begins to stop: connections take no more actions.
    pub stopping: watch::Sender<bool>,
    /// Turns true once every table has stopped: connections close, saying why.
    pub closing: watch::Sender<bool>,
    /// When this node started (milliseconds since the epoch).
    pub started_at: i64,
    /// Turns true once the tables this node claimed at start are rebuilt and the books reconciled.
    pub rebuilt: watch::Sender<bool>,
    /// What the reconciliation at start found wrong (empty: the books balance).
    pub books: Mutex<Vec<String>>,
    /// Each player's own betting limit, once read: a table checks every bet against it, and
    /// only `POST /api/limit` changes it (after its write has committed).
    bet_limits: Mutex<HashMap<i64, Option<u64>>>,
    /// This run's node id in the group ([`group`]).
    pub node: i64,
    /// Where clients reach this node.
    pub advertise: String,
    /// What this node knows of the group: every table's whereabouts, the nodes running.
    pub group: group::Group,
}

impl App {
    pub fn next_conn(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    pub fn is_stopping(&self) -> bool {
        *self.stopping.borrow()
    }

    /// A player's own betting limit (`None`: the house's), read from the database once.
    pub async fn bet_limit(&self, user: i64) -> Result<Option<u64>, parlour_store::StoreError> {
        if let Some(&limit) = self.bet_limits.lock().expect("never poisoned").get(&user) {
            return Ok(limit);
        }
        let mut conn = self.store.pool().acquire().await?;
        let limit = parlour_store::accounts::get(&mut conn, user)
            .await?
            .bet_limit
            .map(|l| l as u64);
        self.bet_limits
            .lock()
            .expect("never poisoned")
            .insert(user, limit);
        Ok(limit)
    }

    /// Forgets a player's betting limit, changed by another node of the group: it is read again.
    pub fn limit_changed(&self, user: i64) {
        self.bet_limits
            .lock()
            .expect("never poisoned")
            .remove(&user);
    }

    /// Forgets every betting limit held (a notification may have been missed): each is read again.
    pub fn forget_limits(&self) {
        self.bet_limits.lock().expect("never poisoned").clear();
    }

    /// The limit a player has just set, once it is written.
    pub fn limit_set(&self, user: i64, limit: Option<u64>) {
        self.bet_limits
            .lock()
            .expect("never poisoned")
            .insert(user, limit);
    }
}

/// A server running on a port.
#[derive(Debug)]
pub struct Running {
    pub addr: SocketAddr,
    pub app: Arc<App>,
    stop: watch::Sender<bool>,
    served: tokio::task::JoinHandle<()>,
}

/// Makes the data folder and its database file the owner's alone (0700 and 0600): the database
/// holds every account's password hash and session. A file made before is made so at start;
/// SQLite gives its journal files the database file's own permissions.
fn private_files(data: &std::path::Path) -> std::io::Result<()> {
    use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(data)?;
    let db = data.join("parlour.db");
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .mode(0o600)
        .open(&db)?;
    for file in ["parlour.db", "parlour.db-wal", "parlour.db-shm"] {
        match std::fs::set_permissions(data.join(file), std::fs::Permissions::from_mode(0o600)) {
            Err(error) if error.kind() != std::io::ErrorKind::NotFound => return Err(error),
            _ => {}
        }
    }
    Ok(())
}

/// Opens the database, joins the group as a node, claims and rebuilds from their records the
/// tables that are this node's to serve (every open table, for a node alone), and starts serving
/// on the configured address (port 0: a free one).
pub async fn start(config: Config) -> anyhow::Result<Running> {
    if config.db.is_none() {
        private_files(&config.data)?;
    }
    let store = Store::open(&config.db_url()).await?;
    if let Some(files) = door::raise_open_files() {
        tracing::debug!(files, "open files allowed");
    }
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    let addr = listener.local_addr()?;
    let advertise = config
        .advertise
        .clone()
        .unwrap_or_else(|| format!("http://{addr}"));
    let node = {
        let mut conn = store.pool().acquire().await?;
        let node =
            parlour_store::group::register(&mut conn, &config.node, &advertise, now_ms()).await?;
        parlour_store::group::adopt_unleased(&mut conn, node).await?;
        give_names_their_looks(&mut conn).await?;
        node
    };
    let base = config
        .public_url
        .clone()
        .unwrap_or_else(|| advertise.clone());
    for name in &config.operators {
        make_operator(&store, name, &base).await?;
    }
    let metrics = Arc::new(metrics::Metrics::default());
    let writer = writer::spawn(store.clone(), metrics.clone(), node);
    let gate = guard::Gate::new(&config.limits);
    let app = Arc::new(App {
        store,
        config,
        metrics,
        writer,
        lobby: Lobby::default(),
        gate,
        hasher: auth::Hasher::for_this_machine(),
        coach: coach::Coach::for_this_machine(),
        sockets: Arc::default(),
        lobby_changes: tokio::sync::broadcast::channel(1024).0,
        ended: tokio::sync::broadcast::channel(256).0,
        next_conn: AtomicU64::new(1),
        stopping: watch::channel(false).0,
        closing: watch::channel(false).0,
        rebuilt: watch::channel(false).0,
        started_at: now_ms(),
        books: Mutex::new(Vec::new()),
        bet_limits: Mutex::new(HashMap::new()),
        node,
        advertise,
        group: group::Group::default(),
    });
    let router = api::router(app.clone());
    let (stop, stopped) = watch::channel(false);
    let bounds = door::Bounds {
        per_address: app.config.limits.conns,
        trusted: app.config.trust_proxy.clone(),
        headers: app.config.headers,
        grace: Duration::from_secs(5),
    };
    // The room answers at once (`/health` first of all) while its tables are rebuilt: each
    // comes up as it is ready, and a request for one not up yet is answered `busy`.
    let served = tokio::spawn(door::serve(listener, router, bounds, stopped));
    tokio::spawn(rebuild(app.clone()));
    Ok(Running {
        addr,
        app,
        stop,
        served,
    })
}

/// What a start does once the room answers: the ledger is reconciled while each table this node
/// claims is rebuilt from its snapshot and record, checked against the ledger (nobody else serves
/// it then, so no chip of it moves) and served as soon as it is ready; then the group's keeper
/// starts.
async fn rebuild(app: Arc<App>) {
    let started = std::time::Instant::now();
    // The ledger's reconciliation reads while the tables are rebuilt: each of its checks is one
    // statement, which reads the ledger as one moment left it, whatever the tables move meanwhile.
    let (books, round) = tokio::join!(reconcile(&app), group::round(&app));
    match books {
        Ok(books) => app.books.lock().expect("never poisoned").extend(books),
        Err(error) => tracing::error!(%error, "the books could not be reconciled"),
    }
    // A round that fails (the database away) is tried again by the keeper's next one.
    if let Err(error) = round {
        tracing::warn!(%error, "the first round of the group failed; trying again");
    }
    group::notify(&app).await;
    group::spawn_keeper(&app);
    let books = app.books.lock().expect("never poisoned").clone();
    let tables = app.lobby.all().len();
    let seconds = started.elapsed().as_secs_f64();
    if books.is_empty() {
        tracing::info!(
            node = app.node,
            tables,
            seconds,
            "serving; the books balance"
        );
    } else {
        tracing::error!(node = app.node, ?books, "serving; the books do not balance");
    }
    app.rebuilt.send_replace(true);
}

/// Makes the account `name` an operator at start (`parlour serve --operator NAME`), making the
/// account first if there is none (a new room's first account), with its audit entry in the same
/// transaction. An account with no password yet gets a one-time link to set one (good for a day),
/// written to the log for whoever runs the room: it is how a new room's operator first signs in.
async fn make_operator(store: &Store, name: &str, base: &str) -> anyhow::Result<()> {
    let name =
        auth::clean_name(name).map_err(|why| anyhow::anyhow!("--operator {name:?}: {why}"))?;
    let at = now_ms();
    let mut tx = store.begin_write().await?;
    let user = match parlour_store::accounts::find_by_name(&mut tx, &name).await? {
        Some(user) => user,
        None => {
            let look = auth::skeleton(&name);
            parlour_store::accounts::create_user(&mut tx, &name, &look, None, at).await?
        }
    };
    if parlour_store::operators::grant(&mut tx, user.id, at).await? {
        let subject = format!("user:{}", user.id);
        let why = "named at start (parlour serve --operator)";
        parlour_store::operators::audit(&mut tx, at, None, ("grant_operator", &subject, why))
            .await?;
        tracing::info!(user = user.id, %name, "made an operator at start");
    }
    let link = if user.password_hash.is_none() {
        let token = auth::new_token();
        let hashed = auth::token_hash(&token);
        let expires = at + 86_400_000;
        parlour_store::sanctions::make_link(&mut tx, user.id, &hashed, (at, expires)).await?;
        Some(format!("{}/#/reset/{token}", base.trim_end_matches('/')))
    } else {
        None
    };
    tx.commit().await?;
    if let Some(link) = link {
        tracing::warn!(%name, %link, "the operator has no password yet: set it at this link within a day");
    }
    Ok(())
}

/// Gives each name stored before names had skeletons its skeleton ([`auth::skeleton`]), oldest
/// first: of two old names that look alike, the younger keeps its name but no look, and so
/// blocks no one (it is said in the log).
async fn give_names_their_looks(conn: &mut sqlx::AnyConnection) -> anyhow::Result<()> {
    for (id, name) in parlour_store::accounts::unskeletoned(conn).await? {
        if !parlour_store::accounts::set_skeleton(conn, id, &auth::skeleton(&name)).await? {
            tracing::warn!(user = id, %name, "a name looks like an older one's");
        }
    }
    Ok(())
}

/// The reconciliation of the ledger: every cached balance against the sum of its postings, all
/// balances against zero. What is wrong, in words.
pub async fn reconcile(app: &App) -> anyhow::Result<Vec<String>> {
    let mut conn = app.store.pool().acquire().await?;
    let found = parlour_store::ledger::reconcile(&mut conn).await?;
    let mut wrong: Vec<String> = found
        .accounts
        .iter()
        .map(|(account, cached, sum)| format!("{account}: cached {cached}, postings {sum}"))
        .collect();
    if let Some(total) = found.total {
        wrong.push(format!("the balances sum to {total}, not zero"));
    }
    Ok(wrong)
}

/// Every seat of table `id` (`seats` of them) against the chips the engine puts on it
/// (`engine`: seat and chips of each seat holding any). The seats' accounts are read by their keys,
/// ten a statement, so a table's check costs its seats, however many tables the room has. What is
/// wrong, in words.
pub async fn check_seats(
    conn: &mut sqlx::AnyConnection,
    (id, seats): (i64, usize),
    engine: &[(u32, i64)],
) -> anyhow::Result<Vec<String>> {
    let accounts: Vec<parlour_store::Account> = (0..seats as u32)
        .map(|seat| parlour_store::Account::Seat { table: id, seat })
        .collect();
    let balances = parlour_store::ledger::balances(conn, &accounts).await?;
    let mut wrong = Vec::new();
    for (seat, ledger) in (0..seats as u32).zip(balances) {
        let held = (engine.iter())
            .find(|(s, _)| *s == seat)
            .map_or(0, |(_, chips)| *chips);
        if ledger != held {
            wrong.push(format!(
                "table {id} seat {seat}: the engine has {held}, the ledger {ledger}"
            ));
        }
    }
    Ok(wrong)
}

impl Running {
    /// Waits until the tables this node claimed at start are rebuilt (the room answers before).
    pub async fn ready(&self) {
        let mut rebuilt = self.app.rebuilt.subscribe();
        let _ = rebuilt.wait_for(|done| *done).await;
    }

    /// Stops gracefully: no more actions are taken, every table finishes the command in hand and
    /// its writes, the sockets close with a reason, the database closes.
    pub async fn shutdown(self) -> anyhow::Result<()> {
        self.hand_over().await;
        self.app.stopping.send_replace(true);
        for handle in self.app.lobby.all() {
            let (done, finished) = oneshot::channel();
            if handle.tx.send(Command::Shutdown { done }).await.is_ok() {
                let _ = finished.await;
            }
        }
        // Its tables may be claimed at once by the group's other nodes, or by this one's next run.
        if let Ok(mut conn) = self.app.store.pool().acquire().await {
            let _ = parlour_store::group::stop(&mut conn, self.app.node, now_ms()).await;
        }
        group::notify(&self.app).await;
        // Every table has written all it accepted and said goodbye: now the sockets close.
        self.app.closing.send_replace(true);
        self.stop.send_replace(true);
        // Connections close themselves on `closing`; give them a moment to say why.
        let _ = tokio::time::timeout(Duration::from_secs(5), self.served).await;
        self.app.store.close().await;
        Ok(())
    }
}

impl Running {
    /// The first part of a graceful stop in a group: no new table is placed here, and every table
    /// is handed to the group's other live nodes at its next seam between rounds (the least
    /// loaded first), play going on meanwhile. Tables not at a seam within two turns' time stay,
    /// and are claimed by the others once this node is marked stopped.
    async fn hand_over(&self) {
        let app = &self.app;
        let now = now_ms();
        let (others, leases) = match app.store.pool().acquire().await {
            Ok(mut conn) => {
                let _ = parlour_store::group::drain(&mut conn, app.node, now).await;
                let running = parlour_store::group::running(&mut conn)
                    .await
                    .unwrap_or_default();
                let leases = parlour_store::group::leases(&mut conn)
                    .await
                    .unwrap_or_default();
                let others: Vec<i64> = running
                    .iter()
                    .filter(|n| {
                        n.id != app.node && group::is_live(app, n, now) && n.draining_at.is_none()
                    })
                    .map(|n| n.id)
                    .collect();
                (others, leases)
            }
            Err(_) => return,
        };
        if others.is_empty() {
            return;
        }
        let mut load = group::loads(others, &leases);
        let mut waiting = Vec::new();
        for handle in app.lobby.all() {
            let Some(to) = group::lightest(&load) else {
                break;
            };
            *load.get_mut(&to).expect("a node") += 1;
            let (done, handed) = oneshot::channel();
            if handle.tx.send(Command::HandOver { to, done }).await.is_ok() {
                waiting.push(handed);
            }
        }
        let patience = 2 * app.config.turn;
        let _ = tokio::time::timeout(patience, async {
            for handed in waiting {
                let _ = handed.await;
            }
        })
        .await;
    }
}

/// Serves until Ctrl-C or SIGTERM, then stops gracefully.
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let running = start(config).await?;
    // Said once every table is back: whoever reads it may play at once. (The room has answered
    // since it bound its address: `/health` says how far the rebuilding is.)
    running.ready().await;
    println!("parlour serve: listening on http://{}", running.addr);
    let terminate = async {
        #[cfg(unix)]
        {
            let mut term =
                tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
            term.recv().await;
        }
        #[cfg(not(unix))]
        std::future::pending::<()>().await;
        Ok::<(), std::io::Error>(())
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = terminate => {}
    }
    tracing::info!("stopping");
    running.shutdown().await
}
