//! An action through the engine, into the database with its postings, and out to every follower:
//! the one path every accepted action takes.

use parlour_engine::{Seat, Viewer};
use parlour_store::StoreError;
use parlour_store::ledger::{Account, Posting};
use serde_json::{Value, json};
use tokio::sync::oneshot;

use super::{Actor, Counterpart, now_ms};
use crate::App;
use crate::protocol::ProtocolError;
use crate::table::Person;
use crate::table::history::Entry;
use crate::writer::{Hand, Job};

impl Actor {
    /// A seated person's action: refused here if it is a bet over their own limit, else played.
    pub(super) async fn act(
        &mut self,
        conn: u64,
        person: Person,
        seq: u64,
        version: Option<u64>,
        action: Value,
    ) {
        if let Some(seat) = self.check(conn, &person, seq) {
            if let Some(error) = over_limit(&self.app, &person, &action).await {
                self.reply_error(conn, seq, error);
            } else {
                self.play(seat, action, version, Counterpart::Play, Some((conn, seq)))
                    .await;
            }
        }
    }

    /// Tries `action` by `seat` on a copy of the table; if the engine accepts it, writes it with
    /// its postings in one transaction, keeps the copy, answers the sender and tells everyone.
    /// Whether it was accepted and written.
    pub(super) async fn play(
        &mut self,
        seat: Seat,
        action: Value,
        version: Option<u64>,
        counterpart: Counterpart,
        sender: Option<(u64, u64)>,
    ) -> bool {
        let before: Vec<u64> = self.table.players().iter().map(|p| p.chips).collect();
        let held_before = self.table.held_apart();
        // Applied to the table itself (a refusal changes nothing); if the write then fails, the
        // table is put back as stored.
        let new_version = match self.table.apply(seat, &action, version) {
            Ok(v) => v,
            Err(refused) => {
                if let Some((conn, seq)) = sender {
                    self.app
                        .metrics
                        .refusals
                        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let message = json!({
                        "type": "refused",
                        "table": self.id,
                        "seq": seq,
                        "refusal": refused.refusal,
                        "message": refused.sentence,
                    })
                    .to_string();
                    self.reply(conn, message);
                }
                return false;
            }
        };
        // The chips each seat gained or lost, what the table holds apart gained or lost (a kitty,
        // a pot: the table's own account; at a casino table the house's, the counterpart of
        // play), and their sum's counterpart.
        let after: Vec<u64> = self.table.players().iter().map(|p| p.chips).collect();
        let mut postings = Vec::new();
        let mut sum: i64 = 0;
        let casino = self.table.game() == "casino";
        let held = (self.table.held_apart() - held_before) as i64;
        if !casino && held != 0 {
            sum += held;
            postings.push(Posting {
                account: Account::Held { table: self.id },
                amount: held,
            });
        }
        for (index, &chips) in after.iter().enumerate() {
            let was = before.get(index).copied().unwrap_or(0);
            let delta = chips as i64 - was as i64;
            if delta != 0 {
                sum += delta;
                postings.push(Posting {
                    account: Account::Seat {
                        table: self.id,
                        seat: index as u32,
                    },
                    amount: delta,
                });
            }
        }
        if sum != 0 {
            let account = match counterpart {
                Counterpart::Play if casino => Account::House,
                Counterpart::Wallet(user) => Account::Wallet(user),
                Counterpart::Grants => Account::Grants,
                // Play at a home or Palace table, or a move, only moves chips about the table.
                Counterpart::Play | Counterpart::None => {
                    tracing::error!(table = self.id, "an action changed the chips on the table");
                    self.restore().await;
                    return false;
                }
            };
            postings.push(Posting {
                account,
                amount: -sum,
            });
        }
        let reason = reason_of(&action);
        // A round this action finished goes to the hand histories of everyone who sat in it.
        // Only a round that showed every card it dealt: its record may show nobody a card they
        // did not see at the table.
        let hand = self
            .table
            .finished_round()
            .filter(|r| r.public)
            .map(|round| Hand {
                game: self.table.game(),
                from_version: round.from_version,
                summary: round.finished.to_string(),
                record: round.record.to_string(),
                players: self.in_round.iter().copied().collect(),
            });
        let finished = hand.is_some();
        let job = |done| Job {
            table: self.id,
            epoch: self.epoch,
            version: new_version,
            seat: seat.index() as u32,
            action: action.to_string(),
            postings,
            reason,
            at: now_ms(),
            hand,
            done,
        };
        if let Err(error) = write(&self.app, job).await {
            // Refused by the fence, or failed another way (a paused node's connection ended by the
            // database) while another node took the table: nothing was written, and the table is
            // theirs to play.
            let fenced = matches!(error, StoreError::Fenced { .. });
            if fenced {
                self.app
                    .metrics
                    .fenced
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
            if fenced || !self.lease_held().await {
                self.give_up().await;
                return false;
            }
            if let Some((conn, seq)) = sender {
                let error = match error {
                    StoreError::Insufficient { balance, .. } => ProtocolError::new(
                        "wallet",
                        format!("your wallet holds {balance} chips, not enough"),
                    ),
                    other => {
                        tracing::error!(table = self.id, %other, "an action could not be written");
                        ProtocolError::new(
                            "server",
                            "the action could not be written; nothing changed",
                        )
                    }
                };
                self.reply_error(conn, seq, error);
            }
            self.restore().await;
            return false;
        }
        self.app
            .metrics
            .actions
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if finished {
            self.in_round = self.people();
        }
        self.at_seam = finished || (self.at_seam && reason != "settle");
        if let Some((conn, seq)) = sender {
            let message =
                json!({"type": "accepted", "table": self.id, "seq": seq, "version": new_version})
                    .to_string();
            self.reply(conn, message);
        }
        self.arm();
        self.refresh_summary();
        self.tell_everyone(new_version, reason != "settle");
        true
    }

    /// Sends every follower the last action's events as they may see them, and keeps them.
    pub(super) fn tell_everyone(&mut self, version: u64, seating_changed: bool) {
        let seats: Vec<Vec<Value>> = (0..self.table.players().len())
            .map(|i| self.table.events(Viewer::Seat(Seat::from(i))))
            .collect();
        let spectator = self.table.events(Viewer::Spectator);
        let turn = self.turn();
        let to_act: Vec<usize> = self.table.to_act().iter().map(|s| s.index()).collect();
        let mut gone = Vec::new();
        for (&conn, follower) in &self.followers {
            let viewer = self.viewer_of(&follower.person);
            let (events, moves) = match viewer {
                Viewer::Seat(s) => (
                    seats.get(s.index()).cloned().unwrap_or_default(),
                    Some(self.table.legal_moves(s)),
                ),
                _ => (spectator.clone(), None),
            };
            let mut message = json!({
                "type": "events",
                "table": self.id,
                "version": version,
                "events": events,
                "to_act": to_act,
                "turn": turn,
            });
            if let Some(moves) = moves {
                message["moves"] = Value::Array(moves);
            }
            if follower.views {
                message["view"] = self.table.view(viewer);
                message["fair"] = self.next_shuffle(viewer);
            }
            if seating_changed {
                message["seats"] = json!(self.seat_names());
            }
            if follower.out.try_send(message.to_string()).is_err() {
                gone.push(conn);
            }
        }
        for conn in gone {
            self.followers.remove(&conn);
        }
        self.history.push(Entry {
            version,
            seats,
            spectator,
            seating_changed,
        });
    }
}

/// The ledger's reason for an action's postings: the seat change, or the play that settled chips.
/// Anything but `settle` may have changed who sits where, which a reconnecting viewer's history
/// must not paper over.
pub(super) fn reason_of(action: &Value) -> &'static str {
    match action.get("action").and_then(Value::as_str) {
        Some("sit") => "sit",
        Some("top_up") => "top_up",
        Some("stand") => "stand",
        Some("move") => "move",
        _ => "settle",
    }
}

/// Writes an action, its postings and the round it finished in one transaction, by way of the
/// writer (which commits the actions of every table waiting together).
async fn write(
    app: &App,
    job: impl FnOnce(oneshot::Sender<Result<(), StoreError>>) -> Job,
) -> Result<(), StoreError> {
    let stopped = || StoreError::Commit("the writer has stopped".into());
    let (done, answer) = oneshot::channel();
    app.writer.send(job(done)).await.map_err(|_| stopped())?;
    answer.await.map_err(|_| stopped())?
}

/// A bet over the player's own limit, refused before the engine sees it.
async fn over_limit(app: &App, person: &Person, action: &Value) -> Option<ProtocolError> {
    let amount = action.get("amount").and_then(Value::as_u64)?;
    if action.get("action").and_then(Value::as_str) != Some("stake") {
        return None;
    }
    let limit = app.bet_limit(person.user).await.ok()??;
    (amount > limit).then(|| {
        ProtocolError::new(
            "over_your_limit",
            format!("your own betting limit is {limit}; a bet of {amount} is over it"),
        )
    })
}
