//! The answers a table gave its last accepted requests, by each request's key (docs/protocol.md):
//! a request sent again, by a client that lost its connection before it heard the answer, is
//! answered as it was the first time and does nothing more. A refused request changed nothing, so
//! the same request again is tried afresh, here as after a restart.
//!
//! Only the answers of the last requests are held: a table serves many clients for as long as it
//! stays open. The database holds every accepted request's key with its action, so a request not
//! held here, at a table whose earlier answers have been let go, is looked up there.

use std::collections::{HashMap, VecDeque};

/// How many answers a table holds.
pub const REMEMBERED: usize = 4096;

#[derive(Debug, Default)]
pub struct Answers {
    /// Each request's answer, as sent again, and the version its action brought the table to
    /// (`None` for a sit that waits for the next seam).
    by_key: HashMap<String, (String, Option<u64>)>,
    order: VecDeque<String>,
    /// Every accepted request that brought the table past this version is held here; one that
    /// brought it to this version or before may have been let go, and is looked up in the
    /// database. 0 while none has ever been let go.
    held_after: u64,
}

impl Answers {
    /// The answer first given to request `key`, as sent again (marked as a repeat).
    pub fn get(&self, key: &str) -> Option<&str> {
        self.by_key.get(key).map(|(answer, _)| answer.as_str())
    }

    /// Whether a request not held here may still have been accepted, long ago: whether the
    /// database must be asked.
    pub fn incomplete(&self) -> bool {
        self.held_after > 0
    }

    /// Holds `answer` as the answer to request `key`, which brought the table to `version`, in
    /// place of one held before (a sit that waited, then was seated); the oldest goes once the
    /// table holds [`REMEMBERED`].
    pub fn insert(&mut self, key: String, answer: String, version: Option<u64>) {
        if self.by_key.insert(key.clone(), (answer, version)).is_none() {
            self.order.push_back(key);
            if self.order.len() > REMEMBERED
                && let Some(oldest) = self.order.pop_front()
                && let Some((_, version)) = self.by_key.remove(&oldest)
            {
                self.held_after = self.held_after.max(version.unwrap_or(0)).max(1);
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
        answers.insert("1:c:1".into(), "waiting".into(), None);
        answers.insert("1:c:1".into(), "accepted".into(), Some(1));
        assert_eq!(answers.get("1:c:1"), Some("accepted"));
        assert!(!answers.incomplete());
        for seq in 2..=REMEMBERED as u64 + 1 {
            answers.insert(format!("1:c:{seq}"), format!("answer {seq}"), Some(seq));
        }
        assert_eq!(answers.get("1:c:1"), None, "the oldest goes first");
        assert_eq!(answers.get("1:c:2"), Some("answer 2"));
        assert_eq!(answers.by_key.len(), REMEMBERED);
        // Its answer gone, a request of version 1 is to be looked up in the database.
        assert!(answers.incomplete());
        assert!(Answers::from_version(7).incomplete());
        assert!(!Answers::from_version(0).incomplete());
    }
}
