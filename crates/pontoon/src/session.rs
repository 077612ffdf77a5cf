//! A session of Pontoon: the state the engine keeps between actions, and how a session starts
//! (the cut for the first bank, docs/rules/pontoon.md §2.1).

use parlour_cards::{Card, CardSource, Pile, Shuffler};
pub use parlour_engine::Player;
use parlour_engine::cut::cut_for_high_card;
use parlour_engine::{Audience, Party, Seat, SetupError, Table, Transfer, Veiled, check_packs};
use serde::Serialize;

use crate::event::{Cut, Event, TableCard};
use crate::round::Round;
use crate::rules::Rules;

/// The bank on offer between hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Offer {
    pub buyer: Seat,
    pub price: u64,
}

/// Where the session stands, and so who is to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// The banker may deal the next hand or offer the bank for sale; with an offer out, the buyer answers.
    BetweenHands { offer: Option<Offer> },
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pontoon {
    pub(crate) rules: Rules,
    pub(crate) players: Vec<Player>,
    pub(crate) banker: Seat,
    /// The pack in the dealer's hand (top first).
    pub(crate) pack: Pile,
    pub(crate) shuffler: Shuffler,
    /// The cut for the first bank, if there was one.
    pub(crate) cuts: Vec<Cut<TableCard>>,
    pub(crate) phase: Phase,
    /// The hand in play, or the last one until the next deal.
    pub(crate) round: Option<Round<TableCard>>,
    pub(crate) hands_played: u32,
    /// The pack must be shuffled before the next deal (the first deal, and after any Pontoon).
    pub(crate) shuffle_due: bool,
    /// Shoot Pontoon: the kitty, the banker's money set aside against shoot bets.
    pub(crate) kitty: u64,
}

impl Pontoon {
    /// A new session: checks the table, then cuts for the bank unless a banker is named.
    pub fn new(
        rules: Rules,
        table: Table,
        cards: CardSource,
    ) -> Result<(Pontoon, Vec<Event<TableCard>>), SetupError> {
        let fail = |message: String| Err(SetupError(message));
        rules.validate().map_err(SetupError)?;
        let seats = table.players.len();
        let what = format!(
            "Pontoon with {}",
            parlour_engine::count(u64::from(rules.packs), "pack")
        );
        table.check(2..=rules.max_players(), &what)?;
        check_packs(&cards, usize::from(rules.packs))?;
        let mut game = Pontoon {
            rules,
            players: table.players.clone(),
            banker: Seat(0),
            pack: cards.pile,
            shuffler: cards.shuffler,
            cuts: Vec::new(),
            phase: Phase::BetweenHands { offer: None },
            round: None,
            hands_played: 0,
            shuffle_due: true,
            kitty: 0,
        };
        let mut events = Vec::new();
        match table.first {
            Some(seat) if seat.index() >= seats => return fail(format!("there is no {seat}")),
            Some(seat) if game.players[seat.index()].chips == 0 => {
                return fail(format!(
                    "the banker {} has no chips to bank with",
                    game.players[seat.index()].name
                ));
            }
            Some(seat) => game.banker = seat,
            None => {
                if game.players.iter().all(|p| p.chips == 0) {
                    return fail("nobody has any chips".into());
                }
                game.cut_for_bank(&mut events)?;
            }
        }
        game.end_session_if_stuck(&mut events);
        Ok((game, events))
    }

    /// docs/rules/pontoon.md §2.1: every player with chips cuts, in seating order; highest card
    /// (ace high) banks; those who tie for highest cut again. Cut cards go under the pack, which is
    /// shuffled again before the first deal.
    fn cut_for_bank(&mut self, events: &mut Vec<Event<TableCard>>) -> Result<(), SetupError> {
        self.shuffler.shuffle_and_cut(&mut self.pack);
        events.push(Event::Shuffled);
        let contenders: Vec<Seat> = (0..self.players.len())
            .map(Seat::from)
            .filter(|s| self.players[s.index()].chips > 0)
            .collect();
        let (cuts, banker) = cut_for_high_card(&mut self.pack, contenders).map_err(|never| {
            SetupError(format!(
                "{never}; name the first banker with `banker`, or stack the pack so that a \
                 round breaks the tie"
            ))
        })?;
        self.cuts = cuts
            .iter()
            .map(|cut| cut.map(|&card| Veiled::new(card, Audience::Everyone)))
            .collect();
        self.banker = banker;
        events.push(Event::CutForBank {
            cuts: self.cuts.clone(),
            banker: self.banker,
        });
        Ok(())
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn banker(&self) -> Seat {
        self.banker
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub(crate) fn seats(&self) -> usize {
        self.players.len()
    }

    pub(crate) fn name(&self, seat: Seat) -> &str {
        &self.players[seat.index()].name
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
        seat != self.banker && self.players[seat.index()].chips >= self.rules.least_to_be_dealt_in()
    }

    /// The players who would be dealt in now, from the dealer's left.
    pub(crate) fn punters_in_order(&self) -> Vec<Seat> {
        self.banker
            .round_from_left(self.seats())
            .filter(|&seat| self.can_stake(seat))
            .collect()
    }

    /// The seats that may act now.
    pub fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::BetweenHands { offer: None } | Phase::Banker | Phase::Doubling => {
                vec![self.banker]
            }
            Phase::BetweenHands { offer: Some(offer) } => vec![offer.buyer],
            Phase::Staking { seat } | Phase::Shooting { seat } | Phase::Playing { seat, .. } => {
                vec![seat]
            }
            Phase::Over => Vec::new(),
        }
    }

    fn holding(&mut self, party: Party) -> &mut u64 {
        match party {
            Party::Seat(seat) => &mut self.players[seat.index()].chips,
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
        let bank_open = self.players[self.banker.index()].chips > 0;
        if !bank_open || self.punters_in_order().is_empty() {
            self.phase = Phase::Over;
            events.push(Event::SessionOver);
        }
    }
}

impl Pontoon {
    /// What must hold after every action: every card is in the pack or on the table exactly once,
    /// outstanding shoot bets never exceed the kitty, and every player in the hand can still cover
    /// the worst case for what they have at risk.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut cards = self.pack.len();
        if let Some(round) = self.round.as_ref().filter(|r| !r.over) {
            for punter in &round.punters {
                cards += punter
                    .hands
                    .iter()
                    .filter(|h| h.stands())
                    .map(|h| h.cards.len())
                    .sum::<usize>();
                let needed = self.rules.cover_factor() * punter.staked() + punter.shot();
                let held = self.players[punter.seat.index()].chips;
                if held < needed {
                    return Err(format!(
                        "{} holds {held} but has {needed} at risk",
                        punter.name
                    ));
                }
            }
            cards += round.banker.cards.len();
        }
        let expected = usize::from(self.rules.packs) * 52;
        if cards != expected {
            return Err(format!("{cards} cards accounted for, not {expected}"));
        }
        if self.shoot_bets() > self.kitty {
            return Err(format!(
                "shoot bets of {} exceed the kitty of {}",
                self.shoot_bets(),
                self.kitty
            ));
        }
        Ok(())
    }
}
