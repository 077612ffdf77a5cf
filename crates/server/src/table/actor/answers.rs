//! The answers a table gave its last accepted requests, by each request's key (docs/protocol.md):
//! a request sent again, by a client that lost its connection before it heard the answer, is
//! answered as it was the first time and does nothing more. A refused request changed nothing, so
//! the same request again is tried afresh, here as after a restart.
//!
//! Only the answers of the last requests are held, and each as little as says it (the version an
//! accepted request brought the table to, or the change kept for the next seam and its seat): a table serves many clients
//! for as long as it stays open, and a server many tables. The database holds every accepted
//! request's key with its action, so a request not held here, at a table whose earlier answers have
//! been let go, is looked up there.

use std::collections::{HashMap, VecDeque};

use crate::protocol::Change;

/// How many answers a table holds.
pub const REMEMBERED: usize = 1024;

/// A request's first answer, as little as says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum First {
    /// Accepted, bringing the table to this version.
    Accepted(u64),
    /// A seat change kept for the next seam, concerning this seat.
    Kept(Change, usize),
}

#[derive(Debug, Default)]
pub struct Answers {
    by_key: HashMap<String, First>,
    order: VecDeque<String>,
    /// Every accepted request that brought the table past this version is held here; one that
    /// brought it to this version or before may have been let go, and is looked up in the
    /// database. 0 while none has ever been let go.
    held_after: u64,
}

impl Answers {
    /// The answer first given to request `key`.
    pub fn get(&self, key: &str) -> Option<First> {
        self.by_key.get(key).copied()
    }

    /// Whether a request not held here may still have been accepted, long ago: whether the
    /// database must be asked.
    pub fn incomplete(&self) -> bool {
        self.held_after > 0
    }

    /// Holds `first` as the answer to request `key`, in place of one held before (a sit that
    /// waited, then was seated); the oldest goes once the table holds [`REMEMBERED`].
    pub fn insert(&mut self, key: String, first: First) {
        if self.by_key.insert(key.clone(), first).is_none() {
            self.order.push_back(key);
            if self.order.len() > REMEMBERED
                && let Some(oldest) = self.order.pop_front()
                && let Some(gone) = self.by_key.remove(&oldest)
            {
                let version = match gone {
                    First::Accepted(version) => version,
                    First::Kept(..) => 0,
                };
                self.held_after = self.held_after.max(version).max(1);
            }
        }
    }

    /// The answers of a table rebuilt from its record, held from the action after `version` on:
    /// those of earlier actions are in the database alone.
    pub fn from_version(version: u64) -> Answers {
        Answers {
            held_after: version,
            ..Answers::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_answers_are_held_and_a_later_one_replaces_an_earlier() {
        let mut answers = Answers::default();
        answers.insert("1:c:1".into(), First::Kept(Change::Sit, 2));
        answers.insert("1:c:1".into(), First::Accepted(1));
        assert_eq!(answers.get("1:c:1"), Some(First::Accepted(1)));
        assert!(!answers.incomplete());
        for seq in 2..=REMEMBERED as u64 + 1 {
            answers.insert(format!("1:c:{seq}"), First::Accepted(seq));
        }
        assert_eq!(answers.get("1:c:1"), None, "the oldest goes first");
        assert_eq!(answers.get("1:c:2"), Some(First::Accepted(2)));
        assert_eq!(answers.by_key.len(), REMEMBERED);
        // Its answer gone, a request of version 1 is to be looked up in the database.
        assert!(answers.incomplete());
        assert!(Answers::from_version(7).incomplete());
        assert!(!Answers::from_version(0).incomplete());
    }
}
