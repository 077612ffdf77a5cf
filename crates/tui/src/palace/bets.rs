//! The bets of the battle in play, as the player's seat saw them made. The view says who fights and
//! what the answering side must pay; how much each side has bet so far only the events tell (the
//! attack, the raises, the calls), so the client follows them.

use parlour_cards::Card;
use parlour_engine::Seat;
use parlour_palace::Event;

/// What each side of the latest battle has bet in it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BattleBets {
    /// The attacker and the defender of the latest battle, once there has been one.
    pub sides: Option<(Seat, Seat)>,
    pub attacker: u64,
    pub defender: u64,
}

impl BattleBets {
    /// Takes in one event as the seat saw it.
    pub fn follow(&mut self, event: &Event<Option<Card>>) {
        match *event {
            Event::Attacked {
                attacker,
                defender,
                bet,
            } => {
                *self = BattleBets {
                    sides: Some((attacker, defender)),
                    attacker: bet,
                    defender: 0,
                }
            }
            Event::Raised { seat, paid, .. } | Event::Called { seat, paid } => {
                *self.of_mut(seat) += paid;
            }
            Event::GaveUp { returned, to, .. } => {
                let bet = self.of_mut(to);
                *bet = bet.saturating_sub(returned);
            }
            _ => {}
        }
    }

    /// What `seat` has bet in the latest battle (0 if it is not one of its sides).
    pub fn of(&self, seat: Seat) -> u64 {
        match self.sides {
            Some((attacker, _)) if attacker == seat => self.attacker,
            Some((_, defender)) if defender == seat => self.defender,
            _ => 0,
        }
    }

    fn of_mut(&mut self, seat: Seat) -> &mut u64 {
        match self.sides {
            Some((attacker, _)) if attacker == seat => &mut self.attacker,
            _ => &mut self.defender,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bets_follow_the_attack_the_raises_and_the_call() {
        let mut bets = BattleBets::default();
        let (a, d) = (Seat(1), Seat(0));
        for event in [
            Event::Attacked {
                attacker: a,
                defender: d,
                bet: 15,
            },
            Event::Raised {
                seat: d,
                paid: 20,
                raise: 10,
            },
            Event::Called { seat: a, paid: 10 },
        ] {
            bets.follow(&event);
        }
        assert_eq!((bets.of(a), bets.of(d), bets.of(Seat(2))), (25, 20, 0));
        bets.follow(&Event::Attacked {
            attacker: d,
            defender: Seat(2),
            bet: 5,
        });
        assert_eq!((bets.of(d), bets.of(Seat(2)), bets.of(a)), (5, 0, 0));
    }
}
