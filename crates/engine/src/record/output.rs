//! What a played record outputs ([`Output`]), a session written as a record ([`write_record`]),
//! and a record's `expect` checked against its output.

use super::Verbs as _;
use super::{Deal, Record, Recorded};
use std::fmt::Debug;

use serde_json::{Map, Value, json};

use crate::seating::{SeatChange, Seating};
use crate::{ByName, Opening, Seat};

/// What one action of a record came to: `{"ok": true}`, or `{"ok": false, "error": {"code": ...,
/// "message": ...}}` for a refusal. Kept this small because a long record has one per action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Accepted,
    Refused { code: &'static str, message: String },
}

impl Outcome {
    pub fn to_json(&self) -> Value {
        match self {
            Outcome::Accepted => json!({"ok": true}),
            Outcome::Refused { code, message } => json!({
                "ok": false,
                "error": {"code": code, "message": message},
            }),
        }
    }
}

/// The output of a played record, as `parlour script` prints it: `game`, `results` (one
/// [`Outcome`] per action), `hands` (the record of each finished hand), `chips` by name, the game's
/// own fields (`banker`, `phase`, `in_play`, ...) and, once checked, the verdict on `expect`.
///
/// Its fields are turned into JSON one at a time (see [`Output::field`]), so a record of a million
/// actions never holds its whole output as one JSON tree.
#[derive(Debug, Clone, PartialEq)]
pub struct Output {
    pub game: &'static str,
    pub results: Vec<Outcome>,
    pub hands: Vec<Value>,
    pub chips: ByName<u64>,
    pub status: Map<String, Value>,
    pub expect: Option<Value>,
}

impl Output {
    /// The names of the output's fields, in the order they are printed.
    pub fn keys(&self) -> Vec<&str> {
        let mut keys = vec!["game", "results", "hands", "chips"];
        keys.extend(self.status.keys().map(String::as_str));
        if self.expect.is_some() {
            keys.push("expect");
        }
        keys
    }

    /// One field as JSON.
    pub fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "game" => json!(self.game),
            "results" => self.results.iter().map(Outcome::to_json).collect(),
            "hands" => Value::Array(self.hands.clone()),
            "chips" => serde_json::to_value(&self.chips).expect("chips serialize"),
            "expect" => self.expect.clone()?,
            other => self.status.get(other)?.clone(),
        })
    }

    /// The whole output as one JSON object.
    pub fn into_value(self) -> Value {
        let mut object = Map::new();
        for key in self.keys() {
            let value = self.field(key).expect("a key of the output");
            object.insert(key.to_string(), value);
        }
        Value::Object(object)
    }

    /// Whether every action was accepted.
    pub fn all_accepted(&self) -> bool {
        self.results.iter().all(|r| *r == Outcome::Accepted)
    }
}

impl serde::Serialize for Output {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let keys = self.keys();
        let mut map = serializer.serialize_map(Some(keys.len()))?;
        for key in keys {
            match key {
                "results" => map.serialize_entry(key, &Results(&self.results))?,
                "hands" => map.serialize_entry(key, &self.hands)?,
                "chips" => map.serialize_entry(key, &self.chips)?,
                _ => map.serialize_entry(key, &self.field(key).expect("a key of the output"))?,
            }
        }
        map.end()
    }
}

/// The results, serialized one at a time.
struct Results<'a>(&'a [Outcome]);

impl serde::Serialize for Results<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(Outcome::to_json))
    }
}

