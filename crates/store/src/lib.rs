//! Parlour's database, on SQLite (embedded, the default) or PostgreSQL (where rooms grow), with
//! one set of migrations and one set of queries for both.
//!
//! What it keeps:
//! - accounts ([`accounts`]): names, password and PIN hashes, the PIN lockout, the betting limit,
//!   and sign-in sessions;
//! - the ledger ([`ledger`]): play chips as a double-entry ledger. Every movement is a transfer of
//!   postings summing to zero, under an idempotency key, so replaying a transfer changes nothing;
//! - tables ([`tables`]): each table's rules, seats, deal and every accepted action with the
//!   request that brought it, one hand record over the table's whole life;
//! - who sits where ([`seatings`]), written with the actions that seat and stand people;
//! - what each address has used of its daily allowances ([`allowances`]);
//! - hand histories ([`hands`]): each finished round recorded apart, and who sat in it;
//! - the group ([`group`]): the server nodes over one database, and which serves each table under
//!   which epoch.
//!
//! The SQL is written once for both databases: only `BIGINT` and `TEXT` columns, `$1` parameters
//! (which SQLite reads too), `ON CONFLICT` and `RETURNING`, ids from a counter table rather than
//! either database's own sequences. Times are milliseconds since the Unix epoch, given by the
//! caller, so the store has no clock of its own and tests choose the time.
//!
//! Writes that must not interleave run in a [`WriteTx`] ([`Store::begin_write`]), which holds the
//! database's write lock and never hands a connection left inside a transaction back to the pool.

pub mod accounts;
pub mod allowances;
pub mod backup;
pub mod group;
pub mod hands;
pub mod ledger;
mod migrations;
pub mod operators;
pub mod reports;
mod rows;
pub mod sanctions;
pub mod script;
pub mod seatings;
pub mod tables;
#[cfg(feature = "testing")]
pub mod testing;
mod write;

use sqlx::any::AnyPoolOptions;
use sqlx::{AnyPool, AssertSqlSafe};
use thiserror::Error;

pub use ledger::{Account, Posting};
pub use script::Script;
pub use write::{Savepoint, WriteTx};

/// What can go wrong in the store.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("migrating the database: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// A name taken already (names are unique, ignoring case).
    #[error("the name {0:?} is taken")]
    NameTaken(String),
    /// A transfer's postings do not sum to zero.
    #[error("a transfer's postings sum to {0}, not zero")]
    Unbalanced(i64),
    /// A posting would take an account that may not go below zero below zero.
    #[error("{account} holds {balance}, and cannot pay {amount}")]
    Insufficient {
        account: String,
        balance: i64,
        amount: i64,
    },
    /// An idempotency key used again for a different transfer.
    #[error("the key {0:?} was used for another transfer")]
    KeyReused(String),
    /// A table action out of order: the table is at another version.
    #[error("table {table} is at version {at}, not {wanted}")]
    Version { table: i64, at: i64, wanted: i64 },
    /// A table action whose request is stored for the table already, at `version`: it was
    /// played once, and is not played again.
    #[error("table {table}: the request was stored at version {version}")]
    Repeated { table: i64, version: i64 },
    /// A backup that could not be taken or put back, and why.
    #[error("{0}")]
    Backup(String),
    /// Someone sits in the seat already.
    #[error("table {table}: seat {seat} is taken")]
    SeatTaken { table: i64, seat: u32 },
    /// A table's write by a node that no longer holds it under that epoch: another node has
    /// taken the table over (docs/scaling.md).
    #[error("table {table}: epoch {epoch} has been fenced off")]
    Fenced { table: i64, epoch: i64 },
    #[error("{0} not found")]
    NotFound(String),
    /// A batch of writes could not be committed (or begun): nothing in it was written.
    #[error("the write could not be committed: {0}")]
    Commit(String),
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// Which database the store is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The database: a pool of connections, migrated.
#[derive(Debug, Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// A SQLite file's writer thread, which runs scripts without a round trip a statement.
    direct: Option<std::sync::Arc<script::Direct>>,
}

