//! JSON for people: objects and long arrays one entry per line, short values on one line
//! (`["7S", "9C"]`, `{"ok": true}`), so a hand record's output reads at a glance.

use serde_json::Value;

/// Values whose one-line form is at most this long stay on one line.
const INLINE: usize = 72;

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
}
