//! Rules from a hand record's `rules` field, the same way for every game: a preset name, or an
//! object naming a preset and overriding some of its options. Unknown presets and options are errors.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// How a game names and builds its presets.
#[allow(missing_debug_implementations)] // two functions, nothing to print
pub struct Presets<'a, R> {
    /// What the rules are of, for messages: `"Pontoon"`.
    pub game: &'a str,
    /// The preset an object without `preset` starts from.
    pub default: &'a str,
    /// Every preset's name, for messages.
    pub names: &'a [&'a str],
    /// The rules of a preset, if `name` is one.
    pub preset: &'a dyn Fn(&str) -> Option<R>,
    /// Checks that the options make a playable table.
    pub validate: &'a dyn Fn(&R) -> Result<(), String>,
}

/// Rules from `value`: `"name"` or `{"preset": "name", option: value, ...}`.
pub fn rules_from_json<R: Serialize + DeserializeOwned>(
    value: &Value,
    presets: &Presets<'_, R>,
) -> Result<R, String> {
    let (name, options) = match value {
        Value::String(name) => (name.as_str(), None),
        Value::Object(fields) => match fields.get("preset") {
            None => (presets.default, Some(fields)),
            Some(Value::String(name)) => (name.as_str(), Some(fields)),
            Some(other) => return Err(format!("`preset` must be a name, not {other}")),
        },
        other => {
            return Err(format!(
                "`rules` must be a preset name or an object, not {other}"
            ));
        }
    };
    let base = (presets.preset)(name).ok_or_else(|| {
        format!(
            "unknown {} preset {name:?} (known: {})",
            presets.game,
            presets.names.join(", ")
        )
    })?;
    let mut fields = match serde_json::to_value(base) {
        Ok(Value::Object(fields)) => fields,
        _ => unreachable!("rules serialize to an object"),
    };
    for (option, value) in options.into_iter().flatten() {
        if option == "preset" {
            continue;
        }
        if !fields.contains_key(option) {
            return Err(format!(
                "unknown rule option {option:?} for the {name} preset"
            ));
        }
        fields.insert(option.clone(), value.clone());
    }
    let rules: R = serde_json::from_value(Value::Object(fields))
        .map_err(|e| format!("bad rule option: {e}"))?;
    (presets.validate)(&rules)?;
    Ok(rules)
}
