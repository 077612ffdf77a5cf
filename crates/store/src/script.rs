//! A batch of writes run as one: every statement written down first, then run in one transaction
//! that commits only if each statement changed the rows it was expected to.
//!
//! The table writer's batches are a dozen statements a table action (its lease fenced, the action
//! appended, each account of its transfer changed, the transfer and its postings, its round's
//! hand). Through sqlx each statement is a round trip to the database: on SQLite a message to the
//! connection's own thread and back, measured at 30 µs on a 2-core machine under no load and far
//! more under load, when every thread switch waits its turn for a core. Those round trips, not
//! SQLite's work, were most of the time the writer held the database lock. So on a SQLite file a
//! script is handed whole to a thread of its own ([`Direct`]), which runs it on its own connection
//! with cached prepared statements: one round trip a batch. On PostgreSQL (or SQLite in memory,
//! which one connection holds) it runs statement by statement through the pool.
//!
//! A script cannot branch on what a statement found, so each statement is written to change a
//! known number of rows when all is as the writer expects: a row that must follow the last one
//! stored goes in only if it does, a fence changes its lease only if it is still held. Any
//! shortfall, or a statement the database refuses (a wallet below zero breaks its `CHECK`, a key
//! used twice its unique index), rolls the whole script back and answers false: the caller then
//! writes the same things statement by statement with the store's own functions, which say what
//! was wrong. Those stay the authority; a script is their fast way when nothing is wrong.

use std::sync::Mutex;
use std::sync::mpsc;

use sqlx::AnyConnection;
use tokio::sync::oneshot;

use crate::{Result, StoreError};

/// A value bound to a statement's `$1`, `$2`, ...
#[derive(Debug, Clone)]
pub(crate) enum Value {
    Int(i64),
    Text(String),
    Null,
}

impl From<i64> for Value {
    fn from(n: i64) -> Value {
        Value::Int(n)
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::Text(text.to_owned())
    }
}

impl From<Option<&str>> for Value {
    fn from(text: Option<&str>) -> Value {
        text.map_or(Value::Null, Value::from)
    }
}

impl From<Option<i64>> for Value {
    fn from(n: Option<i64>) -> Value {
        n.map_or(Value::Null, Value::Int)
    }
}

/// How many rows a statement changes when all is as expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rows {
    Exactly(u64),
    /// However many: a clearing out (a seat emptied whoever sat there).
    Any,
}

#[derive(Debug)]
struct Statement {
    sql: &'static str,
    args: Vec<Value>,
    rows: Rows,
}

/// Statements to run in one transaction, each with the rows it must change.
#[derive(Debug, Default)]
pub struct Script {
    statements: Vec<Statement>,
}

impl Script {
    pub fn new() -> Script {
        Script::default()
    }

    /// Adds `sql`, its `$1`, `$2`, ... bound to `args` in order.
    pub(crate) fn push(&mut self, sql: &'static str, args: Vec<Value>, rows: Rows) {
        self.statements.push(Statement { sql, args, rows });
    }

    pub fn is_empty(&self) -> bool {
        self.statements.is_empty()
    }

