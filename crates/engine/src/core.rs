//! What every game's session holds alike, kept once: its players, how its pack is shuffled, and
//! how many rounds it has played. A game keeps a [`Core`] and hands it to the engine
//! ([`crate::Game::core`]); the engine answers the rest from it.

use parlour_cards::Shuffler;

use crate::seating::{SeatChange, follow_seat};
use crate::{MapCards, Player, Reason, Refusal, Seat, TableCard};

/// The part of a session every game has.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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

#[cfg(test)]
mod tests {
    use parlour_cards::{Card, CardSource};

    use super::*;
    use crate::refusal::NoReason;
    use crate::{Audience, Veiled};

    /// A round holding one card for its holder alone.
    #[derive(Debug, Clone, PartialEq, crate::MapCards)]
    struct Round<C> {
        card: C,
    }

    fn core() -> Core {
        // Three players, and two empty seats after them.
        let players = ["Ann", "Bob", "Cy", "", ""]
            .iter()
            .map(|&name| Player {
                name: name.into(),
                chips: if name.is_empty() { 0 } else { 50 },
            })
            .collect();
        Core::new(players, CardSource::seeded(1, 0).shuffler)
    }

    fn held_by(seat: u8) -> Round<TableCard> {
        let card: Card = "AS".parse().unwrap();
        Round {
            card: Veiled::new(card, Audience::Holder(Seat(seat))),
        }
    }

    #[test]
    fn the_banker_and_their_cards_move_with_them_and_a_refusal_changes_nothing() {
        let mut core = core();
        let (mut round, mut banker) = (held_by(1), Seat(1));
        let to = SeatChange::Move { to: Seat(4) };
        let moved: Result<(), Refusal<NoReason>> =
            core.reseat(Seat(1), &to, 6, &mut round, Some(&mut banker));
        moved.unwrap();
        assert_eq!(banker, Seat(4), "the bank goes with its banker");
        assert_eq!(round.card.audience, Audience::Holder(Seat(4)));
        assert_eq!(core.players[4].name, "Bob");
        assert!(core.players[1].is_empty());

        // Another player moving leaves the bank where it is.
        let to = SeatChange::Move { to: Seat(1) };
        let moved: Result<(), Refusal<NoReason>> =
            core.reseat(Seat(0), &to, 6, &mut round, Some(&mut banker));
        moved.unwrap();
        assert_eq!(banker, Seat(4));

        // A move to a taken seat is refused and changes nothing.
        let before = (core.clone(), round.clone(), banker);
        let to = SeatChange::Move { to: Seat(2) };
        let refused: Result<(), Refusal<NoReason>> =
            core.reseat(Seat(4), &to, 6, &mut round, Some(&mut banker));
        assert!(refused.is_err());
        assert_eq!((core.clone(), round.clone(), banker), before);

        // Standing up takes the player's cards from everyone: nobody holds them now.
        let stood: Result<(), Refusal<NoReason>> =
            core.reseat(Seat(4), &SeatChange::Stand, 6, &mut round, None);
        stood.unwrap();
        assert_eq!(round.card.audience, Audience::Nobody);
        assert!(!core.deserted());
    }
}
