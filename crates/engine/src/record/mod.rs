//! Hand records: the one JSON format for hand histories, replays, bug reports and tests.
//!
//! ```json
//! {"game": "pontoon", "rules": "traditional",
//!  "players": [{"name": "Bank", "chips": 500}, {"name": "Ann", "chips": 100}],
//!  "banker": "Bank", "deck": ["7S", "KH"], "actions": [["Bank", "deal"], ["Ann", "stake", 10]]}
//! ```
//!
//! A record is read whole before anything is played, so an unreadable one (bad JSON, an unknown card,
//! player, verb or preset, an impossible deck) fails with one clear message and no output. A readable
//! one always plays to the end: a rejected action is reported in `results` and changes nothing.
//! See `docs/hand-records.md` for the format and the table of verbs.
//!
//! The module's parts: the record as read and its deal (here); each game's codec, `Recorded`,
//! and a round recorded apart (`codec.rs`); a record read against its game and played
//! (`replay.rs`); what a played record outputs, a record written, and its expectations checked
//! (`output.rs`).

mod codec;
mod output;
mod replay;
mod verbs;

pub use codec::{Apart, Recorded, Seam, VerbArgs};
#[cfg(feature = "testing")]
pub use codec::{codec_refusals, codec_round_trip};
pub use output::{Outcome, Output, check_expectation, write_record};
pub use replay::{Prepared, Replayed};
pub use verbs::{Arg, Verbs, check_count, usage};

use std::fmt::Debug;

use parlour_cards::{Card, CardSource, DeckError, ShuffleKey};
use serde::Deserialize;
use serde_json::Value;
use thiserror::Error;

use crate::Player;
use crate::chips::MAX_CHIPS;

/// The most players a record may list: more than any game seats (12 at most), few enough that
/// every seat has a number.
pub const MAX_SEATS: usize = 64;

/// Why a record cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct RecordError(pub String);

fn error(message: impl Into<String>) -> RecordError {
    RecordError(shorten(&message.into()))
}

/// The longest run of quoted input a message repeats, in characters.
const QUOTE_LENGTH: usize = 40;
/// The longest message, in characters.
const MESSAGE_LENGTH: usize = 300;

/// A message cut to a readable length, so that no input, however long, comes back whole: each
/// quoted run (`"..."` or `` `...` ``) to 40 characters, then the whole to 300, keeping its start
/// and its end (where serde says the line and column). Control characters (a newline in a quoted
/// name) are written escaped, so a message is always one line.
pub fn shorten(message: &str) -> String {
    let escaped: String;
    let message = if message.chars().any(char::is_control) {
        escaped = message
            .chars()
            .map(|c| {
                if c.is_control() {
                    c.escape_default().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect();
        &escaped
    } else {
        message
    };
    let mut out = String::with_capacity(message.len().min(MESSAGE_LENGTH * 4));
    let mut quote: Option<char> = None;
    let mut quoted = 0;
    let mut after_backslash = false;
    for c in message.chars() {
        match quote {
            None => {
                if c == '"' || c == '`' {
                    quote = Some(c);
                    quoted = 0;
                }
                out.push(c);
            }
            Some(q) => {
                let closing = c == q && !after_backslash;
                after_backslash = !after_backslash && c == '\\' && q == '"';
                if closing {
                    quote = None;
                    out.push(c);
                } else {
                    quoted += 1;
                    if quoted <= QUOTE_LENGTH {
                        out.push(c);
                    } else if quoted == QUOTE_LENGTH + 1 {
                        out.push('…');
                    }
                }
            }
        }
    }
    let count = out.chars().count();
    if count <= MESSAGE_LENGTH {
        return out;
    }
    let head: String = out.chars().take(MESSAGE_LENGTH - 100).collect();
    let tail: String = out.chars().skip(count - 90).collect();
    format!("{head} … {tail}")
}

/// A hand record as read from JSON, before its game is known. A field that may be left out is an
/// `Option` (absent: `None`) or says so with `#[serde(default)]`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub game: String,
    pub rules: Value,
    pub players: Vec<Player>,
    /// The first banker (Pontoon).
    pub banker: Option<String>,
    /// The first dealer (poker).
    pub dealer: Option<String>,
    /// Shoot Pontoon: a kitty already up as the record starts (a round recorded apart).
    #[serde(default)]
    pub kitty: u64,
    /// A stacked pack, top first; the rest of the packs follows in fresh-pack order.
    pub deck: Option<Vec<Card>>,
    /// A seeded shuffle instead of `deck`.
    pub seed: Option<u64>,
    /// A shuffle from a 256-bit key (64 hex digits) instead of `deck` or `seed`: a live session's.
    pub key: Option<ShuffleKey>,
    /// The master key of a table dealt by the fair scheme (docs/fairness.md), instead of `deck`,
    /// `seed` or `key`: each shuffle's key follows from it and the seeds the record's players gave.
    pub fair: Option<ShuffleKey>,
    /// With `fair`: the scheme its shuffles are dealt by, 1 (the default, as records written
    /// before scheme 2 say nothing) or 2.
    pub scheme: Option<u32>,
    /// With `"scheme": 2`: the first shuffle dealt by it, those before by scheme 1 (a table opened
    /// under scheme 1 and dealt by scheme 2 since). 0 when absent.
    pub scheme_from: Option<u32>,
    /// The keys of the fair shuffles a round of a fair table made, in order, instead of `deck`,
    /// `seed`, `key` or `fair`: one round recorded apart (docs/fairness.md).
    pub keys: Option<Vec<ShuffleKey>>,
    /// `true` in a record written while its session was live: its key is held back until the
    /// session is over (see [`Deal::is_secret`]), so the record can be read but not played.
    #[serde(default)]
    pub sealed: bool,
    #[serde(default)]
    pub actions: Vec<Vec<Value>>,
    /// Free text for people reading the record.
    pub comment: Option<Value>,
    /// Part of the output this record must produce (see [`mismatches`]); checked, never acted on.
    pub expect: Option<Value>,
}

/// Where a session's cards come from, as its record keeps it. (Serialized only into a table's
/// snapshot, which the server keeps beside the table's master key and never sends.)
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, Deserialize)]
pub enum Deal {
    /// A stacked pack, top first, the rest of the packs after it in fresh-pack order; every shuffle
    /// keeps the order.
    Deck(Vec<Card>),
    /// Shuffles from a 64-bit seed: tests, simulations, replays a person can type.
    Seed(u64),
    /// Shuffles from a 256-bit key: a live table.
    Key(ShuffleKey),
    /// Shuffles by the fair scheme from a master key: a live table whose every shuffle is committed
    /// to and verifiable (docs/fairness.md), by scheme 2 from shuffle `scheme2_from` on (0: every
    /// shuffle; [`u32::MAX`]: none, a table of scheme 1).
    Fair {
        master: ShuffleKey,
        scheme2_from: u32,
    },
    /// Each shuffle a fair one with the next key: a round of a fair table recorded apart.
    Keys(Vec<ShuffleKey>),
}

