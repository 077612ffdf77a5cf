//! The keeper's round at a table: people who have left are stood up, and a table nobody sits at
//! closes.
//!
//! - A person whose every connection to the table is gone misses their turns as timeouts (the
//!   turn's clock runs as ever, and once they have been away a few seconds their turns time out
//!   at once). Their seat shows them away. Once they have missed a whole round while away, or have been away
//!   for the room's away time, they are sat out: stood up at the next seam between rounds, their
//!   chips back in their wallet. (A round's end asks for this round at once, so that the seam is
//!   not missed.)
//! - Bots never play alone: they act only while a person sits at the table (`arm`). With nobody
//!   seated but bots, the table stops dealing; once it has had no person seated for the room's
//!   idle time, between rounds, its bots are stood up (their chips back to the grant source) and
//!   it closes: closed in the database and its lease ended in one transaction, its record sealed.
//!   Whoever still follows it is told, and its fair shuffles are all revealed from then on. It is
//!   never rebuilt again, and no longer counts among its opener's tables.

use std::time::Instant;

use parlour_engine::Seat;
use parlour_engine::seating::SeatChange;

use super::play::Step;
use super::{Actor, Occupant, now_ms};
use crate::protocol::{Change, ProtocolError};
use crate::table::cashier::Purse;

impl Actor {
    /// The keeper's round: notes who is away and since when the table has had no person seated;
    /// stands up whoever has been away too long, and closes a table left to its bots (or to
    /// nobody) for the idle time. Seats change between rounds only.
    pub(super) async fn tidy(&mut self) {
        let now = Instant::now();
        self.note_who_is_away(now);
        if !self.table.seam() {
            return;
        }
        let away = self.app.config.away;
        let gone: Vec<(usize, i64)> = (self.seats.iter().enumerate())
            .filter_map(|(seat, o)| match o {
                Some(Occupant::Person(p)) => Some((seat, p.user)),
                _ => None,
            })
            .filter(|(_, user)| {
                // The round in play when they left ended, and the room's count of whole rounds
                // after it were played without them.
                let played = self.table.rounds_played();
                let missed = |rounds: u32| {
                    (self.app.config.away_rounds).is_some_and(|most| played > rounds + most)
                };
                (self.away.get(user))
                    .is_some_and(|&(since, rounds)| now - since >= away || missed(rounds))
            })
            .collect();
        for (seat, user) in gone {
            tracing::info!(table = self.id, seat, user, "a person who left is stood up");
            self.stand_up(seat, Purse::Wallet(user)).await;
        }
        let nobody = !self.people_seated() && !self.kept.iter().any(|k| k.change == Change::Sit);
        if !nobody {
            self.empty_since = None;
            return;
        }
        let since = *self.empty_since.get_or_insert(now);
        if now - since < self.app.config.table_idle {
            return;
        }
        let bots: Vec<usize> = (self.seats.iter().enumerate())
            .filter(|(_, o)| matches!(o, Some(Occupant::Bot(_))))
            .map(|(seat, _)| seat)
            .collect();
        for seat in bots {
            self.stand_up(seat, Purse::Grants).await;
        }
        if self.seats.iter().all(Option::is_none) {
            let minutes = self.app.config.table_idle.as_secs().div_ceil(60);
            let why = format!("the table has closed: nobody sat at it for {minutes} minutes");
            self.close(None, why).await;
        }
    }

    /// An operator's close, at a seam: everyone stood up (people's chips to their wallets, bots'
    /// to the grant source), then the table closed with the operator's audit entry. A stand that
    /// could not be written leaves the close for the next command at a seam (the keeper's round
    /// comes every few seconds).
    pub(super) async fn close_for_operator(&mut self) {
        let Some((by, reason)) = self.closing.clone() else {
            return;
        };
        // Nothing kept is made any more: the table is going.
        self.kept.clear();
        let seated: Vec<(usize, Purse)> = (self.seats.iter().enumerate())
            .filter_map(|(seat, o)| match o {
                Some(Occupant::Person(p)) => Some((seat, Purse::Wallet(p.user))),
                Some(Occupant::Bot(_)) => Some((seat, Purse::Grants)),
                None => None,
            })
            .collect();
        for (seat, purse) in seated {
            if !self.table.seam() || self.gone || self.broken {
                return;
            }
            self.stand_up(seat, purse).await;
        }
        if self.seats.iter().all(Option::is_none) {
            let why = format!("the table has closed: {reason}");
            self.close(Some((by, reason)), why).await;
        }
    }

