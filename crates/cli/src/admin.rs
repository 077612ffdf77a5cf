//! `parlour admin grant NAME`: makes an account one of the room's operators, from the room's own
//! machine (whoever can run this can read the database anyway). The grant is written to the
//! audit log with it, as every operator action is, by nobody (the command line).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::backup::run_one;
use crate::serve::data_folder;

#[derive(Debug, Parser)]
pub struct Args {
    #[command(subcommand)]
    command: Admin,
}

#[derive(Debug, Subcommand)]
enum Admin {
    /// Make the account NAME an operator of the room.
    Grant {
        /// The account's name.
        name: String,
        /// Why, for the audit log.
        #[arg(long, default_value = "granted on the room's own machine")]
        reason: String,
        /// The room's data folder (default: ~/.parlour), for its SQLite database.
        #[arg(long)]
        data: Option<PathBuf>,
        /// The room's database, if not the data folder's (`postgres://...`).
        #[arg(long)]
        db: Option<String>,
    },
}

pub fn run(args: &Args) -> ExitCode {
    let Admin::Grant {
        name,
        reason,
        data,
        db,
    } = &args.command;
    // A SQLite room's file must be there: opening a missing one would make an empty room.
    let file = db
        .is_none()
        .then(|| data_folder(data.clone()).join("parlour.db"));
    let url = match (db, &file) {
        (Some(db), _) => db.clone(),
        (None, Some(file)) => format!("sqlite://{}", file.display()),
        (None, None) => unreachable!("a file without a database URL"),
    };
    run_one("admin", async {
        if let Some(file) = file.as_deref().filter(|f| !f.is_file()) {
            return Err(format!("no room's database at {}", file.display()));
        }
        let store = parlour_store::Store::open(&url)
            .await
            .map_err(|e| e.to_string())?;
        let granted = grant(&store, name, reason).await;
        store.close().await;
        granted
    })
}

/// Grants, and logs the grant, in one transaction.
async fn grant(store: &parlour_store::Store, name: &str, reason: &str) -> Result<String, String> {
    use parlour_store::{accounts, operators};
    let at = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    let mut tx = store.begin_write().await.map_err(|e| e.to_string())?;
    let Some(user) = accounts::find_by_name(&mut tx, name)
        .await
        .map_err(|e| e.to_string())?
    else {
        return Err(format!("no account named {name:?}"));
    };
    if !operators::grant(&mut tx, user.id, at)
        .await
        .map_err(|e| e.to_string())?
    {
        return Ok(format!("{} is an operator already", user.name));
    }
    let subject = format!("user:{}", user.id);
    operators::audit(&mut tx, at, None, ("grant_operator", &subject, reason))
        .await
        .map_err(|e| e.to_string())?;
    tx.commit().await.map_err(|e| e.to_string())?;
    Ok(format!("{} is an operator of the room", user.name))
}
