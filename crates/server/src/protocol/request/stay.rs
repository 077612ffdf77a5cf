//! `stay`: taking back the seat changes one asked for during the round.

use serde::Deserialize;

/// Take back what one asked for during the round and is kept for the next seam: one's own stand,
/// move, top-up or sit, and the bots one asked in or out.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stay {
    pub table: i64,
    pub seq: u64,
}
