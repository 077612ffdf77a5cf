//! The answers a table gave its last requests, by each request's key (docs/protocol.md): a request
//! sent again, by a client that lost its connection before it heard the answer, is answered as it
//! was the first time and does nothing more.
//!
//! Only the answers of the last requests are held, in order: a table serves many clients for as
//! long as it stays open. Older accepted requests are still known to the database, which refuses
//! to store a request's key twice (the table's write answers with the version it was stored at);
//! a refused request changed nothing, so the same request much later is tried afresh.

use std::collections::{HashMap, VecDeque};

/// How many answers a table holds.
pub const REMEMBERED: usize = 4096;

#[derive(Debug, Default)]
pub struct Answers {
    by_key: HashMap<String, String>,
    order: VecDeque<String>,
}

impl Answers {
    /// The answer first given to request `key`, as sent again (marked as a repeat).
    pub fn get(&self, key: &str) -> Option<&str> {
        self.by_key.get(key).map(String::as_str)
    }

    /// Holds `answer` as the answer to request `key`, in place of one held before (a sit that
    /// waited, then was seated); the oldest goes once the table holds [`REMEMBERED`].
    pub fn insert(&mut self, key: String, answer: String) {
        if self.by_key.insert(key.clone(), answer).is_none() {
            self.order.push_back(key);
            if self.order.len() > REMEMBERED
                && let Some(oldest) = self.order.pop_front()
            {
                self.by_key.remove(&oldest);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_answers_are_held_and_a_later_one_replaces_an_earlier() {
        let mut answers = Answers::default();
        answers.insert("1:c:1".into(), "waiting".into());
        answers.insert("1:c:1".into(), "accepted".into());
        assert_eq!(answers.get("1:c:1"), Some("accepted"));
        for seq in 2..=REMEMBERED as u64 + 1 {
            answers.insert(format!("1:c:{seq}"), format!("answer {seq}"));
        }
        assert_eq!(answers.get("1:c:1"), None, "the oldest goes first");
        assert_eq!(answers.get("1:c:2"), Some("answer 2"));
        assert_eq!(answers.by_key.len(), REMEMBERED);
    }
}
