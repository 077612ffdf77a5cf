//! `sit`: sitting down.

use serde::Deserialize;

/// Sit in the empty `seat` with `chips` from the wallet: at once at a seam between rounds, else
/// at the next one (the seat is kept meanwhile).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sit {
    pub table: i64,
    pub seq: u64,
    pub seat: usize,
    pub chips: u64,
}
