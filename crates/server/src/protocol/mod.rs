//! The table protocol: JSON text frames over one WebSocket, `docs/protocol.md` message by message.
//! Every message is an object whose `type` names it. A client's messages that concern a table name
//! it (`table`); its requests carry the client's own sequence number (`seq`), which the answer
//! repeats, and which with the client's id (given in the socket's address) makes the request's key.

mod out;
mod request;

pub use out::{Change, Fresh, KeptNote, Outbound, Turn, User, Worth};
pub use request::{Act, Bot, Hint, MoveSeat, Request, Sit, Stand, Stay, TopUp};
use serde::{Deserialize, Serialize};

/// The protocol's version, sent in `welcome`. It changes only when a message changes in a way an
/// older client would misread.
pub const PROTOCOL: u32 = 2;

/// The largest message a client may send, in bytes; a larger one closes the connection.
pub const MAX_MESSAGE: usize = 16 * 1024;

/// What a client sends: following a table, and the requests ([`Request`]), each a type of its
/// own.
#[derive(Debug, Clone, PartialEq, Deserialize)]
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
    /// The client is there; answered `pong`. (Braced, so that a field it does not know is refused
    /// as for every other message.)
    Ping {},
    /// Follow the lobby (or, with `follow: false`, stop): the tables that change are sent as
    /// they change, at most once a second.
    Lobby {
        #[serde(default = "yes")]
        follow: bool,
    },
    /// A request of a table.
    #[serde(untagged)]
    Request(Request),
}

fn yes() -> bool {
    true
}

/// An error that answers a message, or ends a connection.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProtocolError {
    /// `malformed`, `flood`, `no_such_table`, `not_seated`, `not_a_move`, `seat_taken`, `wallet`,
    /// `over_your_limit`, `over_house_max`, `no_hint`, `busy`, `shutting_down`, `server`
    /// (docs/protocol.md).
    pub code: &'static str,
    pub message: String,
    /// The values the message carries, for a page to say it in its person's language (the
    /// catalogues' `error-CODE` with these variables). Boxed, and none until one is given.
    pub args: Option<Box<serde_json::Map<String, serde_json::Value>>>,
}

impl ProtocolError {
    pub fn new(code: &'static str, message: impl Into<String>) -> ProtocolError {
        ProtocolError {
            code,
            message: message.into(),
            args: None,
        }
    }

    /// The error, carrying `value` as its variable `name`.
    pub fn with(mut self, name: &str, value: impl Into<serde_json::Value>) -> ProtocolError {
        (self.args.get_or_insert_default()).insert(name.to_string(), value.into());
        self
    }

    /// The message that carries it, answering `seq` if it answers one.
    pub fn to_message(&self, table: Option<i64>, seq: Option<u64>) -> String {
        Outbound::error(table, seq, self.clone()).text()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<ClientMessage, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    #[test]
    fn every_message_reads_as_its_own_type_and_nothing_else_reads() {
        assert_eq!(read(r#"{"type": "ping"}"#), Ok(ClientMessage::Ping {}));
        assert_eq!(
            read(r#"{"type": "unwatch", "table": 3}"#),
            Ok(ClientMessage::Unwatch { table: 3 })
        );
        assert_eq!(
            read(r#"{"type": "move", "table": 3, "seq": 4, "seat": 1}"#),
            Ok(ClientMessage::Request(Request::MoveSeat(MoveSeat {
                table: 3,
                seq: 4,
                seat: 1
            })))
        );
        assert_eq!(
            read(r#"{"type": "hint", "table": 3, "seq": 18446744073709551615, "count": "seen"}"#),
            Ok(ClientMessage::Request(Request::Hint(Hint {
                table: 3,
                seq: u64::MAX,
                count: parlour_games::coach::Count::Seen
            })))
        );
        let act = read(r#"{"type": "act", "table": 3, "seq": 5, "action": {"action": "twist"}}"#);
        match act {
            Ok(ClientMessage::Request(request)) => {
                assert_eq!((request.table(), request.seq()), (3, 5));
            }
            other => panic!("{other:?}"),
        }
        // An unknown type, an unknown field, a request without its sequence number, a field of
        // the wrong type: none is a message.
        for text in [
            r#"{"type": "deal", "table": 3, "seq": 1}"#,
            r#"{"type": "stand", "table": 3, "seq": 1, "chips": 5}"#,
            r#"{"type": "watch", "table": 3, "seq": 1}"#,
            r#"{"type": "sit", "table": 3, "seat": 0, "chips": 5}"#,
            r#"{"type": "top_up", "table": 3, "seq": 1, "chips": -5}"#,
            r#"{"table": 3, "seq": 1}"#,
            r#"{"type": "ping", "table": 3}"#,
            r#"{"type": "hint", "table": 3, "seq": 1, "count": "x"}"#,
            r#"{"type": "hint", "table": 3, "seq": 1, "count": "fresh", "seat": 0}"#,
            r#"{"type": "hint", "table": 3, "seq": 1}"#,
            r#"{"type": "hint", "table": 3, "seq": 18446744073709551616, "count": "fresh"}"#,
        ] {
            assert!(read(text).is_err(), "{text}");
        }
    }
}
