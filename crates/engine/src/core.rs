//! What every game's session holds alike, kept once: its players, how its pack is shuffled, and
//! how many rounds it has played. A game keeps a [`Core`] and hands it to the engine
//! ([`crate::Game::core`]); the engine answers the rest from it.

use parlour_cards::Shuffler;

use crate::seating::{SeatChange, follow_seat};
use crate::{MapCards, Player, Reason, Refusal, Seat, TableCard};

/// The part of a session every game has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Core {
    /// Everyone at the table, in seat order, with the chips in front of them; an empty seat is a
    /// player with no name.
    pub players: Vec<Player>,
    /// How the pack is shuffled: what a fair table's commitments and seeds are read from.
    pub shuffler: Shuffler,
    /// How many rounds have been completed.
    pub rounds_played: u32,
}

impl Core {
    /// The core of a session that has played no round yet.
    pub fn new(players: Vec<Player>, shuffler: Shuffler) -> Core {
        Core {
            players,
            shuffler,
            rounds_played: 0,
        }
    }

    /// Makes `change` by `seat` (checked against the seats, at most `most` of them: refused, it
    /// changes nothing), and the cards of `round` follow it ([`follow_seat`]); `marker`, the seat
    /// that banks or deals, moves with its player. What every game does alike with a seat change
    /// at a seam (the engine has checked that it is one).
    pub fn reseat<T, R: Reason>(
        &mut self,
        seat: Seat,
        change: &SeatChange,
        most: usize,
        round: &mut T,
        marker: Option<&mut Seat>,
    ) -> Result<(), Refusal<R>>
    where
        T: MapCards<Card = TableCard, With<TableCard> = T> + Clone,
    {
        change.apply_to(&mut self.players, seat, most)?;
        *round = follow_seat(round, seat, change);
        if let (SeatChange::Move { to }, Some(marker)) = (change, marker)
            && *marker == seat
        {
            *marker = *to;
        }
        Ok(())
    }

    /// Whether every seat is empty: the session is over until someone sits down.
    pub fn deserted(&self) -> bool {
        self.players.iter().all(Player::is_empty)
    }
}

/// Writes [`crate::Game::core`] and [`crate::Game::core_mut`] in a game's `impl Game`, from the
/// field that holds its [`Core`]: `parlour_engine::core_in!(core);`.
#[macro_export]
macro_rules! core_in {
    ($field:ident) => {
        fn core(&self) -> &$crate::Core {
            &self.$field
        }

        fn core_mut(&mut self) -> &mut $crate::Core {
            &mut self.$field
        }
    };
}
