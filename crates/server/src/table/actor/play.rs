//! An action through the engine, into the database with its postings, and out to every follower:
//! the one path every accepted action takes.

use parlour_engine::registry::{Refused, Sort};
use parlour_engine::seating::SeatChange;
use parlour_engine::{Banker, Seat, Viewer};
use parlour_store::StoreError;
use serde_json::Value;
use tokio::sync::oneshot;

use super::snapshot::Snapshot;
use super::{Actor, Answer, First, now_ms};
use crate::App;
use crate::protocol::{Act, Outbound, ProtocolError};
use crate::table::cashier::{self, Kind, Moved, Purse};
use crate::table::history::Entry;
use crate::table::{Asked, Person};
use crate::writer::{Hand, Job, Seating};

/// What a seat does, as the actor hands it to its table.
pub(super) enum Step {
    /// A move of the game, in the game's JSON.
    Move(Value),
    /// A seat's seed for the next shuffle: it moves no chip.
    Seed(SeatChange),
    /// A change of who sits where, its chips coming from or going to this purse.
    Seat(SeatChange, Purse),
}

impl Step {
    /// What kind of action it is, for the cashier.
    fn kind(&self) -> Kind {
        match self {
            Step::Move(_) | Step::Seed(_) => Kind::Play,
            Step::Seat(change, purse) => match *change {
                SeatChange::Sit { .. } => Kind::Sit(*purse),
                SeatChange::TopUp { .. } => Kind::TopUp(*purse),
                SeatChange::Stand => Kind::Stand(*purse),
                SeatChange::Move { to } => Kind::Move { to: to.index() },
                // Never built: a seed is a `Step::Seed`.
                SeatChange::Seed { .. } | SeatChange::Seeded { .. } => Kind::Play,
            },
        }
    }

    /// The action as the table's record keeps it.
    fn text(&self) -> String {
        match self {
            Step::Move(action) => action.to_string(),
            Step::Seed(change) | Step::Seat(change, _) => {
                serde_json::to_string(change).expect("a seat change serializes")
            }
        }
    }
}

impl Actor {
    /// A seated person's action: a move of the game (refused here if it bets more than their own
    /// limit or the house's), or a seed. Seat changes have messages of their own.
    pub(super) async fn act(&mut self, asked: Asked, act: Act) {
        let Act {
            version, action, ..
        } = act;
        let Some(seat) = self.check(&asked).await else {
            return;
        };
        let step = match self.table.sort(seat, &action) {
            Err(refused) => return self.refused(&asked, refused),
            // A seed itself; its hash alone is what a record of one round keeps, never sent.
            Ok(Sort::Change(change @ SeatChange::Seed { .. })) => Step::Seed(change),
            Ok(Sort::Change(change)) => return self.reply_error(&asked, not_a_move(&change)),
            Ok(Sort::Move { wager }) => {
                if self.held() {
                    return self.reply_error(&asked, self.paused_error());
                }
                if let Some(error) = over_limit(&self.app, &asked.person, wager).await {
                    return self.reply_error(&asked, error);
                }
                Step::Move(action)
            }
        };
        self.play(seat, step, version, Some(&asked)).await;
    }

    /// Who of the people seated during the round sat it out: those with no result in the
    /// finished round's `net` (by name). A game whose rounds name no results has nobody sit out.
    fn sat_out(&self, finished: &Value) -> Vec<i64> {
        let Some(net) = finished.get("net").and_then(Value::as_object) else {
            return Vec::new();
        };
        (self.in_round.iter().copied())
            .filter(|&user| {
                let name = (self.seats.iter().flatten()).find_map(|o| match o {
                    super::Occupant::Person(p) if p.user == user => Some(p.name.as_str()),
                    _ => None,
                });
                name.is_none_or(|name| !net.contains_key(name))
            })
            .collect()
    }

    /// Answers a refused action: to the seat that tried it alone.
    fn refused(&mut self, asked: &Asked, refused: Refused) {
        self.app
            .metrics
            .refusals
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let answer = Answer::Refused {
            refusal: refused.refusal,
            message: refused.sentence,
        };
        self.answer(asked, answer);
    }