    /// Runs every statement through `conn`, inside the caller's transaction: whether each
    /// changed the rows it had to (a statement a constraint refused did not). False, or an
    /// error, leaves the transaction holding whatever ran: the caller rolls it back.
    pub(crate) async fn run_through(self, conn: &mut AnyConnection) -> Result<bool> {
        for statement in self.statements {
            let mut query = sqlx::query(statement.sql);
            for value in statement.args {
                query = match value {
                    Value::Int(n) => query.bind(n),
                    Value::Text(text) => query.bind(text),
                    Value::Null => query.bind(None::<String>),
                };
            }
            let changed = match query.execute(&mut *conn).await {
                Ok(done) => done.rows_affected(),
                Err(error) if is_refusal(&error) => return Ok(false),
                Err(error) => return Err(error.into()),
            };
            if !statement.rows.allows(changed) {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

impl Rows {
    fn allows(self, changed: u64) -> bool {
        match self {
            Rows::Exactly(rows) => changed == rows,
            Rows::Any => true,
        }
    }
}

type Order = (Script, oneshot::Sender<Result<bool>>);

/// A SQLite file's writer thread: runs each script handed to it in one transaction on its own
/// connection, and answers whether it committed.
#[derive(Debug)]
pub(crate) struct Direct {
    /// Taken at [`Direct::stop`]: the thread ends with the channel, closing its connection.
    orders: Mutex<Option<mpsc::Sender<Order>>>,
}

impl Direct {
    /// Starts the thread for the database file `path`. Its connection is opened on the thread;
    /// if it cannot be, every script is answered with the error, and the caller goes the
    /// statement way through the pool.
    pub(crate) fn start(path: std::path::PathBuf) -> std::io::Result<Direct> {
        let (orders, inbox) = mpsc::channel::<Order>();
        std::thread::Builder::new()
            .name("parlour-writer".into())
            .spawn(move || serve(&path, &inbox))?;
        Ok(Direct {
            orders: Mutex::new(Some(orders)),
        })
    }

    /// Runs `script` on the thread: true if it committed, false (or an error) if it rolled back.
    pub(crate) async fn run(&self, script: Script) -> Result<bool> {
        let (answer, answered) = oneshot::channel();
        let sent = self
            .orders
            .lock()
            .expect("the writer's channel is never left poisoned")
            .as_ref()
            .map(|orders| orders.send((script, answer)));
        if !matches!(sent, Some(Ok(()))) {
            return Err(StoreError::Commit("the store is closed".into()));
        }
        answered
            .await
            .map_err(|_| StoreError::Commit("the writer thread stopped".into()))?
    }

    /// Lets the thread end once it has answered what it was given.
    pub(crate) fn stop(&self) {
        self.orders
            .lock()
            .expect("the writer's channel is never left poisoned")
            .take();
    }
}

/// The thread: opens its connection (again after one that failed), then runs each script.
fn serve(path: &std::path::Path, inbox: &mpsc::Receiver<Order>) {
    let mut conn: Option<rusqlite::Connection> = None;
    for (script, answer) in inbox {
        let result = match &mut conn {
            Some(conn) => run(conn, script),
            None => match open(path) {
                Ok(opened) => run(conn.insert(opened), script),
                Err(error) => Err(error),
            },
        };
        // A connection left inside a transaction (a failed `ROLLBACK`) is not used again.
        if conn.as_ref().is_some_and(|c| !c.is_autocommit()) {
            conn = None;
        }
        let _ = answer.send(refused_or_failed(result));
    }
}

fn open(path: &std::path::Path) -> rusqlite::Result<rusqlite::Connection> {
    let conn = rusqlite::Connection::open_with_flags(
        path,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    // As the pool's connections are set ([`crate::Store::open`]): durable across a crash of the
    // process, foreign keys checked, the write lock waited for, no checkpoint at a commit.
    conn.execute_batch(
        "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; \
         PRAGMA wal_autocheckpoint = 0;",
    )?;
    conn.set_prepared_statement_cache_capacity(64);
    Ok(conn)
}

/// Runs `script` in one transaction: committed if every statement changed what it had to.
fn run(conn: &mut rusqlite::Connection, script: Script) -> rusqlite::Result<bool> {
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    for statement in script.statements {
        let mut prepared = tx.prepare_cached(statement.sql)?;
        for (at, value) in statement.args.into_iter().enumerate() {
            // The store's SQL names its places `$1`, `$2`, ...: SQLite numbers a statement's
            // places by their first appearance, so each is found by its name.
            let index = prepared
                .parameter_index(PLACES[at])?
                .ok_or(rusqlite::Error::InvalidParameterName(PLACES[at].into()))?;
            match value {
                Value::Int(n) => prepared.raw_bind_parameter(index, n)?,
                Value::Text(text) => prepared.raw_bind_parameter(index, text)?,
                Value::Null => prepared.raw_bind_parameter(index, rusqlite::types::Null)?,
            }
        }
        let changed = prepared.raw_execute()? as u64;
        if !statement.rows.allows(changed) {
            // Dropping the transaction rolls it back.
            return Ok(false);
        }
    }
    tx.commit()?;
    Ok(true)
}

/// The names of a statement's places, in order.
const PLACES: [&str; 12] = [
    "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9", "$10", "$11", "$12",
];

/// A statement refused by a constraint (a balance below zero, a key used twice) is a script
/// whose writes were not as expected: false. Any other error is the database's own (a full disk).
fn refused_or_failed(result: rusqlite::Result<bool>) -> Result<bool> {
    match result {
        Err(rusqlite::Error::SqliteFailure(error, _))
            if error.code == rusqlite::ErrorCode::ConstraintViolation =>
        {
            Ok(false)
        }
        Err(error) => Err(StoreError::Commit(error.to_string())),
        Ok(committed) => Ok(committed),
    }
}

/// Whether a database error is a constraint's refusal of a statement, not a failure.
pub(crate) fn is_refusal(error: &sqlx::Error) -> bool {
    use sqlx::error::ErrorKind;
    error.as_database_error().is_some_and(|e| {
        matches!(
            e.kind(),
            ErrorKind::UniqueViolation
                | ErrorKind::ForeignKeyViolation
                | ErrorKind::NotNullViolation
                | ErrorKind::CheckViolation
        )
    })
}