impl Store {
    /// Opens (creating it if it is a SQLite file not there yet) and migrates the database at `url`:
    /// `sqlite://PATH`, `sqlite::memory:` or `postgres://...`. SQLite runs in WAL mode, with
    /// foreign keys checked.
    pub async fn open(url: &str) -> Result<Store> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        };
        let pool = match backend {
            Backend::Sqlite => {
                let memory = url.contains(":memory:");
                // Create the file if it is not there yet.
                let url = if memory || url.contains("mode=") {
                    url.to_string()
                } else if url.contains('?') {
                    format!("{url}&mode=rwc")
                } else {
                    format!("{url}?mode=rwc")
                };
                // An in-memory database lives in one connection, and only as long as it: a
                // second would be another database, so one it is (SQLite writes one transaction
                // at a time anyway), never let go for being idle or old as a pool does any other
                // after minutes (sqlx's own defaults, kept for files). A write whose connection
                // is closed, having failed ([`WriteTx`]), takes the database with it: in memory
                // is for trying things out.
                let minutes = |m: u64| (!memory).then_some(std::time::Duration::from_secs(m * 60));
                AnyPoolOptions::new()
                    .max_connections(if memory { 1 } else { 4 })
                    .idle_timeout(minutes(10))
                    .max_lifetime(minutes(30))
                    // A local file is never away: a connection is only ever waited for while the
                    // others are in use, and each of those may itself wait up to the 5 s busy
                    // timeout for the write lock. Twice that lets a request queue behind one
                    // writer waiting its full turn, and still answers within seconds if one is
                    // stuck.
                    .acquire_timeout(SQLITE_ACQUIRE)
                    // A connection to a local file does not drop: pinging it before each use
                    // would only add a round trip to SQLite's worker thread.
                    .test_before_acquire(false)
                    .after_connect(move |conn, _| {
                        Box::pin(async move {
                            // WAL: readers never wait for the writer, and a commit is one append.
                            // NORMAL is durable across a crash of the process (not of the
                            // machine's power), which is the crash the server is built for.
                            let journal = if memory { "MEMORY" } else { "WAL" };
                            // No checkpoint at a commit: they run apart ([`checkpoints`]). A
                            // log grown long in a burst is cut back to 16 MiB once copied.
                            let checkpoint = if memory { 1000 } else { 0 };
                            sqlx::raw_sql(AssertSqlSafe(format!(
                                "PRAGMA journal_mode = {journal}; PRAGMA synchronous = NORMAL; \
                                 PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; \
                                 PRAGMA wal_autocheckpoint = {checkpoint}; \
                                 PRAGMA journal_size_limit = 16777216;"
                            )))
                            .execute(conn)
                            .await?;
                            Ok(())
                        })
                    })
                    .connect(&url)
                    .await?
            }
            Backend::Postgres => {
                AnyPoolOptions::new()
                    .max_connections(16)
                    // A database away (down, or its network gone) is reported within seconds
                    // rather than after sqlx's 30, which a player waiting on a request would take
                    // for a hung server. A connection is held for milliseconds at a time, even
                    // under load, so a wait of 3 s means the database is not answering. sqlx has
                    // no connect timeout of its own for PostgreSQL: opening a new connection is
                    // bounded by this same deadline (and so is `Store::open`'s first one).
                    .acquire_timeout(POSTGRES_ACQUIRE)
                    .after_connect(|conn, _| {
                        Box::pin(async move {
                            // A transaction left idle for a second is ended by PostgreSQL. Ours
                            // run their statements back to back; only a process paused or hung
                            // in the middle of one leaves it idle, and its row locks (a table's
                            // fence among them) must not hold up the node taking its tables
                            // over (docs/scaling.md).
                            // A script's literals ([`script`]) quote by doubling `'` alone,
                            // which is how a literal reads with this set (PostgreSQL's default,
                            // which a server's settings could change).
                            sqlx::raw_sql(
                                "SET idle_in_transaction_session_timeout = 1000; \
                                 SET standard_conforming_strings = on",
                            )
                            .execute(conn)
                            .await?;
                            Ok(())
                        })
                    })
                    .connect(url)
                    .await?
            }
        };
        migrations::migrator().run(&pool).await?;
        let mut direct = None;
        if backend == Backend::Sqlite && !url.contains(":memory:") {
            tokio::spawn(checkpoints(pool.clone()));
            let path = url
                .parse::<sqlx::sqlite::SqliteConnectOptions>()?
                .get_filename()
                .to_path_buf();
            direct = Some(std::sync::Arc::new(
                script::Direct::start(path).map_err(|e| StoreError::Commit(e.to_string()))?,
            ));
        }
        Ok(Store {
            pool,
            backend,
            direct,
        })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// A transaction that will write, holding the database's one write lock from its start: on
    /// SQLite `BEGIN IMMEDIATE`, so two writers queue on the busy timeout instead of one failing
    /// when it turns from reading to writing; on PostgreSQL a transaction-scoped advisory lock,
    /// so that the writers of a group's nodes take turns. Without it two nodes' batches, each
    /// touching the shared rows (the id counters, the house's account) in the order of its own
    /// jobs, could each hold a row the other waits for: a deadlock that PostgreSQL breaks only
    /// after a second (measured: a p99 of a second under load with two nodes). Every batch
    /// touches those rows anyway, so taking turns costs next to nothing.
    ///
    /// Its connection goes back to the pool only after a commit or rollback that succeeded
    /// ([`WriteTx`]).
    pub async fn begin_write(&self) -> Result<WriteTx> {
        WriteTx::begin(&self.pool, self.backend).await
    }

    /// Runs `script` in one write transaction: true if it committed, every statement having
    /// changed the rows it had to; false if one did not, or a constraint refused one; an error if
    /// the database failed. Rolled back, nothing written, unless true.
    /// On a SQLite file the writer's thread runs it whole ([`Script`]).
    pub async fn run_script(&self, script: Script) -> Result<bool> {
        if let Some(direct) = &self.direct {
            return direct.run(script).await;
        }
        let mut tx = self.begin_write().await?;
        match script.run_through(&mut tx).await {
            Ok(true) => {
                tx.commit().await?;
                Ok(true)
            }
            Ok(false) => {
                tx.rollback().await?;
                Ok(false)
            }
            Err(error) => {
                tx.rollback().await?;
                Err(error)
            }
        }
    }

    /// Whether the database answers a read.
    pub async fn read_probe(&self) -> Result<()> {
        let mut conn = self.pool.acquire().await?;
        sqlx::query("SELECT 1").execute(&mut *conn).await?;
        Ok(())
    }

    /// Whether the database takes a write: one that changes a row and changes it back, in one
    /// transaction. SQLite writes nothing for a row set to what it holds, and a probe that wrote
    /// nothing would find a full disk well.
    pub async fn write_probe(&self) -> Result<()> {
        let mut tx = self.begin_write().await?;
        for step in [
            "UPDATE counters SET next_id = next_id + 1 WHERE name = 'users'",
            "UPDATE counters SET next_id = next_id - 1 WHERE name = 'users'",
        ] {
            sqlx::query(step).execute(&mut *tx).await?;
        }
        tx.commit().await
    }

    /// Closes every connection, after the writes in flight.
    pub async fn close(&self) {
        if let Some(direct) = &self.direct {
            direct.stop();
        }
        self.pool.close().await;
    }
}

