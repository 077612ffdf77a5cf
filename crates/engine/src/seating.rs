//! Seats that come and go: sitting down, topping up, standing up and moving, the only ways chips
//! come onto a table or leave it, so a server's ledger and the engine always agree.
//!
//! A seat change is an ordinary recorded action of each game (its `Action` converts from and to a
//! [`SeatChange`]), allowed at the seams its rules give (between rounds or hands); the game says
//! where its seams are and what follows (the bank passing on when the banker stands up). The
//! checks every game makes alike, and the change to the seats itself, are here.
//!
//! An empty seat is a [`Player`] with no name and no chips: it is dealt into nothing. A table's
//! seats are those of its record's `players`, and a seat just past the last may be sat in, up to
//! the most the game seats.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::chips::MAX_CHIPS;
use crate::record::VerbArgs;
use crate::refusal::{Reason, Refusal};
use crate::{Player, Seat};

/// A change of who sits where.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
pub enum SeatChange {
    /// Sit down in the acting seat, which is empty, bringing `chips` to the table.
    Sit { name: String, chips: u64 },
    /// Bring `chips` more to the table.
    TopUp { chips: u64 },
    /// Leave the table, taking every chip in front of the seat.
    Stand,
    /// Move, with one's chips, to the empty seat `to`.
    Move { to: Seat },
}

/// The longest name a player may sit down with, in characters.
pub const MAX_NAME: usize = 40;

/// The record verbs of seat changes.
pub const VERBS: [&str; 4] = ["sit", "top_up", "stand", "move"];

/// An action that may be a seat change: what each game's `Action` answers.
pub trait Seating {
    fn seat_change(&self) -> Option<&SeatChange>;
}

/// Makes a game's action enum, which has a `Seat(SeatChange)` variant, a seat-change carrier:
/// [`Seating`] and `From<SeatChange>` for it.
#[macro_export]
macro_rules! seat_changes_in {
    ($action:ident) => {
        impl $crate::seating::Seating for $action {
            fn seat_change(&self) -> Option<&$crate::seating::SeatChange> {
                match self {
                    $action::Seat(change) => Some(change),
                    _ => None,
                }
            }
        }

        impl From<$crate::seating::SeatChange> for $action {
            fn from(change: $crate::seating::SeatChange) -> $action {
                $action::Seat(change)
            }
        }
    };
}

impl Player {
    /// An empty seat.
    pub fn empty() -> Player {
        Player {
            name: String::new(),
            chips: 0,
        }
    }

    /// Whether nobody sits in this seat.
    pub fn is_empty(&self) -> bool {
        self.name.is_empty()
    }
}

