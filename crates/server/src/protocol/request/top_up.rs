//! `top_up`: more chips to the seat.

use serde::Deserialize;

/// Bring `chips` more from the wallet to the seat.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TopUp {
    pub table: i64,
    pub seq: u64,
    pub chips: u64,
}