/// Writes a record of a session: its setup and actions, for replays and bug reports.
///
/// A [secret](Deal::is_secret) deal is written only when `over` (the session has ended, or the
/// record is for the table's own keeping); until then the record is `sealed`, with no key, and
/// reaches nobody who could learn the cards still to come from it.
pub fn write_record<G: Recorded>(
    rules: &G::Rules,
    table: &Opening,
    deal: &Deal,
    over: bool,
    actions: &[(Seat, G::Action)],
) -> Value {
    let mut record = Map::new();
    record.insert("game".into(), json!(G::NAME));
    record.insert(
        "rules".into(),
        serde_json::to_value(rules).expect("rules serialize"),
    );
    record.insert(
        "players".into(),
        table
            .players
            .iter()
            .map(|p| json!({"name": p.name, "chips": p.chips}))
            .collect(),
    );
    if let Some(first) = table.first {
        record.insert(
            G::FIRST_SEAT.into(),
            json!(table.players[first.index()].name),
        );
    }
    if table.kitty > 0 {
        record.insert("kitty".into(), json!(table.kitty));
    }
    if deal.is_secret() && !over {
        record.insert("sealed".into(), json!(true));
    } else {
        let (field, value) = match deal {
            Deal::Deck(cards) => ("deck", cards.iter().map(|c| json!(c.to_string())).collect()),
            Deal::Seed(seed) => ("seed", json!(seed)),
            Deal::Key(key) => ("key", json!(key.to_hex())),
            Deal::Fair { master, .. } => ("fair", json!(master.to_hex())),
            Deal::Keys(keys) => ("keys", json!(keys)),
        };
        record.insert(field.into(), value);
        // A table of scheme 1 says nothing more, as its records always did.
        if let Deal::Fair { scheme2_from, .. } = deal
            && *scheme2_from != u32::MAX
        {
            record.insert("scheme".into(), json!(2));
            if *scheme2_from > 0 {
                record.insert("scheme_from".into(), json!(scheme2_from));
            }
        }
    }
    // Each action under the name of the player in its seat at the time.
    let mut sitting: Vec<String> = table.players.iter().map(|p| p.name.clone()).collect();
    let actions: Vec<Value> = actions
        .iter()
        .map(|(seat, action)| {
            let at = |seat: Seat, sitting: &[String]| {
                sitting.get(seat.index()).cloned().unwrap_or_default()
            };
            let entry = match action.seat_change() {
                Some(change) => {
                    let name = match change {
                        SeatChange::Sit { name, .. } => name.clone(),
                        _ => at(*seat, &sitting),
                    };
                    let mut entry = vec![json!(name)];
                    entry.extend(change.encode(*seat));
                    change.rename(&mut sitting, *seat);
                    entry
                }
                None => {
                    let mut entry = vec![json!(at(*seat, &sitting))];
                    entry.extend(action.encode(&|s| at(s, &sitting)));
                    entry
                }
            };
            Value::Array(entry)
        })
        .collect();
    record.insert("actions".into(), Value::Array(actions));
    Value::Object(record)
}

/// Where `actual` differs from `expected` (at `path`), read as a pattern: every key of an expected
/// object must be in the actual object with a matching value (other keys are ignored), arrays match
/// element by element and must have the same length, and other values must be equal.
pub(super) fn compare(expected: &Value, actual: &Value, path: &str, found: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(want), Value::Object(have)) => {
            for (key, value) in want {
                match have.get(key) {
                    Some(actual) => compare(value, actual, &format!("{path}.{key}"), found),
                    None => found.push(format!("{path}.{key}: missing")),
                }
            }
        }
        (Value::Array(want), Value::Array(have)) => {
            if want.len() != have.len() {
                found.push(format!(
                    "{path}: expected {} entries, found {}: {actual}",
                    want.len(),
                    have.len()
                ));
                return;
            }
            for (index, (value, actual)) in want.iter().zip(have).enumerate() {
                compare(value, actual, &format!("{path}[{index}]"), found);
            }
        }
        _ if expected == actual => {}
        _ => found.push(format!("{path}: expected {expected}, found {actual}")),
    }
}

/// Checks a record's `expect` against its output and adds the verdict to it (`{"met": bool,
/// "mismatches": [...]}`). Each field the expectation names is compared on its own.
pub fn check_expectation(record: &Record, output: &mut Output) -> Option<bool> {
    let expected = record.expect.as_ref()?;
    let mut found = Vec::new();
    match expected {
        Value::Object(want) => {
            for (key, value) in want {
                match output.field(key) {
                    Some(actual) => compare(value, &actual, &format!("$.{key}"), &mut found),
                    None => found.push(format!("$.{key}: missing")),
                }
            }
        }
        other => found.push(format!("$: expected {other}, found the output object")),
    }
    let met = found.is_empty();
    output.expect = Some(json!({"met": met, "mismatches": found}));
    Some(met)
}
