//! High card, a game for the tests alone (behind the `testing` feature): the proof that a game
//! plugs into Parlour through its own folder and the registry's one line. Every player who can
//! pay the ante is dealt one card face down; each in turn bets up to the table's most (or checks);
//! the cards are turned, and the highest (ace high, then by suit) takes the pot. Seats change
//! between rounds.
//!
//! Its files are those of every game: `rules.rs`, `action.rs`, `event.rs`, `view.rs`, `game.rs`
//! (the engine's `Game`), `record.rs` (its hand-record codec), `probe.rs` (the playout harness's
//! hooks) and `bot.rs` (its bot).

mod action;
mod bot;
mod event;
mod game;
mod probe;
mod record;
mod rules;
mod view;

use parlour_cards::Pile;
use parlour_engine::{Core, MapCards, Seat, TableCard};
use serde::{Deserialize, Serialize};

pub use action::{Action, Move};
pub use bot::Checker;
pub use event::Event;
pub use record::Finished;
pub use rules::Rules;
pub use view::View;

/// The most players a table of high card seats.
pub const MAX_SEATS: usize = 6;

/// A session of high card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HighCard {
    rules: Rules,
    core: Core,
    /// The pack between deals (top first); the cards of the round in play are in its hands.
    pack: Pile,
    phase: Phase,
    /// The round in play, or the last one until the next deal.
    round: Option<Round<TableCard>>,
}

/// Where a session stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Between rounds: the first player who can pay the ante deals.
    BetweenRounds,
    /// `seat` is to bet.
    Betting { seat: Seat },
    /// Fewer than two players can pay the ante: nobody acts until someone sits down.
    Over,
}

/// One round, with cards as `C`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct Round<C> {
    /// From 1.
    pub number: u32,
    pub hands: Vec<Hand<C>>,
    /// What the players have put in and nobody has won yet.
    pub pot: u64,
}

/// One player's card and what they put in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct Hand<C> {
    pub seat: Seat,
    pub name: String,
    pub card: C,
    /// The ante and the bet.
    pub put_in: u64,
    /// Whether the player has bet (or checked) this round.
    pub acted: bool,
}
