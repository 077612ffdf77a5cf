//! The store's write transaction: one pool connection that holds the database's write lock from
//! its `BEGIN` to its `COMMIT` or `ROLLBACK`, and that goes back to the pool only once its
//! transaction has ended cleanly.
//!
//! sqlx's own `Transaction` returns its connection to the pool whatever became of it. When a
//! `COMMIT` fails (SQLite on a full disk) the connection goes back still inside its transaction,
//! and sqlx still counts it as one, so every later write on it fails ("attempted to call
//! begin_with at non-zero transaction depth") until the process stops. Here the transaction is
//! the store's own, issued as plain statements, and a connection whose transaction did not end
//! cleanly is closed: closing it rolls back whatever it held, and the pool opens a fresh one.

use std::ops::{Deref, DerefMut};
use std::time::Duration;

use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyConnection, AnyPool};

use crate::{Backend, Result, StoreError};

/// The PostgreSQL advisory lock every write transaction holds ([`crate::Store::begin_write`]).
const WRITE_LOCK: i64 = 0x0070_6172_6c6f_7572; // "parlour"

/// How long closing a connection that failed may take before it is let go: closing is a message
/// to SQLite's thread or PostgreSQL's socket, quick unless the database is away, and the caller
/// is waiting for its answer.
const CLOSE_WAIT: Duration = Duration::from_secs(2);

/// A write transaction ([`crate::Store::begin_write`]). It derefs to the connection, so the
/// store's functions take `&mut tx`.
///
/// It ends with [`WriteTx::commit`] or [`WriteTx::rollback`]. If either fails, or if it is
/// dropped without either (an error returned early, a request given up), its connection is
/// closed rather than given back to the pool: a drop cannot wait for a `ROLLBACK`, and a
/// connection still inside a transaction must never be handed to the next writer.
#[derive(Debug)]
pub struct WriteTx {
    /// Taken only by `commit` and `rollback`, which end the transaction.
    conn: Option<PoolConnection<Any>>,
    /// A savepoint was left neither released nor rolled back, or ending one failed: what the
    /// transaction holds is not known to be what its writer meant, so it may not commit.
    broken: bool,
}

impl WriteTx {
    /// Takes a connection from the pool and begins its transaction, holding the write lock.
    pub(crate) async fn begin(pool: &AnyPool, backend: Backend) -> Result<WriteTx> {
        let mut tx = WriteTx {
            conn: Some(pool.acquire().await?),
            broken: false,
        };
        // From here a failure (or the caller giving up on this future) drops `tx`, which closes
        // the connection: whether the `BEGIN` took effect is then not known.
        match backend {
            Backend::Sqlite => {
                sqlx::raw_sql("BEGIN IMMEDIATE").execute(&mut *tx).await?;
            }
            Backend::Postgres => {
                sqlx::raw_sql("BEGIN").execute(&mut *tx).await?;
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(WRITE_LOCK)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        Ok(tx)
    }

    /// Commits. The connection goes back to the pool only if the commit succeeded; otherwise it
    /// is closed, which rolls back what the transaction held if the database had not already.
    pub async fn commit(mut self) -> Result<()> {
        if self.broken {
            close(self.take()).await;
            return Err(StoreError::Commit(
                "a savepoint of the transaction did not end cleanly".into(),
            ));
        }
        self.end("COMMIT").await
    }

    /// Rolls back. The connection goes back to the pool only if the rollback succeeded.
    pub async fn rollback(self) -> Result<()> {
        self.end("ROLLBACK").await
    }

    /// Ends the transaction with `sql`. The connection stays in `self` while the statement runs,
    /// so a caller giving up on this future drops it still inside its transaction, and closes it.
    async fn end(mut self, sql: &'static str) -> Result<()> {
        let ended = sqlx::raw_sql(sql).execute(&mut *self).await;
        let conn = self.take();
        match ended {
            // Back to the pool, its transaction over.
            Ok(_) => Ok(()),
            Err(error) => {
                close(conn).await;
                Err(error.into())
            }
        }
    }

    /// The connection, as the transaction ends.
    fn take(&mut self) -> PoolConnection<Any> {
        self.conn
            .take()
            .expect("a WriteTx holds its connection until it ends")
    }

    /// Starts a part of the transaction that can be undone alone ([`Savepoint::rollback`]) or
    /// kept ([`Savepoint::release`]). One at a time: the savepoint borrows the transaction.
    pub async fn savepoint(&mut self) -> Result<Savepoint<'_>> {
        if let Err(error) = sqlx::raw_sql("SAVEPOINT part").execute(&mut **self).await {
            self.broken = true;
            return Err(error.into());
        }
        Ok(Savepoint {
            tx: self,
            open: true,
        })
    }
}

/// Closes a connection that must not go back to the pool, letting the pool open another.
async fn close(conn: PoolConnection<Any>) {
    match tokio::time::timeout(CLOSE_WAIT, conn.close()).await {
        Ok(Ok(())) => {}
        Ok(Err(error)) => tracing::warn!(%error, "closing a failed write connection"),
        // Dropped unclosed: its socket or SQLite handle goes with it all the same.
        Err(_) => tracing::warn!("closing a failed write connection took too long"),
    }
}

impl Deref for WriteTx {
    type Target = AnyConnection;

    fn deref(&self) -> &AnyConnection {
        self.conn
            .as_deref()
            .expect("a WriteTx holds its connection until it ends")
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut AnyConnection {
        self.conn
            .as_deref_mut()
            .expect("a WriteTx holds its connection until it ends")
    }
}

impl Drop for WriteTx {
    fn drop(&mut self) {
        if let Some(mut conn) = self.conn.take() {
            // Still inside its transaction: closed (in the background) instead of returned.
            conn.close_on_drop();
        }
    }
}

/// A part of a [`WriteTx`] that can be undone alone: the writer keeps each job of a batch in
/// one, so that a job refused leaves the others written. It derefs to the connection.
///
/// It ends with [`Savepoint::release`] or [`Savepoint::rollback`]. One dropped without either,
/// or whose end fails, leaves its transaction unable to commit: what the part wrote is then
/// neither surely kept nor surely undone.
#[derive(Debug)]
pub struct Savepoint<'t> {
    tx: &'t mut WriteTx,
    open: bool,
}

impl Savepoint<'_> {
    /// Keeps what the part wrote, in the transaction.
    pub async fn release(mut self) -> Result<()> {
        self.end(&["RELEASE SAVEPOINT part"]).await
    }

    /// Undoes what the part wrote; the rest of the transaction goes on. (On PostgreSQL this also
    /// clears the error state a failed statement leaves a transaction in.)
    pub async fn rollback(mut self) -> Result<()> {
        // `ROLLBACK TO` keeps the savepoint; it is released too, so none is left behind.
        self.end(&["ROLLBACK TO SAVEPOINT part", "RELEASE SAVEPOINT part"])
            .await
    }

    async fn end(&mut self, statements: &[&'static str]) -> Result<()> {
        self.open = false;
        for &sql in statements {
            if let Err(error) = sqlx::raw_sql(sql).execute(&mut **self.tx).await {
                self.tx.broken = true;
                return Err(error.into());
            }
        }
        Ok(())
    }
}

impl Deref for Savepoint<'_> {
    type Target = AnyConnection;

    fn deref(&self) -> &AnyConnection {
        self.tx
    }
}

impl DerefMut for Savepoint<'_> {
    fn deref_mut(&mut self) -> &mut AnyConnection {
        self.tx
    }
}

impl Drop for Savepoint<'_> {
    fn drop(&mut self) {
        if self.open {
            self.tx.broken = true;
        }
    }
}
