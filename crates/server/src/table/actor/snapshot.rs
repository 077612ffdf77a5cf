//! When a table keeps its snapshot.
//!
//! A start resumes each table from its last snapshot and replays only the actions since
//! (parlour_engine's `Live::snapshot`), so the fewer actions since, the quicker a start. But a
//! snapshot is written in the transaction of the action it follows, and it grows with the table's
//! life (every shuffle it has made stays in it, for its fairness report): a long-lived table
//! writing its whole snapshot every round would write more and more for each action.
//!
//! So a table keeps one between rounds (where the actions since are fewest: a round's), once it
//! has taken enough actions since the last to pay for it: at least one for every [`BYTES`] of the
//! last snapshot. What is written is then at most about [`BYTES`] an action on average, however
//! long the table lives, and a start replays at most that many actions more than a round's.

use parlour_engine::registry::AnyTable;

/// The bytes of snapshot an action pays for.
const BYTES: usize = 512;

/// A table's last snapshot, as far as its actor needs to know.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(in crate::table) struct Snapshot {
    /// The version it was kept at (0: none yet).
    pub(in crate::table) version: u64,
    /// How long it was, in bytes.
    pub(in crate::table) size: usize,
}

impl Snapshot {
    /// The table's snapshot to keep with the action just taken, if one is due.
    pub(super) fn due(&self, table: &dyn AnyTable) -> Option<String> {
        (table.seam() && self.paid(table)).then(|| table.snapshot())
    }

    /// The snapshot of a table just rebuilt, if the actions replayed since the last have paid
    /// for one: kept before the table is served, seam or not, so the next start replays them no
    /// more (a table older than snapshots, or whose snapshot was passed over, has one at once).
    pub(super) fn owed(&self, table: &dyn AnyTable) -> Option<String> {
        self.paid(table).then(|| table.snapshot())
    }

    /// Whether the table has taken enough actions since this snapshot to pay for the next.
    fn paid(&self, table: &dyn AnyTable) -> bool {
        let since = table.version().saturating_sub(self.version);
        since >= (self.size / BYTES).max(1) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_engine::Opening;
    use parlour_engine::record::Deal;
    use serde_json::json;

    #[test]
    fn a_snapshot_is_due_between_rounds_once_the_actions_since_pay_for_the_last() {
        let entry = parlour_games::registry().get("casino").unwrap();
        let table = entry
            .open(
                &json!("pontoon-blackjack"),
                Opening::of(&["Ann"], 100),
                Deal::Seed(1),
            )
            .unwrap();
        assert!(table.seam() && table.version() == 0);
        // Nothing since the last one: none is due, whatever its size.
        assert_eq!(Snapshot::default().due(&*table), None);
        let mut table = table;
        let seat = table.to_act()[0];
        let stake = json!({"action": "stake", "amount": 10});
        table.apply(seat, &stake, None).unwrap();
        // Mid-round: none is due, however many actions since.
        assert!(!table.seam());
        assert_eq!(Snapshot::default().due(&*table), None);
        while !table.seam() {
            let seat = table.to_act()[0];
            let timeout = table.timeout(seat).unwrap();
            table.apply(seat, &timeout, None).unwrap();
        }
        let since = table.version();
        let small = Snapshot {
            version: 0,
            size: 100,
        };
        assert_eq!(small.due(&*table), Some(table.snapshot()));
        // A snapshot of many bytes waits for as many actions as it is long over BYTES.
        let large = Snapshot {
            version: 0,
            size: BYTES * (since as usize + 1),
        };
        assert_eq!(large.due(&*table), None);
        let paid = Snapshot {
            version: 0,
            size: BYTES * since as usize,
        };
        assert!(paid.due(&*table).is_some());
    }
}
