//! Seating a bot in an empty seat, and removing one.

use parlour_engine::Seat;
use parlour_engine::seating::SeatChange;

use super::play::Step;
use super::{Actor, Occupant};
use crate::protocol::{Bot, ProtocolError};
use crate::table::Asked;
use crate::table::bots::{bot_for, bot_name};
use crate::table::cashier::Purse;

impl Actor {
    pub(super) async fn bot(&mut self, asked: Asked, bot: Bot) {
        let Bot { seat, add, .. } = bot;
        // Bots are the table's business: its opener's, or a player's seated at it; not a
        // passer-by's, who could otherwise fill every seat of someone else's table.
        let user = asked.person.user;
        let seated =
            (self.seats.iter()).any(|s| matches!(s, Some(Occupant::Person(p)) if p.user == user));
        if self.opener != Some(user) && !seated {
            return self.reply_error(
                &asked,
                ProtocolError::new(
                    "not_your_table",
                    "only the table's opener, or a player seated at it, adds or removes bots",
                ),
            );
        }
        // Between rounds only: a bot that came or went mid-round would change a round the others
        // have begun (who is dealt in, who banks, whose turn comes).
        if !self.table.seam() {
            return self.reply_error(
                &asked,
                ProtocolError::new(
                    "round_in_play",
                    "bots are added and removed between rounds: wait for this one to end",
                ),
            );
        }
        if add {
            if let Some(error) = self.unfree(seat) {
                return self.reply_error(&asked, error);
            }
            let seed = ((self.id as u64) << 32) ^ self.table.version() ^ seat as u64;
            let Some(bot) = bot_for(self.table.game(), &self.rules, seed) else {
                return self.reply_error(
                    &asked,
                    ProtocolError::new("malformed", "this game has no bots yet"),
                );
            };
            // A bot brings 100 of the table's smallest bets, from the grant source.
            let chips = self.table.stakes().least.saturating_mul(100).max(100);
            let sit = SeatChange::Sit {
                name: bot_name(seat),
                chips,
            };
            if self
                .play(
                    Seat::from(seat),
                    Step::Seat(sit, Purse::Grants),
                    None,
                    Some(&asked),
                )
                .await
            {
                self.seats[seat] = Some(Occupant::Bot(bot));
                self.after_seating();
            }
        } else {
            if !matches!(self.seats.get(seat), Some(Some(Occupant::Bot(_)))) {
                return self.reply_error(
                    &asked,
                    ProtocolError::new("not_seated", format!("no bot sits in seat {seat}")),
                );
            }
            if self
                .play(
                    Seat::from(seat),
                    Step::Seat(SeatChange::Stand, Purse::Grants),
                    None,
                    Some(&asked),
                )
                .await
            {
                self.seats[seat] = None;
                self.after_seating();
            }
        }
    }
}
