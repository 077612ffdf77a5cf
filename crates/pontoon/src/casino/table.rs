//! A casino Pontoon table (docs/rules/casino.md §5, §6): the house deals from a shoe and banks with
//! unlimited chips; each seated player bets or passes, then plays against the dealer alone. The
//! dealer draws by rule, by himself.
//!
//! As in the home games, every handler checks everything before it changes anything, so a rejection
//! leaves the table exactly as it was.

use parlour_cards::{Card, Pile, Shuffler};
use parlour_engine::Game;
use parlour_engine::{Audience, Limits, MAX_CHIPS, Party, Seat, Transfer, Veiled};
use serde::Serialize;

use super::event::CasinoEvent;
use super::round::{Bettor, CasinoHand, CasinoRound, DealerHand, DealerState};
use super::rules::CasinoRules;
use crate::event::show;
use crate::reason::{Reason, Rejection};
use crate::round::HandState;
use crate::score::{Ranking, Score, is_pontoon, pips};
use parlour_engine::Player;
use parlour_engine::TableCard;

type Events = Vec<CasinoEvent<TableCard>>;

/// The least total a casino hand may stick on: it must twist on 14 or less
/// (docs/rules/casino.md §5.4).
pub(super) const STICK_MIN: u8 = 15;
/// The most seats at a casino table.
pub const MAX_SEATS: usize = 7;

/// Where the table stands, and so who is to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum CasinoPhase {
    /// `seat` is to bet or pass for the next round.
    Betting { seat: Seat },
    /// `seat` is playing its hand number `hand`.
    Playing { seat: Seat, hand: usize },
    /// No seat can cover the table minimum.
    Over,
}

/// A seat's answer in the betting before a round: a bet, or `None` for a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Bet {
    pub seat: Seat,
    pub stake: Option<u64>,
}

/// A casino Pontoon table: many rounds against the house.
#[derive(Debug, Clone, PartialEq)]
pub struct Casino {
    pub(crate) rules: CasinoRules,
    pub(crate) players: Vec<Player>,
    /// The cards still to be dealt (top first).
    pub(crate) shoe: Pile,
    /// Cards played since the last shuffle, in the order they were put away.
    pub(crate) discards: Pile,
    pub(crate) shuffler: Shuffler,
    /// The shoe must be shuffled before the next round (the first one).
    pub(crate) shuffle_due: bool,
    pub(crate) phase: CasinoPhase,
    /// The answers so far in the betting for the next round.
    pub(crate) bets: Vec<Bet>,
    /// The round in play, or the last one until the next is dealt.
    pub(crate) round: Option<CasinoRound<TableCard>>,
    pub(crate) rounds_played: u32,
    /// The house's result so far (positive: the house is ahead).
    pub(crate) house: i64,
}

impl Casino {
    pub fn rules(&self) -> &CasinoRules {
        &self.rules
    }

    pub fn phase(&self) -> CasinoPhase {
        self.phase
    }

    /// The house's result so far.
    pub fn house(&self) -> i64 {
        self.house
    }

    /// Whether the shoe will be shuffled before the next round: the first round, and once the cut
    /// card is reached (a third of the shoe dealt, or every round in Pontoon Blackjack).
    pub fn shuffle_due(&self) -> bool {
        self.shuffle_due || self.discards.len() >= self.rules.cut_card()
    }

    // --- Betting ---

    /// Whether `seat` may bet: its chips cover the table minimum, and it has not won its fill (more
    /// than [`MAX_CHIPS`], the most a holding may be: past it the seat cashes out, so that no sum
    /// of chips can outgrow 64 bits however long the table plays).
    pub fn can_bet(&self, seat: Seat) -> bool {
        (self.rules.min_stake..=MAX_CHIPS).contains(&self.players[seat.index()].chips)
    }

    /// The next seat after `after` (or the first) that may bet.
    pub(super) fn next_bettor(&self, after: Option<Seat>) -> Option<Seat> {
        let start = after.map_or(0, |s| s.index() + 1);
        (start..self.seats())
            .map(Seat::from)
            .find(|&s| self.can_bet(s))
    }

    /// Opens the betting for the next round, or ends the session if nobody can bet.
    pub(super) fn open_betting(&mut self, events: &mut Events) {
        self.bets.clear();
        match self.next_bettor(None) {
            Some(seat) => self.phase = CasinoPhase::Betting { seat },
            None => {
                self.phase = CasinoPhase::Over;
                events.push(CasinoEvent::SessionOver);
            }
        }
    }

    pub(super) fn betting(&self, verb: &'static str) -> Result<(), Rejection> {
        match self.phase {
            // `apply` has checked that the seat is on turn.
            CasinoPhase::Betting { .. } => Ok(()),
            _ => Err(Rejection::not_now(verb, "bets are placed between rounds")),
        }
    }

    /// What a seat may bet: anything up to the table maximum and its chips; a bet under the table
    /// minimum is raised to it.
    pub(super) fn stake_limits(&self, seat: Seat) -> Limits {
        Limits {
            min: 1,
            max: self.rules.max_stake.min(self.players[seat.index()].chips),
        }
    }

