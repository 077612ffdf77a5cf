//! Every message the server sends, one enum by `type` (docs/protocol.md, what the server sends):
//! the socket and the tables build these, never JSON by hand, and the tests below hold each one's
//! JSON to its snapshot and to the protocol's documentation.

use parlour_cards::Card;
use parlour_games::coach::{Choice, Count};
use serde::Serialize;
use serde_json::Value;

use super::{PROTOCOL, ProtocolError};

/// A message from the server.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Outbound {
    /// The connection's first message.
    Welcome {
        protocol: u32,
        user: User,
        client: String,
        /// This node's address.
        node: String,
        /// The group's live nodes, this one first.
        nodes: Vec<String>,
    },
    /// The table afresh, for one follower.
    View {
        table: i64,
        version: u64,
        turn: Option<Turn>,
        #[serde(flatten)]
        fresh: Fresh,
    },
    /// An action's events, for one follower as they may see them.
    Events {
        table: i64,
        version: u64,
        events: Vec<Value>,
        /// The seats on turn.
        to_act: Vec<usize>,
        turn: Option<Turn>,
        /// A seated follower's legal moves now.
        #[serde(skip_serializing_if = "Option::is_none")]
        moves: Option<Vec<Value>>,
        /// Each seat's player, when someone sat down, stood up or moved.
        #[serde(skip_serializing_if = "Option::is_none")]
        seats: Option<Vec<Option<String>>>,
        /// The follower's view after them, for a follower that asked for views.
        #[serde(skip_serializing_if = "Option::is_none")]
        view: Option<Value>,
        #[serde(skip_serializing_if = "Option::is_none")]
        fair: Option<Value>,
    },
    /// Events a reconnecting follower missed, sent again as they were.
    #[serde(rename = "events")]
    Replayed {
        table: i64,
        version: u64,
        events: Vec<Value>,
        /// Always true.
        replayed: bool,
    },
    /// The missed events have all been sent: the table as it stands now (the replayed events are
    /// its history, and say nothing of the turn).
    CaughtUp {
        table: i64,
        version: u64,
        /// The seats on turn now.
        to_act: Vec<usize>,
        turn: Option<Turn>,
        /// A seated follower's legal moves now.
        #[serde(skip_serializing_if = "Option::is_none")]
        moves: Option<Vec<Value>>,
        /// For a follower that asked for views.
        #[serde(flatten, skip_serializing_if = "Option::is_none")]
        fresh: Option<Fresh>,
    },
    /// A request accepted; `repeat` when it was accepted before.
    Accepted {
        table: i64,
        seq: u64,
        version: u64,
        #[serde(skip_serializing_if = "is_false")]
        repeat: bool,
    },
    /// A seat change asked for during a round (`change`), kept and made at the next seam: the
    /// seat it concerns (the seat kept for a sit or a bot, the one moved to, or one's own).
    Waiting {
        table: i64,
        seq: u64,
        seat: usize,
        change: Change,
        #[serde(skip_serializing_if = "is_false")]
        repeat: bool,
    },
    /// A request the engine refused: its refusal on the wire, and the sentence.
    Refused {
        table: i64,
        seq: u64,
        refusal: Value,
        message: String,
    },
    /// A message that could not be acted on.
    Error {
        table: Option<i64>,
        seq: Option<u64>,
        code: &'static str,
        message: String,
        /// The values the message carries, for a page's words in its person's language.
        #[serde(skip_serializing_if = "Option::is_none")]
        args: Option<Box<serde_json::Map<String, serde_json::Value>>>,
    },
    /// The table is served by another node now.
    Moved {
        table: i64,
        #[serde(skip_serializing_if = "Option::is_none")]
        seq: Option<u64>,
        node: Option<String>,
    },
    Pong,
    /// The coach's answer to a `hint`, to the one who asked alone: the hand they were to play at
    /// `version`, and each move open to it with what it is worth, best first.
    Hint {
        table: i64,
        seq: u64,
        version: u64,
        count: Count,
        /// Which of the seat's hands (0 unless it split).
        hand: usize,
        cards: Vec<Card>,
        /// The hand's original bet: one bet of `bets` is this many chips.
        bet: u64,
        moves: Vec<Worth>,
    },
    /// To a follower of the lobby: the tables whose listing changed since the last (at most one
    /// such message a second), as `GET /api/tables` lists them, and those that closed or left.
    Tables {
        tables: Vec<Value>,
        closed: Vec<i64>,
    },
}

