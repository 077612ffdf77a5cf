//! The deal of a round (docs/rules/casino.md §5.1 to §5.3): the shoe shuffled when it is due, two
//! cards to each seat that bet and two face down to the dealer, and the dealer's Pontoon.

use parlour_cards::{Card, Pile};
use parlour_engine::{Audience, Game, Seat, TableCard};

use super::Events;
use crate::casino::event::CasinoEvent;
use crate::casino::round::{Bettor, CasinoHand, CasinoRound, DealerHand, DealerState};
use crate::casino::session::{Casino, CasinoPhase};
use crate::event::show;
use crate::score::is_pontoon;

impl Casino {
    fn shuffle(&mut self, events: &mut Events) {
        let discards: Vec<Card> = self.discards.iter().collect();
        self.discards = Pile::new();
        self.watched_from.fill(0);
        self.shoe.put_all_bottom(discards);
        let shuffle = self.core.shuffler.shuffle_and_cut(&mut self.shoe);
        events.push(CasinoEvent::Shuffled { shuffle });
    }

    pub(super) fn deal_round(&mut self, events: &mut Events) {
        let shuffled_before = self.shuffle_due();
        if shuffled_before {
            self.shuffle(events);
            self.shuffle_due = false;
        }
        let bettors: Vec<Bettor<TableCard>> = self
            .bets
            .iter()
            .filter_map(|b| {
                b.stake.map(|bet| Bettor {
                    seat: b.seat,
                    name: self.name(b.seat).to_string(),
                    bet,
                    hands: vec![CasinoHand::new(Vec::new(), bet, false)],
                })
            })
            .collect();
        self.bets.clear();
        let seats: Vec<Seat> = bettors.iter().map(|b| b.seat).collect();
        let number = self.core.rounds_played + 1;
        self.round = Some(CasinoRound {
            number,
            shuffled_before,
            bettors,
            dealer: DealerHand {
                cards: Vec::new(),
                state: DealerState::Waiting,
            },
            transfers: Vec::new(),
            net: vec![0; self.seats()],
            house_net: 0,
            over: false,
        });
        events.push(CasinoEvent::RoundStarted {
            number,
            seats: seats.clone(),
        });
        // One card to each seat, one to the dealer, a second to each seat, a second to the dealer.
        // Players' cards face up; the dealer's face down to everyone.
        for _ in 0..2 {
            for &seat in &seats {
                self.deal_to(seat, 0, events);
            }
            let card = self.draw(Audience::Nobody, events);
            self.round_mut().dealer.cards.push(card);
            events.push(CasinoEvent::Dealt {
                seat: None,
                hand: 0,
                card,
            });
        }
        if is_pontoon(&self.dealer_cards()) {
            // The dealer looks for a Pontoon first: if he has one every bet loses, Pontoons too.
            let dealer = &mut self.round_mut().dealer;
            show(&mut dealer.cards);
            dealer.state = DealerState::Pontoon;
            events.push(CasinoEvent::DealerPontoon {
                cards: dealer.cards.clone(),
            });
            self.settle(events);
        } else {
            self.phase = CasinoPhase::Playing {
                seat: seats[0],
                hand: 0,
            };
            self.continue_play(events);
        }
    }
}
