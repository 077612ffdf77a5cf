//! The deal (docs/rules/pontoon.md §2.2): the first card, the initial stakes, the banker's double
//! (§3), the first shoot round (§4.2), the second card and the banker's Pontoon.

use parlour_cards::Card;
use parlour_engine::Game;
use parlour_engine::{Audience, Limits, Seat, Veiled};

use super::Events;
use crate::event::Event;
use crate::reason::Rejection;
use crate::round::{BankerHand, BankerState, Hand, Punter, Round};
use crate::score::is_pontoon_under;
use crate::session::{Phase, Pontoon};

impl Pontoon {
    pub(crate) fn deal(&mut self, events: &mut Events) -> Result<(), Rejection> {
        match self.phase {
            Phase::BetweenRounds { offer: None } => {}
            Phase::BetweenRounds { offer: Some(_) } => {
                return Err(Rejection::NotAllowedNow {
                    verb: "deal".into(),
                    why: "bank_offered".into(),
                });
            }
            _ => {
                return Err(Rejection::NotAllowedNow {
                    verb: "deal".into(),
                    why: "hand_in_play".into(),
                });
            }
        }
        if !self.kitty_ready() {
            return Err(Rejection::NotAllowedNow {
                verb: "deal".into(),
                why: "kitty_first".into(),
            });
        }

        let mut shuffled_before = false;
        if self.shuffle_due {
            let shuffle = self.core.shuffler.shuffle_and_cut(&mut self.pack);
            self.shuffle_due = false;
            shuffled_before = true;
            events.push(Event::Shuffled { shuffle });
        }
        let punters = self.punters_in_order();
        let banker = self.banker;
        self.round = Some(Round {
            number: self.core.rounds_played + 1,
            shuffled_before,
            punters: punters
                .iter()
                .map(|&seat| Punter {
                    seat,
                    name: self.name(seat).to_string(),
                    stake: None,
                    hands: vec![Hand::new(Vec::new(), 0, false)],
                })
                .collect(),
            banker: BankerHand {
                seat: banker,
                name: self.name(banker).to_string(),
                cards: Vec::new(),
                state: BankerState::Waiting,
            },
            doubled: false,
            shoot: self.rules.shoot,
            transfers: Vec::new(),
            net: vec![0; self.seats()],
            kitty_net: 0,
            over: false,
        });
        events.push(Event::HandStarted {
            number: self.core.rounds_played + 1,
            banker,
            punters: punters.clone(),
        });
        // One card face down to each player round the table, the banker last. The banker does not
        // look at his until the second round of the deal (or until he decides whether to double).
        for &seat in &punters {
            self.deal_to_hand(seat, 0, Audience::Holder(seat), events);
        }
        self.deal_to_banker(Audience::Nobody, events);
        self.phase = Phase::Staking { seat: punters[0] };
        Ok(())
    }

    pub(crate) fn deal_to_hand(
        &mut self,
        seat: Seat,
        hand: usize,
        audience: Audience,
        events: &mut Events,
    ) {
        let card = Veiled::new(self.take_card(), audience);
        self.hand_mut(seat, hand).cards.push(card);
        events.push(Event::Dealt { seat, hand, card });
    }

    pub(crate) fn deal_to_banker(&mut self, audience: Audience, events: &mut Events) {
        let card = Veiled::new(self.take_card(), audience);
        self.round_mut().banker.cards.push(card);
        events.push(Event::Dealt {
            seat: self.banker,
            hand: 0,
            card,
        });
    }

    pub(crate) fn stake_limits(&self, seat: Seat) -> Limits {
        Limits {
            min: self.rules.min_stake,
            max: self.rules.max_stake.min(self.stake_room(self.punter(seat))),
        }
    }

    pub(crate) fn stake(
        &mut self,
        seat: Seat,
        amount: u64,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        let Phase::Staking { .. } = self.phase else {
            return Err(Rejection::NotAllowedNow {
                verb: "stake".into(),
                why: "stake_after_first_card".into(),
            });
        };
        let limits = Limits {
            min: self.rules.min_stake,
            max: self.rules.max_stake,
        };
        limits.check("stake", amount)?;
        self.check_cover(self.punter(seat), amount, 0)?;

        let round = self.round_mut();
        let punter = round.punter_mut(seat).expect("staking punter");
        punter.stake = Some(amount);
        punter.hands[0].stake = amount;
        events.push(Event::Staked { seat, amount });
        let next = round
            .punters
            .iter()
            .find(|p| p.stake.is_none())
            .map(|p| p.seat);
        match next {
            Some(seat) => self.phase = Phase::Staking { seat },
            None if self.rules.banker_may_double => {
                // The banker looks at his first card before deciding.
                let banker = self.banker;
                let round = self.round_mut();
                round.banker.cards[0].audience = Audience::Holder(banker);
                events.push(Event::BankerLooked {
                    cards: round.banker.cards.clone(),
                });
                self.phase = Phase::Doubling;
            }
            None => self.first_shoot_round(None, events),
        }
        Ok(())
    }

    /// The banker doubles all bets, or lets them stand (`banker_may_double`).
    pub(crate) fn double(&mut self, double: bool, events: &mut Events) -> Result<(), Rejection> {
        if self.phase != Phase::Doubling {
            return Err(Rejection::NotAllowedNow {
                verb: if double { "double" } else { "decline_double" }.into(),
                why: "double_when".into(),
            });
        }
        self.round_mut().doubled = double;
        events.push(Event::BankerDoubled { doubled: double });
        self.first_shoot_round(None, events);
        Ok(())
    }

    /// The first shoot round (docs/rules/pontoon.md §4.2): each player after `after` in turn who
    /// can place a shoot bet is asked; one who cannot (the kitty is covered, or their chips are) is
    /// passed over. Then the second card.
    pub(crate) fn first_shoot_round(&mut self, after: Option<Seat>, events: &mut Events) {
        if self.rules.shoot {
            let punters = &self.round_ref().punters;
            let start = after.map_or(0, |seat| {
                punters
                    .iter()
                    .position(|p| p.seat == seat)
                    .expect("a punter")
                    + 1
            });
            let next = punters[start..]
                .iter()
                .find(|p| self.shoot_room(p) > 0)
                .map(|p| p.seat);
            if let Some(seat) = next {
                self.phase = Phase::Shooting { seat };
                return;
            }
        }
        self.second_deal(events);
    }

    /// The second card to everyone, the banker last; then the banker looks, and shows a Pontoon.
    pub(crate) fn second_deal(&mut self, events: &mut Events) {
        let seats: Vec<Seat> = self.round_ref().punters.iter().map(|p| p.seat).collect();
        for &seat in &seats {
            self.deal_to_hand(seat, 0, Audience::Holder(seat), events);
        }
        let banker = self.banker;
        self.deal_to_banker(Audience::Holder(banker), events);
        let round = self.round_mut();
        round.banker.cards[0].audience = Audience::Holder(banker);
        events.push(Event::BankerLooked {
            cards: round.banker.cards.clone(),
        });
        let cards: Vec<Card> = round.banker.cards.iter().map(|c| c.value).collect();
        if is_pontoon_under(&cards, &self.rules) {
            self.banker_pontoon(events);
        } else {
            self.phase = Phase::Playing {
                seat: seats[0],
                hand: 0,
            };
            self.continue_play(events);
        }
    }
}
