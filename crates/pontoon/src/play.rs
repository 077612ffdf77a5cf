//! The moves of a hand of Pontoon (RULES.md 2.2 to 2.4, 3 and 4): deal, stakes, the banker's double,
//! the first shoot round, the players' turns, the banker's turn, and between hands the kitty and the
//! sale of the bank.
//!
//! Every handler checks everything first and changes nothing until all checks pass, so a rejection
//! leaves the session exactly as it was. After each move the engine plays the forced moves itself
//! (declaring a Pontoon, stopping a hand on five cards or a hard 21, dealing, settling).

use parlour_cards::{Card, Rank};
use parlour_engine::{Audience, Limits, Party, Seat, Veiled};

use crate::action::{Action, Buyer, Move};
use crate::event::{BankChange, Event, TableCard};
use crate::rejection::Rejection;
use crate::round::{BankerHand, BankerState, Hand, HandState, Punter, Round};
use crate::score::{Score, is_pontoon_under};
use crate::session::{Offer, Phase, Pontoon};

type Events = Vec<Event<TableCard>>;

fn hidden(card: Card, holder: Seat) -> TableCard {
    Veiled::new(card, Audience::Holder(holder))
}

fn face_up(card: Card) -> TableCard {
    Veiled::new(card, Audience::Everyone)
}

