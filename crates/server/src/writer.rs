//! The one writer of table actions: a group commit. Every table's actor hands its action and
//! postings to this task and waits for the answer; the task takes every job waiting, writes them
//! all in one transaction, commits once, and answers each job. A burst of actions
//! from many tables costs one commit (on SQLite, one turn of the single write lock) instead of one
//! each. Nobody is told of an action before its batch has committed: a table only answers and
//! tells its followers once its job is answered.
//!
//! Every job carries the epoch of its table's lease (docs/scaling.md). A batch first fences each of
//! its tables, in the order of their ids (so two batches never wait on each other's rows), and a
//! job whose epoch has moved on is refused with [`StoreError::Fenced`] and writes nothing.

use std::time::Instant;

use parlour_store::hands::{self, NewHand};
use parlour_store::ledger::{self, Posting, Transfer};
use parlour_store::{Script, Store, StoreError, group, seatings, tables};
use tokio::sync::{mpsc, oneshot};

use crate::metrics::Metrics;

/// The most jobs one transaction takes.
const BATCH: usize = 512;

/// One table action to write, with the chips it moved and the round it finished.
#[derive(Debug)]
pub struct Job {
    pub table: i64,
    /// The epoch of the lease the table is served under here.
    pub epoch: i64,
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
    /// The key of the request that brought it (docs/protocol.md), stored with it so that the
    /// request asked again, after any restart, is known; `None` for the table's own moves.
    pub request: Option<String>,
    /// Who sits where after it, for a person's seat change.
    pub seating: Option<Seating>,
    /// The table's snapshot after it, if one is due (kept in place of the last).
    pub snapshot: Option<String>,
    pub done: oneshot::Sender<Result<(), StoreError>>,
}

/// A person's seat change, as the store's seatings keep it: what a wallet's top-up asks, inside
/// its own write, to know whether the player sits anywhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seating {
    Sit { seat: u32, user: i64 },
    Stand { seat: u32 },
    Move { from: u32, to: u32, user: i64 },
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
    /// Those of them who sat it out.
    pub sat_out: Vec<i64>,
}

/// Starts the writer: where to send jobs.
pub fn spawn(store: Store, metrics: std::sync::Arc<Metrics>, node: i64) -> mpsc::Sender<Job> {
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
            let results = write_batch(&store, node, &batch).await;
            metrics.db_write_latency.observe(started.elapsed());

            // A batch with anything written shows the database takes writes; one whose every job
            // failed for the database's own reasons shows it does not (`/health` says so).
            let failing = results
                .iter()
                .all(|r| matches!(r, Err(StoreError::Database(_) | StoreError::Commit(_))));
            let written = results.iter().any(Result::is_ok);
            if failing || written {
                metrics
                    .writes_failing
                    .store(failing, std::sync::atomic::Ordering::Relaxed);
            }
            for (job, result) in batch.into_iter().zip(results) {
                let _ = job.done.send(result);
            }
        }
    });
    tx
}

/// Writes a batch. Nearly always every job goes in, so the batch is first written whole, as one
/// script ([`Script`]): on a SQLite file one round trip to the store's writer thread instead of
/// one a statement. If one of its jobs is refused (a wallet short of chips, a lease passed on,
/// an action out of order), each half is tried again as a script of its own, in order, down to
/// the one job, which is written statement by statement ([`write_each`]) to say why: a refusal in
/// a batch of 500 costs a few more scripts, not 500 jobs' statements one by one, which held the
/// database for half a second. A database that fails (a full disk) fails the batch whole.
async fn write_batch(store: &Store, node: i64, batch: &[Job]) -> Vec<Result<(), StoreError>> {
    let mut results: Vec<Option<Result<(), StoreError>>> = batch.iter().map(|_| None).collect();
    // The pieces still to write, the next on top: halves go on in their order, so that a
    // table's actions are written in theirs.
    let mut pieces = Vec::with_capacity(8);
    pieces.push(0..batch.len());
    while let Some(piece) = pieces.pop() {
        let jobs = &batch[piece.clone()];
        // A piece with a transfer that does not balance is no script: it is halved as one
        // refused.
        let ran = match script(node, jobs) {
            Some(script) => store.run_script(script).await,
            None => Ok(false),
        };
        match ran {
            Ok(true) => results[piece].fill_with(|| Some(Ok(()))),
            Ok(false) if jobs.len() > 1 => {
                let middle = piece.start + jobs.len() / 2;
                pieces.push(middle..piece.end);
                pieces.push(piece.start..middle);
            }
            Ok(false) => {
                let result = write_each(store, node, jobs).await.pop();
                results[piece.start] = result;
            }
            Err(_) => {
                // The database itself: what is left is tried statement by statement, and
                // answered as that goes.
                let start = piece.start;
                for (at, result) in write_each(store, node, &batch[start..])
                    .await
                    .into_iter()
                    .enumerate()
                {
                    results[start + at] = Some(result);
                }
                pieces.clear();
            }
        }
    }
    results
        .into_iter()
        .map(|result| result.expect("every job of a batch is answered"))
        .collect()
}