    /// Whether `user`, seated here, has just become away: no connection of theirs follows the
    /// table any more. Noted with the time and the rounds played.
    pub(super) fn now_away(&mut self, user: i64) -> bool {
        if self.seat_of(user).is_none() || self.following(user) || self.away.contains_key(&user) {
            return false;
        }
        let rounds = self.table.rounds_played();
        self.away.insert(user, (Instant::now(), rounds));
        true
    }

    /// Whether a connection of `user`'s follows the table.
    fn following(&self, user: i64) -> bool {
        (self.followers.values()).any(|f| f.person.as_ref().is_some_and(|p| p.user == user))
    }

    /// The seats whose person is away.
    pub(super) fn away_seats(&self) -> Vec<usize> {
        (self.seats.iter().enumerate())
            .filter_map(|(seat, o)| match o {
                Some(Occupant::Person(p)) if self.away.contains_key(&p.user) => Some(seat),
                _ => None,
            })
            .collect()
    }

    /// Whether the person in `seat` has been away long enough (the room's `away_grace`) that
    /// their turns are not waited for: each times out at once (a bet passed, a hand stood), so
    /// that the table does not wait a whole turn for someone who has gone.
    pub(super) fn long_away(&self, seat: Seat) -> bool {
        match self.seats.get(seat.index()) {
            Some(Some(Occupant::Person(p))) => (self.away.get(&p.user))
                .is_some_and(|(since, _)| since.elapsed() >= self.app.config.away_grace),
            _ => false,
        }
    }

    /// Notes, for each person seated, since when no connection of theirs has followed the table,
    /// and how many rounds had been played then.
    fn note_who_is_away(&mut self, now: Instant) {
        let seated: Vec<i64> = (self.seats.iter())
            .filter_map(|o| match o {
                Some(Occupant::Person(p)) => Some(p.user),
                _ => None,
            })
            .collect();
        let away: Vec<i64> = (seated.iter().copied())
            .filter(|&u| !self.following(u))
            .collect();
        let before = self.away.len();
        self.away.retain(|user, _| away.contains(user));
        let rounds = self.table.rounds_played();
        for user in away {
            self.away.entry(user).or_insert((now, rounds));
        }
        if self.away.len() != before {
            self.send_views();
        }
    }

    /// Stands seat `seat` up, its chips going to `purse`, as the room's own doing: whether it was
    /// written.
    pub(super) async fn stand_up(&mut self, seat: usize, purse: Purse) -> bool {
        let step = Step::Seat(SeatChange::Stand, purse);
        let stood = self.play(Seat::from(seat), step, None, None).await;
        if stood {
            self.seats[seat] = None;
            self.after_seating();
        }
        stood
    }

    /// Closes the table, if this node still serves it, with an operator's audit entry (who, and
    /// why) in the same transaction if an operator closes it; its followers are told `why`.
    async fn close(&mut self, operator: Option<(i64, String)>, why: String) {
        let id = self.id;
        let closed = async {
            let mut tx = self.app.store.begin_write().await?;
            let at = now_ms();
            let closed = parlour_store::tables::close_served(
                &mut tx,
                self.id,
                self.app.node,
                self.epoch,
                at,
            )
            .await?;
            if closed && let Some((by, reason)) = &operator {
                let subject = format!("table:{id}");
                let entry = ("close_table", subject.as_str(), reason.as_str());
                parlour_store::operators::audit(&mut tx, at, Some(*by), entry).await?;
            }
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
        let message = ProtocolError::new("closed", why).to_message(Some(self.id), None);
        self.let_go(message);
        tracing::info!(
            table = self.id,
            by_operator = operator.is_some(),
            "the table closed"
        );
        crate::group::notify(&self.app).await;
    }
}
