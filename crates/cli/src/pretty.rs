//! JSON for people: objects and long arrays one entry per line, short values on one line
//! (`["7S", "9C"]`, `{"ok": true}`), so a hand record's output reads at a glance.

use std::io::{self, Write};

use parlour_engine::record::{Outcome, Output};
use serde_json::Value;

/// Values whose one-line form is at most this long stay on one line.
const INLINE: usize = 72;

/// A whole value, pretty (the tests compare [`write_output`] with it).
#[cfg(test)]
pub fn to_pretty(value: &Value) -> String {
    let mut out = String::new();
    write(value, 0, &mut out);
    out
}

fn one_line(value: &Value) -> String {
    match value {
        Value::Array(items) => {
            let inner: Vec<String> = items.iter().map(one_line).collect();
            format!("[{}]", inner.join(", "))
        }
        Value::Object(fields) => {
            let inner: Vec<String> = fields
                .iter()
                .map(|(k, v)| format!("{}: {}", Value::String(k.clone()), one_line(v)))
                .collect();
            format!("{{{}}}", inner.join(", "))
        }
        scalar => scalar.to_string(),
    }
}

fn write(value: &Value, indent: usize, out: &mut String) {
    let flat = one_line(value);
    if flat.len() + indent <= INLINE || !matches!(value, Value::Array(_) | Value::Object(_)) {
        out.push_str(&flat);
        return;
    }
    let pad = "  ".repeat(indent + 1);
    let (open, close) = if value.is_array() {
        ('[', ']')
    } else {
        ('{', '}')
    };
    out.push(open);
    out.push('\n');
    let entries: Vec<(Option<&String>, &Value)> = match value {
        Value::Array(items) => items.iter().map(|v| (None, v)).collect(),
        Value::Object(fields) => fields.iter().map(|(k, v)| (Some(k), v)).collect(),
        _ => unreachable!(),
    };
    for (index, (key, item)) in entries.iter().enumerate() {
        out.push_str(&pad);
        if let Some(key) = key {
            out.push_str(&Value::String((*key).clone()).to_string());
            out.push_str(": ");
        }
        write(item, indent + 1, out);
        if index + 1 < entries.len() {
            out.push(',');
        }
        out.push('\n');
    }
    out.push_str(&"  ".repeat(indent));
    out.push(close);
}

/// Writes a record's output as [`to_pretty`] would write it whole, one field at a time and, for
/// the long lists (`results`, `hands`), one entry at a time, so that a long record's output is never
/// held as one JSON tree or one string.
pub fn write_output(output: &Output, to: &mut impl Write) -> io::Result<()> {
    to.write_all(b"{\n")?;
    let keys = output.keys();
    for (index, key) in keys.iter().enumerate() {
        let mut text = format!("  {}: ", Value::String((*key).to_string()));
        match *key {
            "results" => {
                let items = || output.results.iter().map(Outcome::to_json);
                write_list(&mut text, items, to)?;
            }
            "hands" => write_list(&mut text, || output.hands.iter().cloned(), to)?,
            _ => write(
                &output.field(key).expect("a key of the output"),
                1,
                &mut text,
            ),
        }
        if index + 1 < keys.len() {
            text.push(',');
        }
        text.push('\n');
        to.write_all(text.as_bytes())?;
    }
    to.write_all(b"}\n")
}

/// A list at the first level, after `text` (its key): on one line if it fits, as [`write`] would
/// put it, otherwise an entry a line, each written out as soon as it is made.
fn write_list<I: Iterator<Item = Value>>(
    text: &mut String,
    items: impl Fn() -> I,
    to: &mut impl Write,
) -> io::Result<()> {
    let mut flat = Vec::new();
    let mut length = 2;
    for item in items() {
        let line = one_line(&item);
        length += line.len() + if flat.is_empty() { 0 } else { 2 };
        if length + 1 > INLINE {
            break;
        }
        flat.push(line);
    }
    if length < INLINE {
        text.push_str(&format!("[{}]", flat.join(", ")));
        return Ok(());
    }
    text.push_str("[\n");
    let mut items = items().peekable();
    while let Some(item) = items.next() {
        text.push_str("    ");
        write(&item, 2, text);
        if items.peek().is_some() {
            text.push(',');
        }
        text.push('\n');
        to.write_all(text.as_bytes())?;
        text.clear();
    }
    text.push_str("  ]");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn short_values_stay_on_one_line_and_the_text_is_the_same_json() {
        let value = json!({"results": [{"ok": true}, {"ok": false, "error": {"code": "stick_too_low", "message": "a hand needs at least 15 to stick; this one makes 12"}}], "cards": ["7S", "9C"]});
        let text = to_pretty(&value);
        assert!(text.contains("{\"ok\": true}"), "{text}");
        assert!(text.contains("\"cards\": [\"7S\", \"9C\"]"), "{text}");
        assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), value);
    }

    /// The output written a field at a time reads exactly as the whole of it written at once.
    #[test]
    fn an_output_streams_as_it_would_print_whole() {
        let hand = json!({"number": 1, "cards": ["7S", "9C"], "net": {"Ann": 10, "Bob": -10}});
        for results in [
            vec![Outcome::Accepted],
            vec![Outcome::Accepted; 30],
            vec![
                Outcome::Accepted,
                Outcome::Refused {
                    code: "stick_too_low",
                    message: "a hand needs at least 15 to stick".into(),
                },
            ],
        ] {
            for hands in [vec![], vec![hand.clone(); 3]] {
                let output = Output {
                    game: "pontoon",
                    results: results.clone(),
                    hands,
                    chips: parlour_engine::ByName(vec![("Ann".into(), 110), ("Bob".into(), 90)]),
                    status: serde_json::Map::from_iter([("phase".to_string(), json!("over"))]),
                    expect: Some(json!({"met": true, "mismatches": []})),
                };
                let mut streamed = Vec::new();
                write_output(&output, &mut streamed).unwrap();
                let whole = to_pretty(&output.into_value()) + "\n";
                assert_eq!(String::from_utf8(streamed).unwrap(), whole);
            }
        }
    }
}
