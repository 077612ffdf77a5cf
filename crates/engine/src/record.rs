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

use parlour_cards::{Card, CardSource};
use serde::Deserialize;
use serde_json::{Map, Value, json};
use thiserror::Error;

use crate::{ByName, Coded, Game, Player, Seat, Table, Viewer};

/// Why a record cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct RecordError(pub String);

fn error(message: impl Into<String>) -> RecordError {
    RecordError(message.into())
}

/// A hand record as read from JSON, before its game is known.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub game: String,
    pub rules: Value,
    pub players: Vec<Player>,
    /// The first banker (Pontoon).
    #[serde(default)]
    pub banker: Option<String>,
    /// The first dealer (poker).
    #[serde(default)]
    pub dealer: Option<String>,
    /// A stacked pack, top first; the rest of the packs follows in fresh-pack order.
    #[serde(default)]
    pub deck: Option<Vec<Card>>,
    /// A seeded shuffle instead of `deck`.
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub actions: Vec<Vec<Value>>,
    /// Free text for people reading the record.
    #[serde(default)]
    pub comment: Option<Value>,
    /// Part of the output this record must produce (see [`mismatches`]); checked, never acted on.
    #[serde(default)]
    pub expect: Option<Value>,
}

impl Record {
    /// Reads a record from JSON text.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        serde_json::from_str(text).map_err(|e| error(format!("not a hand record: {e}")))
    }
}

/// The arguments of one record action, read the same way by every game: a count, whole chips,
/// players by name; every error says which verb it is about.
#[allow(missing_debug_implementations)] // holds a lookup function
pub struct VerbArgs<'a> {
    pub verb: &'a str,
    pub args: &'a [Value],
    pub seat_of: &'a dyn Fn(&str) -> Option<Seat>,
}

impl VerbArgs<'_> {
    /// Checks that the verb has `n` arguments; `usage` says what they are ("one amount: ...").
    pub fn count(&self, n: usize, usage: &str) -> Result<(), String> {
        if self.args.len() == n {
            Ok(())
        } else {
            Err(format!("`{}` takes {usage}", self.verb))
        }
    }

    /// Argument `index` as a whole number of chips.
    pub fn chips(&self, index: usize) -> Result<u64, String> {
        let value = &self.args[index];
        value
            .as_u64()
            .ok_or_else(|| format!("`{}` needs a whole number of chips, not {value}", self.verb))
    }

    /// Argument `index` as a player's name, read as that player's seat; `role` names the argument
    /// in messages ("the buyer").
    pub fn player(&self, index: usize, role: &str) -> Result<Seat, String> {
        let value = &self.args[index];
        let name = value
            .as_str()
            .ok_or_else(|| format!("{role} must be a player's name, not {value}"))?;
        (self.seat_of)(name).ok_or_else(|| format!("{name:?} is not one of the players"))
    }
}

/// Cards as a record's output lists them: each card's notation, `null` for a card not seen.
pub fn cards_json<'a>(cards: impl IntoIterator<Item = &'a Option<Card>>) -> Value {
    cards
        .into_iter()
        .map(|c| c.map_or(Value::Null, |c| json!(c.to_string())))
        .collect()
}

/// A record checked against its game and ready to play.
#[derive(Debug, Clone)]
pub struct Prepared<G: Game> {
    pub rules: G::Rules,
    pub table: Table,
    pub cards: CardSource,
    pub actions: Vec<(Seat, G::Action)>,
}

