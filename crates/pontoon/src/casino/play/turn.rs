//! The players' turns (docs/rules/casino.md §5.4): twist, stick, buy and split and the checks they
//! use, with the forced moves between them (a Pontoon, five cards or a hard 21 stop a hand; a bust
//! loses its bet at once), until the dealer is to play.

use parlour_cards::Card;
use parlour_engine::{Party, Seat, TableCard};

use super::Events;
use crate::HandStep;
use crate::casino::event::CasinoEvent;
use crate::casino::round::{Bettor, CasinoHand};
use crate::casino::session::{Casino, CasinoPhase, STICK_MIN};
use crate::play::check_covered;
use crate::reason::{Reason, Rejection};
use crate::round::HandState;
use crate::score::{is_pontoon, pips};

impl Casino {
    /// Plays the forced moves from the current hand on: a Pontoon, five cards or a hard 21 stop a
    /// hand; then the dealer plays once every hand has.
    pub(super) fn continue_play(&mut self, events: &mut Events) {
        while let CasinoPhase::Playing { seat, hand } = self.phase {
            let can_draw = self.can_draw(1);
            let current = self.hand_mut(seat, hand);
            if current.state == HandState::Waiting {
                current.state = HandState::Playing;
            }
            if current.state == HandState::Playing {
                let score = current.score();
                if is_pontoon(&current.cards()) {
                    current.state = HandState::Pontoon;
                    events.push(CasinoEvent::Pontoon { seat, hand });
                } else if score.cards >= 5 {
                    current.state = HandState::FiveCardTrick;
                    events.push(HandStep::FiveCardTrick { seat, hand }.into());
                } else if score.hard == 21 || !can_draw {
                    current.state = HandState::Stood;
                    events.push(HandStep::Stood { seat, hand }.into());
                } else {
                    return;
                }
            }
            let bettors = &self.round_ref().bettors;
            let index = bettors
                .iter()
                .position(|b| b.seat == seat)
                .expect("a bettor");
            self.phase = if hand + 1 < bettors[index].hands.len() {
                CasinoPhase::Playing {
                    seat,
                    hand: hand + 1,
                }
            } else if let Some(next) = bettors.get(index + 1) {
                CasinoPhase::Playing {
                    seat: next.seat,
                    hand: 0,
                }
            } else {
                self.dealer_plays(events);
                return;
            };
        }
    }

    fn playing(&self, verb: &'static str) -> Result<usize, Rejection> {
        match self.phase {
            // `apply` has checked that the seat is on turn.
            CasinoPhase::Playing { hand, .. } => Ok(hand),
            _ => Err(Rejection::not_now(verb, "play_after_deal")),
        }
    }

    /// A player must hold the chips for everything at risk after adding `extra`
    /// (docs/rules/casino.md §5.4).
    fn check_chips(&self, bettor: &Bettor<TableCard>, extra: u64) -> Result<(), Rejection> {
        let held = self.core.players[bettor.seat.index()].chips;
        check_covered(bettor.seat, held, bettor.at_risk() + extra)
    }

    pub(in crate::casino) fn check_buy(
        &self,
        bettor: &Bettor<TableCard>,
        hand: &CasinoHand<TableCard>,
    ) -> Result<u64, Rejection> {
        if hand.bought {
            return Err(Reason::CannotBuy {
                why: "buy_once".into(),
            }
            .into());
        }
        self.check_card_for(hand)?;
        self.check_chips(bettor, hand.stake)?;
        Ok(hand.stake)
    }

    pub(in crate::casino) fn check_split(
        &self,
        bettor: &Bettor<TableCard>,
        hand: &CasinoHand<TableCard>,
    ) -> Result<u64, Rejection> {
        let refuse = |why: &'static str| Err(Reason::CannotSplit { why: why.into() }.into());
        let [first, second] = hand.cards.as_slice() else {
            return refuse("split_first_two");
        };
        let pair = if self.rules.split_by_value {
            pips(first.value) == pips(second.value)
        } else {
            first.value.rank == second.value.rank
        };
        if !pair {
            return refuse(if self.rules.split_by_value {
                "not_same_value"
            } else {
                "not_same_rank"
            });
        }
        if bettor.hands.len() >= usize::from(self.rules.max_hands) {
            return refuse("split_most_hands_casino");
        }
        if !self.can_draw(2) {
            return refuse("shoe_short_split");
        }
        self.check_chips(bettor, bettor.bet)?;
        Ok(bettor.bet)
    }

    pub(in crate::casino) fn twist(
        &mut self,
        seat: Seat,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        let hand = self.playing("twist")?;
        self.check_card_for(&self.bettor(seat).hands[hand])?;
        self.card_to(seat, hand, events, |card| {
            HandStep::Twisted { seat, hand, card }.into()
        });
        self.after_card(seat, hand, events);
        Ok(())
    }

    /// Buy (double): the hand's bet is doubled and it gets one card; it may twist on afterwards.
    pub(in crate::casino) fn buy(
        &mut self,
        seat: Seat,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        let hand = self.playing("buy")?;
        let bettor = self.bettor(seat);
        let cost = self.check_buy(bettor, &bettor.hands[hand])?;
        let current = self.hand_mut(seat, hand);
        current.stake += cost;
        current.bought = true;
        self.card_to(seat, hand, events, |card| CasinoEvent::Bought {
            seat,
            hand,
            card,
        });
        self.after_card(seat, hand, events);
        Ok(())
    }

    pub(in crate::casino) fn stick(
        &mut self,
        seat: Seat,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        let hand = self.playing("stick")?;
        let total = self.bettor(seat).hands[hand].score().total();
        if total < STICK_MIN {
            return Err(Reason::StickTooLow {
                total,
                needed: STICK_MIN,
            }
            .into());
        }
        self.hand_mut(seat, hand).state = HandState::Stood;
        events.push(HandStep::Stood { seat, hand }.into());
        self.continue_play(events);
        Ok(())
    }

    /// A pair becomes two hands with the original bet each; each gets a card at once, left first.
    pub(in crate::casino) fn split(
        &mut self,
        seat: Seat,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        let hand = self.playing("split")?;
        let bettor = self.bettor(seat);
        let bet = self.check_split(bettor, &bettor.hands[hand])?;
        let current = self.hand_mut(seat, hand);
        let second = current.cards.pop().expect("a pair");
        current.split = true;
        let right = CasinoHand::new(vec![second], bet, true);
        self.round_mut()
            .bettor_mut(seat)
            .expect("a seat in this round")
            .hands
            .insert(hand + 1, right);
        events.push(CasinoEvent::Split { seat, hand });
        self.deal_to(seat, hand, events);
        self.deal_to(seat, hand + 1, events);
        self.continue_play(events);
        Ok(())
    }

    /// A card over 21 busts the hand at once: its bet goes to the house, its cards away.
    fn after_card(&mut self, seat: Seat, hand: usize, events: &mut Events) {
        let current = self.hand_mut(seat, hand);
        if current.score().is_bust() {
            let lost = current.stake;
            current.state = HandState::Bust;
            current.result = Some(-(lost as i64));
            let cards: Vec<Card> = current.cards.iter().map(|c| c.value).collect();
            self.discards.put_all_bottom(cards);
            self.pay(Party::Seat(seat), Party::House, lost);
            events.push(CasinoEvent::Bust { seat, hand, lost });
        }
        self.continue_play(events);
    }
}
