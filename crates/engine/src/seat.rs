//! Who sits where, who is looking, and who may see what.
//!
//! Every card on a table carries its [`Audience`]; the one view function of a game shows a card to a
//! [`Viewer`] exactly when [`Audience::admits`] says so. Keeping the decision in one place is what makes
//! hidden-information leaks testable by construction.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A seat at the table, numbered clockwise from 0 in the order players were listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat `steps` places to the left (clockwise) at a table of `seats`.
    pub fn left(self, steps: usize, seats: usize) -> Seat {
        Seat(((self.index() + steps) % seats) as u8)
    }

    /// Every seat of a table of `seats`, starting at this seat's left and ending with this seat:
    /// the order in which everything goes "round the table" from a dealer.
    pub fn round_from_left(self, seats: usize) -> impl Iterator<Item = Seat> {
        (1..=seats).map(move |step| self.left(step, seats))
    }
}

impl From<usize> for Seat {
    fn from(index: usize) -> Seat {
        Seat(u8::try_from(index).expect("a table has fewer than 256 seats"))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// A set of seats in one word (a record seats at most 64): who may act now, without allocating.
/// Iterates in seat order; on the wire, an array of seat numbers.
#[derive(Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct Seats(u64);

impl Seats {
    /// No seat.
    pub const NONE: Seats = Seats(0);

    /// One seat alone. A table has at most 64 seats (a record's bound).
    pub fn one(seat: Seat) -> Seats {
        assert!(seat.0 < 64, "no table has a {seat}");
        Seats(1 << seat.0)
    }

    pub fn contains(self, seat: Seat) -> bool {
        seat.0 < 64 && self.0 & (1 << seat.0) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The lowest seat in the set.
    pub fn first(self) -> Option<Seat> {
        (self.0 != 0).then(|| Seat(self.0.trailing_zeros() as u8))
    }

    /// The seats, in seat order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..64u8).filter(move |&i| self.0 & (1 << i) != 0).map(Seat)
    }
}

impl FromIterator<Seat> for Seats {
    fn from_iter<I: IntoIterator<Item = Seat>>(seats: I) -> Seats {
        Seats(
            seats
                .into_iter()
                .fold(0, |set, seat| set | Seats::one(seat).0),
        )
    }
}

impl std::fmt::Debug for Seats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Seats {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Seats {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Seats, D::Error> {
        let seats = Vec::<Seat>::deserialize(deserializer)?;
        if let Some(seat) = seats.iter().find(|s| s.0 >= 64) {
            return Err(serde::de::Error::custom(format!("no table has a {seat}")));
        }
        Ok(seats.into_iter().collect())
    }
}

/// Who is looking at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    /// A player: sees what their seat may see.
    Seat(Seat),
    /// Anyone watching: sees only what is face up.
    Spectator,
    /// The record keeper: sees every card. Used for complete hand records and audits, never sent to a
    /// player or spectator while the hand can still be played.
    Auditor,
}

/// Who may see a value (a card) on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    /// Nobody at the table, not even the holder (a banker's first card before he looks at it).
    Nobody,
    /// Only the seat holding it (a face-down card its holder has looked at).
    Holder(Seat),
    /// Everyone (a face-up card).
    Everyone,
}

impl Audience {
    /// Whether `viewer` may see a value with this audience.
    pub fn admits(self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (_, Viewer::Auditor) | (Audience::Everyone, _) => true,
            (Audience::Holder(holder), Viewer::Seat(seat)) => holder == seat,
            _ => false,
        }
    }
}

/// A value together with who may see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Veiled<T> {
    pub value: T,
    pub audience: Audience,
}

impl<T: Copy> Veiled<T> {
    pub fn new(value: T, audience: Audience) -> Veiled<T> {
        Veiled { value, audience }
    }

    /// The value if `viewer` may see it.
    pub fn seen_by(&self, viewer: Viewer) -> Option<T> {
        self.audience.admits(viewer).then_some(self.value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn audiences_admit_the_right_viewers() {
        let ann = Viewer::Seat(Seat(1));
        let bob = Viewer::Seat(Seat(2));
        assert!(Audience::Everyone.admits(ann));
        assert!(Audience::Everyone.admits(Viewer::Spectator));
        assert!(Audience::Holder(Seat(1)).admits(ann));
        assert!(!Audience::Holder(Seat(1)).admits(bob));
        assert!(!Audience::Holder(Seat(1)).admits(Viewer::Spectator));
        assert!(!Audience::Nobody.admits(ann));
        for audience in [
            Audience::Nobody,
            Audience::Holder(Seat(0)),
            Audience::Everyone,
        ] {
            assert!(audience.admits(Viewer::Auditor));
        }
    }

    #[test]
    fn a_set_of_seats_holds_each_seat_once_in_order() {
        let seats: Seats = [Seat(5), Seat(0), Seat(63), Seat(5)].into_iter().collect();
        assert_eq!(seats.len(), 3);
        assert_eq!(
            seats.iter().collect::<Vec<_>>(),
            [Seat(0), Seat(5), Seat(63)]
        );
        assert_eq!(seats.first(), Some(Seat(0)));
        assert!(seats.contains(Seat(63)) && !seats.contains(Seat(1)) && !seats.contains(Seat(64)));
        assert!(Seats::NONE.is_empty() && Seats::NONE.first().is_none());
        assert_eq!(serde_json::to_string(&seats).unwrap(), "[0,5,63]");
        assert_eq!(serde_json::from_str::<Seats>("[63,5,0]").unwrap(), seats);
        assert!(serde_json::from_str::<Seats>("[64]").is_err());
        assert_eq!(Seats::one(Seat(2)).iter().collect::<Vec<_>>(), [Seat(2)]);
    }

    #[test]
    fn round_the_table_starts_at_the_left_and_ends_with_the_dealer() {
        let order: Vec<u8> = Seat(2).round_from_left(4).map(|s| s.0).collect();
        assert_eq!(order, [3, 0, 1, 2]);
    }
}
