//! The dealer's turn (docs/rules/casino.md §5.5): once every hand has been played he turns his cards
//! up and, if any hand still needs beating, draws by rule; then the round is settled.

use parlour_engine::Audience;

use super::Events;
use crate::casino::event::CasinoEvent;
use crate::casino::round::DealerState;
use crate::casino::session::Casino;
use crate::event::show;
use crate::round::HandState;
use crate::score::Score;

impl Casino {
    /// The dealer turns his cards up and, if any hand still needs beating, draws by rule: he hits
    /// 16 or less (and a soft 17 where the rules say so), stands on 17 or more, stops at five cards.
    pub(super) fn dealer_plays(&mut self, events: &mut Events) {
        let dealer = &mut self.round_mut().dealer;
        show(&mut dealer.cards);
        events.push(CasinoEvent::DealerTurned {
            cards: dealer.cards.clone(),
        });
        let contested = self.round_ref().bettors.iter().any(|b| {
            b.hands
                .iter()
                .any(|h| h.state != HandState::Bust && h.state != HandState::Pontoon)
        });
        while contested && self.dealer_draws() && self.can_draw(1) {
            let card = self.draw(Audience::Everyone, events);
            self.round_mut().dealer.cards.push(card);
            events.push(CasinoEvent::DealerDrew { card });
        }
        let score = Score::of(self.dealer_cards());
        self.round_mut().dealer.state = if score.is_bust() {
            events.push(CasinoEvent::DealerBust);
            DealerState::Bust
        } else if score.cards >= 5 {
            events.push(CasinoEvent::DealerFiveCardTrick);
            DealerState::FiveCardTrick
        } else {
            events.push(CasinoEvent::DealerStood {
                total: score.total(),
            });
            DealerState::Stood
        };
        self.settle(events);
    }

    /// The dealer's drawing rule.
    fn dealer_draws(&self) -> bool {
        let score = Score::of(self.dealer_cards());
        if score.is_bust() || score.cards >= 5 {
            return false;
        }
        let total = score.total();
        total <= 16 || (total == 17 && score.soft && self.rules.dealer_hits_soft_17)
    }
}
