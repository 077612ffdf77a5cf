//! One actor per table. A tokio task owns the table's engine handle, its seats, its timers and its
//! bots, and handles one command at a time from its mailbox. For each accepted action it writes the
//! action and its ledger postings in one transaction, **then** tells every viewer their own events,
//! built from the engine's view for that viewer alone. A refusal goes to the sender only.
//!
//! Timers belong to the actor. Each turn has a generation number; a timer is a task that, when its
//! time comes, posts the generation it was set for into the mailbox, and the actor plays the
//! timeout only if that generation is still the current one. A timer left from an earlier turn
//! can therefore never fire into a later one.

mod actor;
pub mod bots;
pub mod cashier;
pub mod history;

use std::sync::{Arc, Mutex};

use parlour_engine::fairness::Fairness;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::sync::{mpsc, oneshot};

use crate::protocol::Request;

pub use actor::{Unopened, Unpaused, open_table, read_deal, resume, stored_deal, stored_fairness};

/// Which hints the coach gives at a table (docs/server.md, "The coach"): none, by a freshly
/// shuffled shoe alone (every table's until an operator says otherwise), or by the cards seen since
/// the shuffle as well. Stored with the table, as its operator set it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Hints {
    Off,
    #[default]
    Fresh,
    Seen,
}

impl Hints {
    /// As the database keeps it.
    pub fn name(self) -> &'static str {
        match self {
            Hints::Off => "off",
            Hints::Fresh => "fresh",
            Hints::Seen => "seen",
        }
    }

    /// As the database keeps it; anything else (written by a newer build, say) gives the
    /// default, fresh-shoe hints.
    pub fn read(stored: &str) -> Hints {
        match stored {
            "off" => Hints::Off,
            "seen" => Hints::Seen,
            _ => Hints::Fresh,
        }
    }

    /// Whether a hint by `count` is given at a table of this policy.
    pub fn allow(self, count: parlour_games::coach::Count) -> bool {
        use parlour_games::coach::Count;
        match (self, count) {
            (Hints::Off, _) => false,
            (_, Count::Fresh) => true,
            (hints, Count::Seen) => hints == Hints::Seen,
        }
    }
}

/// Who a connection belongs to, as a table needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    pub user: i64,
    pub name: String,
}

/// Who asked a table for something and how to answer them: the connection, its person, and the
/// request's key, the client's id and its sequence number (docs/protocol.md). A request is acted on
/// once: the same key again is answered as it was the first time, even after a restart, since the
/// key is written with the action it brought.
#[derive(Debug, Clone)]
pub struct Asked {
    pub conn: u64,
    pub person: Person,
    pub client: Arc<str>,
    pub seq: u64,
}

impl Asked {
    /// The request's key, unique at a table: `USER:CLIENT:SEQ`.
    pub fn key(&self) -> String {
        format!("{}:{}:{}", self.person.user, self.client, self.seq)
    }
}

/// What a table's actor is asked to do.
#[derive(Debug)]
pub enum Command {
    /// A connection follows the table from `version` (or afresh); messages go to `out`.
    Watch {
        conn: u64,
        person: Option<Person>,
        version: Option<u64>,
        /// Send the fresh view with every `events`.
        views: bool,
        out: mpsc::Sender<String>,
    },
    /// A connection stops following the table.
    Unwatch { conn: u64 },
    /// A client's request, as it came, and who asked.
    Request { asked: Asked, request: Request },
    /// A timer set for turn `generation` has run out.
    Timer { generation: u64 },
    /// Try again to put the table back as its stored record has it, after a write failed and the
    /// database could not be read either (docs/server.md, failures).
    Restore,
    /// What the table has published of its fair shuffles (docs/fairness.md), made when asked
    /// for rather than after every action, and kept until the next action: `None` for a table
    /// not dealt fair.
    Fairness {
        done: oneshot::Sender<Option<Arc<Fairness>>>,
    },
    /// Stop after the command in hand; answered once everything is written.
    Shutdown { done: oneshot::Sender<()> },
    /// Stop serving the table: this node has been replaced (docs/scaling.md). Followers are told
    /// where it went.
    GiveUp,
    /// The keeper has read that the table's lease has passed to another node: the table tries the
    /// fence, and gives the table up if it is refused (so that a table is only ever given up on
    /// the fence's word, never on a read that may be stale).
    CheckLease,
    /// The keeper's round: a table that has had nobody seated for the room's idle time closes.
    Tidy,
    /// An operator closes the table: at the end of the round in play (at once between rounds)
    /// everyone is stood up and the table closed, with the audit entry of operator `by`.
    Close { by: i64, reason: String },
    /// An operator pauses the table (`paused`: why, the message its players see) or lets it play
    /// again (`None`); `reason` goes to the audit log. Answered once written.
    Pause {
        by: i64,
        paused: Option<String>,
        reason: String,
        done: oneshot::Sender<Result<(), actor::Unpaused>>,
    },
    /// An operator sets which hints the coach gives at the table; `reason` goes to the audit log.
    /// Answered once written.
    Hints {
        by: i64,
        hints: Hints,
        reason: String,
        done: oneshot::Sender<Result<(), actor::Unpaused>>,
    },
    /// A person suspended or banned: stood up at the next seam if seated here.
    Remove { user: i64 },
    /// Hand the table to node `to` at the next seam between rounds (now, if this is one), for a
    /// graceful stop; answered once it is handed over (or could not be).
    HandOver { to: i64, done: oneshot::Sender<()> },
}

/// What the lobby shows of a table.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Summary {
    pub id: i64,
    pub game: &'static str,
    pub rules: Value,

    /// Who sits in each seat (`None`: empty); bots are marked `[bot]`.
    pub seats: Vec<Option<String>>,
    /// The seats whose person is away (no connection of theirs follows the table).
    pub away: Vec<usize>,
    /// Connections following the table.
    pub watching: usize,
    pub version: u64,
    /// Why an operator has paused it, if one has: no new round begins.
    pub paused: Option<String>,
    /// Whether an operator is closing it (after the round in play).
    pub closing: bool,
    /// The hints the coach gives at it.
    pub hints: Hints,
    /// The rounds it has played.
    pub rounds: u32,
    /// The account that opened it, if a person did.
    pub opener: Option<i64>,
}

/// What open table `id` has published of its fair shuffles: `None` if there is no such table
/// (or it is stopping), `Some(None)` for a table not dealt fair.
pub async fn fairness_of(app: &crate::App, id: i64) -> Option<Option<Arc<Fairness>>> {
    let handle = app.lobby.get(id)?;
    let (done, answer) = oneshot::channel();
    handle.tx.send(Command::Fairness { done }).await.ok()?;
    answer.await.ok()
}

/// A table's mailbox and what the lobby shows of it.
#[derive(Debug, Clone)]
pub struct TableHandle {
    pub id: i64,
    /// The epoch of the lease this node serves it under.
    pub epoch: i64,
    pub tx: mpsc::Sender<Command>,
    pub summary: Arc<Mutex<Summary>>,
}

impl TableHandle {
    pub fn summary(&self) -> Summary {
        self.summary.lock().expect("never poisoned").clone()
    }
}
