//! `bot`: a bot in a seat, or out of it.

use serde::Deserialize;

/// Put a bot in the empty `seat` (`add`), or take the bot in it away. A bot put in plays at
/// `level` (a name of [`parlour_games::Level`] the game offers: `standard` unless given, `best`
/// the strongest bot the game has).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bot {
    pub table: i64,
    pub seq: u64,
    pub seat: usize,
    pub add: bool,
    #[serde(default)]
    pub level: Option<String>,
}
