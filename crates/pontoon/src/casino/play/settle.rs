//! The end of a round (docs/rules/casino.md §5.6, with §5.1 for the discards): every standing hand
//! is paid or lost against the dealer, the cards are put away and the betting opens for the next
//! round.

use parlour_engine::Party;

use super::Events;
use crate::casino::event::CasinoEvent;
use crate::casino::round::DealerState;
use crate::casino::session::Casino;
use crate::round::HandState;
use crate::score::Ranking;

impl Casino {
    /// Every standing hand against the dealer: a hand that ranks higher wins its whole bet, twice
    /// over for a Pontoon or a Five Card Trick; anything else (ties too) loses it. Against a dealer's
    /// Pontoon at the deal every bet loses.
    pub(super) fn settle(&mut self, events: &mut Events) {
        let dealer = self.round_ref().dealer.state;
        let dealer_rank = Ranking::of(&self.dealer_cards());
        let mut owed = Vec::new();
        for bettor in &self.round_ref().bettors {
            for (index, hand) in bettor.hands.iter().enumerate() {
                if hand.state == HandState::Bust {
                    continue;
                }
                let stake = hand.stake as i64;
                let rank = hand.ranking();
                let amount = if dealer == DealerState::Pontoon || rank <= dealer_rank {
                    -stake
                } else if matches!(rank, Ranking::Pontoon | Ranking::FiveCardTrick) {
                    2 * stake
                } else {
                    stake
                };
                owed.push((bettor.seat, index, amount));
            }
        }
        let mut transfers = Vec::new();
        for (seat, hand, amount) in owed {
            transfers.push(if amount < 0 {
                self.pay(Party::Seat(seat), Party::House, amount.unsigned_abs())
            } else {
                self.pay(Party::House, Party::Seat(seat), amount as u64)
            });
            self.hand_mut(seat, hand).result = Some(amount);
        }
        events.push(CasinoEvent::Settled { transfers });
        self.end_round(events);
    }

    /// Puts the round's cards away (standing hands seat by seat, the dealer's last) and opens the
    /// betting for the next round.
    fn end_round(&mut self, events: &mut Events) {
        let round = self.round.as_mut().expect("a round is in play");
        round.over = true;
        for bettor in &round.bettors {
            for hand in bettor.hands.iter().filter(|h| h.state != HandState::Bust) {
                self.discards
                    .put_all_bottom(hand.cards.iter().map(|c| c.value));
            }
        }
        self.discards
            .put_all_bottom(round.dealer.cards.iter().map(|c| c.value));
        self.core.rounds_played += 1;
        events.push(CasinoEvent::RoundOver {
            round: Box::new(round.clone()),
        });
        self.open_betting(events);
    }
}
