//! The players' turns (docs/rules/pontoon.md §2.3, §3, §4.4, §4.5): buy, twist, stick, split, burn
//! and shoot bets, with the forced moves between them (a Pontoon declared, a hand stopped, a bust).

use parlour_cards::Rank;
use parlour_engine::{Audience, Limits, Party, Seat};

use super::{Events, face_up, hidden};
use crate::event::show;
use crate::event::{Event, HandStep};
use crate::reason::{Reason, Rejection};
use crate::round::{Hand, HandState, Punter};
use crate::score::is_pontoon_under;
use crate::session::{Phase, Pontoon};
use parlour_engine::TableCard;

impl Pontoon {
    // --- Shoot bets (docs/rules/pontoon.md §4.2, §4.4, §4.5) ---

    /// A shoot bet before the fourth card: a hand of three cards that may still take one, which has
    /// not shot for it yet, while the kitty cap and the player's chips leave room.
    pub(crate) fn check_fourth_card_shoot(
        &self,
        punter: &Punter<TableCard>,
        hand: &Hand<TableCard>,
    ) -> Result<(), Rejection> {
        let refuse = |why: &'static str| Err(Reason::CannotShoot { why: why.into() }.into());
        if !self.rules.shoot {
            return refuse("no_shoot_pontoon");
        }
        match hand.cards.len() {
            0..=2 => {
                return refuse("shoot_fourth_card_only");
            }
            3 if hand.shot_for_fourth => {
                return refuse("already_shot");
            }
            3 => {}
            4 => return refuse("shoot_after_fourth"),
            _ => return refuse("shoot_fifth"),
        }
        if self.check_card_for(hand).is_err() {
            return refuse("hand_full");
        }
        if self.shoot_room(punter) == 0 {
            return refuse("no_room_to_shoot");
        }
        Ok(())
    }

