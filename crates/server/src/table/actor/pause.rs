//! An operator's hold on a table: a pause, and the removal of a person suspended.
//!
//! - A paused table finishes the round in play and begins no new one: between rounds it takes no
//!   move (a seed it still takes: it changes nothing), its bots wait and no turn's clock runs.
//!   People may stand up and sit down meanwhile. Everyone following the table is sent it afresh,
//!   saying why it is paused (and again once it plays). The pause is stored with the table, so a
//!   table rebuilt after a restart or on another node stays paused; it and its audit entry are one
//!   transaction.
//! - A person suspended or banned is stood up at the next seam between rounds, their chips back
//!   in their wallet (their sessions have ended already, so they are away until then).

use tokio::sync::oneshot;

use std::sync::Arc;

use super::{Actor, now_ms};
use crate::App;
use crate::protocol::ProtocolError;
use crate::table::cashier::Purse;

/// Why an operator's hold on a table (a pause or resume, a hint policy) was not made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unpaused {
    /// The table is closing: nothing but its close is done any more.
    Closing,
    /// A resume of a table not paused (never for a hint policy).
    NotPaused,
    /// Another node serves the table now.
    Elsewhere,
    /// The write failed: in words.
    Failed(String),
}

impl Actor {
    /// Pauses the table (`Some(reason)`) or lets it play again (`None`), for operator `by` whose
    /// own reason is `why`: stored, with the audit entry, before anything changes here.
    pub(super) async fn set_paused(
        &mut self,
        by: i64,
        (paused, why): (Option<String>, String),
        done: oneshot::Sender<Result<(), Unpaused>>,
    ) {
        let answer = if self.closing.is_some() {
            Err(Unpaused::Closing)
        } else if paused.is_none() && self.paused.is_none() {
            Err(Unpaused::NotPaused)
        } else {
            let app = Arc::clone(&self.app);
            write_pause(&app, (self.id, self.epoch), by, (paused.as_deref(), &why)).await
        };
        if answer.is_ok() {
            tracing::info!(table = self.id, by, paused = paused.is_some(), %why, "paused or resumed");
            self.paused = paused;
            // Between rounds, a pause stops every clock and bot, and a resume starts them again.
            if self.table.seam() {
                self.arm();
            }
            self.refresh_summary();
            // Everyone at the table is told at once, not at their next move.
            self.send_views();
        }
        if answer == Err(Unpaused::Elsewhere) {
            self.give_up().await;
        }
        let _ = done.send(answer);
    }

    /// Whether a move is held back now: the table is paused between rounds.
    pub(super) fn held(&self) -> bool {
        self.paused.is_some() && self.table.seam()
    }

    /// The refusal of a move at a paused table.
    pub(super) fn paused_error(&self) -> ProtocolError {
        let why = self.paused.as_deref().unwrap_or_default();
        ProtocolError::new(
            "paused",
            format!(
                "the room has paused this table ({why}): no new round begins until it plays again"
            ),
        )
    }

    /// Notes that `user` is to be stood up (suspended or banned): at once if this is a seam.
    pub(super) async fn remove(&mut self, user: i64) {
        if self.seat_of(user).is_none() {
            return;
        }
        self.removing.insert(user);
        self.remove_at_seam().await;
    }

    /// Stands up, between rounds, everyone an operator has removed.
    pub(super) async fn remove_at_seam(&mut self) {
        if self.removing.is_empty() || !self.table.seam() || self.gone || self.broken {
            return;
        }
        // Nothing they asked for is made for them any more.
        let removing = std::mem::take(&mut self.removing);
        self.kept
            .retain(|k| !removing.contains(&k.asked.person.user));
        for user in removing {
            let Some(seat) = self.seat_of(user) else {
                continue;
            };
            tracing::info!(table = self.id, user, "a person suspended is stood up");
            if !self.stand_up(seat.index(), Purse::Wallet(user)).await {
                // Not written: tried again at the next command between rounds.
                self.removing.insert(user);
            }
        }
    }
}

/// Writes a pause (`Some`) or resume of table `id`, served under `epoch`, and its audit entry, in
/// one transaction fenced by the table's lease.
async fn write_pause(
    app: &App,
    (id, epoch): (i64, i64),
    by: i64,
    (paused, why): (Option<&str>, &str),
) -> Result<(), Unpaused> {
    let failed = |e: parlour_store::StoreError| Unpaused::Failed(e.to_string());
    let mut tx = app.store.begin_write().await.map_err(failed)?;
    let fenced = parlour_store::group::fence(&mut tx, id, app.node, epoch).await;
    if fenced.is_err() {
        return Err(Unpaused::Elsewhere);
    }
    parlour_store::tables::set_paused(&mut tx, id, paused)
        .await
        .map_err(failed)?;
    let action = if paused.is_some() {
        "pause_table"
    } else {
        "resume_table"
    };
    let subject = format!("table:{}", id);
    parlour_store::operators::audit(&mut tx, now_ms(), Some(by), (action, &subject, why))
        .await
        .map_err(failed)?;
    tx.commit().await.map_err(failed)
}
