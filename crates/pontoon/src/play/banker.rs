//! The banker's turn (docs/rules/pontoon.md §2.4): he turns his cards up and draws or stays as he
//! likes, and stops by himself on a bust, five cards or a hard 21.

use super::{Events, face_up};
use crate::event::Event;
use crate::event::show;
use crate::reason::{Reason, Rejection};
use crate::round::BankerState;
use crate::score::Score;
use crate::session::Pontoon;

impl Pontoon {
    /// After the players: the banker turns his cards up and plays, unless every hand bust.
    pub(crate) fn banker_turn(&mut self, events: &mut Events) {
        let round = self.round_mut();
        let anyone_standing = round
            .punters
            .iter()
            .any(|p| p.hands.iter().any(|h| h.stands()));
        if !anyone_standing {
            round.banker.state = BankerState::NotPlayed;
            self.end_hand(events);
            return;
        }
        show(&mut round.banker.cards);
        round.banker.state = BankerState::Playing;
        events.push(Event::BankerTurned {
            cards: round.banker.cards.clone(),
        });
        self.banker_forced(events);
    }

    pub(crate) fn banker_score(&self) -> Score {
        Score::of(self.round_ref().banker.cards.iter().map(|c| c.value))
    }

    pub(crate) fn banker_may_draw(&self) -> bool {
        self.banker_score().may_take_card() && !self.pack.is_empty()
    }

    /// The banker stops at once on a bust, five cards, a hard 21 (or an empty pack).
    pub(crate) fn banker_forced(&mut self, events: &mut Events) {
        let score = self.banker_score();
        let state = if score.is_bust() {
            events.push(Event::BankerBust);
            BankerState::Bust
        } else if score.cards >= 5 {
            events.push(Event::BankerFiveCardTrick);
            BankerState::FiveCardTrick
        } else if !self.banker_may_draw() {
            events.push(Event::BankerStayed {
                total: score.total(),
            });
            BankerState::Stayed {
                total: score.total(),
            }
        } else {
            return;
        };
        self.round_mut().banker.state = state;
        self.settle(events);
    }

    pub(crate) fn banker_twist(&mut self, events: &mut Events) -> Result<(), Rejection> {
        if !self.banker_may_draw() {
            return Err(Reason::CannotTakeCard {
                why: "banker_hand_full".into(),
            }
            .into());
        }
        let card = face_up(self.take_card());
        self.round_mut().banker.cards.push(card);
        events.push(Event::BankerTwisted { card });
        self.banker_forced(events);
        Ok(())
    }

    /// The banker stays, at any total: "paying" one more than his total.
    pub(crate) fn banker_stay(&mut self, events: &mut Events) -> Result<(), Rejection> {
        let total = self.banker_score().total();
        self.round_mut().banker.state = BankerState::Stayed { total };
        events.push(Event::BankerStayed { total });
        self.settle(events);
        Ok(())
    }
}
