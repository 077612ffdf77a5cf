//! A client of `parlour serve`, as a program speaks to it: the HTTP API ([`http`]) and the table
//! protocol over one WebSocket ([`Socket`]), docs/protocol.md. `parlour loadtest` ([`loadtest`])
//! and the tests of the server and of the command line are its clients: none writes its own.

pub mod http;
pub mod loadtest;
mod socket;

pub use http::Answer;
pub use socket::{Heard, Socket};
