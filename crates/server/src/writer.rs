//! The one writer of table actions: a group commit. Every table's actor hands its action and
//! postings to this task and waits for the answer; the task takes every job waiting, writes each
//! inside a savepoint of one transaction, commits once, and answers each job. A burst of actions
//! from many tables costs one commit (on SQLite, one turn of the single write lock) instead of one
//! each. Nobody is told of an action before its batch has committed: a table only answers and
//! tells its followers once its job is answered.

use std::time::Instant;

use parlour_store::hands::{self, NewHand};
use parlour_store::ledger::{self, Posting, Transfer};
use parlour_store::{Store, StoreError, tables};
use sqlx::Connection;
use tokio::sync::{mpsc, oneshot};

use crate::metrics::Metrics;

/// The most jobs one transaction takes.
const BATCH: usize = 512;

/// One table action to write, with the chips it moved and the round it finished.
#[derive(Debug)]
pub struct Job {
    pub table: i64,
    /// The table's version after the action.
    pub version: u64,
    pub seat: u32,
    /// The action on the wire.
    pub action: String,
    pub postings: Vec<Posting>,
    pub reason: &'static str,
    pub at: i64,
    /// The round this action finished, for the hand histories.
    pub hand: Option<Hand>,
    pub done: oneshot::Sender<Result<(), StoreError>>,
}

/// A finished round to keep with the action that finished it.
#[derive(Debug)]
pub struct Hand {
    pub game: &'static str,
    pub from_version: u64,
    /// The finished round, JSON.
    pub summary: String,
    /// The round's hand record, JSON.
    pub record: String,
    /// Who sat at the table during the round.
    pub players: Vec<i64>,
}

/// Starts the writer: where to send jobs.
pub fn spawn(store: Store, metrics: std::sync::Arc<Metrics>) -> mpsc::Sender<Job> {
    let (tx, mut rx) = mpsc::channel::<Job>(4 * BATCH);
    tokio::spawn(async move {
        while let Some(first) = rx.recv().await {
            let mut batch = vec![first];
            while batch.len() < BATCH {
                match rx.try_recv() {
                    Ok(job) => batch.push(job),
                    Err(_) => break,
                }
            }
            let started = Instant::now();
            let results = write_batch(&store, &batch).await;
            metrics.db_write_latency.observe(started.elapsed());
            for (job, result) in batch.into_iter().zip(results) {
                let _ = job.done.send(result);
            }
        }
    });
    tx
}

/// Writes a batch in one transaction, each job in a savepoint of its own, so one job refused (a
/// wallet short of chips) leaves the others written.
async fn write_batch(store: &Store, batch: &[Job]) -> Vec<Result<(), StoreError>> {
    let mut tx = match store.begin_write().await {
        Ok(tx) => tx,
        Err(error) => {
            let why = error.to_string();
            return batch
                .iter()
                .map(|_| Err(StoreError::Commit(why.clone())))
                .collect();
        }
    };
    let mut results = Vec::with_capacity(batch.len());
    for job in batch {
        let result = async {
            let mut savepoint = (*tx).begin().await?;
            write_one(&mut savepoint, job).await?;
            savepoint.commit().await?;
            Ok::<(), StoreError>(())
        }
        .await;
        results.push(result);
    }
    if let Err(error) = tx.commit().await {
        let why = error.to_string();
        return batch
            .iter()
            .map(|_| Err(StoreError::Commit(why.clone())))
            .collect();
    }
    results
}

async fn write_one(conn: &mut sqlx::AnyConnection, job: &Job) -> Result<(), StoreError> {
    tables::append(
        conn,
        job.table,
        job.version as i64,
        job.seat,
        &job.action,
        job.at,
    )
    .await?;
    if !job.postings.is_empty() {
        let key = format!("table:{}:v{}", job.table, job.version);
        ledger::post(
            conn,
            Transfer {
                key: &key,
                reason: job.reason,
                table: Some(job.table),
                postings: &job.postings,
                at: job.at,
            },
        )
        .await?;
    }
    if let Some(hand) = &job.hand {
        hands::insert(
            conn,
            NewHand {
                table: job.table,
                from_version: hand.from_version as i64,
                to_version: job.version as i64,
                game: hand.game,
                summary: &hand.summary,
                record: &hand.record,
                at: job.at,
                players: &hand.players,
            },
        )
        .await?;
    }
    Ok(())
}
