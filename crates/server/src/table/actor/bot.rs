//! Seating a bot in an empty seat, and removing one: between rounds at once, during one at the
//! next seam.

use parlour_engine::Seat;
use parlour_engine::seating::SeatChange;

use super::play::Step;
use super::{Actor, Occupant};
use crate::protocol::{Bot, Change, ProtocolError};
use crate::table::Asked;
use crate::table::bots::{bot_for, level_for, leveled_name};
use crate::table::cashier::Purse;
use parlour_games::Level;

impl Actor {
    pub(super) async fn bot(&mut self, asked: Asked, bot: Bot) {
        let Bot {
            seat, add, level, ..
        } = bot;
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
        // A bot that came or went mid-round would change a round the others have begun (who is
        // dealt in, who banks, whose turn comes): during one, the change is kept for the seam.
        let seam = self.table.seam();
        if add {
            let level = match level_for(self.table.game(), level.as_deref()) {
                Ok(level) => level,
                Err(why) => {
                    return self.reply_error(&asked, ProtocolError::new("malformed", why));
                }
            };
            if self.closing.is_some() {
                return self.reply_error(&asked, super::seats::closing());
            }
            if let Some(error) = self.unfree(seat) {
                return self.reply_error(&asked, error);
            }
            if !seam {
                self.keep(asked, Change::BotIn, seat, 0);
                if let Some(kept) = self.kept.last_mut() {
                    kept.level = level;
                }
                return;
            }
            self.bot_in_now(&asked, seat, level).await;
        } else {
            let leaving = (self.kept.iter()).any(|k| k.change == Change::BotOut && k.seat == seat);
            if !matches!(self.seats.get(seat), Some(Some(Occupant::Bot(_)))) || leaving {
                return self.reply_error(
                    &asked,
                    ProtocolError::new("not_seated", format!("no bot sits in seat {seat}"))
                        .with("why", "bot")
                        .with("seat", seat + 1),
                );
            }
            if !seam {
                return self.keep(asked, Change::BotOut, seat, 0);
            }
            self.bot_out_now(&asked, seat).await;
        }
    }

    /// Seats a bot of `level` in `seat`, if it is free.
    pub(super) async fn bot_in_now(&mut self, asked: &Asked, seat: usize, level: Level) {
        if let Some(error) = self.unfree(seat) {
            return self.reply_error(asked, error);
        }
        let seed = ((self.id as u64) << 32) ^ self.table.version() ^ seat as u64;
        let Some(bot) = bot_for(self.table.game(), &self.rules, seed, level) else {
            return self.reply_error(
                asked,
                ProtocolError::new("malformed", "this game has no bots yet"),
            );
        };
        // A bot brings 100 of the table's smallest bets, from the grant source.
        let chips = self.table.stakes().least.saturating_mul(100).max(100);
        let sit = SeatChange::Sit {
            name: leveled_name(seat, level),
            chips,
        };
        if self
            .play(
                Seat::from(seat),
                Step::Seat(sit, Purse::Grants),
                None,
                Some(asked),
            )
            .await
        {
            self.seats[seat] = Some(Occupant::Bot(bot));
            self.after_seating();
        }
    }

    /// Stands the bot in `seat` up, if one sits there.
    pub(super) async fn bot_out_now(&mut self, asked: &Asked, seat: usize) {
        if !matches!(self.seats.get(seat), Some(Some(Occupant::Bot(_)))) {
            return self.reply_error(
                asked,
                ProtocolError::new("not_seated", format!("no bot sits in seat {seat}"))
                    .with("why", "bot")
                    .with("seat", seat + 1),
            );
        }
        if self
            .play(
                Seat::from(seat),
                Step::Seat(SeatChange::Stand, Purse::Grants),
                None,
                Some(asked),
            )
            .await
        {
            self.seats[seat] = None;
            self.after_seating();
        }
    }
}
