//! `stand`: leaving the seat.

use serde::Deserialize;

/// Leave the seat, its chips going back to the wallet: at once between rounds, else at the next
/// seam.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stand {
    pub table: i64,
    pub seq: u64,
}
