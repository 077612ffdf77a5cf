//! Seats coming and going at a Palace Poker table: between hands. A dealer who stands up passes the
//! deal to the next player on his left who can play; a table that had run out of players deals
//! again when two can play.

use parlour_engine::Events;
use parlour_engine::seating::SeatChange;
use parlour_engine::{Game, Seat};

use crate::reason::Rejection;
use crate::session::{Palace, Phase};

/// The most players a Palace Poker table seats.
pub(crate) const MAX_SEATS: usize = 10;

impl Palace {
    pub(crate) fn reseat(
        &mut self,
        seat: Seat,
        change: &SeatChange,
        events: &mut Events<Palace>,
    ) -> Result<(), Rejection> {
        let dealer = Some(&mut self.dealer);
        (self.core).reseat(seat, change, MAX_SEATS, &mut self.round, dealer)?;
        events.push(Palace::seated(seat, change.clone()));
        // The last player gone: the session is over, and the next players cut for the deal.
        if self.core.deserted() {
            self.cut.deserted();
        }
        if !self.can_play(self.dealer)
            && let Some(next) = self
                .dealer
                .round_from_left(self.seats())
                .find(|&s| self.can_play(s))
        {
            self.dealer = next;
        }
        if self.phase == Phase::Over {
            if self.seat_iter().filter(|&s| self.can_play(s)).count() >= 2 {
                self.phase = Phase::BetweenRounds;
            }
        } else {
            self.end_session_if_stuck(events);
        }
        Ok(())
    }
}
