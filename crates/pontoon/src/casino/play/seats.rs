//! Seats coming and going at a casino table (docs/rules/README.md, seats; casino.md §5.8): between
//! rounds, before anyone has answered the betting. Whoever sits down while a round is dealt waits
//! for the next.

use parlour_engine::seating::SeatChange;
use parlour_engine::{Game, Seat};

use super::Events;
use crate::casino::session::{Casino, CasinoPhase, MAX_SEATS};
use crate::reason::Rejection;

impl Casino {
    pub(in crate::casino) fn reseat(
        &mut self,
        seat: Seat,
        change: &SeatChange,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        (self.core).reseat(seat, change, MAX_SEATS, &mut self.round, None)?;
        // A last bet is its player's: it moves with them, and goes when they stand up.
        self.last_bets.resize(self.core.players.len(), None);
        match change {
            SeatChange::Sit { .. } | SeatChange::Stand => self.last_bets[seat.index()] = None,
            SeatChange::Move { to } => {
                self.last_bets[to.index()] = self.last_bets[seat.index()].take()
            }
            SeatChange::TopUp { .. } | SeatChange::Seed { .. } | SeatChange::Seeded { .. } => {}
        }
        // Whoever sits down next has watched none of the cards put away so far.
        self.watched_from.resize(self.core.players.len(), 0);
        match change {
            SeatChange::Sit { .. } | SeatChange::Stand => {
                self.watched_from[seat.index()] = self.discards.len()
            }
            SeatChange::Move { to } => {
                self.watched_from[to.index()] = self.watched_from[seat.index()];
                self.watched_from[seat.index()] = self.discards.len();
            }
            _ => {}
        }
        events.push(Casino::seated(seat, change.clone()));
        // The betting opens again from the first seat that may bet; a table nobody can bet at
        // stays closed (and says so once).
        if self.phase != CasinoPhase::Over || self.first_bettor().is_some() {
            self.open_betting(events);
        }
        Ok(())
    }
}
