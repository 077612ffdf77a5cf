//! Rules from a hand record's `rules` field, the same way for every game: a preset name, or an
//! object naming a preset and overriding some of its options. Unknown presets and options are errors,
//! and a bad value names its option and the values it takes: "stick_min must be 15 or 16, not 256".

use std::fmt::Display;
use std::ops::RangeInclusive;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::chips::MAX_CHIPS;
use crate::record::shorten;

/// One rule option as people are told of it: in errors, and by `parlour rules`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionDoc {
    pub name: &'static str,
    /// The values it takes, in words: "15 or 16", "1 to 1,000,000,000,000".
    pub values: &'static str,
    /// What it does: its message's id in the catalogues' rules area (`rules-meaning-GAME-NAME`).
    pub meaning_id: &'static str,
}

impl OptionDoc {
    /// What it does, in English ([`OptionDoc::meaning_id`] in the other languages).
    pub fn meaning(&self) -> String {
        parlour_words::english(|words| words.say(self.meaning_id))
    }
}

/// The values an amount of chips in the rules may take, for [`OptionDoc::values`].
pub const CHIP_VALUES: &str = "1 to 1,000,000,000,000";

/// "`name` must be `values`, not `value`", with the values from `options`.
pub fn must_be(options: &[OptionDoc], name: &str, value: impl Display) -> String {
    let values = options
        .iter()
        .find(|o| o.name == name)
        .map_or("something else", |o| o.values);
    shorten(&format!("{name} must be {values}, not {value}"))
}

/// Checks an amount-of-chips option: 1 to [`MAX_CHIPS`].
pub fn check_chips(options: &[OptionDoc], name: &str, value: u64) -> Result<(), String> {
    if (1..=MAX_CHIPS).contains(&value) {
        Ok(())
    } else {
        Err(must_be(options, name, value))
    }
}

/// Checks an option that takes a range of values: "stick_min must be 15 or 16, not 17".
pub fn check_range<T: PartialOrd + Display>(
    options: &[OptionDoc],
    name: &str,
    value: T,
    range: RangeInclusive<T>,
) -> Result<(), String> {
    if range.contains(&value) {
        Ok(())
    } else {
        Err(must_be(options, name, value))
    }
}

/// Checks two amount-of-chips options that bound a bet, each a `(name, value)`: the least and the
/// most stake, say. Each is checked as [`check_chips`] checks it, and the most may not be under the
/// least; a most that is, is the option to blame.
pub fn check_chip_bounds(
    options: &[OptionDoc],
    (least_name, least): (&str, u64),
    (most_name, most): (&str, u64),
) -> Result<(), String> {
    check_chips(options, least_name, least)?;
    check_chips(options, most_name, most)?;
    if most < least {
        return Err(must_be(options, most_name, most));
    }
    Ok(())
}

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
    /// Every option of these rules, for messages.
    pub options: &'a [OptionDoc],
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
            Some(other) => return Err(shorten(&format!("`preset` must be a name, not {other}"))),
        },
        other => {
            return Err(shorten(&format!(
                "`rules` must be a preset name or an object, not {other}"
            )));
        }
    };
    let base = (presets.preset)(name).ok_or_else(|| {
        shorten(&format!(
            "unknown {} preset {name:?} (known: {})",
            presets.game,
            presets.names.join(", ")
        ))
    })?;
    let base = match serde_json::to_value(base) {
        Ok(Value::Object(fields)) => fields,
        _ => unreachable!("rules serialize to an object"),
    };
    let mut fields = base.clone();
    for (option, value) in options.into_iter().flatten() {
        if option == "preset" {
            continue;
        }
        if !fields.contains_key(option) {
            return Err(shorten(&format!(
                "unknown rule option {option:?} for the {name} preset (`parlour rules {name}` lists them)"
            )));
        }
        // Each option alone over the preset, so that a bad value is blamed on its own option.
        let mut alone = base.clone();
        alone.insert(option.clone(), value.clone());
        if serde_json::from_value::<R>(Value::Object(alone)).is_err() {
            return Err(must_be(presets.options, option, value));
        }
        fields.insert(option.clone(), value.clone());
    }
    let rules: R = serde_json::from_value(Value::Object(fields))
        .map_err(|e| shorten(&format!("bad rule option: {e}")))?;
    (presets.validate)(&rules)?;
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use serde_json::json;

    #[derive(Debug, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Toy {
        preset: String,
        stick_min: u8,
        max_stake: u64,
    }

    const OPTIONS: &[OptionDoc] = &[
        OptionDoc {
            name: "stick_min",
            values: "15 or 16",
            meaning_id: "rules-meaning-pontoon-stick_min",
        },
        OptionDoc {
            name: "max_stake",
            values: CHIP_VALUES,
            meaning_id: "rules-meaning-pontoon-max_stake",
        },
    ];

    fn toy(value: Value) -> Result<Toy, String> {
        rules_from_json(
            &value,
            &Presets {
                game: "Toy",
                default: "toy",
                names: &["toy"],
                preset: &|name: &str| {
                    (name == "toy").then(|| Toy {
                        preset: "toy".into(),
                        stick_min: 15,
                        max_stake: 50,
                    })
                },
                options: OPTIONS,
                validate: &|toy: &Toy| {
                    check_range(OPTIONS, "stick_min", toy.stick_min, 15..=16)?;
                    check_chips(OPTIONS, "max_stake", toy.max_stake)
                },
            },
        )
    }

    #[test]
    fn a_bad_value_names_its_option_and_what_it_takes() {
        assert_eq!(
            toy(json!({"stick_min": 256})).unwrap_err(),
            "stick_min must be 15 or 16, not 256"
        );
        assert_eq!(
            toy(json!({"stick_min": 17})).unwrap_err(),
            "stick_min must be 15 or 16, not 17"
        );
        assert_eq!(
            toy(json!({"stick_min": 16, "max_stake": "ten"})).unwrap_err(),
            "max_stake must be 1 to 1,000,000,000,000, not \"ten\""
        );
        assert_eq!(
            toy(json!({"max_stake": 1_000_000_000_001u64})).unwrap_err(),
            "max_stake must be 1 to 1,000,000,000,000, not 1000000000001"
        );
        assert!(
            toy(json!({"jokers": true}))
                .unwrap_err()
                .contains("unknown rule option \"jokers\" for the toy preset")
        );
        assert_eq!(toy(json!({"stick_min": 16})).unwrap().stick_min, 16);
    }

    #[test]
    fn the_chip_values_say_the_bound() {
        assert_eq!(
            CHIP_VALUES,
            format!("1 to {}", crate::words::grouped(MAX_CHIPS))
        );
    }

    #[test]
    fn long_values_are_cut_in_messages() {
        let error = toy(json!({"max_stake": "x".repeat(100_000)})).unwrap_err();
        assert!(error.len() < 200, "{error}");
        assert!(error.starts_with("max_stake must be"), "{error}");
    }
}