/// The longest a request waits for a SQLite connection: twice the busy timeout.
const SQLITE_ACQUIRE: std::time::Duration = std::time::Duration::from_secs(10);

/// The longest a request waits for a PostgreSQL connection, opening one included.
const POSTGRES_ACQUIRE: std::time::Duration = std::time::Duration::from_secs(3);

/// How often the WAL is copied back into a SQLite database.
const CHECKPOINT_EVERY: std::time::Duration = std::time::Duration::from_millis(500);

/// Copies a SQLite database's write-ahead log back into the database every half second, on a
/// connection of its own, until the pool closes. SQLite would otherwise do it inside whichever
/// commit finds the log long, and that commit would wait for the copy and its sync to disk (tens
/// of milliseconds), and every table's action with it. A passive checkpoint waits for nobody: the
/// writer goes on appending while it copies, and once all of the log has been copied the next
/// commit starts it again from its beginning.
async fn checkpoints(pool: AnyPool) {
    let mut every = tokio::time::interval(CHECKPOINT_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        if pool.is_closed() {
            return;
        }
        if let Err(error) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
            .execute(&pool)
            .await
        {
            if pool.is_closed() {
                return;
            }
            tracing::warn!(%error, "a checkpoint of the write-ahead log failed");
        }
    }
}

/// The next id of `counter`, inside the caller's transaction (one portable sequence for both
/// databases).
pub(crate) async fn next_id(conn: &mut sqlx::AnyConnection, counter: &'static str) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "UPDATE counters SET next_id = next_id + 1 WHERE name = $1 RETURNING next_id",
    )
    .bind(counter)
    .fetch_one(&mut *conn)
    .await?)
}