    /// Tries `step` by `seat` on the table; if the engine accepts it, writes it with its postings
    /// in one transaction, answers the sender and tells everyone. Whether it was accepted and
    /// written.
    pub(super) async fn play(
        &mut self,
        seat: Seat,
        step: Step,
        version: Option<u64>,
        asked: Option<&Asked>,
    ) -> bool {
        let kind = step.kind();
        // A step that changes who sits where has its events told by its caller once the seat's
        // occupant is known here too (`after_seating`), so that they name the turn as the views
        // of the same version do.
        let occupant_changes =
            matches!(&step, Step::Seat(change, _) if !matches!(change, SeatChange::TopUp { .. }));
        let before: Vec<u64> = self.table.players().iter().map(|p| p.chips).collect();
        let held_before = self.table.held_apart();
        // Applied to the table itself (a refusal changes nothing); if the write then fails, the
        // table is put back as stored.
        let applied = match &step {
            Step::Move(action) => self.table.apply(seat, action, version),
            Step::Seed(change) | Step::Seat(change, _) => self.table.change(seat, change, version),
        };
        let new_version = match applied {
            Ok(v) => v,
            Err(refused) => {
                if let Some(asked) = asked {
                    self.refused(asked, refused);
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
            house: self.table.banker() == Banker::House,
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
                sat_out: self.sat_out(&round.finished),
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
        // The table's snapshot, if one is due, goes with the action (and counts once written).
        let snapshot = self.snapshot.due(&*self.table);
        let kept = snapshot.as_ref().map(|state| Snapshot {
            version: new_version,
            size: state.len(),
        });
        let job = |done| Job {
            table: self.id,
            epoch: self.epoch,
            version: new_version,
            seat: at,
            action: step.text(),
            postings,
            reason,
            at: now_ms(),
            hand,
            request: asked.map(Asked::key),
            seating,
            snapshot,
            done,
        };
        if let Err(error) = write(&self.app, job).await {
            if let (StoreError::Repeated { version, .. }, Some(asked)) = (&error, asked) {
                // Asked before and written then (the answer held here went with a restart, or
                // long ago): answered as it was, and the table put back as written.
                let answer = Answer::Done {
                    first: First::Accepted(*version as u64),
                    repeat: true,
                };
                self.answer(asked, answer);
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
                    )
                    .with("balance", balance),
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
        if let Some(kept) = kept {
            self.snapshot = kept;
        }
        if finished {
            self.in_round = self.people();
            // At the seam, at once: whoever has left is sat out before the next round begins.
            if !self.away.is_empty() {
                let _ = self.tx.try_send(crate::table::Command::Tidy);
            }
        }
        // A seed changes nothing on the table: the seam, the turn and its clock stay as they were
        // (so nobody's time is given back by a seed, nor taken).
        let seed = matches!(step, Step::Seed(_));
        self.at_seam = finished || (self.at_seam && (kind.seats_people() || seed));
        if let Some(asked) = asked {
            let answer = Answer::Done {
                first: First::Accepted(new_version),
                repeat: false,
            };
            self.answer(asked, answer);
        }
        if !seed {
            self.arm();
        }
        self.refresh_summary();
        if !occupant_changes {
            self.tell_everyone(new_version, kind.seats_people());
        }
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
            let views = follower.views;
            let message = Outbound::Events {
                table: self.id,
                version,
                events,
                to_act: to_act.clone(),
                turn,
                moves,
                seats: seating_changed.then(|| self.seat_names()),
                view: views.then(|| self.table.view(viewer)),
                fair: views.then(|| self.next_shuffle(viewer)),
            };
            if follower.out.try_send(message.text()).is_err() {
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

/// A seat change sent as `act`, refused: `act` carries the game's moves (a seed among them), and
/// each seat change has its own message, which alone moves chips between a wallet and a seat.
fn not_a_move(change: &SeatChange) -> ProtocolError {
    let verb = change.verb();
    ProtocolError::new(
        "not_a_move",
        format!("`{verb}` is not a move of the game: seat changes have messages of their own"),
    )
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

/// A bet over the house maximum or the player's own limit, refused before the engine sees it:
/// every bet of every game, whatever it is called (a stake, a buy, a split, a shoot bet, a battle
/// bet, a call, a raise), as the game values it. So is a bet whose limit cannot be read just now
/// (the limit is the player's protection: it holds when in doubt).
async fn over_limit(app: &App, person: &Person, wager: u64) -> Option<ProtocolError> {
    if wager == 0 {
        return None;
    }
    let house = app.config.house_max;
    if wager > house {
        return Some(
            ProtocolError::new(
                "over_house_max",
                format!("the house takes at most {house} on one bet; a bet of {wager} is over it"),
            )
            .with("most", house)
            .with("wager", wager),
        );
    }
    let limit = match app.bet_limit(person.user).await {
        Ok(limit) => limit?,
        Err(error) => {
            tracing::error!(%error, "a betting limit could not be read");
            return Some(
                ProtocolError::new("busy", "your betting limit could not be read; try again")
                    .with("why", "limit"),
            );
        }
    };
    (wager > limit).then(|| {
        ProtocolError::new(
            "over_your_limit",
            format!("your own betting limit is {limit}; a bet of {wager} is over it"),
        )
        .with("limit", limit)
        .with("wager", wager)
    })
}
