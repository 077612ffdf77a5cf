//! The moves of a hand of Pontoon (docs/rules/pontoon.md §2.2 to §2.4, §3 and §4): `apply` and the
//! legal moves here, the moves themselves by stage: [`deal`], the players' [`turn`]s, the
//! [`banker`]'s turn, the [`settle`]ment, and [`between`] hands the kitty and the sale of the bank.
//!
//! Every handler checks everything first and changes nothing until all checks pass, so a rejection
//! leaves the session exactly as it was. After each move the engine plays the forced moves itself
//! (declaring a Pontoon, stopping a hand on five cards or a hard 21, dealing, settling).

use parlour_cards::Card;
use parlour_engine::{Audience, LegalMove, Limits, Seat, Veiled};

use crate::action::{Action, Buyer, Move};
use crate::event::{Event, TableCard};
use crate::reason::Rejection;
use crate::round::{Hand, Punter, Round};
use crate::score::is_pontoon_under;
use crate::session::{Phase, Pontoon};

mod banker;
mod between;
mod deal;
pub(crate) mod settle;
mod turn;

type Events = Vec<Event<TableCard>>;

fn hidden(card: Card, holder: Seat) -> TableCard {
    Veiled::new(card, Audience::Holder(holder))
}

fn face_up(card: Card) -> TableCard {
    Veiled::new(card, Audience::Everyone)
}

impl Pontoon {
    /// Plays one action of `seat`, on turn (`Game::apply` has checked): the events it caused, or
    /// why it was refused.
    pub(crate) fn play(&mut self, seat: Seat, action: &Action) -> Result<Events, Rejection> {
        let mut events = Vec::new();
        match *action {
            Action::Deal => self.deal(&mut events)?,
            Action::Stake(amount) => self.stake(seat, amount, &mut events)?,
            Action::Double => self.double(true, &mut events)?,
            Action::DeclineDouble => self.double(false, &mut events)?,
            Action::Shoot(amount) => self.shoot(seat, amount, &mut events)?,
            Action::Split => self.split(seat, &mut events)?,
            Action::Burn => self.burn(seat, &mut events)?,
            Action::Buy(amount) => self.buy(seat, amount, &mut events)?,
            Action::Twist if self.phase == Phase::Banker => self.banker_twist(&mut events)?,
            Action::Stick if self.phase == Phase::Banker => self.banker_stay(&mut events)?,
            Action::Twist => self.twist(seat, &mut events)?,
            Action::Stick => self.stick(seat, &mut events)?,
            Action::Kitty(amount) => self.put_kitty(seat, amount, &mut events)?,
            Action::OfferBank { buyer, price } => {
                self.offer_bank(seat, buyer, price, &mut events)?
            }
            Action::AcceptBank => self.answer_offer(true, &mut events)?,
            Action::DeclineBank => self.answer_offer(false, &mut events)?,
        }
        Ok(events)
    }

