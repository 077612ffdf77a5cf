//! Seat changes: sitting down (or waiting for the next seam), topping up, standing up, moving.

use parlour_engine::Seat;
use parlour_engine::seating::SeatChange;
use parlour_store::ledger::{self, Account};

use super::play::Step;
use super::{Actor, Answer, First, Occupant, Waiting};
use crate::App;
use crate::protocol::{MoveSeat, ProtocolError, Sit, TopUp};
use crate::table::Asked;
use crate::table::cashier::Purse;

impl Actor {
    pub(super) async fn sit(&mut self, asked: Asked, sit: Sit) {
        let Sit { seat, chips, .. } = sit;
        if !self.first_time(&asked).await {
            return;
        }
        let person = asked.person.clone();
        if self.seat_of(person.user).is_some() {
            return self.reply_error(
                &asked,
                ProtocolError::new("seat_taken", "you sit at this table already"),
            );
        }
        if let Some(error) = self.unfree(seat) {
            return self.reply_error(&asked, error);
        }
        if self
            .waiting
            .iter()
            .any(|w| w.asked.person.user == person.user)
        {
            return self.reply_error(
                &asked,
                ProtocolError::new("seat_taken", "you sit down at the next round already"),
            );
        }
        if let Some(error) = short_of(&self.app, person.user, chips).await {
            return self.reply_error(&asked, error);
        }
        if !self.table.seam() {
            // A round is in play: the seat is kept, and taken at the next seam.
            let answer = Answer::Done {
                first: First::Waiting(seat),
                repeat: false,
            };
            self.answer(&asked, answer);
            self.waiting.push(Waiting { asked, seat, chips });
            return;
        }
        let sit = SeatChange::Sit {
            name: person.name.clone(),
            chips,
        };
        let step = Step::Seat(sit, Purse::Wallet(person.user));
        if self.play(Seat::from(seat), step, None, Some(&asked)).await {
            self.in_round.insert(person.user);
            self.seats[seat] = Some(Occupant::Person(person));
            self.after_seating();
        }
    }

    pub(super) async fn top_up(&mut self, asked: Asked, top_up: TopUp) {
        let chips = top_up.chips;
        if let Some(seat) = self.check(&asked).await {
            let step = Step::Seat(
                SeatChange::TopUp { chips },
                Purse::Wallet(asked.person.user),
            );
            self.play(seat, step, None, Some(&asked)).await;
        }
    }

    pub(super) async fn stand(&mut self, asked: Asked) {
        let user = asked.person.user;
        if let Some(seat) = self.check(&asked).await
            && self
                .play(
                    seat,
                    Step::Seat(SeatChange::Stand, Purse::Wallet(user)),
                    None,
                    Some(&asked),
                )
                .await
        {
            self.seats[seat.index()] = None;
            self.after_seating();
        }
    }

    pub(super) async fn move_to(&mut self, asked: Asked, to: MoveSeat) {
        let to = to.seat;
        let Some(seat) = self.check(&asked).await else {
            return;
        };
        if let Some(error) = self.unfree(to) {
            return self.reply_error(&asked, error);
        }
        if self
            .play(
                seat,
                Step::Seat(
                    SeatChange::Move { to: Seat::from(to) },
                    Purse::Wallet(asked.person.user),
                ),
                None,
                Some(&asked),
            )
            .await
        {
            self.seats[to] = self.seats[seat.index()].take();
            self.after_seating();
        }
    }

    /// Seats whoever is waiting for a seam, if this is one.
    pub(super) async fn seat_the_waiting(&mut self) {
        let waiting = std::mem::take(&mut self.waiting);
        for w in waiting {
            if self.seats[w.seat].is_some() || self.seat_of(w.asked.person.user).is_some() {
                self.reply_error(
                    &w.asked,
                    ProtocolError::new("seat_taken", format!("seat {} is not free", w.seat)),
                );
                continue;
            }
            if !self.table.seam() {
                self.waiting.push(w);
                continue;
            }
            let sit = SeatChange::Sit {
                name: w.asked.person.name.clone(),
                chips: w.chips,
            };
            let step = Step::Seat(sit, Purse::Wallet(w.asked.person.user));
            if self
                .play(Seat::from(w.seat), step, None, Some(&w.asked))
                .await
            {
                self.in_round.insert(w.asked.person.user);
                self.seats[w.seat] = Some(Occupant::Person(w.asked.person));
                self.after_seating();
            }
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
    })
}
