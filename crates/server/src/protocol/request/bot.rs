//! `bot`: a bot in a seat, or out of it.

use serde::Deserialize;

/// Put a bot in the empty `seat` (`add`), or take the bot in it away.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bot {
    pub table: i64,
    pub seq: u64,
    pub seat: usize,
    pub add: bool,
}