/// The whole batch as one script: its tables fenced in the order of their ids, then each job's
/// writes in turn, as [`write_one`] makes them. `None` for a batch with a transfer that does not
/// balance, which the statement path refuses.
fn script(node: i64, batch: &[Job]) -> Option<Script> {
    let mut script = Script::new();
    for (table, epoch) in tables_of(batch) {
        group::fence_in(&mut script, table, node, epoch);
    }
    for job in batch {
        let version = job.version as i64;
        tables::append_in(
            &mut script,
            job.table,
            version,
            job.seat,
            &job.action,
            job.at,
            job.request.as_deref(),
        );
        if let Some(state) = &job.snapshot {
            tables::keep_snapshot_in(&mut script, job.table, version, state);
        }
        match job.seating {
            Some(Seating::Sit { seat, user }) => {
                seatings::stand_in(&mut script, job.table, seat);
                seatings::sit_in(&mut script, job.table, seat, user);
            }
            Some(Seating::Stand { seat }) => seatings::stand_in(&mut script, job.table, seat),
            Some(Seating::Move { from, to, user }) => {
                seatings::stand_in(&mut script, job.table, from);
                seatings::stand_in(&mut script, job.table, to);
                seatings::sit_in(&mut script, job.table, to, user);
            }
            None => {}
        }
        if !job.postings.is_empty() {
            let key = transfer_key(job);
            ledger::post_in(&mut script, transfer(job, &key)).ok()?;
        }
        if let Some(hand) = &job.hand {
            hands::insert_in(&mut script, new_hand(job, hand));
        }
    }
    Some(script)
}

/// The tables of a batch with their epochs, each once, in the order of their ids (so two
/// batches never wait on each other's rows).
fn tables_of(batch: &[Job]) -> Vec<(i64, i64)> {
    let mut tables: Vec<(i64, i64)> = batch.iter().map(|j| (j.table, j.epoch)).collect();
    tables.sort_unstable();
    tables.dedup();
    tables
}

/// Fences every table of the batch, in the order of their ids: the tables (and epochs) that this
/// node no longer holds.
async fn fence(
    conn: &mut sqlx::AnyConnection,
    node: i64,
    batch: &[Job],
) -> Result<Vec<(i64, i64)>, StoreError> {
    let mut fenced = Vec::new();
    for (table, epoch) in tables_of(batch) {
        match group::fence(conn, table, node, epoch).await {
            Ok(()) => {}
            Err(StoreError::Fenced { .. }) => fenced.push((table, epoch)),
            Err(other) => return Err(other),
        }
    }
    Ok(fenced)
}

/// Writes a batch in one transaction, each job in a savepoint of its own (a fenced job writes
/// nothing).
async fn write_each(store: &Store, node: i64, batch: &[Job]) -> Vec<Result<(), StoreError>> {
    let mut tx = match store.begin_write().await {
        Ok(tx) => tx,
        Err(error) => return all_failed(batch, &error),
    };
    let fenced = match fence(&mut tx, node, batch).await {
        Ok(fenced) => fenced,
        Err(error) => return all_failed(batch, &error),
    };
    let mut results = Vec::with_capacity(batch.len());
    for job in batch {
        if fenced.contains(&(job.table, job.epoch)) {
            results.push(Err(StoreError::Fenced {
                table: job.table,
                epoch: job.epoch,
            }));
            continue;
        }
        let result = async {
            let mut savepoint = tx.savepoint().await?;
            match write_one(&mut savepoint, job).await {
                Ok(()) => savepoint.release().await,
                Err(refused) => {
                    savepoint.rollback().await?;
                    Err(refused)
                }
            }
        }
        .await;
        results.push(result);
    }
    if let Err(error) = tx.commit().await {
        return all_failed(batch, &error);
    }
    results
}

/// The answer to a batch none of which could be written.
fn all_failed(batch: &[Job], error: &dyn std::fmt::Display) -> Vec<Result<(), StoreError>> {
    let why = error.to_string();
    batch
        .iter()
        .map(|_| Err(StoreError::Commit(why.clone())))
        .collect()
}

