//! What every game's session holds alike, kept once: its players, how its pack is shuffled, and
//! how many rounds it has played. A game keeps a [`Core`] and hands it to the engine
//! ([`crate::Game::core`]); the engine answers the rest from it.

use parlour_cards::Shuffler;

use crate::Player;

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
}