    pub(crate) fn shoot(
        &mut self,
        seat: Seat,
        amount: u64,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        // `apply` has checked that the seat is on turn.
        let hand = match self.phase {
            Phase::Shooting { .. } => 0,
            Phase::Playing { hand, .. } => hand,
            _ => {
                return Err(Rejection::not_now("shoot", "shoot_when"));
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
        Limits { min, max }.check("shoot_bet", amount)?;

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

    // --- The players' turns (docs/rules/pontoon.md §2.3) ---

    /// Plays the forced moves from the current hand on, until someone must choose.
    pub(crate) fn continue_play(&mut self, events: &mut Events) {
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
                    events.push(HandStep::FiveCardTrick { seat, hand }.into());
                } else if score.hard == 21 || pack_empty {
                    // A hard 21 stops; so does every hand once the pack is exhausted.
                    current.state = HandState::Stood;
                    events.push(HandStep::Stood { seat, hand }.into());
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
    pub(crate) fn next_hand(&self, seat: Seat, hand: usize) -> Option<(Seat, usize)> {
        let punters = &self.round_ref().punters;
        let index = punters.iter().position(|p| p.seat == seat)?;
        if hand + 1 < punters[index].hands.len() {
            return Some((seat, hand + 1));
        }
        punters.get(index + 1).map(|p| (p.seat, 0))
    }

    pub(crate) fn playing(&self, verb: &'static str) -> Result<usize, Rejection> {
        match self.phase {
            // `apply` has checked that the seat is on turn.
            Phase::Playing { hand, .. } => Ok(hand),
            Phase::Banker => Err(Rejection::not_now(verb, "banker_turn")),
            _ => Err(Rejection::not_now(verb, "play_after_deal")),
        }
    }

    /// Whether a hand may take a card now (and why not).
    pub(crate) fn check_card_for(&self, hand: &Hand<TableCard>) -> Result<(), Rejection> {
        if let Some(why) = hand.score().why_no_card() {
            Err(Reason::CannotTakeCard { why: why.into() }.into())
        } else if self.pack.is_empty() {
            Err(Reason::CannotTakeCard {
                why: "pack_empty".into(),
            }
            .into())
        } else {
            Ok(())
        }
    }

    /// The buy ladder (docs/rules/pontoon.md §2.3) for a hand that may buy at all: the 3rd card
    /// costs S to 2S, the 4th S to what the 3rd cost, the 5th S to what the 4th cost. No buying
    /// after a twist, and under `no_fifth_card_buy_under_12` a four-card hand on a hard 11 or less
    /// may only twist.
    pub(crate) fn buy_ladder(&self, hand: &Hand<TableCard>) -> Result<Limits, Rejection> {
        if hand.twisted {
            return Err(Reason::BuyAfterTwist.into());
        }
        if self.rules.no_fifth_card_buy_under_12 && hand.cards.len() == 4 && hand.score().hard <= 11
        {
            return Err(Reason::CannotBuy {
                why: "sure_trick".into(),
            }
            .into());
        }
        Ok(Limits {
            min: hand.stake,
            max: hand.buys.last().copied().unwrap_or(2 * hand.stake),
        })
    }

    /// What a buy may cost now: the ladder, within what the player's chips cover.
    pub(crate) fn buy_limits(
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

    pub(crate) fn buy(
        &mut self,
        seat: Seat,
        amount: u64,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        let hand = self.playing("buy")?;
        let punter = self.punter(seat);
        let current = &punter.hands[hand];
        self.check_not_waiting_to_shoot(current, "buy")?;
        self.check_card_for(current)?;
        self.buy_ladder(current)?.check("buy", amount)?;
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

    /// A split-off Pontoon waiting for its shoot bet takes no other move
    /// (docs/rules/pontoon.md §4.5).
    pub(crate) fn check_not_waiting_to_shoot(
        &self,
        hand: &Hand<TableCard>,
        verb: &'static str,
    ) -> Result<(), Rejection> {
        if hand.shoot_open && is_pontoon_under(&hand.cards(), &self.rules) {
            return Err(Rejection::NotAllowedNow {
                verb: verb.into(),
                why: "pontoon_waits_shoot".into(),
            });
        }
        Ok(())
    }

    pub(crate) fn twist(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing("twist")?;
        let current = &self.punter(seat).hands[hand];
        self.check_not_waiting_to_shoot(current, "twist")?;
        self.check_card_for(current)?;

        let card = face_up(self.take_card());
        let current = self.hand_mut(seat, hand);
        current.shoot_open = false;
        current.shot_for_fourth = false;
        current.twisted = true;
        current.cards.push(card);
        events.push(HandStep::Twisted { seat, hand, card }.into());
        self.after_card(seat, hand, events);
        Ok(())
    }

    /// A bought or twisted card over 21 busts the hand at once: shown, its whole stake to the banker
    /// (twice over if he doubled) and its shoot bet to the kitty, its cards under the pack.
    pub(crate) fn after_card(&mut self, seat: Seat, hand: usize, events: &mut Events) {
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

    pub(crate) fn stick(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing("stick")?;
        let current = &self.punter(seat).hands[hand];
        if current.shot_for_fourth {
            return Err(Reason::MustTakeCard.into());
        }
        self.check_not_waiting_to_shoot(current, "stick")?;
        let total = current.score().total();
        if total < self.rules.stick_min {
            return Err(Reason::StickTooLow {
                total,
                needed: self.rules.stick_min,
            }
            .into());
        }
        let current = self.hand_mut(seat, hand);
        current.shoot_open = false;
        current.state = HandState::Stood;
        events.push(HandStep::Stood { seat, hand }.into());
        self.continue_play(events);
        Ok(())
    }

    pub(crate) fn check_split(
        &self,
        punter: &Punter<TableCard>,
        hand: &Hand<TableCard>,
    ) -> Result<(), Rejection> {
        let refuse = |why: &'static str| Err(Reason::CannotSplit { why: why.into() }.into());
        let [first, second] = hand.cards.as_slice() else {
            return refuse("split_first_two");
        };
        if first.value.rank != second.value.rank {
            return refuse("not_same_rank");
        }
        if self.rules.aces_only_split && first.value.rank != Rank::Ace {
            return refuse("split_aces_only");
        }
        if punter.hands.len() >= usize::from(self.rules.max_split_hands) {
            return refuse("split_most_hands");
        }
        if self.pack.len() < 2 {
            return refuse("pack_short_split");
        }
        self.check_cover(punter, hand.stake, 0)
    }

    /// A pair becomes two hands, each with the stake S; each gets a card face down, the left first.
    /// The shoot bet stays with the left hand; in Shoot Pontoon the right hand may place its own
    /// when its turn comes (docs/rules/pontoon.md §4.5).
    pub(crate) fn split(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing("split")?;
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

    /// Whether a hand may burn (§3): the table burns this hard total, the hand is exactly two
    /// cards making it (with no ace, so never burn), and the pack holds two cards.
    pub(crate) fn check_burn(&self, hand: &Hand<TableCard>) -> Result<(), Rejection> {
        let refuse = |why: &'static str| Err(Reason::CannotBurn { why: why.into() }.into());
        let Some(total) = self.rules.burn.total() else {
            return refuse("no_burn");
        };
        let score = hand.score();
        let aces = hand.cards.iter().any(|c| c.value.rank == Rank::Ace);
        if hand.cards.len() != 2 {
            return refuse("burn_two_cards");
        }
        if score.hard != total || aces {
            return refuse(if total == 13 {
                "burn_not_13"
            } else {
                "burn_not_14"
            });
        }
        if self.pack.len() < 2 {
            return refuse("pack_short_burn");
        }
        Ok(())
    }

    /// Burns a two-card hard 13 (or 14): both cards shown and put under the pack, two new cards
    /// dealt face down, the stake unchanged.
    pub(crate) fn burn(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing("burn")?;
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

    pub(crate) fn show_hand(&mut self, seat: Seat, hand: usize, events: &mut Events) {
        let current = self.hand_mut(seat, hand);
        if show(&mut current.cards) {
            let cards = current.cards.clone();
            events.push(Event::Shown { seat, hand, cards });
        }
    }
}
