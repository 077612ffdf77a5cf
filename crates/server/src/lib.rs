//! `parlour serve`: Parlour's real-time table server (docs/server.md, docs/protocol.md).
//!
//! - accounts, sign-in and guests over JSON ([`api`]), sessions in HttpOnly cookies;
//! - wallets on the store's double-entry ledger;
//! - one actor per table ([`table`]): the engine's erased table, its seats, timers and bots;
//! - the table protocol over WebSocket ([`ws`], [`protocol`]): per-viewer versioned events,
//!   reconnection by version;
//! - `/health` and Prometheus `/metrics` ([`metrics`]);
//! - graceful shutdown: stop taking actions, let every table finish writing, close the sockets
//!   with a reason.

pub mod api;
pub mod auth;
pub mod config;
pub mod hands;
pub mod loadtest;
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
    /// Sign-in attempts, by address and by name.
    pub signin: auth::RateLimit,
    next_conn: AtomicU64,
    /// Turns true when the server begins to stop: connections take no more actions.
    pub stopping: watch::Sender<bool>,
    /// Turns true once every table has stopped: connections close, saying why.
    pub closing: watch::Sender<bool>,
    /// What the reconciliation at start found wrong (empty: the books balance).
    pub books: Mutex<Vec<String>>,
    /// Each player's own betting limit, once read: a table checks every bet against it, and
    /// only `POST /api/limit` changes it (after its write has committed).
    bet_limits: Mutex<HashMap<i64, Option<u64>>>,
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
    stop: oneshot::Sender<()>,
    served: tokio::task::JoinHandle<std::io::Result<()>>,
}

/// Opens the database, rebuilds every open table from its record, and starts serving on the
/// configured address (port 0: a free one).
pub async fn start(config: Config) -> anyhow::Result<Running> {
    if config.db.is_none() {
        std::fs::create_dir_all(&config.data)?;
    }
    let store = Store::open(&config.db_url()).await?;
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    let addr = listener.local_addr()?;
    let metrics = Arc::new(metrics::Metrics::default());
    let writer = writer::spawn(store.clone(), metrics.clone());
    let app = Arc::new(App {
        store,
        config,
        metrics,
        writer,
        lobby: Lobby::default(),
        signin: auth::RateLimit::new(10, Duration::from_secs(60)),
        next_conn: AtomicU64::new(1),
        stopping: watch::channel(false).0,
        closing: watch::channel(false).0,
        books: Mutex::new(Vec::new()),
        bet_limits: Mutex::new(HashMap::new()),
    });
    // Every table is rebuilt and the books reconciled before any table starts again, so no chip
    // moves while they are compared.
    let rebuilt = table::rebuild(&app).await?;
    let books = reconcile(&app, &rebuilt.chips).await?;
    rebuilt.start(&app);
    if books.is_empty() {
        tracing::info!(%addr, tables = app.lobby.all().len(), "serving; the books balance");
    } else {
        tracing::error!(%addr, ?books, "serving; the books do not balance");
    }
    *app.books.lock().expect("never poisoned") = books;
    let router = api::router(app.clone());
    let (stop, stopped) = oneshot::channel::<()>();
    let served = tokio::spawn(async move {
        axum::serve(
            listener,
            router.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(async move {
            let _ = stopped.await;
        })
        .await
    });
    Ok(Running {
        addr,
        app,
        stop,
        served,
    })
}

/// The reconciliation: every cached balance against the sum of its postings, all balances against
/// zero, and every seat's account against the chips the engine puts on it. What is wrong, in words.
pub async fn reconcile(app: &App, engine: &[(i64, u32, i64)]) -> anyhow::Result<Vec<String>> {
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
    let ledger = parlour_store::ledger::seat_balances(&mut conn).await?;
    for (table, seat, chips) in engine {
        if !ledger.contains(&(*table, *seat, *chips)) {
            wrong.push(format!(
                "table {table} seat {seat}: the engine has {chips}, the ledger another"
            ));
        }
    }
    for (table, seat, balance) in &ledger {
        if !engine.contains(&(*table, *seat, *balance)) {
            wrong.push(format!(
                "table {table} seat {seat}: the ledger has {balance}, the engine another"
            ));
        }
    }
    Ok(wrong)
}

impl Running {
    /// Stops gracefully: no more actions are taken, every table finishes the command in hand and
    /// its writes, the sockets close with a reason, the database closes.
    pub async fn shutdown(self) -> anyhow::Result<()> {
        self.app.stopping.send_replace(true);
        for handle in self.app.lobby.all() {
            let (done, finished) = oneshot::channel();
            if handle.tx.send(Command::Shutdown { done }).await.is_ok() {
                let _ = finished.await;
            }
        }
        // Every table has written all it accepted and said goodbye: now the sockets close.
        self.app.closing.send_replace(true);
        let _ = self.stop.send(());
        // Connections close themselves on `closing`; give them a moment to say why.
        let _ = tokio::time::timeout(Duration::from_secs(5), self.served).await;
        self.app.store.close().await;
        Ok(())
    }
}

/// Serves until Ctrl-C or SIGTERM, then stops gracefully.
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let running = start(config).await?;
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
