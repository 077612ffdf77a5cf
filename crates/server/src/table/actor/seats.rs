//! Seat changes: sitting down, topping up, standing up, moving. Between rounds each is made at
//! once; asked for during a round, it is kept and made at the next seam (the seat shows it
//! meanwhile: "leaves after this round"), since a seat that changed mid-round would change a round
//! the others have begun. What was kept may be taken back (`stay`) until then.

use parlour_engine::Seat;
use parlour_engine::seating::SeatChange;
use parlour_store::ledger::{self, Account};

use super::play::Step;
use super::{Actor, Answer, First, Kept, Occupant};
use crate::App;
use crate::protocol::{Change, KeptNote, MoveSeat, ProtocolError, Sit, TopUp};
use crate::table::Asked;
use crate::table::cashier::Purse;

impl Actor {
    pub(super) async fn sit(&mut self, asked: Asked, sit: Sit) {
        let Sit { seat, chips, .. } = sit;
        if !self.first_time(&asked).await {
            return;
        }
        let user = asked.person.user;
        if self.closing.is_some() {
            return self.reply_error(&asked, closing());
        }
        if self.seat_of(user).is_some() {
            return self.reply_error(
                &asked,
                ProtocolError::new("seat_taken", "you sit at this table already")
                    .with("why", "here"),
            );
        }
        if let Some(error) = self.unfree(seat) {
            return self.reply_error(&asked, error);
        }
        if self
            .kept
            .iter()
            .any(|k| k.change == Change::Sit && k.asked.person.user == user)
        {
            return self.reply_error(
                &asked,
                ProtocolError::new("seat_taken", "you sit down at the next round already")
                    .with("why", "next"),
            );
        }
        if let Some(error) = short_of(&self.app, user, chips).await {
            return self.reply_error(&asked, error);
        }
        if !self.table.seam() {
            return self.keep(asked, Change::Sit, seat, chips);
        }
        self.sit_now(&asked, seat, chips).await;
    }

    pub(super) async fn top_up(&mut self, asked: Asked, top_up: TopUp) {
        let chips = top_up.chips;
        let Some(seat) = self.check(&asked).await else {
            return;
        };
        if let Some(error) = short_of(&self.app, asked.person.user, chips).await {
            return self.reply_error(&asked, error);
        }
        if !self.table.seam() {
            return self.keep(asked, Change::TopUp, seat.index(), chips);
        }
        self.top_up_now(&asked, seat, chips).await;
    }

    pub(super) async fn stand(&mut self, asked: Asked) {
        let Some(seat) = self.check(&asked).await else {
            return;
        };
        if !self.table.seam() {
            return self.keep(asked, Change::Stand, seat.index(), 0);
        }
        self.stand_now(&asked, seat).await;
    }

    pub(super) async fn move_to(&mut self, asked: Asked, to: MoveSeat) {
        let to = to.seat;
        let Some(seat) = self.check(&asked).await else {
            return;
        };
        if let Some(error) = self.unfree(to) {
            return self.reply_error(&asked, error);
        }
        if !self.table.seam() {
            return self.keep(asked, Change::Move, to, 0);
        }
        self.move_now(&asked, seat, to).await;
    }

    /// Takes back every seat change the person asked for that is still kept: their own sit,
    /// stand, move or top-up, and the bots they asked in or out. Accepted at the table's version
    /// (nothing is played), whether or not anything was kept.
    pub(super) async fn stay(&mut self, asked: Asked) {
        if !self.first_time(&asked).await {
            return;
        }
        let user = asked.person.user;
        let before = self.kept.len();
        self.kept.retain(|k| k.asked.person.user != user);
        let first = First::Accepted(self.table.version());
        self.answer(
            &asked,
            Answer::Done {
                first,
                repeat: false,
            },
        );
        if self.kept.len() != before {
            self.send_views();
        }
    }

    /// Keeps a change asked for during a round for the next seam: answered `waiting`, shown on
    /// every view. A person's own change (a sit, stand, move or top-up) takes the place of the
    /// one they asked for before, if any: the last word counts.
    pub(super) fn keep(&mut self, asked: Asked, change: Change, seat: usize, chips: u64) {
        let user = asked.person.user;
        if !matches!(change, Change::BotIn | Change::BotOut) {
            self.kept.retain(|k| {
                k.asked.person.user != user || matches!(k.change, Change::BotIn | Change::BotOut)
            });
        }
        let answer = Answer::Done {
            first: First::Kept(change, seat),
            repeat: false,
        };
        self.answer(&asked, answer);
        self.kept.push(Kept {
            asked,
            change,
            seat,
            chips,
            level: parlour_games::Level::Standard,
        });
        self.send_views();
    }