impl SeatChange {
    /// The change's verb, as records and refusals name it.
    pub fn verb(&self) -> &'static str {
        match self {
            SeatChange::Sit { .. } => "sit",
            SeatChange::TopUp { .. } => "top_up",
            SeatChange::Stand => "stand",
            SeatChange::Move { .. } => "move",
        }
    }

    /// Checks the change against the seats and makes it: what every game checks alike. `most` is
    /// the most seats the game's table has. Nothing changes if it is refused.
    pub fn apply_to<R: Reason>(
        &self,
        players: &mut Vec<Player>,
        seat: Seat,
        most: usize,
    ) -> Result<(), Refusal<R>> {
        let no = |why: &'static str| Err(Refusal::not_now(self.verb(), why));
        let occupied = players.get(seat.index()).is_some_and(|p| !p.is_empty());
        match self {
            SeatChange::Sit { name, chips } => {
                if seat.index() > players.len().min(most - 1) {
                    return no("there is no such seat to sit in");
                }
                if occupied {
                    return no("the seat is taken");
                }
                let name_ok = !name.trim().is_empty()
                    && name.trim() == name
                    && name.chars().count() <= MAX_NAME
                    && !name.chars().any(char::is_control);
                if !name_ok {
                    return no(
                        "a name is 1 to 40 printable characters, with no space at either end",
                    );
                }
                if players.iter().any(|p| p.name == *name) {
                    return no("someone at the table has that name");
                }
                check_chips(*chips, MAX_CHIPS)?;
                let sitter = Player {
                    name: name.clone(),
                    chips: *chips,
                };
                if seat.index() == players.len() {
                    players.push(sitter);
                } else {
                    players[seat.index()] = sitter;
                }
            }
            SeatChange::TopUp { chips } => {
                if !occupied {
                    return no("nobody sits there");
                }
                let held = players[seat.index()].chips;
                check_chips(*chips, MAX_CHIPS - held)?;
                players[seat.index()].chips += chips;
            }
            SeatChange::Stand => {
                if !occupied {
                    return no("nobody sits there");
                }
                players[seat.index()] = Player::empty();
            }
            SeatChange::Move { to } => {
                if !occupied {
                    return no("nobody sits there");
                }
                if to.index() >= players.len().min(most) || !players[to.index()].is_empty() {
                    return no("a player moves only to an empty seat at the table");
                }
                players.swap(seat.index(), to.index());
            }
        }
        Ok(())
    }

    /// The record form of the change by `seat`: `[verb, args...]` (the player's name goes before
    /// it; a newcomer's seat is in the arguments).
    pub fn encode(&self, seat: Seat) -> Vec<Value> {
        match self {
            SeatChange::Sit { chips, .. } => vec![json!("sit"), json!(seat.0), json!(chips)],
            SeatChange::TopUp { chips } => vec![json!("top_up"), json!(chips)],
            SeatChange::Stand => vec![json!("stand")],
            SeatChange::Move { to } => vec![json!("move"), json!(to.0)],
        }
    }

    /// A seat change from a record's `[name, verb, args...]`, if the verb is one, with the seat
    /// it names for a newcomer (the others act from the seat their name is in).
    pub fn decode(
        name: &str,
        verb: &str,
        args: &[Value],
    ) -> Option<Result<(Option<Seat>, SeatChange), String>> {
        let given = VerbArgs {
            verb,
            args,
            seat_of: &|_| None,
        };
        let change = match verb {
            "sit" => {
                let sit = given
                    .count(
                        2,
                        "a seat and the chips brought: [name, \"sit\", SEAT, CHIPS]",
                    )
                    .and_then(|()| Ok((seat_number(given.chips(0)?)?, given.chips(1)?)));
                return Some(sit.map(|(seat, chips)| {
                    let name = name.to_string();
                    (Some(seat), SeatChange::Sit { name, chips })
                }));
            }
            "top_up" => given
                .count(1, "the chips brought: [name, \"top_up\", CHIPS]")
                .and_then(|()| given.chips(0))
                .map(|chips| SeatChange::TopUp { chips }),
            "stand" => given.count(0, "no arguments").map(|()| SeatChange::Stand),
            "move" => given
                .count(1, "the seat to move to: [name, \"move\", SEAT]")
                .and_then(|()| seat_number(given.chips(0)?))
                .map(|to| SeatChange::Move { to }),
            _ => return None,
        };
        Some(change.map(|change| (None, change)))
    }

    /// Who sits where once the change is made: the names the record's later actions are read by
    /// (a record names a seat by the player in it). Followed as far as the seats alone decide: a
    /// sit into a taken seat, or a move to one, changes no name.
    pub fn rename(&self, names: &mut Vec<String>, seat: Seat) {
        let at = seat.index();
        let empty = |names: &Vec<String>, i: usize| names.get(i).is_none_or(String::is_empty);
        match self {
            SeatChange::Sit { name, .. }
                if at <= names.len() && empty(names, at) && !names.contains(name) =>
            {
                if at == names.len() {
                    names.push(String::new());
                }
                names[at] = name.clone();
            }
            SeatChange::Stand if at < names.len() => names[at] = String::new(),
            SeatChange::Move { to }
                if to.index() < names.len() && !empty(names, at) && empty(names, to.index()) =>
            {
                names.swap(at, to.index());
            }
            _ => {}
        }
    }
}

/// A seat by its number in a record.
fn seat_number(number: u64) -> Result<Seat, String> {
    u8::try_from(number)
        .ok()
        .filter(|&n| usize::from(n) < crate::record::MAX_SEATS)
        .map(Seat)
        .ok_or_else(|| format!("no table has a seat {number}"))
}

/// Chips brought to a table: at least one, and no holding past the bound on chips.
fn check_chips<R: Reason>(chips: u64, room: u64) -> Result<(), Refusal<R>> {
    if (1..=room).contains(&chips) {
        Ok(())
    } else {
        Err(Refusal::outside("chips brought", chips, 1, room))
    }
}
