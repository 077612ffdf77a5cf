//! `hint`: what the coach makes of the hand the asker is to play.

use parlour_games::coach::Count;
use serde::Deserialize;

/// Ask the coach about the hand the asker is to play: each move open to it and what it is worth,
/// by the count asked for (`fresh`: a freshly shuffled shoe; `seen`: less the cards seen since
/// the shuffle, where the table allows it). Answered `hint`, or refused `no_hint`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hint {
    pub table: i64,
    pub seq: u64,
    pub count: Count,
}
