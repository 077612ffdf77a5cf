//! Copies of a SQLite database: one taken while the server serves it, and one put back while it
//! is stopped (docs/operations.md). PostgreSQL has its own tools for both (`pg_dump`, and
//! point-in-time recovery from its write-ahead log), which the operations page gives.
//!
//! A copy is taken by `VACUUM INTO`: one read transaction of its own, so it is the database as of
//! one moment (every transfer whole, every table's actions with their postings), while the
//! server's writer goes on (in WAL mode a reader never blocks the writer). It is written compact,
//! as a file of its own with no journal beside it.

use std::path::{Path, PathBuf};

use sqlx::Connection;

use crate::{Backend, Result, Store, StoreError};

impl Store {
    /// Writes a consistent copy of the database to `to`, which must not exist yet.
    pub async fn backup(&self, to: &Path) -> Result<()> {
        if self.backend() != Backend::Sqlite {
            return Err(StoreError::Backup(
                "a PostgreSQL database is backed up with pg_dump (docs/operations.md)".into(),
            ));
        }
        if to.exists() {
            return Err(StoreError::Backup(format!(
                "{} exists already: a backup is written to a new file",
                to.display()
            )));
        }
        let target = to
            .to_str()
            .ok_or_else(|| StoreError::Backup("the backup's path is not UTF-8".into()))?;
        let mut conn = self.pool().acquire().await?;
        sqlx::query("VACUUM INTO $1")
            .bind(target)
            .execute(&mut *conn)
            .await?;
        private(to)?;
        Ok(())
    }
}

/// The newest migration this build knows: a backup written by a newer build is not put back.
fn newest_migration() -> i64 {
    crate::migrations::migrator()
        .iter()
        .map(|m| m.version)
        .max()
        .unwrap_or(0)
}

/// Checks that `from` is a whole SQLite database of Parlour's that this build can open: SQLite's
/// own integrity check, and its migrations none newer than this build's.
pub async fn check(from: &Path) -> Result<()> {
    let not_ours = |why: String| StoreError::Backup(format!("{}: {why}", from.display()));
    if !from.is_file() {
        return Err(not_ours("no such file".into()));
    }
    sqlx::any::install_default_drivers();
    let url = format!("sqlite://{}?mode=ro", from.display());
    let mut conn = sqlx::AnyConnection::connect(&url)
        .await
        .map_err(|e| not_ours(e.to_string()))?;
    let integrity: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&mut conn)
        .await
        .map_err(|e| not_ours(format!("not a SQLite database ({e})")))?;
    if integrity != "ok" {
        return Err(not_ours(format!(
            "it fails SQLite's integrity check: {integrity}"
        )));
    }
    let newest: Option<i64> = sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
        .fetch_one(&mut conn)
        .await
        .map_err(|_| not_ours("not a Parlour database".into()))?;
    match newest {
        None => Err(not_ours("not a Parlour database".into())),
        Some(v) if v > newest_migration() => Err(not_ours(format!(
            "written by a newer Parlour (its database is at migration {v}, this one knows {})",
            newest_migration()
        ))),
        Some(_) => {
            conn.close().await.ok();
            Ok(())
        }
    }
}

/// Puts the backup `from` in place of the database file `db`, with the server stopped: `from` is
/// checked first ([`check`]) and nothing is touched if it fails. The database that was there, with
/// its journal files, is kept beside it as `db.replaced-AT` (`AT` the time, in milliseconds since
/// the epoch), and its place taken in one rename. What it was kept as, if there was one.
pub async fn restore(from: &Path, db: &Path, at: i64) -> Result<Option<PathBuf>> {
    check(from).await?;
    let name = |suffix: &str| {
        let mut path = db.as_os_str().to_owned();
        path.push(suffix);
        PathBuf::from(path)
    };
    // Copied first next to the database, so that the last step is a rename on one filesystem.
    let incoming = name(".restoring");
    std::fs::copy(from, &incoming).map_err(io)?;
    std::fs::File::open(&incoming)
        .and_then(|f| f.sync_all())
        .map_err(io)?;
    private(&incoming)?;
    let kept = if db.exists() {
        let kept = name(&format!(".replaced-{at}"));
        // The journal files go with their database: a write-ahead log left beside the restored
        // file would be read into it.
        for journal in ["-wal", "-shm"] {
            let from = name(journal);
            if from.exists() {
                let mut to = kept.as_os_str().to_owned();
                to.push(journal);
                std::fs::rename(&from, PathBuf::from(to)).map_err(io)?;
            }
        }
        std::fs::rename(db, &kept).map_err(io)?;
        Some(kept)
    } else {
        None
    };
    std::fs::rename(&incoming, db).map_err(io)?;
    Ok(kept)
}

fn io(error: std::io::Error) -> StoreError {
    StoreError::Backup(error.to_string())
}

/// Makes a copy its owner's alone: it holds every password hash.
fn private(path: &Path) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600)).map_err(io)
}
