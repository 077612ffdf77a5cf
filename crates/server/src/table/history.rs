//! The last accepted actions' events, for each kind of viewer, by version: what a client that
//! reconnects has missed (lila-ws's `History`). A client too far behind, or one for whom a seat has
//! changed hands in between, is sent a fresh view instead (`Resync`).

use std::collections::VecDeque;

use serde_json::Value;

/// How many versions a table keeps.
pub const KEEP: usize = 128;

/// One version's events.
#[derive(Debug, Clone)]
pub struct Entry {
    pub version: u64,
    /// Each seat's events, by seat.
    pub seats: Vec<Vec<Value>>,
    pub spectator: Vec<Value>,
    /// Someone sat down, stood up or moved: a viewer's seat may have changed.
    pub seating_changed: bool,
}

#[derive(Debug, Default)]
pub struct History {
    entries: VecDeque<Entry>,
}

impl History {
    pub fn push(&mut self, entry: Entry) {
        if self.entries.len() == KEEP {
            self.entries.pop_front();
        }
        self.entries.push_back(entry);
    }

    /// The entries after `version` up to `now`, if every one is kept and no seat changed hands in
    /// them; `None`: the client needs a fresh view.
    pub fn since(&self, version: u64, now: u64) -> Option<Vec<&Entry>> {
        if version > now {
            return None;
        }
        if version == now {
            return Some(Vec::new());
        }
        let first = self.entries.front()?.version;
        if version + 1 < first {
            return None;
        }
        let missed: Vec<&Entry> = self
            .entries
            .iter()
            .filter(|e| e.version > version)
            .collect();
        if missed.len() as u64 != now - version || missed.iter().any(|e| e.seating_changed) {
            return None;
        }
        Some(missed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(version: u64, seating_changed: bool) -> Entry {
        Entry {
            version,
            seats: vec![vec![serde_json::json!(version)]],
            spectator: Vec::new(),
            seating_changed,
        }
    }

    #[test]
    fn a_client_a_little_behind_gets_what_it_missed_and_one_far_behind_a_view() {
        let mut history = History::default();
        for v in 1..=200 {
            history.push(entry(v, v == 150));
        }
        let missed = history.since(195, 200).unwrap();
        assert_eq!(
            missed.iter().map(|e| e.version).collect::<Vec<_>>(),
            [196, 197, 198, 199, 200]
        );
        assert!(history.since(200, 200).unwrap().is_empty());
        assert!(history.since(10, 200).is_none(), "too far behind");
        assert!(
            history.since(149, 200).is_none(),
            "a seat changed hands in between"
        );
        assert!(history.since(201, 200).is_none(), "ahead of the table");
    }
}
