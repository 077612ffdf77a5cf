//! `act`: a move at the table, or a seat's seed.

use serde::Deserialize;
use serde_json::Value;

/// A move at the table in the game's own JSON (`{"action": "stake", "amount": 10}`), made against
/// `version` if given (a stale one is refused). The table's game reads it: the server reads none
/// of its fields.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Act {
    pub table: i64,
    pub seq: u64,
    #[serde(default)]
    pub version: Option<u64>,
    pub action: Value,
}
