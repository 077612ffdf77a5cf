//! A session of Pontoon: the state the engine keeps between actions, and how a session starts
//! (the cut for the first bank, docs/rules/pontoon.md §2.1).

use parlour_cards::{Card, Pile};
use parlour_engine::Game;
pub use parlour_engine::Player;
use parlour_engine::cut::Cutting;
use parlour_engine::{Core, Party, Seat, SetupError, Transfer};
use serde::{Deserialize, Serialize};

use crate::event::Event;
use crate::round::Round;
use crate::rules::Rules;
use parlour_engine::TableCard;

/// The bank on offer between hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    pub buyer: Seat,
    pub price: u64,
}

/// Where the session stands, and so who is to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// The banker may deal the next hand or offer the bank for sale; with an offer out, the buyer answers.
    BetweenRounds { offer: Option<Offer> },
    /// `seat` is to place an initial stake.
    Staking { seat: Seat },
    /// The banker, having looked at his first card, decides whether to double (`banker_may_double`).
    Doubling,
    /// The first shoot round (Shoot Pontoon): `seat` places a shoot bet or declines.
    Shooting { seat: Seat },
    /// `seat` is playing its hand number `hand` (0 unless it has split).
    Playing { seat: Seat, hand: usize },
    /// The banker is playing his hand.
    Banker,
    /// No further hand can be dealt.
    Over,
}

/// A session of Pontoon: many hands, the bank passing by the rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pontoon {
    pub(crate) rules: Rules,
    /// The players, the shuffler and the rounds played, as every game holds them.
    pub(crate) core: Core,
    pub(crate) banker: Seat,
    /// The pack in the dealer's hand (top first).
    pub(crate) pack: Pile,
    /// The cut for the first bank: its cards, if there was one, and whether one is due
    /// (docs/rules/pontoon.md §2.1).
    pub(crate) cut: Cutting,
    pub(crate) phase: Phase,
    /// The hand in play, or the last one until the next deal.
    pub(crate) round: Option<Round<TableCard>>,
    /// The pack must be shuffled before the next deal (the first deal, and after any Pontoon).
    pub(crate) shuffle_due: bool,
    /// Shoot Pontoon: the kitty, the banker's money set aside against shoot bets.
    pub(crate) kitty: u64,
}

impl Pontoon {
    /// docs/rules/pontoon.md §2.1: every player with chips cuts, in seating order; highest card
    /// (ace high) banks; those who tie for highest cut again. Cut cards go under the pack, which is
    /// shuffled again before the first deal.
    pub(crate) fn cut_for_bank(
        &mut self,
        events: &mut Vec<Event<TableCard>>,
    ) -> Result<(), SetupError> {
        let shuffle = self.core.shuffler.shuffle_and_cut(&mut self.pack);
        events.push(Event::Shuffled { shuffle });
        let contenders: Vec<Seat> = (0..self.core.players.len())
            .map(Seat::from)
            .filter(|s| self.core.players[s.index()].chips > 0)
            .collect();
        self.banker = self.cut.cut(&mut self.pack, contenders).map_err(|never| {
            SetupError(format!(
                "{never}; name the first banker with `banker`, or stack the pack so that a \
                 round breaks the tie"
            ))
        })?;
        self.shuffle_due = true;
        events.push(Event::CutForBank {
            cuts: self.cut.cards.clone(),
            banker: self.banker,
        });
        Ok(())
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn banker(&self) -> Seat {
        self.banker
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Takes the top card of the pack. Callers make sure the pack holds one.
    pub(crate) fn take_card(&mut self) -> Card {
        self.pack
            .take_top()
            .expect("the engine only deals when the pack holds a card")
    }

    /// Whether `seat` may be dealt in: its chips cover the minimum stake by the cover rule
    /// (docs/rules/pontoon.md §2.6: twice over, four times where the banker may double).
    pub fn can_stake(&self, seat: Seat) -> bool {
        seat != self.banker
            && self.core.players[seat.index()].chips >= self.rules.least_to_be_dealt_in()
    }

    /// The players who would be dealt in now, from the dealer's left.
    pub(crate) fn punters_in_order(&self) -> Vec<Seat> {
        self.banker
            .round_from_left(self.seats())
            .filter(|&seat| self.can_stake(seat))
            .collect()
    }

    fn holding(&mut self, party: Party) -> &mut u64 {
        match party {
            Party::Seat(seat) => &mut self.core.players[seat.index()].chips,
            Party::Kitty => &mut self.kitty,
            other => unreachable!("Pontoon has no {other:?}"),
        }
    }

    /// Moves chips between two holdings (seats or the kitty), recording the transfer in the hand if
    /// one is in play.
    pub(crate) fn transfer(&mut self, from: Party, to: Party, amount: u64) -> Transfer {
        let payer = self.holding(from);
        *payer = payer
            .checked_sub(amount)
            .expect("the cover rule and the kitty cap keep every payment within the payer's chips");
        *self.holding(to) += amount;
        let transfer = Transfer { from, to, amount };
        if let Some(round) = self.round.as_mut().filter(|r| !r.over) {
            round.record(transfer);
        }
        transfer
    }

    /// Moves chips between two seats.
    pub(crate) fn pay(&mut self, from: Seat, to: Seat, amount: u64) -> Transfer {
        self.transfer(Party::Seat(from), Party::Seat(to), amount)
    }

    /// The bank changes hands: the old banker takes back whatever is in the kitty
    /// (docs/rules/pontoon.md §4.9).
    pub(crate) fn change_bank(
        &mut self,
        to: Seat,
        change: crate::event::BankChange,
        events: &mut Vec<Event<TableCard>>,
    ) {
        let from = self.banker;
        if self.kitty > 0 {
            let amount = self.kitty;
            self.transfer(Party::Kitty, Party::Seat(from), amount);
            events.push(Event::KittyReturned { to: from, amount });
        }
        self.banker = to;
        events.push(Event::BankPassed { from, to, change });
    }

    /// The shoot bets outstanding on the table.
    pub(crate) fn shoot_bets(&self) -> u64 {
        self.round
            .as_ref()
            .filter(|r| !r.over)
            .map_or(0, |r| r.punters.iter().map(|p| p.shot()).sum())
    }

    /// How much more may be shot: the kitty less the shoot bets already out
    /// (docs/rules/pontoon.md §4.2).
    pub(crate) fn shoot_cap(&self) -> u64 {
        self.kitty - self.shoot_bets()
    }

    pub fn kitty(&self) -> u64 {
        self.kitty
    }

    /// Ends the session if no hand can be dealt: the banker has no chips, or nobody can stake.
    pub(crate) fn end_session_if_stuck(&mut self, events: &mut Vec<Event<TableCard>>) {
        let bank_open = self.core.players[self.banker.index()].chips > 0;
        if !bank_open || self.punters_in_order().is_empty() {
            self.phase = Phase::Over;
            events.push(Event::SessionOver);
        }
    }
}
