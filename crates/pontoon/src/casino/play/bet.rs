//! The betting before a round (docs/rules/casino.md §5.2): the betting opens, every seat that may
//! bet stakes or passes in seat order, and the round is dealt once all have answered.

use parlour_engine::{Game, Limits, Seat};

use super::Events;
use crate::casino::event::CasinoEvent;
use crate::casino::session::{Bet, Casino, CasinoPhase};
use crate::play::check_covered;
use crate::reason::Rejection;

impl Casino {
    /// The first seat that may bet, if any.
    pub(super) fn first_bettor(&self) -> Option<Seat> {
        self.next_bettor(None)
    }

    /// The next seat after `after` (or the first) that may bet.
    fn next_bettor(&self, after: Option<Seat>) -> Option<Seat> {
        let start = after.map_or(0, |s| s.index() + 1);
        (start..self.seats())
            .map(Seat::from)
            .find(|&s| self.can_bet(s))
    }

    /// Opens the betting for the next round, or ends the session if nobody can bet.
    pub(in crate::casino) fn open_betting(&mut self, events: &mut Events) {
        self.bets.clear();
        match self.next_bettor(None) {
            Some(seat) => self.phase = CasinoPhase::Betting { seat },
            None => {
                self.phase = CasinoPhase::Over;
                events.push(CasinoEvent::SessionOver);
            }
        }
    }

    fn betting(&self, verb: &'static str) -> Result<(), Rejection> {
        match self.phase {
            // `apply` has checked that the seat is on turn.
            CasinoPhase::Betting { .. } => Ok(()),
            _ => Err(Rejection::not_now(verb, "bet_between_rounds")),
        }
    }

    /// What a seat may bet: anything up to the table maximum and its chips; a bet under the table
    /// minimum is raised to it.
    pub(in crate::casino) fn stake_limits(&self, seat: Seat) -> Limits {
        Limits {
            min: 1,
            max: self
                .rules
                .max_stake
                .min(self.core.players[seat.index()].chips),
        }
    }

    pub(in crate::casino) fn stake(
        &mut self,
        seat: Seat,
        amount: u64,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        self.betting("stake")?;
        let limits = Limits {
            min: 1,
            max: self.rules.max_stake,
        };
        limits.check("bet", amount)?;
        let stake = amount.max(self.rules.min_stake);
        check_covered(seat, self.core.players[seat.index()].chips, stake)?;
        self.bets.push(Bet {
            seat,
            stake: Some(stake),
        });
        self.last_bets[seat.index()] = Some(stake);
        events.push(CasinoEvent::Staked {
            seat,
            amount: stake,
        });
        self.after_bet(seat, events);
        Ok(())
    }

    pub(in crate::casino) fn pass(
        &mut self,
        seat: Seat,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        self.betting("pass")?;
        self.bets.push(Bet { seat, stake: None });
        events.push(CasinoEvent::Passed { seat });
        self.after_bet(seat, events);
        Ok(())
    }

    /// The round is dealt once every seat has bet or passed.
    fn after_bet(&mut self, seat: Seat, events: &mut Events) {
        if let Some(next) = self.next_bettor(Some(seat)) {
            self.phase = CasinoPhase::Betting { seat: next };
        } else if self.bets.iter().any(|b| b.stake.is_some()) {
            self.deal_round(events);
        } else {
            events.push(CasinoEvent::AllPassed);
            self.open_betting(events);
        }
    }
}