/// What a move is worth: the player's expected result of the round for the hand (both hands, for
/// a split), in the hand's original bets and in chips (to the hundredth).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Worth {
    pub choice: Choice,
    pub bets: f64,
    pub chips: f64,
}

/// Who a connection is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct User {
    pub id: i64,
    pub name: String,
}

/// A person on turn, and until when.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Turn {
    pub seat: usize,
    /// When the turn runs out, in milliseconds since the Unix epoch.
    pub deadline: i64,
    /// The whole turn's time.
    pub length_ms: u64,
}

/// The table as one follower sees it now.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Fresh {
    /// The follower's seat; `None` for a spectator.
    pub seat: Option<usize>,
    /// Each seat's player; `None` for an empty seat.
    pub seats: Vec<Option<String>>,
    /// The engine's view for that viewer, with its moves.
    pub view: Value,
    /// The next fair shuffle as the viewer may see it.
    pub fair: Value,
    /// The seat changes asked for during the round, to be made at the next seam, in the order
    /// they were asked.
    pub kept: Vec<KeptNote>,
    /// The seats whose person no connection follows the table from.
    pub away: Vec<usize>,
    /// Why the room has paused the table (the round in play finishes, and no new one begins
    /// until it plays again); `None` while it plays.
    pub paused: Option<String>,
    /// The hints the coach gives at the table: `off`, `fresh` or `seen`.
    pub hints: crate::table::Hints,
}

/// A seat change kept for the next seam.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Change {
    Sit,
    Stand,
    Move,
    TopUp,
    BotIn,
    BotOut,
}

/// What everyone at the table is shown of a kept seat change: the seat it concerns (the one
/// kept for a sit or a bot, or the seat of whoever stands, moves or tops up), the seat moved to,
/// and the name of who sits down.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeptNote {
    pub seat: usize,
    pub change: Change,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

fn is_false(value: &bool) -> bool {
    !value
}

impl Outbound {
    /// The welcome of a connection.
    pub fn welcome(user: User, client: &str, node: &str, nodes: Vec<String>) -> Outbound {
        Outbound::Welcome {
            protocol: PROTOCOL,
            user,
            client: client.to_string(),
            node: node.to_string(),
            nodes,
        }
    }

    /// An error answering a message about `table`, or request `seq`, if it answers one.
    pub fn error(table: Option<i64>, seq: Option<u64>, error: ProtocolError) -> Outbound {
        Outbound::Error {
            table,
            seq,
            code: error.code,
            message: error.message,
            args: error.args,
        }
    }

