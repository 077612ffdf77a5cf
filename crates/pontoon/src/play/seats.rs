//! Seats coming and going at a home table (docs/rules/README.md, seats): between hands, with no
//! offer of the bank out. A banker who stands up hands the bank to the next player on his left who
//! has chips, as with a broken bank, taking back the kitty first; a bank left empty passes the same
//! way when someone can take it; a table that had run out of players deals again when two can play.

use parlour_engine::seating::SeatChange;
use parlour_engine::{Game, Party, Seat, TableCard};

use crate::event::{BankChange, Event};
use crate::reason::Rejection;
use crate::session::{Phase, Pontoon};

impl Pontoon {
    pub(crate) fn reseat(
        &mut self,
        seat: Seat,
        change: &SeatChange,
        events: &mut Vec<Event<TableCard>>,
    ) -> Result<(), Rejection> {
        let most = self.rules.max_players();
        // Every check first, on a copy, so a refusal changes nothing.
        change.apply_to(&mut self.core.players.clone(), seat, most)?;
        let banker = self.banker;
        // Before the cut nobody holds the bank: the seat that calls the cut moves on below, and
        // no bank passes.
        if seat == banker && *change == SeatChange::Stand && !self.cut.due {
            match self.next_banker(banker) {
                Some(next) => self.change_bank(next, BankChange::Left, events),
                None if self.kitty > 0 => {
                    let amount = self.kitty;
                    self.transfer(Party::Kitty, Party::Seat(banker), amount);
                    events.push(Event::KittyReturned { to: banker, amount });
                }
                None => {}
            }
        }
        let banker = Some(&mut self.banker);
        (self.core).reseat(seat, change, most, &mut self.round, banker)?;
        events.push(Pontoon::seated(seat, change.clone()));
        // The last player gone: the session is over, and the next players cut for the bank.
        if self.core.deserted() {
            self.cut.deserted();
        }
        if self.core.players[self.banker.index()].is_empty()
            && let Some(next) = self.next_banker(self.banker)
        {
            if self.cut.due {
                self.banker = next;
            } else {
                self.change_bank(next, BankChange::Left, events);
            }
        }
        if self.phase == Phase::Over {
            if self.core.players[self.banker.index()].chips > 0
                && !self.punters_in_order().is_empty()
            {
                self.phase = Phase::BetweenRounds { offer: None };
            }
        } else {
            self.end_session_if_stuck(events);
        }
        Ok(())
    }

    /// The next player on `from`'s left who has chips to bank with.
    fn next_banker(&self, from: Seat) -> Option<Seat> {
        from.round_from_left(self.seats())
            .find(|&s| s != from && self.core.players[s.index()].chips > 0)
    }
}