/// Turns every card face up; returns whether any was hidden.
pub(crate) fn show(cards: &mut [TableCard]) -> bool {
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
            Action::Double => self.double(seat, true, &mut events)?,
            Action::DeclineDouble => self.double(seat, false, &mut events)?,
            Action::Shoot(amount) => self.shoot(seat, amount, &mut events)?,
            Action::Split => self.split(seat, &mut events)?,
            Action::Burn => self.burn(seat, &mut events)?,
            Action::Buy(amount) => self.buy(seat, amount, &mut events)?,
            Action::Twist if self.phase == Phase::Banker => self.banker_twist(seat, &mut events)?,
            Action::Stick if self.phase == Phase::Banker => self.banker_stay(seat, &mut events)?,
            Action::Twist => self.twist(seat, &mut events)?,
            Action::Stick => self.stick(seat, &mut events)?,
            Action::Kitty(amount) => self.put_kitty(seat, amount, &mut events)?,
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

    fn hand_moves(&self, seat: Seat, hand: usize) -> Vec<Move> {
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

    /// The multiple of the stakes every settlement is made at: 2 once the banker has doubled.
    pub(crate) fn doubling(&self) -> u64 {
        self.round
            .as_ref()
            .map_or(1, |r| if r.doubled { 2 } else { 1 })
    }

    // --- The cover rule (RULES.md 0, 2.6) ---

    /// The chips `punter` needs to cover the worst case after staking `extra_stake` more and shooting
    /// `extra_shoot` more: the cover factor times the whole stakes, plus the shoot bets.
    fn cover_needed(&self, punter: &Punter<TableCard>, extra_stake: u64, extra_shoot: u64) -> u64 {
        self.rules.cover_factor() * (punter.staked() + extra_stake) + punter.shot() + extra_shoot
    }

    fn check_cover(
        &self,
        punter: &Punter<TableCard>,
        extra_stake: u64,
        extra_shoot: u64,
    ) -> Result<(), Rejection> {
        let held = self.players[punter.seat.index()].chips;
        let needed = self.cover_needed(punter, extra_stake, extra_shoot);
        if held < needed {
            return Err(Rejection::NotEnoughChips {
                holder: punter.name.clone(),
                needed,
                held,
            });
        }
        Ok(())
    }

    /// The largest extra stake `punter`'s chips cover.
    fn stake_room(&self, punter: &Punter<TableCard>) -> u64 {
        let held = self.players[punter.seat.index()].chips;
        (held.saturating_sub(punter.shot()) / self.rules.cover_factor())
            .saturating_sub(punter.staked())
    }

    /// The largest shoot bet `punter` may place now: the kitty cap and their cover.
    fn shoot_room(&self, punter: &Punter<TableCard>) -> u64 {
        let held = self.players[punter.seat.index()].chips;
        self.shoot_cap()
            .min(held.saturating_sub(self.cover_needed(punter, 0, 0)))
    }

    // --- Between hands: the kitty (RULES.md 4.1, 4.8) ---

    /// Whether the banker may deal: in Shoot Pontoon only with a kitty up.
    fn kitty_ready(&self) -> bool {
        !self.rules.shoot || self.kitty > 0
    }

    /// What the banker may put into the kitty now, if anything. A new kitty is between the kitty
    /// minimum and maximum; later he may add up to the maximum. He always keeps one chip to bank
    /// with, so a banker short of chips may put up less than the minimum.
    fn kitty_limits(&self) -> Option<Limits> {
        if !self.rules.shoot {
            return None;
        }
        let spare = self.players[self.banker.index()].chips.saturating_sub(1);
        let limits = if self.kitty == 0 {
            Limits {
                min: self.rules.kitty_min.min(spare).max(1),
                max: self.rules.kitty_max.min(spare),
            }
        } else {
            Limits {
                min: 1,
                max: self.rules.kitty_max.saturating_sub(self.kitty).min(spare),
            }
        };
        limits.is_open().then_some(limits)
    }

    fn put_kitty(&mut self, seat: Seat, amount: i64, events: &mut Events) -> Result<(), Rejection> {
        if !self.rules.shoot {
            return Err(Rejection::NotAllowedNow {
                verb: "kitty",
                why: "this table does not play Shoot Pontoon",
            });
        }
        if self.phase != (Phase::BetweenHands { offer: None }) {
            return Err(Rejection::NotAllowedNow {
                verb: "kitty",
                why: "the kitty is put up or added to only between hands",
            });
        }
        if seat != self.banker {
            return Err(self.not_your_turn());
        }
        let Ok(amount) = u64::try_from(amount) else {
            return Err(Rejection::CannotTakeFromKitty);
        };
        let limits = self.kitty_limits().unwrap_or(Limits { min: 1, max: 0 });
        if !limits.contains(amount) {
            return Err(Rejection::OutsideLimits {
                what: "kitty",
                amount,
                min: limits.min,
                max: limits.max,
            });
        }
        self.transfer(Party::Seat(seat), Party::Kitty, amount);
        events.push(Event::KittyPut {
            amount,
            kitty: self.kitty,
        });
        Ok(())
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
        if !self.kitty_ready() {
            return Err(Rejection::NotAllowedNow {
                verb: "deal",
                why: "the banker must put up a kitty first",
            });
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
            doubled: false,
            transfers: Vec::new(),
            net: vec![0; self.seats()],
            kitty_net: 0,
            over: false,
        });
        events.push(Event::HandStarted {
            number: self.hands_played + 1,
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
            max: self.rules.max_stake.min(self.stake_room(self.punter(seat))),
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
    fn double(&mut self, seat: Seat, double: bool, events: &mut Events) -> Result<(), Rejection> {
        if self.phase != Phase::Doubling {
            return Err(Rejection::NotAllowedNow {
                verb: if double { "double" } else { "decline_double" },
                why: "the banker decides whether to double only after the initial stakes, \
                      where the rules allow it",
            });
        }
        if seat != self.banker {
            return Err(self.not_your_turn());
        }
        self.round_mut().doubled = double;
        events.push(Event::BankerDoubled { doubled: double });
        self.first_shoot_round(None, events);
        Ok(())
    }

    /// The first shoot round (RULES.md 4.2): each player after `after` in turn who can place a shoot
    /// bet is asked; one who cannot (the kitty is covered, or their chips are) is passed over. Then
    /// the second card.
    fn first_shoot_round(&mut self, after: Option<Seat>, events: &mut Events) {
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

    // --- Shoot bets (RULES.md 4.2, 4.4, 4.5) ---

    /// A shoot bet before the fourth card: a hand of three cards that may still take one, which has
    /// not shot for it yet, while the kitty cap and the player's chips leave room.
    fn check_fourth_card_shoot(
        &self,
        punter: &Punter<TableCard>,
        hand: &Hand<TableCard>,
    ) -> Result<(), Rejection> {
        let refuse = |why| Err(Rejection::CannotShoot { why });
        if !self.rules.shoot {
            return refuse("this table does not play Shoot Pontoon");
        }
        match hand.cards.len() {
            0..=2 => {
                return refuse(
                    "a hand shoots only for its fourth card (or a new split hand first)",
                );
            }
            3 if hand.shot_for_fourth => {
                return refuse("this hand has already shot for its fourth card");
            }
            3 => {}
            4 => return refuse("no shoot bet after seeing the fourth card"),
            _ => return refuse("no shoot bet for the fifth card"),
        }
        if self.check_card_for(hand).is_err() {
            return refuse("this hand can take no more cards");
        }
        if self.shoot_room(punter) == 0 {
            return refuse("the kitty or the player's chips leave no room for a shoot bet");
        }
        Ok(())
    }

    fn shoot(&mut self, seat: Seat, amount: u64, events: &mut Events) -> Result<(), Rejection> {
        let hand = match self.phase {
            Phase::Shooting { seat: shooting } if seat == shooting => 0,
            Phase::Playing {
                seat: playing,
                hand,
            } if seat == playing => hand,
            Phase::Shooting { .. } | Phase::Playing { .. } | Phase::Banker => {
                return Err(self.not_your_turn());
            }
            _ => {
                return Err(Rejection::NotAllowedNow {
                    verb: "shoot",
                    why: "shoot bets are placed after the stakes or before a fourth card",
                });
            }
        };
        let punter = self.punter(seat);
        let current = &punter.hands[hand];
        let first_round = matches!(self.phase, Phase::Shooting { .. });
        let min = if first_round || current.shoot_open {
            0
        } else {
            self.check_fourth_card_shoot(punter, current)?;
            1
        };
        let max = self.shoot_room(punter);
        if !(min..=max).contains(&amount) {
            return Err(Rejection::OutsideLimits {
                what: "shoot bet",
                amount,
                min,
                max,
            });
        }

        let current = self.hand_mut(seat, hand);
        current.shoot += amount;
        if !first_round && !current.shoot_open {
            current.shot_for_fourth = true;
        }
        current.shoot_open = false;
        events.push(Event::Shot { seat, hand, amount });
        if first_round {
            self.first_shoot_round(Some(seat), events);
        } else {
            self.continue_play(events);
        }
        Ok(())
    }

    // --- The players' turns (RULES.md 2.3) ---

    /// Plays the forced moves from the current hand on, until someone must choose.
    fn continue_play(&mut self, events: &mut Events) {
        while let Phase::Playing { seat, hand } = self.phase {
            let pack_empty = self.pack.is_empty();
            let shoot_room = self.shoot_room(self.punter(seat));
            let rules = self.rules;
            let current = self.hand_mut(seat, hand);
            if current.state == HandState::Waiting {
                current.state = HandState::Playing;
            }
            if current.state == HandState::Playing {
                if current.shoot_open && shoot_room == 0 {
                    // Nothing left to choose: the chance to shoot passes.
                    current.shoot_open = false;
                }
                let score = current.score();
                if current.shoot_open {
                    return;
                } else if is_pontoon_under(&current.cards(), &rules) {
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

    /// The buy ladder (RULES.md 2.3) for a hand that may buy at all: the 3rd card costs S to 2S, the
    /// 4th S to what the 3rd cost, the 5th S to what the 4th cost. No buying after a twist, and under
    /// `no_fifth_card_buy_under_12` a four-card hand on a hard 11 or less may only twist.
    fn buy_ladder(&self, hand: &Hand<TableCard>) -> Result<Limits, Rejection> {
        if hand.twisted {
            return Err(Rejection::BuyAfterTwist);
        }
        if self.rules.no_fifth_card_buy_under_12 && hand.cards.len() == 4 && hand.score().hard <= 11
        {
            return Err(Rejection::CannotBuy {
                why: "a four-card hand on 11 or less is sure of a Five Card Trick: it may only twist",
            });
        }
        Ok(Limits {
            min: hand.stake,
            max: hand.buys.last().copied().unwrap_or(2 * hand.stake),
        })
    }

    /// What a buy may cost now: the ladder, within what the player's chips cover.
    fn buy_limits(
        &self,
        punter: &Punter<TableCard>,
        hand: &Hand<TableCard>,
    ) -> Result<Limits, Rejection> {
        let ladder = self.buy_ladder(hand)?;
        self.check_cover(punter, ladder.min, 0)?;
        Ok(Limits {
            min: ladder.min,
            max: ladder.max.min(self.stake_room(punter)),
        })
    }

    fn buy(&mut self, seat: Seat, amount: u64, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing(seat, "buy")?;
        let punter = self.punter(seat);
        let current = &punter.hands[hand];
        self.check_not_waiting_to_shoot(current, "buy")?;
        self.check_card_for(current)?;
        let ladder = self.buy_ladder(current)?;
        if !ladder.contains(amount) {
            return Err(Rejection::OutsideLimits {
                what: "buy",
                amount,
                min: ladder.min,
                max: ladder.max,
            });
        }
        self.check_cover(punter, amount, 0)?;

        let card = hidden(self.take_card(), seat);
        let current = self.hand_mut(seat, hand);
        current.shoot_open = false;
        current.shot_for_fourth = false;
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

    /// A split-off Pontoon waiting for its shoot bet takes no other move (RULES.md 4.5).
    fn check_not_waiting_to_shoot(
        &self,
        hand: &Hand<TableCard>,
        verb: &'static str,
    ) -> Result<(), Rejection> {
        if hand.shoot_open && is_pontoon_under(&hand.cards(), &self.rules) {
            return Err(Rejection::NotAllowedNow {
                verb,
                why: "this Pontoon waits for its shoot bet (or `shoot 0`) before it is declared",
            });
        }
        Ok(())
    }

    fn twist(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing(seat, "twist")?;
        let current = &self.punter(seat).hands[hand];
        self.check_not_waiting_to_shoot(current, "twist")?;
        self.check_card_for(current)?;

        let card = face_up(self.take_card());
        let current = self.hand_mut(seat, hand);
        current.shoot_open = false;
        current.shot_for_fourth = false;
        current.twisted = true;
        current.cards.push(card);
        events.push(Event::Twisted { seat, hand, card });
        self.after_card(seat, hand, events);
        Ok(())
    }

    /// A bought or twisted card over 21 busts the hand at once: shown, its whole stake to the banker
    /// (twice over if he doubled) and its shoot bet to the kitty, its cards under the pack.
    fn after_card(&mut self, seat: Seat, hand: usize, events: &mut Events) {
        let doubling = self.doubling();
        let current = self.hand_mut(seat, hand);
        if current.score().is_bust() {
            let lost = doubling * current.total_stake();
            let shoot = current.shoot;
            show(&mut current.cards);
            current.state = HandState::Bust;
            current.result = Some(-(lost as i64));
            if shoot > 0 {
                current.shoot_result = Some(-(shoot as i64));
            }
            let cards = current.cards.clone();
            self.pack.put_all_bottom(cards.iter().map(|c| c.value));
            let banker = self.banker;
            self.pay(seat, banker, lost);
            if shoot > 0 {
                self.transfer(Party::Seat(seat), Party::Kitty, shoot);
            }
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
        let current = &self.punter(seat).hands[hand];
        if current.shot_for_fourth {
            return Err(Rejection::MustTakeCard);
        }
        self.check_not_waiting_to_shoot(current, "stick")?;
        let total = current.score().total();
        if total < self.rules.stick_min {
            return Err(Rejection::StickTooLow {
                total,
                needed: self.rules.stick_min,
            });
        }
        let current = self.hand_mut(seat, hand);
        current.shoot_open = false;
        current.state = HandState::Stood;
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
        if self.rules.aces_only_split && first.value.rank != Rank::Ace {
            return refuse("only a pair of aces may split at this table");
        }
        if punter.hands.len() >= usize::from(self.rules.max_split_hands) {
            return refuse("the player already holds as many hands as a split may make");
        }
        if self.pack.len() < 2 {
            return refuse("the pack cannot give each hand a card");
        }
        self.check_cover(punter, hand.stake, 0)
    }

    /// A pair becomes two hands, each with the stake S; each gets a card face down, the left first.
    /// The shoot bet stays with the left hand; in Shoot Pontoon the right hand may place its own
    /// when its turn comes (RULES.md 4.5).
    fn split(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing(seat, "split")?;
        let punter = self.punter(seat);
        self.check_split(punter, &punter.hands[hand])?;

        let shoot = self.rules.shoot;
        let current = self.hand_mut(seat, hand);
        show(&mut current.cards);
        current.shoot_open = false;
        let pair = current.cards.clone();
        let stake = current.stake;
        current.cards.truncate(1);
        current.split = true;
        let mut right = Hand::new(vec![pair[1]], stake, true);
        right.shoot_open = shoot;
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

    /// Whether a hand may burn (section 3): the table burns this hard total, the hand is exactly two
    /// cards making it (with no ace, so never burn), and the pack holds two cards.
    fn check_burn(&self, hand: &Hand<TableCard>) -> Result<(), Rejection> {
        let refuse = |why| Err(Rejection::CannotBurn { why });
        let Some(total) = self.rules.burn.total() else {
            return refuse("this table does not burn");
        };
        let score = hand.score();
        let aces = hand.cards.iter().any(|c| c.value.rank == Rank::Ace);
        if hand.cards.len() != 2 {
            return refuse("only a hand of exactly two cards may burn");
        }
        if score.hard != total || aces {
            return refuse(if total == 13 {
                "the two cards do not make a hard 13"
            } else {
                "the two cards do not make a hard 14"
            });
        }
        if self.pack.len() < 2 {
            return refuse("the pack cannot give two new cards");
        }
        Ok(())
    }

    /// Burns a two-card hard 13 (or 14): both cards shown and put under the pack, two new cards
    /// dealt face down, the stake unchanged.
    fn burn(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing(seat, "burn")?;
        self.check_burn(&self.punter(seat).hands[hand])?;

        let current = self.hand_mut(seat, hand);
        current.shoot_open = false;
        let mut cards = std::mem::take(&mut current.cards);
        show(&mut cards);
        current.burnt.extend(cards.iter().copied());
        self.pack.put_all_bottom(cards.iter().map(|c| c.value));
        events.push(Event::Burnt { seat, hand, cards });
        self.deal_to_hand(seat, hand, Audience::Holder(seat), events);
        self.deal_to_hand(seat, hand, Audience::Holder(seat), events);
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
            self.change_bank(offer.buyer, BankChange::Sold { price: offer.price }, events);
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