impl<G: Game> Prepared<G> {
    pub fn from_record(record: &Record) -> Result<Prepared<G>, RecordError> {
        if record.game != G::NAME {
            return Err(error(format!(
                "this record is for {:?}, not {:?}",
                record.game,
                G::NAME
            )));
        }
        let rules = G::parse_rules(&record.rules).map_err(error)?;
        let names: Vec<&str> = record.players.iter().map(|p| p.name.as_str()).collect();
        let seat_of = |name: &str| names.iter().position(|&n| n == name).map(Seat::from);
        let first_name = match (G::FIRST_SEAT, &record.banker, &record.dealer) {
            ("banker", name, None) | ("dealer", None, name) => name.as_deref(),
            (field, _, _) => {
                return Err(error(format!(
                    "a {} record names its first {field} with `{field}`",
                    G::NAME
                )));
            }
        };
        let first = match first_name {
            None => None,
            Some(name) => Some(seat_of(name).ok_or_else(|| {
                error(format!(
                    "the {} {name:?} is not one of the players",
                    G::FIRST_SEAT
                ))
            })?),
        };
        let table = Table {
            players: record.players.clone(),
            first,
        };
        let packs = G::packs(&rules);
        let cards = match (&record.deck, record.seed) {
            (Some(_), Some(_)) => return Err(error("a record gives `deck` or `seed`, not both")),
            (Some(deck), None) => CardSource::stacked(packs, deck)
                .map_err(|e| error(format!("impossible deck: {e}")))?,
            (None, seed) => CardSource::seeded(packs, seed.unwrap_or(0)),
        };
        let mut actions = Vec::with_capacity(record.actions.len());
        for (index, entry) in record.actions.iter().enumerate() {
            let at = || format!("action {} {}", index + 1, Value::Array(entry.clone()));
            let (Some(Value::String(name)), Some(Value::String(verb))) =
                (entry.first(), entry.get(1))
            else {
                return Err(error(format!(
                    "{}: an action is [player, verb, args...]",
                    at()
                )));
            };
            let seat = seat_of(name)
                .ok_or_else(|| error(format!("{}: {name:?} is not one of the players", at())))?;
            let action = G::decode_action(verb, &entry[2..], &seat_of)
                .map_err(|e| error(format!("{}: {e}", at())))?;
            actions.push((seat, action));
        }
        Ok(Prepared {
            rules,
            table,
            cards,
            actions,
        })
    }

    /// Plays the record: the session, and the output object `parlour script` prints.
    pub fn play(&self) -> Result<(G, Value), RecordError> {
        let (mut game, start) = G::new(self.rules.clone(), self.table.clone(), self.cards.clone())
            .map_err(|e| error(e.to_string()))?;
        let mut hands = Vec::new();
        let mut collect = |events: &[G::Event]| {
            for event in events {
                hands.extend(G::hand_record(&G::event_view(event, Viewer::Auditor)));
            }
        };
        collect(&start);
        let mut results = Vec::with_capacity(self.actions.len());
        for (seat, action) in &self.actions {
            match game.apply(*seat, action) {
                Ok(events) => {
                    collect(&events);
                    results.push(json!({"ok": true}));
                }
                Err(rejection) => results.push(json!({
                    "ok": false,
                    "error": {"code": rejection.code(), "message": rejection.to_string()},
                })),
            }
        }
        let chips = ByName(
            (0..game.seats())
                .map(|i| {
                    let seat = Seat::from(i);
                    (game.name(seat).to_string(), game.chips(seat))
                })
                .collect(),
        );
        let mut output = Map::new();
        output.insert("game".into(), json!(G::NAME));
        output.insert("results".into(), Value::Array(results));
        output.insert("hands".into(), Value::Array(hands));
        output.insert(
            "chips".into(),
            serde_json::to_value(chips).expect("chips serialize"),
        );
        output.extend(game.record_status());
        Ok((game, Value::Object(output)))
    }
}

/// Writes a record of a session: its setup and actions, for replays and bug reports.
pub fn write_record<G: Game>(
    rules: &G::Rules,
    table: &Table,
    seed: u64,
    game_for_names: &G,
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
    record.insert("seed".into(), json!(seed));
    let actions: Vec<Value> = actions
        .iter()
        .map(|(seat, action)| {
            let mut entry = vec![json!(table.players[seat.index()].name)];
            entry.extend(game_for_names.encode_action(action));
            Value::Array(entry)
        })
        .collect();
    record.insert("actions".into(), Value::Array(actions));
    Value::Object(record)
}

/// Where `actual` differs from `expected`, read as a pattern: every key of an expected object must be
/// in the actual object with a matching value (other keys are ignored), arrays match element by
/// element and must have the same length, and other values must be equal.
pub fn mismatches(expected: &Value, actual: &Value) -> Vec<String> {
    let mut found = Vec::new();
    compare(expected, actual, "$", &mut found);
    found
}

fn compare(expected: &Value, actual: &Value, path: &str, found: &mut Vec<String>) {
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

/// Adds the `expect` verdict to a record's output: `{"met": bool, "mismatches": [...]}`.
pub fn check_expectation(record: &Record, output: &mut Value) -> Option<bool> {
    let expected = record.expect.as_ref()?;
    let found = mismatches(expected, output);
    let met = found.is_empty();
    output
        .as_object_mut()
        .expect("record output is an object")
        .insert("expect".into(), json!({"met": met, "mismatches": found}));
    Some(met)
}

#[cfg(test)]
mod tests {
    use super::*;

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
