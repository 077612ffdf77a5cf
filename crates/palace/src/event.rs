//! What happened at the table. Events hold cards as `C`: inside the engine a card with its audience,
//! for a viewer `Option<Card>` (`None`: face down to that viewer). `Game::event_view` is the only
//! way from one to the other.

use parlour_engine::cut::Cut;
use parlour_engine::seating::SeatChange;
use parlour_engine::{MapCards, Seat, Transfer};
use serde::{Deserialize, Serialize};

use crate::round::{BattleResult, Ending, Round, Shown};

/// Something that happened, with cards as `C`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards, strum::IntoStaticStr)]
#[serde(tag = "event", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Event<C> {
    /// Players cut for the first deal: highest card deals, ace high; ties cut again.
    CutForDealer {
        cuts: Vec<Cut<C>>,
        dealer: Seat,
    },
    /// A hand began: these players paid the ante and were dealt in, from the dealer's left.
    HandStarted {
        number: u32,
        dealer: Seat,
        players: Vec<Seat>,
        ante: u64,
    },
    /// A pack or pile was shuffled: the whole pack before the banners, the rest before the palaces;
    /// the table's shuffle number `shuffle` (from 0, as the fair scheme numbers them).
    Shuffled {
        shuffle: u32,
    },
    /// A banner card dealt face up, after the cards rejected because their suit was already in the
    /// player's group of four.
    Banner {
        seat: Seat,
        card: C,
        rejected: Vec<C>,
    },
    /// The pack ran out during the banner deal: the rejected banner cards were shuffled to go on.
    BannerDiscardsShuffled {
        cards: usize,
        shuffle: u32,
    },
    /// Three palace cards, face down.
    Palace {
        seat: Seat,
        cards: Vec<C>,
    },
    /// The draw pile was empty: the discards were shuffled into a new one.
    DrawPileRefilled {
        cards: usize,
        shuffle: u32,
    },
    /// A soldier bought for a small bet.
    Bought {
        seat: Seat,
        card: C,
        price: u64,
    },
    /// Soldiers let go, face down onto the discard pile.
    Discarded {
        seat: Seat,
        cards: Vec<C>,
    },
    Stayed {
        seat: Seat,
    },
    /// A player left the hand on their turn.
    Folded {
        seat: Seat,
    },
    Attacked {
        attacker: Seat,
        defender: Seat,
        bet: u64,
    },
    Raised {
        seat: Seat,
        paid: u64,
        raise: u64,
    },
    Called {
        seat: Seat,
        paid: u64,
    },
    /// A player folded in a battle; the uncalled raise, if any, went back to the other side.
    GaveUp {
        seat: Seat,
        returned: u64,
        to: Seat,
    },
    /// A called battle: both hands shown and compared.
    BattleShown {
        result: BattleResult<C>,
    },
    /// The winner of a battle took the loser's banner and soldiers as soldiers.
    Captured {
        winner: Seat,
        loser: Seat,
        cards: Vec<C>,
    },
    /// Two players of different banners are left and a quiet round has passed: they must fight.
    MustFight {
        seats: Vec<Seat>,
    },
    /// A quiet round ended the hand: every hand left is shown.
    Showdown {
        hands: Vec<Shown<C>>,
    },
    /// The pot was shared out.
    PotWon {
        ending: Ending,
        winners: Vec<Seat>,
        transfers: Vec<Transfer>,
    },
    /// The hand is over; here it is, all of it.
    RoundOver {
        round: Round<C>,
    },
    /// Fewer than two players can pay the ante: no further hand.
    /// Someone sat down, topped up, stood up or moved (`parlour_engine::seating`).
    Seated {
        seat: Seat,
        change: SeatChange,
    },
    SessionOver,
}
