//! The moves of a hand of Pontoon (RULES.md 2.2 to 2.4): deal, stakes, the players' turns, the
//! banker's turn, and the sale of the bank between hands.
//!
//! Every handler checks everything first and changes nothing until all checks pass, so a rejection
//! leaves the session exactly as it was. After each move the engine plays the forced moves itself
//! (declaring a Pontoon, stopping a hand on five cards or a hard 21, dealing, settling).

use parlour_cards::Card;
use parlour_engine::{Audience, Limits, Seat, Veiled};

use crate::action::{Action, Move};
use crate::event::{Event, TableCard};
use crate::rejection::Rejection;
use crate::round::{BankerHand, BankerState, Hand, HandState, Punter, Round};
use crate::score::{Score, is_pontoon};
use crate::session::{Offer, Phase, Pontoon};

type Events = Vec<Event<TableCard>>;

fn hidden(card: Card, holder: Seat) -> TableCard {
    Veiled::new(card, Audience::Holder(holder))
}

fn face_up(card: Card) -> TableCard {
    Veiled::new(card, Audience::Everyone)
}

/// Turns every card face up; returns whether any was hidden.
fn show(cards: &mut [TableCard]) -> bool {
    let mut turned = false;
    for card in cards {
        turned |= card.audience != Audience::Everyone;
        card.audience = Audience::Everyone;
    }
    turned
}

