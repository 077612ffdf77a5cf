//! A session of Palace Poker: the state the engine keeps between actions, how a session starts (the
//! cut for the first dealer), who is to act, what they may do, and where each action goes.

use parlour_cards::Pile;
use parlour_engine::Events;
use parlour_engine::cut::{CutNeverEnds, Cutting};
use parlour_engine::{Core, Seat};
use serde::{Deserialize, Serialize};

use crate::event::Event;
use crate::round::Round;
use crate::rules::Rules;
use parlour_engine::TableCard;

/// Why a player is discarding outside a turn of their own choosing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum After {
    /// A buy: the soldiers to let go, possibly none, end the turn.
    Buy,
    /// A capture took the winner over the most soldiers: down to it again.
    Capture,
}

/// Where the session stands, and so who is to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// The dealer is to deal the next hand.
    BetweenRounds,
    /// `seat` is on turn: buy, discard, battle, stay or fold.
    Turn { seat: Seat },
    /// `seat` discards after a buy or a capture.
    Discarding { seat: Seat, after: After },
    /// `seat` answers a battle: fold, call or raise.
    Battle { seat: Seat },
    /// Fewer than two players can pay the ante.
    Over,
}

/// A session of Palace Poker: many hands, the deal moving left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Palace {
    pub(crate) rules: Rules,
    /// The players, the shuffler and the rounds played, as every game holds them.
    pub(crate) core: Core,
    pub(crate) dealer: Seat,
    /// The pack between hands (top first); empty while a hand is in play.
    pub(crate) pack: Pile,
    /// The draw pile (top first), face down.
    pub(crate) draw: Pile,
    /// The discard pile, face down, the first card discarded on top.
    pub(crate) discards: Pile,
    /// The cut for the first dealer: its cards, if there was one, and whether one is due.
    pub(crate) cut: Cutting,
    pub(crate) phase: Phase,
    /// The hand in play, or the last one until the next deal.
    pub(crate) round: Option<Round<TableCard>>,
}

impl Palace {
    /// Everyone who can play cuts for the first deal; the highest card deals. Cut cards go under
    /// the pack, which is shuffled before each hand.
    pub(crate) fn cut_for_dealer(
        &mut self,
        events: &mut Events<Palace>,
    ) -> Result<(), CutNeverEnds> {
        self.cut.due = false;
        let contenders: Vec<Seat> = self.seat_iter().filter(|&s| self.can_play(s)).collect();
        if contenders.is_empty() {
            return Ok(());
        }
        let shuffle = self.core.shuffler.shuffle_and_cut(&mut self.pack);
        events.push(Event::Shuffled { shuffle });
        let dealer = self.cut.cut(&mut self.pack, contenders)?;
        self.dealer = dealer;
        events.push(Event::CutForDealer {
            cuts: self.cut.cards.clone(),
            dealer,
        });
        Ok(())
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The hand in play, or the last one until the next deal, as the engine holds it.
    pub fn round(&self) -> Option<&Round<TableCard>> {
        self.round.as_ref()
    }

    pub(crate) fn seat_iter(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.core.players.len()).map(Seat::from)
    }

    /// Whether `seat` can be dealt into a hand: it pays the ante and holds a chip at least.
    pub fn can_play(&self, seat: Seat) -> bool {
        self.core.players[seat.index()].chips >= self.rules.least_to_be_dealt_in()
    }

    pub(crate) fn round_mut(&mut self) -> &mut Round<TableCard> {
        self.round
            .as_mut()
            .expect("a hand is in play in every phase but between hands")
    }

    pub(crate) fn in_round(&self) -> &Round<TableCard> {
        self.round
            .as_ref()
            .expect("a hand is in play in every phase but between hands")
    }

    /// Ends the session when fewer than two players can pay the ante.
    pub(crate) fn end_session_if_stuck(&mut self, events: &mut Events<Palace>) {
        if self.seat_iter().filter(|&s| self.can_play(s)).count() < 2 {
            self.phase = Phase::Over;
            events.push(Event::SessionOver);
        }
    }
}
