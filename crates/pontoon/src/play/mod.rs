//! The moves of a hand of Pontoon (docs/rules/pontoon.md §2.2 to §2.4, §3 and §4): `apply` and the
//! legal moves here, the moves themselves by stage: [`deal`], the players' [`turn`]s, the
//! [`banker`]'s turn, the [`settle`]ment, and [`between`] hands the kitty and the sale of the bank.
//!
//! Every handler checks everything first and changes nothing until all checks pass, so a rejection
//! leaves the session exactly as it was. After each move the engine plays the forced moves itself
//! (declaring a Pontoon, stopping a hand on five cards or a hard 21, dealing, settling).

use parlour_cards::Card;
use parlour_engine::{Audience, Limits, Seat, Veiled};

use crate::action::Move;
use crate::reason::Rejection;
use crate::round::{Hand, Punter, Round};
use crate::score::is_pontoon_under;
use crate::session::Pontoon;
use parlour_engine::TableCard;

mod banker;
mod between;
mod deal;
mod seats;
pub(crate) mod settle;
mod turn;

/// The events a stage of play adds to.
pub(crate) type Events = parlour_engine::Events<Pontoon>;

fn hidden(card: Card, holder: Seat) -> TableCard {
    Veiled::new(card, Audience::Holder(holder))
}

fn face_up(card: Card) -> TableCard {
    Veiled::new(card, Audience::Everyone)
}

/// Refuses a move that would leave `holder`, holding `held` chips, with `needed` at risk and more
/// than they hold (the cover rule, docs/rules/README.md §0). The casino's bettors are held to it
/// too.
pub(crate) fn check_covered(holder: Seat, held: u64, needed: u64) -> Result<(), Rejection> {
    if held < needed {
        return Err(Rejection::NotEnoughChips {
            holder,
            needed,
            held,
        });
    }
    Ok(())
}

impl Pontoon {
    pub(crate) fn hand_moves(&self, seat: Seat, hand: usize) -> Vec<Move> {
        let punter = self.punter(seat);
        let current = &punter.hands[hand];
        let mut moves = Vec::new();
        if current.shoot_open {
            moves.push(Move::Shoot(Limits {
                min: 0,
                max: self.shoot_room(punter),
            }));
            if is_pontoon_under(&current.cards(), &self.rules) {
                // The Pontoon is declared once the shoot bet is placed or declined.
                return moves;
            }
        }
        if self.check_card_for(current).is_ok() {
            moves.push(Move::Twist);
            if let Ok(limits) = self.buy_limits(punter, current) {
                moves.push(Move::Buy(limits));
            }
        }
        if current.shot_for_fourth {
            return moves;
        }
        if self.check_fourth_card_shoot(punter, current).is_ok() {
            moves.push(Move::Shoot(Limits {
                min: 1,
                max: self.shoot_room(punter),
            }));
        }
        if current.score().total() >= self.rules.stick_min {
            moves.push(Move::Stick);
        }
        if self.check_split(punter, current).is_ok() {
            moves.push(Move::Split);
        }
        if self.check_burn(current).is_ok() {
            moves.push(Move::Burn);
        }
        moves
    }

    pub(crate) fn round_mut(&mut self) -> &mut Round<TableCard> {
        self.round.as_mut().expect("a hand is in play")
    }

    pub(crate) fn round_ref(&self) -> &Round<TableCard> {
        self.round.as_ref().expect("a hand is in play")
    }

    pub(crate) fn punter(&self, seat: Seat) -> &Punter<TableCard> {
        self.round_ref()
            .punter(seat)
            .expect("a punter in this hand")
    }

    pub(crate) fn hand_mut(&mut self, seat: Seat, hand: usize) -> &mut Hand<TableCard> {
        &mut self
            .round_mut()
            .punter_mut(seat)
            .expect("a punter in this hand")
            .hands[hand]
    }

    /// The multiple of the stakes every settlement is made at: 2 once the banker has doubled.
    pub(crate) fn doubling(&self) -> u64 {
        self.round
            .as_ref()
            .map_or(1, |r| if r.doubled { 2 } else { 1 })
    }

    // --- The cover rule (docs/rules/README.md §0, docs/rules/pontoon.md §2.6) ---

    /// The chips `punter` needs to cover the worst case after staking `extra_stake` more and shooting
    /// `extra_shoot` more: the cover factor times the whole stakes, plus the shoot bets.
    pub(crate) fn cover_needed(
        &self,
        punter: &Punter<TableCard>,
        extra_stake: u64,
        extra_shoot: u64,
    ) -> u64 {
        self.rules.cover_factor() * (punter.staked() + extra_stake) + punter.shot() + extra_shoot
    }

    pub(crate) fn check_cover(
        &self,
        punter: &Punter<TableCard>,
        extra_stake: u64,
        extra_shoot: u64,
    ) -> Result<(), Rejection> {
        let held = self.core.players[punter.seat.index()].chips;
        check_covered(
            punter.seat,
            held,
            self.cover_needed(punter, extra_stake, extra_shoot),
        )
    }

    /// The largest extra stake `punter`'s chips cover.
    pub(crate) fn stake_room(&self, punter: &Punter<TableCard>) -> u64 {
        let held = self.core.players[punter.seat.index()].chips;
        (held.saturating_sub(punter.shot()) / self.rules.cover_factor())
            .saturating_sub(punter.staked())
    }

    /// The largest shoot bet `punter` may place now: the kitty cap and their cover.
    pub(crate) fn shoot_room(&self, punter: &Punter<TableCard>) -> u64 {
        let held = self.core.players[punter.seat.index()].chips;
        self.shoot_cap()
            .min(held.saturating_sub(self.cover_needed(punter, 0, 0)))
    }
}
