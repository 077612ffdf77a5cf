//! The table protocol: JSON text frames over one WebSocket, `docs/protocol.md` message by message.
//! Every message is an object whose `type` names it. A client's messages that concern a table name
//! it (`table`); its requests carry the client's own sequence number (`seq`), which the answer
//! repeats, and which with the client's id (given in the socket's address) makes the request's key.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The protocol's version, sent in `welcome`. It changes only when a message changes in a way an
/// older client would misread.
pub const PROTOCOL: u32 = 2;

/// The largest message a client may send, in bytes; a larger one closes the connection.
pub const MAX_MESSAGE: usize = 16 * 1024;

/// What a client sends.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// Follow a table: its view, then its events. `version` is the last one the client holds
    /// (after a reconnection): the events since come instead of a fresh view when the table still
    /// has them.
    Watch {
        table: i64,
        #[serde(default)]
        version: Option<u64>,
        /// Send the follower's fresh view with every `events` (and with `caught_up`): for a
        /// client with no engine of its own to follow the events with, such as the browser's.
        #[serde(default)]
        views: bool,
    },
    /// Stop following a table.
    Unwatch { table: i64 },
    /// A move at the table, made against `version` if given (a stale one is refused).
    Act {
        table: i64,
        seq: u64,
        #[serde(default)]
        version: Option<u64>,
        action: Value,
    },
    /// Sit in the empty `seat` with `chips` from the wallet.
    Sit {
        table: i64,
        seq: u64,
        seat: usize,
        chips: u64,
    },
    /// Bring `chips` more from the wallet.
    TopUp { table: i64, seq: u64, chips: u64 },
    /// Leave the seat, the chips going back to the wallet.
    Stand { table: i64, seq: u64 },
    /// Move to the empty `seat`, between rounds.
    Move { table: i64, seq: u64, seat: usize },
    /// Put a bot in the empty `seat` (`add`), or take the bot in it away.
    Bot {
        table: i64,
        seq: u64,
        seat: usize,
        add: bool,
    },
    /// The client is there; answered `pong`.
    Ping,
}

/// An error that answers a message, or ends a connection.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProtocolError {
    /// `malformed`, `flood`, `no_such_table`, `not_seated`, `not_a_move`, `seat_taken`, `wallet`,
    /// `over_your_limit`, `busy`, `shutting_down`, `server` (docs/protocol.md).
    pub code: &'static str,
    pub message: String,
}

impl ProtocolError {
    pub fn new(code: &'static str, message: impl Into<String>) -> ProtocolError {
        ProtocolError {
            code,
            message: message.into(),
        }
    }

    /// The message that carries it, answering `seq` if it answers one.
    pub fn to_message(&self, table: Option<i64>, seq: Option<u64>) -> String {
        serde_json::json!({
            "type": "error",
            "table": table,
            "seq": seq,
            "code": self.code,
            "message": self.message,
        })
        .to_string()
    }
}