    pub(super) fn stake(
        &mut self,
        seat: Seat,
        amount: u64,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        self.betting("stake")?;
        if amount == 0 || amount > self.rules.max_stake {
            return Err(Rejection::OutsideLimits {
                what: "bet".into(),
                amount,
                min: 1,
                max: self.rules.max_stake,
            });
        }
        let stake = amount.max(self.rules.min_stake);
        let held = self.players[seat.index()].chips;
        if held < stake {
            return Err(Rejection::NotEnoughChips {
                holder: seat,
                needed: stake,
                held,
            });
        }
        self.bets.push(Bet {
            seat,
            stake: Some(stake),
        });
        events.push(CasinoEvent::Staked {
            seat,
            amount: stake,
        });
        self.after_bet(seat, events);
        Ok(())
    }

    pub(super) fn pass(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        self.betting("pass")?;
        self.bets.push(Bet { seat, stake: None });
        events.push(CasinoEvent::Passed { seat });
        self.after_bet(seat, events);
        Ok(())
    }

    /// The round is dealt once every seat has bet or passed.
    pub(super) fn after_bet(&mut self, seat: Seat, events: &mut Events) {
        if let Some(next) = self.next_bettor(Some(seat)) {
            self.phase = CasinoPhase::Betting { seat: next };
        } else if self.bets.iter().any(|b| b.stake.is_some()) {
            self.deal_round(events);
        } else {
            events.push(CasinoEvent::AllPassed);
            self.open_betting(events);
        }
    }

    // --- The deal (docs/rules/casino.md §5.1 to §5.3) ---

    pub(super) fn shuffle(&mut self, events: &mut Events) {
        let discards: Vec<Card> = self.discards.iter().collect();
        self.discards = Pile::new();
        self.shoe.put_all_bottom(discards);
        self.shuffler.shuffle_and_cut(&mut self.shoe);
        events.push(CasinoEvent::Shuffled);
    }

    /// Whether a card can still be dealt: from the shoe, or from the discards shuffled anew.
    pub(super) fn can_draw(&self, cards: usize) -> bool {
        self.shoe.len() + self.discards.len() >= cards
    }