    /// Makes the kept changes, in the order asked, while the table stands at a seam (a change
    /// made may end it: a sit at a table whose round then deals, say). One that can no longer be
    /// made is answered with why, to whoever asked it.
    pub(super) async fn make_kept(&mut self) {
        while !self.kept.is_empty() && self.table.seam() && !self.broken && !self.gone {
            let Kept {
                asked,
                change,
                seat,
                chips,
                level,
            } = self.kept.remove(0);
            let own = self.seat_of(asked.person.user);
            match (change, own) {
                (Change::Sit, None) if self.seats[seat].is_none() => {
                    self.sit_now(&asked, seat, chips).await
                }
                (Change::Sit, _) => self.reply_error(
                    &asked,
                    ProtocolError::new("seat_taken", format!("seat {seat} is not free"))
                        .with("why", "taken")
                        .with("seat", seat + 1),
                ),
                (Change::Stand, Some(own)) => self.stand_now(&asked, own).await,
                (Change::Move, Some(own)) if self.seats[seat].is_none() => {
                    self.move_now(&asked, own, seat).await
                }
                (Change::TopUp, Some(own)) => self.top_up_now(&asked, own, chips).await,
                (Change::BotIn, _) => self.bot_in_now(&asked, seat, level).await,
                (Change::BotOut, _) => self.bot_out_now(&asked, seat).await,
                (Change::Move, Some(_)) => self.reply_error(
                    &asked,
                    ProtocolError::new("seat_taken", format!("seat {seat} is not free"))
                        .with("why", "taken")
                        .with("seat", seat + 1),
                ),
                // Stood up meanwhile (sat out, away): there is no seat to change.
                (Change::Stand | Change::Move | Change::TopUp, None) => self.reply_error(
                    &asked,
                    ProtocolError::new("not_seated", "you do not sit at this table")
                        .with("why", "you"),
                ),
            }
        }
    }

    /// What everyone is shown of the kept changes.
    pub(super) fn kept_notes(&self) -> Vec<KeptNote> {
        (self.kept.iter())
            .map(|k| {
                let own = self.seat_of(k.asked.person.user).map(|s| s.index());
                match k.change {
                    Change::Sit => KeptNote {
                        seat: k.seat,
                        change: k.change,
                        to: None,
                        name: Some(k.asked.person.name.clone()),
                    },
                    Change::Move => KeptNote {
                        seat: own.unwrap_or(k.seat),
                        change: k.change,
                        to: Some(k.seat),
                        name: None,
                    },
                    _ => KeptNote {
                        seat: k.seat,
                        change: k.change,
                        to: None,
                        name: None,
                    },
                }
            })
            .collect()
    }

    async fn sit_now(&mut self, asked: &Asked, seat: usize, chips: u64) {
        let person = asked.person.clone();
        let sit = SeatChange::Sit {
            name: person.name.clone(),
            chips,
        };
        let step = Step::Seat(sit, Purse::Wallet(person.user));
        if self.play(Seat::from(seat), step, None, Some(asked)).await {
            self.in_round.insert(person.user);
            self.away.remove(&person.user);
            self.seats[seat] = Some(Occupant::Person(person));
            self.after_seating();
        }
    }

    async fn top_up_now(&mut self, asked: &Asked, seat: Seat, chips: u64) {
        let step = Step::Seat(
            SeatChange::TopUp { chips },
            Purse::Wallet(asked.person.user),
        );
        self.play(seat, step, None, Some(asked)).await;
    }

    async fn stand_now(&mut self, asked: &Asked, seat: Seat) {
        let step = Step::Seat(SeatChange::Stand, Purse::Wallet(asked.person.user));
        if self.play(seat, step, None, Some(asked)).await {
            self.seats[seat.index()] = None;
            self.after_seating();
        }
    }

    async fn move_now(&mut self, asked: &Asked, seat: Seat, to: usize) {
        let step = Step::Seat(
            SeatChange::Move { to: Seat::from(to) },
            Purse::Wallet(asked.person.user),
        );
        if self.play(seat, step, None, Some(asked)).await {
            self.seats[to] = self.seats[seat.index()].take();
            self.after_seating();
        }
    }

    /// After someone sat down, stood up or moved (the seat's occupant set): the turn's timer, the
    /// seating's events, then, since each person seated sees the table from their new place, a
    /// fresh view for everyone following.
    pub(super) fn after_seating(&mut self) {
        // The turn's timer first: the events and the views say whose turn it is, and until when.
        self.arm();
        self.tell_everyone(self.table.version(), true);
        self.send_views();
    }

    /// A fresh view of the table for everyone following.
    pub(super) fn send_views(&mut self) {
        let messages: Vec<(u64, String)> = self
            .followers
            .iter()
            .map(|(&conn, f)| (conn, self.view_message(&f.person)))
            .collect();
        for (conn, message) in messages {
            self.reply(conn, message);
        }
        self.refresh_summary();
    }
}

/// A table an operator is closing takes nobody new.
pub(super) fn closing() -> ProtocolError {
    ProtocolError::new(
        "closing",
        "the table closes at the end of this round: choose another",
    )
    .with("why", "seat")
}

/// A wallet that does not hold `chips`, said before anything is tried.
async fn short_of(app: &App, user: i64, chips: u64) -> Option<ProtocolError> {
    let mut conn = app.store.pool().acquire().await.ok()?;
    let balance = ledger::balance(&mut conn, Account::Wallet(user))
        .await
        .ok()?;
    (i128::from(balance) < i128::from(chips)).then(|| {
        ProtocolError::new(
            "wallet",
            format!("your wallet holds {balance} chips, not enough"),
        )
        .with("balance", balance)
    })
}
