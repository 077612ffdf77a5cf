//! `parlour backup FILE` and `parlour restore FILE`: a SQLite room's database copied while the
//! server serves it, and put back while it is stopped (docs/operations.md; a PostgreSQL room uses
//! `pg_dump` and its own recovery).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

use crate::serve::data_folder;

#[derive(Debug, Parser)]
pub struct BackupArgs {
    /// The file to write the copy to (it must not exist yet).
    file: PathBuf,
    /// The room's data folder (default: ~/.parlour), whose parlour.db is copied.
    #[arg(long)]
    data: Option<PathBuf>,
}

#[derive(Debug, Parser)]
pub struct RestoreArgs {
    /// The copy to put back (one `parlour backup` wrote).
    file: PathBuf,
    /// The room's data folder (default: ~/.parlour), whose parlour.db it replaces; the server
    /// must be stopped.
    #[arg(long)]
    data: Option<PathBuf>,
}

/// One task on a runtime of its own, its error said after `what`.
pub fn run_one<F: std::future::Future<Output = Result<String, String>>>(
    what: &str,
    task: F,
) -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("parlour {what}: {error}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(task) {
        Ok(said) => {
            println!("{said}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("parlour {what}: {error}");
            ExitCode::FAILURE
        }
    }
}

pub fn backup(args: &BackupArgs) -> ExitCode {
    let db = data_folder(args.data.clone()).join("parlour.db");
    run_one("backup", async {
        if !db.is_file() {
            return Err(format!("no database at {}", db.display()));
        }
        let url = format!("sqlite://{}", db.display());
        let store = parlour_store::Store::open(&url)
            .await
            .map_err(|e| e.to_string())?;
        let taken = store.backup(&args.file).await.map_err(|e| e.to_string());
        store.close().await;
        taken?;
        Ok(format!(
            "{} copied to {}",
            db.display(),
            args.file.display()
        ))
    })
}

pub fn restore(args: &RestoreArgs) -> ExitCode {
    let data = data_folder(args.data.clone());
    let db = data.join("parlour.db");
    run_one("restore", async {
        std::fs::create_dir_all(&data).map_err(|e| e.to_string())?;
        let at = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64);
        let kept = parlour_store::backup::restore(&args.file, &db, at)
            .await
            .map_err(|e| e.to_string())?;
        Ok(match kept {
            Some(kept) => format!(
                "{} put back as {}; the database it replaced is kept as {}",
                args.file.display(),
                db.display(),
                kept.display()
            ),
            None => format!("{} put back as {}", args.file.display(), db.display()),
        })
    })
}
