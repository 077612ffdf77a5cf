//! The coach at the table (docs/server.md, "The coach"): the table's hint policy, which an
//! operator sets, and the hints it gives.
//!
//! - A hint is worked out from the asker's own view, the one view function's, at the version it
//!   names: the coach reads nothing the table did not show that seat. The view is taken here, in
//!   the actor's turn; the coach's arithmetic runs on the blocking threads, a few at a time
//!   ([`crate::coach`]), and its answer goes straight to the asker's connection. So a hint never
//!   holds the table up: the actor goes on with its next command meanwhile, and the table's own
//!   messages keep their order. If the table has moved on by the time the answer is sent, the
//!   answer is still the one for the version it names (a client drops an answer older than the
//!   table it shows). A hint changes nothing and is not remembered: asked again, it is worked out
//!   again.
//! - The policy (`off`, `fresh`, `seen`) is stored with the table, with its audit entry in the same
//!   transaction fenced by the table's lease, before anything changes here; everyone following the
//!   table is then sent it afresh, saying the policy, as a pause is.

use std::sync::Arc;

use parlour_engine::Viewer;
use parlour_games::coach::{Hint as Answered, NoSpot};
use tokio::sync::oneshot;

use super::pause::Unpaused;
use super::{Actor, now_ms};
use crate::App;
use crate::coach::Unanswered;
use crate::protocol::{Hint, Outbound, ProtocolError, Worth};
use crate::table::{Asked, Hints};

/// The refusal of a hint, and why (`not_seated`, `no_coach`, `hints_off`, `seen_off`,
/// `not_your_turn`).
fn no_hint(why: &'static str, message: &str) -> ProtocolError {
    ProtocolError::new("no_hint", message).with("why", why)
}

impl Actor {
    /// Answers a hint: refused at once if the asker has no hand the table lets the coach speak of,
    /// else worked out off the actor and sent to the asker alone.
    pub(super) fn hint(&mut self, asked: Asked, hint: Hint) {
        let Some(seat) = self.seat_of(asked.person.user) else {
            let refused = no_hint("not_seated", "you do not sit at this table");
            return self.reply_error(&asked, refused);
        };
        let Some(coaching) = parlour_games::kit(self.table.game()).and_then(|k| k.coach()) else {
            let refused = no_hint("no_coach", "this game has no coach");
            return self.reply_error(&asked, refused);
        };
        if self.hints == Hints::Off {
            let refused = no_hint(
                "hints_off",
                "the room has turned the coach off at this table",
            );
            return self.reply_error(&asked, refused);
        }
        if !self.hints.allow(hint.count) {
            let refused = no_hint(
                "seen_off",
                "this table's coach counts a freshly shuffled shoe only",
            );
            return self.reply_error(&asked, refused);
        }
        if !self.table.to_act().contains(&seat) {
            return self.reply_error(&asked, not_your_turn());
        }
        // Where the answer goes: the asker's connection, which follows the table (a request
        // makes it follow).
        let Some(out) = self.followers.get(&asked.conn).map(|f| f.out.clone()) else {
            return;
        };
        let view = self.table.view(Viewer::Seat(seat));
        let (app, table, version, seq, count) = (
            Arc::clone(&self.app),
            self.id,
            self.table.version(),
            asked.seq,
            hint.count,
        );
        self.app
            .metrics
            .hints
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        tokio::spawn(async move {
            let started = std::time::Instant::now();
            let worked = app.coach.run(move || coaching.hint(&view, count)).await;
            app.metrics.hint_latency.observe(started.elapsed());
            let message = match worked {
                Ok(Ok(answered)) => answer(table, seq, version, answered).text(),
                Ok(Err(NoSpot::NotYourTurn)) => not_your_turn().to_message(Some(table), Some(seq)),
                Ok(Err(NoSpot::Inconsistent)) => {
                    tracing::error!(table, version, "the coach could not read a seat's view");
                    ProtocolError::new("server", "the coach could not read the table")
                        .to_message(Some(table), Some(seq))
                }
                Err(unanswered) => unanswered.error().to_message(Some(table), Some(seq)),
            };
            let _ = out.try_send(message);
        });
    }

    /// Sets the table's hint policy, for operator `by` whose reason is `why`: stored, with the
    /// audit entry, before anything changes here; then everyone following the table is told.
    pub(super) async fn set_hints(
        &mut self,
        by: i64,
        (hints, why): (Hints, String),
        done: oneshot::Sender<Result<(), Unpaused>>,
    ) {
        let answer = if self.closing.is_some() {
            Err(Unpaused::Closing)
        } else {
            let app = Arc::clone(&self.app);
            write_hints(&app, (self.id, self.epoch), by, (hints, &why)).await
        };
        if answer.is_ok() {
            tracing::info!(table = self.id, by, hints = hints.name(), %why, "hints set");
            self.hints = hints;
            self.send_views();
        }
        if answer == Err(Unpaused::Elsewhere) {
            self.give_up().await;
        }
        let _ = done.send(answer);
    }
}

/// The refusal of a hint to someone with no hand to play now.
fn not_your_turn() -> ProtocolError {
    no_hint("not_your_turn", "you have no hand to play now")
}

/// The coach's answer as the protocol sends it: each move's worth in chips too.
fn answer(table: i64, seq: u64, version: u64, answered: Answered) -> Outbound {
    let moves = (answered.advice.moves.iter())
        .map(|w| Worth {
            choice: w.choice,
            bets: w.bets,
            chips: answered.chips(w.bets),
        })
        .collect();
    Outbound::Hint {
        table,
        seq,
        version,
        count: answered.advice.count,
        hand: answered.hand,
        cards: answered.cards,
        bet: answered.bet,
        moves,
    }
}

/// Writes table `id`'s hint policy, the table served under `epoch`, and its audit entry, in one
/// transaction fenced by the table's lease.
async fn write_hints(
    app: &App,
    (id, epoch): (i64, i64),
    by: i64,
    (hints, why): (Hints, &str),
) -> Result<(), Unpaused> {
    let failed = |e: parlour_store::StoreError| Unpaused::Failed(e.to_string());
    let mut tx = app.store.begin_write().await.map_err(failed)?;
    if parlour_store::group::fence(&mut tx, id, app.node, epoch)
        .await
        .is_err()
    {
        return Err(Unpaused::Elsewhere);
    }
    parlour_store::tables::set_hints(&mut tx, id, hints.name())
        .await
        .map_err(failed)?;
    let subject = format!("table:{id}");
    let reason = format!("{}: {why}", hints.name());
    parlour_store::operators::audit(
        &mut tx,
        now_ms(),
        Some(by),
        ("set_hints", &subject, &reason),
    )
    .await
    .map_err(failed)?;
    tx.commit().await.map_err(failed)
}

impl Unanswered {
    /// The refusal of a hint the coach could not work out in time.
    fn error(self) -> ProtocolError {
        match self {
            Unanswered::Busy => {
                ProtocolError::new("busy", "the coach is busy; try again").with("why", "coach")
            }
            Unanswered::Failed => ProtocolError::new("server", "the coach failed"),
        }
    }
}
