//! An action through the engine, into the database with its postings, and out to every follower:
//! the one path every accepted action takes.

use parlour_engine::{Seat, Viewer};
use parlour_store::StoreError;
use serde_json::{Value, json};
use tokio::sync::oneshot;

use super::{Actor, now_ms};
use crate::App;
use crate::protocol::ProtocolError;
use crate::table::cashier::{self, Kind, Moved, Purse};
use crate::table::history::Entry;
use crate::table::{Asked, Person};
use crate::writer::{Hand, Job, Seating};

impl Actor {
    /// A seated person's action: refused here if it is a bet over their own limit, else played.
    pub(super) async fn act(&mut self, asked: Asked, version: Option<u64>, action: Value) {
        if let Some(seat) = self.check(&asked).await {
            if let Some(error) = not_a_move(&action) {
                self.reply_error(&asked, error);
            } else if let Some(error) = over_limit(&self.app, &asked.person, &action).await {
                self.reply_error(&asked, error);
            } else {
                self.play(seat, action, version, Kind::Play, Some(&asked))
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
        kind: Kind,
        asked: Option<&Asked>,
    ) -> bool {
        let before: Vec<u64> = self.table.players().iter().map(|p| p.chips).collect();
        let held_before = self.table.held_apart();
        // Applied to the table itself (a refusal changes nothing); if the write then fails, the
        // table is put back as stored.
        let new_version = match self.table.apply(seat, &action, version) {
            Ok(v) => v,
            Err(refused) => {
                if let Some(asked) = asked {
                    self.app
                        .metrics
                        .refusals
                        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let message = json!({
                        "type": "refused",
                        "refusal": refused.refusal,
                        "message": refused.sentence,
                    });
                    self.answer(asked, message);
                }
                return false;
            }
        };
        // The chips it moved, booked by the cashier, who books only what the kind of action may
        // move: anything else is refused and the table put back as it was.
        let after: Vec<u64> = self.table.players().iter().map(|p| p.chips).collect();
        let moved = Moved {
            table: self.id,
            seat: seat.index(),
            casino: self.table.game() == "casino",
            before: &before,
            after: &after,
            held: self.table.held_apart() - held_before,
        };
        let postings = match cashier::postings(kind, &moved) {
            Ok(postings) => postings,
            Err(why) => {
                tracing::error!(table = self.id, %why, "an action's chips were refused by the cashier");
                if let Some(asked) = asked {
                    self.reply_error(
                        asked,
                        ProtocolError::new(
                            "server",
                            "the action could not be booked; nothing changed",
                        ),
                    );
                }
                self.restore().await;
                return false;
            }
        };
        let reason = kind.reason();
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
        let at = seat.index() as u32;
        let seating = match kind {
            Kind::Sit(Purse::Wallet(user)) => Some(Seating::Sit { seat: at, user }),
            Kind::Stand(Purse::Wallet(_)) => Some(Seating::Stand { seat: at }),
            Kind::Move { to } => asked.map(|asked| Seating::Move {
                from: at,
                to: to as u32,
                user: asked.person.user,
            }),
            _ => None,
        };
        let job = |done| Job {
            table: self.id,
            epoch: self.epoch,
            version: new_version,
            seat: at,
            action: action.to_string(),
            postings,
            reason,
            at: now_ms(),
            hand,
            request: asked.map(Asked::key),
            seating,
            done,
        };
        if let Err(error) = write(&self.app, job).await {
            if let (StoreError::Repeated { version, .. }, Some(asked)) = (&error, asked) {
                // Asked before and written then (the answer held here went with a restart, or
                // long ago): answered as it was, and the table put back as written.
                let message = json!({"type": "accepted", "version": version, "repeat": true});
                self.answer(asked, message);
                self.restore().await;
                return false;
            }
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
            if let Some(asked) = asked {
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
                self.reply_error(asked, error);
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
        // A seed changes nothing on the table: the seam, the turn and its clock stay as they were
        // (so nobody's time is given back by a seed, nor taken).
        let seed = action.get("action").and_then(Value::as_str) == Some("seed");
        self.at_seam = finished || (self.at_seam && (kind.seats_people() || seed));
        if let Some(asked) = asked {
            self.answer(asked, json!({"type": "accepted", "version": new_version}));
        }
        if !seed {
            self.arm();
        }
        self.refresh_summary();
        self.tell_everyone(new_version, kind.seats_people());
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

/// The action's verb, if it is one of the record's seat-change verbs (a seed and its hash among
/// them).
fn seating_verb(action: &Value) -> Option<&str> {
    let verb = action.get("action").and_then(Value::as_str)?;
    parlour_engine::seating::VERBS
        .contains(&verb)
        .then_some(verb)
}

/// A seat change sent as `act`, refused: `act` carries the game's moves (a seed among them), and
/// each seat change has its own message, which alone moves chips between a wallet and a seat.
fn not_a_move(action: &Value) -> Option<ProtocolError> {
    let verb = seating_verb(action).filter(|&verb| verb != "seed")?;
    Some(ProtocolError::new(
        "not_a_move",
        format!("`{verb}` is not a move of the game: seat changes have messages of their own"),
    ))
}

/// Whether a stored action may have changed who sits where (a seat change, not a move of the game
/// nor a seed), which a reconnecting viewer's history must not paper over.
pub(super) fn seats_people(action: &Value) -> bool {
    seating_verb(action).is_some_and(|verb| !matches!(verb, "seed" | "seeded"))
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

/// A bet over the player's own limit, refused before the engine sees it; so is a bet whose limit
/// cannot be read just now (the limit is the player's protection: it holds when in doubt).
async fn over_limit(app: &App, person: &Person, action: &Value) -> Option<ProtocolError> {
    let amount = action.get("amount").and_then(Value::as_u64)?;
    if action.get("action").and_then(Value::as_str) != Some("stake") {
        return None;
    }
    let limit = match app.bet_limit(person.user).await {
        Ok(limit) => limit?,
        Err(error) => {
            tracing::error!(%error, "a betting limit could not be read");
            return Some(ProtocolError::new(
                "busy",
                "your betting limit could not be read; try again",
            ));
        }
    };
    (amount > limit).then(|| {
        ProtocolError::new(
            "over_your_limit",
            format!("your own betting limit is {limit}; a bet of {amount} is over it"),
        )
    })
}
