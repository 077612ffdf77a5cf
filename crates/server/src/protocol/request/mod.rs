//! A client's requests: the messages that ask a table for something, one type a file. Each is
//! handed to the table's actor as it came, with who asked ([`crate::table::Asked`]); every one
//! names its table and carries the client's sequence number, which the answer repeats.

mod act;
mod bot;
mod hint;
mod move_seat;
mod sit;
mod stand;
mod stay;
mod top_up;

pub use act::Act;
pub use bot::Bot;
pub use hint::Hint;
pub use move_seat::MoveSeat;
pub use sit::Sit;
pub use stand::Stand;
pub use stay::Stay;
pub use top_up::TopUp;

use serde::Deserialize;

/// A request, by its `type`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Request {
    Act(Act),
    Sit(Sit),
    TopUp(TopUp),
    Stand(Stand),
    Stay(Stay),
    #[serde(rename = "move")]
    MoveSeat(MoveSeat),
    Bot(Bot),
    Hint(Hint),
}

impl Request {
    /// The table it asks.
    pub fn table(&self) -> i64 {
        match self {
            Request::Act(r) => r.table,
            Request::Sit(r) => r.table,
            Request::TopUp(r) => r.table,
            Request::Stand(r) => r.table,
            Request::Stay(r) => r.table,
            Request::MoveSeat(r) => r.table,
            Request::Bot(r) => r.table,
            Request::Hint(r) => r.table,
        }
    }

    /// The client's sequence number for it.
    pub fn seq(&self) -> u64 {
        match self {
            Request::Act(r) => r.seq,
            Request::Sit(r) => r.seq,
            Request::TopUp(r) => r.seq,
            Request::Stand(r) => r.seq,
            Request::Stay(r) => r.seq,
            Request::MoveSeat(r) => r.seq,
            Request::Bot(r) => r.seq,
            Request::Hint(r) => r.seq,
        }
    }
}
