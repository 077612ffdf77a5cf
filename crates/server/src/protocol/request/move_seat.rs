//! `move`: changing seats at the table.

use serde::Deserialize;

/// Move, with one's chips, to the empty `seat`: at once between rounds, else at the next seam
/// (the seat is kept meanwhile).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveSeat {
    pub table: i64,
    pub seq: u64,
    pub seat: usize,
}
