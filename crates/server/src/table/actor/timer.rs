//! The turns' clocks: a timer for whoever is on turn, its generation checked when it comes.

use parlour_engine::{Seat, Viewer};

use super::play::Step;
use super::{Actor, Occupant, now_ms};
use crate::table::Command;

impl Actor {
    /// Sets the timer for whoever is on turn now: a person's turn runs out after the turn's time,
    /// a bot acts after its delay (only while a person sits at the table).
    pub(super) fn arm(&mut self) {
        self.generation += 1;
        self.deadline = None;
        // A paused table begins no round: between rounds nobody's clock runs and no bot moves.
        if self.held() {
            return;
        }
        let Some(seat) = self.table.to_act().first().copied() else {
            return;
        };
        let wait = match self.seats.get(seat.index()) {
            Some(Some(Occupant::Person(_))) => {
                // Someone away is not waited for: their turn is up at once.
                let turn = if self.long_away(seat) {
                    std::time::Duration::ZERO
                } else {
                    self.app.config.turn
                };
                self.deadline = Some((seat, now_ms() + turn.as_millis() as i64));
                turn
            }
            Some(Some(Occupant::Bot(_))) if self.people_seated() => self.app.config.bot_delay,
            _ => return,
        };
        let generation = self.generation;
        let tx = self.tx.clone();
        // The deadline is fixed now, not when the timer's task first runs. A bot that acts at
        // once needs no timer at all (and a timer due this very instant waits for the clock to
        // tick, which a paused clock never does).
        let deadline = (!wait.is_zero()).then(|| tokio::time::Instant::now() + wait);
        tokio::spawn(async move {
            if let Some(deadline) = deadline {
                tokio::time::sleep_until(deadline).await;
            }
            let _ = tx.send(Command::Timer { generation }).await;
        });
    }

    pub(super) async fn timer(&mut self, generation: u64) {
        if generation != self.generation {
            // Set for a turn that has passed: it does nothing.
            self.app
                .metrics
                .stale_timers
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            return;
        }
        let Some(seat) = self.table.to_act().first().copied() else {
            return;
        };
        let action = match self.seats.get_mut(seat.index()) {
            Some(Some(Occupant::Bot(bot))) => {
                let view = self.table.view(Viewer::Seat(seat));
                bot.act(&view)
            }
            Some(Some(Occupant::Person(_))) => {
                self.app
                    .metrics
                    .timeouts
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                self.table.timeout(seat)
            }
            _ => None,
        };
        let Some(action) = action else {
            return;
        };
        let version = self.table.version();
        if self
            .play(seat, Step::Move(action), Some(version), None)
            .await
            || self.broken
            || self.gone
            || self.table.version() != version
        {
            return;
        }
        // Refused by the engine (a bot's mistake): the seat's timeout is played instead, so the
        // table never waits on a bot.
        if !self.engine_refused(
            generation,
            seat,
            "a bot's move was refused; its timeout is played",
        ) {
            return;
        }
        if let Some(timeout) = self.table.timeout(seat)
            && self
                .play(seat, Step::Move(timeout), Some(version), None)
                .await
        {
            return;
        }
        if self.engine_refused(generation, seat, "a timeout was refused") {
            self.arm();
        }
    }

    /// After a move of `seat` on the clock of `generation` was not played: whether the engine
    /// refused it, which is logged as `what`. Otherwise a write failed, and has set the clock
    /// going again already (a new generation): there is nothing more to do.
    fn engine_refused(&self, generation: u64, seat: Seat, what: &str) -> bool {
        let refused = self.generation == generation;
        if refused {
            tracing::error!(table = self.id, seat = seat.index(), "{what}");
        }
        refused
    }
}