async fn write_one(conn: &mut sqlx::AnyConnection, job: &Job) -> Result<(), StoreError> {
    tables::append(
        conn,
        job.table,
        job.version as i64,
        job.seat,
        &job.action,
        job.at,
        job.request.as_deref(),
    )
    .await?;
    // Right after its action, in the same transaction: a snapshot is never ahead of the actions.
    if let Some(state) = &job.snapshot {
        tables::keep_snapshot(conn, job.table, job.version as i64, state).await?;
    }
    // The engine has seated, stood or moved the player already: the rows follow it, whatever
    // they held (a seat the table says is empty is empty).
    match job.seating {
        Some(Seating::Sit { seat, user }) => {
            seatings::stand(conn, job.table, seat).await?;
            seatings::sit(conn, job.table, seat, user).await?;
        }
        Some(Seating::Stand { seat }) => {
            seatings::stand(conn, job.table, seat).await?;
        }
        Some(Seating::Move { from, to, user }) => {
            seatings::stand(conn, job.table, from).await?;
            seatings::stand(conn, job.table, to).await?;
            seatings::sit(conn, job.table, to, user).await?;
        }
        None => {}
    }
    if !job.postings.is_empty() {
        let key = transfer_key(job);
        ledger::post(conn, transfer(job, &key)).await?;
    }
    if let Some(hand) = &job.hand {
        hands::insert(conn, new_hand(job, hand)).await?;
    }
    Ok(())
}

/// The key of the transfer of a table's action: the table and the version it took it to.
fn transfer_key(job: &Job) -> String {
    format!("table:{}:v{}", job.table, job.version)
}

fn transfer<'a>(job: &'a Job, key: &'a str) -> Transfer<'a> {
    Transfer {
        key,
        reason: job.reason,
        table: Some(job.table),
        postings: &job.postings,
        at: job.at,
    }
}

fn new_hand<'a>(job: &'a Job, hand: &'a Hand) -> NewHand<'a> {
    NewHand {
        table: job.table,
        from_version: hand.from_version as i64,
        to_version: job.version as i64,
        game: hand.game,
        summary: &hand.summary,
        record: &hand.record,
        at: job.at,
        players: &hand.players,
        sat_out: &hand.sat_out,
    }
}

#[cfg(test)]
mod tests {
    use parlour_store::Account;
    use parlour_store::tables::NewTable;

    use super::*;

    fn job(table: i64, postings: Vec<Posting>) -> Job {
        Job {
            table,
            epoch: 1,
            version: 1,
            seat: 0,
            action: r#"{"action":"stand"}"#.into(),
            postings,
            reason: "stand",
            at: 1,
            hand: None,
            request: None,
            seating: None,
            snapshot: None,
            done: oneshot::channel().0,
        }
    }

    /// A batch with one action refused is written again action by action: the refused ones (a
    /// wallet short of chips, a table whose lease has passed to another node) leave nothing, the
    /// others are written.
    #[tokio::test]
    async fn one_refused_action_leaves_the_rest_of_its_batch_written() {
        let dir = std::env::temp_dir().join(format!("parlour-writer-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let store = Store::open(&format!("sqlite://{}", dir.join("t.db").display()))
            .await
            .unwrap();
        let mut conn = store.pool().acquire().await.unwrap();
        let node = group::register(&mut conn, "main", "http://main", 0)
            .await
            .unwrap();
        let mut tables = Vec::new();
        for _ in 0..4 {
            let new = NewTable {
                game: "casino",
                rules: r#""casino""#,
                players: "[]",
                deal_key: "00",
                created_by: None,
                at: 0,
            };
            let table = tables::create(&mut conn, new).await.unwrap();
            group::place(&mut conn, table, node, "{}").await.unwrap();
            let lease = group::Lease {
                table,
                node,
                epoch: 0,
                handed: true,
            };
            assert_eq!(
                group::claim(&mut conn, &lease, node).await.unwrap(),
                Some(1)
            );
            tables.push(table);
        }
        // The last table's lease is handed on: this node's epoch 1 is fenced off.
        assert!(
            group::hand_over(&mut conn, tables[3], node, 1, node)
                .await
                .unwrap()
        );
        // The middle one pays a seat from a wallet that holds nothing.
        let short = Posting::pair(
            Account::Wallet(7),
            Account::Seat {
                table: tables[1],
                seat: 0,
            },
            50,
        );
        let batch = vec![
            job(tables[0], Vec::new()),
            job(tables[1], short.to_vec()),
            job(tables[2], Vec::new()),
            job(tables[3], Vec::new()),
        ];
        let results = write_batch(&store, node, &batch).await;
        assert!(results[0].is_ok() && results[2].is_ok(), "{results:?}");
        assert!(
            matches!(results[1], Err(StoreError::Insufficient { .. })),
            "{results:?}"
        );
        assert!(
            matches!(results[3], Err(StoreError::Fenced { epoch: 1, .. })),
            "{results:?}"
        );
        let mut versions = Vec::new();
        for &table in &tables {
            versions.push(tables::version_of(&mut conn, table).await.unwrap());
        }
        assert_eq!(versions, [1, 0, 1, 0]);
        drop(conn);
        store.close().await;
        let _ = std::fs::remove_dir_all(&dir);
    }
}