    /// The message as it goes out.
    pub fn text(&self) -> String {
        serde_json::to_string(self).expect("a message serializes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// One of every message, every optional field filled where it has one.
    fn every_message() -> Vec<Outbound> {
        let turn = Some(Turn {
            seat: 1,
            deadline: 1_796_403_600_000,
            length_ms: 15_000,
        });
        let fresh = Fresh {
            seat: Some(0),
            seats: vec![Some("Ann".into()), None, Some("Ada [bot]".into())],
            view: json!({"schema": 1}),
            fair: json!({"number": 3}),
            kept: vec![
                KeptNote {
                    seat: 1,
                    change: Change::Sit,
                    to: None,
                    name: Some("Bob".into()),
                },
                KeptNote {
                    seat: 0,
                    change: Change::Move,
                    to: Some(2),
                    name: None,
                },
            ],
            away: vec![2],
            paused: Some("checking the shoe".into()),
            hints: crate::table::Hints::Seen,
        };
        vec![
            Outbound::welcome(
                User {
                    id: 7,
                    name: "Ann".into(),
                },
                "page-0123456789",
                "http://127.0.0.1:8080",
                vec!["http://127.0.0.1:8080".into()],
            ),
            Outbound::View {
                table: 4,
                version: 12,
                turn,
                fresh: fresh.clone(),
            },
            Outbound::Events {
                table: 4,
                version: 13,
                events: vec![json!({"event": "staked"})],
                to_act: vec![1],
                turn,
                moves: Some(vec![json!({"move": "twist"})]),
                seats: Some(fresh.seats.clone()),
                view: Some(json!({"schema": 1})),
                fair: Some(Value::Null),
            },
            Outbound::Replayed {
                table: 4,
                version: 11,
                events: vec![json!({"event": "staked"})],
                replayed: true,
            },
            Outbound::CaughtUp {
                table: 4,
                version: 13,
                to_act: vec![1],
                turn: None,
                moves: Some(vec![json!({"move": "twist"})]),
                fresh: Some(fresh),
            },
            Outbound::Accepted {
                table: 4,
                seq: 9,
                version: 13,
                repeat: true,
            },
            Outbound::Waiting {
                table: 4,
                seq: 10,
                seat: 2,
                change: Change::Stand,
                repeat: false,
            },
            Outbound::Refused {
                table: 4,
                seq: 11,
                refusal: json!({"code": "not_your_turn", "waiting": [1]}),
                message: "it is Bob's turn".into(),
            },
            Outbound::error(
                Some(4),
                Some(12),
                ProtocolError::new("over_your_limit", "your own betting limit is 20"),
            ),
            Outbound::Moved {
                table: 4,
                seq: Some(13),
                node: Some("http://127.0.0.1:8081".into()),
            },
            Outbound::Pong,
            Outbound::Tables {
                tables: vec![json!({"id": 4, "game": "casino", "version": 13})],
                closed: vec![5],
            },
            Outbound::Hint {
                table: 4,
                seq: 14,
                version: 13,
                count: Count::Fresh,
                hand: 0,
                cards: vec!["TC".parse().unwrap(), "6D".parse().unwrap()],
                bet: 10,
                moves: vec![
                    Worth {
                        choice: Choice::Twist,
                        bets: -0.412,
                        chips: -4.12,
                    },
                    Worth {
                        choice: Choice::Stick,
                        bets: -0.5401,
                        chips: -5.4,
                    },
                ],
            },
        ]
    }

    /// Each kind's place in [`every_message`]: a kind added to the enum and not to the list does
    /// not compile here, and fails the test below until it is listed.
    fn place(message: &Outbound) -> usize {
        match message {
            Outbound::Welcome { .. } => 0,
            Outbound::View { .. } => 1,
            Outbound::Events { .. } => 2,
            Outbound::Replayed { .. } => 3,
            Outbound::CaughtUp { .. } => 4,
            Outbound::Accepted { .. } => 5,
            Outbound::Waiting { .. } => 6,
            Outbound::Refused { .. } => 7,
            Outbound::Error { .. } => 8,
            Outbound::Moved { .. } => 9,
            Outbound::Pong => 10,
            Outbound::Tables { .. } => 11,
            Outbound::Hint { .. } => 12,
        }
    }

    #[test]
    fn every_kind_of_message_is_listed() {
        let places: Vec<usize> = every_message().iter().map(place).collect();
        assert_eq!(places, (0..=12).collect::<Vec<_>>());
    }

    #[test]
    fn every_message_keeps_its_json() {
        let all: Vec<Value> = every_message()
            .iter()
            .map(|m| serde_json::from_str(&m.text()).unwrap())
            .collect();
        insta::assert_snapshot!(serde_json::to_string_pretty(&all).unwrap());
    }

    /// The protocol's page lists every message the server sends with every field it carries: the
    /// page and the wire cannot drift apart.
    #[test]
    fn every_message_and_field_is_documented() {
        let page = include_str!("../../../../docs/protocol.md");
        let sent = page
            .split("## What the server sends")
            .nth(1)
            .expect("the page has its section");
        for message in every_message() {
            let json: Value = serde_json::from_str(&message.text()).unwrap();
            let kind = json["type"].as_str().unwrap();
            let row = sent
                .lines()
                .find(|line| line.starts_with(&format!("| `{kind}` |")))
                .unwrap_or_else(|| panic!("docs/protocol.md has no row for `{kind}`"));
            for field in json.as_object().unwrap().keys().filter(|k| *k != "type") {
                assert!(
                    row.contains(&format!("`{field}`")),
                    "docs/protocol.md does not name `{field}` of `{kind}`"
                );
            }
        }
    }
}
