//! Seating a bot in an empty seat, and removing one.

use parlour_engine::Seat;
use serde_json::{Value, json};

use super::{Actor, Occupant};
use crate::protocol::ProtocolError;
use crate::table::Asked;
use crate::table::bots::{bot_for, bot_name};
use crate::table::cashier::{Kind, Purse};

impl Actor {
    pub(super) async fn bot(&mut self, asked: Asked, seat: usize, add: bool) {
        if seat >= self.seats.len() {
            return self.reply_error(
                &asked,
                ProtocolError::new("seat_taken", format!("there is no seat {seat}")),
            );
        }
        if add {
            if self.seats[seat].is_some() {
                return self.reply_error(
                    &asked,
                    ProtocolError::new("seat_taken", format!("seat {seat} is not free")),
                );
            }
            let seed = ((self.id as u64) << 32) ^ self.table.version() ^ seat as u64;
            let Some(bot) = bot_for(self.table.game(), &self.rules, seed) else {
                return self.reply_error(
                    &asked,
                    ProtocolError::new("malformed", "this game has no bots yet"),
                );
            };
            // A bot brings 100 bets' worth of the table minimum (a Palace table's small bet),
            // from the grant source.
            let min = ["min_stake", "small_bet"]
                .iter()
                .find_map(|name| self.rules.get(*name).and_then(Value::as_u64))
                .unwrap_or(1);
            let chips = min.saturating_mul(100).max(100);
            let action = json!({"action": "sit", "name": bot_name(seat), "chips": chips});
            if self
                .play(
                    Seat::from(seat),
                    action,
                    None,
                    Kind::Sit(Purse::Grants),
                    Some(&asked),
                )
                .await
            {
                self.seats[seat] = Some(Occupant::Bot(bot));
                self.after_seating();
            }
        } else {
            if !matches!(self.seats[seat], Some(Occupant::Bot(_))) {
                return self.reply_error(
                    &asked,
                    ProtocolError::new("not_seated", format!("no bot sits in seat {seat}")),
                );
            }
            if self
                .play(
                    Seat::from(seat),
                    json!({"action": "stand"}),
                    None,
                    Kind::Stand(Purse::Grants),
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