    /// The next card from the shoe; an empty shoe is refilled from the discards mid-round, as a
    /// careful dealer would. Callers check [`Casino::can_draw`] first.
    pub(super) fn draw(&mut self, audience: Audience, events: &mut Events) -> TableCard {
        if self.shoe.is_empty() {
            let discards: Vec<Card> = self.discards.iter().collect();
            self.discards = Pile::new();
            self.shoe.put_all_bottom(discards);
            self.shuffler.shuffle_and_cut(&mut self.shoe);
            events.push(CasinoEvent::Shuffled);
        }
        let card = self
            .shoe
            .take_top()
            .expect("callers check a card can be drawn");
        Veiled::new(card, audience)
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
        let number = self.rounds_played + 1;
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

    pub(super) fn deal_to(&mut self, seat: Seat, hand: usize, events: &mut Events) {
        let card = self.draw(Audience::Everyone, events);
        self.hand_mut(seat, hand).cards.push(card);
        events.push(CasinoEvent::Dealt {
            seat: Some(seat),
            hand,
            card,
        });
    }

    pub(crate) fn round_ref(&self) -> &CasinoRound<TableCard> {
        self.round.as_ref().expect("a round is in play")
    }

    pub(super) fn round_mut(&mut self) -> &mut CasinoRound<TableCard> {
        self.round.as_mut().expect("a round is in play")
    }

    pub(super) fn bettor(&self, seat: Seat) -> &Bettor<TableCard> {
        self.round_ref().bettor(seat).expect("a seat in this round")
    }

    pub(super) fn hand_mut(&mut self, seat: Seat, hand: usize) -> &mut CasinoHand<TableCard> {
        &mut self
            .round_mut()
            .bettor_mut(seat)
            .expect("a seat in this round")
            .hands[hand]
    }

    pub(super) fn dealer_cards(&self) -> Vec<Card> {
        self.round_ref()
            .dealer
            .cards
            .iter()
            .map(|c| c.value)
            .collect()
    }

    // --- The players' turns (docs/rules/casino.md §5.4) ---

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
                    events.push(CasinoEvent::FiveCardTrick { seat, hand });
                } else if score.hard == 21 || !can_draw {
                    current.state = HandState::Stood;
                    events.push(CasinoEvent::Stood { seat, hand });
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

    pub(super) fn playing(&self, verb: &'static str) -> Result<usize, Rejection> {
        match self.phase {
            // `apply` has checked that the seat is on turn.
            CasinoPhase::Playing { hand, .. } => Ok(hand),
            _ => Err(Rejection::not_now(
                verb,
                "players play their hands after the deal",
            )),
        }
    }

    /// A hand may take a card while it has fewer than five cards and a hard total under 21.
    pub(super) fn check_card_for(&self, hand: &CasinoHand<TableCard>) -> Result<(), Rejection> {
        if let Some(why) = hand.score().why_no_card() {
            Err(Reason::CannotTakeCard { why: why.into() }.into())
        } else if !self.can_draw(1) {
            Err(Reason::CannotTakeCard {
                why: "no cards are left to deal".into(),
            }
            .into())
        } else {
            Ok(())
        }
    }

    /// A player must hold the chips for everything at risk after adding `extra`
    /// (docs/rules/casino.md §5.4).
    pub(super) fn check_chips(
        &self,
        bettor: &Bettor<TableCard>,
        extra: u64,
    ) -> Result<(), Rejection> {
        let held = self.players[bettor.seat.index()].chips;
        let needed = bettor.at_risk() + extra;
        if held < needed {
            return Err(Rejection::NotEnoughChips {
                holder: bettor.seat,
                needed,
                held,
            });
        }
        Ok(())
    }

    pub(super) fn check_buy(
        &self,
        bettor: &Bettor<TableCard>,
        hand: &CasinoHand<TableCard>,
    ) -> Result<u64, Rejection> {
        if hand.bought {
            return Err(Reason::CannotBuy {
                why: "a hand buys only once".into(),
            }
            .into());
        }
        self.check_card_for(hand)?;
        self.check_chips(bettor, hand.stake)?;
        Ok(hand.stake)
    }

    pub(super) fn check_split(
        &self,
        bettor: &Bettor<TableCard>,
        hand: &CasinoHand<TableCard>,
    ) -> Result<u64, Rejection> {
        let refuse = |why: &'static str| Err(Reason::CannotSplit { why: why.into() }.into());
        let [first, second] = hand.cards.as_slice() else {
            return refuse("only a hand of exactly its first two cards may split");
        };
        let pair = if self.rules.split_by_value {
            pips(first.value) == pips(second.value)
        } else {
            first.value.rank == second.value.rank
        };
        if !pair {
            return refuse(if self.rules.split_by_value {
                "the two cards are not of the same value"
            } else {
                "the two cards are not of the same rank"
            });
        }
        if bettor.hands.len() >= usize::from(self.rules.max_hands) {
            return refuse("the player already holds as many hands as splitting may make");
        }
        if !self.can_draw(2) {
            return refuse("there are not two cards left to deal");
        }
        self.check_chips(bettor, bettor.bet)?;
        Ok(bettor.bet)
    }

    pub(super) fn twist(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing("twist")?;
        self.check_card_for(&self.bettor(seat).hands[hand])?;
        let card = self.draw(Audience::Everyone, events);
        self.hand_mut(seat, hand).cards.push(card);
        events.push(CasinoEvent::Twisted { seat, hand, card });
        self.after_card(seat, hand, events);
        Ok(())
    }

    /// Buy (double): the hand's bet is doubled and it gets one card; it may twist on afterwards.
    pub(super) fn buy(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
        let hand = self.playing("buy")?;
        let bettor = self.bettor(seat);
        let cost = self.check_buy(bettor, &bettor.hands[hand])?;
        let card = self.draw(Audience::Everyone, events);
        let current = self.hand_mut(seat, hand);
        current.stake += cost;
        current.bought = true;
        current.cards.push(card);
        events.push(CasinoEvent::Bought { seat, hand, card });
        self.after_card(seat, hand, events);
        Ok(())
    }

    pub(super) fn stick(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
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
        events.push(CasinoEvent::Stood { seat, hand });
        self.continue_play(events);
        Ok(())
    }

    /// A pair becomes two hands with the original bet each; each gets a card at once, left first.
    pub(super) fn split(&mut self, seat: Seat, events: &mut Events) -> Result<(), Rejection> {
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
    pub(super) fn after_card(&mut self, seat: Seat, hand: usize, events: &mut Events) {
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

    // --- The dealer (docs/rules/casino.md §5.5) and the settlement (§5.6) ---

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
    pub(super) fn dealer_draws(&self) -> bool {
        let score = Score::of(self.dealer_cards());
        if score.is_bust() || score.cards >= 5 {
            return false;
        }
        let total = score.total();
        total <= 16 || (total == 17 && score.soft && self.rules.dealer_hits_soft_17)
    }

    pub(super) fn pay(&mut self, from: Party, to: Party, amount: u64) -> Transfer {
        let transfer = Transfer { from, to, amount };
        for party in [from, to] {
            match party {
                Party::Seat(seat) => {
                    let chips = &mut self.players[seat.index()].chips;
                    let change = transfer.effect_on(party);
                    *chips = chips
                        .checked_add_signed(change)
                        .expect("players only risk chips they hold");
                }
                Party::House => self.house += transfer.effect_on(party),
                other => unreachable!("a casino table has no {other:?}"),
            }
        }
        self.round_mut().record(transfer);
        transfer
    }

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
    pub(super) fn end_round(&mut self, events: &mut Events) {
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
        self.rounds_played += 1;
        events.push(CasinoEvent::RoundOver {
            round: Box::new(round.clone()),
        });
        self.open_betting(events);
    }

    // --- The contract ---
}
