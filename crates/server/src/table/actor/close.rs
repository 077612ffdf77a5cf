//! A table nobody sits at closes: once nobody (no person, no bot) has sat at it for the room's
//! idle time, between rounds, it is closed in the database, its lease ended, and its record
//! sealed; whoever still follows it is told, and its fair shuffles are all revealed from then on.
//! It is never rebuilt again, and no longer counts among its opener's tables.

use std::time::Instant;

use super::{Actor, now_ms};
use crate::protocol::ProtocolError;

impl Actor {
    /// The keeper's round: notes since when the table has been empty, and closes it once it has
    /// been empty for the idle time.
    pub(super) async fn tidy(&mut self) {
        let empty =
            self.seats.iter().all(Option::is_none) && self.waiting.is_empty() && self.table.seam();
        if !empty {
            self.empty_since = None;
            return;
        }
        let since = *self.empty_since.get_or_insert_with(Instant::now);
        if since.elapsed() >= self.app.config.table_idle {
            self.close().await;
        }
    }

    /// Closes the table, if this node still serves it.
    async fn close(&mut self) {
        let closed = async {
            let mut tx = self.app.store.begin_write().await?;
            let closed = parlour_store::tables::close_served(
                &mut tx,
                self.id,
                self.app.node,
                self.epoch,
                now_ms(),
            )
            .await?;
            tx.commit().await?;
            Ok::<bool, parlour_store::StoreError>(closed)
        };
        match closed.await {
            Ok(true) => {}
            // Another node serves it now: this one lets it go.
            Ok(false) => return self.give_up().await,
            Err(error) => {
                tracing::warn!(table = self.id, %error, "an idle table could not be closed yet");
                return;
            }
        }
        let minutes = self.app.config.table_idle.as_secs().div_ceil(60);
        let message = ProtocolError::new(
            "closed",
            format!("the table has closed: nobody sat at it for {minutes} minutes"),
        )
        .to_message(Some(self.id), None);
        self.let_go(message);
        tracing::info!(table = self.id, "an idle table closed");
        crate::group::notify(&self.app).await;
    }
}