    /// What `seat` may do now.
    pub fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::BetweenHands { offer: None } => {
                let mut moves = Vec::new();
                if self.kitty_ready() {
                    moves.push(Move::Deal);
                }
                if let Some(limits) = self.kitty_limits() {
                    moves.push(Move::Kitty(limits));
                }
                let buyers: Vec<Buyer> = self
                    .players
                    .iter()
                    .enumerate()
                    .filter(|&(index, buyer)| Seat::from(index) != seat && buyer.chips > 0)
                    .map(|(index, buyer)| Buyer {
                        seat: Seat::from(index),
                        max_price: buyer.chips - 1,
                    })
                    .collect();
                if !buyers.is_empty() {
                    moves.push(Move::OfferBank { buyers });
                }
                moves
            }
            Phase::BetweenHands { offer: Some(offer) } => {
                vec![Move::AcceptBank { price: offer.price }, Move::DeclineBank]
            }
            Phase::Staking { .. } => vec![Move::Stake(self.stake_limits(seat))],
            Phase::Doubling => vec![Move::Double, Move::DeclineDouble],
            Phase::Shooting { .. } => vec![Move::Shoot(Limits {
                min: 0,
                max: self.shoot_room(self.punter(seat)),
            })],
            Phase::Playing { seat, hand } => self.hand_moves(seat, hand),
            Phase::Banker => {
                let mut moves = Vec::new();
                if self.banker_may_draw() {
                    moves.push(Move::Twist);
                }
                moves.push(Move::Stick);
                moves
            }
            Phase::Over => Vec::new(),
        }
    }

    /// What `seat` is taken to do when it does not act in time (docs/rules/README.md, timeouts):
    /// the banker deals (putting up the least kitty the rules allow first, in Shoot, if there is
    /// none), a buyer declines the bank, a player stakes the minimum, the banker declines to double
    /// and stays, a player declines a shoot bet and sticks, or twists when he may not stick (a
    /// twist costs nothing).
    pub fn timeout(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(&seat) {
            return None;
        }
        Some(match self.phase {
            Phase::BetweenHands { offer: None } if self.kitty_ready() => Action::Deal,
            Phase::BetweenHands { offer: None } => match self.kitty_limits() {
                Some(limits) => {
                    Action::Kitty(i64::try_from(limits.min).expect("within the bound on chips"))
                }
                // A Shoot banker down to his last chip can put up no kitty: all he can do is sell
                // the bank, so he offers it for nothing to the nearest buyer on his left.
                None => {
                    let moves = self.legal_moves(seat);
                    let buyers = moves.iter().find_map(|m| match m {
                        Move::OfferBank { buyers } => Some(buyers),
                        _ => None,
                    })?;
                    let buyer = seat
                        .round_from_left(self.seats())
                        .find(|&s| buyers.iter().any(|b| b.seat == s))?;
                    Action::OfferBank { buyer, price: 0 }
                }
            },
            Phase::BetweenHands { offer: Some(_) } => Action::DeclineBank,
            Phase::Staking { .. } => Action::Stake(self.stake_limits(seat).min),
            Phase::Doubling => Action::DeclineDouble,
            Phase::Shooting { .. } => Action::Shoot(0),
            Phase::Playing { seat, hand } => {
                let moves = self.hand_moves(seat, hand);
                if moves.contains(&Move::Stick) {
                    Action::Stick
                } else if moves.iter().any(|m| m.admits(&Action::Shoot(0))) {
                    Action::Shoot(0)
                } else {
                    Action::Twist
                }
            }
            Phase::Banker => Action::Stick,
            Phase::Over => return None,
        })
    }

    pub(super) fn hand_moves(&self, seat: Seat, hand: usize) -> Vec<Move> {
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

    pub(super) fn punter(&self, seat: Seat) -> &Punter<TableCard> {
        self.round_ref()
            .punter(seat)
            .expect("a punter in this hand")
    }

    pub(super) fn hand_mut(&mut self, seat: Seat, hand: usize) -> &mut Hand<TableCard> {
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
    pub(super) fn cover_needed(
        &self,
        punter: &Punter<TableCard>,
        extra_stake: u64,
        extra_shoot: u64,
    ) -> u64 {
        self.rules.cover_factor() * (punter.staked() + extra_stake) + punter.shot() + extra_shoot
    }

    pub(super) fn check_cover(
        &self,
        punter: &Punter<TableCard>,
        extra_stake: u64,
        extra_shoot: u64,
    ) -> Result<(), Rejection> {
        let held = self.players[punter.seat.index()].chips;
        let needed = self.cover_needed(punter, extra_stake, extra_shoot);
        if held < needed {
            return Err(Rejection::NotEnoughChips {
                holder: punter.seat,
                needed,
                held,
            });
        }
        Ok(())
    }

    /// The largest extra stake `punter`'s chips cover.
    pub(super) fn stake_room(&self, punter: &Punter<TableCard>) -> u64 {
        let held = self.players[punter.seat.index()].chips;
        (held.saturating_sub(punter.shot()) / self.rules.cover_factor())
            .saturating_sub(punter.staked())
    }

    /// The largest shoot bet `punter` may place now: the kitty cap and their cover.
    pub(super) fn shoot_room(&self, punter: &Punter<TableCard>) -> u64 {
        let held = self.players[punter.seat.index()].chips;
        self.shoot_cap()
            .min(held.saturating_sub(self.cover_needed(punter, 0, 0)))
    }
}