impl Pontoon {
    /// Applies one action of `seat`: the events it caused, or why it was refused.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Events, Rejection> {
        if seat.index() >= self.seats() {
            return Err(Rejection::UnknownPlayer { seat: seat.0 });
        }
        if self.phase == Phase::Over {
            return Err(Rejection::SessionOver);
        }
        let mut events = Vec::new();
        match *action {
            Action::Deal => self.deal(seat, &mut events)?,
            Action::Stake(amount) => self.stake(seat, amount, &mut events)?,
            Action::Split => self.split(seat, &mut events)?,
            Action::Buy(amount) => self.buy(seat, amount, &mut events)?,
            Action::Twist if self.phase == Phase::Banker => self.banker_twist(seat, &mut events)?,
            Action::Stick if self.phase == Phase::Banker => self.banker_stay(seat, &mut events)?,
            Action::Twist => self.twist(seat, &mut events)?,
            Action::Stick => self.stick(seat, &mut events)?,
            Action::OfferBank { buyer, price } => {
                self.offer_bank(seat, buyer, price, &mut events)?
            }
            Action::AcceptBank => self.answer_offer(seat, true, &mut events)?,
            Action::DeclineBank => self.answer_offer(seat, false, &mut events)?,
        }
        Ok(events)
    }

    fn not_your_turn(&self) -> Rejection {
        let names: Vec<&str> = self.to_act().into_iter().map(|s| self.name(s)).collect();
        Rejection::NotYourTurn {
            waiting: names.join(" or "),
        }
    }

    /// What `seat` may do now.
    pub fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        let chips = self.players[seat.index()].chips;
        match self.phase {
            Phase::BetweenHands { offer: None } => {
                let mut moves = vec![Move::Deal];
                for (index, buyer) in self.players.iter().enumerate() {
                    if Seat::from(index) != seat && buyer.chips > 0 {
                        moves.push(Move::OfferBank {
                            buyer: Seat::from(index),
                            max_price: buyer.chips - 1,
                        });
                    }
                }
                moves
            }
            Phase::BetweenHands { offer: Some(offer) } => {
                vec![Move::AcceptBank { price: offer.price }, Move::DeclineBank]
            }
            Phase::Staking { .. } => vec![Move::Stake(self.stake_limits(seat))],
            Phase::Playing { seat, hand } => {
                let punter = self.punter(seat);
                let current = &punter.hands[hand];
                let score = current.score();
                let mut moves = Vec::new();
                if self.check_card_for(current).is_ok() {
                    moves.push(Move::Twist);
                    if let Ok(limits) = self.buy_limits(punter, current) {
                        moves.push(Move::Buy(limits));
                    }
                }
                if score.total() >= self.rules.stick_min {
                    moves.push(Move::Stick);
                }
                if self.check_split(punter, current).is_ok() {
                    moves.push(Move::Split);
                }
                debug_assert!(chips >= 2 * punter.at_risk());
                moves
            }
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

    pub(crate) fn round_mut(&mut self) -> &mut Round<TableCard> {
        self.round.as_mut().expect("a hand is in play")
    }

    pub(crate) fn round_ref(&self) -> &Round<TableCard> {
        self.round.as_ref().expect("a hand is in play")
    }

    fn punter(&self, seat: Seat) -> &Punter<TableCard> {
        self.round_ref()
            .punter(seat)
            .expect("a punter in this hand")
    }

    fn hand_mut(&mut self, seat: Seat, hand: usize) -> &mut Hand<TableCard> {
        &mut self
            .round_mut()
            .punter_mut(seat)
            .expect("a punter in this hand")
            .hands[hand]
    }

    // --- The deal and the stakes (RULES.md 2.2) ---

    fn deal(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        match self.phase {
            Phase::BetweenHands { offer: None } => {}
            Phase::BetweenHands { offer: Some(_) } => {
                return Err(Rejection::NotAllowedNow {
                    verb: "deal",
                    why: "the bank is on offer; the buyer answers first",
                });
            }
            _ => {
                return Err(Rejection::NotAllowedNow {
                    verb: "deal",
                    why: "a hand is in play",
                });
            }
        }
        if seat != self.banker {
            return Err(self.not_your_turn());
        }

        let mut shuffled_before = false;
        if self.shuffle_due {
            self.shuffler.shuffle_and_cut(&mut self.pack);
            self.shuffle_due = false;
            shuffled_before = true;
            events.push(Event::Shuffled);
        }
        let punters = self.punters_in_order();
        let banker = self.banker;
        self.round = Some(Round {
            number: self.hands_played + 1,
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
            transfers: Vec::new(),
            net: vec![0; self.seats()],
            over: false,
        });
        events.push(Event::HandStarted {
            number: self.hands_played + 1,
            banker,
            punters: punters.clone(),
        });
        // One card face down to each player round the table, the banker last. The banker does not
        // look at his until the second round of the deal.
        for &seat in &punters {
            self.deal_to_hand(seat, 0, Audience::Holder(seat), events);
        }
        self.deal_to_banker(Audience::Nobody, events);
        self.phase = Phase::Staking { seat: punters[0] };
        Ok(())
    }

    fn deal_to_hand(&mut self, seat: Seat, hand: usize, audience: Audience, events: &mut Events) {
        let card = Veiled::new(self.take_card(), audience);
        self.hand_mut(seat, hand).cards.push(card);
        events.push(Event::Dealt { seat, hand, card });
    }

    fn deal_to_banker(&mut self, audience: Audience, events: &mut Events) {
        let card = Veiled::new(self.take_card(), audience);
        self.round_mut().banker.cards.push(card);
        events.push(Event::Dealt {
            seat: self.banker,
            hand: 0,
            card,
        });
    }

    fn stake_limits(&self, seat: Seat) -> Limits {
        Limits {
            min: self.rules.min_stake,
            max: self
                .rules
                .max_stake
                .min(self.players[seat.index()].chips / 2),
        }
    }

    fn stake(&mut self, seat: Seat, amount: u64, events: &mut Events) -> Result<(), Rejection> {
        let Phase::Staking { seat: staking } = self.phase else {
            return Err(Rejection::NotAllowedNow {
                verb: "stake",
                why: "stakes are placed after the first card of a hand",
            });
        };
        if seat != staking {
            return Err(self.not_your_turn());
        }
        let (min, max) = (self.rules.min_stake, self.rules.max_stake);
        if !(min..=max).contains(&amount) {
            return Err(Rejection::OutsideLimits {
                what: "stake",
                amount,
                min,
                max,
            });
        }
        self.check_cover(seat, amount, 0)?;

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
            None => self.second_deal(events),
        }
        Ok(())
    }

    /// RULES.md 2.6: a player's chips must cover twice everything at risk after adding `extra`.
    fn check_cover(&self, seat: Seat, extra: u64, at_risk: u64) -> Result<(), Rejection> {
        let held = self.players[seat.index()].chips;
        let needed = 2 * (at_risk + extra);
        if held < needed {
            return Err(Rejection::NotEnoughChips {
                holder: self.name(seat).to_string(),
                needed,
                held,
            });
        }
        Ok(())
    }

    /// The second card to everyone, the banker last; then the banker looks, and shows a Pontoon.
    fn second_deal(&mut self, events: &mut Events) {
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
        if is_pontoon(&cards) {
            self.banker_pontoon(events);
        } else {
            self.phase = Phase::Playing {
                seat: seats[0],
                hand: 0,
            };
            self.continue_play(events);
        }
    }

    // --- The players' turns (RULES.md 2.3) ---

    /// Plays the forced moves from the current hand on, until someone must choose.
    fn continue_play(&mut self, events: &mut Events) {
        while let Phase::Playing { seat, hand } = self.phase {
            let pack_empty = self.pack.is_empty();
            let current = self.hand_mut(seat, hand);
            if current.state == HandState::Waiting {
                current.state = HandState::Playing;
            }
            if current.state == HandState::Playing {
                let score = current.score();
                if is_pontoon(&current.cards()) {
                    show(&mut current.cards);
                    current.state = HandState::Pontoon;
                    let cards = current.cards.clone();
                    events.push(Event::Pontoon { seat, hand, cards });
                } else if score.cards >= 5 {
                    current.state = HandState::FiveCardTrick;
                    events.push(Event::FiveCardTrick { seat, hand });
                } else if score.hard == 21 || pack_empty {
                    // A hard 21 stops; so does every hand once the pack is exhausted.
                    current.state = HandState::Stood;
                    events.push(Event::Stood { seat, hand });
                } else {
                    return;
                }
            }
            self.phase = match self.next_hand(seat, hand) {
                Some((seat, hand)) => Phase::Playing { seat, hand },
                None => Phase::Banker,
            };
        }
        if self.phase == Phase::Banker {
            self.banker_turn(events);
        }
    }

    /// The hand played after `seat`'s hand `hand`: its next split hand, or the next player's first.
    fn next_hand(&self, seat: Seat, hand: usize) -> Option<(Seat, usize)> {
        let punters = &self.round_ref().punters;
        let index = punters.iter().position(|p| p.seat == seat)?;
        if hand + 1 < punters[index].hands.len() {
            return Some((seat, hand + 1));
        }
        punters.get(index + 1).map(|p| (p.seat, 0))
    }

    fn playing(&self, seat: Seat, verb: &'static str) -> Result<usize, Rejection> {
        match self.phase {
            Phase::Playing {
                seat: on_turn,
                hand,
            } if on_turn == seat => Ok(hand),
            Phase::Playing { .. } | Phase::Banker => Err(self.not_your_turn()),
            _ => Err(Rejection::NotAllowedNow {
                verb,
                why: "players play their hands after the deal",
            }),
        }
    }

    /// Whether a hand may take a card now (and why not).
    fn check_card_for(&self, hand: &Hand<TableCard>) -> Result<(), Rejection> {
        let score = hand.score();
        if score.cards >= 5 {
            Err(Rejection::CannotTakeCard {
                why: "it holds five cards",
            })
        } else if score.hard >= 21 {
            Err(Rejection::CannotTakeCard {
                why: "its hard total is 21",
            })
        } else if self.pack.is_empty() {
            Err(Rejection::CannotTakeCard {
                why: "the pack is empty",
            })
        } else {
            Ok(())
        }
    }

    /// The buy ladder (RULES.md 2.3): the 3rd card costs S to 2S, the 4th S to what the 3rd cost,
    /// the 5th S to what the 4th cost; and the player's chips must cover twice the new total at risk.
    fn buy_limits(
        &self,
        punter: &Punter<TableCard>,
        hand: &Hand<TableCard>,
    ) -> Result<Limits, Rejection> {
        if hand.twisted {
            return Err(Rejection::BuyAfterTwist);
        }
        let ladder = Limits {
            min: hand.stake,
            max: hand.buys.last().copied().unwrap_or(2 * hand.stake),
        };
        let held = self.players[punter.seat.index()].chips;
        let cover = (held / 2).saturating_sub(punter.at_risk());
        let limits = Limits {
            min: ladder.min,
            max: ladder.max.min(cover),
        };
        if limits.is_open() {
            Ok(limits)
        } else {
            Err(Rejection::NotEnoughChips {
                holder: punter.name.clone(),
                needed: 2 * (punter.at_risk() + ladder.min),
                held,
            })
        }
    }

    fn buy(&mut self, seat: Seat, amount: u64, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing(seat, "buy")?;
        let punter = self.punter(seat);
        let current = &punter.hands[hand];
        if current.twisted {
            return Err(Rejection::BuyAfterTwist);
        }
        self.check_card_for(current)?;
        let ladder_max = current.buys.last().copied().unwrap_or(2 * current.stake);
        if !(current.stake..=ladder_max).contains(&amount) {
            return Err(Rejection::OutsideLimits {
                what: "buy",
                amount,
                min: current.stake,
                max: ladder_max,
            });
        }
        self.check_cover(seat, amount, punter.at_risk())?;

        let card = hidden(self.take_card(), seat);
        let current = self.hand_mut(seat, hand);
        current.buys.push(amount);
        current.cards.push(card);
        events.push(Event::Bought {
            seat,
            hand,
            amount,
            card,
        });
        self.after_card(seat, hand, events);
        Ok(())
    }

    fn twist(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing(seat, "twist")?;
        self.check_card_for(&self.punter(seat).hands[hand])?;

        let card = face_up(self.take_card());
        let current = self.hand_mut(seat, hand);
        current.twisted = true;
        current.cards.push(card);
        events.push(Event::Twisted { seat, hand, card });
        self.after_card(seat, hand, events);
        Ok(())
    }

    /// A bought or twisted card over 21 busts the hand at once: shown, its whole stake to the banker,
    /// its cards under the pack.
    fn after_card(&mut self, seat: Seat, hand: usize, events: &mut Events) {
        let current = self.hand_mut(seat, hand);
        if current.score().is_bust() {
            let lost = current.total_stake();
            show(&mut current.cards);
            current.state = HandState::Bust;
            current.result = Some(-(lost as i64));
            let cards = current.cards.clone();
            self.pack.put_all_bottom(cards.iter().map(|c| c.value));
            let banker = self.banker;
            self.pay(seat, banker, lost);
            events.push(Event::Bust {
                seat,
                hand,
                cards,
                lost,
            });
        }
        self.continue_play(events);
    }

    fn stick(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing(seat, "stick")?;
        let total = self.punter(seat).hands[hand].score().total();
        if total < self.rules.stick_min {
            return Err(Rejection::StickTooLow {
                total,
                needed: self.rules.stick_min,
            });
        }
        self.hand_mut(seat, hand).state = HandState::Stood;
        events.push(Event::Stood { seat, hand });
        self.continue_play(events);
        Ok(())
    }

    fn check_split(
        &self,
        punter: &Punter<TableCard>,
        hand: &Hand<TableCard>,
    ) -> Result<(), Rejection> {
        let refuse = |why| Err(Rejection::CannotSplit { why });
        let [first, second] = hand.cards.as_slice() else {
            return refuse("only a hand of exactly its first two cards may split");
        };
        if first.value.rank != second.value.rank {
            return refuse("the two cards are not of the same rank");
        }
        if punter.hands.len() >= usize::from(self.rules.max_split_hands) {
            return refuse("the player already holds as many hands as a split may make");
        }
        if self.pack.len() < 2 {
            return refuse("the pack cannot give each hand a card");
        }
        self.check_cover(punter.seat, hand.stake, punter.at_risk())
    }

    /// A pair becomes two hands, each with the stake S; each gets a card face down, the left first.
    fn split(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing(seat, "split")?;
        let punter = self.punter(seat);
        self.check_split(punter, &punter.hands[hand])?;

        let current = self.hand_mut(seat, hand);
        show(&mut current.cards);
        let pair = current.cards.clone();
        let stake = current.stake;
        current.cards.truncate(1);
        current.split = true;
        let right = Hand::new(vec![pair[1]], stake, true);
        self.round_mut()
            .punter_mut(seat)
            .expect("splitting punter")
            .hands
            .insert(hand + 1, right);
        events.push(Event::Split {
            seat,
            hand,
            cards: pair,
        });
        self.deal_to_hand(seat, hand, Audience::Holder(seat), events);
        self.deal_to_hand(seat, hand + 1, Audience::Holder(seat), events);
        self.continue_play(events);
        Ok(())
    }

    // --- The banker's turn (RULES.md 2.4) ---

    /// After the players: the banker turns his cards up and plays, unless every hand bust.
    fn banker_turn(&mut self, events: &mut Events) {
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

    fn banker_score(&self) -> Score {
        Score::of(self.round_ref().banker.cards.iter().map(|c| c.value))
    }

    fn banker_may_draw(&self) -> bool {
        self.banker_score().may_take_card() && !self.pack.is_empty()
    }

    /// The banker stops at once on a bust, five cards, a hard 21 (or an empty pack).
    fn banker_forced(&mut self, events: &mut Events) {
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

    fn banker_on_turn(&self, seat: Seat) -> Result<(), Rejection> {
        if seat == self.banker {
            Ok(())
        } else {
            Err(self.not_your_turn())
        }
    }

    fn banker_twist(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        self.banker_on_turn(seat)?;
        if !self.banker_may_draw() {
            return Err(Rejection::CannotTakeCard {
                why: "the banker's hand can take no more cards",
            });
        }
        let card = face_up(self.take_card());
        self.round_mut().banker.cards.push(card);
        events.push(Event::BankerTwisted { card });
        self.banker_forced(events);
        Ok(())
    }

    /// The banker stays, at any total: "paying" one more than his total.
    fn banker_stay(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        self.banker_on_turn(seat)?;
        let total = self.banker_score().total();
        self.round_mut().banker.state = BankerState::Stayed { total };
        events.push(Event::BankerStayed { total });
        self.settle(events);
        Ok(())
    }

    // --- Selling the bank between hands (RULES.md 2.5) ---

    fn offer_bank(
        &mut self,
        seat: Seat,
        buyer: Seat,
        price: u64,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        match self.phase {
            Phase::BetweenHands { offer: None } => {}
            Phase::BetweenHands { offer: Some(offer) } if seat == self.banker => {
                return Err(Rejection::CannotSellBank {
                    why: format!(
                        "an offer is waiting for {}'s answer",
                        self.name(offer.buyer)
                    ),
                });
            }
            Phase::BetweenHands { .. } => return Err(self.not_your_turn()),
            _ => {
                return Err(Rejection::NotAllowedNow {
                    verb: "offer_bank",
                    why: "the bank may be sold only between hands",
                });
            }
        }
        if seat != self.banker {
            return Err(self.not_your_turn());
        }
        if buyer.index() >= self.seats() {
            return Err(Rejection::UnknownPlayer { seat: buyer.0 });
        }
        if buyer == seat {
            return Err(Rejection::CannotSellBank {
                why: "the banker cannot buy his own bank".into(),
            });
        }
        let held = self.players[buyer.index()].chips;
        if held <= price {
            return Err(Rejection::CannotSellBank {
                why: format!(
                    "{} holds {held} chips and must keep some to bank with after paying {price}",
                    self.name(buyer)
                ),
            });
        }
        self.phase = Phase::BetweenHands {
            offer: Some(Offer { buyer, price }),
        };
        events.push(Event::BankOffered { buyer, price });
        Ok(())
    }

    fn answer_offer(
        &mut self,
        seat: Seat,
        accept: bool,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        let verb = if accept {
            "accept_bank"
        } else {
            "decline_bank"
        };
        let Phase::BetweenHands { offer: Some(offer) } = self.phase else {
            return Err(Rejection::NotAllowedNow {
                verb,
                why: "the bank is not on offer",
            });
        };
        if seat != offer.buyer {
            return Err(self.not_your_turn());
        }
        self.phase = Phase::BetweenHands { offer: None };
        if accept {
            let seller = self.banker;
            self.pay(offer.buyer, seller, offer.price);
            self.banker = offer.buyer;
            events.push(Event::BankPassed {
                from: seller,
                to: offer.buyer,
                change: crate::event::BankChange::Sold { price: offer.price },
            });
            self.end_session_if_stuck(events);
        } else {
            events.push(Event::BankOfferDeclined { buyer: offer.buyer });
        }
        Ok(())
    }

    pub(crate) fn show_hand(&mut self, seat: Seat, hand: usize, events: &mut Events) {
        let current = self.hand_mut(seat, hand);
        if show(&mut current.cards) {
            let cards = current.cards.clone();
            events.push(Event::Shown { seat, hand, cards });
        }
    }
}