impl Deal {
    /// The cards of `packs` packs dealt this way.
    pub fn cards(&self, packs: usize) -> Result<CardSource, DeckError> {
        Ok(match self {
            Deal::Deck(top) => CardSource::stacked(packs, top)?,
            Deal::Seed(seed) => CardSource::seeded(packs, *seed),
            Deal::Key(key) => CardSource::keyed(packs, key),
            Deal::Fair {
                master,
                scheme2_from,
            } => CardSource::fair(packs, master, *scheme2_from),
            Deal::Keys(keys) => CardSource::keys(packs, keys),
        })
    }

    /// Whether the deal is a secret while its session lasts. A key is: whoever holds it knows every
    /// card still to come, so a record of a keyed session reaches nobody at the table until the
    /// session is over (it is written [`sealed`](write_record) till then). A seed is a test's or a
    /// simulation's, and a stacked deck is known by whoever stacked it.
    pub fn is_secret(&self) -> bool {
        matches!(self, Deal::Key(_) | Deal::Fair { .. })
    }
}

impl Record {
    /// Reads a record from JSON text.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        serde_json::from_str(text).map_err(|e| error(format!("not a hand record: {e}")))
    }
}

/// Whether `value` is a number of chips too large for any table, either way.
fn beyond_any_table(value: &Value) -> bool {
    value.as_f64().is_some_and(|n| n.abs() > MAX_CHIPS as f64)
}

#[cfg(test)]
mod tests {
    use super::output::compare;
    use super::*;
    use serde_json::json;

    fn mismatches(expected: &Value, actual: &Value) -> Vec<String> {
        let mut found = Vec::new();
        compare(expected, actual, "$", &mut found);
        found
    }

    #[test]
    fn patterns_ignore_extra_keys_but_not_extra_entries() {
        let actual = json!({"results": [{"ok": true}, {"ok": false, "error": {"code": "x", "message": "m"}}], "chips": {"A": 1}});
        assert!(mismatches(&json!({"results": [{"ok": true}, {"ok": false}]}), &actual).is_empty());
        assert!(
            mismatches(
                &json!({"results": [{"ok": true}, {"error": {"code": "x"}}]}),
                &actual
            )
            .is_empty()
        );
        let wrong = mismatches(&json!({"results": [{"ok": true}]}), &actual);
        assert_eq!(wrong.len(), 1, "{wrong:?}");
        let wrong = mismatches(&json!({"chips": {"A": 2, "B": 0}}), &actual);
        assert_eq!(
            wrong,
            ["$.chips.A: expected 2, found 1", "$.chips.B: missing"]
        );
    }

    #[test]
    fn unreadable_records_say_why() {
        let bad_card = Record::parse(
            r#"{"game": "pontoon", "rules": "traditional", "players": [], "deck": ["ZZ"]}"#,
        );
        assert!(bad_card.unwrap_err().0.contains("\"ZZ\" is not a card"));
        let unknown_field = Record::parse(
            r#"{"game": "pontoon", "rules": "traditional", "players": [], "dek": []}"#,
        );
        assert!(unknown_field.unwrap_err().0.contains("unknown field `dek`"));
        assert!(Record::parse("{").is_err());
    }
}
